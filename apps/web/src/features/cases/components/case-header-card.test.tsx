// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { CaseMoney } from '@casecast/domain';
import { makeCaseDetail } from '../../../../../../packages/domain/src/testing/case-fixtures';
import { renderRoutes, route } from '../../../test/render';
import { CaseHeaderCard } from './case-header-card';

function factText(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function renderHeader(money: CaseMoney, typed: { medicalCosts: number | null; lostWages: number | null }) {
  renderRoutes([route('/', <CaseHeaderCard detail={makeCaseDetail({ ...typed, money })} />)], '/');
}

it('shows the billed total with its bill count over the typed medical costs, and typed lost wages as entered', () => {
  renderHeader(
    { medicalCosts: 39_830, medicalCostsFrom: 'bills', billCount: 3, lostWages: 4_200, lostWagesFrom: 'case', lostWageEntryCount: 0 },
    { medicalCosts: null, lostWages: 4_200 },
  );
  expect(factText('Medical Costs')).toBe('$39,830.00 billed (3 bills)');
  expect(factText('Lost Wages')).toBe('$4,200.00 as entered on the case');
});

it("offers the seven phases in the phase selector, with the case's own chosen and shown as its badge", () => {
  const money: CaseMoney = {
    medicalCosts: null,
    medicalCostsFrom: 'case',
    billCount: 0,
    lostWages: null,
    lostWagesFrom: 'case',
    lostWageEntryCount: 0,
  };
  renderRoutes(
    [route('/', <CaseHeaderCard detail={makeCaseDetail({ phase: 'litigation', status: 'litigation', stage: 'litigation', money })} />)],
    '/',
  );
  const selector = screen.getByRole('combobox', { name: 'Phase' });
  expect([...selector.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
    'Intake',
    'Treating',
    'Demand',
    'Negotiation',
    'Litigation',
    'Settled',
    'Closed',
  ]);
  expect(selector).toHaveProperty('value', 'litigation');
  expect(screen.getAllByText('Litigation').length).toBeGreaterThanOrEqual(2);
  expect(screen.queryByRole('option', { name: 'Discovery' })).toBeNull();
});

it('says "Not entered" when there is neither a record nor a typed figure', () => {
  renderHeader(
    { medicalCosts: null, medicalCostsFrom: 'case', billCount: 0, lostWages: null, lostWagesFrom: 'case', lostWageEntryCount: 0 },
    { medicalCosts: null, lostWages: null },
  );
  expect(factText('Medical Costs')).toBe('Not entered');
  expect(factText('Lost Wages')).toBe('Not entered');
});
