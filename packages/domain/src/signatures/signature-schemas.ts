// E-signature: a case's PDF sent to signers by emailed links, each signer's status, the request's status derived
// from them, what the public signing page reads and sends, and the electronic-records consent the signer accepts.
import { z } from 'zod';
import { requiredTextSchema, storableString, textSchema } from '../shared/schema-fields.js';

export const SIGNER_STATUSES = ['sent', 'viewed', 'signed', 'declined', 'expired'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];
export const SIGNER_STATUS_LABELS: Readonly<Record<SignerStatus, string>> = {
  sent: 'Sent',
  viewed: 'Viewed',
  signed: 'Signed',
  declined: 'Declined',
  expired: 'Expired',
};

export const SIGNATURE_REQUEST_STATUSES = ['pending', 'completed', 'declined', 'cancelled', 'expired'] as const;
export type SignatureRequestStatus = (typeof SIGNATURE_REQUEST_STATUSES)[number];
export const SIGNATURE_REQUEST_STATUS_LABELS: Readonly<Record<SignatureRequestStatus, string>> = {
  pending: 'Waiting for signatures',
  completed: 'Signed by all',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The most signers one request names. */
export const MAX_SIGNERS = 10;
/** Days a signing link works unless SIGNATURE_LINK_DAYS says otherwise. */
export const DEFAULT_SIGNATURE_LINK_DAYS = 14;

const signerEmail = storableString({ error: 'Email address is required' })
  .trim()
  .min(1, 'Email address is required')
  .max(254, 'Email address is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const signerInputSchema = z.object({
  name: requiredTextSchema({ requiredMessage: 'Name is required', max: 200 }),
  email: signerEmail,
});
export type SignerInput = z.infer<typeof signerInputSchema>;

/** POST /api/cases/{id}/signature-requests. */
export const signatureRequestCreateSchema = z.object({
  documentId: z.string({ error: 'Document is required' }).trim().min(1, 'Document is required').max(100),
  signers: z
    .array(signerInputSchema, { error: 'Signers must be a list of { name, email }' })
    .min(1, 'Add at least one signer')
    .max(MAX_SIGNERS, `At most ${MAX_SIGNERS} signers`)
    .superRefine((signers, context) => {
      const seen = new Set<string>();
      signers.forEach((signer, index) => {
        const key = signer.email.toLowerCase();
        if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'email'], message: 'This signer is already listed' });
        seen.add(key);
      });
    }),
});
export type SignatureRequestCreateInput = z.input<typeof signatureRequestCreateSchema>;
export type SignatureRequestCreate = z.output<typeof signatureRequestCreateSchema>;

export const signatureSignerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(SIGNER_STATUSES),
  sentAt: z.string(),
  viewedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type SignatureSigner = z.infer<typeof signatureSignerSchema>;

export const signatureRequestSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  documentId: z.string(),
  documentName: z.string(),
  documentSha256: z.string(),
  status: z.enum(SIGNATURE_REQUEST_STATUSES),
  feeAgreement: z.boolean(),
  sentByName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The signed copy filed on the case, once everyone has signed. */
  signedDocumentId: z.string().nullable(),
  signedPdfUrl: z.string().nullable(),
  signers: z.array(signatureSignerSchema),
});
export type SignatureRequest = z.infer<typeof signatureRequestSchema>;
export const signatureRequestListSchema = z.object({ items: z.array(signatureRequestSchema) });
export type SignatureRequestList = z.infer<typeof signatureRequestListSchema>;

/** A signer's status: what they did, else expired once the request has (a finished signer stays as they finished). */
export function deriveSignerStatus(stored: 'sent' | 'viewed' | 'signed' | 'declined', requestClosed: boolean): SignerStatus {
  if (stored === 'signed' || stored === 'declined') return stored;
  return requestClosed ? 'expired' : stored;
}

/**
 * The request's status from its signers: cancelled by the firm, declined by any signer, completed once every signer
 * signed and the signed copy is filed, expired past its date, else pending.
 */
export function deriveSignatureRequestStatus(request: {
  signers: ReadonlyArray<{ status: 'sent' | 'viewed' | 'signed' | 'declined' }>;
  cancelledAt: Date | null;
  completedAt: Date | null;
  expiresAt: Date;
  now: Date;
}): SignatureRequestStatus {
  if (request.completedAt) return 'completed';
  if (request.cancelledAt) return 'cancelled';
  if (request.signers.some((signer) => signer.status === 'declined')) return 'declined';
  if (request.now.getTime() >= request.expiresAt.getTime()) return 'expired';
  return 'pending';
}

/** A retainer or fee agreement, by the document's name or category: its signing date is the fee agreement's. */
export function isFeeAgreementDocument(document: { name: string; category: string }): boolean {
  return /retainer|fee agreement|engagement agreement|contingency agreement/i.test(`${document.name}\n${document.category}`);
}

// ---------------------------------------------------------------- the public signing page

/**
 * The consent to do business electronically (ESIGN Act, 15 U.S.C. § 7001(c); UETA § 5 and § 8): what is signed
 * electronically, the right to a paper copy and to sign on paper instead, how to withdraw, and what it takes.
 */
export function electronicConsentText(firmName: string): string[] {
  return [
    `${firmName} asks you to sign this document electronically. Before you do, please read this consent.`,
    'By agreeing, you consent to use an electronic signature and to receive this document and the signed copy electronically. Your electronic signature has the same legal effect as a signature on paper (the federal ESIGN Act and your state’s Uniform Electronic Transactions Act).',
    `You have the right to sign on paper instead, and to ask for a paper copy of this document or the signed copy at no charge: contact ${firmName} and ask. Asking does not withdraw your consent unless you say so.`,
    `You may withdraw this consent at any time before you sign by choosing “Decline to sign” or by telling ${firmName}; withdrawing has no fee, and the firm will then arrange a paper signature. Withdrawing does not undo a signature already given.`,
    'To sign and keep a copy you need a device with a current web browser, that can open PDF files, and access to the email address this link was sent to. If these change, tell the firm.',
  ];
}

export const signingViewSchema = z.object({
  firmName: z.string(),
  documentName: z.string(),
  signerName: z.string(),
  signerEmail: z.string(),
  status: z.enum(SIGNER_STATUSES),
  consented: z.boolean(),
  consentText: z.array(z.string()),
  expiresAt: z.string(),
  documentUrl: z.string(),
  pageCount: z.number().int(),
});
export type SigningView = z.infer<typeof signingViewSchema>;

export const signingConsentSchema = z.object({ consent: z.literal(true, { error: 'Agree to sign electronically first' }) });

/** A drawn signature: a PNG from the page's canvas, as a data URL (at most about 300 KB). */
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;
export const MAX_SIGNATURE_DATA_URL_LENGTH = 400_000;

export const signingSubmitSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('drawn'),
      image: z
        .string({ error: 'Draw your signature first' })
        .max(MAX_SIGNATURE_DATA_URL_LENGTH, 'The drawn signature is too large')
        .regex(PNG_DATA_URL, 'The drawn signature must be a PNG image'),
    }),
    z.object({ kind: z.literal('typed'), name: requiredTextSchema({ requiredMessage: 'Type your name to sign', max: 200 }) }),
  ],
  { error: 'Choose to draw or type your signature' },
);
export type SigningSubmit = z.infer<typeof signingSubmitSchema>;

export const signingDeclineSchema = z.object({
  reason: textSchema({ max: 1000, tooLongMessage: 'The reason is too long' }).trim().min(1, 'Say why you decline'),
});
export type SigningDecline = z.infer<typeof signingDeclineSchema>;

export const signingResultSchema = z.object({ status: z.enum(SIGNER_STATUSES) });
