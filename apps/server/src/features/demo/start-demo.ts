// Runs the demo seed on start and prints the demo login once.
import type { Kysely } from 'kysely';
import type { Auth } from '../../auth/auth.js';
import type { Database } from '../../db/schema.js';
import { seedDemoFirm } from './seed-demo-firm.js';

type Log = { info: (message: string) => void };

export async function seedDemoFirmOnStart(deps: { db: Kysely<Database>; auth: Auth; logger: Log }): Promise<void> {
  const started = Date.now();
  const result = await seedDemoFirm(deps);
  if (!result.seeded) return;
  deps.logger.info(
    `Demo firm seeded with ${result.caseCount} cases in ${((Date.now() - started) / 1000).toFixed(1)} s. ` +
      `Sign in as ${result.email} with the password ${result.password} (shown only this once).`,
  );
}
