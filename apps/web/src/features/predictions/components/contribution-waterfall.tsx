// Waterfall chart of a prediction's dollar contributions, from the base value to the prediction (plain SVG).
import { formatShortMoney, type ExpectedRecovery } from '@casecast/domain';
import { ChartFrame, ChartLegend, ScrollBox } from '../../../components/chart-frame';
import { buildWaterfallSteps } from '../prediction-view';

const ROW = 28;
const LABEL_WIDTH = 170;
const VALUE_WIDTH = 76;
const CHART_WIDTH = 330;

const colors = { base: 'fill-slate-400', up: 'fill-green-500', down: 'fill-red-500', total: 'fill-brand-600' } as const;
const LEGEND = [
  { name: 'Base value', color: '#94a3b8', shape: 'bar' as const },
  { name: 'Raises the value', color: '#22c55e', shape: 'bar' as const },
  { name: 'Lowers the value', color: '#ef4444', shape: 'bar' as const },
  { name: 'Result', color: '#4f46e5', shape: 'bar' as const },
];

export function ContributionWaterfall({
  explanation,
  prediction,
  recovery = null,
}: {
  explanation: { base_value: number; feature_contributions: Record<string, number> };
  prediction: number;
  recovery?: ExpectedRecovery | null;
}) {
  const steps = buildWaterfallSteps(explanation, prediction, 6, recovery);
  const max = Math.max(...steps.flatMap((step) => [step.start, step.end]), 1);
  const min = Math.min(0, ...steps.flatMap((step) => [step.start, step.end]));
  const x = (value: number) => LABEL_WIDTH + ((value - min) / (max - min)) * CHART_WIDTH;
  const width = LABEL_WIDTH + CHART_WIDTH + VALUE_WIDTH;
  const height = steps.length * ROW + 8;
  const amountOf = (step: (typeof steps)[number]) =>
    step.kind === 'base' || step.kind === 'total'
      ? formatShortMoney(step.end)
      : `${step.end >= step.start ? '+' : '−'}${formatShortMoney(Math.abs(step.end - step.start))}`;
  const label = recovery
    ? 'How each factor moves the prediction from the base value, and the prediction to the expected recovery'
    : 'How each factor moves the prediction from the base value';
  return (
    <ChartFrame
      title="What moves the value"
      label={label}
      table={{ columns: ['Step', 'Amount'], rows: steps.map((step) => [step.label, amountOf(step)]) }}
    >
      <div className="space-y-2">
        <ScrollBox minWidth={width}>
          <svg
            viewBox={`0 0 ${width} ${height}`}
            className="h-auto w-full"
            role="img"
            aria-label={label}
            data-testid="prediction-waterfall"
          >
            {steps.map((step, i) => {
              const left = x(Math.min(step.start, step.end));
              const barWidth = Math.max(1.5, Math.abs(x(step.end) - x(step.start)));
              const y = i * ROW + 4;
              const amount = amountOf(step);
              return (
                <g key={`${step.label}-${i}`}>
                  <title>{`${step.label}: ${amount}`}</title>
                  <text
                    x={LABEL_WIDTH - 8}
                    y={y + ROW / 2}
                    textAnchor="end"
                    dominantBaseline="middle"
                    className="fill-slate-600 text-[12px]"
                  >
                    {step.label}
                  </text>
                  <rect x={left} y={y + 4} width={barWidth} height={ROW - 10} rx={2} className={colors[step.kind]} />
                  {i < steps.length - 1 && step.kind !== 'total' && (
                    <line
                      x1={x(step.end)}
                      x2={x(step.end)}
                      y1={y + ROW - 6}
                      y2={y + ROW + 4}
                      className="stroke-slate-300"
                      strokeDasharray="2 2"
                    />
                  )}
                  <text
                    x={LABEL_WIDTH + CHART_WIDTH + 6}
                    y={y + ROW / 2}
                    dominantBaseline="middle"
                    className="fill-slate-700 text-[12px] font-medium"
                  >
                    {amount}
                  </text>
                </g>
              );
            })}
          </svg>
        </ScrollBox>
        <ChartLegend entries={LEGEND} />
        <p className="text-xs text-slate-500">
          Starts at the average case&apos;s value (base value); each bar is one factor&apos;s effect on this case, in dollars.
          {recovery && ' After the prediction, the client’s comparative fault and the known policy limits lead to the expected recovery.'}
        </p>
      </div>
    </ChartFrame>
  );
}
