// A position builder for the Command Phase tests: the compiled starter content, a state from
// setup.ts `emptyState` (Nation decks, Creature deck, World deck, full bag), tiles by "q,r", armies
// with named cards pulled out of their decks, Town Hall slots with named cards, settlements, banks
// and cargo; a recording encounter hook; the public kit's LoadedDice; a step function that applies one code at
// the top frame and checks the §6.7 invariants this area touches after every action.
import { makeEvaluator } from '../src/evaluate.js';
import { defaultValues, type ParamValue } from '@balance-lab/core';
import { expect } from 'vitest';
import { LoadedDice, resourceOf, starterContent } from '../src/testing/index.js';
import { COMMAND_PROMPTS } from '../src/command/command.js';
import { startCommandPhase } from '../src/command/start-phase.js';
import { memberCounts, nonMachinesOf, totalOf } from '../src/command/common.js';
import { LAND_NAMES, RESOURCES, type Land } from '../src/lands.js';
import { parsePos } from '../src/map/hex.js';
import { KORREM_PARAMETERS, compileParams } from '../src/parameters.js';
import { PROMPT_COUNT, type KorremConfig, type KorremGame, type PromptHooks } from '../src/prompts.js';
import { emptyState } from '../src/setup.js';
import {
  FW_PROMPT,
  G_TL_ACTIVE,
  G_WEATHER,
  G_WINNER,
  LOC_ARMY,
  LOC_BOX,
  LOC_CREATURE_DECK,
  LOC_NATION_DECK,
  LOC_SLOT,
  NONE,
  PL_ACTIONS,
  PL_BANK,
  PL_FREE_USED,
  PL_SLOTS,
  PL_WORDS,
  SETTLE_KINGDOM,
  SETTLE_NONE,
  SETTLE_VILLAGE,
  topFrame,
  type ArmyIndex,
  type Copy,
  type Seat,
  type WCopy,
  WLOC_ARMY,
  WLOC_BANK,
  WLOC_DECK,
  G_CREATURE_TOP_SEEN,
} from '../src/state.js';
import { takeFromWorldDeck } from '../src/world/world-deck.js';
import { VP_ARTIFACT, addVp } from '../src/world/vp.js';

/** The compiled starter content (the public kit's). */
export const content = starterContent;
export const res = resourceOf;

export interface EncounterCall {
  army: number;
  tile: number;
}

export interface KitOptions {
  nations?: readonly string[];
  params?: Record<string, ParamValue>;
  seed?: string;
}

export interface Kit {
  s: KorremGame;
  /** Dice pushed to `rng.dice` come first, then the seeded stream. */
  rng: LoadedDice;
  encounters: EncounterCall[];
  /** Places a tile at "q,r" (a land name, or a Landmark's printed name); returns its index. */
  tile(pos: string, land: string): number;
  /** The tile index at "q,r". */
  at(pos: string): number;
  /** Seat's flag (0-based) on tile t with the named cards (pulled from their decks); returns the army. */
  army(seat: Seat, flag: number, t: number, ...cards: string[]): ArmyIndex;
  /** A copy of `name` taken out of its deck (Nation decks first, then the Creature deck). */
  pull(name: string): Copy;
  settle(seat: Seat, t: number, kind: 'village' | 'kingdom'): void;
  /** Puts the named cards into seat's Town Hall slots 0.. (not fresh) and sets PL_SLOTS to the settlements' P. */
  slots(seat: Seat, ...cards: string[]): Copy[];
  /** Puts a named card on top of seat's Nation deck (or the Creature deck when seat < 0). */
  onTop(seat: Seat, name: string): Copy;
  bank(seat: Seat, r: string): number;
  setBank(seat: Seat, r: string, n: number): void;
  cargo(a: ArmyIndex, r: string): number;
  setCargo(a: ArmyIndex, r: string, n: number): void;
  /** Opens seat's Command Phase with `actions` Actions (start-phase.ts). */
  start(seat: Seat, actions: number): void;
  actions(seat: Seat): number;
  /** Legal codes at the top frame. */
  legal(): number[];
  describeAll(): string[];
  /** The legal code whose description matches (exactly one must). */
  find(pattern: RegExp): number;
  /** Applies a code at the top frame (must be legal) and checks the invariants. */
  step(code: number): void;
  /** Finds by description and steps. */
  act(pattern: RegExp): void;
  topPrompt(): number;
  checkInvariants(): void;
  /** The World copy of the named Artifact, taken out of the World deck, banked by `seat` (its VP counted, §3.4). */
  bankArtifact(seat: Seat, name: string): WCopy;
  /** The World copy of the named Artifact, taken out of the World deck, carried by army `a`. */
  carryArtifact(a: ArmyIndex, name: string): WCopy;
}

export function makeKit(opts: KitOptions = {}): Kit {
  const nations = opts.nations ?? ['human', 'elves', 'borean'];
  const c = content();
  const params = compileParams({ ...defaultValues(KORREM_PARAMETERS), ...(opts.params ?? {}) });
  const encounters: EncounterCall[] = [];
  const none: PromptHooks = {
    legal: () => {
      throw new Error('prompt not bound in command-kit');
    },
    apply: () => {
      throw new Error('prompt not bound in command-kit');
    },
    describe: () => '?',
  };
  const prompts: PromptHooks[] = new Array<PromptHooks>(PROMPT_COUNT).fill(none);
  for (const [id, hooks] of COMMAND_PROMPTS) prompts[id] = hooks;
  const config: KorremConfig = {
    content: c,
    params,
    prompts,
    encounters: { enter: (_s, army, tile) => void encounters.push({ army, tile }) },
    round: { weatherEvent: () => undefined, startCommandPhase: () => undefined, endOfRound: () => undefined },
    evaluate: makeEvaluator(),
  };
  const s = emptyState(config, nations);
  s.g[G_WINNER] = NONE;
  s.g[G_TL_ACTIVE] = NONE;
  const rng = new LoadedDice(opts.seed ?? 'command-kit');
  const buf = new Int32Array(8192);
  const f = s.shape.flagsPerNation;

  function removeFromDecks(copy: Copy): void {
    if (s.copyLoc[copy] === LOC_NATION_DECK) {
      const seat = s.copyArg[copy]!;
      const base = seat * s.shape.copies;
      const len = s.nationDeckLen[seat]!;
      let j = 0;
      for (let i = 0; i < len; i++) if (s.nationDeck[base + i] !== copy) s.nationDeck[base + j++] = s.nationDeck[base + i]!;
      s.nationDeckLen[seat] = j;
    } else if (s.copyLoc[copy] === LOC_CREATURE_DECK) {
      const len = s.lens[0]!;
      let j = 0;
      for (let i = 0; i < len; i++) if (s.creatureDeck[i] !== copy) s.creatureDeck[j++] = s.creatureDeck[i]!;
      s.lens[0] = j;
    }
  }

  function worldCopy(name: string): WCopy {
    for (let w = 0; w < s.shape.worldCopies; w++) {
      if (c.world.name[s.wCard[w]!] !== name || s.wLoc[w] !== WLOC_DECK) continue;
      if (!takeFromWorldDeck(s, w)) throw new Error(`${name} is not in the World deck`);
      return w;
    }
    throw new Error(`no World copy of ${name} left in the deck`);
  }

  const kit: Kit = {
    s,
    rng,
    encounters,
    tile(pos, land) {
      const l = LAND_NAMES.indexOf(land as (typeof LAND_NAMES)[number]);
      if (l >= 0) return s.map.placeTile(parsePos(pos), l as Land, -1);
      const lm = c.landmarkByName(land);
      if (lm < 0) throw new Error(`unknown land or Landmark ${land}`);
      return s.map.placeTile(parsePos(pos), c.landmarks.base[lm]!, lm);
    },
    at(pos) {
      const t = s.map.tileAt(parsePos(pos));
      if (t < 0) throw new Error(`no tile at ${pos}`);
      return t;
    },
    pull(name) {
      const card = c.cardByName(name);
      if (card < 0) throw new Error(`unknown card ${name}`);
      for (let copy = 0; copy < s.shape.copies; copy++) {
        if (s.copyCard[copy] !== card) continue;
        if (s.copyLoc[copy] !== LOC_NATION_DECK && s.copyLoc[copy] !== LOC_CREATURE_DECK) continue;
        removeFromDecks(copy);
        return copy;
      }
      throw new Error(`no free copy of ${name}`);
    },
    army(seat, flag, t, ...cards) {
      const a = seat * f + flag;
      s.armyTile[a] = t;
      for (const name of cards) {
        const copy = kit.pull(name);
        s.copyLoc[copy] = LOC_ARMY;
        s.copyArg[copy] = a;
      }
      return a;
    },
    settle(seat, t, kind) {
      s.settleOwner[t] = seat;
      s.settleKind[t] = kind === 'village' ? SETTLE_VILLAGE : SETTLE_KINGDOM;
    },
    slots(seat, ...cards) {
      let p = 0;
      for (let t = 0; t < s.map.count; t++) if (s.settleOwner[t] === seat) p += s.settleKind[t] === SETTLE_KINGDOM ? 2 : s.settleKind[t] === SETTLE_VILLAGE ? 1 : 0;
      s.pl[seat * PL_WORDS + PL_SLOTS] = p;
      const out: Copy[] = [];
      cards.forEach((name, i) => {
        const copy = kit.pull(name);
        const k = seat * s.shape.slotCap + i;
        s.slot[k] = copy;
        s.slotFresh[k] = 0;
        s.copyLoc[copy] = LOC_SLOT;
        s.copyArg[copy] = k;
        out.push(copy);
      });
      return out;
    },
    onTop(seat, name) {
      const copy = kit.pull(name);
      if (seat < 0) {
        s.creatureDeck[s.lens[0]!] = copy;
        s.lens[0] = s.lens[0]! + 1;
        s.g[G_CREATURE_TOP_SEEN] = 0;
        s.copyLoc[copy] = LOC_CREATURE_DECK;
      } else {
        s.nationDeck[seat * s.shape.copies + s.nationDeckLen[seat]!] = copy;
        s.nationDeckLen[seat] = s.nationDeckLen[seat]! + 1;
        s.copyLoc[copy] = LOC_NATION_DECK;
        s.copyArg[copy] = seat;
      }
      return copy;
    },
    bank: (seat, r) => s.pl[seat * PL_WORDS + PL_BANK + res(r)]!,
    setBank(seat, r, n) {
      s.pl[seat * PL_WORDS + PL_BANK + res(r)] = n;
    },
    cargo: (a, r) => s.armyCargo[a * RESOURCES + res(r)]!,
    setCargo(a, r, n) {
      s.armyCargo[a * RESOURCES + res(r)] = n;
    },
    start(seat, actions) {
      s.g[G_WEATHER] = actions;
      startCommandPhase(s, seat, actions, rng);
    },
    actions: (seat) => s.pl[seat * PL_WORDS + PL_ACTIONS]!,
    legal() {
      const fr = topFrame(s);
      const n = config.prompts[s.frames[fr + FW_PROMPT]!]!.legal(s, fr, buf);
      return Array.from(buf.subarray(0, n));
    },
    describeAll() {
      const fr = topFrame(s);
      const hooks = config.prompts[s.frames[fr + FW_PROMPT]!]!;
      return kit.legal().map((code) => hooks.describe(s, fr, code));
    },
    find(pattern) {
      const fr = topFrame(s);
      const hooks = config.prompts[s.frames[fr + FW_PROMPT]!]!;
      const hits = kit.legal().filter((code) => pattern.test(hooks.describe(s, fr, code)));
      if (hits.length !== 1) throw new Error(`${hits.length} legal actions match ${pattern}:\n${kit.describeAll().join('\n')}`);
      return hits[0]!;
    },
    step(code) {
      expect(kit.legal()).toContain(code);
      const fr = topFrame(s);
      config.prompts[s.frames[fr + FW_PROMPT]!]!.apply(s, fr, code, rng);
      kit.checkInvariants();
    },
    act(pattern) {
      kit.step(kit.find(pattern));
    },
    topPrompt: () => s.frames[topFrame(s) + FW_PROMPT]!,
    bankArtifact(seat, name) {
      const w = worldCopy(name);
      s.wLoc[w] = WLOC_BANK;
      s.wArg[w] = seat;
      addVp(s, seat, c.world.vp[s.wCard[w]!]!, VP_ARTIFACT);
      return w;
    },
    carryArtifact(a, name) {
      const w = worldCopy(name);
      s.wLoc[w] = WLOC_ARMY;
      s.wArg[w] = a;
      return w;
    },
    checkInvariants() {
      // §6.7 (1): no resource negative, in any bank or cargo.
      for (let seat = 0; seat < s.shape.seats; seat++) for (let r = 0; r < RESOURCES; r++) expect(s.pl[seat * PL_WORDS + PL_BANK + r]).toBeGreaterThanOrEqual(0);
      for (let i = 0; i < s.armyCargo.length; i++) expect(s.armyCargo[i]).toBeGreaterThanOrEqual(0);
      for (let seat = 0; seat < s.shape.seats; seat++) {
        expect(s.pl[seat * PL_WORDS + PL_ACTIONS]).toBeGreaterThanOrEqual(0);
        expect(s.pl[seat * PL_WORDS + PL_FREE_USED]).toBeLessThanOrEqual(params.maxFreeActionsPerPhase);
        // §6.7 (6): flags in use ≤ armyFlagsPerNation (by construction), one army per nation per hex, ≥ 1 non-Machine.
        let used = 0;
        for (let a = seat * f; a < (seat + 1) * f; a++) {
          const t = s.armyTile[a]!;
          if (t < 0) continue;
          used++;
          for (let b = a + 1; b < (seat + 1) * f; b++) expect(s.armyTile[b], `two armies of seat ${seat} on tile ${t}`).not.toBe(t);
          const counts = memberCounts(s, a);
          expect(totalOf(counts), `army ${a} is empty`).toBeGreaterThan(0);
          expect(nonMachinesOf(counts), `army ${a} is Machines only`).toBeGreaterThan(0);
        }
        expect(used).toBeLessThanOrEqual(params.armyFlagsPerNation);
        // §6.7 (9): slots = P while the deck has cards.
        let p = 0;
        for (let t = 0; t < s.map.count; t++) if (s.settleOwner[t] === seat && s.settleKind[t] !== SETTLE_NONE) p += s.settleKind[t] === SETTLE_KINGDOM ? 2 : 1;
        expect(s.pl[seat * PL_WORDS + PL_SLOTS]).toBeLessThanOrEqual(p);
      }
      // §6.7 (8): card conservation — every copy in exactly one zone, and the zone agrees.
      const seen = new Int32Array(s.shape.copies);
      for (let seat = 0; seat < s.shape.seats; seat++) {
        for (let i = 0; i < s.nationDeckLen[seat]!; i++) {
          const copy = s.nationDeck[seat * s.shape.copies + i]!;
          seen[copy]!++;
          expect(s.copyLoc[copy]).toBe(LOC_NATION_DECK);
          expect(s.copyArg[copy]).toBe(seat);
        }
        for (let i = 0; i < s.shape.slotCap; i++) {
          const copy = s.slot[seat * s.shape.slotCap + i]!;
          if (copy < 0) continue;
          seen[copy]!++;
          expect(s.copyLoc[copy]).toBe(LOC_SLOT);
          expect(s.copyArg[copy]).toBe(seat * s.shape.slotCap + i);
        }
        for (let i = 0; i < s.handLen[seat]!; i++) {
          const e = s.hand[seat * s.shape.handCap + i]!;
          if (e >= 0) seen[e]!++;
        }
      }
      for (let i = 0; i < s.lens[0]!; i++) seen[s.creatureDeck[i]!]!++;
      for (let copy = 0; copy < s.shape.copies; copy++) {
        if (s.copyLoc[copy] === LOC_BOX) continue;
        if (s.copyLoc[copy] === LOC_ARMY) seen[copy]!++;
        expect(seen[copy], `copy ${copy} (loc ${s.copyLoc[copy]}) is in ${seen[copy]} zones`).toBe(1);
      }
      // §6.7 (4): settlements never adjacent.
      for (let t = 0; t < s.map.count; t++) {
        if (s.settleKind[t] === SETTLE_NONE) continue;
        for (let d = 0; d < 6; d++) {
          const n = s.map.neighbour(t, d);
          if (n >= 0) expect(s.settleKind[n], `settlements on ${t} and ${n} touch`).toBe(SETTLE_NONE);
        }
      }
    },
  };
  return kit;
}
