// balance-lab replay <game> --seed S --game-index I: one game of a run, decision by decision.
import { createPlayContext, loadGameRef, makePlan, parseBotSpec, playIndexedGame, SeatingPlan, UsageError } from '@balance-lab/core';
import { intOption, parseArgs, type OptionSpec } from '../args.js';
import type { Io } from '../output.js';
import { PLAN_OPTIONS, planOptionsFrom } from '../plan-args.js';
import { findGame } from '../registry.js';

export const REPLAY_OPTIONS: readonly OptionSpec[] = [
  { name: 'game-index', kind: 'value', placeholder: 'I', help: 'index of the game in the run (required)' },
  ...PLAN_OPTIONS,
  { name: 'pictures', kind: 'value', placeholder: 'turns|all|none', help: 'draw the position after every turn (default), every decision, or never' },
];

export async function replayCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs('replay', argv, REPLAY_OPTIONS);
  const [gameId, ...extra] = args.positionals;
  const entry = findGame(gameId);
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}' for replay: give one game`);
  if (!args.values.has('game-index')) throw new UsageError('replay needs --game-index I');
  const index = intOption(args, 'game-index', 0, 0, 1e12);
  const pictures = args.values.get('pictures') ?? 'turns';
  if (!['turns', 'all', 'none'].includes(pictures)) throw new UsageError(`invalid --pictures '${pictures}': expected turns, all or none`);
  const game = await loadGameRef(entry.ref);
  const plan = makePlan(game, planOptionsFrom(game, args, index + 1, null));
  const seating = new SeatingPlan(plan).seatingFor(index);
  const config = game.configure(plan.parameters);
  const ctx = createPlayContext(game, config, plan.seed, plan.bots.map(parseBotSpec));
  const w = (line: string): void => void io.stdout.write(line + '\n');
  // --paired: game A, then the same index with the seats swapped on the same streams.
  const games: { seats: readonly string[]; botSeats: number[] | undefined }[] = [{ seats: seating, botSeats: undefined }];
  if (plan.paired) games.push({ seats: [seating[1] as string, seating[0] as string], botSeats: [1, 0] });
  for (const g of games) {
    const bots = g.seats.map((_, s) => plan.bots[g.botSeats ? (g.botSeats[s] as number) : s]);
    w(`${game.name}, seed ${plan.seed}, game ${index}${g.botSeats ? ' (seats swapped)' : ''}: ${g.seats.map((f, s) => `seat ${s} ${f} (${bots[s]})`).join(' vs ')}`);
    let step = 0;
    const played = playIndexedGame(
      ctx,
      g.seats,
      index,
      (e, state) => {
        step++;
        w(`${String(step).padStart(5)}  seat ${e.seat}: ${e.description}`);
        const turnOver = game.outcome(state) !== null || game.currentSeat(state) !== e.seat;
        if (pictures === 'all' || (pictures === 'turns' && turnOver)) w(game.render(state) + '\n');
      },
      g.botSeats,
    );
    const o = played.outcome;
    w(
      o.kind === 'win'
        ? `\nseat ${o.winners.join(', ')} (${o.winners.map((s) => g.seats[s]).join(', ')}) wins: ${o.reason}, after ${played.length} ${game.lengthUnit}\n`
        : `\n${o.kind}: ${o.reason}, after ${played.length} ${game.lengthUnit}\n`,
    );
  }
  return 0;
}
