// Output files are written whole or not at all, so a crash or a reader racing
// a checkpoint never sees a half-written summary.
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** Writes to a temp file in the same directory, fsyncs it, then renames it over `path`. */
export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  const dir = dirname(path);
  // Same directory: rename is only atomic within one filesystem.
  const tmp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(tmp, 'wx');
    try {
      writeFileSync(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      // The temp file may never have been created.
    }
    throw err;
  }
  syncDir(dir);
}

// Persist the rename itself. Best effort: some platforms (Windows) cannot open a directory.
function syncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Not supported here; the file content is already durable.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
