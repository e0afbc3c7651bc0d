// Testing kit for Heart of Korrem (`@balance-lab/korrem/testing`): a position builder that speaks the
// rulebook (hexes "q,r", nations by id or printed name, tiles, Landmarks, cards and World cards by
// their printed names), readable queries, actions found by their rulebook wording and applied through
// the real decision loop (`korrem.apply`, so the round driver runs), and the §6.7 invariants.
//
// Dice: every call that can roll takes an `rng` — `noDice()` when nothing may roll (a roll throws),
// `new ScriptedRng([...])` for forced dice, `new LoadedDice(seed, [...])` for forced dice then a
// seeded stream, or `new Rng(seed)`. There is no hidden default seed.
import { GreedyBot, Rng, ScriptedRng, resolveParameters, type Outcome, type ParamValue } from '@balance-lab/core';
import { compileContent } from '../content/compile.js';
import type { CompiledContent } from '../content/compiled.js';
import { STARTER_DOCUMENT } from '../content/starter.js';
import type { KorremContent } from '../content/types.js';
import { configureKorrem, korrem } from '../game.js';
import { checkKorremInvariants } from '../invariants.js';
import { LAND_NAMES, NATION_IDS, NATION_NAMES, RESOURCES, RESOURCE_NAMES, type Land } from '../lands.js';
import { parsePos, posName } from '../map/hex.js';
import { PROMPT_COUNT, type KorremGame } from '../prompts.js';
import { commandSeat, observerOf, ST_COMMANDS } from '../round.js';
import { emptyState } from '../setup.js';
import {
  G_CREATURE_TOP_SEEN, FW_PROMPT, G_COMMAND_INDEX, G_COMMAND_SEAT, G_DEPTH, G_OBSERVER, G_ROUND, G_STAGE, G_TL_ACTIVE, G_WEATHER, G_WINNER, LOC_ARMY, LOC_BATTLE, LOC_CREATURE_DECK,
  LOC_HAND, LOC_NATION_DECK, LOC_SLOT, NONE, PL_BANK, PL_KINGDOMS_LEFT, PL_SLOTS, PL_TOWERS_LEFT, PL_VILLAGES_LEFT, PL_VP, PL_VP_MONSTER,
  PL_VP_QUEST, PL_WALLS_LEFT, PL_WORDS, SETTLE_KINGDOM, SETTLE_NONE, SETTLE_VILLAGE, topFrame, type ArmyIndex, type Copy, type Seat,
} from '../state.js';
import { weatherActions } from '../weather.js';
import { handAddWorld, takeFromWorldDeck } from '../world/world-deck.js';

export { Rng, ScriptedRng };
export { checkKorremInvariants } from '../invariants.js';
export * as S from '../state.js';

let starter: CompiledContent | null = null;
/** The built-in `starter` content, compiled once (the spec's §4 content as written; the rule tests use it). */
export function starterContent(): CompiledContent {
  starter ??= compileContent(STARTER_DOCUMENT, 'starter');
  return starter;
}

/** An Rng that throws on any roll: for steps that must not roll. */
export function noDice(): ScriptedRng {
  return new ScriptedRng([], 'noDice');
}

/** An Rng whose dice come from `dice` first, then from the seeded stream (`int` draws always from the stream). */
export class LoadedDice extends Rng {
  readonly dice: number[];
  constructor(seed: string, dice: readonly number[] = []) {
    super(seed);
    this.dice = [...dice];
  }
  override die(sides: number): number {
    const v = this.dice.shift();
    if (v === undefined) return super.die(sides);
    if (!Number.isInteger(v) || v < 1 || v > sides) throw new Error(`LoadedDice: scripted roll ${v} is not a face of a d${sides}`);
    return v;
  }
}

/** Prompt names by PR_* id (prompts.ts), as `prompt()` reports them. */
export const PROMPT_NAMES: readonly string[] = [
  'setup tile', 'setup village', 'place land', 'place creature', 'world draw', 'command', 'discover', 'gather choice',
  'engagement', 'landmark', 'trade reply', 'trade seal', 'battle', 'retreat path', 'aftermath', 'card',
];
if (PROMPT_NAMES.length !== PROMPT_COUNT) throw new Error('korrem/testing: PROMPT_NAMES is out of date with prompts.ts');

const norm = (t: string): string => t.toLowerCase().replace(/[’']/g, "'").trim();

/** Nation index (NATION_IDS) by id ('human') or printed name ('Human'); throws listing the accepted ones. */
export function nationOf(name: string): number {
  const n = norm(name);
  const i = NATION_IDS.findIndex((id, k) => id === n || norm(NATION_NAMES[k]!) === n);
  if (i < 0) throw new RangeError(`unknown nation '${name}'; accepted: ${NATION_IDS.join(', ')}`);
  return i;
}

/** Resource index by its code ('Gr', 'Wd', 'Or', 'Fi', 'Ge', 'St', 'Go'). */
export function resourceOf(name: string): number {
  const r = RESOURCE_NAMES.findIndex((x) => norm(x) === norm(name));
  if (r < 0) throw new RangeError(`unknown resource '${name}'; accepted: ${RESOURCE_NAMES.join(', ')}`);
  return r;
}

export type Resources = Readonly<Partial<Record<(typeof RESOURCE_NAMES)[number], number>>>;

export interface PositionOptions {
  /** Parameter values by key (e.g. `{ 'game.actionPool': 'perArmy' }`); unset keys take their defaults. */
  readonly set?: Readonly<Record<string, ParamValue>>;
  /** The content document (default: the built-in `starter`, the spec's §4 content the rule tests cite; `TUNED_DOCUMENT` for the default set). */
  readonly content?: KorremContent;
}

export interface ArmyView {
  /** Nation id, or 'npc' for an NPC army. */
  readonly nation: string;
  /** Printed names of its characters, sorted. */
  readonly cards: string[];
  /** Cargo by resource code (only non-zero entries). */
  readonly cargo: Record<string, number>;
}

export interface SettlementView {
  readonly nation: string;
  readonly kind: 'Village' | 'Kingdom';
  readonly walls: number;
  readonly towers: number;
  /** The occupying army's nation id (§1.20), or null. */
  readonly occupiedBy: string | null;
}

const OUT = new Int32Array(Math.max(korrem.maxActions, 1 << 16));

/**
 * A Heart of Korrem position built directly: the seating's empty state (setup.ts `emptyState`: every
 * Nation deck in deck-list order, the Creature and World decks unshuffled, every tile in the bag,
 * empty banks and map) with the real configuration (`configureKorrem`: the whole prompt table and
 * round hooks, the starter content). Place what the scenario needs, open a Command Phase, then play.
 * Tiles placed here are taken out of the bag (a matching tile), so tile conservation holds.
 */
export class KorremPosition {
  readonly s: KorremGame;
  readonly content: CompiledContent;

  constructor(nations: readonly string[], opts: PositionOptions = {}) {
    const config = configureKorrem(resolveParameters(korrem.parameters, { ...(opts.set ?? {}) }), opts.content ?? STARTER_DOCUMENT);
    const seating = nations.map((n) => NATION_IDS[nationOf(n)]!);
    this.s = emptyState(config, seating);
    this.content = config.content;
    this.s.g[G_TL_ACTIVE] = NONE;
    this.s.g[G_WINNER] = NONE;
  }

  // ---- names -------------------------------------------------------------------------------------

  /** The seat playing a nation (id or printed name); throws if it is not seated. */
  seat(nation: string): Seat {
    const n = nationOf(nation);
    const seat = Array.from(this.s.nation).indexOf(n);
    if (seat < 0) throw new RangeError(`${nation} is not seated (seating: ${Array.from(this.s.nation, (x) => NATION_IDS[x]).join(', ')})`);
    return seat;
  }

  /** The tile at "q,r"; throws when the position is empty. */
  at(hex: string): number {
    const t = this.s.map.tileAt(parsePos(hex));
    if (t < 0) throw new RangeError(`no tile at ${hex}`);
    return t;
  }

  private card(name: string): number {
    const id = this.content.cardByName(name);
    if (id < 0) throw new RangeError(`unknown card '${name}'`);
    return id;
  }

  // ---- building ----------------------------------------------------------------------------------

  /** A tile at "q,r": a land ('Plains', 'Forest', …) or a Landmark by printed name ('Farfield Village'), taken from the bag. */
  tile(hex: string, name: string): this {
    const c = this.content;
    let land = LAND_NAMES.findIndex((l) => norm(l) === norm(name)) as Land;
    let landmark = -1;
    if (land < 0) {
      landmark = c.landmarkByName(name);
      if (landmark < 0) throw new RangeError(`unknown land or Landmark '${name}'; lands: ${LAND_NAMES.join(', ')}`);
      land = c.landmarks.base[landmark]!;
    }
    const bag = this.s.bag;
    for (let i = 0; i < bag.length; i++) {
      const id = bag.tiles[i]!;
      if (c.tiles.land[id] !== land || c.tiles.landmark[id] !== landmark) continue;
      bag.length--;
      bag.tiles[i] = bag.tiles[bag.length]!;
      this.s.map.placeTile(parsePos(hex), land, landmark, id);
      return this;
    }
    throw new RangeError(`no ${name} tile left in the bag`);
  }

  /** Several tiles: `{ '0,0': 'Plains', '1,0': 'Forest' }`. */
  tiles(map: Readonly<Record<string, string>>): this {
    for (const [hex, name] of Object.entries(map)) this.tile(hex, name);
    return this;
  }

  private settle(hex: string, nation: string, kind: number): this {
    const s = this.s;
    const t = this.at(hex);
    const seat = this.seat(nation);
    if (s.settleKind[t] !== SETTLE_NONE) throw new RangeError(`${hex} already holds a settlement`);
    const word = seat * PL_WORDS + (kind === SETTLE_VILLAGE ? PL_VILLAGES_LEFT : PL_KINGDOMS_LEFT);
    if (s.pl[word]! <= 0) throw new RangeError(`${nation} has no ${kind === SETTLE_VILLAGE ? 'Village' : 'Kingdom'} left in supply`);
    s.pl[word]!--;
    s.settleOwner[t] = seat;
    s.settleKind[t] = kind;
    s.pl[seat * PL_WORDS + PL_SLOTS] = Math.min(this.piles(seat), s.shape.slotCap);
    return this;
  }

  private piles(seat: Seat): number {
    let p = 0;
    for (let t = 0; t < this.s.map.count; t++) if (this.s.settleOwner[t] === seat) p += this.s.settleKind[t] === SETTLE_KINGDOM ? 2 : this.s.settleKind[t] === SETTLE_VILLAGE ? 1 : 0;
    return p;
  }

  /** A Village of `nation` at hex (from its supply); the Town Hall grows to the new number of piles (filled at the Command Phase start). */
  village(hex: string, nation: string): this {
    return this.settle(hex, nation, SETTLE_VILLAGE);
  }

  /** A Kingdom of `nation` at hex (from its supply). */
  kingdom(hex: string, nation: string): this {
    return this.settle(hex, nation, SETTLE_KINGDOM);
  }

  private fortify(hex: string, n: number, word: number, field: Uint8Array, what: string): this {
    const s = this.s;
    const t = this.at(hex);
    const seat = s.settleOwner[t]!;
    if (seat < 0) throw new RangeError(`no settlement at ${hex} for ${what}`);
    const have = s.pl[seat * PL_WORDS + word]!;
    if (have < n) throw new RangeError(`only ${have} ${what} left in supply`);
    s.pl[seat * PL_WORDS + word] = have - n;
    field[t] = field[t]! + n;
    return this;
  }

  /** n Walls on the settlement at hex (from its owner's supply). */
  walls(hex: string, n: number): this {
    return this.fortify(hex, n, PL_WALLS_LEFT, this.s.settleWalls, 'Walls');
  }

  /** n Towers on the Kingdom at hex (from its owner's supply). */
  towers(hex: string, n: number): this {
    return this.fortify(hex, n, PL_TOWERS_LEFT, this.s.settleTowers, 'Towers');
  }

  /** A copy of a character out of its deck: `seat`'s Nation deck for a Nation card, else the Creature deck. */
  private pull(name: string, seat: Seat): Copy {
    const s = this.s;
    const card = this.card(name);
    if (seat >= 0 && this.content.cards.nation[card]! >= 0) {
      const base = seat * s.shape.copies;
      const len = s.nationDeckLen[seat]!;
      for (let i = len - 1; i >= 0; i--) {
        const c = s.nationDeck[base + i]!;
        if (s.copyCard[c] !== card) continue;
        s.nationDeck.copyWithin(base + i, base + i + 1, base + len);
        s.nationDeckLen[seat] = len - 1;
        if (s.deckKnown[seat]! > len - 1) s.deckKnown[seat] = len - 1;
        return c;
      }
      throw new RangeError(`no ${name} left in the ${NATION_NAMES[s.nation[seat]!]} deck`);
    }
    const len = s.lens[0]!;
    for (let i = len - 1; i >= 0; i--) {
      const c = s.creatureDeck[i]!;
      if (s.copyCard[c] !== card) continue;
      s.creatureDeck.copyWithin(i, i + 1, len);
      s.lens[0] = len - 1;
      if (i === len - 1) s.g[G_CREATURE_TOP_SEEN] = 0;
      const k = s.shape.seats;
      if (s.deckKnown[k]! > len - 1) s.deckKnown[k] = len - 1;
      return c;
    }
    throw new RangeError(`no ${name} left in the Creature deck`);
  }

  private fill(a: ArmyIndex, hex: string, names: readonly string[], seat: Seat, cargo: Resources): void {
    const s = this.s;
    s.armyTile[a] = this.at(hex);
    for (const name of names) {
      const c = this.pull(name, seat);
      s.copyLoc[c] = LOC_ARMY;
      s.copyArg[c] = a;
    }
    for (const [r, v] of Object.entries(cargo)) s.armyCargo[a * RESOURCES + resourceOf(r)] = v ?? 0;
  }

  /** An army of `nation` (its next free flag) at hex with the named characters (Nation cards from its deck, creatures from the Creature deck). */
  army(nation: string, hex: string, cards: readonly string[], opts: { cargo?: Resources } = {}): this {
    const s = this.s;
    const seat = this.seat(nation);
    const f = s.shape.flagsPerNation;
    for (let a = seat * f; a < (seat + 1) * f; a++) {
      if (s.armyTile[a]! >= 0) continue;
      this.fill(a, hex, cards, seat, opts.cargo ?? {});
      return this;
    }
    throw new RangeError(`${nation} has no free army flag`);
  }

  /** An NPC army (the next free NPC flag) at hex with the named creatures; `standing` for a standing Sinister army (§1.18). */
  npc(hex: string, creatures: readonly string[], opts: { standing?: boolean; cargo?: Resources } = {}): this {
    const s = this.s;
    for (let a = s.npcBase; a < s.armies; a++) {
      if (s.armyTile[a]! >= 0) continue;
      this.fill(a, hex, creatures, NONE, opts.cargo ?? {});
      s.npcStanding[a] = opts.standing === true ? 1 : 0;
      return this;
    }
    throw new RangeError('no free NPC flag (creatureLimit)');
  }

  /** Sets the listed resources of a Nation Bank (others unchanged). */
  bank(nation: string, res: Resources): this {
    const seat = this.seat(nation);
    for (const [r, v] of Object.entries(res)) this.s.pl[seat * PL_WORDS + PL_BANK + resourceOf(r)] = v ?? 0;
    return this;
  }

  /** Gives `nation` n VP from quests (or from Monsters), keeping the total and the per-source words in step (§6.7 3). */
  vp(nation: string, n: number, source: 'quests' | 'monsters' = 'quests'): this {
    const b = this.seat(nation) * PL_WORDS;
    const word = source === 'quests' ? PL_VP_QUEST : PL_VP_MONSTER;
    this.s.pl[b + PL_VP] = this.s.pl[b + PL_VP]! - this.s.pl[b + word]! + n;
    this.s.pl[b + word] = n;
    return this;
  }

  /** The named card out of `nation`'s deck into its first empty Town Hall slot (within its piles; not fresh). */
  slot(nation: string, card: string): this {
    const s = this.s;
    const seat = this.seat(nation);
    const p = s.pl[seat * PL_WORDS + PL_SLOTS]!;
    for (let i = 0; i < p; i++) {
      const k = seat * s.shape.slotCap + i;
      if (s.slot[k] !== NONE) continue;
      const c = this.pull(card, seat);
      s.slot[k] = c;
      s.slotFresh[k] = 0;
      s.copyLoc[c] = LOC_SLOT;
      s.copyArg[c] = k;
      return this;
    }
    throw new RangeError(`${nation} has no empty Town Hall slot (${p} piles: build settlements first)`);
  }

  /** A World card (by printed name, from the World deck) or a Summon character (from the Nation deck) into `nation`'s hand. */
  hand(nation: string, name: string): this {
    const s = this.s;
    const seat = this.seat(nation);
    const wc = this.content.worldByName(name);
    if (wc >= 0) {
      for (let i = s.lens[1]! - 1; i >= 0; i--) {
        const w = s.worldDeck[i]!;
        if (s.wCard[w] !== wc) continue;
        takeFromWorldDeck(s, w);
        handAddWorld(s, seat, w);
        return this;
      }
      throw new RangeError(`no ${name} left in the World deck`);
    }
    const c = this.pull(name, seat);
    const len = s.handLen[seat]!;
    s.hand[seat * s.shape.handCap + len] = c;
    s.handLen[seat] = len + 1;
    s.copyLoc[c] = LOC_HAND;
    s.copyArg[c] = seat;
    return this;
  }

  /** The named card on top of `nation`'s Nation deck (a creature: on top of the Creature deck), the next draw. */
  onTop(nation: string | null, name: string): this {
    const s = this.s;
    const seat = nation === null ? NONE : this.seat(nation);
    const c = this.pull(name, seat);
    if (seat >= 0 && this.content.cards.nation[s.copyCard[c]!]! >= 0) {
      s.nationDeck[seat * s.shape.copies + s.nationDeckLen[seat]!] = c;
      s.nationDeckLen[seat]!++;
      s.copyLoc[c] = LOC_NATION_DECK;
      s.copyArg[c] = seat;
    } else {
      s.creatureDeck[s.lens[0]!] = c;
      s.lens[0]!++;
      s.g[G_CREATURE_TOP_SEEN] = 0;
      s.copyLoc[c] = LOC_CREATURE_DECK;
      s.copyArg[c] = 0;
    }
    return this;
  }

  /** This round's weather face (1..8): W Actions for the Command Phases opened afterwards. */
  weather(face: number): this {
    this.s.g[G_WEATHER] = face;
    return this;
  }

  /**
   * Opens `nation`'s Command Phase through the real round hook (start-phase.ts: Actions = W of the
   * weather, the Town Hall synced, Desert income, quests), in Round 1 (or the round set) with the
   * round's Observer; when it ends the round driver continues with the next Command Phase of the round.
   */
  commandPhase(nation: string, rng: Rng = noDice()): this {
    const s = this.s;
    const seat = this.seat(nation);
    if (s.g[G_DEPTH] !== 0) throw new Error('a decision is already open');
    if (s.g[G_WEATHER] === 0) throw new Error('set the weather first (weather(face))');
    if (s.g[G_ROUND] === 0) s.g[G_ROUND] = 1;
    const observer = observerOf(s, s.g[G_ROUND]!);
    s.g[G_OBSERVER] = observer;
    let i = 0;
    while (commandSeat(s, observer, i) !== seat) i++;
    s.g[G_STAGE] = ST_COMMANDS;
    s.g[G_COMMAND_INDEX] = i + 1;
    s.g[G_COMMAND_SEAT] = seat;
    s.config.round.startCommandPhase(s, seat, weatherActions(s.g[G_WEATHER]!), rng);
    return this;
  }

  // ---- queries -----------------------------------------------------------------------------------

  vpOf = (nation: string): number => this.s.pl[this.seat(nation) * PL_WORDS + PL_VP]!;
  bankOf = (nation: string, res: string): number => this.s.pl[this.seat(nation) * PL_WORDS + PL_BANK + resourceOf(res)]!;

  /** The army on hex (a player army first; an NPC army when no player army is there), or null. */
  armyAt(hex: string): ArmyView | null {
    const s = this.s;
    const t = this.at(hex);
    for (let a = 0; a < s.armies; a++) {
      if (s.armyTile[a] !== t) continue;
      const cards: string[] = [];
      for (let c = 0; c < s.shape.copies; c++) if ((s.copyLoc[c] === LOC_ARMY || s.copyLoc[c] === LOC_BATTLE) && s.copyArg[c] === a) cards.push(this.content.cards.name[s.copyCard[c]!]!);
      const cargo: Record<string, number> = {};
      for (let r = 0; r < RESOURCES; r++) if (s.armyCargo[a * RESOURCES + r] !== 0) cargo[RESOURCE_NAMES[r]!] = s.armyCargo[a * RESOURCES + r]!;
      const nation = a >= s.npcBase ? 'npc' : NATION_IDS[s.nation[Math.floor(a / s.shape.flagsPerNation)]!]!;
      return { nation, cards: cards.sort(), cargo };
    }
    return null;
  }

  settlementAt(hex: string): SettlementView | null {
    const s = this.s;
    const t = this.at(hex);
    if (s.settleKind[t] === SETTLE_NONE) return null;
    const occ = s.settleOccupier[t]!;
    return {
      nation: NATION_IDS[s.nation[s.settleOwner[t]!]!]!,
      kind: s.settleKind[t] === SETTLE_KINGDOM ? 'Kingdom' : 'Village',
      walls: s.settleWalls[t]!,
      towers: s.settleTowers[t]!,
      occupiedBy: occ < 0 ? null : occ >= s.npcBase ? 'npc' : NATION_IDS[s.nation[Math.floor(occ / s.shape.flagsPerNation)]!]!,
    };
  }

  /** The tile at hex by name: its Landmark's printed name, else its land ('Wasteland' once laid waste); null when empty. */
  tileAt(hex: string): string | null {
    const t = this.s.map.tileAt(parsePos(hex));
    if (t < 0) return null;
    const lm = this.s.map.landmark[t]!;
    return lm >= 0 ? this.content.landmarks.name[lm]! : LAND_NAMES[this.s.map.effectiveLand(t)]!;
  }

  /** The hex name "q,r" of a tile index. */
  hexOf = (t: number): string => posName(this.s.map.pos[t]!);

  /** The open prompt's name (PROMPT_NAMES), or null when no decision is open. */
  prompt(): string | null {
    if (this.s.g[G_DEPTH] === 0) return null;
    return PROMPT_NAMES[this.s.frames[topFrame(this.s) + FW_PROMPT]!] ?? null;
  }

  /** The nation id deciding now. */
  decider(): string {
    return NATION_IDS[this.s.nation[korrem.currentSeat(this.s)]!]!;
  }

  outcome = (): Outcome | null => korrem.outcome(this.s);

  /** The legal action codes now. */
  legal(): number[] {
    if (this.s.g[G_DEPTH] === 0) return [];
    const k = korrem.legalActions(this.s, OUT);
    return [...OUT.subarray(0, k)];
  }

  /** The legal actions in the rulebook's words. */
  options(): string[] {
    return this.legal().map((a) => korrem.describeAction(this.s, a));
  }

  /** The one legal action whose description contains `words` (case-insensitive; an exact match wins); throws listing the options otherwise. */
  find(words: string): number {
    const w = words.toLowerCase();
    const acts = this.legal();
    const hits = acts.filter((a) => korrem.describeAction(this.s, a).toLowerCase().includes(w));
    if (hits.length === 1) return hits[0]!;
    const exact = hits.filter((a) => korrem.describeAction(this.s, a).toLowerCase() === w);
    if (exact.length === 1) return exact[0]!;
    throw new Error(`${hits.length} legal actions match '${words}'; the options are:\n  ${this.options().join('\n  ')}`);
  }

  /** The value of the position for `nation` (korrem.evaluate: in [−1, 1], what greedy and MCTS maximise). */
  value(nation: string): number {
    return this.s.config.evaluate(this.s, this.seat(nation));
  }

  /**
   * What a greedy player (core `greedy:<samples>`) chooses now, in the rulebook's words, drawing its
   * tie-breaks and guesses at hidden cards from `rng`.
   */
  greedyChoice(rng: Rng, samples = 1): string {
    const acts = this.legal();
    const bot = new GreedyBot({ game: korrem, config: this.s.config, determinizeRng: new Rng(`${rng.uint32()}`) }, { samples });
    const a = bot.choose(this.s, korrem.currentSeat(this.s), Int32Array.from(acts), acts.length, rng);
    return korrem.describeAction(this.s, a);
  }

  /** Applies the action found by `words` (see `find`). */
  play(words: string, rng: Rng): this {
    return this.apply(this.find(words), rng);
  }

  /** Applies a legal action code through `korrem.apply` (the round driver runs when no decision is left). */
  apply(action: number, rng: Rng): this {
    if (!this.legal().includes(action)) throw new Error(`action ${action} is not legal; options:\n  ${this.options().join('\n  ')}`);
    korrem.apply(this.s, action, rng);
    return this;
  }

  /** The violated §6.7 invariants now ([] when none). */
  invariants = (): string[] => checkKorremInvariants(this.s);
}

export { visibleDifference } from './visible.js';
