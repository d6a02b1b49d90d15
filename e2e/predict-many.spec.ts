// Journey: an owner turns the task digest off in Settings, predicts all open cases with a progress bar, then sees a
// case's prediction marked out of date after its facts change and refreshes it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { newEmail, openAccount } from './support/accounts';

async function createCase(request: APIRequestContext, body: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/cases', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('notification settings, predict all open cases, and an out-of-date prediction refreshed', async ({ page }) => {
  test.setTimeout(240_000);
  const email = newEmail('batch', 'example.com');
  await openAccount(page, { name: 'Bea Owner', email, password: 'predict many journey 1', company: 'Bea Law' });
  const request = page.request;

  await page.goto('/dashboard/settings');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  const digest = notifications.getByRole('checkbox', { name: /Daily task digest/ });
  await expect(notifications.getByRole('checkbox', { name: /Deadline reminders/ })).toBeChecked();
  await expect(digest).toBeChecked();
  await digest.uncheck();
  await expect(digest).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('checkbox', { name: /Daily task digest/ })).not.toBeChecked();

  await expect
    .poll(async () => ((await (await request.get('/api/prediction-models')).json()) as { active: unknown }).active !== null, {
      timeout: 180_000,
      intervals: [1000],
    })
    .toBe(true);
  const caseIds: string[] = [];
  for (const clientName of ['Ada Open', 'Bo Open', 'Cy Open']) {
    caseIds.push(
      await createCase(request, { clientName, status: 'open', dateOpened: '2025-03-01', liability: 0.9, insuranceLimits: 100000 }),
    );
  }

  await page.goto('/dashboard/predictions');
  await page.getByRole('button', { name: 'Predict all open cases' }).click();
  await expect(page.getByRole('progressbar', { name: 'Predicting open cases' })).toBeVisible();
  await expect(page.getByText('Predicted 3 of 3 open cases.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'Predicting open cases' })).toHaveAttribute('aria-valuenow', '100');

  const caseId = caseIds[0]!;
  await page.goto(`/dashboard/case/${caseId}`);
  const panel = page.getByRole('region', { name: 'Case Value Prediction' });
  await expect(panel.getByTestId('predicted-value')).toHaveText(/^\$[\d,]+$/);
  await expect(panel.getByText(/Out of date/)).toHaveCount(0);
  const changed = await request.patch(`/api/cases/${caseId}`, { data: { liability: 0.5 } });
  expect(changed.status()).toBe(200);
  await page.reload();
  await expect(panel.getByText("Out of date: the case's facts changed after this prediction was made.")).toBeVisible();
  await panel.getByRole('button', { name: 'Refresh prediction' }).click();
  await expect(panel.getByText(/Out of date/)).toHaveCount(0);
});
