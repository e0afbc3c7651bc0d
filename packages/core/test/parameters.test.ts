import { describe, expect, it } from 'vitest';
import { ParameterError } from '../src/errors.js';
import { parseParameterValue, resolveParameters, type ParameterSpec } from '../src/parameters.js';

const specs: ParameterSpec[] = [
  { key: 'a.sides', kind: 'int', default: 6, min: 2, max: 20, description: 'd', source: 'L1' },
  { key: 'a.rate', kind: 'number', default: 0.5, min: 0, max: 1, description: 'd', source: 'L2' },
  { key: 'a.on', kind: 'bool', default: false, description: 'd', source: 'L3' },
  { key: 'a.mode', kind: 'choice', default: 'off', values: ['off', 'on'], description: 'd', source: 'L4' },
  { key: 'a.slots', kind: 'text', default: '1,2', format: 'comma-separated faces', check: (v) => (/^\d(,\d)*$/.test(v) ? null : 'not a face list'), description: 'd', source: 'L5' },
];

describe('parameter registry', () => {
  it('resolves defaults and typed overrides', () => {
    expect(resolveParameters(specs, { 'a.sides': '8', 'a.on': 'true', 'a.rate': 0.25, 'a.mode': 'on', 'a.slots': '3,4' })).toEqual({
      'a.sides': 8, 'a.rate': 0.25, 'a.on': true, 'a.mode': 'on', 'a.slots': '3,4',
    });
  });

  it.each([
    ['a.sides', '21', /invalid value '21' for parameter a.sides: expected an integer from 2 to 20/],
    ['a.sides', '6.5', /expected an integer/],
    ['a.sides', 'six', /expected an integer/],
    ['a.rate', 'NaN', /expected a number from 0 to 1/],
    ['a.on', 'yes', /expected true or false/],
    ['a.mode', 'maybe', /expected one of off, on/],
    ['a.slots', '1,x', /expected comma-separated faces \(not a face list\)/],
  ])('rejects %s=%s with one line naming the value and what is accepted', (key, raw, msg) => {
    const spec = specs.find((s) => s.key === key)!;
    expect(() => parseParameterValue(spec, raw)).toThrow(ParameterError);
    expect(() => parseParameterValue(spec, raw)).toThrow(msg);
  });

  it('rejects an unknown key, naming the accepted ones', () => {
    expect(() => resolveParameters(specs, { 'a.nope': 1 })).toThrow(/unknown parameter 'a.nope': accepted parameters are a.sides, a.rate/);
  });
});
