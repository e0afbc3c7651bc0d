// Artifacts (spec §3.4, §1.16): where they are, the VP they give only while banked, destroying
// them for their discard value, who may use them (alignment), and the Heart of Korrem (G35).
import { LM_THRONE, WK_ARTIFACT, type CardId, type CompiledContent, type WorldCardId } from '../content/compiled.js';
import { RESOURCES } from '../lands.js';
import { mayUseArtifact } from '../battle/artifact-setup.js';
import type { KorremGame } from '../prompts.js';
import {
  LOC_ARMY,
  PL_BANK,
  PL_WORDS,
  WLOC_ARMY,
  WLOC_BANK,
  WLOC_GONE,
  armyOwner,
  type ArmyIndex,
  type KorremState,
  type Seat,
  type WCopy,
  G_HEART_PAID,
} from '../state.js';
import { VP_ARTIFACT, VP_OTHER, addVp, declareWinner } from './vp.js';
import { WE_HEART } from './world-effects.js';


/** heartMode (parameters.ts, ASSUMPTION G35): +heartVp once, an instant win, or nothing. */
export const HEART_VP = 0;
export const HEART_INSTANT_WIN = 1;
export const HEART_OFF = 2;

export const isArtifact = (c: CompiledContent, wcard: WorldCardId): boolean => c.world.kind[wcard] === WK_ARTIFACT;

/** An Artifact's VP while banked (§3.4 right of the bar). */
export const artifactVp = (c: CompiledContent, wcard: WorldCardId): number => c.world.vp[wcard]!;

/** Discard value: "the owner may destroy it at any time" unless the bar has none (§3.4 example B). */
export const canDestroyArtifact = (c: CompiledContent, wcard: WorldCardId): boolean => c.world.discardable[wcard] === 1;

/**
 * Can character card `card` use Artifact `wcard` (§3.4 Alignment)? Machines never; a Holy Artifact
 * not by a card with an Unholy-magic ability, an Unholy one not by a card with a Holy-magic
 * ability; Elemental (and unaligned) ones by anyone else.
 */
export function canUseArtifact(c: CompiledContent, card: CardId, wcard: WorldCardId): boolean {
  return mayUseArtifact(c, card, wcard);
}

/** The Artifact goes to (or moves to) army `army`: a weather-8 recipient, a battle's winner, an army exchange. */
export function artifactToArmy(s: KorremState, w: WCopy, army: ArmyIndex): void {
  if (s.wLoc[w] === WLOC_BANK) throw new Error(`Artifact copy ${w} is banked: withdraw it (withdrawArtifact)`);
  s.wLoc[w] = WLOC_ARMY;
  s.wArg[w] = army;
}

/** An army on an own settlement deposits Artifact `w` in its Nation Bank (§1.16): its VP count from now (§3.4). Legality is the bank module's. */
export function depositArtifact(s: KorremGame, w: WCopy, seat: Seat): void {
  if (s.wLoc[w] !== WLOC_ARMY) throw new Error(`Artifact copy ${w} is not carried by an army`);
  s.wLoc[w] = WLOC_BANK;
  s.wArg[w] = seat;
  addVp(s, seat, artifactVp(s.config.content, s.wCard[w]!), VP_ARTIFACT);
}

/** Withdrawn from the bank to army `army`: "If it is removed from the bank, no VP's" (§3.4). */
export function withdrawArtifact(s: KorremGame, w: WCopy, army: ArmyIndex): void {
  const seat = bankedBy(s, w);
  s.wLoc[w] = WLOC_ARMY;
  s.wArg[w] = army;
  addVp(s, seat, -artifactVp(s.config.content, s.wCard[w]!), VP_ARTIFACT);
}

/** National Trade of a banked Artifact (§1.19, ASSUMPTION G56: Artifacts are tradable): its VP move with it. */
export function tradeArtifact(s: KorremGame, w: WCopy, to: Seat): void {
  const from = bankedBy(s, w);
  const vp = artifactVp(s.config.content, s.wCard[w]!);
  s.wArg[w] = to;
  addVp(s, from, -vp, VP_ARTIFACT);
  addVp(s, to, vp, VP_ARTIFACT);
}

/**
 * The owner destroys Artifact `w` for its discard value (§3.4: removed from the game
 * permanently): a banked one pays into the bank (and its VP are lost), a carried one into the
 * carrying army's cargo (armies manage their own resources, RB "Armies"). Returns false, changing
 * nothing, when the Artifact cannot be discarded.
 */
export function destroyArtifact(s: KorremGame, w: WCopy): boolean {
  const c = s.config.content;
  const wcard = s.wCard[w]!;
  if (!canDestroyArtifact(c, wcard)) return false;
  const loc = s.wLoc[w];
  if (loc === WLOC_BANK) {
    const seat = s.wArg[w]!;
    const base = seat * PL_WORDS + PL_BANK;
    for (let r = 0; r < RESOURCES; r++) s.pl[base + r] = s.pl[base + r]! + c.world.discard[wcard * RESOURCES + r]!;
    addVp(s, seat, -artifactVp(c, wcard), VP_ARTIFACT);
  } else if (loc === WLOC_ARMY) {
    const base = s.wArg[w]! * RESOURCES;
    for (let r = 0; r < RESOURCES; r++) s.armyCargo[base + r] = s.armyCargo[base + r]! + c.world.discard[wcard * RESOURCES + r]!;
  } else {
    throw new Error(`Artifact copy ${w} is neither banked nor carried`);
  }
  s.wLoc[w] = WLOC_GONE;
  s.wArg[w] = -1;
  return true;
}

/** Artifacts carried by army `a`, written to `out`; returns how many. */
export function armyArtifacts(s: KorremState, a: ArmyIndex, out: Int32Array | Int16Array): number {
  let k = 0;
  for (let w = 0; w < s.shape.worldCopies; w++) if (s.wLoc[w] === WLOC_ARMY && s.wArg[w] === a) out[k++] = w;
  return k;
}

/** The VP `seat`'s banked Artifacts are worth now (spec §6.7 invariant 3: equals PL_VP_ARTIFACT). */
export function bankedArtifactVp(s: KorremGame, seat: Seat): number {
  let v = 0;
  for (let w = 0; w < s.shape.worldCopies; w++) if (s.wLoc[w] === WLOC_BANK && s.wArg[w] === seat) v += artifactVp(s.config.content, s.wCard[w]!);
  return v;
}

function bankedBy(s: KorremState, w: WCopy): Seat {
  if (s.wLoc[w] !== WLOC_BANK) throw new Error(`Artifact copy ${w} is not in a bank`);
  return s.wArg[w]!;
}

/**
 * The Heart of Korrem at the end of `seat`'s Command Phase (ASSUMPTION G35, RB Throne of
 * Korrem: "activates the Heart of Korrem Artifact when held by a Character with a Loving Bond"):
 * an army of `seat` on the Throne carries the Heart and one of its characters has a Romantic
 * bond → heartMode vp: +heartVp once per game; instantWin: `seat` wins; off: nothing. Returns
 * whether it activated.
 */
export function heartAtCommandEnd(s: KorremGame, seat: Seat): boolean {
  const { params, content } = s.config;
  if (params.heartMode === HEART_OFF) return false;
  if (params.heartMode === HEART_VP && s.g[G_HEART_PAID] !== 0) return false;
  for (let w = 0; w < s.shape.worldCopies; w++) {
    if (s.wLoc[w] !== WLOC_ARMY || content.world.effect[s.wCard[w]!] !== WE_HEART) continue;
    const a = s.wArg[w]!;
    if (armyOwner(s, a) !== seat) continue;
    const t = s.armyTile[a]!;
    if (t < 0) continue;
    const lm = s.map.landmark[t]!;
    if (lm < 0 || content.landmarks.effect[lm] !== LM_THRONE) continue;
    if (!armyHasRomance(s, a)) continue;
    if (params.heartMode === HEART_INSTANT_WIN) {
      declareWinner(s, seat);
    } else {
      s.g[G_HEART_PAID] = 1;
      // Not banked-Artifact VP (the Heart's bar is 0 VP): counted in the total only.
      addVp(s, seat, params.heartVp, VP_OTHER);
    }
    return true;
  }
  return false;
}

function armyHasRomance(s: KorremState, a: ArmyIndex): boolean {
  for (let c = 0; c < s.shape.copies; c++) if (s.copyLoc[c] === LOC_ARMY && s.copyArg[c] === a && s.copyRomance[c]! >= 0) return true;
  return false;
}
