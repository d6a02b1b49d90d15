// Who is calling: the session (cookie or bearer token) resolved once per request, and the caller's firm.
import type { FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { Auth } from './auth.js';
import type { Actor, FirmContext } from '../http/actor.js';
import { forbidden, unauthorized } from '../http/errors.js';
import type { SessionUser } from '@casecast/domain';

/** The signed-in user: the same shape the web app receives as its session user. */
export type CallerUser = SessionUser;
export type CallerSession = { id: string; token: string; expiresAt: Date };
export type Caller = { user: CallerUser; session: CallerSession };
export type FirmCaller = Caller & { firm: FirmContext };

// A fetch Headers value must be a byte string; anything else (a pasted 'Bearer é…') makes Headers throw.
// eslint-disable-next-line no-control-regex
const isHeaderValue = (value: string) => !/[^\u0001-\u00ff]|[\r\n]/.test(value);

/** The request's headers as fetch Headers; a header that is not a valid value is left out (so it authenticates nobody). */
export function toFetchHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [String(value)]) {
      if (isHeaderValue(item)) result.append(name, item);
    }
  }
  return result;
}

/** Headers carrying a bearer token, or null when the token cannot be a header value (and so is no valid token). */
export function bearerHeaders(token: string): Headers | null {
  const value = `Bearer ${token}`;
  return isHeaderValue(value) ? new Headers({ authorization: value }) : null;
}

export async function resolveCaller(auth: Auth, headers: Headers): Promise<Caller | null> {
  const result = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
  if (!result) return null;
  const user = result.user as typeof result.user & { company?: string | null; twoFactorEnabled?: boolean | null };
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      company: user.company ?? null,
      emailVerified: user.emailVerified,
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
    },
    session: { id: result.session.id, token: result.session.token, expiresAt: new Date(result.session.expiresAt) },
  };
}

export type CallerResolver = {
  requireCaller: (request: FastifyRequest) => Promise<Caller>;
  requireFirmCaller: (request: FastifyRequest) => Promise<FirmCaller>;
};

export function createCallerResolver(deps: {
  auth: Auth;
  loadFirm: (userId: string) => Promise<FirmContext | null>;
}): CallerResolver {
  const cache = new WeakMap<FastifyRequest, Promise<Caller | null>>();
  const lookup = (request: FastifyRequest) => {
    let pending = cache.get(request);
    if (!pending) {
      pending = resolveCaller(deps.auth, toFetchHeaders(request.headers));
      cache.set(request, pending);
    }
    return pending;
  };
  const requireCaller = async (request: FastifyRequest) => {
    const caller = await lookup(request);
    if (!caller) throw unauthorized();
    return caller;
  };
  return {
    requireCaller,
    requireFirmCaller: async (request) => {
      const caller = await requireCaller(request);
      const firm = await deps.loadFirm(caller.user.id);
      if (!firm) throw forbidden('Your account is not a member of any firm. Ask a firm owner to invite you.');
      return { ...caller, firm };
    },
  };
}

/** The signed-in member as the services see them: their firm scopes every query and signs every change. */
export async function requireActor(callers: CallerResolver, request: FastifyRequest): Promise<Actor> {
  const caller = await callers.requireFirmCaller(request);
  return { firmId: caller.firm.firmId, userId: caller.user.id, userName: caller.user.name, role: caller.firm.role };
}
