// A package rule list (ids the spec does not give: Hester's R-H-*, solo's R-SOLO-*): each rule's id,
// text and the rulebook line it comes from, and the one lookup the code and tests cite them by.

export interface RuleEntry {
  readonly id: string;
  readonly text: string;
  readonly source: string;
}

/** The rule of `id` in `list` (throws for an unknown id, so a test cannot cite a rule that does not exist). */
export function ruleById(list: readonly RuleEntry[], id: string, what: string): RuleEntry {
  const r = list.find((x) => x.id === id);
  if (r === undefined) throw new RangeError(`no ${what} rule ${id}`);
  return r;
}
