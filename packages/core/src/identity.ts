// What makes two results parts of the same run: shards to merge, or a
// checkpoint to resume, must agree on every field here.
import type { RunPlan } from './plan.js';
import { hashParameters, type Summary } from './summary.js';

export interface RunIdentity {
  readonly game: string;
  readonly version: string;
  /** A game loaded from a file: `path#export sha256:…` ('' for a built-in game). */
  readonly module: string;
  readonly seed: string;
  readonly parameters: string;
  readonly bots: string;
  readonly factions: string;
  /** Player counts, joined: "2" or "2,3,4". */
  readonly players: string;
  /** Content hash ('' for games without content). */
  readonly content: string;
  readonly mirror: boolean;
  readonly paired: boolean;
  readonly games: number;
  readonly shardCount: number;
}

export function planIdentity(game: { readonly id: string; readonly version: string }, plan: RunPlan): RunIdentity {
  return {
    game: game.id,
    version: game.version,
    module: plan.module,
    seed: plan.seed,
    parameters: hashParameters(plan.parameters),
    bots: plan.bots.join(','),
    factions: plan.factions.join(','),
    players: plan.players.join(','),
    content: plan.content?.hash ?? '',
    mirror: plan.mirror,
    paired: plan.paired,
    games: plan.games,
    shardCount: plan.shard ? plan.shard.count : 1,
  };
}

/** The first field on which `a` and `b` differ, as "seed (2 vs 1)", or null when they agree. */
export function identityDifference(a: RunIdentity, b: RunIdentity): string | null {
  for (const key of Object.keys(a) as (keyof RunIdentity)[]) {
    if (a[key] !== b[key]) return `${key === 'shardCount' ? 'shard count' : key} (${String(a[key])} vs ${String(b[key])})`;
  }
  return null;
}

/** The identity a summary was made under (shards of one run share it). */
export function summaryIdentity(s: Summary): RunIdentity {
  return {
    game: s.game,
    version: s.version,
    // Summaries written before game modules have no field: built-in games.
    module: s.module ?? '',
    seed: s.seed,
    parameters: s.parametersHash,
    bots: s.bots.join(','),
    factions: s.plan.factions.join(','),
    players: s.plan.players.join(','),
    content: s.plan.content?.hash ?? '',
    mirror: s.plan.mirror,
    paired: s.plan.paired ?? false,
    games: s.plan.games,
    shardCount: s.plan.shardCount,
  };
}
