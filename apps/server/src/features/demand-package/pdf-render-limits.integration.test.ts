// Generated PDFs never stall the server: they are built in a worker thread, with caps on pages, rows and time, one at a
// time per user, and an identical request in flight shares the one build. (Audit, second round: a 603-page package held
// every firm's requests for 6 s on the event loop.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_CREATE_RECORDS_MAX } from '@casecast/domain';
import { call, createTestApp, registerAndSignIn, type Session, type TestApp } from '../../test/harness.js';
import { getRenderPool } from '../../workers/render-pool.js';
import { MAX_PACKAGE_ROWS } from './service.js';

type Json = Record<string, unknown>;

/** About a third of a page per injury in the package's table. */
const LONG_DESCRIPTION = 'Disc herniation at L4-5 with radiculopathy into the left leg, confirmed on MRI; '.repeat(18);

describe('building PDFs off the event loop, with caps', () => {
  let t: TestApp;
  let owner: Session;
  let outsider: Session;

  /**
   * A case with `injuries` injuries (long ones unless `description` says otherwise): the first hundred come with the case,
   * as the wizard sends them; the rest are written straight to the table in one statement, since hundreds of requests
   * (seconds of the run) would test the injuries route, not the caps.
   */
  async function createCase(
    session: Session,
    clientName: string,
    injuries: number,
    description = (index: number) => `${index + 1}. ${LONG_DESCRIPTION}`,
  ) {
    const injury = (index: number) => ({
      type: 'herniated_disc',
      bodyPart: 'lower_back',
      severity: 'severe',
      description: description(index),
    });
    const withCase = Math.min(injuries, CASE_CREATE_RECORDS_MAX);
    const payload: Json = {
      clientName,
      status: 'open',
      dateOpened: '2025-06-05',
      incidentDate: '2025-06-01',
      caseType: 'motor_vehicle',
      injuries: Array.from({ length: withCase }, (_, index) => injury(index)),
    };
    const response = await call(t, { method: 'POST', url: '/api/cases', payload, session });
    expect(response.statusCode, response.body).toBe(201);
    const caseId = response.json<{ id: string }>().id;
    if (injuries > withCase) {
      const db = t.runtime.database.db;
      const { firm_id: firmId } = await db.selectFrom('legal_case').select('firm_id').where('id', '=', caseId).executeTakeFirstOrThrow();
      const rest = Array.from({ length: injuries - withCase }, (_, offset) => injury(withCase + offset));
      await db
        .insertInto('injury')
        .values(
          rest.map((row) => ({
            firm_id: firmId,
            case_id: caseId,
            type: row.type,
            body_part: row.bodyPart,
            severity: row.severity,
            description: row.description,
          })),
        )
        .execute();
    }
    const { count } = await t.runtime.database.db
      .selectFrom('injury')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('case_id', '=', caseId)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(injuries);
    return caseId;
  }

  const pdf = (caseId: string, session: Session, version = 'client') =>
    call(t, { method: 'GET', url: `/api/cases/${caseId}/demand-package.pdf?version=${version}`, session });

  beforeAll(async () => {
    t = await createTestApp('pglite');
    owner = await registerAndSignIn(t, { name: 'Long Owner', company: 'Long Records LLP' });
    outsider = await registerAndSignIn(t, { name: 'Other Owner', company: 'Another Firm' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("answers another firm's requests while a long package is being built", async () => {
    const caseId = await createCase(owner, 'Long Client', 240);
    let settled = false;
    const building = pdf(caseId, owner).finally(() => {
      settled = true;
    });
    // Wait until the package is in the render thread, then ask the server for something else.
    while (getRenderPool().pending() === 0 && !settled) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    const health = await call(t, { method: 'GET', url: '/api/health' });
    const cases = await call(t, { method: 'GET', url: '/api/cases', session: outsider });
    expect(health.statusCode).toBe(200);
    expect(cases.statusCode).toBe(200);
    expect(settled, 'the other requests were answered while the package was still being built').toBe(false);
    const response = await building;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  }, 120_000);

  it('refuses a package past the page cap with a 422 that says what to trim, and stores nothing', async () => {
    const caseId = await createCase(owner, 'Too Long Client', 420);
    const response = await pdf(caseId, owner);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.code).toBe('DOCUMENT_TOO_LARGE');
    expect(response.json().error.message).toMatch(/past 250 pages/);
    const documents = await call(t, { method: 'GET', url: `/api/cases/${caseId}/documents`, session: owner });
    expect(documents.statusCode).toBe(200);
    expect(JSON.stringify(documents.json())).not.toContain('Demand letter');
  }, 120_000);

  it('refuses a package past the row cap before building it', async () => {
    const caseId = await createCase(owner, 'Many Rows Client', MAX_PACKAGE_ROWS + 1, (index) => `Row ${index}`);
    const response = await pdf(caseId, owner);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.message).toContain(`at most ${MAX_PACKAGE_ROWS} injuries`);
  }, 180_000);

  it('builds one document at a time per user, and two identical requests share one build and one stored letter', async () => {
    const caseId = await createCase(owner, 'Twice Client', 120);
    const other = await createCase(owner, 'Second Client', 60);
    const [first, twin, different] = await Promise.all([pdf(caseId, owner), pdf(caseId, owner), pdf(other, owner)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(twin.statusCode, twin.body).toBe(200);
    expect(Buffer.compare(first.rawPayload, twin.rawPayload)).toBe(0);
    expect(first.headers['x-document-id']).toBe(twin.headers['x-document-id']);
    expect(different.statusCode, different.body).toBe(429);
    expect(different.headers['retry-after']).toBeDefined();
    expect(different.json().error.code).toBe('RATE_LIMITED');
    // Once the first is done, the user's next document is built.
    expect((await pdf(other, owner)).statusCode).toBe(200);
  }, 120_000);
});
