// Balance verdicts: is a win rate inside a tolerance band, outside it, or not
// yet known? Tested against the band, not against a point such as 50%, because
// with millions of games every faction differs "significantly" from 50%; the
// designer's question is whether the difference is bigger than they tolerate.
import { wilson, type FactionRow, type MatchupRow } from './stats.js';

/** Tolerance band for a win rate, as fractions (0.45 = 45%). */
export interface Band {
  readonly lo: number;
  readonly hi: number;
}

export const DEFAULT_BAND: Band = { lo: 0.45, hi: 0.55 };
export const DEFAULT_ALPHA = 0.05;

/**
 * The default band for an n-player game: fair share 1/n ± 5 points, so a
 * 2-player game gets DEFAULT_BAND and a 3-player game 28.3–38.3%.
 */
export function bandForPlayers(players: number): Band {
  if (!Number.isInteger(players) || players < 1) throw new RangeError(`bandForPlayers: need an integer >= 1, got ${players}`);
  if (players === 2) return DEFAULT_BAND;
  return bandAround(1 / players);
}

/**
 * A fair share ± 5 points, cut to [0, 1]. An edge at 0 or 1 has no rate beyond it,
 * so nothing is judged outside there (a co-op game every party wins: 95–100%).
 */
export function bandAround(fair: number): Band {
  return { lo: Math.max(0, fair - 0.05), hi: Math.min(1, fair + 0.05) };
}

export function checkBand(band: Band): Band {
  if (!(Number.isFinite(band.lo) && Number.isFinite(band.hi) && band.lo >= 0 && band.lo < band.hi && band.hi <= 1)) {
    throw new RangeError(`invalid band ${band.lo}–${band.hi}: expected 0 <= lo < hi <= 1`);
  }
  return band;
}

/** An edge at 0 or 1: no rate lies beyond it (and the null variance e(1−e) would be zero). */
const openEdge = (e: number): boolean => e <= 0 || e >= 1;

/**
 * Holm–Bonferroni step-down adjusted p-values, in the input order. Rejecting
 * where adjusted <= alpha controls the family-wise error rate at alpha.
 */
export function holm(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out = new Array<number>(m);
  let running = 0;
  order.forEach(([p, i], rank) => {
    // The running max keeps adjusted values monotone in the raw p-values.
    running = Math.max(running, Math.min(1, (m - rank) * p));
    out[i] = running;
  });
  return out;
}

/**
 * Complementary error function, Numerical Recipes' `erfcc` (Chebyshev fit,
 * relative error < 1.2e-7 everywhere), which keeps relative accuracy far into
 * the tails where tiny p-values live.
 */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** P(Z > z) for a standard normal Z. */
export function normalUpperTail(z: number): number {
  return 0.5 * erfc(z / Math.SQRT2);
}

export interface BandTest {
  /** The band edge nearer the observed rate, the one tested against. */
  readonly edge: 'lo' | 'hi';
  /** One-sided p-value: rate > hi (edge hi) or rate < lo (edge lo). */
  readonly pValue: number;
}

/**
 * One-sided test of a binomial rate against the nearer band edge e, using the
 * normal approximation z = (k/n − e) / √(e(1−e)/n) (the variance under the
 * null p = e). Accurate for the game counts this tool runs (thousands and up);
 * for tiny n it is rough, but then the Wilson interval is wide and the verdict
 * is "undecided" anyway. No games: p = 1.
 */
export function bandTest(wins: number, games: number, band: Band = DEFAULT_BAND): BandTest {
  checkBand(band);
  const rate = games > 0 ? wins / games : 0;
  const edge = rate > (band.lo + band.hi) / 2 ? 'hi' : 'lo';
  const e = edge === 'hi' ? band.hi : band.lo;
  if (games === 0 || openEdge(e)) return { edge, pValue: 1 };
  const z = (rate - e) / Math.sqrt((e * (1 - e)) / games);
  return { edge, pValue: edge === 'hi' ? normalUpperTail(z) : normalUpperTail(-z) };
}

/** The band test for an estimate with a known standard error (normal approximation). */
export function estimateBandTest(e: { readonly rate: number; readonly se: number }, band: Band = DEFAULT_BAND): BandTest {
  checkBand(band);
  const edge = e.rate > (band.lo + band.hi) / 2 ? 'hi' : 'lo';
  const at = edge === 'hi' ? band.hi : band.lo;
  if (!Number.isFinite(e.se) || openEdge(at)) return { edge, pValue: 1 };
  // A zero standard error (every pair alike) decides by which side of the edge the rate is on.
  const z = e.se > 0 ? (e.rate - at) / e.se : Math.sign(e.rate - at) * Infinity;
  return { edge, pValue: edge === 'hi' ? normalUpperTail(z) : normalUpperTail(-z) };
}

export type VerdictKind = 'outside' | 'inside' | 'undecided';

export interface Verdict {
  /** Who: a faction id, or the seating (faction per seat) for a matchup. */
  readonly subject: string;
  /** The player count it was judged at (null when the caller did not say). */
  readonly players: number | null;
  readonly games: number;
  readonly wins: number;
  readonly rate: number;
  readonly ciLow: number;
  readonly ciHigh: number;
  readonly verdict: VerdictKind;
  /** Set when the verdict is 'outside': which side of the band. */
  readonly direction: 'above' | 'below' | null;
  readonly pValue: number;
  /** Holm-adjusted over the family (all factions, or all matchups). */
  readonly adjustedP: number;
  /** One plain sentence, e.g. "murg wins 58.1% [57.4, 58.8] — outside the band (45–55%)". */
  readonly text: string;
}

/** Anything with a win count to judge against the band. */
export interface Candidate {
  readonly subject: string;
  /** Sentence start, e.g. "murg wins" or "murg (seat 0) vs huldra: murg wins". */
  readonly lead: string;
  readonly wins: number;
  readonly games: number;
  readonly players?: number;
  /** Games the subject played that no seat won (said in the text when there are any). */
  readonly losses?: number;
  /**
   * An estimate other than wins/games with its own standard error (paired runs:
   * the rate over pairs); the interval and the band test then use it.
   */
  readonly estimate?: { readonly rate: number; readonly low: number; readonly high: number; readonly se: number };
}

/** 0.581 -> "58.1". */
const pct = (x: number): string => (x * 100).toFixed(1);
/** Band edges without a needless ".0": 0.45 -> "45", 0.2833 -> "28.3". */
const edgePct = (x: number): string => String(Math.round(x * 1000) / 10);

export function bandText(band: Band): string {
  return `${edgePct(band.lo)}–${edgePct(band.hi)}%`;
}

/**
 * Verdicts for any family of rates, Holm-corrected within the family; the
 * building block of factionVerdicts and matchupVerdicts.
 */
export function judge(candidates: readonly Candidate[], band: Band = DEFAULT_BAND, alpha: number = DEFAULT_ALPHA): Verdict[] {
  checkBand(band);
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`invalid alpha ${alpha}: expected 0 < alpha < 1`);
  const tests = candidates.map((c) => (c.estimate ? estimateBandTest(c.estimate, band) : bandTest(c.wins, c.games, band)));
  // Only rows with games are tests; an empty row must not weaken the others' correction.
  const tested = candidates.map((c, i) => (c.games > 0 ? i : -1)).filter((i) => i >= 0);
  const adjustedTested = holm(tested.map((i) => tests[i]!.pValue));
  const adjusted = candidates.map(() => 1);
  tested.forEach((i, j) => (adjusted[i] = adjustedTested[j]!));
  const bandWords = `the band (${bandText(band)})`;
  return candidates.map((c, i) => {
    const ci = c.estimate ?? wilson(c.wins, c.games);
    const t = tests[i]!;
    const adj = adjusted[i]!;
    let verdict: VerdictKind;
    let tail: string;
    if (c.games > 0 && adj <= alpha) {
      verdict = 'outside';
      tail = `outside ${bandWords}`;
    } else if (c.games > 0 && ci.low >= band.lo && ci.high <= band.hi) {
      verdict = 'inside';
      tail = `inside ${bandWords}`;
    } else {
      verdict = 'undecided';
      tail = c.games === 0 ? `no games, so no verdict on ${bandWords}` : `undecided: neither clearly inside nor clearly outside ${bandWords}`;
    }
    const lost = c.losses && c.games > 0 ? `; ${pct(c.losses / c.games)}% of its games were lost by everyone` : '';
    return {
      subject: c.subject,
      players: c.players ?? null,
      games: c.games,
      wins: c.wins,
      rate: ci.rate,
      ciLow: ci.low,
      ciHigh: ci.high,
      verdict,
      direction: verdict === 'outside' ? (t.edge === 'hi' ? 'above' : 'below') : null,
      pValue: t.pValue,
      adjustedP: adj,
      text: `${c.lead} ${pct(ci.rate)}% [${pct(ci.low)}, ${pct(ci.high)}] — ${tail}${lost}`,
    };
  });
}

/** One verdict per faction (pooled over seats and seatings), Holm-corrected across factions. */
export function factionVerdicts(
  rows: readonly FactionRow[],
  band: Band = DEFAULT_BAND,
  alpha: number = DEFAULT_ALPHA,
  lead: (r: FactionRow) => string = (r) => `${r.faction} wins`,
): Verdict[] {
  return judge(
    rows.map((r) => ({ subject: r.faction, players: r.players, lead: lead(r), wins: r.wins, games: r.games, losses: r.losses })),
    band,
    alpha,
  );
}

/**
 * One verdict per seating, on the win rate of the faction in seat 0 (the rate
 * the matchup heat map colours), Holm-corrected across all seatings. Per
 * seating rather than pooled per pair of factions so that each verdict is
 * exactly one heat map cell; the seat advantage shows as the difference
 * between a seating and its mirror image (e.g. a,b against b,a).
 */
export function matchupVerdicts(
  rows: readonly MatchupRow[],
  band: Band = DEFAULT_BAND,
  alpha: number = DEFAULT_ALPHA,
): Verdict[] {
  return judge(
    rows.map((r) => {
      const first = r.seats[0] ?? '?';
      return {
        subject: r.seats.join(','),
        players: r.players,
        losses: r.losses,
        lead: `${first} (seat 0) vs ${r.seats.slice(1).join(', ')}: ${first} wins`,
        wins: r.wins[0] ?? 0,
        games: r.games,
      };
    }),
    band,
    alpha,
  );
}
