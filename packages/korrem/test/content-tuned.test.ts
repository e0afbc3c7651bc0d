// The built-in content set `tuned` (issue 23, content/tuned.ts): only lost values change, each with
// its source; every value the rulebook prints stays as the starter set gives it.
import { describe, expect, it } from 'vitest';
import { STARTER_DOCUMENT } from '../src/content/starter.js';
import { TUNED_DOCUMENT, TUNED_QUEST_CARDS } from '../src/content/tuned.js';
import { compileContent } from '../src/content/compile.js';
import { RESOURCE_NAMES } from '../src/lands.js';

const PROVIDERS = ['farmer', 'goblin-laborer', 'fisherman', 'miner', 'merchant', 'apprentice'];

describe('the tuned content set (issue 23)', () => {
  it('keeps every printed value: nations (costs, supply), World cards (the Artifact bars), Landmarks, tiles and every card stat are the starter set\'s', () => {
    expect(TUNED_DOCUMENT.nations).toEqual(STARTER_DOCUMENT.nations);
    expect(TUNED_DOCUMENT.world).toEqual(STARTER_DOCUMENT.world);
    expect(TUNED_DOCUMENT.landmarks).toEqual(STARTER_DOCUMENT.landmarks);
    expect(TUNED_DOCUMENT.tiles).toEqual(STARTER_DOCUMENT.tiles);
    expect(TUNED_DOCUMENT.characters.map((c) => c.id)).toEqual(STARTER_DOCUMENT.characters.map((c) => c.id));
    for (const [i, c] of TUNED_DOCUMENT.characters.entries()) {
      const s = STARTER_DOCUMENT.characters[i]!;
      const { quest: q1, gathers: g1, source: s1, ...rest1 } = c;
      const { quest: q2, gathers: g2, source: s2, ...rest2 } = s;
      expect(rest1, c.id).toEqual(rest2);
      void q1; void g1; void s1; void q2; void g2; void s2;
    }
    // The Rok's printed 5 VP (RB Fig. 8A).
    expect(TUNED_DOCUMENT.characters.find((c) => c.id === 'rok')!.vp).toBe(5);
  });

  it('G57: each changed quest says which gap it fills and that issue 23 tuned it; the elite cards keep the spec\'s quests', () => {
    for (const id of TUNED_QUEST_CARDS) {
      const c = TUNED_DOCUMENT.characters.find((x) => x.id === id)!;
      expect(c.quest?.source, id).toMatch(/ASSUMPTION G57.*tuned in issue 23/);
    }
    for (const id of ['prince', 'queen', 'jarl', 'elder-dragon', 'emperor', 'archdruid']) {
      expect(TUNED_DOCUMENT.characters.find((c) => c.id === id)!.quest).toEqual(STARTER_DOCUMENT.characters.find((c) => c.id === id)!.quest);
    }
  });

  it('G6 tuned, RB Fig. 2: every Provider can gather each resource a Village costs somewhere, its printed yields kept', () => {
    const content = compileContent(TUNED_DOCUMENT, 'tuned');
    for (const id of PROVIDERS) {
      const tuned = TUNED_DOCUMENT.characters.find((c) => c.id === id)!;
      const printed = STARTER_DOCUMENT.characters.find((c) => c.id === id)!;
      expect(tuned.gathers!.slice(0, printed.gathers!.length), id).toEqual(printed.gathers);
      expect(tuned.source, id).toMatch(/ASSUMPTION G6.*tuned in issue 23/);
      const card = content.cardByName(tuned.name);
      let mask = 0;
      for (let e = content.cards.gatherStart[card]!; e < content.cards.gatherStart[card + 1]!; e++) mask |= content.gathers.yields[e]!;
      for (const r of ['Gr', 'Wd', 'Or']) expect(mask & (1 << RESOURCE_NAMES.indexOf(r as never)), `${id} gathers ${r}`).not.toBe(0);
    }
  });
});
