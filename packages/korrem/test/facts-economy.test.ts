// Checkable facts of the economy (spec §5.2, §5.7) that had no test of their own: CF-48 where Steel
// and Gold come from, CF-49 the Action prices; and CF-10 through map/movement.ts moveCostForLand,
// the one entry-cost rule shared by Move and Discover.
import { describe, expect, it } from 'vitest';
import { defaultValues } from '@balance-lab/core';
import { encode } from '../src/actions.js';
import { LM_COLLECT, LM_MARKET, TRAIT_FLYING, TRAIT_SEAFARING, WK_ARTIFACT } from '../src/content/compiled.js';
import { DISCOVER_FAIL_COST } from '../src/command/discover.js';
import { GATHER_IN_PLACE_COST } from '../src/command/gather.js';
import { DESERT_INCOME } from '../src/command/start-phase.js';
import { CYCLE_ACTION_COST } from '../src/command/town-hall.js';
import { V_CYCLE, V_GATHER, V_MOVE } from '../src/command/verbs.js';
import { DESERT, FOREST, GO, LANDS, MOUNTAIN, OCEAN, PLAINS, RESOURCES, ST, TUNDRA, WASTELAND } from '../src/lands.js';
import { CANNOT_ENTER, moveCostForLand } from '../src/map/movement.js';
import { KORREM_PARAMETERS, compileParams } from '../src/parameters.js';
import { content, makeKit } from './command-kit.js';

describe('CF-48 §1.12 §3.1 where Steel and Gold come from', () => {
  it('CF-48 no land yields Steel; smelting abilities, the Goblin Mine and the Tomb do; markets trade any resource', () => {
    const c = content();
    for (let e = 0; e < c.gathers.yields.length; e++) expect(c.gathers.yields[e]! & (1 << ST), `gather entry ${e}`).toBe(0);
    let smelters = 0;
    for (let card = 0; card < c.cards.smeltSteelOut.length; card++) if (c.cards.smeltSteelOut[card]! > 0) smelters++;
    expect(smelters).toBeGreaterThan(0);
    const steelCollect: string[] = [];
    const goldCollect: string[] = [];
    for (let lm = 0; lm < c.landmarks.effect.length; lm++) {
      if (c.landmarks.effect[lm] === LM_COLLECT && (c.landmarks.resources[lm]! & (1 << ST)) !== 0) steelCollect.push(c.landmarks.name[lm]!);
      if (c.landmarks.effect[lm] === LM_COLLECT && (c.landmarks.resources[lm]! & (1 << GO)) !== 0) goldCollect.push(c.landmarks.name[lm]!);
      if (c.landmarks.effect[lm] === LM_MARKET) expect(c.landmarks.resources[lm]! & ((1 << ST) | (1 << GO))).toBe((1 << ST) | (1 << GO));
    }
    expect(steelCollect.sort()).toEqual(['Abandoned Goblin Mine', 'Tomb of the Ollocians']);
    expect(goldCollect.sort()).toEqual(['Abandoned Goblin Mine', 'Tomb of the Ollocians']);
  });

  it('CF-48 Gold: Desert barter entries and Desert income pay Go, Monsters pay Gold, an Artifact discards for 10 Go; no other land yields Gold', () => {
    const c = content();
    let desertGold = 0;
    for (let e = 0; e < c.gathers.yields.length; e++) {
      if ((c.gathers.yields[e]! & (1 << GO)) === 0) continue;
      expect(c.gathers.land[e], `gather entry ${e} yields Gold off the Desert`).toBe(DESERT);
      desertGold++;
    }
    expect(desertGold).toBeGreaterThan(0);
    expect(DESERT_INCOME).toBe(1);
    let monsterGold = 0;
    for (let card = 0; card < c.cards.goldReward.length; card++) monsterGold += c.cards.goldReward[card]!;
    expect(monsterGold).toBeGreaterThan(0);
    const crown = c.worldByName('Crown of the Ancients');
    expect(c.world.kind[crown]).toBe(WK_ARTIFACT);
    expect(c.world.discard[crown * RESOURCES + GO]).toBe(10);
  });
});

describe('CF-49 §1.9 G14 Action prices', () => {
  it('CF-49 printed: Mountain 2, every other enterable land 1, Cycle 1; assumed (G14, G18, G71): Enlist 1, Build 1, Gather in place 1, a failed Discover 1', () => {
    expect(moveCostForLand(MOUNTAIN, false, 0, 0)).toBe(2);
    for (const l of [PLAINS, FOREST, DESERT, TUNDRA, WASTELAND]) expect(moveCostForLand(l, false, 0, 0)).toBe(1);
    expect(moveCostForLand(OCEAN, false, TRAIT_SEAFARING, 0)).toBe(1);
    expect(CYCLE_ACTION_COST).toBe(1);
    const p = compileParams(defaultValues(KORREM_PARAMETERS));
    expect([p.enlistActionCost, p.buildActionCost, GATHER_IN_PLACE_COST, DISCOVER_FAIL_COST]).toEqual([1, 1, 1, 1]);
    expect(p.perArmyActions).toBe(false);
  });

  it('CF-49 §1.9 in one Command Phase of W = 5: Cycle 1, Gather in place 1, a Mountain 2, a Plains 1 — the pool is spent exactly', () => {
    const k = makeKit();
    const home = k.tile('0,0', 'Plains');
    const m = k.tile('1,0', 'Mountain');
    const p = k.tile('2,0', 'Plains');
    k.settle(0, home, 'village');
    k.slots(0, 'Woodcutter');
    const a = k.army(0, 0, home, 'Farmer');
    k.start(0, 5);
    k.step(encode(V_CYCLE, 0));
    expect(k.actions(0)).toBe(4);
    k.step(encode(V_GATHER, a));
    expect(k.actions(0)).toBe(3);
    k.step(encode(V_MOVE, a, m));
    expect(k.actions(0)).toBe(1);
    k.step(encode(V_MOVE, a, p));
    expect(k.actions(0)).toBe(0);
  });
});

describe('CF-12 §1.4 §1.12 yields not covered elsewhere', () => {
  it('CF-12 G16 G17 a Miner in a Mountain region of 4 gathers 2 Or, or 1 Ge (Gems never doubled); a Fisherman in an Ocean region of 4 gathers 2 Fi', () => {
    for (const [pick, want] of [['Or', 2], ['Ge', 1]] as const) {
      const k = makeKit({ nations: ['draconis', 'borean'] });
      const t = [0, 1, 2, 3].map((q) => k.tile(`${q},0`, 'Mountain'));
      const a = k.army(0, 0, t[0]!, 'Miner');
      k.start(0, 1);
      k.step(encode(V_GATHER, a));
      k.act(new RegExp(`Miner gathers ${want} ${pick}`));
      expect(k.cargo(a, pick)).toBe(want);
    }
    const k = makeKit({ nations: ['borean', 'draconis'] });
    const t = [0, 1, 2, 3].map((q) => k.tile(`${q},0`, 'Ocean'));
    const a = k.army(0, 0, t[0]!, 'Fisherman');
    k.start(0, 1);
    k.step(encode(V_GATHER, a));
    expect(k.cargo(a, 'Fi')).toBe(2);
  });

  it('CF-12 §1.12 Tundra and Wasteland yield nothing unless a card says so: a Farmer on Tundra has nothing to gather; the Fisherman\'s Tundra entry gives 1 Fi, never doubled', () => {
    const k = makeKit({ nations: ['human', 'borean'] });
    const t = [0, 1, 2, 3].map((q) => k.tile(`${q},0`, 'Tundra'));
    const farmer = k.army(0, 0, t[0]!, 'Farmer');
    const fisher = k.army(1, 0, t[2]!, 'Fisherman');
    k.start(0, 1);
    expect(k.legal()).not.toContain(encode(V_GATHER, farmer));
    k.start(1, 1);
    k.step(encode(V_GATHER, fisher));
    expect(k.cargo(fisher, 'Fi')).toBe(1);
    const c = content();
    for (let e = 0; e < c.gathers.land.length; e++) expect(c.gathers.land[e], `gather entry ${e} on Wasteland`).not.toBe(WASTELAND);
  });
});

describe('CF-10 §1.10 map/movement.ts moveCostForLand (Move and Discover share it)', () => {
  it('CF-10 G52 by land: Ocean needs Seafaring or all-Flying; all-Flying pays 1 everywhere; an Ocean island Landmark is always enterable', () => {
    for (let l = 0; l < LANDS; l++) {
      expect(moveCostForLand(l, false, TRAIT_FLYING, TRAIT_FLYING)).toBe(1);
      if (l !== OCEAN) expect(moveCostForLand(l, false, 0, 0)).toBe(l === MOUNTAIN ? 2 : 1);
    }
    expect(moveCostForLand(OCEAN, false, 0, 0)).toBe(CANNOT_ENTER);
    expect(moveCostForLand(OCEAN, false, TRAIT_FLYING, 0)).toBe(CANNOT_ENTER); // one Flyer is not enough
    expect(moveCostForLand(OCEAN, true, 0, 0)).toBe(1);
    expect(moveCostForLand(MOUNTAIN, true, 0, 0)).toBe(2); // a Landmark costs as its base type
  });
});
