// Merging shard results into one: refuses parts of different runs or the same
// shard twice, reports missing shards, and otherwise gives exactly the counts
// of the unsharded run (the tally merge is exact).
import type { AnyGame } from './contracts.js';
import { UsageError } from './errors.js';
import { identityDifference, summaryIdentity } from './identity.js';
import type { RunPlan } from './plan.js';
import { buildSummary, checkSummarySchema, type Summary } from './summary.js';
import { createTally, mergeInto } from './tally.js';
import type { Band } from './verdict.js';

export interface MergePart {
  /** Where the part came from (a directory), for error lines. */
  readonly label: string;
  readonly summary: Summary;
}

export interface MergeResult {
  readonly summary: Summary;
  /** Shard numbers of the plan that no part covers (the summary is then incomplete). */
  readonly missing: readonly number[];
}

/**
 * Throws one line unless the parts are shards of one run (same schema and identity,
 * no shard twice); returns which part holds each shard. Callers that must load the
 * game a summary names (a designer's module) check this first.
 */
export function checkMergeable(parts: readonly MergePart[]): Map<number, string> {
  const first = parts[0];
  if (!first) throw new UsageError('merge needs at least one result to merge');
  for (const p of parts) checkSummarySchema(p.summary, p.label);
  const ref = summaryIdentity(first.summary);
  for (const p of parts.slice(1)) {
    const diff = identityDifference(summaryIdentity(p.summary), ref);
    if (diff) throw new UsageError(`cannot merge '${p.label}' with '${first.label}': different ${diff}`);
  }
  const owner = new Map<number, string>();
  for (const p of parts) {
    for (const shard of p.summary.shards) {
      const seen = owner.get(shard);
      if (seen !== undefined) throw new UsageError(`duplicate shard ${shard}: in both '${seen}' and '${p.label}'`);
      owner.set(shard, p.label);
    }
  }
  return owner;
}

export function mergeSummaries(
  game: AnyGame,
  parts: readonly MergePart[],
  opts: { readonly command?: string | null; readonly band?: Band } = {},
): MergeResult {
  const owner = checkMergeable(parts);
  const first = parts[0] as MergePart;
  const s = first.summary;
  const count = s.plan.shardCount;
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !owner.has(i));
  const tally = createTally();
  for (const p of parts) mergeInto(tally, p.summary.tally);
  const plan: RunPlan = {
    seed: s.seed,
    games: s.plan.games,
    factions: s.plan.factions,
    players: s.plan.players,
    // The cycles' lengths are all a summary needs of them.
    cycles: s.plan.seatings.map((n) => new Array<string[]>(n).fill([])),
    mirror: s.plan.mirror,
    bots: s.bots,
    parameters: s.parameters,
    content: s.plan.content ? { ...s.plan.content, document: null } : null,
    shard: count > 1 ? { index: 0, count } : null,
    paired: s.plan.paired ?? false,
    module: s.module ?? '',
  };
  const summary = buildSummary({
    game: { ...game, version: s.version },
    plan,
    tally,
    shards: [...owner.keys()],
    wallSeconds: parts.reduce((acc, p) => acc + p.summary.wallSeconds, 0),
    workers: parts.reduce((acc, p) => acc + p.summary.workers, 0),
    complete: missing.length === 0 && parts.every((p) => p.summary.complete),
    command: opts.command ?? null,
    errors: parts.reduce((acc, p) => acc + (p.summary.errors ?? 0), 0),
    band: opts.band ?? s.verdicts.band,
  });
  return { summary, missing };
}
