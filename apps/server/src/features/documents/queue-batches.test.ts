import { describe, expect, it } from 'vitest';
import { queueInBatches } from './text-index.js';

describe('putting documents to read on the job queue', () => {
  it('sends a thousand at a time, every document once and in order', async () => {
    const jobs = Array.from({ length: 2_500 }, (_, index) => ({ firmId: 'firm', documentId: `document-${index}` }));
    const sends: string[][] = [];
    await queueInBatches(async (batch) => void sends.push(batch.map((job) => job.documentId)), jobs);
    expect(sends.map((batch) => batch.length)).toEqual([1000, 1000, 500]);
    expect(sends.flat()).toEqual(jobs.map((job) => job.documentId));
  });

  it('sends nothing when there is nothing to read', async () => {
    const sends: unknown[] = [];
    await queueInBatches(async (batch) => void sends.push(batch), []);
    expect(sends).toEqual([]);
  });
});
