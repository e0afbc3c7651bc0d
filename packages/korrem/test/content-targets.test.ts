// The starter abilities' target codes against their printed targeting (spec §2.15 codes, §4.4–§4.5).
import { describe, expect, it } from 'vitest';
import { compileContent } from '../src/content/compile.js';
import { AB_RANGE, TARGET_CODES, TGT_ADJ_ENEMIES, TGT_D, TGT_E, TGT_R, TGT_S, TGT_SELF, type CompiledContent } from '../src/content/compiled.js';
import { STARTER_DOCUMENT } from '../src/content/starter.js';

const C: CompiledContent = compileContent(STARTER_DOCUMENT, 'starter');

function code(name: string): [number, boolean] {
  const ab = C.abilityByName(name);
  expect(ab, name).toBeGreaterThanOrEqual(0);
  return [C.abilities.target[ab] as number, ((C.abilities.attrs[ab] as number) & AB_RANGE) !== 0];
}

describe('§2.15 target codes in the compiled starter set', () => {
  it('§2.15 the printed codes keep their letters: E Engage, A Artifact, R Relationship, S Support, C Continuation, D Dodge (+ engine extras)', () => {
    expect(TARGET_CODES.slice(0, 6)).toEqual(['E', 'A', 'R', 'S', 'C', 'D']);
  });

  it('§4.4 Volley "any enemy" and §4.5 Hex Curse, Mire, Hellfire "the highest-Health enemy", Smite, Hurling Boulders: Range + E', () => {
    for (const n of ['Volley', 'Hex Curse', 'Mire', 'Hellfire', 'Smite', 'Hurling Boulders']) expect(code(n), n).toEqual([TGT_E, true]);
  });

  it('§4.4–§4.5 adjacent-enemy abilities are E without Range; Support abilities S; Dodges D; every-adjacent AdjacentEnemies', () => {
    for (const n of ['Freeze', 'Talon Dive', 'Pixie Dust', 'Bear Hug', 'Venom Sting', 'Constrict', 'Swoop & Toss', 'Sting', 'Frost Bite', 'Chill Touch']) {
      expect(code(n), n).toEqual([TGT_E, false]);
    }
    for (const n of ['Blessing', 'Mend', 'Radiant Mend', 'Raise Dead']) expect(code(n), n).toEqual([TGT_S, false]);
    expect(code("Nature's Mend")).toEqual([TGT_S, true]);
    for (const n of ['Evade', 'Mirage']) expect(code(n)[0], n).toBe(TGT_D);
    for (const n of ['Dragonfire', 'Glacial Slam']) expect(code(n), n).toEqual([TGT_ADJ_ENEMIES, false]);
    for (const n of ['Regenerate', 'Many Heads']) expect(code(n)[0], n).toBe(TGT_SELF);
  });

  it('RB Fig. 6 Seduce matches an adjacent target it would attract: R (Relationship)', () => {
    expect(code('Seduce')).toEqual([TGT_R, false]);
  });
});
