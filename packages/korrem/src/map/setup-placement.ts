// The setup map procedure of spec §1.5 as a small state machine over typed arrays, driven by
// atomic decisions (which hand tile, which position). [RB: Setting up the Game, Create the Map;
// Land Placement Restrictions; Quick Start §1]
//
// 1. Each player draws SETUP_HAND_TILES tiles at random from the bag into a private hand (G51).
// 2. Rounds k = 1..SETUP_ROUNDS: in seat order each player places k tiles, choosing tile and
//    position; every placement obeys the §1.5 predicate (placement.ts).
// 3. A player who cannot place enough tiles places what they can and carries the rest into the
//    next round (G51): their quota in round k is (1 + … + k) minus what they have placed so far.
// 4. After the last round each player with leftovers tries them once more (the retry round);
//    what still cannot be placed goes back to the bag (G51: the main text wins over the
//    Quick Start's "discarded").
// Placing is compulsory: a player passes only when no tile of their hand fits anywhere.
//
// The bag is an Int32Array of tile ids (CompiledContent.tiles) with a length; draws use the rng.
// Hands, bag and map are state; the game owns them and passes them in.
import type { Rng } from '@balance-lab/core';
import type { CompiledContent } from '../content/compiled.js';
import { LAND_NAMES } from '../lands.js';
import { frontierBound, type KorremMap } from './board.js';
import { POS_LIMIT, posName, type Pos } from './hex.js';
import { hasLegalPosition, legalPlacement, legalPositions } from './placement.js';

/** A tile's number in `CompiledContent.tiles` (the bag). */
export type TileId = number;

/** RB: Quick Start §1, "Each Player picks 10 Land Hexes at Random". */
export const SETUP_HAND_TILES = 10;
/** RB: Create the Map, "place 1, then 2, then 3, then 4": round k places k tiles. */
export const SETUP_ROUNDS = 4;
/** The retry after the last round (G51). */
export const SETUP_RETRY_ROUND = SETUP_ROUNDS + 1;
/** `round` once the procedure is over. */
export const SETUP_DONE = SETUP_RETRY_ROUND + 1;

type Content = Pick<CompiledContent, 'tiles' | 'landmarks'>;

// ---- the bag ----------------------------------------------------------------------------------

/** The face-down tile bag: `tiles[0 .. length)` are the tile ids in it, in no meaningful order. */
export class TileBag {
  readonly tiles: Int32Array;
  length = 0;

  constructor(capacity: number) {
    this.tiles = new Int32Array(capacity);
  }

  /** Every tile of the content in the bag (setup). */
  static full(content: Pick<CompiledContent, 'tiles'>): TileBag {
    const bag = new TileBag(content.tiles.count);
    for (let i = 0; i < content.tiles.count; i++) bag.tiles[i] = i;
    bag.length = content.tiles.count;
    return bag;
  }

  /** Draws a tile uniformly at random; −1 when the bag is empty. */
  draw(rng: Rng): TileId {
    if (this.length === 0) return -1;
    const i = rng.int(this.length);
    const t = this.tiles[i] as number;
    this.length--;
    this.tiles[i] = this.tiles[this.length] as number;
    return t;
  }

  /** Puts a tile back. */
  put(tile: TileId): void {
    if (this.length >= this.tiles.length) throw new RangeError(`tile bag is full (${this.tiles.length})`);
    this.tiles[this.length++] = tile;
  }

  static copyInto(dst: TileBag, src: TileBag): void {
    if (dst.tiles.length !== src.tiles.length) throw new RangeError('tile bag capacities differ');
    dst.tiles.set(src.tiles);
    dst.length = src.length;
  }

  clone(): TileBag {
    const b = new TileBag(this.tiles.length);
    TileBag.copyInto(b, this);
    return b;
  }
}

// ---- choices ----------------------------------------------------------------------------------

/** A setup choice: place the tile in hand slot `slot` at `pos`. Encoded as slot · POS_LIMIT + pos. */
export type SetupChoice = number;

export function encodeSetupChoice(slot: number, pos: Pos): SetupChoice {
  return slot * POS_LIMIT + pos;
}
export function setupChoiceSlot(choice: SetupChoice): number {
  return Math.floor(choice / POS_LIMIT);
}
export function setupChoicePos(choice: SetupChoice): Pos {
  return choice % POS_LIMIT;
}

// ---- the state machine ------------------------------------------------------------------------

export class SetupPlacement {
  readonly players: number;
  readonly handSize: number;
  readonly mapCapacity: number;
  /** Hands, `hands[p * handSize + i]` for i < handCount[p]: tile ids, in draw order. */
  readonly hands: Int16Array;
  readonly handCount: Int8Array;
  /** Tiles each player has placed so far (for the carry-over). */
  readonly placed: Int8Array;
  /** Seat order: order[i] is the seat that places i-th in every round. */
  readonly order: Int8Array;
  /** 1..SETUP_ROUNDS, SETUP_RETRY_ROUND, or SETUP_DONE; 0 before `begin`. */
  round = 0;
  /** Index into `order` of the player placing now. */
  turn = 0;
  /** Tiles the current player must still place this turn. */
  left = 0;
  /** Scratch for one call (legal positions of one tile); not state, never copied. */
  private readonly scratch: Int32Array;

  constructor(players: number, mapCapacity: number, handSize = SETUP_HAND_TILES) {
    if (!Number.isInteger(players) || players < 1 || players > 127) throw new RangeError(`players ${players} is not an integer in 1..127`);
    this.players = players;
    this.handSize = handSize;
    this.mapCapacity = mapCapacity;
    this.hands = new Int16Array(players * handSize).fill(-1);
    this.handCount = new Int8Array(players);
    this.placed = new Int8Array(players);
    this.order = new Int8Array(players);
    this.scratch = new Int32Array(frontierBound(mapCapacity));
  }

  get done(): boolean {
    return this.round === SETUP_DONE;
  }

  /** The seat placing now, or −1 when the procedure is over. */
  currentSeat(): number {
    return this.round >= 1 && this.round < SETUP_DONE ? (this.order[this.turn] as number) : -1;
  }

  handTile(seat: number, slot: number): TileId {
    return this.hands[seat * this.handSize + slot] as number;
  }

  /**
   * Deals every hand from the bag (seat order, `firstSeat` first; seat i+1 sits left of seat i,
   * §1.5 step 1) and moves to the first decision. The map must be empty.
   */
  begin(map: KorremMap, content: Content, bag: TileBag, rng: Rng, firstSeat: number): void {
    if (map.count !== 0) throw new Error('setup placement needs an empty map');
    if (!(firstSeat >= 0 && firstSeat < this.players)) throw new RangeError(`first seat ${firstSeat} is not a seat`);
    this.hands.fill(-1);
    for (let i = 0; i < this.players; i++) {
      const p = (firstSeat + i) % this.players;
      let n = 0;
      while (n < this.handSize && bag.length > 0) this.hands[p * this.handSize + n++] = bag.draw(rng);
      this.handCount[p] = n;
    }
    this.beginDealt(map, content, bag, firstSeat);
  }

  /** As `begin`, with the hands already in `hands` / `handCount` (scenario tests, or a game that deals itself). */
  beginDealt(map: KorremMap, content: Content, bag: TileBag, firstSeat: number): void {
    if (map.count !== 0) throw new Error('setup placement needs an empty map');
    if (!(firstSeat >= 0 && firstSeat < this.players)) throw new RangeError(`first seat ${firstSeat} is not a seat`);
    for (let i = 0; i < this.players; i++) this.order[i] = (firstSeat + i) % this.players;
    this.placed.fill(0);
    this.round = 1;
    this.turn = 0;
    this.left = this.quota(this.order[0] as number);
    this.settle(map, content, bag);
  }

  /** How many the seat must place on its turn in the current round, carry-over included (G51). */
  quota(seat: number): number {
    const hand = this.handCount[seat] as number;
    if (this.round === SETUP_RETRY_ROUND) return hand;
    const due = (this.round * (this.round + 1)) / 2 - (this.placed[seat] as number);
    return Math.max(0, Math.min(hand, this.round === SETUP_ROUNDS ? hand : due));
  }

  /**
   * Writes the current player's choices (hand slot × legal position) into `out`, encoded with
   * encodeSetupChoice; returns how many. Identical tiles (same land, no Landmark) are offered once,
   * from their first slot. Size `out` with maxSetupChoices. No allocation.
   */
  legal(map: KorremMap, content: Content, out: Int32Array): number {
    const seat = this.currentSeat();
    if (seat < 0 || this.left <= 0) return 0;
    const base = seat * this.handSize;
    const hand = this.handCount[seat] as number;
    let n = 0;
    for (let s = 0; s < hand; s++) {
      if (this.duplicateOfEarlier(content, base, s)) continue;
      const id = this.hands[base + s] as number;
      const k = legalPositions(map, content, content.tiles.land[id] as number, content.tiles.landmark[id] as number, this.scratch);
      for (let i = 0; i < k; i++) out[n++] = encodeSetupChoice(s, this.scratch[i] as number);
    }
    return n;
  }

  /** Places the chosen tile and moves on to the next decision (or the end). Throws on an illegal choice. */
  apply(map: KorremMap, content: Content, bag: TileBag, choice: SetupChoice): void {
    const seat = this.currentSeat();
    if (seat < 0 || this.left <= 0) throw new Error('setup placement: no decision is pending');
    const slot = setupChoiceSlot(choice);
    const pos = setupChoicePos(choice);
    const base = seat * this.handSize;
    const hand = this.handCount[seat] as number;
    if (!(slot >= 0 && slot < hand)) throw new Error(`setup placement: seat ${seat} has no tile in hand slot ${slot}`);
    const id = this.hands[base + slot] as number;
    const land = content.tiles.land[id] as number;
    const landmark = content.tiles.landmark[id] as number;
    if (!legalPlacement(map, content, land, landmark, pos)) throw new Error(`setup placement: tile ${id} may not go at ${posName(pos)} (§1.5)`);
    map.placeTile(pos, land, landmark, id);
    for (let s = slot; s < hand - 1; s++) this.hands[base + s] = this.hands[base + s + 1] as number;
    this.hands[base + hand - 1] = -1;
    this.handCount[seat] = hand - 1;
    this.placed[seat]!++;
    this.left--;
    this.settle(map, content, bag);
  }

  /** "place Forest at 1,-1" / "place Crystal Cove (Forest) at 0,1". */
  describe(content: Content, choice: SetupChoice): string {
    const seat = this.currentSeat();
    const slot = setupChoiceSlot(choice);
    const id = seat >= 0 && slot < (this.handCount[seat] as number) ? (this.hands[seat * this.handSize + slot] as number) : -1;
    if (id < 0) return `place ? at ${posName(setupChoicePos(choice))}`;
    const land = LAND_NAMES[content.tiles.land[id] as number] ?? '?';
    const lm = content.tiles.landmark[id] as number;
    const what = lm >= 0 ? `${content.landmarks.name[lm] ?? `Landmark ${lm}`} (${land})` : land;
    return `place ${what} at ${posName(setupChoicePos(choice))}`;
  }

  /** Advances past turns with nothing (more) to place, through the rounds and the retry, to the next decision or the end. */
  private settle(map: KorremMap, content: Content, bag: TileBag): void {
    for (;;) {
      if (this.round === SETUP_DONE) return;
      const seat = this.order[this.turn] as number;
      if (this.left > 0 && this.canPlaceAny(map, content, seat)) return;
      this.turn++;
      if (this.turn === this.players) {
        this.turn = 0;
        this.round++;
        if (this.round === SETUP_DONE) {
          this.returnLeftovers(bag);
          return;
        }
      }
      this.left = this.quota(this.order[this.turn] as number);
    }
  }

  private canPlaceAny(map: KorremMap, content: Content, seat: number): boolean {
    const base = seat * this.handSize;
    const hand = this.handCount[seat] as number;
    for (let s = 0; s < hand; s++) {
      if (this.duplicateOfEarlier(content, base, s)) continue;
      const id = this.hands[base + s] as number;
      if (hasLegalPosition(map, content, content.tiles.land[id] as number, content.tiles.landmark[id] as number)) return true;
    }
    return false;
  }

  /** Is the tile in slot s a plain tile of the same land as one in an earlier slot? */
  private duplicateOfEarlier(content: Content, base: number, s: number): boolean {
    const id = this.hands[base + s] as number;
    if ((content.tiles.landmark[id] as number) >= 0) return false;
    const land = content.tiles.land[id] as number;
    for (let j = 0; j < s; j++) {
      const o = this.hands[base + j] as number;
      if ((content.tiles.landmark[o] as number) < 0 && content.tiles.land[o] === land) return true;
    }
    return false;
  }

  private returnLeftovers(bag: TileBag): void {
    for (let p = 0; p < this.players; p++) {
      const base = p * this.handSize;
      for (let s = 0; s < (this.handCount[p] as number); s++) {
        bag.put(this.hands[base + s] as number);
        this.hands[base + s] = -1;
      }
      this.handCount[p] = 0;
    }
    this.left = 0;
  }

  static copyInto(dst: SetupPlacement, src: SetupPlacement): void {
    if (dst.players !== src.players || dst.handSize !== src.handSize || dst.mapCapacity !== src.mapCapacity) throw new RangeError('setup placements differ in shape');
    dst.hands.set(src.hands);
    dst.handCount.set(src.handCount);
    dst.placed.set(src.placed);
    dst.order.set(src.order);
    dst.round = src.round;
    dst.turn = src.turn;
    dst.left = src.left;
  }

  clone(): SetupPlacement {
    const c = new SetupPlacement(this.players, this.mapCapacity, this.handSize);
    SetupPlacement.copyInto(c, this);
    return c;
  }
}

/** The most choices `legal` can write: every hand slot at every frontier position of a full map. */
export function maxSetupChoices(mapCapacity: number, handSize = SETUP_HAND_TILES): number {
  return handSize * frontierBound(mapCapacity);
}

/**
 * Plays the whole setup procedure on an empty map, choosing uniformly at random among the legal
 * choices with `rng` (tests, property tests, a random bot's setup). Returns the finished machine.
 */
export function playSetupPlacement(map: KorremMap, content: Content, bag: TileBag, players: number, firstSeat: number, rng: Rng): SetupPlacement {
  const sp = new SetupPlacement(players, map.capacity);
  const out = new Int32Array(maxSetupChoices(map.capacity, sp.handSize));
  sp.begin(map, content, bag, rng, firstSeat);
  while (!sp.done) {
    const n = sp.legal(map, content, out);
    if (n === 0) throw new Error('setup placement: a decision is pending with no legal choice');
    sp.apply(map, content, bag, out[rng.int(n)] as number);
  }
  return sp;
}
