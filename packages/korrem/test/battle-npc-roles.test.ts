// Roles in NPC battles (spec §2.14, ASSUMPTION G22): `battle.npcRoleRule` = 'arrival' (default: the
// side that came second attacks) or 'legend' (Fig. 7 legend: the NPC is always the Attacker and goes first).
import { ScriptedRng } from '@balance-lab/core';
import { describe, expect, it } from 'vitest';
import { ATTACKER, DEFENDER, sideOfPhase } from '../src/battle/battle-state.js';
import { battleOf } from '../src/encounter/battle-glue.js';
import { enterHex } from '../src/encounter/enter.js';
import { PR_BATTLE } from '../src/prompts.js';
import { Kit, encounterConfig, topPrompt } from './encounter-kit.js';

/** Seat 0's army on "0,0" has just entered "1,0", where the NPC army stands. */
function meet(rule: string, creature: string[], standing: boolean) {
  const kit = new Kit(encounterConfig({ 'battle.npcRoleRule': rule })).tiles('P 0,0; P 1,0');
  const army = kit.army(0, 0, '0,0', ['Farmer', 'Knight']);
  kit.npc(0, '1,0', creature, standing);
  kit.s.armyTile[army] = kit.t('1,0');
  return { kit, army, tile: kit.t('1,0') };
}

describe('G22 §2.14 npcRoleRule', () => {
  it('G22 arrival (default): the army that entered a wild creature\'s hex attacks and takes the Engagement (Winter Wolf, Attack ×1)', () => {
    const { kit, army, tile } = meet('arrival', ['Winter Wolf'], false);
    enterHex(kit.s, army, tile, new ScriptedRng([1])); // Aggressive 1 → Attack
    const b = battleOf(kit.s);
    expect(topPrompt(kit.s)).toBe(PR_BATTLE);
    expect([b.npc[DEFENDER], b.npc[ATTACKER]]).toEqual([1, 0]);
    expect([sideOfPhase(b, 0), sideOfPhase(b, 1)]).toEqual([ATTACKER, DEFENDER]);
  });

  it('G22 legend: the same entry makes the NPC the Attacker; the army defends and sets up first, the NPC takes the Engagement', () => {
    const { kit, army, tile } = meet('legend', ['Winter Wolf'], false);
    enterHex(kit.s, army, tile, new ScriptedRng([1]));
    const b = battleOf(kit.s);
    expect(topPrompt(kit.s)).toBe(PR_BATTLE);
    expect([b.npc[DEFENDER], b.npc[ATTACKER]]).toEqual([0, 1]);
    expect(b.activeSide).toBe(DEFENDER); // the army's setup is the open decision
    expect(sideOfPhase(b, 0)).toBe(ATTACKER);
  });

  it('G22 legend with Attack ×2 (Winter Wolf rolls 5): the NPC attacker takes the first two Attack Phases', () => {
    const { kit, army, tile } = meet('legend', ['Winter Wolf'], false);
    enterHex(kit.s, army, tile, new ScriptedRng([5]));
    const b = battleOf(kit.s);
    expect(b.npc[ATTACKER]).toBe(1);
    expect([sideOfPhase(b, 0), sideOfPhase(b, 1), sideOfPhase(b, 2)]).toEqual([ATTACKER, ATTACKER, DEFENDER]);
  });

  it('G22 a standing NPC army: defends under arrival, attacks under legend (no engagement roll either way)', () => {
    for (const [rule, npcSide] of [['arrival', DEFENDER], ['legend', ATTACKER]] as const) {
      const { kit, army, tile } = meet(rule, ['Lich King', 'Teddy'], true);
      enterHex(kit.s, army, tile, new ScriptedRng([]));
      const b = battleOf(kit.s);
      expect(b.npc[npcSide], rule).toBe(1);
      expect(b.npc[1 - npcSide], rule).toBe(0);
      expect(sideOfPhase(b, 0), rule).toBe(ATTACKER);
    }
  });
});
