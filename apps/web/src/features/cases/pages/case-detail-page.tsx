// /dashboard/case/:id: the case with its header and tabs: Overview (prediction, deadlines and parties, injuries, treatments, notes,
// timeline, documents, history), the money tabs (Medical, Insurance, Negotiation, Costs, Liens, Settlement) and the
// communications log; edit and delete.
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Plus, Trash2 } from 'lucide-react';
import { archiveRetainedUntil, formatCaseNo, formatDate, isSettledStatus } from '@casecast/domain';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Alert, Card, CardHeader, PageSpinner } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { caseKeys, casesApi, useCaseDetail } from '../api';
import { CaseHeaderCard } from '../components/case-header-card';
import { CaseLoadError } from '../components/case-load-error';
import { CaseTabs } from '../components/case-tabs';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DetailedTreatmentDialog } from '../components/detailed-treatment-dialog';
import { HistoryPanel } from '../components/history-panel';
import { InjuryDialog } from '../components/injury-dialog';
import { InjuryList } from '../components/injury-list';
import { NotesPanel } from '../components/notes-panel';
import { OpenWorkChoice } from '../components/open-work-choice';
import { SimpleTreatmentDialog } from '../components/simple-treatment-dialog';
import { TimelinePanel } from '../components/timeline-panel';
import { TreatmentList } from '../components/treatment-list';
import { CaseDocumentsSection } from '../../documents/components/case-documents-section';
import { CaseSignatureRequests } from '../../signatures/components/case-signature-requests';
import { CasePredictionPanel } from '../../predictions/components/case-prediction-panel';
import { DeadlinesSection } from '../../deadlines/components/deadlines-section';
import { PartiesSection } from '../../deadlines/components/parties-section';
import { CaseTasksSection } from '../../tasks/components/case-tasks-section';
import { CommunicationsTab } from '../../communications/components/communications-tab';
import { CasePortalTab } from '../../portal/components/case-portal-tab';
import { CaseEventsSection } from '../../events/components/case-events-section';
import { CostsTab } from '../../money/components/costs-tab';
import { InsuranceTab } from '../../money/components/insurance-tab';
import { LiensTab } from '../../money/components/liens-tab';
import { MedicalTab } from '../../money/components/medical-tab';
import { NegotiationTab } from '../../money/components/negotiation-tab';
import { SettlementTab } from '../../money/components/settlement-tab';
import { useInvalidateCaseMoney } from '../../money/api';
import { useMutation } from '@tanstack/react-query';

type Dialogs = 'injury' | 'treatment' | 'detailedTreatment' | 'delete' | null;

export function CaseDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useCaseDetail(id);
  const invalidateMoney = useInvalidateCaseMoney(id);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const canDelete = useCan('case.delete');
  const notice = (location.state as { notice?: string } | null)?.notice;
  useDocumentTitle(detail.data ? `${detail.data.clientName} · ${formatCaseNo(detail.data.caseNo)}` : 'Case');

  const remove = useMutation({
    mutationFn: () => casesApi.remove(id, detail.data),
    onSuccess: async (archived) => {
      queryClient.removeQueries({ queryKey: caseKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: ['cases'] });
      void navigate('/dashboard/cases', { replace: true, state: archived ? { notice: archived.message } : null });
    },
  });
  const restore = useMutation({
    mutationFn: () => casesApi.restore(id, detail.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cases'] }),
  });

  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <CaseLoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  const data = detail.data;
  const close = (open: boolean) => !open && setDialog(null);
  // A settled case is archived by "delete" (the server also archives one with a closing statement, and says so).
  const archivesOnDelete = isSettledStatus(data.status);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/dashboard/cases" className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:text-brand-700">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Cases
        </Link>
        <div className="flex gap-2">
          {canDelete && (
            <Button variant="outline" onClick={() => setDialog('delete')} className="text-red-600 hover:bg-red-50">
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete Case
            </Button>
          )}
          <Link to={`/dashboard/case/${id}/edit`} className={buttonClasses('primary')}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> Edit Case
          </Link>
        </div>
      </div>

      {notice && <Alert tone="warning">{notice}</Alert>}
      {data.archivedAt && (
        <Alert tone="info" className="flex flex-wrap items-center justify-between gap-3">
          <span>
            Archived on {formatDate(data.archivedAt.slice(0, 10))}: off the cases list, kept with its closing statements until{' '}
            {formatDate(archiveRetainedUntil(data.archivedAt))}.{restore.isError && ` ${errorMessage(restore.error)}`}
          </span>
          {canDelete && (
            <Button size="sm" variant="outline" onClick={() => restore.mutate()} disabled={restore.isPending}>
              Restore to cases list
            </Button>
          )}
        </Alert>
      )}
      <CaseHeaderCard detail={data} />

      <CaseTabs
        panels={{
          overview: () => (
            <div className="space-y-6">
              <CasePredictionPanel caseId={id} />

              <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
                <DeadlinesSection caseId={id} />
                <PartiesSection caseId={id} />
              </div>

              <CaseEventsSection caseId={id} caseLabel={`${data.clientName} · ${formatCaseNo(data.caseNo)}`} />

              <CaseTasksSection
                caseId={id}
                stage={data.phase}
                openWork={(answer) => <OpenWorkChoice caseId={id} keepOpen={answer.keepOpen} onChange={answer.onChange} />}
                settlement={{ actualSettlement: data.actualSettlement, dateClosed: data.dateClosed }}
                onSettled={() => void invalidateMoney()}
              />

              <div className="grid gap-6 lg:grid-cols-2">
                <Card role="region" aria-labelledby="injuries-heading">
                  <CardHeader
                    title={
                      <Link id="injuries-heading" to={`/dashboard/case/${id}/injuries`} className="hover:text-brand-700">
                        Injuries ({data.injuries.length})
                      </Link>
                    }
                    actions={
                      <Button size="sm" onClick={() => setDialog('injury')}>
                        <Plus className="h-4 w-4" aria-hidden="true" /> Add Injury
                      </Button>
                    }
                  />
                  {data.injuries.length === 0 ? (
                    <p className="px-5 py-6 text-sm text-slate-500">No injuries recorded.</p>
                  ) : (
                    <InjuryList caseId={id} injuries={data.injuries} treatments={data.treatments} />
                  )}
                </Card>
                <Card role="region" aria-labelledby="treatments-heading">
                  <CardHeader
                    title={
                      <Link id="treatments-heading" to={`/dashboard/case/${id}/treatments`} className="hover:text-brand-700">
                        Treatments ({data.treatments.length})
                      </Link>
                    }
                    actions={
                      <div className="flex gap-2">
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setDialog('detailedTreatment')}
                          aria-label="Add Detailed Treatment"
                          title="Add a treatment linked to an injury, with CPT code, cost and duration"
                        >
                          <Plus className="h-4 w-4" aria-hidden="true" /> Detailed
                        </Button>
                        <Button size="sm" onClick={() => setDialog('treatment')}>
                          <Plus className="h-4 w-4" aria-hidden="true" /> Add Treatment
                        </Button>
                      </div>
                    }
                  />
                  {data.treatments.length === 0 ? (
                    <p className="px-5 py-6 text-sm text-slate-500">No treatments recorded.</p>
                  ) : (
                    <TreatmentList caseId={id} treatments={data.treatments} />
                  )}
                </Card>
              </div>

              <div className="grid gap-6 lg:grid-cols-2">
                <NotesPanel caseId={id} notes={data.caseNotes} />
                <TimelinePanel events={data.timeline} />
              </div>

              <CaseDocumentsSection
                caseId={id}
                client={{ name: data.clientContact?.name ?? data.clientName, email: data.clientContact?.email ?? null }}
              />

              <CaseSignatureRequests caseId={id} />

              <HistoryPanel caseId={id} />
            </div>
          ),
          medical: () => (
            <MedicalTab
              caseId={id}
              money={data.money}
              propertyDamage={{ amount: data.propertyDamageAmount, severity: data.propertyDamageSeverity }}
            />
          ),
          insurance: () => <InsuranceTab caseId={id} />,
          communications: () => <CommunicationsTab caseId={id} />,
          portal: () => <CasePortalTab caseId={id} />,
          negotiation: () => <NegotiationTab caseId={id} />,
          costs: () => <CostsTab caseId={id} />,
          liens: () => <LiensTab caseId={id} />,
          settlement: () => <SettlementTab caseId={id} />,
        }}
      />

      <InjuryDialog caseId={id} open={dialog === 'injury'} onOpenChange={close} />
      <SimpleTreatmentDialog caseId={id} open={dialog === 'treatment'} onOpenChange={close} />
      <DetailedTreatmentDialog caseId={id} injuries={data.injuries} open={dialog === 'detailedTreatment'} onOpenChange={close} />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => {
          if (!open) {
            setDialog(null);
            remove.reset();
          }
        }}
        title={archivesOnDelete ? 'Archive this case?' : 'Delete this case?'}
        confirmLabel={archivesOnDelete ? 'Archive Case' : 'Delete Case'}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => remove.mutate()}
      >
        {archivesOnDelete ? (
          <p>
            The case of <strong className="text-slate-900">{data.clientName}</strong> is settled: it will be archived, not deleted. It
            leaves the cases list and is kept with its closing statements; you can restore it from Archived cases.
          </p>
        ) : (
          <p>
            The case of <strong className="text-slate-900">{data.clientName}</strong> will be deleted with its {data.injuries.length}{' '}
            injuries, {data.treatments.length} treatments and {data.caseNotes.length} notes. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
