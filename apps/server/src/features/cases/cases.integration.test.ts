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

describe.each(databaseTargets())('cases API on %s', (target) => {
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

  async function createCase(payload: Json, session: Session = ownerA): Promise<Json & { id: string }> {
    const response = await call(t, { method: 'POST', url: '/api/cases', payload, session });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  const baseCase = { clientName: 'Maria Lopez', phase: 'intake', dateOpened: '2024-03-01' };
  const listTotal = async (session: Session = ownerA) =>
    (await call(t, { method: 'GET', url: '/api/cases', session })).json().totalAll as number;
  const history = async (id: string) =>
    (await call(t, { method: 'GET', url: `/api/cases/${id}/history`, session: ownerA })).json().items as Array<Json>;

  it('creates a case (201, with id and defaults) and reads it back with its timeline', async () => {
    const created = await createCase({
      ...baseCase,
      carrier: 'State Farm',
      insuranceLimits: 25000,
      liability: 0.9,
      incidentDate: '2024-02-20',
    });
    expect(created).toMatchObject({
      clientName: 'Maria Lopez',
      caseType: 'other',
      lostWages: null,
      phase: 'intake',
      // The older names of the phase, kept for one release.
      status: 'intake',
      stage: 'intake',
      carrier: 'State Farm',
      insuranceLimits: 25000,
      liability: 0.9,
      dateClosed: null,
    });
    const detail = await call(t, { method: 'GET', url: `/api/cases/${created.id}`, session: ownerA });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: created.id,
      injuries: [],
      treatments: [],
      caseNotes: [],
      documents: [],
      latestPrediction: null,
      incidentDate: '2024-02-20',
    });
    expect(detail.json().timeline).toEqual([
      expect.objectContaining({ type: 'case_opened', date: '2024-03-01', description: 'Case opened for Maria Lopez' }),
    ]);
    expect(await history(created.id)).toEqual([
      expect.objectContaining({ action: 'create', entityType: 'case', actorName: 'Alice Owner' }),
    ]);
  });

  it('refuses bad input with the spec message and saves nothing', async () => {
    const before = await listTotal();
    const cases: Array<[unknown, string]> = [
      [{ phase: 'intake', dateOpened: '2024-01-01' }, 'Client name is required'],
      [{ ...baseCase, clientName: '   ' }, 'Client name is required'],
      [{ ...baseCase, clientName: 'x'.repeat(101) }, 'Client name is too long'],
      [{ ...baseCase, dateOpened: '03/01/2024' }, 'Invalid date format'],
      [{ ...baseCase, dateOpened: '2024-02-30' }, 'Invalid date format'],
      [{ ...baseCase, dateClosed: 'yesterday' }, 'Invalid date format'],
      [{ ...baseCase, dateClosed: '2024-01-01' }, 'Date closed cannot be before date opened'],
      [{ ...baseCase, notes: 'n'.repeat(1001) }, 'Notes are too long'],
      [{ ...baseCase, phase: undefined, status: '' }, 'Status is required'],
      [{ ...baseCase, phase: 'appeal' }, 'Phase must be one of intake, treating, demand, negotiation, litigation, settled, closed'],
      [
        { ...baseCase, phase: undefined, status: 'Awaiting police report' },
        'Status "Awaiting police report" is not a case phase: use one of',
      ],
      [{ ...baseCase, phase: 'demand', status: 'Discovery' }, 'Phase and status name different phases: send phase only'],
      [{ ...baseCase, clientAge: 'forty' }, 'Client age must be a whole number from 0 to 120'],
      [{ ...baseCase, liability: 1.5 }, 'Liability must be between 0 and 1'],
      [{ ...baseCase, insuranceLimits: '25000' }, 'Insurance limits must be 0 or more'],
      [{ ...baseCase, clientName: 42 }, 'Client name is required'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(t, { method: 'POST', url: '/api/cases', payload, session: ownerA });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    const malformed = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: '{"clientName": "Ann",',
      session: ownerA,
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('MALFORMED_JSON');
    const foreignAttorney = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { ...baseCase, attorneyId: 'no-such-attorney' },
      session: ownerA,
    });
    expect(foreignAttorney.statusCode).toBe(400);
    expect(foreignAttorney.json().error.message).toBe('Attorney not found');
    expect(await listTotal()).toBe(before);
  });

  it('takes a phase, or for one release an older status word read as its phase, and refuses an unknown one', async () => {
    const created = await createCase({ clientName: 'Old Client', status: 'Discovery', dateOpened: '2024-03-01' });
    expect(created).toMatchObject({ phase: 'litigation', status: 'litigation', stage: 'litigation' });
    expect((await createCase({ clientName: 'No Phase', dateOpened: '2024-03-01' })).phase).toBe('intake');
    const changed = await call(t, { method: 'PATCH', url: `/api/cases/${created.id}`, payload: { status: 'Pre-Lit' }, session: ownerA });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().phase).toBe('intake');
    const byPhase = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}/status`,
      payload: { phase: 'demand' },
      session: ownerA,
    });
    expect(byPhase.json().phase).toBe('demand');
    for (const payload of [{ status: 7 }, { phase: 'Demand Sent' }, { status: 'Demand pending review' }, {}]) {
      const refused = await call(t, { method: 'PATCH', url: `/api/cases/${created.id}/status`, payload, session: ownerA });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_ERROR');
    }
    const unknown = await call(t, { method: 'PATCH', url: `/api/cases/${created.id}`, payload: { phase: 'appeal' }, session: ownerA });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain(
      'Phase must be one of intake, treating, demand, negotiation, litigation, settled, closed',
    );
    expect((await call(t, { method: 'GET', url: `/api/cases/${created.id}`, session: ownerA })).json().phase).toBe('demand');
  });

  it('stores every value fact: case type codes, lost wages, fault, costs, limits; refuses anything but a code with a clear 400', async () => {
    const facts = {
      caseType: 'dog_bite',
      incidentDate: '2024-02-10',
      state: 'tx',
      clientDateOfBirth: '1990-04-02',
      liability: 0.75,
      medicalCosts: 18250.5,
      lostWages: 4200.25,
      workDaysMissed: 12,
      propertyDamageAmount: 0,
      insuranceLimits: 50000,
    };
    const created = await call(t, { method: 'POST', url: '/api/cases', payload: { ...baseCase, ...facts }, session: ownerA });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const read = (await call(t, { method: 'GET', url: `/api/cases/${id}`, session: ownerA })).json();
    expect(read).toMatchObject({ ...facts, state: 'TX' });
    for (const [payload, message] of [
      [{ ...baseCase, caseType: 'Car accident' }, 'Case type must be one of: motor_vehicle, truck'],
      [{ ...baseCase, caseType: 'personal_injury' }, 'Case type must be one of'],
      [{ ...baseCase, lostWages: -1 }, 'Lost wages must be 0 or more'],
      [{ ...baseCase, lostWages: 12.345 }, 'Must have at most 2 decimals'],
    ] as const) {
      const response = await call(t, { method: 'POST', url: '/api/cases', payload, session: ownerA });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    const badPatch = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${id}`,
      payload: { caseType: 'auto', lostWages: 1 },
      session: ownerA,
    });
    expect(badPatch.statusCode).toBe(400);
    const patched = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${id}`,
      payload: { caseType: 'premises', lostWages: null, liability: 0.5 },
      session: ownerA,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await call(t, { method: 'GET', url: `/api/cases/${id}`, session: ownerA })).json()).toMatchObject({
      caseType: 'premises',
      lostWages: null,
      liability: 0.5,
      medicalCosts: 18250.5,
    });
  });

  it('changes only the given fields and records old and new values', async () => {
    const created = await createCase({ ...baseCase, carrier: 'GEICO', notes: 'First call' });
    const patched = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}`,
      payload: { carrier: 'Allstate', notes: null },
      session: ownerA,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ carrier: 'Allstate', notes: null, clientName: 'Maria Lopez', dateOpened: '2024-03-01' });
    const status = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}/status`,
      payload: { phase: 'treating' },
      session: ownerA,
    });
    expect(status.json().phase).toBe('treating');
    const entries = await history(created.id);
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
    expect(entries[0]!.changes).toEqual({ phase: { old: 'intake', new: 'treating' } });
    expect(entries[1]!.changes).toEqual({ carrier: { old: 'GEICO', new: 'Allstate' }, notes: { old: 'First call', new: null } });
    const badPatch = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${created.id}`,
      payload: { dateClosed: '2020-01-01' },
      session: ownerA,
    });
    expect(badPatch.statusCode).toBe(400);
    expect(badPatch.json().error.message).toBe('Date closed cannot be before date opened');
    expect(
      (await call(t, { method: 'PATCH', url: `/api/cases/${created.id}`, payload: { clientName: '' }, session: ownerA })).json().error
        .message,
    ).toContain('Client name is required');
    expect(await history(created.id)).toHaveLength(3);
  });

  it('writes the audit entry in the same transaction: a failing entry undoes the change', async () => {
    const created = await createCase({ ...baseCase, jurisdiction: 'CA' });
    const db = t.runtime.database.db;
    await sql`CREATE FUNCTION test_break_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit broken'; END; $$`.execute(
      db,
    );
    await sql`CREATE TRIGGER test_break_audit BEFORE INSERT ON audit_entry FOR EACH ROW WHEN (NEW.changes ? 'jurisdiction') EXECUTE FUNCTION test_break_audit()`.execute(
      db,
    );
    try {
      const response = await call(t, {
        method: 'PATCH',
        url: `/api/cases/${created.id}`,
        payload: { jurisdiction: 'NV' },
        session: ownerA,
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER test_break_audit ON audit_entry`.execute(db);
      await sql`DROP FUNCTION test_break_audit()`.execute(db);
    }
    const after = await call(t, { method: 'GET', url: `/api/cases/${created.id}`, session: ownerA });
    expect(after.json().jurisdiction).toBe('CA');
    expect(await history(created.id)).toHaveLength(1);
  });

  it('refuses to change an audit entry, even in SQL', async () => {
    const created = await createCase(baseCase);
    await expect(
      sql`UPDATE audit_entry SET actor_name = 'Mallory' WHERE case_id = ${created.id}`.execute(t.runtime.database.db),
    ).rejects.toThrow(/cannot be changed/);
  });

  it('deletes a case with its records; its history stays readable', async () => {
    const created = await createCase(baseCase);
    await call(t, {
      method: 'POST',
      url: `/api/cases/${created.id}/injuries`,
      payload: { type: 'Whiplash', bodyPart: 'Neck' },
      session: ownerA,
    });
    const removed = await call(t, { method: 'DELETE', url: `/api/cases/${created.id}`, session: ownerA });
    expect(removed.statusCode).toBe(204);
    expect((await call(t, { method: 'GET', url: `/api/cases/${created.id}`, session: ownerA })).json().error.message).toBe(
      'Case not found',
    );
    expect((await call(t, { method: 'DELETE', url: `/api/cases/${created.id}`, session: ownerA })).statusCode).toBe(404);
    expect((await history(created.id)).map((entry) => `${entry.entityType}:${entry.action}`)).toEqual([
      'case:delete',
      'injury:create',
      'case:create',
    ]);
  });

  it('searches case-insensitively beyond ASCII, in notes too, and never across two fields', async () => {
    const session = await registerAndSignIn(t, { name: 'Searcher', company: 'Search Firm' });
    await createCase(
      { clientName: 'Émile Ñúñez', status: 'open', carrier: 'Σ Mutual', notes: 'Line one\nline two', dateOpened: '2024-01-15' },
      session,
    );
    await createCase({ clientName: 'Olga Petrova', status: 'open', carrier: 'Liberty', dateOpened: '2024-01-15' }, session);
    const found = async (search: string) =>
      (await call(t, { method: 'GET', url: `/api/cases?search=${encodeURIComponent(search)}`, session }))
        .json()
        .items.map((item: Json) => item.clientName);
    expect(await found('ÉMILE ñÚÑEZ')).toEqual(['Émile Ñúñez']);
    expect(await found('σ mutual')).toEqual(['Émile Ñúñez']);
    expect(await found('ONE\nLINE')).toEqual(['Émile Ñúñez']);
    expect(await found('petrova')).toEqual(['Olga Petrova']);
    // The end of one field and the start of the next are no match, with or without a line break between.
    expect(await found('petrova liberty')).toEqual([]);
    expect(await found('petrova\nliberty')).toEqual([]);
    expect(await found('Ñúñez\nΣ')).toEqual([]);
  });

  it('lists with search, phase and group filters, sort and pages, all in SQL', async () => {
    const session = await registerAndSignIn(t, { name: 'Lister', company: 'List Firm' });
    const rows = [
      { clientName: 'Zoe Adams', phase: 'intake', carrier: 'Progressive' },
      { clientName: 'adam baker', phase: 'negotiation', carrier: 'GEICO', notes: '50% liability dispute' },
      { clientName: 'Carl Chen', status: 'discovery', carrier: 'Allstate' },
      { clientName: 'Dana Diaz', phase: 'settled', carrier: 'State Farm', actualSettlement: 40000, dateClosed: '2024-06-01' },
      { clientName: 'Eve Evans', phase: 'litigation', carrier: 'state farm mutual' },
      { clientName: 'Fay_Fox', status: 'dismissed', carrier: null },
    ];
    for (const row of rows) await createCase({ ...row, dateOpened: '2024-01-15' }, session);
    const list = async (query: string) => (await call(t, { method: 'GET', url: `/api/cases?${query}`, session })).json();

    const all = await list('sort=clientName&direction=asc');
    expect(all.items.map((item: Json) => item.clientName)).toEqual([
      'adam baker',
      'Carl Chen',
      'Dana Diaz',
      'Eve Evans',
      'Fay_Fox',
      'Zoe Adams',
    ]);
    expect(all).toMatchObject({ total: 6, totalAll: 6, page: 1, pageSize: 25 });
    expect(all.items[0].latestPrediction).toBeNull();

    expect((await list('search=ADAM&sort=clientName&direction=asc')).items.map((item: Json) => item.clientName)).toEqual([
      'adam baker',
      'Zoe Adams',
    ]);
    expect((await list('search=state%20farm')).total).toBe(2);
    expect((await list('search=50%25')).items.map((item: Json) => item.clientName)).toEqual(['adam baker']);
    expect((await list('search=_')).items.map((item: Json) => item.clientName)).toEqual(['Fay_Fox']);
    expect((await list('search=%20%20')).total).toBe(6);

    const names = async (filter: string) =>
      (await list(`filter=${filter}&sort=clientName&direction=asc`)).items.map((item: Json) => item.clientName);
    expect(await names('open')).toEqual(['adam baker', 'Carl Chen', 'Eve Evans', 'Zoe Adams']);
    expect(await names('pre_lit')).toEqual(['adam baker', 'Zoe Adams']);
    expect(await names('lit')).toEqual(['Carl Chen', 'Eve Evans']);
    expect(await names('resolved')).toEqual(['Dana Diaz', 'Fay_Fox']);
    // The filter values before phases still read for one release.
    expect(await names('prelit')).toEqual(['adam baker', 'Zoe Adams']);
    expect(await names('closed')).toEqual(['Dana Diaz', 'Fay_Fox']);
    const filtered = await list('filter=resolved');
    expect(filtered).toMatchObject({ total: 2, totalAll: 6 });
    const byPhase = async (query: string) =>
      (await list(`${query}&sort=clientName&direction=asc`)).items.map((item: Json) => [item.clientName, item.phase]);
    expect(await byPhase('phase=litigation')).toEqual([
      ['Carl Chen', 'litigation'],
      ['Eve Evans', 'litigation'],
    ]);
    expect(await byPhase('phase=closed')).toEqual([['Fay_Fox', 'closed']]);
    expect(await byPhase('phase=negotiation&filter=pre_lit')).toEqual([['adam baker', 'negotiation']]);
    expect(await byPhase('phase=negotiation&filter=lit')).toEqual([]);
    expect((await list('phase=settled')).total).toBe(1);
    // Sorted by phase, the phases come in their order, not alphabetically.
    expect((await list('sort=phase&direction=asc')).items.map((item: Json) => item.phase)).toEqual([
      'intake',
      'negotiation',
      'litigation',
      'litigation',
      'settled',
      'closed',
    ]);

    const page2 = await list('sort=clientName&direction=desc&page=2&pageSize=4');
    expect(page2.items.map((item: Json) => item.clientName)).toEqual(['Carl Chen', 'adam baker']);
    expect((await list('sort=duration&direction=asc')).items[0].clientName).toBe('Dana Diaz');
    for (const sort of ['predictedValue', 'phase', 'status', 'attorneyName', 'dateOpened', 'createdAt', 'updatedAt']) {
      expect((await list(`sort=${sort}`)).items, sort).toHaveLength(6);
    }
    for (const bad of [
      'filter=pending',
      'phase=discovery',
      'phase=',
      'sort=secret',
      'pageSize=101',
      'page=0',
      `search=${'x'.repeat(201)}`,
    ]) {
      expect((await call(t, { method: 'GET', url: `/api/cases?${bad}`, session })).statusCode, bad).toBe(400);
    }
    const badPhase = await call(t, { method: 'GET', url: '/api/cases?phase=discovery', session });
    expect(badPhase.json().error.message).toContain(
      'Phase must be one of intake, treating, demand, negotiation, litigation, settled, closed',
    );
  });

  it('manages injuries, treatments and notes, each audited', async () => {
    const created = await createCase(baseCase);
    const injury = await call(t, {
      method: 'POST',
      url: `/api/cases/${created.id}/injuries`,
      payload: { type: 'Herniated disc', bodyPart: 'Lower back', severity: 'severe', icdCode: 'M51.26', dateReported: '2024-03-02' },
      session: ownerA,
    });
    expect(injury.statusCode, injury.body).toBe(201);
    const injuryId = injury.json().id as string;
    expect(injury.json()).toMatchObject({ caseId: created.id, severity: 'severe', icdCode: 'M51.26' });
    for (const [payload, message] of [
      [{ bodyPart: 'Neck' }, 'Injury type is required'],
      [{ type: 'Whiplash' }, 'Body part is required'],
      [{ type: 'Whiplash', bodyPart: 'Neck', severity: 'extreme' }, 'Severity must be mild, moderate or severe'],
    ] as const) {
      const response = await call(t, { method: 'POST', url: `/api/cases/${created.id}/injuries`, payload, session: ownerA });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    const injuryPatch = await call(t, {
      method: 'PATCH',
      url: `/api/injuries/${injuryId}`,
      payload: { severity: 'moderate' },
      session: ownerA,
    });
    expect(injuryPatch.json()).toMatchObject({ severity: 'moderate', type: 'Herniated disc' });

    const treatmentBody = {
      injuryId,
      type: 'physical_therapy',
      provider: 'Bay PT',
      startDate: '2024-03-05',
      endDate: '2024-05-01',
      cost: 2400.5,
      name: 'PT course',
      cptCode: '97110',
      description: 'Therapeutic exercise',
      duration: 57,
      frequency: 'weekly',
    };
    const treatment = await call(t, {
      method: 'POST',
      url: `/api/cases/${created.id}/treatments`,
      payload: treatmentBody,
      session: ownerA,
    });
    expect(treatment.statusCode, treatment.body).toBe(201);
    expect(treatment.json().data).toMatchObject({ ...treatmentBody, caseId: created.id, notes: null });
    const treatmentId = treatment.json().data.id as string;
    const otherCase = await createCase(baseCase);
    const wrongInjury = await call(t, {
      method: 'POST',
      url: `/api/cases/${otherCase.id}/treatments`,
      payload: treatmentBody,
      session: ownerA,
    });
    expect(wrongInjury.statusCode).toBe(400);
    expect(wrongInjury.json().error.message).toBe('Please select an injury');
    expect(
      (
        await call(t, {
          method: 'POST',
          url: `/api/cases/${created.id}/treatments`,
          payload: { ...treatmentBody, provider: '' },
          session: ownerA,
        })
      ).json().error.message,
    ).toContain('Provider is required');
    expect(
      (
        await call(t, {
          method: 'POST',
          url: `/api/cases/${created.id}/treatments`,
          payload: { ...treatmentBody, startDate: '2024/03/05' },
          session: ownerA,
        })
      ).json().error.message,
    ).toContain('Invalid date format');
    expect(
      (
        await call(t, {
          method: 'POST',
          url: `/api/cases/${created.id}/treatments`,
          payload: { ...treatmentBody, cost: -1 },
          session: ownerA,
        })
      ).json().error.message,
    ).toContain('Cost must be 0 or more');
    expect(
      (
        await call(t, { method: 'PATCH', url: `/api/treatments/${treatmentId}`, payload: { endDate: '2024-01-01' }, session: ownerA })
      ).json().error.message,
    ).toBe('End date cannot be before start date');
    const treatmentPatch = await call(t, {
      method: 'PATCH',
      url: `/api/treatments/${treatmentId}`,
      payload: { endDate: null, status: 'ongoing' },
      session: ownerA,
    });
    expect(treatmentPatch.json()).toMatchObject({ endDate: null, status: 'ongoing', cost: 2400.5 });

    const note = await call(t, {
      method: 'POST',
      url: `/api/cases/${created.id}/notes`,
      payload: { content: 'Client called about MRI' },
      session: ownerA,
    });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ content: 'Client called about MRI', author: 'Alice Owner' });
    expect(
      (await call(t, { method: 'POST', url: `/api/cases/${created.id}/notes`, payload: { content: ' ' }, session: ownerA })).json().error
        .message,
    ).toContain('Note is required');
    const notePatch = await call(t, {
      method: 'PATCH',
      url: `/api/notes/${note.json().id}`,
      payload: { content: 'Client called about the MRI' },
      session: ownerA,
    });
    expect(notePatch.json().content).toBe('Client called about the MRI');

    const detail = (await call(t, { method: 'GET', url: `/api/cases/${created.id}`, session: ownerA })).json();
    expect(detail.injuries).toHaveLength(1);
    expect(detail.treatments).toHaveLength(1);
    expect(detail.caseNotes).toHaveLength(1);
    expect(detail.timeline.map((event: Json) => event.type)).toEqual(['case_opened', 'injury_reported', 'treatment_started', 'note_added']);
    for (const path of ['injuries', 'treatments', 'notes']) {
      const listed = await call(t, { method: 'GET', url: `/api/cases/${created.id}/${path}`, session: ownerA });
      expect(listed.json().items, path).toHaveLength(1);
    }

    expect((await call(t, { method: 'DELETE', url: `/api/notes/${note.json().id}`, session: ownerA })).statusCode).toBe(204);
    expect((await call(t, { method: 'DELETE', url: `/api/injuries/${injuryId}`, session: ownerA })).statusCode).toBe(204);
    const orphan = await call(t, { method: 'GET', url: `/api/cases/${created.id}/treatments`, session: ownerA });
    expect(orphan.json().items[0].injuryId).toBeNull();
    expect((await call(t, { method: 'DELETE', url: `/api/treatments/${treatmentId}`, session: ownerA })).statusCode).toBe(204);
    expect((await call(t, { method: 'DELETE', url: `/api/treatments/${treatmentId}`, session: ownerA })).statusCode).toBe(404);

    const entries = await history(created.id);
    expect(entries.map((entry) => `${entry.entityType}:${entry.action}`)).toEqual([
      'treatment:delete',
      'treatment:update',
      'injury:delete',
      'note:delete',
      'note:update',
      'note:create',
      'treatment:update',
      'treatment:create',
      'injury:update',
      'injury:create',
      'case:create',
    ]);
    // Deleting the injury left its treatment on the case, and the history says it lost its link.
    expect(entries[1]!.changes).toEqual({ injuryId: { old: injuryId, new: null } });
    expect(entries.filter((entry) => entry.entityType === 'treatment' && entry.action === 'update').at(-1)!.changes).toEqual({
      endDate: { old: '2024-05-01', new: null },
      status: { old: null, new: 'ongoing' },
    });
  });

  it("answers firm B with 404 for each of firm A's cases, injuries, treatments, notes and history, and changes nothing", async () => {
    const created = await createCase({ ...baseCase, clientName: 'Hidden Client' });
    const injuryId = (
      await call(t, {
        method: 'POST',
        url: `/api/cases/${created.id}/injuries`,
        payload: { type: 'Fracture', bodyPart: 'Wrist' },
        session: ownerA,
      })
    ).json().id;
    const treatmentId = (
      await call(t, {
        method: 'POST',
        url: `/api/cases/${created.id}/treatments`,
        payload: { type: 'imaging', provider: 'City MRI', startDate: '2024-03-03' },
        session: ownerA,
      })
    ).json().data.id;
    const noteId = (
      await call(t, { method: 'POST', url: `/api/cases/${created.id}/notes`, payload: { content: 'Private' }, session: ownerA })
    ).json().id;
    await expectHiddenFromOtherFirm(t, {
      outsider: ownerB,
      requests: [
        { method: 'GET', url: `/api/cases/${created.id}` },
        { method: 'PATCH', url: `/api/cases/${created.id}`, payload: { clientName: 'Taken' } },
        { method: 'PATCH', url: `/api/cases/${created.id}/status`, payload: { status: 'closed' } },
        { method: 'DELETE', url: `/api/cases/${created.id}` },
        { method: 'GET', url: `/api/cases/${created.id}/history` },
        { method: 'GET', url: `/api/cases/${created.id}/injuries` },
        { method: 'POST', url: `/api/cases/${created.id}/injuries`, payload: { type: 'X', bodyPart: 'Y' } },
        { method: 'PATCH', url: `/api/injuries/${injuryId}`, payload: { type: 'Taken' } },
        { method: 'DELETE', url: `/api/injuries/${injuryId}` },
        { method: 'GET', url: `/api/cases/${created.id}/treatments` },
        { method: 'POST', url: `/api/cases/${created.id}/treatments`, payload: { type: 'X', provider: 'Y', startDate: '2024-01-01' } },
        { method: 'PATCH', url: `/api/treatments/${treatmentId}`, payload: { provider: 'Taken' } },
        { method: 'DELETE', url: `/api/treatments/${treatmentId}` },
        { method: 'GET', url: `/api/cases/${created.id}/notes` },
        { method: 'POST', url: `/api/cases/${created.id}/notes`, payload: { content: 'Mine now' } },
        { method: 'PATCH', url: `/api/notes/${noteId}`, payload: { content: 'Taken' } },
        { method: 'DELETE', url: `/api/notes/${noteId}` },
      ],
    });
    const detail = (await call(t, { method: 'GET', url: `/api/cases/${created.id}`, session: ownerA })).json();
    expect(detail).toMatchObject({ clientName: 'Hidden Client', phase: 'intake' });
    expect([detail.injuries.length, detail.treatments.length, detail.caseNotes.length]).toEqual([1, 1, 1]);
    expect(await history(created.id)).toHaveLength(4);
    const listB = (await call(t, { method: 'GET', url: '/api/cases?search=Hidden', session: ownerB })).json();
    expect(listB.total).toBe(0);
  });

  it('needs a signed-in user', async () => {
    expect((await call(t, { method: 'GET', url: '/api/cases' })).statusCode).toBe(401);
    expect((await call(t, { method: 'POST', url: '/api/cases', payload: baseCase })).statusCode).toBe(401);
  });
});
