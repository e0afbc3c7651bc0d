// Facts about the rules-as-data (spec §5.1, A.3-A.9, Appendix B) checked on defaultGameData.
import { describe, expect, it } from 'vitest';
import { CLAN_IDS, DIRS, UNIT_TYPES, type ClanData, type ClanId, type UnitType } from '../src/data/types.js';
import { defaultGameData } from '../src/data/index.js';
import { dataLeaves } from '../src/data/parameters.js';
import { dirsOf, slotAccepts } from '../src/data/codecs.js';

const clans = defaultGameData.clans;
const clan = (id: ClanId): ClanData => clans[id] as ClanData;
const game = defaultGameData.game;

function countByType(id: ClanId): Record<UnitType, number> {
  const out = { pawn: 0, sage: 0, knight: 0, rook: 0, queen: 0, king: 0 };
  for (const p of clan(id).layout.value) out[p.type]++;
  return out;
}

describe('starting order (§1.5, T-4, L223-234)', () => {
  it('T-4: Hexen > Wibo > Murg > Ferrymen > Erde > Huldra', () => {
    const order = [...CLAN_IDS].sort((a, b) => clan(a).startingOrder.value - clan(b).startingOrder.value);
    expect(order).toEqual(['hexen', 'wibo', 'murg', 'ferrymen', 'erde', 'huldra']);
  });
  it('T-4: in each of the 15 matchups the first player is well defined; Hexen always first, Huldra always second', () => {
    let matchups = 0;
    for (const a of CLAN_IDS) {
      for (const b of CLAN_IDS) {
        if (a >= b) continue;
        matchups++;
        expect(clan(a).startingOrder.value).not.toBe(clan(b).startingOrder.value);
        const first = clan(a).startingOrder.value < clan(b).startingOrder.value ? a : b;
        if (a === 'hexen' || b === 'hexen') expect(first).toBe('hexen');
        if (a === 'huldra' || b === 'huldra') expect(first).not.toBe('huldra');
      }
    }
    expect(matchups).toBe(15);
  });
});

describe('bones (G-1…G-7, L122)', () => {
  it('bone sides: Huldra d4 (G-1), Murg d6 (G-2), Ferrymen d6 (G-5), Erde d8 (G-4), Wibo d6 (G-6), Hexen d8 (L886)', () => {
    const sides = Object.fromEntries(CLAN_IDS.map((id) => [id, clan(id).boneSides.value]));
    expect(sides).toEqual({ huldra: 4, murg: 6, ferrymen: 6, erde: 8, wibo: 6, hexen: 8 });
  });
  it('T-2/G-7: 6 bones per clan (L122)', () => {
    for (const id of CLAN_IDS) expect(clan(id).boneCount.value).toBe(6);
  });
  it('G-1: Huldra d4 names the d6/d8 alternatives for sensitivity runs', () => {
    expect(clans.huldra.boneSides.alternatives).toEqual([6, 8]);
  });
});

describe('royals and units (§1.2, T-21, CR-U)', () => {
  it('royals: Huldra, Wibo, Hexen queen; Murg, Ferrymen, Erde king (§1.2)', () => {
    const royals = Object.fromEntries(CLAN_IDS.map((id) => [id, clan(id).royal.value]));
    expect(royals).toEqual({ huldra: 'queen', murg: 'king', ferrymen: 'king', erde: 'king', wibo: 'queen', hexen: 'queen' });
  });
  it('T-21: every clan\'s rook is invulnerable, and no other unit is unconditionally invulnerable', () => {
    for (const id of CLAN_IDS) {
      for (const t of UNIT_TYPES) expect(clan(id).units[t].invulnerable.value).toBe(t === 'rook');
    }
  });
  it('the royal type not in play can neither journey nor deed', () => {
    for (const id of CLAN_IDS) {
      const other = clan(id).royal.value === 'queen' ? 'king' : 'queen';
      expect(clan(id).units[other].journey.value).toBe('NONE');
      expect(clan(id).units[other].deed.value).toBe('NONE');
    }
  });
  it('G-31: every Murg unit journeys in all 8 directions; pawn and knight Destroy adjacent, sage and rook cannot (L175-184)', () => {
    for (const t of ['pawn', 'sage', 'knight', 'rook', 'king'] as const) expect(clans.murg.units[t].journey.value).toBe('ALL');
    expect(clans.murg.units.pawn.deed.value).toBe('ALL');
    expect(clans.murg.units.knight.deed.value).toBe('ALL');
    expect(clans.murg.units.sage.deed.value).toBe('NONE');
    expect(clans.murg.units.rook.deed.value).toBe('NONE');
    expect(clans.murg.units.king.abilities.value).toContain('sanctionedViolence');
  });
  it('L583: Ferrymen pawns and sages only journey forward', () => {
    for (const d of dirsOf(clans.ferrymen.units.pawn.journey.value as 'ALL')) expect(d).toBe('N');
    for (const d of dirsOf(clans.ferrymen.units.sage.journey.value as 'ALL')) expect(['NE', 'NW']).toContain(d);
  });
  it('G-35: Ferrymen rook and king cannot Flow; pawn, sage, knight Flow along the journey (L597-617)', () => {
    expect(clans.ferrymen.units.rook.deed.value).toBe('NONE');
    expect(clans.ferrymen.units.king.deed.value).toBe('NONE');
    for (const t of ['pawn', 'sage', 'knight'] as const) expect(clans.ferrymen.units[t].deed.value).toBe('JOURNEY');
  });
  it('G-30: only the Huldra rook has the ≤ journey icon (Hexen compass journeys choose their distance, HX-T-1)', () => {
    for (const id of CLAN_IDS) {
      for (const t of UNIT_TYPES) {
        const upTo = clan(id).units[t].journeyUpTo.value;
        expect(upTo).toBe((id === 'huldra' && t === 'rook') || (id === 'hexen' && t !== 'king'));
      }
    }
  });
  it('WI-U-5: the Wibo queen journeys exactly 1 square (L825)', () => {
    expect(clans.wibo.units.queen.journeyFixedDistance.value).toBe(1);
    expect(clans.wibo.thresholds.queenMaxMove.value).toBe(1);
  });
  it('G-36: only Erde pawns Reclaim, on their own square (L763)', () => {
    expect(clans.erde.units.pawn.deed.value).toBe('SELF');
    for (const t of ['sage', 'knight', 'rook', 'king'] as const) expect(clans.erde.units[t].deed.value).toBe('NONE');
  });
  it('every direction set names only the 8 directions', () => {
    for (const id of CLAN_IDS) {
      for (const t of UNIT_TYPES) {
        const j = clan(id).units[t].journey.value;
        for (const d of dirsOf(j)) expect(DIRS).toContain(d);
      }
    }
  });
});

describe('starting layouts (A.3, T-5, T-6)', () => {
  it('T-5: Murg layout is 13 units on c1, e1, f1, a2-h2, c3, f3; 1 knight left for the graveyard; no queen, 1 rook', () => {
    const squares = clans.murg.layout.value.map((p) => p.sq).sort();
    expect(squares).toEqual(['a2', 'b2', 'c1', 'c2', 'c3', 'd2', 'e1', 'e2', 'f1', 'f2', 'f3', 'g2', 'h2']);
    const n = countByType('murg');
    expect(n.pawn).toBe(8);
    expect(game.army.knight.value - n.knight).toBe(1);
    expect(n.queen).toBe(0);
    expect(n.rook).toBe(1);
    expect(clans.murg.layout.value.filter((p) => p.sq.endsWith('2')).every((p) => p.type === 'pawn')).toBe(true);
  });
  it('T-6/CR-U-2: every layout is within the chess-set maxima, has one royal of its type and one rook (G-23), no square twice', () => {
    for (const id of CLAN_IDS) {
      const n = countByType(id);
      for (const t of UNIT_TYPES) expect(n[t]).toBeLessThanOrEqual(game.army[t].value);
      expect(n[clan(id).royal.value]).toBe(1);
      expect(n.queen + n.king).toBe(1);
      expect(n.rook).toBe(1);
      const sqs = clan(id).layout.value.map((p) => p.sq);
      expect(new Set(sqs).size).toBe(sqs.length);
      for (const sq of sqs) expect(sq).toMatch(/^[a-h][1-8]$/);
    }
  });
  it('G-21: Wibo start with 6 units; 6 pawns, 1 knight and 1 sage stay in the graveyard', () => {
    const n = countByType('wibo');
    expect(clans.wibo.layout.value.length).toBe(6);
    expect([game.army.pawn.value - n.pawn, game.army.knight.value - n.knight, game.army.sage.value - n.sage]).toEqual([6, 1, 1]);
  });
  it('G-18…G-22: Huldra, Ferrymen, Erde and Hexen copy the Murg template with their royal on e1', () => {
    const template = clans.murg.layout.value.map((p) => `${p.type === 'king' ? 'royal' : p.type}:${p.sq}`);
    for (const id of ['huldra', 'ferrymen', 'erde', 'hexen'] as const) {
      const royal = clan(id).royal.value;
      expect(clan(id).layout.value.map((p) => `${p.type === royal ? 'royal' : p.type}:${p.sq}`)).toEqual(template);
    }
  });
});

describe('skill rows (A.6, CR-S, G-10, G-11)', () => {
  it('each clan has exactly 5 skills with distinct ids, exactly one of them a law', () => {
    for (const id of CLAN_IDS) {
      const skills = clan(id).skills;
      expect(skills.length).toBe(5);
      expect(new Set(skills.map((s) => s.id)).size).toBe(5);
      expect(skills.filter((s) => s.type === 'law').length).toBe(1);
    }
  });
  it('skills are in board order (A.6)', () => {
    expect(clans.murg.skills.map((s) => s.id)).toEqual(['ironPlating', 'predictiveModel', 'electromagneticLoop', 'assassin', 'technologicalSingularity']);
    expect(clans.huldra.skills.map((s) => s.id)).toEqual(['longBow', 'pivot', 'renewal', 'tweak', 'adapt']);
    expect(clans.hexen.skills.map((s) => s.id)).toEqual(['poisonGarden', 'witchsLadder', 'haggedornHocVult', 'waxingMoon', 'celestialCompass']);
  });
  it('laws are 3-slot Sum Between rows (A.6 heuristic, L325); Calm Waters reuses the book\'s 9..11 example', () => {
    for (const id of CLAN_IDS) {
      for (const s of clan(id).skills.filter((k) => k.type === 'law')) {
        expect(s.slots.value.kind).toBe('sum');
        if (s.slots.value.kind === 'sum') expect(s.slots.value.slots).toBe(3);
      }
    }
    expect(clans.ferrymen.skills.find((s) => s.id === 'calmWaters')?.slots.value).toEqual({ kind: 'sum', slots: 3, lo: 9, hi: 11 });
  });
  it('A.6 design note: every face of each clan die fits at least one slot of a non-sum row', () => {
    for (const id of CLAN_IDS) {
      const sides = clan(id).boneSides.value;
      for (let v = 1; v <= sides; v++) {
        const fits = clan(id).skills.some((s) => s.slots.value.kind === 'slots' && s.slots.value.slots.some((r) => slotAccepts(r, v)));
        expect(fits, `${id} face ${v}`).toBe(true);
      }
    }
  });
  it('every sum row is reachable with the clan die (CR-S-3, G-13)', () => {
    for (const id of CLAN_IDS) {
      const sides = clan(id).boneSides.value;
      for (const s of clan(id).skills) {
        const row = s.slots.value;
        if (row.kind !== 'sum') continue;
        expect(row.lo).toBeLessThanOrEqual(row.hi);
        expect(row.lo).toBeLessThanOrEqual(row.slots * sides);
        expect(row.hi).toBeGreaterThanOrEqual(row.slots);
      }
    }
  });
  it('relic skills have relic slots (G-10: 2) and a timing; other skills have neither', () => {
    for (const id of CLAN_IDS) {
      for (const s of clan(id).skills) {
        if (s.type === 'relic') {
          expect(s.relicSlots?.value).toBe(2);
          expect(s.relicSlots?.alternatives).toEqual([1]);
          expect(s.timing).toBeDefined();
        } else {
          expect(s.relicSlots).toBeUndefined();
          expect(s.timing).toBeUndefined();
        }
      }
    }
  });
  it('CR-RT-2 timings: Murg relics before intent (L563), Tweak after rolling (L460), Metamorphic after a journey roll (L751), Starter Seed after the journey (L843), Hexen hexes', () => {
    const timing = (id: ClanId, skill: string) => clan(id).skills.find((s) => s.id === skill)?.timing?.value;
    expect(timing('murg', 'predictiveModel')).toBe('upkeep');
    expect(timing('murg', 'electromagneticLoop')).toBe('upkeep');
    expect(timing('huldra', 'tweak')).toBe('afterRoll');
    expect(timing('erde', 'metamorphic')).toBe('afterJourneyRoll');
    expect(timing('wibo', 'starterSeed')).toBe('afterJourney');
    expect(timing('hexen', 'poisonGarden')).toBe('hex');
    expect(timing('hexen', 'witchsLadder')).toBe('hex');
  });
  it('INV-9: aura eligibility — Iron Plating → Murg pawn, Assassin → Murg sage, Long Bow → Huldra pawn, Pivot → Huldra sage', () => {
    const elig = (id: ClanId, skill: string) => clan(id).skills.find((s) => s.id === skill)?.auraEligible?.value;
    expect(elig('murg', 'ironPlating')).toEqual(['pawn']);
    expect(elig('murg', 'assassin')).toEqual(['sage']);
    expect(elig('huldra', 'longBow')).toEqual(['pawn']);
    expect(elig('huldra', 'pivot')).toEqual(['sage']);
    for (const id of CLAN_IDS) {
      for (const s of clan(id).skills) expect(s.auraEligible !== undefined).toBe(s.type === 'aura');
    }
  });
});

describe('fate chips (G-8, A.7, T-20)', () => {
  it('T-20: Wibo use no fate chips (L361); every other clan has one set with 5 in play (L217)', () => {
    expect(Object.keys(clans.wibo.chipSets)).toEqual([]);
    for (const id of CLAN_IDS.filter((c) => c !== 'wibo')) {
      const sets = Object.entries(clan(id).chipSets);
      expect(sets.map(([k, v]) => [k, v.value])).toEqual([[id, 5]]);
    }
  });
  it('L114, L361: all six clans together need at most the 36 chips of one box (1 colour-key chip per set)', () => {
    let chips = 0;
    for (const id of CLAN_IDS) for (const s of Object.values(clan(id).chipSets)) chips += s.value + 1;
    expect(chips).toBeLessThanOrEqual(36);
  });
  it('every aura skill draws from one of its clan\'s chip sets', () => {
    for (const id of CLAN_IDS) {
      for (const s of clan(id).skills.filter((k) => k.type === 'aura')) {
        expect(clan(id).chipSets[s.chipSet?.value ?? '']).toBeDefined();
      }
    }
  });
});

describe('thresholds (A.5)', () => {
  it('text values: Huldra 3 marks (L407); Murg 3+/4+/6/5 (L187, L180, L193, L171); Ferrymen 2 push-offs (L587), Calm Waters -1 (L660)', () => {
    expect(clans.huldra.thresholds.royalMarksToWin.value).toBe(3);
    expect(clans.huldra.thresholds.longBowBonus.value).toBe(1);
    const m = clans.murg.thresholds;
    expect([m.destroyMin.value, m.targetLockMin.value, m.targetLockTargets.value, m.royalDestroyMin.value, m.royalDestroyMinLaw.value]).toEqual([3, 4, 2, 6, 5]);
    expect(clans.ferrymen.thresholds.pushOffsToWin.value).toBe(2);
    expect(clans.ferrymen.thresholds.calmWatersMod.value).toBe(-1);
    expect(clans.ferrymen.thresholds.barbaricDistance.value).toBe(2);
    expect(clans.ferrymen.thresholds.rippleUnits.value).toBe(2);
  });
  it('text values: Erde Reclaim 6+/5+ (L763, L759), split 2 / Metamorphic 3 on 3+ (L733, L751); Wibo 3+, 3 rolls, 6 pawns (L855, L790, L794)', () => {
    const e = clans.erde.thresholds;
    expect([e.reclaimMin.value, e.reclaimMinLaw.value, e.splitUnits.value, e.metamorphicUnits.value, e.metamorphicMinRoll.value, e.reclaimedToWin.value]).toEqual([6, 5, 2, 3, 3, 4]);
    expect(clans.erde.options.centreSquares.value).toEqual(['d4', 'e4', 'd5', 'e5']);
    const w = clans.wibo.thresholds;
    expect([w.morphMin.value, w.maxRollsPerTurn.value, w.pawnsInSeatToWin.value]).toEqual([3, 3, 6]);
  });
  it('text values: Hexen PG 3 (queen 2), WL 2, 2 Quarry in ranks 7-8 (L928, L912, L932, L890)', () => {
    const h = clans.hexen.thresholds;
    expect([h.pgCounters.value, h.pgCountersQueen.value, h.wlCounters.value, h.wlRestartCounters.value, h.quarryCount.value]).toEqual([3, 2, 2, 2, 2]);
    expect(h.quarryRanks.value).toEqual([7, 8]);
  });
});

describe('game options (A.9) and Will table (Appendix B)', () => {
  it('A.9 defaults', () => {
    expect(game.maxRounds.value).toBe(200);
    expect(game.willMode.value).toBe('off');
    expect(game.firstPlayer.value).toBe('rulebook');
    expect(game.relicTokenSupply.value).toBe(20);
    expect(game.willTokensPerPlayer.value).toBe(1);
    expect(game.bonesInReserve.value).toBe(1);
    expect(game.allowMirror.value).toBe(false);
    expect(game.calmWatersScope.value).toBe('ferrymen');
    expect(game.ferrymenFirstPushOffSeat.value).toBe('ferrymen');
  });
  it('CR-U-1: one 16-piece chess army per player (L291)', () => {
    const total = UNIT_TYPES.reduce((n, t) => n + game.army[t].value, 0);
    expect(total).toBe(16);
  });
  it('G-81: the Will has 12 results per side on a d12, and the rest-of-game results exist on both sides (L353)', () => {
    const will = defaultGameData.will;
    expect(will.dieSides.value).toBe(12);
    expect(will.blessings.length).toBe(12);
    expect(will.curses.length).toBe(12);
    expect(will.blessings.some((c) => c.value.rounds === -1)).toBe(true);
    expect(will.curses.some((c) => c.value.rounds === -1)).toBe(true);
    expect(will.blessings[0]?.value).toEqual({ op: 'rekindle', types: ['pawn'], area: 'ownSeat', count: 1 });
  });
});

describe('sources', () => {
  // Rules data only: the bot evaluation weights (weights.*) are tuning values, not rule gaps,
  // and carry "ASSUMPTION: heuristic weight, tuned by …" sources (checked in evaluate.test.ts).
  const leaves = dataLeaves(defaultGameData).filter((l) => !l.key.startsWith('weights.'));
  it('every value has a non-empty source', () => {
    expect(leaves.length).toBeGreaterThan(300);
    for (const l of leaves) expect(l.sourced.source.trim(), l.key).not.toBe('');
  });
  it('every ASSUMPTION source names a G-number', () => {
    for (const l of leaves) {
      if (l.sourced.source.includes('ASSUMPTION')) expect(l.sourced.source, l.key).toMatch(/ASSUMPTION G-\d+/);
    }
  });
  it('every non-assumption source cites a rulebook line or a spec rule', () => {
    for (const l of leaves) {
      if (!l.sourced.source.includes('ASSUMPTION')) expect(l.sourced.source, l.key).toMatch(/L\d+|spec |CR-|not in play/);
    }
  });
  it('values with alternatives are assumptions', () => {
    for (const l of leaves) {
      if (l.sourced.alternatives !== undefined) expect(l.sourced.source, l.key).toMatch(/ASSUMPTION G-\d+/);
    }
  });
  it('every skill and clan cites its rulebook lines', () => {
    for (const id of CLAN_IDS) {
      expect(clan(id).source).toMatch(/^L\d+/);
      for (const s of clan(id).skills) expect(s.source, s.id).toMatch(/^L\d+/);
    }
  });
});

describe('rulings of 2026-11-26: sources (rules text only)', () => {
  it('ruling 7 (SU-9, G-106, L359, L221): the handicap seat is gap G-106, no longer cited under G-91', () => {
    const src = game.handicapSeat.source;
    expect(src).toMatch(/ASSUMPTION G-106/);
    expect(src).toMatch(/L359/);
    expect(src).toMatch(/L221/);
    expect(src).not.toMatch(/G-91/);
    expect(game.handicapSeat.value).toBe('second');
  });
  it('ruling 9 (G-41, L268, L187): a lower roll on the royal is a failed deed that simply ends — cited, not an assumption', () => {
    const r = clans.murg.thresholds.royalDestroyMin;
    expect(r.source).toMatch(/L268/);
    expect(r.source).toMatch(/L187/);
    expect(r.source).not.toMatch(/ASSUMPTION/);
    expect(r.alternatives).toBeUndefined();
    expect(r.value).toBe(6);
  });
  it('ruling 8 (G-6): d4 is withdrawn as an alternative for the Wibo bone; alternatives d8 only', () => {
    const b = clans.wibo.boneSides;
    expect(b.alternatives).toEqual([8]);
    expect(b.source).toMatch(/ASSUMPTION G-6/);
    expect(b.source).not.toMatch(/alt(ernatives?)?:? d4/);
    expect(b.source).toMatch(/alternatives?:? d8/);
  });
});
