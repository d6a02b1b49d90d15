// Journeys through accounts: register and verify, sign out, reset a password, wrong password, two-factor.
import { expect, test } from '@playwright/test';
import { secretFromTotpUri, totpCode } from '../apps/server/src/test/totp';
import { logIn, newEmail, openAccount, register, verifyByEmail } from './support/accounts';
import { linkIn, waitForEmail } from './support/mail';

test('register, open the verification link, log in, see the dashboard shell, sign out', async ({ page }) => {
  const email = newEmail('journey');
  await register(page, { name: 'Jordan Reyes', email, password: 'journey password', company: 'Reyes Injury Law' });
  await expect(page).toHaveURL(/\/login\?verified=false/);
  await expect(page.getByText('Please check your email to verify your account before logging in.')).toBeVisible();

  await verifyByEmail(page, email);
  await logIn(page, email, 'journey password');
  await expect(page).toHaveURL(/\/dashboard$/);

  const header = page.getByRole('banner');
  await expect(header.getByText('Casecast', { exact: true })).toBeVisible();
  await expect(header.getByText('CASE PREDICTION')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const item of ['Dashboard', 'Cases', 'Documents', 'Predictions', 'Attorney WAR', 'Settings']) {
    await expect(nav.getByRole('link', { name: item })).toBeVisible();
  }
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await expect(page.getByRole('menu').getByText('Reyes Injury Law')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=/);
});

test('shows the register form errors from the spec', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Sam');
  await page.getByLabel('Email address').fill(newEmail('errors'));
  await page.getByLabel('Password', { exact: true }).fill('password one');
  await page.getByLabel('Confirm Password').fill('password two');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
});

test('a wrong password shows "Invalid login credentials"', async ({ page }) => {
  const email = newEmail('wrong', 'example.com');
  await register(page, { name: 'Demo Person', email, password: 'right password' });
  await expect(page).toHaveURL(/\/login\?verified=true/);
  await logIn(page, email, 'wrong password');
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(page).toHaveURL(/\/login/);
});

test('forgot password, reset through the emailed link, log in with the new password only', async ({ page }) => {
  const email = newEmail('reset');
  await openAccount(page, { name: 'Riley Park', email, password: 'old password 1' });
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Reset link sent!' })).toBeVisible();

  const mail = await waitForEmail(email, /Reset your Casecast password/);
  await page.goto(linkIn(mail, /reset-password/));
  await expect(page.getByRole('heading', { name: 'Set new password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('new password 2');
  await page.getByLabel('Confirm New Password').fill('new password 3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('new password 2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login\?reset=true/);
  await expect(page.getByText('Password reset successful. Please login with your new password.')).toBeVisible();

  await logIn(page, email, 'old password 1');
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await logIn(page, email, 'new password 2');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Remember me keeps the session beyond the browser session only when ticked', async ({ page, context }) => {
  const email = newEmail('remember', 'example.test');
  await register(page, { name: 'Casey Kim', email, password: 'remember me pw' });
  await expect(page).toHaveURL(/\/login\?verified=true/);
  await logIn(page, email, 'remember me pw');
  await expect(page).toHaveURL(/\/dashboard$/);
  const browserSession = (await context.cookies()).find((cookie) => cookie.name.endsWith('session_token'));
  expect(browserSession?.expires).toBe(-1);

  await context.clearCookies();
  await logIn(page, email, 'remember me pw', { rememberMe: true });
  await expect(page).toHaveURL(/\/dashboard$/);
  const persistent = (await context.cookies()).find((cookie) => cookie.name.endsWith('session_token'));
  expect(persistent?.expires).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);
});

test('enrol TOTP two-factor in settings, then log in with a code', async ({ page }) => {
  const email = newEmail('totp', 'example.com');
  const password = 'two factor pw';
  await register(page, { name: 'Taylor Wong', email, password });
  // The sign-up must finish before the login page is opened, or the navigation cancels it.
  await expect(page).toHaveURL(/\/login\?verified=true/);
  await logIn(page, email, password);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await section.getByLabel('Confirm with your password').fill(password);
  await section.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(page.getByAltText('QR code for your authenticator app')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // The sign-out lands on the login page once the session is gone: opening it sooner cancels the request, and the
  // still signed-in login page goes on to the dashboard.
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('not valid');
  await page.getByLabel('Authentication code').fill(totpCode(secretFromTotpUri(`otpauth://totp/x?secret=${secret}`)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('protected routes: redirect to login, old case addresses, unknown dashboard pages', async ({ page }) => {
  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fsettings/);
  const email = newEmail('routes', 'example.com');
  await register(page, { name: 'Robin Ash', email, password: 'routes password' });
  // The sign-up must finish before the login page is opened, or the navigation cancels it.
  await expect(page).toHaveURL(/\/login\?verified=true/);
  await logIn(page, email, 'routes password');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/case/abc123/injuries');
  await expect(page).toHaveURL(/\/dashboard\/case\/abc123\/injuries$/);
  await page.goto('/dashboard/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('/dashboard/no-such-page')).toBeVisible();
  await expect(page.getByText('/dashboard/case/[case-id]')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});
