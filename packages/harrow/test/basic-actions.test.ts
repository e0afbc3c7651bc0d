// The three Basic Actions (spec §1.11; advance.ts, spawn.ts, strengthen.ts): one test per rule id
// or checkable fact (named with the id and its rulebook lines), on positions built directly on a
// HarrowState (setupHarrow only supplies a valid state, then `blank` wipes the map), plus a
// fast-check property: random legal sequences keep occupancy, the core rules and conservation.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '@balance-lab/core';
import {
  addAdvanceBudget, advanceApply, advanceBudget, advanceLegal, openAdvance, stepCost,
} from '../src/advance.js';
import {
  A_ADV_DEST, A_ADV_DOLL, A_ADV_GROUP, A_ADV_SOURCE, A_ADV_STOP, A_ADV_UNNAIL, A_SPN_STOP, A_SPN_TARGET, encode, kindOf,
} from '../src/actions.js';
import { BASIC_MAX_LEGAL, OPEN, basicNumbers, type BasicNumbers } from '../src/basic-actions.js';
import { GAME, PROTECTORS } from '../src/data/factions.js';
import { LEGENDS } from '../src/data/legends.js';
import { CUBE_COLOUR_TABLE, PURPLE, RED } from '../src/data/tree.js';
import { parseHex } from '../src/hex.js';
import { defaultSetupOptions, placeDolls, placeKammi, setupHarrow } from '../src/setup.js';
import { openSpawn, spawnApply, spawnLegal } from '../src/spawn.js';
import {
  COLOURS, DOLLS, FACTION_COLOUR, FAC_F, FAC_K, FAC_P, FIELD_0, FW_PROMPT, F_HAINT_POSS, F_HOME, F_LEGEND, F_SEAT, F_UNIQUE, F_WORDS, G_DEPTH, G_SEAT_FACTION,
  G_FREE_PATH_STEPS, HarrowState, KG_ROWS_CAP, LS_F, LS_KAMMI0, LS_KAMMI1, LS_P, NAIL_HAINT, NONE, PR_ADV_DEST, PR_ADV_DOLL,
  PR_ADV_GROUP, PR_ADV_PACKET, PR_SPAWN, TK_ADV, UNIT_FACTIONS, topFrame, unitsOn,
} from '../src/state.js';
import { capBattleground, strengthen } from '../src/strengthen.js';

const N = basicNumbers();
const RESUME = 77;
const buf = new Int32Array(BASIC_MAX_LEGAL);
const EMMY = LEGENDS.findIndex((l) => l.id === 'emmy');

// ---- a tiny position builder ---------------------------------------------------------------

type Pair = readonly [string, string];
/** A valid Full-game state on map side A (seat 0 on Home "-3,0", seat 1 on "3,0"), setup decisions answered. */
function started(pair: Pair, seed = 'basic-actions'): HarrowState {
  const o = defaultSetupOptions('full', { mapSide: 'A', homes: 'seat-order' });
  const s = setupHarrow(null, o, pair, new Rng(seed));
  if (pair.includes('kammi')) {
    placeKammi(s, 0, 1, 1, 1);
    placeDolls(s, 0);
  }
  expect(s.g[G_DEPTH]).toBe(0);
  return s;
}
/** The same state with nothing on the map. */
function blank(pair: Pair = ['protectors', 'family']): HarrowState {
  const s = started(pair);
  for (const a of [s.haint, s.storm, s.path, s.tok, s.townsfolk, s.building, s.redCube, s.goad, s.bloodMoney]) a.fill(0);
  s.legendHex.fill(NONE);
  s.dollHex.fill(NONE);
  return s;
}
const hx = (s: HarrowState, name: string): number => parseHex(s.map.grid, name);
const haints = (s: HarrowState, fac: number, name: string, k: number): void => {
  s.haint[fac * s.n + hx(s, name)] = k;
};
const at = (s: HarrowState, fac: number, name: string): number => s.haint[fac * s.n + hx(s, name)]!;
const legend = (s: HarrowState, slot: number, name: string): void => {
  s.legendHex[slot] = hx(s, name);
};
const legal = (s: HarrowState): number[] => Array.from(buf.subarray(0, advanceLegal(s, buf, N)));
const spawnOptions = (s: HarrowState): number[] => Array.from(buf.subarray(0, spawnLegal(s, buf, N)));
const prompt = (s: HarrowState): number => s.frames[topFrame(s) + FW_PROMPT]!;
/** Applies `code` after checking it is offered. */
function play(s: HarrowState, code: number): number {
  expect(legal(s), `code ${code} offered`).toContain(code);
  return advanceApply(s, code, N);
}
/** One ADVANCE step: source → group (k Haints, Legend mask) → destination; leaves any Doll. */
function step(s: HarrowState, from: string, k: number, mask: number, to: string): number {
  play(s, encode(A_ADV_SOURCE, hx(s, from)));
  play(s, encode(A_ADV_GROUP, k, mask));
  const r = play(s, encode(A_ADV_DEST, hx(s, to)));
  return prompt(s) === PR_ADV_DOLL ? play(s, encode(A_ADV_DOLL, 0)) : r;
}
/** Destinations offered for a group of k Haints + mask from `from` (opens and inspects the step frames on a clone). */
function destinations(s: HarrowState, from: string, k: number, mask: number): string[] {
  const c = s.clone();
  advanceApply(c, encode(A_ADV_SOURCE, hx(c, from)), N);
  const groups = legal(c);
  if (!groups.includes(encode(A_ADV_GROUP, k, mask))) return [];
  advanceApply(c, encode(A_ADV_GROUP, k, mask), N);
  return legal(c).map((code) => `${c.map.grid.q[(code >>> 6) & 255]},${c.map.grid.r[(code >>> 6) & 255]}`);
}

// Map side A around the Brambles (spec §3.1): "0,-2" is a Mountain; "-2,0", "-1,0", "-1,1", "-2,1",
// "0,-1", "-1,-1" are terrain; "0,0" is the Brambles. Neighbours of "-1,0": "0,0", "0,-1",
// "-1,-1", "-2,0", "-2,1", "-1,1".

describe('ADVANCE (spec §1.11.1)', () => {
  it('◇11 / R-ADV-2 (L351-353, L1299-1302, L491, L1501; CF-02, CF-03): entry costs by terrain, Storm, Paths and faction', () => {
    const s = blank();
    const m = hx(s, '0,-2');
    const t = hx(s, '0,-1');
    expect(s.map.kind[m]).toBe(4); // MOUNTAIN
    const cost = (fac: number, h: number): number => stepCost(s, fac, h, N);
    // terrain 1, Mountain 2 for everyone
    for (const f of [FAC_P, FAC_F, FAC_K]) {
      expect(cost(f, t)).toBe(1);
      expect(cost(f, m)).toBe(2);
    }
    // Storm on terrain: P/K 2, Family 1 (L352, L1300)
    s.storm[t] = 1;
    expect([cost(FAC_P, t), cost(FAC_F, t), cost(FAC_K, t)]).toEqual([2, 1, 2]);
    // Storm on a Mountain: P/K 3, Family 2 (L353, L1302)
    s.storm[m] = 1;
    expect([cost(FAC_P, m), cost(FAC_F, m), cost(FAC_K, m)]).toEqual([3, 2, 3]);
    // one Path: on a Storm hex P/K 1, Family 0 (L1501)
    s.path[t] = 1;
    expect([cost(FAC_P, t), cost(FAC_F, t), cost(FAC_K, t)]).toEqual([1, 0, 1]);
    // two Paths on a Storm hex: 0 for all
    s.path[t] = 2;
    expect([cost(FAC_P, t), cost(FAC_F, t), cost(FAC_K, t)]).toEqual([0, 0, 0]);
    // Path on plain terrain 0; on a Mountain 1; two Paths on a Mountain 0 (L491)
    s.storm.fill(0);
    s.path[t] = 1;
    expect(cost(FAC_P, t)).toBe(0);
    s.path[m] = 1;
    expect(cost(FAC_P, m)).toBe(1);
    s.path[m] = 2;
    expect(cost(FAC_P, m)).toBe(0);
    // the packet offers only what it can pay: a Storm-Mountain with 2 ADVANCE is open to the Family only
    s.path.fill(0);
    s.storm[m] = 1;
    haints(s, FAC_P, '0,-1', 1);
    haints(s, FAC_F, '1,-2', 1);
    expect(openAdvance(s, FAC_P, 2, RESUME, N)).toBe(OPEN);
    expect(destinations(s, '0,-1', 1, 0)).not.toContain('0,-2');
    advanceApply(s, encode(A_ADV_STOP), N);
    expect(openAdvance(s, FAC_F, 2, RESUME, N)).toBe(OPEN);
    expect(destinations(s, '1,-2', 1, 0)).toContain('0,-2');
  });

  it('★9 / CF-04 (L449, L1738): the rightmost ADVANCE under 4 gives one packet of 4, with no other decision inside it', () => {
    const s = blank();
    const row = PROTECTORS.rows.ADVANCE.value;
    s.rowFill[FAC_P * 3 + TK_ADV] = row.findIndex((x) => x.value === 4);
    const budget = row[s.rowFill[FAC_P * 3 + TK_ADV]!]!.value;
    expect(budget).toBe(4);
    haints(s, FAC_P, '-2,0', 1);
    const depth = s.g[G_DEPTH]!;
    expect(openAdvance(s, FAC_P, budget, RESUME, N)).toBe(OPEN);
    const route = ['-2,0', '-1,0', '-1,1', '-2,1', '-2,0'];
    for (let i = 0; i < 4; i++) {
      expect(prompt(s)).toBe(PR_ADV_PACKET);
      expect(advanceBudget(s)).toBe(budget - i);
      // mid-packet, every option is an ADVANCE option (no card, tile or other packet: R-TRN-02)
      for (const c of legal(s)) expect([A_ADV_SOURCE, A_ADV_STOP, A_ADV_UNNAIL]).toContain(kindOf(c));
      const r = step(s, route[i]!, 1, 0, route[i + 1]!);
      expect(r).toBe(i < 3 ? OPEN : RESUME);
    }
    expect(s.g[G_DEPTH]).toBe(depth);
    expect(at(s, FAC_P, '-2,0')).toBe(1);
  });

  it('★10 CF-01 (L355-372, L1275-1289): a group of 1, 2 or 4 Units costs 1 ADVANCE; splitting onto two hexes costs 2', () => {
    const base = blank();
    haints(base, FAC_P, '-1,0', 3);
    legend(base, LS_P, '-1,0');
    for (const [k, mask] of [[1, 0], [2, 0], [3, 1]] as const) {
      const s = base.clone();
      openAdvance(s, FAC_P, 5, RESUME, N);
      step(s, '-1,0', k, mask, '-1,1');
      expect(advanceBudget(s)).toBe(4);
      expect(unitsOn(s, hx(s, '-1,1'))).toBe(k + mask);
    }
    const s = base.clone();
    openAdvance(s, FAC_P, 5, RESUME, N);
    step(s, '-1,0', 2, 0, '-1,1');
    step(s, '-1,0', 1, 1, '0,-1');
    expect(advanceBudget(s)).toBe(3);
    expect(unitsOn(s, hx(s, '-1,0'))).toBe(0);
  });

  it('R-ADV-1 (L1298, L1297): Units may be picked up and dropped off; each step is a new group from one hex', () => {
    const s = blank();
    haints(s, FAC_P, '-2,0', 2);
    haints(s, FAC_P, '-1,0', 1);
    openAdvance(s, FAC_P, 3, RESUME, N);
    step(s, '-2,0', 2, 0, '-1,0'); // picks up the Haint waiting on -1,0
    step(s, '-1,0', 3, 0, '-1,1');
    step(s, '-1,1', 1, 0, '-2,1'); // drops 2 off on -1,1
    expect([at(s, FAC_P, '-1,1'), at(s, FAC_P, '-2,1')]).toEqual([2, 1]);
  });

  it('R-CORE-1 (L317, L1342): a step may not put more than 4 Units on a hex; groups are offered only if they fit', () => {
    const s = blank();
    haints(s, FAC_P, '-1,0', 3);
    legend(s, LS_P, '-1,0');
    haints(s, FAC_P, '-1,1', 3);
    openAdvance(s, FAC_P, 3, RESUME, N);
    expect(destinations(s, '-1,0', 1, 0)).toContain('-1,1');
    expect(destinations(s, '-1,0', 2, 0)).not.toContain('-1,1');
    // surround -1,0 so that only 1 more Unit fits anywhere: groups of 2+ are not offered
    for (const h of ['0,0', '0,-1', '-1,-1', '-2,0', '-2,1']) haints(s, FAC_P, h, GAME.unitsPerHex.value);
    advanceApply(s, encode(A_ADV_SOURCE, hx(s, '-1,0')), N);
    expect(legal(s).sort()).toEqual([encode(A_ADV_GROUP, 0, 1), encode(A_ADV_GROUP, 1, 0)].sort());
  });

  it('R-CORE-2…4 (L1343-1348): no entering enemy Units; Protectors avoid Buildings, the Family Townsfolk, Kammi both', () => {
    const setUp = (pair: Pair, fac: number): HarrowState => {
      const s = blank(pair);
      haints(s, fac, '-1,0', 1);
      const enemy = pair.map((p) => ['protectors', 'family', 'kammi'].indexOf(p)).find((f) => f !== fac)!;
      haints(s, enemy, '-1,1', 1);
      s.building[hx(s, '0,-1')] = 1;
      s.townsfolk[hx(s, '-1,-1')] = 1;
      openAdvance(s, fac, 2, RESUME, N);
      return s;
    };
    const p = destinations(setUp(['protectors', 'family'], FAC_P), '-1,0', 1, 0);
    expect(p).not.toContain('-1,1');
    expect(p).not.toContain('0,-1');
    expect(p).toContain('-1,-1');
    const f = destinations(setUp(['protectors', 'family'], FAC_F), '-1,0', 1, 0);
    expect(f).not.toContain('-1,1');
    expect(f).toContain('0,-1');
    expect(f).not.toContain('-1,-1');
    const k = destinations(setUp(['protectors', 'kammi'], FAC_K), '-1,0', 1, 0);
    expect(k).not.toContain('-1,1');
    expect(k).not.toContain('0,-1');
    expect(k).not.toContain('-1,-1');
    expect(k).toContain('-2,0');
  });

  it('R-ADV-4 (L491, L1501) and G-88: a packet of 0 offers only cost-0 Path steps, at most game.maxFreePathSteps a turn', () => {
    const s = blank();
    haints(s, FAC_P, '-1,0', 1);
    s.path[hx(s, '-1,1')] = 1;
    s.path[hx(s, '0,-2')] = 1; // a Mountain with one Path still costs 1
    expect(openAdvance(s, FAC_P, 0, RESUME, N)).toBe(OPEN);
    expect(destinations(s, '-1,0', 1, 0)).toEqual(['-1,1']);
    s.path[hx(s, '-1,0')] = 1; // Paths both ways: back and forth is free, until the G-88 cap
    s.g[G_FREE_PATH_STEPS] = N.maxFreePathSteps - 2;
    expect(step(s, '-1,0', 1, 0, '-1,1')).toBe(OPEN);
    expect(step(s, '-1,1', 1, 0, '-1,0')).toBe(RESUME); // cap reached: nothing left, the packet closed itself
    expect(s.g[G_FREE_PATH_STEPS]).toBe(N.maxFreePathSteps);
    const t = blank();
    haints(t, FAC_P, '-1,0', 1);
    expect(openAdvance(t, FAC_P, 0, RESUME, N)).toBe(RESUME); // nothing free to do: closed at once
    expect(t.g[G_DEPTH]).toBe(0);
  });

  it('R-ADV-5 (L1306-1312, L1308): a Unit leaving a Doll hex may take the Doll, which never joins a Townsfolk', () => {
    const s = blank(['protectors', 'kammi']);
    haints(s, FAC_K, '-1,0', 2);
    s.dollHex[0] = hx(s, '-1,0');
    s.townsfolk[hx(s, '-2,1')] = 1; // Kammi cannot go there anyway; use the Protectors below
    openAdvance(s, FAC_K, 3, RESUME, N);
    play(s, encode(A_ADV_SOURCE, hx(s, '-1,0')));
    play(s, encode(A_ADV_GROUP, 1, 0));
    expect(play(s, encode(A_ADV_DEST, hx(s, '-1,1')))).toBe(OPEN);
    expect(prompt(s)).toBe(PR_ADV_DOLL);
    expect(legal(s)).toEqual([encode(A_ADV_DOLL, 1), encode(A_ADV_DOLL, 0)]);
    play(s, encode(A_ADV_DOLL, 1));
    expect(s.dollHex[0]).toBe(hx(s, '-1,1'));
    step(s, '-1,0', 1, 0, '-2,0'); // no Doll left on -1,0: no carry question
    expect(prompt(s)).toBe(PR_ADV_PACKET);
    // Protectors onto a Townsfolk hex: the Doll may not follow, so nothing is asked
    const p = blank(['protectors', 'kammi']);
    haints(p, FAC_P, '-1,0', 1);
    p.dollHex[1] = hx(p, '-1,0');
    p.townsfolk[hx(p, '-1,1')] = 1;
    openAdvance(p, FAC_P, 2, RESUME, N);
    play(p, encode(A_ADV_SOURCE, hx(p, '-1,0')));
    play(p, encode(A_ADV_GROUP, 1, 0));
    play(p, encode(A_ADV_DEST, hx(p, '-1,1')));
    expect(prompt(p)).toBe(PR_ADV_PACKET);
    expect(p.dollHex[1]).toBe(hx(p, '-1,0'));
  });

  it('R-ADV-6 (L2637): a nailed Unit cannot move; its owner returns the nail for 1 ADVANCE', () => {
    const s = blank();
    haints(s, FAC_F, '-1,0', 1);
    legend(s, LS_F, '-2,0');
    s.nail[0] = hx(s, '-1,0');
    s.nail[1] = NAIL_HAINT + FAC_F;
    s.nail[2] = hx(s, '-2,0');
    s.nail[3] = LS_F;
    expect(openAdvance(s, FAC_F, 2, RESUME, N)).toBe(OPEN);
    expect(legal(s)).toEqual([encode(A_ADV_UNNAIL, 0), encode(A_ADV_UNNAIL, 1), encode(A_ADV_STOP)]);
    play(s, encode(A_ADV_UNNAIL, 1));
    expect(advanceBudget(s)).toBe(2 - GAME.unnailCost.value);
    expect(s.nail[2]).toBe(NONE);
    expect(legal(s)).toContain(encode(A_ADV_SOURCE, hx(s, '-2,0')));
    expect(legal(s)).not.toContain(encode(A_ADV_SOURCE, hx(s, '-1,0')));
  });

  it('R-ADV-7 (L2641, K1, L2635): entering destroys a Goad, sends Blood Money to Kammi, lets Emmy collect a red cube', () => {
    const s = blank(['protectors', 'kammi']);
    s.f[FAC_P * F_WORDS + F_LEGEND] = EMMY;
    legend(s, LS_P, '-1,0');
    haints(s, FAC_P, '-1,0', 1);
    s.goad[hx(s, '-1,1')] = 1;
    s.bloodMoney[hx(s, '-2,1')] = 1;
    s.redCube[hx(s, '-1,1')] = 1;
    s.redCube[hx(s, '0,-1')] = 1;
    const uniq = s.f[FAC_P * F_WORDS + F_UNIQUE]!;
    const red = s.bg[FAC_P * COLOURS + RED]!;
    const purple = s.bg[FAC_K * COLOURS + PURPLE]!;
    openAdvance(s, FAC_P, 4, RESUME, N);
    step(s, '-1,0', 1, 0, '0,-1'); // a Haint: the red cube stays
    expect(s.redCube[hx(s, '0,-1')]).toBe(1);
    step(s, '-1,0', 0, 1, '-1,1'); // Emmy: Goad destroyed (back to Priscilla's pool), red cube collected
    expect(s.goad[hx(s, '-1,1')]).toBe(0);
    expect(s.f[FAC_P * F_WORDS + F_UNIQUE]).toBe(uniq + 1);
    expect(s.redCube[hx(s, '-1,1')]).toBe(0);
    expect(s.bg[FAC_P * COLOURS + RED]).toBe(red + 1);
    step(s, '-1,1', 0, 1, '-2,1'); // passing through Blood Money sends it to Kammi
    expect(s.bloodMoney[hx(s, '-2,1')]).toBe(0);
    expect(s.bg[FAC_K * COLOURS + PURPLE]).toBe(purple + 1);
  });

  it('R-ADV-3 / G-32: consecutive ADVANCE packets merge so two single ADVANCEs pay a Mountain', () => {
    const s = blank();
    haints(s, FAC_P, '0,-1', 1);
    openAdvance(s, FAC_P, 1, RESUME, N);
    expect(destinations(s, '0,-1', 1, 0)).not.toContain('0,-2');
    addAdvanceBudget(s, 1);
    expect(destinations(s, '0,-1', 1, 0)).toContain('0,-2');
    expect(step(s, '0,-1', 1, 0, '0,-2')).toBe(RESUME);
  });

  it('step frames (spec §5.5): source → group → destination are frames over the packet', () => {
    const s = blank();
    haints(s, FAC_P, '-1,0', 2);
    openAdvance(s, FAC_P, 2, RESUME, N);
    const d = s.g[G_DEPTH]!;
    advanceApply(s, encode(A_ADV_SOURCE, hx(s, '-1,0')), N);
    expect([prompt(s), s.g[G_DEPTH]]).toEqual([PR_ADV_GROUP, d + 1]);
    expect(legal(s)).toEqual([encode(A_ADV_GROUP, 1, 0), encode(A_ADV_GROUP, 2, 0)]);
    advanceApply(s, encode(A_ADV_GROUP, 2, 0), N);
    expect(prompt(s)).toBe(PR_ADV_DEST);
    advanceApply(s, encode(A_ADV_DEST, hx(s, '-1,1')), N);
    expect([prompt(s), s.g[G_DEPTH], s.frames[topFrame(s) + FIELD_0]]).toEqual([PR_ADV_PACKET, d, 1]);
  });
});

describe('SPAWN (spec §1.11.2)', () => {
  it('◇23 CF-44 (L394-398, L1330-1332): onto a Storm hex costs 1 SPAWN; a 4-Unit hex or an enemy-held home is illegal', () => {
    const s = blank();
    const home = s.f[FAC_P * F_WORDS + F_HOME]!;
    legend(s, LS_P, '-1,0');
    s.storm[hx(s, '-1,0')] = 1;
    const poss = s.f[FAC_P * F_WORDS + F_HAINT_POSS]!;
    expect(openSpawn(s, FAC_P, 2, RESUME, N)).toBe(OPEN);
    expect(prompt(s)).toBe(PR_SPAWN);
    expect(spawnOptions(s)).toEqual([encode(A_SPN_TARGET, hx(s, '-1,0')), encode(A_SPN_TARGET, home), encode(A_SPN_STOP)]);
    expect(spawnApply(s, encode(A_SPN_TARGET, hx(s, '-1,0')), N)).toBe(OPEN);
    expect(s.frames[topFrame(s) + FIELD_0]).toBe(1); // the Storm cost nothing extra
    expect(at(s, FAC_P, '-1,0')).toBe(1);
    expect(s.f[FAC_P * F_WORDS + F_HAINT_POSS]).toBe(poss - 1);
    // 4 Units on the Legend's hex, an enemy Unit on the home: nothing legal, the SPAWN is lost (R-SPN-2)
    haints(s, FAC_P, '-1,0', GAME.unitsPerHex.value - 1);
    s.haint[FAC_F * s.n + home] = 1;
    expect(spawnOptions(s)).toEqual([encode(A_SPN_STOP)]);
    const t = blank();
    legend(t, LS_P, '-1,0');
    haints(t, FAC_P, '-1,0', GAME.unitsPerHex.value - 1);
    t.haint[FAC_F * t.n + t.f[FAC_P * F_WORDS + F_HOME]!] = 1;
    expect(openSpawn(t, FAC_P, 2, RESUME, N)).toBe(RESUME);
  });

  it('R-SPN-1 (L1336): Kammi spawns on either Legend token or her Home Hex, each hex once; not onto Townsfolk (L1348)', () => {
    const s = blank(['family', 'kammi']);
    const home = s.f[FAC_K * F_WORDS + F_HOME]!;
    legend(s, LS_KAMMI0, '2,-1');
    legend(s, LS_KAMMI1, '3,0'); // on the home
    expect(home).toBe(hx(s, '3,0'));
    openSpawn(s, FAC_K, 1, RESUME, N);
    expect(spawnOptions(s)).toEqual([encode(A_SPN_TARGET, hx(s, '2,-1')), encode(A_SPN_TARGET, home), encode(A_SPN_STOP)]);
    s.townsfolk[hx(s, '2,-1')] = 1;
    expect(spawnOptions(s)).toEqual([encode(A_SPN_TARGET, home), encode(A_SPN_STOP)]);
    expect(spawnApply(s, encode(A_SPN_TARGET, home), N)).toBe(RESUME); // packet of 1 used up
    expect(s.haint[FAC_K * s.n + home]).toBe(1);
  });

  it('R-SPN-2 (L392): with no Haint in Possessions the SPAWN is lost', () => {
    const s = blank();
    legend(s, LS_P, '-1,0');
    s.f[FAC_P * F_WORDS + F_HAINT_POSS] = 1;
    expect(openSpawn(s, FAC_P, 3, RESUME, N)).toBe(OPEN);
    expect(spawnApply(s, encode(A_SPN_TARGET, hx(s, '-1,0')), N)).toBe(RESUME);
    expect(openSpawn(s, FAC_P, 3, RESUME, N)).toBe(RESUME);
    expect(s.g[G_DEPTH]).toBe(0);
  });
});

describe('STRENGTHEN (spec §1.11.3)', () => {
  it('R-STR-1 (L382, L1318): each STRENGTHEN moves 1 cube of your colour to the Battleground; none when Possessions are empty', () => {
    const s = blank(['family', 'kammi']);
    for (const fac of [FAC_F, FAC_K]) {
      const i = fac * COLOURS + FACTION_COLOUR[fac]!;
      const bg = s.bg[i]!;
      const poss = s.poss[i]!;
      expect(strengthen(s, fac, 2, N)).toBe(2 * GAME.strengthenCubes.value);
      expect([s.bg[i], s.poss[i]]).toEqual([bg + 2, poss - 2]);
      s.poss[i] = 1;
      expect(strengthen(s, fac, 3, N)).toBe(1);
      expect(strengthen(s, fac, 1, N)).toBe(0);
    }
  });

  it('R-STR-2 (L384, L671): the cube cap is not checked while strengthening, only at Clean-Up', () => {
    const s = blank();
    const i = FAC_P * COLOURS + RED;
    s.bg[i] = GAME.cubeCap.value;
    const poss = s.poss[i]!;
    expect(strengthen(s, FAC_P, 2, N)).toBe(2);
    expect(s.bg[i]).toBe(GAME.cubeCap.value + 2);
    expect(capBattleground(s, FAC_P, N)).toBe(2);
    expect([s.bg[i], s.poss[i]]).toEqual([GAME.cubeCap.value, poss]);
    expect(capBattleground(s, FAC_P, N)).toBe(0);
  });
});

// ---- property: random legal sequences ------------------------------------------------------

const PAIRS: Pair[] = [['protectors', 'family'], ['family', 'protectors'], ['protectors', 'kammi'], ['kammi', 'family']];

function cubeTotals(s: HarrowState): number[] {
  const t = new Array<number>(COLOURS).fill(0);
  for (let fac = 0; fac < 4; fac++) {
    for (let c = 0; c < COLOURS; c++) t[c]! += s.bg[fac * COLOURS + c]! + s.poss[fac * COLOURS + c]! + s.stash[fac * COLOURS + c]! + s.setAside[fac * COLOURS + c]!;
  }
  for (let c = 0; c < COLOURS; c++) t[c]! += s.tree[c]!;
  for (let h = 0; h < s.n; h++) {
    t[RED]! += s.redCube[h]!;
    t[PURPLE]! += s.bloodMoney[h]!;
  }
  for (let r = 0; r < KG_ROWS_CAP; r++) t[PURPLE]! += s.kRowCubes[r]!;
  return t;
}

/** INV-01, INV-02, INV-04, INV-06, INV-07 (the parts these actions touch); a message or null. */
function broken(s: HarrowState, cubes0: readonly number[], n: BasicNumbers): string | null {
  for (let h = 0; h < s.n; h++) {
    if (unitsOn(s, h) > n.unitsPerHex) return `INV-01: ${unitsOn(s, h)} Units on hex ${h}`;
    let present = 0;
    for (let f = 0; f < UNIT_FACTIONS; f++) {
      let u = s.haint[f * s.n + h]!;
      for (const slot of [LS_P, LS_F, LS_KAMMI0, LS_KAMMI1]) if (s.legendHex[slot] === h && [FAC_P, FAC_F, FAC_K, FAC_K][slot] === f) u++;
      if (u === 0) continue;
      present++;
      if (f !== FAC_F && s.building[h]! > 0) return `INV-02: faction ${f} with a Building on ${h}`;
      if (f !== FAC_P && s.townsfolk[h]! > 0) return `INV-02: faction ${f} with a Townsfolk on ${h}`;
    }
    if (present > 1) return `INV-02: two factions on hex ${h}`;
    let dolls = 0;
    for (let d = 0; d < DOLLS; d++) if (s.dollHex[d] === h) dolls++;
    if (dolls > 1 || (dolls === 1 && (s.building[h]! > 0 || s.townsfolk[h]! > 0))) return `INV-04 on hex ${h}`;
  }
  const cubes = cubeTotals(s);
  for (let c = 0; c < COLOURS; c++) if (cubes[c] !== cubes0[c]) return `INV-06: ${CUBE_COLOUR_TABLE[c]!.name} ${cubes0[c]} → ${cubes[c]}`;
  for (let f = 0; f < UNIT_FACTIONS; f++) {
    if (s.f[f * F_WORDS + F_SEAT]! < 0) continue; // not seated
    let k = s.f[f * F_WORDS + F_HAINT_POSS]!;
    for (let h = 0; h < s.n; h++) k += s.haint[f * s.n + h]!;
    if (k !== GAME.haintsPerFaction.value) return `INV-07: faction ${f} has ${k} Haints`;
  }
  return null;
}

/** Scatters Paths, Storms, Townsfolk, Buildings, Goads, Blood Money and red cubes over empty hexes. */
function scatter(s: HarrowState, rng: Rng): void {
  for (let i = 0; i < 12; i++) {
    const h = rng.int(s.n);
    if (h === s.map.brambles || unitsOn(s, h) > 0 || s.dollHex.includes(h)) continue;
    switch (rng.int(6)) {
      case 0: s.path[h]! += 1; break;
      case 1: s.storm[h] = 1; break;
      case 2: s.townsfolk[h] = 1; break;
      case 3: s.building[h] = 1; break;
      case 4: s.goad[h] = 1; break;
      default:
        if (s.poss[FAC_K * COLOURS + PURPLE]! > 0) { s.poss[FAC_K * COLOURS + PURPLE]!--; s.bloodMoney[h] = 1; }
        if (s.poss[FAC_P * COLOURS + RED]! > 0) { s.poss[FAC_P * COLOURS + RED]!--; s.redCube[h] = 1; }
    }
  }
}

describe('property (INV-01, INV-02, INV-04, INV-06, INV-07)', () => {
  it('random legal sequences of ADVANCE, SPAWN and STRENGTHEN keep occupancy, the core rules and conservation', () => {
    const n = basicNumbers();
    let moves = 0;
    let spawns = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(...PAIRS), (seed, pair) => {
        const rng = new Rng(`basic-prop-${seed}`);
        const s = started(pair, `basic-prop-${seed}`);
        scatter(s, rng);
        const cubes0 = cubeTotals(s);
        const out = new Int32Array(BASIC_MAX_LEGAL);
        for (let packet = 0; packet < 40; packet++) {
          const fac = s.g[G_SEAT_FACTION + (packet & 1)]!; // alternate the two seats
          if (packet % 6 === 0) s.g[G_FREE_PATH_STEPS] = 0; // a new turn
          const kind = rng.int(4);
          if (kind === 2) {
            strengthen(s, fac, 1 + rng.int(4), n);
          } else if (kind === 3 && packet % 4 === 0) {
            capBattleground(s, fac, n);
          } else {
            const spawn = kind === 1;
            let r = spawn ? openSpawn(s, fac, 1 + rng.int(4), RESUME, n) : openAdvance(s, fac, rng.int(7), RESUME, n);
            let guard = 0;
            while (r === OPEN) {
              const k = spawn ? spawnLegal(s, out, n) : advanceLegal(s, out, n);
              if (k === 0) throw new Error(`seed ${seed}: empty legal list at prompt ${prompt(s)}`);
              // prefer moving to stopping, so packets run long
              let pick = rng.int(k);
              const c = out[pick]!;
              if ((kindOf(c) === A_ADV_STOP || kindOf(c) === A_SPN_STOP) && k > 1 && rng.int(4) > 0) pick = rng.int(k - 1);
              if (kindOf(out[pick]!) === A_ADV_DEST) moves++;
              if (kindOf(out[pick]!) === A_SPN_TARGET) spawns++;
              r = spawn ? spawnApply(s, out[pick]!, n) : advanceApply(s, out[pick]!, n);
              const why = broken(s, cubes0, n);
              if (why !== null) throw new Error(`seed ${seed} (${pair.join(' v ')}), packet ${packet}: ${why}`);
              if (++guard > 200) throw new Error(`seed ${seed}: packet does not end`);
            }
            expect(r, `seed ${seed}`).toBe(RESUME);
            expect(s.g[G_DEPTH], `seed ${seed}`).toBe(0);
          }
          const why = broken(s, cubes0, n);
          if (why !== null) throw new Error(`seed ${seed} (${pair.join(' v ')}), packet ${packet}: ${why}`);
        }
      }),
      { numRuns: 150 },
    );
    // not vacuous: the runs moved and spawned a lot
    expect(moves).toBeGreaterThan(1000);
    expect(spawns).toBeGreaterThan(300);
  });
});
