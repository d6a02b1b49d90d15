// Moving in: a CASEpeer-style case list uploaded, its preview read (what each column becomes, the rows with errors),
// one column's field changed, the cases imported; the imported case has its statute of limitations from its state;
// then a file of medical bills naming the cases by their old ids.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { newEmail, openAccount } from './support/accounts';

const CSV = [
  'Case ID,Client Name,State,DOB,Case Status,Date Opened,Date of Incident,Venue,File Label',
  'CP-501,Rosa Quintero,Texas,04/12/1985,Treating,03/01/2025,02/10/2025,Travis County,Rear-end on I-35',
  'CP-502,Ned Stark,Westeros,,Intake,03/05/2025,,,',
].join('\n');

const BILLS = [
  'Case ID,Provider,Date of Service,Billed,Paid,Adjusted',
  'CP-501,Austin Imaging,03/20/2025,"$1,234.56",$200.00,$34.56',
  'CP-999,Austin Imaging,03/21/2025,$50.00,,',
].join('\n');

test('imports a CASEpeer-style case list: preview, one mapping changed, the case has its Texas statute', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAccount(page, { name: 'Mia Mover', email: newEmail('moving'), password: 'moving journey 1' });
  await page.goto('/dashboard/cases/import');
  await expect(page.getByRole('heading', { name: 'Import Cases', level: 1 })).toBeVisible();
  await page.getByLabel('Choose CSV file').setInputFiles({ name: 'casepeer-cases.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });

  // The preview: the source chosen, each column's field and what the first row becomes.
  const source = page.getByLabel('Exported from');
  await expect(source).toBeVisible();
  await source.selectOption({ label: 'CASEpeer' });
  await expect(source).toHaveValue('casepeer');
  const rowOf = (column: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: column, exact: true }) });
  await expect(page.getByLabel('Case field for State')).toHaveValue('state');
  await expect(rowOf('State').getByRole('cell').last()).toHaveText('TX');
  await expect(rowOf('DOB').getByRole('cell').last()).toHaveText('1985-04-12');
  await expect(rowOf('File Label').getByRole('cell').last()).toHaveText('ignored');
  await expect(page.getByText('Row 2:')).toBeVisible();
  await expect(page.getByText(/State must be the two-letter code of a US state/)).toBeVisible();

  // One column's field changed: the file label becomes the case title.
  await page.getByLabel('Case field for File Label').selectOption({ label: 'Title' });
  await expect(rowOf('File Label').getByRole('cell').last()).toHaveText('Rear-end on I-35');

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);

  await page.getByRole('button', { name: 'Import 1 case' }).click();
  await expect(page.getByRole('heading', { name: 'Imported 1 case' })).toBeVisible();
  await page.getByRole('link', { name: 'View cases' }).click();
  await page.getByRole('row', { name: /^Open case Rosa Quintero/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/case\/[^/]+$/);
  const deadlines = page.getByRole('region', { name: 'Deadlines', exact: true });
  await expect(deadlines).toContainText('Statute of limitations');
  await expect(deadlines).toContainText('Tex. Civ. Prac. & Rem. Code § 16.003(a)');

  // Then the old system's bills file: each row names its case by the case id the case list brought.
  await page.goto('/dashboard/cases/import');
  await page.getByLabel('The file holds').selectOption({ label: 'Medical bills' });
  await page.getByLabel('Choose CSV file').setInputFiles({ name: 'casepeer-bills.csv', mimeType: 'text/csv', buffer: Buffer.from(BILLS) });
  await expect(page.getByRole('heading', { name: '2. Map columns to fields (Medical bills)' })).toBeVisible();
  await expect(page.getByLabel('Field for Date of Service')).toHaveValue('serviceFrom');
  await expect(rowOf('Billed').getByRole('cell').last()).toHaveText('1234.56');
  await expect(rowOf('Date of Service').getByRole('cell').last()).toHaveText('2025-03-20');
  await expect(page.getByText('Unknown case: no case of the firm was imported with the case id CP-999')).toBeVisible();
  await page.getByRole('button', { name: 'Import 1 record' }).click();
  await expect(page.getByRole('heading', { name: 'Imported 1 record' })).toBeVisible();
});
