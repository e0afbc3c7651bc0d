// The catalogue and faction data against the rulebook and the spec: counts, ids, that every
// cited line exists and says what is quoted, that every ASSUMPTION names a real gap row, and
// a few checkable facts (spec §4) computed from the data alone.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseParameterValue, type ParameterSpec } from '@balance-lab/core';
import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS, DECK_SIZES, GOBLIN_CARDS, HESTER_CARDS, TACTICS, UPGRADE_CARDS, UPGRADES, cardById,
} from '../src/data/cards.js';
import type { CatalogueEntry } from '../src/data/catalogue-types.js';
import {
  FAMILY, GAME, HESTER, KAMMI, PROTECTORS, harrowDataParameters, parseFamilyTrack, parseRow, parseTokenCounts,
} from '../src/data/factions.js';
import { ALL_POWERS, LEGENDS, LEGEND_COUNTS, LEGEND_TRACK, LEGEND_TRACKS, POWERS } from '../src/data/legends.js';
import { assumptionGaps, citedLines, type Sourced } from '../src/data/sourced.js';
import { ALL_BONUS_TILES, BONUS_TILE_COUNT, BONUS_TILES } from '../src/data/tiles.js';
import { UNBUILT_READINGS } from '../src/parameters.js';

const repo = (p: string): string => fileURLToPath(new URL(`../../../${p}`, import.meta.url));
// The rulebook and the spec live in ../shared/rules beside the repository; a checkout without them
// (CI) reads the copies in test/fixtures, which the last test checks against the originals.
const fixture = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const RULEBOOK_FILE = fixture('harrow-county-rulebook.txt');
const SPEC_FILE = fixture('harrow-county.md');
const RULEBOOK = readFileSync(RULEBOOK_FILE, 'utf8').split(/\r?\n/);
const SPEC = readFileSync(SPEC_FILE, 'utf8');
const GAP_IDS = new Set([...SPEC.matchAll(/^\| (G-\d+b?) \|/gm)].map((m) => m[1]));
const line = (n: number): string => RULEBOOK[n - 1] ?? '';

/** Lower case, straight quotes, no markdown bold, single spaces. */
const norm = (s: string): string => s.toLowerCase().replace(/[’‘]/g, "'").replace(/\*\*/g, '').replace(/\s+/g, ' ');

/** Every Sourced leaf under `root`, with its path. */
function sourcedLeaves(root: unknown, path: string, out: [string, Sourced<unknown>][] = []): [string, Sourced<unknown>][] {
  if (root === null || typeof root !== 'object') return out;
  const o = root as Record<string, unknown>;
  if ('value' in o && typeof o['source'] === 'string') {
    out.push([path, o as unknown as Sourced<unknown>]);
    sourcedLeaves(o['value'], `${path}.value`, out);
    return out;
  }
  for (const [k, v] of Object.entries(o)) sourcedLeaves(v, `${path}.${k}`, out);
  return out;
}

const ENTRIES: CatalogueEntry[] = [...ALL_CARDS, ...ALL_BONUS_TILES, ...ALL_POWERS];
const ALL_SOURCED = sourcedLeaves(
  { GAME, PROTECTORS, FAMILY, KAMMI, HESTER, LEGEND_TRACK, LEGEND_COUNTS, DECK_SIZES, BONUS_TILE_COUNT, LEGENDS, LEGEND_TRACKS, ENTRIES },
  'data',
);

describe('catalogue counts and ids', () => {
  it('has 16 Tactics, 9 Upgrades, 12 Goblin cards and 13 Hester cards: 50, as printed', () => {
    const count = (deck: string): number => ALL_CARDS.filter((c) => c.deck === deck).length;
    expect(count('tactics')).toBe(16);
    expect(count('upgrade')).toBe(9);
    expect(count('goblin')).toBe(12);
    expect(count('hester')).toBe(13);
    expect(ALL_CARDS).toHaveLength(50);
    for (const deck of ['tactics', 'upgrade', 'goblin', 'hester'] as const) expect(count(deck)).toBe(DECK_SIZES[deck].value);
    expect(Object.keys(TACTICS)).toHaveLength(16);
    expect(Object.keys(UPGRADES)).toHaveLength(9);
    expect(Object.keys(GOBLIN_CARDS)).toHaveLength(12);
    expect(Object.keys(HESTER_CARDS)).toHaveLength(13);
  });

  it('owners match decks', () => {
    const owner = { tactics: 'protectors', upgrade: 'family', goblin: 'kammi', hester: 'hester' } as const;
    for (const c of ALL_CARDS) expect(c.owner, c.id).toBe(owner[c.deck]);
  });

  it('has 9 Bonus Tiles', () => {
    expect(ALL_BONUS_TILES).toHaveLength(9);
    expect(BONUS_TILE_COUNT.value).toBe(9);
  });

  it('has the Legends the rulebook lists: Protectors 5, Family 6, Kammi 1 + 3 Goblins, Hester 1; 14 Unique Powers', () => {
    const of = (f: string, kind?: string): number =>
      LEGENDS.filter((l) => l.faction === f && (kind === undefined || l.kind === kind)).length;
    expect(of('protectors')).toBe(LEGEND_COUNTS.protectors.value);
    expect(of('protectors')).toBe(5);
    expect(of('family')).toBe(6);
    expect(of('family')).toBe(LEGEND_COUNTS.family.value);
    expect(of('kammi', 'kammi')).toBe(1);
    expect(of('kammi', 'goblin')).toBe(3);
    expect(of('kammi', 'goblin')).toBe(LEGEND_COUNTS.goblins.value);
    expect(of('hester')).toBe(1);
    expect(ALL_POWERS).toHaveLength(14);
    for (const l of LEGENDS) {
      if (l.kind === 'kammi' || l.kind === 'hester') expect(l.power, l.id).toBeNull();
      else expect(l.power?.id, l.id).toBe(l.id);
    }
    expect(LEGENDS.filter((l) => l.training).map((l) => l.id).sort()).toEqual(['emmy', 'levi']);
  });

  it('has both sides of each 2-player faction\'s Legend track, 4 spaces each', () => {
    expect(LEGEND_TRACKS).toHaveLength(6);
    for (const t of LEGEND_TRACKS) {
      expect(t.spaces.value.map((s) => s.index), t.id).toEqual([0, 1, 2, 3]);
      expect(t.spaces.value).toHaveLength(LEGEND_TRACK.spaces.value);
    }
  });

  it('ids are unique kebab-case of the printed names', () => {
    const special: Record<string, string> = { '+1/-1 Card': 'plus-1-minus-1-card' };
    const kebab = (name: string): string =>
      special[name] ??
      name.toLowerCase().replace(/&/g, ' and ').replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    for (const group of [ALL_CARDS, ALL_BONUS_TILES, ALL_POWERS, LEGENDS]) {
      const ids = group.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const e of group) {
        expect(e.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(e.id).toBe(kebab(e.name));
      }
    }
    for (const [key, c] of Object.entries({ ...TACTICS, ...UPGRADES, ...GOBLIN_CARDS, ...HESTER_CARDS })) expect(c.id).toBe(key);
    for (const [key, t] of Object.entries(BONUS_TILES)) expect(t.id).toBe(key);
    for (const [key, p] of Object.entries(POWERS)) expect(p.id).toBe(key);
    expect(cardById('conjure-the-dead')?.name).toBe('Conjure the Dead');
  });
});

describe('sources', () => {
  it('every entry\'s text is the rulebook\'s, and its first cited line names it', () => {
    for (const e of [...ENTRIES, ...LEGEND_TRACKS]) {
      const cited = citedLines(e.source);
      expect(cited.length, e.id).toBeGreaterThan(0);
      const lo = Math.min(...cited);
      const hi = Math.max(...cited);
      const range = RULEBOOK.slice(lo - 1, hi).map(norm);
      for (const para of e.text.split('\n')) expect(range.some((l) => l.includes(norm(para))), `${e.id}: "${para.slice(0, 40)}"`).toBe(true);
      const first = norm(line(cited[0] ?? 0));
      const words = `${e.name} ${e.text}`.toLowerCase().replace(/['’]/g, '').split(/[^a-z]+/).filter((w) => w.length >= 3);
      const named = e.name.toLowerCase().replace(/['’]/g, '').split(/[^a-z]+/).filter((w) => w.length >= 3);
      expect(words.some((w) => first.replace(/['’]/g, '').includes(w)), e.id).toBe(true);
      if ('owner' in e || ENTRIES.includes(e as CatalogueEntry)) {
        expect(named.some((w) => first.replace(/['’]/g, '').includes(w)), `${e.id} named on L${cited[0]}`).toBe(true);
      }
    }
  });

  it('entries\' gap lists name rows of the spec\'s gap table', () => {
    for (const e of ENTRIES) for (const g of e.gaps) expect(GAP_IDS.has(g), `${e.id} ${g}`).toBe(true);
  });

  it('finds a Sourced value for every number', () => {
    expect(ALL_SOURCED.length).toBeGreaterThan(300);
  });

  it('every cited Lnnnn exists and is not blank; every quoted phrase is on its line', () => {
    const problems: string[] = [];
    for (const [path, s] of ALL_SOURCED) {
      if (s.source.trim() === '') problems.push(`${path}: no source`);
      for (const n of citedLines(s.source)) {
        if (n < 1 || n > RULEBOOK.length || line(n).trim() === '') problems.push(`${path}: L${n} is missing or blank`);
      }
      // `Lnnnn ("quote")`, `Lnnnn-mmmm ("quote")` or `Lnnnn, Lmmmm ("quote")`: each piece of the quote
      // (split at "…") is on one of the lines cited just before it, or across a cited range.
      for (const m of s.source.matchAll(/((?:L\d+(?:-\d+)?(?:, )?)+) \("([^"]+)"/g)) {
        const texts: string[] = [];
        for (const r of (m[1] ?? '').matchAll(/L(\d+)(?:-(\d+))?/g)) {
          const lo = Number(r[1]);
          const hi = r[2] === undefined ? lo : Number(r[2]);
          const range = RULEBOOK.slice(lo - 1, hi).filter((l) => l.trim() !== '').map(norm);
          texts.push(...range, range.join(' '));
        }
        for (const piece of (m[2] ?? '').split('…').map((p) => norm(p.trim())).filter((p) => p !== '')) {
          if (!texts.some((t) => t.includes(piece))) problems.push(`${path}: "${piece}" not on ${m[1]}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every ASSUMPTION names a G-number of the spec\'s gap table', () => {
    expect(GAP_IDS.size).toBeGreaterThan(90);
    let assumptions = 0;
    for (const [path, s] of ALL_SOURCED) {
      if (!s.source.includes('ASSUMPTION')) continue;
      assumptions++;
      const gaps = assumptionGaps(s.source);
      expect(gaps.length, path).toBeGreaterThan(0);
      for (const g of gaps) expect(GAP_IDS.has(g), `${path}: ${g}`).toBe(true);
    }
    expect(assumptions).toBeGreaterThan(20);
  });
});

describe('parameters', () => {
  const params = harrowDataParameters();
  const byKey = new Map<string, ParameterSpec>(params.map((p) => [p.key, p]));

  it('keys are unique and every parameter has a source and a description', () => {
    expect(byKey.size).toBe(params.length);
    for (const p of params) {
      expect(p.source.trim(), p.key).not.toBe('');
      expect(p.description.trim(), p.key).not.toBe('');
    }
  });

  it('has the proposed keys of the notes', () => {
    for (const key of [
      'protectors.row.advance', 'protectors.row.spawn', 'protectors.row.strengthen',
      'family.track', 'family.trackTraining', 'kammi.board', 'legendTrack.spaces', 'legendTrack.maxScrolls',
      'kammi.gridRows', 'kammi.goblinPower', 'game.maxRounds', 'game.maxFreePathSteps', 'game.pointsToWin',
      'cards.handLimit', 'game.firstFlipper', 'bonus.autoFlipUnused', 'hester.turnsPerRound', 'hester.summonCost',
      ...UPGRADE_CARDS.map((c) => `family.upgradeCost.${c.id}`),
    ]) expect(byKey.has(key), key).toBe(true);
    expect(byKey.get('game.maxRounds')?.default).toBe(40);
    expect(byKey.get('game.maxFreePathSteps')?.default).toBe(12);
    expect(byKey.get('game.pointsToWin')?.default).toBe(7);
    expect(byKey.get('cards.handLimit')?.default).toBe(0);
  });

  it('every assumed parameter names its gap and has alternatives; defaults and alternatives are accepted', () => {
    for (const p of params) {
      if (p.source.includes('ASSUMPTION')) {
        for (const g of assumptionGaps(p.source)) expect(GAP_IDS.has(g), `${p.key}: ${g}`).toBe(true);
        if (!(p.key in UNBUILT_READINGS)) expect(p.alternatives?.length ?? 0, p.key).toBeGreaterThan(0);
      }
      for (const v of [p.default, ...(p.alternatives ?? [])]) {
        expect(parseParameterValue(p, String(v)), `${p.key}=${String(v)}`).toEqual(v);
      }
    }
  });

  it('text checks reject malformed lists', () => {
    const check = (key: string, text: string): string | null => {
      const p = byKey.get(key);
      if (p?.kind !== 'text') throw new Error(`${key} is not text`);
      return p.check(text);
    };
    expect(check('protectors.row.advance', '3,3,4*,4,5*,5,6*')).toBeNull();
    expect(check('protectors.row.advance', '3,2')).not.toBeNull();
    expect(check('protectors.row.advance', '3,x')).not.toBeNull();
    expect(check('family.track', '4/1,5/1*')).toBeNull();
    expect(check('family.track', '4/4,5/1')).not.toBeNull();
    expect(check('family.bag', 'ADVANCE:4,SPAWN:2,STRENGTHEN:2')).toBeNull();
    expect(check('family.bag', 'ADVANCE:4,ADVANCE:2')).not.toBeNull();
    expect(check('hester.summonCost', '3,2')).not.toBeNull();
    expect(parseRow('3,3,4*')[2]).toEqual({ value: 4, drawCard: true });
    expect(parseFamilyTrack('4/1,7/3*')[1]).toEqual({ draw: 7, putBack: 3, drawCard: true });
    expect(parseTokenCounts('SPAWN:1')).toEqual({ ADVANCE: 0, SPAWN: 1, STRENGTHEN: 0 });
  });
});

describe('checkable facts from the data alone (spec §4)', () => {
  const halfUp = (v: number, n: { valueDivisor: Sourced<number>; roundUp: Sourced<boolean> }): number =>
    n.roundUp.value ? Math.ceil(v / n.valueDivisor.value) : Math.floor(v / n.valueDivisor.value);

  it('★14 CF-21/22/23 Conjure the Dead at SPAWN 3 → 2; Grudge with 4 Haints and 3 cubes → 3; Fury plus 4 Units → 6', () => {
    expect(halfUp(3, TACTICS['conjure-the-dead'].numbers)).toBe(2);
    expect(TACTICS['conjure-the-dead'].numbers.basedOn.value).toBe('SPAWN');
    const g = GOBLIN_CARDS.grudge.numbers;
    const enemyCubes = 3;
    const setAside = 4 * g.cubesPerEnemyHaint.value;
    expect(g.limitedByEnemyCubes.value ? Math.min(setAside, enemyCubes) : setAside).toBe(3);
    expect(g.maxDistance.value).toBe(2);
    const m = POWERS.malachi.numbers;
    expect(Math.min(m.furyUnits.value + 4, m.maxAttackingUnits.value)).toBe(6);
    expect([m.furyMinDistance.value, m.furyMaxDistance.value]).toEqual([1, 2]);
  });

  it('★13 the Rotate tile at Dial 3 with 2 stored → +1 at once, plate cleared, Dial 3', () => {
    const t = BONUS_TILES['rotate-haint-dial'].numbers;
    const dial = GAME.haintDial.value; // kills per point at positions 1..3
    let position = 3;
    let stored = 2;
    let score = 0;
    position = Math.max(t.minPosition.value, position - t.rotateDown.value);
    if (t.scoresStoredHaintsAtOnce.value && stored >= (dial[position - 1] ?? Infinity)) {
      score += 1;
      stored = 0;
      if (t.rotatesBackUpAfterScoring.value) position = Math.min(dial.length, position + 1);
    }
    expect({ position, stored, score }).toEqual({ position: 3, stored: 0, score: 1 });
  });

  it('◇24 Madder, Knife, Let\'s Blouse, Keyhole, Ward, Kaine', () => {
    const madder = TACTICS['madder-than-a-wet-hen'].numbers;
    expect(madder.strengthen.value + madder.spawn.value + madder.advance.value).toBe(3);
    expect(madder.bonusActions.value).toBe(1);
    expect(madder.bonusNeedsFewerCubes.value).toBe(true);
    expect(madder.comparesWithHester.value).toBe(false);
    const knife = UPGRADES['knife-in-the-dark'].numbers;
    expect([knife.attackerBonusCubes.value, knife.defenderBonusCubes.value]).toEqual([2, 0]);
    expect(GOBLIN_CARDS['lets-blouse'].numbers.exactDistance.value).toBe(2);
    const key = GOBLIN_CARDS['through-the-keyhole'].numbers;
    expect([key.minDistance.value, key.maxDistance.value, key.maxItems.value]).toEqual([1, 2, 3]);
    expect(key.townsfolkAndBuildingTogether.value).toBe(false);
    const ward = HESTER_CARDS.ward.numbers;
    expect(ward.freeInfections.value).toBe(1);
    expect(ward.mountainAndBramblesAllowed.value).toBe(true);
    const kaine = POWERS.kaine.numbers;
    expect([kaine.ownCubesNeeded.value, kaine.kills.value, kaine.pointsScored.value, kaine.cubesPaid.value]).toEqual([3, 1, 0, 0]);
  });

  it('CF-06…08 the Family track: 4/1 → 3; after 2 tokens 5/1 → 4; a 7/3 space with 6 in the bag → 6/2/4', () => {
    const track = FAMILY.track.value;
    const net = (i: number, bag = Infinity): [number, number, number] => {
      const s = track[i];
      if (s === undefined) throw new Error('no space');
      const d = Math.min(s.draw, bag);
      const k = Math.max(0, s.putBack - (s.draw - d));
      return [d, k, d - k];
    };
    expect(net(0)).toEqual([4, 1, 3]);
    expect(net(2)).toEqual([5, 1, 4]);
    const i73 = track.findIndex((s) => s.draw === 7 && s.putBack === 3);
    expect(i73).toBeGreaterThan(0);
    expect(net(i73, 6)).toEqual([6, 2, 4]);
    expect(FAMILY.bag.value).toEqual({ ADVANCE: 4, SPAWN: 2, STRENGTHEN: 2 });
  });

  it('CF-04, CF-09 the Protector and Kammi boards: ADVANCE 4 and 5 exist; Kammi starts ADVANCE 3, STRENGTHEN 2', () => {
    const adv = PROTECTORS.rows.ADVANCE.value.map((s) => s.value);
    expect(adv).toContain(4);
    expect(adv).toContain(5);
    expect(PROTECTORS.rows.SPAWN.value.map((s) => s.value)).toContain(3);
    expect(KAMMI.rows.ADVANCE.value[0]?.value).toBe(3);
    expect(KAMMI.rows.STRENGTHEN.value[0]?.value).toBe(2);
    expect(KAMMI.gridRows.value * KAMMI.gridSpacesPerRow.value).toBe(
      KAMMI.gridTokens.value.ADVANCE + KAMMI.gridTokens.value.SPAWN + KAMMI.gridTokens.value.STRENGTHEN);
    expect(KAMMI.pusher.value).toBe('ADVANCE');
  });

  it('survived rule numbers', () => {
    expect(GAME.pointsToWin.value).toBe(7);
    expect(GAME.unitsPerHex.value).toBe(4);
    expect([GAME.range.value, GAME.mountainRange.value]).toEqual([2, 3]);
    expect([GAME.killCost.value, GAME.bramblesKillCost.value]).toEqual([2, 1]);
    expect(GAME.cubeCap.value).toBe(6);
    expect(GAME.startingCubes.value).toBe(3);
    expect([PROTECTORS.handSize.value, FAMILY.handSize.value, KAMMI.handSize.value, HESTER.handSize.value]).toEqual([3, 3, 3, 4]);
    expect([HESTER.unitStrength.value, POWERS.malachi.numbers.furyUnits.value]).toEqual([3, 2]);
    expect([HESTER.summonCost.value[0], HESTER.summonCost.value[2]]).toEqual([3, 1]);
    expect(UPGRADES['sound-and-fury'].cost.value).toBe('STRENGTHEN');
    const costs = UPGRADE_CARDS.map((c) => c.cost.value);
    for (const a of ['ADVANCE', 'SPAWN', 'STRENGTHEN'] as const) expect(costs.filter((c) => c === a)).toHaveLength(3);
  });
});

describe('the rulebook and spec copies (test/fixtures)', () => {
  const originals: readonly [string, string][] = [
    [RULEBOOK_FILE, repo('../shared/rules/seeds/harrow-county-rulebook.txt')],
    [SPEC_FILE, repo('../shared/rules/harrow-county.md')],
  ];
  it.runIf(originals.every(([, o]) => existsSync(o)))('equal ../shared/rules where that directory is present', () => {
    for (const [copy, original] of originals) expect(readFileSync(copy, 'utf8')).toBe(readFileSync(original, 'utf8'));
  });
});
