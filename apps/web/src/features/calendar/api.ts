// Calendar calls: the firm's deadlines and tasks in a range, and "my day".
import { useQuery } from '@tanstack/react-query';
import { calendarResponseSchema, myDayResponseSchema, type CalendarKind } from '@casecast/domain';
import { api } from '../../lib/api';

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
    return calendarResponseSchema.parse(await api.get<unknown>(`/api/calendar?${params.toString()}`));
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
