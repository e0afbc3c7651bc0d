// The invariants of spec §6.7 that a single state can express, checked after every `apply` by the
// property tests and the testing kit. Returns one message per violation ([] when none); allocates
// nothing but that array (and its strings) — the per-copy tallies use a module-level scratch array
// grown once, used only inside one call. World-card conservation reuses world/world-deck.ts
// `worldConservation` (which allocates its own tally; it is a test-only check).
//
// Not expressible from one state (they need the history, §6.7 2, 5 "at the moment each tile was
// placed", 10 Actions spent, 13, 14, 15, 16): the property tests check them across steps instead.
import { KIND_MACHINE, KIND_SUMMON, STATE_DISABLED, STATE_FROZEN, STATE_POISONED, STATE_UNDEAD } from './content/compiled.js';
import { DESERT, OCEAN, RESOURCES, TUNDRA, WASTELAND } from './lands.js';
import { DIRECTIONS } from './map/hex.js';
import { SETUP_DONE } from './map/setup-placement.js';
import { PR_AFTERMATH, PR_BATTLE, PR_DISCOVER, PR_ENGAGEMENT, PR_PLACE_LAND, PR_RETREAT_PATH, PROMPT_COUNT, type KorremGame } from './prompts.js';
import {
  FRAME_DEPTH, FRAME_WORDS, FW_0, FW_PROMPT, FW_SEAT, G_BATTLE, G_CREATURE_TOP_SEEN, G_DEPTH, G_HEART_PAID, G_HEARTS_USED, G_ROUND, LOC_ARMY, LOC_BATTLE, LOC_BOX,
  LOC_CREATURE_DECK, LOC_HAND, LOC_NATION_DECK, LOC_SLOT, NONE, PL_ACTIONS, PL_BANK, PL_FREE_USED, PL_KINGDOMS_LEFT, PL_SLOTS, PL_TOWERS_LEFT,
  PL_VILLAGES_LEFT, PL_VP, PL_VP_ARTIFACT, PL_VP_MONSTER, PL_VP_QUEST, PL_WALLS_LEFT, PL_WORDS, SETTLE_KINGDOM, SETTLE_NONE, SETTLE_VILLAGE,
} from './state.js';
import { bankedArtifactVp } from './world/artifacts.js';
import { worldConservation } from './world/world-deck.js';

// Frame words of the prompts that hold drawn tiles out of the bag (discover.ts F_K / F_TILES,
// place-land.ts FW_0): the tile-conservation count must include them.
const DISCOVER_K = FW_0 + 1;
const DISCOVER_TILES = FW_0 + 2;
const PLACE_LAND_TILE = FW_0;

/** States a battle's end clears (§6.7 12). */
const TRANSIENT_STATES = STATE_DISABLED | STATE_POISONED | STATE_FROZEN;

/** Prompts during which two armies may share a hex: the encounter is being resolved (§6.7 6). */
const ENCOUNTER_PROMPTS = (1 << PR_ENGAGEMENT) | (1 << PR_BATTLE) | (1 << PR_RETREAT_PATH) | (1 << PR_AFTERMATH);

let tally = new Int32Array(0);
function scratch(n: number): Int32Array {
  if (tally.length < n) tally = new Int32Array(n);
  tally.fill(0, 0, n);
  return tally;
}

/** Tallies entry `v` of a `what` (index `at`, -1 none) in `seen`, or reports it out of range. */
function count(bad: string[], seen: Int32Array, v: number, size: number, what: string, at: number): void {
  if (v >= 0 && v < size) seen[v]!++;
  else bad.push(`§6.7 8/5: ${what}${at >= 0 ? ` ${at}` : ''} holds ${v}, out of range 0..${size - 1}`);
}

/** Every §6.7 invariant the state can express; one message per violation. */
export function checkKorremInvariants(s: KorremGame): string[] {
  const bad: string[] = [];
  resources(s, bad);
  victoryPoints(s, bad);
  frames(s, bad);
  cards(s, bad);
  const w = worldConservation(s);
  if (w !== null) bad.push(`§6.7 8 World cards: ${w}`);
  tiles(s, bad);
  armies(s, bad);
  settlements(s, bad);
  return bad;
}

/** §6.7 1: banks, cargo and the supply never negative; §6.7 10: Actions ≥ 0, free actions ≤ the cap. */
function resources(s: KorremGame, bad: string[]): void {
  const n = s.shape.seats;
  const params = s.config.params;
  for (let p = 0; p < n; p++) {
    const b = p * PL_WORDS;
    for (let r = 0; r < RESOURCES; r++) if (s.pl[b + PL_BANK + r]! < 0) bad.push(`§6.7 1: seat ${p}'s bank holds ${s.pl[b + PL_BANK + r]} of resource ${r}`);
    if (s.pl[b + PL_ACTIONS]! < 0) bad.push(`§6.7 10: seat ${p} has ${s.pl[b + PL_ACTIONS]} Actions`);
    if (s.pl[b + PL_FREE_USED]! > params.maxFreeActionsPerPhase) bad.push(`§6.7 10: seat ${p} took ${s.pl[b + PL_FREE_USED]} free actions (cap ${params.maxFreeActionsPerPhase})`);
  }
  for (let i = 0; i < s.armyCargo.length; i++) if (s.armyCargo[i]! < 0) bad.push(`§6.7 1: army ${Math.floor(i / RESOURCES)} carries ${s.armyCargo[i]} of resource ${i % RESOURCES}`);
}

/**
 * §6.7 3: VP = quests + Monsters + banked Artifacts + the rest (the Heart's bonus, G35, and traded
 * VP, G56); banked-Artifact VP = the Artifacts now in the bank; no source negative. VP trades move
 * VP between seats, so the rest summed over the seats is the Heart's bonus once it has paid.
 */
function victoryPoints(s: KorremGame, bad: string[]): void {
  const n = s.shape.seats;
  let rest = 0;
  for (let p = 0; p < n; p++) {
    const b = p * PL_WORDS;
    const q = s.pl[b + PL_VP_QUEST]!;
    const m = s.pl[b + PL_VP_MONSTER]!;
    const a = s.pl[b + PL_VP_ARTIFACT]!;
    if (q < 0 || m < 0 || a < 0) bad.push(`§6.7 3: seat ${p} has negative VP by source (quests ${q}, Monsters ${m}, Artifacts ${a})`);
    const banked = bankedArtifactVp(s, p);
    if (a !== banked) bad.push(`§6.7 3: seat ${p} counts ${a} Artifact VP but its bank holds Artifacts worth ${banked}`);
    const other = s.pl[b + PL_VP]! - q - m - a;
    if (other < 0 && !s.config.params.allowVpTrade) bad.push(`§6.7 3: seat ${p} has ${s.pl[b + PL_VP]} VP, less than its sources (${q} + ${m} + ${a})`);
    rest += other;
  }
  const heart = s.g[G_HEART_PAID] !== 0 ? s.config.params.heartVp : 0;
  if (rest !== heart) bad.push(`§6.7 3: VP beyond quests, Monsters and Artifacts total ${rest}, but the Heart of Korrem has paid ${heart}`);
}

/** The decision cursor: depth within bounds, every open frame a known prompt and seat, closed frames cleared. */
function frames(s: KorremGame, bad: string[]): void {
  const d = s.g[G_DEPTH]!;
  if (d < 0 || d > FRAME_DEPTH) {
    bad.push(`frames: depth ${d} outside 0..${FRAME_DEPTH}`);
    return;
  }
  for (let i = 0; i < d; i++) {
    const fr = i * FRAME_WORDS;
    const pr = s.frames[fr + FW_PROMPT]!;
    const seat = s.frames[fr + FW_SEAT]!;
    if (pr < 0 || pr >= PROMPT_COUNT) bad.push(`frames: frame ${i} has prompt ${pr}`);
    if (seat < 0 || seat >= s.shape.seats) bad.push(`frames: frame ${i} (prompt ${pr}) is decided by seat ${seat}`);
  }
  for (let k = d * FRAME_WORDS; k < s.frames.length; k++) {
    if (s.frames[k] !== 0) {
      bad.push(`frames: closed frame word ${k} holds ${s.frames[k]}`);
      break;
    }
  }
}

/**
 * §6.7 8 (characters) and 9: every copy is in exactly one place and says so (copyLoc / copyArg agree
 * with the deck, slot and hand arrays); copy identities are those setup gave (so totals per card
 * never change); Town Hall slots = villages + 2·kingdoms once Round 1 has started.
 */
function cards(s: KorremGame, bad: string[]): void {
  const { seats: n, copies, slotCap, handCap } = s.shape;
  const content = s.config.content;
  const seen = scratch(copies);
  for (let p = 0; p < n; p++) {
    const len = s.nationDeckLen[p]!;
    if (len < 0 || len > copies) bad.push(`§6.7 8: seat ${p}'s Nation deck has length ${len}`);
    if (s.deckKnown[p]! < 0 || s.deckKnown[p]! > len) bad.push(`§6.1: seat ${p}'s Nation deck has ${s.deckKnown[p]} known bottom cards of ${len}`);
    for (let i = 0; i < len; i++) {
      const c = s.nationDeck[p * copies + i]!;
      count(bad, seen, c, copies, 'a Nation deck', p);
      if (c >= 0 && c < copies && (s.copyLoc[c] !== LOC_NATION_DECK || s.copyArg[c] !== p)) bad.push(`§6.7 8: copy ${c} is in seat ${p}'s Nation deck but says loc ${s.copyLoc[c]} arg ${s.copyArg[c]}`);
    }
    for (let i = 0; i < slotCap; i++) {
      const k = p * slotCap + i;
      const c = s.slot[k]!;
      if (c === NONE) continue;
      count(bad, seen, c, copies, 'a Town Hall slot of seat', p);
      if (c >= 0 && c < copies && (s.copyLoc[c] !== LOC_SLOT || s.copyArg[c] !== k)) bad.push(`§6.7 8: copy ${c} is in seat ${p}'s slot ${i} but says loc ${s.copyLoc[c]} arg ${s.copyArg[c]}`);
    }
    const hl = s.handLen[p]!;
    if (hl < 0 || hl > handCap) bad.push(`§6.7 8: seat ${p}'s hand has length ${hl}`);
    for (let i = 0; i < hl; i++) {
      const e = s.hand[p * handCap + i]!;
      if (e < 0) continue; // a World card: worldConservation
      count(bad, seen, e, copies, 'the hand of seat', p);
      if (e < copies && (s.copyLoc[e] !== LOC_HAND || s.copyArg[e] !== p)) bad.push(`§6.7 8: copy ${e} is in seat ${p}'s hand but says loc ${s.copyLoc[e]} arg ${s.copyArg[e]}`);
    }
  }
  const cl = s.lens[0]!;
  if (s.deckKnown[n]! < 0 || s.deckKnown[n]! > cl) bad.push(`§6.1: the Creature deck has ${s.deckKnown[n]} known bottom cards of ${cl}`);
  const topSeen = s.g[G_CREATURE_TOP_SEEN]!;
  if (topSeen !== 0 && (topSeen !== 1 || cl === 0)) bad.push(`§6.1: the Creature deck's top is marked revealed (${topSeen}) with ${cl} cards in the deck`);
  for (let i = 0; i < cl; i++) {
    const c = s.creatureDeck[i]!;
    count(bad, seen, c, copies, 'the Creature deck', -1);
    if (c >= 0 && c < copies && s.copyLoc[c] !== LOC_CREATURE_DECK) bad.push(`§6.7 8: copy ${c} is in the Creature deck but says loc ${s.copyLoc[c]}`);
  }
  // Identities: setup.ts emptyState lays the seats' decks out in blocks of maxDeck, then the Creature deck.
  const maxDeck = (copies - content.creatureDeck.length) / n;
  const battle = s.g[G_BATTLE] !== 0;
  for (let c = 0; c < copies; c++) {
    const loc = s.copyLoc[c]!;
    const inArray = loc === LOC_NATION_DECK || loc === LOC_SLOT || loc === LOC_HAND || loc === LOC_CREATURE_DECK;
    if (seen[c] !== (inArray ? 1 : 0)) bad.push(`§6.7 8: copy ${c} (loc ${loc}) is in ${seen[c]} deck/slot/hand places`);
    if (loc === LOC_ARMY || loc === LOC_BATTLE) {
      const a = s.copyArg[c]!;
      if (a < 0 || a >= s.armies || s.armyTile[a]! < 0) bad.push(`§6.7 8: copy ${c} is in army ${a}, whose flag is not on the map`);
      if (loc === LOC_BATTLE && !battle) bad.push(`§6.7 8: copy ${c} is in a battle but none runs`);
    } else if (loc < LOC_BOX || loc > LOC_BATTLE) bad.push(`§6.7 8: copy ${c} has loc ${loc}`);
    let card = -1;
    let origin = NONE;
    if (c < n * maxDeck) {
      const seat = Math.floor(c / maxDeck);
      const nation = s.nation[seat]!;
      const i = c - seat * maxDeck;
      if (i < content.nations.deckStart[nation + 1]! - content.nations.deckStart[nation]!) {
        card = content.nations.deckCards[content.nations.deckStart[nation]! + i]!;
        origin = seat;
      }
    } else card = content.creatureDeck[c - n * maxDeck]!;
    if (card < 0) {
      if (loc !== LOC_BOX) bad.push(`§6.7 8: spare copy ${c} is in play (loc ${loc})`);
    } else if (s.copyCard[c] !== card || s.copyOrigin[c] !== origin) bad.push(`§6.7 8: copy ${c} is card ${s.copyCard[c]} of seat ${s.copyOrigin[c]}, setup made it card ${card} of seat ${origin}`);
  }
  // §6.7 11, 12: outside a battle no character carries Poisoned, Frozen or Disabled (only Undead persists,
  // §2.8); Machines and Summons are never Undead.
  const kinds = content.cards.kinds;
  for (let c = 0; c < copies; c++) {
    const st = s.copyState[c]!;
    if (st === 0) continue;
    if (!battle && (st & TRANSIENT_STATES) !== 0) bad.push(`§6.7 12: copy ${c} carries state bits ${st} outside a battle`);
    if ((st & STATE_UNDEAD) !== 0 && (kinds[s.copyCard[c]!]! & (KIND_MACHINE | KIND_SUMMON)) !== 0) bad.push(`§6.7 11: copy ${c}, a Machine or Summon, is Undead`);
  }
  // Romantic bonds pair two copies both ways (§2.9); Heart-token pairs within the cap (§6.7 7).
  let pairs = 0;
  for (let c = 0; c < copies; c++) {
    const d = s.copyRomance[c]!;
    if (d === NONE) continue;
    if (d < 0 || d >= copies || s.copyRomance[d] !== c) bad.push(`§6.7 7: copy ${c}'s Romantic partner ${d} is not bonded back`);
    else if (d > c) pairs++;
  }
  const hearts = s.g[G_HEARTS_USED]!;
  if (hearts < 0 || hearts > s.config.params.battle.heartPairCap) bad.push(`§6.7 7: ${hearts} Heart-token pairs in use (cap ${s.config.params.battle.heartPairCap})`);
  if (!battle && pairs > s.config.params.battle.heartPairCap) bad.push(`§6.7 7: ${pairs} Romantic bonds exceed the Heart-token pairs (${s.config.params.battle.heartPairCap})`);
  // §6.7 9: the Town Hall has P = villages + 2·kingdoms slots (at most slotCap); slots beyond P are empty; slots within P are full while the deck has cards.
  for (let p = 0; p < n; p++) {
    let piles = 0;
    for (let t = 0; t < s.map.count; t++) {
      if (s.settleOwner[t] !== p) continue;
      if (s.settleKind[t] === SETTLE_VILLAGE) piles += 1;
      else if (s.settleKind[t] === SETTLE_KINGDOM) piles += 2;
    }
    if (piles > slotCap) piles = slotCap;
    const slots = s.pl[p * PL_WORDS + PL_SLOTS]!;
    if (s.g[G_ROUND]! > 0 && slots !== piles) bad.push(`§6.7 9: seat ${p} has ${slots} Town Hall slots but ${piles} piles (villages + 2·kingdoms)`);
    // An emptied slot refills at the next Town Hall sync (a card killed back into an empty deck does not refill it at once).
    for (let i = slots; i < slotCap; i++) if (s.slot[p * slotCap + i] !== NONE) bad.push(`§6.7 9: seat ${p}'s slot ${i} holds a card beyond its ${slots} slots`);
  }
}

/**
 * §6.7 5 (tiles): every content tile is in exactly one place — on the map (its `source`), in the bag,
 * in a setup hand, or drawn and held by an open Discover / Place-land decision; the map obeys the
 * standing rules: edge-connected, Desert never touches Tundra, no two Landmarks touch.
 */
function tiles(s: KorremGame, bad: string[]): void {
  const total = s.config.content.tiles.count;
  const seen = scratch(total);
  let unsourced = 0;
  const map = s.map;
  for (let t = 0; t < map.count; t++) {
    if (map.source[t]! < 0) unsourced++;
    else count(bad, seen, map.source[t]!, total, 'the map', t);
  }
  for (let i = 0; i < s.bag.length; i++) count(bad, seen, s.bag.tiles[i]!, total, 'the bag', -1);
  const pl = s.placing;
  if (pl.round >= 1 && pl.round < SETUP_DONE) {
    for (let p = 0; p < pl.players; p++) for (let i = 0; i < pl.handCount[p]!; i++) count(bad, seen, pl.hands[p * pl.handSize + i]!, total, 'the setup hand of seat', p);
  }
  for (let i = 0; i < s.g[G_DEPTH]!; i++) {
    const fr = i * FRAME_WORDS;
    const pr = s.frames[fr + FW_PROMPT]!;
    if (pr === PR_DISCOVER) for (let k = 0; k < s.frames[fr + DISCOVER_K]!; k++) count(bad, seen, s.frames[fr + DISCOVER_TILES + k]!, total, 'a Discover draw in frame', i);
    else if (pr === PR_PLACE_LAND) count(bad, seen, s.frames[fr + PLACE_LAND_TILE]!, total, 'the Place-land draw in frame', i);
  }
  // Positions built by hand (tiles placed without a source) take no tile from the bag: skip the count then.
  if (unsourced === 0) for (let id = 0; id < total; id++) if (seen[id] !== 1) bad.push(`§6.7 5: content tile ${id} is in ${seen[id]} places`);
  if (map.count === 0) return;
  // Edge-connected: a flood fill from tile 0 over the neighbour table (the map's own scratch).
  const stack = map.scratchStack;
  const mark = map.scratchMark;
  mark.fill(0, 0, map.count);
  let top = 0;
  let reached = 1;
  stack[top++] = 0;
  mark[0] = 1;
  while (top > 0) {
    const t = stack[--top]!;
    for (let d = 0; d < DIRECTIONS; d++) {
      const m = map.nbr[t * DIRECTIONS + d]!;
      if (m < 0 || mark[m] === 1) continue;
      mark[m] = 1;
      reached++;
      stack[top++] = m;
    }
  }
  if (reached !== map.count) bad.push(`§6.7 5: the map is not edge-connected (${reached} of ${map.count} tiles reachable from the first)`);
  for (let t = 0; t < map.count; t++) {
    for (let d = 0; d < DIRECTIONS; d++) {
      const m = map.nbr[t * DIRECTIONS + d]!;
      if (m <= t) continue;
      if (map.isLandmark(t) && map.isLandmark(m)) bad.push(`§6.7 5: Landmarks on tiles ${t} and ${m} touch`);
      const a = map.land[t]!;
      const b = map.land[m]!;
      // Base types: Desert and Tundra never placed side by side (a tile laid waste keeps its base type here).
      if ((a === DESERT && b === TUNDRA) || (a === TUNDRA && b === DESERT)) bad.push(`§6.7 5: Desert and Tundra touch (tiles ${t}, ${m})`);
    }
  }
}

/**
 * §6.7 6: at most one army per Nation per hex; outside an encounter no two armies (any Nation, NPC)
 * share a hex; every army on the map has a member and at least one non-Machine; a free flag holds
 * nothing; NPC flags in use ≤ creatureLimit.
 */
function armies(s: KorremGame, bad: string[]): void {
  const copies = s.shape.copies;
  const members = scratch(s.armies * 2);
  const kinds = s.config.content.cards.kinds;
  for (let c = 0; c < copies; c++) {
    const loc = s.copyLoc[c];
    if (loc !== LOC_ARMY && loc !== LOC_BATTLE) continue;
    const a = s.copyArg[c]!;
    if (a < 0 || a >= s.armies) continue;
    members[a * 2]!++;
    if ((kinds[s.copyCard[c]!]! & KIND_MACHINE) === 0) members[a * 2 + 1]!++;
  }
  let encounter = s.g[G_BATTLE] !== 0;
  for (let i = 0; i < s.g[G_DEPTH]!; i++) if ((ENCOUNTER_PROMPTS & (1 << s.frames[i * FRAME_WORDS + FW_PROMPT]!)) !== 0) encounter = true;
  const f = s.shape.flagsPerNation;
  let npcs = 0;
  for (let a = 0; a < s.armies; a++) {
    const t = s.armyTile[a]!;
    if (t < 0) {
      if (members[a * 2]! > 0) bad.push(`§6.7 6: free flag ${a} holds ${members[a * 2]} cards`);
      for (let r = 0; r < RESOURCES; r++) if (s.armyCargo[a * RESOURCES + r] !== 0) bad.push(`§6.7 6: free flag ${a} carries cargo`);
      continue;
    }
    if (t >= s.map.count) {
      bad.push(`§6.7 6: army ${a} stands on tile ${t}, not on the map`);
      continue;
    }
    const npc = a >= s.npcBase;
    if (npc) npcs++;
    if (members[a * 2] === 0) bad.push(`§6.7 6: army ${a} on tile ${t} has no character`);
    else if (!npc && !encounter && members[a * 2 + 1] === 0) bad.push(`§6.7 6: army ${a} on tile ${t} is Machines only (G59)`);
    for (let b = a + 1; b < s.armies; b++) {
      if (s.armyTile[b] !== t) continue;
      if (!npc && b < s.npcBase && Math.floor(a / f) === Math.floor(b / f)) bad.push(`§6.7 6: two armies of seat ${Math.floor(a / f)} (${a}, ${b}) on tile ${t}`);
      else if (!encounter) bad.push(`§6.7 6: armies ${a} and ${b} share tile ${t} outside an encounter`);
    }
  }
  if (npcs > s.config.params.creatureLimit) bad.push(`§6.7 7: ${npcs} NPC flags in use (creatureLimit ${s.config.params.creatureLimit})`);
}

/**
 * §6.7 4, 7: settlements only on Land hexes that may hold one (not Ocean, Wasteland or a Landmark),
 * never adjacent; owned by a seat; Towers only on Kingdoms; the supply within its printed size; an
 * occupier is an army standing there.
 */
function settlements(s: KorremGame, bad: string[]): void {
  const map = s.map;
  const n = s.shape.seats;
  const nations = s.config.content.nations;
  const own = scratch(n * 4); // per seat: villages, kingdoms, walls, towers on the map
  for (let t = 0; t < s.shape.tileCap; t++) {
    const kind = s.settleKind[t]!;
    if (kind === SETTLE_NONE) {
      if (s.settleOwner[t] !== NONE || s.settleWalls[t] !== 0 || s.settleTowers[t] !== 0 || s.settleOccupier[t] !== NONE) bad.push(`§6.7 4: tile ${t} has no settlement but an owner, Walls, Towers or an occupier`);
      continue;
    }
    if (t >= map.count) {
      bad.push(`§6.7 4: a settlement on tile ${t}, not on the map`);
      continue;
    }
    const p = s.settleOwner[t]!;
    if (p < 0 || p >= n || (kind !== SETTLE_VILLAGE && kind !== SETTLE_KINGDOM)) {
      bad.push(`§6.7 4: tile ${t} has settlement kind ${kind} owned by seat ${p}`);
      continue;
    }
    const land = map.effectiveLand(t);
    if (map.isLandmark(t) || land === OCEAN || land === WASTELAND) bad.push(`§6.7 4: a settlement on tile ${t}, which is Ocean, Wasteland or a Landmark`);
    for (let d = 0; d < DIRECTIONS; d++) {
      const m = map.nbr[t * DIRECTIONS + d]!;
      if (m > t && s.settleKind[m] !== SETTLE_NONE) bad.push(`§6.7 4: settlements on tiles ${t} and ${m} touch`);
    }
    if (s.settleTowers[t]! > 0 && kind !== SETTLE_KINGDOM) bad.push(`§6.7 7: Towers on the Village at tile ${t}`);
    const occ = s.settleOccupier[t]!;
    if (occ !== NONE && (occ < 0 || occ >= s.armies || s.armyTile[occ] !== t)) bad.push(`§1.20: tile ${t} is occupied by army ${occ}, which is not there`);
    own[p * 4 + (kind === SETTLE_VILLAGE ? 0 : 1)]!++;
    own[p * 4 + 2]! += s.settleWalls[t]!;
    own[p * 4 + 3]! += s.settleTowers[t]!;
  }
  for (let p = 0; p < n; p++) {
    const nation = s.nation[p]!;
    const b = p * PL_WORDS;
    supply(bad, p, 'Villages', s.pl[b + PL_VILLAGES_LEFT]!, own[p * 4]!, nations.villages[nation]!);
    supply(bad, p, 'Kingdoms', s.pl[b + PL_KINGDOMS_LEFT]!, own[p * 4 + 1]!, nations.kingdoms[nation]!);
    supply(bad, p, 'Walls', s.pl[b + PL_WALLS_LEFT]!, own[p * 4 + 2]!, nations.walls[nation]!);
    supply(bad, p, 'Towers', s.pl[b + PL_TOWERS_LEFT]!, own[p * 4 + 3]!, nations.towers[nation]!);
  }
}

/** §6.7 7: a supply is never negative and never exceeds its printed size; pieces on the map never exceed it either. */
function supply(bad: string[], seat: number, what: string, left: number, onMap: number, printed: number): void {
  if (left < 0 || left > printed) bad.push(`§6.7 7: seat ${seat} has ${left} ${what} in supply (printed ${printed})`);
  if (onMap > printed) bad.push(`§6.7 7: seat ${seat} has ${onMap} ${what} on the map (printed ${printed})`);
}
