// VP in National Trade (spec §1.19, glossary "even VP", ASSUMPTION G56): only with trade.allowVp,
// bounded templates "1–2 VP for 1–4 of a resource" both ways, bank to bank through world/vp.ts
// transferVp; the receiver's win check applies at once (G55).
import { describe, expect, it } from 'vitest';
import { PR_COMMAND, PR_TRADE_SEAL } from '../src/prompts.js';
import { END_VP, G_END, G_WINNER, PL_RENEGED_MASK, PL_VP, PL_VP_QUEST, PL_WORDS } from '../src/state.js';
import { VP_QUEST, addVp } from '../src/world/vp.js';
import { makeKit, type Kit } from './command-kit.js';

const vp = (k: Kit, seat: number): number => k.s.pl[seat * PL_WORDS + PL_VP]!;

function vpKit(mode: 'trust' | 'binding', allowVp = true, extra: Record<string, number> = {}): Kit {
  const k = makeKit({ params: { 'trade.mode': mode, 'trade.allowVp': allowVp, ...extra } });
  k.tile('0,0', 'Plains');
  k.setBank(0, 'Gr', 5);
  k.setBank(1, 'Go', 4);
  addVp(k.s, 0, 3, VP_QUEST);
  addVp(k.s, 1, 2, VP_QUEST);
  k.start(0, 1);
  return k;
}

const vpOffers = (k: Kit): string[] => k.describeAll().filter((d) => /VP/.test(d) && d.startsWith('Offer'));

describe('G56 §1.19 VP trades', () => {
  it('G56 off by default: no VP template is offered, though both seats hold VP and resources', () => {
    const k = vpKit('trust', false);
    expect(k.describeAll().some((d) => d.startsWith('Offer seat 1 a National Trade: 2 Gr for'))).toBe(true);
    expect(vpOffers(k)).toEqual([]);
  });

  it('G56 on: the templates are bounded (1–2 VP, 1–4 of a resource) and need what each side holds', () => {
    const k = vpKit('trust');
    const offers = vpOffers(k).filter((d) => d.startsWith('Offer seat 1'));
    // Give 1–2 own VP for 1–4 Go (seat 1 holds 4 Go): 8; ask 1–2 of seat 1's VP for 1–4 Gr (seat 0 holds 5 Gr): 8.
    expect(offers.length).toBe(16);
    expect(offers).toContain('Offer seat 1 a National Trade: 2 VP for 4 Go');
    expect(offers).toContain('Offer seat 1 a National Trade: 4 Gr for 2 VP');
    expect(offers.some((d) => /3 VP|5 Gr|5 Go/.test(d))).toBe(false);
    // Seat 2 holds no VP and no resources: nothing with VP is offered to it.
    expect(vpOffers(k).some((d) => d.startsWith('Offer seat 2'))).toBe(false);
  });

  it('G56 binding: "2 VP for 3 Go" is one swap; VP move bank to bank, the sources stay', () => {
    const k = vpKit('binding');
    k.act(/^Offer seat 1 a National Trade: 2 VP for 3 Go$/);
    k.act(/Accept/);
    expect(k.topPrompt()).toBe(PR_COMMAND);
    expect([vp(k, 0), vp(k, 1), k.bank(0, 'Go'), k.bank(1, 'Go')]).toEqual([1, 4, 3, 1]);
    expect(k.s.pl[0 * PL_WORDS + PL_VP_QUEST]).toBe(3); // only the total moves (VP_OTHER)
    k.checkInvariants();
  });

  it('G56 trust: "3 Gr for 1 VP", both Deliver → the swap; the receiver reneges → only the offerer delivers, recorded', () => {
    const k = vpKit('trust');
    k.act(/^Offer seat 1 a National Trade: 3 Gr for 1 VP$/);
    k.act(/Accept/);
    k.act(/^Deliver/);
    expect(k.topPrompt()).toBe(PR_TRADE_SEAL);
    expect(vp(k, 0)).toBe(3); // nothing before both have sealed
    k.act(/^Deliver/);
    expect([vp(k, 0), vp(k, 1), k.bank(0, 'Gr'), k.bank(1, 'Gr')]).toEqual([4, 1, 2, 3]);

    const r = vpKit('trust');
    r.act(/^Offer seat 1 a National Trade: 3 Gr for 1 VP$/);
    r.act(/Accept/);
    r.act(/^Deliver/);
    r.act(/^Renege/);
    expect([vp(r, 0), vp(r, 1), r.bank(0, 'Gr'), r.bank(1, 'Gr')]).toEqual([3, 2, 2, 3]);
    expect(r.s.pl[0 * PL_WORDS + PL_RENEGED_MASK]).toBe(1 << 1);
    r.checkInvariants();
  });

  it('G56 G55 the win check applies to the receiver at once: seat 1 at 9 of vpGoal 10 receives 1 VP and wins', () => {
    for (const mode of ['binding', 'trust'] as const) {
      const k = vpKit(mode, true, { 'game.vpGoal': 10 });
      addVp(k.s, 1, 7, VP_QUEST); // seat 1: 9 VP
      expect(k.s.g[G_END]).toBe(0);
      k.act(/^Offer seat 1 a National Trade: 1 VP for 1 Go$/);
      k.act(/Accept/);
      if (mode === 'trust') {
        k.act(/^Deliver/);
        k.act(/^Deliver/);
      }
      expect([k.s.g[G_WINNER], k.s.g[G_END]], mode).toEqual([1, END_VP]);
      expect(vp(k, 1)).toBe(10);
    }
  });
});
