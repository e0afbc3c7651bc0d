// The one short fingerprint of run identities: parameter values, content documents, game modules.
import { createHash } from 'node:crypto';

/** The first 16 hex digits of the SHA-256 of `data` (a string is hashed as its UTF-8 bytes). */
export function fingerprint(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}
