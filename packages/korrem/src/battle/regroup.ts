// Regroup (RB "Regroup Phase", spec §2.18, ASSUMPTION G47): after every Attack Phase, until nothing
// changes, every living non-Add-on card with no orthogonal neighbour moves to the nearest empty cell
// (shortest 4-neighbour path through empty cells) that has one. Ties are the owner's decision: a
// player side chooses among the tied cells (MODE_REGROUP, one decision per card); an NPC side takes
// the cell closest to the Frontline centre, then the lowest column (§2.15). The loop is resumable:
// its cursor lives in the battle state, so a choice pauses it and `continueRegroup` picks it up.
import { MAX_CELLS, MAX_W, MODE_PHASE, MODE_REGROUP, PK_CHAR, cellOf, type BattleState } from './battle-state.js';
import { hasOrthNeighbour, movePiece, rows } from './grid.js';

// Scratch for the breadth-first search; used only within one call.
const queue = new Int16Array(MAX_CELLS);
const dist = new Int16Array(MAX_CELLS);
const cands = new Int16Array(MAX_CELLS);

/** Centre of the Frontline as doubled coordinates (the NPC tie-break, §2.15). */
function frontlineCentreDist2(b: BattleState, x: number, y: number): number {
  const dx = Math.abs(2 * x - (b.gridW - 1));
  const dy = Math.abs(2 * y - (2 * b.gridD - 1));
  return dx > dy ? dx : dy;
}

const tieKey = (b: BattleState, cIdx: number): number => {
  const x = cIdx % MAX_W;
  return frontlineCentreDist2(b, x, (cIdx - x) / MAX_W) * MAX_W + x;
};

/**
 * The nearest legal Regroup cells of piece `p` (G47), written to `out` in the NPC tie order (so
 * `out[0]` is the NPC rule's cell); 0 when `p` is not an isolated living character or nothing is reachable.
 */
export function regroupCandidates(b: BattleState, p: number, out: Int16Array): number {
  if (b.alive[p] !== 1 || b.placed[p] !== 1 || b.kind[p] !== PK_CHAR) return 0;
  const px = b.x[p] as number;
  const py = b.y[p] as number;
  if (hasOrthNeighbour(b, px, py, p)) return 0;
  const H = rows(b);
  dist.fill(-1, 0, H * MAX_W);
  let head = 0;
  let tail = 0;
  const start = cellOf(px, py);
  dist[start] = 0;
  queue[tail++] = start;
  let n = 0;
  let bestDist = -1;
  while (head < tail) {
    const cur = queue[head++] as number;
    const cd = dist[cur] as number;
    if (n > 0 && cd > bestDist) break;
    const cx = cur % MAX_W;
    const cy = (cur - cx) / MAX_W;
    if (cur !== start && hasOrthNeighbour(b, cx, cy, p)) {
      // Insertion in tie order (few candidates).
      const key = tieKey(b, cur);
      let i = n++;
      while (i > 0 && tieKey(b, out[i - 1] as number) > key) {
        out[i] = out[i - 1] as number;
        i--;
      }
      out[i] = cur;
      bestDist = cd;
      continue;
    }
    for (let d = 0; d < 4; d++) {
      const nx = cx + (d === 0 ? 1 : d === 1 ? -1 : 0);
      const ny = cy + (d === 2 ? 1 : d === 3 ? -1 : 0);
      if (nx < 0 || nx >= b.gridW || ny < 0 || ny >= H) continue;
      const next = cellOf(nx, ny);
      if (dist[next] !== -1 || b.cell[next] !== -1) continue;
      dist[next] = cd + 1;
      queue[tail++] = next;
    }
  }
  return n;
}

/** Starts a Regroup (the end of an Attack Phase). */
export function beginRegroup(b: BattleState): void {
  b.rgCursor = 0;
  b.rgChanged = 0;
  b.rgPass = 1;
  b.rgPiece = -1;
}

/**
 * Runs the Regroup until it is over (returns true) or a player's card has tied nearest cells
 * (returns false with MODE_REGROUP set and `rgPiece` the card). Passes are bounded by pieces + 1.
 */
export function continueRegroup(b: BattleState): boolean {
  for (;;) {
    while (b.rgCursor < b.pieceCount) {
      const p = b.rgCursor++;
      const n = regroupCandidates(b, p, cands);
      if (n === 0) continue;
      if (n > 1 && b.npc[b.side[p] as number] === 0) {
        b.rgPiece = p;
        b.mode = MODE_REGROUP;
        return false;
      }
      const cIdx = cands[0] as number;
      movePiece(b, p, cIdx % MAX_W, (cIdx - (cIdx % MAX_W)) / MAX_W);
      b.rgChanged = 1;
    }
    if (b.rgChanged === 0 || b.rgPass >= b.pieceCount + 1) return true;
    b.rgChanged = 0;
    b.rgPass++;
    b.rgCursor = 0;
  }
}

/** The owner's Regroup choice: `rgPiece` moves to `cIdx` (one of its candidates); the Regroup may go on. */
export function applyRegroupChoice(b: BattleState, cIdx: number): void {
  const p = b.rgPiece;
  movePiece(b, p, cIdx % MAX_W, (cIdx - (cIdx % MAX_W)) / MAX_W);
  b.rgChanged = 1;
  b.rgPiece = -1;
  b.mode = MODE_PHASE;
}
