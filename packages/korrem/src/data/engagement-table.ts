// Figure 7 "Wild NPC Engagements" as data (spec §2.13, CF-37, CF-50), and its compilation into
// flat typed arrays indexed by (nature, D8 face). The mechanism that reads them is engagement.ts.
//
// Source: RB Fig. 7 Wild NPC Engagements and its LEGEND (rulebook text lines 1007–1046).
// The extracted figure lost its merged cells: an empty cell continues the merged cell to its left.
// The Rok's Skittish strip in Fig. 8A confirms it ("Flee" printed under 1, "Attack" under 6, the
// text then says "6 is Rolled: NPC will Battle").
import { ConfigError } from '@balance-lab/core';
import { NATURE_NAMES } from '../lands.js';

export const ENGAGEMENT_SOURCE =
  'RB: Fig. 7 Wild NPC Engagements + LEGEND (rulebook L1007–1046); merged-cell reading confirmed by Fig. 8A (Rok, Skittish); spec §2.13, CF-50';

/** The engagement die. RB: Fig. 7 "Roll a D8 to determine how it interacts with your Army". */
export const ENGAGEMENT_DIE = 8;

export type NatureName = (typeof NATURE_NAMES)[number];
/** A nature's index in NATURE_NAMES / NATURE_CODES (lands.ts), as stored in `cards.nature`. */
export type Nature = number;
export const NATURE_COUNT = NATURE_NAMES.length;

/**
 * Figure 7 exactly as the extraction prints it: per nature the cells Roll 1..8, then Recruit Decline.
 * '' is a blank cell. Kept for the transcription test (CF-50); the engine uses WILD_ENGAGEMENT.
 */
export const FIGURE_7_RAW: Readonly<Record<NatureName, readonly string[]>> = {
  Sinister: ['Draw 1', 'Draw 2', 'Draw 3', 'Draw 4', 'Draw 5', 'Draw 6', 'Draw 7', 'Draw 8', "Won't Recruit"],
  Aggressive: ['Attack', '', '', '', 'Attack x2', '', 'Attack x3', '', ''],
  Belligerent: ['Flee', 'Ignore', '', 'Attack', '', '', '', 'Attack x2', ''],
  Skittish: ['Flee', '', '', '', '', 'Attack', '', '', ''],
  Anxious: ['Flee', '', '', '', 'Recruit', '', 'Attack', '', 'Flee'],
  Indifferent: ['Flee', '', 'Ignore', '', '', '', 'Recruit x2', 'Recruit x4', 'ReRoll'],
  Conniving: ['Ignore', 'Recruit', '', 'Recruit x2', 'Recruit x4', '', 'Attack', 'Attack x2', ''],
  Wandering: ['Flee', '', 'Ignore', '', 'Join', '', '', '', "Won't Recruit"],
  Desperate: ['Flee', '', 'Join', '', '', 'Attack', '', '', ''],
  Social: ['Join', '', '', 'Recruit', '', '', '', 'Flee', 'ReRoll'],
  Eager: ['Join', '', '', '', '', '', '', '', "Won't Recruit"],
};

export type EngagementToken =
  | 'Draw1' | 'Draw2' | 'Draw3' | 'Draw4' | 'Draw5' | 'Draw6' | 'Draw7' | 'Draw8'
  | 'Attack' | 'AttackX2' | 'AttackX3'
  | 'Flee' | 'Ignore'
  | 'Recruit' | 'RecruitX2' | 'RecruitX4'
  | 'Join';
export type DeclineToken = 'WontRecruit' | 'Flee' | 'Reroll' | null;

export interface EngagementRow {
  /** Outcome for D8 faces 1..8. */
  readonly rolls: readonly EngagementToken[];
  /** The "Recruit Decline" column; null = blank in print. */
  readonly decline: DeclineToken;
}

/** Figure 7 with the merged cells expanded (spec §2.13 `WILD_ENGAGEMENT`, verbatim). */
export const WILD_ENGAGEMENT: Readonly<Record<NatureName, EngagementRow>> = {
  Sinister:    { rolls: ['Draw1', 'Draw2', 'Draw3', 'Draw4', 'Draw5', 'Draw6', 'Draw7', 'Draw8'], decline: 'WontRecruit' },
  Aggressive:  { rolls: ['Attack', 'Attack', 'Attack', 'Attack', 'AttackX2', 'AttackX2', 'AttackX3', 'AttackX3'], decline: null },
  Belligerent: { rolls: ['Flee', 'Ignore', 'Ignore', 'Attack', 'Attack', 'Attack', 'Attack', 'AttackX2'], decline: null },
  Skittish:    { rolls: ['Flee', 'Flee', 'Flee', 'Flee', 'Flee', 'Attack', 'Attack', 'Attack'], decline: null },
  Anxious:     { rolls: ['Flee', 'Flee', 'Flee', 'Flee', 'Recruit', 'Recruit', 'Attack', 'Attack'], decline: 'Flee' },
  Indifferent: { rolls: ['Flee', 'Flee', 'Ignore', 'Ignore', 'Ignore', 'Ignore', 'RecruitX2', 'RecruitX4'], decline: 'Reroll' },
  // Blank decline in print; ASSUMPTION G23: EngagementOptions.connivingDecline ('Ignore' default | 'AttackX2').
  Conniving:   { rolls: ['Ignore', 'Recruit', 'Recruit', 'RecruitX2', 'RecruitX4', 'RecruitX4', 'Attack', 'AttackX2'], decline: null },
  Wandering:   { rolls: ['Flee', 'Flee', 'Ignore', 'Ignore', 'Join', 'Join', 'Join', 'Join'], decline: 'WontRecruit' },
  Desperate:   { rolls: ['Flee', 'Flee', 'Join', 'Join', 'Join', 'Attack', 'Attack', 'Attack'], decline: null },
  Social:      { rolls: ['Join', 'Join', 'Join', 'Recruit', 'Recruit', 'Recruit', 'Recruit', 'Flee'], decline: 'Reroll' },
  Eager:       { rolls: ['Join', 'Join', 'Join', 'Join', 'Join', 'Join', 'Join', 'Join'], decline: 'WontRecruit' },
};

// Outcome codes (RB Fig. 7 LEGEND). The count that goes with each is in EngagementTable.count.
/** "NPC is shuffled back into the Creature Deck unless …" stopped (G25). count 1. */
export const OUT_FLEE = 0;
/** "Nothing occurs, Reroll the dice, or you can walk away". count 1. */
export const OUT_IGNORE = 1;
/** "Pay the NPC's Recruitment cost" × count (1, 2 or 4). */
export const OUT_RECRUIT = 2;
/** "NPC immediately joins your Army, no choice in the matter". count 1. */
export const OUT_JOIN = 3;
/** "NPC Attacks your Army"; count 1, or 2 / 3 = "NPC Gets 2 / 3 Attack Phase to start". */
export const OUT_ATTACK = 4;
/** "Draw 1 - 8": battle, and count more Creature cards join the NPC's army. */
export const OUT_DRAW = 5;
export const OUTCOME_NAMES = ['Flee', 'Ignore', 'Recruit', 'Join', 'Attack', 'Draw'] as const;
export type Outcome = number;

// Recruit Decline directives (RB Fig. 7 LEGEND), after the G23 option is applied.
/** Blank in print, and the nature has no Recruit outcome: never consulted. */
export const DEC_NONE = 0;
/** "Won't Recruit: This NPC has no Recruit option, so no Directive needed". */
export const DEC_WONT_RECRUIT = 1;
/** Declining makes it Flee. */
export const DEC_FLEE = 2;
/** "If you decline Recruiting the NPC, Reroll the D8 for a new Engagement Roll". */
export const DEC_REROLL = 3;
/** ASSUMPTION G23 (Conniving default): declining is an Ignore (Reroll or Walk away). */
export const DEC_IGNORE = 4;
/** ASSUMPTION G23 alternative (Conniving): the merged-cell reading extends "Attack x2" into the blank Decline cell. */
export const DEC_ATTACK_X2 = 5;
export const DECLINE_NAMES = ['None', 'WontRecruit', 'Flee', 'Reroll', 'Ignore', 'AttackX2'] as const;
export type Decline = number;

export interface EngagementOptions {
  /** ASSUMPTION G23: what Conniving's blank Recruit Decline means. Default 'Ignore'. */
  readonly connivingDecline: 'Ignore' | 'AttackX2';
}
export const DEFAULT_ENGAGEMENT_OPTIONS: EngagementOptions = { connivingDecline: 'Ignore' };

/** Figure 7 compiled: `outcome[nature * 8 + face - 1]`, `count[…]`, `decline[nature]`. */
export interface EngagementTable {
  readonly outcome: Uint8Array;
  readonly count: Uint8Array;
  readonly decline: Uint8Array;
}

const TOKEN_CODES: Readonly<Record<EngagementToken, readonly [Outcome, number]>> = {
  Draw1: [OUT_DRAW, 1], Draw2: [OUT_DRAW, 2], Draw3: [OUT_DRAW, 3], Draw4: [OUT_DRAW, 4],
  Draw5: [OUT_DRAW, 5], Draw6: [OUT_DRAW, 6], Draw7: [OUT_DRAW, 7], Draw8: [OUT_DRAW, 8],
  Attack: [OUT_ATTACK, 1], AttackX2: [OUT_ATTACK, 2], AttackX3: [OUT_ATTACK, 3],
  Flee: [OUT_FLEE, 1], Ignore: [OUT_IGNORE, 1],
  Recruit: [OUT_RECRUIT, 1], RecruitX2: [OUT_RECRUIT, 2], RecruitX4: [OUT_RECRUIT, 4],
  Join: [OUT_JOIN, 1],
};

/**
 * Compiles a Figure 7 (default: WILD_ENGAGEMENT) once per run. Throws ConfigError for an unknown
 * token, a row without 8 faces, or a nature with a Recruit outcome and no decline directive.
 */
export function compileEngagementTable(
  options: EngagementOptions = DEFAULT_ENGAGEMENT_OPTIONS,
  rows: Readonly<Record<NatureName, EngagementRow>> = WILD_ENGAGEMENT,
): EngagementTable {
  const outcome = new Uint8Array(NATURE_COUNT * ENGAGEMENT_DIE);
  const count = new Uint8Array(NATURE_COUNT * ENGAGEMENT_DIE);
  const decline = new Uint8Array(NATURE_COUNT);
  for (let n = 0; n < NATURE_COUNT; n++) {
    const name = NATURE_NAMES[n] as NatureName;
    const row = rows[name];
    if (!row || row.rolls.length !== ENGAGEMENT_DIE) {
      throw new ConfigError(`engagement table: nature ${name} needs ${ENGAGEMENT_DIE} roll outcomes`);
    }
    let hasRecruit = false;
    for (let f = 0; f < ENGAGEMENT_DIE; f++) {
      const token = row.rolls[f] as EngagementToken;
      const code = TOKEN_CODES[token];
      if (!code) throw new ConfigError(`engagement table: nature ${name}, roll ${f + 1}: unknown outcome "${String(token)}"`);
      outcome[n * ENGAGEMENT_DIE + f] = code[0];
      count[n * ENGAGEMENT_DIE + f] = code[1];
      if (code[0] === OUT_RECRUIT) hasRecruit = true;
    }
    let d: Decline;
    if (row.decline === 'WontRecruit') d = DEC_WONT_RECRUIT;
    else if (row.decline === 'Flee') d = DEC_FLEE;
    else if (row.decline === 'Reroll') d = DEC_REROLL;
    else if (row.decline === null) d = hasRecruit ? blankDeclineWithRecruit(name, options) : DEC_NONE;
    else throw new ConfigError(`engagement table: nature ${name}: unknown Recruit Decline "${String(row.decline)}"`);
    if (hasRecruit && d === DEC_WONT_RECRUIT) {
      throw new ConfigError(`engagement table: nature ${name} has a Recruit outcome but its decline is Won't Recruit`);
    }
    decline[n] = d;
  }
  return { outcome, count, decline };
}

// ASSUMPTION G23: only Conniving prints a Recruit outcome with a blank decline; the option names it.
function blankDeclineWithRecruit(name: NatureName, options: EngagementOptions): Decline {
  if (name !== 'Conniving') {
    throw new ConfigError(`engagement table: nature ${name} has a Recruit outcome and a blank Recruit Decline`);
  }
  if (options.connivingDecline === 'Ignore') return DEC_IGNORE;
  if (options.connivingDecline === 'AttackX2') return DEC_ATTACK_X2;
  throw new ConfigError(`connivingDecline must be 'Ignore' or 'AttackX2', got "${String(options.connivingDecline)}"`);
}

/**
 * The reading of a printed Figure 7 row (spec §2.13): an empty roll cell continues the merged cell
 * to its left; the printed words become tokens ("Attack x2" → AttackX2, "Draw 3" → Draw3,
 * "Won't Recruit" → WontRecruit, "ReRoll" → Reroll). The blank Decline cell stays null (G23).
 */
export function readFigure7Row(cells: readonly string[]): EngagementRow {
  if (cells.length !== ENGAGEMENT_DIE + 1) throw new ConfigError(`Figure 7 row needs ${ENGAGEMENT_DIE + 1} cells`);
  const rolls: EngagementToken[] = [];
  let last = '';
  for (let f = 0; f < ENGAGEMENT_DIE; f++) {
    const cell = (cells[f] as string).trim();
    if (cell !== '') last = cell;
    if (last === '') throw new ConfigError('Figure 7 row starts with a blank cell');
    rolls.push(last.replace(/ x(\d)$/, 'X$1').replace(/^Draw (\d)$/, 'Draw$1') as EngagementToken);
  }
  const raw = (cells[ENGAGEMENT_DIE] as string).trim();
  const decline: DeclineToken = raw === '' ? null : raw === "Won't Recruit" ? 'WontRecruit' : raw === 'ReRoll' ? 'Reroll' : (raw as DeclineToken);
  return { rolls, decline };
}

/** ASSUMPTION G23 alternative: Conniving's decline read as the printed "Attack x2": the NPC takes 2 Attack Phases first. */
export const DECLINE_ATTACK_X2_PHASES = 2;

/** ASSUMPTION G24: at most 10 rerolls per engagement (Ignore → Reroll, decline Reroll), then the NPC is walked away from. */
export const MAX_ENGAGEMENT_REROLLS = 10;

/** ASSUMPTION G25: a Flee stopped by a successful attraction roll becomes a Recruit at ×1. */
export const FLEE_STOP_RECRUIT_MULTIPLIER = 1;
