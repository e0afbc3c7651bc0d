// The `balance-lab replay` command line that reproduces one game of a simulate run.
import type { ParsedArgs } from './args.js';

export function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** Keeps the plan options of the simulate command (factions, players, bots, parameters). */
export function replayCommandLine(gameId: string, seed: string, gameIndex: number, args: ParsedArgs): string {
  const parts = ['balance-lab', 'replay', gameId, '--seed', seed, '--game-index', String(gameIndex)];
  for (const name of ['factions', 'players', 'bot', 'bots', 'variant']) {
    const v = args.values.get(name);
    if (v !== undefined) parts.push(`--${name}`, v);
  }
  for (const v of args.lists.get('set') ?? []) parts.push('--set', v);
  if (args.flags.has('mirror')) parts.push('--mirror');
  if (args.flags.has('paired')) parts.push('--paired');
  return parts.map(shellQuote).join(' ');
}
