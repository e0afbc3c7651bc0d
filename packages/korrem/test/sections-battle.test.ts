// Rule-section audit (spec §2–§3), battle rules that had no scenario through the game: Landmark
// Walls replenished between battles (§2.12, §3.1, CF-22), a Summon from an earlier battle entering as
// a normal character (RB note ¹ to Fig. 4), and passing an Artifact in battle (§3.4). Each test acts
// through `korrem.apply` via the testing kit; dice are scripted where chance enters.
import { describe, expect, it } from 'vitest';
import { OP_ATTACK, OP_PLACE, battleActionA, battleActionB, battleActionOp } from '../src/battle/battle.js';
import { PK_CHAR, PK_WALL, cellOf, type BattleState } from '../src/battle/battle-state.js';
import { battleOf } from '../src/encounter/battle-glue.js';
import { KorremPosition, ScriptedRng, noDice, S } from '../src/testing/index.js';
import { artifactToArmy } from '../src/world/artifacts.js';
import { takeFromWorldDeck } from '../src/world/world-deck.js';

const wallsAlive = (b: BattleState): number => {
  let n = 0;
  for (let q = 0; q < b.pieceCount; q++) if (b.kind[q] === PK_WALL && b.alive[q] === 1) n++;
  return n;
};

function charNamed(p: KorremPosition, b: BattleState, name: string, nth = 0): number {
  const out: number[] = [];
  for (let q = 0; q < b.pieceCount; q++) if (b.kind[q] === PK_CHAR && p.content.cards.name[b.card[q]!] === name) out.push(q);
  return out[nth]!;
}

function giveArtifact(p: KorremPosition, name: string, army: number): number {
  for (let i = 0; i < p.s.lens[1]!; i++) {
    const w = p.s.worldDeck[i]!;
    if (p.content.world.name[p.s.wCard[w]!] !== name) continue;
    takeFromWorldDeck(p.s, w);
    artifactToArmy(p.s, w, army);
    return w;
  }
  throw new Error(`no ${name} in the World deck`);
}

describe('§2.12 §3.1 Landmark Walls (RB: Landmark Hexes — Silver Castle "8 Walls, replenished after each battle")', () => {
  it('CF-22 §2.12 a Wall of Silver Castle destroyed in one battle is back for the next: 8 Walls again, none taken from the defender’s supply', () => {
    const p = new KorremPosition(['human', 'elves']);
    p.tiles({ '0,0': 'Silver Castle', '1,0': 'Mountain', '2,0': 'Mountain' });
    p.army('human', '0,0', ['Footman']);
    p.army('elves', '1,0', ['Elf Warden', 'Elf Warden']);
    const wallsInSupply = p.s.pl[p.seat('human') * S.PL_WORDS + S.PL_WALLS_LEFT]!;
    p.weather(5).commandPhase('elves');
    p.play('Move Army #1 from Mountain 1,0 to Silver Castle (Mountain) 0,0', noDice());
    const b = battleOf(p.s);
    expect(wallsAlive(b)).toBe(8);
    p.play('Place Footman at column 8, row 4', noDice());
    p.play('End setup', noDice());
    const wall = b.cell[cellOf(4, 4)]!; // the Wall at column 4, row 4
    expect(b.kind[wall]).toBe(PK_WALL);
    const hit = (att: number): void => {
      const a = p.legal().find((x) => battleActionOp(x) === OP_ATTACK && battleActionA(x) === att && battleActionB(x) === wall);
      p.apply(a!, noDice());
    };
    const w1 = charNamed(p, b, 'Elf Warden', 0);
    const w2 = charNamed(p, b, 'Elf Warden', 1);
    // Both Wardens on the Frontline, touching each other, next to that Wall.
    const place = (q: number, x: number): void => {
      const code = p.legal().find((a) => battleActionOp(a) === OP_PLACE && battleActionA(a) === q && battleActionB(a) === cellOf(x, 5));
      p.apply(code!, noDice());
    };
    place(w1, 4);
    place(w2, 5);
    p.play('End setup', noDice());
    hit(w1);
    hit(w2); // 4 + 4 ≥ 6 Health (D 0): the Wall falls
    expect(b.alive[wall]).toBe(0);
    expect(wallsAlive(b)).toBe(7);
    p.play('End the Attack Phase', noDice());
    p.play('End the Attack Phase', noDice()); // the Human Response
    p.play('Retreat', new ScriptedRng([1])); // the Elves leave: R = 1
    p.play('Retreat to Mountain 1,0', noDice());
    expect(p.prompt()).toBe('command');
    expect(p.armyAt('1,0')?.nation).toBe('elves');
    // The same Command Phase (5 − 2 Actions left): attack the Castle again.
    p.play('Move Army #1 from Mountain 1,0 to Silver Castle (Mountain) 0,0', noDice());
    expect(wallsAlive(battleOf(p.s))).toBe(8);
    expect(p.s.pl[p.seat('human') * S.PL_WORDS + S.PL_WALLS_LEFT]).toBe(wallsInSupply);
  });
});

describe('§2.12 Summons (RB: Prepare to Battle! note ¹ "Summons enter Battle as a normal Character, if Summoned at a previous Battle")', () => {
  it('§2.12 a Spirit Wolf summoned in an earlier battle (now in the army) is placed at setup like any character: no Summon, no payment', () => {
    const p = new KorremPosition(['druid', 'borean']);
    p.tiles({ '0,0': 'Tundra', '1,0': 'Tundra' });
    p.army('borean', '0,0', ['Whaler']);
    p.army('druid', '1,0', ['Spellcaster', 'Spirit Wolf'], { cargo: { Ge: 1, Gr: 1 } });
    p.weather(3).commandPhase('druid');
    p.play('Move Army #1 from Tundra 1,0 to Tundra 0,0', noDice());
    p.play('Place Whaler at column 4, row 4', noDice());
    p.play('End setup', noDice());
    const opts = p.options();
    expect(opts).toContain('Place Spirit Wolf at column 4, row 5');
    expect(opts.filter((o) => o.startsWith('Summon'))).toEqual([]);
    p.play('Place Spirit Wolf at column 4, row 5', noDice());
    p.play('Place Spellcaster at column 5, row 5', noDice());
    expect(p.options().filter((o) => o.startsWith('Summon'))).toEqual([]); // nothing left to summon, though the Summoner stands and the cargo could pay
    p.play('End setup', noDice());
    expect(p.armyAt('0,0')?.cargo).toEqual({ Ge: 1, Gr: 1 }); // nothing paid: the cargo is only at stake
  });
});

describe('§3.4 Artifacts in battle (RB: Artifacts — passing an Artifact)', () => {
  it('§3.4 a holder passes an Artifact to another character in its Attack Phase; that counts as its use: no second pass this phase, again in the next own phase', () => {
    const p = new KorremPosition(['druid', 'borean']);
    p.tiles({ '0,0': 'Tundra', '1,0': 'Tundra' });
    p.army('borean', '0,0', ['Whaler']);
    p.army('druid', '1,0', ['Apprentice', 'Spellcaster']);
    giveArtifact(p, 'Ancient Sunstone', 0);
    p.weather(3).commandPhase('druid');
    p.play('Move Army #1 from Tundra 1,0 to Tundra 0,0', noDice());
    p.play('Place Whaler at column 4, row 4', noDice());
    p.play('End setup', noDice());
    p.play('Place Apprentice at column 4, row 5', noDice());
    p.play('Place Spellcaster at column 5, row 5', noDice());
    p.play('Assign the Ancient Sunstone to the Apprentice', noDice());
    p.play('End setup', noDice());
    const b = battleOf(p.s);
    // §2.3 step 3: assigned at setup to the first member that may use it (the Apprentice).
    const passes = (): string[] => p.options().filter((o) => o.includes('passes Ancient Sunstone'));
    expect(passes()).toEqual(['Apprentice passes Ancient Sunstone to Spellcaster']);
    p.play('Apprentice passes Ancient Sunstone to Spellcaster', noDice());
    expect(b.artHolder[0]).toBe(charNamed(p, b, 'Spellcaster'));
    expect(passes()).toEqual([]); // passed once: not again this phase
    p.play('End the Attack Phase', noDice());
    expect(passes()).toEqual([]); // the Borean Response: not the Druids' phase
    p.play('End the Attack Phase', noDice());
    expect(passes()).toEqual(['Spellcaster passes Ancient Sunstone to Apprentice']);
  });
});
