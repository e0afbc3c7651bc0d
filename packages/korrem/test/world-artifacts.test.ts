// Artifacts (spec §3.4, §1.16, CF-24, G35, G56).
import { describe, expect, it } from 'vitest';
import { GE, GO, RESOURCES } from '../src/lands.js';
import { G_END, G_WINNER, END_VP, PL_VP, PL_VP_ARTIFACT, PL_WORDS, WLOC_ARMY, WLOC_BANK, WLOC_GONE, G_HEART_PAID } from '../src/state.js';
import {
  artifactToArmy,
  bankedArtifactVp,
  canDestroyArtifact,
  canUseArtifact,
  depositArtifact,
  destroyArtifact,
  heartAtCommandEnd,
  tradeArtifact,
  withdrawArtifact,
} from '../src/world/artifacts.js';
import { takeFromWorldDeck, worldConservation } from '../src/world/world-deck.js';
import { CONTENT, makeKit, type Kit } from './world-kit.js';

const vp = (k: Kit, seat: number) => k.s.pl[seat * PL_WORDS + PL_VP]!;
const artVp = (k: Kit, seat: number) => k.s.pl[seat * PL_WORDS + PL_VP_ARTIFACT]!;

/** Gives the named Artifact to a fresh army of `seat` on a Plains tile; returns [copy, army]. */
function carried(k: Kit, name: string, seat = 0, pos = '0,0'): [number, number] {
  const t = k.tile(pos, 'Plains');
  const a = k.army(seat, 0, t, 'Footman');
  const w = k.wcopy(name);
  takeFromWorldDeck(k.s, w);
  artifactToArmy(k.s, w, a);
  return [w, a];
}

describe('CF-24 §3.4 the three printed Artifact bars', () => {
  it('A Elemental 3 VP; B Unholy 0 VP, no value; C Elemental 4 VP, destroyable for 10 Go', () => {
    const w = CONTENT.world;
    const a = CONTENT.worldByName('Ancient Sunstone');
    const b = CONTENT.worldByName('Cursed Fang');
    const c = CONTENT.worldByName('Crown of the Ancients');
    expect([w.vp[a], w.vp[b], w.vp[c]]).toEqual([3, 0, 4]);
    expect(w.discard[c * RESOURCES + GO]).toBe(10);
    expect(Array.from(w.discard.subarray(b * RESOURCES, (b + 1) * RESOURCES)).every((x) => x === 0)).toBe(true);
  });

  it('Artifact VP count only while banked: carried 0, deposited +4, withdrawn 0 again (§1.22 a listed VP loss)', () => {
    const k = makeKit();
    const [w, a] = carried(k, 'Crown of the Ancients');
    expect(vp(k, 0)).toBe(0);
    depositArtifact(k.s, w, 0);
    expect(k.s.wLoc[w]).toBe(WLOC_BANK);
    expect([vp(k, 0), artVp(k, 0), bankedArtifactVp(k.s, 0)]).toEqual([4, 4, 4]);
    withdrawArtifact(k.s, w, a);
    expect(k.s.wLoc[w]).toBe(WLOC_ARMY);
    expect([vp(k, 0), artVp(k, 0)]).toEqual([0, 0]);
    expect(worldConservation(k.s)).toBeNull();
  });

  it('Ancient Sunstone (bar A) banked gives 3 VP; Cursed Fang (bar B) banked gives 0', () => {
    const k = makeKit();
    const [sun] = carried(k, 'Ancient Sunstone', 0, '0,0');
    const [fang] = carried(k, 'Cursed Fang', 1, '2,0');
    depositArtifact(k.s, sun, 0);
    depositArtifact(k.s, fang, 1);
    expect([vp(k, 0), vp(k, 1)]).toEqual([3, 0]);
  });

  it('destroying Crown of the Ancients pays 10 Go: into the bank when banked (its 4 VP lost), into the cargo when carried; removed for good', () => {
    const k = makeKit();
    const [w] = carried(k, 'Crown of the Ancients');
    depositArtifact(k.s, w, 0);
    expect(destroyArtifact(k.s, w)).toBe(true);
    expect(k.bank(0, 'Go')).toBe(10);
    expect(vp(k, 0)).toBe(0);
    expect(k.s.wLoc[w]).toBe(WLOC_GONE);
    const k2 = makeKit();
    const [w2, a2] = carried(k2, 'Blessed Aegis');
    expect(destroyArtifact(k2.s, w2)).toBe(true);
    expect(k2.s.armyCargo[a2 * RESOURCES + GE]).toBe(3);
    expect(worldConservation(k2.s)).toBeNull();
  });

  it('G35 the Heart of Korrem cannot be discarded', () => {
    const k = makeKit();
    const [w] = carried(k, 'Heart of Korrem');
    expect(canDestroyArtifact(CONTENT, CONTENT.worldByName('Heart of Korrem'))).toBe(false);
    expect(destroyArtifact(k.s, w)).toBe(false);
    expect(k.s.wLoc[w]).toBe(WLOC_ARMY);
  });

  it('G56 a banked Artifact traded bank to bank takes its VP along', () => {
    const k = makeKit();
    const [w] = carried(k, 'Ancient Sunstone');
    depositArtifact(k.s, w, 0);
    tradeArtifact(k.s, w, 2);
    expect([vp(k, 0), vp(k, 2)]).toEqual([0, 3]);
    expect(k.s.wArg[w]).toBe(2);
  });
});

describe('§3.4 alignment: who may use an Artifact', () => {
  const card = (n: string) => CONTENT.cardByName(n);
  const art = (n: string) => CONTENT.worldByName(n);
  it('Holy Artifacts not by characters with Unholy-magic abilities; Unholy not by Holy ones; Elemental by anyone', () => {
    // Queen: Blessing (Holy). Lich King: Chill Touch, Raise Dead (Unholy). Footman: no magic.
    expect(canUseArtifact(CONTENT, card('Queen'), art('Blessed Aegis'))).toBe(true);
    expect(canUseArtifact(CONTENT, card('Queen'), art('Cursed Fang'))).toBe(false);
    expect(canUseArtifact(CONTENT, card('Lich King'), art('Blessed Aegis'))).toBe(false);
    expect(canUseArtifact(CONTENT, card('Lich King'), art('Cursed Fang'))).toBe(true);
    expect(canUseArtifact(CONTENT, card('Footman'), art('Blessed Aegis'))).toBe(true);
    expect(canUseArtifact(CONTENT, card('Footman'), art('Cursed Fang'))).toBe(true);
    for (const c of ['Queen', 'Lich King', 'Footman']) expect(canUseArtifact(CONTENT, card(c), art('Ancient Sunstone'))).toBe(true);
  });
  it('Machines never use Artifacts (Bronze Sentinel, even an Elemental one)', () => {
    expect(canUseArtifact(CONTENT, card('Bronze Sentinel'), art('Ancient Sunstone'))).toBe(false);
    expect(canUseArtifact(CONTENT, card('Bronze Sentinel'), art('Crown of the Ancients'))).toBe(false);
  });
});

describe('G35 the Heart of Korrem at the Throne (heartMode)', () => {
  /** Seat 0's army on the Throne carrying the Heart, with a Romantic bond or not. */
  function atThrone(k: Kit, romance: boolean): number {
    const t = k.tile('0,0', 'Throne of Korrem');
    const a = k.army(0, 0, t);
    const c1 = k.addCard(a, "Farmer's Daughter");
    const c2 = k.addCard(a, 'Footman');
    if (romance) {
      k.s.copyRomance[c1] = c2;
      k.s.copyRomance[c2] = c1;
    }
    const w = k.wcopy('Heart of Korrem');
    takeFromWorldDeck(k.s, w);
    artifactToArmy(k.s, w, a);
    return a;
  }

  it('heartMode vp (default): +10 VP once, at the end of the owner\'s Command Phase, only with a Romantic bond in the holder\'s army', () => {
    const k = makeKit();
    atThrone(k, true);
    expect(heartAtCommandEnd(k.s, 1)).toBe(false); // not seat 1's army
    expect(heartAtCommandEnd(k.s, 0)).toBe(true);
    expect(vp(k, 0)).toBe(10);
    expect(artVp(k, 0)).toBe(0); // not banked-Artifact VP
    expect(k.s.g[G_HEART_PAID]).toBe(1);
    expect(heartAtCommandEnd(k.s, 0)).toBe(false);
    expect(vp(k, 0)).toBe(10);
  });

  it('no Romantic bond, or not on the Throne: nothing', () => {
    const k = makeKit();
    atThrone(k, false);
    expect(heartAtCommandEnd(k.s, 0)).toBe(false);
    const k2 = makeKit();
    const [, a] = carried(k2, 'Heart of Korrem');
    const c = k2.addCard(a, "Farmer's Daughter");
    k2.s.copyRomance[c] = 0;
    expect(heartAtCommandEnd(k2.s, 0)).toBe(false);
    expect(vp(k2, 0)).toBe(0);
  });

  it('heartMode instantWin: the holder\'s Nation wins at once; heartMode off: nothing', () => {
    const k = makeKit({ params: { 'game.heartMode': 'instantWin' } });
    atThrone(k, true);
    expect(heartAtCommandEnd(k.s, 0)).toBe(true);
    expect([k.s.g[G_WINNER], k.s.g[G_END]]).toEqual([0, END_VP]);
    const k2 = makeKit({ params: { 'game.heartMode': 'off' } });
    atThrone(k2, true);
    expect(heartAtCommandEnd(k2.s, 0)).toBe(false);
    expect(vp(k2, 0)).toBe(0);
    expect(k2.s.g[G_END]).toBe(0);
  });

  it('heartVp is a parameter (G35): heartVp 25 reaches the goal and wins at once', () => {
    const k = makeKit({ params: { 'game.heartVp': 25 } });
    atThrone(k, true);
    heartAtCommandEnd(k.s, 0);
    expect(k.s.g[G_WINNER]).toBe(0);
  });
});
