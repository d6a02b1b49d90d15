// The case page's header card: title, reference, client, phase selector and the case facts.
import { useId, useState, type ReactNode } from 'react';
import {
  CASE_PHASE_OPTIONS,
  isCasePhase,
  type CasePhase,
  compareActualToPredicted,
  ERROR_MESSAGES,
  formatActualVsPredicted,
  describeLostWages,
  describeMedicalCosts,
  describeUsState,
  NOT_ENTERED,
  CLAIM_NUMBER_LABEL,
  formatCaseNo,
  formatCaseType,
  formatDate,
  getAgeOn,
  getTodayIsoDate,
  liabilityToFaultPercent,
  formatMoney,
  formatStatusLabel,
  endsCaseWork,
  isFinishedCase,
  isSettledStatus,
  type CaseDetail,
} from '@casecast/domain';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { Select } from '../../../components/ui/input';
import { useInvalidateCaseMoney } from '../../money/api';
import { casesApi, useCaseMutation } from '../api';
import { KEEP_NOTHING_OPEN, OpenWorkChoice, type KeepOpen } from './open-work-choice';
import type { SettleCaseFacts } from '../../../components/settle-facts';
import { SettleCaseDialog } from './settle-case-dialog';
import { CasePhaseBadge } from './case-badges';
import { ClientContactLine } from './client-contact-line';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const notSet = <span className="text-slate-500">Not set</span>;

/** Medical costs and lost wages as the Medical tab and the prediction read them, saying where the figure comes from. */
function ResolvedAmount({ text }: { text: string }) {
  return text === NOT_ENTERED ? <span className="text-slate-500">{text}</span> : <>{text}</>;
}

export function CaseHeaderCard({ detail }: { detail: CaseDetail }) {
  const statusId = useId();
  const updateStatus = useCaseMutation(detail.id, (input: { phase: CasePhase; keepOpen?: KeepOpen }) =>
    casesApi.updateStatus(detail.id, input, detail),
  );
  // Settled is sent with what it settled for and when, in one change (the server refuses it without them).
  const [settleAs, setSettleAs] = useState<CasePhase | null>(null);
  const settle = useCaseMutation(detail.id, (facts: SettleCaseFacts & { phase: CasePhase; keepOpen?: KeepOpen }) =>
    casesApi.updateStatus(detail.id, facts, detail),
  );
  // Closing the case asks first: its open deadlines and tasks close with it.
  const [endAs, setEndAs] = useState<CasePhase | null>(null);
  const [keepOpen, setKeepOpen] = useState<KeepOpen>(KEEP_NOTHING_OPEN);
  const invalidateMoney = useInvalidateCaseMoney(detail.id);
  const endsWork = (phase: CasePhase) => endsCaseWork(detail.phase, phase);
  const choosePhase = (value: string) => {
    if (!isCasePhase(value)) return;
    setKeepOpen(KEEP_NOTHING_OPEN);
    if (isSettledStatus(value)) {
      settle.reset();
      setSettleAs(value);
    } else if (endsWork(value)) {
      updateStatus.reset();
      setEndAs(value);
    } else updateStatus.mutate({ phase: value });
  };
  const finished = isFinishedCase(detail.phase);
  const age = detail.clientAge ?? getAgeOn(detail.clientDateOfBirth, getTodayIsoDate());
  // A finished case is compared with what was predicted before it closed, not with a later re-prediction.
  const prediction = detail.predictionBeforeClose ?? detail.latestPrediction;
  const comparison =
    detail.actualSettlement != null && prediction
      ? compareActualToPredicted({ actual: detail.actualSettlement, predicted: prediction.predictedValue })
      : null;

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold text-slate-900">{detail.title || detail.clientName}</h1>
            <CasePhaseBadge phase={detail.phase} />
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
          <ClientContactLine detail={detail} />
        </div>
        <div className="w-full sm:w-56">
          <label htmlFor={statusId} className="mb-1 flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-slate-500">
            Phase {updateStatus.isPending && <Spinner className="h-3 w-3" label="Updating phase" />}
          </label>
          <Select
            id={statusId}
            value={detail.phase}
            disabled={updateStatus.isPending || settle.isPending}
            onChange={(event) => choosePhase(event.target.value)}
          >
            {CASE_PHASE_OPTIONS.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {settleAs && (
        <SettleCaseDialog
          initial={{ actualSettlement: detail.actualSettlement, dateClosed: detail.dateClosed }}
          pending={settle.isPending}
          error={settle.error}
          onCancel={() => setSettleAs(null)}
          onConfirm={(facts, handlers) =>
            settle.mutate(
              { ...facts, phase: settleAs, ...(endsWork(settleAs) ? { keepOpen } : {}) },
              {
                onSuccess: () => {
                  setSettleAs(null);
                  void invalidateMoney();
                },
                onError: handlers.onError,
              },
            )
          }
        >
          {endsWork(settleAs) && <OpenWorkChoice caseId={detail.id} keepOpen={keepOpen} onChange={setKeepOpen} />}
        </SettleCaseDialog>
      )}
      {endAs && (
        <Dialog
          open
          onOpenChange={(open) => !open && !updateStatus.isPending && setEndAs(null)}
          title={`Mark this case ${formatStatusLabel(endAs)}`}
        >
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              updateStatus.mutate({ phase: endAs, keepOpen }, { onSuccess: () => setEndAs(null) });
            }}
          >
            <OpenWorkChoice caseId={detail.id} keepOpen={keepOpen} onChange={setKeepOpen} />
            {updateStatus.isError && <Alert tone="error">{ERROR_MESSAGES.updateCaseStatus}</Alert>}
            <DialogActions
              onCancel={() => setEndAs(null)}
              pending={updateStatus.isPending}
              submitLabel={`Mark as ${formatStatusLabel(endAs)}`}
            />
          </form>
        </Dialog>
      )}
      {updateStatus.isError && !endAs && (
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
        <Fact label="Incident Date">{detail.incidentDate ? formatDate(detail.incidentDate) : notSet}</Fact>
        <Fact label="State">{detail.state ? describeUsState(detail.state) : notSet}</Fact>
        <Fact label="Client Age">{age != null ? `${age}${detail.clientAge == null ? ' (from date of birth)' : ''}` : notSet}</Fact>
        <Fact label="Client's Share of Fault">{detail.liability != null ? `${liabilityToFaultPercent(detail.liability)}%` : notSet}</Fact>
        <Fact label="Medical Costs">
          <ResolvedAmount text={describeMedicalCosts(detail.money)} />
        </Fact>
        <Fact label="Lost Wages">
          <ResolvedAmount text={describeLostWages(detail.money)} />
        </Fact>
        <Fact label="Work Days Missed">{detail.workDaysMissed != null ? String(detail.workDaysMissed) : notSet}</Fact>
        <Fact label="Property Damage">{detail.propertyDamageAmount != null ? formatMoney(detail.propertyDamageAmount) : notSet}</Fact>
        {detail.dateClosed && <Fact label="Date Closed">{formatDate(detail.dateClosed)}</Fact>}
        {finished && (
          <Fact label="Actual Settlement">
            {detail.actualSettlement != null ? (
              <>
                {formatMoney(detail.actualSettlement)}
                {comparison && (
                  <span
                    className={
                      comparison.direction === 'above' ? 'ml-2 text-xs font-medium text-green-700' : 'ml-2 text-xs font-medium text-red-700'
                    }
                  >
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
