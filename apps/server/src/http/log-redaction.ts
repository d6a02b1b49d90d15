// Secrets never reach the request log: calendar-feed, password-reset and verification tokens travel in URLs
// (`/api/calendar.ics?token=…`, `/api/auth/reset-password/<token>`, `/api/auth/verify-email?token=…`), and the
// database keeps only their SHA-256, so the log must not keep them either.
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters whose value is a credential, also when URL-encoded inside another parameter (a callback URL). */
const SECRET_QUERY = /((?:^|[?&;]|%3F|%26)(?:[a-z_-]*token|code|secret|signature|password|api[_-]?key)(?:=|%3D))[^&#]*/gi;
/** Path segments that are a credential: better-auth's reset link, and a signing link (page and API), carry their token. */
const SECRET_PATH = /(\/reset-password\/|\/sign\/|\/api\/signing\/)[^/?#]+/gi;

/** The URL with every token-bearing query value and path segment replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
}

/** Fastify's request log serializer (its default fields), with the URL redacted. */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
