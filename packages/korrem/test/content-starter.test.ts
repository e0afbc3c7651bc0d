// The built-in `starter` set, compiled, against the spec's tables and checkable facts: §4.5 "Checks
// that this content agrees with the text", the counts of §3.1/§4.4–§4.7, CF-2, CF-3, CF-7, CF-13,
// CF-20–22, CF-24 and the Rok of Fig. 8A.
import { describe, expect, it } from 'vitest';
import { compileContent } from '../src/content/compile.js';
import {
  AB_INSTANT, AB_RANGE, AB_RECHARGE, EF_DAMAGE, EF_DISPLACE_FARTHEST, EF_DODGE, EF_STATE, KIND_MACHINE, KIND_MONSTER, KIND_SUMMON,
  LM_BAZAAR, LM_COLLECT, LM_MARKET, LM_RECRUIT, LM_SUMMON_GATE, LM_WALLS, MAGIC_ELEMENTAL, MAGIC_UNHOLY, QUEST_KEEP, QUEST_ONCE,
  QUEST_REPEAT, STATE_FROZEN, TGT_E, TRAIT_FLYING, WK_ARTIFACT, WK_DISASTER, WK_EVENT, WK_NATION, WK_STRATEGY,
  type CardId, type CompiledContent,
} from '../src/content/compiled.js';
import { STARTER_DOCUMENT } from '../src/content/starter.js';
import { QUEST_TRIGGERS } from '../src/content/types.js';
import {
  ATTR_CHA, ATTR_COM, ATTR_INT, ATTR_ROM, CREATURE_CATEGORIES, DESERT, FOREST, GE, GO, GR, LAND_NAMES, MOUNTAIN, NATIONS,
  NATURE_CODES, OCEAN, OR, PLAINS, RESOURCE_NAMES, RESOURCES, ST, TUNDRA, WASTELAND, WD,
} from '../src/lands.js';

const C: CompiledContent = compileContent(STARTER_DOCUMENT, 'starter');

function card(name: string): CardId {
  const id = C.cardByName(name);
  expect(id, name).toBeGreaterThanOrEqual(0);
  return id;
}
const stats = (name: string): [number, number, number, number] => {
  const c = card(name);
  return [C.cards.attack[c]!, C.cards.defense[c]!, C.cards.health[c]!, C.cards.speed[c]!];
};
const attraction = (name: string): [number, number] => [C.cards.attrType[card(name)]!, C.cards.attrScore[card(name)]!];
const bundle = (table: Int16Array, row: number): Record<string, number> => {
  const out: Record<string, number> = {};
  for (let r = 0; r < RESOURCES; r++) if (table[row * RESOURCES + r]! !== 0) out[RESOURCE_NAMES[r]!] = table[row * RESOURCES + r]!;
  return out;
};
const npcFaces = (name: string): string[] => {
  const c = card(name);
  return Array.from({ length: 8 }, (_, f) => {
    const a = C.cards.npcAction[c * 8 + f]!;
    return a < 0 ? 'Base' : C.abilities.name[a]!;
  });
};
const ability = (name: string): number => {
  const a = C.abilityByName(name);
  expect(a, name).toBeGreaterThanOrEqual(0);
  return a;
};
const effects = (a: number): Array<[number, number, number, number]> => {
  const out: Array<[number, number, number, number]> = [];
  for (let e = C.abilities.effectStart[a]!; e < C.abilities.effectStart[a + 1]!; e++) {
    out.push([C.abilities.effectKind[e]!, C.abilities.effectValue[e]!, C.abilities.effectValue2[e]!, C.abilities.effectCheckAtLeast[e]!]);
  }
  return out;
};
const landmark = (name: string): number => {
  const l = C.landmarkByName(name);
  expect(l, name).toBeGreaterThanOrEqual(0);
  return l;
};
const world = (name: string): number => {
  const w = C.worldByName(name);
  expect(w, name).toBeGreaterThanOrEqual(0);
  return w;
};

describe('§4.5 checks that the starter content agrees with the text', () => {
  it('Fig. 6: Apprentice Rom 3 < Skyborne Cha 6', () => {
    expect(attraction('Apprentice')).toEqual([ATTR_ROM, 3]);
    expect(attraction('Skyborne')).toEqual([ATTR_CHA, 6]);
    expect(attraction('Apprentice')[1]).toBeLessThan(attraction('Skyborne')[1]);
  });

  it("Fig. 6: Queen Rom 5 = Farmer's Daughter Rom 5 = Elder Dragon Com 5", () => {
    expect(attraction('Queen')).toEqual([ATTR_ROM, 5]);
    expect(attraction("Farmer's Daughter")).toEqual([ATTR_ROM, 5]);
    expect(attraction('Elder Dragon')).toEqual([ATTR_COM, 5]);
  });

  it('Fig. 6 / G43: Emperor Int 5 and Wood Faerie Int 3 differ by 2 (Seduce rolled 2); the Emperor has Seduce', () => {
    expect(attraction('Emperor')).toEqual([ATTR_INT, 5]);
    expect(attraction('Wood Faerie')).toEqual([ATTR_INT, 3]);
    const emp = card('Emperor');
    const abs = Array.from(C.cards.cardAbilities.subarray(C.cards.abilityStart[emp]!, C.cards.abilityStart[emp + 1]!));
    expect(abs.map((a) => C.abilities.name[a])).toEqual(['Seduce']);
  });

  it('Fig. 8B: Speeds Winter Wolf 8, Seuthsayer 7, Lich King 6, Teddy 5 (Winter Wolf acts just before Seuthsayer)', () => {
    expect(['Winter Wolf', 'Seuthsayer', 'Lich King', 'Teddy'].map((n) => stats(n)[3])).toEqual([8, 7, 6, 5]);
  });

  it('CF-25 collective damage example: White Wolf D1/H5, Spellcaster A5, Apprentice A1', () => {
    expect(stats('White Wolf').slice(1, 3)).toEqual([1, 5]);
    expect(stats('Spellcaster')[0]).toBe(5);
    expect(stats('Apprentice')[0]).toBe(1);
  });

  it('Fig. 8A / CF-39/40: Rok A5, Swoop & Toss 4, Hurling Boulders 9 Ranged, 5 VP, Skittish, Flying, Desert Monster; NPC faces 1/7/8 Base, 2–4 Swoop & Toss, 5–6 Hurling Boulders', () => {
    const rok = card('Rok');
    expect(stats('Rok')).toEqual([5, 2, 16, 6]);
    expect(C.cards.vp[rok]).toBe(5);
    expect(C.cards.goldReward[rok]).toBe(3);
    expect(NATURE_CODES[C.cards.nature[rok]!]).toBe('Sk');
    expect(C.cards.traits[rok]! & TRAIT_FLYING).toBe(TRAIT_FLYING);
    expect(C.cards.kinds[rok]! & KIND_MONSTER).toBe(KIND_MONSTER);
    expect(CREATURE_CATEGORIES[C.cards.category[rok]!]).toBe('Desert');
    expect(npcFaces('Rok')).toEqual(['Base', 'Swoop & Toss', 'Swoop & Toss', 'Swoop & Toss', 'Hurling Boulders', 'Hurling Boulders', 'Base', 'Base']);
    const swoop = ability('Swoop & Toss');
    expect(effects(swoop)).toEqual([[EF_DAMAGE, 4, 0, 0], [EF_DISPLACE_FARTHEST, 0, 0, 0]]);
    expect(C.abilities.target[swoop]).toBe(TGT_E);
    const boulders = ability('Hurling Boulders');
    expect(effects(boulders)).toEqual([[EF_DAMAGE, 9, 0, 0]]);
    expect(C.abilities.attrs[boulders]! & AB_RANGE).toBe(AB_RANGE);
    expect(C.abilities.checkAtLeast[boulders]).toBe(5); // G27
    const evade = ability('Evade');
    expect(effects(evade)).toEqual([[EF_DODGE, 0, 0, 0]]);
    expect(C.abilities.attrs[evade]! & (AB_INSTANT | AB_RECHARGE)).toBe(AB_INSTANT | AB_RECHARGE);
    expect(C.abilities.checkAtLeast[evade]).toBe(5); // G27
  });

  it('§4.5 Frost Bite: 2 damage always, Frozen only on D8 ≥ 6 (a per-effect check); NPC 6–8', () => {
    expect(effects(ability('Frost Bite'))).toEqual([[EF_DAMAGE, 2, 0, 0], [EF_STATE, STATE_FROZEN, 0, 6]]);
    expect(C.abilities.checkAtLeast[ability('Frost Bite')]).toBe(0);
    expect(npcFaces('Winter Wolf').slice(5)).toEqual(['Frost Bite', 'Frost Bite', 'Frost Bite']);
    expect(npcFaces('Lich King')).toEqual(['Base', 'Chill Touch', 'Chill Touch', 'Base', 'Raise Dead', 'Raise Dead', 'Base', 'Base']);
  });
});

describe('counts (§3.1, §4.4–§4.7, CF-2, CF-3)', () => {
  it('CF-2 / §4.7: 131 tiles: Plains 22, Forest 22, Mountain 20, Ocean 19, Desert 15, Tundra 15 + 18 Landmarks', () => {
    expect(C.tiles.count).toBe(131);
    const standard = new Array<number>(LAND_NAMES.length).fill(0);
    let landmarkTiles = 0;
    for (let t = 0; t < C.tiles.count; t++) {
      if (C.tiles.landmark[t]! >= 0) {
        landmarkTiles++;
        expect(C.tiles.land[t]).toBe(C.landmarks.base[C.tiles.landmark[t]!]);
      } else standard[C.tiles.land[t]!]!++;
    }
    expect(landmarkTiles).toBe(18);
    expect(standard).toEqual([22, 22, 20, 19, 15, 15, 0]);
  });

  it('CF-2 / §3.1: 18 Landmarks, one tile each; by base type Plains 3, Forest 4, Mountain 3, Tundra 2, Desert 3, Ocean 2, Wasteland 1', () => {
    expect(C.landmarks.count).toBe(18);
    const perLandmark = new Array<number>(18).fill(0);
    for (let t = 0; t < C.tiles.count; t++) if (C.tiles.landmark[t]! >= 0) perLandmark[C.tiles.landmark[t]!]!++;
    expect(perLandmark.every((n) => n === 1)).toBe(true);
    const byBase = new Array<number>(LAND_NAMES.length).fill(0);
    for (let l = 0; l < 18; l++) byBase[C.landmarks.base[l]!]!++;
    expect({ P: byBase[PLAINS], F: byBase[FOREST], M: byBase[MOUNTAIN], T: byBase[TUNDRA], D: byBase[DESERT], O: byBase[OCEAN], W: byBase[WASTELAND] })
      .toEqual({ P: 3, F: 4, M: 3, T: 2, D: 3, O: 2, W: 1 });
    expect(C.landmarks.base[landmark('Throne of Korrem')]).toBe(WASTELAND);
  });

  it('G3 / §4.5: 38 creatures covering all 10 categories and 11 natures; 9 Monsters totalling 51 VP (Gold 2–4)', () => {
    expect(C.creatureDeck.length).toBe(38);
    const cats = new Set<number>();
    const natures = new Set<number>();
    let monsters = 0;
    let vp = 0;
    for (const c of C.creatureDeck) {
      expect(C.cards.nation[c]).toBe(-1);
      cats.add(C.cards.category[c]!);
      natures.add(C.cards.nature[c]!);
      if (C.cards.kinds[c]! & KIND_MONSTER) {
        monsters++;
        vp += C.cards.vp[c]!;
        expect(C.cards.goldReward[c]).toBeGreaterThanOrEqual(2);
        expect(C.cards.goldReward[c]).toBeLessThanOrEqual(4);
      }
    }
    expect(cats.size).toBe(10);
    expect(natures.size).toBe(11);
    expect(monsters).toBe(9);
    expect(vp).toBe(51);
    const summons = Array.from(C.creatureDeck).filter((c) => C.cards.kinds[c]! & KIND_SUMMON).map((c) => C.cards.name[c]);
    expect(summons).toEqual(['Angel', 'Imp', 'Shade']);
  });

  it('G1/G2 / §4.4: 10 cards per Nation deck, provider ×2, every card of its own Nation', () => {
    for (let n = 0; n < NATIONS; n++) {
      const deck = Array.from(C.nations.deckCards.subarray(C.nations.deckStart[n]!, C.nations.deckStart[n + 1]!));
      expect(deck.length, `nation ${n}`).toBe(10);
      expect(deck.filter((c) => c === C.nations.provider[n]).length).toBe(2);
      for (const c of deck) expect(C.cards.nation[c]).toBe(n);
    }
    expect(C.nations.deckStart[NATIONS]).toBe(60);
  });

  it('G4 / §4.6: 19 World cards: 6 Artifacts (10 VP), 4 Strategy, 3 Disaster, 3 Nation, 3 Event', () => {
    expect(C.worldDeck.length).toBe(19);
    const byKind = [0, 0, 0, 0, 0];
    let artifactVp = 0;
    for (const w of C.worldDeck) {
      byKind[C.world.kind[w]!]!++;
      if (C.world.kind[w] === WK_ARTIFACT) artifactVp += C.world.vp[w]!;
    }
    expect({ S: byKind[WK_STRATEGY], D: byKind[WK_DISASTER], N: byKind[WK_NATION], E: byKind[WK_EVENT], A: byKind[WK_ARTIFACT] })
      .toEqual({ S: 4, D: 3, N: 3, E: 3, A: 6 });
    expect(artifactVp).toBe(10);
    expect(C.worldDeck.filter((w) => w === world('Forced March')).length).toBe(2);
    expect(C.worldDeck.filter((w) => w === world('Bountiful Harvest')).length).toBe(2);
    expect([world('Harvest Festival'), world('Beast Migration'), world('Trade Winds')].map((w) => C.world.duration[w])).toEqual([3, 2, 3]);
  });

  it('CF-3: supply per Nation: 8 Villages, 6 Kingdoms, 10 Towers, 15 Walls', () => {
    for (let n = 0; n < NATIONS; n++) {
      expect([C.nations.villages[n], C.nations.kingdoms[n], C.nations.towers[n], C.nations.walls[n]]).toEqual([8, 6, 10, 15]);
    }
  });
});

describe('costs, landmarks, Artifacts and providers', () => {
  it('CF-13 / Fig. 2 (G7: same for every Nation): Village 2 Or 8 Wd 4 Gr; Kingdom 6 Or 6 Wd 3 St 3 Go', () => {
    for (let n = 0; n < NATIONS; n++) {
      expect(bundle(C.nations.villageCost, n)).toEqual({ Or: 2, Wd: 8, Gr: 4 });
      expect(bundle(C.nations.kingdomCost, n)).toEqual({ Or: 6, Wd: 6, St: 3, Go: 3 });
    }
  });

  it('§4.4 Wall and Tower prices per Nation (G7)', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => bundle(C.nations.wallPrice, n))).toEqual([
      { Wd: 3, Gr: 2 }, { Wd: 5 }, { Wd: 3, Fi: 2 }, { Or: 4, Wd: 1 }, { Wd: 2, Go: 1 }, { Wd: 3, Ge: 1 },
    ]);
    expect([0, 1, 2, 3, 4, 5].map((n) => bundle(C.nations.towerPrice, n))).toEqual([
      { Or: 4, St: 2, Gr: 2 }, { Wd: 4, Ge: 3 }, { Or: 4, St: 1, Fi: 4 }, { Or: 4, St: 3 }, { Or: 2, St: 1, Go: 2 }, { Wd: 3, Or: 3, Ge: 2 },
    ]);
  });

  it('CF-20 markets: Farfield Village 4:1, Lightwood Marketplace 3:1, Smuggler\'s Outpost 1:1, any resource', () => {
    for (const [name, rate] of [['Farfield Village', 4], ['Lightwood Marketplace', 3], ["Smuggler's Outpost", 1]] as const) {
      const l = landmark(name);
      expect(C.landmarks.effect[l]).toBe(LM_MARKET);
      expect(C.landmarks.amount[l]).toBe(rate);
      expect(C.landmarks.resources[l]).toBe((1 << RESOURCES) - 1);
    }
  });

  it('CF-22 Landmark Walls: Forsaken Cathedral 4, Silver Castle 8, Ironstone Island Keep 5', () => {
    expect(['Forsaken Cathedral', 'Silver Castle', 'Ironstone Island Keep'].map((n) => [C.landmarks.effect[landmark(n)], C.landmarks.amount[landmark(n)]]))
      .toEqual([[LM_WALLS, 4], [LM_WALLS, 8], [LM_WALLS, 5]]);
  });

  it('CF-21 Landmark rolls: Taverns 8, Hunter\'s Lodge 4–8, Goblin Mine 8 → 3 Or/Ge/St/Go, Troll Mine 8 → 5 Ge, Tomb 8 → 6 Or/Ge/St/Wd/Go, Bazaar 8 → pay 6 Go', () => {
    for (const n of ['Farfield Tavern', 'Treeview Tavern']) expect([C.landmarks.effect[landmark(n)], C.landmarks.rollAtLeast[landmark(n)]]).toEqual([LM_RECRUIT, 8]);
    expect([C.landmarks.effect[landmark("Hunter's Lodge")], C.landmarks.rollAtLeast[landmark("Hunter's Lodge")]]).toEqual([LM_RECRUIT, 4]);
    const collect = (n: string): [number, number, number, number] => {
      const l = landmark(n);
      return [C.landmarks.effect[l]!, C.landmarks.rollAtLeast[l]!, C.landmarks.amount[l]!, C.landmarks.resources[l]!];
    };
    expect(collect('Abandoned Goblin Mine')).toEqual([LM_COLLECT, 8, 3, (1 << OR) | (1 << GE) | (1 << ST) | (1 << GO)]);
    expect(collect('Abandoned Troll Mine')).toEqual([LM_COLLECT, 8, 5, 1 << GE]);
    expect(collect('Tomb of the Ollocians')).toEqual([LM_COLLECT, 8, 6, (1 << OR) | (1 << GE) | (1 << ST) | (1 << WD) | (1 << GO)]);
    const bazaar = landmark('Barrenaire Bazaar');
    expect([C.landmarks.effect[bazaar], C.landmarks.rollAtLeast[bazaar], C.landmarks.amount[bazaar]]).toEqual([LM_BAZAAR, 8, 6]);
  });

  it('§2.12 summon gates: Angel on the Altar (SkyRealm), Imp on the Gate (FireRealm), Shade on the Shadow Gate (Tenebris)', () => {
    for (const [summon, gate, realm] of [['Angel', 'Altar of Holy Light', 'SkyRealm'], ['Imp', 'Gate to the FireRealm', 'FireRealm'], ['Shade', 'Shadow Gate', 'Tenebris']] as const) {
      const l = landmark(gate);
      expect(C.cards.summonLandmark[card(summon)]).toBe(l);
      expect(C.landmarks.effect[l]).toBe(LM_SUMMON_GATE);
      expect(CREATURE_CATEGORIES[C.landmarks.gateCategory[l]!]).toBe(realm);
    }
    expect(C.cards.summonLandmark[card('Spirit Wolf')]).toBe(-1);
    expect(C.cards.kinds[card('Spirit Wolf')]! & KIND_SUMMON).toBe(KIND_SUMMON);
  });

  it('CF-24 the three Artifact example bars: 3 VP Elemental; 0 VP Unholy, no value; 4 VP Elemental, discard 10 Go', () => {
    const a = world('Ancient Sunstone');
    const b = world('Cursed Fang');
    const c = world('Crown of the Ancients');
    expect([C.world.alignment[a], C.world.vp[a], bundle(C.world.discard, a)]).toEqual([MAGIC_ELEMENTAL, 3, {}]);
    expect([C.world.alignment[b], C.world.vp[b], bundle(C.world.discard, b)]).toEqual([MAGIC_UNHOLY, 0, {}]);
    expect([C.world.alignment[c], C.world.vp[c], bundle(C.world.discard, c), C.world.discardable[c]]).toEqual([MAGIC_ELEMENTAL, 4, { Go: 10 }, 1]);
    const heart = world('Heart of Korrem');
    expect([C.world.vp[heart], C.world.discardable[heart], C.world.lands[heart]]).toEqual([0, 0, (1 << LAND_NAMES.length) - 1]);
    expect(C.world.lands[a]).toBe((1 << DESERT) | (1 << MOUNTAIN));
  });

  it('CF-7 / §1.2 Providers: Farmer, Goblin Laborer, Fisherman, Miner, Merchant, Apprentice, each with a gather entry', () => {
    expect(Array.from(C.nations.provider, (c) => C.cards.name[c])).toEqual(['Farmer', 'Goblin Laborer', 'Fisherman', 'Miner', 'Merchant', 'Apprentice']);
    for (let n = 0; n < NATIONS; n++) {
      const p = C.nations.provider[n]!;
      expect(C.cards.gatherStart[p + 1]! - C.cards.gatherStart[p]!).toBeGreaterThan(0);
    }
    const merchant = card('Merchant');
    const g = C.cards.gatherStart[merchant]!;
    expect([C.gathers.land[g], C.gathers.yields[g], C.gathers.onlyOnOwnSettlement[g], C.gathers.oncePerPhase[g], C.gathers.doubles[g]])
      .toEqual([DESERT, (1 << GO) | (1 << GE), 1, 1, 0]);
    const fisher = card('Fisherman');
    const f = C.cards.gatherStart[fisher]!;
    expect([C.gathers.land[f], C.gathers.doubles[f], C.gathers.land[f + 1], C.gathers.doubles[f + 1]]).toEqual([OCEAN, 1, TUNDRA, 0]);
    expect(C.gathers.yields[C.cards.gatherStart[card('Farmer')]!]).toBe(1 << GR);
  });

  it('§4.4 quests: ceilings Human 9, Elves 11, Borean 5, Draconis 6, Talos 2, Druid 4 (G75)', () => {
    const ceiling = new Array<number>(NATIONS).fill(0);
    for (let n = 0; n < NATIONS; n++) {
      for (let i = C.nations.deckStart[n]!; i < C.nations.deckStart[n + 1]!; i++) {
        const q = C.cards.quest[C.nations.deckCards[i]!]!;
        if (q < 0) continue;
        const mode = C.quests.mode[q]!;
        ceiling[n]! += mode === QUEST_ONCE ? C.quests.vp[q]! : mode === QUEST_REPEAT ? C.quests.vp[q]! * C.quests.max[q]! : C.quests.max[q]!;
      }
    }
    expect(ceiling).toEqual([9, 11, 5, 6, 2, 4]);
    const prince = C.cards.quest[card('Prince')]!;
    expect([QUEST_TRIGGERS[C.quests.trigger[prince]!], C.quests.mode[prince], C.quests.vp[prince], C.quests.max[prince]]).toEqual(['kingdomsOwned', QUEST_KEEP, 2, 6]);
    const arch = C.cards.quest[card('Archdruid')]!;
    expect([QUEST_TRIGGERS[C.quests.trigger[arch]!], C.quests.triggerValue[arch], C.quests.vp[arch]]).toEqual(['settlementsOwned', 4, 4]);
  });

  it('§4.4 Smelt: 2 Or → 1 St, twice per Command Phase (Forge Keeper 3×); one smelter per deck; the Bronze Sentinel is a Machine with no attraction', () => {
    for (let n = 0; n < NATIONS; n++) {
      const deck = new Set(C.nations.deckCards.subarray(C.nations.deckStart[n]!, C.nations.deckStart[n + 1]!));
      const smelters = [...deck].filter((c) => C.cards.smeltPerPhase[c]! > 0);
      expect(smelters.length).toBe(1);
      const s = smelters[0]!;
      expect([C.cards.smeltOreIn[s], C.cards.smeltSteelOut[s], C.cards.smeltPerPhase[s]]).toEqual([2, 1, C.cards.name[s] === 'Forge Keeper' ? 3 : 2]);
    }
    const sentinel = card('Bronze Sentinel');
    expect([C.cards.kinds[sentinel]! & KIND_MACHINE, C.cards.attrType[sentinel], C.cards.attrScore[sentinel]]).toEqual([KIND_MACHINE, 0, 0]);
  });
});
