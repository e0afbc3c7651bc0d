// The built-in content set `tuned` (issue 23): the `starter` set with only the values the rulebook
// lost retuned so that games end by VP (first to 25, RB: Victory Conditions) in a designer's
// reasonable time. Every printed value stays (costs, the Rok's 5 VP, the three Artifact bars, every
// stat the rulebook reveals: all CF checks hold); what changes is listed below, each with what it
// was tuned for and the study that measured it. `starter` stays the spec's §4 text for the rule tests.
import type { ContentSet } from '@balance-lab/core';
import { STARTER_DOCUMENT } from './starter.js';
import type { CharacterCard, Gather, KorremContent, Quest } from './types.js';

/** Where a tuned value comes from: the gap it fills and the study that measured it. */
const TUNED = (gap: string, why: string): string =>
  `ASSUMPTION ${gap} (lost in the rulebook), tuned in issue 23: ${why}; measured by reports/korrem/greedy (reports/README.md has the commands)`;

/**
 * The quests (G57: every quest text is lost). One shape per role, the same for every nation, so the
 * quest budget is equal and the nations differ by what the rulebook and the spec give them:
 * - the Provider (in play from Round 1, §1.5): Empire, +3 VP per settlement held while in play, at most 18;
 * - the nation's second gatherer or builder: Exploration, +1 VP per Discover, at most 5;
 * - the nation's common fighter (3 copies): Malice, +1 VP per Monster its army kills, at most 3.
 * The elite cards keep the spec's quests (§4.4).
 */
const EMPIRE: Quest = {
  category: 'Empire', trigger: 'settlementsOwned', vp: 3, mode: 'keep', max: 18,
  source: TUNED('G57', 'the pace of settling, the main VP source: +3 per settlement held, at most 18 (six of the eight Villages, RB: Components)'),
};
const EXPLORE: Quest = {
  category: 'Exploration', trigger: 'discover', vp: 1, mode: 'repeat', max: 5,
  source: TUNED('G57', 'an early source that rewards exploring for sites: +1 per Discover, at most 5'),
};
const HUNT: Quest = {
  category: 'Malice', trigger: 'monsterDied', vp: 1, mode: 'repeat', max: 3,
  source: TUNED('G57', 'a reason to fight Monsters besides their own VP: +1 per Monster killed, at most 3'),
};

const QUESTS: Readonly<Record<string, Quest>> = {
  // Providers (RB: Nations).
  farmer: EMPIRE,
  'goblin-laborer': EMPIRE,
  fisherman: EMPIRE,
  miner: EMPIRE,
  merchant: EMPIRE,
  apprentice: EMPIRE,
  // Second gatherers and builders (spec §4.4).
  woodcutter: EXPLORE,
  'goblin-miner': EXPLORE,
  'pine-logger': EXPLORE,
  'kobold-logger': EXPLORE,
  'caravan-hand': EXPLORE,
  'stone-shaper': EXPLORE,
  // The common fighters, 3 copies each (spec §4.4).
  footman: HUNT,
  'elf-archer': HUNT,
  whaler: HUNT,
  'dragonkin-warrior': HUNT,
  'sand-guard': HUNT,
  'grove-warden': HUNT,
};

/**
 * Provider yields (G6: lost). A Village costs every nation the same (RB Fig. 2, G7: 2 Or, 8 Wd, 4 Gr),
 * but with the spec's yields four nations could gather no Grain and three no Ore at all, so their
 * Villages waited on markets that may not be on the map. Tuned: each Provider also gathers, one at a
 * time and never doubled by a region, each Village resource it lacked: Grain on Plains, Wood on
 * Forest, Ore on Mountain. Its own yields stay as the spec gives them (doubled where they were).
 */
const VILLAGE_GATHERS: readonly Gather[] = [
  { land: 'Plains', yields: ['Gr'], doubles: false },
  { land: 'Forest', yields: ['Wd'], doubles: false },
  { land: 'Mountain', yields: ['Or'], doubles: false },
];
const PROVIDERS = new Set(['farmer', 'goblin-laborer', 'fisherman', 'miner', 'merchant', 'apprentice']);
const PROVIDER_SRC = TUNED('G6', 'every Provider also gathers the Village resources (Gr on Plains, Wd on Forest, Or on Mountain) it could not, flat 1');

function providerGathers(c: CharacterCard): Gather[] {
  const own = c.gathers ?? [];
  const has = (land: string, r: string): boolean => own.some((g) => g.land === land && (g.yields as readonly string[]).includes(r));
  return [...own, ...VILLAGE_GATHERS.filter((g) => !has(g.land, g.yields[0]!))];
}

function tuneCharacter(c: CharacterCard): CharacterCard {
  const quest = QUESTS[c.id];
  let out = quest === undefined ? c : { ...c, quest };
  if (PROVIDERS.has(c.id)) out = { ...out, gathers: providerGathers(c), source: `${c.source}; ${PROVIDER_SRC}` };
  return out;
}

export const TUNED_DOCUMENT: KorremContent = {
  ...STARTER_DOCUMENT,
  source: `the starter set (spec §3.1, §4.3–§4.7) with the lost quest values retuned so that games end by VP (issue 23; content/tuned.ts lists each change and its source)`,
  characters: STARTER_DOCUMENT.characters.map(tuneCharacter),
};

export const tuned: ContentSet<KorremContent> = {
  description: 'the starter set with the lost quests and Provider yields retuned so that games end by VP (the default)',
  source: 'ASSUMPTION G57 (quests) and G6 (Provider yields) over the spec §4 placeholders, tuned in issue 23 (content/tuned.ts)',
  document: TUNED_DOCUMENT,
};

/** The card ids whose quests `tuned` changes (for the tests and the README). */
export const TUNED_QUEST_CARDS: readonly string[] = Object.keys(QUESTS);
