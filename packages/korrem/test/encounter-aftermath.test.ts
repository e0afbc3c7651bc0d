import { Rng, ScriptedRng } from '@balance-lab/core';
import { describe, expect, it } from 'vitest';
import { ATTACKER, DEFENDER, END_ANNIHILATION, END_CAP_RETREAT, END_RETREAT, MAX_PIECES, PAIR_ROMANTIC, PK_CHAR, PK_WALL } from '../src/battle/battle-state.js';
import { killPiece } from '../src/battle/damage.js';
import { finishBattle, retreat } from '../src/battle/end.js';
import { battleOf, battleStepped } from '../src/encounter/battle-glue.js';
import { enterHex } from '../src/encounter/enter.js';
import { GO, GR, WD } from '../src/lands.js';
import { PR_BATTLE, PR_RETREAT_PATH } from '../src/prompts.js';
import {
  G_BATTLE, G_DEPTH, G_HEARTS_USED, LOC_ARMY, LOC_CREATURE_DECK, LOC_NATION_DECK, PL_VP, PL_VP_MONSTER, PL_VP_QUEST, PL_WALLS_LEFT, PL_WORDS, topFrame,
} from '../src/state.js';
import { Kit, copyPlacesConsistent, encounterConfig, legalOf, topPrompt, applyTop } from './encounter-kit.js';

function piece(kit: Kit, name: string): number {
  const b = battleOf(kit.s);
  for (let p = 0; p < b.pieceCount; p++) if (b.kind[p] === PK_CHAR && b.alive[p] === 1 && kit.c.cards.name[b.card[p]!] === name) return p;
  throw new Error(`no living ${name} in the battle`);
}
function kill(kit: Kit, ...names: string[]): void {
  for (const n of names) killPiece(battleOf(kit.s), kit.c, piece(kit, n));
}
function conclude(kit: Kit, rng = new Rng('conclude')): void {
  battleStepped(kit.s, topFrame(kit.s), rng);
}

describe('encounter: battle aftermath (§2.10, §2.11)', () => {
  it('§2.11 the dead go to their origins, the winner takes the cargo; an emptied army frees its flag; G57 Malice counts the kills', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0');
    const human = kit.army(0, 0, '0,0', ['Knight', 'Footman'], { [GR]: 3 });
    const elves = kit.army(1, 0, '1,0', ['Elf Warden', 'Goblin Laborer'], { [WD]: 4 });
    kit.s.armyTile[elves] = kit.t('0,0'); // the Elves attack the Humans
    enterHex(kit.s, elves, kit.t('0,0'), new Rng('a'));
    kill(kit, 'Knight', 'Footman', 'Goblin Laborer');
    finishBattle(battleOf(kit.s), kit.c, ATTACKER, END_ANNIHILATION);
    conclude(kit);
    expect(kit.s.g[G_DEPTH]).toBe(0);
    expect(kit.s.g[G_BATTLE]).toBe(0);
    const bottom = (seat: number, i: number) => kit.c.cards.name[kit.s.copyCard[kit.s.nationDeck[seat * kit.s.shape.copies + i]!]!];
    expect([bottom(0, 0), bottom(0, 1)].sort()).toEqual(['Footman', 'Knight']);
    expect(bottom(1, 0)).toBe('Goblin Laborer');
    expect(kit.copyOf('Knight', LOC_NATION_DECK, 0)).toBeGreaterThanOrEqual(0);
    expect(kit.members(elves)).toEqual(['Elf Warden']);
    expect(kit.s.armyCargo[elves * 7 + WD]).toBe(4);
    expect(kit.s.armyCargo[elves * 7 + GR]).toBe(3);
    expect(kit.s.armyTile[human]).toBe(-1);
    expect(kit.s.armyCargo[human * 7 + GR]).toBe(0);
    expect(kit.s.pl[1 * PL_WORDS + PL_VP_QUEST]).toBe(2); // Elf Warden: +1 per enemy character killed
    expect(copyPlacesConsistent(kit.s)).toBeNull();
  });

  it('§2.11, G32 Monster VP and Gold to the side it fought against; the dead creature goes to the bottom of the Creature deck', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0');
    const army = kit.army(0, 0, '0,0', ['Knight', 'Farmer']);
    const npc = kit.npc(0, '1,0', ['Griffin'], true);
    kit.s.armyTile[army] = kit.t('1,0');
    enterHex(kit.s, army, kit.t('1,0'), new Rng('b'));
    kill(kit, 'Griffin');
    finishBattle(battleOf(kit.s), kit.c, ATTACKER, END_ANNIHILATION);
    conclude(kit);
    const griffin = kit.card('Griffin');
    expect(kit.s.pl[PL_VP_MONSTER]).toBe(kit.c.cards.vp[griffin]);
    expect(kit.s.pl[PL_VP]).toBe(kit.c.cards.vp[griffin]);
    expect(kit.s.armyCargo[army * 7 + GO]).toBe(kit.c.cards.goldReward[griffin]);
    expect(kit.bottomCreature()).toBe('Griffin');
    expect(kit.copyOf('Griffin', LOC_CREATURE_DECK)).toBeGreaterThanOrEqual(0);
    expect(kit.s.armyTile[npc]).toBe(-1);
    expect(kit.s.npcStanding[npc]).toBe(0);
  });

  it('CF-18 §1.20 wiring: an attacker that wins on an enemy Village occupies it; destroyed Walls go back to supply', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0');
    const army = kit.army(0, 0, '0,0', ['Knight']);
    kit.army(1, 0, '1,0', ['Goblin Laborer']);
    const t = kit.settlement(1, '1,0', false, 2, 0);
    const wallsLeft = kit.s.pl[1 * PL_WORDS + PL_WALLS_LEFT]!;
    kit.s.armyTile[army] = t;
    enterHex(kit.s, army, t, new Rng('c'));
    const b = battleOf(kit.s);
    kill(kit, 'Goblin Laborer');
    for (let p = 0; p < b.pieceCount; p++) if (b.kind[p] === PK_WALL) killPiece(b, kit.c, p);
    finishBattle(b, kit.c, ATTACKER, END_ANNIHILATION);
    conclude(kit);
    expect(kit.s.settleOccupier[t]).toBe(army);
    expect(kit.s.settleWalls[t]).toBe(0);
    expect(kit.s.pl[1 * PL_WORDS + PL_WALLS_LEFT]).toBe(wallsLeft + 2);
  });

  it('§2.11 a defender that holds its settlement keeps it unoccupied; surviving Walls stay', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0');
    const army = kit.army(0, 0, '0,0', ['Farmer']);
    kit.army(1, 0, '1,0', ['Elf Warden']);
    const t = kit.settlement(1, '1,0', false, 2, 0);
    kit.s.armyTile[army] = t;
    enterHex(kit.s, army, t, new Rng('d'));
    kill(kit, 'Farmer');
    finishBattle(battleOf(kit.s), kit.c, DEFENDER, END_ANNIHILATION);
    conclude(kit);
    expect(kit.s.settleOccupier[t]).toBe(-1);
    expect(kit.s.settleWalls[t]).toBe(2);
    expect(kit.s.armyTile[army]).toBe(-1);
  });

  it('CF-41 §1.18 §2.17 a Sinister army that survives is healed and stays as a standing NPC army; the attacker retreats 1..R hexes', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0; P 2,0; P 3,0; P -1,0');
    const army = kit.army(0, 0, '0,0', ['Farmer', 'Knight'], { [GR]: 2 });
    const npc = kit.npc(0, '1,0', ['Lich King']);
    kit.creatureTop(['Teddy', 'Winter Wolf', 'Seuthsayer']);
    kit.s.armyTile[army] = kit.t('1,0');
    enterHex(kit.s, army, kit.t('1,0'), new ScriptedRng([3]));
    expect(topPrompt(kit.s)).toBe(PR_BATTLE);
    kill(kit, 'Teddy');
    retreat(battleOf(kit.s), kit.c, ATTACKER, 2, END_RETREAT);
    conclude(kit);
    expect(kit.members(npc)).toEqual(['Lich King', 'Seuthsayer', 'Winter Wolf']);
    expect(kit.s.npcStanding[npc]).toBe(1);
    expect(kit.s.armyTile[npc]).toBe(kit.t('1,0'));
    expect(kit.bottomCreature()).toBe('Teddy');
    expect(kit.s.armyCargo[npc * 7 + GR]).toBe(2); // G76: the NPC keeps its loot
    // §2.10, G39: the retreat path, from the battle hex, never onto the NPC's hex
    expect(topPrompt(kit.s)).toBe(PR_RETREAT_PATH);
    const first = legalOf(kit.s);
    expect(first.length).toBe(2); // 0,0 and 2,0; no Stop before the first hex
    const to2 = first.find((a) => a >>> 15 === kit.t('2,0'))!;
    applyTop(kit.s, to2, new Rng('r'));
    const second = legalOf(kit.s);
    expect(second.length).toBe(2); // Stop, or on to 3,0 (1,0 holds the NPC army)
    applyTop(kit.s, second.find((a) => a >>> 15 === kit.t('3,0'))!, new Rng('r'));
    expect(kit.s.g[G_DEPTH]).toBe(0); // R = 2 hexes used up
    expect(kit.s.armyTile[army]).toBe(kit.t('3,0'));
    expect(copyPlacesConsistent(kit.s)).toBeNull();
  });

  it('G29 §1.18 a lone creature that survives stays under its flag, not standing: it rolls again next time', () => {
    const kit = new Kit(encounterConfig()).tiles('T 0,0; T 1,0; T -1,0');
    const army = kit.army(0, 0, '0,0', ['Farmer']);
    const npc = kit.npc(0, '1,0', ['Winter Wolf']);
    kit.s.armyTile[army] = kit.t('1,0');
    enterHex(kit.s, army, kit.t('1,0'), new ScriptedRng([1]));
    retreat(battleOf(kit.s), kit.c, ATTACKER, 1, END_RETREAT);
    conclude(kit);
    expect(kit.s.npcStanding[npc]).toBe(0);
    expect(kit.s.armyTile[npc]).toBe(kit.t('1,0'));
    expect(kit.members(npc)).toEqual(['Winter Wolf']);
    expect(legalOf(kit.s).length).toBe(1); // only 0,0; the one hex of R = 1
  });

  it('G40 a forced retreat with no legal first step destroys the army: its cards go home, its cargo to the winner', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0');
    const army = kit.army(0, 0, '0,0', ['Farmer'], { [GR]: 5 });
    const elves = kit.army(1, 0, '1,0', ['Elf Warden']);
    kit.s.armyTile[army] = kit.t('1,0');
    kit.npc(0, '0,0', ['Wild Horse']); // the only other hex holds an NPC
    enterHex(kit.s, army, kit.t('1,0'), new Rng('g'));
    retreat(battleOf(kit.s), kit.c, ATTACKER, 4, END_CAP_RETREAT);
    conclude(kit);
    expect(kit.s.g[G_DEPTH]).toBe(0);
    expect(kit.s.armyTile[army]).toBe(-1);
    expect(kit.copyOf('Farmer', LOC_NATION_DECK, 0)).toBeGreaterThanOrEqual(0);
    expect(kit.s.armyCargo[elves * 7 + GR]).toBe(5);
  });

  it('§2.9 §2.11 a Romantic partner of the loser joins the winner; the bond persists and pays the Relationship quests', () => {
    const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0');
    const human = kit.army(0, 0, '0,0', ["Farmer's Daughter", 'Knight']);
    const elves = kit.army(1, 0, '1,0', ['Queen', 'Goblin Laborer']);
    kit.s.armyTile[human] = kit.t('1,0');
    enterHex(kit.s, human, kit.t('1,0'), new Rng('h'));
    const b = battleOf(kit.s);
    const d = piece(kit, "Farmer's Daughter");
    const q = piece(kit, 'Queen');
    b.pair[d * MAX_PIECES + q] = PAIR_ROMANTIC;
    b.pair[q * MAX_PIECES + d] = PAIR_ROMANTIC;
    kill(kit, 'Goblin Laborer');
    finishBattle(b, kit.c, ATTACKER, END_ANNIHILATION);
    conclude(kit);
    expect(kit.members(human)).toEqual(["Farmer's Daughter", 'Knight', 'Queen']);
    expect(kit.s.armyTile[elves]).toBe(-1);
    const daughter = kit.copyOf("Farmer's Daughter", LOC_ARMY, human);
    const queen = kit.copyOf('Queen', LOC_ARMY, human);
    expect(kit.s.copyRomance[daughter]).toBe(queen);
    expect(kit.s.copyRomance[queen]).toBe(daughter);
    expect(kit.s.g[G_HEARTS_USED]).toBe(1);
    expect(kit.s.pl[0 * PL_WORDS + PL_VP_QUEST]).toBe(6); // both once-quests pay, to the seat they now serve
  });

  it('§2.6–§2.11 a whole battle played by random legal decisions ends, and every card is in exactly one place afterwards', () => {
    for (const seed of ['p1', 'p2', 'p3']) {
      const kit = new Kit(encounterConfig()).tiles('P 0,0; P 1,0; P 2,0; P -1,0');
      const army = kit.army(0, 0, '0,0', ['Knight', 'Footman', 'Farmer']);
      kit.army(1, 0, '1,0', ['Elf Warden', 'Goblin Laborer']);
      kit.settlement(1, '1,0', false, 1, 0);
      kit.s.armyTile[army] = kit.t('1,0');
      const rng = new Rng(seed);
      enterHex(kit.s, army, kit.t('1,0'), rng);
      let k = 0;
      while (kit.s.g[G_DEPTH]! > 0 && k < 5000) {
        const legal = legalOf(kit.s);
        applyTop(kit.s, legal[rng.int(legal.length)]!, rng);
        k++;
      }
      expect(k).toBeGreaterThan(2);
      expect(kit.s.g[G_DEPTH]).toBe(0);
      expect(kit.s.g[G_BATTLE]).toBe(0);
      expect(copyPlacesConsistent(kit.s)).toBeNull();
    }
  });
});
