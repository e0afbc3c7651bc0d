// The turn machine (turn.ts) and the GameDefinition (game.ts): ◇18 turn order, jars once per
// Round, each faction's Abilities jar (★7, ★8), the Wild jar (◇23), conformance on Training and
// a short seeded random-vs-random Training run.
import { describe, expect, it } from 'vitest';
import { Rng, resolveParameters } from '@balance-lab/core';
import { checkConformance } from '@balance-lab/core/testing';
import { A_ABILITY_ROW, A_JAR, A_WINDOW_DONE, A_KAMMI_ROW, A_PICK, A_PUTBACK, argA, argB, encode, kindOf } from '../src/actions.js';
import { HARROW_EFFECTS } from '../src/content.js';
import { HARROW_GAME_PARAMETERS, harrow, configureHarrow as configure } from '../src/game.js';
import { defaultSetupOptions, placeDolls, placeKammi, setupHarrow } from '../src/setup.js';
import {
  FAC_F, FAC_K, FAC_P, FW_PROMPT, F_JARS, F_SEAT, F_TURNS, F_WILD, F_WORDS, G_ACTIVE_SEAT, G_FP_SEAT, G_KAMMI_LAST_ROW,
  G_KAMMI_PUSHER, G_OVER, G_ROUND, G_SEAT_FACTION, KG_BLACK, KG_COLS, PR_ADV_PACKET, PR_FAMILY_PUTBACK, PR_PICK, PR_TURN, PR_WINDOW, TK_ADV, TK_SPN, TK_STR,
  topFrame, type HarrowState,
} from '../src/state.js';
import {
  HarrowGame, JAR_I_ABILITIES, JAR_I_ATTACK, JAR_I_WILD, makeTurnConfig, nextTurnSeat, rowValue, startGame, takeFirstPlayerToken,
  turnApply, turnLegal, turnSeat, type TurnConfig,
} from '../src/turn.js';

const OUT = new Int32Array(harrow.maxActions);
const values = resolveParameters(harrow.parameters, {});
const training = configure(resolveParameters(harrow.parameters, { 'game.mode': 'training' }));

const prompt = (s: HarrowState): number => s.frames[topFrame(s) + FW_PROMPT]!;
const legal = (s: HarrowState, c: TurnConfig): number[] => Array.from(OUT.subarray(0, turnLegal(s, c, OUT)));
const facOf = (s: HarrowState, seat: number): number => s.g[G_SEAT_FACTION + seat]!;

/** Plays the current seat's decisions at random until the next PR_TURN (or the end); returns the decisions made. */
function randomUntilTurn(s: HarrowState, c: TurnConfig, rng: Rng, pick: Rng): number {
  let d = 0;
  do {
    const n = turnLegal(s, c, OUT);
    turnApply(s, c, OUT[pick.int(n)]!, rng);
    d++;
  } while (s.g[G_OVER] === 0 && prompt(s) !== PR_TURN);
  return d;
}

/** Closes the windows on top ("go on") until the jar action's own decision is on top. */
function goOn(s: HarrowState, c: TurnConfig, rng: Rng): void {
  while (prompt(s) === PR_WINDOW) turnApply(s, c, encode(A_WINDOW_DONE), rng);
}

function trainingGame(seed: string, seating: readonly string[] = ['protectors', 'family']): HarrowGame {
  return harrow.setup(training, seating, new Rng(seed));
}

describe('parameters and configuration', () => {
  it('one registry without duplicate keys, with game.mode', () => {
    const keys = HARROW_GAME_PARAMETERS.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('game.mode');
    expect(values['game.mode']).toBe('full');
  });

  it('the Full game seats every ordered pair of Protectors, Family and Kammi (no mirrors)', () => {
    const full = configure(resolveParameters(harrow.parameters, {}));
    expect(full.mode).toBe('full');
    expect(harrow.seatings!(full, 2, false)).toEqual([
      ['protectors', 'family'], ['protectors', 'kammi'], ['family', 'protectors'], ['family', 'kammi'], ['kammi', 'protectors'], ['kammi', 'family'],
    ]);
  });

  it('Training seats Protectors vs Family only', () => {
    expect(harrow.seatings!(training, 2, false)).toEqual([['protectors', 'family'], ['family', 'protectors']]);
  });
});

describe('Round structure and ◇18 turn order', () => {
  it('Training: FP, SP, FP, SP, FP, SP with the Protectors first; the token passes at Phase 3', () => {
    const s = trainingGame('order');
    const rng = new Rng('order-rules');
    const pick = new Rng('order-pick');
    const pSeat = s.f[FAC_P * F_WORDS + F_SEAT]!;
    expect(s.g[G_FP_SEAT]).toBe(pSeat);
    const seats: number[] = [];
    for (let t = 0; t < 6; t++) {
      expect(prompt(s)).toBe(PR_TURN);
      seats.push(turnSeat(s));
      randomUntilTurn(s, training, rng, pick);
      if (s.g[G_OVER] !== 0) return;
    }
    expect(seats).toEqual([pSeat, 1 - pSeat, pSeat, 1 - pSeat, pSeat, 1 - pSeat]);
    expect(s.g[G_ROUND]).toBe(2);
    expect(s.g[G_FP_SEAT]).toBe(1 - pSeat);
    expect(turnSeat(s)).toBe(1 - pSeat);
    // jars refreshed, turn counters reset
    for (const fac of [FAC_P, FAC_F]) {
      expect(s.f[fac * F_WORDS + F_JARS]).toBe(0);
      expect(s.f[fac * F_WORDS + F_TURNS]).toBe(0);
    }
  });

  it('◇18 (CF-29): the second player takes the First-Player tile on turn 1 → FP, SP, SP, FP, SP, FP; the token passes back', () => {
    const s = trainingGame('tile');
    const rng = new Rng('tile-rules');
    const pick = new Rng('tile-pick');
    const fp = s.g[G_FP_SEAT]!;
    const seats: number[] = [];
    for (let t = 0; t < 6; t++) {
      seats.push(turnSeat(s));
      if (t === 1) takeFirstPlayerToken(s, 1 - fp); // the SP's first turn takes the tile
      randomUntilTurn(s, training, rng, pick);
      if (s.g[G_OVER] !== 0) return;
    }
    expect(seats).toEqual([fp, 1 - fp, 1 - fp, fp, 1 - fp, fp]);
    // Phase 3 step 3: the token passes from the tile's taker to the original FP.
    expect(s.g[G_FP_SEAT]).toBe(fp);
  });

  it('nextTurnSeat: fewer turns first, ties to the token holder, −1 after 3 each', () => {
    const s = trainingGame('next');
    const fa = facOf(s, 0);
    const fb = facOf(s, 1);
    s.g[G_FP_SEAT] = 1;
    s.f[fa * F_WORDS + F_TURNS] = 1;
    expect(nextTurnSeat(s, training)).toBe(1);
    s.f[fb * F_WORDS + F_TURNS] = 1;
    expect(nextTurnSeat(s, training)).toBe(1);
    s.f[fa * F_WORDS + F_TURNS] = 3;
    s.f[fb * F_WORDS + F_TURNS] = 3;
    expect(nextTurnSeat(s, training)).toBe(-1);
  });
});

describe('Mason Jars', () => {
  it('each jar is broken at most once per Round (R-JAR-1), the Legend jar included (R-LEG-1, L473-479)', () => {
    const s = trainingGame('jars');
    const rng = new Rng('jars-rules');
    const pick = new Rng('jars-pick');
    const used = new Map<number, Set<number>>();
    const round = s.g[G_ROUND]!;
    while (s.g[G_ROUND] === round && s.g[G_OVER] === 0) {
      expect(prompt(s)).toBe(PR_TURN);
      const seat = turnSeat(s);
      const opts = legal(s, training);
      for (const a of opts) {
        expect(kindOf(a)).toBe(A_JAR);
        expect(used.get(seat)?.has(argA(a)) ?? false).toBe(false);
      }
      const a = opts[pick.int(opts.length)]!;
      if (!used.has(seat)) used.set(seat, new Set());
      used.get(seat)!.add(argA(a));
      turnApply(s, training, a, rng);
      if (prompt(s) !== PR_TURN) randomUntilTurn(s, training, rng, pick);
    }
    for (const set of used.values()) expect(set.size).toBe(3);
  });

  it('an attack-mode jar needs an earlier Mason-Jar attack this Round (R-ATK-10, CF-18)', () => {
    const s = trainingGame('atk');
    for (const a of legal(s, training)) if (argA(a) !== JAR_I_ATTACK) expect(argB(a)).toBe(0);
  });

  it('Protector Abilities jar: a row gives its value as one packet (R-ABL-P, CF-04)', () => {
    const s = trainingGame('prot', ['protectors', 'family']);
    const rng = new Rng('prot-rules');
    expect(facOf(s, turnSeat(s))).toBe(FAC_P);
    turnApply(s, training, encode(A_JAR, JAR_I_ABILITIES, 0), rng);
    expect(legal(s, training)).toEqual([encode(A_ABILITY_ROW, TK_ADV), encode(A_ABILITY_ROW, TK_SPN), encode(A_ABILITY_ROW, TK_STR)]);
    const n = rowValue(s, training, FAC_P, TK_ADV);
    expect(n).toBe(3); // G-11/G-14 start value
    turnApply(s, training, encode(A_ABILITY_ROW, TK_ADV), rng);
    expect(prompt(s)).toBe(PR_ADV_PACKET);
    expect(s.frames[topFrame(s) + 3]).toBe(n); // FIELD_0 budget
  });

  it('Family Abilities jar (Training): draws 3 and resolves them as picks, STRENGTHEN at once (R-ABL-F, CF-05)', () => {
    const s = trainingGame('fam', ['family', 'protectors']);
    const rng = new Rng('fam-rules');
    const pick = new Rng('fam-pick');
    // The Protectors move first; play their turn.
    randomUntilTurn(s, training, rng, pick);
    expect(facOf(s, turnSeat(s))).toBe(FAC_F);
    const bagBefore = s.bag[TK_ADV]! + s.bag[TK_SPN]! + s.bag[TK_STR]!;
    turnApply(s, training, encode(A_JAR, JAR_I_ABILITIES, 0), rng);
    const drawn = s.drawn[TK_ADV]! + s.drawn[TK_SPN]! + s.drawn[TK_STR]!;
    expect(drawn).toBe(3);
    expect(s.bag[TK_ADV]! + s.bag[TK_SPN]! + s.bag[TK_STR]!).toBe(bagBefore - 3);
    if (s.drawn[TK_ADV]! + s.drawn[TK_SPN]! > 0) {
      expect(prompt(s)).toBe(PR_PICK);
      const opts = legal(s, training);
      for (const a of opts) expect(kindOf(a)).toBe(A_PICK);
      expect(opts.filter((a) => argA(a) === TK_ADV).length).toBe(s.drawn[TK_ADV]);
    }
  });

  it('Wild jar: the first Wild jar gives 2 actions and 2 Wild tokens (◇23, CF-10)', () => {
    const s = trainingGame('wild');
    const rng = new Rng('wild-rules');
    const fac = facOf(s, turnSeat(s));
    turnApply(s, training, encode(A_JAR, JAR_I_WILD, 0), rng);
    expect(s.f[fac * F_WORDS + F_WILD]).toBe(2);
    expect(prompt(s)).toBe(PR_PICK);
    const opts = legal(s, training);
    expect(opts.filter((a) => kindOf(a) === A_PICK && argA(a) === TK_ADV).map(argB)).toEqual([1, 2]);
  });

  it('Family Abilities jar (Full board) ★7: draw 4, put back 1 (a decision), resolve 3', () => {
    const c = makeTurnConfig('full', {}, HARROW_EFFECTS);
    const rng = new Rng('fam-full');
    const s = setupHarrow(new HarrowGame(c, c.setup.maps.A), defaultSetupOptions('full', { mapSide: 'A', homes: 'seat-order' }), ['family', 'protectors'], rng);
    s.g[G_FP_SEAT] = 0;
    startGame(s, c, rng);
    while (prompt(s) !== PR_TURN) turnApply(s, c, legal(s, c)[0]!, rng); // Phase 1 placements
    expect(facOf(s, turnSeat(s))).toBe(FAC_F);
    turnApply(s, c, encode(A_JAR, JAR_I_ABILITIES, 0), rng);
    goOn(s, c, rng); // the window before the jar (its Bonus tile), if any
    expect(s.drawn[TK_ADV]! + s.drawn[TK_SPN]! + s.drawn[TK_STR]!).toBe(4);
    expect(prompt(s)).toBe(PR_FAMILY_PUTBACK);
    const back = legal(s, c);
    for (const a of back) expect(kindOf(a)).toBe(A_PUTBACK);
    turnApply(s, c, back[0]!, rng);
    expect(s.drawn[TK_ADV]! + s.drawn[TK_SPN]! + s.drawn[TK_STR]!).toBe(3);
    expect(prompt(s)).not.toBe(PR_FAMILY_PUTBACK);
  });

  it('Kammi Abilities jar ★8 (CF-09): pusher ADVANCE into row [STR, ADV] → [ADV, STR], ADV in the black zone, ADVANCE 3 + STRENGTHEN 2', () => {
    const c = makeTurnConfig('full', {}, HARROW_EFFECTS);
    const rng = new Rng('kammi');
    const s = setupHarrow(new HarrowGame(c, c.setup.maps.A), defaultSetupOptions('full', { mapSide: 'A', homes: 'seat-order' }), ['kammi', 'protectors'], rng);
    placeKammi(s, 0, 1, 1, 1);
    placeDolls(s, 0);
    // Row 0 = [STR, ADV], pusher ADV (CF-09's starting grid).
    s.kGrid[0] = TK_STR;
    s.kGrid[1] = TK_ADV;
    expect(s.g[G_KAMMI_PUSHER]).toBe(TK_ADV);
    // Play Kammi's turn directly: pretend it is her turn.
    s.g[G_FP_SEAT] = 0;
    startGame(s, c, rng);
    // Phase 1 (Kammi places a Protector Townsfolk): answer it.
    while (prompt(s) !== PR_TURN) turnApply(s, c, legal(s, c)[0]!, rng);
    expect(facOf(s, turnSeat(s))).toBe(FAC_K);
    turnApply(s, c, encode(A_JAR, JAR_I_ABILITIES, 0), rng);
    goOn(s, c, rng); // the window before the jar (cards, its Bonus tile), if any
    const opts = legal(s, c);
    expect(opts).toContain(encode(A_KAMMI_ROW, 0, 0));
    expect(opts).toContain(encode(A_KAMMI_ROW, 0, 1));
    const bg0 = s.bg[FAC_K * 7 + 2]!;
    turnApply(s, c, encode(A_KAMMI_ROW, 0, 0), rng); // left token (ADV) first
    expect([s.kGrid[0], s.kGrid[1], s.kGrid[KG_BLACK]]).toEqual([TK_ADV, TK_STR, TK_ADV]);
    expect(s.g[G_KAMMI_PUSHER]).toBe(-1);
    expect(s.g[G_KAMMI_LAST_ROW]).toBe(0);
    expect(prompt(s)).toBe(PR_ADV_PACKET);
    expect(s.frames[topFrame(s) + 3]).toBe(3); // ADVANCE 3
    turnApply(s, c, legal(s, c).at(-1)!, rng); // stop the ADVANCE packet
    goOn(s, c, rng); // the window between the two activations (L1454): a Goblin card may be played here
    expect(s.bg[FAC_K * 7 + 2]! - bg0).toBe(2); // STRENGTHEN 2 (the cap applies at Clean-Up)
    // The next push takes the black-zone ADV of row 0 as the pusher.
    expect(s.kGrid[0 * KG_COLS + KG_BLACK]).toBe(TK_ADV);
  });
});

describe('the GameDefinition', () => {
  it('conforms on Training (random play: ends, deterministic, legal actions valid)', () => {
    const report = checkConformance(harrow, { seed: 'harrow-turn', games: 6, maxDecisions: 20_000, parameters: { 'game.mode': 'training' } });
    expect(report.playouts).toBe(6);
    // eslint-disable-next-line no-console
    if (process.env.HARROW_STATS) console.log(report);
  }, 120_000);

  it('a seeded random-vs-random Training run ends by points or the round cap', () => {
    const results: string[] = [];
    let decisions = 0;
    const games = 12;
    for (let g = 0; g < games; g++) {
      const seating = g % 2 === 0 ? ['protectors', 'family'] : ['family', 'protectors'];
      const rules = new Rng(`run:${g}:rules`);
      const pick = new Rng(`run:${g}:pick`);
      const s = harrow.setup(training, seating, rules);
      let d = 0;
      while (harrow.outcome(s) === null) {
        const n = harrow.legalActions(s, OUT);
        expect(n).toBeGreaterThan(0);
        const seat = harrow.currentSeat(s);
        expect(seat === 0 || seat === 1).toBe(true);
        harrow.apply(s, OUT[pick.int(n)]!, rules);
        d++;
        expect(d).toBeLessThan(50_000);
      }
      decisions += d;
      const o = harrow.outcome(s)!;
      expect(['points', 'points tie: First-Player holder', 'round cap']).toContain(o.reason);
      results.push(`${o.kind}:${o.reason}:${o.winners.join(',')}:r${s.g[G_ROUND]}:d${d}`);
      expect(harrow.render(s)).toContain('Round');
    }
    // eslint-disable-next-line no-console
    if (process.env.HARROW_STATS) console.log(results.join('\n'), `\nmean decisions ${decisions / games}`);
    expect(results).toHaveLength(games);
  }, 120_000);

  it('evaluate is in [-1, 1] and describeAction names every legal action', () => {
    const s = trainingGame('eval');
    const v = harrow.evaluate!(s, 0);
    expect(Math.abs(v)).toBeLessThanOrEqual(1);
    expect(harrow.evaluate!(s, 1)).toBeCloseTo(-v, 12); // zero-sum
    const n = harrow.legalActions(s, OUT);
    for (let i = 0; i < n; i++) expect(harrow.describeAction(s, OUT[i]!)).toMatch(/Mason Jar/);
    expect(s.g[G_ACTIVE_SEAT]).toBe(harrow.currentSeat(s));
  });
});
