// /api/me, /api/firm and /api/invitations: thin routes over the firm service, registered from the firm endpoints.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { entityTag, firmContactVersion, firmEndpoints as endpoints, firmVersion, memberVersion } from '@casecast/domain';
import type { Mailer } from '../../email/mailer.js';
import type { CallerResolver } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import * as service from './service.js';
import { isInstanceAdmin } from '../waitlist/service.js';
import { ifMatchOf } from '../../http/preconditions.js';
import type { Database } from '../../db/schema.js';

export async function registerFirmRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; mailer: Mailer; baseUrl: string; callers: CallerResolver; adminEmails?: readonly string[] },
) {
  const { db, callers } = deps;

  registerEndpoint(app, endpoints.me, async (request) => {
    const caller = await callers.requireCaller(request);
    const context = await service.getFirmContext(db, caller.user.id);
    return {
      user: caller.user,
      firm: context ? { id: context.firmId, name: context.firmName, role: context.role } : null,
      isAdmin: isInstanceAdmin(deps.adminEmails ?? [], caller.user.email),
    };
  });

  // Each record read or changed carries its version as ETag, which the web app sends back as If-Match.
  registerEndpoint(app, endpoints.firm, async (request, reply) => {
    const { firm: ctx } = await callers.requireFirmCaller(request);
    void reply.header('etag', entityTag(firmVersion({ name: ctx.firmName })));
    return { id: ctx.firmId, name: ctx.firmName, role: ctx.role };
  });

  registerEndpoint(app, endpoints.rename, async (request, reply) => {
    const { firm: ctx } = await callers.requireFirmCaller(request);
    const renamed = await service.renameFirm(db, ctx, request.body.name, ifMatchOf(request));
    void reply.header('etag', entityTag(firmVersion(renamed)));
    return renamed;
  });

  registerEndpoint(app, endpoints.contact, async (request, reply) => {
    const { firm: ctx } = await callers.requireFirmCaller(request);
    const contact = await service.getFirmContact(db, ctx.firmId);
    void reply.header('etag', entityTag(firmContactVersion(contact)));
    return contact;
  });

  registerEndpoint(app, endpoints.updateContact, async (request, reply) => {
    const { firm: ctx } = await callers.requireFirmCaller(request);
    const contact = await service.updateFirmContact(db, ctx, request.body, ifMatchOf(request));
    void reply.header('etag', entityTag(firmContactVersion(contact)));
    return contact;
  });

  registerEndpoint(app, endpoints.members, async (request) => {
    const { firm: ctx } = await callers.requireFirmCaller(request);
    return { members: await service.listFirmMembers(db, ctx) };
  });

  registerEndpoint(app, endpoints.member, async (request, reply) => {
    const { firm: ctx } = await callers.requireFirmCaller(request);
    const found = await service.getFirmMember(db, ctx, request.params.id);
    void reply.header('etag', entityTag(memberVersion(found)));
    return found;
  });

  registerEndpoint(app, endpoints.changeMember, async (request, reply) => {
    const { firm: ctx } = await callers.requireFirmCaller(request);
    const changed = await service.changeMember(db, ctx, request.params.id, request.body, ifMatchOf(request));
    void reply.header('etag', entityTag(memberVersion(changed)));
    return changed;
  });

  registerEndpoint(app, endpoints.removeMember, async (request) => {
    const { firm: ctx } = await callers.requireFirmCaller(request);
    await service.removeMember(db, ctx, request.params.id, ifMatchOf(request));
  });

  registerEndpoint(app, endpoints.invitations, async (request) => {
    const { firm: ctx } = await callers.requireFirmCaller(request);
    return { invitations: await service.listInvitations(db, ctx) };
  });

  registerEndpoint(
    app,
    endpoints.invite,
    async (request) => {
      const caller = await callers.requireFirmCaller(request);
      return service.inviteMember(deps, { ...caller.firm, inviterName: caller.user.name }, request.body);
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  registerEndpoint(app, endpoints.cancelInvitation, async (request) => {
    const { firm: ctx } = await callers.requireFirmCaller(request);
    await service.cancelInvitation(db, ctx, request.params.id, ifMatchOf(request));
  });

  registerEndpoint(app, endpoints.previewInvitation, async (request) => service.previewInvitation(db, request.params.id));

  registerEndpoint(app, endpoints.acceptInvitation, async (request) => {
    const caller = await callers.requireCaller(request);
    return service.acceptInvitation(db, caller.user, request.params.id);
  });
}
