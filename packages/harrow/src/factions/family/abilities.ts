// The Family's Abilities jar (R-ABL-F, L1434-1444, L461; ★7, CF-05…08): draw from the bag, put
// back (a PR_FAMILY_PUTBACK decision), then the Upgrade window (one Upgrade card paid with a drawn
// token, L1723), then the kept tokens: STRENGTHEN at once (their order changes nothing), ADVANCE,
// SPAWN and Upgrade tokens as picks in any order (each an own packet). An effect (effects.ts)
// the turn machine starts when the jar is broken (key `abilities:family`); EF_STEP is the stage.
import { BAG_BASIC, BAG_KINDS, FAC_F, FW_SEAT, F_SEAT, F_WORDS, G_LAST_JAR, PR_PICK, TK_ADV, TK_SPN, TK_STR, pushFrame, topFrame } from '../../state.js';
import { OPEN } from '../../basic-actions.js';
import { EF_STEP, NO_HOOKS, RS_EFFECT, endEffect, type EffectHooks } from '../../effects.js';
import { familyDraw } from '../../setup.js';
import { strengthen } from '../../strengthen.js';
import { PF_ADV, PF_FAC, PF_SPN, PF_UPG, W_UPGRADE, openWindow, type HarrowGame } from '../../turn.js';

const ST_DRAWN = 1; // the put-back (if any) is open or done
const ST_UPGRADE = 2; // the Upgrade window is open or done
const ST_KEPT = 3; // the kept tokens are being resolved

/** R-ABL-F step 5: STRENGTHEN at once, then the picks of the ADVANCE, SPAWN and Upgrade tokens. */
function kept(s: HarrowGame): number {
  strengthen(s, FAC_F, s.drawn[TK_STR]!, s.config.basic);
  const adv = s.drawn[TK_ADV]!;
  const spn = s.drawn[TK_SPN]!;
  let upg = 0;
  for (let k = BAG_BASIC; k < BAG_KINDS; k++) if (s.drawn[k]! > 0) upg |= 1 << (k - BAG_BASIC);
  if (adv + spn + upg === 0) return endEffect(s);
  const p = pushFrame(s, PR_PICK, RS_EFFECT, s.f[FAC_F * F_WORDS + F_SEAT]!);
  s.frames[p + PF_ADV] = adv;
  s.frames[p + PF_SPN] = spn;
  s.frames[p + PF_UPG] = upg;
  s.frames[p + PF_FAC] = FAC_F;
  return OPEN;
}

function next(s: HarrowGame, fr: number): number {
  const F = s.frames;
  switch (F[fr + EF_STEP]) {
    case ST_DRAWN:
      F[fr + EF_STEP] = ST_UPGRADE;
      return openWindow(s, s.config, FAC_F, F[fr + FW_SEAT]!, W_UPGRADE, s.g[G_LAST_JAR]!, RS_EFFECT);
    case ST_UPGRADE:
      F[fr + EF_STEP] = ST_KEPT;
      return kept(s);
    default:
      return endEffect(s);
  }
}

export const FAMILY_ABILITIES: EffectHooks = {
  ...NO_HOOKS,
  key: 'abilities:family',
  name: 'Abilities Mason Jar',
  source: 'R-ABL-F (L1434-1444, L461)',
  start: (s, fr, rng) => {
    s.frames[fr + EF_STEP] = ST_DRAWN;
    familyDraw(s, s.config.setup.n, rng, RS_EFFECT);
    return topFrame(s) !== fr ? OPEN : next(s, fr);
  },
  resume: (s, fr) => next(s, fr),
};
