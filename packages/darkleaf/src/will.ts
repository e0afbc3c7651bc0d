// Haggedorn's Will (spec §1.13, CR-W-1…3, Appendix B) as an interpreter of the data cells
// in src/data/will.ts (compiled to Config.will), and the SU-9 optional handicap (G-91).
// All state lives in state.willVar (WV_* below), so clone/copyInto stay one byte copy.
//
// Control flow: the Will is step 3 of the roller's own Upkeep (G-102). Activation spends a
// token and rolls the die through flow.rollBone. Instant results are executed by the rival
// first, then by the roller (CR-W-2); each choice is an atomic PH_WILL decision of the player
// who chooses (G_SEAT is switched to that player for the prompt and restored afterwards).
// A player who has nothing to act on skips. When both are done, the Upkeep ends (step 3 is
// its last step). Multi-round results become active effects whose counter ticks in the
// roller's Upkeep step 1; rest-of-game results take a relic token from the supply as their
// marker (CR-W-3, L353; G-9: no token, no effect).
import type { Rng } from '@balance-lab/core';
import type { WillSteps } from './config.js';
import {
  A_END, A_RETURN_BONE, A_SLOT, A_SPEND_RELIC, A_SQUARE, A_TARGET, A_WILL, A_WILL_REROLL, A_WILL_ROW,
  argA, argB, encode, kindOf,
} from './actions.js';
import {
  MIRACLE, RELIC, W_AREA_ADJ_ROYAL, W_AREA_NEXT_ROOK, W_DISCARD_RELIC, W_GAIN_RELIC, W_NO_RELICS,
  W_NO_SLOTTING, W_REKINDLE, W_RELOCATE, W_RESERVE, W_REROLL, W_RETURN_BONE, W_RETURN_ROW, W_VANQUISH, ROOK,
  type WillCell,
} from './config.js';
import { continueAfterRoll, continueSetup, endUpkeep, rollBone } from './flow.js';
import { ADJ, CHEB, toGlobal } from './geometry.js';
import { clearTarget, PLACE_OUT, placementSquares, TARGET } from './placement.js';
import { acquireRow } from './power.js';
import { clearRow, placeBone, relicTokensInUse, slotFit, unslot } from './slotting.js';
import {
  type DarkleafState, BONES, G_FIRST_SEAT, G_OVER, G_PHASE, G_ROLL, G_ROLL_BONE, G_SEAT, G_TURN, MAX_SLOTS,
  PH_WILL, poolCount, slotIndex, SQ_GRAVEYARD, unitSeat, unitType, WV_MARKERS, WV_RESERVE,
} from './state.js';
import { isInvulnerable, moveUnit, placeUnit, removeToGraveyard, vanquish } from './units.js';

// ---- willVar layout -------------------------------------------------------------------------
/** Active effects: MAX_EFFECTS entries of code (cell + 1) | roller << 8, 0 = free. */
const WV_EFF = 0;
/** Rounds left per active effect (−1 = remainder of the game). */
const WV_LEFT_ROUNDS = 6;
/** Reroll use per active effect: (turn + 1) * 16 + rerolls used in that turn. */
const WV_USED = 12;
export const MAX_EFFECTS = 6;
const WV_CELL = 18; // cell being resolved
const WV_ROLLER = 19; // who rolled the Will
// WV_MARKERS = 20 (state.ts): relic tokens on the card for rest-of-game results
const WV_STAGE = 21; // 0 = the rival executes, 1 = the roller executes (CR-W-2)
const WV_LEFT = 22; // choices left for the executing player (cell count)
const WV_STEP = 23; // 0 = choose a unit / row / bone, 1 = choose the square
const WV_UNIT = 24; // unit chosen in step 0
/** What the PH_WILL prompt is. */
export const WV_CTX = 25;
const WV_HC_LEFT = 26; // handicap bones still to roll
const WV_HC_STATE = 27; // 0 not started, 1 running, 2 done
/** Last Will die result (1-based), 0 = never rolled. */
export const WV_ROLL = 28;
const WV_EXEC = 29; // seat executing the current result / taking the handicap
// WV_RESERVE = 30 (state.ts): bones in reserve imposed by an active result (0 = none)
const WV_OWNER = 31; // whose turn it is while a Will resolves (the roller, or its rival under anyUpkeep)
const WV_OFFERED = 32; // turn + 1 in which the rival was last offered the Will (anyUpkeep)

export const CTX_NONE = 0, CTX_RESOLVE = 1, CTX_REROLL = 2, CTX_HANDICAP = 3, CTX_OFFER = 4;

const cells = (s: DarkleafState): readonly WillCell[] => s.config.will.cells;
const willOn = (s: DarkleafState): boolean => s.config.will.cells.length > 0;
const isDuration = (op: number): boolean => op === W_REROLL || op === W_NO_SLOTTING || op === W_NO_RELICS || op === W_RESERVE;

// ---- Activation (CR-W-1) --------------------------------------------------------------------

/** Upkeep step 3 offer: activate a held Will token (optional; A_END in the Upkeep list declines). */
export function willUpkeepActions(s: DarkleafState, seat: number, out: Int32Array, n: number): number {
  if (willOn(s) && s.willTok[seat]! > 0 && s.g[G_OVER] === 0) out[n++] = encode(A_WILL);
  return n;
}

/** CR-W-1: spend the token (back to the supply), roll the Will die, resolve the result. */
export function activateWill(s: DarkleafState, seat: number, rng: Rng): void {
  const w = s.willVar;
  if (w[WV_CTX] !== CTX_OFFER) w[WV_OWNER] = seat; // own Upkeep: the roller's turn
  w[WV_CTX] = CTX_NONE;
  s.willTok[seat] = s.willTok[seat]! - 1;
  const d = rollBone(s, s.config.will.dieSides, rng);
  w[WV_ROLL] = d;
  w[WV_CELL] = d - 1;
  w[WV_ROLLER] = seat;
  const c = cells(s)[d - 1]!;
  if (isDuration(c.op)) {
    // Lasting results bind both players alike; the order of CR-W-2 has nothing to order.
    registerEffect(s, d - 1, seat, c.rounds);
    finishWill(s, rng);
    return;
  }
  w[WV_STAGE] = 0;
  startExecutor(s, seat ^ 1, rng); // CR-W-2: the rival first
}

function startExecutor(s: DarkleafState, seat: number, rng: Rng): void {
  const w = s.willVar;
  w[WV_EXEC] = seat;
  w[WV_LEFT] = cells(s)[w[WV_CELL]!]!.count;
  w[WV_STEP] = 0;
  w[WV_UNIT] = -1;
  nextChoice(s, rng);
}

/** Opens the next choice of the executing player, or moves on (CR-W-2: who cannot, skips). */
function nextChoice(s: DarkleafState, rng: Rng): void {
  const w = s.willVar;
  for (;;) {
    if (s.g[G_OVER] !== 0) return;
    if (w[WV_LEFT]! > 0 && resolveActions(s, null, 0) > 0) {
      const c = cells(s)[w[WV_CELL]!]!;
      w[WV_CTX] = CTX_RESOLVE;
      s.g[G_PHASE] = PH_WILL;
      s.g[G_SEAT] = c.rivalChooses ? w[WV_EXEC]! ^ 1 : w[WV_EXEC]!;
      return;
    }
    if (w[WV_STAGE] === 0) {
      w[WV_STAGE] = 1;
      startExecutor(s, w[WV_ROLLER]!, rng);
      return;
    }
    finishWill(s, rng);
    return;
  }
}

/** Both players done: back to the player whose turn it is; the Upkeep ends (the Will is its last step, TS-1). */
function finishWill(s: DarkleafState, rng: Rng): void {
  const w = s.willVar;
  w[WV_CTX] = CTX_NONE;
  w[WV_STEP] = 0;
  w[WV_UNIT] = -1;
  s.g[G_SEAT] = w[WV_OWNER]!;
  if (s.g[G_OVER] !== 0) return;
  endUpkeep(s, rng);
}

/**
 * willActivation=anyUpkeep (the book's literal "Upkeep of any turn", L347; G-102 is the default):
 * when the active player's Upkeep ends, the rival holding a token is asked once per turn.
 */
export function willOfferRival(s: DarkleafState): boolean {
  if (!willOn(s) || s.config.game.willActivation !== 'anyUpkeep' || s.g[G_OVER] !== 0) return false;
  const w = s.willVar;
  const seat = s.g[G_SEAT]!;
  const stamp = s.g[G_TURN]! + 1;
  if (w[WV_OFFERED] === stamp || s.willTok[seat ^ 1] === 0) return false;
  w[WV_OFFERED] = stamp;
  w[WV_OWNER] = seat;
  w[WV_CTX] = CTX_OFFER;
  s.g[G_SEAT] = seat ^ 1;
  s.g[G_PHASE] = PH_WILL;
  return true;
}

// ---- Instant results: choices of the executing player (or of its rival) ----------------------

function inTypes(c: WillCell, u: number): boolean {
  return (c.types & (1 << unitType(u))) !== 0;
}

/**
 * Fills TARGET with the cell's area for `seat` and writes the placement squares (CR-N next-best)
 * to PLACE_OUT; for a relocation of `u`, squares beyond its move cap (WI-U-5 Deep Roots, G-89)
 * are dropped. Returns how many.
 */
function destinations(s: DarkleafState, seat: number, area: number, u: number, relocation: boolean): number {
  clearTarget();
  if (area === W_AREA_ADJ_ROYAL || area === W_AREA_NEXT_ROOK) {
    const cc = s.config.clans[s.clan[seat]!]!;
    const want = area === W_AREA_ADJ_ROYAL ? cc.royalType : ROOK;
    for (let i = 0; i < 16; i++) {
      const v = seat * 16 + i;
      const at = s.uSq[v]!;
      if (at < 0 || unitType(v) !== want) continue;
      for (let d = 0; d < 8; d++) {
        const a = ADJ[at * 8 + d]!;
        if (a >= 0) TARGET[a] = 1;
      }
    }
  } else {
    for (let f = 0; f < 8; f++) TARGET[toGlobal(seat, f)] = 1; // the Seat: local rank 1
  }
  let n = placementSquares(s, s.config.hooks[s.clan[seat]!]!.ownsReclaimed);
  if (relocation) {
    const from = s.uSq[u]!;
    const cap = s.config.hooks[s.clan[seat]!]!.traitMoveCap(s, u);
    if (cap < 8) {
      let k = 0;
      for (let i = 0; i < n; i++) if (CHEB[from * 64 + PLACE_OUT[i]!]! <= cap) PLACE_OUT[k++] = PLACE_OUT[i]!;
      n = k;
    }
  }
  return n;
}

function emit(out: Int32Array | null, n: number, code: number): number {
  if (out !== null) out[n] = code;
  return n + 1;
}

/** Legal choices of the current instant result (out = null: count only). */
function resolveActions(s: DarkleafState, out: Int32Array | null, n: number): number {
  const w = s.willVar;
  const e = w[WV_EXEC]!;
  const c = cells(s)[w[WV_CELL]!]!;
  const cc = s.config.clans[s.clan[e]!]!;
  switch (c.op) {
    case W_REKINDLE: {
      if (w[WV_STEP] === 1) {
        const k = destinations(s, e, c.area, w[WV_UNIT]!, false);
        for (let i = 0; i < k; i++) n = emit(out, n, encode(A_SQUARE, 0, PLACE_OUT[i]!));
        return n;
      }
      // CR-U-3: a piece of the type must wait in the graveyard; pieces of one type are alike.
      for (let t = 0; t < 6; t++) {
        if ((c.types & (1 << t)) === 0) continue;
        for (let i = 0; i < 16; i++) {
          const u = e * 16 + i;
          if (unitType(u) !== t || s.uSq[u] !== SQ_GRAVEYARD) continue;
          if (destinations(s, e, c.area, u, false) > 0) n = emit(out, n, encode(A_TARGET, u));
          break;
        }
      }
      return n;
    }
    case W_VANQUISH:
      for (let i = 0; i < 16; i++) {
        const u = e * 16 + i;
        if (s.uSq[u]! < 0 || !inTypes(c, u)) continue;
        // G-103 / "vulnerable" units only; the Will vanquishes on nobody's path, so bySeat = owner (G-57).
        if (s.config.game.blockInvulnerableTargets && isInvulnerable(s, u, e) && !exposedToWill(s, u)) continue;
        n = emit(out, n, encode(A_TARGET, u));
      }
      return n;
    case W_RETURN_BONE:
      for (let r = 0; r < 5; r++) {
        const ns = cc.skills[r]!.nSlots;
        for (let i = 0; i < ns; i++) if (s.slotVal[slotIndex(e, r, i)] !== 0) n = emit(out, n, encode(A_SLOT, r, i));
      }
      return n;
    case W_RETURN_ROW: {
      const best = fullest(s, e);
      if (best === 0) return n;
      for (let r = 0; r < 5; r++) if (filledSlots(s, e, r) === best) n = emit(out, n, encode(A_WILL_ROW, r)); // ties: your choice
      return n;
    }
    case W_DISCARD_RELIC:
      // Earned tokens only: the law marker is a bit in s.law, never a relic slot token.
      for (let r = 0; r < 5; r++) if (s.relicTok[e * 5 + r]! > 0) n = emit(out, n, encode(A_WILL_ROW, r));
      return n;
    case W_GAIN_RELIC:
      if (relicTokensInUse(s) >= s.config.game.relicTokenSupply) return n; // G-9
      for (let r = 0; r < 5; r++) {
        const sk = cc.skills[r]!;
        if (sk.type === RELIC && s.relicTok[e * 5 + r]! < sk.relicSlots) n = emit(out, n, encode(A_WILL_ROW, r));
      }
      return n;
    case W_RELOCATE: {
      if (w[WV_STEP] === 1) {
        const k = destinations(s, e, c.area, w[WV_UNIT]!, true);
        for (let i = 0; i < k; i++) n = emit(out, n, encode(A_SQUARE, 0, PLACE_OUT[i]!));
        return n;
      }
      const hooks = s.config.hooks[s.clan[e]!]!;
      for (let i = 0; i < 16; i++) {
        const u = e * 16 + i;
        if (s.uSq[u]! < 0 || !inTypes(c, u) || hooks.traitImmovable(s, u)) continue; // WI-S-5 stasis
        if (destinations(s, e, c.area, u, true) > 0) n = emit(out, n, encode(A_TARGET, u));
      }
      return n;
    }
    default:
      return n; // 'nothing' (and lasting ops, never resolved here)
  }
}

/** G-57 alternative: the owner's clan lets a Will vanquish pass its invulnerability (hooks.exposedToWill). */
function exposedToWill(s: DarkleafState, u: number): boolean {
  return s.config.hooks[s.clan[unitSeat(u)]!]!.exposedToWill(s, u);
}

function filledSlots(s: DarkleafState, seat: number, row: number): number {
  let k = 0;
  for (let i = 0; i < MAX_SLOTS; i++) if (s.slotVal[slotIndex(seat, row, i)] !== 0) k++;
  return k;
}

function fullest(s: DarkleafState, seat: number): number {
  let best = 0;
  for (let r = 0; r < 5; r++) best = Math.max(best, filledSlots(s, seat, r));
  return best;
}

function applyResolve(s: DarkleafState, action: number, rng: Rng): void {
  const w = s.willVar;
  const e = w[WV_EXEC]!;
  const c = cells(s)[w[WV_CELL]!]!;
  const kind = kindOf(action);
  switch (c.op) {
    case W_REKINDLE:
    case W_RELOCATE:
      if (w[WV_STEP] === 0) {
        if (kind !== A_TARGET) throw new Error(`illegal Will action ${action}`);
        w[WV_UNIT] = argA(action);
        w[WV_STEP] = 1;
        return; // the square is the next decision
      }
      if (kind !== A_SQUARE) throw new Error(`illegal Will action ${action}`);
      if (c.op === W_REKINDLE) {
        const u = w[WV_UNIT]!;
        placeUnit(s, u, argB(action));
        s.uAura[u] = 0;
        s.uFrozenUntil[u] = -1;
      } else moveUnit(s, w[WV_UNIT]!, argB(action)); // a relocation, not a journey
      w[WV_STEP] = 0;
      w[WV_UNIT] = -1;
      break;
    case W_VANQUISH:
      if (exposedToWill(s, argA(action))) removeToGraveyard(s, argA(action));
      else vanquish(s, argA(action), e); // CR-V: invulnerability, Thick Skin, Iron Plating as usual
      break;
    case W_RETURN_BONE:
      unslot(s, e, argA(action), argB(action));
      break;
    case W_RETURN_ROW:
      clearRow(s, e, argA(action));
      w[WV_LEFT] = 1; // one row, whatever the count
      break;
    case W_DISCARD_RELIC:
      s.relicTok[e * 5 + argA(action)] = s.relicTok[e * 5 + argA(action)]! - 1; // back to the supply
      break;
    case W_GAIN_RELIC:
      s.relicTok[e * 5 + argA(action)] = s.relicTok[e * 5 + argA(action)]! + 1;
      break;
    default:
      throw new Error(`Will op ${c.op} has no choice`);
  }
  w[WV_LEFT] = w[WV_LEFT]! - 1;
  nextChoice(s, rng);
}

// ---- Lasting results (CR-W-3) ---------------------------------------------------------------

function registerEffect(s: DarkleafState, cell: number, roller: number, rounds: number): void {
  if (rounds === 0) return; // a lasting op with no duration does nothing
  const w = s.willVar;
  if (rounds < 0) {
    // L353: one token on the result's number; the same number again adds nothing.
    for (let k = 0; k < MAX_EFFECTS; k++) if ((w[WV_EFF + k]! & 255) === cell + 1 && w[WV_LEFT_ROUNDS + k]! < 0) return;
    if (relicTokensInUse(s) >= s.config.game.relicTokenSupply) return; // G-9: no marker, no effect
  }
  for (let k = 0; k < MAX_EFFECTS; k++) {
    if (w[WV_EFF + k] !== 0) continue;
    w[WV_EFF + k] = (cell + 1) | (roller << 8);
    w[WV_LEFT_ROUNDS + k] = rounds;
    w[WV_USED + k] = 0;
    if (rounds < 0) w[WV_MARKERS] = w[WV_MARKERS]! + 1;
    refreshReserve(s);
    return;
  }
  // More simultaneous lasting results than MAX_EFFECTS (needs > 3 tokens per player): dropped.
}

function refreshReserve(s: DarkleafState): void {
  const w = s.willVar;
  let r = 0;
  for (let k = 0; k < MAX_EFFECTS; k++) {
    const code = w[WV_EFF + k]!;
    if (code === 0) continue;
    const c = cells(s)[(code & 255) - 1]!;
    if (c.op === W_RESERVE && c.count > r) r = c.count;
  }
  w[WV_RESERVE] = r;
}

/** TS-1 step 1 / CR-W-3: the roller's counters tick; a result reaching 0 ends. */
export function willUpkeepTick(s: DarkleafState, seat: number): void {
  const w = s.willVar;
  let changed = false;
  for (let k = 0; k < MAX_EFFECTS; k++) {
    const code = w[WV_EFF + k]!;
    if (code === 0 || code >> 8 !== seat || w[WV_LEFT_ROUNDS + k]! < 0) continue;
    w[WV_LEFT_ROUNDS + k] = w[WV_LEFT_ROUNDS + k]! - 1;
    if (w[WV_LEFT_ROUNDS + k] === 0) {
      w[WV_EFF + k] = 0;
      changed = true;
    }
  }
  if (changed) refreshReserve(s);
}

function activeOp(s: DarkleafState, op: number): boolean {
  const w = s.willVar;
  for (let k = 0; k < MAX_EFFECTS; k++) {
    const code = w[WV_EFF + k]!;
    if (code !== 0 && cells(s)[(code & 255) - 1]!.op === op) return true;
  }
  return false;
}

/** An active "cannot slot bones" result: Phase 4 is skipped (both players). */
export const willBlocksSlotting = (s: DarkleafState): boolean => anyEffect(s) && activeOp(s, W_NO_SLOTTING);
/** An active "cannot spend relic tokens" result (both players). Clan modules with their own relic actions should ask this. */
export const willBlocksRelics = (s: DarkleafState): boolean => anyEffect(s) && activeOp(s, W_NO_RELICS);

function anyEffect(s: DarkleafState): boolean {
  for (let k = 0; k < MAX_EFFECTS; k++) if (s.willVar[WV_EFF + k] !== 0) return true;
  return false;
}

/** Drops relic-spending actions (A_SPEND_RELIC, and the deciding clan's relicSpendKind) while relics are blocked. */
export function filterRelicSpends(s: DarkleafState, out: Int32Array, n: number): number {
  if (!willBlocksRelics(s)) return n;
  const clanKind = s.config.hooks[s.clan[s.g[G_SEAT]!]!]!.relicSpendKind;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const kind = kindOf(out[i]!);
    if (kind !== A_SPEND_RELIC && (clanKind === 0 || kind !== clanKind)) out[k++] = out[i]!;
  }
  return k;
}

/** Index of an active reroll result usable on the current Phase-3 roll, −1 none. */
function rerollEntry(s: DarkleafState): number {
  const w = s.willVar;
  const stamp = s.g[G_TURN]! + 1;
  for (let k = 0; k < MAX_EFFECTS; k++) {
    const code = w[WV_EFF + k]!;
    if (code === 0) continue;
    const c = cells(s)[(code & 255) - 1]!;
    if (c.op !== W_REROLL) continue;
    if (c.rollMask !== 0 && ((c.rollMask >>> s.g[G_ROLL]!) & 1) === 0) continue;
    const used = w[WV_USED + k]! >> 4 === stamp ? w[WV_USED + k]! & 15 : 0;
    if (used < c.count) return k;
  }
  return -1;
}

/** After the Phase-3 roll (DP-9): offer an active Will reroll; true if a prompt was opened. */
export function willAfterRoll(s: DarkleafState): boolean {
  if (!willOn(s) || !anyEffect(s) || rerollEntry(s) < 0) return false;
  s.willVar[WV_CTX] = CTX_REROLL;
  s.g[G_PHASE] = PH_WILL;
  return true;
}

// ---- SU-9 handicap (G-91) --------------------------------------------------------------------

function handicapSeat(s: DarkleafState): number {
  const first = s.g[G_FIRST_SEAT]!;
  switch (s.config.game.handicapSeat) {
    case 'first': return first;
    case 'seat0': return 0;
    case 'seat1': return 1;
    default: return first ^ 1;
  }
}

/** Called by continueSetup before the first turn; true if a handicap prompt is open. */
export function startHandicap(s: DarkleafState, rng: Rng): boolean {
  const w = s.willVar;
  const bones = s.config.game.handicapBones;
  if (bones === 0 || w[WV_HC_STATE] === 2) return false;
  if (w[WV_HC_STATE] === 0) {
    w[WV_HC_STATE] = 1;
    w[WV_HC_LEFT] = bones;
    w[WV_EXEC] = handicapSeat(s);
  }
  return handicapNext(s, rng);
}

function handicapNext(s: DarkleafState, rng: Rng): boolean {
  const w = s.willVar;
  const seat = w[WV_EXEC]!;
  let bone = -1;
  for (let b = 0; b < BONES && bone < 0; b++) if (s.boneLoc[seat * BONES + b] === -1) bone = b;
  if (w[WV_HC_LEFT]! <= 0 || bone < 0) {
    w[WV_HC_STATE] = 2;
    w[WV_CTX] = CTX_NONE;
    s.g[G_ROLL] = 0;
    s.g[G_ROLL_BONE] = -1;
    return false;
  }
  w[WV_HC_LEFT] = w[WV_HC_LEFT]! - 1;
  s.g[G_SEAT] = seat;
  s.g[G_ROLL] = rollBone(s, s.boneSides[seat * BONES + bone]!, rng);
  s.g[G_ROLL_BONE] = bone;
  w[WV_CTX] = CTX_HANDICAP;
  s.g[G_PHASE] = PH_WILL;
  return true;
}

function handicapActions(s: DarkleafState, seat: number, out: Int32Array, n: number): number {
  out[n++] = encode(A_RETURN_BONE); // "Player's choice" [L333] holds here too
  const value = s.g[G_ROLL]!;
  const reserveOk = poolCount(s, seat) > Math.max(s.config.game.bonesInReserve, s.willVar[WV_RESERVE]!); // one in reserve still applies
  const skills = s.config.clans[s.clan[seat]!]!.skills;
  const blockAll = s.config.game.handicapBlocks === 'all';
  for (let r = 0; r < 5; r++) {
    const sk = skills[r]!;
    for (let i = 0; i < sk.nSlots; i++) {
      const f = slotFit(s, seat, r, i, value);
      if (f === 2 && (blockAll || sk.type === MIRACLE)) continue; // L359 / G-91: no miracle activates in setup
      if (f === 2 || (f === 1 && reserveOk)) out[n++] = encode(A_SLOT, r, i);
    }
  }
  return n;
}

function continueHandicap(s: DarkleafState, rng: Rng): void {
  if (s.g[G_OVER] !== 0) return;
  if (!handicapNext(s, rng)) continueSetup(s, rng);
}

/** flow.endAcquire: a row completed by a handicap bone (G-91: takes effect at once) returns here. */
export function willEndAcquire(s: DarkleafState, rng: Rng): boolean {
  if (s.willVar[WV_CTX] !== CTX_HANDICAP) return false;
  continueHandicap(s, rng);
  return true;
}

// ---- PH_WILL dispatch (turn.ts) --------------------------------------------------------------

export function willActions(s: DarkleafState, out: Int32Array, n: number): number {
  const seat = s.g[G_SEAT]!;
  switch (s.willVar[WV_CTX]) {
    case CTX_RESOLVE:
      return resolveActions(s, out, n);
    case CTX_REROLL: {
      out[n++] = encode(A_END);
      const k = rerollEntry(s);
      if (k >= 0) out[n++] = encode(A_WILL_REROLL, k);
      return n;
    }
    case CTX_HANDICAP:
      return handicapActions(s, seat, out, n);
    case CTX_OFFER:
      out[n++] = encode(A_END);
      out[n++] = encode(A_WILL);
      return n;
    default:
      return n;
  }
}

export function applyWill(s: DarkleafState, action: number, rng: Rng): void {
  const w = s.willVar;
  const seat = s.g[G_SEAT]!;
  switch (w[WV_CTX]) {
    case CTX_RESOLVE:
      applyResolve(s, action, rng);
      return;
    case CTX_REROLL: {
      if (kindOf(action) === A_WILL_REROLL) {
        const k = argA(action);
        const stamp = s.g[G_TURN]! + 1;
        const used = w[WV_USED + k]! >> 4 === stamp ? w[WV_USED + k]! & 15 : 0;
        w[WV_USED + k] = stamp * 16 + used + 1;
        // The new value stands and is the bone slotted (CR-S-5), as for Tweak (G-75).
        s.g[G_ROLL] = rollBone(s, s.boneSides[seat * BONES + s.g[G_ROLL_BONE]!]!, rng);
        if (rerollEntry(s) >= 0) return; // another active result may still reroll this roll
      } else if (kindOf(action) !== A_END) throw new Error(`illegal Will reroll action ${action}`);
      w[WV_CTX] = CTX_NONE;
      continueAfterRoll(s, rng);
      return;
    }
    case CTX_HANDICAP: {
      const kind = kindOf(action);
      if (kind === A_RETURN_BONE) continueHandicap(s, rng);
      else if (kind === A_SLOT) {
        const row = argA(action);
        if (placeBone(s, seat, row, argB(action))) acquireRow(s, seat, row, rng); // ends in willEndAcquire
        else continueHandicap(s, rng);
      } else throw new Error(`illegal handicap action ${action}`);
      return;
    }
    case CTX_OFFER:
      if (kindOf(action) === A_WILL) activateWill(s, seat, rng); // resolves, then finishWill ends the owner's Upkeep
      else if (kindOf(action) === A_END) {
        w[WV_CTX] = CTX_NONE;
        s.g[G_SEAT] = w[WV_OWNER]!;
        endUpkeep(s, rng);
      } else throw new Error(`illegal Will offer action ${action}`);
      return;
    default:
      throw new Error('no Will decision pending');
  }
}

/** Active lasting results, for render and tests: [die result, roller, rounds left (−1 = rest of game)]. */
export function activeWillEffects(s: DarkleafState): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let k = 0; k < MAX_EFFECTS; k++) {
    const code = s.willVar[WV_EFF + k]!;
    if (code !== 0) out.push([code & 255, code >> 8, s.willVar[WV_LEFT_ROUNDS + k]!]);
  }
  return out;
}

/** The Will's steps of the turn machine, bound into the Config by compile.ts (flow.ts calls them from there). */
export const WILL_STEPS: WillSteps = {
  startHandicap,
  upkeepTick: willUpkeepTick,
  offerRival: willOfferRival,
  afterRoll: willAfterRoll,
  blocksSlotting: willBlocksSlotting,
  endAcquire: willEndAcquire,
};
