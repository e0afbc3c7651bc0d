// `npm run bench:factions [-- GAME [GAMES]]`: random-bot decisions/s per core of the games each
// faction plays in, and of the games it does not, so a slow faction shows as its own number
// instead of a share of a profile. Same games as `darkleaf.random` (plan seed `bench`, the
// plan's seating cycle), CPU time, median of interleaved rounds. Prints a table; writes nothing.
import { createPlayContext, makePlan, parseBotSpec, playIndexedGame, SeatingPlan } from '@balance-lab/core';
import { assertBuilt, cpuRate, games, warnIfBusy } from './workloads.mjs';
import { fmt, median, table } from './format.mjs';

const [gameId = 'darkleaf', countArg = '1200'] = process.argv.slice(2);
const game = games[gameId];
if (!game) {
  console.error(`unknown game '${gameId}' (accepted: ${Object.keys(games).join(', ')})`);
  process.exit(2);
}
const count = Number(countArg);
if (!Number.isInteger(count) || count < 1) {
  console.error(`bad game count '${countArg}' (accepted: a whole number of games, at least 1)`);
  process.exit(2);
}
assertBuilt();
warnIfBusy();

const ROUNDS = 5;
const MIN_MS = 400; // CPU time per batch and round: well above the clock's granularity

const plan = makePlan(game, { games: count, seed: 'bench', bots: ['random'] });
const ctx = createPlayContext(game, game.configure(plan.parameters), plan.seed, plan.bots.map(parseBotSpec));
const seating = new SeatingPlan(plan);
const seatings = Array.from({ length: count }, (_, i) => seating.seatingFor(i));
const factions = [...new Set(seatings.flat())].sort();

/** A workload (as workloads.mjs makes them): the listed game indices, each played as the runner plays it. */
const batch = (indices) => ({
  run: () => {
    let decisions = 0;
    for (const i of indices) decisions += playIndexedGame(ctx, seatings[i], i).decisions;
    return { games: indices.length, decisions };
  },
});
const rate = (work) => cpuRate(work, 'decisions', MIN_MS);

const all = seatings.map((_, i) => i);
const rows = factions.map((f) => {
  const withF = all.filter((i) => seatings[i].includes(f));
  const others = all.filter((i) => !seatings[i].includes(f));
  return { f, games: withF.length, with: batch(withF), without: others.length > 0 ? batch(others) : null, w: [], wo: [], decisions: 0 };
});
const whole = batch(all);
const { decisions } = whole.run(); // warm-up: every game once
for (const row of rows) row.decisions = row.with.run().decisions;
const overall = [];
for (let r = 0; r < ROUNDS; r++) {
  overall.push(rate(whole));
  for (const row of rows) {
    row.w.push(rate(row.with));
    if (row.without) row.wo.push(rate(row.without));
  }
}
console.log(`${gameId}, random bots, one core: ${count} games of plan seed 'bench', decisions per CPU-second, median of ${ROUNDS} rounds`);
const allRate = median(overall);
console.log(`all games: ${fmt(allRate)}`);
// Shares of one pass over the games: decisions counted, CPU time = decisions ÷ the median rate.
const pct = (x) => `${(100 * x).toFixed(1)}%`;
console.log(table(
  ['faction', 'games with it', 'decisions/s in its games', 'decisions/s in the others', 'its games: share of decisions', 'share of time', 'all games at the others\' rate'],
  rows.map((r) => {
    const time = decisions / allRate, its = r.decisions / median(r.w);
    // What-if: its games played at the rate of the games without it.
    const whatIf = r.without ? fmt(decisions / (time - its + r.decisions / median(r.wo))) : '-';
    return [r.f, r.games, fmt(median(r.w)), r.without ? fmt(median(r.wo)) : '-', pct(r.decisions / decisions), pct(its / time), whatIf];
  }),
));
