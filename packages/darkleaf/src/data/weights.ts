// Weights of the Darkleaf position evaluation (src/evaluate.ts) as data. None of
// these come from the rulebook: they are tuning values of the bots' heuristic,
// so every source says how the value was chosen. Each leaf is a parameter
// `weights.<block>.<feature>` (e.g. `--set weights.murg.royalThreat=2`).
//
// Scale: the evaluation adds weighted features per seat into a raw score
// P(own) − P(rival) and squashes it with raw / (1 + |raw|); a clan's progress
// features sum to about 1 when its victory is one step away, so a weight of 1
// is "as good as most of a win path".
import { S } from './sourced.js';
import type { Sourced } from './types.js';

const HAND = 'ASSUMPTION: heuristic weight, tuned by hand on built positions (evaluate.test.ts) and greedy-vs-random smoke runs';
const TUNED = 'ASSUMPTION: heuristic weight, tuned on greedy-vs-random and greedy self-play runs (600 games each over all 30 seatings, seed 11; win rate with every clan and the timeout rate)';
const SCALE = 'ASSUMPTION: heuristic weight, chosen so a clan\'s progress features sum to about 1 one step before its victory';

export interface SharedWeights {
  /** Material per unit on the board, by type (royals: threats carry their value instead). */
  readonly pawn: Sourced<number>;
  readonly sage: Sourced<number>;
  readonly knight: Sourced<number>;
  readonly rook: Sourced<number>;
  readonly royal: Sourced<number>;
  /** Fraction of a not-yet-active skill row filled with bones. */
  readonly slotFill: Sourced<number>;
  readonly relicToken: Sourced<number>;
  readonly lawActive: Sourced<number>;
  /** Per aura chip on an own unit. */
  readonly aura: Sourced<number>;
  /** Pending extra turns (Electromagnetic Loop) of the seat to move. */
  readonly extraTurn: Sourced<number>;
  /** Predictive Model active before this turn's roll. */
  readonly predictive: Sourced<number>;
  /** Factor on a threat that cannot be used before the rival has moved (the rival may parry it). */
  readonly tempo: Sourced<number>;
  /** Multiplier on the raw score before squashing into (−1, 1). */
  readonly scale: Sourced<number>;
}

export interface HuldraWeights {
  readonly marks: Sourced<number>;
  readonly huntThreat: Sourced<number>;
  readonly approach: Sourced<number>;
}
export interface MurgWeights {
  readonly royalThreat: Sourced<number>;
  readonly adjacent: Sourced<number>;
  readonly approach: Sourced<number>;
}
export interface FerrymenWeights {
  readonly pushOffs: Sourced<number>;
  readonly royalEdge: Sourced<number>;
  readonly adjacent: Sourced<number>;
  readonly approach: Sourced<number>;
}
export interface ErdeWeights {
  readonly reclaimed: Sourced<number>;
  readonly reclaimThreat: Sourced<number>;
  readonly pawnApproach: Sourced<number>;
  readonly kingDistance: Sourced<number>;
  readonly kingThreat: Sourced<number>;
}
export interface WiboWeights {
  readonly seatPawns: Sourced<number>;
  /** A declared Morph whose unit has journeyed next to its target, times the Morph roll's chance. */
  readonly morphThreat: Sourced<number>;
  readonly pawnApproach: Sourced<number>;
  readonly pawns: Sourced<number>;
  /** Pawns on the board plus rival units a Morph can still take, up to the pawns needed. */
  readonly supply: Sourced<number>;
}
export interface HexenWeights {
  readonly quarry: Sourced<number>;
  readonly hexed: Sourced<number>;
  readonly approach: Sourced<number>;
}

export interface WeightsData {
  readonly shared: SharedWeights;
  readonly huldra: HuldraWeights;
  readonly murg: MurgWeights;
  readonly ferrymen: FerrymenWeights;
  readonly erde: ErdeWeights;
  readonly wibo: WiboWeights;
  readonly hexen: HexenWeights;
}

export const defaultWeights: WeightsData = {
  shared: {
    pawn: S(0.02, HAND),
    sage: S(0.04, HAND),
    knight: S(0.05, HAND),
    rook: S(0.01, `${HAND}; rooks are invulnerable, so they are rarely lost`),
    royal: S(0, `${HAND}; a lost royal is not a loss (G-80), the rival's threat features value it`),
    slotFill: S(0.04, HAND),
    relicToken: S(0.06, `${HAND}; above a full row's slotFill so completing a relic row is an improvement`),
    lawActive: S(0.15, `${HAND}; above a full row's slotFill so completing a law row is an improvement`),
    aura: S(0.06, `${HAND}; above a full row's slotFill so completing an aura row is an improvement`),
    extraTurn: S(0.15, `${HAND}; above relicToken so spending an Electromagnetic Loop is an improvement`),
    predictive: S(0.07, `${HAND}; just above relicToken so Predictive Model is spent when it helps`),
    tempo: S(0.6, `${HAND}; a threat the rival can answer first is worth less than one usable now`),
    scale: S(1.5, SCALE),
  },
  huldra: {
    marks: S(0.9, `${SCALE}: two of three marks ≈ 0.6`),
    huntThreat: S(0.3, `${HAND}; one more mark is worth marks/3 = 0.3`),
    approach: S(0.05, HAND),
  },
  murg: {
    royalThreat: S(1.5, `${HAND}; a Destroy of the royal wins, so P(win next roll) × 1.5`),
    adjacent: S(0.12, `${HAND}; more Murg units next to the royal keep the threat if it steps away`),
    approach: S(0.1, HAND),
  },
  ferrymen: {
    pushOffs: S(0.9, `${SCALE}: one of two push-offs ≈ 0.45`),
    royalEdge: S(0.3, `${TUNED}; was 0.15 by hand`),
    adjacent: S(0.08, HAND),
    approach: S(0.05, HAND),
  },
  erde: {
    reclaimed: S(0.8, `${SCALE}: three of four Reclaimed ≈ 0.6`),
    reclaimThreat: S(0.2, `${HAND}; one more Reclaimed square is worth reclaimed/4 = 0.2`),
    pawnApproach: S(0.06, HAND),
    kingDistance: S(0.1, HAND),
    kingThreat: S(1.2, `${HAND}; the king's journey onto a Reclaimed square wins once all four are Reclaimed`),
  },
  wibo: {
    seatPawns: S(0.9, `${SCALE}: five of six pawns in the Seat ≈ 0.75`),
    morphThreat: S(0.6, `${TUNED}; a Morph adds a Wibo pawn (wibo.pawns / 6 + its material) and removes a rival unit; was 0.3 by hand`),
    pawnApproach: S(0.1, HAND),
    pawns: S(0.3, `${TUNED}; every Wibo pawn on the board is a future Seat pawn; was 0.1 by hand`),
    supply: S(0.6, 'ASSUMPTION: heuristic weight, tuned on greedy self-play: without it greedy Wibo never completed Rival Regrowth once the rival was down to its rook, and those games hit the round cap. `balance-lab simulate darkleaf --bot greedy --factions murg,wibo --games 400 --seed 11 --set weights.wibo.supply=W` at commit 66e9649 timed out 48 times with W = 0, 18 with 0.3, none with 0.6 or 1 (Wibo won 83, 81, 86, 94); 0.6 is the smallest tried that cleared them'),
  },
  hexen: {
    quarry: S(0.9, `${SCALE}: one of two Quarry vanquished ≈ 0.45`),
    hexed: S(0.5, `${TUNED}; a Hex on or next to a Quarry, more the closer it is to resolving; was 0.25 by hand (Hexen timed out in 10% of greedy games)`),
    approach: S(0.2, `${TUNED}; was 0.05 by hand: Hexen units drifted instead of closing on the Quarry`),
  },
};

/** Plain-words descriptions of each weight (parameter descriptions), keyed `block.feature`. */
export const WEIGHT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'shared.pawn': 'evaluation value of each own pawn on the board',
  'shared.sage': 'evaluation value of each own sage on the board',
  'shared.knight': 'evaluation value of each own knight on the board',
  'shared.rook': 'evaluation value of each own rook on the board',
  'shared.royal': 'evaluation value of the own royal being on the board',
  'shared.slotFill': 'evaluation value of a skill row completely filled with bones (scaled by the filled fraction)',
  'shared.relicToken': 'evaluation value of each relic token held',
  'shared.lawActive': 'evaluation value of each active law',
  'shared.aura': 'evaluation value of each aura on an own unit',
  'shared.extraTurn': 'evaluation value of each pending extra turn of the seat to move',
  'shared.predictive': 'evaluation value of an active Predictive Model before the roll',
  'shared.tempo': 'evaluation factor on threats the rival can answer before they are used',
  'shared.scale': 'evaluation multiplier on the raw score before it is squashed into -1..1',
  'huldra.marks': 'evaluation value of all Hunt marks needed to win (scaled by marks made)',
  'huldra.huntThreat': 'evaluation value of a sure Hunt on the rival royal next roll (scaled by its chance)',
  'huldra.approach': 'evaluation value of Huldra hunters standing close to the rival royal',
  'murg.royalThreat': 'evaluation value of a sure Destroy of the rival royal next roll (scaled by its chance)',
  'murg.adjacent': 'evaluation value of three Murg attackers next to the rival royal (scaled by count)',
  'murg.approach': 'evaluation value of the nearest Murg attacker being next to the rival royal',
  'ferrymen.pushOffs': 'evaluation value of all push-offs needed to win (scaled by push-offs made)',
  'ferrymen.royalEdge': 'evaluation value of the rival royal standing on a board edge',
  'ferrymen.adjacent': 'evaluation value of two Flow-capable Ferrymen next to the rival royal',
  'ferrymen.approach': 'evaluation value of the nearest Flow-capable Ferryman being next to the rival royal',
  'erde.reclaimed': 'evaluation value of all centre squares Reclaimed (scaled by the count)',
  'erde.reclaimThreat': 'evaluation value of a sure Reclaim next roll (scaled by its chance)',
  'erde.pawnApproach': 'evaluation value of an Erde pawn being on an open centre square',
  'erde.kingDistance': 'evaluation value of the Erde king standing next to Reclaimed ground',
  'erde.kingThreat': 'evaluation value of a sure winning king journey next roll (scaled by its chance)',
  'wibo.seatPawns': 'evaluation value of all Wibo pawns needed in the Seat (scaled by the count)',
  'wibo.morphThreat': 'evaluation value of a sure Morph by the declared unit now next to its target (scaled by its chance)',
  'wibo.pawnApproach': 'evaluation value of Wibo pawns outside the Seat being close to it',
  'wibo.pawns': 'evaluation value of six Wibo pawns on the board (scaled by the count)',
  'wibo.supply': 'evaluation value of six Wibo pawns on the board or still to be had by Morphing rival units (scaled by the count)',
  'hexen.quarry': 'evaluation value of all Divine Quarry vanquished (scaled by the count)',
  'hexen.hexed': 'evaluation value of a Hex about to resolve on or next to a live Quarry',
  'hexen.approach': 'evaluation value of the nearest Hexen unit being next to a live Quarry',
};
