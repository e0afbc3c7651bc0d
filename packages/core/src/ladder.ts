// The bot ladder: every bot against every other, each in both seats, factions
// rotated over every seating, on the same seeds (so a pair's two orientations
// share their dice). The check that stronger bots really are stronger. With more
// than two players (`players`), a cell is one bot alone against the other in
// every other seat, the lone bot taking each seat in turn: the same question a
// designer asks of "one greedy player against N − 1 random ones".
import type { AnyGame, GameRef } from './contracts.js';
import { sameBots } from './bots/registry.js';
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
  /** Games per pair of bots (split evenly between the two seat orders; with N players, over the 2N lone-bot seatings). */
  readonly games: number;
  /** Players per game (default 2): with N > 2 the row bot sits alone against N − 1 copies of the other. */
  readonly players?: number;
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
  /** Players per game. */
  readonly players: number;
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
  const twice = sameBots(game, bots);
  if (twice !== null) {
    const [a, b, bot] = twice;
    throw new UsageError(a === b ? `a bot is listed twice in '${bots.join(',')}'` : `'${a}' and '${b}' in '${bots.join(',')}' are the same bot (${bot}): list each bot once`);
  }
  const players = opts.players ?? 2;
  if (!Number.isInteger(players) || players < 2 || players < game.seats.min || players > game.seats.max) {
    throw new UsageError(`invalid --players '${players}' for a ladder of ${game.id}: expected ${Math.max(2, game.seats.min)} to ${game.seats.max} (a ladder needs an opponent)`);
  }
  if (game.cooperative) throw new UsageError(`${game.id} is co-operative: its seats win or lose together, so a ladder cannot rank bots against each other`);
  // Seat orders per pair: two players play a-b and b-a; more play each bot alone in each seat.
  const orders = players === 2 ? 2 : 2 * players;
  if (opts.games < orders || opts.games % orders !== 0) {
    throw new UsageError(players === 2
      ? `invalid --games '${opts.games}' for a ladder: expected an even number of at least 2 (half in each seat order)`
      : `invalid --games '${opts.games}' for a ${players}-player ladder: expected a multiple of ${orders} (each bot alone in each of the ${players} seats)`);
  }
  const started = performance.now();
  const cells: LadderCell[] = [];
  const base = { games: opts.games / orders, seed: opts.seed, factions: opts.factions, players, parameters: opts.parameters };
  for (let i = 0; i < bots.length; i++) {
    for (let j = i + 1; j < bots.length; j++) {
      const a = bots[i] as string;
      const b = bots[j] as string;
      opts.onPair?.(a, b);
      // Each bot alone in each seat against the other in the rest (two players: a-b and b-a).
      const records = new Map<string, { all: Counts; byFaction: Map<string, Counts> }>([[a, { all: zero(), byFaction: new Map() }], [b, { all: zero(), byFaction: new Map() }]]);
      for (const [lone, field] of players === 2 ? [[a, b]] as const : [[a, b], [b, a]] as const) {
        for (let seat = 0; seat < players; seat++) {
          const seatBots = Array.from({ length: players }, (_, k) => (k === seat ? lone : field));
          const run = await runPlan({ game, gameRef: opts.gameRef, workers: opts.workers, plan: makePlan(game, { ...base, bots: seatBots }) });
          const mine = records.get(lone)!;
          countSeat(run.tally, seat, mine.all, mine.byFaction);
          // Two players: the same games are the other bot's record from its seat.
          if (players === 2) {
            const theirs = records.get(field)!;
            countSeat(run.tally, 1 - seat, theirs.all, theirs.byFaction);
          }
        }
      }
      for (const [bot, opponent] of [[a, b], [b, a]] as const) {
        const r = records.get(bot)!;
        cells.push(cell(bot, opponent, null, r.all));
        for (const f of [...game.factions.map((x) => x.id), ...[...r.byFaction.keys()].filter((k) => !game.factions.some((x) => x.id === k))]) {
          const c = r.byFaction.get(f);
          if (c) cells.push(cell(bot, opponent, f, c));
        }
      }
    }
  }
  return { bots: [...bots], players, cells, wallSeconds: (performance.now() - started) / 1000 };
}
