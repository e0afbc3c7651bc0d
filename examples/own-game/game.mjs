// Dice Duel: the game of the guide "Balance your own game" (docs/balance-your-own-game.md),
// written from zero against Balance Lab's public contracts, in plain JavaScript so a
// designer needs no build step.
//
// Two duellists take turns. On its turn a duellist builds a blow die by die (push your
// luck): each roll adds the face to the blow, but a low face is a fumble that loses the
// whole blow and ends the turn. It may stop and strike at any time after its first roll.
//   knight — more HP, armour that blunts every blow it takes, a d6 that fumbles on a 1
//   raider — a d8 that fumbles on a 1 or a 2, and a bonus on the initiative roll
//
// Every worker thread of a study imports this file again by its URL, so it imports only
// core's light `errors` entry (the full '@balance-lab/core' would load the report
// libraries in every worker), keeps no module-level state that changes, and draws every
// die from the `rng` it is handed.
import { ConfigError } from '@balance-lab/core/errors';

/** The factions, in the order plans cycle seatings: (knight, raider), then (raider, knight). */
const FACTIONS = [
  { id: 'knight', name: 'Knight' },
  { id: 'raider', name: 'Raider' },
];
const KNIGHT = 0;
const RAIDER = 1;

const RULES = 'Dice Duel rules (docs/balance-your-own-game.md)';

// Every number of the rules, with where it comes from: `balance-lab rules`, `--set` and
// sweeps read this list, so a designer changes a rule without touching the code below.
/** @type {import('@balance-lab/core').ParameterSpec[]} */
const parameters = [
  { key: 'duel.maxTurns', kind: 'int', default: 12, min: 1, max: 100, description: 'turns before the bell; then the duellist who dealt more damage wins on points, equal damage is a draw', source: `${RULES} §4` },
  { key: 'duel.initiativeDie', kind: 'int', default: 6, min: 1, max: 20, description: 'sides of the die each duellist rolls for initiative; the higher total moves first, ties go to the knight', source: `${RULES} §1` },
  { key: 'knight.hp', kind: 'int', default: 14, min: 1, max: 50, description: 'hit points of the knight', source: `${RULES} §1` },
  { key: 'knight.die', kind: 'int', default: 6, min: 2, max: 20, description: 'sides of the knight’s blow die', source: `${RULES} §2` },
  { key: 'knight.fumble', kind: 'int', default: 1, min: 0, max: 19, description: 'the knight fumbles on a face up to this (must be below knight.die)', source: `${RULES} §2` },
  {
    key: 'knight.armour', kind: 'int', default: 1, min: 0, max: 10, description: 'points taken off every blow the knight takes',
    source: 'ASSUMPTION: the playtest sheet gives the knight armour but no number; 1 blunts a blow without making the knight untouchable',
    alternatives: [0, 2],
  },
  { key: 'raider.hp', kind: 'int', default: 12, min: 1, max: 50, description: 'hit points of the raider', source: `${RULES} §1` },
  { key: 'raider.die', kind: 'int', default: 8, min: 2, max: 20, description: 'sides of the raider’s blow die', source: `${RULES} §2` },
  { key: 'raider.fumble', kind: 'int', default: 2, min: 0, max: 19, description: 'the raider fumbles on a face up to this (must be below raider.die)', source: `${RULES} §2` },
  { key: 'raider.initiative', kind: 'int', default: 1, min: 0, max: 10, description: 'added to the raider’s initiative roll', source: `${RULES} §1` },
];

// Action codes: small integers, the same in every position.
const ROLL = 0;
const STRIKE = 1;

// The whole position lives in one Int32Array, so clone and copyInto are one copy each.
const TURN = 0; // turns finished (a strike, a fumble or a knockout ends a turn)
const CURRENT = 1; // seat to move
const FIRST = 2; // seat that won the initiative roll
const BLOW = 3; // the blow the seat to move has built this turn
const STATUS = 4; // RUNNING, KNOCKED_OUT, ON_POINTS or LEVEL
const WINNER = 5; // seat that won (KNOCKED_OUT, ON_POINTS)
const FACTION = 6; // faction index of seat 0 and seat 1
const HP = 8; // hit points left of seat 0 and seat 1
const SIZE = 10;

const RUNNING = 0;
const KNOCKED_OUT = 1;
const ON_POINTS = 2;
const LEVEL = 3;

// `outcome` runs after every decision, so it returns these shared frozen objects
// instead of allocating one per call.
const KNOCKOUT = [0, 1].map((seat) => Object.freeze({ kind: 'win', winners: Object.freeze([seat]), reason: 'knockout' }));
const POINTS = [0, 1].map((seat) => Object.freeze({ kind: 'win', winners: Object.freeze([seat]), reason: 'on points' }));
const DRAW = Object.freeze({ kind: 'draw', winners: Object.freeze([]), reason: 'level at the bell' });
// turnOrder by the seat that moved first, shared for the same reason.
const TURN_ORDERS = [Object.freeze([0, 1]), Object.freeze([1, 0])];

/**
 * Every (kind, reason) `outcome` returns; the conformance suite checks each game's outcome against it.
 * @type {import('@balance-lab/core').OutcomeSpec[]}
 */
const outcomes = [
  { kind: 'win', reason: 'knockout', source: `${RULES} §3: a blow that fells the foe` },
  { kind: 'win', reason: 'on points', source: `${RULES} §4: more damage dealt at the bell` },
  { kind: 'draw', reason: 'level at the bell', source: `${RULES} §4: equal damage at the bell` },
];

/** Parameter values (already validated against their ranges) → the numbers the rules read, by faction index. */
function configure(values) {
  const config = {
    maxTurns: values['duel.maxTurns'],
    initiativeDie: values['duel.initiativeDie'],
    hp: Int32Array.of(values['knight.hp'], values['raider.hp']),
    die: Int32Array.of(values['knight.die'], values['raider.die']),
    fumble: Int32Array.of(values['knight.fumble'], values['raider.fumble']),
    armour: Int32Array.of(values['knight.armour'], 0),
    initiative: Int32Array.of(0, values['raider.initiative']),
  };
  // Each value is in range on its own; only together can they make a die that always fumbles.
  for (const f of [KNIGHT, RAIDER]) {
    if (config.fumble[f] >= config.die[f]) {
      const id = FACTIONS[f].id;
      throw new ConfigError(`${id}.fumble=${config.fumble[f]} fumbles every face of the d${config.die[f]}: it must be below ${id}.die`);
    }
  }
  return config;
}

function factionIndex(id) {
  const f = FACTIONS.findIndex((x) => x.id === id);
  if (f < 0) throw new Error(`dice-duel: unknown faction '${id}'`);
  return f;
}

/** §1: both duellists at full HP; the initiative roll decides who moves first. */
function setup(config, seating, rng) {
  const v = new Int32Array(SIZE);
  for (let seat = 0; seat < 2; seat++) {
    const f = factionIndex(seating[seat]);
    v[FACTION + seat] = f;
    v[HP + seat] = config.hp[f];
  }
  // Chance in setup comes from the rules stream too, so game i starts the same in any worker.
  const roll0 = rng.die(config.initiativeDie) + config.initiative[v[FACTION]];
  const roll1 = rng.die(config.initiativeDie) + config.initiative[v[FACTION + 1]];
  const knightSeat = v[FACTION] === KNIGHT ? 0 : 1;
  const first = roll0 > roll1 ? 0 : roll1 > roll0 ? 1 : knightSeat;
  v[FIRST] = first;
  v[CURRENT] = first;
  return { config, v };
}

/** §2: a turn starts with a roll (there is nothing to strike with yet); after that, roll on or strike. */
function legalActions(state, out) {
  out[0] = ROLL;
  if (state.v[BLOW] === 0) return 1;
  out[1] = STRIKE;
  return 2;
}

function apply(state, action, rng) {
  const { v, config } = state;
  const seat = v[CURRENT];
  const foe = 1 - seat;
  const armour = config.armour[v[FACTION + foe]];
  if (action === ROLL) {
    const f = v[FACTION + seat];
    const face = rng.die(config.die[f]);
    if (face <= config.fumble[f]) {
      endTurn(state); // §2: a fumble loses the whole blow
      return;
    }
    const blow = v[BLOW] + face;
    // §3: a blow that would fell the foe lands at once; rolling on could only fumble it.
    if (blow - armour >= v[HP + foe]) {
      v[HP + foe] = 0;
      v[BLOW] = 0;
      v[TURN] += 1;
      v[STATUS] = KNOCKED_OUT;
      v[WINNER] = seat;
      return;
    }
    v[BLOW] = blow;
    return;
  }
  if (action !== STRIKE || v[BLOW] === 0) throw new Error(`dice-duel: illegal action ${action} for seat ${seat}`);
  // A blow still standing is below the foe's HP after armour (else it would have landed), so a strike never fells.
  v[HP + foe] -= Math.max(0, v[BLOW] - armour);
  endTurn(state);
}

/** The turn passes; at the bell (§4) the duellist who dealt more damage wins on points. */
function endTurn(state) {
  const { v, config } = state;
  v[BLOW] = 0;
  v[TURN] += 1;
  if (v[TURN] < config.maxTurns) {
    v[CURRENT] = 1 - v[CURRENT];
    return;
  }
  const dealt0 = config.hp[v[FACTION + 1]] - v[HP + 1];
  const dealt1 = config.hp[v[FACTION]] - v[HP];
  if (dealt0 === dealt1) {
    v[STATUS] = LEVEL;
    return;
  }
  v[STATUS] = ON_POINTS;
  v[WINNER] = dealt0 > dealt1 ? 0 : 1;
}

function outcome(state) {
  const v = state.v;
  switch (v[STATUS]) {
    case RUNNING:
      return null;
    case KNOCKED_OUT:
      return KNOCKOUT[v[WINNER]];
    case ON_POINTS:
      return POINTS[v[WINNER]];
    default:
      return DRAW;
  }
}

// A blow not yet landed counts for less than a landed one: the next roll may fumble it.
// At full weight a one-ply lookahead would always roll on (a roll adds more on average
// than it risks); at 0.8 it strikes once the blow is big enough that a fumble costs more
// than a roll adds, unless the next roll could knock the foe out.
const BLOW_WEIGHT = 0.8;

/**
 * How good the position looks for `seat`, in [-1, 1]: its share of HP left minus the
 * foe's, with the blow being built counted (at BLOW_WEIGHT, after armour) against the
 * seat it threatens. A finished duel is exactly 1, -1 or 0; a running one stays inside
 * ±0.99, so no position still in play looks as good as a win.
 */
function evaluate(state, seat) {
  const { v, config } = state;
  const foe = 1 - seat;
  switch (v[STATUS]) {
    case KNOCKED_OUT:
    case ON_POINTS:
      return v[WINNER] === seat ? 1 : -1;
    case LEVEL:
      return 0;
  }
  const mover = v[CURRENT];
  const threatened = 1 - mover;
  let hpSeat = v[HP + seat];
  let hpFoe = v[HP + foe];
  const threat = BLOW_WEIGHT * Math.max(0, v[BLOW] - config.armour[v[FACTION + threatened]]);
  if (threatened === seat) hpSeat -= threat;
  else hpFoe -= threat;
  const score = hpSeat / config.hp[v[FACTION + seat]] - hpFoe / config.hp[v[FACTION + foe]];
  return Math.max(-0.99, Math.min(0.99, score));
}

function describeAction(state, action) {
  const { v, config } = state;
  const seat = v[CURRENT];
  const name = FACTIONS[v[FACTION + seat]].name;
  if (action === ROLL) return `${name} rolls the d${config.die[v[FACTION + seat]]} (blow so far ${v[BLOW]})`;
  const damage = Math.max(0, v[BLOW] - config.armour[v[FACTION + 1 - seat]]);
  return `${name} strikes with a blow of ${v[BLOW]} (${damage} damage)`;
}

function render(state) {
  const { v, config } = state;
  const lines = [];
  const o = outcome(state);
  if (o === null) lines.push(`turn ${v[TURN] + 1} of ${config.maxTurns}, ${FACTIONS[v[FACTION + v[CURRENT]]].name} to move, blow ${v[BLOW]}`);
  else lines.push(`after ${v[TURN]} turns: ${o.reason}${o.winners.length > 0 ? `, ${FACTIONS[v[FACTION + o.winners[0]]].name} wins` : ''}`);
  for (let seat = 0; seat < 2; seat++) {
    const f = v[FACTION + seat];
    const hp = v[HP + seat];
    const bar = '#'.repeat(hp) + '.'.repeat(config.hp[f] - hp);
    lines.push(`seat ${seat} ${FACTIONS[f].id.padEnd(6)} [${bar}] ${hp}/${config.hp[f]} HP${seat === v[FIRST] ? '  (moved first)' : ''}`);
  }
  return lines.join('\n');
}

/**
 * Dice Duel as Balance Lab sees it. The JSDoc type is for editors only: a plain
 * object with these members is a game.
 * @type {import('@balance-lab/core').GameDefinition<{ config: ReturnType<typeof configure>, v: Int32Array }, ReturnType<typeof configure>>}
 */
export const duel = {
  id: 'dice-duel',
  name: 'Dice Duel (guide example)',
  version: '1.0.0',
  factions: FACTIONS,
  seats: { min: 2, max: 2 },
  allowMirror: false,
  parameters,
  lengthUnit: 'turns',
  maxActions: 2,
  outcomes,
  configure,
  setup,
  currentSeat: (state) => state.v[CURRENT],
  legalActions,
  apply,
  outcome,
  length: (state) => state.v[TURN],
  turnOrder: (state) => TURN_ORDERS[state.v[FIRST]],
  clone: (state) => ({ config: state.config, v: state.v.slice() }),
  copyInto: (dst, src) => {
    dst.v.set(src.v);
  },
  describeAction,
  render,
  evaluate,
};
