// A record kind's checks across fields (packages/domain, defineRecordKind) run in its form before it is sent, with
// each message under its field: the same rule the server applies, written once.
import type { RecordIssue } from '@casecast/domain';
import type { z } from 'zod';

/** A superRefine that adds the kind's issues to the form's fields. */
export function recordChecks<Record>(check: (record: Record) => RecordIssue[]) {
  return (record: Record, ctx: z.RefinementCtx) => {
    for (const issue of check(record)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  };
}
