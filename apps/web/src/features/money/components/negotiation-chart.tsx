// The negotiation over time: demands and offers as two lines against the prediction's likely and 95% ranges, hand-drawn SVG
// (like the analytics charts) with a legend and the same numbers as a table.
import { formatCodeLabel, formatDate, formatShortMoney, parseDateValue, type NegotiationKind } from '@casecast/domain';
import { formatAmount } from './money-ui';

export type NegotiationPoint = { id: string; date: string; kind: NegotiationKind; amount: number };
/** The prediction to compare with: its value, its 95% range and, when the model gives one, its likely (50%) range. */
export type PredictedRange = { value: number; lower: number; upper: number; likely: { lower: number; upper: number } | null };

const COLORS = { demand: '#c2410c', offer: '#1d4ed8', value: '#4338ca', likely: '#a5b4fc', range: '#e0e7ff' } as const;
const FONT = 12;

function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (value <= step * power) return step * power;
  return 10 * power;
}

const DAY = 86_400_000;

export function NegotiationChart({ entries, range }: { entries: NegotiationPoint[]; range: PredictedRange | null }) {
  const sorted = [...entries].sort((a, b) => a.date.localeCompare(b.date));
  const width = 720;
  const height = 280;
  const margin = { top: 16, right: 24, bottom: 44, left: 72 };
  const times = sorted.map((entry) => parseDateValue(entry.date) ?? 0);
  const first = Math.min(...times);
  const last = Math.max(...times);
  // One date (or none) still gets a readable axis: a week either side.
  const [start, end] = sorted.length === 0 ? [0, 1] : first === last ? [first - 7 * DAY, last + 7 * DAY] : [first, last];
  const top = niceMax(Math.max(0, ...sorted.map((entry) => entry.amount), range?.upper ?? 0) * 1.05);
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const x = (time: number) => margin.left + ((time - start) / (end - start)) * plotWidth;
  const y = (amount: number) => margin.top + (1 - Math.min(amount, top) / top) * plotHeight;
  const yTicks = [0, 0.25, 0.5, 0.75, 1].map((fraction) => top * fraction);
  const lineOf = (kind: NegotiationKind) =>
    sorted.map((entry, index) => ({ entry, time: times[index] ?? 0 })).filter(({ entry }) => entry.kind === kind);
  const xTicks = [...new Set(sorted.map((entry) => entry.date))];
  const tickEvery = Math.ceil(xTicks.length / 5);

  const summary = [
    `${sorted.filter((entry) => entry.kind === 'demand').length} demands and ${sorted.filter((entry) => entry.kind === 'offer').length} offers`,
    range
      ? `against the predicted value of ${formatAmount(range.value)} (95% range ${formatAmount(range.lower)} to ${formatAmount(range.upper)})`
      : 'without a prediction',
  ].join(' ');

  return (
    <figure className="space-y-3" aria-label="Negotiation chart">
      <figcaption className="text-sm text-slate-600">{summary}.</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-label={`Negotiation over time: ${summary}`}>
        {range && (
          <g>
            <rect
              data-testid="range-95"
              x={margin.left}
              width={plotWidth}
              y={y(range.upper)}
              height={Math.max(0, y(range.lower) - y(range.upper))}
              fill={COLORS.range}
            />
            {range.likely && (
              <rect
                data-testid="range-likely"
                x={margin.left}
                width={plotWidth}
                y={y(range.likely.upper)}
                height={Math.max(0, y(range.likely.lower) - y(range.likely.upper))}
                fill={COLORS.likely}
                opacity="0.6"
              />
            )}
            <line
              data-testid="predicted-value"
              x1={margin.left}
              x2={width - margin.right}
              y1={y(range.value)}
              y2={y(range.value)}
              stroke={COLORS.value}
              strokeDasharray="6 4"
              strokeWidth="1.5"
            />
          </g>
        )}
        {yTicks.map((tick) => (
          <g key={tick}>
            <line x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={margin.left - 8} y={y(tick) + 4} textAnchor="end" fontSize={FONT} fill="#475569">
              {formatShortMoney(tick)}
            </text>
          </g>
        ))}
        {xTicks.map((date, index) =>
          index % tickEvery === 0 ? (
            <text
              key={date}
              x={x(parseDateValue(date) ?? 0)}
              y={height - margin.bottom + 18}
              textAnchor="middle"
              fontSize={FONT}
              fill="#475569"
            >
              {formatDate(date)}
            </text>
          ) : null,
        )}
        <text x={margin.left + plotWidth / 2} y={height - 6} textAnchor="middle" fontSize={FONT} fill="#334155">
          Date
        </text>
        <text
          x={14}
          y={margin.top + plotHeight / 2}
          textAnchor="middle"
          fontSize={FONT}
          fill="#334155"
          transform={`rotate(-90 14 ${margin.top + plotHeight / 2})`}
        >
          Amount
        </text>
        {(['demand', 'offer'] as const).map((kind) => {
          const points = lineOf(kind);
          return (
            <g key={kind} data-testid={`${kind}-series`}>
              {points.length > 1 && (
                <polyline
                  fill="none"
                  stroke={COLORS[kind]}
                  strokeWidth="2"
                  points={points.map(({ entry, time }) => `${x(time)},${y(entry.amount)}`).join(' ')}
                />
              )}
              {points.map(({ entry, time }) =>
                kind === 'demand' ? (
                  <rect key={entry.id} x={x(time) - 4.5} y={y(entry.amount) - 4.5} width="9" height="9" fill={COLORS.demand}>
                    <title>{`${formatCodeLabel(kind)} ${formatDate(entry.date)}: ${formatAmount(entry.amount)}`}</title>
                  </rect>
                ) : (
                  <circle key={entry.id} cx={x(time)} cy={y(entry.amount)} r="5" fill={COLORS.offer}>
                    <title>{`${formatCodeLabel(kind)} ${formatDate(entry.date)}: ${formatAmount(entry.amount)}`}</title>
                  </circle>
                ),
              )}
            </g>
          );
        })}
      </svg>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-700" aria-label="Legend">
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-2.5 w-2.5" style={{ background: COLORS.demand }} aria-hidden="true" /> Demands
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-2.5 w-2.5 rounded-full" style={{ background: COLORS.offer }} aria-hidden="true" /> Offers
        </li>
        {range && (
          <>
            <li className="flex items-center gap-1.5">
              <span className="inline-block h-0 w-4 border-t-2 border-dashed" style={{ borderColor: COLORS.value }} aria-hidden="true" />{' '}
              Predicted value
            </li>
            {range.likely && (
              <li className="flex items-center gap-1.5">
                <span className="inline-block h-2.5 w-4" style={{ background: COLORS.likely }} aria-hidden="true" /> Likely range (half of
                similar cases)
              </li>
            )}
            <li className="flex items-center gap-1.5">
              <span className="inline-block h-2.5 w-4 border border-indigo-200" style={{ background: COLORS.range }} aria-hidden="true" />{' '}
              95% range
            </li>
          </>
        )}
      </ul>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-600 hover:text-brand-700">Show the chart as a table</summary>
        <table className="mt-2 w-full text-left text-sm" aria-label="Negotiation chart data">
          <thead>
            <tr className="text-xs uppercase tracking-wide text-slate-500">
              <th scope="col" className="py-1 pr-3">
                Date
              </th>
              <th scope="col" className="py-1 pr-3">
                Kind
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                Amount
              </th>
              <th scope="col" className="py-1 text-right">
                Against the prediction
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-100">
                <td className="py-1 pr-3">{formatDate(entry.date)}</td>
                <td className="py-1 pr-3">{formatCodeLabel(entry.kind)}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{formatAmount(entry.amount)}</td>
                <td className="py-1 text-right">{range ? describeAgainstRange(entry.amount, range) : '—'}</td>
              </tr>
            ))}
          </tbody>
          {range && (
            <tfoot>
              <tr className="border-t border-slate-200 text-slate-600">
                <td colSpan={4} className="py-1">
                  Predicted value {formatAmount(range.value)}
                  {range.likely && `; likely range ${formatAmount(range.likely.lower)} to ${formatAmount(range.likely.upper)}`}; 95% range{' '}
                  {formatAmount(range.lower)} to {formatAmount(range.upper)}
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      </details>
    </figure>
  );
}

/** Where an amount sits: below, inside or above the 95% range (and the likely range when known). */
export function describeAgainstRange(amount: number, range: PredictedRange): string {
  if (amount < range.lower) return 'Below the 95% range';
  if (amount > range.upper) return 'Above the 95% range';
  if (range.likely) {
    if (amount < range.likely.lower) return 'In the 95% range, below the likely range';
    if (amount > range.likely.upper) return 'In the 95% range, above the likely range';
    return 'In the likely range';
  }
  return 'In the 95% range';
}
