// The Full game's setup decisions (D01: Kammi's placement L1169, the Doll placement L1178) and its
// hidden information (spec §5.6): determinize resamples only what the seat cannot see.
import { describe, expect, it } from 'vitest';
import { Rng } from '@balance-lab/core';
import { S, testConfig } from '@balance-lab/harrow/testing';
import { harrow, setupHarrowGame, describeHarrowAction } from '../src/game.js';
import { drawCards } from '../src/cleanup.js';
import { handRead, kammiToken, realDoll } from '../src/secrets.js';
import { harrowDeterminizeInto, harrowInformationState } from '../src/hidden.js';
import { HarrowGame, TURN_MAX_LEGAL, turnApply, turnLegal } from '../src/turn.js';

const OUT = new Int32Array(TURN_MAX_LEGAL);
const legal = (s: HarrowGame): number[] => [...OUT.subarray(0, turnLegal(s, s.config, OUT))];
const F = (fac: number, field: number): number => fac * S.F_WORDS + field;

describe('D01 setup decisions (L1169, L1178)', () => {
  it('Kammi first places her two tokens behind her home and splits 3 Haints; then her foe makes one Doll real and arranges its Units', () => {
    const config = testConfig();
    const s = setupHarrowGame(config, ['protectors', 'kammi'], new Rng('hidden-test-setup'));
    expect(s.frames[(s.g[S.G_DEPTH]! - 1) * S.FRAME_WORDS + S.FW_PROMPT]).toBe(S.PR_KAMMI_PLACE);
    const kammiOptions = legal(s);
    // 3 × 2 hex choices × splits (x, y) with x + y ≤ 3: 10 → 60.
    expect(kammiOptions.length).toBe(60);
    const pick = kammiOptions.find((a) => describeHarrowAction(s, a).includes('2 Haint(s) with Kammi and 1 with the Goblin'))!;
    turnApply(s, config, pick, new Rng('unused'));
    expect(s.frames[(s.g[S.G_DEPTH]! - 1) * S.FRAME_WORDS + S.FW_PROMPT]).toBe(S.PR_DOLL_PLACE);
    expect(s.frames[(s.g[S.G_DEPTH]! - 1) * S.FRAME_WORDS + S.FW_SEAT]).toBe(0);
    const kh = s.legendHex[S.LS_KAMMI0 + s.g[S.G_KAMMI_TOKEN]!]!;
    expect(s.haint[S.FAC_K * s.n + kh]).toBe(2);
    expect(legal(s).length).toBe(3);
    turnApply(s, config, legal(s)[1]!, new Rng('unused'));
    expect(s.g[S.G_DOLL_REAL]).toBe(1);
    // Legend on one of 4 hexes × 3 Haints over 4 hexes (20 ways) = 80 arrangements, none over the Unit limit.
    expect(legal(s).length).toBe(80);
    turnApply(s, config, legal(s)[5]!, new Rng('unused'));
    expect(s.g[S.G_PHASE]).toBe(S.PH_OBJECTIVES);
  });
});

describe('determinize (spec §5.6)', () => {
  function midGame(): ReturnType<typeof setupHarrowGame> {
    const config = testConfig();
    const s = setupHarrowGame(config, ['kammi', 'family'], new Rng('hidden-test-game'));
    const rng = new Rng('hidden-test-play');
    for (let i = 0; i < 12 && s.g[S.G_OVER] === 0; i++) {
      const acts = legal(s);
      turnApply(s, config, acts[rng.int(acts.length)]!, rng);
    }
    expect(s.g[S.G_KAMMI_REVEALED]).toBe(0); // the scenario needs Kammi still hidden
    expect(s.g[S.G_PHASE]).not.toBe(S.PH_SETUP);
    return s;
  }

  it('keeps what the seat sees: its own hand, the public state, the other hand size and card set', () => {
    const s = midGame();
    const d = s.clone();
    for (let k = 0; k < 5; k++) {
      harrowDeterminizeInto(d, s, 1, new Rng(`det-${k}`));
      expect(harrowInformationState(d, 1)).toBe(harrowInformationState(s, 1));
      const famHand = (x: typeof s): number[] => [...x.hand.subarray(S.FAC_F * S.CARD_CAP, S.FAC_F * S.CARD_CAP + x.f[F(S.FAC_F, S.F_HAND_LEN)]!)].sort();
      expect(famHand(d)).toEqual(famHand(s));
      expect(d.haint).toEqual(s.haint);
      expect(d.f[F(S.FAC_K, S.F_HAND_LEN)]).toBe(s.f[F(S.FAC_K, S.F_HAND_LEN)]);
    }
  });

  it('resamples what the seat cannot see: the Kammi token for her foe, the real Doll for Kammi, the other hands', () => {
    const s = midGame();
    const d = s.clone();
    const tokens = new Set<number>();
    const dolls = new Set<number>();
    const hands = new Set<string>();
    for (let k = 0; k < 40; k++) {
      harrowDeterminizeInto(d, s, 1, new Rng(`a-${k}`));
      tokens.add(d.g[S.G_KAMMI_TOKEN]!);
      hands.add([...d.hand.subarray(S.FAC_K * S.CARD_CAP, S.FAC_K * S.CARD_CAP + d.f[F(S.FAC_K, S.F_HAND_LEN)]!)].sort().join(','));
      harrowDeterminizeInto(d, s, 0, new Rng(`b-${k}`));
      dolls.add(d.g[S.G_DOLL_REAL]!);
      expect(d.g[S.G_KAMMI_TOKEN]).toBe(s.g[S.G_KAMMI_TOKEN]); // Kammi knows her own token
    }
    expect(tokens.size).toBe(2);
    expect(dolls.size).toBeGreaterThan(1);
    expect(hands.size).toBeGreaterThan(1);
  });

  it('depends only on what the seat sees and the rng: determinizing a determinized state gives the same result', () => {
    const s = midGame();
    const a = s.clone();
    const b = s.clone();
    const c = s.clone();
    harrowDeterminizeInto(a, s, 1, new Rng('x'));
    harrowDeterminizeInto(b, s, 1, new Rng('y'));
    harrowDeterminizeInto(c, b, 1, new Rng('x'));
    expect(c.bytes).toEqual(a.bytes);
  });
});

describe('reads of hidden values (spec §5.6; core hiddenReads, secrets.ts)', () => {
  function kammiVsFamily(): HarrowGame {
    const config = testConfig();
    const s = setupHarrowGame(config, ['kammi', 'family'], new Rng('reads-setup'));
    const rng = new Rng('reads-play');
    while (s.g[S.G_PHASE] === S.PH_SETUP) turnApply(s, config, legal(s)[0]!, rng);
    return s;
  }
  const reads = (s: HarrowGame): number[] => [harrow.hiddenReads!(s, 0), harrow.hiddenReads!(s, 1)];

  it("which token is Kammi is a read for the Family's seat only, while it is unrevealed (L1169)", () => {
    const s = kammiVsFamily();
    const [k0, f0] = reads(s);
    kammiToken(s);
    expect(reads(s)).toEqual([k0, f0! + 1]);
    s.g[S.G_KAMMI_REVEALED] = 1;
    kammiToken(s);
    expect(reads(s)).toEqual([k0, f0! + 1]);
  });

  it('which Doll is real is a read for Kammi only (the Family placed it, L1178)', () => {
    const s = kammiVsFamily();
    const [k0, f0] = reads(s);
    realDoll(s);
    expect(reads(s)).toEqual([k0! + 1, f0]);
  });

  it('a card drawn from a face-down deck is a read for every seat; a look at a hand for the other seats', () => {
    const s = kammiVsFamily();
    const [k0, f0] = reads(s);
    const hand = s.f[F(S.FAC_F, S.F_HAND_LEN)]!;
    drawCards(s, S.FAC_F, 1, 0);
    expect(s.f[F(S.FAC_F, S.F_HAND_LEN)]).toBe(hand + 1);
    expect(reads(s)).toEqual([k0! + 1, f0! + 1]);
    handRead(s, S.FAC_F);
    expect(reads(s)).toEqual([k0! + 2, f0! + 1]);
  });

  it('queries count nothing: legalActions, describeAction and render leave the counts as they were', () => {
    const s = kammiVsFamily();
    const before = reads(s);
    const out = new Int32Array(harrow.maxActions);
    const n = harrow.legalActions(s, out);
    for (let i = 0; i < n; i++) harrow.describeAction(s, out[i]!);
    harrow.render(s);
    expect(reads(s)).toEqual(before);
  });
});
