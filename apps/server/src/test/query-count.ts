// Counts the database queries one piece of work makes: the batching tests' measure (a save that went row by row
// makes more queries for more rows). Only queries made inside `work`'s own async calls are counted, so the job queue's
// polling and other background work running meanwhile are not.
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

const counting = new AsyncLocalStorage<{ count: number }>();
let wrapped = false;

/** Wraps pg's Client.query once per process: every query still runs as before, and is counted inside countQueries. */
function wrapQuery(): void {
  if (wrapped) return;
  wrapped = true;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const store = counting.getStore();
    if (store) store.count += 1;
    return (query as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof query;
}

/** `work`'s result and the number of queries it sent to the database (both the embedded one and a server). */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  wrapQuery();
  const store = { count: 0 };
  const result = await counting.run(store, work);
  return { result, queries: store.count };
}
