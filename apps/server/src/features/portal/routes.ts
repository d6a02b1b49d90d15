// The client portal's routes: the firm's (/api/cases/:caseId/portal…, a member's session) and the client's
// (/api/portal/…, the portal session cookie only). The two never cross: portal routes read only the portal cookie,
// which is scoped to /api/portal, and better-auth never reads it. Registered from portalEndpoints (packages/domain).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import cookie from '@fastify/cookie';
import { PORTAL_LINK_REQUESTED_MESSAGE, portalEndpoints as endpoints } from '@casecast/domain';
import type { CallerResolver } from '../../auth/caller.js';
import { requireActor } from '../../auth/caller.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../../email/mailer.js';
import { registerEndpoint } from '../../http/endpoint.js';
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

export async function registerPortalRoutes(app: FastifyInstance, deps: PortalRouteDeps): Promise<void> {
  const { db, callers } = deps;
  const now = deps.now ?? (() => new Date());
  const mailDeps = { db, mailer: deps.mailer, baseUrl: deps.config.baseUrl, now };
  const documentDeps = { db, storage: deps.storage, maxUploadMb: deps.config.maxUploadMb };
  const secure = deps.config.baseUrl.startsWith('https://');
  let linkRequests: Promise<void> = Promise.resolve();
  app.addHook('onClose', async () => linkRequests);

  // ---- the firm's side: a member's session, the caller's firm ----
  const actorOf = (request: FastifyRequest) => requireActor(callers, request);
  registerEndpoint(app, endpoints.casePortal, async (request) => service.getCasePortal(db, await actorOf(request), request.params.caseId));
  registerEndpoint(app, endpoints.setCasePortal, async (request) =>
    service.setCasePortal(db, await actorOf(request), request.params.caseId, request.body.enabled),
  );
  registerEndpoint(app, endpoints.inviteClient, async (request) =>
    service.inviteClient(mailDeps, await actorOf(request), request.params.caseId, request.body.email),
  );
  registerEndpoint(app, endpoints.revokeClient, async (request) =>
    service.revokeClient(db, await actorOf(request), request.params.caseId, request.params.itemId),
  );
  registerEndpoint(app, endpoints.addUploadRequest, async (request) =>
    service.addUploadRequest(db, await actorOf(request), request.params.caseId, request.body),
  );
  registerEndpoint(app, endpoints.removeUploadRequest, async (request) =>
    service.removeUploadRequest(db, await actorOf(request), request.params.caseId, request.params.itemId),
  );
  registerEndpoint(app, endpoints.replyToClient, async (request) =>
    service.sendFirmMessage(db, await actorOf(request), request.params.caseId, request.body.body),
  );

  // ---- the client's side: the portal session cookie only ----
  await app.register(async (scope) => {
    await scope.register(cookie);
    await registerMultipart(scope);
    const caller = (request: FastifyRequest) => service.requirePortalCaller(db, request.cookies[PORTAL_COOKIE], now());
    const clearCookie = (reply: FastifyReply) =>
      reply.clearCookie(PORTAL_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure });
    const rateLimited = { config: { rateLimit: { max: deps.config.authRateLimitMax, timeWindow: '1 minute' } } };

    registerEndpoint(
      scope,
      endpoints.requestSignInLink,
      async (request) => {
        // Looked up and sent after the answer, so neither the answer nor its timing says whether the address is known;
        // one after another, so a burst of requests cannot slip past the ration of links per address.
        const email = request.body.email;
        linkRequests = linkRequests.then(() =>
          service
            .requestSignInLink(mailDeps, email)
            .catch((error: unknown) => request.log.error({ err: error }, 'Could not send a client portal sign-in link')),
        );
        return { message: PORTAL_LINK_REQUESTED_MESSAGE };
      },
      rateLimited,
    );
    registerEndpoint(
      scope,
      endpoints.signIn,
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
      rateLimited,
    );
    registerEndpoint(scope, endpoints.signOut, async (request, reply) => {
      const token = request.cookies[PORTAL_COOKIE];
      if (token) await service.signOut(db, token);
      clearCookie(reply);
    });
    registerEndpoint(scope, endpoints.me, async (request) => service.getMe(db, await caller(request)));
    registerEndpoint(scope, endpoints.case, async (request) =>
      service.getPortalCase(db, await caller(request), request.params.caseId, now()),
    );
    registerEndpoint(scope, endpoints.signingLink, async (request) => ({
      url: await service.openPortalSigning(db, await caller(request), request.params.caseId, request.params.itemId, now()),
    }));
    registerEndpoint(scope, endpoints.writeToFirm, async (request) =>
      service.sendClientMessage(db, await caller(request), request.params.caseId, request.body.body),
    );
    registerEndpoint(scope, endpoints.upload, async (request, reply) => {
      const client = await caller(request);
      const items = await deps.receiveUpload(request, reply, client.firmId, (parts) =>
        service.uploadFromPortal(documentDeps, client, request.params.caseId, request.query.requestId, parts),
      );
      return { items };
    });
    registerEndpoint(scope, endpoints.documentContent, async (request, reply) => {
      const { document, stream } = await service.openPortalDocument(documentDeps, await caller(request), request.params.id);
      // Always a download: a phone opens it in its own viewer, and nothing of it runs in the portal's origin.
      return sendDocumentBytes(reply, document, stream, false);
    });
  });
}
