// The Darkleaf testing kit used from outside the package, as a designer would:
// ten of The Murg's scenario tests (packages/darkleaf/test/murg.test.ts), written
// only against the public entry point @balance-lab/darkleaf/testing (position
// builder, scripted dice, legal actions, invariants).
import { describe, expect, it } from 'vitest';
import {
  A_DECLARE_DEED, A_DECLARE_JOURNEY, A_MOVE, A_SLOT, A_SPEND_RELIC, A_SQUARE, encode, kindOf, legal, outcome, play,
  PositionBuilder, S, ScriptedRng, sq,
} from '@balance-lab/darkleaf/testing';

const deeds = (s: S.DarkleafState) => legal(s).filter((a) => kindOf(a) === A_DECLARE_DEED);

/** The Murg (seat 0) to move against `rival` (seat 1). */
function murgTurn(rival: string, build: (b: PositionBuilder) => void) {
  const b = new PositionBuilder('murg', rival);
  build(b);
  return b;
}

describe('Darkleaf testing kit from outside the package: The Murg scenarios', () => {
  it('MU-D-2 / T-26 Destroy with 3+ vanquishes an adjacent rival and moves into its square [L187, L555]', () => {
    let p = 0, t = 0;
    const b = murgTurn('huldra', (b) => { p = b.place(0, 'pawn', 'd4'); t = b.place(1, 'pawn', 'e5'); b.place(1, 'queen', 'h8'); });
    const s = b.startTurn(0);
    expect(deeds(s)).toEqual([encode(A_DECLARE_DEED, p, t, 0)]);
    play(s, encode(A_DECLARE_DEED, p, t, 0), new ScriptedRng([3]));
    expect(s.uSq[t]).toBe(S.SQ_GRAVEYARD);
    expect(s.uSq[p]).toBe(sq('e5'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('MU-D-2 / T-12 a failed Destroy (roll 2) does nothing but the bone may still be slotted [L331]', () => {
    let p = 0, t = 0;
    const s = murgTurn('huldra', (b) => { p = b.place(0, 'pawn', 'd4'); t = b.place(1, 'pawn', 'e5'); b.place(1, 'queen', 'h8'); }).startTurn(0);
    play(s, encode(A_DECLARE_DEED, p, t, 0), new ScriptedRng([2]));
    expect(s.uSq[t]).toBe(sq('e5'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    expect(legal(s)).toContain(encode(A_SLOT, 0, 0));
  });

  it('MU-D-1 / T-86 Sanctioned Violence: the king may Destroy only when adjacent to the Murg rook [L184]', () => {
    const s = murgTurn('huldra', (b) => { b.place(0, 'king', 'e4'); b.place(1, 'pawn', 'e5'); b.place(1, 'queen', 'h8'); }).startTurn(0, new ScriptedRng([1]));
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY); // only Journey to declare → auto-applied
    const s2 = murgTurn('huldra', (b) => { b.place(0, 'king', 'e4'); b.place(0, 'rook', 'd3'); b.place(1, 'pawn', 'e5'); b.place(1, 'queen', 'h8'); }).startTurn(0);
    expect(deeds(s2)).toEqual([encode(A_DECLARE_DEED, 15, 16, 0)]);
  });

  it('MU-D-1 sages and rooks cannot declare Destroy [L559]', () => {
    const s = murgTurn('huldra', (b) => { b.place(0, 'sage', 'e4'); b.place(0, 'rook', 'd4'); b.place(1, 'pawn', 'e5'); b.place(1, 'queen', 'h8'); }).startTurn(0, new ScriptedRng([1]));
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
  });

  it('MU-U-3 / T-87 Target Lock: two adjacent non-royal targets, 4+ vanquishes both and the knight moves into one [L180]', () => {
    let k = 0, a = 0, c = 0;
    const b = murgTurn('huldra', (b) => { k = b.place(0, 'knight', 'd4'); a = b.place(1, 'pawn', 'c5'); c = b.place(1, 'pawn', 'e5'); b.place(1, 'queen', 'd5'); });
    const s = b.startTurn(0);
    const lock = deeds(s).find((x) => {
      const t1 = (x >>> 14) & 255, t2 = ((x >>> 22) & 255) - 1;
      return (t1 === a && t2 === c) || (t1 === c && t2 === a);
    })!;
    expect(lock).toBeDefined();
    // The royal is never a Target Lock target.
    expect(deeds(s).filter((x) => ((x >>> 22) & 255) - 1 === 30).length).toBe(0);
    play(s, lock, new ScriptedRng([4]));
    expect(s.uSq[a]).toBe(S.SQ_GRAVEYARD);
    expect(s.uSq[c]).toBe(S.SQ_GRAVEYARD);
    expect(legal(s).sort()).toEqual([encode(A_SQUARE, 0, sq('c5')), encode(A_SQUARE, 0, sq('e5'))].sort());
    play(s, encode(A_SQUARE, 0, sq('e5')));
    expect(s.uSq[k]).toBe(sq('e5'));
    const s3 = murgTurn('huldra', (b) => { b.place(0, 'knight', 'd4'); b.place(1, 'pawn', 'c5'); b.place(1, 'pawn', 'e5'); b.place(1, 'queen', 'h8'); }).startTurn(0);
    play(s3, deeds(s3).find((x) => ((x >>> 22) & 255) > 0)!, new ScriptedRng([3]));
    expect(s3.uSq[16]).toBe(sq('c5'));
    expect(s3.uSq[17]).toBe(sq('e5'));
  });

  it('MU-D-3 / T-40 Destroy on the royal wins with a 6; a 5 does nothing (G-41) [L499]', () => {
    const mk = () => murgTurn('huldra', (b) => { b.place(0, 'pawn', 'd4'); b.place(1, 'queen', 'd5'); }).startTurn(0);
    const s = mk();
    play(s, encode(A_DECLARE_DEED, 0, 30, 0), new ScriptedRng([5]));
    expect(outcome(s)).toBeNull();
    expect(s.uSq[30]).toBe(sq('d5'));
    const s2 = mk();
    play(s2, encode(A_DECLARE_DEED, 0, 30, 0), new ScriptedRng([6]));
    expect(outcome(s2)).toEqual({ kind: 'win', winners: [0], reason: 'royal destroyed' });
  });

  it('MU-S-5 / T-40 with Technological Singularity a 5 destroys the royal (G-42) [L171]', () => {
    const s = murgTurn('huldra', (b) => { b.place(0, 'pawn', 'd4'); b.place(1, 'queen', 'd5'); b.law(0, 'technologicalSingularity'); }).startTurn(0);
    play(s, encode(A_DECLARE_DEED, 0, 30, 0), new ScriptedRng([5]));
    expect(outcome(s)?.reason).toBe('royal destroyed');
  });

  it('MU-U-2 / T-53 Ambush: a sage journey ending on a rival destroys it; never on a rook or a Reclaimed square [L178, L567]', () => {
    const s = murgTurn('huldra', (b) => { b.place(0, 'sage', 'c1'); b.place(1, 'pawn', 'c4'); b.place(1, 'rook', 'f4'); b.place(1, 'queen', 'h8'); }).startTurn(0, new ScriptedRng([3]));
    expect(legal(s)).toContain(encode(A_MOVE, 10, sq('c4')));
    expect(legal(s)).not.toContain(encode(A_MOVE, 10, sq('f4')));
    play(s, encode(A_MOVE, 10, sq('c4')));
    expect(s.uSq[16]).toBe(S.SQ_GRAVEYARD);
    expect(s.uSq[10]).toBe(sq('c4'));
    const s2 = murgTurn('erde', (b) => { b.place(0, 'sage', 'd2'); b.place(1, 'pawn', 'd5'); b.reclaimed(1, 'd5'); b.place(1, 'king', 'h8'); }).startTurn(0, new ScriptedRng([3]));
    expect(legal(s2)).not.toContain(encode(A_MOVE, 10, sq('d5')));
  });

  it('MU-S-4 / T-54 Assassin: an Assassin sage ending its journey on the royal wins with a 3 [L568]', () => {
    const s = murgTurn('huldra', (b) => { const sg = b.place(0, 'sage', 'c1'); b.aura(sg, 'assassin'); b.place(1, 'queen', 'f4'); }).startTurn(0, new ScriptedRng([3]));
    play(s, encode(A_MOVE, 10, sq('f4')));
    expect(outcome(s)).toEqual({ kind: 'win', winners: [0], reason: 'royal destroyed' });
    const s2 = murgTurn('huldra', (b) => { b.place(0, 'sage', 'c1'); b.place(1, 'queen', 'f4'); }).startTurn(0, new ScriptedRng([3]));
    expect(legal(s2)).not.toContain(encode(A_MOVE, 10, sq('f4')));
  });

  it('MU-S-2 / T-81 Predictive Model is spent in Upkeep; the Murg then roll first and declare afterwards [L563]', () => {
    const b = murgTurn('huldra', (b) => { b.place(0, 'pawn', 'd4'); b.place(1, 'pawn', 'e5'); b.place(1, 'queen', 'h8'); b.relicTokens(0, 1, 1); });
    const rng = new ScriptedRng([4]);
    const s = b.startTurn(0, rng);
    expect(s.g[S.G_PHASE]).toBe(S.PH_UPKEEP);
    play(s, encode(A_SPEND_RELIC, 1), rng); // the Upkeep then has nothing left but "end": auto-applied
    expect(s.g[S.G_PHASE]).toBe(S.PH_POSTROLL);
    expect(s.g[S.G_ROLL]).toBe(4);
    expect(legal(s)).toContain(encode(A_DECLARE_DEED, 0, 16, 0));
    expect(legal(s)).toContain(encode(A_DECLARE_JOURNEY));
    // Without the relic, the relic is not offered at Phase 2.
    const s2 = murgTurn('huldra', (b) => { b.place(0, 'pawn', 'd4'); b.place(1, 'pawn', 'e5'); b.place(1, 'queen', 'h8'); }).startTurn(0);
    expect(legal(s2).some((a) => kindOf(a) === A_SPEND_RELIC)).toBe(false);
  });

});
