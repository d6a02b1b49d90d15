// The public site's one call: joining the waiting list.
import { useMutation } from '@tanstack/react-query';
import { waitlistEndpoints, type WaitlistSignupBody } from '@casecast/domain';
import { call } from '../../lib/api';

export function useJoinWaitlist() {
  return useMutation({ mutationFn: (input: WaitlistSignupBody) => call(waitlistEndpoints.join, { body: input }) });
}
