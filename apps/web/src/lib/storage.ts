import { storage as storageLimits } from '@lottery/contracts';

interface StoredItem {
  /** The value itself. */
  v: unknown;
  /** Expiry as epoch milliseconds; null never expires. */
  e: number | null;
}

export interface SetOptions {
  /** Seconds until the item expires; Infinity keeps it until removed. */
  ttlSeconds?: number;
}

export interface ExpiringStorageOptions {
  backend?: Storage;
  /** Only keys under this prefix are ours: the sweep never touches anything else. */
  prefix?: string;
  ttlSeconds?: number;
  sweepMs?: number;
  now?: () => number;
}

export interface ExpiringStorage {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown, options?: SetOptions): void;
  remove(key: string): void;
  /** Removes every item of this storage (not other keys of the backend). */
  clear(): void;
  /** Removes the expired items now; answers how many went. */
  sweep(): number;
  /** Sweeps every `sweepMs`; call the answer to stop. */
  startSweeping(): () => void;
}

const isStoredItem = (value: unknown): value is StoredItem =>
  typeof value === 'object' &&
  value !== null &&
  'v' in value &&
  'e' in value &&
  (value.e === null || typeof value.e === 'number');

export const createExpiringStorage = (options: ExpiringStorageOptions = {}): ExpiringStorage => {
  const {
    prefix = 'lc:',
    ttlSeconds: defaultTtlSeconds = storageLimits.ttlSeconds,
    sweepMs = storageLimits.sweepMs,
    now = Date.now,
  } = options;
  const backend = (): Storage => options.backend ?? window.localStorage;

  const read = (fullKey: string): StoredItem | undefined => {
    const raw = backend().getItem(fullKey);
    if (raw === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isStoredItem(parsed)) return parsed;
    } catch {
      // Unreadable items are dropped below like expired ones.
    }
    backend().removeItem(fullKey);
    return undefined;
  };

  const isExpired = (item: StoredItem): boolean => item.e !== null && item.e <= now();

  const ownKeys = (): string[] => {
    const keys: string[] = [];
    const store = backend();
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  };

  const sweep = (): number => {
    let removed = 0;
    for (const key of ownKeys()) {
      const item = read(key);
      if (!item) removed += 1;
      else if (isExpired(item)) {
        backend().removeItem(key);
        removed += 1;
      }
    }
    return removed;
  };

  return {
    get<T>(key: string): T | undefined {
      const fullKey = prefix + key;
      const item = read(fullKey);
      if (!item) return undefined;
      if (isExpired(item)) {
        backend().removeItem(fullKey);
        return undefined;
      }
      return item.v as T;
    },
    set(key, value, setOptions = {}) {
      const ttlSeconds = setOptions.ttlSeconds ?? defaultTtlSeconds;
      const item: StoredItem = {
        v: value,
        e: Number.isFinite(ttlSeconds) ? now() + ttlSeconds * 1000 : null,
      };
      try {
        backend().setItem(prefix + key, JSON.stringify(item));
      } catch (error) {
        // A full or disabled storage (private mode) must not break the page.
        console.warn('storage: could not save', key, error);
      }
    },
    remove(key) {
      backend().removeItem(prefix + key);
    },
    clear() {
      for (const key of ownKeys()) backend().removeItem(key);
    },
    sweep,
    startSweeping() {
      const timer = setInterval(sweep, sweepMs);
      return () => clearInterval(timer);
    },
  };
};

/** The app's storage over localStorage. */
export const appStorage = createExpiringStorage();
