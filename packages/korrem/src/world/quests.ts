// Character quests (RB "Character Quests"; spec §1.1, §4.2, ASSUMPTION G57): the mechanisms report
// what happened (`questEvent`, `questArmyEvent`), and the count-based and in-play quests are
// re-evaluated by `questRecount` (at each Command Phase start and after any change of armies or
// settlements). Progress lives on the card copy (`copyQuest`):
//   once   — 1 once paid (per physical card, for the whole game);
//   repeat — times paid (stops at `max`);
//   keep   — the VP held now and the seat they are credited to, packed as `vp | seat << KEEP_SEAT_SHIFT`
//            (0 = nothing held), so a keep card that changes hands (defection, a Romantic partner
//            joining the winner) moves its VP, and one that leaves play loses them (§1.22).
import { QUEST_KEEP, QUEST_ONCE, QUEST_REPEAT } from '../content/compiled.js';
import { QUEST_TRIGGERS } from '../content/types.js';
import type { KorremGame } from '../prompts.js';
import {
  LOC_ARMY,
  LOC_BATTLE,
  SETTLE_KINGDOM,
  SETTLE_NONE,
  armyOwner,
  type ArmyIndex,
  type Copy,
  type KorremState,
  type Seat,
} from '../state.js';
import { VP_QUEST, addVp } from './vp.js';

export type QuestTrigger = number;
export const QT_IN_PLAY: QuestTrigger = QUEST_TRIGGERS.indexOf('inPlay');
export const QT_ROMANTIC_BOND: QuestTrigger = QUEST_TRIGGERS.indexOf('romanticBond');
export const QT_DISCOVER: QuestTrigger = QUEST_TRIGGERS.indexOf('discover');
export const QT_ENEMY_CHARACTER_KILLED: QuestTrigger = QUEST_TRIGGERS.indexOf('enemyCharacterKilled');
export const QT_MONSTER_DIED: QuestTrigger = QUEST_TRIGGERS.indexOf('monsterDied');
export const QT_SETTLEMENTS_OWNED: QuestTrigger = QUEST_TRIGGERS.indexOf('settlementsOwned');
export const QT_KINGDOMS_OWNED: QuestTrigger = QUEST_TRIGGERS.indexOf('kingdomsOwned');

/** Keep progress packing (see the header): VP held in the low bits, the credited seat above. */
const KEEP_SEAT_SHIFT = 5;
/** The most VP one keep quest can hold (the packing's low bits). */
export const KEEP_VP_LIMIT = (1 << KEEP_SEAT_SHIFT) - 1;

/** Scratch for one `questRecount` call: settlements and Kingdoms per seat. */
const COUNT_SCRATCH = new Int32Array(32);

/**
 * Something a quest may wait for happened to card copy `copy`, controlled by `seat`, `amount`
 * times (e.g. 2 enemy characters killed in the battle it fought). Pays the copy's quest if its
 * trigger is `trigger` and its mode is once or repeat: once pays `vp` the first time; repeat pays
 * `vp` per occurrence until it has paid `max` times. Returns the VP paid.
 */
export function questEvent(s: KorremGame, seat: Seat, trigger: QuestTrigger, copy: Copy, amount: number): number {
  if (seat < 0 || amount <= 0) return 0;
  const qt = s.config.content.quests;
  const q = s.config.content.cards.quest[s.copyCard[copy]!]!;
  if (q < 0 || qt.trigger[q] !== trigger) return 0;
  const mode = qt.mode[q];
  const vp = qt.vp[q]!;
  if (mode === QUEST_ONCE) {
    if (s.copyQuest[copy] !== 0) return 0;
    s.copyQuest[copy] = 1;
    addVp(s, seat, vp, VP_QUEST);
    return vp;
  }
  if (mode === QUEST_REPEAT) {
    const max = qt.max[q]!;
    const done = s.copyQuest[copy]!;
    const times = max > 0 ? Math.min(amount, max - done) : amount;
    if (times <= 0) return 0;
    s.copyQuest[copy] = done + times;
    addVp(s, seat, vp * times, VP_QUEST);
    return vp * times;
  }
  return 0;
}

/** `questEvent` for every character in army `army` (e.g. Jarl's army Discovers a tile: each member with a discover quest). NPC armies earn nothing. */
export function questArmyEvent(s: KorremGame, army: ArmyIndex, trigger: QuestTrigger, amount: number): number {
  const seat = armyOwner(s, army);
  if (seat < 0) return 0;
  let paid = 0;
  for (let c = 0; c < s.shape.copies; c++) if (s.copyLoc[c] === LOC_ARMY && s.copyArg[c] === army) paid += questEvent(s, seat, trigger, c, amount);
  return paid;
}

/** The seat controlling copy `c` if it is in play (in a player army on the map or in a battle), else -1. */
export function inPlayOwner(s: KorremState, c: Copy): Seat {
  const loc = s.copyLoc[c];
  if (loc !== LOC_ARMY && loc !== LOC_BATTLE) return -1;
  return armyOwner(s, s.copyArg[c]!);
}

/**
 * Settlements (`kingdomsOnly` false) or Kingdoms `seat` owns and holds: an occupied one
 * (§1.20) does not count for quests (korrem-notes: keep quests lapse under occupation).
 */
export function settlementsHeld(s: KorremState, seat: Seat, kingdomsOnly: boolean): number {
  let k = 0;
  for (let t = 0; t < s.map.count; t++) {
    if (s.settleOwner[t] !== seat || s.settleOccupier[t]! >= 0) continue;
    const kind = s.settleKind[t];
    if (kind === SETTLE_NONE || (kingdomsOnly && kind !== SETTLE_KINGDOM)) continue;
    k++;
  }
  return k;
}

/** VP a keep quest holds now (0 when out of play). */
export function keepHeld(s: KorremState, c: Copy): number {
  return (s.copyQuest[c]! & 0xff) & KEEP_VP_LIMIT;
}

/**
 * Re-evaluates every in-play and count-based quest (G57): keep quests rise and fall to
 * `vp` (inPlay) or `vp` × the count (settlements/Kingdoms held), capped by `max`, and only while
 * their card is in play; once quests on a count pay when the count reaches `triggerValue`
 * (inPlay once quests when the card is in play). Call at each Command Phase start and after
 * changes of armies, settlements or occupation. Returns the net VP change.
 */
export function questRecount(s: KorremGame): number {
  const { cards, quests: qt } = s.config.content;
  const seats = s.shape.seats;
  const counts = COUNT_SCRATCH;
  for (let p = 0; p < seats; p++) {
    counts[2 * p] = settlementsHeld(s, p, false);
    counts[2 * p + 1] = settlementsHeld(s, p, true);
  }
  let net = 0;
  for (let c = 0; c < s.shape.copies; c++) {
    const q = cards.quest[s.copyCard[c]!]!;
    if (q < 0) continue;
    const trig = qt.trigger[q];
    if (trig !== QT_IN_PLAY && trig !== QT_SETTLEMENTS_OWNED && trig !== QT_KINGDOMS_OWNED) continue;
    const owner = inPlayOwner(s, c);
    const count = owner < 0 ? 0 : trig === QT_IN_PLAY ? 1 : trig === QT_SETTLEMENTS_OWNED ? counts[2 * owner]! : counts[2 * owner + 1]!;
    const mode = qt.mode[q];
    if (mode === QUEST_KEEP) {
      const max = qt.max[q]!;
      let want = owner < 0 ? 0 : qt.vp[q]! * count;
      if (max > 0 && want > max) want = max;
      if (want > KEEP_VP_LIMIT) want = KEEP_VP_LIMIT;
      const packed = s.copyQuest[c]! & 0xff;
      const held = packed & KEEP_VP_LIMIT;
      const heldBy = packed >> KEEP_SEAT_SHIFT;
      if (held === want && (want === 0 || heldBy === owner)) continue;
      if (held > 0 && want > 0 && heldBy === owner) {
        s.copyQuest[c] = want | (owner << KEEP_SEAT_SHIFT);
        addVp(s, owner, want - held, VP_QUEST);
        net += want - held;
        continue;
      }
      if (held > 0) {
        addVp(s, heldBy, -held, VP_QUEST);
        net -= held;
      }
      s.copyQuest[c] = want > 0 ? want | (owner << KEEP_SEAT_SHIFT) : 0;
      if (want > 0) {
        addVp(s, owner, want, VP_QUEST);
        net += want;
      }
    } else if (mode === QUEST_ONCE) {
      const need = trig === QT_IN_PLAY ? 1 : Math.max(1, qt.triggerValue[q]!);
      if (owner >= 0 && s.copyQuest[c] === 0 && count >= need) {
        s.copyQuest[c] = 1;
        addVp(s, owner, qt.vp[q]!, VP_QUEST);
        net += qt.vp[q]!;
      }
    }
  }
  return net;
}
