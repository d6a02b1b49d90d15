// Email to the case: the address a case is reached at, and a delivered message filed on its case — the message as a
// text document, each attachment through the documents pipeline, and an inbound email in the communications log —
// once per Message-ID.
import { createHash } from 'node:crypto';
import {
  formatCaseEmailAddress,
  generatedDocumentFileName,
  MAX_COMMUNICATION_ATTACHMENTS,
  parseCaseEmailAddress,
  toStorableText,
  type CaseDocument,
  type CaseEmailAddress,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { ParsedMail } from 'mailparser';
import type { Database, Db } from '../../db/schema.js';
import type { Actor } from '../../http/actor.js';
import { caseNotFound } from '../cases/service.js';
import { communications } from '../communications/service.js';
import * as documents from '../documents/service.js';
import type { DocumentStorage } from '../documents/storage/document-storage.js';
import type { QueueDocumentTexts } from '../documents/text-index.js';
import * as repo from './repository.js';

/** Emails are filed among the case's documents under this category, as letters are. */
export const EMAIL_DOCUMENT_CATEGORY = 'Correspondence';
/** Attachments filed from one message at most; the rest are listed as not filed. */
export const MAX_ATTACHMENTS_FILED = 50;

/** GET /api/cases/:caseId/email-address. */
export async function getCaseEmailAddress(
  db: Db,
  actor: Actor,
  caseId: string,
  inbound: { domain: string | null; receiving: boolean },
): Promise<CaseEmailAddress> {
  const parts = await repo.findAddressParts(db, actor.firmId, caseId);
  if (!parts) throw caseNotFound();
  const address = inbound.domain === null ? null : formatCaseEmailAddress(parts.caseNo, parts.firmKey, inbound.domain);
  return { address, receiving: inbound.receiving };
}

/** The case an address names at the inbound domain, or undefined: mail to it is refused, never filed on a guess. */
export async function findCaseOfAddress(db: Db, address: string, domain: string): Promise<{ firmId: string; caseId: string } | undefined> {
  const parsed = parseCaseEmailAddress(address, domain);
  return parsed ? repo.findCaseByAddress(db, parsed.firmKey, parsed.caseNo) : undefined;
}

export type InboundDeps = {
  db: Kysely<Database>;
  storage: DocumentStorage;
  maxUploadMb: number;
  /** Queues a filed document to have its text read for search. */
  queueTexts: QueueDocumentTexts;
  now?: () => Date;
};

export type FilingOutcome = { status: 'filed'; documents: CaseDocument[]; refused: string[] } | { status: 'duplicate' };

/** Text the database can store and the API's text fields accept: no control characters but tab and line breaks. */
function cleanText(text: string, max: number): string {
  const cleaned = toStorableText(text);
  return cleaned.length > max ? `${cleaned.slice(0, max - 1)}…` : cleaned;
}

/** Addresses as people write them: `Pat Lee <pat@example.com>`, or the bare address. */
function formatAddresses(value: ParsedMail['to'] | ParsedMail['from']): string {
  if (value === undefined) return '';
  return (Array.isArray(value) ? value : [value])
    .flatMap((list) => list.value)
    .map((one) => (one.name && one.address ? `${one.name} <${one.address}>` : (one.address ?? one.name)))
    .join(', ');
}

/** The message as a readable text document: its headers, then its text (mailparser's rendering of an HTML-only one). */
function renderMessage(mail: ParsedMail, attachmentNames: readonly string[]): string {
  const lines = [
    `From: ${formatAddresses(mail.from)}`,
    `To: ${formatAddresses(mail.to)}`,
    ...(mail.cc ? [`Cc: ${formatAddresses(mail.cc)}`] : []),
    `Date: ${mail.date ? mail.date.toUTCString() : ''}`,
    `Subject: ${mail.subject ?? ''}`,
    ...(attachmentNames.length > 0 ? [`Attachments: ${attachmentNames.join(', ')}`] : []),
    '',
    mail.text ?? '',
  ];
  return cleanText(lines.join('\n'), 5_000_000);
}

/** When it was sent, as the message says, unless that is missing or not believable (after now, before 1900). */
function sentAt(mail: ParsedMail, now: Date): Date {
  const date = mail.date;
  if (!date || Number.isNaN(date.getTime()) || date.getTime() > now.getTime() || date.getUTCFullYear() < 1900) return now;
  return date;
}

/**
 * Files a delivered message on the case its address named: the message itself as a text document, each attachment
 * through the documents pipeline (content sniffed, size limit, text read for search), and an inbound email in the
 * case's communications with the documents attached. The same message (its Message-ID, else its bytes) delivered
 * again to the same case is accepted and not filed twice.
 */
export async function fileInboundEmail(
  deps: InboundDeps,
  target: { firmId: string; caseId: string },
  mail: ParsedMail,
  raw: Buffer,
): Promise<FilingOutcome> {
  const messageKey = cleanText(mail.messageId?.trim() || `sha256:${createHash('sha256').update(raw).digest('hex')}`, 1000);
  if (await repo.messageFiled(deps.db, target.firmId, target.caseId, messageKey)) return { status: 'duplicate' };
  const actor: Actor = { firmId: target.firmId, userId: null, userName: 'Email to the case', role: 'staff' };
  const now = deps.now?.() ?? new Date();
  const occurredAt = sentAt(mail, now);
  const subject = cleanText(mail.subject?.trim() || '(no subject)', 200);
  const from = cleanText(formatAddresses(mail.from) || 'unknown sender', 200);
  // Inline parts of an HTML message (logos, signature images) are part of its look, not documents.
  const attachments = mail.attachments.filter((attachment) => !attachment.related);
  const names = attachments.map((attachment, index) => attachment.filename?.trim() || `attachment-${index + 1}`);
  const day = occurredAt.toISOString().slice(0, 10);
  const files: documents.IncomingFile[] = [
    {
      fileName: generatedDocumentFileName([`Email ${day}`, subject], '.txt'),
      bytes: Buffer.from(renderMessage(mail, names), 'utf8'),
      required: true,
    },
    ...attachments.slice(0, MAX_ATTACHMENTS_FILED).map((attachment, index) => ({
      fileName: names[index]!,
      bytes: attachment.content,
      required: false,
    })),
  ];
  const tooMany = names.slice(MAX_ATTACHMENTS_FILED).map((name) => `${name} (more than ${MAX_ATTACHMENTS_FILED} attachments)`);
  class AlreadyFiled extends Error {}
  try {
    const { documents: filed, refused } = await documents.fileIncomingDocuments(
      deps,
      actor,
      target.caseId,
      { files, category: EMAIL_DOCUMENT_CATEGORY, description: cleanText(`Email from ${from}: ${subject}`, 1000) },
      async (trx, stored, refused) => {
        const notFiled = [...refused.map((one) => `${one.fileName} (${one.reason})`), ...tooMany];
        const body = cleanText(mail.text?.trim() || '(The message has no text.)', 4000);
        const summary = notFiled.length > 0 ? `${body}\n\nNot filed: ${notFiled.join('; ')}` : body;
        const communication = await communications.insert(trx, actor, target.caseId, {
          kind: 'email',
          direction: 'inbound',
          occurredAt: occurredAt.toISOString(),
          contactId: null,
          counterpart: from,
          subject,
          summary: cleanText(summary, 5000),
          documentIds: stored.slice(0, MAX_COMMUNICATION_ATTACHMENTS).map((document) => document.id),
          followUpOn: null,
        });
        const first = await repo.insertFiledMessage(trx, target.firmId, {
          caseId: target.caseId,
          messageKey,
          communicationId: communication.id,
        });
        if (!first) throw new AlreadyFiled();
      },
    );
    // The filing stands if queueing fails: the documents sweep queues what is still unread.
    await deps.queueTexts(filed.map((document) => ({ firmId: target.firmId, documentId: document.id }))).catch(() => undefined);
    return { status: 'filed', documents: filed, refused: [...refused.map((one) => `${one.fileName} (${one.reason})`), ...tooMany] };
  } catch (error) {
    if (error instanceof AlreadyFiled) return { status: 'duplicate' };
    throw error;
  }
}
