// The one Harrow County parameter registry (src/parameters.ts): unique keys, sourced and
// described, grouped by prefix, defaults accepted by their own checks — and every key a module
// reads from resolved values is registered (a scan of src/**/*.ts), so `--set` never silently
// ignores a key and no module reads one the command line cannot set.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { checkParameterValue, defaultValues, resolveParameters } from '@balance-lab/core';
import { basicNumbers } from '../src/basic-actions.js';
import { cleanupNumbers } from '../src/cleanup.js';
import { objectiveRules } from '../src/objectives.js';
import {
  HARROW_PARAMETER_BY_KEY, HARROW_PARAMETER_LISTS, PARAMETER_PREFIX_ORDER, combineParameterLists, harrowParameters, prefixOf, UNBUILT_READINGS,
} from '../src/parameters.js';
import { setupOptionsFromValues } from '../src/setup.js';
import { makeTreeModel, treeModelFromValues } from '../src/tree.js';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const keys = harrowParameters.map((p) => p.key);
const DEFAULTS = defaultValues(harrowParameters);

// ---- the scan: every key a module reads ---------------------------------------------------

/** One read of a parameter key in src: an exact key, or a template key as a pattern. */
interface KeyRead {
  readonly where: string;
  readonly key?: string;
  readonly pattern?: RegExp;
  /** The source text of the key expression, for messages. */
  readonly text: string;
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []);
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Finds the key reads of one file. A read is a call with a values variable followed by a key
 * argument — `intParam(values, 'k')`, `boolParam`, `textParam`, the modules' `has`, `intOr`,
 * `boolOr`, whatever the helper is called — or an element access `values['k']`. Values variables
 * are `values` and every parameter or variable typed `ParameterValues` or initialised by
 * `resolveParameters`/`defaultValues`. A key is a string literal, a template (each `${…}` matches
 * one key segment), or a constant of the file holding one; an identifier that is a parameter of
 * an enclosing function is a helper forwarding its own `key` and is not a read.
 */
function scanFile(file: string): KeyRead[] {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const valuesNames = new Set<string>(['values']);
  const constInits = new Map<string, ts.Expression[]>();
  const collect = (node: ts.Node): void => {
    if ((ts.isParameter(node) || ts.isVariableDeclaration(node)) && ts.isIdentifier(node.name)) {
      if (node.type && /\bParameterValues\b/.test(node.type.getText(sf))) valuesNames.add(node.name.text);
      const init = ts.isVariableDeclaration(node) ? node.initializer : undefined;
      if (init && ts.isCallExpression(init) && /^(resolveParameters|defaultValues)$/.test(init.expression.getText(sf))) {
        valuesNames.add(node.name.text);
      }
      if (init && (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init) || ts.isTemplateExpression(init))) {
        constInits.set(node.name.text, [...(constInits.get(node.name.text) ?? []), init]);
      }
    }
    ts.forEachChild(node, collect);
  };
  collect(sf);

  const isOwnParameter = (id: ts.Identifier): boolean => {
    for (let n: ts.Node | undefined = id.parent; n; n = n.parent) {
      if (ts.isFunctionLike(n) && n.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === id.text)) return true;
    }
    return false;
  };
  const reads: KeyRead[] = [];
  const addKey = (expr: ts.Expression, where: string): void => {
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) {
      reads.push({ where, key: expr.text, text: expr.getText(sf) });
    } else if (ts.isTemplateExpression(expr)) {
      const re = escapeRe(expr.head.text) + expr.templateSpans.map((s) => `[^.]+${escapeRe(s.literal.text)}`).join('');
      reads.push({ where, pattern: new RegExp(`^${re}$`), text: expr.getText(sf) });
    } else if (ts.isIdentifier(expr) && !isOwnParameter(expr)) {
      for (const init of constInits.get(expr.text) ?? []) addKey(init, `${where} (${expr.text})`);
    }
  };
  const visit = (node: ts.Node): void => {
    const where = () => `${relative(SRC, file)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
    if (ts.isCallExpression(node)) {
      node.arguments.forEach((arg, i) => {
        const next = node.arguments[i + 1];
        if (next && ts.isIdentifier(arg) && valuesNames.has(arg.text)) addKey(next, where());
      });
    } else if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression) && valuesNames.has(node.expression.text)) {
      addKey(node.argumentExpression, where());
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return reads;
}

const READS: readonly KeyRead[] = tsFiles(SRC).flatMap(scanFile);
const isRead = (key: string): boolean => READS.some((r) => r.key === key || r.pattern?.test(key) === true);

/**
 * Keys a module reads that the registry does not have, each with why it is tolerated. Keep it
 * empty: an entry here is a `--set` key that cannot be set.
 */
const KNOWN_UNREGISTERED_READS: Readonly<Record<string, string>> = {};

/**
 * Registered keys no module reads yet (the modules read the data's Sourced value directly, or
 * the rule is not built yet), each group with its reason. A `--set` of one of these is accepted
 * and has no effect until its reader exists.
 */
const KNOWN_UNREAD: Readonly<Record<string, string>> = {
  'kammi.goblinPower': 'its one accepted value is the one built (oncePerGame, G-18), which goblins.ts plays without asking',
};

describe('the scan of src/**/*.ts', () => {
  it('finds the reads of every module that reads values (guards the scan itself)', () => {
    const found = (k: string): boolean => READS.some((r) => r.key === k);
    for (const k of [
      'protectors.rescuePoints', 'protectors.rescueLastHopNeedsHomePiece', 'family.buildingPoints', 'kammi.dollPoints',
      'game.bramblesPoints', 'game.pointsToWin', 'game.maxRounds', // objectives.ts
      'game.unitsPerHex', 'game.mountainExtraAdvance', 'kammi.stormExtraAdvance', 'game.cubeCap', // basic-actions.ts
      'kammi.board', 'cleanup.chooseCollection', 'legendTrack.maxScrolls', // cleanup.ts (values['…'], a constant)
      'map.a', 'game.firstFlipper', 'tree.mode', 'tree.pNew', 'tree.script', // setup.ts, tree.ts
    ]) expect(found(k), k).toBe(true);
    const patterns = READS.filter((r) => r.pattern).map((r) => r.pattern!.source);
    expect(patterns).toEqual(expect.arrayContaining([
      '^protectors\\.row\\.[^.]+$', '^track\\.[^.]+$', '^legend\\.[^.]+$', '^tree\\.bias\\.[^.]+$',
    ]));
  });
});

describe('registry', () => {
  it('has no key twice, and combining lists with a repeated key throws naming both lists', () => {
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(HARROW_PARAMETER_LISTS.reduce((n, l) => n + l.specs.length, 0));
    const spec = harrowParameters[0]!;
    expect(() => combineParameterLists([{ name: 'one', specs: [spec] }, { name: 'two', specs: [spec] }]))
      .toThrow(`harrow parameters: key '${spec.key}' is registered twice (one and two)`);
  });

  it('is grouped by prefix in PARAMETER_PREFIX_ORDER, keeping each module\'s order within a prefix', () => {
    const groups = keys.map(prefixOf).filter((p, i, a) => i === 0 || a[i - 1] !== p);
    expect(new Set(groups).size, `prefixes not contiguous: ${groups.join(' ')}`).toBe(groups.length);
    const known = groups.filter((p) => PARAMETER_PREFIX_ORDER.includes(p));
    expect(known).toEqual(PARAMETER_PREFIX_ORDER.filter((p) => groups.includes(p)));
    expect(groups.slice(0, known.length)).toEqual(known);
    for (const list of HARROW_PARAMETER_LISTS) {
      const own = list.specs.map((s) => s.key);
      for (const p of new Set(own.map(prefixOf))) {
        expect(keys.filter((k) => prefixOf(k) === p && own.includes(k)), list.name).toEqual(own.filter((k) => prefixOf(k) === p));
      }
    }
    expect(HARROW_PARAMETER_BY_KEY.size).toBe(keys.length);
  });

  it('every key has a non-empty source and description', () => {
    for (const p of harrowParameters) {
      expect(p.source.trim(), p.key).not.toBe('');
      expect(p.description.trim(), p.key).not.toBe('');
    }
  });

  it('every ASSUMPTION has alternatives to study, except the listed ones', () => {
    /** Assumed values with nothing to vary, each with why. */
    const EXCEPTIONS: Readonly<Record<string, string>> = {
      'map.a':
        'a whole invented layout (G-1…G-10, the printed maps were lost) with no second invented layout to offer; ' +
        'map.side=B and map.b=from-a are the studied alternatives, any other layout is typed in full',
      ...UNBUILT_READINGS,
    };
    const missing = harrowParameters
      .filter((p) => p.source.includes('ASSUMPTION') && (p.alternatives?.length ?? 0) === 0 && !(p.key in EXCEPTIONS))
      .map((p) => p.key);
    expect(missing).toEqual([]);
    for (const k of Object.keys(EXCEPTIONS)) expect(HARROW_PARAMETER_BY_KEY.get(k)?.source, k).toMatch(/ASSUMPTION/);
  });

  it('every default and every alternative passes its own check', () => {
    for (const p of harrowParameters) {
      expect(checkParameterValue(p, p.default), p.key).toEqual(p.default);
      if (p.kind === 'text') expect(p.check(p.default), p.key).toBeNull();
      for (const a of p.alternatives ?? []) expect(checkParameterValue(p, a), `${p.key} alternative ${String(a)}`).toEqual(a);
    }
    expect(resolveParameters(harrowParameters, {})).toEqual(DEFAULTS);
  });
});

describe('registry ↔ the keys the modules read', () => {
  it('every key a module reads is registered (a template key matches at least one)', () => {
    const unregistered = READS
      .filter((r) => (r.key !== undefined ? !HARROW_PARAMETER_BY_KEY.has(r.key) && !(r.key in KNOWN_UNREGISTERED_READS) : !keys.some((k) => r.pattern!.test(k))))
      .map((r) => `${r.where}: ${r.text}`);
    expect(unregistered).toEqual([]);
  });

  it('the known unregistered reads are still read and still unregistered (delete an entry once fixed)', () => {
    for (const k of Object.keys(KNOWN_UNREGISTERED_READS)) {
      expect(isRead(k), k).toBe(true);
      expect(HARROW_PARAMETER_BY_KEY.has(k), k).toBe(false);
    }
  });

  it('every registered key is read by some module, except the listed ones', () => {
    const unread = keys.filter((k) => !isRead(k) && !(k in KNOWN_UNREAD));
    expect(unread).toEqual([]);
    for (const k of Object.keys(KNOWN_UNREAD)) expect(HARROW_PARAMETER_BY_KEY.has(k), k).toBe(true);
    // A listed key that a module now reads is a stale entry: delete it.
    expect(Object.keys(KNOWN_UNREAD).filter((k) => isRead(k))).toEqual([]);
  });

  it('the registry defaults are the defaults the readers fall back to', () => {
    expect(basicNumbers(DEFAULTS)).toEqual(basicNumbers({}));
    expect(cleanupNumbers(DEFAULTS)).toEqual(cleanupNumbers({}));
    expect(objectiveRules(DEFAULTS)).toEqual(objectiveRules({}));
    expect(treeModelFromValues(DEFAULTS)).toEqual(makeTreeModel());
    for (const mode of ['training', 'full'] as const) {
      expect(setupOptionsFromValues(mode, DEFAULTS), mode).toEqual(setupOptionsFromValues(mode, {}));
    }
  });
});
