// Setup (spec §1.5, §1.6; RB: Setting up the Game; Quick Start §1–§3): the seat-order roll, the
// setup map (tile hands and placement rounds, map/setup-placement.ts) as PR_SETUP_TILE decisions,
// one Village per player in seat order (PR_SETUP_VILLAGE), the Provider as Army #1, the Nation
// decks shuffled with Town Hall pile 1, banks of one of each resource, the Creature and World decks
// shuffled; the first player observes Round 1.
import type { Rng, Seating } from '@balance-lab/core';
import { ConfigError } from '@balance-lab/core/errors';
import { KorremMap } from './map/board.js';
import { settlementSites, SITE_NPC, SITE_SETTLEMENT } from './map/movement.js';
import { SetupPlacement, TileBag } from './map/setup-placement.js';
import { NATION_IDS, RESOURCES } from './lands.js';
import { closeFrame, PR_SETUP_TILE, PR_SETUP_VILLAGE, type KorremConfig, type KorremGame, type PromptHooks } from './prompts.js';
import { advanceRounds, ST_ROUND_START, ST_SETUP } from './round.js';
import {
  FW_0, FW_SEAT, G_FIRST, G_STAGE, G_TL_ACTIVE, G_WINNER, KorremState, LOC_ARMY, LOC_CREATURE_DECK, LOC_NATION_DECK, LOC_SLOT, NONE, PL_BANK, PL_KINGDOMS_LEFT, PL_NATION, PL_SLOTS,
  PL_TOWERS_LEFT, PL_VILLAGES_LEFT, PL_WALLS_LEFT, PL_WORDS, SETTLE_VILLAGE, WLOC_DECK, armyOf, pushFrame, stateShape, type Frame, type Seat,
} from './state.js';

/** Starting bank: one of each resource (spec §1.6 step 5, CF-6). */
export const STARTING_BANK_EACH = 1;
/** The setup roll's die (spec §1.5 step 1: every player rolls a D8, the highest goes first). */
export const SEAT_ROLL_DIE = 8;

/** An empty state for this seating (no chance used): every block sized, nothing placed. */
export function emptyState(config: KorremConfig, seating: Seating): KorremGame {
  const content = config.content;
  const n = seating.length;
  const shape = stateShape(content, n, config.params.armyFlagsPerNation, config.params.creatureLimit);
  const map = KorremMap.forContent(content);
  const state = new KorremState(shape, map, new TileBag(content.tiles.count), new SetupPlacement(n, map.capacity)) as KorremState & { config: KorremConfig };
  (state as { config: KorremConfig }).config = config;
  const s = state as KorremGame;
  s.g[G_TL_ACTIVE] = NONE;
  s.g[G_WINNER] = NONE;
  s.armyTile.fill(NONE);
  s.slot.fill(NONE);
  s.copyRomance.fill(NONE);
  s.copyOrigin.fill(NONE);
  s.settleOwner.fill(NONE);
  s.settleOccupier.fill(NONE);
  for (let seat = 0; seat < n; seat++) {
    const nation = NATION_IDS.indexOf(seating[seat] as (typeof NATION_IDS)[number]);
    if (nation < 0) throw new ConfigError(`unknown nation '${seating[seat]}': accepted nations are ${NATION_IDS.join(', ')}`);
    s.nation[seat] = nation;
    const base = seat * PL_WORDS;
    s.pl[base + PL_NATION] = nation;
    s.pl[base + PL_VILLAGES_LEFT] = content.nations.villages[nation]!;
    s.pl[base + PL_KINGDOMS_LEFT] = content.nations.kingdoms[nation]!;
    s.pl[base + PL_WALLS_LEFT] = content.nations.walls[nation]!;
    s.pl[base + PL_TOWERS_LEFT] = content.nations.towers[nation]!;
  }
  // Card copies: each seat's Nation deck in deck-list order, then the Creature deck (spec §6.1 uids).
  let c = 0;
  const maxDeck = (shape.copies - content.creatureDeck.length) / n;
  for (let seat = 0; seat < n; seat++) {
    const nation = s.nation[seat]!;
    const from = content.nations.deckStart[nation]!;
    const to = content.nations.deckStart[nation + 1]!;
    c = seat * maxDeck;
    let len = 0;
    for (let i = from; i < to; i++, c++) {
      s.copyCard[c] = content.nations.deckCards[i]!;
      s.copyOrigin[c] = seat;
      s.copyLoc[c] = LOC_NATION_DECK;
      s.copyArg[c] = seat;
      s.nationDeck[seat * shape.copies + len++] = c;
    }
    s.nationDeckLen[seat] = len;
  }
  c = n * maxDeck;
  for (let i = 0; i < content.creatureDeck.length; i++, c++) {
    s.copyCard[c] = content.creatureDeck[i]!;
    s.copyLoc[c] = LOC_CREATURE_DECK;
    s.creatureDeck[i] = c;
  }
  s.lens[0] = content.creatureDeck.length;
  for (let w = 0; w < content.worldDeck.length; w++) {
    s.wCard[w] = content.worldDeck[w]!;
    s.wLoc[w] = WLOC_DECK;
    s.worldDeck[w] = w;
  }
  s.lens[1] = content.worldDeck.length;
  for (let t = 0; t < content.tiles.count; t++) s.bag.put(t);
  return s;
}

/**
 * The setup roll (spec §1.5 step 1, G50): every player rolls a D8; the highest goes first; tied
 * highest players reroll among themselves until one is highest.
 */
export function rollFirstPlayer(n: number, rng: Rng, scratch: Int32Array): Seat {
  let tied = n;
  for (let i = 0; i < n; i++) scratch[i] = i;
  while (tied > 1) {
    let best = 0;
    let k = 0;
    for (let i = 0; i < tied; i++) {
      const roll = rng.die(SEAT_ROLL_DIE);
      if (roll > best) {
        best = roll;
        k = 0;
      }
      if (roll === best) scratch[n + k++] = scratch[i]!;
    }
    for (let i = 0; i < k; i++) scratch[i] = scratch[n + i]!;
    tied = k;
  }
  return scratch[0]!;
}

/** A fresh game: the roll, the tile hands dealt, and the first setup decision open. */
export function setupKorrem(config: KorremConfig, seating: Seating, rng: Rng): KorremGame {
  const s = emptyState(config, seating);
  const n = seating.length;
  const first = rollFirstPlayer(n, rng, new Int32Array(2 * n));
  s.g[G_FIRST] = first;
  s.g[G_STAGE] = ST_SETUP;
  s.placing.begin(s.map, config.content, s.bag, rng, first);
  if (!s.placing.done) pushFrame(s, PR_SETUP_TILE, s.placing.currentSeat());
  else startVillages(s);
  return s;
}

function startVillages(s: KorremGame): void {
  const fr = pushFrame(s, PR_SETUP_VILLAGE, s.g[G_FIRST]!);
  s.frames[fr + FW_0] = 0;
}

/** Per-tile occupancy for the settlement-site rule (§1.13): settlements and NPCs (none at setup). */
function occupancy(s: KorremGame, out: Uint8Array): Uint8Array {
  out.fill(0);
  for (let t = 0; t < s.map.count; t++) if (s.settleOwner[t]! >= 0) out[t] = SITE_SETTLEMENT;
  for (let a = s.npcBase; a < s.armies; a++) {
    const t = s.armyTile[a]!;
    if (t >= 0) out[t]! |= SITE_NPC;
  }
  return out;
}

/** Shuffles `arr[from..to)` in place (Fisher–Yates with the rules rng). */
export function shuffleRange(arr: Int16Array, from: number, to: number, rng: Rng): void {
  for (let i = to - 1; i > from; i--) {
    const j = from + rng.int(i - from + 1);
    const t = arr[i]!;
    arr[i] = arr[j]!;
    arr[j] = t;
  }
}

/** After the Villages (§1.6 steps 3–7): Providers, decks, Town Hall pile 1, banks; Round 1 starts. */
function finishSetup(s: KorremGame, rng: Rng): void {
  const content = s.config.content;
  const n = s.shape.seats;
  for (let seat = 0; seat < n; seat++) {
    const nation = s.nation[seat]!;
    const provider = content.nations.provider[nation]!;
    const deck = seat * s.shape.copies;
    let len = s.nationDeckLen[seat]!;
    // Step 3: the Provider card leaves the deck and forms Army #1 on the Village.
    let village = NONE;
    for (let t = 0; t < s.map.count; t++) if (s.settleOwner[t] === seat) village = t;
    for (let i = 0; i < len; i++) {
      const c = s.nationDeck[deck + i]!;
      if (s.copyCard[c] !== provider) continue;
      s.nationDeck[deck + i] = s.nationDeck[deck + len - 1]!;
      len--;
      s.copyLoc[c] = LOC_ARMY;
      s.copyArg[c] = armyOf(s, seat, 0);
      s.armyTile[armyOf(s, seat, 0)] = village;
      break;
    }
    // Step 4: shuffle; the top card becomes Town Hall pile 1 (one slot per pile, G19).
    shuffleRange(s.nationDeck, deck, deck + len, rng);
    s.nationDeckLen[seat] = len;
    s.pl[seat * PL_WORDS + PL_SLOTS] = 1;
    if (len > 0) {
      const top = s.nationDeck[deck + len - 1]!;
      s.nationDeckLen[seat] = len - 1;
      s.copyLoc[top] = LOC_SLOT;
      s.copyArg[top] = seat * s.shape.slotCap;
      s.slot[seat * s.shape.slotCap] = top;
    }
    // Step 5: one of each resource.
    for (let r = 0; r < RESOURCES; r++) s.pl[seat * PL_WORDS + PL_BANK + r] = STARTING_BANK_EACH;
  }
  // Step 6.
  shuffleRange(s.creatureDeck, 0, s.lens[0]!, rng);
  shuffleRange(s.worldDeck, 0, s.lens[1]!, rng);
  // Step 7: the first player observes Round 1 (round.ts observerOf).
  s.g[G_STAGE] = ST_ROUND_START;
}

const sitesScratch = { occ: new Uint8Array(0), out: new Int32Array(0) };
function scratchFor(s: KorremGame): { occ: Uint8Array; out: Int32Array } {
  if (sitesScratch.occ.length < s.shape.tileCap) {
    sitesScratch.occ = new Uint8Array(s.shape.tileCap);
    sitesScratch.out = new Int32Array(s.shape.tileCap);
  }
  return sitesScratch;
}

export const SETUP_TILE_HOOKS: PromptHooks = {
  legal: (s, _fr, out) => s.placing.legal(s.map, s.config.content, out),
  apply(s, _fr, action, rng) {
    s.placing.apply(s.map, s.config.content, s.bag, action);
    if (!s.placing.done) {
      s.frames[_fr + FW_SEAT] = s.placing.currentSeat();
      return;
    }
    closeFrame(s, rng);
    startVillages(s);
  },
  describe: (s, _fr, action) => s.placing.describe(s.config.content, action),
};

export const SETUP_VILLAGE_HOOKS: PromptHooks = {
  legal(s, _fr: Frame, out) {
    const sc = scratchFor(s);
    const k = settlementSites(s.map, occupancy(s, sc.occ), sc.out);
    for (let i = 0; i < k; i++) out[i] = sc.out[i]!;
    return k;
  },
  apply(s, fr, tile, rng) {
    const i = s.frames[fr + FW_0]!;
    const seat = (s.g[G_FIRST]! + i) % s.shape.seats;
    s.settleOwner[tile] = seat;
    s.settleKind[tile] = SETTLE_VILLAGE;
    s.pl[seat * PL_WORDS + PL_VILLAGES_LEFT]!--;
    if (i + 1 < s.shape.seats) {
      s.frames[fr + FW_0] = i + 1;
      s.frames[fr + FW_SEAT] = (s.g[G_FIRST]! + i + 1) % s.shape.seats;
      return;
    }
    closeFrame(s, rng);
    finishSetup(s, rng);
    advanceRounds(s, rng);
  },
  describe: (s, _fr, tile) => `place your first Village on ${s.map.describeTile(tile, s.config.content)}`,
};
