// Content documents: built-in sets, schema and game checks, canonical hashes, and the plan identity.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGame } from '../src/contracts.js';
import { diceRace, raceDeck, type RaceState } from '../src/reference-game/index.js';
import { canonicalDocument, contentArgument, contentProblem, hashContent, resolveContent } from '../src/content.js';
import { makePlan } from '../src/plan.js';
import { identityDifference, planIdentity } from '../src/identity.js';
import { InputError } from '../src/errors.js';
import { Rng } from '../src/rng.js';
import { sureThing } from './fixtures/tiny-games.js';

const STANDARD = { cards: [1, 2, 3, 4, 5, 6] };
const HIGH = { cards: [3, 4, 5, 6, 7, 8] };
const doc = (document: unknown) => ({ label: 'my.json', document });

function message(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error('expected an error');
}

describe('resolveContent', () => {
  it('uses the default set when none is asked for, with the hash of its canonical document', () => {
    const c = resolveContent(diceRace, undefined)!;
    expect(c.name).toBe('standard');
    expect(c.document).toEqual(STANDARD);
    expect(c.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(c.hash).toBe(hashContent(STANDARD));
  });

  it('resolves a built-in set by name, with its own hash', () => {
    const high = resolveContent(diceRace, 'high')!;
    expect(high).toEqual({ name: 'high', hash: hashContent(HIGH), document: HIGH });
    expect(high.hash).not.toBe(resolveContent(diceRace, 'standard')!.hash);
  });

  it('rejects an unknown set name, listing the built-in sets', () => {
    expect(message(() => resolveContent(diceRace, 'huge'))).toBe(
      "unknown content set 'huge' for dice-race: built-in sets are standard, high (or give a JSON file)",
    );
  });

  it.each([
    [{ cards: [1, 0, 3] }, '/cards/1 must be >= 1'],
    [{ cards: [1.5, 2] }, '/cards/0 must be integer'],
    [{ cards: [1, 21] }, '/cards/1 must be <= 20'],
    [{ cards: 'x' }, '/cards must be array'],
    [{ cards: [] }, '/cards must NOT have fewer than 1 items'],
    [{ cards: [1, 2], extra: 1 }, "(the document) must NOT have additional properties 'extra'"],
    [{}, "(the document) must have required property 'cards'"],
  ])('rejects %j with one line naming the field path', (document, problem) => {
    const text = message(() => resolveContent(diceRace, doc(document)));
    expect(text).toBe(`invalid content my.json: ${problem}`);
    expect(text).not.toContain('\n');
  });

  it("passes the game's own check message through", () => {
    expect(message(() => resolveContent(diceRace, doc({ cards: [3, 3, 3] })))).toBe(
      'invalid content my.json: /cards: every card has the value 3; a deck needs at least two values',
    );
    expect(contentProblem(diceRace.content!, { cards: [3, 3] })).toBe('/cards: every card has the value 3; a deck needs at least two values');
    expect(contentProblem(diceRace.content!, { cards: [3, 4] })).toBeNull();
  });

  it('accepts a valid document with its label and canonical form', () => {
    const c = resolveContent(diceRace, doc({ cards: [2, 9] }))!;
    expect(c).toEqual({ name: 'my.json', hash: hashContent({ cards: [2, 9] }), document: { cards: [2, 9] } });
  });

  it('rejects a content request for a game without content, and gives null when none is asked', () => {
    expect(resolveContent(sureThing as AnyGame, undefined)).toBeNull();
    expect(message(() => resolveContent(sureThing as AnyGame, 'standard'))).toMatch(/^sure-thing takes no content \(--content\)/);
    expect(message(() => resolveContent(sureThing as AnyGame, doc({ cards: [1, 2] })))).toMatch(/^sure-thing takes no content/);
    expect(message(() => makePlan(sureThing as AnyGame, { games: 1, content: 'standard' }))).toMatch(/^sure-thing takes no content/);
    expect(makePlan(sureThing as AnyGame, { games: 1 }).content).toBeNull();
  });
});

describe('canonical documents and hashes', () => {
  it('sorts object keys at every level but keeps array order', () => {
    const a = { z: 1, a: { y: [3, { d: 1, c: 2 }], b: null } };
    const c = canonicalDocument(a) as Record<string, unknown>;
    expect(JSON.stringify(c)).toBe('{"a":{"b":null,"y":[3,{"c":2,"d":1}]},"z":1}');
    expect(JSON.stringify(a)).toBe('{"z":1,"a":{"y":[3,{"d":1,"c":2}],"b":null}}');
  });

  it('hashes the same document the same whatever its key order, and different documents differently', () => {
    expect(hashContent({ a: 1, b: { c: 2, d: 3 } })).toBe(hashContent({ b: { d: 3, c: 2 }, a: 1 }));
    expect(hashContent({ cards: [1, 2] })).not.toBe(hashContent({ cards: [2, 1] }));
    expect(hashContent({ cards: [1, 2] })).not.toBe(hashContent({ cards: [1, 2], x: 0 }));
    const one = resolveContent(diceRace, { label: 'a', document: { cards: [1, 2] } })!;
    expect(one.hash).toBe(hashContent({ cards: [1, 2] }));
  });
});

describe('content in a plan', () => {
  it('carries the content and makes it part of the identity', () => {
    const standard = makePlan(diceRace, { games: 10 });
    const high = makePlan(diceRace, { games: 10, content: 'high' });
    const file = makePlan(diceRace, { games: 10, content: doc({ cards: [1, 2, 3, 4, 5, 6] }) });
    expect(standard.content).toMatchObject({ name: 'standard', hash: hashContent(STANDARD) });
    expect(high.content).toMatchObject({ name: 'high', hash: hashContent(HIGH) });
    const [a, b, c] = [standard, high, file].map((p) => planIdentity(diceRace, p));
    expect(a!.content).toBe(hashContent(STANDARD));
    expect(identityDifference(a!, b!)).toBe(`content (${hashContent(STANDARD)} vs ${hashContent(HIGH)})`);
    // Same document from a file: same identity (the hash names the document, not where it came from).
    expect(identityDifference(a!, c!)).toBeNull();
  });

  it('rejects a bad document at plan time with the one line', () => {
    expect(message(() => makePlan(diceRace, { games: 1, content: doc({ cards: [1, 0] }) }))).toBe('invalid content my.json: /cards/1 must be >= 1');
  });

  it('configures the game with the document: the deck holds its values', () => {
    const plan = makePlan(diceRace, { games: 1, content: 'high', parameters: { 'race.handSize': 1, 'race.cardCopies': 1 } });
    const config = diceRace.configure(plan.parameters, plan.content!.document);
    const state = diceRace.setup(config, ['hare', 'fox'], new Rng('deck')) as RaceState;
    // 6 cards, 2 dealt: the other 4 left, all from the high set.
    const left = raceDeck(state);
    expect(left).toHaveLength(4);
    for (const c of left) expect(HIGH.cards).toContain(c);
  });
});

describe('contentArgument', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'balance-lab-content-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes a set name as a name, and reads and parses a file otherwise', () => {
    expect(contentArgument(diceRace, 'high')).toBe('high');
    const path = join(dir, 'deck.json');
    writeFileSync(path, '{"cards":[2,4]}');
    expect(contentArgument(diceRace, path)).toEqual({ label: path, document: { cards: [2, 4] } });
  });

  it('rejects a missing file and malformed JSON with one line', () => {
    const missing = join(dir, 'none.json');
    expect(message(() => contentArgument(diceRace, missing))).toBe(
      `invalid --content '${missing}': not a built-in set of dice-race (standard, high) and not a readable file`,
    );
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"cards":[2,');
    expect(message(() => contentArgument(diceRace, bad))).toMatch(new RegExp(`^content file '${bad.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}' is not valid JSON: `));
  });
});
