import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseTargets, registerAndSignIn, type Session, type TestApp } from '../../test/harness.js';

type Json = Record<string, unknown>;

describe.each(databaseTargets())('POST /api/cases with injuries, treatments and notes on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Alice Owner', company: 'Firm A' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const baseCase = { clientName: 'Maria Lopez', status: 'open', dateOpened: '2024-03-01' };
  const treatment = (type: string, extra: Json = {}) => ({ type, provider: 'Valley Clinic', startDate: '2024-03-05', ...extra });
  const create = (payload: Json) => call(t, { method: 'POST', url: '/api/cases', payload, session: owner });
  const listCases = async () =>
    (await call(t, { method: 'GET', url: '/api/cases?pageSize=100', session: owner })).json().items as Array<Json>;
  const countRows = async (clientName: string) => {
    const db = t.runtime.database.db;
    const cases = await sql<{ id: string }>`SELECT id FROM legal_case WHERE client_name = ${clientName}`.execute(db);
    const records = await sql<{ injuries: number; treatments: number; notes: number }>`
      SELECT (SELECT count(*)::int FROM injury WHERE type = 'Atomic whiplash') AS injuries,
             (SELECT count(*)::int FROM treatment WHERE provider = 'Atomic Clinic') AS treatments,
             (SELECT count(*)::int FROM case_note WHERE content LIKE 'Atomic note%') AS notes`.execute(db);
    return { cases: cases.rows.length, ...records.rows[0]! };
  };

  it('saves the case with its injuries, treatments and notes, linked and audited, in the order given', async () => {
    const response = await create({
      ...baseCase,
      notes: 'Rear-ended at a light',
      injuries: [
        { type: 'Whiplash', bodyPart: 'Neck', severity: 'moderate' },
        { type: 'Fracture', bodyPart: 'Wrist', severity: 'severe', description: 'Left wrist' },
      ],
      treatments: [
        treatment('Physical therapy', { injuryIndex: 0, cost: 1200 }),
        treatment('Cast', { injuryIndex: 1 }),
        treatment('Consultation'),
      ],
      caseNotes: [{ content: 'First call with client' }, { content: 'Police report requested' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id as string;
    const detail = (await call(t, { method: 'GET', url: `/api/cases/${id}`, session: owner })).json();
    expect(detail.notes).toBe('Rear-ended at a light');
    expect(detail.injuries.map((injury: Json) => injury.type)).toEqual(['Whiplash', 'Fracture']);
    const [whiplash, fracture] = detail.injuries as Array<{ id: string }>;
    expect(detail.treatments).toEqual([
      expect.objectContaining({ type: 'Physical therapy', injuryId: whiplash!.id, cost: 1200 }),
      expect.objectContaining({ type: 'Cast', injuryId: fracture!.id }),
      expect.objectContaining({ type: 'Consultation', injuryId: null }),
    ]);
    // Newest first, as the notes panel shows them.
    expect(detail.caseNotes.map((note: Json) => [note.content, note.author])).toEqual([
      ['Police report requested', 'Alice Owner'],
      ['First call with client', 'Alice Owner'],
    ]);
    const history = (await call(t, { method: 'GET', url: `/api/cases/${id}/history`, session: owner })).json().items as Array<Json>;
    const created = history.filter((entry) => entry.action === 'create').map((entry) => entry.entityType);
    // The costed treatment is also the Medical tab's provider and bill, audited like any other.
    expect(created.sort()).toEqual([
      'case',
      'injury',
      'injury',
      'medical_bill',
      'note',
      'note',
      'provider',
      'treatment',
      'treatment',
      'treatment',
    ]);
  });

  it('still takes a plain case without records', async () => {
    const response = await create({ ...baseCase, clientName: 'Plain Case' });
    expect(response.statusCode).toBe(201);
    const detail = (await call(t, { method: 'GET', url: `/api/cases/${response.json().id}`, session: owner })).json();
    expect(detail).toMatchObject({ clientName: 'Plain Case', injuries: [], treatments: [], caseNotes: [] });
  });

  it('refuses a create whose third treatment is invalid, naming the field, and saves no case', async () => {
    const response = await create({
      ...baseCase,
      clientName: 'Invalid Third',
      injuries: [{ type: 'Atomic whiplash', bodyPart: 'Neck' }],
      treatments: [treatment('PT'), treatment('X-ray'), treatment('MRI', { provider: '' })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Provider is required (treatments.2.provider)',
      issues: [{ path: 'treatments.2.provider', message: 'Provider is required' }],
    });
    expect((await listCases()).some((item) => item.clientName === 'Invalid Third')).toBe(false);
    expect(await countRows('Invalid Third')).toEqual({ cases: 0, injuries: 0, treatments: 0, notes: 0 });
  });

  it('refuses a treatment naming an injury the request does not have, and too many records', async () => {
    const unknownInjury = await create({
      ...baseCase,
      clientName: 'Bad Index',
      injuries: [{ type: 'Atomic whiplash', bodyPart: 'Neck' }],
      treatments: [treatment('PT', { injuryIndex: 1 })],
    });
    expect(unknownInjury.statusCode).toBe(400);
    expect(unknownInjury.json().error.message).toBe('Please select an injury (treatments.0.injuryIndex)');
    const tooMany = await create({
      ...baseCase,
      clientName: 'Too Many',
      caseNotes: Array.from({ length: 101 }, (_, index) => ({ content: `Atomic note ${index}` })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain('At most 100 notes per request');
    expect(await countRows('Bad Index')).toEqual({ cases: 0, injuries: 0, treatments: 0, notes: 0 });
    expect(await countRows('Too Many')).toEqual({ cases: 0, injuries: 0, treatments: 0, notes: 0 });
  });

  it('saves nothing when the database refuses a record midway', async () => {
    const db = t.runtime.database.db;
    // The database itself refuses the third treatment, after the case, its injury and two treatments were written.
    await sql`CREATE FUNCTION test_refuse_treatment() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'treatment refused'; END; $$`.execute(
      db,
    );
    await sql`CREATE TRIGGER test_refuse_treatment BEFORE INSERT ON treatment FOR EACH ROW WHEN (NEW.type = 'Refused by the database') EXECUTE FUNCTION test_refuse_treatment()`.execute(
      db,
    );
    try {
      const response = await create({
        ...baseCase,
        clientName: 'Midway Failure',
        injuries: [{ type: 'Atomic whiplash', bodyPart: 'Neck' }],
        treatments: [
          treatment('PT', { provider: 'Atomic Clinic', injuryIndex: 0 }),
          treatment('X-ray', { provider: 'Atomic Clinic' }),
          treatment('Refused by the database', { provider: 'Atomic Clinic' }),
        ],
        caseNotes: [{ content: 'Atomic note one' }],
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe('INTERNAL_ERROR');
    } finally {
      await sql`DROP TRIGGER test_refuse_treatment ON treatment`.execute(db);
      await sql`DROP FUNCTION test_refuse_treatment()`.execute(db);
    }
    expect((await listCases()).some((item) => item.clientName === 'Midway Failure')).toBe(false);
    expect(await countRows('Midway Failure')).toEqual({ cases: 0, injuries: 0, treatments: 0, notes: 0 });
    const audit = await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_entry WHERE changes::text LIKE '%Midway Failure%'`.execute(
      db,
    );
    expect(audit.rows[0]!.n).toBe(0);
  });
});
