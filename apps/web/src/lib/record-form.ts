// Forms over the domain's schemas: a record kind's checks across fields (packages/domain, defineRecordKind) run before
// sending, with each message under its field (the same rule the server applies, written once); a domain field checked
// inside a transform; and a server 400's issues shown under the fields they name.
import type { RecordIssue } from '@casecast/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from './api';

/** A superRefine that adds the kind's issues to the form's fields. */
export function recordChecks<Record>(check: (record: Record) => RecordIssue[]) {
  return (record: Record, ctx: z.RefinementCtx) => {
    for (const issue of check(record)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  };
}

/** The value checked by a domain field inside a transform: its output, or its messages as this field's issues. */
export function checkWith<T extends z.ZodType>(field: T, value: unknown, ctx: z.RefinementCtx): z.output<T> {
  const result = field.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
}

/**
 * The fields a server's 400 names (its `issues`), with each message under its field: a form field matches an issue
 * by its name or its last segment ('basicInfo.actualSettlement' shows the issue about 'actualSettlement'). Returns
 * whether any field was named, so the form shows the message in one place only.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  let named = false;
  for (const issue of error.issues) {
    const field = fields.find((candidate) => candidate === issue.path || candidate.split('.').pop() === issue.path);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message });
    named = true;
  }
  return named;
}
