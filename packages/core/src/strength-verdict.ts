// A faction's verdict on a strength curve, in words: does its gap from the fair
// share grow, shrink or hold as the bots get stronger, and does it flip sign?
// Judged on the paired change between the lowest and the highest level
// (Holm-corrected across factions, as the balance verdicts are), with the
// adjacent steps (Holm-corrected across factions × steps) saying where it moved.
// A gap that holds or grows with stronger play is the game's; one that shrinks
// toward fair was partly the weaker bots'.
import type { GapChange } from './gap-change.js';
import { DEFAULT_ALPHA, holm } from './verdict.js';

/** Which side of the fair share a level's 95% interval puts the faction on. */
export type GapSide = 'above' | 'below' | 'even';

export type GapTrend = 'grows' | 'shrinks' | 'holds' | 'none';

/** A faction at one level: its gap (win rate − fair share) and side. */
export interface LevelGap {
  readonly bot: string;
  readonly games: number;
  readonly gap: number;
  readonly side: GapSide;
}

export interface LevelStep extends GapChange {
  readonly from: string;
  readonly to: string;
}

/** What the verdict needs of one faction: its gap per level (weakest first), the paired steps, lowest vs highest. */
export interface FactionCurve {
  readonly faction: string;
  readonly levels: readonly LevelGap[];
  /** steps[j]: level j+1 against level j. */
  readonly steps: readonly LevelStep[];
  readonly overall: LevelStep;
}

export interface JudgedStep extends LevelStep {
  /** Holm-adjusted over every faction's every step. */
  readonly adjustedP: number;
  /** Significant rise or fall of the gap (at the adjusted level), or neither. */
  readonly direction: 'up' | 'down' | 'flat';
}

export interface GapVerdict {
  readonly faction: string;
  /** Of the gap's size |win rate − fair share|, lowest level against highest; 'none' without games. */
  readonly trend: GapTrend;
  /** The faction is clearly on one side of fair at the lowest level and clearly on the other at the highest. */
  readonly flipsSign: boolean;
  readonly overall: LevelStep & { readonly adjustedP: number };
  readonly steps: readonly JudgedStep[];
  readonly text: string;
}

const pts = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}`;
const SIDE_WORDS: Record<GapSide, string> = { above: 'clearly above fair', below: 'clearly below fair', even: 'not clearly off fair' };

function pText(p: number): string {
  return p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`;
}

/**
 * The trend of one faction, given its overall change is significant: the sign
 * flips when the two ends are clearly on opposite sides of fair; the gap grows
 * when it ends farther from fair than it started, else shrinks. The paired test
 * says the gap moved; the sizes at the two ends say which way that is for |gap|.
 */
export function classifyTrend(first: LevelGap, last: LevelGap, significant: boolean): { trend: GapTrend; flipsSign: boolean } {
  if (first.games === 0 && last.games === 0) return { trend: 'none', flipsSign: false };
  if (!significant) return { trend: 'holds', flipsSign: false };
  const flipsSign = (first.side === 'above' && last.side === 'below') || (first.side === 'below' && last.side === 'above');
  return { trend: Math.abs(last.gap) > Math.abs(first.gap) ? 'grows' : 'shrinks', flipsSign };
}

function direction(s: LevelStep, adjustedP: number, alpha: number): JudgedStep['direction'] {
  if (s.n === 0 || adjustedP > alpha) return 'flat';
  return s.diff > 0 ? 'up' : s.diff < 0 ? 'down' : 'flat';
}

/** Holm over the entries with data; those without keep p = 1. */
function adjustWhere(pValues: readonly number[], tested: readonly boolean[]): number[] {
  const idx = pValues.map((_, i) => i).filter((i) => tested[i]);
  const adj = holm(idx.map((i) => pValues[i] as number));
  const out = pValues.map(() => 1);
  idx.forEach((i, j) => (out[i] = adj[j] as number));
  return out;
}

export function gapVerdicts(curves: readonly FactionCurve[], alpha: number = DEFAULT_ALPHA): GapVerdict[] {
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`invalid alpha ${alpha}: expected 0 < alpha < 1`);
  const overallP = adjustWhere(curves.map((c) => c.overall.pValue), curves.map((c) => c.overall.n > 0));
  const flat = curves.flatMap((c) => c.steps);
  const stepP = adjustWhere(flat.map((s) => s.pValue), flat.map((s) => s.n > 0));
  let k = 0;
  return curves.map((c, i) => {
    const steps = c.steps.map((s) => {
      const adjustedP = stepP[k++] as number;
      return { ...s, adjustedP, direction: direction(s, adjustedP, alpha) };
    });
    const adjustedP = overallP[i] as number;
    const first = c.levels[0];
    const last = c.levels[c.levels.length - 1];
    if (!first || !last) throw new RangeError(`gapVerdicts: ${c.faction} has no levels`);
    const { trend, flipsSign } = classifyTrend(first, last, c.overall.n > 0 && adjustedP <= alpha);
    const overall = { ...c.overall, adjustedP };
    return { faction: c.faction, trend, flipsSign, overall, steps, text: verdictText(c.faction, first, last, overall, steps, trend, flipsSign) };
  });
}

function verdictText(
  faction: string,
  first: LevelGap,
  last: LevelGap,
  overall: LevelStep & { adjustedP: number },
  steps: readonly JudgedStep[],
  trend: GapTrend,
  flipsSign: boolean,
): string {
  if (trend === 'none') return `${faction}: no games at any level, so no verdict`;
  const words = trend === 'holds' ? 'holds' : `${flipsSign ? 'flips sign and ' : ''}${trend}`;
  const ends =
    `${pts(first.gap)} points at ${first.bot} (${SIDE_WORDS[first.side]}), ${pts(last.gap)} at ${last.bot} (${SIDE_WORDS[last.side]}); ` +
    `paired change ${pts(overall.diff)} [${pts(overall.low)}, ${pts(overall.high)}] points, ${pText(overall.adjustedP)} Holm-adjusted`;
  let tail = '';
  if (steps.length > 1) {
    const moved = steps.filter((s) => s.direction !== 'flat');
    const mixed = moved.some((s) => s.direction === 'up') && moved.some((s) => s.direction === 'down');
    tail =
      moved.length === 0
        ? '. No single step between adjacent levels moves it significantly'
        : `. ${mixed ? 'Not monotone' : 'Significant steps'}: ${moved.map((s) => `${s.direction === 'up' ? 'up' : 'down'} ${pts(s.diff).slice(1)} points from ${s.from} to ${s.to}`).join(', ')}`;
  }
  return `${faction}: the gap ${words} with strength — ${ends}${tail}`;
}
