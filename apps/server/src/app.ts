// Builds the Fastify app: security headers, rate limits, OpenAPI docs, the API routes and the built web app.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import type { Mailer } from './email/mailer.js';
import { createAuth, type Auth } from './auth/auth.js';
import { registerAuthRoutes } from './auth/routes.js';
import { createCallerResolver } from './http/caller.js';
import { handleFrameworkError, registerErrorHandler } from './http/error-handler.js';
import { registerInputGuards } from './http/input-guards.js';
import { getFirmContext } from './features/firms/service.js';
import { registerFirmRoutes } from './features/firms/routes.js';
import { registerHealthRoutes } from './features/health/routes.js';
import { registerDevRoutes } from './features/dev/routes.js';
import { registerCaseManagementRoutes } from './features/cases/register.js';
import { registerPredictionFeature } from './features/predictions/register.js';
import { registerWaitlistRoutes } from './features/waitlist/routes.js';
import { registerDocumentRoutes } from './features/documents/routes.js';
import { registerMetricsFeatures } from './features/analytics/register.js';

export type AppDeps = {
  config: Config;
  db: Kysely<Database>;
  databaseKind: 'embedded' | 'postgres';
  mailer: Mailer;
  logger?: boolean | object;
};

export type CasecastApp = { app: FastifyInstance; auth: Auth };

export async function buildApp(deps: AppDeps): Promise<CasecastApp> {
  const { config, db, mailer } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.production,
    frameworkErrors: handleFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuards(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.baseUrl.startsWith('https://'),
  });
  await app.register(rateLimit, { global: true, max: config.apiRateLimitMax, timeWindow: '1 minute' });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Casecast API', version: '0.1.0', description: 'Case management and settlement prediction for personal-injury firms.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const auth = createAuth({ config, db, mailer });
  const callers = createCallerResolver({ auth, loadFirm: (userId) => getFirmContext(db, userId) });

  await registerHealthRoutes(app, { db, databaseKind: deps.databaseKind });
  await registerAuthRoutes(app, { auth, config, db });
  await registerFirmRoutes(app, { db, mailer, baseUrl: config.baseUrl, callers, adminEmails: config.adminEmails });
  await registerWaitlistRoutes(app, { db, config, callers });
  await registerCaseManagementRoutes(app, { db, callers });
  await registerPredictionFeature(app, { db, callers });
  await registerDocumentRoutes(app, { db, callers, config });
  await registerMetricsFeatures(app, { db, callers });
  if (config.demoMode && mailer.transport === 'outbox') await registerDevRoutes(app, { db });

  registerWebApp(app, config.webDistDir);
  return { app, auth };
}

/** Serves the built single-page app; every non-API GET falls back to index.html for client routing. */
function registerWebApp(app: FastifyInstance, webDistDir: string | null): void {
  const hasWebApp = webDistDir !== null && existsSync(join(webDistDir, 'index.html'));
  // Public pages prerendered by the web build: URL path → file, sent instead of the empty index.html.
  const manifest = hasWebApp ? join(webDistDir, 'prerendered', 'manifest.json') : null;
  const prerendered = new Map<string, string>(manifest && existsSync(manifest) ? Object.entries(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>) : []);
  if (hasWebApp) {
    void app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!hasWebApp || isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` } });
    }
    return reply.header('cache-control', 'no-cache').sendFile(prerendered.get(request.url.split('?')[0]!) ?? 'index.html');
  });
}
