// Every rule switch and rule number of Heart of Korrem that is not content (spec §4.2 config.json),
// as `--set` parameters with their sources, and their compiled form `KorremParams`.
// Content (cards, creatures, World cards, tiles, landmarks, quests) is the `--content` document.
import { boolParam, intParam, textParam, type ParameterSpec, type ParameterValues } from '@balance-lab/core';

const choice = (key: string, values: readonly string[], dflt: string, description: string, source: string): ParameterSpec => ({
  kind: 'choice',
  key,
  values,
  default: dflt,
  description,
  source,
  alternatives: values.filter((v) => v !== dflt),
});
const int = (key: string, dflt: number, min: number, max: number, description: string, source: string, alternatives?: number[]): ParameterSpec => ({
  kind: 'int',
  key,
  default: dflt,
  min,
  max,
  description,
  source,
  ...(alternatives ? { alternatives } : {}),
});
const bool = (key: string, dflt: boolean, description: string, source: string): ParameterSpec => ({
  kind: 'bool',
  key,
  default: dflt,
  description,
  source,
  alternatives: [!dflt],
});

export const KORREM_PARAMETERS: readonly ParameterSpec[] = [
  int('game.vpGoal', 25, 1, 200, 'VP that win at once (checked after every change)', 'RB: Objective, Victory Conditions; Quick Start §5 allows a lower target; ASSUMPTION G55 on timing', [10, 15]),
  int('game.roundCap', 200, 1, 10000, 'Rounds after which the game stops (termination guard)', 'ASSUMPTION G75'),
  choice('game.capRule', ['mostVp', 'timeout'], 'mostVp', 'At the round cap: the most VP wins (ties: more Town Hall piles, then shared), or a timeout with no winner', 'ASSUMPTION G75 (korrem-notes §3.4)'),
  choice('game.commandOrder', ['observerLast', 'observerFirst'], 'observerLast', 'Command Phase order around the Observer', 'ASSUMPTION G15 (RB: Nation Turn Overview contradicts itself)'),
  choice('game.actionPool', ['perPlayer', 'perArmy'], 'perPlayer', 'One pool of W Actions per player, or W per army', 'ASSUMPTION G14'),
  int('game.enlistActionCost', 1, 0, 8, 'Actions to Enlist one character', 'ASSUMPTION G14 (Quick Start lists Enlist among Action uses)'),
  int('game.buildActionCost', 1, 0, 8, 'Actions to build a Village, upgrade, or buy a Wall or Tower', 'ASSUMPTION G14, G20'),
  int('game.maxFreeActionsPerPhase', 40, 1, 1000, 'Zero-cost atomic actions a player may take per Command Phase', 'ASSUMPTION G10 (the 3-minute hourglass, abstracted)'),
  bool('game.freshCardRecruitable', false, 'A card that entered a Town Hall slot this Command Phase may be recruited', 'RB: Cycling ("next Nation Turn"); ASSUMPTION G19 extends it to every new slot card'),
  int('game.armyFlagsPerNation', 8, 1, 16, 'Army flags per Nation (most armies at once)', 'ASSUMPTION G9'),
  int('game.creatureLimit', 9, 1, 32, 'NPC flags: most active creatures', 'RB: "Limit of 9 Active Creatures"; ASSUMPTION G80 counts flags'),
  choice('game.regionRule', ['component', 'adjacent3'], 'component', '"Connected to 3 or more": a region of ≥ 4 tiles, or ≥ 3 same-type neighbours', 'ASSUMPTION G16'),
  bool('game.gemsDouble', false, 'Gems are doubled by the region bonus', 'ASSUMPTION G17'),
  choice('game.artifactRecipient', ['observerOnly', 'anyArmy'], 'observerOnly', 'Who may receive an Artifact drawn on weather 8', 'ASSUMPTION G34'),
  choice('game.landmarkRollTrigger', ['oncePerPhase', 'onEntry'], 'oncePerPhase', 'When a Landmark roll may be made', 'ASSUMPTION G53'),
  choice('game.heartMode', ['vp', 'instantWin', 'off'], 'vp', 'The Heart of Korrem at the Throne: +10 VP once, an instant win, or nothing', 'ASSUMPTION G35'),
  int('game.heartVp', 10, 0, 100, 'VP the Heart of Korrem gives under heartMode=vp', 'ASSUMPTION G35'),
  choice('trade.mode', ['trust', 'binding', 'none'], 'trust', 'National Trade: sealed Deliver/Renege after acceptance (the printed rule), one binding swap, or no trading', 'RB: National Trade; ASSUMPTION G11'),
  int('trade.maxOffersPerPhase', 2, 0, 10, 'Trade offers a player may make per Command Phase', 'ASSUMPTION G11'),
  bool('trade.allowVp', false, 'VP may be traded', 'ASSUMPTION G56'),
  int('battle.gridW', 9, 3, 31, 'Battle grid columns', 'ASSUMPTION G13'),
  int('battle.gridD', 5, 2, 15, 'Battle grid rows per side (grows for big armies)', 'ASSUMPTION G13'),
  int('battle.turnCap', 30, 1, 1000, 'Battle turns before the attacker is forced to retreat', 'ASSUMPTION G40'),
  int('battle.rechargePhases', 2, 1, 4, 'Phases until a Recharge ability is ready again', 'ASSUMPTION G41'),
  choice('battle.frozenThaw', ['ownRolls', 'dedicatedRoll'], 'ownRolls', 'How Frozen ends: any 8 the side rolls in its own phase, or one extra D8 per Frozen card', 'RB: State Tokens; ASSUMPTION G62'),
  choice('battle.setupTouch', ['eachTouches', 'connected'], 'eachTouches', 'Setup: each card touches another, or one connected group', 'ASSUMPTION G81'),
  bool('battle.companionDefectOnRetreat', true, 'Companion-bonded characters of a retreating side defect', 'ASSUMPTION G79'),
  int('battle.heartPairCap', 15, 0, 100, 'Heart-token pairs (bonds) at once', 'RB: components (30 Heart tokens); spec §1.3'),
  choice('battle.seduceMode', ['shiftUpTo', 'setToRoll'], 'shiftUpTo', 'Seduce: shift the Intimacy score by up to the roll, or set it to the roll', 'ASSUMPTION G43'),
  choice('battle.npcRoleRule', ['arrival', 'legend'], 'arrival', 'Roles in NPC battles: by arrival (the side that came second attacks), or the Fig. 7 legend (the NPC always attacks and goes first)', 'ASSUMPTION G22 (spec §2.14)'),
  int('battle.npcMoveLimit', 1, 0, 99, 'Steps an NPC walks per phase (0: unlimited)', 'ASSUMPTION G26'),
  int('battle.maxCharacterActsPerPhase', 0, 0, 99, 'Characters that may act per Attack Phase (0: all; mimics the 1-minute glass)', 'ASSUMPTION G10'),
  choice('battle.connivingDecline', ['Ignore', 'AttackX2'], 'Ignore', 'Figure 7 blank Recruit Decline cell of Conniving', 'ASSUMPTION G23'),
  int('battle.maxRerolls', 10, 0, 100, 'Rerolls after Ignore per engagement', 'ASSUMPTION G24'),
];

export const CAP_MOST_VP = 0;
export const CAP_TIMEOUT = 1;

/** The compiled parameters every mechanism reads (one object per run). */
export interface KorremParams {
  readonly vpGoal: number;
  readonly roundCap: number;
  readonly capRule: number;
  readonly observerLast: boolean;
  readonly perArmyActions: boolean;
  readonly enlistActionCost: number;
  readonly buildActionCost: number;
  readonly maxFreeActionsPerPhase: number;
  readonly freshCardRecruitable: boolean;
  readonly armyFlagsPerNation: number;
  readonly creatureLimit: number;
  /** 0 component, 1 adjacent3 (G16). */
  readonly regionRule: number;
  readonly gemsDouble: boolean;
  readonly artifactAnyArmy: boolean;
  readonly landmarkOnEntry: boolean;
  /** 0 vp, 1 instantWin, 2 off (G35). */
  readonly heartMode: number;
  readonly heartVp: number;
  /** 0 trust, 1 binding, 2 none (G11). */
  readonly tradeMode: number;
  readonly maxOffersPerPhase: number;
  readonly allowVpTrade: boolean;
  readonly battle: {
    readonly gridW: number;
    readonly gridD: number;
    readonly turnCap: number;
    readonly rechargePhases: number;
    readonly frozenThawDedicated: boolean;
    readonly setupConnected: boolean;
    readonly companionDefectOnRetreat: boolean;
    readonly heartPairCap: number;
    readonly seduceSetToRoll: boolean;
    readonly npcMoveLimit: number;
    /** G22 `legend`: the NPC side is always the Attacker (§2.14); false = by arrival. */
    readonly npcRoleLegend: boolean;
    /** G10: distinct characters of the acting side that may act per Attack Phase (0 = all). */
    readonly maxCharacterActsPerPhase: number;
    readonly connivingDeclineAttack: boolean;
    readonly maxRerolls: number;
  };
}

export function compileParams(v: ParameterValues): KorremParams {
  return {
    vpGoal: intParam(v, 'game.vpGoal'),
    roundCap: intParam(v, 'game.roundCap'),
    capRule: textParam(v, 'game.capRule') === 'timeout' ? CAP_TIMEOUT : CAP_MOST_VP,
    observerLast: textParam(v, 'game.commandOrder') === 'observerLast',
    perArmyActions: textParam(v, 'game.actionPool') === 'perArmy',
    enlistActionCost: intParam(v, 'game.enlistActionCost'),
    buildActionCost: intParam(v, 'game.buildActionCost'),
    maxFreeActionsPerPhase: intParam(v, 'game.maxFreeActionsPerPhase'),
    freshCardRecruitable: boolParam(v, 'game.freshCardRecruitable'),
    armyFlagsPerNation: intParam(v, 'game.armyFlagsPerNation'),
    creatureLimit: intParam(v, 'game.creatureLimit'),
    regionRule: textParam(v, 'game.regionRule') === 'adjacent3' ? 1 : 0,
    gemsDouble: boolParam(v, 'game.gemsDouble'),
    artifactAnyArmy: textParam(v, 'game.artifactRecipient') === 'anyArmy',
    landmarkOnEntry: textParam(v, 'game.landmarkRollTrigger') === 'onEntry',
    heartMode: ['vp', 'instantWin', 'off'].indexOf(textParam(v, 'game.heartMode')),
    heartVp: intParam(v, 'game.heartVp'),
    tradeMode: ['trust', 'binding', 'none'].indexOf(textParam(v, 'trade.mode')),
    maxOffersPerPhase: intParam(v, 'trade.maxOffersPerPhase'),
    allowVpTrade: boolParam(v, 'trade.allowVp'),
    battle: {
      gridW: intParam(v, 'battle.gridW'),
      gridD: intParam(v, 'battle.gridD'),
      turnCap: intParam(v, 'battle.turnCap'),
      rechargePhases: intParam(v, 'battle.rechargePhases'),
      frozenThawDedicated: textParam(v, 'battle.frozenThaw') === 'dedicatedRoll',
      setupConnected: textParam(v, 'battle.setupTouch') === 'connected',
      companionDefectOnRetreat: boolParam(v, 'battle.companionDefectOnRetreat'),
      heartPairCap: intParam(v, 'battle.heartPairCap'),
      seduceSetToRoll: textParam(v, 'battle.seduceMode') === 'setToRoll',
      npcMoveLimit: intParam(v, 'battle.npcMoveLimit'),
      npcRoleLegend: textParam(v, 'battle.npcRoleRule') === 'legend',
      maxCharacterActsPerPhase: intParam(v, 'battle.maxCharacterActsPerPhase'),
      connivingDeclineAttack: textParam(v, 'battle.connivingDecline') === 'AttackX2',
      maxRerolls: intParam(v, 'battle.maxRerolls'),
    },
  };
}
