// TS-5 acquire power (CR-P): a full row returns its bones and executes by type.
import type { Rng } from '@balance-lab/core';
import { A_TARGET, encode } from './actions.js';
import { LAW, RELIC } from './config.js';
import { endAcquire } from './flow.js';
import { type DarkleafState, G_ACQ_ROW, G_PHASE, PH_ACQUIRE, unitType } from './state.js';
import { clearRow } from './slotting.js';
import { chipFree } from './units.js';

export function acquireRow(s: DarkleafState, seat: number, row: number, rng: Rng): void {
  clearRow(s, seat, row); // CR-P-1
  const clan = s.clan[seat]!;
  const sk = s.config.clans[clan]!.skills[row]!;
  if (sk.type === RELIC) {
    if (s.relicTok[seat * 5 + row]! < sk.relicSlots) s.relicTok[seat * 5 + row] = s.relicTok[seat * 5 + row]! + 1;
    s.config.hooks[clan]!.relicEarned(s, seat, row, rng); // default endAcquire; Hexen cast at once (HX-T-2)
    return;
  }
  if (sk.type === LAW) s.law[seat] = s.law[seat]! | (1 << row); // §1.10: permanent
  s.config.hooks[clan]!.acquireSkill(s, seat, row, rng);
}

/** CR-P-2/CR-P-3: own units on the board that may receive the aura of `row` now; with out = null only whether one exists (1/0). */
export function auraTargets(s: DarkleafState, seat: number, row: number, out: Int32Array | null, n: number): number {
  const sk = s.config.clans[s.clan[seat]!]!.skills[row]!;
  if (!chipFree(s, seat)) return n;
  for (let i = 0; i < 16; i++) {
    const u = seat * 16 + i;
    if (s.uSq[u]! < 0) continue;
    if ((sk.auraEligible & (1 << unitType(u))) === 0) continue;
    if ((s.uAura[u]! & sk.auraBit) !== 0) continue;
    if (!out) return n + 1; // existence is all a null `out` asks (callers test against 0)
    out[n++] = encode(A_TARGET, u);
  }
  return n;
}

/** Generic aura placement: asks which eligible unit receives the chip. */
export function openAuraPrompt(s: DarkleafState, seat: number, row: number, rng: Rng): void {
  if (auraTargets(s, seat, row, null, 0) === 0) {
    endAcquire(s, rng);
    return;
  }
  s.g[G_ACQ_ROW] = row;
  s.g[G_PHASE] = PH_ACQUIRE;
}

export function attachAura(s: DarkleafState, seat: number, row: number, u: number): void {
  const sk = s.config.clans[s.clan[seat]!]!.skills[row]!;
  s.uAura[u] = s.uAura[u]! | sk.auraBit;
  s.chips[seat] = s.chips[seat]! + 1;
}
