// A prediction as people read it: value (and expected recovery), the likely (50%) range first, the 95% range, confidence, top factors, top contributions and the waterfall.
import { describeModelBasis, formatMoney, formatPercent, type PredictionRecord } from '@casecast/domain';
import { Badge } from '../../../components/ui/feedback';
import { formatPredictedValue, getTopContributions, getTopFactors } from '../prediction-view';
import { ContributionWaterfall } from './contribution-waterfall';
import { ExpectedRecoveryDetails, ExpectedRecoveryValue } from './expected-recovery';
import { MissingFacts } from './missing-facts';

const labelTones = { High: 'green', Medium: 'yellow', Low: 'red' } as const;

export function PredictionResult({ record }: { record: PredictionRecord }) {
  const factors = getTopFactors(record);
  const contributions = getTopContributions(record);
  const likely = record.likely_range;
  // The label comes from the model's measured error (docs/predictions.md); the percentage is the range's precision only.
  const label = record.confidence_label;
  const recovery = record.expected_recovery;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Predicted Value</p>
          <p className="mt-1 text-3xl font-semibold text-slate-900" data-testid="predicted-value">
            {formatPredictedValue(record)}
          </p>
        </div>
        {recovery && <ExpectedRecoveryValue recovery={recovery} />}
        {likely && (
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
              Likely range ({formatPercent(likely.level, { decimals: 0 })})
            </p>
            <p className="mt-1 text-lg font-semibold text-slate-900" data-testid="prediction-likely-range">
              {formatMoney(likely.lower)} – {formatMoney(likely.upper)}
            </p>
            <p className="text-xs text-slate-500">Half of cases like this settle inside it.</p>
          </div>
        )}
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Range (95% confidence)</p>
          <p className="mt-1 text-lg font-semibold text-slate-900" data-testid="prediction-range">
            {formatMoney(record.lower_ci)} – {formatMoney(record.upper_ci)}
          </p>
          <p className="text-xs text-slate-500">19 in 20 cases like this settle inside it.</p>
        </div>
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Confidence</p>
          <p className="mt-1 flex items-center gap-2 text-2xl font-semibold text-slate-900" data-testid="prediction-confidence">
            <Badge tone={labelTones[label]}>{label}</Badge>
          </p>
          <p className="text-xs text-slate-500" data-testid="prediction-range-precision">
            Range precision {formatPercent(record.confidence_score)}:{' '}
            {likely ? 'how narrow the likely range is' : 'how narrow the 95% range is'}, not a chance of being right.
          </p>
        </div>
      </div>
      {record.model_basis && (
        <p
          className={record.model_basis === 'synthetic' ? 'rounded bg-amber-50 px-3 py-2 text-sm text-amber-900' : 'text-sm text-slate-600'}
          data-testid="prediction-model-basis"
        >
          {describeModelBasis(record.model_basis)}
        </p>
      )}

      {record.value_status === 'indicative' && (
        <p className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="prediction-indicative">
          Indicative only: too little is known for an estimate. Enter{' '}
          {record.facts_needed.map((fact) => fact.label.toLowerCase()).join(' and ')} to value this case.
        </p>
      )}

      {record.below_specials_reason && (
        <p className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="prediction-below-specials">
          {record.below_specials_reason}
        </p>
      )}

      <MissingFacts facts={record.missing_facts ?? []} />

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="key-factors-heading">
          <h3 id="key-factors-heading" className="text-sm font-semibold text-slate-900">
            Key Factors
          </h3>
          {factors.length === 0 ? (
            <div className="mt-2 text-sm">
              <p className="text-slate-700">No key factors available</p>
              <p className="text-slate-500">The prediction model did not provide factor importance data.</p>
            </div>
          ) : (
            <ul className="mt-2 space-y-1.5" data-testid="key-factors">
              {factors.map((factor) => (
                <li key={factor.name} className="flex items-center justify-between text-sm">
                  <span className="text-slate-700">{factor.name}</span>
                  <span className="font-medium text-slate-900">Impact: {factor.impact}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="contributions-heading">
          <h3 id="contributions-heading" className="text-sm font-semibold text-slate-900">
            Top Contributions
          </h3>
          {contributions.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">No contributions available.</p>
          ) : (
            <ul className="mt-2 space-y-1.5" data-testid="top-contributions">
              {contributions.map((item) => (
                <li key={item.feature} className="flex items-center justify-between text-sm">
                  <span className="text-slate-700">{item.name}</span>
                  <span className={item.amount >= 0 ? 'font-medium text-green-700' : 'font-medium text-red-700'}>
                    {item.amount >= 0 ? '+' : '−'}
                    {formatMoney(Math.abs(item.amount))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {recovery && <ExpectedRecoveryDetails recovery={recovery} />}

      {Object.keys(record.explanation.feature_contributions).length > 0 && (
        <section aria-labelledby="waterfall-heading">
          <h3 id="waterfall-heading" className="text-sm font-semibold text-slate-900">
            {recovery ? 'From the base value to this prediction and the expected recovery' : 'From the base value to this prediction'}
          </h3>
          <div className="mt-2">
            <ContributionWaterfall explanation={record.explanation} prediction={record.mean_prediction} recovery={recovery} />
          </div>
        </section>
      )}
    </div>
  );
}
