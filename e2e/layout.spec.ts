// Every main screen at phone (375×812) and laptop (1280×800) size: the document never scrolls sideways,
// no text is smaller than 11 px, and axe finds no serious or critical accessibility problem. Screenshots
// of each screen are kept under test-results/layout/ (CI keeps them), with the figures in report-<part>.json
// and summary-<part>.md (public; signed-in-1 to signed-in-3 for the signed-in screens).
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { accessibilityScan } from './support/accessibility';
import { newEmail, openAccount } from './support/accounts';
import { logInAsDemoOwner } from './support/demo';
import { measureLayout, type LayoutMeasure } from './support/layout-checks';
import { SCREENS, VIEWPORTS, type Screen, type ScreenIds } from './support/screens';

const OUT = 'test-results/layout';
/** LAYOUT_SCREENS=settings,calendar checks only those screens (while fixing one); unset, every screen. */
const ONLY = process.env.LAYOUT_SCREENS?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const chosen = (screen: Screen) => !ONLY?.length || ONLY.includes(screen.name);
const MIN_TEXT_PX = 11;

type Row = LayoutMeasure & {
  viewport: string;
  screen: string;
  axeSerious: number;
  axeCritical: number;
  axeSeriousOrCritical: number;
  axeRules: string[];
  internalIdsShown: string[];
  screenshot: string;
};

type Viewport = (typeof VIEWPORTS)[number];

/**
 * Checks a screen at one size. `load` opens it at that size; otherwise the screen already open is resized to it (what
 * a screen lays out with CSS and its resize observers is the same either way, and a page load is most of a check).
 */
async function checkScreen(page: Page, screen: Screen, ids: ScreenIds, viewport: Viewport, load: boolean): Promise<Row> {
  const path = typeof screen.path === 'function' ? screen.path(ids) : screen.path;
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  if (load) await page.goto(path);
  await expect(page.getByText(screen.ready).filter({ visible: true }).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // A resize lays out again on the next frames.
  if (!load) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const measure = await measureLayout(page);
  // One human case number: no internal id (a UUID) nor the 8-character head of the case's id in the visible text.
  const text = await page.locator('body').innerText();
  const internalIdsShown = [
    ...new Set([
      ...(text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi) ?? []),
      ...(ids.caseId && text.includes(ids.caseId.slice(0, 8)) ? [ids.caseId.slice(0, 8)] : []),
    ]),
  ];
  // Every rule of these tags runs, none disabled: label-content-name-mismatch (wcag21a) among them.
  const axe = await accessibilityScan(page).analyze();
  const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const nodesOf = (impact: string) =>
    axe.violations.filter((violation) => violation.impact === impact).reduce((sum, violation) => sum + violation.nodes.length, 0);
  const screenshot = `${OUT}/${viewport.name}-${screen.name}.png`;
  await page.screenshot({ path: screenshot, fullPage: true });
  return {
    viewport: viewport.name,
    screen: screen.name,
    ...measure,
    axeSerious: nodesOf('serious'),
    axeCritical: nodesOf('critical'),
    axeSeriousOrCritical: serious.reduce((sum, violation) => sum + violation.nodes.length, 0),
    internalIdsShown,
    axeRules: serious.map((violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes[0]?.target.join(' ')}`),
    screenshot,
  };
}

/** A screen at every size: loaded at the first, resized to the next (loaded again where it picks its layout on load). */
async function checkEverySize(page: Page, screen: Screen, ids: ScreenIds): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [index, viewport] of VIEWPORTS.entries())
    rows.push(await checkScreen(page, screen, ids, viewport, index === 0 || screen.layoutOnLoad === true));
  return rows;
}

/** Writes one part's figures (report-<part>.json, summary-<part>.md) and asserts every row. */
function reportAndCheck(part: string, rows: Row[]) {
  writeFileSync(`${OUT}/report-${part}.json`, JSON.stringify(rows, null, 2));
  // The per-screen summary, also as Markdown beside the screenshots (the figures a release note quotes).
  const summary = [
    '| screen | viewport | overflow px | smallest text px | axe serious | axe critical | screenshot |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.screen} | ${row.viewport} | ${row.overflowPx} | ${row.smallestTextPx ?? '—'} | ${row.axeSerious} | ${row.axeCritical} | ${row.screenshot.slice(OUT.length + 1)} |`,
    ),
  ].join('\n');
  writeFileSync(`${OUT}/summary-${part}.md`, `${summary}\n`);
  console.log(summary);
  for (const row of rows) {
    const where = `${row.screen} at ${row.viewport}`;
    expect.soft(row.overflowPx, `${where}: the document is wider than the window (${row.overflowing.join('; ')})`).toBeLessThanOrEqual(0);
    expect
      .soft(row.smallestTextPx ?? MIN_TEXT_PX, `${where}: text "${row.smallestText}" is under ${MIN_TEXT_PX} px`)
      .toBeGreaterThanOrEqual(MIN_TEXT_PX);
    expect.soft(row.axeRules, `${where}: serious or critical axe violations`).toEqual([]);
    expect.soft(row.internalIdsShown, `${where}: an internal id is shown instead of the case number`).toEqual([]);
  }
}

// The parts run side by side, each in its own browser window.
test.describe.configure({ mode: 'parallel' });

test('every public screen fits a phone and a laptop, with readable text and no serious accessibility problem', async ({ page }) => {
  test.setTimeout(300_000);
  mkdirSync(OUT, { recursive: true });
  const rows: Row[] = [];
  for (const screen of SCREENS.filter((entry) => !entry.signedIn && chosen(entry)))
    rows.push(...(await checkEverySize(page, screen, { caseId: '' })));
  reportAndCheck('public', rows);
});

/**
 * The signed-in screens are checked in parts that run side by side, each screen at both sizes: one journey per size
 * took a minute and a half, the longest of the run, and one started late held the whole run up.
 */
const SIGNED_IN_PARTS = 3;

for (let part = 1; part <= SIGNED_IN_PARTS; part++) {
  test(`every signed-in screen fits a phone and a laptop, with readable text and no serious accessibility problem (part ${part} of ${SIGNED_IN_PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    mkdirSync(OUT, { recursive: true });
    await logInAsDemoOwner(page);
    const list = await page.request.get('/api/cases?pageSize=1&sort=dateOpened&direction=desc');
    const ids: ScreenIds = { caseId: ((await list.json()) as { items: Array<{ id: string }> }).items[0]!.id };
    const rows: Row[] = [];
    const screens = SCREENS.filter((entry) => entry.signedIn && chosen(entry)).filter((_, index) => index % SIGNED_IN_PARTS === part - 1);
    for (const screen of screens) rows.push(...(await checkEverySize(page, screen, ids)));
    reportAndCheck(`signed-in-${part}`, rows);
  });
}

// The demo firm's cases have no policies, so the Insurance tab above is its empty state: here a firm of its own
// records a party with a policy whose adjuster details are long, and the tab still fits a phone.
test('the Insurance tab with a policy fits a phone, its adjuster phone and email are links', async ({ page }) => {
  const email = newEmail('insurance-layout', 'example.com');
  const password = 'insurance layout 1';
  await openAccount(page, { name: 'Ina Layout', email, password });
  const created = await page.request.post('/api/cases', {
    data: { clientName: 'Policy Client', status: 'open', dateOpened: '2026-01-15' },
  });
  expect(created.status()).toBe(201);
  const caseId = ((await created.json()) as { id: string }).id;
  const party = await page.request.post(`/api/cases/${caseId}/parties`, {
    data: { role: 'defendant', name: 'Dana Defendant', kind: 'person' },
  });
  expect(party.status()).toBe(201);
  const partyId = ((await party.json()) as { id: string }).id;
  const policy = await page.request.post(`/api/cases/${caseId}/policies`, {
    data: {
      partyId,
      carrier: 'Northwestern Mutual Casualty Insurance Company',
      kind: 'bodily_injury',
      policyNumber: 'BI-2026-000000000123456789',
      perPersonLimit: 100000,
      perAccidentLimit: 300000,
      claimNumber: 'CLM-2026-00000000000987654321',
      adjusterName: 'Alexandra Montgomery-Richardson',
      adjusterEmail: 'alexandra.montgomery-richardson@northwesternmutualcasualty.example.com',
      adjusterPhone: '+1 (555) 010-2030',
    },
  });
  expect(policy.status()).toBe(201);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/dashboard/case/${caseId}?tab=insurance`);
  await expect(page.getByText('Alexandra Montgomery-Richardson')).toBeVisible({ timeout: 30_000 });
  const measure = await measureLayout(page);
  expect(measure.overflowPx, `the Insurance tab is wider than the phone (${measure.overflowing.join('; ')})`).toBeLessThanOrEqual(0);
  await expect(page.getByRole('link', { name: '+1 (555) 010-2030' })).toHaveAttribute('href', 'tel:+15550102030');
  await expect(page.getByRole('link', { name: 'alexandra.montgomery-richardson@northwesternmutualcasualty.example.com' })).toHaveAttribute(
    'href',
    'mailto:alexandra.montgomery-richardson@northwesternmutualcasualty.example.com',
  );
});

// A new case has no prediction and no settlement yet: expected states, answered 200 "none yet", so opening its
// page and its Settlement tab logs no failed request (no 404 for the prediction, no 409 for the statement).
test('a new case and its Settlement tab load without a failed request in the console', async ({ page }) => {
  const email = newEmail('none-yet', 'example.com');
  const password = 'none yet journey 1';
  await openAccount(page, { name: 'Nora Yet', email, password });
  const created = await page.request.post('/api/cases', { data: { clientName: 'Fresh Client', status: 'open', dateOpened: '2026-01-15' } });
  expect(created.status()).toBe(201);
  const caseId = ((await created.json()) as { id: string }).id;

  const failures: string[] = [];
  page.on('console', (message) => message.type() === 'error' && failures.push(`${page.url()}: ${message.text()}`));
  page.on('response', (response) => response.status() >= 400 && failures.push(`${response.status()} ${response.url()}`));
  await page.goto(`/dashboard/case/${caseId}`);
  await expect(page.getByText('Case Value Prediction')).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.goto(`/dashboard/case/${caseId}?tab=settlement`);
  await expect(
    page.getByText('This case has no settlement amount yet. Mark it Settled with the settlement amount and date closed first.'),
  ).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
});

// The scans above pass only if they can fail: problems planted in a page are found.
test('the accessibility scan finds problems planted in a page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'Faint planted text';
    faint.setAttribute('style', 'color:#eeeeee;background:#ffffff');
    const image = document.createElement('img');
    image.src = '/favicon.ico';
    image.id = 'planted-image';
    document.body.append(faint, image);
  });
  const { violations } = await accessibilityScan(page).analyze();
  const targets = (id: string) => violations.find((violation) => violation.id === id)?.nodes.map((node) => node.target.join(' ')) ?? [];
  expect(targets('color-contrast').length).toBeGreaterThan(0);
  expect(targets('image-alt')).toEqual(['#planted-image']);
});
