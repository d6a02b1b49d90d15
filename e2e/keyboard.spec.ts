// Without a mouse, and without script: the app is usable by keyboard alone (sign in, open a case, add a
// note, move around), and the waiting-list and login forms work as plain form POSTs before or without hydration.
import { expect, test, type Page } from '@playwright/test';
import { newEmail, register } from './support/accounts';
import { DEMO_EMAIL, DEMO_PASSWORD } from './support/demo';

/** Presses Tab until the focused element's accessible name matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, maxPresses = 120) {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return '';
      const labelled = element.getAttribute('aria-labelledby');
      const fromLabelledBy = labelled
        ? labelled
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : '';
      const labels = (element as HTMLInputElement).labels
        ? Array.from((element as HTMLInputElement).labels ?? []).map((label) => label.textContent ?? '')
        : [];
      return [
        element.getAttribute('aria-label') ?? '',
        fromLabelledBy,
        ...labels,
        element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' ? '' : (element.textContent ?? ''),
      ]
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Nothing named ${name} could be reached with Tab`);
}

test('keyboard only: sign in, open a case, add a note and move around', async ({ page }) => {
  const email = newEmail('keys', 'example.com');
  const password = 'keyboard journey 1';
  await register(page, { name: 'Kim Keys', email, password });
  await expect(page).toHaveURL(/\/login\?verified=true/);
  await page.context().clearCookies();

  await page.goto('/login');
  await tabTo(page, /^Email address/);
  await page.keyboard.type(email);
  await tabTo(page, /^Password/);
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  const created = await page.request.post('/api/cases', {
    data: { clientName: 'Keyboard Client', status: 'open', dateOpened: '2026-01-15' },
  });
  expect(created.status()).toBe(201);
  await page.reload();

  await tabTo(page, /^Cases$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Cases', exact: true })).toBeVisible();
  await tabTo(page, /^Open case Keyboard Client CASE-0001/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Keyboard Client' })).toBeVisible();
  await expect(page.getByTestId('case-no')).toHaveText(/^CASE-0001/);

  await tabTo(page, /^New note/);
  await page.keyboard.type('Called the adjuster; waiting for the medical records.');
  await tabTo(page, /^Add Note$/);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('region', { name: 'Notes' }).getByText('Called the adjuster; waiting for the medical records.'),
  ).toBeVisible();

  await tabTo(page, /^Predictions$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Predictions', exact: true })).toBeVisible();
  await tabTo(page, /^Dashboard$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the waiting-list form is sent as a plain form POST and answered with a page', async ({ page }) => {
    await page.goto('/waiting-list');
    await expect(page.getByRole('heading', { name: 'Join Our Waiting List' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Noor Haddad');
    await page.getByLabel('Email', { exact: true }).fill(newEmail('noscript'));
    await page.getByLabel('Law Firm Name').fill('Haddad Injury Law');
    await page.getByRole('button', { name: 'Join Waiting List' }).click();
    await expect(page.getByText("Thank you for joining our waiting list! We'll be in touch soon.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  });

  test('the phone menu opens and leads to the waiting list with no script at all', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await page.getByLabel('Menu', { exact: true }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Join Waiting List' }).click();
    await expect(page).toHaveURL(/\/waiting-list$/);
    await page.getByLabel('Name', { exact: true }).fill('Ines Okafor');
    await page.getByLabel('Email', { exact: true }).fill(newEmail('noscript-menu'));
    await page.getByLabel('Law Firm Name').fill('Okafor Injury Law');
    await page.getByRole('button', { name: 'Join Waiting List' }).click();
    await expect(page.getByRole('heading', { name: 'You are on the waiting list' })).toBeVisible();
    await expect(page.getByText("Thank you for joining our waiting list! We'll be in touch soon.")).toBeVisible();
  });

  test('the demo owner signs in with the plain login form and lands on the dashboard; a wrong password is told', async ({ page }) => {
    // The demo owner's password was set through the reset email before the journeys (e2e/demo-owner.setup.ts).
    const password = DEMO_PASSWORD;
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    await page.getByLabel('Email address').fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?signin=invalid$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid login credentials' })).toBeVisible();

    await page.getByLabel('Email address').fill(DEMO_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The session cookie the form set is the app's own: the API knows who this is.
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    expect((await me.json()).user.email).toBe(DEMO_EMAIL);
  });

  test('a form missing a required field is answered with what to fix and the way back', async ({ page }) => {
    await page.goto('/waiting-list');
    await page.getByLabel('Email', { exact: true }).fill(newEmail('noscript'));
    await page.getByRole('button', { name: 'Join Waiting List' }).click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Law firm name is required', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the waiting-list form' }).click();
    await expect(page.getByRole('heading', { name: 'Join Our Waiting List' })).toBeVisible();
  });
});
