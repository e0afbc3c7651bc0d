// National Trade of Artifacts (spec §1.19 "swap resources or Artifacts … between their banks",
// ASSUMPTION G11, G56): an offer gives or asks one banked Artifact for 1–4 of a resource; the
// Artifact's VP move with it (§3.4: they count while banked).
import { describe, expect, it } from 'vitest';
import { V_OFFER } from '../src/command/verbs.js';
import { PR_COMMAND } from '../src/prompts.js';
import { PL_RENEGED_MASK, PL_VP, PL_VP_ARTIFACT, PL_WORDS, WLOC_ARMY, WLOC_BANK } from '../src/state.js';
import { bankedArtifactVp } from '../src/world/artifacts.js';
import { makeKit } from './command-kit.js';

const vp = (k: ReturnType<typeof makeKit>, seat: number): number[] => [k.s.pl[seat * PL_WORDS + PL_VP]!, k.s.pl[seat * PL_WORDS + PL_VP_ARTIFACT]!];

function kit(mode: 'trust' | 'binding'): ReturnType<typeof makeKit> {
  const k = makeKit({ params: { 'trade.mode': mode } });
  k.tile('0,0', 'Plains');
  return k;
}

describe('National Trade of banked Artifacts §1.19 (G11, G56)', () => {
  it('§1.19 G56 binding: seat 0 gives its banked Ancient Sunstone (3 VP) for 2 Wd → the Artifact and its 3 VP move to seat 1', () => {
    const k = kit('binding');
    const w = k.bankArtifact(0, 'Ancient Sunstone');
    k.setBank(1, 'Wd', 3);
    k.start(0, 1);
    expect(vp(k, 0)).toEqual([3, 3]);
    k.act(/Offer seat 1 a National Trade: the Artifact Ancient Sunstone for 2 Wd/);
    k.act(/Accept/);
    expect(k.topPrompt()).toBe(PR_COMMAND);
    expect([k.s.wLoc[w], k.s.wArg[w]]).toEqual([WLOC_BANK, 1]);
    expect(vp(k, 0)).toEqual([0, 0]);
    expect(vp(k, 1)).toEqual([3, 3]);
    expect([k.bank(0, 'Wd'), k.bank(1, 'Wd')]).toEqual([2, 1]);
    expect(bankedArtifactVp(k.s, 1)).toBe(k.s.pl[1 * PL_WORDS + PL_VP_ARTIFACT]); // §6.7 invariant 3
  });

  it('§1.19 G56 trust: seat 0 asks seat 1\'s banked Crown of the Ancients (4 VP) for 3 Go; both Deliver → the swap, VP follow', () => {
    const k = kit('trust');
    const w = k.bankArtifact(1, 'Crown of the Ancients');
    k.setBank(0, 'Go', 3);
    k.start(0, 1);
    k.act(/Offer seat 1 a National Trade: 3 Go for the Artifact Crown of the Ancients/);
    k.act(/Accept/);
    k.act(/^Deliver/);
    expect(k.s.wArg[w]).toBe(1); // nothing moves before both have sealed
    k.act(/^Deliver/);
    expect([k.s.wLoc[w], k.s.wArg[w]]).toEqual([WLOC_BANK, 0]);
    expect(vp(k, 0)).toEqual([4, 4]);
    expect(vp(k, 1)).toEqual([0, 0]);
    expect([k.bank(0, 'Go'), k.bank(1, 'Go')]).toEqual([0, 3]);
  });

  it('§1.19 G11 trust: the Artifact\'s holder reneges → it keeps the Artifact and its VP, the Gold is handed over, the renege recorded', () => {
    const k = kit('trust');
    const w = k.bankArtifact(1, 'Crown of the Ancients');
    k.setBank(0, 'Go', 3);
    k.start(0, 1);
    k.act(/Offer seat 1 a National Trade: 3 Go for the Artifact Crown of the Ancients/);
    k.act(/Accept/);
    k.act(/^Deliver/);
    k.act(/^Renege/);
    expect(k.s.wArg[w]).toBe(1);
    expect(vp(k, 1)).toEqual([4, 4]);
    expect([k.bank(0, 'Go'), k.bank(1, 'Go')]).toEqual([0, 3]);
    expect(k.s.pl[0 * PL_WORDS + PL_RENEGED_MASK]).toBe(1 << 1);
  });

  it('§1.19 G11 trust: the offerer reneges on its Artifact → the Artifact stays, the receiver\'s Wood is handed over', () => {
    const k = kit('trust');
    const w = k.bankArtifact(0, 'Ancient Sunstone');
    k.setBank(1, 'Wd', 1);
    k.start(0, 1);
    k.act(/Offer seat 1 a National Trade: the Artifact Ancient Sunstone for 1 Wd/);
    k.act(/Accept/);
    k.act(/^Renege/);
    k.act(/^Deliver/);
    expect(k.s.wArg[w]).toBe(0);
    expect(vp(k, 0)).toEqual([3, 3]);
    expect([k.bank(0, 'Wd'), k.bank(1, 'Wd')]).toEqual([1, 0]);
    expect(k.s.pl[1 * PL_WORDS + PL_RENEGED_MASK]).toBe(1 << 0);
  });

  it('§1.16 only banked Artifacts are traded: a carried Artifact is never in an offer; an Artifact offer needs the payer to hold the resource', () => {
    const k = kit('binding');
    const a = k.army(0, 0, k.at('0,0'), 'Farmer');
    const w = k.carryArtifact(a, 'Ancient Sunstone');
    k.setBank(1, 'Wd', 2);
    k.start(0, 1);
    expect(k.describeAll().some((d) => /National Trade.*Artifact/.test(d))).toBe(false);
    expect(k.s.wLoc[w]).toBe(WLOC_ARMY);
    const k2 = kit('binding');
    k2.bankArtifact(0, 'Ancient Sunstone');
    k2.start(0, 1);
    // Seat 1..2 hold nothing: no template asks for anything they lack.
    expect(k2.describeAll().filter((d) => /National Trade.*Artifact/.test(d))).toEqual([]);
    k2.setBank(2, 'Fi', 9);
    const offers = k2.describeAll().filter((d) => /National Trade.*Artifact/.test(d));
    expect(offers).toEqual([1, 2, 3, 4].map((n) => `Offer seat 2 a National Trade: the Artifact Ancient Sunstone for ${n} Fi`));
    expect(k2.legal().filter((c) => (c & 0x7f) === V_OFFER).length).toBe(4);
  });
});
