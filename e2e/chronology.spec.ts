// Journey: medical records and a bill are uploaded to a case, the chronology is drafted from them on the Medical tab,
// a line is checked against its page and confirmed into a treatment and a bill, and the medical totals show it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { formatDate } from '@casecast/domain';
import { makeItemizedBill, makeProgressNotes } from '../apps/server/src/features/chronology/test/record-pdfs';
import { newEmail, openAccount } from './support/accounts';

const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const shown = (iso: string) => formatDate(iso);

test('a chronology drafted from the records is confirmed into bills', async ({ page }) => {
  test.setTimeout(120_000);
  await openAccount(page, {
    name: 'Casey Chrono',
    email: newEmail('chrono'),
    password: 'medical chronology 1',
    company: 'Chrono Law',
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  const created = await page.request.post('/api/cases', { data: { clientName: 'Jordan Ellis', status: 'open', dateOpened: '2024-01-02' } });
  expect(created.status()).toBe(201);
  const caseId = ((await created.json()) as { id: string }).id;
  const notes = await makeProgressNotes();
  const bill = await makeItemizedBill();

  await page.goto(`/dashboard/case/${caseId}`);
  const documents = page.getByRole('region', { name: /Documents/ });
  await documents.getByLabel('Category for new uploads').selectOption('Medical Records');
  await documents.getByLabel('Choose files to upload').setInputFiles([
    { name: 'Progress notes.pdf', mimeType: 'application/pdf', buffer: notes.pdf },
    { name: 'Statement.pdf', mimeType: 'application/pdf', buffer: bill.pdf },
  ]);
  await expect(documents.getByTestId('document-row')).toHaveCount(2);

  await page.getByRole('tablist', { name: 'Case sections' }).getByRole('tab', { name: 'Medical', exact: true }).click();
  const card = page.getByRole('region', { name: 'Medical chronology' });
  await expect(card.getByText('No chronology drafted yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Draft chronology' }).click();
  const lines = card.getByTestId('chronology-line');
  await expect(lines).toHaveCount(notes.truth.length + bill.truth.length, { timeout: 60_000 });
  // In date order, each with its source page; a visit the notes bill nothing for shows its amount as missing.
  const firstDates = [...notes.truth, ...bill.truth].map((line) => line.serviceDate).sort();
  await expect(lines.first()).toContainText(shown(firstDates[0]!));
  const unbilled = notes.truth.find((line) => line.billedCents === null);
  if (unbilled)
    await expect(
      lines
        .filter({ hasText: shown(unbilled.serviceDate) })
        .filter({ hasText: 'Progress notes.pdf' })
        .getByText('Missing'),
    ).toBeVisible();

  const target = bill.truth[0]!;
  const row = lines.filter({ hasText: 'Statement.pdf' }).filter({ hasText: shown(target.serviceDate) });
  await expect(row).toContainText(target.provider);
  await expect(row).toContainText(usd(target.billedCents!));
  await expect(row.getByRole('link', { name: 'Statement.pdf, p. 1' })).toHaveAttribute('href', /\/content#page=1$/);

  const axe = await new AxeBuilder({ page })
    .include('[aria-labelledby="medical-chronology-heading"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);

  await row.getByRole('button', { name: /Check and confirm/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Check the chronology line' });
  await expect(dialog.getByLabel('Provider')).toHaveValue(target.provider);
  await expect(dialog.getByLabel('Billed ($)')).toHaveValue((target.billedCents! / 100).toFixed(2));
  await dialog.getByRole('button', { name: 'Confirm into treatment and bill' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Confirmed')).toBeVisible();

  // The bill is on the Medical tab, under its provider, and in the totals.
  await expect(page.getByTestId('total-billed')).toHaveText(usd(target.billedCents!));
  await expect(page.getByRole('table', { name: `Bills of ${target.provider}` })).toContainText(usd(target.billedCents!));
});
