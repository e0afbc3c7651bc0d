import { it } from 'vitest';
import { Rng, rngFor, resolveParameters } from '@balance-lab/core';
import { korrem } from '../src/game.js';
import { checkKorremInvariants } from '../src/invariants.js';
it('explore', () => {
  const config = korrem.configure(resolveParameters(korrem.parameters, { 'game.roundCap': 8, 'trade.mode': 'binding' }));
  const seatings = [['human','elves'],['borean','draconis','talos'],['druid','human','elves','borean'],['talos','druid','human','elves','borean','draconis']];
  const found = new Map<string, string>();
  const buf = new Int32Array(korrem.maxActions);
  for (let g = 0; g < 150; g++) {
    const seating = seatings[g % 4]!;
    const rules = rngFor(g, 0, 'rules');
    const bot = new Rng('bot' + g);
    const s = korrem.setup(config, seating, rules);
    s.g[9] = -1; if (g % 2) config.params;
    let step = 0;
    const log: string[] = [];
    while (korrem.outcome(s) === null && step < 20000) {
      const n = korrem.legalActions(s, buf);
      const a = buf[bot.int(n)]!;
      log.push(`seat ${korrem.currentSeat(s)} pr ${s.frames[(s.g[8]!-1)*12]}: ${korrem.describeAction(s, a)}`);
      korrem.apply(s, a, rules);
      step++;
      for (const m of checkKorremInvariants(s)) { const k = m.replace(/\d+/g, '#'); if (!found.has(k)) found.set(k, `game ${g} step ${step}: ${m}\n    ${log.slice(-6).join('\n    ')}`); }
    }
  }
  console.log([...found.values()].join('\n'));
});
