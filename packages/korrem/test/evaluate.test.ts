// The position evaluation (evaluate.ts, weights data/eval-weights.ts) and what a greedy player does
// with it: scenario positions built with the testing kit, each checked against the rule it serves.
import { describe, expect, it } from 'vitest';
import { KORREM_EVAL_WEIGHTS } from '../src/evaluate.js';
import { KorremPosition, Rng, S, noDice } from '../src/testing/index.js';
import { TUNED_DOCUMENT } from '../src/content/tuned.js';

const VILLAGE_KIT = { Or: 2, Wd: 8, Gr: 4 }; // RB Fig. 2 (G7: every nation)

/** Human at home on 0,0; a line of Plains east of it (1,0 touches the Village, 2,0 is a legal site). */
function line(): KorremPosition {
  return new KorremPosition(['human', 'elves'])
    .tiles({ '0,0': 'Plains', '1,0': 'Plains', '2,0': 'Plains', '3,0': 'Plains', '0,3': 'Forest', '0,4': 'Forest', '1,3': 'Forest' })
    .village('0,0', 'human')
    .village('0,4', 'elves');
}

describe('the value of a position (korrem.evaluate)', () => {
  it('RB Victory Conditions: the winner by VP is worth 1, the others -1; a VP raises the value; a settlement is worth more than its kit', () => {
    const p = line().army('human', '0,0', ['Farmer']).army('elves', '0,4', ['Goblin Laborer']);
    const base = p.value('human');
    const elvesBase = p.value('elves');
    expect(base).toBeGreaterThan(-1);
    expect(base).toBeLessThan(1);
    p.vp('human', 3);
    expect(p.value('human')).toBeGreaterThan(base);
    expect(p.value('elves')).toBeLessThan(elvesBase);
    const kit = line().army('human', '2,0', ['Farmer'], { cargo: VILLAGE_KIT }).army('elves', '0,4', ['Goblin Laborer']);
    const built = line().village('2,0', 'human').army('human', '2,0', ['Farmer']).army('elves', '0,4', ['Goblin Laborer']);
    expect(built.value('human')).toBeGreaterThan(kit.value('human'));
    p.vp('human', 25);
    p.s.g[S.G_END] = S.END_VP;
    p.s.g[S.G_WINNER] = p.seat('human');
    expect(p.value('human')).toBe(1);
    expect(p.value('elves')).toBe(-1);
  });

  it('G75: at the round cap the most VP win (1, a shared win 1 for each); the timeout rule gives 0', () => {
    const p = line().army('human', '0,0', ['Farmer']).army('elves', '0,4', ['Goblin Laborer']).vp('human', 5).vp('elves', 2);
    p.s.g[S.G_END] = S.END_CAP;
    expect(p.value('human')).toBe(1);
    expect(p.value('elves')).toBe(-1);
    const t = new KorremPosition(['human', 'elves'], { set: { 'game.capRule': 'timeout' } }).tiles({ '0,0': 'Plains' }).village('0,0', 'human').vp('human', 5);
    t.s.g[S.G_END] = S.END_CAP;
    expect(t.value('human')).toBe(0);
  });

  it('every weight is sourced data (ours or the rulebook) and positive', () => {
    for (const [k, w] of Object.entries(KORREM_EVAL_WEIGHTS)) {
      expect(w.source.length, k).toBeGreaterThan(5);
      expect(w.value, k).toBeGreaterThan(0);
    }
    expect(KORREM_EVAL_WEIGHTS.rivalry.value).toBeLessThan(1);
  });
});

describe('what a greedy player does (core greedy on korrem.evaluate)', () => {
  it('§1.13: an army holding a Village kit on a legal site builds the Village', () => {
    const p = line().army('human', '2,0', ['Farmer'], { cargo: VILLAGE_KIT }).army('elves', '0,4', ['Goblin Laborer']).weather(5).commandPhase('human');
    expect(p.greedyChoice(new Rng('eval-build'))).toMatch(/^Build a Village with Army #1 at Plains 2,0/);
  });

  it('§1.13 (RB: Settlement Limitations): a kit on a hex touching a settlement walks towards the nearest legal site', () => {
    const p = line().army('human', '1,0', ['Farmer'], { cargo: VILLAGE_KIT }).army('elves', '0,4', ['Goblin Laborer']).weather(5).commandPhase('human');
    expect(p.options().some((o) => o.startsWith('Build a Village'))).toBe(false);
    expect(p.greedyChoice(new Rng('eval-walk'))).toBe('Move Army #1 from Plains 1,0 to Plains 2,0 (1 Action)');
  });

  it('§1.12: a Provider is worth more the nearer it stands to the land that yields what the next Village lacks (the Farmer to Plains for Grain)', () => {
    const farmerAt = (hex: string): KorremPosition =>
      new KorremPosition(['human', 'elves'])
        .tiles({ '0,0': 'Forest', '1,0': 'Forest', '2,0': 'Forest', '-1,0': 'Plains', '0,3': 'Forest' })
        .village('1,0', 'human')
        .village('0,3', 'elves')
        .army('human', hex, ['Farmer'])
        .army('elves', '0,3', ['Goblin Laborer']);
    expect(farmerAt('0,0').value('human')).toBeGreaterThan(farmerAt('2,0').value('human'));
    expect(farmerAt('-1,0').value('human')).toBeGreaterThan(farmerAt('0,0').value('human'));
  });

  it('§1.10, G18: cargo beyond the kit goes home to the bank (recruits and trades pay from it)', () => {
    const far = line().army('human', '3,0', ['Footman'], { cargo: { Fi: 12 } }).army('elves', '0,4', ['Goblin Laborer']);
    const near = line().army('human', '1,0', ['Footman'], { cargo: { Fi: 12 } }).army('elves', '0,4', ['Goblin Laborer']);
    expect(near.value('human')).toBeGreaterThan(far.value('human'));
  });
});

describe('trading (RB National Trade; G11; spec §6.6 reciprocity)', () => {
  /** Human is rich in Grain and short of Wood; the Elves the other way round. */
  function traders(): KorremPosition {
    return line()
      .army('human', '0,0', ['Farmer'])
      .army('elves', '0,4', ['Goblin Laborer'])
      .bank('human', { Gr: 12, Or: 2 })
      .bank('elves', { Wd: 12, Or: 2 })
      .weather(5)
      .commandPhase('human');
  }

  it('an offer counts only if the receiver would take it: a deal that helps both is worth making, a lopsided one is not', () => {
    const p = traders();
    const before = p.value('human');
    const good = traders();
    good.play('Offer seat 1 a National Trade: 4 Gr for 2 Wd', noDice());
    expect(good.value('human')).toBeGreaterThan(before);
    const greedy = traders();
    greedy.play('Offer seat 1 a National Trade: 1 Or for 2 Wd', noDice());
    // The Elves need their Ore for a Village: they would refuse, so the offer is worth nothing.
    expect(greedy.value('human')).toBeCloseTo(before, 12);
  });

  it('rivalry below 1: in a 2-player game the receiver accepts a deal that helps both sides', () => {
    const p = traders();
    p.play('Offer seat 1 a National Trade: 4 Gr for 2 Wd', noDice());
    expect(p.decider()).toBe('elves');
    expect(p.greedyChoice(new Rng('eval-accept'))).toMatch(/^Accept the trade/);
  });

  it('G11 trust mode: both sides deliver — reneging costs the reputation weight, more than any template is worth', () => {
    const p = traders();
    p.play('Offer seat 1 a National Trade: 4 Gr for 2 Wd', noDice()).play('Accept the trade', noDice());
    expect(p.prompt()).toBe('trade seal');
    expect(p.greedyChoice(new Rng('eval-seal-1'))).toBe('Deliver your part of the agreed trade (sealed)');
    p.play('Deliver', noDice());
    expect(p.greedyChoice(new Rng('eval-seal-2'))).toBe('Deliver your part of the agreed trade (sealed)');
    p.play('Deliver', noDice());
    expect(p.bankOf('elves', 'Gr')).toBe(4);
    expect(p.bankOf('human', 'Wd')).toBe(2);
  });

  it('G11, §6.6 tit for tat: a seat reneges on a partner that reneged on it first, and gains nothing by accepting its offers', () => {
    const p = traders();
    const human = p.seat('human');
    const elves = p.seat('elves');
    // The Elves reneged on Human before (Human's mask holds the Elves' bit).
    p.s.pl[human * S.PL_WORDS + S.PL_RENEGED_MASK] = 1 << elves;
    p.play('Offer seat 1 a National Trade: 4 Gr for 2 Wd', noDice()).play('Accept the trade', noDice());
    expect(p.greedyChoice(new Rng('eval-tft'))).toBe('Renege: keep your part of the agreed trade (sealed)');
    const offered = (): KorremPosition => {
      const q = line().army('human', '0,0', ['Farmer']).army('elves', '0,4', ['Goblin Laborer']).bank('human', { Wd: 12, Or: 2 }).bank('elves', { Gr: 12, Or: 2 }).weather(5).commandPhase('elves');
      q.s.pl[human * S.PL_WORDS + S.PL_RENEGED_MASK] = 1 << elves;
      return q.play('Offer seat 0 a National Trade: 4 Gr for 2 Wd', noDice());
    };
    const rejected = offered().play('Reject the trade', noDice());
    const accepted = offered().play('Accept the trade', noDice());
    // The cheater is expected to cheat again (its reputation with Human is spent): accepting brings nothing.
    expect(accepted.value('human')).toBeLessThanOrEqual(rejected.value('human') + 1e-12);
    const honest = line().army('human', '0,0', ['Farmer']).army('elves', '0,4', ['Goblin Laborer']).bank('human', { Wd: 12, Or: 2 }).bank('elves', { Gr: 12, Or: 2 }).weather(5).commandPhase('elves');
    const before = honest.value('human');
    honest.play('Offer seat 0 a National Trade: 4 Gr for 2 Wd', noDice()).play('Accept the trade', noDice());
    expect(honest.value('human')).toBeGreaterThan(before);
  });
});

describe('the tuned content under the evaluation (issue 23)', () => {
  it('G6 tuned: a Provider with the tuned yields gathers Wood on Forest although its printed yield is Grain on Plains', () => {
    const p = new KorremPosition(['human', 'elves'], { content: TUNED_DOCUMENT })
      .tiles({ '0,0': 'Forest', '1,0': 'Plains', '0,3': 'Forest' })
      .village('1,0', 'human')
      .village('0,3', 'elves')
      .army('human', '0,0', ['Farmer'])
      .army('elves', '0,3', ['Goblin Laborer'])
      .weather(5)
      .commandPhase('human');
    p.play('Gather resources in place', noDice());
    expect(p.armyAt('0,0')?.cargo).toEqual({ Wd: 1 });
  });
});
