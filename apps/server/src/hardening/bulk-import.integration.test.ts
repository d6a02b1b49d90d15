// A CSV import at the documented limit (10,000 rows) saves every case and its audit entry in one transaction.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_IMPORT_MAX_ROWS, type CaseCreate } from '@casecast/domain';
import { chunkSizeFor, MAX_BIND_PARAMETERS } from '../db/insert-in-chunks.js';
import { insertCases } from '../features/cases/repository.js';
import { call, createTestApp, databaseTargets, registerAndSignIn, type Session, type TestApp } from '../test/harness.js';

/** Rows 1..n; every 1,000th row has no client name, so it is skipped and reported. */
function buildCsv(rows: number): string {
  const lines = ['Client Name,Status,Date Opened,Insurance Carrier,Policy Limits,Liability,Medical Costs,Notes'];
  for (let row = 1; row <= rows; row++) {
    const name = row % 1000 === 0 ? '' : `Client ${String(row).padStart(5, '0')}`;
    lines.push(
      `${name},open,2024-03-${String((row % 28) + 1).padStart(2, '0')},Carrier ${row % 7},"$${25_000 + row}",0.${row % 10},${row * 3}.50,"Row ${row}, imported"`,
    );
  }
  return lines.join('\r\n');
}

describe('insertInChunks sizing', () => {
  it('keeps every statement within the bind parameter limit', () => {
    expect(chunkSizeFor(8)).toBe(8191);
    expect(chunkSizeFor(8) * 8).toBeLessThanOrEqual(MAX_BIND_PARAMETERS);
    expect((chunkSizeFor(8) + 1) * 8).toBeGreaterThan(MAX_BIND_PARAMETERS);
    expect(chunkSizeFor(100_000)).toBe(1);
  });
});

describe.each(databaseTargets())('CSV import of 10,000 rows on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let firmId: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Bulk Importer', company: 'Bulk Firm' });
    firmId = (await call(t, { method: 'GET', url: '/api/firm', session: owner })).json<{ id: string }>().id;
  });
  afterAll(async () => {
    await t?.close();
  });
  const db = () => t.runtime.database.db;
  const countAudit = async () =>
    Number(
      (
        await db()
          .selectFrom('audit_entry')
          .select(sql<number>`count(*)`.as('count'))
          .where('firm_id', '=', firmId)
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('imports every valid row of a 10,000-row file, each with its audit entry, and reports the skipped ones', async () => {
    const csv = buildCsv(CASE_IMPORT_MAX_ROWS);
    const response = await call(t, { method: 'POST', url: '/api/cases/import', payload: { csv }, session: owner });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    const result = response.json<{ imported: number; skipped: Array<{ row: number; errors: string[] }> }>();
    expect(result.imported).toBe(9_990);
    expect(result.skipped).toHaveLength(10);
    expect(result.skipped[0]).toEqual({ row: 1000, errors: ['Client name is required'] });

    const list = (await call(t, { method: 'GET', url: '/api/cases?sort=clientName&direction=desc&pageSize=1', session: owner })).json<{
      totalAll: number;
      items: Array<{ id: string; clientName: string; medicalCosts: number; notes: string }>;
    }>();
    expect(list.totalAll).toBe(9_990);
    expect(list.items[0]).toMatchObject({ clientName: 'Client 09999', medicalCosts: 29_997.5, notes: 'Row 9999, imported' });
    const history = (await call(t, { method: 'GET', url: `/api/cases/${list.items[0]!.id}/history`, session: owner })).json<{
      items: Array<{ action: string; actorName: string; changes: Record<string, { new: unknown }> }>;
    }>().items;
    expect(history).toEqual([expect.objectContaining({ action: 'create', actorName: 'Bulk Importer' })]);
    expect(history[0]!.changes.source).toEqual({ old: null, new: 'CSV import, row 9999' });
    expect(await countAudit()).toBe(9_990);
  }, 120_000);

  it('rolls back every chunk when a later chunk fails, so a bulk insert is all or nothing', async () => {
    const before = (await call(t, { method: 'GET', url: '/api/cases', session: owner })).json<{ totalAll: number }>().totalAll;
    const inputs: CaseCreate[] = Array.from({ length: 6_000 }, (_, index) => ({
      clientName: `Atomic ${index}`,
      phase: 'intake',
      dateOpened: '2024-01-01',
      caseType: 'other',
    }));
    // Past the first chunk: a value the column refuses (liability is numeric(6,5), 0..1), as a database failure mid-import.
    inputs[5_999] = { ...inputs[5_999]!, liability: 7 };
    await expect(
      db()
        .transaction()
        .execute((trx) => insertCases(trx, firmId, inputs)),
    ).rejects.toThrow();
    const after = (await call(t, { method: 'GET', url: '/api/cases', session: owner })).json<{ totalAll: number }>().totalAll;
    expect(after).toBe(before);
  }, 60_000);
});
