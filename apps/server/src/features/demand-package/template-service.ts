// The firm's demand letter template: read (the default until the firm saves its own) and changed by owners.
import { DEFAULT_DEMAND_TEMPLATE, listDemandTemplatePlaceholders, type DemandTemplateResponse } from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { Actor } from '../../http/actor.js';
import { requirePermission } from '../../http/permissions.js';
import * as repo from './template-repository.js';
import type { DemandTemplateDatabase } from './tables.js';

export async function getDemandTemplate(db: Kysely<DemandTemplateDatabase>, actor: Actor): Promise<DemandTemplateResponse> {
  const stored = await repo.findDemandTemplate(db, actor.firmId);
  return {
    body: stored?.body ?? DEFAULT_DEMAND_TEMPLATE,
    isDefault: stored === undefined,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
    updatedBy: stored?.updatedBy ?? null,
    placeholders: listDemandTemplatePlaceholders(),
  };
}

/** Saves the firm's template (placeholders already checked by the schema); who changed it and when is kept on the row. */
export async function updateDemandTemplate(db: Kysely<DemandTemplateDatabase>, actor: Actor, body: string): Promise<DemandTemplateResponse> {
  requirePermission(actor, 'firm.editDemandTemplate');
  await repo.saveDemandTemplate(db, actor.firmId, body, actor.userId);
  return getDemandTemplate(db, actor);
}
