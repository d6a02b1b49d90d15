// The instance administrators' calls: the waiting-list signups.
import { useQuery } from '@tanstack/react-query';
import { waitlistSignupListSchema } from '@casecast/domain';
import { api } from '../../lib/api';

export function useWaitlistSignups(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'waitlist'],
    queryFn: async () => waitlistSignupListSchema.parse(await api.get<unknown>('/api/admin/waitlist')).signups,
    enabled,
  });
}
