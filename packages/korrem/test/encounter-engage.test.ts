import { ScriptedRng } from '@balance-lab/core';
import { describe, expect, it } from 'vitest';
import { encode, kindOf, argB } from '../src/actions.js';
import { DEFENDER, sideOfPhase } from '../src/battle/battle-state.js';
import { BF_STANDING_IF_SURVIVES, F_FLAGS, battleOf } from '../src/encounter/battle-glue.js';
import { EV_DECLINE, EV_LET_GO, EV_PAY, EV_REROLL, EV_TRY_STOP, EV_WALK_AWAY } from '../src/encounter/engage.js';
import { enterHex } from '../src/encounter/enter.js';
import { GE, GR, FI, OR } from '../src/lands.js';
import { PR_BATTLE, PR_ENGAGEMENT } from '../src/prompts.js';
import { G_DEPTH, LOC_ARMY, LOC_CREATURE_DECK, LOC_HAND, topFrame } from '../src/state.js';
import { Kit, applyTop, describeTop, encounterConfig, legalOf, topPrompt } from './encounter-kit.js';

/** Seat 0's army #1 on "0,0" with `members` and `cargo`, the creature(s) on "1,0"; the army has just entered. */
function meet(members: string[], creature: string[], cargo: Partial<Record<number, number>> = {}, overrides: Record<string, unknown> = {}) {
  const kit = new Kit(encounterConfig(overrides)).tiles('P 0,0; P 1,0');
  const army = kit.army(0, 0, '0,0', members, cargo);
  const npc = kit.npc(0, '1,0', creature);
  kit.s.armyTile[army] = kit.t('1,0');
  return { kit, army, npc, tile: kit.t('1,0') };
}

const verbs = (legal: number[]): number[] => legal.map(kindOf);

describe('encounter: the engagement sub-game (§2.13, §6.4)', () => {
  it('§2.13 Recruit: Pay from the army\'s cargo and the creature joins the army; its NPC flag is freed', () => {
    const { kit, army, npc, tile } = meet(['Farmer'], ['Field Sprite'], { [GE]: 1 }); // Social, cost 1 Ge
    enterHex(kit.s, army, tile, new ScriptedRng([4])); // Social 4 → Recruit
    expect(topPrompt(kit.s)).toBe(PR_ENGAGEMENT);
    expect(verbs(legalOf(kit.s))).toEqual([EV_PAY, EV_DECLINE]);
    expect(describeTop(kit.s, encode(EV_PAY))).toContain('1 Ge');
    applyTop(kit.s, encode(EV_PAY), new ScriptedRng([]));
    expect(kit.s.g[G_DEPTH]).toBe(0);
    expect(kit.members(army)).toEqual(['Farmer', 'Field Sprite']);
    expect(kit.s.armyCargo[army * 7 + GE]).toBe(0);
    expect(kit.s.armyTile[npc]).toBe(-1);
  });

  it('CF-38 §2.13 Recruit ×2 doubles every resource of the cost; unable to pay, only Decline, and Indifferent\'s decline rerolls', () => {
    const rich = meet(['Farmer'], ['Stone Golem'], { [OR]: 8, [GE]: 2 }); // Indifferent, cost 4 Or + 1 Ge
    enterHex(rich.kit.s, rich.army, rich.tile, new ScriptedRng([7])); // 7 → Recruit ×2
    applyTop(rich.kit.s, encode(EV_PAY), new ScriptedRng([]));
    expect(rich.kit.s.armyCargo[rich.army * 7 + OR]).toBe(0);
    expect(rich.kit.s.armyCargo[rich.army * 7 + GE]).toBe(0);
    expect(rich.kit.members(rich.army)).toContain('Stone Golem');

    const poor = meet(['Farmer'], ['Stone Golem'], { [OR]: 7, [GE]: 2 });
    enterHex(poor.kit.s, poor.army, poor.tile, new ScriptedRng([7]));
    expect(verbs(legalOf(poor.kit.s))).toEqual([EV_DECLINE]);
    applyTop(poor.kit.s, encode(EV_DECLINE), new ScriptedRng([3])); // decline Reroll → 3: Ignore
    expect(verbs(legalOf(poor.kit.s))).toEqual([EV_REROLL, EV_WALK_AWAY]);
    expect(poor.kit.s.armyCargo[poor.army * 7 + OR]).toBe(7);
  });

  it('G24 §2.13 Ignore: Walk away shuffles the creature back into the Creature deck and frees its flag', () => {
    const { kit, army, npc, tile } = meet(['Farmer'], ['Nomad Trader']); // Conniving 1 → Ignore
    const deck = kit.s.lens[0]!;
    enterHex(kit.s, army, tile, new ScriptedRng([1]));
    applyTop(kit.s, encode(EV_WALK_AWAY), new ScriptedRng([]));
    expect(kit.s.g[G_DEPTH]).toBe(0);
    expect(kit.s.lens[0]).toBe(deck + 1);
    expect(kit.copyOf('Nomad Trader', LOC_CREATURE_DECK)).toBeGreaterThanOrEqual(0);
    expect(kit.s.armyTile[npc]).toBe(-1);
    expect(kit.members(army)).toEqual(['Farmer']);
  });

  it('G24 the reroll cap: with battle.maxRerolls = 2 the third Ignore walks away by itself', () => {
    const { kit, army, npc, tile } = meet(['Farmer'], ['Nomad Trader'], {}, { 'battle.maxRerolls': 2 });
    enterHex(kit.s, army, tile, new ScriptedRng([1]));
    applyTop(kit.s, encode(EV_REROLL), new ScriptedRng([1]));
    expect(verbs(legalOf(kit.s))).toEqual([EV_REROLL, EV_WALK_AWAY]);
    applyTop(kit.s, encode(EV_REROLL), new ScriptedRng([1]));
    expect(kit.s.g[G_DEPTH]).toBe(0);
    expect(kit.s.armyTile[npc]).toBe(-1);
    expect(kit.copyOf('Nomad Trader', LOC_CREATURE_DECK)).toBeGreaterThanOrEqual(0);
  });

  it('§2.13 Join is automatic: the creature joins the army with no decision', () => {
    const { kit, army, npc, tile } = meet(['Farmer'], ['Halfling Scout']); // Eager
    enterHex(kit.s, army, tile, new ScriptedRng([6]));
    expect(kit.s.g[G_DEPTH]).toBe(0);
    expect(kit.members(army)).toEqual(['Farmer', 'Halfling Scout']);
    expect(kit.s.armyTile[npc]).toBe(-1);
  });

  it('G31 §2.13 a joining Summon goes to the hand, not the army', () => {
    const { kit, army, tile } = meet(['Farmer'], ['Angel']); // Eager SkyRealm Summon
    enterHex(kit.s, army, tile, new ScriptedRng([2]));
    expect(kit.members(army)).toEqual(['Farmer']);
    const angel = kit.copyOf('Angel', LOC_HAND, 0);
    expect(angel).toBeGreaterThanOrEqual(0);
    expect(kit.s.hand[0]).toBe(angel);
  });

  it('G22 §2.14 Attack ×2: a battle in which the NPC (defending: the army entered) takes the first two Attack Phases', () => {
    const { kit, army, tile } = meet(['Farmer', 'Knight'], ['Winter Wolf']); // Aggressive 5 → Attack ×2
    enterHex(kit.s, army, tile, new ScriptedRng([5]));
    expect(topPrompt(kit.s)).toBe(PR_BATTLE);
    const b = battleOf(kit.s);
    expect(b.npc[DEFENDER]).toBe(1);
    expect([sideOfPhase(b, 0), sideOfPhase(b, 1), sideOfPhase(b, 2)]).toEqual([DEFENDER, DEFENDER, 1]);
  });

  it('§2.13 Attack ×1: roles by arrival, the army that entered takes the Engagement', () => {
    const { kit, army, tile } = meet(['Farmer', 'Knight'], ['Winter Wolf']);
    enterHex(kit.s, army, tile, new ScriptedRng([1]));
    const b = battleOf(kit.s);
    expect([sideOfPhase(b, 0), sideOfPhase(b, 1)]).toEqual([1, DEFENDER]);
  });

  it('CF-41 §2.17 Lich King: Sinister, roll 3 → Draw 3 = Seuthsayer, Winter Wolf, Teddy; an army of 4 in draw order, standing if it survives', () => {
    const { kit, army, npc, tile } = meet(['Farmer', 'Knight'], ['Lich King']);
    kit.creatureTop(['Teddy', 'Winter Wolf', 'Seuthsayer']); // Seuthsayer on top
    const deck = kit.s.lens[0]!;
    enterHex(kit.s, army, tile, new ScriptedRng([3]));
    expect(topPrompt(kit.s)).toBe(PR_BATTLE);
    expect(kit.s.lens[0]).toBe(deck - 3);
    const b = battleOf(kit.s);
    const npcSide: string[] = [];
    for (let p = 0; p < b.pieceCount; p++) if (b.side[p] === DEFENDER) npcSide.push(kit.c.cards.name[b.card[p]!]!);
    expect(npcSide).toEqual(['Lich King', 'Seuthsayer', 'Winter Wolf', 'Teddy']);
    expect(kit.s.frames[topFrame(kit.s) + F_FLAGS]! & BF_STANDING_IF_SURVIVES).toBe(BF_STANDING_IF_SURVIVES);
    for (const name of ['Seuthsayer', 'Winter Wolf', 'Teddy']) expect(kit.s.copyArg[kit.copyOf(name, 6)]).toBe(npc);
  });

  it('G25 §2.13 Flee: a character able to attract the creature may TryStop; success makes it a Recruit ×1', () => {
    const { kit, army, tile } = meet(['Woodcutter'], ['White Wolf'], { [GR]: 2, [FI]: 1 }); // Com 2 vs Com 2; Anxious 1 → Flee
    enterHex(kit.s, army, tile, new ScriptedRng([1]));
    const legal = legalOf(kit.s);
    expect(verbs(legal)).toEqual([EV_TRY_STOP, EV_LET_GO]);
    expect(kit.c.cards.name[kit.s.copyCard[argB(legal[0]!)]!]).toBe('Woodcutter');
    applyTop(kit.s, legal[0]!, new ScriptedRng([1, 4])); // one heart: a Companion needs 1
    expect(verbs(legalOf(kit.s))).toEqual([EV_PAY, EV_DECLINE]);
    applyTop(kit.s, encode(EV_PAY), new ScriptedRng([]));
    expect(kit.members(army)).toEqual(['White Wolf', 'Woodcutter']);
  });

  it('G25 §2.13 Flee with nobody able to stop it: the creature is shuffled back at once', () => {
    const { kit, army, npc, tile } = meet(['Knight'], ['Cave Bat']); // Skittish 1 → Flee; Int 1 vs Com 4
    enterHex(kit.s, army, tile, new ScriptedRng([1]));
    expect(kit.s.g[G_DEPTH]).toBe(0);
    expect(kit.s.armyTile[npc]).toBe(-1);
    expect(kit.copyOf('Cave Bat', LOC_CREATURE_DECK)).toBeGreaterThanOrEqual(0);
    expect(kit.copyOf('Cave Bat', LOC_ARMY)).toBe(-1);
  });

  it('§2.13 Let go after a Flee: the creature leaves', () => {
    const { kit, army, npc, tile } = meet(['Woodcutter'], ['White Wolf']);
    enterHex(kit.s, army, tile, new ScriptedRng([2]));
    applyTop(kit.s, encode(EV_LET_GO), new ScriptedRng([]));
    expect(kit.s.armyTile[npc]).toBe(-1);
    expect(kit.members(army)).toEqual(['Woodcutter']);
  });
});
