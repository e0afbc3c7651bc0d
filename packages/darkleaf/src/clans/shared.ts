// Small helpers several clan modules share.
import { argA, argB, argC } from '../actions.js';
import { type DarkleafState, G_I_T1, G_I_T2, G_I_UNIT, G_INTENT, INTENT_DEED } from '../state.js';

export function setDeedIntentFields(s: DarkleafState, action: number): void {
  s.g[G_INTENT] = INTENT_DEED;
  s.g[G_I_UNIT] = argA(action);
  s.g[G_I_T1] = argB(action);
  s.g[G_I_T2] = argC(action) - 1;
}

/** Threshold `key` of the clan in `seat` (data thresholds, A.5). */
export function threshold(s: DarkleafState, seat: number, key: string): number {
  const v = s.config.clans[s.clan[seat]!]!.thresholds[key];
  if (v === undefined) throw new Error(`missing threshold ${key}`);
  return v;
}

export function option<T>(s: DarkleafState, seat: number, key: string): T {
  return s.config.clans[s.clan[seat]!]!.options[key] as T;
}

export function hasAbility(s: DarkleafState, seat: number, type: number, ability: string): boolean {
  return s.config.clans[s.clan[seat]!]!.abilities[type]!.includes(ability);
}

/** The royal unit id of `seat` (on the board or not). */
export function royalOf(s: DarkleafState, seat: number): number {
  return seat * 16 + (s.config.clans[s.clan[seat]!]!.royalType === 4 ? 14 : 15);
}

/** Whether the law skill `skillId` of `seat` is active. */
export function lawActive(s: DarkleafState, seat: number, skillId: string): boolean {
  const row = s.config.clans[s.clan[seat]!]!.skillRow[skillId];
  return row !== undefined && row >= 0 && (s.law[seat]! & (1 << row)) !== 0;
}
