// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseListResponse, DocumentListResponse } from '@casecast/domain';
import { expect, it } from 'vitest';
import { makeCase, makeDocument } from '../../../../../../packages/domain/src/testing/case-fixtures';
import { renderRoutes, route } from '../../../test/render';
import { documentKeys } from '../api';
import { DocumentsPage } from './documents-page';

const documents: DocumentListResponse = {
  items: [{ ...makeDocument({ id: 'd1', name: 'Police report.pdf' }), caseClientName: 'Ada Client', caseNo: 7 }],
  total: 1,
  page: 1,
  pageSize: 25,
};
const cases: CaseListResponse = {
  items: [{ ...makeCase({ id: 'c7', clientName: 'Ada Client', caseNo: 7 }), latestPrediction: null }],
  total: 1,
  totalAll: 1,
  page: 1,
  pageSize: 10,
  nextCursor: null,
};

it('Upload Document asks for the case and links to that case’s upload, not to the cases list', async () => {
  renderRoutes([route('/', <DocumentsPage />)], '/', [
    [documentKeys.firm(1, ''), documents],
    [documentKeys.uploadCases(''), cases],
  ]);
  await userEvent.click(await screen.findByRole('button', { name: 'Upload Document' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
  expect(within(dialog).getByText('Documents are uploaded on a case. Choose the case first.')).toBeTruthy();
  expect(within(dialog).getByRole('link', { name: 'Upload to Ada Client (CASE-0007)' }).getAttribute('href')).toBe(
    '/dashboard/case/c7#documents',
  );
  expect(screen.queryByRole('link', { name: /Upload Document/ })).toBeNull();
});

it('the table has the full width until a document’s details are opened beside it', async () => {
  renderRoutes([route('/', <DocumentsPage />)], '/', [[documentKeys.firm(1, ''), documents]]);
  const table = await screen.findByRole('region', { name: 'Documents table' });
  const grid = table.parentElement!;
  expect(grid.className).not.toMatch(/grid-cols-\[/);
  expect(table.tabIndex).toBe(0);
  await userEvent.click(screen.getByRole('button', { name: /Details/ }));
  expect(screen.getByRole('complementary', { name: 'Document details' })).toBeTruthy();
  expect(grid.className).toMatch(/lg:grid-cols-\[minmax\(0,1fr\)_20rem\]/);
});
