// What entering an occupied hex starts (spec §1.10 table, §1.18, §1.20, §1.21, §2.1): the mover
// attacks an enemy army (with the settlement's Walls and Towers, or a Landmark's Walls, on the
// defender's side); an enemy settlement with Add-ons alone is battled; a Defenseless one calls to
// arms (no one rising: the attacker wins at once and occupies it); a wild creature rolls an
// engagement; a standing NPC army is battled with no roll. A Nation recruiting onto its own
// occupied settlement enters the occupier's hex the same way (§1.20).
import type { Rng } from '@balance-lab/core';
import { rollCallToArms } from '../command/call-to-arms.js';
import type { EncounterHooks, KorremGame } from '../prompts.js';
import { NONE, SETTLE_NONE, armyOwner, isNpcArmy, otherArmyAt, type ArmyIndex, type TileIndex } from '../state.js';
import { questRecount } from '../world/quests.js';
import { BF_STANDING_IF_SURVIVES, startEncounterBattle } from './battle-glue.js';
import { startEngagement } from './engage.js';

/** What army `army` faces on entering `tile` (for bots and tests). */
export const ENC_NONE = 0;
export const ENC_ARMY = 1; // an enemy army (with the hex's Add-ons)
export const ENC_ADDONS = 2; // an enemy settlement's Walls and Towers alone
export const ENC_CALL_TO_ARMS = 3; // a Defenseless enemy settlement
export const ENC_WILD = 4; // a wild creature: engagement roll
export const ENC_STANDING = 5; // a standing NPC army: battle, no roll
export const ENCOUNTER_NAMES = ['nothing', 'enemy army', 'settlement defences', 'Call to Arms', 'wild creature', 'standing NPC army'] as const;

export function encounterKind(s: KorremGame, army: ArmyIndex, tile: TileIndex): number {
  const other = otherArmyAt(s, tile, army);
  if (other >= 0) {
    if (isNpcArmy(s, other)) return s.npcStanding[other] === 1 ? ENC_STANDING : ENC_WILD;
    if (armyOwner(s, other) === armyOwner(s, army)) throw new Error('own armies never share a hex (G49)');
    return ENC_ARMY;
  }
  if (s.settleKind[tile] === SETTLE_NONE || s.settleOwner[tile] === armyOwner(s, army)) return ENC_NONE;
  return s.settleWalls[tile]! + s.settleTowers[tile]! > 0 && s.settleOccupier[tile]! < 0 ? ENC_ADDONS : ENC_CALL_TO_ARMS;
}

/** §1.20: the attacker has won on an enemy settlement (no one rose to defend it): it occupies it. */
function occupy(s: KorremGame, army: ArmyIndex, tile: TileIndex): void {
  s.settleOccupier[tile] = army;
  questRecount(s);
}

export function enterHex(s: KorremGame, army: ArmyIndex, tile: TileIndex, rng: Rng): void {
  const kind = encounterKind(s, army, tile);
  if (kind === ENC_NONE) return;
  const other = otherArmyAt(s, tile, army);
  if (kind === ENC_WILD) {
    startEngagement(s, army, other, tile, false, rng);
  } else if (kind === ENC_STANDING) {
    // §2.14 (G22): the mover attacks the standing NPC army, or under npcRoleRule `legend` the NPC army attacks.
    if (s.config.params.battle.npcRoleLegend) startEncounterBattle(s, army, other, tile, BF_STANDING_IF_SURVIVES, 0, null, 0, rng);
    else startEncounterBattle(s, other, army, tile, BF_STANDING_IF_SURVIVES, 0, null, 0, rng);
  } else if (kind === ENC_ARMY) {
    startEncounterBattle(s, other, army, tile, 0, 0, null, 0, rng);
  } else if (kind === ENC_ADDONS) {
    startEncounterBattle(s, NONE, army, tile, 0, 0, null, 0, rng);
  } else {
    // §1.21, G65: the owner rolls D8 = n and raises up to n cards from the Town Hall; none → the attacker wins at once.
    const defender = rollCallToArms(s, tile, rng);
    if (defender >= 0) startEncounterBattle(s, defender, army, tile, 0, 0, null, 0, rng);
    else occupy(s, army, tile);
  }
}

/** The encounter hooks game.ts binds into `config.encounters`. */
export const ENCOUNTERS: EncounterHooks = { enter: enterHex };
