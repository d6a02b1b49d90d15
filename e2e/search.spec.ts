// The header's global search on a phone: an adjuster quotes a defendant's name, then a claim number; "/" and
// Ctrl+K open the search, the results lead to the case (a policy to its Insurance tab), Esc gives focus back.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { newEmail, openAccount } from './support/accounts';
import { measureLayout } from './support/layout-checks';

test('finds a case by its defendant and by a claim number from the header search, at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAccount(page, { name: 'Sam Search', email: newEmail('search'), password: 'search journey 1' });
  const created = await page.request.post('/api/cases', { data: { clientName: 'Rosa Diaz', status: 'open', dateOpened: '2026-01-15' } });
  expect(created.status()).toBe(201);
  const caseId = ((await created.json()) as { id: string }).id;
  const party = await page.request.post(`/api/cases/${caseId}/parties`, {
    data: { role: 'defendant', name: 'Gordon Trucking LLC', kind: 'business' },
  });
  expect(party.status()).toBe(201);
  const partyId = ((await party.json()) as { id: string }).id;
  const policy = await page.request.post(`/api/cases/${caseId}/policies`, {
    data: { partyId, carrier: 'Progressive', kind: 'bodily_injury', claimNumber: 'PG-2026-44817' },
  });
  expect(policy.status()).toBe(201);
  await page.goto('/dashboard');

  const button = page.getByRole('button', { name: 'Search cases, parties, claims, notes, communications and contacts' });
  await expect(button).toBeVisible();
  await button.focus();
  await page.keyboard.press('/');
  const field = page.getByRole('searchbox', { name: 'Search cases, parties, claims, notes, communications and contacts' });
  await expect(field).toBeFocused();
  await page.keyboard.type('gordon truck');
  const result = page.getByRole('link', { name: /^Defendant: Gordon Trucking LLC — CASE-0001 · Rosa Diaz$/ });
  await expect(result).toBeVisible();

  const layout = await measureLayout(page);
  expect(layout.overflowPx, layout.overflowing.join(', ')).toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Control+k');
  await expect(field).toBeFocused();
  await field.fill('PG-2026-448');
  await page.getByRole('link', { name: /^Claim PG-2026-44817 · Progressive — CASE-0001 · Rosa Diaz$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/case/${caseId}\\?tab=insurance$`));
  await expect(page.getByRole('tab', { name: 'Insurance', selected: true })).toBeVisible();
});
