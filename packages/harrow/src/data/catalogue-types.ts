// The typed schema of Harrow County's catalogue: cards, Bonus Tiles, Legends, Legend tracks.
// Rule texts are the rulebook's (verbatim from the seed text, with its `Lnnnn`); the numbers an
// engine needs are structured `Sourced` fields (`numbers`), so nothing has to be parsed from prose.
import type { Sourced } from './sourced.js';

export type FactionId = 'protectors' | 'family' | 'kammi' | 'hester';
export const FACTION_IDS: readonly FactionId[] = ['protectors', 'family', 'kammi', 'hester'];
/** The factions of a 2-player game (spec §1.2). */
export type TwoPlayerFactionId = Exclude<FactionId, 'hester'>;
export const TWO_PLAYER_FACTION_IDS: readonly TwoPlayerFactionId[] = ['protectors', 'family', 'kammi'];

export type BasicAction = 'ADVANCE' | 'SPAWN' | 'STRENGTHEN';
export const BASIC_ACTIONS: readonly BasicAction[] = ['ADVANCE', 'SPAWN', 'STRENGTHEN'];
/** Ability Tokens on the map and in the box (L144-156): the three basic actions and the Scroll. */
export type AbilityTokenType = BasicAction | 'SCROLL';

export type DeckId = 'tactics' | 'upgrade' | 'goblin' | 'hester';

/** A structured number (or flag, or small enum) of a card, tile or power. */
export type CatalogueNumber = Sourced<number> | Sourced<boolean> | Sourced<string>;
export type CatalogueNumbers = Readonly<Record<string, CatalogueNumber>>;

/** What every catalogue entry (card, tile, power) has. */
export interface CatalogueEntry<N extends CatalogueNumbers = CatalogueNumbers> {
  /** Stable id: kebab-case of the printed name ("conjure-the-dead"). */
  readonly id: string;
  /** The printed name, in title case (the rulebook prints it in capitals). */
  readonly name: string;
  /** The rules text as the rulebook file gives it, without the "NAME:" prefix. */
  readonly text: string;
  /** Where the text is printed: "L2651" (a range for multi-line texts). */
  readonly source: string;
  /** The row of the spec's catalogue (§2) or section (§1.3) that restates it: "T3", "U9", "B8", "R-LEG-EMMY". */
  readonly specRef: string;
  /** Gap rows of the spec (§3) that a reading of this entry rests on; also named in the numbers' sources. */
  readonly gaps: readonly string[];
  /** The entry's numbers as structured, sourced fields. */
  readonly numbers: N;
}

export interface CardSpec<N extends CatalogueNumbers = CatalogueNumbers> extends CatalogueEntry<N> {
  readonly owner: FactionId;
  readonly deck: DeckId;
}

/** A Family Upgrade card: its Upgrade token is resolved as one packet; `cost` is the drawn token type it consumes. */
export interface UpgradeCardSpec<N extends CatalogueNumbers = CatalogueNumbers> extends CardSpec<N> {
  readonly deck: 'upgrade';
  /** The basic-action token discarded to the box to play it (G-19 except Sound & Fury, L1730). */
  readonly cost: Sourced<BasicAction>;
}

export type BonusTileSpec<N extends CatalogueNumbers = CatalogueNumbers> = CatalogueEntry<N>;

/** Which Character Board a Legend is: a faction Legend, Kammi herself, a Goblin, or Hester. */
export type LegendKind = 'legend' | 'kammi' | 'goblin' | 'hester';

/** A Legend's Unique Power (printed in the Appendix, L2629-2743). */
export type UniquePowerSpec<N extends CatalogueNumbers = CatalogueNumbers> = CatalogueEntry<N>;

export interface LegendSpec {
  readonly id: string;
  readonly name: string;
  readonly faction: FactionId;
  readonly kind: LegendKind;
  /** Where the Legend is listed among the components or in the Appendix. */
  readonly source: string;
  /** Available in the Training game (Emmy and Levi only, L48-52). */
  readonly training: boolean;
  /** The Unique Power; null for Kammi herself (her powers are the Goblin's) and Hester (her board). */
  readonly power: UniquePowerSpec | null;
  /** Unique-power tokens taken at setup (L1151-1158): Iron Nails, Goads, the Attack Fury, Kammi's purple token. */
  readonly powerTokens: Readonly<Record<string, Sourced<number>>>;
}

/** One space of a Legend Ability Track: index 0 is the base space, 1..3 the scroll spaces (G-15). */
export interface LegendTrackSpace {
  readonly index: number;
  /** What resolving the space does (implementable restatement of the cited text). */
  readonly effect: string;
  readonly source: string;
}

export interface LegendTrackSide {
  readonly id: string;
  readonly faction: TwoPlayerFactionId;
  readonly side: 1 | 2;
  readonly name: string;
  /** The rulebook text of the side, verbatim. */
  readonly text: string;
  readonly source: string;
  readonly spaces: Sourced<readonly LegendTrackSpace[]>;
}
