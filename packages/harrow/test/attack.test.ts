// Attacks, the Tree and the Haint Clash (spec §1.13, rulebook L542-665 / L1549-1719) and the Haint
// Dial (spec §1.17.4, L1594-1608): the worked examples ★1–★6 and ★12 (CF-11…16) on hand-built
// positions with the Tree scripted or deterministic, the decision frames and their deciders, and
// a fast-check property that cubes and Haints are conserved over random attacks.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '@balance-lab/core';
import {
  A_ATK_CLASH_KILL, A_ATK_CLASH_PASS, A_ATK_DECLARE, A_ATK_DOLLS, A_ATK_HIT, A_ATK_KAMMI, A_ATK_KILL_ANY, A_ATK_PUSH, A_ATK_STOP,
  argA, encode, kindOf,
} from '../src/actions.js';
import {
  ATTACK_OPEN, attackApply, attackGrantsFreeAction, attackJarAllowed, attackLegal, attackStart, makeAttackRules, type AttackRules,
} from '../src/attack.js';
import { dialKill, dialPointsAfter, dialRotateDown, makeDialRules } from '../src/dial.js';
import { CUBE_COLOUR_TABLE, CUBE_COLOURS } from '../src/data/tree.js';
import { parseHex } from '../src/hex.js';
import { defaultMap, isBrambles, isMountain } from '../src/map.js';
import {
  COLOURS, FAC_F, FAC_K, FAC_P, FW_PROMPT, FW_SEAT, F_ATTACKED, F_DIAL, F_FREE_ACTION, F_HAINT_POSS, F_PLATE, F_PTS_DIAL, F_SCORE, F_SEAT,
  F_WORDS, G_DEPTH, G_KAMMI_REVEALED, G_KAMMI_TOKEN, G_MODE, G_PLAYERS, G_SEAT_FACTION, HarrowState, JAR_ATTACK, JAR_WILD,
  LS_F, LS_KAMMI0, LS_KAMMI1, MODE_FULL, MODE_TRAINING, PR_ATK_CLASH_ATK, PR_ATK_CLASH_DEF, PR_ATK_DECLARE, PR_ATK_DOLLS,
  PR_ATK_HIT, PR_ATK_KILL_ANY, PR_ATK_PUSH, PR_ATK_WHICH_KAMMI, topFrame,
} from '../src/state.js';
import { makeTreeModel, treeInsideTotal, type TreeModel } from '../src/tree.js';

const MAP = defaultMap('A');
const RESUME = 7;
const OUT = new Int32Array(4096);
const dialRules = makeDialRules();
/** a[i] += k on a typed array (strict indexing). */
function add(a: Int16Array | Uint8Array, i: number, k: number): void {
  a[i] = a[i]! + k;
}

/** A tiny position builder: two seats, everything in Possessions, then pieces placed by hex name "q,r". */
class Board {
  readonly s = new HarrowState(MAP);
  constructor(mode: number, facs: readonly [number, number] = [FAC_P, FAC_F]) {
    const s = this.s;
    s.g[G_MODE] = mode;
    s.g[G_PLAYERS] = 2;
    facs.forEach((fac, seat) => {
      s.g[G_SEAT_FACTION + seat] = fac;
      s.f[fac * F_WORDS + F_SEAT] = seat;
      s.f[fac * F_WORDS + F_HAINT_POSS] = 15;
      s.poss[fac * COLOURS + fac] = CUBE_COLOUR_TABLE[fac]!.count;
    });
  }
  at = (name: string): number => parseHex(MAP.grid, name);
  haints(fac: number, name: string, k: number): this {
    add(this.s.haint, fac * this.s.n + this.at(name), k);
    add(this.s.f, fac * F_WORDS + F_HAINT_POSS, -k);
    return this;
  }
  legend(slot: number, name: string): this {
    this.s.legendHex[slot] = this.at(name);
    return this;
  }
  /** Moves k cubes of the faction's colour from Possessions to its Battleground side. */
  cubes(fac: number, k: number): this {
    add(this.s.poss, fac * COLOURS + fac, -k);
    add(this.s.bg, fac * COLOURS + fac, k);
    return this;
  }
  f = (fac: number, field: number): number => this.s.f[fac * F_WORDS + field]!;
  bg = (fac: number): number => this.s.bg[fac * COLOURS + fac]!;
  haintOn = (fac: number, name: string): number => this.s.haint[fac * this.s.n + this.at(name)]!;
  prompt = (): number => this.s.frames[topFrame(this.s) + FW_PROMPT]!;
  seat = (): number => this.s.frames[topFrame(this.s) + FW_SEAT]!;
  legal(r: AttackRules): number[] {
    const k = attackLegal(this.s, r, OUT);
    return [...OUT.subarray(0, k)];
  }
}

const scripted = (script: string): TreeModel => makeTreeModel({ mode: 'scripted', script });
const deterministic = (): TreeModel => makeTreeModel({ mode: 'deterministic' });
const noRng = (): Rng => new Rng('unused: the Tree is scripted or deterministic');

// Hexes on map side A (spec §3.1): "-2,0" and "-1,1" are Plains two apart; "0,0" is the Brambles.
const ATK = '-2,0';
const DEF = '-1,1';
const BRAMBLES = '0,0';

describe('the test hexes', () => {
  it('are plain terrain two apart, and the Brambles is "0,0"', () => {
    const b = new Board(MODE_FULL);
    for (const h of [ATK, DEF]) expect(isMountain(MAP, b.at(h)) || isBrambles(MAP, b.at(h))).toBe(false);
    expect(MAP.grid.dist[b.at(ATK) * MAP.count + b.at(DEF)]).toBe(2);
    expect(isBrambles(MAP, b.at(BRAMBLES))).toBe(true);
  });
});

describe('declaring (R-ATK-1/2, L549, L1557)', () => {
  it('offers (attacking, defending) pairs within range 2, 3 from a Mountain, never own or empty hexes', () => {
    const r = makeAttackRules(deterministic());
    const b = new Board(MODE_FULL).haints(FAC_P, ATK, 1).haints(FAC_F, DEF, 1).haints(FAC_F, '1,0', 1).haints(FAC_P, '0,-2', 1);
    expect(isMountain(MAP, b.at('0,-2'))).toBe(true);
    expect(attackStart(b.s, r, FAC_P, RESUME, true)).toBe(true);
    expect(b.prompt()).toBe(PR_ATK_DECLARE);
    expect(b.seat()).toBe(0);
    const legal = b.legal(r);
    // "-2,0"→"-1,1" (2); "-2,0"→"1,0" is 3: out of range; Mountain "0,-2"→"1,0" (2) and →"-1,1" (3).
    expect(legal.sort()).toEqual([encode(A_ATK_DECLARE, b.at(ATK), b.at(DEF)), encode(A_ATK_DECLARE, b.at('0,-2'), b.at(DEF)), encode(A_ATK_DECLARE, b.at('0,-2'), b.at('1,0'))].sort());
    for (const a of legal) expect(kindOf(a)).toBe(A_ATK_DECLARE);
  });

  it('G-81: no declaration ⇒ attackStart pushes nothing and the attack does not count', () => {
    const r = makeAttackRules(deterministic());
    const b = new Board(MODE_FULL).haints(FAC_P, '-3,0', 1).haints(FAC_F, '3,0', 1);
    expect(attackStart(b.s, r, FAC_P, RESUME, true)).toBe(false);
    expect(b.s.g[G_DEPTH]).toBe(0);
    expect(b.f(FAC_P, F_ATTACKED)).toBe(0);
  });
});

describe('★1 CF-12a (L629-633 Training, L1665-1671 Full): 1 Haint off the Brambles, A = 3, D = 2', () => {
  for (const mode of [MODE_TRAINING, MODE_FULL]) {
    it(`${mode === MODE_TRAINING ? 'Training' : 'Full'}: pay 2, +1, the Haint home; no continue (1 < 2)`, () => {
      const r = makeAttackRules(scripted('red=3,blue=2'));
      const b = new Board(mode).haints(FAC_P, ATK, 1).haints(FAC_F, DEF, 1).cubes(FAC_P, 3).cubes(FAC_F, 2);
      attackStart(b.s, r, FAC_P, RESUME, true);
      expect(attackApply(b.s, r, noRng(), encode(A_ATK_DECLARE, b.at(ATK), b.at(DEF)))).toBe(ATTACK_OPEN);
      expect(b.prompt()).toBe(PR_ATK_HIT);
      expect(b.legal(r)).toEqual([encode(A_ATK_HIT), encode(A_ATK_STOP)]);
      expect(b.bg(FAC_P)).toBe(3);
      expect(b.bg(FAC_F)).toBe(2);
      expect(attackApply(b.s, r, noRng(), encode(A_ATK_HIT))).toBe(RESUME);
      expect(b.s.g[G_DEPTH]).toBe(0);
      expect(b.bg(FAC_P)).toBe(1);
      expect(b.f(FAC_P, F_SCORE)).toBe(1);
      expect(b.haintOn(FAC_F, DEF)).toBe(0);
      expect(b.f(FAC_F, F_HAINT_POSS)).toBe(15);
      if (mode === MODE_FULL) expect([b.f(FAC_P, F_DIAL), b.f(FAC_P, F_PLATE)]).toEqual([1, 0]); // Dial 1 → 2
      expect(b.f(FAC_P, F_ATTACKED)).toBe(1);
    });
  }

  it('the attacker may stop instead of paying (R-ATK-5 "may discard")', () => {
    const r = makeAttackRules(scripted('red=3,blue=2'));
    const b = new Board(MODE_FULL).haints(FAC_P, ATK, 1).haints(FAC_F, DEF, 1).cubes(FAC_P, 3).cubes(FAC_F, 2);
    attackStart(b.s, r, FAC_P, RESUME, true);
    attackApply(b.s, r, noRng(), encode(A_ATK_DECLARE, b.at(ATK), b.at(DEF)));
    expect(attackApply(b.s, r, noRng(), encode(A_ATK_STOP))).toBe(RESUME);
    expect([b.bg(FAC_P), b.f(FAC_P, F_SCORE), b.haintOn(FAC_F, DEF)]).toEqual([3, 0, 1]);
  });
});

describe('★2 CF-12b (L637-641, L1677-1683): 2 Haints on the Brambles, 3 vs 2', () => {
  for (const mode of [MODE_TRAINING, MODE_FULL]) {
    it(`${mode === MODE_TRAINING ? 'Training: +2' : 'Full: +1 and plate 1/2'}`, () => {
      const r = makeAttackRules(scripted('all'));
      const b = new Board(mode).haints(FAC_P, ATK, 2).haints(FAC_F, BRAMBLES, 2).cubes(FAC_P, 3).cubes(FAC_F, 2);
      attackStart(b.s, r, FAC_P, RESUME, true);
      attackApply(b.s, r, noRng(), encode(A_ATK_DECLARE, b.at(ATK), b.at(BRAMBLES)));
      expect(attackApply(b.s, r, noRng(), encode(A_ATK_HIT))).toBe(ATTACK_OPEN); // pay 1: A = 2 ≥ D = 2
      expect(b.bg(FAC_P)).toBe(2);
      expect(b.prompt()).toBe(PR_ATK_HIT);
      expect(attackApply(b.s, r, noRng(), encode(A_ATK_HIT))).toBe(RESUME); // pay 1 more; the hex is empty
      expect(b.bg(FAC_P)).toBe(1);
      expect(b.haintOn(FAC_F, BRAMBLES)).toBe(0);
      if (mode === MODE_TRAINING) {
        expect(b.f(FAC_P, F_SCORE)).toBe(2);
        expect(b.f(FAC_F, F_HAINT_POSS)).toBe(15);
      } else {
        expect(b.f(FAC_P, F_SCORE)).toBe(1);
        expect([b.f(FAC_P, F_DIAL), b.f(FAC_P, F_PLATE)]).toEqual([1, 1]);
        expect(b.f(FAC_F, F_HAINT_POSS)).toBe(14); // one Haint stored on the Protectors' plate
      }
    });
  }
});

describe('★3 CF-12c (L645-649, L1689-1695): the Legend alone, 3 vs 2', () => {
  it('pay 2, +1, the Legend pushed (attacker picks), 1 Haint removed anywhere (attacker picks)', () => {
    const r = makeAttackRules(scripted('red=3,blue=2'));
    const far = '3,-2';
    const b = new Board(MODE_FULL).haints(FAC_P, ATK, 1).haints(FAC_P, '-1,0', 1).legend(LS_F, DEF).haints(FAC_F, far, 2)
      .cubes(FAC_P, 3).cubes(FAC_F, 2);
    attackStart(b.s, r, FAC_P, RESUME, true);
    attackApply(b.s, r, noRng(), encode(A_ATK_DECLARE, b.at(ATK), b.at(DEF)));
    expect(attackApply(b.s, r, noRng(), encode(A_ATK_HIT))).toBe(ATTACK_OPEN);
    expect(b.prompt()).toBe(PR_ATK_PUSH);
    expect(b.seat()).toBe(0);
    const pushes = b.legal(r);
    for (const a of pushes) expect(kindOf(a)).toBe(A_ATK_PUSH);
    // Not onto the Protector hex "-1,0" (R-CORE-3); the 5 other neighbours of "-1,1" are open (the Brambles too).
    expect(pushes.map(argA)).not.toContain(b.at('-1,0'));
    expect(pushes.map(argA)).toContain(b.at(BRAMBLES));
    expect(pushes.length).toBe(5);
    expect(attackApply(b.s, r, noRng(), encode(A_ATK_PUSH, b.at('0,1')))).toBe(ATTACK_OPEN);
    expect(b.s.legendHex[LS_F]).toBe(b.at('0,1'));
    expect(b.prompt()).toBe(PR_ATK_KILL_ANY);
    expect(b.legal(r)).toEqual([encode(A_ATK_KILL_ANY, b.at(far))]);
    expect(attackApply(b.s, r, noRng(), encode(A_ATK_KILL_ANY, b.at(far)))).toBe(RESUME);
    expect(b.haintOn(FAC_F, far)).toBe(1);
    expect(b.f(FAC_P, F_SCORE)).toBe(1);
    expect(b.f(FAC_P, F_DIAL)).toBe(1);
    expect(b.bg(FAC_P)).toBe(1);
  });

  it('no defender Haint on the map: still scores, a Haint from Possessions stands in (L1618)', () => {
    const r = makeAttackRules(deterministic());
    const b = new Board(MODE_FULL).haints(FAC_P, ATK, 1).legend(LS_F, DEF).cubes(FAC_P, 3).cubes(FAC_F, 2);
    attackStart(b.s, r, FAC_P, RESUME, true);
    attackApply(b.s, r, noRng(), encode(A_ATK_DECLARE, b.at(ATK), b.at(DEF)));
    attackApply(b.s, r, noRng(), encode(A_ATK_HIT));
    expect(attackApply(b.s, r, noRng(), encode(A_ATK_PUSH, b.at('0,1')))).toBe(RESUME);
    expect([b.f(FAC_P, F_SCORE), b.f(FAC_P, F_DIAL), b.f(FAC_F, F_HAINT_POSS)]).toEqual([1, 1, 15]);
  });
});

describe('★4 CF-12d (L653-657, L1701-1707): Haints on both hexes, Dials at 1, 2 vs 3 → Haint Clash', () => {
  it('the attacker decides, then the DEFENDER decides; both pay 2, kill 1, +1; both Dials → 2', () => {
    const r = makeAttackRules(scripted('red=2,blue=3'));
    const b = new Board(MODE_FULL).haints(FAC_P, ATK, 1).haints(FAC_F, DEF, 1).cubes(FAC_P, 2).cubes(FAC_F, 3);
    attackStart(b.s, r, FAC_P, RESUME, true);
    expect(attackApply(b.s, r, noRng(), encode(A_ATK_DECLARE, b.at(ATK), b.at(DEF)))).toBe(ATTACK_OPEN);
    expect(b.prompt()).toBe(PR_ATK_CLASH_ATK);
    expect(b.seat()).toBe(0);
    expect(b.legal(r)).toEqual([encode(A_ATK_CLASH_KILL), encode(A_ATK_CLASH_PASS)]);
    expect(attackApply(b.s, r, noRng(), encode(A_ATK_CLASH_KILL))).toBe(ATTACK_OPEN);
    expect(b.prompt()).toBe(PR_ATK_CLASH_DEF);
    expect(b.seat()).toBe(1); // the Family's seat decides (spec §5.4 D22)
    expect(b.haintOn(FAC_F, DEF)).toBe(1); // kills are applied together, after both decisions (G-31b)
    expect(attackApply(b.s, r, noRng(), encode(A_ATK_CLASH_KILL))).toBe(RESUME);
    expect([b.bg(FAC_P), b.bg(FAC_F)]).toEqual([0, 1]);
    expect([b.haintOn(FAC_P, ATK), b.haintOn(FAC_F, DEF)]).toEqual([0, 0]);
    expect([b.f(FAC_P, F_SCORE), b.f(FAC_F, F_SCORE)]).toEqual([1, 1]);
    expect([b.f(FAC_P, F_DIAL), b.f(FAC_F, F_DIAL)]).toEqual([1, 1]);
    expect([b.f(FAC_P, F_HAINT_POSS), b.f(FAC_F, F_HAINT_POSS)]).toEqual([15, 15]);
  });

  it('each side may pass; the defender needs the attacking hex in its range (L606, L1642)', () => {
    const r = makeAttackRules(scripted('red=2,blue=3'));
    const b = new Board(MODE_FULL).haints(FAC_P, ATK, 1).haints(FAC_F, DEF, 1).cubes(FAC_P, 2).cubes(FAC_F, 3);
    attackStart(b.s, r, FAC_P, RESUME, true);
    attackApply(b.s, r, noRng(), encode(A_ATK_DECLARE, b.at(ATK), b.at(DEF)));
    attackApply(b.s, r, noRng(), encode(A_ATK_CLASH_PASS));
    expect(attackApply(b.s, r, noRng(), encode(A_ATK_CLASH_PASS))).toBe(RESUME);
    expect([b.f(FAC_P, F_SCORE), b.f(FAC_F, F_SCORE), b.bg(FAC_P), b.bg(FAC_F)]).toEqual([0, 0, 2, 3]);
    // From a Mountain (range 3) onto a Plains hex 3 away: the defender (range 2) cannot strike back.
    const b2 = new Board(MODE_FULL).haints(FAC_P, '0,-2', 1).haints(FAC_F, DEF, 1).cubes(FAC_P, 2).cubes(FAC_F, 3);
    const r2 = makeAttackRules(scripted('red=2,blue=3'));
    attackStart(b2.s, r2, FAC_P, RESUME, true);
    attackApply(b2.s, r2, noRng(), encode(A_ATK_DECLARE, b2.at('0,-2'), b2.at(DEF)));
    expect(b2.prompt()).toBe(PR_ATK_CLASH_ATK);
    expect(attackApply(b2.s, r2, noRng(), encode(A_ATK_CLASH_KILL))).toBe(RESUME);
    expect([b2.f(FAC_P, F_SCORE), b2.f(FAC_F, F_SCORE)]).toEqual([1, 0]);
  });

  it('no clash without a Haint on both hexes (the Legend attacks alone)', () => {
    const r = makeAttackRules(scripted('red=2,blue=3'));
    const b = new Board(MODE_FULL).legend(0, ATK).haints(FAC_F, DEF, 1).cubes(FAC_P, 2).cubes(FAC_F, 3);
    attackStart(b.s, r, FAC_P, RESUME, true);
    expect(attackApply(b.s, r, noRng(), encode(A_ATK_DECLARE, b.at(ATK), b.at(DEF)))).toBe(RESUME);
  });
});

describe('★5 CF-11 (L611-615, L1647-1653, L1713): the bonus cube and the free action', () => {
  it('the side with more Units adds 1 cube from Possessions before the Tree; a tie adds none', () => {
    const r = makeAttackRules(deterministic());
    for (const [uA, uD, wantA, wantD] of [[2, 1, 3, 2], [1, 2, 2, 3], [2, 2, 2, 2]] as const) {
      const b = new Board(MODE_FULL).haints(FAC_P, ATK, uA).haints(FAC_F, DEF, uD).cubes(FAC_P, 2).cubes(FAC_F, 2);
      attackStart(b.s, r, FAC_P, RESUME, true);
      attackApply(b.s, r, noRng(), encode(A_ATK_DECLARE, b.at(ATK), b.at(DEF)));
      expect([b.bg(FAC_P), b.bg(FAC_F)]).toEqual([wantA, wantD]);
    }
  });

  it('only the Attack jar carries the free action; another jar may attack only after a jar attack this Round (CF-18)', () => {
    const r = makeAttackRules(deterministic());
    const b = new Board(MODE_FULL).haints(FAC_P, ATK, 1).haints(FAC_F, DEF, 1);
    expect(attackJarAllowed(b.s, r, FAC_P, JAR_ATTACK)).toBe(true);
    expect(attackJarAllowed(b.s, r, FAC_P, JAR_WILD)).toBe(false);
    expect(attackGrantsFreeAction(b.s, FAC_P, JAR_ATTACK)).toBe(true);
    expect(attackGrantsFreeAction(b.s, FAC_P, JAR_WILD)).toBe(false);
    attackStart(b.s, r, FAC_P, RESUME, true);
    attackApply(b.s, r, noRng(), encode(A_ATK_DECLARE, b.at(ATK), b.at(DEF)));
    expect(attackJarAllowed(b.s, r, FAC_P, JAR_WILD)).toBe(true);
    b.s.f[FAC_P * F_WORDS + F_FREE_ACTION] = 1;
    expect(attackGrantsFreeAction(b.s, FAC_P, JAR_ATTACK)).toBe(false);
    // Malachi's Fury attack (jar = false) does not unlock R-ATK-10 (G-44).
    const b2 = new Board(MODE_FULL).haints(FAC_P, ATK, 1).haints(FAC_F, DEF, 1);
    attackStart(b2.s, r, FAC_P, RESUME, false);
    attackApply(b2.s, r, noRng(), encode(A_ATK_DECLARE, b2.at(ATK), b2.at(DEF)));
    expect(attackJarAllowed(b2.s, r, FAC_P, JAR_WILD)).toBe(false);
  });
});

describe('◇6 CF-13 (L1567-1570): A = D = 0', () => {
  it('is a failure with no clash; nothing changes', () => {
    const r = makeAttackRules(deterministic());
    const b = new Board(MODE_FULL).haints(FAC_P, ATK, 1).haints(FAC_F, DEF, 1);
    attackStart(b.s, r, FAC_P, RESUME, true);
    expect(attackApply(b.s, r, noRng(), encode(A_ATK_DECLARE, b.at(ATK), b.at(DEF)))).toBe(RESUME);
    expect([b.haintOn(FAC_P, ATK), b.haintOn(FAC_F, DEF), b.f(FAC_P, F_SCORE), b.f(FAC_F, F_SCORE)]).toEqual([1, 1, 0, 0]);
  });

  it('G-31: A ≥ D but A < cost is nothing, no clash (1 vs 1 off the Brambles)', () => {
    const r = makeAttackRules(deterministic());
    const b = new Board(MODE_FULL).haints(FAC_P, ATK, 1).haints(FAC_F, DEF, 1).cubes(FAC_P, 1).cubes(FAC_F, 1);
    attackStart(b.s, r, FAC_P, RESUME, true);
    expect(attackApply(b.s, r, noRng(), encode(A_ATK_DECLARE, b.at(ATK), b.at(DEF)))).toBe(RESUME);
    expect([b.bg(FAC_P), b.bg(FAC_F), b.haintOn(FAC_F, DEF)]).toEqual([1, 1, 1]);
  });
});

describe('★12 CF-14, CF-15, CF-16 (L1594-1608, L1596, L2841-2843): the Haint Dial', () => {
  it('★12: Dial 2 with 1 on the plate, score 1; a kill → score 2, plate empty, Dial 3', () => {
    const b = new Board(MODE_FULL);
    b.s.f[FAC_P * F_WORDS + F_DIAL] = 1;
    b.s.f[FAC_P * F_WORDS + F_PLATE] = 1;
    b.s.f[FAC_P * F_WORDS + F_SCORE] = 1;
    b.s.f[FAC_F * F_WORDS + F_HAINT_POSS] = 13; // 1 on the plate, 1 just killed
    expect(dialKill(b.s, dialRules, FAC_P, FAC_F)).toBe(1);
    expect([b.f(FAC_P, F_SCORE), b.f(FAC_P, F_PLATE), b.f(FAC_P, F_DIAL), b.f(FAC_F, F_HAINT_POSS)]).toEqual([2, 0, 2, 15]);
    expect(b.f(FAC_P, F_PTS_DIAL)).toBe(1); // the metric points.dial counts the point the Dial gave
  });

  it('★12 through an attack: the same kill made on the Brambles', () => {
    const r = makeAttackRules(deterministic());
    const b = new Board(MODE_FULL).haints(FAC_P, ATK, 1).haints(FAC_F, BRAMBLES, 1).cubes(FAC_P, 1);
    b.s.f[FAC_P * F_WORDS + F_DIAL] = 1;
    b.s.f[FAC_P * F_WORDS + F_PLATE] = 1;
    b.s.f[FAC_P * F_WORDS + F_SCORE] = 1;
    add(b.s.f, FAC_F * F_WORDS + F_HAINT_POSS, -1);
    attackStart(b.s, r, FAC_P, RESUME, true);
    attackApply(b.s, r, noRng(), encode(A_ATK_DECLARE, b.at(ATK), b.at(BRAMBLES)));
    expect(attackApply(b.s, r, noRng(), encode(A_ATK_HIT))).toBe(RESUME);
    expect([b.f(FAC_P, F_SCORE), b.f(FAC_P, F_PLATE), b.f(FAC_P, F_DIAL), b.f(FAC_F, F_HAINT_POSS)]).toEqual([2, 0, 2, 15]);
  });

  it('CF-15: k = 1, 3, 6, 9, 12 kills → 1…5 points (Full); Training +1 a kill', () => {
    const b = new Board(MODE_FULL);
    const pts: number[] = [];
    for (let k = 1; k <= 12; k++) {
      add(b.s.f, FAC_F * F_WORDS + F_HAINT_POSS, -1);
      dialKill(b.s, dialRules, FAC_P, FAC_F);
      pts.push(b.f(FAC_P, F_SCORE));
      expect(dialPointsAfter(dialRules, k)).toBe(b.f(FAC_P, F_SCORE));
      expect(b.f(FAC_P, F_PLATE)).toBeLessThan(b.f(FAC_P, F_DIAL) + 1); // INV-12
    }
    expect([pts[0], pts[2], pts[5], pts[8], pts[11]]).toEqual([1, 2, 3, 4, 5]);
    expect(pts[1]).toBe(1);
    expect(b.f(FAC_F, F_HAINT_POSS) + b.f(FAC_P, F_PLATE)).toBe(15); // INV-07
    const t = new Board(MODE_TRAINING);
    for (let k = 0; k < 3; k++) dialKill(t.s, dialRules, FAC_P, FAC_F);
    expect(t.f(FAC_P, F_SCORE)).toBe(3);
  });

  it('★13 CF-16: Rotate tile at Dial 3 with 2 stored → +1 at once, plate cleared, Dial back to 3; at 1 no effect', () => {
    const b = new Board(MODE_FULL);
    b.s.f[FAC_P * F_WORDS + F_DIAL] = 2;
    b.s.f[FAC_P * F_WORDS + F_PLATE] = 2;
    b.s.f[FAC_F * F_WORDS + F_HAINT_POSS] = 13;
    expect(dialRotateDown(b.s, dialRules, FAC_P, FAC_F)).toBe(1);
    expect([b.f(FAC_P, F_SCORE), b.f(FAC_P, F_PLATE), b.f(FAC_P, F_DIAL), b.f(FAC_F, F_HAINT_POSS)]).toEqual([1, 0, 2, 15]);
    const c = new Board(MODE_FULL);
    expect(dialRotateDown(c.s, dialRules, FAC_P, FAC_F)).toBe(0);
    expect(c.f(FAC_P, F_DIAL)).toBe(0);
  });
});

describe('Kammi hit (R-ATK-6, R-ATK-8.4, L1620-1623): non-active deciders', () => {
  it('both tokens, no Haints: the DEFENDER says which was hit; Kammi hit ⇒ reveal and the attacker may rearrange Dolls', () => {
    const r = makeAttackRules(deterministic());
    const b = new Board(MODE_FULL, [FAC_P, FAC_K]).haints(FAC_P, ATK, 1).legend(LS_KAMMI0, DEF).legend(LS_KAMMI1, DEF)
      .haints(FAC_K, '3,-2', 2).cubes(FAC_P, 3).cubes(FAC_K, 2);
    b.s.g[G_KAMMI_TOKEN] = 1;
    b.s.dollHex[0] = b.at('2,2');
    b.s.dollHex[1] = b.at('-2,-2');
    b.s.dollHex[2] = b.at('3,-2'); // Kammi Haints there (one survives the kill): not eligible
    attackStart(b.s, r, FAC_P, RESUME, true);
    attackApply(b.s, r, noRng(), encode(A_ATK_DECLARE, b.at(ATK), b.at(DEF)));
    expect(attackApply(b.s, r, noRng(), encode(A_ATK_HIT))).toBe(ATTACK_OPEN);
    expect(b.prompt()).toBe(PR_ATK_WHICH_KAMMI);
    expect(b.seat()).toBe(1);
    expect(attackApply(b.s, r, noRng(), encode(A_ATK_KAMMI, 1))).toBe(ATTACK_OPEN);
    expect(b.s.g[G_KAMMI_REVEALED]).toBe(1);
    expect(b.prompt()).toBe(PR_ATK_PUSH);
    expect(b.seat()).toBe(0);
    attackApply(b.s, r, noRng(), b.legal(r)[0]!);
    attackApply(b.s, r, noRng(), encode(A_ATK_KILL_ANY, b.at('3,-2')));
    expect(b.prompt()).toBe(PR_ATK_DOLLS);
    expect(b.legal(r)).toEqual([encode(A_ATK_DOLLS, 0), encode(A_ATK_DOLLS, 1)]);
    expect(attackApply(b.s, r, noRng(), encode(A_ATK_DOLLS, 1))).toBe(RESUME);
    expect([b.s.dollHex[0], b.s.dollHex[1], b.s.dollHex[2]]).toEqual([b.at('-2,-2'), b.at('2,2'), b.at('3,-2')]);
  });
});

// ---- conservation -----------------------------------------------------------------------------

function totals(s: HarrowState): number[] {
  const t: number[] = [];
  for (let c = 0; c < CUBE_COLOURS; c++) {
    let sum = s.tree[c]!;
    for (let fac = 0; fac < 4; fac++) sum += s.bg[fac * COLOURS + c]! + s.poss[fac * COLOURS + c]!;
    if (c === 0) for (let h = 0; h < s.n; h++) sum += s.redCube[h]!;
    t.push(sum);
  }
  return t;
}

function haintTotal(s: HarrowState, fac: number, plateOwner: number): number {
  let sum = s.f[fac * F_WORDS + F_HAINT_POSS]! + s.f[plateOwner * F_WORDS + F_PLATE]!;
  for (let h = 0; h < s.n; h++) sum += s.haint[fac * s.n + h]!;
  return sum;
}

describe('conservation (INV-06, INV-07, INV-12) over random attacks', () => {
  it('Battleground + Possessions + Tree (+ red cubes on hexes) per colour, and Haints, are conserved', () => {
    const tree = makeTreeModel({ mode: 'stochastic' });
    const r = makeAttackRules(tree);
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.boolean(), fc.boolean(), (seed, full, kammi) => {
        const rng = new Rng(`attack-prop:${seed}`);
        const other = kammi && full ? FAC_K : FAC_F;
        const b = new Board(full ? MODE_FULL : MODE_TRAINING, [FAC_P, other]);
        const s = b.s;
        // Random Haints: each hex gets an owner (P, the other, or nobody) and 1–3 Haints.
        for (let h = 0; h < s.n; h++) {
          const o = rng.int(4);
          if (o >= 2) continue;
          const fac = o === 0 ? FAC_P : other;
          const k = 1 + rng.int(3);
          if (s.f[fac * F_WORDS + F_HAINT_POSS]! < k) continue;
          s.haint[fac * s.n + h] = k;
          add(s.f, fac * F_WORDS + F_HAINT_POSS, -k);
        }
        if (rng.int(2) === 0) {
          const h = rng.int(s.n);
          if (s.haint[other * s.n + h] === 0) {
            s.redCube[h] = 1; // Emmy's red cube (R-ATK-3): joins the Protector Battleground when its hex is attacked
            add(s.poss, FAC_P * COLOURS, -1);
          }
        }
        b.cubes(FAC_P, rng.int(7)).cubes(other, rng.int(7));
        const before = totals(s);
        const seats = [0, 1];
        for (let attack = 0; attack < 6; attack++) {
          const fac = seats[attack % 2] === 0 ? FAC_P : other;
          if (!attackStart(s, r, fac, RESUME, true)) continue;
          let res = ATTACK_OPEN;
          for (let step = 0; step < 50 && res === ATTACK_OPEN; step++) {
            const k = attackLegal(s, r, OUT);
            if (k === 0) throw new Error(`seed ${JSON.stringify(seed)}: no legal action at prompt ${b.prompt()}`);
            res = attackApply(s, r, rng, OUT[rng.int(k)]!);
          }
          if (res !== RESUME) throw new Error(`seed ${JSON.stringify(seed)}: attack did not end`);
          const now = totals(s);
          if (now.join() !== before.join()) throw new Error(`seed ${JSON.stringify(seed)}: cubes ${before} → ${now}`);
          for (const [f1, f2] of [[FAC_P, other], [other, FAC_P]] as const) {
            if (haintTotal(s, f1, f2) !== 15) throw new Error(`seed ${JSON.stringify(seed)}: Haints of ${f1} not conserved`);
            const p = s.f[f1 * F_WORDS + F_PLATE]!;
            if (p > s.f[f1 * F_WORDS + F_DIAL]!) throw new Error(`seed ${JSON.stringify(seed)}: plate ${p} ≥ Dial position (INV-12)`);
          }
          for (let c = 0; c < COLOURS; c++) if (s.bg[c]! > 255 || s.poss[c]! > 255) throw new Error('underflow');
          expect(treeInsideTotal(s.tree, 0)).toBeLessThanOrEqual(tree.capacity);
        }
        expect(s.g[G_DEPTH]).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
