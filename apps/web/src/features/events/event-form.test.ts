import { describe, expect, it } from 'vitest';
import { eventLocalDays, toEventInput, toLocalParts, toOffsetIso } from './event-form';

const local = (date: string, time: string) => new Date(toOffsetIso(date, time)).toISOString();

describe('event times in the browser', () => {
  it('writes a local date and time with the offset of that moment, and reads it back', () => {
    const iso = toOffsetIso('2026-12-01', '14:30');
    expect(iso).toMatch(/^2026-12-01T14:30:00[+-]\d{2}:\d{2}$/);
    expect(toLocalParts(new Date(iso).toISOString())).toEqual({ date: '2026-12-01', time: '14:30' });
  });

  it('sends an all-day event as whole UTC days, the last one included', () => {
    const input = toEventInput({
      title: 'Trial',
      kind: 'trial',
      date: '2026-12-07',
      endDate: '2026-12-09',
      startTime: '09:00',
      endTime: '10:00',
      allDay: true,
      location: '',
      videoLink: '',
      caseId: '',
      attendeeIds: [],
      notes: '',
    });
    expect(input).toMatchObject({ startsAt: '2026-12-07T00:00:00Z', endsAt: '2026-12-10T00:00:00Z', caseId: null });
  });

  it('shows an event on every local day it covers', () => {
    const timed = { allDay: false, date: '', startsAt: local('2026-12-07', '09:00'), endsAt: local('2026-12-09', '17:00') };
    expect(eventLocalDays(timed)).toEqual(['2026-12-07', '2026-12-08', '2026-12-09']);
    const evening = { allDay: false, date: '', startsAt: local('2026-12-07', '19:00'), endsAt: local('2026-12-07', '21:00') };
    expect(eventLocalDays(evening)).toEqual(['2026-12-07']);
    const untilMidnight = { allDay: false, date: '', startsAt: local('2026-12-07', '22:00'), endsAt: local('2026-12-08', '00:00') };
    expect(eventLocalDays(untilMidnight)).toEqual(['2026-12-07']);
    const allDay = { allDay: true, date: '2026-12-07', startsAt: '2026-12-07T00:00:00.000Z', endsAt: '2026-12-09T00:00:00.000Z' };
    expect(eventLocalDays(allDay)).toEqual(['2026-12-07', '2026-12-08']);
  });
});
