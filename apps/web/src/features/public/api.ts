// The public site's one call: joining the waiting list.
import { useMutation } from '@tanstack/react-query';
import type { WaitlistSignupBody } from '@casecast/domain';
import { api } from '../../lib/api';

export function useJoinWaitlist() {
  return useMutation({ mutationFn: (input: WaitlistSignupBody) => api.post<unknown>('/api/waitlist', input) });
}
