// The case timeline, generated from the case and its related records (spec section 3, "Timeline event").
import { z } from 'zod';
import { formatMoney } from '../format/money.js';
import { parseDateValue } from '../shared/iso-date.js';
import { formatCodeLabel } from '../format/value-labels.js';
import { describeRuleDateChange } from '../deadlines/rule-changes.js';
import type { RuleDateChange } from '../deadlines/deadline-schemas.js';
import { describeCommunication, type CommunicationDirection, type CommunicationKind } from '../communications/communication-schemas.js';

export const TIMELINE_EVENT_TYPES = [
  'case_opened',
  'case_closed',
  'injury_reported',
  'treatment_started',
  'treatment_ended',
  'document_uploaded',
  'document_deleted',
  'note_added',
  'demand_sent',
  'offer_received',
  'dates_moved_by_rule_change',
  'dates_confirmed',
  'communication_logged',
  'signature_requested',
  'document_signed',
  'signature_declined',
] as const;
export type TimelineEventType = (typeof TIMELINE_EVENT_TYPES)[number];

export const TIMELINE_CATEGORIES = [
  'case_status',
  'injury',
  'treatment',
  'document',
  'note',
  'negotiation',
  'deadline',
  'communication',
] as const;
export type TimelineCategory = (typeof TIMELINE_CATEGORIES)[number];

export const TIMELINE_EVENT_TITLES: Record<TimelineEventType, string> = {
  case_opened: 'Case Opened',
  case_closed: 'Case Closed',
  injury_reported: 'Injury Reported',
  treatment_started: 'Treatment Started',
  treatment_ended: 'Treatment Ended',
  document_uploaded: 'Document Uploaded',
  document_deleted: 'Document Deleted',
  note_added: 'Note Added',
  demand_sent: 'Demand Sent',
  offer_received: 'Offer Received',
  dates_moved_by_rule_change: 'Rule Change: Dates to Confirm',
  dates_confirmed: 'Dates Confirmed',
  communication_logged: 'Communication',
  signature_requested: 'Sent for Signature',
  document_signed: 'Document Signed',
  signature_declined: 'Signature Declined',
};

const CATEGORY_BY_TYPE: Record<TimelineEventType, TimelineCategory> = {
  case_opened: 'case_status',
  case_closed: 'case_status',
  injury_reported: 'injury',
  treatment_started: 'treatment',
  treatment_ended: 'treatment',
  document_uploaded: 'document',
  document_deleted: 'document',
  note_added: 'note',
  demand_sent: 'negotiation',
  offer_received: 'negotiation',
  dates_moved_by_rule_change: 'deadline',
  dates_confirmed: 'deadline',
  communication_logged: 'communication',
  signature_requested: 'document',
  document_signed: 'document',
  signature_declined: 'document',
};

export const timelineEventSchema = z.object({
  /** Stable across regenerations: derived from the source record's id. */
  id: z.string(),
  date: z.string(),
  type: z.enum(TIMELINE_EVENT_TYPES),
  title: z.string(),
  description: z.string(),
  category: z.enum(TIMELINE_CATEGORIES),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export type TimelineSource = {
  case: {
    id: string;
    clientName: string;
    dateOpened: string;
    dateClosed: string | null;
    actualSettlement: number | null;
  };
  injuries?: ReadonlyArray<{
    id: string;
    type: string;
    bodyPart: string | null;
    dateReported: string | null;
    createdAt: string;
  }>;
  treatments?: ReadonlyArray<{
    id: string;
    type: string;
    provider: string | null;
    startDate: string | null;
    endDate: string | null;
  }>;
  documents?: ReadonlyArray<{ id: string; name: string; uploadedAt: string }>;
  deletedDocuments?: ReadonlyArray<{ id: string; name: string; deletedAt: string }>;
  notes?: ReadonlyArray<{ id: string; content: string; author: string | null; createdAt: string }>;
  /** The negotiation log: a demand the firm sent, an offer the other side made. */
  negotiations?: ReadonlyArray<{
    id: string;
    date: string;
    kind: 'demand' | 'offer';
    amount: number;
    from: string | null;
    to: string | null;
  }>;
  /** The communications log: calls, emails, letters, texts and meetings, at the moment they happened. */
  communications?: ReadonlyArray<{
    id: string;
    occurredAt: string;
    kind: CommunicationKind;
    direction: CommunicationDirection;
    contact: { name: string; organization: string | null } | null;
    counterpart: string | null;
    subject: string | null;
    summary: string;
  }>;
  /** E-signature requests: when each was sent, and each signer's signature or decline. */
  signatureRequests?: ReadonlyArray<{
    id: string;
    documentName: string;
    sentAt: string;
    signers: ReadonlyArray<{ id: string; name: string; signedAt: string | null; declinedAt: string | null; declineReason: string | null }>;
  }>;
  /**
   * The rule-change record of the case: the computed dates a change of the rule tables moved (listed until an attorney
   * confirms them) and the attorney's last confirmation after one.
   */
  ruleChanges?: {
    changedAt: string | null;
    changes: readonly RuleDateChange[];
    confirmedAt: string | null;
    confirmedBy: string | null;
  } | null;
};

export type TimelineOrder = 'oldest_first' | 'newest_first';

const NOTE_PREVIEW_LENGTH = 120;

function createEvent(type: TimelineEventType, sourceId: string, date: string, description: string): TimelineEvent {
  return { id: `${type}:${sourceId}`, date, type, title: TIMELINE_EVENT_TITLES[type], description, category: CATEGORY_BY_TYPE[type] };
}

function withProvider(treatmentType: string, provider: string | null): string {
  return provider ? `${treatmentType} with ${provider}` : treatmentType;
}

function previewNote(content: string): string {
  const text = content.trim().replace(/\s+/g, ' ');
  return text.length > NOTE_PREVIEW_LENGTH ? `${text.slice(0, NOTE_PREVIEW_LENGTH - 1)}…` : text;
}

/** Every event the case's records imply, in the requested date order (ties keep generation order). */
export function buildTimeline(source: TimelineSource, order: TimelineOrder = 'oldest_first'): TimelineEvent[] {
  const { case: caseRecord } = source;
  const events: TimelineEvent[] = [
    createEvent('case_opened', caseRecord.id, caseRecord.dateOpened, `Case opened for ${caseRecord.clientName}`),
  ];
  for (const injury of source.injuries ?? []) {
    const where = injury.bodyPart ? ` (${injury.bodyPart})` : '';
    events.push(
      createEvent('injury_reported', injury.id, injury.dateReported ?? injury.createdAt, `${formatCodeLabel(injury.type)}${where}`),
    );
  }
  for (const treatment of source.treatments ?? []) {
    const what = withProvider(formatCodeLabel(treatment.type), treatment.provider);
    if (treatment.startDate) events.push(createEvent('treatment_started', treatment.id, treatment.startDate, what));
    if (treatment.endDate) events.push(createEvent('treatment_ended', treatment.id, treatment.endDate, what));
  }
  for (const document of source.documents ?? []) {
    events.push(createEvent('document_uploaded', document.id, document.uploadedAt, document.name));
  }
  for (const document of source.deletedDocuments ?? []) {
    events.push(createEvent('document_deleted', document.id, document.deletedAt, document.name));
  }
  for (const note of source.notes ?? []) {
    const by = note.author ? ` (${note.author})` : '';
    events.push(createEvent('note_added', note.id, note.createdAt, `${previewNote(note.content)}${by}`));
  }
  for (const entry of source.negotiations ?? []) {
    const party = entry.kind === 'demand' ? (entry.to ? ` to ${entry.to}` : '') : entry.from ? ` from ${entry.from}` : '';
    events.push(
      createEvent(entry.kind === 'demand' ? 'demand_sent' : 'offer_received', entry.id, entry.date, `${formatMoney(entry.amount)}${party}`),
    );
  }
  for (const entry of source.communications ?? []) {
    events.push(createEvent('communication_logged', entry.id, entry.occurredAt, describeCommunication(entry)));
  }
  for (const request of source.signatureRequests ?? []) {
    const names = request.signers.map((signer) => signer.name).join(', ');
    events.push(createEvent('signature_requested', request.id, request.sentAt, `${request.documentName} sent to ${names}`));
    for (const signer of request.signers) {
      if (signer.signedAt)
        events.push(createEvent('document_signed', signer.id, signer.signedAt, `${request.documentName} signed by ${signer.name}`));
      if (signer.declinedAt) {
        const reason = signer.declineReason ? `: ${signer.declineReason}` : '';
        events.push(
          createEvent(
            'signature_declined',
            signer.id,
            signer.declinedAt,
            `${signer.name} declined to sign ${request.documentName}${reason}`,
          ),
        );
      }
    }
  }
  const rules = source.ruleChanges;
  if (rules?.confirmedAt) {
    const by = rules.confirmedBy ? ` by ${rules.confirmedBy}` : '';
    events.push(
      createEvent(
        'dates_confirmed',
        `${caseRecord.id}:${rules.confirmedAt}`,
        rules.confirmedAt,
        `Computed dates confirmed under the current rules${by}`,
      ),
    );
  }
  if (rules?.changedAt && rules.changes.length > 0) {
    const description = `${rules.changes.map(describeRuleDateChange).join('; ')}. An attorney must confirm the dates again.`;
    events.push(createEvent('dates_moved_by_rule_change', `${caseRecord.id}:${rules.changedAt}`, rules.changedAt, description));
  }
  if (caseRecord.dateClosed) {
    const description =
      caseRecord.actualSettlement != null && caseRecord.actualSettlement > 0
        ? `Case closed with a settlement of ${formatMoney(caseRecord.actualSettlement)}`
        : 'Case closed';
    events.push(createEvent('case_closed', caseRecord.id, caseRecord.dateClosed, description));
  }
  return sortTimeline(events, order);
}

/** Sorts by date; undated events go last either way, and equal dates keep their order. */
export function sortTimeline(events: readonly TimelineEvent[], order: TimelineOrder): TimelineEvent[] {
  const direction = order === 'oldest_first' ? 1 : -1;
  return events
    .map((event, index) => ({ event, index, ms: parseDateValue(event.date) }))
    .sort((a, b) => {
      if (a.ms === null || b.ms === null) return (a.ms === null ? 1 : 0) - (b.ms === null ? 1 : 0) || a.index - b.index;
      return (a.ms - b.ms) * direction || a.index - b.index;
    })
    .map((entry) => entry.event);
}
