// The workloads both `npm run bench` (run.mjs, tinybench) and `npm run bench:check`
// (check.mjs) time. Each is a fixed, seeded amount of work, so two runs of the same
// code do exactly the same thing and only the machine and the engine change the time.
// They import the BUILT packages (dist/), the code the command runs.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { Chess } from 'chess.js';
import * as core from '@balance-lab/core';
import { createPlayContext, makePlan, parseBotSpec, Rng, runPlan, SeatingPlan } from '@balance-lab/core';
import { diceRace } from '@balance-lab/core/reference-game';
import { darkleaf } from '@balance-lab/darkleaf';
import { harrow } from '@balance-lab/harrow';
import { korrem } from '@balance-lab/korrem';

export const games = { darkleaf, 'dice-race': diceRace, harrow, korrem };

/**
 * The runner's own per-game loop, playGame(ctx, seating, index, log): exported as
 * `playIndexedGame` since core's library API took the name `playGame` for its
 * one-shot form (which configures and builds bots per call — not what a runner does).
 */
const playGame = core.playIndexedGame;

/** How worker threads import Darkleaf (what the CLI passes too). */
export const darkleafRef = { moduleUrl: import.meta.resolve('@balance-lab/darkleaf'), exportName: 'darkleaf' };

/**
 * Stops on a missing build and warns on a stale one: a benchmark of dist/ older than
 * src/ measures an engine that no longer exists (the engines are edited while the
 * bench is in use). Only a warning, so a gate run right after a build never fails on
 * a timestamp.
 */
export function assertBuilt() {
  const root = fileURLToPath(new URL('../packages/', import.meta.url));
  const newest = (dir) => {
    let t = 0;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
    }
    return t;
  };
  for (const pkg of ['core', 'darkleaf', 'harrow', 'korrem', 'cli']) {
    const dist = join(root, pkg, 'dist', 'index.js');
    if (!existsSync(dist)) throw new Error(`packages/${pkg}/dist is missing: run \`npm run build\` at the root first`);
    if (newest(join(root, pkg, 'src')) > statSync(dist).mtimeMs) {
      console.error(`warning: packages/${pkg}/dist is older than its src/; run \`npm run build\` to measure the current code`);
    }
  }
}

/**
 * Plays games [0, count) of a fixed plan in this thread with `bot` in every seat,
 * through the same playGame the runner uses. Returns what one call does. With `warmup`,
 * that many other games of the plan (the indices after the timed ones) warm the JIT
 * first, and the timed games are played only inside the timing: a bot's cost per decision
 * varies tenfold from game to game (Darkleaf greedy: 530 to 18,700 decisions/s over the
 * first 64 games), so a few games say little about a study, and many, each once a round, do.
 */
export function gamesWorkload(gameId, bot, count, seed = 'bench', warmup = 0) {
  const game = games[gameId];
  const plan = makePlan(game, { games: count + warmup, seed, bots: [bot] });
  const ctx = createPlayContext(game, game.configure(plan.parameters), plan.seed, plan.bots.map(parseBotSpec));
  const seating = new SeatingPlan(plan);
  const seatings = Array.from({ length: count + warmup }, (_, i) => seating.seatingFor(i));
  const play = (from, to) => {
    let decisions = 0;
    for (let i = from; i < to; i++) decisions += playGame(ctx, seatings[i], i).decisions;
    return decisions;
  };
  const run = () => ({ games: count, decisions: play(0, count) });
  if (warmup === 0) return { run, ...run() };
  play(count, count + warmup);
  return { run, games: count };
}

/**
 * A search bot's speed over a spread of real positions: `positions` decision points
 * (more than one legal action) spaced evenly through `count` greedy self-play games of the
 * plan, and `bot` deciding once at each, from its own stream. A search bot plays a whole
 * game too slowly for a bench round, and a game's first decisions (the opening) are not the
 * positions a study spends its time on.
 */
export function positionsWorkload(gameId, bot, count, positions, seed = 'bench') {
  const game = games[gameId];
  const plan = makePlan(game, { games: count, seed, bots: ['greedy'] });
  const config = game.configure(plan.parameters);
  const ctx = createPlayContext(game, config, plan.seed, plan.bots.map(parseBotSpec));
  const seating = new SeatingPlan(plan);
  const buffer = new Int32Array(Math.max(1, game.maxActions));
  const all = [];
  for (let i = 0; i < count; i++) {
    playGame(ctx, seating.seatingFor(i), i, (_entry, state) => {
      if (game.outcome(state) === null && game.legalActions(state, buffer) > 1) all.push(game.clone(state));
    });
  }
  if (all.length < positions) throw new Error(`positionsWorkload: ${count} games gave ${all.length} decision points, fewer than ${positions}`);
  const picked = Array.from({ length: positions }, (_, k) => all[Math.floor(((k + 0.5) * all.length) / positions)]);
  const spec = parseBotSpec(bot);
  const determinizeRng = new Rng(`${seed}:positions:determinize`);
  const searcher = spec.factory.create({ game, config, determinizeRng }, spec.arg);
  const botRng = new Rng(`${seed}:positions:bot`);
  const run = () => {
    for (const state of picked) {
      const n = game.legalActions(state, buffer);
      searcher.choose(state, game.currentSeat(state), buffer, n, botRng);
    }
    return { positions, decisions: positions };
  };
  return { run, ...run() };
}

/** Darkleaf through runPlan in `workers` worker threads (workers start inside the timing). */
export function runnerWorkload(workers, count, seed = 'bench') {
  const plan = makePlan(darkleaf, { games: count, seed });
  const run = async () => {
    const r = await runPlan({ game: darkleaf, gameRef: darkleafRef, plan, workers });
    if (!r.complete || r.games !== count) throw new Error(`runner played ${r.games} of ${count} games`);
    return { games: r.games, decisions: r.decisions };
  };
  return { run, games: count };
}

// The sums keep V8 from dropping the draws as dead code.
export let sink = 0;

export function rngNextWorkload(draws) {
  const rng = new Rng('bench:rng');
  const run = () => {
    let s = 0;
    for (let i = 0; i < draws; i++) s += rng.next();
    sink += s;
    return { draws };
  };
  return { run, draws };
}

export function rngDieWorkload(draws) {
  const rng = new Rng('bench:die');
  const run = () => {
    let s = 0;
    for (let i = 0; i < draws; i++) s += rng.die(6);
    sink += s;
    return { draws };
  };
  return { run, draws };
}

/** mulberry32: the anchor's own tiny generator, so the anchor measures chess.js, not core's Rng. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random playouts cut at this many plies; random chess often wanders for hundreds. */
export const CHESS_PLY_CAP = 200;

/**
 * The anchor: `count` uniformly random chess games with chess.js's ordinary API
 * (moves(), move(), isGameOver() each ply) from fixed seeds. Its plies/s is a yardstick
 * every JS machine has, so a game's decisions/s can be stated as a multiple of it.
 */
export function chessWorkload(count, seed = 1) {
  const run = () => {
    const random = mulberry32(seed);
    let plies = 0;
    for (let g = 0; g < count; g++) {
      const chess = new Chess();
      for (let p = 0; p < CHESS_PLY_CAP && !chess.isGameOver(); p++) {
        const moves = chess.moves();
        chess.move(moves[Math.floor(random() * moves.length)]);
        plies++;
      }
    }
    return { games: count, plies };
  };
  return { run, ...run() };
}

/**
 * This process's CPU time in milliseconds (user + system, all its threads). The
 * single-thread benchmarks time with it instead of the wall clock: on a shared
 * machine another process's slices then do not count as our time, while on an
 * idle machine the two agree (V8's background compiler and GC threads add a little).
 */
export function cpuNow() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Units per CPU second of `work` (see cpuNow): runs it again and again for at least `minMs`. */
export function cpuRate(work, unit, minMs) {
  let units = 0;
  const t0 = cpuNow();
  let t = t0;
  do {
    units += work.run()[unit];
    t = cpuNow();
  } while (t - t0 < minMs);
  return (units * 1000) / (t - t0);
}

/** Says so when other processes keep these cores busy: wall-clock numbers then mean little. */
export function warnIfBusy() {
  const [load] = loadavg();
  const cores = availableParallelism();
  if (load > cores * 1.5) {
    console.error(`warning: load average ${load.toFixed(1)} on ${cores} cores: other processes share these cores, so timings (wall-clock ones most) are unreliable`);
  }
}

/**
 * How many cores other processes keep busy, from /proc/stat over `ms` while this
 * process sleeps (Linux; null elsewhere). The wall-clock worker scaling means nothing
 * when this is high, and the 1-minute load average lags too much to tell (it still
 * counts a test suite that ended half a minute ago).
 */
export async function busyCores(ms = 1000) {
  const read = () => {
    try {
      const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
      const idle = f[3] + (f[4] ?? 0);
      return { idle, total: f.reduce((a, b) => a + b, 0) };
    } catch {
      return null;
    }
  };
  const a = read();
  await new Promise((r) => setTimeout(r, ms));
  const b = read();
  if (!a || !b || b.total === a.total) return null;
  return (1 - (b.idle - a.idle) / (b.total - a.total)) * availableParallelism();
}
