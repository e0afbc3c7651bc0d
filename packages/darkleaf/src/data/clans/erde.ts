// Erde [L692-784]; spec §3.4, A.3-A.6.
import { S } from '../sourced.js';
import type { ClanData, ClanDataChecks, ClanParameters, Placement } from '../types.js';

const JOURNEY_LOST = 'ASSUMPTION G-29: journey icons lost; A.4 default, "backward movement is not possible for most units" (L694)';
const NOT_IN_PLAY = 'not in play: the Erde royal is the king (L728); the queen never enters play (CR-U-2, L215)';
const RECLAIM_PAWN_ONLY = 'ASSUMPTION G-36: the table lists Reclaim for every unit, but "Pawn must be located on the territory" (L763)';

export const erde: ClanData<'erde'> = {
  id: 'erde',
  name: 'Erde',
  source: 'L692-784',
  startingOrder: S(5, 'L223-234'),
  royal: S('king', 'L728'),
  // ER-U-5 / CR-V-5: whether Thick Skin (the Erde king) still yields to this clan's vanquishes.
  pathTargetsRoyal: S(false, 'L698: Reclaim the centre, then journey the own king — no rival royal; ER-U-5'),
  boneSides: S(8, 'ASSUMPTION G-4: bone symbol lost; Reclaim needs "6 or higher" (L763) ⇒ more than 6 faces', [10]),
  boneCount: S(6, 'L122'),
  units: {
    pawn: {
      journey: S(
        ['N', 'E', 'W'],
        `${JOURNEY_LOST}; alternatives ours: N,NE,NW (forward directions only, no lateral step — the other reading of "no backward")`,
        [['N', 'NE', 'NW']],
      ),
      journeyUpTo: S(false, 'L708: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('SELF', 'L763: the pawn Reclaims the centre territory it stands on'),
      invulnerable: S(false, 'L708-709'),
      abilities: S(['reclaim'], 'L763 (ER-D-1)'),
    },
    sage: {
      journey: S(['NE', 'NW'], JOURNEY_LOST),
      journeyUpTo: S(false, 'L713: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('NONE', RECLAIM_PAWN_ONLY),
      invulnerable: S(false, 'L713-714 (conditional: lockArms)'),
      abilities: S(['lockArms'], 'L714 (ER-U-2)'),
    },
    knight: {
      journey: S(['N', 'NE', 'E', 'W', 'NW'], JOURNEY_LOST),
      journeyUpTo: S(false, 'L718: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('NONE', RECLAIM_PAWN_ONLY),
      invulnerable: S(false, 'L718-719'),
      abilities: S(['tremor'], 'L719 (ER-U-3)'),
    },
    rook: {
      journey: S('ORTHO', JOURNEY_LOST),
      journeyUpTo: S(false, 'L723: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('NONE', RECLAIM_PAWN_ONLY),
      invulnerable: S(true, 'L724'),
      abilities: S([], 'L724'),
    },
    king: {
      journey: S('ALL', JOURNEY_LOST),
      journeyUpTo: S(false, 'L728: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('NONE', RECLAIM_PAWN_ONLY),
      invulnerable: S(false, 'L728-729 (conditional: thickSkin)'),
      abilities: S(['thickSkin'], 'L729, L775 (ER-U-5)'),
    },
    queen: {
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
      { type: 'sage', sq: 'c1' }, { type: 'king', sq: 'e1' }, { type: 'sage', sq: 'f1' },
      { type: 'pawn', sq: 'a2' }, { type: 'pawn', sq: 'b2' }, { type: 'pawn', sq: 'c2' }, { type: 'pawn', sq: 'd2' },
      { type: 'pawn', sq: 'e2' }, { type: 'pawn', sq: 'f2' }, { type: 'pawn', sq: 'g2' }, { type: 'pawn', sq: 'h2' },
      { type: 'knight', sq: 'c3' }, { type: 'rook', sq: 'f3' },
    ],
    'ASSUMPTION G-20: Erde diagram lost (L700); Murg template (L197-203), king on e1; alternatives ours: the template with knight and rook swapped (rook c3, knight f3), and a chess back rank (rook a1, knights b1/g1, sages c1/f1, king e1, pawns a2-h2; 2nd rook out, G-23)',
    [
      [
        { type: 'sage', sq: 'c1' }, { type: 'king', sq: 'e1' }, { type: 'sage', sq: 'f1' },
        { type: 'pawn', sq: 'a2' }, { type: 'pawn', sq: 'b2' }, { type: 'pawn', sq: 'c2' }, { type: 'pawn', sq: 'd2' },
        { type: 'pawn', sq: 'e2' }, { type: 'pawn', sq: 'f2' }, { type: 'pawn', sq: 'g2' }, { type: 'pawn', sq: 'h2' },
        { type: 'rook', sq: 'c3' }, { type: 'knight', sq: 'f3' },
      ],
      [
        { type: 'rook', sq: 'a1' }, { type: 'knight', sq: 'b1' }, { type: 'sage', sq: 'c1' }, { type: 'king', sq: 'e1' },
        { type: 'sage', sq: 'f1' }, { type: 'knight', sq: 'g1' },
        { type: 'pawn', sq: 'a2' }, { type: 'pawn', sq: 'b2' }, { type: 'pawn', sq: 'c2' }, { type: 'pawn', sq: 'd2' },
        { type: 'pawn', sq: 'e2' }, { type: 'pawn', sq: 'f2' }, { type: 'pawn', sq: 'g2' }, { type: 'pawn', sq: 'h2' },
      ],
    ],
  ),
  thresholds: {
    reclaimMin: S(6, 'L763'),
    reclaimMinLaw: S(5, 'L759'),
    splitUnits: S(2, 'L733'),
    metamorphicUnits: S(3, 'L751'),
    metamorphicMinRoll: S(3, 'L751'),
    reclaimedToWin: S(4, 'L698'),
  },
  skills: [
    {
      id: 'banish', name: 'Banish', type: 'relic', source: 'L741-743',
      slots: S({ kind: 'slots', slots: ['3-4', '5-6'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
      relicSlots: S(2, 'ASSUMPTION G-10: relic-slot picture lost; 2 per relic skill', [1]),
      timing: S('upkeep', 'L247 (CR-RT-1 default)'),
    },
    {
      id: 'thatWhichCannotBeDestroyed', name: 'That Which Cannot Be Destroyed', type: 'miracle', source: 'L745-747',
      slots: S({ kind: 'slots', slots: ['1-2', '1-2'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
    },
    {
      id: 'metamorphic', name: 'Metamorphic', type: 'relic', source: 'L749-751',
      slots: S(
        { kind: 'slots', slots: ['O', 'E'] },
        'ASSUMPTION G-11: slot icons lost; A.6 placeholder; alternatives ours: O,7-8 — the clan\'s cheapest row made dearer (one slot needs top faces, A.6 "strong rows")',
        [{ kind: 'slots', slots: ['O', '7-8'] }],
      ),
      relicSlots: S(2, 'ASSUMPTION G-10: relic-slot picture lost; 2 per relic skill', [1]),
      timing: S('afterJourneyRoll', 'L751: "spend after rolling 3 or higher for journey"'),
    },
    {
      id: 'sink', name: 'Sink', type: 'miracle', source: 'L753-755, L956',
      slots: S({ kind: 'slots', slots: ['7-8', '7-8'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
    },
    {
      id: 'oneWithTheLand', name: 'One With the Land', type: 'law', source: 'L757-759',
      slots: S(
        { kind: 'sum', slots: 3, lo: 19, hi: 21 },
        'ASSUMPTION G-11: slot icons lost; A.6 placeholder (law = 3-slot Sum Between, L325); alternatives ours: Sum 18-20 — the range shifted down 1, toward the book\'s only example (9-11, L325)',
        [{ kind: 'sum', slots: 3, lo: 18, hi: 20 }],
      ),
    },
  ],
  chipSets: {
    erde: S(5, 'L217: 1 of 6 chips in the round slot, 5 in play; ASSUMPTION G-8: one set per chip-using clan'),
  },
  options: {
    centreSquares: S(['d4', 'e4', 'd5', 'e5'], 'L694, L698, L763: "center 4 territories"'),
    sinkOwnUnits: S(true, 'ASSUMPTION G-56: Sink says "rival" (L755) but L956 has Erde Sink its own unit'),
    kingImmuneToWill: S(true, 'ASSUMPTION G-57: the Will is not a clan whose path names the royal (L775)'),
    reclaimedStartAnyDirection: S(true, 'L737'),
    tremorPushesOwnUnits: S(true, 'ASSUMPTION G-59: "all adjacent units" (L719)'),
    banishMayEndInCentre: S(
      false,
      'ASSUMPTION G-60 (ruling 3 of 2026-11-26): Banish relocates "anywhere in The Woods" (L743) and The Woods include the centre four (L374), but relocating "from center 4" suggests they end empty; default: the centre 4 are excluded',
      [true],
    ),
    splitRestMayBeDeclined: S(false, 'ASSUMPTION G-55: "journey roll value may be split between 2 units" (L733) splits the whole value; a part is offered only if the rest can still be journeyed', [true]),
  },
};

export const erdeChecks: ClanDataChecks<'erde'> = {
  values: (clan, _data, reject) => {
    const e = clan;
    if (e.thresholds.reclaimedToWin.value > e.options.centreSquares.value.length) {
      reject('erde.thresholds.reclaimedToWin', String(e.thresholds.reclaimedToWin.value), `at most the ${e.options.centreSquares.value.length} centre squares`);
    }
  },
};

export const erdeParameters: ClanParameters = {
  'erde.thresholds.reclaimMin': { description: 'roll needed to Reclaim' },
  'erde.thresholds.reclaimMinLaw': { description: 'roll needed to Reclaim once One With the Land is active' },
  'erde.thresholds.splitUnits': { description: 'units an Erde journey may be split between' },
  'erde.thresholds.metamorphicUnits': { description: 'units a Metamorphic journey is split between (exactly this many, each part at least 1)' },
  'erde.thresholds.metamorphicMinRoll': { description: 'journey roll needed to spend Metamorphic' },
  'erde.thresholds.reclaimedToWin': { description: 'Reclaimed centre squares needed before the king\'s winning journey' },
  'erde.options.centreSquares': { kind: { kind: 'squares' }, description: 'the centre territories Erde Reclaim' },
  'erde.options.sinkOwnUnits': { description: 'Sink may target Erde\'s own units' },
  'erde.options.kingImmuneToWill': { description: 'Thick Skin also protects the Erde king from Haggedorn\'s Will vanquishes' },
  'erde.options.reclaimedStartAnyDirection': { description: 'Erde units starting on a Reclaimed square journey in any direction' },
  'erde.options.tremorPushesOwnUnits': { description: 'Tremor also pushes Erde units' },
  'erde.options.banishMayEndInCentre': { description: 'Banish may relocate a rival unit onto a free centre square' },
  'erde.options.splitRestMayBeDeclined': { description: 'after the first part of a split journey Erde may give up the rest of the roll' },
};
