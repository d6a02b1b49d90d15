// Every main screen at phone (375×812) and laptop (1280×800) size: the document never scrolls sideways,
// no text is smaller than 11 px, and axe finds no serious or critical accessibility problem. Screenshots
// of each screen are kept under test-results/layout/ (CI keeps them), with the figures in report.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInAsDemoOwner } from './support/demo';
import { measureLayout, type LayoutMeasure } from './support/layout-checks';
import { SCREENS, VIEWPORTS, type Screen, type ScreenIds } from './support/screens';

const OUT = 'test-results/layout';
/** LAYOUT_SCREENS=settings,calendar checks only those screens (while fixing one); unset, every screen. */
const ONLY = process.env.LAYOUT_SCREENS?.split(',').map((name) => name.trim()).filter(Boolean);
const chosen = (screen: Screen) => !ONLY?.length || ONLY.includes(screen.name);
const MIN_TEXT_PX = 11;

type Row = LayoutMeasure & { viewport: string; screen: string; axeSerious: number; axeCritical: number; axeSeriousOrCritical: number; axeRules: string[]; internalIdsShown: string[]; screenshot: string };

async function checkScreen(page: Page, screen: Screen, ids: ScreenIds, viewport: (typeof VIEWPORTS)[number]): Promise<Row> {
  const path = typeof screen.path === 'function' ? screen.path(ids) : screen.path;
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await page.goto(path);
  await expect(page.getByText(screen.ready).filter({ visible: true }).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const measure = await measureLayout(page);
  // One human case number: no internal id (a UUID) nor the 8-character head of the case's id in the visible text.
  const text = await page.locator('body').innerText();
  const internalIdsShown = [...new Set([...(text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi) ?? []), ...(ids.caseId && text.includes(ids.caseId.slice(0, 8)) ? [ids.caseId.slice(0, 8)] : [])])];
  // Every rule of these tags runs, none disabled: label-content-name-mismatch (wcag21a) among them.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const nodesOf = (impact: string) => axe.violations.filter((violation) => violation.impact === impact).reduce((sum, violation) => sum + violation.nodes.length, 0);
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

test('every main screen fits a phone and a laptop, with readable text and no serious accessibility problem', async ({ page, browser }) => {
  test.setTimeout(600_000);
  mkdirSync(OUT, { recursive: true });
  const rows: Row[] = [];

  const signedOutContext = await browser.newContext();
  const signedOut = await signedOutContext.newPage();
  for (const viewport of VIEWPORTS) {
    for (const screen of SCREENS.filter((entry) => !entry.signedIn && chosen(entry))) rows.push(await checkScreen(signedOut, screen, { caseId: '' }, viewport));
  }
  await signedOutContext.close();

  await logInAsDemoOwner(page, 'layout journey 1');
  const list = await page.request.get('/api/cases?pageSize=1&sort=dateOpened&direction=desc');
  const ids: ScreenIds = { caseId: ((await list.json()) as { items: Array<{ id: string }> }).items[0]!.id };
  for (const viewport of VIEWPORTS) {
    for (const screen of SCREENS.filter((entry) => entry.signedIn && chosen(entry))) rows.push(await checkScreen(page, screen, ids, viewport));
  }

  writeFileSync(`${OUT}/report.json`, JSON.stringify(rows, null, 2));
  // The per-screen summary, also as Markdown beside the screenshots (the figures a release note quotes).
  const summary = [
    '| screen | viewport | overflow px | smallest text px | axe serious | axe critical | screenshot |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.screen} | ${row.viewport} | ${row.overflowPx} | ${row.smallestTextPx ?? '—'} | ${row.axeSerious} | ${row.axeCritical} | ${row.screenshot.slice(OUT.length + 1)} |`),
  ].join('\n');
  writeFileSync(`${OUT}/summary.md`, `${summary}\n`);
  console.log(summary);
  for (const row of rows) {
    const where = `${row.screen} at ${row.viewport}`;
    expect.soft(row.overflowPx, `${where}: the document is wider than the window (${row.overflowing.join('; ')})`).toBeLessThanOrEqual(0);
    expect.soft(row.smallestTextPx ?? MIN_TEXT_PX, `${where}: text "${row.smallestText}" is under ${MIN_TEXT_PX} px`).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    expect.soft(row.axeRules, `${where}: serious or critical axe violations`).toEqual([]);
    expect.soft(row.internalIdsShown, `${where}: an internal id is shown instead of the case number`).toEqual([]);
  }
});
