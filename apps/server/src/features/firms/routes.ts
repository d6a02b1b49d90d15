// /api/me, /api/firm and /api/invitations: thin routes over the firm service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  entityTag,
  FIRM_ROLES,
  firmContactBodySchema,
  firmContactSchema,
  firmContactVersion,
  firmVersion,
  inviteMemberBodySchema,
  memberVersion,
  meResponseSchema,
  updateFirmBodySchema,
  updateMemberBodySchema,
} from '@casecast/domain';
import type { Mailer } from '../../email/mailer.js';
import type { CallerResolver } from '../../auth/caller.js';
import * as service from './service.js';
import { isInstanceAdmin } from '../waitlist/service.js';
import { ifMatchOf } from '../../http/preconditions.js';
import type { Database } from '../../db/schema.js';

const idParam = z.object({ id: z.string().min(1).max(100) });
const role = z.enum(FIRM_ROLES);
const member = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  practising: z.boolean(),
  joinedAt: z.date(),
});
const invitation = z.object({ id: z.string(), email: z.string(), role, status: z.string(), expiresAt: z.date(), createdAt: z.date() });
const firm = z.object({ id: z.string(), name: z.string(), role });

export async function registerFirmRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; mailer: Mailer; baseUrl: string; callers: CallerResolver; adminEmails?: readonly string[] },
) {
  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['firm'];

  typed.get(
    '/api/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user and their firm',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      const caller = await callers.requireCaller(request);
      const context = await service.getFirmContext(db, caller.user.id);
      return {
        user: caller.user,
        firm: context ? { id: context.firmId, name: context.firmName, role: context.role } : null,
        isAdmin: isInstanceAdmin(deps.adminEmails ?? [], caller.user.email),
      };
    },
  );

  typed.get('/api/firm', { schema: { tags, summary: "The caller's firm", response: { 200: firm } } }, async (request, reply) => {
    const { firm: ctx } = await callers.requireFirmCaller(request);
    void reply.header('etag', entityTag(firmVersion({ name: ctx.firmName })));
    return { id: ctx.firmId, name: ctx.firmName, role: ctx.role };
  });

  typed.patch(
    '/api/firm',
    {
      schema: {
        tags,
        summary: 'Rename the firm (owners)',
        body: updateFirmBodySchema,
        response: { 200: z.object({ id: z.string(), name: z.string() }) },
      },
    },
    async (request, reply) => {
      const { firm: ctx } = await callers.requireFirmCaller(request);
      const renamed = await service.renameFirm(db, ctx, request.body.name, ifMatchOf(request));
      void reply.header('etag', entityTag(firmVersion(renamed)));
      return renamed;
    },
  );

  typed.get(
    '/api/firm/contact',
    { schema: { tags, summary: "The firm's address, phone and email, printed on its letterheads", response: { 200: firmContactSchema } } },
    async (request, reply) => {
      const { firm: ctx } = await callers.requireFirmCaller(request);
      const contact = await service.getFirmContact(db, ctx.firmId);
      void reply.header('etag', entityTag(firmContactVersion(contact)));
      return contact;
    },
  );

  typed.patch(
    '/api/firm/contact',
    {
      schema: {
        tags,
        summary: "Change the firm's address, phone or email (owners); null clears a field",
        body: firmContactBodySchema,
        response: { 200: firmContactSchema },
      },
    },
    async (request, reply) => {
      const { firm: ctx } = await callers.requireFirmCaller(request);
      const contact = await service.updateFirmContact(db, ctx, request.body, ifMatchOf(request));
      void reply.header('etag', entityTag(firmContactVersion(contact)));
      return contact;
    },
  );

  typed.get(
    '/api/firm/members',
    { schema: { tags, summary: "The firm's members", response: { 200: z.object({ members: z.array(member) }) } } },
    async (request) => {
      const { firm: ctx } = await callers.requireFirmCaller(request);
      return { members: await service.listFirmMembers(db, ctx) };
    },
  );

  typed.get(
    '/api/firm/members/:id',
    { schema: { tags, summary: 'One member', params: idParam, response: { 200: member } } },
    async (request, reply) => {
      const { firm: ctx } = await callers.requireFirmCaller(request);
      const found = await service.getFirmMember(db, ctx, request.params.id);
      void reply.header('etag', entityTag(memberVersion(found)));
      return found;
    },
  );

  typed.patch(
    '/api/firm/members/:id',
    {
      schema: {
        tags,
        summary: "Change a member's role, or whether an owner practises as an attorney (owners)",
        params: idParam,
        body: updateMemberBodySchema,
        response: { 200: member },
      },
    },
    async (request, reply) => {
      const { firm: ctx } = await callers.requireFirmCaller(request);
      const changed = await service.changeMember(db, ctx, request.params.id, request.body, ifMatchOf(request));
      void reply.header('etag', entityTag(memberVersion(changed)));
      return changed;
    },
  );

  typed.delete(
    '/api/firm/members/:id',
    { schema: { tags, summary: 'Remove a member (owners)', params: idParam } },
    async (request, reply) => {
      const { firm: ctx } = await callers.requireFirmCaller(request);
      await service.removeMember(db, ctx, request.params.id, ifMatchOf(request));
      return reply.status(204).send();
    },
  );

  typed.get(
    '/api/firm/invitations',
    { schema: { tags, summary: 'Pending invitations (owners)', response: { 200: z.object({ invitations: z.array(invitation) }) } } },
    async (request) => {
      const { firm: ctx } = await callers.requireFirmCaller(request);
      return { invitations: await service.listInvitations(db, ctx) };
    },
  );

  typed.post(
    '/api/firm/invitations',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Invite someone by email (owners)', body: inviteMemberBodySchema, response: { 201: invitation } },
    },
    async (request, reply) => {
      const caller = await callers.requireFirmCaller(request);
      const created = await service.inviteMember(deps, { ...caller.firm, inviterName: caller.user.name }, request.body);
      return reply.status(201).send(created);
    },
  );

  typed.delete(
    '/api/firm/invitations/:id',
    { schema: { tags, summary: 'Cancel an invitation (owners)', params: idParam } },
    async (request, reply) => {
      const { firm: ctx } = await callers.requireFirmCaller(request);
      await service.cancelInvitation(db, ctx, request.params.id, ifMatchOf(request));
      return reply.status(204).send();
    },
  );

  typed.get(
    '/api/invitations/:id',
    {
      schema: {
        tags,
        summary: 'What an invitation link offers (no sign-in needed)',
        params: idParam,
        response: { 200: z.object({ id: z.string(), firmName: z.string(), email: z.string(), role, status: z.string() }) },
      },
    },
    async (request) => service.previewInvitation(db, request.params.id),
  );

  typed.post(
    '/api/invitations/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invitation as the signed-in user',
        params: idParam,
        response: { 200: z.object({ firmId: z.string(), firmName: z.string(), role }) },
      },
    },
    async (request) => {
      const caller = await callers.requireCaller(request);
      return service.acceptInvitation(db, caller.user, request.params.id);
    },
  );
}
