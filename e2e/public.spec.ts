// Journeys through the public site: landing-page anchors and mobile menu, the waiting list, the blog, legal pages, links to sign-up and login.
import { expect, test, type Page } from '@playwright/test';
import { newEmail } from './support/accounts';

// Public pages arrive prerendered and are then hydrated: act on them once their code has loaded,
// as a click during hydration can be lost.
const HYDRATED = { waitUntil: 'networkidle' } as const;

/** The phone menu's toggle: the <summary> of a <details>, named "Menu". */
const menuToggle = (page: Page) => page.getByLabel('Menu', { exact: true });

/**
 * Waits until React has hydrated the element: an idle network does not mean hydrated on a busy machine, and before
 * then the page is the prerendered HTML (a click is the plain form's, a key press reaches no handler). React keeps its
 * props on each element it has hydrated.
 */
async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((wanted) => {
    const element = document.querySelector(wanted);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

async function expectInViewport(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport();
}

test('the navigation bar jumps to Features, Benefits and How It Works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/', HYDRATED);
  await expect(page).toHaveTitle('Casecast');
  await expect(page.getByRole('heading', { level: 1, name: 'Know what every case is worth' })).toBeVisible();
  await expect(page.getByText('$125,000')).toBeVisible();
  await expect(page.getByText('Range: $80,000 – $150,000')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Site' });
  await nav.getByRole('link', { name: 'How It Works' }).click();
  await expect(page).toHaveURL(/\/#how-it-works$/);
  await expectInViewport(page, 'Three steps from case file to insight');
  await nav.getByRole('link', { name: 'Features' }).click();
  await expectInViewport(page, 'Everything a PI case needs, and what it is worth');
  await expect(page.locator('#features li h3')).toHaveCount(6);
  await nav.getByRole('link', { name: 'Benefits' }).click();
  await expectInViewport(page, 'Built for the whole firm');
  await expect(page.getByRole('heading', { name: 'For law firm owners' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'For attorneys' })).toBeVisible();
  // The page arrives prerendered and is hydrated: a mismatch would show here as an error.
  expect(errors).toEqual([]);
});

test('public pages arrive prerendered, with their own title and description', async ({ request }) => {
  const landing = await (await request.get('/')).text();
  expect(landing).toContain('Know what every case is worth');
  const blog = await (await request.get('/blog')).text();
  expect(blog).toContain('<title>Blog · Casecast</title>');
  expect(blog).toContain('How Settlement Values Are Estimated');
  const dashboard = await (await request.get('/dashboard')).text();
  expect(dashboard).toContain('<div id="root"></div>');
});

test('every prerendered page hydrates without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(`${page.url()}: ${message.text()}`));
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const [path, heading] of [
    ['/waiting-list', 'Join Our Waiting List'],
    ['/blog', 'Blog'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/blog/4', 'Treatment Gaps: Why They Lower Case Value and How to Document Them'],
  ]) {
    await page.goto(path!, HYDRATED);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Interactive once hydrated: the mobile menu opens.
    await page.setViewportSize({ width: 375, height: 740 });
    await menuToggle(page).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  // The prerendered post learns the site's address once it runs: share links carry the full URL.
  await expect(page.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute('href', /url=http%3A%2F%2Flocalhost%3A\d+%2Fblog%2F4/);
  await expect(page.getByRole('heading', { level: 2, name: 'Why a gap costs money' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the login page arrives prerendered as a plain form, hydrates without an error, and then signs in by script', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/login')).text();
  expect(html).toContain('<title>Log in · Casecast</title>');
  expect(html).toMatch(/<form[^>]*action="\/login"[^>]*method="post"/);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(`${page.url()}: ${message.text()}`));
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await page.goto('/login?signin=invalid', HYDRATED);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid login credentials' })).toBeVisible();
  // A click before React attaches its handlers is the plain form's, which the browser's own check of the empty
  // password stops without marking the field.
  await waitForHydration(page, 'form[action="/login"]');
  // Hydrated: an empty password stops the submit in the page (a plain form would have been posted).
  await page.getByLabel('Email address').fill('nobody@lawfirm.test');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/login\?signin=invalid$/);
  // The script's sign-in answers in place, without a page load.
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid login credentials' })).toHaveCount(1);
  await expect(page).toHaveURL(/\/login\?signin=invalid$/);
  expect(errors.filter((error) => !/401|Unauthorized/.test(error))).toEqual([]);
});

test('the mobile menu at 375 px opens, jumps to a section, and closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/', HYDRATED);
  await expect(page.getByRole('navigation', { name: 'Site' })).toBeHidden();
  // The menu opens without script; Escape closes it only once the page's script has hydrated it.
  await waitForHydration(page, '[data-testid="mobile-menu"]');
  const toggle = menuToggle(page);
  await expect(page.getByTestId('mobile-menu')).not.toHaveAttribute('open');
  await toggle.click();
  await expect(page.getByTestId('mobile-menu')).toHaveAttribute('open');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  for (const name of ['Features', 'Benefits', 'How It Works', 'Login', 'Join Waiting List'])
    await expect(menu.getByRole('link', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await menu.getByRole('link', { name: 'How It Works' }).click();
  await expect(menu).toBeHidden();
  await expectInViewport(page, 'Three steps from case file to insight');
  await toggle.click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Benefits' }).click();
  await expectInViewport(page, 'Built for the whole firm');
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('joins the waiting list: missing field, success with a cleared form, then the same address again', async ({ page }) => {
  await page.goto('/', HYDRATED);
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Join Waiting List' }).click();
  await expect(page).toHaveURL(/\/waiting-list$/);
  await expect(page.getByRole('heading', { name: 'Join Our Waiting List' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');

  const email = newEmail('waitlist');
  await page.getByLabel('Name', { exact: true }).fill('Jordan Reyes');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Join Waiting List' }).click();
  await expect(page.getByText('Law firm name is required')).toBeVisible();
  await expect(page.getByLabel('Law Firm Name')).toBeFocused();

  await page.getByLabel('Law Firm Name').fill('Reyes Injury Law');
  await page.getByLabel('Phone (optional)').fill('555-0100');
  await page.getByLabel('Message (optional)').fill('Twelve attorneys, mostly auto cases.');
  await page.getByRole('button', { name: 'Join Waiting List' }).click();
  await expect(page.getByText("Thank you for joining our waiting list! We'll be in touch soon.")).toBeVisible();
  for (const label of ['Name', 'Email', 'Law Firm Name', 'Phone (optional)', 'Message (optional)'])
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('');

  await page.getByLabel('Name', { exact: true }).fill('Jordan Again');
  await page.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
  await page.getByLabel('Law Firm Name').fill('Reyes Injury Law');
  await page.getByRole('button', { name: 'Join Waiting List' }).click();
  await expect(page.getByRole('alert')).toContainText('already on our waiting list');
});

test('reads a blog post, shares it in a new tab, and an unknown post says it was not found', async ({ page }) => {
  await page.goto('/', HYDRATED);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);

  await page.getByRole('link', { name: /^Read more about “How Settlement Values Are Estimated/ }).click();
  await expect(page).toHaveURL(/\/blog\/5$/);
  await expect(page.getByRole('heading', { level: 1, name: /How Settlement Values Are Estimated/ })).toBeVisible();
  await expect(page.getByText('November 4, 2026 · Casecast Team')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The multiplier method for general damages' })).toBeVisible();
  await expect(page).toHaveTitle(/How Settlement Values Are Estimated.* · Casecast/);
  for (const name of ['Facebook', 'Twitter', 'LinkedIn']) {
    const share = page.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(share).toHaveAttribute('target', '_blank');
    await expect(share).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute(
    'href',
    /linkedin\.com\/sharing\/share-offsite\/\?url=http%3A%2F%2Flocalhost%3A\d+%2Fblog%2F5/,
  );

  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  await page.goto('/blog/does-not-exist', HYDRATED);
  await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();
  await expect(page.getByText(/doesn't exist or has been removed/)).toBeVisible();
  await page.getByRole('link', { name: 'Return to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  // An address the site has no page for is a 404, and says so, instead of the landing page.
  const missing = await page.goto('/no-such-page', HYDRATED);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('calls to action lead to sign-up and login; the legal pages are linked from the footer', async ({ page }) => {
  await page.goto('/', HYDRATED);
  await page.getByRole('main').getByRole('link', { name: 'Join the Waiting List' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();

  await page.goto('/', HYDRATED);
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/', HYDRATED);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Sub-processors/ })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the skip link moves keyboard focus to the page content', async ({ page }) => {
  await page.goto('/blog', HYDRATED);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
