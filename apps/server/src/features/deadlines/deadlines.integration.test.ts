import { addLegalPeriod, DATE_CHECK_PREFIX, getTodayIsoDate, UNKNOWN_LIMITATIONS_MESSAGE } from '@casecast/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  databaseTargets,
  expectHiddenFromOtherFirm,
  registerAndSignIn,
  type Session,
  type TestApp,
} from '../../test/harness.js';

type Json = Record<string, unknown>;
type DeadlineJson = {
  id: string;
  kind: string;
  title: string;
  dueDate: string;
  nominalDate: string | null;
  movedBecause: string | null;
  status: string;
  confirmedAt: string | null;
  confirmedBy: string | null;
  overrideReason: string | null;
  computed: boolean;
  rule: { jurisdiction: string; citation: string; verified: boolean; period: Json } | null;
};
type DeadlineList = { items: DeadlineJson[]; unknownReason: string | null; warnings: string[]; disclaimer: string };
type HistoryEntry = {
  entityType: string;
  entityId: string;
  action: string;
  actorName: string | null;
  changes: Record<string, { old: unknown; new: unknown }>;
};

describe.each(databaseTargets())('deadlines and parties API on %s', (target) => {
  let t: TestApp;
  let ownerA: Session;
  let ownerB: Session;
  beforeAll(async () => {
    t = await createTestApp(target);
    ownerA = await registerAndSignIn(t, { name: 'Alice Owner', company: 'Firm A' });
    ownerB = await registerAndSignIn(t, { name: 'Bob Owner', company: 'Firm B' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const baseCase = { clientName: 'Maria Lopez', status: 'open', dateOpened: '2024-03-20' };

  async function createCase(payload: Json, session: Session = ownerA): Promise<Json & { id: string }> {
    const response = await call(t, { method: 'POST', url: '/api/cases', payload: { ...baseCase, ...payload }, session });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  async function patchCase(id: string, payload: Json): Promise<Json> {
    const response = await call(t, { method: 'PATCH', url: `/api/cases/${id}`, payload, session: ownerA });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  async function deadlines(caseId: string, session: Session = ownerA): Promise<DeadlineList> {
    const response = await call(t, { method: 'GET', url: `/api/cases/${caseId}/deadlines`, session });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const sol = (list: DeadlineList) =>
    list.items.filter((item) => item.kind === 'statute_of_limitations' && item.title === 'Statute of limitations');
  async function patchDeadline(caseId: string, deadlineId: string, payload: Json) {
    return call(t, { method: 'PATCH', url: `/api/cases/${caseId}/deadlines/${deadlineId}`, payload, session: ownerA });
  }
  async function addParty(caseId: string, payload: Json): Promise<Json & { id: string }> {
    const response = await call(t, { method: 'POST', url: `/api/cases/${caseId}/parties`, payload, session: ownerA });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  async function history(caseId: string): Promise<HistoryEntry[]> {
    return (await call(t, { method: 'GET', url: `/api/cases/${caseId}/history`, session: ownerA })).json().items;
  }

  it('gives a Texas case its 2-year statute of limitations with the citation, and recomputes it for New York with the change in the history', async () => {
    const created = await createCase({ state: 'tx', incidentDate: '2024-03-12', clientDateOfBirth: '1990-05-01' });
    expect(created).toMatchObject({ state: 'TX', clientDateOfBirth: '1990-05-01', jurisdiction: null });

    const texas = await deadlines(created.id);
    expect(texas.unknownReason).toBeNull();
    expect(texas.disclaimer).toMatch(/not legal advice/);
    expect(texas.items).toEqual([
      expect.objectContaining({
        kind: 'statute_of_limitations',
        dueDate: '2026-03-12',
        nominalDate: '2026-03-12',
        movedBecause: null,
        status: 'open',
        computed: true,
        confirmedAt: null,
        rule: expect.objectContaining({
          jurisdiction: 'TX',
          citation: 'Tex. Civ. Prac. & Rem. Code § 16.003(a)',
          verified: true,
          period: { years: 2 },
        }),
      }),
    ]);
    const [deadline] = texas.items;

    const confirmed = await patchDeadline(created.id, deadline!.id, { confirmed: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ confirmedBy: 'Alice Owner', confirmedAt: expect.any(String) });

    // A fact that leaves the date where it was keeps the confirmation.
    await patchCase(created.id, { caseType: 'motor_vehicle' });
    expect(sol(await deadlines(created.id))[0]).toMatchObject({ id: deadline!.id, dueDate: '2026-03-12', confirmedBy: 'Alice Owner' });

    const moved = await patchCase(created.id, { state: 'NY' });
    expect(moved.state).toBe('NY');
    const newYork = await deadlines(created.id);
    expect(newYork.items).toEqual([
      expect.objectContaining({
        id: deadline!.id,
        dueDate: '2027-03-12',
        confirmedAt: null,
        confirmedBy: null,
        rule: expect.objectContaining({ jurisdiction: 'NY', citation: 'N.Y. C.P.L.R. § 214(5)', period: { years: 3 } }),
      }),
    ]);
    const deadlineChanges = (await history(created.id)).filter((entry) => entry.entityType === 'deadline' && entry.action === 'update');
    expect(deadlineChanges[0]).toMatchObject({
      entityId: deadline!.id,
      actorName: 'Alice Owner',
      changes: {
        dueDate: { old: '2026-03-12', new: '2027-03-12' },
        citation: { old: 'Tex. Civ. Prac. & Rem. Code § 16.003(a)', new: 'N.Y. C.P.L.R. § 214(5)' },
        confirmedBy: { old: 'Alice Owner', new: null },
      },
    });
  });

  it('adds the New York notice of claim when a government defendant joins, and drops it when the defendant goes', async () => {
    const created = await createCase({ state: 'NY', incidentDate: '2024-03-12' });
    await addParty(created.id, { role: 'defendant', name: 'Acme Trucking LLC', kind: 'business' });
    expect((await deadlines(created.id)).items.map((item) => item.kind)).toEqual(['statute_of_limitations']);

    const city = await addParty(created.id, {
      role: 'defendant',
      name: 'City of New York',
      kind: 'government',
      address: '100 Church St, New York',
    });
    expect(city).toMatchObject({ role: 'defendant', kind: 'government', name: 'City of New York', email: null });
    const withCity = await deadlines(created.id);
    expect(withCity.items).toEqual([
      expect.objectContaining({
        kind: 'notice_of_claim',
        dueDate: '2024-06-10',
        rule: expect.objectContaining({ citation: 'N.Y. Gen. Mun. Law § 50-e(1)(a)', period: { days: 90 }, verified: true }),
      }),
      expect.objectContaining({
        kind: 'statute_of_limitations',
        title: 'Statute of limitations (claim against the government)',
        dueDate: '2025-06-10',
        rule: expect.objectContaining({ citation: 'N.Y. Gen. Mun. Law § 50-i(1)' }),
      }),
      expect.objectContaining({ kind: 'statute_of_limitations', title: 'Statute of limitations', dueDate: '2027-03-12' }),
    ]);
    const partyHistory = (await history(created.id)).filter((entry) => entry.entityType === 'party');
    expect(partyHistory.map((entry) => entry.action)).toEqual(['create', 'create']);

    const parties = await call(t, { method: 'GET', url: `/api/cases/${created.id}/parties`, session: ownerA });
    expect(parties.json().items.map((party: Json) => party.name)).toEqual(['Acme Trucking LLC', 'City of New York']);

    // Calling the city a business is a change of kind: the notice goes (and the history says so).
    const changed = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}/parties/${city.id}`,
      payload: { kind: 'business' },
      session: ownerA,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await deadlines(created.id)).items.map((item) => item.kind)).toEqual(['statute_of_limitations']);
    await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}/parties/${city.id}`,
      payload: { kind: 'government' },
      session: ownerA,
    });
    expect((await deadlines(created.id)).items).toHaveLength(3);

    // Entered as the State, the defendant is not a public corporation: § 50-e and § 50-i bind local governments only,
    // and the Court of Claims Act gives the State's own dates.
    const asState = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}/parties/${city.id}`,
      payload: { governmentLevel: 'state' },
      session: ownerA,
    });
    expect(asState.statusCode, asState.body).toBe(200);
    const againstState = await deadlines(created.id);
    expect(againstState.items.map((item) => [item.title, item.dueDate, item.rule?.citation])).toEqual([
      [
        'Notice of claim to the Attorney General (the claim, or a written notice of intention to file it)',
        '2024-06-10',
        'N.Y. Ct. Cl. Act § 10(3)',
      ],
      ['Statute of limitations (claim against the State)', '2026-03-12', 'N.Y. Ct. Cl. Act § 10(3)'],
      ['Statute of limitations', '2027-03-12', 'N.Y. C.P.L.R. § 214(5)'],
    ]);
    expect(againstState.warnings.join('\n')).not.toContain('binds local governments only');
    await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}/parties/${city.id}`,
      payload: { governmentLevel: 'local' },
      session: ownerA,
    });
    expect((await deadlines(created.id)).items).toHaveLength(3);

    const removed = await call(t, { method: 'DELETE', url: `/api/cases/${created.id}/parties/${city.id}`, session: ownerA });
    expect(removed.statusCode).toBe(204);
    expect((await deadlines(created.id)).items.map((item) => item.kind)).toEqual(['statute_of_limitations']);
    const removals = (await history(created.id)).filter((entry) => entry.entityType === 'deadline' && entry.action === 'delete');
    expect(removals.map((entry) => entry.changes.title?.old).sort()).toEqual([
      'Notice of claim to the Attorney General (the claim, or a written notice of intention to file it)',
      'Notice of claim to the public corporation (city, county, town, village, fire district or school district)',
      'Notice of claim to the public corporation (city, county, town, village, fire district or school district)',
      'Notice of claim to the public corporation (city, county, town, village, fire district or school district)',
      'Statute of limitations (claim against the State)',
      'Statute of limitations (claim against the government)',
      'Statute of limitations (claim against the government)',
      'Statute of limitations (claim against the government)',
    ]);
  });

  it('gives a federal defendant in Texas the FTCA claim (not the Texas notice), and the suit date once the denial is entered', async () => {
    const created = await createCase({ state: 'TX', incidentDate: '2024-05-09' });
    const usps = await addParty(created.id, {
      role: 'defendant',
      name: 'United States Postal Service',
      kind: 'government',
      governmentLevel: 'federal',
    });
    expect(usps).toMatchObject({ kind: 'government', governmentLevel: 'federal', claimFiledOn: null, claimDeniedOn: null });
    const before = await deadlines(created.id);
    expect(before.items.map((item) => [item.title, item.dueDate])).toEqual([
      // 2026-05-09 is a Saturday: the claim must reach the agency by then, so it does not move.
      ['Administrative claim to the federal agency (FTCA, Standard Form 95)', '2026-05-09'],
    ]);
    expect(before.items.some((item) => item.rule?.citation.includes('101.101'))).toBe(false);
    expect(before.warnings.join('\n')).toContain('enter the denial date on the federal party');
    // The Postal Service alone: the Texas period (2026-05-11) does not govern a claim against the United States.
    expect(before.warnings).toContain(
      'Every defendant entered is the United States: the claim follows the Federal Tort Claims Act, so the period of ' +
        'Tex. Civ. Prac. & Rem. Code § 16.003(a) (2026-05-11) does not govern it and is not given. Entering a defendant ' +
        'other than the United States brings it back.',
    );

    const denied = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}/parties/${usps.id}`,
      payload: { claimDeniedOn: '2025-12-07' },
      session: ownerA,
    });
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json()).toMatchObject({ claimDeniedOn: '2025-12-07' });
    const after = await deadlines(created.id);
    expect(after.items).toContainEqual(
      expect.objectContaining({
        title: 'Suit against the United States (FTCA, 6 months after the denial)',
        dueDate: '2026-06-07',
        rule: expect.objectContaining({ jurisdiction: 'US', citation: '28 U.S.C. § 2401(b)' }),
      }),
    );

    // A state-level government instead: the Texas notice, no FTCA claim; the claim was still denied, so the date stays.
    const state = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}/parties/${usps.id}`,
      payload: { governmentLevel: 'state' },
      session: ownerA,
    });
    expect(state.json()).toMatchObject({ governmentLevel: 'state', claimDeniedOn: '2025-12-07' });
    const titles = (await deadlines(created.id)).items.map((item) => item.title);
    expect(titles).toContain('Notice of claim to the governmental unit');
    expect(titles).toContain('Statute of limitations');
    expect(titles.some((title) => title.includes('FTCA'))).toBe(false);

    // No longer a government: the level and the claim dates go.
    const business = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}/parties/${usps.id}`,
      payload: { kind: 'business' },
      session: ownerA,
    });
    expect(business.json()).toMatchObject({ kind: 'business', governmentLevel: null, claimFiledOn: null, claimDeniedOn: null });

    const refusals: Array<[Json, RegExp]> = [
      [
        { role: 'defendant', name: 'X', kind: 'person', governmentLevel: 'federal' },
        /Government level applies only to a government party \(governmentLevel\)/,
      ],
      [
        { role: 'defendant', name: 'X', kind: 'business', claimDeniedOn: '2025-01-01' },
        /^Claim dates apply only to a government party \(claimDeniedOn\)$/,
      ],
      [
        { role: 'defendant', name: 'X', kind: 'government', governmentLevel: 'tribal' },
        /Government level must be one of federal, state, local/,
      ],
    ];
    for (const [payload, message] of refusals) {
      const response = await call(t, { method: 'POST', url: `/api/cases/${created.id}/parties`, payload, session: ownerA });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toMatch(message);
    }
    const onBusiness = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}/parties/${usps.id}`,
      payload: { claimDeniedOn: '2025-12-07' },
      session: ownerA,
    });
    expect(onBusiness.statusCode, onBusiness.body).toBe(400);
    expect(onBusiness.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Claim dates apply only to a government party (claimDeniedOn)',
      issues: [{ path: 'claimDeniedOn', message: 'Claim dates apply only to a government party' }],
    });
  });

  it('gives an Oklahoma case against a city its suit date 180 days after the claim is denied or deemed denied', async () => {
    const created = await createCase({ state: 'OK', incidentDate: '2024-03-12' });
    const city = await addParty(created.id, {
      role: 'defendant',
      name: 'City of Tulsa',
      kind: 'government',
      governmentLevel: 'local',
      claimFiledOn: '2025-03-10',
    });
    expect(city).toMatchObject({ governmentLevel: 'local', claimFiledOn: '2025-03-10', claimDeniedOn: null });
    const governmentSuit = (list: DeadlineList) =>
      list.items.filter((item) => item.title === 'Statute of limitations (claim against the government)');

    // No answer to the claim: deemed denied 90 days after the filing (2025-06-08, § 157(A)), suit 180 days later.
    const before = await deadlines(created.id);
    expect(governmentSuit(before)).toEqual([expect.objectContaining({ dueDate: '2025-12-05' })]);
    expect(before.warnings).toContain(
      'Okla. Stat. tit. 51, § 157(A): a claim not approved within 90 days of its filing is deemed denied, on 2025-06-08; ' +
        'the suit date counts from that day.',
    );

    const denied = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}/parties/${city.id}`,
      payload: { claimDeniedOn: '2025-06-02' },
      session: ownerA,
    });
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json()).toMatchObject({ claimFiledOn: '2025-03-10', claimDeniedOn: '2025-06-02' });
    const after = await deadlines(created.id);
    // The denial came before the deemed denial: 2025-06-02 + 180 days; a period run from the denial is not moved off a
    // weekend (2025-11-29 is a Saturday).
    expect(governmentSuit(after)).toEqual([
      expect.objectContaining({
        dueDate: '2025-11-29',
        rule: expect.objectContaining({ jurisdiction: 'OK', citation: 'Okla. Stat. tit. 51, § 157(B)' }),
      }),
    ]);
    expect(after.warnings.some((warning) => warning.includes('deemed denied'))).toBe(false);
    const partyChanges = (await history(created.id)).filter((entry) => entry.entityType === 'party' && entry.action === 'update');
    expect(partyChanges.map((entry) => entry.changes)).toContainEqual({ claimDeniedOn: { old: null, new: '2025-06-02' } });

    // A level change between governments keeps the dates; the suit date stays.
    const state = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}/parties/${city.id}`,
      payload: { governmentLevel: 'state' },
      session: ownerA,
    });
    expect(state.json()).toMatchObject({ governmentLevel: 'state', claimFiledOn: '2025-03-10', claimDeniedOn: '2025-06-02' });
    expect(governmentSuit(await deadlines(created.id))).toEqual([expect.objectContaining({ dueDate: '2025-11-29' })]);

    const tomorrow = addLegalPeriod(getTodayIsoDate(new Date(), 'Etc/GMT-14'), { days: 1 });
    const refusals: Array<[Json, { path: string; message: string }]> = [
      [{ claimDeniedOn: '2024-08-30' }, { path: 'claimDeniedOn', message: 'The claim cannot be denied before it was presented' }],
      [{ claimFiledOn: '2025-07-01' }, { path: 'claimFiledOn', message: 'The claim cannot be presented after it was denied' }],
      [{ claimDeniedOn: tomorrow }, { path: 'claimDeniedOn', message: 'The day the claim was denied cannot be in the future' }],
      [
        { claimFiledOn: null, claimDeniedOn: tomorrow },
        { path: 'claimDeniedOn', message: 'The day the claim was denied cannot be in the future' },
      ],
    ];
    for (const [payload, issue] of refusals) {
      const response = await call(t, { method: 'PATCH', url: `/api/cases/${created.id}/parties/${city.id}`, payload, session: ownerA });
      expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(400);
      expect(response.json().error).toEqual({ code: 'VALIDATION_ERROR', message: `${issue.message} (${issue.path})`, issues: [issue] });
    }
    const created400 = await call(t, {
      method: 'POST',
      url: `/api/cases/${created.id}/parties`,
      payload: { role: 'defendant', name: 'County', kind: 'government', claimFiledOn: '2025-06-02', claimDeniedOn: '2025-05-01' },
      session: ownerA,
    });
    expect(created400.statusCode, created400.body).toBe(400);
    expect(created400.json().error).toMatchObject({
      message: 'The claim cannot be denied before it was presented (claimDeniedOn)',
      issues: [{ path: 'claimDeniedOn', message: 'The claim cannot be denied before it was presented' }],
    });
    expect((await call(t, { method: 'GET', url: `/api/cases/${created.id}/parties`, session: ownerA })).json().items).toEqual([
      expect.objectContaining({ id: city.id, claimFiledOn: '2025-03-10', claimDeniedOn: '2025-06-02' }),
    ]);
  });

  it('confirms, overrides, marks met and dismisses deadlines, audits each, and leaves overridden and custom ones alone on recomputation', async () => {
    const created = await createCase({ state: 'TX', incidentDate: '2024-03-12' });
    const [limitation] = (await deadlines(created.id)).items;

    const custom = await call(t, {
      method: 'POST',
      url: `/api/cases/${created.id}/deadlines`,
      payload: { title: 'Send demand letter', dueDate: '2025-01-15' },
      session: ownerA,
    });
    expect(custom.statusCode, custom.body).toBe(201);
    expect(custom.json()).toMatchObject({
      kind: 'custom',
      title: 'Send demand letter',
      dueDate: '2025-01-15',
      computed: false,
      rule: null,
      status: 'open',
    });

    const overridden = await patchDeadline(created.id, limitation!.id, {
      dueDate: '2026-01-09',
      overrideReason: 'Tolling agreement signed 2024-05-01',
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(overridden.json()).toMatchObject({
      dueDate: '2026-01-09',
      nominalDate: '2026-03-12',
      overrideReason: 'Tolling agreement signed 2024-05-01',
    });

    // The facts move; the attorney's date and the custom deadline stay.
    await patchCase(created.id, { incidentDate: '2024-04-01' });
    const after = await deadlines(created.id);
    expect(after.items.find((item) => item.id === limitation!.id)).toMatchObject({
      dueDate: '2026-01-09',
      overrideReason: 'Tolling agreement signed 2024-05-01',
    });
    expect(after.items.find((item) => item.id === custom.json().id)).toMatchObject({ dueDate: '2025-01-15', title: 'Send demand letter' });
    expect(after.items).toHaveLength(2);

    // Clearing the reason gives the date back to the calculator, which now counts from the new incident date.
    const reverted = await patchDeadline(created.id, limitation!.id, { overrideReason: null });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({ dueDate: '2026-04-01', overrideReason: null });

    const met = await patchDeadline(created.id, custom.json().id, { status: 'met' });
    expect(met.json()).toMatchObject({ status: 'met' });
    const dismissed = await patchDeadline(created.id, limitation!.id, { status: 'dismissed' });
    expect(dismissed.json()).toMatchObject({ status: 'dismissed' });
    // A dismissed deadline is the attorney's call too: a new incident date does not move or re-add it.
    await patchCase(created.id, { incidentDate: '2024-05-01' });
    expect((await deadlines(created.id)).items.find((item) => item.id === limitation!.id)).toMatchObject({
      status: 'dismissed',
      dueDate: '2026-04-01',
    });
    expect((await deadlines(created.id)).items).toHaveLength(2);

    const audited = (await history(created.id)).filter((entry) => entry.entityType === 'deadline' && entry.action === 'update');
    expect(audited).toContainEqual(
      expect.objectContaining({
        changes: {
          dueDate: { old: '2026-03-12', new: '2026-01-09' },
          overrideReason: { old: null, new: 'Tolling agreement signed 2024-05-01' },
        },
      }),
    );
    expect(audited).toContainEqual(
      expect.objectContaining({ changes: { overrideReason: { old: 'Tolling agreement signed 2024-05-01', new: null } } }),
    );
    expect(audited).toContainEqual(
      expect.objectContaining({ changes: expect.objectContaining({ dueDate: { old: '2026-01-09', new: '2026-04-01' } }) }),
    );
    expect(audited.some((entry) => entry.changes.status?.new === 'met')).toBe(true);
    expect(audited.some((entry) => entry.changes.status?.new === 'dismissed')).toBe(true);
    expect(audited.every((entry) => entry.actorName === 'Alice Owner')).toBe(true);
  });

  it('moves a due date that falls on a weekend to the next business day and says so', async () => {
    // 2026-03-14 is a Saturday.
    const created = await createCase({ state: 'TX', incidentDate: '2024-03-14' });
    expect((await deadlines(created.id)).items[0]).toMatchObject({
      nominalDate: '2026-03-14',
      dueDate: '2026-03-16',
      movedBecause: 'weekend',
    });
  });

  it('warns in the list when the dates cannot all be right: a birth after the incident, an incident in the future', async () => {
    const mistyped = await createCase({ state: 'TX', incidentDate: '2024-06-12', clientDateOfBirth: '2042-06-12' });
    const list = await deadlines(mistyped.id);
    expect(list.warnings).toContain(
      `${DATE_CHECK_PREFIX}the client's date of birth (2042-06-12) is after the incident (2024-06-12); minority tolling was not applied.`,
    );
    expect(sol(list)).toEqual([expect.objectContaining({ nominalDate: '2026-06-12' })]);

    const future = addLegalPeriod(getTodayIsoDate(), { days: 10 });
    await patchCase(mistyped.id, { incidentDate: future, clientDateOfBirth: null });
    expect((await deadlines(mistyped.id)).warnings).toContain(`${DATE_CHECK_PREFIX}the incident date (${future}) is in the future.`);
  });

  it('runs a wrongful death period from the date of death, and warns when the death is before the incident', async () => {
    const created = await createCase({ state: 'TX', caseType: 'wrongful_death', incidentDate: '2024-03-01', dateOfDeath: '2024-04-15' });
    expect(created).toMatchObject({ dateOfDeath: '2024-04-15' });
    expect(sol(await deadlines(created.id))).toEqual([
      expect.objectContaining({
        nominalDate: '2026-04-15',
        rule: expect.objectContaining({ citation: 'Tex. Civ. Prac. & Rem. Code § 16.003(b)' }),
      }),
    ]);

    // The date of death is a deadline fact: changing it moves the date (and the history says so).
    await patchCase(created.id, { dateOfDeath: '2024-05-20' });
    expect(sol(await deadlines(created.id))).toEqual([expect.objectContaining({ nominalDate: '2026-05-20' })]);
    const moved = (await history(created.id)).filter((entry) => entry.entityType === 'deadline' && entry.action === 'update');
    expect(moved.some((entry) => entry.changes.dueDate?.new === '2026-05-20')).toBe(true);

    await patchCase(created.id, { dateOfDeath: '2024-02-01' });
    expect((await deadlines(created.id)).warnings).toContain(
      `${DATE_CHECK_PREFIX}the date of death (2024-02-01) is before the incident (2024-03-01).`,
    );
    const cleared = await patchCase(created.id, { dateOfDeath: null });
    expect(cleared).toMatchObject({ dateOfDeath: null });
    expect((await deadlines(created.id)).warnings.join('\n')).toContain('none is entered');

    const refused = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}`,
      payload: { dateOfDeath: '2024-02-30' },
      session: ownerA,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/Invalid date format \(dateOfDeath\)/);
  });

  it('gives the property damage claim its own date once the case records property damage, and drops it when cleared', async () => {
    const created = await createCase({ state: 'VA', caseType: 'motor_vehicle', incidentDate: '2024-03-12' });
    const titles = async () => (await deadlines(created.id)).items.map((item) => [item.title, item.dueDate, item.rule?.citation]);
    expect(await titles()).toEqual([['Statute of limitations', '2026-03-12', 'Va. Code Ann. § 8.01-243(A)']]);

    // The estimate is a deadline fact: entering it adds the property claim's 5 years, and the history says so.
    await patchCase(created.id, { propertyDamageAmount: 8_450.25 });
    expect(await titles()).toEqual([
      ['Statute of limitations', '2026-03-12', 'Va. Code Ann. § 8.01-243(A)'],
      ['Statute of limitations (property damage)', '2029-03-12', 'Va. Code Ann. § 8.01-243(B)'],
    ]);
    const added = (await history(created.id)).filter((entry) => entry.entityType === 'deadline' && entry.action === 'create');
    expect(added.some((entry) => entry.changes.title?.new === 'Statute of limitations (property damage)')).toBe(true);

    await patchCase(created.id, { propertyDamageAmount: null });
    expect(await titles()).toEqual([['Statute of limitations', '2026-03-12', 'Va. Code Ann. § 8.01-243(A)']]);

    // Alabama has no property damage row (the period depends on the theory of the claim): a warning, no date.
    const alabama = await createCase({ state: 'AL', caseType: 'motor_vehicle', incidentDate: '2024-03-12', propertyDamageAmount: 3_000 });
    const list = await deadlines(alabama.id);
    expect(list.items.map((item) => item.title)).toEqual(['Statute of limitations']);
    expect(list.warnings).toContain('Property damage: No property damage rule on file for AL: check the statute by hand.');
  });

  it('says why the statute of limitations is unknown, and lists the case and the soon-due deadlines for the whole firm', async () => {
    const unknown = await createCase({ clientName: 'No State Yet', incidentDate: '2024-03-12' });
    const list = await deadlines(unknown.id);
    expect(list).toMatchObject({ items: [], unknownReason: UNKNOWN_LIMITATIONS_MESSAGE });
    expect(UNKNOWN_LIMITATIONS_MESSAGE).toBe('Statute of limitations unknown — enter the state and incident date');

    // Due in about a month: two years before today plus 30 days.
    const today = getTodayIsoDate();
    const soon = await createCase({ clientName: 'Due Soon', state: 'TX', incidentDate: addLegalPeriod(today, { years: -2, days: 30 }) });
    const settled = await createCase({
      clientName: 'Settled Already',
      status: 'Settled',
      state: 'TX',
      incidentDate: addLegalPeriod(today, { years: -2, days: 30 }),
    });
    const bFirm = await createCase(
      { clientName: 'Other Firm Client', state: 'TX', incidentDate: addLegalPeriod(today, { years: -2, days: 30 }) },
      ownerB,
    );

    const upcoming = await call(t, { method: 'GET', url: '/api/deadlines/upcoming?days=90', session: ownerA });
    expect(upcoming.statusCode, upcoming.body).toBe(200);
    const body = upcoming.json();
    expect(body.until).toBe(addLegalPeriod(today, { days: 90 }));
    expect(body.items.filter((item: Json) => item.caseId === soon.id)).toEqual([
      expect.objectContaining({
        clientName: 'Due Soon',
        caseNo: soon.caseNo,
        kind: 'statute_of_limitations',
        rule: expect.objectContaining({ citation: 'Tex. Civ. Prac. & Rem. Code § 16.003(a)' }),
      }),
    ]);
    const listedCases = body.items.map((item: Json) => item.caseId);
    expect(listedCases).not.toContain(settled.id);
    expect(listedCases).not.toContain(bFirm.id);
    expect(body.casesWithoutLimitations).toContainEqual({
      caseId: unknown.id,
      clientName: 'No State Yet',
      caseNo: unknown.caseNo,
      caseNumber: null,
      state: null,
      incidentDate: '2024-03-12',
    });
    expect(body.casesWithoutLimitations.map((item: Json) => item.caseId)).not.toContain(soon.id);
    expect(body.casesWithoutLimitationsTotal).toBeGreaterThanOrEqual(1);

    const nearer = (await call(t, { method: 'GET', url: '/api/deadlines/upcoming?days=5', session: ownerA })).json();
    expect(nearer.items.map((item: Json) => item.caseId)).not.toContain(soon.id);

    const forB = (await call(t, { method: 'GET', url: '/api/deadlines/upcoming', session: ownerB })).json();
    expect(forB.items.map((item: Json) => item.caseId)).toEqual([bFirm.id]);
    expect(forB.casesWithoutLimitations).toEqual([]);
    expect(forB.truncated).toBe(false);
    // Past 500 the list says it was cut.
    await sql`INSERT INTO case_deadline (firm_id, case_id, kind, title, due_date)
      SELECT firm_id, id, 'notice_of_claim', 'Notice ' || n, ${today}::date FROM legal_case, generate_series(1, 500) AS n WHERE id = ${bFirm.id}`.execute(
      t.runtime.database.db,
    );
    const cut = (await call(t, { method: 'GET', url: '/api/deadlines/upcoming', session: ownerB })).json();
    expect(cut.items).toHaveLength(500);
    expect(cut.truncated).toBe(true);

    // Entering the state fills the gap.
    await patchCase(unknown.id, { state: 'CA' });
    expect(sol(await deadlines(unknown.id))).toEqual([
      expect.objectContaining({ dueDate: '2026-03-12', rule: expect.objectContaining({ jurisdiction: 'CA' }) }),
    ]);
  });

  it("answers 404 for another firm's case, party and deadline ids", async () => {
    const created = await createCase({ state: 'TX', incidentDate: '2024-03-12' });
    const party = await addParty(created.id, { role: 'witness', name: 'Jane Roe', kind: 'person', phone: '555-0100' });
    const [deadline] = (await deadlines(created.id)).items;
    const theirs = await createCase({ clientName: 'B client' }, ownerB);
    await expectHiddenFromOtherFirm(t, {
      outsider: ownerB,
      requests: [
        { method: 'GET', url: `/api/cases/${created.id}/deadlines` },
        { method: 'POST', url: `/api/cases/${created.id}/deadlines`, payload: { title: 'Theirs', dueDate: '2025-01-01' } },
        { method: 'PATCH', url: `/api/cases/${created.id}/deadlines/${deadline!.id}`, payload: { status: 'dismissed' } },
        { method: 'PATCH', url: `/api/cases/${theirs.id}/deadlines/${deadline!.id}`, payload: { confirmed: true } },
        { method: 'GET', url: `/api/cases/${created.id}/parties` },
        { method: 'POST', url: `/api/cases/${created.id}/parties`, payload: { role: 'defendant', name: 'City', kind: 'government' } },
        { method: 'PATCH', url: `/api/cases/${created.id}/parties/${party.id}`, payload: { name: 'Changed' } },
        { method: 'PATCH', url: `/api/cases/${theirs.id}/parties/${party.id}`, payload: { name: 'Changed' } },
        { method: 'DELETE', url: `/api/cases/${created.id}/parties/${party.id}` },
        { method: 'DELETE', url: `/api/cases/${theirs.id}/parties/${party.id}` },
      ],
    });
    // Nothing changed.
    expect((await deadlines(created.id)).items).toEqual([expect.objectContaining({ id: deadline!.id, status: 'open', confirmedAt: null })]);
    const parties = (await call(t, { method: 'GET', url: `/api/cases/${created.id}/parties`, session: ownerA })).json().items;
    expect(parties).toEqual([expect.objectContaining({ id: party.id, name: 'Jane Roe' })]);
  });

  it('refuses bad input with 400 naming the field and saves nothing', async () => {
    const created = await createCase({ state: 'TX', incidentDate: '2024-03-12' });
    const [deadline] = (await deadlines(created.id)).items;
    const refusals: Array<[{ method: 'POST' | 'PATCH' | 'GET'; url: string; payload?: unknown }, RegExp]> = [
      [{ method: 'POST', url: '/api/cases', payload: { ...baseCase, state: 'ZZ' } }, /State must be the two-letter code/],
      [{ method: 'PATCH', url: `/api/cases/${created.id}`, payload: { state: 'Texas' } }, /State must be the two-letter code/],
      [
        { method: 'PATCH', url: `/api/cases/${created.id}`, payload: { clientDateOfBirth: '1990-02-30' } },
        /Invalid date format \(clientDateOfBirth\)/,
      ],
      [
        { method: 'POST', url: `/api/cases/${created.id}/deadlines`, payload: { title: 'File suit', dueDate: 'next Friday' } },
        /Invalid date format \(dueDate\)/,
      ],
      [{ method: 'POST', url: `/api/cases/${created.id}/deadlines`, payload: { title: '  ', dueDate: '2025-01-01' } }, /Title is required/],
      [
        { method: 'PATCH', url: `/api/cases/${created.id}/deadlines/${deadline!.id}`, payload: { dueDate: '2026-01-09' } },
        /overrideReason/,
      ],
      [
        {
          method: 'PATCH',
          url: `/api/cases/${created.id}/deadlines/${deadline!.id}`,
          payload: { dueDate: '2026-01-09', overrideReason: '   ' },
        },
        /overrideReason/,
      ],
      [
        { method: 'PATCH', url: `/api/cases/${created.id}/deadlines/${deadline!.id}`, payload: { status: 'done' } },
        /^Status must be one of open, met, dismissed$/,
      ],
      [
        { method: 'PATCH', url: `/api/cases/${created.id}/deadlines/${deadline!.id}`, payload: { title: 'Mine now' } },
        /computed deadline cannot be changed \(title\)/,
      ],
      [{ method: 'PATCH', url: `/api/cases/${created.id}/deadlines/${deadline!.id}`, payload: {} }, /Nothing to change/],
      [
        { method: 'POST', url: `/api/cases/${created.id}/parties`, payload: { role: 'judge', name: 'X', kind: 'person' } },
        /^Role must be one of client, defendant, witness, other$/,
      ],
      [
        { method: 'POST', url: `/api/cases/${created.id}/parties`, payload: { role: 'defendant', name: 'X', kind: 'alien' } },
        /^Kind must be one of person, business, government$/,
      ],
      [
        { method: 'POST', url: `/api/cases/${created.id}/parties`, payload: { role: 'defendant', name: 'Bad\u0007name' } },
        /control characters \(name\)/,
      ],
      [
        { method: 'POST', url: `/api/cases/${created.id}/parties`, payload: { role: 'defendant', name: 'X', notes: 'n'.repeat(2001) } },
        /Notes are too long/,
      ],
      [{ method: 'GET', url: '/api/deadlines/upcoming?days=0' }, /Days must be a whole number from 1 to 3650/],
      [{ method: 'GET', url: '/api/deadlines/upcoming?days=soon' }, /Days must be a whole number/],
    ];
    for (const [request, message] of refusals) {
      const response = await call(t, { ...request, session: ownerA });
      expect(response.statusCode, `${request.method} ${request.url} ${JSON.stringify(request.payload)}: ${response.body}`).toBe(400);
      expect(response.json().error.message).toMatch(message);
    }
    expect((await deadlines(created.id)).items).toEqual([
      expect.objectContaining({ id: deadline!.id, dueDate: '2026-03-12', overrideReason: null, status: 'open' }),
    ]);
    expect((await call(t, { method: 'GET', url: `/api/cases/${created.id}/parties`, session: ownerA })).json().items).toEqual([]);
    const missing = await patchDeadline(created.id, 'no-such-deadline', { confirmed: true });
    expect(missing.statusCode).toBe(404);
  });
});
