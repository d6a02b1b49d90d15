// Journey through case documents: upload a PDF and an image, filter, preview both, download, delete; the firm's Documents screen.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { makePdf, makePng } from '../apps/server/src/features/documents/test/fixtures';
import { newEmail, openAccount } from './support/accounts';

async function signUpAndLogIn(page: Page) {
  const email = newEmail('documents', 'example.com');
  await openAccount(page, { name: 'Dana Paralegal', email, password: 'document journey 1', company: 'Docs & Partners' });
}

/** Drops files on an element the way a browser does: a DataTransfer holding File objects. */
async function dropFiles(page: Page, selector: string, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  const payload = files.map((file) => ({ name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((items) => {
    const transfer = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (character) => character.charCodeAt(0));
      transfer.items.add(new File([bytes], item.name, { type: item.mimeType }));
    }
    return transfer;
  }, payload);
  await page.dispatchEvent(selector, 'dragover', { dataTransfer });
  await page.dispatchEvent(selector, 'drop', { dataTransfer });
}

test('upload a PDF and an image to a case, filter, preview both, download, delete', async ({ page }) => {
  await signUpAndLogIn(page);
  const created = await page.request.post('/api/cases', { data: { clientName: 'Jordan Miles', status: 'open', dateOpened: '2024-04-02' } });
  expect(created.status()).toBe(201);
  const caseId = ((await created.json()) as { id: string }).id;
  await page.goto(`/dashboard/case/${caseId}`);
  const section = page.getByRole('region', { name: /Documents/ });
  await expect(section.getByText('No documents uploaded yet.')).toBeVisible();

  // A firm category, then the PDF by the file picker into it.
  await section.getByRole('button', { name: 'Add Category' }).click();
  await page.getByLabel('Category name').fill('Police Reports');
  await page.getByRole('dialog').getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(section.getByLabel('Category for new uploads')).toHaveValue('Police Reports');
  // Adding it again in other letters is refused in the dialog.
  await section.getByRole('button', { name: 'Add Category' }).click();
  await page.getByLabel('Category name').fill('police reports');
  await page.getByRole('dialog').getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByRole('dialog').getByText('"Police Reports" already exists.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  const pdf = makePdf('Accident report');
  await section
    .getByLabel('Choose files to upload')
    .setInputFiles({ name: 'Accident report.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(section.getByRole('progressbar', { name: 'Uploading Accident report.pdf' })).toHaveAttribute('aria-valuenow', '100');
  await expect(section.getByTestId('document-row')).toHaveCount(1);

  // The image by drag and drop, as Medical Records; a renamed program is refused with the server's message.
  await section.getByLabel('Category for new uploads').selectOption('Medical Records');
  const png = makePng(120, 80, [20, 120, 220]);
  await dropFiles(page, '[data-testid="document-drop-zone"]', [
    { name: 'X-ray.png', mimeType: 'image/png', buffer: png },
    { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]) },
  ]);
  await expect(section.getByTestId('document-row')).toHaveCount(2);
  await expect(section.getByText('"invoice.pdf" is not a valid PDF file.', { exact: false })).toBeVisible();
  await expect(section.getByLabel('Category of X-ray.png')).toHaveValue('Medical Records');
  await expect(section.getByLabel('Category of Accident report.pdf')).toHaveValue('Police Reports');

  // Filters: file type, search by category, sort.
  await section.getByLabel('File type').selectOption('image');
  await expect(section.getByTestId('document-row')).toHaveCount(1);
  await expect(section.getByTestId('document-row')).toContainText('X-ray.png');
  await section.getByLabel('File type').selectOption('');
  await section.getByLabel('Search documents by name or category').fill('POLICE');
  await expect(section.getByTestId('document-row')).toHaveCount(1);
  await expect(section.getByTestId('document-row')).toContainText('Accident report.pdf');
  await section.getByLabel('Search documents by name or category').fill('');
  await section.getByLabel('Date range').selectOption('last7Days');
  await expect(section.getByTestId('document-row')).toHaveCount(2);
  await section.getByLabel('Sort documents').selectOption('name');
  await expect(section.getByTestId('document-row').first()).toContainText('Accident report.pdf');
  await section.getByLabel('Sort documents').selectOption('size');
  await expect(section.getByTestId('document-row').first()).toContainText(pdf.length > png.length ? 'Accident report.pdf' : 'X-ray.png');

  // Preview the PDF (a frame of the authorised URL) and the image.
  const pdfResponse = page.waitForResponse(
    (response) => response.url().includes('/content') && response.request().resourceType() === 'document',
  );
  await section.getByRole('button', { name: 'Preview Accident report.pdf' }).click();
  const frame = section.locator('iframe[title="Preview of Accident report.pdf"]');
  await expect(frame).toBeVisible();
  const served = await pdfResponse;
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  await section.getByRole('button', { name: 'Preview X-ray.png' }).click();
  const image = section.getByRole('img', { name: 'Preview of X-ray.png' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(120);

  // Download: the same bytes as uploaded.
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download Accident report.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Accident report.pdf');
  expect((await readFile(await download.path())).equals(pdf)).toBe(true);

  // The firm's Documents screen lists both with their details.
  await page.goto('/dashboard/documents');
  await expect(page.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible();
  await expect(page.getByTestId('firm-document-row')).toHaveCount(2);
  await page.getByTestId('firm-document-row').filter({ hasText: 'X-ray.png' }).getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('complementary', { name: 'Document details' });
  await expect(details).toContainText('Jordan Miles');
  await expect(details).toContainText('Medical Records');
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByTestId('firm-document-row').filter({ hasText: 'X-ray.png' }).getByRole('link', { name: 'View' }).click(),
  ]);
  await tab.close();

  // Delete with confirmation: the row goes, the timeline says so.
  await page.goto(`/dashboard/case/${caseId}`);
  await section.getByRole('button', { name: 'Delete X-ray.png' }).click();
  await expect(page.getByRole('dialog')).toContainText('X-ray.png will be deleted');
  await page.getByRole('button', { name: 'Delete Document' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(section.getByTestId('document-row')).toHaveCount(1);
  await expect(page.getByText('Document Deleted').first()).toBeVisible();
  const gone = await page.request.get(`/api/cases/${caseId}/documents`);
  expect(((await gone.json()) as { items: Array<{ name: string }> }).items.map((item) => item.name)).toEqual(['Accident report.pdf']);
});

test('the Documents screen of a firm without documents', async ({ page }) => {
  await signUpAndLogIn(page);
  await page.goto('/dashboard/documents');
  await expect(page.getByText('No documents found. Upload your first document to get started.')).toBeVisible();
});

test('files queued in the wizard Documents step are uploaded to the new case', async ({ page }) => {
  await signUpAndLogIn(page);
  await page.goto('/dashboard/cases/new');
  await page.getByLabel('Client Name').fill('Priya Natarajan');
  for (const heading of ['Injuries', 'Treatments', 'Documents']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await page.getByLabel('Category', { exact: true }).selectOption('Medical Records');
  await page.getByLabel('Choose files to upload').setInputFiles([
    { name: 'Intake notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Client called on Monday.\n') },
    { name: 'MRI.png', mimeType: 'image/png', buffer: makePng(32, 32) },
    { name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  const queued = page.getByRole('list', { name: 'Files to upload' });
  await expect(queued.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('"virus.exe" cannot be uploaded.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/dashboard\/case\/[^/]+$/);
  const section = page.getByRole('region', { name: /Documents/ });
  await expect(section.getByTestId('document-row')).toHaveCount(2);
  await expect(section.getByLabel('Category of MRI.png')).toHaveValue('Medical Records');
  await section.getByRole('button', { name: 'Preview Intake notes.txt' }).click();
  await expect(section.getByLabel('Preview of Intake notes.txt')).toHaveText('Client called on Monday.');
});
