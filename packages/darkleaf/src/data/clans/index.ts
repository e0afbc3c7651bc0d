// The six clans, keyed by id: their data, the checks of their data and the parameters only they have.
import { CLAN_IDS } from '../types.js';
import type { ClanData, ClanDataChecks, ClanId, ClanParameters, GameData, RefuseConfig, RejectValue } from '../types.js';
import { erde, erdeChecks, erdeParameters } from './erde.js';
import { ferrymen, ferrymenChecks, ferrymenParameters } from './ferrymen.js';
import { hexen, hexenChecks, hexenParameters } from './hexen.js';
import { huldra, huldraChecks, huldraParameters } from './huldra.js';
import { murg, murgChecks, murgParameters } from './murg.js';
import { wibo, wiboChecks, wiboParameters } from './wibo.js';

export { erde, ferrymen, hexen, huldra, murg, wibo };

export const defaultClans: { readonly [C in ClanId]: ClanData<C> } = { huldra, murg, ferrymen, erde, wibo, hexen };

/** Each clan's checks of its own data; shared code runs them in CLAN_IDS order. */
export const clanChecks: { readonly [C in ClanId]: ClanDataChecks<C> } = {
  huldra: huldraChecks, murg: murgChecks, ferrymen: ferrymenChecks, erde: erdeChecks, wibo: wiboChecks, hexen: hexenChecks,
};

/** Each clan's own parameter typing and descriptions (keys `<clan>.…` or `game.…`). */
export const clanParameters: { readonly [C in ClanId]: ClanParameters } = {
  huldra: huldraParameters, murg: murgParameters, ferrymen: ferrymenParameters, erde: erdeParameters, wibo: wiboParameters, hexen: hexenParameters,
};

/** The clan's value checks (dataFromValues → checkGameData), after the shared checks of that clan. */
export function checkClanValues(id: ClanId, data: GameData, reject: RejectValue): void {
  (clanChecks[id] as ClanDataChecks).values?.(data.clans[id] as ClanData, data, reject);
}

/** One stage of every clan's compile checks ('inert' values, then engine 'limits'), in CLAN_IDS order. */
export function checkClansForEngine(stage: 'inert' | 'limits', data: GameData, refuse: RefuseConfig): void {
  for (const id of CLAN_IDS) (clanChecks[id] as ClanDataChecks)[stage]?.(data.clans[id] as ClanData, data, refuse);
}
