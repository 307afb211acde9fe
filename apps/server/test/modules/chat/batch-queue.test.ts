import { describe, expect, it } from 'vitest';
import { createBatchQueue } from '../../../src/modules/chat/batch-queue';

/** A run that the test finishes by hand, recording each batch it was given. */
const manualRun = () => {
  const batches: { items: string[]; finish: (results?: PromiseSettledResult<string>[]) => void }[] =
    [];
  const run = (items: string[]) =>
    new Promise<PromiseSettledResult<string>[]>((resolve, reject) => {
      batches.push({
        items,
        finish: (results) => (results ? resolve(results) : reject(new Error('the batch failed'))),
      });
    });
  return { batches, run };
};

const settled = (items: string[]): PromiseSettledResult<string>[] =>
  items.map((item) =>
    item.endsWith('!')
      ? { status: 'rejected', reason: new Error(`refused ${item}`) }
      : { status: 'fulfilled', value: item.toUpperCase() },
  );

/** Waits until `n` batches were handed to the run (the queue starts them on a later turn). */
const untilBatches = async (batches: unknown[], n: number) => {
  while (batches.length < n) await new Promise((resolve) => setImmediate(resolve));
};

describe('batch queue', () => {
  const keyOf = (item: string) => item.charCodeAt(0);

  it('runs what arrives together as one batch, each caller getting its own result', async () => {
    const { batches, run } = manualRun();
    const queue = createBatchQueue({ run, keyOf, maxInFlight: 1 });
    const answers = ['a1', 'b1!', 'c1'].map((item) => queue.submit(item).catch(String));
    await untilBatches(batches, 1);
    expect(batches.map((batch) => batch.items)).toEqual([['a1', 'b1!', 'c1']]);
    batches[0]?.finish(settled(batches[0].items));
    expect(await Promise.all(answers)).toEqual(['A1', 'Error: refused b1!', 'C1']);
  });

  it('holds one key’s second item for a later batch, and waits while batches are under way', async () => {
    const { batches, run } = manualRun();
    const queue = createBatchQueue({ run, keyOf, maxInFlight: 1 });
    const answers = ['a1', 'a2', 'b1', 'a3'].map((item) => queue.submit(item));
    await untilBatches(batches, 1);
    const late = queue.submit('c1');
    // One batch at a time: nothing more starts until the first is finished.
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toHaveLength(1);
    batches[0]?.finish(settled(batches[0].items));
    await untilBatches(batches, 2);
    batches[1]?.finish(settled(batches[1].items));
    await untilBatches(batches, 3);
    batches[2]?.finish(settled(batches[2].items));
    expect(batches.map((batch) => batch.items)).toEqual([['a1', 'b1'], ['a2', 'c1'], ['a3']]);
    expect(await Promise.all([...answers, late])).toEqual(['A1', 'A2', 'B1', 'A3', 'C1']);
  });

  it('keeps at most maxBatch items a batch and maxInFlight batches under way', async () => {
    const { batches, run } = manualRun();
    const queue = createBatchQueue({ run, keyOf, maxBatch: 2, maxInFlight: 2 });
    const answers = ['a', 'b', 'c', 'd', 'e'].map((item) => queue.submit(item));
    await untilBatches(batches, 2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches.map((batch) => batch.items)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    batches[1]?.finish(settled(batches[1].items));
    await untilBatches(batches, 3);
    expect(batches[2]?.items).toEqual(['e']);
    batches[0]?.finish(settled(batches[0].items));
    batches[2]?.finish(settled(batches[2].items));
    expect(await Promise.all(answers)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('starts no batch with a key whose earlier item is under way, so a key’s items run in order', async () => {
    const { batches, run } = manualRun();
    const queue = createBatchQueue({ run, keyOf, maxInFlight: 2 });
    const answers = ['a1', 'b1', 'a2'].map((item) => queue.submit(item));
    await untilBatches(batches, 1);
    const more = ['c1', 'a3'].map((item) => queue.submit(item));
    await untilBatches(batches, 2);
    // a2 waits for a1's batch although a second batch could start: c1 goes alone.
    expect(batches.map((batch) => batch.items)).toEqual([['a1', 'b1'], ['c1']]);
    batches[0]?.finish(settled(batches[0].items));
    await untilBatches(batches, 3);
    expect(batches[2]?.items).toEqual(['a2']);
    batches[1]?.finish(settled(batches[1].items));
    batches[2]?.finish(settled(batches[2].items));
    await untilBatches(batches, 4);
    batches[3]?.finish(settled(batches[3].items));
    expect(batches[3]?.items).toEqual(['a3']);
    expect(await Promise.all([...answers, ...more])).toEqual(['A1', 'B1', 'A2', 'C1', 'A3']);
  });

  it('rejects every item of a batch whose run failed, and goes on with the next', async () => {
    const { batches, run } = manualRun();
    const queue = createBatchQueue({ run, keyOf, maxInFlight: 1 });
    const failed = ['a', 'b'].map((item) =>
      queue.submit(item).catch((error: Error) => error.message),
    );
    await untilBatches(batches, 1);
    const next = queue.submit('c');
    batches[0]?.finish();
    expect(await Promise.all(failed)).toEqual(['the batch failed', 'the batch failed']);
    await untilBatches(batches, 2);
    batches[1]?.finish(settled(batches[1].items));
    expect(await next).toBe('C');
  });
});
