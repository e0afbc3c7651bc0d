// What a finished battle does to the map (spec §2.10, §2.11, §1.17, §1.18, §1.20; G29, G32, G39,
// G40, G59, G76, G79): dead characters to their origins, survivors back to armies with their
// persistent state, defectors and Romantic partners to the winner, Artifacts and cargo to the
// winner, Monster VP and Gold to the side that killed the Monster, quest reports, destroyed
// settlement Add-ons back to supply, emptied armies' flags freed, a surviving NPC side healed where
// it stands (standing if Sinister), occupation when an attacker wins on an enemy settlement, and
// the retreat (a path, or destruction when no first step exists, G40).
import { KIND_MONSTER, KIND_SUMMON, STATE_UNDEAD } from '../content/compiled.js';
import { packDepleteUses } from '../battle/deplete-uses.js';
import { MAX_PIECES, PAIR_ROMANTIC, PK_CHAR, PK_TOWER, PK_WALL, type BattleState } from '../battle/battle-state.js';
import { returnToNationDeck } from '../command/town-hall.js';
import { GO, RESOURCES } from '../lands.js';
import type { KorremGame } from '../prompts.js';
import {
  G_HEARTS_USED, LOC_ARMY, LOC_BATTLE, LOC_HAND, NONE, PL_BANK, PL_TOWERS_LEFT, PL_WALLS_LEFT, PL_WORDS, SETTLE_NONE, WLOC_ARMY,
  armyOwner, freeFlag, isNpcArmy, type ArmyIndex, type Copy, type KorremState, type Seat,
} from '../state.js';
import { artifactToArmy, depositArtifact } from '../world/artifacts.js';
import { QT_ENEMY_CHARACTER_KILLED, QT_MONSTER_DIED, QT_ROMANTIC_BOND, questEvent, questRecount } from '../world/quests.js';
import { addVp, VP_MONSTER } from '../world/vp.js';
import { discardWorld, worldToBottom } from '../world/world-deck.js';
import { creatureToBottom, freeNpcArmy } from './npc.js';
import { hasRetreatStep, startRetreat } from './retreat.js';

/** The battle's sides as the glue recorded them (index 0 Defender, 1 Attacker). */
export interface BattleSides {
  /** The army of each side, -1 for a settlement's Add-ons alone (defender). */
  readonly army: Int32Array;
  /** The seat of each side, -1 for an NPC side. */
  readonly seat: Int32Array;
  tile: number;
  flags: number;
  /** Settlement Walls and Towers that fought. */
  walls: number;
  towers: number;
  /** Bit i: side i paid its Summons from its owner's Nation Bank, else from its army's cargo (§2.12, G68). */
  payBank: number;
}

/** A surviving NPC side becomes a standing NPC army (battle-glue BF_STANDING_IF_SURVIVES). */
const BF_STANDING_IF_SURVIVES = 1;
const BF_SETTLEMENT_ADDONS = 2;

const killed = new Int32Array(2); // characters of side i killed (counted for the other side)
const monsters = new Int32Array(2); // Monsters of side i that died
let matched = new Uint8Array(64); // scratch: World copies already matched back (one call)

function isMonster(s: KorremGame, card: number): boolean {
  return (s.config.content.cards.kinds[card]! & KIND_MONSTER) !== 0;
}

/** A dead character goes back where it came from (§2.11, §1.15 G19): its Nation deck's bottom, or the Creature deck's bottom. */
export function returnDead(s: KorremGame, c: Copy): void {
  const partner = s.copyRomance[c]!;
  if (partner >= 0) {
    s.copyRomance[partner] = NONE; // §2.9: a Romantic bond lasts until either dies
    s.copyRomance[c] = NONE;
  }
  s.copyState[c] = 0;
  if (s.config.content.cards.nation[s.copyCard[c]!]! < 0) {
    creatureToBottom(s, c);
    return;
  }
  returnToNationDeck(s, c); // to the bottom, in sight of everyone (putNationBottom counts it known)
}

function membersOf(s: KorremState, a: ArmyIndex): number {
  if (a < 0) return 0;
  let k = 0;
  for (let c = 0; c < s.shape.copies; c++) if (s.copyLoc[c] === LOC_ARMY && s.copyArg[c] === a) k++;
  return k;
}

function moveCargo(s: KorremGame, from: ArmyIndex, to: ArmyIndex, toBankOf: Seat): void {
  for (let r = 0; r < RESOURCES; r++) {
    const v = s.armyCargo[from * RESOURCES + r]!;
    if (v === 0) continue;
    if (to >= 0) s.armyCargo[to * RESOURCES + r]! += v;
    else if (toBankOf >= 0) s.pl[toBankOf * PL_WORDS + PL_BANK + r]! += v;
    s.armyCargo[from * RESOURCES + r] = 0;
  }
}

function heartPairs(s: KorremState): number {
  let k = 0;
  for (let c = 0; c < s.shape.copies; c++) if (s.copyRomance[c]! > c) k++;
  return k;
}

function breakRomance(s: KorremState, c: Copy): void {
  const old = s.copyRomance[c]!;
  if (old < 0) return;
  if (s.copyRomance[old] === c) s.copyRomance[old] = NONE;
  s.copyRomance[c] = NONE;
}

/** Removes Summon copy `c` from its seat's hand array (order kept); copyLoc is left to the caller. */
function takeSummonFromHand(s: KorremState, c: Copy): void {
  const seat = s.copyArg[c]!;
  const base = seat * s.shape.handCap;
  const len = s.handLen[seat]!;
  for (let i = 0; i < len; i++) {
    if (s.hand[base + i] !== c) continue;
    s.hand.copyWithin(base + i, base + i + 1, base + len);
    s.handLen[seat] = len - 1;
    return;
  }
}

/**
 * Summons (§2.3, §2.12, G31, G68): what the sides paid comes off the army's cargo or the Nation Bank
 * (the battle kept the rest), and every summoned copy leaves its owner's hand (the living join the
 * army below, the dead return to their origin). Summons never summoned stay in the hand.
 */
function settleSummons(s: KorremGame, b: BattleState, sides: BattleSides): void {
  for (let side = 0; side < 2; side++) {
    const seat = sides.seat[side]!;
    const a = sides.army[side]!;
    if (seat < 0 || b.npc[side] === 1) continue;
    for (let r = 0; r < RESOURCES; r++) {
      const left = b.cargo[side * RESOURCES + r]!;
      if ((sides.payBank & (1 << side)) !== 0) s.pl[seat * PL_WORDS + PL_BANK + r] = left;
      else if (a >= 0) s.armyCargo[a * RESOURCES + r] = left;
    }
  }
  for (let p = 0; p < b.pieceCount; p++) {
    const c = b.ref[p]!;
    if (b.handIndex[p]! < 0 || b.hand[p] === 1 || c < 0 || s.copyLoc[c] !== LOC_HAND) continue;
    takeSummonFromHand(s, c);
    s.copyLoc[c] = LOC_BATTLE;
    s.copyArg[c] = sides.army[b.side[p]!]!;
  }
}

/** Applies the finished battle `b` to the game. May push PR_RETREAT_PATH. */
export function applyAftermath(s: KorremGame, b: BattleState, sides: BattleSides): void {
  const winner = b.winner;
  const tile = sides.tile;
  killed.fill(0);
  monsters.fill(0);
  settleSummons(s, b, sides);

  // The winner's side may have no army (a settlement's Add-ons won alone): anyone who ends on it
  // forms a new army of the owner there (ASSUMPTION; no free flag → they return to their origin).
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.kind[p] !== PK_CHAR || b.alive[p] !== 1) continue;
    const side = b.endSide[p]!;
    if (sides.army[side]! < 0 && sides.seat[side]! >= 0) {
      const a = freeFlag(s, sides.seat[side]!);
      if (a >= 0) {
        s.armyTile[a] = tile;
        sides.army[side] = a;
      }
    }
  }

  // Characters: the dead to their origins, the living to their army after the battle.
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.kind[p] !== PK_CHAR || b.hand[p] === 1) continue; // a Summon never summoned stays in the hand
    const c = b.ref[p]!;
    if (c < 0) continue;
    if (b.alive[p] !== 1) {
      killed[b.side[p]!]!++;
      if (isMonster(s, b.card[p]!)) monsters[b.side[p]!]!++;
      returnDead(s, c);
      continue;
    }
    const dest = sides.army[b.endSide[p]!]!;
    if (dest < 0) {
      returnDead(s, c);
      continue;
    }
    s.copyLoc[c] = LOC_ARMY;
    s.copyArg[c] = dest;
    s.copyState[c] = b.states[p]! & STATE_UNDEAD; // §2.8: only Undead persists
    s.copyDepleted[c] = packDepleteUses(b.abGameUses, p); // G60: Deplete(n) counts per game
  }
  // Safety: a copy still marked in battle (not a piece) goes back to its army.
  for (let c = 0; c < s.shape.copies; c++) if (s.copyLoc[c] === LOC_BATTLE) s.copyLoc[c] = LOC_ARMY;

  // Romantic bonds persist (§2.9, §2.11); new ones are quest events (RB Relationship quests).
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.kind[p] !== PK_CHAR || b.alive[p] !== 1) continue;
    for (let q = p + 1; q < b.pieceCount; q++) {
      if (b.alive[q] !== 1 || b.pair[p * MAX_PIECES + q] !== PAIR_ROMANTIC) continue;
      const c = b.ref[p]!;
      const d = b.ref[q]!;
      if (c < 0 || d < 0 || s.copyRomance[c] === d) continue;
      // ASSUMPTION: the game keeps one Romantic partner per character (copyRomance); a newer bond
      // (a Charisma initiator may hold several, §2.9) replaces an older one, which breaks.
      breakRomance(s, c);
      breakRomance(s, d);
      s.copyRomance[c] = d;
      s.copyRomance[d] = c;
      questEvent(s, ownerOf(s, c), QT_ROMANTIC_BOND, c, 1);
      questEvent(s, ownerOf(s, d), QT_ROMANTIC_BOND, d, 1);
    }
  }
  s.g[G_HEARTS_USED] = heartPairs(s);

  // Settlement Add-ons destroyed go back to supply; Landmark Walls replenish (§2.11).
  if ((sides.flags & BF_SETTLEMENT_ADDONS) !== 0 && s.settleKind[tile] !== SETTLE_NONE) {
    let walls = 0;
    let towers = 0;
    for (let p = 0; p < b.pieceCount; p++) {
      if (b.alive[p] !== 1) continue;
      if (b.kind[p] === PK_WALL) walls++;
      else if (b.kind[p] === PK_TOWER) towers++;
    }
    const owner = s.settleOwner[tile]!;
    // Landmark Walls never stand on a settlement, so every Wall piece here is the settlement's.
    const deadWalls = Math.max(0, sides.walls - walls);
    const deadTowers = Math.max(0, sides.towers - towers);
    s.settleWalls[tile] = sides.walls - deadWalls;
    s.settleTowers[tile] = sides.towers - deadTowers;
    s.pl[owner * PL_WORDS + PL_WALLS_LEFT]! += deadWalls;
    s.pl[owner * PL_WORDS + PL_TOWERS_LEFT]! += deadTowers;
  }

  const winArmy = winner >= 0 ? sides.army[winner]! : NONE;
  const winSeat = winner >= 0 ? sides.seat[winner]! : NONE;

  // Artifacts (§2.10, §2.11): held ones stay with their holder's army; graveyard ones go to the
  // winner; with no winner to the bottom of the World deck (G40). The engine keeps World card ids,
  // so each is matched back to one of the two armies' copies of that card.
  if (matched.length < s.shape.worldCopies) matched = new Uint8Array(s.shape.worldCopies);
  matched.fill(0, 0, s.shape.worldCopies);
  for (let i = 0; i < b.artCount; i++) {
    const w = matchArtifact(s, b.artCard[i]!, sides);
    if (w < 0) continue;
    const h = b.artHolder[i]!;
    const died = b.artDiedWith[i]!;
    if (h < 0 && died >= 0 && (s.config.content.cards.kinds[b.card[died]!]! & KIND_SUMMON) !== 0) {
      discardWorld(s, w); // §2.11: a dead Summon's Artifacts are discarded; ASSUMPTION G78: to the World discard pile
      continue;
    }
    let dest: ArmyIndex = NONE;
    if (h >= 0 && b.alive[h] === 1) dest = sides.army[b.endSide[h]!]!;
    else if (winner >= 0) dest = winArmy;
    else {
      worldToBottom(s, w);
      continue;
    }
    if (dest >= 0 && membersOf(s, dest) > 0) artifactToArmy(s, w, dest);
    else if (winSeat >= 0) {
      // The winner has no army (its settlement's Add-ons won): the Artifact is banked there (ASSUMPTION).
      depositArtifact(s, w, winSeat);
    } else if (winArmy >= 0) artifactToArmy(s, w, winArmy);
    else worldToBottom(s, w);
  }

  // Cargo: the loser's goes to the winner (an NPC winner keeps it as loot, G76; no army: the bank of
  // the settlement owner, ASSUMPTION); nobody won: back to supply (G40).
  for (let side = 0; side < 2; side++) {
    const a = sides.army[side]!;
    if (a < 0) continue;
    if (winner < 0) {
      if (membersOf(s, a) === 0) s.armyCargo.fill(0, a * RESOURCES, (a + 1) * RESOURCES);
      continue;
    }
    if (side === winner) continue;
    moveCargo(s, a, membersOf(s, winArmy) > 0 ? winArmy : NONE, winSeat);
  }

  // Monster VP and Gold (§2.11, G32): to the side each Monster fought against.
  for (let side = 0; side < 2; side++) {
    const seat = sides.seat[side]!;
    if (seat >= 0 && b.vp[side]! > 0) addVp(s, seat, b.vp[side]!, VP_MONSTER);
    const gold = b.gold[side]!;
    if (gold <= 0) continue;
    const a = sides.army[side]!;
    if (a >= 0 && membersOf(s, a) > 0) s.armyCargo[a * RESOURCES + GO]! += gold;
    else if (seat >= 0 && side === winner) s.pl[seat * PL_WORDS + PL_BANK + GO]! += gold;
  }

  // Quest reports: every character that fought on a side hears of the enemies and Monsters that died opposite it.
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.kind[p] !== PK_CHAR || b.ref[p]! < 0 || b.hand[p] === 1) continue;
    const side = b.side[p]!;
    const seat = sides.seat[side]!;
    if (seat < 0) continue;
    if (killed[1 - side]! > 0) questEvent(s, seat, QT_ENEMY_CHARACTER_KILLED, b.ref[p]!, killed[1 - side]!);
    if (monsters[1 - side]! > 0) questEvent(s, seat, QT_MONSTER_DIED, b.ref[p]!, monsters[1 - side]!);
  }

  // The retreat (§2.10): its path, or destruction when no first step exists (G40).
  let retreating = NONE;
  if (b.retreatSide >= 0) {
    const a = sides.army[b.retreatSide]!;
    if (a >= 0 && membersOf(s, a) > 0) {
      if (!isNpcArmy(s, a) && hasRetreatStep(s, a)) retreating = a;
      else {
        for (let c = 0; c < s.shape.copies; c++) if (s.copyLoc[c] === LOC_ARMY && s.copyArg[c] === a) returnDead(s, c);
        moveCargo(s, a, membersOf(s, winArmy) > 0 ? winArmy : NONE, winSeat);
      }
    }
  }

  // Emptied armies free their flags (§1.17); a surviving NPC side is healed where it stands (§1.18).
  for (let side = 0; side < 2; side++) {
    const a = sides.army[side]!;
    if (a < 0) continue;
    const n = membersOf(s, a);
    if (isNpcArmy(s, a)) {
      if (n === 0) freeNpcArmy(s, a);
      else if ((sides.flags & BF_STANDING_IF_SURVIVES) !== 0) s.npcStanding[a] = 1; // §1.18, G29
    } else if (n === 0) {
      s.armyCargo.fill(0, a * RESOURCES, (a + 1) * RESOURCES);
      s.armyTile[a] = NONE;
      s.armyLandmarkUsed[a] = 0;
    }
  }

  // Occupation (§1.20): an attacker that wins on an enemy settlement occupies it; an occupier that
  // lost (killed or fled) occupies nothing.
  if (s.settleKind[tile] !== SETTLE_NONE) {
    const occ = s.settleOccupier[tile]!;
    if (occ >= 0 && (s.armyTile[occ] !== tile || occ === retreating)) s.settleOccupier[tile] = NONE;
    const att = sides.army[1]!;
    if (winner === 1 && att >= 0 && !isNpcArmy(s, att) && s.armyTile[att] === tile && s.settleOwner[tile] !== armyOwner(s, att)) {
      s.settleOccupier[tile] = att;
    }
  }

  questRecount(s);
  if (retreating >= 0) startRetreat(s, retreating, b.retreatRoll);
}

/** The seat controlling copy `c` now (its army's owner), or -1. */
function ownerOf(s: KorremState, c: Copy): Seat {
  return s.copyLoc[c] === LOC_ARMY ? armyOwner(s, s.copyArg[c]!) : NONE;
}

function matchArtifact(s: KorremState, wcard: number, sides: BattleSides): number {
  for (let w = 0; w < s.shape.worldCopies; w++) {
    if (matched[w] === 1 || s.wCard[w] !== wcard || s.wLoc[w] !== WLOC_ARMY) continue;
    const a = s.wArg[w]!;
    if (a !== sides.army[0] && a !== sides.army[1]) continue;
    matched[w] = 1;
    return w;
  }
  return NONE;
}
