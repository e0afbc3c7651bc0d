// Plain-text output shared by run.mjs and check.mjs (no colours: CI logs read it).

/** 1234567 → "1,234,567"; small values keep 3 significant digits. */
export function fmt(x) {
  if (!Number.isFinite(x)) return String(x);
  if (Math.abs(x) >= 100) return Math.round(x).toLocaleString('en-US');
  return x.toPrecision(3);
}

/** A left-aligned text table with a rule under the header. */
export function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) => cells.map((c, i) => String(c ?? '').padEnd(widths[i])).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
