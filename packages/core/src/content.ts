// Content documents: the decks, creatures and tiles a game takes as data because
// the printed lists were lost and a designer must be able to load their own. A
// document is checked against the game's JSON Schema (Ajv) and its own check, made
// canonical (sorted keys) so its hash names it whatever the file's layout, and
// carried in the plan to every worker: workers never read the file.
import { fingerprint } from './fingerprint.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Ajv as AjvClass } from 'ajv';
import type { AnyGame, ContentSpec } from './contracts.js';
import { UsageError } from './errors.js';

/** The content in force for a run. */
export interface RunContent {
  /** A built-in set's name, or the file it was read from. */
  readonly name: string;
  /** sha256 (16 hex digits) of the canonical document: part of the run's identity. */
  readonly hash: string;
  readonly document: unknown;
}

/** The document with object keys sorted at every level (arrays keep their order). */
export function canonicalDocument(doc: unknown): unknown {
  if (Array.isArray(doc)) return doc.map(canonicalDocument);
  if (doc !== null && typeof doc === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(doc).sort()) out[k] = canonicalDocument((doc as Record<string, unknown>)[k]);
    return out;
  }
  return doc;
}

export function hashContent(doc: unknown): string {
  return fingerprint(JSON.stringify(canonicalDocument(doc)));
}

const validators = new WeakMap<ContentSpec, (doc: unknown) => string | null>();

// Ajv is loaded on first use, in the thread that checks a document (the main thread):
// worker threads import this module through the plan but never check a schema.
let ajvClass: typeof AjvClass | null = null;
function loadAjv(): typeof AjvClass {
  ajvClass ??= (createRequire(import.meta.url)('ajv') as { Ajv: typeof AjvClass }).Ajv;
  return ajvClass;
}

function schemaCheck(spec: ContentSpec): (doc: unknown) => string | null {
  let v = validators.get(spec);
  if (!v) {
    const Ajv = loadAjv();
    const ajv = new Ajv({ allErrors: false, strict: false });
    const validate = ajv.compile(spec.schema);
    v = (doc) => {
      if (validate(doc)) return null;
      const e = validate.errors?.[0];
      if (!e) return 'does not match the schema';
      const where = e.instancePath === '' ? '(the document)' : e.instancePath;
      const extra = e.keyword === 'additionalProperties' ? ` '${String((e.params as { additionalProperty?: string }).additionalProperty)}'` : '';
      const allowed = e.keyword === 'enum' ? ` (${((e.params as { allowedValues?: unknown[] }).allowedValues ?? []).join(', ')})` : '';
      return `${where} ${e.message ?? 'is invalid'}${extra}${allowed}`;
    };
    validators.set(spec, v);
  }
  return v;
}

/** Null when the document is acceptable to the game, else one line naming the field. */
export function contentProblem(spec: ContentSpec, doc: unknown): string | null {
  return schemaCheck(spec)(doc) ?? spec.check?.(doc) ?? null;
}

/**
 * The run's content: a built-in set by name, a parsed document with a label, or
 * (nothing asked) the game's default set. Throws UsageError with one line for an
 * unknown set, a game without content, or a document that fails the checks.
 */
export function resolveContent(
  game: AnyGame,
  asked: string | { readonly label: string; readonly document: unknown } | undefined,
): RunContent | null {
  const spec = game.content;
  if (!spec) {
    if (asked !== undefined) throw new UsageError(`${game.id} takes no content (--content): its rules are all parameters (see 'balance-lab rules ${game.id}')`);
    return null;
  }
  let name: string;
  let document: unknown;
  if (asked === undefined || typeof asked === 'string') {
    name = asked ?? spec.default;
    const set = spec.sets[name];
    if (!set) throw new UsageError(`unknown content set '${name}' for ${game.id}: built-in sets are ${Object.keys(spec.sets).join(', ')} (or give a JSON file)`);
    document = set.document;
  } else {
    name = asked.label;
    document = asked.document;
  }
  const problem = contentProblem(spec, document);
  if (problem) throw new UsageError(`invalid content ${name}: ${problem}`);
  const canonical = canonicalDocument(document);
  return { name, hash: hashContent(canonical), document: canonical };
}

/**
 * `--content X`: a built-in set's name, or else a JSON file. The file is read and
 * parsed here, in the main thread; a missing or malformed file is one line.
 */
export function contentArgument(game: AnyGame, raw: string): string | { readonly label: string; readonly document: unknown } {
  if (!game.content) return raw; // resolveContent says the game takes none
  if (Object.prototype.hasOwnProperty.call(game.content.sets, raw)) return raw;
  let text: string;
  try {
    text = readFileSync(raw, 'utf8');
  } catch {
    throw new UsageError(`invalid --content '${raw}': not a built-in set of ${game.id} (${Object.keys(game.content.sets).join(', ')}) and not a readable file`);
  }
  try {
    return { label: raw, document: JSON.parse(text) as unknown };
  } catch (e) {
    throw new UsageError(`content file '${raw}' is not valid JSON: ${(e as Error).message}`);
  }
}
