// The testing kit in the rulebook's words (issue 24): squares by name, units by
// what they are, progress by name, skills and laws by their printed names, and
// legal actions found by their describeAction wording. Nothing here changes play.
import { Rng, ScriptedRng } from '@balance-lab/core';
import { MAX_LEGAL } from '../actions.js';
import { type ClanConfig, type Config, SKILL_TYPE_NAMES, UNIT_TYPE_NAMES } from '../config.js';
import { parseSquare, squareName as squareNameOf } from '../geometry.js';
import { describeAction } from '../render.js';
import {
  type DarkleafState, MAX_SLOTS, PR_MARKS, PR_PUSHOFFS, PR_QUARRY, PR_RECLAIMED, SQ_GRAVEYARD, TERR_RECLAIMED,
  UF_QUARRY, slotIndex, unitSeat, unitType,
} from '../state.js';
import { applyAction, generateLegal } from '../turn.js';

// ---------------------------------------------------------------------------------------------
// Squares

/** A square given by name ("c3", global frame: a1 is seat 0's left corner) or by index 0..63. */
export type SquareRef = string | number;

/** Square name → index: `squareIndex('c3') === 18`. Throws on a malformed name. */
export function squareIndex(name: string): number {
  return parseSquare(name);
}

/** Square index → name: `squareName(18) === 'c3'`. Throws a RangeError outside 0..63. */
export function squareName(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > 63) throw new RangeError(`square index ${index} is not on the board (0..63)`);
  return squareNameOf(index);
}

function toIndex(sq: SquareRef): number {
  if (typeof sq === 'string') return parseSquare(sq);
  squareName(sq); // range check
  return sq;
}

// ---------------------------------------------------------------------------------------------
// Clans, skills, laws and auras by their printed names

/** Normalises a printed name or id for lookup: "Witch's Ladder" ~ "witchsLadder" ~ "witchs ladder". */
const norm = (x: string): string => x.toLowerCase().replace(/^the\s+/, '').replace(/[^a-z0-9]/g, '');

/** Clan index from an id ('murg') or the printed name ('The Murg', 'Wildero Wibo'); the error lists both. */
export function clanRef(config: Config, clan: string): number {
  const k = norm(clan);
  const i = config.clans.findIndex((c) => norm(c.id) === k || norm(c.name) === k);
  if (i < 0) {
    throw new Error(`unknown clan '${clan}'; accepted: ${config.clans.map((c) => `"${c.name}" (${c.id})`).join(', ')}`);
  }
  return i;
}

/**
 * Row of a skill of `clan`, addressed by its printed name ("Calm Waters") or its id ('calmWaters'),
 * case- and punctuation-insensitive. A typo throws an Error listing the clan's accepted names.
 */
export function skillRowOf(cc: ClanConfig, skill: string): number {
  const k = norm(skill);
  const row = cc.skills.findIndex((sk) => norm(sk.name) === k || norm(sk.id) === k);
  if (row < 0) {
    throw new Error(`${cc.name} has no skill '${skill}'; accepted: ${cc.skills.map((sk) => `"${sk.name}" (${sk.id})`).join(', ')}`);
  }
  return row;
}

/** One skill row of a seat, readable. */
export interface SkillView {
  /** Printed name, e.g. "Calm Waters". */
  readonly name: string;
  readonly id: string;
  readonly type: (typeof SKILL_TYPE_NAMES)[number];
  readonly row: number;
  /** Bone values in the row's slots, 0 = empty. */
  readonly slots: readonly number[];
  readonly relicTokens: number;
  /** The law of this row is in force. */
  readonly active: boolean;
}

const clanOf = (s: DarkleafState, seat: number): ClanConfig => s.config.clans[s.clan[seat]!]!;

/** The skills of the clan in `seat`, in clan-board order, by printed name. */
export function skills(s: DarkleafState, seat: number): SkillView[] {
  const cc = clanOf(s, seat);
  return cc.skills.map((sk, row) => {
    const slots: number[] = [];
    for (let i = 0; i < sk.nSlots && i < MAX_SLOTS; i++) slots.push(s.slotVal[slotIndex(seat, row, i)]!);
    return {
      name: sk.name, id: sk.id, type: SKILL_TYPE_NAMES[sk.type]!, row, slots,
      relicTokens: s.relicTok[seat * 5 + row]!, active: (s.law[seat]! & (1 << row)) !== 0,
    };
  });
}

/** One skill of `seat` by printed name or id (see skillRowOf for the error). */
export function skill(s: DarkleafState, seat: number, nameOrId: string): SkillView {
  return skills(s, seat)[skillRowOf(clanOf(s, seat), nameOrId)]!;
}

/** Printed names of the laws of `seat`'s clan (the "Path to Victory" skills). */
export function laws(s: DarkleafState, seat: number): string[] {
  return skills(s, seat).filter((k) => k.type === 'law').map((k) => k.name);
}

/** Printed names of the laws in force for `seat`. */
export function activeLaws(s: DarkleafState, seat: number): string[] {
  return skills(s, seat).filter((k) => k.type === 'law' && k.active).map((k) => k.name);
}

/** Printed name of an aura bit's id: a skill's name when a clan has that skill, else the id in words ("rippleEffect" → "Ripple Effect"). */
export function auraName(config: Config, auraId: string): string {
  for (const cc of config.clans) for (const sk of cc.skills) if (sk.id === auraId) return sk.name;
  return auraId.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
}

/** Aura bit mask for an aura given by printed name or id; the error lists the accepted names. */
export function auraBitOf(config: Config, aura: string): number {
  const k = norm(aura);
  const i = config.auraNames.findIndex((id) => norm(id) === k || norm(auraName(config, id)) === k);
  if (i < 0) throw new Error(`no aura '${aura}'; accepted: ${config.auraNames.map((id) => `"${auraName(config, id)}" (${id})`).join(', ')}`);
  return 1 << i;
}

// ---------------------------------------------------------------------------------------------
// Units and squares

/** What stands on a square, readable. */
export interface UnitView {
  readonly id: number;
  readonly seat: number;
  /** Clan id ('murg') and printed name ('The Murg'). */
  readonly clan: string;
  readonly clanName: string;
  readonly type: (typeof UNIT_TYPE_NAMES)[number];
  /** Square name, 'graveyard' or 'out'. */
  readonly square: string;
  /** Printed names of the auras it carries. */
  readonly auras: readonly string[];
  readonly quarry: boolean;
  /** As describeAction names it: "Murg pawn d4". */
  readonly label: string;
}

/** A unit by id, readable (also for units in the graveyard or out of the game). */
export function unit(s: DarkleafState, u: number): UnitView {
  if (!Number.isInteger(u) || u < 0 || u > 31) throw new RangeError(`unit id ${u} is not 0..31`);
  const seat = unitSeat(u);
  const cc = clanOf(s, seat);
  const where = whereIs(s, u);
  const auras: string[] = [];
  s.config.auraNames.forEach((id, k) => { if ((s.uAura[u]! & (1 << k)) !== 0) auras.push(auraName(s.config, id)); });
  const type = UNIT_TYPE_NAMES[unitType(u)]!;
  return {
    id: u, seat, clan: cc.id, clanName: cc.name, type, square: where, auras, quarry: (s.uFlags[u]! & UF_QUARRY) !== 0,
    label: `${cc.name.replace(/^The /, '')} ${type} ${where === 'graveyard' || where === 'out' ? `(${where})` : where}`,
  };
}

/** What stands on `sq` ('c3' or 18), or null when it is empty. */
export function unitAt(s: DarkleafState, sq: SquareRef): UnitView | null {
  const u = s.board[toIndex(sq)]!;
  return u < 0 ? null : unit(s, u);
}

/** Where unit `u` is: a square name, 'graveyard' or 'out' (out of the game). */
export function whereIs(s: DarkleafState, u: number): string {
  const sq = s.uSq[u]!;
  return sq >= 0 ? squareNameOf(sq) : sq === SQ_GRAVEYARD ? 'graveyard' : 'out';
}

/** Whether `sq` is a Reclaimed territory (Erde, [L761]). */
export function isReclaimed(s: DarkleafState, sq: SquareRef): boolean {
  return (s.terr[toIndex(sq)]! & TERR_RECLAIMED) !== 0;
}

/** Names of the Reclaimed squares, in board order. */
export function reclaimedSquares(s: DarkleafState): string[] {
  const out: string[] = [];
  for (let i = 0; i < 64; i++) if ((s.terr[i]! & TERR_RECLAIMED) !== 0) out.push(squareNameOf(i));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Progress

/** A seat's progress toward its Path to Victory (spec §6.2 progress[4], INV-14). */
export interface Progress {
  /** Huldra Hunt marks on the rival royal. */
  readonly huntMarks: number;
  /** Ferrymen push-offs of the rival royal. */
  readonly pushOffs: number;
  /** Erde Reclaimed markers. */
  readonly reclaimed: number;
  /** Hexen Divine Quarry vanquished. */
  readonly quarryVanquished: number;
}
export type ProgressKey = keyof Progress;
export const PROGRESS_KEYS: readonly ProgressKey[] = ['huntMarks', 'pushOffs', 'reclaimed', 'quarryVanquished'];
/** Layout offsets of the progress keys (the kit's only link to state.progress). */
export const PROGRESS_OFFSET: Readonly<Record<ProgressKey, number>> = {
  huntMarks: PR_MARKS, pushOffs: PR_PUSHOFFS, reclaimed: PR_RECLAIMED, quarryVanquished: PR_QUARRY,
};

/** All progress counters of `seat`, by name. */
export function progress(s: DarkleafState, seat: number): Progress {
  const p = (k: ProgressKey) => s.progress[seat * 4 + PROGRESS_OFFSET[k]]!;
  return { huntMarks: p('huntMarks'), pushOffs: p('pushOffs'), reclaimed: p('reclaimed'), quarryVanquished: p('quarryVanquished') };
}

/** One progress counter of `seat`; an unknown key throws listing the keys. */
export function progressOf(s: DarkleafState, seat: number, key: ProgressKey): number {
  if (!(PROGRESS_KEYS as readonly string[]).includes(key)) throw new Error(`unknown progress '${String(key)}'; accepted: ${PROGRESS_KEYS.join(', ')}`);
  return progress(s, seat)[key];
}

// ---------------------------------------------------------------------------------------------
// Legal actions, dice and wording

const BUF = new Int32Array(MAX_LEGAL);

/** The legal actions as a fresh array of action codes. */
export function legal(s: DarkleafState): number[] {
  const n = generateLegal(s, BUF);
  return Array.from(BUF.subarray(0, n));
}

/** What every legal action says (describeAction), in legal order. */
export function legalDescriptions(s: DarkleafState): string[] {
  return legal(s).map((a) => describeAction(s, a));
}

/** The dice for a step: an Rng, or a seed (string or number) for seeded random dice. */
export type Dice = Rng | string | number;

/** An Rng that allows no die roll at all: a step that rolls throws "script is used up". */
export function noDice(): ScriptedRng {
  return new ScriptedRng([]);
}

/** The Rng for `dice`; a missing argument is a TypeError naming it (no silent fixed seed). */
export function diceFrom(dice: Dice | undefined, fn: string): Rng {
  if (dice === undefined || dice === null) {
    throw new TypeError(
      `${fn}: the 'rng' argument is required — pass new ScriptedRng([..]) for forced dice, noDice() when no die may be rolled, or a seed (string or number) for seeded random dice`,
    );
  }
  if (typeof dice === 'string' || typeof dice === 'number') return new Rng(String(dice));
  return dice;
}

/** Applies `action` after checking that it is legal; `rng` is required (Rng or seed). */
export function play(s: DarkleafState, action: number, rng: Dice): void {
  const r = diceFrom(rng, 'play(s, action, rng)');
  if (!legal(s).includes(action)) {
    throw new Error(`action ${action} (${describeAction(s, action)}) is not legal here; legal:\n${legalDescriptions(s).map((d) => `  - ${d}`).join('\n')}`);
  }
  applyAction(s, action, r);
}

/**
 * The one legal action whose describeAction wording matches `phrase`: a case-insensitive
 * substring (extra spaces ignored), or a RegExp. Throws listing every legal description when
 * none or several match (exact-equal wording wins over several substring matches).
 */
export function findAction(s: DarkleafState, phrase: string | RegExp): number {
  const actions = legal(s);
  const words = actions.map((a) => describeAction(s, a));
  const clean = (x: string) => x.toLowerCase().replace(/\s+/g, ' ').trim();
  const test = typeof phrase === 'string' ? (d: string) => clean(d).includes(clean(phrase)) : (d: string) => phrase.test(d);
  let hits = actions.filter((_, i) => test(words[i]!));
  if (hits.length > 1 && typeof phrase === 'string') {
    const exact = actions.filter((_, i) => clean(words[i]!) === clean(phrase));
    if (exact.length === 1) hits = exact;
  }
  if (hits.length === 1) return hits[0]!;
  const list = words.map((d) => `  - ${d}`).join('\n') || '  (none: the game is over or waiting on nothing)';
  const what = hits.length === 0 ? 'no legal action matches' : `${hits.length} legal actions match`;
  throw new Error(`${what} ${String(typeof phrase === 'string' ? JSON.stringify(phrase) : phrase)}; legal:\n${list}`);
}

/** Plays the one legal action matching `phrase` (see findAction) with `rng`; returns its wording. */
export function act(s: DarkleafState, phrase: string | RegExp, rng: Dice): string {
  const r = diceFrom(rng, 'act(s, phrase, rng)');
  const a = findAction(s, phrase);
  const words = describeAction(s, a);
  applyAction(s, a, r);
  return words;
}

