// Journey: a case's money from bills to the closing statement: a provider and its bill, a policy, a demand and an offer
// (with the chance of beating it once predicted), a cost, a lien, the fee agreement, Settled with amount and date, the PDF.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { newEmail, openAccount } from './support/accounts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function openTab(page: Page, name: string, address: string) {
  await page.getByRole('tablist', { name: 'Case sections' }).getByRole('tab', { name, exact: true }).click();
  // Overview is the page's own address (no ?tab).
  if (address === 'overview') await expect(page).not.toHaveURL(/[?&]tab=/);
  else await expect(page).toHaveURL(new RegExp(`[?&]tab=${address}`));
}

test('enter bills, a policy, a demand and an offer, costs and a lien, settle the case and download its statement', async ({ page }) => {
  test.setTimeout(300_000);
  const email = newEmail('money', 'example.com');
  await openAccount(page, { name: 'Morgan Money', email, password: 'money journey 1', company: 'Morgan Injury Law' });
  const request = page.request;

  const created = await request.post('/api/cases', {
    data: {
      clientName: 'Rosa Delgado',
      status: 'open',
      dateOpened: daysAgo(200),
      liability: 0.9,
      jurisdiction: 'TX',
      caseType: 'motor_vehicle',
      carrier: 'State Farm',
      insuranceLimits: 100000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const caseId = ((await created.json()) as { id: string }).id;
  await request.post(`/api/cases/${caseId}/injuries`, { data: { type: 'Herniated disc', bodyPart: 'Back', severity: 'severe' } });
  await page.goto(`/dashboard/case/${caseId}`);
  await expect(page.getByRole('heading', { name: 'Rosa Delgado', level: 1 })).toBeVisible();

  // The tabs: arrow keys move between them, and the address keeps the choice across a reload.
  const tabs = page.getByRole('tablist', { name: 'Case sections' });
  await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Medical' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=medical/);
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Medical' })).toHaveAttribute('aria-selected', 'true');

  // Medical: a provider whose records were requested, and a bill typed with thousands separators.
  await page.getByRole('button', { name: 'Add provider' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add provider' });
  await dialog.getByLabel('Provider name').fill('Mercy Hospital');
  await dialog.getByLabel('Specialty').fill('Emergency');
  await dialog.getByRole('group', { name: 'Medical records request' }).getByLabel('Status').selectOption({ label: 'Requested' });
  await dialog.getByRole('group', { name: 'Medical records request' }).getByLabel('Requested on').fill(daysAgo(40));
  await dialog.getByRole('group', { name: 'Medical records request' }).getByLabel('Follow-up due').fill(daysAgo(10));
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog).toBeHidden();
  const provider = page.getByRole('region', { name: 'Providers and bills' });
  await expect(provider.getByRole('heading', { name: /Mercy Hospital/ })).toBeVisible();
  await expect(provider.getByText(/follow-up due .* \(overdue\)/)).toBeVisible();

  await provider.getByRole('button', { name: 'Add bill' }).click();
  dialog = page.getByRole('dialog', { name: 'Add bill' });
  await dialog.getByLabel('Service from').fill(daysAgo(150));
  await dialog.getByLabel('Billed').fill('12,500.50');
  await dialog.getByLabel('Paid').fill('2,000');
  await dialog.getByLabel('Adjusted').fill('1.005');
  await dialog.getByRole('button', { name: 'Add bill' }).click();
  await expect(dialog.getByText('Must have at most 2 decimals')).toBeVisible();
  await dialog.getByLabel('Adjusted').fill('500.25');
  await dialog.getByRole('button', { name: 'Add bill' }).click();
  await expect(dialog).toBeHidden();
  const bills = page.getByRole('table', { name: 'Bills of Mercy Hospital' });
  await expect(bills.getByRole('row')).toHaveCount(2);
  await expect(bills).toContainText('$10,000.25');
  await expect(page.getByTestId('total-billed')).toHaveText('$12,500.50');
  await expect(page.getByTestId('total-outstanding')).toHaveText('$10,000.25');

  // Insurance: the defendant (a party, added on the Overview) and the defendant's policy.
  await openTab(page, 'Overview', 'overview');
  await page.getByRole('region', { name: 'Parties' }).getByRole('button', { name: 'Add party' }).click();
  dialog = page.getByRole('dialog', { name: 'Add party' });
  await dialog.getByLabel('Name').fill('Derek Driver');
  await dialog.getByRole('button', { name: 'Add party' }).click();
  await expect(dialog).toBeHidden();
  await openTab(page, 'Insurance', 'insurance');
  await page.getByRole('button', { name: 'Add policy for Derek Driver' }).click();
  dialog = page.getByRole('dialog', { name: 'Add policy' });
  await dialog.getByLabel('Carrier').fill('State Farm');
  await dialog.getByLabel('Per-person limit').fill('100,000');
  await dialog.getByLabel('Per-accident limit').fill('300,000');
  await dialog.getByLabel('Claim number').fill('SF-55-0192');
  await dialog.getByLabel('Adjuster', { exact: true }).fill('Pat Adjuster');
  await dialog.getByRole('button', { name: 'Add policy' }).click();
  await expect(dialog).toBeHidden();
  const policies = page.getByRole('list', { name: 'Policies of Derek Driver' });
  await expect(policies).toContainText('State Farm');
  await expect(policies).toContainText('Bodily injury');
  await expect(policies).toContainText('$100,000.00');
  await expect(policies).toContainText('SF-55-0192');

  // Negotiation: a demand and an offer.
  await openTab(page, 'Negotiation', 'negotiation');
  for (const [kind, amount, days] of [
    ['Demand', '150,000', 60],
    ['Offer', '40,000', 30],
  ] as const) {
    await page.getByRole('button', { name: 'Log demand or offer' }).click();
    dialog = page.getByRole('dialog', { name: 'Log a demand or offer' });
    await dialog.getByLabel('Kind').selectOption({ label: kind });
    await dialog.getByLabel('Date').fill(daysAgo(days));
    await dialog.getByLabel('Amount').fill(amount);
    await dialog.getByLabel('From').fill(kind === 'Demand' ? 'Morgan Injury Law' : 'State Farm');
    await dialog.getByRole('button', { name: 'Add to log' }).click();
    await expect(dialog).toBeHidden();
  }
  const log = page.getByRole('table', { name: 'Negotiation log' });
  await expect(log.getByRole('row')).toHaveCount(3);
  const offerRow = log.getByRole('row', { name: /Offer/ });
  await expect(offerRow).toContainText('$40,000.00');
  await expect(offerRow).toContainText('Needs a prediction');
  await expect(page.getByRole('img', { name: /Negotiation over time: 1 demands and 1 offers without a prediction/ })).toBeVisible();

  // Once the case has a prediction, the offer shows the chance of beating it, and the chart the ranges.
  await expect
    .poll(async () => ((await (await request.get('/api/prediction-models')).json()) as { active: unknown }).active !== null, {
      timeout: 180_000,
      intervals: [1000],
    })
    .toBe(true);
  await openTab(page, 'Overview', 'overview');
  const panel = page.getByRole('region', { name: 'Case Value Prediction' });
  await panel.getByRole('button', { name: 'Generate Prediction' }).click();
  await expect(panel.getByTestId('predicted-value')).toHaveText(/^\$[\d,]+$/);
  await openTab(page, 'Negotiation', 'negotiation');
  await expect(log.getByRole('row', { name: /Offer/ }).getByText(/^(\d{1,3}%|under 1%|over 99%)$/)).toBeVisible();
  await expect(page.getByRole('img', { name: /against the predicted value of \$[\d,]+\.\d\d \(95% range/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('95% range');

  // Costs and liens.
  await openTab(page, 'Costs', 'costs');
  await page.getByRole('button', { name: 'Add cost' }).click();
  dialog = page.getByRole('dialog', { name: 'Add cost' });
  await dialog.getByLabel('Payee').fill('County Clerk');
  await dialog.getByLabel('Description').fill('Filing fee');
  await dialog.getByLabel('Amount').fill('435');
  await dialog.getByRole('button', { name: 'Add cost' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('costs-total')).toHaveText('$435.00');

  await openTab(page, 'Liens', 'liens');
  await page.getByRole('button', { name: 'Add lien' }).click();
  dialog = page.getByRole('dialog', { name: 'Add lien' });
  await dialog.getByLabel('Holder').fill('Medicare');
  await dialog.getByLabel('Asserted').fill('3,000');
  await dialog.getByLabel('Final').fill('2,400');
  await dialog.getByLabel('Lien status').selectOption({ label: 'Final' });
  await dialog.getByLabel('Reduction requested').check();
  await dialog.getByLabel('Reduction granted').check();
  await dialog.getByRole('button', { name: 'Add lien' }).click();
  await expect(dialog).toBeHidden();
  const liens = page.getByRole('table', { name: 'Liens' });
  await expect(liens.getByRole('row', { name: /Medicare/ })).toContainText('$2,400.00');
  await expect(liens.getByRole('row', { name: /Medicare/ })).toContainText('Granted');

  // The fee agreement: an exact third of the gross.
  await openTab(page, 'Settlement', 'settlement');
  await expect(page.getByRole('region', { name: 'Settlement statement' })).toContainText(/settlement amount|settled/i);
  await page.getByLabel('Fee percent').fill('33 1/3');
  await page.getByLabel('Gross settlement').check();
  await page.getByRole('button', { name: 'Save fee agreement' }).click();
  await expect(page.getByText('The fee agreement was saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fee agreement' })).toContainText('33⅓%, on the gross settlement.');

  // Settled asks for the amount and the date closed.
  await page.getByLabel('Phase', { exact: true }).selectOption({ label: 'Settled' });
  dialog = page.getByRole('dialog', { name: 'Mark this case Settled' });
  await dialog.getByRole('button', { name: 'Mark as Settled' }).click();
  await expect(dialog.getByText('Enter the settlement amount (0 or more)')).toBeVisible();
  await dialog.getByLabel('Settlement amount').fill('85,000');
  await dialog.getByLabel('Date closed').fill(daysAgo(1));
  await dialog.getByRole('button', { name: 'Mark as Settled' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Actual Settlement')).toBeVisible();

  // The statement: 85,000 − 28,333.33 fee − 435 costs − 2,400 lien − 10,000.25 unpaid medical = 43,831.42.
  const statementTable = page.getByRole('table', { name: 'Settlement statement' });
  await expect(page.getByTestId('statement-gross')).toHaveText('$85,000.00');
  await expect(statementTable.getByRole('row', { name: /Attorney fee/ }).last()).toContainText('$28,333.33');
  await expect(page.getByTestId('statement-net')).toHaveText('$43,831.42');
  const statement = (await (await request.get(`/api/cases/${caseId}/settlement-statement`)).json()) as {
    gross: number;
    fee: number;
    netToClient: number;
    lines: Array<{ amount: number }>;
  };
  expect(statement).toMatchObject({ gross: 85000, fee: 28333.33, netToClient: 43831.42 });
  const tableAmounts = (await statementTable.locator('td').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(tableAmounts).toEqual([statement.gross, ...statement.lines.map((line) => line.amount)]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  // The PDF is kept as a version of the case documents.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Settlement statement' })).toContainText(/Version 1 of the PDF/);

  // The demand package downloads as a PDF too.
  const demand = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Demand package (for the insurer)' }).click();
  const demandBytes = readFileSync((await (await demand).path())!);
  expect(demandBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The letter that left the firm is kept among the case's documents.
  await openTab(page, 'Overview', 'overview');
  const caseDocuments = page.getByRole('region', { name: /^Documents/ });
  await expect(caseDocuments).toContainText(/Demand letter \d{4}-\d{2}-\d{2} - Rosa Delgado\.pdf/);
  const demandLetters = async () =>
    (
      (await (await request.get(`/api/cases/${caseId}/documents`)).json()) as { items: Array<{ name: string; category: string }> }
    ).items.filter((document) => document.name.startsWith('Demand letter'));
  expect(await demandLetters()).toEqual([expect.objectContaining({ category: 'Correspondence' })]);

  // Settings: the owner changes the firm's demand letter; an unknown placeholder is refused first.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  const templateSection = page.getByRole('region', { name: 'Demand letter template' });
  await expect(templateSection.getByTestId('demand-template-version')).toHaveText(
    'The default letter: no one in the firm has changed it yet.',
  );
  const letterText = templateSection.getByLabel('Letter text');
  await expect(letterText).toHaveValue(/\{\{demand_amount\}\}/);
  await letterText.fill('Dear {{adjuster}},\n\nWe demand {{demand_amount}}.');
  await templateSection.getByRole('button', { name: 'Save template' }).click();
  await expect(templateSection.getByText('Unknown placeholder: {{adjuster}}')).toBeVisible();
  const firmLetter =
    'Dear {{adjuster_name}},\n\nOn behalf of {{client_name}} we demand {{demand_amount}} (claim {{claim_number}}).\n\n{{attorney_name}}';
  await letterText.fill(firmLetter);
  await templateSection.getByRole('button', { name: 'Save template' }).click();
  await expect(templateSection.getByText('The demand letter template was saved.')).toBeVisible();
  await expect(templateSection.getByTestId('demand-template-version')).toContainText("The firm's own letter, last changed by Morgan Money");
  const template = (await (await request.get('/api/firm/demand-template')).json()) as { body: string; isDefault: boolean };
  expect(template).toMatchObject({ isDefault: false, body: expect.stringContaining('On behalf of {{client_name}}') });
  // The next demand letter is made from the new text: a different file, kept beside the first.
  const again = await request.get(`/api/cases/${caseId}/demand-package.pdf`);
  expect(again.status()).toBe(200);
  expect(await demandLetters()).toHaveLength(2);
  // Settings → Firm activity: the owner sees who changed the letter and when, newest first; a second change shows
  // the letter before and after, collapsed until opened.
  const activity = page.getByRole('region', { name: 'Firm activity' });
  const activityEntries = activity.getByRole('list', { name: 'Firm activity, newest first' }).getByRole('listitem');
  await expect(activityEntries).toHaveCount(1);
  await expect(activityEntries.first()).toContainText("Morgan Money added the firm's demand letter template");
  await letterText.fill(`${firmLetter}\n\nSincerely,`);
  await templateSection.getByRole('button', { name: 'Save template' }).click();
  await expect(templateSection.getByText('The demand letter template was saved.')).toBeVisible();
  await expect(activityEntries).toHaveCount(2);
  const latestChange = activityEntries.first();
  await expect(latestChange).toContainText("Morgan Money changed the firm's demand letter template");
  const after = latestChange.getByRole('group', { name: 'After' });
  await expect(after).toBeHidden();
  await latestChange.getByText('Letter text: show the text before and after').click();
  await expect(latestChange.getByRole('group', { name: 'Before' })).toContainText('(claim {{claim_number}}).');
  await expect(latestChange.getByRole('group', { name: 'Before' })).not.toContainText('Sincerely,');
  await expect(after).toContainText('Sincerely,');
  // On a phone with both letters open, the list fits (nothing scrolls sideways) and axe finds no serious problem in it.
  await page.setViewportSize({ width: 375, height: 812 });
  await latestChange.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page, '[aria-labelledby="firm-activity-heading"]')).toEqual([]);
  await activity.screenshot({ path: 'test-results/firm-activity-phone.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The Predictions overview: the settlement money of the firm's one settled case, the same figures as the API.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Predictions' }).click();
  const moneyCard = page.getByRole('region', { name: 'Settlement money' });
  const analytics = (await (await request.get('/api/analytics')).json()) as {
    money: {
      specialsMultiples: Array<{ caseType: string; multiple: number }>;
      fees: { averageFee: number };
      demandToSettlement: { averageDays: number };
    };
  };
  expect(analytics.money.fees.averageFee).toBe(28333.33);
  expect(analytics.money.demandToSettlement.averageDays).toBe(59);
  expect(analytics.money.specialsMultiples).toEqual([expect.objectContaining({ caseType: 'Motor vehicle', multiple: 6.8 })]);
  await expect(moneyCard.getByTestId('money-average-fee')).toHaveText('$28,333.33');
  await expect(moneyCard.getByTestId('money-average-net')).toHaveText('$43,831.42');
  await expect(moneyCard.getByTestId('money-demand-days')).toHaveText('59 days');
  const multiples = moneyCard.getByRole('table', { name: 'Specials-to-settlement multiple by case type' });
  await expect(multiples.getByRole('row', { name: /Motor vehicle/ })).toContainText('6.80×');
  // Legible on a phone: the card fits, and the page never scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await moneyCard.scrollIntoViewIfNeeded();
  await expect(multiples.getByRole('row', { name: /Motor vehicle/ })).toContainText('$85,000.00 on $12,500.50 billed');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
