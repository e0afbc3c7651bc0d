// Erde [L692-784], spec §3.4: journeys with Reclaimed ground (ER-T-2), split journeys part
// by part (ER-T-1, ER-S-3 Metamorphic), Tremor (ER-U-3), Lock Arms (ER-U-2), Thick Skin
// (ER-U-5), Reclaim (ER-D-1/2) with the relocation next to the king, the five skills
// (ER-S-1 Banish, ER-S-2 That Which Cannot Be Destroyed, ER-S-3 Metamorphic, ER-S-4 Sink,
// ER-S-5 One With the Land) and the centre victory (ER-V-1).
import type { Rng } from '@balance-lab/core';
import {
  A_DECLARE_DEED, A_END, A_MOVE, A_MOVE_PART, A_SPEND_RELIC, A_SQUARE, A_TARGET, argA, argB, argC, encode, kindOf,
} from '../actions.js';
import type { ClanConfig, Config } from '../config.js';
import { ERDE, KING, KNIGHT, ROOK, SAGE, UNIT_TYPE_NAMES } from '../config.js';
import {
  clanPrompt, endAcquire, endExecute, finishClanPrompt, nextPrompt, openPrompt, RESUME_ACQUIRE, RESUME_EXECUTE,
  RESUME_UPKEEP, resumeUpkeep, topFrame,
} from '../flow.js';
import { ADJ, CHEB, isOrtho, localRank, MASK_ALL, maskToGlobal, parseSquare, ray, squareName, toGlobal } from '../geometry.js';
import { isFrozen, journeyTo } from '../journey.js';
import { anyPlacement, PLACE_OUT, TARGET, clearTarget, placementSquares } from '../placement.js';
import { isImmovable, moveCap, pushDestination } from '../push.js';
import {
  type DarkleafState, CLAN_VARS, type UnitId, FIELD_0, FIELD_1, FIELD_2,
  G_I_UNIT, G_PHASE, G_ROLL, G_SEAT, G_TURN, PH_CLAN, PH_JOURNEY, PH_WILL, PR_RECLAIMED, SQ_GRAVEYARD, TERR_RECLAIMED, unitSeat,
  unitType,
} from '../state.js';
import { chipFree, declareWin, isInvulnerable, moveUnit, placeUnit, vanquish } from '../units.js';
import { clanHooks } from './base.js';
import { PAWN } from '../config.js';
import type { WeightsData } from '../data/weights.js';
import { RAY, RAY_STEPS } from '../geometry.js';
import { dirMask } from '../masks.js';
import { atLeast, threatValue, weightOf } from '../eval-kit.js';
import { clanHasAbility, clanThreshold, derivedPer, hasAbility, lawActive, option, royalOf, threshold } from '../clan-config.js';

// Clan prompts (the prompt of the open decision frame while G_PHASE = PH_CLAN, flow.ts clanPrompt).
const P_RECLAIM_PLACE = 1; // ER-D-2 relocation next to the king (DP-18)
export const P_SPLIT = 2; // ER-T-1 / ER-S-3 next part of a split journey (DP-10)
const P_BANISH = 3; // ER-S-1 destination of the next rival unit in the centre (DP-4/DP-18)
const P_REKINDLE = 4; // ER-S-2 rekindle square (DP-20)
const P_SINK = 5; // ER-S-4 Sink target (DP-20)

// Decision-frame fields (state.ts "Decision frames").
/** P_SPLIT (ER-T-1, ER-S-3): the journey value left, the units already moved (bit per unit), the parts left. */
const SPLIT_LEFT = FIELD_0, SPLIT_USED = FIELD_1, SPLIT_PARTS = FIELD_2;
/** P_BANISH (ER-S-1, G-60): the rival unit being relocated, and the centre squares already handled (bit per square). */
const BANISH_UNIT = FIELD_0, BANISH_DONE = FIELD_1;
const PROMPT_NAMES = ['', 'Reclaim relocation', 'split journey', 'Banish', 'That Which Cannot Be Destroyed', 'Sink'];

/**
 * Centre squares per config and seat, built once from the data (options.centreSquares): flags
 * at [seat*64 + sq], then per seat at 128 + seat*65 the count and the squares in ascending order.
 */
const centreOf = derivedPer((config: Config): Uint8Array => {
  const m = new Uint8Array(128 + 2 * 65);
  const cc = config.clans[ERDE]!;
  for (let k = 0; k < 2; k++) {
    for (const name of (cc.options['centreSquares'] as readonly string[])) m[k * 64 + toGlobal(k, parseSquare(name))] = 1;
    const list = 128 + k * 65;
    for (let sq = 0; sq < 64; sq++) if (m[k * 64 + sq] === 1) m[list + 1 + m[list]!++] = sq;
  }
  return m;
});
const centreTable = (s: DarkleafState): Uint8Array => centreOf(s.config);

function isCentre(s: DarkleafState, seat: number, sq: number): boolean {
  return centreTable(s)[seat * 64 + sq] === 1;
}

/** What the journey listings read from the clan's data on every call, derived once per ClanConfig. */
interface ErdeFacts {
  readonly anyDir: boolean; // option reclaimedStartAnyDirection (ER-T-2)
  readonly restMayBeDeclined: boolean; // option splitRestMayBeDeclined (G-55)
  readonly banishInCentre: boolean; // option banishMayEndInCentre (G-60, ruling 3)
  readonly tremor: boolean; // the knights have Tremor (ER-U-3)
  readonly thickSkinTypes: number; // bit per unit type with Thick Skin (ER-U-5)
  readonly reclaimedToWin: number;
  readonly splitUnits: number;
  readonly metamorphicUnits: number;
  readonly metamorphicMinRoll: number;
  readonly metamorphicRow: number; // −1 when the clan has no Metamorphic row
}
const factsOf = derivedPer((cc: ClanConfig): ErdeFacts => ({
  anyDir: cc.options['reclaimedStartAnyDirection'] as boolean,
  restMayBeDeclined: cc.options['splitRestMayBeDeclined'] as boolean,
  banishInCentre: cc.options['banishMayEndInCentre'] as boolean,
  tremor: clanHasAbility(cc, KNIGHT, 'tremor'),
  thickSkinTypes: UNIT_TYPE_NAMES.reduce((m, _n, t) => (clanHasAbility(cc, t, 'thickSkin') ? m | (1 << t) : m), 0),
  reclaimedToWin: clanThreshold(cc, 'reclaimedToWin'),
  splitUnits: clanThreshold(cc, 'splitUnits'),
  metamorphicUnits: clanThreshold(cc, 'metamorphicUnits'),
  metamorphicMinRoll: clanThreshold(cc, 'metamorphicMinRoll'),
  metamorphicRow: cc.skillRow['metamorphic'] ?? -1,
}));
const erdeFacts = (s: DarkleafState, seat: number): ErdeFacts => factsOf(s.config.clans[s.clan[seat]!]!);

function allCentreReclaimed(s: DarkleafState, seat: number): boolean {
  return s.progress[seat * 4 + PR_RECLAIMED]! >= erdeFacts(s, seat).reclaimedToWin;
}

function skillId(s: DarkleafState, seat: number, row: number): string {
  return s.config.clans[s.clan[seat]!]!.skills[row]!.id;
}

// ---------------------------------------------------------------------------------------------
// Placement sets (CR-N next-best placement fills PLACE_OUT)

/** ER-D-2: squares adjacent to the Erde king (CR-N); 0 if the king is not on the board. */
function kingSquares(s: DarkleafState, seat: number): number {
  clearTarget();
  const k = s.uSq[seat * 16 + 15]!;
  if (k < 0) return 0;
  for (let d = 0; d < 8; d++) {
    const a = ADJ[k * 8 + d]!;
    if (a >= 0) TARGET[a] = 1;
  }
  return placementSquares(s, true);
}

/** ER-S-2: squares adjacent to an Erde rook on the board (CR-N); 0 if no rook is in play. */
function rookSquares(s: DarkleafState, seat: number): number {
  clearTarget();
  let any = false;
  for (let u = seat * 16 + 12; u <= seat * 16 + 13; u++) {
    const r = s.uSq[u]!;
    if (r < 0) continue;
    any = true;
    for (let d = 0; d < 8; d++) {
      const a = ADJ[r * 8 + d]!;
      if (a >= 0) TARGET[a] = 1;
    }
  }
  return any ? placementSquares(s, true) : 0;
}

/**
 * ER-S-1 / G-60: free squares of The Woods (ranks 2–7) for the rival unit `u`, outside the centre
 * unless banishMayEndInCentre (ruling 3: L743 "anywhere in The Woods", L374), CR-N next-best if
 * the Woods are full; Deep Roots caps the distance (IX-34).
 */
function banishSquares(s: DarkleafState, seat: number, u: UnitId): number {
  clearTarget();
  const inCentre = erdeFacts(s, seat).banishInCentre;
  for (let sq = 8; sq < 56; sq++) if (inCentre || !isCentre(s, seat, sq)) TARGET[sq] = 1;
  let m = placementSquares(s, false);
  const cap = moveCap(s, u);
  if (cap < 8) {
    const from = s.uSq[u]!;
    let w = 0;
    for (let i = 0; i < m; i++) if (CHEB[from * 64 + PLACE_OUT[i]!]! <= cap) PLACE_OUT[w++] = PLACE_OUT[i]!;
    m = w;
  }
  return m;
}

/** ER-S-1: the next rival unit on a centre square that Banish still has to relocate, or −1. */
function nextBanished(s: DarkleafState, seat: number, doneMask: number): UnitId {
  // Only the centre squares, in ascending order: the same first unit as a scan of the board.
  const m = centreTable(s), list = 128 + seat * 65;
  for (let c = 1; c <= m[list]!; c++) {
    const sq = m[list + c]!;
    const u = s.board[sq]!;
    if (u < 0 || unitSeat(u) === seat || (doneMask & (1 << (sq & 31))) !== 0) continue;
    // IX-18: a unit nobody may move stays; so does one with no reachable square (Deep Roots).
    if (isImmovable(s, u) || banishSquares(s, seat, u) === 0) continue;
    return u;
  }
  return -1;
}

/**
 * ER-S-2: whether rookSquares(s, seat) > 0, without filling the sets: an Erde rook is in play and
 * some square is free (Erde may be placed on any free square, so CR-N always finds one then).
 */
function mayRekindleNextToRook(s: DarkleafState, seat: number): boolean {
  if (s.uSq[seat * 16 + 12]! < 0 && s.uSq[seat * 16 + 13]! < 0) return false;
  return anyPlacement(s, true);
}

/** ER-S-4 / G-56 / G-103: a unit Sink may name. */
function sinkable(s: DarkleafState, seat: number, t: UnitId): boolean {
  if (s.uSq[t]! < 0) return false;
  if (unitSeat(t) === seat && !option<boolean>(s, seat, 'sinkOwnUnits')) return false;
  if (s.config.game.blockInvulnerableTargets && isInvulnerable(s, t, seat)) return false;
  return true;
}

function graveyardPawn(s: DarkleafState, seat: number): UnitId {
  for (let i = 0; i < 8; i++) if (s.uSq[seat * 16 + i] === -1) return seat * 16 + i;
  return -1;
}

// ---------------------------------------------------------------------------------------------
// Tremor (ER-U-3)

/** Look-ahead depths with their own Tremor lists (PROBE_HIT below has as many). */
const MAX_DEPTH = 64;
/** Tremor pushes, 8 per look-ahead depth: unit, the square it leaves, the square it is pushed to. */
const TREMOR_U = new Int8Array(8 * MAX_DEPTH);
const TREMOR_FROM = new Int8Array(8 * MAX_DEPTH);
const TREMOR_TO = new Int8Array(8 * MAX_DEPTH);

/**
 * ER-U-3 [L719, L776] / G-59: after the knight's journey every adjacent unit is pushed one
 * square away from it, unless blocked by a unit, the board edge, stasis (IX-18) or — for
 * rival units — Reclaimed ground (IX-13). Simultaneous: destinations are computed first
 * (they lie at distance 2 from the knight, so no push frees or fills another's square).
 * Lists the pushes from TREMOR_*[base] on, moving nothing; returns how many.
 */
function tremorPushes(s: DarkleafState, seat: number, knight: UnitId, base: number): number {
  const from = s.uSq[knight]!;
  if (from < 0) return 0;
  const own = option<boolean>(s, seat, 'tremorPushesOwnUnits');
  let n = 0;
  for (let d = 0; d < 8; d++) {
    const a = ADJ[from * 8 + d]!;
    if (a < 0) continue;
    const v = s.board[a]!;
    if (v < 0 || (!own && unitSeat(v) === seat)) continue;
    const to = pushDestination(s, v, d, false, seat);
    if (to < 0) continue;
    TREMOR_U[base + n] = v;
    TREMOR_FROM[base + n] = a;
    TREMOR_TO[base + n] = to;
    n++;
  }
  return n;
}

/** ER-U-3: the knight's Tremor, all pushes at once. */
function tremor(s: DarkleafState, seat: number, knight: UnitId): void {
  const n = tremorPushes(s, seat, knight, 0);
  for (let i = 0; i < n; i++) moveUnit(s, TREMOR_U[i]!, TREMOR_TO[i]!);
}

const hasTremor = (s: DarkleafState, seat: number, u: UnitId): boolean =>
  unitType(u) === KNIGHT && erdeFacts(s, seat).tremor;

// ---------------------------------------------------------------------------------------------
// Journeys, whole or split part by part (ER-T-1, ER-T-2, ER-S-3, ER-V-1)

/**
 * Global journey mask of `u` now: data set, or every direction from Reclaimed ground (ER-T-2).
 * `cc` is the seat's clan and `anyDir` its option reclaimedStartAnyDirection, read once per call
 * by the callers' loops.
 */
function unitMask(s: DarkleafState, seat: number, cc: ClanConfig, anyDir: boolean, u: UnitId): number {
  if (anyDir && (s.terr[s.uSq[u]!]! & TERR_RECLAIMED) !== 0) return MASK_ALL;
  return maskToGlobal(seat, cc.journeyMask[unitType(u)]!);
}

/** ER-V-1 / T-42: before all 4 are Reclaimed the king may not end a journey on a centre square. */
function mayEndPart(s: DarkleafState, seat: number, u: UnitId, sq: number): boolean {
  return unitType(u) !== KING || !isCentre(s, seat, sq) || allCentreReclaimed(s, seat);
}

const winsOn = (s: DarkleafState, seat: number, u: UnitId, sq: number): boolean =>
  unitType(u) === KING && isCentre(s, seat, sq) && allCentreReclaimed(s, seat);

/** Per look-ahead depth, the army slot whose part answered the last partMoves probe (search order only). */
const PROBE_HIT = new Uint8Array(MAX_DEPTH);

/**
 * Enumerates the journey parts of `seat` with `value` squares left, `parts` parts allowed
 * (this one included) and `used` (bit per army slot) units that already moved. A final part
 * is A_MOVE (unit, to) covering the whole value left; a non-final part is A_MOVE_PART
 * (unit, to, squares), offered only if the rest can still be journeyed by other units
 * (look-ahead including Tremor), so a split never strands part of the roll (G-55).
 * With `exact` (Metamorphic, ruling 4: exactly metamorphicUnits different units, each part
 * ≥ 1 [L751, L293]) the journey takes exactly `parts` parts: no final part before the last,
 * and a part leaves at least one square for each part still owed (the look-ahead asks for
 * exactly parts − 1 more).
 * With out = null it only answers whether any part exists (returns 1/0).
 */
function partMoves(
  s: DarkleafState, seat: number, value: number, parts: number, exact: boolean, used: number, depth: number,
  out: Int32Array | null, n: number,
): number {
  const cc = s.config.clans[s.clan[seat]!]!;
  const f = factsOf(cc);
  const anyDir = f.anyDir;
  // Exactly `parts` parts still owed: this one is not the last (ruling 4).
  const owed = exact && parts >= 2;
  // The longest part: the parts still owed after it need a square each.
  const maxK = owed ? value - parts + 1 : value;
  if (maxK < 1) return n;
  // G-55 alternative: no look-ahead needed (only read where a later part is possible); never
  // for Metamorphic, whose split always ends with exactly its parts.
  const free = parts >= 2 && f.restMayBeDeclined && !exact;
  // A probe (out = null) only asks whether some part exists, so the order units are tried in
  // cannot change its answer: start at the unit that answered the last probe at this depth,
  // which usually answers again (restFeasible probes the same position with one unit moved).
  const start = out === null ? PROBE_HIT[depth]! : 0;
  const board = s.board;
  // Enumerating a split of this position: answer the look-aheads from its witnesses.
  const wit = out !== null && parts >= 2 && !free ? SPLIT_WITNESSES.open(cc, anyDir, value, used, exact) : null;
  for (let ii = 0; ii < 16; ii++) {
    const i = (start + ii) & 15;
    if ((used & (1 << i)) !== 0) continue;
    const u = seat * 16 + i;
    const from = s.uSq[u]!;
    if (from < 0 || isFrozen(s, u)) continue;
    const mask = unitMask(s, seat, cc, anyDir, u);
    if (mask === 0) continue;
    const t = unitType(u);
    const fixed = cc.journeyFixed[t]!;
    const upTo = cc.journeyUpTo[t] === 1;
    if (parts < 2 && (fixed > 0 || !upTo)) {
      // A last part has one exact distance: the same parts, in the same order, as the walk below,
      // with far fewer reads (lastPartAlong tests the landing square first).
      const dist = fixed > 0 ? fixed : value;
      for (let d = 0; d < 8; d++) {
        if ((mask & (1 << d)) === 0 || !lastPartAlong(s, seat, u, from, d, dist, value)) continue;
        if (out === null) { PROBE_HIT[depth] = i; return 1; }
        out[n++] = encode(A_MOVE, u, ray(from, d, dist));
      }
      continue;
    }
    const king = t === KING; // only the king's landing squares are restricted (ER-V-1)
    const tremors = t === KNIGHT && f.tremor; // its look-ahead must push (ER-U-3)
    for (let d = 0; d < 8; d++) {
      if ((mask & (1 << d)) === 0) continue;
      for (let k = 1; k <= maxK; k++) {
        const sq = ray(from, d, k);
        if (sq < 0 || board[sq] !== -1) break; // CR-J-3 / CR-J-4
        if (king && !mayEndPart(s, seat, u, sq)) continue;
        // A whole part ends the journey (exact value, any k ≤ value with "≤", or a fixed distance).
        if (!owed && (fixed > 0 ? k === fixed : k === value || upTo)) {
          if (out === null) { PROBE_HIT[depth] = i; return 1; }
          out[n++] = encode(A_MOVE, u, sq);
        }
        if (k < value && parts >= 2 && (fixed === 0 || k === fixed) && (free || (king && winsOn(s, seat, u, sq)) || (wit !== null && parts === 2 && !tremors
          ? wit.lastPartFeasible(s, seat, u, from, d, k, value - k)
          : (wit !== null && wit.survives(s, seat, i, from, sq, value - k, tremors, parts - 1))
            || restFeasible(s, seat, u, tremors, sq, value - k, parts - 1, exact, used | (1 << i), depth)))) {
          if (out === null) { PROBE_HIT[depth] = i; return 1; }
          out[n++] = encode(A_MOVE_PART, u, sq, k);
        }
      }
    }
  }
  return n;
}

/**
 * Whether unit `u` (on `from`) can end a journey's last part exactly `dist` squares along global
 * `d` (dist is its fixed distance or the value left; the walk stops at `value`): the landing
 * square is read first, since it rejects most directions at once, then the squares on the way.
 */
function lastPartAlong(s: DarkleafState, seat: number, u: UnitId, from: number, d: number, dist: number, value: number): boolean {
  if (dist < 1 || dist > value || dist > 7) return false; // the walk never reaches it
  const sq = ray(from, d, dist);
  if (sq < 0 || s.board[sq] !== -1) return false;
  for (let k = 1; k < dist; k++) if (s.board[ray(from, d, k)] !== -1) return false;
  return mayEndPart(s, seat, u, sq);
}

// Witnesses for the look-aheads of one split enumeration. restFeasible(u → to, r) with
// one part left asks: can another unused unit end a journey of exactly r on the board with u
// moved. Every such journey either already works before u moves and does not cross `to`, or
// crosses u's vacated square. So the journeys that work before the move (per r: army slot and
// squares crossed, landing included) are listed once per enumeration; a look-ahead then checks
// the list and, only if no entry survives, the few units lined up with u's old square. Lists
// keep at most WIT_PER_UNIT entries per unit and WIT_PER_R in all (most positions have many);
// when such a partial list has no surviving entry, restFeasible itself answers. Look-aheads of
// Tremor knights and of three-part splits use the lists only to say yes (SplitWitnesses.survives).
const WIT_MAX_R = 32, WIT_PER_R = 6, WIT_PER_UNIT = 2; // spread over units: u itself never counts
const WIT_UNUSABLE = -2; // unusable: a "≤" unit (any k) — ask restFeasible

/**
 * The witnesses of one split enumeration (partMoves opens them and passes them down; one object is
 * reused by every enumeration, so nothing is allocated), and the crossings of its missed look-ahead.
 */
class SplitWitnesses {
  /** Entries per r; a list is closed at WIT_PER_R or WIT_UNUSABLE. */
  readonly n = new Int16Array(WIT_MAX_R);
  /** 1: journeys were left out of the list of r. */
  readonly partial = new Uint8Array(WIT_MAX_R);
  readonly slot = new Int8Array(WIT_MAX_R * WIT_PER_R);
  /** Crossed squares 0–31. */
  readonly lo = new Int32Array(WIT_MAX_R * WIT_PER_R);
  /** Crossed squares 32–63. */
  readonly hi = new Int32Array(WIT_MAX_R * WIT_PER_R);
  /** The square the journey ends on. */
  readonly land = new Int8Array(WIT_MAX_R * WIT_PER_R);
  /** 1: may also be the first of two parts (no fixed distance, no Tremor). */
  readonly lead = new Uint8Array(WIT_MAX_R * WIT_PER_R);
  /** The unit `mine` counts for, per r. */
  readonly mineSlot = new Int8Array(WIT_MAX_R);
  /** Entries of that unit in the list of r. */
  readonly mine = new Uint8Array(WIT_MAX_R);

  // The enumeration the witnesses belong to (set by open, lists built on first use).
  built = false;
  clan: ClanConfig | null = null;
  anyDir = false;
  /** Lists exist for r = 1..maxR: every value left that a look-ahead can ask. */
  maxR = 0;
  used = 0;
  /** The enumeration owes exactly its parts (Metamorphic, ruling 4). */
  exact = false;

  // The lines through the square `from` that the unit of a missed look-ahead leaves, for
  // lastPartFeasible: per direction dd, the first unit behind `from` that may journey along dd (or
  // −1), how far behind it stands, and the empty squares ahead of `from` (before any move). Built
  // once per unit and enumeration, at its first miss.
  readonly crossV = new Int8Array(8);
  readonly crossBehind = new Uint8Array(8);
  readonly crossAhead = new Uint8Array(8);
  /** The army slot the crossings belong to, −1 for none. */
  crossSlot = -1;

  /** Starts an enumeration's witnesses: `cc`/`anyDir` as for unitMask, its value, used units and exactness. */
  open(cc: ClanConfig, anyDir: boolean, value: number, used: number, exact: boolean): this {
    this.built = false;
    this.exact = exact;
    this.clan = cc;
    this.anyDir = anyDir;
    this.maxR = Math.min(value - 1, WIT_MAX_R - 1);
    this.used = used;
    this.crossSlot = -1;
    return this;
  }

  /**
   * Lists the witnesses for every r = 1..maxR at once: one walk per unit and direction adds its
   * journey of k squares to the list of r = k (a fixed-distance unit's journey to every r at least
   * its distance). Units, then directions, are taken in the order a scan per r would take them, so
   * every list, cap and flag comes out as that scan would leave it.
   */
  build(s: DarkleafState, seat: number): void {
    const cc = this.clan!, maxR = this.maxR, used = this.used, board = s.board;
    const tremorKnights = factsOf(cc).tremor;
    for (let r = 1; r <= maxR; r++) {
      this.n[r] = 0;
      this.partial[r] = 0;
      this.mineSlot[r] = -1;
    }
    let open = maxR; // lists still taking entries
    for (let j = 0; j < 16 && open > 0; j++) {
      if ((used & (1 << j)) !== 0) continue;
      const v = seat * 16 + j;
      const from = s.uSq[v]!;
      if (from < 0 || isFrozen(s, v)) continue;
      const mask = unitMask(s, seat, cc, this.anyDir, v);
      if (mask === 0) continue;
      const t = unitType(v);
      const fixed = cc.journeyFixed[t]!;
      if (fixed === 0 && cc.journeyUpTo[t] === 1) {
        for (let r = 1; r <= maxR; r++) if (this.listOpen(r)) this.n[r] = WIT_UNUSABLE;
        break;
      }
      const king = t === KING;
      const lead = fixed === 0 && !(t === KNIGHT && tremorKnights) ? 1 : 0;
      const reach = Math.min(fixed > 0 ? fixed : maxR, 7); // farther journeys are never asked for
      for (let d = 0; d < 8; d++) {
        if ((mask & (1 << d)) === 0) continue;
        let lo = 0, hi = 0;
        for (let k = 1; k <= reach; k++) {
          const q = ray(from, d, k);
          if (q < 0 || board[q] !== -1) break;
          if (q < 32) lo |= 1 << q;
          else hi |= 1 << (q - 32);
          if ((fixed > 0 && k !== fixed) || (king && !mayEndPart(s, seat, v, q))) continue;
          if (fixed === 0) open -= this.add(k, j, lo, hi, q, lead);
          else for (let r = fixed; r <= maxR; r++) open -= this.add(r, j, lo, hi, q, lead);
        }
      }
    }
    this.built = true;
  }

  listOpen(r: number): boolean {
    return this.n[r]! >= 0 && this.n[r]! < WIT_PER_R;
  }

  /** Adds army slot j's journey (crossing lo/hi) to the list of r; returns 1 if that closes the list. */
  add(r: number, j: number, lo: number, hi: number, land: number, lead: number): number {
    if (!this.listOpen(r)) return 0;
    if (this.mineSlot[r] !== j) {
      this.mineSlot[r] = j;
      this.mine[r] = 0;
    }
    if (this.mine[r] === WIT_PER_UNIT) { // more of this unit's journeys are left out: the list is not complete
      this.partial[r] = 1;
      return 0;
    }
    this.mine[r] = this.mine[r]! + 1;
    const c = this.n[r]!;
    const at = r * WIT_PER_R + c;
    this.slot[at] = j;
    this.lo[at] = lo;
    this.hi[at] = hi;
    this.land[at] = land;
    this.lead[at] = lead;
    this.n[r] = c + 1;
    if (c + 1 < WIT_PER_R) return 0;
    this.partial[r] = 1;
    return 1;
  }

  /**
   * restFeasible(s, seat, u, false, to, r, 1, false, used | bit(u), 0), `to` being k squares from `from`
   * along d, for a `u` without Tremor (the probe moves nothing else) in the enumeration of
   * open, from the witnesses of the position before the move; same answer.
   */
  lastPartFeasible(s: DarkleafState, seat: number, u: UnitId, from: number, d: number, k: number, r: number): boolean {
    const i = u & 15;
    const to = ray(from, d, k);
    if (this.survives(s, seat, i, from, to, r, false, 1)) return true;
    if (r >= WIT_MAX_R || this.n[r] === WIT_UNUSABLE || this.partial[r] === 1) return restFeasible(s, seat, u, false, to, r, 1, false, this.used | (1 << i), 0);
    // A new journey must cross `from`: only the first unit behind it along each line can make it.
    if (this.crossSlot !== i) this.buildCrossings(s, seat, u, from);
    const cc = this.clan!;
    const blocked = (d + 4) & 7; // u now stands first behind `from` along this one
    for (let dd = 0; dd < 8; dd++) {
      const v = this.crossV[dd]!;
      if (v < 0 || dd === blocked) continue;
      const fixed = cc.journeyFixed[unitType(v)]!;
      const dist = fixed > 0 ? fixed : r;
      const behind = this.crossBehind[dd]!;
      // Clear squares ahead of `from`, now ending before `to` if the journey runs towards it.
      const ahead = dd === d && k - 1 < this.crossAhead[dd]! ? k - 1 : this.crossAhead[dd]!;
      if (dist < 1 || dist > r || dist > behind + ahead) continue; // as lastPartAlong, with u on `to`
      const land = dist > behind ? ray(from, dd, dist - behind) : dist === behind ? from : ray(from, (dd + 4) & 7, behind - dist);
      if (mayEndPart(s, seat, v, land)) return true;
    }
    return false;
  }

  /**
   * Whether a witness journey of exactly `r` (one part) still works after army slot `i` moves from
   * `from` to `to` (and Tremors from there, when `tremors`, ER-U-3): its unit is not i and is not
   * pushed, and it crosses neither `to` nor a square a push could land on; squares the move and the
   * pushes vacate only free more paths. Pushes are over-counted (every unit next to `to` counts as
   * pushed, blocked or not), so a true answer is always right and a false one only means: ask
   * restFeasible. One part of exactly r is a whole rest for any number of parts left; with
   * `restParts` ≥ 2 two witnesses of other units that add up to r and do not meet are one too.
   * When the enumeration owes exactly its parts (this.exact) only a rest of exactly `restParts`
   * parts counts: one witness for one part, two for two, and none for more (restFeasible answers).
   */
  survives(
    s: DarkleafState, seat: number, i: number, from: number, to: number, r: number, tremors: boolean, restParts: number,
  ): boolean {
    if (r >= WIT_MAX_R) return false;
    if (!this.built) this.build(s, seat);
    if (this.exact && restParts > 2) return false;
    const c = this.n[r]!;
    if (c <= 0 && restParts < 2) return false;
    let avoidLo = to < 32 ? 1 << to : 0, avoidHi = to >= 32 ? 1 << (to - 32) : 0;
    let skip = 1 << i;
    if (tremors) {
      const board = s.board;
      for (let d = 0; d < 8; d++) {
        const a = ADJ[to * 8 + d]!;
        if (a < 0 || a === from) continue; // i leaves `from`: nothing there to push
        const v = board[a]!;
        if (v === -1) continue;
        if (unitSeat(v) === seat) skip |= 1 << (v & 15);
        const b = ADJ[a * 8 + d]!;
        if (b < 0) continue;
        if (b < 32) avoidLo |= 1 << b;
        else avoidHi |= 1 << (b - 32);
      }
    }
    const base = r * WIT_PER_R;
    const singles = this.exact && restParts === 2 ? 0 : c; // one part is no rest of exactly two
    for (let w = 0; w < singles; w++) {
      if ((skip & (1 << this.slot[base + w]!)) === 0 && (this.lo[base + w]! & avoidLo) === 0 && (this.hi[base + w]! & avoidHi) === 0) return true;
    }
    if (restParts < 2) return false;
    // Two parts: a leading witness of r1, then another unit's of r − r1 that does not cross where the first one lands.
    for (let r1 = 1; r1 < r; r1++) {
      const c1 = this.n[r1]!, c2 = this.n[r - r1]!;
      if (c1 <= 0 || c2 <= 0) continue;
      const b1 = r1 * WIT_PER_R, b2 = (r - r1) * WIT_PER_R;
      for (let w1 = 0; w1 < c1; w1++) {
        const j1 = this.slot[b1 + w1]!;
        if (this.lead[b1 + w1] === 0 || (skip & (1 << j1)) !== 0 || (this.lo[b1 + w1]! & avoidLo) !== 0 || (this.hi[b1 + w1]! & avoidHi) !== 0) continue;
        const land = this.land[b1 + w1]!;
        const lo = avoidLo | (land < 32 ? 1 << land : 0), hi = avoidHi | (land >= 32 ? 1 << (land - 32) : 0);
        const skip2 = skip | (1 << j1);
        for (let w2 = 0; w2 < c2; w2++) {
          if ((skip2 & (1 << this.slot[b2 + w2]!)) === 0 && (this.lo[b2 + w2]! & lo) === 0 && (this.hi[b2 + w2]! & hi) === 0) return true;
        }
      }
    }
    return false;
  }

  buildCrossings(s: DarkleafState, seat: number, u: UnitId, from: number): void {
    const cc = this.clan!, used = this.used, board = s.board;
    for (let dd = 0; dd < 8; dd++) {
      const back = (dd + 4) & 7;
      this.crossV[dd] = -1;
      for (let j = 1; j < 8; j++) {
        const q = ray(from, back, j);
        if (q < 0) break;
        const v = board[q]!;
        if (v === -1) continue;
        if (unitSeat(v) === seat && (used & (1 << (v & 15))) === 0 && !isFrozen(s, v) && (unitMask(s, seat, cc, this.anyDir, v) & (1 << dd)) !== 0) {
          this.crossV[dd] = v;
          this.crossBehind[dd] = j;
        }
        break;
      }
      if (this.crossV[dd]! < 0) continue;
      let a = 0;
      for (let q = ray(from, dd, 1); q >= 0 && board[q] === -1; q = ray(from, dd, a + 1)) a++;
      this.crossAhead[dd] = a;
    }
    this.crossSlot = u & 15;
  }
}

const SPLIT_WITNESSES = new SplitWitnesses();

/**
 * Whether, after `u` journeys to `to` (and Tremors, when `tremors`), other units can journey the
 * `value` left. Probed in place, with no copy: every unit moved here is moved back, and a probe
 * (partMoves with out = null) puts back whatever it moves too.
 */
function restFeasible(
  s: DarkleafState, seat: number, u: UnitId, tremors: boolean, to: number, value: number, parts: number, exact: boolean,
  used: number, depth: number,
): boolean {
  const from = s.uSq[u]!;
  moveUnit(s, u, to);
  // Tremor moves other units too (ER-U-3): list them in this depth's slots, push, and undo after.
  const base = depth * 8;
  const pushed = tremors ? tremorPushes(s, seat, u, base) : 0;
  for (let p = 0; p < pushed; p++) moveUnit(s, TREMOR_U[base + p]!, TREMOR_TO[base + p]!);
  const ok = partMoves(s, seat, value, parts, exact, used, depth + 1, null, 0) > 0;
  // Pushes land at distance 2 from the knight and start at distance 1, so they undo in any order.
  for (let p = 0; p < pushed; p++) moveUnit(s, TREMOR_U[base + p]!, TREMOR_FROM[base + p]!);
  moveUnit(s, u, from);
  return ok;
}

/** Executes one journey part; opens the next part's prompt or ends Phase 3. */
function doPart(s: DarkleafState, seat: number, u: UnitId, to: number, left: number, parts: number, used: number, rng: Rng): void {
  journeyTo(s, u, to);
  if (winsOn(s, seat, u, to)) {
    declareWin(s, seat); // ER-V-1: the king's journey ends on a centre square
    return;
  }
  if (hasTremor(s, seat, u)) tremor(s, seat, u); // ER-U-3 after the knight's journey (or its part)
  if (left <= 0) {
    endExecute(s, rng);
    return;
  }
  // The first part opens the split decision; a later part (from P_SPLIT) moves it on.
  const f = s.g[G_PHASE] === PH_CLAN ? nextPrompt(s, P_SPLIT) : openPrompt(s, P_SPLIT, RESUME_EXECUTE);
  s.frames[f + SPLIT_LEFT] = left;
  s.frames[f + SPLIT_USED] = used | (1 << (u & 15));
  s.frames[f + SPLIT_PARTS] = parts - 1;
}

/** clanVar[seat * CLAN_VARS + CV_METAMORPHIC] = turn index + 1 of the turn Metamorphic was spent in (ER-S-3). */
const CV_METAMORPHIC = 0;
const metamorphicSpent = (s: DarkleafState, seat: number): boolean => s.clanVar[seat * CLAN_VARS + CV_METAMORPHIC] === s.g[G_TURN]! + 1;

/** Parts the journey may be split into now (ER-T-1: up to splitUnits; after Metamorphic: exactly metamorphicUnits). */
const partsAllowed = (s: DarkleafState, seat: number): number =>
  metamorphicSpent(s, seat) ? erdeFacts(s, seat).metamorphicUnits : erdeFacts(s, seat).splitUnits;

/**
 * ER-S-3: Metamorphic can be spent now (after a journey roll of 3+, once per turn), and only when
 * the roll can be split between exactly metamorphicUnits different units, each part ≥ 1
 * (ruling 4 [L751, L293]): a probe of the exact split (look-ahead, no allocation).
 */
function metamorphicRow(s: DarkleafState, seat: number, value: number): number {
  const f = erdeFacts(s, seat);
  const r = f.metamorphicRow;
  if (r < 0 || s.relicTok[seat * 5 + r] === 0 || metamorphicSpent(s, seat)) return -1;
  if (value < f.metamorphicMinRoll || value < f.metamorphicUnits) return -1;
  return partMoves(s, seat, value, f.metamorphicUnits, true, 0, 0, null, 0) > 0 ? r : -1;
}

// ---------------------------------------------------------------------------------------------
// describeAction helpers

function unitLabel(s: DarkleafState, u: UnitId): string {
  const cc = s.config.clans[s.clan[unitSeat(u)]!]!;
  const sq = s.uSq[u]!;
  return `${cc.name.replace(/^The /, '')} ${UNIT_TYPE_NAMES[unitType(u)]}${sq >= 0 ? ` ${squareName(sq)}` : ''}`;
}

const tremorNote = (s: DarkleafState, seat: number, u: UnitId): string =>
  hasTremor(s, seat, u) ? ', then Tremor pushes the adjacent units' : '';

export const erde = clanHooks({
  clan: ERDE,
  victoryReason: 'reclaimed centre',
  victorySource: 'ER-V-1',
  deedName: 'Reclaim',
  deedVerb: 'Reclaims',
  complete: true,
  evalTables: erdeEvalTables,
  evalTerms: (s, seat, v, tables, mode, roll, sides, tempo) => v + erdeScore(s, seat, tables as ErdeEval, mode, roll, sides, tempo),
  // ER-T-1: greedy does not play a split journey's later parts out before scoring — each part is
  // itself a journey the evaluation scores, and playing them out made Erde's greedy games ~4× slower.
  promptResolving: (_s, prompt) => prompt !== P_SPLIT,
  // ER-T-2 / G-58 / CR-N-3: Reclaimed ground is Erde's — only Erde units end on it or are placed there.
  ownsReclaimed: true,
  // G-57 alternative (erde.options.kingImmuneToWill = false): Thick Skin does not cover the Will.
  exposedToWill: (s, u) => unitType(u) === KING && option<boolean>(s, unitSeat(u), 'kingImmuneToWill') === false,

  traitUntargetable(s, u, bySeat) {
    const seat = unitSeat(u);
    return bySeat !== seat && (erdeFacts(s, seat).thickSkinTypes & (1 << unitType(u))) !== 0 && !s.config.clans[s.clan[bySeat]!]!.pathTargetsRoyal;
  },

  traitInvulnerable(s, u, bySeat) {
    const seat = unitSeat(u);
    const t = unitType(u);
    if (t === KING && hasAbility(s, seat, KING, 'thickSkin')) {
      // ER-U-5: immune unless the vanquishing clan's path names the royal; own effects (Sink)
      // never name it. G-57: Haggedorn's Will is no clan — its vanquishes run in PH_WILL (will.ts
      // passes the executing seat) or name no seat at all.
      if ((bySeat !== 0 && bySeat !== 1) || s.g[G_PHASE] === PH_WILL) return option<boolean>(s, seat, 'kingImmuneToWill');
      // Data `<clan>.pathTargetsRoyal` (compiled into ClanConfig): Huldra, The Murg, the Ferrymen by default.
      return bySeat === seat || !s.config.clans[s.clan[bySeat]!]!.pathTargetsRoyal;
    }
    if (t === SAGE && hasAbility(s, seat, SAGE, 'lockArms')) {
      // ER-U-2 [L714]: orthogonally next to an Erde rook, both in the Woods (local ranks 2–7).
      const sq = s.uSq[u]!;
      if (sq < 0) return false;
      const r = localRank(seat, sq);
      if (r < 1 || r > 6) return false;
      for (let d = 0; d < 8; d += 2) {
        const a = ADJ[sq * 8 + d]!;
        if (a < 0 || !isOrtho(d)) continue;
        const b = s.board[a]!;
        if (b >= 0 && unitSeat(b) === seat && unitType(b) === ROOK) {
          const rr = localRank(seat, a);
          if (rr >= 1 && rr <= 6) return true;
        }
      }
    }
    return false;
  },

  // ---- Deed: Reclaim ----

  deedIntents(s, seat, out, n) {
    // ER-D-1 / ER-C-2: declared before rolling, naming a pawn on an un-Reclaimed centre square.
    for (let i = 0; i < 16; i++) {
      const u = seat * 16 + i;
      const sq = s.uSq[u]!;
      if (sq < 0 || isFrozen(s, u)) continue;
      // The centre test first: it is cheaper than the ability lookup and rejects most units.
      if (!isCentre(s, seat, sq) || (s.terr[sq]! & TERR_RECLAIMED) !== 0) continue;
      if (!hasAbility(s, seat, unitType(u), 'reclaim')) continue;
      out[n++] = encode(A_DECLARE_DEED, u, 0, 0);
    }
    return n;
  },

  executeDeed(s, seat, rng) {
    const u = s.g[G_I_UNIT]!;
    const sq = s.uSq[u]!;
    const need = lawActive(s, seat, 'oneWithTheLand') ? threshold(s, seat, 'reclaimMinLaw') : threshold(s, seat, 'reclaimMin');
    // CR-G-4: the named pawn must still stand on an un-Reclaimed centre square.
    if (sq < 0 || !isCentre(s, seat, sq) || (s.terr[sq]! & TERR_RECLAIMED) !== 0 || s.g[G_ROLL]! < need) {
      endExecute(s, rng);
      return;
    }
    // ER-D-2: mark the square (a progress mark is never blocked by the chip cap, G-8 / T-91).
    s.terr[sq] = s.terr[sq]! | TERR_RECLAIMED;
    s.progress[seat * 4 + PR_RECLAIMED] = s.progress[seat * 4 + PR_RECLAIMED]! + 1;
    if (chipFree(s, seat)) {
      s.chips[seat] = s.chips[seat]! + 1;
      s.markChips[seat] = s.markChips[seat]! + 1;
    }
    // Then relocate the pawn next to the Erde king (CR-N). Without a king on the board the pawn
    // stays on its (now Reclaimed) square, which an Erde unit may occupy.
    const m = kingSquares(s, seat);
    if (m === 1) moveUnit(s, u, PLACE_OUT[0]!);
    if (m > 1) {
      openPrompt(s, P_RECLAIM_PLACE, RESUME_EXECUTE);
      return;
    }
    endExecute(s, rng);
  },

  // ---- Journeys ----

  journeyMoves(s, seat, value, out, n) {
    // Only reached in PH_JOURNEY (the first part); later parts come through P_SPLIT.
    const mr = metamorphicRow(s, seat, value);
    if (mr >= 0) out[n++] = encode(A_SPEND_RELIC, mr); // DP-9: ER-S-3 after the journey roll
    return partMoves(s, seat, value, partsAllowed(s, seat), metamorphicSpent(s, seat), 0, 0, out, n);
  },

  // The probe of partMoves (out = null) answers whether journeyMoves lists any part: the split
  // look-aheads make the full list Erde's most expensive, and most journeys have a move.
  surelyHasJourneyMove(s, seat, value) {
    return partMoves(s, seat, value, partsAllowed(s, seat), metamorphicSpent(s, seat), 0, 0, null, 0) > 0;
  },

  applyJourney(s, seat, action, rng: Rng) {
    const k = kindOf(action);
    if (k === A_SPEND_RELIC) {
      // ER-S-3 Metamorphic [L751]: the token returns to the supply; the journey is now split exactly 3 ways (ruling 4).
      const r = argA(action);
      s.relicTok[seat * 5 + r] = s.relicTok[seat * 5 + r]! - 1;
      s.clanVar[seat * CLAN_VARS + CV_METAMORPHIC] = s.g[G_TURN]! + 1;
      s.g[G_PHASE] = PH_JOURNEY;
      return;
    }
    const value = this.journeyValue(s, seat, s.g[G_ROLL]!); // the same value journeyMoves was given
    const u = argA(action), to = argB(action);
    const left = k === A_MOVE_PART ? value - argC(action) : 0;
    doPart(s, seat, u, to, left, partsAllowed(s, seat), 0, rng);
  },

  // ---- Relics in Upkeep: Banish ----

  canSpendRelic(s, seat, row) {
    return skillId(s, seat, row) === 'banish' && nextBanished(s, seat, 0) >= 0;
  },

  spendRelic(s, seat, row, rng) {
    if (skillId(s, seat, row) !== 'banish') throw new Error(`Erde relic ${row} is not spent in Upkeep`);
    const u = nextBanished(s, seat, 0);
    if (u < 0) {
      resumeUpkeep(s);
      return;
    }
    s.frames[openPrompt(s, P_BANISH, RESUME_UPKEEP) + BANISH_UNIT] = u; // BANISH_DONE starts empty
    void rng;
  },

  // ---- Skills ----

  implementsSkill: (id) =>
    id === 'banish' || id === 'thatWhichCannotBeDestroyed' || id === 'metamorphic' || id === 'sink' || id === 'oneWithTheLand',

  canExecuteSkill(s, seat, row) {
    switch (skillId(s, seat, row)) {
      case 'banish':
      case 'metamorphic':
      case 'oneWithTheLand':
        return true; // a relic token / a law can always be taken (the engine checks relic slots and supply)
      case 'thatWhichCannotBeDestroyed':
        return graveyardPawn(s, seat) >= 0 && mayRekindleNextToRook(s, seat);
      case 'sink':
        for (let t = 0; t < 32; t++) if (sinkable(s, seat, t)) return true;
        return false;
      default:
        return false;
    }
  },

  acquireSkill(s, seat, row, rng) {
    switch (skillId(s, seat, row)) {
      case 'thatWhichCannotBeDestroyed': {
        // ER-S-2 [L747]: rekindle 1 pawn next to the Erde rook (CR-N).
        const m = rookSquares(s, seat);
        const p = graveyardPawn(s, seat);
        if (m === 0 || p < 0) break;
        if (m === 1) {
          placeUnit(s, p, PLACE_OUT[0]!);
          break;
        }
        openPrompt(s, P_REKINDLE, RESUME_ACQUIRE);
        return;
      }
      case 'sink':
        openPrompt(s, P_SINK, RESUME_ACQUIRE); // ER-S-4: mandatory, the target is Erde's choice
        return;
      default:
        break; // ER-S-5 law: the engine set it active; executeDeed reads the lower threshold
    }
    endAcquire(s, rng);
  },

  // ---- Clan prompts ----

  promptActions(s, seat, prompt, out, n) {
    switch (prompt) {
      case P_RECLAIM_PLACE: {
        const m = kingSquares(s, seat);
        for (let i = 0; i < m; i++) out[n++] = encode(A_SQUARE, 0, PLACE_OUT[i]!);
        return n;
      }
      case P_SPLIT: {
        const before = n;
        const exact = metamorphicSpent(s, seat); // ruling 4: a Metamorphic split never ends early
        const f = topFrame(s);
        n = partMoves(s, seat, s.frames[f + SPLIT_LEFT]!, s.frames[f + SPLIT_PARTS]!, exact, s.frames[f + SPLIT_USED]!, 0, out, n);
        // By default the look-ahead guarantees a part (should none exist the rest of the roll is
        // lost); with splitRestMayBeDeclined the rest of a plain split may always be given up.
        if (n === before || (erdeFacts(s, seat).restMayBeDeclined && !exact)) out[n++] = encode(A_END);
        return n;
      }
      case P_BANISH: {
        const m = banishSquares(s, seat, s.frames[topFrame(s) + BANISH_UNIT]!);
        for (let i = 0; i < m; i++) out[n++] = encode(A_SQUARE, 0, PLACE_OUT[i]!);
        return n;
      }
      case P_REKINDLE: {
        const m = rookSquares(s, seat);
        for (let i = 0; i < m; i++) out[n++] = encode(A_SQUARE, 0, PLACE_OUT[i]!);
        return n;
      }
      case P_SINK:
        for (let t = 0; t < 32; t++) if (sinkable(s, seat, t)) out[n++] = encode(A_TARGET, t);
        return n;
      default:
        return n;
    }
  },

  applyPrompt(s, seat, prompt, action, rng) {
    switch (prompt) {
      case P_RECLAIM_PLACE:
        moveUnit(s, s.g[G_I_UNIT]!, argB(action));
        endExecute(s, rng);
        return;
      case P_SPLIT: {
        const k = kindOf(action);
        if (k === A_END) {
          endExecute(s, rng);
          return;
        }
        const f = topFrame(s);
        const value = s.frames[f + SPLIT_LEFT]!;
        const left = k === A_MOVE_PART ? value - argC(action) : 0;
        doPart(s, seat, argA(action), argB(action), left, s.frames[f + SPLIT_PARTS]!, s.frames[f + SPLIT_USED]!, rng);
        return;
      }
      case P_BANISH: {
        const f = topFrame(s);
        const u = s.frames[f + BANISH_UNIT]!;
        const from = s.uSq[u]!;
        const to = argB(action);
        // A unit relocated onto a centre square (banishMayEndInCentre) is not Banished again.
        const done = s.frames[f + BANISH_DONE]! | (1 << (from & 31)) | (isCentre(s, seat, to) ? 1 << (to & 31) : 0);
        moveUnit(s, u, to); // CR-V-9 relocation
        s.frames[f + BANISH_DONE] = done;
        const next = nextBanished(s, seat, done);
        if (next >= 0) {
          s.frames[f + BANISH_UNIT] = next;
          return; // stay in the Banish prompt for the next unit
        }
        finishClanPrompt(s, rng);
        return;
      }
      case P_REKINDLE: {
        const p = graveyardPawn(s, seat);
        if (p >= 0) placeUnit(s, p, argB(action));
        endAcquire(s, rng);
        return;
      }
      case P_SINK:
        vanquish(s, argA(action), seat); // CR-V-1; Iron Plating absorbs (IX-8); a Quarry counts (HX-V-2)
        endAcquire(s, rng);
        return;
      default:
        throw new Error(`bad Erde prompt ${prompt}`);
    }
  },

  describePrompt: (_s, prompt) => PROMPT_NAMES[prompt] ?? 'Erde',

  describeAction(s, a) {
    const seat = s.g[G_SEAT]!;
    const k = kindOf(a);
    const inPrompt = s.g[G_PHASE] === PH_CLAN ? clanPrompt(s) : 0;
    switch (k) {
      case A_DECLARE_DEED: {
        const u = argA(a);
        return `declare Reclaim: ${unitLabel(s, u)} Reclaims ${squareName(s.uSq[u]!)}`;
      }
      case A_MOVE_PART:
        return `${unitLabel(s, argA(a))} journeys ${argC(a)} to ${squareName(argB(a))} (part of a split journey)${tremorNote(s, seat, argA(a))}`;
      case A_MOVE:
        if (inPrompt === P_SPLIT) {
          return `${unitLabel(s, argA(a))} journeys to ${squareName(argB(a))} (last part of the split journey)${tremorNote(s, seat, argA(a))}`;
        }
        if (hasTremor(s, seat, argA(a))) return `${unitLabel(s, argA(a))} journeys to ${squareName(argB(a))}${tremorNote(s, seat, argA(a))}`;
        return undefined;
      case A_SPEND_RELIC: {
        const id = skillId(s, seat, argA(a));
        if (id === 'metamorphic') return 'spend Metamorphic: split the journey between 3 units';
        if (id === 'banish') return 'spend Banish: relocate all rival units from the centre 4 territories to The Woods';
        return undefined;
      }
      case A_SQUARE:
        if (inPrompt === P_RECLAIM_PLACE) return `relocate ${unitLabel(s, s.g[G_I_UNIT]!)} to ${squareName(argB(a))}, adjacent to the Erde king`;
        if (inPrompt === P_BANISH) return `Banish ${unitLabel(s, s.frames[topFrame(s) + BANISH_UNIT]!)} to ${squareName(argB(a))}`;
        if (inPrompt === P_REKINDLE) return `That Which Cannot Be Destroyed: rekindle an Erde pawn on ${squareName(argB(a))}`;
        return undefined;
      case A_TARGET:
        return inPrompt === P_SINK ? `Sink ${unitLabel(s, argA(a))}` : undefined;
      case A_END:
        return inPrompt === P_SPLIT ? 'end the split journey, giving up the rest of the roll' : undefined;
      default:
        return undefined;
    }
  },

  // victory stays the default (none): ER-V-1 is declared when the king's journey ends (a relocation or push does not
  // win, G-94); one shared default keeps the victory check after every decision at four call targets.
});

/**
 * For checkInvariants: one Reclaimed mark per Reclaimed square (INV-12/INV-14), and Thick Skin keeps the Erde king out
 * of the graveyard unless the rival's path names the royal (INV-4, ER-U-5, data `<clan>.pathTargetsRoyal`) or the
 * G-57 alternative lets the Will vanquish him.
 */
export function erdeInvariants(s: DarkleafState, v: string[]): void {
  for (let seat = 0; seat < 2; seat++) {
    if (s.clan[seat] !== ERDE || s.clan[seat ^ 1] === ERDE) continue;
    let rc = 0;
    for (let sq = 0; sq < 64; sq++) if ((s.terr[sq]! & TERR_RECLAIMED) !== 0) rc++;
    if (rc !== s.progress[seat * 4 + PR_RECLAIMED]) v.push(`INV-14: Erde seat ${seat} has ${s.progress[seat * 4 + PR_RECLAIMED]} Reclaimed marks for ${rc} squares`);
    const rivalNamesRoyal = s.config.clans[s.clan[seat ^ 1]!]!.pathTargetsRoyal;
    const willMayVanquish = option<boolean>(s, seat, 'kingImmuneToWill') === false; // G-57 alternative
    const king = royalOf(s, seat);
    if (hasAbility(s, seat, unitType(king), 'thickSkin') && s.uSq[king] === SQ_GRAVEYARD && !rivalNamesRoyal && !willMayVanquish) {
      v.push('INV-4: Erde king vanquished by a clan whose path does not name the royal');
    }
  }
}

// ---- evaluation (spec §6.5; evaluate.ts reaches it as config.hooks[ERDE]) ----------------

interface ErdeEval {
  readonly reclaimed: number;
  readonly reclaimThreat: number;
  readonly pawnApproach: number;
  readonly kingDistance: number;
  readonly kingThreat: number;
  /** Centre squares (global), 1 = centre. */
  readonly centre: Uint8Array;
  readonly reclaimMin: number;
  readonly reclaimMinLaw: number;
  readonly oneWithTheLandLaw: number;
  readonly reclaimedToWin: number;
  readonly reclaimedAnyDirection: boolean;
  /** Erde pawns have no backward journey direction (local S, SE, SW). */
  readonly pawnForwardOnly: boolean;
}

/** Local backward direction bits. */
const LOCAL_BACKWARD = dirMask(['SE', 'S', 'SW']);

function erdeEvalTables(config: Config, weights: WeightsData): ErdeEval {
  const cc = config.clans[ERDE]!;
  const centre = new Uint8Array(64);
  const names = cc.options['centreSquares'] as readonly string[] | undefined;
  for (const name of names ?? ['d4', 'e4', 'd5', 'e5']) {
    for (let seat = 0; seat < 2; seat++) centre[toGlobal(seat, parseSquare(name))] = 1;
  }
  const r = cc.skillRow['oneWithTheLand'];
  return {
    reclaimed: weightOf(weights, 'erde', 'reclaimed'),
    reclaimThreat: weightOf(weights, 'erde', 'reclaimThreat'),
    pawnApproach: weightOf(weights, 'erde', 'pawnApproach'),
    kingDistance: weightOf(weights, 'erde', 'kingDistance'),
    kingThreat: weightOf(weights, 'erde', 'kingThreat'),
    centre,
    reclaimMin: cc.thresholds['reclaimMin'] ?? 6,
    reclaimMinLaw: cc.thresholds['reclaimMinLaw'] ?? 5,
    oneWithTheLandLaw: r === undefined || r < 0 ? 0 : 1 << r,
    reclaimedToWin: Math.max(1, cc.thresholds['reclaimedToWin'] ?? 4),
    reclaimedAnyDirection: cc.options['reclaimedStartAnyDirection'] === true,
    pawnForwardOnly: (cc.journeyMask[PAWN]! & LOCAL_BACKWARD) === 0,
  };
}

/** ER-D-1/2, ER-V-1: Reclaimed squares, pawns on open centre squares, the king's way onto Reclaimed ground. */
function erdeScore(s: DarkleafState, seat: number, t: ErdeEval, mode: number, roll: number, sides: number, tempo: number): number {
  const cc = s.config.clans[s.clan[seat]!]!;
  const toWin = t.reclaimedToWin;
  const reclaimed = s.progress[seat * 4 + PR_RECLAIMED]!;
  let v = t.reclaimed * (Math.min(reclaimed, toWin) / toWin);
  const need = (s.law[seat]! & t.oneWithTheLandLaw) !== 0 ? t.reclaimMinLaw : t.reclaimMin;
  // Pawns: one on an open centre square can Reclaim next roll; others count by distance.
  let onOpen = false;
  let approach = 0, open = 0;
  for (let sq = 0; sq < 64; sq++) {
    if (t.centre[sq] === 0 || (s.terr[sq]! & TERR_RECLAIMED) !== 0) continue;
    open++;
    let best = 0;
    for (let i = 0; i < 8; i++) {
      const u = seat * 16 + i;
      const us = s.uSq[u]!;
      if (us < 0) continue;
      // A pawn that journeys only forward can never come back to a centre square behind it.
      if (t.pawnForwardOnly && localRank(seat, us) > localRank(seat, sq)) continue;
      const dd = CHEB[us * 64 + sq]!;
      if (dd === 0 && !isFrozen(s, u)) onOpen = true;
      best = Math.max(best, (8 - dd) / 8);
    }
    approach += best;
  }
  if (open > 0) v += t.pawnApproach * (approach / open);
  if (onOpen) v += t.reclaimThreat * threatValue(atLeast(need, sides), 0, mode, roll, sides, false, tempo);
  // The king: close to Reclaimed ground, and once all are Reclaimed, journeys that end on one.
  const king = seat * 16 + 15;
  const ks = s.uSq[king]!;
  if (ks >= 0 && reclaimed > 0) {
    let nearest = 8;
    for (let sq = 0; sq < 64; sq++) {
      if ((s.terr[sq]! & TERR_RECLAIMED) !== 0 && t.centre[sq] === 1) nearest = Math.min(nearest, CHEB[ks * 64 + sq]!);
    }
    v += t.kingDistance * (Math.min(reclaimed, toWin) / toWin) * ((8 - Math.max(1, nearest)) / 7);
    if (reclaimed >= toWin && !isFrozen(s, king)) {
      let mask = maskToGlobal(seat, cc.journeyMask[KING]!);
      if ((s.terr[ks]! & TERR_RECLAIMED) !== 0 && t.reclaimedAnyDirection) mask = 0xff;
      let bits = 0;
      for (let d = 0; d < 8; d++) {
        if ((mask & (1 << d)) === 0) continue;
        for (let k = 1; k < 8; k++) {
          const sq = RAY[(ks * 8 + d) * RAY_STEPS + k]!;
          if (sq < 0 || s.board[sq] !== -1) break;
          if (t.centre[sq] === 1 && (s.terr[sq]! & TERR_RECLAIMED) !== 0) bits |= 1 << k;
        }
      }
      v += t.kingThreat * threatValue(0, bits, mode, roll, sides, false, tempo);
    }
  }
  return v;
}
