import { describe, expect, it } from 'vitest';
import { buildTimeline, type TimelineSource } from './timeline.js';

const source: TimelineSource = {
  case: { id: 'c1', clientName: 'Jane Doe', dateOpened: '2024-01-05', dateClosed: '2024-09-30', actualSettlement: 125000 },
  injuries: [{ id: 'i1', type: 'Whiplash', bodyPart: 'Neck', dateReported: '2024-01-06', createdAt: '2024-01-07T00:00:00Z' }],
  treatments: [
    { id: 't1', type: 'Physical Therapy', provider: 'Valley PT', startDate: '2024-01-10', endDate: '2024-03-01' },
    { id: 't2', type: 'Chiropractic', provider: null, startDate: '2024-02-01', endDate: null },
  ],
};

describe('buildTimeline', () => {
  it('generates the case, injury and treatment events in date order', () => {
    const events = buildTimeline(source);
    expect(events.map((event) => event.title)).toEqual([
      'Case Opened',
      'Injury Reported',
      'Treatment Started',
      'Treatment Started',
      'Treatment Ended',
      'Case Closed',
    ]);
    expect(events[1]).toMatchObject({ date: '2024-01-06', description: 'Whiplash (Neck)', category: 'injury' });
    expect(events[2]?.description).toBe('Physical Therapy with Valley PT');
  });

  it('mentions the settlement in USD on the closing event', () => {
    const closed = buildTimeline(source).find((event) => event.type === 'case_closed');
    expect(closed?.description).toBe('Case closed with a settlement of $125,000');
    const withoutAmount = buildTimeline({ ...source, case: { ...source.case, actualSettlement: null } });
    expect(withoutAmount.find((event) => event.type === 'case_closed')?.description).toBe('Case closed');
  });

  it('leaves out the closing event for an open case', () => {
    const events = buildTimeline({ case: { ...source.case, dateClosed: null } });
    expect(events.map((event) => event.type)).toEqual(['case_opened']);
  });

  it('sorts newest first on request', () => {
    const events = buildTimeline(source, 'newest_first');
    expect(events[0]?.type).toBe('case_closed');
    expect(events.at(-1)?.type).toBe('case_opened');
  });

  it('adds document and note events from the optional arrays', () => {
    const events = buildTimeline({
      case: { ...source.case, dateClosed: null },
      documents: [{ id: 'd1', name: 'mri.pdf', uploadedAt: '2024-02-02T09:00:00Z' }],
      deletedDocuments: [{ id: 'd0', name: 'draft.docx', deletedAt: '2024-02-03T09:00:00Z' }],
      notes: [{ id: 'n1', content: 'Client  called\nabout bills', author: 'Sam', createdAt: '2024-02-04T09:00:00Z' }],
    });
    expect(events.map((event) => [event.title, event.description])).toEqual([
      ['Case Opened', 'Case opened for Jane Doe'],
      ['Document Uploaded', 'mri.pdf'],
      ['Document Deleted', 'draft.docx'],
      ['Note Added', 'Client called about bills (Sam)'],
    ]);
  });

  it('adds a demand sent and an offer received from the negotiation log, by their dates', () => {
    const events = buildTimeline({
      case: { ...source.case, dateClosed: null },
      negotiations: [
        { id: 'o1', date: '2024-03-01', kind: 'offer', amount: 20_000, from: 'GEICO', to: null },
        { id: 'd1', date: '2024-02-01', kind: 'demand', amount: 90_000, from: 'Firm', to: 'GEICO' },
      ],
    });
    expect(events.slice(1).map((event) => [event.id, event.title, event.description, event.category])).toEqual([
      ['demand_sent:d1', 'Demand Sent', '$90,000 to GEICO', 'negotiation'],
      ['offer_received:o1', 'Offer Received', '$20,000 from GEICO', 'negotiation'],
    ]);
  });

  it('gives every event a stable, unique id', () => {
    const first = buildTimeline(source).map((event) => event.id);
    const second = buildTimeline(source).map((event) => event.id);
    expect(first).toEqual(second);
    expect(new Set(first).size).toBe(first.length);
    expect(first).toContain('treatment_ended:t1');
  });
});
