import pg from 'pg';

const writeCommands = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY']);

type Query = (...args: unknown[]) => unknown;
type Callback = (error: Error | null, result?: unknown) => void;

/**
 * The pool's connections: when a change made on one is committed (a COMMIT after a write, or a
 * write outside a transaction), its result reaches the caller only after `afterChange()` — the
 * change feed's barrier (`db/change-feed.ts`), so the caches of this process have dropped what
 * the change touched before the code that made it answers or reads again. PGlite needs none:
 * it hands a commit's notifications to the listeners before the commit returns.
 */
export const settlingClient = (afterChange: () => Promise<void>) =>
  class SettlingClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      let inTransaction = false;
      let wrote = false;
      /** Follows the commands of each result; true when one ended a committed change. */
      const committedChange = (result: unknown) => {
        let changed = false;
        for (const each of Array.isArray(result) ? result : [result]) {
          const command = (each as { command?: unknown } | undefined)?.command;
          if (command === 'BEGIN' || command === 'START TRANSACTION') {
            inTransaction = true;
            wrote = false;
          } else if (command === 'COMMIT' || command === 'ROLLBACK') {
            changed ||= command === 'COMMIT' && inTransaction && wrote;
            inTransaction = false;
          } else if (typeof command === 'string' && writeCommands.has(command)) {
            if (inTransaction) wrote = true;
            else changed = true;
          }
        }
        return changed;
      };
      const query = this.query.bind(this) as Query;
      const settled: Query = (...args) => {
        const first = args[0] as { submit?: unknown } | null | undefined;
        const last = args.at(-1);
        // Submittables (cursors, streams) are returned as they are.
        if (typeof first?.submit === 'function') return query(...args);
        if (typeof last === 'function') {
          const callback = last as Callback;
          return query(...args.slice(0, -1), (error: Error | null, result?: unknown) => {
            if (error || !committedChange(result)) return callback(error, result);
            afterChange().then(
              () => callback(null, result),
              () => callback(null, result),
            );
          });
        }
        return (query(...args) as Promise<unknown>).then(async (result) => {
          if (committedChange(result)) await afterChange().catch(() => {});
          return result;
        });
      };
      (this as unknown as { query: Query }).query = settled;
    }
  };
