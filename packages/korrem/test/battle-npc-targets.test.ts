import { describe, expect, it } from 'vitest';
import { card, content, params, rng, scripted, side } from './battle-fixture.js';
import { endPhase } from './battle-choices.js';
import {
  OP_ABILITY,
  OP_END_SETUP,
  battleApply,
  battleLegal,
  createBattle,
  encodeBattleAction,
  startBattle,
  type BattlePieceInput,
} from '../src/battle/battle.js';
import { ABIL_SLOTS, END_COMPANIONS_DEFECT, MAX_BATTLE_ACTIONS, MAX_PIECES, MAX_W, MODE_OVER, PAIR_NONE, type BattleState } from '../src/battle/battle-state.js';
import { killPiece } from '../src/battle/damage.js';
import { putPiece } from '../src/battle/grid.js';
import { STATE_POISONED } from '../src/content/compiled.js';


/**
 * One NPC (piece 0, the Defender) against player pieces 1.. placed where the test says; returns the
 * battle in the player's Engagement (apply END to run the NPC's phase).
 */
function npcAt(npc: string, players: (string | BattlePieceInput)[], cells: [number, number][]): BattleState {
  const b = createBattle();
  const r = rng();
  const pieces = players.map((p, i) => (typeof p === 'string' ? { card: card(p), ref: 10 + i } : p));
  startBattle(b, content, params(), { npc: true, pieces: [{ card: card(npc), ref: 1 }] }, { npc: false, pieces }, {}, r);
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.placed[p] === 1) b.cell[(b.y[p] as number) * MAX_W + (b.x[p] as number)] = -1;
    b.placed[p] = 0;
  }
  cells.forEach(([x, y], p) => putPiece(b, p, x, y));
  battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), r);
  expect(b.activeSide).toBe(1);
  return b;
}

describe('§2.15 NPC target codes E, A, R, S, C, D (G74)', () => {
  it('§2.15 E Ranged (G74): Wither hits the enemy with the highest Health anywhere, and the NPC does not move', () => {
    // Apprentice H3 adjacent, Teddy H9 far away.
    const b = npcAt('Hexer', ['Apprentice', 'Teddy'], [[4, 4], [4, 5], [0, 9]]);
    endPhase(b, scripted([1]));
    expect([b.x[0], b.y[0]]).toEqual([4, 4]);
    expect(b.damage[1]).toBe(0);
    expect(b.damage[2]).toBe(0); // 2 − Teddy's D2
    const c = npcAt('Hexer', ['Apprentice', 'Squire'], [[4, 4], [4, 5], [0, 9]]);
    endPhase(c, scripted([1]));
    expect(c.damage[2]).toBe(2); // Squire H4 > Apprentice H3, D0
    expect(c.damage[1]).toBe(0);
  });

  it('§4.5 Hex Curse is a Ranged E ability: the Seuthsayer poisons the highest-Health enemy anywhere', () => {
    const b = npcAt('Seuthsayer', ['Apprentice', 'Teddy'], [[4, 4], [4, 5], [8, 9]]);
    endPhase(b, scripted([3]));
    expect((b.states[2] as number) & STATE_POISONED).toBeTruthy();
    expect((b.states[1] as number) & STATE_POISONED).toBe(0);
  });

  it('§2.15 A: Snatch goes for the closest enemy holding an Artifact, past a nearer one; with no Artifact it falls back to E', () => {
    const holder: BattlePieceInput = { card: card('Squire'), ref: 11, artifacts: [0] };
    const b = npcAt('Magpie', ['Footman', 'Apprentice', holder], [[4, 4], [4, 5], [4, 6], [5, 6]]);
    endPhase(b, scripted([1]));
    expect([b.x[0], b.y[0]]).toEqual([5, 5]); // one step toward the holder
    expect(b.damage[3]).toBe(3);
    expect(b.damage[1]).toBe(0);
    const e = npcAt('Magpie', ['Footman', 'Apprentice', 'Squire'], [[4, 4], [4, 5], [4, 6], [5, 6]]);
    endPhase(e, scripted([1]));
    expect(e.damage[1]).toBe(2); // the closest (Footman), 3 − D1
    expect(e.damage[3]).toBe(0);
  });

  it('§2.15 R, §2.9: Lure seeks the closest enemy it can attract (Squire, Com 2 = Com 2), steps orthogonally next to it and attempts attraction; 1 heart makes Companions, who then cannot hurt each other', () => {
    // Footman (Rom 5) is adjacent but cannot be attracted by a Com 2.
    // Squire is diagonal (in reach of an attack), so the Siren steps to touch it orthogonally.
    const b = npcAt('Siren', ['Footman', 'Squire'], [[4, 4], [4, 5], [5, 5]]);
    endPhase(b, scripted([1, 1, 4])); // action 1; hearts: face 1 (heart) + face 4 (blank)
    expect([b.x[0], b.y[0]]).toEqual([5, 4]);
    expect(b.damage[2]).toBe(0); // Companions cannot damage each other: Lure deals nothing
    expect(b.damage[1]).toBe(0);
    // §2.9, §2.11: the Siren's side now holds only a Companion-bonded character: it defects and the battle ends.
    expect(b.mode).toBe(MODE_OVER);
    expect(b.reason).toBe(END_COMPANIONS_DEFECT);
    expect(b.endSide[0]).toBe(1);
  });

  it('§2.15 R: a failed attraction roll leaves no bond and the ability hits the R target', () => {
    const b = npcAt('Siren', ['Footman', 'Squire'], [[4, 4], [4, 5], [5, 5]]);
    endPhase(b, scripted([1, 4, 5])); // no hearts
    expect(b.pair[0 * MAX_PIECES + 2]).toBe(PAIR_NONE);
    expect(b.damage[2]).toBe(1);
  });

  it('§2.15 R: with no enemy it can attract it falls back to E and rolls no attraction dice', () => {
    const b = npcAt('Siren', ['Apprentice', 'Footman'], [[4, 4], [4, 5], [4, 6]]);
    endPhase(b, scripted([1])); // only the action die: an attraction roll would run out of dice
    expect(b.damage[1]).toBe(1); // the closest, Apprentice D0
    expect(b.pair[0 * MAX_PIECES + 1]).toBe(PAIR_NONE);
  });

  it('§2.15 R: no free Heart-token pair in the game (heartPairCap, §2.9) means nobody it can attract: E', () => {
    const b = npcAt('Siren', ['Apprentice', 'Squire'], [[4, 4], [4, 5], [4, 6]]);
    b.heartsOutside = b.heartPairCap; // every pair held by bonds elsewhere
    endPhase(b, scripted([1]));
    expect(b.damage[1]).toBe(1); // E: the Apprentice, adjacent
    expect(b.damage[2]).toBe(0);
    expect([b.x[0], b.y[0]]).toEqual([4, 4]);
    expect(b.pair[0 * MAX_PIECES + 2]).toBe(PAIR_NONE);
  });

  it('§2.15 C: Pursue hits the enemy it targeted last phase even when another is a better E target; once that one is dead, E', () => {
    // Apprentice H3 and Squire H4 both adjacent: E would pick Squire (higher Health).
    const b = npcAt('Stalker', ['Apprentice', 'Squire'], [[4, 4], [4, 5], [5, 5]]);
    b.lastTarget[0] = 1;
    endPhase(b, scripted([1]));
    expect(b.alive[1]).toBe(0); // 3 damage kills the Apprentice
    expect(b.damage[2]).toBe(0);
    const e = npcAt('Stalker', ['Apprentice', 'Footman', 'Squire'], [[4, 4], [4, 5], [4, 6], [5, 6]]);
    e.lastTarget[0] = 3;
    killPiece(e, content, 3);
    endPhase(e, scripted([1]));
    expect(e.alive[1]).toBe(0); // E: the closest, the Apprentice
    expect(e.damage[2]).toBe(0);
  });

  it('§2.15 D: a Dodge rolled as an action is a Base Attack', () => {
    const b = npcAt('Trickster', ['Apprentice'], [[4, 4], [4, 5]]);
    endPhase(b, scripted([1]));
    expect(b.damage[1]).toBe(2); // Trickster A2
  });

  it('§2.15 S (G74): Soothe helps the closest ally that would benefit, self counted at distance 1; with nobody to help, a Base Attack', () => {
    const b = npcAt('Healer', ['Apprentice'], [[4, 4], [4, 5]]);
    b.damage[0] = 3;
    endPhase(b, scripted([1]));
    expect(b.damage[0]).toBe(1);
    expect(b.damage[1]).toBe(0);
    const e = npcAt('Healer', ['Apprentice'], [[4, 4], [4, 5]]);
    endPhase(e, scripted([1]));
    expect(e.damage[1]).toBe(1);
  });

  it('§2.7 Range: a player may aim a Ranged E ability (Volley) at any enemy, not only the highest Health', () => {
    const b = createBattle();
    const r = rng();
    startBattle(b, content, params(), side(['Teddy', 'Apprentice']), side(['Archer'], {}, 10), {}, r);
    for (let p = 0; p < b.pieceCount; p++) {
      if (b.placed[p] === 1) b.cell[(b.y[p] as number) * MAX_W + (b.x[p] as number)] = -1;
      b.placed[p] = 0;
    }
    putPiece(b, 0, 4, 4);
    putPiece(b, 1, 0, 0);
    putPiece(b, 2, 4, 9);
    battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), r);
    battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), r);
    const out = new Int32Array(MAX_BATTLE_ACTIONS);
    const acts = Array.from(out.subarray(0, battleLegal(b, content, out)));
    expect(acts).toContain(encodeBattleAction(OP_ABILITY, 2 * ABIL_SLOTS, 0));
    expect(acts).toContain(encodeBattleAction(OP_ABILITY, 2 * ABIL_SLOTS, 1));
  });
});
