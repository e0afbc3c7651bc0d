// Hexen [L884-976], spec §3.6 (HX-…), §3.7 (IX-…), §5 (T-…). Positions are built
// directly; Hexen sit in seat 0 (local = global, direction 1 = N) unless stated.
// Hexes are records of a pool (state.hexSite / hexCell): a Garden's site is its square, a Ladder's
// HEX_UNIT + unit; the cell holds counters in bits 0-3, the Hexen seat in bit 4, pending in bit 5.
import { describe, expect, it } from 'vitest';
import {
  A_CANCEL, A_END, A_MOVE, A_OPTION, A_QUARRY, A_SLOT, checkInvariants, configWith, describeAction, encode, kindOf,
  legal, outcome, play, PositionBuilder, S, ScriptedRng, sq, noDice,
} from './helpers.js';
import { HOOKS } from '../src/clans/index.js';
import { WIBO } from '../src/config.js';
import { moveUnit, vanquish } from '../src/units.js';
import { setupGame } from '../src/turn.js';
import { render } from '../src/render.js';

const OP_PG = 1, OP_WL = 2, OP_WL_TARGET = 3, OP_RESOLVE_PG = 4, OP_RESOLVE_WL = 5, OP_RESTART = 6, OP_HOC_UNIT = 7, OP_HOC_SQ = 8;
const pg = (u: number, c: number) => encode(A_OPTION, OP_PG, u, c);
const wl = (u: number) => encode(A_OPTION, OP_WL, u);
const wlTarget = (t: number) => encode(A_OPTION, OP_WL_TARGET, t);
const restart = (t: number) => encode(A_OPTION, OP_RESTART, t);
const PG_ROW = 0, WL_ROW = 1, HOC_ROW = 2, WAX_ROW = 3;

const dests = (s: S.DarkleafState, u: number) => legal(s).filter((a) => kindOf(a) === A_MOVE && ((a >>> 6) & 255) === u).map((a) => (a >>> 14) & 255).sort((x, y) => x - y);
const ops = (s: S.DarkleafState, op: number) => legal(s).filter((a) => kindOf(a) === A_OPTION && ((a >>> 6) & 255) === op).map((a) => (a >>> 14) & 255).sort((x, y) => x - y);

/** A Hex record on `site` with `cell` (no chips taken). */
function hexRecord(s: S.DarkleafState, site: number, cell: number): void {
  let i = 0;
  while (s.hexCell[i] !== 0) i++;
  s.hexSite[i] = site;
  s.hexCell[i] = cell;
}
/** A Ladder of the Hexen in seat 0 on `u` (as a cast leaves it: chips taken). */
function ladder(s: S.DarkleafState, u: number, n: number, seat = 0): void {
  hexRecord(s, S.HEX_UNIT + u, n | (seat << 4));
  s.chips[seat] = s.chips[seat]! + n;
  s.markChips[seat] = s.markChips[seat]! + n;
}
function garden(s: S.DarkleafState, square: string, n: number, seat = 0): void {
  hexRecord(s, sq(square), n | (seat << 4));
  s.chips[seat] = s.chips[seat]! + n;
  s.markChips[seat] = s.markChips[seat]! + n;
}
/** Counters of every Hex on `site` (record order). */
function hexesAt(s: S.DarkleafState, site: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < S.HEX_SLOTS; i++) if (s.hexCell[i] !== 0 && s.hexSite[i] === site) out.push(s.hexCell[i]! & 15);
  return out;
}
/** Counters of the (first) Poison Garden on square `q`, 0 for none. */
const pgAt = (s: S.DarkleafState, q: number): number => hexesAt(s, q)[0] ?? 0;
/** Counters of the (first) Witch's Ladder on unit `u`, 0 for none. */
const wlOn = (s: S.DarkleafState, u: number): number => hexesAt(s, S.HEX_UNIT + u)[0] ?? 0;
/** Runs one more Hexen Upkeep (TS-1) and the roll that follows. */
function nextHexenTurn(b: PositionBuilder, roll = 1): S.DarkleafState {
  return b.startTurn(0, new ScriptedRng([roll]));
}
const ok = (s: S.DarkleafState) => expect(checkInvariants(s)).toEqual([]);

/** Seat 0 in Phase 3 with a declared journey and bone 1 rolled as `roll` (the journey prompt). */
function journeyPhase(b: PositionBuilder, roll: number): S.DarkleafState {
  const s = b.phase(0, S.PH_JOURNEY);
  s.g[S.G_ROLL] = roll;
  s.g[S.G_ROLL_BONE] = 1;
  s.g[S.G_INTENT] = S.INTENT_JOURNEY;
  return s;
}

describe('Hexen: journeys and intent', () => {
  it('HX-D-1 hidden intent: no Phase 2, the roll is always a journey [L962]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    b.place(0, 'pawn', 'd4');
    const s = b.startTurn(0, new ScriptedRng([1]));
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
    expect(s.g[S.G_INTENT]).toBe(S.INTENT_JOURNEY);
  });

  it('HX-T-1 / T-32 compass journey: 1 = forward, any distance until blocked, no other direction [L916]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const p = b.place(0, 'pawn', 'd4');
    b.place(1, 'pawn', 'd7');
    const s = b.startTurn(0, new ScriptedRng([1]));
    expect(dests(s, p)).toEqual([sq('d5'), sq('d6')]);
    // 3 = right, 8 = forward-left; seat 1 reads the compass from its own chair (G-16).
    const s3 = new PositionBuilder('hexen', 'huldra');
    const p3 = s3.place(0, 'pawn', 'd4');
    expect(dests(s3.startTurn(0, new ScriptedRng([3])), p3)).toEqual([sq('e4'), sq('f4'), sq('g4'), sq('h4')]);
    const s8 = new PositionBuilder('hexen', 'huldra');
    const p8 = s8.place(0, 'pawn', 'd4');
    expect(dests(s8.startTurn(0, new ScriptedRng([8])), p8)).toEqual([sq('c5'), sq('b6'), sq('a7')]);
    const b1 = new PositionBuilder('huldra', 'hexen');
    const q = b1.place(1, 'pawn', 'd5');
    expect(dests(b1.startTurn(1, new ScriptedRng([1])), q)).toEqual([sq('d1'), sq('d2'), sq('d3'), sq('d4')]);
  });

  it('HX-U-3 Two-Headed Snake: the knight may also journey opposite the roll [L905]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const k = b.place(0, 'knight', 'd4');
    const s = b.startTurn(0, new ScriptedRng([1]));
    expect(dests(s, k)).toEqual([sq('d1'), sq('d2'), sq('d3'), sq('d5'), sq('d6'), sq('d7'), sq('d8')]);
  });

  it('HX-S-5 Celestial Compass (law): the rolled direction ±1 [L944]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const p = b.place(0, 'pawn', 'a1');
    b.law(0, 'celestialCompass');
    const s = b.startTurn(0, new ScriptedRng([2]));
    // 2 = NE; ±1 adds N and E.
    expect(dests(s, p)).toContain(sq('a8'));
    expect(dests(s, p)).toContain(sq('h8'));
    expect(dests(s, p)).toContain(sq('h1'));
    expect(dests(s, p).length).toBe(21);
  });

  it('IX-21 a bone won by Huldra Adapt is still read as a direction (d4: 1…4 only) [L464, L481]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const p = b.place(0, 'pawn', 'd4');
    b.boneSides(0, [4, 4, 4, 4, 4, 4]);
    const s = b.startTurn(0, new ScriptedRng([4]));
    expect(dests(s, p)).toEqual([sq('g1'), sq('f2'), sq('e3')]); // 4 = back-right
  });
});

describe('Hexen: the Hex deed', () => {
  it('HX-D-2 / HX-S-1 after the journey the unit casts Poison Garden on its square: 3 counters = 3 fate chips [L928, L948, L957]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const p = b.place(0, 'pawn', 'd2');
    b.place(0, 'pawn', 'a2');
    b.relicTokens(0, PG_ROW, 1);
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_MOVE, p, sq('d4')), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_CLAN);
    // Only the unit that journeyed may cast (HX-C-1): the a2 pawn is not offered.
    expect(legal(s).sort()).toEqual([encode(A_END), pg(p, 3)].sort());
    expect(describeAction(s, pg(p, 3))).toBe('cast Poison Garden beneath Hexen pawn d4 (3 counters)');
    expect(describeAction(s, encode(A_END))).toBe('end the Hex deed (cast no more Hexes)');
    play(s, pg(p, 3), noDice());
    expect(pgAt(s, sq('d4'))).toBe(3);
    expect(s.chips[0]).toBe(3);
    expect(s.relicTok[PG_ROW]).toBe(0);
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    ok(s);
  });

  it('HX-D-2 the Hex deed is optional: the cast window offers "end" and casting nothing keeps the token [L948]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const p = b.place(0, 'pawn', 'd2');
    b.relicTokens(0, PG_ROW, 1);
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_MOVE, p, sq('d4')), noDice());
    play(s, encode(A_END), noDice());
    expect(s.relicTok[PG_ROW]).toBe(1);
    expect(pgAt(s, sq('d4'))).toBe(0);
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('HX-C-1 no Hex without a journey (cancelled journey, not a sage) [L952]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    b.place(0, 'pawn', 'd2');
    b.relicTokens(0, PG_ROW, 1);
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_CANCEL), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('HX-U-2 / T-73 From the Shadows: a sage may Hex every turn, even if it did not journey [L903]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const p = b.place(0, 'pawn', 'd2');
    const sg = b.place(0, 'sage', 'f1');
    b.relicTokens(0, PG_ROW, 2);
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_CANCEL), noDice());
    expect(legal(s).sort()).toEqual([encode(A_END), pg(sg, 3)].sort());
    const s2 = new PositionBuilder('hexen', 'huldra');
    const p2 = s2.place(0, 'pawn', 'd2');
    const sg2 = s2.place(0, 'sage', 'f1');
    s2.relicTokens(0, PG_ROW, 1);
    const st = s2.startTurn(0, new ScriptedRng([1]));
    play(st, encode(A_MOVE, p2, sq('d3')), noDice());
    expect(legal(st).sort()).toEqual([encode(A_END), pg(p2, 3), pg(sg2, 3)].sort());
    void p;
  });

  it('HX-U-5 / G-71 Master Gardener: the queen may cast Poison Garden with 2 counters instead of 3 [L912]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const q = b.place(0, 'queen', 'e1');
    b.relicTokens(0, PG_ROW, 1);
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_MOVE, q, sq('e3')), noDice());
    expect(ops(s, OP_PG)).toEqual([q, q]);
    expect(legal(s)).toContain(pg(q, 2));
    expect(legal(s)).toContain(pg(q, 3));
    expect(describeAction(s, pg(q, 2))).toContain('Master Gardener');
    play(s, pg(q, 2), noDice());
    expect(pgAt(s, sq('e3'))).toBe(2);
  });

  it('ruling 5 (G-68, G-8, L957): a second 3-counter Garden on the same square would need 6 of the 5 chips, so it is not offered', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const p = b.place(0, 'pawn', 'd2');
    b.relicTokens(0, PG_ROW, 2);
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_MOVE, p, sq('d4')), noDice());
    play(s, pg(p, 3), noDice()); // the second token cannot go on the same square: the window closes
    expect(s.relicTok[PG_ROW]).toBe(1);
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('HX-S-2 / T-74 Witch\'s Ladder: a rival diagonally at any distance, through units; never a Quarry, a rook or an orthogonal unit [L932, L953]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const p = b.place(0, 'pawn', 'c1');
    b.relicTokens(0, WL_ROW, 1);
    const near = b.place(1, 'pawn', 'e4');
    const far = b.place(1, 'pawn', 'g6'); // behind e4 on the same diagonal from c2
    const quarry = b.place(1, 'pawn', 'b3'); // diagonal, but a Quarry
    b.quarry(quarry);
    b.place(1, 'rook', 'd1'); // diagonal, invulnerable
    b.place(1, 'pawn', 'c6'); // orthogonal
    b.place(1, 'pawn', 'e2'); // same rank
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_MOVE, p, sq('c2')), noDice());
    play(s, wl(p), noDice());
    expect(ops(s, OP_WL_TARGET)).toEqual([near, far].sort((x, y) => x - y));
    expect(describeAction(s, wlTarget(far))).toBe('Witch\'s Ladder on Huldra pawn g6');
    play(s, wlTarget(far), noDice());
    expect(wlOn(s, far)).toBe(2);
    expect(s.chips[0]).toBe(2);
    expect(s.relicTok[WL_ROW]).toBe(0);
    ok(s);
  });

  it('IX-2 / T-58 the Erde king can never receive a Witch\'s Ladder (Thick Skin) [L775, L955]', () => {
    const b = new PositionBuilder('hexen', 'erde');
    const p = b.place(0, 'pawn', 'c2');
    b.relicTokens(0, WL_ROW, 1);
    b.place(1, 'king', 'd4');
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_MOVE, p, sq('c3')), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT); // nothing to cast on
  });

  it('ER-U-5 data: Thick Skin reads hexen.pathTargetsRoyal — set true, the Erde king may receive a Ladder [L775, L955]', () => {
    const b = new PositionBuilder('hexen', 'erde', configWith({ 'hexen.pathTargetsRoyal': true }));
    const p = b.place(0, 'pawn', 'c2');
    b.relicTokens(0, WL_ROW, 1);
    b.place(1, 'king', 'd4');
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_MOVE, p, sq('c3')), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_CLAN); // the Ladder's target prompt
  });

  it('HX-U-4 Place of Power: a journey ending next to the rook casts two Ladders (the same target allowed, ruling 5) for one token [L910]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const p = b.place(0, 'pawn', 'd2');
    b.place(0, 'rook', 'e4');
    b.relicTokens(0, WL_ROW, 1);
    const t1 = b.place(1, 'pawn', 'f5');
    const t2 = b.place(1, 'pawn', 'b5');
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_MOVE, p, sq('d3')), noDice());
    expect(describeAction(s, wl(p))).toContain('Place of Power');
    play(s, wl(p), noDice());
    play(s, wlTarget(t1), noDice());
    // The second Ladder is optional and may go on the same unit (ruling 5, G-68).
    expect(legal(s).sort()).toEqual([encode(A_END), wlTarget(t1), wlTarget(t2)].sort());
    play(s, wlTarget(t2), noDice());
    expect(wlOn(s, t1) + wlOn(s, t2)).toBe(4);
    expect(s.relicTok[WL_ROW]).toBe(0);
    ok(s);
    // Not adjacent to the rook: one Ladder per token.
    const b2 = new PositionBuilder('hexen', 'huldra');
    const p2 = b2.place(0, 'pawn', 'd2');
    b2.place(0, 'rook', 'h1');
    b2.relicTokens(0, WL_ROW, 1);
    const u1 = b2.place(1, 'pawn', 'f5');
    b2.place(1, 'pawn', 'b5');
    const s2 = b2.startTurn(0, new ScriptedRng([1]));
    play(s2, encode(A_MOVE, p2, sq('d3')), noDice());
    play(s2, wl(p2), noDice());
    play(s2, wlTarget(u1), noDice());
    expect(s2.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('HX-T-2 / T-80 a Poison Garden token earned in Phase 5 may be cast at once from the unit that journeyed [L922, L952]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const p = b.place(0, 'pawn', 'd2');
    b.slot(0, PG_ROW, 0, 2);
    const s = b.startTurn(0, new ScriptedRng([2]));
    play(s, encode(A_MOVE, p, sq('e3')), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    play(s, encode(A_SLOT, PG_ROW, 1), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_CLAN);
    expect(legal(s)).toContain(pg(p, 3));
    play(s, pg(p, 3), new ScriptedRng([3]));
    expect(pgAt(s, sq('e3'))).toBe(3);
    expect(s.g[S.G_SEAT]).toBe(1); // the turn ended after the window
  });

  it('T-91 / G-8 with 5 Hex counters on the board (a 3-counter Garden and a Ladder) no further Hex is offered [L217, L957]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const p = b.place(0, 'pawn', 'c2');
    const t = b.place(1, 'pawn', 'f6');
    b.relicTokens(0, PG_ROW, 1).relicTokens(0, WL_ROW, 1);
    // After this Upkeep's tick: a 3-counter Garden and a 2-counter Ladder = 5 chips.
    garden(b.s, 'h8', 4);
    ladder(b.s, b.place(1, 'pawn', 'a8'), 3);
    const s = b.startTurn(0, new ScriptedRng([1]));
    expect(s.chips[0]).toBe(5);
    play(s, encode(A_MOVE, p, sq('c3')), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    // Unenforced supply: casting is offered.
    const b2 = new PositionBuilder('hexen', 'huldra', configWith({ 'game.enforceChipSupply': false }));
    const p2 = b2.place(0, 'pawn', 'c2');
    b2.place(1, 'pawn', 'f6');
    b2.relicTokens(0, WL_ROW, 1);
    garden(b2.s, 'h8', 4);
    ladder(b2.s, b2.place(1, 'pawn', 'a8'), 3);
    const s2 = b2.startTurn(0, new ScriptedRng([1]));
    play(s2, encode(A_MOVE, p2, sq('c3')), noDice());
    expect(legal(s2)).toContain(wl(p2));
    void t;
  });
});

describe('Hexen: counters and resolution', () => {
  it('HX-C-6 / T-37 a Garden cast in turn t loses a counter in each Hexen Upkeep and resolves in t+3: rival units on/adjacent vanquished, own units and rooks spared [L928, L963]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const p = b.place(0, 'pawn', 'd2');
    b.place(0, 'knight', 'c5');
    b.relicTokens(0, PG_ROW, 1);
    const adjRival = b.place(1, 'pawn', 'e5');
    const farRival = b.place(1, 'pawn', 'd6');
    const rook = b.place(1, 'rook', 'c3');
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_MOVE, p, sq('d4')), noDice());
    play(s, pg(p, 3), noDice());
    nextHexenTurn(b);
    expect(pgAt(s, sq('d4'))).toBe(2);
    expect(s.chips[0]).toBe(2);
    nextHexenTurn(b);
    expect(pgAt(s, sq('d4'))).toBe(1);
    expect(s.uSq[adjRival]).toBe(sq('e5'));
    nextHexenTurn(b); // t+3: resolves (single Hex: forced, auto-applied)
    expect(pgAt(s, sq('d4'))).toBe(0);
    expect(s.uSq[adjRival]).toBe(S.SQ_GRAVEYARD);
    expect(s.uSq[farRival]).toBe(sq('d6'));
    expect(s.uSq[rook]).toBe(sq('c3'));
    expect(s.uSq[8]).toBe(sq('c5'));
    expect(s.uSq[p]).toBe(sq('d4')); // the caster itself is Hexen
    expect(s.chips[0]).toBe(0);
    ok(s);
  });

  it('HX-U-5 / T-37 a Master Gardener Garden resolves in t+2; a Ladder in t+2 [L912, L932]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const t = b.place(1, 'pawn', 'e5');
    const l = b.place(1, 'pawn', 'a8');
    garden(b.s, 'd4', 2);
    ladder(b.s, l, 2);
    const s = nextHexenTurn(b);
    expect(s.uSq[t]).toBe(sq('e5'));
    expect(s.uSq[l]).toBe(sq('a8'));
    nextHexenTurn(b);
    // Both reached 0 in the same Upkeep: Hexen choose the order (HX-C-7).
    expect(s.g[S.G_PHASE]).toBe(S.PH_CLAN);
    expect(legal(s).sort()).toEqual([encode(A_OPTION, OP_RESOLVE_PG, sq('d4')), encode(A_OPTION, OP_RESOLVE_WL, l)].sort());
    ok(s);
    play(s, encode(A_OPTION, OP_RESOLVE_PG, sq('d4')), new ScriptedRng([1]));
    expect(s.uSq[t]).toBe(S.SQ_GRAVEYARD);
    expect(s.uSq[l]).toBe(S.SQ_GRAVEYARD);
  });

  it('HX-C-7 / T-78 resolution order is Hexen\'s: a Garden first takes a laddered unit, and its Ladder leaves with it (no restart) [L964]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const l = b.place(1, 'pawn', 'e5');
    const other = b.place(1, 'pawn', 'f6');
    garden(b.s, 'd4', 1);
    ladder(b.s, l, 1);
    const s = nextHexenTurn(b);
    expect(describeAction(s, encode(A_OPTION, OP_RESOLVE_PG, sq('d4')))).toBe('resolve the Poison Garden on d4');
    play(s, encode(A_OPTION, OP_RESOLVE_PG, sq('d4')), new ScriptedRng([1]));
    expect(s.uSq[l]).toBe(S.SQ_GRAVEYARD);
    expect(wlOn(s, l)).toBe(0);
    expect(wlOn(s, other)).toBe(0); // no restart happened
    expect(s.g[S.G_PHASE]).not.toBe(S.PH_CLAN);
    // Ladder first instead: it vanquishes and may restart on the adjacent f6.
    const b2 = new PositionBuilder('hexen', 'huldra');
    const l2 = b2.place(1, 'pawn', 'e5');
    const o2 = b2.place(1, 'pawn', 'f6');
    garden(b2.s, 'd4', 1);
    ladder(b2.s, l2, 1);
    const s2 = nextHexenTurn(b2);
    play(s2, encode(A_OPTION, OP_RESOLVE_WL, l2), noDice());
    expect(legal(s2).sort()).toEqual([encode(A_END), restart(o2)].sort());
    play(s2, restart(o2), new ScriptedRng([3]));
    expect(s2.g[S.G_PHASE]).not.toBe(S.PH_CLAN); // the Garden resolved as the last, forced step
    expect(s2.uSq[o2]).toBe(sq('f6')); // f6 is not adjacent to d4
    expect(wlOn(s2, o2)).toBe(2);
  });

  it('HX-S-2 / G-69 Ladder restart: any unit adjacent to the vanquished unit — a Quarry, a Hexen unit, an invulnerable rook too (ruling 6); declining dispels it [L932, L955]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const l = b.place(1, 'pawn', 'e5');
    const quarry = b.place(1, 'pawn', 'e6');
    b.quarry(quarry);
    const own = b.place(0, 'pawn', 'd4');
    const rook = b.place(1, 'rook', 'f5');
    b.place(1, 'pawn', 'e3'); // distance 2: not adjacent
    ladder(b.s, l, 1);
    const s = nextHexenTurn(b);
    expect(s.uSq[l]).toBe(S.SQ_GRAVEYARD);
    expect(legal(s).sort()).toEqual([encode(A_END), restart(quarry), restart(own), restart(rook)].sort());
    expect(describeAction(s, restart(quarry))).toBe('restart Witch\'s Ladder on Huldra pawn e6');
    expect(describeAction(s, encode(A_END))).toBe('dispel the Witch\'s Ladder (no restart)');
    play(s, encode(A_END), new ScriptedRng([1]));
    expect(wlOn(s, quarry)).toBe(0);
    expect(s.chips[0]).toBe(0);
    ok(s);
  });

  it('HX-V-2 / T-44 a Ladder spreading to the second Quarry wins the moment it resolves [L890, L953]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const l = b.place(1, 'pawn', 'e5');
    const quarry = b.place(1, 'pawn', 'e6');
    b.quarry(quarry);
    b.s.progress[S.PR_QUARRY] = 1;
    ladder(b.s, l, 1);
    const s = nextHexenTurn(b);
    play(s, restart(quarry), new ScriptedRng([1]));
    expect(outcome(s)).toBeNull();
    nextHexenTurn(b);
    nextHexenTurn(b);
    expect(outcome(s)).toEqual({ kind: 'win', winners: [0], reason: 'divine quarry' });
  });

  it('HX-C-3 / IX-7 / T-75 Ladder vs Iron Plating: the aura is removed, the Ladder moves on or dispels, never stays [L954]', () => {
    const b = new PositionBuilder('hexen', 'murg');
    const p = b.place(1, 'pawn', 'e5');
    b.aura(p, 'ironPlating');
    const n = b.place(1, 'pawn', 'f5');
    ladder(b.s, p, 1);
    const s = nextHexenTurn(b);
    expect(s.uSq[p]).toBe(sq('e5'));
    expect(s.uAura[p]).toBe(0);
    expect(legal(s).sort()).toEqual([encode(A_END), restart(n)].sort());
    play(s, restart(n), new ScriptedRng([1]));
    expect(wlOn(s, p)).toBe(0);
    expect(wlOn(s, n)).toBe(2);
    ok(s);
    // Alone: the Ladder dispels.
    const b2 = new PositionBuilder('hexen', 'murg');
    const p2 = b2.place(1, 'pawn', 'e5');
    b2.aura(p2, 'ironPlating');
    ladder(b2.s, p2, 1);
    const s2 = nextHexenTurn(b2);
    expect(s2.uSq[p2]).toBe(sq('e5'));
    expect(wlOn(s2, p2)).toBe(0);
    expect(s2.g[S.G_PHASE]).not.toBe(S.PH_CLAN);
  });

  it('HX-C-4 / IX-27 / T-76 a Ladder on a unit that became invulnerable (Lock Arms): no vanquish, no restart [L955]', () => {
    const b = new PositionBuilder('hexen', 'erde');
    const sage = b.place(1, 'sage', 'e5');
    const rook = b.place(1, 'rook', 'a2');
    b.place(1, 'pawn', 'f6'); // adjacent: would be a restart target
    ladder(b.s, sage, 1);
    moveUnit(b.s, rook, sq('e4')); // ER-U-2: orthogonally next to the Erde rook in the Woods
    const s = nextHexenTurn(b);
    expect(s.uSq[sage]).toBe(sq('e5'));
    expect(wlOn(s, sage)).toBe(0);
    expect(s.g[S.G_PHASE]).not.toBe(S.PH_CLAN); // no restart prompt
    expect(s.chips[0]).toBe(0);
  });

  it('IX-2 / HX-C-4 Thick Skin: a Ladder is never transferred to the Erde king, and a Garden does not vanquish him [L775, L955]', () => {
    const b = new PositionBuilder('hexen', 'erde');
    const l = b.place(1, 'pawn', 'e5');
    const king = b.place(1, 'king', 'f6');
    ladder(b.s, l, 1);
    garden(b.s, 'g6', 1);
    const s = nextHexenTurn(b);
    play(s, encode(A_OPTION, OP_RESOLVE_WL, l), new ScriptedRng([1]));
    expect(s.uSq[l]).toBe(S.SQ_GRAVEYARD);
    expect(s.uSq[king]).toBe(sq('f6')); // no restart offered (king only neighbour) and the Garden spared him
    expect(wlOn(s, king)).toBe(0);
  });

  it('HX-C-5 / IX-25 / T-77 untimely demise: a laddered unit vanquished early takes the Ladder (and its chips) with it [L956]', () => {
    const b = new PositionBuilder('hexen', 'erde');
    const l = b.place(1, 'pawn', 'e5');
    const f6 = b.place(1, 'pawn', 'f6');
    ladder(b.s, l, 2);
    vanquish(b.s, l, 1); // e.g. the Erde Sinking its own unit (ER-S-4, G-56)
    expect(wlOn(b.s, l)).toBe(0);
    expect(b.s.chips[0]).toBe(0);
    const s = nextHexenTurn(b);
    nextHexenTurn(b);
    expect(wlOn(s, f6)).toBe(0);
    expect(s.g[S.G_PHASE]).not.toBe(S.PH_CLAN);
    ok(s);
  });

  it('IX-8 Poison Garden vs Iron Plating: the aura is removed instead [L569]', () => {
    const b = new PositionBuilder('hexen', 'murg');
    const p = b.place(1, 'pawn', 'e5');
    b.aura(p, 'ironPlating');
    garden(b.s, 'd4', 1);
    const s = nextHexenTurn(b);
    expect(s.uSq[p]).toBe(sq('e5'));
    expect(s.uAura[p]).toBe(0);
  });

  it('IX-30 a royal vanquished by a Hex leaves play and the game goes on [L829]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const q = b.place(1, 'queen', 'd5');
    garden(b.s, 'd4', 1);
    const s = nextHexenTurn(b);
    expect(s.uSq[q]).toBe(S.SQ_GRAVEYARD);
    expect(outcome(s)).toBeNull();
  });

  it('IX-16 / IX-17 The Endless (stasis simulated via the Wibo hooks): a laddered pawn in stasis loses its Ladder; a Garden spares stasis pawns, not other Wibo units [L868, L869]', () => {
    const wibo = HOOKS[WIBO]! as unknown as { traitImmovable: unknown; traitInvulnerable: unknown };
    const saved = [wibo.traitImmovable, wibo.traitInvulnerable];
    try {
      const stasis = (s: S.DarkleafState, u: number) => (u & 15) < 8 && s.uSq[u]! >= 56; // Wibo pawns in their Seat (seat 1: rank 8)
      wibo.traitImmovable = stasis;
      wibo.traitInvulnerable = stasis;
      const b = new PositionBuilder('hexen', 'wibo');
      const pawn = b.place(1, 'pawn', 'd7');
      const seatPawn = b.place(1, 'pawn', 'c8');
      const knight = b.place(1, 'knight', 'e8');
      ladder(b.s, pawn, 2);
      garden(b.s, 'd8', 1);
      moveUnit(b.s, pawn, sq('d8')); // the pawn journeys into its Seat
      const s = nextHexenTurn(b);
      expect(wlOn(s, pawn)).toBe(0);
      expect(s.uSq[pawn]).toBe(sq('d8'));
      expect(s.uSq[seatPawn]).toBe(sq('c8'));
      expect(s.uSq[knight]).toBe(S.SQ_GRAVEYARD);
      expect(s.chips[0]).toBe(0);
    } finally {
      wibo.traitImmovable = saved[0];
      wibo.traitInvulnerable = saved[1];
    }
  });
});

describe('Hexen: miracles and law', () => {
  it('HX-S-4 Waxing Moon: every active Hex loses a counter; a Hex at 0 resolves at once [L940]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const p = b.place(0, 'pawn', 'a2');
    const t = b.place(1, 'pawn', 'e5');
    const l = b.place(1, 'pawn', 'h8');
    garden(b.s, 'd4', 1);
    ladder(b.s, l, 2);
    b.slot(0, WAX_ROW, 0, 1);
    // Upkeep would tick first; start at Phase 3 directly to isolate the miracle.
    const s = journeyPhase(b, 3);
    play(s, encode(A_MOVE, p, sq('b2')), noDice());
    play(s, encode(A_SLOT, WAX_ROW, 1), new ScriptedRng([3]));
    expect(s.uSq[t]).toBe(S.SQ_GRAVEYARD);
    expect(pgAt(s, sq('d4'))).toBe(0);
    expect(wlOn(s, l)).toBe(1);
    expect(s.chips[0]).toBe(1);
    ok(s);
  });

  it('HX-S-4 Waxing Moon cannot complete without an active Hex (A.6, CR-S-12) [L940]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const p = b.place(0, 'pawn', 'a2');
    b.slot(0, WAX_ROW, 0, 1);
    const s = journeyPhase(b, 3);
    play(s, encode(A_MOVE, p, sq('b2')), noDice());
    expect(legal(s)).not.toContain(encode(A_SLOT, WAX_ROW, 1));
  });

  it('HX-S-3 Haggedorn Hoc Vult relocates any unit to any empty territory; no rival onto Reclaimed ground; a relocated Erde king does not win (G-94) [L936]', () => {
    const b = new PositionBuilder('hexen', 'erde');
    const p = b.place(0, 'pawn', 'h2');
    const king = b.place(1, 'king', 'h8');
    b.reclaimed(1, 'd4', 'e4', 'd5', 'e5');
    b.slot(0, HOC_ROW, 0, 7);
    const s = journeyPhase(b, 8);
    play(s, encode(A_MOVE, p, sq('g3')), noDice());
    play(s, encode(A_SLOT, HOC_ROW, 1), noDice());
    expect(ops(s, OP_HOC_UNIT)).toEqual([p, king].sort((x, y) => x - y));
    expect(describeAction(s, encode(A_OPTION, OP_HOC_UNIT, king))).toBe('Haggedorn Hoc Vult: relocate Erde king h8');
    play(s, encode(A_OPTION, OP_HOC_UNIT, p), noDice());
    expect(ops(s, OP_HOC_SQ)).not.toContain(sq('d4'));
    expect(ops(s, OP_HOC_SQ).length).toBe(64 - 2 - 4);
    // The Erde king may be put on the centre (he is Erde) and that is no win.
    const b3 = new PositionBuilder('hexen', 'erde');
    const p3 = b3.place(0, 'pawn', 'h2');
    const k3 = b3.place(1, 'king', 'h8');
    b3.reclaimed(1, 'd4', 'e4', 'd5', 'e5');
    b3.slot(0, HOC_ROW, 0, 7);
    const s3 = journeyPhase(b3, 8);
    play(s3, encode(A_MOVE, p3, sq('g3')), noDice());
    play(s3, encode(A_SLOT, HOC_ROW, 1), noDice());
    play(s3, encode(A_OPTION, OP_HOC_UNIT, k3), noDice());
    expect(describeAction(s3, encode(A_OPTION, OP_HOC_SQ, sq('d4')))).toBe('relocate to d4');
    play(s3, encode(A_OPTION, OP_HOC_SQ, sq('d4')), new ScriptedRng([3]));
    expect(s3.uSq[k3]).toBe(sq('d4'));
    expect(outcome(s3)).toBeNull();
    expect(s3.g[S.G_SEAT]).toBe(1);
  });

  it('IX-18 / IX-34 Hoc Vult respects stasis and Deep Roots (via the Wibo trait hooks) [L864, L871]', () => {
    const wibo = HOOKS[WIBO]! as unknown as { traitImmovable: unknown; traitMoveCap: unknown };
    const saved = [wibo.traitImmovable, wibo.traitMoveCap];
    try {
      wibo.traitImmovable = (_s: S.DarkleafState, u: number) => (u & 15) === 0;
      wibo.traitMoveCap = (_s: S.DarkleafState, u: number) => ((u & 15) === 14 ? 1 : 8);
      const b = new PositionBuilder('hexen', 'wibo');
      const p = b.place(0, 'pawn', 'h2');
      const stasisPawn = b.place(1, 'pawn', 'd8');
      const queen = b.place(1, 'queen', 'e5');
      b.slot(0, HOC_ROW, 0, 7);
      const s = journeyPhase(b, 8);
      play(s, encode(A_MOVE, p, sq('g3')), noDice());
      play(s, encode(A_SLOT, HOC_ROW, 1), noDice());
      expect(ops(s, OP_HOC_UNIT)).not.toContain(stasisPawn);
      play(s, encode(A_OPTION, OP_HOC_UNIT, queen), noDice());
      expect(ops(s, OP_HOC_SQ).length).toBe(8);
    } finally {
      wibo.traitImmovable = saved[0];
      wibo.traitMoveCap = saved[1];
    }
  });
});

describe('Hexen: Divine Quarry', () => {
  it('HX-V-1 / T-79 / IX-26 Quarry: 2 rival non-royal, non-invulnerable units in the farthest 2 ranks, chosen before the first roll [L890, L961, L968]', () => {
    const s = setupGame(configWith({}), ['hexen', 'erde'], new ScriptedRng([]));
    expect(s.g[S.G_PHASE]).toBe(S.PH_SETUP);
    const cands = legal(s).map((a) => (a >>> 6) & 255);
    for (const u of cands) {
      const t = S.unitType(u);
      expect(t === 3 || t === 5).toBe(false); // no rook, no (Erde) king
      expect(S.unitSeat(u)).toBe(1);
      expect(s.uSq[u]! >> 3).toBeGreaterThanOrEqual(6);
    }
    expect(describeAction(s, encode(A_QUARRY, cands[0]!))).toMatch(/^designate Erde .* as Divine Quarry$/);
    play(s, encode(A_QUARRY, cands[0]!), noDice());
    expect(legal(s).map((a) => (a >>> 6) & 255)).not.toContain(cands[0]);
    play(s, legal(s)[0]!, new ScriptedRng([1]));
    expect(s.g[S.G_PHASE]).not.toBe(S.PH_SETUP);
    let q = 0;
    for (let u = 16; u < 32; u++) if ((s.uFlags[u]! & S.UF_QUARRY) !== 0) q++;
    expect(q).toBe(2);
  });

  it('HX-V-2 / T-44 vanquishing the second Quarry wins immediately, even in the rival\'s turn; a returned piece is no Quarry (G-72) [L890]', () => {
    const b = new PositionBuilder('murg', 'hexen');
    const murgPawn = b.place(0, 'pawn', 'd4');
    const hexPawn = b.place(1, 'pawn', 'e5');
    b.place(1, 'queen', 'a8');
    const q1 = b.place(0, 'pawn', 'a2');
    const q2 = b.place(0, 'pawn', 'h2');
    b.quarry(q1).quarry(q2);
    const s = b.startTurn(0, noDice());
    vanquish(s, q1, 1);
    expect(outcome(s)).toBeNull();
    expect(s.uFlags[q1]! & S.UF_QUARRY).toBe(0);
    vanquish(s, q2, 1);
    expect(outcome(s)).toEqual({ kind: 'win', winners: [1], reason: 'divine quarry' });
    void murgPawn; void hexPawn;
  });
});

describe('Hexen: more clarifications and switches', () => {
  it('HX-S-2 the Ladder moves with the marked unit: it resolves where the unit stands and restarts around that square [L932]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const l = b.place(1, 'pawn', 'e5');
    const nearOld = b.place(1, 'pawn', 'f6');
    const nearNew = b.place(1, 'pawn', 'b3');
    ladder(b.s, l, 1);
    moveUnit(b.s, l, sq('a2')); // the rival journeys away
    const s = nextHexenTurn(b);
    expect(s.uSq[l]).toBe(S.SQ_GRAVEYARD);
    expect(ops(s, OP_RESTART)).toEqual([nearNew]);
    void nearOld;
  });

  it('HX-C-6 Hex counters tick only in the Hexen Upkeep, not in the rival\'s [L957, L963]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    b.place(1, 'pawn', 'a7');
    garden(b.s, 'd4', 3);
    ladder(b.s, b.place(1, 'pawn', 'h8'), 2);
    const s = b.startTurn(1, new ScriptedRng([1]));
    expect(pgAt(s, sq('d4'))).toBe(3);
    expect(wlOn(s, 17)).toBe(2);
    ok(s);
  });

  it('HX-U-4 Place of Power needs the caster\'s own journey to end next to the rook (not a From-the-Shadows sage) [L910]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    b.place(0, 'pawn', 'a2');
    const sg = b.place(0, 'sage', 'e3');
    b.place(0, 'rook', 'e4');
    b.relicTokens(0, WL_ROW, 1);
    const t1 = b.place(1, 'pawn', 'g5');
    b.place(1, 'pawn', 'c5');
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_MOVE, 0, sq('a3')), noDice());
    expect(describeAction(s, wl(sg))).toBe('cast Witch\'s Ladder from Hexen sage e3');
    play(s, wl(sg), noDice());
    play(s, wlTarget(t1), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });

  it('IX-9 / G-28 Murg pawns (replenishable Iron Plating) are legal Quarry [L968]', () => {
    const s = setupGame(configWith({}), ['hexen', 'murg'], new ScriptedRng([]));
    const cands = legal(s).map((a) => (a >>> 6) & 255);
    expect(cands.some((u) => S.unitType(u) === 0)).toBe(true);
  });

  it('G-70 alternative (waxingMoonAllHexes = false): Waxing Moon lowers the one Hex Hexen choose [L940]', () => {
    const b = new PositionBuilder('hexen', 'huldra', configWith({ 'hexen.options.waxingMoonAllHexes': false }));
    const p = b.place(0, 'pawn', 'a2');
    const l = b.place(1, 'pawn', 'h8');
    garden(b.s, 'd4', 2);
    ladder(b.s, l, 2);
    b.slot(0, WAX_ROW, 0, 1);
    const s = journeyPhase(b, 3);
    play(s, encode(A_MOVE, p, sq('b2')), noDice());
    play(s, encode(A_SLOT, WAX_ROW, 1), noDice());
    expect(legal(s).length).toBe(2);
    play(s, encode(A_OPTION, 10, l, 2), new ScriptedRng([3])); // c: the chosen Hex's counters (Hexes alike in site and counters are one choice)
    expect(wlOn(s, l)).toBe(1);
    expect(pgAt(s, sq('d4'))).toBe(2);
    ok(s);
  });

  it('G-103 switch off (blockInvulnerableTargets = false): a Ladder may be cast on a rook, which then survives with no restart (HX-C-4) [L955]', () => {
    const b = new PositionBuilder('hexen', 'huldra', configWith({ 'game.blockInvulnerableTargets': false }));
    const p = b.place(0, 'pawn', 'c1');
    b.relicTokens(0, WL_ROW, 1);
    const rook = b.place(1, 'rook', 'e4');
    b.place(1, 'pawn', 'e5');
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_MOVE, p, sq('c2')), noDice());
    play(s, wl(p), noDice()); // the rook is the only target: auto-applied
    expect(wlOn(s, rook)).toBe(2);
    nextHexenTurn(b);
    const s2 = nextHexenTurn(b);
    expect(s2.uSq[rook]).toBe(sq('e4'));
    expect(wlOn(s2, rook)).toBe(0);
    expect(s2.g[S.G_PHASE]).not.toBe(S.PH_CLAN);
  });

  it('G-68 switches: maxLaddersPerUnit = 0 allows no Ladder; more Hexen chips than the Hex records is refused by the compiler', () => {
    const b = new PositionBuilder('hexen', 'huldra', configWith({ 'hexen.options.maxLaddersPerUnit': 0 }));
    const p = b.place(0, 'pawn', 'c1');
    b.relicTokens(0, WL_ROW, 1);
    b.place(1, 'pawn', 'e4');
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_MOVE, p, sq('c2')), noDice());
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    expect(() => configWith({ 'hexen.options.maxGardensPerSquare': 2 })).not.toThrow();
    expect(() => configWith({ 'hexen.chipSets.hexen': 17 })).toThrow(/hexen\.chipSets\.hexen=17/);
  });

  it('INV-11 checkInvariants reports a Hex with no counter and a Ladder on the Erde king', () => {
    const b = new PositionBuilder('hexen', 'erde');
    const k = b.place(1, 'king', 'e4');
    ladder(b.s, k, 1);
    hexRecord(b.s, sq('a1'), 0 | 32); // pending outside a resolution prompt
    const v = checkInvariants(b.s).join('; ');
    expect(v).toMatch(/INV-11: Witch's Ladder on a unit whose trait refuses Hexes \(the Erde king/);
    expect(v).toMatch(/INV-11: Poison Garden on a1 with no counter/);
  });
});

describe('Hexen: setup, timing and display', () => {
  it('T-92 Quarry candidates vs The Murg under the default layouts: sages c1, f1 and pawns a2–h2 (Murg-local) [L890, L968]', () => {
    const s = setupGame(configWith({}), ['hexen', 'murg'], new ScriptedRng([]));
    const squares = legal(s).map((a) => s.uSq[(a >>> 6) & 255]!).sort((x, y) => x - y);
    // Murg-local c1, f1 = global f8, c8; local a2…h2 = global h7…a7 (G-16).
    expect(squares).toEqual([...['a7', 'b7', 'c7', 'd7', 'e7', 'f7', 'g7', 'h7', 'c8', 'f8'].map(sq)].sort((x, y) => x - y));
  });

  it('CR-RT-2 / HX-D-2 Hex tokens are not spent in the Upkeep: only during the Hex deed [L948, L952]', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    b.place(0, 'sage', 'f1');
    b.relicTokens(0, PG_ROW, 1).relicTokens(0, WL_ROW, 1);
    const s = b.startTurn(0, new ScriptedRng([1]));
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY); // the Upkeep offered nothing but "end"
  });

  it('render lists the Hexes with their counters', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    garden(b.s, 'd4', 3);
    ladder(b.s, b.place(1, 'pawn', 'e6'), 2);
    expect(render(b.s)).toContain('hexes PG d4:3 WL e6:2');
  });
});

describe('Hexen: rulings of 2026-11-26 (issue 28)', () => {
  it('ruling 5 (HX-D-2, G-68, L886, L928): two Poison Gardens on one square each count down and resolve — the second takes the unit the first only stripped of Iron Plating', () => {
    const b = new PositionBuilder('hexen', 'murg');
    const q = b.place(0, 'queen', 'e1');
    b.relicTokens(0, PG_ROW, 2);
    const t = b.place(1, 'pawn', 'f4');
    b.aura(t, 'ironPlating');
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_MOVE, q, sq('e3')), noDice());
    play(s, pg(q, 2), noDice()); // Master Gardener: 2 counters, so two Gardens fit the 5 chips
    expect(legal(s)).toContain(pg(q, 2)); // "as many Hexes as are available" [L886]: the same square again
    play(s, pg(q, 2), noDice());
    expect(s.chips[0]).toBe(4);
    expect(s.relicTok[PG_ROW]).toBe(0);
    ok(s);
    nextHexenTurn(b);
    expect(s.chips[0]).toBe(2); // each Garden lost a counter
    ok(s);
    nextHexenTurn(b);
    expect(s.uAura[t]).toBe(0);
    expect(s.uSq[t]).toBe(S.SQ_GRAVEYARD);
    expect(s.chips[0]).toBe(0);
    ok(s);
  });

  it('ruling 5 (HX-U-4, G-68, L910): Place of Power may put both Ladders on the same target; the second resolves after Iron Plating absorbs the first', () => {
    const b = new PositionBuilder('hexen', 'murg');
    const p = b.place(0, 'pawn', 'd2');
    b.place(0, 'rook', 'c4'); // next to d3, not to f5 (no restart offered after the aura goes)
    b.relicTokens(0, WL_ROW, 1);
    const t = b.place(1, 'pawn', 'f5');
    b.aura(t, 'ironPlating');
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_MOVE, p, sq('d3')), noDice());
    play(s, wl(p), noDice()); // the only target f5: auto-applied
    expect(legal(s).sort()).toEqual([encode(A_END), wlTarget(t)].sort());
    play(s, wlTarget(t), noDice());
    expect(s.chips[0]).toBe(4);
    expect(s.relicTok[WL_ROW]).toBe(0);
    ok(s);
    nextHexenTurn(b);
    nextHexenTurn(b);
    expect(s.uAura[t]).toBe(0);
    expect(s.uSq[t]).toBe(S.SQ_GRAVEYARD);
    expect(s.chips[0]).toBe(0);
    ok(s);
  });

  it('ruling 5 alternative (maxGardensPerSquare = 1, maxLaddersPerUnit = 1): one Garden per square; Place of Power needs two targets [G-68]', () => {
    const one = { 'hexen.options.maxGardensPerSquare': 1, 'hexen.options.maxLaddersPerUnit': 1 };
    const b = new PositionBuilder('hexen', 'huldra', configWith(one));
    const q = b.place(0, 'queen', 'e1');
    b.relicTokens(0, PG_ROW, 2);
    const s = b.startTurn(0, new ScriptedRng([1]));
    play(s, encode(A_MOVE, q, sq('e3')), noDice());
    play(s, pg(q, 2), noDice()); // the second token cannot go on the same square: the window closes
    expect(s.relicTok[PG_ROW]).toBe(1);
    expect(s.g[S.G_PHASE]).toBe(S.PH_SLOT);
    const b2 = new PositionBuilder('hexen', 'huldra', configWith(one));
    const p = b2.place(0, 'pawn', 'd2');
    b2.place(0, 'rook', 'e4');
    b2.relicTokens(0, WL_ROW, 1);
    b2.place(1, 'pawn', 'f5');
    const s2 = b2.startTurn(0, new ScriptedRng([1]));
    play(s2, encode(A_MOVE, p, sq('d3')), noDice());
    play(s2, wl(p), noDice()); // f5 is the only target; the second Ladder has none
    expect(s2.g[S.G_PHASE]).toBe(S.PH_SLOT);
    expect(s2.chips[0]).toBe(2);
  });

  it('ruling 6 (G-69, L932, L955): a Ladder may restart on an invulnerable unit (a rook); it then resolves without vanquishing and does not restart', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    const l = b.place(1, 'pawn', 'e5');
    const rook = b.place(1, 'rook', 'f5');
    b.place(1, 'pawn', 'g6'); // next to the rook: a restart target if the rook were vanquished
    ladder(b.s, l, 1);
    const s = nextHexenTurn(b);
    expect(s.uSq[l]).toBe(S.SQ_GRAVEYARD);
    expect(legal(s).sort()).toEqual([encode(A_END), restart(rook)].sort());
    play(s, restart(rook), new ScriptedRng([1]));
    expect(s.chips[0]).toBe(2);
    ok(s);
    nextHexenTurn(b);
    const s2 = nextHexenTurn(b);
    expect(s2.uSq[rook]).toBe(sq('f5')); // HX-C-4: invulnerable when it resolves
    expect(s2.g[S.G_PHASE]).not.toBe(S.PH_CLAN); // and no restart
    expect(s2.chips[0]).toBe(0);
    ok(s2);
  });

  it('ruling 6 (G-69, L955): the Erde king under Thick Skin is still never a restart target, an invulnerable Erde rook is', () => {
    const b = new PositionBuilder('hexen', 'erde');
    const l = b.place(1, 'pawn', 'e5');
    b.place(1, 'king', 'f6');
    const rook = b.place(1, 'rook', 'd6');
    ladder(b.s, l, 1);
    const s = nextHexenTurn(b);
    expect(s.uSq[l]).toBe(S.SQ_GRAVEYARD);
    expect(ops(s, OP_RESTART)).toEqual([rook]);
  });

  it('ruling 6 alternative (ladderRestartOnInvulnerable = false): no restart on an invulnerable unit, whatever game.blockInvulnerableTargets says (G-69, G-103)', () => {
    for (const block of [true, false]) {
      const b = new PositionBuilder('hexen', 'huldra', configWith({ 'hexen.options.ladderRestartOnInvulnerable': false, 'game.blockInvulnerableTargets': block }));
      const l = b.place(1, 'pawn', 'e5');
      b.place(1, 'rook', 'f5');
      const other = b.place(1, 'pawn', 'd6');
      ladder(b.s, l, 1);
      const s = nextHexenTurn(b);
      expect(ops(s, OP_RESTART)).toEqual([other]);
    }
  });
});

describe('Hexen: stacked Hexes (ruling 5 of 2026-11-26)', () => {
  it('ruling 5 (HX-C-5, CR-V-1, L956): two Ladders on one unit leave with it when it is vanquished early; their chips return', () => {
    const b = new PositionBuilder('hexen', 'erde');
    const l = b.place(1, 'pawn', 'e5');
    ladder(b.s, l, 2);
    ladder(b.s, l, 1);
    expect(hexesAt(b.s, S.HEX_UNIT + l)).toEqual([2, 1]);
    ok(b.s);
    vanquish(b.s, l, 1);
    expect(hexesAt(b.s, S.HEX_UNIT + l)).toEqual([]);
    expect(b.s.chips[0]).toBe(0);
    ok(b.s);
  });

  it('ruling 5 (HX-C-7, L964): two Gardens waiting on one square are one resolution choice; render lists both with their counters', () => {
    const b = new PositionBuilder('hexen', 'huldra');
    garden(b.s, 'd4', 1);
    garden(b.s, 'd4', 3);
    ladder(b.s, b.place(1, 'pawn', 'a8'), 1);
    expect(render(b.s)).toContain('hexes PG d4:1 PG d4:3 WL a8:1');
    garden(b.s, 'd4', 1);
    const s = nextHexenTurn(b);
    expect(s.g[S.G_PHASE]).toBe(S.PH_CLAN);
    expect(legal(s).sort()).toEqual([encode(A_OPTION, OP_RESOLVE_PG, sq('d4')), encode(A_OPTION, OP_RESOLVE_WL, 16)].sort());
    play(s, encode(A_OPTION, OP_RESOLVE_PG, sq('d4')), noDice());
    expect(legal(s).sort()).toEqual([encode(A_OPTION, OP_RESOLVE_PG, sq('d4')), encode(A_OPTION, OP_RESOLVE_WL, 16)].sort());
    ok(s);
  });

  it('ruling 5 alternative (maxLaddersPerUnit = 1): checkInvariants reports two Ladders on one unit (G-68)', () => {
    const b = new PositionBuilder('hexen', 'huldra', configWith({ 'hexen.options.maxLaddersPerUnit': 1 }));
    const l = b.place(1, 'pawn', 'e5');
    ladder(b.s, l, 2);
    ladder(b.s, l, 2);
    expect(checkInvariants(b.s).join('; ')).toMatch(/G-68: more Hexes than allowed/);
  });
});
