// Settings calls: profile, password, sessions, two-factor and the firm (members, invitations), as typed hooks over the domain schemas.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authSessionListSchema,
  backupCodesResultSchema,
  changePasswordBodySchema,
  currentSessionSchema,
  auditEndpoints,
  firmContactVersion,
  firmEndpoints,
  inviteMemberBodySchema,
  reminderEndpoints,
  passwordOnlyBodySchema,
  totpCodeBodySchema,
  twoFactorEnrolmentSchema,
  updateFirmBodySchema,
  updateMemberBodySchema,
  updateProfileBodySchema,
  entityTag,
  firmVersion,
  invitationVersion,
  memberVersion,
  type FirmContact,
  type FirmContactInput,
  type FirmInvitation,
  type FirmMember,
  type FirmRole,
  type NotificationSettings,
} from '@casecast/domain';
import type { z } from 'zod';
import { api, call } from '../../lib/api';
import { meQueryKey } from '../../lib/auth';

type PasswordOnly = z.input<typeof passwordOnlyBodySchema>;

export const settingsKeys = {
  sessions: ['auth-sessions'] as const,
  currentSession: ['auth-current-session'] as const,
  members: ['firm-members'] as const,
  invitations: ['firm-invitations'] as const,
  contact: ['firm-contact'] as const,
  /** Under ['firm']: a change to a firm record (the demand letter template) refreshes it with the record. */
  activity: ['firm', 'activity'] as const,
};

export const settingsApi = {
  updateProfile: (input: z.input<typeof updateProfileBodySchema>) => api.post<unknown>('/api/auth/update-user', input),
  changePassword: (input: z.input<typeof changePasswordBodySchema>) => api.post<unknown>('/api/auth/change-password', input),
  sessions: async () => authSessionListSchema.parse(await api.get<unknown>('/api/auth/list-sessions')),
  currentSession: async () => currentSessionSchema.parse(await api.get<unknown>('/api/auth/get-session')),
  revokeSession: (token: string) => api.post<unknown>('/api/auth/revoke-session', { token }),
  enableTwoFactor: async (input: PasswordOnly) =>
    twoFactorEnrolmentSchema.parse(await api.post<unknown>('/api/auth/two-factor/enable', input)),
  confirmTwoFactor: (input: z.input<typeof totpCodeBodySchema>) => api.post<unknown>('/api/auth/two-factor/verify-totp', input),
  disableTwoFactor: (input: PasswordOnly) => api.post<unknown>('/api/auth/two-factor/disable', input),
  generateBackupCodes: async (input: PasswordOnly) =>
    backupCodesResultSchema.parse(await api.post<unknown>('/api/auth/two-factor/generate-backup-codes', input)),

  renameFirm: ({ seenName, ...input }: z.input<typeof updateFirmBodySchema> & { seenName?: string }) =>
    call(firmEndpoints.rename, {
      body: input,
      seen: seenName === undefined ? undefined : { etag: entityTag(firmVersion({ name: seenName })) },
    }),
  contact: () => call(firmEndpoints.contact),
  updateContact: ({ seen, ...input }: FirmContactInput & { seen: FirmContact }) =>
    call(firmEndpoints.updateContact, { body: input, seen: { etag: entityTag(firmContactVersion(seen)) } }),
  members: async () => (await call(firmEndpoints.members)).members,
  changeMemberRole: (member: FirmMember, input: z.input<typeof updateMemberBodySchema>) =>
    call(firmEndpoints.changeMember, { params: { id: member.id }, body: input, seen: { etag: entityTag(memberVersion(member)) } }),
  removeMember: (member: FirmMember) =>
    call(firmEndpoints.removeMember, { params: { id: member.id }, seen: { etag: entityTag(memberVersion(member)) } }),
  invitations: async () => (await call(firmEndpoints.invitations)).invitations,
  invite: (input: z.input<typeof inviteMemberBodySchema>) => call(firmEndpoints.invite, { body: input }),
  cancelInvitation: (invitation: FirmInvitation) =>
    call(firmEndpoints.cancelInvitation, { params: { id: invitation.id }, seen: { etag: entityTag(invitationVersion(invitation)) } }),
  activity: (before: string | null) => call(auditEndpoints.firmActivity, { query: { before: before ?? undefined } }),
};

/** A change to the signed-in user or their firm: /api/me is read again when it lands. */
function useMeMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }) });
}

export const useUpdateProfile = () => useMeMutation(settingsApi.updateProfile);
export const useChangePassword = () => useMutation({ mutationFn: settingsApi.changePassword });

export function useSessions() {
  return useQuery({ queryKey: settingsKeys.sessions, queryFn: settingsApi.sessions });
}

export function useCurrentSession() {
  return useQuery({ queryKey: settingsKeys.currentSession, queryFn: settingsApi.currentSession });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}

export const useEnableTwoFactor = () => useMutation({ mutationFn: settingsApi.enableTwoFactor });
export const useConfirmTwoFactor = () => useMeMutation(settingsApi.confirmTwoFactor);
export const useDisableTwoFactor = () => useMeMutation(settingsApi.disableTwoFactor);
export const useGenerateBackupCodes = () => useMutation({ mutationFn: settingsApi.generateBackupCodes });

export const useRenameFirm = () => useMeMutation(settingsApi.renameFirm);

export function useFirmContact(enabled: boolean) {
  return useQuery({ queryKey: settingsKeys.contact, queryFn: settingsApi.contact, enabled });
}

export function useUpdateFirmContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.updateContact,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.contact, saved),
  });
}

export function useFirmMembers(enabled: boolean) {
  return useQuery({ queryKey: settingsKeys.members, queryFn: settingsApi.members, enabled });
}

export function useFirmInvitations(enabled: boolean) {
  return useQuery({ queryKey: settingsKeys.invitations, queryFn: settingsApi.invitations, enabled });
}

/** Role changes and removals read the member list again whether they worked or not (the list shows what is true). */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ member, ...change }: { member: FirmMember; role?: FirmRole; practising?: boolean }) =>
      settingsApi.changeMemberRole(member, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.members }),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.removeMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.members }),
  });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.invite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.invitations }),
  });
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.cancelInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.invitations }),
  });
}

export const notificationKeys = { settings: ['notification-settings'] as const };

/** The caller's own deadline reminders and daily task digest (Settings → Notifications). */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: () => call(reminderEndpoints.settings),
  });
}

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) => call(reminderEndpoints.saveSettings, { body: settings }),
    // The section shows the choice until the save settles; a failed save reads what the server has again.
    onError: () => client.invalidateQueries({ queryKey: notificationKeys.settings }),
    onSuccess: (saved) => client.setQueryData(notificationKeys.settings, saved),
  });
}

/** The firm's activity (owners), newest first: a page at a time, each next page older than the last. */
export function useFirmActivity(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: settingsKeys.activity,
    queryFn: ({ pageParam }) => settingsApi.activity(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
    enabled,
    retry: false,
  });
}
