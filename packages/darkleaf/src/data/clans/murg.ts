// The Murg [L154-205 clan guide example, L493-577 compendium]; spec §3.2, A.5, A.6, A.8.
import { S } from '../sourced.js';
import type { ClanData, ClanDataChecks, ClanParameters } from '../types.js';

const GLYPH = 'ASSUMPTION G-31: the guide glyph ☀ [L175-183] read as the all-directions icon';
const NOT_IN_PLAY = 'not in play: the Murg royal is the king (L183); the queen never enters play (CR-U-2, L215)';
const NOT_PROTECTIVE = 'ASSUMPTION G-87: the only protective aura in the book is Iron Plating (CR-V-7, L569); this aura\'s text names no protection';

export const murg: ClanData<'murg'> = {
  id: 'murg',
  name: 'The Murg',
  source: 'L154-205, L493-577',
  startingOrder: S(3, 'L223-234'),
  royal: S('king', 'L183'),
  // ER-U-5 / CR-V-5: whether Thick Skin (the Erde king) still yields to this clan's vanquishes.
  pathTargetsRoyal: S(true, 'L499: "Destroy rival royal by rolling a 6"; L775: the Erde king can be vanquished by The Murg; ER-U-5'),
  boneSides: S(
    6,
    'ASSUMPTION G-2: only "H 6" survived (L195); "perfect roll" = 6 (L495); alternatives ours (spec names none, low doubt): d8, in case the surviving "6" is a symbol rather than the face count — the royal then falls on 6-8 (3/8)',
    [8],
  ),
  boneCount: S(6, 'L122'),
  units: {
    pawn: {
      journey: S('ALL', GLYPH),
      journeyUpTo: S(false, 'L175: single journey icon (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('ALL', `${GLYPH}; Destroy is adjacent (L187)`),
      invulnerable: S(false, 'L175-176'),
      abilities: S([], 'L176: None'),
    },
    sage: {
      journey: S('ALL', GLYPH),
      journeyUpTo: S(false, 'L177: single journey icon (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('NONE', 'L177 (🚫), L559: sages vanquish only via Ambush'),
      invulnerable: S(false, 'L177-178'),
      abilities: S(['ambush'], 'L178, L567 (MU-U-2)'),
    },
    knight: {
      journey: S('ALL', GLYPH),
      journeyUpTo: S(false, 'L179: single journey icon (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('ALL', `${GLYPH}; Destroy is adjacent (L187)`),
      invulnerable: S(false, 'L179-180'),
      abilities: S(['targetLock'], 'L180 (MU-U-3)'),
    },
    rook: {
      journey: S('ALL', GLYPH),
      journeyUpTo: S(false, 'L181: single journey icon (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      deed: S('NONE', 'L181 (🚫)'),
      invulnerable: S(true, 'L182'),
      abilities: S([], 'L182'),
    },
    king: {
      journey: S('ALL', GLYPH),
      journeyUpTo: S(false, 'L183: single journey icon (no ≤)'),
      journeyFixedDistance: S(0, 'L303: exact roll'),
      // Destroy directions the king uses when Sanctioned Violence enables it (spec A.8); 🚫 otherwise.
      deed: S('ALL', 'L183-184 (🚫 unless adjacent to the Murg rook), L187 adjacent; spec A.8'),
      invulnerable: S(false, 'L183'),
      abilities: S(['sanctionedViolence'], 'L184 (MU-U-5)'),
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
  layout: S(
    [
      { type: 'sage', sq: 'c1' }, { type: 'king', sq: 'e1' }, { type: 'sage', sq: 'f1' },
      { type: 'pawn', sq: 'a2' }, { type: 'pawn', sq: 'b2' }, { type: 'pawn', sq: 'c2' }, { type: 'pawn', sq: 'd2' },
      { type: 'pawn', sq: 'e2' }, { type: 'pawn', sq: 'f2' }, { type: 'pawn', sq: 'g2' }, { type: 'pawn', sq: 'h2' },
      { type: 'knight', sq: 'c3' }, { type: 'rook', sq: 'f3' },
    ],
    'L197-203 diagram; ASSUMPTION G-17: all glyphs are ♠, bottom row read as the Seat, c1/f1 sages, e1 king, c3 knight, f3 rook',
  ),
  thresholds: {
    destroyMin: S(3, 'L187, L555'),
    targetLockMin: S(4, 'L180'),
    targetLockTargets: S(2, 'L180'),
    // G-41 is no assumption (ruling 9 of 2026-11-26): a 3-5 on the royal is a failed deed that
    // simply ends (clans/murg.ts, MU-D-3). Not an assumption, so no alternatives (a designer bound
    // such as 5 is still a --set away).
    royalDestroyMin: S(
      6,
      'L193, L499: "by rolling a 6"; G-41: a lower roll on the royal is a failed deed, which simply ends (L268); "3 or higher" applies only to non-royal targets (L187)',
    ),
    royalDestroyMinLaw: S(
      5,
      'L171, L551; ASSUMPTION G-42: "reduced to 5" means 5 or 6; alternative (spec: "5 exactly"): 6 — the engine threshold is "or higher", so the exact-5 reading (one face of six, a 6 failing) is played as its equal-odds stand-in 6+, i.e. the law no longer changes the royal odds',
      [6],
    ),
  },
  skills: [
    {
      id: 'ironPlating', name: 'Iron Plating', type: 'aura', source: 'L158-159, L538-539, L569',
      slots: S({ kind: 'slots', slots: ['1-2', '1-2'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
      auraEligible: S(['pawn'], 'L159'),
      chipSet: S('murg', 'ASSUMPTION G-8: one chip set per chip-using clan'),
      protects: S(true, 'L569: "Iron Plating protects a unit from a single vanquishing action and is then removed"; CR-V-7'),
    },
    {
      id: 'predictiveModel', name: 'Predictive Model', type: 'relic', source: 'L161-162, L541-542',
      slots: S(
        { kind: 'slots', slots: ['O', 'E'] },
        'ASSUMPTION G-11: slot icons lost; A.6 placeholder; alternatives ours: O,5-6 — the clan\'s cheapest row made dearer (one slot needs top faces, A.6 "strong rows")',
        [{ kind: 'slots', slots: ['O', '5-6'] }],
      ),
      relicSlots: S(2, 'ASSUMPTION G-10: relic-slot picture lost; 2 per relic skill', [1]),
      timing: S('upkeep', 'L563: both relics spent before declaring intent'),
    },
    {
      id: 'electromagneticLoop', name: 'Electromagnetic Loop', type: 'relic', source: 'L164-165, L544-545',
      slots: S({ kind: 'slots', slots: ['6', '6'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
      relicSlots: S(2, 'ASSUMPTION G-10: relic-slot picture lost; 2 per relic skill', [1]),
      timing: S('upkeep', 'L563: both relics spent before declaring intent'),
    },
    {
      id: 'assassin', name: 'Assassin', type: 'aura', source: 'L167-168, L547-548, L568',
      slots: S({ kind: 'slots', slots: ['3-4', '5-6'] }, 'ASSUMPTION G-11: slot icons lost; A.6 placeholder'),
      auraEligible: S(['sage'], 'L168'),
      chipSet: S('murg', 'ASSUMPTION G-8: one chip set per chip-using clan'),
      protects: S(false, NOT_PROTECTIVE),
    },
    {
      id: 'technologicalSingularity', name: 'Technological Singularity', type: 'law', source: 'L170-171, L550-551',
      slots: S(
        { kind: 'sum', slots: 3, lo: 15, hi: 17 },
        'ASSUMPTION G-11: slot icons lost; A.6 placeholder (law = 3-slot Sum Between, L325); alternatives ours: Sum 14-16 — the range shifted down 1, toward the book\'s only example (9-11, L325)',
        [{ kind: 'sum', slots: 3, lo: 14, hi: 16 }],
      ),
    },
  ],
  chipSets: {
    murg: S(5, 'L217: 1 of 6 chips in the round slot, 5 in play; ASSUMPTION G-8: one set per chip-using clan'),
  },
  options: {
    loopChaining: S(true, 'ASSUMPTION G-44: a Loop token may be spent during the extra turn'),
    maxLoopsPerUpkeep: S(1, 'ASSUMPTION G-44: "take 2 turns in a row" (L165) = one extra turn per Upkeep'),
    assassinUsesJourneyRules: S(true, 'ASSUMPTION G-43: Ambush is defined by the journey destination (L178); "any distance" (L568) = no adjacency', [false]),
    traitSacrificeIgnoresIronPlating: S(true, 'ASSUMPTION G-45: a sacrifice is not a vanquish Iron Plating absorbs (L190)'),
  },
};

export const murgChecks: ClanDataChecks<'murg'> = {
  limits: (clan, _data, refuse) => {
    // clans/murg.ts plays a Target Lock on exactly two targets.
    if (clan.thresholds.targetLockTargets.value !== 2) refuse('murg.thresholds.targetLockTargets: only 2 is supported');
  },
};

export const murgParameters: ClanParameters = {
  'murg.thresholds.destroyMin': { description: 'roll needed for a Murg Destroy on a non-royal' },
  'murg.thresholds.targetLockMin': { description: 'roll needed for a two-target Target Lock Destroy' },
  'murg.thresholds.targetLockTargets': { description: 'targets a Target Lock Destroy may name' },
  'murg.thresholds.royalDestroyMin': { description: 'roll needed for a Murg Destroy on the rival royal' },
  'murg.thresholds.royalDestroyMinLaw': { description: 'roll needed to Destroy the rival royal once Technological Singularity is active' },
  'murg.options.loopChaining': { description: 'an Electromagnetic Loop token may be spent during the extra turn' },
  'murg.options.maxLoopsPerUpkeep': { description: 'Electromagnetic Loop tokens spendable in one Upkeep' },
  'murg.options.assassinUsesJourneyRules': { description: 'an Assassin Ambush needs a normal journey (exact roll, clear line) onto the royal' },
  'murg.options.traitSacrificeIgnoresIronPlating': { description: 'the clan-trait pawn sacrifice ignores Iron Plating' },
};
