import { afterEach, expect, it, vi } from 'vitest';
import { predictionsApi } from './api';

afterEach(() => vi.unstubAllGlobals());

it('reads the API\'s 200 "none yet" as no prediction', async () => {
  const body = { none: true, caseId: 'case-1', message: 'No prediction has been made for this case yet.' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  expect(await predictionsApi.latest('case-1')).toBeNull();
});
