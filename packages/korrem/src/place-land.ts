// Weather 1, Place Land (spec §1.8; RB: Observe Phase): the Observer draws one tile from the bag and
// places it where they choose, by the placement rule (§1.5). A tile that fits nowhere goes back to
// the bag; an empty bag means nothing happens (G78).
import type { Rng } from '@balance-lab/core';
import { legalPositions } from './map/placement.js';
import { posName } from './map/hex.js';
import { LAND_NAMES } from './lands.js';
import { closeFrame, PR_PLACE_LAND, type KorremGame, type PromptHooks } from './prompts.js';
import { FW_0, G_HIDDEN_READS, pushFrame, type Frame, type Seat } from './state.js';

const tileOf = (s: KorremGame, fr: Frame): number => s.frames[fr + FW_0]!;

function positions(s: KorremGame, tile: number, out: Int32Array): number {
  const t = s.config.content.tiles;
  return legalPositions(s.map, s.config.content, t.land[tile]!, t.landmark[tile]!, out);
}

/** Draws the tile and opens the Observer's choice; returns whether a decision is pending. */
export function startPlaceLand(s: KorremGame, observer: Seat, rng: Rng, scratch: Int32Array): boolean {
  const tile = s.bag.draw(rng);
  if (tile < 0) return false;
  s.g[G_HIDDEN_READS]!++;
  if (positions(s, tile, scratch) === 0) {
    s.bag.put(tile);
    return false;
  }
  const fr = pushFrame(s, PR_PLACE_LAND, observer);
  s.frames[fr + FW_0] = tile;
  return true;
}

export const PLACE_LAND_HOOKS: PromptHooks = {
  legal: (s, fr, out) => positions(s, tileOf(s, fr), out),
  apply(s, fr, pos, rng) {
    const tile = tileOf(s, fr);
    const t = s.config.content.tiles;
    s.map.placeTile(pos, t.land[tile]!, t.landmark[tile]!, tile);
    closeFrame(s, rng);
  },
  describe(s, fr, pos) {
    const tile = tileOf(s, fr);
    const t = s.config.content.tiles;
    const lm = t.landmark[tile]!;
    const what = lm >= 0 ? s.config.content.landmarks.name[lm]! : LAND_NAMES[t.land[tile]!]!;
    return `place the drawn ${what} tile at ${posName(pos)}`;
  },
};
