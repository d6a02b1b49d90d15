// Carries out a wizard save: the case itself, then its injuries, treatments and notes.
import type { CaseDetail } from '@casecast/domain';
import { uploadQueuedWizardFiles } from '../documents/wizard-uploads';
import { casesApi } from './api';
import { planCaseSave, toCaseUpdate, type CaseWizardFormSubmission } from './case-wizard-form';

export type SaveCaseResult = { caseId: string; failedRecords: number };

/** Related records are sent after the case; their failures are counted, not thrown, so a created case is never created twice. */
export async function saveCase(submission: CaseWizardFormSubmission, stored: CaseDetail | null): Promise<SaveCaseResult> {
  const plan = planCaseSave(submission, stored);
  let caseId: string;
  if (stored) {
    const update = toCaseUpdate(plan.caseInput, stored);
    if (Object.keys(update).length > 0) await casesApi.update(stored.id, update);
    caseId = stored.id;
  } else {
    caseId = (await casesApi.create(plan.caseInput)).id;
  }
  const calls: Array<() => Promise<unknown>> = [
    ...plan.injuries.remove.map((id) => () => casesApi.removeInjury(id)),
    ...plan.injuries.update.map(({ id, input }) => () => casesApi.updateInjury(id, input)),
    ...plan.injuries.create.map((input) => () => casesApi.createInjury(caseId, input)),
    ...plan.treatments.remove.map((id) => () => casesApi.removeTreatment(id)),
    ...plan.treatments.update.map(({ id, input }) => () => casesApi.updateTreatment(id, input)),
    ...plan.treatments.create.map((input) => () => casesApi.createTreatment(caseId, input)),
    ...plan.notes.remove.map((id) => () => casesApi.removeNote(id)),
    ...plan.notes.update.map(({ id, input }) => () => casesApi.updateNote(id, input)),
    ...plan.notes.create.map((input) => () => casesApi.createNote(caseId, input)),
  ];
  // One at a time, in the order typed, so the records keep the order the user gave them.
  let failedRecords = 0;
  for (const call of calls) {
    try {
      await call();
    } catch {
      failedRecords += 1;
    }
  }
  failedRecords += await uploadQueuedWizardFiles(caseId);
  return { caseId, failedRecords };
}
