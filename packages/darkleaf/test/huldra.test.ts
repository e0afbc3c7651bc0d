// Huldra [L401-489], spec §3.1.
import { describe, expect, it } from 'vitest';
import {
  A_END, A_HUNT, A_LEAP, A_MOVE_PART, A_PASS, A_RENEW, A_SLOT, A_TWEAK, argB, checkInvariants, encode,
  kindOf, legal, outcome, play, PositionBuilder, S, ScriptedRng, sq, noDice,
} from './helpers.js';

const hunts = (s: S.DarkleafState) => legal(s).filter((a) => kindOf(a) === A_HUNT);

/** Huldra (seat 0) against The Murg (seat 1), Huldra to move with a forced roll. */
function huldraTurn(build: (b: PositionBuilder) => void, roll: number, extra: number[] = []) {
  const b = new PositionBuilder('huldra', 'murg');
  build(b);
  const rng = new ScriptedRng([roll, ...extra]);
  const s = b.startTurn(0, rng);
  return { s, b, rng };
}

describe('Huldra', () => {
  it('HU-T-1 / T-84 Huldra roll first and choose the use of the roll afterwards [L442]', () => {
    const { s } = huldraTurn((b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'king', 'h8'); }, 3);
    expect(s.g[S.G_PHASE]).toBe(S.PH_POSTROLL);
    expect(s.g[S.G_ROLL]).toBe(3);
  });

  it('HU-D-1 a Hunt hits a rival exactly at the roll distance along a Hunt direction [L468]', () => {
    let p = 0, t = 0;
    const { s } = huldraTurn((b) => { p = b.place(0, 'pawn', 'a2'); t = b.place(1, 'pawn', 'a5'); b.place(1, 'king', 'h8'); }, 3);
    expect(hunts(s)).toEqual([encode(A_HUNT, p, t, 0)]);
    play(s, encode(A_HUNT, p, t, 0), noDice());
    expect(s.uSq[t]).toBe(S.SQ_GRAVEYARD);
    const { s: s2 } = huldraTurn((b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'pawn', 'a5'); b.place(1, 'king', 'h8'); }, 2);
    expect(hunts(s2)).toEqual([]);
  });

  it('HU-D-1 line of sight: any unit in between blocks the Hunt [L468]', () => {
    const { s } = huldraTurn((b) => {
      b.place(0, 'rook', 'a1');
      b.place(1, 'pawn', 'a3');
      b.place(1, 'knight', 'a5');
      b.place(1, 'king', 'h8');
    }, 4);
    expect(hunts(s)).toEqual([]);
  });

  it('HU-D-4 angle limitations: a pawn hunts straight ahead only (G-32) [L472]', () => {
    const { s } = huldraTurn((b) => { b.place(0, 'pawn', 'd2'); b.place(1, 'pawn', 'f4'); b.place(1, 'pawn', 'd1'); b.place(1, 'king', 'h8'); }, 2);
    expect(hunts(s)).toEqual([]);
  });

  it('HU-U-3 Arc Shot: the knight hunts over pawns, not over other units [L428]', () => {
    let k = 0, t = 0;
    const { s } = huldraTurn((b) => {
      k = b.place(0, 'knight', 'c3');
      b.place(1, 'pawn', 'c4');
      t = b.place(1, 'knight', 'c6');
      b.place(1, 'king', 'h8');
    }, 3);
    expect(hunts(s)).toContain(encode(A_HUNT, k, t, 0));
    const { s: s2 } = huldraTurn((b) => {
      b.place(0, 'knight', 'c3');
      b.place(1, 'sage', 'c4');
      b.place(1, 'knight', 'c6');
      b.place(1, 'king', 'h8');
    }, 3);
    expect(hunts(s2)).toEqual([]);
  });

  it('HU-D-3 / G-103 an invulnerable rook cannot be chosen as Hunt target [L315]', () => {
    const { s } = huldraTurn((b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'rook', 'a4'); b.place(1, 'king', 'h8'); }, 2);
    expect(hunts(s)).toEqual([]);
  });

  it('HU-D-3 / T-39 a Hunt marks the royal (it stays); the 3rd mark wins [L407]', () => {
    let q = 0, k = 0;
    const { s } = huldraTurn((b) => { q = b.place(0, 'queen', 'a2'); k = b.place(1, 'king', 'c4'); }, 2);
    play(s, encode(A_HUNT, q, k, 0), noDice());
    expect(s.uSq[k]).toBe(sq('c4'));
    expect(s.progress[S.PR_MARKS]).toBe(1);
    expect(outcome(s)).toBeNull();
    const { s: s3 } = huldraTurn((b) => { q = b.place(0, 'queen', 'a2'); k = b.place(1, 'king', 'c4'); b.marks(0, 2); }, 2);
    play(s3, encode(A_HUNT, q, k, 0), noDice());
    expect(outcome(s3)).toEqual({ kind: 'win', winners: [0], reason: 'three hunts' });
  });

  it('G-8 / T-91 a Hunt mark is recorded even when all 5 Huldra chips are in use; no 6th aura can be acquired [L217, L361]', async () => {
    let q = 0, k = 0;
    const { s } = huldraTurn((b) => {
      for (const f of 'bcdef') b.aura(b.place(0, 'pawn', `${f}2`), 'longBow');
      b.place(0, 'pawn', 'g2'); // eligible for Long Bow, but no chip is free
      q = b.place(0, 'queen', 'a2');
      k = b.place(1, 'king', 'a4');
    }, 2);
    expect(s.chips[0]).toBe(5);
    const { rowExecutable } = await import('../src/slotting.js');
    expect(rowExecutable(s, 0, 0)).toBe(false); // Long Bow needs a free chip (CR-S-12)
    play(s, encode(A_HUNT, q, k, 0), noDice());
    expect(s.progress[S.PR_MARKS]).toBe(1);
    expect(s.chips[0]).toBe(5);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('HU-S-1 Long Bow: the pawn may hunt at roll+1 and along the forward diagonals (G-34) [L448]', () => {
    let p = 0, t = 0, t2 = 0;
    const { s } = huldraTurn((b) => {
      p = b.place(0, 'pawn', 'd2');
      b.aura(p, 'longBow');
      t = b.place(1, 'pawn', 'f4'); // NE at 2
      t2 = b.place(1, 'pawn', 'd3'); // N at 1
      b.place(1, 'king', 'h8');
    }, 1);
    expect(hunts(s).sort()).toEqual([encode(A_HUNT, p, t2, 0), encode(A_HUNT, p, t, 1)].sort());
  });

  it('HU-S-2 Pivot: a sage may stop early and hunt with the rest of the roll in another direction (G-73) [L452]', () => {
    let sage = 0, t = 0;
    const { s } = huldraTurn((b) => {
      sage = b.place(0, 'sage', 'c1');
      b.aura(sage, 'pivot');
      t = b.place(1, 'pawn', 'b4'); // from d2, NW at 2
      b.place(1, 'king', 'h8');
    }, 3);
    expect(legal(s)).toContain(encode(A_MOVE_PART, sage, sq('d2'), 1));
    play(s, encode(A_MOVE_PART, sage, sq('d2'), 1), noDice());
    expect(legal(s).sort()).toEqual([encode(A_END), encode(A_HUNT, sage, t, 0)].sort());
    play(s, encode(A_HUNT, sage, t, 0), noDice());
    expect(s.uSq[t]).toBe(S.SQ_GRAVEYARD);
    expect(s.uSq[sage]).toBe(sq('d2'));
  });

  it('HU-U-5 / T-85 Leap is offered for any roll when not adjacent to the rook, never when adjacent [L438]', () => {
    const { s } = huldraTurn((b) => { b.place(0, 'queen', 'a8'); b.place(0, 'rook', 'e4'); b.place(1, 'king', 'h8'); }, 1);
    const leaps = legal(s).filter((a) => kindOf(a) === A_LEAP).map(argB).sort((x, y) => x - y);
    expect(leaps).toEqual(['e3', 'd4', 'f4', 'e5'].map(sq).sort((x, y) => x - y));
    play(s, encode(A_LEAP, 0, sq('e5')), noDice());
    expect(s.uSq[14]).toBe(sq('e5'));
    const { s: s2 } = huldraTurn((b) => { b.place(0, 'queen', 'd5'); b.place(0, 'rook', 'e4'); b.place(1, 'king', 'h8'); }, 1);
    expect(legal(s2).filter((a) => kindOf(a) === A_LEAP)).toEqual([]);
  });

  it('HU-S-3 / T-82 Renewal removes one slotted rival bone; the rival keeps its relic tokens [L456, L480]', () => {
    const { s } = huldraTurn((b) => {
      b.place(0, 'pawn', 'a2');
      b.place(1, 'king', 'h8');
      b.slot(0, 2, 0, 1); // Renewal [1, 4]
      b.slot(1, 1, 0, 3).relicTokens(1, 1, 1); // Murg Predictive Model
      b.slot(1, 0, 0, 1); // Murg Iron Plating
    }, 4, [1]);
    play(s, encode(A_PASS), noDice());
    play(s, encode(A_SLOT, 2, 1), noDice());
    expect(legal(s).sort()).toEqual([encode(A_RENEW, 1, 0), encode(A_RENEW, 0, 0)].sort());
    play(s, encode(A_RENEW, 1, 0), new ScriptedRng([1]));
    expect(s.slotVal[S.slotIndex(1, 1, 0)]).toBe(0);
    expect(s.slotVal[S.slotIndex(1, 0, 0)]).toBe(1);
    let pool = 0;
    for (let b = 0; b < 6; b++) if (s.boneLoc[6 + b] === -1) pool++;
    expect(pool).toBe(5);
    expect(s.relicTok[5 + 1]).toBe(1);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('HU-S-4 / T-11 Tweak rerolls the bone after the roll; only the new value can be slotted [L460, L329]', () => {
    const { s } = huldraTurn((b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'king', 'h8'); b.relicTokens(0, 3, 1); }, 1, [3]);
    expect(legal(s)).toContain(encode(A_TWEAK, 3));
    play(s, encode(A_TWEAK, 3), new ScriptedRng([3]));
    expect(s.g[S.G_ROLL]).toBe(3);
    expect(s.relicTok[3]).toBe(0);
    expect(legal(s)).not.toContain(encode(A_TWEAK, 3));
    play(s, encode(A_PASS), noDice());
    // 3 fits Long Bow slot 1 (O), Pivot slot 1 (3-4), Tweak slot 1 (3); a 1 would have fitted Renewal slot 0.
    const slots = legal(s).filter((a) => kindOf(a) === A_SLOT);
    expect(slots).toContain(encode(A_SLOT, 3, 1));
    expect(slots).not.toContain(encode(A_SLOT, 2, 0));
  });

  it('HU-S-5 / T-83 Adapt swaps one pool bone with the rival for the rest of the game [L464, L481]', () => {
    const { s } = huldraTurn((b) => {
      b.place(0, 'pawn', 'a2');
      b.place(1, 'king', 'h8');
      b.slot(0, 4, 0, 4).slot(0, 4, 1, 4); // Adapt: Sum Between 10 and 12
    }, 3, [1]);
    play(s, encode(A_PASS), noDice());
    // All bones alike: the single Adapt choice is applied automatically (autoApplyForcedChoices).
    play(s, encode(A_SLOT, 4, 2), new ScriptedRng([1]));
    const sides = (seat: number) => Array.from(s.boneSides.subarray(seat * 6, seat * 6 + 6)).sort();
    expect(sides(0)).toEqual([4, 4, 4, 4, 4, 6]);
    expect(sides(1)).toEqual([4, 6, 6, 6, 6, 6]);
    expect(s.law[0]).toBe(1 << 4);
  });
});
