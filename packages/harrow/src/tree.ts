// The Tree: the cube tower through which every Battleground cube is dropped when an attack
// (or Mildred, Kaine, a Hester turn, a solo attack) "activates the Tree" (R-TRE-1..3, L551-552,
// L1563-1565, L2203). The book only compares the cubes that fall out; what happens to the rest
// is lost, so this is the retention model of spec §3.3 (ASSUMPTION G-29), in three modes:
//
//   stochastic     each dropped cube falls out with p_new, each retained cube with p_old,
//                  excess over the capacity falls out uniformly; draws from the rules stream.
//   deterministic  every cube falls out (p_new = p_old = 1): success ⇔ A ≥ D and A ≥ cost.
//   scripted       the outcome of each activation is read from `tree.script` (scenario tests).
//
// Hot path: `treeActivate` allocates nothing, uses integers only, and works on caller-owned
// typed arrays, so the Tree lives inside the game state's buffer and clones with it.
import { ConfigError, intParam, textParam, type ParameterValues, type Rng } from '@balance-lab/core';
import {
  CUBE_COLOURS, CUBE_COLOUR_TABLE, SCRIPT_ALL, TOTAL_CUBES, TREE_MODES, TreeScriptError, parseTreeScript,
  type TreeModeName,
} from './data/tree.js';

// ---- the state slice ------------------------------------------------------------------------

/**
 * The Tree's part of a game state: `TREE_STATE_SIZE` bytes of a `Uint8Array` at an offset the
 * caller chooses (spec §5.2 Global block, `tree: Uint8[7]`, plus one byte):
 *
 *   [at + 0 … at + 6]  cubes retained inside, per colour (RED, BLUE, PURPLE, BROWN, TEAL, YELLOW,
 *                      GREEN of ./data/tree.ts). They belong to nobody's Battleground; INV-06
 *                      counts them as "Tree".
 *   [at + 7]           scripted mode only: how many scripted activations have been used, so a
 *                      cloned state replays the script from the same point. 0 in the other modes.
 *
 * Every count fits a byte: the box holds 74 cubes.
 */
export const TREE_STATE_SIZE = 8;
/** Offset (within the slice) of the scripted-activation cursor. */
export const TREE_SCRIPT_CURSOR = 7;

// ---- how stochastic draws are made ----------------------------------------------------------

/**
 * Stochastic mode decides each cube with one `rng.die(TREE_DIE_SIDES)`: the cube falls out iff
 * the roll ≤ round(p · TREE_DIE_SIDES). Drawing through `die()` (not `next()`) lets a core
 * `ScriptedRng` force any outcome: script TREE_ROLL_OUT for "falls out", TREE_ROLL_STAY for
 * "stays". p is thereby quantised to 1/10000 (the spec's values are exact); the exact
 * probability functions below use the same quantised p.
 *
 * Order of draws in one activation (documented so scenario scripts can be written):
 *   1. for colour 0…6: one die per cube *dropped now* of that colour (p_new · bias);
 *      then one die per cube *retained inside* of that colour (p_old · bias);
 *   2. if more than `capacity` cubes would stay, one `rng.die(s)` per excess cube, s = the
 *      cubes still staying; roll k picks the k-th staying cube counting colour 0 first.
 * No die is rolled for a cube whose probability is exactly 0 or 1, and none at all when nothing
 * was dropped (spec §3.3 step 3: no activation), or in the deterministic and scripted modes.
 */
export const TREE_DIE_SIDES = 10000;
export const TREE_ROLL_OUT = 1;
export const TREE_ROLL_STAY = TREE_DIE_SIDES;

export const TreeMode = { Stochastic: 0, Deterministic: 1, Scripted: 2 } as const;
export type TreeMode = (typeof TreeMode)[keyof typeof TreeMode];

/** A resolved Tree configuration: build once per configuration, share across games. */
export interface TreeModel {
  readonly mode: TreeMode;
  /** Most cubes retained inside (spec §3.3 step 4). */
  readonly capacity: number;
  /** Per colour: a dropped cube falls out iff die(TREE_DIE_SIDES) ≤ this (p_new · bias, capped at 1). */
  readonly newThreshold: Int32Array;
  /** Per colour: a retained cube falls out iff die(TREE_DIE_SIDES) ≤ this (p_old · bias, capped at 1). */
  readonly oldThreshold: Int32Array;
  /** Scripted outcomes, CUBE_COLOURS bytes per activation (SCRIPT_ALL = all of that colour). */
  readonly script: Uint8Array;
  /** Cubes of each playing faction's colour inside at setup (tree.initialPerColour). */
  readonly initialPerColour: number;
}

export interface TreeModelOptions {
  readonly mode?: TreeModeName;
  readonly pNew?: number;
  readonly pOld?: number;
  readonly capacity?: number;
  /** Per-colour multipliers, index = colour (missing = 1). */
  readonly bias?: ArrayLike<number>;
  /** A `tree.script` text, or an already parsed script. */
  readonly script?: string | Uint8Array;
  readonly initialPerColour?: number;
}

function threshold(p: number): number {
  // Capped at 1: a bias may push p · bias above 1 (decision: spec §3.3 step 6 is silent).
  const t = Math.round(Math.min(1, Math.max(0, p)) * TREE_DIE_SIDES);
  return t;
}

/** Builds a model from explicit values (defaults = spec §3.3 defaults). For tests and tools. */
export function makeTreeModel(opts: TreeModelOptions = {}): TreeModel {
  const modeName = opts.mode ?? 'stochastic';
  const mode = TREE_MODES.indexOf(modeName);
  if (mode < 0) throw new ConfigError(`tree.mode '${modeName}' is not one of ${TREE_MODES.join(', ')}`);
  const pNew = opts.pNew ?? 0.75;
  const pOld = opts.pOld ?? 0.5;
  const capacity = opts.capacity ?? 10;
  if (!(pNew >= 0 && pNew <= 1) || !(pOld >= 0 && pOld <= 1)) throw new ConfigError(`tree.pNew and tree.pOld must be in [0, 1]`);
  if (!Number.isInteger(capacity) || capacity < 0 || capacity > TOTAL_CUBES) {
    throw new ConfigError(`tree.capacity must be an integer from 0 to ${TOTAL_CUBES}, got ${capacity}`);
  }
  const newThreshold = new Int32Array(CUBE_COLOURS);
  const oldThreshold = new Int32Array(CUBE_COLOURS);
  for (let c = 0; c < CUBE_COLOURS; c++) {
    const b = opts.bias?.[c] ?? 1;
    // Deterministic mode is p_new = p_old = 1 (spec §3.3 "Also required"): the thresholds say
    // so too, so the exact probability functions give the deterministic rule unchanged.
    newThreshold[c] = mode === TreeMode.Deterministic ? TREE_DIE_SIDES : threshold(pNew * b);
    oldThreshold[c] = mode === TreeMode.Deterministic ? TREE_DIE_SIDES : threshold(pOld * b);
  }
  let script: Uint8Array;
  try {
    script = typeof opts.script === 'string' ? parseTreeScript(opts.script) : (opts.script ?? new Uint8Array(0));
  } catch (e) {
    if (e instanceof TreeScriptError) throw new ConfigError(`tree.script: ${e.message}`);
    throw e;
  }
  if (script.length % CUBE_COLOURS !== 0) throw new ConfigError(`tree.script: a parsed script has ${CUBE_COLOURS} bytes per activation`);
  if (mode === TreeMode.Scripted && script.length === 0) {
    throw new ConfigError('tree.mode=scripted needs tree.script (the outcome of each activation)');
  }
  return {
    mode: mode as TreeMode,
    capacity,
    newThreshold,
    oldThreshold,
    script,
    initialPerColour: opts.initialPerColour ?? 0,
  };
}

/** Builds the model from resolved parameter values (the `tree.*` keys of TREE_PARAMETERS). */
export function treeModelFromValues(values: ParameterValues): TreeModel {
  return makeTreeModel({
    mode: textParam(values, 'tree.mode') as TreeModeName,
    pNew: intParam(values, 'tree.pNew'),
    pOld: intParam(values, 'tree.pOld'),
    capacity: intParam(values, 'tree.capacity'),
    bias: CUBE_COLOUR_TABLE.map((c) => intParam(values, `tree.bias.${c.name}`)),
    script: textParam(values, 'tree.script'),
    initialPerColour: intParam(values, 'tree.initialPerColour'),
  });
}

// ---- setup --------------------------------------------------------------------------------

/**
 * Sets the Tree up for a new game (spec §1.7.4: empty by default). `factionColours` is a bitmask
 * of the faction colours in play (bit RED, BLUE, PURPLE); each gets `initialPerColour` cubes
 * inside. Returns that number: the caller MUST take it from each of those factions' Possessions
 * (INV-06). Hester's terrain cubes never start inside.
 */
export function treeSetup(model: TreeModel, tree: Uint8Array, at: number, factionColours: number): number {
  tree.fill(0, at, at + TREE_STATE_SIZE);
  for (let c = 0; c < 3; c++) if (factionColours & (1 << c)) tree[at + c] = model.initialPerColour;
  return model.initialPerColour;
}

/** Cubes retained inside the Tree, all colours. */
export function treeInsideTotal(tree: Uint8Array, at: number): number {
  let s = 0;
  for (let c = 0; c < CUBE_COLOURS; c++) s += tree[at + c] as number;
  return s;
}

// ---- activation (the hot path) ------------------------------------------------------------

/**
 * Activates the Tree (R-TRE-1/2, spec §3.3): `dropped[droppedAt + c]` cubes of each colour c go
 * in (every cube on the Battleground, R-TRE-1), together with what the Tree retained; the cubes
 * that fall out are written to `out[outAt + c]` (they return to their owners' Battleground sides,
 * step 5), and the rest stay in the Tree's slice. `out` may be the same buffer and offset as
 * `dropped` (read per colour before it is written). Returns the number of cubes out.
 *
 * If nothing is dropped, nothing happens (step 3): `out` is zeroed, no die is rolled and, in
 * scripted mode, no scripted activation is used.
 *
 * `rng` is the rules stream; only stochastic mode draws from it (order in TREE_DIE_SIDES's doc).
 * Throws (scripted mode only) when the script is used up or states an impossible outcome.
 */
export function treeActivate(
  model: TreeModel,
  tree: Uint8Array,
  at: number,
  dropped: Uint8Array,
  droppedAt: number,
  out: Uint8Array,
  outAt: number,
  rng: Rng,
): number {
  let freshTotal = 0;
  for (let c = 0; c < CUBE_COLOURS; c++) freshTotal += dropped[droppedAt + c] as number;
  if (freshTotal === 0) {
    out.fill(0, outAt, outAt + CUBE_COLOURS);
    return 0;
  }
  if (model.mode === TreeMode.Deterministic) {
    let total = 0;
    for (let c = 0; c < CUBE_COLOURS; c++) {
      const n = (dropped[droppedAt + c] as number) + (tree[at + c] as number);
      out[outAt + c] = n;
      tree[at + c] = 0;
      total += n;
    }
    return total;
  }
  if (model.mode === TreeMode.Scripted) return scriptedActivate(model, tree, at, dropped, droppedAt, out, outAt);

  const newT = model.newThreshold;
  const oldT = model.oldThreshold;
  let total = 0;
  let stay = 0;
  for (let c = 0; c < CUBE_COLOURS; c++) {
    const fresh = dropped[droppedAt + c] as number;
    const old = tree[at + c] as number;
    let k = 0;
    // Step 2: each fresh cube independently with p_new (· bias).
    const tn = newT[c] as number;
    if (tn >= TREE_DIE_SIDES) k = fresh;
    else if (tn > 0) for (let i = 0; i < fresh; i++) if (rng.die(TREE_DIE_SIDES) <= tn) k++;
    // Step 3: each retained cube independently with p_old (· bias).
    const to = oldT[c] as number;
    if (to >= TREE_DIE_SIDES) k += old;
    else if (to > 0) for (let i = 0; i < old; i++) if (rng.die(TREE_DIE_SIDES) <= to) k++;
    const s = fresh + old - k;
    out[outAt + c] = k;
    tree[at + c] = s;
    total += k;
    stay += s;
  }
  // Step 4: the excess over capacity falls out, a uniform random subset of the would-stay
  // cubes (drawn one at a time without replacement).
  const cap = model.capacity;
  while (stay > cap) {
    let r = rng.die(stay);
    let c = 0;
    while (r > (tree[at + c] as number)) {
      r -= tree[at + c] as number;
      c++;
    }
    tree[at + c] = (tree[at + c] as number) - 1;
    out[outAt + c] = (out[outAt + c] as number) + 1;
    stay--;
    total++;
  }
  return total;
}

function scriptedActivate(
  model: TreeModel,
  tree: Uint8Array,
  at: number,
  dropped: Uint8Array,
  droppedAt: number,
  out: Uint8Array,
  outAt: number,
): number {
  const cursor = tree[at + TREE_SCRIPT_CURSOR] as number;
  const base = cursor * CUBE_COLOURS;
  if (base >= model.script.length) {
    throw new Error(
      `Tree (scripted): activation ${cursor + 1} but tree.script holds ${model.script.length / CUBE_COLOURS} activation(s)`,
    );
  }
  let total = 0;
  let stay = 0;
  for (let c = 0; c < CUBE_COLOURS; c++) {
    const avail = (dropped[droppedAt + c] as number) + (tree[at + c] as number);
    const want = model.script[base + c] as number;
    const k = want === SCRIPT_ALL ? avail : want;
    if (k > avail) {
      const name = CUBE_COLOUR_TABLE[c]?.name ?? String(c);
      throw new Error(`Tree (scripted): activation ${cursor + 1} scripts ${k} ${name} out, but only ${avail} are in the Tree`);
    }
    out[outAt + c] = k;
    tree[at + c] = avail - k;
    total += k;
    stay += avail - k;
  }
  if (stay > model.capacity) {
    throw new Error(`Tree (scripted): activation ${cursor + 1} leaves ${stay} cubes inside, above tree.capacity ${model.capacity}`);
  }
  tree[at + TREE_SCRIPT_CURSOR] = cursor + 1;
  return total;
}

// ---- exact probabilities (for bots and for tests) -----------------------------------------

const MAXN = TOTAL_CUBES + 1;
/** Binomial coefficients C(n, k), n, k ≤ TOTAL_CUBES, as doubles (relative error < 1e-15). */
const CHOOSE = new Float64Array(MAXN * MAXN);
for (let n = 0; n < MAXN; n++) {
  CHOOSE[n * MAXN] = 1;
  for (let k = 1; k <= n; k++) CHOOSE[n * MAXN + k] = (CHOOSE[(n - 1) * MAXN + k - 1] as number) + (CHOOSE[(n - 1) * MAXN + k] as number);
}
function choose(n: number, k: number): number {
  return k < 0 || k > n ? 0 : (CHOOSE[n * MAXN + k] as number);
}

// Scratch for the out-count distributions of the two sides: the exact functions allocate nothing.
const PMF_A = new Float64Array(MAXN);
const PMF_D = new Float64Array(MAXN);

/** Writes into `pmf` the distribution of Binomial(n, p) + Binomial(m, q); returns n + m. */
function outPmf(pmf: Float64Array, n: number, p: number, m: number, q: number): number {
  pmf.fill(0, 0, n + m + 1);
  for (let x = 0; x <= n; x++) {
    const px = choose(n, x) * p ** x * (1 - p) ** (n - x);
    if (px === 0) continue;
    for (let y = 0; y <= m; y++) pmf[x + y] = (pmf[x + y] as number) + px * choose(m, y) * q ** y * (1 - q) ** (m - y);
  }
  return n + m;
}

/**
 * Exact probability that an attack succeeds (R-ATK-5: A ≥ D and A ≥ cost) when the Tree holds
 * only the two sides' cubes: `a` attacker and `d` defender cubes dropped, `insideA`/`insideD`
 * retained, each dropped cube out with pNewA/pNewD, each retained one with pOldA/pOldD, and the
 * capacity overflow of spec §3.3 step 4 (hypergeometric among the would-stay cubes). With other
 * colours inside or dropped (Hester, a third faction) the overflow term is approximate; with
 * the default capacity 10 and ≤ 10 cubes in play it never applies.
 */
export function exactSuccessProbability(
  a: number,
  d: number,
  cost: number,
  pNewA: number,
  pNewD: number = pNewA,
  capacity: number = TOTAL_CUBES,
  insideA = 0,
  insideD = 0,
  pOldA = 0,
  pOldD = pOldA,
): number {
  const nA = outPmf(PMF_A, a, pNewA, insideA, pOldA);
  const nD = outPmf(PMF_D, d, pNewD, insideD, pOldD);
  let success = 0;
  for (let i = 0; i <= nA; i++) {
    const pi = PMF_A[i] as number;
    if (pi === 0) continue;
    for (let j = 0; j <= nD; j++) {
      const pj = PMF_D[j] as number;
      if (pj === 0) continue;
      const rA = nA - i;
      const rD = nD - j;
      const r = rA + rD;
      if (r <= capacity) {
        if (i >= j && i >= cost) success += pi * pj;
        continue;
      }
      // e = r − capacity excess cubes fall out, x of them the attacker's (hypergeometric).
      const e = r - capacity;
      const all = choose(r, e);
      for (let x = Math.max(0, e - rD); x <= Math.min(e, rA); x++) {
        const A = i + x;
        const D = j + e - x;
        if (A >= D && A >= cost) success += (pi * pj * choose(rA, x) * choose(rD, e - x)) / all;
      }
    }
  }
  return success;
}

/**
 * The success probability of an attack of `a` attacker cubes (colour `attacker`) against `d`
 * defender cubes (colour `defender`) from the Tree's current state, under `model` (the bots'
 * estimate). Deterministic mode gives 1 or 0 by the rule. Scripted mode answers as the
 * stochastic model with the same parameters would (a script is not a probability).
 */
export function attackSuccessProbability(
  model: TreeModel,
  tree: Uint8Array,
  at: number,
  attacker: number,
  defender: number,
  a: number,
  d: number,
  cost: number,
): number {
  const nt = model.newThreshold;
  const ot = model.oldThreshold;
  return exactSuccessProbability(
    a, d, cost,
    (nt[attacker] as number) / TREE_DIE_SIDES, (nt[defender] as number) / TREE_DIE_SIDES,
    model.capacity,
    tree[at + attacker] as number, tree[at + defender] as number,
    (ot[attacker] as number) / TREE_DIE_SIDES, (ot[defender] as number) / TREE_DIE_SIDES,
  );
}

/** Expected cubes of `colour` out of one activation (ignoring the capacity step): a bot feature. */
export function expectedOut(model: TreeModel, colour: number, dropped: number, inside: number): number {
  return (dropped * (model.newThreshold[colour] as number) + inside * (model.oldThreshold[colour] as number)) / TREE_DIE_SIDES;
}
