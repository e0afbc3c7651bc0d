// Tests of the Darkleaf testing kit itself, used from outside the package as a
// designer would (only @balance-lab/darkleaf/testing): its readable queries,
// the square / skill / clan name round trips, finding actions by their wording
// and the errors when that fails, the required dice argument, and the worked
// example of packages/darkleaf/src/testing/README.md.
import { describe, expect, it } from 'vitest';
import {
  A_DECLARE_DEED, A_DECLARE_JOURNEY, act, activeLaws, defaultTestConfig, describeAction, encode, findAction,
  isReclaimed, laws, legal, legalDescriptions, noDice, play, PositionBuilder, progress, progressOf, reclaimedSquares,
  S, ScriptedRng, skill, skillRowOf, skills, squareIndex, squareName, unit, unitAt, whereIs,
} from '@balance-lab/darkleaf/testing';

/** The Murg pawn d4 next to a Huldra pawn e5 (Huldra queen far away), The Murg to move. */
function destroyPosition() {
  const b = new PositionBuilder('The Murg', 'Huldra');
  const pawn = b.place(0, 'pawn', 'd4');
  const target = b.place(1, 'pawn', 'e5');
  b.place(1, 'queen', 'h8');
  return { b, pawn, target };
}

describe('Darkleaf testing kit: squares by name', () => {
  it('square names and indices round-trip over the whole board', () => {
    for (let i = 0; i < 64; i++) expect(squareIndex(squareName(i))).toBe(i);
    expect(squareIndex('a1')).toBe(0);
    expect(squareIndex('c3')).toBe(18);
    expect(squareName(63)).toBe('h8');
  });

  it('rejects a square that is not on the board, both ways', () => {
    expect(() => squareIndex('i9')).toThrow(/bad square name 'i9'/);
    expect(() => squareName(64)).toThrow(RangeError);
    expect(() => squareName(-1)).toThrow(/not on the board/);
  });

  it('unitAt names what stands on a square (by name or index); whereIs names where a unit is', () => {
    const { b, pawn } = destroyPosition();
    expect(unitAt(b.s, 'd4')).toMatchObject({ id: pawn, seat: 0, clan: 'murg', clanName: 'The Murg', type: 'pawn', square: 'd4', label: 'Murg pawn d4' });
    expect(unitAt(b.s, squareIndex('e5'))).toMatchObject({ seat: 1, clan: 'huldra', type: 'pawn', square: 'e5' });
    expect(unitAt(b.s, 'a1')).toBeNull();
    expect(whereIs(b.s, pawn)).toBe('d4');
    expect(whereIs(b.s, 8)).toBe('graveyard'); // a Murg knight never placed
    expect(whereIs(b.s, 12)).toBe('out'); // rooks start out of the game until placed
    expect(unit(b.s, 8).label).toBe('Murg knight (graveyard)');
  });

  it('auras and Quarry show by their printed names', () => {
    const b = new PositionBuilder('murg', 'hexen');
    const p = b.place(0, 'pawn', 'd4');
    b.aura(p, 'Iron Plating').quarry(p);
    expect(unitAt(b.s, 'd4')).toMatchObject({ auras: ['Iron Plating'], quarry: true });
  });
});

describe('Darkleaf testing kit: progress, Reclaimed squares, skills and laws by name', () => {
  it('progress reads every counter by name', () => {
    const b = new PositionBuilder('huldra', 'erde');
    b.marks(0, 2).reclaimed(1, 'd4', 'e5');
    expect(progress(b.s, 0)).toEqual({ huntMarks: 2, pushOffs: 0, reclaimed: 0, quarryVanquished: 0 });
    expect(progressOf(b.s, 1, 'reclaimed')).toBe(2);
    expect(() => progressOf(b.s, 0, 'marks' as never)).toThrow(/unknown progress 'marks'; accepted: huntMarks, pushOffs, reclaimed, quarryVanquished/);
  });

  it('isReclaimed and reclaimedSquares name the Reclaimed territories', () => {
    const b = new PositionBuilder('erde', 'murg');
    b.reclaimed(0, 'e4');
    expect(isReclaimed(b.s, 'e4')).toBe(true);
    expect(isReclaimed(b.s, squareIndex('e4'))).toBe(true);
    expect(isReclaimed(b.s, 'd4')).toBe(false);
    expect(reclaimedSquares(b.s)).toEqual(['e4']);
  });

  it('skills are listed by printed name; laws and laws in force likewise', () => {
    const b = new PositionBuilder('ferrymen', 'murg');
    expect(skills(b.s, 0).map((k) => k.name)).toEqual(['Unrelenting Tide', 'Master the Current', 'Eddy', 'Big Wave', 'Calm Waters']);
    expect(laws(b.s, 0)).toEqual(['Calm Waters']);
    expect(activeLaws(b.s, 0)).toEqual([]);
    b.law(0, 'Calm Waters');
    expect(activeLaws(b.s, 0)).toEqual(['Calm Waters']);
    expect(skill(b.s, 0, 'calmWaters')).toMatchObject({ name: 'Calm Waters', type: 'law', active: true, row: 4 });
    b.slot(1, 1, 0, 3).relicTokens(1, 1, 1);
    expect(skill(b.s, 1, 'Predictive Model')).toMatchObject({ type: 'relic', relicTokens: 1 });
    expect(skill(b.s, 1, 'Predictive Model').slots[0]).toBe(3);
  });

  it('a skill is addressed by printed name or id alike, and a typo lists the accepted names', () => {
    const cfg = defaultTestConfig();
    const ferrymen = cfg.clans.find((c) => c.id === 'ferrymen')!;
    expect(skillRowOf(ferrymen, 'Calm Waters')).toBe(skillRowOf(ferrymen, 'calmWaters'));
    expect(skillRowOf(ferrymen, 'calm waters')).toBe(4);
    expect(() => skillRowOf(ferrymen, 'Calm Water')).toThrow(
      'Ferrymen has no skill \'Calm Water\'; accepted: "Unrelenting Tide" (unrelentingTide), "Master the Current" (masterTheCurrent), "Eddy" (eddy), "Big Wave" (bigWave), "Calm Waters" (calmWaters)',
    );
    const b = new PositionBuilder('murg', 'huldra');
    expect(() => b.law(0, 'Technological Singularty')).toThrow(/accepted: .*"Technological Singularity" \(technologicalSingularity\)/);
    expect(() => b.law(0, 'Assassin')).toThrow('Assassin is not a law');
    expect(() => b.aura(b.place(0, 'pawn', 'a2'), 'Predictive Model')).toThrow('Predictive Model is not an aura');
  });

  it('clans are addressed by id or printed name; an unknown clan lists them', () => {
    expect(new PositionBuilder('Wildero Wibo', 'The Murg').s.clan[0]).toBe(new PositionBuilder('wibo', 'murg').s.clan[0]);
    expect(() => new PositionBuilder('Mirg', 'huldra')).toThrow(/unknown clan 'Mirg'; accepted: "Huldra" \(huldra\), "The Murg" \(murg\)/);
  });
});

describe('Darkleaf testing kit: actions by their wording', () => {
  it('describeAction names each clan\'s deed: "declare Destroy: …" like Wibo\'s "declare Morph: …"', () => {
    const { b, pawn, target } = destroyPosition();
    const s = b.startTurn(0, noDice());
    expect(describeAction(s, encode(A_DECLARE_DEED, pawn, target, 0))).toBe('declare Destroy: Murg pawn d4 Destroys Huldra pawn e5');
    expect(legalDescriptions(s).sort()).toEqual(['declare Destroy: Murg pawn d4 Destroys Huldra pawn e5', 'declare Journey']);
  });

  it('findAction returns the one legal action whose wording matches (case-insensitive substring or RegExp)', () => {
    const { b, pawn, target } = destroyPosition();
    const s = b.startTurn(0, noDice());
    expect(findAction(s, 'declare destroy')).toBe(encode(A_DECLARE_DEED, pawn, target, 0));
    expect(findAction(s, /^declare Journey$/)).toBe(encode(A_DECLARE_JOURNEY));
  });

  it('findAction fails listing the legal descriptions when nothing matches', () => {
    const s = destroyPosition().b.startTurn(0, noDice());
    expect(() => findAction(s, 'declare Hunt')).toThrow(
      'no legal action matches "declare Hunt"; legal:\n  - declare Journey\n  - declare Destroy: Murg pawn d4 Destroys Huldra pawn e5',
    );
  });

  it('findAction fails listing the legal descriptions when several match; exact wording picks one', () => {
    const s = destroyPosition().b.startTurn(0, noDice());
    expect(() => findAction(s, 'declare')).toThrow(/^2 legal actions match "declare"; legal:\n {2}- declare Journey\n {2}- declare Destroy/);
    expect(findAction(s, 'Declare Journey')).toBe(encode(A_DECLARE_JOURNEY));
  });

  it('play refuses an illegal action, listing what is legal', () => {
    const s = destroyPosition().b.startTurn(0, noDice());
    expect(() => play(s, encode(A_DECLARE_DEED, 0, 17, 0), noDice())).toThrow(/is not legal here; legal:\n {2}- declare Journey/);
  });
});

describe('Darkleaf testing kit: dice are never implicit', () => {
  it('play, act and startTurn without an rng are a TypeError naming the argument', () => {
    const { b, pawn, target } = destroyPosition();
    expect(() => (b.startTurn as (seat: number) => unknown)(0)).toThrow(TypeError);
    expect(() => (b.startTurn as (seat: number) => unknown)(0)).toThrow(/startTurn\(seat, rng\): the 'rng' argument is required/);
    const s = b.startTurn(0, noDice());
    const deed = encode(A_DECLARE_DEED, pawn, target, 0);
    expect(() => (play as (s: S.DarkleafState, a: number) => void)(s, deed)).toThrow(TypeError);
    expect(() => (play as (s: S.DarkleafState, a: number) => void)(s, deed)).toThrow(/play\(s, action, rng\): the 'rng' argument is required/);
    expect(() => (act as unknown as (s: S.DarkleafState, p: string) => void)(s, 'declare Destroy')).toThrow(/act\(s, phrase, rng\): the 'rng' argument is required/);
    expect(legal(s)).toContain(deed); // nothing was applied
  });

  it('noDice() makes any roll an error; a seed gives reproducible random dice', () => {
    const s = destroyPosition().b.startTurn(0, noDice());
    expect(() => act(s, 'declare Destroy', noDice())).toThrow(/a d6 was rolled but the script \(\) is used up/);
    const roll = (seed: string | number) => {
      const t = destroyPosition().b.startTurn(0, noDice());
      act(t, 'declare Destroy', seed);
      return t.g[S.G_ROLL];
    };
    expect(roll('kit-seed')).toBe(roll('kit-seed'));
    expect(roll(7)).toBe(roll('7'));
  });
});

describe('Darkleaf testing kit: the README worked example', () => {
  it('MU-D-2 Destroy with a 3 vanquishes the adjacent rival and the Murg pawn moves into its territory [L187]', () => {
    const b = new PositionBuilder('The Murg', 'Huldra');
    b.place(0, 'pawn', 'd4');
    b.place(1, 'pawn', 'e5');
    b.place(1, 'queen', 'h8');
    const s = b.startTurn(0, noDice());

    act(s, 'declare Destroy: Murg pawn d4 Destroys Huldra pawn e5', new ScriptedRng([3]));

    expect(unitAt(s, 'e5')).toMatchObject({ clan: 'murg', type: 'pawn' });
    expect(unitAt(s, 'd4')).toBeNull();
    expect(whereIs(s, 16)).toBe('graveyard');
    expect(legalDescriptions(s)).toContain('slot the 3 in Predictive Model, slot 1'); // a failed or successful roll may still be slotted [L331]
  });
});
