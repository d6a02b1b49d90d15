import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { AppQueryClient } from './query-client';

/** A list whose first load is answered only after a change (and so without it), then invalidated. */
async function listAfterChangeDuringFirstLoad(client: QueryClient) {
  const answers: Array<() => void> = [];
  let stored: string[] = [];
  const observer = new QueryObserver<string[]>(client, {
    queryKey: ['documents', 'case', 'c1'],
    queryFn: () => {
      // What the server reads now, answered when the test says.
      const read = [...stored];
      return new Promise<string[]>((resolve) => answers.push(() => resolve(read)));
    },
    retry: false,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  // The first load is in flight when the upload is stored and the list invalidated.
  stored = ['Ortho scan.pdf'];
  const invalidated = client.invalidateQueries({ queryKey: ['documents'] });
  answers[0]!();
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const answer of answers.slice(1)) answer();
  await invalidated;
  const result = { loads: answers.length, list: observer.getCurrentResult().data };
  unsubscribe();
  return result;
}

describe('AppQueryClient', () => {
  it('loads a list again when it is invalidated during its first load, so a change made meanwhile shows', async () => {
    expect(await listAfterChangeDuringFirstLoad(new AppQueryClient())).toEqual({ loads: 2, list: ['Ortho scan.pdf'] });
  });

  it('is needed: the stock client keeps the first answer, without the change', async () => {
    expect(await listAfterChangeDuringFirstLoad(new QueryClient())).toEqual({ loads: 1, list: [] });
  });
});
