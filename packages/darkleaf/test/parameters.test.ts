// The Darkleaf parameter registry: every data value is a `--set` key that round-trips,
// parses through core's resolveParameters, and rejects bad values with one line.
import { describe, expect, it } from 'vitest';
import { errorOf, spec, withSet } from './parameter-helpers.js';
import { checkParameterValue, defaultValues } from '@balance-lab/core';
import { darkleafParameters, dataFromValues, valuesFromData } from '../src/data/parameters.js';
import { dataLeaves } from '../src/data/parameters.js';
import { defaultGameData } from '../src/data/index.js';
import fc from 'fast-check';
import {
  formatDirSet, formatLayout, formatRowRequirement, formatWillEffect, parseDirSet, parseLayout,
  parseRowRequirement, parseWillEffect, slotAcceptMask,
} from '../src/data/codecs.js';
import { DIRS, UNIT_TYPES, type RowRequirement, type SlotReq } from '../src/data/types.js';



describe('registry shape', () => {
  it('lists every value of GameData exactly once, with unique keys', () => {
    const keys = darkleafParameters.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(dataLeaves(defaultGameData).map((l) => l.key));
  });
  it('has the keys named in the brief, with the right kinds', () => {
    expect(spec('game.maxRounds').kind).toBe('int');
    expect(spec('game.willMode')).toMatchObject({ kind: 'choice', values: ['off', 'blessings', 'curses', 'loserChooses'] });
    expect(spec('game.firstPlayer')).toMatchObject({ kind: 'choice', values: ['rulebook', 'seat0', 'random'] });
    expect(spec('huldra.boneSides')).toMatchObject({ kind: 'int', min: 2, max: 20, default: 4, alternatives: [6, 8] });
    expect(spec('huldra.thresholds.royalMarksToWin')).toMatchObject({ kind: 'int', default: 3 });
    expect(spec('murg.units.pawn.journey')).toMatchObject({ kind: 'text', default: 'ALL' });
    expect(spec('murg.units.pawn.journeyUpTo')).toMatchObject({ kind: 'bool', default: false });
    expect(spec('murg.layout')).toMatchObject({ kind: 'text', default: 'sage:c1,king:e1,sage:f1,pawn:a2,pawn:b2,pawn:c2,pawn:d2,pawn:e2,pawn:f2,pawn:g2,pawn:h2,knight:c3,rook:f3' });
    expect(spec('murg.skills.ironPlating.slots')).toMatchObject({ kind: 'text', default: '1-2,1-2' });
    expect(spec('murg.skills.technologicalSingularity.slots')).toMatchObject({ kind: 'text', default: 'sum:3:15:17' });
    expect(spec('murg.skills.predictiveModel.relicSlots')).toMatchObject({ kind: 'int', default: 2, alternatives: [1] });
    expect(spec('murg.options.loopChaining')).toMatchObject({ kind: 'bool', default: true });
    expect(spec('hexen.thresholds.quarryRanks')).toMatchObject({ kind: 'text', default: '7,8' });
    expect(spec('will.blessings.1')).toMatchObject({ kind: 'text', default: 'rekindle types=pawn area=ownSeat count=1' });
    expect(spec('will.curses.12')).toMatchObject({ kind: 'text', default: 'nothing' });
    expect(spec('wibo.options.retreatDirs')).toMatchObject({ kind: 'text', default: 'S,SE,SW' });
    // Ruling 5 / ruling 6 of 2026-11-26 (G-68, G-69): stacking and restarts on invulnerable units by default.
    expect(spec('hexen.options.maxGardensPerSquare')).toMatchObject({ kind: 'int', default: 5, alternatives: [1] });
    expect(spec('hexen.options.maxGardensPerSquare').source).toMatch(/L886.*L928.*ruling 5/);
    expect(spec('hexen.options.maxLaddersPerUnit')).toMatchObject({ kind: 'int', default: 5, alternatives: [1] });
    expect(spec('hexen.options.maxLaddersPerUnit').source).toMatch(/L910.*ruling 5/);
    expect(spec('hexen.options.ladderRestartOnInvulnerable')).toMatchObject({ kind: 'bool', default: true, alternatives: [false] });
    expect(spec('hexen.options.ladderRestartOnInvulnerable').source).toMatch(/L932.*L955.*ruling 6/);
  });
  it('every parameter has a description and a source; every default and alternative passes its own check', () => {
    for (const p of darkleafParameters) {
      expect(p.description.trim(), p.key).not.toBe('');
      expect(p.source.trim(), p.key).not.toBe('');
      expect(checkParameterValue(p, p.default), p.key).toEqual(p.default);
      for (const a of p.alternatives ?? []) expect(checkParameterValue(p, a), p.key).toEqual(a);
    }
  });
  it('descriptions are plain words, not the camelCase key repeated', () => {
    for (const p of darkleafParameters) {
      const last = p.key.split('.').at(-1) ?? '';
      const segs = p.key.split('.').filter((x) => /[a-z][A-Z]/.test(x));
      for (const seg of segs) expect(p.description, p.key).not.toContain(seg);
      expect(p.description.length, p.key).toBeGreaterThan(last.length);
    }
  });
  it('G-1, G-4, G-5, G-10, G-47: the HIGH-balance assumptions carry their alternatives for sensitivity runs', () => {
    expect(spec('erde.boneSides').alternatives).toEqual([10]);
    expect(spec('ferrymen.boneSides').alternatives).toEqual([8]);
    expect(spec('hexen.skills.witchsLadder.relicSlots').alternatives).toEqual([1]);
    expect(spec('game.ferrymenFirstPushOffSeat').alternatives).toEqual(['royalOwner']);
    expect(spec('huldra.units.rook.journeyUpTo').alternatives).toEqual([false]);
  });
  it('G-2, G-3, G-11, G-18…G-22, G-29, G-32, G-38, G-42: every other HIGH gap has alternatives to study (G-41 is no gap, ruling 9)', () => {
    const keys = [
      'murg.boneSides', 'hexen.boneSides', // G-2, G-3
      'huldra.skills.adapt.slots', 'murg.skills.technologicalSingularity.slots', 'ferrymen.skills.calmWaters.slots',
      'erde.skills.oneWithTheLand.slots', 'wibo.skills.theEndless.slots', 'hexen.skills.celestialCompass.slots', // G-11 laws
      'huldra.skills.longBow.slots', 'murg.skills.predictiveModel.slots', 'ferrymen.skills.masterTheCurrent.slots',
      'erde.skills.metamorphic.slots', 'wibo.skills.starterSeed.slots', 'hexen.skills.poisonGarden.slots', // G-11 cheapest rows
      'huldra.layout', 'ferrymen.layout', 'erde.layout', 'wibo.layout', 'hexen.layout', // G-18…G-22
      'huldra.units.pawn.journey', 'ferrymen.units.sage.journey', 'erde.units.pawn.journey', 'wibo.units.pawn.journey', // G-29
      'huldra.units.pawn.deed', 'huldra.units.knight.deed', // G-32
      'hexen.units.pawn.journey', 'hexen.units.sage.journey', 'hexen.units.rook.journey', // G-38 icons
      'hexen.units.pawn.abilities', 'hexen.units.sage.abilities', 'hexen.units.knight.abilities',
      'hexen.units.rook.abilities', 'hexen.units.queen.abilities', // G-38 PG/WL marks
      'murg.thresholds.royalDestroyMinLaw', // G-42
    ];
    for (const k of keys) expect(spec(k).alternatives?.length ?? 0, k).toBeGreaterThan(0);
    expect(spec('murg.thresholds.royalDestroyMinLaw').alternatives).toEqual([6]);
    expect(spec('huldra.layout').alternatives).toContain('sage:c1,queen:e1,sage:f1,pawn:a2,pawn:b2,pawn:c2,pawn:d2,pawn:e2,pawn:f2,pawn:g2,pawn:h2,rook:c3,knight:f3');
  });
});

describe('round trip', () => {
  it('dataFromValues(defaults) deep-equals defaultGameData', () => {
    expect(dataFromValues(defaultValues(darkleafParameters))).toStrictEqual(defaultGameData);
  });
  it('valuesFromData(defaultGameData) equals the registry defaults', () => {
    expect(valuesFromData(defaultGameData)).toEqual(defaultValues(darkleafParameters));
  });
  it('every alternative alone produces playable data that round-trips its value', () => {
    for (const p of darkleafParameters) {
      for (const a of p.alternatives ?? []) {
        const data = withSet({ [p.key]: a });
        expect(valuesFromData(data)[p.key], p.key).toEqual(a);
      }
    }
  });
});

describe('--set parsing changes the right field', () => {
  it('huldra.boneSides=6 changes only Huldra\'s die and records the override in the source', () => {
    const data = withSet({ 'huldra.boneSides': '6' });
    expect(data.clans.huldra.boneSides.value).toBe(6);
    expect(data.clans.huldra.boneSides.source).toMatch(/^override of huldra\.boneSides \(default 4: ASSUMPTION G-1/);
    expect(data.clans.murg).toBe(defaultGameData.clans.murg);
    const changed = Object.entries(valuesFromData(data)).filter(([k, v]) => defaultValues(darkleafParameters)[k] !== v);
    expect(changed).toEqual([['huldra.boneSides', 6]]);
  });
  it('direction sets, ≤ flags, layouts, rows, options and Will cells parse into typed data', () => {
    const data = withSet({
      'murg.units.pawn.journey': 'N,E,W',
      'murg.units.pawn.journeyUpTo': 'true',
      'ferrymen.units.rook.deed': 'JOURNEY',
      'murg.layout': 'king:e1,pawn:d2,rook:e2',
      'murg.skills.ironPlating.slots': '1,E,O',
      'murg.skills.technologicalSingularity.slots': 'sum:2:10:12',
      'hexen.thresholds.quarryRanks': '8',
      'game.willMode': 'curses',
      'game.maxRounds': 50,
      'will.curses.12': 'reroll count=1 rounds=3 rollValues=1,2',
      'hexen.chipSets.hexen': '10',
    });
    expect(data.clans.murg.units.pawn.journey.value).toEqual(['N', 'E', 'W']);
    expect(data.clans.murg.units.pawn.journeyUpTo.value).toBe(true);
    expect(data.clans.ferrymen.units.rook.deed.value).toBe('JOURNEY');
    expect(data.clans.murg.layout.value).toEqual([{ type: 'king', sq: 'e1' }, { type: 'pawn', sq: 'd2' }, { type: 'rook', sq: 'e2' }]);
    expect(data.clans.murg.skills[0]?.slots.value).toEqual({ kind: 'slots', slots: ['1', 'E', 'O'] });
    expect(data.clans.murg.skills[4]?.slots.value).toEqual({ kind: 'sum', slots: 2, lo: 10, hi: 12 });
    expect(data.clans.hexen.thresholds.quarryRanks.value).toEqual([8]);
    expect(data.game.willMode.value).toBe('curses');
    expect(data.game.maxRounds.value).toBe(50);
    expect(data.will.curses[11]?.value).toEqual({ op: 'reroll', count: 1, rounds: 3, rollValues: [1, 2] });
    expect(data.clans.hexen.chipSets.hexen?.value).toBe(10);
    // Untouched parts keep their objects.
    expect(data.clans.murg.units.sage).toBe(defaultGameData.clans.murg.units.sage);
  });
  it('an override equal to the default (in another spelling) keeps the original source', () => {
    const data = withSet({ 'murg.units.pawn.journey': ' ALL ', 'erde.options.centreSquares': 'd4, e4, d5, e5' });
    expect(data).toStrictEqual(defaultGameData);
  });
});

describe('bad values are rejected with one line naming key, value and what is accepted', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['unknown key', { 'murg.bogus': 1 }, /unknown parameter 'murg\.bogus'/],
    ['direction', { 'murg.units.pawn.journey': 'UP' }, /murg\.units\.pawn\.journey.*'UP' is not a direction/],
    ['repeated direction', { 'huldra.units.pawn.journey': 'N,N' }, /direction 'N' listed twice/],
    ['int range', { 'huldra.boneSides': '1' }, /huldra\.boneSides: expected an integer from 2 to 20/],
    ['choice', { 'game.willMode': 'maybe' }, /game\.willMode: expected one of off, blessings, curses, loserChooses/],
    ['layout square twice', { 'murg.layout': 'king:e1,pawn:e1' }, /murg\.layout.*square 'e1' listed twice/],
    ['layout bad square', { 'murg.layout': 'king:e9' }, /murg\.layout.*'e9' is not a square/],
    ['layout over the chess maximum', { 'murg.layout': 'king:e1,knight:a1,knight:b1,knight:c1' }, /murg\.layout.*3 knights exceed the chess-set maximum of 2/],
    ['layout without royal', { 'huldra.layout': 'pawn:a2,rook:f3' }, /huldra\.layout.*exactly one queen/],
    ['layout with the wrong royal', { 'huldra.layout': 'king:e1,queen:d1' }, /huldra\.layout.*no king/],
    ['slot syntax', { 'murg.skills.ironPlating.slots': '1-2,X' }, /murg\.skills\.ironPlating\.slots.*slot 'X' is not a number, a-b, E or O/],
    ['slot beyond the die', { 'murg.skills.ironPlating.slots': '7,1' }, /murg\.skills\.ironPlating\.slots.*slot '7' accepts no face of a d6/],
    ['sum row impossible for the die', { 'murg.skills.technologicalSingularity.slots': 'sum:3:19:21' }, /murg\.skills\.technologicalSingularity\.slots.*Sum Between 19 and 21 over 3 slots cannot be made with a d6/],
    ['die too small for the default rows', { 'erde.boneSides': '6' }, /erde\.skills\.sink\.slots.*slot '7-8' accepts no face of a d6; erde\.boneSides is 6/],
    ['sum row lo above hi', { 'murg.skills.technologicalSingularity.slots': 'sum:3:17:15' }, /lo 17 is above hi 15/],
    ['duplicate starting order', { 'huldra.startingOrder': '1' }, /huldra\.startingOrder.*hexen already has place 1/],
    ['Will op', { 'will.blessings.3': 'fly types=pawn' }, /will\.blessings\.3.*'fly' is not a Will op/],
    ['Will missing field', { 'will.blessings.3': 'rekindle types=pawn' }, /op rekindle needs 'area='/],
    ['Will field the op does not take', { 'will.curses.12': 'nothing count=1' }, /op nothing takes no 'count'/],
    ['ability id', { 'murg.units.sage.abilities': 'ambush,teleport' }, /'teleport' is not an ability id/],
    ['chip set', { 'murg.skills.ironPlating.chipSet': 'hexen' }, /murg\.skills\.ironPlating\.chipSet.*accepted: murg/],
    ['handicap of 1 bone', { 'game.handicapBones': '1' }, /game\.handicapBones.*0 \(off\) or 2\.\.5/],
    ['reclaim more squares than exist', { 'erde.options.centreSquares': 'd4,e4' }, /erde\.thresholds\.reclaimedToWin.*at most the 2 centre squares/],
  ];
  for (const [name, overrides, pattern] of cases) {
    it(name, () => {
      const msg = errorOf(() => withSet(overrides));
      expect(msg).toMatch(pattern);
      expect(msg).not.toContain('\n');
    });
  }
  it('dataFromValues names a missing key', () => {
    const values = { ...defaultValues(darkleafParameters) };
    delete values['murg.boneSides'];
    expect(errorOf(() => dataFromValues(values))).toBe('parameter murg.boneSides is missing');
  });
});

describe('text codecs round-trip (format ∘ parse = identity)', () => {
  it('direction lists', () => {
    fc.assert(fc.property(fc.subarray([...DIRS], { minLength: 1 }), (dirs) => {
      expect(parseDirSet(formatDirSet(dirs))).toEqual(dirs);
    }));
  });
  it('slot rows and sum rows', () => {
    const slot = fc.oneof(
      fc.constantFrom<SlotReq>('E', 'O'),
      fc.integer({ min: 1, max: 20 }).map((v) => String(v) as SlotReq),
      fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 })).filter(([a, b]) => a !== b).map(([a, b]) => `${a}-${b}` as SlotReq),
    );
    const row: fc.Arbitrary<RowRequirement> = fc.oneof(
      fc.array(slot, { minLength: 1, maxLength: 8 }).map((slots) => ({ kind: 'slots' as const, slots })),
      fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 20 }))
        .filter(([n, lo, d]) => lo + d >= n && lo <= n * 20)
        .map(([n, lo, d]) => ({ kind: 'sum' as const, slots: n, lo, hi: lo + d })),
    );
    fc.assert(fc.property(row, (r) => {
      expect(parseRowRequirement(formatRowRequirement(r))).toEqual(r);
    }));
  });
  it('layouts with distinct squares', () => {
    const squares = fc.uniqueArray(fc.tuple(fc.constantFrom(...'abcdefgh'), fc.integer({ min: 1, max: 8 })).map(([f, r]) => `${f}${r}`), { minLength: 1, maxLength: 16 });
    fc.assert(fc.property(squares, fc.array(fc.constantFrom(...UNIT_TYPES), { minLength: 16, maxLength: 16 }), (sqs, types) => {
      const layout = sqs.map((sq, i) => ({ type: types[i]!, sq })) as Parameters<typeof formatLayout>[0];
      expect(parseLayout(formatLayout(layout))).toEqual(layout);
    }));
  });
  it('every default Will cell', () => {
    for (const c of [...defaultGameData.will.blessings, ...defaultGameData.will.curses]) {
      expect(parseWillEffect(formatWillEffect(c.value))).toEqual(c.value);
    }
  });
  it('CR-S-2 (L323): "1-2" is 1 or 2, E even, O odd, "3" only 3', () => {
    const faces = (req: SlotReq, sides: number) => [...Array(sides).keys()].map((i) => i + 1).filter((v) => (slotAcceptMask(req, sides) >> v) & 1);
    expect(faces('1-2', 6)).toEqual([1, 2]);
    expect(faces('2-5', 6)).toEqual([2, 5]);
    expect(faces('E', 8)).toEqual([2, 4, 6, 8]);
    expect(faces('O', 6)).toEqual([1, 3, 5]);
    expect(faces('3', 6)).toEqual([3]);
    expect(faces('7-8', 6)).toEqual([]);
  });
});
