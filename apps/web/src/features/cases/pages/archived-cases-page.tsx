// /dashboard/cases/archived: settled cases taken off the list by "delete", kept with their closing statements.
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ARCHIVE_RETENTION_YEARS, formatCaseNo, formatDate, formatMoney, formatStatusLabel } from '@casecast/domain';
import { Alert, Card, CardHeader, PageSpinner } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useArchivedCases } from '../api';

export function ArchivedCasesPage() {
  useDocumentTitle('Archived cases');
  const archived = useArchivedCases();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link to="/dashboard/cases" className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:text-brand-700">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Cases
      </Link>
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Archived cases</h1>
        <p className="mt-1 text-sm text-slate-500">
          Settled cases are archived, not deleted: each is kept with its closing statements for {ARCHIVE_RETENTION_YEARS} years. Open one to
          read it or restore it to the cases list.
        </p>
      </div>
      {archived.isPending ? (
        <PageSpinner />
      ) : archived.isError ? (
        <Alert tone="error">{errorMessage(archived.error)}</Alert>
      ) : (
        <Card role="region" aria-labelledby="archived-heading">
          <CardHeader title={<span id="archived-heading">{archived.data.items.length} archived</span>} />
          {archived.data.items.length === 0 ? (
            <p className="px-5 py-6 text-sm text-slate-500">No archived cases.</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {archived.data.items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3">
                  <div className="min-w-0">
                    <Link to={`/dashboard/case/${encodeURIComponent(item.id)}`} className="font-medium text-slate-900 hover:text-brand-700">
                      {item.clientName}
                    </Link>
                    <p className="font-mono text-xs text-slate-500">{formatCaseNo(item.caseNo)}</p>
                  </div>
                  <p className="text-sm text-slate-600">
                    {formatStatusLabel(item.phase)}
                    {item.actualSettlement !== null && ` · ${formatMoney(item.actualSettlement)}`} · {item.statementVersions} closing
                    statement{item.statementVersions === 1 ? '' : 's'} · archived {formatDate(item.archivedAt.slice(0, 10))}, kept until{' '}
                    {formatDate(item.retainedUntil)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {archived.data.truncated && (
            <p className="px-5 py-3 text-sm text-slate-500">Showing the {archived.data.items.length} most recently archived.</p>
          )}
        </Card>
      )}
    </div>
  );
}
