// Component tests that check what a screen sends and how it shows the answer stub the API here, without a server
// (those that need the server's own answers start it: test/real-server.ts). Each file puts fetch back after each test
// with `afterEach(() => vi.restoreAllMocks())`.
import { vi } from 'vitest';

/** A JSON answer as the server sends one. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** What the stub answers a request: from its URL (as the app wrote it) and its method, body and headers. */
export type FetchAnswer = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** Answers every request of the test with `answer`; the spy it returns records each call's URL and init. */
export function stubFetch(answer: FetchAnswer) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      answer(input instanceof Request ? input.url : String(input), init),
    );
}
