// Bots by name, and the `name[:arg]` spec strings the CLI and summaries use.
import type { AnyGame, BotFactory } from '../contracts.js';
import { UsageError } from '../errors.js';
import { greedyBotFactory } from './greedy.js';
import { ismctsBotFactory, mctsBotFactory } from './mcts.js';
import { randomBotFactory } from './random.js';

const factories = new Map<string, BotFactory>([randomBotFactory, greedyBotFactory, mctsBotFactory, ismctsBotFactory].map((f) => [f.name, f]));

export function registerBot(factory: BotFactory): void {
  factories.set(factory.name, factory);
}

export function botNames(): string[] {
  return [...factories.keys()];
}

export interface ParsedBotSpec {
  readonly spec: string;
  readonly factory: BotFactory;
  readonly arg: string | undefined;
}

/** Parses and validates `name[:arg]`; throws UsageError naming the bad spec and the accepted bots. */
export function parseBotSpec(spec: string): ParsedBotSpec {
  const colon = spec.indexOf(':');
  const name = colon < 0 ? spec : spec.slice(0, colon);
  const arg = colon < 0 ? undefined : spec.slice(colon + 1);
  const factory = factories.get(name);
  if (!factory) throw new UsageError(`unknown bot '${spec}': accepted bots are ${botNames().join(', ')}`);
  const problem = factory.validate(arg);
  if (problem) throw new UsageError(problem);
  return { spec, factory, arg };
}

/** A valid spec with its defaults spelled out for `game` (BotFactory.canonical), or its own text. */
export function canonicalBotSpec(game: AnyGame, spec: string): string {
  const { factory, arg } = parseBotSpec(spec);
  return factory.canonical?.(arg, game) ?? spec;
}

/** The first two specs of `specs` that are the same bot on `game` (canonicalBotSpec), or null. */
export function sameBots(game: AnyGame, specs: readonly string[]): readonly [string, string, string] | null {
  const seen = new Map<string, string>();
  for (const spec of specs) {
    const key = canonicalBotSpec(game, spec);
    const first = seen.get(key);
    if (first !== undefined) return [first, spec, key];
    seen.set(key, spec);
  }
  return null;
}
