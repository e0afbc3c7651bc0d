// The 9 Bonus Tiles' effects (spec §2.5, L2803-2851) as effect hooks (effects.ts). The turn
// machine offers a face-up tile of the flipped jar's slot before or after the jar action and
// turns it face-down (R-BON-1); these hooks are what the tile then does. Their numbers are the
// tile data's (data/tiles.ts).
import type { Rng } from '@balance-lab/core';
import { A_EFFECT, argA, argB, encode } from './actions.js';
import { OPEN } from './basic-actions.js';
import { drawCards, takeFromHand } from './cleanup.js';
import { ALL_CARDS } from './data/cards.js';
import { BONUS_TILES } from './data/tiles.js';
import { dialRotateDown, haintOpponent } from './dial.js';
import { EF_FAC, EF_STEP, NO_HOOKS, RS_EFFECT, endEffect, startEffect, type EffectHooks } from './effects.js';
import { hexName } from './hex.js';
import { legendMovable, mayEnter, moveLegend } from './relocate.js';
import {
  CARD_CAP, FW_SEAT, F_BOTTOM, F_DECK_LEN, F_HAND_LEN, F_SEAT, F_WILD, F_WORDS, G_FP_SEAT, G_WILD_SUPPLY, LS_KAMMI1,
  LS_P, TK_ADV, TK_SPN, TK_STR, slotFaction, type Frame,
} from './state.js';
import { openPacket, trackEffectOf, type HarrowGame } from './turn.js';
import { handRead } from './secrets.js';

const trackOf = (s: HarrowGame, fac: number): number => trackEffectOf(s, s.config, fac);

const fi = (fac: number, field: number): number => fac * F_WORDS + field;
const T = BONUS_TILES;
/** Legend tokens by slot as a player sees them (the two Kammi tokens look alike: which is Kammi is hidden). */
const LEGEND_TOKEN_NAMES = ['the Protector Legend', 'the Family Legend', 'Kammi token A', 'Kammi token B'];

/** B2–B4 (L2817-2825): one basic action of the tile's kind, no token gained. */
function basicTile(tile: typeof T.advance | typeof T.spawn | typeof T.strengthen, kind: number): EffectHooks {
  return {
    ...NO_HOOKS,
    key: `tile:${tile.id}`,
    name: tile.name,
    source: tile.source,
    start: (s, fr) => openPacket(s, s.config, s.frames[fr + EF_FAC]!, kind, tile.numbers.actions.value, RS_EFFECT),
  };
}

/** B1 (L2807-2813): take the First Player token (no effect if held); ◇18 then gives the second player the next turn too. */
const firstPlayer: EffectHooks = {
  ...NO_HOOKS,
  key: `tile:${T['first-player-token'].id}`,
  name: T['first-player-token'].name,
  source: T['first-player-token'].source,
  start: (s, fr) => {
    s.g[G_FP_SEAT] = s.f[fi(s.frames[fr + EF_FAC]!, F_SEAT)]!;
    return endEffect(s);
  },
};

/**
 * B5 (L2829): draw 1 card, then put any 1 card of the hand on the bottom of the deck (A_EFFECT
 * a = card). With no card in hand the tile is still used. The owner knows the bottom card (F_BOTTOM).
 */
const plusMinusCard: EffectHooks = {
  ...NO_HOOKS,
  key: `tile:${T['plus-1-minus-1-card'].id}`,
  name: T['plus-1-minus-1-card'].name,
  source: T['plus-1-minus-1-card'].source,
  start: (s, fr) => {
    const fac = s.frames[fr + EF_FAC]!;
    drawCards(s, fac, T['plus-1-minus-1-card'].numbers.draw.value, s.config.cleanup.handLimit);
    return s.f[fi(fac, F_HAND_LEN)]! > 0 ? OPEN : endEffect(s);
  },
  legal: (s, fr, out) => {
    const fac = s.frames[fr + EF_FAC]!;
    const len = s.f[fi(fac, F_HAND_LEN)]!;
    handRead(s, fac);
    for (let i = 0; i < len; i++) out[i] = encode(A_EFFECT, s.hand[fac * CARD_CAP + i]!);
    return len;
  },
  apply: (s, fr, action) => {
    const fac = s.frames[fr + EF_FAC]!;
    const card = argA(action);
    const base = fac * CARD_CAP;
    takeFromHand(s, fac, card);
    const deckLen = s.f[fi(fac, F_DECK_LEN)]!;
    s.deck.copyWithin(base + 1, base, base + deckLen);
    s.deck[base] = card;
    s.f[fi(fac, F_DECK_LEN)] = deckLen + 1;
    s.f[fi(fac, F_BOTTOM)]!++;
    return endEffect(s);
  },
  describe: (_s, _fr, action) => `put ${ALL_CARDS[argA(action)]?.name ?? `card ${argA(action)}`} on the bottom of your deck`,
};

/** B6 (L2833): one more Wild token (none when the supply is empty, G-66); it does not activate them. */
const wild: EffectHooks = {
  ...NO_HOOKS,
  key: `tile:${T.wild.id}`,
  name: T.wild.name,
  source: T.wild.source,
  start: (s, fr) => {
    const fac = s.frames[fr + EF_FAC]!;
    const k = Math.min(T.wild.numbers.wildTokens.value, s.g[G_WILD_SUPPLY]!);
    s.g[G_WILD_SUPPLY]! -= k;
    s.f[fi(fac, F_WILD)]! += k;
    return endEffect(s);
  },
};

/** Legend Move options: every movable Legend on the map × its legal adjacent hexes (A_EFFECT a = Legend slot, b = hex). */
function legendMoves(s: HarrowGame, out: Int32Array | null): number {
  let k = 0;
  const nbr = s.map.grid.nbr;
  for (let slot = LS_P; slot <= LS_KAMMI1; slot++) {
    if (!legendMovable(s, slot)) continue;
    const fac = slotFaction(slot);
    const from = s.legendHex[slot]!;
    for (let d = 0; d < 6; d++) {
      const h = nbr[from * 6 + d]!;
      if (!mayEnter(s, fac, h, 1, s.config.basic)) continue;
      if (out === null) return 1;
      out[k++] = encode(A_EFFECT, slot, h);
    }
  }
  return k;
}

/** B7 (L2837): move any Legend (nailed ones cannot, L2637) to a legal adjacent hex, carrying no Haints; its owner decides about a Doll. */
const legendMove: EffectHooks = {
  ...NO_HOOKS,
  key: `tile:${T['legend-move'].id}`,
  name: T['legend-move'].name,
  source: T['legend-move'].source,
  canStart: (s) => legendMoves(s, null) > 0,
  start: () => OPEN,
  legal: (s, _fr, out) => legendMoves(s, out),
  apply: (s, _fr, action) => moveLegend(s, argA(action), argB(action), RS_EFFECT),
  describe: (s, _fr, action) => `move ${LEGEND_TOKEN_NAMES[argA(action)] ?? `Legend token ${argA(action)}`} to hex ${hexName(s.map.grid, argB(action))}`,
};

/** B8 (L2841-2843, CF-16): the Haint Dial turns down; a full plate scores at once. */
const rotateDial: EffectHooks = {
  ...NO_HOOKS,
  key: `tile:${T['rotate-haint-dial'].id}`,
  name: T['rotate-haint-dial'].name,
  source: T['rotate-haint-dial'].source,
  start: (s, fr) => {
    const fac = s.frames[fr + EF_FAC]!;
    dialRotateDown(s, s.config.attack.dial, fac, haintOpponent(s, fac));
    return endEffect(s);
  },
};

/** B9 (L2847-2849): the base space of your Legend track (= "the 1st scroll", G-15). */
const firstScroll: EffectHooks = {
  ...NO_HOOKS,
  key: `tile:${T['activate-1st-scroll'].id}`,
  name: T['activate-1st-scroll'].name,
  source: T['activate-1st-scroll'].source,
  canStart: (s, fac) => {
    const id = trackOf(s, fac);
    return id >= 0 && s.config.effects[id]!.canStart(s, fac, T['activate-1st-scroll'].numbers.trackSpaces.value);
  },
  start: (s: HarrowGame, fr: Frame, rng: Rng) => {
    const fac = s.frames[fr + EF_FAC]!;
    s.frames[fr + EF_STEP] = 1;
    return startEffect(s, trackOf(s, fac), fac, s.frames[fr + FW_SEAT]!, RS_EFFECT, T['activate-1st-scroll'].numbers.trackSpaces.value, rng);
  },
};


export const BONUS_TILE_EFFECTS: readonly EffectHooks[] = [
  firstPlayer,
  basicTile(T.advance, TK_ADV),
  basicTile(T.spawn, TK_SPN),
  basicTile(T.strengthen, TK_STR),
  plusMinusCard,
  wild,
  legendMove,
  rotateDial,
  firstScroll,
];
