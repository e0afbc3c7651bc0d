// Wildero Wibo [L788-880], spec §3.5 and the IX items that involve Wibo (§3.7).
import { describe, expect, it } from 'vitest';
import {
  A_CANCEL, A_CHOOSE_BONE, A_DECLARE_DEED, A_DECLARE_JOURNEY, A_END, A_MOVE, A_OPTION, A_RETURN_BONE, A_SLOT, A_SPEND_RELIC, A_SQUARE,
  A_TARGET, argB, checkInvariants, configWith, describeAction, encode, kindOf, legal, outcome, play, PositionBuilder, S,
  ScriptedRng, sq, noDice,
} from './helpers.js';
import { isImmovable, moveCap, pushUnit, PUSH_BLOCKED } from '../src/push.js';
import { isFrozen } from '../src/journey.js';
import { V_BLOCKED, V_DONE, vanquish } from '../src/units.js';
import { N, S as SOUTH } from '../src/geometry.js';
import { P_AFTER_JOURNEY, P_MASS, P_PLACE, P_RETREAT_ASK, P_RETREAT_MOVE } from '../src/clans/wibo.js';
import { clanPrompt } from '../src/flow.js';

const deeds = (s: S.DarkleafState) => legal(s).filter((a) => kindOf(a) === A_DECLARE_DEED);
const morphRoll = (t: number, bone = 0) => encode(A_CHOOSE_BONE, bone, 0, t + 1);
const retreatRoll = (hasty = 0, bone = 0) => encode(A_CHOOSE_BONE, bone, 0, hasty);
const prompt = (s: S.DarkleafState) => (s.g[S.G_PHASE] === S.PH_CLAN ? clanPrompt(s) : -1);
const moves = (s: S.DarkleafState) => legal(s).filter((a) => kindOf(a) === A_MOVE).map((a) => argB(a)).sort((x, y) => x - y);
const squares = (...names: string[]) => names.map(sq).sort((x, y) => x - y);
const noInv = (s: S.DarkleafState) => expect(checkInvariants(s)).toEqual([]);

/** Wibo (seat 0) pawn d2 against a Huldra pawn on e4: journey 2 to d4, then Morph. */
function basicMorph(extra?: (b: PositionBuilder) => void) {
  const b = new PositionBuilder('wibo', 'huldra');
  const p = b.place(0, 'pawn', 'd2');
  const t = b.place(1, 'pawn', 'e4');
  extra?.(b);
  return { b, p, t };
}

function toAfterJourney(s: S.DarkleafState, p: number, t: number, dest: string, roll: number) {
  play(s, encode(A_DECLARE_DEED, p, t, 0), new ScriptedRng([roll]));
  play(s, encode(A_MOVE, p, sq(dest)), noDice());
}

describe('Wildero Wibo: Morph', () => {
  it('WI-D-2 / G-61 Deed names the journeying unit and a target it could neighbour after a journey [L255, L855]', () => {
    const { b, p, t } = basicMorph();
    const s = b.startTurn(0, noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_DECLARE);
    expect(deeds(s)).toEqual([encode(A_DECLARE_DEED, p, t, 0)]);
    expect(legal(s)).toContain(encode(A_DECLARE_JOURNEY));
    expect(describeAction(s, deeds(s)[0]!)).toMatch(/Morph/);
  });

  it('WI-D-2 / G-61 declaring Journey forbids a Morph this turn [L255]', () => {
    const { b, p } = basicMorph();
    const s = b.startTurn(0, noDice());
    play(s, encode(A_DECLARE_JOURNEY), new ScriptedRng([2]));
    play(s, encode(A_MOVE, p, sq('d4')), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('WI-D-1 / WI-D-3 / T-31 journey, then a Morph roll of 3+ converts the neighbouring rival into a Wibo pawn [L855]', () => {
    const { b, p, t } = basicMorph();
    const s = b.startTurn(0, noDice());
    play(s, encode(A_DECLARE_DEED, p, t, 0), new ScriptedRng([2]));
    expect(moves(s)).toEqual(squares('b2', 'd4', 'f2'));
    expect(legal(s)).toContain(encode(A_CANCEL));
    play(s, encode(A_MOVE, p, sq('d4')), noDice());
    expect(prompt(s)).toBe(P_AFTER_JOURNEY);
    expect(legal(s).sort()).toEqual([encode(A_END), morphRoll(t)].sort());
    expect(describeAction(s, morphRoll(t))).toMatch(/to Morph .*3\+/);
    play(s, morphRoll(t), new ScriptedRng([3]));
    expect(s.uSq[t]).toBe(S.SQ_GRAVEYARD);
    expect(s.board[sq('e4')]).toBe(1); // a Wibo pawn from the graveyard
    expect(s.g[S.G_ROLL]).toBe(3);
    expect(s.g[S.G_ROLLS]).toBe(2);
    noInv(s);
  });

  it('WI-D-3 / T-12 / T-11 a failed Morph (2) leaves the target; the Morph roll, not the journey roll, is slotted [L331, L329]', () => {
    const { b, p, t } = basicMorph();
    const s = b.startTurn(0, noDice());
    toAfterJourney(s, p, t, 'd4', 2);
    play(s, morphRoll(t), new ScriptedRng([2]));
    expect(s.uSq[t]).toBe(sq('e4'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    expect(s.g[S.G_ROLL]).toBe(2);
  });

  it('WI-D-1 the player may stop after the journey roll and slot it [L855]', () => {
    const { b, p, t } = basicMorph();
    const s = b.startTurn(0, noDice());
    toAfterJourney(s, p, t, 'd4', 2);
    play(s, encode(A_END), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    expect(s.g[S.G_ROLL]).toBe(2);
    expect(s.uSq[t]).toBe(sq('e4'));
  });

  it('T-63 running start: a unit that starts next to a rival cannot Morph it without journeying first [L859]', () => {
    const b = new PositionBuilder('wibo', 'huldra');
    const p = b.place(0, 'pawn', 'd4');
    const t = b.place(1, 'pawn', 'e4');
    const s = b.startTurn(0, new ScriptedRng([1]));
    // No journey ends orthogonally next to e4 again, so the Deed is not offered: Journey was auto-declared.
    expect(deeds(s)).toEqual([]);
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
    // And a declared Morph whose journey is cancelled ends without a Morph.
    const b2 = new PositionBuilder('wibo', 'huldra');
    const p2 = b2.place(0, 'pawn', 'd3');
    const t2 = b2.place(1, 'pawn', 'e4');
    const s2 = b2.startTurn(0, noDice());
    play(s2, encode(A_DECLARE_DEED, p2, t2, 0), new ScriptedRng([1]));
    play(s2, encode(A_CANCEL), noDice());
    expect(s2.g[S.G_PHASE]).toBe(S.PH_SLOT);
    void p; void t;
  });

  it('CR-G-4 a Morph is offered only if the named target neighbours the unit after its journey [L855]', () => {
    const { b, p, t } = basicMorph();
    const s = b.startTurn(0, noDice());
    play(s, encode(A_DECLARE_DEED, p, t, 0), new ScriptedRng([2]));
    play(s, encode(A_MOVE, p, sq('b2')), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT); // only "stop" was left: auto-applied
  });

  it('WI-C-5 / IX-6 / T-70 Iron Plating: a successful Morph removes the aura, the pawn stays Murg [L872]', () => {
    const b = new PositionBuilder('wibo', 'murg');
    const p = b.place(0, 'pawn', 'd2');
    const t = b.place(1, 'pawn', 'e4');
    b.aura(t, 'ironPlating');
    const s = b.startTurn(0, noDice());
    toAfterJourney(s, p, t, 'd4', 2);
    play(s, morphRoll(t), new ScriptedRng([6]));
    expect(s.uSq[t]).toBe(sq('e4'));
    expect(s.uAura[t]).toBe(0);
    expect(s.chips[1]).toBe(0);
    expect(s.uSq[1]).toBe(S.SQ_GRAVEYARD); // no Wibo pawn placed
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    noInv(s);
  });

  it('IX-1 / T-58 the Erde king cannot be targeted by Morph, even with blockInvulnerableTargets off [L775]', () => {
    for (const cfg of [undefined, configWith({ 'game.blockInvulnerableTargets': false })]) {
      const b = new PositionBuilder('wibo', 'erde', cfg);
      b.place(0, 'pawn', 'd2');
      b.place(1, 'king', 'e4');
      const s = b.startTurn(0, new ScriptedRng([1]));
      expect(deeds(s)).toEqual([]);
    }
  });

  it('ER-U-5 data: Thick Skin reads wibo.pathTargetsRoyal — set true, the Erde king is a Morph target [L775]', () => {
    const b = new PositionBuilder('wibo', 'erde', configWith({ 'wibo.pathTargetsRoyal': true }));
    b.place(0, 'pawn', 'd2');
    const k = b.place(1, 'king', 'e4');
    const s = b.startTurn(0, new ScriptedRng([1]));
    expect(deeds(s).map((a) => argB(a))).toContain(k);
  });

  it('IX-12 / T-57 Morph of an Erde unit on a Reclaimed square: the new pawn goes to a free square at distance 1 [L767]', () => {
    const b = new PositionBuilder('wibo', 'erde');
    const p = b.place(0, 'pawn', 'c2');
    const t = b.place(1, 'pawn', 'd4');
    b.place(1, 'king', 'h8');
    b.reclaimed(1, 'd4');
    const s = b.startTurn(0, noDice());
    toAfterJourney(s, p, t, 'c4', 2);
    play(s, morphRoll(t), new ScriptedRng([4]));
    expect(s.uSq[t]).toBe(S.SQ_GRAVEYARD);
    expect(prompt(s)).toBe(P_PLACE);
    const opts = legal(s).map(argB).sort((x, y) => x - y);
    expect(opts).toEqual(squares('c3', 'c5', 'd3', 'd5', 'e3', 'e4', 'e5'));
    play(s, encode(A_SQUARE, 0, sq('d5')), noDice());
    expect(s.uSq[1]).toBe(sq('d5'));
    noInv(s);
  });

  it('WI-T-1 / T-72 / IX-30 Morph of the rival royal puts the new pawn in the Wibo Seat; the game goes on [L829]', () => {
    const b = new PositionBuilder('wibo', 'huldra');
    const p = b.place(0, 'pawn', 'd2');
    const q = b.place(1, 'queen', 'e4');
    // only e1 is free in the Seat
    for (const [ty, f] of [['pawn', 'a'], ['pawn', 'b'], ['knight', 'c'], ['knight', 'd'], ['sage', 'f'], ['sage', 'g'], ['rook', 'h']]) b.place(0, ty!, `${f}1`);
    const s = b.startTurn(0, noDice());
    toAfterJourney(s, p, q, 'd4', 2);
    play(s, morphRoll(q), new ScriptedRng([3]));
    expect(s.uSq[q]).toBe(S.SQ_GRAVEYARD);
    expect(s.board[sq('e1')]).toBeGreaterThanOrEqual(0);
    expect(s.board[sq('e4')]).toBe(-1);
    expect(outcome(s)).toBeNull();
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT); // a pawn in the Seat has nowhere to retreat: no retreat roll offered
    noInv(s);
  });

  it('G-100 a rival pawn frozen by Rival Regrowth is still a Morph target [L839]', () => {
    const { b, p, t } = basicMorph((b) => b.frozen(16, 5));
    const s = b.startTurn(0, noDice());
    expect(deeds(s)).toEqual([encode(A_DECLARE_DEED, p, t, 0)]);
  });

  it('G-64 Morph cannot be attempted without a Wibo pawn in the graveyard; with the option off it vanquishes only [L291]', () => {
    const b = new PositionBuilder('wibo', 'huldra');
    b.place(0, 'pawn', 'd2');
    b.place(1, 'pawn', 'e4');
    b.outOfGame(0, 'pawn');
    const s = b.startTurn(0, new ScriptedRng([1]));
    expect(deeds(s)).toEqual([]);
    const b2 = new PositionBuilder('wibo', 'huldra', configWith({ 'wibo.options.morphNeedsGraveyardPawn': false }));
    const p2 = b2.place(0, 'pawn', 'd2');
    const t2 = b2.place(1, 'pawn', 'e4');
    b2.outOfGame(0, 'pawn');
    const s2 = b2.startTurn(0, noDice());
    toAfterJourney(s2, p2, t2, 'd4', 2);
    play(s2, morphRoll(t2), new ScriptedRng([5]));
    expect(s2.uSq[t2]).toBe(S.SQ_GRAVEYARD);
    expect(s2.board[sq('e4')]).toBe(-1);
  });

  it('G-103 a rival made invulnerable (a rook) is never a Morph target [L315]', () => {
    const b = new PositionBuilder('wibo', 'huldra');
    b.place(0, 'pawn', 'd2');
    b.place(1, 'rook', 'e4');
    const s = b.startTurn(0, new ScriptedRng([1]));
    expect(deeds(s)).toEqual([]);
  });
});

describe('Wildero Wibo: retreat, Mass Morph, Hasty Retreat, Starter Seed', () => {
  it('WI-D-4 / T-64 / T-35 the new pawn may retreat with a third roll, exactly, only S/SE/SW; no fourth roll [L860, L790]', () => {
    const { b, p, t } = basicMorph();
    const s = b.startTurn(0, noDice());
    toAfterJourney(s, p, t, 'd4', 2);
    play(s, morphRoll(t), new ScriptedRng([3]));
    expect(prompt(s)).toBe(P_RETREAT_ASK);
    expect(legal(s).sort()).toEqual([encode(A_END), retreatRoll(0)].sort());
    play(s, retreatRoll(0), new ScriptedRng([2]));
    expect(prompt(s)).toBe(P_RETREAT_MOVE);
    // From e4, 2 squares: e2 (S), g2 (SE), c2 (SW); never sideways or forward.
    expect(moves(s)).toEqual(squares('c2', 'e2', 'g2'));
    expect(legal(s)).toContain(encode(A_CANCEL));
    expect(describeAction(s, encode(A_MOVE, 1, sq('g2')))).toMatch(/retreats to g2/);
    play(s, encode(A_MOVE, 1, sq('g2')), noDice());
    expect(s.uSq[1]).toBe(sq('g2'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    expect(s.g[S.G_ROLLS]).toBe(3);
    expect(s.g[S.G_ROLL]).toBe(2); // T-11: the retreat roll is the one slotted
    noInv(s);
  });

  it('WI-D-4 / G-62 a retreat is blocked by units on the path and may be cancelled [L860]', () => {
    const { b, p, t } = basicMorph((b) => b.place(1, 'pawn', 'e3'));
    const s = b.startTurn(0, noDice());
    toAfterJourney(s, p, t, 'd4', 2);
    play(s, morphRoll(t), new ScriptedRng([3]));
    play(s, retreatRoll(0), new ScriptedRng([2]));
    expect(moves(s)).toEqual(squares('c2', 'g2'));
    play(s, encode(A_CANCEL), noDice());
    expect(s.uSq[1]).toBe(sq('e4'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('WI-U-2 / T-31 Mass Morph: the sage\'s Morph roll also converts a diagonal unit; neither new pawn retreats [L810]', () => {
    const b = new PositionBuilder('wibo', 'huldra');
    const sg = b.place(0, 'sage', 'c1');
    const t1 = b.place(1, 'pawn', 'e4'); // orthogonal to d3? no: neighbour of e3
    const t2 = b.place(1, 'pawn', 'd4'); // diagonal to e3
    const s = b.startTurn(0, noDice());
    expect(deeds(s)).toContain(encode(A_DECLARE_DEED, sg, t1, 0));
    play(s, encode(A_DECLARE_DEED, sg, t1, 0), new ScriptedRng([2]));
    play(s, encode(A_MOVE, sg, sq('e3')), noDice());
    play(s, morphRoll(t1), new ScriptedRng([4]));
    expect(prompt(s)).toBe(P_MASS);
    expect(legal(s).sort()).toEqual([encode(A_END), encode(A_TARGET, t2)].sort());
    expect(describeAction(s, encode(A_TARGET, t2))).toMatch(/Mass Morph/);
    play(s, encode(A_TARGET, t2), noDice());
    expect(s.uSq[t1]).toBe(S.SQ_GRAVEYARD);
    expect(s.uSq[t2]).toBe(S.SQ_GRAVEYARD);
    expect(s.board[sq('e4')]).toBe(0);
    expect(s.board[sq('d4')]).toBe(1);
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT); // no retreat roll offered
    noInv(s);
  });

  it('WI-S-3 Starter Seed: spent after the journey, the Morph succeeds without a roll; the next roll is the retreat [L843]', () => {
    const { b, p, t } = basicMorph((b) => b.relicTokens(0, b.row(0, 'starterSeed'), 1));
    const s = b.startTurn(0, noDice());
    const row = b.row(0, 'starterSeed');
    toAfterJourney(s, p, t, 'd4', 2);
    const seed = encode(A_SPEND_RELIC, row, 0, t + 1);
    expect(legal(s)).toContain(seed);
    expect(describeAction(s, seed)).toMatch(/Starter Seed/);
    play(s, seed, new ScriptedRng([])); // no roll may happen
    expect(s.uSq[t]).toBe(S.SQ_GRAVEYARD);
    expect(s.relicTok[row]).toBe(0);
    expect(s.g[S.G_ROLLS]).toBe(1);
    expect(prompt(s)).toBe(P_RETREAT_ASK);
    play(s, retreatRoll(0), new ScriptedRng([1]));
    expect(s.g[S.G_ROLLS]).toBe(2);
  });

  it('WI-C-3 / T-68 Starter Seed cannot power Mass Morph: the second target is not offered [L870]', () => {
    const b = new PositionBuilder('wibo', 'huldra');
    const sg = b.place(0, 'sage', 'c1');
    const t1 = b.place(1, 'pawn', 'e4');
    b.place(1, 'pawn', 'd4');
    b.relicTokens(0, b.row(0, 'starterSeed'), 1);
    const s = b.startTurn(0, noDice());
    play(s, encode(A_DECLARE_DEED, sg, t1, 0), new ScriptedRng([2]));
    play(s, encode(A_MOVE, sg, sq('e3')), noDice());
    play(s, encode(A_SPEND_RELIC, b.row(0, 'starterSeed'), 0, t1 + 1), noDice());
    expect(s.uSq[t1]).toBe(S.SQ_GRAVEYARD);
    expect(prompt(s)).not.toBe(P_MASS);
    expect(legal(s).some((a) => kindOf(a) === A_TARGET)).toBe(false);
  });

  it('WI-U-3 Hasty Retreat: knight and new pawn retreat together, the pawn resumes play neighbouring the knight [L815]', () => {
    const b = new PositionBuilder('wibo', 'huldra');
    const k = b.place(0, 'knight', 'd2');
    const t = b.place(1, 'pawn', 'e4');
    const s = b.startTurn(0, noDice());
    play(s, encode(A_DECLARE_DEED, k, t, 0), new ScriptedRng([2]));
    play(s, encode(A_MOVE, k, sq('d4')), noDice());
    play(s, morphRoll(t), new ScriptedRng([3]));
    expect(legal(s).sort()).toEqual([encode(A_END), retreatRoll(0), retreatRoll(1)].sort());
    expect(describeAction(s, retreatRoll(1))).toMatch(/Hasty Retreat/);
    play(s, retreatRoll(1), new ScriptedRng([2]));
    expect(moves(s)).toEqual(squares('b2', 'd2', 'f2'));
    play(s, encode(A_MOVE, k, sq('d2')), noDice());
    expect(s.uSq[k]).toBe(sq('d2'));
    expect(prompt(s)).toBe(P_PLACE);
    expect(legal(s).map(argB).sort((x, y) => x - y)).toEqual(squares('c2', 'd1', 'd3', 'e2'));
    play(s, encode(A_SQUARE, 0, sq('d1')), noDice());
    expect(s.uSq[0]).toBe(sq('d1')); // the new pawn (the first graveyard pawn)
    expect(s.board[sq('e4')]).toBe(-1);
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    noInv(s);
  });
});

/** Starts the Wibo turn and declares Journey (auto-declared when no Deed is possible) with roll `roll`. */
function journeyTurn(b: PositionBuilder, roll: number): S.DarkleafState {
  const rng = new ScriptedRng([roll]);
  const s = b.startTurn(0, rng);
  if (s.g[S.G_PHASE] === S.PH_DECLARE) play(s, encode(A_DECLARE_JOURNEY), rng);
  return s;
}

describe('Wildero Wibo: units and traits', () => {
  it('WI-U-5 Deep Roots: the queen journeys exactly 1 whatever the roll, or swaps with an adjacent Wibo pawn [L825]', () => {
    const b = new PositionBuilder('wibo', 'huldra');
    const q = b.place(0, 'queen', 'd4');
    const p = b.place(0, 'pawn', 'e5');
    b.place(1, 'pawn', 'h8');
    const s = journeyTurn(b, 5);
    const qm = legal(s).filter((a) => kindOf(a) === A_MOVE && ((a >>> 6) & 255) === q).map(argB).sort((x, y) => x - y);
    expect(qm).toEqual(squares('c3', 'c4', 'c5', 'd3', 'd5', 'e3', 'e4', 'e5'));
    expect(describeAction(s, encode(A_MOVE, q, sq('e5')))).toMatch(/Deep Roots.*swaps/);
    play(s, encode(A_MOVE, q, sq('e5')), noDice());
    expect(s.uSq[q]).toBe(sq('e5'));
    expect(s.uSq[p]).toBe(sq('d4'));
    noInv(s);
  });

  it('WI-U-5 / G-65 the swap counts as the queen\'s journey: she may then Morph [L825]', () => {
    const b = new PositionBuilder('wibo', 'huldra');
    const q = b.place(0, 'queen', 'd4');
    b.place(0, 'pawn', 'e5');
    const t = b.place(1, 'pawn', 'e6');
    const s = b.startTurn(0, noDice());
    expect(deeds(s)).toContain(encode(A_DECLARE_DEED, q, t, 0));
    play(s, encode(A_DECLARE_DEED, q, t, 0), new ScriptedRng([6]));
    play(s, encode(A_MOVE, q, sq('e5')), noDice());
    expect(prompt(s)).toBe(P_AFTER_JOURNEY);
    play(s, morphRoll(t), new ScriptedRng([3]));
    expect(s.uSq[t]).toBe(S.SQ_GRAVEYARD);
  });

  it('WI-U-5 / IX-19 / IX-34 / T-69 / WI-C-4 any movement of the queen is capped at 1 square (push.moveCap) [L825, L871]', () => {
    const b = new PositionBuilder('wibo', 'ferrymen');
    const q = b.place(0, 'queen', 'd4');
    const n = b.place(0, 'knight', 'a4');
    expect(moveCap(b.s, q)).toBe(1);
    expect(moveCap(b.s, n)).toBe(8);
  });

  it('WI-U-4 / T-71 Biotic Refuge: a Wibo pawn diagonal to the Wibo rook cannot be vanquished; orthogonal can [L820]', () => {
    const b = new PositionBuilder('wibo', 'murg');
    b.place(0, 'rook', 'd4');
    const diag = b.place(0, 'pawn', 'e5');
    const orth = b.place(0, 'pawn', 'c4');
    expect(vanquish(b.s, diag, 1)).toBe(V_BLOCKED);
    expect(vanquish(b.s, orth, 1)).toBe(V_DONE);
    // and The Murg are not offered a Destroy on it (G-103)
    const b2 = new PositionBuilder('murg', 'wibo');
    b2.place(1, 'rook', 'd4');
    b2.place(1, 'pawn', 'e5');
    b2.place(0, 'pawn', 'e4');
    const s2 = b2.startTurn(0, new ScriptedRng([1]));
    expect(deeds(s2)).toEqual([]);
  });
});

describe('Wildero Wibo: skills', () => {
  /**
   * Completes the row `id` whose first slot(s) are prefilled, by a turn that rolls `value` and cancels the
   * journey; `after` are the dice rolled once the row is complete (a rival's automatic roll when the turn ends).
   */
  function completeRow(b: PositionBuilder, id: string, slot: number, value: number, after: number[] = []): S.DarkleafState {
    const rng = new ScriptedRng([value]);
    const s = b.startTurn(0, rng);
    if (s.g[S.G_PHASE] === S.PH_DECLARE) play(s, encode(A_DECLARE_JOURNEY), rng);
    if (s.g[S.G_PHASE] === S.PH_JOURNEY) play(s, encode(A_CANCEL), noDice());
    play(s, encode(A_SLOT, b.row(0, id), slot), new ScriptedRng(after));
    return s;
  }

  it('WI-S-1 Hallucinogenic Spores: relocate any one pawn (either owner) to any free square; not a stasis pawn [L835]', () => {
    const b = new PositionBuilder('wibo', 'erde');
    b.place(0, 'pawn', 'a2');
    const stasis = b.place(0, 'pawn', 'b1');
    const rival = b.place(1, 'pawn', 'e6');
    const frozen = b.place(1, 'pawn', 'g6');
    b.frozen(frozen, 3); // G-66: cannot be moved by anyone
    b.place(1, 'king', 'h8');
    b.reclaimed(1, 'd4');
    b.law(0, 'theEndless');
    b.slot(0, b.row(0, 'hallucinogenicSpores'), 0, 3);
    const s = completeRow(b, 'hallucinogenicSpores', 1, 5);
    const targets = legal(s).filter((a) => kindOf(a) === A_TARGET).map((a) => (a >>> 6) & 255);
    expect(targets).toContain(rival);
    expect(targets).not.toContain(stasis);
    expect(targets).not.toContain(frozen);
    expect(describeAction(s, encode(A_TARGET, rival))).toMatch(/Hallucinogenic Spores/);
    play(s, encode(A_TARGET, 0), noDice());
    const sqs = legal(s).map(argB);
    expect(sqs).not.toContain(sq('d4')); // Reclaimed: not for a Wibo pawn
    expect(sqs).not.toContain(sq('e6')); // occupied
    play(s, encode(A_SQUARE, 0, sq('h1')), new ScriptedRng([3]));
    expect(s.uSq[0]).toBe(sq('h1'));
    noInv(s);
  });

  it('WI-S-2 / IX-24 / T-90 / G-66 Rival Regrowth: a rival pawn is rekindled next to the Wibo rook, frozen for the rival\'s next turn [L839]', () => {
    const b = new PositionBuilder('wibo', 'huldra');
    b.place(0, 'rook', 'a1');
    b.place(0, 'pawn', 'a2');
    b.place(0, 'pawn', 'h4');
    b.slot(0, b.row(0, 'rivalRegrowth'), 0, 1);
    const s = completeRow(b, 'rivalRegrowth', 1, 2);
    // a1's neighbours: a2 (taken), b1, b2.
    expect(legal(s).map(argB).sort((x, y) => x - y)).toEqual(squares('b1', 'b2'));
    expect(describeAction(s, encode(A_SQUARE, 0, sq('b2')))).toMatch(/Rival Regrowth: rekindle/);
    play(s, encode(A_SQUARE, 0, sq('b2')), new ScriptedRng([3]));
    const rp = s.board[sq('b2')]!;
    expect(S.unitSeat(rp)).toBe(1);
    expect(s.g[S.G_SEAT]).toBe(1); // the rival's turn began
    expect(isFrozen(s, rp)).toBe(true);
    s.g[S.G_TURN] = s.g[S.G_TURN]! + 1; // the turn after
    expect(isFrozen(s, rp)).toBe(false);
  });

  it('WI-S-4 / IX-23 Scatter removes one aura from a rival unit; its chip returns [L847]', () => {
    const b = new PositionBuilder('wibo', 'murg');
    b.place(0, 'pawn', 'a2');
    const mp = b.place(1, 'pawn', 'e6');
    b.aura(mp, 'ironPlating');
    b.slot(0, b.row(0, 'scatter'), 0, 1);
    const s = completeRow(b, 'scatter', 1, 6, [5]); // then the Murg turn's d6
    // A single candidate with a single aura: the choice is forced.
    expect(s.uAura[mp]).toBe(0);
    expect(s.chips[1]).toBe(0);
    noInv(s);
  });

  it('WI-S-4 Scatter on a unit with two auras asks which one [L847]', () => {
    const b = new PositionBuilder('wibo', 'huldra');
    b.place(0, 'pawn', 'a2');
    const hp = b.place(1, 'pawn', 'e6');
    b.place(1, 'pawn', 'f6');
    b.aura(hp, 'longBow');
    b.aura(hp, 'pivot'); // not an eligible pair (INV-9), but Scatter must still ask which aura
    b.slot(0, b.row(0, 'scatter'), 0, 1);
    const s = completeRow(b, 'scatter', 1, 6);
    expect(legal(s).every((a) => kindOf(a) === A_OPTION)).toBe(true);
    expect(legal(s).length).toBe(2);
    expect(describeAction(s, legal(s)[0]!)).toMatch(/Scatter: remove (longBow|pivot)/);
    play(s, legal(s)[0]!, new ScriptedRng([3]));
    expect(s.uAura[hp]).not.toBe(0);
    expect(s.uAura[hp]! & (s.uAura[hp]! - 1)).toBe(0); // exactly one aura left
    expect(s.chips[1]).toBe(1);
  });

  it('WI-S-5 The Endless is acquired as a law; pawns already in the Seat become invulnerable and immovable at once [L851]', () => {
    const b = new PositionBuilder('wibo', 'huldra');
    const seated = b.place(0, 'pawn', 'b1');
    b.place(0, 'pawn', 'h4');
    const row = b.row(0, 'theEndless');
    b.slot(0, row, 0, 6).slot(0, row, 1, 4);
    const s = completeRow(b, 'theEndless', 2, 5, [3]); // then the Huldra turn's d4
    expect(s.law[0]! & (1 << row)).not.toBe(0);
    expect(isImmovable(s, seated)).toBe(true);
    expect(vanquish(s, seated, 1)).toBe(V_BLOCKED);
  });

  it('WI-S-5 / IX-18 stasis pawns cannot journey, be swapped, pushed or relocated; they block pushes [L864]', () => {
    const b = new PositionBuilder('wibo', 'huldra');
    const q = b.place(0, 'queen', 'd2');
    const seated = b.place(0, 'pawn', 'd1');
    b.place(1, 'pawn', 'h8');
    b.law(0, 'theEndless');
    const s = journeyTurn(b, 1);
    expect(legal(s).some((a) => kindOf(a) === A_MOVE && ((a >>> 6) & 255) === seated)).toBe(false);
    expect(legal(s)).not.toContain(encode(A_MOVE, q, sq('d1'))); // no swap with a stasis pawn
    expect(pushUnit(s, seated, N, false, 1)).toBe(PUSH_BLOCKED);
    expect(pushUnit(s, q, SOUTH, false, 1)).toBe(PUSH_BLOCKED); // d1 holds the stasis pawn
  });

  it('WI-S-5 / T-65 / WI-C-1 / IX-16 a pawn journeying into the Seat is invulnerable on arrival, may still Morph, then is in stasis [L864, L868]', () => {
    const b = new PositionBuilder('wibo', 'huldra');
    const p = b.place(0, 'pawn', 'c3');
    const t = b.place(1, 'pawn', 'd1');
    b.law(0, 'theEndless');
    const s = b.startTurn(0, noDice());
    play(s, encode(A_DECLARE_DEED, p, t, 0), new ScriptedRng([2]));
    play(s, encode(A_MOVE, p, sq('c1')), noDice());
    expect(S.unitSeat(p)).toBe(0);
    expect(isImmovable(s, p)).toBe(false); // still Phase 3
    expect(vanquish(s.clone(), p, 1)).toBe(V_BLOCKED); // invulnerable on arrival
    play(s, morphRoll(t), new ScriptedRng([3]));
    expect(s.uSq[t]).toBe(S.SQ_GRAVEYARD);
    expect(s.board[sq('d1')]).toBe(1);
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    expect(isImmovable(s, p)).toBe(true); // Phase 3 is over
  });

  it('WI-C-2 / IX-17 / T-67 The Endless protects only pawns: other Wibo units in the Seat stay vulnerable [L869]', () => {
    const b = new PositionBuilder('wibo', 'hexen');
    const p = b.place(0, 'pawn', 'a1');
    const n = b.place(0, 'knight', 'b1');
    b.law(0, 'theEndless');
    expect(vanquish(b.s, p, 1)).toBe(V_BLOCKED);
    expect(vanquish(b.s, n, 1)).toBe(V_DONE);
  });
});

describe('Wildero Wibo: victory and switches', () => {
  it('WI-V-1 / T-43 six Wibo pawns in the Seat at the end of the Wibo turn win [L794]', () => {
    const b = new PositionBuilder('wibo', 'huldra');
    for (const f of 'abcde') b.place(0, 'pawn', `${f}1`);
    const p = b.place(0, 'pawn', 'h2');
    b.place(1, 'pawn', 'a8');
    const s = b.startTurn(0, noDice());
    play(s, encode(A_DECLARE_JOURNEY), new ScriptedRng([1]));
    play(s, encode(A_MOVE, p, sq('h1')), noDice());
    expect(outcome(s)).toBeNull(); // not before the turn ends
    play(s, encode(A_RETURN_BONE), noDice());
    expect(outcome(s)).toEqual({ kind: 'win', winners: [0], reason: 'six pawns in seat' });
  });

  it('T-43 six Wibo pawns in the Seat during the rival\'s turn do not end the game; the Wibo turn end does [L794]', () => {
    const b = new PositionBuilder('wibo', 'huldra');
    for (const f of 'abcdef') b.place(0, 'pawn', `${f}1`);
    b.place(0, 'knight', 'h3');
    b.place(1, 'pawn', 'h7');
    const rng = new ScriptedRng([1, 1, 1, 1, 1, 1]);
    const s = b.startTurn(1, rng);
    for (let i = 0; i < 20 && s.g[S.G_SEAT] === 1; i++) {
      expect(outcome(s)).toBeNull();
      play(s, legal(s)[0]!, rng); // end Upkeep, Journey, cancel, return the bone…
    }
    expect(s.g[S.G_SEAT]).toBe(0);
    expect(outcome(s)).toBeNull(); // the rival's turn ended without a Wibo win
    if (s.g[S.G_PHASE] === S.PH_DECLARE) play(s, encode(A_DECLARE_JOURNEY), rng);
    play(s, encode(A_CANCEL), rng);
    play(s, encode(A_RETURN_BONE), rng);
    expect(outcome(s)).toEqual({ kind: 'win', winners: [0], reason: 'six pawns in seat' });
  });

  it('G-61 alt: with wiboMustDeclareMorphTarget off, Wibo journey first and choose the Morph target after [L255]', () => {
    const b = new PositionBuilder('wibo', 'huldra', configWith({ 'game.wiboMustDeclareMorphTarget': false }));
    const p = b.place(0, 'pawn', 'd2');
    const t = b.place(1, 'pawn', 'e4');
    const u = b.place(1, 'pawn', 'd5');
    const s = b.startTurn(0, new ScriptedRng([2]));
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY); // no declaration
    play(s, encode(A_MOVE, p, sq('d4')), noDice());
    expect(legal(s).sort()).toEqual([encode(A_END), morphRoll(t), morphRoll(u)].sort());
  });

  it('G-63 alt: with wiboDistinctBonesPerRoll, a Wibo with one pool bone cannot roll to Morph [L790, L329]', () => {
    const cfg = configWith({ 'game.wiboDistinctBonesPerRoll': true });
    const mk = (pool: number) => {
      const b = new PositionBuilder('wibo', 'huldra', cfg);
      const p = b.place(0, 'pawn', 'd2');
      const t = b.place(1, 'pawn', 'e4');
      // one bone in each of the first 6 − pool rows (no row full): spores 3, regrowth 1, seed 2, scatter 1, Endless 6
      const fill: [string, number][] = [['hallucinogenicSpores', 3], ['rivalRegrowth', 1], ['starterSeed', 2], ['scatter', 1], ['theEndless', 6]];
      for (let i = 0; i < 6 - pool; i++) b.slot(0, b.row(0, fill[i]![0]), 0, fill[i]![1]);
      const s = b.startTurn(0, noDice());
      if (s.g[S.G_PHASE] === S.PH_UPKEEP) play(s, encode(A_END), noDice()); // CR-S-9 row clearing was on offer
      play(s, encode(A_DECLARE_DEED, p, t, 0), new ScriptedRng([2]));
      play(s, encode(A_MOVE, p, sq('d4')), noDice());
      return { s, t };
    };
    const one = mk(1);
    expect(one.s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    const two = mk(2);
    const rolls = legal(two.s).filter((a) => kindOf(a) === A_CHOOSE_BONE);
    expect(rolls.length).toBe(1);
    expect(rolls[0]).not.toBe(morphRoll(two.t, two.s.g[S.G_ROLL_BONE]!)); // the journey bone is not rolled again
  });

  it('G-65 alt: with queenSwapCountsAsJourney off, a queen that swapped cannot Morph [L825]', () => {
    const b = new PositionBuilder('wibo', 'huldra', configWith({ 'wibo.options.queenSwapCountsAsJourney': false }));
    const q = b.place(0, 'queen', 'd4');
    b.place(0, 'pawn', 'e5');
    const t = b.place(1, 'pawn', 'e6');
    const s = b.startTurn(0, noDice());
    play(s, encode(A_DECLARE_DEED, q, t, 0), new ScriptedRng([6]));
    play(s, encode(A_MOVE, q, sq('e5')), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('G-62 alt: with retreatExact off, the retreat may stop short of the roll [L860]', () => {
    const { b, p, t } = basicMorph();
    const s = b.startTurn(0, noDice());
    void b;
    const s2 = new PositionBuilder('wibo', 'huldra', configWith({ 'wibo.options.retreatExact': false }));
    const p2 = s2.place(0, 'pawn', 'd2');
    const t2 = s2.place(1, 'pawn', 'e4');
    const st = s2.startTurn(0, noDice());
    for (const [x, pp, tt] of [[s, p, t], [st, p2, t2]] as const) {
      toAfterJourney(x, pp, tt, 'd4', 2);
      play(x, morphRoll(tt), new ScriptedRng([3]));
      play(x, retreatRoll(0), new ScriptedRng([2]));
    }
    expect(moves(s)).toEqual(squares('c2', 'e2', 'g2'));
    expect(moves(st)).toEqual(squares('c2', 'd3', 'e2', 'e3', 'f3', 'g2'));
  });

  it('T-20 / INV-8 Wibo never uses a fate chip (checkInvariants) [L361]', () => {
    const b = new PositionBuilder('wibo', 'huldra');
    b.place(0, 'pawn', 'a2');
    expect(checkInvariants(b.s)).toEqual([]);
    b.s.chips[0] = 1;
    expect(checkInvariants(b.s).some((v) => v.includes('Wibo'))).toBe(true);
  });
});
