// The e-signature API: the firm's side (a case's signature requests: send, list, read, cancel, remind, the signed
// PDF) and the signer's (/api/signing/:token: no account, the link's token is the credential).
import { defineEndpoint } from '../shared/endpoint.js';
import {
  signatureRequestCreateSchema,
  signatureRequestListSchema,
  signatureRequestSchema,
  signingConsentSchema,
  signingDeclineSchema,
  signingResultSchema,
  signingSubmitSchema,
  signingViewSchema,
} from './signature-schemas.js';

const tags = ['signatures'];
const signing = ['signing'];

export const signatureEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/cases/:caseId/signature-requests',
    tags,
    summary: "Send one of the case's PDF documents for electronic signature: each signer gets an emailed link",
    body: signatureRequestCreateSchema,
    response: signatureRequestSchema,
    status: 201,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:caseId/signature-requests',
    tags,
    summary: "The case's signature requests, newest first",
    response: signatureRequestListSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/signature-requests/:id',
    tags,
    summary: 'A signature request with each signer’s status',
    response: signatureRequestSchema,
  }),
  signedPdf: defineEndpoint({
    method: 'GET',
    path: '/api/signature-requests/:id/signed.pdf',
    tags,
    summary: 'The signed copy (signature and certificate pages, PAdES-signed), once every signer has signed',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/signature-requests/:id/cancel',
    tags,
    summary: 'Cancel a request waiting for signatures: its links stop working',
    response: signatureRequestSchema,
  }),
  remind: defineEndpoint({
    method: 'POST',
    path: '/api/signature-requests/:id/remind',
    tags,
    summary: 'Email every signer who has not signed a new link (at most once an hour; earlier links stop working)',
    response: signatureRequestSchema,
  }),

  // The signer's side: every route refuses a used, expired or cancelled link with 410 before anything changes.
  open: defineEndpoint({
    method: 'GET',
    path: '/api/signing/:token',
    tags: signing,
    summary: 'What the signing page shows (marks the signer viewed)',
    response: signingViewSchema,
  }),
  document: defineEndpoint({
    method: 'GET',
    path: '/api/signing/:token/document.pdf',
    tags: signing,
    summary: 'The document to sign, as it was sent',
  }),
  consent: defineEndpoint({
    method: 'POST',
    path: '/api/signing/:token/consent',
    tags: signing,
    summary: 'The signer agrees to sign electronically (ESIGN Act, UETA)',
    body: signingConsentSchema,
  }),
  sign: defineEndpoint({
    method: 'POST',
    path: '/api/signing/:token/sign',
    tags: signing,
    summary: 'Sign with a drawn (PNG) or typed signature; the link then stops working',
    body: signingSubmitSchema,
    response: signingResultSchema,
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/api/signing/:token/decline',
    tags: signing,
    summary: 'Decline to sign, with a reason; the link then stops working',
    body: signingDeclineSchema,
    response: signingResultSchema,
  }),
};
