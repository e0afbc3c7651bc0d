// Every `--set` key does something (spec §4.2 config): each key of KORREM_PARAMETERS is read by
// compileParams and changes the compiled KorremParams; each field of KorremParams is read by some
// module of packages/korrem/src besides parameters.ts (a scan of the source text); each default
// resolves and compiles.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultValues, resolveParameters, rngFor, type ParamValue, type ParameterSpec } from '@balance-lab/core';
import { describe, expect, it } from 'vitest';
import { korrem } from '../src/game.js';
import { checkKorremInvariants } from '../src/invariants.js';
import { KORREM_PARAMETERS, compileParams } from '../src/parameters.js';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

/** A value of `spec` other than its default (its first listed alternative, else a bound). */
function otherValue(spec: ParameterSpec): ParamValue {
  const alt = (spec as { alternatives?: readonly ParamValue[] }).alternatives;
  if (alt && alt.length > 0) return alt[0]!;
  if (spec.kind === 'int') return spec.default === spec.min ? spec.max : spec.min;
  if (spec.kind === 'bool') return !spec.default;
  if (spec.kind === 'choice') return spec.values.find((v) => v !== spec.default)!;
  throw new Error(`no other value for ${spec.key}`);
}

/** Field paths of the compiled params: top level, and `battle.x` for the battle block. */
function fieldPaths(o: Record<string, unknown>, prefix = ''): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(o)) {
    if (v !== null && typeof v === 'object' && !ArrayBuffer.isView(v)) out.push(...fieldPaths(v as Record<string, unknown>, `${prefix}${k}.`));
    else out.push(`${prefix}${k}`);
  }
  return out;
}

describe('§4.2 --set parameters', () => {
  it('every parameter\'s default is a legal value, resolves, and compiles', () => {
    for (const spec of KORREM_PARAMETERS) {
      if (spec.kind === 'int') expect(spec.default >= spec.min && spec.default <= spec.max, spec.key).toBe(true);
      if (spec.kind === 'choice') expect(spec.values, spec.key).toContain(spec.default);
    }
    const values = resolveParameters(KORREM_PARAMETERS, {});
    expect(values).toEqual(defaultValues(KORREM_PARAMETERS));
    expect(() => compileParams(values)).not.toThrow();
    // Each default set explicitly (as `--set key=default` would) compiles to the same params.
    const base = JSON.stringify(compileParams(values));
    for (const spec of KORREM_PARAMETERS) {
      expect(JSON.stringify(compileParams(resolveParameters(KORREM_PARAMETERS, { [spec.key]: String(spec.default) }))), spec.key).toBe(base);
    }
  });

  it('every key is read by compileParams: its text names the key, and another value changes the compiled params', () => {
    const text = readFileSync(join(SRC, 'parameters.ts'), 'utf8');
    const body = text.slice(text.indexOf('export function compileParams'));
    const base = JSON.stringify(compileParams(defaultValues(KORREM_PARAMETERS)));
    const silent: string[] = [];
    for (const spec of KORREM_PARAMETERS) {
      expect(body, spec.key).toContain(`'${spec.key}'`);
      const other = compileParams(resolveParameters(KORREM_PARAMETERS, { [spec.key]: otherValue(spec) }));
      if (JSON.stringify(other) === base) silent.push(spec.key);
    }
    expect(silent).toEqual([]);
  });

  it('every choice value compiles to its own params (no two values of one key read alike)', () => {
    for (const spec of KORREM_PARAMETERS) {
      if (spec.kind !== 'choice') continue;
      const seen = new Set(spec.values.map((v) => JSON.stringify(compileParams(resolveParameters(KORREM_PARAMETERS, { [spec.key]: v })))));
      expect(seen.size, spec.key).toBe(spec.values.length);
    }
  });

  it('every field of KorremParams is read somewhere in packages/korrem/src outside parameters.ts', () => {
    // Only modules that handle the game's compiled params (they name KorremParams or config.params, or
    // destructure `params` from a config), so a same-named field of another structure (BattleState.gridW…)
    // does not count as a read.
    const handlesParams = /KorremParams|config\.params|\{[^}]*\bparams\b[^}]*\}\s*=\s*[\w.]*config\b/;
    const readers = sourceFiles(SRC)
      .filter((f) => !f.endsWith(`${join('src', 'parameters.ts')}`))
      .map((f) => readFileSync(f, 'utf8'))
      .filter((t) => handlesParams.test(t));
    expect(readers.length).toBeGreaterThan(5);
    const fields = fieldPaths(compileParams(defaultValues(KORREM_PARAMETERS)) as unknown as Record<string, unknown>);
    expect(fields).toContain('battle.maxCharacterActsPerPhase');
    const unread = fields.filter((path) => {
      const field = path.slice(path.lastIndexOf('.') + 1);
      const re = new RegExp(`\\.${field}\\b`);
      return !readers.some((t) => re.test(t));
    });
    expect(unread).toEqual([]);
  });

  it('G10 G22 G47 G56 the switches built here play whole games (seeds 0–3, 4 nations, round cap 30, random picks): invariants after every decision, Regroup choices and VP trades happen', () => {
    const config = korrem.configure(
      resolveParameters(korrem.parameters, { 'game.roundCap': 30, 'trade.allowVp': true, 'battle.maxCharacterActsPerPhase': 2, 'battle.npcRoleRule': 'legend' }),
    );
    const buf = new Int32Array(korrem.maxActions);
    let regroups = 0;
    let vpDeals = 0;
    for (let g = 0; g < 4; g++) {
      const rules = rngFor(g, 0, 'rules');
      const bot = rngFor(g, 0, 'bot0');
      const s = korrem.setup(config, ['human', 'elves', 'borean', 'druid'], rules);
      for (let step = 0; korrem.outcome(s) === null; step++) {
        expect(step, `game ${g}`).toBeLessThan(200_000);
        const n = korrem.legalActions(s, buf);
        const a = buf[bot.int(n)]!;
        const text = korrem.describeAction(s, a);
        if (text.startsWith('Regroup:')) regroups++;
        if (/^Accept the trade \(.*VP/.test(text)) vpDeals++;
        korrem.apply(s, a, rules);
        const bad = checkKorremInvariants(s);
        if (bad.length > 0) throw new Error(`game ${g} decision ${step} (${text}): ${bad.join('; ')}`);
      }
    }
    expect(regroups).toBeGreaterThan(0);
    expect(vpDeals).toBeGreaterThan(0);
  });
});
