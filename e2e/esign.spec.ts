// A retainer sent for e-signature from the case page to the client (prefilled from the case's client contact), the
// emailed link opened on a phone-sized screen with no account, consented, signed by drawing, and the signed PDF
// downloaded and checked: its PAdES signature verifies, the certificate page names the signer, and the hash is the
// SHA-256 of the retainer as sent. The link then no longer works.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { makePdf } from '../apps/server/src/features/documents/test/fixtures';
import { verifyPades } from '../apps/server/src/test/pades-verify';
import { readPdfText } from '../apps/server/src/test/pdf-text';
import { newEmail, openAccount } from './support/accounts';
import { linkIn, waitForEmail } from './support/mail';

async function seriousViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

test('a retainer sent, signed by the client on a phone, and the signed PDF verified', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = newEmail('esign', 'example.com');
  await openAccount(page, { name: 'Erin Owner', email, password: 'esign journey 1', company: 'Reyes & Park Injury Law' });

  const client = newEmail('client', 'example.com');
  const created = await page.request.post('/api/cases', {
    data: {
      clientName: 'Dana Cho',
      status: 'open',
      dateOpened: '2026-04-02',
      incidentDate: '2026-03-30',
      clientContact: { email: client },
    },
  });
  expect(created.status()).toBe(201);
  const caseId = ((await created.json()) as { id: string }).id;
  const retainer = makePdf('Retainer and contingency fee agreement');
  const upload = await page.request.post(`/api/cases/${caseId}/documents`, {
    multipart: { files: { name: 'Retainer agreement.pdf', mimeType: 'application/pdf', buffer: retainer } },
  });
  expect(upload.status()).toBe(201);

  await page.goto(`/dashboard/case/${caseId}`);
  await page
    .getByRole('region', { name: /Documents/ })
    .getByRole('button', { name: 'Send Retainer agreement.pdf for signature' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Send for signature' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Dana Cho');
  await expect(dialog.getByLabel('Email')).toHaveValue(client);
  await dialog.getByRole('button', { name: 'Send for signature' }).click();
  await expect(dialog).toBeHidden();
  const requests = page.getByRole('region', { name: /Signature requests/ });
  await expect(requests.getByText('Waiting for signatures')).toBeVisible();
  await expect(requests.getByRole('list', { name: 'Signers of Retainer agreement.pdf' }).getByText('Sent')).toBeVisible();

  // The client, on a phone, with no account: the link from the email.
  const mail = await waitForEmail(client, /^Please sign Retainer agreement\.pdf$/);
  const link = linkIn(mail, /\/sign\//);
  const phone = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
  const signer = await phone.newPage();
  await signer.goto(link);
  await expect(signer.getByRole('heading', { name: 'Sign Retainer agreement.pdf' })).toBeVisible();
  await expect(signer.getByText(/right to sign on paper instead/)).toBeVisible();
  expect(await signer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(signer)).toEqual([]);
  await signer.getByLabel('I have read this consent and agree to sign electronically.').check();
  await signer.getByRole('button', { name: 'Continue to the document' }).click();
  await expect(signer.getByRole('link', { name: 'Open the document (PDF)' })).toBeVisible();

  // Signing without drawing is refused on the page; then a signature drawn on the pad.
  await signer.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(signer.getByText('Draw your signature in the box first, or choose Type.')).toBeVisible();
  const pad = signer.getByRole('img', { name: /Signature pad/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await signer.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await signer.mouse.down();
  for (const [dx, dy] of [
    [60, -40],
    [100, 10],
    [150, -30],
    [220, 5],
    [280, -20],
  ] as const)
    await signer.mouse.move(box.x + 20 + dx, box.y + box.height * 0.7 + dy, { steps: 5 });
  await signer.mouse.up();
  expect(await signer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(signer)).toEqual([]);
  await signer.getByRole('button', { name: 'Sign', exact: true }).click();
  // The last signature builds the signed copy (the firm's key the first time): seconds on a busy machine.
  await expect(signer.getByRole('heading', { name: 'Thank you: you have signed' })).toBeVisible({ timeout: 60_000 });

  // The link worked once.
  await signer.goto(link);
  await expect(signer.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(signer.getByText(/already signed/)).toBeVisible();
  await phone.close();

  // The firm sees it signed and downloads the signed copy.
  await page.reload();
  await expect(requests.getByText('Signed by all')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await requests.getByRole('link', { name: 'Download signed PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Retainer agreement \(signed \d{4}-\d{2}-\d{2}\)\.pdf$/);
  const bytes = readFileSync((await download.path())!);
  const check = verifyPades(bytes);
  expect(check.problems).toEqual([]);
  expect(check).toMatchObject({
    valid: true,
    coversWholeFile: true,
    subFilter: 'ETSI.CAdES.detached',
    signerCommonName: 'Reyes & Park Injury Law',
  });
  const text = (await readPdfText(bytes)).text;
  expect(text).toContain('Certificate of completion');
  expect(text).toContain(createHash('sha256').update(retainer).digest('hex'));
  expect(text).toContain(client);
  expect(text).toContain('Drawn on screen');
  // The signed copy is filed on the case next to the original, and the fee agreement shows the date.
  await expect(
    page.getByRole('region', { name: /Documents/ }).getByText(/^Retainer agreement \(signed \d{4}-\d{2}-\d{2}\)\.pdf$/),
  ).toBeVisible();
  const fee = (await (await page.request.get(`/api/cases/${caseId}/fee-agreement`)).json()) as { signed: { signedAt: string } | null };
  expect(fee.signed?.signedAt).toBeTruthy();
});
