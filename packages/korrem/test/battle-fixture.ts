// A small local CompiledContent for the battle tests: the card and ability numbers the spec prints
// (§2.6 White Wolf example, §2.16 Rok, §2.17 Lich King army, §4.3/§4.5 starter values) plus a few
// plain test characters. Only the CardTable, AbilityTable and World names are filled; the content
// compiler (written elsewhere) builds the real tables.
import { ScriptedRng, Rng } from '@balance-lab/core';
import {
  AB_CONSTANT,
  AB_FOCUS,
  AB_INSTANT,
  AB_RANGE,
  AB_RECHARGE,
  EF_DAMAGE,
  EF_DEFENSE_BONUS,
  EF_DISPLACE_FARTHEST,
  EF_DODGE,
  EF_HEAL,
  EF_REANIMATE,
  EF_STATE,
  KIND_MACHINE,
  KIND_MONSTER,
  KIND_SUMMON,
  MAGIC_ELEMENTAL,
  MAGIC_HOLY,
  MAGIC_NONE,
  MAGIC_UNHOLY,
  STATE_DISABLED,
  STATE_FROZEN,
  STATE_POISONED,
  TGT_A,
  TGT_ADJ_ENEMIES,
  TGT_C,
  TGT_D,
  TGT_E,
  TGT_R,
  TGT_S,
  TRAIT_FLYING,
  TRAIT_SUMMONER,
  TRAIT_TELEPORT,
  type CompiledContent,
} from '../src/content/compiled.js';
import { ATTR_CHA, ATTR_COM, ATTR_INT, ATTR_NONE, ATTR_ROM } from '../src/lands.js';
import { DEFAULT_BATTLE_PARAMS, MAX_W, type BattleParams, type BattleState } from '../src/battle/battle-state.js';
import {
  OP_END_SETUP,
  battleApply,
  createBattle,
  encodeBattleAction,
  startBattle,
  type BattleSideInput,
} from '../src/battle/battle.js';
import { putPiece } from '../src/battle/grid.js';

interface AbilitySpec {
  name: string;
  attrs?: number;
  evaporate?: number;
  deplete?: number;
  magic?: number;
  target: number;
  check?: number;
  effects: [kind: number, value: number, value2?: number, ownCheck?: number][];
}
interface CardSpec {
  name: string;
  kinds?: number;
  a: number;
  d: number;
  h: number;
  s: number;
  type: number;
  score: number;
  traits?: number;
  abilities?: AbilitySpec[];
  /** D8 face → ability name (missing = Base Attack). */
  npc?: Record<number, string>;
  vp?: number;
  gold?: number;
  /** Recruitment cost: resource index → amount. */
  cost?: Record<number, number>;
}

const CARDS: CardSpec[] = [
  // §2.6 / CF-26 and §4.5: Spellcaster A5, Apprentice A1, White Wolf D1/H5.
  { name: 'Spellcaster', a: 5, d: 0, h: 5, s: 5, type: ATTR_INT, score: 4, traits: TRAIT_SUMMONER },
  { name: 'Apprentice', a: 1, d: 0, h: 3, s: 4, type: ATTR_ROM, score: 3 },
  { name: 'White Wolf', a: 3, d: 1, h: 5, s: 7, type: ATTR_COM, score: 2 },
  // §2.16, §4.5: Rok 5/2/16/6, Com 3, Flying, 5 VP, 3 Gold.
  {
    name: 'Rok', kinds: KIND_MONSTER, a: 5, d: 2, h: 16, s: 6, type: ATTR_COM, score: 3, traits: TRAIT_FLYING, vp: 5, gold: 3,
    abilities: [
      { name: 'Swoop & Toss', target: TGT_E, effects: [[EF_DAMAGE, 4], [EF_DISPLACE_FARTHEST, 0]] },
      { name: 'Hurling Boulders', attrs: AB_RANGE, target: TGT_E, check: 5, effects: [[EF_DAMAGE, 9]] },
      { name: 'Evade', attrs: AB_INSTANT | AB_RECHARGE, target: TGT_D, check: 5, effects: [[EF_DODGE, 0]] },
    ],
    npc: { 2: 'Swoop & Toss', 3: 'Swoop & Toss', 4: 'Swoop & Toss', 5: 'Hurling Boulders', 6: 'Hurling Boulders' },
  },
  // §2.17, §4.5: the Lich King and the three drawn cards.
  {
    name: 'Lich King', kinds: KIND_MONSTER, a: 4, d: 2, h: 16, s: 6, type: ATTR_CHA, score: 2, vp: 8, gold: 4,
    abilities: [
      { name: 'Chill Touch', magic: MAGIC_UNHOLY, target: TGT_E, effects: [[EF_DAMAGE, 2], [EF_STATE, STATE_FROZEN]] },
      { name: 'Raise Dead', attrs: AB_RECHARGE, magic: MAGIC_UNHOLY, target: TGT_S, effects: [[EF_REANIMATE, 1]] },
    ],
    npc: { 2: 'Chill Touch', 3: 'Chill Touch', 5: 'Raise Dead', 6: 'Raise Dead' },
  },
  {
    name: 'Seuthsayer', a: 1, d: 0, h: 4, s: 7, type: ATTR_CHA, score: 4,
    abilities: [{ name: 'Hex Curse', attrs: AB_RANGE, magic: MAGIC_UNHOLY, target: TGT_E, effects: [[EF_STATE, STATE_POISONED]] }],
    npc: { 3: 'Hex Curse', 4: 'Hex Curse', 5: 'Hex Curse' },
  },
  {
    name: 'Winter Wolf', a: 3, d: 1, h: 5, s: 8, type: ATTR_COM, score: 2,
    abilities: [{ name: 'Frost Bite', target: TGT_E, effects: [[EF_DAMAGE, 2], [EF_STATE, STATE_FROZEN, 0, 6]] }],
    npc: { 6: 'Frost Bite', 7: 'Frost Bite', 8: 'Frost Bite' },
  },
  {
    name: 'Teddy', a: 4, d: 2, h: 9, s: 5, type: ATTR_COM, score: 3,
    abilities: [{ name: 'Bear Hug', attrs: AB_RECHARGE, target: TGT_E, effects: [[EF_STATE, STATE_DISABLED]] }],
    npc: { 7: 'Bear Hug', 8: 'Bear Hug' },
  },
  // Plain test characters (invented for the tests).
  { name: 'Footman', a: 2, d: 1, h: 6, s: 3, type: ATTR_ROM, score: 5 },
  { name: 'Golem', kinds: KIND_MACHINE, a: 3, d: 1, h: 8, s: 2, type: ATTR_NONE, score: 0 },
  { name: 'Squire', a: 2, d: 0, h: 4, s: 3, type: ATTR_COM, score: 2 },
  { name: 'Djinn', a: 4, d: 1, h: 7, s: 7, type: ATTR_CHA, score: 5, traits: TRAIT_FLYING,
    abilities: [{ name: 'Mirage', attrs: AB_INSTANT | AB_RECHARGE, target: TGT_D, check: 6, effects: [[EF_DODGE, 0]] }] },
  { name: 'Cleric', a: 1, d: 0, h: 4, s: 3, type: ATTR_COM, score: 4,
    abilities: [{ name: 'Mend', attrs: AB_RECHARGE, target: TGT_S, effects: [[EF_HEAL, 2, 1]] }] },
  { name: 'Archer', a: 2, d: 0, h: 4, s: 4, type: ATTR_ROM, score: 6,
    abilities: [{ name: 'Volley', attrs: AB_FOCUS | AB_RANGE, target: TGT_E, effects: [[EF_DAMAGE, 3]] }] },
  { name: 'Bomber', a: 1, d: 0, h: 4, s: 2, type: ATTR_INT, score: 1,
    abilities: [{ name: 'Blast', evaporate: 1, target: TGT_ADJ_ENEMIES, effects: [[EF_DAMAGE, 3]] }] },
  { name: 'Blinker', a: 1, d: 0, h: 3, s: 6, type: ATTR_INT, score: 2, traits: TRAIT_TELEPORT },
  { name: 'Shieldbearer', a: 1, d: 1, h: 6, s: 2, type: ATTR_COM, score: 3,
    abilities: [{ name: 'Shield Wall', attrs: AB_CONSTANT, target: TGT_S, effects: [[EF_DEFENSE_BONUS, 1, 1]] }] },
  // A Summon (invented): costs 2 Gems (resource 4).
  { name: 'Sprite', kinds: KIND_SUMMON, a: 2, d: 0, h: 3, s: 6, type: ATTR_COM, score: 1, cost: { 4: 2 } },
  { name: 'Hunter', a: 3, d: 0, h: 5, s: 5, type: ATTR_COM, score: 2,
    abilities: [{ name: 'Net', attrs: AB_RECHARGE, target: TGT_E, effects: [[EF_STATE, STATE_DISABLED]] }] },
  // NPC target-code probes (§2.15), invented: every D8 face uses the one ability.
  { name: 'Magpie', a: 2, d: 0, h: 6, s: 4, type: ATTR_COM, score: 1,
    abilities: [{ name: 'Snatch', target: TGT_A, effects: [[EF_DAMAGE, 3]] }], npc: allFaces('Snatch') },
  { name: 'Siren', a: 2, d: 0, h: 6, s: 4, type: ATTR_COM, score: 2,
    abilities: [{ name: 'Lure', target: TGT_R, effects: [[EF_DAMAGE, 1]] }], npc: allFaces('Lure') },
  { name: 'Stalker', a: 2, d: 0, h: 6, s: 4, type: ATTR_COM, score: 1,
    abilities: [{ name: 'Pursue', target: TGT_C, effects: [[EF_DAMAGE, 3]] }], npc: allFaces('Pursue') },
  { name: 'Trickster', a: 2, d: 0, h: 6, s: 4, type: ATTR_COM, score: 1,
    abilities: [{ name: 'Feint', attrs: AB_INSTANT, target: TGT_D, effects: [[EF_DODGE, 0]] }], npc: allFaces('Feint') },
  { name: 'Hexer', a: 1, d: 0, h: 4, s: 7, type: ATTR_CHA, score: 4,
    abilities: [{ name: 'Wither', attrs: AB_RANGE, target: TGT_E, effects: [[EF_DAMAGE, 2]] }], npc: allFaces('Wither') },
  { name: 'Healer', a: 1, d: 0, h: 6, s: 3, type: ATTR_COM, score: 1,
    abilities: [{ name: 'Soothe', target: TGT_S, effects: [[EF_HEAL, 2, 1]] }], npc: allFaces('Soothe') },
  // A Deplete(2) ability (G60), invented.
  { name: 'Sage', a: 1, d: 0, h: 4, s: 3, type: ATTR_COM, score: 3,
    abilities: [{ name: 'Insight', deplete: 2, target: TGT_E, effects: [[EF_DAMAGE, 1]] }] },
  // A Holy-magic character (invented), for the Artifact alignment rules (§3.4).
  { name: 'Paladin', a: 3, d: 1, h: 7, s: 3, type: ATTR_COM, score: 3,
    abilities: [{ name: 'Smite', magic: MAGIC_HOLY, target: TGT_E, effects: [[EF_DAMAGE, 2]] }] },
];

function allFaces(ability: string): Record<number, string> {
  return { 1: ability, 2: ability, 3: ability, 4: ability, 5: ability, 6: ability, 7: ability, 8: ability };
}

export const WORLD_NAMES = ['Ember Crown', 'Moon Shard', 'Sun Relic', 'Bone Idol'];
/** MAGIC_* of each World card above (§3.4 Alignment): two Elemental, one Holy, one Unholy. */
const WORLD_ALIGNMENT = [MAGIC_ELEMENTAL, MAGIC_ELEMENTAL, MAGIC_HOLY, MAGIC_UNHOLY];

function buildContent(): CompiledContent {
  const n = CARDS.length;
  const abilities: AbilitySpec[] = [];
  const cardAbilityIds: number[][] = [];
  for (const cs of CARDS) {
    const ids: number[] = [];
    for (const ab of cs.abilities ?? []) {
      ids.push(abilities.length);
      abilities.push(ab);
    }
    cardAbilityIds.push(ids);
  }
  const abilityStart = new Int32Array(n + 1);
  const flat: number[] = [];
  CARDS.forEach((_, i) => {
    abilityStart[i] = flat.length;
    flat.push(...(cardAbilityIds[i] as number[]));
  });
  abilityStart[n] = flat.length;
  const npcAction = new Int16Array(n * 8).fill(-1);
  CARDS.forEach((cs, i) => {
    for (const [face, abName] of Object.entries(cs.npc ?? {})) {
      const id = abilities.findIndex((a) => a.name === abName);
      npcAction[i * 8 + Number(face) - 1] = id;
    }
  });
  const na = abilities.length;
  const effectStart = new Int32Array(na + 1);
  const ek: number[] = [];
  const ev: number[] = [];
  const ev2: number[] = [];
  const ec: number[] = [];
  abilities.forEach((ab, i) => {
    effectStart[i] = ek.length;
    for (const [k, v, v2, own] of ab.effects) {
      ek.push(k);
      ev.push(v);
      ev2.push(v2 ?? 0);
      ec.push(own ?? 0);
    }
  });
  effectStart[na] = ek.length;
  const cards = {
    count: n,
    id: CARDS.map((c) => c.name.toLowerCase().replace(/\W+/g, '-')),
    name: CARDS.map((c) => c.name),
    nation: new Int8Array(n).fill(-1),
    category: new Int8Array(n).fill(-1),
    kinds: Uint8Array.from(CARDS, (c) => c.kinds ?? 0),
    attack: Int16Array.from(CARDS, (c) => c.a),
    defense: Int16Array.from(CARDS, (c) => c.d),
    health: Int16Array.from(CARDS, (c) => c.h),
    speed: Int16Array.from(CARDS, (c) => c.s),
    attrType: Uint8Array.from(CARDS, (c) => c.type),
    attrScore: Int16Array.from(CARDS, (c) => c.score),
    nature: new Int8Array(n),
    cost: Int16Array.from({ length: n * 7 }, (_, k) => CARDS[Math.floor(k / 7)]?.cost?.[k % 7] ?? 0),
    sacrifice: new Int8Array(n),
    traits: Uint8Array.from(CARDS, (c) => c.traits ?? 0),
    summonLandmark: new Int16Array(n).fill(-1),
    summonLand: new Int8Array(n).fill(-1),
    gatherStart: new Int32Array(n + 1),
    smeltOreIn: new Int8Array(n),
    smeltSteelOut: new Int8Array(n),
    smeltPerPhase: new Int8Array(n),
    abilityStart,
    cardAbilities: Int32Array.from(flat),
    npcAction,
    vp: Int16Array.from(CARDS, (c) => c.vp ?? 0),
    goldReward: Int16Array.from(CARDS, (c) => c.gold ?? 0),
    quest: new Int16Array(n).fill(-1),
  };
  const abilityTable = {
    count: na,
    id: abilities.map((a) => a.name.toLowerCase()),
    name: abilities.map((a) => a.name),
    attrs: Uint8Array.from(abilities, (a) => a.attrs ?? 0),
    evaporate: Int8Array.from(abilities, (a) => a.evaporate ?? 0),
    deplete: Int8Array.from(abilities, (a) => a.deplete ?? 0),
    magic: Uint8Array.from(abilities, (a) => a.magic ?? MAGIC_NONE),
    target: Uint8Array.from(abilities, (a) => a.target),
    checkAtLeast: Int8Array.from(abilities, (a) => a.check ?? 0),
    effectStart,
    effectKind: Uint8Array.from(ek),
    effectValue: Int16Array.from(ev),
    effectValue2: Int16Array.from(ev2),
    effectCheckAtLeast: Int8Array.from(ec),
  };
  const world = { count: WORLD_NAMES.length, id: WORLD_NAMES, name: WORLD_NAMES, alignment: Uint8Array.from(WORLD_ALIGNMENT) } as unknown as CompiledContent['world'];
  return {
    name: 'battle-fixture',
    cards,
    abilities: abilityTable,
    gathers: {} as CompiledContent['gathers'],
    quests: {} as CompiledContent['quests'],
    world,
    landmarks: {} as CompiledContent['landmarks'],
    nations: {} as CompiledContent['nations'],
    tiles: {} as CompiledContent['tiles'],
    creatureDeck: new Int32Array(0),
    worldDeck: new Int32Array(0),
    cardByName: (name: string) => CARDS.findIndex((c) => c.name === name),
    abilityByName: (name: string) => abilities.findIndex((a) => a.name === name),
    worldByName: (name: string) => WORLD_NAMES.indexOf(name),
    landmarkByName: () => -1,
  } as CompiledContent;
}

export const content: CompiledContent = buildContent();

export function card(name: string): number {
  const id = content.cardByName(name);
  if (id < 0) throw new Error(`fixture: no card ${name}`);
  return id;
}

export function params(over: Partial<BattleParams> = {}): BattleParams {
  return { ...DEFAULT_BATTLE_PARAMS, ...over };
}

export function side(names: string[], over: Partial<BattleSideInput> = {}, refBase = 0): BattleSideInput {
  return { npc: false, pieces: names.map((nm, i) => ({ card: card(nm), ref: refBase + i })), ...over };
}

export function rng(seed = 'battle-test'): Rng {
  return new Rng(seed);
}

export function scripted(dice: number[]): ScriptedRng {
  return new ScriptedRng(dice);
}

/**
 * Starts a player-vs-player battle and puts every piece where the test says (bypassing the placement
 * rules, so positions can be built directly): `cells[p] = [x, y]` for each piece in piece order
 * (defender pieces, its Add-ons, then attacker pieces). Returns the battle in the Engagement.
 */
export function battleAt(
  def: BattleSideInput,
  att: BattleSideInput,
  cells: [number, number][],
  opts: { params?: BattleParams; noDamage?: boolean; rng?: Rng; heartPairsInGame?: number } = {},
): BattleState {
  const b = createBattle();
  const r = opts.rng ?? rng();
  startBattle(b, content, opts.params ?? params(), def, att, { noDamage: opts.noDamage ?? false, heartPairsInGame: opts.heartPairsInGame ?? 0 }, r);
  // Add-ons were auto-placed; lift everything and put it where the test says.
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.placed[p] === 1) b.cell[(b.y[p] as number) * MAX_W + (b.x[p] as number)] = -1;
    b.placed[p] = 0;
  }
  cells.forEach(([x, y], p) => putPiece(b, p, x, y));
  battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), r);
  battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), r);
  return b;
}
