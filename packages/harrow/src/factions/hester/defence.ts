// Hester as a defender (spec §1.20.8, rulebook L2188-2240; R-H-ATK-BONFIRE, R-H-ATK-HESTER): her
// numbers and the hooks through which the attack mechanism (attack.ts, which knows nothing of her
// board) touches her own pieces. Bound at configuration: content.ts `factionNumbers` puts it in
// TurnConfig.factions.hester.defence; turn.ts hands it to `makeAttackRules`.
import type { ParameterValues } from '@balance-lab/core';
import { releaseNailsOn, type HesterDefence } from '../../attack.js';
import { GAME, HESTER } from '../../data/factions.js';
import { S } from '../../data/sourced.js';
import { LS_HESTER, NONE, isSolo, type HarrowState } from '../../state.js';
import { SOLO } from '../../data/solo.js';
import { BONFIRE_SPACES, HB_BONFIRE_POSS, HB_BONFIRE_SPACE, HB_SNAKES, hexColour } from './board.js';
import { boolOr, intOr } from '../../values.js';

/** Printed numbers of the Bonfire attack that the data file does not list (the douse point is GAME.dousePoints, `game.dousePoints`). */
export const BONFIRE_ATTACK = {
  cubesPerToken: S(1, 'L2195 ("For each cube spent, discard 1 Bonfire Token"); ASSUMPTION G-76: also on the Brambles'),
  tokensBack: S(2, 'L2196 ("2 are placed back onto Hester\'s board, onto the leftmost empty Bonfire space")'),
} as const;

const TOKENS_BACK = BONFIRE_ATTACK.tokensBack.value;

/** L2195: a discarded Bonfire token goes to her Possessions (the doused Bonfire's pair comes back from there). */
function tokenDiscarded(s: HarrowState): void {
  s.hester[HB_BONFIRE_POSS]!++;
}

/** L2196: 2 tokens onto the leftmost empty Bonfire space, out of her Possessions (where every removed token went). */
function bonfireDoused(s: HarrowState): void {
  const b = s.hester;
  for (let i = 0; i < BONFIRE_SPACES; i++) {
    if (b[HB_BONFIRE_SPACE + i] !== 0) continue;
    const k = Math.min(TOKENS_BACK, b[HB_BONFIRE_POSS]!);
    b[HB_BONFIRE_SPACE + i] = k;
    b[HB_BONFIRE_POSS] = b[HB_BONFIRE_POSS]! - k;
    return;
  }
}

/** L2240: Hester leaves the map (she may be summoned again); a nail under her returns to Bernice (G-92). */
function hesterRemoved(s: HarrowState): void {
  s.legendHex[LS_HESTER] = NONE;
  releaseNailsOn(s, LS_HESTER);
}

/**
 * Solo (L2571, ASSUMPTION G-54): killing Hester also puts a Bonfire pair from her Possessions onto
 * the rightmost empty Bonfire space of her board (while she has a pair there).
 */
function soloRefill(s: HarrowState): void {
  const b = s.hester;
  for (let i = BONFIRE_SPACES - 1; i >= 0; i--) {
    if (b[HB_BONFIRE_SPACE + i] !== 0) continue;
    if (b[HB_BONFIRE_POSS]! < TOKENS_BACK) return;
    b[HB_BONFIRE_SPACE + i] = TOKENS_BACK;
    b[HB_BONFIRE_POSS] = b[HB_BONFIRE_POSS]! - TOKENS_BACK;
    return;
  }
}

/** L2223: the dead Infected Haint's snake goes back to her Possessions. */
function snakeBack(s: HarrowState): void {
  s.hester[HB_SNAKES]!++;
}

/** Hester's defence from parameter values (`hester.unitStrength`, `hester.killCost`, `hester.bramblesKillCost`, `game.dousePoints`; missing keys: the data). */
export function hesterDefence(values: ParameterValues = {}): HesterDefence {
  return {
    unitStrength: intOr(values, 'hester.unitStrength', HESTER.unitStrength.value),
    bonfireTokenUnits: HESTER.bonfireTokenUnits.value,
    killCost: intOr(values, 'hester.killCost', HESTER.killCost.value),
    bramblesKillCost: intOr(values, 'hester.bramblesKillCost', HESTER.bramblesKillCost.value),
    cubesPerToken: BONFIRE_ATTACK.cubesPerToken.value,
    dousePoints: intOr(values, 'game.dousePoints', GAME.dousePoints.value),
    // L2194: "the cube will be the same color of the terrain of the hex"; Mountain / Brambles none (G-27b).
    bonusColour: hexColour,
    tokenDiscarded,
    bonfireDoused,
    hesterRemoved: boolOr(values, 'solo.hesterKilledRefill', SOLO.hesterKilledRefill.value)
      ? (s) => {
          hesterRemoved(s);
          if (isSolo(s)) soloRefill(s);
        }
      : hesterRemoved,
    snakeBack,
  };
}
