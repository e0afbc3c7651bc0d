// Movement (§1.10, CF-10), Discover (§1.11, CF-11, G71) and gathering (§1.12, CF-12, G6, G16–G18).
import { describe, expect, it } from 'vitest';
import { PR_COMMAND, PR_DISCOVER, PR_GATHER_CHOICE } from '../src/prompts.js';
import { DESERT, FOREST, MOUNTAIN, OCEAN, PLAINS } from '../src/lands.js';
import { PL_ACTIONS, PL_WORDS } from '../src/state.js';
import { content, makeKit, res } from './command-kit.js';

/** The first plain (non-Landmark) tile id of a land in the starter bag. */
function tileIds(land: number, n: number): number[] {
  const t = content().tiles;
  const out: number[] = [];
  for (let i = 0; i < t.count && out.length < n; i++) if (t.land[i] === land && t.landmark[i] === -1) out.push(i);
  return out;
}

describe('movement §1.10', () => {
  it('CF-10 §1.10 Mountain costs 2 Actions, Plains 1; Ocean needs Seafaring', () => {
    const k = makeKit();
    const home = k.tile('0,0', 'Plains');
    const mtn = k.tile('1,0', 'Mountain');
    k.tile('0,1', 'Ocean');
    k.tile('-1,0', 'Plains');
    k.army(0, 0, home, 'Farmer');
    k.start(0, 3);
    const moves = k.describeAll().filter((d) => d.startsWith('Move'));
    expect(moves).toHaveLength(2); // Mountain and Plains, not Ocean
    k.act(/to Mountain 1,0 \(2 Actions\)/);
    expect(k.actions(0)).toBe(1);
    expect(k.s.armyTile[0]).toBe(mtn);
    // With 1 Action left the Plains behind (cost 1) is reachable, nothing costs 2.
    k.act(/to Plains 0,0 \(1 Action\)/);
    expect(k.actions(0)).toBe(0);
    expect(k.describeAll().filter((d) => d.startsWith('Move'))).toHaveLength(0);
  });

  it('CF-10 §1.10 a Seafaring member lets the army enter Ocean (cost 1) and a Fisherman gathers 1 Fi there', () => {
    const k = makeKit();
    const home = k.tile('0,0', 'Tundra');
    const sea = k.tile('0,1', 'Ocean');
    const a = k.army(2, 0, home, 'Fisherman');
    k.start(2, 2);
    k.act(/to Ocean 0,1/);
    expect(k.s.armyTile[a]).toBe(sea);
    expect(k.actions(2)).toBe(1);
    expect(k.cargo(a, 'Fi')).toBe(1);
  });

  it('CF-10 §1.10 an all-Flying army pays 1 for a Mountain and may cross Ocean', () => {
    const k = makeKit({ nations: ['human', 'draconis'] });
    const home = k.tile('0,0', 'Plains');
    const mtn = k.tile('1,0', 'Mountain');
    const sea = k.tile('0,1', 'Ocean');
    const a = k.army(1, 0, home, 'Drake Rider');
    k.start(1, 2);
    k.act(/to Mountain 1,0 \(1 Action\)/);
    expect(k.s.armyTile[a]).toBe(mtn);
    k.act(/to Plains 0,0 \(1 Action\)/);
    k.s.pl[1 * PL_WORDS + PL_ACTIONS] = 1; // one more Action without restarting the phase
    k.act(/to Ocean 0,1 \(1 Action\)/);
    expect(k.s.armyTile[a]).toBe(sea);
  });

  it('CF-10 §1.10 a mixed army (one non-Flyer) pays 2 for a Mountain and cannot enter Ocean', () => {
    const k = makeKit({ nations: ['human', 'draconis'] });
    const home = k.tile('0,0', 'Plains');
    k.tile('1,0', 'Mountain');
    k.tile('0,1', 'Ocean');
    k.army(1, 0, home, 'Drake Rider', 'Miner');
    k.start(1, 4);
    const moves = k.describeAll().filter((d) => d.startsWith('Move'));
    expect(moves).toEqual([expect.stringMatching(/Mountain 1,0 \(2 Actions\)/)]);
  });

  it('G49 §1.10 own armies never share a hex; entering an enemy army hands over to the encounter hook without gathering (G77: Actions remain)', () => {
    const k = makeKit();
    const a0 = k.tile('0,0', 'Plains');
    const a1 = k.tile('1,0', 'Plains');
    const e = k.tile('0,1', 'Plains');
    const a = k.army(0, 0, a0, 'Farmer');
    k.army(0, 1, a1, 'Farmer');
    k.army(1, 0, e, 'Goblin Laborer');
    k.start(0, 3);
    const moves = k.describeAll().filter((d) => d.startsWith('Move Army #1'));
    expect(moves).toHaveLength(1);
    k.act(/Move Army #1 .* to Plains 0,1 and face what is there/);
    expect(k.encounters).toEqual([{ army: a, tile: e }]);
    expect(k.cargo(a, 'Gr')).toBe(0);
    expect(k.actions(0)).toBe(2);
    expect(k.topPrompt()).toBe(PR_COMMAND);
  });

  it('§1.10 entering an enemy settlement (no army there) is an encounter too', () => {
    const k = makeKit();
    const h = k.tile('0,0', 'Plains');
    const v = k.tile('1,0', 'Plains');
    const a = k.army(0, 0, h, 'Farmer');
    k.settle(1, v, 'village');
    k.start(0, 1);
    k.act(/to Plains 1,0 and face what is there/);
    expect(k.encounters).toEqual([{ army: a, tile: v }]);
  });
});

describe('Discover §1.11', () => {
  it('CF-11 §1.11 k = open borders: 5 open → 5 drawn; one placed, the army moves in and gathers; the rest return to the bag', () => {
    const k = makeKit();
    const home = k.tile('0,0', 'Plains');
    k.tile('1,0', 'Plains');
    const a = k.army(0, 0, home, 'Farmer');
    k.s.bag.length = 0;
    for (const id of [...tileIds(PLAINS, 3), ...tileIds(FOREST, 3), ...tileIds(MOUNTAIN, 4)]) k.s.bag.put(id);
    k.start(0, 3);
    k.act(/Discover land with Army #1/);
    expect(k.topPrompt()).toBe(PR_DISCOVER);
    expect(k.s.bag.length).toBe(5);
    const places = k.describeAll();
    expect(places.length).toBeGreaterThan(0);
    const plains = places.findIndex((d) => /Place the Plains tile/.test(d));
    if (plains >= 0) {
      k.step(k.legal()[plains]!);
      expect(k.actions(0)).toBe(2);
      expect(k.cargo(a, 'Gr')).toBe(1);
    } else {
      k.step(k.legal()[0]!);
    }
    expect(k.s.map.count).toBe(3);
    expect(k.s.bag.length).toBe(9);
    expect(k.s.armyTile[a]).toBe(2);
    expect(k.topPrompt()).toBe(PR_COMMAND);
  });

  it('CF-11 §1.11 with one tile on the map all 6 borders are open: 6 drawn (or all that remain, G78)', () => {
    const k = makeKit();
    const home = k.tile('0,0', 'Plains');
    k.army(0, 0, home, 'Farmer');
    k.s.bag.length = 0;
    for (const id of tileIds(PLAINS, 4)) k.s.bag.put(id);
    k.start(0, 2);
    k.act(/Discover/);
    expect(k.s.bag.length).toBe(0); // only 4 remained: all drawn
    // 4 Plains × 6 directions.
    expect(k.legal()).toHaveLength(24);
  });

  it('G71 §1.11 when no drawn tile fits (Ocean without Seafaring, a Mountain with 1 Action) all go back and 1 Action is spent', () => {
    const k = makeKit();
    const home = k.tile('0,0', 'Plains');
    k.army(0, 0, home, 'Farmer');
    k.s.bag.length = 0;
    for (const id of [...tileIds(OCEAN, 2), ...tileIds(MOUNTAIN, 1)]) k.s.bag.put(id);
    k.start(0, 1);
    k.act(/Discover/);
    expect(k.describeAll()).toEqual([expect.stringMatching(/No drawn tile fits/)]);
    k.step(k.legal()[0]!);
    expect(k.actions(0)).toBe(0);
    expect(k.s.bag.length).toBe(3);
    expect(k.s.map.count).toBe(1);
    expect(k.topPrompt()).toBe(PR_COMMAND);
  });

  it('G71 §1.11 a Mountain placed by Discover costs its move cost, 2', () => {
    const k = makeKit({ nations: ['human', 'elves', 'borean', 'draconis'] });
    const home = k.tile('0,0', 'Plains');
    const a = k.army(3, 0, home, 'Miner');
    k.s.bag.length = 0;
    k.s.bag.put(tileIds(MOUNTAIN, 1)[0]!);
    k.start(3, 3);
    k.act(/Discover/);
    k.step(k.legal()[0]!);
    expect(k.actions(3)).toBe(1);
    // The Miner chooses Ore or Gems on the new Mountain.
    expect(k.topPrompt()).toBe(PR_GATHER_CHOICE);
    k.act(/gathers 1 Or/);
    expect(k.cargo(a, 'Or')).toBe(1);
  });
});

describe('gathering §1.12', () => {
  function plainsRegion(k: ReturnType<typeof makeKit>, size: number): number[] {
    const pos = ['0,0', '1,0', '2,0', '3,0', '4,0', '5,0'];
    return pos.slice(0, size).map((p) => k.tile(p, 'Plains'));
  }

  it('CF-12 §1.4 G16 a Farmer entering Plains in a region of 4 gathers 2 Gr; in a region of 3, 1 Gr', () => {
    const k4 = makeKit();
    const t4 = plainsRegion(k4, 4);
    const a4 = k4.army(0, 0, t4[0]!, 'Farmer');
    k4.start(0, 1);
    k4.act(/to Plains 1,0/);
    expect(k4.cargo(a4, 'Gr')).toBe(2);

    const k3 = makeKit();
    const t3 = plainsRegion(k3, 3);
    const a3 = k3.army(0, 0, t3[0]!, 'Farmer');
    k3.start(0, 1);
    k3.act(/to Plains 1,0/);
    expect(k3.cargo(a3, 'Gr')).toBe(1);
  });

  it('G6 §1.12 Providers stack: two Farmers gather in place for 1 Action → 2 × 1 Gr', () => {
    const k = makeKit();
    const t = plainsRegion(k, 2);
    const a = k.army(0, 0, t[0]!, 'Farmer', 'Farmer');
    k.start(0, 1);
    k.act(/Gather resources in place with Army #1 \(1 Action\)/);
    expect(k.cargo(a, 'Gr')).toBe(2);
    expect(k.actions(0)).toBe(0);
  });

  it('CF-12 G17 §1.12 a Goblin Laborer chooses Wood or Gems; Wood is doubled by the region, Gems are not (unless gemsDouble)', () => {
    for (const [choice, gemsDouble, expected] of [
      ['Wd', false, 2],
      ['Ge', false, 1],
      ['Ge', true, 2],
    ] as const) {
      const k = makeKit({ params: { 'game.gemsDouble': gemsDouble } });
      for (const p of ['0,0', '1,0', '2,0', '3,0']) k.tile(p, 'Forest');
      const a = k.army(1, 0, 0, 'Goblin Laborer');
      k.start(1, 1);
      k.act(/Gather resources in place/);
      expect(k.topPrompt()).toBe(PR_GATHER_CHOICE);
      expect(k.legal()).toHaveLength(2);
      k.act(new RegExp(`gathers ${expected} ${choice}`));
      expect(k.cargo(a, choice)).toBe(expected);
      expect(k.topPrompt()).toBe(PR_COMMAND);
    }
  });

  it('§1.12 Tundra and Wasteland yield nothing to a Farmer: Gather in place is not offered', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Tundra');
    k.army(0, 0, t, 'Farmer');
    k.start(0, 2);
    expect(k.describeAll().some((d) => d.startsWith('Gather'))).toBe(false);
  });

  it('G17 §1.12 Barter: a Merchant on its own Desert settlement takes 1 Go (or Ge) once per Command Phase', () => {
    const k = makeKit({ nations: ['human', 'talos'] });
    const d = k.tile('0,0', 'Desert');
    k.settle(1, d, 'village');
    const a = k.army(1, 0, d, 'Merchant');
    k.start(1, 3);
    k.act(/Gather resources in place/);
    k.act(/gathers 1 Go/);
    expect(k.cargo(a, 'Go')).toBe(1);
    expect(k.describeAll().some((x) => x.startsWith('Gather'))).toBe(false);
    // Next Command Phase the Barter is available again.
    k.act(/End the Command Phase/);
    k.start(1, 3);
    expect(k.describeAll().some((x) => x.startsWith('Gather'))).toBe(true);
  });

  it('G17 §1.12 Barter needs an own settlement: on a bare Desert the Merchant yields nothing', () => {
    const k = makeKit({ nations: ['human', 'talos'] });
    const d = k.tile('0,0', 'Desert');
    k.army(1, 0, d, 'Merchant');
    k.start(1, 3);
    expect(k.describeAll().some((x) => x.startsWith('Gather'))).toBe(false);
  });

  it('CF-12 G17 §1.12 Desert passive income: a settlement on a Desert region of 4 pays its owner 1 Go at the start of the Command Phase; a region of 3 pays nothing', () => {
    for (const [size, expected] of [
      [4, 1],
      [3, 0],
    ] as const) {
      const k = makeKit({ nations: ['human', 'talos'] });
      const tiles = ['0,0', '1,0', '2,0', '3,0'].slice(0, size).map((p) => k.tile(p, 'Desert'));
      k.settle(1, tiles[0]!, 'village');
      k.setBank(1, 'Go', 0);
      k.start(1, 1);
      expect(k.bank(1, 'Go')).toBe(expected);
      expect(k.s.map.land[tiles[0]!]).toBe(DESERT);
    }
  });

  it('G18 §1.12 gathering happens on each entry: moving back and forth yields each time', () => {
    const k = makeKit();
    const t = plainsRegion(k, 2);
    const a = k.army(0, 0, t[0]!, 'Farmer');
    k.start(0, 2);
    k.act(/to Plains 1,0/);
    k.act(/to Plains 0,0/);
    expect(k.cargo(a, 'Gr')).toBe(2);
    expect(res('Gr')).toBe(0);
  });
});
