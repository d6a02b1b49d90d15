// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { SimilarCase } from '@casecast/domain';
import { renderRoutes, route } from '../../../test/render';
import { predictionKeys } from '../api';
import { SimilarCases } from './similar-cases';

const similar: SimilarCase[] = [
  {
    id: '4be1c0de-77aa-4f0e-8c5d-3b2a1f0e9d88',
    caseNo: 3,
    clientName: 'Ana Ruiz',
    caseType: 'motor_vehicle',
    carrier: 'Acme Mutual',
    jurisdiction: 'TX',
    medicalCosts: 17_000,
    worstSeverity: 'Moderate',
    actualSettlement: 58_000,
    dateClosed: '2024-03-01',
    distance: 0.4,
  },
];

it("names each similar settled case by its client and the firm's case number, and links to it", () => {
  const { container } = renderRoutes([route('/', <SimilarCases caseId="c1" />)], '/', [[predictionKeys.similar('c1'), similar]]);
  const link = screen.getByRole('link', { name: 'Ana Ruiz (CASE-0003)' });
  expect(link.getAttribute('href')).toBe('/dashboard/case/4be1c0de-77aa-4f0e-8c5d-3b2a1f0e9d88');
  expect(container.textContent).toContain('$58,000');
  expect(container.textContent).not.toContain('4be1c0de');
});
