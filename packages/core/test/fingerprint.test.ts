import { describe, expect, it } from 'vitest';
import { hashContent } from '../src/content.js';
import { fingerprint } from '../src/fingerprint.js';
import { hashParameters } from '../src/summary.js';

describe('fingerprint', () => {
  it('is the first 16 hex digits of SHA-256 (FIPS 180-2 test vector "abc"), the same for a string and its UTF-8 bytes', () => {
    expect(fingerprint('abc')).toBe('ba7816bf8f01cfea');
    expect(fingerprint(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea');
    expect(fingerprint('é')).toBe(fingerprint(new Uint8Array([0xc3, 0xa9])));
  });

  it('is what the parameter and content hashes of a run identity are made of', () => {
    expect(hashParameters({ b: 2, a: 'x' })).toBe(fingerprint(JSON.stringify([['a', 'x'], ['b', 2]])));
    expect(hashContent({ z: 1, a: [1, 2] })).toBe(fingerprint(JSON.stringify({ a: [1, 2], z: 1 })));
  });
});
