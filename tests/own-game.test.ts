// Dice Duel, the game of the guide docs/balance-your-own-game.md (examples/own-game/):
// a study of random bots run from the API must find the win rates that walking the
// whole game tree gives (examples/own-game/exact.mjs). The games run in the built
// packages' worker threads, which import game.mjs by its URL as a designer's study does.
//
// Tolerance: every observed rate's 99.9% Wilson interval must hold its exact value.
// The seed is fixed, so the test is deterministic; the checks at the end show the same
// intervals reject values 3 points off, and the values of the rules without the Knight's
// armour (a plausible slip in a hand count), so a wrong model would fail here.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveParameters, Rng, simulate, wilson, type AnyGame, type Interval, type Summary } from '@balance-lab/core';
import { checkConformance } from '@balance-lab/core/testing';
import { cli, ROOT } from './cli-helpers.js';

interface ExactSeating {
  seating: string[];
  games: number;
  win: number[];
  draw: number;
  loss: number;
  timeout: number;
  firstMoverWins: number;
}
interface Exact {
  games: number;
  seatings: ExactSeating[];
  factions: Record<string, number>;
  firstMoverWins: number;
  draw: number;
  positions: number;
}

// Imported by URL, as a worker does (the example is plain JavaScript, without type declarations).
const GAME_URL = new URL('../examples/own-game/game.mjs', import.meta.url).href;
const EXACT_URL = new URL('../examples/own-game/exact.mjs', import.meta.url).href;
const { duel } = (await import(GAME_URL)) as { duel: AnyGame };
const { exactRandomPlay } = (await import(EXACT_URL)) as {
  exactRandomPlay: (game: AnyGame, opts?: { games?: number; parameters?: Record<string, unknown> }) => Exact;
};

/** Two-sided 99.9% normal quantile. */
const Z999 = 3.2905267314919255;
const GAMES = 40_000;
const SEED = 'own-game';

const within = (ci: Interval, p: number): boolean => ci.low <= p && p <= ci.high;

function study(workers: number, bots: string[] = ['random'], games = GAMES): Promise<Summary> {
  return simulate({ game: duel, gameRef: { moduleUrl: GAME_URL, exportName: 'duel' }, workers, games, seed: SEED, bots });
}

// The random study in 2 workers, played once for the API and the command tests.
let randomStudy: Promise<Summary> | null = null;
const randomStudyIn2Workers = (): Promise<Summary> => (randomStudy ??= study(2));

describe('Dice Duel (the guide’s own game)', () => {
  it('keeps the game contract (conformance suite), and outcome returns a shared object', () => {
    const report = checkConformance(duel, { seed: 'guide', games: 300 });
    expect(report.seatingsCovered).toEqual(['knight,raider', 'raider,knight']);
    const rules = new Rng('outcome');
    const state: unknown = duel.setup(duel.configure(resolveParameters(duel.parameters, {})), ['knight', 'raider'], rules);
    const buffer = new Int32Array(duel.maxActions);
    while (duel.outcome(state) === null) duel.apply(state, buffer[rules.int(duel.legalActions(state, buffer))] as number, rules);
    expect(duel.outcome(state)).toBe(duel.outcome(state));
  });

  it('exact.mjs agrees with a count by hand on a one-turn duel', () => {
    // 1 HP each, no armour, one turn: whoever wins initiative wins unless its first roll
    // fumbles (then the bell rings level). The raider (d6 + 1) moves first in 21 of the
    // 36 initiative rolls, the knight in 10 plus the 5 ties.
    const exact = exactRandomPlay(duel, { games: 2, parameters: { 'knight.hp': 1, 'raider.hp': 1, 'knight.armour': 0, 'duel.maxTurns': 1 } });
    const knight = (15 / 36) * (5 / 6);
    const raider = (21 / 36) * (6 / 8);
    expect(exact.factions.knight).toBeCloseTo(knight, 14);
    expect(exact.factions.raider).toBeCloseTo(raider, 14);
    expect(exact.draw).toBeCloseTo(1 - knight - raider, 14);
  });

  it(`a ${GAMES}-game random study in 2 workers finds the exact rates, and equals the same study in this thread`, async () => {
    const exact = exactRandomPlay(duel, { games: GAMES });
    const summary = await randomStudyIn2Workers();
    expect(summary.totalGames).toBe(GAMES);
    expect(summary.workers).toBe(2);

    for (const f of summary.factions) {
      const ci = wilson(f.wins, f.games, Z999);
      expect(within(ci, exact.factions[f.faction]!), `${f.faction}: ${f.wins}/${f.games} vs exact ${exact.factions[f.faction]}`).toBe(true);
    }
    for (const m of summary.matchups) {
      const truth = exact.seatings.find((s) => s.seating.join() === m.seats.join())!;
      expect(m.games).toBe(truth.games);
      m.seats.forEach((_, seat) => {
        expect(within(wilson(m.wins[seat]!, m.games, Z999), truth.win[seat]!), `${m.seats.join()} seat ${seat}`).toBe(true);
      });
      expect(within(wilson(m.draws, m.games, Z999), truth.draw), `${m.seats.join()} draws`).toBe(true);
      expect(m.losses + m.timeouts).toBe(0);
    }
    // turns.csv: the rules (the initiative roll), not the seat, decide who moves first.
    const first = summary.turns.find((t) => t.position === 0)!;
    expect(within(wilson(first.wins, first.games, Z999), exact.firstMoverWins), `moved first: ${first.wins}/${first.games}`).toBe(true);

    // The same intervals reject a value 3 points off, and the rules without the knight's armour.
    const noArmour = exactRandomPlay(duel, { games: GAMES, parameters: { 'knight.armour': 0 } });
    for (const f of summary.factions) {
      const ci = wilson(f.wins, f.games, Z999);
      const p = exact.factions[f.faction]!;
      expect(within(ci, p + 0.03) || within(ci, p - 0.03)).toBe(false);
      expect(within(ci, noArmour.factions[f.faction]!), `${f.faction} without armour ${noArmour.factions[f.faction]}`).toBe(false);
    }

    // Game i depends on (seed, i) only: the same study in this thread gives the same tally.
    const inline = await study(0);
    expect(inline.tally).toEqual(summary.tally);
    expect(inline.factions).toEqual(summary.factions);
  });

  it('the balance-lab command plays the module by its path and gets the API study’s result', async () => {
    const r = cli(['simulate', './examples/own-game/game.mjs#duel', '--games', String(GAMES), '--seed', SEED, '--json', '--quiet']);
    expect(r.status, r.stderr).toBe(0);
    const summary = JSON.parse(r.stdout) as Summary;
    expect(summary.game).toBe('dice-duel');
    expect(summary.tally).toEqual((await randomStudyIn2Workers()).tally);
  });

  it('greedy beats random with the evaluation, and greedy and mcts run in workers', async () => {
    const mixed = await study(0, ['greedy', 'random'], 400);
    const seat0 = mixed.seats.find((s) => s.seat === 0)!;
    expect(seat0.ciLow, `greedy in seat 0 won ${seat0.wins}/${seat0.games}`).toBeGreaterThan(0.5);
    for (const bots of [['greedy'], ['mcts:50'], ['mcts:30:greedy:pw=1']]) {
      const s = await study(2, bots, 60);
      expect(s.totalGames).toBe(60);
      expect(s.complete).toBe(true);
      expect(s.errors).toBe(0);
    }
  });

  it('without evaluate, mcts still plays (random rollouts to the end) and greedy is bad input', async () => {
    const plain: AnyGame = { ...duel, evaluate: undefined };
    const s = await simulate({ game: plain, workers: 0, games: 40, seed: SEED, bots: ['mcts:40'] });
    expect(s.totalGames).toBe(40);
    await expect(simulate({ game: plain, workers: 0, games: 40, seed: SEED, bots: ['greedy'] })).rejects.toThrow(/needs a position evaluation/);
  });

  it('study.mjs runs as a designer runs it and prints each faction with its interval and the exact value', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'examples/own-game/study.mjs'), '2000'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Dice Duel \(guide example\): 2000 games, random bots, 2 workers/);
    for (const f of ['knight', 'raider']) expect(r.stdout).toMatch(new RegExp(`^${f} +\\d+\\.\\d%  \\[\\d+\\.\\d, \\d+\\.\\d\\]  exact \\d+\\.\\d%$`, 'm'));
  });
});
