// balance-lab replay <game> --seed S --game-index I: one game of a run, decision by decision.
import { createPlayContext, makePlan, parseBotSpec, playIndexedGame, SeatingPlan, UsageError } from '@balance-lab/core';
import { intOption, parseArgs, type OptionSpec } from '../args.js';
import type { Io } from '../output.js';
import { PLAN_OPTIONS, planOptionsFrom } from '../plan-args.js';
import { loadGame } from '../game-arg.js';

export const REPLAY_OPTIONS: readonly OptionSpec[] = [
  { name: 'game-index', kind: 'value', placeholder: 'I', help: 'index of the game in the run (required)' },
  ...PLAN_OPTIONS,
  { name: 'pictures', kind: 'value', placeholder: 'turns|all|none', help: 'draw the position after every turn (default), every decision, or never' },
];

export async function replayCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseArgs('replay', argv, REPLAY_OPTIONS);
  const [gameId, ...extra] = args.positionals;
  const chosen = await loadGame(gameId);
  const { game } = chosen;
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}' for replay: give one game`);
  if (!args.values.has('game-index')) throw new UsageError('replay needs --game-index I');
  const index = intOption(args, 'game-index', 0, 0, 1e12);
  const pictures = args.values.get('pictures') ?? 'turns';
  if (!['turns', 'all', 'none'].includes(pictures)) throw new UsageError(`invalid --pictures '${pictures}': expected turns, all or none`);
  const plan = makePlan(game, planOptionsFrom(chosen, args, index + 1, null));
  const seating = new SeatingPlan(plan).seatingFor(index);
  const config = game.configure(plan.parameters, plan.content?.document);
  const ctx = createPlayContext(game, config, plan.seed, plan.bots.map(parseBotSpec));
  const w = (line: string): void => void io.stdout.write(line + '\n');
  // --paired: the game in every rotation of its seats on the same streams, as the run plays it.
  const n = seating.length;
  const games = Array.from({ length: plan.paired ? n : 1 }, (_, r) => ({
    rotation: r,
    seats: seating.map((_, s) => seating[(s + r) % n] as string),
    botSeats: r === 0 ? undefined : seating.map((_, s) => (s + r) % n),
  }));
  for (const g of games) {
    const bots = g.seats.map((_, s) => plan.bots[g.botSeats ? (g.botSeats[s] as number) : s]);
    const rotated = g.rotation === 0 ? '' : n === 2 ? ' (seats swapped)' : ` (seats rotated by ${g.rotation})`;
    w(`${game.name}, seed ${plan.seed}, game ${index}${rotated}: ${g.seats.map((f, s) => `seat ${s} ${f} (${bots[s]})`).join(' vs ')}`);
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
    const order = played.turnOrder ? `; turn order ${played.turnOrder.map((s) => `seat ${s}`).join(', ')}` : '';
    w(
      (o.kind === 'win'
        ? `\nseat ${o.winners.join(', ')} (${o.winners.map((s) => g.seats[s]).join(', ')}) wins: ${o.reason}, after ${played.length} ${game.lengthUnit}`
        : o.kind === 'loss'
          ? `\nloss (no seat wins): ${o.reason}, after ${played.length} ${game.lengthUnit}`
          : `\n${o.kind}: ${o.reason}, after ${played.length} ${game.lengthUnit}`) +
        order +
        '\n',
    );
  }
  return 0;
}
