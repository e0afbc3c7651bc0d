// Action codes: one atomic decision each (spec §6.3, §6.4). A code packs the prompt's own verb and
// up to three arguments: verb (7 bits) | a (8 bits) | b (16 bits, e.g. a packed hex position or a
// card copy). Each prompt module names its verbs; `kindOf`/`argA`/`argB` read any code.
export type ActionCode = number;

export const VERB_BITS = 7;
export const A_BITS = 8;
export const B_BITS = 16;

/** Packs a decision. `a` in 0..255, `b` in 0..65535 (callers offset signed values). */
export const encode = (verb: number, a = 0, b = 0): ActionCode => (verb | (a << VERB_BITS) | (b << (VERB_BITS + A_BITS))) >>> 0 | 0;
export const kindOf = (code: ActionCode): number => code & ((1 << VERB_BITS) - 1);
export const argA = (code: ActionCode): number => (code >>> VERB_BITS) & ((1 << A_BITS) - 1);
export const argB = (code: ActionCode): number => (code >>> (VERB_BITS + A_BITS)) & ((1 << B_BITS) - 1);
