// The Protectors' Abilities jar (R-ABL-P, L445-449, L1424-1428; CF-04): choose a Faction-Board row
// (ADVANCE, SPAWN or STRENGTHEN) and take its value (above the rightmost token) as one packet.
// An effect (effects.ts) the turn machine starts when the jar is broken (key `abilities:protectors`).
import { A_ABILITY_ROW, argA, encode } from '../../actions.js';
import { EF_FAC, EF_STEP, NO_HOOKS, RS_EFFECT, endEffect, type EffectHooks } from '../../effects.js';
import { TK_ADV, TK_SPN, TK_STR } from '../../state.js';
import { openPacket, rowValue } from '../../turn.js';
import { OPEN } from '../../basic-actions.js';

const ROW_CHOSEN = 1;

export const PROTECTOR_ABILITIES: EffectHooks = {
  ...NO_HOOKS,
  key: 'abilities:protectors',
  name: 'Abilities Mason Jar',
  source: 'R-ABL-P (L445-449, L1424-1428)',
  start: () => OPEN,
  legal: (_s, _fr, out) => {
    out[0] = encode(A_ABILITY_ROW, TK_ADV);
    out[1] = encode(A_ABILITY_ROW, TK_SPN);
    out[2] = encode(A_ABILITY_ROW, TK_STR);
    return 3;
  },
  apply: (s, fr, action) => {
    const fac = s.frames[fr + EF_FAC]!;
    const kind = argA(action);
    s.frames[fr + EF_STEP] = ROW_CHOSEN;
    return openPacket(s, s.config, fac, kind, rowValue(s, s.config, fac, kind), RS_EFFECT);
  },
  resume: (s) => endEffect(s),
  describe: (_s, _fr, action) => `take row ${argA(action)}`,
};
