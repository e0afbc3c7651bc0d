// Damage chits (spec §2.8, CF-27, ASSUMPTION G73): the chits that show a piece's damage. The
// simulation keeps a single integer; the chits are for display (renderBattle) only.

/** RB Damage chits: the largest denomination; amounts above it are shown as that many of it plus the table entry (G73). */
export const CHIT_MAX = 10;

/** RB §2.8 table, amounts 1–10: the canonical chits, `CHITS_START[n]..CHITS_START[n + 1]` in `CHITS`. */
const CHITS = Int8Array.from([
  1, // 1
  2, // 2
  1, 2, // 3
  4, // 4
  1, 4, // 5
  2, 4, // 6
  2, 5, // 7
  4, 4, // 8
  4, 5, // 9
  10, // 10
]);
const CHITS_START = Int8Array.from([0, 0, 1, 2, 4, 5, 7, 9, 11, 13, 15, 16]);

/**
 * Writes the chits for `n` damage into `out` (tens first, then the table entry for the rest, G73) and
 * returns how many; 0 for no damage. `out` must hold ⌊n / 10⌋ + 2 entries.
 */
export function damageChits(n: number, out: Int8Array | Int16Array | Int32Array): number {
  let k = 0;
  let rest = n;
  while (rest > CHIT_MAX) {
    out[k++] = CHIT_MAX;
    rest -= CHIT_MAX;
  }
  if (rest <= 0) return k;
  for (let i = CHITS_START[rest] as number; i < (CHITS_START[rest + 1] as number); i++) out[k++] = CHITS[i] as number;
  return k;
}
