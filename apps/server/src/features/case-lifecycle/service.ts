// A case's lifecycle: a change of status or fields that ends the case (settled, closed, dismissed, verdict)
// closes its open deadlines and tasks and moves its stage, in the same transaction as the change itself.
import { endsCaseWork, stageForEndedStatus, type Case, type CaseStatusUpdate, type CaseUpdate } from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { Actor } from '../../http/actor.js';
import type { IfMatch } from '../../http/preconditions.js';
import { updateCaseIn } from '../cases/service.js';
import { closeOpenDeadlines } from '../deadlines/service.js';
import { closeOpenTasks, moveCaseToStage } from '../tasks/service.js';
import type { Database } from '../../db/schema.js';

type KeepOpen = NonNullable<CaseStatusUpdate['keepOpen']>;

/**
 * Changes a case; when the change ends the case's work, its open deadlines are dismissed and its open tasks
 * done (except those in keepOpen, and limitation deadlines for callers who may not dismiss them) and its stage
 * becomes settled or closed. Every change is audited, so the timeline says why each item closed.
 */
export async function changeCase(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  patch: CaseUpdate,
  ifMatch?: IfMatch,
  keepOpen?: KeepOpen,
): Promise<Case> {
  return db.transaction().execute(async (trx) => {
    const { before, after } = await updateCaseIn(trx, actor, id, patch, ifMatch);
    if (!endsCaseWork(before.status, after.status)) return after;
    await closeOpenDeadlines(trx, actor, id, new Set(keepOpen?.deadlineIds ?? []));
    await closeOpenTasks(trx, actor, id, new Set(keepOpen?.taskIds ?? []));
    await moveCaseToStage(trx, actor, id, stageForEndedStatus(after.status));
    return after;
  });
}
