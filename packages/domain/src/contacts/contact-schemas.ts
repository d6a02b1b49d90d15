// The firm's contact directory (issue "A firm's whole day"): the clients, providers, adjusters, defense counsel,
// experts and courts a firm works with again and again, typed once and picked on each case.
import { z } from 'zod';
import { defineRecordKind } from '../shared/record-kind.js';
import { enumField, optionalEnumField, optionalTextField, requiredTextField } from '../shared/record-fields.js';
import { optionalTextSchema } from '../shared/schema-fields.js';

export const CONTACT_KINDS = ['client', 'provider', 'adjuster', 'defense_counsel', 'expert', 'court', 'other'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const CONTACT_KIND_LABELS: Readonly<Record<ContactKind, string>> = {
  client: 'Client',
  provider: 'Medical provider',
  adjuster: 'Adjuster',
  defense_counsel: 'Defense counsel',
  expert: 'Expert',
  court: 'Court',
  other: 'Other',
};

/** How a client (or anyone) would rather be reached. */
export const PREFERRED_CONTACT_METHODS = ['phone', 'email', 'text', 'mail'] as const;
export type PreferredContactMethod = (typeof PREFERRED_CONTACT_METHODS)[number];
export const PREFERRED_CONTACT_LABELS: Readonly<Record<PreferredContactMethod, string>> = {
  phone: 'Phone call',
  email: 'Email',
  text: 'Text message',
  mail: 'Mail',
};

export const CONTACT_EMAIL_MESSAGE = 'Email must be an email address, e.g. name@example.com';

const email = optionalTextField('email', 'Email', 254);

export const contactKind = defineRecordKind({
  name: 'contact',
  scope: 'firm',
  path: 'contacts',
  noun: 'contact',
  table: 'contact',
  deletePermission: 'contact.delete',
  fields: {
    kind: enumField('kind', 'Kind', CONTACT_KINDS),
    name: requiredTextField('name', 'Name', 200),
    organization: optionalTextField('organization', 'Organization', 200),
    phone: optionalTextField('phone', 'Phone', 50),
    email: {
      ...email,
      input: optionalTextSchema({ max: 254, tooLongMessage: 'Email is too long' }).refine(
        (value) => value == null || z.email().safeParse(value).success,
        CONTACT_EMAIL_MESSAGE,
      ),
    },
    address: optionalTextField('address', 'Address', 500),
    preferredContact: optionalEnumField('preferred_contact', 'Preferred contact', PREFERRED_CONTACT_METHODS),
    language: optionalTextField('language', 'Language', 50),
    notes: optionalTextField('notes', 'Notes', 2000),
  },
  orderBy: ['name'],
});
export type Contact = z.infer<typeof contactKind.schema>;
export type ContactCreate = z.output<typeof contactKind.createSchema>;
export type ContactCreateInput = z.input<typeof contactKind.createSchema>;
export type ContactUpdateInput = z.input<typeof contactKind.updateSchema>;

/** GET /api/contacts: a name, organization, phone or email fragment, and a kind. */
export const contactListQuerySchema = z.object({
  q: optionalTextSchema({ max: 200, tooLongMessage: 'Search is too long' }),
  kind: z.enum(CONTACT_KINDS, { error: `Kind must be one of ${CONTACT_KINDS.join(', ')}` }).optional(),
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

/** The most contacts one list answers; `truncated` says when there were more. */
export const MAX_CONTACTS_LISTED = 500;
export const contactListResponseSchema = z.object({ items: z.array(contactKind.schema), truncated: z.boolean() });
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;

/** "Dana Adjuster, GEICO": how a picker names a contact. */
export function contactLabel(contact: Pick<Contact, 'name' | 'organization'>): string {
  return contact.organization ? `${contact.name}, ${contact.organization}` : contact.name;
}

/**
 * A new case's client contact details (the wizard's Basic Info): filed in the directory as a client named after the
 * case's client, or `clientContactId` names one already there (a returning client).
 */
export const clientContactDetailsSchema = z.object({
  phone: contactKind.fields.phone.input,
  email: contactKind.fields.email.input,
  address: contactKind.fields.address.input,
  preferredContact: contactKind.fields.preferredContact.input,
  language: contactKind.fields.language.input,
});
export type ClientContactDetails = z.output<typeof clientContactDetailsSchema>;

/** Whether any detail was given (an all-empty section files no contact). */
export function hasClientContactDetails(details: Partial<ClientContactDetails> | undefined): details is ClientContactDetails {
  return details !== undefined && Object.values(details).some((value) => value != null && value !== '');
}

/** PUT /api/cases/{id}/client-contact: the directory contact that is the case's client, or null for none. */
export const caseClientContactInputSchema = z.object({
  contactId: z.string().trim().min(1, 'Contact is required').max(100).nullable(),
});
export type CaseClientContactInput = z.output<typeof caseClientContactInputSchema>;

/** The new-case wizard's client contact section, as typed: empty boxes and "No preference" are none. */
export const wizardClientContactSchema = clientContactDetailsSchema.extend({
  preferredContact: z
    .union([z.literal(''), z.enum(PREFERRED_CONTACT_METHODS)], {
      error: `Preferred contact must be one of ${PREFERRED_CONTACT_METHODS.join(', ')}`,
    })
    .transform((value) => (value === '' ? null : value)),
});
export type WizardClientContactValues = z.input<typeof wizardClientContactSchema>;
export const EMPTY_WIZARD_CLIENT_CONTACT: WizardClientContactValues = {
  phone: '',
  email: '',
  address: '',
  preferredContact: '',
  language: '',
};
