// The Nation Bank (spec §1.16): an army on an own settlement that no enemy occupies deposits and
// withdraws freely (0 Actions, ASSUMPTION §1.9). Branching control (§6.3): "deposit all cargo" and
// "withdraw the cost of X" (top the cargo up to a Village / Kingdom / Wall / Tower cost) or one unit
// of a resource. Artifacts move one by one; their VP count only while banked (§3.4).
import { argA, argB, encode } from '../actions.js';
import { WK_ARTIFACT } from '../content/compiled.js';
import { RESOURCES, RESOURCE_NAMES } from '../lands.js';
import type { KorremGame } from '../prompts.js';
import { WLOC_ARMY, WLOC_BANK, type ArmyIndex, type Seat } from '../state.js';
import { depositArtifact, withdrawArtifact } from '../world/artifacts.js';
import { affordable, armyName, bankBase, cargoBase, cargoTotal, ownFreeSettlement, spend } from './common.js';
import { V_DEPOSIT, V_DEPOSIT_ARTIFACT, V_WITHDRAW, V_WITHDRAW_ARTIFACT, W_KINGDOM, W_ONE, W_VILLAGE, W_WALL } from './verbs.js';

const TEMPLATES = W_ONE + RESOURCES;
const TEMPLATE_NAMES = ['a Village', 'a Kingdom upgrade', 'a Wall', 'a Tower'] as const;

function templateCost(s: KorremGame, w: number): Int16Array {
  const n = s.config.content.nations;
  return w === W_VILLAGE ? n.villageCost : w === W_KINGDOM ? n.kingdomCost : w === W_WALL ? n.wallPrice : n.towerPrice;
}

/** Units of resource r the template takes from the bank (the shortfall of the cargo), or -1 when the bank cannot cover it. */
function withdrawAmount(s: KorremGame, seat: Seat, a: ArmyIndex, w: number, r: number): number {
  const inBank = s.pl[bankBase(seat) + r]!;
  if (w >= W_ONE) return w - W_ONE === r ? (inBank >= 1 ? 1 : -1) : 0;
  const need = templateCost(s, w)[s.nation[seat]! * RESOURCES + r]! - s.armyCargo[cargoBase(a) + r]!;
  if (need <= 0) return 0;
  return inBank >= need ? need : -1;
}

function withdrawable(s: KorremGame, seat: Seat, a: ArmyIndex, w: number): boolean {
  let total = 0;
  for (let r = 0; r < RESOURCES; r++) {
    const k = withdrawAmount(s, seat, a, w, r);
    if (k < 0) return false;
    total += k;
  }
  return total > 0;
}

/** Is the army where it may use the bank (§1.16)? */
export const atOwnBank = (s: KorremGame, seat: Seat, a: ArmyIndex): boolean => ownFreeSettlement(s, seat, s.armyTile[a]!);

export function legalBank(s: KorremGame, seat: Seat, a: ArmyIndex, out: Int32Array, n: number): number {
  if (!atOwnBank(s, seat, a) || !affordable(s, seat, 0)) return n;
  if (cargoTotal(s, a) > 0) out[n++] = encode(V_DEPOSIT, a);
  for (let w = 0; w < TEMPLATES; w++) if (withdrawable(s, seat, a, w)) out[n++] = encode(V_WITHDRAW, a, w);
  const world = s.config.content.world;
  for (let w = 0; w < s.shape.worldCopies; w++) {
    if (world.kind[s.wCard[w]!] !== WK_ARTIFACT) continue;
    if (s.wLoc[w] === WLOC_ARMY && s.wArg[w] === a) out[n++] = encode(V_DEPOSIT_ARTIFACT, a, w);
    else if (s.wLoc[w] === WLOC_BANK && s.wArg[w] === seat) out[n++] = encode(V_WITHDRAW_ARTIFACT, a, w);
  }
  return n;
}

export function applyBank(s: KorremGame, seat: Seat, verb: number, code: number): void {
  const a = argA(code);
  if (!atOwnBank(s, seat, a)) throw new Error(`${armyName(s, a)} is not on a free own settlement`);
  const bank = bankBase(seat);
  const cargo = cargoBase(a);
  if (verb === V_DEPOSIT) {
    for (let r = 0; r < RESOURCES; r++) {
      s.pl[bank + r] = s.pl[bank + r]! + s.armyCargo[cargo + r]!;
      s.armyCargo[cargo + r] = 0;
    }
  } else if (verb === V_WITHDRAW) {
    const w = argB(code);
    if (!withdrawable(s, seat, a, w)) throw new Error('the bank cannot cover that withdrawal');
    for (let r = 0; r < RESOURCES; r++) {
      const k = withdrawAmount(s, seat, a, w, r);
      s.pl[bank + r] = s.pl[bank + r]! - k;
      s.armyCargo[cargo + r] = s.armyCargo[cargo + r]! + k;
    }
  } else {
    const w = argB(code);
    // world/artifacts.ts keeps the VP (§3.4: they count only while banked) and checks the win.
    if (verb === V_DEPOSIT_ARTIFACT) depositArtifact(s, w, seat);
    else withdrawArtifact(s, w, a);
  }
  spend(s, seat, 0);
}

export function describeBank(s: KorremGame, verb: number, code: number): string {
  const a = argA(code);
  if (verb === V_DEPOSIT) return `Deposit all of ${armyName(s, a)}'s cargo into the Nation Bank`;
  const b = argB(code);
  if (verb === V_WITHDRAW) {
    if (b >= W_ONE) return `Withdraw 1 ${RESOURCE_NAMES[b - W_ONE]} from the Nation Bank into ${armyName(s, a)}'s cargo`;
    return `Withdraw from the Nation Bank what ${armyName(s, a)} lacks for ${TEMPLATE_NAMES[b]}`;
  }
  const name = s.config.content.world.name[s.wCard[b]!];
  return verb === V_DEPOSIT_ARTIFACT ? `Deposit the Artifact ${name} into the Nation Bank` : `Withdraw the Artifact ${name} from the Nation Bank to ${armyName(s, a)}`;
}
