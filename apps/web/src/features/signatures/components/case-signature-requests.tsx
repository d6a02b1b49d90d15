// The case page's signature requests: each document sent, each signer's status, reminders, cancelling, and the
// signed PDF once everyone has signed.
import { Download } from 'lucide-react';
import {
  formatDate,
  SIGNATURE_REQUEST_STATUS_LABELS,
  SIGNER_STATUS_LABELS,
  type SignatureRequest,
  type SignatureRequestStatus,
  type SignerStatus,
} from '@casecast/domain';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Alert, Badge, Card, CardHeader, Spinner, type BadgeTone } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/api';
import { signaturesApi, useCaseSignatureRequests, useSignatureAction } from '../api';

const REQUEST_TONES: Record<SignatureRequestStatus, BadgeTone> = {
  pending: 'yellow',
  completed: 'green',
  declined: 'red',
  cancelled: 'gray',
  expired: 'gray',
};
const SIGNER_TONES: Record<SignerStatus, BadgeTone> = { sent: 'gray', viewed: 'blue', signed: 'green', declined: 'red', expired: 'gray' };

function RequestItem({ caseId, request }: { caseId: string; request: SignatureRequest }) {
  const remind = useSignatureAction(caseId, signaturesApi.remind);
  const cancel = useSignatureAction(caseId, signaturesApi.cancel);
  const failure = remind.error ?? cancel.error;
  return (
    <li className="space-y-2 py-3" data-testid="signature-request">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900" title={request.documentName}>
            {request.documentName}
          </p>
          <p className="text-xs text-slate-500">
            {`Sent ${formatDate(request.createdAt)}${request.sentByName ? ` by ${request.sentByName}` : ''} · link until ${formatDate(request.expiresAt)}`}
          </p>
        </div>
        <Badge tone={REQUEST_TONES[request.status]}>{SIGNATURE_REQUEST_STATUS_LABELS[request.status]}</Badge>
      </div>
      <ul className="space-y-1 text-sm" aria-label={`Signers of ${request.documentName}`}>
        {request.signers.map((signer) => (
          <li key={signer.id} className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 break-all text-slate-700">{`${signer.name} (${signer.email})`}</span>
            <Badge tone={SIGNER_TONES[signer.status]}>{SIGNER_STATUS_LABELS[signer.status]}</Badge>
            {signer.declineReason && <span className="text-xs text-slate-500">{`“${signer.declineReason}”`}</span>}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {request.signedPdfUrl && (
          <a href={request.signedPdfUrl} download className={buttonClasses('outline', 'sm')}>
            <Download className="h-4 w-4" aria-hidden="true" /> Download signed PDF
          </a>
        )}
        {request.status === 'pending' && (
          <>
            <Button size="sm" variant="outline" disabled={remind.isPending} onClick={() => remind.mutate(request.id)}>
              Send reminder
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-600"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(request.id)}
            >
              Cancel request
            </Button>
          </>
        )}
      </div>
      {remind.isSuccess && <Alert tone="success">A new link was emailed to each signer who has not signed.</Alert>}
      {failure && <Alert tone="error">{errorMessage(failure)}</Alert>}
    </li>
  );
}

export function CaseSignatureRequests({ caseId }: { caseId: string }) {
  const requests = useCaseSignatureRequests(caseId);
  return (
    <Card role="region" aria-labelledby="signature-requests-heading">
      <CardHeader
        title={<span id="signature-requests-heading">Signature requests ({requests.data?.length ?? 0})</span>}
        description="Send a PDF from the documents above with its pen button."
      />
      <div className="px-5 py-2">
        {requests.isPending ? (
          <div className="flex justify-center py-4 text-brand-600">
            <Spinner />
          </div>
        ) : requests.isError ? (
          <Alert tone="error">{errorMessage(requests.error, 'Failed to load the signature requests')}</Alert>
        ) : requests.data.length === 0 ? (
          <p className="py-3 text-sm text-slate-500">Nothing sent for signature yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {requests.data.map((request) => (
              <RequestItem key={request.id} caseId={caseId} request={request} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
