// Testing kit for Harrow County (`@balance-lab/harrow/testing`): a position builder that speaks
// the rulebook (hexes by name "q,r", factions, Legends, cards and tiles by their printed names or
// ids), readable queries, actions found by their rulebook wording, the scripted Tree, and
// `checkInvariants` (spec INV-…: occupancy R-CORE-1…5, conservation of Haints and cubes, frames).
//
// Dice: every call that can roll takes an `rng` argument — `noDice()` when nothing may roll (a
// roll throws), `new ScriptedRng([...])` for forced dice, or `new Rng(seed)`; the Tree is scripted
// with `treeScript` (the `tree.script` parameter). There is no hidden default seed.
import { Rng, ScriptedRng, resolveParameters, type ParameterValues } from '@balance-lab/core';
import { harrowParameters } from '../parameters.js';
import { SOLO_PILES } from '../data/solo.js';
import { SOLO_PILE_BLOCK } from '../solo/numbers.js';
import { ALL_CARDS } from '../data/cards.js';
import { LEGENDS } from '../data/legends.js';
import { ALL_BONUS_TILES } from '../data/tiles.js';
import { HARROW_EFFECTS, factionNumbers } from '../content.js';
import { startEffect, type EffectHooks } from '../effects.js';
import {
  BONFIRE_SPACES, HB_ACTIONS, HB_BONFIRE_POSS, HB_BONFIRE_SPACE, HB_COLOUR_NOW, HB_FIRST_ROOT, HB_HEAD, HB_ROOTS_NOW, HB_ROOTS_NOW_LEN,
  HB_SCORING, HB_SNAKES, HESTER_COLOURS, ROOT_BLACK, ROOT_BROWN, ROOT_EDGE, SCORING_SPACES, SC_BONFIRE, SC_TOKEN, SC_WILD,
  bonfirePairsScored, rightmostBonfireSpace, setupHesterBoard,
} from '../factions/hester/board.js';
import { HESTER } from '../data/factions.js';
import { describeHarrowAction, harrow, harrowOutcome } from '../game.js';
import { hexName, parseHex } from '../hex.js';
import { isBrambles } from '../map.js';
import { setupHarrow, factionIndex, setupOptionsFromValues } from '../setup.js';
import {
  BONUS_CAP, CARD_CAP, COLOURS, DOLLS, EMPTY, FACTION_COLOUR, FAC_F, FAC_K, FAC_P, FW_PROMPT, FW_SEAT, F_ACTIVE_LEN, F_DECK_LEN,
  F_DISCARD_LEN, F_HAINT_POSS, F_HAND_LEN, F_LEGEND, F_PATH_POSS, F_PLATE, F_SCORE, F_SCROLLS, F_SEAT, F_STORM_POSS, F_TRACK_SIDE,
  F_UNIQUE, F_WILD, F_WORDS, FAC_H, LS_HESTER, G_ACTIVE_SEAT, G_DEPTH, G_DOLL_REAL, G_FREE_PATH_STEPS, G_KAMMI_TOKEN, G_PHASE, G_ROUND,
  LEGEND_COUNT, LEGEND_FIRST, LS_F, LS_KAMMI0, LS_KAMMI1, LS_P, NAILS, PH_TURNS, PR_TURN, RS_NONE, TOKEN_KINDS,
  UNIT_FACTIONS, G_SOLO_CARD, G_SOLO_HEX_CARD, G_WILD_SUPPLY, isSolo, pushFrame, topFrame,
} from '../state.js';
import { CUBE_COLOUR_TABLE } from '../data/tree.js';
import { HarrowGame, TURN_MAX_LEGAL, makeTurnConfig, settle, turnApply, type TurnConfig } from '../turn.js';

export { Rng, ScriptedRng };
export * from '../actions.js';
export * as S from '../state.js';

/** An Rng that throws on any roll: for steps that must not roll. */
export function noDice(): ScriptedRng {
  return new ScriptedRng([], 'noDice');
}

/** Faction by id ('protectors', 'family', 'kammi') or printed name ('The Protectors', 'Kammi'); throws listing the accepted ones. */
export function factionOf(name: string): number {
  const id = name.toLowerCase().replace(/^the\s+/, '');
  if (id === 'hester') return FAC_H;
  const i = factionIndex(id);
  if (i < 0) throw new RangeError(`unknown faction '${name}'; accepted: protectors, family, kammi, hester`);
  return i;
}

const norm = (t: string): string => t.toLowerCase().replace(/[’']/g, "'").trim();

/** Index in ALL_CARDS of a card by id or printed name; throws listing nothing but the unknown name. */
export function cardOf(name: string): number {
  const i = ALL_CARDS.findIndex((c) => c.id === name || norm(c.name) === norm(name));
  if (i < 0) throw new RangeError(`unknown card '${name}'`);
  return i;
}

/** Index in ALL_BONUS_TILES of a tile by id or printed name. */
export function tileOf(name: string): number {
  const i = ALL_BONUS_TILES.findIndex((t) => t.id === name || norm(t.name) === norm(name));
  if (i < 0) throw new RangeError(`unknown Bonus tile '${name}'`);
  return i;
}

/** Index in LEGENDS of a Legend (or Goblin) by id or printed name. */
export function legendOf(name: string): number {
  const i = LEGENDS.findIndex((l) => l.id === name || norm(l.name) === norm(name));
  if (i < 0) throw new RangeError(`unknown Legend '${name}'; accepted: ${LEGENDS.map((l) => l.name).join(', ')}`);
  return i;
}

/** The Full game's configuration with the whole effect table (or Training with `game.mode=training`); unset keys take their defaults. */
export function testConfig(values: ParameterValues = {}, extraEffects: readonly EffectHooks[] = []): TurnConfig {
  const mode = values['game.mode'] === 'training' ? 'training' : 'full';
  // The first table with a key wins (a test's own effect before Hester's, content.ts's before both).
  const have = new Set(HARROW_EFFECTS.map((e) => e.key));
  const effects = [...HARROW_EFFECTS];
  for (const e of extraEffects) {
    if (have.has(e.key)) continue;
    have.add(e.key);
    effects.push(e);
  }
  const resolved = resolveParameters(harrowParameters, { 'game.mode': mode, ...values });
  return makeTurnConfig(mode, resolved, effects, factionNumbers(resolved));
}

const COLOUR_IDS = ['red', 'blue', 'purple', 'brown', 'teal', 'yellow', 'green'] as const;
type TerrainColourName = 'brown' | 'teal' | 'yellow' | 'green';
/** Scoring-Space content as the kit names it. */
const SPACE_NAMES = ['empty', 'bonfire', 'ADVANCE', 'SPAWN', 'STRENGTHEN', 'SCROLL', 'WILD'];

export interface PositionOptions {
  /** Parameter values (e.g. `{ 'tree.mode': 'scripted', 'tree.script': 'red=3,blue=2' }`). */
  readonly values?: ParameterValues;
  /** The Legend of each faction by id or name (default: Emmy, Levi, Brute). */
  readonly legends?: Readonly<Partial<Record<'protectors' | 'family' | 'kammi', string>>>;
  /** Track side per faction (default 1). */
  readonly trackSides?: Readonly<Partial<Record<'protectors' | 'family' | 'kammi', 1 | 2>>>;
  /** A 3-player position: Hester is seat 2 (L1951), her board as setup makes it, hand and deck empty, no cubes. */
  readonly hester?: boolean;
  /** A solo position (use `HarrowPosition.solo`): Hester seat 0, the Protectors and Family automated, the piles empty. */
  readonly solo?: boolean;
  /** Effects added to the table when absent (by key), e.g. a test card effect. */
  readonly effects?: readonly EffectHooks[];
}

/**
 * A position built directly: the Full game set up for seat 0 and seat 1 (map side A, the homes,
 * the Faction Boards, bags and grid as setup makes them), then EVERYTHING taken off the map:
 * no Units, tokens, Townsfolk, Buildings, Dolls, Storm or Path tokens (printed Storms stay);
 * Haints in Possessions, hands and decks empty, every cube in Possessions, Round 1, Phase 2,
 * seat 0 to move, no decision open. Place what the scenario needs, then `turn(...)` or `effect(...)`.
 */
export class HarrowPosition {
  readonly s: HarrowGame;

  constructor(seat0: string, seat1: string, opts: PositionOptions = {}) {
    const values: ParameterValues = resolveParameters(harrowParameters, { 'game.mode': 'full', 'map.side': 'A', ...opts.values });
    const config = testConfig(values, opts.effects ?? []);
    const legendsOf = { protectors: 'emmy', family: 'levi', kammi: 'brute', ...opts.legends };
    const sides = { protectors: 1, family: 1, kammi: 1, ...opts.trackSides };
    const o = setupOptionsFromValues('full', {
      ...values,
      'legend.protectors': legendsOf.protectors,
      'legend.family': legendsOf.family,
      'legend.kammi': legendsOf.kammi,
      'track.protectors': String(sides.protectors),
      'track.family': String(sides.family),
      'track.kammi': String(sides.kammi),
    });
    const fa = factionOf(seat0);
    const fb = factionOf(seat1);
    const ids = ['protectors', 'family', 'kammi'];
    const s = new HarrowGame(config, config.setup.maps.A);
    // The setup's own randomness (token mapping, deck order, grid, tiles) is cleared below or set by the builder.
    const seating = opts.solo === true ? ['hester'] : opts.hester === true ? [ids[fa]!, ids[fb]!, 'hester'] : [ids[fa]!, ids[fb]!];
    setupHarrow(s, o, seating, new Rng('harrow-testing-position-setup'));
    clearBoard(s);
    this.s = s;
  }

  /**
   * A solo position (spec §1.21): Hester in seat 0 against the automated Protectors (home −3,0) and
   * Family (home 3,0), cleared like every position (no Units, no objectives on the map, every cube
   * in Possessions, Hester's board as setup makes it), the three solo piles empty (fill them with
   * `pile`), 4 Townsfolk and 4 Buildings beside the map, 5 Wild tokens nearby. Round 1, Phase 2.
   */
  static solo(opts: Omit<PositionOptions, 'solo' | 'hester'> = {}): HarrowPosition {
    return new HarrowPosition('protectors', 'family', { ...opts, solo: true });
  }

  /** A solo pile is exactly these cards (by printed name or id), the LAST one on top. */
  pile(colour: 'red' | 'blue' | 'purple', ...cards: string[]): this {
    const block = SOLO_PILE_BLOCK[SOLO_PILES.findIndex((p) => p.colour === colour)]!;
    const s = this.s;
    s.deck.fill(EMPTY, block * CARD_CAP, block * CARD_CAP + CARD_CAP);
    cards.forEach((c, i) => (s.deck[block * CARD_CAP + i] = cardOf(c)));
    s.f[block * F_WORDS + F_DECK_LEN] = cards.length;
    return this;
  }

  /** Starts the solo Round's automated part (`solo:round`: objectives, the card, its areas, the attack). */
  soloRound(rng: Rng): this {
    return this.effect('solo:round', 'hester', rng);
  }

  /** A hex by name "q,r" (throws on an unknown name). */
  at = (name: string): number => parseHex(this.s.map.grid, name);
  name = (h: number): string => hexName(this.s.map.grid, h);

  /** k Haints of a faction from its Possessions onto a hex. */
  haints(faction: string, hex: string, k = 1): this {
    const fac = factionOf(faction);
    const s = this.s;
    s.haint[fac * s.n + this.at(hex)]! += k;
    s.f[fac * F_WORDS + F_HAINT_POSS]! -= k;
    return this;
  }

  /** The faction's Legend onto a hex (Protectors, Family; Kammi: use `kammi` / `goblin`). */
  legend(faction: string, hex: string): this {
    const fac = factionOf(faction);
    if (fac === FAC_K) throw new RangeError("legend('kammi'): use kammi(hex) and goblin(hex)");
    this.s.legendHex[fac === FAC_P ? LS_P : LS_F] = this.at(hex);
    return this;
  }

  /** Kammi onto a hex (physical token 0) — the Goblin is physical token 1. */
  kammi(hex: string): this {
    this.s.legendHex[LS_KAMMI0] = this.at(hex);
    this.s.g[G_KAMMI_TOKEN] = 0;
    return this;
  }

  goblin(hex: string): this {
    this.s.legendHex[LS_KAMMI1] = this.at(hex);
    this.s.g[G_KAMMI_TOKEN] = 0;
    return this;
  }

  /** Chooses a faction's Legend (or Kammi's Goblin) by name; sets its Unique-power tokens as setup does. */
  legendIs(faction: string, legend: string): this {
    const fac = factionOf(faction);
    const li = legendOf(legend);
    this.s.f[fac * F_WORDS + F_LEGEND] = li;
    const tokens = Object.values(LEGENDS[li]!.powerTokens).reduce((a, t) => a + t.value, 0);
    this.s.f[fac * F_WORDS + F_UNIQUE] = fac === FAC_K ? 1 : tokens;
    return this;
  }

  trackSide(faction: string, side: 1 | 2): this {
    this.s.f[factionOf(faction) * F_WORDS + F_TRACK_SIDE] = side;
    return this;
  }

  scrolls(faction: string, k: number): this {
    this.s.f[factionOf(faction) * F_WORDS + F_SCROLLS] = k;
    return this;
  }

  townsfolk(hex: string, k = 1): this {
    this.s.townsfolk[this.at(hex)]! += k;
    return this;
  }

  building(hex: string, k = 1): this {
    this.s.building[this.at(hex)]! += k;
    return this;
  }

  storm(hex: string): this {
    this.s.storm[this.at(hex)] = 1;
    return this;
  }

  path(hex: string, k = 1): this {
    this.s.path[this.at(hex)]! += k;
    return this;
  }

  /** An Ability Token of kind 'ADVANCE' | 'SPAWN' | 'STRENGTHEN' | 'SCROLL' onto a hex. */
  token(kind: 'ADVANCE' | 'SPAWN' | 'STRENGTHEN' | 'SCROLL', hex: string, k = 1): this {
    const t = ['ADVANCE', 'SPAWN', 'STRENGTHEN', 'SCROLL'].indexOf(kind);
    this.s.tok[t * this.s.n + this.at(hex)]! += k;
    return this;
  }

  /** Physical Doll d (0..2) onto a hex; `real` makes it the real one. */
  doll(d: number, hex: string, real = false): this {
    this.s.dollHex[d] = this.at(hex);
    if (real) this.s.g[G_DOLL_REAL] = d;
    return this;
  }

  /** k cubes of the faction's colour from Possessions onto its Battleground side. */
  cubes(faction: string, k: number): this {
    const fac = factionOf(faction);
    const c = fac * COLOURS + FACTION_COLOUR[fac]!;
    this.s.poss[c]! -= k;
    this.s.bg[c]! += k;
    return this;
  }

  wild(faction: string, k: number): this {
    this.s.f[factionOf(faction) * F_WORDS + F_WILD] = k;
    return this;
  }

  /** The faction's hand is exactly these cards (by printed name or id). */
  hand(faction: string, ...cards: string[]): this {
    return this.list(faction, 'hand', F_HAND_LEN, cards);
  }

  /** The faction's deck is exactly these cards, the LAST one on top. */
  deck(faction: string, ...cards: string[]): this {
    return this.list(faction, 'deck', F_DECK_LEN, cards);
  }

  /** The faction's active (played, in play) cards (Goblin cards). */
  active(faction: string, ...cards: string[]): this {
    return this.list(faction, 'active', F_ACTIVE_LEN, cards);
  }

  private list(faction: string, which: 'hand' | 'deck' | 'active', lenField: number, cards: string[]): this {
    const fac = factionOf(faction);
    const arr = this.s[which];
    arr.fill(EMPTY, fac * CARD_CAP, fac * CARD_CAP + CARD_CAP);
    cards.forEach((c, i) => (arr[fac * CARD_CAP + i] = cardOf(c)));
    this.s.f[fac * F_WORDS + lenField] = cards.length;
    return this;
  }

  /** A face-up Bonus tile in the slot of jar `jar` (0 Abilities, 1 Wild, 2 Legend, 3 Attack). */
  bonusTile(jar: number, tile: string): this {
    const s = this.s;
    s.bonusSlot[jar * BONUS_CAP + s.bonusSlotLen[jar]!] = tileOf(tile);
    s.bonusSlotLen[jar]!++;
    return this;
  }

  // ---- Hester (3-player positions) ----

  /** A Bonfire of `tokens` tokens on a hex: the rightmost pair from her board's Bonfire spaces, more (or fewer) through her Possessions. */
  bonfire(hex: string, tokens = 2): this {
    const s = this.s;
    const b = s.hester;
    const sp = rightmostBonfireSpace(s);
    if (sp < 0) throw new RangeError('bonfire: no Bonfire pair left on her board');
    const pair = b[HB_BONFIRE_SPACE + sp]!;
    b[HB_BONFIRE_SPACE + sp] = 0;
    b[HB_BONFIRE_POSS] = b[HB_BONFIRE_POSS]! + pair - tokens;
    if (b[HB_BONFIRE_POSS]! > 200) throw new RangeError('bonfire: not enough Bonfire tokens in her Possessions');
    s.bonfire[this.at(hex)] = tokens;
    return this;
  }

  /** k Infected Haints of a faction onto a hex (counted inside its Haints), snakes from Hester's Possessions. */
  infected(faction: string, hex: string, k = 1): this {
    this.haints(faction, hex, k);
    const fac = factionOf(faction);
    this.s.infected[fac * this.s.n + this.at(hex)]! += k;
    this.s.hester[HB_SNAKES]! -= k;
    return this;
  }

  /** Hester onto a hex (null: off the map). */
  hester(hex: string | null): this {
    this.s.legendHex[LS_HESTER] = hex === null ? -1 : this.at(hex);
    return this;
  }

  /** Terrain cubes from the supply onto Hester's Battleground, e.g. `{ brown: 2, teal: 1 }`. */
  terrainCubes(c: Partial<Record<TerrainColourName, number>>): this {
    for (const [name, k] of Object.entries(c)) {
      const at = FAC_H * COLOURS + COLOUR_IDS.indexOf(name as TerrainColourName);
      this.s.poss[at]! -= k!;
      this.s.bg[at]! += k!;
    }
    return this;
  }

  /**
   * A Root on the map (placed on Hester's latest turn): from a hex ('edge' = off the map) into a hex.
   * Chain them to make her path; the turn that follows treats them as last turn's Roots.
   */
  root(from: string, to: string, colour: 'brown' | 'black' = 'brown'): this {
    const b = this.s.hester;
    const i = b[HB_ROOTS_NOW_LEN]!;
    b[HB_ROOTS_NOW + 2 * i] = from === 'edge' ? ROOT_EDGE : this.at(from);
    b[HB_ROOTS_NOW + 2 * i + 1] = this.at(to);
    b[HB_ROOTS_NOW_LEN] = i + 1;
    b[HB_HEAD] = this.at(to);
    b[HB_FIRST_ROOT] = 1;
    b[HB_COLOUR_NOW] = colour === 'brown' ? ROOT_BROWN : ROOT_BLACK;
    return this;
  }

  /** Action tokens Hester owns (1 + Bonfires made); the extra ones come from her Possessions. */
  hesterActions(k: number): this {
    const b = this.s.hester;
    b[HB_BONFIRE_POSS] = b[HB_BONFIRE_POSS]! - (k - b[HB_ACTIONS]!);
    b[HB_ACTIONS] = k;
    return this;
  }

  /** Starts the faction's turn: it is to choose a Mason Jar (PR_TURN). */
  turn(faction: string): this {
    const s = this.s;
    const seat = s.f[factionOf(faction) * F_WORDS + F_SEAT]!;
    s.g[G_ACTIVE_SEAT] = seat;
    s.g[G_FREE_PATH_STEPS] = 0;
    pushFrame(s, PR_TURN, RS_NONE, seat);
    return this;
  }

  /**
   * Starts an effect directly, by key (`card:gumption`, `tile:legend-move`, `power:emmy`,
   * `track:family-1`) for a faction, with the starter's `arg` (a track's spaces; a card's index).
   * When it ends nothing follows (resume RS_NONE).
   */
  effect(key: string, faction: string, rng: Rng, arg = 0): this {
    const s = this.s;
    const id = s.config.effects.findIndex((e) => e.key === key);
    if (id < 0) throw new RangeError(`no effect '${key}' in the table`);
    const fac = factionOf(faction);
    const seat = s.f[fac * F_WORDS + F_SEAT]!;
    s.g[G_ACTIVE_SEAT] = seat;
    settle(s, s.config, startEffect(s, id, fac, seat, RS_NONE, arg, rng), rng);
    return this;
  }

  // ---- queries ----

  bonfireOn = (hex: string): number => this.s.bonfire[this.at(hex)]!;
  infectedOn = (faction: string, hex: string): number => this.s.infected[factionOf(faction) * this.s.n + this.at(hex)]!;
  hesterAt = (): string | null => (this.s.legendHex[LS_HESTER]! < 0 ? null : this.name(this.s.legendHex[LS_HESTER]!));
  /** Hester's 6 Scoring Spaces (0..2 face seat 0, 3..5 seat 1): 'empty', 'bonfire', 'ADVANCE', 'SPAWN', 'STRENGTHEN', 'SCROLL', 'WILD'. */
  scoringSpaces = (): string[] => Array.from(this.s.hester.subarray(HB_SCORING, HB_SCORING + SCORING_SPACES), (c) => SPACE_NAMES[c] ?? `?${c}`);
  /** Hester's Battleground cubes by colour. */
  terrainCubesOf = (colour: TerrainColourName): number => this.s.bg[FAC_H * COLOURS + COLOUR_IDS.indexOf(colour)]!;
  /** Cubes of a colour left in the terrain-cube supply. */
  supplyOf = (colour: TerrainColourName): number => this.s.poss[FAC_H * COLOURS + COLOUR_IDS.indexOf(colour)]!;

  haintsOn(faction: string, hex: string): number {
    return this.s.haint[factionOf(faction) * this.s.n + this.at(hex)]!;
  }

  /** Where a faction's Legend stands ("q,r"), or null off the map; Kammi: 'kammi' / 'goblin' by token. */
  legendAt(who: 'protectors' | 'family' | 'kammi' | 'goblin'): string | null {
    const s = this.s;
    const slot = who === 'protectors' ? LS_P : who === 'family' ? LS_F : (who === 'kammi') === (s.g[G_KAMMI_TOKEN] === 0) ? LS_KAMMI0 : LS_KAMMI1;
    const h = s.legendHex[slot]!;
    return h < 0 ? null : this.name(h);
  }

  score = (faction: string): number => this.s.f[factionOf(faction) * F_WORDS + F_SCORE]!;
  battleground = (faction: string): number => {
    const fac = factionOf(faction);
    return this.s.bg[fac * COLOURS + FACTION_COLOUR[fac]!]!;
  };
  possessionsHaints = (faction: string): number => this.s.f[factionOf(faction) * F_WORDS + F_HAINT_POSS]!;
  handCards(faction: string): string[] {
    const fac = factionOf(faction);
    const out: string[] = [];
    for (let i = 0; i < this.s.f[fac * F_WORDS + F_HAND_LEN]!; i++) out.push(ALL_CARDS[this.s.hand[fac * CARD_CAP + i]!]!.name);
    return out;
  }
  /** The open prompt (PR_*), or −1 when nothing is open. */
  prompt = (): number => (this.s.g[G_DEPTH] === 0 ? -1 : this.s.frames[topFrame(this.s) + FW_PROMPT]!);
  /** The seat deciding now, or −1. */
  decider = (): number => (this.s.g[G_DEPTH] === 0 ? -1 : this.s.frames[topFrame(this.s) + FW_SEAT]!);

  /** Cards left in a solo pile. */
  pileSize = (colour: 'red' | 'blue' | 'purple'): number => this.s.f[SOLO_PILE_BLOCK[SOLO_PILES.findIndex((p) => p.colour === colour)]! * F_WORDS + F_DECK_LEN]!;
  /** How the game ended ({kind, reason}), or null while it runs. */
  outcome = (): { kind: string; reason: string } | null => {
    const o = harrowOutcome(this.s);
    return o === null ? null : { kind: o.kind, reason: o.reason };
  };

  /** The legal actions now (as the game offers them: in solo, the automated factions' kills are theirs, G-79). */
  legal(): number[] {
    const k = harrow.legalActions(this.s, OUT);
    return [...OUT.subarray(0, k)];
  }

  /** The legal actions in the rulebook's words. */
  options(): string[] {
    return this.legal().map((a) => describeHarrowAction(this.s, a));
  }

  /** The one legal action whose description contains `words` (case-insensitive); throws listing the options otherwise. */
  find(words: string): number {
    const acts = this.legal();
    const w = words.toLowerCase();
    const hits = acts.filter((a) => describeHarrowAction(this.s, a).toLowerCase().includes(w));
    if (hits.length === 1) return hits[0]!;
    const exact = hits.filter((a) => describeHarrowAction(this.s, a).toLowerCase() === w);
    if (exact.length === 1) return exact[0]!;
    throw new Error(`${hits.length} legal actions match '${words}'; the options are:\n  ${this.options().join('\n  ')}`);
  }

  /** Applies the action found by `words` (see `find`). */
  play(words: string, rng: Rng): this {
    return this.apply(this.find(words), rng);
  }

  /** Applies a legal action code. */
  apply(action: number, rng: Rng): this {
    if (!this.legal().includes(action)) throw new Error(`action ${action} (${describeHarrowAction(this.s, action)}) is not legal; options:\n  ${this.options().join('\n  ')}`);
    turnApply(this.s, this.s.config, action, rng);
    return this;
  }

  /** The violated invariants now (none: []). */
  invariants = (): string[] => checkInvariants(this.s);
}

const OUT = new Int32Array(TURN_MAX_LEGAL);


/** Takes every piece off the map (see HarrowPosition). */
function clearBoard(s: HarrowGame): void {
  const n = s.n;
  for (let fac = 0; fac < UNIT_FACTIONS; fac++) {
    let onMap = 0;
    for (let h = 0; h < n; h++) onMap += s.haint[fac * n + h]!;
    s.f[fac * F_WORDS + F_HAINT_POSS]! += onMap;
    for (const c of ['hand', 'deck', 'discard', 'active'] as const) s[c].fill(EMPTY, fac * CARD_CAP, fac * CARD_CAP + CARD_CAP);
    s.f[fac * F_WORDS + F_HAND_LEN] = 0;
    s.f[fac * F_WORDS + F_DECK_LEN] = 0;
    s.f[fac * F_WORDS + F_DISCARD_LEN] = 0;
    s.f[fac * F_WORDS + F_ACTIVE_LEN] = 0;
    for (let c = 0; c < COLOURS; c++) {
      s.poss[fac * COLOURS + c]! += s.bg[fac * COLOURS + c]!;
      s.bg[fac * COLOURS + c] = 0;
    }
  }
  s.haint.fill(0);
  s.infected.fill(0);
  for (let slot = 0; slot < s.legendHex.length; slot++) s.legendHex[slot] = -1;
  s.dollHex.fill(-1);
  s.nail.fill(-1);
  for (const b of ['storm', 'path', 'tok', 'townsfolk', 'building', 'redCube', 'goad', 'bloodMoney', 'sacrifice', 'bonfire', 'dollFaceUp'] as const) s[b].fill(0);
  s.bonusSlot.fill(EMPTY);
  s.bonusSlotLen.fill(0);
  if (s.f[FAC_H * F_WORDS + F_SEAT]! >= 0) {
    // Hester: her board as setup makes it, hand and deck empty, no cubes, off the map.
    s.hand.fill(EMPTY, FAC_H * CARD_CAP, FAC_H * CARD_CAP + CARD_CAP);
    s.deck.fill(EMPTY, FAC_H * CARD_CAP, FAC_H * CARD_CAP + CARD_CAP);
    s.f[FAC_H * F_WORDS + F_HAND_LEN] = 0;
    s.f[FAC_H * F_WORDS + F_DECK_LEN] = 0;
    setupHesterBoard(s);
  }
  s.g[G_DEPTH] = 0;
  s.g[G_ROUND] = 1;
  s.g[G_PHASE] = PH_TURNS;
  s.g[G_ACTIVE_SEAT] = 0;
}

/**
 * The spec's invariants that hold in every state (INV-…): R-CORE-1 at most `game.unitsPerHex`
 * Units a hex, R-CORE-2…4 no two factions' Units together, no Protector/Kammi Unit with a
 * Building, no Family/Kammi Unit with a Townsfolk, R-CORE-5 Dolls apart and off goal pieces,
 * R-CORE-6 no Storm or Townsfolk on the Brambles, Haints conserved (map + Possessions + Dial
 * plate = the faction's total), cubes non-negative. Returns the violations ([] when none).
 */
export function checkInvariants(s: HarrowGame): string[] {
  const bad: string[] = [];
  const n = s.n;
  const name = (h: number): string => hexName(s.map.grid, h);
  for (let h = 0; h < n; h++) {
    let units = 0;
    let owners = 0;
    for (let fac = 0; fac < UNIT_FACTIONS; fac++) {
      let u = s.haint[fac * n + h]!;
      for (let i = 0; i < LEGEND_COUNT[fac]!; i++) if (s.legendHex[LEGEND_FIRST[fac]! + i] === h) u++;
      if (u > 0) {
        owners |= 1 << fac;
        units += u;
      }
    }
    if (units > s.config.basic.unitsPerHex) bad.push(`R-CORE-1: ${units} Units on ${name(h)}`);
    if ((owners & (owners - 1)) !== 0) bad.push(`R-CORE-2…4: Units of two factions on ${name(h)}`);
    if (s.building[h]! > 0 && (owners & ((1 << FAC_P) | (1 << FAC_K))) !== 0) bad.push(`R-CORE-2/4: a Protector or Kammi Unit with a Building on ${name(h)}`);
    if (s.townsfolk[h]! > 0 && (owners & ((1 << FAC_F) | (1 << FAC_K))) !== 0) bad.push(`R-CORE-3/4: a Family or Kammi Unit with a Townsfolk on ${name(h)}`);
    if (isBrambles(s.map, h) && (s.storm[h]! > 0 || s.townsfolk[h]! > 0)) bad.push(`R-CORE-6: a Storm or Townsfolk on the Brambles ${name(h)}`);
  }
  for (let d = 0; d < DOLLS; d++) {
    const h = s.dollHex[d]!;
    if (h < 0) continue;
    for (let e = d + 1; e < DOLLS; e++) if (s.dollHex[e] === h) bad.push(`R-CORE-5: two Dolls on ${name(h)}`);
    if (s.building[h]! > 0 || s.townsfolk[h]! > 0) bad.push(`R-CORE-5: a Doll with a goal piece on ${name(h)}`);
  }
  for (let fac = 0; fac < UNIT_FACTIONS; fac++) {
    if (s.f[fac * F_WORDS + F_SEAT]! < 0) continue;
    let total = s.f[fac * F_WORDS + F_HAINT_POSS]!;
    for (let h = 0; h < n; h++) total += s.haint[fac * n + h]!;
    // Haints on an opponent's Dial plate are still this faction's (dial.ts: they go home when it scores).
    for (let o = 0; o < UNIT_FACTIONS; o++) if (o !== fac && s.f[o * F_WORDS + F_SEAT]! >= 0) total += s.f[o * F_WORDS + F_PLATE]!;
    // A Bonfire pair on Hester's Scoring Spaces holds one Haint of each opponent (L2169).
    if (s.f[FAC_H * F_WORDS + F_SEAT]! >= 0) total += bonfirePairsScored(s);
    const want = s.config.setup.n.haintsPerFaction;
    if (total !== want) bad.push(`Haints not conserved for faction ${fac}: ${total}, not ${want}`);
    if (s.f[fac * F_WORDS + F_HAINT_POSS]! < 0) bad.push(`negative Haints in Possessions for faction ${fac}`);
    for (let c = 0; c < COLOURS; c++) {
      if (s.bg[fac * COLOURS + c]! > 200 || s.poss[fac * COLOURS + c]! > 200) bad.push(`cube count underflow for faction ${fac} colour ${c}`);
    }
  }
  if (s.f[FAC_P * F_WORDS + F_PATH_POSS]! < 0 || s.f[FAC_F * F_WORDS + F_STORM_POSS]! < 0) bad.push('negative Path or Storm tokens in Possessions');
  for (let i = 0; i < NAILS; i++) if (s.nail[2 * i]! >= n) bad.push(`nail ${i} off the map`);
  for (let t = 0; t < TOKEN_KINDS; t++) for (let h = 0; h < n; h++) if (s.tok[t * n + h]! > 50) bad.push(`token underflow on ${name(h)}`);
  if (s.f[FAC_H * F_WORDS + F_SEAT]! >= 0) hesterInvariants(s, bad);
  if (isSolo(s)) soloInvariants(s, bad);
  return bad;
}

/**
 * Solo (spec §1.21): no solo card is in two places (a pile, the discards beside it, the card being
 * resolved); the 5 Wild tokens are nearby or eaten (INV-09); the automated factions' cubes never
 * exceed the solo 6 (INV-06).
 */
function soloInvariants(s: HarrowGame, bad: string[]): void {
  const seen = new Map<number, number>();
  const count = (c: number): void => {
    if (c >= 0 && c !== EMPTY) seen.set(c, (seen.get(c) ?? 0) + 1);
  };
  for (const b of SOLO_PILE_BLOCK) {
    for (let i = 0; i < s.f[b * F_WORDS + F_DECK_LEN]!; i++) count(s.deck[b * CARD_CAP + i]!);
    for (let i = 0; i < s.f[b * F_WORDS + F_DISCARD_LEN]!; i++) count(s.discard[b * CARD_CAP + i]!);
  }
  count(s.g[G_SOLO_CARD]!);
  count(s.g[G_SOLO_HEX_CARD]!);
  for (const [c, k] of seen) if (k > 1) bad.push(`solo card ${ALL_CARDS[c]?.name ?? c} is in ${k} places`);
  let eaten = 0;
  for (let i = 0; i < SCORING_SPACES; i++) if (s.hester[HB_SCORING + i] === SC_WILD) eaten++;
  if (s.g[G_WILD_SUPPLY]! + eaten !== s.config.setup.solo.wildTokens) bad.push(`solo Wild tokens: ${s.g[G_WILD_SUPPLY]} nearby + ${eaten} eaten, not ${s.config.setup.solo.wildTokens}`);
  for (const fac of [FAC_P, FAC_F]) {
    const c = FACTION_COLOUR[fac]!;
    let cubes = s.tree[c]! + s.bg[fac * COLOURS + c]! + s.poss[fac * COLOURS + c]! + s.setAside[fac * COLOURS + c]! + s.stash[fac * COLOURS + c]!;
    if (cubes > (CUBE_COLOUR_TABLE[c]!.soloCount ?? 99)) bad.push(`solo: ${cubes} cubes of colour ${c}, more than ${CUBE_COLOUR_TABLE[c]!.soloCount}`);
  }
}

/**
 * Hester's pieces: Infected Haints are some of a hex's Haints; snakes (8) and Bonfire tokens (12)
 * are conserved; no Unit or Doll on a Bonfire (L2185); cubes of her colours non-negative.
 */
function hesterInvariants(s: HarrowGame, bad: string[]): void {
  const n = s.n;
  const b = s.hester;
  const name = (h: number): string => hexName(s.map.grid, h);
  let snakes = b[HB_SNAKES]!;
  let tokens = b[HB_ACTIONS]! + b[HB_BONFIRE_POSS]!;
  for (let i = 0; i < BONFIRE_SPACES; i++) tokens += b[HB_BONFIRE_SPACE + i]!;
  for (let h = 0; h < n; h++) {
    tokens += s.bonfire[h]!;
    for (let fac = 0; fac < UNIT_FACTIONS; fac++) {
      const inf = s.infected[fac * n + h]!;
      snakes += inf;
      if (inf > s.haint[fac * n + h]!) bad.push(`more Infected Haints than Haints of faction ${fac} on ${name(h)}`);
    }
    if (s.bonfire[h]! > 0) {
      let units = 0;
      for (let fac = 0; fac < UNIT_FACTIONS; fac++) units += s.haint[fac * n + h]!;
      for (let slot = LS_P; slot <= LS_KAMMI1; slot++) if (s.legendHex[slot] === h) units++;
      if (units > 0) bad.push(`R-H-BONFIRE-HEX: a Unit on the Bonfire ${name(h)}`);
      for (let d = 0; d < DOLLS; d++) if (s.dollHex[d] === h) bad.push(`R-H-BONFIRE-HEX: a Doll on the Bonfire ${name(h)}`);
    }
  }
  if (snakes !== HESTER.snakes.value) bad.push(`snakes not conserved: ${snakes}, not ${HESTER.snakes.value}`);
  if (tokens !== HESTER.bonfireTokens.value) bad.push(`Bonfire tokens not conserved: ${tokens}, not ${HESTER.bonfireTokens.value}`);
  for (let i = 0; i < HESTER_COLOURS.length; i++) {
    const c = FAC_H * COLOURS + HESTER_COLOURS[i]!;
    if (s.bg[c]! > 200 || s.poss[c]! > 200) bad.push(`terrain cube underflow, colour ${HESTER_COLOURS[i]}`);
  }
  for (let i = 0; i < SCORING_SPACES; i++) if (b[HB_SCORING + i]! > SC_WILD || (b[HB_SCORING + i]! > SC_BONFIRE && b[HB_SCORING + i]! < SC_TOKEN)) bad.push(`Scoring Space ${i} holds code ${b[HB_SCORING + i]}`);
}
