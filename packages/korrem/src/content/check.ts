// What the JSON Schema cannot say about a Korrem content document: references between entries
// (deck cards, providers, NPC action numbers, summon gates, tile-bag landmarks), unique ids, and the
// fields that belong to each effect kind. Runs after the schema has accepted the document; returns
// one line naming the field, or null.
import { NATION_IDS } from '../lands.js';
import {
  EFFECT_FIELDS, LANDMARK_EFFECT_FIELDS, WORLD_EFFECT_FIELDS,
  type Ability, type CharacterCard, type KorremContent, type WorldCard,
} from './types.js';

const EFFECT_OPTIONAL_ALWAYS = ['kind', 'check'];
const LANDMARK_COMMON = ['id', 'name', 'base', 'effect', 'source'];
const WORLD_COMMON = ['id', 'name', 'kind', 'copies', 'effect', 'source', 'artifact', 'duration'];
const WORLD_EFFECT_DATA = ['amount', 'land', 'resource', 'states', 'ability'];

/** The first key of `o` outside `allowed`, or undefined. */
function stray(o: object, allowed: readonly string[]): string | undefined {
  return Object.keys(o).find((k) => !allowed.includes(k));
}

function checkAbility(a: Ability, at: string): string | null {
  for (let e = 0; e < a.effects.length; e++) {
    const ef = a.effects[e]!;
    const f = EFFECT_FIELDS[ef.kind];
    const bad = stray(ef, [...EFFECT_OPTIONAL_ALWAYS, ...f.required, ...(f.optional ?? [])]);
    if (bad !== undefined) return `${at}/effects/${e}/${bad}: not used by a '${ef.kind}' effect`;
  }
  if (a.attrs.includes('Constant') && a.attrs.includes('Instant')) return `${at}/attrs: an ability cannot be both Constant and Instant`;
  return null;
}

function checkCharacter(c: CharacterCard, at: string, abilityIds: Map<string, string>, landmarks: Map<string, KorremContent['landmarks'][number]>): string | null {
  const isCreature = c.origin.creature !== undefined;
  const machine = c.kinds.includes('Machine');
  const monster = c.kinds.includes('Monster');
  const summon = c.kinds.includes('Summon');
  if (machine && c.attraction !== null) return `${at}/attraction: a Machine has no attraction (null)`;
  if (!machine && c.attraction === null) return `${at}/attraction: only Machines have no attraction`;
  if (monster && c.vp === undefined) return `${at}/vp: a Monster needs its VP`;
  if (!monster && c.vp !== undefined) return `${at}/vp: only Monsters carry VP`;
  if (!monster && c.goldReward !== undefined) return `${at}/goldReward: only Monsters carry a Gold reward`;
  if (!isCreature && c.copies !== undefined) return `${at}/copies: a Nation card's copies are given in its Nation's deck list`;
  if (!summon && c.summon !== undefined) return `${at}/summon: only Summons have a summon location`;
  if (c.summon?.landmark !== undefined) {
    const lm = landmarks.get(c.summon.landmark);
    if (!lm) return `${at}/summon/landmark: unknown landmark '${c.summon.landmark}'`;
    if (lm.effect !== 'summonGate') return `${at}/summon/landmark: '${c.summon.landmark}' is not a summon gate`;
    if (isCreature && lm.gate !== c.origin.creature) return `${at}/summon/landmark: '${c.summon.landmark}' admits ${lm.gate ?? 'nothing'}, not ${c.origin.creature ?? ''}`;
  }
  if (c.traits.includes('Barter') && !(c.gathers ?? []).some((g) => g.onlyOnOwnSettlement === true)) {
    return `${at}/gathers: a Barter character needs its settlement gather entry (land Desert, onlyOnOwnSettlement)`;
  }
  const own = new Set<string>();
  for (let a = 0; a < c.abilities.length; a++) {
    const ab = c.abilities[a]!;
    const where = `${at}/abilities/${a}`;
    const seen = abilityIds.get(ab.id);
    if (seen !== undefined) return `${where}/id: duplicate ability id '${ab.id}' (also ${seen})`;
    abilityIds.set(ab.id, where);
    own.add(ab.id);
    const p = checkAbility(ab, where);
    if (p) return p;
  }
  for (const [face, abilityId] of Object.entries(c.npcActions ?? {})) {
    if (!own.has(abilityId)) return `${at}/npcActions/${face}: '${c.name}' has no ability '${abilityId}'`;
  }
  if (c.quest?.mode === 'once' && (c.quest.trigger === 'settlementsOwned' || c.quest.trigger === 'kingdomsOwned') && c.quest.triggerValue === undefined) {
    return `${at}/quest/triggerValue: a once '${c.quest.trigger}' quest needs the count it waits for`;
  }
  return null;
}

function checkWorld(w: WorldCard, at: string, abilityIds: Map<string, string>): string | null {
  const spec = WORLD_EFFECT_FIELDS[w.effect];
  if (!spec.kinds.includes(w.kind)) return `${at}/effect: '${w.effect}' is not an effect of a ${w.kind} card (${spec.kinds.join(', ')})`;
  const bad = stray(w, [...WORLD_COMMON, ...spec.required]);
  if (bad !== undefined) return WORLD_EFFECT_DATA.includes(bad) ? `${at}/${bad}: not used by a '${w.effect}' card` : `${at}/${bad}: not allowed here`;
  if (w.kind !== 'Artifact' && w.artifact !== undefined) return `${at}/artifact: only Artifacts have an information bar`;
  if (w.kind !== 'Event' && w.duration !== undefined) return `${at}/duration: only Events have a duration`;
  if (w.artifact && w.artifact.lands.includes('any') && w.artifact.lands.length > 1) return `${at}/artifact/lands: 'any' stands alone`;
  if (w.ability) {
    const where = `${at}/ability`;
    const seen = abilityIds.get(w.ability.id);
    if (seen !== undefined) return `${where}/id: duplicate ability id '${w.ability.id}' (also ${seen})`;
    abilityIds.set(w.ability.id, where);
    const p = checkAbility(w.ability, where);
    if (p) return p;
  }
  return null;
}

/** Null when a schema-valid document is coherent, else one line naming the field. */
export function checkContent(doc: KorremContent): string | null {
  const landmarks = new Map<string, KorremContent['landmarks'][number]>();
  for (let i = 0; i < doc.landmarks.length; i++) {
    const lm = doc.landmarks[i]!;
    const at = `/landmarks/${i}`;
    if (landmarks.has(lm.id)) return `${at}/id: duplicate landmark id '${lm.id}'`;
    landmarks.set(lm.id, lm);
    const bad = stray(lm, [...LANDMARK_COMMON, ...LANDMARK_EFFECT_FIELDS[lm.effect]]);
    if (bad !== undefined) return `${at}/${bad}: not used by a '${lm.effect}' landmark`;
    if ((lm.base === 'Wasteland') !== (lm.effect === 'throne')) return `${at}/base: only the Throne (effect 'throne') has base Wasteland (§3.1)`;
  }

  const cards = new Map<string, CharacterCard>();
  const abilityIds = new Map<string, string>();
  for (let i = 0; i < doc.characters.length; i++) {
    const c = doc.characters[i]!;
    const at = `/characters/${i}`;
    if (cards.has(c.id)) return `${at}/id: duplicate card id '${c.id}'`;
    cards.set(c.id, c);
    const p = checkCharacter(c, at, abilityIds, landmarks);
    if (p) return p;
  }

  const inDeck = new Set<string>();
  for (let n = 0; n < doc.nations.length; n++) {
    const nation = doc.nations[n]!;
    const at = `/nations/${n}`;
    if (nation.id !== NATION_IDS[n]) return `${at}/id: expected '${NATION_IDS[n] ?? ''}' (the nations are listed in the order ${NATION_IDS.join(', ')})`;
    const listed = new Set<string>();
    for (let e = 0; e < nation.deck.length; e++) {
      const id = nation.deck[e]!.card;
      const c = cards.get(id);
      if (!c) return `${at}/deck/${e}/card: unknown card '${id}'`;
      if (c.origin.nation !== nation.id) return `${at}/deck/${e}/card: '${id}' is not a ${nation.name} card`;
      if (listed.has(id)) return `${at}/deck/${e}/card: '${id}' is listed twice (use copies)`;
      listed.add(id);
      inDeck.add(id);
    }
    const provider = cards.get(nation.provider);
    if (!provider) return `${at}/provider: unknown card '${nation.provider}'`;
    if (!listed.has(nation.provider)) return `${at}/provider: '${nation.provider}' is not in ${nation.name}'s deck`;
    if ((provider.gathers ?? []).length === 0) return `${at}/provider: '${nation.provider}' gathers nothing (a Provider needs gathers)`;
  }
  for (let i = 0; i < doc.characters.length; i++) {
    const c = doc.characters[i]!;
    if (c.origin.nation !== undefined && !inDeck.has(c.id)) return `/characters/${i}: Nation card '${c.id}' is in no deck`;
  }

  const worldIds = new Set<string>();
  for (let i = 0; i < doc.world.length; i++) {
    const w = doc.world[i]!;
    const at = `/world/${i}`;
    if (worldIds.has(w.id)) return `${at}/id: duplicate World card id '${w.id}'`;
    worldIds.add(w.id);
    const p = checkWorld(w, at, abilityIds);
    if (p) return p;
  }

  const bagged = new Set<string>();
  for (let i = 0; i < doc.tiles.landmarks.length; i++) {
    const id = doc.tiles.landmarks[i]!;
    if (!landmarks.has(id)) return `/tiles/landmarks/${i}: unknown landmark '${id}'`;
    if (bagged.has(id)) return `/tiles/landmarks/${i}: '${id}' is in the bag twice (one tile per Landmark, G8)`;
    bagged.add(id);
  }
  for (const id of landmarks.keys()) if (!bagged.has(id)) return `/tiles/landmarks: landmark '${id}' has no tile in the bag (one tile per Landmark, G8)`;
  const landsInBag = new Set<string>();
  for (let i = 0; i < doc.tiles.standard.length; i++) {
    const land = doc.tiles.standard[i]!.land;
    if (landsInBag.has(land)) return `/tiles/standard/${i}/land: ${land} is listed twice`;
    landsInBag.add(land);
  }
  return null;
}
