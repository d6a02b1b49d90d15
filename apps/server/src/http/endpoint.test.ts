import { defineEndpoint } from '@casecast/domain';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpoint } from './endpoint.js';
import { strictBodyValidatorCompiler } from './strict-body.js';

const tags = ['test'];
const create = defineEndpoint({
  method: 'POST',
  path: '/api/things/:thingId/parts',
  tags,
  summary: 'Add a part',
  body: z.object({ name: z.string().min(1) }),
  response: z.object({ thingId: z.string(), name: z.string() }),
  status: 201,
});
/** Adds a part, or answers 200 with the part already there. */
const add = defineEndpoint({ ...create, summary: 'Add a part once', otherStatuses: [200] });
const remove = defineEndpoint({ method: 'DELETE', path: '/api/things/:thingId', tags, summary: 'Remove a thing' });
const file = defineEndpoint({ method: 'GET', path: '/api/things/:thingId/file.txt', tags, summary: 'A thing as a file' });

const logs: string[] = [];
async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const stream = new Writable({ write: (chunk, _encoding, done) => (logs.push(String(chunk)), done()) });
  const app = Fastify({ logger: { level: 'warn', stream } });
  app.setValidatorCompiler(strictBodyValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  register(app);
  await app.ready();
  return app;
}

afterEach(() => {
  logs.length = 0;
});

describe('registerEndpoint', () => {
  it("answers with the contract's status, and refuses a body or path param the contract does not allow", async () => {
    const app = await appWith((app) =>
      registerEndpoint(app, create, async (request) => ({ thingId: request.params.thingId, name: request.body.name })),
    );
    const created = await app.inject({ method: 'POST', url: '/api/things/t1/parts', payload: { name: 'Bolt' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ thingId: 't1', name: 'Bolt' });
    expect((await app.inject({ method: 'POST', url: '/api/things/t1/parts', payload: { name: '' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/things/t1/parts', payload: { name: 'Bolt', size: 3 } })).statusCode).toBe(400);
    // Past the contract's 100 characters (Fastify's own limit answers first here; the app's input guards make it a 404).
    const longId = await app.inject({ method: 'POST', url: `/api/things/${'x'.repeat(101)}/parts`, payload: { name: 'Bolt' } });
    expect(longId.statusCode).toBeGreaterThanOrEqual(400);
    expect(longId.statusCode).toBeLessThan(500);
    await app.close();
  });

  it('answers 204 with no body for a change without a response, and lets a route send a file itself', async () => {
    const app = await appWith((app) => {
      registerEndpoint(app, remove, async () => undefined);
      registerEndpoint(app, file, async (request, reply) =>
        reply.header('content-type', 'text/plain').send(`thing ${request.params.thingId}`),
      );
    });
    const removed = await app.inject({ method: 'DELETE', url: '/api/things/t1' });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const download = await app.inject({ method: 'GET', url: '/api/things/t1/file.txt' });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('thing t1');
    expect(logs.join('')).not.toMatch(/already sent/);
    await app.close();
  });

  it('lets a route answer another status of its contract, through the same response schema', async () => {
    const app = await appWith((app) =>
      registerEndpoint(app, add, async (request, reply) => {
        const part = { thingId: request.params.thingId, name: request.body.name, secret: 'kept on the server' };
        return request.body.name === 'Bolt' ? reply.status(200).send(part) : part;
      }),
    );
    const again = await app.inject({ method: 'POST', url: '/api/things/t1/parts', payload: { name: 'Bolt' } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ thingId: 't1', name: 'Bolt' });
    const created = await app.inject({ method: 'POST', url: '/api/things/t1/parts', payload: { name: 'Nut' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ thingId: 't1', name: 'Nut' });
    await app.close();
  });
});
