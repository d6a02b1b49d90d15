// Account calls and the signed-in user, shared by the auth pages, the shell and settings.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { can, type FirmAction, type Me } from '@casecast/domain';
import { api, ApiError } from './api';

export const meQueryKey = ['me'] as const;

export async function fetchMe(): Promise<Me | null> {
  try {
    return await api.get<Me>('/api/me');
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

export type SignInResult = { twoFactorRedirect?: boolean; user?: { id: string } };

export const authApi = {
  signUp: (input: { name: string; email: string; password: string; company?: string }) => api.post<unknown>('/api/auth/sign-up/email', input),
  signIn: (input: { email: string; password: string; rememberMe: boolean }) => api.post<SignInResult>('/api/auth/sign-in/email', input),
  verifyTotp: (input: { code: string; trustDevice?: boolean }) => api.post<unknown>('/api/auth/two-factor/verify-totp', input),
  verifyBackupCode: (input: { code: string }) => api.post<unknown>('/api/auth/two-factor/verify-backup-code', input),
  signOut: () => api.post<unknown>('/api/auth/sign-out', {}),
  requestPasswordReset: (email: string) => api.post<unknown>('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }),
  resetPassword: (input: { newPassword: string; token: string }) => api.post<unknown>('/api/auth/reset-password', input),
};
