// A fingerprint of play: every legal-action list (content and order) and every chosen action
// of fixed random-bot and greedy games, folded into one hash. Speed work on the move
// generators must leave it unchanged. A rules or data change that changes play changes it on
// purpose: update the expected value in the same commit and say why.
import { describe, expect, it } from 'vitest';
import { createPlayContext, defaultValues, makePlan, parseBotSpec, playIndexedGame, SeatingPlan } from '@balance-lab/core';
import { darkleaf } from '../src/index.js';
import type { DarkleafState } from '../src/state.js';

/** FNV-1a over 16-bit halves of every list length, listed action, chosen action, game length and winner. */
function fingerprint(bot: string, games: number): { hash: string; decisions: number } {
  const plan = makePlan(darkleaf, { games, seed: 'golden', bots: [bot] });
  const config = darkleaf.configure(defaultValues(darkleaf.parameters));
  const ctx = createPlayContext(darkleaf, config, plan.seed, plan.bots.map(parseBotSpec));
  const seating = new SeatingPlan(plan);
  const buf = new Int32Array(darkleaf.maxActions);
  let h = 0x811c9dc5 >>> 0;
  const mix = (x: number): void => {
    h = Math.imul(h ^ (x & 0xffff), 16777619) >>> 0;
    h = Math.imul(h ^ (x >>> 16), 16777619) >>> 0;
  };
  let decisions = 0;
  for (let i = 0; i < games; i++) {
    const r = playIndexedGame(ctx, seating.seatingFor(i), i, ({ action }, after) => {
      mix(action);
      const s = after as DarkleafState;
      if (darkleaf.outcome(s) !== null) return;
      const n = darkleaf.legalActions(s, buf);
      mix(n);
      for (let k = 0; k < n; k++) mix(buf[k]!);
    });
    decisions += r.decisions;
    mix(r.length);
    mix(r.outcome.winners[0] ?? 9);
  }
  return { hash: h.toString(16), decisions };
}

// Changed on purpose by the rulings of 2026-11-26 (issue 28): Metamorphic splits between exactly
// three units (ruling 4; 13311341 → bad812bb with that change alone), Poison Gardens stack and
// both Place of Power Ladders may share a target (ruling 5), Witch's Ladders may restart on
// invulnerable units (ruling 6). Rulings 10 and 11 alone leave both hashes as they were.
describe('golden play (speed work keeps every legal list and every game)', () => {
  it('300 random-bot games, all 30 seatings, default data', () => {
    expect(fingerprint('random', 300)).toEqual({ hash: '2d81aff4', decisions: 175284 });
  });

  // greedy:8:sampled is the greedy of before issue 25 (it samples a rival's coming roll): the same
  // games as then. Default greedy scores that roll by its odds since issue 25, which changed its
  // games on purpose (this hash was added then).
  it('10 greedy:8:sampled games (its evaluation asks the clans whether skills can execute)', () => {
    expect(fingerprint('greedy:8:sampled', 10)).toEqual({ hash: '26b76e95', decisions: 1253 });
  });

  it('10 greedy games (a rival\'s coming roll scored by its odds)', () => {
    expect(fingerprint('greedy', 10)).toEqual({ hash: 'db2c86ce', decisions: 1633 });
  });
});
