// "Similar settled cases": the firm's nearest settled cases and what they settled for.
import { Link } from 'react-router';
import { formatCaseName, formatCaseType, formatMoney } from '@casecast/domain';
import { Spinner } from '../../../components/ui/feedback';
import { useSimilarCases } from '../api';

export function SimilarCases({ caseId }: { caseId: string }) {
  const { data, isPending, isError } = useSimilarCases(caseId);
  if (isPending) return <Spinner label="Loading similar cases" className="h-4 w-4 text-brand-600" />;
  if (isError) return <p className="text-sm text-red-600">Failed to load similar cases.</p>;
  if (data.length === 0) return <p className="text-sm text-slate-500">No settled cases with an actual settlement yet.</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Similar settled cases">
      {data.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-3 py-2 text-sm">
          <div className="min-w-0">
            <Link to={`/dashboard/case/${item.id}`} className="font-medium text-slate-900 hover:text-brand-700">
              {formatCaseName(item)}
            </Link>
            <p className="truncate text-xs text-slate-500">
              {[
                formatCaseType(item.caseType),
                item.worstSeverity,
                item.carrier,
                item.jurisdiction,
                item.medicalCosts != null ? `${formatMoney(item.medicalCosts)} medical` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <span className="shrink-0 font-semibold text-slate-900">{formatMoney(item.actualSettlement)}</span>
        </li>
      ))}
    </ul>
  );
}
