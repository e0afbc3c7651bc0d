// Smelt (spec §1.12 Steel, §4.4 starter "Smelt"): a smelter in an army at an own settlement no
// enemy occupies converts `oreIn` Ore into `steelOut` Steel, at most `perPhase` times per Command
// Phase, for 0 Actions (ASSUMPTION, starter content). ASSUMPTION: the Ore comes from and the Steel
// goes to the Nation Bank, which the army can reach there for free anyway (§1.16).
import { argA, argB, encode } from '../actions.js';
import { OR, ST } from '../lands.js';
import type { KorremGame } from '../prompts.js';
import { LOC_ARMY, type ArmyIndex, type Copy, type Seat } from '../state.js';
import { affordable, armyName, bankBase, cardName, ownFreeSettlement, spend } from './common.js';
import { V_SMELT } from './verbs.js';

/** Smelts this Command Phase live in copyPhaseUses bits 1..7 (bit 0 is Barter, gather.ts). */
const SMELT_SHIFT = 1;
const usedSmelts = (s: KorremGame, c: Copy): number => s.copyPhaseUses[c]! >> SMELT_SHIFT;

function canSmelt(s: KorremGame, seat: Seat, c: Copy): boolean {
  const cards = s.config.content.cards;
  const card = s.copyCard[c]!;
  const oreIn = cards.smeltOreIn[card]!;
  return oreIn > 0 && usedSmelts(s, c) < cards.smeltPerPhase[card]! && s.pl[bankBase(seat) + OR]! >= oreIn;
}

export function legalSmelt(s: KorremGame, seat: Seat, a: ArmyIndex, out: Int32Array, n: number): number {
  if (!ownFreeSettlement(s, seat, s.armyTile[a]!) || !affordable(s, seat, 0)) return n;
  for (let c = 0; c < s.shape.copies; c++) if (s.copyLoc[c] === LOC_ARMY && s.copyArg[c] === a && canSmelt(s, seat, c)) out[n++] = encode(V_SMELT, a, c);
  return n;
}

export function applySmelt(s: KorremGame, seat: Seat, code: number): void {
  const a = argA(code);
  const c = argB(code);
  if (s.copyLoc[c] !== LOC_ARMY || s.copyArg[c] !== a || !ownFreeSettlement(s, seat, s.armyTile[a]!) || !canSmelt(s, seat, c)) throw new Error('illegal smelt');
  const cards = s.config.content.cards;
  const card = s.copyCard[c]!;
  const bank = bankBase(seat);
  s.pl[bank + OR] = s.pl[bank + OR]! - cards.smeltOreIn[card]!;
  s.pl[bank + ST] = s.pl[bank + ST]! + cards.smeltSteelOut[card]!;
  s.copyPhaseUses[c] = s.copyPhaseUses[c]! + (1 << SMELT_SHIFT);
  spend(s, seat, 0);
}

export function describeSmelt(s: KorremGame, code: number): string {
  const c = argB(code);
  const card = s.copyCard[c]!;
  const cards = s.config.content.cards;
  return `${cardName(s, c)} of ${armyName(s, argA(code))} smelts ${cards.smeltOreIn[card]} Or into ${cards.smeltSteelOut[card]} St in the Nation Bank`;
}
