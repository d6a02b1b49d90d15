// The firm's demand letter template: read (the default until the firm saves its own) and changed by owners.
import { DEFAULT_DEMAND_TEMPLATE, listDemandTemplatePlaceholders, type DemandTemplateResponse } from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { Actor } from '../../http/actor.js';
import { requirePermission } from '../../http/permissions.js';
import * as audit from '../audit/service.js';
import * as repo from './template-repository.js';
import type { Database } from '../../db/schema.js';

export async function getDemandTemplate(db: Kysely<Database>, actor: Actor): Promise<DemandTemplateResponse> {
  const stored = await repo.findDemandTemplate(db, actor.firmId);
  return {
    body: stored?.body ?? DEFAULT_DEMAND_TEMPLATE,
    isDefault: stored === undefined,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
    updatedBy: stored?.updatedBy ?? null,
    placeholders: listDemandTemplatePlaceholders(),
  };
}

/**
 * Saves the firm's template (placeholders already checked by the schema). Who changed it last and
 * when is kept on the row; each change, with the text before and after, is in the audit log (a
 * firm record, so with no case). Saving the same text again records nothing.
 */
export async function updateDemandTemplate(db: Kysely<Database>, actor: Actor, body: string): Promise<DemandTemplateResponse> {
  requirePermission(actor, 'firm.editDemandTemplate');
  await db.transaction().execute(async (trx) => {
    const before = await repo.findDemandTemplate(trx, actor.firmId, { forUpdate: true });
    await repo.saveDemandTemplate(trx, actor.firmId, body, actor.userId);
    await audit.recordChange(trx, actor, {
      caseId: null,
      entityType: 'demand_template',
      entityId: actor.firmId,
      before: before ? { body: before.body } : null,
      after: { body },
    });
  });
  return getDemandTemplate(db, actor);
}
