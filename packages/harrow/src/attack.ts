// Attacks, the Tree and the Haint Clash (spec §1.13 R-ATK-1…10, R-TRE-1…3, R-CLS-1; rulebook
// L542-665 Training, L1549-1719 Full) as atomic decisions on a HarrowState.
//
// One attack is ONE decision frame (state.ts) whose prompt moves through the stages below; the
// frame's FW_SEAT is the seat deciding the current stage (the defender in a clash and for "which
// Kammi token was hit"). Everything without a choice runs inside `attackApply`: Emmy's red cube,
// the bonus cube, the Tree, the success test, the kill and the Dial. When the attack is over the
// frame is popped and `attackApply` returns its resume code (otherwise ATTACK_OPEN).
//
//   prompt              decider    options (canonical order)                          spec
//   PR_ATK_DECLARE      attacker   (attacking hex, defending hex) pairs in range       D16, R-ATK-1/2
//   PR_ATK_HIT          attacker   pay and hit / stop                                  D18, R-ATK-5/9
//   PR_ATK_WHICH_KAMMI  DEFENDER   physical Kammi token 0 / 1 (both hit-able, no Haints) D20, R-ATK-6
//   PR_ATK_PUSH         attacker   adjacent legal hexes for the hit Legend (mandatory) D19, R-ATK-8.1
//   PR_ATK_KILL_ANY     attacker   hexes holding a defender Haint                      D19, R-ATK-8.2
//   PR_ATK_DOLLS        attacker   permutation index of the eligible Dolls (0 = keep)  D23, R-ATK-8.4
//   PR_ATK_CLASH_ATK    attacker   kill / pass                                         D21, R-CLS-1.1
//   PR_ATK_CLASH_DEF    DEFENDER   kill / pass                                         D22, R-CLS-1.2
//
// A stage with no option is skipped (a Legend with no legal hex or nailed stays, G-43; a side
// that cannot pay in a clash is not asked). A stage with one option is still asked (the engine
// wrapper auto-applies forced decisions, spec §5.4).
//
// Actions (actions.ts `encode(kind, a, b)`; kinds A_ATK_*), prompts PR_ATK_* (state.ts):
//   A_ATK_DECLARE   a = attacking hex, b = defending hex, c = target (T_UNITS; 3-player: T_BONFIRE, T_HESTER)
//   A_ATK_HIT, A_ATK_STOP, A_ATK_CLASH_KILL, A_ATK_CLASH_PASS   no arguments
//   A_ATK_KAMMI     a = physical Kammi token 0 (LS_KAMMI0) or 1 (LS_KAMMI1)
//   A_ATK_PUSH      a = destination hex
//   A_ATK_KILL_ANY  a = hex of the Haint to kill
//   A_ATK_DOLLS     a = permutation index (lexicographic over the eligible Dolls, 0 = identity)
//
// Hot path: integers and typed arrays only; module-level scratch; no allocation, no closures.
//
// 3-player (spec §1.20.8, L2188-2240): a Bonfire hex, or Hester on a hex without a Bonfire, is a
// defending target too; the defender is then FAC_H (no Haints, no clash). What is Hester's own
// (her board's bytes: Bonfire spaces, Possessions, snakes; her terrain colours) reaches this
// mechanism only through `HesterDefence`, bound at configuration (AttackRules.hester).
import type { ParameterValues, Rng, Sourced } from '@balance-lab/core';
import {
  A_ATK_CLASH_KILL, A_ATK_CLASH_PASS, A_ATK_DECLARE, A_ATK_DOLLS, A_ATK_HIT, A_ATK_KAMMI, A_ATK_KILL_ANY, A_ATK_PUSH, A_ATK_STOP,
  ARG_LIMIT, argA, argB, argC, encode, kindOf,
} from './actions.js';
import { GAME } from './data/factions.js';
import { RED } from './data/tree.js';
import { dialKill, dialSet, haintOpponent, makeDialRules, type DialRules } from './dial.js';
import { hexName } from './hex.js';
import { isBrambles, isMountain } from './map.js';
import {
  CARD_CAP, COLOURS, DOLLS, EMPTY, FACTION_COLOUR, FAC_F, FAC_H, FAC_K, FAC_P, FIELD_0, FIELD_1, FIELD_2, FIELD_3, FIELD_4, FIELD_5, FIELD_6, FW_PROMPT,
  FW_SEAT, F_ACTIVE_LEN, F_ATTACKED, F_DISCARD_LEN, F_FREE_ACTION, F_HAINT_POSS, F_JARS, F_LEGEND, F_PTS_BONFIRE, F_SCORE, F_SEAT, F_WORDS, G_DEPTH,
  G_KAMMI_REVEALED, JAR_ATTACK, LS_HESTER, LS_KAMMI0, LS_KAMMI1, NAILS, NAIL_HAINT, NONE, PR_ATK_CLASH_ATK,
  PR_ATK_CLASH_DEF, PR_ATK_DECLARE, PR_ATK_DOLLS, PR_ATK_HIT, PR_ATK_KILL_ANY, PR_ATK_PUSH, PR_ATK_WHICH_KAMMI, RS_NONE, UNIT_FACTIONS,
  colourOwner, popFrame, pushFrame, slotFaction, topFrame, unitsOn, type HarrowState,
} from './state.js';
import { treeActivate, type TreeModel } from './tree.js';
import { UPGRADE_CARDS, UPGRADES } from './data/cards.js';
import { BAG_BASIC, F_MODS } from './state.js';
import { startEffect } from './effects.js';
import type { HarrowGame } from './turn.js';
import { kammiToken } from './secrets.js';
import { boolOr } from './values.js';

// ---- rules ----------------------------------------------------------------------------------

/** The attack numbers (resolved parameters; build once per configuration). */
export interface AttackRules {
  /** Range from a non-Mountain hex (`game.range`, L549, L1557: 2). */
  readonly range: number;
  /** Range from a Mountain (`game.mountainRange`: 3). */
  readonly mountainRange: number;
  /** Cubes per kill off the Brambles (`game.killCost`, L559: 2). */
  readonly killCost: number;
  /** Cubes per kill on the Brambles (`game.bramblesKillCost`, L565: 1). */
  readonly bramblesKillCost: number;
  /** Bonus cubes for the side with more Units (`game.outnumberBonusCubes`, L1561: 1). */
  readonly outnumberBonusCubes: number;
  /** Most Units on a hex (`game.unitsPerHex`, L317: 4), for the Legend push. */
  readonly unitsPerHex: number;
  readonly tree: TreeModel;
  readonly dial: DialRules;
  /** Hester's side of an attack on a Bonfire or on her (3-player), null when the configuration has none. */
  readonly hester: HesterDefence | null;
  /**
   * F_MODS bits of the waiting Upgrade tokens (Knife in the Dark, Knitting Fate) that trigger only
   * on an attack made by activating the Attack Mason Jar — L1744's reading of G-83, set by
   * `family.upgradeAnyJar.<card>` false. 0 (the cards' own text, L2713/L2717): any attack.
   */
  readonly upgradesOnAttackJarOnly: number;
}

/**
 * Hester as a defender (spec §1.20.8, R-H-ATK-BONFIRE / R-H-ATK-HESTER): her numbers and the hooks
 * that touch her own pieces. Implemented in factions/hester/defence.ts, carried in
 * TurnConfig.factions.hester.defence; constant per configuration.
 */
export interface HesterDefence {
  /** Units Hester counts for the bonus cube (`hester.unitStrength`, L2236: 3). */
  readonly unitStrength: number;
  /** Units each Bonfire token counts (L2193: 1). */
  readonly bonfireTokenUnits: number;
  /** Cubes to kill Hester off / on the Brambles (`hester.killCost` 2, `hester.bramblesKillCost` 1, ASSUMPTION G-27). */
  readonly killCost: number;
  readonly bramblesKillCost: number;
  /** Cubes per Bonfire token removed (L2195: 1, also on the Brambles, ASSUMPTION G-76). */
  readonly cubesPerToken: number;
  /** Points for dousing a Bonfire (L2196: 1; not through the Haint Dial). */
  readonly dousePoints: number;
  /** The colour of the terrain cube Hester gains as the bonus cube on hex h (L2194), −1 none (Mountain, Brambles: G-27b). */
  bonusColour(s: HarrowState, h: number): number;
  /** One Bonfire token taken off the map (L2195) goes to her Possessions. */
  tokenDiscarded(s: HarrowState): void;
  /** A Bonfire was doused (L2196): its tokens go back onto the leftmost empty Bonfire space. */
  bonfireDoused(s: HarrowState): void;
  /** Hester was killed: she leaves the map (L2240). */
  hesterRemoved(s: HarrowState): void;
  /** An Infected Haint died: its snake goes back to her Possessions (L2223). */
  snakeBack(s: HarrowState): void;
}

/** Hester's defence in a configuration's faction values (content.ts `factionNumbers`: `hester.defence`), null none. */
export const hesterDefenceOf = (factions: Readonly<Record<string, unknown>>): HesterDefence | null =>
  (factions['hester'] as { defence?: HesterDefence } | undefined)?.defence ?? null;

/** Attack rules from the data's printed values, with the given Tree model and Dial rules. */
export function makeAttackRules(tree: TreeModel, dial: DialRules = makeDialRules(), o: Partial<AttackRules> = {}): AttackRules {
  return {
    range: o.range ?? GAME.range.value,
    mountainRange: o.mountainRange ?? GAME.mountainRange.value,
    killCost: o.killCost ?? GAME.killCost.value,
    bramblesKillCost: o.bramblesKillCost ?? GAME.bramblesKillCost.value,
    outnumberBonusCubes: o.outnumberBonusCubes ?? GAME.outnumberBonusCubes.value,
    unitsPerHex: o.unitsPerHex ?? GAME.unitsPerHex.value,
    tree,
    dial,
    hester: o.hester ?? null,
    upgradesOnAttackJarOnly: o.upgradesOnAttackJarOnly ?? attackJarOnlyUpgrades(),
  };
}

/** AttackRules.upgradesOnAttackJarOnly: the Upgrade cards whose `family.upgradeAnyJar.<card>` (data default: ASSUMPTION G-83) is false in `values`. */
export function attackJarOnlyUpgrades(values: ParameterValues = {}): number {
  let bits = 0;
  UPGRADE_CARDS.forEach((card, u) => {
    const anyJar = card.numbers['anyJar'] as Sourced<boolean> | undefined;
    if (anyJar !== undefined && !boolOr(values, `family.upgradeAnyJar.${card.id}`, anyJar.value)) bits |= 1 << u;
  });
  return bits;
}

// ---- prompts, fields, actions ---------------------------------------------------------------

/** The attack prompts (state.ts, consecutive): PR_ATK_DECLARE … PR_ATK_CLASH_DEF. */
export const PR_ATK_FIRST = PR_ATK_DECLARE;
export const PR_ATK_LAST = PR_ATK_CLASH_DEF;
export const isAttackPrompt = (prompt: number): boolean => prompt >= PR_ATK_FIRST && prompt <= PR_ATK_LAST;

/** Frame fields of an attack. */
export const AF_HEXES = FIELD_0; // attacking hex | defending hex << 16 (−1 before the declaration)
export const AF_FACS = FIELD_1; // attacker faction | defender faction << 4 | AFL_* flags
export const AF_RANGE_BONUS = FIELD_2; // extra range (Laying Out All Night, Knitting Fate: +2)
export const AF_LEGEND = FIELD_3; // Legend slot (LS_*) being hit, −1
export const AF_CLASH = FIELD_4; // the attacker's clash choice: 1 kill, 0 pass
/** Flag: the attack is a Mason-Jar attack (sets F_ATTACKED, unlocking R-ATK-10); Malachi's Fury is not (G-44). */
export const AFL_JAR = 1 << 8;
/** Flag: Malachi's Fury attack (R-LEG-MALACHI, L2639): the attacking hex is the Fury hex AF_FURY, whatever stands there. */
export const AFL_FURY = 1 << 9;
export const AF_FURY = FIELD_5; // the Fury hex (AFL_FURY attacks only)
export const AF_FURY_UNITS = FIELD_6; // the Units the Fury counts as | the most attacking Units << 8 (L2639: 2, max 6)
/** Flags: the defending target is the Bonfire on the defending hex / Hester there (defender FAC_H, §1.20.8). */
export const AFL_BONFIRE = 1 << 10;
export const AFL_HESTER = 1 << 11;
/** Flag: the attack was made by activating the Attack Mason Jar itself (for AttackRules.upgradesOnAttackJarOnly, G-83). */
export const AFL_ATTACK_JAR = 1 << 12;

/** Targets of a declaration (A_ATK_DECLARE argument c). */
export const T_UNITS = 0;
export const T_BONFIRE = 1;
export const T_HESTER = 2;

/** `attackApply`'s answer while the attack frame is still open. */
export const ATTACK_OPEN = -1;

// ---- scratch (module level: no allocation per call) -------------------------------------------

const DROP = new Uint8Array(COLOURS);
const OUT = new Uint8Array(COLOURS);
/** Per hex: the faction whose Units stand there (R-CORE-2…4: at most one), −1 none. */
const OWNER = new Int8Array(ARG_LIMIT);
const ELIG = new Int8Array(DOLLS);
const OLD_HEX = new Int16Array(DOLLS);
/** Lexicographic permutations of 2 and 3 items. */
const PERM2 = new Int8Array([0, 1, 1, 0]);
const PERM3 = new Int8Array([0, 1, 2, 0, 2, 1, 1, 0, 2, 1, 2, 0, 2, 0, 1, 2, 1, 0]);

// ---- small helpers --------------------------------------------------------------------------

const fi = (fac: number, field: number): number => fac * F_WORDS + field;
/** The cube colour of a Haint-owning faction: P red, F blue, K purple (state.ts FACTION_COLOUR). */
const colourOf = (fac: number): number => FACTION_COLOUR[fac]!;

/** Units (Haints + Legends) of `fac` on hex h. */
export function factionUnitsOn(s: HarrowState, fac: number, h: number): number {
  let u = s.haint[fac * s.n + h]!;
  for (let i = 0; i < LS_HESTER; i++) if (s.legendHex[i] === h && slotFaction(i) === fac) u++;
  return u;
}

/** Range of a reference hex: 2, or 3 from a Mountain (R-ATK-2). */
export const rangeOf = (s: HarrowState, r: AttackRules, h: number): number => (isMountain(s.map, h) ? r.mountainRange : r.range);
/** Cubes per kill of a Unit standing on hex h: 1 on the Brambles, else 2 (R-ATK-5, CF-17). */
export const killCostAt = (s: HarrowState, r: AttackRules, h: number): number => (isBrambles(s.map, h) ? r.bramblesKillCost : r.killCost);
const dist = (s: HarrowState, a: number, b: number): number => s.map.grid.dist[a * s.n + b]!;

function fillOwners(s: HarrowState): void {
  const n = s.n;
  OWNER.fill(NONE, 0, n);
  for (let fac = 0; fac < UNIT_FACTIONS; fac++) {
    const base = fac * n;
    for (let h = 0; h < n; h++) if (s.haint[base + h]! > 0) OWNER[h] = fac;
  }
  for (let i = 0; i < LS_HESTER; i++) {
    const h = s.legendHex[i]!;
    if (h >= 0) OWNER[h] = slotFaction(i);
  }
}

function declarationCount(s: HarrowState, r: AttackRules, fac: number, bonus: number, out: Int32Array | null, attackJar: boolean): number {
  fillOwners(s);
  const n = s.n;
  const extra = bonus + knittingRange(s, r, fac, attackJar);
  let k = 0;
  for (let a = 0; a < n; a++) {
    if (OWNER[a] !== fac) continue;
    k = targetsFrom(s, r, fac, a, rangeOf(s, r, a) + extra, out, k);
    if (out === null && k > 0) return k;
  }
  return k;
}

/**
 * Appends the declarations from hex a within `reach` to out[k…] (out null: stops at the first);
 * returns the new count. Per defending hex: its enemy Units (R-ATK-1), then, in the 3-player
 * game, its Bonfire, or Hester on a hex without a Bonfire (§1.20.8, L2188, L2236: "Hester can
 * only be targeted if there are no Bonfires on her hex"). Hester on a hex with the attacker's
 * own Units is no target (not in the book: an attack goes against another hex's pieces). A
 * configuration without Hester's defence (r.hester null) offers the enemy Units only.
 */
function targetsFrom(s: HarrowState, r: AttackRules, fac: number, a: number, reach: number, out: Int32Array | null, k: number): number {
  const withHester = r.hester !== null;
  const hh = s.legendHex[LS_HESTER]!;
  for (let d = 0; d < s.n; d++) {
    if (dist(s, a, d) > reach) continue;
    const o = OWNER[d]!;
    if (o >= 0 && o !== fac) {
      if (out === null) return k + 1;
      out[k++] = encode(A_ATK_DECLARE, a, d);
    }
    if (!withHester) continue;
    const t = s.bonfire[d]! > 0 ? T_BONFIRE : d === hh && o !== fac ? T_HESTER : T_UNITS;
    if (t === T_UNITS) continue;
    if (out === null) return k + 1;
    out[k++] = encode(A_ATK_DECLARE, a, d, t);
  }
  return k;
}

// Knife in the Dark / Knitting Fate (spec §2.2 U4/U5, L2713-2717, L1744): a token sitting on the
// Family's Attack jar is an F_MODS bit (its UPGRADE_CARDS index, set by cleanup.ts); the Family's
// next attack, with any jar (ASSUMPTION G-83), uses it and returns the token to the bag. With
// AttackRules.upgradesOnAttackJarOnly (L1744's reading) a token waits for an attack of the Attack
// jar itself: an attack through another jar (R-ATK-10) neither uses nor spends it.
const KNIFE = UPGRADES['knife-in-the-dark'];
const KNITTING = UPGRADES['knitting-fate'];
const KNIFE_U = UPGRADE_CARDS.indexOf(KNIFE);
const KNITTING_U = UPGRADE_CARDS.indexOf(KNITTING);
const KNIFE_BIT = 1 << KNIFE_U;
const KNITTING_BIT = 1 << KNITTING_U;

/** The waiting Upgrade tokens (F_MODS bits) that an attack of `fac` uses; `attackJar`: made by activating the Attack jar. */
const waitingUpgrades = (s: HarrowState, r: AttackRules, fac: number, attackJar: boolean): number =>
  fac === FAC_F ? s.f[fi(FAC_F, F_MODS)]! & (KNIFE_BIT | KNITTING_BIT) & (attackJar ? -1 : ~r.upgradesOnAttackJarOnly) : 0;

/** Knitting Fate's extra range while its token waits on the Family's Attack jar (L2717: +2). */
const knittingRange = (s: HarrowState, r: AttackRules, fac: number, attackJar: boolean): number =>
  (waitingUpgrades(s, r, fac, attackJar) & KNITTING_BIT) !== 0 ? KNITTING.numbers.rangeBonus.value : 0;

/** Moves up to k bonus cubes of `fac` from Possessions to the Battleground. */
function bonusCubes(s: HarrowState, fac: number, k: number): void {
  const at = fac * COLOURS + colourOf(fac);
  const m = Math.min(k, s.poss[at]!);
  s.poss[at] = s.poss[at]! - m;
  s.bg[at] = s.bg[at]! + m;
}

/**
 * The declared attack spends the waiting Upgrade tokens `mods` (Knitting's range was counted in
 * the declaration): Knife gives the attacker its bonus cubes and the defender none, whoever has
 * more Units (L2713); each token goes back into the bag.
 */
function spendAttackUpgrades(s: HarrowState, mods: number, atkFac: number, defFac: number): void {
  if ((mods & KNIFE_BIT) !== 0) {
    bonusCubes(s, atkFac, KNIFE.numbers.attackerBonusCubes.value);
    if (defFac !== FAC_H) bonusCubes(s, defFac, KNIFE.numbers.defenderBonusCubes.value);
    s.bag[BAG_BASIC + KNIFE_U]!++;
  }
  if ((mods & KNITTING_BIT) !== 0) s.bag[BAG_BASIC + KNITTING_U]!++;
  s.f[fi(FAC_F, F_MODS)]! &= ~mods;
}

/** Every legal declaration of `fac` (A_ATK_DECLARE codes) written to out; returns the count (the solo attack filters them, spec §1.21.2 D). */
export const attackDeclarations = (s: HarrowState, r: AttackRules, fac: number, out: Int32Array): number => declarationCount(s, r, fac, 0, out, false);

/** Whether `fac` has a legal declaration (R-ATK-1/2); none ⇒ the attack is skipped (G-81). */
export const attackDeclarationExists = (s: HarrowState, r: AttackRules, fac: number, rangeBonus = 0, attackJar = false): boolean =>
  declarationCount(s, r, fac, rangeBonus, null, attackJar) > 0;

/**
 * May `fac` flip the jar `jarBit` (JAR_*) for an attack (R-JAR-2, R-ATK-10)? The Attack jar:
 * whenever it is face-up (the attack itself may then be skipped, G-81). Any other face-up jar:
 * only after a Mason-Jar attack this Round, and only if a legal declaration exists.
 */
export function attackJarAllowed(s: HarrowState, r: AttackRules, fac: number, jarBit: number, rangeBonus = 0): boolean {
  if ((s.f[fi(fac, F_JARS)]! & jarBit) !== 0) return false;
  if (jarBit === JAR_ATTACK) return true;
  return s.f[fi(fac, F_ATTACKED)] !== 0 && attackDeclarationExists(s, r, fac, rangeBonus);
}

/** Does this jar attack carry the free basic action (R-ATK-10: only the Attack jar, once a Round)? */
export const attackGrantsFreeAction = (s: HarrowState, fac: number, jarBit: number): boolean =>
  jarBit === JAR_ATTACK && s.f[fi(fac, F_FREE_ACTION)] === 0;

// ---- starting an attack ---------------------------------------------------------------------

/**
 * Opens an attack for faction `fac`: pushes the frame at PR_ATK_DECLARE (decider: fac's seat) and
 * returns true, or returns false and pushes nothing when no legal declaration exists (G-81: the
 * attack is skipped and does not count). `jar` = a Mason-Jar attack (R-ATK-10 bookkeeping);
 * `attackJar` = made by activating the Attack Mason Jar itself (G-83's jar-only reading).
 * `resume` is returned by `attackApply` when the frame closes.
 */
export function attackStart(s: HarrowState, r: AttackRules, fac: number, resume: number, jar: boolean, rangeBonus = 0, attackJar = false): boolean {
  if (!attackDeclarationExists(s, r, fac, rangeBonus, attackJar)) return false;
  const fr = pushFrame(s, PR_ATK_DECLARE, resume, s.f[fi(fac, F_SEAT)]!);
  s.frames[fr + AF_HEXES] = NONE;
  s.frames[fr + AF_FACS] = fac | (jar ? AFL_JAR : 0) | (attackJar ? AFL_ATTACK_JAR : 0);
  s.frames[fr + AF_RANGE_BONUS] = rangeBonus;
  s.frames[fr + AF_LEGEND] = NONE;
  return true;
}

/** Declarations of a Fury attack: the Fury hex attacks any hex with enemy Units within its own range (G-44: range from the Fury hex). */
function furyDeclarations(s: HarrowState, r: AttackRules, fac: number, fury: number, bonus: number, out: Int32Array | null): number {
  fillOwners(s);
  return targetsFrom(s, r, fac, fury, rangeOf(s, r, fury) + bonus, out, 0);
}

/**
 * Opens Malachi's Fury attack (R-LEG-MALACHI, L2639) from hex `fury` for `fac`, like `attackStart`:
 * false (nothing pushed) when no hex is in range. The Fury counts as `furyUnits` Units plus the
 * faction's Units there, at most `maxUnits`. `jar` false: not a Mason-Jar attack (G-44).
 */
export function furyAttackStart(
  s: HarrowState, r: AttackRules, fac: number, fury: number, furyUnits: number, maxUnits: number, resume: number, jar: boolean, rangeBonus = 0,
): boolean {
  if (furyDeclarations(s, r, fac, fury, rangeBonus, null) === 0) return false;
  const fr = pushFrame(s, PR_ATK_DECLARE, resume, s.f[fi(fac, F_SEAT)]!);
  s.frames[fr + AF_HEXES] = NONE;
  s.frames[fr + AF_FACS] = fac | AFL_FURY | (jar ? AFL_JAR : 0);
  s.frames[fr + AF_RANGE_BONUS] = rangeBonus;
  s.frames[fr + AF_LEGEND] = NONE;
  s.frames[fr + AF_FURY] = fury;
  s.frames[fr + AF_FURY_UNITS] = furyUnits | (maxUnits << 8);
  return true;
}

/** Fury hexes with a declaration (for the power's choice of hex). */
export const furyAttackExists = (s: HarrowState, r: AttackRules, fac: number, fury: number, rangeBonus = 0): boolean =>
  furyDeclarations(s, r, fac, fury, rangeBonus, null) > 0;

// ---- legal actions --------------------------------------------------------------------------

/** Writes the legal actions of the attack frame on top into `out`; returns how many. */
export function attackLegal(s: HarrowState, r: AttackRules, out: Int32Array): number {
  const fr = topFrame(s);
  const F = s.frames;
  const prompt = F[fr + FW_PROMPT]!;
  const facs = F[fr + AF_FACS]!;
  const atkFac = facs & 15;
  const defFac = (facs >> 4) & 15;
  switch (prompt) {
    case PR_ATK_DECLARE:
      if ((facs & AFL_FURY) !== 0) return furyDeclarations(s, r, atkFac, F[fr + AF_FURY]!, F[fr + AF_RANGE_BONUS]!, out);
      return declarationCount(s, r, atkFac, F[fr + AF_RANGE_BONUS]!, out, (facs & AFL_ATTACK_JAR) !== 0);
    case PR_ATK_HIT:
      out[0] = encode(A_ATK_HIT);
      out[1] = encode(A_ATK_STOP);
      return 2;
    case PR_ATK_CLASH_ATK:
    case PR_ATK_CLASH_DEF:
      out[0] = encode(A_ATK_CLASH_KILL);
      out[1] = encode(A_ATK_CLASH_PASS);
      return 2;
    case PR_ATK_WHICH_KAMMI:
      out[0] = encode(A_ATK_KAMMI, 0);
      out[1] = encode(A_ATK_KAMMI, 1);
      return 2;
    case PR_ATK_PUSH: {
      const slot = F[fr + AF_LEGEND]!;
      return pushDestinations(s, r, slot, s.legendHex[slot]!, out);
    }
    case PR_ATK_KILL_ANY: {
      let k = 0;
      const base = defFac * s.n;
      for (let h = 0; h < s.n; h++) if (s.haint[base + h]! > 0) out[k++] = encode(A_ATK_KILL_ANY, h);
      return k;
    }
    case PR_ATK_DOLLS: {
      const e = eligibleDolls(s);
      const perms = e === 3 ? 6 : e === 2 ? 2 : 1;
      for (let i = 0; i < perms; i++) out[i] = encode(A_ATK_DOLLS, i);
      return perms;
    }
    default:
      throw new Error(`attackLegal: top frame prompt ${prompt} is not an attack prompt`);
  }
}

/** Legal push destinations of the Legend in `slot` from hex h (R-ATK-8.1, R-CORE-1…7); nailed ⇒ none (G-43). */
function pushDestinations(s: HarrowState, r: AttackRules, slot: number, h: number, out: Int32Array | null): number {
  for (let i = 0; i < NAILS; i++) if (s.nail[i * 2]! >= 0 && s.nail[i * 2 + 1] === slot) return 0;
  const fac = slotFaction(slot);
  const nbr = s.map.grid.nbr;
  let k = 0;
  for (let d = 0; d < 6; d++) {
    const to = nbr[h * 6 + d]!;
    if (to < 0) continue;
    if (s.bonfire[to]! > 0) continue;
    if (unitsOn(s, to) >= r.unitsPerHex) continue;
    let foreign = false;
    for (let o = 0; o < UNIT_FACTIONS; o++) if (o !== fac && factionUnitsOn(s, o, to) > 0) foreign = true;
    if (foreign) continue;
    if (fac !== FAC_F && s.building[to]! > 0) continue; // R-CORE-2, R-CORE-4
    if (fac !== FAC_P && s.townsfolk[to]! > 0) continue; // R-CORE-3, R-CORE-4
    if (out !== null) out[k] = encode(A_ATK_PUSH, to);
    k++;
  }
  return k;
}

/** Face-down Dolls on the map not on a hex with Kammi Units (R-ATK-8.4, G-93), into ELIG; returns the count. */
function eligibleDolls(s: HarrowState): number {
  let k = 0;
  for (let d = 0; d < DOLLS; d++) {
    const h = s.dollHex[d]!;
    if (h < 0 || s.dollFaceUp[d] !== 0) continue;
    if (factionUnitsOn(s, FAC_K, h) > 0) continue;
    ELIG[k++] = d;
  }
  return k;
}

// ---- applying -------------------------------------------------------------------------------

/**
 * Applies one legal action to the attack frame on top and runs every automatic step up to the
 * next decision. Returns ATTACK_OPEN while the attack goes on, else the frame's resume code
 * (the frame is then popped). `rng` is the rules stream (the Tree, stochastic mode).
 */
export function attackApply(s: HarrowState, r: AttackRules, rng: Rng, action: number): number {
  const fr = topFrame(s);
  const F = s.frames;
  const prompt = F[fr + FW_PROMPT]!;
  const kind = kindOf(action);
  const pay = argA(action);
  switch (prompt) {
    case PR_ATK_DECLARE:
      expectKind(kind, A_ATK_DECLARE, prompt);
      return declare(s, r, rng, fr, pay, argB(action), argC(action));
    case PR_ATK_HIT:
      if (kind === A_ATK_STOP) return end(s);
      expectKind(kind, A_ATK_HIT, prompt);
      return hit(s, r, fr);
    case PR_ATK_WHICH_KAMMI:
      expectKind(kind, A_ATK_KAMMI, prompt);
      return legendHit(s, r, fr, pay === 0 ? LS_KAMMI0 : LS_KAMMI1);
    case PR_ATK_PUSH: {
      expectKind(kind, A_ATK_PUSH, prompt);
      s.legendHex[F[fr + AF_LEGEND]!] = pay;
      return killAnywhere(s, r, fr);
    }
    case PR_ATK_KILL_ANY: {
      expectKind(kind, A_ATK_KILL_ANY, prompt);
      const facs = F[fr + AF_FACS]!;
      const atkFac = facs & 15;
      const defFac = (facs >> 4) & 15;
      killHaintAt(s, defFac, pay);
      dialKill(s, r.dial, atkFac, defFac);
      return afterKillAnywhere(s, r, fr);
    }
    case PR_ATK_DOLLS: {
      expectKind(kind, A_ATK_DOLLS, prompt);
      const e = eligibleDolls(s);
      if (pay > 0) {
        const perm = e === 3 ? PERM3 : PERM2;
        for (let j = 0; j < e; j++) OLD_HEX[j] = s.dollHex[ELIG[j]!]!;
        for (let j = 0; j < e; j++) s.dollHex[ELIG[j]!] = OLD_HEX[perm[pay * e + j]!]!;
      }
      return continueOrEnd(s, r, fr);
    }
    case PR_ATK_CLASH_ATK: {
      if (kind !== A_ATK_CLASH_KILL) expectKind(kind, A_ATK_CLASH_PASS, prompt);
      F[fr + AF_CLASH] = kind === A_ATK_CLASH_KILL ? 1 : 0;
      const facs = F[fr + AF_FACS]!;
      const hexes = F[fr + AF_HEXES]!;
      if (defenderMayKill(s, r, (facs >> 4) & 15, hexes & 0xffff, hexes >> 16)) {
        F[fr + FW_PROMPT] = PR_ATK_CLASH_DEF;
        F[fr + FW_SEAT] = s.f[fi((facs >> 4) & 15, F_SEAT)]!;
        return ATTACK_OPEN;
      }
      return resolveClash(s, r, fr, false);
    }
    case PR_ATK_CLASH_DEF:
      if (kind !== A_ATK_CLASH_KILL) expectKind(kind, A_ATK_CLASH_PASS, prompt);
      return resolveClash(s, r, fr, kind === A_ATK_CLASH_KILL);
    default:
      throw new Error(`attackApply: top frame prompt ${prompt} is not an attack prompt`);
  }
}

function expectKind(kind: number, want: number, prompt: number): void {
  if (kind !== want) throw new Error(`attackApply: action kind ${kind} does not answer prompt ${prompt}`);
}

function end(s: HarrowState): number {
  return popFrame(s);
}

/** R-ATK-1…5: declaration, red cube, bonus cube, the Tree, success / clash / nothing. */
function declare(s: HarrowState, r: AttackRules, rng: Rng, fr: number, atk: number, def: number, target: number): number {
  const F = s.frames;
  const atkFac = F[fr + AF_FACS]! & 15;
  const defFac = target === T_UNITS ? defenderOn(s, def) : FAC_H;
  F[fr + AF_HEXES] = atk | (def << 16);
  F[fr + AF_FACS] = (F[fr + AF_FACS]! & ~0xf0) | (defFac << 4) | (target === T_BONFIRE ? AFL_BONFIRE : target === T_HESTER ? AFL_HESTER : 0);
  if ((F[fr + AF_FACS]! & AFL_JAR) !== 0) s.f[fi(atkFac, F_ATTACKED)] = 1;
  const bg = s.bg;
  const poss = s.poss;
  // R-ATK-3: Emmy's red cube on the defending hex joins the Protector Battleground.
  const red = s.redCube[def]!;
  if (red > 0) {
    bg[FAC_P * COLOURS + RED] = bg[FAC_P * COLOURS + RED]! + red;
    s.redCube[def] = 0;
  }
  // R-ATK-4: the bonus cube (from Possessions, as many as are there); Knife in the Dark replaces it (U4).
  const uA = attackingUnits(s, fr, atkFac, atk);
  const uD = target === T_UNITS ? factionUnitsOn(s, defFac, def) : hesterSideUnits(s, r, def);
  const mods = waitingUpgrades(s, r, atkFac, (F[fr + AF_FACS]! & AFL_ATTACK_JAR) !== 0);
  if (mods !== 0) spendAttackUpgrades(s, mods, atkFac, defFac);
  if ((mods & KNIFE_BIT) === 0 && uA !== uD) {
    const who = uA > uD ? atkFac : defFac;
    // L2194: Hester's bonus cube is a terrain cube of the defending hex's colour (none: G-27b).
    const c = who === FAC_H ? r.hester!.bonusColour(s, def) : colourOf(who);
    if (c >= 0) {
      const at = who * COLOURS + c;
      const k = Math.min(r.outnumberBonusCubes, poss[at]!);
      poss[at] = poss[at]! - k;
      bg[at] = bg[at]! + k;
    }
  }
  // R-TRE-1/2: every Battleground cube into the Tree; what falls out returns to its owner.
  activateTree(s, r, rng);
  return afterTree(s, r, rng, fr);
}

/**
 * G-45 (L2689, R-LEG-ODESSA): after the Tree, the Family may return the cubes on Odessa's board
 * (s.stash) to the Battleground, and they count in this comparison. The decision is the Family
 * Legend's power effect (only Odessa ever stashes cubes) started with arg AFTER_TREE above this
 * attack frame; its hooks move the cubes, close their frame and continue with `attackAfterTree`.
 */
function afterTree(s: HarrowState, r: AttackRules, rng: Rng, fr: number): number {
  const g = s as HarrowGame;
  const seat = s.f[fi(FAC_F, F_SEAT)]!;
  if (s.stash[FAC_F * COLOURS + colourOf(FAC_F)]! > 0 && seat >= 0 && g.config !== undefined) {
    const legend = s.f[fi(FAC_F, F_LEGEND)]!;
    const id = legend >= 0 ? g.config.powerEffect[legend]! : NONE;
    if (id >= 0) return startEffect(g, id, FAC_F, seat, RS_NONE, AFTER_TREE, rng);
  }
  return compare(s, r, fr);
}

/** Effect arg of the after-Tree decision (G-45); see `afterTree`. */
export const AFTER_TREE = -2;

/** Continues the attack frame on top after the after-Tree decision (G-45): the comparison of R-ATK-5 / R-CLS-1. */
export const attackAfterTree = (s: HarrowState, r: AttackRules): number => compare(s, r, topFrame(s));

/** R-ATK-5, R-CLS-1: success, clash or nothing, on the cubes out of the Tree. */
function compare(s: HarrowState, r: AttackRules, fr: number): number {
  const F = s.frames;
  const atkFac = F[fr + AF_FACS]! & 15;
  const defFac = (F[fr + AF_FACS]! >> 4) & 15;
  const atk = F[fr + AF_HEXES]! & 0xffff;
  const def = F[fr + AF_HEXES]! >> 16;
  if (defFac === FAC_H) return compareHester(s, r, fr, atkFac, def);
  const A = s.bg[atkFac * COLOURS + colourOf(atkFac)]!;
  const D = s.bg[defFac * COLOURS + colourOf(defFac)]!;
  const cost = killCostAt(s, r, def);
  if (A >= D) {
    if (A < cost) return end(s); // G-31 (and ◇6 A = D = 0): no kill, no clash
    F[fr + FW_PROMPT] = PR_ATK_HIT;
    return ATTACK_OPEN;
  }
  // R-CLS-1: A < D; a clash needs a Haint on each hex.
  if (s.haint[atkFac * s.n + atk]! === 0 || s.haint[defFac * s.n + def]! === 0) return end(s);
  if (A >= cost) {
    F[fr + FW_PROMPT] = PR_ATK_CLASH_ATK;
    return ATTACK_OPEN;
  }
  F[fr + AF_CLASH] = 0;
  if (defenderMayKill(s, r, defFac, atk, def)) {
    F[fr + FW_PROMPT] = PR_ATK_CLASH_DEF;
    F[fr + FW_SEAT] = s.f[fi(defFac, F_SEAT)]!;
    return ATTACK_OPEN;
  }
  return end(s);
}

/** R-H-ATK-BONFIRE / R-H-ATK-HESTER: Units on Hester's side of hex h: 1 per Bonfire token, 3 for Hester (L2193, L2236). */
function hesterSideUnits(s: HarrowState, r: AttackRules, h: number): number {
  const d = r.hester!;
  return s.bonfire[h]! * d.bonfireTokenUnits + (s.legendHex[LS_HESTER] === h ? d.unitStrength : 0);
}

/** Hester's cubes on the Battleground (her terrain colours; only she owns those, state.ts colourOwner). */
function hesterCubes(s: HarrowState): number {
  let t = 0;
  for (let c = 0; c < COLOURS; c++) t += s.bg[FAC_H * COLOURS + c]!;
  return t;
}

/** Cubes to kill Hester on hex h (ASSUMPTION G-27: 2, 1 on the Brambles). */
const hesterKillCost = (s: HarrowState, d: HesterDefence, h: number): number => (isBrambles(s.map, h) ? d.bramblesKillCost : d.killCost);

/**
 * §1.20.8: success when A ≥ D (D = Hester's terrain cubes after the Tree); a failed attack ends
 * with no Haint Clash (Hester's side has no Haints). On success the attacker is asked to spend
 * (a Bonfire: a cube per token, as many as wanted, L2195 — no further A ≥ D test) or to kill
 * Hester when it can pay her kill cost.
 */
function compareHester(s: HarrowState, r: AttackRules, fr: number, atkFac: number, def: number): number {
  const A = s.bg[atkFac * COLOURS + colourOf(atkFac)]!;
  if (A < hesterCubes(s)) return end(s);
  const d = r.hester!;
  const need = (s.frames[fr + AF_FACS]! & AFL_BONFIRE) !== 0 ? d.cubesPerToken : hesterKillCost(s, d, def);
  if (A < need || !hesterTargetStands(s, fr, def)) return end(s);
  s.frames[fr + FW_PROMPT] = PR_ATK_HIT;
  return ATTACK_OPEN;
}

/** The declared Bonfire still has tokens / Hester still stands on the defending hex. */
const hesterTargetStands = (s: HarrowState, fr: number, def: number): boolean =>
  (s.frames[fr + AF_FACS]! & AFL_BONFIRE) !== 0 ? s.bonfire[def]! > 0 : s.legendHex[LS_HESTER] === def;

/**
 * One spend on Hester's side. A Bonfire: 1 cube removes 1 token (G-76: also on the Brambles);
 * the last one douses it: +1 point outside the Dial, the tokens back on her board (L2196).
 * Hester: pay the kill cost; she leaves the map; no point; the attacker's Dial goes to position 1
 * (ASSUMPTION G-86: a full plate then scores at once, as with the Rotate tile).
 */
function hitHester(s: HarrowState, r: AttackRules, fr: number, atkFac: number, def: number): number {
  const d = r.hester!;
  if ((s.frames[fr + AF_FACS]! & AFL_BONFIRE) === 0) {
    payCost(s, atkFac, hesterKillCost(s, d, def));
    d.hesterRemoved(s);
    dialSet(s, r.dial, atkFac, 0, haintOpponent(s, atkFac));
    return end(s);
  }
  payCost(s, atkFac, d.cubesPerToken);
  s.bonfire[def] = s.bonfire[def]! - 1;
  d.tokenDiscarded(s);
  if (s.bonfire[def] === 0) {
    s.f[fi(atkFac, F_SCORE)] = s.f[fi(atkFac, F_SCORE)]! + d.dousePoints;
    s.f[fi(atkFac, F_PTS_BONFIRE)] = s.f[fi(atkFac, F_PTS_BONFIRE)]! + d.dousePoints;
    d.bonfireDoused(s);
    return end(s);
  }
  if (s.bg[atkFac * COLOURS + colourOf(atkFac)]! < d.cubesPerToken) return end(s);
  return ATTACK_OPEN;
}

/** The attacker's Units for R-ATK-4: the Fury counts as 2 more, at most 6 (L2639). */
function attackingUnits(s: HarrowState, fr: number, fac: number, atk: number): number {
  const u = factionUnitsOn(s, fac, atk);
  if ((s.frames[fr + AF_FACS]! & AFL_FURY) === 0) return u;
  const fu = s.frames[fr + AF_FURY_UNITS]!;
  return Math.min(u + (fu & 0xff), fu >> 8);
}

/** The faction with Units on hex h (the defender), −1 none. */
function defenderOn(s: HarrowState, h: number): number {
  for (let o = 0; o < UNIT_FACTIONS; o++) if (factionUnitsOn(s, o, h) > 0) return o;
  return NONE;
}

/** Drops every Battleground cube into the Tree (R-TRE-1) and returns the fallen ones to their owners (R-TRE-2). */
export function activateTree(s: HarrowState, r: AttackRules, rng: Rng): number {
  const bg = s.bg;
  DROP.fill(0);
  for (let fac = 0; fac < 4; fac++) {
    const base = fac * COLOURS;
    for (let c = 0; c < COLOURS; c++) {
      DROP[c] = DROP[c]! + bg[base + c]!;
      bg[base + c] = 0;
    }
  }
  const total = treeActivate(r.tree, s.tree, 0, DROP, 0, OUT, 0, rng);
  for (let c = 0; c < COLOURS; c++) {
    const at = colourOwner(c) * COLOURS + c;
    bg[at] = bg[at]! + OUT[c]!;
  }
  return total;
}

/** Pays the kill cost from the Battleground to Possessions. */
function payCost(s: HarrowState, fac: number, cost: number): void {
  const at = fac * COLOURS + colourOf(fac);
  s.bg[at] = s.bg[at]! - cost;
  s.poss[at] = s.poss[at]! + cost;
}

/** Takes one Haint of `fac` off hex h: uninfected first (L2223); a nail on the last Haint returns to Bernice (G-92). */
export function killHaintAt(s: HarrowState, fac: number, h: number): void {
  const i = fac * s.n + h;
  const left = s.haint[i]! - 1;
  s.haint[i] = left;
  if (s.infected[i]! > left) {
    // Only Infected Haints were left: one of them dies and its snake goes back to Hester (L2223).
    s.infected[i] = left;
    (s as HarrowGame).config?.attack.hester?.snakeBack(s);
  }
  let nailed = 0;
  for (let k = 0; k < NAILS; k++) if (s.nail[k * 2] === h && s.nail[k * 2 + 1] === NAIL_HAINT + fac) nailed++;
  for (let k = 0; k < NAILS && nailed > left; k++) {
    if (s.nail[k * 2] === h && s.nail[k * 2 + 1] === NAIL_HAINT + fac) {
      s.nail[k * 2] = NONE;
      s.nail[k * 2 + 1] = NONE;
      nailed--;
    }
  }
}

/** G-92: every Iron Nail on the Legend in `slot` (LS_*, e.g. Hester) goes back to Bernice: it left the map. */
export function releaseNailsOn(s: HarrowState, slot: number): void {
  for (let k = 0; k < NAILS; k++) {
    if (s.nail[k * 2]! < 0 || s.nail[k * 2 + 1] !== slot) continue;
    s.nail[k * 2] = NONE;
    s.nail[k * 2 + 1] = NONE;
  }
}

/** R-ATK-5…7: pay and resolve one hit. */
function hit(s: HarrowState, r: AttackRules, fr: number): number {
  const F = s.frames;
  const facs = F[fr + AF_FACS]!;
  const atkFac = facs & 15;
  const defFac = (facs >> 4) & 15;
  const def = F[fr + AF_HEXES]! >> 16;
  if (defFac === FAC_H) return hitHester(s, r, fr, atkFac, def);
  payCost(s, atkFac, killCostAt(s, r, def));
  if (s.haint[defFac * s.n + def]! > 0) {
    killHaintAt(s, defFac, def);
    dialKill(s, r.dial, atkFac, defFac);
    return continueOrEnd(s, r, fr);
  }
  // R-ATK-6: no Haint ⇒ a Legend. Two Kammi tokens ⇒ the defender says which was hit (D20).
  if (defFac === FAC_K && s.legendHex[LS_KAMMI0] === def && s.legendHex[LS_KAMMI1] === def) {
    F[fr + FW_PROMPT] = PR_ATK_WHICH_KAMMI;
    F[fr + FW_SEAT] = s.f[fi(defFac, F_SEAT)]!;
    return ATTACK_OPEN;
  }
  let slot = NONE;
  for (let i = 0; i < LS_HESTER; i++) if (s.legendHex[i] === def && slotFaction(i) === defFac) slot = i;
  if (slot < 0) return end(s); // unreachable: continueOrEnd checked the hex has Units
  return legendHit(s, r, fr, slot);
}

/** R-ATK-8: a Legend was hit: Kammi reveal and Goblin discards, then the push. */
function legendHit(s: HarrowState, r: AttackRules, fr: number, slot: number): number {
  const F = s.frames;
  F[fr + AF_LEGEND] = slot;
  F[fr + FW_SEAT] = s.f[fi(F[fr + AF_FACS]! & 15, F_SEAT)]!;
  if (slot === LS_KAMMI0 || slot === LS_KAMMI1) {
    const isKammi = slot - LS_KAMMI0 === kammiToken(s);
    s.g[G_KAMMI_REVEALED] = 1;
    if (!isKammi) discardGoblinCards(s);
  }
  if (pushDestinations(s, r, slot, s.legendHex[slot]!, null) > 0) {
    F[fr + FW_PROMPT] = PR_ATK_PUSH;
    return ATTACK_OPEN;
  }
  return killAnywhere(s, r, fr); // no legal hex (or nailed, G-43): the Legend stays
}

/** R-ATK-8.2: kill one defender Haint anywhere, or score as if when none is on the map. */
function killAnywhere(s: HarrowState, r: AttackRules, fr: number): number {
  const F = s.frames;
  const facs = F[fr + AF_FACS]!;
  const atkFac = facs & 15;
  const defFac = (facs >> 4) & 15;
  const base = defFac * s.n;
  for (let h = 0; h < s.n; h++) {
    if (s.haint[base + h]! > 0) {
      F[fr + FW_PROMPT] = PR_ATK_KILL_ANY;
      return ATTACK_OPEN;
    }
  }
  // None on the map: a Haint from the defender's Possessions stands in (L1618).
  const pa = fi(defFac, F_HAINT_POSS);
  if (s.f[pa]! > 0) {
    s.f[pa] = s.f[pa]! - 1;
    dialKill(s, r.dial, atkFac, defFac);
  }
  return afterKillAnywhere(s, r, fr);
}

/** R-ATK-8.4: after hitting Kammi (not the Goblin), the attacker may rearrange the eligible Dolls (D23). */
function afterKillAnywhere(s: HarrowState, r: AttackRules, fr: number): number {
  const slot = s.frames[fr + AF_LEGEND]!;
  if ((slot === LS_KAMMI0 || slot === LS_KAMMI1) && slot - LS_KAMMI0 === kammiToken(s) && eligibleDolls(s) >= 2) {
    s.frames[fr + FW_PROMPT] = PR_ATK_DOLLS;
    return ATTACK_OPEN;
  }
  return continueOrEnd(s, r, fr);
}

/** The Goblin was hit (R-ATK-8, L1622; also Hester trying to eat it, L2291): Kammi's played cards go to her discard pile. */
export function discardGoblinCards(s: HarrowState): void {
  const f = s.f;
  const len = f[fi(FAC_K, F_ACTIVE_LEN)]!;
  let dl = f[fi(FAC_K, F_DISCARD_LEN)]!;
  const base = FAC_K * CARD_CAP;
  for (let i = 0; i < len; i++) {
    s.discard[base + dl++] = s.active[base + i]!;
    s.active[base + i] = EMPTY;
  }
  f[fi(FAC_K, F_ACTIVE_LEN)] = 0;
  f[fi(FAC_K, F_DISCARD_LEN)] = dl;
}

/** R-ATK-9: the attacker may hit again while A' ≥ D, A' ≥ cost and the defending hex has Units. */
function continueOrEnd(s: HarrowState, r: AttackRules, fr: number): number {
  const F = s.frames;
  const facs = F[fr + AF_FACS]!;
  const atkFac = facs & 15;
  const defFac = (facs >> 4) & 15;
  const def = F[fr + AF_HEXES]! >> 16;
  F[fr + AF_LEGEND] = NONE;
  F[fr + FW_SEAT] = s.f[fi(atkFac, F_SEAT)]!;
  const A = s.bg[atkFac * COLOURS + colourOf(atkFac)]!;
  const D = s.bg[defFac * COLOURS + colourOf(defFac)]!;
  if (A >= D && A >= killCostAt(s, r, def) && factionUnitsOn(s, defFac, def) > 0) {
    F[fr + FW_PROMPT] = PR_ATK_HIT;
    return ATTACK_OPEN;
  }
  return end(s);
}

/** R-CLS-1.2: the defender can pay the attacking hex's cost and the attacking hex is in the defender's range. */
function defenderMayKill(s: HarrowState, r: AttackRules, defFac: number, atk: number, def: number): boolean {
  return s.bg[defFac * COLOURS + colourOf(defFac)]! >= killCostAt(s, r, atk) && dist(s, def, atk) <= rangeOf(s, r, def);
}

/** R-CLS-1, G-31b: both choices were made on the pre-clash state; the kills apply together. */
function resolveClash(s: HarrowState, r: AttackRules, fr: number, defKills: boolean): number {
  const F = s.frames;
  const facs = F[fr + AF_FACS]!;
  const atkFac = facs & 15;
  const defFac = (facs >> 4) & 15;
  const hexes = F[fr + AF_HEXES]!;
  const atk = hexes & 0xffff;
  const def = hexes >> 16;
  if (F[fr + AF_CLASH] === 1) {
    payCost(s, atkFac, killCostAt(s, r, def));
    killHaintAt(s, defFac, def);
    dialKill(s, r.dial, atkFac, defFac);
  }
  if (defKills) {
    payCost(s, defFac, killCostAt(s, r, atk));
    killHaintAt(s, atkFac, atk);
    dialKill(s, r.dial, defFac, atkFac);
  }
  return end(s);
}

/** Open attack frames (0 or 1): for callers that route prompts. */
export const attackOpen = (s: HarrowState): boolean => s.g[G_DEPTH]! > 0 && isAttackPrompt(s.frames[topFrame(s) + FW_PROMPT]!);

/**
 * The rulebook's words for the attack actions whose text depends on the target (§1.20.8): a
 * declaration (any target) and the spend against a Bonfire or Hester; null for the others (game.ts
 * keeps its words for them).
 */
export function attackWords(s: HarrowState, action: number): string | null {
  const kind = kindOf(action);
  if (kind === A_ATK_DECLARE) {
    const g = s.map.grid;
    const t = argC(action);
    const what = t === T_BONFIRE ? 'the Bonfire' : t === T_HESTER ? 'Hester' : 'the Units';
    return `Attack: from hex ${hexName(g, argA(action))} against ${what} on hex ${hexName(g, argB(action))}`;
  }
  if (kind === A_ATK_HIT && attackOpen(s)) {
    const facs = s.frames[topFrame(s) + AF_FACS]!;
    if ((facs & AFL_BONFIRE) !== 0) return 'Attack: discard 1 cube to discard 1 Bonfire Token';
    if ((facs & AFL_HESTER) !== 0) return 'Attack: discard cubes and kill Hester';
  }
  return null;
}
