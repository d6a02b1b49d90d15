// Starts everything a running Casecast needs: database, migrations, mailer, app.
import pino from 'pino';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateDatabase } from './db/migrate.js';
import { createMailer } from './email/mailer.js';
import { buildApp, type CasecastApp } from './app.js';
import { seedDemoFirmOnStart, type DemoLogin } from './features/demo/start-demo.js';

/** demoLogin: the demo account made by this start (first start in demo mode), else null. */
export type Runtime = CasecastApp & { database: DatabaseHandle; demoLogin: DemoLogin | null; close: () => Promise<void> };

export async function startRuntime(config: Config, options: { logger?: boolean | object } = {}): Promise<Runtime> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database.pool);
    const logger = options.logger === false ? pino({ level: 'silent' }) : pino({ level: config.logLevel });
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, logger });
    const { app, auth } = await buildApp({ config, db: database.db, databaseKind: database.kind, mailer, logger: options.logger });
    await app.ready();
    const demoLogin = config.demoMode ? await seedDemoFirmOnStart({ db: database.db, auth, logger }) : null;
    return {
      app,
      auth,
      database,
      demoLogin,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
