// The Command Phase's main decision PR_COMMAND (spec §1.9, §6.4): every atomic action a player can
// take on their turn, one code per legal choice (verbs.ts), dispatched to the module that owns the
// activity. EndCommandPhase is always offered. Zero-cost actions are capped by
// `maxFreeActionsPerPhase` (G10), so every Command Phase ends.
//
// Frame words of PR_COMMAND: F_OCCUPY packs the occupation recruits made this phase per own flag
// (2 bits each, §1.20 allows at most 2).
import type { Rng } from '@balance-lab/core';
import { argA, encode, kindOf } from '../actions.js';
import { PR_COMMAND, PR_DISCOVER, PR_GATHER_CHOICE, PR_LANDMARK, PR_TRADE_REPLY, PR_TRADE_SEAL, frameSeat, type KorremGame, type PromptHooks } from '../prompts.js';
import { FW_0, type Frame } from '../state.js';
import { applyBank, describeBank, legalBank } from './bank.js';
import { applyCard, describeCard, legalCards } from './cards.js';
import { applyBuildVillage, applySettlementBuild, canBuildVillage, describeBuild, legalSettlementBuilds } from './build.js';
import { affordableBy, armyName, spendBy } from './common.js';
import { applyDiscover, canDiscover, discoverHooks } from './discover.js';
import { applyDispel, describeDispel, legalDispels } from './dispel.js';
import { applyExchange, describeExchange, legalExchanges } from './exchange.js';
import { GATHER_IN_PLACE_COST, canGather, gatherAt, gatherChoiceHooks } from './gather.js';
import { applyLandmarkRoll, applyMarket, describeLandmark, landmarkHooks, legalLandmark } from './landmarks.js';
import { applyMove, describeMove, legalMoves } from './move.js';
import { applyOccupationRecruit, describeOccupationRecruit, legalOccupationRecruits } from './occupation.js';
import { applySmelt, describeSmelt, legalSmelt } from './smelt.js';
import { endCommandPhase } from './start-phase.js';
import { questRecount } from '../world/quests.js';
import { applyCycle, applyRecruit, applyTakeSummon, describeTownHall, legalTownHall } from './town-hall.js';
import { applyOffer, describeOffer, legalOffers, tradeReplyHooks, tradeSealHooks } from './trade.js';
import {
  V_BUILD_VILLAGE,
  V_DISCARD_ARTIFACT,
  V_PLAY_CARD,
  V_CYCLE,
  V_DEPOSIT,
  V_DEPOSIT_ARTIFACT,
  V_DISCOVER,
  V_DISPEL,
  V_END,
  V_GATHER,
  V_GIVE_ARTIFACT,
  V_GIVE_CARGO,
  V_GIVE_CHARACTER,
  V_LANDMARK,
  V_MARKET,
  V_MOVE,
  V_OCCUPY_RECRUIT,
  V_OFFER,
  V_RECRUIT,
  V_SMELT,
  V_TAKE_SUMMON,
  V_TOWER,
  V_UPGRADE,
  V_WALL,
  V_WITHDRAW,
  V_WITHDRAW_ARTIFACT,
} from './verbs.js';

export * from './verbs.js';

const F_OCCUPY = FW_0;
const OCCUPY_BITS = 2;

const occupyUsed = (s: KorremGame, fr: Frame, flag: number): number => (s.frames[fr + F_OCCUPY]! >>> (flag * OCCUPY_BITS)) & ((1 << OCCUPY_BITS) - 1);

export const commandHooks: PromptHooks = {
  legal(s: KorremGame, fr: Frame, out: Int32Array): number {
    const seat = frameSeat(s, fr);
    let n = 0;
    out[n++] = encode(V_END);
    const f = s.shape.flagsPerNation;
    for (let flag = 0; flag < f; flag++) {
      const a = seat * f + flag;
      if (s.armyTile[a]! < 0) continue;
      n = legalMoves(s, seat, a, out, n);
      if (canDiscover(s, seat, a)) out[n++] = encode(V_DISCOVER, a);
      if (affordableBy(s, seat, a, GATHER_IN_PLACE_COST) && canGather(s, a)) out[n++] = encode(V_GATHER, a);
      if (canBuildVillage(s, seat, a)) out[n++] = encode(V_BUILD_VILLAGE, a);
      n = legalBank(s, seat, a, out, n);
      n = legalExchanges(s, seat, a, out, n);
      n = legalLandmark(s, seat, a, out, n);
      n = legalSmelt(s, seat, a, out, n);
      n = legalOccupationRecruits(s, seat, a, occupyUsed(s, fr, flag), out, n);
      n = legalDispels(s, seat, a, out, n);
    }
    n = legalSettlementBuilds(s, seat, out, n);
    n = legalTownHall(s, seat, out, n);
    n = legalOffers(s, seat, out, n);
    n = legalCards(s, seat, out, n);
    return n;
  },
  apply(s: KorremGame, fr: Frame, action: number, rng: Rng): void {
    const seat = frameSeat(s, fr);
    const verb = kindOf(action);
    switch (verb) {
      case V_END:
        endCommandPhase(s, rng);
        return;
      case V_MOVE:
        applyMove(s, seat, action, rng);
        return;
      case V_DISCOVER:
        applyDiscover(s, seat, action, rng);
        return;
      case V_GATHER: {
        const a = argA(action);
        spendBy(s, seat, a, GATHER_IN_PLACE_COST);
        gatherAt(s, a);
        return;
      }
      case V_RECRUIT:
        applyRecruit(s, seat, action, rng);
        questRecount(s);
        return;
      case V_CYCLE:
        applyCycle(s, seat, action);
        return;
      case V_TAKE_SUMMON:
        applyTakeSummon(s, seat, action);
        return;
      case V_BUILD_VILLAGE:
        applyBuildVillage(s, seat, action);
        questRecount(s); // settlementsOwned quests (G57)
        return;
      case V_UPGRADE:
      case V_WALL:
      case V_TOWER:
        applySettlementBuild(s, seat, verb, action);
        questRecount(s);
        return;
      case V_DEPOSIT:
      case V_WITHDRAW:
      case V_DEPOSIT_ARTIFACT:
      case V_WITHDRAW_ARTIFACT:
        applyBank(s, seat, verb, action);
        return;
      case V_GIVE_CHARACTER:
      case V_GIVE_CARGO:
      case V_GIVE_ARTIFACT:
        applyExchange(s, seat, verb, action);
        questRecount(s);
        return;
      case V_LANDMARK:
        applyLandmarkRoll(s, seat, action, rng);
        return;
      case V_MARKET:
        applyMarket(s, seat, action);
        return;
      case V_SMELT:
        applySmelt(s, seat, action);
        return;
      case V_OFFER:
        applyOffer(s, seat, action);
        return;
      case V_OCCUPY_RECRUIT: {
        const a = applyOccupationRecruit(s, seat, action);
        const flag = a - seat * s.shape.flagsPerNation;
        s.frames[fr + F_OCCUPY] = s.frames[fr + F_OCCUPY]! + (1 << (flag * OCCUPY_BITS));
        questRecount(s);
        return;
      }
      case V_PLAY_CARD:
      case V_DISCARD_ARTIFACT:
        applyCard(s, seat, verb, action, rng);
        return;
      case V_DISPEL:
        applyDispel(s, seat, action);
        questRecount(s);
        return;
      default:
        throw new Error(`unknown Command Phase verb ${verb}`);
    }
  },
  describe(s: KorremGame, fr: Frame, action: number): string {
    const seat = frameSeat(s, fr);
    const verb = kindOf(action);
    const a = argA(action);
    switch (verb) {
      case V_END:
        return 'End the Command Phase (unused Actions are lost)';
      case V_MOVE:
        return describeMove(s, action);
      case V_DISCOVER:
        return `Discover land with ${armyName(s, a)} at ${s.map.describeTile(s.armyTile[a]!, s.config.content)}`;
      case V_GATHER:
        return `Gather resources in place with ${armyName(s, a)} (${GATHER_IN_PLACE_COST} Action)`;
      case V_RECRUIT:
      case V_CYCLE:
      case V_TAKE_SUMMON:
        return describeTownHall(s, seat, verb, action);
      case V_BUILD_VILLAGE:
      case V_UPGRADE:
      case V_WALL:
      case V_TOWER:
        return describeBuild(s, seat, verb, action);
      case V_DEPOSIT:
      case V_WITHDRAW:
      case V_DEPOSIT_ARTIFACT:
      case V_WITHDRAW_ARTIFACT:
        return describeBank(s, verb, action);
      case V_GIVE_CHARACTER:
      case V_GIVE_CARGO:
      case V_GIVE_ARTIFACT:
        return describeExchange(s, verb, action);
      case V_LANDMARK:
      case V_MARKET:
        return describeLandmark(s, verb, action);
      case V_SMELT:
        return describeSmelt(s, action);
      case V_OFFER:
        return describeOffer(s, action);
      case V_OCCUPY_RECRUIT:
        return describeOccupationRecruit(s, action);
      case V_PLAY_CARD:
      case V_DISCARD_ARTIFACT:
        return describeCard(s, verb, action);
      case V_DISPEL:
        return describeDispel(s, action);
      default:
        return `unknown Command Phase action ${action}`;
    }
  },
  resume(): void {
    // A sub-decision (Discover, gathering choice, Landmark, trade, an encounter) has closed; the
    // Command Phase simply continues with the Actions left (G77).
  },
};

/** The prompts this module owns, for game.ts to bind into `config.prompts`. */
export const COMMAND_PROMPTS: ReadonlyArray<readonly [number, PromptHooks]> = [
  [PR_COMMAND, commandHooks],
  [PR_DISCOVER, discoverHooks],
  [PR_GATHER_CHOICE, gatherChoiceHooks],
  [PR_LANDMARK, landmarkHooks],
  [PR_TRADE_REPLY, tradeReplyHooks],
  [PR_TRADE_SEAL, tradeSealHooks],
];
