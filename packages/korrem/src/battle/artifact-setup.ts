// Artifact assignment at battle setup (spec §2.3 step 3, §3.4, G59): who may hold an Artifact, the
// assignment decision a player side takes for each of its army's Artifacts once its cards are placed,
// the NPC sides' fixed rule, and the graveyard for an Artifact nobody may hold.
import { KIND_MACHINE, MAGIC_HOLY, MAGIC_UNHOLY, type CardId, type CompiledContent, type WorldCardId } from '../content/compiled.js';
import { ART_UNASSIGNED, PK_CHAR, type BattleState } from './battle-state.js';

/**
 * Whether character card `card` may hold (equip) Artifact `wcard` (§3.4 Alignment, RB Artifacts
 * examples: "Characters with Holy Magic Abilities cannot equip it"): a Holy Artifact not by a card with
 * an Unholy-magic ability, an Unholy one not by a card with a Holy-magic ability; Elemental (and
 * unaligned) ones by anyone. Machines hold Artifacts like anyone (RB Glossary: "cannot use Artifacts,
 * but can hold them").
 */
export function mayHoldArtifact(c: CompiledContent, card: CardId, wcard: WorldCardId): boolean {
  const al = c.world.alignment[wcard] as number;
  const barred = al === MAGIC_HOLY ? MAGIC_UNHOLY : al === MAGIC_UNHOLY ? MAGIC_HOLY : -1;
  if (barred < 0) return true;
  const end = c.cards.abilityStart[card + 1] as number;
  for (let i = c.cards.abilityStart[card] as number; i < end; i++) if (c.abilities.magic[c.cards.cardAbilities[i] as number] === barred) return false;
  return true;
}

/** Whether `card` may use `wcard`'s ability: it may hold it and is no Machine (§3.4 "Machines never use Artifacts"). */
export function mayUseArtifact(c: CompiledContent, card: CardId, wcard: WorldCardId): boolean {
  return ((c.cards.kinds[card] as number) & KIND_MACHINE) === 0 && mayHoldArtifact(c, card, wcard);
}

/** Whether piece `q` is a character of `side` on the grid that may hold battle Artifact `k`. */
export function mayReceive(b: BattleState, c: CompiledContent, k: number, q: number, side: number): boolean {
  return b.side[q] === side && b.kind[q] === PK_CHAR && b.alive[q] === 1 && b.placed[q] === 1 && mayHoldArtifact(c, b.card[q] as number, b.artCard[k] as number);
}

function anyHolder(b: BattleState, c: CompiledContent, k: number, side: number): boolean {
  for (let q = 0; q < b.pieceCount; q++) if (mayReceive(b, c, k, q, side)) return true;
  return false;
}

/** The first unassigned Artifact of `side` that some character of it on the grid may hold, or −1: the side's next assignment decision. */
export function nextArtifactToAssign(b: BattleState, c: CompiledContent, side: number): number {
  for (let k = 0; k < b.artCount; k++) {
    if (b.artHolder[k] === ART_UNASSIGNED && b.artSide[k] === side && anyHolder(b, c, k, side)) return k;
  }
  return -1;
}

/** ASSUMPTION G59: when `side` ends its setup, an Artifact still unassigned (nobody may hold it) waits in its graveyard. */
export function unassignedToGraveyard(b: BattleState, side: number): void {
  for (let k = 0; k < b.artCount; k++) if (b.artHolder[k] === ART_UNASSIGNED && b.artSide[k] === side) b.artHolder[k] = -1;
}

/**
 * The NPC sides' fixed rule (ASSUMPTION, no G-number; §2.15 gives NPCs no assignment rule): each Artifact,
 * in the army's order, goes to the first character in piece order (the stable card order of G74) that
 * may use it, else to the first that may hold it (a Machine), else to the graveyard (G59).
 */
export function assignNpcArtifacts(b: BattleState, c: CompiledContent, side: number): void {
  for (let k = 0; k < b.artCount; k++) {
    if (b.artHolder[k] !== ART_UNASSIGNED || b.artSide[k] !== side) continue;
    let holder = -1;
    for (let q = 0; q < b.pieceCount && holder < 0; q++) {
      if (mayReceive(b, c, k, q, side) && mayUseArtifact(c, b.card[q] as number, b.artCard[k] as number)) holder = q;
    }
    for (let q = 0; q < b.pieceCount && holder < 0; q++) if (mayReceive(b, c, k, q, side)) holder = q;
    b.artHolder[k] = holder;
  }
}
