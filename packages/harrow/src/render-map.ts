// Text drawing of a map (for `render` and test failure messages). Rows are offset by half a
// cell per row so the hexes sit as on a pointy-top board, exactly as the spec prints its maps
// (§3.1): each row is labelled with r and its q range, and each hex is a 3-character cell.
import { KIND_LETTERS } from './data/maps.js';
import type { Hex } from './hex.js';
import type { HarrowMap } from './map.js';

export interface RenderOptions {
  /**
   * Overrides a hex's 3-character cell (longer text is cut, shorter padded); return undefined
   * to keep the map's own cell. Lets a state renderer overlay Units and tokens later.
   */
  readonly cell?: (h: Hex) => string | undefined;
  /** Append a one-line key to the cell code. */
  readonly legend?: boolean;
}

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

/** The map's own cell: terrain letter, then `*`/`.` icon and `s`/`.` printed Storm, or `h1`/`h2` on a home. */
export function mapCell(m: HarrowMap, h: Hex): string {
  const letter = KIND_LETTERS[m.kind[h]!]!;
  const home = m.homeOf[h]!;
  if (home >= 0) return `${letter}h${home + 1}`;
  return letter + (m.icon[h] === 1 ? '*' : '.') + (m.printedStorm[h] === 1 ? 's' : '.');
}

export const MAP_LEGEND =
  'F Forest  W Wetlands  P Plains  B Bog  M Mountain  X Brambles | * icon  s printed Storm  h1/h2 home';

/** The map as text, one line per row r = −R … +R. */
export function renderMap(m: HarrowMap, options: RenderOptions = {}): string {
  const g = m.grid;
  const R = g.radius;
  const lines: string[] = [];
  let h = 0;
  for (let r = -R; r <= R; r++) {
    const q0 = Math.max(-R, -R - r);
    const q1 = Math.min(R, R - r);
    const cells: string[] = [];
    for (let q = q0; q <= q1; q++, h++) {
      const own = options.cell?.(h);
      cells.push(own === undefined ? mapCell(m, h) : own.slice(0, 3).padEnd(3, ' '));
    }
    lines.push(`r=${signed(r)} q=${signed(q0)}..${signed(q1)} |${' '.repeat(1 + 2 * Math.abs(r))}${cells.join(' ')}`);
  }
  if (options.legend === true) lines.push(MAP_LEGEND);
  return lines.join('\n');
}
