// Character quests (RB "Character Quests"; spec §1.1, §4.2, §4.4 starter quests, ASSUMPTION G57).
import { describe, expect, it } from 'vitest';
import { LOC_ARMY, LOC_NATION_DECK, PL_VP, PL_VP_QUEST, PL_WORDS } from '../src/state.js';
import {
  QT_DISCOVER,
  QT_ENEMY_CHARACTER_KILLED,
  QT_MONSTER_DIED,
  QT_ROMANTIC_BOND,
  keepHeld,
  questArmyEvent,
  questEvent,
  questRecount,
} from '../src/world/quests.js';
import { makeKit, type Kit } from './world-kit.js';

const vp = (k: Kit, seat: number) => k.s.pl[seat * PL_WORDS + PL_VP]!;
const questVp = (k: Kit, seat: number) => k.s.pl[seat * PL_WORDS + PL_VP_QUEST]!;

/** A kit with seat 0's army (flag 0) on a Plains tile holding the named cards; returns the kit, the army and the copies. */
function withArmy(...cards: string[]): { k: Kit; a: number; c: number[] } {
  const k = makeKit({ nations: ['human', 'elves', 'borean'] });
  const t = k.tile('0,0', 'Plains');
  const a = k.army(0, 0, t);
  const c = cards.map((n) => k.addCard(a, n));
  return { k, a, c };
}

/** Puts `n` settlements of `kind` for `seat` on fresh tiles along row `row`. */
function settlements(k: Kit, seat: number, n: number, kind: 'village' | 'kingdom', row: number): number[] {
  const ts: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = k.tile(`${2 * i},${row}`, 'Plains');
    k.settle(seat, t, kind);
    ts.push(t);
  }
  return ts;
}

describe('§4.4 Relationship quests (once)', () => {
  for (const name of ["Farmer's Daughter", 'Queen']) {
    it(`${name}: +3 VP the first time she forms a Romantic bond, never again`, () => {
      const { k, c } = withArmy(name);
      expect(questEvent(k.s, 0, QT_ROMANTIC_BOND, c[0]!, 1)).toBe(3);
      expect(questEvent(k.s, 0, QT_ROMANTIC_BOND, c[0]!, 1)).toBe(0);
      expect(vp(k, 0)).toBe(3);
      expect(questVp(k, 0)).toBe(3);
    });
  }
  it('a trigger the card does not wait for pays nothing (a Footman has no quest; the Queen does not care for Discover)', () => {
    const { k, a, c } = withArmy('Footman', 'Queen');
    expect(questEvent(k.s, 0, QT_ROMANTIC_BOND, c[0]!, 1)).toBe(0);
    expect(questArmyEvent(k.s, a, QT_DISCOVER, 1)).toBe(0);
    expect(vp(k, 0)).toBe(0);
  });
});

describe('§4.4 repeat quests stop at their max', () => {
  it('Elf Warden (Malice, repeat max 4): +1 VP per enemy Nation character killed in a battle it fights: 3 then 3 more → 4', () => {
    const { k, c } = withArmy('Elf Warden');
    expect(questEvent(k.s, 0, QT_ENEMY_CHARACTER_KILLED, c[0]!, 3)).toBe(3);
    expect(questEvent(k.s, 0, QT_ENEMY_CHARACTER_KILLED, c[0]!, 3)).toBe(1);
    expect(questEvent(k.s, 0, QT_ENEMY_CHARACTER_KILLED, c[0]!, 1)).toBe(0);
    expect(vp(k, 0)).toBe(4);
  });
  it('the two Elf Wardens keep their own count (quest progress is per copy)', () => {
    const { k, c } = withArmy('Elf Warden', 'Elf Warden');
    questEvent(k.s, 0, QT_ENEMY_CHARACTER_KILLED, c[0]!, 4);
    expect(questEvent(k.s, 0, QT_ENEMY_CHARACTER_KILLED, c[1]!, 2)).toBe(2);
    expect(vp(k, 0)).toBe(6);
  });
  it("Jarl (Exploration, repeat max 5): +1 VP each time Jarl's army Discovers a tile; the 6th pays nothing", () => {
    const { k, a } = withArmy('Jarl', 'Whaler');
    for (let i = 0; i < 5; i++) expect(questArmyEvent(k.s, a, QT_DISCOVER, 1)).toBe(1);
    expect(questArmyEvent(k.s, a, QT_DISCOVER, 1)).toBe(0);
    expect(vp(k, 0)).toBe(5);
  });
  it('Elder Dragon (Malice, repeat max 3): +2 VP each time a Monster dies in a battle it fights: 2 + 2 → 6 VP', () => {
    const { k, c } = withArmy('Elder Dragon');
    expect(questEvent(k.s, 0, QT_MONSTER_DIED, c[0]!, 2)).toBe(4);
    expect(questEvent(k.s, 0, QT_MONSTER_DIED, c[0]!, 2)).toBe(2);
    expect(vp(k, 0)).toBe(6);
  });
  it('NPC armies earn nothing', () => {
    const k = makeKit();
    const t = k.tile('0,0', 'Plains');
    const npc = k.s.npcBase;
    k.s.armyTile[npc] = t;
    k.addCard(npc, 'Jarl');
    expect(questArmyEvent(k.s, npc, QT_DISCOVER, 1)).toBe(0);
  });
});

describe('§4.4 keep quests rise and fall (§1.22: a keep condition that stops holding loses its VP)', () => {
  it('Prince (Empire, keep): +2 VP per Kingdom while in play, max 6; occupation and death take them away', () => {
    const { k, c } = withArmy('Prince');
    questRecount(k.s);
    expect(vp(k, 0)).toBe(0);
    settlements(k, 0, 1, 'village', 2);
    const ks = settlements(k, 0, 2, 'kingdom', 4);
    expect(questRecount(k.s)).toBe(4);
    expect(vp(k, 0)).toBe(4);
    settlements(k, 0, 2, 'kingdom', 6);
    questRecount(k.s);
    expect(vp(k, 0)).toBe(6); // 4 Kingdoms → 8, capped at 6
    expect(keepHeld(k.s, c[0]!)).toBe(6);
    k.s.settleKind[ks[0]!] = 0;
    k.s.settleKind[ks[1]!] = 0;
    k.s.settleOccupier[k.s.map.count - 1] = 5; // one Kingdom of row 6 occupied (§1.20)
    expect(questRecount(k.s)).toBe(-4);
    expect(vp(k, 0)).toBe(2);
    k.s.copyLoc[c[0]!] = LOC_NATION_DECK; // killed, back to the deck
    questRecount(k.s);
    expect(vp(k, 0)).toBe(0);
    expect(questVp(k, 0)).toBe(0);
  });

  it('Prince defecting to another Nation: his VP leave seat 0 and follow his new owner\'s Kingdoms', () => {
    const { k, c } = withArmy('Prince');
    settlements(k, 0, 3, 'kingdom', 2);
    settlements(k, 1, 1, 'kingdom', 4);
    questRecount(k.s);
    expect([vp(k, 0), vp(k, 1)]).toEqual([6, 0]);
    const b = k.army(1, 0, k.tile('0,8', 'Plains'));
    k.s.copyArg[c[0]!] = b;
    expect(k.s.copyLoc[c[0]!]).toBe(LOC_ARMY);
    questRecount(k.s);
    expect([vp(k, 0), vp(k, 1)]).toEqual([0, 2]);
  });

  it('Emperor (Strategy, keep): +2 VP while in play, gone when he leaves play, back when he returns', () => {
    const k = makeKit({ nations: ['talos', 'human', 'elves'] });
    const a = k.army(0, 0, k.tile('0,0', 'Desert'));
    const e = k.addCard(a, 'Emperor');
    questRecount(k.s);
    expect(vp(k, 0)).toBe(2);
    questRecount(k.s);
    expect(vp(k, 0)).toBe(2);
    k.s.copyLoc[e] = LOC_NATION_DECK;
    questRecount(k.s);
    expect(vp(k, 0)).toBe(0);
    k.s.copyLoc[e] = LOC_ARMY;
    questRecount(k.s);
    expect(vp(k, 0)).toBe(2);
  });

  it('Archdruid (Empire, once): +4 VP when the Nation owns ≥ 4 settlements, kept when the count falls, paid only once', () => {
    const k = makeKit({ nations: ['druid', 'human', 'elves'] });
    const a = k.army(0, 0, k.tile('0,0', 'Forest'));
    k.addCard(a, 'Archdruid');
    const ts = settlements(k, 0, 3, 'village', 2);
    questRecount(k.s);
    expect(vp(k, 0)).toBe(0);
    const more = settlements(k, 0, 1, 'kingdom', 4);
    questRecount(k.s);
    expect(vp(k, 0)).toBe(4);
    k.s.settleKind[ts[0]!] = 0;
    questRecount(k.s);
    expect(vp(k, 0)).toBe(4);
    k.s.settleKind[ts[0]!] = 1;
    questRecount(k.s);
    expect(vp(k, 0)).toBe(4);
    expect(more.length).toBe(1);
  });
});
