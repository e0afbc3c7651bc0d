// Player choices the engine used to fix (spec: "the owner breaks ties"): Regroup ties (§2.18, ASSUMPTION
// G47) and which Frozen character an 8 thaws (§2.4, ASSUMPTION G62). Each is one atomic decision of
// the owning side; NPC sides keep the NPC rules (§2.15 Regroup tie-break, highest Speed thaws).
import { describe, expect, it } from 'vitest';
import { battleAt, card, content, params, rng, scripted, side } from './battle-fixture.js';
import { endPhase } from './battle-choices.js';
import {
  OP_ABILITY,
  OP_ATTACK,
  OP_END_PHASE,
  OP_REGROUP,
  OP_THAW,
  battleActionA,
  battleActionB,
  battleActionOp,
  battleApply,
  battleLegal,
  battleSeatSide,
  createBattle,
  describeBattleAction,
  encodeBattleAction,
  startBattle,
} from '../src/battle/battle.js';
import { ABIL_SLOTS, ATTACKER, DEFENDER, MAX_BATTLE_ACTIONS, MAX_W, MODE_PHASE, MODE_REGROUP, cellOf, type BattleState } from '../src/battle/battle-state.js';
import { putPiece } from '../src/battle/grid.js';
import { OP_END_SETUP } from '../src/battle/battle.js';
import { STATE_FROZEN } from '../src/content/compiled.js';

const out = new Int32Array(MAX_BATTLE_ACTIONS);
const END = encodeBattleAction(OP_END_PHASE, 0, -1);

function legal(b: BattleState): number[] {
  return Array.from(out.subarray(0, battleLegal(b, content, out)));
}
const at = (b: BattleState, p: number): [number, number] => [b.x[p] as number, b.y[p] as number];

describe('G47 §2.18 Regroup ties are the owner\'s decision', () => {
  // Defender A (4,4), B isolated at (0,2); attacker X (4,5). B's nearest cells touching a card are
  // (3,4) and (4,3), both 5 steps away: a tie (the NPC rule would take (3,4), nearer the Frontline centre).
  const tied = (): BattleState => battleAt(side(['Footman', 'Squire']), side(['White Wolf'], {}, 10), [[4, 4], [0, 2], [4, 5]]);

  it('G47 a player side\'s tie: the Regroup pauses and the owner (the Defender, after the Attacker\'s phase) chooses among exactly the tied cells', () => {
    const b = tied();
    battleApply(b, content, END, rng());
    expect(b.mode).toBe(MODE_REGROUP);
    expect(battleSeatSide(b)).toBe(DEFENDER);
    const acts = legal(b);
    expect(acts.map(battleActionOp)).toEqual([OP_REGROUP, OP_REGROUP]);
    expect(acts.map(battleActionA)).toEqual([1, 1]);
    expect(acts.map(battleActionB)).toEqual([cellOf(3, 4), cellOf(4, 3)]); // NPC-rule cell first
    expect(describeBattleAction(b, content, acts[1]!)).toMatch(/^Regroup: Squire moves to column 4, row 3/);
    battleApply(b, content, acts[1]!, rng());
    expect(at(b, 1)).toEqual([4, 3]);
    expect(b.mode).toBe(MODE_PHASE);
    expect([b.phase, b.activeSide]).toEqual([1, DEFENDER]);
  });

  it('G47 the other tied cell is as legal: choosing (3,4) puts it there', () => {
    const b = tied();
    battleApply(b, content, END, rng());
    battleApply(b, content, encodeBattleAction(OP_REGROUP, 1, cellOf(3, 4)), rng());
    expect(at(b, 1)).toEqual([3, 4]);
    expect(b.activeSide).toBe(DEFENDER);
  });

  it('G47 a single nearest cell is no decision: B at (0,4) goes to (3,4) at once', () => {
    const b = battleAt(side(['Footman', 'Squire']), side(['White Wolf'], {}, 10), [[4, 4], [0, 4], [4, 5]]);
    battleApply(b, content, END, rng());
    expect(b.mode).toBe(MODE_PHASE);
    expect(at(b, 1)).toEqual([3, 4]);
  });

  it('§2.15 G47 an NPC side\'s tie takes the NPC rule (closest to the Frontline centre) with no decision', () => {
    const b = createBattle();
    const r = rng();
    startBattle(b, content, params(), { npc: true, pieces: [{ card: card('Footman'), ref: 1 }, { card: card('Squire'), ref: 2 }] }, side(['White Wolf'], {}, 10), {}, r);
    for (let p = 0; p < b.pieceCount; p++) {
      if (b.placed[p] === 1) b.cell[(b.y[p] as number) * MAX_W + (b.x[p] as number)] = -1;
      b.placed[p] = 0;
    }
    [[4, 4], [0, 2], [4, 5]].forEach(([x, y], p) => putPiece(b, p, x!, y!));
    battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), r);
    expect(b.activeSide).toBe(ATTACKER);
    // The player's Engagement ends; the NPC Squire regroups to (3,4); then both NPCs Base Attack the White Wolf (one D8 each).
    battleApply(b, content, END, scripted([1, 1]));
    expect(at(b, 1)).toEqual([3, 4]);
    expect(b.activeSide).toBe(ATTACKER);
    expect(b.mode).toBe(MODE_PHASE);
  });
});

describe('G62 §2.4 which Frozen character an 8 thaws is the owner\'s choice', () => {
  // Defender: Footman (3,4) Frozen, Winter Wolf (4,4), Squire (5,4) Frozen. Attacker Squire (4,5).
  function twoFrozen(): BattleState {
    const b = battleAt(side(['Footman', 'Winter Wolf', 'Squire']), side(['Squire'], {}, 10), [[3, 4], [4, 4], [5, 4], [4, 5]]);
    b.states[0] = STATE_FROZEN;
    b.states[2] = STATE_FROZEN;
    endPhase(b, rng()); // → the Defender's phase
    return b;
  }
  const frostBite = encodeBattleAction(OP_ABILITY, 1 * ABIL_SLOTS + 0, 3);

  it('G62 Frost Bite\'s own check rolls 8 with two Frozen: only the thaw choices are legal, one per Frozen character', () => {
    const b = twoFrozen();
    battleApply(b, content, frostBite, scripted([8]));
    expect(b.thawOwed).toBe(1);
    const acts = legal(b);
    expect(acts.map(battleActionOp)).toEqual([OP_THAW, OP_THAW]);
    expect(acts.map(battleActionA)).toEqual([0, 2]);
    expect(describeBattleAction(b, content, acts[1]!)).toMatch(/^Thaw Squire/);
  });

  it('G62 the owner thaws the Squire, the Footman stays Frozen, and the Squire may act later in that phase', () => {
    const b = twoFrozen();
    battleApply(b, content, frostBite, scripted([8]));
    battleApply(b, content, encodeBattleAction(OP_THAW, 2, -1), rng());
    expect((b.states[2] as number) & STATE_FROZEN).toBe(0);
    expect((b.states[0] as number) & STATE_FROZEN).toBe(STATE_FROZEN);
    expect(b.thawOwed).toBe(0);
    expect(legal(b)).toContain(encodeBattleAction(OP_ATTACK, 2, 3));
    expect(legal(b).some((a) => battleActionA(a) === 0 && battleActionOp(a) === OP_ATTACK)).toBe(false);
  });

  it('G62 an 8 with a single Frozen character thaws it at once (no decision); a 7 thaws nobody', () => {
    const b = twoFrozen();
    b.states[0] = 0;
    battleApply(b, content, frostBite, scripted([8]));
    expect(b.thawOwed).toBe(0);
    expect((b.states[2] as number) & STATE_FROZEN).toBe(0);
    const c = twoFrozen();
    battleApply(c, content, frostBite, scripted([7]));
    expect(c.thawOwed).toBe(0);
    expect(legal(c).some((a) => battleActionOp(a) === OP_THAW)).toBe(false);
  });
});
