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

/** A caller resolved once, reused while the auth epoch it was read under is still current (and briefly). */
type CachedCaller = { epoch: string; cachedAt: number; caller: Caller; firm?: FirmContext };

/**
 * How long a cached caller may be reused at most. Correctness does not rest on it (the epoch does): it only
 * makes better-auth see each session at least this often, so that it can extend a session in use.
 */
export const CALLER_CACHE_MAX_AGE_MS = 60_000;
const CALLER_CACHE_MAX_ENTRIES = 10_000;

/** The credentials better-auth reads: the bearer header and the cookies. */
const credentialsOf = (request: FastifyRequest) => `${request.headers.authorization ?? ''}\n${request.headers.cookie ?? ''}`;

/**
 * Resolves each request's caller once. A caller (and their firm) found for a session token is kept in memory and
 * reused by later requests with the same credentials as long as the auth epoch has not moved: one small read
 * instead of better-auth's session and user reads, its signature check, and the firm membership read. Any sign-out,
 * revoked session, password change, user change, membership or role change bumps the epoch in the database
 * (migration 0026), so it takes effect on the next request on every app server sharing the database.
 */
export function createCallerResolver(deps: {
  auth: Auth;
  loadFirm: (userId: string) => Promise<FirmContext | null>;
  readEpoch: () => Promise<string>;
  now?: () => number;
}): CallerResolver {
  const now = deps.now ?? Date.now;
  const cached = new Map<string, CachedCaller>();
  const perRequest = new WeakMap<FastifyRequest, Promise<{ caller: Caller | null; entry?: CachedCaller }>>();

  const remember = (key: string, entry: CachedCaller) => {
    cached.delete(key);
    cached.set(key, entry);
    // The oldest entry goes first (a Map keeps insertion order).
    if (cached.size > CALLER_CACHE_MAX_ENTRIES) cached.delete(cached.keys().next().value!);
  };

  const resolve = async (request: FastifyRequest): Promise<{ caller: Caller | null; entry?: CachedCaller }> => {
    const key = credentialsOf(request);
    // The epoch is read before anything else: whatever is resolved below is at least as new as it.
    const epoch = await deps.readEpoch();
    const hit = cached.get(key);
    const time = now();
    if (hit && hit.epoch === epoch && time - hit.cachedAt < CALLER_CACHE_MAX_AGE_MS && hit.caller.session.expiresAt.getTime() > time)
      return { caller: hit.caller, entry: hit };
    if (hit) cached.delete(key);
    const caller = await resolveCaller(deps.auth, toFetchHeaders(request.headers));
    if (!caller) return { caller: null };
    const entry: CachedCaller = { epoch, cachedAt: time, caller };
    remember(key, entry);
    return { caller, entry };
  };

  const lookup = (request: FastifyRequest) => {
    let pending = perRequest.get(request);
    if (!pending) {
      pending = resolve(request);
      perRequest.set(request, pending);
    }
    return pending;
  };
  const requireCaller = async (request: FastifyRequest) => {
    const { caller } = await lookup(request);
    if (!caller) throw unauthorized();
    return caller;
  };
  return {
    requireCaller,
    requireFirmCaller: async (request) => {
      const { caller, entry } = await lookup(request);
      if (!caller) throw unauthorized();
      // Read under the entry's epoch (it was current when this request began), so it may be kept with it.
      const firm = entry?.firm ?? (await deps.loadFirm(caller.user.id));
      if (!firm) throw forbidden('Your account is not a member of any firm. Ask a firm owner to invite you.');
      if (entry) entry.firm = firm;
      return { ...caller, firm };
    },
  };
}

/** The signed-in member as the services see them: their firm scopes every query and signs every change. */
export async function requireActor(callers: CallerResolver, request: FastifyRequest): Promise<Actor> {
  const caller = await callers.requireFirmCaller(request);
  return { firmId: caller.firm.firmId, userId: caller.user.id, userName: caller.user.name, role: caller.firm.role };
}
