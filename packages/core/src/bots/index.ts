// The bots core ships: random, greedy and MCTS, and the registry that finds them by spec.
export { randomBotFactory } from './random.js';
export { GreedyBot, greedyBotFactory, GREEDY_DEFAULT_SAMPLES, type GreedyOptions } from './greedy.js';
export { MctsBot, mctsBotFactory, parseMctsArg, MCTS_DEFAULTS, type MctsOptions, type RolloutPolicy } from './mcts.js';
export * from './registry.js';
