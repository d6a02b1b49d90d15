// /dashboard/case/:id/injuries and /treatments: every injury or treatment of one case, with their empty states and Add buttons.
import { useState } from 'react';
import { formatCaseNo } from '@casecast/domain';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, PageSpinner } from '../../../components/ui/feedback';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCaseDetail } from '../api';
import { CaseLoadError } from '../components/case-load-error';
import { DetailedTreatmentDialog } from '../components/detailed-treatment-dialog';
import { InjuryDialog } from '../components/injury-dialog';
import { InjuryList } from '../components/injury-list';
import { SimpleTreatmentDialog } from '../components/simple-treatment-dialog';
import { TreatmentList } from '../components/treatment-list';
import type { ReactNode } from 'react';

function RecordsLayout({
  caseId,
  caseNo,
  clientName,
  title,
  action,
  children,
}: {
  caseId: string;
  caseNo: number;
  clientName: string;
  title: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link
        to={`/dashboard/case/${caseId}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:text-brand-700"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Case
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-500">
            {clientName} · {formatCaseNo(caseNo)}
          </p>
        </div>
        {action}
      </div>
      <Card>{children}</Card>
    </div>
  );
}

export function CaseInjuriesPage() {
  const { id = '' } = useParams();
  const detail = useCaseDetail(id);
  const [adding, setAdding] = useState(false);
  useDocumentTitle('Injuries');
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <CaseLoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  const { injuries, clientName, caseNo } = detail.data;
  return (
    <RecordsLayout
      caseId={id}
      clientName={clientName}
      caseNo={caseNo}
      title="Injuries"
      action={
        <Button onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add New Injury
        </Button>
      }
    >
      {injuries.length === 0 ? (
        <p className="px-6 py-12 text-center text-sm text-slate-500">No injuries found. Add your first injury to get started.</p>
      ) : (
        <InjuryList caseId={id} injuries={injuries} showDescription />
      )}
      <InjuryDialog caseId={id} open={adding} onOpenChange={setAdding} />
    </RecordsLayout>
  );
}

export function CaseTreatmentsPage() {
  const { id = '' } = useParams();
  const detail = useCaseDetail(id);
  const [adding, setAdding] = useState(false);
  useDocumentTitle('Treatments');
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <CaseLoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  const { treatments, injuries, clientName, caseNo } = detail.data;
  return (
    <RecordsLayout
      caseId={id}
      clientName={clientName}
      caseNo={caseNo}
      title="Treatments"
      action={
        <Button onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add New Treatment
        </Button>
      }
    >
      {treatments.length === 0 ? (
        <p className="px-6 py-12 text-center text-sm text-slate-500">No treatments found. Add your first treatment to get started.</p>
      ) : (
        <TreatmentList caseId={id} treatments={treatments} detailed />
      )}
      {/* The detailed dialog links a treatment to an injury; with none yet, the simple dialog still lets one be added. */}
      {injuries.length > 0 ? (
        <DetailedTreatmentDialog caseId={id} injuries={injuries} open={adding} onOpenChange={setAdding} />
      ) : (
        <SimpleTreatmentDialog caseId={id} open={adding} onOpenChange={setAdding} />
      )}
    </RecordsLayout>
  );
}
