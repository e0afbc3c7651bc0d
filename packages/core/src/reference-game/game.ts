// Dice Race: a tiny asymmetric race used by core's own tests, so the runner,
// tallies, bots and CLI are tested without a real game. Each turn the runner
// to move rolls its faction's die, walks a safe short step, or (hidden-hand
// variant) plays a card from a hand the other seats cannot see.
//   hare     — big die, but a 1 is a stumble backwards
//   tortoise — small die plus a steady bonus
//   fox      — landing on a rival's square knocks it back
//   owl      — walks further than the others
//   wolf     — chase mode only, always last to sit: a runner it lands on goes back to the start
// Modes (race.mode): `race` (first home wins), `solo` (one runner against a storm
// and the clock; it can lose), `coop` (every runner must get home; finished
// runners sit out; a win names every seat), `chase` (race, plus the wolf).
// `diceRaceCoop` is the same game declared co-operative, for co-op code paths.
import type { ActionCode, ContentSpec, GameDefinition, MetricSpec, Outcome, OutcomeSpec, Seating, SeatIndex } from '../contracts.js';
import { ConfigError } from '../errors.js';
import { intParam, textParam, type ParameterSpec, type ParameterValues } from '../parameters.js';
import type { Rng } from '../rng.js';
import { allSeatings } from '../seatings.js';
import { MAX_CARD_KINDS, MAX_CARD_VALUE, RACE_FACTIONS, RACE_MODES, raceContent, raceParameters, type RaceContent, type RaceMode } from './data.js';

const MAX_SEATS = 4;
const MAX_HAND = 5;
const MAX_COPIES = 10;
const MAX_DECK = MAX_CARD_KINDS * MAX_COPIES;
const METRIC_COUNT = 5;

// Layout of the one Int32Array that holds a whole game.
const SEATS = 0;
const TURN = 1;
const CURRENT = 2;
const WINNER = 3;
const STATUS = 4; // RUNNING, WON, TIMED_OUT, LOST, SHARED
const HOW = 5; // WON: a FINISHES index; LOST: a LOSSES index; SHARED: a SHARED_REASONS index
const DECK_TOP = 6;
const DECK_SIZE = 7;
const FACTION = 8;
const POS = FACTION + MAX_SEATS;
const HAND = POS + MAX_SEATS;
const DECK = HAND + MAX_SEATS * MAX_HAND;
const FIRST = DECK + MAX_DECK; // the seat that moved first
const STORM = FIRST + 1; // solo: the storm's square (negative: behind the start)
const MASK = STORM + 1; // SHARED: the winning seats as a bit mask
const FINISHED = MASK + 1; // coop: the seats home, as a bit mask
const METRICS = FINISHED + 1; // METRIC_COUNT counters per seat
const READS = METRICS + MAX_SEATS * METRIC_COUNT; // cards drawn from the face-down deck (hiddenReads)
const STATE_SIZE = READS + 1;

const RUNNING = 0;
const WON = 1;
const TIMED_OUT = 2;
const LOST = 3;
const SHARED = 4;

const HARE = 0;
const TORTOISE = 1;
const FOX = 2;
const OWL = 3;
const WOLF = 4;

const MODE_RACE = 0;
const MODE_SOLO = 1;
const MODE_COOP = 2;
const MODE_CHASE = 3;

// Metric slots, in the order of `RACE_METRICS`.
const M_ROLLS = 0;
const M_WALKS = 1;
const M_CARDS = 2;
const M_SQUARES = 3;
const M_KNOCKED = 4;

/**
 * Action codes: roll, walk, or play a card of value v from the hand, `PLAY_CARD + (v − 1)`
 * (raceCardAction). A card play is named by what is played, as every seat sees it once it
 * is played, not by the hand slot it lies in: to the other seats a slot is a different card
 * in every guess at the hand, so a search tree of one observer keyed by slot would mix
 * unrelated moves (single-observer ISMCTS needs the moves as the observer sees them).
 * Equal cards in one hand give one action: copies of a value are the same card (the same
 * squares, and the replacement is drawn into the slot freed either way), so the hands after
 * playing one copy or another hold the same cards and differ only in their slot order, which
 * no rule reads.
 */
export const ROLL: ActionCode = 0;
export const WALK: ActionCode = 1;
export const PLAY_CARD: ActionCode = 2;

/** The action that plays a card of `value` (1..20) from the hand of the seat to move. */
export function raceCardAction(value: number): ActionCode {
  return PLAY_CARD + value - 1;
}

/**
 * The ambush (race.ambush): the next seat is hit if it holds a card of at least race.ambushCard.
 * The outcome reads a hidden hand, so to the ambusher the action is a gamble it cannot see into.
 */
export const AMBUSH: ActionCode = PLAY_CARD + MAX_CARD_VALUE;

/** The card value a card play plays, or 0 if `action` is not a card play (roll, walk). */
export function raceCardOf(action: ActionCode): number {
  return action >= PLAY_CARD && action < PLAY_CARD + MAX_CARD_VALUE ? action - PLAY_CARD + 1 : 0;
}

const FINISHES = ['finish by roll', 'finish by walk', 'finish by card'] as const;
const LOSSES = ['out of time', 'caught by the storm'] as const;
const LOSS_CLOCK = 0;
const LOSS_STORM = 1;
const SHARED_REASONS = ['turn cap: furthest', 'all home'] as const;
const SHARED_FURTHEST = 0;
const SHARED_ALL_HOME = 1;

/** The runners: every faction but the wolf, in faction order. */
const RUNNER_IDS: readonly string[] = RACE_FACTIONS.filter((f) => f.id !== 'wolf').map((f) => f.id);

export interface RaceConfig {
  readonly mode: RaceMode;
  readonly modeIndex: number;
  readonly length: number;
  readonly maxTurns: number;
  readonly handSize: number;
  readonly deckSize: number;
  readonly cardCopies: number;
  /** Card values of the deck (content `cards`), each dealt `cardCopies` times. */
  readonly cards: Int32Array;
  /** race.ambush: squares an ambush costs its loser (0: no ambushes). */
  readonly ambush: number;
  /** race.ambushCard: an ambush hits a hand holding a card of at least this value. */
  readonly ambushCard: number;
  readonly faultTurn: number;
  readonly faultExits: boolean;
  readonly dieSides: Int32Array; // by faction index
  readonly walk: Int32Array; // by faction index
  readonly stumbleBack: number;
  readonly tortoiseBonus: number;
  readonly foxBumpBack: number;
  readonly soloTurns: number;
  readonly stormStart: number;
  readonly stormSpeed: number;
  readonly firstRoll: boolean;
  readonly capFurthest: boolean;
}

export interface RaceState {
  readonly config: RaceConfig;
  readonly v: Int32Array;
}

// Outcomes are shared frozen objects so `outcome` never allocates.
const NO_WINNERS = Object.freeze([]) as readonly SeatIndex[];
const WIN_OUTCOMES: Outcome[][] = Array.from({ length: MAX_SEATS }, (_, seat) =>
  FINISHES.map((reason) => Object.freeze({ kind: 'win' as const, winners: Object.freeze([seat]), reason })),
);
const TIMEOUT_OUTCOME: Outcome = Object.freeze({ kind: 'timeout', winners: NO_WINNERS, reason: 'turn cap' });
const LOSS_OUTCOMES: Outcome[] = LOSSES.map((reason) => Object.freeze({ kind: 'loss' as const, winners: NO_WINNERS, reason }));
/** Shared wins by reason, then by the winners' bit mask (every non-empty subset of the seats). */
const SHARED_OUTCOMES: Outcome[][] = SHARED_REASONS.map((reason) =>
  Array.from({ length: 1 << MAX_SEATS }, (_, mask) =>
    Object.freeze({
      kind: 'win' as const,
      winners: Object.freeze(Array.from({ length: MAX_SEATS }, (_, s) => s).filter((s) => (mask & (1 << s)) !== 0)),
      reason,
    }),
  ),
);

const RULES = 'Dice Race house rules (core reference game)';

/** Every (kind, reason) `outcome` returns, across all modes. */
export const RACE_OUTCOMES: readonly OutcomeSpec[] = [
  { kind: 'win', reason: 'finish by roll', source: `${RULES}: the first runner to reach race.length wins (race, chase, solo)` },
  { kind: 'win', reason: 'finish by walk', source: `${RULES}: the first runner to reach race.length wins (race, chase, solo)` },
  { kind: 'win', reason: 'finish by card', source: `${RULES}: the first runner to reach race.length wins (race, chase, solo)` },
  { kind: 'win', reason: 'turn cap: furthest', source: `${RULES}: race.capRule=furthest, the runner(s) furthest along at race.maxTurns (race, chase)` },
  { kind: 'win', reason: 'all home', source: `${RULES}: coop, the last runner home wins for every seat` },
  { kind: 'loss', reason: 'out of time', source: `${RULES}: solo at race.soloTurns, coop at race.maxTurns` },
  { kind: 'loss', reason: 'caught by the storm', source: `${RULES}: solo, the storm reaches the runner's square` },
  { kind: 'timeout', reason: 'turn cap', source: `${RULES}: race.maxTurns (race and chase with race.capRule=timeout; solo when race.maxTurns < race.soloTurns)` },
];

/** Counters reported per seat at the end of every game. */
export const RACE_METRICS: readonly MetricSpec[] = [
  { key: 'rolls', description: 'turns the seat rolled its die' },
  { key: 'walks', description: 'turns the seat walked' },
  { key: 'cards', description: 'cards the seat played (hidden-hand variant)' },
  { key: 'squares', description: 'squares the seat moved forward (a finishing move counts in full)' },
  { key: 'knocked', description: 'times the seat was sent back by the fox or the wolf' },
];

function deckCards(content: unknown): Int32Array {
  const doc = (content ?? raceContent.sets.standard!.document) as Partial<RaceContent> | null;
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw new ConfigError('dice-race content: expected an object { "cards": [...] }');
  for (const key of Object.keys(doc)) if (key !== 'cards') throw new ConfigError(`dice-race content: /${key}: unknown field; the only field is cards`);
  const cards = doc.cards;
  if (!Array.isArray(cards) || cards.length < 1 || cards.length > MAX_CARD_KINDS) {
    throw new ConfigError(`dice-race content: /cards: expected a list of 1 to ${MAX_CARD_KINDS} card values`);
  }
  cards.forEach((c: unknown, i) => {
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 1 || c > MAX_CARD_VALUE) {
      throw new ConfigError(`dice-race content: /cards/${i}: value ${String(c)} is not an integer in 1..${MAX_CARD_VALUE}`);
    }
  });
  const problem = raceContent.check?.(doc as RaceContent) ?? null;
  if (problem !== null) throw new ConfigError(`dice-race content: ${problem}`);
  return Int32Array.from(cards as number[]);
}

function configure(values: ParameterValues, content?: unknown): RaceConfig {
  const handSize = intParam(values, 'race.handSize');
  const cardCopies = intParam(values, 'race.cardCopies');
  const cards = deckCards(content);
  const deckSize = cards.length * cardCopies;
  if (handSize * MAX_SEATS > deckSize) {
    throw new ConfigError(
      `race.handSize=${handSize} needs ${handSize * MAX_SEATS} cards for ${MAX_SEATS} runners but race.cardCopies=${cardCopies} makes a deck of ${deckSize}; raise race.cardCopies or lower race.handSize`,
    );
  }
  const mode = textParam(values, 'race.mode') as RaceMode;
  const modeIndex = RACE_MODES.indexOf(mode);
  if (modeIndex < 0) throw new ConfigError(`race.mode=${mode} is not a mode: accepted are ${RACE_MODES.join(', ')}`);
  const dieSides = new Int32Array(RACE_FACTIONS.length);
  dieSides[HARE] = intParam(values, 'hare.dieSides');
  dieSides[TORTOISE] = intParam(values, 'tortoise.dieSides');
  dieSides[FOX] = intParam(values, 'fox.dieSides');
  dieSides[OWL] = intParam(values, 'owl.dieSides');
  dieSides[WOLF] = intParam(values, 'wolf.dieSides');
  const walk = new Int32Array(RACE_FACTIONS.length).fill(1);
  walk[OWL] = intParam(values, 'owl.walk');
  const ambush = intParam(values, 'race.ambush');
  if (ambush > 0 && handSize === 0) throw new ConfigError(`race.ambush=${ambush} names a card in a hand: it needs the hidden-hand variant (race.handSize of 1 to 5)`);
  if (ambush > 0 && modeIndex !== MODE_RACE && modeIndex !== MODE_CHASE) throw new ConfigError(`race.ambush=${ambush} targets a rival: accepted modes are race and chase, not ${mode}`);
  return {
    mode,
    modeIndex,
    length: intParam(values, 'race.length'),
    maxTurns: intParam(values, 'race.maxTurns'),
    handSize,
    deckSize,
    cardCopies,
    cards,
    ambush,
    ambushCard: intParam(values, 'race.ambushCard'),
    faultTurn: intParam(values, 'race.faultTurn'),
    faultExits: textParam(values, 'race.faultMode') === 'exit',
    dieSides,
    walk,
    stumbleBack: intParam(values, 'hare.stumbleBack'),
    tortoiseBonus: intParam(values, 'tortoise.bonus'),
    foxBumpBack: intParam(values, 'fox.bumpBack'),
    soloTurns: intParam(values, 'race.soloTurns'),
    stormStart: intParam(values, 'race.stormStart'),
    stormSpeed: intParam(values, 'race.stormSpeed'),
    firstRoll: textParam(values, 'race.firstPlayer') === 'roll',
    capFurthest: textParam(values, 'race.capRule') === 'furthest',
  };
}

/** The legal seatings of the configured mode at this player count (see `race.mode`). */
function seatings(config: RaceConfig, players: number, mirror: boolean): readonly Seating[] {
  switch (config.modeIndex) {
    case MODE_SOLO:
      return players === 1 ? RUNNER_IDS.map((f) => [f]) : [];
    case MODE_CHASE:
      return players >= 2 && players <= MAX_SEATS ? allSeatings(RUNNER_IDS, players - 1, mirror).map((s) => [...s, 'wolf']) : [];
    default: // race, coop
      return players >= 2 && players <= MAX_SEATS ? allSeatings(RUNNER_IDS, players, mirror) : [];
  }
}

function factionIndex(id: string): number {
  const i = RACE_FACTIONS.findIndex((f) => f.id === id);
  if (i < 0) throw new ConfigError(`unknown dice-race faction '${id}': accepted are ${RACE_FACTIONS.map((f) => f.id).join(', ')}`);
  return i;
}

/** Throws when `seating` is not one this mode allows (its count, and where the wolf may sit). */
function checkSeating(config: RaceConfig, seating: Seating): void {
  const n = seating.length;
  const solo = config.modeIndex === MODE_SOLO;
  const chase = config.modeIndex === MODE_CHASE;
  const countOk = solo ? n === 1 : n >= 2 && n <= MAX_SEATS;
  if (!countOk) throw new ConfigError(`dice-race race.mode=${config.mode} takes ${solo ? '1 player' : `2 to ${MAX_SEATS} players`}, got ${n} (${seating.join(',')})`);
  for (let s = 0; s < n; s++) {
    const wolf = seating[s] === 'wolf';
    const wolfSeat = chase && s === n - 1;
    if (wolf !== wolfSeat) {
      throw new ConfigError(
        chase
          ? `dice-race chase: the wolf sits in the last seat and only there, got ${seating.join(',')}`
          : `dice-race: the wolf plays only in race.mode=chase, got ${seating.join(',')} in race.mode=${config.mode}`,
      );
    }
  }
}

function setup(config: RaceConfig, seating: Seating, rng: Rng): RaceState {
  checkSeating(config, seating);
  const v = new Int32Array(STATE_SIZE);
  v[SEATS] = seating.length;
  v[WINNER] = -1;
  for (let s = 0; s < seating.length; s++) v[FACTION + s] = factionIndex(seating[s] as string);
  if (config.handSize > 0) {
    let n = 0;
    for (let i = 0; i < config.cards.length; i++) for (let c = 0; c < config.cardCopies; c++) v[DECK + n++] = config.cards[i] as number;
    v[DECK_SIZE] = n;
    rng.shuffle(v.subarray(DECK, DECK + n));
    for (let s = 0; s < seating.length; s++) for (let k = 0; k < config.handSize; k++) v[HAND + s * MAX_HAND + k] = draw(v);
  }
  v[STORM] = -config.stormStart;
  // Drawn after every other setup draw, so seat0 games draw exactly what they always did.
  const first = config.firstRoll ? rng.int(seating.length) : 0;
  v[FIRST] = first;
  v[CURRENT] = first;
  return { config, v };
}

function draw(v: Int32Array): number {
  const top = v[DECK_TOP] as number;
  if (top >= (v[DECK_SIZE] as number)) return 0;
  v[DECK_TOP] = top + 1;
  v[READS] = (v[READS] as number) + 1;
  return v[DECK + top] as number;
}

function legalActions(state: RaceState, out: Int32Array): number {
  const v = state.v;
  let n = 0;
  out[n++] = ROLL;
  out[n++] = WALK;
  // One play per card value held (copies are one action), in ascending value, so the list
  // depends on which cards the hand holds and not on the slots they lie in.
  const base = HAND + (v[CURRENT] as number) * MAX_HAND;
  const first = n;
  for (let k = 0; k < state.config.handSize; k++) {
    const card = v[base + k] as number;
    if (card <= 0) continue;
    const a = PLAY_CARD + card - 1;
    let i = n;
    while (i > first && (out[i - 1] as number) > a) i--;
    if (i > first && out[i - 1] === a) continue;
    for (let j = n; j > i; j--) out[j] = out[j - 1] as number;
    out[i] = a;
    n++;
  }
  if (state.config.ambush > 0) out[n++] = AMBUSH;
  return n;
}

/** Index in `v` of the first slot of `seat`'s hand holding `card`, or −1. Which copy of a value is played does not matter (see PLAY_CARD). */
function handSlotOf(v: Int32Array, config: RaceConfig, seat: SeatIndex, card: number): number {
  const base = HAND + seat * MAX_HAND;
  for (let k = 0; k < config.handSize; k++) if (v[base + k] === card) return base + k;
  return -1;
}

function endShared(v: Int32Array, reason: number, mask: number): void {
  v[STATUS] = SHARED;
  v[HOW] = reason;
  v[MASK] = mask;
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
  const seats = v[SEATS] as number;
  const faction = v[FACTION + seat] as number;
  const metrics = METRICS + seat * METRIC_COUNT;
  const from = v[POS + seat] as number;
  let pos = from;
  let how = 0;
  if (action === ROLL) {
    const roll = rng.die(config.dieSides[faction] as number);
    if (faction === HARE && roll === 1) pos = Math.max(0, pos - config.stumbleBack);
    else pos += roll + (faction === TORTOISE ? config.tortoiseBonus : 0);
    v[metrics + M_ROLLS] = (v[metrics + M_ROLLS] as number) + 1;
  } else if (action === WALK) {
    pos += config.walk[faction] as number;
    how = 1;
    v[metrics + M_WALKS] = (v[metrics + M_WALKS] as number) + 1;
  } else if (action === AMBUSH && config.ambush > 0) {
    // The target's hand is hidden from the ambusher: reading it is a hidden read (greedy resamples it).
    const target = (seat + 1) % seats;
    const base = HAND + target * MAX_HAND;
    let hit = false;
    for (let k = 0; k < config.handSize; k++) if ((v[base + k] as number) >= config.ambushCard) hit = true;
    v[READS] = (v[READS] as number) + 1;
    if (hit) {
      const tp = v[POS + target] as number;
      v[POS + target] = Math.max(0, tp - config.ambush);
      if (tp > 0) v[METRICS + target * METRIC_COUNT + M_KNOCKED] = (v[METRICS + target * METRIC_COUNT + M_KNOCKED] as number) + 1;
    } else pos = 0;
    how = -1;
  } else {
    const card = raceCardOf(action);
    const slot = card > 0 ? handSlotOf(v, config, seat, card) : -1;
    if (slot < 0) throw new Error(`dice-race: illegal action ${action} for seat ${seat}`);
    pos += card;
    v[slot] = draw(v);
    how = 2;
    v[metrics + M_CARDS] = (v[metrics + M_CARDS] as number) + 1;
  }
  if (pos > from) v[metrics + M_SQUARES] = (v[metrics + M_SQUARES] as number) + (pos - from);
  v[POS + seat] = pos;
  const mode = config.modeIndex;
  // The fox knocks rivals back (co-op has none); the wolf sends a runner to the start.
  if (how >= 0 && pos > 0 && pos < config.length && ((faction === FOX && mode !== MODE_COOP) || faction === WOLF)) {
    const to = faction === WOLF ? 0 : Math.max(0, pos - config.foxBumpBack);
    for (let s = 0; s < seats; s++) {
      if (s !== seat && v[POS + s] === pos) {
        v[POS + s] = to;
        if (to < pos) v[METRICS + s * METRIC_COUNT + M_KNOCKED] = (v[METRICS + s * METRIC_COUNT + M_KNOCKED] as number) + 1;
      }
    }
  }
  const turn = (v[TURN] as number) + 1;
  v[TURN] = turn;
  if (mode === MODE_COOP) {
    if (pos >= config.length) {
      const home = (v[FINISHED] as number) | (1 << seat);
      v[FINISHED] = home;
      if (home === (1 << seats) - 1) {
        endShared(v, SHARED_ALL_HOME, home);
        return;
      }
    }
    if (turn >= config.maxTurns) {
      v[STATUS] = LOST;
      v[HOW] = LOSS_CLOCK;
      return;
    }
    // The next runner not yet home.
    let next = (seat + 1) % seats;
    while (((v[FINISHED] as number) & (1 << next)) !== 0) next = (next + 1) % seats;
    v[CURRENT] = next;
    return;
  }
  if (pos >= config.length) {
    v[STATUS] = WON;
    v[WINNER] = seat;
    v[HOW] = how;
    return;
  }
  if (mode === MODE_SOLO) {
    const storm = (v[STORM] as number) + config.stormSpeed;
    v[STORM] = storm;
    if (storm >= pos) {
      v[STATUS] = LOST;
      v[HOW] = LOSS_STORM;
      return;
    }
    if (turn >= config.soloTurns) {
      v[STATUS] = LOST;
      v[HOW] = LOSS_CLOCK;
      return;
    }
  }
  if (turn >= config.maxTurns) {
    if (config.capFurthest && mode !== MODE_SOLO) {
      let best = -1;
      let mask = 0;
      for (let s = 0; s < seats; s++) {
        const p = v[POS + s] as number;
        if (p > best) {
          best = p;
          mask = 1 << s;
        } else if (p === best) mask |= 1 << s;
      }
      endShared(v, SHARED_FURTHEST, mask);
      return;
    }
    v[STATUS] = TIMED_OUT;
    return;
  }
  v[CURRENT] = (seat + 1) % seats;
}

function outcome(state: RaceState): Outcome | null {
  const v = state.v;
  switch (v[STATUS]) {
    case RUNNING:
      return null;
    case WON:
      return (WIN_OUTCOMES[v[WINNER] as number] as Outcome[])[v[HOW] as number] as Outcome;
    case LOST:
      return LOSS_OUTCOMES[v[HOW] as number] as Outcome;
    case SHARED:
      return (SHARED_OUTCOMES[v[HOW] as number] as Outcome[])[v[MASK] as number] as Outcome;
    default:
      return TIMEOUT_OUTCOME;
  }
}

/** Seats in the order of their first turn: round the table from the first mover. */
/** TURN_ORDERS[seats][first]: turns go round from the first seat (shared, so a game's end allocates nothing). */
const TURN_ORDERS: readonly (readonly (readonly SeatIndex[])[])[] = Array.from({ length: MAX_SEATS + 1 }, (_, seats) =>
  Array.from({ length: seats }, (_, first) => Object.freeze(Array.from({ length: seats }, (_, i) => (first + i) % seats))),
);

function turnOrder(state: RaceState): readonly SeatIndex[] {
  return TURN_ORDERS[state.v[SEATS] as number]![state.v[FIRST] as number]!;
}

function metricValues(state: RaceState, seat: SeatIndex, out: Int32Array): void {
  const base = METRICS + seat * METRIC_COUNT;
  for (let m = 0; m < METRIC_COUNT; m++) out[m] = state.v[base + m] as number;
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

/** The deck is face down for every seat: each card drawn is a read of something hidden (a roll or a walk reads nothing). */
function hiddenReads(state: RaceState): number {
  return state.v[READS] as number;
}

/** Whether the seat to move is missing anything: only the hidden-hand variant hides cards. */
function hidden(state: RaceState): boolean {
  return state.config.handSize > 0;
}

function bitList(mask: number, seats: number): string {
  const on: number[] = [];
  for (let s = 0; s < seats; s++) if ((mask & (1 << s)) !== 0) on.push(s);
  return on.length > 0 ? on.join(',') : '-';
}

/** Everything `seat` knows: the whole board, its own hand, and only how many cards the others hold and the deck has left. */
function informationState(state: RaceState, seat: SeatIndex): string {
  const { v, config } = state;
  const seats = v[SEATS] as number;
  const parts = [
    `mode ${config.mode}`,
    `seats ${Array.from({ length: seats }, (_, s) => RACE_FACTIONS[v[FACTION + s] as number]?.id ?? '?').join(',')}`,
    `turn ${v[TURN]}`,
    `first ${v[FIRST]}`,
    `to move ${v[CURRENT]}`,
    `status ${v[STATUS]}/${v[WINNER]}/${v[HOW]}/${v[MASK]}`,
    `positions ${Array.from(v.subarray(POS, POS + seats)).join(',')}`,
    `storm ${config.modeIndex === MODE_SOLO ? v[STORM] : '-'}`,
    `finished ${bitList(v[FINISHED] as number, seats)}`,
  ];
  if (config.handSize > 0) {
    parts.push(`hand ${Array.from(v.subarray(HAND + seat * MAX_HAND, HAND + seat * MAX_HAND + config.handSize)).join(',')}`);
    const counts: string[] = [];
    for (let s = 0; s < seats; s++) {
      if (s === seat) continue;
      let held = 0;
      for (let k = 0; k < config.handSize; k++) if ((v[HAND + s * MAX_HAND + k] as number) > 0) held++;
      counts.push(`${s}:${held}`);
    }
    parts.push(`others hold ${counts.join(',')}`);
    parts.push(`deck ${(v[DECK_SIZE] as number) - (v[DECK_TOP] as number)}`);
  }
  const metrics: string[] = [];
  for (let s = 0; s < seats; s++) metrics.push(Array.from(v.subarray(METRICS + s * METRIC_COUNT, METRICS + (s + 1) * METRIC_COUNT)).join('/'));
  parts.push(`metrics ${metrics.join(',')}`);
  return parts.join('; ');
}

const clamp = (x: number): number => Math.max(-0.99, Math.min(0.99, x));

/**
 * A plain heuristic for greedy and MCTS tests, per mode. race and chase: lead over
 * the best rival as a share of the track. solo: progress against the clock, less a
 * penalty when the storm will reach the runner next turn. coop: the team's share of
 * the way home, the same for every seat.
 */
function evaluate(state: RaceState, seat: SeatIndex): number {
  const { v, config } = state;
  const seats = v[SEATS] as number;
  switch (v[STATUS]) {
    case WON:
      return v[WINNER] === seat ? 1 : -1;
    case SHARED:
      return ((v[MASK] as number) & (1 << seat)) !== 0 ? 1 : -1;
    case LOST:
      return -1;
    case TIMED_OUT:
      return 0;
  }
  const length = config.length;
  if (config.modeIndex === MODE_SOLO) {
    const pos = v[POS + seat] as number;
    const pace = pos / length - (v[TURN] as number) / config.soloTurns;
    const gap = pos - (v[STORM] as number);
    return clamp(pace - (gap <= config.stormSpeed ? 0.5 : 0));
  }
  if (config.modeIndex === MODE_COOP) {
    let done = 0;
    for (let s = 0; s < seats; s++) done += Math.min(v[POS + s] as number, length);
    return clamp((2 * done) / (seats * length) - 1);
  }
  let best = 0;
  for (let s = 0; s < seats; s++) if (s !== seat) best = Math.max(best, v[POS + s] as number);
  const lead = ((v[POS + seat] as number) - best) / length;
  return clamp(lead);
}

function describeAction(state: RaceState, action: ActionCode): string {
  const v = state.v;
  const seat = v[CURRENT] as number;
  const faction = v[FACTION + seat] as number;
  const name = RACE_FACTIONS[faction]?.name ?? '?';
  const storm = state.config.modeIndex === MODE_SOLO ? ` (storm at ${v[STORM]})` : '';
  if (action === ROLL) return `${name} rolls the d${state.config.dieSides[faction]}${storm}`;
  if (action === WALK) return `${name} walks ${state.config.walk[faction]}${storm}`;
  if (action === AMBUSH) {
    const target = RACE_FACTIONS[v[FACTION + ((seat + 1) % (v[SEATS] as number))] as number]?.name ?? '?';
    return `${name} ambushes the ${target} (hits a hand holding a ${state.config.ambushCard} or more)`;
  }
  return `${name} plays the card ${raceCardOf(action)}${storm}`;
}

function render(state: RaceState): string {
  const { v, config } = state;
  const solo = config.modeIndex === MODE_SOLO;
  let head = `turn ${v[TURN]}, ${RACE_FACTIONS[v[FACTION + (v[CURRENT] as number)] as number]?.name} to move`;
  if (config.modeIndex !== MODE_RACE) head += ` (${config.mode})`;
  if (solo) head += `, storm at ${v[STORM]}, ${Math.max(0, config.soloTurns - (v[TURN] as number))} turns left`;
  const lines = [head];
  for (let s = 0; s < (v[SEATS] as number); s++) {
    const f = RACE_FACTIONS[v[FACTION + s] as number];
    const pos = Math.min(v[POS + s] as number, config.length);
    const cells = ['.'.repeat(pos), f?.name[0] ?? '?', '.'.repeat(config.length - pos)].join('').split('');
    const storm = v[STORM] as number;
    if (solo && storm >= 0 && storm < pos) cells[storm] = '~';
    const hand =
      config.handSize > 0
        ? `  hand [${Array.from(v.subarray(HAND + s * MAX_HAND, HAND + s * MAX_HAND + config.handSize)).join(' ')}]`
        : '';
    const home = ((v[FINISHED] as number) & (1 << s)) !== 0 ? '  home' : '';
    lines.push(`seat ${s} ${(f?.id ?? '?').padEnd(8)} |${cells.join('')}| ${v[POS + s]}/${config.length}${hand}${home}`);
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

/** The cards left in the deck, top first, for tests. */
export function raceDeck(state: RaceState): number[] {
  return Array.from(state.v.subarray(DECK + (state.v[DECK_TOP] as number), DECK + (state.v[DECK_SIZE] as number)));
}

/** Puts `seat`'s runner on square `pos`, for scenario tests. */
export function racePlace(state: RaceState, seat: SeatIndex, pos: number): void {
  state.v[POS + seat] = pos;
}

/** The storm's square in solo mode (negative: behind the start), for tests. */
export function raceStorm(state: RaceState): number {
  return state.v[STORM] as number;
}

/** Which seats are home (co-op), for tests. */
export function raceFinished(state: RaceState): boolean[] {
  const mask = state.v[FINISHED] as number;
  return Array.from({ length: state.v[SEATS] as number }, (_, s) => (mask & (1 << s)) !== 0);
}

export const diceRace: GameDefinition<RaceState, RaceConfig> = {
  id: 'dice-race',
  name: 'Dice Race (reference game)',
  // 1.1.0: a hidden-hand card play is named by the card, not the hand slot, so hidden-hand
  // games play differently; the version keeps merge and resume from mixing them with 1.0.0 runs.
  version: '1.1.0',
  factions: RACE_FACTIONS,
  seats: { min: 1, max: MAX_SEATS, default: 2 },
  allowMirror: true,
  parameters: raceParameters,
  lengthUnit: 'turns',
  // Bounds how many actions are legal at once (roll, walk, one per distinct card held, the ambush), not the codes.
  maxActions: PLAY_CARD + MAX_HAND + 1,
  outcomes: RACE_OUTCOMES,
  metrics: RACE_METRICS,
  content: raceContent as ContentSpec,
  configure,
  seatings,
  setup,
  currentSeat: (state) => state.v[CURRENT] as number,
  legalActions,
  apply,
  outcome,
  length: (state) => state.v[TURN] as number,
  turnOrder,
  metricValues,
  clone,
  copyInto,
  describeAction,
  render,
  determinize,
  determinizeInto,
  hidden,
  hiddenReads,
  informationState,
  evaluate,
};

// The co-op game is its own game (declared cooperative, so its fair share is the party's
// rate): dice-race's race.mode does not offer coop, and dice-race-coop offers nothing else.
const coopParameters: readonly ParameterSpec[] = raceParameters.map((p) =>
  p.key === 'race.mode' && p.kind === 'choice'
    ? { ...p, default: 'coop', values: ['coop'], description: 'coop: every runner must get home; the last one home wins for every seat' }
    : p,
);

/**
 * Dice Race declared co-operative: the same rules in `race.mode=coop` (its default
 * and its only mode), for tests of co-op runs. The wolf never plays here.
 */
export const diceRaceCoop: GameDefinition<RaceState, RaceConfig> = {
  ...diceRace,
  id: 'dice-race-coop',
  name: 'Dice Race co-op (reference game)',
  factions: RACE_FACTIONS.filter((f) => f.id !== 'wolf'),
  seats: { min: 2, max: MAX_SEATS, default: 2 },
  cooperative: true,
  parameters: coopParameters,
  outcomes: RACE_OUTCOMES.filter((o) => o.reason === 'all home' || o.reason === 'out of time'),
  configure(values, content) {
    const config = configure(values, content);
    if (config.modeIndex !== MODE_COOP) {
      throw new ConfigError(`dice-race-coop plays only race.mode=coop, got race.mode=${config.mode}; use dice-race for the other modes`);
    }
    return config;
  },
};
