// The 9 Bonus Tiles (spec §2.5, rulebook L2803-2851) and their activation window (R-BON-1, L1404):
// one scenario per tile on a built position, named with its B-number and rulebook line.
import { describe, expect, it } from 'vitest';
import { HarrowPosition, noDice, S } from '@balance-lab/harrow/testing';

describe('R-BON-1 (L1404): a face-up tile of the flipped jar is offered before the jar action, then turned face-down', () => {
  it('B2 ADVANCE (L2817): one ADVANCE, no token gained', () => {
    const p = new HarrowPosition('protectors', 'family').haints('protectors', '-2,0', 1).legend('protectors', '-2,1').bonusTile(1, 'ADVANCE').turn('protectors');
    p.play('break the Wild Mason Jar', noDice());
    expect(p.prompt()).toBe(S.PR_WINDOW);
    p.play('activate the Bonus tile ADVANCE', noDice());
    expect(p.prompt()).toBe(S.PR_ADV_PACKET);
    p.play('move Units from hex -2,0', noDice()).play('move 1 Haint(s) as one group', noDice());
    expect(p.options().length).toBeGreaterThan(0);
    expect(p.invariants()).toEqual([]);
  });
});
