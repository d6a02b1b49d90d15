// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { recordEtag, type CommunicationEntry, type Contact, type Me } from '@casecast/domain';
import { meQueryKey } from '../../../lib/auth';
import { describedText, renderRoutes, route } from '../../../test/render';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { CommunicationsTab } from './communications-tab';

const me: Me = {
  user: { id: 'u1', email: 'sam@example.com', name: 'Sam Staff', company: null, emailVerified: true, twoFactorEnabled: false },
  firm: { id: 'f1', name: 'Doe Law', role: 'staff' },
  isAdmin: false,
};

const dana: Contact = {
  id: 'p1',
  kind: 'adjuster',
  name: 'Dana Reyes',
  organization: 'GEICO',
  phone: '(555) 010-2000',
  email: 'dana@example.com',
  address: null,
  preferredContact: null,
  language: null,
  notes: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const logged: CommunicationEntry = {
  id: 'm1',
  caseId: 'case-1',
  kind: 'call',
  direction: 'inbound',
  occurredAt: '2026-11-20T20:30:00.000Z',
  contactId: 'p1',
  counterpart: null,
  subject: null,
  summary: 'Offered 40,000; wants the lumbar MRI.',
  documentIds: ['d1'],
  followUpOn: null,
  createdAt: '2026-11-20T20:31:00.000Z',
  updatedAt: '2026-11-20T20:31:00.000Z',
  contact: { id: 'p1', kind: 'adjuster', name: 'Dana Reyes', organization: 'GEICO', phone: '(555) 010-2000', email: 'dana@example.com' },
  documents: [{ id: 'd1', name: 'mri-report.pdf', url: '/api/documents/d1/content' }],
};

afterEach(() => vi.restoreAllMocks());

function renderTab(post: (body: Record<string, unknown>) => Response) {
  const fetchMock = stubFetch((url, init) => {
    if (init?.method === 'POST' || init?.method === 'PATCH') return post(JSON.parse(String(init.body)) as Record<string, unknown>);
    if (url.startsWith('/api/contacts')) return jsonResponse({ items: [dana], truncated: false });
    if (url.endsWith('/documents'))
      return jsonResponse({
        items: [
          {
            id: 'd1',
            caseId: 'case-1',
            name: 'mri-report.pdf',
            fileType: 'application/pdf',
            size: 12,
            sizeBytes: 12_288,
            uploadedAt: '2026-11-19T10:00:00.000Z',
            category: 'Medical Records',
            url: '/api/documents/d1/content',
            description: null,
            updatedAt: '2026-11-19T10:00:00.000Z',
          },
        ],
      });
    return jsonResponse({ items: [logged], truncated: false });
  });
  renderRoutes([route('/dashboard/case/:id', <CommunicationsTab caseId="case-1" />)], '/dashboard/case/case-1', [[meQueryKey, me]]);
  return fetchMock;
}

it('lists a call with who it was from, call and email links, and its attachment', async () => {
  renderTab(() => jsonResponse({}, 500));
  const log = await screen.findByRole('list', { name: 'Communications log' });
  expect(log.textContent).toContain('Call');
  expect(log.textContent).toContain('From: Dana Reyes (GEICO)');
  expect(within(log).getByRole('link', { name: '(555) 010-2000' }).getAttribute('href')).toBe('tel:5550102000');
  expect(within(log).getByRole('link', { name: 'mri-report.pdf' }).getAttribute('href')).toBe('/api/documents/d1/content');
  expect(within(log).getByRole('button', { name: /^Edit call from dana reyes/i })).toBeTruthy();
});

it('logs a call with the contact picked and a document attached, the moment sent in UTC', async () => {
  const user = userEvent.setup();
  const fetchMock = renderTab((body) => jsonResponse({ ...logged, ...body, id: 'm2' }, 201));
  await user.click(await screen.findByRole('button', { name: /Log a call/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Log a communication' });
  const when = within(dialog).getByLabelText('Date and time');
  await user.clear(when);
  await user.type(when, '2026-11-20T15:30');
  await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Dana Reyes, GEICO' })).toBeTruthy());
  await user.selectOptions(within(dialog).getByLabelText('Contact'), 'p1');
  await user.type(within(dialog).getByLabelText('Summary'), 'Asked for the wage records.');
  await user.click(await within(dialog).findByRole('checkbox', { name: 'mri-report.pdf' }));
  await user.click(within(dialog).getByRole('button', { name: 'Log communication' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  expect(String(post?.[0])).toBe('/api/cases/case-1/communications');
  expect(JSON.parse(String(post?.[1]?.body))).toEqual({
    kind: 'call',
    direction: 'inbound',
    occurredAt: new Date('2026-11-20T15:30').toISOString(),
    contactId: 'p1',
    counterpart: null,
    subject: null,
    summary: 'Asked for the wage records.',
    documentIds: ['d1'],
    followUpOn: null,
  });
});

it('says under its field what is missing, and what the server refuses', async () => {
  const user = userEvent.setup();
  const fetchMock = renderTab(() =>
    jsonResponse(
      {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Contact not found in the directory (contactId)',
          issues: [{ path: 'contactId', message: 'Contact not found in the directory' }],
        },
      },
      400,
    ),
  );
  await user.click(await screen.findByRole('button', { name: /Log a call/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Log a communication' });
  await user.click(within(dialog).getByRole('button', { name: 'Log communication' }));
  expect(describedText(within(dialog).getByLabelText('Summary'))).toBe('Summary is required');
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

  await user.type(within(dialog).getByLabelText('Summary'), 'Left a voicemail.');
  await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Dana Reyes, GEICO' })).toBeTruthy());
  await user.selectOptions(within(dialog).getByLabelText('Contact'), 'p1');
  await user.click(within(dialog).getByRole('button', { name: 'Log communication' }));
  await waitFor(() => expect(describedText(within(dialog).getByLabelText('Contact'))).toBe('Contact not found in the directory'));
});

it('edits a call with the version shown, keeping its contact and attachment', async () => {
  const user = userEvent.setup();
  const fetchMock = renderTab((body) => jsonResponse({ ...logged, ...body }));
  await user.click(await screen.findByRole('button', { name: /^Edit call from dana reyes/i }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit communication' });
  expect((within(dialog).getByLabelText('Contact') as HTMLSelectElement).value).toBe('p1');
  expect(((await within(dialog).findByRole('checkbox', { name: 'mri-report.pdf' })) as HTMLInputElement).checked).toBe(true);
  await user.type(within(dialog).getByLabelText('Subject'), 'First offer');
  await user.click(within(dialog).getByRole('button', { name: 'Save communication' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
  expect(String(patch?.[0])).toBe('/api/cases/case-1/communications/m1');
  expect((patch?.[1]?.headers as Record<string, string>)['if-match']).toBe(recordEtag(logged));
  expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
    subject: 'First offer',
    contactId: 'p1',
    documentIds: ['d1'],
    occurredAt: logged.occurredAt,
  });
});
