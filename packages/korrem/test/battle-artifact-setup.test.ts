// §2.3 step 3, §3.4, G59: each side assigns its army's Artifacts at setup, once its cards are placed;
// alignment limits who may equip one; an NPC side assigns by its fixed rule; nobody able → graveyard.
import { describe, expect, it } from 'vitest';
import { battleAt, card, content, params, rng, side } from './battle-fixture.js';
import {
  OP_ASSIGN_ARTIFACT,
  OP_END_SETUP,
  OP_PASS_ARTIFACT,
  OP_PLACE,
  battleActionA,
  battleActionB,
  battleActionOp,
  battleApply,
  battleLegal,
  battleResult,
  createBattle,
  describeBattleAction,
  encodeBattleAction,
  startBattle,
  type BattleSideInput,
} from '../src/battle/battle.js';
import { ART_UNASSIGNED, MAX_BATTLE_ACTIONS, MAX_W, MODE_OVER, MODE_SETUP, type BattleState } from '../src/battle/battle-state.js';
import { mayHoldArtifact, mayUseArtifact } from '../src/battle/artifact-setup.js';

const EMBER = 0; // Elemental
const MOON = 1; // Elemental
const SUN_RELIC = 2; // Holy
const BONE_IDOL = 3; // Unholy

const out = new Int32Array(MAX_BATTLE_ACTIONS);
const legal = (b: BattleState): number[] => Array.from(out.subarray(0, battleLegal(b, content, out)));
const assigns = (b: BattleState): [number, number][] =>
  legal(b).filter((a) => battleActionOp(a) === OP_ASSIGN_ARTIFACT).map((a) => [battleActionA(a), battleActionB(a)]);
const END = encodeBattleAction(OP_END_SETUP, 0, -1);
const place = (p: number, x: number, y: number): number => encodeBattleAction(OP_PLACE, p, y * MAX_W + x);

function start(def: BattleSideInput, att: BattleSideInput): BattleState {
  const b = createBattle();
  startBattle(b, content, params(), def, att, {}, rng());
  return b;
}

describe('Artifact assignment at setup (§2.3 step 3, §3.4)', () => {
  it('§2.3 step 3: once its cards are placed the player side assigns each Artifact by one decision; a Machine may hold one; End setup only afterwards', () => {
    const b = start(side(['Footman', 'Golem'], { artifacts: [EMBER, MOON] }), side(['White Wolf'], {}, 100));
    expect(b.artHolder[0]).toBe(ART_UNASSIGNED);
    expect(assigns(b)).toEqual([]); // cards first
    battleApply(b, content, place(0, 4, 4), rng());
    expect(assigns(b)).toEqual([]);
    battleApply(b, content, place(1, 5, 4), rng());
    expect(assigns(b)).toEqual([[0, 0], [0, 1]]); // the Ember Crown first: to the Footman or the Golem
    expect(legal(b)).not.toContain(END);
    expect(describeBattleAction(b, content, encodeBattleAction(OP_ASSIGN_ARTIFACT, 0, 1))).toBe('Assign the Ember Crown to the Golem');
    battleApply(b, content, encodeBattleAction(OP_ASSIGN_ARTIFACT, 0, 1), rng());
    expect(assigns(b)).toEqual([[1, 0], [1, 1]]); // then the Moon Shard
    battleApply(b, content, encodeBattleAction(OP_ASSIGN_ARTIFACT, 1, 0), rng());
    expect(assigns(b)).toEqual([]);
    expect(legal(b)).toContain(END);
    battleApply(b, content, END, rng());
    expect([b.mode, b.activeSide]).toEqual([MODE_SETUP, 1]);
    expect([b.artHolder[0], b.artHolder[1]]).toEqual([1, 0]);
  });

  it('§3.4 alignment: a Holy Artifact is never offered to a character with an Unholy-magic ability, an Unholy one never to a Holy-magic character', () => {
    expect(mayHoldArtifact(content, card('Seuthsayer'), SUN_RELIC)).toBe(false);
    expect(mayHoldArtifact(content, card('Paladin'), BONE_IDOL)).toBe(false);
    expect(mayHoldArtifact(content, card('Paladin'), SUN_RELIC)).toBe(true);
    expect(mayHoldArtifact(content, card('Golem'), BONE_IDOL)).toBe(true);
    expect(mayUseArtifact(content, card('Golem'), EMBER)).toBe(false); // Machines hold but never use
    const b = start(side(['Seuthsayer', 'Footman', 'Paladin'], { artifacts: [SUN_RELIC, BONE_IDOL] }), side(['White Wolf'], {}, 100));
    battleApply(b, content, place(0, 3, 4), rng());
    battleApply(b, content, place(1, 4, 4), rng());
    battleApply(b, content, place(2, 5, 4), rng());
    expect(assigns(b)).toEqual([[0, 1], [0, 2]]); // Sun Relic: not the Seuthsayer (Hex Curse is Unholy)
    battleApply(b, content, encodeBattleAction(OP_ASSIGN_ARTIFACT, 0, 2), rng());
    expect(assigns(b)).toEqual([[1, 0], [1, 1]]); // Bone Idol: not the Paladin (Smite is Holy)
  });

  it('G59: an Artifact nobody in the army may equip waits in its side\'s graveyard and goes to the winner', () => {
    const b = start(side(['Paladin'], { artifacts: [BONE_IDOL] }), side(['White Wolf'], {}, 100));
    battleApply(b, content, place(0, 4, 4), rng());
    expect(assigns(b)).toEqual([]);
    expect(legal(b)).toContain(END);
    battleApply(b, content, END, rng());
    expect([b.artHolder[0], b.artSide[0]]).toEqual([-1, 0]);
    b.mode = MODE_OVER; // read the result as it stands
    expect(battleResult(b).graveyardArtifacts).toEqual([BONE_IDOL]);
  });

  it('§2.3 step 3 NPC rule (ASSUMPTION): each Artifact to the first character that may use it, else the first that may hold it (a Machine), else the graveyard', () => {
    const npc = side(['Golem', 'Seuthsayer', 'Footman'], { npc: true, artifacts: [SUN_RELIC, EMBER, BONE_IDOL] });
    const b = start(npc, side(['White Wolf'], {}, 100));
    expect([b.mode, b.activeSide]).toEqual([MODE_SETUP, 1]); // the NPC Defender set up by itself
    expect([b.artHolder[0], b.artHolder[1], b.artHolder[2]]).toEqual([2, 1, 1]); // Footman, Seuthsayer, Seuthsayer
    const machine = start(side(['Golem', 'Paladin'], { npc: true, artifacts: [BONE_IDOL] }), side(['White Wolf'], {}, 100));
    expect(machine.artHolder[0]).toBe(0); // only the Golem may hold it (and never use it)
    const nobody = start(side(['Paladin'], { npc: true, artifacts: [BONE_IDOL] }), side(['White Wolf'], {}, 100));
    expect(nobody.artHolder[0]).toBe(-1);
  });

  it('§3.4 passing follows the same alignment: the Sun Relic is never passed to the Seuthsayer', () => {
    const b = battleAt(
      side(['Squire']),
      { npc: false, pieces: [{ card: card('Footman'), ref: 100, artifacts: [SUN_RELIC] }, { card: card('Seuthsayer'), ref: 101 }, { card: card('Apprentice'), ref: 102 }] },
      [[4, 4], [4, 5], [5, 5], [3, 5]],
    );
    const passes = legal(b).filter((a) => battleActionOp(a) === OP_PASS_ARTIFACT).map((a) => battleActionB(a));
    expect(passes).toEqual([3]); // to the Apprentice only
  });
});
