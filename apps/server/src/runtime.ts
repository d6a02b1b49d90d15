// Starts everything a running Casecast needs: database, migrations, mailer, app.
import pino from 'pino';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateDatabase } from './db/migrate.js';
import { startEmbeddedMaintenance } from './db/embedded-maintenance.js';
import { createMailer } from './email/mailer.js';
import { createJobQueue } from './jobs/job-queue.js';
import { buildApp, type CasecastApp } from './app.js';
import type { PasswordHashing } from './auth/auth.js';
import { seedDemoFirmOnStart, type DemoLogin } from './features/demo/start-demo.js';
import { scheduleBackups } from './features/backup/schedule.js';
import { createDocumentStorage } from './features/documents/storage/create-document-storage.js';
import { checkRuleChanges } from './features/deadlines/rule-change-service.js';

/**
 * demoLogin: the demo account made by this start (first start in demo mode), else null. ruleCheck: the start's check of
 * open cases against the current rule tables (it runs beside the serving app; null when it failed, which is logged).
 */
export type Runtime = CasecastApp & {
  database: DatabaseHandle;
  demoLogin: DemoLogin | null;
  ruleCheck: Promise<{ checked: number; listed: number; failed: number } | null>;
  close: () => Promise<void>;
  /** The step of close() under way ("job queue", "database"), null when not stopping: what a slow stop waits on. */
  stopStep: () => string | null;
};

/**
 * now: the clock reminders and batch jobs read (tests set it; default the real time). embeddedSnapshot: an in-memory
 * embedded database starts from this dump of a migrated one (tests; migrations still run and find nothing left to do).
 * passwordHashing: tests only, a cheaper password hash (auth/auth.ts).
 */
export async function startRuntime(
  config: Config,
  options: { logger?: boolean | object; now?: () => Date; embeddedSnapshot?: string; passwordHashing?: PasswordHashing } = {},
): Promise<Runtime> {
  // How long each step of the start took, logged once the app is ready: a slow start says where it waited.
  const start = stepTimer();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedSnapshot: options.embeddedSnapshot,
  });
  const logger = options.logger === false ? pino({ level: 'silent' }) : pino({ level: config.logLevel });
  start.step('database open');
  // Background work (reminders, batch predictions) on pg-boss in the same database.
  const jobs = createJobQueue({
    pool: database.pool,
    onError: (error) => logger.error({ err: error }, 'Job queue error'),
    onStartWait: () => logger.info('Another server is starting the job queue: waiting for it'),
  });
  try {
    const applied = await migrateDatabase(database.pool);
    start.step(`migrations (${applied.length} applied)`);
    await jobs.start();
    start.step('job queue started');
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, logger });
    const { app, auth, reminders, training, signatures, inboundEmail } = await buildApp({
      config,
      db: database.db,
      databaseKind: database.kind,
      mailer,
      jobs,
      now: options.now,
      logger: options.logger,
      passwordHashing: options.passwordHashing,
    });
    await app.ready();
    start.step('app ready');
    if (config.backupDir) {
      await scheduleBackups({
        jobs,
        pool: database.pool,
        kind: database.kind,
        storage: createDocumentStorage(config.storage),
        backupDir: config.backupDir,
        keep: config.backupKeep,
        cron: config.backupSchedule,
        authSecretPath: config.authSecretFile,
        log: logger,
      });
    }
    logger.info(`Started: ${start.summary()}.`);
    const demoLogin = config.demoMode ? await seedDemoFirmOnStart({ db: database.db, auth, logger }) : null;
    // Rule tables ship with the code: after an upgrade, open cases whose computed dates a corrected or added row
    // moves are found here and listed for their attorneys to confirm. Cases checked under these tables are skipped.
    const ruleCheck = checkRuleChanges(database.db, {
      firmId: null,
      onCaseError: (key, error) =>
        logger.warn({ err: error, caseId: key.caseId }, 'Rule change check failed for a case; it is tried again on the next start'),
    }).then(
      (result) => {
        if (result.checked > 0)
          logger.info(result, 'Checked %d open case(s) against the current rules: %d with dates to confirm', result.checked, result.listed);
        return result;
      },
      (error: unknown) => {
        logger.error({ err: error }, 'Rule change check on start failed');
        return null;
      },
    );
    // A PostgreSQL server vacuums itself (autovacuum); the embedded database does not.
    const maintenance =
      database.kind === 'embedded'
        ? startEmbeddedMaintenance(database.pool, {
            onDone: (tables) => {
              if (tables.length > 0)
                logger.info({ tables }, 'Embedded database maintenance: vacuumed or analyzed %d table(s)', tables.length);
            },
            onError: (error) => logger.warn({ err: error }, 'Embedded database maintenance failed; it is tried again in ten minutes'),
          })
        : null;
    let stopping: string | null = null;
    return {
      app,
      auth,
      reminders,
      training,
      signatures,
      inboundEmail,
      database,
      demoLogin,
      ruleCheck,
      stopStep: () => stopping,
      close: async () => {
        // Jobs first: a running job finishes (or is left to expire and be retried) while the database is still there.
        const stop = stepTimer();
        const steps: Array<[string, () => Promise<unknown>]> = [
          ["the start's rule check", () => ruleCheck],
          ['database maintenance', async () => maintenance?.stop()],
          ['job queue', () => jobs.stop()],
          ['app', () => app.close()],
          ['database', () => database.close()],
        ];
        for (const [name, run] of steps) {
          stopping = name;
          await run();
          stop.step(name);
        }
        stopping = null;
        logger.info(`Stopped: ${stop.summary()}.`);
      },
    };
  } catch (error) {
    await jobs.stop().catch(() => undefined);
    await database.close();
    throw error;
  }
}

/** Seconds since the timer was made, noted at each named step: "migrations 1.5 s, job queue started 1.7 s". */
function stepTimer() {
  const began = performance.now();
  const steps: string[] = [];
  return {
    step: (name: string) => void steps.push(`${name} ${((performance.now() - began) / 1000).toFixed(1)} s`),
    summary: () => steps.join(', '),
  };
}
