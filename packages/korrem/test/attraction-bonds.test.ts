import { describe, expect, it } from 'vitest';
import {
  attractionBond, BOND_COM, BOND_INT, BOND_NONE, BOND_ROM, bondUsesHeartTokens, heartsNeeded,
  intimacyBecomesRomantic, SEDUCE_SET_TO_ROLL, SEDUCE_SHIFT_UP_TO, seduceScore,
} from '../src/attraction.js';
import { fakeContent } from './attraction-fixture.js';

// Fake CompiledContent (attraction-fixture.ts): only name/kinds/attrType/attrScore/nature/cost.
const content = fakeContent();
const id = (name: string): number => {
  const c = content.cardByName(name);
  if (c < 0) throw new Error(`no card ${name}`);
  return c;
};
const score = (name: string): number => content.cards.attrScore[id(name)] as number;
const bond = (initiator: string, target: string, s = score(initiator)): number => attractionBond(content, id(initiator), id(target), s);

describe('§2.9 Figure 6 worked bonds', () => {
  it('Fig. 6 Romantic: Queen (Rom 5) and Farmer\'s Daughter (Rom 5) form a Romantic bond, 2 hearts needed', () => {
    expect(bond('Queen', "Farmer's Daughter")).toBe(BOND_ROM);
    expect(bond("Farmer's Daughter", 'Queen')).toBe(BOND_ROM);
    expect(heartsNeeded(content, id('Queen'), id("Farmer's Daughter"), BOND_ROM)).toBe(2);
  });

  it('Fig. 6 Companion: Elder Dragon (Com 5) and Farmer\'s Daughter (Rom 5) form Companionship ("Type doesn\'t matter"), 1 heart', () => {
    expect(bond('Elder Dragon', "Farmer's Daughter")).toBe(BOND_COM);
    expect(bond("Farmer's Daughter", 'Elder Dragon')).toBe(BOND_COM);
    expect(heartsNeeded(content, id('Elder Dragon'), id("Farmer's Daughter"), BOND_COM)).toBe(1);
  });

  it('Fig. 6 Charismatic: Skyborne (Cha 6) attracts Apprentice (Rom 3) into a Romantic bond needing 2 hearts', () => {
    expect(bond('Skyborne', 'Apprentice')).toBe(BOND_ROM);
    expect(heartsNeeded(content, id('Skyborne'), id('Apprentice'), BOND_ROM)).toBe(2);
    expect(bond('Apprentice', 'Skyborne')).toBe(BOND_NONE);
  });

  it('Fig. 6 Intimate: Emperor (Int 5) cannot bond Wood Faerie (Int 3) until Seduce (roll 2, shiftUpTo) makes him 3; 1 heart', () => {
    expect(bond('Emperor', 'Wood Faerie')).toBe(BOND_NONE);
    const shifted = seduceScore(SEDUCE_SHIFT_UP_TO, 5, 3, 2);
    expect(shifted).toBe(3);
    expect(bond('Emperor', 'Wood Faerie', shifted)).toBe(BOND_INT);
    expect(heartsNeeded(content, id('Emperor'), id('Wood Faerie'), BOND_INT)).toBe(1);
  });
});

describe('CF-34 §2.9 decision order', () => {
  it('CF-34 Charisma 7 attracts Romantic 6 or lower but not Romantic 7', () => {
    expect(bond('Cha7', 'Rom6')).toBe(BOND_ROM);
    expect(bond('Cha7', 'Apprentice')).toBe(BOND_ROM);
    expect(bond('Cha7', 'Rom7')).toBe(BOND_NONE);
  });

  it('CF-34 a Charisma bond takes the target\'s type: Int → Intimacy, Com → Companion, and always needs 2 hearts', () => {
    expect(bond('Cha7', 'Int6')).toBe(BOND_INT);
    expect(bond('Cha7', 'Com2')).toBe(BOND_COM);
    expect(heartsNeeded(content, id('Cha7'), id('Int6'), BOND_INT)).toBe(2);
    expect(heartsNeeded(content, id('Cha7'), id('Com2'), BOND_COM)).toBe(2);
  });

  it('CF-34 a Charisma initiator never bonds through the Companionship row (Cha 5 vs Com 5: none)', () => {
    expect(bond('Cha5', 'Com5')).toBe(BOND_NONE);
  });

  it('CF-34 a Charisma target is never attracted: by Charisma (higher), Companion or Romantic at equal score', () => {
    expect(bond('Cha9', 'Cha7')).toBe(BOND_NONE);
    expect(bond('Com6', 'Skyborne')).toBe(BOND_NONE);
    expect(bond('Rom6', 'Skyborne')).toBe(BOND_NONE);
    expect(bond('Com5', 'Cha5')).toBe(BOND_NONE);
  });

  it('CF-34 Companion bonds any type at an equal score, and no other score', () => {
    expect(bond('Com5', 'Queen')).toBe(BOND_COM);
    expect(bond('Com5', 'Int5')).toBe(BOND_COM);
    expect(bond('Int5', 'Com5')).toBe(BOND_COM);
    expect(bond('Com5', 'Elder Dragon')).toBe(BOND_COM);
    expect(bond('Com6', 'Queen')).toBe(BOND_NONE);
    expect(bond('Com2', 'Rom6')).toBe(BOND_NONE);
  });

  it('CF-34 same type Romantic or Intimacy needs equal scores; different non-Companion types never bond', () => {
    expect(bond('Int5', 'Emperor')).toBe(BOND_INT);
    expect(bond('Rom6', 'Rom7')).toBe(BOND_NONE);
    expect(bond('Int6', 'Emperor')).toBe(BOND_NONE);
    expect(bond('Int5', 'Queen')).toBe(BOND_NONE);
    expect(bond('Queen', 'Int5')).toBe(BOND_NONE);
  });

  it('§2.9 Machines never attract or are attracted (ATTR_NONE, and KIND_MACHINE even with a score)', () => {
    expect(bond('Machine', 'Com2')).toBe(BOND_NONE);
    expect(bond('Com5', 'Machine', 0)).toBe(BOND_NONE);
    expect(bond('Cha7', 'Machine')).toBe(BOND_NONE);
    expect(bond('Com5', 'Machine5Com')).toBe(BOND_NONE);
    expect(bond('Machine5Com', 'Queen')).toBe(BOND_NONE);
  });

  it('§2.9 heartsNeeded is 0 for no bond; Romantic and Companion bonds take Heart tokens, Intimacy none', () => {
    expect(heartsNeeded(content, id('Queen'), id('Int5'), BOND_NONE)).toBe(0);
    expect(bondUsesHeartTokens(BOND_ROM)).toBe(true);
    expect(bondUsesHeartTokens(BOND_COM)).toBe(true);
    expect(bondUsesHeartTokens(BOND_INT)).toBe(false);
  });
});

describe('G43 Seduce and G44 Intimacy → Romance', () => {
  it('G43 shiftUpTo: Emperor Int 5 rolls 2 → 3 (matches Wood Faerie Int 3); a roll of 1 cannot reach, the score stays 5', () => {
    expect(seduceScore(SEDUCE_SHIFT_UP_TO, 5, 3, 2)).toBe(3);
    expect(seduceScore(SEDUCE_SHIFT_UP_TO, 5, 3, 1)).toBe(5);
    expect(seduceScore(SEDUCE_SHIFT_UP_TO, 5, 7, 2)).toBe(7);
    expect(seduceScore(SEDUCE_SHIFT_UP_TO, 5, 5, 1)).toBe(5);
  });

  it('G43 setToRoll: Emperor rolls 2 → his Intimacy is 2, which no longer matches a Wood Faerie at Int 3', () => {
    const s = seduceScore(SEDUCE_SET_TO_ROLL, 5, 3, 2);
    expect(s).toBe(2);
    expect(bond('Emperor', 'Wood Faerie', s)).toBe(BOND_NONE);
  });

  it('G44 an Intimate pair becomes Romantic after as many consecutive turns as the initiator\'s score', () => {
    expect(intimacyBecomesRomantic(4, 5)).toBe(false);
    expect(intimacyBecomesRomantic(5, 5)).toBe(true);
  });
});
