// Builds the Fastify app: security headers, rate limits, OpenAPI docs, the API routes and the built web app.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { isAppPath } from '@casecast/domain';
import type { Config } from './config.js';
import type { Mailer } from './email/mailer.js';
import { createAuth, type Auth, type PasswordHashing } from './auth/auth.js';
import { registerAuthRoutes } from './auth/routes.js';
import { createCallerResolver } from './auth/caller.js';
import { readAuthEpoch } from './auth/auth-epoch-repository.js';
import { serializeRequestForLog } from './http/log-redaction.js';
import { strictBodyValidatorCompiler } from './http/strict-body.js';
import { handleFrameworkError, registerErrorHandler } from './http/error-handler.js';
import { AppError } from './http/errors.js';
import { registerInputGuards } from './http/input-guards.js';
import { registerOriginCheck } from './http/origin-check.js';
import { registerRecordEtags } from './http/preconditions.js';
import { createFirmForNewUser, getFirmContext } from './features/firms/service.js';
import { registerFirmRoutes } from './features/firms/routes.js';
import { registerHealthRoutes } from './features/health/routes.js';
import { registerDevRoutes } from './features/dev/routes.js';
import { registerWaitlistRoutes } from './features/waitlist/routes.js';
import { registerAttorneyRoutes } from './features/attorneys/routes.js';
import { registerAuditRoutes } from './features/audit/routes.js';
import { registerCaseRoutes } from './features/cases/routes.js';
import { registerCaseLifecycleRoutes } from './features/case-lifecycle/routes.js';
import { registerInjuryRoutes } from './features/injuries/routes.js';
import { registerTreatmentRoutes } from './features/treatments/routes.js';
import { registerNoteRoutes } from './features/notes/routes.js';
import { registerPartyRoutes } from './features/parties/routes.js';
import { registerMoneyRoutes } from './features/money/routes.js';
import { registerContactRoutes } from './features/contacts/routes.js';
import { registerCommunicationRoutes } from './features/communications/routes.js';
import { registerDeadlineRoutes } from './features/deadlines/routes.js';
import { registerTaskRoutes } from './features/tasks/routes.js';
import { registerDocumentRoutes } from './features/documents/routes.js';
import { registerCaseImportRoutes } from './features/case-import/routes.js';
import { registerFirmTransferRoutes } from './features/firm-transfer/routes.js';
import { registerCaseFileRoutes } from './features/case-file/routes.js';
import { registerSettlementRoutes } from './features/settlement/routes.js';
import { registerPredictionFeature } from './features/predictions/register.js';
import type { ModelTraining } from './features/predictions/model-training/training-queue.js';
import { createModelStore } from './features/predictions/model-store.js';
import { backfillAllFirms } from './features/attorney-metrics/backfill.js';
import { registerAttorneyMetricsRoutes } from './features/attorney-metrics/routes.js';
import { registerDashboardRoutes } from './features/dashboard/routes.js';
import { registerAnalyticsRoutes } from './features/analytics/routes.js';
import { registerSearchRoutes } from './features/search/routes.js';
import { registerReminders, type Reminders } from './features/reminders/register.js';
import type { JobQueue } from './jobs/job-queue.js';
import { registerCalendarRoutes } from './features/calendar/routes.js';
import { registerDemandPackageRoutes } from './features/demand-package/routes.js';
import { registerLetterRoutes } from './features/letters/routes.js';
import { registerPortalRoutes } from './features/portal/routes.js';
import { registerSignatures, type Signatures } from './features/signatures/register.js';
import { registerChronologyRoutes } from './features/chronology/routes.js';
import { registerInboundEmail, type InboundEmail } from './features/inbound-email/routes.js';
import type { Database } from './db/schema.js';

export type AppDeps = {
  config: Config;
  db: Kysely<Database>;
  databaseKind: 'embedded' | 'postgres';
  mailer: Mailer;
  /** The job queue (pg-boss on the same database), started by the runtime. */
  jobs: JobQueue;
  /** The clock of reminders and batch jobs; tests inject one. */
  now?: () => Date;
  logger?: boolean | object;
  /** Tests only: a cheaper password hash (auth/auth.ts); never set from the environment. */
  passwordHashing?: PasswordHashing;
};

export type CasecastApp = {
  app: FastifyInstance;
  auth: Auth;
  reminders: Reminders;
  training: ModelTraining;
  signatures: Signatures;
  inboundEmail: InboundEmail;
};

export async function buildApp(deps: AppDeps): Promise<CasecastApp> {
  const { config, db, mailer } = deps;
  const app = Fastify({
    // Every logged URL goes through redactUrl: tokens in query strings and reset links are not kept (http/log-redaction.ts).
    logger:
      deps.logger === false
        ? false
        : { level: config.logLevel, ...(typeof deps.logger === 'object' ? deps.logger : {}), serializers: { req: serializeRequestForLog } },
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY: request.ip is what every
    // rate limit and better-auth key on, so a client must not be able to choose it.
    trustProxy: trustedProxies(config.trustProxy),
    frameworkErrors: handleFrameworkError,
    // Start-up hooks (the job queue's queues, jobs left by a stopped server) wait on the database: on a busy machine
    // or a cold embedded database they took more than Fastify's default 10 s, and the start failed.
    pluginTimeout: 120_000,
  });
  // Unknown body fields are a 400 naming them (http/strict-body.ts).
  app.setValidatorCompiler(strictBodyValidatorCompiler);
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
  await app.register(rateLimit, {
    global: true,
    max: config.apiRateLimitMax,
    timeWindow: '1 minute',
    // The API's requests only: the pages and the app's own files are not counted. A firm's office shares one
    // address, and a page and its script files counted against the API's allowance left a busy office's next
    // page unable to load its code.
    allowList: (request) => (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/'),
    // The plugin has already set Retry-After; the error handler gives the usual { error } shape.
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, 'RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`),
  });
  registerOriginCheck(app, config.trustedOrigins);
  // Every JSON answer that returns a record carries its ETag; If-Match on a change is checked by the services.
  registerRecordEtags(app);
  // Answers of 1 KB or more go out compressed when the client accepts it (Brotli at quality 4, else gzip):
  // the API's JSON and the few web files not compressed at build time. Already-encoded files (the
  // build's .br/.gz), partial content and types that do not compress (PDF, images) are left as they are.
  // Request bodies are not decompressed: clients send them plain, as before.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Casecast API',
        version: '0.1.0',
        description: 'Case management and settlement prediction for personal-injury firms.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // The map of the app: every feature registers here, lowest layer first (scripts/check-architecture.mjs).
  // Accounts and firms: a new user gets a firm of their own; every request's caller is resolved once.
  const auth = createAuth({
    config,
    db,
    mailer,
    logger: app.log,
    passwordHashing: deps.passwordHashing,
    onUserCreated: async (user) =>
      void (await createFirmForNewUser(db, { userId: user.id, email: user.email, name: user.name, company: user.company })),
  });
  const callers = createCallerResolver({ auth, loadFirm: (userId) => getFirmContext(db, userId), readEpoch: () => readAuthEpoch(db) });
  await registerHealthRoutes(app, { db, databaseKind: deps.databaseKind });
  await registerAuthRoutes(app, { auth, config, db });
  await registerFirmRoutes(app, { db, mailer, baseUrl: config.baseUrl, callers, adminEmails: config.adminEmails });
  await registerWaitlistRoutes(app, { db, config, callers });
  await registerAttorneyRoutes(app, { db, callers });
  await registerAuditRoutes(app, { db, callers });

  // Cases, then what hangs off a case, then the case file that reads them together.
  const caseDeps = { db, callers };
  await registerCaseRoutes(app, caseDeps);
  await registerCaseLifecycleRoutes(app, caseDeps);
  await registerDeadlineRoutes(app, caseDeps);
  await registerInjuryRoutes(app, caseDeps);
  await registerTreatmentRoutes(app, caseDeps);
  await registerNoteRoutes(app, caseDeps);
  await registerPartyRoutes(app, caseDeps);
  await registerTaskRoutes(app, caseDeps);
  await registerMoneyRoutes(app, caseDeps);
  await registerContactRoutes(app, caseDeps);
  await registerCommunicationRoutes(app, caseDeps);
  const documentRoutes = await registerDocumentRoutes(app, { db, callers, config, jobs: deps.jobs });
  await registerCaseImportRoutes(app, caseDeps);
  await registerCaseFileRoutes(app, caseDeps);
  await registerSettlementRoutes(app, { db, callers, config });
  await registerLetterRoutes(app, { db, callers, config });
  // E-signature: case PDFs sent to signers by emailed links; an hourly scan reminds and expires.
  const signatures = await registerSignatures(app, { db, callers, mailer, jobs: deps.jobs, config, now: deps.now ?? (() => new Date()) });
  await registerChronologyRoutes(app, { db, callers, jobs: deps.jobs });
  const inboundEmail = await registerInboundEmail(app, { db, callers, config, documents: documentRoutes });

  // What reports on cases. A new base model backfills attorney metrics' pre-settlement predictions:
  // settled cases never predicted before they closed get its (out-of-sample) value, dated the day before.
  const training = await registerPredictionFeature(app, {
    db,
    databaseKind: deps.databaseKind,
    callers,
    jobs: deps.jobs,
    onBaseModelStored: async (model) => {
      const backfilled = await backfillAllFirms({ db, model });
      if (backfilled > 0) app.log.info(`Pre-settlement predictions backfilled for ${backfilled} settled cases.`);
    },
  });
  await registerDashboardRoutes(app, { db, callers });
  await registerAnalyticsRoutes(app, { db, callers });
  await registerSearchRoutes(app, caseDeps);
  // The firm's data out (every part of every case) and into a firm with no cases.
  await registerFirmTransferRoutes(app, { ...caseDeps, documents: documentRoutes });
  await registerCalendarRoutes(app, { db, callers, baseUrl: config.baseUrl });
  await registerDemandPackageRoutes(app, { db, callers, config });
  // The client portal: clients' own sessions (emailed one-time links) and the firm's per-case settings.
  await registerPortalRoutes(app, {
    db,
    callers,
    mailer,
    config,
    storage: documentRoutes.storage,
    receiveUpload: documentRoutes.receiveUpload,
    now: deps.now,
  });
  // Its own small cache: only the base model is loaded here, to backfill pre-settlement predictions.
  await registerAttorneyMetricsRoutes(app, { db, callers, models: createModelStore({ maxModels: 1 }) });
  // Deadline reminders and the daily task digest: an hourly scan on the job queue.
  const reminders = await registerReminders(app, {
    db,
    callers,
    mailer,
    jobs: deps.jobs,
    baseUrl: config.baseUrl,
    now: deps.now ?? (() => new Date()),
    digestHourUtc: config.digestHourUtc,
  });
  // The mailbox holds password-reset links: it exists only where DEV_MAILBOX=true (npm run dev).
  const devMailbox = config.devMailbox && mailer.transport === 'outbox';
  if (devMailbox) await registerDevRoutes(app, { db });

  registerWebApp(app, config.webDistDir, { missingPages: devMailbox ? [] : ['/dev/mailbox'] });
  return { app, auth, reminders, training, signatures, inboundEmail };
}

/** Fastify's trustProxy; a hop count as the function Fastify itself makes of one (its types omit numbers). */
function trustedProxies(trustProxy: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}

/**
 * Serves the built single-page app; every non-API GET falls back to index.html for client routing.
 * missingPages get the app with status 404 (the page itself then says it is not there).
 */
function registerWebApp(app: FastifyInstance, webDistDir: string | null, options: { missingPages: string[] }): void {
  const missingPages = new Set(options.missingPages);
  const hasWebApp = webDistDir !== null && existsSync(join(webDistDir, 'index.html'));
  // Public pages prerendered by the web build: URL path → file, sent instead of the empty index.html.
  const manifest = hasWebApp ? join(webDistDir, 'prerendered', 'manifest.json') : null;
  const prerendered = new Map<string, string>(
    manifest && existsSync(manifest) ? Object.entries(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>) : [],
  );
  // A page prerendered with variants for some queries (/login?signin=invalid) renders from its query: any
  // other query gets the app's index.html, rendered in the browser, so hydration never meets other HTML.
  const pagesWithVariants = new Set([...prerendered.keys()].filter((key) => key.includes('?')).map((key) => key.split('?')[0]!));
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
      return reply
        .status(404)
        .send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` } });
    }
    const [path = '/', query] = request.url.split('?');
    const page = prerendered.get(request.url) ?? (query && pagesWithVariants.has(path) ? undefined : prerendered.get(path));
    // A path the app has no page for is a 404; the app still loads and shows its not-found page.
    if (missingPages.has(path) || (!page && !isAppPath(path))) reply.status(404);
    return reply.header('cache-control', 'no-cache').sendFile(page ?? 'index.html');
  });
}
