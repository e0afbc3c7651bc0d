import { describe, expect, it } from 'vitest';
import { battleAt, content, side } from './battle-fixture.js';
import { OP_MOVE, battleActionA, battleActionB, battleActionOp, battleLegal } from '../src/battle/battle.js';
import { MAX_BATTLE_ACTIONS, MAX_W, type BattleState } from '../src/battle/battle-state.js';

const out = new Int32Array(MAX_BATTLE_ACTIONS);

function movesOf(b: BattleState, p: number): [number, number][] {
  const n = battleLegal(b, content, out);
  const cells: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const a = out[i] as number;
    if (battleActionOp(a) === OP_MOVE && battleActionA(a) === p) {
      const c = battleActionB(a);
      cells.push([c % MAX_W, Math.floor(c / MAX_W)]);
    }
  }
  return cells;
}

describe('battle movement (§2.5, G46, G21)', () => {
  it('G46 walking: one king-step to an empty cell, across the Frontline too', () => {
    // Defender Footman (4,4); attacker Squire (4,5) and Footman (3,5).
    const b = battleAt(side(['Footman']), side(['Squire', 'Footman'], {}, 10), [[4, 4], [4, 5], [3, 5]]);
    const m = movesOf(b, 1);
    expect(m.length).toBe(6); // 8 neighbours minus the two occupied
    for (const [x, y] of m) expect(Math.max(Math.abs(x - 4), Math.abs(y - 5))).toBe(1);
    expect(m).toContainEqual([5, 4]); // crossing the Frontline diagonally in the Engagement
    expect(m).not.toContainEqual([4, 4]);
  });

  it('G46 Flying and Teleport move to any empty cell', () => {
    const b = battleAt(side(['Footman']), side(['Djinn', 'Blinker'], {}, 10), [[4, 4], [4, 5], [5, 5]]);
    const cells = 9 * 10;
    expect(movesOf(b, 1).length).toBe(cells - 3);
    expect(movesOf(b, 2).length).toBe(cells - 3);
    expect(movesOf(b, 1)).toContainEqual([0, 0]);
  });

  it('CF-33 §2.5 G21 a run of 4 Add-ons blocks attacker walkers from rows behind it; 3 do not; Flying ignores it', () => {
    // Defender: Footman (0,2), 4 Walls in row 4 at x 2..5. Attacker: Squire already at (1,4), Djinn (8,5).
    const four = battleAt(side(['Footman'], { walls: 4 }), side(['Squire', 'Djinn'], {}, 10), [[0, 2], [2, 4], [3, 4], [4, 4], [5, 4], [1, 4], [8, 5]]);
    const walker = movesOf(four, 5);
    expect(walker.some(([, y]) => y < 4)).toBe(false);
    expect(walker).toContainEqual([0, 4]);
    expect(movesOf(four, 6).some(([, y]) => y < 4)).toBe(true);

    const three = battleAt(side(['Footman'], { walls: 3 }), side(['Squire', 'Djinn'], {}, 10), [[0, 2], [2, 4], [3, 4], [4, 4], [1, 4], [8, 5]]);
    expect(movesOf(three, 4)).toContainEqual([1, 3]);
  });
});
