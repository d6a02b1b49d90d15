// The firm API's answers as the web app reads them: the firm, its members, invitations and invitation links.
import { z } from 'zod';
import { FIRM_ROLES, type Me } from '../auth.js';

// Timestamps arrive as ISO strings in JSON.
const firmRoleSchema = z.enum(FIRM_ROLES);

export const firmSchema = z.object({ id: z.string(), name: z.string(), role: firmRoleSchema });
export type Firm = z.infer<typeof firmSchema>;

export const firmRenameResultSchema = z.object({ id: z.string(), name: z.string() });

export const firmMemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: firmRoleSchema,
  practising: z.boolean(),
  joinedAt: z.string(),
});
export type FirmMember = z.infer<typeof firmMemberSchema>;
export const firmMemberListSchema = z.object({ members: z.array(firmMemberSchema) });

export const firmInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: firmRoleSchema,
  status: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type FirmInvitation = z.infer<typeof firmInvitationSchema>;
export const firmInvitationListSchema = z.object({ invitations: z.array(firmInvitationSchema) });

/** GET /api/invitations/:id: what the link offers, readable without signing in. */
export const invitationPreviewSchema = z.object({
  id: z.string(),
  firmName: z.string(),
  email: z.string(),
  role: firmRoleSchema,
  status: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export const invitationAcceptResultSchema = z.object({ firmId: z.string(), firmName: z.string(), role: firmRoleSchema });

/** GET /api/me: the signed-in user, their firm and whether they administer the instance. */
export const meResponseSchema: z.ZodType<Me> = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    company: z.string().nullable(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
  }),
  firm: firmSchema.nullable(),
  isAdmin: z.boolean(),
});
