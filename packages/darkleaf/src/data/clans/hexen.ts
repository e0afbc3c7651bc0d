// Hexen [L884-976]; spec §3.6, A.3-A.6.
import { HEX_SLOTS } from '../../state.js';
import { S } from '../sourced.js';
import type { ClanData, ClanDataChecks, ClanParameters, Placement } from '../types.js';

const COMPASS = 'L916 (HX-T-1): the roll gives the direction; ASSUMPTION G-38: journey icons lost, any rolled direction';
const WL_LINE = 'L932, L953: Witch\'s Ladder targets a unit diagonally at any distance; ASSUMPTION G-38: PG/WL marks lost, all units cast both';
const HEXES = 'ASSUMPTION G-38: each unit row shows both PG and WL radio buttons (L900-911), state lost; all cast both';
const NOT_IN_PLAY = 'not in play: the Hexen royal is the queen (L911); the king never enters play (CR-U-2, L215)';
const LAYOUT_LOST = 'ASSUMPTION G-22: Hexen diagram lost (L892); Murg template (L197-203) with the queen on e1';

export const hexen: ClanData<'hexen'> = {
  id: 'hexen',
  name: 'Hexen',
  source: 'L884-976',
  startingOrder: S(1, 'L223-234'),
  royal: S('queen', 'L911'),
  // ER-U-5 / CR-V-5: whether Thick Skin (the Erde king) still yields to this clan's vanquishes.
  pathTargetsRoyal: S(false, 'L890: two non-royal Divine Quarry; L775: the Erde king "is invulnerable to Hexen Hexes"; ER-U-5'),
  // G-3 is stated (L886); the d10 alternative is a designer study, not a reading of the book.
  boneSides: S(
    8,
    'L886: "an 8-sided bone" (ASSUMPTION G-3 lists it as certain); alternatives ours: d10, a designer study only (not a reading) — rows stay payable, and rolls 9-10 wrap to forward / forward-right on the compass (engine: direction = (roll-1) mod 8); a d6 cannot pay the 7-8 rows',
    [10],
  ),
  boneCount: S(6, 'L122'),
  units: {
    pawn: {
      journey: S(
        'ALL',
        `${COMPASS}; alternatives ours: ORTHO, the lost icon still restricting the rolled direction, chess-shaped as in A.4 (a pawn: the neighboring icon)`,
        ['ORTHO'],
      ),
      journeyUpTo: S(true, 'L916: "as many territories as desired" along the rolled direction (G-39)'),
      journeyFixedDistance: S(0, 'L916: distance chosen, not rolled'),
      deed: S('DIAG', WL_LINE),
      invulnerable: S(false, 'L900-901'),
      abilities: S(
        ['poisonGarden', 'witchsLadder'],
        `${HEXES}; alternatives ours: the PG/WL radio buttons read as one choice per unit (C-3), so this unit casts only Poison Garden, or only Witch\'s Ladder`,
        [['poisonGarden'], ['witchsLadder']],
      ),
    },
    sage: {
      journey: S(
        'ALL',
        `${COMPASS}; alternatives ours: DIAG, the lost icon still restricting the rolled direction, chess-shaped as in A.4 (a sage: the diagonal icon)`,
        ['DIAG'],
      ),
      journeyUpTo: S(true, 'L916: "as many territories as desired" along the rolled direction (G-39)'),
      journeyFixedDistance: S(0, 'L916: distance chosen, not rolled'),
      deed: S('DIAG', WL_LINE),
      invulnerable: S(false, 'L902-903'),
      abilities: S(
        ['poisonGarden', 'witchsLadder', 'fromTheShadows'],
        `${HEXES}; L903 (HX-U-2); alternatives ours: the PG/WL radio buttons read as one choice per unit (C-3), so this unit casts only Poison Garden, or only Witch\'s Ladder`,
        [['poisonGarden', 'fromTheShadows'], ['witchsLadder', 'fromTheShadows']],
      ),
    },
    knight: {
      journey: S('ALL', COMPASS),
      journeyUpTo: S(true, 'L916: "as many territories as desired" along the rolled direction (G-39)'),
      journeyFixedDistance: S(0, 'L916: distance chosen, not rolled'),
      deed: S('DIAG', WL_LINE),
      invulnerable: S(false, 'L904-905'),
      abilities: S(
        ['poisonGarden', 'witchsLadder', 'twoHeadedSnake'],
        `${HEXES}; L905 (HX-U-3); alternatives ours: the PG/WL radio buttons read as one choice per unit (C-3), so this unit casts only Poison Garden, or only Witch\'s Ladder`,
        [['poisonGarden', 'twoHeadedSnake'], ['witchsLadder', 'twoHeadedSnake']],
      ),
    },
    rook: {
      journey: S(
        'ALL',
        `${COMPASS}; alternatives ours: ORTHO, the lost icon still restricting the rolled direction, chess-shaped as in A.4 (a rook: the neighboring icon)`,
        ['ORTHO'],
      ),
      journeyUpTo: S(true, 'L916: "as many territories as desired" along the rolled direction (G-39)'),
      journeyFixedDistance: S(0, 'L916: distance chosen, not rolled'),
      deed: S('DIAG', WL_LINE),
      invulnerable: S(true, 'L910'),
      abilities: S(
        ['poisonGarden', 'witchsLadder', 'placeOfPower'],
        `${HEXES}; L910 (HX-U-4); alternatives ours: the PG/WL radio buttons read as one choice per unit (C-3), so this unit casts only Poison Garden, or only Witch\'s Ladder`,
        [['poisonGarden', 'placeOfPower'], ['witchsLadder', 'placeOfPower']],
      ),
    },
    queen: {
      journey: S('ALL', COMPASS),
      journeyUpTo: S(true, 'L916: "as many territories as desired" along the rolled direction (G-39)'),
      journeyFixedDistance: S(0, 'L916: distance chosen, not rolled'),
      deed: S('DIAG', WL_LINE),
      invulnerable: S(false, 'L911-912'),
      abilities: S(
        ['poisonGarden', 'witchsLadder', 'masterGardener'],
        `${HEXES}; L912 (HX-U-5); alternatives ours: the PG/WL radio buttons read as one choice per unit (C-3); the queen keeps Poison Garden, which Master Gardener needs, and loses Witch's Ladder`,
        [['poisonGarden', 'masterGardener']],
      ),
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
    pgCounters: S(3, 'L928'),
    pgCountersQueen: S(2, 'L912'),
    wlCounters: S(2, 'L932'),
    wlRestartCounters: S(2, 'ASSUMPTION G-69: a restarted Ladder gets the usual 2 counters (L932)'),
    quarryCount: S(2, 'L890'),
    quarryRanks: S([7, 8], 'L890: "the farthest 2 ranks" (Hexen-local 7-8)'),
    placeOfPowerLadders: S(2, 'L910'),
    waxingMoonStep: S(1, 'L940'),
    compassSpread: S(1, 'L944'),
  },
  skills: [
    {
      id: 'poisonGarden', name: 'Poison Garden', type: 'relic', source: 'L926-928, L952, L957, L963',
      slots: S(
        { kind: 'slots', slots: ['E', 'E'] },
        'ASSUMPTION G-11: slot icons lost; A.6 placeholder; alternatives ours: E,7-8 — the clan\'s cheapest row (tied with Witch\'s Ladder; first in board order) made dearer (one slot needs top faces, A.6 "strong rows")',
        [{ kind: 'slots', slots: ['E', '7-8'] }],
      ),
      relicSlots: S(2, 'ASSUMPTION G-10: relic-slot picture lost; 2 per relic skill', [1]),
      timing: S('hex', 'L948, L952: cast during the Hex deed and when earned; ASSUMPTION G-67'),
    },
    {
      id: 'witchsLadder', name: 'Witch\'s Ladder', type: 'relic', source: 'L930-932, L953-956',
      slots: S({ kind: 'slots', slots: ['O', 'O'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
      relicSlots: S(2, 'ASSUMPTION G-10: relic-slot picture lost; 2 per relic skill', [1]),
      timing: S('hex', 'L948, L952: cast during the Hex deed and when earned; ASSUMPTION G-67'),
    },
    {
      id: 'haggedornHocVult', name: 'Haggedorn Hoc Vult', type: 'miracle', source: 'L934-936',
      slots: S({ kind: 'slots', slots: ['7-8', '7-8'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
    },
    {
      id: 'waxingMoon', name: 'Waxing Moon', type: 'miracle', source: 'L938-940',
      slots: S({ kind: 'slots', slots: ['1-2', '3-4'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
    },
    {
      id: 'celestialCompass', name: 'Celestial Compass', type: 'law', source: 'L942-944',
      slots: S(
        { kind: 'sum', slots: 3, lo: 19, hi: 21 },
        'ASSUMPTION G-11: slot icons lost; A.6 placeholder (law = 3-slot Sum Between, L325); alternatives ours: Sum 18-20 — the range shifted down 1, toward the book\'s only example (9-11, L325)',
        [{ kind: 'sum', slots: 3, lo: 18, hi: 20 }],
      ),
    },
  ],
  chipSets: {
    hexen: S(5, 'L217, L957: 1 of 6 chips in the round slot, 5 in play; ASSUMPTION G-8: one set per chip-using clan (alt: two sets)', [10]),
  },
  options: {
    // Ruling 5 of 2026-11-26 (HX-D-2, G-68): stacking is allowed, bounded by the chips (5, L957); the old
    // one-per-square / one-per-unit rule is the alternative.
    maxGardensPerSquare: S(
      5,
      'L886: "as many Hexes as are available"; L928: each Garden beneath its caster; ruling 5 of 2026-11-26 (HX-D-2): Gardens may stack, bounded by the 5 in-play chips (L957); ASSUMPTION G-68, the gap ruling 5 settles; alternative: 1, its old reading (one Garden per square)',
      [1],
    ),
    maxLaddersPerUnit: S(
      5,
      'L910: Place of Power casts Witch\'s Ladder twice, no second target named; L886; ruling 5 of 2026-11-26: both Ladders may take the same target, Ladders may stack, bounded by the 5 in-play chips (L957); ASSUMPTION G-68, the gap ruling 5 settles; alternative: 1, its old reading (one Ladder per unit, Place of Power needs two targets)',
      [1],
    ),
    ladderRestartOnInvulnerable: S(
      true,
      'L932: "may restart on any adjacent unit"; L955: invulnerability is tested when the Ladder resolves (the Erde king\'s Thick Skin still refuses it); ruling 6 of 2026-11-26; ASSUMPTION G-69, the gap ruling 6 settles (restarts follow this switch, not game.blockInvulnerableTargets / G-103); alternative: false, its old reading (no restart on a unit invulnerable at that moment)',
      [false],
    ),
    waxingMoonAllHexes: S(true, 'ASSUMPTION G-70: "active Hex counters" (L940) is plural'),
  },
};

export const hexenChecks: ClanDataChecks<'hexen'> = {
  values: (clan, _data, reject) => {
    if (clan.thresholds.quarryRanks.value.length === 0) reject('hexen.thresholds.quarryRanks', '', 'at least one rank');
  },
  limits: (clan, _data, refuse) => {
    // Hexen Hexes are records of a fixed pool (HEX_SLOTS, state.ts) with 4-bit counters (clans/hexen.ts); each
    // live Hex holds a chip, so two Hexen seats' chips must fit the pool (G-68, ruling 5).
    const hxChips = clan.chipSets.hexen?.value ?? 0;
    if (hxChips * 2 > HEX_SLOTS) refuse(`hexen.chipSets.hexen=${hxChips}: at most ${HEX_SLOTS / 2} supported (Hex records)`);
    for (const k of ['pgCounters', 'pgCountersQueen', 'wlCounters', 'wlRestartCounters'] as const) {
      if (clan.thresholds[k].value < 1 || clan.thresholds[k].value > 15) refuse(`hexen.thresholds.${k}: 1..15 supported`);
    }
  },
};

export const hexenParameters: ClanParameters = {
  'hexen.thresholds.pgCounters': { description: 'counters on a new Poison Garden' },
  'hexen.thresholds.pgCountersQueen': { description: 'counters on a Poison Garden cast by the Hexen queen (Master Gardener)' },
  'hexen.thresholds.wlCounters': { description: 'counters on a new Witch\'s Ladder' },
  'hexen.thresholds.wlRestartCounters': { description: 'counters on a restarted Witch\'s Ladder' },
  'hexen.thresholds.quarryCount': { description: 'Divine Quarry the Hexen designate' },
  'hexen.thresholds.quarryRanks': { kind: { kind: 'ranks' }, description: 'Hexen local ranks where Divine Quarry must stand at selection' },
  'hexen.thresholds.placeOfPowerLadders': { description: 'Witch\'s Ladders one token casts next to the Hexen rook' },
  'hexen.thresholds.waxingMoonStep': { description: 'counters Waxing Moon removes from each Hex' },
  'hexen.thresholds.compassSpread': { description: 'compass steps either side of the rolled direction with Celestial Compass' },
  'hexen.options.maxGardensPerSquare': { description: 'Poison Gardens allowed on one square' },
  'hexen.options.maxLaddersPerUnit': { description: 'Witch\'s Ladders allowed on one unit' },
  'hexen.options.ladderRestartOnInvulnerable': { description: 'a Witch\'s Ladder may restart on a unit that is invulnerable at that moment' },
  'hexen.options.waxingMoonAllHexes': { description: 'Waxing Moon lowers every active Hexen Hex' },
};
