// The spec's checkable facts (§4) not reproduced under their ★/◇ example marks elsewhere: each
// built on a position and named with its CF id and rulebook lines. (The others: attack.test.ts
// CF-11…16, basic-actions.test.ts CF-01/03/44, turn.test.ts CF-04…10/29, objectives.test.ts
// CF-24…28/32/45, catalogue.test.ts CF-21…23, setup.test.ts P1–P4, and the card and Legend files.)
import { describe, expect, it } from 'vitest';
import { Rng } from '@balance-lab/core';
import { HarrowPosition, noDice, S, testConfig } from '@balance-lab/harrow/testing';
import { setupHarrowGame } from '../src/game.js';
import { refreshBonusTiles } from '../src/turn.js';

const F = (fac: number, field: number): number => fac * S.F_WORDS + field;
const tree = (script: string) => ({ values: { 'tree.mode': 'scripted', 'tree.script': script } });

describe('CF-17 (L559-566, L1574-1580): a kill costs 1 cube on the Brambles, 2 elsewhere', () => {
  for (const [where, cost] of [['0,0', 1], ['1,0', 2]] as const) {
    it(`defending hex ${where === '0,0' ? 'the Brambles' : 'off the Brambles'}: the hit costs ${cost}`, () => {
      const p = new HarrowPosition('protectors', 'family', tree('red=3,blue=0'))
        .haints('protectors', '-1,0', 2).legend('protectors', '-3,0').haints('family', where, 1).legend('family', '3,0').cubes('protectors', 3).turn('protectors');
      p.play('break the Attack Mason Jar', noDice()).play('no free Basic Action', noDice());
      p.play(`against the Units on hex ${where}`, noDice());
      const before = p.battleground('protectors');
      p.play('Attack: discard cubes and hit', noDice());
      expect(before - p.battleground('protectors')).toBe(cost);
      expect(p.haintsOn('family', where)).toBe(0);
    });
  }
});

describe('CF-19 (L522-530, L2635): Emmy\'s red cubes', () => {
  it('a red-cube hex chosen as the defending hex sends its cube to the Protector Battleground at once', () => {
    const p = new HarrowPosition('family', 'protectors', tree('blue=0,red=0'))
      .haints('family', '-1,0', 2).legend('family', '-3,1').haints('protectors', '1,0', 1).legend('protectors', '3,0').legendIs('protectors', 'emmy').cubes('family', 2).turn('family');
    p.s.redCube[p.at('1,0')] = 1;
    p.s.poss[S.FAC_P * S.COLOURS + S.FACTION_COLOUR[S.FAC_P]!]! -= 1;
    p.play('break the Attack Mason Jar', noDice()).play('no free Basic Action', noDice());
    p.play('against the Units on hex 1,0', noDice());
    expect(p.s.redCube[p.at('1,0')]).toBe(0);
    // The cube went in with the Protector Battleground: with a scripted Tree it is retained or returned, never left on the hex.
    expect(p.invariants()).toEqual([]);
  });
});

describe('CF-31 (L1181-1190): the Bonus tiles at setup', () => {
  it('4 face-up tiles in the slots, exactly one First-Player holder, a face-down pile of 5 (over many shuffles)', () => {
    const config = testConfig();
    for (let k = 0; k < 40; k++) {
      const s = setupHarrowGame(config, ['protectors', 'family'], new Rng(`cf31-${k}`));
      expect(s.g[S.G_BONUS_SLOTS]).toBe(4);
      for (let slot = 0; slot < 4; slot++) expect(s.bonusSlotLen[slot]).toBe(1);
      expect(s.g[S.G_BONUS_PILE_LEN]).toBe(5);
      expect([0, 1]).toContain(s.g[S.G_FP_SEAT]);
      const all = new Set<number>();
      for (let slot = 0; slot < 4; slot++) all.add(s.bonusSlot[slot * S.BONUS_CAP]!);
      for (let i = 0; i < 5; i++) all.add(s.bonusPile[i]!);
      expect(all.size).toBe(9);
    }
  });
});

describe('CF-46 (L1943, R-BON-2): the refresh', () => {
  it('a slot whose tile was not taken this Round holds 2 tiles after the refresh, and the next player to choose that jar may use both', () => {
    const p = new HarrowPosition('protectors', 'family').legend('protectors', '-3,0').bonusTile(0, 'STRENGTHEN').bonusTile(1, 'Wild').bonusTile(2, 'SPAWN').bonusTile(3, 'ADVANCE');
    p.s.bonusSlot[1 * S.BONUS_CAP] = p.s.bonusSlot[1 * S.BONUS_CAP]! | S.BONUS_FACE_DOWN; // Wild used; the other three not
    for (let i = 0; i < 5; i++) p.s.bonusPile[i] = [0, 4, 6, 7, 8][i]!;
    p.s.g[S.G_BONUS_PILE_LEN] = 5;
    p.s.g[S.G_BONUS_SLOTS] = 4;
    refreshBonusTiles(p.s, new Rng('cf46'));
    expect([...p.s.bonusSlotLen.subarray(0, 4)]).toEqual([2, 1, 2, 2]);
    expect(p.s.g[S.G_BONUS_DISCARD_LEN]).toBe(1);
    p.turn('protectors').play('break the Abilities Mason Jar', noDice());
    const tiles = p.options().filter((o) => o.startsWith('activate the Bonus tile'));
    expect(tiles).toHaveLength(2);
  });
});

describe('CF-33 (L1721-1730): Sound & Fury', () => {
  it('the drawn STRENGTHEN token goes to the box; the Sound & Fury token gives 2 STRENGTHEN this turn', () => {
    // Played through the Abilities jar in family-upgrades.test.ts (U9); here the numbers of the example.
    const p = new HarrowPosition('family', 'protectors').legend('family', '-3,0').hand('family', 'Sound & Fury');
    const box = p.s.g[S.G_BOX_TOKEN + S.TK_STR]!;
    p.s.bag.fill(0);
    p.s.bag[S.TK_STR] = 4;
    p.turn('family').play('break the Abilities Mason Jar', noDice());
    while (p.prompt() === S.PR_FAMILY_PUTBACK) p.apply(p.legal()[0]!, noDice());
    p.play('play the Upgrade card Sound & Fury', noDice());
    expect(p.s.g[S.G_BOX_TOKEN + S.TK_STR]).toBe(box + 1);
    const bg = p.battleground('family');
    while (p.prompt() === S.PR_PICK || p.prompt() === S.PR_WINDOW) p.apply(p.legal()[0]!, noDice());
    expect(p.battleground('family')).toBeGreaterThanOrEqual(bg + 2);
    expect(p.s.f[F(S.FAC_F, S.F_UPGRADES_USED)]).not.toBe(0);
  });
});
