// Objectives, scoring and the end of the game (spec §1.17.1–1.17.3, §1.17.5, §1.18, §1.19; rulebook
// L712-768, L1388-1398, L1798-1931): the checkable facts ★20 (CF-32), ★22 (CF-24), ◇19 (CF-28),
// CF-25, CF-26 and CF-45 on hand-built positions on map side A, each with cases where nothing scores.
import { describe, expect, it } from 'vitest';
import { A_OBJ_PLACE, A_RESCUE_DONE, A_RESCUE_MOVE, encode } from '../src/actions.js';
import { FAMILY, GAME, KAMMI, PROTECTORS } from '../src/data/factions.js';
import { WETLANDS } from '../src/data/maps.js';
import { parseHex } from '../src/hex.js';
import { defaultMap, isBrambles, isMountain, isPrintedStorm } from '../src/map.js';
import {
  END_NONE, END_POINTS, END_ROUND_CAP, OBJECTIVES_MAX_LEGAL, OBJ_OPEN, bramblesScore, destroyBuildings, dollCheck, familyObjective,
  leaderSeat, objectiveRules, objectiveStep, objectivesApply, objectivesLegal, phase1Start, phase3Scoring, placeEndOfTurnStorm,
  rescueHops, rescueStart, winCheck, type ObjectiveRules,
} from '../src/objectives.js';
import {
  DOLLS, FAC_F, FAC_K, FAC_P, FW_PROMPT, FW_SEAT, F_HAINT_POSS, F_HOME, F_OBJ_SCORED, F_SCORE, F_SEAT, F_STORM_POSS, F_WORDS,
  G_DEPTH, G_DOLL_REAL, G_DOLL_SCORED, G_FP_SEAT, G_KAMMI_TOKEN, G_MODE, G_OVER, G_PHASE, G_PLAYERS, G_REASON, G_ROUND,
  G_SEAT_FACTION, G_WINNER, HarrowState, LS_F, LS_KAMMI0, LS_KAMMI1, LS_P, MODE_FULL, MODE_TRAINING, NONE, PH_OVER, PR_OBJ_PLACE,
  PR_RESCUE, topFrame,
} from '../src/state.js';
import { HARROW_METRICS, harrow } from '../src/game.js';
import type { HarrowGame } from '../src/turn.js';

const MAP = defaultMap('A');
const RESUME = 9;
const OUT = new Int32Array(OBJECTIVES_MAX_LEGAL);
const R = objectiveRules();
const P_HOME = '-3,0'; // Home 1
const F_HOME_HEX = '3,0'; // Home 2

/** A tiny position builder: two seats (seat 0 = facs[0]), homes on side A, pieces placed on hexes named "q,r". */
class Board {
  readonly s = new HarrowState(MAP);
  constructor(facs: readonly [number, number] = [FAC_P, FAC_F], mode = MODE_FULL) {
    const s = this.s;
    s.g[G_MODE] = mode;
    s.g[G_PLAYERS] = 2;
    s.g[G_ROUND] = 1;
    s.g[G_FP_SEAT] = 0;
    facs.forEach((fac, seat) => {
      s.g[G_SEAT_FACTION + seat] = fac;
      s.f[fac * F_WORDS + F_SEAT] = seat;
      s.f[fac * F_WORDS + F_HAINT_POSS] = 15;
      s.f[fac * F_WORDS + F_HOME] = this.at(seat === 0 ? P_HOME : F_HOME_HEX);
    });
    s.f[FAC_F * F_WORDS + F_STORM_POSS] = FAMILY.storms.value;
  }
  at = (name: string): number => parseHex(MAP.grid, name);
  haints(fac: number, name: string, k = 1): this {
    this.s.haint[fac * this.s.n + this.at(name)] = this.s.haint[fac * this.s.n + this.at(name)]! + k;
    return this;
  }
  legend(slot: number, name: string): this {
    this.s.legendHex[slot] = this.at(name);
    return this;
  }
  path(name: string): this {
    this.s.path[this.at(name)] = this.s.path[this.at(name)]! + 1;
    return this;
  }
  storm(...names: string[]): this {
    for (const n of names) this.s.storm[this.at(n)] = 1;
    return this;
  }
  townsfolk(name: string, k = 1): this {
    this.s.townsfolk[this.at(name)] = this.s.townsfolk[this.at(name)]! + k;
    return this;
  }
  building(name: string): this {
    this.s.building[this.at(name)] = 1;
    return this;
  }
  /** Physical Doll d on hex `name`. */
  doll(d: number, name: string): this {
    this.s.dollHex[d] = this.at(name);
    return this;
  }
  score = (fac: number): number => this.s.f[fac * F_WORDS + F_SCORE]!;
  setScore(fac: number, v: number): this {
    this.s.f[fac * F_WORDS + F_SCORE] = v;
    return this;
  }
  prompt = (): number => this.s.frames[topFrame(this.s) + FW_PROMPT]!;
  seat = (): number => this.s.frames[topFrame(this.s) + FW_SEAT]!;
  legal(r: ObjectiveRules = R): number[] {
    const k = objectivesLegal(this.s, r, OUT);
    return [...OUT.subarray(0, k)];
  }
  move = (from: string, to: string): number => encode(A_RESCUE_MOVE, this.at(from), this.at(to));
}

describe('rules come from the data (Sourced), with --set keys', () => {
  it('rescue 2, Building 2, Doll 4, Brambles 1, win at 7, cap 40', () => {
    expect(R.rescuePoints).toBe(PROTECTORS.rescuePoints.value);
    expect(R.buildingPoints).toBe(FAMILY.buildingPoints.value);
    expect(R.dollPoints).toBe(KAMMI.dollPoints.value);
    expect(R.bramblesPoints).toBe(GAME.bramblesPoints.value);
    expect(R.pointsToWin).toBe(GAME.pointsToWin.value);
    expect(R.maxRounds).toBe(GAME.maxRounds.value);
    expect([R.rescuePoints, R.buildingPoints, R.dollPoints, R.bramblesPoints, R.pointsToWin, R.maxRounds]).toEqual([2, 2, 4, 1, 7, 40]);
    const v = objectiveRules({ 'game.maxRounds': 5, 'kammi.dollPoints': 3, 'protectors.rescueLastHopNeedsHomePiece': false });
    expect([v.maxRounds, v.dollPoints, v.lastHopNeedsHomePiece]).toEqual([5, 3, false]);
  });
});

// ★22 line: Townsfolk + Protector Haint on "-1,1" → Path "-1,0" → Emmy "-2,0" → Haint on the home "-3,0".
const chain22 = (): Board => new Board().townsfolk('-1,1').haints(FAC_P, '-1,1').path('-1,0').legend(LS_P, '-2,0').haints(FAC_P, P_HOME);

describe('★22 / CF-24, R-OBJ-P1/P2 (L716-726, L1800-1808): rescue Townsfolk', () => {
  it('Haint → Path → Emmy → Haint on home: 3 free hops, rescued on arrival, +2, removed', () => {
    const b = chain22();
    expect(rescueHops(b.s, R, b.at('-1,1'), b.at(P_HOME))).toBe(3);
    expect(rescueStart(b.s, R, RESUME)).toBe(OBJ_OPEN);
    expect(b.prompt()).toBe(PR_RESCUE);
    expect(b.seat()).toBe(0);
    const legal = b.legal();
    expect(legal).toContain(b.move('-1,1', P_HOME));
    expect(legal).toContain(b.move('-1,1', '-1,0'));
    expect(legal).toContain(b.move('-1,1', '-2,0'));
    expect(legal[legal.length - 1]).toBe(encode(A_RESCUE_DONE));
    expect(legal).toHaveLength(4);
    expect(objectivesApply(b.s, R, b.move('-1,1', P_HOME))).toBe(RESUME);
    expect(b.score(FAC_P)).toBe(2);
    expect(b.s.townsfolk[b.at('-1,1')]).toBe(0);
    expect(b.s.townsfolk[b.at(P_HOME)]).toBe(0);
    expect(b.s.f[FAC_P * F_WORDS + F_OBJ_SCORED]).toBe(1);
    expect(b.s.g[G_DEPTH]).toBe(0);
  });

  it('the Clean-Up dispatch opens the same decision for the Protectors', () => {
    const b = chain22();
    expect(objectiveStep(b.s, R, FAC_P, RESUME)).toBe(OBJ_OPEN);
    expect(objectivesApply(b.s, R, encode(A_RESCUE_DONE))).toBe(RESUME);
    expect(b.score(FAC_P)).toBe(0); // declined: "you can move" (optional)
    expect(b.s.townsfolk[b.at('-1,1')]).toBe(1);
  });

  it('a partial move keeps the Townsfolk on the map, and each move spends one of the step\'s moves', () => {
    const b = chain22();
    rescueStart(b.s, R, RESUME);
    expect(objectivesApply(b.s, R, b.move('-1,1', '-2,0'))).toBe(RESUME); // 1 Townsfolk → 1 move
    expect(b.s.townsfolk[b.at('-2,0')]).toBe(1);
    expect(b.score(FAC_P)).toBe(0);
  });

  it('Mountains and Storms do not block it (L724)', () => {
    const b = new Board().townsfolk('-2,2').haints(FAC_P, '-2,2').path('-2,1').haints(FAC_P, '-3,1').haints(FAC_P, P_HOME).storm('-2,1');
    expect(isMountain(MAP, b.at('-2,2'))).toBe(true);
    expect(rescueHops(b.s, R, b.at('-2,2'), b.at(P_HOME))).toBe(3);
  });

  it('G-34: NOT with nothing of the Protectors on the Home Hex (the flag off allows it)', () => {
    const b = new Board().townsfolk('-1,1').haints(FAC_P, '-1,1').path('-1,0').legend(LS_P, '-2,0');
    expect(rescueHops(b.s, R, b.at('-1,1'), b.at(P_HOME))).toBe(-1);
    rescueStart(b.s, R, RESUME);
    expect(b.legal()).not.toContain(b.move('-1,1', P_HOME));
    const loose = objectiveRules({ 'protectors.rescueLastHopNeedsHomePiece': false });
    expect(rescueHops(b.s, loose, b.at('-1,1'), b.at(P_HOME))).toBe(3);
  });

  it('NOT through an enemy Unit, a Building or a Doll hex, and never onto the Brambles', () => {
    for (const block of ['enemy', 'building', 'doll'] as const) {
      const b = chain22();
      if (block === 'enemy') b.haints(FAC_F, '-1,0');
      if (block === 'building') b.building('-1,0');
      if (block === 'doll') b.doll(0, '-1,0');
      expect(rescueHops(b.s, R, b.at('-1,1'), b.at(P_HOME)), block).toBe(-1);
    }
    const b = chain22().haints(FAC_P, '0,0');
    expect(isBrambles(MAP, b.at('0,0'))).toBe(true);
    expect(rescueHops(b.s, R, b.at('-1,1'), b.at('0,0'))).toBe(-1);
    rescueStart(b.s, R, RESUME);
    expect(b.legal()).not.toContain(b.move('-1,1', '0,0'));
  });

  it('NOT from a hex without a Protector Unit or Path: no frame', () => {
    const b = new Board().townsfolk('-1,1').path('-1,0').legend(LS_P, '-2,0').haints(FAC_P, P_HOME);
    expect(rescueStart(b.s, R, RESUME)).toBe(RESUME);
    expect(b.s.g[G_DEPTH]).toBe(0);
  });

  it('G-63: Townsfolk already on the Home Hex are rescued at the step', () => {
    const b = new Board().townsfolk(P_HOME, 2);
    expect(rescueStart(b.s, R, RESUME)).toBe(RESUME);
    expect(b.score(FAC_P)).toBe(4);
    expect(b.s.townsfolk[b.at(P_HOME)]).toBe(0);
  });
});

describe('CF-25 / CF-26, R-OBJ-F1/F2 (L738-744, L1851-1857): the Family Storm chain', () => {
  const chain = (): Board => new Board().storm(F_HOME_HEX, '2,0', '1,1').building('1,1');

  it('a Storm chain home → … → Building hex destroys it: +2, removed', () => {
    const b = chain();
    expect(destroyBuildings(b.s, R)).toBe(2);
    expect(b.score(FAC_F)).toBe(2);
    expect(b.s.building[b.at('1,1')]).toBe(0);
    expect(b.s.f[FAC_F * F_WORDS + F_OBJ_SCORED]).toBe(1);
  });

  it('NOT with one Storm removed from the chain', () => {
    const b = chain();
    b.s.storm[b.at('2,0')] = 0;
    expect(destroyBuildings(b.s, R)).toBe(0);
    expect(b.s.building[b.at('1,1')]).toBe(1);
  });

  it('G-33: NOT without a Storm on the Building hex or on the Home Hex (the flag off allows both)', () => {
    const noEnd = new Board().storm(F_HOME_HEX, '2,0').building('1,1');
    const noHome = new Board().storm('2,0', '1,1').building('1,1');
    expect(destroyBuildings(noEnd.s, R)).toBe(0);
    expect(destroyBuildings(noHome.s, R)).toBe(0);
    const loose = objectiveRules({}, { chainEndsNeedStorm: false });
    expect(destroyBuildings(noEnd.s, loose)).toBe(2);
    expect(destroyBuildings(noHome.s, loose)).toBe(2);
  });

  it('G-4: a printed Storm counts (the Building on printed "1,-3")', () => {
    const b = new Board().storm(F_HOME_HEX, '3,-1', '3,-2', '3,-3', '2,-3').building('1,-3');
    expect(isPrintedStorm(MAP, b.at('1,-3'))).toBe(true);
    expect(destroyBuildings(b.s, R)).toBe(2);
  });

  it('G-82: several Buildings in one check; the end-of-turn Storm under the Legend completes a chain (L740)', () => {
    const b = new Board().storm(F_HOME_HEX, '2,0', '3,-1').building('1,1').building('2,-1').storm('2,-1').legend(LS_F, '1,1');
    const poss = b.s.f[FAC_F * F_WORDS + F_STORM_POSS]!;
    expect(objectiveStep(b.s, R, FAC_F, RESUME)).toBe(RESUME);
    expect(b.s.storm[b.at('1,1')]).toBe(1);
    expect(b.s.f[FAC_F * F_WORDS + F_STORM_POSS]).toBe(poss - 1);
    expect(b.score(FAC_F)).toBe(4);
    expect(familyObjective(b.s, R)).toBe(0); // nothing left to destroy; no new Storm (one is there)
    expect(b.s.f[FAC_F * F_WORDS + F_STORM_POSS]).toBe(poss - 1);
  });

  it('CF-26: a Storm goes under the Legend on terrain; NOT on the Brambles, NOT where one is, NOT with none in Possessions', () => {
    const b = new Board().legend(LS_F, '2,0');
    expect(placeEndOfTurnStorm(b.s)).toBe(b.at('2,0'));
    expect(placeEndOfTurnStorm(b.s)).toBe(NONE);
    const br = new Board().legend(LS_F, '0,0');
    expect(placeEndOfTurnStorm(br.s)).toBe(NONE);
    expect(br.s.storm[br.at('0,0')]).toBe(0);
    const empty = new Board().legend(LS_F, '2,0');
    empty.s.f[FAC_F * F_WORDS + F_STORM_POSS] = 0;
    expect(placeEndOfTurnStorm(empty.s)).toBe(NONE);
  });
});

describe('★20 / CF-32, R-OBJ-K1 (L1886-1900): Kammi and the Doll', () => {
  // Physical token 0 is Kammi, token 1 the Goblin; physical Doll 1 is real.
  const kammi = (): Board => {
    const b = new Board([FAC_K, FAC_P]).legend(LS_KAMMI0, '1,-1').legend(LS_KAMMI1, '2,-2').doll(0, '-1,-1').doll(1, '0,-1').doll(2, '1,1');
    b.s.g[G_KAMMI_TOKEN] = 0;
    b.s.g[G_DOLL_REAL] = 1;
    return b;
  };

  it('Kammi ends on the real Doll: +4, the Doll removed, once a game', () => {
    const b = kammi().legend(LS_KAMMI0, '0,-1');
    expect(objectiveStep(b.s, R, FAC_K, RESUME)).toBe(RESUME);
    expect(b.score(FAC_K)).toBe(4);
    expect(b.s.dollHex[1]).toBe(NONE);
    expect(b.s.g[G_DOLL_SCORED]).toBe(1);
    expect(dollCheck(b.s, R)).toBe(0);
    expect(b.score(FAC_K)).toBe(4);
  });

  it('the Goblin on the real Doll: it stays face-up, 0 points; Kammi reaching it later scores +4', () => {
    const b = kammi().legend(LS_KAMMI1, '0,-1');
    expect(dollCheck(b.s, R)).toBe(0);
    expect(b.s.dollHex[1]).toBe(b.at('0,-1'));
    expect(b.s.dollFaceUp[1]).toBe(1);
    expect(dollCheck(b.s, R)).toBe(0); // still only the Goblin there
    b.legend(LS_KAMMI0, '0,-1');
    expect(dollCheck(b.s, R)).toBe(4);
    expect(b.s.dollHex[1]).toBe(NONE);
  });

  it('a decoy under Kammi or the Goblin is revealed and removed, 0 points', () => {
    const b = kammi().legend(LS_KAMMI0, '-1,-1').legend(LS_KAMMI1, '1,1');
    expect(dollCheck(b.s, R)).toBe(0);
    expect([b.s.dollHex[0], b.s.dollHex[2]]).toEqual([NONE, NONE]);
    expect(b.s.dollHex[1]).toBe(b.at('0,-1'));
    expect(b.s.dollFaceUp[1]).toBe(0);
  });

  it('NOT when neither Legend is on a Doll hex (adjacent does not count); the hidden token decides who is Kammi', () => {
    const b = kammi();
    expect(dollCheck(b.s, R)).toBe(0);
    for (let d = 0; d < DOLLS; d++) expect(b.s.dollHex[d]).toBeGreaterThanOrEqual(0);
    const swapped = kammi().legend(LS_KAMMI0, '0,-1');
    swapped.s.g[G_KAMMI_TOKEN] = 1; // token 0 is now the Goblin
    expect(dollCheck(swapped.s, R)).toBe(0);
    expect(swapped.s.dollFaceUp[1]).toBe(1);
  });
});

describe('CF-45, R-P1-1 (L1388-1398): Phase 1, each player places an opponent\'s objective', () => {
  it('the Family (First Player) places a teal Protector Townsfolk on a Wetlands hex with no Family Unit, Building, Townsfolk or Doll; then the Protectors place', () => {
    const b = new Board([FAC_F, FAC_P]);
    b.s.objBoard[FAC_P * 4 + WETLANDS] = 1;
    b.s.objBoard[FAC_F * 4 + WETLANDS] = 1;
    b.haints(FAC_F, '0,-1').building('-1,-2').townsfolk('0,1').doll(0, '1,-2').haints(FAC_P, '-1,2');
    expect(phase1Start(b.s, R, RESUME)).toBe(OBJ_OPEN);
    expect(b.prompt()).toBe(PR_OBJ_PLACE);
    expect(b.seat()).toBe(0);
    const legal = b.legal();
    const wet = [...Array(MAP.count).keys()].filter((h) => MAP.kind[h] === WETLANDS);
    const blocked = ['0,-1', '-1,-2', '0,1', '1,-2'].map(b.at);
    expect(legal).toEqual(wet.filter((h) => !blocked.includes(h)).map((h) => encode(A_OBJ_PLACE, h)));
    expect(legal).toContain(encode(A_OBJ_PLACE, b.at('-1,2'))); // G-35: the owner's own Units do not block
    expect(objectivesApply(b.s, R, encode(A_OBJ_PLACE, b.at('-1,2')))).toBe(OBJ_OPEN);
    expect(b.s.townsfolk[b.at('-1,2')]).toBe(1);
    expect(b.s.objBoard[FAC_P * 4 + WETLANDS]).toBe(0);
    expect(b.seat()).toBe(1); // the Protectors now place a Family Building
    const second = b.legal();
    expect(second).not.toContain(encode(A_OBJ_PLACE, b.at('-1,2'))); // a Protector Unit and a Townsfolk there
    expect(objectivesApply(b.s, R, second[0]!)).toBe(RESUME);
    expect(b.s.objBoard[FAC_F * 4 + WETLANDS]).toBe(0);
    expect(b.s.g[G_DEPTH]).toBe(0);
  });

  it('NOT placed when every matching hex is blocked; skipped when nothing is left; skipped in Training', () => {
    const b = new Board([FAC_F, FAC_P]);
    b.s.objBoard[FAC_P * 4 + WETLANDS] = 1;
    for (let h = 0; h < MAP.count; h++) if (MAP.kind[h] === WETLANDS) b.s.haint[FAC_F * b.s.n + h] = 1;
    expect(phase1Start(b.s, R, RESUME)).toBe(RESUME);
    expect(b.s.objBoard[FAC_P * 4 + WETLANDS]).toBe(1);
    expect(phase1Start(new Board().s, R, RESUME)).toBe(RESUME);
    const t = new Board([FAC_P, FAC_F], MODE_TRAINING);
    t.s.objBoard[FAC_P * 4 + WETLANDS] = 1;
    expect(phase1Start(t.s, R, RESUME)).toBe(RESUME);
  });

  it('against Kammi only Kammi places (L1228, L1390)', () => {
    const b = new Board([FAC_P, FAC_K]);
    b.s.objBoard[FAC_P * 4 + WETLANDS] = 1;
    expect(phase1Start(b.s, R, RESUME)).toBe(OBJ_OPEN);
    expect(b.seat()).toBe(1);
    expect(objectivesApply(b.s, R, b.legal()[0]!)).toBe(RESUME);
  });
});

describe('◇19 / CF-28, R-SCO-2, R-END-1/2/5 (L752-768, L1912-1931): Phase 3', () => {
  const phase3 = (p: number, f: number, fp: number): Board => {
    const b = new Board().setScore(FAC_P, p).setScore(FAC_F, f);
    b.s.g[G_FP_SEAT] = fp;
    return b;
  };

  it('7–7 and 8–8: the First Player token holder wins', () => {
    for (const v of [7, 8]) {
      for (const fp of [0, 1]) {
        const b = phase3(v, v, fp);
        expect(phase3Scoring(b.s, R)).toBe(END_POINTS);
        expect([b.s.g[G_OVER], b.s.g[G_WINNER], b.s.g[G_REASON], b.s.g[G_PHASE]]).toEqual([1, fp, END_POINTS, PH_OVER]);
      }
    }
  });

  it('9–8: the 9 wins, whoever holds the token', () => {
    for (const fp of [0, 1]) {
      const b = phase3(8, 9, fp);
      expect(winCheck(b.s, R)).toBe(END_POINTS);
      expect(b.s.g[G_WINNER]).toBe(1);
    }
  });

  it('7 reached mid-Round does NOT end the game; only Phase 3 does', () => {
    const b = chain22().setScore(FAC_P, 5);
    rescueStart(b.s, R, RESUME);
    objectivesApply(b.s, R, b.move('-1,1', P_HOME));
    expect(b.score(FAC_P)).toBe(7);
    expect(b.s.g[G_OVER]).toBe(0);
    expect(phase3Scoring(b.s, R)).toBe(END_POINTS);
    expect(b.s.g[G_WINNER]).toBe(0);
  });

  it('NOT below 7 (6–6)', () => {
    const b = phase3(6, 6, 0);
    expect(phase3Scoring(b.s, R)).toBe(END_NONE);
    expect(b.s.g[G_OVER]).toBe(0);
  });

  it('R-SCO-2: the Brambles point comes first, so 6 + 1 on the Brambles wins; a Unit next to it scores nothing', () => {
    const b = phase3(6, 6, 1).haints(FAC_P, '0,0').haints(FAC_F, '1,0');
    expect(phase3Scoring(b.s, R)).toBe(END_POINTS);
    expect([b.score(FAC_P), b.score(FAC_F)]).toEqual([7, 6]);
    expect(b.s.g[G_WINNER]).toBe(0);
    const legend = new Board().legend(LS_F, '0,0');
    expect(bramblesScore(legend.s, R)).toBe(1);
    expect(legend.score(FAC_F)).toBe(1);
    // The metric points.brambles counts it, and only it.
    const metrics = new Int32Array(HARROW_METRICS.length);
    legend.s.g[G_SEAT_FACTION] = FAC_F;
    harrow.metricValues!(legend.s as HarrowGame, 0, metrics);
    expect(Object.fromEntries(HARROW_METRICS.map((m, i) => [m.key, metrics[i]]))).toEqual({ 'points.dial': 0, 'points.objective': 0, 'points.brambles': 1, 'points.bonfire': 0, 'hester.bonfires': 0, 'hester.eaten': 0, 'solo.protectors': 0, 'solo.family': 0 });
  });

  it('R-END-5 / G-58: at the round cap the game stops as a timeout; leaderSeat gives R-END-2\'s order', () => {
    const r = objectiveRules({ 'game.maxRounds': 5 });
    const b = phase3(3, 2, 1);
    b.s.g[G_ROUND] = 4;
    expect(phase3Scoring(b.s, r)).toBe(END_NONE);
    b.s.g[G_ROUND] = 5;
    expect(phase3Scoring(b.s, r)).toBe(END_ROUND_CAP);
    expect([b.s.g[G_OVER], b.s.g[G_WINNER], b.s.g[G_REASON]]).toEqual([1, NONE, END_ROUND_CAP]);
    expect(leaderSeat(b.s)).toBe(0);
    const tie = phase3(2, 2, 1);
    expect(leaderSeat(tie.s)).toBe(1);
  });
});
