// Huldra [L401-489]; spec §3.1, A.3-A.6.
import { S } from '../sourced.js';
import type { ClanData, ClanDataChecks, ClanParameters, DeedDirSet, DirSet, Placement } from '../types.js';

const JOURNEY_LOST = 'ASSUMPTION G-29: journey icons lost; A.4 chess-shape default';
const HUNT_LOST = 'ASSUMPTION G-32: Hunt angle icons lost (L472 says they differ per unit); A.4 default';
const NOT_IN_PLAY = 'not in play: the Huldra royal is the queen (L437); the king never enters play (CR-U-2, L215)';
const NOT_PROTECTIVE = 'ASSUMPTION G-87: the only protective aura in the book is Iron Plating (CR-V-7, L569); this aura\'s text names no protection';
const LAYOUT_LOST = 'ASSUMPTION G-18: Huldra diagram lost (L409); Murg template (L197-203) with the queen on e1';

export const huldra: ClanData<'huldra'> = {
  id: 'huldra',
  name: 'Huldra',
  source: 'L401-489',
  startingOrder: S(6, 'L223-234'),
  royal: S('queen', 'L437'),
  // ER-U-5 / CR-V-5: whether Thick Skin (the Erde king) still yields to this clan's vanquishes.
  pathTargetsRoyal: S(true, 'L407: "Hunt rival royal 3 times"; L775: the Erde king can be vanquished by Huldra; ER-U-5'),
  boneSides: S(4, 'ASSUMPTION G-1: bone symbol lost (L409); one unit\'s "lucky shot" is 25% (L403) ⇒ 4 sides', [6, 8]),
  boneCount: S(6, 'L122'),
  units: {
    pawn: {
      journey: S<DirSet>(
        ['N', 'E', 'W'],
        `${JOURNEY_LOST}; alternatives ours: ORTHO (the book's icon legend has only none/all/neighboring/diagonal, L380-389) and N (a chess pawn, forward only)`,
        ['ORTHO', ['N']],
      ),
      journeyUpTo: S(false, 'L417: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S<DeedDirSet>(
        ['N'],
        `${HUNT_LOST}; Long Bow adds diagonals (L448) so the pawn has none; alternatives ours: ORTHO (the legend's neighboring icon, L383 — still no diagonals)`,
        ['ORTHO'],
      ),
      invulnerable: S(false, 'L417-418'),
      abilities: S([], 'L418: None'),
    },
    sage: {
      journey: S('DIAG', JOURNEY_LOST),
      journeyUpTo: S(false, 'L422: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('DIAG', HUNT_LOST),
      invulnerable: S(false, 'L422-423'),
      abilities: S([], 'L423: None'),
    },
    knight: {
      journey: S('ALL', JOURNEY_LOST),
      journeyUpTo: S(false, 'L427: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S<DeedDirSet>(
        'ORTHO',
        `${HUNT_LOST}; alternatives ours: ALL and DIAG (the other two icons; with ORTHO the knight shares the rook's angle although L472 says angles differ per unit)`,
        ['ALL', 'DIAG'],
      ),
      invulnerable: S(false, 'L427-428'),
      abilities: S(['arcShot'], 'L428 (HU-U-3)'),
    },
    rook: {
      journey: S('ORTHO', JOURNEY_LOST),
      journeyUpTo: S(true, 'ASSUMPTION G-30: the rook row has a second journey icon cell (L432), read as the ≤ icon (L307)', [false]),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('ORTHO', HUNT_LOST),
      invulnerable: S(true, 'L433'),
      abilities: S([], 'L433'),
    },
    queen: {
      journey: S('ALL', JOURNEY_LOST),
      journeyUpTo: S(false, 'L437: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('ALL', `${HUNT_LOST}; ASSUMPTION G-33: the extra icon after Hunt (L437) is ignored`),
      invulnerable: S(false, 'L437-438'),
      abilities: S(['leap'], 'L438 (HU-U-5)'),
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
  layout: S<readonly Placement[]>(
    [
      { type: 'sage', sq: 'c1' }, { type: 'queen', sq: 'e1' }, { type: 'sage', sq: 'f1' },
      { type: 'pawn', sq: 'a2' }, { type: 'pawn', sq: 'b2' }, { type: 'pawn', sq: 'c2' }, { type: 'pawn', sq: 'd2' },
      { type: 'pawn', sq: 'e2' }, { type: 'pawn', sq: 'f2' }, { type: 'pawn', sq: 'g2' }, { type: 'pawn', sq: 'h2' },
      { type: 'knight', sq: 'c3' }, { type: 'rook', sq: 'f3' },
    ],
    `${LAYOUT_LOST}; alternatives ours: the template with knight and rook swapped (rook c3, knight f3), and a chess back rank (rook a1, knights b1/g1, sages c1/f1, queen d1, pawns a2-h2; 2nd rook out, G-23)`,
    [
      [
        { type: 'sage', sq: 'c1' }, { type: 'queen', sq: 'e1' }, { type: 'sage', sq: 'f1' },
        { type: 'pawn', sq: 'a2' }, { type: 'pawn', sq: 'b2' }, { type: 'pawn', sq: 'c2' }, { type: 'pawn', sq: 'd2' },
        { type: 'pawn', sq: 'e2' }, { type: 'pawn', sq: 'f2' }, { type: 'pawn', sq: 'g2' }, { type: 'pawn', sq: 'h2' },
        { type: 'rook', sq: 'c3' }, { type: 'knight', sq: 'f3' },
      ],
      [
        { type: 'rook', sq: 'a1' }, { type: 'knight', sq: 'b1' }, { type: 'sage', sq: 'c1' }, { type: 'queen', sq: 'd1' },
        { type: 'sage', sq: 'f1' }, { type: 'knight', sq: 'g1' },
        { type: 'pawn', sq: 'a2' }, { type: 'pawn', sq: 'b2' }, { type: 'pawn', sq: 'c2' }, { type: 'pawn', sq: 'd2' },
        { type: 'pawn', sq: 'e2' }, { type: 'pawn', sq: 'f2' }, { type: 'pawn', sq: 'g2' }, { type: 'pawn', sq: 'h2' },
      ],
    ],
  ),
  thresholds: {
    royalMarksToWin: S(3, 'L407'),
    longBowBonus: S(1, 'L448'),
  },
  skills: [
    {
      id: 'longBow', name: 'Long Bow', type: 'aura', source: 'L446-448',
      slots: S(
        { kind: 'slots', slots: ['E', 'O'] },
        'ASSUMPTION G-11: slot icons lost; A.6 placeholder; alternatives ours: E,4 — the clan\'s cheapest row (tied with Pivot; first in board order) made dearer (one slot needs the top face, A.6 "strong rows")',
        [{ kind: 'slots', slots: ['E', '4'] }],
      ),
      auraEligible: S(['pawn'], 'L448'),
      chipSet: S('huldra', 'ASSUMPTION G-8: one chip set per chip-using clan'),
      protects: S(false, NOT_PROTECTIVE),
    },
    {
      id: 'pivot', name: 'Pivot', type: 'aura', source: 'L450-452',
      slots: S({ kind: 'slots', slots: ['1-2', '3-4'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
      auraEligible: S(['sage'], 'L452'),
      chipSet: S('huldra', 'ASSUMPTION G-8: one chip set per chip-using clan'),
      protects: S(false, NOT_PROTECTIVE),
    },
    {
      id: 'renewal', name: 'Renewal', type: 'miracle', source: 'L454-456, L480',
      slots: S({ kind: 'slots', slots: ['1', '4'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
    },
    {
      id: 'tweak', name: 'Tweak', type: 'relic', source: 'L458-460',
      slots: S({ kind: 'slots', slots: ['2', '3'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
      relicSlots: S(2, 'ASSUMPTION G-10: relic-slot picture lost; 2 per relic skill', [1]),
      timing: S('afterRoll', 'L460: "spend after rolling"'),
    },
    {
      id: 'adapt', name: 'Adapt', type: 'law', source: 'L462-464, L481',
      slots: S(
        { kind: 'sum', slots: 3, lo: 10, hi: 12 },
        'ASSUMPTION G-11: slot icons lost; A.6 placeholder (law = 3-slot Sum Between, L325); alternatives ours: Sum 9-11 — the range shifted down 1, toward the book\'s only example (9-11, L325)',
        [{ kind: 'sum', slots: 3, lo: 9, hi: 11 }],
      ),
    },
  ],
  chipSets: {
    huldra: S(5, 'L217: 1 of 6 chips in the round slot, 5 in play; ASSUMPTION G-8: one set per chip-using clan'),
  },
  options: {
    longBowDirs: S(['NE', 'NW'], 'ASSUMPTION G-34: Long Bow "diagonally" (L448) = the forward diagonals'),
    arcShotIgnores: S('allPawns', 'ASSUMPTION G-74: "obstructing pawns" (L428) = pawns of both clans'),
    queenHuntUpTo: S(false, 'ASSUMPTION G-33: the extra icon after the queen\'s Hunt (L437) is ignored', [true]),
    mayPass: S(true, 'ASSUMPTION G-95: Huldra may pass after rolling; journeys may be cancelled anyway (L267)'),
  },
};

/** Huldra's data needs no checks beyond the shared ones. */
export const huldraChecks: ClanDataChecks<'huldra'> = {};

export const huldraParameters: ClanParameters = {
  'huldra.thresholds.royalMarksToWin': { description: 'Hunt marks on the rival royal that win for Huldra' },
  'huldra.thresholds.longBowBonus': { description: 'extra Hunt range a Long Bow pawn may add to the roll' },
  'huldra.options.queenHuntUpTo': { description: 'the Huldra queen may Hunt at any distance up to the roll' },
  'huldra.options.mayPass': { description: 'Huldra may pass (neither journey, Hunt nor Leap) after rolling' },
  'huldra.options.arcShotIgnores': {
    kind: { kind: 'choice', values: ['allPawns', 'rivalPawns', 'ownPawns'] },
    description: "pawns the Huldra knight's Arc Shot ignores",
  },
  'huldra.options.longBowDirs': { kind: { kind: 'dirList' }, description: 'directions Long Bow adds to a Huldra pawn\'s Hunt' },
};
