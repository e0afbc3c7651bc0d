// Dispel (spec §2.12, §6.4; RB glossary "Dispell"): a Summon in an own army goes back to the hand
// during the own Command Phase for 0 Actions, its states and bonds discarded; a lone Summon's army
// disbands, its cargo to the supply and its Artifacts to the World discard (G78).
import { describe, expect, it } from 'vitest';
import { encode } from '../src/actions.js';
import { V_DISPEL } from '../src/command/verbs.js';
import { STATE_UNDEAD } from '../src/content/compiled.js';
import { G_HEARTS_USED, LOC_ARMY, LOC_HAND, NONE, PL_FREE_USED, PL_WORDS, WLOC_ARMY, WLOC_DISCARD, armySize } from '../src/state.js';
import { makeKit } from './command-kit.js';

const dispels = (codes: number[]): number[] => codes.filter((c) => (c & 0x7f) === V_DISPEL);

function druidKit(): ReturnType<typeof makeKit> {
  const k = makeKit({ nations: ['druid', 'human'] });
  k.tile('0,0', 'Forest');
  k.tile('1,0', 'Forest');
  return k;
}

describe('Dispel §2.12 (glossary "Dispell")', () => {
  it('§2.12 a Summon dispelled from an army of two: to the hand, its Romantic bond ends on both sides and frees a Heart pair, its states cleared; 0 Actions', () => {
    const k = druidKit();
    const a = k.army(0, 0, k.at('0,0'), 'Spellcaster', 'Spirit Wolf');
    const members = Array.from({ length: k.s.shape.copies }, (_, c) => c).filter((c) => k.s.copyLoc[c] === LOC_ARMY && k.s.copyArg[c] === a);
    const wolf = members.find((c) => k.s.config.content.cards.name[k.s.copyCard[c]!] === 'Spirit Wolf')!;
    const caster = members.find((c) => c !== wolf)!;
    k.s.copyRomance[wolf] = caster;
    k.s.copyRomance[caster] = wolf;
    k.s.g[G_HEARTS_USED] = 1;
    k.s.copyState[wolf] = STATE_UNDEAD;
    k.setCargo(a, 'Ge', 2);
    const w = k.carryArtifact(a, 'Ancient Sunstone');
    k.start(0, 3);
    expect(dispels(k.legal())).toEqual([encode(V_DISPEL, a, wolf)]);
    k.act(/Dispel the Summon Spirit Wolf of Army #1 back to your hand/);
    expect(k.s.copyLoc[wolf]).toBe(LOC_HAND);
    expect(k.s.handLen[0]).toBe(1);
    expect(k.s.copyRomance[wolf]).toBe(NONE);
    expect(k.s.copyRomance[caster]).toBe(NONE);
    expect(k.s.g[G_HEARTS_USED]).toBe(0);
    expect(k.s.copyState[wolf]).toBe(0);
    expect(armySize(k.s, a)).toBe(1);
    // The army keeps what it carries (§1.17: cargo and Artifacts are the army's).
    expect(k.cargo(a, 'Ge')).toBe(2);
    expect([k.s.wLoc[w], k.s.wArg[w]]).toEqual([WLOC_ARMY, a]);
    expect(k.actions(0)).toBe(3);
    expect(k.s.pl[0 * PL_WORDS + PL_FREE_USED]).toBe(1);
  });

  it('§2.12 a lone Summon dispelled: the army disbands, its cargo goes to the supply and its Artifacts to the World discard (G78)', () => {
    const k = druidKit();
    const a = k.army(0, 0, k.at('0,0'), 'Spirit Wolf');
    k.setCargo(a, 'Wd', 5);
    const w = k.carryArtifact(a, 'Crown of the Ancients');
    const discardBefore = k.s.lens[2]!;
    k.start(0, 1);
    k.act(/Dispel the Summon Spirit Wolf .*the army disbands/);
    expect(k.s.armyTile[a]).toBe(NONE);
    expect(k.cargo(a, 'Wd')).toBe(0);
    expect(k.s.wLoc[w]).toBe(WLOC_DISCARD);
    expect(k.s.lens[2]).toBe(discardBefore + 1);
    expect(k.s.worldDiscard[discardBefore]).toBe(w);
  });

  it('§2.12 a dispelled lone Summon that occupied a settlement ends the occupation (§1.20)', () => {
    const k = druidKit();
    const t = k.at('1,0');
    k.settle(1, t, 'village');
    const a = k.army(0, 0, t, 'Spirit Wolf');
    k.s.settleOccupier[t] = a;
    k.start(0, 1);
    k.act(/Dispel the Summon Spirit Wolf/);
    expect(k.s.settleOccupier[t]).toBe(NONE);
  });

  it('G59 §2.12 no Dispel that would leave Machines alone; non-Summons and other Nations\' Summons are never offered', () => {
    const k = makeKit({ nations: ['druid', 'talos'] });
    k.army(0, 0, k.tile('0,0', 'Forest'), 'Spirit Wolf', 'Bronze Sentinel');
    k.army(0, 1, k.tile('1,0', 'Forest'), 'Spellcaster', 'Apprentice');
    k.start(0, 1);
    expect(dispels(k.legal())).toEqual([]);
    const k2 = makeKit({ nations: ['druid', 'talos'] });
    k2.army(1, 0, k2.tile('0,0', 'Forest'), 'Merchant', 'Spirit Wolf');
    k2.start(0, 1);
    expect(dispels(k2.legal())).toEqual([]);
    k2.start(1, 1);
    expect(dispels(k2.legal()).length).toBe(1);
  });

  it('§2.12 dispel is the owner\'s: seat 1 may dispel its own Summon in its Command Phase', () => {
    const k = druidKit();
    const a = k.army(1, 0, k.tile('3,0', 'Plains'), 'Farmer', 'Spirit Wolf');
    k.start(1, 1);
    expect(dispels(k.legal()).length).toBe(1);
    k.act(/Dispel the Summon Spirit Wolf/);
    expect(armySize(k.s, a)).toBe(1);
    expect(k.s.handLen[1]).toBe(1);
  });
});
