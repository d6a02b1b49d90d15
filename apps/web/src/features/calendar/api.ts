// Calendar calls: the firm's deadlines, tasks and events in a range, and "my day".
import { useQuery } from '@tanstack/react-query';
import { calendarResponseSchema, myDayResponseSchema, sortCalendarItems, type CalendarItem, type CalendarKind } from '@casecast/domain';
import { api } from '../../lib/api';
import { eventLocalDays } from '../events/event-form';

export type CalendarFilters = { from: string; to: string; attorneyId?: string; caseId?: string; kind?: CalendarKind };

export const calendarKeys = {
  range: (filters: CalendarFilters) => ['calendar', 'range', filters] as const,
  myDay: ['calendar', 'my-day'] as const,
};

export const calendarApi = {
  range: async (filters: CalendarFilters) => {
    const params = new URLSearchParams(
      Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
    );
    const response = calendarResponseSchema.parse(await api.get<unknown>(`/api/calendar?${params.toString()}`));
    // An event sits on each day it covers in this browser's time zone; the server sends the ones around the range.
    const items = response.items.flatMap((item): CalendarItem[] =>
      item.kind === 'event'
        ? eventLocalDays(item)
            .filter((date) => date >= filters.from && date <= filters.to)
            .map((date) => ({ ...item, date }))
        : [item],
    );
    return { ...response, items: sortCalendarItems<CalendarItem>(items) };
  },
  myDay: async () => myDayResponseSchema.parse(await api.get<unknown>('/api/my-day')),
};

export function useCalendar(filters: CalendarFilters) {
  return useQuery({
    queryKey: calendarKeys.range(filters),
    queryFn: () => calendarApi.range(filters),
    retry: false,
    placeholderData: (previous) => previous,
  });
}

export function useMyDay() {
  return useQuery({ queryKey: calendarKeys.myDay, queryFn: calendarApi.myDay, retry: false });
}
