// The form of a communication: the record kind's schema over what the boxes hold (a local date and time, '' for
// none), with the kind's own checks, so the browser says what the server would.
import { z } from 'zod';
import { communicationKind, type CommunicationEntry } from '@casecast/domain';
import { checkWith, recordChecks } from '../../lib/record-form';

const fields = communicationKind.fields;
const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a datetime-local box shows it, in the user's time zone: '2026-11-20T15:30'. */
export function toLocalDateTime(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** What a datetime-local box holds, read in the user's time zone, as the API's moment (UTC); '' or nonsense as given. */
export function fromLocalDateTime(text: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return text;
  const moment = new Date(text);
  return Number.isNaN(moment.getTime()) ? text : moment.toISOString();
}

export const communicationFormSchema = communicationKind.createSchema
  .extend({
    occurredAt: z.string().transform((text, ctx) => {
      if (text.trim() === '') {
        ctx.addIssue({ code: 'custom', message: 'Date and time is required' });
        return z.NEVER;
      }
      return checkWith(fields.occurredAt.input, fromLocalDateTime(text), ctx) as string;
    }),
    contactId: z.string().transform((value) => (value === '' ? null : value)),
    followUpOn: z.string().transform((value, ctx) => checkWith(fields.followUpOn.input, value === '' ? null : value, ctx)),
    documentIds: z
      .union([z.array(z.string()), z.string(), z.literal(false)])
      .transform((value, ctx) =>
        checkWith(fields.documentIds.input, value === false ? [] : typeof value === 'string' ? [value] : value, ctx),
      ),
  })
  .superRefine(recordChecks(communicationKind.check));
export type CommunicationFormValues = z.input<typeof communicationFormSchema>;
export const COMMUNICATION_FORM_FIELDS = [
  'kind',
  'direction',
  'occurredAt',
  'contactId',
  'counterpart',
  'subject',
  'summary',
  'documentIds',
  'followUpOn',
] as const;

export function toCommunicationForm(entry: CommunicationEntry | undefined, now: Date): CommunicationFormValues {
  return {
    kind: entry?.kind ?? 'call',
    direction: entry?.direction ?? 'inbound',
    occurredAt: toLocalDateTime(entry ? new Date(entry.occurredAt) : now),
    contactId: entry?.contactId ?? '',
    counterpart: entry?.counterpart ?? '',
    subject: entry?.subject ?? '',
    summary: entry?.summary ?? '',
    // The attachments still on the case (a deleted document is left out, so saving drops it).
    documentIds: entry?.documents.map((document) => document.id) ?? [],
    followUpOn: entry?.followUpOn ?? '',
  };
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 20, 2026, 3:30 PM' in the user's time zone. */
export function formatMoment(iso: string): string {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? iso : dateTimeFormat.format(moment);
}
