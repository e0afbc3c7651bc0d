// A rule variant sweep from a script: does the Murg's Destroy threshold decide
// its win rate? Each variant plays the baseline's games (common random numbers).
//   node examples/sweep.mjs [games]
import { runSweep } from '@balance-lab/core';
import { darkleaf } from '@balance-lab/darkleaf';

const games = Number(process.argv[2] ?? 300);
const result = await runSweep({
  game: darkleaf,
  gameRef: null,
  workers: 0,
  plan: { games, seed: 'example', factions: ['murg', 'huldra', 'erde'] },
  axes: [{ key: 'murg.thresholds.destroyMin', values: ['3', '4', '5'] }],
});

for (const v of result.variants) {
  const murg = v.factions.find((f) => f.faction === 'murg');
  const change = v.isBaseline ? 'baseline' : `${(murg.diff * 100).toFixed(1)} points [${(murg.diffLow * 100).toFixed(1)}, ${(murg.diffHigh * 100).toFixed(1)}]`;
  console.log(`${v.label.padEnd(40)} murg ${(murg.winRate * 100).toFixed(1)}%  ${change}`);
}
console.log(`closest to balanced: ${result.closestToBalanced}`);
