// The strength curve: one self-play study per bot level (every seat that level's
// bot), all on the same seed, so every level plays the same game indices in the
// same seatings on the same rule streams. Each faction's gap from its fair share
// is then followed across levels with paired changes, answering the designer's
// question: is a faction's advantage the game's, or the weaker bots'?
import type { AnyGame, GameRef } from './contracts.js';
import { UsageError } from './errors.js';
import { gapChanges, type GapChange } from './gap-change.js';
import { planIdentity, type RunIdentity } from './identity.js';
import type { ParamValue } from './parameters.js';
import { sameBots } from './bots/registry.js';
import { makePlan, type PlanOptions, type RunPlan } from './plan.js';
import { factionRows, lengthStats, type FactionRow } from './stats.js';
import { gapVerdicts, type FactionCurve, type GapSide, type GapVerdict, type LevelStep } from './strength-verdict.js';
import { hashParameters } from './summary.js';
import { onePlayerCount, playForPairing, rowSeatings, type RunForPairing } from './sweep.js';
import type { Tally } from './tally.js';
import { DEFAULT_ALPHA } from './verdict.js';

export interface StrengthOptions {
  readonly game: AnyGame;
  readonly gameRef: GameRef | null;
  /** Plan shared by every level; each level replaces `bots` with its own bot in every seat. */
  readonly plan: Omit<PlanOptions, 'bots'>;
  /** Bot specs, weakest first (at least two, none repeated). */
  readonly levels: readonly string[];
  readonly workers: number;
  /** Family-wise error rate of the verdicts (Holm-corrected); default 0.05. */
  readonly alpha?: number;
  readonly onLevel?: (bot: string, index: number, total: number) => void;
}

/** One level's run. */
export interface StrengthLevel {
  /** 0 = the weakest (first listed). */
  readonly index: number;
  readonly bot: string;
  /** Games played (game indices; × rotations with `paired`). */
  readonly games: number;
  /** Finished games no seat won, draws and timeouts. */
  readonly losses: number;
  readonly draws: number;
  readonly timeouts: number;
  /** 1/N, or in co-op and solo games the party's win rate at this level. */
  readonly fairShare: number;
  readonly meanLength: number;
  /** The plan's identity, as a simulate run of this level would record it. */
  readonly identity: RunIdentity;
  readonly wallSeconds: number;
}

/** One faction at one level. */
export interface StrengthRow extends FactionRow {
  readonly level: number;
  readonly bot: string;
  /** winRate − fairShare. */
  readonly gap: number;
  /** Where the 95% interval puts the faction: clearly above fair, clearly below, or neither. */
  readonly side: GapSide;
  /** The paired change of the gap from the previous level (null at the first). */
  readonly change: GapChange | null;
}

export interface StrengthResult {
  readonly game: string;
  readonly gameName: string;
  readonly version: string;
  readonly seed: string;
  /** Game indices per level. */
  readonly games: number;
  readonly players: number;
  readonly factions: readonly string[];
  readonly mirror: boolean;
  readonly paired: boolean;
  /** Fair share = the party's win rate at each level (co-op or solo), rather than 1/N. */
  readonly partyFairShare: boolean;
  readonly parameters: Readonly<Record<string, ParamValue>>;
  readonly parametersHash: string;
  readonly content: { readonly name: string; readonly hash: string } | null;
  readonly levels: readonly StrengthLevel[];
  /** Per level (in order), per faction (in the game's order). */
  readonly rows: readonly StrengthRow[];
  readonly alpha: number;
  readonly verdicts: readonly GapVerdict[];
  readonly wallSeconds: number;
}

/** Every level validated (bot, evaluation, seatings) before any game is played. */
function levelPlans(opts: StrengthOptions): RunPlan[] {
  const { levels, game } = opts;
  if (levels.length < 2) throw new UsageError(`a strength curve needs at least two levels in --bots (weakest first), got '${levels.join(',')}'`);
  const plans = levels.map((bot) => makePlan(game, { ...opts.plan, bots: [bot] }));
  const twice = sameBots(game, levels);
  if (twice !== null) {
    const [a, b, bot] = twice;
    throw new UsageError(a === b ? `level '${a}' is listed twice in --bots ${levels.join(',')}: each level is played once` : `levels '${a}' and '${b}' in --bots ${levels.join(',')} are the same bot (${bot}): each level is played once`);
  }
  onePlayerCount(plans[0] as RunPlan, 'a strength study');
  if ((plans[0] as RunPlan).shard) throw new UsageError('a strength study plays every game; it cannot be sharded');
  return plans;
}

function endings(t: Tally): { losses: number; draws: number; timeouts: number } {
  const out = { losses: 0, draws: 0, timeouts: 0 };
  for (const s of Object.values(t.seatings)) {
    out.losses += s.losses;
    out.draws += s.draws;
    out.timeouts += s.timeouts;
  }
  return out;
}

const sideOf = (r: FactionRow): GapSide => (r.games > 0 && r.ciLow > r.fairShare ? 'above' : r.games > 0 && r.ciHigh < r.fairShare ? 'below' : 'even');

const step = (from: string, to: string, c: GapChange): LevelStep => ({ from, to, ...c });

export async function runStrength(opts: StrengthOptions): Promise<StrengthResult> {
  const { game } = opts;
  const plans = levelPlans(opts);
  const first = plans[0] as RunPlan;
  const players = first.players[0] as number;
  const party = game.cooperative === true || players === 1;
  const order = game.factions.map((f) => f.id).filter((f) => first.factions.includes(f));
  // Seatings depend on the plan's cycles and the game index, never on the bots: one list serves every level.
  const seatings = rowSeatings(first);
  const started = performance.now();
  const runs: RunForPairing[] = [];
  const levels: StrengthLevel[] = [];
  const perLevel: FactionRow[][] = [];
  for (let i = 0; i < plans.length; i++) {
    const plan = plans[i] as RunPlan;
    const bot = opts.levels[i] as string;
    opts.onLevel?.(bot, i, plans.length);
    const run = await playForPairing(opts, plan);
    runs.push(run);
    const rows = factionRows(run.tally, order, plan.players, { cooperative: game.cooperative === true });
    perLevel.push(rows);
    levels.push({
      index: i,
      bot,
      games: seatings.length,
      ...endings(run.tally),
      fairShare: rows[0]?.fairShare ?? 0,
      meanLength: lengthStats(run.tally).mean,
      identity: planIdentity(game, plan),
      wallSeconds: run.wallSeconds,
    });
  }
  const masks = runs.map((r) => r.masks);
  const steps = masks.slice(1).map((after, j) => gapChanges(after, masks[j] as Uint8Array, seatings, order, party));
  // Two levels: the one step is the overall change.
  const overall = plans.length === 2 ? (steps[0] as Map<string, GapChange>) : gapChanges(masks[masks.length - 1] as Uint8Array, masks[0] as Uint8Array, seatings, order, party);
  const rows: StrengthRow[] = perLevel.flatMap((rs, i) =>
    rs.map((r) => ({ ...r, level: i, bot: opts.levels[i] as string, gap: r.winRate - r.fairShare, side: sideOf(r), change: i === 0 ? null : (steps[i - 1]?.get(r.faction) ?? null) })),
  );
  const bots = opts.levels;
  const curves: FactionCurve[] = order.map((faction) => {
    const mine = rows.filter((r) => r.faction === faction);
    return {
      faction,
      levels: mine.map((r) => ({ bot: r.bot, games: r.games, gap: r.gap, side: r.side })),
      steps: steps.map((s, j) => step(bots[j] as string, bots[j + 1] as string, s.get(faction) as GapChange)),
      overall: step(bots[0] as string, bots[bots.length - 1] as string, overall.get(faction) as GapChange),
    };
  });
  const alpha = opts.alpha ?? DEFAULT_ALPHA;
  return {
    game: game.id,
    gameName: game.name,
    version: game.version,
    seed: first.seed,
    games: first.games,
    players,
    factions: order,
    mirror: first.mirror,
    paired: first.paired,
    partyFairShare: party,
    parameters: first.parameters,
    parametersHash: hashParameters(first.parameters),
    content: first.content ? { name: first.content.name, hash: first.content.hash } : null,
    levels,
    rows,
    alpha,
    verdicts: gapVerdicts(curves, alpha),
    wallSeconds: (performance.now() - started) / 1000,
  };
}
