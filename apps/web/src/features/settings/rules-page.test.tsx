// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { RuleRow, RuleTableResponse } from '@casecast/domain';
import { meQueryKey } from '../../lib/auth';
import { renderRoutes, route } from '../../test/render';
import { deadlineKeys } from '../deadlines/api';
import { RulesPage } from './rules-page';

const me = (role: 'owner' | 'attorney' | 'staff') => ({
  user: { id: 'u1', name: 'Member', email: 'm@example.com' },
  firm: { firmId: 'f1', firmName: 'Firm', role },
});

const row = (fields: Partial<RuleRow>): RuleRow => ({
  ruleId: 'TX/general_injury/1900-01-01',
  fingerprint: 'abc',
  jurisdiction: 'TX',
  jurisdictionName: 'Texas',
  claimType: 'general_injury',
  caseTypes: null,
  governments: null,
  period: { years: 2 },
  periodText: '2 years',
  clockStarts: 'incident',
  citation: 'Tex. Civ. Prac. & Rem. Code § 16.003(a)',
  effectiveFrom: '1900-01-01',
  verifiedOn: '2026-11-01',
  verified: true,
  reverify: false,
  caseCount: 12,
  note: null,
  ...fields,
});

const table: RuleTableResponse = {
  today: '2027-12-01',
  rulesVersion: 'v1',
  reverifyAfterYears: 1,
  items: [
    row({ reverify: true, verifiedOn: '2026-11-01' }),
    row({
      ruleId: 'NY/wrongful_death/1900-01-01',
      jurisdiction: 'NY',
      jurisdictionName: 'New York',
      claimType: 'wrongful_death',
      citation: 'N.Y. EPTL § 5-4.1',
      verified: false,
      verifiedOn: null,
      caseCount: 1,
    }),
    row({
      ruleId: 'CO/general_injury/2000-01-01/motor_vehicle+truck+motorcycle',
      jurisdiction: 'CO',
      jurisdictionName: 'Colorado',
      caseTypes: ['motor_vehicle', 'truck', 'motorcycle'],
      period: { years: 3 },
      periodText: '3 years',
      citation: 'Colo. Rev. Stat. § 13-80-101(1)(n)(I)',
      effectiveFrom: '2000-01-01',
      verifiedOn: '2027-11-27',
      caseCount: 4,
    }),
    row({
      ruleId: 'NY/government_entity/2000-01-01/state',
      jurisdiction: 'NY',
      jurisdictionName: 'New York',
      claimType: 'government_entity',
      governments: 'state',
      citation: 'N.Y. Ct. Cl. Act § 10(3)',
      effectiveFrom: '2000-01-01',
      verifiedOn: '2026-11-29',
      caseCount: 2,
    }),
  ],
};

function renderPage(role: 'owner' | 'attorney' | 'staff') {
  return renderRoutes([route('/', <RulesPage />)], '/', [
    [meQueryKey, me(role)],
    [deadlineKeys.rules, table],
  ]);
}

it("lists every rule the firm's cases use, with citation, dates, verification and re-verify", () => {
  renderPage('owner');
  const rows = within(screen.getByRole('table', { name: "Rules the firm's cases use" })).getAllByRole('row');
  expect(
    within(rows[0]!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Jurisdiction', 'Claim type', 'Period', 'Citation', 'Effective from', 'Verified on', 'Status', 'Cases']);
  const cells = (index: number) =>
    within(rows[index]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(cells(1)).toEqual([
    'Texas',
    'General injury',
    '2 years',
    'Tex. Civ. Prac. & Rem. Code § 16.003(a)',
    'January 1, 1900',
    'November 1, 2026',
    'VerifiedRe-verify',
    '12',
  ]);
  expect(cells(2)).toEqual([
    'New York',
    'Wrongful death',
    '2 years',
    'N.Y. EPTL § 5-4.1',
    'January 1, 1900',
    'Not verified',
    'Unverified',
    '1',
  ]);
  // A row limited to some case types names them beside the claim type.
  expect(cells(3)).toEqual([
    'Colorado',
    'General injury (motor vehicle, truck, motorcycle cases)',
    '3 years',
    'Colo. Rev. Stat. § 13-80-101(1)(n)(I)',
    'January 1, 2000',
    'November 27, 2027',
    'Verified',
    '4',
  ]);
  // A row that binds the State only says so, beside the municipal row of the same state.
  expect(cells(4).slice(0, 4)).toEqual([
    'New York',
    'Government entity (the State and its agencies)',
    '2 years',
    'N.Y. Ct. Cl. Act § 10(3)',
  ]);
  expect(screen.getByRole('status').textContent).toBe('1 rule is due to be verified again.');
});

it('tells a member who is not an owner that the page is for owners', () => {
  renderPage('attorney');
  expect(screen.getByText('Only firm owners can see the rules page.')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});

it('lists every fault doctrine row with its citation, dates and Re-verify a year after it was verified', () => {
  renderPage('owner');
  const faultTable = screen.getByRole('table', { name: 'Fault doctrine by jurisdiction' });
  const rows = within(faultTable).getAllByRole('row');
  expect(
    within(rows[0]!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Jurisdiction', 'Doctrine', 'Citation', 'Effective from', 'Verified on', 'Status']);
  const texas = rows.find((row) => within(row).queryAllByRole('cell')[0]?.textContent === 'Texas')!;
  expect(
    within(texas)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Texas',
    'Modified comparative: barred above 50%',
    'Tex. Civ. Prac. & Rem. Code §§ 33.001, 33.012',
    'January 1, 2000',
    'November 23, 2026',
    'VerifiedRe-verify',
  ]);
  const floridaFiling = rows.find((row) => within(row).queryAllByRole('cell')[3]?.textContent === 'March 25, 2023 (by filing date)');
  expect(floridaFiling).toBeTruthy();
});

it("shows the holidays of the court of the firm's first case, and another court's when chosen", async () => {
  const user = userEvent.setup();
  renderPage('owner');
  const holidays = () => within(screen.getByRole('table', { name: 'Court holidays in 2027' }));
  // The table's today is 2027-12-01: Texas's days are unverified (county offices), so none is due to be verified again.
  const texasRows = holidays().getAllByRole('row').slice(1);
  expect(texasRows.length).toBeGreaterThan(5);
  expect(texasRows.every((row) => row.textContent?.includes('Unverified'))).toBe(true);
  await user.selectOptions(screen.getByLabelText('Court'), 'FL');
  const thanksgiving = holidays()
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === 'Thanksgiving Day')!;
  expect(
    within(thanksgiving)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Thanksgiving Day',
    'November 25, 2027',
    'Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(6)(A); Fla. Stat. § 110.117',
    'November 27, 2026',
    'VerifiedRe-verify',
  ]);
});
