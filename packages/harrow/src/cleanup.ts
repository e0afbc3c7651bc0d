// Clean-Up and Ability-token collection (spec §1.16, R-CLN-1…5; rulebook L667-710, L1773-1910).
//
// One frame carries the whole Clean-Up of the active faction; its prompt changes in place:
//   PR_CLN_COLLECT  D25, R-CLN-2: A_CLN_TAKE(hex, kind) collects one token, A_CLN_DONE stops
//                   (collecting is optional, "You can collect", L672, L1780)
//   PR_CLN_FAMILY   D26, R-CLN-2 Family: A_CLN_BOARD(kind) / A_CLN_BAG(kind) for each pooled token
//   PR_CLEANUP      steps 3–5 pending; no decision. The objective step (R-OBJ-*, objectives.ts)
//                   runs over it, then `closeCleanup` draws the cards and returns the set-aside
//                   cubes, pops the frame and returns the caller's resume code.
// Frame fields: CF_FAC faction, CF_CURSOR collection cursor (kind·N + hex: a take at position p
// forgoes every token before p, so each subset of the collectable tokens is reached by exactly one
// path), CF_DRAWS Draw-Card symbols covered this turn (drawn at step 4), CF_KIND the Family pool's
// current bag kind (pooled tokens are placed kind by kind, ascending: interchangeable tokens
// give no duplicate paths).
//
// Steps (R-CLN-1…5):
//   0. G-36 flag `bonus.autoFlipUnused`: every tile of the chosen jar's slot turns face-down.
//   1. R-CLN-1 the cube cap (`capBattleground`, L671, L1779).
//   2. R-CLN-2 collection (L672-708, L1780-1849, L1872-1884): a Scroll → the Legend track
//      (F_SCROLLS; Protectors Side 1 take the Path token off the covered space, L684; past
//      `legendTrack.maxScrolls` to the box, L686); Protectors/Kammi ADVANCE/SPAWN/STRENGTHEN →
//      the leftmost empty space of that Faction-Board row (rowFill; a full row: not collectable,
//      G-11b); Family → pooled with the tokens drawn this turn (`drawn`), then each to the track
//      (famTrack/F_FAM_FILL) or the bag; Knife in the Dark / Knitting Fate drawn this turn go on
//      the Attack jar instead (F_MODS bit of their Upgrade index, spec §2.2).
//   3. the objective step: not here (objectives.ts).
//   4. R-CLN-4 one card per Draw-Card symbol covered (L1814, L1861, L1904).
//   5. Banish / Grudge cubes back to their owners' Battleground (G-67).
// legal/apply allocate nothing.
import { boolParam, intParam, textParam, type ParameterSpec, type ParameterValues } from '@balance-lab/core';
import { A_CLN_BAG, A_CLN_BOARD, A_CLN_DONE, A_CLN_TAKE, argA, argB, encode, kindOf } from './actions.js';
import { OPEN, basicNumbers, type BasicNumbers } from './basic-actions.js';
import { UPGRADE_CARDS } from './data/cards.js';
import { BASIC_ACTIONS } from './data/catalogue-types.js';
import { FAMILY, GAME, KAMMI, PROTECTORS, parseFamilyTrack, parseIntList, parseRow, type FamilySlot, type RowSlot } from './data/factions.js';
import { LEGEND_TRACK } from './data/legends.js';
import { S, type Sourced } from './data/sourced.js';
import { capBattleground } from './strengthen.js';
import {
  BAG_BASIC, BAG_KINDS, BONUS_CAP, BONUS_FACE_DOWN, CARD_CAP, COLOURS, EMPTY, FACTIONS, FAC_F, FAC_H, FAC_K, FAC_P, FIELD_0, FIELD_1,
  FIELD_2, FIELD_3, FW_PROMPT, F_BOARD_SIDE, F_DECK_LEN, F_FAM_FILL, F_HAND_LEN, F_MODS, F_PATH_POSS, F_PATH_TRACK, F_SCROLLS,
  F_WORDS, G_BOX_TOKEN, LEGEND_COUNT, LEGEND_FIRST, MODE_FULL, NONE, PR_CLEANUP, PR_CLN_COLLECT, PR_CLN_FAMILY, TK_SCR,
  TOKEN_KINDS, colourOwner, factionSeat, popFrame, pushFrame, topFrame, type HarrowState,
} from './state.js';
import { faceDownRead } from './secrets.js';

// ---- values the data files lack (kept here, Sourced) ----------------------------------------

/** D25: whether the collection subset is a decision; off = every collectable token is taken. */
export const CHOOSE_COLLECTION: Sourced<boolean> = S(false,
  'spec §5.4 D25 ("default: collect everything (optional subset, as a flag)"); the rule itself is optional: "You can collect Ability Tokens" (L672, L1780)',
  [true]);
/** Upgrade tokens that go on the Attack jar instead of the pool when drawn this turn. */
export const ATTACK_JAR_UPGRADES: Sourced<readonly string[]> = S(['knife-in-the-dark', 'knitting-fate'],
  'spec §1.16 R-CLN-2 and §2.2 U4/U5: "Knife in the Dark and Knitting Fate tokens drawn this turn instead go on the Attack jar" (L1744, L2713, L2717)');

/** The `--set` key of CHOOSE_COLLECTION (not in harrowDataParameters: this module owns it). */
export const CHOOSE_COLLECTION_KEY = 'cleanup.chooseCollection';
export function cleanupParameters(): ParameterSpec[] {
  return [{
    kind: 'bool', key: CHOOSE_COLLECTION_KEY, default: CHOOSE_COLLECTION.value, source: CHOOSE_COLLECTION.source,
    description: 'Clean-Up collection is a decision per token (off: collect everything collectable)', alternatives: [true],
  }];
}

// ---- numbers ----------------------------------------------------------------------------

/** Everything Clean-Up reads, resolved once per game. */
export interface CleanupNumbers {
  /** `game.cubeCap` and the rest of the basic numbers (capBattleground). */
  readonly basic: BasicNumbers;
  /** Spaces after the printed start of each Faction-Board row: rowCap[rowIndex(side, fac, kind)]. */
  readonly rowCap: Int32Array;
  /** Bit i set: space i of that row has a Draw-Card symbol (space 0 = the printed start). */
  readonly rowDraw: Int32Array;
  /** Family track spaces after the printed start, per board side (MODE_TRAINING, MODE_FULL). */
  readonly famCap: Int32Array;
  readonly famDraw: Int32Array;
  /** `legendTrack.maxScrolls` (G-15, L686). */
  readonly maxScrolls: number;
  /** `cards.handLimit` (G-38; 0 = none). */
  readonly handLimit: number;
  /** `bonus.autoFlipUnused` (G-36). */
  readonly autoFlipUnusedTiles: boolean;
  /** CHOOSE_COLLECTION (D25). */
  readonly chooseCollection: boolean;
  /** Bit k set: bag kind k goes on the Attack jar at Clean-Up (ATTACK_JAR_UPGRADES). */
  readonly attackJarKinds: number;
}

/** Index of a Faction-Board row in CleanupNumbers.rowCap / rowDraw. */
export const rowIndex = (side: number, fac: number, kind: number): number => side * 9 + fac * 3 + kind;

const has = (values: ParameterValues, key: string): boolean => values[key] !== undefined;
const drawMask = (spaces: readonly { drawCard: boolean }[]): number => spaces.reduce((m, x, i) => (x.drawCard ? m | (1 << i) : m), 0);

/** The numbers from the data files; `values` overrides the ones that are `--set` keys. */
export function cleanupNumbers(values: ParameterValues = {}): CleanupNumbers {
  const rowCap = new Int32Array(18);
  const rowDraw = new Int32Array(18);
  const board = values['kammi.board'];
  const kammiRows = (typeof board === 'string' ? board : KAMMI.board.value) === 'low' ? KAMMI.lowRows : KAMMI.rows;
  BASIC_ACTIONS.forEach((a, kind) => {
    const key = `protectors.row.${a.toLowerCase()}`;
    const full: readonly RowSlot[] = has(values, key) ? parseRow(textParam(values, key)) : PROTECTORS.rows[a].value;
    const put = (side: number, fac: number, row: readonly RowSlot[]): void => {
      rowCap[rowIndex(side, fac, kind)] = row.length - 1;
      rowDraw[rowIndex(side, fac, kind)] = drawMask(row);
    };
    put(MODE_FULL, FAC_P, full);
    put(0, FAC_P, PROTECTORS.trainingRows[a].value);
    put(MODE_FULL, FAC_K, kammiRows[a].value);
    put(0, FAC_K, kammiRows[a].value); // Kammi has no Training side (L48-52); the same board
  });
  const track: readonly FamilySlot[] = has(values, 'family.track') ? parseFamilyTrack(textParam(values, 'family.track')) : FAMILY.track.value;
  const trainingLen = has(values, 'family.trackTraining') ? parseIntList(textParam(values, 'family.trackTraining'), 1, 20).length : FAMILY.trainingTrack.value.length;
  let attackJarKinds = 0;
  for (const id of ATTACK_JAR_UPGRADES.value) {
    const i = UPGRADE_CARDS.findIndex((c) => c.id === id);
    if (i >= 0) attackJarKinds |= 1 << (BAG_BASIC + i);
  }
  return {
    basic: basicNumbers(values),
    rowCap,
    rowDraw,
    famCap: Int32Array.of(trainingLen - 1, track.length - 1),
    famDraw: Int32Array.of(0, drawMask(track)), // the Training track has no Draw-Card symbols (no cards, L48-52)
    maxScrolls: has(values, 'legendTrack.maxScrolls') ? intParam(values, 'legendTrack.maxScrolls') : LEGEND_TRACK.maxScrolls.value,
    handLimit: has(values, 'cards.handLimit') ? intParam(values, 'cards.handLimit') : GAME.handLimit.value,
    autoFlipUnusedTiles: has(values, 'bonus.autoFlipUnused') ? boolParam(values, 'bonus.autoFlipUnused') : GAME.autoFlipUnusedTiles.value,
    chooseCollection: has(values, CHOOSE_COLLECTION_KEY) ? boolParam(values, CHOOSE_COLLECTION_KEY) : CHOOSE_COLLECTION.value,
    attackJarKinds,
  };
}

// ---- frame fields and return codes ---------------------------------------------------------

export const CF_FAC = FIELD_0;
export const CF_CURSOR = FIELD_1;
export const CF_DRAWS = FIELD_2;
export const CF_KIND = FIELD_3;
/** Returned when collection is over: run the objective step over the PR_CLEANUP frame, then `closeCleanup`. */
export const CLEANUP_OBJECTIVE_STEP = -2;
/** Most options one Clean-Up prompt offers: every (kind, hex) plus stop. */
export const cleanupMaxLegal = (hexes: number): number => TOKEN_KINDS * hexes + 1;
export const isCleanupPrompt = (p: number): boolean => p === PR_CLN_COLLECT || p === PR_CLN_FAMILY;

// ---- collection ---------------------------------------------------------------------------

/** A Unit of `fac` (a Haint or one of its Legends) stands on h; the Fury token is no Unit (R-CLN-2). */
export function hasOwnUnit(s: HarrowState, fac: number, h: number): boolean {
  if (s.haint[fac * s.n + h]! > 0) return true;
  const first = LEGEND_FIRST[fac]!;
  for (let i = 0; i < LEGEND_COUNT[fac]!; i++) if (s.legendHex[first + i] === h) return true;
  return false;
}

/** The token of `kind` on h has a place to go for `fac` (a Scroll or a Family token always; a row token while its row has room, G-11b). */
export function mayFile(s: HarrowState, fac: number, kind: number, n: CleanupNumbers): boolean {
  if (kind === TK_SCR || fac === FAC_F) return true;
  const side = s.f[fac * F_WORDS + F_BOARD_SIDE]!;
  return s.rowFill[fac * 3 + kind]! < n.rowCap[rowIndex(side, fac, kind)]!;
}

/** R-CLN-2: `fac` may collect a token of `kind` on h now. */
export const collectable = (s: HarrowState, fac: number, kind: number, h: number, n: CleanupNumbers): boolean =>
  s.tok[kind * s.n + h]! > 0 && hasOwnUnit(s, fac, h) && mayFile(s, fac, kind, n);

/**
 * Files one token of `kind` for `fac` (R-CLN-2; also G-64's pick-up "as at Clean-Up"). The caller
 * has removed it from where it was. Returns the Draw-Card symbols it covered (0/1), owed at step 4.
 */
export function fileToken(s: HarrowState, fac: number, kind: number, n: CleanupNumbers): number {
  const fb = fac * F_WORDS;
  if (kind === TK_SCR) {
    // L680/L1786: leftmost empty scroll space; L686/L1788: the extras to the box.
    if (s.f[fb + F_SCROLLS]! < n.maxScrolls) {
      s.f[fb + F_SCROLLS]!++;
      // L684 (Emmy), L1164: covering a Side-1 scroll space gives its Path token.
      if (fac === FAC_P && s.f[fb + F_PATH_TRACK]! > 0) {
        s.f[fb + F_PATH_TRACK]!--;
        s.f[fb + F_PATH_POSS]!++;
      }
    } else {
      s.g[G_BOX_TOKEN + TK_SCR]!++;
    }
    return 0;
  }
  if (fac === FAC_F) {
    // L702, L1839: pooled with the tokens used this turn.
    s.drawn[kind]!++;
    return 0;
  }
  // L698, L1792, L1884: the leftmost empty space of that row.
  const fill = ++s.rowFill[fac * 3 + kind]!;
  return (n.rowDraw[rowIndex(s.f[fb + F_BOARD_SIDE]!, fac, kind)]! >> fill) & 1;
}

/** Takes one token of `kind` from h and files it; returns the Draw-Card symbols covered. */
export function collectToken(s: HarrowState, fac: number, kind: number, h: number, n: CleanupNumbers): number {
  s.tok[kind * s.n + h]!--;
  return fileToken(s, fac, kind, n);
}

// ---- the frame ----------------------------------------------------------------------------

/**
 * Starts `fac`'s Clean-Up: G-36's auto-flip of Bonus-tile slot `tileSlot` (−1: none), the cube
 * cap (R-CLN-1), then collection (R-CLN-2). `owedDraws` are Draw-Card symbols covered earlier
 * this turn (G-64). Returns OPEN while a decision is pending, else CLEANUP_OBJECTIVE_STEP.
 */
export function openCleanup(s: HarrowState, fac: number, resume: number, n: CleanupNumbers, tileSlot = NONE, owedDraws = 0): number {
  if (fac === FAC_H || fac < 0 || fac >= FACTIONS) throw new RangeError(`openCleanup: faction ${fac} (Hester's Clean-Up comes with her issue)`);
  if (n.autoFlipUnusedTiles && tileSlot >= 0) {
    const base = tileSlot * BONUS_CAP;
    for (let i = 0; i < s.bonusSlotLen[tileSlot]!; i++) s.bonusSlot[base + i]! |= BONUS_FACE_DOWN;
  }
  capBattleground(s, fac, n.basic);
  const fr = pushFrame(s, PR_CLN_COLLECT, resume, factionSeat(s, fac));
  s.frames[fr + CF_FAC] = fac;
  s.frames[fr + CF_DRAWS] = owedDraws;
  if (!n.chooseCollection) {
    let draws = 0;
    const N = s.n;
    for (let kind = 0; kind < TOKEN_KINDS; kind++) {
      for (let h = 0; h < N; h++) while (collectable(s, fac, kind, h, n)) draws += collectToken(s, fac, kind, h, n);
    }
    s.frames[fr + CF_DRAWS]! += draws;
    s.frames[fr + CF_CURSOR] = TOKEN_KINDS * N;
  }
  return settle(s, fr, n);
}

/** Any collect option at or after the cursor. */
function canCollect(s: HarrowState, fr: number, n: CleanupNumbers): boolean {
  const fac = s.frames[fr + CF_FAC]!;
  const N = s.n;
  for (let i = s.frames[fr + CF_CURSOR]!; i < TOKEN_KINDS * N; i++) {
    if (s.tok[i]! === 0) continue;
    const kind = (i / N) | 0;
    if (collectable(s, fac, kind, i - kind * N, n)) return true;
  }
  return false;
}

/** The Family track has an empty space. */
function trackRoom(s: HarrowState, n: CleanupNumbers): boolean {
  return s.f[FAC_F * F_WORDS + F_FAM_FILL]! < n.famCap[s.f[FAC_F * F_WORDS + F_BOARD_SIDE]!]!;
}

/** Moves the frame on to its next real decision, or to PR_CLEANUP. */
function settle(s: HarrowState, fr: number, n: CleanupNumbers): number {
  const f = s.frames;
  if (f[fr + FW_PROMPT] === PR_CLN_COLLECT) {
    if (canCollect(s, fr, n)) return OPEN;
    if (f[fr + CF_FAC] !== FAC_F) {
      f[fr + FW_PROMPT] = PR_CLEANUP;
      return CLEANUP_OBJECTIVE_STEP;
    }
    // Family: Knife in the Dark / Knitting Fate drawn this turn go on the Attack jar (spec §2.2).
    const mods = FAC_F * F_WORDS + F_MODS;
    for (let k = BAG_BASIC; k < BAG_KINDS; k++) {
      if ((n.attackJarKinds >> k) & 1 && s.drawn[k]! > 0) {
        s.f[mods]! |= 1 << (k - BAG_BASIC);
        s.drawn[k]! -= 1; // one token per Upgrade card (L1016)
      }
    }
    f[fr + FW_PROMPT] = PR_CLN_FAMILY;
    f[fr + CF_KIND] = 0;
  }
  if (f[fr + FW_PROMPT] === PR_CLN_FAMILY) {
    let k = f[fr + CF_KIND]!;
    while (k < BAG_KINDS && s.drawn[k]! === 0) k++;
    if (k < BAG_KINDS && !trackRoom(s, n)) {
      // Option A is gone (the track is full): every pooled token goes back into the bag (forced).
      for (; k < BAG_KINDS; k++) {
        s.bag[k]! += s.drawn[k]!;
        s.drawn[k] = 0;
      }
    }
    if (k < BAG_KINDS) {
      f[fr + CF_KIND] = k;
      return OPEN;
    }
    f[fr + FW_PROMPT] = PR_CLEANUP;
    return CLEANUP_OBJECTIVE_STEP;
  }
  return CLEANUP_OBJECTIVE_STEP;
}

/** The legal options of the Clean-Up prompt on top, written to `out` from 0; returns their count. */
export function cleanupLegal(s: HarrowState, out: Int32Array, n: CleanupNumbers): number {
  const fr = topFrame(s);
  const f = s.frames;
  const prompt = f[fr + FW_PROMPT]!;
  let k = 0;
  if (prompt === PR_CLN_COLLECT) {
    const fac = f[fr + CF_FAC]!;
    const N = s.n;
    for (let i = f[fr + CF_CURSOR]!; i < TOKEN_KINDS * N; i++) {
      if (s.tok[i]! === 0) continue;
      const kind = (i / N) | 0;
      const h = i - kind * N;
      if (collectable(s, fac, kind, h, n)) out[k++] = encode(A_CLN_TAKE, h, kind);
    }
    out[k++] = encode(A_CLN_DONE);
  } else if (prompt === PR_CLN_FAMILY) {
    const kind = f[fr + CF_KIND]!;
    out[k++] = encode(A_CLN_BOARD, kind);
    out[k++] = encode(A_CLN_BAG, kind);
  }
  return k;
}

/** Applies one option of `cleanupLegal` (not re-checked). Returns OPEN or CLEANUP_OBJECTIVE_STEP. */
export function cleanupApply(s: HarrowState, code: number, n: CleanupNumbers): number {
  const fr = topFrame(s);
  const f = s.frames;
  const fac = f[fr + CF_FAC]!;
  switch (kindOf(code)) {
    case A_CLN_TAKE: {
      const h = argA(code);
      const kind = argB(code);
      f[fr + CF_CURSOR] = kind * s.n + h;
      f[fr + CF_DRAWS]! += collectToken(s, fac, kind, h, n);
      return settle(s, fr, n);
    }
    case A_CLN_DONE:
      f[fr + CF_CURSOR] = TOKEN_KINDS * s.n;
      return settle(s, fr, n);
    case A_CLN_BOARD: {
      // L704, L1845: the next empty track space, for the rest of the game.
      const kind = argA(code);
      const fb = FAC_F * F_WORDS;
      const fill = s.f[fb + F_FAM_FILL]!;
      s.famTrack[fill] = kind;
      s.f[fb + F_FAM_FILL] = fill + 1;
      s.drawn[kind]!--;
      f[fr + CF_DRAWS]! += (n.famDraw[s.f[fb + F_BOARD_SIDE]!]! >> (fill + 1)) & 1;
      return settle(s, fr, n);
    }
    case A_CLN_BAG: {
      const kind = argA(code);
      s.drawn[kind]!--;
      s.bag[kind]!++;
      return settle(s, fr, n);
    }
    default:
      throw new RangeError(`cleanupApply: ${code} is not a Clean-Up option`);
  }
}

/** Draws up to `count` cards for `fac` from its deck (top = last) into its hand; an empty deck or a full hand (G-38) draws nothing. Returns the cards drawn. */
export function drawCards(s: HarrowState, fac: number, count: number, handLimit: number): number {
  const fb = fac * F_WORDS;
  const base = fac * CARD_CAP;
  let drawn = 0;
  while (drawn < count) {
    const deckLen = s.f[fb + F_DECK_LEN]!;
    const handLen = s.f[fb + F_HAND_LEN]!;
    if (deckLen === 0 || handLen >= CARD_CAP || (handLimit > 0 && handLen >= handLimit)) break;
    faceDownRead(s);
    s.hand[base + handLen] = s.deck[base + deckLen - 1]!;
    s.deck[base + deckLen - 1] = EMPTY;
    s.f[fb + F_DECK_LEN] = deckLen - 1;
    s.f[fb + F_HAND_LEN] = handLen + 1;
    drawn++;
  }
  return drawn;
}

/** Takes `card` out of `fac`'s hand (the last card fills its place; a hand's order means nothing). Throws if it is not there. */
export function takeFromHand(s: HarrowState, fac: number, card: number): void {
  const base = fac * CARD_CAP;
  const len = s.f[fac * F_WORDS + F_HAND_LEN]!;
  let i = 0;
  while (i < len && s.hand[base + i] !== card) i++;
  if (i === len) throw new RangeError(`card ${card} is not in hand`);
  s.hand[base + i] = s.hand[base + len - 1]!;
  s.hand[base + len - 1] = EMPTY;
  s.f[fac * F_WORDS + F_HAND_LEN] = len - 1;
}

/** G-67: every set-aside cube (Banish, Grudge: they last until the end of the turn) back to its owner's Battleground. */
export function returnSetAside(s: HarrowState): number {
  let moved = 0;
  for (let i = 0; i < FACTIONS * COLOURS; i++) {
    const k = s.setAside[i]!;
    if (k === 0) continue;
    const c = i % COLOURS;
    s.bg[colourOwner(c) * COLOURS + c]! += k;
    s.setAside[i] = 0;
    moved += k;
  }
  return moved;
}

/**
 * Ends the Clean-Up on top (prompt PR_CLEANUP, after the objective step): R-CLN-4 draws one card
 * per Draw-Card symbol covered this turn, G-67 returns the set-aside cubes; pops the frame and
 * returns the caller's resume code.
 */
export function closeCleanup(s: HarrowState, n: CleanupNumbers): number {
  const fr = topFrame(s);
  if (s.frames[fr + FW_PROMPT] !== PR_CLEANUP) throw new RangeError('closeCleanup: no PR_CLEANUP frame on top');
  drawCards(s, s.frames[fr + CF_FAC]!, s.frames[fr + CF_DRAWS]!, n.handLimit);
  returnSetAside(s);
  return popFrame(s);
}
