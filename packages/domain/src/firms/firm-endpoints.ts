// The firm API: the signed-in user and their firm, the firm's name and contact details, its members and invitations,
// and the invitation link a newcomer opens.
import { inviteMemberBodySchema, updateFirmBodySchema, updateMemberBodySchema } from '../auth.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { firmContactBodySchema, firmContactSchema } from './firm-contact.js';
import {
  firmInvitationListSchema,
  firmInvitationSchema,
  firmMemberListSchema,
  firmMemberSchema,
  firmRenameResultSchema,
  firmSchema,
  invitationAcceptResultSchema,
  invitationPreviewSchema,
  meResponseSchema,
} from './firm-schemas.js';

const tags = ['firm'];

export const firmEndpoints = {
  me: defineEndpoint({ method: 'GET', path: '/api/me', tags, summary: 'The signed-in user and their firm', response: meResponseSchema }),
  firm: defineEndpoint({ method: 'GET', path: '/api/firm', tags, summary: "The caller's firm", response: firmSchema }),
  rename: defineEndpoint({
    method: 'PATCH',
    path: '/api/firm',
    tags,
    summary: 'Rename the firm (owners)',
    body: updateFirmBodySchema,
    response: firmRenameResultSchema,
  }),
  contact: defineEndpoint({
    method: 'GET',
    path: '/api/firm/contact',
    tags,
    summary: "The firm's address, phone and email, printed on its letterheads",
    response: firmContactSchema,
  }),
  updateContact: defineEndpoint({
    method: 'PATCH',
    path: '/api/firm/contact',
    tags,
    summary: "Change the firm's address, phone or email (owners); null clears a field",
    body: firmContactBodySchema,
    response: firmContactSchema,
  }),
  members: defineEndpoint({
    method: 'GET',
    path: '/api/firm/members',
    tags,
    summary: "The firm's members",
    response: firmMemberListSchema,
  }),
  member: defineEndpoint({ method: 'GET', path: '/api/firm/members/:id', tags, summary: 'One member', response: firmMemberSchema }),
  changeMember: defineEndpoint({
    method: 'PATCH',
    path: '/api/firm/members/:id',
    tags,
    summary: "Change a member's role, or whether an owner practises as an attorney (owners)",
    body: updateMemberBodySchema,
    response: firmMemberSchema,
  }),
  removeMember: defineEndpoint({ method: 'DELETE', path: '/api/firm/members/:id', tags, summary: 'Remove a member (owners)' }),
  invitations: defineEndpoint({
    method: 'GET',
    path: '/api/firm/invitations',
    tags,
    summary: 'Pending invitations (owners)',
    response: firmInvitationListSchema,
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/firm/invitations',
    tags,
    summary: 'Invite someone by email (owners)',
    body: inviteMemberBodySchema,
    response: firmInvitationSchema,
    status: 201,
  }),
  cancelInvitation: defineEndpoint({
    method: 'DELETE',
    path: '/api/firm/invitations/:id',
    tags,
    summary: 'Cancel an invitation (owners)',
  }),
  previewInvitation: defineEndpoint({
    method: 'GET',
    path: '/api/invitations/:id',
    tags,
    summary: 'What an invitation link offers (no sign-in needed)',
    response: invitationPreviewSchema,
    public: true,
  }),
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/invitations/:id/accept',
    tags,
    summary: 'Accept an invitation as the signed-in user',
    response: invitationAcceptResultSchema,
  }),
};
