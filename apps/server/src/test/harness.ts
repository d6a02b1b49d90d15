// Integration-test harness: the real app on a real database (PGlite, and PostgreSQL when DATABASE_URL is set).
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CaseDocument } from '@casecast/domain';
import { loadConfig, type Config } from '../config.js';
import { startRuntime, type Runtime } from '../runtime.js';
import type { PasswordHashing } from '../auth/auth.js';
import { extractLink, startSmtpPeer, type SmtpPeer } from './smtp-peer.js';
import { createFreshPostgresDatabase, SNAPSHOT_ENV, TEMPLATE_ENV } from './databases.js';
import { makePdf, multipartBody, type FormPart } from '../features/documents/test/fixtures.js';

export { createFreshPostgresDatabase };

export type DatabaseTarget = 'pglite' | 'postgres';

/** Every integration suite runs on PGlite, and also on a PostgreSQL server when DATABASE_URL is set. */
export function databaseTargets(): DatabaseTarget[] {
  if (process.env.CI && !process.env.DATABASE_URL)
    throw new Error('CI must set DATABASE_URL: the PostgreSQL half of the integration tests may not be skipped.');
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export const BASE_URL = 'http://localhost:3000';

const scryptAsync = promisify(scrypt) as (password: string, salt: string, length: number, options: { N: number }) => Promise<Buffer>;
/** scrypt's work factor in test apps: 1/16 of better-auth's 16384, the same hash at a cost sign-ups in every test can bear. */
const TEST_SCRYPT_COST = 1024;

/**
 * Test apps hash passwords with scrypt at a low cost: a sign-up and a sign-in at the production cost take a third of a
 * second of CPU, and the suite makes hundreds. `productionPasswordHashing: true` keeps better-auth's own (auth tests).
 */
export const testPasswordHashing: PasswordHashing = {
  hash: async (password) => {
    const salt = randomBytes(16).toString('hex');
    const key = await scryptAsync(password.normalize('NFKC'), salt, 64, { N: TEST_SCRYPT_COST });
    return `${salt}:${key.toString('hex')}`;
  },
  verify: async ({ hash, password }) => {
    const [salt, key] = hash.split(':');
    const stored = Buffer.from(key ?? '', 'hex');
    if (!salt || stored.length !== 64) return false;
    const derived = await scryptAsync(password.normalize('NFKC'), salt, 64, { N: TEST_SCRYPT_COST });
    return timingSafeEqual(derived, stored);
  },
};

export type TestApp = {
  target: DatabaseTarget;
  runtime: Runtime;
  app: FastifyInstance;
  smtp: SmtpPeer;
  config: Config;
  close: () => Promise<void>;
};

/** options.now: the clock of reminders and batch jobs (default the real time); productionPasswordHashing: see testPasswordHashing. */
/** `logger`: Fastify logger options (e.g. `{ level: 'info', stream }` to read the request log); silent otherwise. */
export async function createTestApp(
  target: DatabaseTarget,
  overrides: Partial<Config> = {},
  options: { now?: () => Date; logger?: object; productionPasswordHashing?: boolean } = {},
): Promise<TestApp> {
  const smtp = await startSmtpPeer();
  // Both start migrated: from the global setup's template database or embedded snapshot (test/global-setup.ts).
  const fresh = target === 'postgres' ? await createFreshPostgresDatabase({ template: process.env[TEMPLATE_ENV] }) : null;
  const config: Config = {
    ...loadConfig({ AUTH_SECRET: randomBytes(32).toString('hex'), DATA_DIR: 'memory://', LOG_LEVEL: 'silent', WEB_DIST_DIR: '' }),
    dataDir: 'memory://',
    databaseUrl: fresh?.url ?? null,
    baseUrl: BASE_URL,
    trustedOrigins: [BASE_URL],
    smtpUrl: smtp.url,
    demoMode: false,
    authRateLimitMax: 1000,
    ...overrides,
  };
  const runtime = await startRuntime(config, {
    logger: options.logger ?? false,
    now: options.now,
    passwordHashing: options.productionPasswordHashing ? undefined : testPasswordHashing,
    // A test that keeps its embedded database on disk (backup, restarts) starts it empty, as a real install does.
    embeddedSnapshot: fresh || !config.dataDir.startsWith('memory://') ? undefined : process.env[SNAPSHOT_ENV],
  });
  return {
    target,
    runtime,
    app: runtime.app,
    smtp,
    config,
    close: async () => {
      await runtime.close();
      await smtp.close();
      await fresh?.drop();
    },
  };
}

export type Session = { cookie: string; userId: string; email: string };

export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

type Call = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  session?: Session | null;
  headers?: Record<string, string>;
};

export async function call(t: TestApp, { method, url, payload, session, headers }: Call): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { origin: BASE_URL, ...(session ? { cookie: session.cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@lawfirm.test`;
}

/** Registers through the real sign-up, follows the emailed verification link, and signs in. */
export async function registerAndSignIn(
  t: TestApp,
  input: { name?: string; email?: string; password?: string; company?: string } = {},
): Promise<Session> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? 'correct horse battery';
  const signUp = await call(t, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: input.name ?? 'Test Attorney', email, password, ...(input.company ? { company: input.company } : {}) },
  });
  expect(signUp.statusCode, signUp.body).toBe(200);
  const mail = await t.smtp.waitFor((message) => message.to.includes(email) && /verify/i.test(message.subject));
  const link = new URL(extractLink(mail, /verify-email/));
  const verify = await call(t, { method: 'GET', url: link.pathname + link.search });
  expect(verify.statusCode, verify.body).toBeLessThan(400);
  return signIn(t, email, password);
}

export async function signIn(t: TestApp, email: string, password: string): Promise<Session> {
  const response = await call(t, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ user: { id: string } }>();
  return { cookie: cookieHeader(response), userId: body.user.id, email };
}

/**
 * Tenancy check every feature uses: each request, made by a member of another firm, is answered
 * exactly like a request for something that does not exist (404), and changes nothing.
 */
export async function expectHiddenFromOtherFirm(
  t: TestApp,
  input: { outsider: Session; requests: Array<Omit<Call, 'session'>> },
): Promise<void> {
  for (const request of input.requests) {
    const response = await call(t, { ...request, session: input.outsider });
    expect(response.statusCode, `${request.method} ${request.url} by another firm: ${response.body}`).toBe(404);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
  }
}

/**
 * A new member of the owner's firm with the given role, through the real invitation email and acceptance: a fresh
 * address, or `email` for someone already known on another instance.
 */
export async function joinFirmAs(
  t: TestApp,
  owner: Session,
  role: 'owner' | 'attorney' | 'staff',
  name = `New ${role}`,
  email = uniqueEmail(role),
): Promise<Session> {
  const invite = await call(t, { method: 'POST', url: '/api/firm/invitations', payload: { email, role }, session: owner });
  expect(invite.statusCode, invite.body).toBe(201);
  const session = await registerAndSignIn(t, { name, email });
  const accepted = await call(t, { method: 'POST', url: `/api/invitations/${invite.json<{ id: string }>().id}/accept`, session });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return session;
}

/** A case's documents once none is waiting to be read or being read for search (their text jobs have run). */
export async function waitUntilDocumentsRead(t: TestApp, session: Session, caseId: string): Promise<CaseDocument[]> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const items = (await call(t, { method: 'GET', url: `/api/cases/${caseId}/documents`, session })).json<{ items: CaseDocument[] }>()
      .items;
    if (items.every((item) => item.textIndex && !['pending', 'extracting'].includes(item.textIndex.status))) return items;
    if (Date.now() > deadline) throw new Error(`Documents still unread: ${JSON.stringify(items.map((item) => item.textIndex))}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A case made through the API (POST /api/cases) by `session`: an intake case of "Test Client" opened 2024-03-01,
 * with `fields` over those. Answers the case as the API does (its `id` at least).
 */
export async function createCase<T extends { id: string } = { id: string; caseNo: number }>(
  t: TestApp,
  session: Session,
  fields: Record<string, unknown> = {},
): Promise<T> {
  const payload = { clientName: 'Test Client', dateOpened: '2024-03-01', ...fields };
  const response = await call(t, { method: 'POST', url: '/api/cases', payload, session });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}

export type UploadFile = { fileName: string; data?: Buffer };

/**
 * Files uploaded to a case through the API (multipart POST /api/cases/:caseId/documents) by `session`, each a
 * one-page PDF naming itself unless its data is given; `fields` are the form's other fields (category).
 * Answers the stored documents.
 */
export async function uploadDocuments(
  t: TestApp,
  session: Session,
  caseId: string,
  files: readonly UploadFile[],
  fields: Record<string, string> = {},
): Promise<CaseDocument[]> {
  const parts: FormPart[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...files.map((file) => ({ name: 'files', fileName: file.fileName, data: file.data ?? makePdf(file.fileName) })),
  ];
  const { payload, headers } = multipartBody(parts);
  const response = await call(t, { method: 'POST', url: `/api/cases/${caseId}/documents`, payload, headers, session });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ items: CaseDocument[] }>().items;
}

/** One file uploaded as `uploadDocuments` does; answers its document's id. */
export async function uploadDocument(t: TestApp, session: Session, caseId: string, file: UploadFile): Promise<string> {
  return (await uploadDocuments(t, session, caseId, [file]))[0]!.id;
}
