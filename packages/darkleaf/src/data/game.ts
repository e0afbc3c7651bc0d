// Global switches (spec A.9) and component counts.
import { S } from './sourced.js';
import type { GameOptions } from './types.js';

export const defaultGameOptions: GameOptions = {
  maxRounds: S(200, 'ASSUMPTION G-83: the book has no end for a stalled game; draw after maxRounds rounds'),
  willMode: S('off', 'ASSUMPTION G-26: "the player who lost last" chooses (L221); Will table lost (G-81), headline runs with it off', ['blessings', 'curses']),
  firstPlayer: S('rulebook', 'L223-234 starting order; override for analysis (spec §1.5)'),
  orientation: S('rotate180', 'ASSUMPTION G-16: each player reads the guide from their own chair'),
  enforceChipSupply: S(true, 'L217, L361; ASSUMPTION G-8: the 5 in-play chips cap auras and Hexes', [false]),
  relicTokenSupply: S(20, 'L118; ASSUMPTION G-9: 20 is a shared cap'),
  willTokensPerPlayer: S(1, 'L219, L347 (G-27)'),
  bonesInReserve: S(1, 'L337'),
  allowMirror: S(false, 'ASSUMPTION G-24: one board/bone set per clan in the box'),
  handicapBones: S(0, 'L359: optional handicap of 2 (up to 5) pre-slotted bones; off by default'),
  handicapBlocks: S('miracle', 'L359; ASSUMPTION G-91: only a miracle row\'s last slot is blocked during setup', ['all']),
  sumRowReachability: S(true, 'ASSUMPTION G-13: a bone may enter a sum row only if [lo,hi] stays reachable'),
  fillFromEndsOnly: S(false, 'ASSUMPTION G-12: "left to right or right to left" (L272) treated as no constraint', [true]),
  rowNeedsExecutableEffect: S(true, 'ASSUMPTION G-14: mirrors the relic-overload rule (L335)'),
  autoApplyForcedChoices: S(true, 'spec §6.4: engine convenience, no rule effect'),
  ferrymenFirstPushOffSeat: S('ferrymen', 'L587, L376; ASSUMPTION G-47: "The Seat" = the acting (Ferrymen) player\'s Seat', ['royalOwner']),
  wiboMustDeclareMorphTarget: S(true, 'L255; ASSUMPTION G-61: Morph needs a Deed declaration naming unit and target', [false]),
  wiboDistinctBonesPerRoll: S(false, 'ASSUMPTION G-63: the same pool bone may be re-rolled (L855); alt from L790, L329', [true]),
  willActivation: S('ownUpkeep', 'L347, L248; ASSUMPTION G-102: only in the holder\'s own Upkeep', ['anyUpkeep']),
  blockInvulnerableTargets: S(true, 'L567, L775; ASSUMPTION G-103: invulnerable units cannot be chosen as targets'),
  lawRowClosed: S(true, 'ASSUMPTION G-104: no bones in an active law\'s row (L335 read literally would allow it)'),
  calmWatersScope: S('ferrymen', 'L660, L293; ASSUMPTION G-105: Calm Waters affects Ferrymen journeys only (the alternative "both" is not modelled yet and is refused)'),
  quarryPublic: S(true, 'ASSUMPTION G-101: nothing says the Divine Quarry is secret (L956, L968)'),
  handicapSeat: S('second', 'L359 "one player … as agreed" names a person, never a seat (compare L221); ASSUMPTION G-106 (ruling 7 of 2026-11-26): the player moving second takes the handicap', ['first', 'seat0', 'seat1']),
  army: {
    pawn: S(8, 'L291, L128 (standard chess army)'),
    sage: S(2, 'L291, L128 (standard chess army)'),
    knight: S(2, 'L291, L128 (standard chess army)'),
    rook: S(2, 'L291, L128 (standard chess army)'),
    queen: S(1, 'L291, L128 (standard chess army)'),
    king: S(1, 'L291, L128 (standard chess army)'),
  },
};
