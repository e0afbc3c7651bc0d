// Clean-Up (spec §1.16, R-CLN-1…5; rulebook L667-710, L1773-1910) on hand-built positions: the
// cube cap, collection for each faction (Scrolls, rows, the Family pool), the decisions D25/D26,
// the card draws, the set-aside cubes, and a fast-check property that tokens and cubes are
// conserved through Clean-Up.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { A_CLN_BAG, A_CLN_BOARD, A_CLN_DONE, A_CLN_TAKE, encode } from '../src/actions.js';
import {
  CLEANUP_OBJECTIVE_STEP, cleanupApply, cleanupLegal, cleanupNumbers, closeCleanup, openCleanup, rowIndex, type CleanupNumbers,
} from '../src/cleanup.js';
import { OPEN } from '../src/basic-actions.js';
import { FAMILY, GAME, PROTECTORS } from '../src/data/factions.js';
import { LEGEND_TRACK } from '../src/data/legends.js';
import { parseHex } from '../src/hex.js';
import { defaultMap } from '../src/map.js';
import { upgradeBagKind } from '../src/setup.js';
import {
  BAG_BASIC, BAG_KINDS, BONUS_FACE_DOWN, CARD_CAP, COLOURS, EMPTY, FAC_F, FAC_K, FAC_P, FW_PROMPT, FW_SEAT, F_BOARD_SIDE, F_DECK_LEN,
  F_FAM_FILL, F_HAND_LEN, F_MODS, F_PATH_POSS, F_PATH_TRACK, F_SCROLLS, F_SEAT, F_WORDS, G_BOX_TOKEN, G_DEPTH, G_MODE, G_PLAYERS,
  G_SEAT_FACTION, HarrowState, LS_F, LS_KAMMI0, LS_KAMMI1, LS_P, MODE_FULL, MODE_TRAINING, PR_CLEANUP, PR_CLN_COLLECT, PR_CLN_FAMILY,
  TK_ADV, TK_SCR, TK_SPN, TK_STR, TOKEN_KINDS, topFrame,
} from '../src/state.js';

const MAP = defaultMap('A');
const RESUME = 9;
const OUT = new Int32Array(4096);
const N0 = cleanupNumbers();
const CAP = GAME.cubeCap.value;

/** A tiny position builder: two seats, everything in Possessions, pieces placed by hex name "q,r". */
class Board {
  readonly s = new HarrowState(MAP);
  constructor(facs: readonly [number, number], mode = MODE_FULL) {
    const s = this.s;
    s.g[G_MODE] = mode;
    s.g[G_PLAYERS] = 2;
    facs.forEach((fac, seat) => {
      s.g[G_SEAT_FACTION + seat] = fac;
      s.f[fac * F_WORDS + F_SEAT] = seat;
      s.f[fac * F_WORDS + F_BOARD_SIDE] = mode;
      s.poss[fac * COLOURS + fac] = 15;
    });
  }
  at = (name: string): number => parseHex(MAP.grid, name);
  haints(fac: number, name: string, k: number): this {
    this.s.haint[fac * this.s.n + this.at(name)] = k;
    return this;
  }
  legend(slot: number, name: string): this {
    this.s.legendHex[slot] = this.at(name);
    return this;
  }
  token(kind: number, name: string, k = 1): this {
    this.s.tok[kind * this.s.n + this.at(name)] = k;
    return this;
  }
  tokOn = (kind: number, name: string): number => this.s.tok[kind * this.s.n + this.at(name)]!;
  cubes(fac: number, k: number): this {
    this.s.poss[fac * COLOURS + fac] = this.s.poss[fac * COLOURS + fac]! - k;
    this.s.bg[fac * COLOURS + fac] = k;
    return this;
  }
  deck(fac: number, cards: number[]): this {
    cards.forEach((c, i) => (this.s.deck[fac * CARD_CAP + i] = c));
    this.s.f[fac * F_WORDS + F_DECK_LEN] = cards.length;
    return this;
  }
  f = (fac: number, field: number): number => this.s.f[fac * F_WORDS + field]!;
  set = (fac: number, field: number, v: number): this => {
    this.s.f[fac * F_WORDS + field] = v;
    return this;
  };
  prompt = (): number => this.s.frames[topFrame(this.s) + FW_PROMPT]!;
  legal(n: CleanupNumbers): number[] {
    return [...OUT.subarray(0, cleanupLegal(this.s, OUT, n))];
  }
  /** Runs Clean-Up to the end, answering each decision with `pick` (default: the first option). */
  run(fac: number, n: CleanupNumbers, pick: (legal: number[]) => number = (l) => l[0]!): void {
    let r = openCleanup(this.s, fac, RESUME, n);
    while (r === OPEN) r = cleanupApply(this.s, pick(this.legal(n)), n);
    expect(r).toBe(CLEANUP_OBJECTIVE_STEP);
    expect(this.prompt()).toBe(PR_CLEANUP);
    expect(closeCleanup(this.s, n)).toBe(RESUME);
    expect(this.s.g[G_DEPTH]).toBe(0);
  }
}

const choose = cleanupNumbers({ 'cleanup.chooseCollection': true });
const PROT_ADV = PROTECTORS.rows.ADVANCE.value;
const FAM_TRACK = FAMILY.track.value;

describe('R-CLN-1 the cube cap (L671, L1779, L1824, L1871; R-STR-2, INV-14)', () => {
  for (const fac of [FAC_P, FAC_F, FAC_K]) {
    it(`faction ${fac}: ${CAP + 3} cubes → ${CAP}, the excess back to Possessions; ${CAP} stays ${CAP}`, () => {
      const b = new Board(fac === FAC_P ? [FAC_P, FAC_F] : [fac, FAC_P]).cubes(fac, CAP + 3);
      const poss = b.s.poss[fac * COLOURS + fac]!;
      b.run(fac, N0);
      expect(b.s.bg[fac * COLOURS + fac]).toBe(CAP);
      expect(b.s.poss[fac * COLOURS + fac]).toBe(poss + 3);
      const c = new Board([fac, fac === FAC_P ? FAC_F : FAC_P]).cubes(fac, CAP);
      c.run(fac, N0);
      expect(c.s.bg[fac * COLOURS + fac]).toBe(CAP);
    });
  }
  it('only the active faction is capped (R-STR-2: "at the end of YOUR turn")', () => {
    const b = new Board([FAC_P, FAC_F]).cubes(FAC_P, CAP + 1).cubes(FAC_F, CAP + 2);
    b.run(FAC_P, N0);
    expect(b.s.bg[FAC_F * COLOURS + FAC_F]).toBe(CAP + 2);
  });
});

describe('R-CLN-2 Protectors (L698, L1792): tokens → the leftmost empty space of the row', () => {
  it('collects every token on hexes with a Protector Haint or the Legend; none elsewhere', () => {
    const b = new Board([FAC_P, FAC_F]).haints(FAC_P, '-2,0', 1).legend(LS_P, '1,0')
      .token(TK_ADV, '-2,0').token(TK_SPN, '1,0').token(TK_STR, '-1,1');
    b.run(FAC_P, N0);
    expect([b.s.rowFill[FAC_P * 3 + TK_ADV], b.s.rowFill[FAC_P * 3 + TK_SPN], b.s.rowFill[FAC_P * 3 + TK_STR]]).toEqual([1, 1, 0]);
    expect(b.tokOn(TK_STR, '-1,1')).toBe(1); // no Protector Unit there
    expect(b.tokOn(TK_ADV, '-2,0') + b.tokOn(TK_SPN, '1,0')).toBe(0);
  });
  it('nothing collected: no token under a Protector Unit, or only an enemy Unit on the token', () => {
    const b = new Board([FAC_P, FAC_F]).haints(FAC_P, '-2,0', 2).haints(FAC_F, '1,0', 1).token(TK_ADV, '1,0');
    const before = b.s.hash();
    b.run(FAC_P, N0);
    expect(b.s.hash()).toBe(before);
  });
  it('two tokens on one hex are both collected, each on the next space', () => {
    const b = new Board([FAC_P, FAC_F]).haints(FAC_P, '-2,0', 1).token(TK_ADV, '-2,0', 2);
    b.run(FAC_P, N0);
    expect(b.s.rowFill[FAC_P * 3 + TK_ADV]).toBe(2);
    expect(PROT_ADV[2]!.value).toBe(4); // now ADVANCE 4 (L445-449)
  });
  it('G-11b: a full row cannot take the token; it stays on the map', () => {
    const b = new Board([FAC_P, FAC_F]).haints(FAC_P, '-2,0', 1).token(TK_ADV, '-2,0');
    b.s.rowFill[FAC_P * 3 + TK_ADV] = PROT_ADV.length - 1;
    b.run(FAC_P, N0);
    expect(b.tokOn(TK_ADV, '-2,0')).toBe(1);
    expect(b.s.rowFill[FAC_P * 3 + TK_ADV]).toBe(PROT_ADV.length - 1);
  });
  it('R-CLN-4 (L1814): a covered Draw-Card symbol draws 1 card at step 4; an uncovered one none', () => {
    const star = PROT_ADV.findIndex((x) => x.drawCard); // the first ✉ space (G-11)
    const b = new Board([FAC_P, FAC_F]).haints(FAC_P, '-2,0', 1).token(TK_ADV, '-2,0').deck(FAC_P, [3, 4, 5]);
    b.s.rowFill[FAC_P * 3 + TK_ADV] = star - 1;
    b.run(FAC_P, N0);
    expect(b.f(FAC_P, F_HAND_LEN)).toBe(1);
    expect(b.s.hand[FAC_P * CARD_CAP]).toBe(5); // the top of the deck
    expect(b.f(FAC_P, F_DECK_LEN)).toBe(2);
    const c = new Board([FAC_P, FAC_F]).haints(FAC_P, '-2,0', 1).token(TK_ADV, '-2,0').deck(FAC_P, [3]);
    c.s.rowFill[FAC_P * 3 + TK_ADV] = star; // the next space has no ✉
    c.run(FAC_P, N0);
    expect(c.f(FAC_P, F_HAND_LEN)).toBe(0);
  });
  it('G-38: an empty deck draws nothing', () => {
    const star = PROT_ADV.findIndex((x) => x.drawCard);
    const b = new Board([FAC_P, FAC_F]).haints(FAC_P, '-2,0', 1).token(TK_ADV, '-2,0');
    b.s.rowFill[FAC_P * 3 + TK_ADV] = star - 1;
    b.run(FAC_P, N0);
    expect(b.f(FAC_P, F_HAND_LEN)).toBe(0);
  });
  it('Training rows have no Draw-Card symbols (G-14)', () => {
    expect(N0.rowDraw[rowIndex(MODE_TRAINING, FAC_P, TK_ADV)]).toBe(0);
    expect(N0.rowDraw[rowIndex(MODE_FULL, FAC_P, TK_ADV)]).not.toBe(0);
  });
});

describe('R-CLN-2 Scrolls (L680-694, L1786-1788, L1831-1833, L1878-1880)', () => {
  it('Protectors Side 1 (Emmy, L684): the Scroll fills a space and gives its Path token', () => {
    const b = new Board([FAC_P, FAC_F]).haints(FAC_P, '-2,0', 1).token(TK_SCR, '-2,0').set(FAC_P, F_PATH_TRACK, 3).set(FAC_P, F_PATH_POSS, 1);
    b.run(FAC_P, N0);
    expect([b.f(FAC_P, F_SCROLLS), b.f(FAC_P, F_PATH_TRACK), b.f(FAC_P, F_PATH_POSS)]).toEqual([1, 2, 2]);
  });
  it('Protectors Side 2: no Path tokens on the track, none gained', () => {
    const b = new Board([FAC_P, FAC_F]).haints(FAC_P, '-2,0', 1).token(TK_SCR, '-2,0');
    b.run(FAC_P, N0);
    expect([b.f(FAC_P, F_SCROLLS), b.f(FAC_P, F_PATH_POSS)]).toEqual([1, 0]);
  });
  for (const fac of [FAC_P, FAC_F, FAC_K]) {
    it(`faction ${fac}: Scrolls past legendTrack.maxScrolls (${LEGEND_TRACK.maxScrolls.value}) go to the box (L686)`, () => {
      const b = new Board([fac, fac === FAC_P ? FAC_F : FAC_P]).haints(fac, '-2,0', 1).token(TK_SCR, '-2,0', 2);
      b.set(fac, F_SCROLLS, LEGEND_TRACK.maxScrolls.value - 1);
      b.run(fac, N0);
      expect(b.f(fac, F_SCROLLS)).toBe(LEGEND_TRACK.maxScrolls.value);
      expect(b.s.g[G_BOX_TOKEN + TK_SCR]).toBe(1);
      expect(b.tokOn(TK_SCR, '-2,0')).toBe(0);
    });
  }
});

describe('R-CLN-2 Kammi (L1884): rows on the Faction Board, either Kammi token counts as a Unit', () => {
  it('collects under Kammi, the Goblin and Haints; the Action Grid is untouched', () => {
    const b = new Board([FAC_K, FAC_P]).legend(LS_KAMMI0, '-2,0').legend(LS_KAMMI1, '1,0').haints(FAC_K, '-1,1', 1)
      .token(TK_ADV, '-2,0').token(TK_STR, '1,0').token(TK_SPN, '-1,1').token(TK_SPN, '2,0');
    b.s.kGrid[0] = TK_STR;
    b.run(FAC_K, N0);
    expect([b.s.rowFill[FAC_K * 3 + TK_ADV], b.s.rowFill[FAC_K * 3 + TK_SPN], b.s.rowFill[FAC_K * 3 + TK_STR]]).toEqual([1, 1, 1]);
    expect(b.tokOn(TK_SPN, '2,0')).toBe(1);
    expect(b.s.kGrid[0]).toBe(TK_STR);
  });
  it('nothing collected when no Kammi Unit stands on a token', () => {
    const b = new Board([FAC_K, FAC_P]).legend(LS_KAMMI0, '-2,0').token(TK_ADV, '1,0');
    const before = b.s.hash();
    b.run(FAC_K, N0);
    expect(b.s.hash()).toBe(before);
  });
});

describe('R-CLN-2 Family (L702-708, L1839-1849): the pool, then track or bag per token (D26)', () => {
  const fam = (): Board => new Board([FAC_F, FAC_P]).legend(LS_F, '-2,0');
  it('nothing drawn and nothing collected: no decision at all', () => {
    const b = fam().token(TK_ADV, '1,0');
    expect(openCleanup(b.s, FAC_F, RESUME, N0)).toBe(CLEANUP_OBJECTIVE_STEP);
    expect(closeCleanup(b.s, N0)).toBe(RESUME);
    expect(b.tokOn(TK_ADV, '1,0')).toBe(1);
  });
  it('a collected token joins the drawn ones; each pooled kind is offered board / bag, ascending', () => {
    const b = fam().token(TK_SPN, '-2,0');
    b.s.drawn[TK_ADV] = 2;
    expect(openCleanup(b.s, FAC_F, RESUME, N0)).toBe(OPEN);
    expect(b.prompt()).toBe(PR_CLN_FAMILY);
    expect(b.s.frames[topFrame(b.s) + FW_SEAT]).toBe(0);
    expect(b.legal(N0)).toEqual([encode(A_CLN_BOARD, TK_ADV), encode(A_CLN_BAG, TK_ADV)]);
    expect(cleanupApply(b.s, encode(A_CLN_BOARD, TK_ADV), N0)).toBe(OPEN);
    expect(cleanupApply(b.s, encode(A_CLN_BAG, TK_ADV), N0)).toBe(OPEN);
    expect(b.legal(N0)).toEqual([encode(A_CLN_BOARD, TK_SPN), encode(A_CLN_BAG, TK_SPN)]);
    expect(cleanupApply(b.s, encode(A_CLN_BOARD, TK_SPN), N0)).toBe(CLEANUP_OBJECTIVE_STEP);
    expect(b.f(FAC_F, F_FAM_FILL)).toBe(2);
    expect([b.s.famTrack[0], b.s.famTrack[1]]).toEqual([TK_ADV, TK_SPN]);
    expect(b.s.bag[TK_ADV]).toBe(1);
    expect(FAM_TRACK[2]).toMatchObject({ draw: 5, putBack: 1 }); // CF-07, L1438
    closeCleanup(b.s, N0);
  });
  it('covering a ✉ space of the track draws an Upgrade card (L1861)', () => {
    const star = FAM_TRACK.findIndex((x) => x.drawCard);
    const b = fam().deck(FAC_F, [30]);
    b.s.drawn[TK_STR] = 1;
    b.set(FAC_F, F_FAM_FILL, star - 1);
    b.run(FAC_F, N0, () => encode(A_CLN_BOARD, TK_STR));
    expect(b.f(FAC_F, F_HAND_LEN)).toBe(1);
  });
  it('a full track: every pooled token goes back into the bag, no decision', () => {
    const b = fam().token(TK_ADV, '-2,0');
    b.s.drawn[TK_STR] = 1;
    b.set(FAC_F, F_FAM_FILL, FAM_TRACK.length - 1);
    expect(openCleanup(b.s, FAC_F, RESUME, N0)).toBe(CLEANUP_OBJECTIVE_STEP);
    expect([b.s.bag[TK_ADV], b.s.bag[TK_STR], b.s.drawn[TK_ADV], b.s.drawn[TK_STR]]).toEqual([1, 1, 0, 0]);
  });
  it('§2.2 U4/U5: Knife in the Dark and Knitting Fate drawn this turn go on the Attack jar', () => {
    const knife = upgradeBagKind('knife-in-the-dark');
    const knit = upgradeBagKind('knitting-fate');
    const other = upgradeBagKind('sound-and-fury');
    const b = fam();
    b.s.drawn[knife] = 1;
    b.s.drawn[knit] = 1;
    b.s.drawn[other] = 1;
    expect(openCleanup(b.s, FAC_F, RESUME, N0)).toBe(OPEN);
    expect(b.f(FAC_F, F_MODS)).toBe((1 << (knife - BAG_BASIC)) | (1 << (knit - BAG_BASIC)));
    expect(b.legal(N0)).toEqual([encode(A_CLN_BOARD, other), encode(A_CLN_BAG, other)]);
  });
  it('Training (L702-708): the same choice on the Training track', () => {
    const b = new Board([FAC_F, FAC_P], MODE_TRAINING).legend(LS_F, '-2,0').token(TK_ADV, '-2,0');
    b.run(FAC_F, N0, () => encode(A_CLN_BOARD, TK_ADV));
    expect(b.f(FAC_F, F_FAM_FILL)).toBe(1);
  });
});

describe('D25: the collection subset as a decision (cleanup.chooseCollection)', () => {
  it('offers each collectable token and stop; a take forgoes the tokens before it', () => {
    const b = new Board([FAC_P, FAC_F]).haints(FAC_P, '-2,0', 1).haints(FAC_P, '1,0', 1).token(TK_ADV, '-2,0').token(TK_ADV, '1,0').token(TK_SCR, '1,0');
    expect(openCleanup(b.s, FAC_P, RESUME, choose)).toBe(OPEN);
    expect(b.prompt()).toBe(PR_CLN_COLLECT);
    const all = b.legal(choose);
    expect(all).toHaveLength(4);
    expect(all[all.length - 1]).toBe(encode(A_CLN_DONE));
    const lo = Math.min(b.at('-2,0'), b.at('1,0'));
    const hi = Math.max(b.at('-2,0'), b.at('1,0'));
    expect(cleanupApply(b.s, encode(A_CLN_TAKE, hi, TK_ADV), choose)).toBe(OPEN);
    expect(b.legal(choose)).toEqual([encode(A_CLN_TAKE, b.at('1,0'), TK_SCR), encode(A_CLN_DONE)]);
    expect(cleanupApply(b.s, encode(A_CLN_DONE), choose)).toBe(CLEANUP_OBJECTIVE_STEP);
    expect(b.s.tok[TK_ADV * b.s.n + lo]).toBe(1);
    expect(b.s.rowFill[FAC_P * 3 + TK_ADV]).toBe(1);
    closeCleanup(b.s, choose);
  });
  it('declining everything changes nothing but the cap', () => {
    const b = new Board([FAC_K, FAC_P]).legend(LS_KAMMI0, '-2,0').token(TK_ADV, '-2,0');
    b.run(FAC_K, choose, (l) => l[l.length - 1]!);
    expect(b.tokOn(TK_ADV, '-2,0')).toBe(1);
  });
});

describe('G-67 and G-36', () => {
  it('G-67: Banish/Grudge cubes return to their owner\'s Battleground after the draws', () => {
    const b = new Board([FAC_P, FAC_F]);
    b.s.setAside[FAC_P * COLOURS + FAC_F] = 3; // 3 blue cubes set aside by the Protectors (Banish)
    b.run(FAC_P, N0);
    expect(b.s.bg[FAC_F * COLOURS + FAC_F]).toBe(3);
    expect(b.s.setAside[FAC_P * COLOURS + FAC_F]).toBe(0);
  });
  it('G-36 flag on: every tile of the chosen slot turns face-down; off (default): untouched', () => {
    const on = cleanupNumbers({ 'bonus.autoFlipUnused': true });
    for (const [n, want] of [[on, BONUS_FACE_DOWN], [N0, 0]] as const) {
      const b = new Board([FAC_P, FAC_F]);
      b.s.bonusSlot[0] = 2;
      b.s.bonusSlotLen[0] = 1;
      expect(openCleanup(b.s, FAC_P, RESUME, n, 0)).toBe(CLEANUP_OBJECTIVE_STEP);
      expect(b.s.bonusSlot[0]! & BONUS_FACE_DOWN).toBe(want);
    }
  });
});

// ---- conservation ------------------------------------------------------------------------

/** Ability tokens of each kind in every place Clean-Up touches (INV-08 restricted to them). */
function tokenTotals(s: HarrowState): number[] {
  const t = [0, 0, 0, 0, 0];
  for (let k = 0; k < TOKEN_KINDS; k++) {
    t[k]! += s.g[G_BOX_TOKEN + k]!;
    for (let h = 0; h < s.n; h++) t[k]! += s.tok[k * s.n + h]!;
  }
  for (const fac of [FAC_P, FAC_K]) for (let k = 0; k < 3; k++) t[k]! += s.rowFill[fac * 3 + k]!;
  for (let i = 0; i < s.f[FAC_F * F_WORDS + F_FAM_FILL]!; i++) {
    const k = s.famTrack[i]!;
    t[k < BAG_BASIC ? k : 4]!++;
  }
  for (let k = 0; k < BAG_KINDS; k++) t[k < BAG_BASIC ? k : 4]! += s.bag[k]! + s.drawn[k]!;
  for (const fac of [FAC_P, FAC_F, FAC_K]) t[TK_SCR]! += s.f[fac * F_WORDS + F_SCROLLS]!;
  let mods = s.f[FAC_F * F_WORDS + F_MODS]!;
  for (; mods > 0; mods >>= 1) t[4]! += mods & 1;
  return t;
}
function cubeTotals(s: HarrowState): number[] {
  const t = new Array<number>(COLOURS).fill(0);
  for (let i = 0; i < 4 * COLOURS; i++) t[i % COLOURS]! += s.bg[i]! + s.poss[i]! + s.setAside[i]!;
  return t;
}

describe('conservation (INV-06, INV-08, INV-14) through Clean-Up', () => {
  it('fast-check: tokens and cubes are conserved, the cap holds, the stack is clean', () => {
    const hexes = MAP.count;
    const arb = fc.record({
      seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      fac: fc.constantFrom(FAC_P, FAC_F, FAC_K),
      choose: fc.boolean(),
      toks: fc.array(fc.tuple(fc.integer({ min: 0, max: TOKEN_KINDS - 1 }), fc.integer({ min: 0, max: hexes - 1 }), fc.integer({ min: 1, max: 2 })), { maxLength: 12 }),
      units: fc.array(fc.integer({ min: 0, max: hexes - 1 }), { maxLength: 8 }),
      bg: fc.integer({ min: 0, max: 12 }),
      aside: fc.integer({ min: 0, max: 3 }),
      drawn: fc.array(fc.integer({ min: 0, max: BAG_KINDS - 1 }), { maxLength: 6 }),
      fill: fc.integer({ min: 0, max: 8 }),
      picks: fc.array(fc.nat(), { maxLength: 64 }),
    });
    fc.assert(
      fc.property(arb, (p) => {
        const other = p.fac === FAC_P ? FAC_F : FAC_P;
        const b = new Board([p.fac, other]).cubes(p.fac, p.bg);
        const s = b.s;
        for (const [k, h, c] of p.toks) s.tok[k * s.n + h] = c;
        for (const h of p.units) s.haint[p.fac * s.n + h] = 1;
        s.setAside[p.fac * COLOURS + other] = p.aside;
        s.poss[other * COLOURS + other] = s.poss[other * COLOURS + other]! - p.aside;
        if (p.fac === FAC_F) {
          const seen = new Set<number>();
          for (const k of p.drawn) if (k < BAG_BASIC || !seen.has(k)) (seen.add(k), s.drawn[k]!++);
          s.f[FAC_F * F_WORDS + F_FAM_FILL] = Math.min(p.fill, FAM_TRACK.length - 1);
          for (let i = 0; i < s.f[FAC_F * F_WORDS + F_FAM_FILL]!; i++) s.famTrack[i] = TK_ADV;
        } else {
          for (let k = 0; k < 3; k++) s.rowFill[p.fac * 3 + k] = Math.min(p.fill, N0.rowCap[rowIndex(MODE_FULL, p.fac, k)]!);
        }
        const tokens = tokenTotals(s);
        const cubes = cubeTotals(s);
        const n = p.choose ? choose : N0;
        let i = 0;
        b.run(p.fac, n, (l) => l[(p.picks[i++] ?? 0) % l.length]!);
        expect(tokenTotals(s)).toEqual(tokens);
        expect(cubeTotals(s)).toEqual(cubes);
        expect(s.bg[p.fac * COLOURS + p.fac]).toBeLessThanOrEqual(CAP);
        expect(s.drawn.every((x) => x === 0)).toBe(true);
        for (let k = 0; k < 3; k++) if (p.fac !== FAC_F) expect(s.rowFill[p.fac * 3 + k]).toBeLessThanOrEqual(N0.rowCap[rowIndex(MODE_FULL, p.fac, k)]!);
        expect(s.hand.filter((x) => x !== EMPTY).length).toBe(0); // no deck in these positions
      }),
      { numRuns: 300, seed: 20251126, verbose: true },
    );
  });
});
