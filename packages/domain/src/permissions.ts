// Who in a firm may do what: the one role → action table the server enforces and the web app reads to hide controls.
import type { FirmRole } from './auth.js';

export const FIRM_ACTIONS = [
  'firm.rename',
  'firm.manageMembers',
  'case.import',
  'case.export',
  'case.delete',
  'document.delete',
  'document.reindex',
  'model.retrain',
  'attorneyMetrics.calculate',
  'stageTemplates.edit',
  'firm.editDemandTemplate',
  'demandPackage.internal',
  'predictions.batch',
  'firm.viewActivity',
  'feeAgreement.edit',
  'money.delete',
  'party.delete',
  'deadline.dismiss',
  'deadline.confirmRuleChange',
  'rules.view',
  'contact.delete',
  'letterTemplates.edit',
] as const;
export type FirmAction = (typeof FIRM_ACTIONS)[number];

/**
 * Everything not listed here (reading, creating and editing cases, injuries, treatments, notes and
 * documents, predicting) is open to every member. Staff handle cases, so they may import them; what
 * destroys records or takes the firm's data out in bulk is for owners and attorneys.
 */
export const FIRM_PERMISSIONS: Readonly<Record<FirmAction, readonly FirmRole[]>> = {
  'firm.rename': ['owner'],
  'firm.manageMembers': ['owner'],
  'case.import': ['owner', 'attorney', 'staff'],
  'case.export': ['owner', 'attorney'],
  'case.delete': ['owner', 'attorney'],
  'document.delete': ['owner', 'attorney'],
  // Reading every document again takes the server's time for a while: the owners decide.
  'document.reindex': ['owner'],
  'model.retrain': ['owner'],
  'attorneyMetrics.calculate': ['owner'],
  'stageTemplates.edit': ['owner'],
  'firm.editDemandTemplate': ['owner'],
  // The internal demand package carries the model's valuation: for those who negotiate, not for every member.
  'demandPackage.internal': ['owner', 'attorney'],
  'predictions.batch': ['owner', 'attorney'],
  // The firm's own records' history (the demand letter template's texts, tasks without a case): with the firm's settings.
  'firm.viewActivity': ['owner'],
  // Staff record and edit money records and deadlines; the fee, removing money records and parties, and
  // dismissing a statute of limitations or notice deadline (which ends its reminders) are for those who answer for them.
  'feeAgreement.edit': ['owner', 'attorney'],
  'money.delete': ['owner', 'attorney'],
  'party.delete': ['owner', 'attorney'],
  'deadline.dismiss': ['owner', 'attorney'],
  // Confirming the dates a rule change moved is the attorney's judgement on the law, as is asking for the check.
  'deadline.confirmRuleChange': ['owner', 'attorney'],
  // The rules page (every rule the firm's cases use, with its verification): with the firm's settings.
  'rules.view': ['owner'],
  // A contact may be named on many cases: removing one from the directory is for owners and attorneys.
  'contact.delete': ['owner', 'attorney'],
  // The firm's letter templates speak for the firm in every case: owners keep them, as the demand template.
  'letterTemplates.edit': ['owner'],
};

/** What a member who may not do the action is told (the API's 403 message). */
export const FIRM_PERMISSION_DENIED: Readonly<Record<FirmAction, string>> = {
  'firm.rename': 'Only firm owners can do this.',
  'firm.manageMembers': 'Only firm owners can do this.',
  'case.import': 'You do not have permission to import cases.',
  'case.export': 'Only owners and attorneys can export cases.',
  'case.delete': 'Only owners and attorneys can delete cases.',
  'document.delete': 'Only owners and attorneys can delete documents.',
  'document.reindex': 'Only firm owners can have documents read again for search.',
  'model.retrain': 'Only firm owners can retrain or change the prediction model.',
  'attorneyMetrics.calculate': 'Only firm owners can calculate attorney performance metrics.',
  'stageTemplates.edit': 'Only firm owners can change the stage checklists.',
  'firm.editDemandTemplate': 'Only firm owners can change the demand letter template.',
  'demandPackage.internal': 'Only owners and attorneys can download the internal demand package.',
  'predictions.batch': 'Only owners and attorneys can predict many cases at once.',
  'firm.viewActivity': 'Only firm owners can see the firm activity.',
  'feeAgreement.edit': 'Only owners and attorneys can change the fee agreement.',
  'money.delete': 'Only owners and attorneys can delete money records.',
  'party.delete': 'Only owners and attorneys can remove parties.',
  'deadline.dismiss': 'Only owners and attorneys can dismiss a statute of limitations or notice deadline.',
  'deadline.confirmRuleChange': 'Only owners and attorneys can confirm dates after a rule change.',
  'rules.view': 'Only firm owners can see the rules page.',
  'contact.delete': 'Only owners and attorneys can remove contacts from the directory.',
  'letterTemplates.edit': 'Only firm owners can change the letter templates.',
};

export function can(role: FirmRole | null | undefined, action: FirmAction): boolean {
  return role != null && FIRM_PERMISSIONS[action].includes(role);
}

/** Who counts as one of the firm's attorneys: every attorney, and an owner who also practises. */
export function isFirmAttorney(role: FirmRole, practising: boolean): boolean {
  return role === 'attorney' || (role === 'owner' && practising);
}
