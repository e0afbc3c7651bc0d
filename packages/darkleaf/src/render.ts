// Text rendering of a position and describeAction in the rulebook's words.
import { A_WILL, A_WILL_REROLL, A_WILL_ROW } from './actions.js';
import { activeWillEffects } from './will.js';
import {
  A_ADAPT, A_CANCEL, A_CHOOSE_BONE, A_CLEAR_ROW, A_DECLARE_DEED, A_DECLARE_JOURNEY, A_END, A_HUNT, A_LEAP, A_MOVE,
  A_MOVE_PART, A_OPTION, A_PASS, A_QUARRY, A_RENEW, A_RETURN_BONE, A_SLOT, A_SPEND_RELIC, A_SQUARE, A_TARGET,
  A_TWEAK, argA, argB, argC, kindOf,
} from './actions.js';
import { UNIT_TYPE_NAMES } from './config.js';
import { squareName } from './geometry.js';
import {
  type DarkleafState, BONES, G_I_UNIT, G_OVER, G_PHASE, G_REASON, G_ROLL, G_SEAT, G_TURN, G_WINNER, MAX_SLOTS,
  PHASE_NAMES, TERR_RECLAIMED, UF_QUARRY, slotIndex, unitSeat, unitType,
} from './state.js';

const LETTERS = ['p', 's', 'n', 'r', 'q', 'k'];
/** Each clan's deed as the rulebook names it (compendium "Deed:" headings), by clan index (CLAN_IDS). */

export function unitName(s: DarkleafState, u: number): string {
  const seat = unitSeat(u);
  const cc = s.config.clans[s.clan[seat]!]!;
  const sq = s.uSq[u]!;
  return `${cc.name.replace(/^The /, '')} ${UNIT_TYPE_NAMES[unitType(u)]} ${sq >= 0 ? squareName(sq) : sq === -1 ? '(graveyard)' : '(out)'}`;
}

export function describeAction(s: DarkleafState, a: number): string {
  const seat = s.g[G_SEAT]!;
  const cc = s.config.clans[s.clan[seat]!]!;
  const own = s.config.hooks[s.clan[seat]!]!.describeAction?.(s, a);
  if (own !== undefined) return own;
  switch (kindOf(a)) {
    case A_END: return 'decline';
    case A_SPEND_RELIC: return `spend ${cc.skills[argA(a)]!.name}: use a relic token`;
    case A_DECLARE_JOURNEY: return 'declare Journey';
    case A_DECLARE_DEED: {
      const t2 = argC(a) - 1;
      // Uniform with the clan hooks' "declare Morph: …" / "declare Reclaim: …": the deed by its rulebook name.
      const hooks = s.config.hooks[s.clan[seat]!]!;
      return `declare ${hooks.deedName}: ${unitName(s, argA(a))} ${hooks.deedVerb} ${unitName(s, argB(a))}${t2 >= 0 ? ` and ${unitName(s, t2)}` : ''}`;
    }
    case A_CHOOSE_BONE: return `roll a d${s.boneSides[seat * BONES + argA(a)]}`;
    case A_MOVE: {
      const occupant = s.board[argB(a)]!;
      return `${unitName(s, argA(a))} journeys to ${squareName(argB(a))}${occupant >= 0 ? ` (Ambush on ${unitName(s, occupant)})` : ''}`;
    }
    case A_MOVE_PART: return `${unitName(s, argA(a))} journeys ${argC(a)} to ${squareName(argB(a))} and stops early (Pivot)`;
    case A_HUNT: return `${unitName(s, argA(a))} Hunts ${unitName(s, argB(a))}${argC(a) ? ' (Long Bow +1)' : ''}`;
    case A_LEAP: return `queen Leaps to ${squareName(argB(a))}`;
    case A_PASS: return 'use the roll for nothing';
    case A_SLOT: return `slot the ${s.g[G_ROLL]} in ${cc.skills[argA(a)]!.name}, slot ${argB(a) + 1}`;
    case A_RETURN_BONE: return `return the ${s.g[G_ROLL]} to the pool`;
    case A_CLEAR_ROW: return `return the bones of ${cc.skills[argA(a)]!.name} to the pool`;
    case A_TARGET: return `choose ${unitName(s, argA(a))}`;
    case A_SQUARE: return `choose ${squareName(argB(a))}${s.g[G_I_UNIT]! >= 0 ? ` for ${unitName(s, s.g[G_I_UNIT]!)}` : ''}`;
    case A_CANCEL: return 'cancel the journey';
    case A_TWEAK: return 'spend Tweak: reroll the bone';
    case A_RENEW: {
      const rc = s.config.clans[s.clan[seat ^ 1]!]!;
      return `Renewal: remove the ${s.slotVal[slotIndex(seat ^ 1, argA(a), argB(a))]} from ${rc.skills[argA(a)]!.name}, slot ${argB(a) + 1}`;
    }
    case A_ADAPT: return `Adapt: give a d${s.boneSides[seat * BONES + argA(a)]}, take a d${s.boneSides[(seat ^ 1) * BONES + argB(a)]}`;
    case A_QUARRY: return `designate ${unitName(s, argA(a))} as Divine Quarry`;
    case A_OPTION: return `option ${argA(a)}`;
    case A_WILL: return "activate Haggedorn's Will (spend a token, roll the Will die)";
    case A_WILL_REROLL: return "Haggedorn's Will: reroll the bone";
    case A_WILL_ROW: return `Haggedorn's Will: row ${cc.skills[argA(a)]!.name}`;
    default: return `action ${a}`;
  }
}

export function render(s: DarkleafState): string {
  const lines: string[] = [];
  const g = s.g;
  const names = [0, 1].map((seat) => s.config.clans[s.clan[seat]!]!.name);
  lines.push(`turn ${g[G_TURN]} · seat ${g[G_SEAT]} (${names[g[G_SEAT]!]}) · phase ${PHASE_NAMES[g[G_PHASE]!]}${g[G_ROLL] ? ` · roll ${g[G_ROLL]}` : ''}`);
  if (g[G_OVER] === 1) lines.push(`WIN: seat ${g[G_WINNER]} (${s.config.hooks[g[G_REASON]! - 1]!.victoryReason})`);
  if (g[G_OVER] === 2) lines.push('TIMEOUT (round cap)');
  for (let r = 7; r >= 0; r--) {
    let row = `${r + 1} `;
    for (let f = 0; f < 8; f++) {
      const sq = r * 8 + f;
      const u = s.board[sq]!;
      let cell: string;
      if (u < 0) cell = (s.terr[sq]! & TERR_RECLAIMED) !== 0 ? '#' : '.';
      else {
        const l = LETTERS[unitType(u)]!;
        cell = unitSeat(u) === 0 ? l.toUpperCase() : l;
      }
      const mark = u >= 0 && (s.uAura[u] !== 0 || (s.uFlags[u]! & UF_QUARRY) !== 0) ? '*' : ' ';
      row += ` ${cell}${mark}`;
    }
    lines.push(row);
  }
  lines.push('   a  b  c  d  e  f  g  h   (UPPER = seat 0, lower = seat 1, * = aura/Quarry, # = Reclaimed)');
  for (let seat = 0; seat < 2; seat++) {
    const cc = s.config.clans[s.clan[seat]!]!;
    const pool: string[] = [];
    for (let b = 0; b < BONES; b++) if (s.boneLoc[seat * BONES + b] === -1) pool.push(`d${s.boneSides[seat * BONES + b]}`);
    lines.push(`seat ${seat} ${cc.name}: pool [${pool.join(' ')}] chips ${s.chips[seat]}/${cc.chipsInPlay} progress ${Array.from(s.progress.subarray(seat * 4, seat * 4 + 4)).join('/')}`);
    for (let r = 0; r < 5; r++) {
      const sk = cc.skills[r]!;
      const vals: string[] = [];
      for (let i = 0; i < sk.nSlots; i++) vals.push(String(s.slotVal[slotIndex(seat, r, i)] || '_'));
      const extra = s.relicTok[seat * 5 + r] ? ` tokens ${s.relicTok[seat * 5 + r]}` : '';
      const law = (s.law[seat]! & (1 << r)) !== 0 ? ' ACTIVE' : '';
      lines.push(`  ${sk.name}: [${vals.join(' ')}]${extra}${law}`);
    }
    const auras: string[] = [];
    for (let i = 0; i < 16; i++) {
      const u = seat * 16 + i;
      if (s.uSq[u]! >= 0 && s.uAura[u] !== 0) {
        const an: string[] = [];
        s.config.auraNames.forEach((n, k) => { if ((s.uAura[u]! & (1 << k)) !== 0) an.push(n); });
        auras.push(`${squareName(s.uSq[u]!)}:${an.join('+')}`);
      }
    }
    if (auras.length) lines.push(`  auras ${auras.join(' ')}`);
    const extra = s.config.hooks[s.clan[seat]!]!.renderSeat?.(s, seat);
    if (extra) lines.push(`  ${extra}`);
  }
  if (s.config.will.cells.length > 0) {
    const eff = activeWillEffects(s).map(([d, by, left]) => `#${d} by seat ${by} ${left < 0 ? 'rest of game' : `${left} round(s)`}`);
    lines.push(`Haggedorn's Will (${s.config.game.willMode}): tokens ${s.willTok[0]}/${s.willTok[1]}${eff.length ? ` · active ${eff.join(', ')}` : ''}`);
  }
  void MAX_SLOTS;
  return lines.join('\n');
}
