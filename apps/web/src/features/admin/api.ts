// The instance administrators' calls: the waiting-list signups.
import { useQuery } from '@tanstack/react-query';
import { waitlistEndpoints } from '@casecast/domain';
import { call } from '../../lib/api';

export function useWaitlistSignups(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'waitlist'],
    queryFn: async () => (await call(waitlistEndpoints.list)).signups,
    enabled,
  });
}
