// Turning a wizard save into API calls: what is created, changed and deleted.
import { describe, expect, it } from 'vitest';
import { makeCaseDetail, makeInjury, makeNote, makeTreatment } from '../../../../../packages/domain/src/testing/case-fixtures';
import { caseWizardFormSchema, createEmptyWizardFormValues, planCaseSave, toCaseUpdate, toWizardFormValues } from './case-wizard-form';

describe('planCaseSave', () => {
  it('creates everything for a new case', () => {
    const values = createEmptyWizardFormValues('2024-03-01');
    values.basicInfo.clientName = 'Ana Lima';
    values.injuries.push({ type: 'Whiplash', bodyPart: 'Neck', severity: 'moderate', description: '' });
    values.treatments.push({ type: 'Physical therapy', provider: 'City PT', startDate: '2024-03-02', endDate: '', notes: '' });
    values.notes.push({ content: 'Called the client' });
    const plan = planCaseSave(caseWizardFormSchema.parse(values), null);
    expect(plan.caseInput).toEqual({
      clientName: 'Ana Lima',
      phase: 'intake',
      dateOpened: '2024-03-01',
      dateClosed: null,
      notes: null,
      caseNumber: null,
      attorneyId: null,
      carrier: null,
      insuranceLimits: null,
      actualSettlement: null,
      incidentDate: null,
      state: null,
      clientDateOfBirth: null,
      dateOfDeath: null,
      caseType: 'other',
      clientAge: null,
      liability: null,
      medicalCosts: null,
      lostWages: null,
      workDaysMissed: null,
      propertyDamageAmount: null,
    });
    expect(plan.injuries).toEqual({
      create: [{ type: 'Whiplash', bodyPart: 'Neck', severity: 'moderate', description: null }],
      update: [],
      remove: [],
    });
    expect(plan.treatments.create).toEqual([
      { type: 'Physical therapy', provider: 'City PT', startDate: '2024-03-02', endDate: null, cost: null, notes: null },
    ]);
    expect(plan.notes.create).toEqual([{ content: 'Called the client' }]);
  });

  it('updates only changed records and deletes removed ones when editing', () => {
    const stored = makeCaseDetail({
      injuries: [
        makeInjury({ id: 'i1', type: 'Whiplash', bodyPart: 'Neck', severity: 'mild', description: null }),
        makeInjury({ id: 'i2' }),
      ],
      treatments: [makeTreatment({ id: 't1', type: 'PT', provider: 'City PT', startDate: '2024-01-10', endDate: null, notes: null })],
      caseNotes: [makeNote({ id: 'n1', content: 'First' })],
    });
    const values = toWizardFormValues(stored);
    values.injuries = values.injuries.filter((injury) => injury.id !== 'i2');
    values.injuries[0]!.severity = 'severe';
    values.notes.push({ content: 'Second' });
    const plan = planCaseSave(caseWizardFormSchema.parse(values), stored);
    expect(plan.injuries).toEqual({ create: [], update: [{ id: 'i1', input: { severity: 'severe' } }], remove: ['i2'] });
    expect(plan.treatments).toEqual({ create: [], update: [], remove: [] });
    expect(plan.notes).toEqual({ create: [{ content: 'Second' }], update: [], remove: [] });
  });
});

describe('toCaseUpdate', () => {
  it('sends only the case fields that changed', () => {
    const stored = makeCaseDetail({ clientName: 'Jane Doe', dateOpened: '2024-01-05', notes: null });
    const plan = planCaseSave(
      caseWizardFormSchema.parse({
        ...toWizardFormValues(stored),
        basicInfo: { ...toWizardFormValues(stored).basicInfo, clientName: 'Jane Roe' },
      }),
      stored,
    );
    expect(toCaseUpdate(plan.caseInput, stored)).toEqual({ clientName: 'Jane Roe' });
  });
  it('reads typed amounts and clears an emptied one', () => {
    const stored = makeCaseDetail({ insuranceLimits: 50000, carrier: 'Geico' });
    const values = toWizardFormValues(stored);
    expect(values.basicInfo.insuranceLimits).toBe('50000');
    values.basicInfo.insuranceLimits = '';
    values.basicInfo.actualSettlement = '87000';
    const plan = planCaseSave(caseWizardFormSchema.parse(values), stored);
    expect(toCaseUpdate(plan.caseInput, stored)).toEqual({ insuranceLimits: null, actualSettlement: 87000 });
  });
  it('sends the deadline facts (state, incident date, date of birth) only when they change', () => {
    const stored = makeCaseDetail({ incidentDate: '2024-03-12T00:00:00.000Z', state: 'TX', clientDateOfBirth: null });
    const values = toWizardFormValues(stored);
    expect(values.basicInfo).toMatchObject({ incidentDate: '2024-03-12', state: 'TX', clientDateOfBirth: '' });
    expect(toCaseUpdate(planCaseSave(caseWizardFormSchema.parse(values), stored).caseInput, stored)).toEqual({});
    values.basicInfo.state = 'NY';
    values.basicInfo.clientDateOfBirth = '2010-05-01';
    expect(toCaseUpdate(planCaseSave(caseWizardFormSchema.parse(values), stored).caseInput, stored)).toEqual({
      state: 'NY',
      clientDateOfBirth: '2010-05-01',
    });
  });
  it('sends the date of death on a wrongful death case, and none on another case type', () => {
    const stored = makeCaseDetail({ caseType: 'wrongful_death', incidentDate: '2024-03-12T00:00:00.000Z', dateOfDeath: null });
    const values = toWizardFormValues(stored);
    expect(values.basicInfo).toMatchObject({ dateOfDeath: '' });
    values.basicInfo.dateOfDeath = '2024-04-15';
    expect(toCaseUpdate(planCaseSave(caseWizardFormSchema.parse(values), stored).caseInput, stored)).toEqual({ dateOfDeath: '2024-04-15' });
    values.basicInfo.caseType = 'motor_vehicle';
    expect(planCaseSave(caseWizardFormSchema.parse(values), stored).caseInput.dateOfDeath).toBeNull();
  });
});
