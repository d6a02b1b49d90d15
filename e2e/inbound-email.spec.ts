// Email to the case: the paralegal copies the case's address from its Communications tab; an adjuster's email sent
// there with an attachment shows up in the case's communications and documents.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import nodemailer from 'nodemailer';
import { newEmail, openAccount } from './support/accounts';
import { INBOUND_PASSWORD, INBOUND_SMTP_PORT } from './support/mail';

test('an email sent to the case address is filed on the case with its attachment', async ({ page, context }) => {
  test.setTimeout(120_000);
  const email = newEmail('inbound', 'example.com');
  await openAccount(page, { name: 'Ines Owner', email, password: 'inbound journey 1', company: 'Reyes & Park Injury Law' });
  const created = await page.request.post('/api/cases', {
    data: { clientName: 'Nora Quinn', status: 'open', dateOpened: '2026-04-02', incidentDate: '2026-03-30' },
  });
  expect(created.status()).toBe(201);
  const caseId = ((await created.json()) as { id: string }).id;

  await page.goto(`/dashboard/case/${caseId}`);
  await page.getByRole('tab', { name: 'Communications' }).click();
  const field = page.getByLabel('Email to this case');
  await expect(field).toHaveValue(/^case-\d+\.[0-9a-f]{10}@cases\.example\.test$/);
  const address = await field.inputValue();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(violations.map((violation) => violation.id)).toEqual([]);

  const relay = nodemailer.createTransport({
    host: '127.0.0.1',
    port: INBOUND_SMTP_PORT,
    secure: false,
    ignoreTLS: true,
    auth: { user: 'casecast', pass: INBOUND_PASSWORD },
  });
  await relay.sendMail({
    from: 'Pat Lee <pat.lee@acme-mutual.example>',
    to: address,
    subject: 'Claim CLM-77 acknowledged',
    text: 'We acknowledge your letter of representation for Nora Quinn.',
    attachments: [{ filename: 'acknowledgement.txt', content: 'Claim CLM-77 is open; adjuster Pat Lee.' }],
  });

  await page.reload();
  await page.getByRole('tab', { name: 'Communications' }).click();
  const log = page.getByRole('list', { name: 'Communications log' });
  await expect(log.getByText('Claim CLM-77 acknowledged', { exact: true })).toBeVisible();
  await expect(log.getByText(/We acknowledge your letter of representation/)).toBeVisible();
  await expect(log.getByRole('link', { name: 'acknowledgement.txt' })).toBeVisible();

  await page.getByRole('tab', { name: 'Overview' }).click();
  const documents = page.getByRole('region', { name: /Documents/ });
  await expect(documents.getByText('acknowledgement.txt', { exact: true })).toBeVisible();
  await expect(documents.getByText(/^Email \d{4}-\d{2}-\d{2} - Claim CLM-77 acknowledged\.txt$/)).toBeVisible();
});
