// A paralegal's intake with the contact directory: the providers and adjusters the firm works with are added once
// and found by what an adjuster says on the phone; a new client's phone and email are taken in the wizard and shown on
// the case with links; a provider is picked from the directory instead of typed. At phone size the directory fits
// the screen and axe finds nothing serious.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { newEmail, openAccount } from './support/accounts';

async function signUpAndLogIn(page: Page, name: string) {
  const email = newEmail('contacts', 'example.com');
  await openAccount(page, { name, email, password: 'contacts journey 1' });
}

async function addContact(page: Page, contact: { kind: string; name: string; organization?: string; phone?: string }) {
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await dialog.getByLabel('Kind').selectOption({ label: contact.kind });
  await dialog.getByLabel('Name', { exact: true }).fill(contact.name);
  if (contact.organization) await dialog.getByLabel('Organization').fill(contact.organization);
  if (contact.phone) await dialog.getByLabel('Phone').fill(contact.phone);
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog).toBeHidden();
}

test('the directory at intake: contacts added once and found, the client reached from the case, a provider picked', async ({ page }) => {
  test.setTimeout(120_000);
  const unique = Date.now().toString(36);
  await signUpAndLogIn(page, 'Paula Paralegal');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  await addContact(page, { kind: 'Adjuster', name: `Dana Reyes ${unique}`, organization: 'GEICO', phone: '(555) 010-2000' });
  await addContact(page, { kind: 'Medical provider', name: `Valley Orthopedics ${unique}`, phone: '555-010-3000' });
  const directory = page.getByRole('region', { name: 'Contact directory' });

  // What an adjuster says on the phone: the carrier, or the number typed any way.
  await page.getByRole('searchbox', { name: 'Search' }).fill('555 010 2000');
  await expect(directory.getByText(`Dana Reyes ${unique}`)).toBeVisible();
  await expect(directory.getByText(`Valley Orthopedics ${unique}`)).toBeHidden();
  await expect(directory.getByRole('link', { name: '(555) 010-2000' })).toHaveAttribute('href', 'tel:5550102000');
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.getByLabel('Kind').selectOption({ label: 'Medical provider' });
  await expect(directory.getByText(`Valley Orthopedics ${unique}`)).toBeVisible();
  await expect(directory.getByText(`Dana Reyes ${unique}`)).toBeHidden();

  // Intake: the client's phone, email and preferred contact go with the new case.
  await page.goto('/dashboard/cases/new');
  await page.getByLabel('Client Name').fill(`Rosa Diaz ${unique}`);
  await page.getByLabel('Phone').fill('555-010-5000');
  await page.getByLabel('Email', { exact: true }).fill('rosa.diaz@example.com');
  await page.getByLabel('Preferred contact').selectOption({ label: 'Text message' });
  await page.getByLabel('Language').fill('Spanish');
  for (const step of ['Injuries', 'Treatments', 'Documents']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dashboard\/case\/[^/?]+$/);
  const client = page.getByTestId('client-contact');
  await expect(client.getByRole('link', { name: '555-010-5000' })).toHaveAttribute('href', 'tel:5550105000');
  await expect(client.getByRole('link', { name: 'rosa.diaz@example.com' })).toHaveAttribute('href', 'mailto:rosa.diaz@example.com');
  await expect(client.getByText('Prefers text message · Speaks Spanish')).toBeVisible();

  // The provider is picked from the directory: its name and phone are filled in, not typed.
  await page.goto(`${new URL(page.url()).pathname}?tab=medical`);
  await page.getByRole('button', { name: 'Add provider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add provider' });
  await dialog.getByLabel('From the contact directory').selectOption({ label: `Valley Orthopedics ${unique}` });
  await expect(dialog.getByLabel('Provider name')).toHaveValue(`Valley Orthopedics ${unique}`);
  await expect(dialog.getByLabel('Phone')).toHaveValue('555-010-3000');
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Providers and bills' }).getByRole('heading', { name: new RegExp(`Valley Orthopedics ${unique}`) }),
  ).toBeVisible();

  // At phone size the directory fits the screen, and axe finds nothing serious on it or in its dialog.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard/contacts');
  await expect(page.getByRole('region', { name: 'Contact directory' }).getByText(`Dana Reyes ${unique}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const serious = () => seriousViolations(page);
  expect(await serious()).toEqual([]);
  await page.getByRole('button', { name: 'Add contact' }).click();
  await expect(page.getByRole('dialog', { name: 'Add contact' })).toBeVisible();
  expect(await serious()).toEqual([]);
});
