// The Tree (the cube tower in the game box, L40, L277) as data: the colours of the cubes
// that go through it, and every number and switch of the retention model that stands in
// for the physical tower (spec §3.3, ASSUMPTION G-29). Nothing here is code that plays;
// `../tree.ts` turns resolved values into a `TreeModel`.
import type { ParameterSpec } from '@balance-lab/core';

// ---- cube colours ---------------------------------------------------------------------------

/**
 * Cube colour indices, shared by the Tree's inventory and every per-colour cube vector that is
 * dropped into it (a Battleground side is one colour: a faction's, or Hester's four terrain
 * colours). The order is fixed: it is the layout of `TreeState` and of `tree.script`.
 */
export const RED = 0;
export const BLUE = 1;
export const PURPLE = 2;
export const BROWN = 3;
export const TEAL = 4;
export const YELLOW = 5;
export const GREEN = 6;
/** Number of cube colours (spec §3.3: `inside[colour]`, 7 colours). */
export const CUBE_COLOURS = 7;

export interface CubeColour {
  readonly index: number;
  /** Lower-case name, as written in `tree.bias.<name>` and `tree.script`. */
  readonly name: string;
  /** Who owns cubes of this colour: a faction, or Hester (terrain cubes, and which terrain). */
  readonly owner: string;
  /** How many cubes of this colour the box holds (component count). */
  readonly count: number;
  /** Solo-mode component count where the solo rules restrict it. */
  readonly soloCount?: number;
  readonly source: string;
}

/** The printed cube colours and counts (spec §0 Colours, §1.6 Cubes). */
export const CUBE_COLOUR_TABLE: readonly CubeColour[] = [
  { index: RED, name: 'red', owner: 'Protectors', count: 20, soloCount: 6, source: 'L106, L895 (red cubes x20); solo L2367 (x6)' },
  { index: BLUE, name: 'blue', owner: 'Family', count: 15, soloCount: 6, source: 'L180, L967 (blue cubes x15); solo L2371 (x6)' },
  { index: PURPLE, name: 'purple', owner: 'Kammi', count: 15, source: 'L1032 (purple cubes x15)' },
  { index: BROWN, name: 'brown', owner: 'Hester (Bog)', count: 6, source: 'L2032, L2077 (6 brown; Bog)' },
  { index: TEAL, name: 'teal', owner: 'Hester (Wetlands)', count: 6, source: 'L2032, L2080 (6 teal; Wetlands)' },
  { index: YELLOW, name: 'yellow', owner: 'Hester (Plains)', count: 6, source: 'L2032, L2079 (6 yellow; Plains)' },
  { index: GREEN, name: 'green', owner: 'Hester (Forest)', count: 6, source: 'L2032, L2078 (6 green; Forest)' },
];

/** Every cube in the box (20 + 15 + 15 + 4 × 6): no Tree can hold more. */
export const TOTAL_CUBES = CUBE_COLOUR_TABLE.reduce((s, c) => s + c.count, 0);

// ---- the scripted-outcome format ----------------------------------------------------------

/** In a parsed script, "every cube of this colour that is in the Tree now falls out". */
export const SCRIPT_ALL = 255;

/** Thrown by `parseTreeScript` with a one-line reason. */
export class TreeScriptError extends Error {
  override readonly name: string = 'TreeScriptError';
}

export const TREE_SCRIPT_FORMAT =
  "activations separated by ';', each 'all' or a comma list of colour=count or colour=all " +
  `(colours ${CUBE_COLOUR_TABLE.map((c) => c.name).join(', ')}; an omitted colour has 0 out), e.g. 'red=3,blue=2;all'; empty = no script`;

/**
 * Parses `tree.script` into 7 bytes per activation: how many cubes of each colour fall out
 * (SCRIPT_ALL = all of that colour). Empty text gives an empty script.
 */
export function parseTreeScript(text: string): Uint8Array {
  const trimmed = text.trim();
  if (trimmed === '') return new Uint8Array(0);
  const acts = trimmed.split(';');
  // The activation cursor is one byte of the Tree's state (see TreeState in ../tree.ts).
  if (acts.length > 255) throw new TreeScriptError(`at most 255 activations can be scripted, got ${acts.length}`);
  const out = new Uint8Array(acts.length * CUBE_COLOURS);
  acts.forEach((raw, i) => {
    const act = raw.trim();
    if (act === 'all') {
      out.fill(SCRIPT_ALL, i * CUBE_COLOURS, (i + 1) * CUBE_COLOURS);
      return;
    }
    if (act === '') throw new TreeScriptError(`activation ${i + 1} is empty (write 'all' or colour=count pairs)`);
    const seen = new Set<string>();
    for (const pairRaw of act.split(',')) {
      const m = /^\s*([a-z]+)\s*=\s*(all|\d+)\s*$/.exec(pairRaw);
      if (!m) throw new TreeScriptError(`activation ${i + 1}: '${pairRaw.trim()}' is not colour=count`);
      const [, name, count] = m as unknown as [string, string, string];
      const colour = CUBE_COLOUR_TABLE.find((c) => c.name === name);
      if (!colour) throw new TreeScriptError(`activation ${i + 1}: unknown colour '${name}'`);
      if (seen.has(name)) throw new TreeScriptError(`activation ${i + 1}: colour '${name}' given twice`);
      seen.add(name);
      const n = count === 'all' ? SCRIPT_ALL : Number(count);
      if (n !== SCRIPT_ALL && n > colour.count) {
        throw new TreeScriptError(`activation ${i + 1}: ${n} ${name} cubes out, but the box has ${colour.count}`);
      }
      out[i * CUBE_COLOURS + colour.index] = n;
    }
  });
  return out;
}

function scriptCheck(text: string): string | null {
  try {
    parseTreeScript(text);
    return null;
  } catch (e) {
    if (e instanceof TreeScriptError) return e.message;
    throw e;
  }
}

// ---- the parameters -----------------------------------------------------------------------

export const TREE_MODES = ['stochastic', 'deterministic', 'scripted'] as const;
export type TreeModeName = (typeof TREE_MODES)[number];

const G29 = 'ASSUMPTION G-29';

const biasSpecs: ParameterSpec[] = CUBE_COLOUR_TABLE.map((c) => ({
  kind: 'number',
  key: `tree.bias.${c.name}`,
  description:
    `Multiplies tree.pNew and tree.pOld for ${c.name} cubes (${c.owner}); the product is capped at 1. ` +
    '1 = the tower treats every colour alike.',
  default: 1,
  min: 0,
  max: 4,
  source: `${G29}: spec §3.3 step 6, optional colour bias for designers who measure a physical asymmetry; none is measured, so 1`,
  alternatives: [0.9, 1.1],
}));

/** Every Tree parameter, in the order `balance-lab rules harrow` lists them. */
export const TREE_PARAMETERS: readonly ParameterSpec[] = [
  {
    kind: 'choice',
    key: 'tree.mode',
    description:
      'How the Tree decides which cubes fall out: stochastic (the retention model, drawing from the rules stream), ' +
      'deterministic (every cube falls out, p_new = p_old = 1: success ⇔ A ≥ D and A ≥ cost), ' +
      'scripted (outcomes are read from tree.script, for the §4 scenario tests).',
    default: 'stochastic',
    values: TREE_MODES,
    source:
      `${G29}: the book's Tree is a physical cube tower (L277, L551-552) whose rule for stuck cubes is lost; ` +
      'spec §3.3 models it stochastically and requires the deterministic and scripted modes',
    alternatives: ['deterministic'],
  },
  {
    kind: 'number',
    key: 'tree.pNew',
    description: 'Probability that a cube dropped in this activation falls out (each cube independently; spec §3.3 step 2).',
    default: 0.75,
    min: 0,
    max: 1,
    source:
      `${G29}: the book compares only the cubes that "fall out / come out" (L552, L1565, L1665, L2203, L2693), so some may not; ` +
      '0.75 gives 3v3 ≈ 2/3 and 4v3 ≈ 86% (spec §3.3 oracle); uncalibrated',
    alternatives: [0.6, 0.9, 1.0],
  },
  {
    kind: 'number',
    key: 'tree.pOld',
    description: 'Probability that a cube retained inside from earlier activations is dislodged and falls out (spec §3.3 step 3).',
    default: 0.5,
    min: 0,
    max: 1,
    source:
      `${G29}: stuck cubes stay and may tumble out later (unofficial FAQ copy, outside the seed); ` +
      'with 6-8 cubes a drop the steady state holds ≈ n(1−p_new)/p_old ≈ 3-4 cubes; uncalibrated',
    alternatives: [0.3, 0.8],
  },
  {
    kind: 'int',
    key: 'tree.capacity',
    description:
      'Most cubes the Tree can retain; when more would stay, the excess falls out, chosen uniformly among the would-stay cubes ' +
      `(spec §3.3 step 4). ${TOTAL_CUBES} = every cube in the box, i.e. no cap.`,
    default: 10,
    min: 0,
    max: TOTAL_CUBES,
    source: `${G29}: spec §3.3 step 4, stops a physically implausible build-up; the box's real capacity is unmeasured`,
    alternatives: [6, 15, TOTAL_CUBES],
  },
  {
    kind: 'int',
    key: 'tree.initialPerColour',
    description:
      'Cubes of each playing faction\'s colour inside the Tree at setup, taken from that faction\'s Possessions ' +
      '(0 = the Tree starts empty; >0 models a box already in use). Hester\'s terrain cubes never start inside.',
    default: 0,
    min: 0,
    max: 5,
    source: `${G29}: spec §1.7.4 and §3.3 defaults, the Tree starts empty; the book gives no setup for the Tree's inside (L275-277, L1111-1115)`,
    alternatives: [1, 2],
  },
  ...biasSpecs,
  {
    kind: 'text',
    key: 'tree.script',
    description:
      'The outcomes of tree.mode=scripted, one per activation in order: how many cubes of each colour fall out. ' +
      'Ignored in the other modes. Running out of script is an error.',
    default: '',
    format: TREE_SCRIPT_FORMAT,
    check: scriptCheck,
    source: 'spec §3.3 "Also required": a scripted mode returning queued outcomes, to reproduce the book\'s examples (§4, e.g. L629 "3 cubes and … 2 cubes come out"); test data, not a rule',
  },
  {
    kind: 'bool',
    key: 'tree.public',
    description:
      'Whether the cubes retained inside the Tree are public (bots see the inventory). Only true is built: false is refused.',
    default: true,
    source:
      `${G29}: spec §5.6, cubes inside are physically unseen but deducible by conservation, so public; ` +
      'the spec names a variant that hides them for experiments (not built)',
  },
];
