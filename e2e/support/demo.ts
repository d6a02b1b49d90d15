// The demo firm's owner: its password is printed once at start, so the run sets its own through the real reset
// email once (e2e/demo-owner.setup.ts), before any journey; journeys then sign in with it side by side. A reset
// ends every session of the account, so no journey may reset it again.
import { expect, type Page } from '@playwright/test';
import { logIn } from './accounts';
import { existsSync, readdirSync } from 'node:fs';
import { linkIn, MAIL_DIR, waitForEmail } from './mail';

export const DEMO_EMAIL = 'demo@casecast.example.com';
export const DEMO_PASSWORD = 'browser journeys demo owner 1';

const mailCount = () => (existsSync(MAIL_DIR) ? readdirSync(MAIL_DIR).length : 0);

/** Sets the demo owner's password through the reset email and signs in: the setup project's one step. */
export async function resetDemoOwnerPassword(page: Page) {
  const before = mailCount();
  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(DEMO_EMAIL);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset link sent!' })).toBeVisible();
  await expect.poll(mailCount, { timeout: 10_000 }).toBeGreaterThan(before);
  const mail = await waitForEmail(DEMO_EMAIL, /Reset your Casecast password/);
  await page.goto(linkIn(mail, /reset-password/));
  await page.getByLabel('New Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login\?reset=true/);
  await logInAsDemoOwner(page);
}

/** Signs in as the demo firm's owner with the password the setup set, and lands on the dashboard. */
export async function logInAsDemoOwner(page: Page) {
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}
