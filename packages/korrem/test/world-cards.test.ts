// A scenario per card of the starter World deck (spec §4.6): what weather 8 does with it (§1.8,
// §3.2) and what playing it does (G37 windows).
import { describe, expect, it } from 'vitest';
import { argA, argB } from '../src/actions.js';
import { STATE_DISABLED, STATE_FROZEN } from '../src/content/compiled.js';
import { GO, GR, FI, WD, RESOURCES, WASTELAND } from '../src/lands.js';
import { PR_CARD, PR_WORLD_DRAW } from '../src/prompts.js';
import { FW_PROMPT, G_DEPTH, PL_ACTIONS, PL_WORDS, WLOC_ARMY, WLOC_DECK, WLOC_DISCARD, WLOC_HAND, WLOC_TIMELINE, topFrame } from '../src/state.js';
import {
  WIN_ATTACK_START,
  WIN_COMMAND,
  WIN_DEFENDER,
  battleWindowCards,
  cardStates,
  describePlay,
  playBattleCard,
  playCard,
  playableCards,
} from '../src/world/cards.js';
import { activeEvent } from '../src/world/timeline.js';
import { worldConservation, worldDeckSize } from '../src/world/world-deck.js';
import { WORLD_DRAW_PROMPT, worldDrawEvent } from '../src/world/world-draw.js';
import { WE_CLEAR_OWN_STATES, WE_TAKE_ENGAGEMENT } from '../src/world/world-effects.js';
import { makeKit, stackTop, type Kit } from './world-kit.js';

const out = new Int32Array(4096);

/** Stacks the named card on top of the World deck and makes `observer` draw it on weather 8. */
function draw(k: Kit, name: string, observer = 0): number {
  const w = k.wcopy(name);
  stackTop(k.s, w);
  expect(worldDrawEvent(k.s, observer, k.rng)).toBe(w);
  expect(worldConservation(k.s)).toBeNull();
  return w;
}

const frameOpen = (k: Kit): number => (k.s.g[G_DEPTH]! > 0 ? k.s.frames[topFrame(k.s) + FW_PROMPT]! : -1);

describe('§3.2 hand cards: Strategy, Nation and Event cards go to the Observer\'s hand', () => {
  for (const name of ['Forced March', 'Rally', 'Ambush', 'Bountiful Harvest', 'Tax Revolt', 'Harvest Festival', 'Beast Migration', 'Trade Winds']) {
    it(`§4.6 ${name}: drawn on weather 8 → the Observer's hand`, () => {
      const k = makeKit();
      const w = draw(k, name, 1);
      expect(k.s.wLoc[w]).toBe(WLOC_HAND);
      expect(k.s.wArg[w]).toBe(1);
      expect(k.s.handLen[1]).toBe(1);
      expect(k.s.g[G_DEPTH]).toBe(0);
    });
  }
});

describe('§4.6 Strategy and Nation cards played in the own Command Phase (G37)', () => {
  it('Forced March ×2: +2 Actions each, then to the World discard (G78)', () => {
    const k = makeKit();
    const a = draw(k, 'Forced March');
    k.s.pl[PL_ACTIONS] = 3;
    expect(playableCards(k.s, 0, WIN_COMMAND, out)).toBe(1);
    expect(describePlay(k.s, a)).toBe('Play Forced March (+2 Actions)');
    playCard(k.s, 0, a, k.rng);
    expect(k.s.pl[PL_ACTIONS]).toBe(5);
    expect(k.s.wLoc[a]).toBe(WLOC_DISCARD);
    const b = k.wcopy('Forced March', 1);
    stackTop(k.s, b);
    worldDrawEvent(k.s, 0, k.rng);
    playCard(k.s, 0, b, k.rng);
    expect(k.s.pl[PL_ACTIONS]).toBe(7);
    expect(worldConservation(k.s)).toBeNull();
  });

  it('Bountiful Harvest: +3 Gr to the own bank', () => {
    const k = makeKit();
    const w = draw(k, 'Bountiful Harvest', 2);
    k.setBank(2, 'Gr', 1);
    playCard(k.s, 2, w, k.rng);
    expect(k.bank(2, 'Gr')).toBe(4);
    expect(k.s.wLoc[w]).toBe(WLOC_DISCARD);
  });

  it('Tax Revolt (3 seats): a PR_CARD frame asks for the target; it loses up to 2 Go', () => {
    const k = makeKit({ seats: 3 });
    const w = draw(k, 'Tax Revolt', 0);
    k.setBank(1, 'Go', 5);
    k.setBank(2, 'Go', 1);
    expect(playCard(k.s, 0, w, k.rng)).toBe(true);
    expect(frameOpen(k)).toBe(PR_CARD);
    const n = k.s.config.prompts[PR_CARD]!.legal(k.s, topFrame(k.s), out);
    expect(Array.from(out.subarray(0, n), argA)).toEqual([1, 2]);
    expect(k.s.wLoc[w]).toBe(WLOC_HAND); // stays in the hand until the target is chosen
    const pick2 = out[1]!;
    expect(k.s.config.prompts[PR_CARD]!.describe(k.s, topFrame(k.s), pick2)).toBe('Tax Revolt: Borean loses up to 2 Go');
    k.s.config.prompts[PR_CARD]!.apply(k.s, topFrame(k.s), pick2, k.rng);
    expect(k.bank(2, 'Go')).toBe(0);
    expect(k.bank(1, 'Go')).toBe(5);
    expect(k.s.g[G_DEPTH]).toBe(0);
    expect(k.s.wLoc[w]).toBe(WLOC_DISCARD);
    expect(worldConservation(k.s)).toBeNull();
  });

  it('Tax Revolt (2 seats): the only other Nation loses 2 of its 5 Go, no frame', () => {
    const k = makeKit({ seats: 2 });
    const w = draw(k, 'Tax Revolt', 0);
    k.setBank(1, 'Go', 5);
    expect(playCard(k.s, 0, w, k.rng)).toBe(false);
    expect(k.bank(1, 'Go')).toBe(3);
  });

  it('Rally: only at the start of an own Attack Phase; removes Disabled and Frozen (returned to the battle glue)', () => {
    const k = makeKit();
    const w = draw(k, 'Rally');
    expect(playableCards(k.s, 0, WIN_COMMAND, out)).toBe(0);
    expect(battleWindowCards(k.s, 0, WIN_DEFENDER, out)).toBe(0);
    expect(battleWindowCards(k.s, 0, WIN_ATTACK_START, out)).toBe(1);
    expect(cardStates(k.s, w)).toBe(STATE_DISABLED | STATE_FROZEN);
    expect(playBattleCard(k.s, 0, w)).toBe(WE_CLEAR_OWN_STATES);
    expect(k.s.wLoc[w]).toBe(WLOC_DISCARD);
    expect(() => playCard(k.s, 0, w, k.rng)).toThrow();
  });

  it('Ambush: only when an own army becomes Defender, before setup (§6.5 window 4); the own side takes the Engagement', () => {
    const k = makeKit();
    const w = draw(k, 'Ambush');
    expect(battleWindowCards(k.s, 0, WIN_ATTACK_START, out)).toBe(0);
    expect(battleWindowCards(k.s, 0, WIN_DEFENDER, out)).toBe(1);
    expect(out[0]).toBe(w);
    expect(playBattleCard(k.s, 0, w)).toBe(WE_TAKE_ENGAGEMENT);
    expect(k.s.handLen[0]).toBe(0);
  });

  it('§3.3 Events are played onto the Event Timeline (the first one becomes Active at once)', () => {
    const k = makeKit();
    const w = draw(k, 'Trade Winds');
    expect(playableCards(k.s, 0, WIN_COMMAND, out)).toBe(1);
    playCard(k.s, 0, w, k.rng);
    expect(k.s.wLoc[w]).toBe(WLOC_TIMELINE);
    expect(activeEvent(k.s)).toBe(w);
  });
});

describe('§4.6 Disasters are played at once by the Observer (G38)', () => {
  function forests(k: Kit) {
    const f1 = k.tile('0,0', 'Forest');
    const f2 = k.tile('1,0', 'Forest');
    const fv = k.tile('2,0', 'Forest');
    const cove = k.tile('0,2', 'Crystal Cove');
    k.tile('-1,0', 'Plains');
    k.settle(1, fv, 'village');
    return { f1, f2, fv, cove };
  }

  it('Wildfire: the Observer picks a Forest tile with no settlement and no Landmark; it becomes Wasteland, the army on it stays', () => {
    const k = makeKit();
    const { f1, f2 } = forests(k);
    const a = k.army(1, 0, f2, 'Footman');
    const w = draw(k, 'Wildfire', 0);
    expect(frameOpen(k)).toBe(PR_WORLD_DRAW);
    const fr = topFrame(k.s);
    const n = WORLD_DRAW_PROMPT.legal(k.s, fr, out);
    expect(Array.from(out.subarray(0, n), argB)).toEqual([f1, f2]);
    expect(WORLD_DRAW_PROMPT.describe(k.s, fr, out[1]!)).toBe('Wildfire: Forest 1,0 becomes Wasteland');
    WORLD_DRAW_PROMPT.apply(k.s, fr, out[1]!, k.rng);
    expect(k.s.map.effectiveLand(f2)).toBe(WASTELAND);
    expect(k.s.map.effectiveLand(f1)).not.toBe(WASTELAND);
    expect(k.s.armyTile[a]).toBe(f2);
    expect(k.s.wLoc[w]).toBe(WLOC_DISCARD);
    expect(k.s.g[G_DEPTH]).toBe(0);
    expect(worldConservation(k.s)).toBeNull();
  });

  it('Wildfire with one legal Forest: no frame, that tile burns; with none: nothing happens, the card is discarded', () => {
    const k = makeKit();
    const only = k.tile('0,0', 'Forest');
    k.tile('1,0', 'Crystal Cove');
    draw(k, 'Wildfire');
    expect(k.s.g[G_DEPTH]).toBe(0);
    expect(k.s.map.effectiveLand(only)).toBe(WASTELAND);
    const k2 = makeKit();
    const v = k2.tile('0,0', 'Forest');
    k2.settle(0, v, 'village');
    const w = draw(k2, 'Wildfire');
    expect(k2.s.map.effectiveLand(v)).not.toBe(WASTELAND);
    expect(k2.s.wLoc[w]).toBe(WLOC_DISCARD);
  });

  it('Earthquake: the same for Mountain tiles (Forest and Landmark Mountains untouched)', () => {
    const k = makeKit();
    const m = k.tile('0,0', 'Mountain');
    const f = k.tile('1,0', 'Forest');
    const castle = k.tile('3,0', 'Silver Castle');
    draw(k, 'Earthquake');
    expect(k.s.map.effectiveLand(m)).toBe(WASTELAND);
    expect(k.s.map.effectiveLand(f)).not.toBe(WASTELAND);
    expect(k.s.map.effectiveLand(castle)).not.toBe(WASTELAND);
  });

  it('Blizzard: every army on Tundra loses half of each cargo resource, rounded down (5 → 3, 4 → 2, 1 → 1); others keep theirs', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Tundra');
    const p = k.tile('1,0', 'Plains');
    const lodge = k.tile('0,2', "Hunter's Lodge");
    const a = k.army(0, 0, t, 'Farmer');
    const b = k.army(1, 0, p, 'Goblin Laborer');
    const npc = k.s.npcBase;
    k.s.armyTile[npc] = lodge;
    const set = (army: number, r: number, v: number) => (k.s.armyCargo[army * RESOURCES + r] = v);
    set(a, GR, 5);
    set(a, WD, 4);
    set(a, FI, 1);
    set(b, GR, 5);
    set(npc, GO, 7);
    const w = draw(k, 'Blizzard');
    expect([k.s.armyCargo[a * RESOURCES + GR], k.s.armyCargo[a * RESOURCES + WD], k.s.armyCargo[a * RESOURCES + FI]]).toEqual([3, 2, 1]);
    expect(k.s.armyCargo[b * RESOURCES + GR]).toBe(5);
    expect(k.s.armyCargo[npc * RESOURCES + GO]).toBe(4); // a Landmark counts as its base type (G52)
    expect(k.s.wLoc[w]).toBe(WLOC_DISCARD);
  });
});

describe('§3.2 Artifacts go to an army on a matching land (G34)', () => {
  const lands: Record<string, [string, string]> = {
    'Ancient Sunstone': ['Desert', 'Plains'],
    'Cursed Fang': ['Tundra', 'Plains'],
    'Crown of the Ancients': ['Forest', 'Desert'],
    'Blessed Aegis': ['Mountain', 'Forest'],
    'Tidecaller Horn': ['Ocean', 'Tundra'],
    'Heart of Korrem': ['Tundra', 'Throne of Korrem'],
  };
  for (const [name, [match, other]] of Object.entries(lands)) {
    it(`§4.6 ${name}: to the Observer's army on ${match}${name === 'Heart of Korrem' ? ' (any land)' : `, not on ${other}`}`, () => {
      const k = makeKit();
      const tm = k.tile('0,0', match);
      const to = k.tile('2,0', other);
      const mine = k.army(0, 0, tm, 'Footman');
      k.army(0, 1, to, 'Footman');
      if (name === 'Heart of Korrem') {
        const w = draw(k, name, 0);
        expect(frameOpen(k)).toBe(PR_WORLD_DRAW); // any land: two own armies qualify
        const n = WORLD_DRAW_PROMPT.legal(k.s, topFrame(k.s), out);
        expect(n).toBe(2);
        WORLD_DRAW_PROMPT.apply(k.s, topFrame(k.s), out[0]!, k.rng);
        expect(k.s.wLoc[w]).toBe(WLOC_ARMY);
        expect(k.s.wArg[w]).toBe(mine);
        return;
      }
      const w = draw(k, name, 0);
      expect(k.s.g[G_DEPTH]).toBe(0);
      expect(k.s.wLoc[w]).toBe(WLOC_ARMY);
      expect(k.s.wArg[w]).toBe(mine);
    });
  }

  it('G34 observerOnly: another player\'s army on a matching land does not qualify; with none the Artifact goes to the bottom of the deck', () => {
    const k = makeKit();
    const d = k.tile('0,0', 'Desert');
    k.army(1, 0, d, 'Footman');
    const w = draw(k, 'Ancient Sunstone', 0);
    expect(k.s.wLoc[w]).toBe(WLOC_DECK);
    expect(k.s.worldDeck[0]).toBe(w);
    expect(worldDeckSize(k.s)).toBe(19);
  });

  it('G34 anyArmy: the Observer must choose among every player\'s armies on a matching land', () => {
    const k = makeKit({ params: { 'game.artifactRecipient': 'anyArmy' } });
    const d = k.tile('0,0', 'Desert');
    const m = k.tile('2,0', 'Mountain');
    const theirs = k.army(1, 0, d, 'Footman');
    const mine = k.army(0, 0, m, 'Footman');
    const w = draw(k, 'Ancient Sunstone', 0);
    const n = WORLD_DRAW_PROMPT.legal(k.s, topFrame(k.s), out);
    expect(Array.from(out.subarray(0, n), argB).sort()).toEqual([theirs, mine].sort());
    const pick = out.subarray(0, n).find((a) => argB(a) === theirs)!;
    expect(WORLD_DRAW_PROMPT.describe(k.s, topFrame(k.s), pick)).toBe('Ancient Sunstone goes to Elves army #1 on Desert 0,0');
    WORLD_DRAW_PROMPT.apply(k.s, topFrame(k.s), pick, k.rng);
    expect(k.s.wArg[w]).toBe(theirs);
    expect(worldConservation(k.s)).toBeNull();
  });

  it('a Wasteland tile matches only an "any" Artifact', () => {
    const k = makeKit();
    const f = k.tile('0,0', 'Forest');
    k.s.map.makeWasteland(f);
    k.army(0, 0, f, 'Footman');
    const w = draw(k, 'Crown of the Ancients', 0);
    expect(k.s.wLoc[w]).toBe(WLOC_DECK);
  });
});

describe('G78 empty World deck on weather 8', () => {
  it('the face-up discard is shuffled into a new deck first; with both empty nothing happens', () => {
    const k = makeKit();
    const all: number[] = [];
    for (let i = 0; i < 19; i++) all.push(k.s.worldDeck[i]!);
    k.s.lens[1] = 0;
    for (const w of all) k.s.wLoc[w] = 6; // removed, to leave the deck and discard empty
    expect(worldDrawEvent(k.s, 0, k.rng)).toBe(-1);
    const fm = k.wcopy('Forced March');
    k.s.worldDiscard[0] = fm;
    k.s.lens[2] = 1;
    k.s.wLoc[fm] = WLOC_DISCARD;
    expect(worldDrawEvent(k.s, 0, k.rng)).toBe(fm);
    expect(k.s.wLoc[fm]).toBe(WLOC_HAND);
    expect(k.s.lens[2]).toBe(0);
    expect(k.s.pl[0 * PL_WORDS + PL_ACTIONS]).toBe(0);
  });
});
