// The client portal: a paralegal turns the portal on for a case, shares a letter, asks for photos and invites the
// client; the client, on a phone, signs in from the emailed link, uploads a photo, reads the shared letter and writes
// to the firm; the paralegal sees the message and the photo on the case.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newEmail, openAccount } from './support/accounts';
import { measureLayout } from './support/layout-checks';
import { linkIn, waitForEmail } from './support/mail';
import { makePdf, makePng } from '../apps/server/src/features/documents/test/fixtures';

async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);
}

async function expectNoOverflow(page: Page) {
  const layout = await measureLayout(page);
  expect(layout.overflowPx, layout.overflowing.join(', ')).toBeLessThanOrEqual(0);
}

test('a client signs in to the portal on a phone, uploads a photo, reads a shared letter and writes to the firm', async ({
  page,
  browser,
}) => {
  // The firm's side, at desktop width.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAccount(page, {
    name: 'Pat Paralegal',
    email: newEmail('portal'),
    password: 'portal journey 1',
    company: 'Reyes Injury Law',
  });
  const clientEmail = newEmail('maria.client', 'example.org');
  const created = await page.request.post('/api/cases', {
    data: { clientName: 'Maria Lopez', status: 'open', dateOpened: '2026-01-15', clientContact: { email: clientEmail } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const caseId = ((await created.json()) as { id: string }).id;
  const upload = await page.request.post(`/api/cases/${caseId}/documents`, {
    multipart: { files: { name: 'letter-to-maria.pdf', mimeType: 'application/pdf', buffer: makePdf('Dear Maria, your claim is open.') } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const memo = await page.request.post(`/api/cases/${caseId}/documents`, {
    multipart: { files: { name: 'internal-memo.pdf', mimeType: 'application/pdf', buffer: makePdf('Strategy notes') } },
  });
  expect(memo.status(), await memo.text()).toBe(201);

  await page.goto(`/dashboard/case/${caseId}`);
  // The boxes show what the server stored: clicked, they turn checked once the change is saved.
  await page.getByRole('checkbox', { name: 'Share letter-to-maria.pdf with the client' }).click();
  await expect(page.getByRole('checkbox', { name: 'Share letter-to-maria.pdf with the client' })).toBeChecked();

  await page.getByRole('tab', { name: 'Portal' }).click();
  await page.getByRole('checkbox', { name: 'Portal on for this case' }).click();
  await expect(page.getByRole('checkbox', { name: 'Portal on for this case' })).toBeChecked();
  await page.getByLabel('Ask for').selectOption('photo');
  await page.getByLabel('Note for the client').fill('Photos of your car');
  await page.getByRole('button', { name: 'Ask the client' }).click();
  await expect(page.getByText('Photos: Photos of your car')).toBeVisible();
  await expect(page.getByLabel("Client's email")).toHaveValue(clientEmail);
  await page.getByRole('button', { name: 'Email a sign-in link' }).click();
  await expect(page.getByText(`A one-time sign-in link was emailed to ${clientEmail}.`)).toBeVisible();
  await expectAccessible(page);

  // The client's side, on a phone, in a browser of their own (no firm session).
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const client = await phone.newPage();
  const mail = await waitForEmail(clientEmail, /invited you to your case portal/);
  const link = linkIn(mail, /\/portal\/sign-in#token=/);
  await client.goto(link);
  await expect(client.getByRole('heading', { name: 'Your case portal' })).toBeVisible();
  await expectAccessible(client);
  await client.getByRole('button', { name: 'Sign in to my case portal' }).click();
  await expect(client).toHaveURL(new RegExp(`/portal/cases/${caseId}$`));
  await expect(client.getByRole('heading', { name: 'Where your case is: Intake' })).toBeVisible();
  await expect(client.getByText('What happens next:')).toBeVisible();
  await expectNoOverflow(client);
  await expectAccessible(client);

  // The photo the firm asked for.
  await client.getByLabel('Photos: Photos of your car').setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: makePng(40, 30) });
  await client.getByRole('button', { name: 'Send Photos: Photos of your car' }).click();
  await expect(client.getByText('Thank you. We received car.png.')).toBeVisible();
  await expect(client.getByText('We are not waiting for anything from you.')).toBeVisible();

  // The shared letter opens; the firm's other documents are not there.
  const documents = client.getByRole('region', { name: 'Your documents' });
  await expect(documents.getByRole('link', { name: 'Download letter-to-maria.pdf' })).toBeVisible();
  await expect(documents.getByRole('link', { name: 'Download car.png' })).toBeVisible();
  await expect(documents.getByText('internal-memo.pdf')).toHaveCount(0);
  const href = await documents.getByRole('link', { name: 'Download letter-to-maria.pdf' }).getAttribute('href');
  const letter = await client.request.get(href!);
  expect(letter.status()).toBe(200);
  expect(letter.headers()['content-type']).toBe('application/pdf');
  expect((await letter.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A message to the firm.
  await client.getByLabel('Write a message').fill('I sent the photos of my car. When is my next appointment?');
  await client.getByRole('button', { name: 'Send message' }).click();
  await expect(client.getByRole('list', { name: 'Messages' }).getByText('I sent the photos of my car.', { exact: false })).toBeVisible();
  await expectNoOverflow(client);
  await expectAccessible(client);

  // The client's link was spent: opening it again does not sign in.
  const replay = await client.request.post('/api/portal/sign-in', {
    data: { token: new URL(link).hash.slice('#token='.length) },
    headers: { origin: new URL(link).origin },
  });
  expect(replay.status()).toBe(400);

  // The firm sees the message and the photo on the case.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Portal messages' }).getByText('When is my next appointment?', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Received', { exact: false })).toBeVisible();
  await page.getByLabel('Reply to the client').fill('Your MRI is on Monday at 9.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('list', { name: 'Portal messages' }).getByText('Your MRI is on Monday at 9.')).toBeVisible();

  await page.getByRole('tab', { name: 'Communications' }).click();
  await expect(page.getByText('When is my next appointment?', { exact: false })).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  const photoRow = page.getByTestId('document-row').filter({ hasText: 'car.png' });
  await expect(photoRow.getByText('From client')).toBeVisible();

  await client.reload();
  await expect(client.getByText('Your MRI is on Monday at 9.')).toBeVisible();
  await phone.close();
});
