// Client portal use cases. The firm's side: a case's portal settings, invitations, revoking, upload requests and
// replies. The client's side: one-time sign-in links, sessions, and the client's own cases, each read only when the
// firm has the portal on for it and has not revoked the client's access.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  CASE_PHASE_LABELS,
  isCasePhase,
  PORTAL_APPOINTMENT_KINDS,
  PORTAL_APPOINTMENT_LABELS,
  PORTAL_INVITATION_LINK_HOURS,
  PORTAL_LINK_WINDOW_MINUTES,
  PORTAL_LINKS_PER_WINDOW,
  PORTAL_PHASE_TEXTS,
  PORTAL_SESSION_HOURS,
  PORTAL_SIGN_IN_LINK_MINUTES,
  PORTAL_UPLOAD_CATEGORIES,
  type CaseDocument,
  type CasePortal,
  type PortalAppointmentKind,
  type PortalCase,
  type PortalCaseSummary,
  type PortalClient,
  type PortalMe,
  type PortalMessage,
  type PortalUploadKind,
  type PortalUploadRequest,
  endpointUrl,
  portalEndpoints,
} from '@casecast/domain';
import type { Database, Db } from '../../db/schema.js';
import type { Mailer } from '../../email/mailer.js';
import { portalSignInEmail } from '../../email/templates.js';
import type { Actor } from '../../http/actor.js';
import { AppError, badRequest, notFound, unauthorized } from '../../http/errors.js';
import * as cases from '../cases/repository.js';
import { caseNotFound } from '../cases/service.js';
import { portalMessages } from '../communications/service.js';
import * as documents from '../documents/service.js';
import * as signatures from '../signatures/service.js';
import type { DocumentServiceDeps, UploadPart } from '../documents/service.js';
import * as repo from './repository.js';

export type PortalMailDeps = { db: Kysely<Database>; mailer: Mailer; baseUrl: string; now: () => Date };

/** The signed-in client, as every portal read is scoped: their firm, who they are, and the session they hold. */
export type PortalCaller = { firmId: string; clientId: string; name: string; email: string; firmName: string; tokenHash: string };

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const minutes = (count: number) => count * 60_000;

const portalOff = () =>
  new AppError(409, 'PORTAL_OFF', 'The client portal is off for this case. Turn it on first, then invite the client.');
export const invalidLink = () =>
  badRequest('This sign-in link has expired or was already used. Enter your email below to get a new one.', 'PORTAL_LINK_INVALID');

/** Who writes a client's changes in the case's history: the client, through the portal (not a firm member). */
function clientActor(caller: PortalCaller): Actor {
  return { firmId: caller.firmId, userId: null, userName: `${caller.name} (client portal)`, role: 'staff' };
}

async function requireCase(db: Db, actor: Actor, caseId: string): Promise<void> {
  if (!(await cases.caseExists(db, actor.firmId, caseId))) throw caseNotFound();
}

function toUploadRequest(row: Awaited<ReturnType<typeof repo.listUploadRequests>>[number]): PortalUploadRequest {
  return {
    id: row.id,
    kind: row.kind as PortalUploadKind,
    note: row.note,
    createdAt: row.created_at.toISOString(),
    fulfilledAt: row.fulfilled_at?.toISOString() ?? null,
  };
}

async function listMessages(db: Db, firmId: string, caseId: string): Promise<PortalMessage[]> {
  return (await repo.listPortalMessages(db, firmId, caseId)).map((row) => ({
    id: row.id,
    direction: row.direction === 'inbound' ? 'inbound' : 'outbound',
    author: row.direction === 'inbound' ? row.counterpart : null,
    body: row.summary,
    sentAt: row.occurred_at.toISOString(),
  }));
}

// ---- the firm's side ----

/** GET /api/cases/:id/portal */
export async function getCasePortal(db: Db, actor: Actor, caseId: string): Promise<CasePortal> {
  await requireCase(db, actor, caseId);
  const [enabled, clients, requests, messages, suggestedEmail] = await Promise.all([
    repo.isPortalEnabled(db, actor.firmId, caseId),
    repo.listCaseClients(db, actor.firmId, caseId),
    repo.listUploadRequests(db, actor.firmId, caseId),
    listMessages(db, actor.firmId, caseId),
    repo.findClientContactEmail(db, actor.firmId, caseId),
  ]);
  return {
    enabled,
    clients: clients.map((client): PortalClient => ({
      id: client.id,
      email: client.email,
      name: client.name,
      invitedAt: client.created_at.toISOString(),
    })),
    uploadRequests: requests.map(toUploadRequest),
    messages,
    suggestedEmail,
  };
}

/** PUT /api/cases/:id/portal: turning it off hides the case from the portal at once (every read checks it). */
export async function setCasePortal(db: Kysely<Database>, actor: Actor, caseId: string, enabled: boolean): Promise<CasePortal> {
  await requireCase(db, actor, caseId);
  await repo.setPortalEnabled(db, actor.firmId, caseId, enabled);
  return getCasePortal(db, actor, caseId);
}

async function sendSignInLink(
  deps: PortalMailDeps,
  client: { firmId: string; clientId: string; email: string; name: string; firmName: string },
  invited: boolean,
): Promise<void> {
  const token = newToken();
  const validMs = invited ? minutes(PORTAL_INVITATION_LINK_HOURS * 60) : minutes(PORTAL_SIGN_IN_LINK_MINUTES);
  await repo.insertSignInLink(deps.db, {
    tokenHash: hashToken(token),
    firmId: client.firmId,
    clientId: client.clientId,
    createdAt: deps.now(),
    expiresAt: new Date(deps.now().getTime() + validMs),
  });
  // The token travels in the fragment: it never reaches a server log, and the page signs in only when the client clicks.
  const url = `${deps.baseUrl.replace(/\/$/, '')}/portal/sign-in#token=${token}`;
  await deps.mailer.send({
    to: client.email,
    ...portalSignInEmail({
      firmName: client.firmName,
      clientName: client.name,
      url,
      validFor: invited ? `${PORTAL_INVITATION_LINK_HOURS} hours` : `${PORTAL_SIGN_IN_LINK_MINUTES} minutes`,
      invited,
    }),
  });
}

/** POST /api/cases/:id/portal-invitations: gives the address access to the case and emails it a one-time link. */
export async function inviteClient(deps: PortalMailDeps, actor: Actor, caseId: string, email: string) {
  const { db } = deps;
  const firmName = await repo.findFirmName(db, actor.firmId);
  const clientName = await repo.findCaseClientName(db, actor.firmId, caseId);
  if (clientName === null) throw caseNotFound();
  if (!(await repo.isPortalEnabled(db, actor.firmId, caseId))) throw portalOff();
  const clientId = await db.transaction().execute(async (trx) => {
    const id = await repo.upsertClient(trx, actor.firmId, email, clientName);
    await repo.grantCaseAccess(trx, { firmId: actor.firmId, clientId: id, caseId, invitedBy: actor.userId });
    return id;
  });
  const clients = await repo.listCaseClients(db, actor.firmId, caseId);
  const client = clients.find((candidate) => candidate.id === clientId)!;
  await sendSignInLink(deps, { firmId: actor.firmId, clientId, email: client.email, name: client.name, firmName }, true);
  return { id: client.id, email: client.email, name: client.name, invitedAt: client.created_at.toISOString() } satisfies PortalClient;
}

/** DELETE /api/cases/:id/portal-invitations/:clientId: the client loses the case, and every session of theirs ends now. */
export async function revokeClient(db: Kysely<Database>, actor: Actor, caseId: string, clientId: string): Promise<void> {
  await requireCase(db, actor, caseId);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.revokeCaseAccess(trx, actor.firmId, clientId, caseId))) throw notFound('This client has no access to this case');
    await repo.deleteClientSessions(trx, actor.firmId, clientId);
  });
}

export async function addUploadRequest(db: Db, actor: Actor, caseId: string, input: { kind: PortalUploadKind; note?: string | null }) {
  await requireCase(db, actor, caseId);
  await repo.insertUploadRequest(db, actor.firmId, caseId, { kind: input.kind, note: input.note ?? null });
  return getCasePortal(db, actor, caseId);
}

export async function removeUploadRequest(db: Db, actor: Actor, caseId: string, id: string): Promise<void> {
  await requireCase(db, actor, caseId);
  if (!(await repo.deleteUploadRequest(db, actor.firmId, caseId, id))) throw notFound('Upload request not found');
}

/** POST /api/cases/:id/portal/messages: the firm's reply, logged as an outbound portal message. */
export async function sendFirmMessage(db: Kysely<Database>, actor: Actor, caseId: string, body: string): Promise<PortalMessage> {
  const clientName = await repo.findCaseClientName(db, actor.firmId, caseId);
  if (clientName === null) throw caseNotFound();
  if (!(await repo.isPortalEnabled(db, actor.firmId, caseId))) throw portalOff();
  const logged = await portalMessages.create(db, actor, caseId, {
    kind: 'portal',
    direction: 'outbound',
    occurredAt: new Date().toISOString(),
    counterpart: clientName,
    summary: body,
    documentIds: [],
  });
  return { id: logged.id, direction: 'outbound', author: null, body, sentAt: new Date(logged.occurredAt).toISOString() };
}

// ---- the client's side ----

/**
 * POST /api/portal/sign-in-links: emails a link to every firm's client with this address that can see a case, at most
 * PORTAL_LINKS_PER_WINDOW per client per window. The caller learns nothing: the answer is the same either way.
 */
export async function requestSignInLink(deps: PortalMailDeps, email: string): Promise<void> {
  const since = new Date(deps.now().getTime() - minutes(PORTAL_LINK_WINDOW_MINUTES));
  for (const client of await repo.findClientsWithCasesByEmail(deps.db, email)) {
    if ((await repo.countLinksSince(deps.db, client.firm_id, client.id, since)) >= PORTAL_LINKS_PER_WINDOW) continue;
    await sendSignInLink(
      deps,
      { firmId: client.firm_id, clientId: client.id, email: client.email, name: client.name, firmName: client.firm_name },
      false,
    );
  }
}

/** POST /api/portal/sign-in: spends the link (once, before it expires) on a new session; the token goes in the cookie. */
export async function signIn(db: Db, token: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const link = await repo.consumeSignInLink(db, hashToken(token), now);
  if (!link) throw invalidLink();
  const sessionToken = newToken();
  const expiresAt = new Date(now.getTime() + minutes(PORTAL_SESSION_HOURS * 60));
  await repo.insertSession(db, { tokenHash: hashToken(sessionToken), firmId: link.firmId, clientId: link.clientId, expiresAt });
  return { token: sessionToken, expiresAt };
}

export async function signOut(db: Db, token: string): Promise<void> {
  await repo.deleteSession(db, hashToken(token));
}

/** The client holding this session token, or a 401. */
export async function requirePortalCaller(db: Db, token: string | undefined, now: Date): Promise<PortalCaller> {
  if (!token || token.length > 200) throw unauthorized('Please sign in to your case portal.');
  const tokenHash = hashToken(token);
  const row = await repo.findSession(db, tokenHash, now);
  if (!row) throw unauthorized('Your portal session has ended. Please sign in again.');
  return { firmId: row.firm_id, clientId: row.client_id, name: row.name, email: row.email, firmName: row.firm_name, tokenHash };
}

function toSummary(row: Awaited<ReturnType<typeof repo.listClientCases>>[number]): PortalCaseSummary {
  const phase = isCasePhase(row.phase) ? row.phase : 'intake';
  return {
    id: row.id,
    caseNo: row.case_no,
    title: row.title ?? `Case ${row.case_no}`,
    phase,
    phaseLabel: CASE_PHASE_LABELS[phase],
    ...PORTAL_PHASE_TEXTS[phase],
  };
}

/** GET /api/portal/me */
export async function getMe(db: Db, caller: PortalCaller): Promise<PortalMe> {
  const rows = await repo.listClientCases(db, caller.firmId, caller.clientId);
  return { client: { name: caller.name, email: caller.email }, firmName: caller.firmName, cases: rows.map(toSummary) };
}

/** One of the client's own open-portal cases; any other id (another client's, another firm's, made up) is the same 404. */
async function requireClientCase(db: Db, caller: PortalCaller, caseId: string) {
  const [row] = await repo.listClientCases(db, caller.firmId, caller.clientId, caseId);
  if (!row) throw caseNotFound();
  return row;
}

/** GET /api/portal/cases/:id */
export async function getPortalCase(db: Db, caller: PortalCaller, caseId: string, now: Date): Promise<PortalCase> {
  const row = await requireClientCase(db, caller, caseId);
  const [appointments, files, requests, messages, toSign] = await Promise.all([
    repo.listAppointments(db, caller.firmId, caseId, { kinds: PORTAL_APPOINTMENT_KINDS, from: now }),
    repo.listPortalDocuments(db, caller.firmId, caseId),
    repo.listUploadRequests(db, caller.firmId, caseId),
    listMessages(db, caller.firmId, caseId),
    signatures.listPendingSignaturesForClient(db, { firmId: caller.firmId, caseId, email: caller.email, now }),
  ]);
  return {
    ...toSummary(row),
    toSign,
    appointments: appointments.map((event) => ({
      id: event.id,
      label: PORTAL_APPOINTMENT_LABELS[event.kind as PortalAppointmentKind],
      startsAt: event.starts_at.toISOString(),
      endsAt: event.ends_at.toISOString(),
      allDay: event.all_day,
      location: event.location,
    })),
    documents: files.map((file) => ({
      id: file.id,
      name: file.file_name,
      fileType: file.file_type,
      sizeBytes: file.size_bytes,
      addedAt: file.created_at.toISOString(),
      fromClient: file.from_client,
      url: endpointUrl(portalEndpoints.documentContent, { id: file.id }),
    })),
    uploadRequests: requests.map(toUploadRequest),
    messages,
  };
}

/** GET /api/portal/documents/:id/content: a document the firm shares (or the client sent) on one of the client's cases. */
export async function openPortalDocument(deps: Pick<DocumentServiceDeps, 'db' | 'storage'>, caller: PortalCaller, id: string) {
  const found = await repo.findPortalDocument(deps.db, caller.firmId, id);
  if (!found || (await repo.listClientCases(deps.db, caller.firmId, caller.clientId, found.case_id)).length === 0)
    throw documents.documentNotFound();
  return documents.openDocumentContent(deps, clientActor(caller), id);
}

/**
 * POST /api/portal/cases/:id/documents: the client's files through the staff upload pipeline (streamed, checked by their
 * bytes, size-limited), filed on the case as from the client under the category of what was asked for.
 */
export async function uploadFromPortal(
  deps: DocumentServiceDeps,
  caller: PortalCaller,
  caseId: string,
  requestId: string | undefined,
  parts: AsyncIterable<UploadPart>,
): Promise<CaseDocument[]> {
  await requireClientCase(deps.db, caller, caseId);
  const request = requestId ? await repo.findUploadRequest(deps.db, caller.firmId, caseId, requestId) : undefined;
  if (requestId && !request) throw notFound('Upload request not found');
  const kind = (request?.kind ?? 'other') as PortalUploadKind;
  const asked = request ? ` (asked for: ${request.note ?? kind})` : '';
  return documents.uploadDocuments(deps, clientActor(caller), caseId, parts, {
    category: PORTAL_UPLOAD_CATEGORIES[kind],
    description: `Sent by ${caller.name} through the client portal${asked}`.slice(0, 1000),
    alongside: async (trx) => {
      if (request) await repo.markUploadRequestFulfilled(trx, caller.firmId, request.id, new Date());
    },
  });
}

/** POST /api/portal/cases/:id/signatures/:signerId/link: a fresh link to the signing page, for the client's own signature. */
export async function openPortalSigning(db: Db, caller: PortalCaller, caseId: string, signerId: string, now: Date): Promise<string> {
  await requireClientCase(db, caller, caseId);
  const url = await signatures.issuePortalSigningLink(db, { firmId: caller.firmId, caseId, email: caller.email, signerId, now });
  if (!url) throw notFound('There is nothing for you to sign here.');
  return url;
}

/** POST /api/portal/cases/:id/messages: the client's message, logged on the case as an inbound portal message. */
export async function sendClientMessage(db: Kysely<Database>, caller: PortalCaller, caseId: string, body: string): Promise<PortalMessage> {
  await requireClientCase(db, caller, caseId);
  const logged = await portalMessages.create(db, clientActor(caller), caseId, {
    kind: 'portal',
    direction: 'inbound',
    occurredAt: new Date().toISOString(),
    counterpart: caller.name,
    summary: body,
    documentIds: [],
  });
  return { id: logged.id, direction: 'inbound', author: caller.name, body, sentAt: new Date(logged.occurredAt).toISOString() };
}
