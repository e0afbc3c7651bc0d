// Weather 8: the Observer draws a World card and resolves it (spec §1.8, §3.2, RB "World Deck
// Cards"): Strategy, Nation and Event cards go to the Observer's hand; a Disaster is played at once
// with the Observer's choices; an Artifact goes to an army on a matching land (ASSUMPTION G34),
// else to the bottom of the deck. Choices are the PR_WORLD_DRAW prompt; a choice with one option
// is made at once (no frame).
import type { Rng } from '@balance-lab/core';
import { WK_ARTIFACT, WK_DISASTER, type WorldCardId } from '../content/compiled.js';
import { NATION_NAMES } from '../lands.js';
import { argA, argB, encode, kindOf } from '../actions.js';
import { PR_WORLD_DRAW, closeFrame, frameSeat, type KorremGame, type PromptHooks } from '../prompts.js';
import { FW_0, WLOC_DRAWN, armyOwner, pushFrame, type ArmyIndex, type Frame, type Seat, type WCopy } from '../state.js';
import { artifactToArmy } from './artifacts.js';
import { discardWorld, drawWorld, handAddWorld, worldToBottom } from './world-deck.js';
import { WE_HALVE_CARGO, WE_TARGET_LOSES_RESOURCE, WE_WASTELAND_TILE, halveCargo, layWaste, targetLosesResource, wastelandTargets } from './world-effects.js';

/** Frame words: the drawn copy, and which choice is asked. */
const F_COPY = FW_0;
const F_CHOICE = FW_0 + 1;
const CH_TILE = 0;
const CH_ARMY = 1;
const CH_SEAT = 2;

/** Verbs of PR_WORLD_DRAW actions: b = the tile / the army; a = the target seat. */
export const WD_TILE = 0;
export const WD_ARMY = 1;
export const WD_SEAT = 2;

/** Scratch for one call (the counts of one choice); sized for every tile of a map (≤ 4096, board.ts). */
const SCRATCH = new Int32Array(4096);

/**
 * The weather-8 event (bound into RoundHooks.weatherEvent by the round glue). Draws the top World
 * card (reshuffling the discard when the deck is empty, G78; nothing when both are empty) and
 * resolves it, pushing a PR_WORLD_DRAW frame when the Observer has a real choice. Returns the
 * drawn copy, or -1.
 */
export function worldDrawEvent(s: KorremGame, observer: Seat, rng: Rng): WCopy {
  const w = drawWorld(s, rng);
  if (w < 0) return -1;
  const wc = s.wCard[w]!;
  const world = s.config.content.world;
  const kind = world.kind[wc];
  if (kind === WK_ARTIFACT) {
    const n = artifactRecipients(s, wc, observer, SCRATCH);
    if (n === 0) worldToBottom(s, w);
    else if (n === 1) artifactToArmy(s, w, SCRATCH[0]!);
    else ask(s, observer, w, CH_ARMY);
    return w;
  }
  if (kind !== WK_DISASTER) {
    handAddWorld(s, observer, w);
    return w;
  }
  const eff = world.effect[wc];
  if (eff === WE_WASTELAND_TILE) {
    const n = wastelandTargets(s, wc, SCRATCH);
    if (n === 1) layWaste(s, wc, SCRATCH[0]!);
    if (n <= 1) discardWorld(s, w);
    else ask(s, observer, w, CH_TILE);
  } else if (eff === WE_TARGET_LOSES_RESOURCE && s.shape.seats > 2) {
    ask(s, observer, w, CH_SEAT);
  } else {
    if (eff === WE_HALVE_CARGO) halveCargo(s, wc);
    else if (eff === WE_TARGET_LOSES_RESOURCE) targetLosesResource(s, wc, (observer + 1) % s.shape.seats);
    discardWorld(s, w);
  }
  return w;
}

function ask(s: KorremGame, observer: Seat, w: WCopy, choice: number): void {
  s.wLoc[w] = WLOC_DRAWN;
  s.wArg[w] = observer;
  const fr = pushFrame(s, PR_WORLD_DRAW, observer);
  s.frames[fr + F_COPY] = w;
  s.frames[fr + F_CHOICE] = choice;
}

/**
 * Armies that may receive Artifact `wc` (ASSUMPTION G34): armies on a tile whose land the card
 * lists — the Observer's own under artifactRecipient observerOnly, every player's under anyArmy.
 * Written to `out`; returns how many.
 */
export function artifactRecipients(s: KorremGame, wc: WorldCardId, observer: Seat, out: Int32Array): number {
  const lands = s.config.content.world.lands[wc]!;
  const any = s.config.params.artifactAnyArmy;
  let k = 0;
  for (let a = 0; a < s.npcBase; a++) {
    const t = s.armyTile[a]!;
    if (t < 0 || (!any && armyOwner(s, a) !== observer)) continue;
    if (((lands >> s.map.effectiveLand(t)) & 1) !== 0) out[k++] = a;
  }
  return k;
}

function legal(s: KorremGame, fr: Frame, out: Int32Array): number {
  const w = s.frames[fr + F_COPY]!;
  const wc = s.wCard[w]!;
  const choice = s.frames[fr + F_CHOICE];
  const observer = frameSeat(s, fr);
  if (choice === CH_TILE) {
    const n = wastelandTargets(s, wc, SCRATCH);
    for (let i = 0; i < n; i++) out[i] = encode(WD_TILE, 0, SCRATCH[i]!);
    return n;
  }
  if (choice === CH_ARMY) {
    const n = artifactRecipients(s, wc, observer, SCRATCH);
    for (let i = 0; i < n; i++) out[i] = encode(WD_ARMY, 0, SCRATCH[i]!);
    return n;
  }
  let k = 0;
  for (let p = 0; p < s.shape.seats; p++) if (p !== observer) out[k++] = encode(WD_SEAT, p, 0);
  return k;
}

function apply(s: KorremGame, fr: Frame, action: number, rng: Rng): void {
  const w = s.frames[fr + F_COPY]!;
  const wc = s.wCard[w]!;
  const verb = kindOf(action);
  if (verb === WD_ARMY) {
    artifactToArmy(s, w, argB(action) as ArmyIndex);
  } else {
    if (verb === WD_TILE) layWaste(s, wc, argB(action));
    else targetLosesResource(s, wc, argA(action));
    discardWorld(s, w);
  }
  closeFrame(s, rng);
}

function describe(s: KorremGame, fr: Frame, action: number): string {
  const w = s.frames[fr + F_COPY]!;
  const name = s.config.content.world.name[s.wCard[w]!];
  const verb = kindOf(action);
  if (verb === WD_TILE) return `${name}: ${s.map.describeTile(argB(action), s.config.content)} becomes Wasteland`;
  if (verb === WD_ARMY) {
    const a = argB(action);
    const owner = armyOwner(s, a);
    return `${name} goes to ${NATION_NAMES[s.nation[owner]!] ?? `seat ${owner}`} army #${a - owner * s.shape.flagsPerNation + 1} on ${s.map.describeTile(s.armyTile[a]!, s.config.content)}`;
  }
  const p = argA(action);
  return `${name} strikes ${NATION_NAMES[s.nation[p]!] ?? `seat ${p}`}`;
}

export const WORLD_DRAW_PROMPT: PromptHooks = { legal, apply, describe };
