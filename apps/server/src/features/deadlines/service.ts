// Deadline use cases: keep a case's computed deadlines in step with its facts, list them, add custom ones,
// confirm, override, close them; every change audited in its transaction. A calculator, not legal advice.
import {
  can,
  formatMoney,
  addLegalPeriod,
  DEADLINE_DISCLAIMER,
  ERROR_MESSAGES,
  getTodayIsoDate,
  governmentClaimOf,
  OVERRIDE_REASON_REQUIRED_MESSAGE,
  planComputedDeadlines,
  reconcileComputedDeadlines,
  type ComputedDeadline,
  type ComputedDeadlineKey,
  type Deadline,
  type DeadlineCreate,
  type DeadlineListResponse,
  type DeadlinePlan,
  type DeadlineUpdate,
  type UpcomingDeadlinesQuery,
  type UpcomingDeadlinesResponse,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { Actor } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import * as audit from '../audit/service.js';
import * as repo from './repository.js';
import { assertUnchanged, type IfMatch } from '../../http/preconditions.js';
import { findRuleBasis, saveConfirmedRow } from './rule-change-repository.js';
import type { Database, Db } from '../../db/schema.js';

const caseNotFound = () => notFound(ERROR_MESSAGES.caseNotFound);
const deadlineNotFound = () => notFound('Deadline not found');

/** At most this many rows per list of the upcoming view. */
const UPCOMING_LIMIT = 500;
const UNKNOWN_CASES_LIMIT = 100;

function toApi(stored: repo.StoredDeadline): Deadline {
  const { computedKey: _key, ...deadline } = stored;
  return deadline;
}

/** What the history shows of a deadline: the citation rather than the whole rule. */
function snapshot(deadline: Deadline): Record<string, unknown> {
  return {
    kind: deadline.kind,
    title: deadline.title,
    dueDate: deadline.dueDate,
    nominalDate: deadline.nominalDate,
    status: deadline.status,
    confirmedAt: deadline.confirmedAt,
    confirmedBy: deadline.confirmedBy,
    overrideReason: deadline.overrideReason,
    citation: deadline.rule?.citation ?? null,
  };
}

function computedValues(item: ComputedDeadline): repo.DeadlineValues & { title: string; dueDate: string } {
  return {
    title: item.title,
    dueDate: item.dueDate,
    nominalDate: item.nominalDate,
    movedBecause: item.movedBecause,
    holidayName: item.holidayName,
    rule: item.rule,
  };
}

export async function planFor(db: Db, firmId: string, facts: repo.CaseDeadlineFacts, caseId: string): Promise<DeadlinePlan> {
  return planWith(facts, await repo.listDefendants(db, firmId, caseId));
}

function planWith(facts: repo.CaseDeadlineFacts, defendants: repo.CaseDefendants): DeadlinePlan {
  return planComputedDeadlines({
    ...facts,
    defendantKinds: defendants.kinds,
    federalDefendants: defendants.federal,
    governmentClaim: governmentClaimOf(defendants.stateOrLocal),
    governmentLevels: defendants.stateOrLocal.map((defendant) => defendant.level),
  });
}

/**
 * Brings the case's computed deadlines in line with its facts (state, incident date, client's date of
 * birth, case type, defendants' kinds, a government's claim dates). Call it inside the transaction that
 * changed the facts. Open, not overridden deadlines move; a moved date loses its confirmation and the
 * change is audited, so the case history says why the date changed. Custom, overridden, met and dismissed deadlines are left alone.
 */
export async function refreshComputedDeadlines(trx: Db, actor: Actor, caseId: string): Promise<void> {
  const facts = await repo.findCaseFacts(trx, actor.firmId, caseId, { lock: true });
  if (!facts) return;
  const plan = await planFor(trx, actor.firmId, facts, caseId);
  const stored = (await repo.listDeadlinesForCase(trx, actor.firmId, caseId)).filter((row) => row.computedKey !== null);
  const changes = reconcileComputedDeadlines(
    stored.map((row) => ({
      id: row.id,
      computedKey: row.computedKey as ComputedDeadlineKey,
      dueDate: row.dueDate,
      status: row.status,
      overrideReason: row.overrideReason,
    })),
    plan.items,
  );
  const byId = new Map(stored.map((row) => [row.id, row]));
  for (const item of changes.insert) {
    const id = await repo.insertDeadline(trx, actor.firmId, {
      caseId,
      kind: item.kind,
      computedKey: item.computedKey,
      ...computedValues(item),
    });
    const created = await repo.findDeadline(trx, actor.firmId, caseId, id);
    if (created)
      await audit.recordChange(trx, actor, { caseId, entityType: 'deadline', entityId: id, before: null, after: snapshot(created) });
  }
  for (const { id, next, dueDateChanged } of changes.update) {
    const before = byId.get(id)!;
    await repo.updateDeadline(trx, actor.firmId, id, {
      ...computedValues(next),
      ...(dueDateChanged ? { confirmedAt: null, confirmedBy: null } : {}),
    });
    const after = await repo.findDeadline(trx, actor.firmId, caseId, id);
    if (after)
      await audit.recordChange(trx, actor, {
        caseId,
        entityType: 'deadline',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
  }
  for (const id of changes.remove) {
    await repo.deleteDeadline(trx, actor.firmId, id);
    await audit.recordChange(trx, actor, { caseId, entityType: 'deadline', entityId: id, before: snapshot(byId.get(id)!), after: null });
  }
}

/**
 * The computed deadlines of cases created together, none of which has a deadline yet (a CSV import): what
 * `refreshComputedDeadlines` gives each new case, read and written for all of them at once (their facts, their
 * defendants, the deadlines and their audit entries, a query each) rather than case by case.
 */
export async function addComputedDeadlinesToNewCases(trx: Db, actor: Actor, caseIds: readonly string[]): Promise<void> {
  if (caseIds.length === 0) return;
  const facts = await repo.findCasesFacts(trx, actor.firmId, caseIds);
  const defendants = await repo.listDefendantsOfCases(trx, actor.firmId, caseIds);
  const planned = caseIds.flatMap((caseId): repo.NewDeadline[] => {
    const caseFacts = facts.get(caseId);
    if (!caseFacts) return [];
    const plan = planWith(caseFacts, defendants.get(caseId)!);
    return reconcileComputedDeadlines([], plan.items).insert.map((item) => ({
      caseId,
      kind: item.kind,
      computedKey: item.computedKey,
      ...computedValues(item),
    }));
  });
  const created = await repo.insertDeadlines(trx, actor.firmId, planned);
  await audit.recordChanges(
    trx,
    actor,
    created.map((deadline) => ({
      caseId: deadline.caseId,
      entityType: 'deadline' as const,
      entityId: deadline.id,
      before: null,
      after: snapshot(deadline),
    })),
  );
}

/**
 * Closes a case's open deadlines when the case has ended (settled, closed…): each is dismissed and audited,
 * except those in `keep`. A limitation or notice deadline is dismissed only for owners and attorneys, who may
 * dismiss one by hand too; for anyone else it stays open and is returned in `keptOpen`.
 */
export async function closeOpenDeadlines(
  trx: Db,
  actor: Actor,
  caseId: string,
  keep: ReadonlySet<string>,
): Promise<{ closed: string[]; keptOpen: string[] }> {
  const open = (await repo.listDeadlinesForCase(trx, actor.firmId, caseId)).filter((row) => row.status === 'open');
  const closed: string[] = [];
  const keptOpen: string[] = [];
  for (const before of open) {
    if (keep.has(before.id) || (before.kind !== 'custom' && !can(actor.role, 'deadline.dismiss'))) {
      keptOpen.push(before.id);
      continue;
    }
    await repo.updateDeadline(trx, actor.firmId, before.id, { status: 'dismissed' });
    const after = await repo.findDeadline(trx, actor.firmId, caseId, before.id);
    if (after)
      await audit.recordChange(trx, actor, {
        caseId,
        entityType: 'deadline',
        entityId: before.id,
        before: snapshot(before),
        after: snapshot(after),
      });
    closed.push(before.id);
  }
  return { closed, keptOpen };
}

/** The title of a time-limited demand's expiry deadline: what was demanded, and of whom. */
function demandExpiryTitle(demand: { amount: number; to: string | null }): string {
  return `Time-limited demand expires (${formatMoney(demand.amount)}${demand.to ? ` to ${demand.to}` : ''})`;
}

/**
 * Keeps a time-limited demand's expiry deadline in step with the demand, in the demand's transaction: made when
 * the demand gets an expiry date, moved and retitled with it, removed when the date is cleared or the demand
 * goes (`demand` null). Each change is audited. A deadline already met or dismissed keeps its status.
 */
export async function syncDemandExpiryDeadline(
  trx: Db,
  actor: Actor,
  caseId: string,
  negotiationId: string,
  demand: { amount: number; to: string | null; expiresOn: string | null } | null,
): Promise<void> {
  const existingId = await repo.findDemandExpiryDeadlineId(trx, actor.firmId, negotiationId);
  const before = existingId ? await repo.findDeadline(trx, actor.firmId, caseId, existingId) : undefined;
  if (!demand?.expiresOn) {
    if (!before) return;
    await repo.deleteDeadline(trx, actor.firmId, before.id);
    await audit.recordChange(trx, actor, { caseId, entityType: 'deadline', entityId: before.id, before: snapshot(before), after: null });
    return;
  }
  const values = { title: demandExpiryTitle(demand), dueDate: demand.expiresOn };
  if (!before) {
    const id = await repo.insertDeadline(trx, actor.firmId, { caseId, kind: 'custom', computedKey: null, negotiationId, ...values });
    const created = await repo.findDeadline(trx, actor.firmId, caseId, id);
    if (created)
      await audit.recordChange(trx, actor, { caseId, entityType: 'deadline', entityId: id, before: null, after: snapshot(created) });
    return;
  }
  if (before.title === values.title && before.dueDate === values.dueDate) return;
  await repo.updateDeadline(trx, actor.firmId, before.id, {
    ...values,
    ...(before.dueDate !== values.dueDate ? { confirmedAt: null, confirmedBy: null } : {}),
  });
  const after = await repo.findDeadline(trx, actor.firmId, caseId, before.id);
  if (after)
    await audit.recordChange(trx, actor, {
      caseId,
      entityType: 'deadline',
      entityId: before.id,
      before: snapshot(before),
      after: snapshot(after),
    });
}

export async function listDeadlines(db: Db, actor: Actor, caseId: string): Promise<DeadlineListResponse> {
  const facts = await repo.findCaseFacts(db, actor.firmId, caseId);
  if (!facts) throw caseNotFound();
  const [plan, items, basis] = await Promise.all([
    planFor(db, actor.firmId, facts, caseId),
    repo.listDeadlinesForCase(db, actor.firmId, caseId),
    findRuleBasis(db, actor.firmId, caseId),
  ]);
  const ruleChange =
    basis?.pendingChanges && basis.changedAt ? { changedAt: basis.changedAt.toISOString(), changes: basis.pendingChanges } : null;
  return {
    items: items.map(toApi),
    unknownReason: plan.unknownReason,
    warnings: plan.warnings,
    disclaimer: DEADLINE_DISCLAIMER,
    ruleChange,
  };
}

export async function createDeadline(db: Kysely<Database>, actor: Actor, caseId: string, input: DeadlineCreate): Promise<Deadline> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.findCaseFacts(trx, actor.firmId, caseId, { lock: true }))) throw caseNotFound();
    const id = await repo.insertDeadline(trx, actor.firmId, {
      caseId,
      kind: 'custom',
      computedKey: null,
      title: input.title,
      dueDate: input.dueDate,
    });
    const created = await repo.findDeadline(trx, actor.firmId, caseId, id);
    if (!created) throw deadlineNotFound();
    await audit.recordChange(trx, actor, { caseId, entityType: 'deadline', entityId: id, before: null, after: snapshot(created) });
    return toApi(created);
  });
}

/** What a PATCH changes, after the rules that depend on the deadline (computed or custom). */
function planUpdate(
  actor: Actor,
  before: repo.StoredDeadline,
  patch: DeadlineUpdate,
): { values: repo.DeadlineValues; revertOverride: boolean } {
  const values: repo.DeadlineValues = {};
  let revertOverride = false;
  // Dismissing a limitation or notice deadline ends its reminders: owners and attorneys only (custom ones are anyone's).
  if (patch.status === 'dismissed' && before.status !== 'dismissed' && before.kind !== 'custom')
    requirePermission(actor, 'deadline.dismiss');
  if (patch.title !== undefined) {
    if (before.computed) throw badRequest('The title of a computed deadline cannot be changed (title)', 'VALIDATION_ERROR');
    values.title = patch.title;
  }
  if (patch.dueDate !== undefined) {
    if (before.computed) {
      if (!patch.overrideReason) throw badRequest(OVERRIDE_REASON_REQUIRED_MESSAGE, 'VALIDATION_ERROR');
      values.overrideReason = patch.overrideReason;
      values.movedBecause = null;
      values.holidayName = null;
    } else if (patch.overrideReason !== undefined) {
      values.overrideReason = patch.overrideReason;
    }
    values.dueDate = patch.dueDate;
    // A confirmation is of a date: a new date needs its own.
    if (patch.dueDate !== before.dueDate) Object.assign(values, { confirmedAt: null, confirmedBy: null });
  } else if (patch.overrideReason === null && before.computed && before.overrideReason !== null) {
    // Clearing the reason hands the date back to the calculator.
    values.overrideReason = null;
    revertOverride = true;
  }
  if (patch.status !== undefined) values.status = patch.status;
  if (patch.confirmed === true) Object.assign(values, { confirmedAt: new Date(), confirmedBy: actor.userName ?? actor.userId });
  if (patch.confirmed === false) Object.assign(values, { confirmedAt: null, confirmedBy: null });
  return { values, revertOverride };
}

export async function updateDeadline(
  db: Kysely<Database>,
  actor: Actor,
  caseId: string,
  id: string,
  patch: DeadlineUpdate,
  ifMatch?: IfMatch,
): Promise<Deadline> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.findCaseFacts(trx, actor.firmId, caseId, { lock: true }))) throw caseNotFound();
    const before = await repo.findDeadline(trx, actor.firmId, caseId, id, { lock: true });
    if (!before) throw deadlineNotFound();
    assertUnchanged(ifMatch, toApi(before));
    const { values, revertOverride } = planUpdate(actor, before, patch);
    await repo.updateDeadline(trx, actor.firmId, id, values);
    if (revertOverride) {
      // Recompute as an open, not overridden deadline; the refresh writes its own audit entry for the date.
      await audit.recordChange(trx, actor, {
        caseId,
        entityType: 'deadline',
        entityId: id,
        before: snapshot(before),
        after: { overrideReason: null },
      });
      await refreshComputedDeadlines(trx, actor, caseId);
    } else {
      const changed = await repo.findDeadline(trx, actor.firmId, caseId, id);
      if (changed)
        await audit.recordChange(trx, actor, {
          caseId,
          entityType: 'deadline',
          entityId: id,
          before: snapshot(before),
          after: snapshot(changed),
        });
      if (patch.confirmed === true && changed?.computedKey) await recordConfirmedRule(trx, actor, caseId, changed);
    }
    const after = await repo.findDeadline(trx, actor.firmId, caseId, id);
    if (!after) throw deadlineNotFound();
    return toApi(after);
  });
}

/**
 * A confirmed computed date that still follows the calculator: the row it comes from, with its fingerprint, is
 * recorded with the case, so a later correction of that row is told apart from a court calendar change.
 */
async function recordConfirmedRule(trx: Db, actor: Actor, caseId: string, deadline: repo.StoredDeadline): Promise<void> {
  if (deadline.overrideReason !== null || deadline.status !== 'open') return;
  const facts = await repo.findCaseFacts(trx, actor.firmId, caseId);
  if (!facts) return;
  const item = (await planFor(trx, actor.firmId, facts, caseId)).items.find((planned) => planned.computedKey === deadline.computedKey);
  if (!item || item.dueDate !== deadline.dueDate) return;
  await saveConfirmedRow(trx, actor.firmId, caseId, { computedKey: item.computedKey, ...item.source, dueDate: item.dueDate });
}

/** The firm's open limitation and notice deadlines due within `days` (and overdue ones), and the open cases without one. */
export async function listUpcomingDeadlines(
  db: Db,
  actor: Actor,
  query: UpcomingDeadlinesQuery,
  today: string = getTodayIsoDate(),
): Promise<UpcomingDeadlinesResponse> {
  const until = addLegalPeriod(today, { days: query.days });
  const [items, unknown] = await Promise.all([
    repo.listUpcomingDeadlines(db, actor.firmId, until, UPCOMING_LIMIT + 1),
    repo.listOpenCasesWithoutLimitations(db, actor.firmId, UNKNOWN_CASES_LIMIT),
  ]);
  return {
    items: items.slice(0, UPCOMING_LIMIT),
    truncated: items.length > UPCOMING_LIMIT,
    until,
    casesWithoutLimitations: unknown.items,
    casesWithoutLimitationsTotal: unknown.total,
  };
}
