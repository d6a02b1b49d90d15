import { DEFAULT_DEMAND_TEMPLATE } from '@casecast/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseTargets, joinFirmAs, registerAndSignIn, type Session, type TestApp } from '../../test/harness.js';

type Template = {
  body: string;
  isDefault: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
  placeholders: Array<{ name: string }>;
};

describe.each(databaseTargets())('firm demand template on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let otherOwner: Session;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Olivia Owner', company: 'Template Firm' });
    otherOwner = await registerAndSignIn(t, { name: 'Oscar Other', company: 'Other Firm' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (session: Session) => call(t, { method: 'GET', url: '/api/firm/demand-template', session });
  const put = (session: Session, body: unknown) => call(t, { method: 'PUT', url: '/api/firm/demand-template', payload: { body }, session });

  it('gives the default template and its placeholders until the firm saves its own', async () => {
    const response = await get(owner);
    expect(response.statusCode, response.body).toBe(200);
    const template = response.json<Template>();
    expect(template).toMatchObject({ body: DEFAULT_DEMAND_TEMPLATE, isDefault: true, updatedAt: null, updatedBy: null });
    expect(template.placeholders.map((item) => item.name)).toContain('demand_amount');
  });

  it('lets an owner save the firm template, which only that firm sees', async () => {
    const saved = await put(owner, 'Dear {{adjuster_name}},\n\nWe demand {{ demand_amount }} for {{client_name}}.');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Template>()).toMatchObject({ isDefault: false, updatedBy: 'Olivia Owner' });
    expect((await get(owner)).json<Template>().body).toBe('Dear {{adjuster_name}},\n\nWe demand {{ demand_amount }} for {{client_name}}.');
    expect((await get(otherOwner)).json<Template>().isDefault).toBe(true);
  });

  it('refuses unknown placeholders, blank and over-long text with a 400 naming the problem', async () => {
    const unknown = await put(owner, 'Dear {{adjuster}}');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Unknown placeholder: {{adjuster}}');
    expect((await put(owner, ' ')).statusCode).toBe(400);
    expect((await put(owner, 'x'.repeat(20_001))).statusCode).toBe(400);
    expect((await put(owner, 42)).statusCode).toBe(400);
    expect((await get(owner)).json<Template>().body).toContain('We demand');
  });

  it('records each change of the template, with the text before and after, in the firm audit log', async () => {
    const auditOf = async () => {
      const { rows } = await sql<{
        firm_id: string;
        case_id: string | null;
        action: string;
        actor_name: string | null;
        changes: { body: { old?: string; new?: string } };
      }>`
        SELECT a.firm_id, a.case_id, a.action, a.actor_name, a.changes FROM audit_entry a
        WHERE a.entity_type = 'demand_template' ORDER BY a.id`.execute(t.runtime.database.db);
      return rows;
    };
    const start = (await auditOf()).length;
    expect((await put(owner, 'Version A for {{client_name}}.')).statusCode).toBe(200);
    expect((await put(owner, 'Version B for {{client_name}}.')).statusCode).toBe(200);
    expect((await put(owner, 'Version B for {{client_name}}.')).statusCode).toBe(200);
    const entries = (await auditOf()).slice(start);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      case_id: null,
      action: 'update',
      actor_name: 'Olivia Owner',
      changes: { body: { old: 'Version A for {{client_name}}.', new: 'Version B for {{client_name}}.' } },
    });
    expect(new Set(entries.map((entry) => entry.firm_id)).size).toBe(1);
  });

  it('lets attorneys and staff read the template but only owners change it', async () => {
    const attorney = await joinFirmAs(t, owner, 'attorney');
    expect((await get(attorney)).statusCode).toBe(200);
    const refused = await put(attorney, 'Attorney text');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe('Only firm owners can change the demand letter template.');
  });

  it('needs a signed-in member', async () => {
    expect((await call(t, { method: 'GET', url: '/api/firm/demand-template' })).statusCode).toBe(401);
  });
});
