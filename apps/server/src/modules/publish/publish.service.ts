import { createHash } from 'node:crypto';
import type { Deps } from '../../deps';
import type { DataSource } from '../../domain-events';
import type { StaticFileDefinition } from './static-files';
import * as repo from './publish.repository';
import { encodeBody, type EncodedBody } from '../../lib/encoded-body';

export interface Snapshot {
  path: string;
  body: string;
  etag: string;
}

export type PublishService = ReturnType<typeof createPublishService>;

const changedChannel = 'publish:changed';

export const etagOf = (body: string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Generates the static JSON files from the database, keeps the last generation in
 * `static_snapshots`, and serves them from a per-process cache that every process drops
 * when any process regenerates a file.
 */
export const createPublishService = (
  { db, bus, events, log }: Deps,
  definitions: StaticFileDefinition[],
) => {
  const byPath = new Map(definitions.map((definition) => [definition.path, definition]));
  const cache = new Map<string, Snapshot>();
  const encoded = new WeakMap<Snapshot, EncodedBody>();

  /** Caches a snapshot with its bytes compressed once: a busy file is not compressed per read. */
  const remember = async (snapshot: Snapshot) => {
    encoded.set(snapshot, await encodeBody(Buffer.from(snapshot.body)));
    cache.set(snapshot.path, snapshot);
    return snapshot;
  };

  const bytesOf = (snapshot: Snapshot): EncodedBody =>
    encoded.get(snapshot) ?? { raw: Buffer.from(snapshot.body) };

  const regenerate = async (definition: StaticFileDefinition): Promise<Snapshot | undefined> => {
    const built = await definition.build();
    if (built === undefined) {
      cache.delete(definition.path);
      await repo.deleteSnapshot(db, definition.path);
      return undefined;
    }
    const data = definition.schema.parse(built);
    const body = JSON.stringify(data);
    const etag = etagOf(body);
    const stored = await repo.findSnapshot(db, definition.path);
    const snapshot = { path: definition.path, body, etag };
    if (stored?.etag !== etag) {
      await repo.saveSnapshot(db, snapshot);
      await bus.publish(changedChannel, { path: definition.path, etag });
    }
    return remember(snapshot);
  };

  const refresh = async (source?: DataSource) => {
    const due = definitions.filter((d) => source === undefined || d.sources.includes(source));
    for (const definition of due) {
      try {
        await regenerate(definition);
      } catch (error) {
        // One file's missing source (an unconfigured company) must not stop the others.
        cache.delete(definition.path);
        log.warn({ err: error, path: definition.path }, 'static file not generated');
      }
    }
  };

  const get = async (path: string): Promise<Snapshot | undefined> => {
    const cached = cache.get(path);
    if (cached) return cached;
    const definition = byPath.get(path);
    if (!definition) return undefined;
    const stored = await repo.findSnapshot(db, path);
    if (!stored) return regenerate(definition);
    return remember({ path, body: stored.body, etag: stored.etag });
  };

  const start = async () => {
    await bus.subscribe(changedChannel, (message) => {
      const { path, etag } = message as { path: string; etag: string };
      if (cache.get(path)?.etag !== etag) cache.delete(path);
    });
    events.on('sourceChanged', async ({ source }) => {
      try {
        await refresh(source);
      } catch (error) {
        log.error({ err: error, source }, 'publish failed');
        throw error;
      }
    });
    await refresh();
  };

  return { start, refresh, get, bytesOf, paths: () => [...byPath.keys()] };
};
