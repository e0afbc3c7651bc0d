// Writes the content documents of the tuned-values sensitivity study (issue 23): the `tuned` set with
// one tuned value moved at a time. Run from the repository root after `npm run build`:
//   node reports/korrem/sensitivity/variants.mjs
// reports/make-reports.sh then plays each with `--content reports/korrem/sensitivity/content/<name>.json`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { STARTER_DOCUMENT, TUNED_DOCUMENT } from '@balance-lab/korrem';

const PROVIDERS = new Set(['farmer', 'goblin-laborer', 'fisherman', 'miner', 'merchant', 'apprentice']);
const clone = () => JSON.parse(JSON.stringify(TUNED_DOCUMENT));
/** Applies `f` to every character's quest whose category is `category`. */
const quests = (doc, category, f) => {
  for (const c of doc.characters) if (c.quest?.category === category && c.quest.source.includes('issue 23')) f(c.quest);
  return doc;
};

export const VARIANTS = {
  'empire-2': { what: 'Empire quest +2 VP per settlement, at most 12 (tuned: +3, at most 18)', doc: () => quests(clone(), 'Empire', (q) => Object.assign(q, { vp: 2, max: 12 })) },
  'empire-4': { what: 'Empire quest +4 VP per settlement, at most 24', doc: () => quests(clone(), 'Empire', (q) => Object.assign(q, { vp: 4, max: 24 })) },
  'explore-10': { what: 'Exploration quest at most 10 Discovers (tuned: 5)', doc: () => quests(clone(), 'Exploration', (q) => Object.assign(q, { max: 10 })) },
  'hunt-2': { what: 'Malice quest +2 VP per Monster killed, at most 6 (tuned: +1, at most 3)', doc: () => quests(clone(), 'Malice', (q) => Object.assign(q, { vp: 2, max: 6 })) },
  'printed-yields': {
    what: "Providers gather only the spec's yields (tuned: also the Village resources they lacked, G6)",
    doc: () => {
      const doc = clone();
      const printed = new Map(STARTER_DOCUMENT.characters.map((c) => [c.id, c]));
      for (const c of doc.characters) {
        if (!PROVIDERS.has(c.id)) continue;
        c.gathers = JSON.parse(JSON.stringify(printed.get(c.id).gathers));
        c.source = printed.get(c.id).source;
      }
      return doc;
    },
  },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = new URL('./content/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  for (const [name, v] of Object.entries(VARIANTS)) {
    const doc = v.doc();
    doc.source = `${doc.source}; sensitivity variant ${name}: ${v.what}`;
    writeFileSync(new URL(`${name}.json`, dir), `${JSON.stringify(doc, null, 1)}\n`);
    console.log(`${name}: ${v.what}`);
  }
}
