// The map properties (spec §6.7 5, §1.5): the setup map is edge-connected and every tile obeyed the
// placement predicate (map/placement.ts `legalPlacement`) at the moment it was placed — the map keeps
// its tiles in placement order, so the placement log is re-checked by replaying it onto an empty map;
// the setup Villages stand on legal sites (map/movement.ts `settlementSiteLegal`); and every tile laid
// during play (Discover §1.11, weather 1 §1.8) obeyed the predicate when it was laid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveParameters, rngFor } from '@balance-lab/core';
import { korrem } from '../src/game.js';
import { KorremMap } from '../src/map/board.js';
import { posName } from '../src/map/hex.js';
import { SITE_SETTLEMENT, settlementSiteLegal } from '../src/map/movement.js';
import { legalPlacement } from '../src/map/placement.js';
import type { KorremGame } from '../src/prompts.js';
import { G_ROUND, SETTLE_NONE } from '../src/state.js';
import { play, playCases } from './property-play.js';

/** Replays tiles 0..upTo-1 onto an empty map (with the Wasteland flags they have now); returns the first that was not legal when laid, or null. */
function replayPlacements(s: KorremGame, from: number, upTo: number): string | null {
  const m = s.map;
  const fresh = KorremMap.forContent(s.config.content);
  for (let t = 0; t < upTo; t++) {
    if (t >= from && !legalPlacement(fresh, s.config.content, m.land[t]!, m.landmark[t]!, m.pos[t]!)) return `tile ${t} (${m.describeTile(t, s.config.content)}) at ${posName(m.pos[t]!)} broke §1.5 when placed (map of ${t} tiles)`;
    fresh.placeTile(m.pos[t]!, m.land[t]!, m.landmark[t]!, m.source[t]!);
    if (m.wasteland[t] === 1) fresh.makeWasteland(t);
  }
  return null;
}

function connected(s: KorremGame): boolean {
  const m = s.map;
  const seen = new Uint8Array(m.count);
  const stack = [0];
  seen[0] = 1;
  let k = 1;
  while (stack.length > 0) {
    const t = stack.pop()!;
    for (let d = 0; d < 6; d++) {
      const u = m.neighbour(t, d);
      if (u >= 0 && seen[u] === 0) {
        seen[u] = 1;
        k++;
        stack.push(u);
      }
    }
  }
  return k === m.count;
}

const BUF = new Int32Array(korrem.maxActions);

describe('the Korrem map (spec §1.5, §6.7 5)', () => {
  it('§1.5/§1.6: the setup map is connected, every setup tile was legal when placed, the Villages stand on legal sites, each tile once', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(['human', 'elves', 'borean', 'draconis', 'talos', 'druid'], { minLength: 2, maxLength: 6 }), fc.nat(), (seating, seed) => {
        const rules = rngFor(seed, 0, 'rules');
        const bot = rngFor(seed, 0, 'bot0');
        const config = korrem.configure(resolveParameters(korrem.parameters, { 'game.roundCap': 2 }));
        const s = korrem.setup(config, seating, rules);
        for (let i = 0; i < 10_000 && s.g[G_ROUND] === 0 && korrem.outcome(s) === null; i++) korrem.apply(s, BUF[bot.int(korrem.legalActions(s, BUF))]!, rules);
        expect(s.g[G_ROUND]).toBeGreaterThanOrEqual(1);
        expect(connected(s)).toBe(true);
        expect(replayPlacements(s, 0, s.map.count)).toBeNull();
        const sources = Array.from(s.map.source.subarray(0, s.map.count));
        expect(new Set(sources).size).toBe(sources.length);
        expect(sources.every((id) => id >= 0)).toBe(true);
        // Each Village is a legal site with the other settlements standing (§1.13: never adjacent, not Ocean/Wasteland/Landmark).
        const occ = new Uint8Array(s.shape.tileCap);
        let villages = 0;
        for (let t = 0; t < s.map.count; t++) if (s.settleKind[t] !== SETTLE_NONE) occ[t] = SITE_SETTLEMENT;
        for (let t = 0; t < s.map.count; t++) {
          if (s.settleKind[t] === SETTLE_NONE) continue;
          villages++;
          occ[t] = 0;
          expect(settlementSiteLegal(s.map, t, occ), `Village on ${posName(s.map.pos[t]!)}`).toBe(true);
          occ[t] = SITE_SETTLEMENT;
        }
        expect(villages).toBe(seating.length);
      }),
      { numRuns: 40 },
    );
  });

  it('§1.8/§1.11: every tile laid during play obeyed the §1.5 predicate when it was laid (round cap 6)', () => {
    let laid = 0;
    fc.assert(
      fc.property(playCases(), (c) => {
        let count = -1;
        play(c, 6, (s) => {
          if (s.g[G_ROUND] === 0) return;
          if (count >= 0 && s.map.count > count) {
            laid += s.map.count - count;
            const bad = replayPlacements(s, count, s.map.count);
            if (bad !== null) throw new Error(bad);
            if (!connected(s)) throw new Error('the map is no longer edge-connected');
          }
          count = s.map.count;
        });
      }),
      { numRuns: 30 },
    );
    expect(laid).toBeGreaterThan(0);
  });
});
