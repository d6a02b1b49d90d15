// Configuration from environment variables, with safe defaults for the embedded, single-machine setup.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type Config = {
  port: number;
  host: string;
  baseUrl: string;
  trustedOrigins: string[];
  dataDir: string;
  databaseUrl: string | null;
  demoMode: boolean;
  authSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: string;
  authRateLimitMax: number;
  webDistDir: string | null;
  production: boolean;
  /** Instance administrators (ADMIN_EMAILS, comma-separated), lower-cased: they see the waiting list. */
  adminEmails: string[];
  /** Where waiting-list signups are also forwarded as form data (WAITLIST_WEBHOOK_URL); null: stored only. */
  waitlistWebhookUrl: string | null;
};

function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function parsePort(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a number from 0 to 65535, not "${value}"`);
  return port;
}

function parseWebhookUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) throw new Error(`WAITLIST_WEBHOOK_URL must be an http(s) URL, not "${value}"`);
  return value;
}

/** The embedded setup keeps a generated secret in the data folder so sessions survive a restart. */
function loadOrCreateSecret(dataDir: string): string {
  const path = join(dataDir, 'auth-secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parsePort(env.PORT, 3000);
  const dataDir = resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || null;
  const production = env.NODE_ENV === 'production';
  const baseUrl = (env.BASE_URL || `http://localhost:${port}`).replace(/\/$/, '');
  let authSecret = env.AUTH_SECRET || '';
  if (!authSecret) {
    if (databaseUrl && production) throw new Error('AUTH_SECRET must be set when DATABASE_URL is used in production (32+ random characters).');
    authSecret = loadOrCreateSecret(dataDir);
  }
  if (authSecret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters long.');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    baseUrl,
    trustedOrigins: [baseUrl, ...(env.TRUSTED_ORIGINS || '').split(',').map((origin) => origin.trim()).filter(Boolean)],
    dataDir,
    databaseUrl,
    demoMode: parseBoolean(env.DEMO_MODE, databaseUrl === null),
    authSecret,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Casecast <no-reply@casecast.local>',
    logLevel: env.LOG_LEVEL || 'info',
    authRateLimitMax: Number(env.AUTH_RATE_LIMIT_MAX || 10),
    webDistDir: env.WEB_DIST_DIR === '' ? null : resolve(env.WEB_DIST_DIR || join(import.meta.dirname, '../../web/dist')),
    production,
    adminEmails: (env.ADMIN_EMAILS || '').split(',').map((email) => email.trim().toLowerCase()).filter(Boolean),
    waitlistWebhookUrl: parseWebhookUrl(env.WAITLIST_WEBHOOK_URL),
  };
}
