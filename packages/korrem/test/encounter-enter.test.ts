import { Rng, ScriptedRng } from '@balance-lab/core';
import { describe, expect, it } from 'vitest';
import { ATTACKER, DEFENDER, PK_TOWER, PK_WALL } from '../src/battle/battle-state.js';
import { syncTownHall } from '../src/command/town-hall.js';
import { F_DEF, battleOf } from '../src/encounter/battle-glue.js';
import { ENC_ADDONS, ENC_ARMY, ENC_CALL_TO_ARMS, ENC_STANDING, ENC_WILD, encounterKind, enterHex } from '../src/encounter/enter.js';
import { PR_BATTLE, PR_ENGAGEMENT, frameSeat } from '../src/prompts.js';
import { G_BATTLE, G_DEPTH, LOC_ARMY, LOC_BATTLE, LOC_HAND, topFrame } from '../src/state.js';
import { Kit, encounterConfig, topPrompt } from './encounter-kit.js';

function sidesOf(kit: Kit): { def: string[]; att: string[]; walls: number; towers: number } {
  const b = battleOf(kit.s);
  const def: string[] = [];
  const att: string[] = [];
  let walls = 0;
  let towers = 0;
  for (let p = 0; p < b.pieceCount; p++) {
    if (b.kind[p] === PK_WALL) walls++;
    else if (b.kind[p] === PK_TOWER) towers++;
    else (b.side[p] === DEFENDER ? def : att).push(kit.c.cards.name[b.card[p]!]!);
  }
  return { def, att, walls, towers };
}

describe('encounter: entering an occupied hex (§1.10)', () => {
  it('§1.10/§2.1 an enemy army: a battle in which the mover attacks and the army there defends', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0');
    const a = kit.army(0, 0, '0,0', ['Farmer', 'Footman']);
    kit.army(1, 0, '1,0', ['Goblin Laborer']);
    kit.s.armyTile[a] = kit.t('1,0'); // move.ts puts the mover on the hex, then calls the hook
    expect(encounterKind(kit.s, a, kit.t('1,0'))).toBe(ENC_ARMY);
    enterHex(kit.s, a, kit.t('1,0'), new Rng('enter-army'));
    expect(topPrompt(kit.s)).toBe(PR_BATTLE);
    expect(kit.s.g[G_BATTLE]).toBe(1);
    const sides = sidesOf(kit);
    expect(sides.att.sort()).toEqual(['Farmer', 'Footman']);
    expect(sides.def).toEqual(['Goblin Laborer']);
    expect(kit.copyOf('Footman', LOC_BATTLE, a)).toBeGreaterThanOrEqual(0);
  });

  it('§2.1 defender composition: an army on its own Kingdom fights with its 2 Walls and 1 Tower', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0');
    const a = kit.army(0, 0, '0,0', ['Farmer']);
    kit.army(1, 0, '1,0', ['Goblin Laborer']);
    kit.settlement(1, '1,0', true, 2, 1);
    kit.s.armyTile[a] = kit.t('1,0');
    enterHex(kit.s, a, kit.t('1,0'), new Rng('enter-kingdom'));
    const sides = sidesOf(kit);
    expect(sides.def).toEqual(['Goblin Laborer']);
    expect([sides.walls, sides.towers]).toEqual([2, 1]);
  });

  it('§2.1 an enemy settlement with Walls and no army: the battle is against its Walls alone', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0');
    const a = kit.army(0, 0, '0,0', ['Footman']);
    kit.settlement(1, '1,0', false, 3, 0);
    kit.s.armyTile[a] = kit.t('1,0');
    expect(encounterKind(kit.s, a, kit.t('1,0'))).toBe(ENC_ADDONS);
    enterHex(kit.s, a, kit.t('1,0'), new ScriptedRng([]));
    const sides = sidesOf(kit);
    expect(sides.def).toEqual([]);
    expect(sides.walls).toBe(3);
    expect(frameSeat(kit.s, topFrame(kit.s))).toBe(1); // the Walls' owner decides the defender's setup
  });

  it('§2.12, §3.1 Landmark Walls: an army defending Silver Castle gets its 8 Walls; Crystal Cove deals no damage', () => {
    const kit = new Kit(encounterConfig()).tiles('M 0,0; L:Silver Castle 1,0; L:Crystal Cove 0,1');
    const a = kit.army(0, 0, '0,0', ['Footman']);
    kit.army(1, 0, '1,0', ['Goblin Laborer']);
    kit.s.armyTile[a] = kit.t('1,0');
    enterHex(kit.s, a, kit.t('1,0'), new Rng('silver'));
    expect(sidesOf(kit).walls).toBe(kit.c.landmarks.amount[kit.c.landmarkByName('Silver Castle')]);
    expect(battleOf(kit.s).noDamage).toBe(0);

    const k2 = new Kit(encounterConfig()).tiles('F 0,0; L:Crystal Cove 1,0');
    const a2 = k2.army(0, 0, '0,0', ['Footman']);
    k2.army(1, 0, '1,0', ['Goblin Laborer']);
    k2.s.armyTile[a2] = k2.t('1,0');
    enterHex(k2.s, a2, k2.t('1,0'), new Rng('cove'));
    expect(battleOf(k2.s).noDamage).toBe(1);
    expect(sidesOf(k2).walls).toBe(0);
  });

  it('§1.10/§2.13 a wild creature: the engagement D8 is rolled', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0');
    const a = kit.army(0, 0, '0,0', ['Farmer']);
    kit.npc(0, '1,0', ['Nomad Trader']); // Conniving: roll 1 → Ignore
    kit.s.armyTile[a] = kit.t('1,0');
    expect(encounterKind(kit.s, a, kit.t('1,0'))).toBe(ENC_WILD);
    const rng = new ScriptedRng([1]);
    enterHex(kit.s, a, kit.t('1,0'), rng);
    expect(rng.remaining()).toBe(0);
    expect(topPrompt(kit.s)).toBe(PR_ENGAGEMENT);
  });

  it('§1.18/§2.17 a standing NPC army: a battle with no engagement roll, the NPC army defending', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0');
    const a = kit.army(0, 0, '0,0', ['Farmer', 'Knight']);
    kit.npc(0, '1,0', ['Lich King', 'Teddy'], true);
    kit.s.armyTile[a] = kit.t('1,0');
    expect(encounterKind(kit.s, a, kit.t('1,0'))).toBe(ENC_STANDING);
    enterHex(kit.s, a, kit.t('1,0'), new ScriptedRng([])); // any die roll would throw
    expect(topPrompt(kit.s)).toBe(PR_BATTLE);
    const sides = sidesOf(kit);
    expect(sides.def.sort()).toEqual(['Lich King', 'Teddy']);
    expect(sides.att.sort()).toEqual(['Farmer', 'Knight']);
    expect(battleOf(kit.s).npc[DEFENDER]).toBe(1);
    expect(battleOf(kit.s).npc[ATTACKER]).toBe(0);
  });

  it('CF-19 §1.21 Call to Arms wiring: a Defenseless Village raises D8 = 3 characters (slot first, then the deck top) to defend', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0');
    const a = kit.army(0, 0, '0,0', ['Knight']);
    kit.settlement(1, '1,0');
    syncTownHall(kit.s, 1); // one pile, filled from the deck top
    kit.s.armyTile[a] = kit.t('1,0');
    expect(encounterKind(kit.s, a, kit.t('1,0'))).toBe(ENC_CALL_TO_ARMS);
    enterHex(kit.s, a, kit.t('1,0'), new ScriptedRng([3]));
    expect(topPrompt(kit.s)).toBe(PR_BATTLE);
    const defender = kit.s.frames[topFrame(kit.s) + F_DEF]!;
    expect(defender).toBeGreaterThanOrEqual(0);
    expect(Math.floor(defender / kit.s.shape.flagsPerNation)).toBe(1);
    // Three characters rose (Summons met on the way would have gone to the hand, not counted).
    const sides = sidesOf(kit);
    const inHand = kit.s.handLen[1]!;
    expect(sides.def.length).toBe(3);
    for (let i = 0; i < inHand; i++) expect(kit.s.copyLoc[kit.s.hand[kit.s.shape.handCap + i]!]).toBe(LOC_HAND);
  });

  it('CF-18 §1.20/§1.21 no free flag to call to arms: the attacker wins at once and occupies the settlement', () => {
    const kit = new Kit(encounterConfig({ 'game.armyFlagsPerNation': 1 })).tiles('P 0,0; P 1,0; P 2,0');
    const a = kit.army(0, 0, '0,0', ['Knight']);
    kit.army(1, 0, '2,0', ['Goblin Laborer']); // seat 1's only flag is in use
    const t = kit.settlement(1, '1,0');
    syncTownHall(kit.s, 1);
    kit.s.armyTile[a] = t;
    enterHex(kit.s, a, t, new ScriptedRng([5]));
    expect(kit.s.g[G_DEPTH]).toBe(0);
    expect(kit.s.settleOccupier[t]).toBe(a);
  });

  it('§1.20, G64 the occupied Nation recruits onto its occupied Kingdom: a battle against the occupier, its Add-ons inert', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0');
    const t = kit.settlement(1, '1,0', true, 2, 1);
    const occupier = kit.army(0, 0, '1,0', ['Knight']);
    kit.s.settleOccupier[t] = occupier;
    const recruit = kit.army(1, 1, '1,0', ['Elf Warden']);
    enterHex(kit.s, recruit, t, new Rng('reclaim'));
    const sides = sidesOf(kit);
    expect(sides.def).toEqual(['Knight']);
    expect(sides.att).toEqual(['Elf Warden']);
    expect(sides.walls + sides.towers).toBe(0);
    expect(kit.copyOf('Knight', LOC_ARMY)).toBe(-1);
  });

  it('G40 G26 the game\'s battle.* parameters reach the battle engine (turn cap, NPC step limit, grid)', () => {
    const kit = new Kit(encounterConfig({ 'battle.turnCap': 12, 'battle.npcMoveLimit': 0, 'battle.gridW': 11 })).tiles('P 0,0; P 1,0');
    const a = kit.army(0, 0, '0,0', ['Farmer']);
    kit.army(1, 0, '1,0', ['Goblin Laborer']);
    kit.s.armyTile[a] = kit.t('1,0');
    enterHex(kit.s, a, kit.t('1,0'), new Rng('params'));
    const b = battleOf(kit.s);
    expect([b.battleTurnCap, b.npcMoveLimit, b.gridW]).toEqual([12, 0, 11]);
  });
});
