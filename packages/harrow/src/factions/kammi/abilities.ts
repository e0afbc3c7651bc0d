// Kammi's Abilities jar (R-ABL-K, L1448-1466, ★8, CF-09): push the pusher into a row of the Action
// Grid, then activate the row's two tokens one after the other (each a packet of Kammi's board
// value for it), with a window between them where one Goblin card may be played (L1454, L1752).
// An effect (effects.ts) the turn machine starts when the jar is broken (key `abilities:kammi`);
// EF_STEP is the stage, EF_M0 the second token's kind (EMPTY: none).
import { A_KAMMI_ROW, argA, argB, encode } from '../../actions.js';
import { OPEN } from '../../basic-actions.js';
import { EF_FAC, EF_M0, EF_STEP, NO_HOOKS, RS_EFFECT, endEffect, type EffectHooks } from '../../effects.js';
import {
  COLOURS, EMPTY, FACTION_COLOUR, FAC_K, FW_SEAT, G_GRID_ROWS, G_GRID_SPACES, G_KAMMI_LAST_ROW, G_KAMMI_PUSHER, G_LAST_JAR, KG_BLACK,
  KG_COLS, NONE, type HarrowState,
} from '../../state.js';
import { W_MID, openPacket, openWindow, rowValue, type HarrowGame } from '../../turn.js';

/** The token that would be pushed into a row now (R-ABL-K step 2): left of the grid, or the black zone of the last row. */
function currentPusher(s: HarrowState): number {
  const p = s.g[G_KAMMI_PUSHER]!;
  if (p >= 0) return p;
  const last = s.g[G_KAMMI_LAST_ROW]!;
  return last >= 0 ? s.kGrid[last * KG_COLS + KG_BLACK]! : EMPTY;
}

/**
 * R-ABL-K (L1448-1466, ★8, CF-09): push the pusher into row r from the left; the right-hand token
 * falls into the row's black zone (the next pusher, not activated); the row's cubes go to Kammi's
 * Battleground (Side 2).
 */
export function pushKammiRow(s: HarrowState, r: number): void {
  const spaces = s.g[G_GRID_SPACES]!;
  const pusher = currentPusher(s);
  const last = s.g[G_KAMMI_LAST_ROW]!;
  if (s.g[G_KAMMI_PUSHER]! < 0 && last >= 0) s.kGrid[last * KG_COLS + KG_BLACK] = EMPTY;
  const base = r * KG_COLS;
  const fallen = s.kGrid[base + spaces - 1]!;
  for (let col = spaces - 1; col > 0; col--) s.kGrid[base + col] = s.kGrid[base + col - 1]!;
  s.kGrid[base] = pusher;
  s.kGrid[base + KG_BLACK] = fallen;
  s.g[G_KAMMI_PUSHER] = NONE;
  s.g[G_KAMMI_LAST_ROW] = r;
  const cubes = s.kRowCubes[r]!;
  if (cubes > 0) {
    s.bg[FAC_K * COLOURS + FACTION_COLOUR[FAC_K]!]! += cubes;
    s.kRowCubes[r] = 0;
  }
}

/** D06 options: every row × which token first (one order when both tokens are of one kind or a space is empty). */
function rowOptions(s: HarrowState, out: Int32Array): number {
  const spaces = s.g[G_GRID_SPACES]!;
  const rows = spaces > 0 ? s.g[G_GRID_ROWS]! : 0; // no grid without Kammi
  let k = 0;
  for (let r = 0; r < rows; r++) {
    out[k++] = encode(A_KAMMI_ROW, r, 0);
    if (spaces !== 2) continue;
    // After the push the row holds [pusher, old left token].
    const first = currentPusher(s);
    const second = s.kGrid[r * KG_COLS]!;
    if (first !== second && first !== EMPTY && second !== EMPTY) out[k++] = encode(A_KAMMI_ROW, r, 1);
  }
  return k;
}

const ST_ROW = 0; // the row decision
const ST_FIRST = 1; // the first packet is running
const ST_BETWEEN = 2; // the window between the activations is open
const ST_SECOND = 3; // the second packet is running

/** After the first packet: the window between (when a second token waits), then the second packet. */
function next(s: HarrowGame, fr: number): number {
  const F = s.frames;
  const fac = F[fr + EF_FAC]!;
  switch (F[fr + EF_STEP]) {
    case ST_FIRST:
      if (F[fr + EF_M0] === EMPTY) return endEffect(s);
      F[fr + EF_STEP] = ST_BETWEEN;
      return openWindow(s, s.config, fac, F[fr + FW_SEAT]!, W_MID, s.g[G_LAST_JAR]!, RS_EFFECT);
    case ST_BETWEEN: {
      F[fr + EF_STEP] = ST_SECOND;
      const kind = F[fr + EF_M0]!;
      return openPacket(s, s.config, fac, kind, rowValue(s, s.config, fac, kind), RS_EFFECT);
    }
    default:
      return endEffect(s);
  }
}

export const KAMMI_ABILITIES: EffectHooks = {
  ...NO_HOOKS,
  key: 'abilities:kammi',
  name: 'Abilities Mason Jar',
  source: 'R-ABL-K (L1448-1466)',
  start: (s, fr) => {
    s.frames[fr + EF_STEP] = ST_ROW;
    return OPEN;
  },
  legal: (s, _fr, out) => rowOptions(s, out),
  apply: (s, fr, action) => {
    const F = s.frames;
    const fac = F[fr + EF_FAC]!;
    const r = argA(action);
    const order = argB(action);
    pushKammiRow(s, r);
    const spaces = s.g[G_GRID_SPACES]!;
    const base = r * KG_COLS;
    // Two spaces (the printed grid): both activated in the chosen order. Other widths: left to right, the first two.
    const a = s.kGrid[base + (order === 1 ? 1 : 0)]!;
    F[fr + EF_M0] = spaces >= 2 ? s.kGrid[base + (order === 1 ? 0 : 1)]! : EMPTY;
    F[fr + EF_STEP] = ST_FIRST;
    if (a === EMPTY) return next(s, fr);
    return openPacket(s, s.config, fac, a, rowValue(s, s.config, fac, a), RS_EFFECT);
  },
  resume: (s, fr) => next(s, fr),
  describe: (_s, _fr, action) => `push row ${argA(action) + 1}`,
};
