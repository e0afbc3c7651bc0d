// Testing kit: a position builder for scenario tests, invariant checks (spec
// §6.7 INV-1…INV-14), ScriptedRng for forced dice, and readable queries and
// actions in the rulebook's words (readable.ts; see README.md in this folder).
import { defaultValues } from '@balance-lab/core';
import { ScriptedRng } from '@balance-lab/core';
import { compile } from '../compile.js';
import { type Config, LAW, UNIT_TYPE_NAMES } from '../config.js';
import { darkleafParameters, dataFromValues } from '../data/index.js';
import { beginTurn } from '../flow.js';
import { parseSquare, toGlobal } from '../geometry.js';
import {
  armyRange, BONES, DarkleafState, G_FIRST_SEAT, G_PHASE, G_SEAT, G_TURN, MAX_SLOTS, PR_MARKS, PR_PUSHOFFS,
  PR_QUARRY, PR_RECLAIMED, SQ_GRAVEYARD, SQ_OUT, slotIndex, TERR_RECLAIMED, UF_QUARRY, unitSeat, unitType,
} from '../state.js';
import { auraBitOf, clanRef, type Dice, diceFrom, PROGRESS_OFFSET, skillRowOf } from './readable.js';
import { settle } from '../turn.js';
import { popcount } from '../units.js';
import { hexenInvariants } from '../clans/hexen.js';
import { erdeInvariants } from '../clans/erde.js';

export { ScriptedRng };
export * from './readable.js';
export { describeAction, render } from '../render.js';
export * from '../actions.js';
export * as S from '../state.js';

let defaultConfig: Config | null = null;
/** The compiled default rules (cached). */
export function defaultTestConfig(): Config {
  defaultConfig ??= compile(dataFromValues(defaultValues(darkleafParameters)));
  return defaultConfig;
}

/** Compiles the defaults with some parameter keys overridden. */
export function configWith(overrides: Record<string, unknown>): Config {
  return compile(dataFromValues({ ...defaultValues(darkleafParameters), ...(overrides as Record<string, never>) }));
}

const TYPES = UNIT_TYPE_NAMES as readonly string[];

/**
 * Builds a position directly: an empty board with two clans, every army piece in
 * its graveyard (rooks/royals out of the game until placed), 6 bones per pool.
 * Squares are GLOBAL names ("e4") unless a method says local.
 */
export class PositionBuilder {
  readonly s: DarkleafState;

  /** Clans by id ('murg') or printed name ('The Murg'); an unknown clan throws listing the accepted names. */
  constructor(clan0: string, clan1: string, config: Config = defaultTestConfig()) {
    const s = new DarkleafState(config);
    s.clan[0] = clanRef(config, clan0);
    s.clan[1] = clanRef(config, clan1);
    for (let seat = 0; seat < 2; seat++) {
      for (let i = 0; i < 16; i++) s.uSq[seat * 16 + i] = unitType(i) <= 2 ? SQ_GRAVEYARD : SQ_OUT;
      const sides = config.clans[s.clan[seat]!]!.boneSides;
      for (let b = 0; b < BONES; b++) s.boneSides[seat * BONES + b] = sides;
      s.willTok[seat] = 1;
    }
    this.s = s;
  }

  /** Places a unit of `type` for `seat` on global square `sq`; returns its id. */
  place(seat: number, type: string, sq: string): number {
    const t = TYPES.indexOf(type);
    if (t < 0) throw new Error(`unknown unit type ${type}`);
    const [first, count] = armyRange(t);
    for (let k = 0; k < count; k++) {
      const u = seat * 16 + first + k;
      if (this.s.uSq[u]! < 0) {
        const g = parseSquare(sq);
        if (this.s.board[g] !== -1) throw new Error(`${sq} is occupied`);
        this.s.uSq[u] = g;
        this.s.board[g] = u;
        return u;
      }
    }
    throw new Error(`no free ${type} for seat ${seat}`);
  }

  /** Places on a square given in `seat`'s local frame. */
  placeLocal(seat: number, type: string, localSq: string): number {
    const g = toGlobal(seat, parseSquare(localSq));
    return this.place(seat, type, String.fromCharCode(97 + (g & 7)) + String((g >> 3) + 1));
  }

  /** Moves an unused piece out of the game (e.g. a graveyard knight). */
  outOfGame(seat: number, type: string): this {
    const [first, count] = armyRange(TYPES.indexOf(type));
    for (let k = 0; k < count; k++) if (this.s.uSq[seat * 16 + first + k] === SQ_GRAVEYARD) this.s.uSq[seat * 16 + first + k] = SQ_OUT;
    return this;
  }

  /** Slots a bone of `value` into (row, slot), taking a pool bone. */
  slot(seat: number, row: number, slot: number, value: number): this {
    for (let b = 0; b < BONES; b++) {
      if (this.s.boneLoc[seat * BONES + b] !== -1) continue;
      const idx = slotIndex(seat, row, slot);
      this.s.slotVal[idx] = value;
      this.s.slotBone[idx] = b;
      this.s.boneLoc[seat * BONES + b] = row * MAX_SLOTS + slot;
      return this;
    }
    throw new Error('pool is empty');
  }

  /** Sets the sides of the pool bones of `seat`, in order. */
  boneSides(seat: number, sides: readonly number[]): this {
    sides.forEach((v, i) => (this.s.boneSides[seat * BONES + i] = v));
    return this;
  }

  relicTokens(seat: number, row: number, n: number): this {
    this.s.relicTok[seat * 5 + row] = n;
    return this;
  }

  /** Puts a law in force, by printed name ("Technological Singularity") or id. */
  law(seat: number, skill: string): this {
    const row = this.row(seat, skill);
    const sk = this.s.config.clans[this.s.clan[seat]!]!.skills[row]!;
    if (sk.type !== LAW) throw new Error(`${sk.name} is not a law`);
    this.s.law[seat] = this.s.law[seat]! | (1 << row);
    return this;
  }

  /** Row index of a skill of the clan in `seat`, by printed name ("Calm Waters") or id ('calmWaters'). */
  row(seat: number, skill: string): number {
    return skillRowOf(this.s.config.clans[this.s.clan[seat]!]!, skill);
  }

  /** Attaches an aura (a skill of the unit's clan, or a trait aura such as "Barbaric"), by printed name or id. */
  aura(unit: number, aura: string): this {
    const seat = unitSeat(unit);
    const cc = this.s.config.clans[this.s.clan[seat]!]!;
    let bit: number;
    try {
      const sk = cc.skills[skillRowOf(cc, aura)]!;
      if (sk.auraBit === 0) throw new Error(`${sk.name} is not an aura`);
      bit = sk.auraBit;
    } catch (e) {
      // Trait auras (Ferrymen Barbaric / Ripple Effect) are no skill of the clan board.
      if (String(e).includes('is not an aura')) throw e;
      try { bit = auraBitOf(this.s.config, aura); } catch { throw e; }
    }
    this.s.uAura[unit] = this.s.uAura[unit]! | bit;
    this.s.chips[seat] = this.s.chips[seat]! + 1;
    return this;
  }

  /** Sets the Hunt marks of `seat` (progress huntMarks). */
  marks(seat: number, n: number): this {
    this.s.progress[seat * 4 + PROGRESS_OFFSET.huntMarks] = n;
    return this;
  }

  reclaimed(seat: number, ...squares: string[]): this {
    for (const sq of squares) this.s.terr[parseSquare(sq)] = this.s.terr[parseSquare(sq)]! | TERR_RECLAIMED;
    this.s.progress[seat * 4 + PR_RECLAIMED] = this.s.progress[seat * 4 + PR_RECLAIMED]! + squares.length;
    return this;
  }

  quarry(unit: number): this {
    this.s.uFlags[unit] = this.s.uFlags[unit]! | UF_QUARRY;
    return this;
  }

  frozen(unit: number, untilTurn: number): this {
    this.s.uFrozenUntil[unit] = untilTurn;
    return this;
  }

  /** Marks Hexen setup decisions done (Quarry picked by the test). */
  setupDone(seat: number): this {
    this.s.once[seat] = this.s.once[seat]! | 2;
    return this;
  }

  /**
   * Starts `seat`'s turn at Upkeep (TS-1) and auto-applies forced choices with `rng` (required: an Rng,
   * noDice() when nothing may roll, or a seed).
   */
  startTurn(seat: number, rng: Dice): DarkleafState {
    const r = diceFrom(rng, 'startTurn(seat, rng)');
    this.s.g[G_FIRST_SEAT] = seat;
    this.s.g[G_SEAT] = seat;
    this.s.g[G_TURN] = Math.max(this.s.g[G_TURN]!, 0);
    beginTurn(this.s, r);
    settle(this.s, r);
    return this.s;
  }

  /** Sets a phase directly (for prompts that need no preceding steps). */
  phase(seat: number, phase: number): DarkleafState {
    this.s.g[G_SEAT] = seat;
    this.s.g[G_PHASE] = phase;
    return this.s;
  }
}

/** INV-1…INV-14 (spec §6.7) that the milestone-1 engine can violate; returns violations. */
export function checkInvariants(s: DarkleafState): string[] {
  const v: string[] = [];
  const cfg = s.config;
  // INV-1 board/unit consistency.
  for (let sq = 0; sq < 64; sq++) {
    const u = s.board[sq]!;
    if (u >= 0 && s.uSq[u] !== sq) v.push(`INV-1: board[${sq}]=${u} but uSq=${s.uSq[u]}`);
  }
  for (let u = 0; u < 32; u++) {
    const sq = s.uSq[u]!;
    if (sq >= 0 && s.board[sq] !== u) v.push(`INV-1: unit ${u} at ${sq} not on the board`);
    if (sq < SQ_OUT || sq > 63) v.push(`INV-3: unit ${u} has location ${sq}`);
  }
  // INV-2 per-type counts are bounded by the fixed army ids; rooks/royals never return from out of the game.
  for (let seat = 0; seat < 2; seat++) {
    const cc = cfg.clans[s.clan[seat]!]!;
    // INV-5 six bones per player, INV-7 slot contents valid.
    let bones = 0;
    for (let b = 0; b < BONES; b++) {
      const loc = s.boneLoc[seat * BONES + b]!;
      bones++;
      if (loc >= 0) {
        const idx = slotIndex(seat, loc >> 3, loc & 7);
        if (s.slotBone[idx] !== b) v.push(`INV-5: bone ${b} of seat ${seat} not in its slot`);
      }
    }
    if (bones !== 6) v.push(`INV-5: seat ${seat} has ${bones} bones`);
    let pool = 0;
    for (let b = 0; b < BONES; b++) if (s.boneLoc[seat * BONES + b] === -1) pool++;
    if (pool < 1) v.push(`INV-6: seat ${seat} pool is empty`);
    for (let r = 0; r < 5; r++) {
      const sk = cc.skills[r]!;
      let filled = 0, sum = 0;
      for (let i = 0; i < MAX_SLOTS; i++) {
        const idx = slotIndex(seat, r, i);
        const val = s.slotVal[idx]!;
        if (val === 0) continue;
        if (i >= sk.nSlots) v.push(`INV-7: value in a slot that does not exist (${sk.id} ${i})`);
        filled++;
        sum += val;
        if (((sk.accept[i]! >>> val) & 1) === 0) v.push(`INV-7: ${val} in ${sk.id} slot ${i} is not valid`);
        const b = s.slotBone[idx]!;
        if (b < 0 || s.boneLoc[seat * BONES + b] !== r * 8 + i) v.push(`INV-7: slot ${sk.id}/${i} bone mismatch`);
      }
      if (filled === sk.nSlots) v.push(`INV-7: row ${sk.id} of seat ${seat} left full after Phase 5`);
      if (sk.isSum && sum > sk.sumHi) v.push(`INV-7: sum row ${sk.id} over ${sk.sumHi}`);
      // INV-8 relic tokens ≤ relic slots; INV-10 laws keep their row empty.
      if (s.relicTok[seat * 5 + r]! > sk.relicSlots) v.push(`INV-8: ${sk.id} holds ${s.relicTok[seat * 5 + r]} tokens`);
      if ((s.law[seat]! & (1 << r)) !== 0 && filled > 0 && cfg.game.lawRowClosed) v.push(`INV-10: active law ${sk.id} has bones`);
    }
    // INV-8 chips in play.
    if (cfg.game.enforceChipSupply && s.chips[seat]! > cc.chipsInPlay) v.push(`INV-8: seat ${seat} uses ${s.chips[seat]} chips > ${cc.chipsInPlay}`);
    // INV-8 / T-20: Wildero Wibo never use a fate chip [L361].
    if (cc.id === 'wibo' && s.chips[seat] !== 0) v.push(`INV-8: Wibo seat ${seat} uses ${s.chips[seat]} fate chips`);
    let auraChips = 0;
    for (let i = 0; i < 16; i++) auraChips += popcount(s.uAura[seat * 16 + i]!);
    if (auraChips + s.markChips[seat]! !== s.chips[seat]) v.push(`INV-8: seat ${seat} chip count ${s.chips[seat]} ≠ auras ${auraChips} + marks ${s.markChips[seat]}`);
    // INV-9 auras only on eligible types, of own clan's aura skills.
    for (let i = 0; i < 16; i++) {
      const u = seat * 16 + i;
      const a = s.uAura[u]!;
      if (a === 0) continue;
      if (s.uSq[u]! < 0) v.push(`INV-9: unit ${u} off the board keeps auras`);
      for (const sk of cc.skills) {
        if (sk.auraBit !== 0 && (a & sk.auraBit) !== 0 && (sk.auraEligible & (1 << unitType(u))) === 0) {
          v.push(`INV-9: ${sk.id} on a ${UNIT_TYPE_NAMES[unitType(u)]}`);
        }
      }
      let own = 0;
      for (const sk of cc.skills) own |= sk.auraBit;
      if (cc.id === 'ferrymen') {
        // INV-9 / FE-T-2: the trait auras Barbaric and Ripple Effect, only on Ferrymen pawns and sages.
        let trait = 0;
        cfg.auraNames.forEach((name, k) => { if (name === 'barbaric' || name === 'rippleEffect') trait |= 1 << k; });
        own |= trait;
        if ((a & trait) !== 0 && unitType(u) !== 0 && unitType(u) !== 1) v.push(`INV-9: Ferrymen trait aura on a ${UNIT_TYPE_NAMES[unitType(u)]}`);
      }
      if ((a & ~own) !== 0) v.push(`INV-9: unit ${u} carries a foreign aura`);
    }
    // INV-12 Reclaimed squares only in the centre, never under a non-Erde unit.
    // INV-14 progress bounds.
    if (s.progress[seat * 4 + PR_MARKS]! > 3) v.push('INV-14: more than 3 Hunt marks');
    if (s.progress[seat * 4 + PR_PUSHOFFS]! > 2) v.push('INV-14: more than 2 push-offs');
    if (s.progress[seat * 4 + PR_RECLAIMED]! > 4) v.push('INV-14: more than 4 Reclaimed');
    if (s.progress[seat * 4 + PR_QUARRY]! > 2) v.push('INV-14: more than 2 Quarry');
  }
  for (let sq = 0; sq < 64; sq++) {
    if ((s.terr[sq]! & TERR_RECLAIMED) === 0) continue;
    if (sq !== 27 && sq !== 28 && sq !== 35 && sq !== 36) v.push(`INV-12: Reclaimed square ${sq} outside the centre`);
    const u = s.board[sq]!;
    if (u >= 0 && !s.config.hooks[s.clan[unitSeat(u)]!]!.ownsReclaimed) v.push(`INV-12: a unit of a clan that does not own Reclaimed ground on Reclaimed ${sq}`);
  }
  // INV-14 Reclaimed marks, INV-4 Thick Skin (Erde).
  erdeInvariants(s, v);
  // INV-11 Hex counters, no Ladder on the Erde king; INV-8 Hex chips (Hexen).
  hexenInvariants(s, v);
  // INV-4 rooks never in a graveyard.
  for (let u = 0; u < 32; u++) {
    if (unitType(u) === 3 && s.uSq[u] === SQ_GRAVEYARD && cfg.clans[s.clan[unitSeat(u)]!]!.invulnerable[3] === 1) v.push(`INV-4: rook ${u} vanquished`);
  }
  return v;
}

/** Global square index from a name (short for squareIndex). */
export const sq = (name: string): number => parseSquare(name);
export { outcome } from '../index.js';

// fast-check arbitraries of random legal play (seating, seed, choice path) for a designer's
// own property tests: `fc.property(legalPlay(darkleaf), (c) => replayLegalPlay(darkleaf, config, c, check))`.
export { legalPlay, replayLegalPlay, type LegalPlayCase } from '@balance-lab/core/testing';
