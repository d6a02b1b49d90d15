// Journey: a scanned record (a PDF that is only a picture of its page) is uploaded to a case, read by OCR in the
// background, and found by a word inside it, on the case and on the firm's Documents page.
import { expect, test } from '@playwright/test';
import { makeScannedPdf } from '../apps/server/src/features/documents/test/text-fixtures';
import { newEmail, openAccount } from './support/accounts';

test('a scanned record is found by a word inside it', async ({ page }) => {
  test.setTimeout(120_000);
  const email = newEmail('scans');
  await openAccount(page, { name: 'Riley Records', email, password: 'scanned records 1', company: 'Scan & Co' });
  await expect(page).toHaveURL(/\/dashboard$/);
  const created = await page.request.post('/api/cases', { data: { clientName: 'Harper Quinn', status: 'open', dateOpened: '2024-05-06' } });
  expect(created.status()).toBe(201);
  const caseId = ((await created.json()) as { id: string }).id;

  await page.goto(`/dashboard/case/${caseId}`);
  const section = page.getByRole('region', { name: /Documents/ });
  const scan = await makeScannedPdf([['Orthopedic consultation'], ['Impression: displaced scaphoid fracture', 'Cast for six weeks']]);
  await section.getByLabel('Choose files to upload').setInputFiles({ name: 'Ortho scan.pdf', mimeType: 'application/pdf', buffer: scan });
  const row = section.getByTestId('document-row').filter({ hasText: 'Ortho scan.pdf' });
  await expect(row).toBeVisible();
  // Read in the background: the row says so, and says when its words can be searched.
  await expect(row.getByTestId('document-text-status')).toHaveText('Searchable', { timeout: 60_000 });

  await section.getByRole('searchbox', { name: 'Search inside documents' }).fill('scaphoid');
  await section.getByRole('searchbox', { name: 'Search inside documents' }).press('Enter');
  const hit = section.getByTestId('document-text-hit');
  await expect(hit).toHaveCount(1);
  await expect(hit.getByRole('link', { name: 'Ortho scan.pdf' })).toBeVisible();
  await expect(hit.getByText('Page 2', { exact: true })).toBeVisible();
  await expect(hit.locator('mark')).toHaveText(/scaphoid/i);

  // The firm's Documents page finds it too, and names the case.
  await page.goto('/dashboard/documents');
  await page.getByRole('searchbox', { name: 'Search inside documents' }).fill('fracture');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const firmHit = page.getByTestId('document-text-hit');
  await expect(firmHit).toHaveCount(1);
  await expect(firmHit.getByRole('link', { name: /Harper Quinn/ })).toBeVisible();
  await expect(firmHit.locator('mark')).toHaveText(/fracture/i);
  // A word in no document finds nothing.
  await page.getByRole('searchbox', { name: 'Search inside documents' }).fill('tibia');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No page of your documents holds “tibia”.')).toBeVisible();
});
