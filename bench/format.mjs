// Plain-text output (no colours: CI logs read it) and the median, shared by run.mjs and check.mjs.

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

/** The middle value (the mean of the two middle ones for an even count). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
