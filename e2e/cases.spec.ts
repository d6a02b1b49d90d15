// Journeys through case management: the wizard, the list, the case page with its dialogs, edit and delete; CSV import.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newEmail, openAccount } from './support/accounts';

async function signUpAndLogIn(page: Page, name: string) {
  const email = newEmail('cases', 'example.com');
  await openAccount(page, { name, email, password: 'case journey 1' });
}

async function next(page: Page, stepHeading: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: stepHeading, exact: true })).toBeVisible();
}

test('create a case through the wizard, find it, work on it, edit it and delete it', async ({ page }) => {
  // The longest journey: the whole life of a case, parties and deadlines included.
  test.setTimeout(120_000);
  const unique = Date.now().toString(36);
  const clientName = `Marisol Vega ${unique}`;
  await signUpAndLogIn(page, 'Casey Handler');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cases' }).click();
  await expect(page.getByRole('heading', { name: 'Cases', exact: true })).toBeVisible();
  await expect(page.getByText('No cases found')).toBeVisible();
  await page.getByRole('link', { name: 'Create Case' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cases\/new$/);
  await expect(page.getByRole('heading', { name: 'New Case' })).toBeVisible();
  await expect(page.getByText('Enter case information for a new client')).toBeVisible();

  // Basic Info: Next validates the step.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Client name is required')).toBeVisible();
  await page.getByLabel('Client Name').fill(clientName);
  await page.getByLabel('Notes', { exact: true }).fill('Rear-ended at a red light on Main St.');
  await page.getByLabel('Insurance Carrier').fill('Geico');
  await page.getByLabel('Insurance Limits').fill('100000');
  // The deadline facts: a Texas injury two years ago less 30 days, so the 2-year limitation falls within the dashboard's 90 days.
  const incident = new Date();
  incident.setUTCFullYear(incident.getUTCFullYear() - 2);
  incident.setUTCDate(incident.getUTCDate() + 30);
  await page.getByLabel('Incident Date').fill(incident.toISOString().slice(0, 10));
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Texas' });
  await next(page, 'Injuries');

  // Injuries: two, the second with an error first.
  await expect(page.getByText('No injuries added yet. Click "Add Injury" to add one.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Injury' }).click();
  const first = page.getByRole('group', { name: 'Injury 1' });
  await expect(first.getByLabel('Type')).toBeFocused();
  await expect(first.getByText('Injury type is required')).toBeHidden();
  await page.getByRole('button', { name: 'Add Injury' }).click();
  await first.getByLabel('Type').fill('Whiplash');
  await first.getByLabel('Body Part').fill('Neck');
  await first.getByLabel('Severity').selectOption('moderate');
  const second = page.getByRole('group', { name: 'Injury 2' });
  await second.getByLabel('Type').fill('Herniated disc');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(second.getByText('Body part is required')).toBeVisible();
  await second.getByLabel('Body Part').fill('Lower back');
  await second.getByLabel('Severity').selectOption('severe');
  await next(page, 'Treatments');

  // Treatments: one.
  await page.getByRole('button', { name: 'Add Treatment' }).click();
  const treatment = page.getByRole('group', { name: 'Treatment 1' });
  await treatment.getByLabel('Type').fill('Physical therapy');
  await treatment.getByLabel('Provider').fill('Eastside Physical Therapy');
  await next(page, 'Documents');

  // Documents: the upload area is marked as not available; one note.
  await expect(page.getByText('Document uploads')).toBeVisible();
  await page.getByRole('button', { name: 'Add Note' }).click();
  await page.getByRole('group', { name: 'Note 1' }).getByLabel('Note', { exact: true }).fill('Client prefers email.');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/dashboard\/case\/[^/]+$/);
  const caseUrl = page.url();
  await expect(page.getByRole('heading', { name: clientName, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Injuries (2)' })).toBeVisible();
  await expect(page.getByText('$100,000', { exact: true })).toBeVisible();
  await expect(page.getByText('Geico', { exact: true })).toBeVisible();
  await expect(page.getByText('Herniated disc', { exact: true })).toBeVisible();
  await expect(page.getByText('Eastside Physical Therapy', { exact: true })).toBeVisible();
  await expect(page.getByText('Client prefers email.').first()).toBeVisible();
  // Creating replaced the form in history.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/cases\/new$/);

  // Deadlines: the statute of limitations computed from Texas law, with its citation; confirmed by the attorney.
  await page.goto(caseUrl);
  const deadlines = page.getByRole('region', { name: 'Deadlines', exact: true });
  await expect(deadlines.getByText('This is a calculator, not legal advice: verify each date against the statute.')).toBeVisible();
  await expect(deadlines.getByText('Statute of limitations', { exact: true })).toBeVisible();
  await expect(deadlines.getByText('Tex. Civ. Prac. & Rem. Code § 16.003(a)')).toBeVisible();
  await deadlines.getByRole('button', { name: 'Confirm Statute of limitations' }).click();
  await expect(deadlines.getByText(/^Confirmed by Casey Handler on /)).toBeVisible();
  // A party added, then edited into a government body: the notice of claim it is owed joins the deadlines.
  const parties = page.getByRole('region', { name: 'Parties' });
  await parties.getByRole('button', { name: 'Add party' }).click();
  const addParty = page.getByRole('dialog', { name: 'Add party' });
  await addParty.getByLabel('Name').fill('Harris County');
  await addParty.getByRole('button', { name: 'Add party' }).click();
  await expect(addParty).toBeHidden();
  await expect(deadlines.getByText(/^Notice of claim/)).toHaveCount(0);
  await parties.getByRole('button', { name: 'Edit Harris County' }).click();
  const editParty = page.getByRole('dialog', { name: 'Edit party' });
  await expect(editParty.getByLabel('Name')).toHaveValue('Harris County');
  await editParty.getByLabel('Kind').selectOption('government');
  await editParty.getByLabel('Address').fill('1001 Preston St, Houston, TX');
  await editParty.getByRole('button', { name: 'Save party' }).click();
  await expect(editParty).toBeHidden();
  await expect(parties.getByText('1001 Preston St, Houston, TX')).toBeVisible();
  await expect(deadlines.getByText(/^Notice of claim/).first()).toBeVisible();
  // An override with its reason, then handed back to the calculator.
  const solItem = deadlines.getByTestId('deadline-item').filter({ has: page.getByText('Statute of limitations', { exact: true }) });
  const computedDue = await solItem.getByText(/^Due /).textContent();
  await solItem.getByRole('button', { name: 'Override date of Statute of limitations', exact: true }).click();
  const override = page.getByRole('dialog', { name: 'Override date' });
  await override.getByLabel('New due date').fill('2031-01-15');
  await override.getByLabel('Reason').fill('Tolling agreement signed');
  await override.getByRole('button', { name: 'Override date' }).click();
  await expect(solItem.getByText('Overridden: Tolling agreement signed')).toBeVisible();
  await expect(solItem.getByText(/^Due /)).not.toHaveText(computedDue!);
  await solItem.getByRole('button', { name: 'Use the calculated date for Statute of limitations', exact: true }).click();
  await expect(solItem.getByText(/^Overridden:/)).toHaveCount(0);
  await expect(solItem.getByText(/^Due /)).toHaveText(computedDue!);
  // Without the government defendant its notice of claim and its own limitation period go again.
  await parties.getByRole('button', { name: 'Delete Harris County' }).click();
  await expect(deadlines.getByText(/^Notice of claim/)).toHaveCount(0);
  await expect(deadlines.getByTestId('deadline-item')).toHaveCount(1);
  // ...and the dashboard lists it among the next 90 days' deadlines, linked to the case.
  await page.goto('/dashboard');
  const upcoming = page.getByRole('region', { name: 'Deadlines in the next 90 days' });
  await expect(upcoming.getByRole('list', { name: 'Upcoming deadlines' })).toContainText('Statute of limitations');
  await upcoming.getByRole('link', { name: clientName }).click();
  await expect(page).toHaveURL(caseUrl);

  // Find it by search, open it with the keyboard.
  await page.goto('/dashboard/cases');
  await page.getByLabel('Search cases', { exact: true }).fill(unique);
  await expect(page).toHaveURL(new RegExp(`search=${unique}`));
  const row = page.getByRole('row', { name: `Open case ${clientName}` });
  await expect(row).toBeVisible();
  await expect(page.getByText('Showing 1 of 1 cases')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Search cases', { exact: true })).toHaveValue(unique);
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(caseUrl);

  // Change the phase: a finished case shows its actual settlement (Settled itself asks for the amount and date closed first).
  // Closing asks first: the case's open deadlines and tasks close with it unless kept open.
  const phase = page.getByLabel('Phase', { exact: true });
  await expect(phase.locator('option')).toHaveText(['Intake', 'Treating', 'Demand', 'Negotiation', 'Litigation', 'Settled', 'Closed']);
  await expect(phase).toHaveValue('intake');
  await phase.selectOption('closed');
  const endDialog = page.getByRole('dialog', { name: 'Mark this case Closed' });
  const keepSol = endDialog.getByRole('checkbox', { name: /^Keep open: Statute of limitations, due / });
  await expect(keepSol).not.toBeChecked();
  await endDialog.getByRole('button', { name: 'Mark as Closed' }).click();
  await expect(endDialog).toBeHidden();
  // Its statute of limitations closed with it: dismissed on the case, gone from the dashboard's next 90 days.
  await expect(solItem).toContainText('Dismissed');
  await expect(solItem.getByRole('button', { name: 'Confirm Statute of limitations' })).toHaveCount(0);
  await expect(page.getByText('Not recorded')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('closed');
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Deadlines in the next 90 days' })).toContainText(
    'No filing deadlines in the next 90 days.',
  );
  await page.goto(caseUrl);

  // A note and an injury from the case page survive a reload.
  await page.getByLabel('New note').fill('Adjuster called back; wants records.');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByRole('region', { name: 'Notes' }).getByText('Adjuster called back; wants records.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Injury' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Injury' });
  await dialog.getByRole('button', { name: 'Add Injury' }).click();
  await expect(dialog.getByText('Injury type is required')).toBeVisible();
  await dialog.getByLabel('Injury Type').fill('Concussion');
  await dialog.getByLabel('Body Part').fill('Head');
  await dialog.getByLabel('Severity').selectOption('moderate');
  await dialog.getByRole('button', { name: 'Add Injury' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Injuries (3)' })).toBeVisible();
  await expect(page.getByText('Concussion', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notes' }).getByText('Adjuster called back; wants records.')).toBeVisible();
  await expect(page.getByLabel('Phase', { exact: true })).toHaveValue('closed');

  // Both treatment dialogs save to the server.
  await page.getByRole('button', { name: 'Add Treatment' }).click();
  const simple = page.getByRole('dialog', { name: 'Add Treatment' });
  await simple.getByLabel('Treatment Type').fill('Chiropractic');
  await simple.getByLabel('Facility').fill('Spine Center');
  await simple.getByLabel('Frequency').selectOption('weekly');
  await simple.getByLabel('Status').selectOption('ongoing');
  await simple.getByLabel('Amount to Date').fill('1200');
  await simple.getByRole('button', { name: 'Add Treatment' }).click();
  await expect(simple).toBeHidden();
  await page.getByRole('button', { name: 'Add Detailed Treatment' }).click();
  const detailed = page.getByRole('dialog', { name: 'Add Detailed Treatment' });
  await detailed.getByRole('button', { name: 'Save Treatment' }).click();
  await expect(detailed.getByText('Please select an injury')).toBeVisible();
  await detailed.getByLabel('Injury').selectOption({ label: 'Concussion (Head)' });
  await detailed.getByLabel('Name').fill('Head CT');
  await detailed.getByLabel('Type', { exact: true }).fill('Imaging');
  await detailed.getByLabel('Provider').fill('City Imaging');
  await detailed.getByLabel('CPT Code').fill('70450');
  await detailed.getByLabel('Cost').fill('950');
  await detailed.getByLabel('Duration (days)').fill('1');
  await detailed.getByLabel('Description').fill('CT of the head without contrast');
  await detailed.getByRole('button', { name: 'Save Treatment' }).click();
  await expect(detailed).toBeHidden();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Treatments (3)' })).toBeVisible();
  await expect(page.getByText('Head CT · Imaging')).toBeVisible();
  await page.getByRole('link', { name: 'Treatments (3)' }).click();
  await expect(page.getByRole('heading', { name: 'Treatments', level: 1 })).toBeVisible();
  await expect(page.getByText('$950', { exact: false })).toBeVisible();
  await page.goBack();

  // Edit.
  await page.getByRole('link', { name: 'Edit Case' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Case' })).toBeVisible();
  await expect(page.getByLabel('Client Name')).toHaveValue(clientName);
  await expect(page.getByLabel('Phase', { exact: true })).toHaveValue('closed');
  await page.getByLabel('Client Name').fill(`${clientName} Jr`);
  await page.getByLabel('Actual Settlement').fill('90000');
  await next(page, 'Injuries');
  await expect(page.getByRole('group', { name: /^Injury \d$/ })).toHaveCount(3);
  await next(page, 'Treatments');
  await next(page, 'Documents');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(caseUrl);
  await expect(page.getByRole('heading', { name: `${clientName} Jr`, level: 1 })).toBeVisible();
  await expect(page.getByText('$90,000', { exact: true })).toBeVisible();
  await expect(page.getByText('Not recorded')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Injuries (3)' })).toBeVisible();

  // Delete, after confirming.
  await page.getByRole('button', { name: 'Delete Case' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this case?' });
  await confirm.getByRole('button', { name: 'Delete Case' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cases$/);
  await page.goto(caseUrl);
  await expect(page.getByText('Case not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Cases' }).click();
  await expect(page.getByText('No cases found')).toBeVisible();
});

test('import cases from a CSV: valid rows go in, the bad row is reported', async ({ page }) => {
  const unique = Date.now().toString(36);
  await signUpAndLogIn(page, 'Imogen Porter');
  await page.goto('/dashboard/cases');
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page.getByRole('heading', { name: 'Import Cases' })).toBeVisible();

  const csv = [
    'Client Name,Status,Date Opened,Carrier,Policy Limits',
    `Alpha ${unique},open,2024-01-05,Geico,"$100,000"`,
    `Beta ${unique},open,not-a-date,Allstate,50000`,
    `Gamma ${unique},settled,03/15/2023,Progressive,25000`,
  ].join('\n');
  await page.getByLabel('Choose CSV file').setInputFiles({ name: 'cases.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  await expect(page.getByText('2 ready to import')).toBeVisible();
  await expect(page.getByLabel('Case field for Client Name')).toHaveValue('clientName');
  await expect(page.getByText(/Row 2:.*Invalid date format/)).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 cases' }).click();
  await expect(page.getByRole('heading', { name: 'Imported 2 cases' })).toBeVisible();
  await expect(page.getByText('1 row was skipped.')).toBeVisible();
  await expect(page.getByText(/Row 2:.*Invalid date format/)).toBeVisible();

  await page.getByRole('link', { name: 'View cases' }).click();
  await expect(page.getByText('Showing 2 of 2 cases')).toBeVisible();
  await expect(page.getByRole('row', { name: `Open case Alpha ${unique}` })).toContainText('Geico');
  await page.getByLabel('Phase filter').selectOption({ label: 'Resolved Cases' });
  await expect(page.getByText('Showing 1 of 2 cases')).toBeVisible();
  await expect(page.getByRole('row', { name: `Open case Gamma ${unique}` })).toContainText('Settled');
  await expect(page).toHaveURL(/filter=resolved/);
  await page.getByLabel('Phase filter').selectOption({ label: 'Intake' });
  await expect(page).toHaveURL(/phase=intake/);
  await expect(page.getByRole('row', { name: `Open case Alpha ${unique}` })).toContainText('Intake');
  await expect(page.getByRole('row', { name: `Open case Gamma ${unique}` })).toBeHidden();
  await page.getByLabel('Phase filter').selectOption({ label: 'Resolved Cases' });

  // Export follows the filter: only the resolved case.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  const exported = readFileSync(await download.path(), 'utf8');
  expect(exported).toContain(`Gamma ${unique}`);
  expect(exported).not.toContain(`Alpha ${unique}`);
});

test('the new-case form keeps a draft 30 s after the last change and offers it back', async ({ page }) => {
  await page.clock.install();
  await signUpAndLogIn(page, 'Drew Draft');
  await page.goto('/dashboard/cases/new');
  await page.getByLabel('Client Name').fill('Draft Client');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.clock.fastForward('00:31');
  await expect(page.getByText('Draft auto-saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Client Name')).toHaveValue('');
  await page.getByRole('button', { name: 'Restore draft' }).click();
  await expect(page.getByLabel('Client Name')).toHaveValue('Draft Client');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cases$/);
  await page.goto('/dashboard/cases/new');
  await expect(page.getByLabel('Client Name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore draft' })).toBeHidden();
});

test('a stale edit is refused and loses nothing; a settled case is archived, kept and restored', async ({ page }) => {
  await signUpAndLogIn(page, 'Ada Archive');
  const created = await page.request.post('/api/cases', { data: { clientName: 'Noor Settled', status: 'open', dateOpened: '2025-01-10' } });
  expect(created.status()).toBe(201);
  const caseId = ((await created.json()) as { id: string }).id;
  const note = await page.request.post(`/api/cases/${caseId}/notes`, { data: { content: 'Adjuster called' } });
  expect(note.status()).toBe(201);
  const noteBody = (await note.json()) as { id?: string; data?: { id: string } };
  const noteId = noteBody.data?.id ?? noteBody.id;
  await page.goto(`/dashboard/case/${caseId}`);
  await expect(page.getByText('Adjuster called', { exact: true }).first()).toBeVisible();

  // Someone else changes the note while this page still shows the old one: this save is refused, theirs kept.
  const theirs = await page.request.patch(`/api/notes/${noteId}`, { data: { content: 'Adjuster called back with an offer' } });
  expect(theirs.status()).toBe(200);
  await page.getByRole('button', { name: 'Edit note' }).click();
  await page.getByLabel('Edit note').fill('Adjuster never called');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(
    page.getByText('Someone else changed this record after you opened it. Reload to see their change, then try again.'),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText('Adjuster called back with an offer', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Adjuster never called')).toBeHidden();

  // Settled, then "deleted": archived with its statement, off the list, restorable.
  const settled = await page.request.patch(`/api/cases/${caseId}`, {
    data: { status: 'settled', actualSettlement: 45000, dateClosed: '2026-03-01' },
  });
  expect(settled.status()).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: 'Delete Case' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive this case?' });
  await expect(confirm.getByText('it will be archived, not deleted')).toBeVisible();
  await confirm.getByRole('button', { name: 'Archive Case' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cases$/);
  await expect(
    page.getByText(
      'Settled cases are archived, not deleted: the case and its closing statements are kept. Restore it from Archived cases.',
    ),
  ).toBeVisible();
  await expect(page.getByText('No cases found')).toBeVisible();
  await page.getByRole('link', { name: 'Archived cases' }).click();
  await expect(page.getByRole('heading', { name: 'Archived cases', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Noor Settled' }).click();
  await expect(page.getByText(/^Archived on .*kept with its closing statements until/)).toBeVisible();
  await page.getByRole('button', { name: 'Restore to cases list' }).click();
  await expect(page.getByText(/^Archived on/)).toBeHidden();
  await page.getByRole('link', { name: 'Back to Cases' }).click();
  await expect(page.getByRole('row', { name: /Open case Noor Settled/ })).toBeVisible();
});
