// Checkable facts of the battle (spec §5.4–§5.7) that had no test of their own: CF-28 reach and
// touch, CF-30 the retreat D8, CF-42 NPC targeting and walking, CF-43 NPCs never retreat, CF-46 the
// thaw probability and the Sinister army size. Positions are built directly (battle-fixture.ts).
import { Rng } from '@balance-lab/core';
import { describe, expect, it } from 'vitest';
import { battleAt, card, content, params, rng, scripted, side } from './battle-fixture.js';
import {
  OP_ATTACK,
  OP_ATTRACT,
  OP_END_PHASE,
  OP_END_SETUP,
  OP_PLACE,
  OP_RETREAT,
  battleActionOp,
  battleApply,
  battleLegal,
  battleOver,
  createBattle,
  encodeBattleAction,
  startBattle,
  type BattleSideInput,
} from '../src/battle/battle.js';
import { ATTACKER, BattleState, DEFAULT_BATTLE_PARAMS, DEFENDER, MAX_BATTLE_ACTIONS, MAX_W, PK_WALL, copyBattleInto } from '../src/battle/battle-state.js';
import { applyState, bondPossible } from '../src/battle/abilities.js';
import { retreat } from '../src/battle/end.js';
import { rollD8 } from '../src/battle/ability-state.js';
import { cheb, movePiece } from '../src/battle/grid.js';
import { closestEnemy, npcAct } from '../src/battle/npc-script.js';
import { STATE_DISABLED, STATE_FROZEN, STATE_POISONED, STATE_UNDEAD } from '../src/content/compiled.js';
import { compileEngagementTable, OUT_DRAW } from '../src/data/engagement-table.js';
import { engagementCount, engagementOutcome, npcArmySize } from '../src/engagement.js';
import { GR, NATURE_NAMES, RESOURCES } from '../src/lands.js';
import { encode } from '../src/actions.js';
import { RV_STEP, RV_STOP, startRetreat } from '../src/encounter/retreat.js';
import { Kit as EncounterKit, applyTop, encounterConfig } from './encounter-kit.js';

const out = new Int32Array(MAX_BATTLE_ACTIONS);
const legal = (b: BattleState): number[] => Array.from(out.subarray(0, battleLegal(b, content, out)));
const END = encodeBattleAction(OP_END_PHASE, 0, -1);
const RETREAT = encodeBattleAction(OP_RETREAT, 0, -1);

/** NPC `npc` (auto-placed by the NPC setup) defends against the player's pieces placed at `cells`; returns the battle in the Engagement. */
function npcDefends(npc: string[], player: string[], cells: [number, number][], over: Parameters<typeof params>[0] = {}): BattleState {
  const b = createBattle();
  const r = rng();
  const def: BattleSideInput = { npc: true, pieces: npc.map((name, i) => ({ card: card(name), ref: i + 1 })) };
  startBattle(b, content, params(over), def, side(player, {}, 10), {}, r);
  cells.forEach(([x, y], i) => battleApply(b, content, encodeBattleAction(OP_PLACE, npc.length + i, y * MAX_W + x), r));
  battleApply(b, content, encodeBattleAction(OP_END_SETUP, 0, -1), r);
  return b;
}

describe('CF-28 §2.2 reach and touch', () => {
  it('CF-28 §2.2 Base Attack reaches all 8 neighbours; attraction (Companionship, equal score 2) only the 4 orthogonal ones', () => {
    const around: [number, number][] = [[3, 3], [4, 3], [5, 3], [3, 4], [5, 4], [3, 5], [4, 5], [5, 5]];
    for (const [x, y] of around) {
      // Defender White Wolf (Com 2) at 4,4; the attacker's Squire (Com 2) next to it; another Squire far away.
      const b = battleAt(side(['White Wolf']), side(['Squire', 'Squire'], {}, 10), [[4, 4], [x, y], [0, 9]]);
      expect(b.activeSide).toBe(ATTACKER);
      const codes = legal(b);
      expect(codes, `attack from ${x},${y}`).toContain(encodeBattleAction(OP_ATTACK, 1, 0));
      const orth = x === 4 || y === 4;
      expect(codes.includes(encodeBattleAction(OP_ATTRACT, 1, 0)), `attract from ${x},${y}`).toBe(orth);
      expect(codes).not.toContain(encodeBattleAction(OP_ATTACK, 2, 0));
    }
  });
});

describe('CF-30 §2.10 the retreat roll', () => {
  it('CF-30 statistical (seed "facts-retreat", 8 000 retreats, χ² df 7 < 24.322 at α = 0.001): the retreat D8 is uniform on 1..8', () => {
    const base = battleAt(side(['Footman']), side(['Squire'], {}, 10), [[4, 4], [4, 6]]);
    battleApply(base, content, END, rng()); // → the defender's own phase: retreat is its first decision
    expect(base.activeSide).toBe(DEFENDER);
    expect(legal(base)).toContain(RETREAT);
    const work = new BattleState();
    const r = new Rng('facts-retreat');
    const n = 8000;
    const counts = new Array<number>(9).fill(0);
    for (let i = 0; i < n; i++) {
      copyBattleInto(work, base);
      battleApply(work, content, RETREAT, r);
      expect(work.retreatSide).toBe(DEFENDER);
      counts[work.retreatRoll]!++;
    }
    expect(counts[0]).toBe(0);
    const e = n / 8;
    let chi = 0;
    for (let f = 1; f <= 8; f++) chi += (counts[f]! - e) ** 2 / e;
    expect(chi).toBeLessThan(24.322);
  });
});

describe('CF-42 §2.15 NPC targeting and walking', () => {
  it('CF-42 E target: the closest enemy, ties to the highest Health (Footman H6 over Squire H4 at distance 2; Teddy farther)', () => {
    const b = npcDefends(['White Wolf'], ['Squire', 'Footman', 'Teddy'], [[4, 6], [6, 6], [4, 8]]);
    expect([b.x[0], b.y[0]]).toEqual([4, 4]);
    expect([cheb(b, 0, 1), cheb(b, 0, 2), cheb(b, 0, 3)]).toEqual([2, 2, 4]);
    expect(closestEnemy(b, 0)).toBe(2);
    b.damage[2] = 3; // Footman now 3 left < Squire 4
    expect(closestEnemy(b, 0)).toBe(1);
  });

  it('CF-42 G26 a walking NPC whose target is out of reach moves 1 space per phase and does not attack', () => {
    const b = npcDefends(['White Wolf'], ['Squire'], [[4, 8]]);
    expect(cheb(b, 0, 1)).toBe(4);
    npcAct(b, content, 0, scripted([1]));
    expect(cheb(b, 0, 1)).toBe(3);
    expect(b.damage[1]).toBe(0);
  });

  it('CF-42 an NPC with a target already in reach does not move and attacks it (White Wolf A3 vs Squire D0 → 3)', () => {
    const b = npcDefends(['White Wolf'], ['Squire'], [[5, 5]]);
    npcAct(b, content, 0, scripted([1]));
    expect([b.x[0], b.y[0]]).toEqual([4, 4]);
    expect(b.damage[1]).toBe(3);
  });

  it('CF-42 a Ranged NPC ability does not move (Hexer\'s Wither 2 on a Squire 4 rows away)', () => {
    const b = npcDefends(['Hexer'], ['Squire'], [[4, 8]]);
    const [x, y] = [b.x[0], b.y[0]];
    npcAct(b, content, 0, scripted([1, 8, 8, 8]));
    expect([b.x[0], b.y[0]]).toEqual([x, y]);
    expect(b.damage[1]).toBe(2);
  });

  it('CF-42 Help targets the closest ally, ties to the lowest Health (Healer\'s Soothe 2 on the more wounded of two adjacent Wolves)', () => {
    const b = npcDefends(['Healer', 'White Wolf', 'White Wolf'], ['Squire'], [[0, 9]]);
    movePiece(b, 0, 4, 2);
    movePiece(b, 1, 3, 3);
    movePiece(b, 2, 5, 3);
    b.damage[1] = 1; // 4 left
    b.damage[2] = 3; // 2 left
    npcAct(b, content, 0, scripted([1, 8, 8]));
    expect([b.damage[1], b.damage[2]]).toEqual([1, 1]);
  });
});

describe('CF-43 §2.15 NPCs never retreat', () => {
  it('CF-43 G40 at the battle-turn cap the player side is forced to retreat, whether the NPC defends or attacks', () => {
    const npcDef = npcDefends(['White Wolf'], ['Squire'], [[4, 8]], { battleTurnCap: 1 });
    const r = new Rng('facts-cap');
    for (let i = 0; i < 20 && !battleOver(npcDef); i++) {
      expect(legal(npcDef).includes(RETREAT) && npcDef.npc[npcDef.activeSide] === 1).toBe(false);
      battleApply(npcDef, content, END, r);
    }
    expect(battleOver(npcDef)).toBe(true);
    expect(npcDef.retreatSide).toBe(ATTACKER);

    const b = createBattle();
    const r2 = new Rng('facts-cap-2');
    startBattle(b, content, params({ battleTurnCap: 1 }), side(['Squire'], {}, 10), { npc: true, pieces: [{ card: card('White Wolf'), ref: 1 }] }, {}, r2);
    for (let i = 0; i < 40 && !battleOver(b); i++) {
      const codes = legal(b);
      const place = codes.find((c) => battleActionOp(c) === OP_PLACE);
      battleApply(b, content, place ?? codes.find((c) => c === END || c === encodeBattleAction(OP_END_SETUP, 0, -1))!, r2);
    }
    expect(battleOver(b)).toBe(true);
    expect(b.retreatSide).toBe(DEFENDER);
  });
});

describe('CF-46 §2.4 §2.8 thaw and the Sinister army', () => {
  it('CF-46 G62 an 8 rolled by another side, or outside its own phase, never thaws', () => {
    const b = battleAt(side(['Footman']), side(['Squire'], {}, 10), [[4, 4], [4, 6]]);
    b.states[1] = STATE_FROZEN;
    rollD8(b, content, 0, scripted([8])); // the defender rolls an 8 in the attacker's phase
    expect(b.states[1]! & STATE_FROZEN).toBe(STATE_FROZEN);
    rollD8(b, content, 1, scripted([7]));
    expect(b.states[1]! & STATE_FROZEN).toBe(STATE_FROZEN);
    rollD8(b, content, 1, scripted([8]));
    expect(b.states[1]! & STATE_FROZEN).toBe(0);
  });

  it('CF-46 statistical (seed "facts-thaw", 20 000 trials per k, 4σ): with k own-phase D8s P(thawed) = 1 − (7/8)^k, k = 1, 2, 3', () => {
    const b = battleAt(side(['Footman']), side(['Squire'], {}, 10), [[4, 4], [4, 6]]);
    const r = new Rng('facts-thaw');
    const n = 20000;
    for (const k of [1, 2, 3]) {
      let thawed = 0;
      for (let i = 0; i < n; i++) {
        b.states[1] = STATE_FROZEN;
        for (let j = 0; j < k; j++) rollD8(b, content, 1, r);
        if ((b.states[1]! & STATE_FROZEN) === 0) thawed++;
      }
      const p = 1 - (7 / 8) ** k;
      const sigma = Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs(thawed / n - p), `k = ${k}`).toBeLessThan(4 * sigma);
    }
  });

  it('CF-46 §2.15 Sinister army size = 1 + k for Draw k, k = 1..8 (9 at most, the 3×3 formation)', () => {
    const table = compileEngagementTable();
    const sin = NATURE_NAMES.indexOf('Sinister');
    for (let face = 1; face <= 8; face++) {
      const o = engagementOutcome(table, sin, face);
      const k = engagementCount(table, sin, face);
      expect([o, k]).toEqual([OUT_DRAW, face]);
      expect(npcArmySize(o, k, 38)).toBe(1 + face);
    }
    expect(npcArmySize(OUT_DRAW, 8, 38)).toBe(9);
  });
});

describe('CF-30 CF-32 CF-33 CF-14 §2.8 §2.10 §2.12 states, fleeing and Add-ons', () => {
  it('CF-30 G39 §2.10 a retreating side leaves its Frozen and Disabled characters behind (they die); the others flee', () => {
    const b = battleAt(side(['Squire']), side(['Footman', 'Squire', 'Spellcaster'], {}, 10), [[4, 4], [4, 5], [3, 5], [5, 5]]);
    b.states[1] = STATE_FROZEN;
    b.states[2] = STATE_DISABLED;
    retreat(b, content, ATTACKER, 4, 0);
    expect(battleOver(b)).toBe(true);
    expect([b.alive[1], b.alive[2], b.alive[3]]).toEqual([0, 0, 1]);
    expect([b.retreatSide, b.retreatRoll, b.winner]).toEqual([ATTACKER, 4, DEFENDER]);
  });

  it('CF-32 §2.8 Machines are never Undead or Poisoned (Frozen and Disabled yes); Summons never Undead', () => {
    const b = battleAt(side(['Golem', 'Sprite']), side(['Squire'], {}, 10), [[4, 4], [3, 4], [4, 5]]);
    applyState(b, content, 0, STATE_UNDEAD);
    applyState(b, content, 0, STATE_POISONED);
    expect(b.states[0]).toBe(0);
    applyState(b, content, 0, STATE_FROZEN);
    applyState(b, content, 0, STATE_DISABLED);
    expect(b.states[0]).toBe(STATE_FROZEN | STATE_DISABLED);
    applyState(b, content, 1, STATE_UNDEAD);
    expect(b.states[1]).toBe(0);
    applyState(b, content, 1, STATE_POISONED);
    expect(b.states[1]).toBe(STATE_POISONED);
  });

  it('CF-33 §1.14 Add-ons take no state token (Disabled, Undead, Poisoned, Frozen) and can never be attracted or attract', () => {
    const b = battleAt(side(['White Wolf'], { walls: 1 }), side(['Squire'], {}, 10), [[4, 4], [5, 4], [5, 5]]);
    expect(b.kind[1]).toBe(PK_WALL);
    for (const st of [STATE_DISABLED, STATE_UNDEAD, STATE_POISONED, STATE_FROZEN]) applyState(b, content, 1, st);
    expect(b.states[1]).toBe(0);
    expect(bondPossible(b, content, 2, 1, 0)).toBe(0);
    expect(bondPossible(b, content, 1, 2, 0)).toBe(0);
    expect(legal(b)).not.toContain(encodeBattleAction(OP_ATTRACT, 2, 1));
    expect(legal(b)).toContain(encodeBattleAction(OP_ATTACK, 2, 1));
  });

  it('CF-14 CF-3 §1.14 §2.9 a Wall has 6 Health, a Tower 6 Health and a 4-damage Ranged shot; 15 Heart-token pairs', () => {
    expect([DEFAULT_BATTLE_PARAMS.wallHealth, DEFAULT_BATTLE_PARAMS.towerHealth, DEFAULT_BATTLE_PARAMS.towerDamage]).toEqual([6, 6, 4]);
    expect(DEFAULT_BATTLE_PARAMS.heartPairCap).toBe(15);
    const b = battleAt(side(['White Wolf'], { walls: 1, towers: 1 }), side(['Squire'], {}, 10), [[4, 4], [5, 4], [3, 4], [5, 6]]);
    expect([b.kind[1], b.kind[2]]).toEqual([PK_WALL, 2]);
    expect([b.health[1], b.health[2]]).toEqual([6, 6]);
  });
});

describe('CF-30 §2.10 the retreat path', () => {
  it('CF-30 §2.10 no gathering while retreating: a Farmer retreating over two Plains carries no Grain', () => {
    const kit = new EncounterKit(encounterConfig()).tiles('P 0,0; P 1,0; P 2,0; P 3,0');
    const army = kit.army(0, 0, '0,0', ['Farmer']);
    startRetreat(kit.s, army, 3);
    const r = new Rng('facts-retreat-path');
    applyTop(kit.s, encode(RV_STEP, 0, kit.t('1,0')), r);
    applyTop(kit.s, encode(RV_STEP, 0, kit.t('2,0')), r);
    applyTop(kit.s, encode(RV_STOP), r);
    expect(kit.s.armyTile[army]).toBe(kit.t('2,0'));
    expect(kit.s.armyCargo[army * RESOURCES + GR]).toBe(0);
  });
});
