// Gathering (spec §1.12). Only Providers produce: each member's `gathers` entries for the hex's
// land (a Landmark by its base type, G52) yield 1, or 2 with the region bonus (§1.4, G16), and each
// Provider yields separately (G6). ASSUMPTION G17: Gems are never doubled (`gemsDouble`); Barter-style
// entries (`onlyOnOwnSettlement`, `oncePerPhase`) pay only on an own settlement and once per Command
// Phase per character. ASSUMPTION G18: an army gathers each time it enters a hex (Move, Discover)
// and on the 1-Action Gather in place. A Provider that may take one of several resources chooses
// (PR_GATHER_CHOICE). Desert passive income is paid at the start of the Command Phase (start-phase.ts).
import type { Rng } from '@balance-lab/core';
import { argA, encode } from '../actions.js';
import { GE, RESOURCES, RESOURCE_NAMES } from '../lands.js';
import { regionBonus, type RegionRule } from '../map/regions.js';
import { PR_GATHER_CHOICE, closeFrame, type KorremGame, type PromptHooks } from '../prompts.js';
import { FW_0, LOC_ARMY, armyOwner, pushFrame, type ArmyIndex, type Copy, type Frame, type TileIndex } from '../state.js';
import { eventYieldBonus, eventYieldResource } from '../world/timeline.js';
import { cardName, ownFreeSettlement } from './common.js';

/** RB: Land Types / Fig. 1: a capable gatherer yields 1; "connected to 3 or more" yields 2. */
export const BASE_YIELD = 1;
export const REGION_YIELD = 2;
/** RB: Gather Resources (G18, G14): Gather in place costs 1 Action. */
export const GATHER_IN_PLACE_COST = 1;
/** copyPhaseUses bit: the once-per-Command-Phase gather entry was used (G17). */
export const BARTER_USED_BIT = 1;

// PR_GATHER_CHOICE frame words.
const F_ARMY = FW_0;
const F_TILE = FW_0 + 1;
const F_COPY = FW_0 + 2;
const F_ENTRY = FW_0 + 3;
const F_BONUS = FW_0 + 4;

/** Can gather entry `e` of copy `c` in army `a` yield on tile `t` now? */
function entryApplies(s: KorremGame, a: ArmyIndex, c: Copy, e: number, t: TileIndex): boolean {
  const g = s.config.content.gathers;
  if (g.land[e] !== s.map.effectiveLand(t)) return false;
  if (g.onlyOnOwnSettlement[e] === 1 && !ownFreeSettlement(s, armyOwner(s, a), t)) return false;
  if (g.oncePerPhase[e] === 1 && (s.copyPhaseUses[c]! & BARTER_USED_BIT) !== 0) return false;
  return g.yields[e] !== 0;
}

/** Would the army produce anything on its hex (Gather in place is offered only then)? */
export function canGather(s: KorremGame, a: ArmyIndex): boolean {
  const t = s.armyTile[a]!;
  const cards = s.config.content.cards;
  for (let c = 0; c < s.shape.copies; c++) {
    if (s.copyLoc[c] !== LOC_ARMY || s.copyArg[c] !== a) continue;
    const card = s.copyCard[c]!;
    for (let e = cards.gatherStart[card]!; e < cards.gatherStart[card + 1]!; e++) if (entryApplies(s, a, c, e, t)) return true;
  }
  return false;
}

function amountFor(s: KorremGame, e: number, bonus: boolean, r: number): number {
  if (!bonus || s.config.content.gathers.doubles[e] !== 1) return BASE_YIELD;
  if (r === GE && !s.config.params.gemsDouble) return BASE_YIELD;
  return REGION_YIELD;
}

function credit(s: KorremGame, a: ArmyIndex, c: Copy, e: number, bonus: boolean, r: number): void {
  s.armyCargo[a * RESOURCES + r] = s.armyCargo[a * RESOURCES + r]! + amountFor(s, e, bonus, r);
  // An Active yieldBonus Event (Harvest Festival, world/timeline.ts) adds to each yield on its land.
  const extra = eventYieldBonus(s, s.config.content.gathers.land[e]!);
  if (extra > 0) {
    const er = eventYieldResource(s);
    s.armyCargo[a * RESOURCES + er] = s.armyCargo[a * RESOURCES + er]! + extra;
  }
  if (s.config.content.gathers.oncePerPhase[e] === 1) s.copyPhaseUses[c] = s.copyPhaseUses[c]! | BARTER_USED_BIT;
}

/**
 * Runs the army's Providers from (copy, entry) on: single-resource entries are credited at once; the
 * first entry with a choice stops and returns [copy, entry] packed as copy * 65536 + entry, or -1 when done.
 */
function scan(s: KorremGame, a: ArmyIndex, t: TileIndex, fromCopy: Copy, fromEntry: number, bonus: boolean): number {
  const cards = s.config.content.cards;
  const yields = s.config.content.gathers.yields;
  for (let c = fromCopy; c < s.shape.copies; c++) {
    if (s.copyLoc[c] !== LOC_ARMY || s.copyArg[c] !== a) continue;
    const card = s.copyCard[c]!;
    const e0 = c === fromCopy ? Math.max(fromEntry, cards.gatherStart[card]!) : cards.gatherStart[card]!;
    for (let e = e0; e < cards.gatherStart[card + 1]!; e++) {
      if (!entryApplies(s, a, c, e, t)) continue;
      const y = yields[e]!;
      if ((y & (y - 1)) === 0) credit(s, a, c, e, bonus, 31 - Math.clz32(y));
      else return c * 65536 + e;
    }
  }
  return -1;
}

/**
 * The army gathers on its hex (entry or Gather in place). Pushes PR_GATHER_CHOICE when a Provider
 * must choose; otherwise finishes at once.
 */
export function gatherAt(s: KorremGame, a: ArmyIndex): void {
  const t = s.armyTile[a]!;
  if (t < 0) return;
  const bonus = regionBonus(s.map, t, s.config.params.regionRule as RegionRule);
  const next = scan(s, a, t, 0, 0, bonus);
  if (next < 0) return;
  const fr = pushFrame(s, PR_GATHER_CHOICE, armyOwner(s, a));
  s.frames[fr + F_ARMY] = a;
  s.frames[fr + F_TILE] = t;
  s.frames[fr + F_COPY] = Math.floor(next / 65536);
  s.frames[fr + F_ENTRY] = next % 65536;
  s.frames[fr + F_BONUS] = bonus ? 1 : 0;
}

export const gatherChoiceHooks: PromptHooks = {
  legal(s: KorremGame, fr: Frame, out: Int32Array): number {
    const y = s.config.content.gathers.yields[s.frames[fr + F_ENTRY]!]!;
    let n = 0;
    for (let r = 0; r < RESOURCES; r++) if ((y & (1 << r)) !== 0) out[n++] = encode(0, r);
    return n;
  },
  apply(s: KorremGame, fr: Frame, action: number, rng: Rng): void {
    const r = argA(action);
    const a = s.frames[fr + F_ARMY]!;
    const t = s.frames[fr + F_TILE]!;
    const c = s.frames[fr + F_COPY]!;
    const e = s.frames[fr + F_ENTRY]!;
    const bonus = s.frames[fr + F_BONUS] === 1;
    if ((s.config.content.gathers.yields[e]! & (1 << r)) === 0) throw new Error(`${RESOURCE_NAMES[r]} is not a choice here`);
    credit(s, a, c, e, bonus, r);
    const next = scan(s, a, t, c, e + 1, bonus);
    if (next < 0) {
      closeFrame(s, rng);
      return;
    }
    s.frames[fr + F_COPY] = Math.floor(next / 65536);
    s.frames[fr + F_ENTRY] = next % 65536;
  },
  describe(s: KorremGame, fr: Frame, action: number): string {
    const r = argA(action);
    const c = s.frames[fr + F_COPY]!;
    const n = amountFor(s, s.frames[fr + F_ENTRY]!, s.frames[fr + F_BONUS] === 1, r);
    return `${cardName(s, c)} gathers ${n} ${RESOURCE_NAMES[r]} on ${s.map.describeTile(s.frames[fr + F_TILE]!, s.config.content)}`;
  },
};
