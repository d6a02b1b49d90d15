// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { GlobalSearchResponse } from '@casecast/domain';
import { renderRoutes, route } from '../../test/render';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { GlobalSearch } from './global-search';

const answer: GlobalSearchResponse = {
  items: [
    { kind: 'party', id: 'p1', caseId: 'case-1', label: 'Defendant: Jane Roe — CASE-1042 · Maria Lopez' },
    { kind: 'policy', id: 'pol1', caseId: 'case-1', label: 'Claim CLM-55 · State Farm — CASE-1042 · Maria Lopez' },
    { kind: 'contact', id: 'k1', caseId: null, label: 'Adjuster: Jane Ames · GEICO', name: 'Jane Ames' },
  ],
  truncated: false,
};

afterEach(() => vi.restoreAllMocks());

function renderShell() {
  const fetchMock = stubFetch(() => jsonResponse(answer));
  const rendered = renderRoutes(
    [
      route(
        '/',
        <>
          <GlobalSearch />
          <input aria-label="Other field" />
        </>,
      ),
      route('/dashboard/case/:id', <p>Case page</p>),
    ],
    '/',
  );
  return { ...rendered, fetchMock };
}

it('opens on "/", finds a defendant and a claim, links each to its case and tab', async () => {
  const user = userEvent.setup();
  const { router, fetchMock } = renderShell();
  await user.keyboard('/');
  const field = await screen.findByRole('searchbox', { name: 'Search cases, parties, claims, notes, communications and contacts' });
  expect(document.activeElement).toBe(field);
  await user.type(field, 'jane');
  const party = await screen.findByRole('link', { name: 'Defendant: Jane Roe — CASE-1042 · Maria Lopez' });
  expect(party.getAttribute('href')).toBe('/dashboard/case/case-1');
  expect(screen.getByRole('link', { name: /^Claim CLM-55/ }).getAttribute('href')).toBe('/dashboard/case/case-1?tab=insurance');
  expect(screen.getByRole('heading', { name: 'Parties' })).toBeTruthy();
  // A directory contact opens the Contacts page searched for its name.
  expect(screen.getByRole('link', { name: 'Adjuster: Jane Ames · GEICO' }).getAttribute('href')).toBe('/dashboard/contacts?q=Jane%20Ames');
  expect(screen.getByRole('heading', { name: 'Contacts' })).toBeTruthy();
  expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/search?q=jane');
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(party);
  await user.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/case/case-1'));
  expect(router.state.location.search).toBe('?tab=insurance');
});

it('opens on Ctrl+K even in a field, and Esc closes it and gives focus back', async () => {
  const user = userEvent.setup();
  renderShell();
  const other = screen.getByRole('textbox', { name: 'Other field' });
  await user.click(other);
  await user.keyboard('/');
  expect(screen.queryByRole('dialog')).toBeNull();
  await user.keyboard('{Control>}k{/Control}');
  expect(await screen.findByRole('dialog')).toBeTruthy();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.activeElement).toBe(other);
});

it('asks for two characters before searching, and the button opens it too', async () => {
  const user = userEvent.setup();
  const { fetchMock } = renderShell();
  const button = screen.getByRole('button', { name: 'Search cases, parties, claims, notes, communications and contacts' });
  await user.click(button);
  await user.type(await screen.findByRole('searchbox'), 'j');
  expect(screen.getByText(/Type at least 2 characters/)).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(document.activeElement).toBe(button));
});
