// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { PredictionRecord } from '@casecast/domain';
import { PredictionResult } from './prediction-result';

afterEach(cleanup);

const record: PredictionRecord = {
  id: 'p1',
  case_id: 'c1',
  mean_prediction: 40_000,
  confidence_label: 'Medium',
  model_basis: 'synthetic',
  confidence_score: 0.7,
  lower_ci: 20_000,
  upper_ci: 80_000,
  feature_importance: [{ feature: 'medical_costs', importance: 1 }],
  explanation: { base_value: 30_000, feature_contributions: { medical_costs: 10_000 }, log_base_value: null, log_contributions: {} },
  predictions: { linear_regression: null, random_forest: null, gradient_boost: null, ensemble: 40_000, confidence: 0.7 },
  confidence_intervals: { ensemble: { lower: 20_000, upper: 80_000 } },
  likely_range: { lower: 32_000, upper: 50_000, level: 0.5 },
  key_factors: [{ factor: 'medical_costs', importance: 1 }],
  model_version: 'base-1',
  model_id: null,
  timestamp: '2026-11-23T10:00:00.000Z',
  input_data: {},
  predicted_value: 40_000,
  confidence: 0.7,
  confidence_interval: { lower_bound: 20_000, upper_bound: 80_000 },
  created_at: '2026-11-23T10:00:00.000Z',
  missing_facts: [],
  value_status: 'estimate',
  facts_needed: [],
  below_specials_reason: null,
  expected_recovery: {
    mean: 25_000,
    lower: 16_000,
    upper: 25_000,
    adjustments: [
      {
        kind: 'comparative_fault',
        amount: 8_000,
        rule: {
          jurisdiction: 'ME',
          doctrine: 'modified_50',
          effective_from: '2000-01-01',
          verified: false,
          verified_on: null,
          note: 'Check it.',
        },
        citation: 'Me. Rev. Stat. tit. 14, § 156',
        label: 'Client 20% at fault in ME (modified comparative fault, barred at 50%)',
      },
      {
        kind: 'policy_limits',
        amount: 7_000,
        rule: null,
        citation: 'Policy limits entered on the case: $25,000.00',
        label: 'Capped at known coverage of $25,000.00',
      },
    ],
    notes: ['The ME fault rule is unverified: Check it.', 'Value exceeds known coverage by $7,000.00'],
  },
};

it('shows the expected recovery beside the value, each adjustment with its citation, the notes and the extended waterfall', () => {
  render(<PredictionResult record={record} />);
  expect(screen.getByTestId('predicted-value').textContent).toBe('$40,000');
  expect(screen.getByTestId('expected-recovery').textContent).toBe('$25,000.00');
  const details = screen.getByTestId('expected-recovery-details');
  expect(within(details).getByText('Me. Rev. Stat. tit. 14, § 156')).toBeTruthy();
  expect(within(details).getByText('unverified rule')).toBeTruthy();
  expect(within(details).getByText('Policy limits entered on the case: $25,000.00')).toBeTruthy();
  expect(within(details).getByText('Value exceeds known coverage by $7,000.00')).toBeTruthy();
  const waterfall = screen.getByTestId('prediction-waterfall');
  const labels = Array.from(waterfall.querySelectorAll('title')).map((title) => title.textContent);
  expect(labels.slice(-4)).toEqual([
    'Prediction: $40.0K',
    'Comparative fault: −$8.0K',
    'Policy limits: −$7.0K',
    'Expected recovery: $25.0K',
  ]);
});

it('says there is no single figure where the fault rule leaves it to a finding, with both outcomes and no walk to it', () => {
  const note =
    "No single figure: South Dakota bars recovery unless the client's fault is slight in comparison with the defendant's, which a jury decides without a percentage (S.D. Codified Laws § 20-9-2). At 20% at fault the client recovers $0.00 if the fault is found more than slight, or $32,000.00 if it is slight.";
  const undecided: PredictionRecord = {
    ...record,
    expected_recovery: {
      mean: null,
      lower: 0,
      upper: 64_000,
      adjustments: [
        {
          kind: 'comparative_fault',
          amount: null,
          rule: {
            jurisdiction: 'SD',
            doctrine: 'slight_gross',
            effective_from: '2000-01-01',
            verified: true,
            verified_on: '2026-11-29',
            note: null,
          },
          citation: 'S.D. Codified Laws § 20-9-2',
          label: 'Client 20% at fault in SD (slight/gross negligence, barred unless the fault is slight): no single figure',
        },
      ],
      notes: [note, 'No policy limits entered: recovery is not capped.'],
    },
  };
  render(<PredictionResult record={undecided} />);
  expect(screen.getByTestId('expected-recovery').textContent).toBe('No single figure');
  expect(screen.getByTestId('expected-recovery-range').textContent).toBe('$0.00 – $64,000.00');
  const details = screen.getByTestId('expected-recovery-details');
  expect(within(details).getByText('see the note below')).toBeTruthy();
  expect(within(details).queryByText('unverified rule')).toBeNull();
  expect(within(details).getByText(note)).toBeTruthy();
  expect(details.textContent).not.toContain('−$');
  const labels = Array.from(screen.getByTestId('prediction-waterfall').querySelectorAll('title')).map((title) => title.textContent);
  expect(labels.at(-1)).toBe('Prediction: $40.0K');
});

it('shows no expected recovery for a prediction without one', () => {
  render(<PredictionResult record={{ ...record, expected_recovery: null }} />);
  expect(screen.queryByTestId('expected-recovery')).toBeNull();
});

it('shows the likely (50%) range first, then the 95% range, the measured label and the range precision by its name', () => {
  render(<PredictionResult record={record} />);
  const likely = screen.getByTestId('prediction-likely-range');
  const wide = screen.getByTestId('prediction-range');
  expect(likely.textContent).toBe('$32,000 – $50,000');
  expect(wide.textContent).toBe('$20,000 – $80,000');
  expect(likely.compareDocumentPosition(wide) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getByText('Likely range (50%)')).toBeTruthy();
  // The label is the API's (measured at training); the percentage is called what it is, not a confidence.
  expect(screen.getByTestId('prediction-confidence').textContent).toBe('Medium');
  expect(screen.getByTestId('prediction-range-precision').textContent).toMatch(
    /^Range precision 70\.0%: how narrow the likely range is, not a chance of\s+being right\.$/,
  );
});

it('says when the model learned only from synthetic cases, and shows a firm model as such', () => {
  render(<PredictionResult record={record} />);
  expect(screen.getByTestId('prediction-model-basis').textContent).toBe(
    'Learned only from synthetic cases, not yet from real settlements: its label is at most Medium.',
  );
  cleanup();
  render(<PredictionResult record={{ ...record, model_basis: 'firm', confidence_label: 'High' }} />);
  expect(screen.getByTestId('prediction-model-basis').textContent).toMatch(/firm's settled cases/);
  expect(screen.getByTestId('prediction-confidence').textContent).toBe('High');
});

it('names the 95% range as what the precision is read from on a prediction without a likely range', () => {
  render(<PredictionResult record={{ ...record, likely_range: null, confidence_label: 'Low' }} />);
  expect(screen.queryByTestId('prediction-likely-range')).toBeNull();
  expect(screen.getByTestId('prediction-confidence').textContent).toBe('Low');
  expect(screen.getByTestId('prediction-range-precision').textContent).toMatch(/how narrow the 95% range is/);
});

it('says a value below the facts minimum is indicative and names the facts it needs; an estimate says nothing of it', () => {
  render(
    <PredictionResult
      record={{
        ...record,
        value_status: 'indicative',
        confidence_label: 'Low',
        facts_needed: [
          { fact: 'injuries', label: 'Injuries' },
          { fact: 'medical_costs', label: 'Medical costs' },
        ],
      }}
    />,
  );
  expect(screen.getByTestId('prediction-indicative').textContent).toBe(
    'Indicative only: too little is known for an estimate. Enter injuries and medical costs to value this case.',
  );
  cleanup();
  render(<PredictionResult record={record} />);
  expect(screen.queryByTestId('prediction-indicative')).toBeNull();
  expect(screen.queryByTestId('prediction-below-specials')).toBeNull();
});

it('names the reason an objective injury is valued below its specials', () => {
  const reason = "Valued below the medical costs despite objective injuries because of the client's 40% share of fault.";
  render(<PredictionResult record={{ ...record, below_specials_reason: reason }} />);
  expect(screen.getByTestId('prediction-below-specials').textContent).toBe(reason);
});
