// Hidden information (spec §5.6): what each seat cannot see, `determinize` that resamples exactly
// that, and the information state the conformance suite checks it keeps.
//
// Hidden from a seat:
//   * the other factions' hands and deck orders (their hand size and the set of cards still in
//     hand ∪ deck are known: cards are unique and played cards are public);
//   * its own deck order, except the cards it put on the bottom itself (+1/−1 tile, F_BOTTOM);
//   * the Bonus-tile pile order (nobody sees it);
//   * which Kammi token is Kammi (G_KAMMI_TOKEN) — for Kammi's opponent, until Backbiter reveals it
//     or both tokens are revealed (G_KAMMI_REVEALED);
//   * which Doll is real (G_DOLL_REAL) — for Kammi, unless a Doll is face-up (the Goblin's find);
//     the Doll owner placed it (and rearranges it after hitting Kammi, R-ATK-8.4) and knows;
//   * in solo, the three solo piles: which cards they hold and in what order (dealt blind, L2449).
// The resampling is uniform over what is consistent with the counts the seat knows; it does not
// infer from the history (which token played the Goblin cards, where Haints were spawned): a
// determinization, as the core's bots expect, not a belief model.
//
// Unseen items are gathered in a canonical order (ascending ids) before shuffling, so the result
// depends only on what the seat sees and on `rng` (core contract `determinizeInto`).
import type { Rng } from '@balance-lab/core';
import {
  CARD_CAP, DOLLS, F_BOTTOM, F_DECK_LEN, F_DISCARD_LEN, F_HAND_LEN, F_SEAT, F_WORDS, G_BONUS_PILE_LEN, G_DOLL_REAL,
  G_KAMMI_TOKEN, G_MODE, G_SEAT_FACTION, G_SOLO_CARD, G_SOLO_HEX_CARD, MODE_TRAINING, FACTIONS, isSolo, type HarrowState,
} from './state.js';
import { PILE_CARDS, PILES, SOLO_PILE_BLOCK } from './solo/numbers.js';
import { knowsDoll, knowsKammi } from './secrets.js';

/** Card ids are below this (ALL_CARDS has 50). */
const CARD_IDS = 64;
const present = new Uint8Array(CARD_IDS);
const pool = new Uint8Array(2 * CARD_CAP);

/** Gathers the ids of `list[base .. base+len)` into `present`. */
function mark(list: Uint8Array, base: number, len: number): void {
  for (let i = 0; i < len; i++) present[list[base + i]!] = 1;
}

/** Writes the marked ids in ascending order into `pool`, clears the marks; returns the count. */
function drain(): number {
  let k = 0;
  for (let id = 0; id < CARD_IDS; id++) {
    if (present[id] === 0) continue;
    present[id] = 0;
    pool[k++] = id;
  }
  return k;
}

/**
 * Solo piles (L2449: dealt "without looking"): each pile is as many cards as it holds, drawn from
 * its deck's cards not yet seen (not discarded, not being resolved).
 */
function soloPilesInto(dst: HarrowState, src: HarrowState, rng: Rng): void {
  for (let p = 0; p < PILES; p++) {
    const block = SOLO_PILE_BLOCK[p]!;
    const len = src.f[block * F_WORDS + F_DECK_LEN]!;
    const all = PILE_CARDS[p]!;
    let k = 0;
    for (let i = 0; i < all.length; i++) {
      const c = all[i]!;
      if (c === src.g[G_SOLO_CARD] || c === src.g[G_SOLO_HEX_CARD]) continue;
      let seen = false;
      const d = src.f[block * F_WORDS + F_DISCARD_LEN]!;
      for (let j = 0; j < d; j++) if (src.discard[block * CARD_CAP + j] === c) seen = true;
      if (!seen) pool[k++] = c;
    }
    rng.shuffle(pool, k);
    for (let i = 0; i < len; i++) dst.deck[block * CARD_CAP + i] = pool[i]!;
  }
}

/** Whether the state hides anything (the Training game hides nothing: no cards, Kammi or Dolls). */
export const harrowHidden = (s: HarrowState): boolean => s.g[G_MODE] !== MODE_TRAINING;

/** Resamples into `dst` (a copy of `src`) everything `seat` cannot see. */
export function harrowDeterminizeInto(dst: HarrowState, src: HarrowState, seat: number, rng: Rng): void {
  dst.copyFrom(src);
  if (!harrowHidden(src)) return;
  const me = src.g[G_SEAT_FACTION + seat]!;
  if (isSolo(src)) soloPilesInto(dst, src, rng);
  for (let fac = 0; fac < FACTIONS; fac++) {
    if (src.f[fac * F_WORDS + F_SEAT]! < 0 || (isSolo(src) && fac !== me)) continue;
    const base = fac * CARD_CAP;
    const hand = src.f[fac * F_WORDS + F_HAND_LEN]!;
    const deck = src.f[fac * F_WORDS + F_DECK_LEN]!;
    if (fac === me) {
      // Own deck: the bottom F_BOTTOM cards are known (placed there by this seat), the rest unseen.
      const known = Math.min(src.f[fac * F_WORDS + F_BOTTOM]!, deck);
      mark(src.deck, base + known, deck - known);
      const k = drain();
      rng.shuffle(pool, k);
      for (let i = 0; i < k; i++) dst.deck[base + known + i] = pool[i]!;
      continue;
    }
    mark(src.hand, base, hand);
    mark(src.deck, base, deck);
    const k = drain();
    rng.shuffle(pool, k);
    for (let i = 0; i < hand; i++) dst.hand[base + i] = pool[i]!;
    for (let i = 0; i < deck; i++) dst.deck[base + i] = pool[hand + i]!;
  }
  // The Bonus-tile pile: nobody knows its order.
  const pile = src.g[G_BONUS_PILE_LEN]!;
  mark(src.bonusPile, 0, pile);
  const k = drain();
  rng.shuffle(pool, k);
  for (let i = 0; i < k; i++) dst.bonusPile[i] = pool[i]!;
  if (!knowsKammi(src, seat)) dst.g[G_KAMMI_TOKEN] = rng.int(2);
  if (!knowsDoll(src, seat)) {
    let n = 0;
    for (let d = 0; d < DOLLS; d++) if (src.dollHex[d]! >= 0) n++;
    let pick = n > 0 ? rng.int(n) : -1;
    for (let d = 0; d < DOLLS && pick >= 0; d++) {
      if (src.dollHex[d]! < 0) continue;
      if (pick-- === 0) dst.g[G_DOLL_REAL] = d;
    }
  }
}

/**
 * What `seat` knows, as text: the state's bytes with the unseen parts canonical (the other
 * factions' hand ∪ deck as a sorted set, its own deck's unseen part sorted, the pile sorted, the
 * hidden token and Doll masked).
 */
export function harrowInformationState(s: HarrowState, seat: number): string {
  const c = s.clone();
  if (harrowHidden(s)) {
    const me = s.g[G_SEAT_FACTION + seat]!;
    // Solo: the piles' contents are unseen (dealt blind, L2449): only their sizes are known.
    if (isSolo(s)) for (let p = 0; p < PILES; p++) c.deck.fill(0, SOLO_PILE_BLOCK[p]! * CARD_CAP, (SOLO_PILE_BLOCK[p]! + 1) * CARD_CAP);
    for (let fac = 0; fac < FACTIONS; fac++) {
      if (s.f[fac * F_WORDS + F_SEAT]! < 0 || (isSolo(s) && fac !== me)) continue;
      const base = fac * CARD_CAP;
      const hand = s.f[fac * F_WORDS + F_HAND_LEN]!;
      const deck = s.f[fac * F_WORDS + F_DECK_LEN]!;
      if (fac === me) {
        const known = Math.min(s.f[fac * F_WORDS + F_BOTTOM]!, deck);
        mark(s.deck, base + known, deck - known);
        const k = drain();
        for (let i = 0; i < k; i++) c.deck[base + known + i] = pool[i]!;
        continue;
      }
      mark(s.hand, base, hand);
      mark(s.deck, base, deck);
      const k = drain();
      for (let i = 0; i < k; i++) (i < hand ? c.hand : c.deck)[base + (i < hand ? i : i - hand)] = pool[i]!;
    }
    mark(s.bonusPile, 0, s.g[G_BONUS_PILE_LEN]!);
    const k = drain();
    for (let i = 0; i < k; i++) c.bonusPile[i] = pool[i]!;
    if (!knowsKammi(s, seat)) c.g[G_KAMMI_TOKEN] = -9;
    if (!knowsDoll(s, seat)) c.g[G_DOLL_REAL] = -9;
  }
  let out = `seat ${seat}:`;
  for (let i = 0; i < c.bytes.length; i++) out += c.bytes[i]!.toString(16).padStart(2, '0');
  return out;
}
