// The communications log of a case: every call, email, letter, text and meeting with the client, an adjuster or
// defense counsel, who it was with (a directory contact or a name typed), what was said, and what was attached.
import { z } from 'zod';
import { defineRecordKind } from '../shared/record-kind.js';
import {
  enumField,
  optionalDateField,
  optionalReferenceField,
  optionalTextField,
  requiredDateTimeField,
  requiredTextField,
} from '../shared/record-fields.js';
import { parseDateValue } from '../shared/iso-date.js';
import { contactKind } from '../contacts/contact-schemas.js';

export const COMMUNICATION_KINDS = ['call', 'email', 'letter', 'text', 'meeting', 'portal'] as const;
export type CommunicationKind = (typeof COMMUNICATION_KINDS)[number];
export const COMMUNICATION_KIND_LABELS: Readonly<Record<CommunicationKind, string>> = {
  call: 'Call',
  email: 'Email',
  letter: 'Letter',
  text: 'Text',
  meeting: 'Meeting',
  portal: 'Portal message',
};

/** The kinds staff log by hand: portal messages are written in the client portal or sent from the case's Portal tab. */
export const LOGGED_COMMUNICATION_KINDS = COMMUNICATION_KINDS.filter((kind) => kind !== 'portal');
/** Why a portal message cannot be logged or changed by hand. */
export const PORTAL_MESSAGE_LOGGED_MESSAGE = 'Portal messages are sent from the Portal tab and cannot be logged or changed by hand';

export const COMMUNICATION_DIRECTIONS = ['inbound', 'outbound'] as const;
export type CommunicationDirection = (typeof COMMUNICATION_DIRECTIONS)[number];
export const COMMUNICATION_DIRECTION_LABELS: Readonly<Record<CommunicationDirection, string>> = {
  inbound: 'Inbound',
  outbound: 'Outbound',
};

/** The most documents one communication attaches. */
export const MAX_COMMUNICATION_ATTACHMENTS = 20;
const documentIds = z
  .array(z.string({ error: 'An attachment must be a document id' }).trim().min(1, 'An attachment must be a document id').max(100), {
    error: 'Attachments must be a list of document ids',
  })
  .max(MAX_COMMUNICATION_ATTACHMENTS, `At most ${MAX_COMMUNICATION_ATTACHMENTS} attachments`);

const DAY_MS = 86_400_000;

/**
 * The rules across fields: a document attached once, and a follow-up not before the day it happened. The moment is
 * kept in UTC while the follow-up is a calendar day of the firm, and the day of a moment is within a day of its UTC
 * day anywhere on earth: so only a follow-up more than a day before it is surely before.
 */
export function checkCommunication(record: { occurredAt: string; followUpOn?: string | null; documentIds: readonly string[] }) {
  const issues: Array<{ path: string; message: string }> = [];
  if (new Set(record.documentIds).size !== record.documentIds.length)
    issues.push({ path: 'documentIds', message: 'A document is attached only once' });
  const happened = parseDateValue(record.occurredAt);
  const followUp = record.followUpOn ? parseDateValue(record.followUpOn) : null;
  if (happened !== null && followUp !== null && followUp < Math.floor(happened / DAY_MS) * DAY_MS - DAY_MS)
    issues.push({ path: 'followUpOn', message: 'Follow up on must not be before the day it happened' });
  return issues;
}

export const communicationKind = defineRecordKind({
  name: 'communication',
  scope: 'case',
  path: 'communications',
  noun: 'communication',
  table: 'case_communication',
  fields: {
    kind: enumField('kind', 'Kind', COMMUNICATION_KINDS),
    direction: enumField('direction', 'Direction', COMMUNICATION_DIRECTIONS),
    occurredAt: requiredDateTimeField('occurred_at', 'Date and time'),
    contactId: optionalReferenceField('contact_id', 'Contact'),
    counterpart: optionalTextField('counterpart', 'Who', 200),
    subject: optionalTextField('subject', 'Subject', 200),
    summary: requiredTextField('summary', 'Summary', 5000),
    documentIds: {
      column: 'document_ids',
      label: 'Attachments',
      input: documentIds,
      create: documentIds.default([]),
      read: z.array(z.string()),
    },
    followUpOn: optionalDateField('follow_up_on', 'Follow up on'),
  },
  orderBy: ['occurredAt'],
  checks: checkCommunication,
});
export type Communication = z.infer<typeof communicationKind.schema>;
export type CommunicationCreate = z.output<typeof communicationKind.createSchema>;
export type CommunicationCreateInput = z.input<typeof communicationKind.createSchema>;
export type CommunicationUpdateInput = z.input<typeof communicationKind.updateSchema>;

/** The directory contact a communication names, as the log shows it (name, organization, how to reach them). */
export const communicationContactSchema = contactKind.schema.pick({
  id: true,
  kind: true,
  name: true,
  organization: true,
  phone: true,
  email: true,
});
export type CommunicationContact = z.infer<typeof communicationContactSchema>;

/** A communication as the log lists it: with its contact and its attached documents (their names and where they open). */
export const communicationEntrySchema = communicationKind.schema.extend({
  contact: communicationContactSchema.nullable(),
  documents: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
});
export type CommunicationEntry = z.infer<typeof communicationEntrySchema>;

/** The most communications one list answers; `truncated` says when there were more. */
export const MAX_COMMUNICATIONS_LISTED = 200;

/** GET /api/cases/:caseId/communications: newest first. */
export const communicationListResponseSchema = z.object({ items: z.array(communicationEntrySchema), truncated: z.boolean() });
export type CommunicationListResponse = z.infer<typeof communicationListResponseSchema>;

/** GET /api/contacts/:id/communications: the contact's communications across the firm's cases, newest first. */
export const contactCommunicationSchema = communicationEntrySchema.extend({ caseNo: z.number(), clientName: z.string() });
export type ContactCommunication = z.infer<typeof contactCommunicationSchema>;
export const contactCommunicationListResponseSchema = z.object({ items: z.array(contactCommunicationSchema), truncated: z.boolean() });
export type ContactCommunicationListResponse = z.infer<typeof contactCommunicationListResponseSchema>;

/** "Dana Reyes (GEICO)", the typed counterpart, or null when the communication names nobody. */
export function communicationWho(entry: {
  contact: Pick<CommunicationContact, 'name' | 'organization'> | null;
  counterpart: string | null;
}): string | null {
  if (entry.contact) return entry.contact.organization ? `${entry.contact.name} (${entry.contact.organization})` : entry.contact.name;
  return entry.counterpart;
}

/** "Call from", "Email to", "Meeting with": the kind and which way it went. */
export function communicationHeading(entry: { kind: CommunicationKind; direction: CommunicationDirection }, who: string | null): string {
  const label = COMMUNICATION_KIND_LABELS[entry.kind];
  if (!who) return `${label} (${entry.direction === 'inbound' ? 'inbound' : 'outbound'})`;
  const word = entry.kind === 'meeting' ? 'with' : entry.direction === 'inbound' ? 'from' : 'to';
  return `${label} ${word} ${who}`;
}

const PREVIEW_LENGTH = 120;

/** 'Call from Dana Reyes (GEICO): Offered 40,000…', one line, as the timeline and the search show it. */
export function describeCommunication(entry: {
  kind: CommunicationKind;
  direction: CommunicationDirection;
  contact: Pick<CommunicationContact, 'name' | 'organization'> | null;
  counterpart: string | null;
  subject: string | null;
  summary: string;
}): string {
  const text = [entry.subject, entry.summary]
    .filter((part): part is string => Boolean(part))
    .join(' — ')
    .replace(/\s+/g, ' ')
    .trim();
  const preview = text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
  return `${communicationHeading(entry, communicationWho(entry))}: ${preview}`;
}
