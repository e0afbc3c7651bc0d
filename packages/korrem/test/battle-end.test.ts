import { describe, expect, it } from 'vitest';
import { battleAt, card, content, params, rng, scripted, side } from './battle-fixture.js';
import { endPhase } from './battle-choices.js';
import {
  OP_ATTACK,
  OP_ATTRACT,
  OP_END_PHASE,
  OP_MOVE,
  OP_RETREAT,
  battleActionOp,
  battleApply,
  battleLegal,
  battleResult,
  createBattle,
  encodeBattleAction,
  startBattle,
} from '../src/battle/battle.js';
import {
  END_ANNIHILATION,
  END_BOTH_EMPTY,
  END_CAP_RETREAT,
  END_COMPANIONS_DEFECT,
  END_MACHINES_DEFECT,
  END_RETREAT,
  MAX_BATTLE_ACTIONS,
  MODE_OVER,
  type BattleState,
} from '../src/battle/battle-state.js';
import { checkEnd } from '../src/battle/end.js';
import { killPiece } from '../src/battle/damage.js';
import { STATE_DISABLED, STATE_POISONED, STATE_UNDEAD } from '../src/content/compiled.js';

const out = new Int32Array(MAX_BATTLE_ACTIONS);
const END = encodeBattleAction(OP_END_PHASE, 0, -1);
const RETREAT = encodeBattleAction(OP_RETREAT, 0, -1);
const legal = (b: BattleState): number[] => Array.from(out.subarray(0, battleLegal(b, content, out)));
const attack = (p: number, t: number): number => encodeBattleAction(OP_ATTACK, p, t);

describe('battle end and aftermath (§2.10, §2.11, G39, G40, G59, G79)', () => {
  it('§2.11 annihilation: killing the last defender ends the battle; the attacker wins', () => {
    const b = battleAt(side(['Footman']), side(['Teddy', 'Spellcaster'], {}, 10), [[4, 4], [4, 5], [3, 5]]);
    battleApply(b, content, attack(1, 0), rng());
    expect(b.damage[0]).toBe(3);
    expect(b.mode).not.toBe(MODE_OVER);
    battleApply(b, content, attack(2, 0), rng());
    expect(b.mode).toBe(MODE_OVER);
    expect(b.winner).toBe(1);
    expect(b.reason).toBe(END_ANNIHILATION);
  });

  it('G40 both sides empty at once: nobody wins', () => {
    const b = battleAt(side(['Squire']), side(['Teddy'], {}, 10), [[4, 4], [4, 5]]);
    b.alive[0] = 0;
    b.alive[1] = 0;
    expect(checkEnd(b, content)).toBe(true);
    expect(b.winner).toBe(-1);
    expect(b.reason).toBe(END_BOTH_EMPTY);
  });

  it('G40 the defender\'s standing Add-ons keep it in the battle', () => {
    const b = battleAt(side(['Squire'], { walls: 1 }), side(['Teddy', 'Spellcaster'], {}, 10), [[4, 4], [5, 4], [4, 5], [3, 5]]);
    battleApply(b, content, attack(2, 0), rng());
    battleApply(b, content, attack(3, 0), rng());
    expect(b.alive[0]).toBe(0);
    expect(b.mode).not.toBe(MODE_OVER);
  });

  it('CF-36 §2.9 companions defect: the defender\'s only character bonds as Companion with an attacker → attacker wins, it defects', () => {
    const b = battleAt(side(['White Wolf']), side(['Squire'], {}, 10), [[4, 4], [4, 5]]);
    const a = encodeBattleAction(OP_ATTRACT, 1, 0);
    expect(legal(b)).toContain(a);
    battleApply(b, content, a, scripted([1, 3])); // hearts: face 1 = heart, face 3 = blank → 1 heart
    expect(b.mode).toBe(MODE_OVER);
    expect(b.reason).toBe(END_COMPANIONS_DEFECT);
    expect(b.winner).toBe(1);
    const r = battleResult(b);
    expect(r.pieces[0]?.endSide).toBe(1);
    expect(r.pieces[0]?.alive).toBe(true);
  });

  it('G59 machines defect when the last non-Machine of their side dies', () => {
    const b = battleAt(side(['Squire', 'Golem']), side(['Teddy', 'Spellcaster'], {}, 10), [[4, 4], [3, 4], [4, 5], [5, 5]]);
    battleApply(b, content, attack(2, 0), rng());
    battleApply(b, content, attack(3, 0), rng());
    expect(b.reason).toBe(END_MACHINES_DEFECT);
    expect(b.winner).toBe(1);
    expect(battleResult(b).pieces[1]?.endSide).toBe(1);
  });

  it('CF-29/CF-30 §2.10 retreat: not in the Engagement, only as the first decision of an own phase', () => {
    const b = battleAt(side(['Squire', 'Footman']), side(['Teddy'], {}, 10), [[4, 4], [3, 4], [4, 5]]);
    expect(legal(b)).not.toContain(RETREAT);
    endPhase(b, rng());
    expect(legal(b)).toContain(RETREAT);
    const move = legal(b).find((a) => battleActionOp(a) === OP_MOVE) as number;
    battleApply(b, content, move, rng());
    expect(legal(b)).not.toContain(RETREAT);
  });

  it('G39 G79 retreat: D8 recorded; Disabled cards are left behind (graveyard); Companion-bonded ones defect', () => {
    // Attacker: Squire (Com 2) bonded with the defender's White Wolf; Footman Disabled; Teddy flees.
    const b = battleAt(side(['White Wolf', 'Footman']), side(['Squire', 'Footman', 'Teddy'], {}, 10), [[4, 4], [3, 4], [4, 5], [3, 5], [5, 5]]);
    battleApply(b, content, encodeBattleAction(OP_ATTRACT, 2, 0), scripted([2, 6])); // 1 heart → Companions
    endPhase(b, rng());
    endPhase(b, rng());
    expect(b.activeSide).toBe(1);
    b.states[3] = STATE_DISABLED;
    battleApply(b, content, RETREAT, scripted([5]));
    expect(b.mode).toBe(MODE_OVER);
    expect(b.reason).toBe(END_RETREAT);
    expect(b.winner).toBe(0);
    const r = battleResult(b);
    expect(r.retreatRoll).toBe(5);
    expect(r.retreatSide).toBe(1);
    expect(r.pieces[2]?.endSide).toBe(0); // Squire defects
    expect(r.pieces[3]?.alive).toBe(false); // Disabled Footman left behind
    expect(r.pieces[4]?.alive).toBe(true);
    expect(r.pieces[4]?.endSide).toBe(1);
  });

  it('G40 cap: at battleTurnCap the attacker is forced to retreat; with an NPC attacker the defender is', () => {
    const b = battleAt(side(['Squire']), side(['Teddy'], {}, 10), [[0, 0], [8, 9]], { params: params({ battleTurnCap: 2 }) });
    for (let i = 0; i < 4; i++) endPhase(b, scripted([3]));
    expect(b.mode).toBe(MODE_OVER);
    expect(b.reason).toBe(END_CAP_RETREAT);
    expect(b.retreatSide).toBe(1);
    expect(b.winner).toBe(0);
    expect(b.battleTurn).toBe(2);

    const n = createBattle();
    // A Crystal Cove stalemate against an NPC attacker: no damage, so only the cap ends it.
    startBattle(n, content, params({ battleTurnCap: 3 }), side(['Footman']), { npc: true, pieces: [{ card: card('Squire'), ref: 50 }] }, { noDamage: true }, rng('cap'));
    for (let i = 0; i < 20 && n.mode !== MODE_OVER; i++) {
      const k = battleLegal(n, content, out);
      battleApply(n, content, out[k - 1] === END ? END : (legal(n).find((a) => battleActionOp(a) === 3) ?? legal(n)[legal(n).length - 1]) as number, rng('cap' + i));
    }
    expect(n.reason).toBe(END_CAP_RETREAT);
    expect(n.retreatSide).toBe(0);
    expect(n.winner).toBe(1);
  });

  it('§2.10 G40 a side with no legal first retreat step is not offered Retreat, and is destroyed when forced at the cap', () => {
    const b = battleAt(side(['Squire'], { canRetreat: false }), side(['Teddy'], { canRetreat: false }, 10), [[0, 0], [8, 9]], { params: params({ battleTurnCap: 1 }) });
    endPhase(b, rng());
    expect(legal(b)).not.toContain(RETREAT);
    endPhase(b, scripted([4]));
    expect(b.reason).toBe(END_CAP_RETREAT);
    expect(b.retreatSide).toBe(1);
    expect(b.alive[1]).toBe(0);
    expect(b.winner).toBe(0);
  });

  it('CF-31 CF-47 §2.11 aftermath: Artifacts of both graveyards to the winner, Monster VP and Gold to the killer\'s side, Undead persists, survivors healed', () => {
    const def = {
      npc: false,
      pieces: [
        { card: card('Rok'), ref: 1, artifacts: [0] },
      ],
    };
    const att = {
      npc: false,
      pieces: [
        { card: card('Apprentice'), ref: 10, artifacts: [1] },
        { card: card('Teddy'), ref: 11, states: STATE_UNDEAD },
        { card: card('Spellcaster'), ref: 12 },
        { card: card('Footman'), ref: 13 },
      ],
    };
    // Rok (4,4) with no Evade left; attackers around it.
    const b = battleAt(def, att, [[4, 4], [4, 5], [3, 5], [5, 5], [3, 4]]);
    b.abUsedPhase[0 * 4 + 2] = 0; // Rok's Evade already used this phase: no reaction window
    b.damage[0] = 9;
    b.states[3] = STATE_POISONED;
    killPiece(b, content, 1); // the Apprentice dies first: its Artifact lies in the attacker's graveyard
    expect(b.vp[0]).toBe(0);
    battleApply(b, content, attack(2, 0), rng()); // Teddy 4 − D2 = 2 → 11
    battleApply(b, content, attack(3, 0), rng()); // Spellcaster 5 → 16: Rok dies
    expect(b.mode).toBe(MODE_OVER);
    const r = battleResult(b);
    expect(r.winner).toBe(1);
    expect(r.vp).toEqual([0, 5]);
    expect(r.gold).toEqual([0, 3]);
    expect([...r.graveyardArtifacts].sort()).toEqual([0, 1]);
    expect(b.artSide[0]).toBe(1);
    expect(b.artSide[1]).toBe(1);
    expect(r.pieces[2]?.states).toBe(STATE_UNDEAD);
    expect(b.damage[3]).toBe(0);
    expect(b.states[3]).toBe(0);
  });

  it('CF-36 §2.9 G42 Romantic partners cannot damage each other and the loser\'s partner joins the winner', () => {
    const def = { npc: false, pieces: [{ card: card('Apprentice'), ref: 1, romanticRefs: [10] }, { card: card('Squire'), ref: 2 }] };
    const att = { npc: false, pieces: [{ card: card('Footman'), ref: 10, romanticRefs: [1] }, { card: card('Teddy'), ref: 11 }] };
    const b = battleAt(def, att, [[4, 4], [3, 4], [4, 5], [3, 5]]);
    expect(legal(b)).not.toContain(attack(2, 0));
    battleApply(b, content, attack(3, 1), rng()); // Teddy 4 → Squire (H4) dies
    expect(b.alive[1]).toBe(0);
    // The Apprentice survives; the defender still has it, so fight on: end phases until the cap is irrelevant; force the end.
    b.alive[0] = 1;
    endPhase(b, rng());
    battleApply(b, content, RETREAT, scripted([2]));
    const r = battleResult(b);
    expect(r.winner).toBe(1);
    expect(r.pieces[0]?.endSide).toBe(1);
  });
});
