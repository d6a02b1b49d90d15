import { describe, expect, it } from 'vitest';
import { isNoneYet, noneYet, noneYetSchema } from './none-yet.js';

describe('none yet', () => {
  it('tells the "none yet" answer from the thing itself', () => {
    const none = noneYet('case-1', 'No prediction has been made for this case yet.');
    expect(noneYetSchema.parse(none)).toEqual({ none: true, caseId: 'case-1', message: 'No prediction has been made for this case yet.' });
    expect(isNoneYet<{ id: string }>(none)).toBe(true);
    expect(isNoneYet<{ id: string }>({ id: 'p1' })).toBe(false);
  });
});
