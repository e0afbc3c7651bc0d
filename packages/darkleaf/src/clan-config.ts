// Helpers that read a clan's compiled config (thresholds, abilities, options, aura bits, laws)
// and the deed-intent fields. Mechanism level: clans, turn.ts and evaluate.ts import it; it imports
// no clan.
import { argA, argB, argC } from './actions.js';
import type { ClanConfig } from './config.js';
import { type DarkleafState, G_I_T1, G_I_T2, G_I_UNIT, G_INTENT, INTENT_DEED } from './state.js';

export function setDeedIntentFields(s: DarkleafState, action: number): void {
  s.g[G_INTENT] = INTENT_DEED;
  s.g[G_I_UNIT] = argA(action);
  s.g[G_I_T1] = argB(action);
  s.g[G_I_T2] = argC(action) - 1;
}

/** Threshold `key` of the clan in `seat` (data thresholds, A.5). */
export function threshold(s: DarkleafState, seat: number, key: string): number {
  return clanThreshold(s.config.clans[s.clan[seat]!]!, key);
}

/** Threshold `key` of a clan's compiled data. */
export function clanThreshold(cc: ClanConfig, key: string): number {
  const v = cc.thresholds[key];
  if (v === undefined) throw new Error(`missing threshold ${key}`);
  return v;
}

/**
 * A one-entry cache of what a clan derives from compiled data on its hot paths (bits for named
 * abilities, auras and laws, thresholds read after every action): a compiled Config never changes,
 * so `derive` runs again only when a state of another configuration comes by.
 */
export function derivedPer<K extends object, T>(derive: (key: K) => T): (key: K) => T {
  let last: K | null = null;
  let value: T | null = null;
  return (key) => {
    if (key !== last) {
      value = derive(key);
      last = key;
    }
    return value as T;
  };
}

export function option<T>(s: DarkleafState, seat: number, key: string): T {
  return s.config.clans[s.clan[seat]!]!.options[key] as T;
}

export function hasAbility(s: DarkleafState, seat: number, type: number, ability: string): boolean {
  return clanHasAbility(s.config.clans[s.clan[seat]!]!, type, ability);
}

/** Whether units of `type` have `ability` in a clan's compiled data. */
export function clanHasAbility(cc: ClanConfig, type: number, ability: string): boolean {
  return cc.abilities[type]!.includes(ability);
}

/** The royal unit id of `seat` (on the board or not). */
export function royalOf(s: DarkleafState, seat: number): number {
  return seat * 16 + (s.config.clans[s.clan[seat]!]!.royalType === 4 ? 14 : 15);
}

/** The aura bit of a clan's aura skill `skillId`, 0 when the clan lacks it. */
export function skillAuraBit(cc: ClanConfig, skillId: string): number {
  const row = cc.skillRow[skillId];
  return row === undefined || row < 0 ? 0 : cc.skills[row]!.auraBit;
}

/** Whether the law skill `skillId` of `seat` is active. */
export function lawActive(s: DarkleafState, seat: number, skillId: string): boolean {
  const row = s.config.clans[s.clan[seat]!]!.skillRow[skillId];
  return row !== undefined && row >= 0 && (s.law[seat]! & (1 << row)) !== 0;
}
