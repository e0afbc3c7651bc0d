// A small position builder for the encounter tests: the compiled starter content, a state from
// setup.ts `emptyState`, tiles by "q,r", armies and NPCs by card names, settlements, cargo.
import { makeEvaluator } from '../src/evaluate.js';
import type { Rng } from '@balance-lab/core';
import { BATTLE_HOOKS } from '../src/encounter/battle-glue.js';
import { ENGAGEMENT_HOOKS } from '../src/encounter/engage.js';
import { ENCOUNTERS } from '../src/encounter/enter.js';
import { PLACE_CREATURE_HOOKS } from '../src/encounter/place-creature.js';
import { RETREAT_HOOKS } from '../src/encounter/retreat.js';
import { defaultValues } from '@balance-lab/core';
import type { CompiledContent } from '../src/content/compiled.js';
import { starterContent } from '../src/testing/index.js';
import { RESOURCES } from '../src/lands.js';
import { parsePos } from '../src/map/hex.js';
import { compileParams, KORREM_PARAMETERS, type KorremParams } from '../src/parameters.js';
import { PR_BATTLE, PR_ENGAGEMENT, PR_PLACE_CREATURE, PR_RETREAT_PATH, PROMPT_COUNT, type EncounterHooks, type KorremConfig, type KorremGame, type PromptHooks, type RoundHooks } from '../src/prompts.js';
import { emptyState } from '../src/setup.js';
import { G_DEPTH, LOC_ARMY, LOC_CREATURE_DECK, NONE, PL_BANK, PL_WORDS, SETTLE_KINGDOM, SETTLE_VILLAGE, topFrame, type ArmyIndex, type Copy } from '../src/state.js';

export { starterContent };

export function params(overrides: Record<string, unknown> = {}): KorremParams {
  const v = { ...defaultValues(KORREM_PARAMETERS), ...overrides } as Parameters<typeof compileParams>[0];
  return compileParams(v);
}

const NO_ROUND: RoundHooks = {
  weatherEvent: () => {},
  startCommandPhase: () => {},
  endOfRound: () => {},
};

/** A config with the given prompt hooks (by PR_*), the encounter hooks, and no-op round hooks. */
export function makeConfig(prompts: Partial<Record<number, PromptHooks>>, encounters: EncounterHooks, p: KorremParams = params()): KorremConfig {
  const table: PromptHooks[] = [];
  const none: PromptHooks = {
    legal: () => {
      throw new Error('no hooks for this prompt');
    },
    apply: () => {},
    describe: () => '?',
  };
  for (let i = 0; i < PROMPT_COUNT; i++) table.push(prompts[i] ?? none);
  return { content: starterContent(), params: p, prompts: table, encounters, round: NO_ROUND, evaluate: makeEvaluator() };
}

export const LETTERS: Record<string, number> = { P: 0, F: 1, M: 2, O: 3, D: 4, T: 5 };

export class Kit {
  readonly s: KorremGame;
  readonly c: CompiledContent;
  constructor(config: KorremConfig, seating: string[] = ['human', 'elves']) {
    this.s = emptyState(config, seating);
    this.c = config.content;
  }

  /** "P 0,0; F 1,0; M 2,0" standard tiles, or "L:Crystal Cove 1,1" Landmark tiles. */
  tiles(spec: string): this {
    for (const part of spec.split(';')) {
      const e = part.trim();
      if (e === '') continue;
      const lmMatch = /^L:(.+)\s+(-?\d+,-?\d+)$/.exec(e);
      if (lmMatch) {
        const id = this.c.landmarkByName(lmMatch[1]!.trim());
        if (id < 0) throw new Error(`no landmark ${lmMatch[1]}`);
        this.s.map.placeTile(parsePos(lmMatch[2]!), this.c.landmarks.base[id]!, id);
        continue;
      }
      const m = /^([PFMODT])\s+(-?\d+,-?\d+)$/.exec(e);
      if (!m) throw new Error(`bad tile entry ${e}`);
      this.s.map.placeTile(parsePos(m[2]!), LETTERS[m[1]!]!, -1);
    }
    return this;
  }

  t(at: string): number {
    const t = this.s.map.tileAt(parsePos(at));
    if (t < 0) throw new Error(`no tile at ${at}`);
    return t;
  }

  card(name: string): number {
    const id = this.c.cardByName(name);
    if (id < 0) throw new Error(`no card ${name}`);
    return id;
  }

  /** A free copy of the named card: from `seat`'s Nation deck, or from the Creature deck (seat -1). */
  takeCopy(name: string, seat: number): Copy {
    const card = this.card(name);
    const s = this.s;
    if (seat >= 0) {
      const base = seat * s.shape.copies;
      const len = s.nationDeckLen[seat]!;
      for (let i = 0; i < len; i++) {
        const c = s.nationDeck[base + i]!;
        if (s.copyCard[c] !== card) continue;
        s.nationDeck.copyWithin(base + i, base + i + 1, base + len);
        s.nationDeckLen[seat] = len - 1;
        return c;
      }
      throw new Error(`no ${name} left in seat ${seat}'s deck`);
    }
    const len = s.lens[0]!;
    for (let i = 0; i < len; i++) {
      const c = s.creatureDeck[i]!;
      if (s.copyCard[c] !== card) continue;
      s.creatureDeck.copyWithin(i, i + 1, len);
      s.lens[0] = len - 1;
      return c;
    }
    throw new Error(`no ${name} left in the Creature deck`);
  }

  /** Army flag `flag` of `seat` at "q,r" with the named cards (Nation cards from the seat's deck, creatures from the Creature deck). */
  army(seat: number, flag: number, at: string, names: string[], cargo: Partial<Record<number, number>> = {}): ArmyIndex {
    const a = seat * this.s.shape.flagsPerNation + flag;
    return this.fill(a, at, names, seat, cargo);
  }

  /** NPC flag `flag` at "q,r" with the named creatures. */
  npc(flag: number, at: string, names: string[], standing = false): ArmyIndex {
    const a = this.s.npcBase + flag;
    this.fill(a, at, names, -1, {});
    this.s.npcStanding[a] = standing ? 1 : 0;
    return a;
  }

  private fill(a: ArmyIndex, at: string, names: string[], seat: number, cargo: Partial<Record<number, number>>): ArmyIndex {
    const s = this.s;
    s.armyTile[a] = this.t(at);
    for (const name of names) {
      const card = this.card(name);
      const fromNation = seat >= 0 && this.c.cards.nation[card]! >= 0;
      const c = this.takeCopy(name, fromNation ? seat : -1);
      s.copyLoc[c] = LOC_ARMY;
      s.copyArg[c] = a;
    }
    for (let r = 0; r < RESOURCES; r++) s.armyCargo[a * RESOURCES + r] = cargo[r] ?? 0;
    return a;
  }

  settlement(seat: number, at: string, kingdom = false, walls = 0, towers = 0): number {
    const t = this.t(at);
    this.s.settleOwner[t] = seat;
    this.s.settleKind[t] = kingdom ? SETTLE_KINGDOM : SETTLE_VILLAGE;
    this.s.settleWalls[t] = walls;
    this.s.settleTowers[t] = towers;
    return t;
  }

  bank(seat: number, res: Partial<Record<number, number>>): this {
    for (let r = 0; r < RESOURCES; r++) this.s.pl[seat * PL_WORDS + PL_BANK + r] = res[r] ?? 0;
    return this;
  }

  /** Puts the named creatures on top of the Creature deck, the last name on top. */
  creatureTop(names: string[]): this {
    const s = this.s;
    for (const name of names) {
      const c = this.takeCopy(name, -1);
      const len = s.lens[0]!;
      s.creatureDeck[len] = c;
      s.lens[0] = len + 1;
      s.copyLoc[c] = LOC_CREATURE_DECK;
    }
    return this;
  }

  members(a: ArmyIndex): string[] {
    const out: string[] = [];
    for (let c = 0; c < this.s.shape.copies; c++) if (this.s.copyLoc[c] === LOC_ARMY && this.s.copyArg[c] === a) out.push(this.c.cards.name[this.s.copyCard[c]!]!);
    return out.sort();
  }

  copyOf(name: string, loc: number, arg: number = NONE): Copy {
    const card = this.card(name);
    for (let c = 0; c < this.s.shape.copies; c++) if (this.s.copyCard[c] === card && this.s.copyLoc[c] === loc && (arg === NONE || this.s.copyArg[c] === arg)) return c;
    return NONE;
  }

  topCreature(): string {
    const s = this.s;
    return this.c.cards.name[s.copyCard[s.creatureDeck[s.lens[0]! - 1]!]!]!;
  }

  bottomCreature(): string {
    return this.c.cards.name[this.s.copyCard[this.s.creatureDeck[0]!]!]!;
  }
}

// ---- the encounter modules bound into a config, and a decision driver -------------------------------

export function encounterConfig(overrides: Record<string, unknown> = {}): KorremConfig {
  return makeConfig(
    { [PR_BATTLE]: BATTLE_HOOKS, [PR_ENGAGEMENT]: ENGAGEMENT_HOOKS, [PR_PLACE_CREATURE]: PLACE_CREATURE_HOOKS, [PR_RETREAT_PATH]: RETREAT_HOOKS },
    ENCOUNTERS,
    params(overrides),
  );
}

export const topPrompt = (s: KorremGame): number => (s.g[G_DEPTH]! > 0 ? s.frames[topFrame(s)]! : -1);

const OUT = new Int32Array(20000);
/** The legal actions of the top frame. */
export function legalOf(s: KorremGame): number[] {
  const fr = topFrame(s);
  const n = s.config.prompts[s.frames[fr]!]!.legal(s, fr, OUT);
  return Array.from(OUT.subarray(0, n));
}
export function applyTop(s: KorremGame, action: number, rng: Rng): void {
  const fr = topFrame(s);
  s.config.prompts[s.frames[fr]!]!.apply(s, fr, action, rng);
}
export function describeTop(s: KorremGame, action: number): string {
  const fr = topFrame(s);
  return s.config.prompts[s.frames[fr]!]!.describe(s, fr, action);
}

/** Plays decisions with `pick` until no frame is open (or `limit` decisions). Returns decisions made. */
export function drive(s: KorremGame, rng: Rng, pick: (legal: number[], prompt: number) => number, limit = 20000): number {
  let k = 0;
  while (s.g[G_DEPTH]! > 0 && k < limit) {
    const legal = legalOf(s);
    applyTop(s, pick(legal, topPrompt(s)), rng);
    k++;
  }
  return k;
}

/** Every card copy is in exactly one consistent place (spec §6.7 card conservation). */
export function copyPlacesConsistent(s: KorremGame): string | null {
  const seen = new Uint8Array(s.shape.copies);
  for (let seat = 0; seat < s.shape.seats; seat++) {
    for (let i = 0; i < s.nationDeckLen[seat]!; i++) seen[s.nationDeck[seat * s.shape.copies + i]!]!++;
    for (let i = 0; i < s.handLen[seat]!; i++) {
      const h = s.hand[seat * s.shape.handCap + i]!;
      if (h >= 0) seen[h]!++;
    }
    for (let i = 0; i < s.shape.slotCap; i++) {
      const c = s.slot[seat * s.shape.slotCap + i]!;
      if (c >= 0) seen[c]!++;
    }
  }
  for (let i = 0; i < s.lens[0]!; i++) seen[s.creatureDeck[i]!]!++;
  for (let c = 0; c < s.shape.copies; c++) {
    const loc = s.copyLoc[c];
    if (loc === 4 || loc === 6) {
      if (s.armyTile[s.copyArg[c]!]! < 0) return `copy ${c} is in army ${s.copyArg[c]} whose flag is free`;
      seen[c]!++;
    }
    if (loc === 0) seen[c]!++;
    if (seen[c] !== 1) return `copy ${c} (${s.config.content.cards.name[s.copyCard[c]!]}) is in ${seen[c]} places (loc ${loc})`;
  }
  return null;
}
