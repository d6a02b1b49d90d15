// E-signature routes: the firm's side (send a case PDF for signature, list, read, cancel, remind, the signed PDF) and
// the signer's (/api/signing/:token: no account, the link's token is the credential; it works until used).
import { signatureEndpoints as endpoints } from '@casecast/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { contentDisposition } from '../documents/content-disposition.js';
import * as service from './service.js';

function sendPdf(reply: FastifyReply, bytes: Buffer, fileName: string, disposition: 'inline' | 'attachment'): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(disposition, fileName))
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'SAMEORIGIN')
    .header('content-security-policy', "sandbox; default-src 'none'; frame-ancestors 'self'")
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .send(bytes);
}

/** The connection as the server saw it: request.ip is the socket's peer unless TRUST_PROXY names the proxy in front. */
const connectionOf = (request: FastifyRequest): service.SignerConnection => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

export async function registerSignatureRoutes(
  app: FastifyInstance,
  deps: { callers: CallerResolver; service: service.SignatureDeps },
): Promise<void> {
  const { callers } = deps;
  const serviceDeps = deps.service;
  const db = serviceDeps.db;
  const actorOf = (request: FastifyRequest) => requireActor(callers, request);

  registerEndpoint(app, endpoints.send, async (request) =>
    service.createSignatureRequest(serviceDeps, await actorOf(request), request.params.caseId, request.body),
  );
  registerEndpoint(app, endpoints.list, async (request) => ({
    items: await service.listCaseSignatureRequests(db, await actorOf(request), request.params.caseId, serviceDeps.now()),
  }));
  registerEndpoint(app, endpoints.get, async (request) =>
    service.getSignatureRequest(db, await actorOf(request), request.params.id, serviceDeps.now()),
  );
  registerEndpoint(app, endpoints.signedPdf, async (request, reply) => {
    const pdf = await service.readSignedPdf(serviceDeps, await actorOf(request), request.params.id);
    return sendPdf(reply, pdf.bytes, pdf.name, 'attachment');
  });
  registerEndpoint(app, endpoints.cancel, async (request) =>
    service.cancelSignatureRequest(serviceDeps, await actorOf(request), request.params.id),
  );
  registerEndpoint(app, endpoints.remind, async (request) =>
    service.remindSignatureRequest(serviceDeps, await actorOf(request), request.params.id),
  );

  // The signer's side: the token in the path is the only credential.
  registerEndpoint(app, endpoints.open, async (request, reply) => {
    reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    return service.openSigningLink(serviceDeps, request.params.token);
  });
  registerEndpoint(app, endpoints.document, async (request, reply) => {
    const pdf = await service.readSigningDocument(serviceDeps, request.params.token);
    return sendPdf(reply, pdf.bytes, pdf.name, 'inline');
  });
  registerEndpoint(app, endpoints.consent, async (request) => {
    await service.consentToSign(serviceDeps, request.params.token, connectionOf(request));
  });
  registerEndpoint(app, endpoints.sign, async (request) =>
    service.signDocument(serviceDeps, request.params.token, request.body, connectionOf(request)),
  );
  registerEndpoint(app, endpoints.decline, async (request) =>
    service.declineSigning(serviceDeps, request.params.token, request.body, connectionOf(request)),
  );
}
