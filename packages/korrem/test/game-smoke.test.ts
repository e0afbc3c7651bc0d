// Whole games with random players at every player count (spec §6.7 termination; issue 22 done-when:
// random games end without errors). Short round caps keep it fast; the long study is in reports/.
import { describe, expect, it } from 'vitest';
import { createPlayContext, parseBotSpec, playIndexedGame, resolveParameters } from '@balance-lab/core';
import { korrem } from '../src/game.js';

const SEATINGS: readonly (readonly string[])[] = [
  ['human', 'elves'],
  ['borean', 'draconis', 'talos'],
  ['druid', 'human', 'elves', 'borean'],
  ['talos', 'druid', 'human', 'elves', 'borean'],
  ['human', 'elves', 'borean', 'draconis', 'talos', 'druid'],
];

describe('Heart of Korrem random games (spec §6.7 termination)', () => {
  it('random players finish games at N = 2…6 (seed korrem-smoke, round cap 12)', () => {
    const config = korrem.configure(resolveParameters(korrem.parameters, { 'game.roundCap': 12 }));
    const ctx = createPlayContext(korrem, config, 'korrem-smoke', Array.from({ length: 6 }, () => parseBotSpec('random')));
    for (let i = 0; i < SEATINGS.length; i++) {
      const g = playIndexedGame(ctx, SEATINGS[i]!, i);
      expect(g.outcome.kind === 'win' || g.outcome.kind === 'timeout').toBe(true);
      expect(g.length).toBeLessThanOrEqual(12);
    }
  });
});
