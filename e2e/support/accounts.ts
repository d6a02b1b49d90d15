// Account steps shared by the journeys: register through the form, verify by email, log in.
import { expect, type Page } from '@playwright/test';
import { linkIn, waitForEmail } from './mail';

let counter = 0;
export function newEmail(prefix: string, domain = 'lawfirm.test'): string {
  counter += 1;
  // Journeys run side by side: the worker's number keeps two addresses made in the same millisecond apart.
  return `${prefix}.${Date.now().toString(36)}${process.env.TEST_WORKER_INDEX ?? ''}${counter}@${domain}`;
}

export async function register(page: Page, input: { name: string; email: string; password: string; company?: string }) {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(input.name);
  if (input.company) await page.getByLabel('Company/Law Firm').fill(input.company);
  await page.getByLabel('Email address').fill(input.email);
  await page.getByLabel('Password', { exact: true }).fill(input.password);
  await page.getByLabel('Confirm Password').fill(input.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function verifyByEmail(page: Page, email: string) {
  const mail = await waitForEmail(email, /Verify your email/);
  await page.goto(linkIn(mail, /verify-email/));
  await expect(page).toHaveURL(/\/login\?verified=true/);
}

export async function logIn(page: Page, email: string, password: string, options: { rememberMe?: boolean } = {}) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A verified account in one step, through the real pages and the real email link. */
export async function registerVerifiedAndLogIn(page: Page, input: { name: string; email: string; password: string; company?: string }) {
  await register(page, input);
  await expect(page).toHaveURL(/\/login\?verified=false/);
  await verifyByEmail(page, input.email);
  await logIn(page, input.email, input.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}
