// Haggedorn's Will d12 tables — placeholders (spec Appendix B; the printed card is lost, G-81).
// Every result affects both players, rival first [L349-351]; "rounds: -1" = remainder of the game [L353].
import { S } from './sourced.js';
import type { Sourced, WillEffect, WillTable } from './types.js';

const P = 'ASSUMPTION G-81: Will card lost; Appendix B placeholder';
const cell = (effect: WillEffect): Sourced<WillEffect> => S(effect, P);

const NON_ROYAL_MOBILE = ['pawn', 'knight', 'sage'] as const;
const NON_ROYAL = ['pawn', 'knight', 'sage', 'rook'] as const;

export const defaultWill: WillTable = {
  dieSides: S(12, 'L126, L221: the 12-sided bone'),
  blessings: [
    cell({ op: 'rekindle', types: ['pawn'], area: 'ownSeat', count: 1 }),
    cell({ op: 'rekindle', types: ['pawn'], area: 'ownSeat', count: 1 }),
    cell({ op: 'rekindle', types: ['knight', 'sage'], area: 'ownSeat', count: 1 }),
    cell({ op: 'rekindle', types: NON_ROYAL_MOBILE, area: 'adjacentOwnRoyal', count: 1 }),
    cell({ op: 'returnSlottedBone', chooser: 'self', count: 1 }),
    cell({ op: 'returnSlottedBone', chooser: 'self', count: 1 }),
    cell({ op: 'gainRelicToken', count: 1 }),
    cell({ op: 'relocate', types: NON_ROYAL, area: 'ownSeat', chooser: 'self', count: 1 }),
    cell({ op: 'relocate', types: ['queen', 'king'], area: 'neighboringOwnRook', chooser: 'self', count: 1 }),
    cell({ op: 'reroll', count: 1, rounds: 2 }),
    cell({ op: 'reroll', count: 1, rounds: 2 }),
    cell({ op: 'reroll', count: 1, rounds: -1, rollValues: [1] }),
  ],
  curses: [
    cell({ op: 'vanquish', types: ['pawn'], chooser: 'self', count: 1 }),
    cell({ op: 'vanquish', types: ['pawn'], chooser: 'self', count: 1 }),
    cell({ op: 'vanquish', types: ['knight', 'sage'], chooser: 'self', count: 1 }),
    cell({ op: 'vanquish', types: NON_ROYAL, chooser: 'rival', count: 1 }),
    cell({ op: 'returnFullestRow', chooser: 'self' }),
    cell({ op: 'discardRelicToken', chooser: 'self', count: 1 }),
    cell({ op: 'relocate', types: NON_ROYAL, area: 'ownSeat', chooser: 'rival', count: 1 }),
    cell({ op: 'noSlotting', rounds: 2 }),
    cell({ op: 'noRelicSpending', rounds: 2 }),
    cell({ op: 'vanquish', types: NON_ROYAL, chooser: 'self', count: 1 }),
    cell({ op: 'reserveBones', count: 2, rounds: -1 }),
    cell({ op: 'nothing' }),
  ],
};
