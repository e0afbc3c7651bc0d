// Solo mode (issue 21; rulebook L2301-2627, spec §1.21; G-20, G-21, G-54, G-55, G-56, G-77, G-78,
// G-79, G-87), each test citing its R-SOLO-* rule (src/solo/rules.ts). Positions come from
// `HarrowPosition.solo()`: Hester seat 0, the Protectors (home −3,0) and the Family (home 3,0)
// automated, nothing on the map, the piles empty until a test deals them. Cards are picked from the
// solo data by what a test needs (an element, the Hester icon), so the tests follow data/solo.ts.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ConfigError, Rng } from '@balance-lab/core';
import { checkConformance, legalPlay, replayLegalPlay } from '@balance-lab/core/testing';
import { HarrowPosition, S, checkInvariants, noDice } from '@balance-lab/harrow/testing';
import { ALL_CARDS } from '../src/data/cards.js';
import { SOLO_CARDS, SOLO_PILES, type SoloElement } from '../src/data/solo.js';
import { HB_BONFIRE_POSS, HB_BONFIRE_SPACE } from '../src/factions/hester/board.js';
import { configureHarrow, describeHarrowAction, harrow, REASON_SOLO_DECK, REASON_SOLO_POINTS } from '../src/game.js';
import { soloRule } from '../src/solo/rules.js';
import type { HarrowGame } from '../src/turn.js';

const { FAC_P, FAC_F, F_WORDS, F_DIAL, F_SCORE, G_WILD_SUPPLY, G_SOLO_LEVEL, LS_HESTER, COLOURS, FAC_H } = S;
const R = (id: string): string => `${id} (${soloRule(id).source})`;
const TREE_ALL = { 'tree.mode': 'scripted', 'tree.script': 'all;all;all;all;all;all' };
type Colour = 'red' | 'blue' | 'purple';

/** Names of the cards of pile `colour` whose solo data satisfy `pred`. */
function cardsWhere(colour: Colour, pred: (d: (typeof SOLO_CARDS)[string]) => boolean): string[] {
  const deck = SOLO_PILES.find((p) => p.colour === colour)!.deck;
  return ALL_CARDS.filter((c) => c.deck === deck && pred(SOLO_CARDS[c.id]!)).map((c) => c.id);
}
function card(colour: Colour, element: SoloElement, hester?: boolean): { id: string; hexes: readonly [string, string] } {
  const id = cardsWhere(colour, (d) => d.element === element && (hester === undefined || d.hester === hester))[0];
  if (id === undefined) throw new Error(`the ${colour} pile has no ${element} card${hester === undefined ? '' : hester ? ' with the Hester icon' : ' without it'}`);
  return { id, hexes: SOLO_CARDS[id]!.hexes! };
}
const solo = (values = {}): HarrowPosition => HarrowPosition.solo({ values: { ...TREE_ALL, ...values } });
/** A position whose objectives are already on the map (so the Round goes straight to the card). */
const withObjectives = (p: HarrowPosition, building = '4,-4', townsfolk = '-4,4'): HarrowPosition => {
  p.building(building).townsfolk(townsfolk);
  p.s.objBoard[FAC_F * 4]!--;
  p.s.objBoard[FAC_P * 4]!--;
  return p;
};
const score = (p: HarrowPosition, fac: number): number => p.s.f[fac * F_WORDS + F_SCORE]!;
/** Answers what the Round still asks (where the new Haint goes, which group moves, from which hex to attack) with the first option. */
function finishAreas(p: HarrowPosition): void {
  for (let i = 0; i < 50 && p.prompt() >= 0; i++) p.apply(p.legal()[0]!, noDice());
}
const terrainTotal = (p: HarrowPosition): number => ['brown', 'teal', 'yellow', 'green'].reduce((a, c) => a + p.terrainCubesOf(c as 'brown'), 0);

describe('Solo setup (R-SOLO-SETUP, R-SOLO-LEVEL)', () => {
  const setupAt = (level: number, extra = {}): HarrowGame => {
    const config = configureHarrow({ 'game.mode': 'full', 'solo.level': level, ...extra });
    return harrow.setup(config, ['hester'], new Rng(`solo-setup-${level}`));
  };
  const piles = (s: HarrowGame): number[] => [FAC_P, FAC_F, S.FAC_K].map((b) => s.f[b * F_WORDS + S.F_DECK_LEN]!);
  const hesterCubes = (s: HarrowGame): number[] => [3, 4, 5, 6].map((c) => s.bg[FAC_H * COLOURS + c]!);

  it(`${R('R-SOLO-LEVEL')} CF-43: Level 1 deals 18 solo cards and gives Hester 1 cube of each colour`, () => {
    const s = setupAt(1);
    expect(piles(s).reduce((a, b) => a + b, 0)).toBe(18);
    expect(piles(s)).toEqual([6, 6, 6]);
    expect(hesterCubes(s)).toEqual([1, 1, 1, 1]);
    expect(s.g[G_SOLO_LEVEL]).toBe(1);
  });

  it(`${R('R-SOLO-LEVEL')} G-77: Level 2 deals 16 cards and 2 cubes of 2 different colours, drawn at random`, () => {
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const config = configureHarrow({ 'game.mode': 'full', 'solo.level': 2 });
      const s = harrow.setup(config, ['hester'], new Rng(`solo-l2-${i}`));
      expect(piles(s).reduce((a, b) => a + b, 0)).toBe(16);
      const c = hesterCubes(s);
      expect(c.reduce((a, b) => a + b, 0)).toBe(2);
      expect(Math.max(...c)).toBe(1);
      seen.add(c.join(''));
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it(`${R('R-SOLO-LEVEL')}: Level 3 deals 14 cards and Hester starts with no cube`, () => {
    const s = setupAt(3);
    expect(piles(s).reduce((a, b) => a + b, 0)).toBe(14);
    expect(hesterCubes(s)).toEqual([0, 0, 0, 0]);
  });

  it(`${R('R-SOLO-LEVEL')} L2464: the split is the player's: 7 red, 6 blue, 5 purple is a valid Level 1; a split that does not add up is refused`, () => {
    expect(piles(setupAt(1, { 'solo.split': '7/6/5' }))).toEqual([7, 6, 5]);
    expect(() => configureHarrow({ 'game.mode': 'full', 'solo.split': '6/6/5' })).toThrow(ConfigError);
    expect(() => configureHarrow({ 'game.mode': 'full', 'solo.split': '6/6/5' })).toThrow(/deals 17 cards, the level needs 18/);
    expect(() => configureHarrow({ 'game.mode': 'full', 'solo.split': '4/10/4' })).toThrow(/the blue pile has only 9 cards/);
  });

  it(`${R('R-SOLO-SETUP')}: each automated faction has its Legend and 3 Haints on its Home Hex, 3 of its 6 cubes on the Battleground; 5 Wild tokens nearby; Hester off the map`, () => {
    const s = setupAt(1);
    const N = s.n;
    for (const fac of [FAC_P, FAC_F]) {
      const home = s.f[fac * F_WORDS + S.F_HOME]!;
      expect(s.haint[fac * N + home]).toBe(3);
      expect(s.legendHex[fac === FAC_P ? S.LS_P : S.LS_F]).toBe(home);
      const colour = fac === FAC_P ? 0 : 1;
      expect(s.bg[fac * COLOURS + colour]).toBe(3);
      expect(s.bg[fac * COLOURS + colour]! + s.poss[fac * COLOURS + colour]!).toBe(6);
      expect(s.f[fac * F_WORDS + S.F_WILD]).toBe(0);
    }
    expect(s.g[G_WILD_SUPPLY]).toBe(5);
    expect(s.legendHex[LS_HESTER]).toBe(-1);
    expect(harrow.turnOrder!(s)).toEqual([0]);
    expect(harrow.seatings!(configureHarrow({ 'game.mode': 'full' }), 1, false)).toEqual([['hester']]);
    expect(() => harrow.setup(configureHarrow({ 'game.mode': 'full' }), ['protectors'], new Rng('x'))).toThrow(/played by Hester/);
  });
});

describe('Placing the objectives (R-SOLO-OBJECTIVES)', () => {
  it(`${R('R-SOLO-OBJECTIVES')}: with none on the map, a Building then a Townsfolk are placed on a free hex of a drawn card`, () => {
    const b = card('red', 'CUBE');
    const t = card('blue', 'CUBE');
    const p = solo().pile('red', b.id).pile('blue', t.id).pile('purple', card('purple', 'CUBE').id);
    p.soloRound(noDice());
    expect(p.options().map((o) => o.replace(/^Solo Round: /, ''))).toEqual([
      'draw from the red pile to place a Building', 'draw from the blue pile to place a Building', 'draw from the purple pile to place a Building',
    ]);
    p.play('draw from the red pile to place a Building', noDice());
    expect(p.options()).toEqual(b.hexes.map((h) => `Solo Round: place the Building on hex ${h}`));
    p.play(`place the Building on hex ${b.hexes[1]}`, noDice());
    expect(p.s.building[p.at(b.hexes[1])]).toBe(1);
    p.play('draw from the blue pile to place a Townsfolk', noDice());
    p.play(`place the Townsfolk on hex ${t.hexes[0]}`, noDice());
    expect(p.s.townsfolk[p.at(t.hexes[0])]).toBe(1);
    // Both placed: the activation card comes next, from the one pile left.
    expect(p.options()).toEqual(['Solo Round: commit the card to the red side (the Protectors)', 'Solo Round: commit the card to the blue side (the Family)']);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-SOLO-OBJECTIVES')} L2476: a hex with Units is not offered; with neither hex free the card is discarded and another drawn`, () => {
    const first = card('red', 'CUBE');
    const second = card('red', 'MOVE');
    const p = solo();
    p.townsfolk('-4,4');
    p.s.objBoard[FAC_P * 4]!--;
    p.haints('protectors', first.hexes[0]).haints('protectors', first.hexes[1]);
    p.pile('red', second.id, first.id);
    p.soloRound(noDice());
    // Only the red pile holds cards: drawn at once; the first card has no free hex, so the second is drawn.
    expect(p.pileSize('red')).toBe(0);
    const free = second.hexes.filter((h) => !first.hexes.includes(h));
    expect(p.options()).toEqual(free.map((h) => `Solo Round: place the Building on hex ${h}`));
  });

  it(`${R('R-SOLO-OBJECTIVES')} L2477: Faceless Portraits: Hester loses her Battleground cubes and the piece may go on any free hex`, () => {
    const p = solo();
    p.townsfolk('-4,4');
    p.s.objBoard[FAC_P * 4]!--;
    p.terrainCubes({ brown: 2, green: 1 });
    p.pile('blue', 'faceless-portraits');
    p.soloRound(noDice());
    expect(terrainTotal(p)).toBe(0);
    expect(p.options().length).toBeGreaterThan(40);
    p.play('place the Building on hex 0,-4', noDice());
    expect(p.s.building[p.at('0,-4')]).toBe(1);
  });
});

describe('The activation card (R-SOLO-CARD, R-SOLO-AREAS)', () => {
  it(`${R('R-SOLO-CARD')}: a pile, a side, then keep the card or replace it once from any pile; the replacement must be resolved`, () => {
    const keep = card('red', 'CUBE');
    const repl = card('blue', 'CUBE');
    const p = withObjectives(solo()).pile('red', keep.id).pile('blue', repl.id, card('blue', 'MOVE').id);
    p.soloRound(noDice());
    p.play('draw from the red pile for the activation', noDice());
    p.play('commit the card to the blue side (the Family)', noDice());
    expect(p.options()).toEqual([
      `Solo Round: resolve ${ALL_CARDS.find((c) => c.id === keep.id)!.name}`,
      'Solo Round: discard ' + ALL_CARDS.find((c) => c.id === keep.id)!.name + ' and draw a replacement from the blue pile',
    ]);
    p.play('and draw a replacement from the blue pile', noDice());
    // The replacement (the top blue card, a MOVE card) resolves for the Family: no second replacement offered.
    expect(p.s.g[S.G_SOLO_REDRAWN]).toBe(1);
    expect(p.options().some((o) => o.includes('replacement'))).toBe(false);
  });

  it(`${R('R-SOLO-AREAS')} G-21 G-56: Hester's 1 action token sits on the element's area: a CUBE card adds 2 cubes (1 + 1); with 4 tokens that area holds 2 and adds 3`, () => {
    const c = card('red', 'CUBE');
    const p = withObjectives(solo()).pile('red', c.id);
    p.soloRound(noDice());
    p.play('commit the card to the red side (the Protectors)', noDice());
    expect(p.battleground('protectors')).toBe(2);
    const q = withObjectives(solo()).pile('red', c.id).hesterActions(4);
    q.soloRound(noDice());
    q.play('commit the card to the red side (the Protectors)', noDice());
    expect(q.battleground('protectors')).toBe(3);
  });

  it(`${R('R-SOLO-AREAS')} G-21: the caption's reading (solo.activations=tokens-or-one) adds 1 cube with 1 token`, () => {
    const c = card('red', 'CUBE');
    const p = withObjectives(solo({ 'solo.activations': 'tokens-or-one' })).pile('red', c.id);
    p.soloRound(noDice());
    p.play('commit the card to the red side (the Protectors)', noDice());
    expect(p.battleground('protectors')).toBe(1);
  });

  it(`${R('R-SOLO-AMARYLLIS')} G-87: Faceless Portraits as the activation: Hester loses her cubes, 1 Haint SPAWNs anywhere legal, no area activates`, () => {
    const p = withObjectives(solo()).pile('blue', 'faceless-portraits');
    p.terrainCubes({ teal: 3 });
    p.soloRound(noDice());
    p.play('commit the card to the red side (the Protectors)', noDice());
    expect(terrainTotal(p)).toBe(0);
    expect(p.options().length).toBeGreaterThan(40);
    p.play('the Protectors SPAWN a Haint on hex 0,-4', noDice());
    expect(p.haintsOn('protectors', '0,-4')).toBe(1);
    expect(p.battleground('protectors')).toBe(0);
    expect(p.prompt()).toBe(-1);
  });
});

describe('The areas (R-SOLO-CUBE, R-SOLO-SPAWN, R-SOLO-MOVE)', () => {
  it(`${R('R-SOLO-SPAWN')}: the Haints go on the card's hexes; a hex with enemy Units is not legal`, () => {
    const c = card('red', 'SPAWN');
    const p = withObjectives(solo(), '4,-4', '4,0').pile('red', c.id);
    p.haints('family', c.hexes[0]);
    p.soloRound(noDice());
    p.play('commit the card to the red side (the Protectors)', noDice());
    // SPAWN twice (the element's area holds the token), both on the one legal hex; then they Move once.
    expect(p.possessionsHaints('protectors')).toBe(15 - 2);
    expect(p.haintsOn('protectors', c.hexes[0])).toBe(0);
    expect(p.haintsOn('family', c.hexes[0])).toBe(1);
    const g = p.s.map.grid;
    for (let h = 0; h < p.s.n; h++) if (p.s.haint[FAC_P * p.s.n + h]! > 0) expect(g.dist[h * g.count + p.at(c.hexes[1])]).toBeLessThanOrEqual(1);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-SOLO-SPAWN')} G-78: with neither hex legal, another card is drawn only for its hexes`, () => {
    const c = card('red', 'SPAWN');
    const other = card('purple', 'CUBE');
    const p = withObjectives(solo(), '4,-4', '4,0').pile('red', c.id).pile('purple', other.id);
    for (const h of c.hexes) p.haints('family', h);
    p.soloRound(noDice());
    p.play('draw from the red pile for the activation', noDice());
    p.play('commit the card to the red side (the Protectors)', noDice());
    p.play('resolve', noDice());
    finishAreas(p);
    // The purple card was drawn (the only pile left) and the Haints went on its hexes (then moved at most 1 hex).
    expect(p.pileSize('purple')).toBe(0);
    expect(p.possessionsHaints('protectors')).toBe(15 - 2);
    const g = p.s.map.grid;
    for (let h = 0; h < p.s.n; h++) {
      if (p.s.haint[FAC_P * p.s.n + h]! === 0) continue;
      expect(Math.min(...other.hexes.map((x) => g.dist[h * g.count + p.at(x)]!))).toBeLessThanOrEqual(1);
    }
  });

  it(`${R('R-SOLO-MOVE')} L2527: each group moves 1 hex closer to its objective per activation; the Family heads for the Building`, () => {
    const c = card('blue', 'MOVE', false);
    const p = withObjectives(solo(), '0,-3', '-4,4').pile('blue', c.id);
    p.haints('family', '3,-3', 2);
    p.soloRound(noDice());
    p.play('commit the card to the blue side (the Family)', noDice());
    // Move twice (1 + the token): 3,-3 → 2,-3 → 1,-3 (distance 3 → 1), each the only closer hex.
    expect(p.haintsOn('family', '1,-3')).toBe(2);
    expect(p.haintsOn('family', '3,-3')).toBe(0);
  });

  it(`${R('R-SOLO-MOVE')} L2531: a group joining Units that have not moved yet carries them along: the first Haint moves twice`, () => {
    const c = card('blue', 'MOVE', false);
    const p = withObjectives(solo(), '0,-3', '-4,4').pile('blue', c.id);
    p.haints('family', '2,-1').haints('family', '2,-2');
    p.soloRound(noDice());
    p.play('commit the card to the blue side (the Family)', noDice());
    expect(p.options().sort()).toEqual(["Solo Round: move the Family's Units on hex 2,-1 next", "Solo Round: move the Family's Units on hex 2,-2 next"]);
    p.play("move the Family's Units on hex 2,-1 next", noDice());
    expect(p.options().sort()).toEqual(["Solo Round: move the Family's group on hex 2,-1 to hex 1,-1", "Solo Round: move the Family's group on hex 2,-1 to hex 2,-2"]);
    p.play('to hex 2,-2', noDice());
    // The joined group has not moved: it moves on as one, toward 0,-3.
    expect(p.options().sort()).toEqual(["Solo Round: move the Family's group on hex 2,-2 to hex 1,-2", "Solo Round: move the Family's group on hex 2,-2 to hex 2,-3"]);
    p.play('to hex 1,-2', noDice());
    expect(p.haintsOn('family', '1,-2')).toBe(2);
    expect(p.haintsOn('family', '2,-2')).toBe(0);
  });

  it(`${R('R-SOLO-MOVE')} L2532-2533: entering the Building destroys it, +2 at once, and the rest of the activation heads for that hex`, () => {
    const c = card('blue', 'MOVE', false);
    const p = withObjectives(solo(), '2,-3', '-4,4').pile('blue', c.id);
    p.haints('family', '3,-3');
    p.soloRound(noDice());
    p.play('commit the card to the blue side (the Family)', noDice());
    expect(p.s.building[p.at('2,-3')]).toBe(0);
    expect(score(p, FAC_F)).toBe(2);
    expect(p.s.f[FAC_F * F_WORDS + S.F_PTS_OBJECTIVE]).toBe(2);
    // The second Move activation (1 + the token) keeps them on that hex.
    expect(p.haintsOn('family', '2,-3')).toBe(1);
  });

  it(`${R('R-SOLO-MOVE')} L2529: a group whose objective is walled off by enemy Units stays put`, () => {
    const c = card('blue', 'MOVE', false);
    const p = withObjectives(solo(), '4,-4', '-4,4').pile('blue', c.id);
    // The Building on the corner 4,-4 has 3 neighbours; Protectors on all of them.
    for (const h of ['3,-4', '3,-3', '4,-3']) p.haints('protectors', h);
    p.haints('family', '1,0');
    p.soloRound(noDice());
    p.play('commit the card to the blue side (the Family)', noDice());
    expect(p.haintsOn('family', '1,0')).toBe(1);
  });

  it(`${R('R-SOLO-CUBE')}: no cube is added once the faction's 6 cubes are all out of its Possessions`, () => {
    const c = card('red', 'CUBE');
    const p = withObjectives(solo()).pile('red', c.id);
    const red = FAC_P * COLOURS;
    p.s.bg[red] = p.s.bg[red]! + p.s.poss[red]! - 1;
    p.s.poss[red] = 1;
    p.soloRound(noDice());
    p.play('commit the card to the red side (the Protectors)', noDice());
    expect(p.s.poss[red]).toBe(0);
  });
});

describe('The attack (R-SOLO-ATTACK)', () => {
  it(`${R('R-SOLO-ATTACK')} L2547: with the Hester icon, Hester in range is attacked and not the Units; the automated faction kills her when it can pay (G-79)`, () => {
    const c = card('red', 'CUBE', true);
    const p = withObjectives(solo(), '4,-4', '0,-1').pile('red', c.id);
    p.haints('protectors', '0,-1').haints('family', '1,-1').hester('0,1');
    p.cubes('protectors', 4);
    p.soloRound(noDice());
    p.play('commit the card to the red side (the Protectors)', noDice());
    finishAreas(p);
    expect(p.hesterAt()).toBe(null);
    expect(p.s.f[FAC_P * F_WORDS + F_DIAL]).toBe(0);
    expect(p.haintsOn('family', '1,-1')).toBe(1);
  });

  it(`${R('R-SOLO-ATTACK')} L2549: with the icon and Hester out of range, a Bonfire in range is attacked`, () => {
    const c = card('red', 'CUBE', true);
    const p = withObjectives(solo(), '4,-4', '0,-1').pile('red', c.id);
    p.haints('protectors', '0,-1').haints('family', '1,-1').bonfire('-1,1', 2);
    p.cubes('protectors', 4);
    p.soloRound(noDice());
    p.play('commit the card to the red side (the Protectors)', noDice());
    finishAreas(p);
    expect(p.bonfireOn('-1,1')).toBe(0);
    expect(score(p, FAC_P)).toBe(1);
  });

  it(`${R('R-SOLO-ATTACK')} L2553: without the icon only Units are attacked, and only from a hex with at least as many Units`, () => {
    const c = card('red', 'CUBE', false);
    const p = withObjectives(solo(), '4,-4', '0,-1').pile('red', c.id);
    p.haints('protectors', '0,-1').haints('family', '1,-1', 2).bonfire('-1,1', 2);
    p.cubes('protectors', 4);
    p.soloRound(noDice());
    p.play('commit the card to the red side (the Protectors)', noDice());
    finishAreas(p);
    // 1 Protector against 2 Family: no attack; the Bonfire is not a target without the icon.
    expect(p.haintsOn('family', '1,-1')).toBe(2);
    expect(p.bonfireOn('-1,1')).toBe(2);
    expect(p.prompt()).toBe(-1);
  });

  it(`${R('R-SOLO-ATTACK')} G-79: the automated attacker kills every Haint it can pay for; the solo player is never asked`, () => {
    const c = card('red', 'CUBE', false);
    const p = withObjectives(solo(), '4,-4', '0,-1').pile('red', c.id);
    p.haints('protectors', '0,-1', 3).haints('family', '1,-1', 2);
    p.cubes('protectors', 6);
    p.soloRound(noDice());
    p.play('commit the card to the red side (the Protectors)', noDice());
    finishAreas(p);
    expect(p.haintsOn('family', '1,-1')).toBe(0);
    expect(p.prompt()).toBe(-1);
  });

  it(`${R('R-SOLO-ATTACK')} L2571 G-54: killing Hester puts a Bonfire pair from her Possessions on the rightmost empty Bonfire space`, () => {
    const c = card('red', 'CUBE', true);
    const p = withObjectives(solo(), '4,-4', '0,-1').pile('red', c.id);
    p.haints('protectors', '0,-1').hester('0,1').cubes('protectors', 4);
    p.s.hester[HB_BONFIRE_SPACE + 1] = 0;
    p.s.hester[HB_BONFIRE_SPACE + 2] = 0;
    p.s.hester[HB_BONFIRE_POSS] = p.s.hester[HB_BONFIRE_POSS]! + 4;
    const poss = p.s.hester[HB_BONFIRE_POSS]!;
    p.soloRound(noDice());
    p.play('commit the card to the red side (the Protectors)', noDice());
    finishAreas(p);
    expect(p.hesterAt()).toBe(null);
    expect([0, 1, 2].map((i) => p.s.hester[HB_BONFIRE_SPACE + i])).toEqual([2, 0, 2]);
    expect(p.s.hester[HB_BONFIRE_POSS]).toBe(poss - 2);
  });
});

describe("Hester's turn and the end (R-SOLO-HESTER, R-SOLO-END)", () => {
  it(`${R('R-SOLO-HESTER')} G-55: Hester on a Legend's hex eats a Wild token from the 5 nearby onto that faction's side`, () => {
    const p = withObjectives(solo()).root('edge', '-3,-1').root('-3,-1', '-2,-1');
    p.legend('family', '2,0').hester('2,0');
    p.effect('turn:hester', 'hester', noDice());
    p.play('place a Root into hex -1,-1', noDice()).play('place a Root into hex 0,-1', noDice());
    p.play('go on to the Tree', noDice()).play('go on to Clean-Up', noDice());
    expect(p.options()).toEqual(["Hester's turn: eat a token from the Family Legend", "Hester's turn: do not eat"]);
    p.play('eat a token', noDice());
    // The automated Family owns no tokens: the only thing to eat is a Wild token from beside the board.
    expect(p.options()).toEqual(["Hester's turn: eat a Wild token"]);
    p.play('eat a Wild token', noDice());
    expect(p.options()).toEqual([4, 5, 6].map((i) => `Hester's turn: put it on Scoring Space ${i}`)); // the Family's side
    p.play('Scoring Space 4', noDice());
    expect(p.scoringSpaces()).toEqual(['empty', 'empty', 'empty', 'WILD', 'empty', 'empty']);
    expect(p.s.g[G_WILD_SUPPLY]).toBe(4);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-SOLO-END')} L2627: a faction with 7 points at the end of a Round: Hester loses (a loss, nobody wins)`, () => {
    const config = configureHarrow({ 'game.mode': 'full' });
    const s = harrow.setup(config, ['hester'], new Rng('solo-end'));
    s.f[FAC_F * F_WORDS + F_SCORE] = 7;
    const rng = new Rng('solo-end-play');
    const out = new Int32Array(harrow.maxActions);
    let guard = 0;
    while (harrow.outcome(s) === null && guard++ < 500) {
      const n = harrow.legalActions(s, out);
      harrow.apply(s, out[n - 1]!, rng);
    }
    expect(harrow.outcome(s)).toEqual({ kind: 'loss', winners: [], reason: REASON_SOLO_POINTS });
    expect(s.g[S.G_ROUND]).toBe(1);
  });

  it(`${R('R-SOLO-END')} L2627: a solo card must be drawn and none remains: Hester loses at once (deck-out)`, () => {
    const p = withObjectives(solo());
    p.soloRound(noDice());
    expect(p.outcome()).toEqual({ kind: 'loss', reason: REASON_SOLO_DECK });
  });

  it(`${R('R-SOLO-END')}: after Hester's turn the Brambles score 1 for a faction with a Unit there, and 7 points then end the game`, () => {
    const config = configureHarrow({ 'game.mode': 'full' });
    const s = harrow.setup(config, ['hester'], new Rng('solo-brambles'));
    const N = s.n;
    // Only 1 Protector Haint, on the Brambles; the Family has no Haint to SPAWN or move, so its activation does nothing.
    for (const fac of [FAC_P, FAC_F]) for (let h = 0; h < N; h++) s.haint[fac * N + h] = 0;
    s.legendHex[S.LS_P] = -1;
    s.legendHex[S.LS_F] = -1;
    s.f[FAC_F * F_WORDS + S.F_HAINT_POSS] = 0;
    s.haint[FAC_P * N + s.map.brambles] = 1;
    s.f[FAC_P * F_WORDS + F_SCORE] = 6;
    const rng = new Rng('solo-brambles-play');
    const out = new Int32Array(harrow.maxActions);
    for (let guard = 0; harrow.outcome(s) === null && guard < 500; guard++) {
      const n = harrow.legalActions(s, out);
      const words = Array.from(out.subarray(0, n), (a) => describeHarrowAction(s, a));
      const blue = words.findIndex((w) => w.includes('blue side'));
      harrow.apply(s, out[blue >= 0 ? blue : 0]!, rng);
    }
    expect(s.f[FAC_P * F_WORDS + S.F_PTS_BRAMBLES]).toBe(1);
    expect(s.f[FAC_P * F_WORDS + F_SCORE]).toBe(7);
    expect(harrow.outcome(s)?.reason).toBe(REASON_SOLO_POINTS);
    expect(s.g[S.G_ROUND]).toBe(1);
  });
});

describe("Hester's evaluation in solo", () => {
  it('values the solo cards left (her clock, L2627) and compares her with the better automated faction', () => {
    const full = withObjectives(solo()).pile('red', card('red', 'CUBE').id, card('red', 'MOVE').id);
    const spent = withObjectives(solo()).pile('red', card('red', 'CUBE').id);
    expect(harrow.evaluate!(full.s, 0)).toBeGreaterThan(harrow.evaluate!(spent.s, 0));
    const ahead = withObjectives(solo());
    ahead.s.f[FAC_F * F_WORDS + F_SCORE] = 5;
    expect(harrow.evaluate!(ahead.s, 0)).toBeLessThan(harrow.evaluate!(withObjectives(solo()).s, 0));
  });
});

describe('Solo games end to end', () => {
  it('conforms at every level: legal actions, every game ends, determinism, determinize keeps the information state, hidden reads', () => {
    for (const level of [1, 2, 3]) {
      const report = checkConformance(harrow, { seed: `harrow-solo-${level}`, players: [1], games: 6, maxDecisions: 20_000, parameters: { 'game.mode': 'full', 'solo.level': level } });
      expect(report.playouts).toBe(6);
      expect(report.determinizeChecks).toBeGreaterThan(0);
    }
  }, 300_000);

  it('keeps the invariants after every apply over random levels, seeds and legal paths (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), legalPlay(harrow, { maxChoices: 400, seatings: [['hester']] }), (level, c) => {
        const config = configureHarrow({ 'game.mode': 'full', 'solo.level': level });
        replayLegalPlay<HarrowGame>(harrow, config, c, ({ state, step, action }) => {
          const bad = checkInvariants(state);
          if (bad.length > 0) throw new Error(`level ${level}, after step ${step} (${describeHarrowAction(state, action)}): ${bad.join('; ')}`);
        }, 400);
      }),
      { numRuns: 30, seed: 20_261_127 },
    );
  }, 240_000);
});
