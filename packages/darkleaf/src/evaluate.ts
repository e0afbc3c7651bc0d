// Heuristic position evaluation for the greedy and MCTS bots (spec §6.5):
// evaluate(state, seat) in [-1, 1], ±1 only for a finished game with a winner.
//
// raw = P(seat) − P(rival), squashed by x / (1 + |x|) after `weights.shared.scale`.
// P(seat) adds, for that seat's clan:
//   * progress along its path to victory (marks, push-offs, Reclaimed squares,
//     Seat pawns, Quarry), read from the counters the engine keeps (state.progress,
//     terr, uFlags, the Hex records hexSite/hexCell);
//   * threats: the chance that the seat's next roll achieves a path step
//     (Hunt the royal, Destroy / Assassin-Ambush the royal, Reclaim, the Erde
//     king's winning journey), computed exactly from unit geometry, thresholds
//     and bone sides. Because "threats against my royal" are the rival's
//     threats, the subtraction makes them count against the seat;
//   * material by unit type, skill progress (slot fill of rows whose effect
//     exists and has a target now, relic tokens, laws, auras; bones in a Sum row the
//     seat's dice can no longer finish count against it), and for Wibo the pawn supply
//     (pawns plus rival units a Morph can still take);
//   * the partly played turn: before the roll a threat counts with its chance;
//     with the roll known (Huldra / Predictive Model post-roll, a journey
//     prompt) it counts 1 if that roll achieves it; once the roll is spent, and
//     for the seat not to move, it counts `tempo` × its chance on the next roll
//     (the rival may parry first). A declared deed whose bone is not rolled yet
//     (a mixed pool) counts its exact success chance. Pending extra turns and an
//     active Predictive Model count for the seat to move.
// No allocation per call: everything is read from typed arrays and a per-Config
// cache built once.
import {
  type Config, ERDE, FERRYMEN, HEXEN, HULDRA, KING, KNIGHT, MURG, PAWN, QUEEN, ROOK, SAGE, WIBO,
} from './config.js';
import { dirMask } from './masks.js';
import { defaultWeights, type WeightsData } from './data/weights.js';
import type { Dir as DataDir } from './data/types.js';
import { ADJ, CHEB, lineDir, localRank, maskToGlobal, parseSquare, RAY, RAY_STEPS, toGlobal } from './geometry.js';
import {
  type DarkleafState, BONES, G_AFTER_CLAN, G_CLAN_PROMPT, G_EXTRA, G_I_T1, G_I_UNIT, PH_CLAN, G_INTENT, G_OVER, G_PHASE, G_PREDICTIVE, G_ROLL, G_SEAT, G_WINNER,
  INTENT_DEED, INTENT_JOURNEY, MAX_SLOTS, PH_CHOOSE_BONE, PH_DECLARE, PH_ACQUIRE, PH_JOURNEY, PH_POSTROLL, PH_QUARRY, PH_SLOT, PH_UPKEEP,
  PR_MARKS, PR_PUSHOFFS, PR_QUARRY, PR_RECLAIMED, SQ_GRAVEYARD, TERR_RECLAIMED, UF_QUARRY, slotIndex, unitType,
  HEX_SLOTS, HEX_UNIT,
} from './state.js';
import { rowClearable } from './slotting.js';
import { clanHasAbility, royalOf, skillAuraBit } from './clan-config.js';
import { isFrozen } from './journey.js';
import { isInvulnerable, mayEndOn } from './units.js';
import { CONT_ACQUIRE, CONT_EXECUTE } from './flow.js';
import { P_SPLIT as ERDE_P_SPLIT } from './clans/erde.js';
import { P_AFTER_JOURNEY as WIBO_P_AFTER_JOURNEY } from './clans/wibo.js';

// ---- weights: flat indices into a Float64Array ------------------------------------------

/** Order of the flat weight table; each entry is `block.feature` of WeightsData. */
export const WEIGHT_KEYS = [
  'shared.pawn', 'shared.sage', 'shared.knight', 'shared.rook', 'shared.royal',
  'shared.slotFill', 'shared.relicToken', 'shared.lawActive', 'shared.aura', 'shared.extraTurn', 'shared.predictive',
  'shared.tempo', 'shared.scale',
  'huldra.marks', 'huldra.huntThreat', 'huldra.approach',
  'murg.royalThreat', 'murg.adjacent', 'murg.approach',
  'ferrymen.pushOffs', 'ferrymen.royalEdge', 'ferrymen.adjacent', 'ferrymen.approach',
  'erde.reclaimed', 'erde.reclaimThreat', 'erde.pawnApproach', 'erde.kingDistance', 'erde.kingThreat',
  'wibo.seatPawns', 'wibo.morphThreat', 'wibo.pawnApproach', 'wibo.pawns', 'wibo.supply',
  'hexen.quarry', 'hexen.hexed', 'hexen.approach',
] as const;
const K = (key: (typeof WEIGHT_KEYS)[number]): number => WEIGHT_KEYS.indexOf(key);
// Material weights are indexed by UnitType (pawn, sage, knight, rook, queen, king).
const W_SLOT = K('shared.slotFill'), W_RELIC = K('shared.relicToken'), W_LAW = K('shared.lawActive'), W_AURA = K('shared.aura');
const W_EXTRA = K('shared.extraTurn'), W_PREDICTIVE = K('shared.predictive'), W_TEMPO = K('shared.tempo'), W_SCALE = K('shared.scale');
const W_HU_MARKS = K('huldra.marks'), W_HU_THREAT = K('huldra.huntThreat'), W_HU_APPROACH = K('huldra.approach');
const W_MU_THREAT = K('murg.royalThreat'), W_MU_ADJ = K('murg.adjacent'), W_MU_APPROACH = K('murg.approach');
const W_FE_PUSH = K('ferrymen.pushOffs'), W_FE_EDGE = K('ferrymen.royalEdge'), W_FE_ADJ = K('ferrymen.adjacent'), W_FE_APPROACH = K('ferrymen.approach');
const W_ER_RECLAIMED = K('erde.reclaimed'), W_ER_THREAT = K('erde.reclaimThreat'), W_ER_PAWN = K('erde.pawnApproach');
const W_ER_KING_DIST = K('erde.kingDistance'), W_ER_KING_THREAT = K('erde.kingThreat');
const W_WI_SEAT = K('wibo.seatPawns'), W_WI_MORPH = K('wibo.morphThreat'), W_WI_APPROACH = K('wibo.pawnApproach'), W_WI_PAWNS = K('wibo.pawns'), W_WI_SUPPLY = K('wibo.supply');
const W_HX_QUARRY = K('hexen.quarry'), W_HX_HEXED = K('hexen.hexed'), W_HX_APPROACH = K('hexen.approach');
const MATERIAL_KEYS = ['shared.pawn', 'shared.sage', 'shared.knight', 'shared.rook', 'shared.royal', 'shared.royal'] as const;

/** Local backward direction bits. */
const LOCAL_BACKWARD = dirMask(['SE', 'S', 'SW']);

// Pawns a line of sight may ignore (HU-U-3 Arc Shot, G-74: huldra.options.arcShotIgnores).
const IGNORE_NONE = 0, IGNORE_ALL_PAWNS = 1, IGNORE_OWN_PAWNS = 2, IGNORE_RIVAL_PAWNS = 3;

/** The flat weight table of a WeightsData (missing blocks fall back to the defaults). */
export function flattenWeights(data: WeightsData = defaultWeights): Float64Array {
  const w = new Float64Array(WEIGHT_KEYS.length);
  WEIGHT_KEYS.forEach((key, i) => {
    const [block, feature] = key.split('.') as [keyof WeightsData, string];
    const leaf = (data[block] as unknown as Record<string, { value: number } | undefined>)[feature]
      ?? (defaultWeights[block] as unknown as Record<string, { value: number }>)[feature]!;
    w[i] = leaf.value;
  });
  return w;
}

// ---- per-Config cache --------------------------------------------------------------------

interface EvalTables {
  readonly w: Float64Array;
  /** Material weight per UnitType. */
  readonly material: Float64Array;
  /** rowUseful[clan*5 + row]: the engine implements the row's effect (other rows never complete). */
  readonly rowUseful: Uint8Array;
  /** Erde centre squares (global), 1 = centre. */
  readonly centre: Uint8Array;
  readonly longBowLocal: number;
  readonly longBowBit: number;
  readonly assassinBit: number;
  // Thresholds, options and ability flags read in the hot path (string-keyed lookups are slow there).
  readonly marksToWin: number;
  readonly longBowBonus: number;
  readonly arcIgnores: number;
  /** Bit per UnitType with Huldra's arcShot ability. */
  readonly arcShotTypes: number;
  readonly queenHuntUpTo: boolean;
  readonly royalDestroyMin: number;
  readonly royalDestroyMinLaw: number;
  /** Law bit of Technological Singularity in state.law (0 if absent). */
  readonly singularityLaw: number;
  readonly sanctionedViolence: boolean;
  readonly assassinUsesJourneyRules: boolean;
  readonly pushOffsToWin: number;
  readonly reclaimMin: number;
  readonly reclaimMinLaw: number;
  readonly oneWithTheLandLaw: number;
  readonly reclaimedToWin: number;
  readonly reclaimedAnyDirection: boolean;
  /** Erde pawns have no backward journey direction (local S, SE, SW). */
  readonly erdePawnForwardOnly: boolean;
  readonly pawnsInSeatToWin: number;
  readonly morphMin: number;
  /** G-64: a Morph needs a Wibo pawn in the graveyard (wibo.options.morphNeedsGraveyardPawn). */
  readonly morphNeedsGraveyardPawn: boolean;
  readonly quarryCount: number;
}

const BOUND = new WeakMap<Config, WeightsData>();
const TABLES = new WeakMap<Config, EvalTables>();
let lastConfig: Config | null = null;
let lastTables: EvalTables | null = null;

/** Binds evaluation weights to a compiled Config (called by `configure`); unbound configs use the defaults. */
export function bindWeights(config: Config, weights: WeightsData | undefined): void {
  BOUND.set(config, weights ?? defaultWeights);
  TABLES.delete(config);
  if (lastConfig === config) lastConfig = null;
}

const auraBit = (config: Config, clan: number, id: string): number => skillAuraBit(config.clans[clan]!, id);

function buildTables(config: Config): EvalTables {
  const w = flattenWeights(BOUND.get(config));
  const material = new Float64Array(6);
  MATERIAL_KEYS.forEach((k, t) => (material[t] = w[K(k)]!));
  const rowUseful = new Uint8Array(6 * 5);
  for (let c = 0; c < 6; c++) {
    const cc = config.clans[c]!;
    for (let r = 0; r < 5 && r < cc.skills.length; r++) rowUseful[c * 5 + r] = config.hooks[c]!.implementsSkill(cc.skills[r]!.id) ? 1 : 0;
  }
  const centre = new Uint8Array(64);
  const names = config.clans[ERDE]!.options['centreSquares'] as readonly string[] | undefined;
  for (const name of names ?? ['d4', 'e4', 'd5', 'e5']) {
    for (let seat = 0; seat < 2; seat++) centre[toGlobal(seat, parseSquare(name))] = 1;
  }
  const lbDirs = config.clans[HULDRA]!.options['longBowDirs'] as readonly DataDir[] | undefined;
  const th = (clan: number, key: string, dflt: number): number => config.clans[clan]!.thresholds[key] ?? dflt;
  const opt = (clan: number, key: string): unknown => config.clans[clan]!.options[key];
  const lawBit = (clan: number, id: string): number => {
    const r = config.clans[clan]!.skillRow[id];
    return r === undefined || r < 0 ? 0 : 1 << r;
  };
  const arc = opt(HULDRA, 'arcShotIgnores');
  let arcShotTypes = 0;
  config.clans[HULDRA]!.abilities.forEach((a, type) => { if (a.includes('arcShot')) arcShotTypes |= 1 << type; });
  return {
    w, material, rowUseful, centre,
    longBowLocal: lbDirs ? dirMask(lbDirs) : 0,
    longBowBit: auraBit(config, HULDRA, 'longBow'),
    assassinBit: auraBit(config, MURG, 'assassin'),
    marksToWin: Math.max(1, th(HULDRA, 'royalMarksToWin', 3)),
    longBowBonus: th(HULDRA, 'longBowBonus', 1),
    arcIgnores: arc === 'allPawns' ? IGNORE_ALL_PAWNS : arc === 'ownPawns' ? IGNORE_OWN_PAWNS : arc === 'rivalPawns' ? IGNORE_RIVAL_PAWNS : IGNORE_NONE,
    arcShotTypes,
    queenHuntUpTo: opt(HULDRA, 'queenHuntUpTo') === true,
    royalDestroyMin: th(MURG, 'royalDestroyMin', 6),
    royalDestroyMinLaw: th(MURG, 'royalDestroyMinLaw', 5),
    singularityLaw: lawBit(MURG, 'technologicalSingularity'),
    sanctionedViolence: clanHasAbility(config.clans[MURG]!, KING, 'sanctionedViolence'),
    assassinUsesJourneyRules: opt(MURG, 'assassinUsesJourneyRules') !== false,
    pushOffsToWin: Math.max(1, th(FERRYMEN, 'pushOffsToWin', 2)),
    reclaimMin: th(ERDE, 'reclaimMin', 6),
    reclaimMinLaw: th(ERDE, 'reclaimMinLaw', 5),
    oneWithTheLandLaw: lawBit(ERDE, 'oneWithTheLand'),
    reclaimedToWin: Math.max(1, th(ERDE, 'reclaimedToWin', 4)),
    reclaimedAnyDirection: opt(ERDE, 'reclaimedStartAnyDirection') === true,
    erdePawnForwardOnly: (config.clans[ERDE]!.journeyMask[PAWN]! & LOCAL_BACKWARD) === 0,
    pawnsInSeatToWin: Math.max(1, th(WIBO, 'pawnsInSeatToWin', 6)),
    morphMin: th(WIBO, 'morphMin', 3),
    morphNeedsGraveyardPawn: opt(WIBO, 'morphNeedsGraveyardPawn') !== false,
    quarryCount: Math.max(1, th(HEXEN, 'quarryCount', 2)),
  };
}

function tablesFor(config: Config): EvalTables {
  if (config === lastConfig) return lastTables!;
  let t = TABLES.get(config);
  if (t === undefined) {
    t = buildTables(config);
    TABLES.set(config, t);
  }
  lastConfig = config;
  lastTables = t;
  return t;
}

// ---- small helpers -----------------------------------------------------------------------

function popcount(x: number): number {
  let n = 0;
  while (x !== 0) {
    x &= x - 1;
    n++;
  }
  return n;
}

/** Rolls of 1..sides as bits 1..sides. */
const facesMask = (sides: number): number => ((1 << (sides + 1)) - 2) | 0;
/** Faces ≥ need of a die with `sides` faces, as bits. */
const atLeast = (need: number, sides: number): number => (need > sides ? 0 : facesMask(sides) & ~(((1 << need) - 1) | 0));

/** Largest die in `seat`'s pool (the player picks the bone when the pool is mixed, DP-8). */
function poolSides(s: DarkleafState, seat: number): number {
  let best = 0;
  for (let b = 0; b < BONES; b++) {
    const i = seat * BONES + b;
    if (s.boneLoc[i] === -1 && s.boneSides[i]! > best) best = s.boneSides[i]!;
  }
  if (best === 0) for (let b = 0; b < BONES; b++) best = Math.max(best, s.boneSides[seat * BONES + b]!);
  return best;
}


/** Squares strictly between `from` and the k-th square along d are empty (up to ignored pawns of `seat`'s view). */
function clearLine(s: DarkleafState, from: number, d: number, k: number, ignore = IGNORE_NONE, seat = 0): boolean {
  for (let i = 1; i < k; i++) {
    const b = s.board[RAY[(from * 8 + d) * RAY_STEPS + i]!]!;
    if (b < 0) continue;
    if (ignore !== IGNORE_NONE && unitType(b) === PAWN) {
      const own = b >> 4 === seat;
      if (ignore === IGNORE_ALL_PAWNS || (ignore === IGNORE_OWN_PAWNS && own) || (ignore === IGNORE_RIVAL_PAWNS && !own)) continue;
    }
    return false;
  }
  return true;
}

// ---- threats: the rolls that achieve a path step ----------------------------------------

// How the seat's next use of a roll is placed in the turn.
const M_FRESH = 0; // roll not made yet this turn: deed or journey, chosen before the roll (or after for roll-first)
const M_FRESH_DEED = 1; // a declared deed waits for its bone (mixed pool)
const M_FRESH_JOURNEY = 2; // a declared journey waits for its bone
const M_KNOWN_ANY = 3; // roll known, any use still open (Huldra, Predictive Model post-roll)
const M_KNOWN_JOURNEY = 4; // roll known, only a journey is left
const M_SPENT = 5; // this turn's roll is used, or the seat is not to move

/** Threat bits filled by the clan functions (module scratch: no allocation). */
let deedBits = 0;
let journeyBits = 0;

/**
 * Value in [0, 1] of a threat with rolls `deed` (deed use) / `journey` (journey use):
 * its chance on a fresh roll, 1/0 for a known roll, and `tempo` × the fresh chance
 * when it must wait for the next turn (a known roll that misses also waits).
 */
function threatValue(
  deed: number, journey: number, mode: number, roll: number, sides: number, rollFirst: boolean, tempo: number,
): number {
  const f = facesMask(sides);
  const d = deed & f, j = journey & f;
  if (d === 0 && j === 0) return 0;
  const fresh = (rollFirst ? popcount(d | j) : Math.max(popcount(d), popcount(j))) / sides;
  switch (mode) {
    case M_FRESH: return fresh;
    case M_FRESH_DEED: return popcount(d) / sides;
    case M_FRESH_JOURNEY: return popcount(j) / sides;
    case M_KNOWN_ANY: return ((d | j) >>> roll) & 1 ? 1 : tempo * fresh;
    case M_KNOWN_JOURNEY: return (j >>> roll) & 1 ? 1 : tempo * fresh;
    default: return tempo * fresh;
  }
}

/** HU-D-1…4: rolls with which a Huldra unit Hunts the rival royal on square rs. */
function huldraBits(s: DarkleafState, seat: number, rs: number, t: EvalTables): void {
  const cc = s.config.clans[s.clan[seat]!]!;
  const queenUpTo = t.queenHuntUpTo;
  const bonus = t.longBowBonus;
  let bits = 0;
  for (let i = 0; i < 16; i++) {
    const u = seat * 16 + i;
    const us = s.uSq[u]!;
    if (us < 0 || isFrozen(s, u)) continue;
    const type = unitType(u);
    let local = cc.deedMask[type]! & 0xff;
    const lb = type === PAWN && (s.uAura[u]! & t.longBowBit) !== 0 && t.longBowBit !== 0;
    if (lb) local |= t.longBowLocal;
    if (local === 0) continue;
    const d = lineDir(us, rs);
    if (d < 0 || (maskToGlobal(seat, local) & (1 << d)) === 0) continue;
    const k = CHEB[us * 64 + rs]!;
    // HU-U-3 Arc Shot: the knight's line ignores pawns (G-74).
    const ignore = (t.arcShotTypes & (1 << type)) !== 0 ? t.arcIgnores : IGNORE_NONE;
    if (!clearLine(s, us, d, k, ignore, seat)) continue;
    if (type === QUEEN && queenUpTo) bits |= ~((1 << k) - 1) & 0x7ffffffe;
    else bits |= 1 << k;
    if (lb && k - bonus >= 1) bits |= 1 << (k - bonus);
  }
  deedBits = bits;
  journeyBits = 0;
}

/** MU-D-1/3, MU-U-5, MU-S-4: Destroy from an adjacent unit, or an Assassin sage's Ambush journey. */
function murgBits(s: DarkleafState, seat: number, rs: number, sides: number, t: EvalTables): number {
  const cc = s.config.clans[s.clan[seat]!]!;
  const need = (s.law[seat]! & t.singularityLaw) !== 0 ? t.royalDestroyMinLaw : t.royalDestroyMin;
  let adjacent = 0;
  let destroy = false;
  let ambush = 0;
  for (let i = 0; i < 16; i++) {
    const u = seat * 16 + i;
    const us = s.uSq[u]!;
    if (us < 0) continue;
    const type = unitType(u);
    if (type === ROOK) continue;
    const dist = CHEB[us * 64 + rs]!;
    if (dist === 1) adjacent++;
    if (isFrozen(s, u)) continue;
    if (dist === 1 && !destroy) {
      const local = cc.deedMask[type]! & 0xff;
      const d = lineDir(us, rs);
      let can = local !== 0 && (maskToGlobal(seat, local) & (1 << d)) !== 0;
      if (can && type === KING) can = t.sanctionedViolence && nextToOwnRook(s, seat, us);
      if (can) destroy = true;
    }
    if (type === SAGE && t.assassinBit !== 0 && (s.uAura[u]! & t.assassinBit) !== 0) {
      if (!t.assassinUsesJourneyRules) {
        if (mayEndOn(s, u, rs)) ambush = facesMask(sides);
        continue;
      }
      const d = lineDir(us, rs);
      if (d < 0 || (maskToGlobal(seat, cc.journeyMask[SAGE]!) & (1 << d)) === 0) continue;
      if (clearLine(s, us, d, dist) && mayEndOn(s, u, rs)) ambush |= 1 << dist;
    }
  }
  deedBits = destroy ? atLeast(need, sides) : 0;
  journeyBits = ambush;
  return adjacent;
}

function nextToOwnRook(s: DarkleafState, seat: number, sq: number): boolean {
  for (let d = 0; d < 8; d++) {
    const a = ADJ[sq * 8 + d]!;
    if (a < 0) continue;
    const b = s.board[a]!;
    if (b >= 0 && b >> 4 === seat && unitType(b) === ROOK) return true;
  }
  return false;
}

// ---- per-seat score ----------------------------------------------------------------------

/**
 * The seat to move can no longer parry: its journey or deed is behind it (Phase 4/5, or
 * a Wibo Morph prompt after the journey) and no extra turn is pending. Then the rival,
 * who moves next, threatens with a fresh roll rather than `tempo` × it.
 */
function moverDone(s: DarkleafState): boolean {
  if (s.g[G_EXTRA]! > 0) return false;
  const ph = s.g[G_PHASE]!;
  if (ph === PH_SLOT || ph === PH_ACQUIRE) return true;
  if (ph !== PH_CLAN) return false;
  if (s.g[G_AFTER_CLAN] === CONT_ACQUIRE) return true;
  return s.clan[s.g[G_SEAT]!] === WIBO && s.g[G_CLAN_PROMPT] === WIBO_P_AFTER_JOURNEY;
}

function rollMode(s: DarkleafState, seat: number): number {
  if (s.g[G_SEAT] !== seat) return moverDone(s) ? M_FRESH : M_SPENT;
  switch (s.g[G_PHASE]) {
    case PH_QUARRY:
    case PH_UPKEEP:
    case PH_DECLARE:
      return M_FRESH;
    case PH_CHOOSE_BONE: {
      const intent = s.g[G_INTENT]!;
      return intent === INTENT_DEED ? M_FRESH_DEED : intent === INTENT_JOURNEY ? M_FRESH_JOURNEY : M_FRESH;
    }
    case PH_POSTROLL:
      return M_KNOWN_ANY;
    case PH_JOURNEY:
      return M_KNOWN_JOURNEY;
    default:
      return M_SPENT;
  }
}

/** Everything P(seat) adds up (see the header). */
function seatScore(s: DarkleafState, seat: number, t: EvalTables): number {
  const w = t.w;
  const clan = s.clan[seat]!;
  const cc = s.config.clans[clan]!;
  const rival = seat ^ 1;
  let v = 0;

  // Material and auras.
  let auras = 0;
  for (let i = 0; i < 16; i++) {
    const u = seat * 16 + i;
    if (s.uSq[u]! < 0) continue;
    v += t.material[unitType(u)]!;
    auras += popcount(s.uAura[u]!);
  }
  v += auras * w[W_AURA]!;

  const sides = poolSides(s, seat);

  // Skill progress: bones toward rows whose effect exists, relic tokens, laws.
  for (let r = 0; r < 5 && r < cc.skills.length; r++) {
    v += s.relicTok[seat * 5 + r]! * w[W_RELIC]!;
    if ((s.law[seat]! & (1 << r)) !== 0) {
      v += w[W_LAW]!;
      continue;
    }
    if (t.rowUseful[clan * 5 + r] === 0) continue;
    const sk = cc.skills[r]!;
    let filled = 0, sum = 0;
    for (let k = 0; k < sk.nSlots && k < MAX_SLOTS; k++) {
      const val = s.slotVal[slotIndex(seat, r, k)]!;
      if (val !== 0) {
        filled++;
        sum += val;
      }
    }
    if (filled === 0) continue;
    // A Sum Between row the seat's own bones can no longer finish (G-13 allows any clan's largest
    // face) holds its bones for good: they cost what useful ones gain.
    if (sk.isSum && sum + (sk.nSlots - filled) * sides < sk.sumLo) {
      v -= (filled / sk.nSlots) * w[W_SLOT]!;
      continue;
    }
    // CR-S-9: bones in a row whose effect has no target now are worth nothing there; they may
    // go back to the pool, where a clan short of bones (CR-S-8) needs them. (Asking only when
    // the pool is short saves a quarter of greedy's time but left 45 of 200 Ferrymen–Wibo
    // self-play games at the round cap instead of 2.)
    if (rowClearable(s, seat, r)) continue;
    v += (filled / sk.nSlots) * w[W_SLOT]!;
  }

  // The seat to move: pending extra turns, Predictive Model before the roll.
  const mode = rollMode(s, seat);
  if (s.g[G_SEAT] === seat) {
    v += s.g[G_EXTRA]! * w[W_EXTRA]!;
    if (s.g[G_PREDICTIVE] !== 0 && mode === M_FRESH) v += w[W_PREDICTIVE]!;
  }

  const tempo = w[W_TEMPO]!;
  const roll = s.g[G_ROLL]!;
  const rs = s.uSq[royalOf(s, rival)]!;

  switch (clan) {
    case HULDRA: {
      v += w[W_HU_MARKS]! * (s.progress[seat * 4 + PR_MARKS]! / t.marksToWin);
      if (rs < 0) break; // no royal to Hunt: the path is closed
      huldraBits(s, seat, rs, t);
      v += w[W_HU_THREAT]! * threatValue(deedBits, journeyBits, mode, roll, sides, true, tempo);
      let sum = 0, n = 0;
      for (let i = 0; i < 16; i++) {
        const us = s.uSq[seat * 16 + i]!;
        if (us < 0 || (cc.deedMask[unitType(i)]! & 0xff) === 0) continue;
        const dd = CHEB[us * 64 + rs]!;
        sum += dd <= sides ? 1 : Math.max(0, 1 - (dd - sides) / 7);
        n++;
      }
      if (n > 0) v += w[W_HU_APPROACH]! * (sum / n);
      break;
    }
    case MURG: {
      if (rs < 0) break;
      // G-103 / ER-U-5: a royal the Murg cannot vanquish is no target.
      if (isInvulnerable(s, royalOf(s, rival), seat)) break;
      const adjacent = murgBits(s, seat, rs, sides, t);
      const rollFirst = s.g[G_SEAT] === seat && s.g[G_PREDICTIVE] !== 0;
      v += w[W_MU_THREAT]! * threatValue(deedBits, journeyBits, mode, roll, sides, rollFirst, tempo);
      v += w[W_MU_ADJ]! * (Math.min(adjacent, 3) / 3);
      let best = 0;
      for (let i = 0; i < 16; i++) {
        const u = seat * 16 + i;
        const us = s.uSq[u]!;
        const type = unitType(u);
        if (us < 0 || type === ROOK || type === KING) continue;
        if (type === SAGE && (s.uAura[u]! & t.assassinBit) === 0) continue;
        best = Math.max(best, (8 - CHEB[us * 64 + rs]!) / 7);
      }
      v += w[W_MU_APPROACH]! * best;
      break;
    }
    case FERRYMEN: {
      v += w[W_FE_PUSH]! * (s.progress[seat * 4 + PR_PUSHOFFS]! / t.pushOffsToWin);
      if (rs < 0) break;
      const f = rs & 7, r = rs >> 3;
      const edge = Math.min(f, 7 - f, r, 7 - r);
      v += w[W_FE_EDGE]! * ((3 - edge) / 3);
      let adjacent = 0, best = 0;
      for (let i = 0; i < 16; i++) {
        const u = seat * 16 + i;
        const us = s.uSq[u]!;
        const type = unitType(u);
        // FE-D-1 / G-35: pawns, sages and knights Flow.
        if (us < 0 || (type !== PAWN && type !== SAGE && type !== KNIGHT)) continue;
        const dd = CHEB[us * 64 + rs]!;
        if (dd === 1) adjacent++;
        best = Math.max(best, (8 - dd) / 7);
      }
      v += w[W_FE_ADJ]! * (Math.min(adjacent, 2) / 2) + w[W_FE_APPROACH]! * best;
      break;
    }
    case ERDE:
      v += erdeScore(s, seat, t, mode, roll, sides, tempo);
      break;
    case WIBO: {
      const need = t.pawnsInSeatToWin;
      let inSeat = 0, onBoard = 0, approach = 0;
      for (let i = 0; i < 8; i++) {
        const us = s.uSq[seat * 16 + i]!;
        if (us < 0) continue;
        onBoard++;
        const lr = localRank(seat, us);
        if (lr === 0) inSeat++;
        else approach += 1 - lr / 7;
      }
      v += w[W_WI_SEAT]! * (Math.min(inSeat, need) / need);
      v += w[W_WI_APPROACH]! * (Math.min(approach, need) / need);
      v += w[W_WI_PAWNS]! * (Math.min(onBoard, need) / need);
      // Pawn supply: pawns on the board plus the rival units a Morph can still take (WI-D-3: not
      // invulnerable, not the Erde king), each needing a graveyard pawn (G-64), up to the pawns
      // needed. Morphs leave it unchanged; Rival Regrowth (WI-S-2) raises it once the rival is
      // down to units no Morph can take — the only way such a game still ends.
      let cap = need - onBoard;
      if (t.morphNeedsGraveyardPawn) {
        let graveyard = 0;
        for (let i = 0; i < 8; i++) if (s.uSq[seat * 16 + i] === SQ_GRAVEYARD) graveyard++;
        cap = Math.min(cap, graveyard);
      }
      let targets = 0;
      for (let i = 0; i < 16 && targets < cap; i++) {
        const u = rival * 16 + i;
        if (s.uSq[u]! >= 0 && !isInvulnerable(s, u, seat)) targets++;
      }
      v += w[W_WI_SUPPLY]! * (Math.min(onBoard + targets, need) / need);
      // WI-D-1/3, the partly played turn: the declared unit has journeyed; a Morph roll now
      // converts a target it neighbours (orthogonally) with P(roll ≥ morphMin).
      if (s.g[G_SEAT] === seat && s.g[G_PHASE] === PH_CLAN && s.g[G_CLAN_PROMPT] === WIBO_P_AFTER_JOURNEY) {
        const us = s.uSq[s.g[G_I_UNIT]!] ?? -1, ts = s.g[G_I_T1]! >= 0 ? s.uSq[s.g[G_I_T1]!]! : -1;
        if (us >= 0 && ts >= 0 && CHEB[us * 64 + ts] === 1 && ((us & 7) === (ts & 7) || us >> 3 === ts >> 3)) {
          v += w[W_WI_MORPH]! * (popcount(atLeast(t.morphMin, sides)) / sides);
        }
      }
      break;
    }
    case HEXEN: {
      const need = t.quarryCount;
      v += w[W_HX_QUARRY]! * (Math.min(s.progress[seat * 4 + PR_QUARRY]!, need) / need);
      let hexed = 0, approach = 0;
      for (let i = 0; i < 16; i++) {
        const q = rival * 16 + i;
        const qs = s.uSq[q]!;
        if (qs < 0 || (s.uFlags[q]! & UF_QUARRY) === 0) continue;
        // A Witch's Ladder rides on the unit (hexSite HEX_UNIT + q), a Poison Garden on a square
        // and strikes its square and the adjacent ones (HX-S-1/2); several may stack (G-68, ruling 5).
        let h = 0;
        for (let i = 0; i < HEX_SLOTS; i++) {
          const x = s.hexCell[i]!;
          if (x === 0) continue;
          const site = s.hexSite[i]!;
          if (site >= HEX_UNIT ? site - HEX_UNIT === q : CHEB[site * 64 + qs]! <= 1) h += hexCell(x, seat);
        }
        hexed += Math.min(1, h);
        let best = 0;
        for (let j = 0; j < 16; j++) {
          const us = s.uSq[seat * 16 + j]!;
          if (us >= 0) best = Math.max(best, (8 - CHEB[us * 64 + qs]!) / 7);
        }
        approach += best;
      }
      v += w[W_HX_HEXED]! * (hexed / need) + w[W_HX_APPROACH]! * (approach / need);
      break;
    }
    default:
      break;
  }
  return v;
}

// Hex cell encoding of clans/hexen.ts: counters in bits 0-3, bit 4 = cast by seat 1, bit 5 = reached 0 and waiting.
const HX_COUNT = 15, HX_SEAT1 = 16, HX_PENDING = 32;

/** Weight of one Hex cell of `seat`: 1 when about to resolve, 1/counters otherwise, 0 for none or the other seat's. */
function hexCell(v: number, seat: number): number {
  if (v <= 0 || ((v & HX_SEAT1) !== 0 ? 1 : 0) !== seat) return 0;
  const c = v & HX_COUNT;
  return (v & HX_PENDING) !== 0 || c === 0 ? 1 : 1 / c;
}

/** ER-D-1/2, ER-V-1: Reclaimed squares, pawns on open centre squares, the king's way onto Reclaimed ground. */
function erdeScore(s: DarkleafState, seat: number, t: EvalTables, mode: number, roll: number, sides: number, tempo: number): number {
  const w = t.w;
  const cc = s.config.clans[s.clan[seat]!]!;
  const toWin = t.reclaimedToWin;
  const reclaimed = s.progress[seat * 4 + PR_RECLAIMED]!;
  let v = w[W_ER_RECLAIMED]! * (Math.min(reclaimed, toWin) / toWin);
  const need = (s.law[seat]! & t.oneWithTheLandLaw) !== 0 ? t.reclaimMinLaw : t.reclaimMin;
  // Pawns: one on an open centre square can Reclaim next roll; others count by distance.
  let onOpen = false;
  let approach = 0, open = 0;
  for (let sq = 0; sq < 64; sq++) {
    if (t.centre[sq] === 0 || (s.terr[sq]! & TERR_RECLAIMED) !== 0) continue;
    open++;
    let best = 0;
    for (let i = 0; i < 8; i++) {
      const u = seat * 16 + i;
      const us = s.uSq[u]!;
      if (us < 0) continue;
      // A pawn that journeys only forward can never come back to a centre square behind it.
      if (t.erdePawnForwardOnly && localRank(seat, us) > localRank(seat, sq)) continue;
      const dd = CHEB[us * 64 + sq]!;
      if (dd === 0 && !isFrozen(s, u)) onOpen = true;
      best = Math.max(best, (8 - dd) / 8);
    }
    approach += best;
  }
  if (open > 0) v += w[W_ER_PAWN]! * (approach / open);
  if (onOpen) v += w[W_ER_THREAT]! * threatValue(atLeast(need, sides), 0, mode, roll, sides, false, tempo);
  // The king: close to Reclaimed ground, and once all are Reclaimed, journeys that end on one.
  const king = seat * 16 + 15;
  const ks = s.uSq[king]!;
  if (ks >= 0 && reclaimed > 0) {
    let nearest = 8;
    for (let sq = 0; sq < 64; sq++) {
      if ((s.terr[sq]! & TERR_RECLAIMED) !== 0 && t.centre[sq] === 1) nearest = Math.min(nearest, CHEB[ks * 64 + sq]!);
    }
    v += w[W_ER_KING_DIST]! * (Math.min(reclaimed, toWin) / toWin) * ((8 - Math.max(1, nearest)) / 7);
    if (reclaimed >= toWin && !isFrozen(s, king)) {
      let mask = maskToGlobal(seat, cc.journeyMask[KING]!);
      if ((s.terr[ks]! & TERR_RECLAIMED) !== 0 && t.reclaimedAnyDirection) mask = 0xff;
      let bits = 0;
      for (let d = 0; d < 8; d++) {
        if ((mask & (1 << d)) === 0) continue;
        for (let k = 1; k < 8; k++) {
          const sq = RAY[(ks * 8 + d) * RAY_STEPS + k]!;
          if (sq < 0 || s.board[sq] !== -1) break;
          if (t.centre[sq] === 1 && (s.terr[sq]! & TERR_RECLAIMED) !== 0) bits |= 1 << k;
        }
      }
      v += w[W_ER_KING_THREAT]! * threatValue(0, bits, mode, roll, sides, false, tempo);
    }
  }
  return v;
}

/**
 * GameDefinition.resolving: the seat to move is inside a clan prompt of the action it is
 * executing — a Flow's direction (FE-D-2), Barbaric's second square, a Morph roll after
 * the journey (WI-D-1), a retreat, a Reclaim relocation (ER-D-2) — or choosing what the
 * skill its bone just completed does (TS-5: the aura's unit, a miracle's target, where Rival
 * Regrowth rekindles). The evaluation cannot see that effect yet (a completed row scores as
 * bones gone), so greedy plays it out before scoring. Erde's split-journey
 * parts (ER-T-1) are left out: each part is itself a journey the evaluation scores, and
 * playing them out made Erde's greedy games about 4× slower.
 */
export function resolving(s: DarkleafState): boolean {
  if (s.g[G_OVER] !== 0) return false;
  const ph = s.g[G_PHASE]!;
  if (ph === PH_ACQUIRE) return true;
  if (ph !== PH_CLAN) return false;
  const after = s.g[G_AFTER_CLAN]!;
  if (after === CONT_ACQUIRE) return true;
  if (after !== CONT_EXECUTE) return false;
  return !(s.clan[s.g[G_SEAT]!] === ERDE && s.g[G_CLAN_PROMPT] === ERDE_P_SPLIT);
}

/** Largest |value| short of a decided game. */
const MAX_OPEN = 0.999;

/**
 * Heuristic value of `s` for `seat` in [-1, 1]: +1 won, −1 lost, 0 for a round-cap
 * timeout; otherwise strictly inside (−1, 1). Antisymmetric: evaluate(s, 0) = −evaluate(s, 1).
 */
export function evaluate(s: DarkleafState, seat: number): number {
  const over = s.g[G_OVER]!;
  if (over === 1) return s.g[G_WINNER] === seat ? 1 : -1;
  if (over !== 0) return 0;
  const t = tablesFor(s.config);
  const raw = (seatScore(s, seat, t) - seatScore(s, seat ^ 1, t)) * t.w[W_SCALE]!;
  const v = raw / (1 + Math.abs(raw));
  // A NaN from a degenerate weight setting must not reach the bots' argmax as a number.
  if (!(v === v)) return 0;
  return v > MAX_OPEN ? MAX_OPEN : v < -MAX_OPEN ? -MAX_OPEN : v;
}

/** Per-seat parts, for diagnostics and tests (allocates). */
export function evaluateParts(s: DarkleafState): { seat0: number; seat1: number } {
  const t = tablesFor(s.config);
  return { seat0: seatScore(s, 0, t), seat1: seatScore(s, 1, t) };
}
