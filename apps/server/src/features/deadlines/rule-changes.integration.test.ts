import { LIMITATION_RULES, ruleRowRef } from '@casecast/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseTargets, joinFirmAs, registerAndSignIn, type Session, type TestApp } from '../../test/harness.js';
import { currentRulesVersion, listRuleTable, NOTHING_TO_CONFIRM_MESSAGE } from './rule-change-service.js';

type Change = {
  computedKey: string;
  from: string | null;
  to: string | null;
  citation: string | null;
  ruleId: string | null;
  reason: string;
};
type ToConfirm = { caseId: string; clientName: string; attorneyName: string | null; changes: Change[] };
type Deadline = { id: string; title: string; dueDate: string; confirmedAt: string | null; confirmedBy: string | null };

const texas = LIMITATION_RULES.find((rule) => rule.jurisdiction === 'TX' && rule.claimType === 'general_injury')!;
const texasRow = ruleRowRef(texas);

describe.each(databaseTargets())('rule changes on %s', (target) => {
  let t: TestApp;
  let ownerA: Session;
  let attorney: Session;
  let staff: Session;
  let ownerB: Session;
  let caseId: string;
  let kenCaseId: string;
  let firmA: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    ownerA = await registerAndSignIn(t, { name: 'Alice Owner', company: 'Firm A' });
    ownerB = await registerAndSignIn(t, { name: 'Bob Owner', company: 'Firm B' });
    attorney = await joinFirmAs(t, ownerA, 'attorney', 'Ann Attorney');
    staff = await joinFirmAs(t, ownerA, 'staff', 'Sam Staff');
    const attorneys = await call(t, { method: 'GET', url: '/api/attorneys', session: ownerA });
    const attorneyId = attorneys
      .json<{ items: Array<{ id: string; userId: string | null }> }>()
      .items.find((item) => item.userId === attorney.userId)!.id;
    const base = { status: 'open', dateOpened: '2024-03-20', state: 'TX', incidentDate: '2024-03-12' };
    const created = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { ...base, clientName: 'Maria Lopez', attorneyId },
      session: ownerA,
    });
    expect(created.statusCode, created.body).toBe(201);
    caseId = created.json<{ id: string }>().id;
    // A case whose dates the current rules give already: never listed.
    const ken = await call(t, { method: 'POST', url: '/api/cases', payload: { ...base, clientName: 'Ken Ito' }, session: ownerA });
    expect(ken.statusCode, ken.body).toBe(201);
    kenCaseId = ken.json<{ id: string }>().id;
    // Firm B's New York case: its rule is not firm A's.
    expect(
      (await call(t, { method: 'POST', url: '/api/cases', payload: { ...base, state: 'NY', clientName: 'Bea Park' }, session: ownerB }))
        .statusCode,
    ).toBe(201);
    firmA = (await sql<{ firm_id: string }>`SELECT firm_id FROM legal_case WHERE id = ${caseId}`.execute(t.runtime.database.db)).rows[0]!
      .firm_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const deadlines = async (session: Session = ownerA) =>
    (await call(t, { method: 'GET', url: `/api/cases/${caseId}/deadlines`, session })).json<{ items: Deadline[] }>().items;
  const myDay = async (session: Session) => {
    const response = await call(t, { method: 'GET', url: '/api/my-day', session });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ datesToConfirm: ToConfirm[] }>().datesToConfirm;
  };
  const timeline = async () =>
    (await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: ownerA })).json<{
      timeline: Array<{ title: string; description: string }>;
    }>().timeline;

  /**
   * The state an upgrade leaves behind: the case's statute of limitations was computed, and confirmed by the attorney,
   * under an earlier version of the Texas row (another fingerprint, another date) and checked under older tables.
   */
  async function dateFromAnEarlierRow() {
    const [sol] = (await deadlines()).filter((item) => item.title === 'Statute of limitations');
    const db = t.runtime.database.db;
    await sql`UPDATE case_deadline SET due_date = '2026-06-01', nominal_date = '2026-06-01', confirmed_at = now(), confirmed_by = 'Ann Attorney' WHERE id = ${sol!.id}`.execute(
      db,
    );
    const confirmed = JSON.stringify([
      { computedKey: 'sol', ruleId: texasRow.ruleId, fingerprint: 'earlier-version', dueDate: '2026-06-01' },
    ]);
    await sql`INSERT INTO case_rule_basis (firm_id, case_id, checked_version, confirmed_rules, confirmed_version, confirmed_at, confirmed_by)
      VALUES (${firmA}, ${caseId}, 'older-tables', ${confirmed}::jsonb, 'older-tables', now() - interval '30 days', 'Ann Attorney')
      ON CONFLICT (firm_id, case_id) DO UPDATE SET checked_version = excluded.checked_version, confirmed_rules = excluded.confirmed_rules,
        confirmed_version = excluded.confirmed_version, confirmed_at = excluded.confirmed_at, confirmed_by = excluded.confirmed_by`.execute(
      db,
    );
  }

  it('checked every open case against the tables on start, and lists none whose dates the rules still give', async () => {
    await expect(t.runtime.ruleCheck).resolves.toMatchObject({ failed: 0 });
    const check = await call(t, { method: 'POST', url: '/api/rules/check', session: ownerA });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual({ rulesVersion: currentRulesVersion, checked: 2, listed: 0 });
    expect(await myDay(ownerA)).toEqual([]);
  });

  it('moves a date a corrected row changes and lists the case for its attorney and the owners, not for another firm', async () => {
    await dateFromAnEarlierRow();
    expect((await call(t, { method: 'POST', url: '/api/rules/check', session: staff })).statusCode).toBe(403);
    const check = await call(t, { method: 'POST', url: '/api/rules/check', session: attorney });
    expect(check.statusCode, check.body).toBe(200);
    // Only the case checked under older tables is compared again.
    expect(check.json()).toEqual({ rulesVersion: currentRulesVersion, checked: 1, listed: 1 });

    const [sol] = (await deadlines()).filter((item) => item.title === 'Statute of limitations');
    expect(sol).toMatchObject({ dueDate: '2026-03-12', confirmedAt: null, confirmedBy: null });

    const expected = {
      caseId,
      clientName: 'Maria Lopez',
      attorneyName: 'Ann Attorney',
      changes: [
        {
          computedKey: 'sol',
          from: '2026-06-01',
          to: '2026-03-12',
          citation: texas.citation,
          ruleId: texasRow.ruleId,
          reason: 'row_corrected',
        },
      ],
    };
    expect(await myDay(attorney)).toMatchObject([expected]);
    expect(await myDay(ownerA)).toMatchObject([expected]);
    const onCasePage = (await call(t, { method: 'GET', url: `/api/cases/${caseId}/deadlines`, session: staff })).json<{
      ruleChange: { changes: Change[] } | null;
    }>();
    expect(onCasePage.ruleChange?.changes).toMatchObject(expected.changes);
    expect(await myDay(ownerB)).toEqual([]);

    const events = await timeline();
    expect(events).toContainEqual(
      expect.objectContaining({
        title: 'Rule Change: Dates to Confirm',
        description: `Statute of limitations: 2026-06-01 → 2026-03-12 (${texas.citation}; the rule was corrected). An attorney must confirm the dates again.`,
      }),
    );
    const history = (await call(t, { method: 'GET', url: `/api/cases/${caseId}/history`, session: ownerA })).json<{
      items: Array<{ actorName: string | null; changes: Record<string, { old: unknown; new: unknown }> }>;
    }>().items;
    expect(history[0]).toMatchObject({ actorName: 'Rule update', changes: { dueDate: { old: '2026-06-01', new: '2026-03-12' } } });
  });

  it('lets only owners and attorneys of the firm confirm the dates, with a strict body', async () => {
    const url = `/api/cases/${caseId}/confirm-dates`;
    const denied = await call(t, { method: 'POST', url, session: staff });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      error: expect.objectContaining({ message: 'Only owners and attorneys can confirm dates after a rule change.' }),
    });
    expect((await call(t, { method: 'POST', url, session: ownerB })).statusCode).toBe(404);
    const unknownField = await call(t, { method: 'POST', url, payload: { confirmed: true }, session: attorney });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().error.message).toBe('Unknown field "confirmed": it is not part of this request.');
    expect((await myDay(attorney)).map((entry) => entry.caseId)).toEqual([caseId]);
  });

  it('confirms the dates, records the rows and fingerprints they came from, and takes the case off the list', async () => {
    const response = await call(t, { method: 'POST', url: `/api/cases/${caseId}/confirm-dates`, session: attorney });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      caseId,
      confirmedBy: 'Ann Attorney',
      rulesVersion: currentRulesVersion,
      rules: [{ computedKey: 'sol', ruleId: texasRow.ruleId, fingerprint: texasRow.fingerprint, dueDate: '2026-03-12' }],
    });
    const [sol] = (await deadlines()).filter((item) => item.title === 'Statute of limitations');
    expect(sol).toMatchObject({ dueDate: '2026-03-12', confirmedBy: 'Ann Attorney' });
    expect(sol!.confirmedAt).not.toBeNull();
    expect(await myDay(attorney)).toEqual([]);
    expect(await myDay(ownerA)).toEqual([]);
    expect((await call(t, { method: 'GET', url: `/api/cases/${caseId}/deadlines`, session: ownerA })).json().ruleChange).toBeNull();
    const events = await timeline();
    expect(events.map((event) => event.title)).toContain('Dates Confirmed');
    expect(events.map((event) => event.title)).not.toContain('Rule Change: Dates to Confirm');

    const again = await call(t, { method: 'POST', url: `/api/cases/${caseId}/confirm-dates`, session: attorney });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(NOTHING_TO_CONFIRM_MESSAGE);
    // Checked and confirmed under these tables: a new check has nothing to compare.
    expect((await call(t, { method: 'POST', url: '/api/rules/check', session: ownerA })).json()).toMatchObject({ checked: 0, listed: 0 });
    expect((await call(t, { method: 'POST', url: '/api/rules/check', payload: { force: true }, session: ownerA })).statusCode).toBe(400);
  });

  it("shows owners every rule the firm's cases use, with its verification, and re-verify a year after it", async () => {
    expect((await call(t, { method: 'GET', url: '/api/rules', session: attorney })).statusCode).toBe(403);
    const response = await call(t, { method: 'GET', url: '/api/rules', session: ownerA });
    expect(response.statusCode, response.body).toBe(200);
    const table = response.json<{ items: Array<Record<string, unknown>>; reverifyAfterYears: number }>();
    expect(table.reverifyAfterYears).toBe(1);
    expect(table.items).toEqual([
      expect.objectContaining({
        ruleId: texasRow.ruleId,
        fingerprint: texasRow.fingerprint,
        jurisdiction: 'TX',
        jurisdictionName: 'Texas',
        claimType: 'general_injury',
        periodText: '2 years',
        citation: texas.citation,
        effectiveFrom: texas.effectiveFrom,
        verifiedOn: texas.verifiedOn,
        verified: true,
        reverify: false,
        caseCount: 2,
      }),
    ]);
    const nextYear = await listRuleTable(
      t.runtime.database.db,
      { firmId: firmA, userId: null, userName: null, role: 'owner' },
      '2099-01-01',
    );
    expect(nextYear.items.map((item) => [item.ruleId, item.reverify])).toEqual([[texasRow.ruleId, true]]);
    const firmB = (await call(t, { method: 'GET', url: '/api/rules', session: ownerB })).json<{ items: Array<{ jurisdiction: string }> }>();
    expect(firmB.items.map((item) => item.jurisdiction)).toEqual(['NY']);
  });

  it("records the row of a date an attorney confirms on its own, so a court calendar's move is told from a corrected row", async () => {
    const list = (await call(t, { method: 'GET', url: `/api/cases/${kenCaseId}/deadlines`, session: attorney })).json<{
      items: Deadline[];
    }>().items;
    const sol = list.find((item) => item.title === 'Statute of limitations')!;
    const confirmed = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${kenCaseId}/deadlines/${sol.id}`,
      payload: { confirmed: true },
      session: attorney,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The tables of an earlier version gave another date from the same row (a court holiday since added, say).
    const db = t.runtime.database.db;
    await sql`UPDATE case_deadline SET due_date = '2026-03-11' WHERE id = ${sol.id}`.execute(db);
    await sql`UPDATE case_rule_basis SET checked_version = 'older-tables' WHERE case_id = ${kenCaseId}`.execute(db);
    expect((await call(t, { method: 'POST', url: '/api/rules/check', session: ownerA })).json()).toMatchObject({ checked: 1, listed: 1 });
    const [entry] = await myDay(ownerA);
    expect(entry).toMatchObject({ caseId: kenCaseId, clientName: 'Ken Ito', attorneyName: null });
    expect(entry!.changes).toEqual([
      {
        computedKey: 'sol',
        title: 'Statute of limitations',
        from: '2026-03-11',
        to: '2026-03-12',
        citation: texas.citation,
        ruleId: texasRow.ruleId,
        reason: 'same_row',
      },
    ]);
    // Ken Ito has no attorney: only the owners see the case.
    expect(await myDay(attorney)).toEqual([]);
  });
});
