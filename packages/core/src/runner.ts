// The batch runner: splits a plan into chunks of game indices, plays them in
// worker threads (or inline), and commits chunk results strictly in chunk
// order. Merging is exact and order-free, so the result is the same for any
// worker count or schedule; committing in order makes the committed prefix a
// resumable checkpoint and keeps games.csv in index order.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { parseBotSpec } from './bots/registry.js';
import { runChunk, type ChunkOptions, type ChunkResult, type GameErrorRow, type GameRow } from './chunk.js';
import type { AnyGame, GameRef } from './contracts.js';
import { requireGameRef } from './game-ref.js';
import { SeatingPlan, shardPlayCount, type RunPlan } from './plan.js';
import { createPlayContext, GameCrash } from './play.js';
import { createTally, mergeInto, type Tally } from './tally.js';
import type { FromWorker, ToWorker } from './worker-protocol.js';

/** The committed prefix of a run: chunks [0, nextChunk) are in `tally`. */
export interface RunProgress {
  readonly chunkSize: number;
  readonly nextChunk: number;
  readonly tally: Tally;
  readonly games: number;
  readonly decisions: number;
  readonly errors: readonly GameErrorRow[];
}

export interface RunOptions {
  readonly game: AnyGame;
  /** How worker threads import the game; required when workers > 0. */
  readonly gameRef: GameRef | null;
  readonly plan: RunPlan;
  /** Worker threads; 0 plays inline in this thread. */
  readonly workers: number;
  /** Game indices per chunk (default from the game count; a resumed run keeps its checkpoint's). */
  readonly chunkSize?: number;
  /** Continue after this committed prefix (from a checkpoint). */
  readonly resume?: RunProgress;
  /** Stop early: finished chunks stay committed, the result is marked incomplete. */
  readonly signal?: AbortSignal;
  /** Collect one row per game for games.csv (delivered through onCommit). */
  readonly collectRows?: boolean;
  /** Record games that throw instead of stopping the run. */
  readonly keepGoing?: boolean;
  /** Called after each chunk is committed, in chunk order. */
  readonly onCommit?: (progress: RunProgress, rows: readonly GameRow[] | null) => void;
  readonly onProgress?: (gamesDone: number, gamesTotal: number) => void;
}

export interface RunResult extends RunProgress {
  readonly complete: boolean;
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

/** Depends on the game count only, so a run resumed with other workers keeps its layout. */
export function defaultChunkSize(games: number): number {
  return Math.max(1, Math.min(500, Math.ceil(games / 64)));
}

export function chunkLayout(games: number, chunkSize: number): Chunk[] {
  const chunks: Chunk[] = [];
  for (let id = 0, start = 0; start < games; id++, start += chunkSize) chunks.push({ id, start, end: Math.min(games, start + chunkSize) });
  return chunks;
}

/** Commits chunk results in chunk order, whatever order they finish in. */
class Committer {
  private readonly waiting = new Map<number, { tally: Tally; result: ChunkResult }>();
  progress: RunProgress;

  constructor(
    start: RunProgress,
    private readonly opts: RunOptions,
    private readonly total: number,
  ) {
    this.progress = start;
  }

  add(id: number, tally: Tally, result: ChunkResult): void {
    this.waiting.set(id, { tally, result });
    for (let next = this.waiting.get(this.progress.nextChunk); next; next = this.waiting.get(this.progress.nextChunk)) {
      this.waiting.delete(this.progress.nextChunk);
      const p = this.progress;
      this.progress = {
        chunkSize: p.chunkSize,
        nextChunk: p.nextChunk + 1,
        tally: mergeInto(p.tally, next.tally),
        games: p.games + next.result.games,
        decisions: p.decisions + next.result.decisions,
        errors: next.result.errors.length > 0 ? [...p.errors, ...next.result.errors] : p.errors,
      };
      this.opts.onCommit?.(this.progress, next.result.rows);
      // A game index that threw (--keep-going) stands for every game it would have played.
      const skipped = this.opts.plan.paired ? this.progress.errors.reduce((n, e) => n + e.seating.length, 0) : this.progress.errors.length;
      this.opts.onProgress?.(this.progress.games + skipped, this.total);
    }
  }
}

export async function runPlan(opts: RunOptions): Promise<RunResult> {
  // Checked before anything is played, so every entry (simulate, sweep, ladder, …) fails the same way.
  if (opts.workers > 0) requireGameRef(opts.gameRef, opts.workers);
  const started = performance.now();
  const chunkSize = opts.resume?.chunkSize ?? opts.chunkSize ?? defaultChunkSize(opts.plan.games);
  const start: RunProgress = opts.resume ?? { chunkSize, nextChunk: 0, tally: createTally(), games: 0, decisions: 0, errors: [] };
  const chunks = chunkLayout(opts.plan.games, chunkSize).slice(start.nextChunk);
  const committer = new Committer(start, opts, shardPlayCount(opts.plan));
  const chunkOptions: ChunkOptions = { rows: opts.collectRows ?? false, keepGoing: opts.keepGoing ?? false };
  const finished = opts.workers <= 0 ? await runInline(opts, chunks, committer, chunkOptions) : await runInWorkers(opts, chunks, committer, chunkOptions);
  return { ...committer.progress, complete: finished, wallSeconds: (performance.now() - started) / 1000 };
}

/** Plays inline; yields between chunks so a signal can stop it. Resolves true when every chunk ran. */
async function runInline(opts: RunOptions, chunks: Chunk[], committer: Committer, chunkOptions: ChunkOptions): Promise<boolean> {
  const { game, plan } = opts;
  const config = game.configure(plan.parameters, plan.content?.document);
  const ctx = createPlayContext(game, config, plan.seed, plan.bots.map(parseBotSpec));
  const seating = new SeatingPlan(plan);
  for (const c of chunks) {
    if (opts.signal?.aborted) return false;
    const tally = createTally();
    const result = runChunk(ctx, plan, seating, c.start, c.end, tally, chunkOptions);
    committer.add(c.id, tally, result);
    if (opts.signal) await new Promise((r) => setImmediate(r));
  }
  return true;
}

function workerUrl(): URL {
  // Built code sits beside worker.js; tests running the TypeScript source use the build.
  const beside = new URL('./worker.js', import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside;
  const built = new URL('../dist/worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  throw new WorkerFailure('cannot find the built worker (packages/core/dist/worker.js); run npm run build');
}

function runInWorkers(opts: RunOptions, chunks: Chunk[], committer: Committer, chunkOptions: ChunkOptions): Promise<boolean> {
  const { plan } = opts;
  const gameRef = requireGameRef(opts.gameRef, opts.workers);
  if (chunks.length === 0) return Promise.resolve(true);
  const count = Math.max(1, Math.min(opts.workers, chunks.length));
  const url = workerUrl();
  let next = 0;
  let pending = chunks.length;

  return new Promise((resolve, reject) => {
    const workers: Worker[] = [];
    let settled = false;
    const finish = (err: Error | null, complete: boolean): void => {
      if (settled) return;
      settled = true;
      opts.signal?.removeEventListener('abort', onAbort);
      for (const w of workers) void w.terminate();
      if (err) reject(err);
      else resolve(complete);
    };
    const onAbort = (): void => finish(null, false);
    if (opts.signal?.aborted) {
      resolve(false);
      return;
    }
    opts.signal?.addEventListener('abort', onAbort);
    const feed = (w: Worker): void => {
      const c = chunks[next++];
      if (c) w.postMessage({ type: 'chunk', id: c.id, start: c.start, end: c.end } satisfies ToWorker);
    };
    for (let k = 0; k < count; k++) {
      const w = new Worker(url);
      workers.push(w);
      w.on('message', (msg: FromWorker) => {
        if (settled) return;
        switch (msg.type) {
          case 'ready':
            feed(w);
            return;
          case 'chunk-done':
            committer.add(msg.id, msg.tally, msg.result);
            if (--pending === 0) finish(null, true);
            else feed(w);
            return;
          case 'crash':
            finish(new GameCrash(msg.gameIndex, msg.seating, plan.seed, msg.message, msg.stack), false);
            return;
          case 'error':
            finish(new WorkerFailure(`worker ${k} failed: ${msg.message}`), false);
            return;
        }
      });
      w.on('error', (err) => finish(new WorkerFailure(`worker ${k} died: ${err.message}`), false));
      w.on('exit', (code) => {
        if (!settled) finish(new WorkerFailure(`worker ${k} exited with code ${code} before the run finished`), false);
      });
      w.postMessage({ type: 'init', gameRef, plan, options: chunkOptions } satisfies ToWorker);
    }
  });
}
