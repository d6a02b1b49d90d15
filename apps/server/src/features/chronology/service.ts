// Medical chronology use cases: drafting a case's chronology from its medical records and bills (a job on the queue,
// over the text the documents feature already read), reading it, correcting or dismissing a line, and confirming a
// line into a treatment and a medical bill of the case.
import {
  chronologyConfirmIssues,
  chronologyProviderKey,
  describeDiagnoses,
  draftChronologyLines,
  isChronologyCategory,
  medicalBillKind,
  providerKind,
  treatmentCreateSchema,
  type ChronologyLine,
  type ChronologyLineEdit,
  type ChronologyResponse,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema.js';
import type { Actor } from '../../http/actor.js';
import { AppError, notFound } from '../../http/errors.js';
import * as cases from '../cases/repository.js';
import { caseNotFound } from '../cases/service.js';
import { medicalBills, providers } from '../money/service.js';
import { recordIssuesError } from '../records/service.js';
import { treatments } from '../treatments/service.js';
import * as repo from './repository.js';

/** The job queue's queue of chronologies to draft. */
export const CHRONOLOGY_QUEUE = 'medical-chronology';
export type ChronologyJob = { firmId: string; caseId: string };
export type QueueChronology = (job: ChronologyJob) => Promise<void>;

/** How long a run waits for the case's documents to be read (a scan's OCR takes seconds a page); the queue's expiry is 15 minutes. */
const TEXT_WAIT_MS = 10 * 60_000;
const TEXT_POLL_MS = 1000;

const lineNotFound = () => notFound('Chronology line not found');
const lineConfirmed = () =>
  new AppError(409, 'CONFLICT', 'This line is confirmed: change its treatment and bill on the Medical tab instead');

async function requireCase(db: Db, actor: Actor, caseId: string): Promise<void> {
  if (!(await cases.caseExists(db, actor.firmId, caseId))) throw caseNotFound();
}

async function readChronology(db: Db, firmId: string, caseId: string): Promise<ChronologyResponse> {
  const [run, lines] = await Promise.all([repo.findRun(db, firmId, caseId), repo.listLines(db, firmId, caseId)]);
  if (!run) return { status: 'none', lines };
  return {
    status: run.status,
    progress: { documents: run.documents, documentsDone: run.documentsDone, documentsWaiting: run.documentsWaiting },
    error: run.error,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    lines,
  };
}

export async function getChronology(db: Db, actor: Actor, caseId: string): Promise<ChronologyResponse> {
  await requireCase(db, actor, caseId);
  return readChronology(db, actor.firmId, caseId);
}

/** Queues a draft of the case's chronology; a run already queued or running is left to finish (not queued twice). */
export async function startChronology(
  deps: { db: Kysely<Database>; queue: QueueChronology },
  actor: Actor,
  caseId: string,
): Promise<ChronologyResponse> {
  await requireCase(deps.db, actor, caseId);
  if (await repo.queueRun(deps.db, actor.firmId, caseId, new Date())) {
    try {
      await deps.queue({ firmId: actor.firmId, caseId });
    } catch (error) {
      await repo.updateRun(deps.db, actor.firmId, caseId, { status: 'failed', error: 'The draft could not be queued: try again.' });
      throw error;
    }
  }
  return readChronology(deps.db, actor.firmId, caseId);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A line found again by a later draft: same document, page, date and provider. */
function lineKey(line: { documentId: string | null; page: number; serviceDate: string | null; provider: string | null }): string {
  return [line.documentId ?? '', line.page, line.serviceDate ?? '', chronologyProviderKey(line.provider ?? '')].join('|');
}

/**
 * The job: waits for the case's medical records and bills to be read, drafts the lines of each, and replaces the
 * case's draft lines with them. Confirmed and dismissed lines stay, and a line they already cover is not drafted again.
 */
export async function draftChronology(
  deps: { db: Kysely<Database>; log: { warn: (details: object, message: string) => void }; textWaitMs?: number },
  job: ChronologyJob,
): Promise<void> {
  const { db } = deps;
  const { firmId, caseId } = job;
  try {
    await repo.updateRun(db, firmId, caseId, { status: 'running' });
    const waitUntil = Date.now() + (deps.textWaitMs ?? TEXT_WAIT_MS);
    let documents = (await repo.listCaseDocuments(db, firmId, caseId)).filter((document) => isChronologyCategory(document.category));
    for (;;) {
      const waiting = documents.filter((document) => document.textStatus === 'pending' || document.textStatus === 'extracting');
      await repo.updateRun(db, firmId, caseId, { documents: documents.length, documentsWaiting: waiting.length });
      if (waiting.length === 0 || Date.now() > waitUntil) break;
      await sleep(TEXT_POLL_MS);
      documents = (await repo.listCaseDocuments(db, firmId, caseId)).filter((document) => isChronologyCategory(document.category));
    }
    const kept = new Set((await repo.listLines(db, firmId, caseId)).filter((line) => line.status !== 'draft').map(lineKey));
    const drafted: Parameters<typeof repo.replaceDraftLines>[3][number][] = [];
    for (const [index, document] of documents.entries()) {
      if (document.textStatus === 'done') {
        const pages = await repo.listDocumentPages(db, firmId, document.id);
        for (const line of draftChronologyLines(pages)) {
          const withSource = { ...line, documentId: document.id, documentName: document.fileName };
          if (!kept.has(lineKey(withSource))) drafted.push(withSource);
        }
      }
      await repo.updateRun(db, firmId, caseId, { documentsDone: index + 1 });
    }
    await db.transaction().execute(async (trx) => {
      await repo.replaceDraftLines(trx, firmId, caseId, drafted);
      await repo.updateRun(trx, firmId, caseId, { status: 'done', documentsWaiting: 0 });
    });
  } catch (error) {
    deps.log.warn({ err: error, caseId }, 'Drafting a medical chronology failed');
    await repo.updateRun(db, firmId, caseId, { status: 'failed', error: 'The chronology could not be drafted: try again.' });
  }
}

function applyEdit(line: ChronologyLine, edit: ChronologyLineEdit): ChronologyLine {
  return {
    ...line,
    ...(edit.serviceDate !== undefined ? { serviceDate: edit.serviceDate } : {}),
    ...(edit.provider !== undefined ? { provider: edit.provider } : {}),
    ...(edit.visitType !== undefined ? { visitType: edit.visitType } : {}),
    ...(edit.diagnoses !== undefined ? { diagnoses: edit.diagnoses } : {}),
    ...(edit.cptCodes !== undefined ? { cptCodes: edit.cptCodes } : {}),
    ...(edit.billedCents !== undefined ? { billedCents: edit.billedCents } : {}),
  };
}

/** Corrects a draft (or dismissed) line's fields; a confirmed line is changed through its treatment and bill. */
export async function editLine(db: Kysely<Database>, actor: Actor, caseId: string, lineId: string, edit: ChronologyLineEdit) {
  return db.transaction().execute(async (trx) => {
    await requireCase(trx, actor, caseId);
    const line = await repo.findLine(trx, actor.firmId, caseId, lineId, { forUpdate: true });
    if (!line) throw lineNotFound();
    if (line.status === 'confirmed') throw lineConfirmed();
    await repo.updateLine(trx, actor.firmId, lineId, edit);
    return (await repo.findLine(trx, actor.firmId, caseId, lineId)) ?? line;
  });
}

/** Marks a wrong line dismissed: a later draft does not bring it back. */
export async function dismissLine(db: Kysely<Database>, actor: Actor, caseId: string, lineId: string): Promise<ChronologyLine> {
  return db.transaction().execute(async (trx) => {
    await requireCase(trx, actor, caseId);
    const line = await repo.findLine(trx, actor.firmId, caseId, lineId, { forUpdate: true });
    if (!line) throw lineNotFound();
    if (line.status === 'confirmed') throw lineConfirmed();
    await repo.updateLine(trx, actor.firmId, lineId, { status: 'dismissed' });
    return (await repo.findLine(trx, actor.firmId, caseId, lineId)) ?? line;
  });
}

/**
 * Confirms a line (with the corrections sent along) into a treatment and, when it has an amount, a medical bill of its
 * provider, which is the case's provider of that name or a new one. The line is locked first and a confirmed line is
 * answered as it is, so confirming twice (two clicks, two tabs) makes one treatment and one bill.
 */
export async function confirmLine(
  db: Kysely<Database>,
  actor: Actor,
  caseId: string,
  lineId: string,
  edit: ChronologyLineEdit,
): Promise<ChronologyLine> {
  return db.transaction().execute(async (trx) => {
    if (!(await cases.findCaseForUpdate(trx, actor.firmId, caseId))) throw caseNotFound();
    const stored = await repo.findLine(trx, actor.firmId, caseId, lineId, { forUpdate: true });
    if (!stored) throw lineNotFound();
    if (stored.status === 'confirmed') return stored;
    const line = applyEdit(stored, edit);
    const issues = chronologyConfirmIssues(line);
    if (issues.length > 0) throw recordIssuesError(issues);
    const serviceDate = line.serviceDate!;
    const providerName = line.provider!.trim().replace(/\s+/g, ' ');
    const visitType = line.visitType!;

    const existing = (await providers.read(trx, actor.firmId, caseId)).find(
      (provider) => chronologyProviderKey(provider.name) === chronologyProviderKey(providerName),
    );
    const provider = existing ?? (await providers.insert(trx, actor, caseId, providerKind.createSchema.parse({ name: providerName })));
    const source = `From the medical chronology: ${line.documentName}, page ${line.page}.`;
    const treatmentInput = treatmentCreateSchema.safeParse({
      type: visitType,
      provider: provider.name,
      startDate: serviceDate,
      cptCode: line.cptCodes[0] ?? null,
      description: describeDiagnoses(line.diagnoses)?.slice(0, 2000) ?? null,
      notes: source,
      status: 'completed',
    });
    if (!treatmentInput.success)
      throw recordIssuesError(treatmentInput.error.issues.map((issue) => ({ path: String(issue.path[0] ?? ''), message: issue.message })));
    const treatment = await treatments.insert(trx, actor, caseId, treatmentInput.data);

    let billId: string | null = null;
    if (line.billedCents !== null) {
      const billInput = medicalBillKind.createSchema.safeParse({
        providerId: provider.id,
        serviceFrom: serviceDate,
        cptCodes: line.cptCodes,
        description: visitType.slice(0, 500),
        billed: line.billedCents / 100,
        notes: source,
      });
      if (!billInput.success)
        throw recordIssuesError(
          billInput.error.issues.map((issue) => ({
            path: issue.path[0] === 'billed' ? 'billedCents' : String(issue.path[0] ?? ''),
            message: issue.message,
          })),
        );
      billId = (await medicalBills.insert(trx, actor, caseId, billInput.data)).id;
    }
    await repo.updateLine(trx, actor.firmId, lineId, {
      ...edit,
      status: 'confirmed',
      treatmentId: treatment.id,
      medicalBillId: billId,
      providerId: provider.id,
      confirmedAt: new Date(),
    });
    const confirmed = await repo.findLine(trx, actor.firmId, caseId, lineId);
    if (!confirmed) throw lineNotFound();
    return confirmed;
  });
}
