// Ferrymen [L581-688]; spec §3.3, A.3-A.6.
import { S } from '../sourced.js';
import type { ClanData, ClanDataChecks, ClanParameters, Placement } from '../types.js';

const JOURNEY_LOST = 'ASSUMPTION G-29: journey icons lost; A.4 chess-shape default';
const NOT_IN_PLAY = 'not in play: the Ferrymen royal is the king (L617); the queen never enters play (CR-U-2, L215)';
const FLOW_NONE = 'ASSUMPTION G-35: the Flow cell held an icon, not "Per direction of journey" (L612, L617); "units able to perform Flow" (L631) implies some cannot';

export const ferrymen: ClanData<'ferrymen'> = {
  id: 'ferrymen',
  name: 'Ferrymen',
  source: 'L581-688',
  startingOrder: S(4, 'L223-234'),
  royal: S('king', 'L617'),
  // ER-U-5 / CR-V-5: whether Thick Skin (the Erde king) still yields to this clan's vanquishes.
  pathTargetsRoyal: S(true, 'L587: "Flow rival royal off Haggedorn\'s edge 2 times"; ER-U-5 / IX-4: Ferrymen push-offs are their path'),
  // FE-T-2: the auras a pawn or sage may attach on crossing Range→Seat (no skill rows; each takes a chip, G-50).
  traitAuras: S(['barbaric', 'rippleEffect'], 'L635-638: "attach 1 of these auras": Barbaric, Ripple Effect; FE-T-2'),
  boneSides: S(6, 'ASSUMPTION G-5: bone symbol lost; nothing in the text needs more than 6 faces', [8]),
  boneCount: S(6, 'L122'),
  units: {
    pawn: {
      journey: S(['N'], 'L583: pawns and sages move "only forward, ever forward"'),
      journeyUpTo: S(false, 'L597: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('JOURNEY', 'L597: Flow "Per direction of journey"'),
      invulnerable: S(false, 'L597-598'),
      abilities: S(['endlessRiver'], 'L635 (FE-T-2: pawns and sages wrap Range→Seat)'),
    },
    sage: {
      journey: S(
        ['NE', 'NW'],
        `L583 forward only; ${JOURNEY_LOST} (diagonal like a sage); alternatives ours: N,NE,NW (every forward direction, L583 "only forward")`,
        [['N', 'NE', 'NW']],
      ),
      journeyUpTo: S(false, 'L602: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('JOURNEY', 'L602: Flow "Per direction of journey"'),
      invulnerable: S(false, 'L602-603'),
      abilities: S(['waveRider', 'endlessRiver'], 'L603 (FE-U-2), L635 (FE-T-2)'),
    },
    knight: {
      journey: S('ALL', JOURNEY_LOST),
      journeyUpTo: S(false, 'L607: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('JOURNEY', 'L607: Flow "Per direction of journey"'),
      invulnerable: S(false, 'L607-608'),
      abilities: S([], 'L608: None'),
    },
    rook: {
      journey: S('ORTHO', JOURNEY_LOST),
      journeyUpTo: S(false, 'L612: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('NONE', FLOW_NONE, ['JOURNEY']),
      invulnerable: S(true, 'L613'),
      abilities: S([], 'L613'),
    },
    king: {
      journey: S('ALL', JOURNEY_LOST),
      journeyUpTo: S(false, 'L617: one journey icon cell (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('NONE', FLOW_NONE, ['JOURNEY']),
      invulnerable: S(false, 'L617-618'),
      abilities: S(['belay'], 'L618 (FE-U-5)'),
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
    'ASSUMPTION G-19: Ferrymen diagram lost (L589); Murg template (L197-203), king on e1; alternatives ours: the template with knight and rook swapped (rook c3, knight f3), and a chess back rank (rook a1, knights b1/g1, sages c1/f1, king e1, pawns a2-h2; 2nd rook out, G-23)',
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
    calmWatersMod: S(-1, 'L660'),
    pushOffsToWin: S(2, 'L587'),
    flowTargets: S(1, 'L622'),
    flowPushDistance: S(1, 'L624-625'),
    barbaricDistance: S(2, 'L637'),
    rippleUnits: S(2, 'L638'),
    masterTheCurrentPawns: S(2, 'L648'),
    pushOffMarkChips: S(1, 'L587'),
  },
  skills: [
    {
      id: 'unrelentingTide', name: 'Unrelenting Tide', type: 'relic', source: 'L642-644',
      slots: S({ kind: 'slots', slots: ['5-6', '5-6'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
      relicSlots: S(2, 'ASSUMPTION G-10: relic-slot picture lost; 2 per relic skill', [1]),
      timing: S('upkeep', 'L247 (CR-RT-1 default); ASSUMPTION G-54'),
    },
    {
      id: 'masterTheCurrent', name: 'Master the Current', type: 'miracle', source: 'L646-648',
      slots: S(
        { kind: 'slots', slots: ['E', 'O'] },
        'ASSUMPTION G-11: slot icons lost; A.6 placeholder; alternatives ours: E,5-6 — the clan\'s cheapest row made dearer (one slot needs top faces, A.6 "strong rows")',
        [{ kind: 'slots', slots: ['E', '5-6'] }],
      ),
    },
    {
      id: 'eddy', name: 'Eddy', type: 'miracle', source: 'L650-652',
      slots: S({ kind: 'slots', slots: ['1-2', '3-4'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
    },
    {
      id: 'bigWave', name: 'Big Wave', type: 'miracle', source: 'L654-656, L678-679',
      slots: S({ kind: 'slots', slots: ['1', '6'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
    },
    {
      id: 'calmWaters', name: 'Calm Waters', type: 'law', source: 'L658-660, L679',
      slots: S(
        { kind: 'sum', slots: 3, lo: 9, hi: 11 },
        'ASSUMPTION G-11: slot icons lost; A.6 placeholder reusing the book\'s example "Sum Between 9 and 11" (L325); alternatives ours: Sum 14-16 — the 80-90 % rule the A.6 note says the other five laws follow (the spec singles this row out as the exception)',
        [{ kind: 'sum', slots: 3, lo: 14, hi: 16 }],
      ),
    },
  ],
  chipSets: {
    ferrymen: S(5, 'L217: 1 of 6 chips in the round slot, 5 in play; ASSUMPTION G-8: one set per chip-using clan'),
  },
  options: {
    flowMandatory: S(true, 'ASSUMPTION G-48: Flow is "automatically initiated" (L622), no "may"', [false]),
    landingUponDirs: S('ALL', 'ASSUMPTION G-49: "any chosen direction" (L625) = any of the 8'),
    belayOnlyAfterKingJourney: S(true, 'ASSUMPTION G-51: "After journey" (L618) = the king\'s own journey'),
    barbaricPlatedReturn: S<'flowStart' | 'stepStart'>(
      'flowStart',
      'ASSUMPTION G-88 (ruling 11 of 2026-11-26, low confidence; FE-C-3): L677 returns the unit "to the territory where Flow initiated (if unoccupied) or else a neighboring edge territory"; on Barbaric\'s second square (L637) that is where the Flow began; alternatives: stepStart ("initiated" per step: where the second step began)',
      ['stepStart'],
    ),
  },
};

export const ferrymenChecks: ClanDataChecks<'ferrymen'> = {
  inert: (clan, data, refuse) => {
    const t = clan.thresholds as unknown as Record<string, { value: number } | undefined>;
    const fixed: [string, number][] = [['flowTargets', 1], ['flowPushDistance', 1], ['rippleUnits', 2], ['masterTheCurrentPawns', 2]];
    for (const [key, modelled] of fixed) {
      const v = t[key]?.value;
      if (v !== undefined && v !== modelled) {
        refuse(`ferrymen.thresholds.${key}=${v} is not modelled yet: the engine plays the book's ${modelled}; only ${modelled} is accepted`);
      }
    }
    if (data.game.calmWatersScope.value !== 'ferrymen') {
      refuse(`game.calmWatersScope=${data.game.calmWatersScope.value} is not modelled yet (G-105): only ferrymen is accepted`);
    }
  },
};

export const ferrymenParameters: ClanParameters = {
  'game.ferrymenFirstPushOffSeat': {
    kind: { kind: 'choice', values: ['ferrymen', 'royalOwner'] },
    description: "whose Seat receives the royal after the Ferrymen's 1st push-off",
  },
  'game.calmWatersScope': { kind: { kind: 'choice', values: ['ferrymen', 'both'] }, description: "whose journeys Calm Waters' -1 applies to" },
  'ferrymen.thresholds.calmWatersMod': { kind: { kind: 'int', min: -5, max: 5 }, description: 'Ferrymen Calm Waters journey modifier' },
  'ferrymen.thresholds.pushOffsToWin': { description: 'push-offs of the rival royal that win for the Ferrymen' },
  'ferrymen.thresholds.flowTargets': { description: 'rival units one Flow affects (before Ripple Effect)' },
  'ferrymen.thresholds.flowPushDistance': { description: 'squares a Flow pushes (before Barbaric)' },
  'ferrymen.thresholds.barbaricDistance': { description: 'squares a Barbaric Flow may push' },
  'ferrymen.thresholds.rippleUnits': { description: 'units in a line a Ripple Effect Flow may push' },
  'ferrymen.thresholds.masterTheCurrentPawns': { description: 'pawns Master the Current pushes' },
  'ferrymen.thresholds.pushOffMarkChips': { description: 'fate chips marking the royal after the first push-off' },
  'ferrymen.options.landingUponDirs': { kind: { kind: 'dirSet' }, description: 'directions a landed-upon rival may be Flowed in' },
  'ferrymen.options.barbaricPlatedReturn': {
    kind: { kind: 'choice', values: ['flowStart', 'stepStart'] },
    description: 'where an Iron-Plated unit Flowed off the edge on Barbaric\'s second square returns: where the Flow began, or where that step began',
  },
  'ferrymen.options.flowMandatory': { description: 'the basic Flow push happens whenever it is legal' },
  'ferrymen.options.belayOnlyAfterKingJourney': { description: 'Belay only follows the king\'s own journey' },
};
