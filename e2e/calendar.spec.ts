// Journey through deadlines, tasks, phases and the calendar: a Texas case's statute of limitations on the
// calendar, confirmed; a task before it; a phase change with its checklist; the private calendar feed; closing the case
// from the checklist, one task kept open.
import { expect, test, type Page } from '@playwright/test';
import { newEmail, openAccount } from './support/accounts';

async function signUpAndLogIn(page: Page, name: string) {
  const email = newEmail('calendar', 'example.com');
  await openAccount(page, { name, email, password: 'calendar journey 1' });
}

async function next(page: Page, stepHeading: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: stepHeading, exact: true })).toBeVisible();
}

test('a case’s limitation date on the calendar, confirmed; a task before it; a stage with its checklist; the calendar feed', async ({
  page,
  request,
}) => {
  const unique = Date.now().toString(36);
  const clientName = `Rosa Quintero ${unique}`;
  await signUpAndLogIn(page, 'Dana Docket');

  // A Texas injury two years ago less 20 days: the two-year limitation falls within the agenda's 30 days.
  await page.goto('/dashboard/cases/new');
  await page.getByLabel('Client Name').fill(clientName);
  const incident = new Date();
  incident.setUTCFullYear(incident.getUTCFullYear() - 2);
  incident.setUTCDate(incident.getUTCDate() + 20);
  await page.getByLabel('Incident Date').fill(incident.toISOString().slice(0, 10));
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Texas' });
  await next(page, 'Injuries');
  await next(page, 'Treatments');
  await next(page, 'Documents');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/case\/[^/]+$/);
  const caseUrl = page.url();

  // The calendar (agenda) shows the statute of limitations, linked to the case.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Agenda' }).click();
  await expect(page.getByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'true');
  const solLink = page.getByRole('link', { name: new RegExp(`^Statute of limitations — ${clientName}`) });
  await expect(solLink).toBeVisible();
  await expect(solLink).toContainText('Tex. Civ. Prac. & Rem. Code § 16.003(a)');
  await expect(solLink).toContainText('not confirmed');
  // Kind filter: tasks only hides it.
  await page.getByLabel('Kind').selectOption({ label: 'Tasks' });
  await expect(solLink).toBeHidden();
  await page.getByLabel('Kind').selectOption({ label: 'Everything' });
  await solLink.click();
  await expect(page).toHaveURL(caseUrl);

  // Confirm it; add a task due before it.
  const deadlines = page.getByRole('region', { name: 'Deadlines', exact: true });
  await deadlines.getByRole('button', { name: 'Confirm Statute of limitations' }).click();
  await expect(deadlines.getByText(/^Confirmed by Dana Docket on /)).toBeVisible();
  await deadlines.getByRole('button', { name: 'Add task for Statute of limitations' }).click();
  await expect(deadlines.getByText(/^Task added, due /)).toBeVisible();
  const tasks = page.getByRole('region', { name: 'Phase and tasks' });
  await expect(tasks.getByRole('list', { name: 'Case tasks' })).toContainText('Prepare for: Statute of limitations');

  // A task by hand.
  await tasks.getByRole('button', { name: 'Add task' }).click();
  const addTask = page.getByRole('dialog', { name: 'Add task' });
  await addTask.getByRole('button', { name: 'Add task' }).click();
  await expect(addTask.getByText('Title is required')).toBeVisible();
  await addTask.getByLabel('Title').fill('Call the adjuster');
  await addTask.getByLabel('Priority').selectOption({ label: 'Urgent' });
  await addTask.getByRole('button', { name: 'Add task' }).click();
  await expect(addTask).toBeHidden();
  await expect(tasks.getByText('Call the adjuster')).toBeVisible();
  // Done, by checkbox.
  await tasks.getByRole('checkbox', { name: 'Call the adjuster' }).check();
  await expect(tasks.getByText(/done by Dana Docket/)).toBeVisible();

  // Move the case to Demand: its checklist is offered, one item left out.
  await expect(tasks.getByLabel('Phase checklist')).toHaveValue('intake');
  await tasks.getByLabel('Phase checklist').selectOption({ label: 'Demand' });
  const move = page.getByRole('dialog', { name: 'Move to Demand' });
  await expect(move.getByLabel(/Draft the demand letter/)).toBeChecked();
  await move.getByLabel(/Send the demand package/).uncheck();
  await move.getByRole('button', { name: 'Move and create 2 tasks' }).click();
  await expect(move).toBeHidden();
  await expect(tasks.getByLabel('Phase checklist')).toHaveValue('demand');
  // The phase is one: the header's phase selector moved with it.
  await expect(page.getByLabel('Phase', { exact: true })).toHaveValue('demand');
  await expect(tasks.getByRole('list', { name: 'Case tasks' })).toContainText('Draft the demand letter');
  await expect(tasks.getByRole('list', { name: 'Case tasks' })).toContainText('Compile medical records and bills');
  await expect(tasks.getByRole('list', { name: 'Case tasks' })).not.toContainText('Send the demand package');
  // The move is in the case history.
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Phase:')).toBeVisible();
  await expect(history).toContainText('intake → demand');

  // The dashboard's My day lists the limitation date among the next 90 days.
  await page.goto('/dashboard');
  const myDay = page.getByRole('region', { name: 'My day' });
  await expect(myDay.getByRole('region', { name: /Statutes of limitations in the next 90 days/ })).toContainText(clientName);

  // Subscribe: create the feed URL in Settings, copy it, fetch it without a session, find the event.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/dashboard/settings');
  const feed = page.getByRole('region', { name: 'Calendar feed' });
  await expect(feed.getByText('You have no calendar feed.')).toBeVisible();
  await feed.getByRole('button', { name: 'Create feed URL' }).click();
  const urlField = feed.getByLabel(/Your feed URL/);
  await expect(urlField).toHaveValue(/\/api\/calendar\.ics\?token=/);
  await feed.getByRole('button', { name: 'Copy URL' }).click();
  await expect(feed.getByText('Copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await urlField.inputValue());
  const ics = await request.get(copied);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
  const text = (await ics.text()).replace(/\r\n[ \t]/g, '');
  expect(text).toContain(`SUMMARY:Statute of limitations (${clientName})`);
  expect(text).toContain('Tex. Civ. Prac. & Rem. Code § 16.003(a)');
  expect(text).toContain('DTSTART;VALUE=DATE:');

  // Revoked, the URL answers nothing.
  await feed.getByRole('button', { name: 'Revoke feed URL' }).click();
  await expect(feed.getByText('You have no calendar feed.')).toBeVisible();
  expect((await request.get(copied)).status()).toBe(404);

  // On a 375 px screen the calendar opens on the agenda and fits the width.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard/calendar');
  await expect(page.getByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: new RegExp(`^Statute of limitations — ${clientName}`) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Closing the case from the phase checklist asks, as the header does, which open deadlines and tasks to keep.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(caseUrl);
  await tasks.getByLabel('Phase checklist').selectOption({ label: 'Closed' });
  const close = page.getByRole('dialog', { name: 'Move to Closed' });
  await expect(close.getByText('Its open deadlines and tasks close with it. Tick any to keep open.')).toBeVisible();
  await close.getByRole('checkbox', { name: /^Keep open: task “Draft the demand letter”/ }).check();
  await close.getByRole('button', { name: /^Move/ }).click();
  await expect(close).toBeHidden();
  await expect(page.getByLabel('Phase', { exact: true })).toHaveValue('closed');
  await expect(tasks.getByRole('checkbox', { name: 'Draft the demand letter' })).not.toBeChecked();
  await expect(tasks.getByRole('checkbox', { name: 'Compile medical records and bills' })).toBeChecked();
});
