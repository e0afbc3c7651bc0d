// §2.18 Figure 4 (RB: Prepare to Battle! — Sample Battle Scenario, Druids attack Boreans): the
// reference phase script walked step by step through the real game (`korrem.apply` via the testing
// kit), from the Druid Command Phase's move into the Borean Village to the aftermath on the map.
// Chance enters only at the retreat roll (scripted); every other step must not roll (`noDice`).
import { describe, expect, it } from 'vitest';
import { cellOf, DEFENDER, ATTACKER, PK_CHAR, PK_WALL, type BattleState } from '../src/battle/battle-state.js';
import { STATE_FROZEN } from '../src/content/compiled.js';
import { battleOf } from '../src/encounter/battle-glue.js';
import { korrem } from '../src/game.js';
import * as S from '../src/state.js';
import { LOC_CREATURE_DECK, LOC_HAND, LOC_NATION_DECK, WLOC_ARMY } from '../src/state.js';
import { KorremPosition, ScriptedRng, noDice } from '../src/testing/index.js';
import { artifactToArmy } from '../src/world/artifacts.js';
import { takeFromWorldDeck } from '../src/world/world-deck.js';

const DRUID_ARMY = ['Spellcaster', 'Apprentice', 'Apprentice', 'Grove Warden', 'White Wolf'];

/** Figure 4's position: a Druid army (a Summoner, the Spirit Wolf in hand, cargo that pays it) next to a Borean Village with 2 Walls and an army. */
function figure4(): { p: KorremPosition; sunstone: number; crown: number; druidArmy: number; boreanArmy: number } {
  const p = new KorremPosition(['druid', 'borean']);
  p.tiles({ '0,0': 'Tundra', '1,0': 'Tundra', '2,0': 'Plains', '3,0': 'Plains', '4,0': 'Plains', '0,1': 'Plains' });
  p.village('0,0', 'borean').walls('0,0', 2);
  p.army('borean', '0,0', ['Fisherman', 'Ice Shaman', 'Whaler', 'Shieldmaiden']);
  p.army('druid', '1,0', DRUID_ARMY, { cargo: { Ge: 1, Gr: 1, Wd: 3 } });
  p.hand('druid', 'Spirit Wolf');
  p.bank('druid', { Ge: 2, Gr: 2, Wd: 1 }); // §1.16: the bank is never at stake in a battle
  const druidArmy = 0;
  const boreanArmy = p.s.shape.flagsPerNation;
  const world = (name: string): number => {
    for (let i = 0; i < p.s.lens[1]!; i++) if (p.content.world.name[p.s.wCard[p.s.worldDeck[i]!]!] === name) return p.s.worldDeck[i]!;
    throw new Error(`no ${name} in the World deck`);
  };
  // One Artifact on each side, so that both graveyards hold one (§3.4: carried by the army, assigned at setup).
  const sunstone = world('Ancient Sunstone');
  takeFromWorldDeck(p.s, sunstone);
  artifactToArmy(p.s, sunstone, druidArmy);
  const crown = world('Crown of the Ancients');
  takeFromWorldDeck(p.s, crown);
  artifactToArmy(p.s, crown, boreanArmy);
  return { p, sunstone, crown, druidArmy, boreanArmy };
}

/** Applies the nth legal action whose description is exactly `words` (two Apprentices share their wording). */
function pick(p: KorremPosition, words: string, nth = 0): void {
  const hits = p.legal().filter((a) => korrem.describeAction(p.s, a) === words);
  if (hits[nth] === undefined) throw new Error(`no '${words}' #${nth}; options:\n  ${p.options().join('\n  ')}`);
  p.apply(hits[nth]!, noDice());
}

const cellOfText = (o: string): [number, number] => {
  const m = /column (\d+), row (\d+)/.exec(o);
  if (!m) throw new Error(`no cell in '${o}'`);
  return [Number(m[1]), Number(m[2])];
};

function pieces(p: KorremPosition, b: BattleState, name: string): number[] {
  const out: number[] = [];
  for (let q = 0; q < b.pieceCount; q++) if (b.kind[q] === PK_CHAR && p.content.cards.name[b.card[q]!] === name) out.push(q);
  return out;
}
const piece = (p: KorremPosition, b: BattleState, name: string): number => pieces(p, b, name)[0]!;

/** Every living placed character of `side` touches some card orthogonally (the Regroup's aim, G47); a lone card is exempt. */
function everyoneTouches(b: BattleState, side: number): boolean {
  let alive = 0;
  for (let q = 0; q < b.pieceCount; q++) if (b.side[q] === side && b.alive[q] === 1 && b.placed[q] === 1) alive++;
  if (alive <= 1) return true;
  for (let q = 0; q < b.pieceCount; q++) {
    if (b.side[q] !== side || b.alive[q] !== 1 || b.placed[q] !== 1 || b.kind[q] !== PK_CHAR) continue;
    const x = b.x[q]!;
    const y = b.y[q]!;
    let touch = false;
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= b.gridW || ny >= 2 * b.gridD) continue;
      if (b.cell[cellOf(nx, ny)]! >= 0) touch = true;
    }
    if (!touch) return false;
  }
  return true;
}

const starts = (opts: string[], w: string): string[] => opts.filter((o) => o.startsWith(w));

describe('§2.18 Figure 4 (RB: Prepare to Battle! — Druids attack Boreans): the reference phase script', () => {
  it('§2.18 Fig. 4 steps 1–8 through the real game: setup, Engagement, Regroup, Response, Regroup, the Attacker retreats (D8 = 3), the Defender wins the graveyards and the cargo', () => {
    const { p, sunstone, crown, boreanArmy } = figure4();
    p.weather(3).commandPhase('druid');
    p.play('Move Army #1 from Tundra 1,0 to Tundra 0,0', noDice());
    const b = battleOf(p.s);

    // ---- Step 1, Defender setup (§2.3 step 1): no timer, the Walls placed on the Frontline row, no crossing, no Summons.
    expect(p.prompt()).toBe('battle');
    expect(p.decider()).toBe('borean');
    const walls = [...Array(b.pieceCount).keys()].filter((q) => b.kind[q] === PK_WALL);
    expect(walls).toHaveLength(2);
    for (const w of walls) expect([b.placed[w], b.y[w]]).toEqual([1, 4]); // G21: "stationary Frontline" cards in row 4
    let opts = p.options();
    expect(starts(opts, 'Summon')).toEqual([]);
    expect(opts).not.toContain('End setup'); // everything must be placed first
    // G81 eachTouches (default): any own-row cell from which a valid layout stays reachable; row 4 (the Frontline) among them.
    for (const o of starts(opts, 'Place ')) expect(cellOfText(o)[1]).toBeLessThanOrEqual(4);
    expect(starts(opts, 'Place Fisherman').filter((o) => cellOfText(o)[1] === 4)).toHaveLength(7); // the Walls hold columns 3 and 4
    p.play('Place Fisherman at column 5, row 4', noDice());
    p.play('Place Ice Shaman at column 6, row 4', noDice());
    p.play('Place Shieldmaiden at column 5, row 3', noDice());
    opts = p.options();
    for (const o of starts(opts, 'Place ')) expect(cellOfText(o)[1]).toBeLessThanOrEqual(4); // never across the Frontline
    p.play('Place Whaler at column 2, row 4', noDice());
    expect(everyoneTouches(b, DEFENDER)).toBe(true);
    // §2.3 step 3: its cards placed, the Defender assigns the army's Artifact (any of its characters may equip it).
    expect(p.options()).not.toContain('End setup');
    expect(starts(p.options(), 'Assign ')).toHaveLength(4);
    p.play('Assign the Crown of the Ancients to the Fisherman', noDice());
    p.play('End setup', noDice());

    // ---- Step 2, Attacker setup (§2.3 step 2): its own rows, a card on the Frontline, a Summon paid from the cargo next to the Summoner.
    expect(p.decider()).toBe('druid');
    opts = p.options();
    for (const o of starts(opts, 'Place ')) expect(cellOfText(o)[1]).toBeGreaterThanOrEqual(5); // never across the Frontline (G81 eachTouches: any own row that keeps a valid layout reachable)
    expect(starts(opts, 'Summon')).toEqual([]); // no Summoner placed yet
    pick(p, 'Place Apprentice at column 6, row 5', 0);
    pick(p, 'Place Spellcaster at column 5, row 5');
    pick(p, 'Place Apprentice at column 4, row 5', 0);
    pick(p, 'Place Grove Warden at column 5, row 6');
    pick(p, 'Place White Wolf at column 7, row 5');
    for (const o of starts(p.options(), 'Place ')) expect(cellOfText(o)[1]).toBeGreaterThanOrEqual(5);
    const summons = starts(p.options(), 'Summon Spirit Wolf');
    expect(summons.length).toBeGreaterThan(0);
    for (const o of summons) {
      const [x, y] = cellOfText(o);
      expect(Math.max(Math.abs(x - 5), Math.abs(y - 5))).toBe(1); // "next to" the Spellcaster at (5,5), diagonals included
      expect(y).toBeGreaterThanOrEqual(5);
    }
    p.play('Summon Spirit Wolf at column 4, row 6', noDice());
    expect(everyoneTouches(b, ATTACKER)).toBe(true);
    pick(p, 'Assign the Ancient Sunstone to the Apprentice', 0);
    p.play('End setup', noDice());

    // ---- Step 3, the Engagement (§2.4): the Attacker's first phase; may cross and attack, no retreat, no Summons.
    expect([b.phase, b.activeSide]).toEqual([0, ATTACKER]);
    opts = p.options();
    expect(starts(opts, 'Retreat')).toEqual([]);
    expect(starts(opts, 'Summon')).toEqual([]);
    expect(opts).toContain('White Wolf moves to column 7, row 4'); // across the Frontline
    p.play('Spellcaster Base Attacks Fisherman', noDice()); // A5 − D0 ≥ H4
    p.play('White Wolf moves to column 7, row 4', noDice());
    const fisherman = piece(p, b, 'Fisherman');
    expect(b.alive[fisherman]).toBe(0); // "A Defending Character was killed … the Blue Graveyard"
    p.play('End the Attack Phase', noDice());

    // ---- Step 4, Regroup (G47): the Shieldmaiden, isolated by the Fisherman's death, condenses; ties are the owner's choice.
    expect(p.decider()).toBe('borean');
    const regroup = p.options();
    expect(regroup.length).toBe(3);
    for (const o of regroup) expect(o).toMatch(/^Regroup: Shieldmaiden moves to column \d, row \d/);
    p.play('Regroup: Shieldmaiden moves to column 5, row 4', noDice());
    expect(everyoneTouches(b, DEFENDER)).toBe(true);
    expect(everyoneTouches(b, ATTACKER)).toBe(true);

    // ---- Step 5, the Response (§2.4, §2.10): the Defender may cross, attack and retreat.
    expect([b.phase, b.activeSide]).toEqual([1, DEFENDER]);
    expect(p.options()).toContain('Retreat (roll a D8 for how many Land Hexes the army escapes)');
    p.play('Whaler moves to column 3, row 5', noDice()); // across the Frontline
    const apprentices = pieces(p, b, 'Apprentice');
    pick(p, 'Whaler Base Attacks Apprentice', 0);
    p.play('Shieldmaiden Base Attacks Apprentice', noDice());
    p.play('Ice Shaman uses Freeze on White Wolf', noDice());
    expect(starts(p.options(), 'Retreat')).toEqual([]); // a retreat takes up the whole phase: not after acting
    p.play('End the Attack Phase', noDice());

    // ---- Step 6, Regroup: "Two Attacker Characters were killed … the Red Graveyard".
    for (const q of apprentices) expect(b.alive[q]).toBe(0);
    expect(everyoneTouches(b, ATTACKER)).toBe(true);
    const wolf = piece(p, b, 'White Wolf');
    expect(b.states[wolf]! & STATE_FROZEN).toBe(STATE_FROZEN);

    // ---- Step 7, the Attacker retreats at the start of its next phase; the Frozen White Wolf cannot flee (G39).
    expect([b.phase, b.activeSide]).toEqual([2, ATTACKER]);
    expect(p.decider()).toBe('druid');
    const dice = new ScriptedRng([3]); // the retreat D8
    p.play('Retreat', dice);
    expect(dice.remaining()).toBe(0);
    expect(b.alive[wolf]).toBe(0); // left behind: to the graveyard, as if killed
    expect(p.prompt()).toBe('retreat path');
    expect(p.options().sort()).toEqual(['Retreat to Plains 0,1 (2 more hexes allowed)', 'Retreat to Tundra 1,0 (2 more hexes allowed)']);
    p.play('Retreat to Tundra 1,0', noDice());
    p.play('Retreat to Plains 2,0', noDice());
    p.play('Retreat to Plains 3,0', noDice()); // the 3rd hex: R = 3 reached, the path closes itself (4,0 never offered)
    expect(p.prompt()).toBe('command'); // back in the Druid Command Phase
    expect(p.decider()).toBe('druid');
    expect(p.s.pl[p.seat('druid') * S.PL_WORDS + S.PL_ACTIONS]).toBe(2); // G77: W 3 − the move 1; the retreat costs no Actions

    // ---- Step 8, the Defender wins: both graveyards' Artifacts and the Attacker's cargo; the dead go home.
    expect(p.armyAt('3,0')).toEqual({ nation: 'druid', cards: ['Grove Warden', 'Spellcaster', 'Spirit Wolf'], cargo: {} });
    expect(p.armyAt('0,0')).toEqual({ nation: 'borean', cards: ['Ice Shaman', 'Shieldmaiden', 'Whaler'], cargo: { Wd: 3 } }); // Ge 1 + Gr 1 paid the Spirit Wolf
    expect([p.s.wLoc[sunstone], p.s.wArg[sunstone]]).toEqual([WLOC_ARMY, boreanArmy]); // from the Red graveyard (an Apprentice held it)
    expect([p.s.wLoc[crown], p.s.wArg[crown]]).toEqual([WLOC_ARMY, boreanArmy]); // from the Blue graveyard (the Fisherman held it)
    const copyNamed = (name: string, loc: number): number[] =>
      [...Array(p.s.shape.copies).keys()].filter((c) => p.s.copyLoc[c] === loc && p.content.cards.name[p.s.copyCard[c]!] === name);
    const druidSeat = p.seat('druid');
    const boreanSeat = p.seat('borean');
    // Nation cards: to the bottom of their Nation deck (G19); the Creature card: to the bottom of the Creature deck.
    const bottom = (seat: number, k: number): string => p.content.cards.name[p.s.copyCard[p.s.nationDeck[seat * p.s.shape.copies + k]!]!]!;
    expect([bottom(druidSeat, 0), bottom(druidSeat, 1)]).toEqual(['Apprentice', 'Apprentice']);
    expect(bottom(boreanSeat, 0)).toBe('Fisherman');
    expect(p.content.cards.name[p.s.copyCard[p.s.creatureDeck[0]!]!]).toBe('White Wolf');
    expect(copyNamed('White Wolf', LOC_CREATURE_DECK)).toHaveLength(1);
    expect(copyNamed('Spirit Wolf', LOC_HAND)).toEqual([]); // summoned, it stays with the army
    expect(copyNamed('Apprentice', LOC_NATION_DECK).length).toBeGreaterThanOrEqual(2);
    // §1.16: the loser loses the army's cargo, never the bank (the Summon was paid from the cargo, §1.17).
    expect([p.bankOf('druid', 'Ge'), p.bankOf('druid', 'Gr'), p.bankOf('druid', 'Wd')]).toEqual([2, 2, 1]);
    expect(p.invariants()).toEqual([]);
  });

  it('§2.18 Fig. 4 step 3 (RB: "No Summons can be placed during this Phase"): a Summon declined at setup is not offered in the Engagement, and is offered in the Attacker’s next phase', () => {
    const { p } = figure4();
    p.weather(3).commandPhase('druid');
    p.play('Move Army #1 from Tundra 1,0 to Tundra 0,0', noDice());
    const b = battleOf(p.s);
    for (const w of ['Place Fisherman at column 5, row 4', 'Place Ice Shaman at column 6, row 4', 'Place Shieldmaiden at column 5, row 3', 'Place Whaler at column 2, row 4']) p.play(w, noDice());
    p.play('Assign the Crown of the Ancients to the Fisherman', noDice());
    p.play('End setup', noDice());
    pick(p, 'Place Spellcaster at column 5, row 5');
    pick(p, 'Place Apprentice at column 4, row 5', 0);
    pick(p, 'Place Apprentice at column 6, row 5', 0);
    pick(p, 'Place Grove Warden at column 5, row 6');
    pick(p, 'Place White Wolf at column 7, row 5');
    expect(starts(p.options(), 'Summon Spirit Wolf').length).toBeGreaterThan(0); // could summon now…
    pick(p, 'Assign the Ancient Sunstone to the Apprentice', 0);
    p.play('End setup', noDice()); // …but declines
    expect([b.phase, b.activeSide]).toEqual([0, ATTACKER]);
    expect(starts(p.options(), 'Summon')).toEqual([]);
    p.play('End the Attack Phase', noDice());
    expect([b.phase, b.activeSide]).toEqual([1, DEFENDER]);
    p.play('End the Attack Phase', noDice());
    expect([b.phase, b.activeSide]).toEqual([2, ATTACKER]);
    expect(starts(p.options(), 'Summon Spirit Wolf').length).toBeGreaterThan(0);
    expect(p.options()).toContain('Retreat (roll a D8 for how many Land Hexes the army escapes)');
  });
});
