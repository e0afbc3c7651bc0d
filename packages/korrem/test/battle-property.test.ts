import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '@balance-lab/core';
import { card, content, params } from './battle-fixture.js';
import { battleApply, battleLegal, battleSeatSide, createBattle, startBattle, type BattleSideInput } from '../src/battle/battle.js';
import { MAX_BATTLE_ACTIONS, MAX_PIECES, MAX_W, MODE_OVER, PAIR_NONE, copyBattleInto, type BattleState } from '../src/battle/battle-state.js';
import { STATE_POISONED, STATE_UNDEAD, KIND_MACHINE, KIND_SUMMON } from '../src/content/compiled.js';

const NAMES = ['Sprite', 'Spellcaster', 'Apprentice', 'White Wolf', 'Rok', 'Lich King', 'Seuthsayer', 'Winter Wolf', 'Teddy', 'Footman', 'Golem',
  'Squire', 'Djinn', 'Cleric', 'Archer', 'Bomber', 'Blinker', 'Shieldbearer', 'Hunter'];

const armyArb = fc.array(fc.integer({ min: 0, max: NAMES.length - 1 }), { minLength: 1, maxLength: 7 });
const caseArb = fc.record({
  def: armyArb,
  att: armyArb,
  defNpc: fc.boolean(),
  attNpc: fc.boolean(),
  walls: fc.integer({ min: 0, max: 5 }),
  towers: fc.integer({ min: 0, max: 2 }),
  attackPhases: fc.integer({ min: 1, max: 3 }),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  noDamage: fc.boolean(),
  summons: fc.boolean(),
  cap: fc.constantFrom(4, 8),
});
type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

const out = new Int32Array(MAX_BATTLE_ACTIONS);

function sideOf(ids: number[], npc: boolean, refBase: number, extra: Partial<BattleSideInput>, summons: boolean): BattleSideInput {
  return {
    npc,
    summons: summons && !npc ? [card('Sprite'), card('Sprite')] : [],
    cargo: [0, 0, 0, 0, 4, 0, 0],
    pieces: ids.map((i, k) => ({ card: card(NAMES[i] as string), ref: refBase + k, artifacts: k === 0 ? [refBase === 0 ? 0 : 1] : [] })),
    ...extra,
  };
}

function checkInvariants(b: BattleState): void {
  for (let p = 0; p < b.pieceCount; p++) {
    expect(b.damage[p]).toBeGreaterThanOrEqual(0);
    if (b.alive[p] === 1) {
      expect(b.damage[p]).toBeLessThan(b.health[p] as number);
      if (b.placed[p] === 1) expect(b.cell[(b.y[p] as number) * MAX_W + (b.x[p] as number)]).toBe(p);
      const kinds = b.card[p]! >= 0 ? (content.cards.kinds[b.card[p] as number] as number) : 0;
      if (kinds & KIND_MACHINE) expect((b.states[p] as number) & (STATE_UNDEAD | STATE_POISONED)).toBe(0);
      if (kinds & KIND_SUMMON) expect((b.states[p] as number) & STATE_UNDEAD).toBe(0);
      if (b.kind[p] !== 0) expect(b.states[p]).toBe(0);
    } else {
      expect(b.placed[p]).toBe(0);
      for (let q = 0; q < b.pieceCount; q++) expect(b.pair[p * MAX_PIECES + q]).toBe(PAIR_NONE);
    }
  }
  let onGrid = 0;
  for (let y = 0; y < 2 * b.gridD; y++) {
    for (let x = 0; x < b.gridW; x++) {
      const q = b.cell[y * MAX_W + x] as number;
      if (q < 0) continue;
      onGrid++;
      expect([b.x[q], b.y[q], b.alive[q]]).toEqual([x, y, 1]);
    }
  }
  let placed = 0;
  for (let p = 0; p < b.pieceCount; p++) if (b.alive[p] === 1 && b.placed[p] === 1) placed++;
  expect(onGrid).toBe(placed);
  expect(b.battleTurn).toBeLessThanOrEqual(b.battleTurnCap);
}

/** Plays a battle with uniformly random legal decisions; returns a trace for the determinism check. */
function play(c: Case, cap: number): { trace: number[]; b: BattleState } {
  const b = createBattle();
  const rules = new Rng(`battle-prop:${c.seed}:rules`);
  const bots = new Rng(`battle-prop:${c.seed}:bots`);
  startBattle(
    b,
    content,
    params({ battleTurnCap: cap }),
    sideOf(c.def, c.defNpc, 0, { walls: c.walls, towers: c.towers, attackPhases: c.attackPhases }, c.summons),
    sideOf(c.att, c.attNpc, 100, {}, c.summons),
    { noDamage: c.noDamage },
    rules,
  );
  const trace: number[] = [];
  let steps = 0;
  checkInvariants(b);
  while (b.mode !== MODE_OVER) {
    const n = battleLegal(b, content, out);
    expect(n).toBeGreaterThan(0);
    expect(battleSeatSide(b)).toBeGreaterThanOrEqual(0);
    const a = out[bots.int(n)] as number;
    trace.push(a);
    battleApply(b, content, a, rules);
    checkInvariants(b);
    steps++;
    expect(steps).toBeLessThan(20000);
  }
  trace.push(b.winner, b.reason, b.battleTurn);
  return { trace, b };
}

describe('battle properties (§6.7 invariants 11, 12, 14)', () => {
  it('copyBattleInto: a copy taken mid-battle continues exactly like the original under the same dice', () => {
    const c: Case = { def: [2, 9, 10], att: [1, 8, 12], defNpc: false, attNpc: true, walls: 2, towers: 1, attackPhases: 1, seed: 5, noDamage: false, summons: true, cap: 8 };
    const b = createBattle();
    const rules = new Rng('copy:rules');
    const bots = new Rng('copy:bots');
    startBattle(b, content, params({ battleTurnCap: 8 }), sideOf(c.def, false, 0, { walls: 2, towers: 1 }, true), sideOf(c.att, true, 100, {}, false), {}, rules);
    for (let i = 0; i < 25 && b.mode !== MODE_OVER; i++) battleApply(b, content, out[bots.int(battleLegal(b, content, out))] as number, rules);
    const copy = createBattle();
    copyBattleInto(copy, b);
    const r1 = new Rng('', rules.save());
    const r2 = new Rng('', rules.save());
    const k1 = new Rng('', bots.save());
    const k2 = new Rng('', bots.save());
    for (let i = 0; i < 400 && b.mode !== MODE_OVER; i++) battleApply(b, content, out[k1.int(battleLegal(b, content, out))] as number, r1);
    for (let i = 0; i < 400 && copy.mode !== MODE_OVER; i++) battleApply(copy, content, out[k2.int(battleLegal(copy, content, out))] as number, r2);
    expect(Array.from(copy.damage)).toEqual(Array.from(b.damage));
    expect(Array.from(copy.cell)).toEqual(Array.from(b.cell));
    expect([copy.mode, copy.winner, copy.reason, copy.phase]).toEqual([b.mode, b.winner, b.reason, b.phase]);
  });

  it('random legal decisions from random armies end within the cap; health and damage never negative; one piece per cell; same seed ⇒ same battle', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const cap = c.cap;
        const first = play(c, cap);
        expect(first.b.battleTurn).toBeLessThanOrEqual(cap);
        // Aftermath hygiene: survivors healed, no Poisoned/Frozen/Disabled, no Companion bonds.
        for (let p = 0; p < first.b.pieceCount; p++) {
          if (first.b.alive[p] !== 1) continue;
          expect(first.b.damage[p]).toBe(0);
          expect((first.b.states[p] as number) & ~STATE_UNDEAD).toBe(0);
          for (let q = 0; q < first.b.pieceCount; q++) expect(first.b.pair[p * MAX_PIECES + q]).not.toBe(2);
        }
        const second = play(c, cap);
        expect(second.trace).toEqual(first.trace);
      }),
      { numRuns: 40, seed: 20261127 },
    );
  });

  it('§6.7 12 at the default cap of 30 battle turns (G40) random battles end within it', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const { b } = play(c, 30);
        expect(b.mode).toBe(MODE_OVER);
        expect(b.battleTurn).toBeLessThanOrEqual(30);
      }),
      { numRuns: 12, seed: 7 },
    );
  });
});
