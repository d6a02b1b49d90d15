// Journey: a deposition scheduled on a case with a colleague attending, seen on the calendar and on the case page,
// at desktop and phone widths, with no serious accessibility problem in the dialog or the case's events.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newEmail, openAccount } from './support/accounts';

async function signUpAndLogIn(page: Page, name: string) {
  const email = newEmail('events', 'example.com');
  await openAccount(page, { name, email, password: 'events journey 1' });
}

async function expectNoSeriousAxeViolations(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);
}

/** A local date 'YYYY-MM-DD' some days from now (the browser runs in this machine's time zone). */
function localDate(daysAhead: number): string {
  const date = new Date();
  date.setDate(date.getDate() + daysAhead);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test('a deposition scheduled', async ({ page, browser }) => {
  const unique = Date.now().toString(36);
  const clientName = `Elena Park ${unique}`;

  // A colleague with an account of her own, then invited into the owner's firm.
  const colleagueContext = await browser.newContext();
  const colleaguePage = await colleagueContext.newPage();
  const colleagueEmail = newEmail('colleague');
  await openAccount(colleaguePage, { name: 'Carla Colleague', email: colleagueEmail, password: 'events journey 2' });

  await signUpAndLogIn(page, 'Owen Owner');
  const invite = await page.request.post('/api/firm/invitations', { data: { email: colleagueEmail, role: 'attorney' } });
  expect(invite.status()).toBe(201);
  const accepted = await colleaguePage.request.post(`/api/invitations/${((await invite.json()) as { id: string }).id}/accept`, {
    data: {},
  });
  expect(accepted.status()).toBe(200);
  await colleagueContext.close();

  const created = await page.request.post('/api/cases', { data: { clientName, status: 'open', dateOpened: localDate(-30) } });
  expect(created.status()).toBe(201);
  const caseId = ((await created.json()) as { id: string }).id;

  // Scheduled from the calendar: a deposition in two days, 2:30 to 4 pm, on the case, with the colleague.
  const day = localDate(2);
  await page.goto('/dashboard/calendar?view=agenda');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill('Deposition of Dr. Reyes');
  await dialog.getByLabel('Event kind').selectOption({ label: 'Deposition' });
  await dialog.getByLabel('Date', { exact: true }).fill(day);
  await dialog.getByLabel('Start time').fill('14:30');
  await dialog.getByLabel('End time').fill('16:00');
  await dialog.getByLabel('Location').fill('Reyes Clinic, 100 Main St');
  await dialog.getByLabel('Video link').fill('https://meet.example.com/reyes');
  await expect(dialog.getByLabel('Case')).toContainText(clientName);
  await dialog.getByLabel('Case').selectOption(caseId);
  await dialog.getByLabel('Carla Colleague').check();
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog).toBeHidden();

  // On the agenda, with its time of day and its place.
  const entry = page.getByRole('button', { name: new RegExp(`^2:30 PM – 4:00 PM Deposition: Deposition of Dr\\. Reyes — ${clientName}`) });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Reyes Clinic, 100 Main St');
  await expect(entry).toContainText('Carla Colleague');
  // The month grid at 1280 px shows its time of day and its place too.
  await page.goto(`/dashboard/calendar?view=month&date=${day}`);
  const cell = page.getByRole('button', { name: /^2:30 PM – 4:00 PM Deposition: Deposition of Dr\. Reyes/ });
  await expect(cell).toContainText('Reyes Clinic, 100 Main St');
  await page.screenshot({ path: 'test-results/calendar-event-month.png', fullPage: true });

  // On the case page, among its upcoming events.
  await page.goto(`/dashboard/case/${caseId}`);
  const events = page.getByRole('region', { name: 'Upcoming events' });
  const row = events.getByTestId('case-event');
  await expect(row).toContainText('Deposition: Deposition of Dr. Reyes');
  await expect(row).toContainText('2:30 PM – 4:00 PM');
  await expect(row).toContainText('Reyes Clinic, 100 Main St');
  await expect(row).toContainText('Attending: Carla Colleague');
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="case-events-heading"]');

  // On a phone: the case's events and the calendar fit 375 px (nothing scrolls sideways).
  await page.setViewportSize({ width: 375, height: 812 });
  await events.scrollIntoViewIfNeeded();
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await events.screenshot({ path: 'test-results/case-events-phone.png' });
  // Edited from the case page at phone width: it moves to 3 pm.
  await events.getByRole('button', { name: 'Edit event Deposition of Dr. Reyes' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/event-dialog-phone.png' });
  await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  await edit.getByLabel('Start time').fill('15:00');
  await edit.getByRole('button', { name: 'Save event' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('3:00 PM – 4:00 PM');

  await page.goto('/dashboard/calendar');
  await expect(page.getByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'true');
  const phoneEntry = page.getByRole('button', { name: /^3:00 PM – 4:00 PM Deposition: Deposition of Dr\. Reyes/ });
  await expect(phoneEntry).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/calendar-event-phone.png' });
});
