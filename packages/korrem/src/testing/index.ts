// @balance-lab/korrem/testing: what rule tests need to build Heart of Korrem positions.
export { ScriptedRng } from '@balance-lab/core/testing';
import { compileContent } from '../content/compile.js';
import type { CompiledContent } from '../content/compiled.js';
import { STARTER_DOCUMENT } from '../content/starter.js';

let starter: CompiledContent | null = null;
/** The built-in `starter` content, compiled once (the spec's §4 content as written; the rule tests use it). */
export function starterContent(): CompiledContent {
  starter ??= compileContent(STARTER_DOCUMENT, 'starter');
  return starter;
}
