// The signed-in user, shared by the auth pages, the shell and settings.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { can, firmEndpoints, type FirmAction, type Me } from '@casecast/domain';
import { ApiError, call } from './api';

export const meQueryKey = ['me'] as const;

export async function fetchMe(): Promise<Me | null> {
  try {
    return await call(firmEndpoints.me);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 60_000, retry: false });
}

/** Whether the signed-in member's role may do the action (the firm permission table); false until the role is known. */
export function useCan(action: FirmAction): boolean {
  return can(useMe().data?.firm?.role, action);
}

export function useRefreshMe() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: meQueryKey });
}
