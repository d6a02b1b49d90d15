// When the rule tables change: which of a case's computed dates the new rows move, how those moves are listed for
// the attorney to confirm again, and the rules page's view of the rows a firm's cases use.
import { z } from 'zod';
import {
  reconcileComputedDeadlines,
  type ComputedDeadline,
  type ComputedDeadlineKey,
  type StoredComputedDeadline,
} from './computed-deadlines.js';
import { ruleDateChangeSchema, type DeadlineRule, type RuleDateChange, type RuleDateChangeReason } from './deadline-schemas.js';
import { limitationRuleId } from '../legal/rule-versions.js';

/** A computed date as an attorney confirmed it: its key, the row that gave it and that row's fingerprint then. */
export const confirmedRuleRowSchema = z.object({
  computedKey: z.string(),
  ruleId: z.string(),
  fingerprint: z.string(),
  dueDate: z.string(),
});
export type ConfirmedRuleRow = z.infer<typeof confirmedRuleRowSchema>;

/** A stored computed deadline as the comparison needs it (the rule it was computed from, as stored with it). */
export type StoredRuleDeadline = StoredComputedDeadline & { title: string; rule: DeadlineRule | null };

const REASON_WORDS: Readonly<Record<RuleDateChangeReason, string>> = {
  row_corrected: 'the rule was corrected',
  other_row: 'another rule applies now',
  same_row: 'the court calendar changed',
  added: 'the rules now give this deadline',
  removed: 'the rules no longer give this deadline',
};

/**
 * The dates the current rules move, comparing the stored computed deadlines the calculator still keeps (open, not
 * overridden) with what the rules give now. `confirmed` (the rows of the attorney's last confirmation) tells a
 * corrected row from an unchanged one; without it a changed date of the same row reads as a corrected row.
 */
export function findRuleDateChanges(input: {
  stored: readonly StoredRuleDeadline[];
  planned: readonly ComputedDeadline[];
  confirmed: readonly ConfirmedRuleRow[] | null;
}): RuleDateChange[] {
  const { stored, planned, confirmed } = input;
  const reconciliation = reconcileComputedDeadlines(stored, planned);
  const storedById = new Map(stored.map((row) => [row.id, row]));
  const confirmedByKey = new Map((confirmed ?? []).map((row) => [row.computedKey, row]));
  const changes: RuleDateChange[] = [];
  for (const item of reconciliation.insert) {
    changes.push({
      computedKey: item.computedKey,
      title: item.title,
      from: null,
      to: item.dueDate,
      citation: item.rule.citation,
      ruleId: item.source.ruleId,
      reason: 'added',
    });
  }
  for (const { id, next, dueDateChanged } of reconciliation.update) {
    if (!dueDateChanged) continue;
    const before = storedById.get(id)!;
    const previousId = before.rule ? limitationRuleId(before.rule) : null;
    const confirmedRow = confirmedByKey.get(next.computedKey);
    const reason: RuleDateChangeReason =
      previousId !== next.source.ruleId
        ? 'other_row'
        : confirmedRow !== undefined && confirmedRow.ruleId === next.source.ruleId && confirmedRow.fingerprint === next.source.fingerprint
          ? 'same_row'
          : 'row_corrected';
    changes.push({
      computedKey: next.computedKey,
      title: next.title,
      from: before.dueDate,
      to: next.dueDate,
      citation: next.rule.citation,
      ruleId: next.source.ruleId,
      reason,
    });
  }
  for (const id of reconciliation.remove) {
    const before = storedById.get(id)!;
    const ruleId = before.rule ? limitationRuleId(before.rule) : null;
    changes.push({
      computedKey: before.computedKey,
      title: before.title,
      from: before.dueDate,
      to: null,
      citation: before.rule?.citation ?? null,
      ruleId,
      reason: 'removed',
    });
  }
  return changes.sort(
    (a, b) => KEY_ORDER.indexOf(a.computedKey as ComputedDeadlineKey) - KEY_ORDER.indexOf(b.computedKey as ComputedDeadlineKey),
  );
}

const KEY_ORDER: readonly ComputedDeadlineKey[] = [
  'sol',
  'sol_property_damage',
  'sol_government',
  'sol_government_state',
  'notice_of_claim',
  'notice_of_claim_state',
  'ftca_claim',
  'ftca_suit',
];

/**
 * Changes still to confirm, after a further change: per deadline the date before the first change and the latest
 * date, so the attorney sees what moved since they last confirmed. A date that came back where it was drops out.
 */
export function mergeRuleDateChanges(pending: readonly RuleDateChange[], next: readonly RuleDateChange[]): RuleDateChange[] {
  const byKey = new Map(pending.map((change) => [change.computedKey, change]));
  for (const change of next) {
    const earlier = byKey.get(change.computedKey);
    byKey.set(change.computedKey, earlier ? { ...change, from: earlier.from } : change);
  }
  return [...byKey.values()].filter((change) => change.from !== change.to);
}

/** "Statute of limitations: 2026-03-12 → 2026-03-13 (Tex. Civ. Prac. & Rem. Code § 16.003(a); the rule was corrected)". */
export function describeRuleDateChange(change: RuleDateChange): string {
  const dates = `${change.from ?? 'none'} → ${change.to ?? 'none'}`;
  const why = [change.citation, REASON_WORDS[change.reason]].filter(Boolean).join('; ');
  return `${change.title}: ${dates} (${why})`;
}

/** A case on "My day" whose dates a rule change moved, until an attorney confirms them again. */
export const caseDatesToConfirmSchema = z.object({
  caseId: z.string(),
  clientName: z.string(),
  caseNo: z.number().int(),
  caseNumber: z.string().nullable(),
  attorneyName: z.string().nullable(),
  changedAt: z.string(),
  changes: z.array(ruleDateChangeSchema),
});
export type CaseDatesToConfirm = z.infer<typeof caseDatesToConfirmSchema>;

/** POST /api/cases/:caseId/confirm-dates: the dates now confirmed, and the rows (with fingerprints) they came from. */
export const caseDatesConfirmationSchema = z.object({
  caseId: z.string(),
  confirmedAt: z.string(),
  confirmedBy: z.string().nullable(),
  rulesVersion: z.string(),
  rules: z.array(confirmedRuleRowSchema),
});
export type CaseDatesConfirmation = z.infer<typeof caseDatesConfirmationSchema>;

/** POST /api/rules/check: how many open cases were compared with the current rules, and how many are now listed. */
export const ruleCheckResponseSchema = z.object({ rulesVersion: z.string(), checked: z.number().int(), listed: z.number().int() });
export type RuleCheckResponse = z.infer<typeof ruleCheckResponseSchema>;

/** A row of the rules page: a limitation rule one of the firm's cases' dates comes from. */
export const ruleRowSchema = z.object({
  ruleId: z.string(),
  fingerprint: z.string(),
  jurisdiction: z.string(),
  jurisdictionName: z.string(),
  claimType: z.string(),
  /** The case types the row is limited to (e.g. Colorado's motor-vehicle period); null when it applies to every type. */
  caseTypes: z.array(z.string()).nullable(),
  /** 'state' or 'local' for a row that binds one level of government only; null when it binds every level. */
  governments: z.enum(['local', 'state']).nullable(),
  period: z.object({ years: z.number().optional(), months: z.number().optional(), days: z.number().optional() }),
  periodText: z.string(),
  clockStarts: z.string(),
  citation: z.string(),
  effectiveFrom: z.string(),
  verifiedOn: z.string().nullable(),
  verified: z.boolean(),
  /** Verified more than a year ago: to be verified again. */
  reverify: z.boolean(),
  /** The firm's cases with a computed date from this row. */
  caseCount: z.number().int(),
  note: z.string().nullable(),
});
export type RuleRow = z.infer<typeof ruleRowSchema>;

export const ruleTableResponseSchema = z.object({
  today: z.string(),
  rulesVersion: z.string(),
  reverifyAfterYears: z.number().int(),
  items: z.array(ruleRowSchema),
});
export type RuleTableResponse = z.infer<typeof ruleTableResponseSchema>;

/** The rules page's order: jurisdiction, claim type, then the newest effective period first. */
export function sortRuleRows<T extends Pick<RuleRow, 'jurisdiction' | 'claimType' | 'effectiveFrom'>>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) =>
      a.jurisdiction.localeCompare(b.jurisdiction) ||
      a.claimType.localeCompare(b.claimType) ||
      b.effectiveFrom.localeCompare(a.effectiveFrom),
  );
}
