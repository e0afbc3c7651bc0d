// Basic behaviour of Ferrymen, Erde, Wildero Wibo and Hexen (journeys and paths to
// victory) that each clan's own test file builds on, plus the implementation status.
import { describe, expect, it } from 'vitest';
import { defaultValues, Rng } from '@balance-lab/core';
import { darkleaf } from '../src/index.js';
import {
  A_DECLARE_DEED, A_MOVE, A_RETURN_BONE, A_SQUARE, argB, checkInvariants, configWith, encode, kindOf, legal,
  outcome, play, PositionBuilder, S, ScriptedRng, sq, noDice,
} from './helpers.js';

const moves = (s: S.DarkleafState, u: number) => legal(s).filter((a) => kindOf(a) === A_MOVE && ((a >>> 6) & 255) === u).map(argB).sort((x, y) => x - y);
const squares = (...n: string[]) => n.map(sq).sort((x, y) => x - y);

describe('Ferrymen', () => {
  it('FE-D-1 Ferrymen never declare: the turn goes straight to the journey [L664]', () => {
    const b = new PositionBuilder('ferrymen', 'murg');
    const p = b.place(0, 'pawn', 'd2');
    b.place(1, 'king', 'h8');
    const s = b.startTurn(0, new ScriptedRng([2]));
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
    expect(moves(s, p)).toEqual(squares('d4')); // pawn: N only (A.4)
  });

  it('FE-V-1 two push-offs win (the victory check) [L587]', () => {
    const b = new PositionBuilder('ferrymen', 'murg');
    b.place(0, 'pawn', 'a2');
    b.place(1, 'king', 'h8');
    b.s.progress[S.PR_PUSHOFFS] = 2;
    const s = b.startTurn(0, new ScriptedRng([1])); // CR-END-1: checked after the first decision (auto-applied Upkeep)
    expect(outcome(s)).toEqual({ kind: 'win', winners: [0], reason: 'two push-offs' });
  });
});

describe('Erde', () => {
  it('ER-D-2 / T-60 Reclaim on 6+: the square is marked and the pawn relocated next to the king [L763]', () => {
    const b = new PositionBuilder('erde', 'murg');
    const p = b.place(0, 'pawn', 'd4');
    b.place(0, 'king', 'a1');
    b.place(1, 'king', 'h8');
    const s = b.startTurn(0, noDice());
    expect(legal(s)).toContain(encode(A_DECLARE_DEED, p, 0, 0));
    play(s, encode(A_DECLARE_DEED, p, 0, 0), new ScriptedRng([6]));
    expect(s.terr[sq('d4')]! & S.TERR_RECLAIMED).toBe(1);
    expect(s.progress[S.PR_RECLAIMED]).toBe(1);
    expect(legal(s).map(argB).sort((x, y) => x - y)).toEqual(squares('a2', 'b1', 'b2'));
    play(s, encode(A_SQUARE, 0, sq('b2')), noDice());
    expect(s.uSq[p]).toBe(sq('b2'));
    expect(checkInvariants(s)).toEqual([]);
  });

  it('ER-D-2 / T-30 Reclaim fails on 5 without One With the Land, succeeds with it [L763, L759]', () => {
    for (const law of [false, true]) {
      const b = new PositionBuilder('erde', 'murg');
      const p = b.place(0, 'pawn', 'd4');
      b.place(0, 'king', 'a1');
      b.place(1, 'king', 'h8');
      if (law) b.law(0, 'oneWithTheLand');
      const s = b.startTurn(0, noDice());
      play(s, encode(A_DECLARE_DEED, p, 0, 0), new ScriptedRng([5]));
      expect((s.terr[sq('d4')]! & S.TERR_RECLAIMED) !== 0).toBe(law);
    }
  });

  it('ER-V-1 / T-42 the king may not journey onto the centre before all 4 are Reclaimed; after, that journey wins [L698]', () => {
    const b = new PositionBuilder('erde', 'murg');
    const k = b.place(0, 'king', 'd2');
    b.place(1, 'king', 'h8');
    b.reclaimed(0, 'd4', 'e4', 'd5');
    const s = b.startTurn(0, new ScriptedRng([2]));
    expect(moves(s, k)).not.toContain(sq('d4'));
    const b2 = new PositionBuilder('erde', 'murg');
    const k2 = b2.place(0, 'king', 'd2');
    b2.place(1, 'king', 'h8');
    b2.reclaimed(0, 'd4', 'e4', 'd5', 'e5');
    const s2 = b2.startTurn(0, new ScriptedRng([2]));
    play(s2, encode(A_MOVE, k2, sq('d4')), noDice());
    expect(outcome(s2)).toEqual({ kind: 'win', winners: [0], reason: 'reclaimed centre' });
  });

  it('ER-T-2 / T-61 an Erde unit starting on a Reclaimed square may journey in any direction [L737]', () => {
    const b = new PositionBuilder('erde', 'murg');
    const p = b.place(0, 'pawn', 'd4');
    b.place(1, 'king', 'h8');
    b.reclaimed(0, 'd4');
    const s = b.startTurn(0, new ScriptedRng([1]));
    expect(moves(s, p)).toEqual(squares('c3', 'd3', 'e3', 'c4', 'e4', 'c5', 'd5', 'e5'));
  });

  it('ER-U-5 / IX-1 Thick Skin: the Erde king is not vanquished by a clan whose path does not name the royal [L775]', async () => {
    const { isInvulnerable } = await import('../src/units.js');
    const b = new PositionBuilder('erde', 'hexen');
    const k = b.place(0, 'king', 'd4');
    expect(isInvulnerable(b.s, k, 1)).toBe(true);
    const b2 = new PositionBuilder('erde', 'murg');
    const k2 = b2.place(0, 'king', 'd4');
    expect(isInvulnerable(b2.s, k2, 1)).toBe(false);
  });

  it('ER-U-2 / T-62 Lock Arms: a sage neighbouring the rook in the Woods is invulnerable; in the Seat it is not [L714]', async () => {
    const { isInvulnerable } = await import('../src/units.js');
    const b = new PositionBuilder('erde', 'murg');
    const sg = b.place(0, 'sage', 'd3');
    b.place(0, 'rook', 'e3');
    expect(isInvulnerable(b.s, sg, 1)).toBe(true);
    const b2 = new PositionBuilder('erde', 'murg');
    const sg2 = b2.place(0, 'sage', 'd1');
    b2.place(0, 'rook', 'e1');
    expect(isInvulnerable(b2.s, sg2, 1)).toBe(false);
  });
});

describe('Wildero Wibo', () => {
  it('WI-V-1 / T-43 six Wibo pawns in the Seat win at the end of the Wibo turn only [L794]', () => {
    const b = new PositionBuilder('wibo', 'murg');
    for (const f of 'abcdef') b.place(0, 'pawn', `${f}1`);
    b.place(0, 'queen', 'h4');
    b.place(1, 'king', 'h8');
    const s = b.startTurn(0, new ScriptedRng([1]));
    expect(outcome(s)).toBeNull();
    play(s, encode(A_MOVE, 14, sq('h5')), noDice());
    play(s, encode(A_RETURN_BONE), noDice());
    expect(outcome(s)).toEqual({ kind: 'win', winners: [0], reason: 'six pawns in seat' });
  });

  it('WI-U-5 the Wibo queen journeys exactly 1 square whatever the roll [L825]', () => {
    const b = new PositionBuilder('wibo', 'murg');
    const q = b.place(0, 'queen', 'd4');
    b.place(1, 'king', 'h8');
    const s = b.startTurn(0, new ScriptedRng([5]));
    expect(moves(s, q)).toEqual(squares('c3', 'd3', 'e3', 'c4', 'e4', 'c5', 'd5', 'e5'));
  });

  it('WI-U-4 / T-71 Biotic Refuge: a Wibo pawn diagonal to the Wibo rook cannot be vanquished [L820]', () => {
    const b = new PositionBuilder('murg', 'wibo');
    b.place(0, 'pawn', 'd4');
    const wp = b.place(1, 'pawn', 'e5');
    b.place(1, 'rook', 'f6');
    b.place(1, 'queen', 'h8');
    const s = b.startTurn(0, new ScriptedRng([1]));
    expect(legal(s).filter((a) => kindOf(a) === A_DECLARE_DEED && ((a >>> 14) & 255) === wp)).toEqual([]);
  });
});

describe('Hexen', () => {
  it('HX-V-1 / T-79 / T-92 Quarry candidates: non-royal, non-rook rival units in the far 2 ranks [L890, L968]', () => {
    const cfg = darkleaf.configure(defaultValues(darkleaf.parameters));
    const s = darkleaf.setup(cfg, ['hexen', 'murg'], new Rng('q'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SETUP);
    const cands = legal(s).map((a) => s.uSq[(a >>> 6) & 255]!).sort((x, y) => x - y);
    // Murg (seat 1, rotated): sages c1/f1 → f8/c8, pawns a2–h2 → rank 7; not the king, not the rook (rank 6).
    expect(cands).toEqual(squares('a7', 'b7', 'c7', 'd7', 'e7', 'f7', 'g7', 'h7', 'c8', 'f8'));
    play(s, legal(s)[0]!, new Rng('q1'));
    play(s, legal(s)[0]!, new Rng('q2'));
    expect(s.g[S.G_PHASE]).not.toBe(S.PH_SETUP);
  });

  it('HX-V-2 / T-44 vanquishing the 2nd Quarry wins at once, even in the rival\'s turn [L890]', () => {
    const b = new PositionBuilder('huldra', 'hexen');
    b.place(0, 'pawn', 'a2');
    const q1 = b.place(0, 'pawn', 'a4');
    b.quarry(q1);
    b.s.progress[4 + S.PR_QUARRY] = 1;
    b.place(1, 'queen', 'h8');
    b.setupDone(1);
    const s = b.startTurn(0, new ScriptedRng([2]));
    // A Huldra pawn cannot hunt its own pawn; vanquish it through the engine primitive instead.
    return import('../src/units.js').then(({ vanquish }) => {
      vanquish(s, q1, 1);
      expect(outcome(s)).toEqual({ kind: 'win', winners: [1], reason: 'divine quarry' });
    });
  });

  it('HX-T-1 / T-32 the Hexen roll is a compass direction; the unit moves any distance until blocked [L916]', () => {
    const b = new PositionBuilder('hexen', 'murg');
    const p = b.place(0, 'pawn', 'd4');
    b.place(1, 'king', 'd7');
    b.setupDone(0);
    const s = b.startTurn(0, new ScriptedRng([1])); // 1 = forward
    expect(moves(s, p)).toEqual(squares('d5', 'd6'));
    const b2 = new PositionBuilder('hexen', 'murg', configWith({}));
    const p2 = b2.place(0, 'pawn', 'd4');
    b2.place(1, 'king', 'h8');
    b2.setupDone(0);
    b2.law(0, 'celestialCompass');
    const s2 = b2.startTurn(0, new ScriptedRng([3])); // 3 = right, ±1 with Celestial Compass
    expect(moves(s2, p2)).toEqual(squares('e5', 'f6', 'g7', 'e4', 'f4', 'g4', 'h4', 'e3', 'f2', 'g1'));
  });
});

describe('testing kit', () => {
  it('checkInvariants reports a corrupted position (INV-1, INV-12)', () => {
    const b = new PositionBuilder('murg', 'huldra');
    const p = b.place(0, 'pawn', 'd4');
    expect(checkInvariants(b.s)).toEqual([]);
    b.s.board[sq('d4')] = -1;
    expect(checkInvariants(b.s).some((v) => v.startsWith('INV-1'))).toBe(true);
    b.s.board[sq('d4')] = p;
    b.s.terr[sq('d4')] = S.TERR_RECLAIMED;
    expect(checkInvariants(b.s).some((v) => v.startsWith('INV-12'))).toBe(true);
  });
});

describe('implementation status', () => {
  it('all six clans are implemented completely (no clan hook set reports missing rules)', async () => {
    const { clanStatus } = await import('../src/index.js');
    expect(clanStatus.map((c) => c.id)).toEqual(['huldra', 'murg', 'ferrymen', 'erde', 'wibo', 'hexen']);
    expect(clanStatus.filter((c) => !c.complete)).toEqual([]);
  });
});

describe('hook tables', () => {
  it('the six clan hook tables share one hidden class, so HOOKS[clan].x is a monomorphic load (clans/base.ts clanHooks)', async () => {
    const { setFlagsFromString } = await import('node:v8');
    const { HOOKS } = await import('../src/clans/index.js');
    setFlagsFromString('--allow-natives-syntax');
    const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
    expect(sameMap({ x: 1 }, { y: 1 })).toBe(false); // the intrinsic answers, not a stub
    expect(HOOKS.map((h) => sameMap(h, HOOKS[0]!))).toEqual([true, true, true, true, true, true]);
  });
});
