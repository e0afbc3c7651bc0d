// Playing World cards from the hand (spec §3.2, RB "World Deck Cards"): Strategy and Nation cards
// "anytime, as if they are Instant Abilities", Events "anytime" onto the Event Timeline. "Anytime"
// becomes the finite windows of spec §6.5 (ASSUMPTION G37):
//   WIN_COMMAND        own Command Phase: Events, and the Strategy/Nation cards that act on the
//                      economy (extraActions, gainResource, targetLosesResource);
//   WIN_ATTACK_START   start of an own Attack Phase: clearOwnStates (Rally);
//   WIN_DEFENDER       a battle with an own army as Defender is declared, before setup:
//                      takeEngagement (Ambush);
//   WIN_DAMAGE         before a damage instance to an own character: no starter card uses it.
// The command module offers `playableCards(…, WIN_COMMAND, …)` among its actions and calls
// `playCard`; the battle glue offers `battleWindowCards` in its windows and applies what
// `playBattleCard` returns. A card that needs a target Nation opens the PR_CARD prompt.
import type { Rng } from '@balance-lab/core';
import { WK_ARTIFACT, WK_DISASTER, WK_EVENT, type WorldCardId } from '../content/compiled.js';
import { NATION_NAMES, RESOURCE_NAMES } from '../lands.js';
import { argA, encode } from '../actions.js';
import { PR_CARD, closeFrame, frameSeat, type KorremGame, type PromptHooks } from '../prompts.js';
import { FW_0, pushFrame, type Frame, type Seat, type WCopy } from '../state.js';
import { queueEvent } from './timeline.js';
import { discardWorld, handRemoveWorld } from './world-deck.js';
import {
  WE_CLEAR_OWN_STATES,
  WE_EXTRA_ACTIONS,
  WE_GAIN_RESOURCE,
  WE_TAKE_ENGAGEMENT,
  WE_TARGET_LOSES_RESOURCE,
  extraActions,
  gainResource,
  targetLosesResource,
} from './world-effects.js';

export const WIN_COMMAND = 0;
export const WIN_ATTACK_START = 1;
export const WIN_DEFENDER = 2;
export const WIN_DAMAGE = 3;

/** PR_CARD action verb: a = the target seat. */
export const CARD_TARGET = 0;

const F_COPY = FW_0;

/** The window in which a hand card of World card `wc` may be played (-1: never from the hand). */
export function cardWindow(s: KorremGame, wc: WorldCardId): number {
  const w = s.config.content.world;
  const kind = w.kind[wc];
  if (kind === WK_EVENT) return WIN_COMMAND;
  if (kind === WK_DISASTER || kind === WK_ARTIFACT) return -1;
  const eff = w.effect[wc];
  if (eff === WE_EXTRA_ACTIONS || eff === WE_GAIN_RESOURCE || eff === WE_TARGET_LOSES_RESOURCE) return WIN_COMMAND;
  if (eff === WE_CLEAR_OWN_STATES) return WIN_ATTACK_START;
  if (eff === WE_TAKE_ENGAGEMENT) return WIN_DEFENDER;
  return -1;
}

/** World copies in `seat`'s hand playable in `window`, written to `out`; returns how many. */
export function playableCards(s: KorremGame, seat: Seat, window: number, out: Int32Array | Int16Array): number {
  const base = seat * s.shape.handCap;
  const len = s.handLen[seat]!;
  let k = 0;
  for (let i = 0; i < len; i++) {
    const e = s.hand[base + i]!;
    if (e >= 0) continue;
    const w = ~e;
    if (cardWindow(s, s.wCard[w]!) === window) out[k++] = w;
  }
  return k;
}

/** The battle windows' cards (WIN_ATTACK_START, WIN_DEFENDER, WIN_DAMAGE): `playableCards` under the name the battle glue uses. */
export const battleWindowCards = playableCards;

/**
 * Plays `w` from `seat`'s hand in its own Command Phase (WIN_COMMAND): an Event joins the
 * timeline (§3.3); Forced March adds Actions, Bountiful Harvest fills the bank, and the card goes
 * to the discard pile (G78). Tax Revolt asks for its target with a PR_CARD frame (the card stays in
 * the hand until the target is chosen). Returns true when a frame was pushed.
 */
export function playCard(s: KorremGame, seat: Seat, w: WCopy, rng: Rng): boolean {
  const wc = s.wCard[w]!;
  const world = s.config.content.world;
  if (cardWindow(s, wc) !== WIN_COMMAND) throw new Error(`${world.name[wc]} cannot be played in a Command Phase`);
  if (world.kind[wc] === WK_EVENT) {
    takeFromHand(s, seat, w);
    queueEvent(s, seat, w);
    return false;
  }
  const eff = world.effect[wc];
  if (eff === WE_TARGET_LOSES_RESOURCE) {
    if (s.shape.seats > 2) {
      const fr = pushFrame(s, PR_CARD, seat);
      s.frames[fr + F_COPY] = w;
      return true;
    }
    takeFromHand(s, seat, w);
    targetLosesResource(s, wc, (seat + 1) % s.shape.seats);
  } else {
    takeFromHand(s, seat, w);
    if (eff === WE_EXTRA_ACTIONS) extraActions(s, wc, seat);
    else gainResource(s, wc, seat);
  }
  discardWorld(s, w);
  return false;
}

/**
 * Plays a battle-window card (Rally, Ambush): it leaves the hand for the discard pile, and the
 * caller applies the returned effect (WORLD_EFFECTS code): WE_CLEAR_OWN_STATES → own characters
 * lose `effectStates` bits (`cardStates`); WE_TAKE_ENGAGEMENT → the own (Defender) side takes
 * the Engagement.
 */
export function playBattleCard(s: KorremGame, seat: Seat, w: WCopy): number {
  const wc = s.wCard[w]!;
  const win = cardWindow(s, wc);
  if (win !== WIN_ATTACK_START && win !== WIN_DEFENDER && win !== WIN_DAMAGE) throw new Error(`${s.config.content.world.name[wc]} is not a battle card`);
  takeFromHand(s, seat, w);
  discardWorld(s, w);
  return s.config.content.world.effect[wc]!;
}

/** The state bits a clearOwnStates card removes (Rally: Disabled and Frozen). */
export const cardStates = (s: KorremGame, w: WCopy): number => s.config.content.world.effectStates[s.wCard[w]!]!;

function takeFromHand(s: KorremGame, seat: Seat, w: WCopy): void {
  if (!handRemoveWorld(s, seat, w)) throw new Error(`World copy ${w} is not in the hand of seat ${seat}`);
}

/** "Play Forced March (+2 Actions)" — for the command module's describe. */
export function describePlay(s: KorremGame, w: WCopy): string {
  const world = s.config.content.world;
  const wc = s.wCard[w]!;
  const eff = world.effect[wc];
  const v = world.effectValue[wc]!;
  const res = RESOURCE_NAMES[world.effectResource[wc]!] ?? '';
  const what =
    world.kind[wc] === WK_EVENT
      ? 'onto the Event Timeline'
      : eff === WE_EXTRA_ACTIONS
        ? `(+${v} Actions)`
        : eff === WE_GAIN_RESOURCE
          ? `(+${v} ${res} to the Nation Bank)`
          : eff === WE_TARGET_LOSES_RESOURCE
            ? `(a Nation loses up to ${v} ${res})`
            : '';
  return `Play ${world.name[wc]} ${what}`.trimEnd();
}

function legal(s: KorremGame, fr: Frame, out: Int32Array): number {
  const seat = frameSeat(s, fr);
  let k = 0;
  for (let p = 0; p < s.shape.seats; p++) if (p !== seat) out[k++] = encode(CARD_TARGET, p, 0);
  return k;
}

function apply(s: KorremGame, fr: Frame, action: number, rng: Rng): void {
  const seat = frameSeat(s, fr);
  const w = s.frames[fr + F_COPY]!;
  takeFromHand(s, seat, w);
  targetLosesResource(s, s.wCard[w]!, argA(action));
  discardWorld(s, w);
  closeFrame(s, rng);
}

function describe(s: KorremGame, fr: Frame, action: number): string {
  const wc = s.wCard[s.frames[fr + F_COPY]!]!;
  const world = s.config.content.world;
  const p = argA(action);
  return `${world.name[wc]}: ${NATION_NAMES[s.nation[p]!] ?? `seat ${p}`} loses up to ${world.effectValue[wc]} ${RESOURCE_NAMES[world.effectResource[wc]!] ?? ''}`;
}

export const CARD_PROMPT: PromptHooks = { legal, apply, describe };
