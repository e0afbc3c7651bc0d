// Exact results of Dice Duel under random play, by walking the whole game tree: every
// legal action weighted as the random bot picks it (uniformly), every die face weighted
// by its chance, through the game's own setup and apply. A study of random bots
// estimates exactly these numbers, so its intervals must hold them.
//
// Positions reached by different paths are the same subtree (random play has no memory),
// so each is computed once, keyed by the state's typed array: that array is the whole
// position, the config being the same for the whole run.
//
//   node examples/own-game/exact.mjs [games] [param=value ...]
import { pathToFileURL } from 'node:url';
import { makePlan, Rng, SeatingPlan } from '@balance-lab/core';

/**
 * An Rng that enumerates instead of sampling. Its first run answers 0 to every draw;
 * `advance` then moves to the next combination of answers (an odometer over the draws
 * the run made), so running the same code again until `advance` returns false visits
 * every outcome of its chance exactly once, each with `probability()`. A branch that
 * draws differently (another die, more rolls) is followed as it goes: the draws after
 * the one that changed are discovered again. `die`, `pick` and `shuffle` all draw
 * through `int`; a continuous draw (`next`, `uint32`) has no finite outcomes, so it throws.
 */
class EnumeratingRng extends Rng {
  constructor() {
    super('exact');
    this.answers = [];
    this.sides = [];
    this.used = 0;
  }

  int(n) {
    if (this.used === this.answers.length) {
      this.answers.push(0);
      this.sides.push(n);
    } else if (this.sides[this.used] !== n) {
      throw new Error(`exact: the same branch drew from ${this.sides[this.used]} and then ${n} outcomes (chance outside the rng?)`);
    }
    return this.answers[this.used++];
  }

  next() {
    throw new Error('exact: a continuous draw (next) cannot be enumerated; draw with int, die, pick or shuffle');
  }

  uint32() {
    throw new Error('exact: a continuous draw (uint32) cannot be enumerated; draw with int, die, pick or shuffle');
  }

  /** Call before each run of the code. */
  rewind() {
    this.used = 0;
  }

  /** The chance of the answers the last run used. */
  probability() {
    let p = 1;
    for (let i = 0; i < this.used; i++) p /= this.sides[i];
    return p;
  }

  /** Moves to the next combination of answers; false when every one has been visited. */
  advance() {
    this.answers.length = this.used;
    this.sides.length = this.used;
    while (this.answers.length > 0) {
      const last = this.answers.length - 1;
      if (++this.answers[last] < this.sides[last]) return true;
      this.answers.pop();
      this.sides.pop();
    }
    return false;
  }
}

/** Runs `run(rng)` once per outcome of its chance and passes each result with its probability to `visit`. */
function forEachChance(run, visit) {
  const rng = new EnumeratingRng();
  do {
    rng.rewind();
    const result = run(rng);
    visit(result, rng.probability());
  } while (rng.advance());
}

/**
 * Exact results of random play, per seating of the plan and per faction as a study of
 * `games` games weights them (the plan cycles through the seatings: game i plays
 * seating i mod 2, so an odd count gives the first seating one game more).
 *
 * Returns `seatings`: for each, the win probability of each seat, the draw, loss and
 * timeout probabilities, the win probability of the seat that moves first, and how many
 * of the `games` it gets; and `factions`: each faction's win probability over its games,
 * as the summary's faction rows count them. The first mover is the seat `currentSeat`
 * names after setup, not what the game's `turnOrder` says: the study's turns.csv trusts
 * `turnOrder`, so this is the value that checks it.
 */
export function exactRandomPlay(game, { games = 1000, parameters = {} } = {}) {
  const plan = makePlan(game, { games, parameters });
  const config = game.configure(plan.parameters, plan.content?.document);
  const order = new SeatingPlan(plan);
  const buffer = new Int32Array(game.maxActions);
  const memo = new Map();
  let n = 0; // seats

  // Result vector of a position: win per seat, then draw, loss, timeout.
  const width = () => n + 3;

  const value = (state) => {
    const key = state.v.join(',');
    const known = memo.get(key);
    if (known) return known;
    const out = new Float64Array(width());
    const ended = game.outcome(state);
    if (ended !== null) {
      if (ended.kind === 'win') for (const w of ended.winners) out[w] = 1;
      else out[n + ['draw', 'loss', 'timeout'].indexOf(ended.kind)] = 1;
    } else {
      const count = game.legalActions(state, buffer);
      const actions = Array.from(buffer.subarray(0, count));
      for (const action of actions) {
        forEachChance(
          (rng) => {
            const next = game.clone(state);
            game.apply(next, action, rng);
            return next;
          },
          (next, p) => {
            const sub = value(next);
            for (let i = 0; i < out.length; i++) out[i] += (p / count) * sub[i];
          },
        );
      }
    }
    memo.set(key, out);
    return out;
  };

  const cycle = plan.cycles[0]; // the game's default player count: Dice Duel has one
  const seatings = cycle.map((seating) => {
    n = seating.length;
    const total = new Float64Array(width());
    let firstMoverWins = 0;
    forEachChance(
      (rng) => game.setup(config, seating, rng),
      (state, p) => {
        const sub = value(state);
        for (let i = 0; i < total.length; i++) total[i] += p * sub[i];
        firstMoverWins += p * sub[game.currentSeat(state)];
      },
    );
    let played = 0;
    for (let i = 0; i < plan.games; i++) if (order.seatingFor(i) === seating) played++;
    return {
      seating: [...seating],
      games: played,
      win: Array.from(total.subarray(0, n)),
      draw: total[n],
      loss: total[n + 1],
      timeout: total[n + 2],
      firstMoverWins,
    };
  });

  const factions = {};
  for (const f of plan.factions) {
    let wins = 0;
    let played = 0;
    for (const s of seatings) {
      s.seating.forEach((g, seat) => {
        if (g !== f) return;
        wins += s.games * s.win[seat];
        played += s.games;
      });
    }
    factions[f] = played > 0 ? wins / played : 0;
  }
  let first = 0;
  let draws = 0;
  for (const s of seatings) {
    first += s.games * s.firstMoverWins;
    draws += s.games * s.draw;
  }
  return { games: plan.games, parameters: plan.parameters, seatings, factions, firstMoverWins: first / plan.games, draw: draws / plan.games, positions: memo.size };
}

// Run as a script: print the exact values.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { duel } = await import('./game.mjs');
  const games = Number(process.argv[2] ?? 20000);
  const parameters = Object.fromEntries(process.argv.slice(3).map((kv) => kv.split('=')));
  const exact = exactRandomPlay(duel, { games, parameters });
  const pct = (x) => `${(x * 100).toFixed(3)}%`;
  console.log(`Dice Duel, random play, exact (${exact.positions} positions)`);
  for (const s of exact.seatings) {
    console.log(`${s.seating.join(' vs ').padEnd(18)} seat 0 ${pct(s.win[0])}  seat 1 ${pct(s.win[1])}  draw ${pct(s.draw)}  first mover ${pct(s.firstMoverWins)}`);
  }
  for (const [f, p] of Object.entries(exact.factions)) console.log(`${f.padEnd(8)} ${pct(p)} over ${games} games`);
  console.log(`draw     ${pct(exact.draw)}`);
  console.log(`first mover wins ${pct(exact.firstMoverWins)}`);
}
