// Hester's 13 cards (spec §2.4, rulebook L2775-2801) activated as effects: one scenario per card,
// named with its H-number and rulebook line, on a built position where seat 2 is Hester.
import { describe, expect, it } from 'vitest';
import type { Rng } from '@balance-lab/core';
import { HarrowPosition, S, cardOf, noDice } from '@balance-lab/harrow/testing';
import { BROWN, GREEN, TEAL, YELLOW } from '../src/data/tree.js';
import { effectIndex, startEffect } from '../src/effects.js';
import { HESTER_CARD_EFFECTS } from '../src/factions/hester/cards.js';
import {
  BOX_INFECT, BOX_SUMMON, HB_ACTIONS, HB_BONFIRE_POSS, HB_BONFIRE_SPACE, HB_BOXES, HB_HEAD, HB_INFECTED_AT, HB_ROOTS_LAST,
  HB_ROOTS_LAST_LEN, HB_ROOTS_NOW, HB_ROOTS_NOW_LEN, HB_SNAKES, HB_STAGE, HB_USED, snakesLeft,
} from '../src/factions/hester/board.js';
import { ST_BOTTOM, ST_TOP } from '../src/factions/hester/turn.js';
import { settle } from '../src/turn.js';
import { moveUnits } from '../src/relocate.js';

const { FAC_F, FAC_H, FAC_P, COLOURS } = S;
const HESTER_SEAT = 2;

/**
 * The Protectors (seat 0) and the Family (seat 1) with Hester in seat 2: her board as setup makes
 * it, stage B (Top actions).
 */
function hesterPosition(): HarrowPosition {
  const p = new HarrowPosition('protectors', 'family', { hester: true });
  p.s.hester[HB_STAGE] = ST_TOP;
  return p;
}

const h = (p: HarrowPosition, name: string): number => p.at(name);
/** k Infected Haints of a faction onto a hex (counted inside its Haints, L2214), snakes from her Possessions. */
function infected(p: HarrowPosition, faction: 'protectors' | 'family', hex: string, k = 1): void {
  const f = faction === 'protectors' ? FAC_P : FAC_F;
  p.haints(faction, hex, k);
  p.s.infected[f * p.s.n + h(p, hex)]! += k;
  p.s.hester[HB_SNAKES]! -= k;
}
/** Hester's terrain cubes from the supply onto her Battleground. */
function cubes(p: HarrowPosition, colour: number, k: number): void {
  p.s.poss[FAC_H * COLOURS + colour]! -= k;
  p.s.bg[FAC_H * COLOURS + colour]! += k;
}
/** A Bonfire of 2 tokens on a hex: the rightmost pair from her board's Bonfire spaces (L2163), so the tokens are conserved. */
function bonfire(p: HarrowPosition, hex: string): void {
  for (let i = 2; i >= 0; i--) {
    if (p.s.hester[HB_BONFIRE_SPACE + i] === 0) continue;
    p.s.bonfire[h(p, hex)] = p.s.hester[HB_BONFIRE_SPACE + i]!;
    p.s.hester[HB_BONFIRE_SPACE + i] = 0;
    return;
  }
  throw new RangeError('no Bonfire pair left');
}
const bgH = (p: HarrowPosition, colour: number): number => p.s.bg[FAC_H * COLOURS + colour]!;
const supply = (p: HarrowPosition, colour: number): number => p.s.poss[FAC_H * COLOURS + colour]!;
/** This turn's Roots as a path of hexes ("edge" first: the game's first Root from off the map). */
function rootsNow(p: HarrowPosition, ...path: string[]): void {
  const b = p.s.hester;
  for (let i = 0; i + 1 < path.length; i++) {
    b[HB_ROOTS_NOW + 2 * i] = path[i] === 'edge' ? 254 : h(p, path[i]!);
    b[HB_ROOTS_NOW + 2 * i + 1] = h(p, path[i + 1]!);
  }
  b[HB_ROOTS_NOW_LEN] = path.length - 1;
  b[HB_HEAD] = h(p, path[path.length - 1]!);
}
function rootsLast(p: HarrowPosition, ...path: string[]): void {
  const b = p.s.hester;
  for (let i = 0; i + 1 < path.length; i++) {
    b[HB_ROOTS_LAST + 2 * i] = h(p, path[i]!);
    b[HB_ROOTS_LAST + 2 * i + 1] = h(p, path[i + 1]!);
  }
  b[HB_ROOTS_LAST_LEN] = path.length - 1;
}
const infectedOn = (p: HarrowPosition, f: number, hex: string): number => p.s.infected[f * p.s.n + h(p, hex)]!;
const hesterAt = (p: HarrowPosition): string | null => (p.s.legendHex[S.LS_HESTER]! < 0 ? null : p.name(p.s.legendHex[S.LS_HESTER]!));

function canStart(p: HarrowPosition, id: string): boolean {
  const e = effectIndex(p.s.config.effects, `card:${id}`);
  return p.s.config.effects[e]!.canStart(p.s, FAC_H, cardOf(id));
}
/** Activates the card for Hester (as her turn does: the effect with arg = the card's index). */
function activate(p: HarrowPosition, id: string, rng: Rng = noDice()): void {
  expect(canStart(p, id)).toBe(true);
  const s = p.s;
  s.g[S.G_ACTIVE_SEAT] = HESTER_SEAT;
  settle(s, s.config, startEffect(s, effectIndex(s.config.effects, `card:${id}`), FAC_H, HESTER_SEAT, S.RS_NONE, cardOf(id), rng), rng);
}

describe('Hester cards (spec §2.4)', () => {
  it('binds all 13 cards by key card:<id>', () => {
    expect(HESTER_CARD_EFFECTS.map((e) => e.key).sort()).toEqual([
      'card:desperate-grasp', 'card:draw-closer', 'card:forced-sacrifice', 'card:hells-half-acre', 'card:lollygagger',
      'card:mud-in-yer-eye', 'card:night-hag', 'card:only-hurt-for-a-moment', 'card:reach', 'card:tramping-ground', 'card:ward',
      'card:white-bowels', 'card:wild-tangle',
    ]);
  });

  it('H1 Desperate Grasp (L2777): the first Root re-enters at the head of the path, no cube, a Bonfire hex gains a token', () => {
    const p = hesterPosition();
    rootsNow(p, '-1,-1', '0,-1', '1,-1');
    rootsLast(p, '3,-1', '2,-1');
    p.s.hester[HB_INFECTED_AT] = 0b011;
    bonfire(p, '1,0');
    const poss = p.s.hester[HB_BONFIRE_POSS]!;
    activate(p, 'desperate-grasp');
    expect(p.options().sort()).toEqual([
      'Desperate Grasp: move your first Root to continue your path into hex 0,0',
      'Desperate Grasp: move your first Root to continue your path into hex 1,-2',
      'Desperate Grasp: move your first Root to continue your path into hex 1,0',
      'Desperate Grasp: move your first Root to continue your path into hex 2,-2',
    ]); // 2,-1: last turn's Root; 0,-1: a Root of this turn (L2067)
    p.play('into hex 1,0', noDice());
    const b = p.s.hester;
    expect(b[HB_ROOTS_NOW_LEN]).toBe(2);
    expect([b[HB_ROOTS_NOW], b[HB_ROOTS_NOW + 1], b[HB_ROOTS_NOW + 2], b[HB_ROOTS_NOW + 3]]).toEqual([h(p, '0,-1'), h(p, '1,-1'), h(p, '1,-1'), h(p, '1,0')]);
    expect(b[HB_HEAD]).toBe(h(p, '1,0'));
    expect(b[HB_INFECTED_AT]).toBe(0b001); // "0,-1" keeps its mark, "-1,-1" is no longer touched
    expect(p.s.bonfire[h(p, '1,0')]).toBe(3);
    expect(b[HB_BONFIRE_POSS]).toBe(poss - 1);
    expect(bgH(p, YELLOW) + bgH(p, BROWN) + bgH(p, TEAL) + bgH(p, GREEN)).toBe(0);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('H2 Draw Closer (L2779, G-95): an Infected Haint of each faction next to a legal hex meet there and make a Bonfire', () => {
    const p = hesterPosition();
    infected(p, 'protectors', '-1,0');
    infected(p, 'family', '1,-1');
    p.townsfolk('0,-1'); // the other common neighbour: the Family Haint could not enter it alone (G-95)
    activate(p, 'draw-closer');
    expect(p.options()).toEqual(['Draw Closer: draw the Infected Haints together on hex 0,0']);
    p.play('hex 0,0', noDice());
    expect(p.options()).toEqual(['Draw Closer: move the Infected Haint of the Protectors from hex -1,0']);
    p.play('from hex -1,0', noDice());
    expect(p.options()).toEqual(['Draw Closer: move the Infected Haint of the Family from hex 1,-1']);
    p.play('from hex 1,-1', noDice());
    // The Bonfire (§1.20.5) is made by her turn's `hester:bonfire`: its decisions follow until it ends.
    for (let i = 0; i < 10 && p.prompt() !== -1; i++) p.apply(p.legal()[0]!, noDice());
    expect(p.prompt()).toBe(-1);
    expect(p.s.bonfire[h(p, '0,0')]).toBe(2);
    expect(p.haintsOn('protectors', '-1,0') + p.haintsOn('family', '1,-1') + p.haintsOn('protectors', '0,0') + p.haintsOn('family', '0,0')).toBe(0);
    expect(p.s.hester[HB_ACTIONS]).toBe(2);
    expect(p.invariants()).toEqual([]);
  });

  it('H2 Draw Closer (L2779): not playable without a Bonfire pair on her board, nor next to an uninfected Haint', () => {
    const p = hesterPosition();
    infected(p, 'protectors', '-1,0');
    infected(p, 'family', '1,0');
    expect(canStart(p, 'draw-closer')).toBe(true);
    p.haints('family', '0,0'); // an uninfected Unit on the only meeting hex
    expect(canStart(p, 'draw-closer')).toBe(false);
    const q = hesterPosition();
    infected(q, 'protectors', '-1,0');
    infected(q, 'family', '1,0');
    for (let i = 0; i < 3; i++) q.s.hester[HB_BONFIRE_SPACE + i] = 0;
    expect(canStart(q, 'draw-closer')).toBe(false);
  });

  it('H3 Forced Sacrifice (L2781, G-91): one of her cubes onto a hex with no Terrain Cube', () => {
    const p = hesterPosition();
    expect(canStart(p, 'forced-sacrifice')).toBe(false); // no cube on her Battleground (G-91)
    cubes(p, YELLOW, 1);
    cubes(p, TEAL, 1);
    p.s.sacrifice[h(p, '2,2')] = BROWN + 1;
    activate(p, 'forced-sacrifice');
    expect(p.options()).toHaveLength(p.s.n - 1);
    expect(p.options()).not.toContain('Forced Sacrifice: place a Terrain Cube on hex 2,2');
    p.play('on hex 1,1', noDice());
    expect(p.options().sort()).toEqual(['Forced Sacrifice: use a teal cube', 'Forced Sacrifice: use a yellow cube']);
    p.play('yellow', noDice());
    expect(p.s.sacrifice[h(p, '1,1')]).toBe(YELLOW + 1);
    expect(bgH(p, YELLOW)).toBe(0);
    expect(bgH(p, TEAL)).toBe(1);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('H3 Forced Sacrifice (L2781): an uninfected Haint entering the hex sends the cube to her Battleground; an Infected one does not', () => {
    const p = hesterPosition();
    p.s.sacrifice[h(p, '1,0')] = YELLOW + 1;
    infected(p, 'protectors', '0,0');
    // An Infected Haint moved onto the hex (by Hester): the cube stays.
    moveUnits(p.s, FAC_P, h(p, '0,0'), h(p, '1,0'), 1, 0, S.RS_NONE, false, 1);
    expect([p.s.sacrifice[h(p, '1,0')], bgH(p, YELLOW)]).toEqual([YELLOW + 1, 0]);
    // An uninfected Haint entering by its owner's move: the cube goes to Hester.
    p.haints('family', '2,0', 1);
    moveUnits(p.s, FAC_F, h(p, '2,0'), h(p, '1,1'), 1, 0, S.RS_NONE, false);
    expect(bgH(p, YELLOW)).toBe(0); // another hex: nothing
    p.s.sacrifice[h(p, '2,-1')] = YELLOW + 1;
    moveUnits(p.s, FAC_F, h(p, '1,1'), h(p, '2,-1'), 1, 0, S.RS_NONE, false);
    expect([p.s.sacrifice[h(p, '2,-1')], bgH(p, YELLOW)]).toEqual([0, 1]);
  });

  it("H4 Hell's Half Acre (L2783): a Root on a mountain gains any 2 Terrain Cubes; a Root only on terrain: not playable", () => {
    const p = hesterPosition();
    rootsNow(p, '-1,-1', '0,-1');
    expect(canStart(p, 'hells-half-acre')).toBe(false);
    rootsNow(p, '-1,-1', '0,-1', '0,-2');
    activate(p, 'hells-half-acre');
    expect(p.options()).toHaveLength(4);
    p.play('gain a brown', noDice());
    p.play('gain a green', noDice());
    expect(bgH(p, BROWN)).toBe(1);
    expect(bgH(p, GREEN)).toBe(1);
    expect(supply(p, BROWN)).toBe(5);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('H5 Lollygagger (L2785, G-85): summon Hester onto a mountain Bonfire paying 3 cubes of one colour, as her Summon action', () => {
    const p = hesterPosition();
    bonfire(p, '2,-2');
    cubes(p, TEAL, 3);
    cubes(p, BROWN, 2);
    expect(canStart(p, 'lollygagger')).toBe(false); // before the Tree Summon is closed (L2208)
    p.s.hester[HB_STAGE] = ST_BOTTOM;
    activate(p, 'lollygagger');
    expect(p.options()).toEqual(['Lollygagger: summon Hester onto the Bonfire on hex 2,-2']);
    p.play('2,-2', noDice());
    expect(p.options()).toEqual(['Lollygagger: pay 3 teal Terrain Cubes']); // 1 Bonfire on the map: 3 cubes (L2230); brown 2 is too few
    p.play('teal', noDice());
    expect(hesterAt(p)).toBe('2,-2');
    expect(bgH(p, TEAL)).toBe(0);
    expect(bgH(p, BROWN)).toBe(2);
    expect(p.s.hester[HB_USED]).toBe(1);
    expect(p.s.hester[HB_BOXES]! & BOX_SUMMON).not.toBe(0);
    expect(canStart(p, 'lollygagger')).toBe(false);
    expect(p.invariants()).toEqual([]);
  });

  it('H6 Mud in Yer Eye (L2787): the opponent with fewer cubes gains one, then Hester a cube of her choice', () => {
    const p = hesterPosition().cubes('protectors', 2).cubes('family', 1);
    activate(p, 'mud-in-yer-eye');
    expect(p.battleground('family')).toBe(2);
    expect(p.battleground('protectors')).toBe(2);
    expect(p.options()).toHaveLength(4);
    p.play('gain a teal', noDice());
    expect(bgH(p, TEAL)).toBe(1);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('H6 Mud in Yer Eye (L2787, G-96): with tied counts Hester chooses the opponent', () => {
    const p = hesterPosition().cubes('protectors', 1).cubes('family', 1);
    activate(p, 'mud-in-yer-eye');
    expect(p.options().sort()).toEqual(['Mud in Yer Eye: the Family gain a cube', 'Mud in Yer Eye: the Protectors gain a cube']);
    p.play('the Protectors gain', noDice());
    expect(p.battleground('protectors')).toBe(2);
    expect(p.battleground('family')).toBe(1);
    p.play('gain a brown', noDice());
    expect(bgH(p, BROWN)).toBe(1);
    expect(p.invariants()).toEqual([]);
  });

  it('H7 Night Hag (L2789): one Bonfire\'s terrain; each Infected Haint and Hester may step once onto it, free', () => {
    const p = hesterPosition();
    bonfire(p, '3,-2'); // Plains
    bonfire(p, '2,-2'); // a mountain: no terrain to choose
    infected(p, 'protectors', '0,-1');
    p.haints('family', '1,-1'); // an enemy Unit: the Protector Haint may not enter
    p.s.legendHex[S.LS_HESTER] = h(p, '2,0');
    activate(p, 'night-hag');
    expect(p.options()).toEqual(['Night Hag: choose the Bonfire on hex 3,-2']);
    p.play('3,-2', noDice());
    expect(p.options().sort()).toEqual(['Night Hag: move Hester from hex 2,0', 'Night Hag: move an Infected Haint from hex 0,-1', 'Night Hag: move no more']);
    p.play('Infected Haint from hex 0,-1', noDice());
    expect(p.options().sort()).toEqual(['Night Hag: to hex -1,-1', 'Night Hag: to hex -1,0']);
    p.play('-1,-1', noDice());
    // The Haint has moved: it is not offered again, though plains lie next to it.
    expect(p.options().sort()).toEqual(['Night Hag: move Hester from hex 2,0', 'Night Hag: move no more']);
    p.play('move Hester', noDice());
    expect(p.options().sort()).toEqual(['Night Hag: to hex 1,0', 'Night Hag: to hex 1,1', 'Night Hag: to hex 2,-1', 'Night Hag: to hex 3,0']);
    p.play('3,0', noDice());
    expect(p.prompt()).toBe(-1);
    expect(hesterAt(p)).toBe('3,0');
    expect(infectedOn(p, FAC_P, '-1,-1')).toBe(1);
    expect(p.haintsOn('protectors', '0,-1')).toBe(0);
    expect(bgH(p, YELLOW)).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('H8 Only Hurt for a Moment (L2791): any 2 cubes infect a Haint sharing a hex with an Infected Haint', () => {
    const p = hesterPosition();
    p.haints('protectors', '-1,-1');
    infected(p, 'protectors', '-1,-1');
    infected(p, 'family', '2,1'); // no uninfected Haint with it
    cubes(p, BROWN, 1);
    expect(canStart(p, 'only-hurt-for-a-moment')).toBe(false); // 1 cube
    cubes(p, TEAL, 1);
    const snakes = snakesLeft(p.s);
    activate(p, 'only-hurt-for-a-moment');
    expect(p.options()).toEqual(['Only Hurt for a Moment: infect a Haint on hex -1,-1']);
    p.play('-1,-1', noDice());
    p.play('brown', noDice());
    expect(p.options()).toEqual(['Only Hurt for a Moment: pay a teal Terrain Cube']);
    p.play('teal', noDice());
    expect(infectedOn(p, FAC_P, '-1,-1')).toBe(2);
    expect(snakesLeft(p.s)).toBe(snakes - 1);
    expect(bgH(p, BROWN) + bgH(p, TEAL)).toBe(0);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('H9 Reach (L2793, G-75): any Legend to an adjacent legal hex with a Root, without its Haints', () => {
    const p = hesterPosition().legend('family', '2,2').haints('family', '2,2').legend('protectors', '-3,0').haints('protectors', '1,3');
    rootsNow(p, '1,3', '1,2', '2,1');
    activate(p, 'reach');
    expect(p.options()).toEqual(['Reach: move the Family Legend']); // Emmy has no Root next to her
    p.play('Family Legend', noDice());
    expect(p.options().sort()).toEqual(['Reach: to hex 1,2', 'Reach: to hex 2,1']); // 3,1 no Root; 1,3 a Protector Haint
    p.play('1,2', noDice());
    expect(p.legendAt('family')).toBe('1,2');
    expect(p.haintsOn('family', '2,2')).toBe(1);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
  });

  it('H10 Tramping Ground (L2795): an Infected Haint or Hester to an adjacent hex with no Units and no Roots', () => {
    const p = hesterPosition();
    infected(p, 'family', '2,1');
    rootsNow(p, '2,2', '3,1');
    p.haints('protectors', '1,1');
    p.townsfolk('2,0');
    activate(p, 'tramping-ground');
    expect(p.options()).toEqual(['Tramping Ground: move an Infected Haint from hex 2,1']);
    p.play('2,1', noDice());
    expect(p.options().sort()).toEqual(['Tramping Ground: to hex 1,2', 'Tramping Ground: to hex 3,0']);
    p.play('1,2', noDice());
    expect(infectedOn(p, FAC_F, '1,2')).toBe(1);
    expect(p.prompt()).toBe(-1);
    expect(p.invariants()).toEqual([]);
    // Hester ignores Townsfolk and Bonfires (G-26) but not Units or Roots.
    const q = hesterPosition();
    q.s.legendHex[S.LS_HESTER] = h(q, '2,1');
    rootsNow(q, '2,2', '3,1');
    q.haints('protectors', '1,1');
    q.townsfolk('2,0');
    bonfire(q, '3,0');
    activate(q, 'tramping-ground');
    q.play('move Hester', noDice());
    expect(q.options().sort()).toEqual(['Tramping Ground: to hex 1,2', 'Tramping Ground: to hex 2,0', 'Tramping Ground: to hex 3,0']);
  });

  it('H11 Ward (L2797): the first infection this turn costs nothing, on a Root hex; a Legend there infects any Haint of its owner', () => {
    const p = hesterPosition();
    rootsNow(p, '1,3', '1,2', '2,1');
    p.haints('family', '1,2');
    p.legend('protectors', '2,1').haints('protectors', '-3,0');
    expect(canStart(p, 'ward')).toBe(false); // before the Tree (L2208)
    p.s.hester[HB_STAGE] = ST_BOTTOM;
    activate(p, 'ward');
    expect(p.options().sort()).toEqual(['Ward: infect on hex 1,2 for free', 'Ward: infect on hex 2,1 for free']);
    p.play('2,1', noDice());
    expect(p.options()).toEqual(['Ward: infect a Haint on hex -3,0']);
    p.play('-3,0', noDice());
    expect(infectedOn(p, FAC_P, '-3,0')).toBe(1);
    expect(p.s.hester[HB_USED]).toBe(1); // the Infect box is opened (G-22), no cubes paid
    expect(p.s.hester[HB_BOXES]! & BOX_INFECT).not.toBe(0);
    expect(p.s.hester[HB_INFECTED_AT]).toBe(1 << 2);
    expect(canStart(p, 'ward')).toBe(false); // no longer the first infection
    expect(p.invariants()).toEqual([]);
  });

  it('H12 White Bowels (L2799): up to 2 hexes, free, not ending on or next to an opposing Infected Haint', () => {
    const p = hesterPosition();
    infected(p, 'protectors', '-2,1');
    infected(p, 'family', '0,1');
    p.haints('family', '-2,2');
    activate(p, 'white-bowels');
    expect(p.options().sort()).toEqual(['White Bowels: move the Infected Haint on hex -2,1', 'White Bowels: move the Infected Haint on hex 0,1']);
    p.play('hex -2,1', noDice());
    expect(p.options().sort()).toEqual([
      'White Bowels: move it to hex -1,0', 'White Bowels: move it to hex -1,1', 'White Bowels: move it to hex -2,0',
      'White Bowels: move it to hex -3,1', 'White Bowels: move it to hex -3,2',
    ]);
    p.play('-1,1', noDice());
    // Next to the Family's Infected Haint: it must go on, and only to a hex where it may end.
    expect(p.options().sort()).toEqual(['White Bowels: move it to hex -1,0', 'White Bowels: move it to hex -2,1']);
    p.play('-1,0', noDice());
    expect(p.prompt()).toBe(-1);
    expect(infectedOn(p, FAC_P, '-1,0')).toBe(1);
    expect(p.haintsOn('protectors', '-2,1')).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('H13 Wild Tangle (L2801): trade 1 Terrain Cube for another colour from the supply', () => {
    const p = hesterPosition();
    expect(canStart(p, 'wild-tangle')).toBe(false);
    cubes(p, BROWN, 1);
    activate(p, 'wild-tangle');
    expect(p.options()).toEqual(['Wild Tangle: trade a brown Terrain Cube']);
    p.play('brown', noDice());
    expect(p.options().sort()).toEqual([
      'Wild Tangle: for a green Terrain Cube from the supply', 'Wild Tangle: for a teal Terrain Cube from the supply',
      'Wild Tangle: for a yellow Terrain Cube from the supply',
    ]);
    p.play('green', noDice());
    expect(bgH(p, BROWN)).toBe(0);
    expect(bgH(p, GREEN)).toBe(1);
    expect(supply(p, BROWN)).toBe(6);
    expect(supply(p, GREEN)).toBe(5);
    expect(p.invariants()).toEqual([]);
  });

  it('R-H-ACTIVATE (L2104-2108): in her turn a card played from the hand is then activated for free, once', () => {
    const p = hesterPosition();
    const s = p.s;
    s.hand[FAC_H * S.CARD_CAP] = cardOf('wild-tangle');
    s.f[FAC_H * S.F_WORDS + S.F_HAND_LEN] = 1;
    s.hester[HB_STAGE] = 0;
    s.g[S.G_ACTIVE_SEAT] = HESTER_SEAT;
    settle(s, s.config, startEffect(s, effectIndex(s.config.effects, 'turn:hester'), FAC_H, HESTER_SEAT, S.RS_NONE, 0, noDice()), noDice());
    if (p.options().some((o) => o.includes('brown Roots'))) p.play('brown Roots', noDice());
    p.play('place a Root into hex 4,0', noDice()); // an edge hex: Wetlands, teal
    p.play('place a Root into hex 3,0', noDice()); // Plains, yellow
    expect(bgH(p, TEAL)).toBe(1);
    expect(p.options()).not.toContain('activate the card Wild Tangle');
    p.play('play the card Wild Tangle', noDice());
    p.play('activate the card Wild Tangle', noDice());
    p.play('trade a teal', noDice());
    p.play('for a green', noDice());
    expect(bgH(p, TEAL)).toBe(0);
    expect(bgH(p, GREEN)).toBe(1);
    expect(p.options().some((o) => o.includes('Wild Tangle'))).toBe(false); // once per turn
    expect(p.invariants()).toEqual([]);
  });
});
