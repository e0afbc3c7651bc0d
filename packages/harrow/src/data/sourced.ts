// Sourced values for Harrow County's rules-as-data (same shape as Darkleaf's).
//
// Every rule number and every rule text carries where it comes from: a rulebook line of
// `shared/rules/seeds/harrow-county-rulebook.txt` ("L2651", "L2807-2813", "L549, L1557"),
// a spec section ("spec §1.4"), or "ASSUMPTION G-nn: reason" when the printed value was lost
// (G-nn = a row of the spec's gap table, §3). The engine reads `.value`; the parameter
// registry (factions.ts `harrowDataParameters`) turns the tunable ones into `--set` keys.

export { S, type Sourced } from '@balance-lab/core/sourced';

/** The G-numbers an "ASSUMPTION G-nn…" source names ("ASSUMPTION G-11, G-14: …" → ["G-11", "G-14"]). */
export function assumptionGaps(source: string): string[] {
  return [...source.matchAll(/\bG-(\d+b?)\b/g)].map((m) => `G-${m[1] ?? ''}`);
}

/** The rulebook lines a source cites ("L2807-2813, L1434" → [2807, 2813, 1434]; a range gives both ends). */
export function citedLines(source: string): number[] {
  const out: number[] = [];
  for (const m of source.matchAll(/\bL(\d{1,4})(?:-(\d{1,4}))?\b/g)) {
    out.push(Number(m[1]));
    if (m[2] !== undefined) out.push(Number(m[2]));
  }
  return out;
}
