// The random bot: uniform over the legal actions, drawing from its own seat stream.
import type { Bot, BotFactory } from '../contracts.js';

const randomBot: Bot = {
  name: 'random',
  choose: (_state, _seat, legal, count, rng) => legal[rng.int(count)] as number,
};

export const randomBotFactory: BotFactory = {
  name: 'random',
  description: 'uniform over the legal actions (its own seat stream)',
  validate: (arg) => (arg === undefined ? null : `bot 'random' takes no argument, got 'random:${arg}'`),
  create: () => randomBot,
};
