// Tuning: search rule parameters for the variant whose factions are closest to
// their fair shares. Every candidate plays the same game indices and seatings
// (common random numbers), in rounds of one block of fresh indices each; after a
// round, a candidate whose objective is significantly worse than the current
// best's on the games both played is dropped (racing, as F-Race does). When the
// grid is too large to race whole, a seeded evolutionary step proposes the
// candidates: a random sample plus the defaults, then one-step neighbours of the
// best. The winner and the defaults are then played on fresh indices the search
// never used, and each faction's paired change is reported with its interval.
// A candidate the game's own checks refuse (values that are each in range but
// not together, such as a die no face of which a slot accepts) is recorded with
// the game's reason and never played; the search goes on without it.
//
// The objective of a variant is the largest distance of any faction's win rate
// from its fair share (1/players), smaller is better; its interval is
// conservative: each faction's Wilson interval at the Bonferroni level 1 − 0.05/F
// (F factions), so all hold together with at least 95% and the objective's range
// over them holds it. Two candidates are compared by a paired percentile
// bootstrap over the game indices both played (the same resampled indices for
// both), one-sided; the p-values of a round are Holm-adjusted over its candidates.
import type { AnyGame, GameRef } from './contracts.js';
import { ConfigError, UsageError } from './errors.js';
import { gapChanges } from './gap-change.js';
import { parseParameterValue, resolveParameters, type ParamValue, type ParameterSpec } from './parameters.js';
import { makePlan, SeatingPlan, type PlanOptions, type RunPlan } from './plan.js';
import { Rng } from './rng.js';
import { runPlan } from './runner.js';
import { wilson } from './stats.js';
import { onePlayerCount } from './sweep.js';
import { createTally } from './tally.js';
import { holm, normalUpperTail } from './verdict.js';

export const TUNE_OBJECTIVE = 'largest distance of a faction’s win rate from its fair share (max over factions of |win rate − 1/players|)';

/** `--vary key=lo..hi[:step]` as typed. */
export interface TuneRange {
  readonly key: string;
  readonly lo: string;
  readonly hi: string;
  readonly step?: string;
}

export interface TuneOptions {
  readonly game: AnyGame;
  readonly gameRef: GameRef | null;
  /** Plan shared by every candidate; its `parameters` are the defaults (fixed overrides). `games` is ignored. */
  readonly plan: Omit<PlanOptions, 'games'>;
  readonly ranges: readonly TuneRange[];
  /** Games the search may play, over every candidate and round (the confirmation is extra). */
  readonly budget: number;
  /** Game indices per candidate per round (default 200, rounded up to a whole seating cycle). */
  readonly block?: number;
  /** Game indices of the confirmation (default: as many as the winner played in the search). */
  readonly confirmGames?: number;
  /** Bootstrap resamples of a comparison (default 999). */
  readonly resamples?: number;
  /** Family-wise level of a round's drops (default 0.05). */
  readonly alpha?: number;
  readonly workers: number;
  readonly onRound?: (round: number, candidates: number, start: number, end: number) => void;
  readonly onConfirm?: (start: number, end: number) => void;
}

export interface TuneFaction {
  readonly faction: string;
  /** Seats the faction held (games it played). */
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
}

export interface TuneCandidate {
  readonly label: string;
  readonly settings: Readonly<Record<string, ParamValue>>;
  readonly isDefault: boolean;
  /** Round it joined (1-based) and the last it played. */
  readonly firstRound: number;
  readonly lastRound: number;
  /** Games it played in the search. */
  readonly games: number;
  readonly objective: number;
  /** Conservative 95% interval of the objective (Bonferroni-Wilson over the factions). */
  readonly objectiveLow: number;
  readonly objectiveHigh: number;
  readonly factions: readonly TuneFaction[];
  /** 'winner', 'survivor' (still racing when the budget ran out) or 'dropped'. */
  readonly status: 'winner' | 'survivor' | 'dropped';
  /** When dropped: the round, the best it lost to, and the Holm-adjusted p-value. */
  readonly droppedIn: number | null;
  readonly droppedAgainst: string | null;
  readonly droppedP: number | null;
}

/** A variant the game's own checks refuse (its ConfigError): recorded, never played. */
export interface TuneRefusal {
  readonly label: string;
  readonly settings: Readonly<Record<string, ParamValue>>;
  /** The round it was proposed for (1: the first population). */
  readonly round: number;
  /** The game's one-line reason. */
  readonly reason: string;
}

export interface TuneRound {
  readonly round: number;
  /** Game indices [start, end) every candidate of the round played. */
  readonly start: number;
  readonly end: number;
  readonly candidates: readonly string[];
  readonly proposed: readonly string[];
  /** The best by objective after the round. */
  readonly best: string;
  readonly bestObjective: number;
  readonly dropped: readonly string[];
  readonly gamesSoFar: number;
}

export interface TuneChange {
  readonly faction: string;
  readonly defaultRate: number;
  readonly winnerRate: number;
  /** Winner minus defaults, paired game by game, with its 95% interval. */
  readonly diff: number;
  readonly low: number;
  readonly high: number;
  readonly pValue: number;
  readonly holmP: number;
}

export interface TuneConfirmation {
  readonly start: number;
  readonly end: number;
  /** Games each of the two played. */
  readonly games: number;
  readonly defaults: { readonly objective: number; readonly objectiveLow: number; readonly objectiveHigh: number; readonly factions: readonly TuneFaction[] };
  readonly winner: { readonly objective: number; readonly objectiveLow: number; readonly objectiveHigh: number; readonly factions: readonly TuneFaction[] };
  readonly changes: readonly TuneChange[];
}

export interface TuneResult {
  readonly game: string;
  readonly version: string;
  readonly seed: string;
  readonly players: number;
  readonly bots: readonly string[];
  readonly objective: string;
  readonly ranges: readonly { readonly key: string; readonly values: readonly ParamValue[] }[];
  readonly gridSize: number;
  /** 'race': the whole grid raced; 'evolve': candidates proposed by the evolutionary step. */
  readonly mode: 'race' | 'evolve';
  readonly block: number;
  readonly budget: number;
  /** Games the search played. */
  readonly searchGames: number;
  /** Games the whole grid would need at the winner's precision: grid size (less the refused variants when the whole grid was raced, so all were checked) × the winner's search games. */
  readonly fullGridGames: number;
  readonly defaults: string;
  readonly winner: string;
  readonly rounds: readonly TuneRound[];
  readonly candidates: readonly TuneCandidate[];
  /** Variants the search proposed and the game refused, in the order proposed. */
  readonly refused: readonly TuneRefusal[];
  readonly confirmation: TuneConfirmation;
  readonly wallSeconds: number;
}

/** How much of the grid the search played: the whole grid raced, or the part the evolutionary step proposed. */
export function searchScope(r: Pick<TuneResult, 'mode' | 'gridSize' | 'candidates' | 'refused'>): string {
  const scope =
    r.mode === 'race'
      ? `the whole grid of ${r.gridSize} candidates raced`
      : `${r.candidates.length} of the grid's ${r.gridSize} candidates played, proposed by the evolutionary step`;
  return r.refused.length === 0 ? scope : `${scope} (${r.refused.length} refused by the game's own checks, never played)`;
}

/** The values of one `--vary` range, each validated against its parameter. */
export function rangeValues(spec: ParameterSpec, r: TuneRange): ParamValue[] {
  if (spec.kind !== 'int' && spec.kind !== 'number') {
    throw new UsageError(`parameter ${spec.key} is ${spec.kind === 'bool' ? 'true/false' : spec.kind}: tune varies int and number parameters only (use sweep for it)`);
  }
  const lo = parseParameterValue(spec, r.lo) as number;
  const hi = parseParameterValue(spec, r.hi) as number;
  if (lo > hi) throw new UsageError(`invalid --vary ${r.key}=${r.lo}..${r.hi}: the low end is above the high end`);
  let step: number;
  if (r.step === undefined) {
    if (spec.kind === 'number' && lo !== hi) throw new UsageError(`--vary ${r.key} needs a step for a number parameter (${r.key}=lo..hi:step)`);
    step = 1;
  } else {
    step = Number(r.step);
    if (r.step.trim() === '' || !Number.isFinite(step) || step <= 0 || (spec.kind === 'int' && !Number.isInteger(step))) {
      throw new UsageError(`invalid step '${r.step}' in --vary ${r.key}: expected a positive ${spec.kind === 'int' ? 'integer' : 'number'}`);
    }
  }
  const values: number[] = [];
  for (let k = 0; ; k++) {
    const v = spec.kind === 'int' ? lo + k * step : Number((lo + k * step).toPrecision(12));
    if (v > hi + 1e-12 * Math.max(1, Math.abs(hi))) break;
    values.push(v);
    if (values.length > 100_000) throw new UsageError(`--vary ${r.key} has more than 100000 values: use a larger step`);
  }
  return values;
}

const labelOf = (keys: readonly string[], s: Readonly<Record<string, ParamValue>>): string => keys.map((k) => `${k}=${String(s[k])}`).join(', ');

/** Game rows of indices [start, end): winners as a seat bit mask per row, with the row's seating. */
interface Block {
  readonly masks: Uint8Array;
}

/**
 * Plays game indices [start, end) of a plan through the normal runner: the layout's chunks
 * start at multiples of a chunk size dividing `start`, and the run resumes at `start`'s chunk,
 * so game i is the same game as in any other run of the plan, on any worker count.
 */
async function playRange(run: { readonly game: AnyGame; readonly gameRef: GameRef | null; readonly workers: number }, base: RunPlan, start: number, end: number): Promise<Block> {
  const plan: RunPlan = { ...base, games: end };
  const rot = plan.paired ? (plan.players[0] as number) : 1;
  const target = Math.max(1, Math.ceil((end - start) / 16));
  let chunk = target;
  while (start % chunk !== 0) chunk--;
  const masks = new Uint8Array((end - start) * rot);
  let row = 0;
  await runPlan({
    ...run,
    plan,
    chunkSize: chunk,
    resume: { chunkSize: chunk, nextChunk: start / chunk, tally: createTally(), games: 0, decisions: 0, errors: [] },
    collectRows: true,
    onCommit: (_p, rows) => {
      for (const g of rows ?? []) {
        let mask = 0;
        if (g.kind === 'win') for (const s of g.winners) mask |= 1 << s;
        masks[row++] = mask;
      }
    },
  });
  if (row !== masks.length) throw new Error(`tune: expected ${masks.length} games in [${start}, ${end}), got ${row}`);
  return { masks };
}

/** Faction index per seat of every row of indices [start, end), as playRange orders rows. */
function rangeSeatings(plan: RunPlan, start: number, end: number): (readonly string[])[] {
  const sp = new SeatingPlan(plan);
  const rows: (readonly string[])[] = [];
  for (let i = start; i < end; i++) {
    const s = sp.seatingFor(i);
    const rotations = plan.paired ? s.length : 1;
    for (let r = 0; r < rotations; r++) rows.push(s.map((_, k) => s[(k + r) % s.length] as string));
  }
  return rows;
}

/** z of a two-sided normal interval of level 1 − alpha. */
function zFor(alpha: number): number {
  let lo = 0;
  let hi = 10;
  for (let k = 0; k < 80; k++) {
    const mid = (lo + hi) / 2;
    if (2 * normalUpperTail(mid) > alpha) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

interface Scored {
  readonly objective: number;
  readonly low: number;
  readonly high: number;
  readonly factions: TuneFaction[];
}

/** The objective of rows (masks with their seat→faction indices) and its conservative interval. */
function score(masks: Uint8Array, seats: readonly Int8Array[], factions: readonly string[], fair: number, z: number): Scored {
  const wins = new Array<number>(factions.length).fill(0);
  const games = new Array<number>(factions.length).fill(0);
  for (let r = 0; r < seats.length; r++) {
    const m = masks[r] as number;
    const s = seats[r] as Int8Array;
    for (let k = 0; k < s.length; k++) {
      const f = s[k] as number;
      games[f] = (games[f] as number) + 1;
      if ((m >> k) & 1) wins[f] = (wins[f] as number) + 1;
    }
  }
  let objective = 0;
  let low = 0;
  let high = 0;
  const rows: TuneFaction[] = [];
  factions.forEach((faction, f) => {
    const n = games[f] as number;
    if (n === 0) return;
    const w = wins[f] as number;
    rows.push({ faction, games: n, wins: w, winRate: w / n });
    const iv = wilson(w, n, z);
    objective = Math.max(objective, Math.abs(w / n - fair));
    const near = iv.low <= fair && fair <= iv.high ? 0 : Math.min(Math.abs(iv.low - fair), Math.abs(iv.high - fair));
    low = Math.max(low, near);
    high = Math.max(high, Math.abs(iv.low - fair), Math.abs(iv.high - fair));
  });
  return { objective, low, high, factions: rows };
}

/** Objective of one resample (row indices into masks/seats). */
function resampledObjective(masks: Uint8Array, seats: readonly Int8Array[], idx: Int32Array, games: Int32Array, wins: Int32Array, fair: number): number {
  wins.fill(0);
  for (let j = 0; j < idx.length; j++) {
    const r = idx[j] as number;
    const m = masks[r] as number;
    const s = seats[r] as Int8Array;
    for (let k = 0; k < s.length; k++) if ((m >> k) & 1) {
        const f = s[k] as number;
        wins[f] = (wins[f] as number) + 1;
      }
  }
  let obj = 0;
  for (let f = 0; f < games.length; f++) if ((games[f] as number) > 0) obj = Math.max(obj, Math.abs((wins[f] as number) / (games[f] as number) - fair));
  return obj;
}

interface Live {
  readonly label: string;
  readonly settings: Record<string, ParamValue>;
  readonly plan: RunPlan;
  readonly isDefault: boolean;
  readonly firstRound: number;
  lastRound: number;
  /** Masks of every block it played, by block number. */
  readonly blocks: Map<number, Uint8Array>;
  alive: boolean;
  droppedIn: number | null;
  droppedAgainst: string | null;
  droppedP: number | null;
}

export async function runTune(opts: TuneOptions): Promise<TuneResult> {
  const { game } = opts;
  if (game.cooperative === true) throw new UsageError(`tune measures distance from a fair share of 1/players; ${game.id} is co-operative, which tune does not support yet`);
  if (opts.ranges.length === 0) throw new UsageError('tune needs at least one --vary param=lo..hi[:step]');
  const specs = new Map(game.parameters.map((p) => [p.key, p]));
  const seen = new Set<string>();
  const axes = opts.ranges.map((r) => {
    const spec = specs.get(r.key);
    if (!spec) throw new UsageError(`unknown parameter '${r.key}' for ${game.id}: see 'balance-lab rules ${game.id}'`);
    if (seen.has(r.key)) throw new UsageError(`parameter ${r.key} is varied twice`);
    seen.add(r.key);
    return { key: r.key, values: rangeValues(spec, r) };
  });
  const keys = axes.map((a) => a.key);
  const gridSize = axes.reduce((n, a) => n * a.values.length, 1);
  const basePlan = makePlan(game, { ...opts.plan, games: 1 });
  const players = onePlayerCount(basePlan, 'a tune');
  if (basePlan.shard) throw new UsageError('a tune plays every game; it cannot be sharded');
  if (players < 2) throw new UsageError('tune compares factions against each other; it needs at least 2 players');
  const cycle = new SeatingPlan(basePlan).cycle;
  const asked = opts.block ?? 200;
  if (!Number.isInteger(asked) || asked < 1) throw new UsageError(`invalid block '${asked}': expected an integer of at least 1`);
  const block = Math.ceil(asked / cycle) * cycle;
  const rot = basePlan.paired ? players : 1;
  const perBlock = block * rot;
  const alpha = opts.alpha ?? 0.05;
  const resamples = opts.resamples ?? 999;
  if (!Number.isInteger(opts.budget) || opts.budget < 1) throw new UsageError(`invalid budget '${opts.budget}': expected an integer of at least 1`);
  const defaults = resolveParameters(game.parameters, opts.plan.parameters ?? {});
  const defaultSettings: Record<string, ParamValue> = {};
  for (const k of keys) defaultSettings[k] = defaults[k] as ParamValue;
  const defaultLabel = labelOf(keys, defaultSettings);

  // Grid coordinates ↔ settings.
  const settingsAt = (coord: readonly number[]): Record<string, ParamValue> => {
    const s: Record<string, ParamValue> = {};
    axes.forEach((a, i) => (s[a.key] = a.values[coord[i] as number] as ParamValue));
    return s;
  };
  const coordOf = (s: Readonly<Record<string, ParamValue>>): number[] | null => {
    const c = axes.map((a) => a.values.indexOf(s[a.key] as ParamValue));
    return c.some((i) => i < 0) ? null : c;
  };
  const coordAt = (n: number): number[] => {
    const c: number[] = new Array<number>(axes.length);
    for (let i = axes.length - 1; i >= 0; i--) {
      const len = (axes[i] as { values: ParamValue[] }).values.length;
      c[i] = n % len;
      n = Math.floor(n / len);
    }
    return c;
  };

  // Race the whole grid when a first round of it fits in half the budget; else evolve.
  const mode: 'race' | 'evolve' = gridSize * perBlock * 2 <= opts.budget ? 'race' : 'evolve';
  const population = mode === 'race' ? gridSize : Math.min(gridSize, Math.max(2, Math.floor(opts.budget / (4 * perBlock))));
  if (population * perBlock > opts.budget || (mode === 'evolve' && 2 * perBlock > opts.budget)) {
    throw new UsageError(
      `budget ${opts.budget} is too small for one round: ${mode === 'race' ? gridSize : 2} candidates × ${block} game indices${rot > 1 ? ` × ${rot} rotations` : ''} = ${Math.max(population, 2) * perBlock} games`,
    );
  }
  const rng = new Rng(`${basePlan.seed}/tune`);
  const candidates = new Map<string, Live>();
  const order: Live[] = [];
  const refused = new Map<string, TuneRefusal>();
  const add = (s: Record<string, ParamValue>, round: number): Live | null => {
    const label = labelOf(keys, s);
    if (candidates.has(label) || refused.has(label)) return null;
    // Validated against the game's own cross-checks before any game of it is played.
    let plan: RunPlan;
    try {
      plan = makePlan(game, { ...opts.plan, games: 1, parameters: { ...(opts.plan.parameters ?? {}), ...s } });
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      refused.set(label, { label, settings: s, round, reason: e.message });
      return null;
    }
    const c: Live = { label, settings: s, plan, isDefault: label === defaultLabel, firstRound: round, lastRound: round, blocks: new Map(), alive: true, droppedIn: null, droppedAgainst: null, droppedP: null };
    candidates.set(label, c);
    order.push(c);
    return c;
  };
  if (mode === 'race') for (let n = 0; n < gridSize; n++) add(settingsAt(coordAt(n)), 1);
  else {
    if (coordOf(defaultSettings)) add(defaultSettings, 1);
    // A seeded sample without replacement of the rest (rejection from the grid).
    let guard = 0;
    while (order.length < population && guard++ < 100 * population) add(settingsAt(coordAt(rng.int(gridSize))), 1);
  }
  // A grid of one value races alone; a grid the game refuses down to one candidate has nothing to compare.
  const firstRefusal = refused.values().next().value as TuneRefusal | undefined;
  if (order.length < 2 && firstRefusal) {
    throw new UsageError(
      `tune has ${order.length === 0 ? 'no variant' : 'one variant'} that ${game.id} accepts to race: ${refused.size} refused, first ${firstRefusal.label}: ${firstRefusal.reason}`,
    );
  }

  const factionIds = game.factions.map((f) => f.id).filter((f) => basePlan.factions.includes(f));
  const fair = 1 / players;
  const z = zFor(alpha / factionIds.length);
  const seatsCache = new Map<number, Int8Array[]>();
  const seatsOf = (b: number): Int8Array[] => {
    let s = seatsCache.get(b);
    if (!s) {
      s = rangeSeatings(basePlan, b * block, (b + 1) * block).map((row) => Int8Array.from(row.map((f) => factionIds.indexOf(f))));
      seatsCache.set(b, s);
    }
    return s;
  };
  const joined = (c: Live, bs: readonly number[]): { masks: Uint8Array; seats: Int8Array[] } => {
    const masks = new Uint8Array(bs.length * perBlock);
    const seats: Int8Array[] = [];
    bs.forEach((b, i) => {
      masks.set(c.blocks.get(b) as Uint8Array, i * perBlock);
      seats.push(...seatsOf(b));
    });
    return { masks, seats };
  };
  const scoreOf = (c: Live): Scored => {
    const bs = [...c.blocks.keys()].sort((a, b) => a - b);
    const j = joined(c, bs);
    return score(j.masks, j.seats, factionIds, fair, z);
  };

  const started = performance.now();
  const rounds: TuneRound[] = [];
  let searchGames = 0;
  let round = 0;
  let proposedNow: string[] = order.map((c) => c.label);
  for (;;) {
    const alive = order.filter((c) => c.alive);
    if (alive.length * perBlock > opts.budget - searchGames) break;
    if (alive.length < 2 && proposedNow.length === 0) break;
    round++;
    const b = round - 1;
    opts.onRound?.(round, alive.length, b * block, (b + 1) * block);
    for (const c of alive) {
      const r = await playRange(opts, c.plan, b * block, (b + 1) * block);
      c.blocks.set(b, r.masks);
      c.lastRound = round;
      searchGames += perBlock;
    }
    const scored = new Map(alive.map((c) => [c, scoreOf(c)]));
    const best = alive.reduce((x, y) => ((scored.get(y) as Scored).objective < (scored.get(x) as Scored).objective ? y : x));
    // Paired bootstrap of objective(c) − objective(best) on the blocks both played.
    const others = alive.filter((c) => c !== best);
    const pValues = others.map((c) => {
      const shared = [...c.blocks.keys()].filter((k) => best.blocks.has(k)).sort((x, y) => x - y);
      const a = joined(c, shared);
      const bb = joined(best, shared);
      const n = a.seats.length;
      const games = new Int32Array(factionIds.length);
      const wins = new Int32Array(factionIds.length);
      const idx = new Int32Array(n);
      const boot = new Rng(`${basePlan.seed}/tune/round${round}/${shared.join('.')}`);
      let notWorse = 0;
      for (let k = 0; k < resamples; k++) {
        games.fill(0);
        for (let j = 0; j < n; j++) {
          const r = boot.int(n);
          idx[j] = r;
          for (const f of a.seats[r] as Int8Array) games[f] = (games[f] as number) + 1;
        }
        const d = resampledObjective(a.masks, a.seats, idx, games, wins, fair) - resampledObjective(bb.masks, bb.seats, idx, games, wins, fair);
        if (d <= 0) notWorse++;
      }
      return (notWorse + 1) / (resamples + 1);
    });
    const adjusted = holm(pValues);
    const dropped: string[] = [];
    others.forEach((c, i) => {
      if ((adjusted[i] as number) <= alpha) {
        c.alive = false;
        c.droppedIn = round;
        c.droppedAgainst = best.label;
        c.droppedP = adjusted[i] as number;
        dropped.push(c.label);
      }
    });
    rounds.push({
      round,
      start: b * block,
      end: (b + 1) * block,
      candidates: alive.map((c) => c.label),
      proposed: proposedNow,
      best: best.label,
      bestObjective: (scored.get(best) as Scored).objective,
      dropped,
      gamesSoFar: searchGames,
    });
    proposedNow = [];
    if (mode === 'evolve') {
      // Refill the population with untried one-step neighbours of the best (every parameter ±1 step), in a seeded order.
      const room = population - order.filter((c) => c.alive).length;
      const bc = coordOf(best.settings) as number[];
      const neighbours: number[][] = [];
      axes.forEach((a, i) => {
        for (const d of [-1, 1]) {
          const v = (bc[i] as number) + d;
          if (v >= 0 && v < a.values.length) neighbours.push(bc.map((x, k) => (k === i ? v : x)));
        }
      });
      for (let i = neighbours.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [neighbours[i], neighbours[j]] = [neighbours[j] as number[], neighbours[i] as number[]];
      }
      for (const nb of neighbours) {
        if (proposedNow.length >= room) break;
        const c = add(settingsAt(nb), round + 1);
        if (c) proposedNow.push(c.label);
      }
    }
  }
  if (round === 0) throw new UsageError(`budget ${opts.budget} is too small for one round`);

  const finalScores = new Map(order.map((c) => [c, scoreOf(c)]));
  const survivors = order.filter((c) => c.alive && c.blocks.size > 0);
  const winner = survivors.reduce((x, y) => {
    const sx = finalScores.get(x) as Scored;
    const sy = finalScores.get(y) as Scored;
    return sy.objective < sx.objective || (sy.objective === sx.objective && y.blocks.size > x.blocks.size) ? y : x;
  });
  const winnerGames = winner.blocks.size * perBlock;

  // Confirmation on indices no round used.
  const cStart = round * block;
  const cAsked = opts.confirmGames ?? winner.blocks.size * block;
  const cGames = Math.max(cycle, Math.ceil(cAsked / cycle) * cycle);
  const cEnd = cStart + cGames;
  opts.onConfirm?.(cStart, cEnd);
  const cSeatRows = rangeSeatings(basePlan, cStart, cEnd);
  const cSeats = cSeatRows.map((row) => Int8Array.from(row.map((f) => factionIds.indexOf(f))));
  const defaultPlan = makePlan(game, { ...opts.plan, games: 1 });
  const dBlock = await playRange(opts, defaultPlan, cStart, cEnd);
  const wBlock = winner.isDefault ? dBlock : await playRange(opts, winner.plan, cStart, cEnd);
  const dScore = score(dBlock.masks, cSeats, factionIds, fair, z);
  const wScore = score(wBlock.masks, cSeats, factionIds, fair, z);
  const gaps = gapChanges(wBlock.masks, dBlock.masks, cSeatRows, factionIds, false);
  const inPlay = factionIds.filter((f) => gaps.get(f)?.n);
  const holmPs = holm(inPlay.map((f) => (gaps.get(f) as { pValue: number }).pValue));
  const changes: TuneChange[] = inPlay.map((f, i) => {
    const g = gaps.get(f) as { diff: number; low: number; high: number; pValue: number };
    return {
      faction: f,
      defaultRate: dScore.factions.find((x) => x.faction === f)?.winRate ?? 0,
      winnerRate: wScore.factions.find((x) => x.faction === f)?.winRate ?? 0,
      diff: g.diff,
      low: g.low,
      high: g.high,
      pValue: g.pValue,
      holmP: holmPs[i] as number,
    };
  });

  const described: TuneCandidate[] = order
    .filter((c) => c.blocks.size > 0)
    .map((c) => {
      const s = finalScores.get(c) as Scored;
      return {
        label: c.label,
        settings: c.settings,
        isDefault: c.isDefault,
        firstRound: c.firstRound,
        lastRound: c.lastRound,
        games: c.blocks.size * perBlock,
        objective: s.objective,
        objectiveLow: s.low,
        objectiveHigh: s.high,
        factions: s.factions,
        status: c === winner ? 'winner' : c.alive ? 'survivor' : 'dropped',
        droppedIn: c.droppedIn,
        droppedAgainst: c.droppedAgainst,
        droppedP: c.droppedP,
      };
    });
  const pick = (s: Scored) => ({ objective: s.objective, objectiveLow: s.low, objectiveHigh: s.high, factions: s.factions });
  return {
    game: game.id,
    version: game.version,
    seed: basePlan.seed,
    players,
    bots: basePlan.bots,
    objective: TUNE_OBJECTIVE,
    ranges: axes,
    gridSize,
    mode,
    block,
    budget: opts.budget,
    searchGames,
    fullGridGames: (mode === 'race' ? gridSize - refused.size : gridSize) * winnerGames,
    defaults: defaultLabel,
    winner: winner.label,
    rounds,
    candidates: described,
    refused: [...refused.values()],
    confirmation: { start: cStart, end: cEnd, games: cGames * rot, defaults: pick(dScore), winner: pick(wScore), changes },
    wallSeconds: (performance.now() - started) / 1000,
  };
}
