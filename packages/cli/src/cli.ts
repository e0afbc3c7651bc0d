// The balance-lab command: dispatch, and the one place errors become exit codes.
import { GameCrash, InputError, WorkerFailure } from '@balance-lab/core';
import { parseArgs, type OptionSpec } from './args.js';
import { ladderCommand } from './commands/ladder.js';
import { mergeCommand } from './commands/merge.js';
import { sweepCommand } from './commands/sweep.js';
import { tuneCommand } from './commands/tune.js';
import { sensitivityCommand } from './commands/sensitivity.js';
import { STRENGTH_OPTIONS, strengthCommand } from './commands/strength.js';
import { replayCommand } from './commands/replay.js';
import { rulesCommand } from './commands/rules.js';
import { SIMULATE_OPTIONS, simulateCommand } from './commands/simulate.js';
import type { Io } from './output.js';
import { replayCommandLine, shellQuote } from './replay-line.js';
import { gameIds } from './registry.js';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

const COMMANDS = ['simulate', 'merge', 'replay', 'rules', 'sweep', 'sensitivity', 'ladder', 'strength', 'tune', 'help'] as const;

export function usage(): string {
  return [
    'balance-lab — plays asymmetric board games bot against bot and reports faction balance',
    '',
    'usage:',
    '  balance-lab simulate <game> [options]        play a study; see the options below',
    '  balance-lab merge <dir> <dir> ... --out DIR  combine shard results',
    '  balance-lab replay <game> --seed S --game-index I [plan options]   one game, step by step',
    '  balance-lab rules <game> [--json]            every parameter, its default and its source',
    '  balance-lab sweep <game> --set p=v1,v2 [--set q=..] [--games N] [--out DIR]   variants on the same seeds',
    '  balance-lab sensitivity <game> [--games N] [--bot B] [--only p,q] [--out DIR]   which assumptions move each faction most',
    '  balance-lab ladder <game> --bots A,B,.. [--games N] [--out DIR]   bot-vs-bot win matrix',
    '  balance-lab strength <game> --bots A,B,.. [--games N] [--out DIR]   faction win rates across bot strength: does the gap hold?',
    '  balance-lab tune <game> --vary p=lo..hi[:step] [--vary ..] [--bot B] [--budget GAMES] [--seed S] [--out DIR]',
    '                                               search parameters for the variant closest to fair shares (racing on the same seeds)',
    '',
    `games: ${gameIds().join(', ')}; or your own game as a module path, <game> = ./my-game.mjs#myGame:`,
    '  a path starts with ./, ../, / or file:, or ends in .js, .mjs or .cjs, and is resolved against the current directory;',
    '  #export may be left out when the module exports one game. Every worker thread imports the module again, so its',
    "  top-level code runs once per worker. The module's path, export and SHA-256 join the run's identity: merge and",
    '  --resume refuse a run whose module file has changed.',
    '',
    'simulate options:',
    ...SIMULATE_OPTIONS.map(optionLine),
    '',
    'strength options (balance-lab strength --help):',
    ...STRENGTH_OPTIONS.filter((o) => o.name !== 'help').map(optionLine),
    '',
  ].join('\n');
}

function optionLine(o: OptionSpec): string {
  return `  --${o.name}${o.kind === 'flag' ? '' : ' ' + (o.placeholder ?? 'VALUE')}`.padEnd(30) + o.help;
}

/** The replay command that reproduces a crashed game of `simulate`, with the run's plan options. */
function replayCommandFor(simulateArgv: readonly string[], crash: GameCrash): string {
  const args = parseArgs('simulate', simulateArgv, SIMULATE_OPTIONS);
  return replayCommandLine(args.positionals[0] ?? '<game>', crash.seed, crash.gameIndex, args);
}

export async function runCli(argv: readonly string[], io: Io, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, ...rest] = argv;
  const commandLine = ['balance-lab', ...argv].map(shellQuote).join(' ');
  try {
    // `<command> --help`: strength and tune print their own page; the others, the usage with every command.
    if (command !== 'strength' && command !== 'tune' && (COMMANDS as readonly string[]).includes(command ?? '') && (rest.includes('--help') || rest.includes('-h'))) {
      io.stdout.write(usage());
      return EXIT_OK;
    }
    switch (command) {
      case 'simulate':
        return await simulateCommand(rest, io, env, commandLine);
      case 'merge':
        return await mergeCommand(rest, io, commandLine);
      case 'replay':
        return await replayCommand(rest, io);
      case 'rules':
        return await rulesCommand(rest, io);
      case 'sweep':
        return await sweepCommand(rest, io, commandLine);
      case 'sensitivity':
        return await sensitivityCommand(rest, io, commandLine);
      case 'ladder':
        return await ladderCommand(rest, io, commandLine);
      case 'strength':
        return await strengthCommand(rest, io, commandLine);
      case 'tune':
        return await tuneCommand(rest, io, commandLine);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.stdout.write(usage());
        return command === undefined ? EXIT_USAGE : EXIT_OK;
      default:
        io.stderr.write(`balance-lab: unknown command '${command}': accepted commands are ${COMMANDS.join(', ')}\n`);
        return EXIT_USAGE;
    }
  } catch (err) {
    if (err instanceof InputError) {
      io.stderr.write(`balance-lab: ${err.message}\n`);
      return EXIT_USAGE;
    }
    if (err instanceof GameCrash) {
      io.stderr.write(
        `balance-lab: game ${err.gameIndex} crashed (seed ${err.seed}, seating ${err.seating.join(' vs ')}): ${err.causeMessage}\n` +
          (command === 'simulate' ? `reproduce it with: ${replayCommandFor(rest, err)}\n` : '') +
          (err.causeStack ? `${err.causeStack}\n` : ''),
      );
      return EXIT_FAILURE;
    }
    if (err instanceof WorkerFailure) {
      io.stderr.write(`balance-lab: ${err.message}\n`);
      return EXIT_FAILURE;
    }
    throw err;
  }
}
