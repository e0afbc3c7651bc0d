export { runCli, usage, EXIT_OK, EXIT_FAILURE, EXIT_USAGE } from './cli.js';
export { findGame, gameIds } from './registry.js';
export type { GameEntry } from './registry.js';
export type { Io } from './output.js';
