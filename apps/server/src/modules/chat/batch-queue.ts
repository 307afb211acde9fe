interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export interface BatchQueueOptions<T, R> {
  /** Handles a batch: one settled result per item, in order. Throwing rejects every item. */
  run: (items: T[]) => Promise<PromiseSettledResult<R>[]>;
  /**
   * Items of one key are run one batch after another, in the order they came: never two in a
   * batch, nor in two batches under way at once.
   */
  keyOf: (item: T) => number;
  /** The most items in one batch. */
  maxBatch?: number;
  /** The most batches under way at once; items arriving meanwhile wait and go together. */
  maxInFlight?: number;
}

/**
 * Handles items as they come while `run` keeps up, and together when it does not: while
 * `maxInFlight` batches are under way, new items queue, and the next batch takes up to
 * `maxBatch` of them in the order they came, at most one per key and none of a key under way.
 */
export const createBatchQueue = <T, R>({
  run,
  keyOf,
  maxBatch = 64,
  maxInFlight = 2,
}: BatchQueueOptions<T, R>) => {
  const queue: Waiting<T, R>[] = [];
  /** The keys of the batches under way. */
  const busy = new Set<number>();
  let inFlight = 0;
  let scheduled = false;

  const take = () => {
    const batch: Waiting<T, R>[] = [];
    const keys = new Set<number>();
    for (let i = 0; i < queue.length && batch.length < maxBatch;) {
      const waiting = queue[i] as Waiting<T, R>;
      const key = keyOf(waiting.item);
      if (keys.has(key) || busy.has(key)) {
        i += 1;
        continue;
      }
      keys.add(key);
      batch.push(waiting);
      queue.splice(i, 1);
    }
    return { batch, keys };
  };

  const handle = async (batch: Waiting<T, R>[]) => {
    try {
      const results = await run(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, i) => {
        const result = results[i];
        if (result?.status === 'fulfilled') waiting.resolve(result.value);
        else waiting.reject(result ? result.reason : new Error('batch answered no result'));
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  };

  const drain = () => {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) {
      const { batch, keys } = take();
      if (batch.length === 0) return;
      inFlight += 1;
      for (const key of keys) busy.add(key);
      void handle(batch).finally(() => {
        inFlight -= 1;
        for (const key of keys) busy.delete(key);
        schedule();
      });
    }
  };

  function schedule() {
    if (scheduled || inFlight >= maxInFlight || queue.length === 0) return;
    scheduled = true;
    // What arrives in this turn of the event loop (the frames read off the sockets) goes together.
    setImmediate(drain);
  }

  const submit = (item: T): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });

  return { submit };
};
