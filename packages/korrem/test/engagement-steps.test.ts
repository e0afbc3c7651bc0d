import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '@balance-lab/core';
import { GO, GR, NATURE_NAMES, RESOURCES, WD } from '../src/lands.js';
import { BOND_COM, BOND_NONE, BOND_ROM, heartsNeeded } from '../src/attraction.js';
import {
  compileEngagementTable, FLEE_STOP_RECRUIT_MULTIPLIER, MAX_ENGAGEMENT_REROLLS, OUT_ATTACK, OUT_DRAW,
  OUT_FLEE, OUT_IGNORE, OUT_JOIN, OUT_RECRUIT, type NatureName,
} from '../src/data/engagement-table.js';
import {
  canPayRecruit, declinePrefixAttackPhases, declineStep, drawnCreatures, engagementCount, engagementOutcome,
  engagementStep, fleeStopBond, joinsToHand, mayReroll, npcArmySize, npcPrefixAttackPhases, recruitMultiplier,
  recruitPrice, rollEngagement, STEP_BATTLE, STEP_FLEE, STEP_IGNORE, STEP_JOIN, STEP_NONE, STEP_NPC_LEAVES,
  STEP_RECRUIT_OFFER, STEP_REROLL,
} from '../src/engagement.js';
import { fakeContent } from './attraction-fixture.js';

// Fake CompiledContent (attraction-fixture.ts): only name/kinds/attrType/attrScore/nature/cost.
const content = fakeContent();
const table = compileEngagementTable();
const nat = (name: NatureName): number => NATURE_NAMES.indexOf(name);
const card = (name: string): number => content.cardByName(name);

describe('§2.13 LEGEND: what each outcome makes the game do (§6.4 Engagement sub-game)', () => {
  it('CF-39 §2.16 Rok (Skittish, from its card) rolls 6 → Attack ×1 → battle with no NPC prefix phases', () => {
    const rok = card('Rok');
    const face = rollEngagement(new ScriptedRng([6]));
    const nature = content.cards.nature[rok]!;
    const out = engagementOutcome(table, nature, face);
    expect(out).toBe(OUT_ATTACK);
    expect(engagementStep(out)).toBe(STEP_BATTLE);
    expect(npcPrefixAttackPhases(out, engagementCount(table, nature, face))).toBe(0);
  });

  it('§2.4/§2.14 Aggressive 5 → Attack ×2: the NPC takes 2 Attack Phases first; 7 → ×3: 3 phases', () => {
    const ag = nat('Aggressive');
    expect(npcPrefixAttackPhases(engagementOutcome(table, ag, 5), engagementCount(table, ag, 5))).toBe(2);
    expect(npcPrefixAttackPhases(engagementOutcome(table, ag, 8), engagementCount(table, ag, 8))).toBe(3);
  });

  it('CF-41 §2.17 Lich King (Sinister) rolls 3 → Draw 3 → battle against an army of 4; with 2 cards left, an army of 3', () => {
    const sin = nat('Sinister');
    const out = engagementOutcome(table, sin, 3);
    const k = engagementCount(table, sin, 3);
    expect([out, k]).toEqual([OUT_DRAW, 3]);
    expect(engagementStep(out)).toBe(STEP_BATTLE);
    expect(drawnCreatures(out, k, 30)).toBe(3);
    expect(npcArmySize(out, k, 30)).toBe(4);
    expect(npcArmySize(out, k, 2)).toBe(3);
    expect(npcPrefixAttackPhases(out, k)).toBe(0);
    expect(drawnCreatures(OUT_ATTACK, 2, 30)).toBe(0);
  });

  it('§2.13 Join is automatic; a joining Summon goes to the hand, a creature to the army', () => {
    expect(engagementStep(OUT_JOIN)).toBe(STEP_JOIN);
    expect(joinsToHand(content, card('Imp Summon'))).toBe(true);
    expect(joinsToHand(content, card('Wood Faerie'))).toBe(false);
  });

  it('G24 Ignore → Reroll | WalkAway; rerolls allowed while fewer than 10 were made', () => {
    expect(engagementStep(OUT_IGNORE)).toBe(STEP_IGNORE);
    expect(MAX_ENGAGEMENT_REROLLS).toBe(10);
    expect(mayReroll(9)).toBe(true);
    expect(mayReroll(10)).toBe(false);
    expect(mayReroll(2, 3)).toBe(true);
    expect(mayReroll(3, 3)).toBe(false);
  });

  it('CF-38 Recruit ×2 and ×4 multiply every resource of the cost, paid from the army\'s cargo', () => {
    const merc = card('Merc'); // cost Gr 2, Wd 1, Go 3
    const con = nat('Conniving');
    expect(recruitMultiplier(engagementOutcome(table, con, 4), engagementCount(table, con, 4))).toBe(2);
    expect(recruitMultiplier(engagementOutcome(table, con, 5), engagementCount(table, con, 5))).toBe(4);
    expect(recruitMultiplier(OUT_JOIN, 1)).toBe(0);
    expect(engagementStep(OUT_RECRUIT)).toBe(STEP_RECRUIT_OFFER);
    const price = new Int16Array(2 * RESOURCES).fill(-1);
    recruitPrice(content, merc, 4, price, RESOURCES);
    expect(price[RESOURCES + GR]).toBe(8);
    expect(price[RESOURCES + WD]).toBe(4);
    expect(price[RESOURCES + GO]).toBe(12);
    expect(price[0]).toBe(-1);
    const cargo = new Int16Array(RESOURCES);
    cargo[GR] = 4; cargo[WD] = 2; cargo[GO] = 6;
    expect(canPayRecruit(content, merc, 2, cargo, 0)).toBe(true);
    expect(canPayRecruit(content, merc, 4, cargo, 0)).toBe(false);
    cargo[WD] = 1;
    expect(canPayRecruit(content, merc, 2, cargo, 0)).toBe(false);
  });

  it('§2.13 decline directives: Anxious → Flee; Indifferent/Social → Reroll (NPC leaves at the G24 cap); Conniving → Ignore (G23)', () => {
    expect(declineStep(table, nat('Anxious'), 0)).toBe(STEP_FLEE);
    expect(declineStep(table, nat('Indifferent'), 0)).toBe(STEP_REROLL);
    expect(declineStep(table, nat('Social'), 9)).toBe(STEP_REROLL);
    expect(declineStep(table, nat('Social'), 10)).toBe(STEP_NPC_LEAVES);
    expect(declineStep(table, nat('Social'), 0, 0)).toBe(STEP_NPC_LEAVES);
    expect(declineStep(table, nat('Conniving'), 0)).toBe(STEP_IGNORE);
    expect(declinePrefixAttackPhases(table, nat('Conniving'))).toBe(0);
    for (const n of ['Sinister', 'Aggressive', 'Eager', 'Wandering', 'Skittish'] as const) expect(declineStep(table, nat(n), 0)).toBe(STEP_NONE);
  });

  it('G23 connivingDecline AttackX2: declining a Conniving recruit starts a battle with 2 NPC phases first', () => {
    const alt = compileEngagementTable({ connivingDecline: 'AttackX2' });
    expect(declineStep(alt, nat('Conniving'), 0)).toBe(STEP_BATTLE);
    expect(declinePrefixAttackPhases(alt, nat('Conniving'))).toBe(2);
  });

  it('G25 Flee can be stopped by an army character able to attract the NPC (adjacency ignored); success → Recruit ×1', () => {
    expect(engagementStep(OUT_FLEE)).toBe(STEP_FLEE);
    const rok = card('Rok'); // Com 3
    expect(fleeStopBond(content, card('Apprentice'), rok)).toBe(BOND_COM); // Rom 3 vs Com 3
    expect(fleeStopBond(content, card('Queen'), rok)).toBe(BOND_NONE); // Rom 5 vs Com 3
    expect(fleeStopBond(content, card('Skyborne'), rok)).toBe(BOND_COM); // Cha 6 > 3
    expect(heartsNeeded(content, card('Skyborne'), rok, BOND_COM)).toBe(2);
    expect(fleeStopBond(content, card('Skyborne'), card('Apprentice'))).toBe(BOND_ROM);
    expect(FLEE_STOP_RECRUIT_MULTIPLIER).toBe(1);
  });
});
