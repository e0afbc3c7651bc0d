import { describe, expect, it } from 'vitest';
import { battleAt, content, params, rng, side } from './battle-fixture.js';
import { endPhase } from './battle-choices.js';
import { OP_ATTACK, battleApply, battleLegal, encodeBattleAction } from '../src/battle/battle.js';
import { MAX_BATTLE_ACTIONS, type BattleState } from '../src/battle/battle-state.js';
import { healthLeft } from '../src/battle/damage.js';

const out = new Int32Array(MAX_BATTLE_ACTIONS);

function attack(b: BattleState, p: number, q: number): void {
  const a = encodeBattleAction(OP_ATTACK, p, q);
  const n = battleLegal(b, content, out);
  expect(Array.from(out.subarray(0, n))).toContain(a);
  battleApply(b, content, a, rng());
}

// Defender: White Wolf at (4,4). Attacker: Spellcaster (4,5), Apprentice (3,5). Pieces: 0 wolf, 1 spell, 2 appr.
function wolfBattle(gridW = 9): BattleState {
  return battleAt(side(['White Wolf']), side(['Spellcaster', 'Apprentice'], {}, 10), [[4, 4], [4, 5], [3, 5]], { params: params({ gridW }) });
}

describe('battle damage (§2.6)', () => {
  for (const gridW of [9, 15]) {
    it(`CF-25/26 §2.6 collective damage: Spellcaster A5 + Apprentice A1 vs White Wolf D1/H5 → 5, the Wolf dies, either order (gridW ${gridW})`, () => {
      const b1 = wolfBattle(gridW);
      attack(b1, 1, 0);
      expect(b1.damage[0]).toBe(4);
      attack(b1, 2, 0);
      expect(b1.alive[0]).toBe(0);
      expect(b1.damage[0]).toBe(5);

      const b2 = wolfBattle(gridW);
      attack(b2, 2, 0);
      expect(b2.damage[0]).toBe(0);
      attack(b2, 1, 0);
      expect(b2.alive[0]).toBe(0);
      expect(b2.damage[0]).toBe(5);
    });

    it(`CF-26 §2.6 alone: Spellcaster deals 4 (Wolf on 1 Health), Apprentice deals 0 (gridW ${gridW})`, () => {
      const b1 = wolfBattle(gridW);
      attack(b1, 1, 0);
      expect(b1.alive[0]).toBe(1);
      expect(healthLeft(b1, 0)).toBe(1);
      const b2 = wolfBattle(gridW);
      attack(b2, 2, 0);
      expect(b2.damage[0]).toBe(0);
    });
  }

  it('§2.6 Defense replenishes at the start of every phase: Spellcaster 4 in phase 0, then the Apprentice adds 0 in phase 2', () => {
    // Defender: White Wolf (4,4), Golem (5,4). Attacker: Spellcaster (3,5), Apprentice (4,5).
    const b = battleAt(side(['White Wolf', 'Golem']), side(['Spellcaster', 'Apprentice'], {}, 10), [[4, 4], [5, 4], [3, 5], [4, 5]]);
    attack(b, 2, 0);
    expect(b.damage[0]).toBe(4);
    endPhase(b, rng());
    endPhase(b, rng());
    expect(b.activeSide).toBe(1);
    expect(b.phase).toBe(2);
    attack(b, 3, 0);
    // With the pool not replenished, A1 would deal 1 and kill the Wolf (5 ≥ H5).
    expect(b.damage[0]).toBe(4);
    expect(b.alive[0]).toBe(1);
  });

  it('§3.1 L7 Crystal Cove: no damage of any kind', () => {
    const b = battleAt(side(['White Wolf']), side(['Spellcaster', 'Apprentice'], {}, 10), [[4, 4], [4, 5], [3, 5]], { noDamage: true });
    attack(b, 1, 0);
    attack(b, 2, 0);
    expect(b.damage[0]).toBe(0);
    expect(b.alive[0]).toBe(1);
  });

  it('§2.12 Towers: a Ranged 4 on any enemy once per defender Attack Phase, joining the collective total (G61)', () => {
    // Defender: Footman (0,4) + 1 Tower (4,4). Attacker: White Wolf far away at (8,9).
    const b = battleAt(side(['Footman'], { towers: 1 }), side(['White Wolf'], {}, 10), [[3, 4], [4, 4], [8, 9]]);
    expect(b.kind[1]).toBe(2);
    // Engagement (attacker): the Tower cannot fire.
    let n = battleLegal(b, content, out);
    expect(Array.from(out.subarray(0, n))).not.toContain(encodeBattleAction(OP_ATTACK, 1, 2));
    endPhase(b, rng());
    expect(b.activeSide).toBe(0);
    attack(b, 1, 2);
    expect(b.damage[2]).toBe(3); // 4 − D1
    n = battleLegal(b, content, out);
    expect(Array.from(out.subarray(0, n))).not.toContain(encodeBattleAction(OP_ATTACK, 1, 2));
  });
});
