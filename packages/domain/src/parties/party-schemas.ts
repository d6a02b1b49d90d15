// The people and organisations of a case (client, defendants, witnesses): entity and inputs.
import { z } from 'zod';
import { dateValueSchema } from '../shared/iso-date.js';
import { optionalTextSchema, requiredTextSchema } from '../shared/schema-fields.js';

export const PARTY_ROLES = ['client', 'defendant', 'witness', 'other'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

/** A government defendant owes a notice of claim, so the kind feeds the case's deadlines. */
export const PARTY_KINDS = ['person', 'business', 'government'] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];

export const partySchema = z.object({
  id: z.string(),
  caseId: z.string(),
  role: z.enum(PARTY_ROLES),
  name: z.string(),
  kind: z.enum(PARTY_KINDS),
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
  email: optionalTextSchema({ max: 254, tooLongMessage: 'Email is too long' }),
  phone: optionalTextSchema({ max: 50, tooLongMessage: 'Phone is too long' }),
  address: optionalTextSchema({ max: 500, tooLongMessage: 'Address is too long' }),
  notes: optionalTextSchema({ max: 2000, tooLongMessage: 'Notes are too long' }),
};

/** A new party; kind defaults to person. */
export const partyCreateSchema = z.object({ ...partyFields, kind: partyFields.kind.default('person') });
export type PartyCreateInput = z.input<typeof partyCreateSchema>;
export type PartyCreate = z.output<typeof partyCreateSchema>;

/** Only the keys present change; null clears an optional field. */
export const partyUpdateSchema = z.object(partyFields).partial();
export type PartyUpdateInput = z.input<typeof partyUpdateSchema>;
export type PartyUpdate = z.output<typeof partyUpdateSchema>;

export const partyListResponseSchema = z.object({ items: z.array(partySchema) });
