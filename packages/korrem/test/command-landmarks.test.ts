// Landmarks in the Command Phase (§3.1, CF-20/21, G53, G72), Smelt (§4.4), the free-action cap
// (G10) and the start of a Command Phase (§6.4).
import { describe, expect, it } from 'vitest';
import { G_CREATURE_TOP_SEEN, G_DEPTH, G_HIDDEN_READS, LOC_ARMY, PL_BAZAAR_USED, PL_FREE_USED, PL_WORDS, WLOC_ARMY } from '../src/state.js';
import { PR_COMMAND, PR_LANDMARK } from '../src/prompts.js';
import { handAddWorld, takeFromWorldDeck } from '../src/world/world-deck.js';
import { Rng } from '@balance-lab/core';
import { korrem } from '../src/game.js';
import { determinizeKorremInto } from '../src/hidden.js';
import { content, makeKit } from './command-kit.js';

const landmarkRolls = (k: ReturnType<typeof makeKit>): string[] => k.describeAll().filter((d) => /roll the D8/.test(d));

describe('markets §3.1', () => {
  it('CF-20 §3.1 Farfield Village trades 4 : 1, Lightwood Marketplace 3 : 1, Smuggler’s Outpost 1 : 1, from the cargo', () => {
    for (const [lm, rate] of [
      ['Farfield Village', 4],
      ['Lightwood Marketplace', 3],
      ["Smuggler's Outpost", 1],
    ] as const) {
      const k = makeKit();
      const t = k.tile('0,0', lm);
      const a = k.army(0, 0, t, 'Farmer');
      k.setCargo(a, 'Gr', rate);
      k.start(0, 0);
      k.act(new RegExp(`Trade at ${lm}: ${rate} Gr from Army #1's cargo for 1 Go`));
      expect(k.cargo(a, 'Gr')).toBe(0);
      expect(k.cargo(a, 'Go')).toBe(1);
      expect(k.describeAll().some((d) => / Gr from /.test(d))).toBe(false);
    }
  });

  it('CF-20 §3.1 with one unit too few there is no market exchange for that resource', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Farfield Village');
    const a = k.army(0, 0, t, 'Farmer');
    k.setCargo(a, 'Gr', 3);
    k.start(0, 0);
    expect(k.describeAll().some((d) => d.startsWith('Trade at'))).toBe(false);
  });
});

describe('Landmark rolls §3.1 (G53)', () => {
  it('CF-21 §3.1 Farfield Tavern: a 7 fails, and the roll is spent for this army this Command Phase (G53, 0 Actions)', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Farfield Tavern');
    k.army(0, 0, t, 'Farmer');
    k.start(0, 2);
    k.rng.dice.push(7);
    k.act(/uses Farfield Tavern: roll the D8 \(succeeds on 8\+\)/);
    expect(k.topPrompt()).toBe(PR_COMMAND);
    expect(landmarkRolls(k)).toHaveLength(0);
    expect(k.actions(0)).toBe(2);
    k.act(/End/);
    k.start(0, 2);
    expect(landmarkRolls(k)).toHaveLength(1);
  });

  it('CF-21 §3.1 Farfield Tavern on an 8: the top Creature card is revealed; pay its cost from the cargo to recruit it', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Farfield Tavern');
    const a = k.army(0, 0, t, 'Farmer');
    const bat = k.onTop(-1, 'Cave Bat');
    k.setCargo(a, 'Gr', 1);
    k.start(0, 1);
    k.rng.dice.push(8);
    k.act(/roll the D8/);
    expect(k.topPrompt()).toBe(PR_LANDMARK);
    expect(k.describeAll()).toEqual(['Farfield Tavern: decline', expect.stringMatching(/pay 1 Gr from the cargo to recruit Cave Bat into Army #1/)]);
    k.act(/recruit Cave Bat/);
    expect(k.s.copyLoc[bat]).toBe(LOC_ARMY);
    expect(k.s.copyArg[bat]).toBe(a);
    expect(k.cargo(a, 'Gr')).toBe(0);
    expect(k.topPrompt()).toBe(PR_COMMAND);
  });

  it('CF-21 §3.1 a declined or unaffordable Tavern card stays on top of the Creature deck', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Treeview Tavern');
    k.army(0, 0, t, 'Farmer');
    const bat = k.onTop(-1, 'Cave Bat');
    const len = k.s.lens[0]!;
    k.start(0, 1);
    k.rng.dice.push(8);
    k.act(/roll the D8/);
    expect(k.describeAll()).toEqual(['Treeview Tavern: decline']);
    k.act(/decline/);
    expect(k.s.lens[0]).toBe(len);
    expect(k.s.creatureDeck[len - 1]).toBe(bat);
  });

  it('CF-21 §3.1 §6.1 the Tavern card is revealed to every player: after Decline it stays known on top, and a determinized view keeps it there', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Treeview Tavern');
    k.army(0, 0, t, 'Farmer');
    const bat = k.onTop(-1, 'Cave Bat');
    const len = k.s.lens[0]!;
    const view = korrem.clone(k.s);
    const topAfterDeterminize = (label: string): number[] => {
      const tops: number[] = [];
      for (let i = 0; i < 12; i++) {
        determinizeKorremInto(view, k.s, 1, new Rng(`${label}-${i}`));
        tops.push(view.creatureDeck[len - 1]!);
      }
      return tops;
    };
    // Face down, the top is as unknown to seat 1 as the rest of the deck.
    expect(topAfterDeterminize('before').some((c) => c !== bat)).toBe(true);
    const reads = k.s.g[G_HIDDEN_READS]!;
    k.start(0, 1);
    k.rng.dice.push(8);
    k.act(/roll the D8/);
    expect(k.s.g[G_HIDDEN_READS]).toBe(reads + 1);
    k.act(/decline/);
    expect(k.s.g[G_CREATURE_TOP_SEEN]).toBe(1);
    expect(topAfterDeterminize('after')).toEqual(new Array(12).fill(bat));
  });

  it("CF-21 §3.1 Hunter's Lodge succeeds on 4–8: a 3 fails, a 4 succeeds", () => {
    for (const [roll, ok] of [
      [3, false],
      [4, true],
    ] as const) {
      const k = makeKit();
      const t = k.tile('0,0', "Hunter's Lodge");
      k.army(0, 0, t, 'Farmer');
      k.start(0, 1);
      k.rng.dice.push(roll);
      k.act(/roll the D8 \(succeeds on 4\+\)/);
      expect(k.topPrompt()).toBe(ok ? PR_LANDMARK : PR_COMMAND);
    }
  });

  it('CF-21 §3.1 G53 Abandoned Goblin Mine on an 8: collect 3 of one chosen type among Or, Ge, St, Go', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Abandoned Goblin Mine');
    const a = k.army(0, 0, t, 'Farmer');
    k.start(0, 1);
    k.rng.dice.push(8);
    k.act(/roll the D8/);
    expect(k.describeAll()).toHaveLength(4);
    k.act(/collect 3 St/);
    expect(k.cargo(a, 'St')).toBe(3);
  });

  it('CF-21 §3.1 Abandoned Troll Mine on an 8: 5 Gems (no choice); Tomb of the Ollocians: 6 of one of Or, Ge, St, Wd, Go', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Abandoned Troll Mine');
    const a = k.army(0, 0, t, 'Farmer');
    k.start(0, 1);
    k.rng.dice.push(8);
    k.act(/roll the D8/);
    expect(k.topPrompt()).toBe(PR_COMMAND);
    expect(k.cargo(a, 'Ge')).toBe(5);

    const k2 = makeKit();
    const t2 = k2.tile('0,0', 'Tomb of the Ollocians');
    const a2 = k2.army(0, 0, t2, 'Farmer');
    k2.start(0, 1);
    k2.rng.dice.push(8);
    k2.act(/roll the D8/);
    expect(k2.describeAll()).toHaveLength(5);
    k2.act(/collect 6 Wd/);
    expect(k2.cargo(a2, 'Wd')).toBe(6);
  });

  it('CF-21 G72 §3.1 Barrenaire Bazaar: on an 8 pay 6 Go from the cargo for any Artifact of the World deck; once per player per game', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Barrenaire Bazaar');
    const a = k.army(0, 0, t, 'Farmer');
    k.setCargo(a, 'Go', 12);
    k.start(0, 1);
    // A failed roll does not use up the Bazaar (G72).
    k.rng.dice.push(5);
    k.act(/Bazaar: roll the D8/);
    expect(k.s.pl[PL_BAZAAR_USED]).toBe(0);
    k.act(/End/);
    k.start(0, 1);
    k.rng.dice.push(8);
    k.act(/Bazaar: roll the D8/);
    const artifacts = content().world.kind.filter((x) => x === 4).length;
    expect(k.legal()).toHaveLength(1 + artifacts);
    const deckBefore = k.s.lens[1]!;
    k.act(/take the Artifact Crown of the Ancients/);
    expect(k.cargo(a, 'Go')).toBe(6);
    expect(k.s.lens[1]).toBe(deckBefore - 1);
    let w = -1;
    for (let i = 0; i < k.s.shape.worldCopies; i++) if (content().world.name[k.s.wCard[i]!] === 'Crown of the Ancients') w = i;
    expect(k.s.wLoc[w]).toBe(WLOC_ARMY);
    expect(k.s.wArg[w]).toBe(a);
    expect(k.s.pl[0 * PL_WORDS + PL_BAZAAR_USED]).toBe(1);
    k.act(/End/);
    k.start(0, 1);
    expect(landmarkRolls(k)).toHaveLength(0);
  });

  it('G72 §3.1 a Bazaar success without 6 Gold in the cargo can only be declined', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Barrenaire Bazaar');
    const a = k.army(0, 0, t, 'Farmer');
    k.setCargo(a, 'Go', 5);
    k.start(0, 1);
    k.rng.dice.push(8);
    k.act(/roll the D8/);
    expect(k.describeAll()).toEqual(['Barrenaire Bazaar: decline']);
  });
});

describe('Smelt, the free-action cap and the phase start', () => {
  it('§4.4 Smelt: a Blacksmith at an own settlement turns 2 Or into 1 St in the bank, at most 2× per Command Phase, 0 Actions', () => {
    const k = makeKit();
    const v = k.tile('0,0', 'Plains');
    k.settle(0, v, 'village');
    k.army(0, 0, v, 'Blacksmith');
    k.setBank(0, 'Or', 10);
    k.setBank(0, 'St', 0);
    k.start(0, 0);
    k.act(/Blacksmith .* smelts 2 Or into 1 St/);
    k.act(/Blacksmith .* smelts 2 Or into 1 St/);
    expect(k.describeAll().some((d) => /smelts/.test(d))).toBe(false);
    expect(k.bank(0, 'Or')).toBe(6);
    expect(k.bank(0, 'St')).toBe(2);
  });

  it('G10 §1.9 at most maxFreeActionsPerPhase zero-cost actions; then only End and costed actions remain', () => {
    const k = makeKit({ params: { 'game.maxFreeActionsPerPhase': 2 } });
    const t = k.tile('0,0', "Smuggler's Outpost");
    const a = k.army(0, 0, t, 'Farmer');
    k.setCargo(a, 'Gr', 5);
    k.start(0, 0);
    k.act(/Trade at .* for 1 Go/);
    k.act(/Trade at .* 1 Go from Army #1's cargo for 1 Wd/);
    expect(k.s.pl[PL_FREE_USED]).toBe(2);
    expect(k.describeAll()).toEqual(['End the Command Phase (unused Actions are lost)']);
  });

  it('§6.4 the phase start resets Actions, the free counter, fresh flags and landmark rolls; End pops the frame', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Farfield Tavern');
    k.army(0, 0, t, 'Farmer');
    k.start(0, 5);
    expect(k.actions(0)).toBe(5);
    k.rng.dice.push(1);
    k.act(/roll the D8/);
    k.act(/End/);
    expect(k.s.g[G_DEPTH]).toBe(0);
    k.start(0, 3);
    expect(k.actions(0)).toBe(3);
    expect(landmarkRolls(k)).toHaveLength(1);
  });
});

describe('cards and Artifacts in the Command Phase §6.4', () => {
  const wcopy = (k: ReturnType<typeof makeKit>, name: string): number => {
    for (let i = 0; i < k.s.shape.worldCopies; i++) if (content().world.name[k.s.wCard[i]!] === name) return i;
    throw new Error(name);
  };

  it('G14 G37 §3.2 a Strategy card in the hand (Forced March) is played in the Command Phase for 0 Actions: +2 Actions', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Plains');
    k.army(0, 0, t, 'Farmer');
    const w = wcopy(k, 'Forced March');
    takeFromWorldDeck(k.s, w);
    handAddWorld(k.s, 0, w);
    k.start(0, 1);
    k.act(/Forced March/);
    expect(k.actions(0)).toBe(3);
    expect(k.s.handLen[0]).toBe(0);
  });

  it('CF-24 §3.4 a discardable Artifact carried by an own army is destroyed for its discard value into the cargo', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Plains');
    const a = k.army(0, 0, t, 'Farmer');
    const world = content().world;
    let w = -1;
    for (let i = 0; i < k.s.shape.worldCopies; i++) if (world.kind[k.s.wCard[i]!] === 4 && world.discardable[k.s.wCard[i]!] === 1) w = i;
    expect(w).toBeGreaterThanOrEqual(0);
    takeFromWorldDeck(k.s, w);
    k.s.wLoc[w] = WLOC_ARMY;
    k.s.wArg[w] = a;
    k.start(0, 0);
    k.act(/Destroy the Artifact/);
    let total = 0;
    for (let r = 0; r < 7; r++) total += world.discard[k.s.wCard[w]! * 7 + r]!;
    expect(total).toBeGreaterThan(0);
    expect(['Gr', 'Wd', 'Or', 'Fi', 'Ge', 'St', 'Go'].reduce((n, r) => n + k.cargo(a, r), 0)).toBe(total);
  });
});

describe('landmarkRollTrigger=onEntry (G53 alternative)', () => {
  it('G53 onEntry: a roll comes with each landing, not with each Command Phase', () => {
    const k = makeKit({ params: { 'game.landmarkRollTrigger': 'onEntry' } });
    const tav = k.tile('0,0', 'Farfield Tavern');
    k.tile('1,0', 'Plains');
    k.army(0, 0, tav, 'Farmer');
    k.start(0, 2);
    k.rng.dice.push(1);
    k.act(/roll the D8/);
    k.act(/End/);
    k.start(0, 2);
    expect(landmarkRolls(k)).toHaveLength(0);
    k.act(/to Plains 1,0/);
    k.act(/to Farfield Tavern/);
    expect(landmarkRolls(k)).toHaveLength(1);
  });
});
