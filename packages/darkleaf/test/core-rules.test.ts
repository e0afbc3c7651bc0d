// Core rules (spec §2) as scenario tests on positions built directly.
import { describe, expect, it } from 'vitest';
import { defaultValues, Rng } from '@balance-lab/core';
import { darkleaf } from '../src/index.js';
import { ADJ, ray } from '../src/geometry.js';
import { anyPlacement, clearTarget, placementSquares, TARGET } from '../src/placement.js';
import {
  A_CANCEL, A_DECLARE_JOURNEY, A_END, A_LEAP, A_MOVE, A_PASS, A_RETURN_BONE, A_SLOT,
  A_TARGET, argB, checkInvariants, configWith, encode, kindOf, legal, outcome, play, PositionBuilder, S, ScriptedRng, sq, noDice,
} from './helpers.js';

const cfg = darkleaf.configure(defaultValues(darkleaf.parameters));
/** Starts `seat`'s turn and declares Journey (auto-applied when it is the only intent) with a forced roll. */
function journeyTurn(b: PositionBuilder, seat: number, roll: number): S.DarkleafState {
  const rng = new ScriptedRng([roll]);
  const s = b.startTurn(seat, rng);
  if (s.g[S.G_PHASE] === S.PH_UPKEEP) play(s, encode(A_END), rng);
  if (s.g[S.G_PHASE] === S.PH_DECLARE && legal(s).length === 1) play(s, encode(A_DECLARE_JOURNEY), rng);
  if (s.g[S.G_PHASE] === S.PH_DECLARE) play(s, encode(A_DECLARE_JOURNEY), rng);
  expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
  expect(s.g[S.G_ROLL]).toBe(roll);
  return s;
}
const slotsOf = (s: S.DarkleafState) => legal(s).filter((a) => kindOf(a) === A_SLOT).map((a) => [(a >>> 6) & 255, (a >>> 14) & 255]);

describe('setup (SU, T-3…T-5)', () => {
  it('T-3 after setup each player has 6 pool bones, 0 slotted, 1 Will token, no law [L213-219]', () => {
    const s = darkleaf.setup(cfg, ['murg', 'huldra'], new Rng('t3'));
    for (let seat = 0; seat < 2; seat++) {
      for (let b = 0; b < 6; b++) expect(s.boneLoc[seat * 6 + b]).toBe(-1);
      expect(s.willTok[seat]).toBe(1);
      expect(s.law[seat]).toBe(0);
    }
    expect(checkInvariants(s)).toEqual([]);
  });

  it('T-5 Murg layout: 13 units on c1 e1 f1 a2-h2 c3 f3, one knight in the graveyard, queen/2nd rook out [L197-203]', () => {
    const s = darkleaf.setup(cfg, ['murg', 'huldra'], new Rng('t5'));
    const names = ['c1', 'e1', 'f1', 'a2', 'b2', 'c2', 'd2', 'e2', 'f2', 'g2', 'h2', 'c3', 'f3'];
    for (const n of names) expect(s.board[sq(n)]).toBeGreaterThanOrEqual(0);
    let onBoard = 0;
    for (let u = 0; u < 16; u++) if (s.uSq[u]! >= 0) onBoard++;
    expect(onBoard).toBe(13);
    expect(s.uSq[9]).toBe(S.SQ_GRAVEYARD); // second knight
    expect(s.uSq[14]).toBe(S.SQ_OUT); // queen
    expect(s.uSq[13]).toBe(S.SQ_OUT); // second rook
    // Seat 1 is rotated 180° (G-16): the Huldra queen (local e1) stands on d8.
    expect(s.board[sq('d8')]).toBe(16 + 14);
  });

  it('T-4 the clan higher in the starting order moves first in every seating [L223-234]', () => {
    const order = ['hexen', 'wibo', 'murg', 'ferrymen', 'erde', 'huldra'];
    for (const a of order) for (const b of order) {
      if (a === b) continue;
      const s = darkleaf.setup(cfg, [a, b], new Rng('t4'));
      expect(s.g[S.G_FIRST_SEAT]).toBe(order.indexOf(a) < order.indexOf(b) ? 0 : 1);
    }
  });
});

describe('board geometry (§1.3)', () => {
  it('§1.3 no square is 8 or more squares from another: rays read off the board past the 7th square (a d8 Hunt with Long Bow asks for 9)', () => {
    // The ray table once held 8 entries per direction, so the 9th square along a direction was the
    // 1st square of the next direction, and a Hunt of 9 could target a unit off its line.
    for (let from = 0; from < 64; from++) {
      for (let d = 0; d < 8; d++) {
        for (let k = 8; k <= 15; k++) expect(ray(from, d, k)).toBe(-1);
        expect(ray(from, d, 1)).toBe(ADJ[from * 8 + d]);
      }
    }
    expect(ray(sq('a1'), 0, 7)).toBe(sq('a8'));
  });
});

describe('slotting (CR-S)', () => {
  // Forced choices are not auto-applied here, so a slot prompt with only "return" stays visible.
  const manual = configWith({ 'game.autoApplyForcedChoices': false });
  function murgAtSlot(roll: number, build?: (b: PositionBuilder) => void) {
    const b = new PositionBuilder('murg', 'huldra', manual);
    b.place(0, 'pawn', 'a2');
    b.place(1, 'queen', 'h8');
    build?.(b);
    const s = journeyTurn(b, 0, roll);
    play(s, encode(A_CANCEL), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    return { s, b };
  }

  it('CR-S-2 numeric validity: "1-2" accepts 1 or 2, "O"/"E" odd/even, "6" only 6 [L323]', () => {
    const { s } = murgAtSlot(3);
    // 3 fits Predictive Model slot 0 (O), Assassin slot 0 (3-4), the law (sum); not Iron Plating (1-2) or Loop (6).
    const rows = new Set(slotsOf(s).map(([r]) => r));
    expect(rows.has(0)).toBe(false);
    expect(rows.has(2)).toBe(false);
    expect(slotsOf(s)).toContainEqual([1, 0]);
    expect(slotsOf(s)).not.toContainEqual([1, 1]);
    expect(slotsOf(s)).toContainEqual([3, 0]);
  });

  it('CR-S-6 a cancelled journey still offers the slot decision; returning the bone is always legal [L331, L333]', () => {
    const { s } = murgAtSlot(6);
    expect(legal(s)).toContain(encode(A_RETURN_BONE));
    expect(slotsOf(s)).toContainEqual([2, 0]);
  });

  it('CR-S-3 / T-8 Sum Between 15 and 17: the last bone must land the total inside the range [L325]', () => {
    const { s } = murgAtSlot(6, (b) => b.slot(0, 4, 0, 6).slot(0, 4, 1, 6)); // 6+6+6 = 18 > 17
    expect(slotsOf(s).filter(([r]) => r === 4)).toEqual([]);
    const { s: s2 } = murgAtSlot(5, (b) => b.slot(0, 4, 0, 6).slot(0, 4, 1, 6)); // 17 fits
    expect(slotsOf(s2)).toContainEqual([4, 2]);
  });

  it('CR-S-3 / G-13 a sum-row bone that leaves the range unreachable is refused', () => {
    const { s } = murgAtSlot(1, (b) => b.slot(0, 4, 0, 1)); // 1+1+6 = 8 < 15
    expect(slotsOf(s).filter(([r]) => r === 4)).toEqual([]);
  });

  it('CR-S-8 / T-9 one in reserve: the last pool bone may only be slotted if it completes a row [L337]', () => {
    // Pool = 1 bone (the rolled one): five bones slotted in rows that it does not complete.
    const { s } = murgAtSlot(1, (b) => b.slot(0, 1, 0, 1).slot(0, 1, 1, 2).relicTokens(0, 1, 2).slot(0, 3, 0, 3).slot(0, 4, 0, 5).slot(0, 2, 0, 6));
    // Iron Plating slot with value 1 would not complete the row (both slots empty): refused.
    expect(slotsOf(s)).toEqual([]);
    const { s: s2 } = murgAtSlot(1, (b) => b.slot(0, 0, 0, 2).slot(0, 1, 0, 1).slot(0, 3, 0, 3).slot(0, 4, 0, 5).slot(0, 2, 0, 6));
    expect(slotsOf(s2)).toEqual([[0, 1]]); // completes Iron Plating
  });

  it('CR-S-7 / T-10 relic overload: with full relic slots the row takes bones but cannot complete [L335]', () => {
    const { s } = murgAtSlot(2, (b) => b.relicTokens(0, 1, 2).slot(0, 1, 0, 1));
    expect(slotsOf(s)).not.toContainEqual([1, 1]);
    const { s: s2 } = murgAtSlot(2, (b) => b.relicTokens(0, 1, 1).slot(0, 1, 0, 1));
    expect(slotsOf(s2)).toContainEqual([1, 1]);
  });

  it('CR-S-11 / G-104 no bone goes into the row of an active law', () => {
    const { s } = murgAtSlot(6, (b) => b.law(0, 'technologicalSingularity'));
    expect(slotsOf(s).filter(([r]) => r === 4)).toEqual([]);
  });

  it('CR-S-12 / G-14 an aura row cannot complete without an eligible unit; CR-S-9 its bones may be returned [L339]', () => {
    // Iron Plating needs a Murg pawn: remove it.
    const b = new PositionBuilder('murg', 'huldra');
    b.place(0, 'king', 'e1');
    b.place(1, 'queen', 'h8');
    b.slot(0, 0, 0, 1);
    const rng = new ScriptedRng([2]);
    const s = b.startTurn(0, rng);
    expect(legal(s)).toContain(encode(13 /* A_CLEAR_ROW */, 0)); // Upkeep offers clearing the dead row
    play(s, encode(A_END), rng);
    play(s, encode(A_CANCEL), noDice());
    expect(slotsOf(s)).not.toContainEqual([0, 1]);
  });

  it('CR-P-1 a completed row returns its bones to the pool and executes (aura on a chosen pawn) [L274-281]', () => {
    const { s } = murgAtSlot(2, (b) => { b.slot(0, 0, 0, 1); b.place(0, 'pawn', 'h2'); });
    play(s, encode(A_SLOT, 0, 1), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_ACQUIRE);
    const targets = legal(s);
    expect(targets.every((a) => kindOf(a) === A_TARGET)).toBe(true);
    expect(targets.length).toBe(2);
    play(s, targets[0]!, noDice());
    for (let i = 0; i < 6; i++) expect(s.boneLoc[i]).toBe(-1);
    expect(s.uAura[(targets[0]! >>> 6) & 255]).not.toBe(0);
    expect(s.g[S.G_SEAT]).toBe(1); // turn passed
    expect(checkInvariants(s)).toEqual([]);
  });

  it('CR-P-2 / T-16 a second Iron Plating on the same pawn is not offered [L343]', () => {
    const { s } = murgAtSlot(2, (b) => { b.slot(0, 0, 0, 1); const p = b.place(0, 'pawn', 'h2'); b.aura(p, 'ironPlating'); });
    play(s, encode(A_SLOT, 0, 1), noDice());
    // Only the a2 pawn (unit 0) lacks the aura.
    expect(legal(s)).toEqual([encode(A_TARGET, 0)]);
  });
});

describe('journeys (CR-J) and occupancy', () => {
  it('CR-J-2/3/4 exact distance, no leap-frog, no overshoot [L299-311]', () => {
    const b = new PositionBuilder('murg', 'huldra');
    const p = b.place(0, 'pawn', 'd4');
    b.place(0, 'pawn', 'd5'); // blocks N
    b.place(1, 'queen', 'h8');
    const s = journeyTurn(b, 0, 3);
    const dests = legal(s).filter((a) => kindOf(a) === A_MOVE && ((a >>> 6) & 255) === p).map(argB).sort((x, y) => x - y);
    // From d4 with 3: S d1, E g4, W a4, NE g7, SE g1, SW a1, NW a7; N blocked by d5.
    expect(dests).toEqual(['d1', 'g1', 'a1', 'a4', 'g4', 'a7', 'g7'].map(sq).sort((x, y) => x - y));
  });

  it('CR-J-5 / ER-T-2 a non-Erde unit may pass through but not end on a Reclaimed territory [L737]', () => {
    const b = new PositionBuilder('murg', 'erde');
    const p = b.place(0, 'pawn', 'd3');
    b.place(1, 'king', 'h8');
    b.reclaimed(1, 'd4');
    const s = journeyTurn(b, 0, 1);
    expect(legal(s)).not.toContain(encode(A_MOVE, p, sq('d4')));
    const s2 = new PositionBuilder('murg', 'erde');
    const p2 = s2.place(0, 'pawn', 'd3');
    s2.place(1, 'king', 'h8');
    s2.reclaimed(1, 'd4');
    const st = journeyTurn(s2, 0, 2);
    expect(legal(st)).toContain(encode(A_MOVE, p2, sq('d5')));
  });

  it('CR-J-7 a journey may be cancelled [L267]', () => {
    const b = new PositionBuilder('murg', 'huldra');
    b.place(0, 'pawn', 'a2');
    b.place(1, 'queen', 'h8');
    const s = journeyTurn(b, 0, 4);
    expect(legal(s)).toContain(encode(A_CANCEL));
  });
});

describe('next-best placement (CR-N)', () => {
  it('CR-N-1 / T-15 Leap next to a rook whose neighbouring squares are full goes to the nearest free ring [L290]', () => {
    const b = new PositionBuilder('huldra', 'murg');
    b.place(0, 'rook', 'e4');
    for (const n of ['e5', 'e3', 'd4', 'f4']) b.place(1, 'pawn', n);
    b.place(0, 'queen', 'a8');
    b.place(1, 'king', 'h1');
    const s = b.startTurn(0, new ScriptedRng([2]));
    const leaps = legal(s).filter((a) => kindOf(a) === A_LEAP).map(argB).sort((x, y) => x - y);
    // Distance 1 from {e5,e3,d4,f4}: the rook's diagonals d5 f5 d3 f3 and the squares beyond.
    // Ring 1 around {e5, e3, d4, f4} (all occupied): every free square at Chebyshev distance 1 from the set.
    const ring = ['d6', 'e6', 'f6', 'd5', 'f5', 'd2', 'e2', 'f2', 'd3', 'f3', 'c5', 'c4', 'c3', 'g5', 'g4', 'g3'];
    expect(leaps).toEqual(ring.map(sq).sort((x, y) => x - y));
  });

  it('CR-N-3 / G-58 anyPlacement answers as placementSquares does: Reclaimed ground takes only Erde units, CR-N widens to the whole board [L290]', () => {
    const b = new PositionBuilder('wibo', 'erde');
    b.place(0, 'rook', 'a1');
    b.place(1, 'king', 'h8');
    const target = (): void => {
      clearTarget();
      for (const d of [0, 2, 4, 6]) if (ADJ[sq('a1') * 8 + d]! >= 0) TARGET[ADJ[sq('a1') * 8 + d]!] = 1;
    };
    for (let q = 0; q < 64; q++) if (b.s.board[q] === -1) b.s.terr[q] = b.s.terr[q]! | S.TERR_RECLAIMED;
    for (const isErde of [false, true]) {
      target();
      expect([anyPlacement(b.s, isErde), placementSquares(b.s, isErde) > 0]).toEqual([isErde, isErde]);
    }
    b.s.terr[sq('g2')] = 0; // one free square far from the target set
    target();
    expect([anyPlacement(b.s, false), placementSquares(b.s, false)]).toEqual([true, 1]);
  });
});

describe('victory and termination', () => {
  it('CR-END-2 / G-83 the round cap ends the game as a timeout (counted apart from draws)', () => {
    const c = configWith({ 'game.maxRounds': 1 });
    const s = darkleaf.setup(c, ['ferrymen', 'erde'], new Rng('cap'));
    const buf = new Int32Array(darkleaf.maxActions);
    const rng = new Rng('cap2');
    while (!darkleaf.outcome(s)) {
      darkleaf.legalActions(s, buf);
      darkleaf.apply(s, buf[0]!, rng);
    }
    expect(outcome(s)).toEqual({ kind: 'timeout', winners: [], reason: 'round cap' });
    expect(darkleaf.length(s)).toBe(2);
    expect(outcome(s)).toBe(outcome(s)); // cached, no allocation
  });

  it('TS-6 legalActions is never empty while running; PASS is a real Huldra option (G-95)', () => {
    const b = new PositionBuilder('huldra', 'murg');
    b.place(0, 'pawn', 'a2');
    b.place(1, 'king', 'h8');
    const s = b.startTurn(0, new ScriptedRng([1]));
    expect(legal(s)).toContain(encode(A_PASS));
  });
});

describe('pushes (CR-V-11) — the primitive used by Flow/Tremor/Big Wave', () => {
  it('CR-V-11 / CR-V-4 / T-17 a rook is pushed inside the board but never off the edge; others go off and are vanquished [L315, L676]', async () => {
    const { pushUnit, PUSH_BLOCKED, PUSH_MOVED, PUSH_OFF_EDGE, PUSH_ABSORBED } = await import('../src/push.js');
    const b = new PositionBuilder('ferrymen', 'murg');
    const r = b.place(1, 'rook', 'a4');
    const p = b.place(1, 'pawn', 'h4');
    const ip = b.place(1, 'pawn', 'h6');
    b.aura(ip, 'ironPlating');
    const blocker = b.place(1, 'pawn', 'b5');
    const s = b.s;
    expect(pushUnit(s, r, 6 /* W */, true, 0)).toBe(PUSH_BLOCKED);
    expect(pushUnit(s, r, 2 /* E */, true, 0)).toBe(PUSH_MOVED);
    expect(s.uSq[r]).toBe(sq('b4'));
    expect(pushUnit(s, r, 0 /* N */, true, 0)).toBe(PUSH_BLOCKED); // b5 occupied
    expect(pushUnit(s, p, 2, false, 0)).toBe(PUSH_BLOCKED); // Tremor-type: the edge blocks
    expect(pushUnit(s, p, 2, true, 0)).toBe(PUSH_OFF_EDGE);
    expect(s.uSq[p]).toBe(S.SQ_GRAVEYARD);
    expect(pushUnit(s, ip, 2, true, 0)).toBe(PUSH_ABSORBED); // CR-V-7: aura removed, caller re-places (FE-C-3)
    expect(s.uSq[ip]).toBe(sq('h6'));
    expect(s.uAura[ip]).toBe(0);
    expect(blocker).toBeGreaterThan(0);
  });
});

describe('configuration', () => {
  it('SU-6 / G-26 willMode loserChooses is refused: a single game has no "player who lost last" (no silent fake)', () => {
    expect(() => configWith({ 'game.willMode': 'loserChooses' })).toThrow(/G-26/);
    expect(() => configWith({ 'game.willMode': 'blessings' })).not.toThrow(); // will.ts (CR-W)
  });

  it('G-24 mirror matches are refused unless game.allowMirror', () => {
    expect(() => darkleaf.setup(cfg, ['murg', 'murg'], new Rng('m'))).toThrow(/mirror/);
    const s = darkleaf.setup(configWith({ 'game.allowMirror': true }), ['murg', 'murg'], new Rng('m'));
    expect(s.g[S.G_FIRST_SEAT]).toBe(0);
  });
});
