// Top self-time functions of a .cpuprofile: node bench/cpu-top.mjs bench/.cpu/FILE.cpuprofile [N]
// Built files are mapped back to their TypeScript source through the .js.map beside them.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname, relative, resolve } from 'node:path';

const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const n = Number(process.argv[3] ?? 20);
const maps = new Map();
function where(f) {
  if (!f.url.startsWith('file:')) return f.url ? `${f.url}:${f.lineNumber + 1}` : '';
  const file = fileURLToPath(f.url);
  if (!maps.has(file)) maps.set(file, existsSync(file + '.map') ? new SourceMap(JSON.parse(readFileSync(file + '.map', 'utf8'))) : null);
  const map = maps.get(file);
  const e = map?.findEntry(f.lineNumber, f.columnNumber);
  if (e && e.originalSource) {
    const src = e.originalSource.startsWith('file:') ? fileURLToPath(e.originalSource) : resolve(dirname(file), e.originalSource);
    return `${relative(process.cwd(), src)}:${e.originalLine + 1}`;
  }
  return `${file.replace(/^.*\/work\/main\//, '')}:${f.lineNumber + 1}`;
}
const byId = new Map(p.nodes.map((x) => [x.id, x]));
const counts = new Map();
for (const s of p.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
const agg = new Map();
let total = 0;
for (const [id, c] of counts) {
  const f = byId.get(id).callFrame;
  const key = `${f.functionName || '(anonymous)'}  ${where(f)}`;
  agg.set(key, (agg.get(key) ?? 0) + c);
  total += c;
}
for (const [k, c] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${((100 * c) / total).toFixed(1).padStart(5)}%  ${k}`);
