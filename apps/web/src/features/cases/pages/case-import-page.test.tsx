// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { CaseImportResult, RelatedImportPreview } from '@casecast/domain';
import { renderRoutes, route } from '../../../test/render';
import { stubFetch } from '../../../test/fetch-stub';
import { CaseImportPage } from './case-import-page';

afterEach(() => vi.restoreAllMocks());

const CSV =
  'Case ID,Provider,Date of Service,Billed\nCP-1,City MRI,03/15/2024,"$1,234.56"\nCP-9,City MRI,2024-01-01,$5\nCP-1,Old Bill,2024-01-02,$7\n';

const preview: RelatedImportPreview = {
  kind: 'bills',
  columns: ['Case ID', 'Provider', 'Date of Service', 'Billed'],
  mapping: { 'Case ID': 'caseSourceId', Provider: 'provider', 'Date of Service': 'serviceFrom', Billed: 'billed' },
  sample: [{ 'Case ID': 'CP-1', Provider: 'City MRI', 'Date of Service': '03/15/2024', Billed: '$1,234.56' }],
  converted: [{ 'Case ID': 'CP-1', Provider: 'City MRI', 'Date of Service': '2024-03-15', Billed: '1234.56' }],
  errors: [{ row: 2, errors: ['Unknown case: no case of the firm was imported with the case id CP-9'] }],
  validCount: 2,
  totalCount: 3,
  alreadyImported: 1,
};

it('imports a bills file: the kind is chosen, each column shows what it becomes, and imported rows are not counted again', async () => {
  const user = userEvent.setup();
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  stubFetch(async (url, init) => {
    calls.push({ url, body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {} });
    const result: CaseImportResult = { imported: 1, skipped: preview.errors, alreadyImported: 1 };
    return new Response(JSON.stringify(url.endsWith('/preview') ? preview : result), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  renderRoutes([route('/', <CaseImportPage />)], '/');
  await user.selectOptions(screen.getByLabelText('The file holds'), 'Medical bills');
  await user.upload(screen.getByLabelText('Choose CSV file'), new File([CSV], 'bills.csv', { type: 'text/csv' }));

  expect(await screen.findByRole('heading', { name: '2. Map columns to fields (Medical bills)' })).toBeTruthy();
  expect(calls[0]).toMatchObject({ url: '/api/cases/import/related/preview', body: { csv: CSV, kind: 'bills' } });
  // No "Exported from" for a related file: its case ids were given their source with the case list.
  expect(screen.queryByLabelText('Exported from')).toBeNull();
  expect((screen.getByLabelText('Field for Provider') as HTMLSelectElement).value).toBe('provider');
  const billedRow = screen.getAllByRole('row').find((row) => within(row).queryByText('Billed', { selector: 'td' }))!;
  expect(within(billedRow).getByText('1234.56')).toBeTruthy();
  expect(screen.getByText(/Unknown case: no case of the firm was imported with the case id CP-9/)).toBeTruthy();
  expect(screen.getByText('1 imported before, left as they are')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Import 1 record' }));
  expect(await screen.findByRole('heading', { name: 'Imported 1 record' })).toBeTruthy();
  await waitFor(() =>
    expect(calls.at(-1)).toMatchObject({ url: '/api/cases/import/related', body: { kind: 'bills', mapping: preview.mapping } }),
  );
  expect(screen.getByText(/1 record was imported before and left as it is/)).toBeTruthy();
});
