import { describe, expect, it } from 'vitest';
import {
  faultPercentToLiability,
  liabilityToFaultPercent,
  caseWizardSchema,
  createEmptyCaseWizardValues,
  createEmptyWizardInjury,
  createEmptyWizardTreatment,
  getNextWizardStep,
  getPreviousWizardStep,
  isWizardStepValid,
  wizardCaseDetailsSchema,
} from './case-wizard.js';

describe('case wizard', () => {
  it('starts a new case in intake, opened today, with no items', () => {
    const values = createEmptyCaseWizardValues('2024-06-01');
    expect(values.basicInfo).toMatchObject({ phase: 'intake', dateOpened: '2024-06-01', clientName: '' });
    expect(values.injuries).toEqual([]);
  });

  it('blocks Next on basic info until client name is given', () => {
    const values = createEmptyCaseWizardValues('2024-06-01');
    expect(isWizardStepValid('basicInfo', values)).toBe(false);
    expect(isWizardStepValid('basicInfo', { ...values, basicInfo: { ...values.basicInfo, clientName: 'Jane' } })).toBe(true);
  });

  it('checks each injury and treatment on their steps', () => {
    const values = createEmptyCaseWizardValues('2024-06-01');
    const withBlankInjury = { ...values, injuries: [createEmptyWizardInjury()] };
    expect(isWizardStepValid('injuries', withBlankInjury)).toBe(false);
    const errors = caseWizardSchema.safeParse(withBlankInjury).error?.issues.map((issue) => issue.message);
    expect(errors).toEqual(expect.arrayContaining(['Client name is required', 'Injury type is required', 'Body part is required']));
    const withBlankTreatment = { ...values, treatments: [createEmptyWizardTreatment('2024-06-01')] };
    expect(isWizardStepValid('treatments', withBlankTreatment)).toBe(false);
    const treatmentErrors = caseWizardSchema.safeParse(withBlankTreatment).error?.issues.map((issue) => issue.message);
    expect(treatmentErrors).toEqual(expect.arrayContaining(['Treatment type is required', 'Provider is required']));
  });

  it('never blocks the documents step', () => {
    expect(isWizardStepValid('documents', createEmptyCaseWizardValues())).toBe(true);
  });

  it('defaults a new injury to mild', () => {
    const values = {
      ...createEmptyCaseWizardValues('2024-06-01'),
      basicInfo: { clientName: 'A', phase: 'intake', dateOpened: '2024-06-01' },
    };
    const parsed = caseWizardSchema.parse({ ...values, injuries: [{ type: 'Whiplash', bodyPart: 'Neck' }] });
    expect(parsed.injuries[0]?.severity).toBe('mild');
  });

  it('moves through the steps in order', () => {
    expect(getNextWizardStep('basicInfo')).toBe('injuries');
    expect(getNextWizardStep('documents')).toBeNull();
    expect(getPreviousWizardStep('treatments')).toBe('injuries');
    expect(getPreviousWizardStep('basicInfo')).toBeNull();
  });
});

describe('wizardCaseDetailsSchema', () => {
  it('reads the optional case facts from form text, empty boxes as null', () => {
    expect(
      wizardCaseDetailsSchema.parse({
        caseNumber: '',
        attorneyId: '',
        carrier: ' Geico ',
        insuranceLimits: '100000',
        actualSettlement: '',
      }),
    ).toMatchObject({
      caseNumber: null,
      attorneyId: null,
      carrier: 'Geico',
      insuranceLimits: 100000,
      actualSettlement: null,
      caseType: 'other',
      clientAge: null,
      clientFaultPercent: null,
      medicalCosts: null,
      lostWages: null,
      workDaysMissed: null,
      propertyDamageAmount: null,
    });
  });
  it('reads the value facts: case type code, age, fault in %, amounts; errors speak in %', () => {
    expect(
      wizardCaseDetailsSchema.parse({
        caseType: 'truck',
        clientAge: '44',
        clientFaultPercent: '20',
        medicalCosts: '48000.50',
        lostWages: '9000',
        workDaysMissed: '40',
        propertyDamageAmount: '0',
      }),
    ).toMatchObject({
      caseType: 'truck',
      clientAge: 44,
      clientFaultPercent: 20,
      medicalCosts: 48000.5,
      lostWages: 9000,
      workDaysMissed: 40,
      propertyDamageAmount: 0,
    });
    expect(wizardCaseDetailsSchema.safeParse({ clientFaultPercent: '120' }).error?.issues[0]?.message).toBe(
      "Client's share of fault must be a percentage from 0 to 100",
    );
    expect(wizardCaseDetailsSchema.safeParse({ clientAge: '44.5' }).error?.issues[0]?.message).toBe(
      'Client age must be a whole number from 0 to 120',
    );
    expect(wizardCaseDetailsSchema.safeParse({ caseType: 'auto' }).success).toBe(false);
    expect(faultPercentToLiability(20)).toBe(0.8);
    expect(faultPercentToLiability(33.33)).toBe(0.6667);
    expect(liabilityToFaultPercent(0.6667)).toBe(33.33);
    expect(faultPercentToLiability(null)).toBeNull();
  });
  it('reports a negative amount', () => {
    expect(wizardCaseDetailsSchema.safeParse({ insuranceLimits: '-1' }).error?.issues[0]?.message).toBe(
      'Insurance limits must be 0 or more',
    );
  });
});
