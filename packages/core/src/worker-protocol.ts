// Messages between the runner and its worker threads.
import type { ChunkOptions, ChunkResult } from './chunk.js';
import type { GameRef } from './contracts.js';
import type { RunPlan } from './plan.js';
import type { Tally } from './tally.js';

export type ToWorker =
  | { readonly type: 'init'; readonly gameRef: GameRef; readonly plan: RunPlan; readonly options: ChunkOptions }
  | { readonly type: 'chunk'; readonly id: number; readonly start: number; readonly end: number };

export type FromWorker =
  | { readonly type: 'ready' }
  | { readonly type: 'chunk-done'; readonly id: number; readonly tally: Tally; readonly result: ChunkResult }
  | {
      readonly type: 'crash';
      readonly gameIndex: number;
      readonly seating: string[];
      readonly message: string;
      readonly stack: string | undefined;
    }
  | { readonly type: 'error'; readonly message: string; readonly stack: string | undefined };
