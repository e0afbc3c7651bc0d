// Checkable facts of setup, rounds and victory (spec §5.1, §5.2, §5.7) that had no test of their
// own: CF-1 the VP goal, CF-6 the start position, CF-9 the creature limit, CF-45 one Observe roll and
// N Command Phases per round.
import { Rng, defaultValues, resolveParameters } from '@balance-lab/core';
import { describe, expect, it } from 'vitest';
import { korrem } from '../src/game.js';
import { KORREM_PARAMETERS, compileParams } from '../src/parameters.js';
import type { KorremConfig, KorremGame, RoundHooks } from '../src/prompts.js';
import { ST_ROUND_START, ST_SETUP, advanceRounds } from '../src/round.js';
import { emptyState, setupKorrem } from '../src/setup.js';
import {
  END_CAP,
  END_VP,
  FW_PROMPT,
  G_DEPTH,
  G_END,
  G_FIRST,
  G_STAGE,
  G_WINNER,
  LOC_ARMY,
  NONE,
  PL_BANK,
  PL_SLOTS,
  PL_WORDS,
  SETTLE_NONE,
  SETTLE_VILLAGE,
  armyMembers,
  armyOf,
  topFrame,
} from '../src/state.js';
import { PLACE_DECISION, PLACE_NOTHING, PLACE_TO_BOTTOM, startPlaceCreature } from '../src/encounter/place-creature.js';
import { npcFlagsInUse } from '../src/encounter/npc.js';
import { RESOURCES } from '../src/lands.js';
import { VP_QUEST, addVp } from '../src/world/vp.js';
import { STARTER_DOCUMENT } from '../src/content/starter.js';
import { makeKit } from './command-kit.js';

const SIX = ['human', 'elves', 'borean', 'draconis', 'talos', 'druid'] as const;

/** The game's config with round hooks replaced (the round driver only: no Command Phase frames). */
function withRound(round: RoundHooks, over: Record<string, string | number | boolean> = {}): KorremConfig {
  const config = korrem.configure(resolveParameters(korrem.parameters, over));
  return { ...config, round };
}
const QUIET: RoundHooks = { weatherEvent: () => undefined, startCommandPhase: () => undefined, endOfRound: () => undefined };

describe('CF-1 §1.1 §1.22 the VP goal', () => {
  it('CF-1 G55 the goal is 25: 24 VP do not win, the 25th wins at once, a later 25 does not change the winner', () => {
    expect(compileParams(defaultValues(KORREM_PARAMETERS)).vpGoal).toBe(25);
    const k = makeKit();
    addVp(k.s, 1, 24, VP_QUEST);
    expect(k.s.g[G_END]).toBe(0);
    addVp(k.s, 1, 1, VP_QUEST);
    expect([k.s.g[G_END], k.s.g[G_WINNER]]).toEqual([END_VP, 1]);
    addVp(k.s, 2, 30, VP_QUEST);
    expect(k.s.g[G_WINNER]).toBe(1);
  });
});

describe('CF-6 §1.6 the start position', () => {
  it('CF-6 after setup (seed "facts-setup", 3 players, first legal choice each time): 1 Village each, Army #1 on it holding exactly the Provider, bank 1 of each resource, Town Hall pile 1', () => {
    const config = withRound(QUIET, { 'game.roundCap': 1 });
    const rng = new Rng('facts-setup');
    const seating = ['human', 'borean', 'talos'];
    const s = setupKorrem(config, seating, rng);
    const out = new Int32Array(8192);
    let guard = 0;
    while (s.g[G_STAGE] === ST_SETUP && s.g[G_DEPTH]! > 0) {
      const fr = topFrame(s);
      const hooks = config.prompts[s.frames[fr + FW_PROMPT]!]!;
      expect(hooks.legal(s, fr, out)).toBeGreaterThan(0);
      hooks.apply(s, fr, out[0]!, rng);
      if (++guard > 500) throw new Error('setup does not end');
    }
    const members = new Int32Array(64);
    for (let seat = 0; seat < 3; seat++) {
      const villages: number[] = [];
      for (let t = 0; t < s.map.count; t++) if (s.settleOwner[t] === seat && s.settleKind[t] !== SETTLE_NONE) villages.push(t);
      expect(villages.length).toBe(1);
      expect(s.settleKind[villages[0]!]).toBe(SETTLE_VILLAGE);
      const a = armyOf(s, seat, 0);
      expect(s.armyTile[a]).toBe(villages[0]);
      const n = armyMembers(s, a, members);
      expect(n).toBe(1);
      expect(s.copyLoc[members[0]!]).toBe(LOC_ARMY);
      expect(s.copyCard[members[0]!]).toBe(config.content.nations.provider[s.nation[seat]!]);
      for (let f = 1; f < s.shape.flagsPerNation; f++) expect(s.armyTile[armyOf(s, seat, f)]).toBe(NONE);
      for (let r = 0; r < RESOURCES; r++) expect(s.pl[seat * PL_WORDS + PL_BANK + r]).toBe(1);
      expect(s.pl[seat * PL_WORDS + PL_SLOTS]).toBe(1);
      expect(s.slot[seat * s.shape.slotCap]).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('CF-7 §1.2 the Nations', () => {
  it('CF-7 colours R/G/B/O/Y/P and preferred lands Plains / Forest / Tundra / Mountains / Desert / Forest or Mountains, with their Providers', () => {
    const rows = STARTER_DOCUMENT.nations.map((n) => [n.id, n.colour, n.preferredLands.join(' or '), n.provider]);
    expect(rows).toEqual([
      ['human', 'Red', 'Plains', 'farmer'],
      ['elves', 'Green', 'Forest', 'goblin-laborer'],
      ['borean', 'Blue', 'Tundra', 'fisherman'],
      ['draconis', 'Orange', 'Mountain', 'miner'],
      ['talos', 'Yellow', 'Desert', 'merchant'],
      ['druid', 'Purple', 'Forest or Mountain', 'apprentice'],
    ]);
  });
});

describe('CF-9 §1.8 at most 9 active creatures (G80: NPC flags)', () => {
  it('CF-9 G80 9 NPC flags; with all 9 in use a weather-4 creature is not placed and stays on top; with 8 it is', () => {
    const k = makeKit();
    expect(k.s.config.params.creatureLimit).toBe(9);
    expect(k.s.shape.npcFlags).toBe(9);
    const lands = ['Plains', 'Forest', 'Mountain', 'Desert', 'Tundra', 'Ocean'];
    const tiles: number[] = [];
    for (let q = 0; q < 12; q++) tiles.push(k.tile(`${q},0`, lands[q % lands.length]!));
    for (let i = 0; i < 9; i++) k.s.armyTile[k.s.npcBase + i] = tiles[i]!;
    expect(npcFlagsInUse(k.s)).toBe(9);
    const deck = k.s.lens[0]!;
    const top = k.s.creatureDeck[deck - 1];
    expect(startPlaceCreature(k.s, 0, k.rng)).toBe(PLACE_NOTHING);
    expect([k.s.lens[0], k.s.creatureDeck[deck - 1]]).toEqual([deck, top]);
    k.s.armyTile[k.s.npcBase + 8] = NONE;
    expect([PLACE_DECISION, PLACE_TO_BOTTOM]).toContain(startPlaceCreature(k.s, 0, k.rng));
  });
});

describe('CF-45 §1.7 a round', () => {
  it('CF-45 G15 6 players, actionPool=perPlayer: each round has exactly 1 Observe roll and 6 Command Phases, one per seat, the Observer last (seed "facts-round", 4 rounds)', () => {
    const log: string[] = [];
    const round: RoundHooks = {
      weatherEvent: (_s, face, observer) => void log.push(`observe ${observer} ${face}`),
      startCommandPhase: (_s, seat) => void log.push(`command ${seat}`),
      endOfRound: () => void log.push('end'),
    };
    const config = withRound(round, { 'game.roundCap': 4, 'game.actionPool': 'perPlayer' });
    const s: KorremGame = emptyState(config, [...SIX]);
    s.g[G_FIRST] = 2;
    s.g[G_WINNER] = NONE;
    s.g[G_STAGE] = ST_ROUND_START;
    let d8 = 0;
    class Counting extends Rng {
      override die(sides: number): number {
        if (sides === 8) d8++;
        return super.die(sides);
      }
    }
    advanceRounds(s, new Counting('facts-round'));
    expect(s.g[G_END]).toBe(END_CAP);
    expect(d8).toBe(4);
    const rounds = log.join('|').split('|end').filter((x) => x !== '');
    expect(rounds.length).toBe(4);
    rounds.forEach((r, i) => {
      const parts = r.split('|').filter((x) => x !== '');
      expect(parts.filter((p) => p.startsWith('observe')).length).toBe(1);
      const observer = (2 + i) % 6;
      expect(parts[0]!.startsWith(`observe ${observer} `)).toBe(true);
      const seats = parts.filter((p) => p.startsWith('command')).map((p) => Number(p.split(' ')[1]));
      expect(seats).toEqual([1, 2, 3, 4, 5, 6].map((j) => (observer + j) % 6));
    });
  });
});
