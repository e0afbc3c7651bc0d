// Clan hook table, indexed by clan index (config.ts CLAN_IDS order).
import { erde } from './erde.js';
import { ferrymen } from './ferrymen.js';
import { hexen } from './hexen.js';
import type { ClanHooks } from './hooks.js';
import { huldra } from './huldra.js';
import { murg } from './murg.js';
import { wibo } from './wibo.js';

export const HOOKS: readonly ClanHooks[] = [huldra, murg, ferrymen, erde, wibo, hexen];
export type { ClanHooks } from './hooks.js';
