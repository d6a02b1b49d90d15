import { describe, expect, it } from 'vitest';
import { COURT_CALENDARS } from '../legal/court-calendars.js';
import { LIMITATION_RULES } from '../legal/limitation-rules.js';
import type { LimitationRule } from '../legal/limitation-types.js';
import { buildTimeline } from '../timeline/timeline.js';
import { planComputedDeadlines, type ComputedDeadline, type DeadlineFacts } from './computed-deadlines.js';
import type { RuleDateChange } from './deadline-schemas.js';
import { describeRuleDateChange, findRuleDateChanges, mergeRuleDateChanges, type StoredRuleDeadline } from './rule-changes.js';

const facts: DeadlineFacts = {
  state: 'TX',
  incidentDate: '2024-03-12',
  clientDateOfBirth: null,
  caseType: 'motor_vehicle',
  defendantKinds: [],
};
const texas = LIMITATION_RULES.find((rule) => rule.jurisdiction === 'TX' && rule.claimType === 'general_injury')!;
const withTexas = (next: LimitationRule) => LIMITATION_RULES.map((rule) => (rule === texas ? next : rule));

/** The stored rows as the calculator wrote them under the tables of `plan`. */
const storedFrom = (items: readonly ComputedDeadline[], overrides: Partial<StoredRuleDeadline> = {}): StoredRuleDeadline[] =>
  items.map((item, index) => ({
    id: `d${index}`,
    computedKey: item.computedKey,
    dueDate: item.dueDate,
    status: 'open',
    overrideReason: null,
    title: item.title,
    rule: item.rule,
    ...overrides,
  }));

describe('findRuleDateChanges', () => {
  const today = planComputedDeadlines(facts).items;
  const confirmed = today.map((item) => ({
    computedKey: item.computedKey,
    ruleId: item.source.ruleId,
    fingerprint: item.source.fingerprint,
    dueDate: item.dueDate,
  }));

  it('lists nothing when the tables give the stored dates', () => {
    expect(findRuleDateChanges({ stored: storedFrom(today), planned: today, confirmed })).toEqual([]);
  });

  it('lists a date a corrected row moves, naming the row and its citation', () => {
    const corrected = planComputedDeadlines(facts, COURT_CALENDARS, withTexas({ ...texas, period: { years: 3 } })).items;
    const changes = findRuleDateChanges({ stored: storedFrom(today), planned: corrected, confirmed });
    expect(changes).toEqual([
      {
        computedKey: 'sol',
        title: 'Statute of limitations',
        from: '2026-03-12',
        to: '2027-03-12',
        citation: 'Tex. Civ. Prac. & Rem. Code § 16.003(a)',
        ruleId: `TX/general_injury/${texas.effectiveFrom}`,
        reason: 'row_corrected',
      },
    ]);
    expect(describeRuleDateChange(changes[0]!)).toBe(
      'Statute of limitations: 2026-03-12 → 2027-03-12 (Tex. Civ. Prac. & Rem. Code § 16.003(a); the rule was corrected)',
    );
  });

  it('tells a new row that now governs, and a court holiday added to an unchanged row', () => {
    const newRow = {
      ...texas,
      effectiveFrom: '2024-01-01',
      period: { years: 1 },
      citation: 'Tex. Civ. Prac. & Rem. Code § 16.003(a) (as amended)',
    };
    const added = planComputedDeadlines(facts, COURT_CALENDARS, [...LIMITATION_RULES, newRow]).items;
    expect(findRuleDateChanges({ stored: storedFrom(today), planned: added, confirmed })).toMatchObject([
      { from: '2026-03-12', to: '2025-03-12', ruleId: 'TX/general_injury/2024-01-01', reason: 'other_row' },
    ]);

    const closed = {
      name: 'Court closure',
      when: { fixed: { month: 3, day: 12 } },
      citation: 'Test order',
      verified: true,
      verifiedOn: '2026-11-27',
    };
    const calendars = { ...COURT_CALENDARS, TX: { ...COURT_CALENDARS.TX!, holidays: [...COURT_CALENDARS.TX!.holidays, closed] } };
    const moved = planComputedDeadlines(facts, calendars).items;
    expect(findRuleDateChanges({ stored: storedFrom(today), planned: moved, confirmed })).toMatchObject([
      { from: '2026-03-12', to: '2026-03-13', reason: 'same_row' },
    ]);
    // Without the attorney's confirmation on record, the same row's new date cannot be told from a correction.
    expect(findRuleDateChanges({ stored: storedFrom(today), planned: moved, confirmed: null })).toMatchObject([
      { reason: 'row_corrected' },
    ]);
  });

  it('lists a deadline the rules add or take away, and leaves overridden, met and dismissed dates alone', () => {
    const government = planComputedDeadlines({ ...facts, defendantKinds: ['government'] }).items;
    const noNotice = LIMITATION_RULES.map((rule) => (rule.jurisdiction === 'TX' ? { ...rule, noticeOfClaim: null } : rule));
    const withoutNotice = planComputedDeadlines({ ...facts, defendantKinds: ['government'] }, COURT_CALENDARS, noNotice).items;
    const changes = findRuleDateChanges({ stored: storedFrom(government), planned: withoutNotice, confirmed: null });
    expect(changes.map((change) => [change.computedKey, change.to === null ? 'removed' : change.reason])).toContainEqual([
      'notice_of_claim',
      'removed',
    ]);
    expect(
      findRuleDateChanges({ stored: storedFrom(withoutNotice), planned: government, confirmed: null }).find(
        (change) => change.computedKey === 'notice_of_claim',
      ),
    ).toMatchObject({ from: null, reason: 'added' });

    const corrected = planComputedDeadlines(facts, COURT_CALENDARS, withTexas({ ...texas, period: { years: 3 } })).items;
    for (const overrides of [{ overrideReason: 'Tolling agreement' }, { status: 'met' as const }, { status: 'dismissed' as const }]) {
      expect(findRuleDateChanges({ stored: storedFrom(today, overrides), planned: corrected, confirmed })).toEqual([]);
    }
  });
});

describe('mergeRuleDateChanges', () => {
  const change = (from: string | null, to: string | null): RuleDateChange => ({
    computedKey: 'sol',
    title: 'Statute of limitations',
    from,
    to,
    citation: 'X',
    ruleId: 'TX/general_injury/x',
    reason: 'row_corrected',
  });
  it('keeps the date before the first change and the latest date, and drops a date that came back', () => {
    expect(mergeRuleDateChanges([change('2026-03-12', '2027-03-12')], [change('2027-03-12', '2027-03-15')])).toEqual([
      change('2026-03-12', '2027-03-15'),
    ]);
    expect(mergeRuleDateChanges([change('2026-03-12', '2027-03-12')], [change('2027-03-12', '2026-03-12')])).toEqual([]);
  });
});

describe('the timeline of a case with a rule change', () => {
  it('shows the moved dates to confirm and the last confirmation', () => {
    const changes: RuleDateChange[] = [
      {
        computedKey: 'sol',
        title: 'Statute of limitations',
        from: '2026-03-12',
        to: '2027-03-12',
        citation: 'Tex. § 16.003(a)',
        ruleId: 'r',
        reason: 'row_corrected',
      },
    ];
    const events = buildTimeline({
      case: { id: 'c1', clientName: 'Ann', dateOpened: '2024-03-20', dateClosed: null, actualSettlement: null },
      ruleChanges: {
        changedAt: '2026-11-27T05:00:00.000Z',
        changes,
        confirmedAt: '2026-01-05T10:00:00.000Z',
        confirmedBy: 'Alice Attorney',
      },
    });
    expect(events.map((event) => [event.title, event.description])).toEqual([
      ['Case Opened', 'Case opened for Ann'],
      ['Dates Confirmed', 'Computed dates confirmed under the current rules by Alice Attorney'],
      [
        'Rule Change: Dates to Confirm',
        'Statute of limitations: 2026-03-12 → 2027-03-12 (Tex. § 16.003(a); the rule was corrected). An attorney must confirm the dates again.',
      ],
    ]);
  });
});
