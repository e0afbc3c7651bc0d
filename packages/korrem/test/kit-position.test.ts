// The public testing kit (`@balance-lab/korrem/testing`): a position built in rulebook words, a Command
// Phase opened through the real round hooks, actions found by their description and applied through
// `korrem.apply`, and the §6.7 invariants.
import { describe, expect, it } from 'vitest';
import { weatherActions } from '../src/weather.js';
import { KorremPosition, LoadedDice, Rng, S, noDice, nationOf, resourceOf } from '../src/testing/index.js';

const MAP = { '0,0': 'Plains', '1,0': 'Forest', '-1,0': 'Plains', '0,1': 'Mountain', '2,0': 'Farfield Village', '3,0': 'Plains' } as const;

function position(): KorremPosition {
  return new KorremPosition(['human', 'elves'])
    .tiles(MAP)
    .village('0,0', 'human')
    .army('human', '0,0', ['Farmer', 'Footman'], { cargo: { Wd: 3 } })
    .bank('human', { Gr: 2, Or: 1 })
    .npc('-1,0', ['White Wolf'])
    .army('elves', '3,0', ['Elf Archer']);
}

describe('KorremPosition: building in rulebook words', () => {
  it('tiles by land or Landmark name come out of the bag; armies, NPCs, settlements and banks read back', () => {
    const p = position();
    expect(p.s.bag.length).toBe(p.content.tiles.count - 6);
    expect(p.tileAt('2,0')).toBe('Farfield Village');
    expect(p.tileAt('0,1')).toBe('Mountain');
    expect(p.tileAt('5,5')).toBeNull();
    expect(p.armyAt('0,0')).toEqual({ nation: 'human', cards: ['Farmer', 'Footman'], cargo: { Wd: 3 } });
    expect(p.armyAt('-1,0')).toEqual({ nation: 'npc', cards: ['White Wolf'], cargo: {} });
    expect(p.armyAt('1,0')).toBeNull();
    expect(p.settlementAt('0,0')).toEqual({ nation: 'human', kind: 'Village', walls: 0, towers: 0, occupiedBy: null });
    expect(p.settlementAt('1,0')).toBeNull();
    expect(p.bankOf('human', 'Gr')).toBe(2);
    expect(p.bankOf('human', 'Wd')).toBe(0);
    expect(p.vpOf('elves')).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('settlements, Walls and Towers come out of the supply (§1.3); a Kingdom gives 2 Town Hall piles (§1.15)', () => {
    const p = new KorremPosition(['Human', 'Druid']).tiles({ '0,0': 'Plains', '1,0': 'Forest', '2,0': 'Plains' }).kingdom('0,0', 'druid').walls('0,0', 2).towers('0,0', 1);
    const seat = p.seat('druid');
    expect(p.s.pl[seat * S.PL_WORDS + S.PL_KINGDOMS_LEFT]).toBe(p.content.nations.kingdoms[nationOf('druid')]! - 1);
    expect(p.s.pl[seat * S.PL_WORDS + S.PL_WALLS_LEFT]).toBe(p.content.nations.walls[nationOf('druid')]! - 2);
    expect(p.s.pl[seat * S.PL_WORDS + S.PL_SLOTS]).toBe(2);
    expect(p.settlementAt('0,0')).toMatchObject({ nation: 'druid', kind: 'Kingdom', walls: 2, towers: 1 });
    p.slot('druid', 'Archdruid').slot('druid', 'Spellcaster');
    expect(() => p.slot('druid', 'Apprentice')).toThrow(/no empty Town Hall slot/);
    expect(p.invariants()).toEqual([]);
  });

  it('cards come out of the right deck; a World card goes to the hand; unknown names throw listing what is accepted', () => {
    const p = position().hand('human', 'Forced March').vp('human', 4);
    expect(p.s.handLen[0]).toBe(1);
    expect(p.vpOf('human')).toBe(4);
    expect(p.invariants()).toEqual([]);
    expect(() => p.army('human', '1,0', ['Prince', 'Prince'])).toThrow(/no Prince left in the Human deck/);
    expect(() => new KorremPosition(['human', 'orcs'])).toThrow(/unknown nation 'orcs'; accepted: human, elves/);
    expect(() => p.tile('4,0', 'Swamp')).toThrow(/unknown land or Landmark 'Swamp'/);
    expect(() => p.bank('human', { Xx: 1 } as never)).toThrow(/unknown resource 'Xx'/);
    expect(() => p.vpOf('talos')).toThrow(/talos is not seated/);
    expect(resourceOf('Go')).toBe(6);
  });
});

describe('KorremPosition: playing through the real decision loop', () => {
  it('commandPhase opens the Command Phase through the round hooks: W Actions of the weather (§1.8), the Town Hall synced (§1.15)', () => {
    const p = position().weather(5).commandPhase('human');
    expect(p.prompt()).toBe('command');
    expect(p.decider()).toBe('human');
    expect(p.s.pl[S.PL_ACTIONS]).toBe(weatherActions(5));
    // Unshuffled deck: its top card (the deck list's last, the Prince) fills the one pile.
    expect(p.s.copyCard[p.s.slot[0]!]).toBe(p.content.cardByName('Prince'));
    expect(p.invariants()).toEqual([]);
  });

  it('options are the rulebook descriptions; find needs exactly one match and lists the options otherwise', () => {
    const p = position().weather(5).commandPhase('human');
    expect(p.options()).toContain('Move Army #1 from Plains 0,0 to Forest 1,0 (1 Action)');
    expect(() => p.find('Move Army #1')).toThrow(/3 legal actions match 'Move Army #1'; the options are:\n {2}End the Command Phase/);
    expect(() => p.find('Build a Castle')).toThrow(/0 legal actions match/);
    expect(p.legal()).toContain(p.find('to Forest 1,0'));
  });

  it('play moves the army (§1.10: Forest costs 1 Action) and the invariants still hold', () => {
    const p = position().weather(5).commandPhase('human');
    p.play('to Forest 1,0', noDice());
    expect(p.armyAt('1,0')).toEqual({ nation: 'human', cards: ['Farmer', 'Footman'], cargo: { Wd: 3 } });
    expect(p.armyAt('0,0')).toBeNull();
    expect(p.s.pl[S.PL_ACTIONS]).toBe(weatherActions(5) - 1);
    expect(p.invariants()).toEqual([]);
  });

  it('ending the last Command Phase of the round runs the round driver: Round 2 starts (§1.7)', () => {
    // observerLast (G15): the first player (seat 0) observes Round 1 and commands last.
    const p = position().weather(5).commandPhase('human');
    p.play('End the Command Phase', new Rng('kit-round-2'));
    expect(p.s.g[S.G_ROUND]).toBe(2);
    expect(p.prompt()).not.toBeNull();
    expect(p.invariants()).toEqual([]);
  });

  it('apply refuses an illegal code; LoadedDice plays its script then the stream; noDice throws on a roll', () => {
    const p = position().weather(5).commandPhase('human');
    expect(() => p.apply(-12345, noDice())).toThrow(/action -12345 is not legal/);
    const d = new LoadedDice('kit', [8, 1]);
    expect([d.die(8), d.die(8)]).toEqual([8, 1]);
    expect(d.die(8)).toBeGreaterThanOrEqual(1);
    expect(() => noDice().die(8)).toThrow(/script/);
  });
});
