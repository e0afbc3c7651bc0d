// Hidden information (spec §6.1 "what observe must redact"): the order of every face-down deck
// (each Nation deck, the Creature deck, the World deck) beyond the bottom cards everyone saw go
// there and the Creature deck's top card while it lies revealed (G_CREATURE_TOP_SEEN); the other players' World cards in hand and their queued Events; the other players' setup
// tile hands and the bag's contents; the other side's sealed Deliver/Renege in a trade (G11).
// `determinizeInto` resamples exactly those, consistently with
// what `seat` has seen: counts, kinds that the rules make public (a queued entry is an Event; a hand
// holds no Disaster and no Artifact, §3.2), and its own cards.
import type { Rng } from '@balance-lab/core';
import { WK_ARTIFACT, WK_DISASTER, WK_EVENT } from './content/compiled.js';
import { copyGameInto, type KorremGame } from './prompts.js';
import { shuffleRange } from './setup.js';
import { G_CREATURE_TOP_SEEN, G_TL_LEN, WLOC_DECK, WLOC_HAND, WLOC_TIMELINE, type KorremState } from './state.js';
import { SETUP_DONE } from './map/setup-placement.js';
import { resampleSealedChoice } from './command/trade.js';

/** Scratch for one call: a pool of unseen World copies and of unseen tiles. */
const pool = { w: new Int16Array(0), t: new Int32Array(0) };
function poolFor(s: KorremState): { w: Int16Array; t: Int32Array } {
  if (pool.w.length < s.shape.worldCopies) pool.w = new Int16Array(s.shape.worldCopies);
  if (pool.t.length < s.shape.tileCap * 2) pool.t = new Int32Array(s.shape.tileCap * 2);
  return pool;
}

/** Takes a uniformly random pool entry among `pool[0..len)` whose kind is allowed; swaps it out; -1 if none. */
function takeWhere(s: KorremGame, p: Int16Array, len: number, rng: Rng, allow: (kind: number) => boolean): number {
  let eligible = 0;
  const kinds = s.config.content.world.kind;
  for (let i = 0; i < len; i++) if (allow(kinds[s.wCard[p[i]!]!]!)) eligible++;
  if (eligible === 0) return -1;
  let pick = rng.int(eligible);
  for (let i = 0; i < len; i++) {
    if (!allow(kinds[s.wCard[p[i]!]!]!)) continue;
    if (pick-- === 0) {
      const w = p[i]!;
      p[i] = p[len - 1]!;
      p[len - 1] = w;
      return w;
    }
  }
  return -1;
}

/** Sorts `arr[from..to)` ascending in place (small ranges): the resample then depends only on which items are unseen, not on their order in the source (GameDefinition.determinizeInto). */
function sortRange(arr: Int16Array | Int32Array, from: number, to: number): void {
  for (let i = from + 1; i < to; i++) {
    const v = arr[i]!;
    let j = i - 1;
    while (j >= from && arr[j]! > v) {
      arr[j + 1] = arr[j]!;
      j--;
    }
    arr[j + 1] = v;
  }
}

/** Sorts the unseen part, then shuffles it. */
function resample(arr: Int16Array, from: number, to: number, rng: Rng): void {
  sortRange(arr, from, to);
  shuffleRange(arr, from, to, rng);
}


const isEvent = (k: number): boolean => k === WK_EVENT;
const holdable = (k: number): boolean => k !== WK_DISASTER && k !== WK_ARTIFACT;
const any = (): boolean => true;

/** `dst` becomes `src` with everything `seat` cannot see resampled (no allocation after the first call). */
export function determinizeKorremInto(dst: KorremGame, src: KorremGame, seat: number, rng: Rng): void {
  copyGameInto(dst, src);
  const n = dst.shape.seats;
  // Face-down decks: shuffle above the publicly known bottom entries.
  for (let p = 0; p < n; p++) resample(dst.nationDeck, p * dst.shape.copies + dst.deckKnown[p]!, p * dst.shape.copies + dst.nationDeckLen[p]!, rng);
  // A creature revealed to all (weather 4, §1.8; a Taverns or Lodge roll) stays on top, known, until it moves.
  const unseenTop = dst.lens[0]! - (dst.g[G_CREATURE_TOP_SEEN] !== 0 ? 1 : 0);
  resample(dst.creatureDeck, Math.min(dst.deckKnown[n]!, unseenTop), unseenTop, rng);
  // World cards: pool the unknown part of the deck, others' hands and others' queued Events.
  const pw = poolFor(dst).w;
  let len = 0;
  const deckFrom = dst.deckKnown[n + 1]!;
  for (let i = deckFrom; i < dst.lens[1]!; i++) pw[len++] = dst.worldDeck[i]!;
  for (let p = 0; p < n; p++) {
    if (p === seat) continue;
    for (let i = 0; i < dst.handLen[p]!; i++) {
      const e = dst.hand[p * dst.shape.handCap + i]!;
      if (e < 0) pw[len++] = ~e;
    }
  }
  const tl = dst.g[G_TL_LEN]!;
  for (let i = 0; i < tl; i++) if (dst.timelineBy[i] !== seat) pw[len++] = dst.timeline[i]!;
  sortRange(pw, 0, len);
  // Refill: queued Events first (only Events), then hands (no Disasters, no Artifacts), then the deck.
  for (let i = 0; i < tl; i++) {
    if (dst.timelineBy[i] === seat) continue;
    const w = takeWhere(dst, pw, len--, rng, isEvent);
    dst.timeline[i] = w;
    dst.wLoc[w] = WLOC_TIMELINE;
    dst.wArg[w] = -1; // as timeline.ts keeps queued Events
  }
  for (let p = 0; p < n; p++) {
    if (p === seat) continue;
    for (let i = 0; i < dst.handLen[p]!; i++) {
      const at = p * dst.shape.handCap + i;
      if (dst.hand[at]! >= 0) continue;
      const w = takeWhere(dst, pw, len--, rng, holdable);
      dst.hand[at] = ~w;
      dst.wLoc[w] = WLOC_HAND;
      dst.wArg[w] = p;
    }
  }
  for (let i = deckFrom; i < dst.lens[1]!; i++) {
    const w = takeWhere(dst, pw, len--, rng, any);
    dst.worldDeck[i] = w;
    dst.wLoc[w] = WLOC_DECK;
    dst.wArg[w] = -1;
  }
  // The other side's sealed Deliver/Renege while this seat seals (trust mode, G11).
  resampleSealedChoice(dst, seat, rng);
  // Setup tile hands of the others and the bag: one multiset of unseen tiles, dealt back by counts.
  if (dst.placing.round >= 1 && dst.placing.round < SETUP_DONE) {
    const pt = poolFor(dst).t;
    let k = 0;
    const hs = dst.placing.handSize;
    for (let p = 0; p < n; p++) {
      if (p === seat) continue;
      for (let i = 0; i < dst.placing.handCount[p]!; i++) pt[k++] = dst.placing.hands[p * hs + i]!;
    }
    for (let i = 0; i < dst.bag.length; i++) pt[k++] = dst.bag.tiles[i]!;
    sortRange(pt, 0, k);
    for (let i = k - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = pt[i]!;
      pt[i] = pt[j]!;
      pt[j] = t;
    }
    k = 0;
    for (let p = 0; p < n; p++) {
      if (p === seat) continue;
      for (let i = 0; i < dst.placing.handCount[p]!; i++) dst.placing.hands[p * hs + i] = pt[k++]!;
    }
    for (let i = 0; i < dst.bag.length; i++) dst.bag.tiles[i] = pt[k++]!;
  }
}
