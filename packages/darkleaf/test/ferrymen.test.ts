// Ferrymen [L581-688], spec §3.3 (FE-…), the IX items that involve them (§3.7) and
// the scenario facts T-33, T-41, T-45…T-52, T-89. Ferrymen sit in seat 0 (local =
// global frame: forward = N, The Range = rank 8, The Seat = rank 1) unless a test
// says otherwise. Positions are built directly; dice are scripted.
import { describe, expect, it } from 'vitest';
import {
  A_CANCEL, A_END, A_MOVE, A_OPTION, A_SLOT, A_SPEND_RELIC, A_SQUARE, A_TARGET, argA, argB, checkInvariants, configWith,
  describeAction, encode, kindOf, legal, outcome, play, PositionBuilder, S, ScriptedRng, sq, noDice,
} from './helpers.js';
import { darkleafParameters } from '../src/data/parameters.js';

const N = 0, NE = 1, E = 2, SE = 3, SW = 5, W = 6, NW = 7;

const moves = (s: S.DarkleafState, u: number) =>
  legal(s).filter((a) => kindOf(a) === A_MOVE && argA(a) === u).map(argB).sort((x, y) => x - y);
const squares = (...n: string[]) => n.map(sq).sort((x, y) => x - y);
const options = (s: S.DarkleafState) => legal(s).filter((a) => kindOf(a) === A_OPTION);

/** Ferrymen (seat 0) against `rival` (seat 1); the rival royal waits out of the way unless placed by `build`. */
function ferry(rival: string, build: (b: PositionBuilder) => void, config?: Parameters<typeof configWith>[0]): PositionBuilder {
  const b = new PositionBuilder('ferrymen', rival, config ? configWith(config) : undefined);
  build(b);
  return b;
}

function journeyTurn(b: PositionBuilder, roll: number): S.DarkleafState {
  const s = b.startTurn(0, new ScriptedRng([roll]));
  expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
  return s;
}

/** FE-T-2 trait auras (Barbaric, Ripple Effect) are not skill rows: set the bit and its chip directly. */
function traitAura(b: PositionBuilder, u: number, name: 'barbaric' | 'rippleEffect'): void {
  b.s.uAura[u] = b.s.uAura[u]! | (1 << b.s.config.auraNames.indexOf(name));
  b.s.chips[0] = b.s.chips[0]! + 1;
}

function noViolations(s: S.DarkleafState): void {
  expect(checkInvariants(s)).toEqual([]);
}

describe('Ferrymen: Flow (deed)', () => {
  it('FE-D-1 Reflexes: Ferrymen never declare intent; every turn is a journey [L664]', () => {
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'd2'); b.place(1, 'king', 'h8'); });
    const s = journeyTurn(b, 2);
    expect(s.g[S.G_INTENT]).toBe(S.INTENT_JOURNEY);
    expect(moves(s, 0)).toEqual(squares('d4'));
  });

  it('FE-D-2 / T-45 landing ahead of an adjacent rival pushes it 1 territory in the direction of journey [L624]', () => {
    let r = 0;
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'd2'); r = b.place(1, 'pawn', 'd5'); b.place(1, 'king', 'h8'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('d4')), noDice()); // the ahead push is automatic (G-48): no prompt
    expect(s.uSq[0]).toBe(sq('d4'));
    expect(s.uSq[r]).toBe(sq('d6'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    noViolations(s);
  });

  it('FE-D-2 / T-46 a rival adjacent to the final square but not in the direction of travel is not affected [L665]', () => {
    let r = 0, r2 = 0;
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'd2'); r = b.place(1, 'pawn', 'e4'); r2 = b.place(1, 'pawn', 'e5'); b.place(1, 'king', 'h8'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('d4')), noDice());
    expect(s.uSq[r]).toBe(sq('e4'));
    expect(s.uSq[r2]).toBe(sq('e5'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('FE-D-2 Flow impacts rival units only: an own unit ahead is not pushed [L622]', () => {
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'd2'); b.place(0, 'pawn', 'd5'); b.place(1, 'king', 'h8'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('d4')), noDice());
    expect(s.uSq[1]).toBe(sq('d5'));
  });

  it('FE-D-3 Flow only if nothing blocks the push; no next-best placement [L627, L666]', () => {
    let r = 0;
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'd2'); r = b.place(1, 'pawn', 'd5'); b.place(1, 'pawn', 'd6'); b.place(1, 'king', 'h8'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('d4')), noDice());
    expect(s.uSq[r]).toBe(sq('d5'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('FE-D-3 / FE-C-1 a unit Flowed off Haggedorn\'s edge is vanquished; off the edge counts as 1 territory [L627, L675]', () => {
    let r = 0;
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'a5'); r = b.place(1, 'pawn', 'a8'); b.place(1, 'king', 'h8'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('a7')), noDice());
    expect(s.uSq[r]).toBe(S.SQ_GRAVEYARD);
    noViolations(s);
  });

  it('FE-C-2 / IX-20 invulnerable rooks are Flowed within the board but never off it [L676, L315]', () => {
    let r = 0;
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'a2'); r = b.place(1, 'rook', 'a5'); b.place(1, 'king', 'h8'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('a4')), noDice());
    expect(s.uSq[r]).toBe(sq('a6'));
    const b2 = ferry('murg', (b) => { b.place(0, 'pawn', 'a5'); b.place(1, 'rook', 'a8'); b.place(1, 'king', 'h8'); });
    const s2 = journeyTurn(b2, 2);
    play(s2, encode(A_MOVE, 0, sq('a7')), noDice());
    expect(s2.uSq[28]).toBe(sq('a8'));
  });

  it('FE-D-3 / G-35 the rook and king journey but do not Flow [L612, L617]', () => {
    let r = 0;
    const b = ferry('murg', (b) => { b.place(0, 'rook', 'a2'); r = b.place(1, 'pawn', 'a5'); b.place(1, 'king', 'h8'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 12, sq('a4')), noDice());
    expect(s.uSq[r]).toBe(sq('a5'));
  });

  it('FE-D-4 / G-48 alternative flowMandatory=false offers to decline the ahead push', () => {
    let r = 0;
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'd2'); r = b.place(1, 'pawn', 'd5'); b.place(1, 'king', 'h8'); }, { 'ferrymen.options.flowMandatory': false });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('d4')), noDice());
    expect(legal(s)).toEqual([encode(A_END), encode(A_OPTION, N, 0)]);
    play(s, encode(A_END), noDice());
    expect(s.uSq[r]).toBe(sq('d5'));
  });
});

describe('Ferrymen: landing upon (FE-T-1)', () => {
  it('FE-T-1 / FE-D-2 a Flow unit may end on a rival; that unit is pushed 1 territory in any chosen direction [L631, L625]', () => {
    let r = 0;
    const b = ferry('murg', (b) => { b.place(0, 'knight', 'c3'); r = b.place(1, 'pawn', 'e5'); b.place(1, 'pawn', 'f6'); b.place(1, 'king', 'h8'); });
    const s = journeyTurn(b, 2);
    expect(moves(s, 8)).toContain(sq('e5'));
    play(s, encode(A_MOVE, 8, sq('e5')), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_CLAN);
    noViolations(s); // the knight waits on c3 until the square is free
    // G-49: any of the 8 directions except the blocked NE (f6); SW toward the knight's path is free.
    expect(options(s).map(argA).sort()).toEqual([0, 2, 3, 4, 5, 6, 7]);
    play(s, encode(A_OPTION, W, 0), noDice());
    expect(s.uSq[r]).toBe(sq('d5'));
    expect(s.uSq[8]).toBe(sq('e5'));
    noViolations(s);
  });

  it('FE-D-2 / G-49 alternative landingUponDirs=ORTHO limits the chosen direction', () => {
    const b = ferry('murg', (b) => { b.place(0, 'knight', 'c3'); b.place(1, 'pawn', 'e5'); b.place(1, 'king', 'h8'); }, { 'ferrymen.options.landingUponDirs': 'ORTHO' });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 8, sq('e5')), noDice());
    expect(options(s).map(argA).sort()).toEqual([N, E, 4, W].sort());
  });

  it('FE-T-1 the rival may be pushed onto the square the journeying unit left [L625]', () => {
    let r = 0;
    const b = ferry('murg', (b) => { b.place(0, 'knight', 'd4'); r = b.place(1, 'pawn', 'd5'); b.place(1, 'king', 'h8'); });
    const s = journeyTurn(b, 1);
    play(s, encode(A_MOVE, 8, sq('d5')), noDice());
    play(s, encode(A_OPTION, 4 /* S */, 0), noDice());
    expect(s.uSq[r]).toBe(sq('d4'));
    expect(s.uSq[8]).toBe(sq('d5'));
    noViolations(s);
  });

  it('FE-T-1 / G-49 a landing is illegal when the rival cannot be pushed anywhere (CR-O-2) [L289, L631]', () => {
    const mk = (blockPath: boolean) => ferry('murg', (b) => {
      b.place(0, 'knight', 'a6');
      b.place(1, 'rook', 'a8'); // invulnerable: never off the edge
      b.place(1, 'pawn', 'b8');
      b.place(1, 'pawn', 'b7');
      b.place(1, 'king', 'h1');
      if (blockPath) b.s.terr[sq('a7')] = S.TERR_RECLAIMED; // passable, but the Murg rook may not end there
    });
    expect(moves(journeyTurn(mk(false), 2), 8)).toContain(sq('a8')); // back onto a7 is possible
    expect(moves(journeyTurn(mk(true), 2), 8)).not.toContain(sq('a8'));
  });

  it('FE-T-1 rook and king cannot land upon a rival (they cannot Flow) [L631, G-35]', () => {
    const b = ferry('murg', (b) => { b.place(0, 'rook', 'a2'); b.place(0, 'king', 'e1'); b.place(1, 'pawn', 'a4'); b.place(1, 'pawn', 'e3'); b.place(1, 'king', 'h8'); });
    const s = journeyTurn(b, 2);
    expect(moves(s, 12)).not.toContain(sq('a4'));
    expect(moves(s, 15)).not.toContain(sq('e3'));
  });

  it('IX-14 / G-58 no landing upon an Erde unit on Reclaimed ground; rivals are never Flowed onto it [L737, L776]', () => {
    let r = 0;
    const b = ferry('erde', (b) => {
      b.place(0, 'pawn', 'd2');
      b.place(1, 'pawn', 'd4');
      b.reclaimed(1, 'd4');
      b.place(1, 'king', 'h8');
      b.place(0, 'rook', 'a1');
    });
    expect(moves(journeyTurn(b, 2), 0)).toEqual([]);
    const b2 = ferry('murg', (b) => { b.place(0, 'pawn', 'd1'); r = b.place(1, 'pawn', 'd4'); b.place(1, 'king', 'h8'); });
    b2.s.terr[sq('d5')] = S.TERR_RECLAIMED;
    const s2 = journeyTurn(b2, 2);
    play(s2, encode(A_MOVE, 0, sq('d3')), noDice());
    expect(s2.uSq[r]).toBe(sq('d4')); // the Murg pawn may not end on d5: push blocked
    // An Erde pawn may be Flowed onto its own Reclaimed ground.
    const b3 = ferry('erde', (b) => { b.place(0, 'pawn', 'd1'); r = b.place(1, 'pawn', 'd4'); b.reclaimed(1, 'd5'); b.place(1, 'king', 'h8'); });
    const s3 = journeyTurn(b3, 2);
    play(s3, encode(A_MOVE, 0, sq('d3')), noDice());
    expect(s3.uSq[r]).toBe(sq('d5'));
  });

  it('G-99 a Flow unit may land upon the rival royal; Flowing it off the edge is a push-off [L587, L625]', () => {
    const b = ferry('murg', (b) => { b.place(0, 'knight', 'h6'); b.place(1, 'king', 'h8'); b.place(1, 'pawn', 'g8'); b.place(1, 'pawn', 'g7'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 8, sq('h8')), noDice());
    expect(options(s).map(argA).sort()).toEqual([N, NE, E, SE, 4, NW].sort()); // off the edge N/NE/E/SE/NW, or back S onto h7
    play(s, encode(A_OPTION, E, 0), noDice());
    expect(s.progress[S.PR_PUSHOFFS]).toBe(1);
    expect(s.uSq[8]).toBe(sq('h8'));
    play(s, encode(A_SQUARE, 0, sq('a1')), noDice());
    expect(s.uSq[31]).toBe(sq('a1'));
    noViolations(s);
  });

  it('FE-C-6 / T-52 Ripple Effect + landing upon: the chosen direction also pushes a second rival in line [L680]', () => {
    let r1 = 0, r2 = 0;
    const b = ferry('murg', (b) => {
      const p = b.place(0, 'pawn', 'd3');
      traitAura(b, p, 'rippleEffect');
      r1 = b.place(1, 'pawn', 'd5');
      r2 = b.place(1, 'pawn', 'e5');
      b.place(1, 'king', 'h8');
    });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('d5')), noDice());
    expect(options(s)).toContain(encode(A_OPTION, E, 1));
    play(s, encode(A_OPTION, E, 1), noDice());
    expect(s.uSq[r1]).toBe(sq('e5'));
    expect(s.uSq[r2]).toBe(sq('f5'));
    expect(s.uSq[0]).toBe(sq('d5'));
    noViolations(s);
  });

  it('FE-T-2 Ripple Effect on the ahead push is optional ("may") and moves both rivals in line [L638]', () => {
    let r1 = 0, r2 = 0;
    const mk = () => ferry('murg', (b) => {
      const p = b.place(0, 'pawn', 'd2');
      traitAura(b, p, 'rippleEffect');
      r1 = b.place(1, 'pawn', 'd5');
      r2 = b.place(1, 'pawn', 'd6');
      b.place(1, 'king', 'h8');
    });
    const s = journeyTurn(mk(), 2);
    play(s, encode(A_MOVE, 0, sq('d4')), noDice());
    expect(legal(s)).toEqual([encode(A_END), encode(A_OPTION, N, 1)]);
    play(s, encode(A_OPTION, N, 1), noDice());
    expect([s.uSq[r1], s.uSq[r2]]).toEqual([sq('d6'), sq('d7')]);
    const s2 = journeyTurn(mk(), 2);
    play(s2, encode(A_MOVE, 0, sq('d4')), noDice());
    play(s2, encode(A_END), noDice());
    expect([s2.uSq[r1], s2.uSq[r2]]).toEqual([sq('d5'), sq('d6')]);
  });
});

describe('Ferrymen: Endless river, Wave Rider, Belay', () => {
  it('FE-T-2 a pawn reaching The Range continues to The Seat as if adjoined (wrap counts 1) and attaches an aura [L635]', () => {
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'd7'); b.place(1, 'king', 'h5'); });
    const s = journeyTurn(b, 3);
    expect(moves(s, 0)).toEqual(squares('d2')); // d8 → d1 → d2
    play(s, encode(A_MOVE, 0, sq('d2')), noDice());
    expect(legal(s).sort()).toEqual([encode(A_OPTION, 0), encode(A_OPTION, 1)].sort());
    play(s, encode(A_OPTION, 0), noDice());
    expect(s.uAura[0]! & (1 << s.config.auraNames.indexOf('barbaric'))).not.toBe(0);
    expect(s.chips[0]).toBe(1);
    noViolations(s);
  });

  it('FE-T-2 / G-50 the sage wraps diagonally with the file shifting; the side edge still blocks', () => {
    const b = ferry('murg', (b) => { b.place(0, 'sage', 'c7'); b.place(0, 'sage', 'h7'); b.place(1, 'king', 'h5'); });
    const s = journeyTurn(b, 3);
    expect(moves(s, 10)).toEqual(squares('f2')); // NE c7→d8→e1→f2; NW c7→b8→a1→(side edge) blocked
    expect(moves(s, 11)).toEqual(squares('e2')); // NE leaves the side edge at once; NW h7→g8→f1→e2
  });

  it('FE-T-2 / G-50 the unit chooses an aura it does not have; with both, none; no free chip, none (G-8)', () => {
    const b = ferry('murg', (b) => { const p = b.place(0, 'pawn', 'd7'); traitAura(b, p, 'barbaric'); b.place(1, 'king', 'h5'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('d1')), noDice()); // single aura choice: auto-applied
    expect(s.uAura[0]! & (1 << s.config.auraNames.indexOf('rippleEffect'))).not.toBe(0);
    const b2 = ferry('murg', (b) => { b.place(0, 'pawn', 'd7'); b.place(1, 'king', 'h5'); });
    b2.s.chips[0] = 5;
    b2.s.markChips[0] = 5;
    const s2 = journeyTurn(b2, 2);
    play(s2, encode(A_MOVE, 0, sq('d1')), noDice());
    expect(s2.uAura[0]).toBe(0);
    expect(s2.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('FE-T-3 / G-49 a crossing that lands upon a rival only Ripple can move must attach Ripple Effect [L671, L680]', () => {
    let r1 = 0, r2 = 0;
    const b = ferry('murg', (b) => {
      b.place(0, 'pawn', 'd8');
      r1 = b.place(1, 'rook', 'd1'); // invulnerable: never off the edge
      r2 = b.place(1, 'pawn', 'd2');
      for (const x of ['c1', 'e1', 'c2', 'e2']) b.place(1, 'pawn', x);
      b.place(1, 'king', 'h5');
    });
    const s = journeyTurn(b, 1);
    expect(moves(s, 0)).toEqual(squares('d1'));
    play(s, encode(A_MOVE, 0, sq('d1')), noDice()); // Barbaric would leave the landing impossible: Ripple is forced
    expect(s.uAura[0]! & (1 << s.config.auraNames.indexOf('rippleEffect'))).not.toBe(0);
    expect(options(s).length).toBeGreaterThan(0);
    expect(options(s).every((a) => argB(a) === 1)).toBe(true); // every legal push needs Ripple
    play(s, encode(A_OPTION, N, 1), noDice());
    expect([s.uSq[r1], s.uSq[r2], s.uSq[0]]).toEqual([sq('d2'), sq('d3'), sq('d1')]);
    noViolations(s);
  });

  it('FE-T-2 knights, rooks and kings never wrap [L635]', () => {
    const b = ferry('murg', (b) => { b.place(0, 'knight', 'b7'); b.place(1, 'king', 'h5'); });
    const s = journeyTurn(b, 2);
    expect(moves(s, 8)).not.toContain(sq('b1'));
  });

  it('FE-T-3 / T-48 Barbaric earned by crossing applies to the same journey\'s Flow: the rival ahead goes 2 [L671, L637]', () => {
    let r = 0;
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'd8'); r = b.place(1, 'pawn', 'd2'); b.place(1, 'king', 'h5'); });
    const s = journeyTurn(b, 1);
    play(s, encode(A_MOVE, 0, sq('d1')), noDice());
    play(s, encode(A_OPTION, 0), noDice()); // Barbaric
    expect(s.uSq[r]).toBe(sq('d3'));
    expect(legal(s)).toEqual([encode(A_END), encode(A_OPTION, 0)]);
    play(s, encode(A_OPTION, 0), noDice());
    expect(s.uSq[r]).toBe(sq('d4'));
    noViolations(s);
  });

  it('FE-T-2 Barbaric\'s second territory may go off the edge (vanquish) [L637, L675]', () => {
    let r = 0;
    const b = ferry('murg', (b) => { const p = b.place(0, 'pawn', 'a4'); traitAura(b, p, 'barbaric'); r = b.place(1, 'pawn', 'a7'); b.place(1, 'king', 'h5'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('a6')), noDice());
    play(s, encode(A_OPTION, 0), noDice());
    expect(s.uSq[r]).toBe(S.SQ_GRAVEYARD);
  });

  it('FE-D-5 / T-47 a unit ending in The Range does not Flow a rival in The Seat ("ahead" does not wrap) [L667]', () => {
    let r = 0;
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'd6'); r = b.place(1, 'pawn', 'd1'); b.place(1, 'king', 'h5'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('d8')), noDice());
    expect(s.uSq[r]).toBe(sq('d1'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('FE-T-2 wrapping works in the rotated frame of seat 1 (its Range is rank 1, its Seat rank 8) [L635, G-16]', () => {
    const b = new PositionBuilder('murg', 'ferrymen');
    b.place(0, 'king', 'a5');
    const p = b.place(1, 'pawn', 'e2'); // local d7
    const s = b.startTurn(1, new ScriptedRng([3]));
    expect(moves(s, p)).toEqual(squares('e7'));
  });

  it('FE-U-2 Wave Rider: the sage may journey over Ferrymen units, not over rivals; a pawn may not (CR-J-3) [L603]', () => {
    const b = ferry('murg', (b) => { b.place(0, 'sage', 'c1'); b.place(0, 'pawn', 'd2'); b.place(0, 'pawn', 'c2'); b.place(1, 'pawn', 'b2'); b.place(0, 'pawn', 'c4'); b.place(1, 'king', 'h5'); });
    const s = journeyTurn(b, 2);
    expect(moves(s, 10)).toEqual(squares('e3'));
    expect(moves(s, 1)).toEqual([]); // c2 pawn: c4 is blocked and it cannot pass c3→c4
  });

  it('FE-U-5 Belay: after the king\'s journey an adjacent Ferrymen unit may be relocated next to the king [L618]', () => {
    const b = ferry('murg', (b) => { b.place(0, 'king', 'e1'); b.place(0, 'pawn', 'd4'); b.place(1, 'king', 'h8'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 15, sq('e3')), noDice());
    expect(legal(s)).toEqual([encode(A_END), encode(A_TARGET, 0)]);
    play(s, encode(A_TARGET, 0), noDice());
    expect(legal(s).map(argB).sort((x, y) => x - y)).toEqual(squares('d2', 'd3', 'e2', 'e4', 'f2', 'f3', 'f4'));
    play(s, encode(A_SQUARE, 0, sq('f2')), noDice());
    expect(s.uSq[0]).toBe(sq('f2'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    noViolations(s);
  });

  it('FE-U-5 / G-51 Belay only after the king\'s own journey (alternative: after any journey)', () => {
    const mk = (cfg?: Record<string, unknown>) => ferry('murg', (b) => { b.place(0, 'king', 'e1'); b.place(0, 'pawn', 'd2'); b.place(0, 'pawn', 'a2'); b.place(1, 'king', 'h8'); }, cfg);
    const s = journeyTurn(mk(), 2);
    play(s, encode(A_MOVE, 1, sq('a4')), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    const s2 = journeyTurn(mk({ 'ferrymen.options.belayOnlyAfterKingJourney': false }), 2);
    play(s2, encode(A_MOVE, 1, sq('a4')), noDice());
    expect(legal(s2)).toEqual([encode(A_END), encode(A_TARGET, 0)]);
  });
});

describe('Ferrymen: Iron Plating and the path to victory', () => {
  it('FE-C-3 / T-49 / IX-5 an iron-plated unit Flowed off the edge loses the aura and stays where Flow started [L677]', () => {
    let r = 0;
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'a5'); r = b.place(1, 'pawn', 'a8'); b.aura(r, 'ironPlating'); b.place(1, 'king', 'h5'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('a7')), noDice());
    expect(s.uSq[r]).toBe(sq('a8'));
    expect(s.uAura[r]).toBe(0);
    expect(s.chips[1]).toBe(0);
    noViolations(s);
  });

  it('FE-C-3 / G-88 landing upon an iron-plated unit and Flowing it off: its square is taken, so the Ferrymen choose a neighbouring edge square [L677]', () => {
    let r = 0;
    const b = ferry('murg', (b) => { b.place(0, 'knight', 'd6'); r = b.place(1, 'pawn', 'd8'); b.aura(r, 'ironPlating'); b.place(1, 'king', 'h5'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 8, sq('d8')), noDice());
    play(s, encode(A_OPTION, N, 0), noDice());
    expect(s.uAura[r]).toBe(0);
    expect(legal(s).map(argB).sort((x, y) => x - y)).toEqual(squares('c8', 'e8')); // c7/d7/e7 are not edge squares
    noViolations(s);
    play(s, encode(A_SQUARE, 0, sq('c8')), noDice());
    expect(s.uSq[r]).toBe(sq('c8'));
    expect(s.uSq[8]).toBe(sq('d8'));
    noViolations(s);
  });

  it('FE-V-1 / T-41 first push-off: the royal is placed anywhere in The Seat (G-47: the Ferrymen\'s) with 1 fate chip [L587]', () => {
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'a5'); b.place(1, 'king', 'a8'); b.place(0, 'pawn', 'b1'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('a7')), noDice());
    expect(s.progress[S.PR_PUSHOFFS]).toBe(1);
    expect(outcome(s)).toBeNull();
    expect(s.g[S.G_PHASE]).toBe(S.PH_CLAN);
    expect(legal(s).map(argB).sort((x, y) => x - y)).toEqual(squares('a1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1'));
    noViolations(s);
    play(s, encode(A_SQUARE, 0, sq('d1')), noDice());
    expect(s.uSq[31]).toBe(sq('d1'));
    expect(s.markChips[0]).toBe(1);
    expect(s.chips[0]).toBe(1);
    noViolations(s);
  });

  it('FE-V-1 / T-41 / INV-14 the second push-off wins at once [L587]', () => {
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'a5'); b.place(1, 'king', 'a8'); });
    b.s.progress[S.PR_PUSHOFFS] = 1;
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('a7')), noDice());
    expect(outcome(s)).toEqual({ kind: 'win', winners: [0], reason: 'two push-offs' });
    expect(s.progress[S.PR_PUSHOFFS]).toBe(2);
  });

  it('FE-V-1 / G-47 alternative ferrymenFirstPushOffSeat=royalOwner places the royal in its owner\'s Seat', () => {
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'a5'); b.place(1, 'king', 'a8'); }, { 'game.ferrymenFirstPushOffSeat': 'royalOwner' });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('a7')), noDice());
    expect(legal(s).map(argB).sort((x, y) => x - y)).toEqual(squares('b8', 'c8', 'd8', 'e8', 'f8', 'g8', 'h8', 'a8'));
  });

  it('IX-4 / ER-U-5 the Erde king can be pushed off by the Ferrymen and it counts [L775]', () => {
    const b = ferry('erde', (b) => { b.place(0, 'pawn', 'a5'); b.place(1, 'king', 'a8'); });
    b.s.progress[S.PR_PUSHOFFS] = 1;
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('a7')), noDice());
    expect(outcome(s)?.reason).toBe('two push-offs');
  });

  it('IX-32 / G-89 the first push-off of a Wibo queen places her anywhere in The Seat (Deep Roots does not cap it)', () => {
    const b = ferry('wibo', (b) => { b.place(0, 'pawn', 'h5'); b.place(1, 'queen', 'h8'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('h7')), noDice());
    expect(legal(s).map(argB)).toContain(sq('a1'));
    play(s, encode(A_SQUARE, 0, sq('a1')), noDice());
    expect(s.uSq[30]).toBe(sq('a1'));
  });

  it('IX-19 Deep Roots vs Barbaric: the Wibo queen is Flowed 1 territory only [L825, L871]', () => {
    const b = ferry('wibo', (b) => { const p = b.place(0, 'pawn', 'd2'); traitAura(b, p, 'barbaric'); b.place(1, 'queen', 'd5'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('d4')), noDice());
    expect(s.uSq[30]).toBe(sq('d6'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT); // no Barbaric prompt
  });

  it('IX-18 a Wibo pawn in stasis (The Endless) cannot be Flowed or landed upon [L864]', () => {
    let r = 0;
    const b = ferry('wibo', (b) => { b.place(0, 'pawn', 'd5'); r = b.place(1, 'pawn', 'd8'); b.law(1, 'theEndless'); b.place(1, 'queen', 'h5'); b.place(0, 'knight', 'b7'); });
    const s = journeyTurn(b, 2);
    expect(moves(s, 8)).not.toContain(sq('d8'));
    play(s, encode(A_MOVE, 0, sq('d7')), noDice());
    expect(s.uSq[r]).toBe(sq('d8'));
  });
});

describe('Ferrymen skills', () => {
  it('IX-18 stasis pawns cannot be moved by Master the Current or swapped by Eddy [L864]', async () => {
    const { rowExecutable } = await import('../src/slotting.js');
    const b = ferry('wibo', (b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'pawn', 'd8'); b.law(1, 'theEndless'); b.place(1, 'queen', 'h5'); });
    b.phase(0, S.PH_SLOT);
    expect(rowExecutable(b.s, 0, b.row(0, 'eddy'))).toBe(false);
    expect(rowExecutable(b.s, 0, b.row(0, 'masterTheCurrent'))).toBe(false);
    b.place(1, 'pawn', 'd4'); // a Wibo pawn outside its Seat is not in stasis
    expect(rowExecutable(b.s, 0, b.row(0, 'eddy'))).toBe(true);
    expect(rowExecutable(b.s, 0, b.row(0, 'masterTheCurrent'))).toBe(true);
  });

  it('FE-S-5 / T-33 Calm Waters: every journey roll is −1 [L660]', () => {
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'd2'); b.law(0, 'calmWaters'); b.place(1, 'king', 'h8'); });
    const s = journeyTurn(b, 3);
    expect(moves(s, 0)).toEqual(squares('d4'));
  });

  it('FE-S-5 / G-105 Calm Waters does not change the rival\'s journeys', () => {
    const b = new PositionBuilder('murg', 'ferrymen');
    b.place(0, 'rook', 'a1');
    b.place(1, 'king', 'h8');
    b.law(1, 'calmWaters');
    const s = b.startTurn(0, new ScriptedRng([3]));
    expect(moves(s, 12)).toContain(sq('a4'));
  });

  it('FE-S-5 / FE-C-5 / T-51 zero journey: no unit moves; one able unit may Flow an adjacent (even diagonal) rival away [L679]', () => {
    let r = 0;
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'd4'); b.place(0, 'rook', 'a1'); r = b.place(1, 'pawn', 'e5'); b.law(0, 'calmWaters'); b.place(1, 'king', 'h8'); });
    const s = journeyTurn(b, 1);
    expect(legal(s).sort()).toEqual([encode(A_CANCEL), encode(A_TARGET, 0)].sort()); // the rook cannot Flow
    play(s, encode(A_TARGET, 0), noDice());
    expect(legal(s)).toEqual([encode(A_END), encode(A_TARGET, r)]);
    play(s, encode(A_TARGET, r), noDice());
    expect(s.uSq[r]).toBe(sq('f6')); // FE-C-4: away along the bearing d4→e5
    expect(s.uSq[0]).toBe(sq('d4'));
    expect(s.g[S.G_JOURNEYED]).toBe(0);
  });

  it('FE-S-4 / FE-C-4 / T-50 Big Wave: every adjacent rival is Flowed away along its own bearing; auras do not apply [L656, L678]', () => {
    let r1 = 0, r2 = 0, r3 = 0;
    const b2 = ferry('murg', (b) => {
      const p = b.place(0, 'pawn', 'd2');
      traitAura(b, p, 'barbaric');
      r1 = b.place(1, 'pawn', 'c4'); // diagonal NW of d3
      r2 = b.place(1, 'pawn', 'e3'); // orthogonal E of d3
      r3 = b.place(1, 'pawn', 'a4'); // not adjacent
      b.place(1, 'king', 'h8');
      b.slot(0, b.row(0, 'bigWave'), 1, 6);
    });
    const s2 = journeyTurn(b2, 1);
    play(s2, encode(A_MOVE, 0, sq('d3')), noDice());
    expect(s2.g[S.G_PHASE]).toBe(S.PH_SLOT);
    play(s2, encode(A_SLOT, b2.row(0, 'bigWave'), 0), noDice());
    // G-53: the Ferrymen choose the order.
    expect(legal(s2).sort()).toEqual([encode(A_TARGET, r1), encode(A_TARGET, r2)].sort());
    play(s2, encode(A_TARGET, r2), new ScriptedRng([5]));
    expect(s2.uSq[r2]).toBe(sq('f3'));
    expect(s2.uSq[r1]).toBe(sq('b5'));
    expect(s2.uSq[r3]).toBe(sq('a4'));
    noViolations(s2);
  });

  it('FE-S-4 / T-51 Big Wave from the unit that performed the zero journey [L679]', () => {
    let r = 0;
    const b = ferry('murg', (b) => {
      b.place(0, 'knight', 'd4');
      r = b.place(1, 'pawn', 'c3');
      b.place(1, 'pawn', 'e4');
      b.law(0, 'calmWaters');
      b.place(1, 'king', 'h8');
      b.slot(0, b.row(0, 'bigWave'), 1, 6);
    });
    const s = journeyTurn(b, 1);
    play(s, encode(A_TARGET, 8), noDice());
    play(s, encode(A_END), noDice()); // no zero-journey Flow
    play(s, encode(A_SLOT, b.row(0, 'bigWave'), 0), noDice());
    play(s, encode(A_TARGET, r), new ScriptedRng([5]));
    expect(s.uSq[r]).toBe(sq('b2'));
    expect(s.uSq[17]).toBe(sq('f4'));
  });

  it('FE-S-4 / G-53 Big Wave cannot complete when nothing journeyed this turn', () => {
    const b = ferry('murg', (b) => { b.place(0, 'knight', 'd4'); b.place(1, 'pawn', 'c3'); b.place(1, 'king', 'h8'); b.slot(0, b.row(0, 'bigWave'), 0, 1); });
    const s = b.startTurn(0, new ScriptedRng([6])); // the knight cannot journey 6: the cancel is forced
    expect(s.g[S.G_JOURNEYED]).toBe(-1);
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    expect(legal(s)).not.toContain(encode(A_SLOT, b.row(0, 'bigWave'), 1));
  });

  it('FE-S-1 Unrelenting Tide: the rival royal slides until an obstacle or the edge, never off; it cannot journey next turn [L644]', () => {
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'king', 'd5'); b.place(1, 'pawn', 'd7'); b.relicTokens(0, b.row(0, 'unrelentingTide'), 1); });
    const rng = new ScriptedRng([2]);
    const s = b.startTurn(0, rng);
    play(s, encode(A_SPEND_RELIC, b.row(0, 'unrelentingTide')), rng);
    expect(options(s).length).toBe(8);
    play(s, encode(A_OPTION, N), rng);
    expect(s.uSq[31]).toBe(sq('d6')); // stops before d7
    const b2 = ferry('murg', (b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'king', 'd5'); b.relicTokens(0, b.row(0, 'unrelentingTide'), 1); });
    const rngB = new ScriptedRng([2]);
    const s2 = b2.startTurn(0, rngB);
    play(s2, encode(A_SPEND_RELIC, b2.row(0, 'unrelentingTide')), rngB);
    play(s2, encode(A_OPTION, E), rngB);
    expect(s2.uSq[31]).toBe(sq('h5')); // the edge: never pushed off
    expect(s2.uFrozenUntil[31]).toBe(s2.g[S.G_TURN]! + 1);
    // The royal owner's next turn: the king cannot journey (CR-J-8).
    const rng2 = new ScriptedRng([1]);
    expect(s2.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
    play(s2, encode(A_CANCEL), rng2);
    play(s2, legal(s2).find((a) => kindOf(a) === 12 /* A_RETURN_BONE */)!, rng2);
    expect(s2.g[S.G_SEAT]).toBe(1);
    // Murg turn: declare Journey, then no king move is legal.
    if (s2.g[S.G_PHASE] === S.PH_DECLARE) play(s2, encode(3 /* A_DECLARE_JOURNEY */), rng2);
    expect(legal(s2).filter((a) => kindOf(a) === A_MOVE && argA(a) === 31)).toEqual([]);
  });

  it('FE-S-1 / IX-28 / G-90 after Unrelenting Tide the Huldra queen can neither journey nor Leap in her next turn [L644]', () => {
    const b = ferry('huldra', (b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'queen', 'd5'); b.place(1, 'rook', 'h8'); b.relicTokens(0, b.row(0, 'unrelentingTide'), 1); });
    const rng = new ScriptedRng([1]);
    const s = b.startTurn(0, rng);
    play(s, encode(A_SPEND_RELIC, b.row(0, 'unrelentingTide')), rng);
    play(s, encode(A_OPTION, SW), rng);
    expect(s.uSq[30]).toBe(sq('b3')); // stops before the Ferrymen pawn on a2
    play(s, encode(A_CANCEL), rng);
    play(s, legal(s).find((a) => kindOf(a) === 12 /* A_RETURN_BONE */)!, new ScriptedRng([3]));
    expect(s.g[S.G_SEAT]).toBe(1);
    // Huldra roll first (HU-T-1): no queen journey, no Leap (a relocation) in this turn.
    expect(legal(s).filter((a) => argA(a) === 30 && kindOf(a) === A_MOVE)).toEqual([]);
    expect(legal(s).filter((a) => kindOf(a) === 9 /* A_LEAP */)).toEqual([]);
  });

  it('FE-C-1 / FE-V-1 Big Wave can push the rival royal off the edge: a push-off, then the remaining pushes [L675, L656]', () => {
    let r = 0;
    const b2 = ferry('murg', (b) => {
      b.place(0, 'pawn', 'g1');
      r = b.place(1, 'pawn', 'f8');
      b.place(1, 'king', 'h8');
      b.slot(0, b.row(0, 'bigWave'), 0, 1);
    });
    const s2 = journeyTurn(b2, 6);
    play(s2, encode(A_MOVE, 0, sq('g7')), noDice());
    play(s2, encode(A_SLOT, b2.row(0, 'bigWave'), 1), noDice());
    expect(legal(s2).sort()).toEqual([encode(A_TARGET, r), encode(A_TARGET, 31)].sort());
    play(s2, encode(A_TARGET, 31), noDice()); // h8 away from g7 = NE: off the edge
    expect(s2.progress[S.PR_PUSHOFFS]).toBe(1);
    expect(s2.uSq[31]).toBe(S.SQ_OUT);
    noViolations(s2);
    play(s2, encode(A_SQUARE, 0, sq('a1')), new ScriptedRng([5]));
    expect(s2.uSq[31]).toBe(sq('a1'));
    expect(s2.uSq[r]).toBe(S.SQ_GRAVEYARD); // f8 away from g7 = NW: off the edge (auto-applied last push)
    noViolations(s2);
  });

  it('FE-V-1 / CR-V-1 the push-off mark chip returns when the marked royal leaves play', async () => {
    const { removeToGraveyard } = await import('../src/units.js');
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'a5'); b.place(1, 'king', 'a8'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('a7')), noDice());
    play(s, encode(A_SQUARE, 0, sq('d1')), noDice());
    expect(s.chips[0]).toBe(1);
    removeToGraveyard(s, 31);
    expect([s.chips[0], s.markChips[0]]).toEqual([0, 0]);
    noViolations(s);
  });

  it('FE-S-1 / IX-19 Unrelenting Tide moves the Wibo queen 1 square at most (Deep Roots) [L825]', () => {
    const b = ferry('wibo', (b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'queen', 'd5'); b.relicTokens(0, b.row(0, 'unrelentingTide'), 1); });
    const rng = new ScriptedRng([2]);
    const s = b.startTurn(0, rng);
    play(s, encode(A_SPEND_RELIC, b.row(0, 'unrelentingTide')), rng);
    play(s, encode(A_OPTION, E), rng);
    expect(s.uSq[30]).toBe(sq('e5'));
  });

  it('FE-S-1 / G-54 a non-Erde royal stops before Reclaimed ground; IX-29 the Erde king may slide onto it', () => {
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'king', 'd2'); b.relicTokens(0, b.row(0, 'unrelentingTide'), 1); });
    b.s.terr[sq('d5')] = S.TERR_RECLAIMED;
    const rng = new ScriptedRng([2]);
    const s = b.startTurn(0, rng);
    play(s, encode(A_SPEND_RELIC, b.row(0, 'unrelentingTide')), rng);
    play(s, encode(A_OPTION, N), rng);
    expect(s.uSq[31]).toBe(sq('d4'));
    const b2 = ferry('erde', (b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'king', 'd2'); b.reclaimed(1, 'd5'); b.relicTokens(0, b.row(0, 'unrelentingTide'), 1); });
    const rng2 = new ScriptedRng([2]);
    const s2 = b2.startTurn(0, rng2);
    play(s2, encode(A_SPEND_RELIC, b2.row(0, 'unrelentingTide')), rng2);
    play(s2, encode(A_OPTION, N), rng2);
    expect(s2.uSq[31]).toBe(sq('d8'));
  });

  it('FE-S-2 / G-52 Master the Current: any 2 pawns Flowed 1 territory in the same direction; the front one may make room; off the edge vanquishes [L648]', () => {
    const row = (b: PositionBuilder) => b.row(0, 'masterTheCurrent');
    let own = 0, r1 = 0, r2 = 0;
    const b = ferry('murg', (b) => {
      own = b.place(0, 'pawn', 'a3');
      r1 = b.place(1, 'pawn', 'd5');
      r2 = b.place(1, 'pawn', 'd6');
      b.place(1, 'king', 'h8');
      b.slot(0, row(b), 0, 2);
    });
    const s = journeyTurn(b, 3);
    play(s, encode(A_CANCEL), noDice());
    play(s, encode(A_SLOT, row(b), 1), noDice());
    expect(legal(s).map(argA).sort()).toEqual([own, r1, r2].sort());
    play(s, encode(A_TARGET, r1), noDice());
    play(s, encode(A_TARGET, r2), noDice());
    expect(options(s).map(argA)).toContain(N);
    play(s, encode(A_OPTION, N), new ScriptedRng([5]));
    expect([s.uSq[r1], s.uSq[r2]]).toEqual([sq('d6'), sq('d7')]);
    // Off the edge: a vanquish (G-52); the two pawns need not be in line.
    const b2 = ferry('murg', (b) => {
      r1 = b.place(1, 'pawn', 'a8');
      r2 = b.place(1, 'pawn', 'c5');
      b.place(1, 'king', 'h1');
      b.slot(0, row(b), 0, 2);
    });
    const s2 = b2.startTurn(0, new ScriptedRng([3])); // no Ferrymen unit: the journey is cancelled (forced)
    play(s2, encode(A_SLOT, row(b2), 1), noDice());
    play(s2, encode(A_TARGET, r1), noDice()); // the second pawn is then forced (auto-applied)
    expect(options(s2).map(argA)).toContain(N);
    play(s2, encode(A_OPTION, N), new ScriptedRng([5]));
    expect(s2.uSq[r1]).toBe(S.SQ_GRAVEYARD);
    expect(s2.uSq[r2]).toBe(sq('c6'));
    noViolations(s2);
  });

  it('FE-S-3 / T-89 Eddy: a Ferrymen pawn and a rival pawn swap squares, any distance apart [L652]', () => {
    let own = 0, r = 0;
    const b = ferry('murg', (b) => { own = b.place(0, 'pawn', 'a2'); r = b.place(1, 'pawn', 'g7'); b.place(1, 'king', 'h1'); b.slot(0, b.row(0, 'eddy'), 0, 1); });
    const s = journeyTurn(b, 3);
    play(s, encode(A_CANCEL), noDice());
    play(s, encode(A_SLOT, b.row(0, 'eddy'), 1), new ScriptedRng([5])); // single pair: auto-applied
    expect(s.uSq[own]).toBe(sq('g7'));
    expect(s.uSq[r]).toBe(sq('a2'));
    noViolations(s);
  });

  it('FE-S-3 / IX-14 Eddy never puts a Ferrymen pawn on Reclaimed ground', () => {
    const b = ferry('erde', (b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'pawn', 'd4'); b.reclaimed(1, 'd4'); b.place(1, 'king', 'h1'); b.slot(0, b.row(0, 'eddy'), 0, 1); });
    const s = b.startTurn(0, new ScriptedRng([3]));
    // CR-S-9: with no possible pair the Eddy row may even be cleared in Upkeep.
    expect(legal(s)).toContain(encode(13 /* A_CLEAR_ROW */, b.row(0, 'eddy')));
    play(s, encode(A_END), new ScriptedRng([3]));
    play(s, encode(A_CANCEL), noDice());
    expect(legal(s)).not.toContain(encode(A_SLOT, b.row(0, 'eddy'), 1));
  });
});

describe('Ferrymen wording and invariants', () => {
  it('describeAction names the decisions in the rulebook\'s words', () => {
    const b = ferry('murg', (b) => { b.place(0, 'pawn', 'd7'); b.place(0, 'knight', 'c3'); b.place(1, 'pawn', 'e5'); b.place(1, 'king', 'h5'); });
    const s = journeyTurn(b, 2);
    expect(describeAction(s, encode(A_MOVE, 0, sq('d1')))).toBe('Ferrymen pawn d7 journeys to d1 crossing The Range to The Seat');
    expect(describeAction(s, encode(A_MOVE, 8, sq('e5')))).toBe('Ferrymen knight c3 journeys to e5, landing upon Murg pawn e5');
    play(s, encode(A_MOVE, 0, sq('d1')), noDice());
    expect(describeAction(s, encode(A_OPTION, 1))).toBe('attach Ripple Effect');
  });

  it('describeAction depends only on the state and the action, whatever was computed before (issue 24: no module-level variable carries a result from one call to another)', () => {
    const position = () => ferry('murg', (b) => { b.place(0, 'pawn', 'd7'); b.place(0, 'knight', 'c3'); b.place(1, 'pawn', 'e5'); b.place(1, 'king', 'h5'); });
    const cross = encode(A_MOVE, 0, sq('d1')), land = encode(A_MOVE, 8, sq('e5'));
    const CROSS = 'Ferrymen pawn d7 journeys to d1 crossing The Range to The Seat';
    const LAND = 'Ferrymen knight c3 journeys to e5, landing upon Murg pawn e5';
    const s = journeyTurn(position(), 2);
    expect(describeAction(s, land)).toBe(LAND);
    // Another position whose journey crosses The Range (d8 → d1) is listed last: the landing keeps its words.
    const crossing = journeyTurn(ferry('murg', (b) => { b.place(0, 'pawn', 'd8'); b.place(1, 'king', 'h5'); }), 1);
    expect(legal(crossing)).toEqual([encode(A_CANCEL), encode(A_MOVE, 0, sq('d1'))]);
    expect(describeAction(s, land)).toBe(LAND);
    expect(describeAction(s, cross)).toBe(CROSS);
    // One whose journey does not cross (d2 → d4) is listed last: the crossing keeps its words.
    const plain = journeyTurn(ferry('murg', (b) => { b.place(0, 'pawn', 'd2'); b.place(1, 'king', 'h5'); }), 2);
    expect(legal(plain)).toEqual([encode(A_CANCEL), encode(A_MOVE, 0, sq('d4'))]);
    expect(describeAction(s, cross)).toBe(CROSS);
    expect(describeAction(plain, encode(A_MOVE, 0, sq('d4')))).toBe('Ferrymen pawn d2 journeys to d4');
    expect(describeAction(crossing, encode(A_MOVE, 0, sq('d1')))).toBe('Ferrymen pawn d8 journeys to d1 crossing The Range to The Seat');
    // A pending landing upon (its origin counts as free for the Flow) in a copy of the position, with its Flow
    // choices listed and one applied: the first position's words do not change.
    const t = journeyTurn(position(), 2);
    play(t, land, noDice());
    expect(t.g[S.G_PHASE]).toBe(S.PH_CLAN);
    expect(options(t).length).toBeGreaterThan(0);
    play(t, options(t)[0]!, noDice());
    expect([describeAction(s, cross), describeAction(s, land)]).toEqual([CROSS, LAND]);
    expect(legal(s).filter((a) => kindOf(a) === A_MOVE).map((a) => describeAction(s, a)))
      .toEqual(legal(journeyTurn(position(), 2)).filter((a) => kindOf(a) === A_MOVE).map((a) => describeAction(s, a)));
  });

  it('INV-9 Barbaric / Ripple Effect only on Ferrymen pawns and sages', () => {
    const b = ferry('murg', (b) => { b.place(0, 'knight', 'c3'); b.place(1, 'king', 'h5'); });
    b.s.uAura[8] = 1 << b.s.config.auraNames.indexOf('barbaric');
    b.s.chips[0] = 1;
    expect(checkInvariants(b.s).join()).toContain('INV-9');
  });
});

describe('Ferrymen: Iron Plating under Ripple Effect and Barbaric (rulings 10 and 11 of 2026-11-26)', () => {
  const plated = (b: PositionBuilder, at: string): number => {
    const r = b.place(1, 'pawn', at);
    b.aura(r, 'ironPlating');
    return r;
  };

  it('ruling 10 (FE-T-2, L677): Ripple Effect flows a plated rear unit off the edge; it returns to a neighbouring edge square and the front unit moves', () => {
    let r1 = 0, r2 = 0;
    const b = ferry('murg', (b) => {
      const p = b.place(0, 'pawn', 'd4');
      traitAura(b, p, 'rippleEffect');
      r1 = b.place(1, 'pawn', 'd7');
      r2 = plated(b, 'd8');
      b.place(1, 'king', 'h5');
    });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('d6')), noDice());
    expect(legal(s)).toEqual([encode(A_END), encode(A_OPTION, N, 1)]);
    play(s, encode(A_OPTION, N, 1), noDice());
    expect(s.uAura[r2]).toBe(0);
    expect(s.uSq[r1]).toBe(sq('d8')); // the push is not blocked: the front unit takes the rear unit's square
    expect(s.g[S.G_PHASE]).toBe(S.PH_CLAN);
    expect(legal(s).map(argB).sort((x, y) => x - y)).toEqual(squares('c8', 'e8')); // its own square is taken [L677]
    noViolations(s);
    play(s, encode(A_SQUARE, 0, sq('e8')), noDice());
    expect([s.uSq[0], s.uSq[r1], s.uSq[r2]]).toEqual([sq('d6'), sq('d8'), sq('e8')]);
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    noViolations(s);
  });

  it('ruling 10 (FE-C-6, L677, L680): Ripple Effect after a landing upon flows a plated rear unit off the edge; the Ferrymen land and it returns to a neighbouring edge square', () => {
    let r1 = 0, r2 = 0;
    const b = ferry('murg', (b) => {
      const p = b.place(0, 'pawn', 'd5');
      traitAura(b, p, 'rippleEffect');
      r1 = b.place(1, 'pawn', 'd7');
      r2 = plated(b, 'd8');
      b.place(1, 'king', 'h5');
    });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('d7')), noDice()); // landing upon r1
    expect(options(s)).toContain(encode(A_OPTION, N, 1));
    play(s, encode(A_OPTION, N, 1), noDice());
    expect(s.uAura[r2]).toBe(0);
    expect([s.uSq[0], s.uSq[r1]]).toEqual([sq('d7'), sq('d8')]); // the Flow and the landing complete
    expect(legal(s).map(argB).sort((x, y) => x - y)).toEqual(squares('c8', 'e8'));
    noViolations(s);
    play(s, encode(A_SQUARE, 0, sq('c8')), noDice());
    expect([s.uSq[0], s.uSq[r1], s.uSq[r2]]).toEqual([sq('d7'), sq('d8'), sq('c8')]);
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    noViolations(s);
  });

  it('ruling 10 (FE-C-3, L677): with no free neighbouring edge square the rear unit goes to the nearest free square (CR-N)', () => {
    let r1 = 0, r2 = 0;
    const b = ferry('murg', (b) => {
      const p = b.place(0, 'pawn', 'd4');
      traitAura(b, p, 'rippleEffect');
      r1 = b.place(1, 'pawn', 'd7');
      r2 = plated(b, 'd8');
      b.place(1, 'pawn', 'c8');
      b.place(1, 'pawn', 'e8');
      b.place(1, 'king', 'h5');
    });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('d6')), noDice());
    play(s, encode(A_OPTION, N, 1), noDice());
    expect(s.uSq[r1]).toBe(sq('d8'));
    // CR-N: the free squares nearest the target set {c8, e8} (distance 1; d8 is the front unit's now)
    expect(legal(s).map(argB).sort((x, y) => x - y)).toEqual(squares('b7', 'c7', 'd7', 'e7', 'f7', 'b8', 'f8'));
    play(s, encode(A_SQUARE, 0, sq('c7')), noDice());
    expect(s.uSq[r2]).toBe(sq('c7'));
    noViolations(s);
  });

  it('ruling 11 (FE-T-2, L677, L637): Barbaric flows a plated unit off the edge on its second square; it returns to the square where that Flow began', () => {
    let r = 0;
    const b = ferry('murg', (b) => { const p = b.place(0, 'pawn', 'd4'); traitAura(b, p, 'barbaric'); r = plated(b, 'd7'); b.place(1, 'king', 'h5'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('d6')), noDice());
    expect(s.uSq[r]).toBe(sq('d8'));
    play(s, encode(A_OPTION, 0), noDice()); // Barbaric's second square: off the edge
    expect(s.uAura[r]).toBe(0);
    expect(s.uSq[r]).toBe(sq('d7'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    noViolations(s);
  });

  it('ruling 11 (FE-C-3, L677): after a landing upon, the square where the Barbaric Flow began is taken, so the Ferrymen choose a neighbouring edge square', () => {
    let r = 0;
    const b = ferry('murg', (b) => { const p = b.place(0, 'pawn', 'd5'); traitAura(b, p, 'barbaric'); r = plated(b, 'd7'); b.place(1, 'king', 'h5'); });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('d7')), noDice()); // landing upon r
    play(s, encode(A_OPTION, N, 0), noDice());
    expect([s.uSq[0], s.uSq[r]]).toEqual([sq('d7'), sq('d8')]);
    play(s, encode(A_OPTION, 0), noDice()); // Barbaric: off the edge
    expect(s.uAura[r]).toBe(0);
    expect(legal(s).map(argB).sort((x, y) => x - y)).toEqual(squares('c8', 'd8', 'e8'));
    noViolations(s);
    play(s, encode(A_SQUARE, 0, sq('e8')), noDice());
    expect(s.uSq[r]).toBe(sq('e8'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    noViolations(s);
  });

  it('ruling 11 (FE-T-2, L677, L638): Ripple Effect with Barbaric, the plated rear unit goes off on the second square and returns to where the Flow began; the front unit moves on', () => {
    let r1 = 0, r2 = 0;
    const b = ferry('murg', (b) => {
      const p = b.place(0, 'pawn', 'd3');
      traitAura(b, p, 'rippleEffect');
      traitAura(b, p, 'barbaric');
      r1 = b.place(1, 'pawn', 'd6');
      r2 = plated(b, 'd7');
      b.place(1, 'king', 'h5');
    });
    const s = journeyTurn(b, 2);
    play(s, encode(A_MOVE, 0, sq('d5')), noDice());
    play(s, encode(A_OPTION, N, 1), noDice());
    expect([s.uSq[r1], s.uSq[r2]]).toEqual([sq('d7'), sq('d8')]);
    play(s, encode(A_OPTION, 0), noDice()); // Barbaric
    expect(s.uAura[r2]).toBe(0);
    expect([s.uSq[r1], s.uSq[r2]]).toEqual([sq('d8'), sq('d7')]);
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    noViolations(s);
  });

  it('ruling 11 alternative barbaricPlatedReturn=stepStart (L677 "initiated" per step): the unit returns to where the second step began', () => {
    const cfg = { 'ferrymen.options.barbaricPlatedReturn': 'stepStart' };
    let r = 0;
    const s = journeyTurn(ferry('murg', (b) => { const p = b.place(0, 'pawn', 'd4'); traitAura(b, p, 'barbaric'); r = plated(b, 'd7'); b.place(1, 'king', 'h5'); }, cfg), 2);
    play(s, encode(A_MOVE, 0, sq('d6')), noDice());
    play(s, encode(A_OPTION, 0), noDice());
    expect([s.uSq[r], s.uAura[r]]).toEqual([sq('d8'), 0]);
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    noViolations(s);
    // After a landing upon: d8 (where the step began) is free, so no choice.
    const s2 = journeyTurn(ferry('murg', (b) => { const p = b.place(0, 'pawn', 'd5'); traitAura(b, p, 'barbaric'); r = plated(b, 'd7'); b.place(1, 'king', 'h5'); }, cfg), 2);
    play(s2, encode(A_MOVE, 0, sq('d7')), noDice());
    play(s2, encode(A_OPTION, N, 0), noDice());
    play(s2, encode(A_OPTION, 0), noDice());
    expect([s2.uSq[0], s2.uSq[r]]).toEqual([sq('d7'), sq('d8')]);
    expect(s2.g[S.G_PHASE]).toBe(S.PH_SLOT);
    // Ripple + Barbaric: the rear unit's step began on d8, now the front unit's, so a neighbouring edge square.
    let r1 = 0, r2 = 0;
    const s3 = journeyTurn(ferry('murg', (b) => {
      const p = b.place(0, 'pawn', 'd3');
      traitAura(b, p, 'rippleEffect');
      traitAura(b, p, 'barbaric');
      r1 = b.place(1, 'pawn', 'd6');
      r2 = plated(b, 'd7');
      b.place(1, 'king', 'h5');
    }, cfg), 2);
    play(s3, encode(A_MOVE, 0, sq('d5')), noDice());
    play(s3, encode(A_OPTION, N, 1), noDice());
    play(s3, encode(A_OPTION, 0), noDice());
    expect(s3.uSq[r1]).toBe(sq('d8'));
    expect(legal(s3).map(argB).sort((x, y) => x - y)).toEqual(squares('c8', 'e8'));
    play(s3, encode(A_SQUARE, 0, sq('c8')), noDice());
    expect(s3.uSq[r2]).toBe(sq('c8'));
    noViolations(s3);
  });

  it('ruling 11 (G-88, L677): ferrymen.options.barbaricPlatedReturn is listed by `rules darkleaf`, default flowStart, with its source and the stepStart alternative', () => {
    const p = darkleafParameters.find((x) => x.key === 'ferrymen.options.barbaricPlatedReturn');
    expect(p).toBeDefined();
    expect(p).toMatchObject({ kind: 'choice', default: 'flowStart', values: ['flowStart', 'stepStart'], alternatives: ['stepStart'] });
    expect(p!.source).toMatch(/L677/);
    expect(p!.source).toMatch(/ruling 11/);
  });
});
