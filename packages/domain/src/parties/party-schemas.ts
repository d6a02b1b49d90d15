// The people and organisations of a case (client, defendants, witnesses): entity and inputs.
import { z } from 'zod';
import { dateValueSchema, optionalIsoDateSchema } from '../shared/iso-date.js';
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
export const CLAIM_DENIED_LEVEL_MESSAGE = 'A claim denial date applies only to a federal government party (claimDeniedOn)';

export const partySchema = z.object({
  id: z.string(),
  caseId: z.string(),
  role: z.enum(PARTY_ROLES),
  name: z.string(),
  kind: z.enum(PARTY_KINDS),
  /** Null for a party that is not a government, or a government whose level is not entered. */
  governmentLevel: z.enum(GOVERNMENT_LEVELS).nullable(),
  /** A federal defendant's agency mailed its final denial of the administrative claim on this day (FTCA). */
  claimDeniedOn: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
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
  claimDeniedOn: optionalIsoDateSchema(),
  email: optionalTextSchema({ max: 254, tooLongMessage: 'Email is too long' }),
  phone: optionalTextSchema({ max: 50, tooLongMessage: 'Phone is too long' }),
  address: optionalTextSchema({ max: 500, tooLongMessage: 'Address is too long' }),
  notes: optionalTextSchema({ max: 2000, tooLongMessage: 'Notes are too long' }),
};

/** A new party; kind defaults to person. A government level only on a government, a denial date only on a federal one. */
export const partyCreateSchema = z
  .object({ ...partyFields, kind: partyFields.kind.default('person') })
  .refine((party) => party.governmentLevel == null || party.kind === 'government', {
    message: GOVERNMENT_LEVEL_KIND_MESSAGE,
    path: ['governmentLevel'],
  })
  .refine((party) => party.claimDeniedOn == null || party.governmentLevel === 'federal', {
    message: CLAIM_DENIED_LEVEL_MESSAGE,
    path: ['claimDeniedOn'],
  });
export type PartyCreateInput = z.input<typeof partyCreateSchema>;
export type PartyCreate = z.output<typeof partyCreateSchema>;

/** Only the keys present change; null clears an optional field. */
export const partyUpdateSchema = z.object(partyFields).partial();
export type PartyUpdateInput = z.input<typeof partyUpdateSchema>;
export type PartyUpdate = z.output<typeof partyUpdateSchema>;

export const partyListResponseSchema = z.object({ items: z.array(partySchema) });
