// Every kind of record the history names (AUDIT_ENTITY_TYPES) is one the database accepts, and nothing more:
// each feature's migration rewrites the audit table's check, and a rewrite that forgets a kind breaks its saves.
import { AUDIT_ENTITY_TYPES } from '@casecast/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.js';

describe.each(databaseTargets())('audit entity types on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('accepts exactly the kinds the history names', async () => {
    const { rows } = await sql<{ definition: string }>`
      SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'audit_entry_entity_type_check'`.execute(
      t.runtime.database.db,
    );
    expect(rows).toHaveLength(1);
    const allowed = [...rows[0]!.definition.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]).sort();
    expect(allowed).toEqual([...AUDIT_ENTITY_TYPES].sort());
  });
});
