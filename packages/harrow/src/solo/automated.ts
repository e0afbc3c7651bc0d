// The automated factions' own choices in solo (spec §1.21.2 D, ASSUMPTION G-79): "automated factions
// always take every kill they can afford, including in a Haint Clash". Every other choice in solo
// is the solo player's (Hester chooses the attacking and defending hexes, the order of moves, pushes).
// Also the solo lines of `render`.
import { A_ATK_CLASH_KILL, A_ATK_HIT, encode, kindOf } from '../actions.js';
import { AF_FACS } from '../attack.js';
import { ALL_CARDS } from '../data/cards.js';
import { SOLO_PILES } from '../data/solo.js';
import { SOLO_PILE_BLOCK } from './numbers.js';
import {
  F_DECK_LEN, F_SCORE, F_WORDS, FAC_F, FAC_P, FW_PROMPT, G_SOLO_CARD, G_SOLO_LEVEL, G_SOLO_SIDE, G_WILD_SUPPLY, PR_ATK_CLASH_ATK,
  PR_ATK_CLASH_DEF, PR_ATK_HIT, isAutomated, topFrame, type HarrowState,
} from '../state.js';

/**
 * Narrows the legal actions `out[0..n)` of the decision on top to the automated faction's choice
 * when an automated faction decides (G-79: hit, and kill in a Haint Clash, whenever offered).
 * Returns the new count.
 */
export function automatedChoice(s: HarrowState, out: Int32Array, n: number): number {
  const fr = topFrame(s);
  const prompt = s.frames[fr + FW_PROMPT]!;
  if (prompt !== PR_ATK_HIT && prompt !== PR_ATK_CLASH_ATK && prompt !== PR_ATK_CLASH_DEF) return n;
  const facs = s.frames[fr + AF_FACS]!;
  const decider = prompt === PR_ATK_CLASH_DEF ? (facs >> 4) & 15 : facs & 15;
  if (!isAutomated(s, decider)) return n;
  const take = prompt === PR_ATK_HIT ? A_ATK_HIT : A_ATK_CLASH_KILL;
  for (let i = 0; i < n; i++) {
    if (kindOf(out[i]!) === take) {
      out[0] = encode(take);
      return 1;
    }
  }
  return n;
}

/** One line for `render`: the level, the piles, the card being resolved, the scores, the Wild tokens left. */
export function soloSummary(s: HarrowState): string {
  const piles = SOLO_PILES.map((p, i) => `${p.colour} ${s.f[SOLO_PILE_BLOCK[i]! * F_WORDS + F_DECK_LEN]}`).join(', ');
  const card = s.g[G_SOLO_CARD]!;
  const side = s.g[G_SOLO_SIDE]!;
  const resolving = card >= 0 ? `; resolving ${ALL_CARDS[card]!.name} for ${side === FAC_P ? 'the Protectors' : 'the Family'}` : '';
  return (
    `solo Level ${s.g[G_SOLO_LEVEL]}: piles ${piles}${resolving}; ` +
    `Protectors ${s.f[FAC_P * F_WORDS + F_SCORE]} points, Family ${s.f[FAC_F * F_WORDS + F_SCORE]} points; ${s.g[G_WILD_SUPPLY]} Wild tokens nearby`
  );
}
