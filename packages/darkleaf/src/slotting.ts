// TS-4 slotting bones, CR-S-1…CR-S-12.
import { A_CLEAR_ROW, A_RETURN_BONE, A_SLOT, encode } from './actions.js';
import { AURA, LAW, MIRACLE, RELIC, type SkillConfig } from './config.js';
import {
  type DarkleafState, BONES, G_ROLL, G_ROLL_BONE, MAX_SLOTS, poolCount, slotIndex,
} from './state.js';
import { WV_MARKERS, WV_RESERVE } from './state.js';

/** Relic tokens out of the shared supply (G-9): earned tokens, law markers, Will tokens. */
export function relicTokensInUse(s: DarkleafState): number {
  let n = 0;
  for (let i = 0; i < s.relicTok.length; i++) n += s.relicTok[i]!;
  for (let seat = 0; seat < 2; seat++) {
    let l = s.law[seat]!;
    while (l !== 0) {
      l &= l - 1;
      n++;
    }
    n += s.willTok[seat]!;
  }
  return n + s.willVar[WV_MARKERS]!; // CR-W-3: rest-of-game Will markers
}

/** CR-S-12 / G-14 (and CR-S-7): the row's effect can execute if it completes now. */
export function rowExecutable(s: DarkleafState, seat: number, row: number): boolean {
  const sk = s.config.clans[s.clan[seat]!]!.skills[row]!;
  if (!s.config.hooks[s.clan[seat]!]!.implementsSkill(sk.id)) return false; // README "Not yet implemented"

  if (sk.type === RELIC) {
    if (s.relicTok[seat * 5 + row]! >= sk.relicSlots) return false; // CR-S-7 relic overload
    if (relicTokensInUse(s) >= s.config.game.relicTokenSupply) return false; // G-9
    return s.config.hooks[s.clan[seat]!]!.canExecuteSkill(s, seat, row);
  }
  if (sk.type === LAW && (s.law[seat]! & (1 << row)) !== 0) return false;
  if (!s.config.game.rowNeedsExecutableEffect && sk.type !== RELIC) return true;
  return s.config.hooks[s.clan[seat]!]!.canExecuteSkill(s, seat, row);
}

/** Whether `value` may go into (row, slot) of `seat` now, ignoring the reserve rule; 2 = it completes the row. */
export function slotFit(s: DarkleafState, seat: number, row: number, slot: number, value: number): number {
  const f = slotShape(s, seat, row, slot, value);
  if (f === COMPLETES) return rowExecutable(s, seat, row) ? 2 : 0;
  return f;
}

/** slotShape: the bone would complete the row, if the row's effect can execute (rowExecutable). */
const COMPLETES = 3;

/** slotFit without the rowExecutable check: 0, 1, or COMPLETES. */
function slotShape(s: DarkleafState, seat: number, row: number, slot: number, value: number): number {
  const sk = s.config.clans[s.clan[seat]!]!.skills[row]!;
  const scan = slot < sk.nSlots ? scanRow(s, seat, row, sk) : NO_BONE;
  return scan === NO_BONE ? 0 : slotShapeScanned(s, sk, scan, slotIndex(seat, row, 0) + slot, slot, value);
}

/**
 * A row as scanRow read it, packed in one integer so that one scan serves every slot of the row
 * (slotActions asks each slot in turn): its first and last empty slot plus one (bits 0–3, 4–7;
 * 0 when none), its bones (bits 8–11) and their sum (from bit 12).
 */
type RowScan = number;
/** scanRow's answer for a row that takes no bone at all now (CR-S-11). */
const NO_BONE: RowScan = -1;
const scanLo = (scan: RowScan): number => (scan & 15) - 1;
const scanHi = (scan: RowScan): number => ((scan >> 4) & 15) - 1;
const scanFilled = (scan: RowScan): number => (scan >> 8) & 15;
const scanSum = (scan: RowScan): number => scan >> 12;

/** Reads the row: its empty ends, bones and sum (RowScan), or NO_BONE if it takes no bone now (CR-S-11). */
function scanRow(s: DarkleafState, seat: number, row: number, sk: SkillConfig): RowScan {
  if (sk.type === LAW && s.config.game.lawRowClosed && (s.law[seat]! & (1 << row)) !== 0) return NO_BONE; // CR-S-11
  const base = slotIndex(seat, row, 0);
  let lo = -1;
  let hi = -1;
  let filled = 0;
  let sum = 0;
  for (let i = 0; i < sk.nSlots; i++) {
    const v = s.slotVal[base + i]!;
    if (v === 0) {
      if (lo < 0) lo = i;
      hi = i;
    } else {
      filled++;
      sum += v;
    }
  }
  return (lo + 1) | ((hi + 1) << 4) | (filled << 8) | (sum << 12);
}

/** slotShape of `slot` (global slot index `idx`) in the row `scan` describes. */
function slotShapeScanned(s: DarkleafState, sk: SkillConfig, scan: RowScan, idx: number, slot: number, value: number): number {
  const cfg = s.config;
  if (s.slotVal[idx] !== 0) return 0;
  if (((sk.accept[slot]! >>> value) & 1) === 0) return 0; // CR-S-2
  if (cfg.game.fillFromEndsOnly && slot !== scanLo(scan) && slot !== scanHi(scan)) return 0;
  const remaining = sk.nSlots - scanFilled(scan) - 1;
  if (sk.isSum) {
    const t = scanSum(scan) + value;
    if (remaining === 0) {
      if (t < sk.sumLo || t > sk.sumHi) return 0; // CR-S-3
    } else if (cfg.game.sumRowReachability) {
      // G-13: the row must still be able to finish inside [lo, hi].
      if (t + remaining > sk.sumHi || t + remaining * cfg.maxSides < sk.sumLo) return 0;
    }
  }
  if (remaining === 0) return COMPLETES;
  return 1;
}

/** CR-S-9: bones in a miracle/aura row whose effect has no possible target may be returned. */
export function rowClearable(s: DarkleafState, seat: number, row: number): boolean {
  return clearable(s, seat, row, s.config.clans[s.clan[seat]!]!.skills[row]!);
}

/** rowClearable with the row's skill already read (the listings below read the five once). */
function clearable(s: DarkleafState, seat: number, row: number, sk: SkillConfig): boolean {
  if (sk.type !== MIRACLE && sk.type !== AURA) return false;
  const base = slotIndex(seat, row, 0);
  let any = false;
  for (let i = 0; i < sk.nSlots && !any; i++) any = s.slotVal[base + i] !== 0;
  return any && !s.config.hooks[s.clan[seat]!]!.canExecuteSkill(s, seat, row);
}

/** CR-S-9 / G-15: a clear-row action per clearable row. */
export function clearRowActions(s: DarkleafState, seat: number, out: Int32Array, n: number): number {
  const skills = s.config.clans[s.clan[seat]!]!.skills;
  for (let r = 0; r < 5; r++) if (clearable(s, seat, r, skills[r]!)) out[n++] = encode(A_CLEAR_ROW, r);
  return n;
}

/** CR-S-8 (+ the Will reserve result): a bone that does not complete its row may be slotted only while the pool keeps more than the reserve. */
function reserveAllowsSlot(s: DarkleafState, seat: number): boolean {
  return poolCount(s, seat) > Math.max(s.config.game.bonesInReserve, s.willVar[WV_RESERVE]!);
}

export function slotActions(s: DarkleafState, seat: number, out: Int32Array, n: number): number {
  out[n++] = encode(A_RETURN_BONE);
  const value = s.g[G_ROLL]!;
  const reserveOk = reserveAllowsSlot(s, seat);
  const skills = s.config.clans[s.clan[seat]!]!.skills;
  for (let r = 0; r < 5; r++) {
    const sk = skills[r]!;
    if (((sk.acceptAny >>> value) & 1) === 0) continue; // no slot takes this value (CR-S-2)
    const scan = scanRow(s, seat, r, sk);
    if (scan === NO_BONE) continue;
    const base = slotIndex(seat, r, 0);
    // rowExecutable depends on the row, not the slot: ask once per row (it can search the board).
    let exec = -1;
    for (let i = 0; i < sk.nSlots; i++) {
      const f = slotShapeScanned(s, sk, scan, base + i, i, value);
      if (f === COMPLETES) {
        if (exec < 0) exec = rowExecutable(s, seat, r) ? 1 : 0;
        if (exec === 1) out[n++] = encode(A_SLOT, r, i);
      } else if (f === 1 && reserveOk) out[n++] = encode(A_SLOT, r, i);
    }
  }
  return clearRowActions(s, seat, out, n);
}

/**
 * A cheap forced-choice probe (turn.ts settle): true if slotActions surely lists a slot beside
 * Return — a slot the bone fits without completing its row; false when unsure (a row it would
 * complete asks rowExecutable, which can search the board: the full list answers that).
 */
export function surelyHasSlotChoice(s: DarkleafState, seat: number): boolean {
  if (!reserveAllowsSlot(s, seat)) return false;
  const value = s.g[G_ROLL]!;
  const skills = s.config.clans[s.clan[seat]!]!.skills;
  for (let r = 0; r < 5; r++) {
    const sk = skills[r]!;
    if (((sk.acceptAny >>> value) & 1) === 0) continue;
    const scan = scanRow(s, seat, r, sk);
    if (scan === NO_BONE) continue;
    const base = slotIndex(seat, r, 0);
    for (let i = 0; i < sk.nSlots; i++) if (slotShapeScanned(s, sk, scan, base + i, i, value) === 1) return true;
  }
  return false;
}

/** Puts the rolled bone into (row, slot); returns true when the row is now full. */
export function placeBone(s: DarkleafState, seat: number, row: number, slot: number): boolean {
  const b = s.g[G_ROLL_BONE]!;
  const idx = slotIndex(seat, row, slot);
  s.slotVal[idx] = s.g[G_ROLL]!;
  s.slotBone[idx] = b;
  s.boneLoc[seat * BONES + b] = row * MAX_SLOTS + slot;
  const sk = s.config.clans[s.clan[seat]!]!.skills[row]!;
  for (let i = 0; i < sk.nSlots; i++) if (s.slotVal[slotIndex(seat, row, i)] === 0) return false;
  return true;
}

/** Returns every bone of the row to its owner's pool (TS-5, CR-S-9). */
export function clearRow(s: DarkleafState, seat: number, row: number): void {
  for (let i = 0; i < MAX_SLOTS; i++) {
    const idx = slotIndex(seat, row, i);
    const b = s.slotBone[idx]!;
    if (b >= 0) s.boneLoc[seat * BONES + b] = -1;
    s.slotBone[idx] = -1;
    s.slotVal[idx] = 0;
  }
}

/** Removes one slotted bone back to the pool (Renewal HU-S-3). */
export function unslot(s: DarkleafState, seat: number, row: number, slot: number): void {
  const idx = slotIndex(seat, row, slot);
  const b = s.slotBone[idx]!;
  if (b >= 0) s.boneLoc[seat * BONES + b] = -1;
  s.slotBone[idx] = -1;
  s.slotVal[idx] = 0;
}
