// Journey: the demo firm's owner reads the dashboard, the settlement analytics and the attorneys' performance, figures matching the API.
import { expect, test } from '@playwright/test';
import { logInAsDemoOwner } from './support/demo';

const SHOTS = 'e2e/artifacts/analytics';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- API bodies read field by field

const money = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

test('dashboard, settlement analytics and attorney performance on the demo firm', async ({ page }) => {
  test.setTimeout(300_000);
  await logInAsDemoOwner(page);
  const api = async (path: string) => {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    return (await response.json()) as Json;
  };

  // The base model trains after start, then gives the demo firm's settled cases their pre-settlement predictions.
  await expect
    .poll(async () => (await api('/api/attorneys/metrics/war')).items.some((row: Json) => row.compared_cases > 0), {
      timeout: 240_000,
      intervals: [2000],
    })
    .toBe(true);

  // Dashboard home: the four cards, recent cases and activity, as the API computes them.
  await page.reload();
  const dashboard = await api('/api/dashboard');
  await expect(page.getByTestId('active-cases-value')).toHaveText(dashboard.activeCases.toLocaleString('en-US'));
  await expect(page.getByTestId('attorney-value-metric-value')).toHaveText(dashboard.attorneyValueMetric ?? '—');
  await expect(page.getByTestId('attorney-value-metric-value')).toHaveText(/^[+-]\d+\.\d%$/);
  await expect(page.getByTestId('avg-settlement-time-value')).toHaveText(`${dashboard.averageSettlementMonths.toFixed(1)} months`);
  await expect(page.getByTestId('total-predicted-value')).toContainText(`Open cases only: ${money(dashboard.totalPredictedValue)}`);
  await expect(page.getByTestId('total-predicted-value')).toContainText(`Settled: ${money(dashboard.totalSettledValue)}`);
  const recent = page.getByRole('table', { name: 'Recent Cases' }).locator('tbody tr');
  await expect(recent).toHaveCount(5);
  const first = dashboard.recentCases[0];
  await expect(recent.first()).toContainText(`${first.clientName} (CASE-${String(first.caseNo).padStart(4, '0')})`);
  await expect(page.getByTestId('activity-breakdown').getByRole('listitem')).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/dashboard.png`, fullPage: true });
  await recent.first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/case/${first.id}$`));

  // Settlement analytics: the Overview tab of Predictions.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Predictions' }).click();
  const analytics = await api('/api/analytics');
  await expect(page.getByTestId('average-settlement')).toContainText(money(analytics.avgSettlement));
  await expect(page.getByTestId('settlement-range')).toContainText(
    `${money(analytics.settlementRange.min)} to ${money(analytics.settlementRange.max)}`,
  );
  await expect(page.getByTestId('case-status')).toContainText(`${analytics.openCases} open`);
  await expect(page.getByTestId('most-common-carrier')).toContainText(analytics.carrierHighlights.mostCommon.carrier);
  await expect(page.getByTestId('highest-avg-carrier')).toContainText(analytics.carrierHighlights.highestAvgSettlement.carrier);
  await expect(page.getByRole('table', { name: 'Case Type Analysis' }).locator('tbody tr').first()).toContainText(
    analytics.caseTypeMetrics[0].caseType,
  );
  for (const chart of [
    'Settled cases per settlement range',
    'Predicted versus actual settlement per settled case',
    'Total settled per quarter',
  ]) {
    await expect(page.getByRole('img', { name: chart })).toBeVisible();
  }
  expect(analytics.calibration.length).toBeGreaterThan(20);
  // The model panel states the active model's measured figures, not a claim.
  const models = await api('/api/prediction-models');
  // The one error figure: median absolute % error on the held-out evaluation cases.
  await expect(page.getByTestId('model-median-error')).toHaveText(
    percent((models.active.card.evaluation ?? models.active.card.heldOut).medianApe),
  );
  await expect(page.getByTestId('model-coverage')).toHaveText(percent(models.active.card.coverage.measured));
  await page.screenshot({ path: `${SHOTS}/settlement-analytics.png`, fullPage: true });

  const carrier = analytics.carrierHighlights.mostCommon.carrier as string;
  await page.getByRole('searchbox', { name: 'Search cases' }).fill(carrier.toLowerCase());
  const filtered = await api(`/api/analytics?search=${encodeURIComponent(carrier.toLowerCase())}`);
  await expect(page.getByTestId('case-status')).toContainText(`${filtered.totalCases} cases`);
  await page.getByRole('searchbox', { name: 'Search cases' }).fill('zzzz no such case');
  await expect(page.getByText('No cases found matching your search criteria.')).toBeVisible();
  await expect(page.getByText('No case type data available yet.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search cases' }).fill('');
  await page.getByRole('button', { name: 'Reload Data' }).click();
  const caseRow = page.getByRole('region', { name: 'Settlement analytics' }).locator('tbody tr').first();
  await expect(caseRow).toContainText(analytics.casePredictions[0].clientName);
  await caseRow.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/case/${analytics.casePredictions[0].id}$`));

  // Attorney performance: a card per attorney, highest WAR first, search, formulas, and quarters calculated by the owner.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Attorney WAR' }).click();
  await expect(page.getByRole('heading', { name: 'Attorney Performance Metrics' })).toBeVisible();
  const war = await api('/api/attorneys/metrics/war');
  const cards = page.getByTestId('attorney-card');
  await expect(cards).toHaveCount(war.items.length);
  const top = war.items[0];
  await expect(cards.first()).toContainText(top.attorney_name);
  await expect(cards.first().getByTestId('attorney-war')).toHaveText(top.war.toFixed(1));
  await expect(cards.first().getByTestId('performance-ratio')).toHaveText(percent(top.performance_ratio));
  await expect(cards.first().getByTestId('performance-rating')).toHaveText(
    top.performance_ratio >= 1.1
      ? 'Excellent'
      : top.performance_ratio >= 1
        ? 'Good'
        : top.performance_ratio >= 0.9
          ? 'Average'
          : 'Below Average',
  );
  await page.getByRole('button', { name: 'How these metrics are calculated' }).click();
  await expect(page.getByRole('dialog')).toContainText("WAR = Σ(A − P) ÷ the firm's median settlement");
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Performance ratio by quarter per attorney' })).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: `${SHOTS}/attorneys.png`, fullPage: true });

  const someone = war.items.at(-1).attorney_name as string;
  await page.getByRole('searchbox', { name: 'Search attorneys' }).fill(someone.toUpperCase());
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(someone);
  await page.getByRole('searchbox', { name: 'Search attorneys' }).fill('nobody by this name');
  await expect(page.getByText('No attorneys found matching your search criteria.')).toBeVisible();
});
