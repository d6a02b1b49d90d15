// The one way the web app talks to the server: JSON over fetch, errors as ApiError with the server's message.
import { recordEtag } from '@casecast/domain';

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
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * The version of a record the user saw, sent as If-Match so a change made on a stale copy is refused, never lost:
 * the record itself (its updatedAt), or an entity tag made from it (records without a change time).
 */
export type SeenVersion = { readonly updatedAt: string } | { readonly etag: string };

export async function apiRequest<T>(method: Method, path: string, body?: unknown, init: RequestInit = {}, seen?: SeenVersion): Promise<T> {
  let response: Response;
  const headers: Record<string, string> = body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' };
  if (seen) headers['if-match'] = 'etag' in seen ? seen.etag : recordEtag(seen);
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      ...init,
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error. Please check your internet connection and try again.');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const error = (parsed as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(response.status, error?.code ?? 'HTTP_ERROR', error?.message ?? (response.statusText || 'Request failed'), parsed);
  }
  return parsed as T;
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
