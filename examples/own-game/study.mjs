// A balance study of Dice Duel from a script, in two worker threads: the API's
// `simulate`, as the balance-lab command runs it. With random bots it also prints the
// exact values (exact.mjs), which each faction's interval should hold.
//   node examples/own-game/study.mjs [games] [bot]      e.g. 20000 random, 2000 greedy, 600 mcts:200
import { simulate } from '@balance-lab/core';
import { exactRandomPlay } from './exact.mjs';
import { duel } from './game.mjs';

const games = Number(process.argv[2] ?? 20000);
const bot = process.argv[3] ?? 'random';

const summary = await simulate({
  game: duel,
  // Each worker imports the game itself, by this URL and export name: a worker cannot be handed the object.
  gameRef: { moduleUrl: new URL('./game.mjs', import.meta.url).href, exportName: 'duel' },
  workers: 2,
  games,
  seed: 'guide',
  bots: [bot],
});

const pct = (x) => `${(x * 100).toFixed(1)}%`;
const interval = (low, high) => `[${(low * 100).toFixed(1)}, ${(high * 100).toFixed(1)}]`;
const exact = bot === 'random' ? exactRandomPlay(duel, { games }) : null;

console.log(`${summary.gameName}: ${summary.totalGames} games, ${bot} bots, ${summary.workers} workers, ${summary.draws} draws, mean length ${summary.length.mean.toFixed(2)} ${summary.lengthUnit}`);
for (const f of summary.factions) {
  const truth = exact ? `  exact ${pct(exact.factions[f.faction])}` : '';
  console.log(`${f.faction.padEnd(7)} ${pct(f.winRate).padStart(6)}  ${interval(f.ciLow, f.ciHigh)}${truth}`);
}
const first = summary.turns.find((t) => t.position === 0);
console.log(`moved first ${pct(first.winRate).padStart(6)}  ${interval(first.ciLow, first.ciHigh)}${exact ? `  exact ${pct(exact.firstMoverWins)}` : ''}`);
for (const v of summary.verdicts.factions) console.log(v.text);
