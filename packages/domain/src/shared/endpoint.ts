// One API endpoint as data: method, path and the zod schemas of its path params, query, body and answer. The server
// registers its route from it (apps/server/src/http/endpoint.ts) and the web app calls it and parses the answer
// through it (`call` in apps/web/src/lib/api.ts), so the two cannot disagree on a path or a shape.
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The status of a successful answer: 204 has no body. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/** `'/api/cases/:caseId/lines/:lineId'` → `'caseId' | 'lineId'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path segment the API names a record by: an opaque id (or a link's token) of bounded length. */
export const pathIdSchema = z.string().min(1).max(100);

/** The params of a path with nothing but ids in it: every `:name` a bounded string. */
export type PathParamsSchema<Path extends string> = z.ZodObject<{ [Name in PathParamNames<Path>]: typeof pathIdSchema }>;

type AnySchema = z.ZodType;

export type Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Params extends AnySchema = AnySchema,
  Query extends AnySchema | undefined = AnySchema | undefined,
  Body extends AnySchema | undefined = AnySchema | undefined,
  Response extends AnySchema | undefined = AnySchema | undefined,
> = {
  readonly method: Method;
  readonly path: Path;
  /** One line for the OpenAPI document (/api/docs). */
  readonly summary: string;
  /** The OpenAPI document's group. */
  readonly tags: readonly string[];
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  /** The JSON answer; undefined where the answer is nothing (204) or a file the route streams itself. */
  readonly response: Response;
  readonly status: SuccessStatus;
  /**
   * Other success statuses answered with the same response (a repeated request answered 200 where a new record is
   * 201): the handler sends those answers itself.
   */
  readonly otherStatuses?: readonly SuccessStatus[];
  /** Content types the body may come in when it is not JSON (`multipart/form-data` for uploads). */
  readonly consumes?: readonly string[];
  /** Called without a session (a link's token is the key): the OpenAPI document lists no security for it. */
  readonly public?: boolean;
};

/**
 * Defines an endpoint. `params` defaults to the path's `:names`, each a bounded id; `status` to 200 (204 without a
 * `response`). Give `params` only for a path segment that is not an id.
 */
export function defineEndpoint<
  const Method extends HttpMethod,
  const Path extends string,
  Params extends AnySchema = PathParamsSchema<Path>,
  Query extends AnySchema | undefined = undefined,
  Body extends AnySchema | undefined = undefined,
  Response extends AnySchema | undefined = undefined,
>(spec: {
  method: Method;
  path: Path;
  summary: string;
  tags: readonly string[];
  params?: Params;
  query?: Query;
  body?: Body;
  response?: Response;
  status?: SuccessStatus;
  otherStatuses?: readonly SuccessStatus[];
  consumes?: readonly string[];
  public?: boolean;
}): Endpoint<Method, Path, Params, Query, Body, Response> {
  const params = spec.params ?? z.object(Object.fromEntries(pathParamNames(spec.path).map((name) => [name, pathIdSchema])));
  return {
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    tags: spec.tags,
    params: params as Params,
    query: spec.query as Query,
    body: spec.body as Body,
    response: spec.response as Response,
    status: spec.status ?? (spec.response === undefined && spec.method !== 'GET' ? 204 : 200),
    ...(spec.otherStatuses ? { otherStatuses: spec.otherStatuses } : {}),
    ...(spec.consumes ? { consumes: spec.consumes } : {}),
    ...(spec.public ? { public: true } : {}),
  };
}

/** The `:names` of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

/** The path params a call names, as typed: `{ caseId: '…' }`. */
export type EndpointParams<E extends Endpoint> = z.input<E['params']>;
/** The query a call may send. */
export type EndpointQuery<E extends Endpoint> = E['query'] extends AnySchema ? z.input<E['query']> : undefined;
/** The body a call sends. */
export type EndpointBody<E extends Endpoint> = E['body'] extends AnySchema ? z.input<E['body']> : undefined;
/** What a call answers, parsed: undefined for 204 and files. */
export type EndpointResponse<E extends Endpoint> = E['response'] extends AnySchema ? z.output<E['response']> : undefined;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The URL of a call: each `:name` replaced by its value, encoded, and the query's set values after `?` (a list as the
 * name repeated). Throws on a missing param: that is a programming error, not a user's.
 */
export function endpointUrl(endpoint: Pick<Endpoint, 'path'>, params: object = {}, query?: object): string {
  const values = params as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (typeof value !== 'string' || value === '') throw new Error(`${endpoint.path}: the call names no ${name}`);
    return encodeURIComponent(value);
  });
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
