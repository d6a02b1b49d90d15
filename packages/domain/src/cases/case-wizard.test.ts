import { describe, expect, it } from 'vitest';
import {
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
  it('starts a new case as open, opened today, with no items', () => {
    const values = createEmptyCaseWizardValues('2024-06-01');
    expect(values.basicInfo).toMatchObject({ status: 'open', dateOpened: '2024-06-01', clientName: '' });
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
    const values = { ...createEmptyCaseWizardValues('2024-06-01'), basicInfo: { clientName: 'A', status: 'open', dateOpened: '2024-06-01' } };
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
    expect(wizardCaseDetailsSchema.parse({ caseNumber: '', attorneyId: '', carrier: ' Geico ', insuranceLimits: '100000', actualSettlement: '' })).toEqual({
      caseNumber: null,
      attorneyId: null,
      carrier: 'Geico',
      insuranceLimits: 100000,
      actualSettlement: null,
    });
  });
  it('reports a negative amount', () => {
    expect(wizardCaseDetailsSchema.safeParse({ insuranceLimits: '-1' }).error?.issues[0]?.message).toBe('Insurance limits must be 0 or more');
  });
});
