// What one seat can see of a Heart of Korrem state (spec §6.1, §6.7 16), as a comparison: two states
// that differ only in what `seat` cannot see give no difference. Hidden (and so skipped): the order of
// every face-down deck above its publicly known bottom (each Nation deck — its owner's too — the
// Creature deck but its top card while revealed, the World deck), the other seats' World cards in
// hand and queued Events, the other seats' setup tile hands and the bag's contents; where a World copy is, when it sits in one of those.
// Everything else — the map, settlements, armies, banks, VP, deck sizes, the known bottoms, the own
// hand, the discard, the active Event, frames (but the other side's sealed trade choice while this
// seat seals), the battle — must be identical. Test code: allocates.
import type { KorremGame } from '../prompts.js';
import { G_CREATURE_TOP_SEEN, G_TL_ACTIVE, G_TL_LEN, WLOC_DECK, WLOC_HAND, WLOC_TIMELINE } from '../state.js';
import { sealedChoiceHiddenFrom } from '../command/trade.js';

type Indexed = ArrayLike<number>;
const isArray = (v: unknown): v is Indexed => ArrayBuffer.isView(v) && !(v instanceof DataView);

/** Keys skipped everywhere: the content/config, the shared buffer (its views are compared one by one), scratch. */
const SKIP = new Set(['config', 'shape', 'buffer', 'scratch', 'scratchStack', 'scratchMark']);
/** State keys compared by the visibility rules below rather than element by element. */
const HIDDEN_STATE = new Set(['nationDeck', 'creatureDeck', 'worldDeck', 'hand', 'timeline', 'wLoc', 'wArg', 'frames']);

function diffObjects(a: Record<string, unknown>, b: Record<string, unknown>, path: string, skip: ReadonlySet<string>): string | null {
  for (const k of Object.keys(a)) {
    if (SKIP.has(k) || skip.has(k)) continue;
    const x = a[k];
    const y = b[k];
    if (isArray(x) && isArray(y)) {
      if (x.length !== y.length) return `${path}${k}: lengths ${x.length} vs ${y.length}`;
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return `${path}${k}[${i}]: ${x[i]} vs ${y[i]}`;
    } else if (typeof x === 'number' || typeof x === 'boolean' || typeof x === 'string') {
      if (x !== y) return `${path}${k}: ${String(x)} vs ${String(y)}`;
    } else if (x !== null && typeof x === 'object' && typeof x !== 'function') {
      const inner = k === 'bag' ? new Set(['tiles']) : k === 'placing' ? new Set(['hands']) : new Set<string>();
      const d = diffObjects(x as Record<string, unknown>, y as Record<string, unknown>, `${path}${k}.`, inner);
      if (d !== null) return d;
    }
  }
  return null;
}

/** Where is World copy `w` as `seat` sees it: a public place (true) or a hidden one (false). */
function worldVisible(s: KorremGame, w: number, seat: number): boolean {
  const loc = s.wLoc[w]!;
  if (loc === WLOC_DECK) {
    for (let i = 0; i < s.deckKnown[s.shape.seats + 1]!; i++) if (s.worldDeck[i] === w) return true;
    return false;
  }
  if (loc === WLOC_HAND) return s.wArg[w] === seat;
  if (loc === WLOC_TIMELINE) {
    if (s.g[G_TL_ACTIVE] === w) return true;
    for (let i = 0; i < s.g[G_TL_LEN]!; i++) if (s.timeline[i] === w) return s.timelineBy[i] === seat;
    return false;
  }
  return true;
}

/** The first thing `seat` can see that differs between `a` and `b`, or null (a and b of one shape). */
export function visibleDifference(a: KorremGame, b: KorremGame, seat: number): string | null {
  const d = diffObjects(a as unknown as Record<string, unknown>, b as unknown as Record<string, unknown>, '', HIDDEN_STATE);
  if (d !== null) return d;
  // Frames: all public but the other side's sealed Deliver/Renege while this seat seals (G11).
  const sealed = sealedChoiceHiddenFrom(a, seat);
  for (let i = 0; i < a.frames.length; i++) if (i !== sealed && a.frames[i] !== b.frames[i]) return `frames[${i}]: ${a.frames[i]} vs ${b.frames[i]}`;
  const n = a.shape.seats;
  const copies = a.shape.copies;
  for (let p = 0; p < n; p++) for (let i = 0; i < a.deckKnown[p]!; i++) if (a.nationDeck[p * copies + i] !== b.nationDeck[p * copies + i]) return `known bottom of seat ${p}'s Nation deck, entry ${i}`;
  for (let i = 0; i < a.deckKnown[n]!; i++) if (a.creatureDeck[i] !== b.creatureDeck[i]) return `known bottom of the Creature deck, entry ${i}`;
  const cl = a.lens[0]!;
  if (a.g[G_CREATURE_TOP_SEEN] !== 0 && cl > 0 && a.creatureDeck[cl - 1] !== b.creatureDeck[cl - 1]) return 'the revealed top card of the Creature deck';
  for (let i = 0; i < a.deckKnown[n + 1]!; i++) if (a.worldDeck[i] !== b.worldDeck[i]) return `known bottom of the World deck, entry ${i}`;
  const hc = a.shape.handCap;
  for (let p = 0; p < n; p++) {
    for (let i = 0; i < a.handLen[p]!; i++) {
      const x = a.hand[p * hc + i]!;
      const y = b.hand[p * hc + i]!;
      // The own hand entirely; of the others', which entries are World cards and their characters.
      if (p === seat ? x !== y : x < 0 !== y < 0 || (x >= 0 && x !== y)) return `seat ${p}'s hand entry ${i}: ${x} vs ${y}`;
    }
  }
  for (let i = 0; i < a.g[G_TL_LEN]!; i++) if (a.timelineBy[i] === seat && a.timeline[i] !== b.timeline[i]) return `own queued Event ${i}`;
  for (let w = 0; w < a.shape.worldCopies; w++) {
    if (worldVisible(a, w, seat) !== worldVisible(b, w, seat)) return `World copy ${w} is visible to seat ${seat} in one state only`;
    if (worldVisible(a, w, seat) && (a.wLoc[w] !== b.wLoc[w] || a.wArg[w] !== b.wArg[w])) return `World copy ${w}: loc ${a.wLoc[w]}/${a.wArg[w]} vs ${b.wLoc[w]}/${b.wArg[w]}`;
  }
  const pl = a.placing;
  for (let i = 0; i < pl.handCount[seat]!; i++) if (pl.hands[seat * pl.handSize + i] !== b.placing.hands[seat * pl.handSize + i]) return `own setup tile hand entry ${i}`;
  return null;
}
