// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { Contact, ContactCommunication, Me } from '@casecast/domain';
import { meQueryKey } from '../../lib/auth';
import { describedText, renderRoutes, route } from '../../test/render';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { ContactsPage } from './contacts-page';

const me = (role: 'owner' | 'staff'): Me => ({
  user: { id: 'u1', email: 'sam@example.com', name: 'Sam Staff', company: null, emailVerified: true, twoFactorEnabled: false },
  firm: { id: 'f1', name: 'Doe Law', role },
  isAdmin: false,
});

const dana: Contact = {
  id: 'c1',
  kind: 'adjuster',
  name: 'Dana Reyes',
  organization: 'GEICO',
  phone: '(555) 010-2000',
  email: 'dana@example.com',
  address: null,
  preferredContact: 'email',
  language: null,
  notes: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const danasCall: ContactCommunication = {
  id: 'm1',
  caseId: 'case-1',
  caseNo: 42,
  clientName: 'Maria Lopez',
  kind: 'call',
  direction: 'inbound',
  occurredAt: '2026-11-20T20:30:00.000Z',
  contactId: 'c1',
  counterpart: null,
  subject: 'First offer',
  summary: 'Offered 40,000.',
  documentIds: [],
  followUpOn: null,
  createdAt: '2026-11-20T20:31:00.000Z',
  updatedAt: '2026-11-20T20:31:00.000Z',
  contact: { id: 'c1', kind: 'adjuster', name: 'Dana Reyes', organization: 'GEICO', phone: null, email: null },
  documents: [],
};

afterEach(() => vi.restoreAllMocks());

function renderPage(
  role: 'owner' | 'staff',
  post: (body: unknown) => Response = (body) => jsonResponse({ ...dana, ...(body as object), id: 'c2' }, 201),
) {
  const fetchMock = stubFetch((url, init) => {
    if (init?.method === 'POST') return post(JSON.parse(String(init.body)));
    if (url.endsWith('/communications')) return jsonResponse({ items: [danasCall], truncated: false });
    return jsonResponse({ items: [dana], truncated: false });
  });
  renderRoutes([route('/dashboard/contacts', <ContactsPage />)], '/dashboard/contacts', [[meQueryKey, me(role)]]);
  return fetchMock;
}

it('lists contacts with call and email links, and searches by what is typed', async () => {
  const user = userEvent.setup();
  const fetchMock = renderPage('owner');
  const list = await screen.findByRole('list', { name: 'Contacts' });
  expect(list.textContent).toContain('Dana Reyes');
  expect(within(list).getByRole('link', { name: '(555) 010-2000' }).getAttribute('href')).toBe('tel:5550102000');
  expect(within(list).getByRole('link', { name: 'dana@example.com' }).getAttribute('href')).toBe('mailto:dana@example.com');
  expect(within(list).getByRole('button', { name: 'Remove Dana Reyes' })).toBeTruthy();
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'geico');
  await waitFor(() => expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/contacts?q=geico'));
});

it('offers no Remove to staff', async () => {
  renderPage('staff');
  await screen.findByRole('list', { name: 'Contacts' });
  expect(screen.queryByRole('button', { name: 'Remove Dana Reyes' })).toBeNull();
});

it('checks the email before sending, then adds the contact and closes', async () => {
  const user = userEvent.setup();
  const fetchMock = renderPage('owner');
  await screen.findByRole('list', { name: 'Contacts' });
  await user.click(screen.getByRole('button', { name: 'Add contact' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add contact' });
  await user.type(within(dialog).getByLabelText('Name'), 'Valley Orthopedics');
  await user.type(within(dialog).getByLabelText('Email'), 'front@valley');
  await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
  await waitFor(() =>
    expect(describedText(within(dialog).getByLabelText('Email'))).toBe('Email must be an email address, e.g. name@example.com'),
  );
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

  await user.clear(within(dialog).getByLabelText('Email'));
  await user.type(within(dialog).getByLabelText('Email'), 'front@valley.example');
  await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add contact' })).toBeNull());
  const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  expect(JSON.parse(String(posted?.[1]?.body))).toMatchObject({
    kind: 'provider',
    name: 'Valley Orthopedics',
    email: 'front@valley.example',
    preferredContact: null,
  });
});

it("shows a contact's communications across cases, each opening its case's Communications tab", async () => {
  const user = userEvent.setup();
  const fetchMock = renderPage('staff');
  await screen.findByRole('list', { name: 'Contacts' });
  await user.click(screen.getByRole('button', { name: 'History of Dana Reyes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Communications with Dana Reyes' });
  const list = await within(dialog).findByRole('list', { name: 'Communications with Dana Reyes' });
  expect(list.textContent).toContain('First offer');
  expect(within(list).getByRole('link', { name: 'CASE-0042 · Maria Lopez' }).getAttribute('href')).toBe(
    '/dashboard/case/case-1?tab=communications',
  );
  expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/contacts/c1/communications')).toBe(true);
});
