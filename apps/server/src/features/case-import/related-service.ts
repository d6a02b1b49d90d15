// CSV import of the related records of already imported cases (parties, medical bills, insurance policies,
// negotiations, lost wages, case costs, liens) and the firm's contact directory: each row names its case, is read through the case import's mapping engine and the record kind's
// schema and checks, and is saved through the same service a case's tab uses, audited; a re-import adds nothing twice.
import {
  contactKind,
  expenseKind,
  isFirmImportKind,
  lienKind,
  lostWageKind,
  medicalBillKind,
  negotiationKind,
  policyKind,
  providerKind,
  readRelatedImportRow,
  relatedImportFields,
  relatedRecordKey,
  suggestRelatedImportMapping,
  type CaseImportResult,
  type CaseImportRowError,
  type PartyCreate,
  type RelatedImportCaseRef,
  type RelatedImportKind,
  type RelatedImportMapping,
  type RelatedImportPreview,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { Actor } from '../../http/actor.js';
import { AppError, badRequest } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import * as cases from '../cases/repository.js';
import { contacts } from '../contacts/service.js';
import { lockFirm } from '../firms/repository.js';
import { expenses, liens, lostWages, medicalBills, negotiations, policies, providers } from '../money/service.js';
import { parties } from '../parties/service.js';
import type { Database, Db } from '../../db/schema.js';
import { readCsv, type ParsedCsv } from './service.js';

type RelatedImportInput = { csv: string; kind: RelatedImportKind; mapping?: RelatedImportMapping | undefined };

/** Where a firm kind's rows (contacts) are held, in place of a case id. */
const THE_FIRM = '';

type ValidRow = {
  row: number;
  /** The row's case, or THE_FIRM for a kind of the firm. */
  caseId: string;
  record: Record<string, unknown>;
  parentName: string | null;
  described: Record<string, string>;
};
type CheckedRow = ValidRow | { row: number; errors: string[] };
const isError = (row: CheckedRow): row is { row: number; errors: string[] } => 'errors' in row;

/** The firm's case number as the firm's own numbering writes it (CASE-0042), else null. */
const firmCaseNo = (text: string): number | null => {
  const match = /^CASE-(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
};

/** Each row's case: by its id in the old system, else by its case number; only the caller's firm's cases are found. */
async function resolveCases(db: Db, actor: Actor, refs: readonly RelatedImportCaseRef[]) {
  const sourceIds = [...new Set(refs.flatMap((ref) => (ref.sourceId === null ? [] : [ref.sourceId])))];
  const numbers = [...new Set(refs.flatMap((ref) => (ref.sourceId === null && ref.caseNumber !== null ? [ref.caseNumber] : [])))];
  const found = await cases.findCasesByImportRefs(db, actor.firmId, {
    sourceIds,
    caseNumbers: numbers,
    caseNos: numbers.flatMap((text) => {
      const caseNo = firmCaseNo(text);
      return caseNo === null ? [] : [caseNo];
    }),
  });
  const add = (map: Map<string, Set<string>>, key: string, id: string) => map.set(key, (map.get(key) ?? new Set()).add(id));
  const bySource = new Map<string, Set<string>>();
  const byNumber = new Map<string, Set<string>>();
  for (const item of found) {
    if (item.sourceRef !== null) add(bySource, item.sourceRef.slice(item.sourceRef.indexOf(':') + 1), item.id);
    if (item.caseNumber !== null) add(byNumber, item.caseNumber, item.id);
    add(byNumber, `#${item.caseNo}`, item.id);
  }
  return (ref: RelatedImportCaseRef): { caseId: string } | { error: string } => {
    if (ref.sourceId !== null) {
      const ids = [...(bySource.get(ref.sourceId) ?? [])];
      if (ids.length === 0) return { error: `Unknown case: no case of the firm was imported with the case id ${ref.sourceId}` };
      if (ids.length > 1)
        return { error: `Case id ${ref.sourceId} names ${ids.length} cases imported from different systems: give the case number` };
      return { caseId: ids[0]! };
    }
    const text = ref.caseNumber ?? '';
    const caseNo = firmCaseNo(text);
    const ids = [...(byNumber.get(caseNo === null ? text : `#${caseNo}`) ?? [])];
    if (ids.length === 0) return { error: `Unknown case: the firm has no case numbered ${text}` };
    if (ids.length > 1) return { error: `Case number ${text} names ${ids.length} cases: give the case id` };
    return { caseId: ids[0]! };
  };
}

/** What a case already holds of the kind, by natural key, and its providers or parties by name (a bill's or policy's parent). */
type CaseRecords = { keys: Set<string>; parents: Map<string, string> };
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** A kind saved through its tab's service: its records read, and a row parsed by the kind's create schema and inserted. */
function throughService<Create>(
  operations: {
    read: (db: Db, firmId: string, caseId: string | null) => Promise<ReadonlyArray<Record<string, unknown>>>;
    insert: (trx: Db, actor: Actor, caseId: string | null, input: Create) => Promise<unknown>;
  },
  createSchema: { parse: (value: unknown) => Create },
  scope: 'case' | 'firm' = 'case',
) {
  const owner = (caseId: string) => (scope === 'case' ? caseId : null);
  return {
    read: (db: Db, firmId: string, caseId: string) => operations.read(db, firmId, owner(caseId)),
    insert: (trx: Db, actor: Actor, caseId: string, record: Record<string, unknown>) =>
      operations.insert(trx, actor, owner(caseId), createSchema.parse(record)),
  };
}

/**
 * The kinds whose records hang on nothing but their case (or the firm: contacts), unlike a bill (its provider) or a
 * policy (its insured party): how the records of the kind are read (to find a re-imported row) and how a row is
 * saved, each through the service its tab uses.
 */
const UNPARENTED_KINDS = {
  // Read with partyCreateSchema (the kind's fields and its claim-date rules) by readRelatedImportRow.
  parties: throughService(parties, { parse: (record) => record as PartyCreate }),
  negotiations: throughService(negotiations, negotiationKind.createSchema),
  lostWages: throughService(lostWages, lostWageKind.createSchema),
  expenses: throughService(expenses, expenseKind.createSchema),
  liens: throughService(liens, lienKind.createSchema),
  contacts: throughService(contacts, contactKind.createSchema, 'firm'),
} satisfies Partial<Record<RelatedImportKind, unknown>>;
type UnparentedKind = keyof typeof UNPARENTED_KINDS;
const isUnparented = (kind: RelatedImportKind): kind is UnparentedKind => kind in UNPARENTED_KINDS;

async function readCaseRecords(db: Db, actor: Actor, kind: RelatedImportKind, caseId: string): Promise<CaseRecords> {
  const parents = new Map<string, string>();
  const keys = new Set<string>();
  if (isUnparented(kind)) {
    const held: ReadonlyArray<Record<string, unknown>> = await UNPARENTED_KINDS[kind].read(db, actor.firmId, caseId);
    for (const record of held) keys.add(relatedRecordKey(kind, record, null));
  } else if (kind === 'bills') {
    const caseProviders = await providers.read(db, actor.firmId, caseId);
    const names = new Map(caseProviders.map((provider) => [provider.id, provider.name]));
    for (const provider of caseProviders) if (!parents.has(nameKey(provider.name))) parents.set(nameKey(provider.name), provider.id);
    for (const bill of await medicalBills.read(db, actor.firmId, caseId))
      keys.add(relatedRecordKey(kind, bill, names.get(bill.providerId) ?? null));
  } else {
    const caseParties = await parties.read(db, actor.firmId, caseId);
    const names = new Map(caseParties.map((party) => [party.id, party.name]));
    for (const party of caseParties) if (!parents.has(nameKey(party.name))) parents.set(nameKey(party.name), party.id);
    for (const policy of await policies.read(db, actor.firmId, caseId))
      keys.add(relatedRecordKey(kind, policy, names.get(policy.partyId) ?? null));
  }
  return { keys, parents };
}

/** Only columns the file has, each to a field of the kind at most once. */
function resolveMapping(kind: RelatedImportKind, parsed: ParsedCsv, mapping: RelatedImportMapping | undefined): RelatedImportMapping {
  if (!mapping) return suggestRelatedImportMapping(kind, parsed.columns);
  const fields = new Set(relatedImportFields(kind));
  const used = new Set<string>();
  const resolved: RelatedImportMapping = {};
  for (const column of parsed.columns) {
    const field = mapping[column] ?? null;
    if (field !== null && !fields.has(field))
      throw badRequest(`Column "${column}" is mapped to ${field}, which is not a field of ${kind}`, 'VALIDATION_ERROR');
    if (field && used.has(field)) throw badRequest(`Two columns are mapped to ${field}`, 'VALIDATION_ERROR');
    if (field) used.add(field);
    resolved[column] = field;
  }
  return resolved;
}

type Checked = { rows: CheckedRow[]; alreadyImported: ValidRow[]; records: Map<string, CaseRecords> };

/** Every row read, its case found, checked against the case's records (a policy's insured party) and against rows before it. */
async function checkRows(
  db: Db,
  actor: Actor,
  kind: RelatedImportKind,
  parsed: ParsedCsv,
  mapping: RelatedImportMapping,
): Promise<Checked> {
  const read = parsed.records.map((record) => readRelatedImportRow(kind, record, mapping));
  const resolve = await resolveCases(
    db,
    actor,
    read.flatMap((result) => (result.ok ? [result.caseRef] : [])),
  );
  const records = new Map<string, CaseRecords>();
  const seen = new Map<string, number>();
  const rows: CheckedRow[] = [];
  const alreadyImported: ValidRow[] = [];
  for (const [index, result] of read.entries()) {
    const row = index + 1;
    if (!result.ok) {
      rows.push({ row, errors: result.errors });
      continue;
    }
    const found = isFirmImportKind(kind) ? { caseId: THE_FIRM } : resolve(result.caseRef);
    if ('error' in found) {
      rows.push({ row, errors: [found.error] });
      continue;
    }
    let held = records.get(found.caseId);
    if (!held) records.set(found.caseId, (held = await readCaseRecords(db, actor, kind, found.caseId)));
    if (kind === 'policies' && !held.parents.has(nameKey(result.parentName ?? ''))) {
      rows.push({ row, errors: [`Insured party "${result.parentName}" is not a party of this case: import the parties first`] });
      continue;
    }
    const valid = { row, caseId: found.caseId, record: result.record, parentName: result.parentName, described: result.described };
    const key = `${found.caseId} ${result.key}`;
    const first = seen.get(key);
    if (first !== undefined) rows.push({ row, errors: [`The same record as row ${first}`] });
    else if (held.keys.has(result.key)) alreadyImported.push(valid);
    else rows.push(valid);
    seen.set(key, first ?? row);
  }
  return { rows, alreadyImported, records };
}

export async function previewRelatedImport(db: Db, actor: Actor, input: RelatedImportInput): Promise<RelatedImportPreview> {
  requirePermission(actor, 'case.import');
  const parsed = readCsv(input.csv);
  const mapping = resolveMapping(input.kind, parsed, input.mapping);
  const { rows, alreadyImported } = await checkRows(db, actor, input.kind, parsed, mapping);
  const byRow = new Map([...rows, ...alreadyImported].map((row) => [row.row, row]));
  const errors: CaseImportRowError[] = rows.filter(isError);
  const sample = parsed.records.slice(0, 5);
  return {
    kind: input.kind,
    columns: parsed.columns,
    mapping,
    sample,
    converted: sample.map((_record, index) => {
      const row = byRow.get(index + 1);
      return row && !isError(row) ? row.described : null;
    }),
    errors,
    validCount: parsed.records.length - errors.length,
    totalCount: parsed.records.length,
    alreadyImported: alreadyImported.length,
  };
}

/**
 * Saves every valid row in one transaction, each through the service its case's tab uses (the record kind's checks,
 * a history entry); a bill's provider is the case's provider of that name, added when it has none. Rows whose record
 * the case already holds (same natural key) are left alone; rows with errors are reported, not saved.
 */
export async function importRelatedRecords(db: Kysely<Database>, actor: Actor, input: RelatedImportInput): Promise<CaseImportResult> {
  requirePermission(actor, 'case.import');
  const parsed = readCsv(input.csv);
  const mapping = resolveMapping(input.kind, parsed, input.mapping);
  return db.transaction().execute(async (trx) => {
    // The cases (or, for a kind of the firm, the firm) are locked first, in one order, so two imports of the same
    // file run one after the other.
    if (isFirmImportKind(input.kind)) await lockFirm(trx, actor.firmId);
    else {
      const caseIds = [...new Set((await checkRows(trx, actor, input.kind, parsed, mapping)).records.keys())].sort();
      for (const caseId of caseIds) await cases.findCaseForUpdate(trx, actor.firmId, caseId);
    }
    const { rows, alreadyImported, records } = await checkRows(trx, actor, input.kind, parsed, mapping);
    const valid = rows.filter((row): row is ValidRow => !isError(row));
    for (const row of valid) await insertRow(trx, actor, input.kind, row, records.get(row.caseId)!);
    return { imported: valid.length, skipped: rows.filter(isError), alreadyImported: alreadyImported.length };
  });
}

async function insertRow(trx: Db, actor: Actor, kind: RelatedImportKind, row: ValidRow, held: CaseRecords): Promise<void> {
  const { caseId, record } = row;
  if (isUnparented(kind)) await UNPARENTED_KINDS[kind].insert(trx, actor, caseId, record);
  else if (kind === 'policies') {
    const partyId = held.parents.get(nameKey(row.parentName ?? ''));
    if (!partyId) throw new AppError(500, 'NO_DATA_RETURNED', 'The insured party of an imported policy was not found');
    await policies.insert(trx, actor, caseId, policyKind.createSchema.parse({ ...record, partyId }));
  } else {
    const name = row.parentName ?? '';
    let providerId = held.parents.get(nameKey(name));
    if (!providerId) {
      providerId = (await providers.insert(trx, actor, caseId, providerKind.createSchema.parse({ name }))).id;
      held.parents.set(nameKey(name), providerId);
    }
    await medicalBills.insert(trx, actor, caseId, medicalBillKind.createSchema.parse({ ...record, providerId }));
  }
}
