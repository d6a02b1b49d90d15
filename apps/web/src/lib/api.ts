// The one way the web app talks to the server: JSON over fetch, errors as ApiError with the server's message.
// `call` takes an endpoint of packages/domain (defineEndpoint), builds its URL and parses the answer through its schema.
import {
  endpointUrl,
  recordEtag,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type PathParamNames,
} from '@casecast/domain';

/** A field the server refused, with its message: `{ path: 'paid', message: '…' }`. */
export type ApiIssue = { readonly path: string; readonly message: string };

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: unknown;

  constructor(status: number, code: string, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }

  /** The fields a 400 names (`error.issues`), each with its message; none when the server named no field. */
  get issues(): readonly ApiIssue[] {
    const issues = (this.body as { error?: { issues?: unknown } } | null | undefined)?.error?.issues;
    if (!Array.isArray(issues)) return [];
    return issues.filter(
      (issue): issue is ApiIssue =>
        typeof issue === 'object' && issue !== null && typeof issue.path === 'string' && typeof issue.message === 'string',
    );
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * The version of a record the user saw, sent as If-Match so a change made on a stale copy is refused, never lost:
 * the record itself (its updatedAt), or an entity tag made from it (records without a change time).
 */
export type SeenVersion = { readonly updatedAt: string } | { readonly etag: string };

export async function apiRequest<T>(method: Method, path: string, body?: unknown, init: RequestInit = {}, seen?: SeenVersion): Promise<T> {
  const headers: Record<string, string> =
    body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' };
  if (seen) headers['if-match'] = 'etag' in seen ? seen.etag : recordEtag(seen);
  const response = await fetchOrNetworkError(path, {
    method,
    credentials: 'same-origin',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    ...init,
  });
  if (response.status === 204) return undefined as T;
  const parsed = await readJson(response);
  if (!response.ok) throw toApiError(response, parsed);
  return parsed as T;
}

/** fetch, with a failed connection as an ApiError the screens can show. */
export async function fetchOrNetworkError(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error. Please check your internet connection and try again.');
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The server's `{ error: { code, message } }` as an ApiError, or the HTTP status text when it sent none. */
export function toApiError(response: Response, parsed: unknown, fallback = response.statusText || 'Request failed'): ApiError {
  const error = (parsed as { error?: { code?: string; message?: string } } | null)?.error;
  return new ApiError(response.status, error?.code ?? 'HTTP_ERROR', error?.message ?? fallback, parsed);
}

/** A failed answer's ApiError, its JSON body read. */
export async function readApiError(response: Response, fallback?: string): Promise<ApiError> {
  return toApiError(response, await readJson(response), fallback);
}

/** What a call of the endpoint names: its path params and body when it has them, its query, the version seen. */
export type CallOptions<E extends Endpoint> = ([PathParamNames<E['path']>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: EndpointParams<E> }) &
  (E['body'] extends undefined ? { readonly body?: undefined } : { readonly body: EndpointBody<E> }) & {
    readonly query?: EndpointQuery<E>;
    /** The record as the user saw it: the server refuses (412) the change if it has changed since. */
    readonly seen?: SeenVersion;
  };

/** Calls an endpoint and answers its response, parsed through the endpoint's schema (undefined for 204). */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[options]: object extends CallOptions<E> ? [CallOptions<E>?] : [CallOptions<E>]
): Promise<EndpointResponse<E>> {
  const { params, query, body, seen } = (options ?? {}) as { params?: object; query?: object; body?: unknown; seen?: SeenVersion };
  const answer = await apiRequest<unknown>(endpoint.method, endpointUrl(endpoint, params, query), body, {}, seen);
  if (endpoint.response === undefined) return undefined as EndpointResponse<E>;
  const parsed = endpoint.response.safeParse(answer);
  if (!parsed.success) {
    console.error(`${endpoint.method} ${endpoint.path}: the answer does not match its schema`, parsed.error.issues);
    throw new ApiError(0, 'UNEXPECTED_RESPONSE', 'The server sent an answer this page cannot read. Please reload the page.');
  }
  return parsed.data as EndpointResponse<E>;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown, seen?: SeenVersion) => apiRequest<T>('POST', path, body ?? {}, {}, seen),
  /** `seen`: the record as the user saw it; the server refuses (412) the change if it has changed since. */
  patch: <T>(path: string, body: unknown, seen?: SeenVersion) => apiRequest<T>('PATCH', path, body, {}, seen),
  put: <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, body),
  delete: <T>(path: string, seen?: SeenVersion) => apiRequest<T>('DELETE', path, undefined, {}, seen),
};

export function errorMessage(error: unknown, fallback = 'An error occurred'): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || fallback;
  return fallback;
}
