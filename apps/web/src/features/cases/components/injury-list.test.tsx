// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { injurySchema, treatmentSchema } from '@casecast/domain';
import { renderRoutes, route } from '../../../test/render';
import { InjuryList } from './injury-list';

const stamp = '2026-01-01T00:00:00.000Z';
const injury = injurySchema.parse({
  id: 'i1',
  caseId: 'c1',
  type: 'soft_tissue',
  bodyPart: 'Neck',
  severity: 'moderate',
  description: null,
  icdCode: null,
  dateReported: null,
  createdAt: stamp,
  updatedAt: stamp,
});
const treatment = (id: string, injuryId: string | null) =>
  treatmentSchema.parse({
    id,
    caseId: 'c1',
    injuryId,
    type: 'physical_therapy',
    provider: 'Spine Clinic',
    startDate: null,
    endDate: null,
    notes: null,
    cost: null,
    name: null,
    cptCode: null,
    description: null,
    duration: null,
    status: null,
    createdAt: stamp,
    updatedAt: stamp,
  });

it('shows labels, not codes, and says before deleting an injury that its treatments stay, unlinked, with a history entry', async () => {
  renderRoutes(
    [
      route(
        '/',
        <InjuryList caseId="c1" injuries={[injury]} treatments={[treatment('t1', 'i1'), treatment('t2', 'i1'), treatment('t3', null)]} />,
      ),
    ],
    '/',
  );
  expect(screen.getByText('Soft tissue')).toBeTruthy();
  expect(screen.queryByText('soft_tissue')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Delete injury Soft tissue' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('Its 2 linked treatments stay on the case, unlinked, and the case history records it.');
});
