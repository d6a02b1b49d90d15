// The dev mailbox (npm run dev without SMTP): polled every 3 s until the server says it has none (404).
import { useQuery } from '@tanstack/react-query';
import { devMailboxSchema } from '@casecast/domain';
import { api, ApiError } from '../../lib/api';

export function useDevMailbox() {
  return useQuery({
    queryKey: ['dev-mailbox'],
    queryFn: async () => devMailboxSchema.parse(await api.get<unknown>('/api/dev/mailbox')).messages,
    refetchInterval: (query) => (query.state.error ? false : 3000),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 3,
  });
}
