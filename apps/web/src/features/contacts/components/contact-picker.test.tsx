// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { Contact } from '@casecast/domain';
import { renderRoutes, route } from '../../../test/render';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { ContactPicker } from './contact-picker';

const clinic: Contact = {
  id: 'c9',
  kind: 'provider',
  name: 'Valley Orthopedics',
  organization: 'Valley Health',
  phone: '555-010-3000',
  email: null,
  address: '1 Main St',
  preferredContact: null,
  language: null,
  notes: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

it("lists the directory's contacts of the kind and hands the one picked to the form", async () => {
  const fetchMock = stubFetch(() => jsonResponse({ items: [clinic], truncated: false }));
  const picked: Array<Contact | null> = [];
  renderRoutes([route('/', <ContactPicker kind="provider" value={null} onPick={(contact) => picked.push(contact)} />)], '/');
  const select = await screen.findByRole('combobox', { name: 'From the contact directory' });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Valley Orthopedics, Valley Health' })).toBeTruthy());
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/contacts?kind=provider');
  await userEvent.selectOptions(select, 'c9');
  expect(picked).toEqual([clinic]);
});
