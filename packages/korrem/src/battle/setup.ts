// Battle setup (spec §2.3, G21/G81, §6.5 formation macros): where a card may be placed, the final
// validity check of a side's setup in both touching modes, Add-on placement, and the wall / phalanx /
// screen macros expanded to placement sequences.
import type { CompiledContent } from '../content/compiled.js';
import { MAX_CELLS, MAX_W, MODE_SETUP, PK_CHAR, SETUP_CONNECTED, cellOf, type BattleState } from './battle-state.js';
import { frontRow, hasOwnOrthNeighbour, isOwnRow, putPiece, rowAtDepth } from './grid.js';

export const FORM_WALL = 0;
export const FORM_PHALANX = 1;
export const FORM_SCREEN = 2;
export const FORMATIONS = 3;
export const FORMATION_NAMES = ['wall', 'phalanx', 'screen'] as const;

const used = new Uint8Array(MAX_CELLS);
const order = new Int16Array(128);
const seen = new Uint8Array(128);
const stack = new Int16Array(128);

/** The k-th column counted outward from the centre (centre, left, right, …), or −1 off the grid. */
export function centreOutColumn(gridW: number, k: number): number {
  const cx = (gridW - 1) >> 1;
  const x = k === 0 ? cx : k % 2 === 1 ? cx - (k + 1) / 2 : cx + k / 2;
  return x >= 0 && x < gridW ? x : -1;
}

/** Whether an own card of `side` stands on (x, y) or (x, y) is the hypothetical `extra` cell. */
function ownAt(b: BattleState, side: number, x: number, y: number, extra: number): boolean {
  if (x < 0 || x >= b.gridW || !isOwnRow(b, side, y)) return false;
  const cIdx = cellOf(x, y);
  if (cIdx === extra) return true;
  const q = b.cell[cIdx] as number;
  return q >= 0 && b.side[q] === side;
}

function ownNeighbours(b: BattleState, side: number, x: number, y: number, extra: number): boolean {
  return ownAt(b, side, x + 1, y, extra) || ownAt(b, side, x - 1, y, extra) || ownAt(b, side, x, y + 1, extra) || ownAt(b, side, x, y - 1, extra);
}

/** Whether (x, y) is a free cell of `side`'s rows, the hypothetical `extra` cell counted as taken. */
function freeOwnCell(b: BattleState, side: number, x: number, y: number, extra: number): boolean {
  if (x < 0 || x >= b.gridW || !isOwnRow(b, side, y)) return false;
  const cIdx = cellOf(x, y);
  return cIdx !== extra && b.cell[cIdx] === -1;
}

/**
 * Whether `side`'s setup can still be completed into a valid eachTouches layout (G81) after a card is
 * put on cell `extra` (−1: none; `fromHand`: it is a Summon from the hand, so no unplaced card is used).
 *
 * A sufficient test that a fixed completion policy meets: with `m` unplaced characters, `I` isolated
 * own cards (no own orthogonal neighbour; none when the side has a single card) and `F` = 1 while no
 * character stands in the front row, the side needs I cards when F = 0; when F = 1, I cards if a free
 * front cell touches an isolated card, I + 1 if one touches any own card, else I + 2 (the front card
 * itself would be isolated). Each policy step (fix F first, then an isolated card, then grow next to
 * any card) lowers that need by at least one, so a side whose every placement keeps `need ≤ m` (and
 * enough free cells) never reaches a dead end. It may refuse a few completable placements (one card
 * mending two isolated cards at once is not counted).
 */
export function setupCompletable(b: BattleState, side: number, extra: number, fromHand: boolean): boolean {
  let m = 0;
  let total = 0;
  let hasChar = false;
  let charFront = false;
  const fy = frontRow(b, side);
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.side[p] !== side || b.alive[p] !== 1) continue;
    total++;
    if (b.kind[p] === PK_CHAR) {
      hasChar = true;
      if (b.placed[p] !== 1) m++;
      else if (b.y[p] === fy) charFront = true;
    }
  }
  if (extra >= 0) {
    if (fromHand) total++;
    else m--;
    hasChar = true;
    if ((extra - (extra % MAX_W)) / MAX_W === fy) charFront = true;
  }
  const front = hasChar && !charFront ? 1 : 0;
  let free = 0;
  let isolated = 0;
  for (let depth = 0; depth < b.gridD; depth++) {
    const y = rowAtDepth(b, side, depth);
    for (let x = 0; x < b.gridW; x++) {
      if (freeOwnCell(b, side, x, y, extra)) free++;
      else if (total > 1 && ownAt(b, side, x, y, extra) && !ownNeighbours(b, side, x, y, extra)) isolated++;
    }
  }
  if (free < m) return false;
  if (total <= 1) return m >= front;
  if (front === 0) return m >= isolated;
  let need = isolated + 2;
  const inward = rowAtDepth(b, side, 1);
  for (let x = 0; x < b.gridW; x++) {
    if (!freeOwnCell(b, side, x, fy, extra)) continue;
    const touchesIsolated =
      isolatedAt(b, side, x - 1, fy, extra) || isolatedAt(b, side, x + 1, fy, extra) || isolatedAt(b, side, x, inward, extra);
    if (touchesIsolated) need = Math.min(need, Math.max(1, isolated));
    else if (ownNeighbours(b, side, x, fy, extra)) need = Math.min(need, isolated + 1);
  }
  return m >= need;
}

function isolatedAt(b: BattleState, side: number, x: number, y: number, extra: number): boolean {
  return ownAt(b, side, x, y, extra) && !ownNeighbours(b, side, x, y, extra);
}

function ownCardPlaced(b: BattleState, side: number): boolean {
  for (let p = 0; p < b.pieceCount; p++) if (b.side[p] === side && b.alive[p] === 1 && b.placed[p] === 1) return true;
  return false;
}

function charInFront(b: BattleState, side: number): boolean {
  const fy = frontRow(b, side);
  for (let p = 0; p < b.pieceCount; p++) if (b.side[p] === side && b.kind[p] === PK_CHAR && b.alive[p] === 1 && b.placed[p] === 1 && b.y[p] === fy) return true;
  return false;
}

function unplacedChars(b: BattleState, side: number): number {
  let m = 0;
  for (let p = 0; p < b.pieceCount; p++) if (b.side[p] === side && b.kind[p] === PK_CHAR && b.alive[p] === 1 && b.placed[p] !== 1) m++;
  return m;
}

/**
 * Whether a card of the active side may be set up on (x, y) now (§2.3, G81), the same for every
 * unplaced character of the side: an empty cell of its own rows, and
 * - `connected`: the side's first card goes in the front row and every later card touches an own card
 *   orthogonally (Add-ons included), so the side stays one group; the last character goes in the
 *   front row if no character stands there yet;
 * - `eachTouches`: anywhere, as long as a valid layout stays reachable (setupCompletable), so two
 *   separate touching groups can be built.
 */
export function setupCellLegal(b: BattleState, side: number, x: number, y: number): boolean {
  if (b.mode !== MODE_SETUP || side !== b.activeSide) return false;
  if (x < 0 || x >= b.gridW || !isOwnRow(b, side, y) || b.cell[cellOf(x, y)] !== -1) return false;
  if (b.setupTouch !== SETUP_CONNECTED) return setupCompletable(b, side, cellOf(x, y), false);
  const fy = frontRow(b, side);
  if (!ownCardPlaced(b, side)) return y === fy;
  if (!hasOwnOrthNeighbour(b, side, x, y, -1)) return false;
  return y === fy || charInFront(b, side) || unplacedChars(b, side) > 1;
}

/** Whether character `p` may be placed on (x, y) now (§2.3, G81; setupCellLegal). */
export function placementLegal(b: BattleState, p: number, x: number, y: number): boolean {
  if (b.mode !== MODE_SETUP || b.placed[p] === 1 || b.alive[p] !== 1 || b.side[p] !== b.activeSide || b.kind[p] !== PK_CHAR) return false;
  return setupCellLegal(b, b.side[p] as number, x, y);
}

/**
 * The final check of a side's setup (§2.3, G81): everything placed in own rows; a character in the front
 * row; each card touching another own card orthogonally (a lone card is exempt), or, with
 * `setupTouch = connected`, all cards one orthogonally connected group.
 */
export function setupValid(b: BattleState, side: number): boolean {
  let n = 0;
  let front = false;
  let hasChar = false;
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.side[p] !== side || b.alive[p] !== 1) continue;
    if (b.placed[p] !== 1 || !isOwnRow(b, side, b.y[p] as number)) return false;
    order[n++] = p;
    if (b.kind[p] === PK_CHAR) {
      hasChar = true;
      if (b.y[p] === frontRow(b, side)) front = true;
    }
  }
  if (hasChar && !front) return false;
  if (n <= 1) return true;
  for (let i = 0; i < n; i++) {
    const p = order[i] as number;
    if (!hasOwnOrthNeighbour(b, side, b.x[p] as number, b.y[p] as number, p)) return false;
  }
  if (b.setupTouch !== SETUP_CONNECTED) return true;
  seen.fill(0, 0, n);
  let top = 0;
  stack[top++] = 0;
  seen[0] = 1;
  let reached = 1;
  while (top > 0) {
    const i = stack[--top] as number;
    const p = order[i] as number;
    for (let j = 0; j < n; j++) {
      if (seen[j] === 1) continue;
      const q = order[j] as number;
      if (Math.abs((b.x[p] as number) - (b.x[q] as number)) + Math.abs((b.y[p] as number) - (b.y[q] as number)) !== 1) continue;
      seen[j] = 1;
      reached++;
      stack[top++] = j;
    }
  }
  return reached === n;
}

/** ASSUMPTION G21: the defender's Walls and Towers stand in its front row, centred and contiguous. */
export function placeAddOns(b: BattleState): void {
  let k = 0;
  const y = frontRow(b, 0);
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.kind[p] === PK_CHAR || b.side[p] !== 0) continue;
    let x = centreOutColumn(b.gridW, k++);
    while (x < 0 || b.cell[cellOf(x, y)] !== -1) x = centreOutColumn(b.gridW, k++);
    putPiece(b, p, x, y);
  }
}

function nextFreeCell(b: BattleState, side: number, fromDepth: number): number {
  for (let depth = fromDepth; depth < b.gridD; depth++) {
    const y = rowAtDepth(b, side, depth);
    for (let k = 0; k < b.gridW; k++) {
      const x = centreOutColumn(b.gridW, k);
      if (x < 0) continue;
      const cIdx = cellOf(x, y);
      if (b.cell[cIdx] === -1 && used[cIdx] === 0) return cIdx;
    }
  }
  return -1;
}

/**
 * Expands formation `macro` for the active side's unplaced characters (§6.5): `wall` all in the front row
 * centred (overflow behind); `phalanx` the higher half by D+H in front, the rest behind; `screen` the
 * highest D+H in front, the rest behind it. Writes pieces and cells in placement order; returns the count.
 */
export function formationPlan(b: BattleState, c: CompiledContent, macro: number, outPiece: Int16Array, outCell: Int16Array): number {
  const side = b.activeSide;
  let n = 0;
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.side[p] === side && b.kind[p] === PK_CHAR && b.placed[p] === 0 && b.alive[p] === 1) order[n++] = p;
  }
  if (macro !== FORM_WALL) {
    for (let i = 1; i < n; i++) {
      const p = order[i] as number;
      const key = (c.cards.defense[b.card[p] as number] as number) + (b.health[p] as number);
      let j = i - 1;
      while (j >= 0) {
        const q = order[j] as number;
        if ((c.cards.defense[b.card[q] as number] as number) + (b.health[q] as number) >= key) break;
        order[j + 1] = q;
        j--;
      }
      order[j + 1] = p;
    }
  }
  const frontQuota = macro === FORM_WALL ? n : macro === FORM_PHALANX ? (n + 1) >> 1 : Math.min(1, n);
  used.fill(0);
  for (let i = 0; i < n; i++) {
    const cIdx = nextFreeCell(b, side, i < frontQuota ? 0 : 1);
    if (cIdx < 0) return 0;
    used[cIdx] = 1;
    outPiece[i] = order[i] as number;
    outCell[i] = cIdx;
  }
  return n;
}

/**
 * A fallback setup cell for `p` when its formation cell is taken (an NPC defending Add-ons): the first
 * cell by depth, then centre-out, that is empty and touches an own card (or any empty own cell).
 */
export function freeSetupCell(b: BattleState, side: number, p: number): number {
  let any = -1;
  for (let depth = 0; depth < b.gridD; depth++) {
    const y = rowAtDepth(b, side, depth);
    for (let k = 0; k < b.gridW; k++) {
      const x = centreOutColumn(b.gridW, k);
      if (x < 0 || b.cell[cellOf(x, y)] !== -1) continue;
      if (hasOwnOrthNeighbour(b, side, x, y, p)) return cellOf(x, y);
      if (any < 0) any = cellOf(x, y);
    }
  }
  return any;
}
