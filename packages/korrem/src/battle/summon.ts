// Summons in battle (spec §2.3 step 2, §2.4, §2.12): a Summon card from the side's hand enters play next
// to one of its Summoner characters, paid from the army's cargo. The attacker may summon during its
// setup; nobody in the Engagement; afterwards each side in its own phases. Which Summons the battle hex
// admits (land, Landmark gates) is the caller's concern: it passes only those.
import { TRAIT_SUMMONER, type CompiledContent } from '../content/compiled.js';
import { RESOURCES } from '../lands.js';
import { ATTACKER, MODE_PHASE, MODE_SETUP, PK_CHAR, cellOf, type BattleState } from './battle-state.js';
import { canAct } from './ability-state.js';
import { hasOwnOrthNeighbour, inGrid, isOwnRow, putPiece } from './grid.js';
import { setupCompletable } from './setup.js';

/** Whether the side can pay `card`'s Recruitment cost from its cargo. */
export function canPaySummon(b: BattleState, c: CompiledContent, side: number, card: number): boolean {
  for (let r = 0; r < RESOURCES; r++) {
    if ((b.cargo[side * RESOURCES + r] as number) < (c.cards.cost[card * RESOURCES + r] as number)) return false;
  }
  return true;
}

/** Whether a Summoner of `side` stands next to (x, y) (Fig. 3: "next to … including diagonals"). */
function summonerNextTo(b: BattleState, c: CompiledContent, side: number, x: number, y: number, mustAct: boolean): boolean {
  for (let q = 0; q < b.pieceCount; q++) {
    if (b.side[q] !== side || b.kind[q] !== PK_CHAR || b.alive[q] !== 1 || b.placed[q] !== 1) continue;
    if (((c.cards.traits[b.card[q] as number] as number) & TRAIT_SUMMONER) === 0) continue;
    if (mustAct && !canAct(b, q)) continue;
    if (Math.abs((b.x[q] as number) - x) <= 1 && Math.abs((b.y[q] as number) - y) <= 1) return true;
  }
  return false;
}

/** Whether hand Summon `p` may be summoned onto (x, y) now. */
export function summonLegal(b: BattleState, c: CompiledContent, p: number, x: number, y: number): boolean {
  const side = b.side[p] as number;
  if (b.hand[p] !== 1 || side !== b.activeSide || b.npc[side] === 1) return false;
  if (!inGrid(b, x, y) || b.cell[cellOf(x, y)] !== -1) return false;
  if (b.mode === MODE_SETUP) {
    // Only the attacker summons during setup (§2.3); the touching rule must still hold, and a valid
    // layout must stay reachable for the cards not yet placed (G81).
    if (side !== ATTACKER || !isOwnRow(b, side, y) || !hasOwnOrthNeighbour(b, side, x, y, p)) return false;
    if (!setupCompletable(b, side, cellOf(x, y), true)) return false;
  } else if (b.mode !== MODE_PHASE || b.phase === 0) return false; // not in the Engagement (§2.4)
  if (!summonerNextTo(b, c, side, x, y, b.mode === MODE_PHASE)) return false;
  return canPaySummon(b, c, side, b.card[p] as number);
}

/** Pays and brings hand Summon `p` into play on (x, y). */
export function applySummon(b: BattleState, c: CompiledContent, p: number, x: number, y: number): void {
  const side = b.side[p] as number;
  const card = b.card[p] as number;
  for (let r = 0; r < RESOURCES; r++) {
    b.cargo[side * RESOURCES + r] = (b.cargo[side * RESOURCES + r] as number) - (c.cards.cost[card * RESOURCES + r] as number);
  }
  b.hand[p] = 0;
  b.alive[p] = 1;
  putPiece(b, p, x, y);
}
