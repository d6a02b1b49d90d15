// The case's earlier predictions, newest first.
import { formatDate, formatMoney, formatPercent } from '@casecast/domain';
import { Spinner } from '../../../components/ui/feedback';
import { usePredictionHistory } from '../api';

/** Rows the case page shows; the API lists up to PREDICTION_HISTORY_LIMIT. */
const SHOWN = 10;

export function PredictionHistory({ caseId }: { caseId: string }) {
  const { data, isPending, isError } = usePredictionHistory(caseId);
  if (isPending) return <Spinner label="Loading prediction history" className="h-4 w-4 text-brand-600" />;
  if (isError) return <p className="text-sm text-red-600">Failed to load prediction data. Please try again.</p>;
  if (data.items.length === 0) return <p className="text-sm text-slate-500">No predictions yet.</p>;
  const shown = Math.min(data.items.length, SHOWN);
  const total = data.truncated ? `more than ${data.items.length}` : String(data.items.length);
  return (
    <table className="w-full text-left text-sm">
      {(data.truncated || data.items.length > SHOWN) && (
        <caption className="caption-bottom pt-1 text-left text-xs text-slate-500">
          The {shown} most recent of {total} predictions.
        </caption>
      )}
      <thead className="text-xs uppercase tracking-wide text-slate-500">
        <tr>
          <th className="py-1 font-medium">Date</th>
          <th className="py-1 font-medium">Predicted</th>
          <th className="py-1 font-medium">Range</th>
          <th className="py-1 font-medium">Range precision</th>
          <th className="py-1 font-medium">Model</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {data.items.slice(0, SHOWN).map((item) => (
          <tr key={item.id}>
            <td className="py-1.5 text-slate-600">{formatDate(item.created_at.slice(0, 10))}</td>
            <td className="py-1.5 font-medium text-slate-900">{formatMoney(item.predicted_value)}</td>
            <td className="py-1.5 text-slate-600">
              {formatMoney(item.confidence_interval.lower_bound)} – {formatMoney(item.confidence_interval.upper_bound)}
            </td>
            <td className="py-1.5 text-slate-600">{formatPercent(item.confidence)}</td>
            <td className="py-1.5 font-mono text-xs text-slate-500">{item.model_version}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
