// A case's treatments: the treatment record kind's operations (records feature). A treatment may name an injury of its
// own case only; a stored frequency or status the kind does not know reads as weekly, or none.
import {
  DEFAULT_TREATMENT_FREQUENCY,
  injuryKind,
  TREATMENT_FREQUENCIES,
  TREATMENT_STATUSES,
  treatmentKind,
  type Treatment,
  type TreatmentCreate,
  type TreatmentUpdate,
} from '@casecast/domain';
import { badRequest } from '../../http/errors.js';
import { findRecordCaseId } from '../records/repository.js';
import { recordOperations } from '../records/service.js';

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);

export const treatments = recordOperations<Treatment, TreatmentCreate, TreatmentUpdate>(treatmentKind, {
  read: (stored) => {
    const treatment = stored as unknown as Treatment;
    return {
      ...treatment,
      frequency: isOneOf(TREATMENT_FREQUENCIES, treatment.frequency) ? treatment.frequency : DEFAULT_TREATMENT_FREQUENCY,
      status: isOneOf(TREATMENT_STATUSES, treatment.status) ? treatment.status : null,
    };
  },
  async check(trx, actor, caseId, treatment) {
    if (treatment.injuryId == null) return;
    if ((await findRecordCaseId(trx, injuryKind, actor.firmId, treatment.injuryId)) !== caseId)
      throw badRequest('Please select an injury', 'VALIDATION_ERROR');
  },
});
