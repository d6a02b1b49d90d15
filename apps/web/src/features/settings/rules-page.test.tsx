// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
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
  expect(screen.getByRole('status').textContent).toBe('1 rule is due to be verified again.');
});

it('tells a member who is not an owner that the page is for owners', () => {
  renderPage('attorney');
  expect(screen.getByText('Only firm owners can see the rules page.')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});
