// Erde [L692-784], spec §3.4, the IX items involving Erde (§3.7) and T-30/T-34/T-42/T-56…T-61/T-91.
import { describe, expect, it, vi } from 'vitest';
import {
  A_CANCEL, A_DECLARE_DEED, A_DECLARE_JOURNEY, A_END, A_MOVE, A_MOVE_PART, A_RETURN_BONE, A_SLOT, A_SPEND_RELIC,
  A_SQUARE, A_TARGET, argA, argB, argC, checkInvariants, configWith, describeAction, encode, kindOf, legal, outcome,
  play, PositionBuilder, S, ScriptedRng, sq, noDice,
} from './helpers.js';
import { HOOKS } from '../src/clans/index.js';
import { isInvulnerable, mayEndOn } from '../src/units.js';
import { pushDestination } from '../src/push.js';
import { clearTarget, placementSquares, PLACE_OUT, TARGET } from '../src/placement.js';
import { ERDE, HEXEN, WIBO } from '../src/config.js';
import { darkleafParameters } from '../src/data/parameters.js';

const sorted = (xs: number[]) => [...xs].sort((x, y) => x - y);
const squares = (...n: string[]) => sorted(n.map(sq));
const of = (s: S.DarkleafState, kind: number) => legal(s).filter((a) => kindOf(a) === kind);
const movesOf = (s: S.DarkleafState, u: number) => sorted(of(s, A_MOVE).filter((a) => argA(a) === u).map(argB));
const partsOf = (s: S.DarkleafState, u: number) => of(s, A_MOVE_PART).filter((a) => argA(a) === u);

/** Erde in seat 0 against `rival` in seat 1 (a rival king/queen far away unless the test places one). */
function erde(rival = 'murg', build: (b: PositionBuilder) => void = () => {}, config?: Parameters<typeof configWith>[0]) {
  const b = new PositionBuilder('erde', rival, config ? configWith(config) : undefined);
  build(b);
  return b;
}
/** Cancels the journey (CR-J-7) unless the engine already did (no destination: cancel was the only choice). */
function toSlotting(s: S.DarkleafState, rng: ScriptedRng): void {
  if (s.g[S.G_PHASE] === S.PH_JOURNEY) play(s, encode(A_CANCEL), rng);
  expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
}
const clean = (s: S.DarkleafState) => expect(checkInvariants(s)).toEqual([]);

describe('Erde trait #1: split journeys (ER-T-1, G-55, DP-10)', () => {
  it('ER-T-1 / T-34 the roll may be split between 2 units, part by part, each part exact [L733]', () => {
    let a = 0, h = 0;
    const s = erde('murg', (b) => { a = b.place(0, 'pawn', 'a2'); h = b.place(0, 'pawn', 'h2'); b.place(1, 'king', 'h8'); })
      .startTurn(0, new ScriptedRng([3]));
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
    // G-55: not splitting is allowed; the parts are 1 or 2 squares (each ≥ 1, summing to 3).
    expect(movesOf(s, a)).toEqual(squares('a5', 'd2'));
    expect(sorted(partsOf(s, a).map((x) => argB(x) * 8 + argC(x)))).toEqual(sorted([sq('a3') * 8 + 1, sq('b2') * 8 + 1, sq('a4') * 8 + 2, sq('c2') * 8 + 2]));
    play(s, encode(A_MOVE_PART, a, sq('a3'), 1), noDice());
    expect(s.uSq[a]).toBe(sq('a3'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_CLAN);
    // The second part: a different unit, exactly the 2 left, no third part and no second move of the a-pawn.
    expect(sorted(legal(s))).toEqual(sorted([encode(A_MOVE, h, sq('h4')), encode(A_MOVE, h, sq('f2'))]));
    play(s, encode(A_MOVE, h, sq('h4')), noDice());
    expect(s.uSq[h]).toBe(sq('h4'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    clean(s);
  });

  it('ER-T-1 / G-55 a part is offered only when other units can journey the rest, so a split never strands part of the roll [L733]', () => {
    // One unit alone: no split.
    const s = erde('murg', (b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'king', 'h8'); }).startTurn(0, new ScriptedRng([3]));
    expect(of(s, A_MOVE_PART)).toEqual([]);
    // The h-pawn is boxed in (h3 and g2 taken): the a-pawn may not journey 1 and leave 1 unused.
    const s2 = erde('murg', (b) => {
      b.place(0, 'pawn', 'a2'); b.place(0, 'pawn', 'h2'); b.place(1, 'pawn', 'h3'); b.place(1, 'pawn', 'g2'); b.place(1, 'king', 'h8');
    }).startTurn(0, new ScriptedRng([2]));
    expect(of(s2, A_MOVE_PART)).toEqual([]);
    expect(movesOf(s2, 0)).toEqual(squares('a4', 'c2'));
  });

  it('ER-T-1 / G-55 the look-ahead plays the first part: a part that would block the only unit left for the rest is not offered [L733]', () => {
    // The h-pawn can only journey north (g2 is taken, E is the edge); the king is the other unit.
    const s = erde('murg', (b) => { b.place(0, 'pawn', 'h2'); b.place(0, 'king', 'g4'); b.place(1, 'pawn', 'g2'); b.place(1, 'king', 'a8'); })
      .startTurn(0, new ScriptedRng([2]));
    expect(legal(s)).toContain(encode(A_MOVE_PART, 15, sq('g5'), 1));
    expect(legal(s)).not.toContain(encode(A_MOVE_PART, 15, sq('h3'), 1)); // would leave the h-pawn no 1-square journey
    expect(legal(s)).toContain(encode(A_MOVE_PART, 0, sq('h3'), 1));
    play(s, encode(A_MOVE_PART, 15, sq('g5'), 1), noDice());
    // The only part left (h2 → h3) was a forced single choice: the engine applied it.
    expect(s.uSq[0]).toBe(sq('h3'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('ER-T-1 / G-55 alternative splitRestMayBeDeclined=true: any shorter first part, and the rest may be given up', () => {
    const s = erde('murg', (b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'king', 'h8'); }, { 'erde.options.splitRestMayBeDeclined': true })
      .startTurn(0, new ScriptedRng([3]));
    expect(legal(s)).toContain(encode(A_MOVE_PART, 0, sq('a3'), 1)); // no other unit for the rest: allowed anyway
    play(s, encode(A_MOVE_PART, 0, sq('a3'), 1), noDice());
    // Only "end" is left (the pawn may not journey twice): the engine applied it.
    expect(s.uSq[0]).toBe(sq('a3'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('ER-S-3 / T-34 Metamorphic: spent after a journey roll of 3+, the roll splits between 3 units [L749-751]', () => {
    const mk = (roll: number) => erde('murg', (b) => {
      b.place(0, 'pawn', 'a2'); b.place(0, 'pawn', 'c2'); b.place(0, 'pawn', 'e2'); b.place(1, 'king', 'h8');
      b.relicTokens(0, b.row(0, 'metamorphic'), 1);
    }).startTurn(0, new ScriptedRng([roll]));
    const meta = encode(A_SPEND_RELIC, 2);
    // Not an Upkeep relic (CR-RT-2): the turn went straight on to the journey.
    const s2 = mk(2);
    expect(s2.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
    expect(legal(s2)).not.toContain(meta); // roll below metamorphicMinRoll
    const s = mk(3);
    expect(legal(s)).toContain(meta);
    // Without it, after one part only one more unit may journey.
    const plain = s.clone();
    play(plain, encode(A_MOVE_PART, 0, sq('a3'), 1), noDice());
    expect(of(plain, A_MOVE_PART)).toEqual([]);
    play(s, meta, noDice());
    expect(s.relicTok[2]).toBe(0);
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
    expect(legal(s)).not.toContain(meta); // once per turn
    play(s, encode(A_MOVE_PART, 0, sq('a3'), 1), noDice());
    expect(legal(s)).toContain(encode(A_MOVE_PART, 1, sq('c3'), 1));
    play(s, encode(A_MOVE_PART, 1, sq('c3'), 1), noDice());
    expect(sorted(legal(s))).toEqual(sorted([encode(A_MOVE, 2, sq('e3')), encode(A_MOVE, 2, sq('f2')), encode(A_MOVE, 2, sq('d2'))]));
    play(s, encode(A_MOVE, 2, sq('e3')), noDice());
    expect([s.uSq[0], s.uSq[1], s.uSq[2]]).toEqual([sq('a3'), sq('c3'), sq('e3')]);
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    clean(s);
  });

  it('ER-S-3 / G-55 / ruling 4 the look-ahead of a three-part split: the two parts still owed may not need two journeys that meet [L733, L751]', () => {
    // a2 can only journey E to b2 and c2 only W to b2 (a3, c3, d2 taken); e2 only E to f2 (e3, d2 taken).
    let x = 0;
    const s = erde('murg', (b) => {
      b.place(0, 'pawn', 'a2'); b.place(0, 'pawn', 'c2'); b.place(0, 'pawn', 'e2'); x = b.place(0, 'pawn', 'g2');
      b.place(1, 'pawn', 'a3'); b.place(1, 'pawn', 'c3'); b.place(1, 'pawn', 'd2'); b.place(1, 'pawn', 'e3'); b.place(1, 'king', 'h8');
      b.relicTokens(0, b.row(0, 'metamorphic'), 1);
    }).startTurn(0, new ScriptedRng([3]));
    play(s, encode(A_SPEND_RELIC, 2), noDice());
    // 1 + 1 + 1: g2 → g3 or h2 leaves e2 and a2/c2; g2 → f2 boxes e2 in and leaves a2 + c2, which both land on b2.
    expect(sorted(partsOf(s, x).map(argB))).toEqual(squares('g3', 'h2'));
    expect(movesOf(s, x)).toEqual([]);
  });

  it('ruling 4 (ER-S-3, L751): Metamorphic splits the roll between exactly three units, each part at least 1', () => {
    const s = erde('murg', (b) => {
      b.place(0, 'pawn', 'a2'); b.place(0, 'pawn', 'c2'); b.place(0, 'pawn', 'e2'); b.place(1, 'king', 'h8');
      b.relicTokens(0, b.row(0, 'metamorphic'), 1);
    }).startTurn(0, new ScriptedRng([4]));
    play(s, encode(A_SPEND_RELIC, 2), noDice());
    // No unit takes the whole roll, and no first part leaves fewer squares than the two parts still owed.
    expect(of(s, A_MOVE)).toEqual([]);
    expect(sorted(partsOf(s, 0).map((x) => argB(x) * 8 + argC(x)))).toEqual(sorted([sq('a3') * 8 + 1, sq('b2') * 8 + 1, sq('a4') * 8 + 2]));
    play(s, encode(A_MOVE_PART, 0, sq('a3'), 1), noDice());
    // The second part: 3 left, two units still owed — neither a whole journey nor an early end, and never all 3.
    expect(of(s, A_MOVE)).toEqual([]);
    expect(of(s, A_END)).toEqual([]);
    expect(partsOf(s, 1).map(argC)).not.toContain(3);
    play(s, encode(A_MOVE_PART, 1, sq('c4'), 2), noDice());
    expect(sorted(legal(s))).toEqual(sorted([encode(A_MOVE, 2, sq('e3')), encode(A_MOVE, 2, sq('f2')), encode(A_MOVE, 2, sq('d2'))]));
    play(s, encode(A_MOVE, 2, sq('e3')), noDice());
    expect([s.uSq[0], s.uSq[1], s.uSq[2]]).toEqual([sq('a3'), sq('c4'), sq('e3')]);
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    clean(s);
  });

  it('ruling 4 (ER-S-3, L751, L293): Metamorphic is offered only when a split between three different units exists', () => {
    const meta = encode(A_SPEND_RELIC, 2);
    // Two units only: no three-way split.
    const two = erde('murg', (b) => {
      b.place(0, 'pawn', 'a2'); b.place(0, 'pawn', 'c2'); b.place(1, 'king', 'h8');
      b.relicTokens(0, b.row(0, 'metamorphic'), 1);
    }).startTurn(0, new ScriptedRng([5]));
    expect(legal(two)).not.toContain(meta);
    expect(of(two, A_MOVE).length).toBeGreaterThan(0); // the journey itself goes on
    // Three units, but a2 can only journey E to b2 and c2 only W to b2 (a3, c3, d2 taken): 1 + 1 + 1 needs both.
    const meet = erde('murg', (b) => {
      b.place(0, 'pawn', 'a2'); b.place(0, 'pawn', 'c2'); b.place(0, 'pawn', 'g2');
      b.place(1, 'pawn', 'a3'); b.place(1, 'pawn', 'c3'); b.place(1, 'pawn', 'd2'); b.place(1, 'king', 'h8');
      b.relicTokens(0, b.row(0, 'metamorphic'), 1);
    }).startTurn(0, new ScriptedRng([3]));
    expect(legal(meet)).not.toContain(meta);
    // With d2 free the c-pawn may journey E instead: 1 + 1 + 1 exists, so it is offered.
    const free = erde('murg', (b) => {
      b.place(0, 'pawn', 'a2'); b.place(0, 'pawn', 'c2'); b.place(0, 'pawn', 'g2');
      b.place(1, 'pawn', 'a3'); b.place(1, 'pawn', 'c3'); b.place(1, 'king', 'h8');
      b.relicTokens(0, b.row(0, 'metamorphic'), 1);
    }).startTurn(0, new ScriptedRng([3]));
    expect(legal(free)).toContain(meta);
    play(free, meta, noDice());
    expect(of(free, A_MOVE)).toEqual([]);
    expect(of(free, A_MOVE_PART).every((a) => argC(a) === 1)).toBe(true);
  });

  it('ER-S-3 / CR-RT-2 Metamorphic is not offered in Upkeep nor for a declared deed [L751]', () => {
    const b = erde('murg', (b) => {
      b.place(0, 'pawn', 'd4'); b.place(0, 'king', 'a1'); b.place(1, 'king', 'h8');
      b.relicTokens(0, b.row(0, 'metamorphic'), 1);
    });
    const rng = new ScriptedRng([4]);
    const s = b.startTurn(0, rng);
    expect(s.g[S.G_PHASE]).toBe(S.PH_DECLARE); // Upkeep had nothing but "end"
    play(s, encode(A_DECLARE_DEED, 0, 0, 0), rng);
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    expect(s.relicTok[2]).toBe(1);
  });
});

describe('Erde trait #2: Reclaimed ground (ER-T-2)', () => {
  it('ER-T-2 / T-61 an Erde unit starting its journey (or its part) on a Reclaimed square may journey in any direction [L737]', () => {
    let k = 0;
    const s = erde('murg', (b) => { k = b.place(0, 'king', 'a1'); b.place(0, 'sage', 'd4'); b.reclaimed(0, 'd4'); b.place(1, 'king', 'h8'); })
      .startTurn(0, new ScriptedRng([2]));
    // A sage journeys NE/NW only, but from Reclaimed ground in all 8 directions.
    expect(movesOf(s, 10)).toEqual(squares('b2', 'b4', 'b6', 'd2', 'd6', 'f2', 'f4', 'f6'));
    void k;
  });

  it('ER-T-2 / IX-15 / T-42 rivals pass through Reclaimed ground but never end there; Erde units may [L737]', () => {
    const s = new PositionBuilder('murg', 'erde');
    s.place(0, 'pawn', 'd3');
    s.place(1, 'king', 'h8');
    s.reclaimed(1, 'd4', 'd5');
    const st = s.startTurn(0, new ScriptedRng([3]));
    expect(legal(st)).toContain(encode(A_MOVE, 0, sq('d6')));
    expect(mayEndOn(st, 0, sq('d4'))).toBe(false);
    expect(mayEndOn(st, 31, sq('d4'))).toBe(true);
  });

  it('IX-14 / G-58 no rival placement, relocation or push ends on Reclaimed ground [L737, L776]', () => {
    const b = erde('murg', (b) => { b.place(1, 'pawn', 'd3'); b.reclaimed(0, 'd4'); });
    expect(pushDestination(b.s, 16, 0 /* N */, true, 0)).toBe(-1);
    clearTarget();
    TARGET[sq('d4')] = 1;
    const n = placementSquares(b.s, false);
    const out = sorted(Array.from(PLACE_OUT.subarray(0, n)));
    expect(out).not.toContain(sq('d4'));
    expect(out).toEqual(squares('c3', 'e3', 'c4', 'e4', 'c5', 'd5', 'e5')); // ring 1, d3 taken (CR-N)
    const m = placementSquares(b.s, true);
    expect(Array.from(PLACE_OUT.subarray(0, m))).toEqual([sq('d4')]);
  });

  it('IX-12 / T-57 a rival unit placed on a Reclaimed square (Morph\'s new pawn) goes 1 square away by next-best placement [L767]', () => {
    const b = erde('wibo', (b) => { b.place(0, 'pawn', 'e5'); b.reclaimed(0, 'e5'); b.place(0, 'pawn', 'd5'); });
    b.s.board[sq('e5')] = -1; // the Erde pawn has just been Morphed away
    b.s.uSq[0] = S.SQ_GRAVEYARD;
    clearTarget();
    TARGET[sq('e5')] = 1;
    const n = placementSquares(b.s, false);
    const out = Array.from(PLACE_OUT.subarray(0, n));
    expect(out.length).toBe(7);
    expect(out).not.toContain(sq('e5'));
    expect(out).not.toContain(sq('d5'));
  });
});

describe('Erde units (ER-U-2…5)', () => {
  it('ER-U-3 Tremor: after the knight\'s journey adjacent units of both owners are pushed 1 away; blocked by units and the edge [L719]', () => {
    let kn = 0, own = 0, riv = 0, blocked = 0, edge = 0;
    const s = erde('murg', (b) => {
      kn = b.place(0, 'knight', 'g2');
      own = b.place(0, 'pawn', 'f4'); // W of g3 → NW of g3? f4 is NW of g3: pushed to e5
      riv = b.place(1, 'pawn', 'g4'); // N of g3: pushed to g5
      blocked = b.place(1, 'pawn', 'f3'); // W of g3: e3 taken → stays
      b.place(1, 'pawn', 'e3');
      edge = b.place(1, 'pawn', 'h3'); // E of g3: off the edge → stays (no one is pushed off)
      b.place(1, 'king', 'a8');
    }).startTurn(0, new ScriptedRng([1]));
    expect(describeAction(s, encode(A_MOVE, kn, sq('g3')))).toBe('Erde knight g2 journeys to g3, then Tremor pushes the adjacent units');
    play(s, encode(A_MOVE, kn, sq('g3')), noDice());
    expect(s.uSq[kn]).toBe(sq('g3'));
    expect(s.uSq[own]).toBe(sq('e5'));
    expect(s.uSq[riv]).toBe(sq('g5'));
    expect(s.uSq[blocked]).toBe(sq('f3'));
    expect(s.uSq[edge]).toBe(sq('h3'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    clean(s);
  });

  it('ER-U-3 / G-59 Tremor pushes are simultaneous and mandatory; with tremorPushesOwnUnits=false Erde units stay', () => {
    const mk = (cfg?: Record<string, unknown>) => erde('murg', (b) => {
      b.place(0, 'knight', 'c2'); b.place(0, 'pawn', 'b4'); b.place(1, 'pawn', 'c4'); b.place(1, 'king', 'h8');
    }, cfg).startTurn(0, new ScriptedRng([1]));
    const s = mk();
    play(s, encode(A_MOVE, 8, sq('c3')), noDice());
    expect([s.uSq[0], s.uSq[16]]).toEqual([sq('a5'), sq('c5')]);
    const s2 = mk({ 'erde.options.tremorPushesOwnUnits': false });
    play(s2, encode(A_MOVE, 8, sq('c3')), noDice());
    expect([s2.uSq[0], s2.uSq[16]]).toEqual([sq('b4'), sq('c5')]);
  });

  it('IX-13 / T-59 / ER-C-4 Tremor: a rival whose push square is Reclaimed stays; an Erde unit is pushed onto it [L776]', () => {
    const mk = (seat: number) => erde('murg', (b) => {
      b.place(0, 'knight', 'c2');
      b.place(seat, 'pawn', 'd4'); // NE of c3 → e5 (Reclaimed)
      b.reclaimed(0, 'e5');
      b.place(1, 'king', 'h8');
    }).startTurn(0, new ScriptedRng([1]));
    const rival = mk(1);
    play(rival, encode(A_MOVE, 8, sq('c3')), noDice());
    expect(rival.uSq[16]).toBe(sq('d4'));
    const own = mk(0);
    play(own, encode(A_DECLARE_JOURNEY), new ScriptedRng([1])); // the pawn on d4 could Reclaim: declare Journey
    play(own, encode(A_MOVE, 8, sq('c3')), noDice());
    expect(own.uSq[0]).toBe(sq('e5'));
    clean(rival);
    clean(own);
  });

  it('ER-U-3 Tremor follows the knight\'s part of a split journey, before the next part [L719, L733]', () => {
    const s = erde('murg', (b) => { b.place(0, 'knight', 'd2'); b.place(0, 'pawn', 'h2'); b.place(1, 'pawn', 'd4'); b.place(1, 'king', 'a8'); })
      .startTurn(0, new ScriptedRng([2]));
    play(s, encode(A_MOVE_PART, 8, sq('d3'), 1), noDice());
    expect(s.uSq[16]).toBe(sq('d5'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_CLAN);
    play(s, encode(A_MOVE, 0, sq('h3')), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('ER-U-3 / G-55 the look-ahead of a knight\'s part counts its Tremor: a part whose push leaves the rest no journey is not offered [L719, L733]', () => {
    // Roll 2: the knight journeys 1, the g7 pawn must journey the other 1. From f6 the knight's Tremor pushes
    // the pawn to h8, where N and E are off the board and W (g8) is taken: that part would strand the rest.
    let kn = 0, p = 0;
    const s = erde('murg', (b) => {
      kn = b.place(0, 'knight', 'f5'); p = b.place(0, 'pawn', 'g7'); b.place(1, 'pawn', 'g8'); b.place(1, 'king', 'a1');
    }).startTurn(0, new ScriptedRng([2]));
    expect(partsOf(s, kn).map(argB)).not.toContain(sq('f6'));
    expect(partsOf(s, kn).map(argB)).toContain(sq('e5')); // no push reaches the pawn from e5
    const probe = s.clone();
    play(probe, encode(A_MOVE_PART, kn, sq('e5'), 1), noDice());
    expect(probe.uSq[p]).toBe(sq('g7'));
    expect(probe.g[S.G_PHASE]).toBe(S.PH_CLAN);
  });

  it('IX-18 Tremor and Banish never move a unit its owner makes immovable (stasis) [L864]', () => {
    const spy = vi.spyOn(HOOKS[WIBO]!, 'traitImmovable').mockImplementation((_s, u) => u === 16);
    try {
      const s = erde('wibo', (b) => { b.place(0, 'knight', 'c2'); b.place(1, 'pawn', 'c4'); b.place(1, 'queen', 'h8'); })
        .startTurn(0, new ScriptedRng([1]));
      play(s, encode(A_MOVE, 8, sq('c3')), noDice());
      expect(s.uSq[16]).toBe(sq('c4'));
    } finally {
      spy.mockRestore();
    }
  });

  it('ER-U-2 / T-62 Lock Arms: a sage orthogonally next to the Erde rook, both in the Woods, is invulnerable [L714]', () => {
    const inv = (sage: string, rook: string) => {
      const b = erde('murg', (b) => { b.place(0, 'sage', sage); b.place(0, 'rook', rook); });
      return isInvulnerable(b.s, 10, 1);
    };
    expect(inv('d3', 'e3')).toBe(true);
    expect(inv('d3', 'd4')).toBe(true);
    expect(inv('d3', 'e4')).toBe(false); // diagonal is not neighbouring
    expect(inv('d1', 'e1')).toBe(false); // the Seat is not the Woods
    expect(inv('d2', 'd1')).toBe(false); // the rook in the Seat
    expect(inv('d7', 'd8')).toBe(false); // the rook in the Range
    // Seat 1 reads its own frame: its Woods are global ranks 2–7 as well.
    const b = new PositionBuilder('murg', 'erde');
    const sg = b.place(1, 'sage', 'd7');
    b.place(1, 'rook', 'e7');
    expect(isInvulnerable(b.s, sg, 0)).toBe(true);
  });

  it('ER-U-2 / IX-27 a Lock Arms sage cannot be named by a Murg Destroy (G-103) but can once the rook leaves [L714]', () => {
    const s = new PositionBuilder('murg', 'erde');
    s.place(0, 'pawn', 'd2');
    s.place(1, 'sage', 'd3');
    s.place(1, 'rook', 'e3');
    s.place(1, 'king', 'h8');
    const st = s.startTurn(0, new ScriptedRng([1]));
    expect(st.g[S.G_PHASE]).toBe(S.PH_JOURNEY); // no Destroy to declare
    const c = new PositionBuilder('murg', 'erde');
    c.place(0, 'pawn', 'd2');
    c.place(1, 'sage', 'd3');
    c.place(1, 'rook', 'e4'); // diagonal: no Lock Arms
    c.place(1, 'king', 'h8');
    expect(of(c.startTurn(0, noDice()), A_DECLARE_DEED)).toEqual([encode(A_DECLARE_DEED, 0, 26, 0)]);
  });

  it('ER-U-4 / T-21 the Erde rook is invulnerable [L724]', () => {
    const b = erde('murg', (b) => b.place(0, 'rook', 'd4'));
    expect(isInvulnerable(b.s, 12, 1)).toBe(true);
  });

  it('ER-U-5 / ER-C-3 / IX-1 / IX-2 / IX-3 / IX-4 Thick Skin: only clans whose path names the royal can vanquish the Erde king [L729, L775]', () => {
    const vs = (rival: string) => {
      const b = erde(rival, (b) => b.place(0, 'king', 'd4'));
      return isInvulnerable(b.s, 15, 1);
    };
    expect(vs('wibo')).toBe(true); // IX-1 no Morph
    expect(vs('hexen')).toBe(true); // IX-2 no Hexes
    expect(vs('murg')).toBe(false); // IX-3 Destroy
    expect(vs('huldra')).toBe(false); // IX-3 Hunt
    expect(vs('ferrymen')).toBe(false); // IX-4 push-off
    // Erde's own effects (Sink) never vanquish it.
    const b = erde('murg', (b) => b.place(0, 'king', 'd4'));
    expect(isInvulnerable(b.s, 15, 0)).toBe(true);
  });

  it('ER-U-5 / G-57 Thick Skin also resists a Haggedorn\'s Will vanquish (no clan), unless kingImmuneToWill=false', () => {
    const b = erde('murg', (b) => b.place(0, 'king', 'd4'));
    expect(isInvulnerable(b.s, 15, -1)).toBe(true);
    expect(isInvulnerable(b.s, 15, 1)).toBe(false); // a Murg Destroy
    b.s.g[S.G_PHASE] = S.PH_WILL; // a Will result executed by the Murg player (CR-W-2)
    expect(isInvulnerable(b.s, 15, 1)).toBe(true);
    const b2 = erde('murg', (b) => b.place(0, 'king', 'd4'), { 'erde.options.kingImmuneToWill': false });
    expect(isInvulnerable(b2.s, 15, -1)).toBe(false);
    b2.s.g[S.G_PHASE] = S.PH_WILL;
    expect(isInvulnerable(b2.s, 15, 1)).toBe(false);
  });

  it('IX-4 / CR-V-4 a Ferrymen push may take the Erde king off the edge; an Erde rook never [L775, L676]', () => {
    const b = new PositionBuilder('ferrymen', 'erde');
    b.place(1, 'king', 'a4');
    b.place(1, 'rook', 'h4');
    expect(pushDestination(b.s, 31, 6 /* W */, true, 0)).toBe(-2);
    expect(pushDestination(b.s, 28, 2 /* E */, true, 0)).toBe(-1);
  });

  it('IX-31 / IX-3 an Assassin sage may Ambush the Erde king (royal path) and wins [L568, L775]', () => {
    const b = new PositionBuilder('murg', 'erde');
    const sg = b.place(0, 'sage', 'c1');
    b.aura(sg, 'assassin');
    b.place(1, 'king', 'f4');
    const s = b.startTurn(0, new ScriptedRng([3]));
    play(s, encode(A_MOVE, sg, sq('f4')), noDice());
    expect(outcome(s)).toEqual({ kind: 'win', winners: [0], reason: 'royal destroyed' });
  });
});

describe('Erde deed: Reclaim (ER-D-1, ER-D-2)', () => {
  it('ER-D-1 / ER-C-2 Reclaim is declared before rolling, naming a pawn on an un-Reclaimed centre square [L763, L771]', () => {
    const s = erde('murg', (b) => {
      b.place(0, 'pawn', 'd4');
      b.place(0, 'pawn', 'e4'); b.reclaimed(0, 'e4');
      b.place(0, 'sage', 'd5'); // only pawns Reclaim (G-36)
      b.place(0, 'pawn', 'c4'); // not a centre square
      b.place(0, 'king', 'a1'); b.place(1, 'king', 'h8');
    }).startTurn(0, noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_DECLARE);
    expect(s.g[S.G_ROLL]).toBe(0); // nothing rolled yet
    expect(sorted(legal(s))).toEqual(sorted([encode(A_DECLARE_JOURNEY), encode(A_DECLARE_DEED, 0, 0, 0)]));
  });

  it('CR-J-8 / IX-24 a frozen Erde pawn (Rival Regrowth) can neither Reclaim nor take part in a (split) journey [L839]', () => {
    const s = erde('wibo', (b) => {
      const p = b.place(0, 'pawn', 'd4'); b.frozen(p, 0);
      b.place(0, 'pawn', 'a2'); b.place(1, 'queen', 'h8');
    }).startTurn(0, new ScriptedRng([2]));
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY); // no Reclaim to declare: Journey was forced
    expect(legal(s).filter((a) => kindOf(a) !== A_CANCEL && argA(a) === 0)).toEqual([]);
    expect(of(s, A_MOVE_PART)).toEqual([]); // the a-pawn has no partner for the rest
  });

  it('ER-D-2 / T-60 a 6 Reclaims: the square is marked with a fate chip and the pawn relocated next to the Erde king [L763]', () => {
    const s = erde('murg', (b) => { b.place(0, 'pawn', 'd4'); b.place(0, 'king', 'a1'); b.place(0, 'pawn', 'a2'); b.place(1, 'king', 'h8'); })
      .startTurn(0, noDice());
    play(s, encode(A_DECLARE_DEED, 0, 0, 0), new ScriptedRng([6]));
    expect(s.terr[sq('d4')]! & S.TERR_RECLAIMED).toBe(S.TERR_RECLAIMED);
    expect(s.progress[S.PR_RECLAIMED]).toBe(1);
    expect([s.chips[0], s.markChips[0]]).toEqual([1, 1]);
    expect(sorted(legal(s).map(argB))).toEqual(squares('b1', 'b2'));
    expect(describeAction(s, encode(A_SQUARE, 0, sq('b2')))).toBe('relocate Erde pawn d4 to b2, adjacent to the Erde king');
    play(s, encode(A_SQUARE, 0, sq('b2')), noDice());
    expect(s.uSq[0]).toBe(sq('b2'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    clean(s);
  });

  it('ER-D-2 / CR-N-1 with the king surrounded the pawn goes to the nearest free square (next-best) [L763, L290]', () => {
    const s = erde('murg', (b) => {
      b.place(0, 'pawn', 'd4'); b.place(0, 'king', 'a1');
      b.place(0, 'pawn', 'a2'); b.place(0, 'pawn', 'b2'); b.place(0, 'pawn', 'b1');
      b.place(1, 'king', 'h8');
    }).startTurn(0, noDice());
    play(s, encode(A_DECLARE_DEED, 0, 0, 0), new ScriptedRng([7]));
    expect(sorted(legal(s).map(argB))).toEqual(squares('a3', 'b3', 'c3', 'c2', 'c1'));
  });

  it('ER-D-2 / ER-S-5 / T-30 a 5 fails without One With the Land and succeeds with it; the bone may still be slotted [L763, L759, L331]', () => {
    for (const law of [false, true]) {
      const s = erde('murg', (b) => { b.place(0, 'pawn', 'd4'); b.place(0, 'king', 'a1'); b.place(1, 'king', 'h8'); if (law) b.law(0, 'oneWithTheLand'); })
        .startTurn(0, noDice());
      play(s, encode(A_DECLARE_DEED, 0, 0, 0), new ScriptedRng([5]));
      expect((s.terr[sq('d4')]! & S.TERR_RECLAIMED) !== 0).toBe(law);
      if (!law) {
        expect(s.uSq[0]).toBe(sq('d4'));
        expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
        expect(legal(s)).toContain(encode(A_RETURN_BONE));
      }
    }
  });

  it('T-91 / G-8 the Reclaimed mark is recorded even with no free fate chip [L217, L361]', () => {
    const b = erde('murg', (b) => { b.place(0, 'pawn', 'd4'); b.place(0, 'king', 'a1'); b.place(1, 'king', 'h8'); });
    b.s.chips[0] = 5;
    b.s.markChips[0] = 5;
    const s = b.startTurn(0, noDice());
    play(s, encode(A_DECLARE_DEED, 0, 0, 0), new ScriptedRng([8]));
    expect(s.progress[S.PR_RECLAIMED]).toBe(1);
    expect(s.chips[0]).toBe(5);
  });

  it('ER-S-5 One With the Land: completing its row makes the law permanent [L757-759]', () => {
    const b = erde('murg', (b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'king', 'h8'); });
    const law = b.row(0, 'oneWithTheLand');
    b.slot(0, law, 0, 7).slot(0, law, 1, 7);
    const rng = new ScriptedRng([6]);
    const s = b.startTurn(0, rng);
    toSlotting(s, rng);
    play(s, encode(A_SLOT, law, 2), new ScriptedRng([5])); // the turn ends: the rival rolls with an unscripted stream
    expect(s.law[0]! & (1 << law)).not.toBe(0);
    clean(s);
  });
});

describe('Erde path to victory (ER-V-1)', () => {
  it('ER-V-1 / T-42 before all 4 are Reclaimed the king may not journey onto (but may pass over) a centre square; after, that journey wins [L698]', () => {
    const s = erde('murg', (b) => { b.place(0, 'king', 'd3'); b.reclaimed(0, 'd4', 'e4', 'd5'); b.place(1, 'king', 'h8'); })
      .startTurn(0, new ScriptedRng([2]));
    const ks = movesOf(s, 15);
    expect(ks).not.toContain(sq('d5'));
    expect(ks).toContain(sq('f5')); // passes over e4
    const s2 = erde('murg', (b) => { b.place(0, 'king', 'd3'); b.reclaimed(0, 'd4', 'e4', 'd5', 'e5'); b.place(1, 'king', 'h8'); })
      .startTurn(0, new ScriptedRng([2]));
    play(s2, encode(A_MOVE, 15, sq('d5')), noDice());
    expect(outcome(s2)).toEqual({ kind: 'win', winners: [0], reason: 'reclaimed centre' });
  });

  it('ER-V-1 the king\'s part of a split journey ending on the centre wins at once [L698, L733]', () => {
    const s = erde('murg', (b) => { b.place(0, 'king', 'd3'); b.place(0, 'pawn', 'a2'); b.reclaimed(0, 'd4', 'e4', 'd5', 'e5'); b.place(1, 'king', 'h8'); })
      .startTurn(0, new ScriptedRng([3]));
    play(s, encode(A_MOVE_PART, 15, sq('d4'), 1), noDice());
    expect(outcome(s)?.reason).toBe('reclaimed centre');
  });

  it('ER-V-1 / G-94 / IX-29 a king pushed onto the centre (Tremor) does not win; it must journey there [L698]', () => {
    const st = erde('murg', (b) => {
      b.place(0, 'knight', 'c2');
      b.place(0, 'king', 'd4'); // an Erde unit may stand on Reclaimed ground; the knight on c3 pushes it NE to e5
      b.reclaimed(0, 'd4', 'e4', 'd5', 'e5');
      b.place(1, 'king', 'h8');
    }).startTurn(0, new ScriptedRng([1]));
    play(st, encode(A_MOVE, 8, sq('c3')), noDice());
    expect(st.uSq[15]).toBe(sq('e5'));
    expect(outcome(st)).toBeNull();
  });
});

describe('Erde skills (ER-S-1…ER-S-4)', () => {
  it('ER-S-1 / G-60 Banish: in Upkeep every rival unit on the centre 4 is relocated to a free Woods square of Erde\'s choice [L741-743]', () => {
    const b = erde('murg', (b) => {
      b.place(0, 'pawn', 'd5'); // Erde's own units stay
      b.place(1, 'pawn', 'd4'); b.place(1, 'knight', 'e5');
      b.place(0, 'pawn', 'e4'); b.reclaimed(0, 'e4');
      b.place(1, 'king', 'h8');
      b.relicTokens(0, b.row(0, 'banish'), 1);
    });
    const s = b.startTurn(0, noDice());
    expect(legal(s)).toContain(encode(A_SPEND_RELIC, 0));
    expect(describeAction(s, encode(A_SPEND_RELIC, 0))).toContain('Banish');
    play(s, encode(A_SPEND_RELIC, 0), noDice());
    expect(s.relicTok[0]).toBe(0);
    expect(s.g[S.G_PHASE]).toBe(S.PH_CLAN);
    const first = legal(s).map(argB);
    expect(first.length).toBe(48 - 4 - 0); // ranks 2–7 minus the centre 4 (all other Woods squares are free)
    for (const x of first) expect(x >= 8 && x < 56 && ![27, 28, 35, 36].includes(x)).toBe(true);
    expect(describeAction(s, encode(A_SQUARE, 0, sq('c6')))).toBe('Banish Murg pawn d4 to c6');
    play(s, encode(A_SQUARE, 0, sq('c6')), noDice());
    expect(s.uSq[16]).toBe(sq('c6'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_CLAN); // the knight on e5 next
    play(s, encode(A_SQUARE, 0, sq('g3')), noDice());
    expect(s.uSq[24]).toBe(sq('g3'));
    expect(s.uSq[0]).toBe(sq('d5'));
    expect([S.PH_UPKEEP, S.PH_DECLARE, S.PH_JOURNEY]).toContain(s.g[S.G_PHASE]);
    clean(s);
  });

  it('ER-S-1 Banish is not offered with no rival unit on the centre [L743]', () => {
    const s = erde('murg', (b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'pawn', 'c4'); b.place(1, 'king', 'h8'); b.relicTokens(0, 0, 1); })
      .startTurn(0, new ScriptedRng([1]));
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY); // Upkeep (only "end") and Declare (only Journey) were forced
  });

  it('ruling 3 (ER-S-1, G-60, L743, L374): banishMayEndInCentre — by default Banish never lands on the centre 4; set, it may', () => {
    const mk = (config?: Record<string, unknown>) => {
      const s = erde('murg', (b) => {
        b.place(0, 'pawn', 'a2'); b.place(1, 'pawn', 'd4'); b.place(1, 'knight', 'e5'); b.place(1, 'king', 'h8');
        b.relicTokens(0, b.row(0, 'banish'), 1);
      }, config).startTurn(0, noDice());
      play(s, encode(A_SPEND_RELIC, 0), noDice());
      expect(s.g[S.G_PHASE]).toBe(S.PH_CLAN);
      return s;
    };
    const dflt = mk();
    const centre = [sq('d4'), sq('e4'), sq('d5'), sq('e5')];
    expect(legal(dflt).map(argB).filter((x) => centre.includes(x))).toEqual([]);
    const s = mk({ 'erde.options.banishMayEndInCentre': true });
    // The d4 pawn first: every free Woods square, the free centre squares e4 and d5 included.
    expect(legal(s).map(argB).filter((x) => centre.includes(x))).toEqual(squares('e4', 'd5'));
    expect(legal(s).length).toBe(48 - 3); // all of ranks 2–7 but a2, d4 (the pawn itself) and e5
    play(s, encode(A_SQUARE, 0, sq('d5')), noDice());
    expect(s.uSq[16]).toBe(sq('d5'));
    // The e5 knight next (the pawn that landed on d5 is not relocated again); it may take the vacated d4.
    expect(s.g[S.G_PHASE]).toBe(S.PH_CLAN);
    expect(legal(s).map(argB)).toContain(sq('d4'));
    play(s, encode(A_SQUARE, 0, sq('d4')), new ScriptedRng([3]));
    expect([s.uSq[16], s.uSq[24]]).toEqual([sq('d5'), sq('d4')]);
    expect(s.g[S.G_PHASE]).not.toBe(S.PH_CLAN);
    clean(s);
  });

  it('ruling 3 (G-60, L743, L374): erde.options.banishMayEndInCentre is a parameter listed by `rules darkleaf`, default false, with its source', () => {
    const p = darkleafParameters.find((x) => x.key === 'erde.options.banishMayEndInCentre');
    expect(p).toBeDefined();
    expect(p!.kind).toBe('bool');
    expect(p!.default).toBe(false);
    expect(p!.source).toMatch(/L743/);
    expect(p!.source).toMatch(/L374/);
    expect(p!.source).toMatch(/G-60/);
    expect(p!.alternatives).toEqual([true]);
  });

  it('IX-34 / IX-19 Banish moves a Deep Roots unit at most its cap (1 square) [L825, L871]', () => {
    const spy = vi.spyOn(HOOKS[WIBO]!, 'traitMoveCap').mockImplementation((_s, u) => (u === 30 ? 1 : 8));
    try {
      const s = erde('wibo', (b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'queen', 'd4'); b.relicTokens(0, 0, 1); }).startTurn(0, noDice());
      play(s, encode(A_SPEND_RELIC, 0), noDice());
      expect(sorted(legal(s).map(argB))).toEqual(squares('c3', 'd3', 'e3', 'c4', 'c5'));
    } finally {
      spy.mockRestore();
    }
  });

  it('ER-S-2 That Which Cannot Be Destroyed: rekindle 1 pawn next to the Erde rook [L745-747]', () => {
    const b = erde('murg', (b) => { b.place(0, 'rook', 'f3'); b.place(0, 'pawn', 'a2'); b.place(1, 'king', 'h8'); });
    const row = b.row(0, 'thatWhichCannotBeDestroyed');
    b.slot(0, row, 0, 1);
    const rng = new ScriptedRng([2]);
    const s = b.startTurn(0, rng);
    toSlotting(s, rng);
    play(s, encode(A_SLOT, row, 1), rng);
    expect(s.g[S.G_PHASE]).toBe(S.PH_CLAN);
    expect(sorted(legal(s).map(argB))).toEqual(squares('e2', 'f2', 'g2', 'e3', 'g3', 'e4', 'f4', 'g4'));
    expect(describeAction(s, encode(A_SQUARE, 0, sq('g4')))).toBe('That Which Cannot Be Destroyed: rekindle an Erde pawn on g4');
    play(s, encode(A_SQUARE, 0, sq('g4')), new ScriptedRng([5]));
    expect(s.board[sq('g4')]).toBe(1);
    expect(s.g[S.G_SEAT]).toBe(1);
    clean(s);
  });

  it('ER-S-2 / CR-S-12 / CR-U-3 with no pawn in the graveyard the miracle cannot complete; with the rook boxed in, next-best [L747, L290]', async () => {
    const { slotFit } = await import('../src/slotting.js');
    const b = erde('murg', (b) => { for (const f of 'abcdefgh') b.place(0, 'pawn', `${f}2`); b.place(0, 'rook', 'h1'); });
    const row = b.row(0, 'thatWhichCannotBeDestroyed');
    b.slot(0, row, 0, 1);
    expect(slotFit(b.s, 0, row, 1, 2)).toBe(0);
    const b2 = erde('murg', (b) => { b.place(0, 'rook', 'h1'); b.place(0, 'pawn', 'g1'); b.place(0, 'pawn', 'g2'); b.place(0, 'pawn', 'h2'); });
    expect(HOOKS[ERDE]!.canExecuteSkill(b2.s, 0, row)).toBe(true);
    const r = b2.row(0, 'thatWhichCannotBeDestroyed');
    b2.slot(0, r, 0, 2);
    const rng = new ScriptedRng([1]);
    const s = b2.startTurn(0, rng);
    toSlotting(s, rng);
    play(s, encode(A_SLOT, r, 1), rng);
    expect(sorted(legal(s).map(argB))).toEqual(squares('f1', 'f2', 'f3', 'g3', 'h3'));
  });

  it('ER-S-4 / G-56 / G-103 Sink: vanquish 1 unit anywhere; rival or own, never an invulnerable one [L753-755, L956]', () => {
    const b = erde('murg', (b) => {
      b.place(0, 'pawn', 'a2'); b.place(0, 'rook', 'h1'); b.place(0, 'king', 'e1');
      b.place(1, 'pawn', 'c7'); b.place(1, 'rook', 'a8'); b.place(1, 'king', 'h8');
    });
    const row = b.row(0, 'sink');
    b.slot(0, row, 0, 7);
    const rng = new ScriptedRng([8]);
    const s = b.startTurn(0, rng);
    toSlotting(s, rng);
    play(s, encode(A_SLOT, row, 1), rng);
    expect(s.g[S.G_PHASE]).toBe(S.PH_CLAN);
    // Murg pawn and king (no Thick Skin) and Erde's own pawn; no rook, not the Erde king.
    expect(sorted(legal(s).map(argA))).toEqual(sorted([0, 16, 31]));
    expect(describeAction(s, encode(A_TARGET, 16))).toBe('Sink Murg pawn c7');
    play(s, encode(A_TARGET, 16), new ScriptedRng([5]));
    expect(s.uSq[16]).toBe(S.SQ_GRAVEYARD);
    expect(s.g[S.G_SEAT]).toBe(1);
    clean(s);
  });

  it('ER-S-4 / C-4 with sinkOwnUnits=false only rival units may be Sunk [L755]', () => {
    const b = erde('murg', (b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'pawn', 'c7'); b.place(1, 'king', 'h8'); }, { 'erde.options.sinkOwnUnits': false });
    const row = b.row(0, 'sink');
    b.slot(0, row, 0, 7);
    const rng = new ScriptedRng([8]);
    const s = b.startTurn(0, rng);
    toSlotting(s, rng);
    play(s, encode(A_SLOT, row, 1), rng);
    expect(sorted(legal(s).map(argA))).toEqual([16, 31]);
  });

  it('IX-8 Sink on an iron-plated Murg unit removes the aura instead [L569]', () => {
    const b = erde('murg', (b) => { const p = b.place(1, 'pawn', 'c7'); b.aura(p, 'ironPlating'); b.place(1, 'rook', 'h8'); });
    const row = b.row(0, 'sink');
    b.slot(0, row, 0, 8);
    b.place(0, 'pawn', 'a2');
    const rng = new ScriptedRng([7]);
    const s = b.startTurn(0, rng);
    toSlotting(s, rng);
    play(s, encode(A_SLOT, row, 1), rng);
    play(s, encode(A_TARGET, 16), new ScriptedRng([5]));
    expect(s.uSq[16]).toBe(sq('c7'));
    expect(s.uAura[16]).toBe(0);
    clean(s);
  });

  it('IX-30 / CR-V-6 Sinking a rival royal whose clan has no Thick Skin removes it; the game goes on [L775, L829]', () => {
    const b = erde('huldra', (b) => { b.place(0, 'pawn', 'a2'); b.place(1, 'queen', 'd8'); b.place(1, 'pawn', 'h7'); });
    const row = b.row(0, 'sink');
    b.slot(0, row, 0, 8);
    const rng = new ScriptedRng([8]);
    const s = b.startTurn(0, rng);
    toSlotting(s, rng);
    play(s, encode(A_SLOT, row, 1), rng);
    play(s, encode(A_TARGET, 30), new ScriptedRng([3]));
    expect(s.uSq[30]).toBe(S.SQ_GRAVEYARD);
    expect(outcome(s)).toBeNull();
  });

  it('IX-25 / T-77 Erde may Sink its own unit; the clans\' vanquish clean-up runs (a Witch\'s Ladder leaves with it) [L956]', () => {
    const spy = vi.spyOn(HOOKS[HEXEN]!, 'onVanquished');
    try {
      const b = erde('hexen', (b) => { b.place(0, 'pawn', 'c4'); b.place(1, 'queen', 'h8'); b.setupDone(1); });
      const row = b.row(0, 'sink');
      b.slot(0, row, 0, 7);
      const rng = new ScriptedRng([7]);
      const s = b.startTurn(0, rng);
      toSlotting(s, rng);
      play(s, encode(A_SLOT, row, 1), rng);
      expect(legal(s)).toContain(encode(A_TARGET, 0));
      play(s, encode(A_TARGET, 0), new ScriptedRng([3]));
      expect(s.uSq[0]).toBe(S.SQ_GRAVEYARD);
      expect(spy).toHaveBeenCalledWith(s, 0);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('Erde versus the other clans (IX items)', () => {
  it('IX-10 / T-56 Murg Destroy on an Erde pawn on Reclaimed ground succeeds; the Murg unit stays [L767]', () => {
    const b = new PositionBuilder('murg', 'erde');
    b.place(0, 'pawn', 'd4');
    b.place(1, 'pawn', 'd5');
    b.reclaimed(1, 'd5');
    b.place(1, 'king', 'h8');
    const s = b.startTurn(0, noDice());
    play(s, encode(A_DECLARE_DEED, 0, 16, 0), new ScriptedRng([4]));
    expect(s.uSq[16]).toBe(S.SQ_GRAVEYARD);
    expect(s.uSq[0]).toBe(sq('d4'));
    clean(s);
  });

  it('IX-11 / T-53 a Murg sage cannot Ambush an Erde unit on Reclaimed ground [L567]', () => {
    const b = new PositionBuilder('murg', 'erde');
    b.place(0, 'sage', 'b2');
    b.place(1, 'pawn', 'e5');
    b.reclaimed(1, 'e5');
    b.place(1, 'king', 'h8');
    const s = b.startTurn(0, new ScriptedRng([3]));
    expect(legal(s)).not.toContain(encode(A_MOVE, 10, sq('e5')));
    const c = new PositionBuilder('murg', 'erde');
    c.place(0, 'sage', 'b2');
    c.place(1, 'pawn', 'e5');
    c.place(1, 'king', 'h8');
    expect(legal(c.startTurn(0, new ScriptedRng([3])))).toContain(encode(A_MOVE, 10, sq('e5')));
  });

  it('IX-33 Target Lock next to Reclaimed ground: both targets fall, the knight moves into the square that is not Reclaimed [L180, L767]', () => {
    const b = new PositionBuilder('murg', 'erde');
    b.place(0, 'knight', 'd3');
    b.place(1, 'pawn', 'e4');
    b.reclaimed(1, 'e4');
    b.place(1, 'pawn', 'c4');
    b.place(1, 'king', 'h8');
    const s = b.startTurn(0, noDice());
    const lock = of(s, A_DECLARE_DEED).find((a) => argC(a) > 0)!;
    expect(lock).toBeDefined();
    play(s, lock, new ScriptedRng([5]));
    expect([s.uSq[16], s.uSq[17]]).toEqual([S.SQ_GRAVEYARD, S.SQ_GRAVEYARD]);
    expect(s.uSq[8]).toBe(sq('c4'));
  });

  it('IX-3 / T-58 the Erde king is a legal Murg Destroy target and a Huldra Hunt target [L775]', () => {
    const b = new PositionBuilder('murg', 'erde');
    b.place(0, 'pawn', 'd4');
    b.place(1, 'king', 'd5');
    expect(of(b.startTurn(0, noDice()), A_DECLARE_DEED)).toContain(encode(A_DECLARE_DEED, 0, 31, 0));
    const h = new PositionBuilder('huldra', 'erde');
    h.place(0, 'pawn', 'a2');
    h.place(1, 'king', 'a4');
    const s = h.startTurn(0, new ScriptedRng([2]));
    expect(legal(s).some((a) => kindOf(a) === 8 /* A_HUNT */ && argB(a) === 31)).toBe(true);
  });
});

describe('Erde wording and invariants', () => {
  it('describeAction names Erde decisions in the rulebook\'s words', () => {
    const s = erde('murg', (b) => { b.place(0, 'pawn', 'd4'); b.place(0, 'pawn', 'a2'); b.place(0, 'king', 'a1'); b.place(1, 'king', 'h8'); b.relicTokens(0, 2, 1); })
      .startTurn(0, noDice());
    expect(describeAction(s, encode(A_DECLARE_DEED, 0, 0, 0))).toBe('declare Reclaim: Erde pawn d4 Reclaims d4');
    play(s, encode(A_DECLARE_JOURNEY), new ScriptedRng([4]));
    expect(describeAction(s, encode(A_MOVE_PART, 1, sq('a3'), 1))).toBe('Erde pawn a2 journeys 1 to a3 (part of a split journey)');
    expect(describeAction(s, encode(A_SPEND_RELIC, 2))).toBe('spend Metamorphic: split the journey between 3 units');
    play(s, encode(A_MOVE_PART, 1, sq('a3'), 1), noDice());
    expect(describeAction(s, encode(A_MOVE, 0, sq('d7')))).toBe('Erde pawn d4 journeys to d7 (last part of the split journey)');
    expect(describeAction(s, encode(A_END))).toBe('end the split journey, giving up the rest of the roll');
  });

  it('INV-12 / INV-14 checkInvariants catches a Reclaimed count that disagrees with the marks, and an Erde king lost to a non-royal-path clan', () => {
    const b = erde('wibo', (b) => { b.place(0, 'king', 'a1'); b.reclaimed(0, 'd4'); });
    expect(checkInvariants(b.s)).toEqual([]);
    b.s.progress[S.PR_RECLAIMED] = 2;
    expect(checkInvariants(b.s).some((v) => v.startsWith('INV-14'))).toBe(true);
    b.s.progress[S.PR_RECLAIMED] = 1;
    b.s.board[0] = -1;
    b.s.uSq[15] = S.SQ_GRAVEYARD;
    expect(checkInvariants(b.s).some((v) => v.startsWith('INV-4'))).toBe(true);
  });
});
