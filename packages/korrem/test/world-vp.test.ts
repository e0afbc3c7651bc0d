// Victory points, the win check and the round cap (spec §1.1, §1.22, ASSUMPTION G55, G56, G75).
import { describe, expect, it } from 'vitest';
import { END_VP, G_END, G_WINNER, PL_VP, PL_VP_MONSTER, PL_WORDS } from '../src/state.js';
import { VP_MONSTER, VP_QUEST, addVp, capOutcome, transferVp, townHallPiles } from '../src/world/vp.js';
import { makeKit, type Kit } from './world-kit.js';

const vp = (k: Kit, seat: number) => k.s.pl[seat * PL_WORDS + PL_VP]!;

describe('§1.22 the win check (G55)', () => {
  it('the first Nation to reach vpGoal (25) wins at once; a later one does not take the win', () => {
    const k = makeKit();
    addVp(k.s, 1, 24, VP_QUEST);
    expect(k.s.g[G_END]).toBe(0);
    addVp(k.s, 1, 1, VP_MONSTER);
    expect([k.s.g[G_WINNER], k.s.g[G_END]]).toEqual([1, END_VP]);
    expect(k.s.pl[1 * PL_WORDS + PL_VP_MONSTER]).toBe(1);
    addVp(k.s, 2, 30, VP_QUEST);
    expect(k.s.g[G_WINNER]).toBe(1);
  });
  it('Quick Start §5: a lower vpGoal (10) wins at 10', () => {
    const k = makeKit({ params: { 'game.vpGoal': 10 } });
    addVp(k.s, 0, 9, VP_QUEST);
    expect(k.s.g[G_END]).toBe(0);
    addVp(k.s, 0, 3, VP_QUEST);
    expect(k.s.g[G_WINNER]).toBe(0);
  });
  it('a loss never triggers the win check', () => {
    const k = makeKit();
    addVp(k.s, 0, -1, VP_QUEST);
    expect(vp(k, 0)).toBe(-1);
    expect(k.s.g[G_END]).toBe(0);
  });
  it('G56: VP trade only with trade.allowVp', () => {
    const k = makeKit();
    addVp(k.s, 0, 5, VP_QUEST);
    expect(() => transferVp(k.s, 0, 1, 2)).toThrow(/allowVp/);
    const k2 = makeKit({ params: { 'trade.allowVp': true } });
    addVp(k2.s, 0, 5, VP_QUEST);
    transferVp(k2.s, 0, 1, 2);
    expect([vp(k2, 0), vp(k2, 1)]).toEqual([3, 2]);
    expect(() => transferVp(k2.s, 1, 0, 3)).toThrow();
  });
});

describe('G75 the round-cap outcome (capRule)', () => {
  it('mostVp: the most VP wins alone', () => {
    const k = makeKit();
    addVp(k.s, 0, 3, VP_QUEST);
    addVp(k.s, 2, 7, VP_QUEST);
    expect(capOutcome(k.s)).toBe(1 << 2);
  });
  it('mostVp, tied VP: more Town Hall piles (villages + 2·kingdoms) wins', () => {
    const k = makeKit();
    addVp(k.s, 0, 5, VP_QUEST);
    addVp(k.s, 1, 5, VP_QUEST);
    k.settle(0, k.tile('0,0', 'Plains'), 'village');
    k.settle(0, k.tile('2,0', 'Plains'), 'village');
    k.settle(1, k.tile('4,0', 'Plains'), 'kingdom');
    k.settle(1, k.tile('6,0', 'Plains'), 'village');
    expect([townHallPiles(k.s, 0), townHallPiles(k.s, 1)]).toEqual([2, 3]);
    expect(capOutcome(k.s)).toBe(1 << 1);
  });
  it('mostVp, tied VP and piles: a shared win', () => {
    const k = makeKit();
    addVp(k.s, 0, 5, VP_QUEST);
    addVp(k.s, 2, 5, VP_QUEST);
    k.settle(0, k.tile('0,0', 'Plains'), 'kingdom');
    k.settle(2, k.tile('2,0', 'Plains'), 'village');
    k.settle(2, k.tile('4,0', 'Plains'), 'village');
    expect(capOutcome(k.s)).toBe((1 << 0) | (1 << 2));
  });
  it('timeout: nobody wins', () => {
    const k = makeKit({ params: { 'game.capRule': 'timeout' } });
    addVp(k.s, 0, 5, VP_QUEST);
    expect(capOutcome(k.s)).toBe(0);
  });
});
