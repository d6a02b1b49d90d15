// Runs the demo seed on start and hands back the new demo login, to be printed once.
import type { Kysely } from 'kysely';
import type { Auth } from '../../auth/auth.js';
import { backfillFirmFromNewestBaseModel } from '../attorney-metrics/backfill.js';
import { seedDemoFirm } from './seed-demo-firm.js';
import type { Database } from '../../db/schema.js';

type Log = { info: (message: string) => void };

export type DemoLogin = { email: string; password: string };

/** The new demo login, for the start-up message only: the password never goes into the log. */
export async function seedDemoFirmOnStart(deps: { db: Kysely<Database>; auth: Auth; logger: Log }): Promise<DemoLogin | null> {
  const started = Date.now();
  const result = await seedDemoFirm(deps);
  if (!result.seeded) return null;
  deps.logger.info(
    `Demo firm seeded with ${result.caseCount} cases in ${((Date.now() - started) / 1000).toFixed(1)} s for ${result.email}.`,
  );
  // Its settled cases need pre-settlement predictions for Attorney WAR. A base model stored before the seed finished
  // (the build's file loads in seconds) backfilled only the firms there were then: backfill this one now.
  const backfilled = await backfillFirmFromNewestBaseModel({ db: deps.db, firmId: result.firmId });
  if (backfilled > 0) deps.logger.info(`Pre-settlement predictions backfilled for ${backfilled} settled demo cases.`);
  return { email: result.email, password: result.password };
}
