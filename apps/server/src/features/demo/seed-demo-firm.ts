// Demo mode's first start: a synthetic firm (packages/synth) owned by a demo account whose password is printed once.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { getTodayIsoDate } from '@casecast/domain';
import { generateFirm } from '@casecast/synth';
import type { Auth } from '../../auth/auth.js';
import { getFirmContext } from '../firms/service.js';
import * as repo from './repository.js';
import type { Database } from '../../db/schema.js';

export const DEMO_EMAIL = 'demo@casecast.example.com';
export const DEMO_SEED = 20250601;

export type DemoSeedResult = { seeded: false } | { seeded: true; email: string; password: string; firmId: string; caseCount: number };

/**
 * Seeds the demo firm unless the demo account exists already (so a second start seeds nothing).
 * The account is made through better-auth so the password works like any other, then verified.
 */
export async function seedDemoFirm(deps: {
  db: Kysely<Database>;
  auth: Auth;
  today?: string;
  caseCount?: number;
}): Promise<DemoSeedResult> {
  const db = deps.db;
  if (await repo.userExists(db, DEMO_EMAIL)) return { seeded: false };
  const asOf = deps.today ?? getTodayIsoDate();
  const firm = generateFirm({ seed: DEMO_SEED, asOf, caseCount: deps.caseCount ?? 300, attorneyCount: 8 });
  const password = randomBytes(12).toString('base64url');
  const signUp = await deps.auth.api.signUpEmail({ body: { name: 'Demo Owner', email: DEMO_EMAIL, password, company: firm.firmName } });
  const userId = signUp.user.id;
  await repo.markEmailVerified(db, userId);
  const context = await getFirmContext(deps.db, userId);
  if (!context) throw new Error('The demo account has no firm: was a demo invitation left pending?');
  await db.transaction().execute((trx) => repo.insertDemoFirmData(trx, context.firmId, firm));
  return { seeded: true, email: DEMO_EMAIL, password, firmId: context.firmId, caseCount: firm.cases.length };
}
