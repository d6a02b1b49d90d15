// A call logged: a paralegal logs an inbound call from the adjuster (a directory contact) on a case, with the
// adjuster's letter attached, sees it on the Communications tab and on the case timeline, and finds it again by a
// word of its summary in the header search; at desktop width and on a phone.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { newEmail, openAccount } from './support/accounts';
import { measureLayout } from './support/layout-checks';
import { makePdf } from '../apps/server/src/features/documents/test/fixtures';

const PDF = makePdf('Letter from GEICO');

async function expectAccessible(page: Page, include?: string) {
  expect(await seriousViolations(page, include)).toEqual([]);
}

async function expectNoOverflow(page: Page) {
  const layout = await measureLayout(page);
  expect(layout.overflowPx, layout.overflowing.join(', ')).toBeLessThanOrEqual(0);
}

for (const width of [1280, 375]) {
  test(`a call logged, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await openAccount(page, { name: 'Pat Paralegal', email: newEmail(`calls${width}`), password: 'calls journey 1' });
    const created = await page.request.post('/api/cases', { data: { clientName: 'Rosa Diaz', status: 'open', dateOpened: '2026-01-15' } });
    expect(created.status()).toBe(201);
    const caseId = ((await created.json()) as { id: string }).id;
    const contact = await page.request.post('/api/contacts', {
      data: { kind: 'adjuster', name: 'Dana Reyes', organization: 'GEICO', phone: '555-010-2000', email: 'dana@example.com' },
    });
    expect(contact.status()).toBe(201);
    const upload = await page.request.post(`/api/cases/${caseId}/documents`, {
      multipart: { files: { name: 'adjuster-letter.pdf', mimeType: 'application/pdf', buffer: PDF } },
    });
    expect(upload.status(), await upload.text()).toBe(201);

    await page.goto(`/dashboard/case/${caseId}`);
    await page.getByRole('tab', { name: 'Communications' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=communications$`));
    await expect(page.getByText('No communications logged yet.')).toBeVisible();
    await page.getByRole('button', { name: /Log a call/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Log a communication' });
    await expect(dialog.getByLabel('Kind')).toHaveValue('call');
    await expect(dialog.getByLabel('Direction')).toHaveValue('inbound');
    await expect(dialog.getByLabel('Date and time')).not.toHaveValue('');
    await dialog.getByRole('searchbox', { name: 'Find a contact' }).fill('geico');
    await expect(dialog.getByRole('option', { name: 'Dana Reyes, GEICO' })).toBeAttached();
    await dialog.getByLabel('Contact', { exact: true }).selectOption({ label: 'Dana Reyes, GEICO' });
    await dialog.getByLabel('Subject').fill('First offer');
    await dialog.getByLabel('Summary').fill('Offered 40,000 on the bodily injury claim; wants the lumbar MRI before moving.');
    await dialog.getByRole('checkbox', { name: 'adjuster-letter.pdf' }).check();
    await expectNoOverflow(page);
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Log communication' }).click();
    await expect(dialog).toBeHidden();

    const log = page.getByRole('list', { name: 'Communications log' });
    await expect(log.getByText('From: Dana Reyes (GEICO)')).toBeVisible();
    await expect(log.getByRole('link', { name: '555-010-2000' })).toHaveAttribute('href', 'tel:5550102000');
    await expect(log.getByRole('link', { name: 'adjuster-letter.pdf' })).toHaveAttribute('href', /\/api\/documents\/.+\/content$/);
    await expect(log.getByText('First offer')).toBeVisible();
    await expectNoOverflow(page);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Overview' }).click();
    const timeline = page.getByRole('region', { name: 'Case Timeline' });
    await expect(timeline.getByText(/^Call from Dana Reyes \(GEICO\): First offer — Offered 40,000/)).toBeVisible();

    const searchButton = page.getByRole('button', { name: 'Search cases, parties, claims, notes, communications and contacts' });
    await searchButton.click();
    await page.getByRole('searchbox', { name: 'Search cases, parties, claims, notes, communications and contacts' }).fill('lumbar');
    const hit = page.getByRole('link', { name: /^Call: “.*wants the lumbar MRI before moving\.” — CASE-0001 · Rosa Diaz$/ });
    await expect(hit).toBeVisible();
    await expectNoOverflow(page);
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/case/${caseId}\\?tab=communications$`));
    await expect(page.getByRole('tab', { name: 'Communications', selected: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Communications log' }).getByText('First offer')).toBeVisible();

    // The adjuster's history, from the directory.
    await page.goto('/dashboard/contacts');
    await page.getByRole('button', { name: 'History of Dana Reyes' }).click();
    const history = page.getByRole('dialog', { name: 'Communications with Dana Reyes' });
    await expect(history.getByRole('link', { name: 'CASE-0001 · Rosa Diaz' })).toHaveAttribute(
      'href',
      `/dashboard/case/${caseId}?tab=communications`,
    );
    await expect(history.getByText('First offer')).toBeVisible();
    await expectNoOverflow(page);
    await expectAccessible(page, '[role="dialog"]');
  });
}
