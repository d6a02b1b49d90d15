// A lock file on the data folder: PGlite does not lock its files, and two processes would corrupt them.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../http/errors.js';

export type DataDirLock = { path: string; release: () => void };

// Locks this process holds: a lock file with our own pid is stale (a crashed run whose pid was
// reused, as in containers) unless it is in this set.
const heldHere = new Set<string>();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = join(dataDir, 'casecast.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      heldHere.add(path);
      return {
        path,
        release: () => {
          if (released) return;
          released = true;
          heldHere.delete(path);
          try {
            unlinkSync(path);
          } catch {
            // already gone: nothing to release
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
      const heldByLiveProcess = holder === process.pid ? heldHere.has(path) : Number.isFinite(holder) && isProcessAlive(holder);
      if (heldByLiveProcess) {
        throw new AppError(
          409,
          'DATA_DIR_LOCKED',
          `Another Casecast process (pid ${holder}) is using the data folder ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      // The process that held the lock has gone (a crash or kill -9): the lock is stale.
      unlinkSync(path);
    }
  }
  throw new AppError(409, 'DATA_DIR_LOCKED', `Could not lock the data folder ${dataDir}.`);
}
