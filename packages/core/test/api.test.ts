import { describe, expect, it } from 'vitest';
import { diceRace } from '../src/reference-game/index.js';
import { playGame, simulate } from '../src/api.js';
import { makePlan } from '../src/plan.js';
import { runPlan } from '../src/runner.js';
import { canonicalTally } from '../src/tally.js';
import { SeatingPlan } from '../src/plan.js';

describe('library API', () => {
  it('simulate returns the summary the runner would give', async () => {
    const s = await simulate({ game: diceRace, games: 240, seed: 12, parameters: { 'race.length': 20 } });
    expect(s.totalGames).toBe(240);
    expect(s.parameters['race.length']).toBe(20);
    const plan = makePlan(diceRace, { games: 240, seed: 12, parameters: { 'race.length': 20 } });
    const r = await runPlan({ game: diceRace, gameRef: null, plan, workers: 0 });
    expect(s.tally).toEqual(canonicalTally(r.tally));
    expect(s.verdicts.factions).toHaveLength(4);
  });

  it('simulate with precision stops when every interval is narrow enough', async () => {
    const s = await simulate({ game: diceRace, precision: { halfWidth: 0.05, maxGames: 50_000 }, seed: 1 });
    expect(s.precision).toMatchObject({ target: 0.05, reached: true });
    expect(s.plan.games).toBe(s.totalGames);
  });

  it('playGame(game, seating, seed, index, bots) is game `index` of the run, with its decision log on request', async () => {
    const plan = makePlan(diceRace, { games: 10, seed: 'x' });
    const seating = new SeatingPlan(plan).seatingFor(7);
    const one = playGame(diceRace, seating, 'x', 7, ['random'], { log: true });
    expect(one.log).toHaveLength(one.decisions);
    expect(one.log![0]!.description).toMatch(/rolls|walks/);
    const again = playGame(diceRace, seating, 'x', 7);
    expect(again.outcome).toEqual(one.outcome);
    expect(again.log).toBeNull();
    // The same game inside a run: game 7's row has the same winner, reason and length.
    let row: { winners: readonly number[]; reason: string; length: number } | undefined;
    await runPlan({
      game: diceRace, gameRef: null, plan: { ...plan, games: 8 }, workers: 0, collectRows: true,
      onCommit: (_p, rows) => { row ??= rows?.find((r) => r.index === 7); },
    });
    expect(row).toMatchObject({ winners: one.outcome.winners, reason: one.outcome.reason, length: one.length });
  });
});
