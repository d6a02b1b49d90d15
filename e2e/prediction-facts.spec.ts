// Journey: an attorney enters every fact that drives a case's value in the new-case wizard, sees them on the case,
// predicts, and sees the expected recovery follow when the client's fault and the policy limits change in the edit form,
// the value follow the lost wages, and which missing fact would narrow the range most.
import { expect, test, type Page } from '@playwright/test';
import { newEmail, openAccount } from './support/accounts';

async function next(page: Page, stepHeading: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: stepHeading, exact: true })).toBeVisible();
}

async function saveFromEditForm(page: Page) {
  for (const heading of ['Injuries', 'Treatments', 'Documents']) await next(page, heading);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/case\/[^/]+$/);
}

test('enter every value fact in the wizard, see them on the case, see the prediction follow fault, lost wages and policy limits, and which missing fact narrows the range most', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = newEmail('prediction-facts', 'example.com');
  await openAccount(page, { name: 'Rosa Advocate', email, password: 'prediction facts 1', company: 'Rosa Law' });
  await expect
    .poll(async () => ((await (await page.request.get('/api/prediction-models')).json()) as { active: unknown }).active !== null, {
      timeout: 180_000,
      intervals: [1000],
    })
    .toBe(true);

  await page.goto('/dashboard/cases/new');
  await page.getByLabel('Client Name').fill('Tomas Reyes');
  await page.getByLabel('Insurance Carrier').fill('Progressive');
  await page.getByLabel('Insurance Limits').fill('1000000');
  await page.getByLabel('Incident Date').fill('2025-03-14');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'California' });
  await page.getByLabel('Client Date of Birth').fill('1981-07-02');
  await page.getByLabel('Case Type').selectOption({ label: 'Truck' });
  // A share of fault above 100% is refused under the field, in percent.
  await page.getByLabel("Client's Share of Fault (%)").fill('120');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText("Client's share of fault must be a percentage from 0 to 100")).toBeVisible();
  await page.getByLabel("Client's Share of Fault (%)").fill('20');
  await page.getByLabel('Medical Costs').fill('48000');
  await page.getByLabel('Lost Wages').fill('9000');
  await page.getByLabel('Work Days Missed').fill('40');
  await page.getByLabel('Property Damage').fill('12000');
  await next(page, 'Injuries');
  await page.getByRole('button', { name: 'Add Injury' }).click();
  const injury = page.getByRole('group', { name: 'Injury 1' });
  await injury.getByLabel('Type').fill('Fracture');
  await injury.getByLabel('Body Part').fill('Left wrist');
  await injury.getByLabel('Severity').selectOption('severe');
  await next(page, 'Treatments');
  await page.getByRole('button', { name: 'Add Treatment' }).click();
  const treatment = page.getByRole('group', { name: 'Treatment 1' });
  await treatment.getByLabel('Type').fill('ORIF');
  await treatment.getByLabel('Provider').fill('Bay Orthopedics');
  await treatment.getByLabel('Start Date').fill('2025-03-15');
  await treatment.getByLabel('End Date').fill('2025-03-16');
  await treatment.getByLabel('Cost').fill('31500');
  await next(page, 'Documents');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/case\/[^/]+$/);
  const caseUrl = page.url();

  // The header shows every fact, as words and percent. The treatment's cost became a bill of Bay Orthopedics, which
  // wins over the $48,000 typed as medical costs (the figure the Medical tab and the prediction use).
  await expect(page.getByRole('heading', { name: 'Tomas Reyes', level: 1 })).toBeVisible();
  const facts = page.locator('dl').first();
  for (const text of [
    'Truck',
    'California',
    '$1,000,000',
    "Client's Share of Fault",
    '20%',
    '$31,500.00 billed (1 bill)',
    '$9,000.00 as entered on the case',
    '40',
    '$12,000',
    '(from date of birth)',
  ]) {
    await expect(facts).toContainText(text);
  }
  await expect(page.getByText('$31,500').first()).toBeVisible();
  // The Medical tab has the provider and its bill without retyping; lost wages are the typed figure there too.
  const sections = page.getByRole('tablist', { name: 'Case sections' });
  await sections.getByRole('tab', { name: 'Medical', exact: true }).click();
  await expect(page.getByTestId('total-billed')).toHaveText('$31,500.00');
  await expect(page.getByTestId('total-lost-wages')).toHaveText('$9,000.00');
  await expect(page.getByText('Bay Orthopedics').first()).toBeVisible();
  await sections.getByRole('tab', { name: 'Overview', exact: true }).click();

  // The prediction: every fact entered, so nothing is listed as missing; the fault rule of California applies.
  const panel = page.getByRole('region', { name: 'Case Value Prediction' });
  await panel.getByRole('button', { name: 'Generate Prediction' }).click();
  await expect(panel.getByTestId('predicted-value')).toHaveText(/^\$[\d,]+$/);
  await expect(panel.getByTestId('missing-facts')).toHaveCount(0);
  await expect(panel.getByTestId('expected-recovery-details')).toContainText('Client 20% at fault in CA');
  const firstRecovery = await panel.getByTestId('expected-recovery').textContent();

  // More fault in the edit form (one save): the header and the expected recovery follow.
  await page.getByRole('link', { name: 'Edit Case' }).click();
  await expect(page.getByLabel("Client's Share of Fault (%)")).toHaveValue('20');
  await expect(page.getByLabel('Case Type')).toHaveValue('truck');
  await page.getByLabel("Client's Share of Fault (%)").fill('60');
  await saveFromEditForm(page);
  await expect(page.locator('dl').first()).toContainText('60%');
  await panel.getByRole('button', { name: 'Generate Prediction' }).click();
  await expect(panel.getByTestId('expected-recovery-details')).toContainText('Client 60% at fault in CA');
  await expect(panel.getByTestId('expected-recovery')).not.toHaveText(firstRecovery!);

  // Lost wages are a fact the model reads: more of them, a higher value.
  const valueBefore = Number((await panel.getByTestId('predicted-value').textContent())!.replace(/[^\d.]/g, ''));
  await page.getByRole('link', { name: 'Edit Case' }).click();
  await expect(page.getByLabel('Lost Wages')).toHaveValue('9000');
  await page.getByLabel('Lost Wages').fill('120000');
  await saveFromEditForm(page);
  await expect(page.locator('dl').first()).toContainText('$120,000');
  await panel.getByRole('button', { name: 'Generate Prediction' }).click();
  await expect
    .poll(async () => Number((await panel.getByTestId('predicted-value').textContent())!.replace(/[^\d.]/g, '')))
    .toBeGreaterThan(valueBefore);

  // A $25,000 policy: the expected recovery is capped at it.
  await page.getByRole('link', { name: 'Edit Case' }).click();
  await page.getByLabel('Insurance Limits').fill('25000');
  await saveFromEditForm(page);
  await expect(page.locator('dl').first()).toContainText('$25,000');
  await panel.getByRole('button', { name: 'Generate Prediction' }).click();
  await expect(panel.getByTestId('expected-recovery-details')).toContainText('Capped at known coverage of $25,000.00');
  const capped = Number((await panel.getByTestId('expected-recovery').textContent())!.replace(/[^\d.]/g, ''));
  expect(capped).toBeLessThanOrEqual(25_000);

  // Clearing the policy limits, lost wages and work days missed: the prediction says it was made without them
  // instead of guessing them, and which of them would narrow the range most, listed first.
  await page.getByRole('link', { name: 'Edit Case' }).click();
  await page.getByLabel('Insurance Limits').fill('');
  await page.getByLabel('Lost Wages').fill('');
  await page.getByLabel('Work Days Missed').fill('');
  await saveFromEditForm(page);
  await panel.getByRole('button', { name: 'Generate Prediction' }).click();
  const missing = panel.getByTestId('missing-facts');
  for (const text of ['Policy limits', 'Lost wages', 'Work days missed', 'missing']) await expect(missing).toContainText(text);
  // The advice is measured: it names the fact that narrows the range most, or says that none of them alone would
  // (policy limits are a cap, not a model input, so with injuries and costs entered the rest may move it little).
  const advice = panel.getByTestId('narrowing-advice');
  await expect(advice).toContainText(
    /would narrow the range most \(by about \d+(\.\d)?%\)|none of them alone would narrow the range noticeably/,
  );
  const advised = (await advice.textContent())!.match(/^Entering (.+?) would narrow the range most/)?.[1];
  if (advised) await expect(missing.getByRole('listitem').first()).toContainText(new RegExp(advised, 'i'));
  await expect(page).toHaveURL(caseUrl);
});
