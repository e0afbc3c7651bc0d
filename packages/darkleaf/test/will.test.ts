// Haggedorn's Will (spec §1.13, §2.10 CR-W-1…3, Appendix B placeholders, rulebook L345-353)
// and the optional handicap (SU-9, G-91, L359) as scenario tests: positions built directly,
// the Will die and the bones forced with ScriptedRng. Murg (seat 0, d6, royal king) rolls the
// Will unless a test says otherwise; Huldra (seat 1, d4, royal queen) is the rival.
import { describe, expect, it } from 'vitest';
import { Rng } from '@balance-lab/core';
import { darkleaf } from '../src/index.js';
import { ConfigError } from '../src/compile.js';
import { relicTokensInUse } from '../src/slotting.js';
import { activeWillEffects, CTX_HANDICAP, WV_CTX } from '../src/will.js';
import {
  A_END, A_RETURN_BONE, A_SLOT, A_SPEND_RELIC, A_SQUARE, A_TARGET, A_TWEAK, A_WILL, A_WILL_REROLL,
  A_WILL_ROW, argA, argB, checkInvariants, configWith, encode, kindOf, legal, PositionBuilder, play, S, ScriptedRng, sq, noDice,
} from './helpers.js';

const BLESS = configWith({ 'game.willMode': 'blessings' });
const CURSE = configWith({ 'game.willMode': 'curses' });

/** Murg king e1 (seat 0) v Huldra queen d8 (seat 1); every other piece in its graveyard. */
function position(cfg = BLESS, build?: (b: PositionBuilder) => void): PositionBuilder {
  const b = new PositionBuilder('murg', 'huldra', cfg);
  b.place(0, 'king', 'e1');
  b.place(1, 'queen', 'd8');
  build?.(b);
  return b;
}

/** Seat 0 starts its turn and activates the Will; the die shows `d12`, then `more` are rolled. */
function activate(b: PositionBuilder, d12: number, more: number[] = [1]): { s: S.DarkleafState; rng: ScriptedRng } {
  // `more`: the Phase-3 bone after the Upkeep (Murg's only intent, Journey, is auto-applied).
  const rng = new ScriptedRng([d12, ...more]);
  const s = b.startTurn(0, rng);
  expect(s.g[S.G_PHASE]).toBe(S.PH_UPKEEP);
  play(s, encode(A_WILL), rng);
  return { s, rng };
}

const squaresOf = (s: S.DarkleafState): number[] => legal(s).filter((a) => kindOf(a) === A_SQUARE).map(argB).sort((x, y) => x - y);
const targetsOf = (s: S.DarkleafState): number[] => legal(s).filter((a) => kindOf(a) === A_TARGET).map(argA).sort((x, y) => x - y);
const names = (...n: string[]): number[] => n.map(sq).sort((x, y) => x - y);
const rank = (r: number): number[] => [0, 1, 2, 3, 4, 5, 6, 7].map((f) => r * 8 + f);
/** The Will is resolved and the roller's Upkeep is over (TS-1 step 3 is its last step): Murg is in Phase 2/3. */
const upkeepOver = (s: S.DarkleafState): void => {
  expect(s.g[S.G_SEAT]).toBe(0);
  expect(s.willVar[WV_CTX]).toBe(0);
  expect([S.PH_DECLARE, S.PH_JOURNEY, S.PH_SLOT]).toContain(s.g[S.G_PHASE]);
  expect(checkInvariants(s)).toEqual([]);
};
const MANUAL = configWith({ 'game.willMode': 'blessings', 'game.autoApplyForcedChoices': false });

describe('CR-W-1 activation (L347, G-102)', () => {
  it('CR-W-1 the Will is offered in the holder\'s own Upkeep step 3, spends the token and ends the Upkeep [L347, L248]', () => {
    const b = position(configWith({ 'game.willMode': 'curses', 'game.autoApplyForcedChoices': false }));
    const rng = new ScriptedRng([12]);
    const s = b.startTurn(0, rng);
    expect(legal(s)).toContain(encode(A_WILL));
    expect(legal(s)).toContain(encode(A_END)); // optional: "no requirement" [L347]
    play(s, encode(A_WILL), rng);
    expect(s.willTok[0]).toBe(0);
    expect(s.willTok[1]).toBe(1);
    expect(s.willVar[28]).toBe(12); // the die result
    expect(s.g[S.G_PHASE]).toBe(S.PH_DECLARE); // 12 = "nothing happens"; on to Phase 2
  });

  it('CR-W-1 no token, no offer; willMode off offers nothing [L219, SU-6]', () => {
    const b = position(MANUAL);
    expect(legal(b.startTurn(0, noDice())).map(kindOf)).toContain(A_WILL);
    b.s.willTok[0] = 0;
    expect(legal(b.startTurn(0, noDice())).map(kindOf)).not.toContain(A_WILL);
    const off = position(configWith({ 'game.autoApplyForcedChoices': false }));
    expect(legal(off.startTurn(0, noDice())).map(kindOf)).not.toContain(A_WILL);
  });

  it('G-102 the Will is only offered in the Upkeep, never in another phase (ownUpkeep)', () => {
    const b = position(MANUAL);
    const rng = new ScriptedRng([3]);
    const s = b.startTurn(0, rng);
    play(s, encode(A_END), rng);
    expect(s.g[S.G_PHASE]).toBe(S.PH_DECLARE);
    expect(legal(s).map(kindOf)).not.toContain(A_WILL);
  });

  it('G-26 loserChooses is refused (a single game has no "player who lost last", L221)', () => {
    expect(() => configWith({ 'game.willMode': 'loserChooses' })).toThrow(ConfigError);
    expect(() => configWith({ 'game.willMode': 'loserChooses' })).toThrow(/G-26/);
  });

  it('G-102 alternative willActivation=anyUpkeep: when the Upkeep ends the rival may spend a token, once per turn [L347]', () => {
    const any = configWith({ 'game.willMode': 'blessings', 'game.willActivation': 'anyUpkeep', 'game.autoApplyForcedChoices': false });
    const b = position(any);
    const rng = new ScriptedRng([12]);
    const s = b.startTurn(0, rng);
    play(s, encode(A_END), rng);
    expect(s.g[S.G_PHASE]).toBe(S.PH_WILL);
    expect(s.g[S.G_SEAT]).toBe(1);
    expect(legal(s).sort()).toEqual([encode(A_END), encode(A_WILL)].sort());
    play(s, encode(A_WILL), rng);
    expect(s.willTok[1]).toBe(0);
    expect(activeWillEffects(s)).toEqual([[12, 1, -1]]); // Huldra rolled it; her Upkeep ticks it (CR-W-3)
    expect(s.g[S.G_SEAT]).toBe(0); // back to Murg's turn: Phase 2
    expect(s.g[S.G_PHASE]).toBe(S.PH_DECLARE);
    // Declining hands the turn back at once; the default (ownUpkeep) never asks the rival.
    const d = position(any);
    const t = d.startTurn(0, new ScriptedRng([]));
    play(t, encode(A_END), noDice());
    play(t, encode(A_END), noDice());
    expect(t.g[S.G_SEAT]).toBe(0);
    expect(t.g[S.G_PHASE]).toBe(S.PH_DECLARE);
    expect(t.willTok[1]).toBe(1);
    const own = position(MANUAL);
    const u = own.startTurn(0, new ScriptedRng([]));
    play(u, encode(A_END), noDice());
    expect(u.g[S.G_PHASE]).toBe(S.PH_DECLARE);
  });
});

describe('Blessings (Appendix B) — each result executed by the rival first, then the roller (CR-W-2, L349-351)', () => {
  it('B1/B2 rekindle 1 pawn into your Seat: Huldra picks a rank-8 square first, then Murg a rank-1 square', () => {
    const { s } = activate(position(), 1);
    // One pawn type → the unit is a forced choice (auto-applied); the square is the decision.
    expect(s.g[S.G_PHASE]).toBe(S.PH_WILL);
    expect(s.g[S.G_SEAT]).toBe(1);
    expect(squaresOf(s)).toEqual(rank(7).filter((x) => x !== sq('d8')));
    play(s, encode(A_SQUARE, 0, sq('a8')), noDice());
    expect(s.g[S.G_SEAT]).toBe(0);
    expect(squaresOf(s)).toEqual(rank(0).filter((x) => x !== sq('e1')));
    play(s, encode(A_SQUARE, 0, sq('h1')), new ScriptedRng([5]));
    expect(s.board[sq('a8')]).toBe(16);
    expect(s.board[sq('h1')]).toBe(0);
    upkeepOver(s);
  });

  it('CR-W-2 a player who cannot execute skips; the other still does (no Huldra pawn in the graveyard) [L349]', () => {
    const { s } = activate(position(BLESS, (b) => b.outOfGame(1, 'pawn')), 2);
    expect(s.g[S.G_SEAT]).toBe(0); // straight to the roller
    play(s, encode(A_SQUARE, 0, sq('a1')), new ScriptedRng([5]));
    upkeepOver(s);
    // …and the other way round: the roller cannot, the rival still does.
    const t = activate(position(BLESS, (b) => b.outOfGame(0, 'pawn')), 1).s;
    expect(t.g[S.G_SEAT]).toBe(1);
    play(t, encode(A_SQUARE, 0, sq('a8')), new ScriptedRng([5]));
    upkeepOver(t);
    expect(t.board[sq('a8')]).toBe(16);
  });

  it('B3 rekindle a knight or a sage: one choice per type, then the square (CR-U-3)', () => {
    const { s } = activate(position(), 3);
    expect(targetsOf(s)).toEqual([16 + 8, 16 + 10]); // Huldra knight, Huldra sage
    play(s, encode(A_TARGET, 16 + 10), noDice());
    play(s, encode(A_SQUARE, 0, sq('c8')), noDice());
    expect(s.board[sq('c8')]).toBe(26);
    expect(targetsOf(s)).toEqual([8, 10]);
  });

  it('B4 rekindle a pawn/knight/sage next to your royal; no royal on the board → that player skips', () => {
    const b = new PositionBuilder('murg', 'huldra', BLESS);
    b.place(0, 'king', 'e1');
    const { s } = activate(b, 4);
    expect(s.g[S.G_SEAT]).toBe(0); // Huldra has no queen on the board
    expect(targetsOf(s)).toEqual([0, 8, 10]);
    play(s, encode(A_TARGET, 8), noDice());
    expect(squaresOf(s)).toEqual(names('d1', 'f1', 'd2', 'e2', 'f2'));
    play(s, encode(A_SQUARE, 0, sq('f2')), new ScriptedRng([5]));
    expect(s.board[sq('f2')]).toBe(8);
    upkeepOver(s);
  });

  it('B5/B6 return 1 slotted bone of your choice to your pool', () => {
    const b = position(BLESS, (p) => p.slot(0, 1, 0, 3).slot(0, 2, 0, 6).slot(1, 3, 0, 2));
    const { s } = activate(b, 5);
    // Huldra's single slotted bone is a forced choice; Murg chooses between two.
    expect(s.slotVal[S.slotIndex(1, 3, 0)]).toBe(0);
    expect(S.poolCount(s, 1)).toBe(6);
    expect(legal(s).filter((a) => kindOf(a) === A_SLOT).sort()).toEqual([encode(A_SLOT, 1, 0), encode(A_SLOT, 2, 0)].sort());
    play(s, encode(A_SLOT, 2, 0), new ScriptedRng([5]));
    expect(s.slotVal[S.slotIndex(0, 2, 0)]).toBe(0);
    expect(s.slotVal[S.slotIndex(0, 1, 0)]).toBe(3);
    expect(S.poolCount(s, 0)).toBe(5);
    upkeepOver(s);
  });

  it('B7 gain 1 relic token on a relic skill with an empty relic slot; G-9 the supply cap applies', () => {
    const { s } = activate(position(BLESS, (b) => b.relicTokens(0, 1, 2)), 7);
    expect(s.relicTok[5 + 3]).toBe(1); // Huldra Tweak (its only relic row)
    // Predictive Model is full (2/2): only the Loop row is offered → forced.
    expect(s.relicTok[2]).toBe(1);
    upkeepOver(s);
    // Supply of 2: after the roller's Will token goes back, Huldra's token + her new one fill it.
    const capped = configWith({ 'game.willMode': 'blessings', 'game.relicTokenSupply': 2 });
    const t = activate(position(capped), 7).s;
    expect(t.relicTok[5 + 3]).toBe(1);
    expect(relicTokensInUse(t)).toBe(2);
    expect(t.relicTok[1]! + t.relicTok[2]!).toBe(0); // Murg could not execute (CR-W-2)
    upkeepOver(t);
  });

  it('B8 relocate 1 of your non-royal units to a free square of your Seat (pawns, knights, sages, rooks)', () => {
    const b = position(BLESS, (p) => {
      p.place(0, 'pawn', 'e4');
      p.place(0, 'rook', 'a4');
      p.place(1, 'sage', 'c5');
    });
    const { s } = activate(b, 8);
    expect(s.g[S.G_SEAT]).toBe(1);
    play(s, encode(A_SQUARE, 0, sq('h8')), noDice()); // the sage was the only candidate
    expect(s.board[sq('h8')]).toBe(26);
    expect(targetsOf(s)).toEqual([0, 12]); // not the king
    play(s, encode(A_TARGET, 0), noDice());
    expect(squaresOf(s)).toEqual(rank(0).filter((x) => x !== sq('e1')));
    play(s, encode(A_SQUARE, 0, sq('b1')), new ScriptedRng([5]));
    expect(s.board[sq('b1')]).toBe(0);
    expect(s.board[sq('e4')]).toBe(-1);
    upkeepOver(s);
  });

  it('B9 relocate your royal to a free square neighbouring your rook; no rook → skip', () => {
    const { s } = activate(position(BLESS, (p) => p.place(0, 'rook', 'a4')), 9);
    expect(s.g[S.G_SEAT]).toBe(0); // Huldra has no rook
    expect(squaresOf(s)).toEqual(names('a3', 'b3', 'b4', 'a5', 'b5'));
    play(s, encode(A_SQUARE, 0, sq('b3')), new ScriptedRng([5]));
    expect(s.board[sq('b3')]).toBe(15);
    upkeepOver(s);
  });

  it('IX-34 / G-89 Deep Roots caps a Will relocation of the Wibo queen at 1 square [L871]', () => {
    const cfg = configWith({ 'game.willMode': 'blessings', 'game.autoApplyForcedChoices': false });
    const far = new PositionBuilder('wibo', 'murg', cfg);
    far.place(0, 'queen', 'e1');
    far.place(0, 'rook', 'h4');
    far.place(1, 'king', 'e8');
    const rng = new ScriptedRng([9]);
    const s = far.startTurn(0, rng);
    play(s, encode(A_WILL), rng);
    expect(s.g[S.G_PHASE]).not.toBe(S.PH_WILL); // every square next to h4 is 2+ away: nobody can execute
    expect(s.board[sq('e1')]).toBe(14);
    const near = new PositionBuilder('wibo', 'murg', cfg);
    near.place(0, 'queen', 'e1');
    near.place(0, 'rook', 'f3');
    near.place(1, 'king', 'e8');
    const r2 = new ScriptedRng([9]);
    const t = near.startTurn(0, r2);
    play(t, encode(A_WILL), r2);
    expect(t.g[S.G_SEAT]).toBe(0);
    play(t, encode(A_TARGET, 14), r2);
    expect(squaresOf(t)).toEqual(names('e2', 'f2'));
  });

  it('B10/B11 for 2 rounds each player may reroll the Phase-3 roll once per turn; the counter ticks in the roller\'s Upkeep (CR-W-3)', () => {
    const b = position(BLESS, (p) => p.place(0, 'pawn', 'a2'));
    const { s, rng } = activate(b, 10, [2, 5]);
    expect(activeWillEffects(s)).toEqual([[10, 0, 2]]);
    // Upkeep over → Journey (forced) → the bone shows 2 → the reroll is offered (DP-9).
    expect(s.g[S.G_ROLL]).toBe(2);
    expect(s.g[S.G_PHASE]).toBe(S.PH_WILL);
    expect(legal(s).sort()).toEqual([encode(A_END), encode(A_WILL_REROLL, 0)].sort());
    play(s, encode(A_WILL_REROLL, 0), rng);
    expect(s.g[S.G_ROLL]).toBe(5); // the new value stands; once per turn → on to the journey
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
    // The rival benefits too (every result affects both players): Huldra rolls first (HU-T-1).
    const r2 = new ScriptedRng([1, 4]);
    s.g[S.G_TURN] = 1;
    b.startTurn(1, r2);
    play(s, encode(A_END), r2);
    expect(s.g[S.G_PHASE]).toBe(S.PH_WILL);
    play(s, encode(A_END), r2); // decline: the 1 stands
    expect(s.g[S.G_ROLL]).toBe(1);
    expect(s.g[S.G_PHASE]).toBe(S.PH_POSTROLL);
    expect(activeWillEffects(s)).toEqual([[10, 0, 2]]); // Huldra's Upkeep does not tick it
    s.g[S.G_TURN] = 2;
    b.startTurn(0, new Rng('tick'));
    expect(activeWillEffects(s)).toEqual([[10, 0, 1]]);
    s.g[S.G_TURN] = 4;
    b.startTurn(0, new Rng('tick'));
    expect(activeWillEffects(s)).toEqual([]); // 2 rounds are over
  });

  it('B12 rest of the game: once per turn a Phase-3 roll of 1 may be rerolled; marked with a relic token (CR-W-3, L353)', () => {
    const b = position(BLESS, (p) => p.place(0, 'pawn', 'a2'));
    const before = relicTokensInUse(b.s);
    const { s, rng } = activate(b, 12, [2]);
    expect(activeWillEffects(s)).toEqual([[12, 0, -1]]);
    expect(relicTokensInUse(s)).toBe(before - 1 + 1); // Will token back, marker out
    expect(s.g[S.G_ROLL]).toBe(2);
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY); // a 2: no reroll offered
    void rng;
    s.g[S.G_TURN] = 2;
    const r2 = new ScriptedRng([1, 1]);
    b.startTurn(0, r2); // Upkeep (no token left) and Journey are forced; the bone shows 1
    expect(legal(s)).toContain(encode(A_WILL_REROLL, 0));
    play(s, encode(A_WILL_REROLL, 0), r2);
    expect(s.g[S.G_ROLL]).toBe(1);
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY); // once per turn, even if it shows 1 again
    for (let k = 0; k < 3; k++) {
      s.g[S.G_TURN] = 4 + 2 * k;
      b.startTurn(0, new Rng('tick'));
    }
    expect(activeWillEffects(s)).toEqual([[12, 0, -1]]); // never ticks down
  });

  it('G-9 a rest-of-game result with no relic token left in the supply does not happen', () => {
    const capped = configWith({ 'game.willMode': 'blessings', 'game.relicTokenSupply': 1 });
    const b = position(capped);
    const { s } = activate(b, 12);
    expect(activeWillEffects(s)).toEqual([]); // Huldra's Will token is the only token and fills the supply
    expect(s.willVar[S.WV_MARKERS]).toBe(0);
  });
});

describe('Curses (Appendix B)', () => {
  it('C1/C2 vanquish 1 of your own pawns, your choice; the rival first', () => {
    const b = position(CURSE, (p) => {
      p.place(0, 'pawn', 'a2');
      p.place(0, 'pawn', 'b2');
      p.place(1, 'pawn', 'h7');
    });
    const { s } = activate(b, 1);
    expect(s.uSq[16]).toBe(S.SQ_GRAVEYARD); // Huldra's only pawn: forced
    expect(s.g[S.G_SEAT]).toBe(0);
    expect(targetsOf(s)).toEqual([0, 1]);
    play(s, encode(A_TARGET, 1), new ScriptedRng([5]));
    expect(s.uSq[1]).toBe(S.SQ_GRAVEYARD);
    expect(s.board[sq('a2')]).toBe(0);
    upkeepOver(s);
  });

  it('C3 vanquish 1 of your own knights or sages', () => {
    const b = position(CURSE, (p) => {
      p.place(0, 'knight', 'b1');
      p.place(0, 'sage', 'c1');
      p.place(0, 'pawn', 'a2');
    });
    const { s } = activate(b, 3);
    expect(targetsOf(s)).toEqual([8, 10]);
    play(s, encode(A_TARGET, 10), new ScriptedRng([5]));
    expect(s.uSq[10]).toBe(S.SQ_GRAVEYARD);
    upkeepOver(s);
  });

  it('C4 your rival chooses 1 of your vulnerable non-royal units: rooks excluded, Iron Plating absorbs it (CR-V-7, G-103)', () => {
    const b = position(CURSE, (p) => {
      p.place(0, 'rook', 'a1');
      const pawn = p.place(0, 'pawn', 'b2');
      p.aura(pawn, 'ironPlating');
      p.place(0, 'knight', 'c3');
      p.place(1, 'sage', 'f8');
    });
    const { s } = activate(b, 4);
    // Huldra executes first; Murg (seat 0) chooses for her — her sage is the only candidate.
    expect(s.uSq[26]).toBe(S.SQ_GRAVEYARD);
    expect(s.g[S.G_SEAT]).toBe(1); // now Huldra chooses among Murg's units
    expect(targetsOf(s)).toEqual([0, 8]); // pawn b2 (id 0), knight c3 (id 8); not the rook, not the king
    play(s, encode(A_TARGET, 0), new ScriptedRng([5]));
    expect(s.board[sq('b2')]).toBe(0); // still there
    expect(s.uAura[0]).toBe(0); // the aura was spent instead
    expect(s.chips[0]).toBe(0);
    upkeepOver(s);
  });

  it('C5 return every bone of your fullest row; ties are your choice', () => {
    const b = position(CURSE, (p) => p.slot(0, 1, 0, 3).slot(0, 4, 0, 6).slot(0, 4, 1, 5).slot(1, 3, 0, 2).slot(1, 1, 0, 1));
    const { s } = activate(b, 5);
    // Huldra: rows 1 and 3 hold one bone each → her choice.
    expect(s.g[S.G_SEAT]).toBe(1);
    expect(legal(s).sort()).toEqual([encode(A_WILL_ROW, 1), encode(A_WILL_ROW, 3)].sort());
    play(s, encode(A_WILL_ROW, 3), new ScriptedRng([5]));
    expect(s.slotVal[S.slotIndex(1, 3, 0)]).toBe(0);
    expect(s.slotVal[S.slotIndex(1, 1, 0)]).toBe(1);
    // Murg: the law row holds two → forced.
    expect(s.slotVal[S.slotIndex(0, 4, 0)]).toBe(0);
    expect(s.slotVal[S.slotIndex(0, 4, 1)]).toBe(0);
    expect(s.slotVal[S.slotIndex(0, 1, 0)]).toBe(3);
    upkeepOver(s);
  });

  it('C6 discard 1 of your relic tokens, your choice — never the law marker', () => {
    const b = position(CURSE, (p) => p.relicTokens(0, 1, 1).relicTokens(0, 2, 2).law(0, 'technologicalSingularity'));
    const { s } = activate(b, 6);
    expect(s.g[S.G_SEAT]).toBe(0); // Huldra holds no relic token: skips
    expect(legal(s).sort()).toEqual([encode(A_WILL_ROW, 1), encode(A_WILL_ROW, 2)].sort());
    play(s, encode(A_WILL_ROW, 2), new ScriptedRng([5]));
    expect(s.relicTok[2]).toBe(1);
    expect(s.relicTok[1]).toBe(1);
    expect(s.law[0]).toBe(1 << 4);
    upkeepOver(s);
  });

  it('C7 your rival relocates 1 of your non-royal units to a free square of your Seat', () => {
    const b = position(CURSE, (p) => {
      p.place(0, 'pawn', 'e4');
      p.place(1, 'pawn', 'e5');
    });
    const { s } = activate(b, 7);
    expect(s.g[S.G_SEAT]).toBe(0); // Murg places Huldra's pawn on Huldra's Seat
    expect(squaresOf(s)).toEqual(rank(7).filter((x) => x !== sq('d8')));
    play(s, encode(A_SQUARE, 0, sq('a8')), noDice());
    expect(s.g[S.G_SEAT]).toBe(1); // Huldra places Murg's pawn on Murg's Seat
    expect(squaresOf(s)).toEqual(rank(0).filter((x) => x !== sq('e1')));
    play(s, encode(A_SQUARE, 0, sq('h1')), new ScriptedRng([5]));
    expect(s.board[sq('h1')]).toBe(0);
    expect(s.board[sq('a8')]).toBe(16);
    upkeepOver(s);
  });

  it('C8 for 2 rounds no one can slot bones: Phase 4 is skipped and the turn ends', () => {
    const b = position(CURSE, (p) => p.place(0, 'pawn', 'a2'));
    const { s, rng } = activate(b, 8, [1]);
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
    play(s, encode(16 /* A_CANCEL */), rng);
    expect(s.g[S.G_SEAT]).toBe(1); // no slot prompt: Huldra's turn began
    expect(s.g[S.G_TURN]).toBe(1);
    expect(S.poolCount(s, 0)).toBe(6);
    // Without the result the same turn reaches Phase 4.
    const c = position(CURSE, (p) => p.place(0, 'pawn', 'a2'));
    const r2 = new ScriptedRng([1]);
    const t = c.startTurn(0, r2);
    play(t, encode(A_END), r2);
    play(t, encode(16), r2);
    expect(t.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('C9 for 2 rounds no one can spend relic tokens (Upkeep relics and Huldra\'s Tweak)', () => {
    const manual = configWith({ 'game.willMode': 'curses', 'game.autoApplyForcedChoices': false });
    const b = position(manual, (p) => {
      p.relicTokens(0, 1, 1).relicTokens(1, 3, 1);
      p.place(1, 'pawn', 'h7');
    });
    const rng = new ScriptedRng([9]);
    const s = b.startTurn(0, rng);
    expect(legal(s)).toContain(encode(A_SPEND_RELIC, 1));
    play(s, encode(A_WILL), rng);
    expect(s.g[S.G_PHASE]).toBe(S.PH_DECLARE);
    s.g[S.G_TURN] = 2;
    b.startTurn(0, new ScriptedRng([]));
    expect(legal(s).map(kindOf)).not.toContain(A_SPEND_RELIC);
    expect(legal(s)).toEqual([encode(A_END)]);
    const r3 = new ScriptedRng([3]);
    s.g[S.G_TURN] = 3;
    b.startTurn(1, r3);
    play(s, encode(A_END), r3);
    expect(s.g[S.G_PHASE]).toBe(S.PH_POSTROLL);
    expect(legal(s).map(kindOf)).not.toContain(A_TWEAK);
    s.g[S.G_TURN] = 4;
    b.startTurn(0, new ScriptedRng([]));
    expect(activeWillEffects(s)).toEqual([]);
    expect(legal(s)).toContain(encode(A_SPEND_RELIC, 1)); // over after 2 rounds
  });

  it('C10 vanquish 1 of your own non-royal units (rooks invulnerable, CR-V-3)', () => {
    const b = position(CURSE, (p) => {
      p.place(0, 'rook', 'a1');
      p.place(0, 'sage', 'c1');
      p.place(1, 'rook', 'a8');
    });
    const { s } = activate(b, 10);
    // Huldra has only an (invulnerable) rook: skips; Murg's sage is the only candidate.
    expect(s.uSq[10]).toBe(S.SQ_GRAVEYARD);
    expect(s.board[sq('a1')]).toBe(12);
    expect(s.board[sq('a8')]).toBe(28);
    upkeepOver(s);
  });

  it('C11 rest of the game: 2 bones in reserve instead of 1 (CR-S-8), marked with a relic token', () => {
    const b = position(CURSE, (p) => {
      p.place(0, 'pawn', 'a2');
      p.slot(0, 0, 0, 1).slot(0, 1, 0, 3).slot(0, 3, 0, 3).slot(0, 4, 0, 6);
    });
    const { s, rng } = activate(b, 11, [5]);
    expect(activeWillEffects(s)).toEqual([[11, 0, -1]]);
    expect(s.willVar[S.WV_MARKERS]).toBe(1);
    play(s, encode(16), rng);
    // Pool of 2: a 5 fits Assassin slot 1 (completes: allowed) and the law (does not: now refused).
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    const slots = legal(s).filter((a) => kindOf(a) === A_SLOT);
    expect(slots).toContain(encode(A_SLOT, 3, 1));
    expect(slots).not.toContain(encode(A_SLOT, 4, 1));
    // Without the curse the law slot is offered.
    const c = position(CURSE, (p) => {
      p.place(0, 'pawn', 'a2');
      p.slot(0, 0, 0, 1).slot(0, 1, 0, 3).slot(0, 3, 0, 3).slot(0, 4, 0, 6);
    });
    const r2 = new ScriptedRng([5]);
    const t = c.startTurn(0, r2);
    play(t, encode(A_END), r2);
    play(t, encode(16), r2);
    expect(legal(t)).toContain(encode(A_SLOT, 4, 1));
  });

  it('C12 nothing happens', () => {
    const b = position(CURSE, (p) => p.place(0, 'pawn', 'a2'));
    const before = Array.from(b.s.board);
    const { s } = activate(b, 12);
    expect(Array.from(s.board)).toEqual(before);
    expect(activeWillEffects(s)).toEqual([]);
    upkeepOver(s);
  });

  it('G-57 / ER-U-5 Thick Skin protects the Erde king from a Will vanquish; the Murg king is not protected (data-driven cell)', () => {
    const cfg = configWith({ 'game.willMode': 'curses', 'will.curses.1': 'vanquish types=king chooser=self count=1' });
    const b = new PositionBuilder('erde', 'murg', cfg);
    b.place(0, 'king', 'e1');
    b.place(1, 'king', 'e8');
    const rng = new ScriptedRng([1, 1]);
    const s = b.startTurn(0, rng);
    play(s, encode(A_WILL), rng);
    expect(s.uSq[31]).toBe(S.SQ_GRAVEYARD); // IX-30: a royal vanquished off its path; the game goes on
    expect(s.board[sq('e1')]).toBe(15);
    expect(darkleaf.outcome(s)).toBeNull();    // Alternative erde.options.kingImmuneToWill=false: the Will reaches the Erde king.
    const exposed = configWith({ 'game.willMode': 'curses', 'will.curses.1': 'vanquish types=king chooser=self count=1', 'erde.options.kingImmuneToWill': false });
    const e = new PositionBuilder('erde', 'murg', exposed);
    e.place(0, 'king', 'e1');
    const r2 = new ScriptedRng([1, 1]);
    const t = e.startTurn(0, r2);
    play(t, encode(A_WILL), r2);
    expect(t.uSq[15]).toBe(S.SQ_GRAVEYARD);
  });
});

describe('SU-9 handicap (L359, G-91)', () => {
  // Forced choices stay visible so the first turn's Upkeep can be seen.
  const hc = (extra: Record<string, unknown> = {}) => configWith({ 'game.handicapBones': 2, 'game.autoApplyForcedChoices': false, ...extra });

  it('SU-9 the player moving second pre-rolls and slots 2 bones before the first turn; a relic row may complete at once (G-91)', () => {
    // Murg moves first (starting order), so Huldra takes the handicap; her d4s show 2 then 3.
    const rng = new ScriptedRng([2, 3]);
    const s = darkleaf.setup(hc(), ['murg', 'huldra'], rng);
    expect(s.g[S.G_PHASE]).toBe(S.PH_WILL);
    expect(s.g[S.G_SEAT]).toBe(1);
    expect(s.g[S.G_ROLL]).toBe(2);
    expect(legal(s)).toContain(encode(A_RETURN_BONE));
    play(s, encode(A_SLOT, 3, 0), rng); // Tweak "2"
    expect(s.g[S.G_ROLL]).toBe(3);
    play(s, encode(A_SLOT, 3, 1), rng); // Tweak "3" completes the relic row
    expect(s.relicTok[5 + 3]).toBe(1);
    expect(S.poolCount(s, 1)).toBe(6);
    // Then the first turn: Murg's Upkeep, turn 0.
    expect(s.g[S.G_SEAT]).toBe(0);
    expect(s.g[S.G_TURN]).toBe(0);
    expect(s.g[S.G_PHASE]).toBe(S.PH_UPKEEP);
    expect(rng.remaining()).toBe(0);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('SU-9 handicapSeat switch: the first player, or a fixed seat; bones may be returned (player\'s choice)', () => {
    const rng = new ScriptedRng([5, 6]);
    const s = darkleaf.setup(hc({ 'game.handicapSeat': 'first' }), ['murg', 'huldra'], rng);
    expect(s.g[S.G_SEAT]).toBe(0);
    play(s, encode(A_RETURN_BONE), rng);
    play(s, encode(A_SLOT, 2, 0), rng); // Loop "6"
    expect(s.slotVal[S.slotIndex(0, 2, 0)]).toBe(6);
    expect(S.poolCount(s, 0)).toBe(5);
    expect(s.g[S.G_PHASE]).toBe(S.PH_UPKEEP);
  });

  it('G-91 a miracle row\'s last slot is never offered during the handicap; in Phase 4 it is [L359]', () => {
    // Huldra's Renewal (miracle "1 / 4") with the 1 slotted; Murg has a bone Renewal can take.
    const build = () => {
      const b = new PositionBuilder('murg', 'huldra', configWith({ 'game.handicapBones': 2 }));
      b.place(0, 'king', 'e1');
      b.place(1, 'queen', 'd8');
      b.slot(0, 1, 0, 3).slot(1, 2, 0, 1);
      const s = b.s;
      s.g[S.G_SEAT] = 1;
      s.g[S.G_ROLL] = 4;
      s.g[S.G_ROLL_BONE] = 1;
      return s;
    };
    const slot = build();
    slot.g[S.G_PHASE] = S.PH_SLOT;
    expect(legal(slot)).toContain(encode(A_SLOT, 2, 1));
    const setup = build();
    setup.g[S.G_PHASE] = S.PH_WILL;
    setup.willVar[WV_CTX] = CTX_HANDICAP;
    expect(legal(setup)).not.toContain(encode(A_SLOT, 2, 1));
    expect(legal(setup)).toContain(encode(A_SLOT, 0, 0)); // other slots stay open
  });

  it('G-91 handicapBlocks=all forbids every completion; one-in-reserve still applies (CR-S-8)', () => {
    const rng = new ScriptedRng([2, 3]);
    const s = darkleaf.setup(hc({ 'game.handicapBlocks': 'all' }), ['murg', 'huldra'], rng);
    play(s, encode(A_SLOT, 3, 0), rng);
    expect(legal(s)).not.toContain(encode(A_SLOT, 3, 1));
    // Reserve of 5 with 6 bones: the second handicap bone (pool 5) may only complete a row.
    const r2 = new ScriptedRng([2, 2]);
    const t = darkleaf.setup(hc({ 'game.bonesInReserve': 5 }), ['murg', 'huldra'], r2);
    play(t, encode(A_SLOT, 3, 0), r2);
    expect(legal(t)).toEqual([encode(A_RETURN_BONE)]);
  });
});
