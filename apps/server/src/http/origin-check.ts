// Refuses cross-site writes made with the browser's cookies (CSRF): one check for the whole app.
import type { FastifyInstance, FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Sec-Fetch-Site values a browser sends for the app's own pages and for typed-in or bookmarked requests.
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export function isCrossSiteCookieWrite(request: FastifyRequest, ownOrigins: ReadonlySet<string>): boolean {
  if (!STATE_CHANGING.has(request.method) || !request.headers.cookie) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return !ownOrigins.has(origin);
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return !OWN_FETCH_SITES.has(String(site));
  // Browsers send Origin on every cross-site POST/PUT/PATCH/DELETE, so a request with neither header
  // is not a browser being steered by another site (it is curl, a script, an API client).
  return false;
}

/**
 * Cookie-authenticated writes must come from one of the app's own origins (config.trustedOrigins).
 * Requests without cookies (bearer tokens, the public forms' first visit) are not affected.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const ownOrigins = new Set(trustedOrigins.map((origin) => (URL.canParse(origin) ? new URL(origin).origin : origin)));
  app.addHook('onRequest', async (request, reply) => {
    if (!isCrossSiteCookieWrite(request, ownOrigins)) return;
    return reply.status(403).send({ error: { code: 'FORBIDDEN_ORIGIN', message: 'This request came from another site and was refused.' } });
  });
}
