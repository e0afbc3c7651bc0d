// The Murg [L154-205, L493-577], spec §3.2: Destroy (MU-D-1…4), Ambush, Target
// Lock, Sanctioned Violence, Iron Plating, Predictive Model, Electromagnetic
// Loop, Assassin (+ trait MU-T-1), Technological Singularity; MU-V-1.
import { A_DECLARE_DEED, A_END, A_MOVE, A_SQUARE, A_TARGET, argA, argB, encode, kindOf } from '../actions.js';
import { AURA, type ClanConfig, KING, KNIGHT, MURG, ROOK, SAGE } from '../config.js';
import {
  RESUME_ACQUIRE, RESUME_EXECUTE, endAcquire, endExecute, openPrompt, resumeUpkeep, topFrame,
} from '../flow.js';
import { ADJ, maskToGlobal, ray } from '../geometry.js';
import { genericJourneyMoves, isFrozen, journeyTo } from '../journey.js';
import { auraTargets, openAuraPrompt } from '../power.js';
import {
  type DarkleafState, type UnitId, FIELD_0, FIELD_1, G_EXTRA, G_I_T1, G_I_T2, G_I_UNIT, G_IN_EXTRA, G_LOOP_SPENT,
  G_PREDICTIVE, G_ROLL, unitSeat, unitType,
} from '../state.js';
import {
  chipFree, declareWin, isInvulnerable, isRoyal, mayEndOn, moveUnit, removeToGraveyard,
  V_DONE, vanquish,
} from '../units.js';
import { clanHooks } from './base.js';
import type { Config } from '../config.js';
import type { WeightsData } from '../data/weights.js';
import { CHEB, lineDir } from '../geometry.js';
import { G_SEAT } from '../state.js';
import { atLeast, clearLine, facesMask, threatValue, weightOf } from '../eval-kit.js';
import { clanHasAbility, derivedPer, lawActive, option, royalOf, skillAuraBit, threshold } from '../clan-config.js';

const P_TL_MOVE = 1; // DP-15 Target Lock move-in square
const P_TRAIT = 2; // MU-T-1 sacrifice a pawn or decline

// Decision-frame fields (state.ts "Decision frames").
/** P_TL_MOVE (MU-U-3 / IX-33): the two vacated squares the knight may move into. */
const TL_SQUARE_1 = FIELD_0, TL_SQUARE_2 = FIELD_1;
/** P_TRAIT (MU-T-1): the Assassin row whose aura the new sage takes. */
const TRAIT_ROW = FIELD_0;

const ONCE_TRAIT = 1;

/** The Murg's name-keyed data read on every Deed listing and journey; a compiled ClanConfig never changes. */
interface MurgFacts {
  /** MU-U-3 Target Lock on the knight. */
  readonly targetLock: boolean;
  /** Sanctioned Violence on the king (MU-D-1). */
  readonly sanctionedViolence: boolean;
  /** MU-U-2 Ambush on the sage. */
  readonly ambush: boolean;
  /** The Assassin aura bit (MU-S-4), 0 when the clan lacks it. */
  readonly assassinBit: number;
  /** G-43 (option assassinUsesJourneyRules). */
  readonly assassinJourneys: boolean;
}

const factsOf = derivedPer((cc: ClanConfig): MurgFacts => {
  return {
    targetLock: clanHasAbility(cc, KNIGHT, 'targetLock'),
    sanctionedViolence: clanHasAbility(cc, KING, 'sanctionedViolence'),
    ambush: clanHasAbility(cc, SAGE, 'ambush'),
    assassinBit: skillAuraBit(cc, 'assassin'),
    assassinJourneys: !!cc.options['assassinUsesJourneyRules'],
  };
});

function adjacentToOwnRook(s: DarkleafState, u: UnitId): boolean {
  const seat = unitSeat(u);
  const sq = s.uSq[u]!;
  for (let d = 0; d < 8; d++) {
    const a = ADJ[sq * 8 + d]!;
    if (a < 0) continue;
    const b = s.board[a]!;
    if (b >= 0 && unitSeat(b) === seat && unitType(b) === ROOK) return true;
  }
  return false;
}

/** MU-D-1: which units may Destroy now (pawn/knight always, king only under Sanctioned Violence). */
function destroyMask(s: DarkleafState, cc: ClanConfig, u: UnitId): number {
  const t = unitType(u);
  const local = cc.deedMask[t]! & 0xff;
  if (local === 0) return 0;
  if (t === KING && !(factsOf(cc).sanctionedViolence && adjacentToOwnRook(s, u))) return 0;
  return maskToGlobal(unitSeat(u), local);
}

/** A rival unit adjacent in a Destroy direction that may be named (G-103). */
function validTarget(s: DarkleafState, seat: number, t: number): boolean {
  if (t < 0 || unitSeat(t) === seat) return false;
  if (s.config.game.blockInvulnerableTargets && isInvulnerable(s, t, seat)) return false;
  return true;
}

/**
 * A memo of validTarget for the rival units of one deedIntents call (bit i = unit rival*16 + i):
 * a pure test asked per neighbour. deedIntents clears it and passes it down; reused, never allocated.
 */
interface TargetMemo {
  asked: number;
  valid: number;
}

const TARGET_MEMO: TargetMemo = { asked: 0, valid: 0 };

function validTargetOnce(memo: TargetMemo, s: DarkleafState, seat: number, t: number): boolean {
  if (t < 0 || unitSeat(t) === seat) return false;
  const bit = 1 << (t & 15);
  if ((memo.asked & bit) === 0) {
    memo.asked |= bit;
    if (validTarget(s, seat, t)) memo.valid |= bit;
  }
  return (memo.valid & bit) !== 0;
}

function stillAdjacent(s: DarkleafState, u: UnitId, t: UnitId, mask: number): boolean {
  const us = s.uSq[u]!, ts = s.uSq[t]!;
  if (us < 0 || ts < 0) return false;
  for (let d = 0; d < 8; d++) if ((mask & (1 << d)) !== 0 && ADJ[us * 8 + d] === ts) return true;
  return false;
}

function sageAmbushMoves(s: DarkleafState, seat: number, value: number, out: Int32Array, n: number): number {
  const cc = s.config.clans[s.clan[seat]!]!;
  const f = factsOf(cc);
  const assassinBit = f.assassinBit;
  for (let u = seat * 16 + 10; u <= seat * 16 + 11; u++) {
    if (s.uSq[u]! < 0 || isFrozen(s, u) || !f.ambush) continue;
    const mask = maskToGlobal(seat, cc.journeyMask[SAGE]!);
    for (let d = 0; d < 8; d++) {
      if ((mask & (1 << d)) === 0) continue;
      let blocked = false;
      for (let k = 1; k < value && !blocked; k++) {
        const sq = ray(s.uSq[u]!, d, k);
        if (sq < 0 || s.board[sq] !== -1) blocked = true;
      }
      if (blocked) continue;
      const dest = ray(s.uSq[u]!, d, value);
      if (dest < 0) continue;
      const t = s.board[dest]!;
      if (t < 0 || unitSeat(t) === seat) continue;
      // MU-C-2: vulnerable targets on a square where the journey may end (IX-11).
      if (!mayEndOn(s, u, dest) || isInvulnerable(s, t, seat)) continue;
      // MU-S-4: only an Assassin sage may Ambush the royal (G-43: journey rules still apply).
      if (isRoyal(s, t) && (s.uAura[u]! & assassinBit) === 0) continue;
      out[n++] = encode(A_MOVE, u, dest);
    }
    // G-43 alternative (assassinUsesJourneyRules = false): the Assassin strikes the royal from anywhere.
    if ((s.uAura[u]! & assassinBit) !== 0 && !f.assassinJourneys) {
      const royal = seat === 0 ? royalOf(s, 1) : royalOf(s, 0);
      const rs = s.uSq[royal]!;
      if (rs >= 0 && mayEndOn(s, u, rs) && !isInvulnerable(s, royal, seat) && !alreadyListed(out, n, encode(A_MOVE, u, rs))) {
        out[n++] = encode(A_MOVE, u, rs);
      }
    }
  }
  return n;
}

function alreadyListed(out: Int32Array, n: number, code: number): boolean {
  for (let i = 0; i < n; i++) if (out[i] === code) return true;
  return false;
}

function traitAvailable(s: DarkleafState, seat: number): boolean {
  if ((s.once[seat]! & ONCE_TRAIT) !== 0) return false;
  if (s.uSq[seat * 16 + 10]! >= 0 || s.uSq[seat * 16 + 11]! >= 0) return false; // a sage is on the board
  if (s.uSq[seat * 16 + 10] !== -1 && s.uSq[seat * 16 + 11] !== -1) return false; // no sage in the graveyard
  if (!chipFree(s, seat)) return false;
  for (let i = 0; i < 8; i++) if (s.uSq[seat * 16 + i]! >= 0) return true;
  return false;
}

export const murg = clanHooks({
  clan: MURG,
  victoryReason: 'royal destroyed',
  victorySource: 'MU-V-1',
  deedName: 'Destroy',
  deedVerb: 'Destroys',
  complete: true,
  evalTables: murgEvalTables,
  evalTerms: murgEvalTerms,

  // MU-S-2: under Predictive Model the Murg roll first, then declare.
  intentMode: (s) => (s.g[G_PREDICTIVE] !== 0 ? 1 : 0),

  deedIntents(s, seat, out, n) {
    const cc = s.config.clans[s.clan[seat]!]!;
    const memo = TARGET_MEMO;
    memo.asked = 0;
    memo.valid = 0;
    for (let i = 0; i < 16; i++) {
      const u = seat * 16 + i;
      const sq = s.uSq[u]!;
      if (sq < 0 || isFrozen(s, u)) continue;
      const mask = destroyMask(s, cc, u);
      if (mask === 0) continue;
      const tl = unitType(u) === KNIGHT && factsOf(cc).targetLock;
      for (let d = 0; d < 8; d++) {
        if ((mask & (1 << d)) === 0) continue;
        const a = ADJ[sq * 8 + d]!;
        if (a < 0) continue;
        const t = s.board[a]!;
        if (!validTargetOnce(memo, s, seat, t)) continue;
        out[n++] = encode(A_DECLARE_DEED, u, t, 0);
        // MU-U-3 Target Lock: a second, different non-royal adjacent target.
        if (!tl || isRoyal(s, t)) continue;
        for (let d2 = d + 1; d2 < 8; d2++) {
          if ((mask & (1 << d2)) === 0) continue;
          const a2 = ADJ[sq * 8 + d2]!;
          if (a2 < 0) continue;
          const t2 = s.board[a2]!;
          if (!validTargetOnce(memo, s, seat, t2) || isRoyal(s, t2)) continue;
          out[n++] = encode(A_DECLARE_DEED, u, t, t2 + 1);
        }
      }
    }
    return n;
  },

  executeDeed(s, seat, rng) {
    const u = s.g[G_I_UNIT]!, t1 = s.g[G_I_T1]!, t2 = s.g[G_I_T2]!;
    const roll = s.g[G_ROLL]!;
    const mask = s.uSq[u]! >= 0 ? destroyMask(s, s.config.clans[s.clan[unitSeat(u)]!]!, u) : 0;
    // CR-G-4: a named target that can no longer be affected makes the deed fail.
    if (!stillAdjacent(s, u, t1, mask) || (t2 >= 0 && !stillAdjacent(s, u, t2, mask))) {
      endExecute(s, rng);
      return;
    }
    if (t2 >= 0) {
      if (roll < threshold(s, seat, 'targetLockMin')) {
        endExecute(s, rng);
        return;
      }
      const sq1 = s.uSq[t1]!, sq2 = s.uSq[t2]!;
      const r1 = vanquish(s, t1, seat);
      const r2 = vanquish(s, t2, seat);
      // MU-U-3 / IX-33: move into a vacated, non-Reclaimed square; stay put if none.
      const ok1 = r1 === V_DONE && mayEndOn(s, u, sq1);
      const ok2 = r2 === V_DONE && mayEndOn(s, u, sq2);
      if (ok1 && ok2) {
        const f = openPrompt(s, P_TL_MOVE, RESUME_EXECUTE);
        s.frames[f + TL_SQUARE_1] = sq1;
        s.frames[f + TL_SQUARE_2] = sq2;
        return;
      }
      if (ok1) moveUnit(s, u, sq1);
      else if (ok2) moveUnit(s, u, sq2);
      endExecute(s, rng);
      return;
    }
    if (isRoyal(s, t1)) {
      // MU-D-3: 6 (5+ with Technological Singularity) destroys the royal and wins; lower does nothing (G-41).
      const need = lawActive(s, seat, 'technologicalSingularity')
        ? threshold(s, seat, 'royalDestroyMinLaw')
        : threshold(s, seat, 'royalDestroyMin');
      if (roll >= need) {
        removeToGraveyard(s, t1);
        declareWin(s, seat);
        return;
      }
      endExecute(s, rng);
      return;
    }
    if (roll >= threshold(s, seat, 'destroyMin')) {
      const sq = s.uSq[t1]!;
      // MU-D-2: move into the vanquished unit's square unless it is Reclaimed [L767].
      if (vanquish(s, t1, seat) === V_DONE && mayEndOn(s, u, sq)) moveUnit(s, u, sq);
    }
    endExecute(s, rng);
  },

  journeyMoves(s, seat, value, out, n) {
    n = genericJourneyMoves(s, seat, value, out, n);
    return sageAmbushMoves(s, seat, value, out, n);
  },

  // The plain journeys come first in journeyMoves: one of them is a move.
  surelyHasJourneyMove: (s, seat, value) => genericJourneyMoves(s, seat, value, null, 0, 1) > 0,

  applyJourney(s, seat, action, rng) {
    const u = argA(action), to = argB(action);
    const t = s.board[to]!;
    if (t >= 0) {
      // MU-U-2 Ambush (MU-S-4 Assassin on the royal: win, no 6 needed).
      if (isRoyal(s, t)) {
        removeToGraveyard(s, t);
        journeyTo(s, u, to);
        declareWin(s, seat);
        return;
      }
      // Iron Plating absorbs: the occupant stays, so the sage cannot end there and stays put (README).
      if (vanquish(s, t, seat) === V_DONE) journeyTo(s, u, to);
      endExecute(s, rng);
      return;
    }
    journeyTo(s, u, to);
    endExecute(s, rng);
  },

  canSpendRelic(s, seat, row) {
    const id = s.config.clans[s.clan[seat]!]!.skills[row]!.id;
    if (id === 'predictiveModel') return s.g[G_PREDICTIVE] === 0;
    if (id === 'electromagneticLoop') {
      // G-44: at most maxLoopsPerUpkeep per Upkeep; chaining in the extra turn only if loopChaining.
      if (s.g[G_LOOP_SPENT]! >= threshold0(s, seat, 'maxLoopsPerUpkeep')) return false;
      return s.g[G_IN_EXTRA] === 0 || option<boolean>(s, seat, 'loopChaining');
    }
    return false;
  },

  spendRelic(s, seat, row) {
    const id = s.config.clans[s.clan[seat]!]!.skills[row]!.id;
    if (id === 'predictiveModel') s.g[G_PREDICTIVE] = 1;
    else if (id === 'electromagneticLoop') {
      s.g[G_LOOP_SPENT] = s.g[G_LOOP_SPENT]! + 1;
      s.g[G_EXTRA] = s.g[G_EXTRA]! + 1;
    }
    resumeUpkeep(s);
  },

  implementsSkill: (id) =>
    id === 'ironPlating' || id === 'predictiveModel' || id === 'electromagneticLoop' || id === 'assassin' ||
    id === 'technologicalSingularity',

  canExecuteSkill(s, seat, row) {
    const id = s.config.clans[s.clan[seat]!]!.skills[row]!.id;
    switch (id) {
      case 'ironPlating':
        return auraTargets(s, seat, row, null, 0) > 0;
      case 'assassin':
        return auraTargets(s, seat, row, null, 0) > 0 || traitAvailable(s, seat);
      case 'predictiveModel':
      case 'electromagneticLoop':
      case 'technologicalSingularity':
        return true;
      default:
        return false;
    }
  },

  acquireSkill(s, seat, row, rng) {
    const sk = s.config.clans[s.clan[seat]!]!.skills[row]!;
    if (sk.id === 'assassin' && auraTargets(s, seat, row, null, 0) === 0 && traitAvailable(s, seat)) {
      s.frames[openPrompt(s, P_TRAIT, RESUME_ACQUIRE) + TRAIT_ROW] = row;
      return;
    }
    if (sk.type === AURA) {
      openAuraPrompt(s, seat, row, rng);
      return;
    }
    endAcquire(s, rng); // law: the engine already set it active
  },

  promptActions(s, seat, prompt, out, n) {
    if (prompt === P_TL_MOVE) {
      const f = topFrame(s);
      out[n++] = encode(A_SQUARE, 0, s.frames[f + TL_SQUARE_1]!);
      out[n++] = encode(A_SQUARE, 0, s.frames[f + TL_SQUARE_2]!);
      return n;
    }
    if (prompt === P_TRAIT) {
      out[n++] = encode(A_END);
      for (let i = 0; i < 8; i++) if (s.uSq[seat * 16 + i]! >= 0) out[n++] = encode(A_TARGET, seat * 16 + i);
      return n;
    }
    return n;
  },

  applyPrompt(s, seat, prompt, action, rng) {
    if (prompt === P_TL_MOVE) {
      moveUnit(s, s.g[G_I_UNIT]!, argB(action));
      endExecute(s, rng);
      return;
    }
    if (prompt === P_TRAIT) {
      if (kindOf(action) === A_TARGET) {
        // MU-T-1: sacrifice (Iron Plating does not save it, G-45), a sage with Assassin in its place.
        const pawn = argA(action);
        const sq = s.uSq[pawn]!;
        if (option<boolean>(s, seat, 'traitSacrificeIgnoresIronPlating')) removeToGraveyard(s, pawn);
        else if (vanquish(s, pawn, seat) !== V_DONE) {
          endAcquire(s, rng);
          return;
        }
        const sage = s.uSq[seat * 16 + 10] === -1 ? seat * 16 + 10 : seat * 16 + 11;
        moveUnit(s, sage, sq);
        const row = s.frames[topFrame(s) + TRAIT_ROW]!;
        s.uAura[sage] = s.uAura[sage]! | s.config.clans[s.clan[seat]!]!.skills[row]!.auraBit;
        s.chips[seat] = s.chips[seat]! + 1;
        s.once[seat] = s.once[seat]! | ONCE_TRAIT;
      }
      endAcquire(s, rng);
      return;
    }
    throw new Error(`bad Murg prompt ${prompt}`);
  },

  describePrompt: (_s, prompt) => ['', 'Target Lock move-in', 'Murg trait sacrifice'][prompt] ?? 'Murg',
});

function threshold0(s: DarkleafState, seat: number, key: string): number {
  const v = s.config.clans[s.clan[seat]!]!.options[key];
  return typeof v === 'number' ? v : 1;
}

// ---- evaluation (spec §6.5; evaluate.ts reaches it as config.hooks[MURG]) ----------------

interface MurgEval {
  readonly royalThreat: number;
  readonly adjacent: number;
  readonly approach: number;
  readonly assassinBit: number;
  readonly royalDestroyMin: number;
  readonly royalDestroyMinLaw: number;
  /** Law bit of Technological Singularity in state.law (0 if absent). */
  readonly singularityLaw: number;
  readonly sanctionedViolence: boolean;
  readonly assassinUsesJourneyRules: boolean;
}

function murgEvalTables(config: Config, weights: WeightsData): MurgEval {
  const cc = config.clans[MURG]!;
  const r = cc.skillRow['technologicalSingularity'];
  return {
    royalThreat: weightOf(weights, 'murg', 'royalThreat'),
    adjacent: weightOf(weights, 'murg', 'adjacent'),
    approach: weightOf(weights, 'murg', 'approach'),
    assassinBit: skillAuraBit(cc, 'assassin'),
    royalDestroyMin: cc.thresholds['royalDestroyMin'] ?? 6,
    royalDestroyMinLaw: cc.thresholds['royalDestroyMinLaw'] ?? 5,
    singularityLaw: r === undefined || r < 0 ? 0 : 1 << r,
    sanctionedViolence: clanHasAbility(cc, KING, 'sanctionedViolence'),
    assassinUsesJourneyRules: cc.options['assassinUsesJourneyRules'] !== false,
  };
}

function evalNextToOwnRook(s: DarkleafState, seat: number, sq: number): boolean {
  for (let d = 0; d < 8; d++) {
    const a = ADJ[sq * 8 + d]!;
    if (a < 0) continue;
    const b = s.board[a]!;
    if (b >= 0 && b >> 4 === seat && unitType(b) === ROOK) return true;
  }
  return false;
}

/**
 * MU-V-1: the chance to Destroy the rival royal from an adjacent unit (MU-D-1/3, MU-U-5) or to
 * Ambush it with an Assassin sage (MU-S-4), the units next to it, and the nearest attacker.
 */
function murgEvalTerms(
  s: DarkleafState, seat: number, v: number, tables: unknown, mode: number, roll: number, sides: number, tempo: number,
): number {
  const t = tables as MurgEval;
  const royal = royalOf(s, seat ^ 1);
  const rs = s.uSq[royal]!;
  if (rs < 0) return v;
  // G-103 / ER-U-5: a royal the Murg cannot vanquish is no target.
  if (isInvulnerable(s, royal, seat)) return v;
  const cc = s.config.clans[s.clan[seat]!]!;
  const need = (s.law[seat]! & t.singularityLaw) !== 0 ? t.royalDestroyMinLaw : t.royalDestroyMin;
  let adjacent = 0;
  let destroy = false;
  let ambush = 0;
  for (let i = 0; i < 16; i++) {
    const u = seat * 16 + i;
    const us = s.uSq[u]!;
    if (us < 0) continue;
    const type = unitType(u);
    if (type === ROOK) continue;
    const dist = CHEB[us * 64 + rs]!;
    if (dist === 1) adjacent++;
    if (isFrozen(s, u)) continue;
    if (dist === 1 && !destroy) {
      const local = cc.deedMask[type]! & 0xff;
      const d = lineDir(us, rs);
      let can = local !== 0 && (maskToGlobal(seat, local) & (1 << d)) !== 0;
      if (can && type === KING) can = t.sanctionedViolence && evalNextToOwnRook(s, seat, us);
      if (can) destroy = true;
    }
    if (type === SAGE && t.assassinBit !== 0 && (s.uAura[u]! & t.assassinBit) !== 0) {
      if (!t.assassinUsesJourneyRules) {
        if (mayEndOn(s, u, rs)) ambush = facesMask(sides);
        continue;
      }
      const d = lineDir(us, rs);
      if (d < 0 || (maskToGlobal(seat, cc.journeyMask[SAGE]!) & (1 << d)) === 0) continue;
      if (clearLine(s, us, d, dist) && mayEndOn(s, u, rs)) ambush |= 1 << dist;
    }
  }
  const rollFirst = s.g[G_SEAT] === seat && s.g[G_PREDICTIVE] !== 0;
  v += t.royalThreat * threatValue(destroy ? atLeast(need, sides) : 0, ambush, mode, roll, sides, rollFirst, tempo);
  v += t.adjacent * (Math.min(adjacent, 3) / 3);
  let best = 0;
  for (let i = 0; i < 16; i++) {
    const u = seat * 16 + i;
    const us = s.uSq[u]!;
    const type = unitType(u);
    if (us < 0 || type === ROOK || type === KING) continue;
    if (type === SAGE && (s.uAura[u]! & t.assassinBit) === 0) continue;
    best = Math.max(best, (8 - CHEB[us * 64 + rs]!) / 7);
  }
  v += t.approach * best;
  return v;
}
