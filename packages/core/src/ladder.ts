// The bot ladder: every bot against every other, each in both seats, factions
// rotated over every seating, on the same seeds (so a pair's two orientations
// share their dice). The check that stronger bots really are stronger.
import type { AnyGame, GameRef } from './contracts.js';
import { UsageError } from './errors.js';
import { makePlan, type PlanOptions } from './plan.js';
import { runPlan } from './runner.js';
import { wilson } from './stats.js';
import type { Tally } from './tally.js';

export interface LadderOptions {
  readonly game: AnyGame;
  readonly gameRef: GameRef | null;
  /** Bot specs; every pair plays. */
  readonly bots: readonly string[];
  /** Games per pair of bots (split evenly between the two seat orders). */
  readonly games: number;
  readonly seed?: string | number;
  readonly factions?: readonly string[];
  readonly parameters?: PlanOptions['parameters'];
  readonly workers: number;
  readonly onPair?: (bot: string, opponent: string) => void;
}

/** One bot against one opponent, from the bot's side. */
export interface LadderCell {
  readonly bot: string;
  readonly opponent: string;
  /** Faction the bot played, or null for all factions together. */
  readonly faction: string | null;
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly timeouts: number;
  /** Wins among decided games (wins + losses), with its Wilson interval. */
  readonly winRate: number;
  readonly ciLow: number;
  readonly ciHigh: number;
}

export interface LadderResult {
  readonly bots: readonly string[];
  readonly cells: readonly LadderCell[];
  readonly wallSeconds: number;
}

interface Counts {
  games: number;
  wins: number;
  losses: number;
  draws: number;
  timeouts: number;
}

const zero = (): Counts => ({ games: 0, wins: 0, losses: 0, draws: 0, timeouts: 0 });

/** Adds to `byFaction` the record of the bot that sat in `seat` of every seating of `t`. */
function countSeat(t: Tally, seat: number, all: Counts, byFaction: Map<string, Counts>): void {
  for (const s of Object.values(t.seatings)) {
    const faction = s.seats[seat] as string;
    const f = byFaction.get(faction) ?? zero();
    byFaction.set(faction, f);
    const wins = s.wins[seat] ?? 0;
    const others = s.wins.reduce((acc, w, i) => (i === seat ? acc : acc + w), 0);
    for (const c of [all, f]) {
      c.games += s.games;
      c.wins += wins;
      c.losses += others;
      // A game nobody won (a loss for every seat) decides nothing between the two bots: it counts with the draws.
      c.draws += s.draws + s.losses;
      c.timeouts += s.timeouts;
    }
  }
}

function cell(bot: string, opponent: string, faction: string | null, c: Counts): LadderCell {
  const ci = wilson(c.wins, c.wins + c.losses);
  return { bot, opponent, faction, ...c, winRate: ci.rate, ciLow: ci.low, ciHigh: ci.high };
}

export async function runLadder(opts: LadderOptions): Promise<LadderResult> {
  const { game, bots } = opts;
  if (bots.length < 2) throw new UsageError(`a ladder needs at least two bots, got '${bots.join(',')}'`);
  if (new Set(bots).size !== bots.length) throw new UsageError(`a bot is listed twice in '${bots.join(',')}'`);
  if (game.seats.min > 2 || game.seats.max < 2) throw new UsageError(`${game.id} is not played by two players (${game.seats.min} to ${game.seats.max}); the ladder plays two-player games`);
  if (game.cooperative) throw new UsageError(`${game.id} is co-operative: its seats win or lose together, so a ladder cannot rank bots against each other`);
  if (opts.games < 2 || opts.games % 2 !== 0) throw new UsageError(`invalid --games '${opts.games}' for a ladder: expected an even number of at least 2 (half in each seat order)`);
  const started = performance.now();
  const cells: LadderCell[] = [];
  for (let i = 0; i < bots.length; i++) {
    for (let j = i + 1; j < bots.length; j++) {
      const a = bots[i] as string;
      const b = bots[j] as string;
      opts.onPair?.(a, b);
      const base = { games: opts.games / 2, seed: opts.seed, factions: opts.factions, players: 2, parameters: opts.parameters };
      const ab = await runPlan({ game, gameRef: opts.gameRef, workers: opts.workers, plan: makePlan(game, { ...base, bots: [a, b] }) });
      const ba = await runPlan({ game, gameRef: opts.gameRef, workers: opts.workers, plan: makePlan(game, { ...base, bots: [b, a] }) });
      for (const [bot, opponent, seatInAb, seatInBa] of [
        [a, b, 0, 1],
        [b, a, 1, 0],
      ] as const) {
        const all = zero();
        const byFaction = new Map<string, Counts>();
        countSeat(ab.tally, seatInAb, all, byFaction);
        countSeat(ba.tally, seatInBa, all, byFaction);
        cells.push(cell(bot, opponent, null, all));
        for (const f of game.factions.map((x) => x.id)) {
          const c = byFaction.get(f);
          if (c) cells.push(cell(bot, opponent, f, c));
        }
      }
    }
  }
  return { bots: [...bots], cells, wallSeconds: (performance.now() - started) / 1000 };
}
