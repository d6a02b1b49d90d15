// Settlement statement use cases: the statement of a settled case (JSON) and its PDF, each changed statement kept as a new case document version.
import { createHash } from 'node:crypto';
import {
  computeSettlementStatement,
  firmLetterheadLines,
  formatCaseNo,
  generatedDocumentFileName,
  getTodayIsoDate,
  hasReachedLitigation,
  toSettlementStatementAmounts,
  dollarsToCents,
  noneYet,
  NO_SETTLEMENT_MESSAGE,
  type Case,
  type SettlementStatement,
  type SettlementStatementRead,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/errors.js';
import type { Actor } from '../../http/actor.js';
import * as cases from '../cases/repository.js';
import { caseNotFound } from '../cases/service.js';
import * as documents from '../documents/service.js';
import * as firms from '../firms/service.js';
import type { DocumentStorage } from '../documents/storage/document-storage.js';
import { loadMoneySources } from './money-sources.js';
import * as repo from './repository.js';
import { renderPdfInWorker } from '../../workers/render-pool.js';
import { STATEMENT_PDF_MODULE, type StatementPdfInput } from './statement-pdf.js';
import type { Database } from '../../db/schema.js';

export type SettlementDeps = { db: Kysely<Database>; storage: DocumentStorage };

/** Generated statements are filed under this document category (added to the firm's list if missing). */
export const STATEMENT_DOCUMENT_CATEGORY = 'Settlement';

type StatementBasis = {
  case: Case;
  firmName: string;
  firmContactLines: string[];
  statement: SettlementStatement;
  /** The hash a new version is stored under. */
  inputsHash: string;
  /** Every hash that means these inputs: the current one, then the one versions made before it was id-free carry. */
  inputsHashes: [string, string];
};

/**
 * What a version is made of: a change to any of it (an amount, a payee, the client's name…) is a new version. The
 * firm's address lines count only once set, so the versions made before the firm had an address keep their hash.
 * The ids of the records a line comes from are left out: a firm moved to another Casecast gets new ids for the same
 * costs, liens and providers, and its statement has not changed. Versions stored before carry the hash with the ids
 * (`withIds`), which is still read so that they keep matching.
 */
function hashInputs(
  firmName: string,
  firmContactLines: readonly string[],
  found: Case,
  statement: SettlementStatement,
  { withIds }: { withIds: boolean },
): string {
  const inputs = {
    firmName,
    ...(firmContactLines.length > 0 ? { firmContactLines } : {}),
    clientName: found.clientName,
    caseNumber: found.caseNumber,
    settledOn: found.dateClosed,
    statement: withIds ? statement : { ...statement, lines: statement.lines.map(({ sourceId: _sourceId, ...line }) => line) },
  };
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
}

/** The statement of a case of the firm; null while it has no settlement amount (404 for no such case). */
async function buildStatement(db: Kysely<Database>, actor: Actor, firmName: string, caseId: string): Promise<StatementBasis | null> {
  const found = await cases.findCase(db, actor.firmId, caseId);
  if (!found) throw caseNotFound();
  if (found.actualSettlement === null) return null;
  const [sources, statuses, firmContact] = await Promise.all([
    loadMoneySources(db, actor, caseId),
    repo.listRecordedStatuses(db, actor.firmId, caseId),
    firms.getFirmContact(db, actor.firmId),
  ]);
  const statement = computeSettlementStatement({
    grossCents: dollarsToCents(found.actualSettlement),
    reachedLitigation: hasReachedLitigation([found.phase, ...statuses]),
    ...sources,
  });
  const firmContactLines = firmLetterheadLines(firmContact);
  const inputsHash = hashInputs(firmName, firmContactLines, found, statement, { withIds: false });
  const legacyHash = hashInputs(firmName, firmContactLines, found, statement, { withIds: true });
  return { case: found, firmName, firmContactLines, statement, inputsHash, inputsHashes: [inputsHash, legacyHash] };
}

/** The hashes the statement's inputs are found under (current first, then the older one with ids), or null: a test stores an old version with it. */
export async function statementInputsHashes(
  db: Kysely<Database>,
  actor: Actor,
  firmName: string,
  caseId: string,
): Promise<readonly [string, string] | null> {
  return (await buildStatement(db, actor, firmName, caseId))?.inputsHashes ?? null;
}

/** The statement, or "none yet" while the case has no settlement amount: an expected state, not an error. */
export async function getSettlementStatement(
  deps: SettlementDeps,
  actor: Actor,
  firmName: string,
  caseId: string,
): Promise<SettlementStatementRead> {
  const basis = await buildStatement(deps.db, actor, firmName, caseId);
  if (!basis) return noneYet(caseId, NO_SETTLEMENT_MESSAGE);
  const version = await repo.findVersionByHash(deps.db, actor.firmId, caseId, basis.inputsHashes);
  return {
    caseId,
    clientName: basis.case.clientName,
    caseNumber: basis.case.caseNumber,
    settledOn: basis.case.dateClosed,
    ...toSettlementStatementAmounts(basis.statement),
    inputsHash: basis.inputsHash,
    version: version ? { number: version.version, documentId: version.documentId, createdAt: version.createdAt.toISOString() } : null,
  };
}

export type StatementPdf = { bytes: Buffer; fileName: string; version: number; documentId: string; created: boolean };

/**
 * The statement's PDF. When a version was made from exactly these inputs and its document is still
 * there, that stored file is returned (with the date it was made); otherwise the PDF is made, stored
 * as a case document and recorded as the next version (or as the same version again, if only its
 * document had been deleted). The transaction that stores it locks the case row first, so two
 * requests racing for the same new version run one after the other: the second sees the first's
 * version, stores nothing and answers with the first's file.
 */
export async function getSettlementStatementPdf(
  deps: SettlementDeps,
  actor: Actor,
  firmName: string,
  caseId: string,
): Promise<StatementPdf> {
  const basis = await buildStatement(deps.db, actor, firmName, caseId);
  // No statement to print yet: the PDF download is a request that cannot be met, unlike the statement read.
  if (!basis) throw new AppError(409, 'NO_SETTLEMENT', NO_SETTLEMENT_MESSAGE);
  const stored = await findStoredVersion(deps, actor, caseId, basis.inputsHashes);
  if (stored) return { ...stored, created: false };

  const versionNumber =
    (await repo.findVersionByHash(deps.db, actor.firmId, caseId, basis.inputsHashes))?.version ??
    (await repo.findLatestVersionNumber(deps.db, actor.firmId, caseId)) + 1;
  const fileName = statementFileName(basis.case.clientName, versionNumber);
  const caseReference = basis.case.caseNumber ?? formatCaseNo(basis.case.caseNo);
  const input: StatementPdfInput = {
    firmName,
    firmContactLines: basis.firmContactLines,
    clientName: basis.case.clientName,
    caseReference,
    settledOn: basis.case.dateClosed,
    preparedOn: getTodayIsoDate(),
    version: versionNumber,
    statement: basis.statement,
  };
  const bytes = await renderPdfInWorker({
    moduleUrl: STATEMENT_PDF_MODULE,
    exportName: 'renderSettlementStatementPdf',
    input,
    userId: actor.userId ?? `firm:${actor.firmId}`,
  });
  try {
    const { document } = await documents.storeGeneratedPdf(
      deps,
      actor,
      caseId,
      { title: fileName, bytes, category: STATEMENT_DOCUMENT_CATEGORY, description: `Settlement statement, version ${versionNumber}` },
      async (documentTrx, stored) => {
        const trx = documentTrx;
        // storeGeneratedPdf holds the case row locked, which serialises versions of one case: re-check what the first reads saw.
        const now = await repo.findVersionByHash(trx, actor.firmId, caseId, basis.inputsHashes);
        const expected = now?.version ?? (await repo.findLatestVersionNumber(trx, actor.firmId, caseId)) + 1;
        if (expected !== versionNumber || (now?.documentId ?? null) !== null) throw new StoredMeanwhile();
        await repo.saveVersion(trx, actor.firmId, {
          caseId,
          version: versionNumber,
          inputsHashes: basis.inputsHashes,
          documentId: stored.id,
          createdBy: actor.userId,
        });
      },
    );
    return { bytes, fileName, version: versionNumber, documentId: document.id, created: true };
  } catch (error) {
    if (!(error instanceof StoredMeanwhile)) throw error;
    const meanwhile = await findStoredVersion(deps, actor, caseId, basis.inputsHashes);
    if (!meanwhile)
      throw new AppError(409, 'STATEMENT_CHANGED', 'The settlement statement changed while its PDF was being made. Please try again.');
    return { ...meanwhile, created: false };
  }
}

class StoredMeanwhile extends Error {}

async function findStoredVersion(
  deps: SettlementDeps,
  actor: Actor,
  caseId: string,
  inputsHashes: readonly string[],
): Promise<Omit<StatementPdf, 'created'> | null> {
  const version = await repo.findVersionByHash(deps.db, actor.firmId, caseId, inputsHashes);
  if (!version?.documentId) return null;
  const file = await documents.readCaseDocumentBytes(deps, actor, version.documentId);
  return file ? { bytes: file.bytes, fileName: file.document.name, version: version.version, documentId: version.documentId } : null;
}

function statementFileName(clientName: string, version: number): string {
  return generatedDocumentFileName([`Settlement statement v${version}`, clientName], '.pdf');
}
