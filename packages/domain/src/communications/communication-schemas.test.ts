import { describe, expect, it } from 'vitest';
import { buildTimeline } from '../timeline/timeline.js';
import { communicationResultLabel, globalSearchResultPath } from '../search/global-search.js';
import { checkCommunication, communicationKind, describeCommunication } from './communication-schemas.js';

const call = {
  kind: 'call' as const,
  direction: 'inbound' as const,
  occurredAt: '2026-11-20T15:30:00-05:00',
  summary: 'Adjuster offered 40,000; asked for the MRI report.',
};

describe('communication record', () => {
  it('takes a call with a summary and attaches nothing by default', () => {
    const parsed = communicationKind.createSchema.parse(call);
    expect(parsed.documentIds).toEqual([]);
    expect(communicationKind.check(parsed)).toEqual([]);
  });

  it('names the field of each refused value', () => {
    const issues = (payload: object) =>
      communicationKind.createSchema.safeParse(payload).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ...call, kind: 'fax' })).toEqual([['kind', 'Kind must be one of call, email, letter, text, meeting, portal']]);
    expect(issues({ ...call, summary: ' ' })).toEqual([['summary', 'Summary is required']]);
    expect(issues({ ...call, occurredAt: '2026-11-20T15:30' })?.[0]?.[0]).toBe('occurredAt');
    expect(issues({ ...call, documentIds: Array.from({ length: 21 }, (_, index) => `d${index}`) })).toEqual([
      ['documentIds', 'At most 20 attachments'],
    ]);
  });

  it('refuses a document attached twice and a follow-up surely before the day it happened', () => {
    expect(checkCommunication({ ...call, documentIds: ['a', 'a'] })).toEqual([
      { path: 'documentIds', message: 'A document is attached only once' },
    ]);
    expect(checkCommunication({ ...call, documentIds: [], followUpOn: '2026-11-18' })).toEqual([
      { path: 'followUpOn', message: 'Follow up on must not be before the day it happened' },
    ]);
    // The evening call in New York is the next day in UTC: its own day is still a fine follow-up date.
    expect(checkCommunication({ occurredAt: '2026-11-21T02:00:00.000Z', documentIds: [], followUpOn: '2026-11-20' })).toEqual([]);
  });
});

describe('how a communication reads', () => {
  const entry = { ...call, contact: { name: 'Dana Reyes', organization: 'GEICO' }, counterpart: null, subject: null };

  it('names the contact with the organization, or the counterpart typed, and which way it went', () => {
    expect(describeCommunication(entry)).toBe('Call from Dana Reyes (GEICO): Adjuster offered 40,000; asked for the MRI report.');
    expect(describeCommunication({ ...entry, kind: 'email', direction: 'outbound', contact: null, counterpart: 'the client' })).toBe(
      'Email to the client: Adjuster offered 40,000; asked for the MRI report.',
    );
    expect(describeCommunication({ ...entry, kind: 'meeting', subject: 'Mediation prep' })).toMatch(
      /^Meeting with Dana Reyes \(GEICO\): Mediation prep — Adjuster/,
    );
    expect(describeCommunication({ ...entry, contact: null })).toMatch(/^Call \(inbound\): /);
  });

  it('is on the case timeline at the moment it happened', () => {
    const events = buildTimeline(
      {
        case: { id: 'c1', clientName: 'Maria Lopez', dateOpened: '2026-11-01', dateClosed: null, actualSettlement: null },
        communications: [{ id: 'm1', ...entry }],
      },
      'newest_first',
    );
    expect(events[0]).toMatchObject({
      id: 'communication_logged:m1',
      date: call.occurredAt,
      category: 'communication',
      description: 'Call from Dana Reyes (GEICO): Adjuster offered 40,000; asked for the MRI report.',
    });
  });

  it('is found by the search and opens on the Communications tab', () => {
    expect(
      communicationResultLabel({ caseNo: 42, clientName: 'Maria Lopez', kind: 'call', subject: null, summary: call.summary }, 'MRI'),
    ).toBe('Call: “Adjuster offered 40,000; asked for the MRI report.” — CASE-0042 · Maria Lopez');
    expect(globalSearchResultPath({ kind: 'communication', caseId: 'c1' })).toBe('/dashboard/case/c1?tab=communications');
  });
});
