import { afterEach, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { predictionsApi } from './api';

afterEach(() => vi.restoreAllMocks());

it('reads the API\'s 200 "none yet" as no prediction', async () => {
  const body = { none: true, caseId: 'case-1', message: 'No prediction has been made for this case yet.' };
  stubFetch(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  expect(await predictionsApi.latest('case-1')).toBeNull();
});
