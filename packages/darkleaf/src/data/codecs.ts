// Text forms of the structured data values, as typed after `--set key=…`.
// Each codec parses (throwing a one-line reason) and formats, and format∘parse round-trips.
import {
  ABILITY_IDS, DIRS, TRAIT_AURA_IDS, UNIT_TYPES, WILL_AREAS, WILL_OPS,
  type AbilityId, type DeedDirSet, type Dir, type DirSet, type Placement, type RowRequirement,
  type SlotReq, type SquareName, type TraitAuraId, type UnitType, type WillArea, type WillEffect, type WillOp,
} from './types.js';

/** Thrown by codec parsers; parameters.ts turns the message into a ParameterError line. */
export class CodecError extends Error {
  override readonly name = 'CodecError';
}
const fail = (why: string): never => {
  throw new CodecError(why);
};

const NAMED_DIRSETS = ['ALL', 'ORTHO', 'DIAG', 'NONE'] as const;
/** Largest die any value may name (the registry's boneSides range). */
export const MAX_DIE_SIDES = 20;
/** Most bone slots a row may have (engine state keeps 8 per row, spec §6.2). */
export const MAX_ROW_SLOTS = 8;

function list(text: string): string[] {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.some((p) => p === '')) fail('empty item in comma list');
  return parts;
}

function noDuplicates(items: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const it of items) {
    if (seen.has(it)) fail(`${what} '${it}' listed twice`);
    seen.add(it);
  }
}

// ---- directions ---------------------------------------------------------------------------

export function parseDirList(text: string): Dir[] {
  const out: Dir[] = [];
  for (const p of list(text)) {
    if (!(DIRS as readonly string[]).includes(p)) fail(`'${p}' is not a direction (N, NE, E, SE, S, SW, W, NW)`);
    out.push(p as Dir);
  }
  noDuplicates(out, 'direction');
  return out;
}

export function parseDirSet(text: string): DirSet {
  if ((NAMED_DIRSETS as readonly string[]).includes(text)) return text as DirSet;
  return parseDirList(text);
}

export function parseDeedDirSet(text: string): DeedDirSet {
  if (text === 'JOURNEY' || text === 'SELF') return text;
  return parseDirSet(text);
}

export function formatDirSet(set: DeedDirSet): string {
  return typeof set === 'string' ? set : set.join(',');
}

/** Expands a DirSet to its explicit directions (named masks per CR-GEO-3). */
export function dirsOf(set: DirSet): readonly Dir[] {
  switch (set) {
    case 'ALL':
      return DIRS;
    case 'ORTHO':
      return ['N', 'E', 'S', 'W'];
    case 'DIAG':
      return ['NE', 'SE', 'SW', 'NW'];
    case 'NONE':
      return [];
    default:
      return set as readonly Dir[];
  }
}

// ---- squares and layouts ------------------------------------------------------------------

export function isSquareName(text: string): text is SquareName {
  return /^[a-h][1-8]$/.test(text);
}

export function parseSquareList(text: string): SquareName[] {
  const out = list(text);
  for (const sq of out) if (!isSquareName(sq)) fail(`'${sq}' is not a square a1..h8`);
  noDuplicates(out, 'square');
  return out as SquareName[];
}

export function formatSquareList(squares: readonly SquareName[]): string {
  return squares.join(',');
}

/** "sage:c1,king:e1,pawn:a2,…" — local squares, rank 1 = own Seat. No square twice. */
export function parseLayout(text: string): Placement[] {
  const out: Placement[] = [];
  for (const item of list(text)) {
    const m = /^([a-z]+):([a-z0-9]+)$/.exec(item);
    if (!m) return fail(`'${item}' is not type:square`);
    const type = m[1] as string;
    const sq = m[2] as string;
    if (!(UNIT_TYPES as readonly string[]).includes(type)) fail(`'${type}' is not a unit type (${UNIT_TYPES.join(', ')})`);
    if (!isSquareName(sq)) return fail(`'${sq}' is not a square a1..h8`);
    out.push({ type: type as UnitType, sq });
  }
  noDuplicates(out.map((p) => p.sq), 'square');
  return out;
}

export function formatLayout(layout: readonly Placement[]): string {
  return layout.map((p) => `${p.type}:${p.sq}`).join(',');
}

// ---- unit types, abilities, integer lists -------------------------------------------------

export function parseUnitTypes(text: string): UnitType[] {
  if (text === 'none') return [];
  const out = list(text);
  for (const t of out) if (!(UNIT_TYPES as readonly string[]).includes(t)) fail(`'${t}' is not a unit type (${UNIT_TYPES.join(', ')})`);
  noDuplicates(out, 'unit type');
  return out as UnitType[];
}

export function formatNameList(items: readonly string[]): string {
  return items.length === 0 ? 'none' : items.join(',');
}

export function parseAbilities(text: string): AbilityId[] {
  if (text === 'none') return [];
  const out = list(text);
  for (const a of out) if (!(ABILITY_IDS as readonly string[]).includes(a)) fail(`'${a}' is not an ability id (${ABILITY_IDS.join(', ')})`);
  noDuplicates(out, 'ability');
  return out as AbilityId[];
}

export function parseTraitAuras(text: string): TraitAuraId[] {
  if (text === 'none') return [];
  const out = list(text);
  for (const a of out) if (!(TRAIT_AURA_IDS as readonly string[]).includes(a)) fail(`'${a}' is not a trait aura (${TRAIT_AURA_IDS.join(', ')}, or none)`);
  noDuplicates(out, 'trait aura');
  return out as TraitAuraId[];
}

export function parseIntList(text: string, min: number, max: number): number[] {
  const out: number[] = [];
  for (const p of list(text)) {
    if (!/^[+-]?\d+$/.test(p)) fail(`'${p}' is not an integer`);
    const n = Number(p);
    if (n < min || n > max) fail(`${n} is outside ${min}..${max}`);
    out.push(n);
  }
  noDuplicates(out.map(String), 'value');
  return out;
}

export function formatIntList(values: readonly number[]): string {
  return values.join(',');
}

// ---- slot rows ----------------------------------------------------------------------------

/** Faces (1..sides) a slot requirement accepts, as a bitmask with bit v set for value v (CR-S-2). */
export function slotAcceptMask(req: SlotReq, sides: number): number {
  let mask = 0;
  for (let v = 1; v <= sides; v++) {
    if (slotAccepts(req, v)) mask |= 1 << v;
  }
  return mask;
}

export function slotAccepts(req: SlotReq, v: number): boolean {
  if (req === 'E') return v % 2 === 0;
  if (req === 'O') return v % 2 === 1;
  const dash = req.indexOf('-');
  if (dash < 0) return Number(req) === v;
  return Number(req.slice(0, dash)) === v || Number(req.slice(dash + 1)) === v;
}

function checkSlotReq(req: string): SlotReq {
  if (req === 'E' || req === 'O') return req;
  const m = /^(\d+)(?:-(\d+))?$/.exec(req);
  if (!m) return fail(`slot '${req}' is not a number, a-b, E or O`);
  for (const g of [m[1], m[2]]) {
    if (g === undefined) continue;
    const n = Number(g);
    if (n < 1 || n > MAX_DIE_SIDES) fail(`slot '${req}' names ${n}, outside 1..${MAX_DIE_SIDES}`);
  }
  if (m[2] !== undefined && m[1] === m[2]) fail(`slot '${req}' names the same value twice`);
  return req as SlotReq;
}

/** "1-2,1-2" (per-slot requirements) or "sum:3:15:17" (Sum Between 15 and 17 over 3 slots). */
export function parseRowRequirement(text: string): RowRequirement {
  if (text.startsWith('sum:')) {
    const m = /^sum:(\d+):(\d+):(\d+)$/.exec(text);
    if (!m) return fail(`'${text}' is not sum:slots:lo:hi`);
    const slots = Number(m[1]);
    const lo = Number(m[2]);
    const hi = Number(m[3]);
    if (slots < 1 || slots > MAX_ROW_SLOTS) fail(`sum row with ${slots} slots, outside 1..${MAX_ROW_SLOTS}`);
    if (lo > hi) fail(`sum row lo ${lo} is above hi ${hi}`);
    if (hi < slots || lo > slots * MAX_DIE_SIDES) fail(`sum row ${lo}..${hi} is unreachable with ${slots} slots`);
    return { kind: 'sum', slots, lo, hi };
  }
  const slots = list(text).map(checkSlotReq);
  if (slots.length > MAX_ROW_SLOTS) fail(`${slots.length} slots, at most ${MAX_ROW_SLOTS}`);
  return { kind: 'slots', slots };
}

export function formatRowRequirement(row: RowRequirement): string {
  return row.kind === 'sum' ? `sum:${row.slots}:${row.lo}:${row.hi}` : row.slots.join(',');
}

/** Why `row` cannot be completed with a die of `sides` faces, or null if it can. */
export function rowImpossibleReason(row: RowRequirement, sides: number): string | null {
  if (row.kind === 'sum') {
    if (row.hi < row.slots || row.lo > row.slots * sides) {
      return `Sum Between ${row.lo} and ${row.hi} over ${row.slots} slots cannot be made with a d${sides} (totals ${row.slots}..${row.slots * sides})`;
    }
    return null;
  }
  for (const req of row.slots) {
    if (slotAcceptMask(req, sides) === 0) return `slot '${req}' accepts no face of a d${sides}`;
  }
  return null;
}

// ---- Haggedorn's Will cells ---------------------------------------------------------------

/** Fields each op requires (beyond `op`); others are rejected. */
const WILL_FIELDS: Record<WillOp, { readonly required: readonly (keyof WillEffect)[]; readonly optional: readonly (keyof WillEffect)[] }> = {
  nothing: { required: [], optional: [] },
  rekindle: { required: ['types', 'area', 'count'], optional: [] },
  vanquish: { required: ['types', 'chooser', 'count'], optional: [] },
  returnSlottedBone: { required: ['count'], optional: ['chooser'] },
  returnFullestRow: { required: [], optional: ['chooser'] },
  discardRelicToken: { required: ['count'], optional: ['chooser'] },
  gainRelicToken: { required: ['count'], optional: [] },
  relocate: { required: ['types', 'area', 'chooser', 'count'], optional: [] },
  reroll: { required: ['count', 'rounds'], optional: ['rollValues'] },
  noSlotting: { required: ['rounds'], optional: [] },
  noRelicSpending: { required: ['rounds'], optional: [] },
  reserveBones: { required: ['count', 'rounds'], optional: [] },
};

const WILL_KEY_ORDER: readonly (keyof WillEffect)[] = ['types', 'area', 'chooser', 'count', 'rounds', 'rollValues'];

/** "rekindle types=pawn area=ownSeat count=1"; rounds=-1 = remainder of the game. */
export function parseWillEffect(text: string): WillEffect {
  const words = text.split(/\s+/).filter((w) => w !== '');
  const op = words[0];
  if (op === undefined || !(WILL_OPS as readonly string[]).includes(op)) {
    return fail(`'${op ?? ''}' is not a Will op (${WILL_OPS.join(', ')})`);
  }
  const spec = WILL_FIELDS[op as WillOp];
  const out: { -readonly [K in keyof WillEffect]: WillEffect[K] } = { op: op as WillOp };
  for (const w of words.slice(1)) {
    const eq = w.indexOf('=');
    if (eq < 0) fail(`'${w}' is not key=value`);
    const key = w.slice(0, eq) as keyof WillEffect;
    const raw = w.slice(eq + 1);
    if (!spec.required.includes(key) && !spec.optional.includes(key)) fail(`op ${op} takes no '${key}'`);
    if (out[key] !== undefined) fail(`'${key}' given twice`);
    switch (key) {
      case 'types':
        out.types = parseUnitTypes(raw);
        if (out.types.length === 0) fail('types is empty');
        break;
      case 'area':
        if (!(WILL_AREAS as readonly string[]).includes(raw)) fail(`area '${raw}' is not one of ${WILL_AREAS.join(', ')}`);
        out.area = raw as WillArea;
        break;
      case 'chooser':
        if (raw !== 'self' && raw !== 'rival') fail(`chooser '${raw}' is not self or rival`);
        out.chooser = raw as 'self' | 'rival';
        break;
      case 'count':
        out.count = parseIntList(raw, 1, 8)[0] as number;
        if (raw.includes(',')) fail('count takes one number');
        break;
      case 'rounds':
        out.rounds = parseIntList(raw, -1, 50)[0] as number;
        if (raw.includes(',')) fail('rounds takes one number');
        break;
      case 'rollValues':
        out.rollValues = parseIntList(raw, 1, MAX_DIE_SIDES);
        break;
      default:
        fail(`unknown key '${String(key)}'`);
    }
  }
  for (const k of spec.required) if (out[k] === undefined) fail(`op ${op} needs '${k}='`);
  return out;
}

export function formatWillEffect(e: WillEffect): string {
  const parts: string[] = [e.op];
  for (const k of WILL_KEY_ORDER) {
    const v = e[k];
    if (v === undefined) continue;
    parts.push(`${k}=${Array.isArray(v) ? v.join(',') : String(v)}`);
  }
  return parts.join(' ');
}
