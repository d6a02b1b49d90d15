// /dashboard/cases/new: the case wizard for a new client; on success the case page replaces this one in history.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '@casecast/domain';
import { PageSpinner } from '../../../components/ui/feedback';
import { useMe } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { caseKeys } from '../api';
import { getDraftKey } from '../case-wizard-draft';
import { createEmptyWizardFormValues } from '../case-wizard-form';
import { CaseWizard } from '../components/case-wizard';
import { createCaseWithRecords } from '../save-case';

const CREATE_NAVIGATION_FALLBACK_MS = 500;

export function CaseCreatePage() {
  useDocumentTitle('New Case');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const [initialValues] = useState(() => createEmptyWizardFormValues());
  const fallbackTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(fallbackTimer.current), []);
  const userId = me.data?.user.id;

  const submit = async (submission: Parameters<typeof createCaseWithRecords>[0]) => {
    const result = await createCaseWithRecords(submission);
    await queryClient.invalidateQueries({ queryKey: caseKeys.all });
    const casePath = `/dashboard/case/${result.caseId}`;
    // The spec's safety net: if the router has not left the form within 500 ms, load the case page outright.
    fallbackTimer.current = setTimeout(() => {
      if (window.location.pathname.endsWith('/cases/new')) window.location.replace(casePath);
    }, CREATE_NAVIGATION_FALLBACK_MS);
    void navigate(casePath, {
      replace: true,
      state:
        result.failedRecords > 0
          ? { notice: `The case was created, but ${result.failedRecords} of its documents could not be uploaded.` }
          : undefined,
    });
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link to="/dashboard/cases" className="text-sm font-medium text-brand-600 hover:text-brand-700">
        ← Back to Cases
      </Link>
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">New Case</h1>
        <p className="mt-1 text-sm text-slate-500">Enter case information for a new client</p>
      </div>
      {userId ? (
        <CaseWizard
          initialValues={initialValues}
          draftKey={getDraftKey({ userId, caseId: null })}
          failureMessage={ERROR_MESSAGES.createCaseForm}
          onSubmit={submit}
          onCancel={() => navigate('/dashboard/cases')}
        />
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}
