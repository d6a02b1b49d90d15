// /dashboard/case/:id/edit: the case wizard filled with the stored case, its injuries, treatments and notes.
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '@casecast/domain';
import { PageSpinner } from '../../../components/ui/feedback';
import { useMe } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { caseKeys, useCaseDetail } from '../api';
import { getDraftKey } from '../case-wizard-draft';
import { toWizardFormValues, type CaseWizardFormSubmission } from '../case-wizard-form';
import { CaseLoadError } from '../components/case-load-error';
import { CaseWizard } from '../components/case-wizard';
import { saveCase } from '../save-case';

export function CaseEditPage() {
  useDocumentTitle('Edit Case');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const detail = useCaseDetail(id);
  const stored = detail.data;
  const initialValues = useMemo(() => (stored ? toWizardFormValues(stored) : null), [stored]);
  const userId = me.data?.user.id;

  const submit = async (submission: CaseWizardFormSubmission) => {
    if (!stored) return;
    const result = await saveCase(submission, stored);
    await queryClient.invalidateQueries({ queryKey: caseKeys.all });
    void navigate(`/dashboard/case/${id}`, {
      state:
        result.failedRecords > 0
          ? { notice: `The case was saved, but ${result.failedRecords} of its injuries, treatments or notes could not be saved.` }
          : undefined,
    });
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link to={`/dashboard/case/${id}`} className="text-sm font-medium text-brand-600 hover:text-brand-700">
        ← Back to Case
      </Link>
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Edit Case</h1>
        <p className="mt-1 text-sm text-slate-500">Update case information</p>
      </div>
      {detail.isError ? (
        <CaseLoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : initialValues && userId ? (
        // Keyed by the case so a different case never inherits this form's state.
        <CaseWizard
          key={id}
          initialValues={initialValues}
          draftKey={getDraftKey({ userId, caseId: id })}
          failureMessage={`${ERROR_MESSAGES.updateCase}. Please try again.`}
          onSubmit={submit}
          onCancel={() => navigate(`/dashboard/case/${id}`)}
        />
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}
