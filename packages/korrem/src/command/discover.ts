// Discover (spec §1.11, CF-11, G71). k = the empty edge positions around the army's hex; draw k
// tiles from the bag (or what remains, G78); the player picks one drawn tile and one empty position
// that passes the placement predicate (§1.5), that the army can enter, and whose move cost the
// player can pay (PR_DISCOVER). The tile is placed, the army moves in, pays and gathers (G18); the
// other tiles go back to the bag. If no drawn tile fits, all go back and 1 Action is spent (G71);
// when one fits the player must place ("choose one to place and move your Army to").
import type { Rng } from '@balance-lab/core';
import { argA, argB, encode } from '../actions.js';
import { LAND_NAMES } from '../lands.js';
import { DIRECTIONS, DIR_OFFSET } from '../map/hex.js';
import { moveCostForLand } from '../map/movement.js';
import { legalPlacement } from '../map/placement.js';
import { PR_DISCOVER, closeFrame, type KorremGame, type PromptHooks } from '../prompts.js';
import { FW_0, FW_SEAT, G_HIDDEN_READS, pushFrame, type ArmyIndex, type Frame, type Seat } from '../state.js';
import { QT_DISCOVER, questArmyEvent } from '../world/quests.js';
import { affordableBy, armyName, armyTraits, spendBy } from './common.js';
import { enterTile } from './move.js';

/** ASSUMPTION G71: a Discover whose drawn tiles all fail costs 1 Action. */
export const DISCOVER_FAIL_COST = 1;
/** PR_DISCOVER verbs. */
export const D_FAIL = 0;
export const D_PLACE = 1; // a = drawn tile index (0..k-1), b = direction from the army's hex

const F_ARMY = FW_0;
const F_K = FW_0 + 1;
const F_TILES = FW_0 + 2; // up to 6 drawn tile ids
const MAX_DRAW = DIRECTIONS;

export function canDiscover(s: KorremGame, seat: Seat, a: ArmyIndex): boolean {
  return s.bag.length > 0 && s.map.emptyAroundCount(s.armyTile[a]!) > 0 && affordableBy(s, seat, a, DISCOVER_FAIL_COST);
}

/** V_DISCOVER: draws the tiles (rules rng) and pushes the PR_DISCOVER choice. */
export function applyDiscover(s: KorremGame, seat: Seat, code: number, rng: Rng): void {
  const a = argA(code);
  const k = Math.min(s.map.emptyAroundCount(s.armyTile[a]!), s.bag.length, MAX_DRAW);
  const fr = pushFrame(s, PR_DISCOVER, seat);
  s.frames[fr + F_ARMY] = a;
  s.frames[fr + F_K] = k;
  for (let i = 0; i < k; i++) s.frames[fr + F_TILES + i] = s.bag.draw(rng);
  s.g[G_HIDDEN_READS] = s.g[G_HIDDEN_READS]! + k;
}

function returnDrawn(s: KorremGame, fr: Frame, except: number): void {
  const k = s.frames[fr + F_K]!;
  for (let i = 0; i < k; i++) {
    if (i === except) continue;
    s.bag.put(s.frames[fr + F_TILES + i]!);
  }
}

/** The cost of placing drawn tile i in direction d and entering it, or -1 when it does not fit. */
function placementCost(s: KorremGame, fr: Frame, i: number, d: number, traits: number): number {
  const a = s.frames[fr + F_ARMY]!;
  const from = s.armyTile[a]!;
  if (s.map.neighbour(from, d) >= 0) return -1;
  const id = s.frames[fr + F_TILES + i]!;
  const tiles = s.config.content.tiles;
  const land = tiles.land[id]!;
  const lm = tiles.landmark[id]!;
  const pos = s.map.pos[from]! + DIR_OFFSET[d]!;
  if (!legalPlacement(s.map, s.config.content, land, lm, pos)) return -1;
  const cost = moveCostForLand(land, lm >= 0, traits & 0xff, traits >>> 8);
  if (cost < 0 || !affordableBy(s, s.frames[fr + FW_SEAT]!, a, cost)) return -1;
  return cost;
}

export const discoverHooks: PromptHooks = {
  legal(s: KorremGame, fr: Frame, out: Int32Array): number {
    const k = s.frames[fr + F_K]!;
    const traits = armyTraits(s, s.frames[fr + F_ARMY]!);
    let n = 0;
    for (let i = 0; i < k; i++) for (let d = 0; d < DIRECTIONS; d++) if (placementCost(s, fr, i, d, traits) >= 0) out[n++] = encode(D_PLACE, i, d);
    if (n === 0) out[n++] = encode(D_FAIL);
    return n;
  },
  apply(s: KorremGame, fr: Frame, action: number, rng: Rng): void {
    const seat = s.frames[fr + FW_SEAT]!;
    const a = s.frames[fr + F_ARMY]!;
    if ((action & 0x7f) === D_FAIL) {
      returnDrawn(s, fr, -1);
      spendBy(s, seat, a, DISCOVER_FAIL_COST);
      closeFrame(s, rng);
      return;
    }
    const i = argA(action);
    const d = argB(action);
    const cost = placementCost(s, fr, i, d, armyTraits(s, a));
    if (cost < 0) throw new Error(`drawn tile ${i} does not fit in direction ${d}`);
    const id = s.frames[fr + F_TILES + i]!;
    const pos = s.map.pos[s.armyTile[a]!]! + DIR_OFFSET[d]!;
    const t = s.map.placeTile(pos, s.config.content.tiles.land[id]!, s.config.content.tiles.landmark[id]!, id);
    returnDrawn(s, fr, i);
    spendBy(s, seat, a, cost);
    closeFrame(s, rng);
    questArmyEvent(s, a, QT_DISCOVER, 1); // 'discover' quests (G57)
    enterTile(s, seat, a, t, rng);
  },
  describe(s: KorremGame, fr: Frame, action: number): string {
    const a = s.frames[fr + F_ARMY]!;
    if ((action & 0x7f) === D_FAIL) return `No drawn tile fits: return them to the bag (${DISCOVER_FAIL_COST} Action)`;
    const id = s.frames[fr + F_TILES + argA(action)]!;
    const tiles = s.config.content.tiles;
    const lm = tiles.landmark[id]!;
    const name = lm >= 0 ? s.config.content.landmarks.name[lm]! : LAND_NAMES[tiles.land[id]!]!;
    return `Place the ${name} tile next to ${s.map.describeTile(s.armyTile[a]!, s.config.content)} (direction ${argB(action)}) and move ${armyName(s, a)} onto it`;
  },
};
