// tune on Dice Duel (examples/own-game): knight.hp 4..20 under random play. The exact
// win rates by enumeration (examples/own-game/exact.mjs) put the balanced value at 12
// (objective 0.66 points; 11: 4.33, 13: 2.95), so the test knows the answer exactly.
import { describe, expect, it } from 'vitest';
import { runTune, searchScope, tuneCsv, type TuneResult } from '../src/index.js';
// @ts-expect-error plain JavaScript example module
import { duel } from '../../../examples/own-game/game.mjs';
// @ts-expect-error plain JavaScript example module
import { exactRandomPlay } from '../../../examples/own-game/exact.mjs';

const GAME_URL = new URL('../../../examples/own-game/game.mjs', import.meta.url).href;
const RANGE = { key: 'knight.hp', lo: '4', hi: '20' };
const SEED = 'tune-test';
const BUDGET = 24_000;
const BLOCK = 200;
/** Found value within one hp of the exact optimum. */
const TOLERANCE = 1;

function exactBalanced(): { value: number; objective: Map<number, number> } {
  const objective = new Map<number, number>();
  for (let hp = 4; hp <= 20; hp++) {
    const e = exactRandomPlay(duel, { games: 1000, parameters: { 'knight.hp': hp } }) as { factions: Record<string, number> };
    objective.set(hp, Math.max(...Object.values(e.factions).map((p) => Math.abs(p - 0.5))));
  }
  const value = [...objective].reduce((a, b) => (b[1] < a[1] ? b : a))[0];
  return { value, objective };
}

let cached: TuneResult | null = null;
async function tuned(workers = 0): Promise<TuneResult> {
  const r = await runTune({ game: duel, gameRef: { moduleUrl: GAME_URL, exportName: 'duel' }, plan: { seed: SEED }, ranges: [RANGE], budget: BUDGET, block: BLOCK, workers });
  if (workers === 0) cached = r;
  return r;
}

describe('tune', () => {
  it('finds the exactly balanced knight.hp with fewer games than the whole grid', async () => {
    const exact = exactBalanced();
    expect(exact.value).toBe(12);
    const r = await tuned();
    const found = r.candidates.find((c) => c.label === r.winner)!.settings['knight.hp'] as number;
    console.log(`found ${found} (exact ${exact.value}, tolerance ±${TOLERANCE}); search games ${r.searchGames}, whole grid at the winner's precision ${r.fullGridGames}; rounds ${r.rounds.length}`);
    console.log(r.rounds.map((x) => `${x.round}: ${x.candidates.length} best ${x.best} dropped ${x.dropped.length}`).join('\n'));
    expect(Math.abs(found - exact.value)).toBeLessThanOrEqual(TOLERANCE);
    expect(r.mode).toBe('race');
    expect(r.gridSize).toBe(17);
    expect(r.searchGames).toBeLessThanOrEqual(BUDGET);
    expect(r.searchGames).toBeLessThan(r.fullGridGames);
    expect(searchScope(r)).toBe('the whole grid of 17 candidates raced');
  });
});

describe('tune racing and determinism', () => {
  it('drops a clearly bad candidate in the first round', async () => {
    const r = cached ?? (await tuned());
    const hp4 = r.candidates.find((c) => c.label === 'knight.hp=4')!;
    expect(hp4.status).toBe('dropped');
    expect(hp4.droppedIn).toBe(1);
    expect(hp4.games).toBe(BLOCK);
    expect(tuneCsv(r).split('\n')[0]).toContain('objective_low');
  });

  const small = (workers: number) =>
    runTune({ game: duel, gameRef: { moduleUrl: GAME_URL, exportName: 'duel' }, plan: { seed: 'w' }, ranges: [{ key: 'knight.hp', lo: '10', hi: '14' }, { key: 'raider.hp', lo: '10', hi: '14', step: '2' }], budget: 1200, block: 50, workers });
  const strip = (r: TuneResult) => JSON.stringify({ ...r, wallSeconds: 0 });

  it('gives the same result on 0 and 2 workers', async () => {
    const [a, b] = [await small(0), await small(2)];
    expect(a.mode).toBe('evolve');
    // The report says how many of the grid's candidates the proposals reached, not the grid's size alone.
    expect(a.candidates.length).toBeLessThan(a.gridSize);
    expect(searchScope(a)).toBe(`${a.candidates.length} of the grid's 15 candidates played, proposed by the evolutionary step`);
    expect(strip(b)).toBe(strip(a));
    // The confirmation plays indices no round used.
    expect(a.confirmation.start).toBe(a.rounds.at(-1)!.end);
  });
});

describe('tune and the game\'s own checks', () => {
  // Dice Duel refuses a fumble at or above its die (each value in range, not together).
  const fumbleGrid = (budget: number, ranges = [{ key: 'knight.die', lo: '2', hi: '4' }, { key: 'knight.fumble', lo: '1', hi: '3' }]) =>
    runTune({ game: duel, gameRef: null, plan: { seed: 'refuse' }, ranges, budget, block: 50, workers: 0 });
  const playable = (c: { settings: Readonly<Record<string, unknown>> }) => (c.settings['knight.fumble'] as number) < (c.settings['knight.die'] as number);

  it('records a variant the game refuses, with its reason, never plays it, and races the rest (whole grid)', async () => {
    const r = await fumbleGrid(2_000);
    expect(r.mode).toBe('race');
    expect(r.refused.map((x) => x.label).sort()).toEqual(['knight.die=2, knight.fumble=2', 'knight.die=2, knight.fumble=3', 'knight.die=3, knight.fumble=3']);
    expect(r.refused[0]!.reason).toMatch(/^knight\.fumble=\d fumbles every face of the d\d: it must be below knight\.die$/);
    expect(r.candidates.every(playable)).toBe(true);
    expect(r.rounds[0]!.candidates).toHaveLength(6);
    expect(r.fullGridGames).toBe(6 * r.candidates.find((c) => c.label === r.winner)!.games);
    expect(searchScope(r)).toBe("the whole grid of 9 candidates raced (3 refused by the game's own checks, never played)");
  });

  it('goes on past refused proposals in the evolutionary step', async () => {
    const r = await fumbleGrid(3_000, [{ key: 'knight.die', lo: '2', hi: '8' }, { key: 'knight.fumble', lo: '1', hi: '7' }]);
    expect(r.mode).toBe('evolve');
    expect(r.refused.length).toBeGreaterThan(0);
    expect(r.refused.every((x) => !playable(x))).toBe(true);
    expect(r.candidates.every(playable)).toBe(true);
    expect(r.rounds.length).toBeGreaterThan(1);
  });

  it('refuses a tune with nothing the game accepts to race, naming the first reason', async () => {
    await expect(fumbleGrid(2_000, [{ key: 'knight.die', lo: '2', hi: '2' }, { key: 'knight.fumble', lo: '5', hi: '7' }])).rejects.toThrow(
      /^tune has no variant that dice-duel accepts to race: 3 refused, first knight\.die=2, knight\.fumble=5: knight\.fumble=5 fumbles every face of the d2/,
    );
  });
});
