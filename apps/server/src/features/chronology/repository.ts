// SQL for the medical chronology: a case's drafting run, its lines, and the documents and pages it reads. Every
// query is scoped by firm_id.
import { sql } from 'kysely';
import type { ChronologyDiagnosis, ChronologyLine, ChronologyLineStatus, DraftChronologyLine } from '@casecast/domain';
import type { Db } from '../../db/schema.js';

export type ChronologyRun = {
  status: 'queued' | 'running' | 'done' | 'failed';
  documents: number | null;
  documentsDone: number;
  documentsWaiting: number;
  error: string | null;
  requestedAt: Date;
  finishedAt: Date | null;
};

export async function findRun(db: Db, firmId: string, caseId: string): Promise<ChronologyRun | undefined> {
  const row = await db
    .selectFrom('case_chronology')
    .select(['status', 'documents', 'documents_done', 'documents_waiting', 'error', 'requested_at', 'finished_at'])
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    status: row.status as ChronologyRun['status'],
    documents: row.documents,
    documentsDone: row.documents_done,
    documentsWaiting: row.documents_waiting,
    error: row.error,
    requestedAt: new Date(row.requested_at),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
  };
}

/**
 * Marks the case's chronology queued, unless a run is already queued or running; true when this call queued it.
 * The row is locked by the upsert, so two requests at once queue one run.
 */
export async function queueRun(db: Db, firmId: string, caseId: string, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('case_chronology')
    .values({ firm_id: firmId, case_id: caseId, status: 'queued', requested_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['firm_id', 'case_id'])
        .doUpdateSet({
          status: 'queued',
          documents: null,
          documents_done: 0,
          documents_waiting: 0,
          error: null,
          requested_at: now,
          finished_at: null,
          updated_at: now,
        })
        .where('case_chronology.status', 'not in', ['queued', 'running']),
    )
    .returning('case_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateRun(
  db: Db,
  firmId: string,
  caseId: string,
  patch: Partial<{
    status: ChronologyRun['status'];
    documents: number;
    documentsDone: number;
    documentsWaiting: number;
    error: string | null;
  }>,
): Promise<void> {
  const now = new Date();
  await db
    .updateTable('case_chronology')
    .set({
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      ...(patch.documents !== undefined ? { documents: patch.documents } : {}),
      ...(patch.documentsDone !== undefined ? { documents_done: patch.documentsDone } : {}),
      ...(patch.documentsWaiting !== undefined ? { documents_waiting: patch.documentsWaiting } : {}),
      ...(patch.error !== undefined ? { error: patch.error?.slice(0, 500) ?? null } : {}),
      ...(patch.status === 'done' || patch.status === 'failed' ? { finished_at: now } : {}),
      updated_at: now,
    })
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .execute();
}

export type SourceDocument = { id: string; fileName: string; category: string; textStatus: string };

/** The case's documents, with where reading their text stands. */
export async function listCaseDocuments(db: Db, firmId: string, caseId: string): Promise<SourceDocument[]> {
  const rows = await db
    .selectFrom('case_document')
    .select(['id', 'file_name', 'category', 'text_status'])
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, fileName: row.file_name, category: row.category, textStatus: row.text_status }));
}

export async function listDocumentPages(db: Db, firmId: string, documentId: string): Promise<Array<{ page: number; text: string }>> {
  const rows = await db
    .selectFrom('case_document_page')
    .select(['page', 'content'])
    .where('firm_id', '=', firmId)
    .where('document_id', '=', documentId)
    .orderBy('page')
    .execute();
  return rows.map((row) => ({ page: row.page, text: row.content }));
}

function selectLines(db: Db) {
  return db
    .selectFrom('case_chronology_line')
    .select([
      'id',
      'case_id',
      'document_id',
      'document_name',
      'page',
      'status',
      sql<string | null>`to_char(service_date, 'YYYY-MM-DD')`.as('service_date'),
      'provider',
      'visit_type',
      'diagnoses',
      'cpt_codes',
      'billed_cents',
      'treatment_id',
      'medical_bill_id',
      'provider_id',
      'confirmed_at',
      'updated_at',
    ]);
}

type LineRow = Awaited<ReturnType<ReturnType<typeof selectLines>['executeTakeFirstOrThrow']>>;

function toLine(row: LineRow): ChronologyLine {
  return {
    id: row.id,
    caseId: row.case_id,
    documentId: row.document_id,
    documentName: row.document_name,
    page: row.page,
    status: row.status as ChronologyLineStatus,
    serviceDate: row.service_date,
    provider: row.provider,
    visitType: row.visit_type,
    diagnoses: row.diagnoses as ChronologyDiagnosis[],
    cptCodes: row.cpt_codes,
    billedCents: row.billed_cents === null ? null : Number(row.billed_cents),
    treatmentId: row.treatment_id,
    medicalBillId: row.medical_bill_id,
    providerId: row.provider_id,
    confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The case's lines in date order (undated last), then by document and page. */
export async function listLines(db: Db, firmId: string, caseId: string): Promise<ChronologyLine[]> {
  const rows = await selectLines(db)
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .orderBy(sql`service_date ASC NULLS LAST`)
    .orderBy('document_name')
    .orderBy('page')
    .orderBy('id')
    .execute();
  return rows.map(toLine);
}

export async function findLine(db: Db, firmId: string, caseId: string, id: string, options: { forUpdate?: boolean } = {}) {
  let query = selectLines(db).where('firm_id', '=', firmId).where('case_id', '=', caseId).where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toLine(row) : undefined;
}

/** Removes the case's draft lines (confirmed and dismissed ones stay) and adds the new ones. */
export async function replaceDraftLines(
  db: Db,
  firmId: string,
  caseId: string,
  lines: ReadonlyArray<DraftChronologyLine & { documentId: string; documentName: string }>,
): Promise<void> {
  await db
    .deleteFrom('case_chronology_line')
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where('status', '=', 'draft')
    .execute();
  for (let start = 0; start < lines.length; start += 100)
    await db
      .insertInto('case_chronology_line')
      .values(
        lines.slice(start, start + 100).map((line) => ({
          firm_id: firmId,
          case_id: caseId,
          document_id: line.documentId,
          document_name: line.documentName,
          page: line.page,
          service_date: line.serviceDate,
          provider: line.provider,
          visit_type: line.visitType,
          diagnoses: JSON.stringify(line.diagnoses),
          cpt_codes: line.cptCodes,
          billed_cents: line.billedCents,
        })),
      )
      .execute();
}

export async function updateLine(
  db: Db,
  firmId: string,
  id: string,
  patch: Partial<
    Pick<
      ChronologyLine,
      | 'status'
      | 'serviceDate'
      | 'provider'
      | 'visitType'
      | 'diagnoses'
      | 'cptCodes'
      | 'billedCents'
      | 'treatmentId'
      | 'medicalBillId'
      | 'providerId'
    > & { confirmedAt: Date }
  >,
): Promise<void> {
  await db
    .updateTable('case_chronology_line')
    .set({
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      ...(patch.serviceDate !== undefined ? { service_date: patch.serviceDate } : {}),
      ...(patch.provider !== undefined ? { provider: patch.provider } : {}),
      ...(patch.visitType !== undefined ? { visit_type: patch.visitType } : {}),
      ...(patch.diagnoses !== undefined ? { diagnoses: JSON.stringify(patch.diagnoses) } : {}),
      ...(patch.cptCodes !== undefined ? { cpt_codes: patch.cptCodes } : {}),
      ...(patch.billedCents !== undefined ? { billed_cents: patch.billedCents } : {}),
      ...(patch.treatmentId !== undefined ? { treatment_id: patch.treatmentId } : {}),
      ...(patch.medicalBillId !== undefined ? { medical_bill_id: patch.medicalBillId } : {}),
      ...(patch.providerId !== undefined ? { provider_id: patch.providerId } : {}),
      ...(patch.confirmedAt !== undefined ? { confirmed_at: patch.confirmedAt } : {}),
      updated_at: new Date(),
    })
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .execute();
}
