// National Trade (spec §1.19, G11, G56, §6.3). During its Command Phase a player may make at most
// `maxOffersPerPhase` offers, bank to bank, each from a bounded template set: "give 1–4 of one
// resource for 1–2 of another", or — §1.19 "swap resources or Artifacts" — "give one banked Artifact
// for 1–4 of a resource" or "give 1–4 of a resource for one of the receiver's banked Artifacts"
// (an Artifact's VP follow it between banks, world/artifacts.ts tradeArtifact); with `trade.allowVp`
// (G56, the glossary's "even VP") also "give 1–2 VP for 1–4 of a resource" or "1–4 of a resource for
// 1–2 of the receiver's VP" (world/vp.ts transferVp: the receiver's win check applies at once).
// The receiver accepts or rejects (PR_TRADE_REPLY). Modes: `trust` (the printed rule) — after
// acceptance each side makes a sealed Deliver/Renege choice (PR_TRADE_SEAL), revealed together, and
// each delivering side hands its part over; a renege is recorded in the victim's PL_RENEGED_MASK for
// reciprocity bots (§6.6). `binding`: one swap. `none`: no offers.
import type { Rng } from '@balance-lab/core';
import { B_BITS, argA, argB, encode, kindOf } from '../actions.js';
import { RESOURCES, RESOURCE_NAMES } from '../lands.js';
import { PR_TRADE_REPLY, PR_TRADE_SEAL, closeFrame, type KorremGame, type PromptHooks } from '../prompts.js';
import { WK_ARTIFACT } from '../content/compiled.js';
import { FRAME_WORDS, FW_0, FW_PROMPT, FW_SEAT, G_DEPTH, G_HIDDEN_READS, PL_DELIVERED, PL_OFFERS, PL_RENEGED_MASK, PL_RENEGES, PL_WORDS, WLOC_BANK, pushFrame, topFrame, type Frame, type Seat } from '../state.js';
import { tradeArtifact } from '../world/artifacts.js';
import { transferVp, vpOf } from '../world/vp.js';
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
/** Resource-for-resource templates take b in 0..RESOURCE_OFFERS-1; VP templates, then Artifact templates follow. */
export const RESOURCE_OFFERS = RESOURCES * GIVE_MAX * RESOURCES * GET_MAX;
/** ASSUMPTION G56 (bounded like G11's templates): 1..VP_MAX VP against 1..GIVE_MAX of one resource. */
export const VP_MAX = 2;
export const VP_GIVE = 0; // the offerer gives v VP, asks n of resource r
export const VP_ASK = 1; // the offerer gives n of resource r, asks v of the receiver's VP
const VP_OFFERS = 2 * VP_MAX * RESOURCES * GIVE_MAX;
/** A VP template (only with trade.allowVp): direction, the VP 1..VP_MAX, the resource and its amount 1..GIVE_MAX. */
export const packVpOffer = (dir: number, v: number, r: number, n: number): number => RESOURCE_OFFERS + ((dir * VP_MAX + v - 1) * RESOURCES + r) * GIVE_MAX + n - 1;
const isVpOffer = (b: number): boolean => b >= RESOURCE_OFFERS && b < ARTIFACT_OFFERS;
const vpN = (b: number): number => ((b - RESOURCE_OFFERS) % GIVE_MAX) + 1;
const vpR = (b: number): number => Math.floor((b - RESOURCE_OFFERS) / GIVE_MAX) % RESOURCES;
const vpV = (b: number): number => (Math.floor((b - RESOURCE_OFFERS) / (GIVE_MAX * RESOURCES)) % VP_MAX) + 1;
const vpDir = (b: number): number => Math.floor((b - RESOURCE_OFFERS) / (GIVE_MAX * RESOURCES * VP_MAX));
const ARTIFACT_OFFERS = RESOURCE_OFFERS + VP_OFFERS;
/** Artifact template directions. */
export const ART_GIVE = 0; // the offerer gives banked Artifact w, asks n of resource r
export const ART_ASK = 1; // the offerer gives n of resource r, asks the receiver's banked Artifact w
/** An Artifact template: direction, the World copy, the resource and its amount 1..GIVE_MAX. */
export const packArtifactOffer = (dir: number, w: number, r: number, n: number): number => ARTIFACT_OFFERS + ((w * 2 + dir) * RESOURCES + r) * GIVE_MAX + n - 1;
const MAX_OFFER = (1 << B_BITS) - 1;
const isArtifactOffer = (b: number): boolean => b >= ARTIFACT_OFFERS;
const artN = (b: number): number => ((b - ARTIFACT_OFFERS) % GIVE_MAX) + 1;
const artR = (b: number): number => Math.floor((b - ARTIFACT_OFFERS) / GIVE_MAX) % RESOURCES;
const artDir = (b: number): number => Math.floor((b - ARTIFACT_OFFERS) / (GIVE_MAX * RESOURCES)) % 2;
const artW = (b: number): number => Math.floor((b - ARTIFACT_OFFERS) / (GIVE_MAX * RESOURCES * 2));
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
const bankedBy = (s: KorremGame, w: number, seat: Seat): boolean => s.wLoc[w] === WLOC_BANK && s.wArg[w] === seat && s.config.content.world.kind[s.wCard[w]!] === WK_ARTIFACT;

/** Artifact templates from `seat` to `to`: each own banked Artifact for 1–4 of a resource `to` holds, and 1–4 of an own resource for each of `to`'s banked Artifacts. */
function artifactOffers(s: KorremGame, seat: Seat, to: Seat, out: Int32Array, n: number): number {
  // The packed offer is the code's 16-bit argument: enough for 1163 World copies.
  if (packArtifactOffer(ART_ASK, s.shape.worldCopies - 1, RESOURCES - 1, GIVE_MAX) > MAX_OFFER) throw new RangeError('too many World copies for the Artifact trade templates');
  for (let w = 0; w < s.shape.worldCopies; w++) {
    const mine = bankedBy(s, w, seat);
    if (!mine && !bankedBy(s, w, to)) continue;
    const payer = mine ? to : seat;
    for (let r = 0; r < RESOURCES; r++) {
      const can = Math.min(bank(s, payer, r), GIVE_MAX);
      for (let k = 1; k <= can; k++) out[n++] = encode(V_OFFER, to, packArtifactOffer(mine ? ART_GIVE : ART_ASK, w, r, k));
    }
  }
  return n;
}

/** VP templates from `seat` to `to` (G56): v ≤ the VP giver's total, n ≤ the payer's bank. */
function vpOffers(s: KorremGame, seat: Seat, to: Seat, out: Int32Array, n: number): number {
  for (let dir = VP_GIVE; dir <= VP_ASK; dir++) {
    const vpGiver = dir === VP_GIVE ? seat : to;
    const payer = dir === VP_GIVE ? to : seat;
    const vMax = Math.min(vpOf(s, vpGiver), VP_MAX);
    for (let v = 1; v <= vMax; v++) {
      for (let r = 0; r < RESOURCES; r++) {
        const can = Math.min(bank(s, payer, r), GIVE_MAX);
        for (let k = 1; k <= can; k++) out[n++] = encode(V_OFFER, to, packVpOffer(dir, v, r, k));
      }
    }
  }
  return n;
}

/** Can both sides still hand over their parts of offer `b` (from → to)? */
function deliverable(s: KorremGame, from: Seat, to: Seat, b: number): boolean {
  if (isVpOffer(b)) {
    const vpGiver = vpDir(b) === VP_GIVE ? from : to;
    const payer = vpDir(b) === VP_GIVE ? to : from;
    return vpOf(s, vpGiver) >= vpV(b) && bank(s, payer, vpR(b)) >= vpN(b);
  }
  if (!isArtifactOffer(b)) return bank(s, to, offerGetR(b)) >= offerGetN(b) && bank(s, from, offerGiveR(b)) >= offerGiveN(b);
  const giver = artDir(b) === ART_GIVE ? from : to;
  const payer = artDir(b) === ART_GIVE ? to : from;
  return bankedBy(s, artW(b), giver) && bank(s, payer, artR(b)) >= artN(b);
}

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
    if (p.allowVpTrade) n = vpOffers(s, seat, to, out, n);
    n = artifactOffers(s, seat, to, out, n);
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

/** Side `side` (0 the offerer, 1 the receiver) of offer `b` hands its part to the other. */
function handOver(s: KorremGame, b: number, from: Seat, to: Seat, side: number): void {
  const giver = side === 0 ? from : to;
  const taker = side === 0 ? to : from;
  if (isVpOffer(b)) {
    // The side whose part is the VP: the offerer under VP_GIVE, the receiver under VP_ASK.
    if (side === (vpDir(b) === VP_GIVE ? 0 : 1)) transferVp(s, giver, taker, vpV(b));
    else transfer(s, giver, taker, vpR(b), vpN(b));
    return;
  }
  if (!isArtifactOffer(b)) {
    if (side === 0) transfer(s, giver, taker, offerGiveR(b), offerGiveN(b));
    else transfer(s, giver, taker, offerGetR(b), offerGetN(b));
    return;
  }
  // The side whose part is the Artifact: the offerer under ART_GIVE, the receiver under ART_ASK.
  const artifactSide = artDir(b) === ART_GIVE ? 0 : 1;
  if (side === artifactSide) tradeArtifact(s, artW(b), taker);
  else transfer(s, giver, taker, artR(b), artN(b));
}

/** Executes the deal: each delivering side hands its whole part over; reneges are recorded. */
function settle(s: KorremGame, fr: Frame, fromDelivers: boolean, toDelivers: boolean): void {
  const from = s.frames[fr + F_FROM]!;
  const to = s.frames[fr + FW_SEAT]!;
  const b = s.frames[fr + F_OFFER]!;
  if (fromDelivers) handOver(s, b, from, to, 0);
  else s.pl[to * PL_WORDS + PL_RENEGED_MASK] = s.pl[to * PL_WORDS + PL_RENEGED_MASK]! | (1 << from);
  if (toDelivers) handOver(s, b, from, to, 1);
  else s.pl[from * PL_WORDS + PL_RENEGED_MASK] = s.pl[from * PL_WORDS + PL_RENEGED_MASK]! | (1 << to);
  s.pl[(fromDelivers ? from * PL_WORDS + PL_DELIVERED : from * PL_WORDS + PL_RENEGES)]!++;
  s.pl[(toDelivers ? to * PL_WORDS + PL_DELIVERED : to * PL_WORDS + PL_RENEGES)]!++;
}

/** "2 Gr for 1 Wd", "the Artifact Amulet for 3 Go", "3 Go for the Artifact Amulet", "1 VP for 3 Go", "3 Go for 2 VP". */
function dealText(s: KorremGame, b: number): string {
  if (isVpOffer(b)) {
    const vp = `${vpV(b)} VP`;
    const res = `${vpN(b)} ${RESOURCE_NAMES[vpR(b)]}`;
    return vpDir(b) === VP_GIVE ? `${vp} for ${res}` : `${res} for ${vp}`;
  }
  if (!isArtifactOffer(b)) return `${offerGiveN(b)} ${RESOURCE_NAMES[offerGiveR(b)]} for ${offerGetN(b)} ${RESOURCE_NAMES[offerGetR(b)]}`;
  const art = `the Artifact ${s.config.content.world.name[s.wCard[artW(b)]!]}`;
  const res = `${artN(b)} ${RESOURCE_NAMES[artR(b)]}`;
  return artDir(b) === ART_GIVE ? `${art} for ${res}` : `${res} for ${art}`;
}

export function describeOffer(s: KorremGame, code: number): string {
  return `Offer seat ${argA(code)} a National Trade: ${dealText(s, argB(code))}`;
}

export const tradeReplyHooks: PromptHooks = {
  legal(s: KorremGame, fr: Frame, out: Int32Array): number {
    const b = s.frames[fr + F_OFFER]!;
    const to = s.frames[fr + FW_SEAT]!;
    const from = s.frames[fr + F_FROM]!;
    out[0] = encode(T_REJECT);
    if (deliverable(s, from, to, b)) {
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
      // The sealed choices are revealed together: the outcome reads the offerer's choice, which the
      // receiver could not see when it sealed (a hidden read for `hiddenReads`).
      s.g[G_HIDDEN_READS]!++;
      settle(s, fr, a === T_DELIVER, b === T_DELIVER);
      closeFrame(s, rng);
    }
  },
  describe(s: KorremGame, fr: Frame, action: number): string {
    const deal = `${dealText(s, s.frames[fr + F_OFFER]!)} from seat ${s.frames[fr + F_FROM]}`;
    return kindOf(action) === T_ACCEPT ? `Accept the trade (${deal})` : `Reject the trade (${deal})`;
  },
};

/**
 * determinize (G11 trust mode): while the receiver seals, the offerer's sealed Deliver/Renege is
 * hidden from it — resample it (uniformly) in the receiver's view; nobody else sees either choice.
 */
export function resampleSealedChoice(s: KorremGame, seat: Seat, rng: Rng): void {
  const at = sealedChoiceHiddenFrom(s, seat);
  if (at >= 0) s.frames[at] = rng.int(2) === 0 ? T_DELIVER : T_RENEGE;
}

/** The `frames` index of the offerer's sealed choice when `seat` is the receiver now sealing (hidden from it), else -1. */
export function sealedChoiceHiddenFrom(s: KorremGame, seat: Seat): number {
  if (s.g[G_DEPTH]! < 2) return -1;
  const fr = topFrame(s);
  if (s.frames[fr + FW_PROMPT] !== PR_TRADE_SEAL || s.frames[fr + F_SIDE] !== 1 || s.frames[fr + FW_SEAT] !== seat) return -1;
  return fr - FRAME_WORDS + F_SEAL_FROM;
}

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

// ---- what an open trade would do (for the evaluation, evaluate.ts) --------------------------------

/** Kinds of one side's part of a deal (OT_* words of `openTrade`). */
export const PART_RESOURCE = 0;
export const PART_VP = 1;
export const PART_ARTIFACT = 2;
/** `openTrade` output words: the seats, their sealed choices (0 = not yet), and each side's part (kind, what, how many). */
export const OT_FROM = 0;
export const OT_TO = 1;
export const OT_SEAL_FROM = 2;
export const OT_SEAL_TO = 3;
export const OT_PART = 4; // side k's part: OT_PART + 3k + 0 kind, 1 resource or World copy, 2 amount
/** 1 once the receiver has accepted (the sealed choices are being made), 0 while it has not replied. */
export const OT_ACCEPTED = 10;
export const OT_WORDS = 11;

function writePart(out: Int32Array, side: number, kind: number, what: number, n: number): void {
  out[OT_PART + 3 * side] = kind;
  out[OT_PART + 3 * side + 1] = what;
  out[OT_PART + 3 * side + 2] = n;
}

/**
 * The trade waiting for a reply or a sealed choice, if one is open (the innermost): writes its
 * seats, the sealed choices made so far and both parts into `out` (OT_* words) and returns true.
 * Reads only what both trading seats see, except the offerer's sealed choice, which the receiver
 * never evaluates before its own (the deal settles at once after it).
 */
export function openTrade(s: KorremGame, out: Int32Array): boolean {
  for (let fr = topFrame(s); fr >= 0; fr -= FRAME_WORDS) {
    const prompt = s.frames[fr + FW_PROMPT];
    if (prompt !== PR_TRADE_REPLY && prompt !== PR_TRADE_SEAL) continue;
    const reply = prompt === PR_TRADE_REPLY ? fr : fr - FRAME_WORDS;
    const b = s.frames[reply + F_OFFER]!;
    out[OT_FROM] = s.frames[reply + F_FROM]!;
    out[OT_TO] = s.frames[reply + FW_SEAT]!;
    out[OT_SEAL_FROM] = s.frames[reply + F_SEAL_FROM]!;
    out[OT_SEAL_TO] = s.frames[reply + F_SEAL_TO]!;
    out[OT_ACCEPTED] = prompt === PR_TRADE_REPLY ? 0 : 1;
    if (isVpOffer(b)) {
      const give = vpDir(b) === VP_GIVE ? 0 : 1;
      writePart(out, give, PART_VP, 0, vpV(b));
      writePart(out, 1 - give, PART_RESOURCE, vpR(b), vpN(b));
    } else if (isArtifactOffer(b)) {
      const give = artDir(b) === ART_GIVE ? 0 : 1;
      writePart(out, give, PART_ARTIFACT, artW(b), 1);
      writePart(out, 1 - give, PART_RESOURCE, artR(b), artN(b));
    } else {
      writePart(out, 0, PART_RESOURCE, offerGiveR(b), offerGiveN(b));
      writePart(out, 1, PART_RESOURCE, offerGetR(b), offerGetN(b));
    }
    return true;
  }
  return false;
}
