// Journey: an owner predicts a case's settlement value, sees it again after a reload, and retrains the firm's model.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { newEmail, openAccount } from './support/accounts';

async function createCase(request: APIRequestContext, body: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/cases', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('generate a prediction, see it after a reload, and retrain the model', async ({ page }) => {
  test.setTimeout(240_000);
  const email = newEmail('predictions', 'example.com');
  await openAccount(page, { name: 'Priya Owner', email, password: 'prediction journey 1', company: 'Priya Law' });
  const request = page.request;

  // The base model trains after the server starts: wait until it is stored.
  await expect
    .poll(async () => ((await (await request.get('/api/prediction-models')).json()) as { active: unknown }).active !== null, {
      timeout: 180_000,
      intervals: [1000],
    })
    .toBe(true);

  const caseId = await createCase(request, {
    clientName: 'Dana Whitfield',
    status: 'open',
    dateOpened: '2024-03-01',
    carrier: 'State Farm',
    insuranceLimits: 100000,
    liability: 0.9,
    jurisdiction: 'TX',
    caseType: 'motor_vehicle',
  });
  await request.post(`/api/cases/${caseId}/injuries`, {
    data: { type: 'Herniated disc', bodyPart: 'Back', severity: 'severe', description: 'Herniated lumbar disc' },
  });
  await request.post(`/api/cases/${caseId}/treatments`, {
    data: { type: 'physical_therapy', provider: 'Core PT', startDate: '2024-03-05', endDate: '2024-06-30', cost: 6400, duration: 117 },
  });

  await page.goto(`/dashboard/case/${caseId}`);
  const panel = page.getByRole('region', { name: 'Case Value Prediction' });
  await expect(panel.getByText('No prediction yet.')).toBeVisible();
  await panel.getByRole('button', { name: 'Generate Prediction' }).click();
  await expect(panel.getByTestId('predicted-value')).toHaveText(/^\$[\d,]+$/);
  // The label comes from measured error; a model that learned only from synthetic cases is never High.
  await expect(panel.getByTestId('prediction-confidence')).toHaveText(/^(Medium|Low)$/);
  await expect(panel.getByTestId('prediction-range-precision')).toHaveText(/^Range precision \d+\.\d%: .*not a chance of\s+being right\.$/);
  await expect(panel.getByTestId('prediction-model-basis')).toBeVisible();
  await expect(panel.getByText('Likely range (50%)')).toBeVisible();
  await expect(panel.getByTestId('prediction-likely-range')).toHaveText(/^\$[\d,]+ – \$[\d,]+$/);
  await expect(panel.getByText('Range (95% confidence)')).toBeVisible();
  await expect(panel.getByTestId('prediction-range')).toHaveText(/^\$[\d,]+ – \$[\d,]+$/);
  await expect(panel.getByTestId('key-factors').getByRole('listitem')).toHaveCount(5);
  await expect(panel.getByTestId('key-factors')).toContainText(/Impact: \d+\.\d%/);
  await expect(panel.getByTestId('top-contributions').getByRole('listitem')).toHaveCount(5);
  await expect(panel.getByTestId('prediction-waterfall')).toBeVisible();
  const value = await panel.getByTestId('predicted-value').textContent();

  // The stored prediction comes back after a reload, and shows in the history.
  await page.reload();
  await expect(panel.getByTestId('predicted-value')).toHaveText(value!);
  await panel.getByRole('tab', { name: 'History' }).click();
  await expect(panel.getByRole('tabpanel')).toContainText(value!);

  // Settled cases of the firm: the retraining data and the similar cases.
  for (let i = 0; i < 24; i++) {
    const costs = 3000 + i * 900;
    await createCase(request, {
      clientName: `Settled Client ${i}`,
      status: 'settled',
      dateOpened: '2022-02-01',
      dateClosed: '2023-05-01',
      actualSettlement: Math.round(costs * 3),
      medicalCosts: costs,
      liability: 1,
      insuranceLimits: 100000,
      carrier: 'GEICO',
      jurisdiction: 'TX',
      caseType: 'motor_vehicle',
    });
  }
  await panel.getByRole('tab', { name: 'Similar settled cases' }).click();
  await page.reload();
  await panel.getByRole('tab', { name: 'Similar settled cases' }).click();
  await expect(panel.getByRole('list', { name: 'Similar settled cases' }).getByRole('listitem')).toHaveCount(5);

  // The owner retrains from the Predictions page and sees the new model in the card or the history.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Predictions' }).click();
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  const model = page.getByRole('region', { name: 'Model' });
  await expect(model.getByTestId('model-card')).toContainText('Base model');
  await model.getByRole('button', { name: 'Retrain' }).click();
  await expect(model.getByTestId('training-progress').getByRole('status').last()).toContainText(/replaced|kept out of use/, {
    timeout: 180_000,
  });
  await expect(model.getByRole('table', { name: 'Model history' }).getByRole('row')).toHaveCount(3);
  const replaced = (await model.getByTestId('training-progress').textContent())!.includes('replaced');
  if (replaced) await expect(model.getByTestId('model-card')).toContainText("Trained on your firm's cases");
  else await expect(model.getByText('Not used (worse)')).toBeVisible();

  // The Settlement Predictor values typed facts without creating a case.
  await page.getByRole('tab', { name: 'Settlement Predictor' }).click();
  await page.getByLabel('Medical costs ($)').fill('25000');
  await page.getByRole('button', { name: 'Predict Settlement' }).click();
  await expect(page.getByTestId('predicted-value')).toHaveText(/^\$[\d,]+$/);
});
