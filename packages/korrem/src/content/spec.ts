// Heart of Korrem's content as the core sees it (`--content`): the JSON Schema, the built-in sets and
// the checks a schema cannot make. The default set is `tuned` (issue 23: games end by VP); `starter` is
// the spec's placeholder content (§4.3–§4.7) as printed, which the rule tests use.
import type { ContentSpec } from '@balance-lab/core';
import { checkContent } from './check.js';
import { KORREM_CONTENT_SCHEMA } from './schema.js';
import { starter } from './starter.js';
import { tuned } from './tuned.js';
import type { KorremContent } from './types.js';

export const KORREM_CONTENT: ContentSpec<KorremContent> = {
  schema: KORREM_CONTENT_SCHEMA,
  sets: { tuned, starter },
  default: 'tuned',
  check: checkContent,
};
