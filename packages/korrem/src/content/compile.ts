// Compiles a checked content document (types.ts) into the flat tables of compiled.ts, once per run.
// Numbering follows the document's order everywhere: cards in `characters` order, abilities card by
// card (then Artifact abilities), quests card by card, World cards, Landmarks, and the tile bag
// (standard tiles by entry, then one tile per listed Landmark). Deterministic: same document, same tables.
import { ConfigError } from '@balance-lab/core/errors';
import {
  ATTRACTION_CODES, CREATURE_CATEGORIES, LAND_NAMES, LANDS, NATION_IDS, NATIONS, NATURE_CODES, RESOURCE_NAMES, RESOURCES,
  type LandName, type ResourceName,
} from '../lands.js';
import { checkContent } from './check.js';
import { TARGET_CODES, type AbilityTable, type CardTable, type CompiledContent, type GatherTable, type LandmarkTable, type NationTable, type QuestTable, type TileTable, type WorldTable } from './compiled.js';
import {
  ABILITY_ATTRS, BONUS_SCOPES, CARD_KINDS, EFFECT_KINDS, LANDMARK_EFFECTS, MAGIC, QUEST_CATEGORIES, QUEST_MODES, QUEST_TRIGGERS,
  STATES, TRAITS, WORLD_EFFECTS, WORLD_KINDS,
  type Ability, type Bundle, type KorremContent, type StateName,
} from './types.js';

/** The code of a vocabulary word (its index); the document has passed the schema, so it is there. */
function code(vocabulary: readonly string[], word: string): number {
  const i = vocabulary.indexOf(word);
  if (i < 0) throw new ConfigError(`Korrem content: '${word}' is not one of ${vocabulary.join(', ')}`);
  return i;
}
const bits = (vocabulary: readonly string[], words: readonly string[]): number => words.reduce((m, w) => m | (1 << code(vocabulary, w)), 0);
const landCode = (l: LandName | undefined): number => (l === undefined ? -1 : code(LAND_NAMES, l));
const resCode = (r: ResourceName | undefined): number => (r === undefined ? -1 : code(RESOURCE_NAMES, r));
const stateBits = (s: readonly StateName[]): number => bits(STATES, s);

function writeBundle(out: Int16Array, row: number, b: Bundle): void {
  for (let r = 0; r < RESOURCES; r++) out[row * RESOURCES + r] = b[RESOURCE_NAMES[r]!] ?? 0;
}

/** id and printed name → index; the first entry wins when two share a name. */
function lookup(ids: readonly string[], names: readonly string[]): (key: string) => number {
  const m = new Map<string, number>();
  for (let i = 0; i < ids.length; i++) if (!m.has(ids[i]!)) m.set(ids[i]!, i);
  for (let i = 0; i < names.length; i++) if (!m.has(names[i]!)) m.set(names[i]!, i);
  return (key) => m.get(key) ?? -1;
}

function compileAbilities(list: readonly Ability[]): AbilityTable {
  const n = list.length;
  const effects = list.reduce((s, a) => s + a.effects.length, 0);
  const t = {
    count: n,
    id: list.map((a) => a.id),
    name: list.map((a) => a.name),
    attrs: new Uint8Array(n),
    evaporate: new Int8Array(n),
    deplete: new Int8Array(n),
    magic: new Uint8Array(n),
    target: new Uint8Array(n),
    checkAtLeast: new Int8Array(n),
    effectStart: new Int32Array(n + 1),
    effectKind: new Uint8Array(effects),
    effectValue: new Int16Array(effects),
    effectValue2: new Int16Array(effects),
    effectCheckAtLeast: new Int8Array(effects),
  };
  let e = 0;
  for (let a = 0; a < n; a++) {
    const ab = list[a]!;
    t.attrs[a] = bits(ABILITY_ATTRS, ab.attrs);
    t.evaporate[a] = ab.evaporate ?? 0;
    t.deplete[a] = ab.deplete ?? 0;
    t.magic[a] = ab.magic === undefined ? 0 : code(MAGIC, ab.magic) + 1;
    t.target[a] = code(TARGET_CODES, ab.target);
    t.checkAtLeast[a] = ab.check?.d8AtLeast ?? 0;
    t.effectStart[a] = e;
    for (const ef of ab.effects) {
      t.effectKind[e] = code(EFFECT_KINDS, ef.kind);
      let v = ef.amount ?? 0;
      let v2 = 0;
      if (ef.kind === 'heal') v2 = ef.curesPoison === true ? 1 : 0;
      else if (ef.kind === 'state' && ef.state !== undefined) v = stateBits([ef.state]);
      else if (ef.kind === 'reanimate') v = ef.health ?? 0;
      else if (ef.kind === 'defenseBonus' && ef.scope !== undefined) v2 = code(BONUS_SCOPES, ef.scope);
      else if (ef.kind === 'grantTrait' && ef.trait !== undefined) v = bits(TRAITS, [ef.trait]);
      t.effectValue[e] = v;
      t.effectValue2[e] = v2;
      t.effectCheckAtLeast[e] = ef.check?.d8AtLeast ?? 0;
      e++;
    }
  }
  t.effectStart[n] = e;
  return t;
}

/** The run's content as flat tables. Throws ConfigError (one line) for a document the checks refuse. */
export function compileContent(doc: KorremContent, name: string): CompiledContent {
  const problem = checkContent(doc);
  if (problem !== null) throw new ConfigError(`invalid Korrem content ${name}: ${problem}`);

  const landmarkIndex = new Map(doc.landmarks.map((l, i) => [l.id, i] as const));
  const chars = doc.characters;
  const cardIndex = new Map(chars.map((c, i) => [c.id, i] as const));
  const n = chars.length;

  // Abilities: card by card in document order, then the Artifacts' abilities.
  const abilityList: Ability[] = [];
  for (const c of chars) abilityList.push(...c.abilities);
  const firstArtifactAbility = abilityList.length;
  for (const w of doc.world) if (w.ability) abilityList.push(w.ability);
  const abilities = compileAbilities(abilityList);
  const abilityIndex = new Map(abilityList.map((a, i) => [a.id, i] as const));

  const gatherCount = chars.reduce((s, c) => s + (c.gathers?.length ?? 0), 0);
  const gathers: GatherTable = {
    count: gatherCount,
    land: new Int8Array(gatherCount),
    yields: new Uint8Array(gatherCount),
    doubles: new Uint8Array(gatherCount),
    onlyOnOwnSettlement: new Uint8Array(gatherCount),
    oncePerPhase: new Uint8Array(gatherCount),
  };
  const questCards = chars.filter((c) => c.quest !== undefined);
  const quests: QuestTable = {
    count: questCards.length,
    id: questCards.map((c) => `${c.id}.quest`),
    category: new Int8Array(questCards.length),
    trigger: new Int8Array(questCards.length),
    triggerValue: new Int16Array(questCards.length),
    vp: new Int16Array(questCards.length),
    mode: new Int8Array(questCards.length),
    max: new Int16Array(questCards.length),
  };

  const cards: CardTable = {
    count: n,
    id: chars.map((c) => c.id),
    name: chars.map((c) => c.name),
    nation: new Int8Array(n),
    category: new Int8Array(n),
    kinds: new Uint8Array(n),
    attack: new Int16Array(n),
    defense: new Int16Array(n),
    health: new Int16Array(n),
    speed: new Int16Array(n),
    attrType: new Uint8Array(n),
    attrScore: new Int16Array(n),
    nature: new Int8Array(n),
    cost: new Int16Array(n * RESOURCES),
    sacrifice: new Int8Array(n),
    traits: new Uint8Array(n),
    summonLandmark: new Int16Array(n),
    summonLand: new Int8Array(n),
    gatherStart: new Int32Array(n + 1),
    smeltOreIn: new Int8Array(n),
    smeltSteelOut: new Int8Array(n),
    smeltPerPhase: new Int8Array(n),
    abilityStart: new Int32Array(n + 1),
    cardAbilities: new Int32Array(firstArtifactAbility),
    npcAction: new Int16Array(n * 8).fill(-1),
    vp: new Int16Array(n),
    goldReward: new Int16Array(n),
    quest: new Int16Array(n).fill(-1),
  };

  let g = 0;
  let a = 0;
  let q = 0;
  for (let i = 0; i < n; i++) {
    const c = chars[i]!;
    cards.nation[i] = c.origin.nation === undefined ? -1 : code(NATION_IDS, c.origin.nation);
    cards.category[i] = c.origin.creature === undefined ? -1 : code(CREATURE_CATEGORIES, c.origin.creature);
    cards.kinds[i] = bits(CARD_KINDS, c.kinds);
    cards.attack[i] = c.stats.A;
    cards.defense[i] = c.stats.D;
    cards.health[i] = c.stats.H;
    cards.speed[i] = c.stats.S;
    cards.attrType[i] = c.attraction === null ? 0 : code(ATTRACTION_CODES, c.attraction.type) + 1;
    cards.attrScore[i] = c.attraction?.score ?? 0;
    cards.nature[i] = code(NATURE_CODES, c.nature);
    writeBundle(cards.cost, i, c.cost.res);
    cards.sacrifice[i] = c.cost.sacrifice ?? 0;
    cards.traits[i] = bits(TRAITS, c.traits);
    cards.summonLandmark[i] = c.summon?.landmark === undefined ? -1 : landmarkIndex.get(c.summon.landmark)!;
    cards.summonLand[i] = landCode(c.summon?.land);
    cards.smeltOreIn[i] = c.smelt?.oreIn ?? 0;
    cards.smeltSteelOut[i] = c.smelt?.steelOut ?? 0;
    cards.smeltPerPhase[i] = c.smelt?.maxPerPhase ?? 0;
    cards.vp[i] = c.vp ?? 0;
    cards.goldReward[i] = c.goldReward ?? 0;

    cards.gatherStart[i] = g;
    for (const ge of c.gathers ?? []) {
      gathers.land[g] = landCode(ge.land);
      gathers.yields[g] = bits(RESOURCE_NAMES, ge.yields);
      gathers.doubles[g] = ge.doubles ? 1 : 0;
      gathers.onlyOnOwnSettlement[g] = ge.onlyOnOwnSettlement === true ? 1 : 0;
      gathers.oncePerPhase[g] = ge.oncePerPhase === true ? 1 : 0;
      g++;
    }

    cards.abilityStart[i] = a;
    for (const ab of c.abilities) cards.cardAbilities[a++] = abilityIndex.get(ab.id)!;
    for (const [face, abilityId] of Object.entries(c.npcActions ?? {})) cards.npcAction[i * 8 + Number(face) - 1] = abilityIndex.get(abilityId)!;

    if (c.quest) {
      quests.category[q] = code(QUEST_CATEGORIES, c.quest.category);
      quests.trigger[q] = code(QUEST_TRIGGERS, c.quest.trigger);
      quests.triggerValue[q] = c.quest.triggerValue ?? 0;
      quests.vp[q] = c.quest.vp;
      quests.mode[q] = code(QUEST_MODES, c.quest.mode);
      quests.max[q] = c.quest.max ?? 0;
      cards.quest[i] = q++;
    }
  }
  cards.gatherStart[n] = g;
  cards.abilityStart[n] = a;

  const creatureDeck: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = chars[i]!;
    if (c.origin.creature !== undefined) for (let k = 0; k < (c.copies ?? 1); k++) creatureDeck.push(i);
  }

  // Nations, in NATION_IDS order (check.ts holds the document to it).
  const deckTotal = doc.nations.reduce((s, nd) => s + nd.deck.reduce((t, e) => t + e.copies, 0), 0);
  const nations: NationTable = {
    provider: new Int32Array(NATIONS),
    villageCost: new Int16Array(NATIONS * RESOURCES),
    kingdomCost: new Int16Array(NATIONS * RESOURCES),
    wallPrice: new Int16Array(NATIONS * RESOURCES),
    towerPrice: new Int16Array(NATIONS * RESOURCES),
    deckStart: new Int32Array(NATIONS + 1),
    deckCards: new Int32Array(deckTotal),
    villages: new Int8Array(NATIONS),
    kingdoms: new Int8Array(NATIONS),
    walls: new Int8Array(NATIONS),
    towers: new Int8Array(NATIONS),
  };
  let dc = 0;
  for (let k = 0; k < NATIONS; k++) {
    const nd = doc.nations[k]!;
    nations.provider[k] = cardIndex.get(nd.provider)!;
    writeBundle(nations.villageCost, k, nd.villageCost);
    writeBundle(nations.kingdomCost, k, nd.kingdomCost);
    writeBundle(nations.wallPrice, k, nd.wallPrice);
    writeBundle(nations.towerPrice, k, nd.towerPrice);
    nations.villages[k] = nd.supply.villages;
    nations.kingdoms[k] = nd.supply.kingdoms;
    nations.walls[k] = nd.supply.walls;
    nations.towers[k] = nd.supply.towers;
    nations.deckStart[k] = dc;
    for (const e of nd.deck) for (let c = 0; c < e.copies; c++) nations.deckCards[dc++] = cardIndex.get(e.card)!;
  }
  nations.deckStart[NATIONS] = dc;

  const wn = doc.world.length;
  const world: WorldTable = {
    count: wn,
    id: doc.world.map((w) => w.id),
    name: doc.world.map((w) => w.name),
    kind: new Uint8Array(wn),
    effect: new Int8Array(wn),
    effectValue: new Int16Array(wn),
    duration: new Int8Array(wn),
    alignment: new Uint8Array(wn),
    vp: new Int16Array(wn),
    discard: new Int16Array(wn * RESOURCES),
    discardable: new Uint8Array(wn),
    lands: new Uint8Array(wn),
    effectLand: new Int8Array(wn),
    effectResource: new Int8Array(wn),
    effectStates: new Uint8Array(wn),
    ability: new Int16Array(wn).fill(-1),
  };
  const worldDeck: number[] = [];
  for (let w = 0; w < wn; w++) {
    const wc = doc.world[w]!;
    world.kind[w] = code(WORLD_KINDS, wc.kind);
    world.effect[w] = code(WORLD_EFFECTS, wc.effect);
    world.effectValue[w] = wc.amount ?? 0;
    world.duration[w] = wc.duration ?? 0;
    world.effectLand[w] = landCode(wc.land);
    world.effectResource[w] = resCode(wc.resource);
    world.effectStates[w] = stateBits(wc.states ?? []);
    if (wc.ability) world.ability[w] = abilityIndex.get(wc.ability.id)!;
    const bar = wc.artifact;
    if (bar) {
      world.alignment[w] = code(MAGIC, bar.alignment) + 1;
      world.vp[w] = bar.vp;
      world.discardable[w] = bar.discard === null ? 0 : 1;
      if (bar.discard !== null) writeBundle(world.discard, w, bar.discard);
      world.lands[w] = bar.lands.includes('any') ? (1 << LANDS) - 1 : bits(LAND_NAMES, bar.lands as LandName[]);
    }
    for (let k = 0; k < (wc.copies ?? 1); k++) worldDeck.push(w);
  }

  const ln = doc.landmarks.length;
  const landmarks: LandmarkTable = {
    count: ln,
    id: doc.landmarks.map((l) => l.id),
    name: doc.landmarks.map((l) => l.name),
    base: new Int8Array(ln),
    effect: new Uint8Array(ln),
    amount: new Int16Array(ln),
    rollAtLeast: new Int8Array(ln),
    resources: new Uint8Array(ln),
    gateCategory: new Int8Array(ln).fill(-1),
  };
  for (let l = 0; l < ln; l++) {
    const lm = doc.landmarks[l]!;
    landmarks.base[l] = landCode(lm.base);
    landmarks.effect[l] = code(LANDMARK_EFFECTS, lm.effect);
    landmarks.amount[l] = lm.amount ?? 0;
    landmarks.rollAtLeast[l] = lm.rollAtLeast ?? 0;
    landmarks.resources[l] = bits(RESOURCE_NAMES, lm.resources ?? []);
    if (lm.gate !== undefined) landmarks.gateCategory[l] = code(CREATURE_CATEGORIES, lm.gate);
  }

  const tileCount = doc.tiles.standard.reduce((s, e) => s + e.count, 0) + doc.tiles.landmarks.length;
  const tiles: TileTable = { count: tileCount, land: new Int8Array(tileCount), landmark: new Int16Array(tileCount).fill(-1) };
  let t = 0;
  for (const e of doc.tiles.standard) for (let k = 0; k < e.count; k++) tiles.land[t++] = landCode(e.land);
  for (const id of doc.tiles.landmarks) {
    const l = landmarkIndex.get(id)!;
    tiles.land[t] = landmarks.base[l]!;
    tiles.landmark[t++] = l;
  }

  const cardByName = lookup(cards.id, cards.name);
  const abilityByName = lookup(abilities.id, abilities.name);
  const worldByName = lookup(world.id, world.name);
  const landmarkByName = lookup(landmarks.id, landmarks.name);
  return {
    name,
    cards,
    gathers,
    abilities,
    quests,
    world,
    landmarks,
    nations,
    tiles,
    creatureDeck: Int32Array.from(creatureDeck),
    worldDeck: Int32Array.from(worldDeck),
    cardByName,
    abilityByName,
    worldByName,
    landmarkByName,
  };
}
