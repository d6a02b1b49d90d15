// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../../lib/auth';
import { renderRoutes, route } from '../../../test/render';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { DemandPackageCard } from './settlement-tab';

const me = { user: { id: 'u1', name: 'Member', email: 'm@example.com' }, firm: { firmId: 'f1', firmName: 'Firm', role: 'owner' } };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('shows why the server refused to build a demand package instead of saving its answer as a file', async () => {
  const message = 'The demand package would run past 250 pages. Shorten the injury descriptions or split the treatments, then try again.';
  const fetchMock = stubFetch(() => jsonResponse({ error: { code: 'DOCUMENT_TOO_LARGE', message } }, 422));
  const createObjectURL = vi.fn();
  // A URL class of the test's own: the files share the worker's globals, so URL itself is left as it is.
  vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL }));
  renderRoutes([route('/', <DemandPackageCard caseId="case-1" />)], '/', [[meQueryKey, me]]);

  await userEvent.setup().click(screen.getByRole('button', { name: 'Demand package (for the insurer)' }));
  expect(await screen.findByText(message)).toBeTruthy();
  expect(fetchMock).toHaveBeenCalledWith('/api/cases/case-1/demand-package.pdf?version=client', { credentials: 'same-origin' });
  expect(createObjectURL).not.toHaveBeenCalled();
  expect((screen.getByRole('button', { name: 'Demand package (for the insurer)' }) as HTMLButtonElement).disabled).toBe(false);
});
