import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The seeded demo database is shared by the test files of a run (generating it took seconds of
 * CPU per file, in every file), but only while it is young: the demo is made for the moment it is
 * generated (the open turns, the latest draws), and each file used to get a fresh one. A file
 * takes the newest seed under this age or generates the next one.
 */
export const seedMaxAgeMs = 90_000;

/** A generator that has held the lock this long has died; another takes over. */
const staleLockMs = 300_000;

type Driver = 'pglite' | 'postgres';

const entryPattern = /^(pglite|postgres)-(\d+)-([0-9a-f]+)$/;

/** The PostgreSQL template database a cache entry names. */
export const seedTemplateOf = (entry: string): string | undefined => {
  const match = entryPattern.exec(entry);
  return match?.[1] === 'postgres' ? `seed_${match[3]}` : undefined;
};

const freshEntry = (dir: string, driver: Driver): string | undefined => {
  const oldest = Date.now() - seedMaxAgeMs;
  let best: { entry: string; createdAt: number } | undefined;
  for (const entry of readdirSync(dir)) {
    const match = entryPattern.exec(entry);
    if (match?.[1] !== driver) continue;
    const createdAt = Number(match[2]);
    if (createdAt >= oldest && (!best || createdAt > best.createdAt)) best = { entry, createdAt };
  }
  return best && path.join(dir, best.entry);
};

export interface SeedTarget {
  /** A fresh id for the seed (PostgreSQL: its template database is `seed_{id}`). */
  id: string;
  /** PGlite: write the dump here (the cache renames it into place when complete). */
  file: string;
}

/**
 * The path of a young enough seed of `driver` in `dir`, made by `generate` when there is none.
 * One generator at a time (a lock file); the others wait for its seed instead of making their own.
 */
export const sharedSeed = async (
  dir: string,
  driver: Driver,
  generate: (target: SeedTarget) => Promise<void>,
): Promise<string> => {
  const lock = path.join(dir, `${driver}.lock`);
  for (;;) {
    const found = freshEntry(dir, driver);
    if (found) return found;
    let fd: number;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > staleLockMs) rmSync(lock, { force: true });
      } catch {
        // The generator just finished.
      }
      await sleep(200);
      continue;
    }
    try {
      const again = freshEntry(dir, driver);
      if (again) return again;
      const id = randomBytes(6).toString('hex');
      const createdAt = Date.now();
      const file = path.join(dir, `.partial-${id}`);
      await generate({ id, file });
      const entry = path.join(dir, `${driver}-${createdAt}-${id}`);
      if (driver === 'pglite') renameSync(file, entry);
      else closeSync(openSync(entry, 'w'));
      return entry;
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
};
