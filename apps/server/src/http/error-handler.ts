// Maps every error to JSON { error: { code, message } } with the right status; nothing leaks a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { MoneyTotalTooLargeError } from '@casecast/domain';
import { AppError } from './errors.js';
import { describeUnknownKeys } from './strict-body.js';

type ZodIssueLike = { path: PropertyKey[]; message: string };

export function describeIssues(issues: readonly ZodIssueLike[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const field = first.path.map(String).join('.');
  return field && !first.message.toLowerCase().includes(field.toLowerCase()) ? `${first.message} (${field})` : first.message;
}

/**
 * A database that is restarting or unreachable: connection refused or reset, the server shutting down
 * (57P01-57P03), too many connections, or a connection-class error (08xxx). The request may be retried.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (
    typeof code === 'string' &&
    (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', '57P01', '57P02', '57P03', '53300'].includes(code) || /^08[0-9A-Z]{3}$/.test(code))
  )
    return true;
  if (typeof message === 'string' && /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message))
    return true;
  // Libraries (the auth library among them) wrap the driver's error: look at what caused theirs.
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * Errors Fastify raises before a route is chosen (Fastify's `frameworkErrors` option): a path id
 * longer than any id, or a URL that does not decode. Same JSON shape as every other error.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    return;
  }
  request.log.info({ code: error.code }, 'request refused before routing');
  void reply.status(400).send({ error: { code: 'BAD_REQUEST', message: 'The request URL is not valid.' } });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply
        .status(error.status)
        .send({ error: { code: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) } });
    }
    if (error instanceof MoneyTotalTooLargeError) {
      return reply.status(422).send({ error: { code: 'TOTAL_TOO_LARGE', message: error.message } });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ error: { code: 'VALIDATION_ERROR', message: describeIssues(error.issues) } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      let unknownFields: string | null = null;
      const issues = error.validation.flatMap((issue) => {
        const path = issue.instancePath.split('/').filter(Boolean);
        const keys = (issue.params as { keys?: unknown }).keys;
        // Fields the route does not know (strict bodies, http/strict-body.ts): one issue per field, each named.
        if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
          unknownFields ??= describeUnknownKeys(keys.map(String), path);
          return keys.map((key) => ({ path: [...path, String(key)], message: describeUnknownKeys([String(key)], path) }));
        }
        return [{ path, message: issue.message ?? 'Invalid value' }];
      });
      // An unknown field is named first: it usually explains the other failures (a misspelt required field).
      const message = unknownFields ?? describeIssues(issues);
      return reply.status(400).send({
        error: {
          code: 'VALIDATION_ERROR',
          message,
          issues: issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        },
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({
          error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable right now. Please try again in a moment.' },
        });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' } });
    }
    // Every 429 reads the same to clients, whichever limiter answered (@fastify/rate-limit sets Retry-After).
    if (status === 429)
      return reply
        .status(429)
        .send({ error: { code: 'RATE_LIMITED', message: error.message || 'Too many requests. Please wait a minute and try again.' } });
    const code =
      (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.message.includes('JSON')
        ? 'MALFORMED_JSON'
        : ((error as FastifyError).code ?? 'BAD_REQUEST');
    const message = code === 'MALFORMED_JSON' ? 'The request body is not valid JSON.' : error.message;
    return reply.status(status).send({ error: { code, message } });
  });
}
