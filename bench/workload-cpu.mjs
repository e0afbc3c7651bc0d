// CPU seconds of one bench workload, for A/B runs of two builds (run it from each worktree in turn, alternating):
//   node bench/workload-cpu.mjs greedy          the darkleaf.greedy workload: 64 games after 4 warm-up games
//   node bench/workload-cpu.mjs mcts:200 [R]    the darkleaf.mcts200 workload: 40 positions, R passes (default 1)
import { gamesWorkload, positionsWorkload, cpuNow } from './workloads.mjs';
const what = process.argv[2] ?? 'greedy';
const t0 = cpuNow();
if (what === 'greedy') { const w = gamesWorkload('darkleaf', 'greedy', 64, 'bench', 4); const t1 = cpuNow(); const r = w.run(); const t2 = cpuNow(); console.log('greedy decisions', r.decisions, 'cpu-s', ((t2 - t1)/1000).toFixed(2), 'dec/s', Math.round(r.decisions / ((t2 - t1)/1000))); }
else { const w = positionsWorkload('darkleaf', what, 16, 40); const R = Number(process.argv[3] ?? 1); const t1 = cpuNow(); for (let i = 0; i < R; i++) w.run(); const t2 = cpuNow(); console.log(what, 'dec/s', (40 * R / ((t2 - t1)/1000)).toFixed(1)); }
