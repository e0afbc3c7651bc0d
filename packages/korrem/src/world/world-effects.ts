// The immediate World-card effects (spec §4.6, the closed vocabulary WORLD_EFFECTS of types.ts):
// what a Disaster does when drawn and what a Strategy or Nation card does when played. Battle-window
// effects (clearOwnStates, takeEngagement) are applied by the battle glue (cards.ts says which);
// Events act through the timeline queries (timeline.ts).
import type { WorldCardId } from '../content/compiled.js';
import { WORLD_EFFECTS } from '../content/types.js';
import { RESOURCES } from '../lands.js';
import type { KorremGame } from '../prompts.js';
import { PL_ACTIONS, PL_BANK, PL_WORDS, SETTLE_NONE, type Seat, type TileIndex } from '../state.js';

export const WE_HOLDER_ABILITY = WORLD_EFFECTS.indexOf('holderAbility');
export const WE_HEART = WORLD_EFFECTS.indexOf('heartOfKorrem');
export const WE_NONE = WORLD_EFFECTS.indexOf('none');
export const WE_EXTRA_ACTIONS = WORLD_EFFECTS.indexOf('extraActions');
export const WE_CLEAR_OWN_STATES = WORLD_EFFECTS.indexOf('clearOwnStates');
export const WE_TAKE_ENGAGEMENT = WORLD_EFFECTS.indexOf('takeEngagement');
export const WE_WASTELAND_TILE = WORLD_EFFECTS.indexOf('wastelandTile');
export const WE_HALVE_CARGO = WORLD_EFFECTS.indexOf('halveCargo');
export const WE_GAIN_RESOURCE = WORLD_EFFECTS.indexOf('gainResource');
export const WE_TARGET_LOSES_RESOURCE = WORLD_EFFECTS.indexOf('targetLosesResource');
export const WE_YIELD_BONUS = WORLD_EFFECTS.indexOf('yieldBonus');
export const WE_WEATHER_CREATURE = WORLD_EFFECTS.indexOf('weatherAlsoPlacesCreature');
export const WE_MARKET_RATE = WORLD_EFFECTS.indexOf('marketRateBonus');

/**
 * Wildfire / Earthquake (wastelandTile, ASSUMPTION G38): may tile `t` be laid waste? It must be
 * of the card's land, not a Landmark, not already Wasteland, and carry no settlement. Armies on
 * it stay (G38).
 */
export function wastelandTarget(s: KorremGame, wc: WorldCardId, t: TileIndex): boolean {
  return s.map.land[t] === s.config.content.world.effectLand[wc] && s.map.canLayWaste(t) && s.settleKind[t] === SETTLE_NONE;
}

/** Legal wastelandTile targets, written to `out`; returns how many. */
export function wastelandTargets(s: KorremGame, wc: WorldCardId, out: Int32Array): number {
  let k = 0;
  for (let t = 0; t < s.map.count; t++) if (wastelandTarget(s, wc, t)) out[k++] = t;
  return k;
}

export function layWaste(s: KorremGame, wc: WorldCardId, t: TileIndex): void {
  if (!wastelandTarget(s, wc, t)) throw new Error(`tile ${s.map.tileName(t)} cannot be laid waste by ${s.config.content.world.name[wc]}`);
  s.map.makeWasteland(t);
}

/** Blizzard (halveCargo): every army (players' and NPCs') on the card's land loses half of each resource it carries, rounded down. */
export function halveCargo(s: KorremGame, wc: WorldCardId): void {
  const land = s.config.content.world.effectLand[wc]!;
  for (let a = 0; a < s.armies; a++) {
    const t = s.armyTile[a]!;
    if (t < 0 || s.map.effectiveLand(t) !== land) continue;
    const base = a * RESOURCES;
    for (let r = 0; r < RESOURCES; r++) {
      const v = s.armyCargo[base + r]!;
      s.armyCargo[base + r] = v - (v >> 1);
    }
  }
}

/** Bountiful Harvest (gainResource): `amount` of `resource` to `seat`'s bank. */
export function gainResource(s: KorremGame, wc: WorldCardId, seat: Seat): void {
  const w = s.config.content.world;
  const i = seat * PL_WORDS + PL_BANK + w.effectResource[wc]!;
  s.pl[i] = s.pl[i]! + w.effectValue[wc]!;
}

/** Tax Revolt (targetLosesResource): `target`'s bank loses up to `amount` of `resource` (what it has, if less). Returns how many it lost. */
export function targetLosesResource(s: KorremGame, wc: WorldCardId, target: Seat): number {
  const w = s.config.content.world;
  const i = target * PL_WORDS + PL_BANK + w.effectResource[wc]!;
  const lost = Math.min(s.pl[i]!, w.effectValue[wc]!);
  s.pl[i] = s.pl[i]! - lost;
  return lost;
}

/** Forced March (extraActions): `amount` more Actions in the current Command Phase (spec §6.7 invariant 10 "+ bonuses from card effects"). */
export function extraActions(s: KorremGame, wc: WorldCardId, seat: Seat): void {
  const i = seat * PL_WORDS + PL_ACTIONS;
  s.pl[i] = s.pl[i]! + s.config.content.world.effectValue[wc]!;
}

/** Does the effect need a target Nation (other than the player)? */
export const needsTargetSeat = (s: KorremGame, wc: WorldCardId): boolean => s.config.content.world.effect[wc] === WE_TARGET_LOSES_RESOURCE;
