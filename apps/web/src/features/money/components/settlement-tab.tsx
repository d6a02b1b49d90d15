// The case page's Settlement tab: the fee agreement, the closing statement with its PDF, and the demand package downloads.
import { useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import {
  documentEndpoints,
  endpointUrl,
  FEE_BASES,
  FIRM_PERMISSION_DENIED,
  formatCodeLabel,
  formatDate,
  formatFeePercent,
  isNoneYet,
  type FeeAgreement,
  type FeeAgreementInput,
} from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Alert, SectionCard } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Input, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { downloadGeneratedFile } from '../../../lib/download';
import { useCan } from '../../../lib/auth';
import { moneyApi, moneyDownloads, useFeeAgreement, useMoneyMutation, useSettlementStatement } from '../api';
import { feeAgreementFormSchema, toFeeAgreementForm, type FeeAgreementFormValues } from '../money-forms';
import { MoneyCard } from './money-ui';
import { StatementTable } from './statement-table';

const BASIS_HINTS = {
  gross: 'The percent of the whole settlement.',
  net: 'The percent of the settlement after reimbursable costs.',
} as const;

function FeeAgreementForm({ caseId, agreement }: { caseId: string; agreement: FeeAgreement | null }) {
  const form = useZodForm<FeeAgreementFormValues, FeeAgreementInput>(feeAgreementFormSchema, {
    defaultValues: toFeeAgreementForm(agreement),
  });
  const save = useMoneyMutation(caseId, (input: FeeAgreementInput) => moneyApi.saveFeeAgreement(caseId, input));
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: (saved) => form.reset(toFeeAgreementForm(saved)) }));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4 px-5 py-4">
      <FormError error={save.error} />
      {save.isSuccess && !form.formState.isDirty && <Alert tone="success">The fee agreement was saved.</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Fee percent"
          htmlFor="fee-percent"
          error={errors.percent?.message}
          hint="e.g. 33⅓ (an exact third), 33 1/3, 35 or 40."
        >
          <Input id="fee-percent" autoComplete="off" {...form.register('percent')} />
        </Field>
        <Field
          label="In litigation (step-up)"
          htmlFor="fee-litigation-percent"
          error={errors.litigationPercent?.message}
          hint="The percent once a suit is filed, e.g. 40. Empty: no step-up."
        >
          <Input id="fee-litigation-percent" autoComplete="off" {...form.register('litigationPercent')} />
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Fee computed on</legend>
        <div className="mt-2 flex flex-wrap gap-6">
          {FEE_BASES.map((basis) => (
            <label key={basis} className="flex items-start gap-2 text-sm text-slate-700">
              <input type="radio" value={basis} className="mt-0.5 h-4 w-4 text-brand-600" {...form.register('basis')} />
              <span>
                {formatCodeLabel(basis)}
                <span className="block text-xs text-slate-500">{BASIS_HINTS[basis]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.basis?.message && <p className="mt-1 text-xs text-red-600">{errors.basis.message}</p>}
      </fieldset>
      <Field label="Notes" htmlFor="fee-notes" error={errors.notes?.message}>
        <Textarea id="fee-notes" rows={2} {...form.register('notes')} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save fee agreement'}
        </Button>
      </div>
    </form>
  );
}

function FeeAgreementCard({ caseId }: { caseId: string }) {
  const agreement = useFeeAgreement(caseId);
  const current = agreement.data?.feeAgreement;
  const signed = agreement.data?.signed;
  // Staff read the agreement; changing it is for owners and attorneys ('feeAgreement.edit').
  const canEdit = useCan('feeAgreement.edit');
  return (
    <MoneyCard
      id="fee-agreement"
      title="Fee agreement"
      description={
        current
          ? `${formatFeePercent(current.percent)}${current.litigationPercent != null ? `, ${formatFeePercent(current.litigationPercent)} in litigation` : ''}, on the ${current.basis === 'gross' ? 'gross settlement' : 'net after costs'}.`
          : 'No fee agreement recorded yet.'
      }
      query={agreement}
      loadingLabel="Loading the fee agreement"
    >
      {signed && (
        <p className="px-5 pt-4 text-sm text-slate-700" data-testid="fee-agreement-signed">
          {`Signed electronically on ${formatDate(signed.signedAt)}: `}
          {signed.documentId ? (
            <a
              className="font-medium text-brand-700 underline"
              href={endpointUrl(documentEndpoints.content, { id: signed.documentId }, { download: '1' })}
            >
              {signed.documentName}
            </a>
          ) : (
            `${signed.documentName} (the signed copy was deleted)`
          )}
        </p>
      )}
      {agreement.isSuccess && canEdit && <FeeAgreementForm caseId={caseId} agreement={current ?? null} />}
      {agreement.isSuccess && !canEdit && <p className="px-5 py-4 text-sm text-slate-600">{FIRM_PERMISSION_DENIED['feeAgreement.edit']}</p>}
    </MoneyCard>
  );
}

/** Builds the PDF on the server and saves it; a refusal (too large, another one being built) goes to onError. */
function GeneratedFileButton({
  url,
  fallbackName,
  variant = 'outline',
  onError,
  children,
}: {
  url: string;
  fallbackName: string;
  variant?: 'primary' | 'outline';
  onError: (message: string | null) => void;
  children: ReactNode;
}) {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    onError(null);
    try {
      await downloadGeneratedFile(url, fallbackName);
    } catch (error) {
      onError(errorMessage(error, 'The document could not be made. Please try again.'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button size="sm" variant={variant} disabled={pending} aria-busy={pending} onClick={() => void download()}>
      <Download className="h-4 w-4" aria-hidden="true" /> {pending ? 'Preparing...' : children}
    </Button>
  );
}

function StatementCard({ caseId }: { caseId: string }) {
  const read = useSettlementStatement(caseId);
  // "None yet": the case has no settlement amount yet, which is a state to explain, not a failure.
  const notSettled = read.data && isNoneYet(read.data) ? read.data : null;
  const statement = read.data && !isNoneYet(read.data) ? read.data : null;
  const [downloadError, setDownloadError] = useState<string | null>(null);
  return (
    <SectionCard
      id="statement"
      title="Settlement statement"
      description="Where every cent of the settlement goes (ABA Model Rule 1.5(c)): the fee, reimbursed costs, liens, unpaid medical balances and the net to the client."
      actions={
        statement && (
          <GeneratedFileButton
            url={moneyDownloads.statementPdf(caseId)}
            fallbackName="settlement-statement.pdf"
            variant="primary"
            onError={setDownloadError}
          >
            Download PDF
          </GeneratedFileButton>
        )
      }
    >
      {downloadError && (
        <div className="px-5 pt-4">
          <Alert tone="error">{downloadError}</Alert>
        </div>
      )}
      {read.isPending && <p className="px-5 py-6 text-sm text-slate-500">Loading the statement...</p>}
      {read.isError && (
        <div className="px-5 py-4">
          <Alert tone="error">{errorMessage(read.error, 'The settlement statement could not be loaded.')}</Alert>
        </div>
      )}
      {notSettled && (
        <div className="px-5 py-4">
          <Alert tone="info">{notSettled.message}</Alert>
        </div>
      )}
      {statement && (
        <div className="py-2">
          <StatementTable statement={statement} />
          {statement.version && (
            <p className="px-5 pt-2 text-xs text-slate-500">
              Version {statement.version.number} of the PDF, stored with the case documents on {formatDate(statement.version.createdAt)}. A
              change to any figure makes a new version.
            </p>
          )}
        </div>
      )}
    </SectionCard>
  );
}

export function DemandPackageCard({ caseId }: { caseId: string }) {
  const canInternal = useCan('demandPackage.internal');
  const [downloadError, setDownloadError] = useState<string | null>(null);
  return (
    <SectionCard
      id="demand-package"
      title="Demand package"
      description="The demand letter from the firm's template: facts, liability, injuries, treatment chronology, specials, lost wages and the demand. The internal version adds the prediction with its range, factors and comparable settlements."
    >
      <div className="flex flex-wrap gap-3 px-5 py-4">
        <GeneratedFileButton
          url={moneyDownloads.demandPackage(caseId, 'client')}
          fallbackName="demand-package.pdf"
          onError={setDownloadError}
        >
          Demand package (for the insurer)
        </GeneratedFileButton>
        <GeneratedFileButton url={moneyDownloads.demandLetterDocx(caseId)} fallbackName="demand-letter.docx" onError={setDownloadError}>
          Demand letter (Word, to edit)
        </GeneratedFileButton>
        {canInternal && (
          <GeneratedFileButton
            url={moneyDownloads.demandPackage(caseId, 'internal')}
            fallbackName="valuation-report.pdf"
            onError={setDownloadError}
          >
            Internal valuation report
          </GeneratedFileButton>
        )}
      </div>
      {downloadError && (
        <div className="px-5 pb-4">
          <Alert tone="error">{downloadError}</Alert>
        </div>
      )}
    </SectionCard>
  );
}

export function SettlementTab({ caseId }: { caseId: string }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <FeeAgreementCard caseId={caseId} />
        <DemandPackageCard caseId={caseId} />
      </div>
      <StatementCard caseId={caseId} />
    </div>
  );
}
