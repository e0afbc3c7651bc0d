// Harrow County state and two-player setup (spec §1.7, §5.2, §5.3): setup facts per mode,
// determinism, clone independence, the statistical facts P1-P4 (fixed seeds, 4σ) and ★7.
import { describe, expect, it } from 'vitest';
import { Rng } from '@balance-lab/core';
import { ALL_CARDS } from '../src/data/cards.js';
import { FAMILY, GAME, KAMMI, PROTECTORS } from '../src/data/factions.js';
import { BOG, FOREST, PLAINS, WETLANDS } from '../src/data/maps.js';
import { ALL_BONUS_TILES, BONUS_TILES } from '../src/data/tiles.js';
import { BLUE, PURPLE, RED } from '../src/data/tree.js';
import {
  defaultSetupOptions, familyDraw, familyPutBack, placeDolls, placeKammi, setupHarrow, setupOptionsFromValues,
  type HarrowSetupOptions,
} from '../src/setup.js';
import {
  BONUS_CAP, CARD_CAP, COLOURS, EMPTY, FAC_F, FAC_K, FAC_P, FW_PROMPT, FW_SEAT, F_DECK_LEN, F_HAINT_POSS, F_HAND_LEN,
  F_FAM_FILL, F_HOME, F_LEGEND, F_PATH_POSS, F_PATH_TRACK, F_SEAT, F_STORM_POSS, F_TRACK_SIDE, F_WILD, F_WORDS, FRAME_WORDS,
  G_BONUS_PILE_LEN, G_BOX_TOKEN, G_DEPTH, G_DOLL_REAL, G_FIRST_FLIPPER, G_FP_SEAT, G_FP_TILE_SLOT, G_KAMMI_PUSHER,
  G_KAMMI_TOKEN, G_PHASE, G_TERRAIN_TOKEN, G_WILD_SUPPLY, HarrowState, KG_COLS, LS_F, LS_KAMMI0, LS_KAMMI1, LS_P,
  PB_KEEP, PB_LEFT, PH_OBJECTIVES, PH_SETUP, PH_TURNS, PR_DOLL_PLACE, PR_FAMILY_PUTBACK, PR_KAMMI_PLACE,
  TK_ADV, TK_SCR, TK_SPN, TK_STR, stateBytes, stateLayout, topFrame,
} from '../src/state.js';
import { LEGENDS } from '../src/data/legends.js';

/** The resume code a put-back frame is pushed with (the caller's, here a sentinel). */
const PUTBACK_RESUME = 77;

const FULL = defaultSetupOptions('full');
const TRAINING = defaultSetupOptions('training');
const PAIRS: [string, string][] = [
  ['protectors', 'family'], ['family', 'protectors'], ['protectors', 'kammi'],
  ['kammi', 'protectors'], ['family', 'kammi'], ['kammi', 'family'],
];
const fw = (s: HarrowState, fac: number, field: number): number => s.f[fac * F_WORDS + field]!;
const sum = (a: ArrayLike<number>, from = 0, to = a.length): number => {
  let t = 0;
  for (let i = from; i < to; i++) t += a[i]!;
  return t;
};
const setup = (o: HarrowSetupOptions, seating: readonly string[], seed: string): HarrowState => setupHarrow(null, o, seating, new Rng(seed));
/** |observed − expected| within 4σ of a binomial proportion. */
function within4Sigma(hits: number, trials: number, p: number): void {
  const sigma = Math.sqrt((p * (1 - p)) / trials);
  if (process.env.HARROW_STATS) console.log(`observed ${(hits / trials).toFixed(4)} expected ${p.toFixed(4)} (${((hits / trials - p) / sigma).toFixed(2)}σ, n=${trials})`);
  expect(Math.abs(hits / trials - p), `observed ${(hits / trials).toFixed(4)} vs expected ${p.toFixed(4)} (σ ${sigma.toFixed(4)})`).toBeLessThanOrEqual(4 * sigma);
}

describe('state layout', () => {
  it('is one buffer whose blocks tile it without overlap', () => {
    const blocks = stateLayout(61);
    let at = 0;
    for (const [, start, len] of blocks) {
      expect(start).toBeGreaterThanOrEqual(at);
      at = start + len;
    }
    expect(at).toBe(stateBytes(61));
    expect(stateBytes(61) % 8).toBe(0);
  });
});

describe('Training setup (spec §1.7.1)', () => {
  for (const seating of [['protectors', 'family'], ['family', 'protectors']]) {
    it(`sets up Emmy vs Levi for seating ${seating.join(' v ')}`, () => {
      const s = setup(TRAINING, seating, 'training-1');
      const N = s.n;
      const m = s.map;
      const pSeat = seating.indexOf('protectors');
      expect(fw(s, FAC_P, F_SEAT)).toBe(pSeat);
      expect(LEGENDS[fw(s, FAC_P, F_LEGEND)]!.id).toBe('emmy');
      expect(LEGENDS[fw(s, FAC_F, F_LEGEND)]!.id).toBe('levi');
      expect(fw(s, FAC_P, F_TRACK_SIDE)).toBe(1);
      // Legend + 3 Haints on each home (L1169), 12 in Possessions.
      for (const [fac, slot] of [[FAC_P, LS_P], [FAC_F, LS_F]] as const) {
        const home = fw(s, fac, F_HOME);
        expect(s.legendHex[slot]).toBe(home);
        expect(s.haint[fac * N + home]).toBe(GAME.startingHaints.value);
        expect(sum(s.haint, fac * N, fac * N + N)).toBe(GAME.startingHaints.value);
        expect(fw(s, fac, F_HAINT_POSS)).toBe(GAME.haintsPerFaction.value - GAME.startingHaints.value);
        expect(fw(s, fac, F_WILD)).toBe(1);
      }
      expect(s.g[G_WILD_SUPPLY]).toBe(13);
      expect(fw(s, FAC_P, F_HOME)).not.toBe(fw(s, FAC_F, F_HOME));
      // Cubes (L1171).
      expect(s.bg[FAC_P * COLOURS + RED]).toBe(3);
      expect(s.poss[FAC_P * COLOURS + RED]).toBe(17);
      expect(s.bg[FAC_F * COLOURS + BLUE]).toBe(3);
      expect(s.poss[FAC_F * COLOURS + BLUE]).toBe(12);
      // Tokens on every icon hex, G-9 mapping: Plains ADV, Forest SPN, Bog STR, Wetlands SCR.
      expect([s.g[G_TERRAIN_TOKEN + PLAINS], s.g[G_TERRAIN_TOKEN + FOREST], s.g[G_TERRAIN_TOKEN + BOG], s.g[G_TERRAIN_TOKEN + WETLANDS]]).toEqual([TK_ADV, TK_SPN, TK_STR, TK_SCR]);
      for (let h = 0; h < N; h++) {
        const on = s.tok[h]! + s.tok[N + h]! + s.tok[2 * N + h]! + s.tok[3 * N + h]!;
        expect(on).toBe(m.icon[h]);
      }
      expect(sum(s.tok)).toBe(40);
      // 3 Townsfolk on the corners nearer the Family's home, 3 Buildings nearer the Protectors' (L249-250).
      const fHome = m.homeOf[fw(s, FAC_F, F_HOME)]!;
      const pHome = m.homeOf[fw(s, FAC_P, F_HOME)]!;
      for (let i = 0; i < 3; i++) {
        expect(s.townsfolk[m.nearCorners[fHome * 3 + i]!]).toBe(1);
        expect(s.building[m.nearCorners[pHome * 3 + i]!]).toBe(1);
      }
      expect(sum(s.townsfolk)).toBe(3);
      expect(sum(s.building)).toBe(3);
      // Paths 3 on the track + 1 (L1164); 15 Storms (L184); the bag 4/2/2 (L1175).
      expect(fw(s, FAC_P, F_PATH_TRACK)).toBe(3);
      expect(fw(s, FAC_P, F_PATH_POSS)).toBe(1);
      expect(fw(s, FAC_F, F_STORM_POSS)).toBe(15);
      expect([s.bag[0], s.bag[1], s.bag[2]]).toEqual([4, 2, 2]);
      // No cards, no Bonus tiles; the Protectors hold the First Player token; Phase 2 at once.
      expect(fw(s, FAC_P, F_HAND_LEN)).toBe(0);
      expect(sum(s.bonusSlot.map((x) => (x === EMPTY ? 0 : 1)))).toBe(0);
      expect(s.g[G_FP_SEAT]).toBe(pSeat);
      expect(s.g[G_DEPTH]).toBe(0);
      expect(s.g[G_PHASE]).toBe(PH_TURNS);
    });
  }

  it('rejects Kammi and mirror seatings', () => {
    expect(() => setup(TRAINING, ['protectors', 'kammi'], 'x')).toThrow(/Training/);
    expect(() => setup(FULL, ['family', 'family'], 'x')).toThrow(/differ/);
    expect(() => setup(FULL, ['family'], 'x')).toThrow(/played by Hester/);
  });
});

describe('Full setup (spec §1.7.2-1.7.5)', () => {
  for (const seating of PAIRS) {
    it(`sets up ${seating.join(' v ')}`, () => {
      const s = setup(FULL, seating, `full-${seating.join('-')}`);
      const N = s.n;
      const m = s.map;
      const facs = seating.map((id) => ['protectors', 'family', 'kammi'].indexOf(id));
      // Tokens: one type per terrain, a permutation, 40 on the map.
      const mapping = [0, 1, 2, 3].map((t) => s.g[G_TERRAIN_TOKEN + t]!);
      expect([...mapping].sort()).toEqual([0, 1, 2, 3]);
      expect(sum(s.tok)).toBe(40);
      // The box: 20/15/15/10 minus the map (10 each), the bag (4/2/2), the grid (2/2/2) and the pusher (ADV).
      const fam = facs.includes(FAC_F);
      const kam = facs.includes(FAC_K);
      expect(s.g[G_BOX_TOKEN + TK_ADV]).toBe(20 - 10 - (fam ? 4 : 0) - (kam ? 3 : 0));
      expect(s.g[G_BOX_TOKEN + TK_SPN]).toBe(15 - 10 - (fam ? 2 : 0) - (kam ? 2 : 0));
      expect(s.g[G_BOX_TOKEN + TK_STR]).toBe(15 - 10 - (fam ? 2 : 0) - (kam ? 2 : 0));
      expect(s.g[G_BOX_TOKEN + TK_SCR]).toBe(0);
      for (let seat = 0; seat < 2; seat++) {
        const fac = facs[seat]!;
        const id = seating[seat]!;
        expect(fw(s, fac, F_SEAT)).toBe(seat);
        // Hands of 3 (L1170) from the faction's own deck; the rest stays in the deck.
        const deckSize = ALL_CARDS.filter((c) => c.owner === id).length;
        expect(fw(s, fac, F_HAND_LEN)).toBe(3);
        expect(fw(s, fac, F_DECK_LEN)).toBe(deckSize - 3);
        const cards = [...s.hand.subarray(fac * CARD_CAP, fac * CARD_CAP + 3), ...s.deck.subarray(fac * CARD_CAP, fac * CARD_CAP + deckSize - 3)];
        expect(new Set(cards).size).toBe(deckSize);
        for (const c of cards) expect(ALL_CARDS[c]!.owner).toBe(id);
        expect(s.bg[fac * COLOURS + [RED, BLUE, PURPLE][fac]!]).toBe(3);
        const legend = LEGENDS[fw(s, fac, F_LEGEND)]!;
        expect(legend.faction).toBe(id);
        expect(legend.kind).toBe(fac === FAC_K ? 'goblin' : 'legend');
        expect([1, 2]).toContain(fw(s, fac, F_TRACK_SIDE));
        expect(sum(s.haint, fac * N, fac * N + N)).toBe(3);
      }
      // Objectives on the Scoreboard: 4 Townsfolk / 4 Buildings, one per terrain; none on the map.
      if (facs.includes(FAC_P)) expect([...s.objBoard.subarray(FAC_P * 4, FAC_P * 4 + 4)]).toEqual([1, 1, 1, 1]);
      if (fam) {
        expect([...s.objBoard.subarray(FAC_F * 4, FAC_F * 4 + 4)]).toEqual([1, 1, 1, 1]);
        expect(fw(s, FAC_F, F_STORM_POSS)).toBe(FAMILY.storms.value);
      }
      expect(sum(s.townsfolk) + sum(s.building)).toBe(0);
      // Bonus tiles: 4 slots of 1, 5 in the pile, the 9 distinct; the FP holder is a seat.
      const slotTiles = [0, 1, 2, 3].map((i) => s.bonusSlot[i * BONUS_CAP]!);
      const pile = [...s.bonusPile.subarray(0, s.g[G_BONUS_PILE_LEN]!)];
      expect(pile.length).toBe(5);
      expect(new Set([...slotTiles, ...pile]).size).toBe(9);
      expect([0, 1]).toContain(s.g[G_FP_SEAT]);
      if (kam) {
        const kSeat = facs.indexOf(FAC_K);
        const kHome = fw(s, FAC_K, F_HOME);
        // Kammi's tokens behind her home, on 2 different hexes (G-7).
        const a = s.legendHex[LS_KAMMI0]!;
        const b = s.legendHex[LS_KAMMI1]!;
        expect(a).not.toBe(b);
        for (const h of [a, b]) expect(m.behind.subarray(m.homeOf[kHome]! * 3, m.homeOf[kHome]! * 3 + 3)).toContain(h);
        expect(s.g[G_KAMMI_TOKEN]).toBe(-1); // hidden, decided by PR_KAMMI_PLACE
        // The grid 2/2/2 (L1175), the ADVANCE pusher to its left.
        const grid = [0, 1, 2].flatMap((r) => [s.kGrid[r * KG_COLS]!, s.kGrid[r * KG_COLS + 1]!]);
        expect([...grid].sort()).toEqual([0, 0, 1, 1, 2, 2]);
        expect(s.g[G_KAMMI_PUSHER]).toBe(TK_ADV);
        // 3 Dolls behind the foe's home; the real one is the foe's decision.
        const foeHome = m.homeOf[fw(s, facs[1 - kSeat]!, F_HOME)]!;
        expect([...s.dollHex]).toEqual([...m.behind.subarray(foeHome * 3, foeHome * 3 + 3)]);
        expect(s.g[G_DOLL_REAL]).toBe(-1);
        // Setup frames: Kammi places first, then the foe places the Dolls.
        expect(s.g[G_DEPTH]).toBe(2);
        expect(s.g[G_PHASE]).toBe(PH_SETUP);
        const top = topFrame(s);
        expect(s.frames[top + FW_PROMPT]).toBe(PR_KAMMI_PLACE);
        expect(s.frames[top + FW_SEAT]).toBe(kSeat);
        expect(s.frames[top - FRAME_WORDS + FW_PROMPT]).toBe(PR_DOLL_PLACE);
        expect(s.frames[top - FRAME_WORDS + FW_SEAT]).toBe(1 - kSeat);
        // Answering both starts Round 1.
        placeKammi(s, 2, 0, 1, 1);
        expect(s.g[G_KAMMI_TOKEN]).toBe(m.behind[m.homeOf[kHome]! * 3 + 2]! < m.behind[m.homeOf[kHome]! * 3]! ? 0 : 1);
        expect(s.haint[FAC_K * N + kHome]).toBe(1);
        expect(s.g[G_PHASE]).toBe(PH_SETUP);
        placeDolls(s, 1);
        expect(s.g[G_DOLL_REAL]).toBe(1);
        expect(s.g[G_DEPTH]).toBe(0);
        expect(s.g[G_PHASE]).toBe(PH_OBJECTIVES);
      } else {
        expect(s.g[G_DEPTH]).toBe(0);
        expect(s.g[G_PHASE]).toBe(PH_OBJECTIVES);
        expect([...s.dollHex]).toEqual([-1, -1, -1]);
      }
    });
  }

  it('uses fixed Legends and track sides from the parameters', () => {
    const o = setupOptionsFromValues('full', { 'legend.protectors': 'malachi', 'track.protectors': '2', 'legend.kammi': 'brute', 'track.kammi': '1', 'map.side': 'B' });
    const s = setup(o, ['protectors', 'kammi'], 'fixed');
    expect(LEGENDS[fw(s, FAC_P, F_LEGEND)]!.id).toBe('malachi');
    expect(fw(s, FAC_P, F_TRACK_SIDE)).toBe(2);
    expect(fw(s, FAC_P, F_PATH_TRACK) + fw(s, FAC_P, F_PATH_POSS)).toBe(0); // G-15b: Side 2 uses no Paths
    expect(LEGENDS[fw(s, FAC_K, F_LEGEND)]!.id).toBe('brute');
    expect(s.map.layout.id).toBe('B');
    expect(() => setup(setupOptionsFromValues('full', { 'legend.family': 'emmy' }), ['protectors', 'family'], 'x')).toThrow(/legend.family/);
  });
});

describe('determinism and cloning', () => {
  it('same seed ⇒ same bytes; different seeds differ', () => {
    for (const seating of PAIRS) {
      expect(setup(FULL, seating, 'det-1').hash()).toBe(setup(FULL, seating, 'det-1').hash());
    }
    const hashes = new Set<number>();
    for (let i = 0; i < 50; i++) hashes.add(setup(FULL, ['kammi', 'family'], `det-${i}`).hash());
    expect(hashes.size).toBe(50);
    expect(setup(TRAINING, ['protectors', 'family'], 'a').hash()).toBe(setup(TRAINING, ['protectors', 'family'], 'a').hash());
  });

  it('reuses a state buffer and gives the same bytes as a fresh one', () => {
    const fresh = setup(FULL, ['protectors', 'kammi'], 'reuse');
    const old = setup(FULL, ['family', 'kammi'], 'other');
    const reused = setupHarrow(old, FULL, ['protectors', 'kammi'], new Rng('reuse'));
    expect(reused).toBe(old);
    expect(reused.hash()).toBe(fresh.hash());
  });

  it('clone is independent; copyFrom restores', () => {
    const s = setup(FULL, ['protectors', 'family'], 'clone');
    const h = s.hash();
    const c = s.clone();
    expect(c.hash()).toBe(h);
    c.haint[0] = 9;
    c.g[G_FP_SEAT] = 1 - c.g[G_FP_SEAT]!;
    expect(s.hash()).toBe(h);
    expect(c.hash()).not.toBe(h);
    c.copyFrom(s);
    expect(c.hash()).toBe(h);
  });
});

describe('statistical setup facts (fixed seeds, 4σ)', () => {
  it('statistical P1: the first flipper takes the First Player 5/9; the FP tile lands in a slot 4/9', () => {
    const rng = new Rng('P1');
    const trials = 3000;
    let firstWins = 0;
    let inSlot = 0;
    let s: HarrowState | null = null;
    for (let i = 0; i < trials; i++) {
      s = setupHarrow(s, FULL, ['protectors', 'family'], rng);
      expect(sum(s.bonusSlotLen)).toBe(4);
      if (s.g[G_FP_SEAT] === s.g[G_FIRST_FLIPPER]) firstWins++;
      if (s.g[G_FP_TILE_SLOT]! >= 0) inSlot++;
      const fp = ALL_BONUS_TILES.indexOf(BONUS_TILES['first-player-token']);
      const slot = s.g[G_FP_TILE_SLOT]!;
      if (slot >= 0) expect(s.bonusSlot[slot * BONUS_CAP]).toBe(fp);
    }
    within4Sigma(firstWins, trials, 5 / 9);
    within4Sigma(inSlot, trials, 4 / 9);
  });

  it('statistical P2: the 24 token↔terrain mappings are equally likely; each pair 1/4', () => {
    const rng = new Rng('P2');
    const trials = 2400;
    const perm = new Map<string, number>();
    const pair = new Array<number>(16).fill(0);
    let s: HarrowState | null = null;
    for (let i = 0; i < trials; i++) {
      s = setupHarrow(s, FULL, ['family', 'protectors'], rng);
      const key = [0, 1, 2, 3].map((t) => s!.g[G_TERRAIN_TOKEN + t]).join('');
      perm.set(key, (perm.get(key) ?? 0) + 1);
      for (let t = 0; t < 4; t++) pair[t * 4 + s.g[G_TERRAIN_TOKEN + t]!]!++;
    }
    expect(perm.size).toBe(24);
    for (const c of perm.values()) within4Sigma(c, trials, 1 / 24);
    for (const c of pair) within4Sigma(c, trials, 1 / 4);
  });

  it('statistical P3: 90 equally likely grid fills; row 1 = [STR, ADV] 2/15; a row of two alike 1/5', () => {
    const rng = new Rng('P3');
    const trials = 3000;
    const fills = new Map<string, number>();
    let strAdv = 0;
    let alike = 0;
    let s: HarrowState | null = null;
    for (let i = 0; i < trials; i++) {
      s = setupHarrow(s, FULL, ['kammi', 'protectors'], rng);
      const g = s.kGrid;
      const key = [0, 1, 2].map((r) => `${g[r * KG_COLS]}${g[r * KG_COLS + 1]}`).join('|');
      fills.set(key, (fills.get(key) ?? 0) + 1);
      if (g[0] === TK_STR && g[1] === TK_ADV) strAdv++;
      if (g[0] === g[1]) alike++;
    }
    expect(fills.size).toBe(90);
    for (const c of fills.values()) within4Sigma(c, trials, 1 / 90);
    within4Sigma(strAdv, trials, 2 / 15);
    within4Sigma(alike, trials, 1 / 5);
  });

  it('statistical P4: first Full draw P(no SPAWN) = 3/14, P(4 ADVANCE) = 1/70; Training draw of 3 P(no SPAWN) = 5/14', () => {
    const rng = new Rng('P4');
    const trials = 3000;
    const full = setup(FULL, ['protectors', 'family'], 'P4-full');
    const training = setup(TRAINING, ['protectors', 'family'], 'P4-training');
    const work = full.clone();
    let noSpawn = 0;
    let fourAdv = 0;
    for (let i = 0; i < trials; i++) {
      work.copyFrom(full);
      familyDraw(work, FULL.n, rng, PUTBACK_RESUME);
      if (work.drawn[TK_SPN] === 0) noSpawn++;
      if (work.drawn[TK_ADV] === 4) fourAdv++;
    }
    within4Sigma(noSpawn, trials, 3 / 14);
    within4Sigma(fourAdv, trials, 1 / 70);
    const tw = training.clone();
    let tNoSpawn = 0;
    for (let i = 0; i < trials; i++) {
      tw.copyFrom(training);
      expect(familyDraw(tw, TRAINING.n, rng, PUTBACK_RESUME)).toBe(3);
      if (tw.drawn[TK_SPN] === 0) tNoSpawn++;
    }
    within4Sigma(tNoSpawn, trials, 5 / 14);
  });

  it('statistical P4 (decks): every Tactics card is equally likely in the opening hand (3/16)', () => {
    const rng = new Rng('P4-deck');
    const trials = 2000;
    const seen = new Array<number>(ALL_CARDS.length).fill(0);
    let s: HarrowState | null = null;
    for (let i = 0; i < trials; i++) {
      s = setupHarrow(s, FULL, ['protectors', 'kammi'], rng);
      for (let k = 0; k < 3; k++) seen[s.hand[FAC_P * CARD_CAP + k]!]!++;
    }
    const tactics = ALL_CARDS.map((c, i) => [c, i] as const).filter(([c]) => c.owner === 'protectors');
    expect(tactics.length).toBe(PROTECTORS.deckSize.value);
    for (const [, i] of tactics) within4Sigma(seen[i]!, trials, PROTECTORS.handSize.value / PROTECTORS.deckSize.value);
  });
});

describe('★7 / CF-08: the Family bag draw (L1434-1444)', () => {
  it('starts at draw 4, put back 1 (a decision), resolve 3', () => {
    const s = setup(FULL, ['protectors', 'family'], 'star7');
    expect(familyDraw(s, FULL.n, new Rng('d'), PUTBACK_RESUME)).toBe(4);
    expect(sum(s.drawn)).toBe(4);
    expect(sum(s.bag)).toBe(4);
    const top = topFrame(s);
    expect(s.frames[top + FW_PROMPT]).toBe(PR_FAMILY_PUTBACK);
    expect(s.frames[top + FW_SEAT]).toBe(fw(s, FAC_F, F_SEAT));
    expect(s.frames[top + PB_LEFT]).toBe(1);
    expect(s.frames[top + PB_KEEP]).toBe(3);
    const kind = s.drawn.findIndex((x) => x > 0);
    expect(familyPutBack(s, kind)).toBe(PUTBACK_RESUME);
    expect(sum(s.drawn)).toBe(3);
    expect(sum(s.bag)).toBe(5);
    expect(s.g[G_DEPTH]).toBe(0);
  });

  it('with 2 track tokens draws 5, puts back 1; at space 7/3 with 6 in the bag draws 6, puts back 2', () => {
    const s = setup(FULL, ['family', 'kammi'], 'cf08');
    placeKammi(s, 0, 1, 0, 0);
    placeDolls(s, 0);
    s.f[FAC_F * F_WORDS + F_FAM_FILL] = 2; //  an ADVANCE and a SPAWN on the track (L1438)
    expect(familyDraw(s, FULL.n, new Rng('a'), PUTBACK_RESUME)).toBe(5);
    expect(s.frames[topFrame(s) + PB_LEFT]).toBe(1);
    expect(s.frames[topFrame(s) + PB_KEEP]).toBe(4);
    const t = setup(FULL, ['family', 'protectors'], 'cf08b');
    t.f[FAC_F * F_WORDS + F_FAM_FILL] = FULL.n.familyTrack.findIndex((x) => x.draw === 7 && x.putBack === 3);
    t.bag[TK_ADV] = 2; // 6 in the bag
    expect(familyDraw(t, FULL.n, new Rng('b'), PUTBACK_RESUME)).toBe(6);
    expect(t.frames[topFrame(t) + PB_LEFT]).toBe(2);
    expect(t.frames[topFrame(t) + PB_KEEP]).toBe(4);
  });

  it('Training draws 3 and puts nothing back (no frame)', () => {
    const s = setup(TRAINING, ['protectors', 'family'], 'tr');
    expect(familyDraw(s, TRAINING.n, new Rng('t'), PUTBACK_RESUME)).toBe(3);
    expect(s.g[G_DEPTH]).toBe(0);
    expect(KAMMI.gridRows.value).toBe(3);
  });
});
