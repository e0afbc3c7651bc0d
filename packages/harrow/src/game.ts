// Harrow County as a Balance Lab GameDefinition (issue 20): Training (Emmy vs Levi, spec §1.5)
// and the Full game for every ordered pair of Protectors, Family and Kammi. The effect table
// (content.ts) binds every card, Bonus tile, Unique Power and Legend-track side; the Full game is
// refused at `configure` while any of them is missing (a ConfigError naming them).
import {
  ConfigError, type GameDefinition, type MetricSpec, type Outcome, type OutcomeSpec, type ParameterSpec, type ParameterValues, type Rng, type Seating,
} from '@balance-lab/core';
import {
  A_ABILITY_ROW, A_ADV_DEST, A_ADV_DOLL, A_ADV_GROUP, A_ADV_SOURCE, A_ADV_STOP, A_ADV_UNNAIL, A_ATK_CLASH_KILL, A_ATK_CLASH_PASS,
  A_ATK_DECLARE, A_ATK_DOLLS, A_ATK_HIT, A_ATK_KAMMI, A_ATK_KILL_ANY, A_ATK_PUSH, A_ATK_STOP, A_CLN_BAG, A_CLN_BOARD, A_CLN_DONE,
  A_CLN_TAKE, A_FREE, A_FREE_DECLINE, A_JAR, A_KAMMI_ROW, A_OBJ_PLACE, A_PICK, A_PICK_STOP, A_PUTBACK, A_RESCUE_DONE,
  A_RESCUE_MOVE, A_SPN_STOP, A_SPN_TARGET, ACTION_KIND_NAMES, A_CARD, A_DOLL_PLACE, A_EFFECT, A_EFFECT_STOP, A_KAMMI_PLACE,
  A_LEGEND_END, A_LEGEND_PART, A_PATH_FREE, A_SETUP_UNITS, A_TILE, A_WINDOW_DONE, argA, argB, argC, kindOf,
} from './actions.js';
import { HARROW_EFFECTS, OBJECTIVE_WORTH, factionNumbers, missingEffects } from './content.js';
import { evaluatePosition } from './evaluate.js';
import { ALL_CARDS } from './data/cards.js';
import { ALL_BONUS_TILES } from './data/tiles.js';
import { EF_ID, describeEffectAction } from './effects.js';
import { harrowHiddenReads, uncounted } from './secrets.js';
import { attackWords } from './attack.js';
import { bonfirePairsScored, hesterSummary, tokensEaten } from './factions/hester/board.js';
import { harrowDeterminizeInto, harrowHidden, harrowInformationState } from './hidden.js';
import { automatedChoice, soloSummary } from './solo/automated.js';
import { ABILITY_TOKEN_NAMES } from './data/maps.js';
import { hexName } from './hex.js';
import { modeFromValues } from './mode.js';
import { harrowParameters } from './parameters.js';
import { END_HESTER, END_POINTS, END_ROUND_CAP, END_SOLO_DECK, END_SOLO_POINTS } from './objectives.js';
import { renderMap } from './render-map.js';
import { setupHarrow } from './setup.js';
import {
  BAG_BASIC, BONUS_CAP, COLOURS, FACTION_COLOUR, F_JARS, F_PTS_BONFIRE, F_PTS_BRAMBLES, F_PTS_DIAL, F_PTS_OBJECTIVE, F_SCORE, F_WILD, F_WORDS, G_ACTIVE_SEAT, G_FP_SEAT, G_OVER,
  G_PHASE, G_PLAYERS, G_REASON, G_ROUND, G_SEAT_FACTION, G_WINNER, G_DEPTH, G_HIDDEN_READS, FRAME_WORDS, FW_PROMPT, PR_ADV_DEST, PR_ADV_GROUP,
  PR_EFFECT, PR_FREE_ACTION, PR_LAST, PR_LEGEND_JAR, PR_WINDOW, FAC_F, FAC_H, FAC_P, LS_F, LS_HESTER, LS_KAMMI0, LS_KAMMI1, LS_P, PHASE_NAMES, UNIT_FACTIONS,
} from './state.js';
import { HarrowGame, JAR_NAMES, TURN_MAX_LEGAL, W_AFTER, WF_STAGE, makeTurnConfig, startGame, turnApply, turnLegal, turnSeat, type TurnConfig } from './turn.js';

// ---- parameters -----------------------------------------------------------------------------

/** The game's registry (parameters.ts): map, Tree, data, setup, Clean-Up and the mode. */
export const HARROW_GAME_PARAMETERS: readonly ParameterSpec[] = harrowParameters;

// ---- configuration --------------------------------------------------------------------------

export type HarrowConfig = TurnConfig;

export function configureHarrow(values: ParameterValues): HarrowConfig {
  // Spec §5.6's hidden-Tree variant would make the Tree's inventory hidden information (determinize,
  // hidden reads); it is not built, so it is refused rather than played as the public Tree.
  if (values['tree.public'] === false) throw new ConfigError('tree.public=false (cubes inside the Tree hidden) is not built; accepted: true');
  const mode = modeFromValues(values);
  if (mode !== 'training') {
    const missing = missingEffects(HARROW_EFFECTS);
    if (missing.length > 0) {
      throw new ConfigError(`Harrow County's Full game is not playable yet: ${missing.length} effects are not built (${missing.join(', ')}). Use game.mode=training.`);
    }
  }
  return makeTurnConfig(mode, values, HARROW_EFFECTS, factionNumbers(values));
}

const TRAINING_SEATINGS: readonly Seating[] = [Object.freeze(['protectors', 'family']), Object.freeze(['family', 'protectors'])];
const FACTION_IDS = ['protectors', 'family', 'kammi'] as const;
/** Every ordered pair of different factions (§1.2: no mirror matches). */
const FULL_SEATINGS: readonly Seating[] = FACTION_IDS.flatMap((a) => FACTION_IDS.filter((b) => b !== a).map((b) => Object.freeze([a, b])));
/** 3 players: every ordered pair, with Hester always the third seat (R-H-SEAT, L1951, L2045). */
const HESTER_SEATINGS: readonly Seating[] = FULL_SEATINGS.map((pair) => Object.freeze([...pair, 'hester']));
/** Solo: Hester alone against the automated Protectors and Family (L2301). */
const SOLO_SEATINGS: readonly Seating[] = [Object.freeze(['hester'])];

export function setupHarrowGame(config: HarrowConfig, seating: Seating, rng: Rng): HarrowGame {
  const fresh = new HarrowGame(config, config.setup.maps.A);
  const s0 = setupHarrow(fresh, config.setup, seating, rng);
  let s = fresh;
  if (s0 !== fresh) {
    // A custom map side with another hex count: carry the set-up state over.
    s = new HarrowGame(config, s0.map);
    s.copyFrom(s0);
  }
  startGame(s, config, rng);
  return s;
}

// ---- outcomes -------------------------------------------------------------------------------

export const REASON_POINTS = 'points';
export const REASON_TIE = 'points tie: First-Player holder';
export const REASON_CAP = 'round cap';
export const REASON_HESTER = 'Hester returns: six Scoring Spaces full';
export const REASON_SOLO_POINTS = 'solo: an automated faction reached the score';
export const REASON_SOLO_DECK = 'solo: the solo cards ran out';

export const HARROW_OUTCOMES: readonly OutcomeSpec[] = [
  { kind: 'win', reason: REASON_POINTS, source: 'R-END-1/2 (L760-768, L1922-1931): ≥ 7 points at a Round end, more points wins' },
  { kind: 'win', reason: REASON_TIE, source: 'R-END-2 (L766, L1929; CF-28): equal points go to the First Player token holder' },
  { kind: 'timeout', reason: REASON_CAP, source: 'R-END-5, ASSUMPTION G-58: game.maxRounds, a simulator safeguard' },
  { kind: 'win', reason: REASON_HESTER, source: 'R-H-WIN (L2297, L2623): Hester wins at once when her six Scoring Spaces are full (3 players and solo)' },
  { kind: 'loss', reason: REASON_SOLO_POINTS, source: 'R-END-4 (L2627): solo, the Protectors or the Family have 7 points at the end of a Round' },
  { kind: 'loss', reason: REASON_SOLO_DECK, source: 'R-END-4 (L2627): solo, a solo card must be drawn and none remain' },
];

const WIN: Outcome[][] = [0, 1, 2].map((seat) =>
  [REASON_POINTS, REASON_TIE, REASON_HESTER].map((reason) => Object.freeze({ kind: 'win' as const, winners: Object.freeze([seat]), reason })),
);
const TIMEOUT: Outcome = Object.freeze({ kind: 'timeout', winners: Object.freeze([]) as readonly number[], reason: REASON_CAP });
const SOLO_LOSS_POINTS: Outcome = Object.freeze({ kind: 'loss', winners: Object.freeze([]) as readonly number[], reason: REASON_SOLO_POINTS });
const SOLO_LOSS_DECK: Outcome = Object.freeze({ kind: 'loss', winners: Object.freeze([]) as readonly number[], reason: REASON_SOLO_DECK });

const scoreOf = (s: HarrowGame, seat: number): number => s.f[s.g[G_SEAT_FACTION + seat]! * F_WORDS + F_SCORE]!;

export function harrowOutcome(s: HarrowGame): Outcome | null {
  if (s.g[G_OVER] === 0) return null;
  const reason = s.g[G_REASON]!;
  if (reason === END_ROUND_CAP) return TIMEOUT;
  if (reason === END_SOLO_POINTS) return SOLO_LOSS_POINTS;
  if (reason === END_SOLO_DECK) return SOLO_LOSS_DECK;
  const w = s.g[G_WINNER]!;
  if (reason === END_HESTER) return WIN[w]![2]!;
  if (reason !== END_POINTS) throw new Error(`harrow: game over with reason ${reason}`);
  // The two faction seats are 0 and 1 (Hester, 2, has no points).
  return WIN[w]![scoreOf(s, 0) === scoreOf(s, 1) ? 1 : 0]!;
}

// ---- evaluation -------------------------------------------------------------------------------

/** evaluate.ts with each faction's objective term (content.ts); weights in data/weights.ts. */
export const evaluateHarrow = (s: HarrowGame, seat: number): number => evaluatePosition(s, seat, OBJECTIVE_WORTH);

/**
 * Prompts at which the deciding seat is finishing something already chosen, so the evaluation
 * cannot yet see what the choice did (core `resolving`: greedy and MCTS play them out before
 * scoring): the group and destination of an ADVANCE step whose source is chosen, the jar action
 * right after the jar was broken (its window, free action, Legend parts, the Abilities jars' row
 * decisions), and a card, tile or power in progress (all effects). Not the window after the jar.
 */
const RESOLVING_PROMPTS = new Uint8Array(PR_LAST + 1);
for (const p of [PR_ADV_GROUP, PR_ADV_DEST, PR_WINDOW, PR_FREE_ACTION, PR_LEGEND_JAR, PR_EFFECT]) RESOLVING_PROMPTS[p] = 1;

/** Points by source, per seat (metrics.csv): where each faction's score came from. */
export const HARROW_METRICS: readonly MetricSpec[] = [
  { key: 'points.dial', description: 'points scored on the Haint Dial (R-SCO-1; Training: kills, R-ATK-7)' },
  { key: 'points.objective', description: "points from the faction's objective: Rescue, Building destroyed, the real Doll (R-OBJ-*)" },
  { key: 'points.brambles', description: 'points from holding the Brambles at Round ends (L754-758)' },
  { key: 'points.bonfire', description: "points from dousing Hester's Bonfires (3 players, L2196)" },
  { key: 'hester.bonfires', description: "Hester's Scoring Spaces filled by Bonfires she made (L2169; 0 for the factions)" },
  { key: 'hester.eaten', description: "Hester's Scoring Spaces filled by tokens she ate (L2246; 0 for the factions)" },
  { key: 'solo.protectors', description: "solo: the automated Protectors' points at the end (R-END-4: 7 beats Hester; 0 outside solo)" },
  { key: 'solo.family', description: "solo: the automated Family's points at the end (0 outside solo)" },
];
const METRIC_WORDS = [F_PTS_DIAL, F_PTS_OBJECTIVE, F_PTS_BRAMBLES, F_PTS_BONFIRE];

function harrowMetricValues(s: HarrowGame, seat: number, out: Int32Array): void {
  const fac = s.g[G_SEAT_FACTION + seat]!;
  const fb = fac * F_WORDS;
  for (let m = 0; m < METRIC_WORDS.length; m++) out[m] = s.f[fb + METRIC_WORDS[m]!]!;
  const hester = fac === FAC_H;
  out[METRIC_WORDS.length] = hester ? bonfirePairsScored(s) : 0;
  out[METRIC_WORDS.length + 1] = hester ? tokensEaten(s) : 0;
  const solo = s.g[G_PLAYERS] === 1;
  out[METRIC_WORDS.length + 2] = solo ? s.f[FAC_P * F_WORDS + F_SCORE]! : 0;
  out[METRIC_WORDS.length + 3] = solo ? s.f[FAC_F * F_WORDS + F_SCORE]! : 0;
}

/** The legal actions of the seat to move; a query, so its reads of secrets are not counted (secrets.ts `uncounted`, inlined for the hot path). */
function harrowLegal(s: HarrowGame, out: Int32Array): number {
  const g = s.g;
  const r0 = g[G_HIDDEN_READS]!;
  const r1 = g[G_HIDDEN_READS + 1]!;
  const r2 = g[G_HIDDEN_READS + 2]!;
  let n = turnLegal(s, s.config, out);
  if (g[G_PLAYERS] === 1) n = automatedChoice(s, out, n);
  g[G_HIDDEN_READS] = r0;
  g[G_HIDDEN_READS + 1] = r1;
  g[G_HIDDEN_READS + 2] = r2;
  return n;
}

export function harrowResolving(s: HarrowGame): boolean {
  if (s.g[G_DEPTH]! === 0 || s.g[G_OVER] !== 0) return false;
  const fr = (s.g[G_DEPTH]! - 1) * FRAME_WORDS;
  const prompt = s.frames[fr + FW_PROMPT]!;
  // The window after the jar opens once the jar action is complete: what it offers is a new choice.
  if (prompt === PR_WINDOW) return s.frames[fr + WF_STAGE] !== W_AFTER;
  // A turn played as one effect (Hester's, a solo Round's automated part) begins with a new choice.
  if (prompt === PR_EFFECT) return s.config.effects[s.frames[fr + EF_ID]!]!.opensTurn?.(s, fr) !== true;
  return RESOLVING_PROMPTS[prompt] === 1;
}

// ---- text -----------------------------------------------------------------------------------

const FACTION_LETTER = ['P', 'F', 'K'];
const FACTION_NAME = ['Protectors', 'Family', 'Kammi'];
const LEGEND_SLOTS_OF = [[LS_P], [LS_F], [LS_KAMMI0, LS_KAMMI1]];

/** The rulebook's words for an action (describeAction). */
export function describeHarrowAction(s: HarrowGame, action: number): string {
  const a = argA(action);
  const b = argB(action);
  const hx = (h: number): string => (h < s.n ? hexName(s.map.grid, h) : `#${h}`);
  const tok = (k: number): string => ABILITY_TOKEN_NAMES[k] ?? (k >= BAG_BASIC ? `Upgrade token ${k - BAG_BASIC}` : `token ${k}`);
  switch (kindOf(action)) {
    case A_ADV_SOURCE: return `ADVANCE: move Units from hex ${hx(a)}`;
    case A_ADV_STOP: return 'ADVANCE: stop (the rest of the packet is lost)';
    case A_ADV_UNNAIL: return `ADVANCE: spend 1 ADVANCE to return Iron Nail ${a} to Bernice`;
    case A_ADV_GROUP: return `ADVANCE: move ${a} Haint(s)${b !== 0 ? ' and your Legend' : ''} as one group`;
    case A_ADV_DEST: return `ADVANCE: onto the adjacent hex ${hx(a)}`;
    case A_ADV_DOLL: return a === 1 ? 'take the Doll along' : 'leave the Doll';
    case A_SPN_TARGET: return `SPAWN: summon 1 Haint onto hex ${hx(a)}`;
    case A_SPN_STOP: return 'SPAWN: skip (the rest of the SPAWNs are lost)';
    case A_ATK_DECLARE: return attackWords(s, action)!; // Units, a Bonfire or Hester (3 players)
    case A_ATK_HIT: return attackWords(s, action) ?? 'Attack: discard cubes and hit';
    case A_ATK_STOP: return 'Attack: stop';
    case A_ATK_KAMMI: return `Attack: token ${a} was hit`;
    case A_ATK_PUSH: return `Attack: push the hit Legend onto hex ${hx(a)}`;
    case A_ATK_KILL_ANY: return `Attack: remove a Haint anywhere, on hex ${hx(a)}`;
    case A_ATK_DOLLS: return `Attack: rearrange the Dolls (arrangement ${a})`;
    case A_ATK_CLASH_KILL: return 'Haint Clash: discard cubes and kill a Haint';
    case A_ATK_CLASH_PASS: return 'Haint Clash: do not kill';
    case A_CLN_TAKE: return `Clean-Up: collect the ${tok(b)} token on hex ${hx(a)}`;
    case A_CLN_DONE: return 'Clean-Up: collect no more tokens';
    case A_CLN_BOARD: return `Clean-Up: place the ${tok(a)} token on the Faction Board track`;
    case A_CLN_BAG: return `Clean-Up: put the ${tok(a)} token back into the bag`;
    case A_OBJ_PLACE: return `Phase 1: place an opponent objective on hex ${hx(a)}`;
    case A_RESCUE_MOVE: return `Rescue: move a Townsfolk from hex ${hx(a)} to hex ${hx(b)}`;
    case A_RESCUE_DONE: return 'Rescue: move no more Townsfolk';
    case A_JAR: return b === 1 ? `break the ${JAR_NAMES[a] ?? a} Mason Jar to attack` : `break the ${JAR_NAMES[a] ?? a} Mason Jar`;
    case A_ABILITY_ROW: return `Abilities: take the ${tok(a)} row`;
    case A_KAMMI_ROW: return `Abilities: push row ${a + 1} of the Action Grid, ${b === 0 ? 'left' : 'right'} token first`;
    case A_PICK: return `${b} ${tok(a)} Basic Action(s)`;
    case A_PICK_STOP: return 'Wild: take no more Basic Actions';
    case A_FREE: return `Attack jar: a free ${tok(a)} ${b === 0 ? 'before' : 'after'} the attack`;
    case A_FREE_DECLINE: return 'Attack jar: no free Basic Action';
    case A_PUTBACK: return `put a ${tok(a)} token back into the bag`;
    case A_EFFECT:
    case A_EFFECT_STOP: return describeEffectAction(s, action);
    case A_CARD: return b !== 0 || ALL_CARDS[a]?.deck === 'upgrade' ? `play the Upgrade card ${ALL_CARDS[a]?.name ?? a}, paying a ${tok(b)} token` : `play the card ${ALL_CARDS[a]?.name ?? a}`;
    case A_TILE: return `activate the Bonus tile ${ALL_BONUS_TILES[s.bonusSlot[a * BONUS_CAP + b]! & 0x7f]?.name ?? '?'}`;
    case A_WINDOW_DONE: return 'go on';
    case A_LEGEND_PART: return a === 0 ? 'Legend jar: resolve the Legend Ability Track' : 'Legend jar: use the Unique Power';
    case A_LEGEND_END: return 'Legend jar: end';
    case A_PATH_FREE: return 'move onto Path tokens (free steps)';
    case A_KAMMI_PLACE: return `Setup: Kammi behind the home at ${a}, the Goblin at ${b}, ${argC(action) & 15} Haint(s) with Kammi and ${argC(action) >> 4} with the Goblin`;
    case A_DOLL_PLACE: return `Setup: the real Doll on the hex behind the home at ${a}`;
    case A_SETUP_UNITS: return `Setup: the Legend at ${a === 0 ? 'home' : `Doll hex ${a}`}, Haints ${b & 3}/${(b >> 2) & 3}/${(b >> 4) & 3} on the Doll hexes`;
    default: return `${ACTION_KIND_NAMES[kindOf(action)] ?? 'unknown'} ${a} ${b}`;
  }
}

/** The map with Units (faction letter, upper case with its Legend, then the Unit count), Townsfolk T, Buildings B, Storms s, Bonfires # and Hester H; then the scores. */
export function renderHarrow(s: HarrowGame): string {
  const n = s.n;
  const cell = (h: number): string | undefined => {
    // Hester's pieces (3 players, solo): a Bonfire as # and its tokens (F is the Family's Legend), Hester as H.
    if (s.bonfire[h]! > 0) return `#${s.bonfire[h]}${s.legendHex[LS_HESTER] === h ? 'H' : ' '}`;
    if (s.legendHex[LS_HESTER] === h) return 'H  ';
    for (let fac = 0; fac < UNIT_FACTIONS; fac++) {
      let units = s.haint[fac * n + h]!;
      let legend = false;
      for (const slot of LEGEND_SLOTS_OF[fac]!) if (s.legendHex[slot] === h) {
        units++;
        legend = true;
      }
      if (units > 0) return `${legend ? FACTION_LETTER[fac] : FACTION_LETTER[fac]!.toLowerCase()}${units}${s.storm[h] ? 's' : ' '}`;
    }
    if (s.townsfolk[h]! > 0) return `T${s.townsfolk[h]} `;
    if (s.building[h]! > 0) return `B${s.building[h]} `;
    if (s.storm[h]! > 0) return ' s ';
    return undefined;
  };
  const lines = [`Round ${s.g[G_ROUND]}, ${PHASE_NAMES[s.g[G_PHASE]!] ?? '?'}; First Player seat ${s.g[G_FP_SEAT]}; to move seat ${s.g[G_ACTIVE_SEAT]}`];
  for (let seat = 0; seat < s.g[G_PLAYERS]!; seat++) {
    const fac = s.g[G_SEAT_FACTION + seat]!;
    if (fac === FAC_H) lines.push(`seat ${seat} Hester: ${hesterSummary(s)}`);
    if (fac < 0 || fac >= UNIT_FACTIONS) continue;
    const fb = fac * F_WORDS;
    lines.push(`seat ${seat} ${FACTION_NAME[fac]}: ${s.f[fb + F_SCORE]} points, ${s.bg[fac * COLOURS + FACTION_COLOUR[fac]!]} cubes on the Battleground, ` +
      `${s.f[fb + F_WILD]} Wild, jars broken ${JAR_NAMES.filter((_, j) => (s.f[fb + F_JARS]! >> j) & 1).join('/') || 'none'}`);
  }
  if (s.g[G_PLAYERS] === 1) lines.push(soloSummary(s));
  lines.push(renderMap(s.map, { cell }));
  return lines.join('\n');
}

// ---- the definition -------------------------------------------------------------------------

const ORDER_2_FROM_0: readonly number[] = Object.freeze([0, 1]);
const ORDER_2_FROM_1: readonly number[] = Object.freeze([1, 0]);
const ORDER_3_FROM_0: readonly number[] = Object.freeze([0, 1, 2]);
const ORDER_3_FROM_1: readonly number[] = Object.freeze([1, 0, 2]);
const ORDER_SOLO: readonly number[] = Object.freeze([0]);

export const harrow: GameDefinition<HarrowGame, HarrowConfig> = {
  id: 'harrow',
  name: 'Harrow County',
  version: '0.1.0',
  factions: [
    { id: 'protectors', name: 'The Protectors' },
    { id: 'family', name: 'The Family' },
    { id: 'kammi', name: 'Kammi' },
  ],
  // 1 = solo Hester (spec §1.21), 2 = the base game, 3 = with Hester; 2 unless --players says otherwise.
  seats: { min: 1, max: 3, default: 2 },
  allowMirror: false,
  parameters: HARROW_GAME_PARAMETERS,
  lengthUnit: 'rounds',
  maxActions: TURN_MAX_LEGAL,
  outcomes: HARROW_OUTCOMES,
  metrics: HARROW_METRICS,
  metricValues: harrowMetricValues,
  configure: configureHarrow,
  // Training is Protectors (Emmy) vs Family (Levi) only (spec §1.2, L48-52).
  seatings: (config, players) =>
    config.mode === 'training' ? (players === 2 ? TRAINING_SEATINGS : []) : players === 2 ? FULL_SEATINGS : players === 3 ? HESTER_SEATINGS : players === 1 ? SOLO_SEATINGS : [],
  setup: setupHarrowGame,
  currentSeat: turnSeat,
  legalActions: harrowLegal,
  apply: (s, action, rng) => turnApply(s, s.config, action, rng),
  outcome: harrowOutcome,
  length: (s) => s.g[G_ROUND]!,
  // The First-Player token holder plays first (Training: the Protectors, spec §1.7.1 step 11; Full: the Bonus-tile draw, §1.7.5).
  // 3 players: Hester (seat 2) always moves last (L1951).
  turnOrder: (s) => (s.g[G_PLAYERS] === 1 ? ORDER_SOLO : s.g[G_PLAYERS] === 3 ? (s.g[G_FP_SEAT] === 1 ? ORDER_3_FROM_1 : ORDER_3_FROM_0) : s.g[G_FP_SEAT] === 1 ? ORDER_2_FROM_1 : ORDER_2_FROM_0),
  clone: (s) => s.clone(),
  copyInto: (dst, src) => dst.copyFrom(src),
  describeAction: (s, action) => uncounted(s, describeHarrowAction, action),
  render: (s) => uncounted(s, renderHarrow, undefined),
  determinize: (s, seat, rng) => {
    const d = s.clone();
    harrowDeterminizeInto(d, s, seat, rng);
    return d;
  },
  determinizeInto: (dst, src, seat, rng) => harrowDeterminizeInto(dst, src, seat, rng),
  hidden: harrowHidden,
  hiddenReads: harrowHiddenReads,
  resolving: harrowResolving,
  informationState: harrowInformationState,
  evaluate: evaluateHarrow,
};




