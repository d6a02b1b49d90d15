// The demo firm's owner: its password is printed once at start, so a journey sets its own through the real reset email.
import { expect, type Page } from '@playwright/test';
import { logIn } from './accounts';
import { existsSync, readdirSync } from 'node:fs';
import { linkIn, MAIL_DIR, waitForEmail } from './mail';

export const DEMO_EMAIL = 'demo@casecast.example.com';

const mailCount = () => (existsSync(MAIL_DIR) ? readdirSync(MAIL_DIR).length : 0);

export async function logInAsDemoOwner(page: Page, password: string) {
  // Another journey may have reset it before: wait for this run's own email, not an older one.
  const before = mailCount();
  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(DEMO_EMAIL);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset link sent!' })).toBeVisible();
  await expect.poll(mailCount, { timeout: 10_000 }).toBeGreaterThan(before);
  const mail = await waitForEmail(DEMO_EMAIL, /Reset your Casecast password/);
  await page.goto(linkIn(mail, /reset-password/));
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password').fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login\?reset=true/);
  await logIn(page, DEMO_EMAIL, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}
