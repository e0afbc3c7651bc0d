// GameData (src/data) → Config: flat typed tables for the hot paths (spec §6.2).
import type { ClanData, DeedDirSet, GameData, GameOptions, RowRequirement, WillArea, WillEffect, WillOp, WillTable } from './data/types.js';
import { CLAN_IDS, UNIT_TYPES } from './data/types.js';
import { checkClansForEngine } from './data/clans/index.js';
// The light entry: a worker that imports this game must not load core's report modules (arquero, Vega).
import { ConfigError } from '@balance-lab/core/errors';
import { HOOKS } from './clans/index.js';
import { WILL_STEPS } from './will.js';
import { parseSquare } from './geometry.js';
import { DEED_JOURNEY, DEED_SELF, dirMask } from './masks.js';
import {
  AURA, LAW, MIRACLE, RELIC, T_AFTER_JOURNEY, T_AFTER_JOURNEY_ROLL, T_AFTER_ROLL, T_HEX, T_NONE, T_UPKEEP,
  type ClanConfig, type Config, type SkillConfig,
} from './config.js';
import {
  W_AREA_ADJ_ROYAL, W_AREA_NEXT_ROOK, W_AREA_SEAT, W_DISCARD_RELIC, W_GAIN_RELIC, W_NO_RELICS, W_NO_SLOTTING, W_NOTHING,
  W_REKINDLE, W_RELOCATE, W_RESERVE, W_REROLL, W_RETURN_BONE, W_RETURN_ROW, W_VANQUISH, type WillCell, type WillConfig,
} from './config.js';

// Core's ConfigError is an InputError: the CLI reports it in one line with exit status 2.
export { ConfigError };

// Direction masks live at the mechanism level (masks.ts), where the clans read them: compile.ts
// is the assembly layer and imports the clans' hook tables, so no clan may import it.
export { DEED_JOURNEY, DEED_SELF, dirMask };

function deedMask(set: DeedDirSet): number {
  if (set === 'JOURNEY') return DEED_JOURNEY;
  if (set === 'SELF') return DEED_SELF;
  return dirMask(set);
}

/** Bit v set ⇔ v accepted (CR-S-2): "3", "1-2" (1 or 2, not a range), "E", "O". */
export function parseSlotReq(req: string, maxFace: number): number {
  const t = req.trim().toUpperCase();
  let m = 0;
  if (t === 'E' || t === 'O') {
    for (let v = 1; v <= maxFace; v++) if ((v % 2 === 0) === (t === 'E')) m |= 1 << v;
    return m;
  }
  const parts = t.split('-');
  for (const p of parts) {
    const v = Number(p);
    if (!Number.isInteger(v) || v < 1 || v > 30) throw new ConfigError(`bad slot requirement '${req}'`);
    m |= 1 << v;
  }
  return m;
}

const TIMINGS: Record<string, number> = {
  upkeep: T_UPKEEP, afterRoll: T_AFTER_ROLL, afterJourneyRoll: T_AFTER_JOURNEY_ROLL, afterJourney: T_AFTER_JOURNEY, hex: T_HEX,
};
const TYPES: Record<string, number> = { miracle: MIRACLE, relic: RELIC, aura: AURA, law: LAW };

export function compile(data: GameData): Config {
  let maxSides = 1;
  for (const id of CLAN_IDS) maxSides = Math.max(maxSides, data.clans[id].boneSides.value);
  const auraNames: string[] = [];
  const clans: ClanConfig[] = CLAN_IDS.map((id, index) => compileClan(data.clans[id] as ClanData, index, maxSides, auraNames));
  // Trait auras (data `<clan>.traitAuras`, FE-T-2: Barbaric, Ripple Effect) take an aura bit and a fate chip
  // but have no skill row; their bits follow every skill aura's.
  for (const id of CLAN_IDS) {
    for (const name of data.clans[id].traitAuras?.value ?? []) if (!auraNames.includes(name)) auraNames.push(name);
  }
  if (auraNames.length > 8) throw new ConfigError('more than 8 aura skills');
  // CR-V-7 / G-87: aura skills marked `protects` in the data (the book's only one: Iron Plating).
  let protectiveAuras = 0;
  for (const id of CLAN_IDS) {
    for (const sk of data.clans[id].skills) {
      if (sk.protects?.value !== true) continue;
      const k = auraNames.indexOf(sk.id);
      if (k < 0) throw new ConfigError(`${id}.skills.${sk.id}.protects: only an aura can be protective (CR-V-7)`);
      protectiveAuras |= 1 << k;
    }
  }
  const g = data.game;
  // Not yet implemented (README): refuse rather than silently ignore.
  // G-26: "the player who lost last" chooses the side; a single game has no last loser, so the
  // side must come from the series runner (set willMode to blessings/curses per game).
  // Each clan's data module refuses the values it registers but the engine does not model yet.
  checkClansForEngine('inert', data, refuse);
  if (g.willMode.value === 'loserChooses') throw new ConfigError("game.willMode=loserChooses: the engine plays single games and knows no last loser (G-26); a series runner must pass 'blessings' or 'curses'");
  // The state layout fixes one 16-piece army (8/2/2/2/1/1) and 6 bones per player (CR-U-1, L122).
  const army = [8, 2, 2, 2, 1, 1];
  UNIT_TYPES.forEach((t, i) => {
    if (g.army[t].value !== army[i]) throw new ConfigError(`game.army.${t}=${g.army[t].value}: only the standard chess army is supported`);
  });
  for (const id of CLAN_IDS) {
    if (data.clans[id].boneCount.value !== 6) throw new ConfigError(`${id}.boneCount: only 6 bones per player are supported`);
  }
  // Each clan's own limits of the state layout and of what its mechanisms play (data/clans/<clan>.ts).
  checkClansForEngine('limits', data, refuse);
  return {
    clans,
    maxSides,
    protectiveAuras,
    auraNames,
    will: compileWill(data.will, g.willMode.value),
    // The hook tables, bound here so the mechanisms reach them through the state (s.config.hooks).
    hooks: HOOKS,
    willSteps: WILL_STEPS,
    game: {
      maxRounds: g.maxRounds.value,
      willMode: g.willMode.value,
      firstPlayer: g.firstPlayer.value,
      enforceChipSupply: g.enforceChipSupply.value,
      relicTokenSupply: g.relicTokenSupply.value,
      allowMirror: g.allowMirror.value,
      sumRowReachability: g.sumRowReachability.value,
      fillFromEndsOnly: g.fillFromEndsOnly.value,
      rowNeedsExecutableEffect: g.rowNeedsExecutableEffect.value,
      autoApplyForcedChoices: g.autoApplyForcedChoices.value,
      blockInvulnerableTargets: g.blockInvulnerableTargets.value,
      lawRowClosed: g.lawRowClosed.value,
      bonesInReserve: g.bonesInReserve.value,
      willTokensPerPlayer: g.willTokensPerPlayer.value,
      willActivation: g.willActivation.value,
      handicapBones: g.handicapBones.value,
      handicapBlocks: g.handicapBlocks.value,
      handicapSeat: g.handicapSeat.value,
      switches: gameSwitches(g),
    },
  };
}

/** The `game.*` values by name (nested groups such as `army` stay out: no clan reads them). */
function gameSwitches(g: GameOptions): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(g as unknown as Record<string, unknown>)) {
    if (v !== null && typeof v === 'object' && 'value' in v) out[k] = (v as { value: unknown }).value;
  }
  return out;
}

function compileClan(c: ClanData, index: number, maxSides: number, auraNames: string[]): ClanConfig {
  const journeyMask = new Uint8Array(6);
  const journeyUpTo = new Uint8Array(6);
  const journeyFixed = new Uint8Array(6);
  const deed = new Uint16Array(6);
  const invulnerable = new Uint8Array(6);
  const abilities: string[][] = [];
  UNIT_TYPES.forEach((t, i) => {
    const u = c.units[t];
    journeyMask[i] = dirMask(u.journey.value);
    journeyUpTo[i] = u.journeyUpTo.value ? 1 : 0;
    journeyFixed[i] = u.journeyFixedDistance.value;
    deed[i] = deedMask(u.deed.value);
    invulnerable[i] = u.invulnerable.value ? 1 : 0;
    abilities.push([...u.abilities.value]);
  });
  const layoutType: number[] = [];
  const layoutSq: number[] = [];
  for (const p of c.layout.value) {
    layoutType.push(UNIT_TYPES.indexOf(p.type));
    layoutSq.push(parseSquare(p.sq));
  }
  const thresholds: Record<string, number> = {};
  const options: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(c.thresholds as unknown as Record<string, { value: unknown }>)) {
    // Number thresholds are read on hot paths; list-valued ones (quarryRanks) sit with the options.
    if (typeof v.value === 'number') thresholds[k] = v.value;
    else options[k] = v.value;
  }
  for (const [k, v] of Object.entries(c.options as unknown as Record<string, { value: unknown }>)) options[k] = v.value;
  if (c.skills.length !== 5) throw new ConfigError(`${c.id}: expected 5 skills, got ${c.skills.length}`);
  const skillRow: Record<string, number> = {};
  const skills: SkillConfig[] = c.skills.map((sk, row) => {
    skillRow[sk.id] = row;
    const req: RowRequirement = sk.slots.value;
    const type = TYPES[sk.type]!;
    let auraBit = 0;
    if (type === AURA) {
      let k = auraNames.indexOf(sk.id);
      if (k < 0) k = auraNames.push(sk.id) - 1;
      auraBit = 1 << k;
    }
    let auraEligible = 0;
    for (const t of sk.auraEligible?.value ?? []) auraEligible |= 1 << UNIT_TYPES.indexOf(t);
    const isSum = req.kind === 'sum';
    const nSlots = req.kind === 'sum' ? req.slots : req.slots.length;
    if (nSlots < 1 || nSlots > 8) throw new ConfigError(`${c.id}.${sk.id}: a row has 1..8 slots`);
    const accept = new Uint32Array(nSlots);
    let acceptAny = 0;
    for (let i = 0; i < nSlots; i++) {
      accept[i] = req.kind === 'sum' ? (((1 << (maxSides + 1)) - 1) & ~1) : parseSlotReq(req.slots[i]!, maxSides);
      acceptAny |= accept[i]!;
    }
    return {
      id: sk.id,
      name: sk.name,
      type,
      nSlots,
      accept,
      acceptAny,
      isSum,
      sumLo: req.kind === 'sum' ? req.lo : 0,
      sumHi: req.kind === 'sum' ? req.hi : 0,
      relicSlots: sk.relicSlots?.value ?? 0,
      timing: sk.timing ? TIMINGS[sk.timing.value]! : T_NONE,
      minRoll: 0,
      auraEligible,
      auraBit,
    };
  });
  let chipsInPlay = 0;
  for (const v of Object.values(c.chipSets)) chipsInPlay += v.value;
  return {
    id: c.id,
    name: c.name,
    index,
    startingOrder: c.startingOrder.value,
    royalType: UNIT_TYPES.indexOf(c.royal.value),
    pathTargetsRoyal: c.pathTargetsRoyal.value,
    boneSides: c.boneSides.value,
    boneCount: c.boneCount.value,
    journeyMask,
    journeyUpTo,
    journeyFixed,
    deedMask: deed,
    invulnerable,
    abilities,
    layoutType,
    layoutSq,
    thresholds,
    skills,
    chipsInPlay,
    options,
    skillRow,
  };
}

const WILL_OP_CODES: Record<WillOp, number> = {
  nothing: W_NOTHING, rekindle: W_REKINDLE, vanquish: W_VANQUISH, returnSlottedBone: W_RETURN_BONE,
  returnFullestRow: W_RETURN_ROW, discardRelicToken: W_DISCARD_RELIC, gainRelicToken: W_GAIN_RELIC, relocate: W_RELOCATE,
  reroll: W_REROLL, noSlotting: W_NO_SLOTTING, noRelicSpending: W_NO_RELICS, reserveBones: W_RESERVE,
};
const WILL_AREA_CODES: Record<WillArea, number> = { ownSeat: W_AREA_SEAT, adjacentOwnRoyal: W_AREA_ADJ_ROYAL, neighboringOwnRook: W_AREA_NEXT_ROOK };

/** Appendix B cells of the side in play (SU-6) as flat records; none when the Will is off. */
function compileWill(w: WillTable, mode: string): WillConfig {
  const side = mode === 'blessings' ? w.blessings : mode === 'curses' ? w.curses : [];
  const dieSides = w.dieSides.value;
  if (side.length > 0 && side.length !== dieSides) throw new ConfigError(`will.${mode}: ${side.length} results for a d${dieSides}`);
  const cells: WillCell[] = side.map((c) => {
    const e: WillEffect = c.value;
    let types = 0;
    for (const t of e.types ?? []) types |= 1 << UNIT_TYPES.indexOf(t);
    let rollMask = 0;
    for (const v of e.rollValues ?? []) rollMask |= 1 << v;
    return {
      op: WILL_OP_CODES[e.op],
      types,
      area: e.area === undefined ? W_AREA_SEAT : WILL_AREA_CODES[e.area],
      rivalChooses: e.chooser === 'rival',
      count: e.count ?? 1,
      rounds: e.rounds ?? 0,
      rollMask,
    };
  });
  return { dieSides, cells };
}

/** How the clans' data modules refuse a value the engine cannot play: a ConfigError (one line, exit status 2). */
function refuse(message: string): never {
  throw new ConfigError(message);
}
