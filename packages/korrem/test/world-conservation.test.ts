// Spec §6.7 invariants 2, 3 and 8 under random sequences of World-deck operations (fast-check prints
// the seed and the failing path): every World copy is in exactly one place after each operation;
// banked-Artifact VP equal the sum over the Artifacts in the bank; VP fall only when an Artifact
// leaves a bank.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PR_WORLD_DRAW, PR_CARD } from '../src/prompts.js';
import { FW_PROMPT, G_DEPTH, PL_VP, PL_VP_ARTIFACT, PL_WORDS, WLOC_ARMY, WLOC_BANK, topFrame } from '../src/state.js';
import { artifactToArmy, bankedArtifactVp, depositArtifact, destroyArtifact, tradeArtifact, withdrawArtifact } from '../src/world/artifacts.js';
import { WIN_ATTACK_START, WIN_COMMAND, WIN_DEFENDER, playBattleCard, playCard, playableCards } from '../src/world/cards.js';
import { tickTimeline } from '../src/world/timeline.js';
import { worldConservation } from '../src/world/world-deck.js';
import { worldDrawEvent } from '../src/world/world-draw.js';
import { makeKit, type Kit } from './world-kit.js';

const SEATS = 3;
const LANDS = ['Plains', 'Forest', 'Mountain', 'Ocean', 'Desert', 'Tundra'];

function position(anyArmy: boolean, seed: string): { k: Kit; armies: number[] } {
  const k = makeKit({ seats: SEATS, seed, params: { 'game.artifactRecipient': anyArmy ? 'anyArmy' : 'observerOnly' } });
  const armies: number[] = [];
  for (let i = 0; i < LANDS.length; i++) {
    const t = k.tile(`${2 * i},0`, LANDS[i]!);
    const seat = i % SEATS;
    armies.push(k.army(seat, Math.floor(i / SEATS), t, 'Footman'));
  }
  k.tile('0,2', 'Forest');
  k.tile('2,2', 'Mountain');
  return { k, armies };
}

const buf = new Int32Array(4096);

/** Resolves any open World-draw or card frame with the choice `pick` (mod the legal count). */
function resolveFrames(k: Kit, pick: number): void {
  while (k.s.g[G_DEPTH]! > 0) {
    const fr = topFrame(k.s);
    const id = k.s.frames[fr + FW_PROMPT]!;
    expect([PR_WORLD_DRAW, PR_CARD]).toContain(id);
    const hooks = k.s.config.prompts[id]!;
    const n = hooks.legal(k.s, fr, buf);
    expect(n).toBeGreaterThan(0);
    hooks.apply(k.s, fr, buf[pick % n]!, k.rng);
  }
}

const op = fc.tuple(fc.integer({ min: 0, max: 7 }), fc.nat(1000), fc.nat(1000));

describe('§6.7 inv. 8 card conservation and inv. 2–3 VP (World deck, timeline, Artifacts)', () => {
  it('random draws / plays / deposits / withdrawals / trades / destructions / ticks keep every World copy in one place', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat(1 << 30), fc.array(op, { maxLength: 80 }), (anyArmy, seed, ops) => {
        const { k, armies } = position(anyArmy, `prop-${seed}`);
        const s = k.s;
        const arts = (loc: number): number[] => {
          const r: number[] = [];
          for (let w = 0; w < s.shape.worldCopies; w++) if (s.wLoc[w] === loc) r.push(w);
          return r;
        };
        for (const [kind, a, b] of ops) {
          const before = Array.from({ length: SEATS }, (_, p) => s.pl[p * PL_WORDS + PL_VP]!);
          let mayLose = false;
          if (kind === 0 || kind === 1) {
            worldDrawEvent(s, a % SEATS, k.rng);
            resolveFrames(k, b);
          } else if (kind === 2) {
            const seat = a % SEATS;
            for (const win of [WIN_COMMAND, WIN_ATTACK_START, WIN_DEFENDER]) {
              const n = playableCards(s, seat, win, buf);
              if (n === 0) continue;
              const w = buf[b % n]!;
              if (win === WIN_COMMAND) playCard(s, seat, w, k.rng);
              else playBattleCard(s, seat, w);
              resolveFrames(k, a);
              break;
            }
          } else if (kind === 3) {
            const c = arts(WLOC_ARMY);
            if (c.length) {
              const w = c[a % c.length]!;
              depositArtifact(s, w, Math.floor(s.wArg[w]! / s.shape.flagsPerNation));
            }
          } else if (kind === 4) {
            const c = arts(WLOC_BANK);
            if (c.length) {
              const w = c[a % c.length]!;
              const seat = s.wArg[w]!;
              withdrawArtifact(s, w, armies.find((x) => Math.floor(x / s.shape.flagsPerNation) === seat)!);
              mayLose = true;
            }
          } else if (kind === 5) {
            const c = [...arts(WLOC_ARMY), ...arts(WLOC_BANK)];
            if (c.length) {
              destroyArtifact(s, c[a % c.length]!);
              mayLose = true;
            }
          } else if (kind === 6) {
            const c = arts(WLOC_BANK);
            if (c.length) {
              tradeArtifact(s, c[a % c.length]!, b % SEATS);
              mayLose = true;
            }
          } else {
            if (a % 2 === 0) tickTimeline(s, k.rng);
            else {
              const c = arts(WLOC_ARMY);
              if (c.length) artifactToArmy(s, c[a % c.length]!, armies[b % armies.length]!);
            }
          }
          expect(worldConservation(s)).toBeNull();
          for (let p = 0; p < SEATS; p++) {
            expect(s.pl[p * PL_WORDS + PL_VP_ARTIFACT]).toBe(bankedArtifactVp(s, p));
            expect(s.pl[p * PL_WORDS + PL_VP]).toBe(s.pl[p * PL_WORDS + PL_VP_ARTIFACT]);
            if (!mayLose) expect(s.pl[p * PL_WORDS + PL_VP]!).toBeGreaterThanOrEqual(before[p]!);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
