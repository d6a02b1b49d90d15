import { formatCents, renderDemandTemplate, DEFAULT_DEMAND_TEMPLATE } from '@casecast/domain';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../test/pdf-text.js';
import { renderDemandPackagePdf, type DemandPackageContent } from './demand-pdf.js';

const content: DemandPackageContent = {
  version: 'client',
  firmName: 'Lopez & Park LLP',
  preparedOn: '2026-04-01',
  letter: renderDemandTemplate(DEFAULT_DEMAND_TEMPLATE, { client_name: 'Ana Ruiz', demand_amount: '$90,000.00', adjuster_name: 'Pat Lee' }),
  clientName: 'Ana Ruiz',
  caseReference: 'PI-7',
  facts: { incidentDate: '2025-06-01', caseType: 'motor_vehicle', state: 'TX', title: 'Rear-ended at a light' },
  internalNotes: 'Client has prior DUI; keep out of the letter.',
  liability: {
    defendants: [{ name: 'Dan Driver', kind: 'person' }],
    policies: [
      {
        insured: 'Dan Driver',
        carrier: 'Acme Mutual',
        kind: 'bodily_injury',
        perPersonCents: 50_000_00,
        perAccidentCents: 100_000_00,
        claimNumber: 'CLM-1',
      },
    ],
    assessedLiability: 0.9,
  },
  injuries: [{ type: 'whiplash', bodyPart: 'neck', severity: 'moderate', icdCode: 'S13.4', description: null }],
  treatments: [
    { startDate: '2025-06-02', endDate: '2025-08-30', provider: 'Spine Clinic', type: 'physical_therapy', description: '24 visits' },
  ],
  specials: [
    {
      provider: 'City Hospital',
      serviceFrom: '2025-06-01',
      serviceTo: null,
      billedCents: 12_500_50,
      paidCents: 4_000_00,
      adjustedCents: 1_000_00,
      balanceCents: 7_500_50,
    },
    {
      provider: 'Spine Clinic',
      serviceFrom: '2025-06-02',
      serviceTo: '2025-08-30',
      billedCents: 6_000_00,
      paidCents: 0,
      adjustedCents: 0,
      balanceCents: 6_000_00,
    },
  ],
  lostWages: [{ employer: 'Acme Corp', periodFrom: '2025-06-01', periodTo: '2025-06-30', amountCents: 4_200_00 }],
  claimed: { medicalCents: 18_500_50, lostWagesCents: 4_200_00 },
  propertyDamageCents: 8_100_00,
  demand: { amountCents: 90_000_00, date: '2026-03-15' },
  valuation: {
    prediction: {
      valueCents: 60_000_00,
      lowerCents: 35_000_00,
      upperCents: 98_000_00,
      confidence: 0.72,
      confidenceLabel: 'Medium',
      modelBasis: 'synthetic',
      madeOn: '2026-03-01',
      modelVersion: 'base-1',
    },
    factors: [{ factor: 'medical_costs', importance: 0.41 }],
    comparables: [
      {
        reference: 'ab12cd34',
        caseType: 'motor_vehicle',
        jurisdiction: 'TX',
        medicalCostsCents: 17_000_00,
        settlementCents: 55_000_00,
        dateClosed: '2025-12-01',
      },
    ],
    lastOffer: { amountCents: 40_000_00, date: '2026-03-20' },
  },
};

describe('demand package PDF', () => {
  it('has the letter, the facts, the specials by provider with totals, lost wages and the demand', async () => {
    const pdf = await readPdfText(await renderDemandPackagePdf(content));
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
    expect(pdf.title).toBe('Demand package - Ana Ruiz');
    expect(pdf.text).toContain('Dear Pat Lee:');
    expect(pdf.text).toContain('demand $90,000.00 to settle this claim.');
    expect(pdf.text).toContain('Date of incident: June 1, 2025');
    expect(pdf.lines).toContain('Dan Driver Acme Mutual Bodily injury $50,000.00 $100,000.00 CLM-1');
    expect(pdf.lines).toContain('City Hospital 06/01/2025 $12,500.50 $4,000.00 $1,000.00 $7,500.50');
    expect(pdf.lines).toContain(`Total ${formatCents(18_500_50)} $4,000.00 $1,000.00 ${formatCents(13_500_50)}`);
    expect(pdf.lines).toContain('Acme Corp 06/01/2025–06/30/2025 $4,200.00');
    expect(pdf.text).toContain('Property damage estimate: $8,100.00');
    expect(pdf.text).toContain(`Economic damages (medical specials plus lost wages): ${formatCents(22_700_50)}`);
    expect(pdf.text).toContain('Amount demanded: $90,000.00');
  });

  it('states typed lost wages and medical costs without itemised records instead of claiming none', async () => {
    const pdf = await readPdfText(
      await renderDemandPackagePdf({
        ...content,
        specials: [],
        lostWages: [],
        claimed: { medicalCents: 12_000_00, lostWagesCents: 4_200_00 },
      }),
    );
    expect(pdf.text).not.toContain('No lost wages are claimed.');
    expect(pdf.text).toContain('Lost wages claimed: $4,200.00 (itemised by employer to follow).');
    expect(pdf.text).toContain('Medical expenses claimed: $12,000.00 (itemised bills to follow).');
    expect(pdf.text).toContain(`Economic damages (medical specials plus lost wages): ${formatCents(16_200_00)}`);
  });

  it('says no lost wages are claimed only when none are entered anywhere', async () => {
    const pdf = await readPdfText(
      await renderDemandPackagePdf({ ...content, specials: [], lostWages: [], claimed: { medicalCents: null, lostWagesCents: null } }),
    );
    expect(pdf.text).toContain('No lost wages are claimed.');
    expect(pdf.text).toContain('No medical bills are recorded.');
  });

  it('keeps the valuation and the liability assessment out of the client version', async () => {
    const pdf = await readPdfText(await renderDemandPackagePdf(content));
    expect(pdf.text).not.toContain('Internal valuation');
    expect(pdf.text).not.toContain('$60,000.00');
    expect(pdf.text).not.toContain('liability assessment');
    expect(pdf.text).not.toContain('prior DUI');
    expect(pdf.text).not.toContain('Case notes');
  });

  it('adds the prediction with its range, the top factors and comparables to the internal version', async () => {
    const pdf = await readPdfText(await renderDemandPackagePdf({ ...content, version: 'internal' }));
    expect(pdf.title).toBe('Internal demand package - Ana Ruiz');
    expect(pdf.text).toContain('Internal valuation - privileged and confidential, not for release');
    expect(pdf.text).toContain('Predicted value: $60,000.00');
    expect(pdf.text).toContain('95% range: $35,000.00 to $98,000.00');
    // The measured label, the figure called what it is, and that the model learned only from synthetic cases.
    expect(pdf.text).toContain('Confidence: Medium · range precision 72% (not a chance of being right)');
    expect(pdf.text).toContain('Learned only from synthetic cases, not yet from real settlements');
    expect(pdf.lines).toContain('Medical Costs 41%');
    expect(pdf.lines).toContain('ab12cd34 Motor vehicle TX $17,000.00 $55,000.00 12/01/2025');
    expect(pdf.text).toContain("Firm's liability assessment (internal): defendant 90% at fault.");
    expect(pdf.lines).toContain('Case notes (internal)');
    expect(pdf.text).toContain('Client has prior DUI; keep out of the letter.');
  });
});
