// The battle glue and aftermath for Summons from the hand (§2.3 step 2, §2.4, §2.12, §2.11, G31, G68,
// G78), battle-window World cards (§6.5, G37: Rally, Ambush), and Heart tokens across battles (§2.9).
import { Rng } from '@balance-lab/core';
import { describe, expect, it } from 'vitest';
import {
  OP_END_PHASE, OP_END_SETUP, OP_FORMATION, OP_NO_CARD, OP_PLAY_CARD, OP_SUMMON, battleActionA, battleActionOp, encodeBattleAction,
} from '../src/battle/battle.js';
import { ATTACKER, DEFENDER, END_ANNIHILATION, PK_CHAR } from '../src/battle/battle-state.js';
import { killPiece } from '../src/battle/damage.js';
import { finishBattle } from '../src/battle/end.js';
import { addToHand } from '../src/command/town-hall.js';
import { battleOf, battleStepped, summonAllowedOn } from '../src/encounter/battle-glue.js';
import { enterHex } from '../src/encounter/enter.js';
import { GE, GR } from '../src/lands.js';
import {
  G_HEARTS_USED, LOC_ARMY, LOC_HAND, LOC_NATION_DECK, PL_BANK, PL_WORDS, WLOC_ARMY, WLOC_DISCARD, topFrame, type KorremState,
} from '../src/state.js';
import { Kit, applyTop, copyPlacesConsistent, describeTop, encounterConfig, legalOf } from './encounter-kit.js';

const R = (): Rng => new Rng('summon-cards');
const END_SETUP = encodeBattleAction(OP_END_SETUP, 0, -1);
const WALL = encodeBattleAction(OP_FORMATION, 0, -1);
const END = encodeBattleAction(OP_END_PHASE, 0, -1);

/** Takes a World copy of `name` out of the World deck. */
function takeWorld(kit: Kit, name: string): number {
  const s = kit.s;
  const wc = kit.c.worldByName(name);
  const n = s.lens[1]!;
  for (let i = 0; i < n; i++) {
    const w = s.worldDeck[i]!;
    if (s.wCard[w] !== wc) continue;
    s.worldDeck.copyWithin(i, i + 1, n);
    s.lens[1] = n - 1;
    return w;
  }
  throw new Error(`no ${name} in the World deck`);
}

function handWorld(kit: Kit, seat: number, name: string): number {
  const w = takeWorld(kit, name);
  const s = kit.s;
  const len = s.handLen[seat]!;
  s.hand[seat * s.shape.handCap + len] = ~w;
  s.handLen[seat] = len + 1;
  s.wLoc[w] = 2; // WLOC_HAND
  s.wArg[w] = seat;
  return w;
}

function summonActions(kit: Kit): number[] {
  return legalOf(kit.s).filter((a) => battleActionOp(a) === OP_SUMMON);
}

function handHas(s: KorremState, seat: number, c: number): boolean {
  for (let i = 0; i < s.handLen[seat]!; i++) if (s.hand[seat * s.shape.handCap + i] === c) return true;
  return false;
}

function piecesNamed(kit: Kit, name: string): number[] {
  const b = battleOf(kit.s);
  const out: number[] = [];
  for (let p = 0; p < b.pieceCount; p++) if (b.kind[p] === PK_CHAR && kit.c.cards.name[b.card[p]!] === name) out.push(p);
  return out;
}

/** Druid army (Spellcaster, Grove Warden) at 1,0 attacks a Human army at 0,0; the Spirit Wolf waits in the Druid hand. */
function druidsAttack(cargo: Partial<Record<number, number>>) {
  const kit = new Kit(encounterConfig(), ['druid', 'human']).tiles('P 0,0; P 1,0');
  const wolf = kit.takeCopy('Spirit Wolf', 0);
  addToHand(kit.s, 0, wolf);
  kit.army(1, 0, '0,0', ['Knight', 'Footman']);
  const druids = kit.army(0, 0, '1,0', ['Spellcaster', 'Grove Warden'], cargo);
  kit.s.armyTile[druids] = kit.t('0,0');
  enterHex(kit.s, druids, kit.t('0,0'), R());
  applyTop(kit.s, WALL, R()); // the Humans defend
  applyTop(kit.s, END_SETUP, R());
  applyTop(kit.s, WALL, R()); // the Druids set up
  return { kit, wolf, druids };
}

describe('§2.12 Summons from the hand in battle (G31, G68)', () => {
  it('§2.3 step 2: the attacker summons its hand Spirit Wolf at setup, paying 1 Ge + 1 Gr from the cargo; the copy leaves the hand and stays with the army', () => {
    const { kit, wolf, druids } = druidsAttack({ [GE]: 1, [GR]: 2 });
    const sums = summonActions(kit);
    expect(sums.length).toBeGreaterThan(0);
    expect(describeTop(kit.s, sums[0]!)).toMatch(/^Summon Spirit Wolf/);
    applyTop(kit.s, sums[0]!, R());
    applyTop(kit.s, END_SETUP, R());
    const b = battleOf(kit.s);
    for (const p of [...piecesNamed(kit, 'Knight'), ...piecesNamed(kit, 'Footman')]) killPiece(b, kit.c, p);
    finishBattle(b, kit.c, ATTACKER, END_ANNIHILATION);
    battleStepped(kit.s, topFrame(kit.s), R());
    expect(kit.s.copyLoc[wolf]).toBe(LOC_ARMY);
    expect(kit.s.copyArg[wolf]).toBe(druids);
    expect(handHas(kit.s, 0, wolf)).toBe(false);
    expect(kit.s.armyCargo[druids * 7 + GE]).toBe(0);
    expect(kit.s.armyCargo[druids * 7 + GR]).toBe(1);
    expect(copyPlacesConsistent(kit.s)).toBeNull();
  });

  it('§2.12 without the cargo to pay, no Summon is offered; a Summon never summoned stays in the hand after the battle', () => {
    const { kit, wolf } = druidsAttack({ [GR]: 1 });
    expect(summonActions(kit)).toEqual([]);
    applyTop(kit.s, END_SETUP, R());
    const b = battleOf(kit.s);
    for (const p of [...piecesNamed(kit, 'Knight'), ...piecesNamed(kit, 'Footman')]) killPiece(b, kit.c, p);
    finishBattle(b, kit.c, ATTACKER, END_ANNIHILATION);
    battleStepped(kit.s, topFrame(kit.s), R());
    expect(kit.s.copyLoc[wolf]).toBe(LOC_HAND);
    expect(handHas(kit.s, 0, wolf)).toBe(true);
    expect(copyPlacesConsistent(kit.s)).toBeNull();
  });

  it('§2.11 G78: a summoned Summon that dies returns to its origin (the Nation deck) and the Artifact it held goes to the World discard pile', () => {
    const { kit, wolf, druids } = druidsAttack({ [GE]: 1, [GR]: 1 });
    const sunstone = takeWorld(kit, 'Ancient Sunstone');
    applyTop(kit.s, summonActions(kit)[0]!, R());
    applyTop(kit.s, END_SETUP, R());
    const b = battleOf(kit.s);
    // The army's Artifact is on the Wolf when it dies (passed to it during the battle).
    kit.s.wLoc[sunstone] = WLOC_ARMY;
    kit.s.wArg[sunstone] = druids;
    const w = piecesNamed(kit, 'Spirit Wolf')[0]!;
    b.artCard[b.artCount] = kit.s.wCard[sunstone]!;
    b.artHolder[b.artCount] = w;
    b.artSide[b.artCount] = ATTACKER;
    b.artDiedWith[b.artCount] = -1;
    b.artCount++;
    killPiece(b, kit.c, w);
    for (const p of [...piecesNamed(kit, 'Knight'), ...piecesNamed(kit, 'Footman')]) killPiece(b, kit.c, p);
    finishBattle(b, kit.c, ATTACKER, END_ANNIHILATION);
    battleStepped(kit.s, topFrame(kit.s), R());
    expect(kit.s.copyLoc[wolf]).toBe(LOC_NATION_DECK);
    expect(handHas(kit.s, 0, wolf)).toBe(false);
    expect(kit.s.wLoc[sunstone]).toBe(WLOC_DISCARD); // not to the winner
    expect(kit.members(druids)).toEqual(['Grove Warden', 'Spellcaster']);
  });

  it('§2.4 G68: the Defender summons from its Response (not in setup or the Engagement), paying from the Nation Bank on its own settlement', () => {
    const kit = new Kit(encounterConfig(), ['druid', 'human']).tiles('P 0,0; P 1,0');
    kit.settlement(0, '0,0');
    kit.bank(0, { [GE]: 2, [GR]: 2 });
    const wolf = kit.takeCopy('Spirit Wolf', 0);
    addToHand(kit.s, 0, wolf);
    const druids = kit.army(0, 0, '0,0', ['Spellcaster', 'Grove Warden']);
    const humans = kit.army(1, 0, '1,0', ['Knight', 'Footman']);
    kit.s.armyTile[humans] = kit.t('0,0');
    enterHex(kit.s, humans, kit.t('0,0'), R());
    applyTop(kit.s, WALL, R());
    expect(summonActions(kit)).toEqual([]); // no Summons in the Defender's setup
    applyTop(kit.s, END_SETUP, R());
    applyTop(kit.s, WALL, R());
    applyTop(kit.s, END_SETUP, R());
    expect(summonActions(kit)).toEqual([]); // the Attacker's Engagement
    applyTop(kit.s, END, R());
    expect(battleOf(kit.s).activeSide).toBe(DEFENDER);
    const sums = summonActions(kit);
    expect(sums.length).toBeGreaterThan(0);
    applyTop(kit.s, sums[0]!, R());
    const b = battleOf(kit.s);
    for (const p of [...piecesNamed(kit, 'Knight'), ...piecesNamed(kit, 'Footman')]) killPiece(b, kit.c, p);
    finishBattle(b, kit.c, DEFENDER, END_ANNIHILATION);
    battleStepped(kit.s, topFrame(kit.s), R());
    expect(kit.s.pl[0 * PL_WORDS + PL_BANK + GE]).toBe(1);
    expect(kit.s.pl[0 * PL_WORDS + PL_BANK + GR]).toBe(1);
    expect(kit.s.copyArg[wolf]).toBe(druids);
    expect(kit.s.copyLoc[wolf]).toBe(LOC_ARMY);
  });

  it('§2.12 G31: the Angel (SkyRealm) is admitted only on the Altar of Holy Light; a nation Summon anywhere', () => {
    const kit = new Kit(encounterConfig(), ['druid', 'human']).tiles('P 0,0; L:Altar of Holy Light 1,0; L:Gate to the FireRealm 2,0');
    const angel = kit.card('Angel');
    expect(summonAllowedOn(kit.s, angel, kit.t('1,0'))).toBe(true);
    expect(summonAllowedOn(kit.s, angel, kit.t('0,0'))).toBe(false);
    expect(summonAllowedOn(kit.s, angel, kit.t('2,0'))).toBe(false);
    expect(summonAllowedOn(kit.s, kit.card('Imp'), kit.t('2,0'))).toBe(true);
    expect(summonAllowedOn(kit.s, kit.card('Spirit Wolf'), kit.t('0,0'))).toBe(true);
  });
});

describe('§6.5 battle-window World cards through the glue (G37)', () => {
  it('§4.6 Ambush: a Defender holding it is asked before setup; playing it discards the card and the Defender takes the Engagement', () => {
    const kit = new Kit(encounterConfig(), ['human', 'elves']).tiles('P 0,0; P 1,0');
    const ambush = handWorld(kit, 0, 'Ambush');
    kit.army(0, 0, '0,0', ['Knight', 'Footman']);
    const elves = kit.army(1, 0, '1,0', ['Elf Warden']);
    kit.s.armyTile[elves] = kit.t('0,0');
    enterHex(kit.s, elves, kit.t('0,0'), R());
    const acts = legalOf(kit.s);
    expect(acts.map(battleActionOp).sort()).toEqual([OP_PLAY_CARD, OP_NO_CARD].sort());
    expect(kit.s.frames[topFrame(kit.s) + 1]).toBe(0); // seat 0 (the Defender) decides
    const play = acts.find((a) => battleActionOp(a) === OP_PLAY_CARD)!;
    expect(describeTop(kit.s, play)).toMatch(/^Play Ambush/);
    applyTop(kit.s, play, R());
    expect(kit.s.wLoc[ambush]).toBe(WLOC_DISCARD);
    expect(kit.s.handLen[0]).toBe(0);
    applyTop(kit.s, WALL, R());
    applyTop(kit.s, END_SETUP, R());
    applyTop(kit.s, WALL, R());
    applyTop(kit.s, END_SETUP, R());
    const b = battleOf(kit.s);
    expect(b.phase).toBe(0);
    expect(b.activeSide).toBe(DEFENDER);
  });

  it('§4.6 Rally: offered to the Attacker at the start of its Attack Phase; it discards the card and clears Disabled from own characters', () => {
    const kit = new Kit(encounterConfig(), ['human', 'elves']).tiles('P 0,0; P 1,0');
    kit.army(0, 0, '0,0', ['Knight', 'Footman']);
    const elves = kit.army(1, 0, '1,0', ['Elf Warden', 'Goblin Laborer']);
    const rally = handWorld(kit, 1, 'Rally');
    kit.s.armyTile[elves] = kit.t('0,0');
    enterHex(kit.s, elves, kit.t('0,0'), R());
    applyTop(kit.s, WALL, R());
    applyTop(kit.s, END_SETUP, R());
    applyTop(kit.s, WALL, R());
    applyTop(kit.s, END_SETUP, R());
    const b = battleOf(kit.s);
    const warden = piecesNamed(kit, 'Elf Warden')[0]!;
    b.states[warden] = 2; // Disabled
    const play = legalOf(kit.s).find((a) => battleActionOp(a) === OP_PLAY_CARD);
    expect(play).toBeDefined();
    expect(battleActionA(play!)).toBe(0);
    applyTop(kit.s, play!, R());
    expect(b.states[warden]).toBe(0);
    expect(kit.s.wLoc[rally]).toBe(WLOC_DISCARD);
    expect(legalOf(kit.s).some((a) => battleActionOp(a) === OP_PLAY_CARD)).toBe(false);
  });
});

describe('§2.9 Heart tokens across battles', () => {
  it('§2.9 a Romantic bond held by another army keeps its Heart-token pair: the battle starts with it counted, and the game count stays right afterwards', () => {
    const kit = new Kit(encounterConfig(), ['human', 'elves']).tiles('P 0,0; P 1,0; P 3,0');
    const lovers = kit.army(0, 1, '3,0', ["Farmer's Daughter", 'Prince']);
    const d = kit.copyOf("Farmer's Daughter", LOC_ARMY, lovers);
    const p = kit.copyOf('Prince', LOC_ARMY, lovers);
    kit.s.copyRomance[d] = p;
    kit.s.copyRomance[p] = d;
    kit.s.g[G_HEARTS_USED] = 1;
    kit.army(0, 0, '0,0', ['Knight', 'Footman']);
    const elves = kit.army(1, 0, '1,0', ['Elf Warden']);
    kit.s.armyTile[elves] = kit.t('0,0');
    enterHex(kit.s, elves, kit.t('0,0'), R());
    const b = battleOf(kit.s);
    expect(b.heartsOutside).toBe(1);
    for (const q of piecesNamed(kit, 'Elf Warden')) killPiece(b, kit.c, q);
    finishBattle(b, kit.c, DEFENDER, END_ANNIHILATION);
    battleStepped(kit.s, topFrame(kit.s), R());
    expect(kit.s.g[G_HEARTS_USED]).toBe(1);
    expect(kit.s.copyRomance[d]).toBe(p);
  });
});
