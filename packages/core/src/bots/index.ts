// The bots core ships: random, greedy, MCTS (determinized UCT on hidden information) and SO-ISMCTS, and the registry that finds them by spec.
export { randomBotFactory } from './random.js';
export { GreedyBot, greedyBotFactory, GREEDY_DEFAULT_SAMPLES, type GreedyOptions } from './greedy.js';
export {
  IsmctsBot,
  ismctsBotFactory,
  MctsBot,
  mctsBotFactory,
  parseIsmctsArg,
  parseMctsArg,
  MCTS_DEFAULTS,
  defaultDeterminizations,
  type HiddenSearch,
  type IsmctsOptions,
  type MctsOptions,
  type RolloutPolicy,
} from './mcts.js';
export * from './registry.js';
