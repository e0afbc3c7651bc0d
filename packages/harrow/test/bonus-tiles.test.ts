// The 9 Bonus Tiles (spec §2.5, rulebook L2803-2851) and their activation window (R-BON-1, L1404):
// one scenario per tile on a built position, named with its B-number and rulebook line.
import { describe, expect, it } from 'vitest';
import { HarrowPosition, noDice, S } from '@balance-lab/harrow/testing';
import { nextTurnSeat } from '../src/turn.js';

const F = (fac: number, field: number): number => fac * S.F_WORDS + field;

/** Protectors (seat 0) against the Family (seat 1), a Protector Haint on "-2,0", Emmy on "-2,1", the tile on the Wild jar's slot. */
function withTile(tile: string): HarrowPosition {
  return new HarrowPosition('protectors', 'family').haints('protectors', '-2,0', 1).legend('protectors', '-2,1').legend('family', '2,0').bonusTile(1, tile);
}

describe('R-BON-1 (L1404): the flipped jar\'s face-up tiles are offered before and after the jar action; activated ones turn face-down', () => {
  it('offers the tile in the window before the Wild jar, not a tile of another slot', () => {
    const p = withTile('ADVANCE').bonusTile(0, 'SPAWN').turn('protectors');
    p.play('break the Wild Mason Jar', noDice());
    expect(p.prompt()).toBe(S.PR_WINDOW);
    expect(p.options()).toContain('activate the Bonus tile ADVANCE');
    expect(p.options().some((o) => o.includes('SPAWN'))).toBe(false);
    p.play('activate the Bonus tile ADVANCE', noDice());
    expect(p.s.bonusSlot[1 * S.BONUS_CAP]! & S.BONUS_FACE_DOWN).not.toBe(0);
  });

  it('a tile not activated before the jar is offered after it, and stays face-up if declined', () => {
    const p = withTile('Wild').wild('protectors', 1).turn('protectors');
    p.play('break the Wild Mason Jar', noDice()).play('go on', noDice());
    // The Wild jar: 1 + 1 Wild token → 2 picks; take 2 STRENGTHEN one by one.
    p.play('1 STRENGTHEN', noDice()).play('1 STRENGTHEN', noDice());
    expect(p.prompt()).toBe(S.PR_WINDOW);
    expect(p.options()).toContain('activate the Bonus tile Wild');
    p.play('go on', noDice());
    expect(p.s.bonusSlot[1 * S.BONUS_CAP]! & S.BONUS_FACE_DOWN).toBe(0);
  });
});

describe('the tiles (spec §2.5)', () => {
  it('B1 First Player (L2807-2813): the second player takes the token and, at equal turns, moves next', () => {
    const p = withTile('First Player Token').turn('family');
    p.s.g[S.G_FP_SEAT] = 0;
    p.play('break the Wild Mason Jar', noDice()).play('activate the Bonus tile First Player Token', noDice());
    expect(p.s.g[S.G_FP_SEAT]).toBe(1);
    p.s.f[F(S.FAC_P, S.F_TURNS)] = 1;
    p.s.f[F(S.FAC_F, S.F_TURNS)] = 1;
    expect(nextTurnSeat(p.s, p.s.config)).toBe(1);
  });

  it('B2 ADVANCE (L2817): one ADVANCE packet, no token gained', () => {
    const p = withTile('ADVANCE').turn('protectors');
    p.play('break the Wild Mason Jar', noDice()).play('activate the Bonus tile ADVANCE', noDice());
    expect(p.prompt()).toBe(S.PR_ADV_PACKET);
    p.play('move Units from hex -2,0', noDice()).play('move 1 Haint(s) as one group', noDice()).play('onto the adjacent hex -1,0', noDice());
    expect(p.haintsOn('protectors', '-1,0')).toBe(1);
    expect(p.prompt()).toBe(S.PR_PICK); // the packet of 1 is spent; the window had nothing left, so the Wild jar's picks follow
    expect(p.s.rowFill[S.FAC_P * 3 + S.TK_ADV]).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('B3 SPAWN (L2821): one SPAWN onto the Legend\'s hex or the home', () => {
    const p = withTile('SPAWN').turn('protectors');
    p.play('break the Wild Mason Jar', noDice()).play('activate the Bonus tile SPAWN', noDice());
    expect(p.prompt()).toBe(S.PR_SPAWN);
    const before = p.possessionsHaints('protectors');
    p.play('summon 1 Haint onto hex -2,1', noDice());
    expect(p.haintsOn('protectors', '-2,1')).toBe(1);
    expect(p.possessionsHaints('protectors')).toBe(before - 1);
  });

  it('B4 STRENGTHEN (L2825): one cube from Possessions to the Battleground', () => {
    const p = withTile('STRENGTHEN').turn('protectors');
    p.play('break the Wild Mason Jar', noDice()).play('activate the Bonus tile STRENGTHEN', noDice());
    expect(p.battleground('protectors')).toBe(1);
  });

  it('B5 +1/-1 Card (L2829): draw 1, then put any 1 card of the hand on the bottom of the deck', () => {
    const p = withTile('+1/-1 Card').hand('protectors', 'Gumption').deck('protectors', 'Rally', 'Holler').turn('protectors');
    p.play('break the Wild Mason Jar', noDice()).play('activate the Bonus tile +1/-1 Card', noDice());
    expect(p.handCards('protectors').sort()).toEqual(['Gumption', 'Holler']);
    expect(p.prompt()).toBe(S.PR_EFFECT);
    expect(p.legal().length).toBe(2);
    p.play('put Gumption on the bottom of your deck', noDice());
    expect(p.handCards('protectors')).toEqual(['Holler']);
    expect(p.s.deck[S.FAC_P * S.CARD_CAP]).toBe(4);
    expect(p.s.f[F(S.FAC_P, S.F_DECK_LEN)]).toBe(2);
    expect(p.s.f[F(S.FAC_P, S.F_BOTTOM)]).toBe(1);
  });

  it('B5 +1/-1 Card (L2829): with no card at all the tile is still used', () => {
    const p = withTile('+1/-1 Card').turn('protectors');
    p.play('break the Wild Mason Jar', noDice()).play('activate the Bonus tile +1/-1 Card', noDice());
    expect(p.s.bonusSlot[1 * S.BONUS_CAP]! & S.BONUS_FACE_DOWN).not.toBe(0);
    expect(p.prompt()).toBe(S.PR_PICK);
  });

  it('B6 Wild (L2833): one more Wild token, none activated; none when the supply is empty (G-66)', () => {
    const p = withTile('Wild').turn('protectors');
    const supply = p.s.g[S.G_WILD_SUPPLY]!;
    p.play('break the Abilities Mason Jar', noDice());
    expect(p.prompt()).toBe(S.PR_EFFECT); // the Wild tile sits on the Wild jar's slot: no window before the Abilities jar
    const q = new HarrowPosition('protectors', 'family').legend('protectors', '-2,1').bonusTile(0, 'Wild').turn('protectors');
    const wild = q.s.f[F(S.FAC_P, S.F_WILD)]!;
    q.play('break the Abilities Mason Jar', noDice()).play('activate the Bonus tile Wild', noDice());
    expect(q.s.f[F(S.FAC_P, S.F_WILD)]).toBe(wild + 1);
    expect(q.s.g[S.G_WILD_SUPPLY]).toBe(supply - 1);
    expect(q.prompt()).toBe(S.PR_EFFECT); // no Wild action: the Abilities jar goes on
    const r = new HarrowPosition('protectors', 'family').legend('protectors', '-2,1').bonusTile(0, 'Wild').turn('protectors');
    r.s.g[S.G_WILD_SUPPLY] = 0;
    r.play('break the Abilities Mason Jar', noDice()).play('activate the Bonus tile Wild', noDice());
    expect(r.s.f[F(S.FAC_P, S.F_WILD)]).toBe(wild);
  });

  it('B7 Legend Move (L2837): any Legend one legal hex, no Haints carried; a nailed Legend cannot (L2637)', () => {
    const p = withTile('Legend Move').haints('protectors', '-2,1', 1).turn('protectors');
    p.play('break the Wild Mason Jar', noDice()).play('activate the Bonus tile Legend Move', noDice());
    const opts = p.options();
    expect(opts.some((o) => o.includes('move the Family Legend to hex 2,1'))).toBe(true); // the opponent's Legend too
    expect(opts.some((o) => o.includes('to hex -2,0'))).toBe(true); // onto the own Haint's hex
    p.play('move the Protector Legend to hex -1,1', noDice());
    expect(p.legendAt('protectors')).toBe('-1,1');
    expect(p.haintsOn('protectors', '-2,1')).toBe(1);
    const q = withTile('Legend Move').turn('protectors');
    q.s.nail[0] = q.at('-2,1');
    q.s.nail[1] = S.LS_P;
    q.play('break the Wild Mason Jar', noDice()).play('activate the Bonus tile Legend Move', noDice());
    expect(q.options().some((o) => o.includes('the Protector Legend'))).toBe(false);
  });

  it('B7 Legend Move (L2837, L1306): the moved Legend\'s owner decides whether a Doll comes along', () => {
    const p = new HarrowPosition('protectors', 'kammi').legend('protectors', '-2,1').kammi('2,0').goblin('2,1').doll(0, '-2,1', true).bonusTile(1, 'Legend Move').turn('kammi');
    p.play('break the Wild Mason Jar', noDice()).play('activate the Bonus tile Legend Move', noDice());
    p.play('move the Protector Legend to hex -1,1', noDice());
    expect(p.prompt()).toBe(S.PR_DOLL_CARRY);
    expect(p.decider()).toBe(0);
    p.play('take the Doll along', noDice());
    expect(p.s.dollHex[0]).toBe(p.at('-1,1'));
  });

  it('B8 Rotate Haint Dial (L2841-2843, CF-16): 2 stored at Dial 3 → +1 at once, the plate clears', () => {
    const p = withTile("Rotate Hain't Dial").turn('protectors');
    p.s.f[F(S.FAC_P, S.F_DIAL)] = 2;
    p.s.f[F(S.FAC_P, S.F_PLATE)] = 2;
    p.s.f[F(S.FAC_F, S.F_HAINT_POSS)]! -= 2;
    p.play('break the Wild Mason Jar', noDice()).play("activate the Bonus tile Rotate Hain't Dial", noDice());
    expect(p.score('protectors')).toBe(1);
    expect(p.s.f[F(S.FAC_P, S.F_PLATE)]).toBe(0);
    expect(p.invariants()).toEqual([]);
  });

  it('B8 (L2841): at position 1 nothing happens', () => {
    const p = withTile("Rotate Hain't Dial").turn('protectors');
    p.play('break the Wild Mason Jar', noDice()).play("activate the Bonus tile Rotate Hain't Dial", noDice());
    expect(p.s.f[F(S.FAC_P, S.F_DIAL)]).toBe(0);
    expect(p.score('protectors')).toBe(0);
  });
});
