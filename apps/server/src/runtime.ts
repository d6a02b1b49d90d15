// Starts everything a running Casecast needs: database, migrations, mailer, app.
import pino from 'pino';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateDatabase } from './db/migrate.js';
import { createMailer } from './email/mailer.js';
import { createJobQueue } from './jobs/job-queue.js';
import { buildApp, type CasecastApp } from './app.js';
import { seedDemoFirmOnStart, type DemoLogin } from './features/demo/start-demo.js';

/** demoLogin: the demo account made by this start (first start in demo mode), else null. */
export type Runtime = CasecastApp & { database: DatabaseHandle; demoLogin: DemoLogin | null; close: () => Promise<void> };

/** now: the clock reminders and batch jobs read (tests set it; default the real time). */
export async function startRuntime(config: Config, options: { logger?: boolean | object; now?: () => Date } = {}): Promise<Runtime> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const logger = options.logger === false ? pino({ level: 'silent' }) : pino({ level: config.logLevel });
  // Background work (reminders, batch predictions) on pg-boss in the same database.
  const jobs = createJobQueue({ pool: database.pool, onError: (error) => logger.error({ err: error }, 'Job queue error') });
  try {
    await migrateDatabase(database.pool);
    await jobs.start();
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, logger });
    const { app, auth, reminders } = await buildApp({ config, db: database.db, databaseKind: database.kind, mailer, jobs, now: options.now, logger: options.logger });
    await app.ready();
    const demoLogin = config.demoMode ? await seedDemoFirmOnStart({ db: database.db, auth, logger }) : null;
    return {
      app,
      auth,
      reminders,
      database,
      demoLogin,
      close: async () => {
        // Jobs first: a running job finishes (or is left to expire and be retried) while the database is still there.
        await jobs.stop();
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await jobs.stop().catch(() => undefined);
    await database.close();
    throw error;
  }
}
