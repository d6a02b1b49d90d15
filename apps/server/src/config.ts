// Configuration from environment variables, with safe defaults for the embedded, single-machine setup.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
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
  /** DATA_DIR/auth-secret when the secret was generated there (no AUTH_SECRET): backups carry it (two-factor secrets need it). */
  authSecretFile: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: string;
  authRateLimitMax: number;
  apiRateLimitMax: number;
  webDistDir: string | null;
  production: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY): false = none, the client address is the
   * socket's peer; a list of addresses/CIDRs; or the number of proxy hops in front of the app.
   */
  trustProxy: false | number | string[];
  /** The dev mailbox (/dev/mailbox and its API): only with DEV_MAILBOX=true, which `npm run dev` sets. */
  devMailbox: boolean;
  /** Instance administrators (ADMIN_EMAILS, comma-separated), lower-cased: they see the waiting list. */
  adminEmails: string[];
  /** Where waiting-list signups are also forwarded as form data (WAITLIST_WEBHOOK_URL); null: stored only. */
  waitlistWebhookUrl: string | null;
  /** Largest document upload accepted, in MB (MAX_UPLOAD_MB, default 25). */
  maxUploadMb: number;
  /** Where uploaded documents are kept: DATA_DIR/uploads, or S3-compatible storage when S3_BUCKET is set. */
  storage: StorageConfig;
  /** An upload that sends no bytes for this long is ended with 408 (UPLOAD_IDLE_TIMEOUT_MS, default 30 s). */
  uploadIdleTimeoutMs: number;
  /** Removes stored files that have no document row, at start and daily (STORAGE_SWEEP, default on). */
  storageSweep: boolean;
  /** The daily task digest goes out at the first hourly scan at or after this hour, UTC (DIGEST_HOUR_UTC, default 12: morning in the US). */
  digestHourUtc: number;
  /** Scheduled backups go here (BACKUP_DIR); null: none are taken (`npm run backup` still works). */
  backupDir: string | null;
  /** Complete backups kept in BACKUP_DIR, newest first (BACKUP_KEEP, default 14). */
  backupKeep: number;
  /** When scheduled backups run, a cron expression in UTC (BACKUP_SCHEDULE, default daily at 02:30). */
  backupSchedule: string;
  /** E-signature: link lifetime, automatic reminders, and the firm key's replacement (docs/documents.md, E-signature). */
  signatures: SignatureConfig;
  /** Email to the case (INBOUND_*): the address domain and, when INBOUND_SMTP_PORT is set, the SMTP receiver. */
  inbound: InboundConfig;
};

export type SignatureConfig = {
  /** Days a signing link works (SIGNATURE_LINK_DAYS, default 14). */
  linkDays: number;
  /** Days after which an unsigned signer is reminded, once per that many days (SIGNATURE_REMINDER_DAYS, default 3; 0: never). */
  reminderDays: number;
  /** A PKCS#12 file signing every firm's signed copies instead of each firm's generated key (SIGNING_P12_PATH). */
  p12Path: string | null;
  /** Its passphrase (SIGNING_P12_PASSPHRASE). */
  p12Passphrase: string;
};

/**
 * Email to the case. `domain` (INBOUND_DOMAIN): the addresses' domain, null = no case addresses. `smtp`: the
 * receiver, null = off (no INBOUND_SMTP_PORT). Every connection needs a password (AUTH with `user`/`password`) or
 * must come from a listed relay (`relays`, addresses/CIDRs): a receiver with neither is refused at start.
 */
export type InboundConfig = {
  domain: string | null;
  smtp: {
    port: number;
    host: string;
    maxBytes: number;
    user: string;
    password: string | null;
    relays: string[];
    tls: { keyFile: string; certFile: string } | null;
  } | null;
};

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | null;
      accessKeyId: string | null;
      secretAccessKey: string | null;
      forcePathStyle: boolean;
    };

function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function parseDigestHour(value: string | undefined): number {
  if (value === undefined || value === '') return 12;
  const hour = Number(value);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error(`DIGEST_HOUR_UTC must be an hour from 0 to 23, not "${value}"`);
  return hour;
}

function parseDayCount(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback;
  const days = Number(value);
  if (!Number.isInteger(days) || days < min || days > 365)
    throw new Error(`${name} must be a whole number of days from ${min} to 365, not "${value}"`);
  return days;
}

function parseSignatures(env: NodeJS.ProcessEnv): SignatureConfig {
  const p12Path = env.SIGNING_P12_PATH ? resolve(env.SIGNING_P12_PATH) : null;
  if (p12Path && !existsSync(p12Path)) throw new Error(`SIGNING_P12_PATH names a file that is not there: ${p12Path}`);
  return {
    linkDays: parseDayCount('SIGNATURE_LINK_DAYS', env.SIGNATURE_LINK_DAYS, 14, 1),
    reminderDays: parseDayCount('SIGNATURE_REMINDER_DAYS', env.SIGNATURE_REMINDER_DAYS, 3, 0),
    p12Path,
    p12Passphrase: env.SIGNING_P12_PASSPHRASE ?? '',
  };
}

function parseBackupKeep(value: string | undefined): number {
  if (value === undefined || value === '') return 14;
  const keep = Number(value);
  if (!Number.isInteger(keep) || keep < 1 || keep > 1000)
    throw new Error(`BACKUP_KEEP must be a number of backups from 1 to 1000, not "${value}"`);
  return keep;
}

function parseBackupSchedule(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return '30 2 * * *';
  const cron = value.trim();
  if (!/^(\S+\s+){4}\S+$/.test(cron))
    throw new Error(`BACKUP_SCHEDULE must be a cron expression of five fields (UTC), e.g. "30 2 * * *", not "${value}"`);
  return cron;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a number from 0 to 65535, not "${value}"`);
  return port;
}

function parseMaxUploadMb(value: string | undefined): number {
  if (!value) return 25;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb <= 0 || mb > 5120)
    throw new Error(`MAX_UPLOAD_MB must be a number of megabytes from 1 to 5120, not "${value}"`);
  return mb;
}

function parseUploadIdleTimeoutMs(value: string | undefined): number {
  if (!value) return 30_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 3_600_000)
    throw new Error(`UPLOAD_IDLE_TIMEOUT_MS must be a number of milliseconds from 100 to 3600000, not "${value}"`);
  return ms;
}

function parseStorage(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  if (env.S3_BUCKET) {
    return {
      kind: 's3',
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || null,
      accessKeyId: env.S3_ACCESS_KEY_ID || null,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
      forcePathStyle: parseBoolean(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
    };
  }
  // An in-memory database (tests) keeps its files in the temp folder, never in the working directory.
  const dir = env.DATA_DIR?.startsWith('memory://') ? join(tmpdir(), 'casecast-uploads') : join(dataDir, 'uploads');
  return { kind: 'local', dir };
}

// proxy-addr's names for well-known ranges, accepted beside addresses and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: unset or "false" = trust no proxy; a hop count; or addresses/CIDRs, comma-separated. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false' || text.toLowerCase() === 'none') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new Error(`TRUST_PROXY as a hop count must be from 1 to 10, not "${value}"`);
    return hops;
  }
  if (text.toLowerCase() === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe X-Forwarded-For from anyone: name your proxies (addresses or CIDRs, comma-separated) or give the number of proxy hops.',
    );
  }
  return parseAddressList(text, 'TRUST_PROXY', 'proxy');
}

/** Addresses or CIDRs, comma-separated, and proxy-addr's range names; `name` is the variable the message names. */
function parseAddressList(text: string, name: string, what: string): string[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.has(entry)) continue;
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const maxPrefix = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || rest.length > 0 || !prefixOk) {
      throw new Error(
        `${name} must list ${what} addresses or CIDRs (e.g. 10.0.0.0/8,192.168.1.5) or "loopback"${name === 'TRUST_PROXY' ? ', or a hop count' : ''}; "${entry}" is none of these`,
      );
    }
  }
  return entries;
}

/**
 * The origins the app itself is reached at. A local BASE_URL also answers on the other loopback name,
 * so http://127.0.0.1:3000 works as well as http://localhost:3000.
 */
function ownOrigins(baseUrl: string): string[] {
  const url = new URL(baseUrl);
  if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return [
    url.origin,
    ...['localhost', '127.0.0.1'].map((host) => `${url.protocol}//${host}${port}`).filter((origin) => origin !== url.origin),
  ];
}

function parseWebhookUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new Error(`WAITLIST_WEBHOOK_URL must be an http(s) URL, not "${value}"`);
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
    if (databaseUrl && production)
      throw new Error('AUTH_SECRET must be set when DATABASE_URL is used in production (32+ random characters).');
    authSecret = loadOrCreateSecret(dataDir);
  }
  if (authSecret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters long.');
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol))
    throw new Error(`BASE_URL must be an http(s) URL, not "${env.BASE_URL}"`);
  const devMailbox = parseBoolean(env.DEV_MAILBOX, false);
  // The mailbox shows password-reset links: a production server never offers it.
  if (devMailbox && production)
    throw new Error('DEV_MAILBOX=true is for local development (npm run dev) and is refused with NODE_ENV=production.');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    baseUrl,
    trustedOrigins: [
      ...ownOrigins(baseUrl),
      ...(env.TRUSTED_ORIGINS || '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ],
    dataDir,
    databaseUrl,
    demoMode: parseBoolean(env.DEMO_MODE, databaseUrl === null),
    authSecret,
    authSecretFile: env.AUTH_SECRET ? null : join(dataDir, 'auth-secret'),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Casecast <no-reply@casecast.local>',
    logLevel: env.LOG_LEVEL || 'info',
    authRateLimitMax: Number(env.AUTH_RATE_LIMIT_MAX || 10),
    apiRateLimitMax: Number(env.API_RATE_LIMIT_MAX || 1200),
    webDistDir: env.WEB_DIST_DIR === '' ? null : resolve(env.WEB_DIST_DIR || join(import.meta.dirname, '../../web/dist')),
    production,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    devMailbox,
    adminEmails: (env.ADMIN_EMAILS || '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    waitlistWebhookUrl: parseWebhookUrl(env.WAITLIST_WEBHOOK_URL),
    maxUploadMb: parseMaxUploadMb(env.MAX_UPLOAD_MB),
    storage: parseStorage(env, dataDir),
    uploadIdleTimeoutMs: parseUploadIdleTimeoutMs(env.UPLOAD_IDLE_TIMEOUT_MS),
    storageSweep: parseBoolean(env.STORAGE_SWEEP, true),
    digestHourUtc: parseDigestHour(env.DIGEST_HOUR_UTC),
    backupDir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : null,
    backupKeep: parseBackupKeep(env.BACKUP_KEEP),
    backupSchedule: parseBackupSchedule(env.BACKUP_SCHEDULE),
    signatures: parseSignatures(env),
    inbound: parseInbound(env),
  };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/** INBOUND_*: email to the case (docs/documents.md, Email to the case); refuses a receiver anyone could send to. */
export function parseInbound(env: NodeJS.ProcessEnv): InboundConfig {
  const domain = (env.INBOUND_DOMAIN ?? '').trim().toLowerCase() || null;
  if (domain !== null && !/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domain))
    throw new Error(`INBOUND_DOMAIN must be a domain name such as cases.yourfirm.com, not "${env.INBOUND_DOMAIN}"`);
  if (!env.INBOUND_SMTP_PORT) return { domain, smtp: null };
  if (domain === null) throw new Error('INBOUND_SMTP_PORT needs INBOUND_DOMAIN: the domain the case addresses are at.');
  const port = Number(env.INBOUND_SMTP_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`INBOUND_SMTP_PORT must be a number from 0 to 65535, not "${env.INBOUND_SMTP_PORT}"`);
  const host = env.INBOUND_SMTP_HOST || '127.0.0.1';
  const maxMb = env.INBOUND_SMTP_MAX_MB ? Number(env.INBOUND_SMTP_MAX_MB) : 40;
  if (!Number.isFinite(maxMb) || maxMb < 1 || maxMb > 1024)
    throw new Error(`INBOUND_SMTP_MAX_MB must be a number of megabytes from 1 to 1024, not "${env.INBOUND_SMTP_MAX_MB}"`);
  const password = env.INBOUND_SMTP_PASSWORD || null;
  if (password !== null && password.length < 16) throw new Error('INBOUND_SMTP_PASSWORD must be at least 16 characters long.');
  const relayText = (env.INBOUND_SMTP_RELAYS ?? '').trim();
  const relays = relayText === '' ? [] : parseAddressList(relayText, 'INBOUND_SMTP_RELAYS', 'relay');
  if (password === null && relays.length === 0)
    throw new Error(
      'The inbound SMTP receiver needs INBOUND_SMTP_PASSWORD (relays sign in) or INBOUND_SMTP_RELAYS (the only addresses allowed to deliver): it does not accept mail from anyone.',
    );
  const keyFile = env.INBOUND_SMTP_TLS_KEY || null;
  const certFile = env.INBOUND_SMTP_TLS_CERT || null;
  if ((keyFile === null) !== (certFile === null)) throw new Error('INBOUND_SMTP_TLS_KEY and INBOUND_SMTP_TLS_CERT go together.');
  const tls = keyFile && certFile ? { keyFile: resolve(keyFile), certFile: resolve(certFile) } : null;
  // A password sent without TLS is readable on the wire: only on this machine.
  if (password !== null && tls === null && !LOOPBACK_HOSTS.has(host))
    throw new Error(
      'INBOUND_SMTP_PASSWORD on a non-loopback INBOUND_SMTP_HOST needs STARTTLS: set INBOUND_SMTP_TLS_KEY and INBOUND_SMTP_TLS_CERT.',
    );
  return {
    domain,
    smtp: {
      port,
      host,
      maxBytes: Math.floor(maxMb * 1024 * 1024),
      user: env.INBOUND_SMTP_USER || 'casecast',
      password,
      relays,
      tls,
    },
  };
}
