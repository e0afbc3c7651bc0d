// The built-in content set `starter`: the spec's invented placeholder content exactly as §3.1 and
// §4.3–§4.7 print it (six 10-card Nation decks, 38 creatures, 19 World cards, 18 Landmarks, the
// 131-tile bag). It agrees with every stat the rulebook reveals (§4.5 "Checks"). Designers replace
// it with the real lists through `--content file.json` (G1–G8).
import type { ContentSet } from '@balance-lab/core';
import type { NationId } from '../lands.js';
import type { Ability, Bundle, CharacterCard, Effect, Gather, KorremContent, LandmarkDoc, NationDoc, Quest, WorldCard } from './types.js';

const DECK_SRC = 'ASSUMPTION G1, G2: spec §4.4 starter Nation deck (placeholder, 10 cards, provider ×2)';
const CREATURE_SRC = 'ASSUMPTION G3: spec §4.5 starter Creature deck (placeholder)';
const WORLD_SRC = 'ASSUMPTION G4: spec §4.6 starter World deck (placeholder)';

type Stats = readonly [a: number, d: number, h: number, s: number];
type Attraction = CharacterCard['attraction'];

const rom = (score: number): Attraction => ({ type: 'Rom', score });
const com = (score: number): Attraction => ({ type: 'Com', score });
const int = (score: number): Attraction => ({ type: 'Int', score });
const cha = (score: number): Attraction => ({ type: 'Cha', score });

/** The card fields every card has; `more` adds the optional ones (never an undefined key: this is JSON). */
function card(
  id: string,
  name: string,
  origin: CharacterCard['origin'],
  [A, D, H, S]: Stats,
  attraction: Attraction,
  nature: CharacterCard['nature'],
  res: Bundle,
  source: string,
  more: Partial<CharacterCard> = {},
): CharacterCard {
  return {
    id, name, origin, kinds: [], stats: { A, D, H, S }, attraction, nature, cost: { res }, traits: [], abilities: [], ...more, source,
  };
}

const gather = (land: Gather['land'], yields: Gather['yields'], doubles = true): Gather => ({ land, yields, doubles });
/** Barter (§1.12, G17): 1 Go or Ge once per Command Phase on an own settlement on Desert. */
const BARTER: Gather = { land: 'Desert', yields: ['Go', 'Ge'], doubles: false, onlyOnOwnSettlement: true, oncePerPhase: true };
/** Smelt (§4.4): 2 Or → 1 St at an own settlement, at most `times` per Command Phase. */
const smelt = (times = 2): NonNullable<CharacterCard['smelt']> => ({ oreIn: 2, steelOut: 1, maxPerPhase: times });

function ability(id: string, name: string, attrs: Ability['attrs'], target: Ability['target'], effects: Effect[], more: Partial<Ability> = {}): Ability {
  return { id, name, attrs, ...more, target, effects };
}
const damage = (amount: number): Effect => ({ kind: 'damage', amount });
const state = (s: NonNullable<Effect['state']>, more: Partial<Effect> = {}): Effect => ({ kind: 'state', state: s, ...more });
const healCure = (amount: number): Effect => ({ kind: 'heal', amount, curesPoison: true });

/** NPC action numbers `from..to` (inclusive) for one ability. */
function faces(abilityId: string, from: number, to: number): NonNullable<CharacterCard['npcActions']> {
  const out: Record<string, string> = {};
  for (let f = from; f <= to; f++) out[String(f)] = abilityId;
  return out;
}

// ---------------------------------------------------------------- Nation cards (§4.4)

const human = { nation: 'human' } as const;
const elves = { nation: 'elves' } as const;
const borean = { nation: 'borean' } as const;
const draconis = { nation: 'draconis' } as const;
const talos = { nation: 'talos' } as const;
const druid = { nation: 'druid' } as const;

const relationshipQuest: Quest = { category: 'Relationship', trigger: 'romanticBond', vp: 3, mode: 'once', source: 'ASSUMPTION G57: spec §4.4' };

const NATION_CARDS: CharacterCard[] = [
  // Human (Red, prefers Plains)
  card('farmer', 'Farmer', human, [1, 0, 4, 3], rom(3), 'Soc', { Gr: 2 }, 'RB: Nations (Human Provider); stats ASSUMPTION G5, G6: spec §4.4', { gathers: [gather('Plains', ['Gr'])] }),
  card('woodcutter', 'Woodcutter', human, [2, 0, 4, 3], com(2), 'Soc', { Gr: 2, Or: 1 }, DECK_SRC, { gathers: [gather('Forest', ['Wd'])] }),
  card('farmers-daughter', "Farmer's Daughter", human, [1, 0, 3, 4], rom(5), 'Eag', { Gr: 3 }, "RB: Fig. 6 (Romantic, score = Queen's = Elder Dragon's); rest ASSUMPTION G5: spec §4.3, §4.4", { quest: relationshipQuest }),
  card('footman', 'Footman', human, [3, 1, 5, 4], com(3), 'Bel', { Gr: 2, Or: 1 }, DECK_SRC),
  card('blacksmith', 'Blacksmith', human, [2, 1, 5, 3], com(4), 'Ind', { Gr: 3, Wd: 1 }, DECK_SRC, { smelt: smelt() }),
  card('knight', 'Knight', human, [5, 2, 8, 5], com(4), 'Bel', { Gr: 3, St: 2 }, DECK_SRC),
  card('prince', 'Prince', human, [4, 1, 7, 5], rom(6), 'Soc', { Gr: 4, Go: 2 }, 'RB: Fig. 5A (sample card with a Quest); rest ASSUMPTION G5, G57: spec §4.3, §4.4', {
    quest: { category: 'Empire', trigger: 'kingdomsOwned', vp: 2, mode: 'keep', max: 6, source: 'ASSUMPTION G57: +2 VP per Kingdom while in play, max 6 (spec §4.4)' },
  }),

  // Elves (Green, prefer Forest)
  card('goblin-laborer', 'Goblin Laborer', elves, [1, 0, 4, 3], com(2), 'Anx', { Wd: 1, Gr: 1 }, 'RB: Nations (Elf Provider); stats ASSUMPTION G5, G6: spec §4.4', { gathers: [gather('Forest', ['Wd', 'Ge'])] }),
  card('goblin-miner', 'Goblin Miner', elves, [2, 0, 4, 3], com(2), 'Anx', { Wd: 2, Gr: 1 }, DECK_SRC, { gathers: [gather('Mountain', ['Or', 'Ge'])] }),
  card('elf-archer', 'Elf Archer', elves, [2, 0, 4, 6], int(3), 'Wa', { Wd: 2, Ge: 1 }, DECK_SRC, {
    abilities: [ability('volley', 'Volley', ['Range', 'Focus'], 'E', [damage(2)], { source: 'spec §4.4 "any enemy": Range + E (§2.15)' })],
  }),
  card('elf-smith', 'Elf Smith', elves, [2, 1, 5, 4], com(4), 'Ind', { Wd: 2, Ge: 2 }, DECK_SRC, { smelt: smelt() }),
  card('elf-warden', 'Elf Warden', elves, [4, 2, 7, 4], com(4), 'Bel', { Wd: 3, St: 1 }, DECK_SRC, {
    quest: { category: 'Malice', trigger: 'enemyCharacterKilled', vp: 1, mode: 'repeat', max: 4, source: 'ASSUMPTION G57: spec §4.4' },
  }),
  card('queen', 'Queen', elves, [3, 1, 7, 5], rom(5), 'Soc', { Ge: 3, Go: 2 }, "RB: Fig. 6 (Romantic, score = Farmer's Daughter's); Elves and the rest ASSUMPTION G5: spec §4.3, §4.4", {
    abilities: [ability('blessing', 'Blessing', ['Recharge'], 'S', [healCure(3)], { magic: 'Holy' })],
    quest: relationshipQuest,
  }),

  // Borean (Blue, prefer Tundra)
  card('fisherman', 'Fisherman', borean, [1, 0, 4, 3], com(3), 'Soc', { Fi: 2 }, 'RB: Nations (Borean Provider); stats ASSUMPTION G5, G6: spec §4.4', {
    traits: ['Seafaring'],
    gathers: [gather('Ocean', ['Fi']), gather('Tundra', ['Fi'], false)],
  }),
  card('pine-logger', 'Pine Logger', borean, [2, 0, 5, 3], com(2), 'Ind', { Fi: 2, Gr: 1 }, DECK_SRC, { gathers: [gather('Forest', ['Wd'])] }),
  card('whaler', 'Whaler', borean, [3, 1, 6, 4], com(3), 'Bel', { Fi: 3 }, DECK_SRC, { traits: ['Seafaring'] }),
  card('shieldmaiden', 'Shieldmaiden', borean, [3, 2, 6, 4], rom(4), 'Bel', { Fi: 3, Or: 1 }, DECK_SRC, {
    abilities: [ability('shield-wall', 'Shield Wall', ['Constant'], 'Self', [{ kind: 'defenseBonus', amount: 1, scope: 'adjacentAllies' }], {
      source: 'ASSUMPTION G1: spec §4.4 "+1 Defense to orthogonally adjacent allies" (unnamed there; the name is invented)',
    })],
  }),
  card('ice-shaman', 'Ice Shaman', borean, [2, 0, 5, 5], int(4), 'Ind', { Fi: 3, Ge: 1 }, DECK_SRC, {
    abilities: [ability('freeze', 'Freeze', ['Recharge'], 'E', [state('Frozen')], { magic: 'Elemental' })],
  }),
  card('forgemaster', 'Forgemaster', borean, [3, 1, 6, 3], com(4), 'Ind', { Fi: 2, Or: 2 }, DECK_SRC, { smelt: smelt() }),
  card('jarl', 'Jarl', borean, [5, 2, 9, 5], rom(4), 'Ag', { Fi: 4, St: 2 }, DECK_SRC, {
    quest: { category: 'Exploration', trigger: 'discover', vp: 1, mode: 'repeat', max: 5, source: 'ASSUMPTION G57: spec §4.4' },
  }),

  // Draconis (Orange, prefer Mountains)
  card('miner', 'Miner', draconis, [2, 1, 5, 3], com(2), 'Ind', { Or: 2 }, 'RB: Nations (Draconis Provider); stats ASSUMPTION G5, G6: spec §4.4', { gathers: [gather('Mountain', ['Or', 'Ge'])] }),
  card('kobold-logger', 'Kobold Logger', draconis, [1, 0, 4, 4], com(1), 'Anx', { Or: 1, Gr: 1 }, DECK_SRC, { gathers: [gather('Forest', ['Wd'])] }),
  card('dragonkin-warrior', 'Dragonkin Warrior', draconis, [4, 2, 7, 4], com(3), 'Ag', { Or: 3, Gr: 1 }, DECK_SRC),
  card('forge-keeper', 'Forge Keeper', draconis, [2, 1, 6, 3], com(4), 'Ind', { Or: 2, Wd: 1 }, DECK_SRC, { smelt: smelt(3) }),
  card('drake-rider', 'Drake Rider', draconis, [4, 1, 6, 6], int(4), 'Ag', { Or: 2, St: 1, Gr: 1 }, DECK_SRC, { traits: ['Flying'] }),
  card('elder-dragon', 'Elder Dragon', draconis, [7, 3, 15, 6], com(5), 'Ag', { Or: 4, St: 3, Go: 3, Ge: 2 }, "RB: Fig. 6 (Companionship, score = Farmer's Daughter's); Draconis and the rest ASSUMPTION G5: spec §4.3, §4.4", {
    traits: ['Flying'],
    abilities: [ability('dragonfire', 'Dragonfire', ['Focus', 'Recharge'], 'AdjacentEnemies', [damage(4)], { magic: 'Elemental' })],
    quest: { category: 'Malice', trigger: 'monsterDied', vp: 2, mode: 'repeat', max: 3, source: 'ASSUMPTION G57: spec §4.4' },
  }),

  // Talos (Yellow, prefer Desert)
  card('merchant', 'Merchant', talos, [1, 0, 4, 4], cha(3), 'Con', { Go: 1, Gr: 1 }, 'RB: Nations (Talos Provider), Land Types (Barter); stats ASSUMPTION G5, G6, G17: spec §4.4', {
    traits: ['Barter'],
    gathers: [BARTER],
  }),
  card('caravan-hand', 'Caravan Hand', talos, [2, 0, 4, 4], com(2), 'Wa', { Go: 1, Gr: 1 }, DECK_SRC, {
    gathers: [gather('Plains', ['Gr'], false), gather('Forest', ['Wd'], false)],
  }),
  card('sand-guard', 'Sand Guard', talos, [3, 1, 6, 4], com(3), 'Bel', { Gr: 2, Go: 1 }, DECK_SRC),
  card('bronze-sentinel', 'Bronze Sentinel', talos, [4, 3, 8, 2], null, 'Ind', { Or: 3, St: 1 }, DECK_SRC, { kinds: ['Machine'] }),
  card('artificer', 'Artificer', talos, [2, 1, 5, 3], com(4), 'Con', { Or: 2, Go: 1 }, DECK_SRC, { smelt: smelt() }),
  card('emperor', 'Emperor', talos, [4, 1, 8, 5], int(5), 'Con', { Go: 4, Ge: 2 }, 'RB: Fig. 6 (Intimacy, Seduce, rolled 2 to match Wood Faerie); Talos and the rest ASSUMPTION G5, G43: spec §4.3, §4.4', {
    abilities: [ability('seduce', 'Seduce', [], 'R', [{ kind: 'seduce' }], { source: 'RB: Fig. 6 (matches an adjacent target: code R, §2.15); ASSUMPTION G43: shift the score by up to the D8 roll' })],
    quest: { category: 'Strategy', trigger: 'inPlay', vp: 2, mode: 'keep', max: 2, source: 'ASSUMPTION G57: spec §4.4' },
  }),

  // Druid (Purple, prefer Forest or Mountains)
  card('apprentice', 'Apprentice', druid, [1, 0, 3, 4], rom(3), 'Soc', { Wd: 1, Gr: 1 }, 'RB: Nations (Druid Provider), Collective Attack Damage (A1), Fig. 6 (Romantic < Skyborne Cha); rest ASSUMPTION G5, G6: spec §4.3, §4.4', {
    gathers: [gather('Forest', ['Wd', 'Ge']), gather('Mountain', ['Or', 'Ge'])],
  }),
  card('spellcaster', 'Spellcaster', druid, [5, 0, 5, 5], int(4), 'Ind', { Ge: 3, Wd: 2 }, 'RB: Collective Attack Damage (deals 5); rest ASSUMPTION G5: spec §4.3, §4.4 ("Summoner (Elemental)")', { traits: ['Summoner'] }),
  card('spirit-wolf', 'Spirit Wolf', druid, [3, 1, 5, 7], com(2), 'Eag', { Ge: 1, Gr: 1 }, `${DECK_SRC}; a Druid Summon, paid when summoned (§2.12)`, { kinds: ['Summon'] }),
  card('grove-warden', 'Grove Warden', druid, [3, 2, 7, 3], com(3), 'Bel', { Wd: 3, Or: 1 }, DECK_SRC),
  card('stone-shaper', 'Stone Shaper', druid, [2, 1, 5, 3], com(4), 'Ind', { Wd: 2, Or: 2 }, DECK_SRC, { smelt: smelt() }),
  card('archdruid', 'Archdruid', druid, [3, 1, 7, 4], com(5), 'Wa', { Ge: 3, Go: 2 }, DECK_SRC, {
    abilities: [ability('natures-mend', "Nature's Mend", ['Range', 'Recharge'], 'S', [healCure(3)], { magic: 'Elemental' })],
    quest: { category: 'Empire', trigger: 'settlementsOwned', triggerValue: 4, vp: 4, mode: 'once', source: 'ASSUMPTION G57: spec §4.4' },
  }),
];

// ---------------------------------------------------------------- Creatures (§4.5)

const monster = (vp: number, goldReward: number): Partial<CharacterCard> => ({ kinds: ['Monster'], vp, goldReward });
const creature = (c: CharacterCard['origin']['creature']): CharacterCard['origin'] => ({ creature: c });
const PL = creature('Plains');
const FO = creature('Forest');
const MO = creature('Mountain');
const OC = creature('Ocean');
const DE = creature('Desert');
const TU = creature('Tundra');
const SW = creature('Swamp');
const SK = creature('SkyRealm');
const FI = creature('FireRealm');
const TE = creature('Tenebris');
const MONSTER_SRC = `${CREATURE_SRC}; VP and Gold reward ASSUMPTION G32`;

const CREATURES: CharacterCard[] = [
  // Plains (6)
  card('wild-horse', 'Wild Horse', PL, [2, 0, 5, 7], com(2), 'Wa', { Gr: 2 }, CREATURE_SRC),
  card('plains-boar', 'Plains Boar', PL, [3, 1, 6, 4], com(1), 'Bel', { Gr: 3 }, CREATURE_SRC),
  card('halfling-scout', 'Halfling Scout', PL, [1, 0, 3, 6], rom(2), 'Eag', { Gr: 1 }, CREATURE_SRC, { gathers: [gather('Plains', ['Gr'])] }),
  card('field-sprite', 'Field Sprite', PL, [1, 0, 2, 8], int(2), 'Soc', { Ge: 1 }, CREATURE_SRC, {
    traits: ['Flying'],
    abilities: [ability('mend', 'Mend', [], 'S', [{ kind: 'heal', amount: 2 }], { magic: 'Elemental' })],
    npcActions: faces('mend', 3, 6),
  }),
  card('nomad-trader', 'Nomad Trader', PL, [1, 0, 4, 4], cha(3), 'Con', { Go: 2 }, CREATURE_SRC),
  card('griffin', 'Griffin', PL, [6, 2, 14, 7], com(4), 'Ag', { Go: 5, Gr: 3 }, MONSTER_SRC, {
    ...monster(4, 2),
    traits: ['Flying'],
    abilities: [ability('talon-dive', 'Talon Dive', ['Recharge'], 'E', [damage(6)])],
    npcActions: faces('talon-dive', 4, 6),
  }),

  // Forest (6)
  card('white-wolf', 'White Wolf', FO, [3, 1, 5, 7], com(2), 'Anx', { Gr: 2, Fi: 1 }, 'RB: Collective Attack Damage (D1, H5 derived); rest ASSUMPTION G5: spec §4.3, §4.5'),
  card('wood-faerie', 'Wood Faerie', FO, [1, 0, 3, 8], int(3), 'Soc', { Ge: 1, Gr: 1 }, "RB: Fig. 6 (Intimacy, within 2 of the Emperor's); rest ASSUMPTION G5, G43: spec §4.3, §4.5", {
    traits: ['Flying'],
    abilities: [ability('pixie-dust', 'Pixie Dust', ['Recharge'], 'E', [state('Disabled')], { magic: 'Elemental', check: { d8AtLeast: 5 } })],
    npcActions: faces('pixie-dust', 2, 5),
  }),
  card('teddy', 'Teddy', FO, [4, 2, 9, 5], com(3), 'Ind', { Gr: 3, Fi: 1 }, 'RB: Fig. 8B (drawn 3rd for the Lich King); Speed 5 and the rest ASSUMPTION G5: spec §4.3, §4.5', {
    abilities: [ability('bear-hug', 'Bear Hug', ['Recharge'], 'E', [state('Disabled')])],
    npcActions: faces('bear-hug', 7, 8),
  }),
  card('treant', 'Treant', FO, [4, 3, 12, 2], com(5), 'Bel', { Wd: 4, Ge: 2 }, CREATURE_SRC),
  card('dryad', 'Dryad', FO, [2, 1, 5, 6], rom(4), 'Wa', { Wd: 2, Ge: 1 }, CREATURE_SRC, { gathers: [gather('Forest', ['Wd', 'Ge'])] }),
  card('forest-troll', 'Forest Troll', FO, [6, 2, 15, 3], com(2), 'Ag', { Wd: 4, Go: 3 }, MONSTER_SRC, {
    ...monster(4, 2),
    abilities: [ability('regenerate', 'Regenerate', ['Constant'], 'Self', [{ kind: 'regenerate', amount: 1 }])],
  }),

  // Mountain (5)
  card('stone-golem', 'Stone Golem', MO, [4, 3, 10, 1], com(1), 'Ind', { Or: 4, Ge: 1 }, CREATURE_SRC),
  card('dwarf-hermit', 'Dwarf Hermit', MO, [3, 2, 6, 3], com(4), 'Con', { Go: 2, Or: 1 }, CREATURE_SRC, { smelt: smelt() }),
  card('cave-bat', 'Cave Bat', MO, [1, 0, 2, 8], int(1), 'Sk', { Gr: 1 }, CREATURE_SRC, { traits: ['Flying'] }),
  card('giant-eagle', 'Giant Eagle', MO, [3, 1, 6, 8], com(3), 'Wa', { Fi: 2, Gr: 1 }, CREATURE_SRC, { traits: ['Flying'] }),
  card('wyvern', 'Wyvern', MO, [6, 2, 14, 6], int(4), 'Ag', { Go: 6 }, MONSTER_SRC, {
    ...monster(5, 3),
    traits: ['Flying'],
    abilities: [ability('venom-sting', 'Venom Sting', [], 'E', [damage(3), state('Poisoned')])],
    npcActions: faces('venom-sting', 3, 5),
  }),

  // Ocean (4)
  card('mermaid', 'Mermaid', OC, [1, 0, 4, 6], rom(4), 'Soc', { Fi: 2, Ge: 1 }, CREATURE_SRC, { traits: ['Seafaring'], gathers: [gather('Ocean', ['Fi'])] }),
  card('pirate', 'Pirate', OC, [3, 1, 6, 5], int(3), 'Con', { Go: 3 }, CREATURE_SRC, { traits: ['Seafaring'] }),
  card('giant-crab', 'Giant Crab', OC, [3, 3, 8, 2], com(2), 'Bel', { Fi: 3 }, CREATURE_SRC, { traits: ['Seafaring'] }),
  card('sea-serpent', 'Sea Serpent', OC, [7, 2, 16, 5], com(3), 'Ag', { Go: 6, Fi: 2 }, MONSTER_SRC, {
    ...monster(5, 3),
    traits: ['Seafaring'],
    abilities: [ability('constrict', 'Constrict', ['Recharge'], 'E', [damage(3), state('Disabled')])],
    npcActions: faces('constrict', 4, 6),
  }),

  // Desert (4)
  card('rok', 'Rok', DE, [5, 2, 16, 6], com(3), 'Sk', { Go: 6 }, 'RB: Fig. 8A (Desert Monster, Skittish, Flying, A5, Swoop & Toss 4 on 2–4, Hurling Boulders 9 Ranged on 5–6, Evade, 5 VP); D/H/S, attraction, cost, Gold and the success rolls ASSUMPTION G5, G27, G32: spec §4.5', {
    ...monster(5, 3),
    traits: ['Flying'],
    abilities: [
      ability('swoop-and-toss', 'Swoop & Toss', [], 'E', [damage(4), { kind: 'displaceFarthest' }], { source: 'RB: Fig. 8A; toss placement ASSUMPTION G27' }),
      ability('hurling-boulders', 'Hurling Boulders', ['Range'], 'E', [damage(9)], { check: { d8AtLeast: 5 }, source: 'RB: Fig. 8A; works on 5–8 ASSUMPTION G27' }),
      ability('evade', 'Evade', ['Instant', 'Recharge'], 'D', [{ kind: 'dodge' }], { check: { d8AtLeast: 5 }, source: 'RB: Fig. 8A (Dodge); Recharge and 5–8 ASSUMPTION G27' }),
    ],
    npcActions: { ...faces('swoop-and-toss', 2, 4), ...faces('hurling-boulders', 5, 6) },
  }),
  card('sand-scorpion', 'Sand Scorpion', DE, [4, 2, 6, 5], com(1), 'Ag', { Go: 2 }, CREATURE_SRC, {
    abilities: [ability('sting', 'Sting', [], 'E', [state('Poisoned')])],
    npcActions: faces('sting', 5, 8),
  }),
  card('desert-nomad', 'Desert Nomad', DE, [2, 0, 4, 5], rom(3), 'Des', { Go: 1, Fi: 1 }, `${CREATURE_SRC}; Barter as §1.12 (G17)`, { traits: ['Barter'], gathers: [BARTER] }),
  card('djinn', 'Djinn', DE, [4, 1, 7, 7], cha(5), 'Con', { Go: 3, Ge: 2 }, CREATURE_SRC, {
    traits: ['Flying'],
    abilities: [ability('mirage', 'Mirage', ['Instant', 'Recharge'], 'D', [{ kind: 'dodge' }], { check: { d8AtLeast: 6 } })],
  }),

  // Tundra (4)
  card('winter-wolf', 'Winter Wolf', TU, [3, 1, 5, 8], com(2), 'Ag', { Fi: 2, Gr: 1 }, 'RB: Fig. 8B (drawn 2nd, acts before Seuthsayer); Speed 8 and the rest ASSUMPTION G5: spec §4.3, §4.5', {
    abilities: [ability('frost-bite', 'Frost Bite', [], 'E', [damage(2), state('Frozen', { check: { d8AtLeast: 6 } })])],
    npcActions: faces('frost-bite', 6, 8),
  }),
  card('snow-yeti', 'Snow Yeti', TU, [4, 2, 9, 3], com(3), 'Anx', { Fi: 3, Ge: 1 }, CREATURE_SRC),
  card('snow-hare', 'Snow Hare', TU, [1, 0, 2, 8], int(2), 'Sk', { Gr: 1 }, CREATURE_SRC),
  card('frost-giant', 'Frost Giant', TU, [7, 3, 18, 3], com(4), 'Ag', { Go: 6, St: 2 }, MONSTER_SRC, {
    ...monster(6, 3),
    abilities: [ability('glacial-slam', 'Glacial Slam', ['Focus', 'Recharge'], 'AdjacentEnemies', [damage(5)])],
    npcActions: faces('glacial-slam', 5, 7),
  }),

  // Swamp (3)
  card('seuthsayer', 'Seuthsayer', SW, [1, 0, 4, 7], cha(4), 'Des', { Ge: 2 }, 'RB: Fig. 8B (drawn 1st, acts after Winter Wolf); Speed 7 and the rest ASSUMPTION G5: spec §4.3, §4.5', {
    abilities: [ability('hex-curse', 'Hex Curse', ['Range'], 'E', [state('Poisoned')], { magic: 'Unholy', source: 'spec §4.5 "the enemy with the highest Health": a Ranged E ability (§2.15, G74)' })],
    npcActions: faces('hex-curse', 3, 5),
  }),
  card('bog-witch', 'Bog Witch', SW, [2, 1, 6, 4], int(3), 'Con', { Go: 2, Ge: 1 }, CREATURE_SRC, {
    abilities: [ability('mire', 'Mire', ['Range', 'Recharge'], 'E', [state('Disabled')], { magic: 'Unholy', source: 'spec §4.5 "the enemy with the highest Health": a Ranged E ability (§2.15, G74)' })],
    npcActions: faces('mire', 4, 6),
  }),
  card('swamp-hydra', 'Swamp Hydra', SW, [6, 2, 18, 4], com(2), 'Ag', { Go: 7 }, MONSTER_SRC, {
    ...monster(6, 3),
    abilities: [ability('many-heads', 'Many Heads', ['Constant'], 'Self', [{ kind: 'extraBaseAttacks', amount: 1 }], { source: 'spec §4.5 "2 Base Attacks per phase" = 1 extra' })],
  }),

  // SkyRealm (2)
  card('skyborne', 'Skyborne', SK, [4, 2, 8, 7], cha(6), 'Soc', { Ge: 2, Go: 2 }, "RB: Fig. 6 (Charisma, greater than the Apprentice's Romantic score); rest ASSUMPTION G5: spec §4.3, §4.5", {
    traits: ['Flying'],
    abilities: [ability('radiant-mend', 'Radiant Mend', [], 'S', [healCure(3)], { magic: 'Holy' })],
    npcActions: faces('radiant-mend', 4, 6),
  }),
  card('angel', 'Angel', SK, [5, 2, 8, 7], rom(6), 'Eag', { Ge: 3 }, `${CREATURE_SRC}; summoned only on the Altar of Holy Light (RB: Landmark Hexes, Fig. 5B)`, {
    kinds: ['Summon'],
    traits: ['Flying'],
    abilities: [ability('smite', 'Smite', ['Range'], 'E', [damage(3)], { magic: 'Holy' })],
    npcActions: faces('smite', 5, 8),
    summon: { landmark: 'altar-of-holy-light' },
  }),

  // FireRealm (2)
  card('imp', 'Imp', FI, [2, 0, 3, 8], int(2), 'Con', { Go: 1 }, `${CREATURE_SRC}; summoned only on the Gate to the FireRealm (RB: Landmark Hexes, Fig. 5B)`, {
    kinds: ['Summon'],
    traits: ['Flying'],
    summon: { landmark: 'gate-to-the-firerealm' },
  }),
  card('demon-lord', 'Demon Lord', FI, [7, 3, 18, 6], cha(3), 'Sin', { Go: 8 }, MONSTER_SRC, {
    ...monster(8, 4),
    abilities: [ability('hellfire', 'Hellfire', ['Range'], 'E', [damage(4)], { magic: 'Unholy', source: 'spec §4.5 "the highest-Health enemy": a Ranged E ability (§2.15, G74)' })],
    npcActions: faces('hellfire', 4, 6),
  }),

  // Tenebris (2)
  card('lich-king', 'Lich King', TE, [4, 2, 16, 6], cha(2), 'Sin', { Go: 8 }, 'RB: Fig. 8B (Tenebris Monster, Sinister, any hex, leads a drawn army); Speed 6 and the rest ASSUMPTION G5, G32, G63: spec §4.3, §4.5', {
    ...monster(8, 4),
    abilities: [
      ability('chill-touch', 'Chill Touch', [], 'E', [damage(2), state('Frozen')], { magic: 'Unholy' }),
      ability('raise-dead', 'Raise Dead', ['Recharge'], 'S', [{ kind: 'reanimate', health: 1 }], { magic: 'Unholy', source: 'ASSUMPTION G63: the most recently killed ally returns next to him, Undead, with 1 Health' }),
    ],
    npcActions: { ...faces('chill-touch', 2, 3), ...faces('raise-dead', 5, 6) },
  }),
  card('shade', 'Shade', TE, [3, 1, 5, 6], int(3), 'Wa', { Ge: 2 }, `${CREATURE_SRC}; summoned only on the Shadow Gate (RB: Landmark Hexes, Fig. 5B)`, {
    kinds: ['Summon'],
    summon: { landmark: 'shadow-gate' },
  }),
];

// ---------------------------------------------------------------- Nations (§1.2, §1.3, §1.13, §4.4)

const VILLAGE: Bundle = { Or: 2, Wd: 8, Gr: 4 }; // RB: Fig. 2; ASSUMPTION G7: the same for every Nation
const KINGDOM: Bundle = { Or: 6, Wd: 6, St: 3, Go: 3 }; // RB: Fig. 2; ASSUMPTION G7
const SUPPLY = { villages: 8, kingdoms: 6, towers: 10, walls: 15 }; // RB: Components

function nation(
  id: NationId, name: string, colour: string, preferredLands: NationDoc['preferredLands'], provider: string,
  wallPrice: Bundle, towerPrice: Bundle, deck: NationDoc['deck'],
): NationDoc {
  return {
    id, name, colour, preferredLands, provider,
    villageCost: VILLAGE, kingdomCost: KINGDOM, wallPrice, towerPrice, supply: SUPPLY, deck,
    source: 'RB: Nations, Components, Fig. 2 (colour, provider, build costs, supply); ASSUMPTION G7: Wall/Tower prices (spec §4.4, ~5 and ~10 resource points); G1, G2: deck',
  };
}
const d = (card: string, copies = 1): NationDoc['deck'][number] => ({ card, copies });

const NATIONS: NationDoc[] = [
  nation('human', 'Human', 'Red', ['Plains'], 'farmer', { Wd: 3, Gr: 2 }, { Or: 4, St: 2, Gr: 2 }, [
    d('farmer', 2), d('woodcutter'), d('farmers-daughter'), d('footman', 3), d('blacksmith'), d('knight'), d('prince'),
  ]),
  nation('elves', 'Elves', 'Green', ['Forest'], 'goblin-laborer', { Wd: 5 }, { Wd: 4, Ge: 3 }, [
    d('goblin-laborer', 2), d('goblin-miner'), d('elf-archer', 3), d('elf-smith'), d('elf-warden', 2), d('queen'),
  ]),
  nation('borean', 'Borean', 'Blue', ['Tundra'], 'fisherman', { Wd: 3, Fi: 2 }, { Or: 4, St: 1, Fi: 4 }, [
    d('fisherman', 2), d('pine-logger'), d('whaler', 3), d('shieldmaiden'), d('ice-shaman'), d('forgemaster'), d('jarl'),
  ]),
  nation('draconis', 'Draconis', 'Orange', ['Mountain'], 'miner', { Or: 4, Wd: 1 }, { Or: 4, St: 3 }, [
    d('miner', 2), d('kobold-logger'), d('dragonkin-warrior', 3), d('forge-keeper'), d('drake-rider', 2), d('elder-dragon'),
  ]),
  nation('talos', 'Talos', 'Yellow', ['Desert'], 'merchant', { Wd: 2, Go: 1 }, { Or: 2, St: 1, Go: 2 }, [
    d('merchant', 2), d('caravan-hand'), d('sand-guard', 3), d('bronze-sentinel', 2), d('artificer'), d('emperor'),
  ]),
  nation('druid', 'Druid', 'Purple', ['Forest', 'Mountain'], 'apprentice', { Wd: 3, Ge: 1 }, { Wd: 3, Or: 3, Ge: 2 }, [
    d('apprentice', 2), d('spellcaster', 2), d('spirit-wolf'), d('grove-warden', 3), d('stone-shaper'), d('archdruid'),
  ]),
];

// ---------------------------------------------------------------- World deck (§3.4, §4.6)

const ARTIFACT_SRC = `${WORLD_SRC}; bar fields RB: Artifacts`;

const WORLD: WorldCard[] = [
  {
    id: 'ancient-sunstone', name: 'Ancient Sunstone', kind: 'Artifact', effect: 'holderAbility',
    artifact: { alignment: 'Elemental', vp: 3, discard: {}, lands: ['Desert', 'Mountain'] },
    ability: ability('sunstone-ward', 'Ancient Sunstone', ['Constant'], 'Self', [{ kind: 'defenseBonus', amount: 1, scope: 'self' }]),
    source: `RB: Artifacts, example bar A (Elemental, 3 VP, no discard value printed: "—", read as destroyable for nothing); name, lands, effect ${WORLD_SRC}`,
  },
  {
    id: 'cursed-fang', name: 'Cursed Fang', kind: 'Artifact', effect: 'holderAbility',
    artifact: { alignment: 'Unholy', vp: 0, discard: {}, lands: ['Forest', 'Tundra'] },
    ability: ability('cursed-fang-bite', 'Cursed Fang', ['Constant'], 'Self', [{ kind: 'attackBonus', amount: 2 }]),
    source: `RB: Artifacts, example bar B (Unholy, "not worth VP or resources"); name, lands, effect ${WORLD_SRC}`,
  },
  {
    id: 'crown-of-the-ancients', name: 'Crown of the Ancients', kind: 'Artifact', effect: 'none',
    artifact: { alignment: 'Elemental', vp: 4, discard: { Go: 10 }, lands: ['Plains', 'Forest'] },
    source: `RB: Artifacts, example bar C (Elemental, 4 VP, "Can be Destroyed for 10 Gold"); name, lands ${WORLD_SRC}`,
  },
  {
    id: 'blessed-aegis', name: 'Blessed Aegis', kind: 'Artifact', effect: 'holderAbility',
    artifact: { alignment: 'Holy', vp: 2, discard: { Ge: 3 }, lands: ['Plains', 'Mountain'] },
    ability: ability('blessed-aegis-ward', 'Blessed Aegis', ['Instant', 'Recharge'], 'D', [{ kind: 'dodge' }]),
    source: ARTIFACT_SRC,
  },
  {
    id: 'tidecaller-horn', name: 'Tidecaller Horn', kind: 'Artifact', effect: 'holderAbility',
    artifact: { alignment: 'Elemental', vp: 1, discard: { Fi: 4 }, lands: ['Ocean', 'Plains'] },
    ability: ability('tidecaller-call', 'Tidecaller Horn', ['Constant'], 'Self', [{ kind: 'grantTrait', trait: 'Seafaring' }]),
    source: `${ARTIFACT_SRC}; "the holder's army counts as having Seafaring" = the holder has Seafaring`,
  },
  {
    id: 'heart-of-korrem', name: 'Heart of Korrem', kind: 'Artifact', effect: 'heartOfKorrem',
    artifact: { alignment: 'Elemental', vp: 0, discard: null, lands: ['any'] },
    source: 'RB: Landmark Hexes (Throne of Korrem); its effect is lost: ASSUMPTION G35 (0 VP, cannot be discarded, engine config heartMode)',
  },
  { id: 'forced-march', name: 'Forced March', kind: 'Strategy', copies: 2, effect: 'extraActions', amount: 2, source: WORLD_SRC },
  { id: 'rally', name: 'Rally', kind: 'Strategy', effect: 'clearOwnStates', states: ['Disabled', 'Frozen'], source: WORLD_SRC },
  { id: 'ambush', name: 'Ambush', kind: 'Strategy', effect: 'takeEngagement', source: WORLD_SRC },
  { id: 'wildfire', name: 'Wildfire', kind: 'Disaster', effect: 'wastelandTile', land: 'Forest', source: `${WORLD_SRC}; never a settlement or Landmark hex (G38)` },
  { id: 'earthquake', name: 'Earthquake', kind: 'Disaster', effect: 'wastelandTile', land: 'Mountain', source: `${WORLD_SRC}; never a settlement or Landmark hex (G38)` },
  { id: 'blizzard', name: 'Blizzard', kind: 'Disaster', effect: 'halveCargo', land: 'Tundra', source: WORLD_SRC },
  { id: 'bountiful-harvest', name: 'Bountiful Harvest', kind: 'Nation', copies: 2, effect: 'gainResource', amount: 3, resource: 'Gr', source: WORLD_SRC },
  { id: 'tax-revolt', name: 'Tax Revolt', kind: 'Nation', effect: 'targetLosesResource', amount: 2, resource: 'Go', source: WORLD_SRC },
  { id: 'harvest-festival', name: 'Harvest Festival', kind: 'Event', duration: 3, effect: 'yieldBonus', land: 'Plains', resource: 'Gr', amount: 1, source: `${WORLD_SRC}; duration G36` },
  { id: 'beast-migration', name: 'Beast Migration', kind: 'Event', duration: 2, effect: 'weatherAlsoPlacesCreature', amount: 3, source: `${WORLD_SRC}; duration G36` },
  { id: 'trade-winds', name: 'Trade Winds', kind: 'Event', duration: 3, effect: 'marketRateBonus', amount: 1, source: `${WORLD_SRC}; duration G36; 1:1 stays 1:1` },
];

// ---------------------------------------------------------------- Landmarks (§3.1) and the tile bag (§4.7)

const ALL_RES: LandmarkDoc['resources'] = ['Gr', 'Wd', 'Or', 'Fi', 'Ge', 'St', 'Go'];
const LM_SRC = 'RB: Landmark Hexes; Adding Landmark Hexes';
const ROLL_SRC = `${LM_SRC}; trigger once per army per Command Phase at 0 Actions: ASSUMPTION G53`;

const LANDMARKS: LandmarkDoc[] = [
  { id: 'farfield-village', name: 'Farfield Village', base: 'Plains', effect: 'market', amount: 4, resources: ALL_RES, source: `${LM_SRC} (4 : 1)` },
  { id: 'farfield-tavern', name: 'Farfield Tavern', base: 'Plains', effect: 'recruit', rollAtLeast: 8, source: `${ROLL_SRC}; pay or decline, top card stays: ASSUMPTION` },
  { id: 'altar-of-holy-light', name: 'Altar of Holy Light', base: 'Plains', effect: 'summonGate', gate: 'SkyRealm', source: LM_SRC },
  { id: 'lightwood-marketplace', name: 'Lightwood Marketplace', base: 'Forest', effect: 'market', amount: 3, resources: ALL_RES, source: `${LM_SRC} (3 : 1)` },
  { id: 'forsaken-cathedral', name: 'Forsaken Cathedral', base: 'Forest', effect: 'walls', amount: 4, source: LM_SRC },
  { id: 'treeview-tavern', name: 'Treeview Tavern', base: 'Forest', effect: 'recruit', rollAtLeast: 8, source: ROLL_SRC },
  { id: 'crystal-cove', name: 'Crystal Cove', base: 'Forest', effect: 'noDamage', source: LM_SRC },
  { id: 'abandoned-goblin-mine', name: 'Abandoned Goblin Mine', base: 'Mountain', effect: 'collect', amount: 3, rollAtLeast: 8, resources: ['Or', 'Ge', 'St', 'Go'], source: `${ROLL_SRC}; one chosen type` },
  { id: 'silver-castle', name: 'Silver Castle', base: 'Mountain', effect: 'walls', amount: 8, source: LM_SRC },
  { id: 'gate-to-the-firerealm', name: 'Gate to the FireRealm', base: 'Mountain', effect: 'summonGate', gate: 'FireRealm', source: LM_SRC },
  { id: 'abandoned-troll-mine', name: 'Abandoned Troll Mine', base: 'Tundra', effect: 'collect', amount: 5, rollAtLeast: 8, resources: ['Ge'], source: ROLL_SRC },
  { id: 'hunters-lodge', name: "Hunter's Lodge", base: 'Tundra', effect: 'recruit', rollAtLeast: 4, source: `${ROLL_SRC} (4–8)` },
  { id: 'barrenaire-bazaar', name: 'Barrenaire Bazaar', base: 'Desert', effect: 'bazaar', amount: 6, rollAtLeast: 8, source: `${ROLL_SRC}; once per player per game; Gold from cargo, shuffle afterwards: ASSUMPTION G72` },
  { id: 'tomb-of-the-ollocians', name: 'Tomb of the Ollocians', base: 'Desert', effect: 'collect', amount: 6, rollAtLeast: 8, resources: ['Or', 'Ge', 'St', 'Wd', 'Go'], source: `${ROLL_SRC}; one chosen type` },
  { id: 'shadow-gate', name: 'Shadow Gate', base: 'Desert', effect: 'summonGate', gate: 'Tenebris', source: LM_SRC },
  { id: 'smugglers-outpost', name: "Smuggler's Outpost", base: 'Ocean', effect: 'market', amount: 1, resources: ALL_RES, source: `${LM_SRC} (1 : 1, any resource)` },
  { id: 'ironstone-island-keep', name: 'Ironstone Island Keep', base: 'Ocean', effect: 'walls', amount: 5, source: LM_SRC },
  { id: 'throne-of-korrem', name: 'Throne of Korrem', base: 'Wasteland', effect: 'throne', source: `${LM_SRC}; activates the Heart of Korrem (effect lost, G35)` },
];

/** The spec's invented content as §3.1 and §4.3–§4.7 print it. */
export const STARTER_DOCUMENT: KorremContent = {
  source: 'spec heart-of-korrem.md §3.1, §4.3–§4.7: placeholder content consistent with every stat the rulebook reveals (G1–G8)',
  nations: NATIONS,
  characters: [...NATION_CARDS, ...CREATURES],
  world: WORLD,
  landmarks: LANDMARKS,
  tiles: {
    standard: [
      { land: 'Plains', count: 22 },
      { land: 'Forest', count: 22 },
      { land: 'Mountain', count: 20 },
      { land: 'Ocean', count: 19 },
      { land: 'Desert', count: 15 },
      { land: 'Tundra', count: 15 },
    ],
    landmarks: LANDMARKS.map((l) => l.id),
    source: 'RB: Components (131 tiles); ASSUMPTION G8: the mix by land and one tile per named Landmark (spec §4.7)',
  },
};

export const starter: ContentSet<KorremContent> = {
  description: "the spec's placeholder content (§4.3–§4.7): six 10-card Nation decks, 38 creatures, 19 World cards, 18 Landmarks, 131 tiles",
  source: 'ASSUMPTION G1–G8: spec §3.1, §4.3–§4.7 (the printed card lists were lost)',
  document: STARTER_DOCUMENT,
};
