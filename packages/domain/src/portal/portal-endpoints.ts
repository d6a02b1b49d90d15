// The client portal's API: the firm's side of a case (/api/cases/:caseId/portal…, a member's session) and the
// client's side (/api/portal/…, the portal session cookie only).
import { z } from 'zod';
import { documentUploadResponseSchema } from '../documents/document-api.js';
import { defineEndpoint } from '../shared/endpoint.js';
import {
  casePortalSchema,
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
} from './portal-schemas.js';

const firm = ['client portal (firm)'];
const client = ['client portal'];

export const portalEndpoints = {
  // ---- the firm's side ----
  casePortal: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:caseId/portal',
    tags: firm,
    summary: "The case's portal: on or off, its clients, upload requests and messages",
    response: casePortalSchema,
  }),
  setCasePortal: defineEndpoint({
    method: 'PUT',
    path: '/api/cases/:caseId/portal',
    tags: firm,
    summary: 'Turn the client portal on or off for the case',
    body: portalSettingsUpdateSchema,
    response: casePortalSchema,
  }),
  inviteClient: defineEndpoint({
    method: 'POST',
    path: '/api/cases/:caseId/portal-invitations',
    tags: firm,
    summary: 'Give a client access to the case and email them a one-time sign-in link',
    body: portalInvitationCreateSchema,
    response: portalClientSchema,
    status: 201,
  }),
  revokeClient: defineEndpoint({
    method: 'DELETE',
    path: '/api/cases/:caseId/portal-invitations/:itemId',
    tags: firm,
    summary: "Revoke a client's access to the case; their portal sessions end at once",
  }),
  addUploadRequest: defineEndpoint({
    method: 'POST',
    path: '/api/cases/:caseId/portal/upload-requests',
    tags: firm,
    summary: 'Ask the client to upload something (photos, bills, ID)',
    body: portalUploadRequestCreateSchema,
    response: casePortalSchema,
    status: 201,
  }),
  removeUploadRequest: defineEndpoint({
    method: 'DELETE',
    path: '/api/cases/:caseId/portal/upload-requests/:itemId',
    tags: firm,
    summary: 'Withdraw an upload request',
  }),
  replyToClient: defineEndpoint({
    method: 'POST',
    path: '/api/cases/:caseId/portal/messages',
    tags: firm,
    summary: "Reply to the client in the portal (logged as an outbound portal message in the case's communications)",
    body: portalMessageCreateSchema,
    response: portalMessageSchema,
    status: 201,
  }),

  // ---- the client's side ----
  requestSignInLink: defineEndpoint({
    method: 'POST',
    path: '/api/portal/sign-in-links',
    tags: client,
    summary: 'Email a new one-time sign-in link to a client (the same answer for any address)',
    body: portalLinkRequestSchema,
    response: z.object({ message: z.string() }),
    status: 202,
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/api/portal/sign-in',
    tags: client,
    summary: 'Spend a one-time link on a portal session (cookie)',
    body: portalSignInSchema,
    response: portalMeSchema,
  }),
  signOut: defineEndpoint({ method: 'POST', path: '/api/portal/sign-out', tags: client, summary: 'End the portal session' }),
  me: defineEndpoint({
    method: 'GET',
    path: '/api/portal/me',
    tags: client,
    summary: 'The signed-in client and their cases',
    response: portalMeSchema,
  }),
  case: defineEndpoint({
    method: 'GET',
    path: '/api/portal/cases/:caseId',
    tags: client,
    summary: "One of the client's cases: phase, appointments, shared documents, upload requests, messages",
    response: portalCaseSchema,
  }),
  signingLink: defineEndpoint({
    method: 'POST',
    path: '/api/portal/cases/:caseId/signatures/:itemId/link',
    tags: client,
    summary: 'A fresh link to sign one of the documents the client has to sign (the emailed one stops working)',
    response: z.object({ url: z.string() }),
  }),
  writeToFirm: defineEndpoint({
    method: 'POST',
    path: '/api/portal/cases/:caseId/messages',
    tags: client,
    summary: 'Write to the firm (logged as an inbound portal message on the case)',
    body: portalMessageCreateSchema,
    response: portalMessageSchema,
    status: 201,
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/portal/cases/:caseId/documents',
    tags: client,
    summary: 'Upload files to the case (multipart: files), optionally for one upload request',
    query: z.object({ requestId: z.string().min(1).max(100).optional() }),
    consumes: ['multipart/form-data'],
    response: documentUploadResponseSchema,
    status: 201,
  }),
  documentContent: defineEndpoint({
    method: 'GET',
    path: '/api/portal/documents/:id/content',
    tags: client,
    summary: 'A shared document (or one the client sent), as a download',
  }),
};
