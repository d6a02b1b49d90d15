// A case's injuries: the injury record kind's operations (records feature). A stored severity reads as one of the three
// or 'unknown'; removing an injury keeps its treatments and records in their history that they lost the link.
import { injuryKind, readInjurySeverity, type Injury, type InjuryCreate, type InjuryUpdate } from '@casecast/domain';
import * as audit from '../audit/service.js';
import { recordOperations } from '../records/service.js';
import { listLinkedTreatmentIds } from './repository.js';

export const injuries = recordOperations<Injury, InjuryCreate, InjuryUpdate>(injuryKind, {
  read: (stored) => ({ ...(stored as unknown as Injury), severity: readInjurySeverity(stored.severity as string | null) }),
  async aroundRemove(trx, actor, caseId, injury, remove) {
    const unlinked = await listLinkedTreatmentIds(trx, actor.firmId, injury.id);
    await remove();
    // The treatments stay on the case; the history says they lost their link, and to what.
    for (const treatmentId of unlinked) {
      await audit.recordChange(trx, actor, {
        caseId,
        entityType: 'treatment',
        entityId: treatmentId,
        before: { injuryId: injury.id },
        after: { injuryId: null },
      });
    }
  },
});
