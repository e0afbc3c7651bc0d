// Battle-window World cards (§6.5 windows 2 and 4, G37, §4.6 Rally and Ambush), Heart tokens shared
// with the game (§2.9 heartPairCap), and Deplete(n) counts carried between battles (§2.7, G60).
import { describe, expect, it } from 'vitest';
import { battleAt, card, content, params, rng, side } from './battle-fixture.js';
import {
  OP_ABILITY,
  OP_ATTRACT,
  OP_END_PHASE,
  OP_END_SETUP,
  OP_FORMATION,
  OP_MOVE,
  OP_NO_CARD,
  OP_PLAY_CARD,
  battleLegal,
  battleApply,
  battleSeatSide,
  createBattle,
  encodeBattleAction,
  startBattle,
  battleActionOp,
} from '../src/battle/battle.js';
import {
  ABIL_SLOTS,
  ATTACKER,
  BC_ATTACK_START,
  BC_TAKE_ENGAGEMENT,
  DEFENDER,
  MAX_BATTLE_ACTIONS,
  MAX_W,
  type BattleState,
} from '../src/battle/battle-state.js';
import { heartPairsInUse } from '../src/battle/abilities.js';
import { DEPLETE_COUNT_MAX, depleteUsesOf, packDepleteUses, withDepleteUses } from '../src/battle/deplete-uses.js';
import { STATE_DISABLED, STATE_FROZEN } from '../src/content/compiled.js';

const out = new Int32Array(MAX_BATTLE_ACTIONS);
const legal = (b: BattleState): number[] => Array.from(out.subarray(0, battleLegal(b, content, out)));
const END = encodeBattleAction(OP_END_PHASE, 0, -1);
const RALLY = { handle: 7, kind: BC_ATTACK_START, clears: STATE_DISABLED | STATE_FROZEN };
const AMBUSH = { handle: 3, kind: BC_TAKE_ENGAGEMENT };

describe('§6.5 battle-window World cards', () => {
  it('§4.6 Rally, window 2 (G37): at the start of an own Attack Phase own characters lose Disabled and Frozen; not after an action; once', () => {
    const b = battleAt(side(['Footman', 'Squire']), side(['Hunter', 'Squire'], { cards: [RALLY] }, 10), [[4, 4], [3, 4], [4, 5], [3, 5]]);
    // The attacker's Engagement: its pieces 2 and 3.
    b.states[2] = STATE_DISABLED;
    b.states[3] = STATE_FROZEN;
    b.states[0] = STATE_DISABLED; // an enemy: untouched
    const play = encodeBattleAction(OP_PLAY_CARD, 0, -1);
    expect(legal(b)).toContain(play);
    battleApply(b, content, play, rng());
    expect(b.states[2]).toBe(0);
    expect(b.states[3]).toBe(0);
    expect(b.states[0]).toBe(STATE_DISABLED);
    expect(legal(b)).not.toContain(play); // played
    expect(legal(b)).toContain(encodeBattleAction(OP_MOVE, 2, 6 * MAX_W + 4)); // the Hunter may act now
  });

  it('§6.5 Rally is offered only before the phase\'s first action, and never to the other side', () => {
    const b = battleAt(side(['Footman', 'Squire'], { cards: [RALLY] }), side(['Hunter', 'Squire'], {}, 10), [[4, 4], [3, 4], [4, 5], [3, 5]]);
    const play = encodeBattleAction(OP_PLAY_CARD, 0, -1);
    expect(legal(b)).not.toContain(play); // the attacker's Engagement: the defender's card waits
    battleApply(b, content, END, rng());
    expect(b.activeSide).toBe(DEFENDER);
    expect(legal(b)).toContain(play);
    battleApply(b, content, encodeBattleAction(OP_MOVE, 1, 3 * MAX_W + 3), rng());
    expect(legal(b)).not.toContain(play);
  });

  it('§4.6 Ambush, window 4: before setup the Defender may play it and then takes the Engagement', () => {
    const b = createBattle();
    const r = rng();
    startBattle(b, content, params(), side(['Footman', 'Squire'], { cards: [AMBUSH] }), side(['Hunter'], { cards: [AMBUSH] }, 10), {}, r);
    expect(battleSeatSide(b)).toBe(DEFENDER);
    expect(legal(b)).toEqual([encodeBattleAction(OP_PLAY_CARD, 0, -1), encodeBattleAction(OP_NO_CARD, 0, -1)]); // the attacker's copy is not offered
    battleApply(b, content, encodeBattleAction(OP_PLAY_CARD, 0, -1), r);
    expect(legal(b).map(battleActionOp)).toContain(OP_FORMATION); // setup goes on as usual, Defender first
    battleApply(b, content, encodeBattleAction(OP_FORMATION, 0, -1), r);
    battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), r);
    expect(b.activeSide).toBe(ATTACKER);
    battleApply(b, content, encodeBattleAction(OP_FORMATION, 0, -1), r);
    battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), r);
    expect(b.phase).toBe(0);
    expect(b.activeSide).toBe(DEFENDER); // the Engagement is the Defender's
    battleApply(b, content, END, r);
    expect(b.activeSide).toBe(ATTACKER);
  });

  it('§6.5 declining Ambush leaves the Engagement to the Attacker', () => {
    const b = createBattle();
    const r = rng();
    startBattle(b, content, params(), side(['Footman'], { cards: [AMBUSH] }), side(['Hunter'], {}, 10), {}, r);
    battleApply(b, content, encodeBattleAction(OP_NO_CARD, 0, -1), r);
    battleApply(b, content, encodeBattleAction(OP_FORMATION, 0, -1), r);
    battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), r);
    battleApply(b, content, encodeBattleAction(OP_FORMATION, 0, -1), r);
    battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), r);
    expect(b.activeSide).toBe(ATTACKER);
  });
});

describe('§2.9 Heart tokens are the game\'s (heartPairCap)', () => {
  it('§2.9 the battle seeds its count from the game: Romantic pairs held elsewhere count, pairs on this grid are not counted twice', () => {
    const b = createBattle();
    const def = { npc: false, pieces: [{ card: card('Footman'), ref: 1, romanticRefs: [2] }, { card: card('Apprentice'), ref: 2, romanticRefs: [1] }] };
    startBattle(b, content, params(), def, side(['Squire'], {}, 10), { heartPairsInGame: 3 }, rng());
    expect(b.heartsOutside).toBe(2);
    expect(heartPairsInUse(b)).toBe(3);
  });

  it('§2.9 with every pair in use elsewhere in the game, no Companion bond can be attempted; with one pair free, it can', () => {
    // A Squire (Com 2) orthogonally facing an enemy Squire (Com 2) across the Frontline.
    for (const [inGame, offered] of [[15, false], [14, true]] as const) {
      const b = battleAt(side(['Squire', 'Footman']), side(['Squire', 'Footman'], {}, 10), [[4, 4], [3, 4], [4, 5], [3, 5]], { heartPairsInGame: inGame });
      expect(b.heartsOutside).toBe(inGame);
      expect(legal(b).includes(encodeBattleAction(OP_ATTRACT, 2, 0)), `${inGame} pairs in use`).toBe(offered);
    }
  });
});

describe('G60 Deplete(n) counts per game', () => {
  it('G60 the packed byte holds 2 bits per ability slot, 4 slots, saturating at 3', () => {
    let v = 0;
    v = withDepleteUses(v, 0, 1);
    v = withDepleteUses(v, 2, 2);
    v = withDepleteUses(v, 3, 9);
    expect([0, 1, 2, 3].map((k) => depleteUsesOf(v, k))).toEqual([1, 0, 2, DEPLETE_COUNT_MAX]);
    expect(v).toBeLessThan(256);
    const uses = new Uint8Array(2 * ABIL_SLOTS);
    uses.set([2, 0, 1, 3], ABIL_SLOTS);
    expect([0, 1, 2, 3].map((k) => depleteUsesOf(packDepleteUses(uses, 1), k))).toEqual([2, 0, 1, 3]);
  });

  it('G60 a Deplete(2) ability used once in an earlier battle can be used once more in this one, then no more', () => {
    const b = battleAt(side(['Footman']), { npc: false, pieces: [{ card: card('Sage'), ref: 10, depleteUsed: [1] }] }, [[4, 4], [4, 5]]);
    const use = encodeBattleAction(OP_ABILITY, 1 * ABIL_SLOTS, 0);
    expect(legal(b)).toContain(use);
    battleApply(b, content, use, rng());
    expect(b.abGameUses[1 * ABIL_SLOTS]).toBe(2);
    expect(depleteUsesOf(packDepleteUses(b.abGameUses, 1), 0)).toBe(2);
    battleApply(b, content, END, rng());
    battleApply(b, content, END, rng());
    expect(b.activeSide).toBe(ATTACKER);
    expect(legal(b)).not.toContain(use);
    const spent = battleAt(side(['Footman']), { npc: false, pieces: [{ card: card('Sage'), ref: 10, depleteUsed: [2] }] }, [[4, 4], [4, 5]]);
    expect(legal(spent)).not.toContain(use);
  });
});
