// A paralegal's letter of representation: generated on a case from the firm's default template, once as a PDF and
// once as a Word file, both filed among the case's documents under Correspondence. The owner's Settings list the
// firm's letter templates; at phone size the section and its editor fit the screen and axe finds nothing serious.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { newEmail, openAccount } from './support/accounts';

async function signUpAndLogIn(page: Page) {
  const email = newEmail('letters', 'example.com');
  await openAccount(page, { name: 'Lena Owner', email, password: 'letters journey 1', company: 'Reyes & Park Injury Law' });
}

test('a letter of representation generated on a case, PDF and Word, both filed', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndLogIn(page);
  const created = await page.request.post('/api/cases', {
    data: { clientName: 'Jordan Miles', status: 'open', dateOpened: '2026-04-02', incidentDate: '2026-03-30' },
  });
  expect(created.status()).toBe(201);
  const caseId = ((await created.json()) as { id: string }).id;
  await page.goto(`/dashboard/case/${caseId}`);
  const section = page.getByRole('region', { name: /Documents/ });

  for (const format of ['PDF', 'Word (.docx)'] as const) {
    await section.getByRole('button', { name: 'Generate letter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate letter' });
    await dialog.getByLabel('Template').selectOption({ label: 'Letter of representation (Letter of representation)' });
    await dialog.getByLabel(format).check();
    await dialog.getByRole('button', { name: 'Generate letter' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      section.getByText(/Filed in the case documents and logged in its communications: Letter of representation .* - Jordan Miles\./),
    ).toBeVisible();
  }
  // The same letter asked for again moments later is not filed twice, and the page says so.
  await section.getByRole('button', { name: 'Generate letter' }).click();
  const again = page.getByRole('dialog', { name: 'Generate letter' });
  await again.getByLabel('Template').selectOption({ label: 'Letter of representation (Letter of representation)' });
  await again.getByLabel('PDF').check();
  await again.getByRole('button', { name: 'Generate letter' }).click();
  await expect(section.getByText(/^Already filed: the same letter was made in the last 15 minutes/)).toBeVisible();
  await expect(section.getByText(/^Letter of representation \d{4}-\d{2}-\d{2} - Jordan Miles\.pdf$/)).toBeVisible();
  await expect(section.getByText(/^Letter of representation \d{4}-\d{2}-\d{2} - Jordan Miles\.docx$/)).toBeVisible();
  const listed = await page.request.get(`/api/cases/${caseId}/documents`);
  const items = ((await listed.json()) as { items: Array<{ name: string; category: string }> }).items;
  expect(items.map((item) => [item.name.split('.').pop(), item.category]).sort()).toEqual([
    ['docx', 'Correspondence'],
    ['pdf', 'Correspondence'],
  ]);

  // The owner's Settings: the five default letters, readable and fitting at phone size, axe-clean with the editor open.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard/settings');
  const templates = page.getByRole('region', { name: 'Letter templates' });
  await expect(templates.getByRole('list', { name: 'Letter templates' }).getByRole('listitem')).toHaveCount(5);
  await templates.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
  await templates.getByRole('button', { name: 'Edit Letter of representation' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit letter template' });
  await expect(editor.getByLabel('Template text')).toHaveValue(/this firm has been retained to represent \{\{client_name\}\}/);
  await editor.getByLabel('Find a case').fill('Jordan');
  const casePicker = editor.getByLabel('Case', { exact: true });
  await expect(casePicker.locator('option')).toHaveCount(2);
  await casePicker.selectOption({ index: 1 });
  await editor.getByRole('button', { name: 'Preview' }).click();
  await expect(editor.getByLabel('Letter preview')).toContainText('this firm has been retained to represent Jordan Miles');
  expect(await seriousViolations(page)).toEqual([]);
});
