import { Rng } from '@balance-lab/core';
import { describe, expect, it } from 'vitest';
import { argB, encode, kindOf } from '../src/actions.js';
import { ATTACKER, DEFENDER } from '../src/battle/battle-state.js';
import { battleOf } from '../src/encounter/battle-glue.js';
import { enterHex } from '../src/encounter/enter.js';
import { RV_STEP, RV_STOP, hasRetreatStep, retreatSteps, startRetreat } from '../src/encounter/retreat.js';
import { PR_RETREAT_PATH } from '../src/prompts.js';
import { G_DEPTH } from '../src/state.js';
import { Kit, applyTop, describeTop, encounterConfig, legalOf, topPrompt } from './encounter-kit.js';

const OUT = new Int32Array(16);
const names = (kit: Kit, codes: number[]): string[] => codes.map((a) => kit.s.map.tileName(argB(a))).sort();

describe('encounter: the retreat path (§2.10, G39, G40)', () => {
  it('G39 only enterable hexes with no army, no NPC and no enemy settlement; an own settlement and a Mountain (counting 1) are fine', () => {
    // 0,0 is the battle hex; around it: 1,0 enemy army, 1,-1 NPC, 0,-1 enemy Village, -1,0 Ocean, -1,1 own Village, 0,1 Mountain
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0; P 1,-1; P 0,-1; O -1,0; P -1,1; M 0,1');
    const army = kit.army(0, 0, '0,0', ['Farmer']);
    kit.army(1, 0, '1,0', ['Goblin Laborer']);
    kit.npc(0, '1,-1', ['Wild Horse']);
    kit.settlement(1, '0,-1');
    kit.settlement(0, '-1,1');
    const n = retreatSteps(kit.s, army, OUT, 0);
    expect(names(kit, Array.from(OUT.subarray(0, n)))).toEqual(['-1,1', '0,1']);
    expect(hasRetreatStep(kit.s, army)).toBe(true);
  });

  it('§2.10 a Seafaring member lets the retreat cross Ocean', () => {
    const kit = new Kit(encounterConfig({}), ['borean', 'elves']).tiles('P 0,0; O 1,0');
    const army = kit.army(0, 0, '0,0', ['Whaler']);
    expect(names(kit, Array.from(OUT.subarray(0, retreatSteps(kit.s, army, OUT, 0))))).toEqual(['1,0']);
  });

  it('§2.10 retreat is not offered when the army has no legal first step', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0');
    const army = kit.army(0, 0, '0,0', ['Knight']);
    kit.army(1, 0, '1,0', ['Goblin Laborer']);
    kit.s.armyTile[army] = kit.t('1,0'); // the only other hex is 0,0, now empty: a step exists
    enterHex(kit.s, army, kit.t('1,0'), new Rng('s'));
    expect(battleOf(kit.s).canRetreat[ATTACKER]).toBe(1);
    expect(battleOf(kit.s).canRetreat[DEFENDER]).toBe(1);

    const boxed = new Kit(encounterConfig()).tiles('P 0,0; P 1,0; P 2,0');
    const a2 = boxed.army(0, 0, '0,0', ['Knight']);
    boxed.army(1, 0, '1,0', ['Goblin Laborer']);
    boxed.npc(0, '2,0', ['Wild Horse']);
    boxed.npc(1, '0,0', ['Plains Boar']);
    boxed.s.armyTile[a2] = boxed.t('1,0'); // (test position: the attacker stands on 1,0; its neighbours hold NPCs)
    enterHex(boxed.s, a2, boxed.t('1,0'), new Rng('t'));
    expect(battleOf(boxed.s).canRetreat[ATTACKER]).toBe(0);
    expect(battleOf(boxed.s).canRetreat[DEFENDER]).toBe(0);
  });

  it('§2.10 G39 the path: 1..R hexes, Stop offered only after the first, closes itself after R', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0; P 2,0; P 3,0');
    const army = kit.army(0, 0, '0,0', ['Farmer']);
    startRetreat(kit.s, army, 3);
    expect(topPrompt(kit.s)).toBe(PR_RETREAT_PATH);
    expect(legalOf(kit.s).map(kindOf)).toEqual([RV_STEP]);
    applyTop(kit.s, encode(RV_STEP, 0, kit.t('1,0')), new Rng('p'));
    expect(legalOf(kit.s)).toContain(encode(RV_STOP));
    expect(describeTop(kit.s, encode(RV_STOP))).toContain('1 hex');
    applyTop(kit.s, encode(RV_STEP, 0, kit.t('2,0')), new Rng('p'));
    applyTop(kit.s, encode(RV_STOP), new Rng('p'));
    expect(kit.s.g[G_DEPTH]).toBe(0);
    expect(kit.s.armyTile[army]).toBe(kit.t('2,0'));
  });

  it('§2.10 the path ends by itself at a dead end', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0');
    const army = kit.army(0, 0, '0,0', ['Farmer']);
    startRetreat(kit.s, army, 5);
    applyTop(kit.s, encode(RV_STEP, 0, kit.t('1,0')), new Rng('q'));
    // from 1,0 the only neighbour is 0,0 (legal again): the retreat may go back, so it is still open
    expect(kit.s.g[G_DEPTH]).toBe(1);
    kit.npc(0, '0,0', ['Wild Horse']);
    expect(legalOf(kit.s).map(kindOf)).toEqual([RV_STOP]);
  });
});
