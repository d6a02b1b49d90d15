// Calendar calls: the firm's deadlines, tasks and events in a range, and "my day".
import { useQuery } from '@tanstack/react-query';
import { calendarEndpoints as endpoints, sortCalendarItems, type CalendarItem, type CalendarKind } from '@casecast/domain';
import { call } from '../../lib/api';
import { eventLocalDays } from '../events/event-form';

export type CalendarFilters = { from: string; to: string; attorneyId?: string; caseId?: string; kind?: CalendarKind };

export const calendarKeys = {
  range: (filters: CalendarFilters) => ['calendar', 'range', filters] as const,
  myDay: ['calendar', 'my-day'] as const,
};

export const calendarApi = {
  range: async (filters: CalendarFilters) => {
    // An empty filter is no filter.
    const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as CalendarFilters;
    const response = await call(endpoints.range, { query });
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
  myDay: () => call(endpoints.myDay),
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
