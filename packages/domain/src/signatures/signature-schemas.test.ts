import { describe, expect, it } from 'vitest';
import {
  deriveSignatureRequestStatus,
  deriveSignerStatus,
  isFeeAgreementDocument,
  signatureRequestCreateSchema,
  signingSubmitSchema,
} from './signature-schemas.js';

const now = new Date('2026-11-27T12:00:00Z');
const later = new Date('2026-12-11T12:00:00Z');

describe('signature request status', () => {
  const base = { cancelledAt: null, completedAt: null, expiresAt: later, now };
  it('waits while a signer has not signed, and completes only with the signed copy', () => {
    expect(deriveSignatureRequestStatus({ ...base, signers: [{ status: 'signed' }, { status: 'viewed' }] })).toBe('pending');
    expect(deriveSignatureRequestStatus({ ...base, signers: [{ status: 'signed' }], completedAt: now })).toBe('completed');
  });
  it('is declined by any signer, cancelled by the firm, expired past its date', () => {
    expect(deriveSignatureRequestStatus({ ...base, signers: [{ status: 'signed' }, { status: 'declined' }] })).toBe('declined');
    expect(deriveSignatureRequestStatus({ ...base, signers: [{ status: 'sent' }], cancelledAt: now })).toBe('cancelled');
    expect(deriveSignatureRequestStatus({ ...base, signers: [{ status: 'sent' }], now: later })).toBe('expired');
  });
  it('shows a waiting signer as expired once the request has closed, a finished one as they finished', () => {
    expect(deriveSignerStatus('viewed', true)).toBe('expired');
    expect(deriveSignerStatus('signed', true)).toBe('signed');
    expect(deriveSignerStatus('sent', false)).toBe('sent');
  });
});

describe('signature request input', () => {
  it('refuses a signer listed twice, by address in any case', () => {
    const result = signatureRequestCreateSchema.safeParse({
      documentId: 'd1',
      signers: [
        { name: 'Ana', email: 'ana@example.com' },
        { name: 'Ana again', email: 'ANA@example.com' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['signers', 1, 'email'], message: 'This signer is already listed' });
  });
  it('takes a drawn signature only as a PNG data URL', () => {
    expect(signingSubmitSchema.safeParse({ kind: 'drawn', image: 'data:image/png;base64,iVBORw0KGgo=' }).success).toBe(true);
    expect(signingSubmitSchema.safeParse({ kind: 'drawn', image: 'data:image/svg+xml;base64,PHN2Zz4=' }).success).toBe(false);
    expect(signingSubmitSchema.safeParse({ kind: 'typed', name: '  ' }).success).toBe(false);
  });
  it('knows a retainer or fee agreement by its name or category', () => {
    expect(isFeeAgreementDocument({ name: 'Retainer agreement.pdf', category: 'Legal Filings' })).toBe(true);
    expect(isFeeAgreementDocument({ name: 'scan.pdf', category: 'Fee Agreements' })).toBe(true);
    expect(isFeeAgreementDocument({ name: 'HIPAA authorization.pdf', category: 'Medical Records' })).toBe(false);
  });
});
