import { Rng, ScriptedRng } from '@balance-lab/core';
import { describe, expect, it } from 'vitest';
import { argB, encode } from '../src/actions.js';
import { DEFENDER, ATTACKER } from '../src/battle/battle-state.js';
import { battleOf } from '../src/encounter/battle-glue.js';
import {
  PLACE_DECISION, PLACE_NOTHING, PLACE_TO_BOTTOM, creatureHexLegal, startPlaceCreature,
} from '../src/encounter/place-creature.js';
import { PR_BATTLE, PR_PLACE_CREATURE, frameSeat } from '../src/prompts.js';
import { G_DEPTH, LOC_ARMY, topFrame } from '../src/state.js';
import { Kit, applyTop, describeTop, encounterConfig, legalOf, topPrompt } from './encounter-kit.js';

const MAP = 'P 0,0; F 1,0; M 2,0; O 3,0; D 4,0; T 5,0; L:Crystal Cove 6,0; L:Silver Castle 7,0; F 8,0';

function tilesFor(kit: Kit, name: string): string[] {
  const card = kit.card(name);
  const out: string[] = [];
  for (let t = 0; t < kit.s.map.count; t++) if (creatureHexLegal(kit.s, card, t)) out.push(kit.s.map.tileName(t));
  return out;
}

describe('encounter: weather 4, Place Creature (§1.8, Fig. 5B, G30, G66, G80)', () => {
  it('Fig. 5B categories: land creatures on their land only; Swamp not on Ocean; SkyRealm and Tenebris anywhere; G30 FireRealm on Mountain', () => {
    const kit = new Kit(encounterConfig()).tiles(MAP);
    expect(tilesFor(kit, 'White Wolf')).toEqual(['1,0', '8,0']); // Forest, but not the Crystal Cove Landmark
    expect(tilesFor(kit, 'Winter Wolf')).toEqual(['5,0']);
    expect(tilesFor(kit, 'Mermaid')).toEqual(['3,0']);
    expect(tilesFor(kit, 'Seuthsayer')).toEqual(['0,0', '1,0', '2,0', '4,0', '5,0', '8,0']); // Swamp: not Ocean
    expect(tilesFor(kit, 'Skyborne')).toEqual(['0,0', '1,0', '2,0', '3,0', '4,0', '5,0', '8,0']);
    expect(tilesFor(kit, 'Lich King')).toEqual(['0,0', '1,0', '2,0', '3,0', '4,0', '5,0', '8,0']);
    expect(tilesFor(kit, 'Demon Lord')).toEqual(['2,0']); // not the Silver Castle Landmark (Mountain)
  });

  it('§1.8 never on a settlement, and (ASSUMPTION) never on a hex already holding an NPC', () => {
    const kit = new Kit(encounterConfig()).tiles(MAP);
    kit.settlement(0, '1,0');
    kit.npc(0, '8,0', ['Dryad']);
    expect(tilesFor(kit, 'White Wolf')).toEqual([]);
  });

  it('§1.8 the Observer chooses the hex; the creature stands under a free grey NPC flag', () => {
    const kit = new Kit(encounterConfig()).tiles(MAP);
    kit.creatureTop(['White Wolf']);
    const deck = kit.s.lens[0]!;
    expect(startPlaceCreature(kit.s, 1, new Rng('x'))).toBe(PLACE_DECISION);
    expect(topPrompt(kit.s)).toBe(PR_PLACE_CREATURE);
    expect(frameSeat(kit.s, topFrame(kit.s))).toBe(1);
    const legal = legalOf(kit.s);
    expect(legal.map((a) => kit.s.map.tileName(argB(a)))).toEqual(['1,0', '8,0']);
    expect(describeTop(kit.s, legal[1]!)).toContain('White Wolf');
    applyTop(kit.s, legal[1]!, new Rng('x'));
    expect(kit.s.g[G_DEPTH]).toBe(0);
    expect(kit.s.lens[0]).toBe(deck - 1);
    const wolf = kit.copyOf('White Wolf', LOC_ARMY);
    const flag = kit.s.copyArg[wolf]!;
    expect(flag).toBeGreaterThanOrEqual(kit.s.npcBase);
    expect(kit.s.armyTile[flag]).toBe(kit.t('8,0'));
    expect(kit.s.npcStanding[flag]).toBe(0);
  });

  it('G30 no legal hex: the card goes to the bottom of the Creature deck', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; F 1,0');
    kit.creatureTop(['Mermaid']);
    expect(startPlaceCreature(kit.s, 0, new Rng('y'))).toBe(PLACE_TO_BOTTOM);
    expect(kit.bottomCreature()).toBe('Mermaid');
    expect(kit.s.g[G_DEPTH]).toBe(0);
  });

  it('G80 with all 9 NPC flags in use nothing is placed and the card stays on top', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0; P 2,0; P 3,0; P 4,0; P 5,0; P 6,0; P 7,0; P 8,0; P 9,0');
    const creatures = ['Wild Horse', 'Plains Boar', 'Halfling Scout', 'Field Sprite', 'Nomad Trader', 'Griffin', 'Wood Faerie', 'Teddy', 'Treant'];
    for (let f = 0; f < 9; f++) kit.npc(f, `${f},0`, [creatures[f]!]);
    kit.creatureTop(['Skyborne']);
    expect(startPlaceCreature(kit.s, 0, new Rng('z'))).toBe(PLACE_NOTHING);
    expect(kit.topCreature()).toBe('Skyborne');
    expect(kit.s.g[G_DEPTH]).toBe(0);
  });

  it('G78 an empty Creature deck: nothing happens', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0');
    kit.s.lens[0] = 0;
    expect(startPlaceCreature(kit.s, 0, new Rng('e'))).toBe(PLACE_NOTHING);
  });

  it('G66 §2.14 landing on an army\'s hex engages it at once: the army defends, the creature (Attack) is the attacker', () => {
    const kit = new Kit(encounterConfig()).tiles('T 0,0; T 1,0');
    const army = kit.army(0, 0, '1,0', ['Farmer', 'Knight']);
    kit.creatureTop(['Winter Wolf']);
    startPlaceCreature(kit.s, 1, new Rng('w'));
    const onArmy = encode(0, 0, kit.t('1,0'));
    expect(legalOf(kit.s)).toContain(onArmy);
    expect(describeTop(kit.s, onArmy)).toContain('engages');
    applyTop(kit.s, onArmy, new ScriptedRng([1])); // Aggressive 1 → Attack
    expect(topPrompt(kit.s)).toBe(PR_BATTLE);
    const b = battleOf(kit.s);
    expect(b.npc[ATTACKER]).toBe(1);
    expect(b.npc[DEFENDER]).toBe(0);
    for (let p = 0; p < b.pieceCount; p++) if (b.ref[p]! >= 0 && kit.s.copyArg[b.ref[p]!] === army) expect(b.side[p]).toBe(DEFENDER);
    expect(frameSeat(kit.s, topFrame(kit.s))).toBe(0); // the army (Defender) sets up first
  });

  it('G66 the placed creature that joins at once leaves no frame and no flag behind', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0');
    const army = kit.army(0, 0, '0,0', ['Farmer']);
    kit.creatureTop(['Halfling Scout']); // Eager
    startPlaceCreature(kit.s, 0, new Rng('j'));
    applyTop(kit.s, encode(0, 0, kit.t('0,0')), new ScriptedRng([3]));
    expect(kit.s.g[G_DEPTH]).toBe(0);
    expect(kit.members(army)).toEqual(['Farmer', 'Halfling Scout']);
    for (let a = kit.s.npcBase; a < kit.s.armies; a++) expect(kit.s.armyTile[a]).toBe(-1);
  });
});
