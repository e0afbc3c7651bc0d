// GameDefinition.stopBeforeChance: on a bot's scratch copy the rival's Phase-3 roll (TS-3) waits as a
// decision, so greedy scores a move that hands the turn on by the roll's odds, not by one roll.
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '@balance-lab/core';
import { darkleaf } from '../src/index.js';
import { A_CANCEL, A_DECLARE_JOURNEY, encode } from '../src/actions.js';
import { PositionBuilder, S, act, legal, legalDescriptions, noDice, play } from './helpers.js';

/** Murg (seat 0) at its slot decision after a cancelled journey of `roll`; Huldra (seat 1) rolls a d4 first (HU-T-1). */
function murgAtSlot(roll: number): S.DarkleafState {
  const b = new PositionBuilder('murg', 'huldra');
  b.place(0, 'pawn', 'a2');
  b.place(0, 'king', 'e1');
  b.place(1, 'pawn', 'h7');
  b.place(1, 'queen', 'd8');
  const rng = new ScriptedRng([roll]);
  const s = b.startTurn(0, rng); // no Destroy target: the journey is declared on its own and rolls
  expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
  play(s, encode(A_CANCEL), noDice());
  expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
  return s;
}

describe('stopBeforeChance: the rival roll waits on a bot\'s copy (TS-3, HU-T-1)', () => {
  it('TS-3 on a copy marked for seat 0, Huldra\'s roll-first roll waits at the bone choice and nothing is drawn', () => {
    const real = murgAtSlot(3);
    const copy = darkleaf.clone(real);
    darkleaf.stopBeforeChance!(copy, 0);
    act(copy, 'return the 3 to the pool', noDice()); // noDice throws if anything is rolled
    expect(copy.g[S.G_SEAT]).toBe(1);
    expect(copy.g[S.G_PHASE]).toBe(S.PH_CHOOSE_BONE);
    expect(legalDescriptions(copy)).toHaveLength(1);
    // The evaluation scores the position before the roll.
    const v = darkleaf.evaluate!(copy, 0);
    expect(Number.isFinite(v) && Math.abs(v) < 1).toBe(true);
    // The waiting roll is the ordinary one: it rolls and the turn goes on.
    play(copy, legal(copy)[0]!, new ScriptedRng([2]));
    expect(copy.g[S.G_ROLL]).toBe(2);
    expect(copy.g[S.G_PHASE]).not.toBe(S.PH_CHOOSE_BONE);
  });

  it('TS-3 the game itself (an unmarked state) rolls for Huldra at once, as before', () => {
    const s = murgAtSlot(3);
    act(s, 'return the 3 to the pool', new ScriptedRng([4]));
    expect(s.g[S.G_SEAT]).toBe(1);
    expect(s.g[S.G_ROLL]).toBe(4);
    expect(s.g[S.G_PHASE]).not.toBe(S.PH_CHOOSE_BONE);
  });

  it('TS-3 the marked seat\'s own roll is still drawn: Murg\'s declared journey rolls on its own copy', () => {
    const b = new PositionBuilder('murg', 'huldra');
    b.place(0, 'pawn', 'a2');
    b.place(0, 'king', 'e1');
    b.place(1, 'pawn', 'a3'); // a Destroy target, so Murg chooses between journey and deed
    b.place(1, 'queen', 'd8');
    const s = b.startTurn(0, noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_DECLARE);
    darkleaf.stopBeforeChance!(s, 0);
    play(s, encode(A_DECLARE_JOURNEY), new ScriptedRng([2]));
    expect(s.g[S.G_ROLL]).toBe(2);
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
  });

  it('the mark belongs to the copy: copyInto keeps it, clone does not pass it on', () => {
    const real = murgAtSlot(3);
    const marked = darkleaf.clone(real);
    darkleaf.stopBeforeChance!(marked, 0);
    darkleaf.copyInto(marked, real); // greedy copies each candidate's base into its marked scratch
    const cloned = darkleaf.clone(marked);
    act(marked, 'return the 3 to the pool', noDice());
    expect(marked.g[S.G_PHASE]).toBe(S.PH_CHOOSE_BONE);
    act(cloned, 'return the 3 to the pool', new ScriptedRng([1]));
    expect(cloned.g[S.G_ROLL]).toBe(1);
    expect(cloned.g[S.G_PHASE]).not.toBe(S.PH_CHOOSE_BONE);
  });
});
