// The weights of Heart of Korrem's position evaluation (evaluate.ts) as sourced data. Every worth
// is in VP, the unit the game is won in, so each weight reads "this feature is worth w VP". They are
// ours (the rulebook prints no strategy): estimates checked by the ladder (greedy against random)
// and by the greedy studies of reports/korrem/ — the package README gives the commands.
import { S } from '@balance-lab/core/sourced';

const OURS = 'ours: a heuristic estimate in VP, checked by greedy vs random (reports/korrem/greedy)';

export const KORREM_EVAL_WEIGHTS = {
  /** VP of lead that count as a near-sure win (value = tanh(lead / scale)). */
  scale: S(6, 'ours: about a quarter of the 25-VP goal (RB: Victory Conditions)'),
  /**
   * How much the best rival's worth counts against the seat's own (value = tanh((own − rivalry ×
   * rival) / scale)). Below 1, a deal that helps both sides can help each by its own measure: with 1
   * (zero-sum) no greedy player would ever accept a National Trade in a 2-player game, and trading is
   * how a nation gets the resources it cannot gather (RB: National Trade).
   */
  rivalry: S(0.5, 'ours: trades happen when each side gains at least half what the other does'),
  /** A VP. */
  vp: S(1, 'the unit'),
  /**
   * A Village held (a Town Hall pile, a gathering base, a place to bank), beyond the VP its quests pay.
   * More than the most its kit can be worth (villageProgress + cargoReady + siteReady + 14 resources +
   * the kit's share of kingdomProgress ≈ 2.7), so an army holding a kit on a legal site builds.
   */
  village: S(3, OURS),
  /** A Kingdom held, on top of its Village's worth (two more piles, Towers). */
  kingdom: S(2, OURS),
  /** A resource unit in the bank or in a cargo, whatever it is. */
  resource: S(0.02, OURS),
  /**
   * Progress to the next Village, as the covered share of its cost (RB Fig. 2: 2 Or 8 Wd 4 Gr) over
   * everything the nation holds (bank and cargo): a full cost is worth this, and building then pays
   * `village` more, so a one-ply search gathers what is missing and builds.
   */
  villageProgress: S(1.2, OURS),
  /** A resource unit in the bank rather than in a cargo (recruits, upgrades and trades pay from the bank). */
  banked: S(0.005, OURS),
  /** An army whose cargo covers a Village (a full kit): it can build on a legal site (§1.13)… */
  siteReady: S(0.7, OURS),
  /** …less this per Action between it and the nearest legal site (more than a Provider's gatherSpot), so the kit walks there. */
  siteStep: S(0.12, OURS),
  /** The bank covers a Village and no army carries one: per Action between the nearest army and a free own settlement (where it can fetch the kit). */
  fetchStep: S(0.03, OURS),
  /** Cargo beyond a Village kit, per unit and per Action from the nearest free own settlement: it wants banking (trades and recruits pay from the bank). */
  haul: S(0.004, OURS),
  /** The same share counted in the best single cargo (a Village is paid from the building army's cargo, §1.13). */
  cargoReady: S(0.25, OURS),
  /** Progress to the next Kingdom (RB Fig. 2) over the bank and cargo, while the nation has a Village to upgrade. */
  kingdomProgress: S(0.6, OURS),
  /** A character in an own army, flat (an Action pool, a body in battle). */
  character: S(0.25, OURS),
  /** Per point of Attack + Defense + Health / 3 of a character in an own army (its fighting weight). */
  power: S(0.05, OURS),
  /** A character that can gather somewhere (a Provider): it makes resources every round it works. */
  producer: S(0.3, OURS),
  /** A Provider that gathers something the next Village lacks: per Action between its army and the nearest such land. */
  gatherStep: S(0.04, OURS),
  /** A character that gathers where it stands (a Provider on its land): worth a resource a round. */
  gatherSpot: S(0.1, OURS),
  /** An Artifact carried (its VP count only once banked, RB: Artifacts): this share of its VP. */
  carriedArtifact: S(0.6, OURS),
  /** A World card in hand. */
  card: S(0.15, OURS),
  /**
   * Reputation (spec §6.6 reciprocity, G11): reneging on a seat that never reneged on this one costs
   * this much, more than any one template's resources (4 units), so a greedy player delivers unless
   * its partner reneged on it first (tit for tat) and does not trade with a seat that cheated it.
   */
  reputation: S(1.5, 'ours: tit for tat (spec §6.6 "reciprocity"); above the worth of a 4-unit trade'),
  /** In a battle, the share of a fighting enemy NPC's (a Monster's) power counted against the seat fighting it. */
  npcThreat: S(1, OURS),
} as const;

export type KorremEvalWeights = { readonly [K in keyof typeof KORREM_EVAL_WEIGHTS]: number };

/** The weights' values, read once when a game is configured. */
export function evalWeightValues(): KorremEvalWeights {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(KORREM_EVAL_WEIGHTS)) out[k] = v.value;
  return out as KorremEvalWeights;
}
