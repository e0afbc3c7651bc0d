// The Murg [L154-205, L493-577], spec §3.2.
import { describe, expect, it } from 'vitest';
import {
  A_DECLARE_DEED, A_DECLARE_JOURNEY, A_END, A_HUNT, A_MOVE, A_SLOT, A_SPEND_RELIC, A_SQUARE, A_TARGET, checkInvariants,
  configWith, encode, kindOf, legal, outcome, play, PositionBuilder, S, ScriptedRng, sq, noDice,
} from './helpers.js';

const deeds = (s: S.DarkleafState) => legal(s).filter((a) => kindOf(a) === A_DECLARE_DEED);

/** The Murg (seat 0) to move against `rival` (seat 1). */
function murgTurn(rival: string, build: (b: PositionBuilder) => void) {
  const b = new PositionBuilder('murg', rival);
  build(b);
  return b;
}

describe('The Murg', () => {
  it('MU-D-2 / T-26 Destroy with 3+ vanquishes an adjacent rival and moves into its square [L187, L555]', () => {
    let p = 0, t = 0;
    const b = murgTurn('huldra', (b) => { p = b.place(0, 'pawn', 'd4'); t = b.place(1, 'pawn', 'e5'); b.place(1, 'queen', 'h8'); });
    const s = b.startTurn(0, noDice());
    expect(deeds(s)).toEqual([encode(A_DECLARE_DEED, p, t, 0)]);
    play(s, encode(A_DECLARE_DEED, p, t, 0), new ScriptedRng([3]));
    expect(s.uSq[t]).toBe(S.SQ_GRAVEYARD);
    expect(s.uSq[p]).toBe(sq('e5'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('MU-D-2 / T-12 a failed Destroy (roll 2) does nothing but the bone may still be slotted [L331]', () => {
    let p = 0, t = 0;
    const s = murgTurn('huldra', (b) => { p = b.place(0, 'pawn', 'd4'); t = b.place(1, 'pawn', 'e5'); b.place(1, 'queen', 'h8'); }).startTurn(0, noDice());
    play(s, encode(A_DECLARE_DEED, p, t, 0), new ScriptedRng([2]));
    expect(s.uSq[t]).toBe(sq('e5'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    expect(legal(s)).toContain(encode(A_SLOT, 0, 0));
  });

  it('MU-D-1 / T-86 Sanctioned Violence: the king may Destroy only when adjacent to the Murg rook [L184]', () => {
    const s = murgTurn('huldra', (b) => { b.place(0, 'king', 'e4'); b.place(1, 'pawn', 'e5'); b.place(1, 'queen', 'h8'); }).startTurn(0, new ScriptedRng([1]));
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY); // only Journey to declare → auto-applied
    const s2 = murgTurn('huldra', (b) => { b.place(0, 'king', 'e4'); b.place(0, 'rook', 'd3'); b.place(1, 'pawn', 'e5'); b.place(1, 'queen', 'h8'); }).startTurn(0, noDice());
    expect(deeds(s2)).toEqual([encode(A_DECLARE_DEED, 15, 16, 0)]);
  });

  it('MU-D-1 sages and rooks cannot declare Destroy [L559]', () => {
    const s = murgTurn('huldra', (b) => { b.place(0, 'sage', 'e4'); b.place(0, 'rook', 'd4'); b.place(1, 'pawn', 'e5'); b.place(1, 'queen', 'h8'); }).startTurn(0, new ScriptedRng([1]));
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
  });

  it('MU-U-3 / T-87 Target Lock: two adjacent non-royal targets, 4+ vanquishes both and the knight moves into one [L180]', () => {
    let k = 0, a = 0, c = 0;
    const b = murgTurn('huldra', (b) => { k = b.place(0, 'knight', 'd4'); a = b.place(1, 'pawn', 'c5'); c = b.place(1, 'pawn', 'e5'); b.place(1, 'queen', 'd5'); });
    const s = b.startTurn(0, noDice());
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
    play(s, encode(A_SQUARE, 0, sq('e5')), noDice());
    expect(s.uSq[k]).toBe(sq('e5'));
    const s3 = murgTurn('huldra', (b) => { b.place(0, 'knight', 'd4'); b.place(1, 'pawn', 'c5'); b.place(1, 'pawn', 'e5'); b.place(1, 'queen', 'h8'); }).startTurn(0, noDice());
    play(s3, deeds(s3).find((x) => ((x >>> 22) & 255) > 0)!, new ScriptedRng([3]));
    expect(s3.uSq[16]).toBe(sq('c5'));
    expect(s3.uSq[17]).toBe(sq('e5'));
  });

  it('MU-D-3 / T-40 Destroy on the royal wins with a 6; a 5 does nothing (G-41) [L499]', () => {
    const mk = () => murgTurn('huldra', (b) => { b.place(0, 'pawn', 'd4'); b.place(1, 'queen', 'd5'); }).startTurn(0, noDice());
    const s = mk();
    play(s, encode(A_DECLARE_DEED, 0, 30, 0), new ScriptedRng([5]));
    expect(outcome(s)).toBeNull();
    expect(s.uSq[30]).toBe(sq('d5'));
    const s2 = mk();
    play(s2, encode(A_DECLARE_DEED, 0, 30, 0), new ScriptedRng([6]));
    expect(outcome(s2)).toEqual({ kind: 'win', winners: [0], reason: 'royal destroyed' });
  });

  it('MU-S-5 / T-40 with Technological Singularity a 5 destroys the royal (G-42) [L171]', () => {
    const s = murgTurn('huldra', (b) => { b.place(0, 'pawn', 'd4'); b.place(1, 'queen', 'd5'); b.law(0, 'technologicalSingularity'); }).startTurn(0, noDice());
    play(s, encode(A_DECLARE_DEED, 0, 30, 0), new ScriptedRng([5]));
    expect(outcome(s)?.reason).toBe('royal destroyed');
  });

  it('MU-U-2 / T-53 Ambush: a sage journey ending on a rival destroys it; never on a rook or a Reclaimed square [L178, L567]', () => {
    const s = murgTurn('huldra', (b) => { b.place(0, 'sage', 'c1'); b.place(1, 'pawn', 'c4'); b.place(1, 'rook', 'f4'); b.place(1, 'queen', 'h8'); }).startTurn(0, new ScriptedRng([3]));
    expect(legal(s)).toContain(encode(A_MOVE, 10, sq('c4')));
    expect(legal(s)).not.toContain(encode(A_MOVE, 10, sq('f4')));
    play(s, encode(A_MOVE, 10, sq('c4')), noDice());
    expect(s.uSq[16]).toBe(S.SQ_GRAVEYARD);
    expect(s.uSq[10]).toBe(sq('c4'));
    const s2 = murgTurn('erde', (b) => { b.place(0, 'sage', 'd2'); b.place(1, 'pawn', 'd5'); b.reclaimed(1, 'd5'); b.place(1, 'king', 'h8'); }).startTurn(0, new ScriptedRng([3]));
    expect(legal(s2)).not.toContain(encode(A_MOVE, 10, sq('d5')));
  });

  it('MU-S-4 / T-54 Assassin: an Assassin sage ending its journey on the royal wins with a 3 [L568]', () => {
    const s = murgTurn('huldra', (b) => { const sg = b.place(0, 'sage', 'c1'); b.aura(sg, 'assassin'); b.place(1, 'queen', 'f4'); }).startTurn(0, new ScriptedRng([3]));
    play(s, encode(A_MOVE, 10, sq('f4')), noDice());
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
    const s2 = murgTurn('huldra', (b) => { b.place(0, 'pawn', 'd4'); b.place(1, 'pawn', 'e5'); b.place(1, 'queen', 'h8'); }).startTurn(0, noDice());
    expect(legal(s2).some((a) => kindOf(a) === A_SPEND_RELIC)).toBe(false);
  });

  it('MU-S-3 / T-36 Electromagnetic Loop: the Murg take another full turn (G-44) [L165]', () => {
    const b = murgTurn('huldra', (b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'queen', 'h8'); b.relicTokens(0, 2, 2); });
    const rng = new ScriptedRng([1, 1]);
    const s = b.startTurn(0, rng);
    play(s, encode(A_SPEND_RELIC, 2), rng);
    // One Loop per Upkeep: the second token is not offered, so the Upkeep ended by itself.
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
    expect(s.relicTok[2]).toBe(1);
    play(s, encode(A_MOVE, 0, sq('a3')), rng);
    play(s, encode(12 /* A_RETURN_BONE */), rng);
    expect(s.g[S.G_SEAT]).toBe(0);
    expect(s.g[S.G_TURN]).toBe(1);
    expect(s.g[S.G_IN_EXTRA]).toBe(1);
  });

  it('MU-S-1 / T-55 Iron Plating survives the first vanquish (aura removed), not the second [L569]', () => {
    const b = new PositionBuilder('huldra', 'murg');
    b.place(0, 'pawn', 'a2');
    const p = b.place(1, 'pawn', 'a4');
    b.aura(p, 'ironPlating');
    b.place(1, 'king', 'h8');
    const s = b.startTurn(0, new ScriptedRng([2]));
    play(s, encode(A_HUNT, 0, p, 0), noDice());
    expect(s.uSq[p]).toBe(sq('a4'));
    expect(s.uAura[p]).toBe(0);
    expect(s.chips[1]).toBe(0);
    const b2 = new PositionBuilder('huldra', 'murg');
    b2.place(0, 'pawn', 'a2');
    const p2 = b2.place(1, 'pawn', 'a4');
    b2.place(1, 'king', 'h8');
    const s2 = b2.startTurn(0, new ScriptedRng([2]));
    play(s2, encode(A_HUNT, 0, p2, 0), noDice());
    expect(s2.uSq[p2]).toBe(S.SQ_GRAVEYARD);
  });

  it('MU-T-1 with no sage on the board, earning Assassin lets a pawn be sacrificed for an Assassin sage [L190]', () => {
    const b = murgTurn('huldra', (b) => {
      b.place(0, 'pawn', 'b2');
      b.place(0, 'pawn', 'g2');
      b.place(1, 'queen', 'h8');
      b.slot(0, 3, 0, 3); // Assassin [3-4, 5-6]
    });
    const rng = new ScriptedRng([5]);
    const s = b.startTurn(0, rng);
    play(s, encode(A_MOVE, 0, sq('b7')), rng);
    play(s, encode(A_SLOT, 3, 1), rng);
    expect(legal(s).sort()).toEqual([encode(A_END), encode(A_TARGET, 0), encode(A_TARGET, 1)].sort());
    play(s, encode(A_TARGET, 1), new ScriptedRng([3]));
    expect(s.uSq[1]).toBe(S.SQ_GRAVEYARD);
    expect(s.board[sq('g2')]).toBe(10);
    expect(s.uAura[10]).not.toBe(0);
    expect(s.once[0]! & 1).toBe(1);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('IX-10 / T-56 Destroy on an Erde unit on Reclaimed territory succeeds but the Murg unit stays [L767]', () => {
    const s = murgTurn('erde', (b) => { b.place(0, 'pawn', 'd4'); b.place(1, 'pawn', 'd5'); b.reclaimed(1, 'd5'); b.place(1, 'king', 'h8'); }).startTurn(0, noDice());
    play(s, encode(A_DECLARE_DEED, 0, 16, 0), new ScriptedRng([3]));
    expect(s.uSq[16]).toBe(S.SQ_GRAVEYARD);
    expect(s.uSq[0]).toBe(sq('d4'));
  });

  it('IX-3 / ER-U-5 the Erde king is a legal Destroy target for the Murg (royal path) [L775]', () => {
    const s = murgTurn('erde', (b) => { b.place(0, 'pawn', 'd4'); b.place(1, 'king', 'd5'); }).startTurn(0, noDice());
    expect(deeds(s)).toContain(encode(A_DECLARE_DEED, 0, 31, 0));
  });
});

describe('Murg × Huldra cross-clan items', () => {
  it('IX-21 / T-83 / DP-8 after Adapt the Murg choose which bone to roll; a d4 never fills the "6" Loop slots [L464, L481]', async () => {
    const { A_CHOOSE_BONE } = await import('./helpers.js');
    const b = murgTurn('huldra', (b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'queen', 'h8'); b.boneSides(0, [4, 6, 6, 6, 6, 6]); });
    const s = b.startTurn(0, noDice());
    // Journey is the only intent here; the bone choice follows.
    expect(s.g[S.G_PHASE]).toBe(S.PH_CHOOSE_BONE);
    expect(legal(s).sort()).toEqual([encode(A_CHOOSE_BONE, 0), encode(A_CHOOSE_BONE, 1)].sort());
    play(s, encode(A_CHOOSE_BONE, 0), new ScriptedRng([4]));
    expect(s.g[S.G_ROLL_BONE]).toBe(0);
    play(s, encode(16 /* A_CANCEL */), noDice());
    const rows = legal(s).filter((a) => kindOf(a) === A_SLOT).map((a) => (a >>> 6) & 255);
    expect(rows).not.toContain(2); // Electromagnetic Loop [6, 6]
    expect(rows).toContain(1); // Predictive Model E slot
  });
});

describe('render / describeAction', () => {
  it('describes actions in the rulebook\'s words and renders the board', async () => {
    const { describeAction, render } = await import('./helpers.js');
    const b = murgTurn('huldra', (b) => { b.place(0, 'knight', 'c3'); b.place(1, 'queen', 'h8'); });
    const s = b.startTurn(0, new ScriptedRng([3]));
    expect(describeAction(s, encode(A_MOVE, 8, sq('c6')))).toBe('Murg knight c3 journeys to c6');
    play(s, encode(A_MOVE, 8, sq('c6')), noDice());
    expect(describeAction(s, encode(A_SLOT, 1, 0))).toBe('slot the 3 in Predictive Model, slot 1');
    expect(describeAction(s, encode(A_END))).toBe('decline');
    const text = render(s);
    expect(text).toContain('6  .  .  N');
    expect(text).toContain('Predictive Model');
  });
});

describe('Murg switches and assumptions', () => {
  it('G-43 alternative: with assassinUsesJourneyRules=false the Assassin sage reaches the royal from anywhere', () => {
    const c = configWith({ 'murg.options.assassinUsesJourneyRules': false });
    const b = new PositionBuilder('murg', 'huldra', c);
    const sg = b.place(0, 'sage', 'a1');
    b.aura(sg, 'assassin');
    b.place(1, 'queen', 'h5');
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_MOVE, sg, sq('h5')), noDice());
    expect(outcome(s)?.reason).toBe('royal destroyed');
  });

  it('G-44 with loopChaining=false no Loop is offered during the extra turn', () => {
    const c = configWith({ 'murg.options.loopChaining': false });
    const b = new PositionBuilder('murg', 'huldra', c);
    b.place(0, 'pawn', 'a2');
    b.place(1, 'queen', 'h8');
    b.relicTokens(0, 2, 2);
    const rng = new ScriptedRng([1, 1]);
    const s = b.startTurn(0, rng);
    play(s, encode(A_SPEND_RELIC, 2), rng);
    play(s, encode(A_MOVE, 0, sq('a3')), rng);
    play(s, encode(12 /* A_RETURN_BONE */), rng);
    // Extra turn: the second token is not offered, so the Upkeep passed and the roll is in.
    expect(s.g[S.G_IN_EXTRA]).toBe(1);
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
    expect(s.relicTok[2]).toBe(1);
  });

  it('MU-U-2 Ambush on an iron-plated unit removes the aura; the sage stays on its square (README assumption)', () => {
    const b = new PositionBuilder('murg', 'murg', configWith({ 'game.allowMirror': true }));
    b.place(0, 'sage', 'c1');
    const p = b.place(1, 'pawn', 'c4');
    b.aura(p, 'ironPlating');
    b.place(1, 'king', 'h8');
    const s = b.startTurn(0, new ScriptedRng([3]));
    play(s, encode(A_MOVE, 10, sq('c4')), noDice());
    expect(s.uSq[p]).toBe(sq('c4'));
    expect(s.uAura[p]).toBe(0);
    expect(s.uSq[10]).toBe(sq('c1'));
  });

  it('MU-U-3 Target Lock with one iron-plated target: the other is vanquished and the knight moves there', () => {
    const c = configWith({ 'game.allowMirror': true });
    const pb = new PositionBuilder('murg', 'murg', c);
    const k = pb.place(0, 'knight', 'd4');
    const a = pb.place(1, 'pawn', 'c5');
    const e = pb.place(1, 'pawn', 'e5');
    pb.aura(a, 'ironPlating');
    pb.place(1, 'king', 'h8');
    const s = pb.startTurn(0, noDice());
    const lock = deeds(s).find((x) => ((x >>> 22) & 255) > 0)!;
    play(s, lock, new ScriptedRng([5]));
    expect(s.uSq[a]).toBe(sq('c5'));
    expect(s.uSq[e]).toBe(S.SQ_GRAVEYARD);
    expect(s.uSq[k]).toBe(sq('e5'));
  });
});
