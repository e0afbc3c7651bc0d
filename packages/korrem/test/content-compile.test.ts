// compileContent: deterministic tables whose numbering follows the document's order (compiled.ts),
// one entry per copy in the decks, abilities and effects flattened, lookups by id and printed name.
import { canonicalDocument } from '@balance-lab/core';
import { ConfigError } from '@balance-lab/core/errors';
import { describe, expect, it } from 'vitest';
import { compileContent } from '../src/content/compile.js';
import {
  AB_CONSTANT, EF_DEFENSE_BONUS, EF_GRANT_TRAIT, EF_HEAL, EF_REANIMATE, LM_THRONE, STATE_DISABLED, STATE_FROZEN, TGT_D, TGT_S, TRAIT_SEAFARING,
  type CompiledContent,
} from '../src/content/compiled.js';
import { STARTER_DOCUMENT } from '../src/content/starter.js';
import { WORLD_EFFECTS, type KorremContent } from '../src/content/types.js';
import { FOREST, GR, NATION_IDS, PLAINS } from '../src/lands.js';

const fresh = (): KorremContent => structuredClone(STARTER_DOCUMENT);

/** Every table of a compiled set as plain arrays, for deep comparison. */
function plain(c: CompiledContent): unknown {
  const { cardByName: _a, abilityByName: _b, worldByName: _c, landmarkByName: _d, ...tables } = c;
  return JSON.parse(JSON.stringify(tables, (_k, v: unknown) => (ArrayBuffer.isView(v) ? Array.from(v as unknown as ArrayLike<number>) : v)));
}

describe('compileContent', () => {
  it('is deterministic: the same document (a JSON copy, or the canonical key-sorted form workers receive) gives identical tables', () => {
    const a = compileContent(STARTER_DOCUMENT, 'starter');
    const b = compileContent(JSON.parse(JSON.stringify(STARTER_DOCUMENT)) as KorremContent, 'starter');
    const canon = compileContent(canonicalDocument(STARTER_DOCUMENT) as KorremContent, 'starter');
    expect(plain(a)).toEqual(plain(b));
    expect(plain(canon)).toEqual(plain(a));
    expect(a.name).toBe('starter');
  });

  it('card ids follow the document order (nation decks in NATION_IDS order, then creatures)', () => {
    const c = compileContent(STARTER_DOCUMENT, 'starter');
    expect(c.cards.id).toEqual(STARTER_DOCUMENT.characters.map((ch) => ch.id));
    // 38 distinct Nation cards (60 deck entries with copies), then 38 creatures.
    expect(c.cards.count).toBe(38 + 38);
    let lastNation = -1;
    for (let i = 0; i < 38; i++) {
      expect(c.cards.nation[i]).toBeGreaterThanOrEqual(lastNation);
      lastNation = c.cards.nation[i]!;
    }
    expect(Array.from(c.creatureDeck)).toEqual(Array.from({ length: 38 }, (_, i) => 38 + i));
    expect(c.world.id).toEqual(STARTER_DOCUMENT.world.map((w) => w.id));
    expect(c.landmarks.id).toEqual(STARTER_DOCUMENT.landmarks.map((l) => l.id));
    expect(NATION_IDS.map((_, n) => c.cards.id[c.nations.provider[n]!])).toEqual(STARTER_DOCUMENT.nations.map((n) => n.provider));
  });

  it('reordering the document renumbers the cards; moving a card changes only the order', () => {
    const doc = fresh();
    const wolf = doc.characters.findIndex((ch) => ch.id === 'white-wolf');
    const [w] = doc.characters.splice(wolf, 1);
    doc.characters.push(w!);
    const c = compileContent(doc, 'moved');
    expect(c.cardByName('White Wolf')).toBe(c.cards.count - 1);
    expect(c.creatureDeck[c.creatureDeck.length - 1]).toBe(c.cards.count - 1);
    expect(c.cards.defense[c.cardByName('white-wolf')]).toBe(1);
  });

  it('one entry per copy: a creature with copies 3 appears 3 times in the Creature deck; Forced March ×2 twice in the World deck', () => {
    const doc = fresh();
    doc.characters.find((ch) => ch.id === 'snow-hare')!.copies = 3;
    const c = compileContent(doc, 'copies');
    expect(c.creatureDeck.length).toBe(40);
    expect(Array.from(c.creatureDeck).filter((x) => x === c.cardByName('Snow Hare')).length).toBe(3);
    expect(Array.from(c.worldDeck).filter((x) => x === c.worldByName('forced-march')).length).toBe(2);
    const human = Array.from(c.nations.deckCards.subarray(c.nations.deckStart[0]!, c.nations.deckStart[1]!));
    expect(human.map((x) => c.cards.id[x])).toEqual(['farmer', 'farmer', 'woodcutter', 'farmers-daughter', 'footman', 'footman', 'footman', 'blacksmith', 'knight', 'prince']);
  });

  it('lookups by id and by printed name; -1 when absent', () => {
    const c = compileContent(STARTER_DOCUMENT, 'starter');
    expect(c.cardByName('farmers-daughter')).toBe(c.cardByName("Farmer's Daughter"));
    expect(c.abilityByName('swoop-and-toss')).toBe(c.abilityByName('Swoop & Toss'));
    expect(c.worldByName('heart-of-korrem')).toBe(c.worldByName('Heart of Korrem'));
    expect(c.landmarkByName('throne-of-korrem')).toBe(c.landmarkByName('Throne of Korrem'));
    expect(c.landmarks.effect[c.landmarkByName('Throne of Korrem')]).toBe(LM_THRONE);
    for (const miss of [c.cardByName('Wolf'), c.abilityByName('Fireball'), c.worldByName('Comet'), c.landmarkByName('Atlantis')]) expect(miss).toBe(-1);
  });

  it('abilities flattened card by card, then the Artifacts\' abilities; each card lists its own', () => {
    const c = compileContent(STARTER_DOCUMENT, 'starter');
    const names: string[] = [];
    for (const ch of STARTER_DOCUMENT.characters) for (const ab of ch.abilities) names.push(ab.id);
    for (const w of STARTER_DOCUMENT.world) if (w.ability) names.push(w.ability.id);
    expect(c.abilities.id).toEqual(names);
    const lich = c.cardByName('Lich King');
    const own = Array.from(c.cards.cardAbilities.subarray(c.cards.abilityStart[lich]!, c.cards.abilityStart[lich + 1]!));
    expect(own.map((a) => c.abilities.name[a])).toEqual(['Chill Touch', 'Raise Dead']);
    const raise = c.abilityByName('Raise Dead');
    expect([c.abilities.effectKind[c.abilities.effectStart[raise]!], c.abilities.effectValue[c.abilities.effectStart[raise]!], c.abilities.target[raise]]).toEqual([EF_REANIMATE, 1, TGT_S]);
    const blessing = c.abilityByName('Blessing');
    const e = c.abilities.effectStart[blessing]!;
    expect([c.abilities.effectKind[e], c.abilities.effectValue[e], c.abilities.effectValue2[e]]).toEqual([EF_HEAL, 3, 1]);
    const shield = c.abilityByName('Shield Wall');
    const s = c.abilities.effectStart[shield]!;
    expect([c.abilities.attrs[shield]! & AB_CONSTANT, c.abilities.effectKind[s], c.abilities.effectValue[s], c.abilities.effectValue2[s]]).toEqual([AB_CONSTANT, EF_DEFENSE_BONUS, 1, 1]);
  });

  it('World effects: Artifact holder abilities, lands, resources and states', () => {
    const c = compileContent(STARTER_DOCUMENT, 'starter');
    const horn = c.worldByName('Tidecaller Horn');
    const a = c.world.ability[horn]!;
    expect(c.abilities.effectKind[c.abilities.effectStart[a]!]).toBe(EF_GRANT_TRAIT);
    expect(c.abilities.effectValue[c.abilities.effectStart[a]!]).toBe(TRAIT_SEAFARING);
    expect(c.abilities.target[c.world.ability[c.worldByName('Blessed Aegis')]!]).toBe(TGT_D);
    expect(c.world.ability[c.worldByName('Crown of the Ancients')]).toBe(-1);
    expect(WORLD_EFFECTS[c.world.effect[c.worldByName('Heart of Korrem')]!]).toBe('heartOfKorrem');
    const fest = c.worldByName('Harvest Festival');
    expect([c.world.effectLand[fest], c.world.effectResource[fest], c.world.effectValue[fest]]).toEqual([PLAINS, GR, 1]);
    expect(c.world.effectLand[c.worldByName('Wildfire')]).toBe(FOREST);
    expect(c.world.effectStates[c.worldByName('Rally')]).toBe(STATE_DISABLED | STATE_FROZEN);
    expect(c.world.effectLand[c.worldByName('Rally')]).toBe(-1);
  });

  it('refuses a document the checks refuse, with a ConfigError of one line', () => {
    const doc = fresh();
    doc.nations[2]!.deck[3]!.card = 'wolf';
    expect(() => compileContent(doc, 'bad.json')).toThrow(ConfigError);
    expect(() => compileContent(doc, 'bad.json')).toThrow("invalid Korrem content bad.json: /nations/2/deck/3/card: unknown card 'wolf'");
  });
});
