import { describe, expect, it } from 'vitest';
import { battleAt, content, params, rng, scripted, side } from './battle-fixture.js';
import { endPhase } from './battle-choices.js';
import {
  OP_ABILITY,
  OP_ATTACK,
  OP_INSTANT,
  OP_NO_INSTANT,
  battleApply,
  battleLegal,
  battleSeatSide,
  encodeBattleAction,
} from '../src/battle/battle.js';
import { ABIL_SLOTS, MAX_BATTLE_ACTIONS, MODE_PHASE, MODE_REACTION, type BattleState } from '../src/battle/battle-state.js';
import { STATE_POISONED } from '../src/content/compiled.js';

const out = new Int32Array(MAX_BATTLE_ACTIONS);
const legal = (b: BattleState): number[] => Array.from(out.subarray(0, battleLegal(b, content, out)));
const ability = (p: number, slot: number, t: number): number => encodeBattleAction(OP_ABILITY, p * ABIL_SLOTS + slot, t);
const attack = (p: number, t: number): number => encodeBattleAction(OP_ATTACK, p, t);

describe('battle abilities (§2.7, G41, G60)', () => {
  it('G41 Recharge with rechargePhases 2: used in phase 0, once per phase, ready again at the owner\'s next phase (2)', () => {
    const b = battleAt(side(['White Wolf']), side(['Hunter'], {}, 10), [[4, 4], [4, 5]]);
    expect(legal(b)).toContain(ability(1, 0, 0));
    battleApply(b, content, ability(1, 0, 0), rng());
    expect(legal(b)).not.toContain(ability(1, 0, 0));
    endPhase(b, rng());
    endPhase(b, rng());
    expect(b.phase).toBe(2);
    expect(legal(b)).toContain(ability(1, 0, 0));
  });

  it('G41 rechargePhases 4: not ready in the owner\'s next phase, ready the phase after', () => {
    const b = battleAt(side(['White Wolf']), side(['Hunter'], {}, 10), [[4, 4], [4, 5]], { params: params({ rechargePhases: 4 }) });
    battleApply(b, content, ability(1, 0, 0), rng());
    endPhase(b, rng());
    endPhase(b, rng());
    expect(b.phase).toBe(2);
    expect(legal(b)).not.toContain(ability(1, 0, 0));
    endPhase(b, rng());
    endPhase(b, rng());
    expect(b.phase).toBe(4);
    expect(legal(b)).toContain(ability(1, 0, 0));
  });

  it('G60 Evaporate(1): Blast once per battle; it hits every adjacent enemy', () => {
    // Defender Squire (3,4) and Footman (4,4); attacker Bomber (4,5), Teddy elsewhere.
    const b = battleAt(side(['Squire', 'Footman']), side(['Bomber', 'Teddy'], {}, 10), [[3, 4], [4, 4], [4, 5], [8, 9]]);
    expect(legal(b)).toContain(ability(2, 0, -1));
    battleApply(b, content, ability(2, 0, -1), rng());
    expect(b.damage[0]).toBe(3); // Squire D0
    expect(b.damage[1]).toBe(2); // Footman D1
    endPhase(b, rng());
    endPhase(b, rng());
    expect(b.phase).toBe(2);
    expect(legal(b)).not.toContain(ability(2, 0, -1));
  });

  it('§2.7 Focus: after a Base Attack the Focus ability is not offered; after it, no Base Attack', () => {
    const b1 = battleAt(side(['Footman']), side(['Archer'], {}, 10), [[4, 4], [4, 5]]);
    expect(legal(b1)).toContain(ability(1, 0, 0));
    battleApply(b1, content, attack(1, 0), rng());
    expect(legal(b1)).not.toContain(ability(1, 0, 0));
    const b2 = battleAt(side(['Footman']), side(['Archer'], {}, 10), [[4, 4], [4, 5]]);
    battleApply(b2, content, ability(1, 0, 0), rng());
    expect(b2.damage[0]).toBe(2); // Volley 3 − D1
    expect(legal(b2)).not.toContain(attack(1, 0));
  });

  it('§6.5 reaction window: the defending player\'s Instant Mirage (D8 ≥ 6) is offered before the damage; 6 negates, 5 does not', () => {
    const b = battleAt(side(['Djinn']), side(['Teddy', 'Footman'], {}, 10), [[4, 4], [4, 5], [3, 5]]);
    battleApply(b, content, attack(1, 0), rng());
    expect(b.mode).toBe(MODE_REACTION);
    expect(battleSeatSide(b)).toBe(0);
    expect(legal(b)).toEqual([encodeBattleAction(OP_INSTANT, 0 * ABIL_SLOTS + 0, -1), encodeBattleAction(OP_NO_INSTANT, 0, -1)]);
    battleApply(b, content, encodeBattleAction(OP_INSTANT, 0, -1), scripted([6]));
    expect(b.mode).toBe(MODE_PHASE);
    expect(b.damage[0]).toBe(0);
    // Mirage used this phase (Recharge): the next attack opens no window.
    battleApply(b, content, attack(2, 0), rng());
    expect(b.mode).toBe(MODE_PHASE);
    expect(b.damage[0]).toBe(1); // Footman A2 − D1

    const c = battleAt(side(['Djinn']), side(['Teddy'], {}, 10), [[4, 4], [4, 5]]);
    battleApply(c, content, attack(1, 0), rng());
    battleApply(c, content, encodeBattleAction(OP_INSTANT, 0, -1), scripted([5]));
    expect(c.damage[0]).toBe(3); // Teddy A4 − D1
  });

  it('§2.8 a magic heal cures Poison; a Constant adjacent-allies Defense bonus joins the Defense pool', () => {
    const b = battleAt(side(['Squire']), side(['Cleric', 'Footman'], {}, 10), [[8, 0], [4, 5], [3, 5]]);
    b.damage[2] = 3;
    b.states[2] = STATE_POISONED;
    battleApply(b, content, ability(1, 0, 2), rng());
    expect(b.damage[2]).toBe(1);
    expect((b.states[2] as number) & STATE_POISONED).toBe(0);

    // Shieldbearer (D1) next to Footman (D1): Footman has D2; Teddy A4 deals 2.
    const s = battleAt(side(['Footman', 'Shieldbearer']), side(['Teddy'], {}, 10), [[4, 4], [3, 4], [4, 5]]);
    battleApply(s, content, attack(2, 0), rng());
    expect(s.damage[0]).toBe(2);
  });
});
