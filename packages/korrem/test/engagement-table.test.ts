import { describe, expect, it } from 'vitest';
import { ConfigError } from '@balance-lab/core';
import { NATURE_NAMES } from '../src/lands.js';
import {
  compileEngagementTable, DEC_ATTACK_X2, DEC_FLEE, DEC_IGNORE, DEC_NONE, DEC_REROLL, DEC_WONT_RECRUIT,
  FIGURE_7_RAW, OUT_ATTACK, OUT_DRAW, OUT_FLEE, OUT_IGNORE, OUT_JOIN, OUT_RECRUIT, readFigure7Row,
  WILD_ENGAGEMENT, type EngagementRow, type NatureName,
} from '../src/data/engagement-table.js';
import { declineOutcome, engagementCount, engagementOutcome, outcomeFaces } from '../src/engagement.js';

const table = compileEngagementTable();
const nat = (name: NatureName): number => NATURE_NAMES.indexOf(name);

// Spec §2.13 table written out independently: F Flee, I Ignore, Rn Recruit ×n, J Join, An Attack ×n, Dk Draw k.
const SPEC: Record<NatureName, [string, number]> = {
  Sinister: ['D1 D2 D3 D4 D5 D6 D7 D8', DEC_WONT_RECRUIT],
  Aggressive: ['A1 A1 A1 A1 A2 A2 A3 A3', DEC_NONE],
  Belligerent: ['F I I A1 A1 A1 A1 A2', DEC_NONE],
  Skittish: ['F F F F F A1 A1 A1', DEC_NONE],
  Anxious: ['F F F F R1 R1 A1 A1', DEC_FLEE],
  Indifferent: ['F F I I I I R2 R4', DEC_REROLL],
  Conniving: ['I R1 R1 R2 R4 R4 A1 A2', DEC_IGNORE],
  Wandering: ['F F I I J J J J', DEC_WONT_RECRUIT],
  Desperate: ['F F J J J A1 A1 A1', DEC_NONE],
  Social: ['J J J R1 R1 R1 R1 F', DEC_REROLL],
  Eager: ['J J J J J J J J', DEC_WONT_RECRUIT],
};
const LETTER: Record<string, number> = { F: OUT_FLEE, I: OUT_IGNORE, R: OUT_RECRUIT, J: OUT_JOIN, A: OUT_ATTACK, D: OUT_DRAW };

describe('CF-37 §2.13 Figure 7 compiled: every nature, every face, and the decline', () => {
  for (const name of NATURE_NAMES) {
    it(`CF-37 ${name}: faces 1..8 and Recruit Decline match the spec table`, () => {
      const [cells, decline] = SPEC[name];
      const n = nat(name);
      cells.split(' ').forEach((cell, f) => {
        expect(engagementOutcome(table, n, f + 1), `${name} face ${f + 1}`).toBe(LETTER[cell[0]!]);
        expect(engagementCount(table, n, f + 1), `${name} face ${f + 1} count`).toBe(cell.length > 1 ? Number(cell.slice(1)) : 1);
      });
      expect(declineOutcome(table, n)).toBe(decline);
    });
  }

  it('G23 connivingDecline: AttackX2 changes only Conniving\'s decline', () => {
    const alt = compileEngagementTable({ connivingDecline: 'AttackX2' });
    expect(declineOutcome(alt, nat('Conniving'))).toBe(DEC_ATTACK_X2);
    expect(Array.from(alt.outcome)).toEqual(Array.from(table.outcome));
    expect(Array.from(alt.count)).toEqual(Array.from(table.count));
    for (const name of NATURE_NAMES) if (name !== 'Conniving') expect(declineOutcome(alt, nat(name))).toBe(declineOutcome(table, nat(name)));
  });
});

describe('CF-50 §2.13 reading of merged cells', () => {
  it('CF-50 expanding every raw Figure 7 row (blank = merged with the left) gives exactly WILD_ENGAGEMENT', () => {
    for (const name of NATURE_NAMES) expect(readFigure7Row(FIGURE_7_RAW[name]), name).toEqual(WILD_ENGAGEMENT[name]);
  });

  it('Fig. 8A Rok Skittish strip prints "Flee" under 1 and "Attack" under 6; 6 is rolled → battle', () => {
    expect(FIGURE_7_RAW.Skittish[0]).toBe('Flee');
    expect(FIGURE_7_RAW.Skittish[5]).toBe('Attack');
    const sk = nat('Skittish');
    for (let f = 1; f <= 5; f++) expect(engagementOutcome(table, sk, f)).toBe(OUT_FLEE);
    expect(engagementOutcome(table, sk, 6)).toBe(OUT_ATTACK);
    expect(engagementCount(table, sk, 6)).toBe(1);
  });

  it('a table with an unknown outcome, a short row or a Recruit row with Won\'t Recruit is a ConfigError', () => {
    const bad = (patch: Partial<Record<NatureName, EngagementRow>>) => () => compileEngagementTable(undefined, { ...WILD_ENGAGEMENT, ...patch });
    expect(bad({ Eager: { rolls: ['Join', 'Join', 'Join', 'Join', 'Join', 'Join', 'Join', 'Hug' as 'Join'], decline: 'WontRecruit' } })).toThrow(ConfigError);
    expect(bad({ Eager: { rolls: ['Join'], decline: 'WontRecruit' } })).toThrow(ConfigError);
    expect(bad({ Eager: { rolls: ['Recruit', 'Join', 'Join', 'Join', 'Join', 'Join', 'Join', 'Join'], decline: 'WontRecruit' } })).toThrow(ConfigError);
    expect(bad({ Eager: { rolls: ['Recruit', 'Join', 'Join', 'Join', 'Join', 'Join', 'Join', 'Join'], decline: null } })).toThrow(ConfigError);
    expect(() => compileEngagementTable({ connivingDecline: 'Walk' as 'Ignore' })).toThrow(ConfigError);
  });
});

describe('CF-37 per-nature probabilities, exact from the table (faces of 8)', () => {
  const faces = (name: NatureName, out: number, count = 0) => outcomeFaces(table, nat(name), out, count);

  it('CF-37 Skittish: Flee 5/8, Attack 3/8', () => {
    expect(faces('Skittish', OUT_FLEE)).toBe(5);
    expect(faces('Skittish', OUT_ATTACK)).toBe(3);
  });

  it('CF-37 Aggressive: Attack 1/2, ×2 1/4, ×3 1/4', () => {
    expect(faces('Aggressive', OUT_ATTACK, 1)).toBe(4);
    expect(faces('Aggressive', OUT_ATTACK, 2)).toBe(2);
    expect(faces('Aggressive', OUT_ATTACK, 3)).toBe(2);
  });

  it('CF-37 Social: Join 3/8, Recruit 4/8, Flee 1/8; Eager: Join 8/8', () => {
    expect(faces('Social', OUT_JOIN)).toBe(3);
    expect(faces('Social', OUT_RECRUIT, 1)).toBe(4);
    expect(faces('Social', OUT_FLEE)).toBe(1);
    expect(faces('Eager', OUT_JOIN)).toBe(8);
  });

  it('CF-37 Sinister: Draw k at 1/8 each for k = 1..8; expected extra creatures 4.5, army size 5.5', () => {
    let e = 0;
    for (let k = 1; k <= 8; k++) {
      expect(faces('Sinister', OUT_DRAW, k)).toBe(1);
      e += k / 8;
    }
    expect(e).toBe(4.5);
    expect(1 + e).toBe(5.5);
  });

  it('CF-37 the other natures: Belligerent, Anxious, Indifferent, Conniving, Wandering, Desperate', () => {
    expect([faces('Belligerent', OUT_FLEE), faces('Belligerent', OUT_IGNORE), faces('Belligerent', OUT_ATTACK, 1), faces('Belligerent', OUT_ATTACK, 2)]).toEqual([1, 2, 4, 1]);
    expect([faces('Anxious', OUT_FLEE), faces('Anxious', OUT_RECRUIT, 1), faces('Anxious', OUT_ATTACK)]).toEqual([4, 2, 2]);
    expect([faces('Indifferent', OUT_FLEE), faces('Indifferent', OUT_IGNORE), faces('Indifferent', OUT_RECRUIT, 2), faces('Indifferent', OUT_RECRUIT, 4)]).toEqual([2, 4, 1, 1]);
    expect([
      faces('Conniving', OUT_IGNORE), faces('Conniving', OUT_RECRUIT, 1), faces('Conniving', OUT_RECRUIT, 2),
      faces('Conniving', OUT_RECRUIT, 4), faces('Conniving', OUT_ATTACK, 1), faces('Conniving', OUT_ATTACK, 2),
    ]).toEqual([1, 2, 1, 2, 1, 1]);
    expect([faces('Wandering', OUT_FLEE), faces('Wandering', OUT_IGNORE), faces('Wandering', OUT_JOIN)]).toEqual([2, 2, 4]);
    expect([faces('Desperate', OUT_FLEE), faces('Desperate', OUT_JOIN), faces('Desperate', OUT_ATTACK)]).toEqual([2, 3, 3]);
  });
});
