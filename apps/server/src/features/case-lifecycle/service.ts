// A case's lifecycle: a change of phase (or of fields) that ends the case, settled or closed, closes its open
// deadlines and tasks in the same transaction as the change itself, whichever route moves it there.
import {
  SETTLEMENT_FACTS_REQUIRED_MESSAGE,
  endsCaseWork,
  missingSettlementFacts,
  type Case,
  type CaseStageResponse,
  type CaseStageUpdate,
  type CaseStatusUpdate,
  type CaseUpdate,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { Actor } from '../../http/actor.js';
import type { IfMatch } from '../../http/preconditions.js';
import { badRequest } from '../../http/errors.js';
import { requireCase, updateCaseIn } from '../cases/service.js';
import { closeOpenDeadlines } from '../deadlines/service.js';
import { changeCaseStageIn, closeOpenTasks } from '../tasks/service.js';
import type { Database, Db } from '../../db/schema.js';

type KeepOpen = NonNullable<CaseStatusUpdate['keepOpen']>;

/**
 * The case's work ends: its open deadlines are dismissed and its open tasks done (except those in keepOpen, and
 * limitation deadlines for callers who may not dismiss them). Every change is audited, so the timeline says why
 * each item closed.
 */
async function endCaseWork(trx: Db, actor: Actor, id: string, keepOpen?: KeepOpen): Promise<void> {
  await closeOpenDeadlines(trx, actor, id, new Set(keepOpen?.deadlineIds ?? []));
  await closeOpenTasks(trx, actor, id, new Set(keepOpen?.taskIds ?? []));
}

/** Changes a case; when the change moves it from an active phase to settled or closed, its work ends. */
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
    if (endsCaseWork(before.phase, after.phase)) await endCaseWork(trx, actor, id, keepOpen);
    return after;
  });
}

/** The settlement amount and date closed a stage move sends, if it sends either (only the keys sent change). */
function settlementFactsOf({ actualSettlement, dateClosed }: CaseStageUpdate): CaseUpdate | null {
  if (actualSettlement === undefined && dateClosed === undefined) return null;
  return {
    ...(actualSettlement !== undefined ? { actualSettlement } : {}),
    ...(dateClosed !== undefined ? { dateClosed } : {}),
  };
}

/**
 * Moves a case to a phase through its stage checklist. A move to settled needs what it settled for and when, as
 * the phase selector does: sent with the move, they are saved in its transaction (a refused move saves neither).
 * A move to settled or closed ends the case's work first, so the tasks of the settled or closed checklist chosen
 * with the move are the ones left open.
 */
export async function moveCaseToStage(db: Kysely<Database>, actor: Actor, id: string, input: CaseStageUpdate): Promise<CaseStageResponse> {
  return db.transaction().execute(async (trx) => {
    const facts = settlementFactsOf(input);
    const found = facts ? (await updateCaseIn(trx, actor, id, facts)).after : await requireCase(trx, actor, id);
    if (found.phase !== input.stage && missingSettlementFacts({ ...found, status: input.stage }).length > 0)
      throw badRequest(SETTLEMENT_FACTS_REQUIRED_MESSAGE, 'VALIDATION_ERROR');
    return changeCaseStageIn(trx, actor, id, input, {
      afterMove: async (from, to) => {
        if (endsCaseWork(from, to)) await endCaseWork(trx, actor, id, input.keepOpen);
      },
    });
  });
}
