// Dispel (spec §2.12, §6.4 Dispel{summon}; RB glossary "Dispell", Characters "Summon"): during its
// owner's Command Phase, for 0 Actions (G14: "anytime", like playing a card), a Summon in an own army
// goes back to the hand, "discarding held Artifacts, Resources, Damage Chits, and Heart Tokens" and
// its state tokens and bonds. Damage chits and Disabled/Poisoned/Frozen exist only inside a battle,
// so on the map this clears its persistent states (Undead) and its Romantic bond (the partner's bond
// ends, the Heart-token pair returns: G_HEARTS_USED). Cargo and Artifacts belong to the army (§1.17),
// so a Summon holds them only when it is the army's last member. ASSUMPTION: then the army's cargo
// goes to the supply and its Artifacts to the World discard pile (G78, as for a killed Summon,
// §2.11) and the flag is freed; otherwise the army keeps them. A Dispel may not leave Machines alone
// (G59, as a transfer).
import { argA, argB, encode } from '../actions.js';
import type { KorremGame } from '../prompts.js';
import { G_HEARTS_USED, LOC_ARMY, NONE, WLOC_ARMY, type ArmyIndex, type Copy, type Seat } from '../state.js';
import { discardWorld } from '../world/world-deck.js';
import { affordable, armyName, cardName, freeArmy, isMachine, isSummon, memberCounts, nonMachinesOf, spend, totalOf } from './common.js';
import { addToHand } from './town-hall.js';
import { V_DISPEL } from './verbs.js';

/** May Summon copy `c` of army `a` be dispelled (the rest keep a non-Machine, or nobody stays, G59)? */
function mayDispel(s: KorremGame, seat: Seat, a: ArmyIndex, c: Copy): boolean {
  if (s.copyLoc[c] !== LOC_ARMY || s.copyArg[c] !== a || !isSummon(s, c)) return false;
  if (s.handLen[seat]! >= s.shape.handCap) return false;
  const counts = memberCounts(s, a);
  return totalOf(counts) === 1 || nonMachinesOf(counts) - (isMachine(s, c) ? 0 : 1) > 0;
}

/** Every Dispel of a Summon in own army `a`. */
export function legalDispels(s: KorremGame, seat: Seat, a: ArmyIndex, out: Int32Array, n: number): number {
  if (!affordable(s, seat, 0)) return n;
  for (let c = 0; c < s.shape.copies; c++) if (s.copyLoc[c] === LOC_ARMY && s.copyArg[c] === a && mayDispel(s, seat, a, c)) out[n++] = encode(V_DISPEL, a, c);
  return n;
}

/** Returns Summon copy `c` from its army to `seat`'s hand with everything it held discarded. */
export function dispel(s: KorremGame, seat: Seat, c: Copy): void {
  const a = s.copyArg[c]!;
  if (!mayDispel(s, seat, a, c)) throw new Error(`${cardName(s, c)} cannot be dispelled`);
  const partner = s.copyRomance[c]!;
  if (partner >= 0) {
    s.copyRomance[partner] = NONE;
    s.copyRomance[c] = NONE;
    if (s.g[G_HEARTS_USED]! > 0) s.g[G_HEARTS_USED] = s.g[G_HEARTS_USED]! - 1;
  }
  s.copyState[c] = 0;
  addToHand(s, seat, c);
  if (totalOf(memberCounts(s, a)) === 0) {
    for (let w = 0; w < s.shape.worldCopies; w++) if (s.wLoc[w] === WLOC_ARMY && s.wArg[w] === a) discardWorld(s, w);
    freeArmy(s, a); // the cargo goes back to the supply
  }
}

export function applyDispel(s: KorremGame, seat: Seat, code: number): void {
  const c = argB(code);
  if (s.copyArg[c] !== argA(code)) throw new Error(`${cardName(s, c)} is not in ${armyName(s, argA(code))}`);
  dispel(s, seat, c);
  spend(s, seat, 0);
}

export function describeDispel(s: KorremGame, code: number): string {
  const a = argA(code);
  const c = argB(code);
  const alone = totalOf(memberCounts(s, a)) === 1 ? '; the army disbands, its cargo and Artifacts are discarded' : '';
  return `Dispel the Summon ${cardName(s, c)} of ${armyName(s, a)} back to your hand (its states and bonds are discarded${alone})`;
}
