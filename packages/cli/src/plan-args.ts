// The options that describe a plan of games, shared by simulate and replay:
// strings from the command line into core's PlanOptions.
import { readFileSync } from 'node:fs';
import { contentArgument, UsageError, type AnyGame, type Band, type PlanOptions, type Shard } from '@balance-lab/core';
import { listOption, type OptionSpec, type ParsedArgs } from './args.js';

export const PLAN_OPTIONS: readonly OptionSpec[] = [
  { name: 'seed', kind: 'value', placeholder: 'S', help: 'run seed (default 1); game i depends only on (seed, i)' },
  { name: 'factions', kind: 'value', placeholder: 'a,b,..', help: "factions taking part: the game's legal seatings that use only these (default: all)" },
  { name: 'players', kind: 'value', placeholder: 'K|K,L|K-L', help: "seats per game: one count, a list (2,3,4) or a range (2-6), one study per count (default: the game's usual count)" },
  { name: 'mirror', kind: 'flag', help: 'allow the same faction in more than one seat' },
  { name: 'paired', kind: 'flag', help: 'play each game index in every rotation of its seats (two players: swapped) on the same streams' },
  { name: 'bot', kind: 'value', placeholder: 'NAME', help: 'bot for every seat (default random)' },
  { name: 'bots', kind: 'value', placeholder: 'A,B,..', help: 'bot per seat' },
  { name: 'set', kind: 'list', placeholder: 'param=value', help: 'override a rule parameter (repeatable)' },
  { name: 'variant', kind: 'value', placeholder: 'file.json', help: 'parameter overrides from a JSON object {"param": value}' },
  { name: 'content', kind: 'value', placeholder: 'SET|file.json', help: "content (decks, creatures, tiles) for games that take it: a built-in set's name or a JSON file" },
];

/** `--players 3`, `2,3,4` or `2-6` into counts; one line naming the bad text otherwise. */
export function parsePlayers(raw: string, game: AnyGame): number[] {
  const range = game.seats.min === game.seats.max ? `${game.seats.min}` : `${game.seats.min} to ${game.seats.max}`;
  const bad = (): never => {
    throw new UsageError(`invalid --players '${raw}': expected a count, a list (2,3,4) or a range (2-6) of counts from ${range}`);
  };
  const text = raw.trim();
  const m = /^(\d+)-(\d+)$/.exec(text);
  if (m) {
    const lo = Number(m[1]);
    const hi = Number(m[2]);
    if (lo > hi) return bad();
    return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  }
  const items = text.split(',').map((x) => x.trim());
  if (items.some((x) => !/^\d+$/.test(x))) return bad();
  return items.map(Number);
}

/** Environment variables that carry an array-job index, in the order they are read. */
export const SHARD_INDEX_VARIABLES = ['JOB_COMPLETION_INDEX', 'SLURM_ARRAY_TASK_ID', 'AWS_BATCH_JOB_ARRAY_INDEX'] as const;

export function parseShard(raw: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(raw.trim());
  if (!m || Number(m[2]) < 1 || Number(m[1]) >= Number(m[2])) {
    throw new UsageError(`invalid --shard '${raw}': expected i/n with 0 <= i < n (e.g. 0/4)`);
  }
  return { index: Number(m[1]), count: Number(m[2]) };
}

/** `--shards n` alone: the index comes from the scheduler's array-job variable. */
export function shardFromEnvironment(rawCount: string, env: NodeJS.ProcessEnv): Shard {
  if (!/^\d+$/.test(rawCount.trim()) || Number(rawCount) < 1) throw new UsageError(`invalid --shards '${rawCount}': expected an integer of at least 1`);
  const count = Number(rawCount);
  for (const name of SHARD_INDEX_VARIABLES) {
    const v = env[name];
    if (v === undefined || v === '') continue;
    if (!/^\d+$/.test(v) || Number(v) >= count) throw new UsageError(`invalid ${name} '${v}' for --shards ${count}: expected an integer from 0 to ${count - 1}`);
    return { index: Number(v), count };
  }
  throw new UsageError(`--shards ${count} needs the shard index in one of ${SHARD_INDEX_VARIABLES.join(', ')} (or use --shard i/n)`);
}

/** `--set key=value` items into overrides; a malformed item is one clear error line. */
export function parseSets(list: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of list) {
    const eq = item.indexOf('=');
    if (eq <= 0) throw new UsageError(`invalid --set '${item}': expected param=value`);
    out[item.slice(0, eq).trim()] = item.slice(eq + 1);
  }
  return out;
}

function readVariant(path: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`cannot read variant file '${path}'`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`variant file '${path}' is not valid JSON: ${(e as Error).message}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new UsageError(`variant file '${path}' must hold a JSON object of parameter overrides, e.g. {"race.length": 30}`);
  }
  const out = (data as Record<string, unknown>)['parameters'];
  return typeof out === 'object' && out !== null && !Array.isArray(out) ? (out as Record<string, unknown>) : (data as Record<string, unknown>);
}

/** The plan options a command line gives, for `chosen` (its game, and its module identity, which joins the plan). */
export function planOptionsFrom(chosen: { readonly game: AnyGame; readonly module: string }, args: ParsedArgs, games: number, shard: Shard | null): PlanOptions {
  const { game, module } = chosen;
  const seed = args.values.get('seed') ?? '1';
  if (seed.trim() === '') throw new UsageError(`invalid --seed '': expected a non-empty seed`);
  if (args.values.has('bot') && args.values.has('bots')) throw new UsageError('give --bot (every seat) or --bots (per seat), not both');
  const bots = args.values.has('bots')
    ? listOption(args.values.get('bots') as string, 'bots')
    : [args.values.get('bot') ?? 'random'];
  const variant = args.values.has('variant') ? readVariant(args.values.get('variant') as string) : {};
  const parameters = { ...variant, ...parseSets(args.lists.get('set') ?? []) };
  const factions = args.values.has('factions') ? listOption(args.values.get('factions') as string, 'factions') : undefined;
  const players = args.values.has('players') ? parsePlayers(args.values.get('players') as string, game) : undefined;
  const content = args.values.has('content') ? contentArgument(game, args.values.get('content') as string) : undefined;
  return { games, seed, factions, players, mirror: args.flags.has('mirror'), bots, parameters, content, shard, paired: args.flags.has('paired'), module };
}

export const BAND_OPTION: OptionSpec = {
  name: 'band',
  kind: 'value',
  placeholder: 'lo,hi',
  help: 'tolerance band for the balance verdicts (default: fair share ± 5 points, 0.45,0.55 for two players)',
};

/** `0.45,0.55` (or percentages, `45,55`) into a band; undefined when not given. */
export function bandOption(args: ParsedArgs): Band | undefined {
  const raw = args.values.get('band');
  if (raw === undefined) return undefined;
  const parts = raw.split(',').map((x) => x.trim());
  const nums = parts.map(Number);
  const bad = (): never => {
    throw new UsageError(`invalid --band '${raw}': expected lo,hi with 0 < lo < hi < 1 (e.g. 0.45,0.55 or 45,55)`);
  };
  if (parts.length !== 2 || parts.some((p) => p === '') || nums.some((n) => !Number.isFinite(n))) return bad();
  const scale = nums.every((n) => n > 1) ? 100 : 1;
  const lo = (nums[0] as number) / scale;
  const hi = (nums[1] as number) / scale;
  if (!(lo > 0 && lo < hi && hi < 1)) return bad();
  return { lo, hi };
}
