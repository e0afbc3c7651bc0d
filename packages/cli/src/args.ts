// A small strict option parser: every option is declared, every bad token is
// reported in one line that names it and what is accepted.
import { UsageError } from '@balance-lab/core';

export interface OptionSpec {
  readonly name: string;
  /** 'flag' takes no value; 'value' takes one; 'list' may repeat. */
  readonly kind: 'flag' | 'value' | 'list';
  readonly help: string;
  readonly placeholder?: string;
}

export interface ParsedArgs {
  readonly positionals: string[];
  readonly values: Map<string, string>;
  readonly lists: Map<string, string[]>;
  readonly flags: Set<string>;
}

export function parseArgs(command: string, argv: readonly string[], specs: readonly OptionSpec[]): ParsedArgs {
  const byName = new Map(specs.map((s) => [s.name, s]));
  const out: ParsedArgs = { positionals: [], values: new Map(), lists: new Map(), flags: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const tok = argv[i] as string;
    if (!tok.startsWith('--') || tok === '--') {
      out.positionals.push(tok);
      continue;
    }
    const eq = tok.indexOf('=');
    const name = eq < 0 ? tok.slice(2) : tok.slice(2, eq);
    const spec = byName.get(name);
    if (!spec) {
      throw new UsageError(
        `unknown option '--${name}' for ${command}: accepted options are ${specs.map((s) => '--' + s.name).join(', ')}`,
      );
    }
    if (spec.kind === 'flag') {
      if (eq >= 0) throw new UsageError(`option --${name} takes no value, got '${tok}'`);
      out.flags.add(name);
      continue;
    }
    let value: string | undefined;
    if (eq >= 0) value = tok.slice(eq + 1);
    else {
      value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) {
        throw new UsageError(`option --${name} needs a value (${spec.placeholder ?? 'VALUE'})`);
      }
      i++;
    }
    if (spec.kind === 'list') {
      const list = out.lists.get(name) ?? [];
      list.push(value);
      out.lists.set(name, list);
    } else {
      if (out.values.has(name)) throw new UsageError(`option --${name} is given twice`);
      out.values.set(name, value);
    }
  }
  return out;
}

/** An integer option in [min, max]; throws UsageError naming the bad value and the range. */
export function intOption(args: ParsedArgs, name: string, fallback: number, min: number, max: number): number {
  const raw = args.values.get(name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max) {
    throw new UsageError(`invalid --${name} '${raw}': expected an integer from ${min} to ${max}`);
  }
  return Number(raw);
}

/** `a,b,c` into a list; empty items are an error. */
export function listOption(raw: string, name: string): string[] {
  const items = raw.split(',').map((s) => s.trim());
  if (items.some((s) => s === '')) throw new UsageError(`invalid --${name} '${raw}': expected a comma-separated list with no empty items`);
  return items;
}
