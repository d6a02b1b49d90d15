// Checks every request's JSON body, query string and path ids before any route sees them, so no
// client input can make the parser, the database or a validator fail with a 5xx.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTROL_CHARACTERS_MESSAGE } from '@casecast/domain';
import { badRequest, notFound } from './errors.js';

/** No API body nests anywhere near this deep; far deeper JSON exhausts validators' stacks. */
export const MAX_JSON_DEPTH = 64;

// NUL and lone surrogate halves: text PostgreSQL cannot store at all (text refuses NUL, jsonb both).
// Other control characters are the schemas' business: they can name the field and the rule.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the JSON text opens more than `limit` arrays or objects inside one another (strings skipped). */
export function isJsonTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}

/** The path ('a.b.0') of the first string or key in a parsed body the database cannot store, or null. */
export function findUnstorableText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path.join('.') || 'body' : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findUnstorableText(value[index], [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return [...path, key.replace(UNSTORABLE, '?')].join('.');
      const found = findUnstorableText(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

const unstorable = (field: string) => badRequest(`${CONTROL_CHARACTERS_MESSAGE} (${field})`, 'VALIDATION_ERROR');

export function registerInputGuards(app: FastifyInstance): void {
  // Fastify's own JSON parser (prototype-poisoning protection, empty-body errors), behind a depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (isJsonTooDeep(text)) {
      done(badRequest(`The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`, 'MALFORMED_JSON'), undefined);
      return;
    }
    void parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      const field = findUnstorableText(parsed);
      return field === null ? done(null, parsed) : done(unstorable(field), undefined);
    });
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    // An id with NUL (or a broken surrogate) names nothing that can exist.
    for (const value of Object.values((request.params ?? {}) as Record<string, unknown>)) {
      if (typeof value === 'string' && UNSTORABLE.test(value)) throw notFound();
    }
    for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
      const values = Array.isArray(value) ? value : [value];
      if (values.some((item) => typeof item === 'string' && UNSTORABLE.test(item))) throw unstorable(name);
    }
  });
}
