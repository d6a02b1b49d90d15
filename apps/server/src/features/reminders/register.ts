// Wires reminders: the settings routes, and the hourly scan on the job queue (started once the server is ready).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CallerResolver } from '../../auth/caller.js';
import type { Mailer } from '../../email/mailer.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { registerReminderRoutes } from './routes.js';
import { sendDueReminders, type ScanResult } from './service.js';
import type { Database } from '../../db/schema.js';

export const REMINDER_SCAN_QUEUE = 'deadline-reminders';
/** Every hour at :05 (UTC); a scan sends what is due and not yet sent, so a missed hour costs nothing. */
const REMINDER_SCAN_CRON = '5 * * * *';

export type Reminders = {
  /** Queues a scan now (as the hourly schedule does); the job id. */
  queueScan: () => Promise<string>;
  /** Runs a scan in this process at the injected clock's time, outside the queue. */
  scan: () => Promise<ScanResult>;
};

export async function registerReminders(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    callers: CallerResolver;
    mailer: Mailer;
    jobs: JobQueue;
    baseUrl: string;
    now: () => Date;
    digestHourUtc: number;
  },
): Promise<Reminders> {
  const db = deps.db;
  const serviceDeps = {
    db,
    mailer: deps.mailer,
    baseUrl: deps.baseUrl,
    digestHourUtc: deps.digestHourUtc,
    log: { error: (o: unknown, m: string) => app.log.error(o, m) },
  };
  await registerReminderRoutes(app, { db, callers: deps.callers });
  app.addHook('onReady', async () => {
    await deps.jobs.work(REMINDER_SCAN_QUEUE, async () => {
      const result = await sendDueReminders(serviceDeps, deps.now());
      if (result.failed > 0) throw new Error(`${result.failed} reminder emails could not be sent`);
    });
    await deps.jobs.schedule(REMINDER_SCAN_QUEUE, REMINDER_SCAN_CRON);
  });
  return {
    queueScan: () => deps.jobs.send(REMINDER_SCAN_QUEUE, {}),
    scan: () => sendDueReminders(serviceDeps, deps.now()),
  };
}
