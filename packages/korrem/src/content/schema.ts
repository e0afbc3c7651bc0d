// JSON Schema (draft-07, as Ajv reads it) of the Korrem content document (types.ts). It says the
// shape, the closed vocabularies and the minimums; check.ts says the rest (references between
// entries, fields that do not belong to an effect kind, counts).
import { ATTRACTION_CODES, CREATURE_CATEGORIES, LAND_NAMES, NATION_IDS, NATURE_CODES, RESOURCE_NAMES } from '../lands.js';
import { TARGET_CODES } from './compiled.js';
import {
  ABILITY_ATTRS, BONUS_SCOPES, CARD_KINDS, EFFECT_FIELDS, EFFECT_KINDS, LANDMARK_EFFECT_FIELDS, LANDMARK_EFFECTS, MAGIC,
  QUEST_CATEGORIES, QUEST_MODES, QUEST_TRIGGERS, STATES, TRAITS, WORLD_EFFECT_FIELDS, WORLD_EFFECTS, WORLD_KINDS,
} from './types.js';

type Schema = Record<string, unknown>;

const ID_PATTERN = '^[a-z0-9][a-z0-9-]*$';
const id: Schema = { type: 'string', pattern: ID_PATTERN };
const text: Schema = { type: 'string', minLength: 1 };
const nat = (minimum = 0): Schema => ({ type: 'integer', minimum });
const list = (items: Schema, minItems = 0): Schema => ({ type: 'array', items, minItems });
const oneOfNames = (values: readonly string[]): Schema => ({ type: 'string', enum: [...values] });
const obj = (properties: Record<string, Schema>, required: readonly string[] = [], extra: Schema = {}): Schema => ({
  type: 'object', properties, required: [...required], additionalProperties: false, ...extra,
});

/** `if kind is K then these fields are required`, for every K of a discriminated object. */
function requiredByKind(discriminator: string, table: Readonly<Record<string, readonly string[]>>): Schema {
  return {
    allOf: Object.entries(table).filter(([, req]) => req.length > 0).map(([k, req]) => ({
      if: { properties: { [discriminator]: { const: k } }, required: [discriminator] },
      then: { required: [...req] },
    })),
  };
}

const bundle: Schema = obj(Object.fromEntries(RESOURCE_NAMES.map((r) => [r, nat()])));
const check: Schema = obj({ d8AtLeast: { type: 'integer', minimum: 1, maximum: 8 } }, ['d8AtLeast']);

const effect: Schema = obj(
  {
    kind: oneOfNames(EFFECT_KINDS),
    amount: nat(1),
    curesPoison: { type: 'boolean' },
    state: oneOfNames(STATES),
    health: nat(1),
    scope: oneOfNames(BONUS_SCOPES),
    trait: oneOfNames(TRAITS),
    check,
  },
  ['kind'],
  requiredByKind('kind', Object.fromEntries(Object.entries(EFFECT_FIELDS).map(([k, f]) => [k, f.required]))),
);

const ability: Schema = obj(
  {
    id,
    name: text,
    attrs: { ...list(oneOfNames(ABILITY_ATTRS)), uniqueItems: true },
    evaporate: nat(1),
    deplete: nat(1),
    magic: oneOfNames(MAGIC),
    target: oneOfNames(TARGET_CODES),
    effects: list(effect, 1),
    check,
    source: text,
  },
  ['id', 'name', 'attrs', 'target', 'effects'],
);

const quest: Schema = obj(
  {
    category: oneOfNames(QUEST_CATEGORIES),
    trigger: oneOfNames(QUEST_TRIGGERS),
    triggerValue: nat(1),
    vp: nat(1),
    mode: oneOfNames(QUEST_MODES),
    max: nat(1),
    source: text,
  },
  ['category', 'trigger', 'vp', 'mode'],
  requiredByKind('mode', { repeat: ['max'] }),
);

const gather: Schema = obj(
  {
    land: oneOfNames(LAND_NAMES),
    yields: { ...list(oneOfNames(RESOURCE_NAMES), 1), uniqueItems: true },
    doubles: { type: 'boolean' },
    onlyOnOwnSettlement: { type: 'boolean' },
    oncePerPhase: { type: 'boolean' },
  },
  ['land', 'yields', 'doubles'],
);

const npcActions: Schema = obj(Object.fromEntries(['1', '2', '3', '4', '5', '6', '7', '8'].map((f) => [f, id])));

const character: Schema = obj(
  {
    id,
    name: text,
    origin: obj({ nation: oneOfNames(NATION_IDS), creature: oneOfNames(CREATURE_CATEGORIES) }, [], { minProperties: 1, maxProperties: 1 }),
    kinds: { ...list(oneOfNames(CARD_KINDS)), uniqueItems: true },
    stats: obj({ A: nat(), D: nat(), H: nat(1), S: nat() }, ['A', 'D', 'H', 'S']),
    attraction: {
      type: ['object', 'null'],
      properties: { type: oneOfNames(ATTRACTION_CODES), score: nat(1) },
      required: ['type', 'score'],
      additionalProperties: false,
    },
    nature: oneOfNames(NATURE_CODES),
    cost: obj({ res: bundle, sacrifice: nat() }, ['res']),
    traits: { ...list(oneOfNames(TRAITS)), uniqueItems: true },
    gathers: list(gather),
    smelt: obj({ oreIn: nat(1), steelOut: nat(1), maxPerPhase: nat(1) }, ['oreIn', 'steelOut', 'maxPerPhase']),
    abilities: list(ability),
    npcActions,
    vp: nat(),
    goldReward: nat(),
    quest,
    summon: obj({ landmark: id, land: oneOfNames(LAND_NAMES) }, [], { minProperties: 1 }),
    copies: nat(1),
    source: text,
  },
  ['id', 'name', 'origin', 'kinds', 'stats', 'attraction', 'nature', 'cost', 'traits', 'abilities', 'source'],
);

const nation: Schema = obj(
  {
    id: oneOfNames(NATION_IDS),
    name: text,
    colour: text,
    preferredLands: list(oneOfNames(LAND_NAMES)),
    provider: id,
    villageCost: bundle,
    kingdomCost: bundle,
    wallPrice: bundle,
    towerPrice: bundle,
    supply: obj({ villages: nat(1), kingdoms: nat(0), towers: nat(0), walls: nat(0) }, ['villages', 'kingdoms', 'towers', 'walls']),
    deck: list(obj({ card: id, copies: nat(1) }, ['card', 'copies']), 1),
    source: text,
  },
  ['id', 'name', 'colour', 'preferredLands', 'provider', 'villageCost', 'kingdomCost', 'wallPrice', 'towerPrice', 'supply', 'deck', 'source'],
);

const worldCard: Schema = obj(
  {
    id,
    name: text,
    kind: oneOfNames(WORLD_KINDS),
    copies: nat(1),
    effect: oneOfNames(WORLD_EFFECTS),
    amount: nat(1),
    land: oneOfNames(LAND_NAMES),
    resource: oneOfNames(RESOURCE_NAMES),
    states: { ...list(oneOfNames(STATES), 1), uniqueItems: true },
    duration: nat(1),
    artifact: obj(
      {
        alignment: oneOfNames(MAGIC),
        vp: nat(),
        discard: { type: ['object', 'null'], properties: (bundle as { properties: Schema }).properties, additionalProperties: false },
        lands: { ...list(oneOfNames([...LAND_NAMES, 'any']), 1), uniqueItems: true },
      },
      ['alignment', 'vp', 'discard', 'lands'],
    ),
    ability,
    source: text,
  },
  ['id', 'name', 'kind', 'effect', 'source'],
  {
    allOf: [
      ...((requiredByKind('effect', Object.fromEntries(Object.entries(WORLD_EFFECT_FIELDS).map(([k, f]) => [k, f.required]))).allOf as Schema[])),
      { if: { properties: { kind: { const: 'Artifact' } }, required: ['kind'] }, then: { required: ['artifact'] } },
      { if: { properties: { kind: { const: 'Event' } }, required: ['kind'] }, then: { required: ['duration'] } },
    ],
  },
);

const landmark: Schema = obj(
  {
    id,
    name: text,
    base: oneOfNames(LAND_NAMES),
    effect: oneOfNames(LANDMARK_EFFECTS),
    amount: nat(1),
    rollAtLeast: { type: 'integer', minimum: 1, maximum: 8 },
    resources: { ...list(oneOfNames(RESOURCE_NAMES), 1), uniqueItems: true },
    gate: oneOfNames(CREATURE_CATEGORIES),
    source: text,
  },
  ['id', 'name', 'base', 'effect', 'source'],
  requiredByKind('effect', LANDMARK_EFFECT_FIELDS),
);

const tiles: Schema = obj(
  {
    standard: list(obj({ land: oneOfNames(LAND_NAMES.filter((l) => l !== 'Wasteland')), count: nat(1) }, ['land', 'count']), 1),
    landmarks: { ...list(id), uniqueItems: true },
    source: text,
  },
  ['standard', 'landmarks', 'source'],
);

/** The JSON Schema of a Korrem content document. */
export const KORREM_CONTENT_SCHEMA: Readonly<Record<string, unknown>> = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Heart of Korrem content (spec §4.2)',
  ...obj(
    {
      source: text,
      nations: { ...list(nation, NATION_IDS.length), maxItems: NATION_IDS.length },
      characters: list(character, 1),
      world: list(worldCard, 1),
      landmarks: list(landmark),
      tiles,
    },
    ['source', 'nations', 'characters', 'world', 'landmarks', 'tiles'],
  ),
};
