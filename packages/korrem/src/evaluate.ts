// The position evaluation for greedy and MCTS (`korrem.evaluate`): each seat's worth in VP (weights:
// data/eval-weights.ts), and the value for a seat is tanh((its worth − rivalry × the best other
// seat's) / scale) in (−1, 1); ±1 once the game is decided (a shared cap win is a win for each winner), 0
// after a timeout. Worth counts VP, settlements, resources and the progress they make towards the
// next Village and Kingdom (RB Fig. 2 costs, the nation's own), characters in armies and in a running
// battle by their fighting weight, Providers standing where they gather, carried Artifacts, cards
// in hand, what an open trade would hand over, and a reputation term (spec §6.6 reciprocity).
//
// No nation is named here: every nation-specific number (costs, stats, gathers) comes from the
// compiled content. Hidden values (decks, others' hands' contents, the bag) are never read: a hand
// counts by its length, which everyone sees. Scratch lives in the evaluator made per config; no
// allocation per call.
import { RESOURCES } from './lands.js';
import { KORREM_EVAL_WEIGHTS, evalWeightValues, type KorremEvalWeights } from './data/eval-weights.js';
import { F_ATT_SEAT, F_DEF_SEAT } from './encounter/battle-glue.js';
import { OT_ACCEPTED, OT_FROM, OT_PART, OT_SEAL_FROM, OT_SEAL_TO, OT_TO, OT_WORDS, PART_ARTIFACT, PART_RESOURCE, PART_VP, T_DELIVER, T_RENEGE, openTrade } from './command/trade.js';
import { PR_BATTLE, type KorremGame } from './prompts.js';
import { ATTACKER, DEFENDER, PK_CHAR } from './battle/battle-state.js';
import {
  END_CAP, END_VP, FRAME_WORDS, FW_PROMPT, G_BATTLE, G_END, G_WINNER, LOC_ARMY, PL_BANK, PL_KINGDOMS_LEFT, PL_RENEGED_MASK, PL_VILLAGES_LEFT, PL_VP, PL_WORDS,
  SETTLE_KINGDOM, SETTLE_VILLAGE, WLOC_ARMY, armyOwner, topFrame,
} from './state.js';
import { capOutcome } from './world/vp.js';
import { DISTANCE_CAP, EvalDistances } from './eval-distances.js';

export { KORREM_EVAL_WEIGHTS };

/** Steps of haul discount at most: far or unreachable cargo keeps half its worth (haul × HAUL_STEPS = resource / 2). */
const HAUL_STEPS = 5;

/** Steps of site search counted at most (siteStep × SITE_STEPS < siteReady: a kit is always worth carrying). */
const SITE_STEPS = 5;

/** Most seats (G70) and armies an evaluator's scratch holds. */
const MAX_SEATS = 6;

/** `evaluate(s, seat)` with its own scratch; one per configured game. */
export type KorremEvaluator = (s: KorremGame, seat: number) => number;

export function makeEvaluator(weights: KorremEvalWeights = evalWeightValues()): KorremEvaluator {
  const W = weights;
  const worth = new Float64Array(MAX_SEATS);
  const hold = new Float64Array(MAX_SEATS * RESOURCES);
  const bestCargo = new Float64Array(MAX_SEATS);
  const villages = new Int32Array(MAX_SEATS);
  const kitArmy = new Uint8Array(MAX_SEATS);
  const needMask = new Int32Array(MAX_SEATS);
  const nearestHome = new Int32Array(MAX_SEATS);
  const trade = new Int32Array(OT_WORDS);
  const dist = new EvalDistances();

  /** Covered share of `cost` (nation row at `cb`) by `have` (row at `hb`), 0..1; 0 for a free cost. */
  const covered = (have: ArrayLike<number>, hb: number, cost: Int16Array, cb: number): number => {
    let need = 0;
    let got = 0;
    for (let r = 0; r < RESOURCES; r++) {
      const c = cost[cb + r]!;
      need += c;
      const h = have[hb + r]!;
      got += h < c ? h : c;
    }
    return need === 0 ? 0 : got / need;
  };

  /** Adds side `side`'s part of the open trade to its giver's and taker's holdings (resources) or worth (VP, Artifacts). */
  const handOver = (s: KorremGame, side: number, giver: number, taker: number): void => {
    const kind = trade[OT_PART + 3 * side]!;
    const what = trade[OT_PART + 3 * side + 1]!;
    const n = trade[OT_PART + 3 * side + 2]!;
    if (kind === PART_RESOURCE) {
      hold[giver * RESOURCES + what] = hold[giver * RESOURCES + what]! - n;
      hold[taker * RESOURCES + what] = hold[taker * RESOURCES + what]! + n;
    } else if (kind === PART_VP) {
      worth[giver] = worth[giver]! - n * W.vp;
      worth[taker] = worth[taker]! + n * W.vp;
    } else if (kind === PART_ARTIFACT) {
      const vp = s.config.content.world.vp[s.wCard[what]!]! * W.vp;
      worth[giver] = worth[giver]! - vp;
      worth[taker] = worth[taker]! + vp;
    }
  };

  /**
   * Would this side of the open trade deliver? Its sealed choice; else yes, unless reneging on this
   * partner costs it no more reputation: the partner cheated it before (tit for tat), or it already
   * cheated the partner (once counted, another renege is free).
   */
  const delivers = (s: KorremGame, seal: number, seat: number, partner: number): boolean => {
    if (seal === T_DELIVER) return true;
    if (seal === T_RENEGE) return false;
    return (s.pl[seat * PL_WORDS + PL_RENEGED_MASK]! & (1 << partner)) === 0 && (s.pl[partner * PL_WORDS + PL_RENEGED_MASK]! & (1 << seat)) === 0;
  };

  /** Reneges by `p` on seats that had not reneged on it (counting a sealed, not yet revealed, renege). */
  const unprovokedReneges = (s: KorremGame, p: number, pendingVictim: number): number => {
    const n = s.shape.seats;
    const mine = s.pl[p * PL_WORDS + PL_RENEGED_MASK]!;
    let k = 0;
    for (let v = 0; v < n; v++) {
      if (v === p || (mine & (1 << v)) !== 0) continue;
      const cheated = (s.pl[v * PL_WORDS + PL_RENEGED_MASK]! & (1 << p)) !== 0 || v === pendingVictim;
      if (cheated) k++;
    }
    return k;
  };

  /** The battle term: each side's characters by their fighting weight now; a fighting NPC side counts against its enemy. */
  const battleWorth = (s: KorremGame): void => {
    let fr = topFrame(s);
    while (fr >= 0 && s.frames[fr + FW_PROMPT] !== PR_BATTLE) fr -= FRAME_WORDS;
    if (fr < 0) return;
    const b = s.battle;
    const cards = s.config.content.cards;
    const seatOf0 = s.frames[fr + F_DEF_SEAT]!;
    const seatOf1 = s.frames[fr + F_ATT_SEAT]!;
    let npc0 = 0;
    let npc1 = 0;
    for (let p = 0; p < b.pieceCount; p++) {
      if (b.kind[p] !== PK_CHAR || b.alive[p] !== 1) continue;
      const card = b.card[p]!;
      const w = W.character + W.power * (cards.attack[card]! + cards.defense[card]! + b.health[p]! / 3);
      const side = b.side[p];
      const seat = side === DEFENDER ? seatOf0 : seatOf1;
      if (seat >= 0) worth[seat] = worth[seat]! + w;
      else if (side === DEFENDER) npc0 += w;
      else npc1 += w;
    }
    if (seatOf1 >= 0) worth[seatOf1] = worth[seatOf1]! - W.npcThreat * npc0 + W.vp * b.vp[ATTACKER]!;
    if (seatOf0 >= 0) worth[seatOf0] = worth[seatOf0]! - W.npcThreat * npc1 + W.vp * b.vp[DEFENDER]!;
  };

  /** A seat's worth from its running total and its holdings (resources and the builds they progress towards). */
  const finalWorth = (s: KorremGame, p: number): number => {
    const { nations } = s.config.content;
    const pb = p * PL_WORDS;
    const hb = p * RESOURCES;
    const nb = s.nation[p]! * RESOURCES;
    let v = worth[p]!;
    let units = 0;
    for (let r = 0; r < RESOURCES; r++) units += hold[hb + r]!;
    v += W.resource * units;
    if (s.pl[pb + PL_VILLAGES_LEFT]! > 0) {
      v += W.villageProgress * covered(hold, hb, nations.villageCost, nb) + W.cargoReady * bestCargo[p]!;
      // The bank holds a Village and no army carries one: the nearest army should fetch it.
      if (kitArmy[p] === 0 && covered(s.pl, pb + PL_BANK, nations.villageCost, nb) === 1) v -= W.fetchStep * nearestHome[p]!;
    }
    if (villages[p]! > 0 && s.pl[pb + PL_KINGDOMS_LEFT]! > 0) v += W.kingdomProgress * covered(hold, hb, nations.kingdomCost, nb);
    return v;
  };

  return (s: KorremGame, seat: number): number => {
    const end = s.g[G_END]!;
    if (end === END_VP) return s.g[G_WINNER] === seat ? 1 : -1;
    if (end === END_CAP) {
      const mask = capOutcome(s);
      return mask === 0 ? 0 : (mask & (1 << seat)) !== 0 ? 1 : -1;
    }
    const n = s.shape.seats;
    const { cards, gathers, nations, world } = s.config.content;
    const flags = s.shape.flagsPerNation;
    hold.fill(0, 0, n * RESOURCES);
    bestCargo.fill(0, 0, n);
    villages.fill(0, 0, n);
    kitArmy.fill(0, 0, n);
    nearestHome.fill(DISTANCE_CAP, 0, n);
    for (let p = 0; p < n; p++) {
      const pb = p * PL_WORDS;
      worth[p] = W.vp * s.pl[pb + PL_VP]! + W.card * s.handLen[p]!;
      for (let r = 0; r < RESOURCES; r++) {
        const k = s.pl[pb + PL_BANK + r]!;
        hold[p * RESOURCES + r] = k;
        worth[p] = worth[p]! + W.banked * k;
      }
    }
    // Settlements held (an occupied one is worth half: its owner may win it back, §1.20).
    for (let t = 0; t < s.map.count; t++) {
      const p = s.settleOwner[t]!;
      if (p < 0) continue;
      const kind = s.settleKind[t];
      if (kind !== SETTLE_VILLAGE && kind !== SETTLE_KINGDOM) continue;
      const w = W.village + (kind === SETTLE_KINGDOM ? W.kingdom : 0);
      worth[p] = worth[p]! + (s.settleOccupier[t]! >= 0 ? w / 2 : w);
      villages[p] = villages[p]! + 1;
    }
    // Cargo and the best single cargo's Village progress, per seat.
    const playerArmies = n * flags;
    dist.update(s);
    for (let a = 0; a < playerArmies; a++) {
      if (s.armyTile[a]! < 0) continue;
      const p = armyOwner(s, a);
      for (let r = 0; r < RESOURCES; r++) hold[p * RESOURCES + r] = hold[p * RESOURCES + r]! + s.armyCargo[a * RESOURCES + r]!;
      const nb = s.nation[p]! * RESOURCES;
      const building = s.pl[p * PL_WORDS + PL_VILLAGES_LEFT]! > 0;
      const c = building ? covered(s.armyCargo, a * RESOURCES, nations.villageCost, nb) : 0;
      if (c > bestCargo[p]!) bestCargo[p] = c;
      const t = s.armyTile[a]!;
      // A full Village kit looks for a site (§1.13) and carries the rest of its cargo along; other cargo wants the bank.
      if (c === 1) {
        worth[p] = worth[p]! + W.siteReady - W.siteStep * Math.min(dist.siteDistance(t), SITE_STEPS);
        kitArmy[p] = 1;
        continue;
      }
      const h = dist.homeDistance(p, t);
      if (h < nearestHome[p]!) nearestHome[p] = h;
      let surplus = 0;
      for (let r = 0; r < RESOURCES; r++) {
        const k = s.armyCargo[a * RESOURCES + r]!;
        const kit = building ? nations.villageCost[nb + r]! : 0;
        if (k > kit) surplus += k - kit;
      }
      if (surplus > 0) worth[p] = worth[p]! - W.haul * surplus * Math.min(h, HAUL_STEPS);
    }
    // What the next Village still lacks, per seat (bit r: resource r).
    for (let p = 0; p < n; p++) {
      let mask = 0;
      if (s.pl[p * PL_WORDS + PL_VILLAGES_LEFT]! > 0) {
        const nb = s.nation[p]! * RESOURCES;
        for (let r = 0; r < RESOURCES; r++) if (hold[p * RESOURCES + r]! < nations.villageCost[nb + r]!) mask |= 1 << r;
      }
      needMask[p] = mask;
    }
    // Characters on the map and Providers standing where they gather.
    for (let c = 0; c < s.shape.copies; c++) {
      if (s.copyLoc[c] !== LOC_ARMY) continue;
      const a = s.copyArg[c]!;
      const p = armyOwner(s, a);
      if (p < 0) continue;
      const card = s.copyCard[c]!;
      let w = W.character + W.power * (cards.attack[card]! + cards.defense[card]! + cards.health[card]! / 3);
      const land = s.map.effectiveLand(s.armyTile[a]!);
      if (cards.gatherStart[card + 1]! > cards.gatherStart[card]!) {
        w += W.producer;
        // Standing where it gathers; walking to where it gathers what the nation lacks.
        let here = false;
        let toNeed = -1; // none of its entries yields what the nation lacks
        const t = s.armyTile[a]!;
        for (let e = cards.gatherStart[card]!; e < cards.gatherStart[card + 1]!; e++) {
          if (gathers.onlyOnOwnSettlement[e] === 1) continue;
          if (gathers.land[e] === land) here = true;
          if ((gathers.yields[e]! & needMask[p]!) !== 0) {
            const d = dist.landDistance(gathers.land[e]!, t);
            if (toNeed < 0 || d < toNeed) toNeed = d;
          }
        }
        if (here) w += W.gatherSpot;
        if (toNeed > 0) w -= W.gatherStep * Math.min(toNeed, SITE_STEPS);
      }
      worth[p] = worth[p]! + w;
    }
    // Carried Artifacts (their VP count once banked, RB: Artifacts).
    for (let w = 0; w < s.shape.worldCopies; w++) {
      if (s.wLoc[w] !== WLOC_ARMY) continue;
      const p = armyOwner(s, s.wArg[w]!);
      if (p >= 0) worth[p] = worth[p]! + W.carriedArtifact * W.vp * world.vp[s.wCard[w]!]!;
    }
    if (s.g[G_BATTLE] === 1) battleWorth(s);
    // An open trade: each side that would deliver hands its part over. Before the reply, only a deal
    // the receiver gains by counts (a player offers what the partner would take, §6.6).
    let pendingFrom = -1;
    let pendingTo = -1;
    let reneger = -1;
    if (openTrade(s, trade)) {
      const from = trade[OT_FROM]!;
      const to = trade[OT_TO]!;
      const asking = trade[OT_ACCEPTED] === 0;
      const toBefore = asking ? finalWorth(s, to) : 0;
      const fromBefore = asking ? finalWorth(s, from) : 0;
      const fromGives = delivers(s, trade[OT_SEAL_FROM]!, from, to);
      const toGives = delivers(s, trade[OT_SEAL_TO]!, to, from);
      if (fromGives) handOver(s, 0, from, to);
      if (toGives) handOver(s, 1, to, from);
      // The receiver's own rule (the value below): its gain against W.rivalry × the offerer's.
      if (asking && finalWorth(s, to) - toBefore - W.rivalry * (finalWorth(s, from) - fromBefore) <= 0) {
        if (fromGives) handOver(s, 0, to, from);
        if (toGives) handOver(s, 1, from, to);
      }
      if (trade[OT_SEAL_FROM] === T_RENEGE) pendingFrom = to;
      if (trade[OT_SEAL_TO] === T_RENEGE) pendingTo = from;
      reneger = pendingFrom >= 0 ? from : pendingTo >= 0 ? to : -1;
    }
    let best = -Infinity;
    let mine = 0;
    for (let p = 0; p < n; p++) {
      let v = finalWorth(s, p);
      v -= W.reputation * unprovokedReneges(s, p, p === reneger ? (p === trade[OT_FROM] ? pendingFrom : pendingTo) : -1);
      if (p === seat) mine = v;
      else if (v > best) best = v;
    }
    return Math.tanh((mine - W.rivalry * best) / W.scale);
  };
}
