// The backtest on the firm's history: a model trained on cases closed before a date predicts the cases closed after;
// a calibration chart (predicted vs actual, likely ranges) with its legend, and the same figures as a table.
import { useState, type FormEvent } from 'react';
import {
  MODEL_ERROR_NAME,
  formatDate,
  formatMoney,
  formatPercent,
  formatShortMoney,
  type BacktestPoint,
  type BacktestResponse,
} from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Alert, Card, Spinner } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useBacktest } from '../api';

const INSIDE = '#16a34a';
const OUTSIDE = '#ea580c';
const RANGE = '#cbd5e1';
const BIN = '#4f46e5';

/** Predicted (x) against actual (y) on log axes: each case with its likely range as a bar, the bins' medians as squares. */
export function BacktestChart({ points, bins, label }: { points: BacktestPoint[]; bins: BacktestResponse['bins']; label: string }) {
  const size = 360;
  const pad = 56;
  const values = points
    .flatMap((point) => [point.predicted, point.actual, point.likelyLower, point.likelyUpper])
    .filter((value) => value > 0);
  const low = Math.log10(Math.max(1, Math.min(...values, 10_000)) * 0.8);
  const high = Math.log10(Math.max(...values, 100_000) * 1.25);
  const scale = (value: number) => pad + ((Math.log10(Math.max(value, 1)) - low) / (high - low)) * (size - pad - 12);
  const ticks = [1e3, 1e4, 1e5, 1e6, 1e7].filter((tick) => Math.log10(tick) >= low && Math.log10(tick) <= high);
  const inside = (point: BacktestPoint) => point.actual >= point.likelyLower && point.actual <= point.likelyUpper;
  return (
    <div className="space-y-2">
      <svg
        viewBox={`0 0 ${size} ${size}`}
        className="mx-auto h-auto w-full max-w-md"
        role="img"
        aria-label={label}
        data-testid="backtest-chart"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={scale(tick)} x2={scale(tick)} y1={12} y2={size - pad} stroke="#f1f5f9" />
            <line x1={pad} x2={size - 12} y1={size - scale(tick)} y2={size - scale(tick)} stroke="#f1f5f9" />
            <text x={scale(tick)} y={size - pad + 16} textAnchor="middle" fontSize="11" fill="#475569">
              {formatShortMoney(tick)}
            </text>
            <text x={pad - 6} y={size - scale(tick) + 4} textAnchor="end" fontSize="11" fill="#475569">
              {formatShortMoney(tick)}
            </text>
          </g>
        ))}
        <line x1={pad} y1={size - pad} x2={size - 12} y2={12} stroke="#94a3b8" strokeDasharray="4 4" />
        <text x={(size + pad) / 2} y={size - 10} textAnchor="middle" fontSize="12" fill="#334155">
          Predicted (model trained before the cutoff)
        </text>
        <text x={14} y={(size - pad) / 2} textAnchor="middle" fontSize="12" fill="#334155" transform={`rotate(-90 14 ${(size - pad) / 2})`}>
          Actual settlement
        </text>
        {points.map((point) => (
          <g key={point.id}>
            <line
              x1={scale(point.predicted)}
              x2={scale(point.predicted)}
              y1={size - scale(point.likelyLower)}
              y2={size - scale(point.likelyUpper)}
              stroke={RANGE}
              strokeWidth="3"
            />
            <circle
              cx={scale(point.predicted)}
              cy={size - scale(point.actual)}
              r="4"
              fill={inside(point) ? INSIDE : OUTSIDE}
              opacity="0.85"
            >
              <title>{`${point.name}, closed ${formatDate(point.dateClosed)}: predicted ${formatMoney(point.predicted)} (likely ${formatMoney(point.likelyLower)} – ${formatMoney(point.likelyUpper)}), settled ${formatMoney(point.actual)}`}</title>
            </circle>
          </g>
        ))}
        {bins.map((bin) => (
          <rect
            key={`${bin.predictedFrom}-${bin.predictedTo}`}
            x={scale(bin.medianPredicted) - 5}
            y={size - scale(bin.medianActual) - 5}
            width="10"
            height="10"
            fill="none"
            stroke={BIN}
            strokeWidth="2"
          >
            <title>{`${bin.n} cases predicted ${formatShortMoney(bin.predictedFrom)} – ${formatShortMoney(bin.predictedTo)}: median predicted ${formatShortMoney(bin.medianPredicted)}, median actual ${formatShortMoney(bin.medianActual)}`}</title>
          </rect>
        ))}
      </svg>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-600" aria-label="Legend">
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-2.5 w-2.5 rounded-full" style={{ background: INSIDE }} aria-hidden="true" />
          Settled inside its likely range
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-2.5 w-2.5 rounded-full" style={{ background: OUTSIDE }} aria-hidden="true" />
          Settled outside it
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-3 w-1 rounded" style={{ background: RANGE }} aria-hidden="true" />
          Likely (50%) range
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-2.5 w-2.5 border-2" style={{ borderColor: BIN }} aria-hidden="true" />
          Median of a fifth of the cases
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block w-4 border-t-2 border-dashed border-slate-400" aria-hidden="true" />
          Perfect prediction
        </li>
      </ul>
    </div>
  );
}

function BacktestTable({ data }: { data: BacktestResponse }) {
  return (
    <div className="relative w-0 min-w-full overflow-x-auto" tabIndex={0}>
      <table className="w-full text-left text-sm" data-testid="backtest-table">
        <caption className="sr-only">Backtest by predicted value</caption>
        <thead className="text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="py-1 pr-4 font-medium">Predicted</th>
            <th className="py-1 pr-4 font-medium">Cases</th>
            <th className="py-1 pr-4 font-medium">Median predicted</th>
            <th className="py-1 pr-4 font-medium">Median actual</th>
            <th className="py-1 pr-4 font-medium">Inside likely range</th>
            <th className="py-1 font-medium">Inside 95% range</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.bins.map((bin) => (
            <tr key={`${bin.predictedFrom}-${bin.predictedTo}`}>
              <td className="py-1.5 pr-4">
                {formatShortMoney(bin.predictedFrom)} – {formatShortMoney(bin.predictedTo)}
              </td>
              <td className="py-1.5 pr-4">{bin.n}</td>
              <td className="py-1.5 pr-4">{formatMoney(bin.medianPredicted)}</td>
              <td className="py-1.5 pr-4">{formatMoney(bin.medianActual)}</td>
              <td className="py-1.5 pr-4">{formatPercent(bin.likelyCoverage)}</td>
              <td className="py-1.5">{formatPercent(bin.rangeCoverage)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BacktestResult({ data }: { data: BacktestResponse }) {
  const [asTable, setAsTable] = useState(false);
  if (data.status !== 'ok') return <Alert tone="warning">{data.message}</Alert>;
  return (
    <div className="space-y-4" data-testid="backtest-result">
      <p className="text-sm text-slate-700">
        A model trained on {data.trainCases.toLocaleString('en-US')} of your settled cases closed before{' '}
        {data.cutoff ? formatDate(data.cutoff) : '—'} (with {data.syntheticCases.toLocaleString('en-US')} synthetic ones beside them)
        predicted the {data.points.length.toLocaleString('en-US')} closed since. {MODEL_ERROR_NAME}:{' '}
        <strong data-testid="backtest-error">{data.medianApe === null ? '—' : formatPercent(data.medianApe)}</strong>; inside their likely
        (50%) range:{' '}
        <strong data-testid="backtest-likely-coverage">{data.likelyCoverage === null ? '—' : formatPercent(data.likelyCoverage)}</strong>;
        inside their 95% range:{' '}
        <strong data-testid="backtest-range-coverage">{data.rangeCoverage === null ? '—' : formatPercent(data.rangeCoverage)}</strong>.
      </p>
      <Button variant="secondary" size="sm" aria-pressed={asTable} onClick={() => setAsTable((value) => !value)}>
        {asTable ? 'Show as chart' : 'Show as table'}
      </Button>
      {asTable ? (
        <BacktestTable data={data} />
      ) : (
        <BacktestChart points={data.points} bins={data.bins} label="Backtest: predicted versus actual settlements with likely ranges" />
      )}
    </div>
  );
}

export function BacktestSection() {
  const [cutoff, setCutoff] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const backtest = useBacktest(asked);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(cutoff);
  };
  return (
    <Card className="space-y-4 p-5" role="region" aria-labelledby="backtest-heading">
      <div>
        <h2 id="backtest-heading" className="text-base font-semibold text-slate-900">
          Backtest on your history
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Trains a model on your settled cases closed before a date and predicts the ones closed after, so you can see how its values and
          ranges held up. Leave the date empty to predict the most recent fifth.
        </p>
      </div>
      <form className="flex flex-wrap items-end gap-3" onSubmit={submit}>
        <Field label="Cutoff date" htmlFor="backtest-cutoff">
          <Input id="backtest-cutoff" type="date" value={cutoff} onChange={(event) => setCutoff(event.target.value)} />
        </Field>
        <Button type="submit" disabled={backtest.isFetching}>
          {backtest.isFetching && <Spinner className="h-4 w-4" label="Running the backtest" />}
          Run backtest
        </Button>
      </form>
      {backtest.isError && <Alert tone="error">{errorMessage(backtest.error, 'The backtest failed')}</Alert>}
      {backtest.data && !backtest.isFetching && <BacktestResult data={backtest.data} />}
    </Card>
  );
}
