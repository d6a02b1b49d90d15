// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { DATE_CHECK_PREFIX, DEADLINE_DISCLAIMER, type DeadlineListResponse } from '@casecast/domain';
import { renderRoutes, route } from '../../../test/render';
import { deadlineKeys } from '../api';
import { DeadlinesSection } from './deadlines-section';

const birthAfterIncident = `${DATE_CHECK_PREFIX}the client's date of birth (2042-06-12) is after the incident (2024-06-12); minority tolling was not applied.`;
const caveat = 'Tex. Civ. Prac. & Rem. Code § 74.251(a): the period runs from discovery.';
const list: DeadlineListResponse = { items: [], unknownReason: null, warnings: [birthAfterIncident, caveat], disclaimer: DEADLINE_DISCLAIMER };

it('shows a probably mistyped date as an alert on the case page, and other caveats as notes', () => {
  renderRoutes([route('/', <DeadlinesSection caseId="c1" />)], '/', [[deadlineKeys.forCase('c1'), list]]);
  const alerts = screen.getAllByRole('status').filter((element) => element.textContent === birthAfterIncident);
  expect(alerts).toHaveLength(1);
  const note = screen.getByText(caveat);
  expect(note.getAttribute('role')).toBeNull();
});
