// Cards and Artifacts in the Command Phase (spec §6.4 PlayCard, DiscardArtifact; §3.2, §3.4): the
// World cards of the hand that world/cards.ts opens for the Command Phase window (G37), and the
// destruction of a discardable Artifact (carried by an own army or in the own bank) for its
// discard value. Both cost 0 Actions (G14: "Play a card from the hand: 0").
import type { Rng } from '@balance-lab/core';
import { argB, encode } from '../actions.js';
import { WK_ARTIFACT } from '../content/compiled.js';
import { RESOURCES } from '../lands.js';
import type { KorremGame } from '../prompts.js';
import { WLOC_ARMY, WLOC_BANK, armyOwner, type Seat } from '../state.js';
import { destroyArtifact } from '../world/artifacts.js';
import { WIN_COMMAND, describePlay, playCard, playableCards } from '../world/cards.js';
import { affordable, bundleText, spend } from './common.js';
import { V_DISCARD_ARTIFACT, V_PLAY_CARD } from './verbs.js';

const playable = new Int32Array(64);

/** Is World copy `w` an Artifact `seat` holds (carried or banked) that can be destroyed? */
function ownDiscardable(s: KorremGame, seat: Seat, w: number): boolean {
  const world = s.config.content.world;
  const wc = s.wCard[w]!;
  if (world.kind[wc] !== WK_ARTIFACT || world.discardable[wc] !== 1) return false;
  if (s.wLoc[w] === WLOC_BANK) return s.wArg[w] === seat;
  return s.wLoc[w] === WLOC_ARMY && armyOwner(s, s.wArg[w]!) === seat;
}

export function legalCards(s: KorremGame, seat: Seat, out: Int32Array, n: number): number {
  if (!affordable(s, seat, 0)) return n;
  const k = playableCards(s, seat, WIN_COMMAND, playable);
  for (let i = 0; i < k; i++) out[n++] = encode(V_PLAY_CARD, 0, playable[i]!);
  for (let w = 0; w < s.shape.worldCopies; w++) if (ownDiscardable(s, seat, w)) out[n++] = encode(V_DISCARD_ARTIFACT, 0, w);
  return n;
}

export function applyCard(s: KorremGame, seat: Seat, verb: number, code: number, rng: Rng): void {
  const w = argB(code);
  spend(s, seat, 0);
  if (verb === V_PLAY_CARD) {
    playCard(s, seat, w, rng);
    return;
  }
  if (!ownDiscardable(s, seat, w) || !destroyArtifact(s, w)) throw new Error(`Artifact copy ${w} cannot be destroyed`);
}

export function describeCard(s: KorremGame, verb: number, code: number): string {
  const w = argB(code);
  if (verb === V_PLAY_CARD) return describePlay(s, w);
  const world = s.config.content.world;
  const wc = s.wCard[w]!;
  return `Destroy the Artifact ${world.name[wc]} for ${bundleText(world.discard, wc * RESOURCES)}`;
}
