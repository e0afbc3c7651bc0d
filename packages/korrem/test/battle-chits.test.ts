// CF-27 §2.8 damage chits, G73 amounts above 10; renderBattle shows each damaged piece's chits.
import { describe, expect, it } from 'vitest';
import { battleAt, content, side } from './battle-fixture.js';
import { damageChits } from '../src/battle/damage-chits.js';
import { renderBattle } from '../src/battle/battle.js';

const buf = new Int8Array(16);
const chits = (n: number): number[] => Array.from(buf.subarray(0, damageChits(n, buf)));

describe('damage chits (§2.8, CF-27, G73)', () => {
  it('CF-27 §2.8 the canonical chits for 1–10: 1, 2, 1+2, 4, 1+4, 2+4, 2+5, 4+4, 4+5, 10', () => {
    const expected = [[1], [2], [1, 2], [4], [1, 4], [2, 4], [2, 5], [4, 4], [4, 5], [10]];
    for (let n = 1; n <= 10; n++) expect(chits(n)).toEqual(expected[n - 1]);
    expect(chits(7)).toEqual([2, 5]);
    expect(chits(9)).toEqual([4, 5]);
    expect(chits(0)).toEqual([]);
  });

  it('G73 above 10: 10s plus the table entry (11 → 10+1, 20 → 10+10, 23 → 10+10+1+2); the chits always sum to the damage', () => {
    expect(chits(11)).toEqual([10, 1]);
    expect(chits(20)).toEqual([10, 10]);
    expect(chits(23)).toEqual([10, 10, 1, 2]);
    for (let n = 0; n <= 60; n++) expect(chits(n).reduce((s, v) => s + v, 0)).toBe(n);
  });

  it('§2.8 renderBattle shows a damaged piece\'s chits (7 damage → 2+5), none for an undamaged one', () => {
    const b = battleAt(side(['Teddy']), side(['White Wolf'], {}, 100), [[4, 4], [4, 5]]);
    b.damage[0] = 7;
    const text = renderBattle(b, content);
    expect(text).toContain('#0 Teddy (Defender) column 4, row 4 Health 2/9 chits 2+5');
    expect(text).toMatch(/#1 White Wolf \(Attacker\) column 4, row 5 Health 5\/5\n?/);
    expect(text).not.toMatch(/White Wolf[^\n]*chits/);
  });
});
