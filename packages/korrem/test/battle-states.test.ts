import { describe, expect, it } from 'vitest';
import { battleAt, card, content, params, rng, scripted, side } from './battle-fixture.js';
import { endPhase } from './battle-choices.js';
import {
  OP_ABILITY,
  OP_ATTACK,
  OP_ATTRACT,
  OP_END_PHASE,
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
import { ABIL_SLOTS, MAX_BATTLE_ACTIONS, THAW_DEDICATED_ROLL, type BattleState } from '../src/battle/battle-state.js';
import { STATE_DISABLED, STATE_FROZEN, STATE_POISONED, STATE_UNDEAD } from '../src/content/compiled.js';
import type { Rng } from '@balance-lab/core';

const out = new Int32Array(MAX_BATTLE_ACTIONS);

function legal(b: BattleState): number[] {
  return Array.from(out.subarray(0, battleLegal(b, content, out)));
}
function actsOf(b: BattleState, p: number): number[] {
  return legal(b).filter((a) => battleActionOp(a) !== OP_END_PHASE && battleActionOp(a) !== OP_RETREAT && battleActionA(a) === p);
}
function end(b: BattleState, r: Rng = rng()): void {
  endPhase(b, r);
}

describe('battle state tokens (§2.8, CF-32, G62)', () => {
  it('CF-32 Undead heals 1 at the start of its own phase, cannot use abilities or attract, and persists', () => {
    const def = { npc: false, pieces: [{ card: card('Hunter'), ref: 1, states: STATE_UNDEAD }, { card: card('Squire'), ref: 2 }] };
    const b = battleAt(def, side(['Squire'], {}, 10), [[4, 4], [3, 4], [4, 5]]);
    expect(b.states[0]).toBe(STATE_UNDEAD);
    b.damage[0] = 3;
    end(b); // attacker Engagement → defender phase: Undead heals 1
    expect(b.activeSide).toBe(0);
    expect(b.damage[0]).toBe(2);
    const acts = actsOf(b, 0);
    expect(acts.some((a) => battleActionOp(a) === OP_ABILITY || battleActionOp(a) === OP_ATTRACT)).toBe(false);
    expect(acts.some((a) => battleActionOp(a) === OP_ATTACK)).toBe(true);
  });

  it('CF-32 G61 Poisoned and Frozen take 1 at the start of their own phase ignoring Defense; Frozen cannot act', () => {
    // Defender White Wolf D1 (Poisoned) and Teddy D2 (Frozen).
    const b = battleAt(side(['White Wolf', 'Teddy']), side(['Squire'], {}, 10), [[4, 4], [3, 4], [8, 9]]);
    b.states[0] = STATE_POISONED;
    b.states[1] = STATE_FROZEN;
    end(b, scripted([]));
    expect(b.activeSide).toBe(0);
    expect(b.damage[0]).toBe(1);
    expect(b.damage[1]).toBe(1);
    expect(actsOf(b, 1).length).toBe(0);
    expect(actsOf(b, 0).some((a) => battleActionOp(a) === OP_MOVE)).toBe(true);
  });

  it('§2.7 G41 Disabled lasts one battle turn: applied in the attacker phase p, through the victim phase p+1, gone when p+2 starts', () => {
    // Attacker Hunter (4,5) nets the defender White Wolf (4,4).
    const b = battleAt(side(['White Wolf']), side(['Hunter'], {}, 10), [[4, 4], [4, 5]]);
    battleApply(b, content, encodeBattleAction(OP_ABILITY, 1 * ABIL_SLOTS + 0, 0), rng());
    expect((b.states[0] as number) & STATE_DISABLED).toBeTruthy();
    end(b);
    expect(b.phase).toBe(1);
    expect((b.states[0] as number) & STATE_DISABLED).toBeTruthy();
    // No move, attack or ability; a Disabled character may still attract (§2.4).
    expect(actsOf(b, 0).map(battleActionOp)).toEqual([OP_ATTRACT]);
    end(b);
    expect(b.phase).toBe(2);
    expect((b.states[0] as number) & STATE_DISABLED).toBe(0);
  });

  it('G62 thaw: an 8 on a D8 the side rolls in its own phase (Frost Bite\'s check) thaws its Frozen character', () => {
    // Defender: Footman (3,4) Frozen, Winter Wolf (4,4). Attacker Squire (4,5).
    const b = battleAt(side(['Footman', 'Winter Wolf']), side(['Squire'], {}, 10), [[3, 4], [4, 4], [4, 5]]);
    b.states[0] = STATE_FROZEN;
    end(b); // → defender phase; Footman takes its Frozen tick
    expect(b.damage[0]).toBe(1);
    expect((b.states[0] as number) & STATE_FROZEN).toBeTruthy();
    // Frost Bite: 2 damage, then its own D8 check for Frozen (≥ 6): scripted 8 → target Frozen and own Footman thawed.
    battleApply(b, content, encodeBattleAction(OP_ABILITY, 1 * ABIL_SLOTS + 0, 2), scripted([8]));
    expect((b.states[0] as number) & STATE_FROZEN).toBe(0);
    expect((b.states[2] as number) & STATE_FROZEN).toBeTruthy();
    expect(b.damage[2]).toBe(2); // Squire D0
  });

  it('G62 a 7 does not thaw; the dedicatedRoll mode rolls one D8 per Frozen character at the start of its phase', () => {
    const b = battleAt(side(['Footman', 'Winter Wolf']), side(['Squire'], {}, 10), [[3, 4], [4, 4], [4, 5]]);
    b.states[0] = STATE_FROZEN;
    end(b);
    battleApply(b, content, encodeBattleAction(OP_ABILITY, 1 * ABIL_SLOTS + 0, 2), scripted([7]));
    expect((b.states[0] as number) & STATE_FROZEN).toBeTruthy();

    const d = battleAt(side(['Footman', 'Winter Wolf']), side(['Squire'], {}, 10), [[3, 4], [4, 4], [4, 5]], {
      params: params({ frozenThaw: THAW_DEDICATED_ROLL }),
    });
    d.states[0] = STATE_FROZEN;
    end(d, scripted([8]));
    expect((d.states[0] as number) & STATE_FROZEN).toBe(0);
  });

  it('G62 a Frozen NPC rolls its action die only as a thaw check and does not act', () => {
    const b = createBattle();
    startBattle(b, content, params(), { npc: true, pieces: [{ card: card('White Wolf'), ref: 1 }] }, side(['Squire'], {}, 10), {}, rng());
    // NPC defender at (4,4); player attacker places next to it.
    expect(b.x[0]).toBe(4);
    expect(b.y[0]).toBe(4);
    battleApply(b, content, encodeBattleAction(1, 1, 5 * 32 + 4), rng());
    battleApply(b, content, encodeBattleAction(3, 0, -1), rng());
    b.states[0] = STATE_FROZEN;
    end(b, scripted([8])); // NPC phase: tick, thaw-check roll 8 → thawed, no attack
    expect((b.states[0] as number) & STATE_FROZEN).toBe(0);
    expect(b.damage[0]).toBe(1);
    expect(b.damage[1]).toBe(0);
    expect(b.activeSide).toBe(1);
  });
});
