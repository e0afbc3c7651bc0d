// The Action pool (spec §1.9, ASSUMPTION G14, game.actionPool): one pool of W per player (default),
// or W per army (perArmy) with player-level actions (Enlist, Cycle, bank-paid builds) on the
// Nation's own pool of W.
import { describe, expect, it } from 'vitest';
import { createPlayContext, parseBotSpec, playIndexedGame, resolveParameters } from '@balance-lab/core';
import { korrem } from '../src/game.js';
import { encode } from '../src/actions.js';
import { V_CYCLE, V_GATHER, V_MOVE, V_UPGRADE, V_WALL, PAY_ARMY, PAY_BANK } from '../src/command/verbs.js';
import { PL_FREE_USED, PL_WORDS } from '../src/state.js';
import { makeKit, type Kit } from './command-kit.js';

/** A row of Plains 0,0 … 6,0 (a Mountain at 3,0 when asked), seat 0's Footman army at 0,0 and Knight army at 6,0. */
function row(pool: 'perPlayer' | 'perArmy', mountain = false): { k: Kit; a: number; b: number; t: number[] } {
  const k = makeKit({ params: { 'game.actionPool': pool } });
  const t: number[] = [];
  for (let q = 0; q <= 6; q++) t.push(k.tile(`${q},0`, mountain && q === 3 ? 'Mountain' : 'Plains'));
  const a = k.army(0, 0, t[0]!, 'Footman');
  const b = k.army(0, 1, t[6]!, 'Knight');
  return { k, a, b, t };
}

const moves = (k: Kit, a: number): number[] => k.legal().filter((c) => (c & 0x7f) === V_MOVE && ((c >>> 7) & 0xff) === a);

describe('G14 §1.9 actionPool=perPlayer (default): one pool of W shared by every army', () => {
  it('G14 W=3: army #1 moves twice, army #2 once, then no army may move; the pool is 0', () => {
    const { k, a, b, t } = row('perPlayer');
    k.start(0, 3);
    k.step(encode(V_MOVE, a, t[1]!));
    k.step(encode(V_MOVE, a, t[2]!));
    expect(k.actions(0)).toBe(1);
    k.step(encode(V_MOVE, b, t[5]!));
    expect(k.actions(0)).toBe(0);
    expect(moves(k, a)).toEqual([]);
    expect(moves(k, b)).toEqual([]);
    expect(k.s.armyActions[a]).toBe(0); // unused under perPlayer
  });
});

describe('G14 §1.9 actionPool=perArmy: each army has W of its own', () => {
  it('G14 W=3: army #1 spends its 3 moves, army #2 still has 3; the Nation pool is untouched', () => {
    const { k, a, b, t } = row('perArmy');
    k.start(0, 3);
    expect([k.s.armyActions[a], k.s.armyActions[b]]).toEqual([3, 3]);
    k.step(encode(V_MOVE, a, t[1]!));
    k.step(encode(V_MOVE, a, t[2]!));
    k.step(encode(V_MOVE, a, t[3]!));
    expect(k.s.armyActions[a]).toBe(0);
    expect(moves(k, a)).toEqual([]);
    expect(moves(k, b).length).toBeGreaterThan(0);
    k.step(encode(V_MOVE, b, t[5]!));
    k.step(encode(V_MOVE, b, t[4]!));
    expect(k.s.armyActions[b]).toBe(1);
    expect(k.actions(0)).toBe(3);
  });

  it('G14 §1.10 a Mountain costs 2 of the army\'s own Actions: with 1 left it may not enter', () => {
    const { k, a, t } = row('perArmy', true);
    k.start(0, 3);
    k.step(encode(V_MOVE, a, t[1]!));
    k.step(encode(V_MOVE, a, t[2]!));
    expect(k.s.armyActions[a]).toBe(1);
    expect(moves(k, a)).not.toContain(encode(V_MOVE, a, t[3]!));
    const { k: k2, a: a2, t: t2 } = row('perArmy', true);
    k2.start(0, 4);
    k2.step(encode(V_MOVE, a2, t2[1]!));
    k2.step(encode(V_MOVE, a2, t2[2]!));
    k2.step(encode(V_MOVE, a2, t2[3]!));
    expect(k2.s.armyActions[a2]).toBe(0);
  });

  it('G14 §1.12 Gather in place spends the gathering army\'s Action', () => {
    const k = makeKit({ params: { 'game.actionPool': 'perArmy' } });
    const t = k.tile('0,0', 'Plains');
    const a = k.army(0, 0, t, 'Farmer');
    k.start(0, 1);
    k.step(encode(V_GATHER, a));
    expect(k.cargo(a, 'Gr')).toBe(1);
    expect(k.s.armyActions[a]).toBe(0);
    expect(k.actions(0)).toBe(1);
    expect(k.legal()).not.toContain(encode(V_GATHER, a));
  });

  it('ASSUMPTION G14 perArmy: Cycle spends the Nation pool, not an army\'s; an army does not make Cycles possible when the pool is spent', () => {
    const { k, a, t } = row('perArmy');
    k.settle(0, t[0]!, 'village');
    k.slots(0, 'Woodcutter');
    k.start(0, 2);
    k.step(encode(V_CYCLE, 0));
    k.step(encode(V_CYCLE, 0));
    expect(k.actions(0)).toBe(0);
    expect(k.s.armyActions[a]).toBe(2);
    expect(k.legal().filter((c) => (c & 0x7f) === V_CYCLE)).toEqual([]);
  });

  it('ASSUMPTION G14 perArmy: Enlist spends the Nation pool; a new army formed this phase has no Actions until the next Command Phase, then W', () => {
    const k = makeKit({ params: { 'game.actionPool': 'perArmy' } });
    const home = k.tile('0,0', 'Plains');
    k.tile('1,0', 'Plains');
    k.settle(0, home, 'village');
    k.slots(0, 'Knight');
    k.setBank(0, 'Gr', 3);
    k.setBank(0, 'St', 2);
    k.start(0, 2);
    k.act(/Enlist Knight .*forms a new army/);
    expect(k.actions(0)).toBe(1);
    const army = Array.from({ length: k.s.shape.flagsPerNation }, (_, f) => f).find((f) => k.s.armyTile[f] === home)!;
    expect(k.s.armyActions[army]).toBe(0);
    expect(moves(k, army)).toEqual([]);
    k.start(0, 2); // the next Command Phase (a new frame on top)
    expect(k.s.armyActions[army]).toBe(2);
    expect(moves(k, army).length).toBe(1);
  });

  it('ASSUMPTION G14 perArmy: a Wall paid from the bank spends the Nation pool; paid from the army there, that army\'s Actions', () => {
    const { k, a, t } = row('perArmy');
    k.settle(0, t[0]!, 'village');
    const nb = k.s.nation[0]! * 7;
    const price = k.s.config.content.nations.wallPrice;
    for (const r of ['Gr', 'Wd', 'Or', 'Fi', 'Ge', 'St', 'Go']) {
      const i = ['Gr', 'Wd', 'Or', 'Fi', 'Ge', 'St', 'Go'].indexOf(r);
      k.setBank(0, r, price[nb + i]! * 2);
      k.setCargo(a, r, price[nb + i]!);
    }
    k.start(0, 1);
    k.step(encode(V_WALL, PAY_BANK, t[0]!));
    expect(k.actions(0)).toBe(0);
    expect(k.s.armyActions[a]).toBe(1);
    expect(k.legal()).not.toContain(encode(V_WALL, PAY_BANK, t[0]!));
    k.step(encode(V_WALL, PAY_ARMY, t[0]!));
    expect(k.s.armyActions[a]).toBe(0);
    expect(k.s.settleWalls[t[0]!]).toBe(2);
    expect(k.legal()).not.toContain(encode(V_UPGRADE, PAY_ARMY, t[0]!));
  });

  it('G14 perArmy: zero-cost actions still count against the player\'s free-action cap (G10)', () => {
    const { k, a, t } = row('perArmy');
    k.settle(0, t[0]!, 'village');
    k.setCargo(a, 'Gr', 1);
    k.start(0, 1);
    k.act(/Deposit all of Army #1's cargo/);
    expect(k.s.pl[0 * PL_WORDS + PL_FREE_USED]).toBe(1);
    expect(k.s.armyActions[a]).toBe(1);
  });
});

describe('G14 actionPool=perArmy in whole games', () => {
  it('G14 random players finish perArmy games at N = 2 and 4 (seed korrem-perarmy, round cap 8)', () => {
    const config = korrem.configure(resolveParameters(korrem.parameters, { 'game.roundCap': 8, 'game.actionPool': 'perArmy' }));
    const ctx = createPlayContext(korrem, config, 'korrem-perarmy', Array.from({ length: 4 }, () => parseBotSpec('random')));
    const seatings = [['human', 'elves'], ['druid', 'talos', 'borean', 'draconis']];
    for (let i = 0; i < seatings.length; i++) {
      const g = playIndexedGame(ctx, seatings[i]!, i);
      expect(g.outcome.kind === 'win' || g.outcome.kind === 'timeout').toBe(true);
      expect(g.length).toBeLessThanOrEqual(8);
    }
  });
});
