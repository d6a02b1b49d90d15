// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentSearchResponse } from '@casecast/domain';
import { expect, it } from 'vitest';
import { renderRoutes, route } from '../../../test/render';
import { documentKeys } from '../api';
import { DocumentTextSearch } from './document-text-search';

const found: DocumentSearchResponse = {
  items: [
    {
      documentId: 'd1',
      caseId: 'c7',
      page: 3,
      snippet: '<img src=x onerror=alert(1)> lumbar fracture seen',
      marks: [{ start: 36, length: 8 }],
      documentName: 'MRI scan.pdf',
      caseNo: 7,
      clientName: 'Ada Client',
      ocr: true,
    },
  ],
  truncated: false,
};

it('shows each match with its document, case, page and passage, the matched word marked and markup left as text', async () => {
  const { container } = renderRoutes([route('/', <DocumentTextSearch caseId={null} />)], '/', [
    [documentKeys.textSearch('fracture', null), found],
  ]);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search inside documents' }), 'fracture');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  const hit = await screen.findByTestId('document-text-hit');
  expect(within(hit).getByRole('link', { name: 'MRI scan.pdf' }).getAttribute('href')).toBe('/api/documents/d1/content');
  expect(within(hit).getByRole('link', { name: 'Ada Client (CASE-0007)' }).getAttribute('href')).toBe('/dashboard/case/c7#documents');
  expect(within(hit).getByText('Page 3')).toBeTruthy();
  expect(hit.querySelector('mark')?.textContent).toBe('fracture');
  expect(within(hit).getByTestId('document-text-passage').textContent).toBe('<img src=x onerror=alert(1)> lumbar fracture seen');
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('1 match');
});

it('says when nothing matched, and when the answer was cut short', async () => {
  renderRoutes([route('/', <DocumentTextSearch caseId="c7" />)], '/', [
    [documentKeys.textSearch('tinnitus', 'c7'), { items: [], truncated: false }],
    [documentKeys.textSearch('bruise', 'c7'), { ...found, truncated: true }],
  ]);
  const input = screen.getByRole('searchbox', { name: 'Search inside documents' });
  await userEvent.type(input, 'tinnitus{Enter}');
  expect((await screen.findByRole('status')).textContent).toBe("No page of this case's documents holds “tinnitus”.");
  await userEvent.clear(input);
  await userEvent.type(input, 'bruise{Enter}');
  expect((await screen.findByRole('status')).textContent).toBe('The first 1 matches; add words to narrow the search.');
  expect(screen.queryByRole('link', { name: /CASE-0007/ })).toBeNull();
});
