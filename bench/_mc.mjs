import { createPlayContext, makePlan, parseBotSpec, Rng, SeatingPlan, playIndexedGame } from '@balance-lab/core';
import { darkleaf } from '@balance-lab/darkleaf';
const bot = process.argv[2] ?? 'mcts:200';
const c = { ev: 0, ap: 0, cp: 0, leg: 0 };
const game = { ...darkleaf,
  evaluate(s, p) { c.ev++; return darkleaf.evaluate(s, p); },
  apply(s, a, r) { c.ap++; return darkleaf.apply(s, a, r); },
  copyInto(d, s) { c.cp++; return darkleaf.copyInto(d, s); },
  legalActions(s, o) { c.leg++; return darkleaf.legalActions(s, o); } };
const plan = makePlan(darkleaf, { games: 16, seed: 'bench', bots: ['greedy'] });
const config = darkleaf.configure(plan.parameters);
const ctx = createPlayContext(darkleaf, config, plan.seed, plan.bots.map(parseBotSpec));
const seating = new SeatingPlan(plan); const buffer = new Int32Array(darkleaf.maxActions); const all = [];
for (let i = 0; i < 16; i++) playIndexedGame(ctx, seating.seatingFor(i), i, (_e, s) => { if (darkleaf.outcome(s) === null && darkleaf.legalActions(s, buffer) > 1) all.push(darkleaf.clone(s)); });
const picked = Array.from({ length: 60 }, (_, k) => all[Math.floor(((k + 0.5) * all.length) / 60)]);
const spec = parseBotSpec(bot);
const b = spec.factory.create({ game, config, determinizeRng: new Rng('d') }, spec.arg);
const r = new Rng('b'); let legalSum = 0; const t0 = performance.now(); const choices = [];
for (const s of picked) { const n = darkleaf.legalActions(s, buffer); legalSum += n; choices.push(b.choose(s, darkleaf.currentSeat(s), buffer, n, r)); }
console.log(bot, 'per decision:', Object.fromEntries(Object.entries(c).map(([k, v]) => [k, Math.round(v / 60)])), 'legal avg', (legalSum / 60).toFixed(1), 'ms', Math.round(performance.now() - t0));
console.log('choices hash', choices.join(',').length, choices.slice(0, 12).join(','));
