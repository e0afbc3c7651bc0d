// The batch runner: splits a plan into chunks of game indices, plays them in
// worker threads (or inline), and merges the chunk tallies. Merging is exact
// and order-free, so the result is the same for any worker count or schedule.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AnyGame, GameRef } from './contracts.js';
import { parseBotSpec } from './bots/registry.js';
import { runChunk } from './chunk.js';
import { SeatingPlan, shardGameCount, type RunPlan } from './plan.js';
import { createPlayContext, GameCrash } from './play.js';
import { createTally, mergeInto, type Tally } from './tally.js';
import type { FromWorker, ToWorker } from './worker-protocol.js';

export interface RunOptions {
  readonly game: AnyGame;
  /** How worker threads import the game; required when workers > 0. */
  readonly gameRef: GameRef | null;
  readonly plan: RunPlan;
  /** Worker threads; 0 plays inline in this thread. */
  readonly workers: number;
  /** Game indices per chunk (default: about 16 chunks per worker, at most 2000 games each). */
  readonly chunkSize?: number;
  readonly onProgress?: (gamesDone: number, gamesTotal: number) => void;
}

export interface RunResult {
  readonly tally: Tally;
  readonly games: number;
  readonly decisions: number;
  readonly wallSeconds: number;
}

/** A worker that failed outside any game (load error, out of memory, exit). */
export class WorkerFailure extends Error {
  override readonly name = 'WorkerFailure';
}

interface Chunk {
  readonly id: number;
  readonly start: number;
  readonly end: number;
}

export function chunkLayout(games: number, workers: number, chunkSize?: number): Chunk[] {
  const size = chunkSize ?? Math.max(1, Math.min(2000, Math.ceil(games / (Math.max(1, workers) * 16))));
  const chunks: Chunk[] = [];
  for (let id = 0, start = 0; start < games; id++, start += size) chunks.push({ id, start, end: Math.min(games, start + size) });
  return chunks;
}

export async function runPlan(opts: RunOptions): Promise<RunResult> {
  const started = performance.now();
  const chunks = chunkLayout(opts.plan.games, opts.workers, opts.chunkSize);
  const total = shardGameCount(opts.plan.games, opts.plan.shard);
  const result = opts.workers <= 0 ? runInline(opts, chunks, total) : await runInWorkers(opts, chunks, total);
  return { ...result, wallSeconds: (performance.now() - started) / 1000 };
}

function runInline(opts: RunOptions, chunks: Chunk[], total: number): Omit<RunResult, 'wallSeconds'> {
  const { game, plan } = opts;
  const config = game.configure(plan.parameters);
  const ctx = createPlayContext(game, config, plan.seed, plan.bots.map(parseBotSpec));
  const seating = new SeatingPlan(plan);
  const tally = createTally();
  let games = 0;
  let decisions = 0;
  for (const c of chunks) {
    const r = runChunk(ctx, plan, seating, c.start, c.end, tally);
    games += r.games;
    decisions += r.decisions;
    opts.onProgress?.(games, total);
  }
  return { tally, games, decisions };
}

function workerUrl(): URL {
  // Built code sits beside worker.js; tests running the TypeScript source use the build.
  const beside = new URL('./worker.js', import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside;
  const built = new URL('../dist/worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  throw new WorkerFailure('cannot find the built worker (packages/core/dist/worker.js); run npm run build');
}

function runInWorkers(opts: RunOptions, chunks: Chunk[], total: number): Promise<Omit<RunResult, 'wallSeconds'>> {
  const { plan, gameRef } = opts;
  if (!gameRef) return Promise.reject(new WorkerFailure('a game reference (module URL) is needed to run in worker threads'));
  const count = Math.max(1, Math.min(opts.workers, chunks.length || 1));
  const url = workerUrl();
  const tally = createTally();
  let games = 0;
  let decisions = 0;
  let next = 0;
  let pending = chunks.length;

  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    let settled = false;
    const finish = (err: Error | null): void => {
      if (settled) return;
      settled = true;
      for (const w of workers) void w.terminate();
      if (err) reject(err);
      else resolve({ tally, games, decisions });
    };
    if (pending === 0) {
      finish(null);
      return;
    }
    const feed = (w: Worker): void => {
      const c = chunks[next++];
      if (c) w.postMessage({ type: 'chunk', id: c.id, start: c.start, end: c.end } satisfies ToWorker);
    };
    for (let k = 0; k < count; k++) {
      const w = new Worker(url);
      workers.push(w);
      w.on('message', (msg: FromWorker) => {
        switch (msg.type) {
          case 'ready':
            feed(w);
            return;
          case 'chunk-done':
            mergeInto(tally, msg.tally);
            games += msg.games;
            decisions += msg.decisions;
            opts.onProgress?.(games, total);
            if (--pending === 0) finish(null);
            else feed(w);
            return;
          case 'crash':
            finish(new GameCrash(msg.gameIndex, msg.seating, plan.seed, msg.message, msg.stack));
            return;
          case 'error':
            finish(new WorkerFailure(`worker ${k} failed: ${msg.message}`));
            return;
        }
      });
      w.on('error', (err) => finish(new WorkerFailure(`worker ${k} died: ${err.message}`)));
      w.on('exit', (code) => {
        if (!settled) finish(new WorkerFailure(`worker ${k} exited with code ${code} before the run finished`));
      });
      w.postMessage({ type: 'init', gameRef, plan } satisfies ToWorker);
    }
  });
}
