// Issue 24 ("rules still in code"): three rules that lived as constants in the engine are clan data now,
// each a `--set` parameter with its source (so `balance-lab rules darkleaf` lists them):
//  * `<clan>.pathTargetsRoyal` — whose path to victory targets the royal, so Thick Skin yields (ER-U-5, CR-V-5, L775);
//  * `<clan>.skills.<aura>.protects` — the protective aura(s) (CR-V-7, G-87, L569: Iron Plating);
//  * `ferrymen.traitAuras` — the auras a crossing Ferrymen unit may attach (FE-T-2, L635-638).
import { describe, expect, it } from 'vitest';
import { errorOf, spec, withSet } from './parameter-helpers.js';
import {
  A_HUNT, A_MOVE, A_OPTION, argB, configWith, encode, kindOf, legal, play, PositionBuilder, S, ScriptedRng, sq, noDice,
} from './helpers.js';
import { darkleafParameters } from '../src/data/parameters.js';
import { isInvulnerable } from '../src/units.js';

const auraBit = (s: S.DarkleafState, name: string): number => {
  const k = s.config.auraNames.indexOf(name);
  return k < 0 ? 0 : 1 << k;
};

describe('issue 24: the three rules are listed as parameters with their sources', () => {
  it('ER-U-5 / CR-V-5: <clan>.pathTargetsRoyal — Huldra, The Murg, the Ferrymen true; Erde, Wibo, Hexen false, each citing its path to victory [L407, L499, L587, L698, L794, L890, L775]', () => {
    const expected: [string, boolean, RegExp][] = [
      ['huldra', true, /L407.*L775.*ER-U-5/], ['murg', true, /L499.*L775.*ER-U-5/], ['ferrymen', true, /L587.*ER-U-5/],
      ['erde', false, /L698.*ER-U-5/], ['wibo', false, /L794.*L775.*ER-U-5/], ['hexen', false, /L890.*L775.*ER-U-5/],
    ];
    for (const [clan, dflt, source] of expected) {
      const p = spec(`${clan}.pathTargetsRoyal`);
      expect(p, clan).toMatchObject({ kind: 'bool', default: dflt });
      expect(p.source, clan).toMatch(source);
      expect(p.description, clan).toMatch(/Thick Skin/);
    }
  });

  it('CR-V-7 / G-87: <clan>.skills.<aura>.protects — Iron Plating alone is protective [L569]; the other auras cite ASSUMPTION G-87', () => {
    expect(spec('murg.skills.ironPlating.protects')).toMatchObject({ kind: 'bool', default: true });
    expect(spec('murg.skills.ironPlating.protects').source).toMatch(/L569.*CR-V-7/);
    for (const key of ['murg.skills.assassin.protects', 'huldra.skills.longBow.protects', 'huldra.skills.pivot.protects']) {
      expect(spec(key), key).toMatchObject({ kind: 'bool', default: false });
      expect(spec(key).source, key).toMatch(/ASSUMPTION G-87/);
    }
    // Only aura skills carry the flag.
    expect(darkleafParameters.filter((p) => p.key.endsWith('.protects')).map((p) => p.key).sort()).toEqual([
      'huldra.skills.longBow.protects', 'huldra.skills.pivot.protects', 'murg.skills.assassin.protects', 'murg.skills.ironPlating.protects',
    ]);
  });

  it('FE-T-2: ferrymen.traitAuras lists Barbaric and Ripple Effect [L635-638]; a bad list is refused in one line naming the accepted values', () => {
    expect(spec('ferrymen.traitAuras')).toMatchObject({ kind: 'text', default: 'barbaric,rippleEffect' });
    expect(spec('ferrymen.traitAuras').source).toMatch(/L635-638.*FE-T-2/);
    expect(darkleafParameters.filter((p) => p.key.endsWith('.traitAuras')).map((p) => p.key)).toEqual(['ferrymen.traitAuras']);
    const msg = errorOf(() => withSet({ 'ferrymen.traitAuras': 'barbaric,frenzy' }));
    expect(msg).toMatch(/ferrymen\.traitAuras.*'frenzy' is not a trait aura \(barbaric, rippleEffect, or none\)/);
    expect(msg).not.toContain('\n');
    expect(errorOf(() => withSet({ 'ferrymen.traitAuras': 'barbaric,barbaric' }))).toMatch(/trait aura 'barbaric' listed twice/);
    expect(withSet({ 'ferrymen.traitAuras': 'none' }).clans.ferrymen.traitAuras?.value).toEqual([]);
    expect(withSet({ 'ferrymen.traitAuras': ' rippleEffect ' }).clans.ferrymen.traitAuras?.value).toEqual(['rippleEffect']);
  });

  it('the defaults compile to the engine of before: auras in the old bit order, Iron Plating the one protective bit, royal paths Huldra/Murg/Ferrymen', () => {
    const c = configWith({});
    expect(c.auraNames).toEqual(['longBow', 'pivot', 'ironPlating', 'assassin', 'barbaric', 'rippleEffect']);
    expect(c.protectiveAuras).toBe(1 << c.auraNames.indexOf('ironPlating'));
    expect(c.clans.map((cc) => cc.pathTargetsRoyal)).toEqual([true, true, true, false, false, false]);
  });
});

describe('issue 24: changing each parameter changes the rule', () => {
  /** Huldra (seat 0) queen on a2 against the Erde king (seat 1) on c4: a Hunt of 2 along NE reaches him. */
  function huntTheErdeKing(config?: Record<string, unknown>) {
    const b = new PositionBuilder('huldra', 'erde', config ? configWith(config) : undefined);
    const q = b.place(0, 'queen', 'a2');
    const k = b.place(1, 'king', 'c4');
    const s = b.startTurn(0, new ScriptedRng([2]));
    return { s, q, k, hunts: legal(s).filter((a) => kindOf(a) === A_HUNT) };
  }

  it('ER-U-5 / CR-V-5 [L775, L407]: with huldra.pathTargetsRoyal=false, Thick Skin protects the Erde king against Hunt marks', () => {
    const dflt = huntTheErdeKing();
    expect(dflt.hunts).toContain(encode(A_HUNT, dflt.q, dflt.k, 0));
    play(dflt.s, encode(A_HUNT, dflt.q, dflt.k, 0), noDice());
    expect(dflt.s.progress[S.PR_MARKS]).toBe(1);

    const off = huntTheErdeKing({ 'huldra.pathTargetsRoyal': false });
    expect(isInvulnerable(off.s, off.k, 0)).toBe(true);
    expect(off.hunts.filter((a) => argB(a) === off.k)).toEqual([]);
    expect(off.s.progress[S.PR_MARKS]).toBe(0);
  });

  it('ER-U-5 / CR-V-5 [L775, L794]: with wibo.pathTargetsRoyal=true, Thick Skin no longer holds against the Wibo; Erde\'s own flag never matters', () => {
    const erdeKing = (rival: string, config?: Record<string, unknown>) => {
      const b = new PositionBuilder('erde', rival, config ? configWith(config) : undefined);
      const k = b.place(0, 'king', 'd4');
      return { s: b.s, k };
    };
    const dflt = erdeKing('wibo');
    expect(isInvulnerable(dflt.s, dflt.k, 1)).toBe(true);
    const on = erdeKing('wibo', { 'wibo.pathTargetsRoyal': true });
    expect(isInvulnerable(on.s, on.k, 1)).toBe(false);
    // Erde's own effects (Sink) never vanquish the king, whatever erde.pathTargetsRoyal says.
    const own = erdeKing('murg', { 'erde.pathTargetsRoyal': true });
    expect(isInvulnerable(own.s, own.k, 0)).toBe(true);
    // And a Murg Destroy stops being the king's bane once the Murg path is no longer marked royal.
    const murgOff = erdeKing('murg', { 'murg.pathTargetsRoyal': false });
    expect(isInvulnerable(murgOff.s, murgOff.k, 1)).toBe(true);
  });

  /** Huldra pawn a2 Hunts a Murg pawn on a5 (roll 3) that carries `aura`. */
  function huntAPlatedPawn(aura: string, config?: Record<string, unknown>) {
    const b = new PositionBuilder('huldra', 'murg', config ? configWith(config) : undefined);
    const p = b.place(0, 'pawn', 'a2');
    const t = b.place(1, 'pawn', 'a5');
    b.aura(t, aura);
    b.place(1, 'king', 'h8');
    const s = b.startTurn(0, new ScriptedRng([3]));
    play(s, encode(A_HUNT, p, t, 0), noDice());
    return { s, t };
  }

  it('CR-V-7 / G-87 / IX-8 [L569]: with murg.skills.ironPlating.protects=false a Hunt vanquishes a plated pawn; with assassin.protects=true Assassin absorbs it', () => {
    const dflt = huntAPlatedPawn('ironPlating');
    expect(dflt.s.uSq[dflt.t]).toBe(sq('a5'));
    expect(dflt.s.uAura[dflt.t]).toBe(0);
    const off = huntAPlatedPawn('ironPlating', { 'murg.skills.ironPlating.protects': false });
    expect(off.s.uSq[off.t]).toBe(S.SQ_GRAVEYARD);
    // Assassin goes on sages only in play; the builder sets the bit directly, which is all the vanquish reads.
    const assassin = huntAPlatedPawn('assassin');
    expect(assassin.s.uSq[assassin.t]).toBe(S.SQ_GRAVEYARD);
    const on = huntAPlatedPawn('assassin', { 'murg.skills.assassin.protects': true });
    expect(on.s.uSq[on.t]).toBe(sq('a5'));
    expect(on.s.uAura[on.t]).toBe(0);
  });

  /** Ferrymen pawn on d7 crosses The Range onto The Seat (roll 2: d8, d1). */
  function cross(config?: Record<string, unknown>) {
    const b = new PositionBuilder('ferrymen', 'murg', config ? configWith(config) : undefined);
    const p = b.place(0, 'pawn', 'd7');
    b.place(1, 'king', 'h5');
    const s = b.startTurn(0, new ScriptedRng([2]));
    expect(s.g[S.G_PHASE]).toBe(S.PH_JOURNEY);
    play(s, encode(A_MOVE, p, sq('d1')), noDice());
    return { s, p };
  }

  it('FE-T-2 / G-50 [L635-638]: with ferrymen.traitAuras=barbaric the crossing attaches Barbaric (the one choice); with none, no aura and no chip', () => {
    const dflt = cross();
    expect(legal(dflt.s).filter((a) => kindOf(a) === A_OPTION).sort()).toEqual([encode(A_OPTION, 0), encode(A_OPTION, 1)].sort());
    const only = cross({ 'ferrymen.traitAuras': 'barbaric' });
    expect(only.s.config.auraNames).not.toContain('rippleEffect');
    expect(only.s.uAura[only.p]).toBe(auraBit(only.s, 'barbaric'));
    expect(only.s.chips[0]).toBe(1);
    const none = cross({ 'ferrymen.traitAuras': 'none' });
    expect(none.s.config.auraNames).not.toContain('barbaric');
    expect(none.s.uAura[none.p]).toBe(0);
    expect(none.s.chips[0]).toBe(0);
    expect(none.s.g[S.G_PHASE]).toBe(S.PH_SLOT);
  });
});
