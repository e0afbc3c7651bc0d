// A balance study from a script: every ordered pairing of the six Darkleaf clans,
// random bots, through the same engine the balance-lab command uses.
//   node examples/study.mjs [games]
import { simulate } from '@balance-lab/core';
import { darkleaf } from '@balance-lab/darkleaf';

const games = Number(process.argv[2] ?? 300);
const summary = await simulate({ game: darkleaf, games, seed: 'example', workers: 0 });

console.log(`${summary.gameName}: ${summary.totalGames} games, ${summary.timeouts} timeouts`);
for (const f of summary.factions) {
  console.log(`${f.faction.padEnd(9)} ${(f.winRate * 100).toFixed(1).padStart(5)}%  [${(f.ciLow * 100).toFixed(1)}, ${(f.ciHigh * 100).toFixed(1)}]`);
}
for (const v of summary.verdicts.factions) console.log(v.text);
