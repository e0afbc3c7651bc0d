// Solo mode's numbers and card data resolved once per configuration (spec §1.21, §3.4): the level,
// the pile split, the G-21 activation rule, and per card (ALL_CARDS index) its element, its two
// SPAWN hexes on the grid and its Hester icon. Read from data/solo.ts and the `solo.*` parameters.
import { ConfigError, type ParameterSpec, type ParameterValues } from '@balance-lab/core';
import { ALL_CARDS } from '../data/cards.js';
import { SOLO, SOLO_AREA_ORDER, SOLO_CARDS, SOLO_CARDS_SOURCE, SOLO_LEVELS, SOLO_PILES, type SoloLevel } from '../data/solo.js';
import { parseHex, type HexGrid } from '../hex.js';
import { textOr, intOr } from '../values.js';
import { FAC_F, FAC_K, FAC_P } from '../state.js';

/** Solo-board areas (data/solo.ts SOLO_AREAS order). */
export const AREA_CUBE = 0;
export const AREA_SPAWN = 1;
export const AREA_MOVE = 2;
export const AREAS = 3;
export const PILES = SOLO_PILES.length;

export interface SoloRules {
  readonly level: number;
  readonly levelData: SoloLevel;
  /** Cards dealt to each pile (red, blue, purple). */
  readonly split: readonly number[];
  /** G-21: activations of an area holding `tokens` Bonfire tokens. */
  readonly plusOne: boolean;
  readonly objectivePoints: number;
  /** Wild tokens beside the board for Hester to eat (G-55). */
  readonly wildTokens: number;
  /** The areas clockwise (G-56), as AREA_* indices. */
  readonly clockwise: Int8Array;
  /** Per ALL_CARDS index: element (AREA_*, −1 none), the two SPAWN hexes (−1 none), Hester icon, Amaryllis. */
  readonly element: Int8Array;
  readonly hexA: Int16Array;
  readonly hexB: Int16Array;
  readonly hesterIcon: Uint8Array;
  readonly amaryllis: Uint8Array;
}

const AREA_OF: Readonly<Record<string, number>> = { CUBE: AREA_CUBE, SPAWN: AREA_SPAWN, MOVE: AREA_MOVE };
const DECK_PILE: Readonly<Record<string, number>> = Object.fromEntries(SOLO_PILES.map((p, i) => [p.deck, i]));

/** The pile a card belongs to (red Tactics, blue Upgrades, purple Goblin cards), −1 for Hester's own. */
export const pileOfDeck = (deck: string): number => DECK_PILE[deck] ?? -1;

/** The pile of each card (ALL_CARDS index), −1 for Hester's own. */
export const PILE_OF_CARD: Int8Array = Int8Array.from(ALL_CARDS, (c) => pileOfDeck(c.deck));

/** Every card (ALL_CARDS index) each pile is drawn from. */
export const PILE_CARDS: readonly (readonly number[])[] = SOLO_PILES.map((_, p) => ALL_CARDS.flatMap((c, i) => (pileOfDeck(c.deck) === p ? [i] : [])));

/** The deck block holding each solo pile (red, blue, purple): those decks' owners, whose own decks are unused in solo. */
export const SOLO_PILE_BLOCK: readonly number[] = [FAC_P, FAC_F, FAC_K];

const pileSizes = (): number[] => PILE_CARDS.map((cards) => cards.length);

/** "even", or "r/b/p" counts; checked against the level's total and the pile sizes. */
function parseSplit(text: string, total: number): number[] {
  const sizes = pileSizes();
  if (text === 'even') {
    const out = sizes.map(() => 0);
    let left = total;
    // Deal round-robin (red, blue, purple), skipping a pile that is used up.
    while (left > 0) {
      let dealt = false;
      for (let p = 0; p < out.length && left > 0; p++) {
        if (out[p]! < sizes[p]!) {
          out[p]!++;
          left--;
          dealt = true;
        }
      }
      if (!dealt) throw new ConfigError(`solo: ${total} cards do not fit the piles (${sizes.join('/')})`);
    }
    return out;
  }
  const parts = text.split('/').map((x) => Number(x));
  if (parts.length !== PILES || parts.some((x) => !Number.isInteger(x) || x < 0)) {
    throw new ConfigError(`invalid solo.split '${text}': expected 'even' or three whole numbers r/b/p (red Tactics, blue Upgrade, purple Goblin)`);
  }
  const sum = parts.reduce((a, b) => a + b, 0);
  if (sum !== total) throw new ConfigError(`invalid solo.split '${text}': it deals ${sum} cards, the level needs ${total} (L2445-2464)`);
  parts.forEach((x, p) => {
    if (x > sizes[p]!) throw new ConfigError(`invalid solo.split '${text}': the ${SOLO_PILES[p]!.colour} pile has only ${sizes[p]} cards`);
  });
  return parts;
}

export function soloRules(values: ParameterValues, grid: HexGrid): SoloRules {
  const level = intOr(values, 'solo.level', SOLO.level.value);
  const levelData = SOLO_LEVELS.value[level - 1];
  if (levelData === undefined) throw new ConfigError(`invalid solo.level ${level}: expected 1, 2 or 3`);
  const split = parseSplit(textOr(values, 'solo.split') ?? SOLO.split.value, levelData.cards);
  const activations = textOr(values, 'solo.activations') ?? SOLO.activations.value;
  const n = ALL_CARDS.length;
  const element = new Int8Array(n).fill(-1);
  const hexA = new Int16Array(n).fill(-1);
  const hexB = new Int16Array(n).fill(-1);
  const hesterIcon = new Uint8Array(n);
  const amaryllis = new Uint8Array(n);
  ALL_CARDS.forEach((c, i) => {
    if (pileOfDeck(c.deck) < 0) return;
    const d = SOLO_CARDS[c.id];
    if (d === undefined) throw new ConfigError(`solo: no solo data for the card ${c.id} (${SOLO_CARDS_SOURCE})`);
    if (d.amaryllis === true) {
      amaryllis[i] = 1;
      return;
    }
    if (d.element === undefined || d.hexes === undefined) throw new ConfigError(`solo: the card ${c.id} lacks its element or hexes`);
    element[i] = AREA_OF[d.element]!;
    hexA[i] = parseHex(grid, d.hexes[0]);
    hexB[i] = parseHex(grid, d.hexes[1]);
    hesterIcon[i] = d.hester === true ? 1 : 0;
  });
  return {
    level,
    levelData,
    split,
    plusOne: activations === 'one-plus-tokens',
    objectivePoints: SOLO.objectivePoints.value,
    wildTokens: SOLO.wildTokens.value,
    clockwise: Int8Array.from(SOLO_AREA_ORDER.value, (a) => AREA_OF[a]!),
    element,
    hexA,
    hexB,
    hesterIcon,
    amaryllis,
  };
}

/** G-21: how many times an area with `tokens` Bonfire tokens on it activates. */
export const activationsFor = (r: SoloRules, tokens: number): number => (r.plusOne ? 1 + tokens : Math.max(1, tokens));

/** The `solo.*` parameters. */
export function soloParameters(): ParameterSpec[] {
  return [
    { kind: 'int', key: 'solo.level', default: SOLO.level.value, min: 1, max: SOLO_LEVELS.value.length, source: SOLO.level.source, description: 'solo difficulty level (1 easiest: 18 cards; 3 hardest: 14)', alternatives: SOLO.level.alternatives },
    {
      kind: 'text', key: 'solo.split', default: SOLO.split.value, format: "'even' or r/b/p, e.g. 7/6/5", source: SOLO.split.source,
      description: 'how the level\'s solo cards are dealt to the red, blue and purple piles',
      check: (t) => (t === 'even' || /^\d+\/\d+\/\d+$/.test(t) ? null : `expected 'even' or r/b/p, got '${t}'`),
    },
    { kind: 'choice', key: 'solo.activations', default: SOLO.activations.value, values: ['one-plus-tokens', 'tokens-or-one'], source: SOLO.activations.source, description: 'activations of a solo-board area with Bonfire tokens on it', alternatives: SOLO.activations.alternatives },
    { kind: 'bool', key: 'solo.hesterKilledRefill', default: SOLO.hesterKilledRefill.value, source: SOLO.hesterKilledRefill.source, description: 'solo: killing Hester puts a Bonfire pair back on her board', alternatives: SOLO.hesterKilledRefill.alternatives },
  ];
}
