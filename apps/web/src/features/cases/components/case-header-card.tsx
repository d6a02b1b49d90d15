// The case page's header card: title, reference, client, status selector and the case facts.
import { useId, type ReactNode } from 'react';
import {
  CASE_DETAIL_STATUS_OPTIONS,
  compareActualToPredicted,
  ERROR_MESSAGES,
  formatActualVsPredicted,
  CLAIM_NUMBER_LABEL,
  formatCaseNo,
  formatCaseType,
  formatDate,
  formatMoney,
  formatStatusLabel,
  isFinishedCase,
  type CaseDetail,
} from '@casecast/domain';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { Select } from '../../../components/ui/input';
import { casesApi, useCaseMutation } from '../api';
import { CaseStatusBadge } from './case-badges';

/** The selector's option for a stored status: 'In Progress' and 'in_progress' are the same choice. */
function findStatusOption(status: string) {
  const key = status.trim().toLowerCase().replace(/\s+/g, '_');
  return CASE_DETAIL_STATUS_OPTIONS.find((option) => option.value === key);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const notSet = <span className="text-slate-500">Not set</span>;

export function CaseHeaderCard({ detail }: { detail: CaseDetail }) {
  const statusId = useId();
  const updateStatus = useCaseMutation(detail.id, (status: string) => casesApi.updateStatus(detail.id, status));
  const option = findStatusOption(detail.status);
  const finished = isFinishedCase(detail.status);
  // A finished case is compared with what was predicted before it closed, not with a later re-prediction.
  const prediction = detail.predictionBeforeClose ?? detail.latestPrediction;
  const comparison =
    detail.actualSettlement != null && prediction ? compareActualToPredicted({ actual: detail.actualSettlement, predicted: prediction.predictedValue }) : null;

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold text-slate-900">{detail.title || detail.clientName}</h1>
            <CaseStatusBadge status={detail.status} />
          </div>
          <p className="mt-1 font-mono text-xs text-slate-600" data-testid="case-no">
            {formatCaseNo(detail.caseNo)}
            {detail.caseNumber && detail.caseNumber.trim() !== '' && (
              <span className="font-sans">
                {' · '}
                {CLAIM_NUMBER_LABEL}: {detail.caseNumber}
              </span>
            )}
          </p>
          <p className="mt-2 text-sm text-slate-600">
            Client: <span className="font-medium text-slate-900">{detail.clientName}</span>
          </p>
        </div>
        <div className="w-full sm:w-56">
          <label htmlFor={statusId} className="mb-1 flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-slate-500">
            Status {updateStatus.isPending && <Spinner className="h-3 w-3" label="Updating status" />}
          </label>
          <Select
            id={statusId}
            value={option?.value ?? detail.status}
            disabled={updateStatus.isPending}
            onChange={(event) => updateStatus.mutate(event.target.value)}
          >
            {!option && <option value={detail.status}>{formatStatusLabel(detail.status)}</option>}
            {CASE_DETAIL_STATUS_OPTIONS.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {updateStatus.isError && (
        <Alert tone="error" className="mt-4">
          {ERROR_MESSAGES.updateCaseStatus}
        </Alert>
      )}
      <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 border-t border-slate-100 pt-5 md:grid-cols-3 lg:grid-cols-6">
        <Fact label="Type">{formatCaseType(detail.caseType)}</Fact>
        <Fact label="Date Opened">{formatDate(detail.dateOpened)}</Fact>
        <Fact label="Attorney">{detail.attorneyName ?? <span className="text-slate-500">Unassigned</span>}</Fact>
        <Fact label="Insurance Carrier">{detail.carrier ?? notSet}</Fact>
        <Fact label="Insurance Limits">{detail.insuranceLimits != null ? formatMoney(detail.insuranceLimits) : notSet}</Fact>
        {detail.dateClosed && <Fact label="Date Closed">{formatDate(detail.dateClosed)}</Fact>}
        {finished && (
          <Fact label="Actual Settlement">
            {detail.actualSettlement != null ? (
              <>
                {formatMoney(detail.actualSettlement)}
                {comparison && (
                  <span className={comparison.direction === 'above' ? 'ml-2 text-xs font-medium text-green-700' : 'ml-2 text-xs font-medium text-red-700'}>
                    {formatActualVsPredicted(comparison)} prediction
                  </span>
                )}
              </>
            ) : (
              <span className="text-slate-500">Not recorded</span>
            )}
          </Fact>
        )}
      </dl>
    </Card>
  );
}
