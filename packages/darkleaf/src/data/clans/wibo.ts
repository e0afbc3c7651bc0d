// Wildero Wibo [L788-880]; spec §3.5, A.3-A.6.
import { S } from '../sourced.js';
import type { ClanData, ClanDataChecks, ClanParameters } from '../types.js';

const JOURNEY_LOST = 'ASSUMPTION G-29: journey icons lost; A.4 chess-shape default';
const MORPH = 'L855: Morph converts a "neighboring" rival unit; ASSUMPTION G-37: every unit row has a Morph column, all may Morph';
const NOT_IN_PLAY = 'not in play: the Wibo royal is the queen (L824); the king never enters play (CR-U-2, L215)';

export const wibo: ClanData<'wibo'> = {
  id: 'wibo',
  name: 'Wildero Wibo',
  source: 'L788-880',
  startingOrder: S(2, 'L223-234'),
  royal: S('queen', 'L824'),
  // ER-U-5 / CR-V-5: whether Thick Skin (the Erde king) still yields to this clan's vanquishes.
  pathTargetsRoyal: S(false, 'L794: six Wibo pawns in The Seat — no rival royal; L775: the Erde king "cannot be the target of Wibo\'s Morph"; ER-U-5'),
  // G-6 (ruling 8 of 2026-11-26): d4 is withdrawn — the A.6 rows (5-6, 6, Sum 14..16) cannot be
  // paid with a d4 (three d4s total at most 12 < 14).
  boneSides: S(6, 'ASSUMPTION G-6: bone symbol lost; Morph on 3+ = 2/3 keeps conversions common (L790); alternatives: d8 (a d4 cannot pay the A.6 rows, ruling 8)', [8]),
  boneCount: S(6, 'L122'),
  units: {
    pawn: {
      journey: S(
        'ORTHO',
        `${JOURNEY_LOST}; alternatives ours: ALL (the pawns' goal is the Seat and their retreat may be diagonal, L860)`,
        ['ALL'],
      ),
      journeyUpTo: S(false, 'L804: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('ORTHO', MORPH),
      invulnerable: S(false, 'L804-805 (conditional: Biotic Refuge, The Endless)'),
      abilities: S([], 'L805: None'),
    },
    sage: {
      journey: S('DIAG', JOURNEY_LOST),
      journeyUpTo: S(false, 'L809: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('ORTHO', MORPH),
      invulnerable: S(false, 'L809-810'),
      abilities: S(['massMorph'], 'L810 (WI-U-2)'),
    },
    knight: {
      journey: S('ALL', JOURNEY_LOST),
      journeyUpTo: S(false, 'L814: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('ORTHO', MORPH),
      invulnerable: S(false, 'L814-815'),
      abilities: S(['hastyRetreat'], 'L815 (WI-U-3)'),
    },
    rook: {
      journey: S('ORTHO', JOURNEY_LOST),
      journeyUpTo: S(false, 'L819: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('ORTHO', MORPH),
      invulnerable: S(true, 'L820'),
      abilities: S(['bioticRefuge'], 'L820 (WI-U-4)'),
    },
    queen: {
      journey: S('ALL', `L825: "may only journey 1 territory" in any direction; ${JOURNEY_LOST}`),
      journeyUpTo: S(false, 'L824: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(1, 'L825: "regardless of roll value, may only journey 1 territory"'),
      deed: S('ORTHO', MORPH),
      invulnerable: S(false, 'L824-825'),
      abilities: S(['deepRoots'], 'L825, L871 (WI-U-5)'),
    },
    king: {
      journey: S('NONE', NOT_IN_PLAY),
      journeyUpTo: S(false, NOT_IN_PLAY),
      journeyFixedDistance: S(0, NOT_IN_PLAY),
      deed: S('NONE', NOT_IN_PLAY),
      invulnerable: S(false, NOT_IN_PLAY),
      abilities: S([], NOT_IN_PLAY),
    },
  },
  layout: S(
    [
      { type: 'pawn', sq: 'd1' }, { type: 'rook', sq: 'e1' }, { type: 'pawn', sq: 'f1' },
      { type: 'knight', sq: 'c2' }, { type: 'queen', sq: 'd2' }, { type: 'sage', sq: 'f2' },
    ],
    'ASSUMPTION G-21: Wibo diagram lost (L796); "only a handful of units" (L790); pawns neighbouring the rook so a Wibo pawn can be a risky Quarry (L968)',
    // G-21 alternative: the spec's v1 layout (both pawns diagonal to the rook, invulnerable from the start).
    [[
      { type: 'pawn', sq: 'd1' }, { type: 'pawn', sq: 'f1' },
      { type: 'knight', sq: 'c2' }, { type: 'queen', sq: 'd2' }, { type: 'rook', sq: 'e2' }, { type: 'sage', sq: 'f2' },
    ]],
  ),
  thresholds: {
    morphMin: S(3, 'L855'),
    maxRollsPerTurn: S(3, 'L790, L855'),
    pawnsInSeatToWin: S(6, 'L794'),
    queenMaxMove: S(1, 'L825, L871'),
  },
  skills: [
    {
      id: 'hallucinogenicSpores', name: 'Hallucinogenic Spores', type: 'miracle', source: 'L833-835',
      slots: S({ kind: 'slots', slots: ['3-4', '5-6'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
    },
    {
      id: 'rivalRegrowth', name: 'Rival Regrowth', type: 'miracle', source: 'L837-839',
      slots: S({ kind: 'slots', slots: ['1-2', '1-2'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
    },
    {
      id: 'starterSeed', name: 'Starter Seed', type: 'relic', source: 'L841-843, L870',
      slots: S(
        { kind: 'slots', slots: ['E', 'O'] },
        'ASSUMPTION G-11: slot icons lost; A.6 placeholder; alternatives ours: E,5-6 — the clan\'s cheapest row made dearer (one slot needs top faces, A.6 "strong rows")',
        [{ kind: 'slots', slots: ['E', '5-6'] }],
      ),
      relicSlots: S(2, 'ASSUMPTION G-10: relic-slot picture lost; 2 per relic skill', [1]),
      timing: S('afterJourney', 'L843: "spend after journey"'),
    },
    {
      id: 'scatter', name: 'Scatter', type: 'miracle', source: 'L845-847',
      slots: S({ kind: 'slots', slots: ['1', '6'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
    },
    {
      id: 'theEndless', name: 'The Endless', type: 'law', source: 'L849-851, L864-869',
      slots: S(
        { kind: 'sum', slots: 3, lo: 14, hi: 16 },
        'ASSUMPTION G-11: slot icons lost; A.6 placeholder (law = 3-slot Sum Between, L325); alternatives ours: Sum 13-15 — the range shifted down 1, toward the book\'s only example (9-11, L325)',
        [{ kind: 'sum', slots: 3, lo: 13, hi: 15 }],
      ),
    },
  ],
  chipSets: {},
  options: {
    morphNeedsGraveyardPawn: S(true, 'ASSUMPTION G-64: unit maximums (L291); a Morph needs a Wibo pawn to place'),
    queenSwapCountsAsJourney: S(true, 'ASSUMPTION G-65: Deep Roots offers the swap "alternatively" to the journey (L825)'),
    retreatDirs: S(['S', 'SE', 'SW'], 'L860: retreat toward the Seat, diagonal allowed, never lateral or forward'),
    retreatExact: S(true, 'ASSUMPTION G-62: exact distance like journeys (L303)'),
    deepRootsCapsPushOffPlacement: S(false, 'ASSUMPTION G-89: the Ferrymen first push-off placement is the victory track, not a skill move', [true]),
  },
};

/** Wibo's data needs no checks beyond the shared ones. */
export const wiboChecks: ClanDataChecks<'wibo'> = {};

export const wiboParameters: ClanParameters = {
  'game.wiboMustDeclareMorphTarget': { description: 'Wibo must declare Deed with unit and target to Morph this turn (G-61)' },
  'game.wiboDistinctBonesPerRoll': { description: 'each Wibo roll of a turn uses a different pool bone (G-63)' },
  'wibo.thresholds.morphMin': { description: 'roll needed to Morph' },
  'wibo.thresholds.maxRollsPerTurn': { description: 'rolls a Wibo turn may use (journey, Morph, retreat)' },
  'wibo.thresholds.pawnsInSeatToWin': { description: 'Wibo pawns in the Wibo Seat at the end of a Wibo turn that win' },
  'wibo.thresholds.queenMaxMove': { description: 'most squares the Wibo queen moves in one action (Deep Roots)' },
  'wibo.options.retreatDirs': { kind: { kind: 'dirList' }, description: 'directions a Morphed Wibo pawn may retreat in' },
  'wibo.options.morphNeedsGraveyardPawn': { description: 'Morph needs a Wibo pawn in the graveyard' },
  'wibo.options.queenSwapCountsAsJourney': { description: 'the Wibo queen\'s swap counts as her journey' },
  'wibo.options.retreatExact': { description: 'a retreat moves exactly the retreat roll' },
  'wibo.options.deepRootsCapsPushOffPlacement': { description: 'Deep Roots also caps the Ferrymen first push-off placement' },
};
