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

/**
 * A signed-in account for a journey about something else, on the dashboard: signed up and signed in through the
 * API the pages call, verified through the real email link where the address needs it. The pages themselves are
 * the accounts journeys' subject (accounts.spec.ts); loading the sign-up and login pages in every journey cost two
 * page loads each.
 */
export async function openAccount(page: Page, input: { name: string; email: string; password: string; company?: string }) {
  const signedUp = await page.request.post('/api/auth/sign-up/email', { data: input });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const { user } = (await signedUp.json()) as { user: { emailVerified: boolean } };
  if (!user.emailVerified) {
    const mail = await waitForEmail(input.email, /Verify your email/);
    const verified = await page.request.get(linkIn(mail, /verify-email/));
    expect(verified.url()).toMatch(/\/login\?verified=true/);
  }
  const signedIn = await page.request.post('/api/auth/sign-in/email', { data: { email: input.email, password: input.password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}
