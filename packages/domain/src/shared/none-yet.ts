// The answer to a read of something a case does not have yet (a prediction, a settlement statement): an
// expected state, so a 200 with this shape rather than an error status that clutters the browser console.
import { z } from 'zod';

export const noneYetSchema = z.object({ none: z.literal(true), caseId: z.string(), message: z.string() });
export type NoneYet = z.infer<typeof noneYetSchema>;

export function noneYet(caseId: string, message: string): NoneYet {
  return { none: true, caseId, message };
}

/** Whether an answer is the "none yet" shape rather than the thing itself. */
export function isNoneYet<T extends object>(answer: T | NoneYet): answer is NoneYet {
  return 'none' in answer && answer.none === true;
}
