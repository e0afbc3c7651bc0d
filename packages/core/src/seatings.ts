// Which seatings a plan cycles through: the game's own legal list (a mandatory
// faction, a faction that only sits last, a mode that allows one pairing), or by
// default every ordered arrangement of the factions. Depends on nothing but the
// contracts, so a game may use it to build its own list.
import type { AnyGame, Seating } from './contracts.js';

/** More seatings than this in one cycle is a request to narrow (--factions), not a plan. */
export const MAX_SEATINGS = 1_000_000;

/**
 * Every ordered arrangement of `players` of `factions` (distinct unless `mirror`),
 * in lexicographic order of the factions' positions in the list: for two players,
 * (a,b), (a,c), …, (b,a), … — the order two-player plans have always cycled.
 */
export function allSeatings(factions: readonly string[], players: number, mirror: boolean): string[][] {
  const out: string[][] = [];
  if (players < 1) return out;
  const current: string[] = [];
  const used = new Array<boolean>(factions.length).fill(false);
  const extend = (): void => {
    if (current.length === players) {
      out.push([...current]);
      if (out.length > MAX_SEATINGS) throw new RangeError(`more than ${MAX_SEATINGS} seatings`);
      return;
    }
    for (let i = 0; i < factions.length; i++) {
      if (!mirror && used[i]) continue;
      used[i] = true;
      current.push(factions[i] as string);
      extend();
      current.pop();
      used[i] = false;
    }
  };
  extend();
  return out;
}

/** The game's legal seatings at this count: its own `seatings`, or every arrangement of its factions. */
export function legalSeatings(game: AnyGame, config: unknown, players: number, mirror: boolean): readonly Seating[] {
  if (typeof game.seatings === 'function') return game.seatings(config, players, mirror);
  return allSeatings(
    game.factions.map((f) => f.id),
    players,
    mirror,
  );
}

/** The seatings of `legal` whose every faction is among `chosen`, in their order. */
export function seatingsWithin(legal: readonly Seating[], chosen: readonly string[]): Seating[] {
  const set = new Set(chosen);
  return legal.filter((s) => s.every((f) => set.has(f)));
}

/** Factions that sit in every seating of the list (mandatory ones), in first-seen order. */
export function mandatoryFactions(legal: readonly Seating[]): string[] {
  const first = legal[0];
  if (!first) return [];
  return [...new Set(first)].filter((f) => legal.every((s) => s.includes(f)));
}
