// Plain HTML form POSTs (application/x-www-form-urlencoded): the public forms that work before the page
// hydrates, or without script. Only the scopes that call acceptFormBodies read such bodies: the JSON API
// keeps refusing them (415), which is part of its defence against cross-site forms.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Form bodies as a plain object of strings (a repeated field keeps its last value), at most 16 KB. */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

export const isFormPost = (request: FastifyRequest) =>
  request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;

/**
 * A browser says where a form came from (Origin, else Sec-Fetch-Site); anything but the app's own origins
 * is another site. Unlike the app-wide cookie check this holds with no cookie too: a form posted from
 * another site is refused even on a first visit.
 */
export function isFromAnotherSite(request: FastifyRequest, trustedOrigins: readonly string[]): boolean {
  const own = new Set(trustedOrigins.map((origin) => (URL.canParse(origin) ? new URL(origin).origin : origin)));
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== 'null') return !own.has(origin);
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}
