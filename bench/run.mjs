// `npm run bench`: every benchmark under tinybench, bench/results.json, a table and the
// targets of issue 7. Each tinybench iteration is one fixed workload (a batch of
// games, draws or playouts), so its latency is the batch time and units/s follow.
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { Bench } from 'tinybench';
import {
  assertBuilt,
  cappedWorkload,
  cpuNow,
  chessWorkload,
  CHESS_PLY_CAP,
  gamesWorkload,
  rngDieWorkload,
  rngNextWorkload,
  busyCores,
  runnerWorkload,
  warnIfBusy,
} from './workloads.mjs';
import { fmt, table } from './format.mjs';

assertBuilt();
warnIfBusy();

// Sizes are picked so the whole run stays near two and a half minutes on 2 cores.
// tinybench samples while (elapsed < time || samples < iterations): `time` (ms on the
// benchmark's clock) is the budget, `iterations` the fewest samples; runner.* take
// exactly 2 samples (time 0). A runner sample lasts about 15 s: each worker first spends
// about 0.7 CPU-seconds compiling the engine (JIT), which a one-worker run does on the idle
// second core but a two-worker run must take from its game threads, so a few-second sample
// measures start-up more than the runner (runnerWorkload(1, 5000) vs (2, 10000) gave 1.65× at e2e6d4c).
const specs = [
  { id: 'anchor.chess-js.random', what: 'chess.js random playouts (anchor)', unit: 'plies', make: () => chessWorkload(4), time: 6000, iterations: 5 },
  { id: 'rng.next', what: 'core Rng.next()', unit: 'draws', make: () => rngNextWorkload(1_000_000), time: 2000, iterations: 5 },
  { id: 'rng.die6', what: 'core Rng.die(6)', unit: 'draws', make: () => rngDieWorkload(1_000_000), time: 2000, iterations: 5 },
  { id: 'darkleaf.random', what: 'darkleaf, random bots, 1 core', unit: 'decisions', make: () => gamesWorkload('darkleaf', 'random', 300), time: 8000, iterations: 5 },
  { id: 'dice-race.random', what: 'dice-race, random bots, 1 core', unit: 'decisions', make: () => gamesWorkload('dice-race', 'random', 3000), time: 4000, iterations: 5 },
  { id: 'darkleaf.greedy', what: 'darkleaf, greedy bots, 1 core', unit: 'decisions', make: () => gamesWorkload('darkleaf', 'greedy', 6), time: 10000, iterations: 3 },
  { id: 'darkleaf.mcts200', what: 'darkleaf, mcts:200 bots, first 15 decisions of 2 games', unit: 'decisions', make: () => cappedWorkload('darkleaf', 'mcts:200', 2, 15), time: 8000, iterations: 3 },
  // Worker start-up and the game's import are inside each sample, as in a real run.
  { id: 'runner.darkleaf.w1', what: 'darkleaf through runPlan, 1 worker', unit: 'games', make: () => runnerWorkload(1, 20000), time: 0, iterations: 2, async: true },
  { id: 'runner.darkleaf.w2', what: 'darkleaf through runPlan, 2 workers', unit: 'games', make: () => runnerWorkload(2, 40000), time: 0, iterations: 2, async: true },
];

const started = performance.now();
const loadBefore = loadavg();
const results = {};
let busyBeforeRunner = null;
for (const spec of specs) {
  // Wall-clock worker runs need idle cores: note how busy the others keep them.
  if (spec.async && busyBeforeRunner === null) busyBeforeRunner = (await busyCores()) ?? 0;
  const work = spec.make(); // in-process workloads run once here: a warm-up and their unit counts
  const bench = new Bench({
    time: spec.time,
    iterations: spec.iterations,
    // Worker runs start cold threads every time anyway; warming them only costs time.
    warmup: !spec.async,
    warmupIterations: 2,
    warmupTime: 0,
    // In-process work is timed in CPU time (see cpuNow); worker runs in wall time, the
    // only clock that shows what two threads gain over one.
    now: spec.async ? performance.now.bind(performance) : cpuNow,
  });
  let last = null;
  bench.add(spec.id, spec.async ? async () => (last = await work.run()) : () => (last = work.run()));
  const [task] = await bench.run();
  const r = task.result;
  if (r.state !== 'completed') throw new Error(`${spec.id}: ${r.error?.stack ?? r.state}`);
  const perIter = { ...last };
  const units = perIter[spec.unit];
  const l = r.latency;
  results[spec.id] = {
    what: spec.what,
    unit: spec.unit,
    perIteration: perIter,
    samples: l.samplesCount,
    // Latency of one iteration (the whole batch), milliseconds.
    mean: l.mean,
    p50: l.p50,
    p99: l.p99,
    // Units per second: from the mean (total work / total time) and from the median batch.
    throughput: (units * 1000) / l.mean,
    throughputP50: (units * 1000) / l.p50,
    ...(perIter.games !== undefined && spec.unit !== 'games' ? { gamesPerSecond: (perIter.games * 1000) / l.mean } : {}),
    iterationsPerSecond: r.throughput.mean,
  };
  console.error(`  ${spec.id.padEnd(24)} ${fmt(results[spec.id].throughput)} ${spec.unit}/s  (${l.samplesCount} samples)`);
}

const anchor = results['anchor.chess-js.random'].throughput;
const dl = results['darkleaf.random'];
const scaling = results['runner.darkleaf.w2'].throughput / results['runner.darkleaf.w1'].throughput;
const greedyVsRandom = results['darkleaf.greedy'].gamesPerSecond / dl.gamesPerSecond;
for (const id of ['darkleaf.random', 'dice-race.random', 'darkleaf.greedy', 'darkleaf.mcts200']) {
  results[id].vsAnchor = results[id].throughput / anchor;
}

const targets = [
  { name: 'darkleaf random decisions/s per core', value: dl.throughput, target: 1_000_000 },
  { name: 'darkleaf random decisions/s ÷ chess.js plies/s', value: dl.vsAnchor, target: 250 },
  { name: 'runner games/s, 2 workers ÷ 1 worker', value: scaling, target: 1.9, unreliable: busyBeforeRunner > 0.5 },
  { name: 'darkleaf greedy games/s ÷ random games/s', value: greedyVsRandom, target: 1 / 20 },
].map((t) => ({ ...t, met: t.value >= t.target }));

const out = {
  generated: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: availableParallelism(),
  seconds: (performance.now() - started) / 1000,
  // Other processes on these cores slow every number; a load far above `cores` means a busy machine.
  loadAverageBefore: loadBefore,
  loadAverageAfter: loadavg(),
  notes: {
    latency: 'mean/p50/p99 are milliseconds per iteration (one batch, see perIteration): CPU time of this process for in-process benchmarks, wall time for runner.*',
    throughput: 'units per second (unit field), total work / total time; throughputP50 from the median batch',
    anchor: `chess.js moves()+move()+isGameOver() per ply, uniformly random, games cut at ${CHESS_PLY_CAP} plies`,
  },
  benchmarks: results,
  derived: { runnerScaling: scaling, busyCoresBeforeRunner: busyBeforeRunner, greedyGamesVsRandomGames: greedyVsRandom, anchorPliesPerSecond: anchor },
  targets,
};
writeFileSync(new URL('./results.json', import.meta.url), JSON.stringify(out, null, 2) + '\n');

console.log(
  table(
    ['benchmark', 'per iteration', 'samples', 'mean ms', 'p50 ms', 'p99 ms', 'throughput', '× anchor'],
    Object.entries(results).map(([id, r]) => [
      id,
      Object.entries(r.perIteration).map(([k, v]) => `${v} ${k}`).join(', '),
      String(r.samples),
      r.mean.toFixed(2),
      r.p50.toFixed(2),
      r.p99.toFixed(2),
      `${fmt(r.throughput)} ${r.unit}/s`,
      r.vsAnchor === undefined ? '' : (r.vsAnchor >= 10 ? r.vsAnchor.toFixed(0) : r.vsAnchor.toPrecision(2)) + '×',
    ]),
  ),
);
console.log();
console.log(
  table(
    ['target', 'measured', 'target', 'met'],
    targets.map((t) => [t.name, t.value >= 100 ? fmt(t.value) : t.value.toFixed(3), t.target >= 100 ? fmt(t.target) : `≥ ${t.target.toFixed(3)}`, t.unreliable ? `? (other processes busy on ${busyBeforeRunner.toFixed(1)} cores)` : t.met ? 'yes' : 'NO']),
  ),
);
console.log(`\nwrote bench/results.json (${out.seconds.toFixed(0)} s)`);
