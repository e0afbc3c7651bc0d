// The decision-frame stack (state.ts "Decision frames", flow.ts): how a clan decision opens, steps,
// nests and closes. The clans' own prompts are tested with their rules; this is the mechanism.
import { describe, expect, it } from 'vitest';
import {
  clanPrompt, endExecute, finishClanPrompt, nextPrompt, openPrompt, promptResume, RESUME_ACQUIRE, RESUME_EXECUTE,
  RESUME_PARENT, topFrame,
} from '../src/flow.js';
import { declareWin } from '../src/units.js';
import { noDice, PositionBuilder, S } from '../src/testing/index.js';

function upkeep(clan0 = 'murg'): S.DarkleafState {
  const b = new PositionBuilder(clan0, 'huldra');
  b.place(0, 'pawn', 'a2');
  b.place(1, 'pawn', 'h7');
  b.setupDone(0).setupDone(1);
  return b.phase(0, S.PH_UPKEEP);
}

describe('decision frames', () => {
  it('openPrompt pushes a frame with cleared fields; nextPrompt steps it and keeps them', () => {
    const s = upkeep();
    s.frames.fill(7); // stale words from an earlier decision must not leak into a new one
    const f = openPrompt(s, 3, RESUME_EXECUTE);
    expect(s.g[S.G_DEPTH]).toBe(1);
    expect(s.g[S.G_PHASE]).toBe(S.PH_CLAN);
    expect([0, 1, 2, 3].map((k) => s.frames[f + S.FIELD_0 + k])).toEqual([0, 0, 0, 0]);
    s.frames[f + S.FIELD_1] = 42;
    expect(nextPrompt(s, 4)).toBe(f);
    expect(clanPrompt(s)).toBe(4);
    expect(promptResume(s)).toBe(RESUME_EXECUTE);
    expect(s.frames[topFrame(s) + S.FIELD_1]).toBe(42);
  });

  it('a sub-decision (RESUME_PARENT) reports the resume of the first frame below that names one', () => {
    const s = upkeep();
    openPrompt(s, 1, RESUME_ACQUIRE);
    openPrompt(s, 2, RESUME_PARENT);
    expect(s.g[S.G_DEPTH]).toBe(2);
    expect(clanPrompt(s)).toBe(2);
    expect(promptResume(s)).toBe(RESUME_ACQUIRE);
  });

  it('closing a sub-decision hands control to the clan\'s resumePrompt; a clan without sub-decisions says so', () => {
    const s = upkeep('murg');
    openPrompt(s, 1, RESUME_EXECUTE);
    openPrompt(s, 2, RESUME_PARENT);
    expect(() => finishClanPrompt(s, noDice())).toThrow(/no clan prompt resumes after a sub-decision over prompt 1/);
  });

  it('more frames than FRAME_DEPTH is an error, not a silent overwrite', () => {
    const s = upkeep();
    for (let d = 0; d < S.FRAME_DEPTH; d++) openPrompt(s, d + 1, RESUME_PARENT);
    expect(() => openPrompt(s, 9, RESUME_PARENT)).toThrow(/more than 4 open/);
  });

  it('a game already won opens no frame: writes land in the spare frame and the phase stays over', () => {
    const s = upkeep();
    declareWin(s, 1);
    const f = openPrompt(s, 3, RESUME_EXECUTE);
    expect(f).toBe(S.FRAME_SPARE);
    s.frames[f + S.FIELD_0] = 5;
    expect(s.g[S.G_DEPTH]).toBe(0);
    expect(s.g[S.G_PHASE]).toBe(S.PH_OVER);
    expect(nextPrompt(s, 4)).toBe(S.FRAME_SPARE);
  });

  it('going back to the turn machine closes every open decision', () => {
    const s = upkeep();
    openPrompt(s, 1, RESUME_EXECUTE);
    openPrompt(s, 2, RESUME_PARENT);
    endExecute(s, noDice());
    expect(s.g[S.G_DEPTH]).toBe(0);
  });
});
