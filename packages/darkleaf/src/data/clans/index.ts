// The six clans, keyed by id.
import type { ClanData, ClanId } from '../types.js';
import { erde } from './erde.js';
import { ferrymen } from './ferrymen.js';
import { hexen } from './hexen.js';
import { huldra } from './huldra.js';
import { murg } from './murg.js';
import { wibo } from './wibo.js';

export { erde, ferrymen, hexen, huldra, murg, wibo };

export const defaultClans: { readonly [C in ClanId]: ClanData<C> } = { huldra, murg, ferrymen, erde, wibo, hexen };
