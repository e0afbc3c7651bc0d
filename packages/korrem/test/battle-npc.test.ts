import { describe, expect, it } from 'vitest';
import { Rng } from '@balance-lab/core';
import { card, content, params, rng, scripted, side } from './battle-fixture.js';
import {
  OP_ATTACK,
  OP_END_PHASE,
  OP_END_SETUP,
  OP_MOVE,
  OP_PLACE,
  battleApply,
  createBattle,
  encodeBattleAction,
  startBattle,
} from '../src/battle/battle.js';
import { ABIL_SLOTS, BattleState, MAX_W, copyBattleInto } from '../src/battle/battle-state.js';
import { killPiece } from '../src/battle/damage.js';
import { buildNpcOrder, npcAct } from '../src/battle/npc-script.js';
import { cheb, hasOrthNeighbour } from '../src/battle/grid.js';
import { STATE_UNDEAD } from '../src/content/compiled.js';

const END = encodeBattleAction(OP_END_PHASE, 0, -1);
const place = (p: number, x: number, y: number): number => encodeBattleAction(OP_PLACE, p, y * MAX_W + x);

/** Rok (NPC defender, piece 0) against Footman 1 (4,5), Spellcaster 2 (4,6), Teddy 3 (4,7); in the Engagement. */
function rokBattle(): BattleState {
  const b = createBattle();
  const r = rng();
  startBattle(b, content, params(), { npc: true, pieces: [{ card: card('Rok'), ref: 1 }] }, side(['Footman', 'Spellcaster', 'Teddy'], {}, 10), {}, r);
  battleApply(b, content, place(1, 4, 5), r);
  battleApply(b, content, place(2, 4, 6), r);
  battleApply(b, content, place(3, 4, 7), r);
  battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), r);
  return b;
}

describe('NPC script (§2.15) and the worked examples (§2.16, §2.17)', () => {
  it('§2.16 CF-39 Rok sets up alone in the Frontline row, middle column, as Defender; the player takes the Engagement', () => {
    const b = rokBattle();
    expect([b.x[0], b.y[0]]).toEqual([4, 4]);
    expect(b.activeSide).toBe(1);
    expect(b.phase).toBe(0);
  });

  it('CF-39/42 Rok rolls 1: Base Attack 5 on the highest-Health enemy (Teddy), landing next to it on the open cell closest to its start', () => {
    const b = rokBattle();
    battleApply(b, content, END, scripted([1]));
    expect(b.damage[3]).toBe(3); // 5 − D2
    expect(b.damage[1]).toBe(0);
    expect(cheb(b, 0, 3)).toBe(1);
    expect([b.x[0], b.y[0]]).toEqual([3, 6]); // distance 2 from (4,4); (5,6) ties, lowest cell first
  });

  it('CF-39 G27 Rok rolls 3: Swoop & Toss 4, then the target goes to the farthest empty cell that touches a card', () => {
    const b = rokBattle();
    const probe = new BattleState();
    battleApply(b, content, END, scripted([3]));
    expect(b.damage[3]).toBe(2); // 4 − D2
    copyBattleInto(probe, b);
    // Teddy stands where no empty card-touching cell is farther from Rok.
    const d = cheb(b, 0, 3);
    let best = 0;
    for (let y = 0; y < 10; y++) {
      for (let x = 0; x < 9; x++) {
        if (b.cell[y * MAX_W + x] !== -1 || !hasOrthNeighbour(b, x, y, 3)) continue;
        best = Math.max(best, Math.max(Math.abs(x - (b.x[0] as number)), Math.abs(y - (b.y[0] as number))));
      }
    }
    expect(d).toBeGreaterThanOrEqual(best);
    expect(d).toBeGreaterThan(1);
  });

  it('CF-39 G27 Rok rolls 5: Hurling Boulders (Ranged, no move) 9 on the highest Health if the check D8 ≥ 5; a 4 misses', () => {
    const hit = rokBattle();
    battleApply(hit, content, END, scripted([5, 5]));
    expect([hit.x[0], hit.y[0]]).toEqual([4, 4]);
    expect(hit.damage[3]).toBe(7); // 9 − D2
    const miss = rokBattle();
    battleApply(miss, content, END, scripted([6, 4]));
    expect(miss.damage[3]).toBe(0);
    expect([miss.x[0], miss.y[0]]).toEqual([4, 4]);
  });

  it('CF-39 G27 Evade (Shield rule): Rok dodges the first attack on a D8 ≥ 5; Recharge leaves the second undodged', () => {
    const b = rokBattle();
    battleApply(b, content, encodeBattleAction(OP_ATTACK, 1, 0), scripted([5]));
    expect(b.damage[0]).toBe(0);
    // The Spellcaster steps next to Rok and attacks in the same phase: Evade is spent (Recharge), 5 − D2 = 3.
    battleApply(b, content, encodeBattleAction(OP_MOVE, 2, 5 * MAX_W + 3), scripted([]));
    battleApply(b, content, encodeBattleAction(OP_ATTACK, 2, 0), scripted([]));
    expect(b.damage[0]).toBe(3);
    const c = rokBattle();
    battleApply(c, content, encodeBattleAction(OP_ATTACK, 1, 0), scripted([4]));
    expect(c.damage[0]).toBe(0); // Footman A2 vs D2: not dodged, Defense absorbs it
    expect(c.defLeft[0]).toBe(0);
  });

  it('CF-40 statistical (seed "rok-stats", n = 4000, 4σ): Rok acts Base 3/8, Swoop & Toss 3/8, Hurling Boulders 2/8', () => {
    const template = rokBattle();
    battleApply(template, content, END, scripted([7])); // into Rok's phase (it acts once: Base)
    const base = new BattleState();
    copyBattleInto(base, template);
    const work = new BattleState();
    const r = new Rng('rok-stats');
    const n = 4000;
    const counts = [0, 0, 0];
    for (let i = 0; i < n; i++) {
      copyBattleInto(work, base);
      work.mode = 1;
      work.activeSide = 0;
      work.attacksUsed[0] = 0;
      work.phase += 2;
      work.abUsedPhase.fill(-5);
      npcAct(work, content, 0, r);
      if (work.attacksUsed[0] === 1) counts[0]!++;
      else if (work.abUsedPhase[0 * ABIL_SLOTS + 0] === work.phase) counts[1]!++;
      else if (work.abUsedPhase[0 * ABIL_SLOTS + 1] === work.phase) counts[2]!++;
    }
    const expected = [3 / 8, 3 / 8, 2 / 8];
    expect(counts[0]! + counts[1]! + counts[2]!).toBe(n);
    for (let k = 0; k < 3; k++) {
      const p = expected[k] as number;
      const sigma = Math.sqrt(n * p * (1 - p));
      expect(Math.abs((counts[k] as number) - n * p)).toBeLessThan(4 * sigma);
    }
  });

  function lichBattle(): BattleState {
    const b = createBattle();
    const r = rng();
    const npc = { npc: true, pieces: ['Lich King', 'Seuthsayer', 'Winter Wolf', 'Teddy'].map((nm, i) => ({ card: card(nm), ref: 100 + i })) };
    startBattle(b, content, params(), npc, side(['Footman', 'Spellcaster', 'Squire'], {}, 10), {}, r);
    battleApply(b, content, place(4, 4, 5), r);
    battleApply(b, content, place(5, 3, 5), r);
    battleApply(b, content, place(6, 5, 5), r);
    battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), r);
    return b;
  }

  it('§2.17 G28 the Lich King army sets up as a 3×3 block: leader mid second row, Seuthsayer front centre, Winter Wolf front left, Teddy front right', () => {
    const b = lichBattle();
    expect([b.x[0], b.y[0]]).toEqual([4, 3]);
    expect([b.x[1], b.y[1]]).toEqual([4, 4]);
    expect([b.x[2], b.y[2]]).toEqual([3, 4]);
    expect([b.x[3], b.y[3]]).toEqual([5, 4]);
  });

  it('CF-41 §2.15 Speed order: Winter Wolf 8, Seuthsayer 7, Lich King 6, Teddy 5', () => {
    const b = lichBattle();
    b.activeSide = 0;
    buildNpcOrder(b, content);
    expect(Array.from(b.npcOrder.subarray(0, b.npcCount))).toEqual([2, 1, 0, 3]);
  });

  it('§2.17 G63 Raise Dead: the most recently killed ally returns next to the Lich King, Undead, with 1 Health left', () => {
    const b = lichBattle();
    killPiece(b, content, 3); // Teddy falls in the Engagement
    // NPC phase: Winter Wolf 1 (Base), Seuthsayer 1 (Base), Lich King 5 (Raise Dead).
    battleApply(b, content, END, scripted([1, 1, 5]));
    expect(b.alive[3]).toBe(1);
    expect((b.states[3] as number) & STATE_UNDEAD).toBeTruthy();
    expect((b.health[3] as number) - (b.damage[3] as number)).toBe(1);
    expect(cheb(b, 0, 3)).toBeLessThanOrEqual(2); // placed next to him (regroup may shift it one cell)
  });
});
