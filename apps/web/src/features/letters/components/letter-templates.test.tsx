// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { CaseDocument, LetterTemplate } from '@casecast/domain';
import { meQueryKey } from '../../../lib/auth';
import { renderRoutes, route } from '../../../test/render';
import { jsonResponse } from '../../../test/fetch-stub';
import { letterKeys } from '../api';
import { GenerateLetterButton } from './generate-letter-dialog';
import { LetterTemplatesSection } from './letter-templates-section';

const me = (role: 'owner' | 'staff') => ({
  user: { id: 'u1', name: 'Member', email: 'm@example.com' },
  firm: { firmId: 'f1', firmName: 'Firm', role },
});
const template = (id: string, fields: Partial<LetterTemplate>): LetterTemplate => ({
  id,
  name: 'Letter of representation',
  kind: 'letter_of_representation',
  body: 'Dear {{adjuster_name}}, we represent {{client_name}}.',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...fields,
});
const representation = template('t1', {});
const recordsRequest = template('t2', {
  name: 'Medical records and bills request',
  kind: 'records_request',
  body: '{{provider_name}}\n\nPatient: {{client_name}}',
});

afterEach(() => vi.restoreAllMocks());

it('lets an owner add a template, refusing an unknown placeholder before sending', async () => {
  const user = userEvent.setup();
  const fetchSpy = vi.spyOn(window, 'fetch').mockResolvedValue(jsonResponse(template('t3', { name: 'Thank-you', kind: 'other' }), 201));
  renderRoutes([route('/', <LetterTemplatesSection />)], '/', [
    [meQueryKey, me('owner')],
    [letterKeys.templates, [representation, recordsRequest]],
  ]);
  const list = screen.getByRole('list', { name: 'Letter templates' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent),
  ).toEqual(['Letter of representation', 'Medical records and bills request']);

  await user.click(screen.getByRole('button', { name: 'Add template' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add letter template' });
  await user.type(within(dialog).getByLabelText('Name'), 'Thank-you');
  await user.type(within(dialog).getByLabelText('Template text'), 'Dear {{{{clientName}}');
  await user.click(within(dialog).getByRole('button', { name: 'Add template' }));
  expect(await within(dialog).findByText('Unknown placeholder: {{clientName}}')).toBeTruthy();
  expect(fetchSpy).not.toHaveBeenCalled();

  const body = within(dialog).getByLabelText('Template text');
  await user.clear(body);
  await user.type(body, 'Dear {{{{client_name}}');
  await user.click(within(dialog).getByRole('button', { name: 'Add template' }));
  await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
  const [url, init] = fetchSpy.mock.calls[0]!;
  expect(String(url)).toBe('/api/firm/templates');
  expect(JSON.parse(String(init?.body))).toEqual({ name: 'Thank-you', kind: 'other', body: 'Dear {{client_name}}' });
});

it('shows other members the templates read-only', async () => {
  const user = userEvent.setup();
  renderRoutes([route('/', <LetterTemplatesSection />)], '/', [
    [meQueryKey, me('staff')],
    [letterKeys.templates, [representation]],
  ]);
  expect(screen.queryByRole('button', { name: 'Add template' })).toBeNull();
  expect(screen.getByText('Only firm owners can change the letter templates.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'View Letter of representation' }));
  const dialog = await screen.findByRole('dialog', { name: 'Letter of representation' });
  expect((within(dialog).getByLabelText('Template text') as HTMLTextAreaElement).readOnly).toBe(true);
  expect(within(dialog).queryByRole('button', { name: 'Save template' })).toBeNull();
});

it('asks for a provider when the template names one, and sends the letter as Word', async () => {
  const user = userEvent.setup();
  const filed: Partial<CaseDocument> & { alreadyFiled: boolean } = {
    alreadyFiled: false,
    id: 'd1',
    caseId: 'c1',
    name: 'Medical records and bills request 2026-03-02 - Ana Ruiz.docx',
    fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 9,
    sizeBytes: 9000,
    uploadedAt: '2026-03-02T10:00:00.000Z',
    category: 'Correspondence',
    url: '/api/documents/d1/content',
    description: null,
    updatedAt: '2026-03-02T10:00:00.000Z',
  };
  const provider = {
    id: 'p1',
    caseId: 'c1',
    name: 'City Hospital',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
  const fetchSpy = vi.spyOn(window, 'fetch').mockResolvedValue(jsonResponse(filed, 201));
  const onGenerated = vi.fn();
  renderRoutes([route('/', <GenerateLetterButton caseId="c1" onGenerated={onGenerated} />)], '/', [
    [meQueryKey, me('staff')],
    [letterKeys.templates, [representation, recordsRequest]],
    [['money', 'c1', 'providers'], [provider]],
  ]);
  await user.click(screen.getByRole('button', { name: 'Generate letter' }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate letter' });
  expect(within(dialog).queryByLabelText('Medical provider')).toBeNull();
  await user.selectOptions(within(dialog).getByLabelText('Template'), 't2');
  await user.click(within(dialog).getByLabelText('Word (.docx)'));
  const picker = await within(dialog).findByLabelText('Medical provider');
  await within(picker).findByRole('option', { name: 'City Hospital' });
  await user.selectOptions(picker, 'p1');
  await user.click(within(dialog).getByRole('button', { name: 'Generate letter' }));
  await waitFor(() => expect(onGenerated).toHaveBeenCalled());
  const sent = fetchSpy.mock.calls.find(([url]) => String(url) === '/api/cases/c1/letters')!;
  expect(JSON.parse(String(sent[1]?.body))).toEqual({ templateId: 't2', format: 'docx', providerId: 'p1' });
  expect(await screen.findByText(`Filed in the case documents and logged in its communications: ${filed.name}`)).toBeTruthy();
});

it('previews a records request against a case found by search, with the provider picked', async () => {
  const user = userEvent.setup();
  const fetchSpy = vi
    .spyOn(window, 'fetch')
    .mockImplementation(async (url) =>
      String(url).includes('/preview')
        ? jsonResponse({ text: 'City Hospital\n\nPatient: Ana Ruiz' })
        : jsonResponse({ error: { code: 'X', message: 'no' } }, 500),
    );
  renderRoutes([route('/', <LetterTemplatesSection />)], '/', [
    [meQueryKey, me('staff')],
    [letterKeys.templates, [recordsRequest]],
    [letterKeys.caseSearch('Ana'), { items: [{ id: 'c1', clientName: 'Ana Ruiz', caseNumber: 'PI-7', caseNo: 7 }] }],
    [['money', 'c1', 'providers'], [{ id: 'p1', caseId: 'c1', name: 'City Hospital' }]],
  ]);
  await user.click(screen.getByRole('button', { name: 'View Medical records and bills request' }));
  const dialog = await screen.findByRole('dialog', { name: 'Medical records and bills request' });
  await user.type(within(dialog).getByLabelText('Find a case'), 'Ana');
  await user.selectOptions(within(dialog).getByLabelText('Case'), 'c1');
  await user.selectOptions(within(dialog).getByLabelText('Medical provider'), 'p1');
  await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
  expect((await within(dialog).findByRole('region', { name: 'Letter preview' })).textContent).toBe('City Hospital\n\nPatient: Ana Ruiz');
  const [url, init] = fetchSpy.mock.calls.find(([called]) => String(called).includes('/preview'))!;
  expect(String(url)).toBe('/api/firm/templates/t2/preview');
  expect(JSON.parse(String(init?.body))).toEqual({ caseId: 'c1', providerId: 'p1' });
});
