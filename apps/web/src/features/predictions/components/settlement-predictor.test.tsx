// @vitest-environment happy-dom
// The what-if predictor: filled from a case ("What if…"), medical costs counted once, errors under the field.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCaseDetail, makeInjury, makeTreatment } from '../../../../../../packages/domain/src/testing/case-fixtures';
import { PredictionsPage } from '../../analytics/pages/predictions-page';
import { caseKeys } from '../../cases/api';
import { describedText, renderRoutes, route } from '../../../test/render';

const detail = makeCaseDetail({
  id: 'case-1',
  caseNo: 7,
  clientName: 'Jane Doe',
  clientAge: 41,
  liability: 0.75,
  medicalCosts: null,
  insuranceLimits: 50_000,
  carrier: 'GEICO',
  injuries: [makeInjury({ type: 'Whiplash', bodyPart: 'Neck', severity: 'moderate' })],
  treatments: [
    makeTreatment({ type: 'physical_therapy', cost: 4000, duration: 60 }),
    makeTreatment({ id: 't2', type: 'imaging', cost: 1500, duration: 1 }),
  ],
});

function renderWhatIf() {
  return renderRoutes([route('/dashboard/predictions', <PredictionsPage />)], '/dashboard/predictions?case=case-1', [
    [caseKeys.detail('case-1'), detail],
  ]);
}

describe('What if… from a case', () => {
  it('opens the predictor filled from the case, saying nothing is saved', async () => {
    renderWhatIf();
    expect(await screen.findByText(/Filled from Jane Doe \(CASE-0007\)\. Nothing is saved to the case/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Settlement Predictor' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Client age') as HTMLInputElement).value).toBe('41');
    expect((screen.getByLabelText(/^Liability/) as HTMLInputElement).value).toBe('75');
    expect((screen.getByLabelText('Insurance carrier') as HTMLInputElement).value).toBe('GEICO');
    expect((screen.getByLabelText('Treatment 2 cost') as HTMLInputElement).value).toBe('1500');
    expect((screen.getByLabelText('Injury 1 body region') as HTMLSelectElement).value).toBe('neck');
  });

  it('counts medical costs once and says which figure it uses', async () => {
    const user = userEvent.setup();
    renderWhatIf();
    const medical = await screen.findByLabelText('Medical costs ($)');
    expect(describedText(medical)).toMatch(/treatment costs included \(not added to it\)/);
    expect(screen.getByTestId('medical-costs-used').textContent).toBe('Medical costs used: $5,500, the sum of the treatment costs.');

    await user.type(medical, '1000');
    await user.click(screen.getByRole('button', { name: 'Predict Settlement' }));
    expect(
      await screen.findByText('Medical costs include the treatment costs: at least $5,500, or leave it blank to use their sum'),
    ).toBeTruthy();
    expect(medical.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(medical)).toMatch(/at least \$5,500/);

    await user.clear(medical);
    await user.type(medical, '20000');
    expect(screen.getByTestId('medical-costs-used').textContent).toBe(
      'Medical costs used: $20,000 as typed (treatment costs are part of it, not added).',
    );
    const form = screen.getByRole('form', { name: 'Settlement Predictor' });
    expect(within(form).queryByText(/at least \$5,500/)).toBeNull();
  });
});
