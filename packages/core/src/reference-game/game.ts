// Dice Race: a tiny asymmetric race used by core's own tests, so the runner,
// tallies, bots and CLI are tested without a real game. Each turn the runner
// to move rolls its faction's die, walks a safe short step, or (hidden-hand
// variant) plays a card from a hand the other seats cannot see.
//   hare     — big die, but a 1 is a stumble backwards
//   tortoise — small die plus a steady bonus
//   fox      — landing on a rival's square knocks it back
//   owl      — walks further than the others
import type { ActionCode, GameDefinition, Outcome, Seating, SeatIndex } from '../contracts.js';
import { ConfigError } from '../errors.js';
import { intParam, textParam, type ParameterValues } from '../parameters.js';
import type { Rng } from '../rng.js';
import { RACE_FACTIONS, raceParameters } from './data.js';

const MAX_SEATS = 4;
const MAX_HAND = 5;
const CARD_VALUES = 6;
const MAX_DECK = CARD_VALUES * 10;

// Layout of the one Int32Array that holds a whole game.
const SEATS = 0;
const TURN = 1;
const CURRENT = 2;
const WINNER = 3;
const STATUS = 4; // 0 running, 1 won, 2 timeout
const HOW = 5; // how the winner finished: a Finish index
const DECK_TOP = 6;
const DECK_SIZE = 7;
const FACTION = 8;
const POS = FACTION + MAX_SEATS;
const HAND = POS + MAX_SEATS;
const DECK = HAND + MAX_SEATS * MAX_HAND;
const STATE_SIZE = DECK + MAX_DECK;

const RUNNING = 0;
const WON = 1;
const TIMED_OUT = 2;

const HARE = 0;
const TORTOISE = 1;
const FOX = 2;
const OWL = 3;

/** Action codes: roll, walk, or play the card in hand slot k. */
export const ROLL: ActionCode = 0;
export const WALK: ActionCode = 1;
export const PLAY_CARD: ActionCode = 2;

const FINISHES = ['finish by roll', 'finish by walk', 'finish by card'] as const;

export interface RaceConfig {
  readonly length: number;
  readonly maxTurns: number;
  readonly handSize: number;
  readonly deckSize: number;
  readonly cardCopies: number;
  readonly faultTurn: number;
  readonly faultExits: boolean;
  readonly dieSides: Int32Array; // by faction index
  readonly walk: Int32Array; // by faction index
  readonly stumbleBack: number;
  readonly tortoiseBonus: number;
  readonly foxBumpBack: number;
}

export interface RaceState {
  readonly config: RaceConfig;
  readonly v: Int32Array;
}

// Outcomes are shared frozen objects so `outcome` never allocates.
const WIN_OUTCOMES: Outcome[][] = Array.from({ length: MAX_SEATS }, (_, seat) =>
  FINISHES.map((reason) => Object.freeze({ kind: 'win' as const, winners: Object.freeze([seat]), reason })),
);
const TIMEOUT_OUTCOME: Outcome = Object.freeze({ kind: 'timeout', winners: Object.freeze([]) as readonly SeatIndex[], reason: 'turn cap' });

function configure(values: ParameterValues): RaceConfig {
  const handSize = intParam(values, 'race.handSize');
  const cardCopies = intParam(values, 'race.cardCopies');
  const deckSize = CARD_VALUES * cardCopies;
  if (handSize * MAX_SEATS > deckSize) {
    throw new ConfigError(
      `race.handSize=${handSize} needs ${handSize * MAX_SEATS} cards for ${MAX_SEATS} runners but race.cardCopies=${cardCopies} makes a deck of ${deckSize}; raise race.cardCopies or lower race.handSize`,
    );
  }
  const dieSides = new Int32Array(RACE_FACTIONS.length);
  dieSides[HARE] = intParam(values, 'hare.dieSides');
  dieSides[TORTOISE] = intParam(values, 'tortoise.dieSides');
  dieSides[FOX] = intParam(values, 'fox.dieSides');
  dieSides[OWL] = intParam(values, 'owl.dieSides');
  const walk = new Int32Array(RACE_FACTIONS.length).fill(1);
  walk[OWL] = intParam(values, 'owl.walk');
  return {
    length: intParam(values, 'race.length'),
    maxTurns: intParam(values, 'race.maxTurns'),
    handSize,
    deckSize,
    cardCopies,
    faultTurn: intParam(values, 'race.faultTurn'),
    faultExits: textParam(values, 'race.faultMode') === 'exit',
    dieSides,
    walk,
    stumbleBack: intParam(values, 'hare.stumbleBack'),
    tortoiseBonus: intParam(values, 'tortoise.bonus'),
    foxBumpBack: intParam(values, 'fox.bumpBack'),
  };
}

function factionIndex(id: string): number {
  const i = RACE_FACTIONS.findIndex((f) => f.id === id);
  if (i < 0) throw new ConfigError(`unknown dice-race faction '${id}': accepted are ${RACE_FACTIONS.map((f) => f.id).join(', ')}`);
  return i;
}

function setup(config: RaceConfig, seating: Seating, rng: Rng): RaceState {
  const v = new Int32Array(STATE_SIZE);
  v[SEATS] = seating.length;
  v[WINNER] = -1;
  for (let s = 0; s < seating.length; s++) v[FACTION + s] = factionIndex(seating[s] as string);
  if (config.handSize > 0) {
    let n = 0;
    for (let value = 1; value <= CARD_VALUES; value++) for (let c = 0; c < config.cardCopies; c++) v[DECK + n++] = value;
    v[DECK_SIZE] = n;
    rng.shuffle(v.subarray(DECK, DECK + n));
    for (let s = 0; s < seating.length; s++) for (let k = 0; k < config.handSize; k++) v[HAND + s * MAX_HAND + k] = draw(v);
  }
  return { config, v };
}

function draw(v: Int32Array): number {
  const top = v[DECK_TOP] as number;
  if (top >= (v[DECK_SIZE] as number)) return 0;
  v[DECK_TOP] = top + 1;
  return v[DECK + top] as number;
}

function legalActions(state: RaceState, out: Int32Array): number {
  const v = state.v;
  let n = 0;
  out[n++] = ROLL;
  out[n++] = WALK;
  const base = HAND + (v[CURRENT] as number) * MAX_HAND;
  for (let k = 0; k < state.config.handSize; k++) if ((v[base + k] as number) > 0) out[n++] = PLAY_CARD + k;
  return n;
}

function apply(state: RaceState, action: ActionCode, rng: Rng): void {
  const { v, config } = state;
  if (v[STATUS] !== RUNNING) throw new Error('dice-race: apply after the game ended');
  if (config.faultTurn > 0 && (v[TURN] as number) + 1 === config.faultTurn) {
    // In a worker thread process.exit ends only that thread: a worker dying outside any game.
    if (config.faultExits) process.exit(3);
    throw new Error(`dice-race: injected fault at turn ${config.faultTurn} (race.faultTurn)`);
  }
  const seat = v[CURRENT] as number;
  const faction = v[FACTION + seat] as number;
  let pos = v[POS + seat] as number;
  let how = 0;
  if (action === ROLL) {
    const roll = rng.die(config.dieSides[faction] as number);
    if (faction === HARE && roll === 1) pos = Math.max(0, pos - config.stumbleBack);
    else pos += roll + (faction === TORTOISE ? config.tortoiseBonus : 0);
  } else if (action === WALK) {
    pos += config.walk[faction] as number;
    how = 1;
  } else {
    const slot = HAND + seat * MAX_HAND + (action - PLAY_CARD);
    const card = v[slot] as number;
    if (action < PLAY_CARD || action - PLAY_CARD >= config.handSize || card <= 0) {
      throw new Error(`dice-race: illegal action ${action} for seat ${seat}`);
    }
    pos += card;
    v[slot] = draw(v);
    how = 2;
  }
  v[POS + seat] = pos;
  if (faction === FOX && pos < config.length) {
    for (let s = 0; s < (v[SEATS] as number); s++) {
      if (s !== seat && v[POS + s] === pos && pos > 0) v[POS + s] = Math.max(0, pos - config.foxBumpBack);
    }
  }
  v[TURN] = (v[TURN] as number) + 1;
  if (pos >= config.length) {
    v[STATUS] = WON;
    v[WINNER] = seat;
    v[HOW] = how;
    return;
  }
  if ((v[TURN] as number) >= config.maxTurns) {
    v[STATUS] = TIMED_OUT;
    return;
  }
  v[CURRENT] = (seat + 1) % (v[SEATS] as number);
}

function outcome(state: RaceState): Outcome | null {
  const v = state.v;
  switch (v[STATUS]) {
    case RUNNING:
      return null;
    case WON:
      return (WIN_OUTCOMES[v[WINNER] as number] as Outcome[])[v[HOW] as number] as Outcome;
    default:
      return TIMEOUT_OUTCOME;
  }
}

function clone(state: RaceState): RaceState {
  return { config: state.config, v: state.v.slice() };
}

function copyInto(dst: RaceState, src: RaceState): void {
  dst.v.set(src.v);
}

const unseenScratch = new Int32Array(MAX_DECK);

/**
 * Resamples every card `seat` has not seen — other hands and the deck — keeping
 * each hand's size. The unseen cards are sorted before the shuffle, so the guess
 * depends only on which cards are unseen, never on where they happen to lie.
 */
function determinizeInto(dst: RaceState, src: RaceState, seat: SeatIndex, rng: Rng): void {
  const v = dst.v;
  v.set(src.v);
  const unseen = unseenScratch;
  let n = 0;
  const seats = v[SEATS] as number;
  for (let s = 0; s < seats; s++) {
    if (s === seat) continue;
    for (let k = 0; k < MAX_HAND; k++) if ((v[HAND + s * MAX_HAND + k] as number) > 0) unseen[n++] = v[HAND + s * MAX_HAND + k] as number;
  }
  for (let i = v[DECK_TOP] as number; i < (v[DECK_SIZE] as number); i++) unseen[n++] = v[DECK + i] as number;
  unseen.subarray(0, n).sort();
  rng.shuffle(unseen, n);
  let next = 0;
  for (let s = 0; s < seats; s++) {
    if (s === seat) continue;
    for (let k = 0; k < MAX_HAND; k++) if ((v[HAND + s * MAX_HAND + k] as number) > 0) v[HAND + s * MAX_HAND + k] = unseen[next++] as number;
  }
  for (let i = v[DECK_TOP] as number; i < (v[DECK_SIZE] as number); i++) v[DECK + i] = unseen[next++] as number;
}

function determinize(state: RaceState, seat: SeatIndex, rng: Rng): RaceState {
  const copy = clone(state);
  determinizeInto(copy, state, seat, rng);
  return copy;
}

/** Lead over the best rival as a share of the track: a plain heuristic for greedy and MCTS tests. */
function evaluate(state: RaceState, seat: SeatIndex): number {
  const v = state.v;
  if (v[STATUS] === WON) return v[WINNER] === seat ? 1 : -1;
  if (v[STATUS] === TIMED_OUT) return 0;
  let best = 0;
  for (let s = 0; s < (v[SEATS] as number); s++) if (s !== seat) best = Math.max(best, v[POS + s] as number);
  const lead = ((v[POS + seat] as number) - best) / state.config.length;
  return Math.max(-0.99, Math.min(0.99, lead));
}

function describeAction(state: RaceState, action: ActionCode): string {
  const v = state.v;
  const seat = v[CURRENT] as number;
  const faction = v[FACTION + seat] as number;
  const name = RACE_FACTIONS[faction]?.name ?? '?';
  if (action === ROLL) return `${name} rolls the d${state.config.dieSides[faction]}`;
  if (action === WALK) return `${name} walks ${state.config.walk[faction]}`;
  return `${name} plays the card ${v[HAND + seat * MAX_HAND + action - PLAY_CARD]} from hand slot ${action - PLAY_CARD + 1}`;
}

function render(state: RaceState): string {
  const { v, config } = state;
  const lines = [`turn ${v[TURN]}, ${RACE_FACTIONS[v[FACTION + (v[CURRENT] as number)] as number]?.name} to move`];
  for (let s = 0; s < (v[SEATS] as number); s++) {
    const f = RACE_FACTIONS[v[FACTION + s] as number];
    const pos = Math.min(v[POS + s] as number, config.length);
    const track = '.'.repeat(pos) + (f?.name[0] ?? '?') + '.'.repeat(config.length - pos);
    const hand =
      config.handSize > 0
        ? `  hand [${Array.from(v.subarray(HAND + s * MAX_HAND, HAND + s * MAX_HAND + config.handSize)).join(' ')}]`
        : '';
    lines.push(`seat ${s} ${(f?.id ?? '?').padEnd(8)} |${track}| ${v[POS + s]}/${config.length}${hand}`);
  }
  return lines.join('\n');
}

/** Position of every runner, for tests. */
export function racePositions(state: RaceState): number[] {
  return Array.from(state.v.subarray(POS, POS + (state.v[SEATS] as number)));
}

/** The cards in `seat`'s hand (0 = empty slot), for tests. */
export function raceHand(state: RaceState, seat: SeatIndex): number[] {
  return Array.from(state.v.subarray(HAND + seat * MAX_HAND, HAND + seat * MAX_HAND + state.config.handSize));
}

export const diceRace: GameDefinition<RaceState, RaceConfig> = {
  id: 'dice-race',
  name: 'Dice Race (reference game)',
  version: '1.0.0',
  factions: RACE_FACTIONS,
  seats: { min: 2, max: MAX_SEATS },
  allowMirror: true,
  parameters: raceParameters,
  lengthUnit: 'turns',
  maxActions: PLAY_CARD + MAX_HAND,
  configure,
  setup,
  currentSeat: (state) => state.v[CURRENT] as number,
  legalActions,
  apply,
  outcome,
  length: (state) => state.v[TURN] as number,
  clone,
  copyInto,
  describeAction,
  render,
  determinize,
  determinizeInto,
  evaluate,
};
