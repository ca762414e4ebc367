import { describe, expect, it } from 'vitest';
import { createPreloadQueue, ROUTE_CHUNK_PRELOAD_CONCURRENCY } from './preload-queue.ts';

/** A loader whose loads finish only when the test says so, recording how many run at once. */
function controlledLoader() {
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const started: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const load = (url: string) =>
    new Promise<void>((resolve, reject) => {
      started.push(url);
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      const done = () => {
        running -= 1;
      };
      pending.set(url, {
        resolve: () => {
          done();
          resolve();
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
    });
  return { load, pending, started, mostAtOnce: () => mostAtOnce };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const urls = (count: number) => Array.from({ length: count }, (_, index) => `/assets/route-${index}.js`);

describe('route chunk preload queue', () => {
  it('never loads more than 5 chunks at once, and loads every chunk in the end', async () => {
    const loader = controlledLoader();
    const queue = createPreloadQueue(loader.load);
    queue.enqueue(urls(12));
    expect(loader.started).toHaveLength(ROUTE_CHUNK_PRELOAD_CONCURRENCY);

    while (loader.pending.size > 0) {
      const [url, settle] = [...loader.pending.entries()][0] ?? [];
      if (!url || !settle) break;
      loader.pending.delete(url);
      settle.resolve();
      await flush();
    }
    expect(loader.started).toEqual(urls(12));
    expect(loader.mostAtOnce()).toBe(5);
  });

  it('loads a chunk once, however many links need it', async () => {
    const loader = controlledLoader();
    const queue = createPreloadQueue(loader.load);
    queue.enqueue(['/assets/title.js', '/assets/title.js']);
    queue.enqueue(['/assets/title.js', '/assets/home.js']);
    expect(loader.started).toEqual(['/assets/title.js', '/assets/home.js']);
  });

  it('frees the slot of a failed preload for the next chunk', async () => {
    const loader = controlledLoader();
    const queue = createPreloadQueue(loader.load, 1);
    queue.enqueue(['/assets/gone.js', '/assets/next.js']);
    loader.pending.get('/assets/gone.js')?.reject(new Error('404'));
    await flush();
    expect(loader.started).toEqual(['/assets/gone.js', '/assets/next.js']);
  });
});
