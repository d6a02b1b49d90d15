// The client portal: what a client sees of their cases (phase in plain words, appointments, shared documents, upload
// requests, messages) and the firm's per-case portal settings. Clients sign in with emailed one-time links.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../auth.js';
import { CASE_PHASES, type CasePhase } from '../cases/case-phase.js';
import { requiredTextSchema, storableString, optionalTextSchema } from '../shared/schema-fields.js';

/** How long an emailed link works: one the client asks for at /portal, and one a member's invitation sends. */
export const PORTAL_SIGN_IN_LINK_MINUTES = 30;
export const PORTAL_INVITATION_LINK_HOURS = 72;
/** How long a portal session lasts from sign-in (its own lifetime, shorter than a member's). */
export const PORTAL_SESSION_HOURS = 12;
/** The most links one address is sent in PORTAL_LINK_WINDOW_MINUTES; more requests are answered the same and send nothing. */
export const PORTAL_LINKS_PER_WINDOW = 3;
export const PORTAL_LINK_WINDOW_MINUTES = 15;
/** The longest message a client or the firm writes in the portal. */
export const PORTAL_MESSAGE_MAX_LENGTH = 5000;

const portalEmail = storableString({ error: 'Email address is required' })
  .trim()
  .min(1, 'Email address is required')
  .max(EMAIL_MAX_LENGTH, 'Email address is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** Where a case is, in the words a client understands: what is happening now and what comes next. */
export const PORTAL_PHASE_TEXTS: Readonly<Record<CasePhase, { now: string; next: string }>> = {
  intake: {
    now: 'We are opening your case and gathering the facts of your accident.',
    next: 'Send us any photos, bills and insurance letters you have, and keep going to your medical appointments.',
  },
  treating: {
    now: 'You are getting medical treatment. We are collecting your medical records and bills.',
    next: 'Keep going to every appointment and tell us about any new doctor, bill or missed work.',
  },
  demand: {
    now: 'Your treatment is done or nearly done. We are preparing a demand: a letter asking the insurance company to pay for your injuries.',
    next: 'We will send the demand once your records and bills are complete. We will tell you when it is sent.',
  },
  negotiation: {
    now: 'The insurance company has our demand. We are negotiating with them for a fair settlement.',
    next: 'We will bring you every offer. Nothing is settled without your approval.',
  },
  litigation: {
    now: 'We have filed, or are about to file, a lawsuit because the insurance company did not offer a fair amount.',
    next: 'Your lawyer will tell you about dates you must attend, such as a deposition or a mediation.',
  },
  settled: {
    now: 'Your case has settled.',
    next: 'We are paying medical bills and liens from the settlement. Then we send you your share with a statement of every amount.',
  },
  closed: {
    now: 'Your case is closed.',
    next: 'Nothing more is needed from you. Call us if you have questions.',
  },
};

/** What the firm may ask a client to upload. */
export const PORTAL_UPLOAD_KINDS = ['photo', 'bill', 'id', 'other'] as const;
export type PortalUploadKind = (typeof PORTAL_UPLOAD_KINDS)[number];
export const PORTAL_UPLOAD_KIND_LABELS: Readonly<Record<PortalUploadKind, string>> = {
  photo: 'Photos',
  bill: 'Medical bills',
  id: 'Photo ID',
  other: 'Other document',
};
/** The document category a client's upload is filed under, by what was asked for. */
export const PORTAL_UPLOAD_CATEGORIES: Readonly<Record<PortalUploadKind, string>> = {
  photo: 'Evidence',
  bill: 'Medical Records',
  id: 'Incident Documentation',
  other: 'Uncategorized',
};

/** Appointments a client attends: the calendar events of these kinds on their case (calls and other events stay internal). */
export const PORTAL_APPOINTMENT_KINDS = ['deposition', 'mediation', 'hearing', 'trial', 'client_meeting'] as const;
export type PortalAppointmentKind = (typeof PORTAL_APPOINTMENT_KINDS)[number];
export const PORTAL_APPOINTMENT_LABELS: Readonly<Record<PortalAppointmentKind, string>> = {
  deposition: 'Your deposition',
  mediation: 'Mediation',
  hearing: 'Court hearing',
  trial: 'Trial',
  client_meeting: 'Meeting with your legal team',
};

// ---- staff side ----

/** POST /api/cases/:id/portal-invitations */
export const portalInvitationCreateSchema = z.object({ email: portalEmail });
export type PortalInvitationCreate = z.infer<typeof portalInvitationCreateSchema>;

/** PUT /api/cases/:id/portal */
export const portalSettingsUpdateSchema = z.object({ enabled: z.boolean({ error: 'Enabled must be true or false' }) });

/** POST /api/cases/:id/portal/upload-requests */
export const portalUploadRequestCreateSchema = z.object({
  kind: z.enum(PORTAL_UPLOAD_KINDS, { error: `Kind must be one of ${PORTAL_UPLOAD_KINDS.join(', ')}` }),
  note: optionalTextSchema({ max: 500, tooLongMessage: 'Note must be at most 500 characters' }),
});

/** POST /api/cases/:id/portal/messages and POST /api/portal/cases/:id/messages */
export const portalMessageCreateSchema = z.object({
  body: requiredTextSchema({
    requiredMessage: 'Write a message',
    max: PORTAL_MESSAGE_MAX_LENGTH,
    tooLongMessage: `A message must be at most ${PORTAL_MESSAGE_MAX_LENGTH} characters`,
  }),
});

export const portalUploadRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(PORTAL_UPLOAD_KINDS),
  note: z.string().nullable(),
  createdAt: z.string(),
  fulfilledAt: z.string().nullable(),
});
export type PortalUploadRequest = z.infer<typeof portalUploadRequestSchema>;

export const portalMessageSchema = z.object({
  id: z.string(),
  /** inbound: from the client; outbound: from the firm. */
  direction: z.enum(['inbound', 'outbound']),
  author: z.string().nullable(),
  body: z.string(),
  sentAt: z.string(),
});
export type PortalMessage = z.infer<typeof portalMessageSchema>;

export const portalClientSchema = z.object({ id: z.string(), email: z.string(), name: z.string(), invitedAt: z.string() });
export type PortalClient = z.infer<typeof portalClientSchema>;

/** GET /api/cases/:id/portal: the case's portal as the firm manages it. */
export const casePortalSchema = z.object({
  enabled: z.boolean(),
  clients: z.array(portalClientSchema),
  uploadRequests: z.array(portalUploadRequestSchema),
  messages: z.array(portalMessageSchema),
  /** The email of the case's client contact, to prefill an invitation. */
  suggestedEmail: z.string().nullable(),
});
export type CasePortal = z.infer<typeof casePortalSchema>;

// ---- client side ----

/** POST /api/portal/sign-in */
export const portalSignInSchema = z.object({ token: z.string({ error: 'The sign-in link is incomplete' }).min(1).max(200) });
/** POST /api/portal/sign-in-links */
export const portalLinkRequestSchema = z.object({ email: portalEmail });
export const PORTAL_LINK_REQUESTED_MESSAGE =
  'If this address is registered with a law firm’s client portal, we have emailed it a sign-in link. It works once, for 30 minutes.';

export const portalCaseSummarySchema = z.object({
  id: z.string(),
  caseNo: z.number(),
  title: z.string(),
  phase: z.enum(CASE_PHASES),
  phaseLabel: z.string(),
  now: z.string(),
  next: z.string(),
});
export type PortalCaseSummary = z.infer<typeof portalCaseSummarySchema>;

/** GET /api/portal/me */
export const portalMeSchema = z.object({
  client: z.object({ name: z.string(), email: z.string() }),
  firmName: z.string(),
  cases: z.array(portalCaseSummarySchema),
});
export type PortalMe = z.infer<typeof portalMeSchema>;

export const portalDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  fileType: z.string(),
  sizeBytes: z.number(),
  addedAt: z.string(),
  fromClient: z.boolean(),
  url: z.string(),
});
export type PortalDocument = z.infer<typeof portalDocumentSchema>;

export const portalAppointmentSchema = z.object({
  id: z.string(),
  label: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  allDay: z.boolean(),
  location: z.string().nullable(),
});
export type PortalAppointment = z.infer<typeof portalAppointmentSchema>;

/** A document the client still has to sign (an e-signature request naming their address). */
export const portalSignatureSchema = z.object({ id: z.string(), documentName: z.string(), sentAt: z.string(), expiresAt: z.string() });
export type PortalSignature = z.infer<typeof portalSignatureSchema>;

/** GET /api/portal/cases/:id */
export const portalCaseSchema = portalCaseSummarySchema.extend({
  toSign: z.array(portalSignatureSchema),
  appointments: z.array(portalAppointmentSchema),
  documents: z.array(portalDocumentSchema),
  uploadRequests: z.array(portalUploadRequestSchema),
  messages: z.array(portalMessageSchema),
});
export type PortalCase = z.infer<typeof portalCaseSchema>;
