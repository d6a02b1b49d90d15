// One error type for the whole API, mapped to JSON { error: { code, message } } in one place.
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  /** Response headers that belong to the error, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string>;
  /** The fields a 400 refuses, as a schema validation error lists them, so a form can show each under its field. */
  readonly issues: ReadonlyArray<{ path: string; message: string }> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    headers: Record<string, string> = {},
    issues?: ReadonlyArray<{ path: string; message: string }>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.headers = headers;
    this.issues = issues;
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);
/** A 400 about one field, found by the service (it needs the stored record), shaped like a schema validation error. */
export const fieldError = (path: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', `${message} (${path})`, {}, [{ path, message }]);
export const unauthorized = (message = 'Authentication required. Please log in.') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, 'FORBIDDEN', message);
/** 429 with the number of seconds after which a retry can succeed. */
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
