// Carries out a wizard save: a new case in one all-or-nothing request; an edit as the case change, then its records.
import { hasClientContactDetails, type CaseDetail } from '@casecast/domain';
import { uploadQueuedWizardFiles } from '../documents/wizard-uploads';
import { casesApi, injuriesApi, notesApi, treatmentsApi } from './api';
import { planCaseSave, toCaseUpdate, type CaseWizardFormSubmission } from './case-wizard-form';

export type SaveCaseResult = { caseId: string; failedRecords: number };

/**
 * A new case goes with its injuries, treatments and notes in one request the server saves all or
 * nothing, so a failure never leaves half a case; only the documents follow (failed uploads are counted).
 */
export async function createCaseWithRecords(submission: CaseWizardFormSubmission): Promise<SaveCaseResult> {
  const plan = planCaseSave(submission, null);
  const { id: caseId } = await casesApi.create({
    ...plan.caseInput,
    injuries: plan.injuries.create,
    treatments: plan.treatments.create,
    caseNotes: plan.notes.create,
    ...(hasClientContactDetails(submission.clientContact) ? { clientContact: submission.clientContact } : {}),
  });
  return { caseId, failedRecords: await uploadQueuedWizardFiles(caseId) };
}

/** The stored record the edit started from: its version goes with the change, so someone else's newer save is not overwritten. */
const seen = <T extends { id: string; updatedAt: string }>(records: readonly T[], id: string): T | undefined =>
  records.find((record) => record.id === id);

/** An edit: the case's changed fields, then each changed record; record failures are counted, not thrown. */
export async function saveCase(submission: CaseWizardFormSubmission, stored: CaseDetail | null): Promise<SaveCaseResult> {
  if (!stored) return createCaseWithRecords(submission);
  const plan = planCaseSave(submission, stored);
  const update = toCaseUpdate(plan.caseInput, stored);
  if (Object.keys(update).length > 0) await casesApi.update(stored.id, update, stored);
  const caseId = stored.id;
  const calls: Array<() => Promise<unknown>> = [
    ...plan.injuries.remove.map((id) => () => injuriesApi.remove(caseId, id, seen(stored.injuries, id))),
    ...plan.injuries.update.map(
      ({ id, input }) =>
        () =>
          injuriesApi.update(caseId, id, input, seen(stored.injuries, id)),
    ),
    ...plan.injuries.create.map((input) => () => injuriesApi.create(caseId, input)),
    ...plan.treatments.remove.map((id) => () => treatmentsApi.remove(caseId, id, seen(stored.treatments, id))),
    ...plan.treatments.update.map(
      ({ id, input }) =>
        () =>
          treatmentsApi.update(caseId, id, input, seen(stored.treatments, id)),
    ),
    ...plan.treatments.create.map((input) => () => treatmentsApi.create(caseId, input)),
    ...plan.notes.remove.map((id) => () => notesApi.remove(caseId, id, seen(stored.caseNotes, id))),
    ...plan.notes.update.map(
      ({ id, input }) =>
        () =>
          notesApi.update(caseId, id, input, seen(stored.caseNotes, id)),
    ),
    ...plan.notes.create.map((input) => () => notesApi.create(caseId, input)),
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
