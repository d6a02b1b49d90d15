import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetailResponse, MedicalBill, Provider } from '@casecast/domain';
import { call, createTestApp, databaseTargets, registerAndSignIn, type Session, type TestApp } from '../../test/harness.js';
import { readPdfText } from '../../test/pdf-text.js';

type Json = Record<string, unknown>;

// One source of truth for intake: the case header, the Medical tab, the demand letter and the closing statement state
// the same medical costs and lost wages, and the wizard's treatment costs become bills instead of being typed twice.
describe.each(databaseTargets())('the case money figures on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Dana Owner', company: 'Intake & Co' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function post(url: string, payload: Json): Promise<string> {
    const response = await call(t, { method: 'POST', url, payload, session: owner });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }
  async function get<T>(url: string): Promise<T> {
    const response = await call(t, { method: 'GET', url, session: owner });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }
  const baseCase = { status: 'open', dateOpened: '2025-03-01', incidentDate: '2025-02-20' };
  const treatment = (type: string, provider: string, startDate: string, extra: Json = {}) => ({ type, provider, startDate, ...extra });

  it('makes one provider per facility and one bill per costed wizard treatment, totalling the header figure', async () => {
    const caseId = await post('/api/cases', {
      ...baseCase,
      clientName: 'Wizard Client',
      medicalCosts: 50_000,
      treatments: [
        treatment('physical_therapy', 'Valley Clinic', '2025-03-02', { endDate: '2025-05-30', cost: 9_030.1 }),
        treatment('Chiropractic', 'valley clinic ', '2025-03-05', { cost: 6_800 }),
        treatment('MRI', 'Imaging Center', '2025-03-10', { cost: 24_000 }),
        treatment('Consultation', 'Imaging Center', '2025-03-11'),
      ],
    });
    const providers = (await get<{ items: Provider[] }>(`/api/cases/${caseId}/providers`)).items;
    expect(providers.map((provider) => provider.name)).toEqual(['Valley Clinic', 'Imaging Center']);
    const bills = (await get<{ items: MedicalBill[] }>(`/api/cases/${caseId}/medical-bills`)).items;
    const valley = providers[0]!.id;
    const imaging = providers[1]!.id;
    expect(bills.map((bill) => [bill.providerId, bill.serviceFrom, bill.serviceTo, bill.billed, bill.paid, bill.payer])).toEqual([
      [valley, '2025-03-02', '2025-05-30', 9_030.1, 0, 'unpaid'],
      [valley, '2025-03-05', null, 6_800, 0, 'unpaid'],
      [imaging, '2025-03-10', null, 24_000, 0, 'unpaid'],
    ]);
    const detail = await get<CaseDetailResponse>(`/api/cases/${caseId}`);
    // The bills win over the $50,000 typed on the case, as in the prediction.
    expect(detail.money).toEqual({
      medicalCosts: 39_830.1,
      medicalCostsFrom: 'bills',
      billCount: 3,
      lostWages: null,
      lostWagesFrom: 'case',
      lostWageEntryCount: 0,
    });
    const financials = await get<{ medical: { billed: number } }>(`/api/cases/${caseId}/financials`);
    expect(financials.medical.billed).toBe(detail.money.medicalCosts);
    const history = (await get<{ items: Json[] }>(`/api/cases/${caseId}/history`)).items;
    const created = history.filter((entry) => entry.action === 'create').map((entry) => entry.entityType);
    expect(created.filter((type) => type === 'provider')).toHaveLength(2);
    expect(created.filter((type) => type === 'medical_bill')).toHaveLength(3);
  });

  it('reads typed lost wages with no entries into the header and the demand letter', async () => {
    const caseId = await post('/api/cases', { ...baseCase, clientName: 'Typed Wages', lostWages: 4_200, medicalCosts: 12_000 });
    const detail = await get<CaseDetailResponse>(`/api/cases/${caseId}`);
    expect(detail.money).toMatchObject({ medicalCosts: 12_000, medicalCostsFrom: 'case', lostWages: 4_200, lostWagesFrom: 'case' });
    const response = await call(t, { method: 'GET', url: `/api/cases/${caseId}/demand-package.pdf`, session: owner });
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdfText(response.rawPayload);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).not.toContain('No lost wages are claimed');
    expect(text).toContain('medical bills total $12,000.00 and lost wages total $4,200.00, for economic damages of $16,200.00');
    expect(text).toContain('Lost wages claimed: $4,200.00 (itemised by employer to follow).');
    expect(text).toContain('Economic damages (medical specials plus lost wages): $16,200.00');
  });

  it('lets bills and lost-wage entries override the typed figures in the header', async () => {
    const caseId = await post('/api/cases', { ...baseCase, clientName: 'Typed Then Billed', medicalCosts: 12_000, lostWages: 4_200 });
    const provider = await post(`/api/cases/${caseId}/providers`, { name: 'City Hospital' });
    await post(`/api/cases/${caseId}/medical-bills`, { providerId: provider, serviceFrom: '2025-03-01', billed: 2_500.5 });
    await post(`/api/cases/${caseId}/lost-wages`, { employer: 'Acme Corp', amount: 1_000 });
    const detail = await get<CaseDetailResponse>(`/api/cases/${caseId}`);
    expect(detail.money).toEqual({
      medicalCosts: 2_500.5,
      medicalCostsFrom: 'bills',
      billCount: 1,
      lostWages: 1_000,
      lostWagesFrom: 'entries',
      lostWageEntryCount: 1,
    });
  });

  it('says nothing is entered rather than a figure when neither records nor typed figures exist', async () => {
    const caseId = await post('/api/cases', { ...baseCase, clientName: 'Nothing Entered' });
    const detail = await get<CaseDetailResponse>(`/api/cases/${caseId}`);
    expect(detail.money).toMatchObject({ medicalCosts: null, lostWages: null });
  });

  it('warns on the closing statement while intake bills are unchecked', async () => {
    const caseId = await post('/api/cases', {
      ...baseCase,
      clientName: 'Settled From Intake',
      treatments: [treatment('MRI', 'Imaging Center', '2025-03-10', { cost: 2_000 })],
    });
    const settled = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}`,
      payload: { status: 'settled', actualSettlement: 30_000, dateClosed: '2026-02-01' },
      session: owner,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const statement = await get<{ medicalBalances: number; warnings: string[] }>(`/api/cases/${caseId}/settlement-statement`);
    expect(statement.medicalBalances).toBe(2_000);
    expect(statement.warnings).toContain(
      "1 medical bill is a treatment cost typed when the case was opened, with nothing paid or adjusted since: check it against the provider's statement before disbursing.",
    );
  });
});
