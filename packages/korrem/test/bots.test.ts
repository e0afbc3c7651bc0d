// Greedy on the evaluation against random players, whole games through the core's game loop (the
// statistical version is reports/korrem/greedy and the done-when of issue 23; this is its smoke test).
import { describe, expect, it } from 'vitest';
import { createPlayContext, parseBotSpec, playIndexedGame, resolveParameters } from '@balance-lab/core';
import { korrem } from '../src/game.js';
import { REASON_VP } from '../src/game.js';

function play(players: number, bots: string[], seed: string, games: number): { winners: number[][]; reasons: string[]; lengths: number[] } {
  const config = korrem.configure(resolveParameters(korrem.parameters, {}));
  const ctx = createPlayContext(korrem, config, seed, bots.map(parseBotSpec));
  const ids = korrem.factions.map((f) => f.id);
  const out = { winners: [] as number[][], reasons: [] as string[], lengths: [] as number[] };
  for (let i = 0; i < games; i++) {
    const seating = Array.from({ length: players }, (_, k) => ids[(i + k) % ids.length]!);
    const g = playIndexedGame(ctx, seating, i);
    out.winners.push([...g.outcome.winners]);
    out.reasons.push(g.outcome.reason);
    out.lengths.push(g.length);
  }
  return out;
}

describe('greedy on korrem.evaluate (tuned content, the default)', () => {
  it('RB Victory Conditions: a greedy player beats a random one, every nation taking the greedy seat once (seed korrem-bots-1)', () => {
    const r = play(2, ['greedy', 'random'], 'korrem-bots-1', 6);
    expect(r.winners).toEqual([[0], [0], [0], [0], [0], [0]]);
    expect(r.reasons.every((x) => x === REASON_VP)).toBe(true);
  });

  it('games between greedy players end by VP well before the round cap (seed korrem-bots-2, 4 players)', () => {
    const r = play(4, ['greedy'], 'korrem-bots-2', 2);
    expect(r.reasons).toEqual([REASON_VP, REASON_VP]);
    for (const n of r.lengths) expect(n).toBeLessThan(60);
  });
});
