// A FAKE CompiledContent for the attraction and engagement tests: only the card fields those
// modules read (name, kinds, attrType, attrScore, nature, cost). The real compiler is written
// elsewhere; stats follow spec §4.3 (Fig. 6 cards) plus synthetic cards named for what they test.
import type { CompiledContent } from '../src/content/compiled.js';
import { KIND_MACHINE, KIND_MONSTER, KIND_SUMMON } from '../src/content/compiled.js';
import { ATTR_CHA, ATTR_COM, ATTR_INT, ATTR_NONE, ATTR_ROM, GO, GR, NATURE_NAMES, RESOURCES, WD } from '../src/lands.js';

interface FakeCard {
  name: string;
  type: number;
  score: number;
  kinds?: number;
  nature?: (typeof NATURE_NAMES)[number];
  cost?: Partial<Record<number, number>>;
}

export const FIG6_CARDS: readonly FakeCard[] = [
  { name: 'Apprentice', type: ATTR_ROM, score: 3, cost: { [GR]: 1 } },
  { name: 'Skyborne', type: ATTR_CHA, score: 6, nature: 'Social' },
  { name: 'Queen', type: ATTR_ROM, score: 5 },
  { name: "Farmer's Daughter", type: ATTR_ROM, score: 5 },
  { name: 'Elder Dragon', type: ATTR_COM, score: 5 },
  { name: 'Emperor', type: ATTR_INT, score: 5 },
  { name: 'Wood Faerie', type: ATTR_INT, score: 3, nature: 'Social' },
  { name: 'Rok', type: ATTR_COM, score: 3, kinds: KIND_MONSTER, nature: 'Skittish', cost: { [GO]: 6 } },
  // Synthetic cards for CF-34.
  { name: 'Cha7', type: ATTR_CHA, score: 7 },
  { name: 'Cha5', type: ATTR_CHA, score: 5 },
  { name: 'Cha9', type: ATTR_CHA, score: 9 },
  { name: 'Rom6', type: ATTR_ROM, score: 6 },
  { name: 'Rom7', type: ATTR_ROM, score: 7 },
  { name: 'Int6', type: ATTR_INT, score: 6 },
  { name: 'Int5', type: ATTR_INT, score: 5 },
  { name: 'Com6', type: ATTR_COM, score: 6 },
  { name: 'Com5', type: ATTR_COM, score: 5 },
  { name: 'Com2', type: ATTR_COM, score: 2 },
  { name: 'Machine', type: ATTR_NONE, score: 0, kinds: KIND_MACHINE },
  { name: 'Machine5Com', type: ATTR_COM, score: 5, kinds: KIND_MACHINE },
  { name: 'Merc', type: ATTR_ROM, score: 4, nature: 'Conniving', cost: { [GR]: 2, [WD]: 1, [GO]: 3 } },
  { name: 'Imp Summon', type: ATTR_INT, score: 2, kinds: KIND_SUMMON, nature: 'Eager' },
];

export function fakeContent(list: readonly FakeCard[] = FIG6_CARDS): CompiledContent {
  const n = list.length;
  const cost = new Int16Array(n * RESOURCES);
  list.forEach((c, i) => {
    for (const [r, v] of Object.entries(c.cost ?? {})) cost[i * RESOURCES + Number(r)] = v ?? 0;
  });
  const cards = {
    count: n,
    id: list.map((c) => c.name.toLowerCase()),
    name: list.map((c) => c.name),
    kinds: Uint8Array.from(list, (c) => c.kinds ?? 0),
    attrType: Uint8Array.from(list, (c) => c.type),
    attrScore: Int16Array.from(list, (c) => c.score),
    nature: Int8Array.from(list, (c) => NATURE_NAMES.indexOf(c.nature ?? 'Eager')),
    cost,
  };
  const cardByName = (name: string): number => list.findIndex((c) => c.name === name);
  return { name: 'fake-attraction-fixture', cards, cardByName } as unknown as CompiledContent;
}
