import { describe, expect, it } from 'vitest';
import { battleAt, card, content, params, rng, side } from './battle-fixture.js';
import {
  OP_END_PHASE,
  OP_END_SETUP,
  OP_PLACE,
  OP_SUMMON,
  battleActionB,
  battleActionOp,
  battleApply,
  battleLegal,
  battleResult,
  createBattle,
  encodeBattleAction,
  startBattle,
} from '../src/battle/battle.js';
import { MAX_BATTLE_ACTIONS, MAX_W, type BattleState } from '../src/battle/battle-state.js';
import { GE } from '../src/lands.js';

const out = new Int32Array(MAX_BATTLE_ACTIONS);
const legal = (b: BattleState): number[] => Array.from(out.subarray(0, battleLegal(b, content, out)));
const summons = (b: BattleState): number[] => legal(b).filter((a) => battleActionOp(a) === OP_SUMMON);
const cargo = (ge: number): number[] => [0, 0, 0, 0, ge, 0, 0];

describe('Summons in battle (§2.3 step 2, §2.4, §2.12)', () => {
  it('§2.3 the attacker may summon during setup next to its Summoner, paying from the cargo; without the cargo it may not', () => {
    const b = createBattle();
    startBattle(b, content, params(), side(['Footman']), { ...side(['Spellcaster'], {}, 10), summons: [card('Sprite')], cargo: cargo(3) }, {}, rng());
    battleApply(b, content, encodeBattleAction(OP_PLACE, 0, 4 * MAX_W + 4), rng());
    battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), rng());
    expect(b.activeSide).toBe(1);
    expect(summons(b)).toEqual([]); // no Summoner placed yet
    battleApply(b, content, encodeBattleAction(OP_PLACE, 1, 5 * MAX_W + 4), rng());
    const cells = summons(b).map(battleActionB).sort((x, y) => x - y);
    expect(cells).toEqual([5 * MAX_W + 3, 5 * MAX_W + 5, 6 * MAX_W + 4]); // next to it, own rows, touching
    battleApply(b, content, encodeBattleAction(OP_SUMMON, 2, 6 * MAX_W + 4), rng());
    expect(b.alive[2]).toBe(1);
    expect(b.cargo[1 * 7 + GE]).toBe(1);
    battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), rng());
    const r = battleResult(b);
    expect(r.pieces[2]?.summonIndex).toBe(0);
    expect(r.pieces[2]?.inHand).toBe(false);

    const poor = createBattle();
    startBattle(poor, content, params(), side(['Footman']), { ...side(['Spellcaster'], {}, 10), summons: [card('Sprite')], cargo: cargo(1) }, {}, rng());
    battleApply(poor, content, encodeBattleAction(OP_PLACE, 0, 4 * MAX_W + 4), rng());
    battleApply(poor, content, encodeBattleAction(OP_END_SETUP, 0, -1), rng());
    battleApply(poor, content, encodeBattleAction(OP_PLACE, 1, 5 * MAX_W + 4), rng());
    expect(summons(poor)).toEqual([]);
  });

  it('CF-29 the defender may not summon in setup nor anyone in the Engagement; the defender may in its Response', () => {
    const b = createBattle();
    startBattle(b, content, params(), { ...side(['Spellcaster']), summons: [card('Sprite')], cargo: cargo(2) }, side(['Footman'], {}, 10), {}, rng());
    battleApply(b, content, encodeBattleAction(OP_PLACE, 0, 4 * MAX_W + 4), rng());
    expect(summons(b)).toEqual([]);
    battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), rng());
    battleApply(b, content, encodeBattleAction(OP_PLACE, 2, 5 * MAX_W + 4), rng());
    battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), rng());
    expect(b.phase).toBe(0);
    expect(summons(b)).toEqual([]);
    battleApply(b, content, encodeBattleAction(OP_END_PHASE, 0, -1), rng());
    expect(b.activeSide).toBe(0);
    expect(summons(b).length).toBeGreaterThan(0);
    // A battle without Summons in hand offers none.
    const plain = battleAt(side(['Spellcaster']), side(['Footman'], {}, 10), [[4, 4], [4, 5]]);
    expect(summons(plain)).toEqual([]);
  });
});
