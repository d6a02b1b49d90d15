// Account calls (sign-up, sign-in, two-factor, password reset, sign-out, invitations) as typed hooks over the domain schemas.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  backupCodeBodySchema,
  forgotPasswordBodySchema,
  firmEndpoints,
  resetPasswordBodySchema,
  signInBodySchema,
  signInResultSchema,
  signUpBodySchema,
  signUpResultSchema,
  totpCodeBodySchema,
} from '@casecast/domain';
import type { z } from 'zod';
import { api, call } from '../../lib/api';
import { meQueryKey } from '../../lib/auth';

type SignUpBody = z.input<typeof signUpBodySchema>;
type SignInBody = z.input<typeof signInBodySchema>;
type TotpCodeBody = z.input<typeof totpCodeBodySchema>;
type BackupCodeBody = z.input<typeof backupCodeBodySchema>;
type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;
type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const authApi = {
  signUp: async (input: SignUpBody) => signUpResultSchema.parse(await api.post<unknown>('/api/auth/sign-up/email', input)),
  signIn: async (input: SignInBody) => signInResultSchema.parse(await api.post<unknown>('/api/auth/sign-in/email', input)),
  verifyTotp: (input: TotpCodeBody) => api.post<unknown>('/api/auth/two-factor/verify-totp', input),
  verifyBackupCode: (input: BackupCodeBody) => api.post<unknown>('/api/auth/two-factor/verify-backup-code', input),
  signOut: () => api.post<unknown>('/api/auth/sign-out', {}),
  requestPasswordReset: (input: ForgotPasswordBody) => api.post<unknown>('/api/auth/request-password-reset', input),
  resetPassword: (input: ResetPasswordBody) => api.post<unknown>('/api/auth/reset-password', input),
  invitation: (id: string) => call(firmEndpoints.previewInvitation, { params: { id } }),
  acceptInvitation: (id: string) => call(firmEndpoints.acceptInvitation, { params: { id } }),
};

export function useSignUp() {
  return useMutation({ mutationFn: authApi.signUp });
}

export function useSignIn() {
  return useMutation({ mutationFn: authApi.signIn });
}

/** The login's second step: an authenticator code, or a backup code. */
export function useVerifySecondFactor() {
  return useMutation({
    mutationFn: (input: { code: string; backup: boolean; trustDevice: boolean }) =>
      input.backup
        ? authApi.verifyBackupCode({ code: input.code })
        : authApi.verifyTotp({ code: input.code, trustDevice: input.trustDevice }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => authApi.requestPasswordReset({ email, redirectTo: '/reset-password' }) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: authApi.resetPassword });
}

export function useSignOut() {
  return useMutation({ mutationFn: authApi.signOut });
}

export function useInvitation(id: string) {
  return useQuery({ queryKey: ['invitation', id], queryFn: () => authApi.invitation(id), retry: false });
}

export function useAcceptInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authApi.acceptInvitation(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
