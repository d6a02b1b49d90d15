// Migration 0042 gives every existing case its phase from the status and stage it stored, exactly as the domain's
// phaseFromLegacyCase reads them, and the lists, filters and counters follow the phase from then on.
import { readFileSync } from 'node:fs';
import { LEGACY_PHASE_WORDS, phaseFromLegacyCase } from '@casecast/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseTargets, registerAndSignIn, type Session, type TestApp } from '../../test/harness.js';

// What cases stored before phases: every word the app ever offered or took, free text, and status/stage pairs.
const STORED: ReadonlyArray<{ status: string; stage: string }> = [
  ...Object.keys(LEGACY_PHASE_WORDS).map((word) => ({ status: word, stage: 'intake' })),
  ...['Open', 'Closed', 'Pending', 'In Progress', 'Discovery', 'Mediation', 'Trial', 'Settled', 'Pre-Trial', 'Pre-Lit', 'Litigation'].map(
    (status) => ({ status, stage: 'intake' }),
  ),
  { status: '', stage: 'intake' },
  { status: '  ', stage: 'treating' },
  { status: 'Settled - closed', stage: 'negotiation' },
  { status: 'in settlement talks', stage: 'intake' },
  { status: 'Dismissed with prejudice', stage: 'litigation' },
  { status: 'trial prep', stage: 'intake' },
  { status: 'Negotiating', stage: 'intake' },
  { status: 'awaiting records', stage: 'intake' },
  { status: 'awaiting records', stage: 'demand' },
  { status: 'open', stage: 'negotiation' },
  { status: 'Discovery', stage: 'negotiation' },
  { status: 'mediation', stage: 'litigation' },
  { status: 'open', stage: 'settled' },
  { status: 'closed', stage: 'settled' },
  { status: 'Settled', stage: 'closed' },
  { status: 'verdict', stage: 'litigation' },
];

describe.each(databaseTargets())('migration 0042, case phases, on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Mia Migrate', company: 'Phase Migration Firm' });
    const db = t.runtime.database.db;
    const firm = await sql<{ firm_id: string }>`SELECT firm_id FROM firm_member WHERE user_id = ${owner.userId}`.execute(db);
    const firmId = firm.rows[0]!.firm_id;
    // Cases as an older copy stored them: free-text status and a stage, the phase column at its default.
    const rows = STORED.map(
      (row, index) => sql`(${firmId}, ${`Client ${String(index).padStart(3, '0')}`}, '2024-01-01'::date, ${row.status}, ${row.stage})`,
    );
    const inserted = await sql<{ id: string }>`
      INSERT INTO legal_case (firm_id, client_name, date_opened, status, stage) VALUES ${sql.join(rows)} RETURNING id`.execute(db);
    ids = inserted.rows.map((row) => row.id);
    const migration = readFileSync(new URL('../../../migrations/0042_case_phase.sql', import.meta.url), 'utf8');
    const mapping = /WITH words[\s\S]*?;/.exec(migration)![0];
    await sql.raw(mapping).execute(db);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function phases(): Promise<string[]> {
    const result = await sql<{ id: string; phase: string; status: string; stage: string; status_before_phase: string | null }>`
      SELECT id, phase, status, stage, status_before_phase FROM legal_case WHERE id IN (${sql.join(ids)})`.execute(t.runtime.database.db);
    const byId = new Map(result.rows.map((row) => [row.id, row]));
    return ids.map((id, index) => {
      const row = byId.get(id)!;
      // status and stage mirror the phase from now on; the text the status said is kept where it differed.
      expect([row.status, row.stage]).toEqual([row.phase, row.phase]);
      expect(row.status_before_phase).toBe(STORED[index]!.status === row.phase ? null : STORED[index]!.status);
      return row.phase;
    });
  }

  it('gives each case the phase the domain reads from its status and stage', async () => {
    expect(await phases()).toEqual(STORED.map((row) => phaseFromLegacyCase(row)));
  });

  it('maps the words of every older vocabulary as the issue lists them', async () => {
    const got = new Map(STORED.map((row, index) => [`${row.status}|${row.stage}`, index]));
    const stored = await phases();
    const phaseOf = (status: string, stage = 'intake') => stored[got.get(`${status}|${stage}`)!];
    expect(
      ['Open', 'Closed', 'Pending', 'In Progress', 'Discovery', 'Mediation', 'Trial', 'Settled', 'Pre-Lit', 'Litigation'].map((word) =>
        phaseOf(word),
      ),
    ).toEqual(['intake', 'closed', 'intake', 'treating', 'litigation', 'negotiation', 'litigation', 'settled', 'intake', 'litigation']);
    expect(phaseOf('open', 'negotiation')).toBe('negotiation');
    expect(phaseOf('Discovery', 'negotiation')).toBe('litigation');
    expect(phaseOf('open', 'settled')).toBe('intake');
    expect(phaseOf('Settled', 'closed')).toBe('settled');
    expect(phaseOf('verdict', 'litigation')).toBe('closed');
    expect(phaseOf('awaiting records', 'demand')).toBe('demand');
  });

  it('lists, filters and counts the migrated cases by phase and group', async () => {
    const stored = await phases();
    const count = (keep: (phase: string) => boolean) => stored.filter(keep).length;
    const total = async (query: string) => {
      const response = await call(t, { method: 'GET', url: `/api/cases?${query}`, session: owner });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ total: number }>().total;
    };
    expect(await total('filter=lit')).toBe(count((phase) => phase === 'litigation'));
    expect(await total('filter=resolved')).toBe(count((phase) => phase === 'settled' || phase === 'closed'));
    expect(await total('filter=pre_lit')).toBe(count((phase) => ['intake', 'treating', 'demand', 'negotiation'].includes(phase)));
    expect(await total('phase=demand')).toBe(count((phase) => phase === 'demand'));
    const one = await call(t, { method: 'GET', url: `/api/cases/${ids[0]}`, session: owner });
    expect(one.json()).toMatchObject({ phase: stored[0], status: stored[0], stage: stored[0] });
  });
});
