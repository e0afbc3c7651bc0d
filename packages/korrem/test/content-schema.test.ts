// The content document's JSON Schema and checks (spec §4.2): the starter set passes; each malformed
// document gets one line that names the field.
import { contentProblem } from '@balance-lab/core';
import { describe, expect, it } from 'vitest';
import { KORREM_CONTENT } from '../src/content/spec.js';
import { STARTER_DOCUMENT } from '../src/content/starter.js';
import { TUNED_DOCUMENT } from '../src/content/tuned.js';
import type { KorremContent } from '../src/content/types.js';

const fresh = (): KorremContent => structuredClone(STARTER_DOCUMENT);
const problem = (doc: unknown): string | null => contentProblem(KORREM_CONTENT, doc);
const cardAt = (doc: KorremContent, id: string): number => doc.characters.findIndex((c) => c.id === id);

function expectOneLine(p: string | null, ...parts: string[]): void {
  expect(p).not.toBeNull();
  expect(p!.includes('\n')).toBe(false);
  for (const part of parts) expect(p).toContain(part);
}

describe('§4.2 content document: schema and checks', () => {
  it('§4.2 the built-in starter and tuned sets pass the schema and the checks; tuned is the default (issue 23)', () => {
    expect(problem(STARTER_DOCUMENT)).toBeNull();
    expect(problem(JSON.parse(JSON.stringify(TUNED_DOCUMENT)))).toBeNull();
    expect(KORREM_CONTENT.default).toBe('tuned');
    expect(KORREM_CONTENT.sets['tuned']!.document).toBe(TUNED_DOCUMENT);
    expect(KORREM_CONTENT.sets['starter']!.document).toBe(STARTER_DOCUMENT);
    expect(problem(JSON.parse(JSON.stringify(STARTER_DOCUMENT)))).toBeNull();
  });

  it('a wrong type names the field', () => {
    const doc = fresh();
    (doc.characters[0]!.stats as unknown as Record<string, unknown>)['A'] = 'five';
    expectOneLine(problem(doc), '/characters/0/stats/A', 'integer');
  });

  it('an unknown field names the field and the stray key', () => {
    const doc = fresh();
    (doc.nations[1] as unknown as Record<string, unknown>)['power'] = 3;
    expectOneLine(problem(doc), '/nations/1', "'power'");
  });

  it('an unknown enum value names the field and the allowed values', () => {
    const doc = fresh();
    (doc.characters[cardAt(doc, 'rok')]!.nature as string) = 'Grumpy';
    expectOneLine(problem(doc), `/characters/${cardAt(doc, 'rok')}/nature`, 'Sin', 'Eag');
    const doc2 = fresh();
    (doc2.world[0]!.effect as string) = 'teleportEverything';
    expectOneLine(problem(doc2), '/world/0/effect');
  });

  it('a deck naming an unknown card: /nations/2/deck/3/card: unknown card', () => {
    const doc = fresh();
    doc.nations[2]!.deck[3]!.card = 'wolf';
    expect(problem(doc)).toBe("/nations/2/deck/3/card: unknown card 'wolf'");
  });

  it('a provider not in its own deck', () => {
    const doc = fresh();
    doc.nations[0]!.provider = 'footman';
    expect(problem(doc)).toBe("/nations/0/provider: 'footman' gathers nothing (a Provider needs gathers)");
    const doc2 = fresh();
    doc2.nations[0]!.deck = doc2.nations[0]!.deck.filter((e) => e.card !== 'farmer');
    doc2.characters = doc2.characters.filter((c) => c.id !== 'farmer');
    expect(problem(doc2)).toBe("/nations/0/provider: unknown card 'farmer'");
    const doc3 = fresh();
    doc3.nations[0]!.deck = doc3.nations[0]!.deck.filter((e) => e.card !== 'farmer');
    expect(problem(doc3)).toBe("/nations/0/provider: 'farmer' is not in Human's deck");
  });

  it("a deck naming another Nation's card", () => {
    const doc = fresh();
    doc.nations[0]!.deck[1]!.card = 'whaler';
    expect(problem(doc)).toBe("/nations/0/deck/1/card: 'whaler' is not a Human card");
  });

  it('duplicate card, ability, World card and landmark ids', () => {
    const doc = fresh();
    doc.characters[1]!.id = 'farmer';
    expect(problem(doc)).toBe("/characters/1/id: duplicate card id 'farmer'");
    const doc2 = fresh();
    const teddy = cardAt(doc2, 'teddy');
    doc2.characters[teddy]!.abilities[0]!.id = 'volley';
    doc2.characters[teddy]!.npcActions = { '7': 'volley', '8': 'volley' };
    expect(problem(doc2)).toMatch(new RegExp(`^/characters/${teddy}/abilities/0/id: duplicate ability id 'volley'`));
    const doc3 = fresh();
    doc3.world[1]!.id = 'ancient-sunstone';
    expect(problem(doc3)).toBe("/world/1/id: duplicate World card id 'ancient-sunstone'");
  });

  it('§2.15 an NPC action number naming an ability the card lacks', () => {
    const doc = fresh();
    const rok = cardAt(doc, 'rok');
    doc.characters[rok]!.npcActions!['1'] = 'dragonfire';
    expect(problem(doc)).toBe(`/characters/${rok}/npcActions/1: 'Rok' has no ability 'dragonfire'`);
  });

  it('§2.12 a summon location naming an unknown landmark, or a gate of another realm', () => {
    const doc = fresh();
    const angel = cardAt(doc, 'angel');
    doc.characters[angel]!.summon = { landmark: 'altar-of-unholy-dark' };
    expect(problem(doc)).toBe(`/characters/${angel}/summon/landmark: unknown landmark 'altar-of-unholy-dark'`);
    const doc2 = fresh();
    doc2.characters[angel]!.summon = { landmark: 'shadow-gate' };
    expect(problem(doc2)).toBe(`/characters/${angel}/summon/landmark: 'shadow-gate' admits Tenebris, not SkyRealm`);
  });

  it('G8 the tile bag holds exactly one tile per landmark', () => {
    const doc = fresh();
    doc.tiles.landmarks.pop();
    expect(problem(doc)).toBe("/tiles/landmarks: landmark 'throne-of-korrem' has no tile in the bag (one tile per Landmark, G8)");
    const doc2 = fresh();
    doc2.tiles.landmarks[0] = 'atlantis';
    expect(problem(doc2)).toBe("/tiles/landmarks/0: unknown landmark 'atlantis'");
    const doc3 = fresh();
    doc3.tiles.landmarks.push('crystal-cove');
    expectOneLine(problem(doc3), '/tiles/landmarks');
  });

  it('an effect field that does not belong to its kind; a kind missing its field', () => {
    const doc = fresh();
    const wolf = cardAt(doc, 'winter-wolf');
    doc.characters[wolf]!.abilities[0]!.effects[0]!.state = 'Frozen';
    expect(problem(doc)).toBe(`/characters/${wolf}/abilities/0/effects/0/state: not used by a 'damage' effect`);
    const doc2 = fresh();
    delete doc2.characters[wolf]!.abilities[0]!.effects[0]!.amount;
    expectOneLine(problem(doc2), `/characters/${wolf}/abilities/0/effects/0`, "'amount'");
    const doc3 = fresh();
    const cove = doc3.landmarks.findIndex((l) => l.id === 'crystal-cove');
    doc3.landmarks[cove]!.amount = 2;
    expect(problem(doc3)).toBe(`/landmarks/${cove}/amount: not used by a 'noDamage' landmark`);
  });

  it('World cards: an Event needs a duration, an Artifact its bar, effects fit their kind', () => {
    const doc = fresh();
    const fest = doc.world.findIndex((w) => w.id === 'harvest-festival');
    delete doc.world[fest]!.duration;
    expectOneLine(problem(doc), `/world/${fest}`, "'duration'");
    const doc2 = fresh();
    delete doc2.world[2]!.artifact;
    expectOneLine(problem(doc2), '/world/2', "'artifact'");
    const doc3 = fresh();
    const wild = doc3.world.findIndex((w) => w.id === 'wildfire');
    doc3.world[wild]!.kind = 'Nation';
    expect(problem(doc3)).toBe(`/world/${wild}/effect: 'wastelandTile' is not an effect of a Nation card (Disaster)`);
  });

  it('a Machine has no attraction; a Monster carries its VP; nations in rulebook order', () => {
    const doc = fresh();
    const sentinel = cardAt(doc, 'bronze-sentinel');
    doc.characters[sentinel]!.attraction = { type: 'Com', score: 2 };
    expect(problem(doc)).toBe(`/characters/${sentinel}/attraction: a Machine has no attraction (null)`);
    const doc2 = fresh();
    const rok = cardAt(doc2, 'rok');
    delete doc2.characters[rok]!.vp;
    expect(problem(doc2)).toBe(`/characters/${rok}/vp: a Monster needs its VP`);
    const doc3 = fresh();
    [doc3.nations[0], doc3.nations[1]] = [doc3.nations[1]!, doc3.nations[0]!];
    expect(problem(doc3)).toMatch(/^\/nations\/0\/id: expected 'human'/);
    const doc4 = fresh();
    doc4.nations.pop();
    expectOneLine(problem(doc4), '/nations');
  });
});
