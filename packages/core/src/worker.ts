// Worker-thread side of the runner: loads the game by module URL, then plays
// the chunks the main thread hands it and sends back a tally per chunk.
import { parentPort } from 'node:worker_threads';
import { parseBotSpec } from './bots/registry.js';
import { runChunk, type ChunkOptions } from './chunk.js';
import { loadGameRef } from './game-ref.js';
import { SeatingPlan, type RunPlan } from './plan.js';
import { createPlayContext, GameCrash, type PlayContext } from './play.js';
import { createTally } from './tally.js';
import type { FromWorker, ToWorker } from './worker-protocol.js';

const port = parentPort;
if (!port) throw new Error('worker.js must run in a worker thread');

let ctx: PlayContext | null = null;
let plan: RunPlan | null = null;
let seating: SeatingPlan | null = null;
let options: ChunkOptions = { rows: false, keepGoing: false };

function send(msg: FromWorker): void {
  port!.postMessage(msg);
}

port.on('message', (msg: ToWorker) => {
  void handle(msg).catch((err: unknown) => {
    const e = err instanceof Error ? err : new Error(String(err));
    send({ type: 'error', message: e.message, stack: e.stack });
  });
});

async function handle(msg: ToWorker): Promise<void> {
  if (msg.type === 'init') {
    const game = await loadGameRef(msg.gameRef);
    plan = msg.plan;
    options = msg.options;
    const config = game.configure(plan.parameters, plan.content?.document);
    ctx = createPlayContext(game, config, plan.seed, plan.bots.map(parseBotSpec));
    seating = new SeatingPlan(plan);
    send({ type: 'ready' });
    return;
  }
  if (!ctx || !plan || !seating) throw new Error('worker got a chunk before init');
  const tally = createTally();
  try {
    const result = runChunk(ctx, plan, seating, msg.start, msg.end, tally, options);
    send({ type: 'chunk-done', id: msg.id, tally, result });
  } catch (err) {
    if (!(err instanceof GameCrash)) throw err;
    send({ type: 'crash', gameIndex: err.gameIndex, seating: [...err.seating], message: err.causeMessage, stack: err.causeStack });
  }
}
