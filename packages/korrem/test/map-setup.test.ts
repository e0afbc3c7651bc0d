import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '@balance-lab/core';
import type { CompiledContent } from '../src/content/compiled.js';
import { KorremMap } from '../src/map/board.js';
import { ORIGIN, hexDistance, posName } from '../src/map/hex.js';
import { legalPlacement } from '../src/map/placement.js';
import { regionSize } from '../src/map/regions.js';
import {
  SETUP_DONE, SETUP_RETRY_ROUND, SetupPlacement, TileBag, encodeSetupChoice, maxSetupChoices, playSetupPlacement, setupChoicePos, setupChoiceSlot,
} from '../src/map/setup-placement.js';
import { DESERT, FOREST, OCEAN, PLAINS, TUNDRA } from '../src/lands.js';
import { FIXTURE, mapContent, referenceLegal } from './map-fixture.js';

const C = FIXTURE;

function connected(map: KorremMap): boolean {
  if (map.count === 0) return true;
  const seen = new Uint8Array(map.count);
  const stack = [0];
  seen[0] = 1;
  let reached = 1;
  while (stack.length > 0) {
    const t = stack.pop()!;
    for (let d = 0; d < 6; d++) {
      const n = map.neighbour(t, d);
      if (n >= 0 && seen[n] === 0) {
        seen[n] = 1;
        reached++;
        stack.push(n);
      }
    }
  }
  return reached === map.count;
}

/** Every tile id of the content exactly once across map, bag and hands. */
function conserved(content: CompiledContent, map: KorremMap, bag: TileBag, sp: SetupPlacement): boolean {
  const ids: number[] = [];
  for (let t = 0; t < map.count; t++) ids.push(map.source[t] as number);
  for (let i = 0; i < bag.length; i++) ids.push(bag.tiles[i] as number);
  for (let p = 0; p < sp.players; p++) for (let s = 0; s < (sp.handCount[p] as number); s++) ids.push(sp.handTile(p, s));
  ids.sort((a, b) => a - b);
  return ids.length === content.tiles.count && ids.every((v, i) => v === i);
}

describe('TileBag', () => {
  it('holds the 131 tiles of the fixture; draws each once, then −1; put returns a tile', () => {
    const bag = TileBag.full(C);
    expect(bag.length).toBe(131);
    const rng = new Rng('bag-1');
    const seen = new Set<number>();
    for (let i = 0; i < 131; i++) seen.add(bag.draw(rng));
    expect(seen.size).toBe(131);
    expect(bag.draw(rng)).toBe(-1);
    bag.put(7);
    expect(bag.length).toBe(1);
    const copy = bag.clone();
    expect(copy.draw(rng)).toBe(7);
    expect(bag.length).toBe(1);
  });
});

describe('§1.5 setup map procedure', () => {
  it('§1.5 rounds k = 1..4 in seat order from the first seat, k tiles each; CF-4: 3 players place 30, the bag keeps 131 − 30', () => {
    const content = mapContent([[PLAINS, 131]], []);
    const map = KorremMap.forContent(content);
    const bag = TileBag.full(content);
    const sp = new SetupPlacement(3, map.capacity);
    const rng = new Rng('rounds');
    sp.begin(map, content, bag, rng, 1);
    expect(bag.length).toBe(131 - 30);
    const out = new Int32Array(maxSetupChoices(map.capacity));
    const turns: string[] = [];
    while (!sp.done) {
      turns.push(`${sp.round}:${sp.currentSeat()}`);
      const n = sp.legal(map, content, out);
      sp.apply(map, content, bag, out[rng.int(n)] as number);
    }
    const want: string[] = [];
    for (let k = 1; k <= 4; k++) for (const seat of [1, 2, 0]) for (let i = 0; i < k; i++) want.push(`${k}:${seat}`);
    expect(turns).toEqual(want);
    expect(map.count).toBe(30);
    expect(bag.length).toBe(101);
    expect(map.pos[0]).toBe(ORIGIN);
    expect(connected(map)).toBe(true);
    expect(sp.round).toBe(SETUP_DONE);
    expect(sp.currentSeat()).toBe(-1);
  });

  it('§1.5 step 4 / G51 carry-over, the final retry, and leftovers back to the bag', () => {
    // Seat 0 holds 9 Plains and 1 Forest; seat 1 holds 10 copies of Crystal Cove (a Forest Landmark,
    // which needs a standard Forest next to it). Seat 1 places first. The Forest comes last.
    const content = mapContent([[PLAINS, 9], [FOREST, 1]], Array(10).fill('Crystal Cove'));
    const map = KorremMap.forContent(content);
    const bag = new TileBag(content.tiles.count);
    const sp = new SetupPlacement(2, map.capacity);
    for (let i = 0; i < 10; i++) {
      sp.hands[i] = i; // seat 0: ids 0..8 Plains, 9 Forest
      sp.hands[10 + i] = 10 + i; // seat 1: Coves
    }
    sp.handCount[0] = 10;
    sp.handCount[1] = 10;
    sp.beginDealt(map, content, bag, 1);
    const out = new Int32Array(maxSetupChoices(map.capacity));
    const log: string[] = [];
    const quotas: number[] = [];
    let lastRound = 0;
    while (!sp.done) {
      const seat = sp.currentSeat();
      log.push(`${sp.round}:${seat}`);
      if (sp.round !== lastRound) quotas.push(sp.quota(1));
      lastRound = sp.round;
      const n = sp.legal(map, content, out);
      let pick = 0;
      // Seat 0 keeps the Forest for last.
      if (seat === 0) for (let i = 0; i < n; i++) if (content.tiles.land[sp.handTile(0, setupChoiceSlot(out[i] as number))] === PLAINS) { pick = i; break; }
      sp.apply(map, content, bag, out[pick] as number);
    }
    // Seat 1 could place nothing in rounds 1–4 (no standard Forest until seat 0's last tile): its
    // quota carries over, 1 → 3 → 6 → 10 (seen at the first decision of rounds 1..4), then the retry.
    expect(quotas).toEqual([1, 3, 6, 10, 10]);
    expect(log.filter((e) => e.endsWith(':1')).every((e) => e === `${SETUP_RETRY_ROUND}:1`)).toBe(true);
    const covesPlaced = sp.placed[1] as number;
    expect(covesPlaced).toBeGreaterThanOrEqual(1);
    expect(covesPlaced).toBeLessThanOrEqual(3); // non-touching positions around one Forest
    expect(map.count).toBe(10 + covesPlaced);
    expect(bag.length).toBe(10 - covesPlaced);
    expect(sp.handCount[0]).toBe(0);
    expect(sp.handCount[1]).toBe(0);
    expect(conserved(content, map, bag, sp)).toBe(true);
    const forest = map.count - 1 - covesPlaced; // placed just before the retry
    expect(map.land[forest]).toBe(FOREST);
    for (let t = forest + 1; t < map.count; t++) expect(hexDistance(map.pos[t] as number, map.pos[forest] as number)).toBe(1);
  });

  it('apply rejects an illegal choice and a choice from an empty slot', () => {
    const map = KorremMap.forContent(C);
    const bag = TileBag.full(C);
    const sp = new SetupPlacement(2, map.capacity);
    sp.begin(map, C, bag, new Rng('illegal'), 0);
    expect(() => sp.apply(map, C, bag, encodeSetupChoice(0, ORIGIN + 5))).toThrow(/may not go/);
    expect(() => sp.apply(map, C, bag, encodeSetupChoice(12, ORIGIN))).toThrow(/slot/);
  });

  it('legal offers identical plain tiles once; describe names the tile and the position', () => {
    const content = mapContent([[PLAINS, 5], [FOREST, 5]], ['Crystal Cove']);
    const map = KorremMap.forContent(content);
    const bag = new TileBag(content.tiles.count);
    const sp = new SetupPlacement(1, map.capacity);
    for (let i = 0; i < 10; i++) sp.hands[i] = i;
    sp.handCount[0] = 10;
    sp.beginDealt(map, content, bag, 0);
    const out = new Int32Array(maxSetupChoices(map.capacity));
    const n = sp.legal(map, content, out);
    // Empty map: only (0,0), and only one Plains and one Forest choice; the Cove cannot go first.
    expect(n).toBe(2);
    expect(Array.from(out.subarray(0, n), (c) => setupChoiceSlot(c))).toEqual([0, 5]);
    expect(sp.describe(content, out[1] as number)).toBe('place Forest at 0,0');
    expect(posName(setupChoicePos(out[0] as number))).toBe('0,0');
  });

  it('SetupPlacement.clone / copyInto: continuing a copy with the same choices gives the same map', () => {
    const map = KorremMap.forContent(C);
    const bag = TileBag.full(C);
    const sp = new SetupPlacement(3, map.capacity);
    const rng = new Rng('clone');
    sp.begin(map, C, bag, rng, 2);
    const out = new Int32Array(maxSetupChoices(map.capacity));
    for (let i = 0; i < 7; i++) sp.apply(map, C, bag, out[rng.int(sp.legal(map, C, out))] as number);
    const [m2, b2, s2] = [map.clone(), bag.clone(), sp.clone()];
    const r2 = rng.fork();
    while (!sp.done) sp.apply(map, C, bag, out[rng.int(sp.legal(map, C, out))] as number);
    while (!s2.done) s2.apply(m2, C, b2, out[r2.int(s2.legal(m2, C, out))] as number);
    expect(m2.count).toBe(map.count);
    expect(Array.from(m2.pos.subarray(0, m2.count))).toEqual(Array.from(map.pos.subarray(0, map.count)));
    expect(b2.length).toBe(bag.length);
    const s3 = new SetupPlacement(3, map.capacity);
    SetupPlacement.copyInto(s3, s2);
    expect(s3.round).toBe(SETUP_DONE);
  });
});

describe('property: the setup map (CF-4, CF-5, CF-44, §6.7 invariant 5)', () => {
  it('N = 2..6, random seeds: ≤ 10N tiles, connected, every edge obeys §1.5, the log re-checks, tiles conserved, Ocean/Desert/Tundra one region each', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 5 }), (players, seed, first) => {
        const firstSeat = first % players;
        const map = KorremMap.forContent(C);
        const bag = TileBag.full(C);
        const sp = playSetupPlacement(map, C, bag, players, firstSeat, new Rng(`setup-${seed}`));
        // CF-4: at most 10N tiles; the bag keeps the rest; nothing left in hands.
        expect(map.count).toBeLessThanOrEqual(10 * players);
        expect(bag.length).toBe(131 - map.count);
        expect(conserved(C, map, bag, sp)).toBe(true);
        expect(map.pos[0]).toBe(ORIGIN);
        expect(connected(map)).toBe(true);
        // CF-5 / CF-44: no Desert–Tundra edge, no Landmark–Landmark edge.
        for (let t = 0; t < map.count; t++) {
          for (let d = 0; d < 6; d++) {
            const n = map.neighbour(t, d);
            if (n < 0) continue;
            const a = map.land[t];
            const b = map.land[n];
            expect((a === DESERT && b === TUNDRA) || (a === TUNDRA && b === DESERT)).toBe(false);
            expect(map.isLandmark(t) && map.isLandmark(n)).toBe(false);
          }
        }
        // §6.7 invariant 5: replaying the placement log, each tile was legal when placed.
        const replay = KorremMap.forContent(C);
        for (let t = 0; t < map.count; t++) {
          const land = map.land[t] as number;
          const lmId = map.landmark[t] as number;
          const pos = map.pos[t] as number;
          expect(referenceLegal(replay, C, land, lmId, pos)).toBe(true);
          expect(legalPlacement(replay, C, land, lmId, pos)).toBe(true);
          replay.placeTile(pos, land, lmId, map.source[t] as number);
        }
        // Derived: with no Wasteland yet, Ocean, Desert and Tundra each form one region.
        for (const land of [OCEAN, DESERT, TUNDRA]) {
          const total = map.landCount[land] as number;
          if (total === 0) continue;
          let first = -1;
          for (let t = 0; t < map.count && first < 0; t++) if (map.effectiveLand(t) === land) first = t;
          expect(regionSize(map, first)).toBe(total);
        }
      }),
      { numRuns: 40 },
    );
  });
});
