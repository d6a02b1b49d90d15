import { describe, expect, it } from 'vitest';
import { allDayEventDates, checkEvent, eventKind, EVENT_END_ORDER_MESSAGE, EVENT_TOO_LONG_MESSAGE, isWebLink } from './event-schemas.js';

const base = { title: 'Deposition', kind: 'deposition', startsAt: '2026-12-01T14:30:00-05:00', endsAt: '2026-12-01T16:00:00-05:00' };

describe('the event kind', () => {
  it('takes an event with its defaults', () => {
    expect(eventKind.createSchema.parse(base)).toMatchObject({ allDay: false, attendeeIds: [] });
    expect(eventKind.check(eventKind.createSchema.parse(base))).toEqual([]);
  });

  it('refuses an end at or before the start, across offsets', () => {
    expect(checkEvent({ startsAt: '2026-12-01T14:30:00-05:00', endsAt: '2026-12-01T19:30:00Z' })).toEqual([
      { path: 'endsAt', message: EVENT_END_ORDER_MESSAGE },
    ]);
    expect(checkEvent({ startsAt: '2026-12-01T14:30:00-05:00', endsAt: '2026-12-01T19:31:00Z' })).toEqual([]);
  });

  it('refuses an event longer than 14 days', () => {
    expect(checkEvent({ startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-15T00:00:00Z' })).toEqual([]);
    expect(checkEvent({ startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-15T00:00:01Z' })).toEqual([
      { path: 'endsAt', message: EVENT_TOO_LONG_MESSAGE },
    ]);
  });

  it('takes only http and https video links', () => {
    expect(isWebLink('https://meet.example.com/abc')).toBe(true);
    expect(isWebLink('http://zoom.us/j/1')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('ftp://example.com')).toBe(false);
    expect(isWebLink('https://')).toBe(false);
    expect(eventKind.createSchema.safeParse({ ...base, videoLink: 'meet.example.com' }).error?.issues[0]?.message).toBe(
      'Video link must be a web address starting with http:// or https://',
    );
    expect(eventKind.createSchema.parse({ ...base, videoLink: '' }).videoLink).toBeNull();
  });

  it('bounds and de-duplicates the attendees', () => {
    const many = Array.from({ length: 51 }, (_, index) => `u${index}`);
    expect(eventKind.createSchema.safeParse({ ...base, attendeeIds: many }).error?.issues[0]?.message).toBe('At most 50 attendees');
    expect(eventKind.createSchema.safeParse({ ...base, attendeeIds: ['a', 'a'] }).error?.issues[0]?.message).toBe(
      'An attendee is listed twice',
    );
  });

  it('reads the days of an all-day event', () => {
    expect(allDayEventDates({ startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-03T00:00:00.000Z' })).toEqual({
      first: '2026-12-01',
      last: '2026-12-02',
    });
  });
});
