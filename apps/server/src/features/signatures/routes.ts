// E-signature routes: the firm's side (send a case PDF for signature, list, read, cancel, remind, the signed PDF) and
// the signer's (/api/signing/:token: no account, the link's token is the credential; it works until used).
import {
  signatureRequestCreateSchema,
  signatureRequestListSchema,
  signatureRequestSchema,
  signingConsentSchema,
  signingDeclineSchema,
  signingResultSchema,
  signingSubmitSchema,
  signingViewSchema,
} from '@casecast/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import { caseIdParam } from '../../http/params.js';
import { contentDisposition } from '../documents/content-disposition.js';
import * as service from './service.js';

const idParam = z.object({ id: z.string().min(1).max(100) });
const tokenParam = z.object({ token: z.string().min(1).max(100) });

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
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { callers } = deps;
  const serviceDeps = deps.service;
  const db = serviceDeps.db;
  const tags = ['signatures'];

  typed.post(
    '/api/cases/:caseId/signature-requests',
    {
      schema: {
        tags,
        summary: "Send one of the case's PDF documents for electronic signature: each signer gets an emailed link",
        params: caseIdParam,
        body: signatureRequestCreateSchema,
        response: { 201: signatureRequestSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(callers, request);
      const created = await service.createSignatureRequest(serviceDeps, actor, request.params.caseId, request.body);
      return reply.status(201).send(created);
    },
  );

  typed.get(
    '/api/cases/:caseId/signature-requests',
    {
      schema: {
        tags,
        summary: "The case's signature requests, newest first",
        params: caseIdParam,
        response: { 200: signatureRequestListSchema },
      },
    },
    async (request) => ({
      items: await service.listCaseSignatureRequests(db, await requireActor(callers, request), request.params.caseId, serviceDeps.now()),
    }),
  );

  typed.get(
    '/api/signature-requests/:id',
    {
      schema: {
        tags,
        summary: 'A signature request with each signer’s status',
        params: idParam,
        response: { 200: signatureRequestSchema },
      },
    },
    async (request) => service.getSignatureRequest(db, await requireActor(callers, request), request.params.id, serviceDeps.now()),
  );

  typed.get(
    '/api/signature-requests/:id/signed.pdf',
    {
      schema: {
        tags,
        summary: 'The signed copy (signature and certificate pages, PAdES-signed), once every signer has signed',
        params: idParam,
      },
    },
    async (request, reply) => {
      const pdf = await service.readSignedPdf(serviceDeps, await requireActor(callers, request), request.params.id);
      return sendPdf(reply, pdf.bytes, pdf.name, 'attachment');
    },
  );

  typed.post(
    '/api/signature-requests/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a request waiting for signatures: its links stop working',
        params: idParam,
        response: { 200: signatureRequestSchema },
      },
    },
    async (request) => service.cancelSignatureRequest(serviceDeps, await requireActor(callers, request), request.params.id),
  );

  typed.post(
    '/api/signature-requests/:id/remind',
    {
      schema: {
        tags,
        summary: 'Email every signer who has not signed a new link (at most once an hour; earlier links stop working)',
        params: idParam,
        response: { 200: signatureRequestSchema },
      },
    },
    async (request) => service.remindSignatureRequest(serviceDeps, await requireActor(callers, request), request.params.id),
  );

  // The signer's side: the token in the path is the only credential; every route refuses a used, expired or
  // cancelled link with 410 before anything changes.
  const signing = ['signing'];
  typed.get(
    '/api/signing/:token',
    {
      schema: {
        tags: signing,
        summary: 'What the signing page shows (marks the signer viewed)',
        params: tokenParam,
        response: { 200: signingViewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      return service.openSigningLink(serviceDeps, request.params.token);
    },
  );

  typed.get(
    '/api/signing/:token/document.pdf',
    { schema: { tags: signing, summary: 'The document to sign, as it was sent', params: tokenParam } },
    async (request, reply) => {
      const pdf = await service.readSigningDocument(serviceDeps, request.params.token);
      return sendPdf(reply, pdf.bytes, pdf.name, 'inline');
    },
  );

  typed.post(
    '/api/signing/:token/consent',
    {
      schema: {
        tags: signing,
        summary: 'The signer agrees to sign electronically (ESIGN Act, UETA)',
        params: tokenParam,
        body: signingConsentSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.consentToSign(serviceDeps, request.params.token, connectionOf(request));
      return reply.status(204).send(null);
    },
  );

  typed.post(
    '/api/signing/:token/sign',
    {
      schema: {
        tags: signing,
        summary: 'Sign with a drawn (PNG) or typed signature; the link then stops working',
        params: tokenParam,
        body: signingSubmitSchema,
        response: { 200: signingResultSchema },
      },
    },
    async (request) => service.signDocument(serviceDeps, request.params.token, request.body, connectionOf(request)),
  );

  typed.post(
    '/api/signing/:token/decline',
    {
      schema: {
        tags: signing,
        summary: 'Decline to sign, with a reason; the link then stops working',
        params: tokenParam,
        body: signingDeclineSchema,
        response: { 200: signingResultSchema },
      },
    },
    async (request) => service.declineSigning(serviceDeps, request.params.token, request.body, connectionOf(request)),
  );
}
