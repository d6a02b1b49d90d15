import { describe, expect, it } from 'vitest';
import { FIRM_ROLES, type FirmRole } from './auth.js';
import { can, FIRM_ACTIONS, FIRM_PERMISSION_DENIED, type FirmAction } from './permissions.js';

// The expected table, written out by hand: a change to the rules has to change this test too.
const expected: Record<FirmAction, Record<FirmRole, boolean>> = {
  'firm.rename': { owner: true, attorney: false, staff: false },
  'firm.manageMembers': { owner: true, attorney: false, staff: false },
  'case.import': { owner: true, attorney: true, staff: true },
  'case.export': { owner: true, attorney: true, staff: false },
  'case.delete': { owner: true, attorney: true, staff: false },
  'document.delete': { owner: true, attorney: true, staff: false },
  'document.reindex': { owner: true, attorney: false, staff: false },
  'model.retrain': { owner: true, attorney: false, staff: false },
  'attorneyMetrics.calculate': { owner: true, attorney: false, staff: false },
  'stageTemplates.edit': { owner: true, attorney: false, staff: false },
  'firm.editDemandTemplate': { owner: true, attorney: false, staff: false },
  'demandPackage.internal': { owner: true, attorney: true, staff: false },
  'predictions.batch': { owner: true, attorney: true, staff: false },
  'firm.viewActivity': { owner: true, attorney: false, staff: false },
  'feeAgreement.edit': { owner: true, attorney: true, staff: false },
  'money.delete': { owner: true, attorney: true, staff: false },
  'party.delete': { owner: true, attorney: true, staff: false },
  'deadline.dismiss': { owner: true, attorney: true, staff: false },
  'deadline.confirmRuleChange': { owner: true, attorney: true, staff: false },
  'rules.view': { owner: true, attorney: false, staff: false },
  'contact.delete': { owner: true, attorney: true, staff: false },
  'letterTemplates.edit': { owner: true, attorney: false, staff: false },
};

describe('firm permissions', () => {
  it('covers every action the table above names, and no other', () => {
    expect([...FIRM_ACTIONS].sort()).toEqual(Object.keys(expected).sort());
  });

  const cases = FIRM_ACTIONS.flatMap((action) => FIRM_ROLES.map((role) => ({ action, role, allowed: expected[action][role] })));
  it.each(cases)('$role may $action: $allowed', ({ action, role, allowed }) => {
    expect(can(role, action)).toBe(allowed);
  });

  it('allows nothing without a role', () => {
    for (const action of FIRM_ACTIONS) {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    }
  });

  it('has a refusal message for every action', () => {
    for (const action of FIRM_ACTIONS) expect(FIRM_PERMISSION_DENIED[action]).toMatch(/\S.*\.$/);
    expect(FIRM_PERMISSION_DENIED['case.delete']).toBe('Only owners and attorneys can delete cases.');
    expect(FIRM_PERMISSION_DENIED['document.delete']).toBe('Only owners and attorneys can delete documents.');
    expect(FIRM_PERMISSION_DENIED['case.export']).toBe('Only owners and attorneys can export cases.');
  });
});
