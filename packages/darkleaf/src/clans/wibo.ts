// Wildero Wibo [L788-880], spec §3.5: Morph (WI-D-1…4) with journey, Morph and
// retreat rolls, Mass Morph (WI-U-2), Hasty Retreat (WI-U-3), Biotic Refuge
// (WI-U-4), Deep Roots (WI-U-5: exactly-1 journey, swap with an adjacent pawn,
// 1-square cap on any movement), the royal-Morph trait (WI-T-1), the five skills
// (WI-S-1…5, incl. The Endless stasis) and the end-of-turn victory (WI-V-1).
//
// Turn shape (DP-16): Deed intent (unit + target, G-61) → roll 1 = that unit's
// journey (P_JOURNEY) → P_AFTER_JOURNEY: roll for Morph / spend Starter Seed /
// stop → conversion (P_PLACE when the new pawn has a choice of squares) →
// P_MASS (sage) → P_RETREAT_ASK: roll to retreat the pawn or Hasty Retreat /
// stop → P_RETREAT_MOVE. Every roll goes through flow.rollBone and updates
// G_ROLL / G_ROLL_BONE, so only the last bone rolled is slotted (CR-S-5).
import type { Rng } from '@balance-lab/core';
import {
  A_CANCEL, A_CHOOSE_BONE, A_DECLARE_DEED, A_END, A_MOVE, A_OPTION, A_SPEND_RELIC, A_SQUARE, A_TARGET, argA, argB,
  argC, encode, kindOf,
} from '../actions.js';
import { type ClanConfig, KNIGHT, PAWN, QUEEN, ROOK, SAGE, WIBO } from '../config.js';
import { dirMask } from '../masks.js';
import type { Dir } from '../data/types.js';
import {
  clanPrompt, endAcquire, endExecute, nextPrompt, openPrompt, promptResume, RESUME_ACQUIRE, RESUME_EXECUTE, rollBone,
  topFrame,
} from '../flow.js';
import { ADJ, localRank, maskToGlobal, MASK_ORTHO, ray, squareName, toGlobal } from '../geometry.js';
import { isFrozen, walkMoves } from '../journey.js';
import { anyPlacement, clearTarget, PLACE_OUT, placementSquares, TARGET } from '../placement.js';
import { isImmovable } from '../push.js';
import { unitName } from '../render.js';
import {
  type DarkleafState, CLAN_VARS, type UnitId, BONES, FIELD_0, FIELD_1, FIELD_2, FIELD_3, G_I_T1,
  G_I_UNIT, G_JOURNEYED, G_PHASE, G_ROLL, G_ROLL_BONE, G_ROLLS, G_SEAT, G_TURN, PH_CLAN, PH_JOURNEY, PH_POSTROLL,
  SQ_GRAVEYARD, unitSeat, unitType,
} from '../state.js';
import { declareWin, isInvulnerable, isRoyal, mayEndOn, moveUnit, placeUnit, popcount, V_DONE, vanquish } from '../units.js';
import { clanHooks } from './base.js';
import type { Config } from '../config.js';
import type { WeightsData } from '../data/weights.js';
import { CHEB } from '../geometry.js';
import { atLeast, weightOf } from '../eval-kit.js';
import { clanHasAbility, derivedPer, hasAbility, option, threshold } from '../clan-config.js';

// Clan prompts (the prompt of the open decision frame, flow.ts clanPrompt). Wibo's decisions:
// the Morph turn (Phase 3, RESUME_EXECUTE) opens at P_JOURNEY (Deed declared) or P_AFTER_JOURNEY
// (journey from the turn machine) and steps through P_PLACE, P_MASS, P_RETREAT_ASK and
// P_RETREAT_MOVE in the same frame; in Phase 5 (RESUME_ACQUIRE) Hallucinogenic Spores
// (P_SPORES_PAWN → P_SPORES_SQ), Scatter (P_SCATTER_UNIT → P_SCATTER_AURA) and Rival Regrowth
// (P_PLACE) are one frame each. No Wibo decision opens a sub-decision.
export const P_JOURNEY = 1; // WI-D-1 roll 1: the declared unit's journey
export const P_AFTER_JOURNEY = 2; // WI-D-1 roll 2: Morph roll / Starter Seed / stop
export const P_PLACE = 3; // CR-N placement of a new pawn (Morph, WI-T-1, Hasty Retreat) or Rival Regrowth
export const P_MASS = 4; // WI-U-2 second, diagonal target or none
export const P_RETREAT_ASK = 5; // WI-D-4 / WI-U-3 roll 3: retreat, Hasty Retreat or stop
export const P_RETREAT_MOVE = 6; // WI-D-4 retreat destination or cancel
export const P_SPORES_PAWN = 7; // WI-S-1 which pawn
export const P_SPORES_SQ = 8; // WI-S-1 where to
export const P_SCATTER_UNIT = 9; // WI-S-4 which rival unit
export const P_SCATTER_AURA = 10; // WI-S-4 which aura
const PROMPT_NAMES = ['', 'Morph journey', 'Morph roll', 'placement', 'Mass Morph', 'retreat roll', 'retreat', 'Hallucinogenic Spores', 'Hallucinogenic Spores square', 'Scatter', 'Scatter aura'];

// Per-turn clan variables clanVar[seat * CLAN_VARS + k] (reset in upkeepCounters).
const CV_ROLLED = 0; // bit per bone rolled this turn (G-63 alt: distinct bones)
const CV_NEW1 = 1; // the pawn created by the Morph, −1
const CV_FLAGS = 2;
const F_SEED = 1; // Starter Seed powered the Morph (no Mass Morph, WI-C-3)
const F_MASS = 2; // Mass Morph used: no retreat (L810)
const F_HASTY = 4; // the retreat roll is a Hasty Retreat (WI-U-3)
const F_SWAP_NO_JOURNEY = 8; // queen swapped and the swap does not count as a journey (G-65 alt)

// P_PLACE step (CR-N): the unit placed, the placement kind (K_*), its parameter (the square for
// K_SQUARE, the seat for K_SEAT, the centre square for K_ORTHO/K_ADJ) and the step that follows
// the placement (ST_*). Written when the step opens; the fields are those of the Morph frame
// (WI-D-3, WI-T-1, WI-U-3 Hasty Retreat) or of the Rival Regrowth frame (WI-S-2).
const PLACE_UNIT = FIELD_0, PLACE_KIND = FIELD_1, PLACE_PARAM = FIELD_2, PLACE_THEN = FIELD_3;
const K_SQUARE = 1, K_SEAT = 2, K_ORTHO = 3, K_ADJ = 4;
const ST_FIRST = 1, ST_SECOND = 2, ST_HASTY = 3, ST_REGROWTH = 4;
// Hallucinogenic Spores frame (WI-S-1): the pawn chosen at P_SPORES_PAWN, relocated at P_SPORES_SQ.
const SPORES_PAWN = FIELD_0;
// Scatter frame (WI-S-4): the rival unit chosen at P_SCATTER_UNIT, losing an aura at P_SCATTER_AURA.
const SCATTER_UNIT = FIELD_0;

const SCRATCH = new Int32Array(256);

/** Wibo's name-keyed data read on every Deed listing, stasis test and retreat; a compiled ClanConfig never changes. */
interface WiboFacts {
  /** The law bit of The Endless (WI-S-5), 0 when the clan lacks it. */
  readonly endlessBit: number;
  /** G-64 (option morphNeedsGraveyardPawn). */
  readonly morphNeedsPawn: boolean;
  /** WI-U-5 Deep Roots on the queen. */
  readonly deepRoots: boolean;
  /** WI-D-4 retreat directions (option retreatDirs), local frame. */
  readonly retreatLocal: number;
  /** G-62 (option retreatExact). */
  readonly retreatExact: boolean;
}

const factsOf = derivedPer((cc: ClanConfig): WiboFacts => {
  const endlessRow = cc.skillRow['theEndless'];
  return {
    endlessBit: endlessRow !== undefined && endlessRow >= 0 ? 1 << endlessRow : 0,
    morphNeedsPawn: !!cc.options['morphNeedsGraveyardPawn'],
    deepRoots: clanHasAbility(cc, QUEEN, 'deepRoots'),
    retreatLocal: dirMask(cc.options['retreatDirs'] as readonly Dir[]),
    retreatExact: !!cc.options['retreatExact'],
  };
});

/** Wibo's `game.*` switches (registered in data/clans/wibo.ts): G-61, G-63. */
interface WiboSwitches {
  readonly mustDeclareMorphTarget: boolean;
  readonly distinctBonesPerRoll: boolean;
}

const switchesOf = derivedPer((config: Config): WiboSwitches => ({
  mustDeclareMorphTarget: config.game.switches['wiboMustDeclareMorphTarget'] === true,
  distinctBonesPerRoll: config.game.switches['wiboDistinctBonesPerRoll'] === true,
}));

const wiboFacts = (s: DarkleafState, seat: number): WiboFacts => factsOf(s.config.clans[s.clan[seat]!]!);

// ---- predicates ----

/** The Endless is active for `seat` (no law at all is the common, cheap case). */
function endless(s: DarkleafState, seat: number): boolean {
  const law = s.law[seat]!;
  return law !== 0 && (law & wiboFacts(s, seat).endlessBit) !== 0;
}

/** WI-S-5: a Wibo pawn standing in the Wibo Seat under The Endless (invulnerable from arrival, L868). */
function inSeatUnderEndless(s: DarkleafState, u: UnitId): boolean {
  if (unitType(u) !== PAWN) return false;
  const seat = unitSeat(u);
  const sq = s.uSq[u]!;
  return sq >= 0 && localRank(seat, sq) === 0 && endless(s, seat);
}

/** Phase 3 (Roll & Execute) of the Wibo turn is still running. */
function inPhase3(s: DarkleafState, seat: number): boolean {
  if (s.g[G_SEAT] !== seat) return false;
  const ph = s.g[G_PHASE];
  return ph === PH_JOURNEY || ph === PH_POSTROLL || (ph === PH_CLAN && promptResume(s) === RESUME_EXECUTE);
}

/**
 * WI-S-5 stasis: cannot be moved or used. The ban starts at the end of Phase 3 [L864], so the
 * pawn that journeyed into the Seat this turn may still Morph (T-65).
 */
function stasisLocked(s: DarkleafState, u: UnitId): boolean {
  if (!inSeatUnderEndless(s, u)) return false;
  return !(inPhase3(s, unitSeat(u)) && s.g[G_JOURNEYED] === u);
}

function graveyardPawn(s: DarkleafState, seat: number): number {
  for (let i = 0; i < 8; i++) if (s.uSq[seat * 16 + i] === SQ_GRAVEYARD) return seat * 16 + i;
  return -1;
}

/** G-64: Morph needs a Wibo pawn in the graveyard (option morphNeedsGraveyardPawn). */
function morphAllowed(s: DarkleafState, seat: number): boolean {
  return !wiboFacts(s, seat).morphNeedsPawn || graveyardPawn(s, seat) >= 0;
}

/** WI-D-3: a rival unit on the board; never one whose trait refuses Wibo (the Erde king's Thick Skin, L775); not invulnerable now (G-103). */
function validTarget(s: DarkleafState, seat: number, t: number): boolean {
  if (t < 0 || unitSeat(t) === seat || s.uSq[t]! < 0) return false;
  if (s.config.hooks[s.clan[unitSeat(t)]!]!.traitUntargetable(s, t, seat)) return false;
  if (s.config.game.blockInvulnerableTargets && isInvulnerable(s, t, seat)) return false;
  return true;
}

/** The Morph direction set of `u` (data deed mask, "neighboring" = ORTHO), global. */
function morphMask(s: DarkleafState, u: UnitId): number {
  const seat = unitSeat(u);
  return maskToGlobal(seat, s.config.clans[s.clan[seat]!]!.deedMask[unitType(u)]! & 0xff);
}

/** Index of the single set bit of `bit`. */
const bitIndex = (bit: number): number => 31 - Math.clz32(bit);

// deedIntents works on 64-square sets held as two 32-bit halves, squares 0–31 (lo) and 32–63 (hi);
// `1 << sq` needs no `- 32` for the high half, as JS takes shift counts mod 32.

/**
 * deedIntents' scan of one seat's Morph deeds: the destinations of the unit it walked last
 * (walkDestinations) and the rivals reachable for one global Morph mask (markZone). Rival j of
 * `rivals` has unit bit rivalBit[j] (bit i = unit rival*16 + i) and may be Morphed by a unit
 * standing on a square of (fromLo[j], fromHi[j]); the zone is the union of those squares.
 * One scan is reused by every call (no allocation); deedIntents fills it and reads it.
 */
class MorphScan {
  destLo = 0;
  destHi = 0;
  /** The global Morph mask the zone was marked for, −1 for none. */
  zoneMask = -1;
  zoneLo = 0;
  zoneHi = 0;
  rivals = 0;
  readonly rivalBit = new Int32Array(16);
  readonly fromLo = new Int32Array(16);
  readonly fromHi = new Int32Array(16);

  markDestination(sq: number): void {
    if (sq < 32) this.destLo |= 1 << sq;
    else this.destHi |= 1 << sq;
  }

  /** Marks the rival units a unit of global Morph mask `mask` could Morph, and from where. */
  markZone(s: DarkleafState, rival: number, mask: number): void {
    if (MORPH_FROM_FILLED[mask] === 0) fillMorphFrom(mask);
    this.zoneMask = mask;
    this.rivals = 0;
    this.zoneLo = 0;
    this.zoneHi = 0;
    for (let i = 0; i < 16; i++) {
      const sq = s.uSq[rival * 16 + i]!;
      if (sq < 0) continue;
      const lo = MORPH_FROM_LO[mask * 64 + sq]!, hi = MORPH_FROM_HI[mask * 64 + sq]!;
      if ((lo | hi) === 0) continue;
      this.rivalBit[this.rivals] = 1 << i;
      this.fromLo[this.rivals] = lo;
      this.fromHi[this.rivals] = hi;
      this.rivals++;
      this.zoneLo |= lo;
      this.zoneHi |= hi;
    }
  }

  /** Rival unit bits a unit ending on one of the destinations could Morph. */
  morphable(): number {
    const { destLo, destHi } = this;
    if ((destLo & this.zoneLo) === 0 && (destHi & this.zoneHi) === 0) return 0;
    let m = 0;
    for (let j = 0; j < this.rivals; j++) {
      if ((destLo & this.fromLo[j]!) !== 0 || (destHi & this.fromHi[j]!) !== 0) m |= this.rivalBit[j]!;
    }
    return m;
  }
}

const MORPH_SCAN = new MorphScan();

/**
 * MORPH_FROM_LO/HI[mask*64 + sq]: the squares from which sq lies along the global direction set
 * `mask` (where a unit could stand to Morph a unit on sq); filled per mask on first use.
 */
const MORPH_FROM_LO = new Int32Array(256 * 64);
const MORPH_FROM_HI = new Int32Array(256 * 64);
const MORPH_FROM_FILLED = new Uint8Array(256);

function fillMorphFrom(mask: number): void {
  for (let sq = 0; sq < 64; sq++) {
    let lo = 0, hi = 0;
    for (let d = 0; d < 8; d++) {
      const from = ADJ[sq * 8 + ((d + 4) & 7)]!; // seen from `from`, sq lies in direction d
      if ((mask & (1 << d)) === 0 || from < 0) continue;
      if (from < 32) lo |= 1 << from;
      else hi |= 1 << from;
    }
    MORPH_FROM_LO[mask * 64 + sq] = lo;
    MORPH_FROM_HI[mask * 64 + sq] = hi;
  }
  MORPH_FROM_FILLED[mask] = 1;
}

function isAlong(mask: number, from: number, to: number): boolean {
  if (from < 0 || to < 0) return false;
  for (let d = 0; d < 8; d++) if ((mask & (1 << d)) !== 0 && ADJ[from * 8 + d] === to) return true;
  return false;
}

function largestPoolSides(s: DarkleafState, seat: number): number {
  let m = 0;
  for (let b = 0; b < BONES; b++) if (s.boneLoc[seat * BONES + b] === -1 && s.boneSides[seat * BONES + b]! > m) m = s.boneSides[seat * BONES + b]!;
  return m;
}

/** Pool bones that may be rolled now (G-63), one per distinct number of sides. */
function rollableBones(s: DarkleafState, seat: number, out: Int32Array, n: number, kind: number, c: number): number {
  if (s.g[G_ROLLS]! >= threshold(s, seat, 'maxRollsPerTurn')) return n;
  const distinct = switchesOf(s.config).distinctBonesPerRoll;
  const rolled = s.clanVar[seat * CLAN_VARS + CV_ROLLED]!;
  let sidesSeen = 0;
  for (let b = 0; b < BONES; b++) {
    if (s.boneLoc[seat * BONES + b] !== -1) continue;
    if (distinct && (rolled & (1 << b)) !== 0) continue;
    const bit = 1 << s.boneSides[seat * BONES + b]!;
    if ((sidesSeen & bit) !== 0) continue;
    sidesSeen |= bit;
    out[n++] = encode(kind, b, 0, c);
  }
  return n;
}

function rollInPhase3(s: DarkleafState, seat: number, bone: number, rng: Rng): number {
  const v = rollBone(s, s.boneSides[seat * BONES + bone]!, rng);
  s.g[G_ROLL] = v;
  s.g[G_ROLL_BONE] = bone;
  s.g[G_ROLLS] = s.g[G_ROLLS]! + 1;
  s.clanVar[seat * CLAN_VARS + CV_ROLLED] = s.clanVar[seat * CLAN_VARS + CV_ROLLED]! | (1 << bone);
  return v;
}

// ---- journeys (WI-U-5 Deep Roots) ----

/** Journey choices of one Wibo unit: data direction set, queen exactly 1 (+ swap with an adjacent pawn). */
function unitJourneyMoves(s: DarkleafState, seat: number, u: UnitId, value: number, out: Int32Array, n: number): number {
  if (s.uSq[u]! < 0 || isFrozen(s, u) || stasisLocked(s, u)) return n;
  const cc = s.config.clans[s.clan[seat]!]!;
  const t = unitType(u);
  const mask = maskToGlobal(seat, cc.journeyMask[t]!);
  const fixed = cc.journeyFixed[t]!;
  let dist = fixed > 0 ? fixed : value;
  const deepRoots = t === QUEEN && wiboFacts(s, seat).deepRoots;
  if (deepRoots) dist = Math.min(dist, threshold(s, seat, 'queenMaxMove'));
  if (mask !== 0) n = walkMoves(s, u, mask, dist, cc.journeyUpTo[t] === 1, out, n);
  if (deepRoots) {
    const sq = s.uSq[u]!;
    for (let d = 0; d < 8; d++) {
      const a = ADJ[sq * 8 + d]!;
      if (a >= 0 && swapPartner(s, seat, a)) out[n++] = encode(A_MOVE, u, a);
    }
  }
  return n;
}

/** WI-U-5: "alternatively, swap locations with adjacent Wibo pawn" [L825]; not a pawn in stasis (WI-S-5). */
function swapPartner(s: DarkleafState, seat: number, sq: number): boolean {
  const p = s.board[sq]!;
  return p >= 0 && unitSeat(p) === seat && unitType(p) === PAWN && !stasisLocked(s, p) && !isFrozen(s, p);
}

/**
 * Sets scan.destLo/destHi to where `u` may journey on any roll 1…sides: the squares unitJourneyMoves
 * would list, not encoded. The caller has checked that `u` is on the board, not frozen and not in stasis.
 */
function walkDestinations(scan: MorphScan, s: DarkleafState, cc: ClanConfig, seat: number, u: UnitId, sides: number): void {
  const t = unitType(u);
  const from = s.uSq[u]!;
  // The union of exact-distance walks for v = 1…sides is the "≤ sides" walk (a fixed distance is
  // the same for every roll).
  const fixed = cc.journeyFixed[t]!;
  let dist = fixed > 0 ? fixed : sides;
  const upTo = fixed === 0 || cc.journeyUpTo[t] === 1;
  const deepRoots = t === QUEEN && factsOf(cc).deepRoots;
  if (deepRoots) dist = Math.min(dist, threshold(s, seat, 'queenMaxMove'));
  const walk = maskToGlobal(seat, cc.journeyMask[t]!);
  scan.destLo = 0;
  scan.destHi = 0;
  // walkMoves' walk (CR-J-3, CR-J-5).
  if (dist >= 1) {
    for (let d = 0; d < 8; d++) {
      if ((walk & (1 << d)) === 0) continue;
      for (let k = 1; k <= dist; k++) {
        const sq = ray(from, d, k);
        if (sq < 0 || s.board[sq] !== -1) break;
        if ((k === dist || upTo) && mayEndOn(s, u, sq)) scan.markDestination(sq);
      }
    }
  }
  if (deepRoots) {
    for (let d = 0; d < 8; d++) {
      const a = ADJ[from * 8 + d]!;
      if (a >= 0 && swapPartner(s, seat, a)) scan.markDestination(a);
    }
  }
}

function applyJourneyMove(s: DarkleafState, seat: number, u: UnitId, to: number): void {
  const p = s.board[to]!;
  if (p >= 0) {
    // WI-U-5 swap (G-65: counts as her journey unless queenSwapCountsAsJourney is off).
    const from = s.uSq[u]!;
    s.board[from] = p;
    s.uSq[p] = from;
    s.board[to] = u;
    s.uSq[u] = to;
    if (!option<boolean>(s, seat, 'queenSwapCountsAsJourney')) s.clanVar[seat * CLAN_VARS + CV_FLAGS] = s.clanVar[seat * CLAN_VARS + CV_FLAGS]! | F_SWAP_NO_JOURNEY;
  } else moveUnit(s, u, to);
  s.g[G_JOURNEYED] = u;
}

// ---- Morph (WI-D-1…3) ----

/** Rival units the unit that journeyed may Morph now (named target under G-61, any neighbour otherwise). */
function morphTargets(s: DarkleafState, seat: number, out: Int32Array | null, n: number): number {
  const u = s.g[G_JOURNEYED]!;
  if (u < 0 || unitSeat(u) !== seat || s.uSq[u]! < 0 || !morphAllowed(s, seat)) return n;
  if ((s.clanVar[seat * CLAN_VARS + CV_FLAGS]! & F_SWAP_NO_JOURNEY) !== 0) return n;
  const mask = morphMask(s, u);
  if (switchesOf(s.config).mustDeclareMorphTarget) {
    if (s.g[G_I_UNIT] !== u) return n;
    const t = s.g[G_I_T1]!;
    // CR-G-4: a named target that can no longer be affected cannot be Morphed.
    if (validTarget(s, seat, t) && isAlong(mask, s.uSq[u]!, s.uSq[t]!)) {
      if (out) out[n] = t;
      n++;
    }
    return n;
  }
  const sq = s.uSq[u]!;
  for (let d = 0; d < 8; d++) {
    if ((mask & (1 << d)) === 0) continue;
    const a = ADJ[sq * 8 + d]!;
    if (a < 0) continue;
    const t = s.board[a]!;
    if (validTarget(s, seat, t)) {
      if (out) out[n] = t;
      n++;
    }
  }
  return n;
}

const TARGETS = new Int32Array(8);

function seedRow(s: DarkleafState, seat: number): number {
  return s.config.clans[s.clan[seat]!]!.skillRow['starterSeed'] ?? -1;
}

function afterJourneyActions(s: DarkleafState, seat: number, out: Int32Array, n: number): number {
  const nt = morphTargets(s, seat, TARGETS, 0);
  const sr = seedRow(s, seat);
  for (let i = 0; i < nt; i++) {
    const t = TARGETS[i]!;
    n = rollableBones(s, seat, out, n, A_CHOOSE_BONE, t + 1);
    // WI-S-3 Starter Seed: spend after the journey, the Morph needs no roll.
    if (sr >= 0 && s.relicTok[seat * 5 + sr]! > 0) out[n++] = encode(A_SPEND_RELIC, sr, 0, t + 1);
  }
  return n;
}

/**
 * WI-D-1 roll 2: whether P_AFTER_JOURNEY is offered after the journey; if not, Phase 3 ends here.
 * The caller opens the Morph frame (journey from the turn machine) or steps it (from P_JOURNEY).
 */
function morphOffered(s: DarkleafState, seat: number, rng: Rng): boolean {
  if (afterJourneyActions(s, seat, SCRATCH, 0) === 0) {
    endExecute(s, rng);
    return false;
  }
  return true;
}

/** Squares for a placement of kind/param (CR-N); `ownsReclaimed`: the placed unit's clan owns Reclaimed ground. Returns how many are in PLACE_OUT. */
function placementOptions(s: DarkleafState, kind: number, param: number, ownsReclaimed: boolean): number {
  clearTarget();
  if (kind === K_SQUARE) TARGET[param] = 1;
  else if (kind === K_SEAT) for (let f = 0; f < 8; f++) TARGET[toGlobal(param, f)] = 1;
  else {
    const mask = kind === K_ORTHO ? MASK_ORTHO : 0xff;
    for (let d = 0; d < 8; d++) {
      const a = ADJ[param * 8 + d]!;
      if ((mask & (1 << d)) !== 0 && a >= 0) TARGET[a] = 1;
    }
  }
  return placementSquares(s, ownsReclaimed);
}

/** Places `u` (from a graveyard or lifted) by CR-N; a single choice is placed at once, several open P_PLACE. */
function place(s: DarkleafState, seat: number, u: UnitId, kind: number, param: number, step: number, rng: Rng): void {
  const n = placementOptions(s, kind, param, s.config.hooks[s.clan[unitSeat(u)]!]!.ownsReclaimed);
  if (n === 0) {
    runStep(s, seat, step, -1, rng); // no free legal square anywhere: the placement cannot happen
    return;
  }
  if (n === 1) {
    placeUnit(s, u, PLACE_OUT[0]!);
    runStep(s, seat, step, u, rng);
    return;
  }
  // Rival Regrowth is a decision of its own in Phase 5; the other placements are the next step of the Morph.
  const f = step === ST_REGROWTH ? openPrompt(s, P_PLACE, RESUME_ACQUIRE) : nextPrompt(s, P_PLACE);
  s.frames[f + PLACE_UNIT] = u;
  s.frames[f + PLACE_KIND] = kind;
  s.frames[f + PLACE_PARAM] = param;
  s.frames[f + PLACE_THEN] = step;
}

/**
 * WI-D-3 conversion of `t`: vanquish (Iron Plating absorbs it and nothing else happens, WI-C-5),
 * then a Wibo pawn from the graveyard on the target's square (CR-N if Reclaimed, IX-12) or, for
 * the rival royal, on the Wibo Seat (WI-T-1).
 */
function convert(s: DarkleafState, seat: number, t: UnitId, step: number, rng: Rng): void {
  const sq = s.uSq[t]!;
  const royal = isRoyal(s, t);
  if (vanquish(s, t, seat) !== V_DONE) {
    runStep(s, seat, step, -1, rng);
    return;
  }
  const p = graveyardPawn(s, seat);
  if (p < 0) {
    runStep(s, seat, step, -1, rng); // G-64 alt: no pawn left to place (CR-U-3)
    return;
  }
  if (royal) place(s, seat, p, K_SEAT, seat, step, rng);
  else place(s, seat, p, K_SQUARE, sq, step, rng);
}

function runStep(s: DarkleafState, seat: number, step: number, placed: number, rng: Rng): void {
  switch (step) {
    case ST_FIRST:
      s.clanVar[seat * CLAN_VARS + CV_NEW1] = placed;
      afterFirstMorph(s, seat, rng);
      return;
    case ST_SECOND:
    case ST_HASTY:
      endExecute(s, rng);
      return;
    case ST_REGROWTH:
      // WI-S-2 / G-66: not usable or movable through the rival's next turn.
      if (placed >= 0) s.uFrozenUntil[placed] = s.g[G_TURN]! + 1;
      endAcquire(s, rng);
      return;
    default:
      throw new Error(`bad Wibo step ${step}`);
  }
}

function massTargets(s: DarkleafState, seat: number, out: Int32Array | null, n: number): number {
  const u = s.g[G_JOURNEYED]!;
  if (u < 0 || unitType(u) !== SAGE || !hasAbility(s, seat, SAGE, 'massMorph') || s.uSq[u]! < 0) return n;
  if ((s.clanVar[seat * CLAN_VARS + CV_FLAGS]! & F_SEED) !== 0) return n; // WI-C-3: Starter Seed cannot power it [L870]
  if (!morphAllowed(s, seat)) return n;
  const sq = s.uSq[u]!;
  for (let d = 1; d < 8; d += 2) {
    const a = ADJ[sq * 8 + d]!;
    if (a < 0) continue;
    const t = s.board[a]!;
    if (!validTarget(s, seat, t) || t === s.g[G_I_T1]) continue;
    if (out) out[n] = encode(A_TARGET, t);
    n++;
  }
  return n;
}

function afterFirstMorph(s: DarkleafState, seat: number, rng: Rng): void {
  if (massTargets(s, seat, null, 0) > 0) {
    nextPrompt(s, P_MASS); // nothing is asked once a vanquish ended the game (flow.ts)
    return;
  }
  retreatStage(s, seat, rng);
}

// ---- retreat (WI-D-4, WI-U-3) ----

function retreatMask(s: DarkleafState, seat: number): number {
  return maskToGlobal(seat, wiboFacts(s, seat).retreatLocal);
}

/** Straight retreat of `u` toward the Wibo Seat, exactly `value` squares (G-62), clear path; `lift` is ignored as a blocker. */
function retreatMoves(s: DarkleafState, seat: number, u: UnitId, value: number, lift: number, out: Int32Array | null, n: number): number {
  const from = s.uSq[u]!;
  if (from < 0 || value < 1) return n;
  const mask = retreatMask(s, seat);
  const exact = wiboFacts(s, seat).retreatExact;
  const cap = wibo.traitMoveCap(s, u);
  for (let d = 0; d < 8; d++) {
    if ((mask & (1 << d)) === 0) continue;
    for (let k = 1; k <= value && k <= cap; k++) {
      const sq = ray(from, d, k);
      if (sq < 0 || (s.board[sq] !== -1 && sq !== lift)) break;
      if ((k === value || !exact) && mayEndOn(s, u, sq)) {
        if (out) out[n] = encode(A_MOVE, u, sq);
        n++;
      }
    }
  }
  return n;
}

function anyRetreat(s: DarkleafState, seat: number, u: UnitId, lift: number): boolean {
  const m = largestPoolSides(s, seat);
  for (let v = 1; v <= m; v++) if (retreatMoves(s, seat, u, v, lift, null, 0) > 0) return true;
  return false;
}

function newPawn(s: DarkleafState, seat: number): number {
  const p = s.clanVar[seat * CLAN_VARS + CV_NEW1]!;
  return p >= 0 && s.uSq[p]! >= 0 ? p : -1;
}

function canPawnRetreat(s: DarkleafState, seat: number): boolean {
  const p = newPawn(s, seat);
  return p >= 0 && !stasisLocked(s, p) && anyRetreat(s, seat, p, -1);
}

function canHasty(s: DarkleafState, seat: number): boolean {
  const p = newPawn(s, seat);
  const k = s.g[G_JOURNEYED]!;
  if (p < 0 || stasisLocked(s, p) || k < 0 || unitType(k) !== KNIGHT || s.uSq[k]! < 0) return false;
  if (!hasAbility(s, seat, KNIGHT, 'hastyRetreat')) return false;
  return anyRetreat(s, seat, k, s.uSq[p]!);
}

function retreatAskActions(s: DarkleafState, seat: number, out: Int32Array, n: number): number {
  if ((s.clanVar[seat * CLAN_VARS + CV_FLAGS]! & F_MASS) !== 0) return n; // "New pawns cannot retreat this turn" [L810]
  if (canPawnRetreat(s, seat)) n = rollableBones(s, seat, out, n, A_CHOOSE_BONE, 0);
  if (canHasty(s, seat)) n = rollableBones(s, seat, out, n, A_CHOOSE_BONE, 1);
  return n;
}

function retreatStage(s: DarkleafState, seat: number, rng: Rng): void {
  if (retreatAskActions(s, seat, SCRATCH, 0) === 0) {
    endExecute(s, rng);
    return;
  }
  nextPrompt(s, P_RETREAT_ASK); // nothing is asked once a vanquish ended the game (flow.ts)
}

// ---- skills ----

function skillId(s: DarkleafState, seat: number, row: number): string {
  return s.config.clans[s.clan[seat]!]!.skills[row]!.id;
}

function wiboRookSq(s: DarkleafState, seat: number): number {
  for (let u = seat * 16 + 12; u <= seat * 16 + 13; u++) if (s.uSq[u]! >= 0) return s.uSq[u]!;
  return -1;
}

/** WI-S-1: a pawn of either owner that may be relocated (not in stasis, not frozen, G-66)… */
function sporesPawnMovable(s: DarkleafState, p: UnitId): boolean {
  return s.uSq[p]! >= 0 && !isImmovable(s, p) && !isFrozen(s, p);
}

/** …and has a square to go to. With out = null only whether one exists (1/0: callers test > 0). */
function sporesPawns(s: DarkleafState, out: Int32Array | null, n: number): number {
  for (let seat = 0; seat < 2; seat++) {
    for (let i = 0; i < 8; i++) {
      const p = seat * 16 + i;
      if (!sporesPawnMovable(s, p) || sporesSquares(s, p, null, 0) === 0) continue;
      if (!out) return n + 1;
      out[n++] = encode(A_TARGET, p);
    }
  }
  return n;
}

/** With out = null only whether a square exists (1/0: callers test > 0). */
function sporesSquares(s: DarkleafState, p: UnitId, out: Int32Array | null, n: number): number {
  for (let sq = 0; sq < 64; sq++) {
    if (s.board[sq] !== -1 || !mayEndOn(s, p, sq)) continue;
    if (!out) return n + 1;
    out[n++] = encode(A_SQUARE, 0, sq);
  }
  return n;
}

/** With out = null only whether a unit exists (1/0: callers test > 0). */
function scatterUnits(s: DarkleafState, seat: number, out: Int32Array | null, n: number): number {
  const rival = seat ^ 1;
  for (let i = 0; i < 16; i++) {
    const u = rival * 16 + i;
    if (s.uSq[u]! < 0 || s.uAura[u] === 0) continue;
    if (!out) return n + 1;
    out[n++] = encode(A_TARGET, u);
  }
  return n;
}

function removeAura(s: DarkleafState, u: UnitId, bit: number): void {
  s.uAura[u] = s.uAura[u]! & ~(1 << bit);
  const owner = unitSeat(u);
  if (s.chips[owner]! > 0) s.chips[owner] = s.chips[owner]! - 1; // the chip returns to its owner (§1.12)
}

function lowestBit(x: number): number {
  for (let k = 0; k < 8; k++) if ((x & (1 << k)) !== 0) return k;
  return -1;
}

// ---- hooks ----

export const wibo = clanHooks({
  clan: WIBO,
  victoryReason: 'six pawns in seat',
  victorySource: 'WI-V-1',
  deedName: 'Morph',
  deedVerb: 'Morphs',
  complete: true,
  evalTables: wiboEvalTables,
  evalTerms: wiboEvalTerms,
  // WI-D-1: the Morph roll comes after the journey, so the Wibo can no longer parry.
  promptAfterAction: (_s, prompt) => prompt === P_AFTER_JOURNEY,

  upkeepCounters(s, seat) {
    s.clanVar[seat * CLAN_VARS + CV_ROLLED] = 0;
    s.clanVar[seat * CLAN_VARS + CV_NEW1] = -1;
    s.clanVar[seat * CLAN_VARS + CV_FLAGS] = 0;
  },

  // G-61 alt (wiboMustDeclareMorphTarget = false): no declaration, the Morph is chosen after the journey.
  intentMode: (s) => (switchesOf(s.config).mustDeclareMorphTarget ? 0 : 2),

  deedIntents(s, seat, out, n) {
    // WI-D-2 / G-61: Deed names the unit that will journey and its intended target. Only targets the
    // unit could neighbour after some journey are offered (others could only waste the turn).
    if (!morphAllowed(s, seat)) return n;
    const sides = largestPoolSides(s, seat);
    if (sides < 1) return n; // no roll, no journey, no target
    const cc = s.config.clans[s.clan[seat]!]!;
    const rival = seat ^ 1;
    const scan = MORPH_SCAN;
    scan.zoneMask = -1;
    // validTarget of rival unit bits, asked at most once per call (a pure test).
    let asked = 0, valid = 0;
    for (let i = 0; i < 16; i++) {
      const u = seat * 16 + i;
      if (s.uSq[u]! < 0 || isFrozen(s, u) || stasisLocked(s, u)) continue;
      const mask = maskToGlobal(seat, cc.deedMask[unitType(u)]! & 0xff); // morphMask(s, u)
      if (mask === 0) continue;
      walkDestinations(scan, s, cc, seat, u, sides);
      if ((scan.destLo | scan.destHi) === 0) continue;
      if (mask !== scan.zoneMask) scan.markZone(s, rival, mask);
      let m = scan.morphable();
      for (let ask = m & ~asked; ask !== 0; ask &= ask - 1) {
        const bit = ask & -ask;
        asked |= bit;
        if (validTarget(s, seat, rival * 16 + bitIndex(bit))) valid |= bit;
      }
      // Targets in unit order (lowest bit first).
      for (m &= valid; m !== 0; m &= m - 1) out[n++] = encode(A_DECLARE_DEED, u, rival * 16 + bitIndex(m & -m), 0);
    }
    return n;
  },

  executeDeed(s, seat, rng) {
    // WI-D-1 roll 1 is the declared unit's journey ("running start", L859).
    s.clanVar[seat * CLAN_VARS + CV_ROLLED] = s.clanVar[seat * CLAN_VARS + CV_ROLLED]! | (1 << s.g[G_ROLL_BONE]!);
    openPrompt(s, P_JOURNEY, RESUME_EXECUTE); // the Morph frame
  },

  journeyMoves(s, seat, value, out, n) {
    for (let i = 0; i < 16; i++) n = unitJourneyMoves(s, seat, seat * 16 + i, value, out, n);
    return n;
  },

  applyJourney(s, seat, action, rng) {
    applyJourneyMove(s, seat, argA(action), argB(action));
    if (switchesOf(s.config).mustDeclareMorphTarget) endExecute(s, rng); // declaring Journey forbids a Morph (G-61)
    else {
      s.clanVar[seat * CLAN_VARS + CV_ROLLED] = s.clanVar[seat * CLAN_VARS + CV_ROLLED]! | (1 << s.g[G_ROLL_BONE]!);
      if (morphOffered(s, seat, rng)) openPrompt(s, P_AFTER_JOURNEY, RESUME_EXECUTE); // the Morph frame
    }
  },

  traitInvulnerable(s, u) {
    const seat = unitSeat(u);
    if (unitType(u) !== PAWN) return false;
    if (inSeatUnderEndless(s, u)) return true; // WI-S-5, WI-C-1: from arrival [L868]
    // WI-U-4 Biotic Refuge: Wibo pawns diagonal to the Wibo rook.
    if (!hasAbility(s, seat, ROOK, 'bioticRefuge')) return false;
    const sq = s.uSq[u]!;
    for (let d = 1; d < 8; d += 2) {
      const a = ADJ[sq * 8 + d]!;
      if (a < 0) continue;
      const b = s.board[a]!;
      if (b >= 0 && unitSeat(b) === seat && unitType(b) === ROOK) return true;
    }
    return false;
  },

  traitImmovable: (s, u) => stasisLocked(s, u),

  traitMoveCap(s, u) {
    // WI-U-5 / IX-19 / IX-34: the queen never moves more than queenMaxMove in a single action [L871].
    const seat = unitSeat(u);
    return unitType(u) === QUEEN && wiboFacts(s, seat).deepRoots ? threshold(s, seat, 'queenMaxMove') : 8;
  },

  implementsSkill: (id) =>
    id === 'hallucinogenicSpores' || id === 'rivalRegrowth' || id === 'starterSeed' || id === 'scatter' || id === 'theEndless',

  canExecuteSkill(s, seat, row) {
    switch (skillId(s, seat, row)) {
      case 'hallucinogenicSpores':
        return sporesPawns(s, null, 0) > 0;
      case 'rivalRegrowth': {
        const rook = wiboRookSq(s, seat);
        if (rook < 0 || graveyardPawn(s, seat ^ 1) < 0) return false;
        // CR-N widens to the whole board: a square next to the rook, or a next-best one, exists
        // iff any free legal square does.
        return anyPlacement(s, s.config.hooks[s.clan[seat ^ 1]!]!.ownsReclaimed);
      }
      case 'scatter':
        return scatterUnits(s, seat, null, 0) > 0;
      case 'starterSeed':
      case 'theEndless':
        return true;
      default:
        return false;
    }
  },

  acquireSkill(s, seat, row, rng) {
    switch (skillId(s, seat, row)) {
      case 'hallucinogenicSpores':
        openPrompt(s, P_SPORES_PAWN, RESUME_ACQUIRE);
        return;
      case 'rivalRegrowth': {
        const rook = wiboRookSq(s, seat);
        const p = graveyardPawn(s, seat ^ 1);
        if (rook < 0 || p < 0) {
          endAcquire(s, rng);
          return;
        }
        place(s, seat, p, K_ADJ, rook, ST_REGROWTH, rng);
        return;
      }
      case 'scatter':
        openPrompt(s, P_SCATTER_UNIT, RESUME_ACQUIRE);
        return;
      default:
        endAcquire(s, rng); // The Endless: the engine set the law; its effect is read by the predicates above
    }
  },

  promptActions(s, seat, prompt, out, n) {
    switch (prompt) {
      case P_JOURNEY:
        out[n++] = encode(A_CANCEL);
        return unitJourneyMoves(s, seat, s.g[G_I_UNIT]!, wibo.journeyValue(s, seat, s.g[G_ROLL]!), out, n);
      case P_AFTER_JOURNEY:
        out[n++] = encode(A_END);
        return afterJourneyActions(s, seat, out, n);
      case P_PLACE: {
        const f = topFrame(s);
        const u = s.frames[f + PLACE_UNIT]!;
        const k = placementOptions(s, s.frames[f + PLACE_KIND]!, s.frames[f + PLACE_PARAM]!, s.config.hooks[s.clan[unitSeat(u)]!]!.ownsReclaimed);
        for (let i = 0; i < k; i++) out[n++] = encode(A_SQUARE, 0, PLACE_OUT[i]!);
        return n;
      }
      case P_MASS:
        out[n++] = encode(A_END);
        return massTargets(s, seat, out, n);
      case P_RETREAT_ASK:
        out[n++] = encode(A_END);
        return retreatAskActions(s, seat, out, n);
      case P_RETREAT_MOVE: {
        out[n++] = encode(A_CANCEL);
        const p = newPawn(s, seat);
        if (p < 0) return n;
        if ((s.clanVar[seat * CLAN_VARS + CV_FLAGS]! & F_HASTY) !== 0) return retreatMoves(s, seat, s.g[G_JOURNEYED]!, s.g[G_ROLL]!, s.uSq[p]!, out, n);
        return retreatMoves(s, seat, p, s.g[G_ROLL]!, -1, out, n);
      }
      case P_SPORES_PAWN:
        return sporesPawns(s, out, n);
      case P_SPORES_SQ:
        return sporesSquares(s, s.frames[topFrame(s) + SPORES_PAWN]!, out, n);
      case P_SCATTER_UNIT:
        return scatterUnits(s, seat, out, n);
      case P_SCATTER_AURA: {
        const a = s.uAura[s.frames[topFrame(s) + SCATTER_UNIT]!]!;
        for (let k = 0; k < 8; k++) if ((a & (1 << k)) !== 0) out[n++] = encode(A_OPTION, k);
        return n;
      }
      default:
        return n;
    }
  },

  applyPrompt(s, seat, prompt, action, rng) {
    const kind = kindOf(action);
    switch (prompt) {
      case P_JOURNEY:
        if (kind === A_CANCEL) {
          endExecute(s, rng); // CR-J-7: no journey, so no Morph this turn
          return;
        }
        applyJourneyMove(s, seat, argA(action), argB(action));
        if (morphOffered(s, seat, rng)) nextPrompt(s, P_AFTER_JOURNEY);
        return;
      case P_AFTER_JOURNEY: {
        if (kind === A_END) {
          endExecute(s, rng); // stop rolling: the journey roll is the one slotted (WI-D-1)
          return;
        }
        const t = argC(action) - 1;
        s.g[G_I_T1] = t;
        if (kind === A_SPEND_RELIC) {
          // WI-S-3: the token returns to the supply; the Morph succeeds without a roll.
          const r = argA(action);
          s.relicTok[seat * 5 + r] = s.relicTok[seat * 5 + r]! - 1;
          s.clanVar[seat * CLAN_VARS + CV_FLAGS] = s.clanVar[seat * CLAN_VARS + CV_FLAGS]! | F_SEED;
          convert(s, seat, t, ST_FIRST, rng);
          return;
        }
        // WI-D-3: success on morphMin or more (T-31); a failure still lets the bone be slotted (T-12).
        if (rollInPhase3(s, seat, argA(action), rng) >= threshold(s, seat, 'morphMin')) convert(s, seat, t, ST_FIRST, rng);
        else endExecute(s, rng);
        return;
      }
      case P_PLACE: {
        const f = topFrame(s);
        const u = s.frames[f + PLACE_UNIT]!;
        placeUnit(s, u, argB(action));
        runStep(s, seat, s.frames[f + PLACE_THEN]!, u, rng);
        return;
      }
      case P_MASS:
        if (kind === A_END) {
          retreatStage(s, seat, rng);
          return;
        }
        // WI-U-2: the same Morph roll converts a second, diagonal unit; then no retreat [L810].
        s.clanVar[seat * CLAN_VARS + CV_FLAGS] = s.clanVar[seat * CLAN_VARS + CV_FLAGS]! | F_MASS;
        convert(s, seat, argA(action), ST_SECOND, rng);
        return;
      case P_RETREAT_ASK:
        if (kind === A_END) {
          endExecute(s, rng);
          return;
        }
        if (argC(action) === 1) s.clanVar[seat * CLAN_VARS + CV_FLAGS] = s.clanVar[seat * CLAN_VARS + CV_FLAGS]! | F_HASTY;
        rollInPhase3(s, seat, argA(action), rng);
        nextPrompt(s, P_RETREAT_MOVE);
        return;
      case P_RETREAT_MOVE: {
        if (kind === A_CANCEL) {
          endExecute(s, rng); // G-62: the retreat is optional
          return;
        }
        const p = newPawn(s, seat);
        if ((s.clanVar[seat * CLAN_VARS + CV_FLAGS]! & F_HASTY) !== 0) {
          // WI-U-3: the pawn leaves with the knight and resumes play neighbouring the knight's new square.
          const psq = s.uSq[p]!;
          s.board[psq] = -1;
          s.uSq[p] = SQ_GRAVEYARD;
          const k = argA(action);
          moveUnit(s, k, argB(action));
          place(s, seat, p, K_ORTHO, s.uSq[k]!, ST_HASTY, rng);
          return;
        }
        moveUnit(s, p, argB(action));
        endExecute(s, rng);
        return;
      }
      case P_SPORES_PAWN:
        s.frames[nextPrompt(s, P_SPORES_SQ) + SPORES_PAWN] = argA(action);
        return;
      case P_SPORES_SQ:
        moveUnit(s, s.frames[topFrame(s) + SPORES_PAWN]!, argB(action)); // WI-S-1 relocation (CR-V-9)
        endAcquire(s, rng);
        return;
      case P_SCATTER_UNIT: {
        const u = argA(action);
        const a = s.uAura[u]!;
        if ((a & (a - 1)) === 0) {
          removeAura(s, u, lowestBit(a));
          endAcquire(s, rng);
          return;
        }
        s.frames[nextPrompt(s, P_SCATTER_AURA) + SCATTER_UNIT] = u;
        return;
      }
      case P_SCATTER_AURA:
        removeAura(s, s.frames[topFrame(s) + SCATTER_UNIT]!, argA(action));
        endAcquire(s, rng);
        return;
      default:
        throw new Error(`bad Wibo prompt ${prompt}`);
    }
  },

  describePrompt: (_s, prompt) => PROMPT_NAMES[prompt] ?? 'Wibo',

  describeAction(s, a) {
    const kind = kindOf(a);
    const seat = s.g[G_SEAT]!;
    const prompt = s.g[G_PHASE] === PH_CLAN ? clanPrompt(s) : 0;
    const dn = (b: number) => `d${s.boneSides[seat * BONES + b]}`;
    if (kind === A_DECLARE_DEED) return `declare Morph: ${unitName(s, argA(a))} journeys, then Morphs ${unitName(s, argB(a))}`;
    if (kind === A_MOVE && (s.g[G_PHASE] === PH_JOURNEY || prompt === P_JOURNEY)) {
      const occ = s.board[argB(a)]!;
      if (occ >= 0) return `Deep Roots: ${unitName(s, argA(a))} swaps locations with ${unitName(s, occ)}`;
      return undefined;
    }
    switch (prompt) {
      case P_JOURNEY: return kind === A_CANCEL ? 'cancel the journey (no Morph this turn)' : undefined;
      case P_AFTER_JOURNEY:
        if (kind === A_END) return `stop rolling (slot the ${s.g[G_ROLL]})`;
        if (kind === A_SPEND_RELIC) return `spend Starter Seed: Morph ${unitName(s, argC(a) - 1)} without a roll`;
        return `roll a ${dn(argA(a))} to Morph ${unitName(s, argC(a) - 1)} (${threshold(s, seat, 'morphMin')}+)`;
      case P_PLACE: {
        const f = topFrame(s);
        return s.frames[f + PLACE_THEN] === ST_REGROWTH
          ? `Rival Regrowth: rekindle ${unitName(s, s.frames[f + PLACE_UNIT]!)} on ${squareName(argB(a))}`
          : `place the new Wibo pawn on ${squareName(argB(a))}`;
      }
      case P_MASS: return kind === A_END ? 'no Mass Morph' : `Mass Morph: also convert ${unitName(s, argA(a))}`;
      case P_RETREAT_ASK:
        if (kind === A_END) return `no retreat (slot the ${s.g[G_ROLL]})`;
        return argC(a) === 1 ? `roll a ${dn(argA(a))} for Hasty Retreat (knight and new pawn)` : `roll a ${dn(argA(a))} to retreat the new pawn`;
      case P_RETREAT_MOVE:
        if (kind === A_CANCEL) return 'cancel the retreat';
        return `${unitName(s, argA(a))} retreats to ${squareName(argB(a))}`;
      case P_SPORES_PAWN: return `Hallucinogenic Spores: relocate ${unitName(s, argA(a))}`;
      case P_SPORES_SQ: return `Hallucinogenic Spores: to ${squareName(argB(a))}`;
      case P_SCATTER_UNIT: return `Scatter: remove an aura from ${unitName(s, argA(a))}`;
      case P_SCATTER_AURA: return `Scatter: remove ${s.config.auraNames[argA(a)]} from ${unitName(s, s.frames[topFrame(s) + SCATTER_UNIT]!)}`;
      default: return undefined;
    }
  },

  endOfTurn(s, seat) {
    // WI-V-1: checked only at the end of the Wibo player's own turn [L794].
    let n = 0;
    for (let i = 0; i < 8; i++) {
      const sq = s.uSq[seat * 16 + i]!;
      if (sq >= 0 && localRank(seat, sq) === 0) n++;
    }
    if (n >= threshold(s, seat, 'pawnsInSeatToWin')) declareWin(s, seat);
  },
});

// ---- evaluation (spec §6.5; evaluate.ts reaches it as config.hooks[WIBO]) ----------------

interface WiboEval {
  readonly seatPawns: number;
  readonly morphThreat: number;
  readonly pawnApproach: number;
  readonly pawns: number;
  readonly supply: number;
  readonly pawnsInSeatToWin: number;
  readonly morphMin: number;
  /** G-64: a Morph needs a Wibo pawn in the graveyard (wibo.options.morphNeedsGraveyardPawn). */
  readonly morphNeedsGraveyardPawn: boolean;
}

function wiboEvalTables(config: Config, weights: WeightsData): WiboEval {
  const cc = config.clans[WIBO]!;
  return {
    seatPawns: weightOf(weights, 'wibo', 'seatPawns'),
    morphThreat: weightOf(weights, 'wibo', 'morphThreat'),
    pawnApproach: weightOf(weights, 'wibo', 'pawnApproach'),
    pawns: weightOf(weights, 'wibo', 'pawns'),
    supply: weightOf(weights, 'wibo', 'supply'),
    pawnsInSeatToWin: Math.max(1, cc.thresholds['pawnsInSeatToWin'] ?? 6),
    morphMin: cc.thresholds['morphMin'] ?? 3,
    morphNeedsGraveyardPawn: cc.options['morphNeedsGraveyardPawn'] !== false,
  };
}

/** WI-V-1: pawns in the seat row and on their way, the pawn supply, and a Morph roll after the journey. */
function wiboEvalTerms(
  s: DarkleafState, seat: number, v: number, tables: unknown, _mode: number, _roll: number, sides: number,
): number {
  const t = tables as WiboEval;
  const rival = seat ^ 1;
  const need = t.pawnsInSeatToWin;
  let inSeat = 0, onBoard = 0, approach = 0;
  for (let i = 0; i < 8; i++) {
    const us = s.uSq[seat * 16 + i]!;
    if (us < 0) continue;
    onBoard++;
    const lr = localRank(seat, us);
    if (lr === 0) inSeat++;
    else approach += 1 - lr / 7;
  }
  v += t.seatPawns * (Math.min(inSeat, need) / need);
  v += t.pawnApproach * (Math.min(approach, need) / need);
  v += t.pawns * (Math.min(onBoard, need) / need);
  // Pawn supply: pawns on the board plus the rival units a Morph can still take (WI-D-3: not
  // invulnerable, not the Erde king), each needing a graveyard pawn (G-64), up to the pawns
  // needed. Morphs leave it unchanged; Rival Regrowth (WI-S-2) raises it once the rival is
  // down to units no Morph can take — the only way such a game still ends.
  let cap = need - onBoard;
  if (t.morphNeedsGraveyardPawn) {
    let graveyard = 0;
    for (let i = 0; i < 8; i++) if (s.uSq[seat * 16 + i] === SQ_GRAVEYARD) graveyard++;
    cap = Math.min(cap, graveyard);
  }
  let targets = 0;
  for (let i = 0; i < 16 && targets < cap; i++) {
    const u = rival * 16 + i;
    if (s.uSq[u]! >= 0 && !isInvulnerable(s, u, seat)) targets++;
  }
  v += t.supply * (Math.min(onBoard + targets, need) / need);
  // WI-D-1/3, the partly played turn: the declared unit has journeyed; a Morph roll now
  // converts a target it neighbours (orthogonally) with P(roll ≥ morphMin).
  if (s.g[G_SEAT] === seat && s.g[G_PHASE] === PH_CLAN && clanPrompt(s) === P_AFTER_JOURNEY) {
    const us = s.uSq[s.g[G_I_UNIT]!] ?? -1, ts = s.g[G_I_T1]! >= 0 ? s.uSq[s.g[G_I_T1]!]! : -1;
    if (us >= 0 && ts >= 0 && CHEB[us * 64 + ts] === 1 && ((us & 7) === (ts & 7) || us >> 3 === ts >> 3)) {
      v += t.morphThreat * (popcount(atLeast(t.morphMin, sides)) / sides);
    }
  }
  return v;
}
