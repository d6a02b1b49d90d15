// Small hand-written SVG charts (bars, horizontal bars, scatter with a diagonal, lines): no chart library in the bundle.
// An SVG is never drawn narrower than its own width (it scrolls inside its frame instead), so its text is
// never shrunk below the sizes given here (≥ 12 px); every chart has a legend and can be read as a table.
import { useState } from 'react';
import { formatShortMoney } from '@casecast/domain';
import { ChartLegend, ScrollBox } from '../../../components/chart-frame';

export { ChartFrame, type ChartTable } from '../../../components/chart-frame';

const BRAND = '#4f46e5';
const PALETTE = ['#4f46e5', '#0891b2', '#16a34a', '#ea580c', '#db2777', '#7c3aed', '#ca8a04', '#475569'];

function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (value <= step * power) return step * power;
  return 10 * power;
}

/** Vertical bars: one per item, with its value on hover and the axis on the left. */
export function ColumnChart({
  items,
  format = (value: number) => String(value),
  height = 200,
  label,
  seriesName,
}: {
  items: Array<{ label: string; value: number }>;
  format?: (value: number) => string;
  height?: number;
  label: string;
  seriesName: string;
}) {
  const [active, setActive] = useState<number | null>(null);
  const width = Math.max(320, items.length * 84 + 56);
  // Long series label every nth column so the labels never overlap.
  const labelEvery = Math.ceil(items.length / 12);
  const top = 16;
  const bottom = 36;
  const left = 56;
  const max = niceMax(Math.max(0, ...items.map((item) => item.value)));
  const plot = height - top - bottom;
  const band = (width - left - 8) / Math.max(1, items.length);
  return (
    <div className="space-y-2">
      <ScrollBox minWidth={width}>
        <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-label={label}>
          {[0, 0.5, 1].map((fraction) => (
            <g key={fraction}>
              <line x1={left} x2={width - 8} y1={top + plot * (1 - fraction)} y2={top + plot * (1 - fraction)} stroke="#e2e8f0" />
              <text x={left - 6} y={top + plot * (1 - fraction) + 4} textAnchor="end" fontSize="12" fill="#64748b">
                {format(max * fraction)}
              </text>
            </g>
          ))}
          {items.map((item, index) => {
            const barHeight = (item.value / max) * plot;
            const x = left + index * band + band * 0.15;
            return (
              <g key={item.label} onMouseEnter={() => setActive(index)} onMouseLeave={() => setActive(null)}>
                <rect
                  x={x}
                  y={top + plot - barHeight}
                  width={band * 0.7}
                  height={Math.max(0, barHeight)}
                  rx="3"
                  fill={BRAND}
                  opacity={active === null || active === index ? 1 : 0.5}
                >
                  <title>{`${item.label}: ${format(item.value)}`}</title>
                </rect>
                {index % labelEvery === 0 && (
                  <text x={x + band * 0.35} y={height - bottom + 14} textAnchor="middle" fontSize="12" fill="#475569">
                    {item.label}
                  </text>
                )}
                {active === index && (
                  <text
                    x={x + band * 0.35}
                    y={Math.max(10, top + plot - barHeight - 4)}
                    textAnchor="middle"
                    fontSize="12"
                    fontWeight="600"
                    fill="#1e293b"
                  >
                    {format(item.value)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </ScrollBox>
      <ChartLegend entries={[{ name: seriesName, color: BRAND, shape: 'bar' }]} />
    </div>
  );
}

/** Horizontal bars, longest first as given: for names too long to sit under a column. */
export function BarList({
  items,
  format,
  label,
}: {
  items: Array<{ label: string; value: number; note?: string }>;
  format: (value: number) => string;
  label: string;
}) {
  const max = Math.max(0, ...items.map((item) => item.value)) || 1;
  return (
    <ul className="space-y-2" aria-label={label}>
      {items.map((item) => (
        <li key={item.label} className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-sm">
          <span className="truncate text-slate-700" title={item.label}>
            {item.label}
          </span>
          <span className="h-3 rounded bg-slate-100" aria-hidden="true">
            <span className="block h-3 rounded bg-brand-600" style={{ width: `${(item.value / max) * 100}%` }} />
          </span>
          <span className="tabular-nums text-slate-800">
            {format(item.value)}
            {item.note && <span className="ml-1 text-xs text-slate-500">{item.note}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Predicted versus actual on log axes, with the diagonal where a perfect prediction would sit. */
export function CalibrationScatter({
  points,
  label,
}: {
  points: Array<{ id: string; name: string; predicted: number; actual: number }>;
  label: string;
}) {
  const size = 320;
  const pad = 44;
  const values = points.flatMap((point) => [point.predicted, point.actual]).filter((value) => value > 0);
  const low = Math.log10(Math.max(1, Math.min(...values, 10_000)) * 0.8);
  const high = Math.log10(Math.max(...values, 100_000) * 1.25);
  const scale = (value: number) => pad + ((Math.log10(Math.max(value, 1)) - low) / (high - low)) * (size - pad - 10);
  const ticks = [1e3, 1e4, 1e5, 1e6, 1e7].filter((tick) => Math.log10(tick) >= low && Math.log10(tick) <= high);
  return (
    <div className="space-y-2">
      <ScrollBox minWidth={size} className="mx-auto max-w-md">
        <svg viewBox={`0 0 ${size} ${size}`} className="h-auto w-full" role="img" aria-label={label}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={scale(tick)} x2={scale(tick)} y1={10} y2={size - pad} stroke="#f1f5f9" />
              <line x1={pad} x2={size - 10} y1={size - scale(tick)} y2={size - scale(tick)} stroke="#f1f5f9" />
              <text x={scale(tick)} y={size - pad + 14} textAnchor="middle" fontSize="12" fill="#64748b">
                {formatShortMoney(tick)}
              </text>
              <text x={pad - 4} y={size - scale(tick) + 3} textAnchor="end" fontSize="12" fill="#64748b">
                {formatShortMoney(tick)}
              </text>
            </g>
          ))}
          <line x1={pad} y1={size - pad} x2={size - 10} y2={10} stroke="#94a3b8" strokeDasharray="4 4" data-testid="calibration-diagonal" />
          <text x={size / 2} y={size - 8} textAnchor="middle" fontSize="12" fill="#334155">
            Predicted before settlement
          </text>
          <text x={12} y={size / 2} textAnchor="middle" fontSize="12" fill="#334155" transform={`rotate(-90 12 ${size / 2})`}>
            Actual settlement
          </text>
          {points.map((point) => (
            <circle
              key={point.id}
              cx={scale(point.predicted)}
              cy={size - scale(point.actual)}
              r="3.5"
              fill={point.actual >= point.predicted ? '#16a34a' : '#ea580c'}
              opacity="0.75"
            >
              <title>{`${point.name}: predicted ${formatShortMoney(point.predicted)}, settled ${formatShortMoney(point.actual)}`}</title>
            </circle>
          ))}
        </svg>
      </ScrollBox>
      <ChartLegend
        entries={[
          { name: 'Settled at or above the prediction', color: '#16a34a' },
          { name: 'Settled below the prediction', color: '#ea580c' },
          { name: 'Perfect prediction', color: '#94a3b8', shape: 'dash' },
        ]}
      />
    </div>
  );
}

export type LineSeries = { name: string; points: Array<{ x: string; y: number | null }> };

/** Lines over ordered categories (periods), one colour per series, with an optional reference line. */
export function LineChart({
  series,
  categories,
  format,
  reference,
  label,
  height = 220,
}: {
  series: LineSeries[];
  categories: string[];
  format: (value: number) => string;
  reference?: number;
  label: string;
  height?: number;
}) {
  const width = Math.max(720, categories.length * 90);
  const top = 12;
  const bottom = 28;
  const left = 52;
  const values = series.flatMap((line) => line.points.map((point) => point.y)).filter((value): value is number => value !== null);
  const min = Math.min(...values, reference ?? Infinity);
  const max = Math.max(...values, reference ?? -Infinity);
  const span = max - min || 1;
  const y = (value: number) => top + (1 - (value - (min - span * 0.1)) / (span * 1.2)) * (height - top - bottom);
  const x = (index: number) => left + (categories.length === 1 ? 0.5 : index / (categories.length - 1)) * (width - left - 40);
  return (
    <div className="space-y-2">
      <ScrollBox minWidth={width}>
        <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-label={label}>
          {[min, (min + max) / 2, max].map((tick) => (
            <text key={tick} x={left - 6} y={y(tick) + 3} textAnchor="end" fontSize="12" fill="#64748b">
              {format(tick)}
            </text>
          ))}
          {reference !== undefined && (
            <line x1={left} x2={width - 16} y1={y(reference)} y2={y(reference)} stroke="#94a3b8" strokeDasharray="4 4" />
          )}
          {categories.map((category, index) => (
            <text key={category} x={x(index)} y={height - 8} textAnchor="middle" fontSize="12" fill="#475569">
              {category}
            </text>
          ))}
          {series.map((line, seriesIndex) => {
            const color = PALETTE[seriesIndex % PALETTE.length];
            const indexed = line.points
              .map((point) => ({ index: categories.indexOf(point.x), y: point.y }))
              .filter((point): point is { index: number; y: number } => point.y !== null && point.index >= 0);
            return (
              <g key={line.name}>
                <polyline
                  fill="none"
                  stroke={color}
                  strokeWidth="2"
                  points={indexed.map((point) => `${x(point.index)},${y(point.y)}`).join(' ')}
                />
                {indexed.map((point) => (
                  <circle key={point.index} cx={x(point.index)} cy={y(point.y)} r="3" fill={color}>
                    <title>{`${line.name}, ${categories[point.index]}: ${format(point.y)}`}</title>
                  </circle>
                ))}
              </g>
            );
          })}
        </svg>
      </ScrollBox>
      <ChartLegend entries={series.map((line, index) => ({ name: line.name, color: PALETTE[index % PALETTE.length]! }))} />
    </div>
  );
}
