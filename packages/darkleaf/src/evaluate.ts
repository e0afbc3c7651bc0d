// Heuristic position evaluation for the greedy and MCTS bots (spec §6.5):
// evaluate(state, seat) in [-1, 1], ±1 only for a finished game with a winner.
//
// raw = P(seat) − P(rival), squashed by x / (1 + |x|) after `weights.shared.scale`.
// P(seat) adds the shared terms, kept here:
//   * material by unit type, skill progress (slot fill of rows whose effect
//     exists and has a target now, relic tokens, laws, auras; bones in a Sum row the
//     seat's dice can no longer finish count against it);
//   * the seat to move: pending extra turns, an active roll-first law before the roll;
// and the terms of the seat's clan, which its own module computes (ClanHooks.evalTerms,
// reached through config.hooks[clan] with the tables its evalTables built; issue 24:
// this file knows no clan):
//   * progress along its path to victory, read from the counters the engine keeps;
//   * threats: the chance that the seat's next roll achieves a path step, computed
//     exactly from unit geometry, thresholds and bone sides (eval-kit threatValue).
//     Because "threats against my royal" are the rival's threats, the subtraction
//     makes them count against the seat;
//   * the partly played turn (rollMode below): before the roll a threat counts with
//     its chance; with the roll known (post-roll choice, a journey prompt) it counts 1
//     if that roll achieves it; once the roll is spent, and for the seat not to move,
//     it counts `tempo` × its chance on the next roll (the rival may parry first). A
//     declared deed whose bone is not rolled yet (a mixed pool) counts its exact
//     success chance.
// No allocation per call: everything is read from typed arrays and a per-Config
// cache built once (the clans' tables, ClanHooks.evalTables, included).
import type { Config } from './config.js';
import { defaultWeights, type WeightsData } from './data/weights.js';
import {
  type DarkleafState, BONES, G_EXTRA, PH_CLAN, G_INTENT, G_OVER, G_PHASE, G_PREDICTIVE, G_ROLL, G_SEAT, G_WINNER,
  INTENT_DEED, INTENT_JOURNEY, MAX_SLOTS, PH_CHOOSE_BONE, PH_DECLARE, PH_ACQUIRE, PH_JOURNEY, PH_POSTROLL, PH_SETUP, PH_SLOT, PH_UPKEEP,
  slotIndex, unitType,
} from './state.js';
import { rowClearable } from './slotting.js';
import { popcount } from './units.js';
import { clanPrompt, promptResume, RESUME_ACQUIRE, RESUME_EXECUTE } from './flow.js';
import {
  M_FRESH, M_FRESH_DEED, M_FRESH_JOURNEY, M_KNOWN_ANY, M_KNOWN_JOURNEY, M_SPENT, weightOf,
} from './eval-kit.js';

// ---- weights: flat indices into a Float64Array ------------------------------------------

/**
 * Order of the flat table of the shared weights; each entry is a feature of WeightsData.shared.
 * A clan's own block (weights.<clan>.*) is read by its evalTables hook.
 */
export const WEIGHT_KEYS = [
  'shared.pawn', 'shared.sage', 'shared.knight', 'shared.rook', 'shared.royal',
  'shared.slotFill', 'shared.relicToken', 'shared.lawActive', 'shared.aura', 'shared.extraTurn', 'shared.predictive',
  'shared.tempo', 'shared.scale',
] as const;
const K = (key: (typeof WEIGHT_KEYS)[number]): number => WEIGHT_KEYS.indexOf(key);
// Material weights are indexed by UnitType (pawn, sage, knight, rook, queen, king).
const W_SLOT = K('shared.slotFill'), W_RELIC = K('shared.relicToken'), W_LAW = K('shared.lawActive'), W_AURA = K('shared.aura');
const W_EXTRA = K('shared.extraTurn'), W_PREDICTIVE = K('shared.predictive'), W_TEMPO = K('shared.tempo'), W_SCALE = K('shared.scale');
const MATERIAL_KEYS = ['shared.pawn', 'shared.sage', 'shared.knight', 'shared.rook', 'shared.royal', 'shared.royal'] as const;

/** The flat table of the shared weights of a WeightsData (missing leaves fall back to the defaults). */
export function flattenWeights(data: WeightsData = defaultWeights): Float64Array {
  const w = new Float64Array(WEIGHT_KEYS.length);
  WEIGHT_KEYS.forEach((key, i) => (w[i] = weightOf(data, 'shared', key.slice('shared.'.length) as keyof WeightsData['shared'] & string)));
  return w;
}

// ---- per-Config cache --------------------------------------------------------------------

interface EvalTables {
  readonly w: Float64Array;
  /** Material weight per UnitType. */
  readonly material: Float64Array;
  /** rowUseful[clan*5 + row]: the engine implements the row's effect (other rows never complete). */
  readonly rowUseful: Uint8Array;
  /** Per clan index: what its evalTables hook built, handed back to its evalTerms. */
  readonly clan: readonly unknown[];
}

const BOUND = new WeakMap<Config, WeightsData>();
const TABLES = new WeakMap<Config, EvalTables>();
let lastConfig: Config | null = null;
let lastTables: EvalTables | null = null;

/** Binds evaluation weights to a compiled Config (called by `configure`); unbound configs use the defaults. */
export function bindWeights(config: Config, weights: WeightsData | undefined): void {
  BOUND.set(config, weights ?? defaultWeights);
  TABLES.delete(config);
  if (lastConfig === config) lastConfig = null;
}

function buildTables(config: Config): EvalTables {
  const data = BOUND.get(config) ?? defaultWeights;
  const w = flattenWeights(data);
  const material = new Float64Array(6);
  MATERIAL_KEYS.forEach((k, t) => (material[t] = w[K(k)]!));
  const rowUseful = new Uint8Array(6 * 5);
  const clan: unknown[] = [];
  for (let c = 0; c < 6; c++) {
    const cc = config.clans[c]!;
    for (let r = 0; r < 5 && r < cc.skills.length; r++) rowUseful[c * 5 + r] = config.hooks[c]!.implementsSkill(cc.skills[r]!.id) ? 1 : 0;
    clan.push(config.hooks[c]!.evalTables(config, data));
  }
  return { w, material, rowUseful, clan };
}

function tablesFor(config: Config): EvalTables {
  if (config === lastConfig) return lastTables!;
  let t = TABLES.get(config);
  if (t === undefined) {
    t = buildTables(config);
    TABLES.set(config, t);
  }
  lastConfig = config;
  lastTables = t;
  return t;
}

// ---- small helpers -----------------------------------------------------------------------

/** Largest die in `seat`'s pool (the player picks the bone when the pool is mixed, DP-8). */
function poolSides(s: DarkleafState, seat: number): number {
  let best = 0;
  for (let b = 0; b < BONES; b++) {
    const i = seat * BONES + b;
    if (s.boneLoc[i] === -1 && s.boneSides[i]! > best) best = s.boneSides[i]!;
  }
  if (best === 0) for (let b = 0; b < BONES; b++) best = Math.max(best, s.boneSides[seat * BONES + b]!);
  return best;
}

// ---- per-seat score ----------------------------------------------------------------------

/**
 * The seat to move can no longer parry: its journey or deed is behind it (Phase 4/5, or
 * a clan prompt after the action, e.g. a Wibo Morph roll after the journey: the clan's
 * promptAfterAction hook) and no extra turn is pending. Then the rival, who moves next,
 * threatens with a fresh roll rather than `tempo` × it.
 */
function moverDone(s: DarkleafState): boolean {
  if (s.g[G_EXTRA]! > 0) return false;
  const ph = s.g[G_PHASE]!;
  if (ph === PH_SLOT || ph === PH_ACQUIRE) return true;
  if (ph !== PH_CLAN) return false;
  if (promptResume(s) === RESUME_ACQUIRE) return true;
  return s.config.hooks[s.clan[s.g[G_SEAT]!]!]!.promptAfterAction(s, clanPrompt(s));
}

function rollMode(s: DarkleafState, seat: number): number {
  if (s.g[G_SEAT] !== seat) return moverDone(s) ? M_FRESH : M_SPENT;
  switch (s.g[G_PHASE]) {
    case PH_SETUP:
    case PH_UPKEEP:
    case PH_DECLARE:
      return M_FRESH;
    case PH_CHOOSE_BONE: {
      const intent = s.g[G_INTENT]!;
      return intent === INTENT_DEED ? M_FRESH_DEED : intent === INTENT_JOURNEY ? M_FRESH_JOURNEY : M_FRESH;
    }
    case PH_POSTROLL:
      return M_KNOWN_ANY;
    case PH_JOURNEY:
      return M_KNOWN_JOURNEY;
    default:
      return M_SPENT;
  }
}

/** Everything P(seat) adds up (see the header). */
function seatScore(s: DarkleafState, seat: number, t: EvalTables): number {
  const w = t.w;
  const clan = s.clan[seat]!;
  const cc = s.config.clans[clan]!;
  let v = 0;

  // Material and auras.
  let auras = 0;
  for (let i = 0; i < 16; i++) {
    const u = seat * 16 + i;
    if (s.uSq[u]! < 0) continue;
    v += t.material[unitType(u)]!;
    auras += popcount(s.uAura[u]!);
  }
  v += auras * w[W_AURA]!;

  const sides = poolSides(s, seat);

  // Skill progress: bones toward rows whose effect exists, relic tokens, laws.
  for (let r = 0; r < 5 && r < cc.skills.length; r++) {
    v += s.relicTok[seat * 5 + r]! * w[W_RELIC]!;
    if ((s.law[seat]! & (1 << r)) !== 0) {
      v += w[W_LAW]!;
      continue;
    }
    if (t.rowUseful[clan * 5 + r] === 0) continue;
    const sk = cc.skills[r]!;
    let filled = 0, sum = 0;
    for (let k = 0; k < sk.nSlots && k < MAX_SLOTS; k++) {
      const val = s.slotVal[slotIndex(seat, r, k)]!;
      if (val !== 0) {
        filled++;
        sum += val;
      }
    }
    if (filled === 0) continue;
    // A Sum Between row the seat's own bones can no longer finish (G-13 allows any clan's largest
    // face) holds its bones for good: they cost what useful ones gain.
    if (sk.isSum && sum + (sk.nSlots - filled) * sides < sk.sumLo) {
      v -= (filled / sk.nSlots) * w[W_SLOT]!;
      continue;
    }
    // CR-S-9: bones in a row whose effect has no target now are worth nothing there; they may
    // go back to the pool, where a clan short of bones (CR-S-8) needs them. (Asking only when
    // the pool is short saves a quarter of greedy's time but left 45 of 200 Ferrymen–Wibo
    // self-play games at the round cap instead of 2.)
    if (rowClearable(s, seat, r)) continue;
    v += (filled / sk.nSlots) * w[W_SLOT]!;
  }

  // The seat to move: pending extra turns, Predictive Model before the roll.
  const mode = rollMode(s, seat);
  if (s.g[G_SEAT] === seat) {
    v += s.g[G_EXTRA]! * w[W_EXTRA]!;
    if (s.g[G_PREDICTIVE] !== 0 && mode === M_FRESH) v += w[W_PREDICTIVE]!;
  }

  // The clan's own terms (its path to victory, its threats), added in order by its module.
  return s.config.hooks[clan]!.evalTerms(s, seat, v, t.clan[clan], mode, s.g[G_ROLL]!, sides, w[W_TEMPO]!);
}

/**
 * GameDefinition.resolving: the seat to move is inside a clan prompt of the action it is
 * executing — a Flow's direction (FE-D-2), Barbaric's second square, a Morph roll after
 * the journey (WI-D-1), a retreat, a Reclaim relocation (ER-D-2) — or choosing what the
 * skill its bone just completed does (TS-5: the aura's unit, a miracle's target, where Rival
 * Regrowth rekindles). The evaluation cannot see that effect yet (a completed row scores as
 * bones gone), so greedy plays it out before scoring — unless the clan's
 * promptResolving hook leaves its prompt out (Erde's split-journey parts, ER-T-1).
 */
export function resolving(s: DarkleafState): boolean {
  if (s.g[G_OVER] !== 0) return false;
  const ph = s.g[G_PHASE]!;
  if (ph === PH_ACQUIRE) return true;
  if (ph !== PH_CLAN) return false;
  const after = promptResume(s);
  if (after === RESUME_ACQUIRE) return true;
  if (after !== RESUME_EXECUTE) return false;
  return s.config.hooks[s.clan[s.g[G_SEAT]!]!]!.promptResolving(s, clanPrompt(s));
}

/** Largest |value| short of a decided game. */
const MAX_OPEN = 0.999;

/**
 * Heuristic value of `s` for `seat` in [-1, 1]: +1 won, −1 lost, 0 for a round-cap
 * timeout; otherwise strictly inside (−1, 1). Antisymmetric: evaluate(s, 0) = −evaluate(s, 1).
 */
export function evaluate(s: DarkleafState, seat: number): number {
  const over = s.g[G_OVER]!;
  if (over === 1) return s.g[G_WINNER] === seat ? 1 : -1;
  if (over !== 0) return 0;
  const t = tablesFor(s.config);
  const raw = (seatScore(s, seat, t) - seatScore(s, seat ^ 1, t)) * t.w[W_SCALE]!;
  const v = raw / (1 + Math.abs(raw));
  // A NaN from a degenerate weight setting must not reach the bots' argmax as a number.
  if (!(v === v)) return 0;
  return v > MAX_OPEN ? MAX_OPEN : v < -MAX_OPEN ? -MAX_OPEN : v;
}

/** Per-seat parts, for diagnostics and tests (allocates). */
export function evaluateParts(s: DarkleafState): { seat0: number; seat1: number } {
  const t = tablesFor(s.config);
  return { seat0: seatScore(s, 0, t), seat1: seatScore(s, 1, t) };
}
