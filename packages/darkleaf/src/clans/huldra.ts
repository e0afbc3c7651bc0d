// Huldra [L401-489], spec §3.1: roll first (HU-T-1), Hunt (HU-D-1…4), Arc Shot,
// Leap, Long Bow, Pivot, Renewal, Tweak, Adapt; three Hunt marks win (HU-V-1).
import {
  A_ADAPT, A_END, A_HUNT, A_LEAP, A_MOVE, A_MOVE_PART, A_PASS, A_RENEW, A_TWEAK, argA, argB, argC, encode, kindOf,
} from '../actions.js';
import { AURA, type ClanConfig, HULDRA, PAWN, QUEEN, SAGE } from '../config.js';
import { endAcquire, endExecute, openPrompt, rollBone, RESUME_ACQUIRE, RESUME_EXECUTE, topFrame } from '../flow.js';
import { ADJ, isOrtho, maskToGlobal, RAY, RAY_STEPS, ray } from '../geometry.js';
import { genericJourneyMoves, isFrozen, journeyTo } from '../journey.js';
import { TARGET, PLACE_OUT, clearTarget, placementSquares } from '../placement.js';
import { auraTargets, openAuraPrompt } from '../power.js';
import { unslot } from '../slotting.js';
import {
  type DarkleafState, type UnitId, BONES, FIELD_0, FIELD_1, G_ROLL, G_ROLL_BONE, MAX_SLOTS, PR_MARKS, slotIndex,
  unitSeat, unitType,
} from '../state.js';
import { chipFree, declareWin, isInvulnerable, isRoyal, mayEndOn, moveUnit, vanquish } from '../units.js';
import { clanHooks } from './base.js';
import type { Config } from '../config.js';
import type { WeightsData } from '../data/weights.js';
import { CHEB, lineDir } from '../geometry.js';
import { royalOf } from '../clan-config.js';
import {
  clearLine, IGNORE_ALL_PAWNS, IGNORE_NONE, IGNORE_OWN_PAWNS, IGNORE_RIVAL_PAWNS, threatValue, weightOf,
} from '../eval-kit.js';
import { clanHasAbility, clanThreshold, derivedPer, skillAuraBit } from '../clan-config.js';
import { dirMask } from '../masks.js';
import type { Dir } from '../data/types.js';

const P_PIVOT_HUNT = 1; // HU-S-2 Pivot: hunt with the rest of the roll after the first part of the journey
const P_RENEW = 2; // HU-S-3 Renewal: which rival slotted bone returns
const P_ADAPT = 3; // HU-S-5 Adapt: the bone swapped with the rival's pool

// Decision-frame fields (state.ts "Decision frames").
/** P_PIVOT_HUNT (HU-S-2): the unit that journeyed and the part of the roll it has left. */
const PIVOT_UNIT = FIELD_0, PIVOT_LEFT = FIELD_1;

/** Which pawns Arc Shot's line of sight ignores (option arcShotIgnores, HU-U-3, G-74). */
const ARC_OWN = 1, ARC_RIVAL = 2;

/** Huldra's name-keyed data read on every Hunt and post-roll listing; a compiled ClanConfig never changes. */
interface HuldraFacts {
  /** Bit per unit type with Arc Shot (HU-U-3). */
  readonly arcTypes: number;
  /** ARC_OWN | ARC_RIVAL. */
  readonly arcSkip: number;
  readonly longBowBit: number;
  /** Long Bow's added Hunt directions (local, option longBowDirs) and value (longBowBonus), HU-S-1. */
  readonly longBowDirs: number;
  readonly longBowBonus: number;
  readonly pivotBit: number;
  /** Tweak's skill row, −1 when absent. */
  readonly tweakRow: number;
  readonly queenLeaps: boolean;
  readonly queenHuntUpTo: boolean;
  readonly mayPass: boolean;
  /** Per seat * 8 + unit type: the global directions of its Hunt (deed directions, HU-D-1). */
  readonly huntDirs: Uint8Array;
}

const factsOf = derivedPer((cc: ClanConfig): HuldraFacts => {
  let arcTypes = 0;
  cc.abilities.forEach((a, t) => { if (a.includes('arcShot')) arcTypes |= 1 << t; });
  const ignores = cc.options['arcShotIgnores'];
  const tweak = cc.skillRow['tweak'];
  const huntDirs = new Uint8Array(16);
  for (let seat = 0; seat < 2; seat++) {
    for (let t = 0; t < cc.deedMask.length; t++) huntDirs[seat * 8 + t] = maskToGlobal(seat, cc.deedMask[t]! & 0xff);
  }
  return {
    arcTypes,
    arcSkip: ignores === 'allPawns' ? ARC_OWN | ARC_RIVAL : ignores === 'ownPawns' ? ARC_OWN : ignores === 'rivalPawns' ? ARC_RIVAL : 0,
    longBowBit: skillAuraBit(cc, 'longBow'),
    longBowDirs: dirMask(cc.options['longBowDirs'] as readonly Dir[]),
    longBowBonus: cc.thresholds['longBowBonus']!,
    pivotBit: skillAuraBit(cc, 'pivot'),
    tweakRow: tweak === undefined ? -1 : tweak,
    queenLeaps: clanHasAbility(cc, QUEEN, 'leap'),
    queenHuntUpTo: !!cc.options['queenHuntUpTo'],
    mayPass: !!cc.options['mayPass'],
    huntDirs,
  };
});

/** Threshold royalMarksToWin (HU-V-1), read once per clan config: victory is checked after every action. */
const marksToWinOf = derivedPer((cc: ClanConfig): number => clanThreshold(cc, 'royalMarksToWin'));
const marksToWin = (s: DarkleafState, seat: number): number => marksToWinOf(s.config.clans[s.clan[seat]!]!);

const huldraFacts = (s: DarkleafState, seat: number): HuldraFacts => factsOf(s.config.clans[s.clan[seat]!]!);

/** The farthest any square is from another on the 8×8 board. */
const MAX_REACH = 7;

/**
 * HU-D-1: can a unit of `seat` on `from` Hunt `value` squares along global direction d; returns the
 * target or −1. `pawnSkip` (ARC_*): the pawns its line of sight ignores (HU-U-3 Arc Shot, G-74).
 * A value past MAX_REACH (a d8 roll with Tweak or Long Bow) finds no target.
 */
function huntTarget(s: DarkleafState, seat: number, from: number, d: number, value: number, pawnSkip: number): number {
  if (value > MAX_REACH) return -1;
  const rayAt = (from * 8 + d) * RAY_STEPS;
  const target = RAY[rayAt + value]!;
  if (target < 0) return -1;
  const t = s.board[target]!;
  if (t < 0 || unitSeat(t) === seat) return -1;
  for (let k = 1; k < value; k++) {
    const b = s.board[RAY[rayAt + k]!]!;
    if (b < 0) continue;
    if (unitType(b) === PAWN && (pawnSkip & (unitSeat(b) === seat ? ARC_OWN : ARC_RIVAL)) !== 0) continue;
    return -1;
  }
  // G-103: an invulnerable non-royal cannot be chosen (royals are marked, not vanquished).
  if (!isRoyal(s, t)) return s.config.game.blockInvulnerableTargets && isInvulnerable(s, t, seat) ? -1 : t;
  // ER-U-5 [L775]: Thick Skin yields to Hunt marks only while Huldra's path targets the royal (data
  // huldra.pathTargetsRoyal, default true); otherwise a royal invulnerable to Huldra cannot be marked.
  return !s.config.clans[s.clan[seat]!]!.pathTargetsRoyal && isInvulnerable(s, t, seat) ? -1 : t;
}

/** Hunt actions of unit `u` with Hunt value `value` (Long Bow adds value+1 and its directions, HU-S-1). */
function huntsOf(s: DarkleafState, u: UnitId, value: number, out: Int32Array, n: number): number {
  const seat = unitSeat(u);
  return unitHunts(s, seat, factsOf(s.config.clans[s.clan[seat]!]!), u, value, out, n);
}

/** huntsOf for a unit of `seat`, whose clan facts are `f`. */
function unitHunts(s: DarkleafState, seat: number, f: HuldraFacts, u: UnitId, value: number, out: Int32Array, n: number): number {
  const t = unitType(u);
  const pawnSkip = (f.arcTypes & (1 << t)) !== 0 ? f.arcSkip : 0;
  const from = s.uSq[u]!;
  const dirs = f.huntDirs[seat * 8 + t]!;
  const lb = t === PAWN && (s.uAura[u]! & f.longBowBit) !== 0;
  const upTo = t === QUEEN && f.queenHuntUpTo;
  if (!lb && !upTo) return exactHunts(s, seat, u, from, dirs, value, pawnSkip, out, n);
  const mask = lb ? dirs | maskToGlobal(seat, f.longBowDirs) : dirs;
  const bonus = lb ? f.longBowBonus : 0;
  for (let d = 0; d < 8; d++) {
    if ((mask & (1 << d)) === 0) continue;
    // Long Bow's extra diagonals come with the aura, so they take both values too.
    for (let extra = 0; extra <= (bonus > 0 ? 1 : 0); extra++) {
      const v = value + extra * bonus;
      for (let k = upTo ? 1 : v; k <= v; k++) {
        const tgt = huntTarget(s, seat, from, d, k, pawnSkip);
        if (tgt >= 0) out[n++] = encode(A_HUNT, u, tgt, extra);
      }
    }
  }
  return n;
}

/**
 * The usual Hunt (HU-D-1): exactly `value` squares from `from`, one target per global direction of
 * `mask`, directions in ascending order.
 */
function exactHunts(
  s: DarkleafState, seat: number, u: UnitId, from: number, mask: number, value: number, pawnSkip: number, out: Int32Array, n: number,
): number {
  for (let m = mask; m !== 0; m &= m - 1) {
    const tgt = huntTarget(s, seat, from, 31 - Math.clz32(m & -m), value, pawnSkip);
    if (tgt >= 0) out[n++] = encode(A_HUNT, u, tgt, 0);
  }
  return n;
}

function huntingUnits(s: DarkleafState, seat: number, f: HuldraFacts, value: number, out: Int32Array, n: number): number {
  for (let i = 0; i < 16; i++) {
    const u = seat * 16 + i;
    if (s.uSq[u]! < 0 || isFrozen(s, u)) continue;
    n = unitHunts(s, seat, f, u, value, out, n);
  }
  return n;
}

/** HU-D-3: a Hunt vanquishes a non-royal or marks the royal. */
function resolveHunt(s: DarkleafState, seat: number, target: UnitId): void {
  if (isRoyal(s, target)) {
    s.progress[seat * 4 + PR_MARKS] = s.progress[seat * 4 + PR_MARKS]! + 1;
    if (chipFree(s, seat)) {
      s.chips[seat] = s.chips[seat]! + 1;
      s.markChips[seat] = s.markChips[seat]! + 1;
    }
    if (s.progress[seat * 4 + PR_MARKS]! >= marksToWin(s, seat)) declareWin(s, seat);
    return;
  }
  vanquish(s, target, seat);
}

/** HU-U-5 Leap: squares neighbouring the rook (CR-N when none free), only when not adjacent to it. */
function leapSquares(s: DarkleafState, seat: number): number {
  const q = seat * 16 + 14;
  if (s.uSq[q]! < 0 || isFrozen(s, q) || !huldraFacts(s, seat).queenLeaps) return 0;
  clearTarget();
  let any = false;
  for (let r = seat * 16 + 12; r <= seat * 16 + 13; r++) {
    const rs = s.uSq[r]!;
    if (rs < 0) continue;
    for (let d = 0; d < 8; d++) {
      const a = ADJ[rs * 8 + d]!;
      if (a === s.uSq[q]) return 0; // adjacent to a rook: no Leap
      if (isOrtho(d) && a >= 0) {
        TARGET[a] = 1;
        any = true;
      }
    }
  }
  if (!any) return 0;
  return placementSquares(s, false);
}

function rivalHasSlottedBone(s: DarkleafState, seat: number): boolean {
  const rival = seat ^ 1;
  for (let i = 0; i < 5 * MAX_SLOTS; i++) if (s.slotVal[rival * 5 * MAX_SLOTS + i] !== 0) return true;
  return false;
}

function poolHas(s: DarkleafState, seat: number): boolean {
  for (let b = 0; b < BONES; b++) if (s.boneLoc[seat * BONES + b] === -1) return true;
  return false;
}

export const huldra = clanHooks({
  clan: HULDRA,
  victoryReason: 'three hunts',
  victorySource: 'HU-V-1',
  relicSpendKind: A_TWEAK, // HU-S-4 Tweak spends a relic token
  deedName: 'Hunt',
  deedVerb: 'Hunts',
  complete: true,
  evalTables: huldraEvalTables,
  evalTerms: huldraEvalTerms,
  intentMode: () => 1, // HU-T-1 roll first

  postRollActions(s, seat, out, n) {
    const roll = s.g[G_ROLL]!;
    const cc = s.config.clans[s.clan[seat]!]!;
    const f = factsOf(cc);
    if (f.mayPass) out[n++] = encode(A_PASS); // G-95
    n = genericJourneyMoves(s, seat, roll, out, n);
    // HU-S-2 Pivot: a sage with the aura may stop after k < roll squares and Hunt with roll − k.
    const pivotBit = f.pivotBit;
    if (pivotBit !== 0) {
      const mask = maskToGlobal(seat, cc.journeyMask[SAGE]!);
      for (let u = seat * 16 + 10; u <= seat * 16 + 11; u++) {
        if (s.uSq[u]! < 0 || isFrozen(s, u) || (s.uAura[u]! & pivotBit) === 0) continue;
        for (let d = 0; d < 8; d++) {
          if ((mask & (1 << d)) === 0) continue;
          for (let k = 1; k < roll; k++) {
            const sq = ray(s.uSq[u]!, d, k);
            if (sq < 0 || s.board[sq] !== -1) break;
            if (mayEndOn(s, u, sq)) out[n++] = encode(A_MOVE_PART, u, sq, k);
          }
        }
      }
    }
    n = huntingUnits(s, seat, f, roll, out, n);
    const m = leapSquares(s, seat);
    for (let i = 0; i < m; i++) out[n++] = encode(A_LEAP, 0, PLACE_OUT[i]!);
    const tr = f.tweakRow;
    if (tr >= 0 && s.relicTok[seat * 5 + tr]! > 0) out[n++] = encode(A_TWEAK, tr); // HU-S-4
    return n;
  },

  // Pass (G-95) and the plain journeys come first in postRollActions: two of them are a choice.
  surelyHasPostRollChoice(s, seat) {
    const pass = factsOf(s.config.clans[s.clan[seat]!]!).mayPass ? 1 : 0;
    return genericJourneyMoves(s, seat, s.g[G_ROLL]!, null, pass, 2) >= 2;
  },

  applyPostRoll(s, seat, action, rng) {
    switch (kindOf(action)) {
      case A_PASS:
        endExecute(s, rng);
        return;
      case A_MOVE:
        journeyTo(s, argA(action), argB(action));
        endExecute(s, rng);
        return;
      case A_MOVE_PART:
        journeyTo(s, argA(action), argB(action));
        const f = openPrompt(s, P_PIVOT_HUNT, RESUME_EXECUTE);
        s.frames[f + PIVOT_UNIT] = argA(action);
        s.frames[f + PIVOT_LEFT] = s.g[G_ROLL]! - argC(action);
        return;
      case A_HUNT:
        resolveHunt(s, seat, argB(action));
        endExecute(s, rng);
        return;
      case A_LEAP:
        moveUnit(s, seat * 16 + 14, argB(action)); // a relocation, not a journey
        endExecute(s, rng);
        return;
      case A_TWEAK: {
        const r = argA(action);
        s.relicTok[seat * 5 + r] = s.relicTok[seat * 5 + r]! - 1;
        // G-75: reroll the Phase-3 bone; the new value stands and is the one slotted (CR-S-5).
        s.g[G_ROLL] = rollBone(s, s.boneSides[seat * BONES + s.g[G_ROLL_BONE]!]!, rng);
        return;
      }
      default:
        throw new Error(`illegal Huldra post-roll action ${action}`);
    }
  },

  implementsSkill: (id) => id === 'longBow' || id === 'pivot' || id === 'renewal' || id === 'tweak' || id === 'adapt',

  canExecuteSkill(s, seat, row) {
    const sk = s.config.clans[s.clan[seat]!]!.skills[row]!;
    switch (sk.id) {
      case 'longBow':
      case 'pivot':
        return auraTargets(s, seat, row, null, 0) > 0;
      case 'renewal':
        return rivalHasSlottedBone(s, seat);
      case 'tweak':
        return true;
      case 'adapt':
        return poolHas(s, seat ^ 1);
      default:
        return false;
    }
  },

  acquireSkill(s, seat, row, rng) {
    const sk = s.config.clans[s.clan[seat]!]!.skills[row]!;
    if (sk.type === AURA) {
      openAuraPrompt(s, seat, row, rng);
      return;
    }
    if (sk.id === 'renewal' && rivalHasSlottedBone(s, seat)) {
      openPrompt(s, P_RENEW, RESUME_ACQUIRE);
      return;
    }
    if (sk.id === 'adapt' && poolHas(s, seat ^ 1)) {
      openPrompt(s, P_ADAPT, RESUME_ACQUIRE);
      return;
    }
    endAcquire(s, rng);
  },

  promptActions(s, seat, prompt, out, n) {
    if (prompt === P_PIVOT_HUNT) {
      out[n++] = encode(A_END);
      const f = topFrame(s);
      return huntsOf(s, s.frames[f + PIVOT_UNIT]!, s.frames[f + PIVOT_LEFT]!, out, n);
    }
    if (prompt === P_RENEW) {
      const rival = seat ^ 1;
      for (let r = 0; r < 5; r++) {
        for (let i = 0; i < MAX_SLOTS; i++) if (s.slotVal[slotIndex(rival, r, i)] !== 0) out[n++] = encode(A_RENEW, r, i);
      }
      return n;
    }
    if (prompt === P_ADAPT) {
      // G-76: Huldra picks one own pool bone and one rival pool bone; equal bones are one choice.
      const rival = seat ^ 1;
      for (let a = 0; a < BONES; a++) {
        if (s.boneLoc[seat * BONES + a] !== -1 || firstOfSides(s, seat, a) !== a) continue;
        for (let b = 0; b < BONES; b++) {
          if (s.boneLoc[rival * BONES + b] !== -1 || firstOfSides(s, rival, b) !== b) continue;
          out[n++] = encode(A_ADAPT, a, b);
        }
      }
      return n;
    }
    return n;
  },

  applyPrompt(s, seat, prompt, action, rng) {
    if (prompt === P_PIVOT_HUNT) {
      if (kindOf(action) === A_HUNT) resolveHunt(s, seat, argB(action));
      endExecute(s, rng);
      return;
    }
    if (prompt === P_RENEW) {
      unslot(s, seat ^ 1, argA(action), argB(action)); // HU-S-3; relic tokens untouched [L480]
      endAcquire(s, rng);
      return;
    }
    if (prompt === P_ADAPT) {
      const a = seat * BONES + argA(action);
      const b = (seat ^ 1) * BONES + argB(action);
      const t = s.boneSides[a]!;
      s.boneSides[a] = s.boneSides[b]!;
      s.boneSides[b] = t;
      endAcquire(s, rng);
      return;
    }
    throw new Error(`bad Huldra prompt ${prompt}`);
  },

  describePrompt: (_s, prompt) => ['', 'Pivot Hunt', 'Renewal', 'Adapt'][prompt] ?? 'Huldra',

  onVanquished(s, u) {
    // CR-V-1: Hunt marks sit on the rival royal and leave with it (chips return; the count stays, INV-14).
    const seat = unitSeat(u) ^ 1;
    if (s.clan[seat] !== HULDRA || !isRoyal(s, u)) return;
    s.chips[seat] = s.chips[seat]! - s.markChips[seat]!;
    s.markChips[seat] = 0;
  },

  victory(s, seat) {
    return s.progress[seat * 4 + PR_MARKS]! >= marksToWin(s, seat);
  },
});

/** First pool bone of `seat` with the same sides as bone i (to list each kind of bone once). */
function firstOfSides(s: DarkleafState, seat: number, i: number): number {
  for (let j = 0; j < BONES; j++) {
    if (s.boneLoc[seat * BONES + j] === -1 && s.boneSides[seat * BONES + j] === s.boneSides[seat * BONES + i]) return j;
  }
  return i;
}

// ---- evaluation (spec §6.5; evaluate.ts reaches it as config.hooks[HULDRA]) --------------

interface HuldraEval {
  readonly marks: number;
  readonly huntThreat: number;
  readonly approach: number;
  readonly marksToWin: number;
  readonly longBowLocal: number;
  readonly longBowBit: number;
  readonly longBowBonus: number;
  readonly arcIgnores: number;
  /** Bit per UnitType with the arcShot ability. */
  readonly arcShotTypes: number;
  readonly queenHuntUpTo: boolean;
}

function huldraEvalTables(config: Config, weights: WeightsData): HuldraEval {
  const cc = config.clans[HULDRA]!;
  const lbDirs = cc.options['longBowDirs'] as readonly Dir[] | undefined;
  const arc = cc.options['arcShotIgnores'];
  let arcShotTypes = 0;
  cc.abilities.forEach((a, type) => { if (a.includes('arcShot')) arcShotTypes |= 1 << type; });
  return {
    marks: weightOf(weights, 'huldra', 'marks'),
    huntThreat: weightOf(weights, 'huldra', 'huntThreat'),
    approach: weightOf(weights, 'huldra', 'approach'),
    marksToWin: Math.max(1, cc.thresholds['royalMarksToWin'] ?? 3),
    longBowLocal: lbDirs ? dirMask(lbDirs) : 0,
    longBowBit: skillAuraBit(cc, 'longBow'),
    longBowBonus: cc.thresholds['longBowBonus'] ?? 1,
    arcIgnores: arc === 'allPawns' ? IGNORE_ALL_PAWNS : arc === 'ownPawns' ? IGNORE_OWN_PAWNS : arc === 'rivalPawns' ? IGNORE_RIVAL_PAWNS : IGNORE_NONE,
    arcShotTypes,
    queenHuntUpTo: cc.options['queenHuntUpTo'] === true,
  };
}

/** HU-D-1…4: rolls with which a Huldra unit Hunts the rival royal on square rs. */
function huntBits(s: DarkleafState, seat: number, rs: number, t: HuldraEval): number {
  const cc = s.config.clans[s.clan[seat]!]!;
  const queenUpTo = t.queenHuntUpTo;
  const bonus = t.longBowBonus;
  let bits = 0;
  for (let i = 0; i < 16; i++) {
    const u = seat * 16 + i;
    const us = s.uSq[u]!;
    if (us < 0 || isFrozen(s, u)) continue;
    const type = unitType(u);
    let local = cc.deedMask[type]! & 0xff;
    const lb = type === PAWN && (s.uAura[u]! & t.longBowBit) !== 0 && t.longBowBit !== 0;
    if (lb) local |= t.longBowLocal;
    if (local === 0) continue;
    const d = lineDir(us, rs);
    if (d < 0 || (maskToGlobal(seat, local) & (1 << d)) === 0) continue;
    const k = CHEB[us * 64 + rs]!;
    // HU-U-3 Arc Shot: the knight's line ignores pawns (G-74).
    const ignore = (t.arcShotTypes & (1 << type)) !== 0 ? t.arcIgnores : IGNORE_NONE;
    if (!clearLine(s, us, d, k, ignore, seat)) continue;
    if (type === QUEEN && queenUpTo) bits |= ~((1 << k) - 1) & 0x7ffffffe;
    else bits |= 1 << k;
    if (lb && k - bonus >= 1) bits |= 1 << (k - bonus);
  }
  return bits;
}

/** HU-V-1: royal marks, the chance to Hunt the rival royal, and how close the hunters stand. */
function huldraEvalTerms(
  s: DarkleafState, seat: number, v: number, tables: unknown, mode: number, roll: number, sides: number, tempo: number,
): number {
  const t = tables as HuldraEval;
  const cc = s.config.clans[s.clan[seat]!]!;
  const rs = s.uSq[royalOf(s, seat ^ 1)]!;
  v += t.marks * (s.progress[seat * 4 + PR_MARKS]! / t.marksToWin);
  if (rs < 0) return v; // no royal to Hunt: the path is closed
  v += t.huntThreat * threatValue(huntBits(s, seat, rs, t), 0, mode, roll, sides, true, tempo);
  let sum = 0, n = 0;
  for (let i = 0; i < 16; i++) {
    const us = s.uSq[seat * 16 + i]!;
    if (us < 0 || (cc.deedMask[unitType(i)]! & 0xff) === 0) continue;
    const dd = CHEB[us * 64 + rs]!;
    sum += dd <= sides ? 1 : Math.max(0, 1 - (dd - sides) / 7);
    n++;
  }
  if (n > 0) v += t.approach * (sum / n);
  return v;
}
