// The people and organisations of a case (client, defendants, witnesses): entity and inputs.
import { z } from 'zod';
import { dateValueSchema, getTodayIsoDate, optionalIsoDateSchema, type IsoDate } from '../shared/iso-date.js';
import { optionalTextSchema, requiredTextSchema } from '../shared/schema-fields.js';

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

export const partySchema = z.object({
  id: z.string(),
  caseId: z.string(),
  role: z.enum(PARTY_ROLES),
  name: z.string(),
  kind: z.enum(PARTY_KINDS),
  /** Null for a party that is not a government, or a government whose level is not entered. */
  governmentLevel: z.enum(GOVERNMENT_LEVELS).nullable(),
  /**
   * A government party: the day the administrative claim (notice of claim, FTCA Standard Form 95) was presented to it.
   * Starts the suit period where it runs from the filing (Wyo. Stat. § 1-39-114). Null for every other kind.
   */
  claimFiledOn: z.string().nullable(),
  /**
   * A government party: the day it denied the claim in writing (a federal agency's final denial, a state's or city's
   * rejection). Starts the FTCA suit period and the state suit periods that run from the denial (Oklahoma, California).
   */
  claimDeniedOn: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  /** The firm's directory contact it was picked from (its details are copied; the party keeps them if it goes). */
  contactId: z.string().nullable(),
  createdAt: dateValueSchema,
  updatedAt: dateValueSchema,
});
export type Party = z.infer<typeof partySchema>;

const ROLE_MESSAGE = `Role must be one of ${PARTY_ROLES.join(', ')}`;
const KIND_MESSAGE = `Kind must be one of ${PARTY_KINDS.join(', ')}`;

const partyFields = {
  role: z.enum(PARTY_ROLES, { error: ROLE_MESSAGE }),
  name: requiredTextSchema({ requiredMessage: 'Name is required', max: 200, tooLongMessage: 'Name is too long' }),
  kind: z.enum(PARTY_KINDS, { error: KIND_MESSAGE }),
  // '' (a form's "not entered") and null clear it.
  governmentLevel: z
    .enum([...GOVERNMENT_LEVELS, ''], { error: `Government level must be one of ${GOVERNMENT_LEVELS.join(', ')}` })
    .nullable()
    .optional()
    .transform((level) => (level === '' ? null : level)),
  claimFiledOn: optionalIsoDateSchema(),
  claimDeniedOn: optionalIsoDateSchema(),
  email: optionalTextSchema({ max: 254, tooLongMessage: 'Email is too long' }),
  phone: optionalTextSchema({ max: 50, tooLongMessage: 'Phone is too long' }),
  address: optionalTextSchema({ max: 500, tooLongMessage: 'Address is too long' }),
  notes: optionalTextSchema({ max: 2000, tooLongMessage: 'Notes are too long' }),
  contactId: z.string().trim().min(1).max(100).nullable().optional(),
};

/**
 * A new party; kind defaults to person. A government level and claim dates only on a government, neither claim date
 * in the future, the denial not before the filing.
 */
export const partyCreateSchema = z
  .object({ ...partyFields, kind: partyFields.kind.default('person') })
  .refine((party) => party.governmentLevel == null || party.kind === 'government', {
    message: GOVERNMENT_LEVEL_KIND_MESSAGE,
    path: ['governmentLevel'],
  })
  .superRefine((party, context) => {
    const dates = { kind: party.kind, claimFiledOn: party.claimFiledOn ?? null, claimDeniedOn: party.claimDeniedOn ?? null };
    const issue = findClaimDateIssue(dates, { today: latestTodayIsoDate() });
    if (issue) context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type PartyCreateInput = z.input<typeof partyCreateSchema>;
export type PartyCreate = z.output<typeof partyCreateSchema>;

/**
 * Only the keys present change; null clears an optional field. The claim dates are checked against the party as it
 * will be stored (its kind, the other date), which the server knows.
 */
export const partyUpdateSchema = z.object(partyFields).partial();
export type PartyUpdateInput = z.input<typeof partyUpdateSchema>;
export type PartyUpdate = z.output<typeof partyUpdateSchema>;

export const partyListResponseSchema = z.object({ items: z.array(partySchema) });
