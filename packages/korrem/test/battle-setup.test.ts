import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { content, params, rng, side } from './battle-fixture.js';
import {
  OP_END_SETUP,
  OP_FORMATION,
  OP_PLACE,
  battleActionA,
  battleActionB,
  battleActionOp,
  battleApply,
  battleLegal,
  createBattle,
  encodeBattleAction,
  startBattle,
} from '../src/battle/battle.js';
import { MAX_BATTLE_ACTIONS, MAX_W, MODE_PHASE, PK_CHAR, SETUP_CONNECTED, SETUP_EACH_TOUCHES, type BattleState } from '../src/battle/battle-state.js';
import { FORM_PHALANX, FORM_SCREEN, FORM_WALL, setupValid } from '../src/battle/setup.js';
import { putPiece } from '../src/battle/grid.js';

const out = new Int32Array(MAX_BATTLE_ACTIONS);

function legal(b: BattleState): number[] {
  return Array.from(out.subarray(0, battleLegal(b, content, out)));
}

function fresh(defNames: string[], attNames: string[], over: { walls?: number; towers?: number; gridW?: number; setupTouch?: number } = {}): BattleState {
  const b = createBattle();
  startBattle(
    b,
    content,
    params({ gridW: over.gridW ?? 9, setupTouch: over.setupTouch ?? SETUP_EACH_TOUCHES }),
    side(defNames, { walls: over.walls ?? 0, towers: over.towers ?? 0 }),
    side(attNames, {}, 100),
    {},
    rng(),
  );
  return b;
}

describe('battle setup (§2.3)', () => {
  it('§2.3 G81 connected: the defender sets up first; its first character must go in row 4 (touching the Frontline)', () => {
    const b = fresh(['Footman', 'Squire'], ['White Wolf'], { setupTouch: SETUP_CONNECTED });
    expect(b.activeSide).toBe(0);
    const places = legal(b).filter((a) => battleActionOp(a) === OP_PLACE);
    expect(places.length).toBe(2 * 9);
    for (const a of places) expect(Math.floor(battleActionB(a) / MAX_W)).toBe(4);
    expect(legal(b)).not.toContain(encodeBattleAction(OP_END_SETUP, 0, -1));
  });

  it('§2.3 G81 connected: later cards must touch an own card orthogonally; the attacker then starts in row 5', () => {
    const b = fresh(['Footman', 'Squire'], ['White Wolf', 'Squire'], { setupTouch: SETUP_CONNECTED });
    battleApply(b, content, encodeBattleAction(OP_PLACE, 0, 4 * MAX_W + 4), rng());
    expect(legal(b)).not.toContain(encodeBattleAction(OP_END_SETUP, 0, -1)); // not everything placed
    const cells = legal(b)
      .filter((a) => battleActionOp(a) === OP_PLACE && battleActionA(a) === 1)
      .map((a) => battleActionB(a))
      .sort((x, y) => x - y);
    expect(cells).toEqual([3 * MAX_W + 4, 4 * MAX_W + 3, 4 * MAX_W + 5]);
    battleApply(b, content, encodeBattleAction(OP_PLACE, 1, 3 * MAX_W + 4), rng());
    expect(setupValid(b, 0)).toBe(true);
    expect(legal(b)).toContain(encodeBattleAction(OP_END_SETUP, 0, -1));
    battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), rng());
    expect(b.activeSide).toBe(1);
    for (const a of legal(b).filter((x) => battleActionOp(x) === OP_PLACE)) expect(Math.floor(battleActionB(a) / MAX_W)).toBe(5);
  });

  it('§2.3 G81 connected with Walls: the first character touches the Walls; the last one goes in row 4 when no character stands there', () => {
    const b = fresh(['Footman', 'Squire'], ['White Wolf'], { setupTouch: SETUP_CONNECTED, walls: 2 }); // Walls at columns 4 and 3, row 4
    const first = legal(b).filter((a) => battleActionOp(a) === OP_PLACE && battleActionA(a) === 0).map((a) => battleActionB(a)).sort((x, y) => x - y);
    expect(first).toEqual([3 * MAX_W + 3, 3 * MAX_W + 4, 4 * MAX_W + 2, 4 * MAX_W + 5]);
    battleApply(b, content, encodeBattleAction(OP_PLACE, 0, 3 * MAX_W + 3), rng()); // behind a Wall
    const last = legal(b).filter((a) => battleActionOp(a) === OP_PLACE).map((a) => battleActionB(a)).sort((x, y) => x - y);
    expect(last).toEqual([4 * MAX_W + 2, 4 * MAX_W + 5]); // row 3 cells touching would leave no character on the Frontline
  });

  it('§2.3 G81 eachTouches: with two cards the first may stand in row 4, or in row 3 (the second then goes in front of it), never deeper', () => {
    const b = fresh(['Footman', 'Squire'], ['White Wolf']);
    const rows = legal(b).filter((a) => battleActionOp(a) === OP_PLACE && battleActionA(a) === 0).map((a) => Math.floor(battleActionB(a) / MAX_W));
    expect(rows.length).toBe(18);
    expect(new Set(rows)).toEqual(new Set([3, 4]));
    battleApply(b, content, encodeBattleAction(OP_PLACE, 0, 3 * MAX_W + 6), rng());
    const second = legal(b).filter((a) => battleActionOp(a) === OP_PLACE).map((a) => battleActionB(a));
    expect(second).toEqual([4 * MAX_W + 6]); // the only cell that both reaches the Frontline and touches it
  });

  it('§2.3 G81 eachTouches: two separate touching pairs are built through the decisions; End setup only once the layout is valid', () => {
    const b = fresh(['Footman', 'Squire', 'Golem', 'Apprentice'], ['White Wolf']);
    const end = encodeBattleAction(OP_END_SETUP, 0, -1);
    battleApply(b, content, encodeBattleAction(OP_PLACE, 0, 4 * MAX_W + 1), rng());
    expect(legal(b)).toContain(encodeBattleAction(OP_PLACE, 2, 4 * MAX_W + 6)); // a second, separate group may start
    battleApply(b, content, encodeBattleAction(OP_PLACE, 2, 4 * MAX_W + 6), rng());
    // Two lone cards and two cards left: each new card must now mend one of them.
    const cells = legal(b).filter((a) => battleActionOp(a) === OP_PLACE && battleActionA(a) === 1).map((a) => battleActionB(a)).sort((x, y) => x - y);
    expect(cells).toEqual([3 * MAX_W + 1, 3 * MAX_W + 6, 4 * MAX_W + 0, 4 * MAX_W + 2, 4 * MAX_W + 5, 4 * MAX_W + 7]);
    battleApply(b, content, encodeBattleAction(OP_PLACE, 1, 4 * MAX_W + 2), rng());
    expect(legal(b)).not.toContain(end);
    battleApply(b, content, encodeBattleAction(OP_PLACE, 3, 3 * MAX_W + 6), rng());
    expect(setupValid(b, 0)).toBe(true);
    expect(legal(b)).toContain(end);
    battleApply(b, content, end, rng());
    expect(b.activeSide).toBe(1);
  });

  it('G81 property: any sequence of offered setup decisions ends in a valid layout, in both touching modes (no dead end)', () => {
    const names = ['Footman', 'Squire', 'Golem', 'Apprentice', 'Cleric', 'Teddy'];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom(SETUP_EACH_TOUCHES, SETUP_CONNECTED),
        fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
        (count, walls, mode, picks) => {
          const army = Array.from({ length: count }, (_, i) => names[i % names.length] as string);
          const b = fresh(army, army, { walls, setupTouch: mode });
          let i = 0;
          for (const s of [0, 1]) {
            while (b.activeSide === s && b.mode !== MODE_PHASE) {
              const opts = legal(b).filter((a) => battleActionOp(a) !== OP_FORMATION);
              expect(opts.length).toBeGreaterThan(0);
              const a = opts[(picks[i++ % picks.length] as number) % opts.length] as number;
              if (battleActionOp(a) === OP_END_SETUP) expect(setupValid(b, s)).toBe(true);
              battleApply(b, content, a, rng());
            }
          }
          expect(b.mode).toBe(MODE_PHASE);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('G81 touching rule: two separate touching pairs pass eachTouches but fail connected; a lone card fails both', () => {
    for (const [mode, expected] of [[SETUP_EACH_TOUCHES, true], [SETUP_CONNECTED, false]] as const) {
      const b = fresh(['Footman', 'Squire', 'Golem', 'Apprentice'], ['White Wolf'], { setupTouch: mode });
      putPiece(b, 0, 1, 4);
      putPiece(b, 1, 2, 4);
      putPiece(b, 2, 6, 4);
      putPiece(b, 3, 6, 3);
      expect(setupValid(b, 0)).toBe(expected);
    }
    const b = fresh(['Footman', 'Squire', 'Golem'], ['White Wolf']);
    putPiece(b, 0, 1, 4);
    putPiece(b, 1, 2, 4);
    putPiece(b, 2, 6, 4);
    expect(setupValid(b, 0)).toBe(false);
    const c = fresh(['Footman', 'Squire'], ['White Wolf']);
    putPiece(c, 0, 1, 3);
    putPiece(c, 1, 2, 3);
    expect(setupValid(c, 0)).toBe(false); // nobody in row 4
  });

  it('G21 Walls and Towers stand in row 4, centred and contiguous', () => {
    const b = fresh(['Footman'], ['White Wolf'], { walls: 3, towers: 1 });
    const xs: number[] = [];
    for (let p = 0; p < b.pieceCount; p++) {
      if (b.kind[p] === PK_CHAR) continue;
      expect(b.placed[p]).toBe(1);
      expect(b.y[p]).toBe(4);
      xs.push(b.x[p] as number);
    }
    expect(xs.sort()).toEqual([2, 3, 4, 5]);
  });

  it('§2.3/G13 the grid widens for many Add-ons (15 Walls + 10 Towers → 26 columns) and grows rows for a big army', () => {
    const b = fresh(['Footman'], ['White Wolf'], { walls: 15, towers: 10 });
    expect(b.gridW).toBe(26);
    const names = Array.from({ length: 50 }, () => 'Squire');
    const big = fresh(['Footman'], names);
    expect(big.gridD).toBe(6); // 9 × 6 = 54 ≥ 50
    expect(big.gridW).toBe(9);
  });

  for (const macro of [FORM_WALL, FORM_PHALANX, FORM_SCREEN]) {
    it(`§6.5 formation macro ${['wall', 'phalanx', 'screen'][macro]} gives a valid setup in both touching modes, with Add-ons`, () => {
      for (const mode of [SETUP_EACH_TOUCHES, SETUP_CONNECTED]) {
        const b = fresh(['Footman', 'Squire', 'Golem', 'Apprentice', 'Cleric'], ['White Wolf', 'Teddy', 'Djinn'], { walls: 4, setupTouch: mode });
        battleApply(b, content, encodeBattleAction(OP_FORMATION, macro, -1), rng());
        expect(setupValid(b, 0)).toBe(true);
        battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), rng());
        battleApply(b, content, encodeBattleAction(OP_FORMATION, macro, -1), rng());
        expect(setupValid(b, 1)).toBe(true);
        battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), rng());
        expect(b.mode).toBe(MODE_PHASE);
        expect(b.activeSide).toBe(1); // the attacker's Engagement
      }
    });
  }

  it('§6.5 screen puts only the highest D+H character in the front row', () => {
    const b = fresh(['Apprentice', 'Teddy', 'Squire'], ['White Wolf']);
    battleApply(b, content, encodeBattleAction(OP_FORMATION, FORM_SCREEN, -1), rng());
    expect(b.y[1]).toBe(4); // Teddy D2+H9
    expect(b.y[0]).toBe(3);
    expect(b.y[2]).toBe(3);
  });
});
