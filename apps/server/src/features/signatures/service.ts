// E-signature use cases. The firm sends a case's PDF to signers (each gets an emailed link whose token is stored only
// as its SHA-256), follows each signer's status, reminds or cancels; a signer opens the link (no account), consents,
// reviews, and signs or declines, once. When the last signer signs, the signed copy (signature and certificate pages,
// PAdES-signed by the firm's key) is filed on the case in the same transaction that completes the request.
import { createHash, randomBytes } from 'node:crypto';
import {
  deriveSignatureRequestStatus,
  deriveSignerStatus,
  electronicConsentText,
  generatedDocumentFileName,
  isFeeAgreementDocument,
  type SignatureRequest,
  type SignatureRequestCreate,
  type SigningDecline,
  type SigningSubmit,
  type SigningView,
  endpointUrl,
  signatureEndpoints,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import type { SignatureConfig } from '../../config.js';
import type { Database, Db } from '../../db/schema.js';
import type { Mailer } from '../../email/mailer.js';
import { signatureRequestEmail } from '../../email/templates.js';
import type { Actor } from '../../http/actor.js';
import { AppError, badRequest, notFound, rateLimited } from '../../http/errors.js';
import * as audit from '../audit/service.js';
import * as cases from '../cases/repository.js';
import { caseNotFound } from '../cases/service.js';
import { communications } from '../communications/service.js';
import * as documents from '../documents/service.js';
import type { DocumentStorage } from '../documents/storage/document-storage.js';
import { assertPrintable } from '../letters/pdf-fonts.js';
import * as repo from './repository.js';
import { renderPdfInWorker } from '../../workers/render-pool.js';
import { canSignPdf, SIGNED_COPY_MODULE, toRenderInput, type SignedSigner } from './signed-pdf.js';
import { getSigningKey } from './signing-key.js';

export type SignatureDeps = {
  db: Kysely<Database>;
  storage: DocumentStorage;
  mailer: Mailer;
  baseUrl: string;
  authSecret: string;
  config: SignatureConfig;
  now: () => Date;
  log: { error: (object: unknown, message: string) => void };
};

/** Who is on the other end of a public signing request: the connection's address (request.ip) and browser. */
export type SignerConnection = { ip: string; userAgent: string | null };

/** A manual reminder at most this often per request. */
export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 86_400_000;
/** A drawn signature's PNG, decoded: at most this many bytes. */
const MAX_SIGNATURE_PNG_BYTES = 300_000;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const signatureRequestNotFound = () => notFound('Signature request not found');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const signingUrl = (baseUrl: string, token: string) => `${baseUrl}/sign/${token}`;
const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

function toApi(request: repo.RequestRow, signers: readonly repo.SignerRow[], now: Date): SignatureRequest {
  const status = deriveSignatureRequestStatus({
    signers: signers.map((signer) => ({ status: signer.status as 'sent' | 'viewed' | 'signed' | 'declined' })),
    cancelledAt: request.cancelled_at,
    completedAt: request.completed_at,
    expiresAt: request.expires_at,
    now,
  });
  const closed = status !== 'pending' && status !== 'completed';
  return {
    id: request.id,
    caseId: request.case_id,
    documentId: request.document_id,
    documentName: request.document_name,
    documentSha256: request.document_sha256,
    status,
    feeAgreement: request.fee_agreement,
    sentByName: request.sent_by_name,
    createdAt: request.created_at.toISOString(),
    expiresAt: request.expires_at.toISOString(),
    completedAt: iso(request.completed_at),
    cancelledAt: iso(request.cancelled_at),
    signedDocumentId: request.signed_document_id,
    signedPdfUrl: request.completed_at ? endpointUrl(signatureEndpoints.signedPdf, { id: request.id }) : null,
    signers: signers.map((signer) => ({
      id: signer.id,
      name: signer.name,
      email: signer.email,
      status: deriveSignerStatus(signer.status as 'sent' | 'viewed' | 'signed' | 'declined', closed),
      sentAt: (signer.reminded_at ?? signer.sent_at).toISOString(),
      viewedAt: iso(signer.viewed_at),
      signedAt: iso(signer.signed_at),
      declinedAt: iso(signer.declined_at),
      declineReason: signer.decline_reason,
    })),
  };
}

async function loadRequest(db: Db, firmId: string, id: string, options: { forUpdate?: boolean } = {}) {
  const request = await repo.findRequest(db, firmId, id, options);
  if (!request) throw signatureRequestNotFound();
  return { request, signers: await repo.listSigners(db, firmId, [id]) };
}

/** What the history records of a request: its document, its signers and each one's status. */
function snapshot(request: repo.RequestRow, signers: readonly repo.SignerRow[], now: Date) {
  const api = toApi(request, signers, now);
  return {
    document: request.document_name,
    status: api.status,
    signers: api.signers.map((signer) => `${signer.name} <${signer.email}>: ${signer.status}`).join('; '),
  };
}

/** The request as it is now in `trx`, and its history entry against `before` (with `extra` fields on the after side). */
async function recordRequestChange(
  trx: Db,
  actor: Actor,
  before: { request: repo.RequestRow; signers: readonly repo.SignerRow[] },
  now: Date,
  extra: Record<string, unknown> = {},
) {
  const after = await loadRequest(trx, actor.firmId, before.request.id);
  await audit.recordChange(trx, actor, {
    caseId: before.request.case_id,
    entityType: 'signature_request',
    entityId: before.request.id,
    before: snapshot(before.request, before.signers, now),
    after: { ...snapshot(after.request, after.signers, now), ...extra },
  });
  return after;
}

async function sendLinks(
  deps: SignatureDeps,
  request: repo.RequestRow,
  links: ReadonlyArray<{ name: string; email: string; token: string }>,
  reminder: boolean,
): Promise<string[]> {
  const firmName = await repo.findFirmName(deps.db, request.firm_id);
  const failed: string[] = [];
  for (const link of links) {
    const email = signatureRequestEmail({
      firmName,
      signerName: link.name,
      documentName: request.document_name,
      url: signingUrl(deps.baseUrl, link.token),
      expiresAt: request.expires_at,
      reminder,
    });
    try {
      await deps.mailer.send({ to: link.email, ...email });
    } catch (error) {
      deps.log.error({ err: error, requestId: request.id }, 'A signing link could not be emailed');
      failed.push(link.email);
    }
  }
  return failed;
}

function emailFailure(failed: readonly string[]): AppError {
  return new AppError(
    502,
    'EMAIL_NOT_SENT',
    `The signature request is saved, but the email to ${failed.join(', ')} could not be sent. Use Send reminder to try again.`,
  );
}

/** POST /api/cases/:caseId/signature-requests: a case PDF sent to its signers, logged as an outbound email. */
export async function createSignatureRequest(
  deps: SignatureDeps,
  actor: Actor,
  caseId: string,
  input: SignatureRequestCreate,
): Promise<SignatureRequest> {
  if (!(await cases.caseExists(deps.db, actor.firmId, caseId))) throw caseNotFound();
  const found = await documents.readCaseDocumentBytes(deps, actor, input.documentId);
  if (!found || found.document.caseId !== caseId) throw notFound('Document not found on this case');
  if (found.bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw badRequest('Only PDF documents can be sent for signature. Save the document as a PDF, upload it, and send that.', 'NOT_A_PDF');
  if (!(await canSignPdf(found.bytes)))
    throw badRequest(
      'This PDF is encrypted or damaged, so signatures cannot be added to it. Upload an unprotected copy.',
      'PDF_NOT_SIGNABLE',
    );
  const firmName = await repo.findFirmName(deps.db, actor.firmId);
  // Names print on the signature and certificate pages: refused now rather than when the last signer signs.
  assertPrintable([
    { label: 'firm name', text: firmName },
    { label: 'document name', text: found.document.name },
    ...input.signers.map((signer, index) => ({ label: `name of signer ${index + 1}`, text: signer.name })),
  ]);
  const now = deps.now();
  const links = input.signers.map((signer) => ({ ...signer, token: newToken() }));
  const id = await deps.db.transaction().execute(async (trx) => {
    if (!(await cases.findCaseForUpdate(trx, actor.firmId, caseId))) throw caseNotFound();
    const requestId = await repo.insertRequest(trx, {
      firmId: actor.firmId,
      caseId,
      documentId: found.document.id,
      documentName: found.document.name,
      documentSha256: createHash('sha256').update(found.bytes).digest('hex'),
      feeAgreement: isFeeAgreementDocument(found.document),
      sentBy: actor.userId,
      sentByName: actor.userName,
      expiresAt: new Date(now.getTime() + deps.config.linkDays * DAY_MS),
      now,
    });
    for (const [position, link] of links.entries())
      await repo.insertSigner(trx, {
        firmId: actor.firmId,
        requestId,
        position,
        name: link.name,
        email: link.email,
        tokenHash: hashToken(link.token),
        sentAt: now,
      });
    const { request, signers } = await loadRequest(trx, actor.firmId, requestId);
    await audit.recordChange(trx, actor, {
      caseId,
      entityType: 'signature_request',
      entityId: requestId,
      before: null,
      after: snapshot(request, signers, now),
    });
    await communications.insert(trx, actor, caseId, {
      kind: 'email',
      direction: 'outbound',
      occurredAt: now.toISOString(),
      contactId: null,
      counterpart: input.signers
        .map((signer) => `${signer.name} <${signer.email}>`)
        .join(', ')
        .slice(0, 200),
      subject: `Sent for signature: ${found.document.name}`.slice(0, 200),
      summary: `${found.document.name} sent for electronic signature to ${input.signers.map((signer) => signer.name).join(', ')}; the links work until ${request.expires_at.toISOString().slice(0, 10)}.`,
      documentIds: [found.document.id],
      followUpOn: null,
    });
    return requestId;
  });
  const { request, signers } = await loadRequest(deps.db, actor.firmId, id);
  const failed = await sendLinks(deps, request, links, false);
  if (failed.length > 0) throw emailFailure(failed);
  return toApi(request, signers, deps.now());
}

export async function getSignatureRequest(db: Db, actor: Actor, id: string, now: Date): Promise<SignatureRequest> {
  const { request, signers } = await loadRequest(db, actor.firmId, id);
  return toApi(request, signers, now);
}

/** GET /api/cases/:caseId/signature-requests: the case's requests, newest first. */
export async function listCaseSignatureRequests(db: Db, actor: Actor, caseId: string, now: Date): Promise<SignatureRequest[]> {
  if (!(await cases.caseExists(db, actor.firmId, caseId))) throw caseNotFound();
  const requests = await repo.listRequestsForCase(db, actor.firmId, caseId);
  const signers = await repo.listSigners(
    db,
    actor.firmId,
    requests.map((request) => request.id),
  );
  return requests.map((request) =>
    toApi(
      request,
      signers.filter((signer) => signer.request_id === request.id),
      now,
    ),
  );
}

function requirePending(request: repo.RequestRow, signers: readonly repo.SignerRow[], now: Date, doing: string): void {
  const status = toApi(request, signers, now).status;
  if (status !== 'pending')
    throw new AppError(409, 'SIGNATURE_REQUEST_CLOSED', `Only a request waiting for signatures can be ${doing}; this one is ${status}.`);
}

/** POST /api/signature-requests/:id/cancel: its links stop working; what was signed stays recorded. */
export async function cancelSignatureRequest(deps: Pick<SignatureDeps, 'db' | 'now'>, actor: Actor, id: string): Promise<SignatureRequest> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const before = await repo.findRequest(trx, actor.firmId, id);
    if (!before) throw signatureRequestNotFound();
    if (!(await cases.findCaseForUpdate(trx, actor.firmId, before.case_id))) throw signatureRequestNotFound();
    const { request, signers } = await loadRequest(trx, actor.firmId, id, { forUpdate: true });
    requirePending(request, signers, now, 'cancelled');
    await repo.updateRequest(trx, actor.firmId, id, { cancelled_at: now }, now);
    const after = await recordRequestChange(trx, actor, { request, signers }, now);
    return toApi(after.request, after.signers, now);
  });
}

/**
 * Emails each signer who has not signed a new link (the earlier one stops working: only the new token's hash is
 * kept). `manual` reminders are limited to one an hour per request.
 */
async function remind(deps: SignatureDeps, actor: Actor, id: string, manual: boolean): Promise<SignatureRequest> {
  const now = deps.now();
  const { links, result } = await deps.db.transaction().execute(async (trx) => {
    const { request, signers } = await loadRequest(trx, actor.firmId, id, { forUpdate: true });
    requirePending(request, signers, now, 'reminded');
    const last = request.last_reminded_at?.getTime() ?? 0;
    if (manual && now.getTime() - last < REMINDER_INTERVAL_MS)
      throw rateLimited(
        'A reminder was sent less than an hour ago. Please wait before sending another.',
        (last + REMINDER_INTERVAL_MS - now.getTime()) / 1000,
      );
    const waiting = signers.filter((signer) => signer.status === 'sent' || signer.status === 'viewed');
    const links = waiting.map((signer) => ({ id: signer.id, name: signer.name, email: signer.email, token: newToken() }));
    for (const link of links) await repo.updateSigner(trx, actor.firmId, link.id, { token_hash: hashToken(link.token), reminded_at: now });
    await repo.updateRequest(trx, actor.firmId, id, { last_reminded_at: now }, now);
    if (links.length > 0)
      await communications.insert(trx, actor, request.case_id, {
        kind: 'email',
        direction: 'outbound',
        occurredAt: now.toISOString(),
        contactId: null,
        counterpart: links
          .map((link) => `${link.name} <${link.email}>`)
          .join(', ')
          .slice(0, 200),
        subject: `Reminder to sign: ${request.document_name}`.slice(0, 200),
        summary: `A reminder with a new signing link for ${request.document_name} went to ${links.map((link) => link.name).join(', ')}.`,
        documentIds: [],
        followUpOn: null,
      });
    const after = await loadRequest(trx, actor.firmId, id);
    return { links, result: after };
  });
  const failed = await sendLinks(deps, result.request, links, true);
  if (failed.length > 0) throw emailFailure(failed);
  return toApi(result.request, result.signers, now);
}

/** POST /api/signature-requests/:id/remind. */
export const remindSignatureRequest = (deps: SignatureDeps, actor: Actor, id: string) => remind(deps, actor, id, true);

/** GET /api/signature-requests/:id/signed.pdf: the signed copy, once every signer has signed. */
export async function readSignedPdf(deps: SignatureDeps, actor: Actor, id: string): Promise<{ name: string; bytes: Buffer }> {
  const { request } = await loadRequest(deps.db, actor.firmId, id);
  if (!request.completed_at || !request.signed_document_id)
    throw new AppError(409, 'NOT_SIGNED_YET', 'The signed PDF exists once every signer has signed.');
  const found = await documents.readCaseDocumentBytes(deps, actor, request.signed_document_id);
  if (!found) throw notFound('The signed copy was deleted from the case documents');
  return { name: found.document.name, bytes: found.bytes };
}

// ---------------------------------------------------------------- the signer's side (no account: the link's token)

type SignerContext = {
  token: string;
  firmId: string;
  firmName: string;
  request: repo.RequestRow;
  signers: repo.SignerRow[];
  signer: repo.SignerRow;
};

const linkGone = (message: string) => new AppError(410, 'SIGNING_LINK_CLOSED', message);

/** The signer a token names, its request open for them; every other case a clear 404 or 410, before anything changes. */
async function requireOpenLink(db: Db, token: string, now: Date, options: { forUpdate?: boolean } = {}): Promise<SignerContext> {
  const invalid = notFound('This signing link is not valid. Use the latest link the firm emailed you.');
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw invalid;
  const found = await repo.findSignerByTokenHash(db, hashToken(token));
  if (!found) throw invalid;
  const { request, signers } = await loadRequest(db, found.firmId, found.requestId, options);
  const signer = signers.find((candidate) => candidate.id === found.signerId);
  if (!signer) throw invalid;
  if (signer.status === 'signed') throw linkGone('You have already signed this document. This link no longer works.');
  if (signer.status === 'declined') throw linkGone('You declined to sign this document. This link no longer works.');
  const status = toApi(request, signers, now).status;
  if (status === 'cancelled') throw linkGone('The firm cancelled this signature request. Contact them if you have questions.');
  if (status === 'declined') throw linkGone('Another signer declined this document, so it can no longer be signed.');
  if (status === 'expired') throw linkGone('This signing link has expired. Ask the firm to send the document again.');
  if (status === 'completed') throw linkGone('This document has been signed by everyone. This link no longer works.');
  return { token, firmId: found.firmId, firmName: found.firmName, request, signers, signer };
}

const signerActor = (context: SignerContext): Actor => ({
  firmId: context.firmId,
  userId: null,
  userName: `${context.signer.name} (signer)`,
  role: 'staff',
});

/** The original's bytes, checked against the hash taken when it was sent: what the signer reviews is what was sent. */
async function readSentDocument(deps: Pick<SignatureDeps, 'db' | 'storage'>, context: SignerContext): Promise<Buffer> {
  const found = await documents.readCaseDocumentBytes(deps, signerActor(context), context.request.document_id);
  if (!found || createHash('sha256').update(found.bytes).digest('hex') !== context.request.document_sha256)
    throw linkGone('The document is no longer available to sign. Ask the firm to send it again.');
  return found.bytes;
}

/** GET /api/signing/:token: what the signing page shows; the first opening marks the signer viewed. */
export async function openSigningLink(deps: SignatureDeps, token: string): Promise<SigningView> {
  const now = deps.now();
  const context = await requireOpenLink(deps.db, token, now);
  const bytes = await readSentDocument(deps, context);
  if (context.signer.status === 'sent')
    await repo.updateSigner(deps.db, context.firmId, context.signer.id, { status: 'viewed', viewed_at: now });
  const pageCount = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
  return {
    firmName: context.firmName,
    documentName: context.request.document_name,
    signerName: context.signer.name,
    signerEmail: context.signer.email,
    status: context.signer.status === 'sent' ? 'viewed' : (context.signer.status as 'viewed'),
    consented: context.signer.consented_at !== null,
    consentText: electronicConsentText(context.firmName),
    expiresAt: context.request.expires_at.toISOString(),
    documentUrl: endpointUrl(signatureEndpoints.document, { token }),
    pageCount,
  };
}

/** GET /api/signing/:token/document.pdf: the document as sent, for review. */
export async function readSigningDocument(deps: SignatureDeps, token: string): Promise<{ name: string; bytes: Buffer }> {
  const context = await requireOpenLink(deps.db, token, deps.now());
  return { name: context.request.document_name, bytes: await readSentDocument(deps, context) };
}

/** POST /api/signing/:token/consent: the signer agrees to sign electronically (the certificate states when). */
export async function consentToSign(deps: SignatureDeps, token: string, connection: SignerConnection): Promise<void> {
  const now = deps.now();
  const context = await requireOpenLink(deps.db, token, now);
  if (context.signer.consented_at) return;
  await repo.updateSigner(deps.db, context.firmId, context.signer.id, {
    consented_at: now,
    viewed_at: context.signer.viewed_at ?? now,
    status: 'viewed',
    ip_address: connection.ip,
    user_agent: connection.userAgent?.slice(0, 500) ?? null,
  });
}

function decodeSignature(submit: SigningSubmit): { kind: 'drawn'; png: Buffer } | { kind: 'typed'; text: string } {
  if (submit.kind === 'typed') {
    assertPrintable([{ label: 'typed signature', text: submit.name }]);
    return { kind: 'typed', text: submit.name };
  }
  const png = Buffer.from(submit.image.slice(submit.image.indexOf(',') + 1), 'base64');
  if (png.length > MAX_SIGNATURE_PNG_BYTES || png.length < 60 || !png.subarray(0, 8).equals(PNG_MAGIC))
    throw badRequest('The drawn signature is not a PNG image the server can use. Clear it and draw again.', 'VALIDATION_ERROR');
  return { kind: 'drawn', png };
}

function signedValues(signature: ReturnType<typeof decodeSignature>, connection: SignerConnection, now: Date) {
  return {
    status: 'signed',
    signed_at: now,
    signature_kind: signature.kind,
    signature_image: signature.kind === 'drawn' ? signature.png : null,
    signature_text: signature.kind === 'typed' ? signature.text : null,
    ip_address: connection.ip,
    user_agent: connection.userAgent?.slice(0, 500) ?? null,
  } as const;
}

function toSignedSigner(row: repo.SignerRow): SignedSigner {
  return {
    name: row.name,
    email: row.email,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    sentAt: row.reminded_at ?? row.sent_at,
    viewedAt: row.viewed_at,
    consentedAt: row.consented_at,
    signedAt: row.signed_at ?? new Date(0),
    signature:
      row.signature_kind === 'drawn' && row.signature_image
        ? { kind: 'drawn', png: Buffer.from(row.signature_image) }
        : { kind: 'typed', text: row.signature_text ?? row.name },
  };
}

/** Thrown inside a transaction when another signer's signature landed first: the attempt is made again. */
class SignersChanged extends Error {}

/**
 * POST /api/signing/:token/sign. Not the last signer: the signature is recorded. The last: the signed copy is built
 * with every signature and filed on the case, in the transaction that records this signature and completes the
 * request, so the request is never complete without its copy. Two signers finishing at once: the request row's lock
 * orders them, and the one who turns out last builds the copy (a retry, at most a few).
 */
export async function signDocument(deps: SignatureDeps, token: string, submit: SigningSubmit, connection: SignerConnection) {
  const signature = decodeSignature(submit);
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = deps.now();
    const context = await requireOpenLink(deps.db, token, now);
    if (!context.signer.consented_at) throw new AppError(400, 'CONSENT_REQUIRED', 'Agree to sign electronically before signing.');
    const others = context.signers.filter((signer) => signer.id !== context.signer.id);
    const last = others.every((signer) => signer.status === 'signed');
    const actor = signerActor(context);
    try {
      if (!last) {
        await deps.db.transaction().execute(async (trx) => {
          await cases.findCaseForUpdate(trx, context.firmId, context.request.case_id);
          const locked = await requireOpenLink(trx, token, now, { forUpdate: true });
          if (locked.signers.filter((signer) => signer.id !== locked.signer.id).every((signer) => signer.status === 'signed'))
            throw new SignersChanged();
          await repo.updateSigner(trx, context.firmId, context.signer.id, signedValues(signature, connection, now));
          await repo.updateRequest(trx, context.firmId, context.request.id, {}, now);
          await recordRequestChange(trx, actor, locked, now);
        });
        return { status: 'signed' as const };
      }
      await completeRequest(deps, context, signature, connection, now);
      return { status: 'signed' as const };
    } catch (error) {
      if (!(error instanceof SignersChanged)) throw error;
    }
  }
  throw new AppError(409, 'TRY_AGAIN', 'Another signer signed at the same moment. Please sign again.');
}

async function completeRequest(
  deps: SignatureDeps,
  context: SignerContext,
  signature: ReturnType<typeof decodeSignature>,
  connection: SignerConnection,
  now: Date,
): Promise<void> {
  const original = await readSentDocument(deps, context);
  const me: repo.SignerRow = { ...context.signer, ...signedValues(signature, connection, now) } as repo.SignerRow;
  const rows = context.signers.map((signer) => (signer.id === me.id ? me : signer));
  const key = await getSigningKey(deps.db, {
    firmId: context.firmId,
    firmName: context.firmName,
    authSecret: deps.authSecret,
    config: deps.config,
  });
  // Built in the render thread (pdf-lib, pdfkit and the RSA signature are CPU work), never on the event loop.
  const bytes = await renderPdfInWorker({
    moduleUrl: SIGNED_COPY_MODULE,
    exportName: 'renderSignedCopy',
    input: toRenderInput({
      original,
      firmName: context.firmName,
      documentName: context.request.document_name,
      documentSha256: context.request.document_sha256,
      requestId: context.request.id,
      completedAt: now,
      signers: rows.map(toSignedSigner),
      key,
    }),
    userId: `signer:${context.signer.id}`,
  });
  const actor = signerActor(context);
  const originalDocument = await documents.getDocument(deps.db, actor, context.request.document_id);
  const base = context.request.document_name.replace(/\.pdf$/i, '');
  await documents.storeGeneratedPdf(
    deps,
    actor,
    context.request.case_id,
    {
      title: generatedDocumentFileName([`${base} (signed ${now.toISOString().slice(0, 10)})`], '.pdf'),
      bytes,
      category: originalDocument.category,
      description: `Signed electronically by ${rows.map((row) => row.name).join(', ')}; certificate on the last page.`,
    },
    async (trx, document) => {
      const locked = await requireOpenLink(trx, context.token, now, { forUpdate: true });
      if (!locked.signers.every((signer) => signer.id === locked.signer.id || signer.status === 'signed')) throw new SignersChanged();
      await repo.updateSigner(trx, context.firmId, context.signer.id, signedValues(signature, connection, now));
      await repo.updateRequest(trx, context.firmId, context.request.id, { completed_at: now, signed_document_id: document.id }, now);
      await recordRequestChange(trx, actor, locked, now, { signedDocument: document.name });
    },
  );
}

/** POST /api/signing/:token/decline: the signer declines with a reason; the request is then declined for everyone. */
export async function declineSigning(deps: SignatureDeps, token: string, input: SigningDecline, connection: SignerConnection) {
  const now = deps.now();
  const context = await requireOpenLink(deps.db, token, now);
  await deps.db.transaction().execute(async (trx) => {
    await cases.findCaseForUpdate(trx, context.firmId, context.request.case_id);
    const locked = await requireOpenLink(trx, token, now, { forUpdate: true });
    await repo.updateSigner(trx, context.firmId, context.signer.id, {
      status: 'declined',
      declined_at: now,
      decline_reason: input.reason,
      ip_address: connection.ip,
      user_agent: connection.userAgent?.slice(0, 500) ?? null,
    });
    await repo.updateRequest(trx, context.firmId, context.request.id, {}, now);
    await recordRequestChange(trx, signerActor(context), locked, now, { declineReason: input.reason });
  });
  return { status: 'declined' as const };
}

// ---------------------------------------------------------------- the scan (job queue)

export type SignatureScanResult = { reminded: number; expired: number; failed: number };

/**
 * Marks requests past their date expired (a history entry; the status reads expired from the date alone) and, with
 * SIGNATURE_REMINDER_DAYS, emails a new link to every signer not reminded (or first sent) for that many days.
 */
export async function scanSignatureRequests(deps: SignatureDeps): Promise<SignatureScanResult> {
  const now = deps.now();
  const result: SignatureScanResult = { reminded: 0, expired: 0, failed: 0 };
  for (const request of await repo.listOpenRequests(deps.db, 500)) {
    const system: Actor = { firmId: request.firm_id, userId: null, userName: 'Casecast', role: 'staff' };
    try {
      const signers = await repo.listSigners(deps.db, request.firm_id, [request.id]);
      const status = toApi(request, signers, now).status;
      if (status === 'expired') {
        await deps.db.transaction().execute(async (trx) => {
          await repo.updateRequest(trx, request.firm_id, request.id, { expired_at: now }, now);
          await audit.recordChange(trx, system, {
            caseId: request.case_id,
            entityType: 'signature_request',
            entityId: request.id,
            before: { ...snapshot(request, signers, now), status: 'pending' },
            after: snapshot(request, signers, now),
          });
        });
        result.expired += 1;
        continue;
      }
      if (status !== 'pending' || deps.config.reminderDays === 0) continue;
      const due = now.getTime() - deps.config.reminderDays * DAY_MS;
      const waiting = signers.filter((signer) => signer.status !== 'signed' && signer.status !== 'declined');
      if (waiting.length > 0 && waiting.every((signer) => (signer.reminded_at ?? signer.sent_at).getTime() <= due)) {
        await remind(deps, system, request.id, false);
        result.reminded += 1;
      }
    } catch (error) {
      deps.log.error({ err: error, requestId: request.id }, 'A signature request could not be reminded or expired');
      result.failed += 1;
    }
  }
  return result;
}

/** The case's requests as its timeline tells them: sent, and each signature or decline (the case is the caller's). */
export async function listSignatureRequestsForTimeline(db: Db, firmId: string, caseId: string) {
  const requests = await repo.listRequestsForCase(db, firmId, caseId);
  const signers = await repo.listSigners(
    db,
    firmId,
    requests.map((request) => request.id),
  );
  return requests.map((request) => ({
    id: request.id,
    documentName: request.document_name,
    sentAt: request.created_at.toISOString(),
    signers: signers
      .filter((signer) => signer.request_id === request.id)
      .map((signer) => ({
        id: signer.id,
        name: signer.name,
        signedAt: iso(signer.signed_at),
        declinedAt: iso(signer.declined_at),
        declineReason: signer.decline_reason,
      })),
  }));
}

/** The client portal's "Documents to sign": what this address still has to sign on the case. */
export async function listPendingSignaturesForClient(db: Db, input: { firmId: string; caseId: string; email: string; now: Date }) {
  const rows = await repo.listPendingSignersByEmail(db, input.firmId, input.caseId, input.email, input.now);
  return rows.map((row) => ({
    id: row.id,
    documentName: row.document_name,
    sentAt: row.sent_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  }));
}

/**
 * A signing link for a signed-in portal client, for one of their pending signatures: a new token, as a reminder makes
 * one (a signer holds one link at a time, so the emailed one stops working). Null when it is not theirs to sign.
 */
export async function issuePortalSigningLink(
  db: Db,
  input: { firmId: string; caseId: string; email: string; signerId: string; now: Date },
): Promise<string | null> {
  const pending = await repo.listPendingSignersByEmail(db, input.firmId, input.caseId, input.email, input.now);
  if (!pending.some((row) => row.id === input.signerId)) return null;
  const token = newToken();
  await repo.updateSigner(db, input.firmId, input.signerId, { token_hash: hashToken(token) });
  return `/sign/${token}`;
}
