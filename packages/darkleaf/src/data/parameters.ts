// The parameter registry: every Sourced value of the default GameData becomes one
// `--set` key (dotted path, clans without the `clans.` prefix), with its default,
// what it may be, its source note and its alternatives. `dataFromValues` is the
// inverse: resolved values → a deep GameData, cross-checked as a whole.
import type { ParamValue, ParameterSpec, ParameterValues } from '@balance-lab/core';
import { ParameterError } from '@balance-lab/core/errors';
import {
  CodecError, MAX_DIE_SIDES, MAX_ROW_SLOTS,
  formatDirSet, formatIntList, formatLayout, formatNameList, formatRowRequirement, formatSquareList,
  formatWillEffect, parseAbilities, parseDeedDirSet, parseDirList, parseDirSet, parseIntList, parseLayout,
  parseRowRequirement, parseSquareList, parseTraitAuras, parseUnitTypes, parseWillEffect, rowImpossibleReason,
} from './codecs.js';
import { checkClanValues, clanParameters, defaultClans } from './clans/index.js';
import { defaultGameOptions } from './game.js';
import {
  CLAN_IDS, TRAIT_AURA_IDS, UNIT_TYPES,
  type ClanData, type ClanId, type ClanParameter, type ClanParameterKind, type GameData, type Placement, type Sourced, type UnitType,
} from './types.js';
import { defaultWill } from './will.js';
import { defaultWeights, WEIGHT_DESCRIPTIONS } from './weights.js';

const DEFAULT_DATA: GameData = { game: defaultGameOptions, will: defaultWill, clans: defaultClans, weights: defaultWeights };

// ---- how each kind of leaf is typed in the registry --------------------------------------

/** Converts between a leaf's data value and its parameter value. */
interface LeafCodec {
  readonly spec: (key: string, dflt: ParamValue, source: string, description: string, alts?: readonly ParamValue[]) => ParameterSpec;
  readonly toParam: (v: unknown) => ParamValue;
  readonly fromParam: (p: ParamValue) => unknown;
}

function withAlts<T extends object>(spec: T, alts?: readonly ParamValue[]): T {
  return alts === undefined ? spec : { ...spec, alternatives: alts };
}

const intCodec = (min: number, max: number): LeafCodec => ({
  spec: (key, dflt, source, description, alts) =>
    withAlts({ kind: 'int', key, default: dflt as number, min, max, source, description }, alts),
  toParam: (v) => v as number,
  fromParam: (p) => p,
});

const boolCodec: LeafCodec = {
  spec: (key, dflt, source, description, alts) =>
    withAlts({ kind: 'bool', key, default: dflt as boolean, source, description }, alts),
  toParam: (v) => v as boolean,
  fromParam: (p) => p,
};

const choiceCodec = (values: readonly string[]): LeafCodec => ({
  spec: (key, dflt, source, description, alts) =>
    withAlts({ kind: 'choice', key, default: dflt as string, values, source, description }, alts),
  toParam: (v) => v as string,
  fromParam: (p) => p,
});

function textCodec<T>(format: string, parse: (text: string) => T, show: (v: T) => string): LeafCodec {
  const check = (text: string): string | null => {
    try {
      parse(text);
      return null;
    } catch (e) {
      if (e instanceof CodecError) return e.message;
      throw e;
    }
  };
  return {
    spec: (key, dflt, source, description, alts) =>
      withAlts({ kind: 'text', key, default: dflt as string, format, check, source, description }, alts),
    toParam: (v) => show(v as T),
    fromParam: (p) => parse(p as string),
  };
}

const DIRSET_FORMAT = 'ALL, ORTHO, DIAG, NONE, or a comma list of N,NE,E,SE,S,SW,W,NW';
const dirSetCodec = textCodec(DIRSET_FORMAT, parseDirSet, formatDirSet);
const deedCodec = textCodec(`${DIRSET_FORMAT}, JOURNEY (Flow along the journey) or SELF (own square)`, parseDeedDirSet, formatDirSet);
const dirListCodec = textCodec('a comma list of N,NE,E,SE,S,SW,W,NW', parseDirList, (v: readonly string[]) => v.join(','));
const layoutCodec = textCodec('type:square pairs, e.g. sage:c1,king:e1,pawn:a2 (local squares, no square twice)', parseLayout, formatLayout);
const rowCodec = textCodec(
  `per-slot requirements like 1-2,E,O,6 (at most ${MAX_ROW_SLOTS}) or sum:slots:lo:hi, values 1..${MAX_DIE_SIDES}`,
  parseRowRequirement, formatRowRequirement,
);
const unitTypesCodec = textCodec(`a comma list of ${UNIT_TYPES.join(', ')}, or none`, parseUnitTypes, formatNameList);
const abilitiesCodec = textCodec('a comma list of ability ids (see types.ts AbilityId), or none', parseAbilities, formatNameList);
const traitAurasCodec = textCodec(`a comma list of ${TRAIT_AURA_IDS.join(', ')}, or none`, parseTraitAuras, formatNameList);
const squaresCodec = textCodec('a comma list of squares a1..h8', parseSquareList, formatSquareList);
const ranksCodec = textCodec('a comma list of ranks 1..8', (t) => parseIntList(t, 1, 8), formatIntList);
const willCodec = textCodec(
  'op [key=value…], e.g. "rekindle types=pawn area=ownSeat count=1" (rounds=-1 = rest of the game)',
  parseWillEffect, formatWillEffect,
);

interface LeafRule {
  readonly pattern: RegExp;
  readonly codec: LeafCodec;
  /** Description from the key's segments (m = regex match). */
  readonly describe: (m: RegExpExecArray) => string;
}

const CLAN = `(${CLAN_IDS.join('|')})`;
const nameOf = (id: string | undefined): string => defaultClans[id as ClanId]?.name ?? String(id);
const skillName = (clan: string | undefined, id: string | undefined): string =>
  `${nameOf(clan)} ${(defaultClans[clan as ClanId]?.skills as readonly { id: string; name: string }[] | undefined)?.find((s) => s.id === id)?.name ?? String(id)}`;

/** First matching rule wins; every leaf of the default data must match one (tested). */
const RULES: readonly LeafRule[] = [
  // game
  { pattern: /^game\.maxRounds$/, codec: intCodec(1, 100_000), describe: () => 'rounds without a winner before the game is a draw' },
  { pattern: /^game\.willMode$/, codec: choiceCodec(['off', 'blessings', 'curses', 'loserChooses']), describe: () => "Haggedorn's Will side, or off" },
  { pattern: /^game\.firstPlayer$/, codec: choiceCodec(['rulebook', 'seat0', 'random']), describe: () => 'who takes the first turn: rulebook starting order, seat 0, or random' },
  { pattern: /^game\.orientation$/, codec: choiceCodec(['rotate180']), describe: () => "how seat 1's local frame maps to the board" },
  { pattern: /^game\.relicTokenSupply$/, codec: intCodec(0, 100), describe: () => 'shared relic-token supply' },
  { pattern: /^game\.willTokensPerPlayer$/, codec: intCodec(0, 5), describe: () => "Haggedorn's Will tokens each player starts with" },
  { pattern: /^game\.bonesInReserve$/, codec: intCodec(1, 5), describe: () => 'bones that must stay in the pool for Phase 3 (one in reserve)' },
  { pattern: /^game\.handicapBones$/, codec: intCodec(0, 5), describe: () => 'handicap: bones the handicapped player pre-rolls and slots in setup (0 = off; else 2..5)' },
  { pattern: /^game\.handicapBlocks$/, codec: choiceCodec(['miracle', 'all']), describe: () => 'which row completions the setup handicap forbids' },
  { pattern: /^game\.handicapSeat$/, codec: choiceCodec(['second', 'first', 'seat0', 'seat1']), describe: () => 'who pre-rolls the handicap bones: the player moving second or first, or seat 0/1' },
  { pattern: /^game\.willActivation$/, codec: choiceCodec(['ownUpkeep', 'anyUpkeep']), describe: () => "in whose Upkeep a Will token may be spent" },
  { pattern: /^game\.army\.(\w+)$/, codec: intCodec(0, 16), describe: (m) => `${m[1]}s in each player's chess army (unit maximum)` },
  { pattern: /^game\.(\w+)$/, codec: boolCodec, describe: (m) => `switch ${m[1]} (spec A.9)` },
  // bot evaluation weights (weights.ts): real numbers; the range only guards against typos
  {
    pattern: /^weights\.(\w+)\.(\w+)$/,
    codec: {
      spec: (key, dflt, source, description, alts) =>
        withAlts({ kind: 'number', key, default: dflt as number, min: -1000, max: 1000, source, description }, alts),
      toParam: (v) => v as number,
      fromParam: (p) => p,
    },
    describe: (m) => WEIGHT_DESCRIPTIONS[`${m[1]}.${m[2]}`] ?? `evaluation weight of ${m[1]} feature ${m[2]}`,
  },
  // will
  { pattern: /^will\.dieSides$/, codec: intCodec(2, 20), describe: () => "sides of Haggedorn's Will die" },
  { pattern: /^will\.(blessings|curses)\.(\d+)$/, codec: willCodec, describe: (m) => `Haggedorn's Will ${m[1]} result ${m[2]}` },
  // clans
  { pattern: new RegExp(`^${CLAN}\\.startingOrder$`), codec: intCodec(1, 6), describe: (m) => `${nameOf(m[1])} place in the starting order (1 moves first)` },
  { pattern: new RegExp(`^${CLAN}\\.royal$`), codec: choiceCodec(['queen', 'king']), describe: (m) => `${nameOf(m[1])} royal piece` },
  {
    pattern: new RegExp(`^${CLAN}\\.pathTargetsRoyal$`), codec: boolCodec,
    describe: (m) => `${nameOf(m[1])} path to victory targets the rival royal, so the Erde king's Thick Skin does not stop its vanquishes`,
  },
  {
    pattern: new RegExp(`^${CLAN}\\.traitAuras$`), codec: traitAurasCodec,
    describe: (m) => `trait auras (no skill row) a ${nameOf(m[1])} unit may attach, each with a fate chip`,
  },
  { pattern: new RegExp(`^${CLAN}\\.boneSides$`), codec: intCodec(2, MAX_DIE_SIDES), describe: (m) => `sides of each ${nameOf(m[1])} bone` },
  { pattern: new RegExp(`^${CLAN}\\.boneCount$`), codec: intCodec(2, 6), describe: (m) => `${nameOf(m[1])} bones per player` },
  { pattern: new RegExp(`^${CLAN}\\.units\\.(\\w+)\\.journey$`), codec: dirSetCodec, describe: (m) => `${nameOf(m[1])} ${m[2]} journey directions` },
  { pattern: new RegExp(`^${CLAN}\\.units\\.(\\w+)\\.journeyUpTo$`), codec: boolCodec, describe: (m) => `${nameOf(m[1])} ${m[2]} may journey any distance up to the value (≤ icon)` },
  { pattern: new RegExp(`^${CLAN}\\.units\\.(\\w+)\\.journeyFixedDistance$`), codec: intCodec(0, 7), describe: (m) => `${nameOf(m[1])} ${m[2]} fixed journey distance (0 = the roll)` },
  { pattern: new RegExp(`^${CLAN}\\.units\\.(\\w+)\\.deed$`), codec: deedCodec, describe: (m) => `${nameOf(m[1])} ${m[2]} deed directions` },
  { pattern: new RegExp(`^${CLAN}\\.units\\.(\\w+)\\.invulnerable$`), codec: boolCodec, describe: (m) => `${nameOf(m[1])} ${m[2]} is always invulnerable` },
  { pattern: new RegExp(`^${CLAN}\\.units\\.(\\w+)\\.abilities$`), codec: abilitiesCodec, describe: (m) => `${nameOf(m[1])} ${m[2]} coded abilities` },
  { pattern: new RegExp(`^${CLAN}\\.layout$`), codec: layoutCodec, describe: (m) => `${nameOf(m[1])} starting layout (local squares, rank 1 = own Seat)` },
  { pattern: new RegExp(`^${CLAN}\\.thresholds\\.(\\w+)$`), codec: intCodec(0, MAX_DIE_SIDES), describe: (m) => `${nameOf(m[1])} ${m[2]}` },
  { pattern: new RegExp(`^${CLAN}\\.skills\\.(\\w+)\\.slots$`), codec: rowCodec, describe: (m) => `${skillName(m[1], m[2])} row bone-slot requirements` },
  { pattern: new RegExp(`^${CLAN}\\.skills\\.(\\w+)\\.relicSlots$`), codec: intCodec(1, 5), describe: (m) => `${skillName(m[1], m[2])} relic-token slots` },
  {
    pattern: new RegExp(`^${CLAN}\\.skills\\.(\\w+)\\.timing$`),
    codec: choiceCodec(['upkeep', 'afterRoll', 'afterJourneyRoll', 'afterJourney', 'hex']),
    describe: (m) => `${skillName(m[1], m[2])} relic spending time`,
  },
  { pattern: new RegExp(`^${CLAN}\\.skills\\.(\\w+)\\.auraEligible$`), codec: unitTypesCodec, describe: (m) => `${skillName(m[1], m[2])} aura may go on these unit types` },
  {
    pattern: new RegExp(`^${CLAN}\\.skills\\.(\\w+)\\.protects$`), codec: boolCodec,
    describe: (m) => `${skillName(m[1], m[2])} aura is protective: removed instead of the unit the first time it would be vanquished`,
  },
  { pattern: new RegExp(`^${CLAN}\\.skills\\.(\\w+)\\.chipSet$`), codec: textCodec('a chip-set id of the clan', (t) => t, (v: string) => v), describe: (m) => `${skillName(m[1], m[2])} aura chips come from this set` },
  { pattern: new RegExp(`^${CLAN}\\.chipSets\\.(\\w+)$`), codec: intCodec(0, 30), describe: (m) => `${nameOf(m[1])} fate chips in play in set ${m[2]}` },
  { pattern: new RegExp(`^${CLAN}\\.options\\.(\\w+)$`), codec: boolCodec, describe: (m) => `${nameOf(m[1])} switch ${m[2]}` },
];

/** Plain-words descriptions for keys whose generic description would only repeat the name. */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  'game.enforceChipSupply': 'auras and Hexes need a free fate chip from the clan\'s in-play supply (G-8)',
  'game.allowMirror': 'allow both seats to play the same clan',
  'game.sumRowReachability': 'a bone may enter a Sum Between row only if the row can still finish in range (G-13)',
  'game.fillFromEndsOnly': 'bone slots of a row fill only from its ends (G-12)',
  'game.rowNeedsExecutableEffect': 'a row may only be completed when its effect can execute now (G-14)',
  'game.autoApplyForcedChoices': 'the engine applies single-choice prompts itself',
  'game.blockInvulnerableTargets': 'units invulnerable at that moment cannot be chosen as targets (G-103)',
  'game.lawRowClosed': 'no bones may be placed in an active law\'s row (G-104)',
  'game.quarryPublic': 'the Divine Quarry are known to both players (G-101)',
};

/** Numeric options are ints; the boolean catch-all above must not swallow them. */
const NUMERIC_OPTION = intCodec(0, 8);

function clanCodec(k: ClanParameterKind): LeafCodec {
  switch (k.kind) {
    case 'choice': return choiceCodec(k.values);
    case 'int': return intCodec(k.min, k.max);
    case 'dirList': return dirListCodec;
    case 'dirSet': return dirSetCodec;
    case 'squares': return squaresCodec;
    case 'ranks': return ranksCodec;
  }
}

/**
 * The parameters each clan's data module types or describes itself (data/clans/<clan>.ts), by key.
 * A clan may only claim its own keys and game switches no other clan claims.
 */
const CLAN_OWN: ReadonlyMap<string, { readonly codec?: LeafCodec; readonly description?: string }> = (() => {
  const out = new Map<string, { codec?: LeafCodec; description?: string }>();
  for (const id of CLAN_IDS) {
    for (const [key, p] of Object.entries(clanParameters[id]) as [string, ClanParameter][]) {
      if (!key.startsWith(`${id}.`) && !key.startsWith('game.')) throw new Error(`darkleaf data: clan ${id} claims parameter ${key}`);
      if (out.has(key)) throw new Error(`darkleaf data: parameter ${key} is claimed twice`);
      out.set(key, { ...(p.kind !== undefined && { codec: clanCodec(p.kind) }), ...(p.description !== undefined && { description: p.description }) });
    }
  }
  return out;
})();

function ruleFor(key: string, value: unknown): { codec: LeafCodec; description: string } {
  const own = CLAN_OWN.get(key);
  if (own?.codec !== undefined && own.description !== undefined) return { codec: own.codec, description: own.description };
  for (const r of RULES) {
    const m = r.pattern.exec(key);
    if (!m) continue;
    const description = own?.description ?? DESCRIPTIONS[key] ?? r.describe(m);
    if (own?.codec !== undefined) return { codec: own.codec, description };
    if (r.codec === boolCodec && typeof value === 'number') return { codec: NUMERIC_OPTION, description };
    return { codec: r.codec, description };
  }
  throw new Error(`darkleaf data: no parameter rule for key ${key}`);
}

// ---- walking the data tree ---------------------------------------------------------------

interface Leaf {
  readonly key: string;
  readonly sourced: Sourced<unknown>;
}

function isSourced(x: unknown): x is Sourced<unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && 'value' in x && 'source' in x;
}

/** Path segment of a child: skills are keyed by their id, other arrays by 1-based index. */
function childSegments(node: object): [string, unknown][] {
  if (Array.isArray(node)) {
    return node.map((child: unknown, i) => {
      const id = typeof child === 'object' && child !== null && !isSourced(child) && 'id' in child ? String((child as { id: unknown }).id) : String(i + 1);
      return [id, child];
    });
  }
  return Object.entries(node);
}

function walk(node: unknown, path: string, out: Leaf[]): void {
  if (isSourced(node)) {
    out.push({ key: path, sourced: node });
    return;
  }
  if (typeof node !== 'object' || node === null) return; // identity fields: id, name, type, source
  for (const [seg, child] of childSegments(node)) walk(child, path === '' ? seg : `${path}.${seg}`, out);
}

/** All Sourced leaves of `data`, keyed as parameters (`clans.` prefix dropped). */
export function dataLeaves(data: GameData): Leaf[] {
  const out: Leaf[] = [];
  walk(data.game, 'game', out);
  walk(data.will, 'will', out);
  if (data.weights !== undefined) walk(data.weights, 'weights', out);
  for (const id of CLAN_IDS) walk(data.clans[id], id, out);
  return out;
}

function buildRegistry(): ParameterSpec[] {
  return dataLeaves(DEFAULT_DATA).map(({ key, sourced }) => {
    const { codec, description } = ruleFor(key, sourced.value);
    const alts = sourced.alternatives?.map((a) => codec.toParam(a));
    return codec.spec(key, codec.toParam(sourced.value), sourced.source, description, alts);
  });
}

/** Every value of the default GameData as a tunable parameter. */
export const darkleafParameters: readonly ParameterSpec[] = buildRegistry();

/** Parameter values of a GameData (the defaults for `defaultGameData`). */
export function valuesFromData(data: GameData): Record<string, ParamValue> {
  const out: Record<string, ParamValue> = {};
  for (const { key, sourced } of dataLeaves(data)) out[key] = ruleFor(key, sourced.value).codec.toParam(sourced.value);
  return out;
}

function rebuild(node: unknown, path: string, values: ParameterValues): unknown {
  if (isSourced(node)) {
    const raw = values[path];
    if (raw === undefined) throw new ParameterError(`parameter ${path} is missing`);
    const { codec } = ruleFor(path, node.value);
    let value: unknown;
    try {
      value = codec.fromParam(raw);
    } catch (e) {
      if (e instanceof CodecError) throw new ParameterError(`invalid value '${String(raw)}' for parameter ${path}: ${e.message}`);
      throw e;
    }
    if (codec.toParam(value) === codec.toParam(node.value)) return node;
    return { ...node, value, source: `${OVERRIDE_PREFIX}${path} (default ${String(codec.toParam(node.value))}: ${node.source})` };
  }
  if (typeof node !== 'object' || node === null) return node;
  // Subtrees without an override keep their object, so unchanged clans stay identical.
  let changed = false;
  if (Array.isArray(node)) {
    const arr = childSegments(node).map(([seg, child]) => {
      const next = rebuild(child, `${path}.${seg}`, values);
      if (next !== child) changed = true;
      return next;
    });
    return changed ? arr : node;
  }
  const out: Record<string, unknown> = {};
  for (const [seg, child] of Object.entries(node)) {
    const next = rebuild(child, path === '' ? seg : `${path}.${seg}`, values);
    if (next !== child) changed = true;
    out[seg] = next;
  }
  return changed ? out : node;
}

/**
 * A deep GameData from resolved parameter values (e.g. core's `resolveParameters`
 * output). Untouched values keep their data objects, so the defaults round-trip to
 * `defaultGameData`. Throws ParameterError (one line) on a bad value or a combination
 * the rules cannot play.
 */
export function dataFromValues(values: ParameterValues): GameData {
  const clans: Record<string, unknown> = {};
  for (const id of CLAN_IDS) clans[id] = rebuild(DEFAULT_DATA.clans[id], id, values);
  const data = {
    game: rebuild(DEFAULT_DATA.game, 'game', values),
    will: rebuild(DEFAULT_DATA.will, 'will', values),
    weights: rebuild(DEFAULT_DATA.weights, 'weights', values),
    clans,
  } as unknown as GameData;
  checkGameData(data);
  return data;
}

// ---- cross-field checks ------------------------------------------------------------------

const OVERRIDE_PREFIX = 'override of ';
const isOverride = (v: Sourced<unknown>): boolean => v.source.startsWith(OVERRIDE_PREFIX);

const bad = (key: string, value: string, accepted: string): never => {
  throw new ParameterError(`invalid value '${value}' for parameter ${key}: ${accepted}`);
};

/** Throws ParameterError for the first combination the rules cannot play. */
export function checkGameData(data: GameData): void {
  const g = data.game;
  if (g.handicapBones.value === 1) bad('game.handicapBones', '1', 'the handicap is 0 (off) or 2..5 bones (L359)');
  if (g.bonesInReserve.value >= Math.min(...CLAN_IDS.map((id) => data.clans[id].boneCount.value))) {
    bad('game.bonesInReserve', String(g.bonesInReserve.value), 'must be below every clan\'s boneCount (a bone must be slottable, CR-S-8)');
  }
  const orders = new Map<number, ClanId>();
  for (const id of CLAN_IDS) {
    const o = data.clans[id].startingOrder.value;
    const other = orders.get(o);
    if (other !== undefined) {
      // Blame the overridden clan when one of the pair was overridden.
      const [culprit, holder] = isOverride(data.clans[other].startingOrder) ? [other, id] : [id, other];
      bad(`${culprit}.startingOrder`, String(o), `${holder} already has place ${o}; places 1..6 must all differ`);
    }
    orders.set(o, id);
  }
  for (const id of CLAN_IDS) checkClan(data.clans[id] as ClanData, data);
}

function checkClan(clan: ClanData, data: GameData): void {
  const id = clan.id;
  checkLayout(id, clan.royal.value, clan.layout.value, data);
  const sides = clan.boneSides.value;
  for (const skill of clan.skills) {
    const why = rowImpossibleReason(skill.slots.value, sides);
    if (why !== null) {
      bad(`${id}.skills.${skill.id}.slots`, formatRowRequirement(skill.slots.value), `${why}; ${id}.boneSides is ${sides}`);
    }
    const set = skill.chipSet?.value;
    if (set !== undefined && clan.chipSets[set] === undefined) {
      bad(`${id}.skills.${skill.id}.chipSet`, set, `accepted: ${Object.keys(clan.chipSets).join(', ') || 'no chip sets'}`);
    }
  }
  // The clan's own checks of its data (data/clans/<clan>.ts), after the shared ones.
  checkClanValues(id, data, bad);
}

function checkLayout(id: ClanId, royal: 'queen' | 'king', layout: readonly Placement[], data: GameData): void {
  const key = `${id}.layout`;
  const text = formatLayout(layout);
  const counts = new Map<UnitType, number>();
  for (const p of layout) counts.set(p.type, (counts.get(p.type) ?? 0) + 1);
  for (const t of UNIT_TYPES) {
    const n = counts.get(t) ?? 0;
    const max = data.game.army[t].value;
    if (n > max) bad(key, text, `${n} ${t}s exceed the chess-set maximum of ${max} (L291)`);
  }
  if ((counts.get(royal) ?? 0) !== 1) bad(key, text, `exactly one ${royal} (the ${id} royal) is required`);
  const other = royal === 'queen' ? 'king' : 'queen';
  if ((counts.get(other) ?? 0) !== 0) bad(key, text, `no ${other}: the ${id} royal is the ${royal}`);
}
