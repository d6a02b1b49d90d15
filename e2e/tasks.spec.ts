// Journey through the Tasks page: a task with no case added from the page, edited (title, date, priority),
// unassigned and found under "Nobody assigned", given back, done and found under Done; a case's task listed
// with its case.
import { expect, test, type Page } from '@playwright/test';
import { newEmail, openAccount } from './support/accounts';

async function signUpAndLogIn(page: Page, name: string) {
  const email = newEmail('tasks', 'example.com');
  await openAccount(page, { name, email, password: 'tasks journey 1' });
}

test('the Tasks page: add a task without a case, edit and reassign it, complete it, and see a case task with its case', async ({
  page,
}) => {
  const unique = Date.now().toString(36);
  await signUpAndLogIn(page, 'Paula Paralegal');

  // A case with a task, made through the API the page uses.
  const created = await page.request.post('/api/cases', {
    data: { clientName: `Tomas Ortega ${unique}`, status: 'open', dateOpened: '2026-01-05' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(201);
  const caseId = ((await created.json()) as { id: string }).id;
  const caseTask = await page.request.post('/api/tasks', {
    data: { title: `Order the police report ${unique}`, caseId },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(caseTask.status()).toBe(201);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks' }).click();
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  const list = page.getByRole('region', { name: 'Task list' });
  // The case task was created without an assignee: not among my tasks, but under "Nobody assigned", with its case.
  await page.getByLabel('Whose').selectOption({ label: 'Nobody assigned' });
  await expect(list.getByText(`Order the police report ${unique}`)).toBeVisible();
  await expect(list.getByRole('link', { name: `Tomas Ortega ${unique}` })).toHaveAttribute('href', `/dashboard/case/${caseId}`);

  // A task with no case, from the page: it is mine by default.
  await page.getByLabel('Whose').selectOption({ label: 'My tasks' });
  await page.getByRole('button', { name: 'Add task' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add task' });
  await dialog.getByLabel('Title').fill(`Renew the notary stamp ${unique}`);
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByText(`Renew the notary stamp ${unique}`)).toBeVisible();
  await expect(list.getByText('No case')).toBeVisible();

  // Edit it: a new title, a due date, urgent, and nobody assigned; it leaves "My tasks".
  await list.getByRole('button', { name: `Edit task Renew the notary stamp ${unique}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit task' });
  await dialog.getByLabel('Title').fill(`Renew the firm notary stamp ${unique}`);
  await dialog.getByLabel('Due date').fill('2030-02-14');
  await dialog.getByLabel('Priority').selectOption({ label: 'Urgent' });
  await dialog.getByLabel('Assignee').selectOption({ label: 'Nobody' });
  await dialog.getByRole('button', { name: 'Save task' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByText(`Renew the firm notary stamp ${unique}`)).toBeHidden();
  await page.getByLabel('Whose').selectOption({ label: 'Nobody assigned' });
  const row = list.getByRole('listitem').filter({ hasText: `Renew the firm notary stamp ${unique}` });
  await expect(row).toContainText('Due February 14, 2030');
  await expect(row).toContainText('Urgent');

  // Give it back to me, then mark it done: it moves from Open to Done.
  await row.getByRole('button', { name: /^Edit task/ }).click();
  dialog = page.getByRole('dialog', { name: 'Edit task' });
  await dialog.getByLabel('Assignee').selectOption({ label: 'Paula Paralegal' });
  await dialog.getByRole('button', { name: 'Save task' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Whose').selectOption({ label: 'My tasks' });
  await list.getByRole('checkbox', { name: `Renew the firm notary stamp ${unique}` }).check();
  await expect(list.getByText(`Renew the firm notary stamp ${unique}`)).toBeHidden();
  await page.getByLabel('Status').selectOption({ label: 'Done' });
  await expect(list.getByText(`Renew the firm notary stamp ${unique}`)).toBeVisible();
  await expect(page).toHaveURL(/status=done/);
});
