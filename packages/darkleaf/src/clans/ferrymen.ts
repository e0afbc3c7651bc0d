// Ferrymen [L581-688], spec §3.3: Flow after every journey (FE-D-1…5: ahead /
// landing upon, Ripple Effect, Barbaric), Endless river (FE-T-2, FE-T-3), Wave
// Rider (FE-U-2), Belay (FE-U-5), the push-off path (FE-V-1), the clarifications
// FE-C-1…6 and the five skills FE-S-1…5 (incl. the zero journey).
//
// Flow is a chain of clan prompts: the journey decision, one decision frame
// (flow.ts) from the first prompt after a journey to the end of Phase 3, whose
// steps are the aura, the Flow, its returns, Barbaric and Belay; what it
// remembers between steps is in its fields (FLOW_*, BELAY_UNIT). Each skill
// prompt chain is a frame of its own (MTC_*, EDDY_OWN, BW_*), and the Seat
// placement after a first push-off is a sub-decision over the decision whose
// push caused it (resumePrompt carries on with that decision). Per-journey
// facts live in the Ferrymen seat's clanVar (CV_*): while a "landing upon" is
// pending the journeying unit still stands on its origin square (board and uSq
// agree, INV-1) and that square counts as free for the pushes it causes; it
// moves onto the destination once the rival has left it.
import type { Rng } from '@balance-lab/core';
import { A_END, A_MOVE, A_OPTION, A_SQUARE, A_TARGET, argA, argB, encode, kindOf } from '../actions.js';
import { DEED_JOURNEY, dirMask } from '../masks.js';
import type { DirSet } from '../data/types.js';
import { type ClanConfig, type Config, FERRYMEN, KING, PAWN } from '../config.js';
import {
  clanPrompt, endAcquire, endExecute, finishClanPrompt, nextPrompt, openPrompt, RESUME_ACQUIRE,
  RESUME_EXECUTE, RESUME_PARENT, RESUME_UPKEEP, resumeUpkeep, topFrame,
} from '../flow.js';
import {
  ADJ, bearing, DF, DIR_NAMES, dirToGlobal, localRank, maskToGlobal, RAY, RAY_STEPS, squareName, toGlobal,
} from '../geometry.js';
import { isFrozen } from '../journey.js';
import { clearTarget, legalPlacement, PLACE_OUT, placementSquares, TARGET } from '../placement.js';
import { isImmovable, moveCap } from '../push.js';
import { unitName } from '../render.js';
import {
  type DarkleafState, CLAN_VARS, FIELD_0, FIELD_1, FIELD_2, FIELD_3, type Frame, type UnitId, G_SEAT, G_JOURNEYED,
  G_OVER, G_PHASE, G_ROLL, G_TURN, PH_CLAN, PH_JOURNEY, PH_UPKEEP, PR_PUSHOFFS, SQ_OUT, unitSeat, unitType,
} from '../state.js';
import {
  chipFree, declareWin, isInvulnerable, isRoyal, mayEndOn, moveUnit, placeUnit, removeToGraveyard,
  V_ABSORBED, V_DONE, vanquish,
} from '../units.js';
import { clanHooks } from './base.js';
import { KNIGHT, SAGE } from '../config.js';
import type { WeightsData } from '../data/weights.js';
import { CHEB } from '../geometry.js';
import { weightOf } from '../eval-kit.js';
import { clanThreshold, derivedPer, hasAbility, option, royalOf, threshold } from '../clan-config.js';

// ---- Clan prompts ----
const P_AURA = 1; // DP-11 crossing aura: A_OPTION 0 Barbaric / 1 Ripple Effect
const P_FLOW = 2; // DP-12 push direction: A_OPTION(dir, ripple); A_END declines an optional Flow
const P_RETURN = 3; // FE-C-3 Iron Plating: neighbouring edge square (A_SQUARE)
const P_BARBARIC = 4; // DP-12 Barbaric second square: A_OPTION 0 / A_END
const P_SEAT = 5; // DP-18 first push-off placement (A_SQUARE): a sub-decision over the push's decision
const P_BELAY_UNIT = 6; // DP-13 (A_TARGET / A_END)
const P_BELAY_SQ = 7; // DP-13 (A_SQUARE)
const P_ZERO = 8; // DP-10 zero-journey Flow target (A_TARGET / A_END)
const P_TIDE = 9; // FE-S-1 direction (A_OPTION dir)
const P_MTC_1 = 10; // FE-S-2 first pawn (A_TARGET)
const P_MTC_2 = 11; // FE-S-2 second pawn (A_TARGET)
const P_MTC_DIR = 12; // FE-S-2 direction (A_OPTION dir)
const P_EDDY_1 = 13; // FE-S-3 Ferrymen pawn (A_TARGET)
const P_EDDY_2 = 14; // FE-S-3 rival pawn (A_TARGET)
const P_BIGWAVE = 15; // FE-S-4 next unit pushed (A_TARGET), G-53 order
const P_PLATED = 16; // rulings 10/11 (FE-C-3, L677): square for a lifted Iron-Plated unit (A_SQUARE)

const PROMPT_NAMES = [
  '', 'Endless river aura', 'Flow', 'Iron Plating return', 'Barbaric', 'first push-off placement', 'Belay unit',
  'Belay square', 'zero-journey Flow', 'Unrelenting Tide', 'Master the Current pawn', 'Master the Current pawn',
  'Master the Current direction', 'Eddy pawn', 'Eddy rival pawn', 'Big Wave', 'Iron Plating return',
];

// ---- Per-seat clan variables (clanVar[seat * CLAN_VARS + k]) ----
const CV_MOVER = 0; // the unit that journeyed (−1 none)
const CV_ORIGIN = 1; // its square before the journey
const CV_DEST = 2; // its final square
const CV_DIR = 3; // push direction of the pending Flow (journey direction, or the bearing "away")
const CV_FLAGS = 4;
const CV_A = 5; // the rival being Flowed (front unit)
const CV_B = 6; // Ripple Effect's second rival (−1 none)
const CV_MARK = 7; // persistent: 1 = a fate chip marks the pushed-off royal (FE-V-1, G-8)

const F_CROSSED = 1; // crossed Range→Seat this journey (FE-T-2)
const F_LANDING = 2; // landing upon: the journeying unit still waits on its origin square
const F_PLACE = 4; // the rival royal was pushed off once and waits for its Seat square
const F_ZERO = 8; // zero journey (FE-S-5)

// ---- Decision-frame fields (s.frames[f + …], f the decision's Frame) ----
// The journey decision (P_ZERO, P_AURA, P_FLOW, P_RETURN, P_BARBARIC, P_PLATED, P_BELAY_UNIT, P_BELAY_SQ):
/** FE-C-3 / G-88: 1 = the Flowed front unit's protective aura absorbed its push off the edge; it stays, P_RETURN. */
const FLOW_FRONT_STAYED = FIELD_0;
/** FE-T-2 Barbaric [L637]: 1 = the Flow's first square moved every pushed unit on the board (a second may follow). */
const FLOW_ALL_MOVED = FIELD_1;
/** Rulings 10/11 (FE-C-3, L677): a lifted Iron-Plated unit waiting to return, 1 + unit + 32 * home square; 0 none. */
const FLOW_LIFTED = FIELD_2;
/** FE-U-5 Belay: the unit chosen in P_BELAY_UNIT, relocated in P_BELAY_SQ. */
const BELAY_UNIT = FIELD_3;
// Master the Current (P_MTC_1, P_MTC_2, P_MTC_DIR), FE-S-2 / G-52: the first and the second pawn chosen.
const MTC_FIRST = FIELD_0, MTC_SECOND = FIELD_1;
// Eddy (P_EDDY_1, P_EDDY_2), FE-S-3: the Ferrymen pawn chosen first.
const EDDY_OWN = FIELD_0;
// Big Wave (P_BIGWAVE), FE-S-4 / FE-C-4 / G-53: the square of the unit that journeyed (the push goes "away" from
// it) and the rival slots (bits) adjacent to it still to be pushed.
const BW_FROM = FIELD_0, BW_LEFT = FIELD_1;

// pushOne results.
const R_BLOCKED = 0, R_MOVED = 1, R_OFF = 2, R_ABSORBED = 3;

const cv = (s: DarkleafState, seat: number, k: number): number => s.clanVar[seat * CLAN_VARS + k]!;
const setCv = (s: DarkleafState, seat: number, k: number, v: number): void => {
  s.clanVar[seat * CLAN_VARS + k] = v;
};

/**
 * Whether `sq` is free for a Flow push. `free`: the square the pending journeying unit is about to leave
 * (landing upon: it still stands there, yet counts as free for the pushes it causes), −1 if none. Passed by
 * the caller, never kept in a module variable (issue 24: no hidden channels).
 */
function isFree(s: DarkleafState, sq: number, free: number): boolean {
  return s.board[sq] === -1 || sq === free;
}

function auraBit(config: Config, name: string): number {
  const k = config.auraNames.indexOf(name);
  return k < 0 ? 0 : 1 << k;
}

/** Name lookups of the compiled config that journeys and Flow read for every unit; a Config never changes. */
interface FerryFacts {
  readonly barbaric: number;
  readonly ripple: number;
  /** Per (clan * 8 + unit type): J_WRAPS (FE-T-2 endlessRiver), J_RIDER (FE-U-2 waveRider). */
  readonly journeyAbil: Uint8Array;
  /** Per clan: the law bit of Calm Waters (FE-S-5), 0 without the skill (lawActive). */
  readonly calmWatersLaw: Uint8Array;
}
const J_WRAPS = 1, J_RIDER = 2;

const factsOf = derivedPer((config: Config): FerryFacts => {
  const journeyAbil = new Uint8Array(config.clans.length * 8);
  config.clans.forEach((cc, clan) => cc.abilities.forEach((a, t) => {
    journeyAbil[clan * 8 + t] = (a.includes('endlessRiver') ? J_WRAPS : 0) | (a.includes('waveRider') ? J_RIDER : 0);
  }));
  const calmWatersLaw = new Uint8Array(config.clans.length);
  config.clans.forEach((cc, clan) => {
    const row = cc.skillRow['calmWaters'];
    calmWatersLaw[clan] = row !== undefined && row >= 0 ? 1 << row : 0;
  });
  return { barbaric: auraBit(config, 'barbaric'), ripple: auraBit(config, 'rippleEffect'), journeyAbil, calmWatersLaw };
});

const barbaricBit = (s: DarkleafState): number => factsOf(s.config).barbaric;
const rippleBit = (s: DarkleafState): number => factsOf(s.config).ripple;

/** FE-D-1 / G-35: units whose Flow cell reads "Per direction of journey". */
function flowCapable(s: DarkleafState, u: UnitId): boolean {
  return (s.config.clans[s.clan[unitSeat(u)]!]!.deedMask[unitType(u)]! & DEED_JOURNEY) !== 0;
}

const isRival = (seat: number, u: number): boolean => u >= 0 && unitSeat(u) !== seat;

/**
 * Where a Flow-type push (FE-D-3, CR-V-11) of `u` from its square in global `dir` ends: a square,
 * −2 off the edge (vanquish, FE-C-1), −1 blocked (unit, Reclaimed ground, invulnerable at the edge FE-C-2,
 * stasis IX-18). `free`: the landing-upon origin that counts as free (isFree), −1 if none.
 */
function flowDest(s: DarkleafState, seat: number, u: UnitId, dir: number, free: number): number {
  return isImmovable(s, u) ? -1 : flowDestMovable(s, seat, u, dir, free);
}

/** flowDest of a unit known not to be immovable. */
function flowDestMovable(s: DarkleafState, seat: number, u: UnitId, dir: number, free: number): number {
  const to = ADJ[s.uSq[u]! * 8 + dir]!;
  if (to < 0) return isInvulnerable(s, u, seat) ? -1 : -2;
  if (!isFree(s, to, free) || !mayEndOn(s, u, to)) return -1;
  return to;
}

/** Ripple Effect (FE-T-2, FE-C-6): front rival `a` blocked by rival `b` directly behind it; both can move. */
function rippleSecond(s: DarkleafState, seat: number, a: UnitId, dir: number, free: number): number {
  if (isImmovable(s, a)) return -1;
  const x = ADJ[s.uSq[a]! * 8 + dir]!;
  if (x < 0 || x === free) return -1;
  const b = s.board[x]!;
  if (!isRival(seat, b) || !mayEndOn(s, a, x)) return -1;
  return flowDest(s, seat, b, dir, free) === -1 ? -1 : b;
}

// ---- Journeys (CR-J, FE-T-2 Endless river, FE-U-2 Wave Rider, FE-T-1 landing upon) ----

/** The farthest any square is from another on the 8×8 board (RAY's k = 1..7). */
const MAX_REACH = 7;

/** Bit of trace's result: the walk crossed The Range to The Seat (FE-T-2); the square is `result & SQ_BITS`. */
const T_CROSSED = 64;
const SQ_BITS = 63;

/**
 * Walks `v` squares from `u`'s square along global `d`; returns −1 (blocked) or the final square, plus
 * T_CROSSED if the walk crossed The Range to The Seat (returned, not kept aside: issue 24, no hidden channels).
 */
function trace(s: DarkleafState, seat: number, u: UnitId, d: number, v: number, wraps: boolean, waveRider: boolean): number {
  const from = s.uSq[u]!;
  if (v >= 1 && v <= MAX_REACH) {
    // A walk that stays on the board never wraps (FE-T-2) nor comes back to `from`: read it off the ray table.
    const at = (from * 8 + d) * RAY_STEPS;
    const to = RAY[at + v]!;
    if (to >= 0) {
      for (let k = 1; k < v; k++) if (!passable(s, seat, RAY[at + k]!, waveRider)) return -1;
      return to;
    }
    if (!wraps) return -1; // it runs off the board, and only Endless river goes on from there
  }
  let pos = from;
  let crossed = 0;
  for (let k = 1; k <= v; k++) {
    let nx = ADJ[pos * 8 + d]!;
    if (nx < 0) {
      // FE-T-2: from the Ferrymen's Range straight on to their Seat (forward directions only; the side edge still blocks).
      const local = dirToGlobal(seat, d);
      if (!wraps || localRank(seat, pos) !== 7 || !(local === 0 || local === 1 || local === 7)) return -1;
      const f = (pos & 7) + DF[d]!;
      if (f < 0 || f > 7) return -1;
      nx = (seat === 0 ? 0 : 56) + f; // the Ferrymen's Seat rank, file shifted as on the board
      crossed = T_CROSSED;
    }
    if (nx === from) return -1;
    if (k < v && !passable(s, seat, nx, waveRider)) return -1;
    pos = nx;
  }
  return pos | crossed;
}

/** CR-J-3 / FE-U-2: a journey of `seat` may pass over `sq` (empty, or an own unit for a Wave Rider). */
function passable(s: DarkleafState, seat: number, sq: number, waveRider: boolean): boolean {
  const o = s.board[sq]!;
  return o === -1 || (waveRider && unitSeat(o) === seat);
}

/** G-49 (option landingUponDirs, default ALL): the global directions a landed-upon rival may be Flowed in. */
function landingDirs(s: DarkleafState, seat: number): number {
  return maskToGlobal(seat, dirMask(option<DirSet>(s, seat, 'landingUponDirs')));
}

/** G-49: a landing upon rival `t` is legal only if `t` can be Flowed in some direction (mover's origin `free`). */
function landingPossible(s: DarkleafState, seat: number, t: UnitId, ripple: boolean, free: number): boolean {
  const dirs = landingDirs(s, seat);
  for (let d = 0; d < 8; d++) {
    if ((dirs & (1 << d)) === 0) continue;
    if (flowDest(s, seat, t, d, free) !== -1) return true;
    if (ripple && rippleSecond(s, seat, t, d, free) >= 0) return true;
  }
  return false;
}

function canGainAura(s: DarkleafState, seat: number, u: UnitId, bit: number): boolean {
  return bit !== 0 && (s.uAura[u]! & bit) === 0 && chipFree(s, seat);
}

/** Journey choices of `seat`'s unit `u` (CR-J, FE-T-1/2, FE-U-2); `clan`, `cc` and `f` are the seat's clan, its config and the facts. */
function journeyMovesOf(
  s: DarkleafState, seat: number, clan: number, cc: ClanConfig, f: FerryFacts, u: UnitId, value: number, out: Int32Array, n: number,
): number {
  const t = unitType(u);
  const mask = maskToGlobal(seat, cc.journeyMask[t]!);
  if (mask === 0) return n;
  const fixed = cc.journeyFixed[t]!;
  const v = fixed > 0 ? fixed : value;
  const k0 = cc.journeyUpTo[t] === 1 ? 1 : v;
  const abil = f.journeyAbil[clan * 8 + t]!;
  const wraps = (abil & J_WRAPS) !== 0;
  const rider = (abil & J_RIDER) !== 0;
  const flows = (cc.deedMask[t]! & DEED_JOURNEY) !== 0; // flowCapable: u is a unit of `seat`
  const rip = f.ripple;
  const from = s.uSq[u]!; // free for the landing-upon Flow: the unit leaves it
  for (let m = mask; m !== 0; m &= m - 1) {
    const d = 31 - Math.clz32(m & -m); // directions in ascending order
    for (let k = k0; k <= v; k++) {
      const r = trace(s, seat, u, d, k, wraps, rider);
      if (r < 0) continue;
      const to = r & SQ_BITS;
      if (!mayEndOn(s, u, to)) continue;
      const o = s.board[to]!;
      if (o === -1) out[n++] = encode(A_MOVE, u, to);
      else if (flows && isRival(seat, o)) {
        // FE-T-1 landing upon; FE-T-3: Ripple Effect earned by this very crossing counts.
        const ripple = (s.uAura[u]! & rip) !== 0 || ((r & T_CROSSED) !== 0 && canGainAura(s, seat, u, rip));
        if (landingPossible(s, seat, o, ripple, from)) out[n++] = encode(A_MOVE, u, to);
      }
    }
  }
  return n;
}

/** J_DIR bits of journeyOf's result: the global direction; J_CROSSED: the journey crossed The Range to The Seat. */
const J_DIR = 7, J_CROSSED = 8;

/**
 * The global direction (`& J_DIR`) and crossing (J_CROSSED) of `u`'s journey to `to`, recomputed from the
 * state and the action alone; −1 if none.
 */
function journeyOf(s: DarkleafState, seat: number, u: UnitId, to: number, value: number): number {
  const clan = s.clan[seat]!;
  const cc = s.config.clans[clan]!;
  const t = unitType(u);
  const mask = maskToGlobal(seat, cc.journeyMask[t]!);
  const fixed = cc.journeyFixed[t]!;
  const v = fixed > 0 ? fixed : value;
  const abil = factsOf(s.config).journeyAbil[clan * 8 + t]!;
  const wraps = (abil & J_WRAPS) !== 0;
  const rider = (abil & J_RIDER) !== 0;
  for (let d = 0; d < 8; d++) {
    if ((mask & (1 << d)) === 0) continue;
    for (let k = cc.journeyUpTo[t] === 1 ? 1 : v; k <= v; k++) {
      const r = trace(s, seat, u, d, k, wraps, rider);
      if (r >= 0 && (r & SQ_BITS) === to) return d | ((r & T_CROSSED) !== 0 ? J_CROSSED : 0);
    }
  }
  return -1;
}

function journeyValueOf(s: DarkleafState, seat: number, roll: number): number {
  // FE-S-5 Calm Waters: every Ferrymen journey roll −1 (G-105: own journeys); a 1 becomes a zero journey.
  if ((s.law[seat]! & factsOf(s.config).calmWatersLaw[s.clan[seat]!]!) === 0) return roll;
  return Math.max(0, roll + threshold(s, seat, 'calmWatersMod'));
}

// ---- The Flow chain ----

/**
 * The journey decision (Phase 3 after a Ferrymen journey, FE-D-1…5, FE-U-5) asks `prompt`: its first prompt
 * opens the frame (applyJourney runs in PH_JOURNEY), every later one is its next step.
 */
function journeyStep(s: DarkleafState, prompt: number): Frame {
  return s.g[G_PHASE] === PH_CLAN ? nextPrompt(s, prompt) : openPrompt(s, prompt, RESUME_EXECUTE);
}

/** The square that counts as free for the pending Flow (isFree): the origin while a landing upon waits, else −1. */
function landingFree(s: DarkleafState, seat: number): number {
  return (cv(s, seat, CV_FLAGS) & F_LANDING) !== 0 ? cv(s, seat, CV_ORIGIN) : -1;
}

/** The journeying unit, still on its origin square, takes the destination the rival has left. */
function completeLanding(s: DarkleafState, seat: number): void {
  const f = cv(s, seat, CV_FLAGS);
  if ((f & F_LANDING) === 0) return;
  setCv(s, seat, CV_FLAGS, f & ~F_LANDING);
  moveUnit(s, cv(s, seat, CV_MOVER), cv(s, seat, CV_DEST));
}

function auraChoices(s: DarkleafState, seat: number, out: Int32Array | null, n: number): number {
  const u = cv(s, seat, CV_MOVER);
  const landing = (cv(s, seat, CV_FLAGS) & F_LANDING) !== 0;
  let plainOk = true;
  if (landing) {
    plainOk = landingPossible(s, seat, s.board[cv(s, seat, CV_DEST)]!, (s.uAura[u]! & rippleBit(s)) !== 0, cv(s, seat, CV_ORIGIN));
  }
  // G-50: one aura the unit does not have yet; a landing that needs Ripple Effect must take it (G-49).
  if (plainOk && canGainAura(s, seat, u, barbaricBit(s))) {
    if (out) out[n] = encode(A_OPTION, 0);
    n++;
  }
  if (canGainAura(s, seat, u, rippleBit(s))) {
    if (out) out[n] = encode(A_OPTION, 1);
    n++;
  }
  return n;
}

function afterMove(s: DarkleafState, seat: number, rng: Rng): void {
  if ((cv(s, seat, CV_FLAGS) & F_CROSSED) !== 0 && auraChoices(s, seat, null, 0) > 0) {
    openPrompt(s, P_AURA, RESUME_EXECUTE); // FE-T-2 / FE-T-3: the aura applies to this journey's Flow (applyJourney)
    return;
  }
  startFlow(s, seat, rng);
}

function flowChoices(s: DarkleafState, seat: number, out: Int32Array | null, n: number): number {
  const u = cv(s, seat, CV_MOVER);
  const ripple = (s.uAura[u]! & rippleBit(s)) !== 0 && (cv(s, seat, CV_FLAGS) & F_ZERO) === 0;
  const free = landingFree(s, seat);
  const a = cv(s, seat, CV_A);
  if ((cv(s, seat, CV_FLAGS) & F_LANDING) !== 0) {
    // FE-D-2 landing upon: any of the 8 directions (G-49); mandatory.
    const dirs = landingDirs(s, seat);
    for (let d = 0; d < 8; d++) {
      if ((dirs & (1 << d)) === 0) continue;
      if (flowDest(s, seat, a, d, free) !== -1) {
        if (out) out[n] = encode(A_OPTION, d, 0);
        n++;
      } else if (ripple && rippleSecond(s, seat, a, d, free) >= 0) {
        if (out) out[n] = encode(A_OPTION, d, 1);
        n++;
      }
    }
  } else {
    const d = cv(s, seat, CV_DIR);
    if (flowDest(s, seat, a, d, free) !== -1) {
      // FE-D-4 / G-48: the ahead push is automatic (flowMandatory); zero-journey target already chosen.
      if (!option<boolean>(s, seat, 'flowMandatory') && (cv(s, seat, CV_FLAGS) & F_ZERO) === 0) {
        if (out) out[n] = encode(A_END);
        n++;
      }
      if (out) out[n] = encode(A_OPTION, d, 0);
      n++;
    } else if (ripple && rippleSecond(s, seat, a, d, free) >= 0) {
      if (out) {
        out[n] = encode(A_END); // Ripple Effect "may" (FE-D-4)
        out[n + 1] = encode(A_OPTION, d, 1);
      }
      n += 2;
    }
  }
  return n;
}

function startFlow(s: DarkleafState, seat: number, rng: Rng): void {
  const u = cv(s, seat, CV_MOVER);
  const f = cv(s, seat, CV_FLAGS);
  if (!flowCapable(s, u)) {
    finishJourney(s, seat, rng);
    return;
  }
  if ((f & F_LANDING) !== 0) {
    setCv(s, seat, CV_A, s.board[cv(s, seat, CV_DEST)]!);
  } else {
    // FE-D-2 ahead: exactly the next square in the journey direction [L665]; it never wraps (FE-D-5, L667).
    const ahead = ADJ[cv(s, seat, CV_DEST) * 8 + cv(s, seat, CV_DIR)]!;
    const t = ahead < 0 ? -1 : s.board[ahead]!;
    if (!isRival(seat, t)) {
      finishJourney(s, seat, rng);
      return;
    }
    setCv(s, seat, CV_A, t);
  }
  if (flowChoices(s, seat, null, 0) === 0) {
    finishJourney(s, seat, rng); // FE-D-3: blocked, no next-best placement [L666]
    return;
  }
  journeyStep(s, P_FLOW); // after the journey, or after P_AURA
}

/** Threshold pushOffsToWin (FE-V-1), read once per clan config: victory is checked after every action. */
const pushOffsToWinOf = derivedPer((cc: ClanConfig): number => clanThreshold(cc, 'pushOffsToWin'));
const pushOffsToWin = (s: DarkleafState, seat: number): number => pushOffsToWinOf(s.config.clans[s.clan[seat]!]!);

/** FE-V-1: the rival royal goes off the edge. 1st: off to be placed in the Seat with a chip; 2nd: win. */
function pushOff(s: DarkleafState, seat: number, royal: UnitId): void {
  const i = seat * 4 + PR_PUSHOFFS;
  s.progress[i] = s.progress[i]! + 1;
  if (s.progress[i]! >= threshold(s, seat, 'pushOffsToWin')) {
    removeToGraveyard(s, royal);
    declareWin(s, seat);
    return;
  }
  // G-8: a progress mark is always recorded, with a chip if one is free.
  for (let k = 0; k < threshold(s, seat, 'pushOffMarkChips'); k++) {
    if (!chipFree(s, seat)) break;
    s.chips[seat] = s.chips[seat]! + 1;
    s.markChips[seat] = s.markChips[seat]! + 1;
    setCv(s, seat, CV_MARK, cv(s, seat, CV_MARK) + 1);
  }
  const sq = s.uSq[royal]!;
  if (s.board[sq] === royal) s.board[sq] = -1;
  s.uSq[royal] = SQ_OUT; // between the edge and its Seat square (P_SEAT)
  setCv(s, seat, CV_FLAGS, cv(s, seat, CV_FLAGS) | F_PLACE);
}

/** One Flow-type push of rival-or-any `u` in `dir` (FE-D-3, FE-C-1…3); `free` as for flowDest. */
function pushOne(s: DarkleafState, seat: number, u: UnitId, dir: number, free: number): number {
  const to = flowDest(s, seat, u, dir, free);
  if (to === -1) return R_BLOCKED;
  if (to >= 0) {
    moveUnit(s, u, to);
    return R_MOVED;
  }
  if (isRoyal(s, u) && unitSeat(u) !== seat) {
    pushOff(s, seat, u);
    return R_OFF;
  }
  const r = vanquish(s, u, seat);
  // FE-C-3 / G-88: the protective aura is spent and the unit stays on the square the Flow started from.
  return r === V_ABSORBED ? R_ABSORBED : r === V_DONE ? R_OFF : R_BLOCKED;
}

function groupCanMove(s: DarkleafState, seat: number, a: UnitId, b: number, dir: number, steps: number): boolean {
  if (moveCap(s, a) < steps || (b >= 0 && moveCap(s, b) < steps)) return false; // WI-U-5 Deep Roots (IX-19)
  if (b >= 0) return flowDest(s, seat, b, dir, -1) !== -1 && ADJ[s.uSq[a]! * 8 + dir] === s.uSq[b];
  return flowDest(s, seat, a, dir, -1) !== -1;
}

/**
 * Rulings 10 and 11 (FE-C-3, L677): an Iron-Plated unit Flowed off the edge by Ripple Effect's rear push or
 * by Barbaric's second square does not block the Flow: it is lifted off the board (SQ_OUT) and returned by
 * returnPlated once the Flow (and the landing) is complete; the journey decision `f` keeps it in FLOW_LIFTED.
 */
function liftPlated(s: DarkleafState, f: Frame, u: UnitId, home: number): void {
  const sq = s.uSq[u]!;
  if (sq >= 0 && s.board[sq] === u) s.board[sq] = -1;
  s.uSq[u] = SQ_OUT;
  s.frames[f + FLOW_LIFTED] = 1 + u + 32 * home;
}

/**
 * Ruling 11: the square a plated unit Flowed off on Barbaric's second square returns to. `sq` is where that
 * step began. flowStart (default): where the Flow began, one square back against `dir`; stepStart: `sq`.
 */
function barbaricHome(s: DarkleafState, seat: number, sq: number, dir: number): number {
  if (option<string>(s, seat, 'barbaricPlatedReturn') === 'stepStart') return sq;
  return ADJ[sq * 8 + ((dir + 4) & 7)]!;
}

/**
 * Pushes the front unit (and Ripple's second, which moves first); returns true if all moved on the board.
 * `second`: Barbaric's second square (ruling 11). A plated rear unit Flowed off the edge is lifted so the
 * front unit still moves (ruling 10); on the second square the front unit is lifted too (ruling 11).
 * `free` as for flowDest (the landing-upon origin, −1 if none). `f`: the journey decision (FLOW_LIFTED,
 * FLOW_FRONT_STAYED).
 */
function pushGroup(
  s: DarkleafState, seat: number, f: Frame, a: UnitId, b: number, dir: number, free: number, second = false,
): boolean {
  let all = true;
  if (b >= 0) {
    const from = s.uSq[b]!;
    const rb = pushOne(s, seat, b, dir, free);
    if (rb === R_ABSORBED) liftPlated(s, f, b, second ? barbaricHome(s, seat, from, dir) : from); // ruling 10 / 11
    all = rb === R_MOVED;
  }
  const from = s.uSq[a]!;
  const r = pushOne(s, seat, a, dir, free);
  setCv(s, seat, CV_A, a);
  if (r === R_ABSORBED) {
    if (second) liftPlated(s, f, a, barbaricHome(s, seat, from, dir)); // ruling 11
    else s.frames[f + FLOW_FRONT_STAYED] = 1;
  }
  return all && r === R_MOVED;
}

/**
 * Rulings 10 and 11 (FE-C-3, L677): returns a lifted plated unit to its home square if unoccupied, else opens
 * P_PLATED (a neighbouring edge square chosen by the Ferrymen, CR-N if none is free). True if a prompt opened.
 */
function returnPlated(s: DarkleafState, f: Frame): boolean {
  const x = s.frames[f + FLOW_LIFTED]!;
  if (x === 0 || s.g[G_OVER] !== 0) return false;
  const u = (x - 1) & 31, home = (x - 1) >> 5;
  if (legalPlacement(s, home, s.config.hooks[s.clan[unitSeat(u)]!]!.ownsReclaimed)) {
    s.frames[f + FLOW_LIFTED] = 0;
    placeUnit(s, u, home);
    return false;
  }
  nextPrompt(s, P_PLATED); // after P_FLOW or P_BARBARIC
  return true;
}

/** P_PLATED choices: free edge squares neighbouring the home square (CR-N widens the search if none is free). */
function platedSquares(s: DarkleafState, out: Int32Array, n: number): number {
  const x = s.frames[topFrame(s) + FLOW_LIFTED]!;
  const u = (x - 1) & 31, home = (x - 1) >> 5;
  clearTarget();
  for (let d = 0; d < 8; d++) {
    const y = ADJ[home * 8 + d]!;
    if (y >= 0 && ((y & 7) === 0 || (y & 7) === 7 || y < 8 || y >= 56)) TARGET[y] = 1;
  }
  const k = placementSquares(s, s.config.hooks[s.clan[unitSeat(u)]!]!.ownsReclaimed);
  for (let i = 0; i < k; i++) out[n++] = encode(A_SQUARE, 0, PLACE_OUT[i]!);
  return n;
}

/**
 * After a push of the open decision (prompt `prompt`, frame `f`): FE-V-1 / DP-18, a royal pushed off for the first
 * time is placed in The Seat first, in a sub-decision over this one (P_SEAT); then, or at once, the decision carries
 * on (afterPlacement).
 */
function afterPush(s: DarkleafState, seat: number, f: Frame, prompt: number, rng: Rng): void {
  if (s.g[G_OVER] !== 0) return;
  if ((cv(s, seat, CV_FLAGS) & F_PLACE) !== 0) {
    openPrompt(s, P_SEAT, RESUME_PARENT);
    return;
  }
  afterPlacement(s, seat, f, prompt, rng);
}

/** The decision `f`, asking `prompt`, carries on after its push (and the Seat placement, if one followed). */
function afterPlacement(s: DarkleafState, seat: number, f: Frame, prompt: number, rng: Rng): void {
  switch (prompt) {
    case P_FLOW:
    case P_ZERO: {
      // FE-T-2 Barbaric [L637]: a second square if the first moved every unit pushed and the group can go on.
      const u = cv(s, seat, CV_MOVER);
      if (s.frames[f + FLOW_ALL_MOVED] === 1 && (s.uAura[u]! & barbaricBit(s)) !== 0 &&
        groupCanMove(s, seat, cv(s, seat, CV_A), cv(s, seat, CV_B), cv(s, seat, CV_DIR), threshold(s, seat, 'barbaricDistance'))) {
        nextPrompt(s, P_BARBARIC);
        return;
      }
      finishJourney(s, seat, rng);
      return;
    }
    case P_RETURN:
    case P_BARBARIC:
      finishJourney(s, seat, rng);
      return;
    case P_BIGWAVE:
      bigWaveNext(s, f, rng);
      return;
    default:
      throw new Error(`Ferrymen: no push in prompt ${prompt}`);
  }
}

/** FE-U-5 Belay, then Phase 3 ends. */
function finishJourney(s: DarkleafState, seat: number, rng: Rng): void {
  if (s.g[G_OVER] !== 0) return;
  completeLanding(s, seat);
  const u = cv(s, seat, CV_MOVER);
  const kingJourney = u >= 0 && unitType(u) === KING && (cv(s, seat, CV_FLAGS) & F_ZERO) === 0;
  if ((kingJourney || !option<boolean>(s, seat, 'belayOnlyAfterKingJourney')) && belayUnits(s, seat, null, 0) > 0) {
    journeyStep(s, P_BELAY_UNIT);
    return;
  }
  endExecute(s, rng);
}

function belayKing(s: DarkleafState, seat: number): number {
  const k = seat * 16 + 15;
  return s.uSq[k]! >= 0 && hasAbility(s, seat, KING, 'belay') ? k : -1;
}

function belaySquares(s: DarkleafState, seat: number, u: UnitId, out: Int32Array | null, n: number): number {
  const ks = s.uSq[belayKing(s, seat)]!;
  for (let d = 0; d < 8; d++) {
    const a = ADJ[ks * 8 + d]!;
    if (a < 0 || a === s.uSq[u] || !legalPlacement(s, a, false)) continue;
    if (out) out[n] = encode(A_SQUARE, 0, a);
    n++;
  }
  return n;
}

function belayUnits(s: DarkleafState, seat: number, out: Int32Array | null, n: number): number {
  const k = belayKing(s, seat);
  if (k < 0) return n;
  const ks = s.uSq[k]!;
  const n0 = n;
  n++; // slot for the decline: "may be relocated" [L618]
  for (let d = 0; d < 8; d++) {
    const a = ADJ[ks * 8 + d]!;
    const u = a < 0 ? -1 : s.board[a]!;
    if (u < 0 || unitSeat(u) !== seat || isFrozen(s, u) || isImmovable(s, u) || belaySquares(s, seat, u, null, 0) === 0) continue;
    if (out) out[n] = encode(A_TARGET, u);
    n++;
  }
  if (n === n0 + 1) return n0;
  if (out) out[n0] = encode(A_END);
  return n;
}

// ---- Zero journey (FE-S-5, FE-C-4, FE-C-5) ----

function zeroTargets(s: DarkleafState, seat: number, out: Int32Array | null, n: number): number {
  const u = cv(s, seat, CV_MOVER);
  const us = s.uSq[u]!;
  if (out) out[n] = encode(A_END); // "Flow may be initiated" [L679]
  n++;
  for (let d = 0; d < 8; d++) {
    const a = ADJ[us * 8 + d]!;
    const t = a < 0 ? -1 : s.board[a]!;
    if (!isRival(seat, t) || flowDest(s, seat, t, d, -1) === -1) continue; // "away" = bearing from u (FE-C-4)
    if (out) out[n] = encode(A_TARGET, t);
    n++;
  }
  return n;
}

// ---- Skills ----

function rivalRoyal(s: DarkleafState, seat: number): UnitId {
  return royalOf(s, seat ^ 1);
}

/** FE-S-1: squares the royal slides in `d` (stops before a unit, the edge, Reclaimed ground; Deep Roots cap). */
function slideLength(s: DarkleafState, r: UnitId, d: number): number {
  if (isImmovable(s, r)) return 0;
  const cap = moveCap(s, r);
  let pos = s.uSq[r]!;
  let k = 0;
  while (k < cap) {
    const nx = ADJ[pos * 8 + d]!;
    if (nx < 0 || s.board[nx] !== -1 || !mayEndOn(s, r, nx)) break;
    pos = nx;
    k++;
  }
  return k;
}

function tideDirs(s: DarkleafState, seat: number, out: Int32Array | null, n: number): number {
  const r = rivalRoyal(s, seat);
  if (s.uSq[r]! < 0) return n;
  for (let d = 0; d < 8; d++) {
    if (slideLength(s, r, d) === 0) continue;
    if (out) out[n] = encode(A_OPTION, d);
    n++;
  }
  return n;
}

/** FE-S-2 / G-52: pawns p and q can both be Flowed 1 square in `d` (the front one may vacate the other's square). */
function mtcOk(s: DarkleafState, seat: number, p: UnitId, q: UnitId, d: number): boolean {
  const tp = flowDest(s, seat, p, d, -1), tq = flowDest(s, seat, q, d, -1);
  return mtcCan(s, p, q, d, tp) && mtcCan(s, q, p, d, tq) && (tp !== -1 || tq !== -1);
}

/** Pawn x can move: its own push is free, or it follows y, which moves out of its way. */
function mtcCan(s: DarkleafState, x: UnitId, y: UnitId, d: number, t: number): boolean {
  return t !== -1 || (!isImmovable(s, x) && ADJ[s.uSq[x]! * 8 + d] === s.uSq[y] && mayEndOn(s, x, s.uSq[y]!));
}

/** mtcCan for a pawn x that cannot move on its own: it stands directly behind y and may take its square. */
function mtcFollows(s: DarkleafState, x: UnitId, y: UnitId, d: number): boolean {
  return ADJ[s.uSq[x]! * 8 + d] === s.uSq[y] && !isImmovable(s, x) && mayEndOn(s, x, s.uSq[y]!);
}

/** Unit ids that are pawns (both seats, ascending), for the Master the Current searches. */
const PAWN_IDS: readonly number[] = Array.from({ length: 32 }, (_, u) => u).filter((u) => unitType(u) === PAWN);

/**
 * One Master the Current search over a position (mtcFirst, mtcSecond): movers[d] has bit x set ⇔
 * pawn x is on the board and flowDest(x, d) !== −1 ("can move on its own"). mtcOk(p, q, d) needs a
 * mover in the pair; a non-mover only joins a mover it stands directly behind (mtcCan), so the
 * movers per direction decide every pair (flowDest and mtcCan are pure reads). A direction is
 * filled on first use (bit d of `filled`). The search that begins it passes it down; one object
 * is reused by every search (no allocation).
 */
class MtcSearch {
  readonly movers = new Int32Array(8);
  filled = 0;
  /** Bit x: pawn x is off the board or immovable (flowDest's first test), so never a mover. */
  still = 0;

  /** Starts a search over the position `s`. */
  begin(s: DarkleafState): this {
    this.filled = 0;
    this.still = 0;
    for (let i = 0; i < PAWN_IDS.length; i++) {
      const x = PAWN_IDS[i]!;
      if (s.uSq[x]! < 0 || isImmovable(s, x)) this.still |= 1 << x;
    }
    return this;
  }

  /** movers[d] of this search. */
  moversAlong(s: DarkleafState, seat: number, d: number): number {
    if ((this.filled & (1 << d)) !== 0) return this.movers[d]!;
    let m = 0;
    for (let i = 0; i < PAWN_IDS.length; i++) {
      const x = PAWN_IDS[i]!;
      if ((this.still & (1 << x)) === 0 && flowDestMovable(s, seat, x, d, -1) !== -1) m |= 1 << x;
    }
    this.movers[d] = m;
    this.filled |= 1 << d;
    return m;
  }
}

const MTC_SEARCH = new MtcSearch();

/** Whether some on-board non-mover pawn other than `m` can follow mover `m` in `d` (mtcCan with t = −1). */
function mtcFollowerOf(s: DarkleafState, m: UnitId, d: number, movers: number): boolean {
  for (let i = 0; i < PAWN_IDS.length; i++) {
    const x = PAWN_IDS[i]!;
    if (x === m || (movers & (1 << x)) !== 0 || s.uSq[x]! < 0) continue;
    if (mtcFollows(s, x, m, d)) return true;
  }
  return false;
}

/** Whether pawn `p` (on the board) has a partner q with mtcOk(p, q, d) for some d. */
function mtcHasPartner(search: MtcSearch, s: DarkleafState, seat: number, p: UnitId): boolean {
  for (let d = 0; d < 8; d++) {
    const movers = search.moversAlong(s, seat, d);
    if ((movers & (1 << p)) !== 0) {
      if ((movers & ~(1 << p)) !== 0 || mtcFollowerOf(s, p, d, movers)) return true;
      continue;
    }
    for (let i = 0; i < PAWN_IDS.length; i++) {
      const x = PAWN_IDS[i]!;
      if ((movers & (1 << x)) !== 0 && mtcFollows(s, p, x, d)) return true;
    }
  }
  return false;
}

/**
 * Whether any pair of pawns can be Flowed by Master the Current (FE-S-2): per direction, two movers,
 * or one mover with a follower. Early exits; the pawns' flowDest is computed per direction as needed.
 */
function mtcExists(s: DarkleafState, seat: number): boolean {
  for (let d = 0; d < 8; d++) {
    let mover = -1;
    for (let i = 0; i < PAWN_IDS.length; i++) {
      const x = PAWN_IDS[i]!;
      if (s.uSq[x]! < 0 || flowDest(s, seat, x, d, -1) === -1) continue;
      if (mover >= 0) return true;
      mover = x;
    }
    if (mover >= 0 && mtcFollowerOf(s, mover, d, 1 << mover)) return true;
  }
  return false;
}

/** Whether pawns p and q can be Flowed together in some direction (mtcOk for some d). */
function mtcPairMovable(search: MtcSearch, s: DarkleafState, seat: number, p: UnitId, q: UnitId): boolean {
  for (let d = 0; d < 8; d++) {
    const movers = search.moversAlong(s, seat, d);
    const pm = (movers & (1 << p)) !== 0, qm = (movers & (1 << q)) !== 0;
    if ((pm || qm) && (pm || mtcFollows(s, p, q, d)) && (qm || mtcFollows(s, q, p, d))) return true;
  }
  return false;
}

/** FE-S-2 second pawns for first pawn `p`, in unit order. */
function mtcSecond(s: DarkleafState, seat: number, p: UnitId, out: Int32Array, n: number): number {
  const search = MTC_SEARCH.begin(s);
  for (let i = 0; i < PAWN_IDS.length; i++) {
    const q = PAWN_IDS[i]!;
    if (q === p || s.uSq[q]! < 0 || !mtcPairMovable(search, s, seat, p, q)) continue;
    out[n++] = encode(A_TARGET, q);
  }
  return n;
}

/** MTC first pawns; with out = null only whether one exists (1/0: callers test > 0). */
function mtcFirst(s: DarkleafState, seat: number, out: Int32Array | null, n: number): number {
  if (!out) return mtcExists(s, seat) ? n + 1 : n;
  const search = MTC_SEARCH.begin(s);
  for (let i = 0; i < PAWN_IDS.length; i++) {
    const p = PAWN_IDS[i]!;
    if (s.uSq[p]! < 0 || !mtcHasPartner(search, s, seat, p)) continue;
    out[n++] = encode(A_TARGET, p);
  }
  return n;
}

function eddyOk(s: DarkleafState, own: UnitId, riv: UnitId): boolean {
  return !isImmovable(s, own) && !isImmovable(s, riv) && mayEndOn(s, own, s.uSq[riv]!) && mayEndOn(s, riv, s.uSq[own]!);
}

/** FE-S-3: whether any own pawn can swap with a rival pawn (eddyPairs(s, seat, −1, null, 0) > 0, with early exits). */
function eddyExists(s: DarkleafState, seat: number): boolean {
  for (let i = 0; i < 8; i++) {
    const p = seat * 16 + i;
    if (s.uSq[p]! < 0 || isImmovable(s, p)) continue;
    for (let j = 0; j < 8; j++) {
      const r = (seat ^ 1) * 16 + j;
      if (s.uSq[r]! >= 0 && eddyOk(s, p, r)) return true;
    }
  }
  return false;
}

function eddyPairs(s: DarkleafState, seat: number, own: number, out: Int32Array | null, n: number): number {
  for (let i = 0; i < 8; i++) {
    const p = seat * 16 + i;
    if (s.uSq[p]! < 0 || (own >= 0 && p !== own)) continue;
    let found = false;
    for (let j = 0; j < 8; j++) {
      const r = (seat ^ 1) * 16 + j;
      if (s.uSq[r]! < 0 || !eddyOk(s, p, r)) continue;
      found = true;
      if (own >= 0) {
        if (out) out[n] = encode(A_TARGET, r);
        n++;
      } else break;
    }
    if (own < 0 && found) {
      if (out) out[n] = encode(A_TARGET, p);
      n++;
    }
  }
  return n;
}

/** FE-S-4: rival units adjacent to the unit that journeyed this turn (bits by rival slot). */
function bigWaveMask(s: DarkleafState, seat: number): number {
  const u = s.g[G_JOURNEYED]!;
  if (u < 0 || s.uSq[u]! < 0 || unitSeat(u) !== seat) return 0;
  const us = s.uSq[u]!;
  let m = 0;
  for (let d = 0; d < 8; d++) {
    const a = ADJ[us * 8 + d]!;
    const t = a < 0 ? -1 : s.board[a]!;
    if (isRival(seat, t)) m |= 1 << (t & 15);
  }
  return m;
}

/** FE-S-4 / G-53: the next rival of the Big Wave decision `f` to push, in an order the Ferrymen choose. */
function bigWaveNext(s: DarkleafState, f: Frame, rng: Rng): void {
  if (s.g[G_OVER] !== 0) return;
  if (s.frames[f + BW_LEFT] === 0) {
    endAcquire(s, rng);
    return;
  }
  nextPrompt(s, P_BIGWAVE);
}

function skillId(s: DarkleafState, seat: number, row: number): string {
  return s.config.clans[s.clan[seat]!]!.skills[row]!.id;
}

export const ferrymen = clanHooks({
  clan: FERRYMEN,
  victoryReason: 'two push-offs',
  victorySource: 'FE-V-1',
  deedName: 'Flow',
  deedVerb: 'Flows',
  complete: true,
  evalTables: ferrymenEvalTables,
  evalTerms: ferrymenEvalTerms,
  intentMode: () => 2, // FE-D-1: every Ferrymen turn is a journey [L664]

  journeyValue: (s, seat, roll) => journeyValueOf(s, seat, roll),

  journeyMoves(s, seat, value, out, n) {
    const clan = s.clan[seat]!;
    const cc = s.config.clans[clan]!;
    const f = factsOf(s.config);
    for (let i = 0; i < 16; i++) {
      const u = seat * 16 + i;
      if (s.uSq[u]! < 0 || isFrozen(s, u)) continue;
      if (value === 0) {
        // FE-S-5 zero journey: a Flow-capable unit "performs" it (G-96); it does not move.
        if (flowCapable(s, u)) out[n++] = encode(A_TARGET, u);
        continue;
      }
      n = journeyMovesOf(s, seat, clan, cc, f, u, value, out, n);
    }
    return n;
  },

  applyJourney(s, seat, action, rng) {
    const u = argA(action);
    s.g[G_JOURNEYED] = u;
    setCv(s, seat, CV_MOVER, u);
    setCv(s, seat, CV_ORIGIN, s.uSq[u]!);
    setCv(s, seat, CV_B, -1);
    if (kindOf(action) === A_TARGET) {
      setCv(s, seat, CV_DEST, s.uSq[u]!);
      setCv(s, seat, CV_FLAGS, F_ZERO);
      openPrompt(s, P_ZERO, RESUME_EXECUTE); // the journey decision opens (FE-S-5 zero journey)
      return;
    }
    const to = argB(action);
    const j = journeyOf(s, seat, u, to, journeyValueOf(s, seat, s.g[G_ROLL]!));
    if (j < 0) throw new Error(`illegal Ferrymen journey ${action}`);
    setCv(s, seat, CV_DEST, to);
    setCv(s, seat, CV_DIR, j & J_DIR);
    let f = (j & J_CROSSED) !== 0 ? F_CROSSED : 0;
    if (s.board[to] !== -1) f |= F_LANDING; // FE-T-1: wait on the origin until the rival is Flowed away
    else moveUnit(s, u, to);
    setCv(s, seat, CV_FLAGS, f);
    afterMove(s, seat, rng);
  },

  canSpendRelic(s, seat, row) {
    return skillId(s, seat, row) === 'unrelentingTide' && tideDirs(s, seat, null, 0) > 0;
  },

  spendRelic(s, seat, row) {
    if (skillId(s, seat, row) !== 'unrelentingTide') throw new Error('not a Ferrymen relic');
    openPrompt(s, P_TIDE, RESUME_UPKEEP);
  },

  implementsSkill: (id) =>
    id === 'unrelentingTide' || id === 'masterTheCurrent' || id === 'eddy' || id === 'bigWave' || id === 'calmWaters',

  canExecuteSkill(s, seat, row) {
    switch (skillId(s, seat, row)) {
      case 'unrelentingTide':
      case 'calmWaters':
        return true;
      case 'masterTheCurrent':
        return mtcFirst(s, seat, null, 0) > 0;
      case 'eddy':
        return eddyExists(s, seat);
      case 'bigWave':
        // G-53: needs the unit that journeyed this turn; before the journey (Upkeep, CR-S-9) it is still possible.
        if (s.g[G_PHASE] === PH_UPKEEP || s.g[G_PHASE] === PH_JOURNEY) return true;
        return bigWaveMask(s, seat) !== 0;
      default:
        return false;
    }
  },

  acquireSkill(s, seat, row, rng) {
    switch (skillId(s, seat, row)) {
      case 'masterTheCurrent':
        if (mtcFirst(s, seat, null, 0) > 0) openPrompt(s, P_MTC_1, RESUME_ACQUIRE);
        else endAcquire(s, rng);
        return;
      case 'eddy':
        if (eddyExists(s, seat)) openPrompt(s, P_EDDY_1, RESUME_ACQUIRE);
        else endAcquire(s, rng);
        return;
      case 'bigWave': {
        if (s.g[G_OVER] !== 0) return;
        const left = bigWaveMask(s, seat);
        if (left === 0) {
          endAcquire(s, rng);
          return;
        }
        const u = s.g[G_JOURNEYED]!; // on the board: bigWaveMask found rivals next to it
        const f = openPrompt(s, P_BIGWAVE, RESUME_ACQUIRE);
        s.frames[f + BW_FROM] = s.uSq[u]!;
        s.frames[f + BW_LEFT] = left;
        return;
      }
      default:
        endAcquire(s, rng); // Calm Waters: the law is active (power.ts)
    }
  },

  promptActions(s, seat, prompt, out, n) {
    switch (prompt) {
      case P_AURA:
        return auraChoices(s, seat, out, n);
      case P_FLOW:
        return flowChoices(s, seat, out, n);
      case P_RETURN: {
        // FE-C-3: a neighbouring edge square of the Flow's starting square (the journeying unit's origin is free).
        const from = cv(s, seat, CV_DEST);
        const a = cv(s, seat, CV_A);
        const origin = cv(s, seat, CV_ORIGIN);
        const m = s.board[origin]!;
        s.board[origin] = -1;
        clearTarget();
        for (let d = 0; d < 8; d++) {
          const x = ADJ[from * 8 + d]!;
          if (x >= 0 && ((x & 7) === 0 || (x & 7) === 7 || x < 8 || x >= 56)) TARGET[x] = 1;
        }
        const k = placementSquares(s, s.config.hooks[s.clan[unitSeat(a)]!]!.ownsReclaimed);
        s.board[origin] = m;
        for (let i = 0; i < k; i++) out[n++] = encode(A_SQUARE, 0, PLACE_OUT[i]!);
        return n;
      }
      case P_BARBARIC:
        out[n++] = encode(A_END);
        out[n++] = encode(A_OPTION, 0);
        return n;
      case P_PLATED:
        return platedSquares(s, out, n);
      case P_SEAT: {
        // FE-V-1 / G-47: any free square of the Ferrymen's Seat (or the royal owner's), CR-N if full.
        const r = rivalRoyal(s, seat);
        const seatOf = s.config.game.switches['ferrymenFirstPushOffSeat'] === 'royalOwner' ? seat ^ 1 : seat;
        clearTarget();
        for (let f = 0; f < 8; f++) TARGET[toGlobal(seatOf, f)] = 1;
        const k = placementSquares(s, s.config.hooks[s.clan[unitSeat(r)]!]!.ownsReclaimed);
        for (let i = 0; i < k; i++) out[n++] = encode(A_SQUARE, 0, PLACE_OUT[i]!);
        return n;
      }
      case P_BELAY_UNIT:
        return belayUnits(s, seat, out, n);
      case P_BELAY_SQ:
        return belaySquares(s, seat, s.frames[topFrame(s) + BELAY_UNIT]!, out, n);
      case P_ZERO:
        return zeroTargets(s, seat, out, n);
      case P_TIDE:
        return tideDirs(s, seat, out, n);
      case P_MTC_1:
        return mtcFirst(s, seat, out, n);
      case P_MTC_2:
        return mtcSecond(s, seat, s.frames[topFrame(s) + MTC_FIRST]!, out, n);
      case P_MTC_DIR: {
        const f = topFrame(s);
        const p = s.frames[f + MTC_FIRST]!, q = s.frames[f + MTC_SECOND]!;
        for (let d = 0; d < 8; d++) if (mtcOk(s, seat, p, q, d)) out[n++] = encode(A_OPTION, d);
        return n;
      }
      case P_EDDY_1:
        return eddyPairs(s, seat, -1, out, n);
      case P_EDDY_2:
        return eddyPairs(s, seat, s.frames[topFrame(s) + EDDY_OWN]!, out, n);
      case P_BIGWAVE: {
        const m = s.frames[topFrame(s) + BW_LEFT]!;
        for (let i = 0; i < 16; i++) if ((m & (1 << i)) !== 0) out[n++] = encode(A_TARGET, (seat ^ 1) * 16 + i);
        return n;
      }
      default:
        return n;
    }
  },

  applyPrompt(s, seat, prompt, action, rng) {
    const k = kindOf(action);
    const f = topFrame(s); // the decision asking `prompt`
    switch (prompt) {
      case P_AURA: {
        const u = cv(s, seat, CV_MOVER);
        s.uAura[u] = s.uAura[u]! | (argA(action) === 0 ? barbaricBit(s) : rippleBit(s));
        s.chips[seat] = s.chips[seat]! + 1;
        startFlow(s, seat, rng);
        return;
      }
      case P_FLOW: {
        if (k === A_END) {
          finishJourney(s, seat, rng);
          return;
        }
        const d = argA(action);
        const a = cv(s, seat, CV_A);
        setCv(s, seat, CV_DIR, d);
        const free = landingFree(s, seat);
        const origin = cv(s, seat, CV_ORIGIN);
        const landing = (cv(s, seat, CV_FLAGS) & F_LANDING) !== 0;
        const b = argB(action) === 1 ? rippleSecond(s, seat, a, d, free) : -1;
        setCv(s, seat, CV_B, b);
        if (landing) s.board[origin] = -1; // lifted while the rival leaves the destination
        s.frames[f + FLOW_FRONT_STAYED] = 0;
        s.frames[f + FLOW_LIFTED] = 0;
        s.frames[f + FLOW_ALL_MOVED] = pushGroup(s, seat, f, a, b, d, free) ? 1 : 0;
        // Back on its origin until it lands, unless the Flowed rival just moved there (then it lands at once below).
        if (landing && s.board[origin] === -1) s.board[origin] = cv(s, seat, CV_MOVER);
        if (s.g[G_OVER] !== 0) return;
        if (landing && s.uSq[a] === cv(s, seat, CV_DEST)) {
          if (s.frames[f + FLOW_FRONT_STAYED] === 1) {
            nextPrompt(s, P_RETURN); // FE-C-3: its square is about to be taken
            return;
          }
          // Defensive: the front unit did not leave the destination, so no landing. Since ruling 10 a plated rear
          // unit no longer blocks (it is lifted, liftPlated), and rippleSecond only offers rear units that can move.
          setCv(s, seat, CV_FLAGS, cv(s, seat, CV_FLAGS) & ~F_LANDING);
        }
        completeLanding(s, seat);
        // Ruling 10: Ripple's plated rear unit went off the edge; the Flow and landing are done, it returns now.
        if (returnPlated(s, f)) return;
        afterPush(s, seat, f, P_FLOW, rng);
        return;
      }
      case P_RETURN: {
        const origin = cv(s, seat, CV_ORIGIN);
        s.board[origin] = -1;
        moveUnit(s, cv(s, seat, CV_A), argB(action));
        s.board[origin] = cv(s, seat, CV_MOVER);
        completeLanding(s, seat);
        afterPush(s, seat, f, P_RETURN, rng);
        return;
      }
      case P_BARBARIC:
        if (k === A_END) {
          finishJourney(s, seat, rng);
          return;
        }
        s.frames[f + FLOW_ALL_MOVED] = 0; // the second square is the last
        s.frames[f + FLOW_LIFTED] = 0;
        pushGroup(s, seat, f, cv(s, seat, CV_A), cv(s, seat, CV_B), cv(s, seat, CV_DIR), -1, true); // FE-T-2 Barbaric [L637]
        if (returnPlated(s, f)) return; // ruling 11
        afterPush(s, seat, f, P_BARBARIC, rng);
        return;
      case P_PLATED: {
        const x = s.frames[f + FLOW_LIFTED]!;
        s.frames[f + FLOW_LIFTED] = 0;
        placeUnit(s, (x - 1) & 31, argB(action)); // rulings 10 / 11 (FE-C-3, L677)
        finishJourney(s, seat, rng);
        return;
      }
      case P_SEAT: {
        placeUnit(s, rivalRoyal(s, seat), argB(action));
        setCv(s, seat, CV_FLAGS, cv(s, seat, CV_FLAGS) & ~F_PLACE);
        finishClanPrompt(s, rng); // the sub-decision closes: its parent carries on (resumePrompt)
        return;
      }
      case P_BELAY_UNIT:
        if (k === A_END) {
          endExecute(s, rng);
          return;
        }
        s.frames[nextPrompt(s, P_BELAY_SQ) + BELAY_UNIT] = argA(action);
        return;
      case P_BELAY_SQ:
        moveUnit(s, s.frames[f + BELAY_UNIT]!, argB(action)); // FE-U-5: a relocation, not a journey
        endExecute(s, rng);
        return;
      case P_ZERO: {
        if (k === A_END) {
          finishJourney(s, seat, rng);
          return;
        }
        const t = argA(action);
        const d = bearing(s.uSq[cv(s, seat, CV_MOVER)]!, s.uSq[t]!); // FE-C-4 "away"
        setCv(s, seat, CV_A, t);
        setCv(s, seat, CV_DIR, d);
        s.frames[f + FLOW_FRONT_STAYED] = 0;
        s.frames[f + FLOW_ALL_MOVED] = pushGroup(s, seat, f, t, -1, d, -1) ? 1 : 0;
        afterPush(s, seat, f, P_ZERO, rng);
        return;
      }
      case P_TIDE: {
        const r = rivalRoyal(s, seat);
        const d = argA(action);
        const len = slideLength(s, r, d);
        let to = s.uSq[r]!;
        for (let i = 0; i < len; i++) to = ADJ[to * 8 + d]!;
        moveUnit(s, r, to);
        // FE-S-1 / G-54 / IX-28: no journey or relocation during the royal owner's next turn.
        s.uFrozenUntil[r] = Math.max(s.uFrozenUntil[r]!, s.g[G_TURN]! + 1);
        resumeUpkeep(s);
        return;
      }
      case P_MTC_1:
        s.frames[f + MTC_FIRST] = argA(action);
        nextPrompt(s, P_MTC_2);
        return;
      case P_MTC_2:
        s.frames[f + MTC_SECOND] = argA(action);
        nextPrompt(s, P_MTC_DIR);
        return;
      case P_MTC_DIR: {
        const d = argA(action);
        let p = s.frames[f + MTC_FIRST]!, q = s.frames[f + MTC_SECOND]!;
        if (ADJ[s.uSq[p]! * 8 + d] === s.uSq[q]) {
          const x = p;
          p = q;
          q = x;
        }
        pushOne(s, seat, p, d, -1); // the front pawn first, vacating the other's square (G-52)
        pushOne(s, seat, q, d, -1);
        endAcquire(s, rng);
        return;
      }
      case P_EDDY_1:
        s.frames[f + EDDY_OWN] = argA(action);
        nextPrompt(s, P_EDDY_2);
        return;
      case P_EDDY_2: {
        const own = s.frames[f + EDDY_OWN]!, riv = argA(action);
        const a = s.uSq[own]!, b = s.uSq[riv]!;
        s.board[a] = riv;
        s.uSq[riv] = a;
        s.board[b] = own;
        s.uSq[own] = b;
        endAcquire(s, rng);
        return;
      }
      case P_BIGWAVE: {
        const t = argA(action);
        s.frames[f + BW_LEFT] = s.frames[f + BW_LEFT]! & ~(1 << (t & 15));
        // FE-S-4 / FE-C-4: away along the bearing from the journeyed unit; auras do not apply [L656].
        if (s.uSq[t]! >= 0) pushOne(s, seat, t, bearing(s.frames[f + BW_FROM]!, s.uSq[t]!), -1);
        afterPush(s, seat, f, P_BIGWAVE, rng);
        return;
      }
      default:
        throw new Error(`bad Ferrymen prompt ${prompt}`);
    }
  },

  // The Seat placement (P_SEAT) closed over the decision whose push sent the royal off (FE-V-1, DP-18).
  resumePrompt: (s, seat, prompt, rng) => afterPlacement(s, seat, topFrame(s), prompt, rng),

  onVanquished(s, u) {
    // CR-V-1: the push-off mark leaves with the royal.
    for (let seat = 0; seat < 2; seat++) {
      if (s.clan[seat] !== FERRYMEN || unitSeat(u) === seat || u !== rivalRoyal(s, seat)) continue;
      const m = cv(s, seat, CV_MARK);
      if (m === 0) continue;
      s.chips[seat] = s.chips[seat]! - m;
      s.markChips[seat] = s.markChips[seat]! - m;
      setCv(s, seat, CV_MARK, 0);
    }
  },

  victory: (s, seat) => (s.progress[seat * 4 + PR_PUSHOFFS]! >= pushOffsToWin(s, seat)),

  describePrompt: (_s, prompt) => PROMPT_NAMES[prompt] ?? 'Ferrymen',

  describeAction(s, a) {
    const k = kindOf(a);
    const phase = s.g[G_PHASE];
    const seat = s.g[G_SEAT]!;
    if (phase === PH_JOURNEY) {
      if (k === A_TARGET) return `${unitName(s, argA(a))} makes a zero journey (Calm Waters)`;
      if (k !== A_MOVE) return undefined;
      const u = argA(a), to = argB(a);
      // Recomputed from (state, action) alone (issue 24: no hidden channels).
      const j = journeyOf(s, seat, u, to, journeyValueOf(s, seat, s.g[G_ROLL]!));
      const crossed = j >= 0 && (j & J_CROSSED) !== 0;
      const o = s.board[to]!;
      return `${unitName(s, u)} journeys to ${squareName(to)}${crossed ? ' crossing The Range to The Seat' : ''}${o >= 0 ? `, landing upon ${unitName(s, o)}` : ''}`;
    }
    if (phase !== PH_CLAN) return undefined;
    const p = clanPrompt(s);
    const dirName = (d: number) => DIR_NAMES[d]!; // global compass, like the square names
    switch (p) {
      case P_AURA: return `attach ${argA(a) === 0 ? 'Barbaric' : 'Ripple Effect'}`;
      case P_FLOW:
        if (k === A_END) return 'do not Flow';
        return `Flow ${unitName(s, cv(s, seat, CV_A))} ${dirName(argA(a))}${argB(a) === 1 ? ' with Ripple Effect' : ''}`;
      case P_RETURN: return `return ${unitName(s, cv(s, seat, CV_A))} to ${squareName(argB(a))}`;
      case P_BARBARIC: return k === A_END ? 'Flow 1 territory only' : 'Barbaric: Flow 2 territories';
      case P_PLATED: return `return ${unitName(s, (s.frames[topFrame(s) + FLOW_LIFTED]! - 1) & 31)} to ${squareName(argB(a))}`;
      case P_SEAT: return `place the pushed-off royal on ${squareName(argB(a))} in The Seat`;
      case P_BELAY_UNIT: return k === A_END ? 'do not Belay' : `Belay ${unitName(s, argA(a))}`;
      case P_BELAY_SQ: return `Belay to ${squareName(argB(a))}`;
      case P_ZERO: return k === A_END ? 'do not Flow' : `Flow ${unitName(s, argA(a))} away`;
      case P_TIDE: return `Unrelenting Tide: slide the royal ${dirName(argA(a))}`;
      case P_MTC_1:
      case P_MTC_2: return `Master the Current: Flow ${unitName(s, argA(a))}`;
      case P_MTC_DIR: return `Master the Current: Flow both pawns ${dirName(argA(a))}`;
      case P_EDDY_1: return `Eddy: swap ${unitName(s, argA(a))}`;
      case P_EDDY_2: return `Eddy: with ${unitName(s, argA(a))}`;
      case P_BIGWAVE: return `Big Wave: Flow ${unitName(s, argA(a))} away`;
      default: return undefined;
    }
  },
});

// ---- evaluation (spec §6.5; evaluate.ts reaches it as config.hooks[FERRYMEN]) ------------

interface FerrymenEval {
  readonly pushOffs: number;
  readonly royalEdge: number;
  readonly adjacent: number;
  readonly approach: number;
  readonly pushOffsToWin: number;
}

function ferrymenEvalTables(config: Config, weights: WeightsData): FerrymenEval {
  return {
    pushOffs: weightOf(weights, 'ferrymen', 'pushOffs'),
    royalEdge: weightOf(weights, 'ferrymen', 'royalEdge'),
    adjacent: weightOf(weights, 'ferrymen', 'adjacent'),
    approach: weightOf(weights, 'ferrymen', 'approach'),
    pushOffsToWin: Math.max(1, config.clans[FERRYMEN]!.thresholds['pushOffsToWin'] ?? 2),
  };
}

/** FE-V-1: push-offs, the rival royal near an edge, and Flowing units next to and near it. */
function ferrymenEvalTerms(s: DarkleafState, seat: number, v: number, tables: unknown): number {
  const t = tables as FerrymenEval;
  v += t.pushOffs * (s.progress[seat * 4 + PR_PUSHOFFS]! / t.pushOffsToWin);
  const rs = s.uSq[royalOf(s, seat ^ 1)]!;
  if (rs < 0) return v;
  const f = rs & 7, r = rs >> 3;
  const edge = Math.min(f, 7 - f, r, 7 - r);
  v += t.royalEdge * ((3 - edge) / 3);
  let adjacent = 0, best = 0;
  for (let i = 0; i < 16; i++) {
    const u = seat * 16 + i;
    const us = s.uSq[u]!;
    const type = unitType(u);
    // FE-D-1 / G-35: pawns, sages and knights Flow.
    if (us < 0 || (type !== PAWN && type !== SAGE && type !== KNIGHT)) continue;
    const dd = CHEB[us * 64 + rs]!;
    if (dd === 1) adjacent++;
    best = Math.max(best, (8 - dd) / 7);
  }
  v += t.adjacent * (Math.min(adjacent, 2) / 2) + t.approach * best;
  return v;
}
