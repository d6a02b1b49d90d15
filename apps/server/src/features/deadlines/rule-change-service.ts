// Rule-change use cases: compare open cases' computed dates with the current rule tables (on start and on demand),
// move the dates a corrected or added row changes and list them for an attorney to confirm again, record the rows
// (with their fingerprints) an attorney confirmed, and the rules page. A calculator, not legal advice.
import {
  COURT_CALENDARS,
  describeLegalPeriod,
  describeUsState,
  ERROR_MESSAGES,
  findRuleDateChanges,
  getTodayIsoDate,
  LIMITATION_RULES,
  limitationRuleId,
  mergeRuleDateChanges,
  needsReverification,
  REVERIFY_AFTER_YEARS,
  ruleRowRef,
  rulesVersion,
  sortRuleRows,
  type CaseDatesConfirmation,
  type CaseDatesToConfirm,
  type ComputedDeadlineKey,
  type ConfirmedRuleRow,
  type RuleCheckResponse,
  type RuleTableResponse,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import * as audit from '../audit/service.js';
import * as repo from './repository.js';
import * as rules from './rule-change-repository.js';
import { planFor, refreshComputedDeadlines } from './service.js';
import type { Database, Db } from '../../db/schema.js';

/** Who moves dates after a rule change: the history names the rule update, not a member. */
export const RULE_UPDATE_ACTOR_NAME = 'Rule update';
const ruleUpdateActor = (firmId: string): Actor => ({ firmId, userId: null, userName: RULE_UPDATE_ACTOR_NAME, role: 'owner' });

const CHECK_BATCH = 200;
const DATES_TO_CONFIRM_LIMIT = 500;
export const NOTHING_TO_CONFIRM_MESSAGE = 'No rule change to confirm on this case: its dates already follow the current rules.';

/** The version of the tables this server computes with. */
export const currentRulesVersion = rulesVersion(LIMITATION_RULES, COURT_CALENDARS);

const following = (row: repo.StoredDeadline) => row.computedKey !== null && row.status === 'open' && row.overrideReason === null;

/**
 * One case against the current tables, in its own transaction: when the rows now give other dates, the dates move
 * (each change audited, its confirmation cleared) and the moves are kept to confirm, added to any still pending.
 */
async function checkCase(db: Kysely<Database>, key: rules.CaseKey, version: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const facts = await repo.findCaseFacts(trx, key.firmId, key.caseId, { lock: true });
    if (!facts) return false;
    const [plan, stored, basis] = await Promise.all([
      planFor(trx, key.firmId, facts, key.caseId),
      repo.listDeadlinesForCase(trx, key.firmId, key.caseId),
      rules.findRuleBasis(trx, key.firmId, key.caseId),
    ]);
    const computed = stored
      .filter((row) => row.computedKey !== null)
      .map((row) => ({
        id: row.id,
        computedKey: row.computedKey as ComputedDeadlineKey,
        dueDate: row.dueDate,
        status: row.status,
        overrideReason: row.overrideReason,
        title: row.title,
        rule: row.rule,
      }));
    const changes = findRuleDateChanges({ stored: computed, planned: plan.items, confirmed: basis?.confirmedRules ?? null });
    if (changes.length === 0) {
      await rules.saveRuleCheck(trx, key.firmId, key.caseId, {
        checkedVersion: version,
        pendingChanges: basis?.pendingChanges ?? null,
        changedAt: basis?.changedAt ?? null,
      });
      return false;
    }
    await refreshComputedDeadlines(trx, ruleUpdateActor(key.firmId), key.caseId);
    const pending = mergeRuleDateChanges(basis?.pendingChanges ?? [], changes);
    await rules.saveRuleCheck(trx, key.firmId, key.caseId, {
      checkedVersion: version,
      pendingChanges: pending.length > 0 ? pending : null,
      changedAt: pending.length > 0 ? new Date() : null,
    });
    return pending.length > 0;
  });
}

/**
 * Every open case not yet checked against the current tables (of one firm, or of all on start). A case that fails is
 * counted and left for the next check; the others go on.
 */
export async function checkRuleChanges(
  db: Kysely<Database>,
  input: { firmId: string | null; version?: string; onCaseError?: (key: rules.CaseKey, error: unknown) => void },
): Promise<{ checked: number; listed: number; failed: number }> {
  const version = input.version ?? currentRulesVersion;
  let after: rules.CaseKey | null = null;
  const result = { checked: 0, listed: 0, failed: 0 };
  for (;;) {
    const page = await rules.listCasesToCheck(db, { firmId: input.firmId, version, after, limit: CHECK_BATCH });
    for (const key of page) {
      try {
        if (await checkCase(db, key, version)) result.listed += 1;
        result.checked += 1;
      } catch (error) {
        result.failed += 1;
        input.onCaseError?.(key, error);
      }
    }
    if (page.length < CHECK_BATCH) return result;
    after = page.at(-1)!;
  }
}

/** POST /api/rules/check: the caller's firm's open cases against the current tables (owners and attorneys). */
export async function checkFirmRuleChanges(db: Kysely<Database>, actor: Actor): Promise<RuleCheckResponse> {
  requirePermission(actor, 'deadline.confirmRuleChange');
  const { checked, failed } = await checkRuleChanges(db, { firmId: actor.firmId });
  if (failed > 0)
    throw new AppError(500, 'RULE_CHECK_FAILED', `${failed} case(s) could not be checked against the current rules; try again.`);
  const listed = (await rules.listDatesToConfirm(db, actor.firmId, {}, DATES_TO_CONFIRM_LIMIT)).length;
  return { rulesVersion: currentRulesVersion, checked, listed };
}

/**
 * "Confirm dates": the attorney confirms the case's computed dates under the current rules. The dates are brought in
 * line first (in case the rules changed again), each open one is confirmed (audited), and the rows with their
 * fingerprints are recorded; the case leaves the list. Owners and attorneys only; nothing pending is a 409.
 */
export async function confirmCaseDates(db: Kysely<Database>, actor: Actor, caseId: string): Promise<CaseDatesConfirmation> {
  requirePermission(actor, 'deadline.confirmRuleChange');
  return db.transaction().execute(async (trx) => {
    const facts = await repo.findCaseFacts(trx, actor.firmId, caseId, { lock: true });
    if (!facts) throw notFound(ERROR_MESSAGES.caseNotFound);
    const basis = await rules.findRuleBasis(trx, actor.firmId, caseId);
    if (!basis?.pendingChanges) throw new AppError(409, 'NOTHING_TO_CONFIRM', NOTHING_TO_CONFIRM_MESSAGE);
    await refreshComputedDeadlines(trx, actor, caseId);
    const confirmedAt = new Date();
    const confirmedBy = actor.userName ?? actor.userId;
    for (const row of await repo.listDeadlinesForCase(trx, actor.firmId, caseId)) {
      if (!following(row) || row.confirmedAt) continue;
      await repo.updateDeadline(trx, actor.firmId, row.id, { confirmedAt, confirmedBy });
      await audit.recordChange(trx, actor, {
        caseId,
        entityType: 'deadline',
        entityId: row.id,
        before: { confirmedAt: null, confirmedBy: null },
        after: { confirmedAt: confirmedAt.toISOString(), confirmedBy, citation: row.rule?.citation ?? null },
      });
    }
    const plan = await planFor(trx, actor.firmId, facts, caseId);
    const confirmed: ConfirmedRuleRow[] = plan.items.map((item) => ({
      computedKey: item.computedKey,
      ...item.source,
      dueDate: item.dueDate,
    }));
    await rules.saveRuleConfirmation(trx, actor.firmId, caseId, {
      version: currentRulesVersion,
      rules: confirmed,
      confirmedAt,
      confirmedBy,
    });
    return { caseId, confirmedAt: confirmedAt.toISOString(), confirmedBy, rulesVersion: currentRulesVersion, rules: confirmed };
  });
}

/** My day's list: open cases with dates to confirm (an owner sees the firm's; others the cases they are attorney on). */
export async function listDatesToConfirm(db: Db, actor: Actor): Promise<CaseDatesToConfirm[]> {
  const scope = actor.role === 'owner' ? {} : { userId: actor.userId ?? '' };
  const rows = await rules.listDatesToConfirm(db, actor.firmId, scope, DATES_TO_CONFIRM_LIMIT);
  return rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() }));
}

/** The case timeline's rule-change record: the dates to confirm and the last confirmation. */
export async function findCaseRuleChanges(db: Db, firmId: string, caseId: string) {
  const basis = await rules.findRuleBasis(db, firmId, caseId);
  if (!basis) return null;
  return {
    changedAt: basis.changedAt?.toISOString() ?? null,
    changes: basis.pendingChanges ?? [],
    confirmedAt: basis.confirmedAt?.toISOString() ?? null,
    confirmedBy: basis.confirmedBy,
  };
}

/**
 * The rules page (owners): every limitation row the firm's computed dates come from, with its citation, dates and
 * verification, and "re-verify" on a row verified more than a year ago.
 */
export async function listRuleTable(db: Db, actor: Actor, today: string = getTodayIsoDate()): Promise<RuleTableResponse> {
  requirePermission(actor, 'rules.view');
  const usage = new Map((await rules.listRuleUsage(db, actor.firmId)).map((row) => [row.ruleId, row.caseCount]));
  const items = LIMITATION_RULES.filter((rule) => usage.has(limitationRuleId(rule))).map((rule) => ({
    ...ruleRowRef(rule),
    jurisdiction: rule.jurisdiction,
    jurisdictionName: rule.jurisdiction === 'US' ? 'United States (FTCA)' : describeUsState(rule.jurisdiction),
    claimType: rule.claimType,
    caseTypes: rule.caseTypes ? [...rule.caseTypes] : null,
    governments: rule.governments ?? null,
    period: rule.period,
    periodText: describeLegalPeriod(rule.period),
    clockStarts: rule.clockStarts,
    citation: rule.citation,
    effectiveFrom: rule.effectiveFrom,
    verifiedOn: rule.verifiedOn,
    verified: rule.verified,
    reverify: needsReverification(rule.verifiedOn, today),
    caseCount: usage.get(limitationRuleId(rule)) ?? 0,
    note: rule.note ?? null,
  }));
  return { today, rulesVersion: currentRulesVersion, reverifyAfterYears: REVERIFY_AFTER_YEARS, items: sortRuleRows(items) };
}
