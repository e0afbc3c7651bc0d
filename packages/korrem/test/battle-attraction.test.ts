import { describe, expect, it } from 'vitest';
import { battleAt, card, content, params, rng, scripted, side } from './battle-fixture.js';
import { endPhase } from './battle-choices.js';
import {
  OP_ATTRACT,
  OP_RETREAT,
  battleActionOp,
  battleApply,
  battleLegal,
  createBattle,
  describeBattleAction,
  encodeBattleAction,
  renderBattle,
  startBattle,
} from '../src/battle/battle.js';
import { MAX_BATTLE_ACTIONS, MAX_PIECES, PAIR_NONE, PAIR_ROMANTIC, type BattleState } from '../src/battle/battle-state.js';
import { STATE_DISABLED } from '../src/content/compiled.js';

const out = new Int32Array(MAX_BATTLE_ACTIONS);
const legal = (b: BattleState): number[] => Array.from(out.subarray(0, battleLegal(b, content, out)));

describe('attraction in battle (§2.9, G42, G44) and the text interface', () => {
  it('CF-36 G44 Intimacy disables both for one turn; re-formed in consecutive battle turns up to the score (2) it becomes Romantic', () => {
    // Blinker (Int 2) vs Blinker (Int 2), orthogonally adjacent across the Frontline.
    const b = battleAt(side(['Blinker', 'Footman']), side(['Blinker', 'Teddy'], {}, 10), [[4, 4], [3, 4], [4, 5], [8, 9]]);
    const a = encodeBattleAction(OP_ATTRACT, 2, 0);
    expect(legal(b)).toContain(a);
    battleApply(b, content, a, scripted([1, 4])); // 1 heart
    expect((b.states[0] as number) & STATE_DISABLED).toBeTruthy();
    expect((b.states[2] as number) & STATE_DISABLED).toBeTruthy();
    expect(b.pair[2 * MAX_PIECES + 0]).toBe(PAIR_NONE);
    expect(legal(b)).not.toContain(a); // once per phase
    endPhase(b, rng());
    endPhase(b, rng());
    expect(b.battleTurn).toBe(1);
    expect((b.states[2] as number) & STATE_DISABLED).toBe(0);
    battleApply(b, content, a, scripted([2, 6]));
    expect(b.pair[2 * MAX_PIECES + 0]).toBe(PAIR_ROMANTIC);
  });

  it('§2.9 no Heart-token pair free (heartPairCap 0): no Companion attraction is offered; a failed roll forms nothing', () => {
    const capped = battleAt(side(['White Wolf']), side(['Squire'], {}, 10), [[4, 4], [4, 5]], { params: params({ heartPairCap: 0 }) });
    expect(legal(capped).some((x) => battleActionOp(x) === OP_ATTRACT)).toBe(false);
    const b = battleAt(side(['White Wolf']), side(['Squire'], {}, 10), [[4, 4], [4, 5]]);
    battleApply(b, content, encodeBattleAction(OP_ATTRACT, 1, 0), scripted([3, 4])); // no hearts
    expect(b.pair[1 * MAX_PIECES + 0]).toBe(PAIR_NONE);
    expect(b.mode).toBe(1);
  });

  it('§2.14 G22 Attack x3: the NPC takes three Attack Phases first; the player may retreat from its own first phase', () => {
    const c = createBattle();
    startBattle(c, content, params(), side(['Footman']), { npc: true, attackPhases: 3, pieces: [{ card: card('Squire'), ref: 50 }] }, { noDamage: true }, rng());
    battleApply(c, content, encodeBattleAction(1, 0, 4 * 32 + 0), rng());
    battleApply(c, content, encodeBattleAction(3, 0, -1), rng()); // defender ends setup; the NPC attacker sets up and acts
    expect(c.phase).toBe(3);
    expect(c.activeSide).toBe(0);
    expect(legal(c)).toContain(encodeBattleAction(OP_RETREAT, 0, -1));
  });

  it('§6.5 describe in the rulebook\'s words; render shows the grid and the Frontline', () => {
    const b = battleAt(side(['White Wolf']), side(['Spellcaster'], {}, 10), [[4, 4], [4, 5]]);
    const texts = legal(b).map((a) => describeBattleAction(b, content, a));
    expect(texts).toContain('Spellcaster Base Attacks White Wolf');
    expect(texts).toContain('Spellcaster moves to column 3, row 4');
    expect(texts).toContain('End the Attack Phase');
    const r = renderBattle(b, content);
    expect(r).toContain('Frontline');
    expect(r).toContain('Whid');
    expect(r).toContain('Spea');
  });
});
