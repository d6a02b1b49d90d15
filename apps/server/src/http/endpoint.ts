// Registers a Fastify route from an endpoint of packages/domain (defineEndpoint): its method, path and schemas come
// from the contract the web client calls through, and the handler is typed by them. The answer goes out with the
// endpoint's status; a handler that sends a file itself returns the reply.
import type { Endpoint } from '@casecast/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request as the endpoint's schemas leave it: params, query and body validated (defaults filled in). */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: z.output<E['params']>;
  Querystring: Output<E['query']>;
  Body: Output<E['body']>;
}>;

/**
 * What the handler answers: the response schema's input, or nothing (204), or the reply it sent a file on (or, for an
 * endpoint with other statuses, the reply it sent an answer on with one of them).
 */
export type EndpointAnswer<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : void | FastifyReply;

export type EndpointHandler<E extends Endpoint> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointAnswer<E>>;

/** What a route may add to its contract: rate limits, hooks, a body limit and how the route words its own errors. */
export type EndpointRouteOptions = Pick<
  RouteShorthandOptions,
  'config' | 'preValidation' | 'preHandler' | 'onRequest' | 'bodyLimit' | 'errorHandler'
>;

export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const { response, status } = endpoint;
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(Object.keys((endpoint.params as z.ZodObject).shape ?? {}).length > 0 ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      ...(endpoint.public ? { security: [] } : {}),
      // Every status the route answers JSON with is serialised, and documented, through the response schema.
      ...(response ? { response: Object.fromEntries([status, ...(endpoint.otherStatuses ?? [])].map((code) => [code, response])) } : {}),
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await handler(request as EndpointRequest<E>, reply);
      // A reply is thenable: awaiting the one a file went out on waits for the end of the file, and gives undefined.
      if (answer === reply || reply.sent) return reply;
      reply.status(status);
      return response === undefined ? reply.send() : reply.send(answer);
    },
  });
}
