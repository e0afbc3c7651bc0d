// The battle grid (spec §2.2, §2.5, ASSUMPTION G13/G46/G47): cells, distances, walking and flying,
// the Add-on line (G21) and the NPC step toward a target (G26). Regroup (G47) is regroup.ts.
import { TRAIT_FLYING, TRAIT_TELEPORT, type CompiledContent } from '../content/compiled.js';
import { ATTACKER, DEFENDER, MAX_CELLS, MAX_W, PK_CHAR, cellOf, type BattleState } from './battle-state.js';
import { passiveTraits } from './ability-state.js';

// Scratch for breadth-first searches; used only within one call.
const queue = new Int16Array(MAX_CELLS);
const dist = new Int16Array(MAX_CELLS);
const firstStep = new Int16Array(MAX_CELLS);

/** Chebyshev distance (adjacency for attacks includes diagonals, §2.2; NPC distance G74). */
export function cheb(b: BattleState, p: number, q: number): number {
  const dx = Math.abs((b.x[p] as number) - (b.x[q] as number));
  const dy = Math.abs((b.y[p] as number) - (b.y[q] as number));
  return dx > dy ? dx : dy;
}

/** Orthogonal touch (setup, regroup and attraction, §2.2). */
export function touching(b: BattleState, p: number, q: number): boolean {
  return Math.abs((b.x[p] as number) - (b.x[q] as number)) + Math.abs((b.y[p] as number) - (b.y[q] as number)) === 1;
}

export function rows(b: BattleState): number {
  return 2 * b.gridD;
}

export function inGrid(b: BattleState, x: number, y: number): boolean {
  return x >= 0 && x < b.gridW && y >= 0 && y < 2 * b.gridD;
}

/** The row of `side` that touches the Frontline: defender gridD−1, attacker gridD (§2.2). */
export function frontRow(b: BattleState, side: number): number {
  return side === DEFENDER ? b.gridD - 1 : b.gridD;
}

/** Row `depth` behind the Frontline on `side` (0 = the front row). */
export function rowAtDepth(b: BattleState, side: number, depth: number): number {
  return side === DEFENDER ? b.gridD - 1 - depth : b.gridD + depth;
}

export function isOwnRow(b: BattleState, side: number, y: number): boolean {
  return side === DEFENDER ? y >= 0 && y < b.gridD : y >= b.gridD && y < 2 * b.gridD;
}

export function putPiece(b: BattleState, p: number, x: number, y: number): void {
  b.x[p] = x;
  b.y[p] = y;
  b.placed[p] = 1;
  b.cell[cellOf(x, y)] = p;
}

export function liftPiece(b: BattleState, p: number): void {
  if (b.placed[p] === 1) b.cell[cellOf(b.x[p] as number, b.y[p] as number)] = -1;
  b.placed[p] = 0;
}

export function movePiece(b: BattleState, p: number, x: number, y: number): void {
  liftPiece(b, p);
  putPiece(b, p, x, y);
}

export function emptyAt(b: BattleState, x: number, y: number): boolean {
  return inGrid(b, x, y) && b.cell[cellOf(x, y)] === -1;
}

/** Whether any card sits orthogonally next to (x, y), `self` excepted. */
export function hasOrthNeighbour(b: BattleState, x: number, y: number, self: number): boolean {
  for (let d = 0; d < 4; d++) {
    const nx = x + (d === 0 ? 1 : d === 1 ? -1 : 0);
    const ny = y + (d === 2 ? 1 : d === 3 ? -1 : 0);
    if (!inGrid(b, nx, ny)) continue;
    const q = b.cell[cellOf(nx, ny)] as number;
    if (q >= 0 && q !== self) return true;
  }
  return false;
}

/** Whether an own card of `side` sits orthogonally next to (x, y), `self` excepted. */
export function hasOwnOrthNeighbour(b: BattleState, side: number, x: number, y: number, self: number): boolean {
  for (let d = 0; d < 4; d++) {
    const nx = x + (d === 0 ? 1 : d === 1 ? -1 : 0);
    const ny = y + (d === 2 ? 1 : d === 3 ? -1 : 0);
    if (!inGrid(b, nx, ny)) continue;
    const q = b.cell[cellOf(nx, ny)] as number;
    if (q >= 0 && q !== self && b.side[q] === side) return true;
  }
  return false;
}

/**
 * ASSUMPTION G21: the frontmost defender row holding a run of ≥ 4 contiguous standing Add-ons, or −1.
 * Non-Flying, non-Teleporting attacker cards may not enter defender rows behind it (§2.5, CF-33).
 */
export function addOnBlockRow(b: BattleState): number {
  for (let y = b.gridD - 1; y >= 0; y--) {
    let run = 0;
    for (let x = 0; x < b.gridW; x++) {
      const q = b.cell[cellOf(x, y)] as number;
      if (q >= 0 && b.kind[q] !== PK_CHAR) {
        run++;
        if (run >= 4) return y; // RB: "a row of 4 Add-ons"
      } else run = 0;
    }
  }
  return -1;
}

export function movesFreely(b: BattleState, c: CompiledContent, p: number): boolean {
  return (passiveTraits(b, c, p) & (TRAIT_FLYING | TRAIT_TELEPORT)) !== 0;
}

/** Whether walker `p` may stand on row `y` given the Add-on line (`block` from addOnBlockRow). */
function rowOpen(b: BattleState, p: number, y: number, block: number, free: boolean): boolean {
  return free || block < 0 || b.side[p] !== ATTACKER || y >= block;
}

/**
 * Move legality (§2.5, G46): walkers one king-step to an empty cell; Flying/Teleport any empty cell;
 * the Add-on line blocks walkers of the attacker.
 */
export function canMoveTo(b: BattleState, c: CompiledContent, p: number, x: number, y: number, block: number = addOnBlockRow(b)): boolean {
  if (!emptyAt(b, x, y)) return false;
  if (movesFreely(b, c, p)) return true;
  const dx = Math.abs(x - (b.x[p] as number));
  const dy = Math.abs(y - (b.y[p] as number));
  if (dx > 1 || dy > 1) return false;
  return rowOpen(b, p, y, block, false);
}

/**
 * The NPC walk toward `target` (§2.15, G26): the first step of a shortest king-move path of empty cells
 * ending next to the target (`orth`: orthogonally next to it, for an attraction attempt, §2.9); with
 * no path, the empty neighbour that most reduces the distance. Returns a cell index or −1 (stay).
 */
export function stepToward(b: BattleState, c: CompiledContent, p: number, target: number, orth = false): number {
  const block = addOnBlockRow(b);
  const tx = b.x[target] as number;
  const ty = b.y[target] as number;
  const sx = b.x[p] as number;
  const sy = b.y[p] as number;
  const W = b.gridW;
  const H = rows(b);
  dist.fill(-1, 0, H * MAX_W);
  let head = 0;
  let tail = 0;
  const start = cellOf(sx, sy);
  dist[start] = 0;
  firstStep[start] = -1;
  queue[tail++] = start;
  while (head < tail) {
    const cur = queue[head++] as number;
    const cx = cur % MAX_W;
    const cy = (cur - cx) / MAX_W;
    if (cur !== start && (orth ? Math.abs(cx - tx) + Math.abs(cy - ty) === 1 : Math.max(Math.abs(cx - tx), Math.abs(cy - ty)) <= 1)) {
      return firstStep[cur] as number;
    }
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if (dx === 0 && dy === 0) continue;
        const nx = cx + dx;
        const ny = cy + dy;
        if (nx < 0 || nx >= W || ny < 0 || ny >= H) continue;
        const n = cellOf(nx, ny);
        if (dist[n] !== -1 || b.cell[n] !== -1) continue;
        if (!rowOpen(b, p, ny, block, false)) continue;
        dist[n] = (dist[cur] as number) + 1;
        firstStep[n] = cur === start ? n : (firstStep[cur] as number);
        queue[tail++] = n;
      }
    }
  }
  let best = -1;
  let bestD = Math.max(Math.abs(sx - tx), Math.abs(sy - ty));
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const nx = sx + dx;
      const ny = sy + dy;
      if ((dx === 0 && dy === 0) || !emptyAt(b, nx, ny) || !rowOpen(b, p, ny, block, false)) continue;
      const d = Math.max(Math.abs(nx - tx), Math.abs(ny - ty));
      if (d < bestD) {
        bestD = d;
        best = cellOf(nx, ny);
      }
    }
  }
  return best;
}

/**
 * Flying NPC landing (§2.15, CF-42): the empty cell next to `target` (`orth`: orthogonally, for an
 * attraction attempt) closest to (sx, sy); ties to the lowest row, then column.
 */
export function landingNextTo(b: BattleState, target: number, sx: number, sy: number, orth = false): number {
  let best = -1;
  let bestD = 1 << 30;
  const tx = b.x[target] as number;
  const ty = b.y[target] as number;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const nx = tx + dx;
      const ny = ty + dy;
      if ((dx === 0 && dy === 0) || (orth && dx !== 0 && dy !== 0) || !emptyAt(b, nx, ny)) continue;
      const d = Math.max(Math.abs(nx - sx), Math.abs(ny - sy));
      const cIdx = cellOf(nx, ny);
      if (d < bestD || (d === bestD && cIdx < best)) {
        bestD = d;
        best = cIdx;
      }
    }
  }
  return best;
}

/**
 * Swoop & Toss (§2.16, ASSUMPTION G27): the empty cell farthest (Chebyshev) from `from` among cells
 * that touch some card orthogonally (`moved` itself excepted). −1 when none.
 */
export function farthestTouchingCell(b: BattleState, from: number, moved: number): number {
  let best = -1;
  let bestD = -1;
  const fx = b.x[from] as number;
  const fy = b.y[from] as number;
  const H = rows(b);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < b.gridW; x++) {
      if (b.cell[cellOf(x, y)] !== -1 || !hasOrthNeighbour(b, x, y, moved)) continue;
      const d = Math.max(Math.abs(x - fx), Math.abs(y - fy));
      if (d > bestD) {
        bestD = d;
        best = cellOf(x, y);
      }
    }
  }
  return best;
}
