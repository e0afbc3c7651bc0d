// Heart of Korrem's content as the core sees it (`--content`): the JSON Schema, the built-in sets and
// the checks a schema cannot make. The default set is the spec's placeholder content (§4.3–§4.7).
import type { ContentSpec } from '@balance-lab/core';
import { checkContent } from './check.js';
import { KORREM_CONTENT_SCHEMA } from './schema.js';
import { starter } from './starter.js';
import type { KorremContent } from './types.js';

export const KORREM_CONTENT: ContentSpec<KorremContent> = {
  schema: KORREM_CONTENT_SCHEMA,
  sets: { starter },
  default: 'starter',
  check: checkContent,
};
