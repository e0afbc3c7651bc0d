// National Trade (spec §1.19, G11, §6.3). During its Command Phase a player may make at most
// `maxOffersPerPhase` offers, each a template "give 1–4 of one resource for 1–2 of another", bank to
// bank. The receiver accepts or rejects (PR_TRADE_REPLY). Modes: `trust` (the printed rule) — after
// acceptance each side makes a sealed Deliver/Renege choice (PR_TRADE_SEAL), revealed together, and
// each delivering side hands its part over; a renege is recorded in the victim's PL_RENEGED_MASK for
// reciprocity bots (§6.6). `binding`: one swap. `none`: no offers.
import type { Rng } from '@balance-lab/core';
import { argA, argB, encode, kindOf } from '../actions.js';
import { RESOURCES, RESOURCE_NAMES } from '../lands.js';
import { PR_TRADE_REPLY, PR_TRADE_SEAL, closeFrame, type KorremGame, type PromptHooks } from '../prompts.js';
import { FRAME_WORDS, FW_0, FW_SEAT, PL_OFFERS, PL_RENEGED_MASK, PL_WORDS, pushFrame, type Frame, type Seat } from '../state.js';
import { affordable, bankBase, spend } from './common.js';
import { V_OFFER } from './verbs.js';

/** §6.3 branching control: give 1..GIVE_MAX units for 1..GET_MAX units. */
export const GIVE_MAX = 4;
export const GET_MAX = 2;
export const TRADE_TRUST = 0;
export const TRADE_BINDING = 1;
export const TRADE_NONE = 2;

export const T_REJECT = 0;
export const T_ACCEPT = 1;
export const T_DELIVER = 1;
export const T_RENEGE = 2;

export const packOffer = (giveR: number, giveN: number, getR: number, getN: number): number => ((giveR * GIVE_MAX + giveN - 1) * RESOURCES + getR) * GET_MAX + getN - 1;
const offerGetN = (b: number): number => (b % GET_MAX) + 1;
const offerGetR = (b: number): number => Math.floor(b / GET_MAX) % RESOURCES;
const offerGiveN = (b: number): number => (Math.floor(b / (GET_MAX * RESOURCES)) % GIVE_MAX) + 1;
const offerGiveR = (b: number): number => Math.floor(b / (GET_MAX * RESOURCES * GIVE_MAX));

// PR_TRADE_REPLY frame words (the seal frames write their choices here).
const F_FROM = FW_0;
const F_OFFER = FW_0 + 1;
const F_SEAL_FROM = FW_0 + 2;
const F_SEAL_TO = FW_0 + 3;
// PR_TRADE_SEAL frame word: 0 = the offerer seals, 1 = the receiver.
const F_SIDE = FW_0;

const bank = (s: KorremGame, seat: Seat, r: number): number => s.pl[bankBase(seat) + r]!;

export function legalOffers(s: KorremGame, seat: Seat, out: Int32Array, n: number): number {
  const p = s.config.params;
  if (p.tradeMode === TRADE_NONE || s.pl[seat * PL_WORDS + PL_OFFERS]! >= p.maxOffersPerPhase || !affordable(s, seat, 0)) return n;
  for (let to = 0; to < s.shape.seats; to++) {
    if (to === seat) continue;
    for (let gr = 0; gr < RESOURCES; gr++) {
      const have = Math.min(bank(s, seat, gr), GIVE_MAX);
      for (let gn = 1; gn <= have; gn++) {
        for (let tr = 0; tr < RESOURCES; tr++) {
          if (tr === gr) continue;
          const can = Math.min(bank(s, to, tr), GET_MAX);
          for (let tn = 1; tn <= can; tn++) out[n++] = encode(V_OFFER, to, packOffer(gr, gn, tr, tn));
        }
      }
    }
  }
  return n;
}

/** V_OFFER: counts the offer and asks the receiver (PR_TRADE_REPLY). */
export function applyOffer(s: KorremGame, seat: Seat, code: number): void {
  s.pl[seat * PL_WORDS + PL_OFFERS]!++;
  spend(s, seat, 0);
  const fr = pushFrame(s, PR_TRADE_REPLY, argA(code));
  s.frames[fr + F_FROM] = seat;
  s.frames[fr + F_OFFER] = argB(code);
}

function transfer(s: KorremGame, from: Seat, to: Seat, r: number, k: number): void {
  s.pl[bankBase(from) + r] = s.pl[bankBase(from) + r]! - k;
  s.pl[bankBase(to) + r] = s.pl[bankBase(to) + r]! + k;
}

/** Executes the deal: each delivering side hands its whole part over; reneges are recorded. */
function settle(s: KorremGame, fr: Frame, fromDelivers: boolean, toDelivers: boolean): void {
  const from = s.frames[fr + F_FROM]!;
  const to = s.frames[fr + FW_SEAT]!;
  const b = s.frames[fr + F_OFFER]!;
  if (fromDelivers) transfer(s, from, to, offerGiveR(b), offerGiveN(b));
  else s.pl[to * PL_WORDS + PL_RENEGED_MASK] = s.pl[to * PL_WORDS + PL_RENEGED_MASK]! | (1 << from);
  if (toDelivers) transfer(s, to, from, offerGetR(b), offerGetN(b));
  else s.pl[from * PL_WORDS + PL_RENEGED_MASK] = s.pl[from * PL_WORDS + PL_RENEGED_MASK]! | (1 << to);
}

export function describeOffer(s: KorremGame, code: number): string {
  const b = argB(code);
  return `Offer seat ${argA(code)} a National Trade: ${offerGiveN(b)} ${RESOURCE_NAMES[offerGiveR(b)]} for ${offerGetN(b)} ${RESOURCE_NAMES[offerGetR(b)]}`;
}

export const tradeReplyHooks: PromptHooks = {
  legal(s: KorremGame, fr: Frame, out: Int32Array): number {
    const b = s.frames[fr + F_OFFER]!;
    const to = s.frames[fr + FW_SEAT]!;
    const from = s.frames[fr + F_FROM]!;
    out[0] = encode(T_REJECT);
    if (bank(s, to, offerGetR(b)) >= offerGetN(b) && bank(s, from, offerGiveR(b)) >= offerGiveN(b)) {
      out[1] = encode(T_ACCEPT);
      return 2;
    }
    return 1;
  },
  apply(s: KorremGame, fr: Frame, action: number, rng: Rng): void {
    if (kindOf(action) === T_REJECT) {
      closeFrame(s, rng);
      return;
    }
    if (s.config.params.tradeMode === TRADE_BINDING) {
      settle(s, fr, true, true);
      closeFrame(s, rng);
      return;
    }
    const seal = pushFrame(s, PR_TRADE_SEAL, s.frames[fr + F_FROM]!);
    s.frames[seal + F_SIDE] = 0;
  },
  resume(s: KorremGame, fr: Frame, rng: Rng): void {
    const a = s.frames[fr + F_SEAL_FROM]!;
    const b = s.frames[fr + F_SEAL_TO]!;
    if (a !== 0 && b === 0) {
      const seal = pushFrame(s, PR_TRADE_SEAL, s.frames[fr + FW_SEAT]!);
      s.frames[seal + F_SIDE] = 1;
      return;
    }
    if (a !== 0 && b !== 0) {
      settle(s, fr, a === T_DELIVER, b === T_DELIVER);
      closeFrame(s, rng);
    }
  },
  describe(s: KorremGame, fr: Frame, action: number): string {
    const b = s.frames[fr + F_OFFER]!;
    const deal = `${offerGiveN(b)} ${RESOURCE_NAMES[offerGiveR(b)]} from seat ${s.frames[fr + F_FROM]} for ${offerGetN(b)} ${RESOURCE_NAMES[offerGetR(b)]}`;
    return kindOf(action) === T_ACCEPT ? `Accept the trade (${deal})` : `Reject the trade (${deal})`;
  },
};

export const tradeSealHooks: PromptHooks = {
  legal(_s: KorremGame, _fr: Frame, out: Int32Array): number {
    out[0] = encode(T_DELIVER);
    out[1] = encode(T_RENEGE);
    return 2;
  },
  apply(s: KorremGame, fr: Frame, action: number, rng: Rng): void {
    const parent = fr - FRAME_WORDS;
    s.frames[parent + (s.frames[fr + F_SIDE] === 0 ? F_SEAL_FROM : F_SEAL_TO)] = kindOf(action);
    closeFrame(s, rng);
  },
  describe(_s: KorremGame, _fr: Frame, action: number): string {
    return kindOf(action) === T_DELIVER ? 'Deliver your part of the agreed trade (sealed)' : 'Renege: keep your part of the agreed trade (sealed)';
  },
};
