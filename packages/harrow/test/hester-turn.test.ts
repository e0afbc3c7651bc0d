// Hester's setup, board and whole turn (spec §1.20, rulebook L1949-2299), cited by the R-H rule
// ids of src/factions/hester/rules.ts. Positions: Protectors seat 0, Family seat 1, Hester seat 2.
import { describe, expect, it } from 'vitest';
import { ConfigError, Rng } from '@balance-lab/core';
import { HarrowPosition, S, cardOf, noDice, type Rng as KitRng } from '@balance-lab/harrow/testing';
import {
  HB_ACTIONS, HB_BONFIRE_POSS, HB_BONFIRE_SPACE, HB_COLOUR_NOW, HB_PILE_DEPTH, HB_PILE_TOP, HB_ROOTS_LAST_LEN, HB_ROOTS_NOW_LEN,
  HB_SCORING, HB_SNAKES, HB_STAGE, HB_USED, ROOT_BLACK, ROOT_EDGE, SC_BONFIRE, SC_TOKEN, actionsLeft, hesterHasWon, rootNow,
} from '../src/factions/hester/board.js';
import { ST_BOTTOM, ST_TOP } from '../src/factions/hester/turn.js';
import { END_HESTER } from '../src/objectives.js';
import { HARROW_METRICS, harrow } from '../src/game.js';
import { hesterRule } from '../src/factions/hester/rules.js';
import type { EffectHooks } from '../src/effects.js';
import { defaultSetupOptions, setupHarrow } from '../src/setup.js';
import { BROWN } from '../src/data/tree.js';
import { ALL_CARDS } from '../src/data/cards.js';

const { FAC_H, FAC_P, FAC_F, FAC_K, F_WORDS } = S;
/** Every Tree activation gives back every cube (so cube counts after the Tree are predictable). */
const TREE_ALL = { 'tree.mode': 'scripted', 'tree.script': 'all;all;all;all' };
const R = (id: string): string => `${id} (${hesterRule(id).source})`;

function pos(opts: { kammi?: boolean; effects?: readonly EffectHooks[] } = {}): HarrowPosition {
  return new HarrowPosition('protectors', opts.kammi === true ? 'kammi' : 'family', { hester: true, values: TREE_ALL, effects: opts.effects });
}
const start = (p: HarrowPosition, rng: KitRng = noDice()): HarrowPosition => p.effect('turn:hester', 'hester', rng);
/** Last turn's path (brown): off the map into -3,-1, then into -2,-1 (the head). */
const lastTurnPath = (p: HarrowPosition): HarrowPosition => p.root('edge', '-3,-1').root('-3,-1', '-2,-1');
/** This turn's Roots -1,-1 (Plains) then 0,-1 (Wetlands) after `lastTurnPath`: +1 green, +1 yellow, +1 teal. */
function rootsToWetlands(p: HarrowPosition): HarrowPosition {
  return p.play('place a Root into hex -1,-1', noDice()).play('place a Root into hex 0,-1', noDice());
}
/** Steps A and C of a turn after `lastTurnPath`: the Roots, then straight on to the Tree. */
function toBottom(p: HarrowPosition): HarrowPosition {
  start(lastTurnPath(p));
  rootsToWetlands(p);
  return p.play('go on to the Tree', noDice());
}
const stage = (p: HarrowPosition): number => p.s.hester[HB_STAGE]!;
const hasOption = (p: HarrowPosition, words: string): boolean => p.options().some((o) => o.toLowerCase().includes(words.toLowerCase()));

describe('Hester setup (R-H-SEAT, R-H-SETUP, spec §1.20.1)', () => {
  const game = () => setupHarrow(null, defaultSetupOptions('full', { mapSide: 'A' }), ['protectors', 'family', 'hester'], new Rng('hester-setup'));

  it(`${R('R-H-SETUP')}: Bonfire spaces 2/2/2, 1 action token, 5 in Possessions, 8 snakes, 4 cards of 13, supply 6 per colour, off the map`, () => {
    const s = game();
    expect(s.g[S.G_PLAYERS]).toBe(3);
    expect(s.g[S.G_SEAT_FACTION + 2]).toBe(FAC_H);
    expect(s.f[FAC_H * F_WORDS + S.F_SEAT]).toBe(2);
    expect([0, 1, 2].map((i) => s.hester[HB_BONFIRE_SPACE + i])).toEqual([2, 2, 2]);
    expect(s.hester[HB_ACTIONS]).toBe(1);
    expect(s.hester[HB_BONFIRE_POSS]).toBe(5); // 12 − 6 − 1 (L2010)
    expect(s.hester[HB_SNAKES]).toBe(8);
    expect(s.f[FAC_H * F_WORDS + S.F_HAND_LEN]).toBe(4);
    expect(s.f[FAC_H * F_WORDS + S.F_DECK_LEN]).toBe(9);
    const hand = Array.from(s.hand.subarray(FAC_H * S.CARD_CAP, FAC_H * S.CARD_CAP + 4));
    for (const c of hand) expect(ALL_CARDS[c]!.owner).toBe('hester');
    for (let c = BROWN; c <= BROWN + 3; c++) {
      expect(s.poss[FAC_H * S.COLOURS + c]).toBe(6);
      expect(s.bg[FAC_H * S.COLOURS + c]).toBe(0);
    }
    expect(s.legendHex[S.LS_HESTER]).toBe(-1);
    expect(s.hester[HB_ROOTS_NOW_LEN]).toBe(0);
  });

  it(`${R('R-H-SEAT')}: Hester only as the third seat; 3 seats need Hester`, () => {
    const o = defaultSetupOptions('full', { mapSide: 'A' });
    expect(() => setupHarrow(null, o, ['hester', 'family', 'protectors'], new Rng('seat'))).toThrow(ConfigError);
    expect(() => setupHarrow(null, o, ['protectors', 'hester', 'family'], new Rng('seat'))).toThrow(/third seat/);
    expect(() => setupHarrow(null, o, ['protectors', 'family', 'kammi'], new Rng('seat'))).toThrow(/Hester third/);
  });

  it('the testing kit: a cleared 3-seat position keeps the invariants', () => {
    const p = pos();
    expect(p.s.f[FAC_H * F_WORDS + S.F_SEAT]).toBe(2);
    expect(p.hesterAt()).toBeNull();
    expect(p.scoringSpaces()).toEqual(['empty', 'empty', 'empty', 'empty', 'empty', 'empty']);
    expect(p.invariants()).toEqual([]);
  });
});

describe('A. Roots and terrain cubes', () => {
  it(`${R('R-H-ROOT')}, ${R('R-H-INCOME')}: the first Root of the game enters an edge hex; first turn ≤ 2 cubes (CF-34)`, () => {
    const p = start(pos());
    expect(p.options()).toEqual(["Hester's turn: place the brown Roots this turn", "Hester's turn: place the black Roots this turn"]);
    p.play('brown', noDice());
    const targets = p.options();
    expect(targets).toContain("Hester's turn: place a Root into hex 4,-4");
    expect(targets).not.toContain("Hester's turn: place a Root into hex 1,-1"); // not an edge hex
    p.play('place a Root into hex 4,-4', noDice());
    // From the head: W 3,-4, SW 3,-3, SE 4,-3 (the Mountain); never back off the map.
    expect(p.options().sort()).toEqual(['3,-3', '3,-4', '4,-3'].map((h) => `Hester's turn: place a Root into hex ${h}`).sort());
    p.play('place a Root into hex 3,-4', noDice());
    expect(rootNow(p.s, 0)).toEqual([ROOT_EDGE, p.at('4,-4')]);
    expect(p.terrainCubesOf('brown')).toBe(2); // Bog 4,-4 and Bog 3,-4
    expect(p.supplyOf('brown')).toBe(4);
    expect(stage(p)).toBe(ST_TOP);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-ROOT')}: colours alternate (G-51b, no decision); no Root back to a hex of this or last turn; last turn's Roots removed`, () => {
    const p = start(lastTurnPath(pos()));
    expect(p.s.hester[HB_COLOUR_NOW]).toBe(ROOT_BLACK); // last turn brown
    const first = p.options();
    expect(first).not.toContain("Hester's turn: place a Root into hex -3,-1"); // last turn's
    expect(first).toHaveLength(5);
    p.play('place a Root into hex -1,-1', noDice());
    expect(p.options()).not.toContain("Hester's turn: place a Root into hex -2,-1"); // this turn's
    p.play('place a Root into hex 0,-1', noDice());
    expect(p.s.hester[HB_ROOTS_LAST_LEN]).toBe(0);
    expect(p.s.hester[HB_ROOTS_NOW_LEN]).toBe(2);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-INCOME')}: a later turn's Roots touch three terrains → green, yellow, teal (CF-34: at most 3)`, () => {
    const p = rootsToWetlands(start(lastTurnPath(pos())));
    expect([p.terrainCubesOf('green'), p.terrainCubesOf('yellow'), p.terrainCubesOf('teal'), p.terrainCubesOf('brown')]).toEqual([1, 1, 1, 0]);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-INCOME')}: Mountains give nothing and an empty supply colour gives nothing (L2083)`, () => {
    const p = pos();
    p.s.poss[FAC_H * S.COLOURS + BROWN] = 0;
    p.s.bg[FAC_H * S.COLOURS + BROWN] = 6;
    start(p).play('brown', noDice()).play('place a Root into hex 4,-3', noDice()).play('place a Root into hex 4,-4', noDice());
    expect(p.terrainCubesOf('brown')).toBe(6);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-ROOT-BONFIRE')}: a Root entering a Bonfire hex adds a token from Possessions`, () => {
    const p = lastTurnPath(pos()).bonfire('-1,-1', 2);
    const poss = p.s.hester[HB_BONFIRE_POSS]!;
    rootsToWetlands(start(p));
    expect(p.bonfireOn('-1,-1')).toBe(3);
    expect(p.s.hester[HB_BONFIRE_POSS]).toBe(poss - 1);
    expect(p.invariants()).toEqual([]);
  });
});

describe('B. Top actions', () => {
  it(`${R('R-H-EXTRA-ROOT')}: 1 action, once per turn, continues the path, gains its cube (4 cubes in all)`, () => {
    const p = rootsToWetlands(start(lastTurnPath(pos()).hesterActions(2)));
    p.play('place 1 more Root', noDice());
    expect(p.options()).not.toContain("Hester's turn: place a Root into hex -1,-1");
    p.play('place a Root into hex 1,-1', noDice());
    expect(p.terrainCubesOf('yellow')).toBe(2);
    expect(p.s.hester[HB_USED]).toBe(1);
    expect(hasOption(p, 'place 1 more Root')).toBe(false); // once per turn, though an action is left
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-CARD')}: play a card onto its own pile (once per turn); with 3 piles it covers one`, () => {
    const p = lastTurnPath(pos()).hesterActions(2).hand('hester', 'Ward', 'Reach');
    rootsToWetlands(start(p));
    p.play('play the card ward', noDice());
    expect(p.s.hester[HB_PILE_TOP]).toBe(cardOf('ward'));
    expect(p.handCards('hester')).toEqual(['Reach']);
    expect(hasOption(p, 'play the card')).toBe(false);
    expect(actionsLeft(p.s)).toBe(1);

    const q = lastTurnPath(pos()).hand('hester', 'Reach');
    q.s.hester[HB_PILE_TOP] = cardOf('ward');
    q.s.hester[HB_PILE_TOP + 1] = cardOf('lollygagger');
    q.s.hester[HB_PILE_TOP + 2] = cardOf('night-hag');
    for (let i = 0; i < 3; i++) q.s.hester[HB_PILE_DEPTH + i] = 1;
    rootsToWetlands(start(q));
    q.play('play the card reach', noDice());
    expect(q.options()).toHaveLength(3);
    q.play('cover the pile of Lollygagger', noDice());
    expect(q.s.hester[HB_PILE_TOP + 1]).toBe(cardOf('reach'));
    expect(q.s.hester[HB_PILE_DEPTH + 1]).toBe(2);
    expect(q.invariants()).toEqual([]);
  });

  it(`${R('R-H-SPAWN')}: an opponent's Haint onto its Home Hex or Legend hex, uninfected, once per turn`, () => {
    const p = lastTurnPath(pos()).hesterActions(2).legend('family', '2,1');
    rootsToWetlands(start(p));
    expect(hasOption(p, 'SPAWN a Protector Haint onto hex -3,0')).toBe(true);
    expect(hasOption(p, 'SPAWN a Family Haint onto hex 3,0')).toBe(true);
    expect(hasOption(p, 'SPAWN a Family Haint onto hex 2,1')).toBe(true);
    p.play('SPAWN a Family Haint onto hex 2,1', noDice());
    expect(p.haintsOn('family', '2,1')).toBe(1);
    expect(p.infectedOn('family', '2,1')).toBe(0);
    expect(hasOption(p, 'SPAWN')).toBe(false);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-ACTIVATE')}: a face-up card activates once per turn, free, after the Root cubes`, () => {
    const p = lastTurnPath(pos());
    p.s.hester[HB_PILE_TOP] = cardOf('wild-tangle');
    p.s.hester[HB_PILE_DEPTH] = 1;
    start(p);
    expect(hasOption(p, 'activate')).toBe(false); // Roots first (L2106)
    rootsToWetlands(p);
    const teal = p.terrainCubesOf('teal');
    p.play('activate the card Wild Tangle', noDice());
    p.play('Wild Tangle: trade a teal Terrain Cube', noDice());
    p.play('Wild Tangle: for a brown Terrain Cube from the supply', noDice());
    expect([p.terrainCubesOf('teal'), p.terrainCubesOf('brown')]).toEqual([teal - 1, 1]);
    expect(actionsLeft(p.s)).toBe(1); // free
    expect(hasOption(p, 'activate')).toBe(false);
    expect(p.invariants()).toEqual([]);
  });
});

describe('B. Move Infected Haints and Hester (R-H-MOVE)', () => {
  function moving(setup: (p: HarrowPosition) => void): HarrowPosition {
    const p = lastTurnPath(pos());
    setup(p);
    return rootsToWetlands(start(p));
  }

  it(`${R('R-H-MOVE')}: one action opens the box (G-22); matching 1 cube, any 2 for Mountains and the Brambles`, () => {
    const p = moving((q) => q.infected('protectors', '1,-1'));
    // After the Roots: green 1, yellow 1, teal 1.
    p.play('move Infected Haints and Hester', noDice());
    expect(actionsLeft(p.s)).toBe(0);
    p.play('move an Infected Protector Haint from hex 1,-1', noDice());
    const opts = p.options();
    expect(opts).toContain("Hester's turn: move onto hex 2,-1, paying matching cubes");
    expect(opts).toContain("Hester's turn: move onto hex 1,-2, paying matching cubes");
    expect(opts).toContain("Hester's turn: move onto hex 2,-2, paying any cubes"); // Mountain
    expect(opts).toContain("Hester's turn: move onto hex 0,0, paying any cubes"); // Brambles
    expect(opts).not.toContain("Hester's turn: move onto hex 2,-2, paying matching cubes");
    p.play('move onto hex 2,-1, paying matching cubes', noDice());
    expect(p.infectedOn('protectors', '2,-1')).toBe(1);
    expect(p.terrainCubesOf('yellow')).toBe(0);
    // The box stays open: the next step costs cubes only.
    p.play('move an Infected Protector Haint from hex 2,-1', noDice());
    p.play('move onto hex 2,-2, paying any cubes', noDice());
    expect(p.options()).toEqual(["Hester's turn: discard a teal Terrain Cube", "Hester's turn: discard a green Terrain Cube"]);
    p.play('discard a teal', noDice());
    expect(p.infectedOn('protectors', '2,-2')).toBe(1);
    expect([p.terrainCubesOf('teal'), p.terrainCubesOf('green')]).toEqual([0, 0]);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-MOVE')}: forbidden hexes — enemy uninfected Units, a Bonfire, a foreign Townsfolk; own Haints allowed`, () => {
    const p = moving((q) => q.infected('protectors', '1,-1').haints('family', '1,0').bonfire('2,-1').haints('protectors', '1,-2').terrainCubes({ yellow: 3 }));
    p.play('move Infected Haints and Hester', noDice()).play('move an Infected Protector Haint from hex 1,-1', noDice());
    const opts = p.options().join('\n');
    expect(opts).not.toContain('hex 1,0,');
    expect(opts).not.toContain('hex 2,-1,');
    expect(opts).toContain('hex 1,-2, paying matching');
    const q = moving((x) => x.infected('family', '1,-1').townsfolk('1,0').terrainCubes({ yellow: 3 }));
    q.play('move Infected Haints and Hester', noDice()).play('move an Infected Family Haint from hex 1,-1', noDice());
    expect(q.options().join('\n')).not.toContain('hex 1,0,');
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-MOVE')}: a Path token on the destination saves 1 cube (L2270); Hester 2 matching, any 3 onto a Mountain`, () => {
    const p = moving((q) => q.infected('protectors', '1,-1').path('1,-2').hester('1,-1').terrainCubes({ yellow: 2 }));
    p.play('move Infected Haints and Hester', noDice());
    p.play('move an Infected Protector Haint from hex 1,-1', noDice()).play('move onto hex 1,-2, paying matching', noDice());
    expect(p.terrainCubesOf('teal')).toBe(1); // free with the Path token
    p.play('move Hester from hex 1,-1', noDice());
    let opts = p.options().join('\n');
    expect(opts).toContain('move onto hex 2,-1, paying matching'); // 2 of yellow 3
    expect(opts).not.toContain('hex 2,-1, paying any');
    expect(opts).toContain('move onto hex 2,-2, paying any'); // 3 of the 5 cubes
    p.play('move onto hex 2,-1, paying matching', noDice());
    expect(p.hesterAt()).toBe('2,-1');
    expect(p.terrainCubesOf('yellow')).toBe(1);
    p.play('move Hester from hex 2,-1', noDice());
    opts = p.options().join('\n');
    expect(opts).toContain('move onto hex 2,-2, paying any'); // the Mountain: any 3, exactly 3 left
    expect(opts).not.toContain('move onto hex 3,-2, paying matching'); // Plains: 2 yellow needed, 1 left
    expect(p.invariants()).toEqual([]);
  });
});

describe('Free steps (R-H-MOVE, G-88)', () => {
  it(`${R('R-H-MOVE')} L2270, G-88: steps a Path token makes free count against game.maxFreePathSteps, so they cannot go on for ever`, () => {
    const p = lastTurnPath(new HarrowPosition('protectors', 'family', { hester: true, values: { ...TREE_ALL, 'game.maxFreePathSteps': 3 } }));
    p.infected('protectors', '1,-1').path('1,-1').path('1,-2');
    rootsToWetlands(start(p));
    p.play('move Infected Haints and Hester', noDice());
    // Between two Path hexes of her colour-free cost (1 matching − 1), three free steps, then no more.
    for (const [from, to] of [['1,-1', '1,-2'], ['1,-2', '1,-1'], ['1,-1', '1,-2']]) {
      p.play(`move an Infected Protector Haint from hex ${from}`, noDice()).play(`move onto hex ${to}, paying matching`, noDice());
    }
    expect(p.haintsOn('protectors', '1,-2')).toBe(1);
    // A fourth step back onto the Path is no longer free, so not offered; paying steps still are.
    p.play('move an Infected Protector Haint from hex 1,-2', noDice());
    const opts = p.options().join('\n');
    expect(opts).not.toContain('move onto hex 1,-1, paying matching');
    expect(opts).toContain('move onto hex 1,-1, paying any');
    expect(p.invariants()).toEqual([]);
  });
});

describe('Making a Bonfire (R-H-BONFIRE, §1.20.5)', () => {
  it(`${R('R-H-BONFIRE')}: an Infected Haint joins the other opponent's; pair onto the hex, Haints onto a space, the rest pushed off, +1 action at once`, () => {
    const p = lastTurnPath(pos());
    p.infected('protectors', '1,-1').infected('family', '2,-1', 2).token('ADVANCE', '2,-1');
    rootsToWetlands(start(p));
    p.play('move Infected Haints and Hester', noDice());
    expect(actionsLeft(p.s)).toBe(0);
    p.play('move an Infected Protector Haint from hex 1,-1', noDice()).play('move onto hex 2,-1, paying matching', noDice());
    // The rightmost pair is on the hex already; the two Haints wait for their Scoring Space.
    expect(p.bonfireOn('2,-1')).toBe(2);
    expect([0, 1, 2].map((i) => p.s.hester[HB_BONFIRE_SPACE + i])).toEqual([2, 2, 0]);
    expect(p.options()).toHaveLength(6);
    p.play('Scoring Space 4', noDice());
    expect(p.scoringSpaces()).toEqual(['empty', 'empty', 'empty', 'bonfire', 'empty', 'empty']);
    // Push the other Infected Family Haint (not onto the Protector hex 1,-1? it is empty now) …
    expect(p.options().every((o) => o.includes('push an Infected Family Haint'))).toBe(true);
    p.play('push an Infected Family Haint to hex 3,-1', noDice());
    expect(p.infectedOn('family', '3,-1')).toBe(1);
    // … then the ADVANCE token.
    p.play('push an ADVANCE token to hex 2,0', noDice());
    expect(p.s.tok[S.TK_ADV * p.s.n + p.at('2,0')]).toBe(1);
    expect(p.haintsOn('protectors', '2,-1') + p.haintsOn('family', '2,-1')).toBe(0);
    expect(p.s.hester[HB_SNAKES]).toBe(7); // 2 back, 1 still on the pushed Haint
    expect(p.s.hester[HB_ACTIONS]).toBe(2);
    expect(actionsLeft(p.s)).toBe(1); // usable this turn
    expect(hasOption(p, 'SPAWN')).toBe(true);
    // The metrics hester.bonfires / hester.eaten for her seat.
    const m = new Int32Array(HARROW_METRICS.length);
    harrow.metricValues!(p.s, 2, m);
    expect([m[HARROW_METRICS.findIndex((x) => x.key === 'hester.bonfires')], m[HARROW_METRICS.findIndex((x) => x.key === 'hester.eaten')]]).toEqual([1, 0]);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-BONFIRE')}: no Bonfire pair left on the board → an Infected Haint cannot join the other opponent's`, () => {
    const p = lastTurnPath(pos()).bonfire('3,-3').bonfire('4,-2').bonfire('-3,2');
    p.infected('protectors', '1,-1').infected('family', '2,-1');
    rootsToWetlands(start(p));
    p.play('move Infected Haints and Hester', noDice()).play('move an Infected Protector Haint from hex 1,-1', noDice());
    expect(p.options().join('\n')).not.toContain('hex 2,-1,');
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-WIN')}: the 6th Scoring Space ends the game at once for Hester (L2297)`, () => {
    const p = lastTurnPath(pos());
    for (let i = 0; i < 5; i++) p.s.hester[HB_SCORING + i] = SC_TOKEN + S.TK_ADV;
    p.infected('protectors', '1,-1').infected('family', '2,-1');
    rootsToWetlands(start(p));
    p.play('move Infected Haints and Hester', noDice()).play('move an Infected Protector Haint from hex 1,-1', noDice());
    p.play('move onto hex 2,-1, paying matching', noDice());
    expect(p.options()).toEqual(["Making a Bonfire: put the two Infected Haints on Scoring Space 6"]);
    p.play('Scoring Space 6', noDice());
    expect(hesterHasWon(p.s)).toBe(true);
    expect(p.s.g[S.G_OVER]).toBe(1);
    expect(p.s.g[S.G_WINNER]).toBe(2);
    expect(p.s.g[S.G_REASON]).toBe(END_HESTER);
    expect(p.legal()).toEqual([]);
    // Bonfire pair conservation with the 5 eaten tokens set by hand: only the Bonfire pair counts for Haints.
    expect(p.s.hester[HB_SCORING + 5]).toBe(SC_BONFIRE);
  });
});

describe('C. The Tree and D. Bottom actions', () => {
  it(`${R('R-H-TREE')}: every cube on the Battleground goes in; after it no Top action`, () => {
    const p = lastTurnPath(pos()).hesterActions(2).cubes('protectors', 2);
    rootsToWetlands(start(p));
    p.play('go on to the Tree', noDice());
    expect(stage(p)).toBe(ST_BOTTOM);
    expect(p.battleground('protectors')).toBe(2); // scripted: all fell out again
    expect(hasOption(p, 'SPAWN')).toBe(false);
    expect(hasOption(p, 'place 1 more Root')).toBe(false);
    expect(p.options()).toContain("Hester's turn: go on to Clean-Up");
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-INFECT')}: only on this turn's Root hexes, 1 matching or any 3, one per hex, a snake each`, () => {
    const p = lastTurnPath(pos()).haints('protectors', '-1,-1', 2).haints('protectors', '0,-1').haints('family', '1,-1').terrainCubes({ yellow: 1 });
    p.haints('protectors', '-3,-1'); // last turn's Root hex: not infectable
    toBottom(p);
    p.play('infect Haints', noDice());
    const opts = p.options().join('\n');
    expect(opts).toContain('infect a Haint on hex -1,-1, paying matching');
    expect(opts).toContain('infect a Haint on hex -1,-1, paying any'); // 4 cubes ≥ 3
    expect(opts).toContain('infect a Haint on hex 0,-1, paying matching');
    expect(opts).not.toContain('hex -3,-1');
    expect(opts).not.toContain('hex 1,-1'); // no Root there
    p.play('infect a Haint on hex -1,-1, paying matching', noDice());
    expect(p.infectedOn('protectors', '-1,-1')).toBe(1);
    expect(p.terrainCubesOf('yellow')).toBe(1);
    expect(p.s.hester[HB_SNAKES]).toBe(7);
    expect(p.options().join('\n')).not.toContain('hex -1,-1'); // one per hex
    p.play('infect a Haint on hex 0,-1, paying any', noDice());
    expect(p.options()).toHaveLength(3); // green, yellow, teal to choose from
    p.play('discard a green', noDice()).play('discard a yellow', noDice());
    expect(p.infectedOn('protectors', '0,-1')).toBe(1);
    expect(p.terrainCubesOf('teal')).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-INFECT')}: a Legend alone on a Root hex → infect any one of its owner's Haints (L2217)`, () => {
    const p = lastTurnPath(pos()).legend('protectors', '0,-1').haints('protectors', '3,-2').haints('protectors', '2,1');
    p.infected('protectors', '2,0');
    toBottom(p);
    p.play('infect Haints', noDice()).play('infect a Haint on hex 0,-1, paying matching', noDice());
    expect(p.options().sort()).toEqual(["Hester's turn: infect a Haint on hex 2,1 instead of the Legend", "Hester's turn: infect a Haint on hex 3,-2 instead of the Legend"]);
    p.play('hex 3,-2 instead', noDice());
    expect(p.infectedOn('protectors', '3,-2')).toBe(1);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-INFECT')}: no snake left → no infection`, () => {
    const p = lastTurnPath(pos()).haints('protectors', '-1,-1').infected('family', '2,1', 4).infected('family', '3,1', 4);
    expect(p.s.hester[HB_SNAKES]).toBe(0);
    toBottom(p);
    expect(hasOption(p, 'infect')).toBe(false);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-SUMMON')} ★15 (L2230-2236): 1 Bonfire costs 3 matching cubes, 3 Bonfires 1; Hester on the Bonfire hex`, () => {
    const one = lastTurnPath(pos()).bonfire('2,-1').terrainCubes({ yellow: 2 });
    toBottom(one); // +1 yellow from the Roots: 3
    expect(hasOption(one, 'summon Hester onto the Bonfire on hex 2,-1')).toBe(true);
    one.play('summon Hester onto the Bonfire on hex 2,-1', noDice());
    expect(one.hesterAt()).toBe('2,-1');
    expect(one.bonfireOn('2,-1')).toBe(2);
    expect(one.terrainCubesOf('yellow')).toBe(0);
    expect(hasOption(one, 'summon')).toBe(false);

    const short = lastTurnPath(pos()).bonfire('2,-1').terrainCubes({ yellow: 1 });
    toBottom(short); // 2 yellow < 3
    expect(hasOption(short, 'summon')).toBe(false);

    const three = lastTurnPath(pos()).bonfire('2,-1').bonfire('3,-2').bonfire('2,-2');
    toBottom(three); // 1 yellow
    const opts = three.options().join('\n');
    expect(opts).toContain('summon Hester onto the Bonfire on hex 2,-1');
    expect(opts).toContain('summon Hester onto the Bonfire on hex 3,-2');
    expect(opts).not.toContain('hex 2,-2'); // G-85: a Mountain Bonfire has no matching colour
    three.play('hex 3,-2', noDice());
    expect(three.terrainCubesOf('yellow')).toBe(0);
    expect(three.invariants()).toEqual([]);
  });
});

describe('E. Clean-Up and eating (R-H-EAT, R-H-CLEANUP)', () => {
  it(`${R('R-H-EAT')}: the rightmost row token onto that player's side; Hester leaves; the middle space draws a card (G-24)`, () => {
    const p = lastTurnPath(pos()).legend('protectors', '2,0').hester('2,0').scrolls('protectors', 1).wild('protectors', 1).deck('hester', 'Reach');
    p.s.rowFill[FAC_P * 3 + S.TK_STR] = 2;
    toBottom(p);
    p.play('go on to Clean-Up', noDice());
    expect(p.options()).toEqual(["Hester's turn: eat a token from the Protector Legend", "Hester's turn: do not eat"]);
    p.play('eat a token', noDice());
    expect(p.options().sort()).toEqual(["Hester's turn: eat a Scroll", "Hester's turn: eat a Wild token", "Hester's turn: eat the rightmost STRENGTHEN token of the Faction Board"].sort());
    p.play('STRENGTHEN', noDice());
    expect(p.options()).toEqual([1, 2, 3].map((i) => `Hester's turn: put it on Scoring Space ${i}`)); // seat 0's side
    p.play('Scoring Space 2', noDice());
    expect(p.scoringSpaces()).toEqual(['empty', 'STRENGTHEN', 'empty', 'empty', 'empty', 'empty']);
    expect(p.s.rowFill[FAC_P * 3 + S.TK_STR]).toBe(1);
    expect(p.hesterAt()).toBeNull();
    expect(p.handCards('hester')).toEqual(['Reach']);
    expect(p.prompt()).toBe(-1); // the turn is over
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-EAT')}: Family — a bag kind or the rightmost non-upgraded track token, onto seat 1's side; a full side cannot be eaten`, () => {
    const p = lastTurnPath(pos()).legend('family', '2,0').hester('2,0');
    p.s.bag.fill(0);
    p.s.bag[S.TK_SPN] = 2;
    p.s.famTrack[0] = S.TK_ADV;
    p.s.f[FAC_F * F_WORDS + S.F_FAM_FILL] = 1;
    p.s.f[FAC_F * F_WORDS + S.F_WILD] = 0;
    toBottom(p);
    p.play('go on to Clean-Up', noDice()).play('eat a token', noDice());
    expect(p.options().sort()).toEqual(["Hester's turn: eat a SPAWN token from the bag", "Hester's turn: eat the rightmost token of the Faction-Board track"].sort());
    p.play('rightmost token of the Faction-Board track', noDice());
    expect(p.options()).toEqual([4, 5, 6].map((i) => `Hester's turn: put it on Scoring Space ${i}`));
    p.play('Scoring Space 4', noDice());
    expect(p.scoringSpaces()[3]).toBe('ADVANCE');
    expect(p.s.f[FAC_F * F_WORDS + S.F_FAM_FILL]).toBe(0);

    const full = lastTurnPath(pos()).legend('family', '2,0').hester('2,0');
    for (let i = 3; i < 6; i++) full.s.hester[HB_SCORING + i] = SC_TOKEN;
    toBottom(full);
    full.play('go on to Clean-Up', noDice());
    expect(full.prompt()).toBe(-1); // nothing to eat: the turn ended
    expect(full.hesterAt()).toBe('2,0');
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-EAT')}: trying to eat the Goblin hits it — Kammi's active cards discarded, tokens revealed, Hester stays (G-26b)`, () => {
    const p = lastTurnPath(pos({ kammi: true })).kammi('3,1').goblin('2,0').hester('2,0').wild('kammi', 1).active('kammi', 'buried');
    toBottom(p);
    p.play('go on to Clean-Up', noDice());
    expect(p.options()).toEqual(["Hester's turn: eat a token from Kammi token B", "Hester's turn: do not eat"]);
    p.play('Kammi token B', noDice());
    expect(p.s.f[FAC_K * F_WORDS + S.F_ACTIVE_LEN]).toBe(0);
    expect(p.s.f[FAC_K * F_WORDS + S.F_DISCARD_LEN]).toBe(1);
    expect(p.s.g[S.G_KAMMI_REVEALED]).toBe(1);
    expect(p.hesterAt()).toBe('2,0');
    expect(p.scoringSpaces().every((x) => x === 'empty')).toBe(true);
    expect(p.s.f[FAC_K * F_WORDS + S.F_WILD]).toBe(1);
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-EAT')}: the real Kammi is eaten onto seat 1's side`, () => {
    const p = lastTurnPath(pos({ kammi: true })).kammi('2,0').goblin('3,1').hester('2,0').wild('kammi', 1);
    toBottom(p);
    p.play('go on to Clean-Up', noDice()).play('Kammi token A', noDice()).play('eat a Wild token', noDice()).play('Scoring Space 5', noDice());
    expect(p.scoringSpaces()[4]).toBe('WILD');
    expect(p.s.f[FAC_K * F_WORDS + S.F_WILD]).toBe(0);
    expect(p.hesterAt()).toBeNull();
    expect(p.invariants()).toEqual([]);
  });

  it(`${R('R-H-CLEANUP')}: cubes above 6 go back to the supply (her choice of colour); action tokens come back`, () => {
    const p = lastTurnPath(pos()).terrainCubes({ brown: 3, yellow: 2 });
    toBottom(p); // + green, yellow, teal: 8
    p.play('go on to Clean-Up', noDice());
    expect(p.options().length).toBe(4);
    p.play('return a brown', noDice()).play('return a brown', noDice());
    expect(p.prompt()).toBe(-1);
    expect(p.terrainCubesOf('brown')).toBe(1);
    expect(p.supplyOf('brown')).toBe(5);
    expect(p.s.hester[HB_USED]).toBe(0);
    expect(p.invariants()).toEqual([]);
  });
});

describe('Moving with a Doll and with an Iron Nail', () => {
  it(`${R('R-H-MOVE')}: Hester, not the owner, decides whether a Doll follows her Infected Haint (G-84, L2287)`, () => {
    const p = lastTurnPath(pos()).infected('protectors', '1,-1').doll(0, '1,-1', true);
    rootsToWetlands(start(p));
    p.play('move Infected Haints and Hester', noDice()).play('move an Infected Protector Haint from hex 1,-1', noDice());
    p.play('move onto hex 1,-2, paying matching', noDice());
    expect(p.prompt()).toBe(S.PR_DOLL_CARRY);
    expect(p.decider()).toBe(2);
    p.apply(p.legal().find((a) => (a >>> 6) === 1)!, noDice()); // the Doll follows
    expect(p.s.dollHex[0]).toBe(p.at('1,-2'));
    expect(p.prompt()).toBe(S.PR_EFFECT);
    expect(stage(p)).toBe(ST_TOP);
    expect(p.invariants()).toEqual([]);
  });

  it('L2637 (Bernice): a nailed Hester spends 2 Terrain Cubes to send the Iron Nail back before she can move', () => {
    const p = lastTurnPath(pos()).hester('1,-1').terrainCubes({ yellow: 2 });
    p.s.nail[0] = p.at('1,-1');
    p.s.nail[1] = S.LS_HESTER;
    rootsToWetlands(start(p));
    p.play('move Infected Haints and Hester', noDice());
    expect(hasOption(p, 'move Hester')).toBe(false);
    p.play('remove the Iron Nail', noDice()).play('discard a green', noDice()).play('discard a teal', noDice());
    expect(p.s.nail[0]).toBe(-1);
    expect(hasOption(p, 'move Hester from hex 1,-1')).toBe(true);
    expect(p.invariants()).toEqual([]);
  });
});
