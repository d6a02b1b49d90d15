// The people and organisations of a case (client, defendants, witnesses): the party record kind, from which its API
// schemas are derived, and the rules of a government party's claim dates.
import { z } from 'zod';
import { getTodayIsoDate, type IsoDate } from '../shared/iso-date.js';
import { enumField, optionalDateField, optionalReferenceField, optionalTextField, requiredTextField } from '../shared/record-fields.js';
import { defineRecordKind } from '../shared/record-kind.js';
import { optionalTextSchema } from '../shared/schema-fields.js';

export const PARTY_ROLES = ['client', 'defendant', 'witness', 'other'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

/** A government defendant owes a notice of claim, so the kind feeds the case's deadlines. */
export const PARTY_KINDS = ['person', 'business', 'government'] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];

/**
 * Which government a government party is: a federal defendant is sued under the Federal Tort Claims Act (its own
 * administrative claim and suit periods), a state or local one under the state's notice-of-claim rules.
 */
export const GOVERNMENT_LEVELS = ['federal', 'state', 'local'] as const;
export type GovernmentLevel = (typeof GOVERNMENT_LEVELS)[number];

export const GOVERNMENT_LEVEL_KIND_MESSAGE = 'Government level applies only to a government party (governmentLevel)';

/** The days of a government party's administrative claim (notice of claim, FTCA claim): presented, then denied. */
export const CLAIM_DATE_FIELDS = ['claimFiledOn', 'claimDeniedOn'] as const;
export type ClaimDateField = (typeof CLAIM_DATE_FIELDS)[number];

export const CLAIM_DATE_KIND_MESSAGE = 'Claim dates apply only to a government party';
export const CLAIM_DATE_FUTURE_MESSAGES: Record<ClaimDateField, string> = {
  claimFiledOn: 'The day the claim was presented cannot be in the future',
  claimDeniedOn: 'The day the claim was denied cannot be in the future',
};
export const CLAIM_DENIED_BEFORE_FILED_MESSAGE = 'The claim cannot be denied before it was presented';
export const CLAIM_FILED_AFTER_DENIED_MESSAGE = 'The claim cannot be presented after it was denied';

/** A refusal tied to one field, as the API reports it in `issues` and a form shows it under that field. */
export type PartyFieldIssue = { path: ClaimDateField; message: string };

/**
 * The first thing wrong with a party's claim dates as they will be stored, or null: a claim date on a party that is not
 * a government, a changed date after `today`, or a denial before the filing. `changed` names the dates being entered
 * now (all by default): only those are checked against today, and an order problem is reported on the one changed.
 */
export function findClaimDateIssue(
  party: { kind: PartyKind; claimFiledOn: IsoDate | null; claimDeniedOn: IsoDate | null },
  options: { today: IsoDate; changed?: readonly ClaimDateField[] },
): PartyFieldIssue | null {
  const changed = options.changed ?? CLAIM_DATE_FIELDS;
  for (const field of CLAIM_DATE_FIELDS) {
    if (party[field] !== null && party.kind !== 'government') return { path: field, message: CLAIM_DATE_KIND_MESSAGE };
  }
  for (const field of changed) {
    const date = party[field];
    if (date !== null && date > options.today) return { path: field, message: CLAIM_DATE_FUTURE_MESSAGES[field] };
  }
  const { claimFiledOn, claimDeniedOn } = party;
  if (claimFiledOn === null || claimDeniedOn === null || claimDeniedOn >= claimFiledOn) return null;
  return changed.includes('claimDeniedOn')
    ? { path: 'claimDeniedOn', message: CLAIM_DENIED_BEFORE_FILED_MESSAGE }
    : { path: 'claimFiledOn', message: CLAIM_FILED_AFTER_DENIED_MESSAGE };
}

/**
 * Today as the latest calendar day anywhere (UTC+14): a date is "in the future" only once it is tomorrow everywhere,
 * so a firm in Guam or Hawaii is never refused its own today.
 */
export function latestTodayIsoDate(now: Date = new Date()): IsoDate {
  return getTodayIsoDate(now, 'Etc/GMT-14');
}

/**
 * What is wrong with a party as it will be stored: a government level on a party that is not a government, then the
 * first claim-date issue (findClaimDateIssue; `changed` names the dates being entered now, all by default).
 */
export function checkParty(
  party: {
    kind: PartyKind;
    governmentLevel?: GovernmentLevel | null | undefined;
    claimFiledOn?: IsoDate | null;
    claimDeniedOn?: IsoDate | null;
  },
  options: { today: IsoDate; changed?: readonly ClaimDateField[] },
): Array<{ path: 'governmentLevel' | ClaimDateField; message: string }> {
  const issues: Array<{ path: 'governmentLevel' | ClaimDateField; message: string }> = [];
  if (party.governmentLevel != null && party.kind !== 'government')
    issues.push({ path: 'governmentLevel', message: GOVERNMENT_LEVEL_KIND_MESSAGE });
  const dates = { kind: party.kind, claimFiledOn: party.claimFiledOn ?? null, claimDeniedOn: party.claimDeniedOn ?? null };
  const issue = findClaimDateIssue(dates, options);
  if (issue) issues.push(issue);
  return issues;
}

const KIND_MESSAGE = `Kind must be one of ${PARTY_KINDS.join(', ')}`;
const partyKindField = enumField('kind', 'Kind', PARTY_KINDS);

export const partyKind = defineRecordKind({
  name: 'party',
  scope: 'case',
  path: 'parties',
  noun: 'party',
  table: 'case_party',
  deletePermission: 'party.delete',
  fields: {
    role: enumField('role', 'Role', PARTY_ROLES),
    name: requiredTextField('name', 'Name', 200),
    kind: { ...partyKindField, create: z.enum(PARTY_KINDS, { error: KIND_MESSAGE }).default('person') },
    /** Null for a party that is not a government, or a government whose level is not entered. */
    governmentLevel: {
      column: 'government_level',
      label: 'Government level',
      // '' (a form's "not entered") and null clear it.
      input: z
        .enum([...GOVERNMENT_LEVELS, ''], { error: `Government level must be one of ${GOVERNMENT_LEVELS.join(', ')}` })
        .nullable()
        .optional()
        .transform((level) => (level === '' ? null : level)),
      read: z.enum(GOVERNMENT_LEVELS).nullable(),
    },
    /**
     * A government party: the day the administrative claim (notice of claim, FTCA Standard Form 95) was presented to
     * it. Starts the suit period where it runs from the filing (Wyo. Stat. § 1-39-114). Null for every other kind.
     */
    claimFiledOn: optionalDateField('claim_filed_on', 'Claim filed on'),
    /**
     * A government party: the day it denied the claim in writing (a federal agency's final denial, a state's or city's
     * rejection). Starts the FTCA suit period and the state suit periods that run from the denial (Oklahoma, California).
     */
    claimDeniedOn: optionalDateField('claim_denied_on', 'Claim denied on'),
    email: optionalTextField('email', 'Email', 254),
    phone: optionalTextField('phone', 'Phone', 50),
    address: optionalTextField('address', 'Address', 500),
    notes: { ...optionalTextField('notes', 'Notes', 2000), input: optionalTextSchema({ max: 2000, tooLongMessage: 'Notes are too long' }) },
    /** The firm's directory contact it was picked from (its details are copied; the party keeps them if it goes). */
    contactId: optionalReferenceField('contact_id', 'Contact'),
  },
  orderBy: [],
  // Today as the latest calendar day anywhere, read at each check.
  checks: (party) => checkParty(party, { today: latestTodayIsoDate() }),
});

export const partySchema = partyKind.schema;
export type Party = z.infer<typeof partySchema>;

/**
 * A new party; kind defaults to person. A government level and claim dates only on a government, neither claim date
 * in the future, the denial not before the filing: the kind's checks, applied as the schema's own for a form.
 */
export const partyCreateSchema = partyKind.createSchema.superRefine((party, context) => {
  for (const issue of partyKind.check(party)) context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
export type PartyCreateInput = z.input<typeof partyCreateSchema>;
export type PartyCreate = z.output<typeof partyCreateSchema>;

/**
 * Only the keys present change; null clears an optional field. The claim dates are checked against the party as it
 * will be stored (its kind, the other date), which the server knows.
 */
export const partyUpdateSchema = partyKind.updateSchema;
export type PartyUpdateInput = z.input<typeof partyUpdateSchema>;
export type PartyUpdate = z.output<typeof partyUpdateSchema>;

export const partyListResponseSchema = partyKind.listSchema;
