// The client portal's routes: the firm's (/api/cases/:caseId/portal…, a member's session) and the client's
// (/api/portal/…, the portal session cookie only). The two never cross: portal routes read only the portal cookie,
// which is scoped to /api/portal, and better-auth never reads it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import cookie from '@fastify/cookie';
import { z } from 'zod';
import {
  casePortalSchema,
  documentUploadResponseSchema,
  PORTAL_LINK_REQUESTED_MESSAGE,
  portalCaseSchema,
  portalClientSchema,
  portalInvitationCreateSchema,
  portalLinkRequestSchema,
  portalMeSchema,
  portalMessageCreateSchema,
  portalMessageSchema,
  portalSettingsUpdateSchema,
  portalSignInSchema,
  portalUploadRequestCreateSchema,
} from '@casecast/domain';
import type { CallerResolver } from '../../auth/caller.js';
import { requireActor } from '../../auth/caller.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../../email/mailer.js';
import { caseIdParam, idParam } from '../../http/params.js';
import { registerMultipart, sendDocumentBytes, type ReceiveUpload } from '../documents/routes.js';
import type { DocumentStorage } from '../documents/storage/document-storage.js';
import * as service from './service.js';

/** The portal session cookie: its own name, only sent to the portal's API. */
export const PORTAL_COOKIE = 'casecast_portal';
const COOKIE_PATH = '/api/portal';

export type PortalRouteDeps = {
  db: Kysely<Database>;
  callers: CallerResolver;
  mailer: Mailer;
  config: Pick<Config, 'baseUrl' | 'maxUploadMb' | 'authRateLimitMax'>;
  storage: DocumentStorage;
  receiveUpload: ReceiveUpload;
  now?: () => Date;
};

const caseItemParams = z.object({ caseId: z.string().min(1).max(100), itemId: z.string().min(1).max(100) });

export async function registerPortalRoutes(app: FastifyInstance, deps: PortalRouteDeps): Promise<void> {
  const { db, callers } = deps;
  const now = deps.now ?? (() => new Date());
  const mailDeps = { db, mailer: deps.mailer, baseUrl: deps.config.baseUrl, now };
  const documentDeps = { db, storage: deps.storage, maxUploadMb: deps.config.maxUploadMb };
  const secure = deps.config.baseUrl.startsWith('https://');
  let linkRequests: Promise<void> = Promise.resolve();
  app.addHook('onClose', async () => linkRequests);

  // ---- the firm's side: a member's session, the caller's firm ----
  const staff = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['client portal (firm)'];
  staff.get(
    '/api/cases/:caseId/portal',
    {
      schema: {
        tags,
        summary: "The case's portal: on or off, its clients, upload requests and messages",
        params: caseIdParam,
        response: { 200: casePortalSchema },
      },
    },
    async (request) => service.getCasePortal(db, await requireActor(callers, request), request.params.caseId),
  );
  staff.put(
    '/api/cases/:caseId/portal',
    {
      schema: {
        tags,
        summary: 'Turn the client portal on or off for the case',
        params: caseIdParam,
        body: portalSettingsUpdateSchema,
        response: { 200: casePortalSchema },
      },
    },
    async (request) => service.setCasePortal(db, await requireActor(callers, request), request.params.caseId, request.body.enabled),
  );
  staff.post(
    '/api/cases/:caseId/portal-invitations',
    {
      schema: {
        tags,
        summary: 'Give a client access to the case and email them a one-time sign-in link',
        params: caseIdParam,
        body: portalInvitationCreateSchema,
        response: { 201: portalClientSchema },
      },
    },
    async (request, reply) => {
      const client = await service.inviteClient(mailDeps, await requireActor(callers, request), request.params.caseId, request.body.email);
      return reply.status(201).send(client);
    },
  );
  staff.delete(
    '/api/cases/:caseId/portal-invitations/:itemId',
    { schema: { tags, summary: "Revoke a client's access to the case; their portal sessions end at once", params: caseItemParams } },
    async (request, reply) => {
      await service.revokeClient(db, await requireActor(callers, request), request.params.caseId, request.params.itemId);
      return reply.status(204).send();
    },
  );
  staff.post(
    '/api/cases/:caseId/portal/upload-requests',
    {
      schema: {
        tags,
        summary: 'Ask the client to upload something (photos, bills, ID)',
        params: caseIdParam,
        body: portalUploadRequestCreateSchema,
        response: { 201: casePortalSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addUploadRequest(db, await requireActor(callers, request), request.params.caseId, request.body)),
  );
  staff.delete(
    '/api/cases/:caseId/portal/upload-requests/:itemId',
    { schema: { tags, summary: 'Withdraw an upload request', params: caseItemParams } },
    async (request, reply) => {
      await service.removeUploadRequest(db, await requireActor(callers, request), request.params.caseId, request.params.itemId);
      return reply.status(204).send();
    },
  );
  staff.post(
    '/api/cases/:caseId/portal/messages',
    {
      schema: {
        tags,
        summary: "Reply to the client in the portal (logged as an outbound portal message in the case's communications)",
        params: caseIdParam,
        body: portalMessageCreateSchema,
        response: { 201: portalMessageSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.sendFirmMessage(db, await requireActor(callers, request), request.params.caseId, request.body.body)),
  );

  // ---- the client's side: the portal session cookie only ----
  await app.register(async (scope) => {
    await scope.register(cookie);
    await registerMultipart(scope);
    const portal = scope.withTypeProvider<ZodTypeProvider>();
    const portalTags = ['client portal'];
    const caller = (request: FastifyRequest) => service.requirePortalCaller(db, request.cookies[PORTAL_COOKIE], now());
    const clearCookie = (reply: FastifyReply) =>
      reply.clearCookie(PORTAL_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure });

    portal.post(
      '/api/portal/sign-in-links',
      {
        config: { rateLimit: { max: deps.config.authRateLimitMax, timeWindow: '1 minute' } },
        schema: {
          tags: portalTags,
          summary: 'Email a new one-time sign-in link to a client (the same answer for any address)',
          body: portalLinkRequestSchema,
          response: { 202: z.object({ message: z.string() }) },
        },
      },
      async (request, reply) => {
        // Looked up and sent after the answer, so neither the answer nor its timing says whether the address is known;
        // one after another, so a burst of requests cannot slip past the ration of links per address.
        const email = request.body.email;
        linkRequests = linkRequests.then(() =>
          service
            .requestSignInLink(mailDeps, email)
            .catch((error: unknown) => request.log.error({ err: error }, 'Could not send a client portal sign-in link')),
        );
        return reply.status(202).send({ message: PORTAL_LINK_REQUESTED_MESSAGE });
      },
    );
    portal.post(
      '/api/portal/sign-in',
      {
        config: { rateLimit: { max: deps.config.authRateLimitMax, timeWindow: '1 minute' } },
        schema: {
          tags: portalTags,
          summary: 'Spend a one-time link on a portal session (cookie)',
          body: portalSignInSchema,
          response: { 200: portalMeSchema },
        },
      },
      async (request, reply) => {
        const session = await service.signIn(db, request.body.token, now());
        reply.setCookie(PORTAL_COOKIE, session.token, {
          path: COOKIE_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure,
          expires: session.expiresAt,
        });
        return service.getMe(db, await service.requirePortalCaller(db, session.token, now()));
      },
    );
    portal.post('/api/portal/sign-out', { schema: { tags: portalTags, summary: 'End the portal session' } }, async (request, reply) => {
      const token = request.cookies[PORTAL_COOKIE];
      if (token) await service.signOut(db, token);
      clearCookie(reply);
      return reply.status(204).send();
    });
    portal.get(
      '/api/portal/me',
      { schema: { tags: portalTags, summary: 'The signed-in client and their cases', response: { 200: portalMeSchema } } },
      async (request) => service.getMe(db, await caller(request)),
    );
    portal.get(
      '/api/portal/cases/:caseId',
      {
        schema: {
          tags: portalTags,
          summary: "One of the client's cases: phase, appointments, shared documents, upload requests, messages",
          params: caseIdParam,
          response: { 200: portalCaseSchema },
        },
      },
      async (request) => service.getPortalCase(db, await caller(request), request.params.caseId, now()),
    );
    portal.post(
      '/api/portal/cases/:caseId/signatures/:itemId/link',
      {
        schema: {
          tags: portalTags,
          summary: 'A fresh link to sign one of the documents the client has to sign (the emailed one stops working)',
          params: caseItemParams,
          response: { 200: z.object({ url: z.string() }) },
        },
      },
      async (request) => ({
        url: await service.openPortalSigning(db, await caller(request), request.params.caseId, request.params.itemId, now()),
      }),
    );
    portal.post(
      '/api/portal/cases/:caseId/messages',
      {
        schema: {
          tags: portalTags,
          summary: 'Write to the firm (logged as an inbound portal message on the case)',
          params: caseIdParam,
          body: portalMessageCreateSchema,
          response: { 201: portalMessageSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.sendClientMessage(db, await caller(request), request.params.caseId, request.body.body)),
    );
    portal.post(
      '/api/portal/cases/:caseId/documents',
      {
        schema: {
          tags: portalTags,
          summary: 'Upload files to the case (multipart: files), optionally for one upload request',
          params: caseIdParam,
          querystring: z.object({ requestId: z.string().min(1).max(100).optional() }),
          consumes: ['multipart/form-data'],
          response: { 201: documentUploadResponseSchema },
        },
      },
      async (request, reply) => {
        const client = await caller(request);
        const items = await deps.receiveUpload(request, reply, client.firmId, (parts) =>
          service.uploadFromPortal(documentDeps, client, request.params.caseId, request.query.requestId, parts),
        );
        return reply.status(201).send({ items });
      },
    );
    portal.get(
      '/api/portal/documents/:id/content',
      { schema: { tags: portalTags, summary: 'A shared document (or one the client sent), as a download', params: idParam } },
      async (request, reply) => {
        const { document, stream } = await service.openPortalDocument(documentDeps, await caller(request), request.params.id);
        // Always a download: a phone opens it in its own viewer, and nothing of it runs in the portal's origin.
        return sendDocumentBytes(reply, document, stream, false);
      },
    );
  });
}
