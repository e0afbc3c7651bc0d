// Heart of Korrem as a Balance Lab game (the core's GameDefinition): binds every module's decision
// prompts and hooks into the config at configure time (the modules never import each other's
// handlers), and exposes setup, the decision loop, outcomes, metrics, hidden information and text.
import type { GameDefinition, MetricSpec, Outcome, OutcomeSpec, ParameterValues, Rng } from '@balance-lab/core';
import { ConfigError } from '@balance-lab/core/errors';
import { MAX_BATTLE_ACTIONS } from './battle/battle-state.js';
import { COMMAND_PROMPTS } from './command/command.js';
import { startCommandPhase } from './command/start-phase.js';
import { compileContent } from './content/compile.js';
import { KORREM_CONTENT } from './content/spec.js';
import type { KorremContent } from './content/types.js';
import { AFTERMATH_HOOKS, BATTLE_HOOKS } from './encounter/battle-glue.js';
import { ENGAGEMENT_HOOKS } from './encounter/engage.js';
import { ENCOUNTERS } from './encounter/enter.js';
import { PLACE_CREATURE_HOOKS, startPlaceCreature } from './encounter/place-creature.js';
import { RETREAT_HOOKS } from './encounter/retreat.js';
import { determinizeKorremInto } from './hidden.js';
import { makeEvaluator } from './evaluate.js';
import { NATION_IDS, NATION_NAMES } from './lands.js';
import { compileParams, KORREM_PARAMETERS } from './parameters.js';
import { PLACE_LAND_HOOKS, startPlaceLand } from './place-land.js';
import {
  PR_AFTERMATH, PR_BATTLE, PR_CARD, PR_DISCOVER, PR_GATHER_CHOICE, PR_LANDMARK, PR_ENGAGEMENT, PR_PLACE_CREATURE, PR_PLACE_LAND, PR_RETREAT_PATH, PR_SETUP_TILE, PR_SETUP_VILLAGE, PR_WORLD_DRAW,
  PROMPT_COUNT, copyGameInto, type KorremConfig, type KorremGame, type PromptHooks, type RoundHooks,
} from './prompts.js';
import { renderKorrem } from './render.js';
import { advanceRounds } from './round.js';
import { SETUP_TILE_HOOKS, SETUP_VILLAGE_HOOKS, emptyState, setupKorrem } from './setup.js';
import {
  END_CAP, END_VP, FW_SEAT, G_DEPTH, G_END, G_FIRST, G_HIDDEN_READS, G_ROUND, G_WINNER, PL_DELIVERED, PL_RENEGES, PL_VP_ARTIFACT, PL_VP_MONSTER, PL_VP_QUEST, PL_WORDS,
  SETTLE_KINGDOM, SETTLE_VILLAGE, topFrame,
} from './state.js';
import { CARD_PROMPT } from './world/cards.js';
import { questRecount } from './world/quests.js';
import { tickTimeline, weatherAlsoPlacesCreature } from './world/timeline.js';
import { capOutcome } from './world/vp.js';
import { WORLD_DRAW_PROMPT, worldDrawEvent } from './world/world-draw.js';
import { WEATHER_PLACE_CREATURE, WEATHER_PLACE_LAND, WEATHER_WORLD_CARD } from './data/weather-table.js';
import { weatherEvent } from './weather.js';

export const REASON_VP = 'vp goal';
export const REASON_CAP_MOST_VP = 'round cap: most VP';
export const REASON_CAP = 'round cap';

export const KORREM_OUTCOMES: readonly OutcomeSpec[] = [
  { kind: 'win', reason: REASON_VP, source: 'RB: Objective, Victory Conditions (first to 25 VP); ASSUMPTION G55: checked after every change' },
  { kind: 'win', reason: REASON_CAP_MOST_VP, source: 'ASSUMPTION G75 (game.capRule=mostVp): most VP, then more Town Hall piles, then shared' },
  { kind: 'timeout', reason: REASON_CAP, source: 'ASSUMPTION G75 (game.capRule=timeout)' },
];

export const KORREM_METRICS: readonly MetricSpec[] = [
  { key: 'vp.quests', description: 'VP from quests at the end (spec §6.6 VP by source)' },
  { key: 'vp.monsters', description: 'VP from Monsters killed' },
  { key: 'vp.artifacts', description: 'VP from Artifacts in the bank at the end' },
  { key: 'settlements', description: 'Villages and Kingdoms owned at the end' },
  { key: 'kingdoms', description: 'Kingdoms owned at the end' },
  { key: 'trades.delivered', description: 'National Trade parts this nation handed over (binding mode: every accepted deal)' },
  { key: 'trades.reneged', description: 'National Trade parts this nation kept back in trust mode (G11)' },
];

function metricValues(s: KorremGame, seat: number, out: Int32Array): void {
  const b = seat * PL_WORDS;
  out[0] = s.pl[b + PL_VP_QUEST]!;
  out[1] = s.pl[b + PL_VP_MONSTER]!;
  out[2] = s.pl[b + PL_VP_ARTIFACT]!;
  let settlements = 0;
  let kingdoms = 0;
  for (let t = 0; t < s.map.count; t++) {
    if (s.settleOwner[t] !== seat) continue;
    if (s.settleKind[t] === SETTLE_VILLAGE || s.settleKind[t] === SETTLE_KINGDOM) settlements++;
    if (s.settleKind[t] === SETTLE_KINGDOM) kingdoms++;
  }
  out[3] = settlements;
  out[4] = kingdoms;
  out[5] = s.pl[b + PL_DELIVERED]!;
  out[6] = s.pl[b + PL_RENEGES]!;
}

/** The round's steps, bound to the modules that own them. */
function roundHooks(scratch: Int32Array): RoundHooks {
  return {
    weatherEvent(s, face, observer, rng) {
      const e = weatherEvent(face);
      if (e === WEATHER_PLACE_LAND) startPlaceLand(s, observer, rng, scratch);
      else if (e === WEATHER_PLACE_CREATURE || weatherAlsoPlacesCreature(s, face)) startPlaceCreature(s, observer, rng);
      else if (e === WEATHER_WORLD_CARD) worldDrawEvent(s, observer, rng);
    },
    startCommandPhase: (s, seat, actions, rng) => {
      startCommandPhase(s, seat, actions, rng);
    },
    endOfRound(s, rng) {
      tickTimeline(s, rng);
      questRecount(s);
    },
  };
}

function promptTable(): PromptHooks[] {
  const t: (PromptHooks | undefined)[] = new Array(PROMPT_COUNT);
  t[PR_SETUP_TILE] = SETUP_TILE_HOOKS;
  t[PR_SETUP_VILLAGE] = SETUP_VILLAGE_HOOKS;
  t[PR_PLACE_LAND] = PLACE_LAND_HOOKS;
  t[PR_PLACE_CREATURE] = PLACE_CREATURE_HOOKS;
  t[PR_WORLD_DRAW] = WORLD_DRAW_PROMPT;
  t[PR_ENGAGEMENT] = ENGAGEMENT_HOOKS;
  t[PR_BATTLE] = BATTLE_HOOKS;
  t[PR_RETREAT_PATH] = RETREAT_HOOKS;
  t[PR_AFTERMATH] = AFTERMATH_HOOKS;
  t[PR_CARD] = CARD_PROMPT;
  for (const [id, hooks] of COMMAND_PROMPTS) t[id] = hooks;
  for (let i = 0; i < PROMPT_COUNT; i++) if (t[i] === undefined) throw new Error(`korrem: prompt ${i} has no hooks`);
  return t as PromptHooks[];
}

export function configureKorrem(values: ParameterValues, content?: unknown): KorremConfig {
  const params = compileParams(values);
  const doc = (content ?? KORREM_CONTENT.sets[KORREM_CONTENT.default]!.document) as KorremContent;
  const compiled = compileContent(doc, 'content');
  if (params.armyFlagsPerNation * 6 + params.creatureLimit > 255) throw new ConfigError('game.armyFlagsPerNation × 6 + game.creatureLimit must be at most 255');
  const scratch = new Int32Array(Math.max(4096, compiled.tiles.count * 8));
  return { content: compiled, params, prompts: promptTable(), encounters: ENCOUNTERS, round: roundHooks(scratch), evaluate: makeEvaluator() };
}

/** The decision loop: the top frame's prompt decides; the round driver runs whenever none is open. */
function legal(s: KorremGame, out: Int32Array): number {
  const fr = topFrame(s);
  return s.config.prompts[s.frames[fr]!]!.legal(s, fr, out);
}

function apply(s: KorremGame, action: number, rng: Rng): void {
  const fr = topFrame(s);
  s.config.prompts[s.frames[fr]!]!.apply(s, fr, action, rng);
  if (s.g[G_DEPTH] === 0) advanceRounds(s, rng);
}

const winOutcomes: Outcome[] = Array.from({ length: 6 }, (_, seat) => ({ kind: 'win', winners: [seat], reason: REASON_VP }));
const TIMEOUT: Outcome = { kind: 'timeout', winners: [], reason: REASON_CAP };

function outcome(s: KorremGame): Outcome | null {
  const end = s.g[G_END]!;
  if (end === 0) return null;
  if (end === END_VP) return winOutcomes[s.g[G_WINNER]!]!;
  if (end === END_CAP) {
    const mask = capOutcome(s);
    if (mask === 0) return TIMEOUT;
    const winners: number[] = [];
    for (let p = 0; p < s.shape.seats; p++) if (mask & (1 << p)) winners.push(p);
    return { kind: 'win', winners, reason: REASON_CAP_MOST_VP };
  }
  return null;
}

export const korrem: GameDefinition<KorremGame, KorremConfig> = {
  id: 'korrem',
  name: 'Heart of Korrem',
  version: '0.1.0',
  factions: NATION_IDS.map((id, i) => ({ id, name: NATION_NAMES[i]! })),
  // ASSUMPTION G70: 2–6 players (the rulebook gives no count).
  seats: { min: 2, max: 6, default: 2 },
  allowMirror: false,
  parameters: KORREM_PARAMETERS,
  lengthUnit: 'rounds',
  maxActions: MAX_BATTLE_ACTIONS,
  outcomes: KORREM_OUTCOMES,
  metrics: KORREM_METRICS,
  metricValues,
  content: KORREM_CONTENT as GameDefinition['content'],
  configure: configureKorrem,
  setup: (config, seating, rng) => {
    const s = setupKorrem(config, seating, rng);
    if (s.g[G_DEPTH] === 0) advanceRounds(s, rng);
    return s;
  },
  currentSeat: (s) => s.frames[topFrame(s) + FW_SEAT]!,
  legalActions: legal,
  apply,
  outcome,
  length: (s) => s.g[G_ROUND]!,
  turnOrder: (s) => {
    const n = s.shape.seats;
    return Array.from({ length: n }, (_, i) => (s.g[G_FIRST]! + i) % n);
  },
  clone: (s) => cloneGame(s),
  copyInto: (dst, src) => copyGameInto(dst, src),
  describeAction: (s, action) => {
    const fr = topFrame(s);
    return s.config.prompts[s.frames[fr]!]!.describe(s, fr, action);
  },
  render: renderKorrem,
  determinize: (s, seat, rng) => {
    const d = korrem.clone(s);
    determinizeKorremInto(d, s, seat, rng);
    return d;
  },
  determinizeInto: (dst, src, seat, rng) => determinizeKorremInto(dst, src, seat, rng),
  hiddenReads: (s) => s.g[G_HIDDEN_READS]!,
  evaluate: (s, seat) => s.config.evaluate(s, seat),
  resolving: (s) => RESOLVING[s.frames[topFrame(s)]!] === 1,
};

/**
 * Prompts that finish an action the seat has already chosen (which drawn tile a Discover keeps, which
 * resource a Provider takes, a Landmark's payment, a World card's target): the evaluation sees the
 * action's worth only after them, so greedy and MCTS play them out first (core `resolving`).
 */
const RESOLVING = new Uint8Array(PROMPT_COUNT);
for (const pr of [PR_DISCOVER, PR_GATHER_CHOICE, PR_LANDMARK, PR_CARD]) RESOLVING[pr] = 1;

/** A deep copy: a fresh state of the same shape, then one copy of every block. */
function cloneGame(s: KorremGame): KorremGame {
  const seating = Array.from(s.nation, (n) => NATION_IDS[n]!);
  const d = emptyState(s.config, seating);
  d.copyFrom(s);
  return d;
}
