import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDocument, FirmContact } from '@casecast/domain';
import { call, createTestApp, databaseTargets, joinFirmAs, registerAndSignIn, type Session, type TestApp } from '../../test/harness.js';
import { readPdfText } from '../../test/pdf-text.js';

type Json = Record<string, unknown>;
type ErrorBody = { error: { code: string; issues?: Array<{ path: string; message: string }> } };

describe.each(databaseTargets())("the firm's address and phone on its letterheads on %s", (target) => {
  let t: TestApp;
  let owner: Session;
  let attorney: Session;
  let outsider: Session;
  let templates = 0;

  async function post(path: string, payload: Json): Promise<string> {
    const response = await call(t, { method: 'POST', url: path, payload, session: owner });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }
  async function contact(session: Session = owner): Promise<FirmContact> {
    const response = await call(t, { method: 'GET', url: '/api/firm/contact', session });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FirmContact>();
  }
  async function letterPdfLines(caseId: string, body: string): Promise<string[]> {
    const templateId = await post('/api/firm/templates', { name: `Letter ${++templates}`, kind: 'other', body });
    const made = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/letters`,
      payload: { templateId, format: 'pdf' },
      session: owner,
    });
    expect(made.statusCode, made.body).toBe(201);
    const document = made.json<CaseDocument>();
    const file = await call(t, { method: 'GET', url: `/api/documents/${document.id}/content?download=1`, session: owner });
    return (await readPdfText(file.rawPayload)).lines;
  }
  async function statementPdfLines(caseId: string): Promise<string[]> {
    const response = await call(t, { method: 'GET', url: `/api/cases/${caseId}/settlement-statement.pdf`, session: owner });
    expect(response.statusCode, response.body).toBe(200);
    return (await readPdfText(response.rawPayload)).lines;
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Olivia Owner', company: 'Reyes & Park Injury Law' });
    attorney = await joinFirmAs(t, owner, 'attorney', 'Alan Attorney');
    outsider = await registerAndSignIn(t, { name: 'Bob Owner', company: 'Elsewhere LLP' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('prints nothing under the firm name while no address is set', async () => {
    expect(await contact()).toEqual({ street: null, city: null, state: null, zip: null, phone: null, email: null });
    const caseId = await post('/api/cases', { clientName: 'Ana Ruiz', status: 'open', dateOpened: '2026-01-05' });
    const lines = await letterPdfLines(caseId, 'Dear {{client_name}},\n\nThank you.');
    expect(lines.slice(0, 2)).toEqual(['Reyes & Park Injury Law', 'Dear Ana Ruiz,']);
  });

  it('refuses a bad state, ZIP, phone or email with its message and saves nothing', async () => {
    const bad = await call(t, {
      method: 'PATCH',
      url: '/api/firm/contact',
      payload: { street: '100 Main Street', city: 'Austin', state: 'XX', zip: '7870', phone: '555-01', email: 'not-an-address' },
      session: owner,
    });
    expect(bad.statusCode).toBe(400);
    const issues = bad.json<ErrorBody>().error.issues ?? [];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'state', message: 'State must be a two-letter US state code, like CA' },
        { path: 'zip', message: 'ZIP code must be 5 digits or 9 digits (12345-6789)' },
        { path: 'phone', message: 'Phone must be a 10-digit US number, like (212) 555-0100' },
        { path: 'email', message: 'Email must be a valid email address, like office@example.com' },
      ]),
    );
    expect((await contact()).street).toBeNull();
  });

  it('lets only owners change it; every member reads it; another firm never sees it', async () => {
    const denied = await call(t, { method: 'PATCH', url: '/api/firm/contact', payload: { city: 'Austin' }, session: attorney });
    expect(denied.statusCode).toBe(403);
    expect((await contact(attorney)).city).toBeNull();

    const saved = await call(t, {
      method: 'PATCH',
      url: '/api/firm/contact',
      payload: {
        street: '100 Congress Ave, Suite 400',
        city: 'Austin',
        state: 'tx',
        zip: '787011234',
        phone: '512.555.0100',
        email: 'office@reyespark.example',
      },
      session: owner,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      street: '100 Congress Ave, Suite 400',
      city: 'Austin',
      state: 'TX',
      zip: '78701-1234',
      phone: '(512) 555-0100',
      email: 'office@reyespark.example',
    };
    expect(saved.json()).toEqual(expected);
    expect(await contact(attorney)).toEqual(expected);
    expect((await contact(outsider)).street).toBeNull();
  });

  it('prints the address, phone and email under the firm name on a letter and the closing statement', async () => {
    const caseId = await post('/api/cases', {
      clientName: 'Ben Cole',
      status: 'open',
      dateOpened: '2025-01-10',
      caseNumber: 'PI-2025-9',
    });
    const letter = await letterPdfLines(caseId, 'Reply to {{firm_address}}, {{firm_phone}} or {{firm_email}}.');
    expect(letter.slice(0, 4)).toEqual([
      'Reyes & Park Injury Law',
      '100 Congress Ave, Suite 400',
      'Austin, TX 78701-1234',
      'Phone (512) 555-0100 · office@reyespark.example',
    ]);
    expect(letter.join(' ')).toContain(
      'Reply to 100 Congress Ave, Suite 400, Austin, TX 78701-1234, (512) 555-0100 or office@reyespark.example.',
    );

    const settled = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}`,
      payload: { status: 'settled', actualSettlement: 20_000, dateClosed: '2026-02-01' },
      session: owner,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    await post(`/api/cases/${caseId}/expenses`, {
      date: '2025-03-04',
      payee: 'County Clerk',
      description: 'Filing fee',
      amount: 402,
      reimbursable: true,
    });
    const statement = await statementPdfLines(caseId);
    expect(statement.slice(0, 5)).toEqual([
      'Reyes & Park Injury Law',
      '100 Congress Ave, Suite 400',
      'Austin, TX 78701-1234',
      'Phone (512) 555-0100 · office@reyespark.example',
      'Settlement Statement (Closing Statement)',
    ]);
    // Dates print as documents show them, never as ISO dates.
    expect(statement).toContain('Settlement date: February 1, 2026');
    expect(statement).toContain('March 4, 2025 · Filing fee');
    expect(statement.join('\n')).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);

    // Clearing a field takes it off the letterhead; a changed letterhead is a new statement version.
    const cleared = await call(t, { method: 'PATCH', url: '/api/firm/contact', payload: { email: '', phone: null }, session: owner });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const again = await call(t, { method: 'GET', url: `/api/cases/${caseId}/settlement-statement.pdf`, session: owner });
    expect(again.headers['x-statement-version']).toBe('2');
    const lines = (await readPdfText(again.rawPayload)).lines;
    expect(lines.slice(0, 4)).toEqual([
      'Reyes & Park Injury Law',
      '100 Congress Ave, Suite 400',
      'Austin, TX 78701-1234',
      'Settlement Statement (Closing Statement)',
    ]);
  });
});
