// The per-phase character budget (ASSUMPTION G10: `battle.maxCharacterActsPerPhase` mimics the red
// 1-minute hourglass; 0 = no limit): at most that many distinct characters of the acting side move,
// attack, use an ability or attract in one Attack Phase; NPC sides spend it in Speed order (§2.15).
import { describe, expect, it } from 'vitest';
import { battleAt, card, content, params, rng, scripted, side } from './battle-fixture.js';
import { endPhase } from './battle-choices.js';
import {
  OP_ATTACK,
  OP_END_PHASE,
  OP_END_SETUP,
  OP_MOVE,
  OP_RETREAT,
  battleActionA,
  battleActionOp,
  battleApply,
  battleLegal,
  createBattle,
  encodeBattleAction,
  startBattle,
} from '../src/battle/battle.js';
import { MAX_BATTLE_ACTIONS, MAX_W, type BattleParams, type BattleState } from '../src/battle/battle-state.js';
import { putPiece } from '../src/battle/grid.js';

const out = new Int32Array(MAX_BATTLE_ACTIONS);
function actsOf(b: BattleState, p: number): number[] {
  const all = Array.from(out.subarray(0, battleLegal(b, content, out)));
  return all.filter((a) => battleActionOp(a) !== OP_END_PHASE && battleActionOp(a) !== OP_RETREAT && battleActionA(a) === p);
}

/** Defender Footman ×3 on (3..5, 4); attacker Squire ×3 on (3..5, 5): pieces 3, 4, 5 act in the Engagement. */
function lines(limit: number): BattleState {
  return battleAt(side(['Footman', 'Footman', 'Footman']), side(['Squire', 'Squire', 'Squire'], {}, 10), [[3, 4], [4, 4], [5, 4], [3, 5], [4, 5], [5, 5]], {
    params: params({ maxCharacterActsPerPhase: limit }),
  });
}

describe('G10 maxCharacterActsPerPhase', () => {
  it('G10 limit 2: after two attackers have acted, the third may not move or attack; the two keep their other actions', () => {
    const b = lines(2);
    battleApply(b, content, encodeBattleAction(OP_ATTACK, 3, 0), rng());
    expect(actsOf(b, 5).length).toBeGreaterThan(0);
    battleApply(b, content, encodeBattleAction(OP_ATTACK, 4, 1), rng());
    expect(b.actorsThisPhase).toBe(2);
    expect(actsOf(b, 5)).toEqual([]);
    expect(actsOf(b, 3).some((a) => battleActionOp(a) === OP_MOVE)).toBe(true); // it has acted: its move is still open
  });

  it('G10 limit 0 (default): every character may act', () => {
    const b = lines(0);
    battleApply(b, content, encodeBattleAction(OP_ATTACK, 3, 0), rng());
    battleApply(b, content, encodeBattleAction(OP_ATTACK, 4, 1), rng());
    expect(actsOf(b, 5).some((a) => battleActionOp(a) === OP_ATTACK)).toBe(true);
  });

  it('G10 the budget is per phase: the third attacker acts again in the Attacker\'s next phase', () => {
    const b = lines(2);
    battleApply(b, content, encodeBattleAction(OP_ATTACK, 3, 0), rng());
    battleApply(b, content, encodeBattleAction(OP_ATTACK, 4, 1), rng());
    endPhase(b, rng());
    expect(b.activeSide).toBe(0);
    expect(b.actorsThisPhase).toBe(0);
    endPhase(b, rng());
    expect(b.activeSide).toBe(1);
    expect(actsOf(b, 5).some((a) => battleActionOp(a) === OP_ATTACK)).toBe(true);
  });

  it('G10 §2.15 an NPC side with limit 1: only the fastest NPC (White Wolf, Speed 7, listed second) acts, one D8 rolled', () => {
    const run = (limit: number, dice: number[]): BattleState => {
      const b = createBattle();
      const r = rng();
      const p: BattleParams = params({ maxCharacterActsPerPhase: limit });
      const npc = { npc: true, pieces: [{ card: card('Squire'), ref: 1 }, { card: card('White Wolf'), ref: 2 }, { card: card('Footman'), ref: 3 }] };
      startBattle(b, content, p, npc, side(['Spellcaster', 'Spellcaster', 'Spellcaster'], {}, 10), {}, r);
      for (let q = 0; q < b.pieceCount; q++) {
        if (b.placed[q] === 1) b.cell[(b.y[q] as number) * MAX_W + (b.x[q] as number)] = -1;
        b.placed[q] = 0;
      }
      [[3, 4], [4, 4], [5, 4], [3, 5], [4, 5], [5, 5]].forEach(([x, y], q) => putPiece(b, q, x!, y!));
      battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), r);
      battleApply(b, content, encodeBattleAction(OP_END_PHASE, 0, -1), scripted(dice)); // a die more than needed would throw
      return b;
    };
    // Spellcasters D0 H5: each NPC Base Attacks its closest enemy (ties: highest Health, then piece order).
    const one = run(1, [1]);
    expect([one.damage[3], one.damage[4], one.damage[5]]).toEqual([3, 0, 0]); // only the White Wolf (A3) acted
    const all = run(0, [1, 1, 1]);
    // Wolf 3 on piece 3; then Squire and Footman each take piece 4 (tied distance, higher current Health): 2 + 2.
    expect([all.damage[3], all.damage[4], all.damage[5]]).toEqual([3, 4, 0]);
    expect(() => run(0, [1])).toThrow(); // without the limit the other two NPCs roll too
  });
});
