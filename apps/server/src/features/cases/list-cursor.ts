// The cases list's cursor: where the previous page ended (sort value and id), opaque to the client.
import type { CaseSortColumn, SortDirection } from '@casecast/domain';
import { badRequest } from '../../http/errors.js';
import type { CaseListPosition } from './repository.js';

type CursorBody = { sort: CaseSortColumn; direction: SortDirection; value: string | null; id: string };

/** The text form PostgreSQL gives each sort value (`value::text`); anything else would fail in SQL as a 500. */
const VALUE_FORMATS: Record<CaseSortColumn, RegExp> = {
  clientName: /^[\s\S]*$/,
  phase: /^\d{1,2}$/,
  status: /^\d{1,2}$/,
  attorneyName: /^[\s\S]*$/,
  predictedValue: /^-?\d{1,14}(\.\d{1,2})?$/,
  duration: /^-?\d{1,6}$/,
  dateOpened: /^\d{4}-\d{2}-\d{2}$/,
  createdAt: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/,
  updatedAt: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/,
};

const invalidCursor = () => badRequest('Cursor does not belong to this list: load the list again from the first page', 'VALIDATION_ERROR');

export function encodeCaseListCursor(query: { sort: CaseSortColumn; direction: SortDirection }, position: CaseListPosition): string {
  const body: CursorBody = { sort: query.sort, direction: query.direction, value: position.value, id: position.id };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

/** The position in a cursor made for the same sort and direction; 400 for anything else. */
export function decodeCaseListCursor(cursor: string, query: { sort: CaseSortColumn; direction: SortDirection }): CaseListPosition {
  let body: Partial<CursorBody>;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorBody>;
  } catch {
    throw invalidCursor();
  }
  if (
    typeof body !== 'object' ||
    body === null ||
    body.sort !== query.sort ||
    body.direction !== query.direction ||
    typeof body.id !== 'string'
  )
    throw invalidCursor();
  const value = body.value;
  if (value !== null && (typeof value !== 'string' || !VALUE_FORMATS[query.sort].test(value))) throw invalidCursor();
  if (query.sort === 'dateOpened' && value !== null && Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw invalidCursor();
  return { value: value ?? null, id: body.id };
}
