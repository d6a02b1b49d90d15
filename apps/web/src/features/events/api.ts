// A firm's events (/api/events, from the kind's definition) and the hooks that keep the calendar and "My day" in step.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDays, CALENDAR_MAX_RANGE_DAYS, calendarEndpoints, eventKind, getTodayIsoDate, type CalendarEventItem } from '@casecast/domain';
import { call } from '../../lib/api';
import { firmRecordClient } from '../../lib/records';

export const eventsApi = firmRecordClient(eventKind);

/** The calendar's queries (range, my day, a case's events) all start with 'calendar'. */
const CALENDAR_KEY = ['calendar'] as const;

/** A change to events: afterwards every calendar read is fetched again. */
export function useEventMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_KEY }),
  });
}

/** A case's events from today on (as far as one calendar read reaches), soonest first. */
export function useCaseEvents(caseId: string) {
  const today = getTodayIsoDate();
  return useQuery({
    queryKey: [...CALENDAR_KEY, 'case-events', caseId, today],
    queryFn: async () => {
      const query = { from: today, to: addDays(today, CALENDAR_MAX_RANGE_DAYS - 1), caseId, kind: 'event' } as const;
      const response = await call(calendarEndpoints.range, { query });
      const now = Date.now();
      return response.items.filter((item): item is CalendarEventItem => item.kind === 'event' && Date.parse(item.endsAt) > now);
    },
    retry: false,
  });
}
