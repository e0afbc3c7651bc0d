// CPU seconds of one bench workload, for A/B runs of two builds (run it from each worktree in turn, alternating):
//   node bench/workload-cpu.mjs greedy[:k[:turn][:sampled]] [P] a darkleaf greedy workload: 64 games after 4 warm-up
//                                                              games, P timed passes over the same games (default 1)
//   node bench/workload-cpu.mjs mcts:200 [R]                   the darkleaf.mcts200 workload: 40 positions, R passes (default 1)
// Each pass is printed. The JIT keeps compiling through the first pass: on this project's machine the first
// of four passes of `greedy` ran at half the rate of the third and fourth (8.7k against 17.5k decisions/s), so
// compare passes of the same rank, or the last passes, between builds.
import { gamesWorkload, positionsWorkload, cpuNow } from './workloads.mjs';
const what = process.argv[2] ?? 'greedy';
const passes = Number(process.argv[3] ?? 1);
if (!(Number.isInteger(passes) && passes >= 1)) throw new Error(`passes must be an integer >= 1, got '${process.argv[3]}'`);
if (what === 'greedy' || what.startsWith('greedy:')) {
  const w = gamesWorkload('darkleaf', what, 64, 'bench', 4);
  for (let p = 1; p <= passes; p++) {
    const t1 = cpuNow();
    const r = w.run();
    const t2 = cpuNow();
    console.log(what, 'pass', p, 'decisions', r.decisions, 'cpu-s', ((t2 - t1) / 1000).toFixed(2), 'dec/s', Math.round(r.decisions / ((t2 - t1) / 1000)));
  }
} else {
  const w = positionsWorkload('darkleaf', what, 16, 40);
  const t1 = cpuNow();
  for (let i = 0; i < passes; i++) w.run();
  const t2 = cpuNow();
  console.log(what, 'dec/s', ((40 * passes) / ((t2 - t1) / 1000)).toFixed(1));
}
