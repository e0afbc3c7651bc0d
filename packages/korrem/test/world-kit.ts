// A tiny position builder for the World-deck, timeline, Artifact, quest and VP tests: the compiled
// starter content, a map from named tiles, a KorremState with the config, armies with named cards.
import { makeEvaluator } from '../src/evaluate.js';
import { Rng, defaultValues, type ParamValue } from '@balance-lab/core';
import { resourceOf, starterContent } from '../src/testing/index.js';
import { LAND_NAMES, NATION_IDS, type Land } from '../src/lands.js';
import { KorremMap } from '../src/map/board.js';
import { parsePos } from '../src/map/hex.js';
import { SetupPlacement, TileBag } from '../src/map/setup-placement.js';
import { KORREM_PARAMETERS, compileParams } from '../src/parameters.js';
import { PROMPT_COUNT, PR_CARD, PR_WORLD_DRAW, type KorremConfig, type KorremGame, type PromptHooks } from '../src/prompts.js';
import {
  G_TL_ACTIVE,
  G_WINNER,
  KorremState,
  LOC_ARMY,
  LOC_BOX,
  PL_BANK,
  PL_NATION,
  PL_WORDS,
  SETTLE_KINGDOM,
  SETTLE_VILLAGE,
  stateShape,
  type ArmyIndex,
  type Copy,
  type Seat,
  type WCopy,
} from '../src/state.js';
import { CARD_PROMPT } from '../src/world/cards.js';
import { setupWorldDeck } from '../src/world/world-deck.js';
import { WORLD_DRAW_PROMPT } from '../src/world/world-draw.js';

export const CONTENT = starterContent();

const unbound: PromptHooks = {
  legal: () => {
    throw new Error('prompt not bound in world-kit');
  },
  apply: () => {
    throw new Error('prompt not bound in world-kit');
  },
  describe: () => '?',
};

export interface KitOptions {
  seats?: number;
  /** Nation ids by seat (default NATION_IDS in order). */
  nations?: readonly string[];
  params?: Record<string, ParamValue>;
  seed?: string;
}

export interface Kit {
  s: KorremGame;
  rng: Rng;
  /** Places a tile at "q,r" (land by name, or a Landmark by printed name); returns its index. */
  tile(pos: string, land: string): number;
  /** Puts seat's army flag `flag` (0-based) on tile `t` with the named cards; returns the army index. */
  army(seat: Seat, flag: number, t: number, ...cards: string[]): ArmyIndex;
  /** A free card copy of `name` placed in army `a`. */
  addCard(a: ArmyIndex, name: string): Copy;
  settle(seat: Seat, t: number, kind: 'village' | 'kingdom'): void;
  bank(seat: Seat, res: string): number;
  setBank(seat: Seat, res: string, n: number): void;
  /** The first World copy of the named card. */
  wcopy(name: string, nth?: number): WCopy;
}

export function makeKit(opts: KitOptions = {}): Kit {
  const seats = opts.seats ?? 3;
  const params = compileParams({ ...defaultValues(KORREM_PARAMETERS), ...(opts.params ?? {}) });
  const map = KorremMap.forContent(CONTENT);
  const shape = stateShape(CONTENT, seats, params.armyFlagsPerNation, params.creatureLimit);
  const st = new KorremState(shape, map, TileBag.full(CONTENT), new SetupPlacement(seats, map.capacity));
  const prompts: PromptHooks[] = new Array<PromptHooks>(PROMPT_COUNT).fill(unbound);
  prompts[PR_WORLD_DRAW] = WORLD_DRAW_PROMPT;
  prompts[PR_CARD] = CARD_PROMPT;
  const config: KorremConfig = {
    content: CONTENT,
    params,
    prompts,
    encounters: { enter: () => undefined },
    round: { weatherEvent: () => undefined, startCommandPhase: () => undefined, endOfRound: () => undefined },
    evaluate: makeEvaluator(),
  };
  const s = Object.assign(st, { config }) as KorremGame;
  s.g[G_WINNER] = -1;
  s.g[G_TL_ACTIVE] = -1;
  s.armyTile.fill(-1);
  s.settleOwner.fill(-1);
  s.settleOccupier.fill(-1);
  s.copyRomance.fill(-1);
  s.copyLoc.fill(LOC_BOX);
  s.copyCard.fill(-1);
  const nations = opts.nations ?? NATION_IDS.slice(0, seats);
  for (let p = 0; p < seats; p++) {
    const n = NATION_IDS.indexOf(nations[p] as (typeof NATION_IDS)[number]);
    s.nation[p] = n;
    s.pl[p * PL_WORDS + PL_NATION] = n;
  }
  const rng = new Rng(opts.seed ?? 'world-kit');
  setupWorldDeck(s, CONTENT.worldDeck, rng);
  let nextCopy = 0;
  const res = resourceOf;
  const kit: Kit = {
    s,
    rng,
    tile(pos, land) {
      const l = LAND_NAMES.indexOf(land as (typeof LAND_NAMES)[number]);
      if (l >= 0) return map.placeTile(parsePos(pos), l as Land, -1);
      const lm = CONTENT.landmarkByName(land);
      if (lm < 0) throw new Error(`unknown land or Landmark ${land}`);
      return map.placeTile(parsePos(pos), CONTENT.landmarks.base[lm]!, lm);
    },
    army(seat, flag, t, ...cards) {
      const a = seat * shape.flagsPerNation + flag;
      s.armyTile[a] = t;
      for (const c of cards) kit.addCard(a, c);
      return a;
    },
    addCard(a, name) {
      const card = CONTENT.cardByName(name);
      if (card < 0) throw new Error(`unknown card ${name}`);
      if (nextCopy >= shape.copies) throw new Error('out of card copies');
      const c = nextCopy++;
      s.copyCard[c] = card;
      s.copyLoc[c] = LOC_ARMY;
      s.copyArg[c] = a;
      return c;
    },
    settle(seat, t, kind) {
      s.settleOwner[t] = seat;
      s.settleKind[t] = kind === 'village' ? SETTLE_VILLAGE : SETTLE_KINGDOM;
    },
    bank: (seat, r) => s.pl[seat * PL_WORDS + PL_BANK + res(r)]!,
    setBank(seat, r, n) {
      s.pl[seat * PL_WORDS + PL_BANK + res(r)] = n;
    },
    wcopy(name, nth = 0) {
      const wc = CONTENT.worldByName(name);
      let k = 0;
      for (let w = 0; w < shape.worldCopies; w++) if (s.wCard[w] === wc && k++ === nth) return w;
      throw new Error(`no World copy ${nth} of ${name}`);
    },
  };
  return kit;
}

/** Moves World copy `w` from wherever it is in the deck to the top (the next draw). */
export function stackTop(s: KorremGame, w: WCopy): void {
  const n = s.lens[1]!;
  const i = s.worldDeck.subarray(0, n).indexOf(w);
  if (i < 0) throw new Error(`World copy ${w} is not in the deck`);
  s.worldDeck.copyWithin(i, i + 1, n);
  s.worldDeck[n - 1] = w;
}
