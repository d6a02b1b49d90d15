// The demand package use case: the firm's letter filled from the case, and the claim's facts, specials and demand as a PDF (internal version with the valuation).
import {
  findLastNegotiation,
  firmLetterheadLines,
  formatCaseNo,
  generatedDocumentFileName,
  getTodayIsoDate,
  isNoneYet,
  renderDemandTemplate,
  resolveCaseMoney,
  sumCents,
  toCents,
  DEFAULT_DEMAND_TEMPLATE,
  type CaseDocument,
  type DemandPackageVersion,
  type PredictionRecord,
  type SimilarCase,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import * as cases from '../cases/repository.js';
import { caseNotFound } from '../cases/service.js';
import * as documents from '../documents/service.js';
import type { GeneratedPdf } from '../documents/service.js';
import type { DocumentStorage } from '../documents/storage/document-storage.js';
import { injuries } from '../injuries/service.js';
import * as money from '../money/service.js';
import { parties } from '../parties/service.js';
import * as predictions from '../predictions/service.js';
import { treatments } from '../treatments/service.js';
import * as firms from '../firms/service.js';
import { buildCaseLetterValues } from '../letters/case-values.js';
import { renderLetterDocx } from '../letters/letter-docx.js';
import { renderPdfInWorker } from '../../workers/render-pool.js';
import { DEMAND_PDF_MODULE, type DemandPackageContent } from './demand-pdf.js';
import * as templates from './template-repository.js';
import type { Database } from '../../db/schema.js';

const TOP_FACTORS = 5;
/** The most rows one table of the package lists: past it the letter is refused (422) rather than cut short. */
export const MAX_PACKAGE_ROWS = 500;

function refuseOversizedContent(content: DemandPackageContent): void {
  const tables: Array<[string, number]> = [
    ['injuries', content.injuries.length],
    ['treatments', content.treatments.length],
    ['providers with bills', content.specials.length],
    ['lost wage records', content.lostWages.length],
    ['policies', content.liability.policies.length],
  ];
  for (const [name, rows] of tables)
    if (rows > MAX_PACKAGE_ROWS)
      throw new AppError(
        422,
        'DOCUMENT_TOO_LARGE',
        `The demand package can list at most ${MAX_PACKAGE_ROWS} ${name}; this case has ${rows}. Combine or remove records, then try again.`,
      );
}

/** Null for a case without a prediction yet: the report says so instead of failing. */
async function latestPrediction(db: Kysely<Database>, actor: Actor, caseId: string): Promise<PredictionRecord | null> {
  const latest = await predictions.getLatestPrediction({ db }, actor, caseId);
  return isNoneYet(latest) ? null : latest;
}

function toValuation(
  prediction: PredictionRecord | null,
  similar: SimilarCase[],
  lastOffer: { amount: number; date: string } | null,
): NonNullable<DemandPackageContent['valuation']> {
  return {
    prediction: prediction && {
      valueCents: toCents(prediction.predicted_value),
      lowerCents: toCents(prediction.lower_ci),
      upperCents: toCents(prediction.upper_ci),
      confidence: prediction.confidence,
      confidenceLabel: prediction.confidence_label,
      modelBasis: prediction.model_basis,
      madeOn: prediction.created_at.slice(0, 10),
      modelVersion: prediction.model_version,
    },
    factors: [...(prediction?.key_factors ?? [])].sort((a, b) => b.importance - a.importance).slice(0, TOP_FACTORS),
    comparables: similar.map((row) => ({
      reference: formatCaseNo(row.caseNo),
      caseType: row.caseType,
      jurisdiction: row.jurisdiction,
      medicalCostsCents: row.medicalCosts === null ? null : toCents(row.medicalCosts),
      settlementCents: toCents(row.actualSettlement),
      dateClosed: row.dateClosed,
    })),
    lastOffer: lastOffer && { amountCents: toCents(lastOffer.amount), date: lastOffer.date },
  };
}

/** Demand letters are kept among the case's documents under this (default) category. */
export const DEMAND_DOCUMENT_CATEGORY = 'Correspondence';

export type DemandPackageDeps = { db: Kysely<Database>; storage: DocumentStorage };

export type DemandPackagePdf = { bytes: Buffer; fileName: string; documentId: string | null };

/**
 * The demand package PDF. `client` is the version that leaves the firm (the client, the carrier);
 * `internal` adds the firm's liability assessment and the valuation (prediction, range, top
 * factors, comparable settlements), for owners and attorneys only.
 *
 * The client version is kept as a case document (the record of what the firm sent), unless the
 * case already holds the very same file (made again the same day from unchanged facts). The
 * internal version is not: case documents are open to every member of the firm, the valuation only
 * to owners and attorneys.
 */
export async function getDemandPackagePdf(
  deps: DemandPackageDeps,
  actor: Actor,
  firmName: string,
  caseId: string,
  version: DemandPackageVersion,
): Promise<DemandPackagePdf> {
  const pdf = await renderDemandPackage(deps.db, actor, firmName, caseId, version);
  if (version === 'internal') return { ...pdf, documentId: null };
  const file = {
    title: pdf.fileName,
    bytes: pdf.bytes,
    category: DEMAND_DOCUMENT_CATEGORY,
    description: `Demand letter of ${pdf.preparedOn}`,
  };
  const documentDeps = { db: deps.db, storage: deps.storage };
  const kept =
    (await documents.findStoredGeneratedPdf(documentDeps, actor, caseId, file)) ?? (await storeOnce(documentDeps, actor, caseId, file));
  return { bytes: pdf.bytes, fileName: kept.name, documentId: kept.id };
}

class StoredMeanwhile extends Error {
  constructor(readonly document: CaseDocument) {
    super('The same demand letter was stored meanwhile');
  }
}

/**
 * Stores the letter unless a request racing this one stored the same file first: storeGeneratedPdf
 * holds the case row locked, so the check under it sees the other's committed document, and this
 * one's row and file are then dropped.
 */
async function storeOnce(
  deps: { db: Kysely<Database>; storage: DocumentStorage },
  actor: Actor,
  caseId: string,
  file: GeneratedPdf,
): Promise<CaseDocument> {
  try {
    const { document } = await documents.storeGeneratedPdf(deps, actor, caseId, file, async (trx, stored) => {
      const twin = await documents.findStoredGeneratedPdf({ db: trx, storage: deps.storage }, actor, caseId, file, { except: stored.id });
      if (twin) throw new StoredMeanwhile(twin);
    });
    return document;
  } catch (error) {
    if (error instanceof StoredMeanwhile) return error.document;
    throw error;
  }
}

async function renderDemandPackage(
  db: Kysely<Database>,
  actor: Actor,
  firmName: string,
  caseId: string,
  version: DemandPackageVersion,
): Promise<{ bytes: Buffer; fileName: string; preparedOn: string }> {
  const { content, clientName, today } = await buildDemandContent(db, actor, firmName, caseId, version);
  const bytes = await renderPdfInWorker({
    moduleUrl: DEMAND_PDF_MODULE,
    exportName: 'renderDemandPackagePdf',
    input: content,
    userId: actor.userId ?? `firm:${actor.firmId}`,
  });
  const internal = version === 'internal';
  const fileName = generatedDocumentFileName([`${internal ? 'Internal demand package' : 'Demand letter'} ${today}`, clientName], '.pdf');
  return { bytes, fileName, preparedOn: today };
}

/**
 * GET /api/cases/{id}/demand-letter.docx: the demand letter that leaves the firm (the firm's template filled from the
 * case) as a Word file on the letter engine, with the letterhead its PDF prints, for the firm to edit before sending.
 * A download only: the letter the firm sends is kept as a case document when its PDF is made.
 */
export async function getDemandLetterDocx(
  db: Kysely<Database>,
  actor: Actor,
  firmName: string,
  caseId: string,
): Promise<{ bytes: Buffer; fileName: string }> {
  const { content, clientName, today } = await buildDemandContent(db, actor, firmName, caseId, 'client');
  const bytes = await renderLetterDocx({
    firmName,
    contactLines: content.firmContactLines,
    title: `Demand letter - ${clientName}`,
    documentTitle: 'Demand letter',
    preparedOn: today,
    text: content.letter,
  });
  return { bytes, fileName: generatedDocumentFileName([`Demand letter ${today}`, clientName], '.docx') };
}

/** Everything the demand package shows, read from the case (the internal version's valuation for those allowed it). */
async function buildDemandContent(
  db: Kysely<Database>,
  actor: Actor,
  firmName: string,
  caseId: string,
  version: DemandPackageVersion,
): Promise<{ content: DemandPackageContent; clientName: string; today: string }> {
  if (version === 'internal') requirePermission(actor, 'demandPackage.internal');
  const found = await cases.findCase(db, actor.firmId, caseId);
  if (!found) throw caseNotFound();
  const [caseParties, policies, caseInjuries, caseTreatments, providers, bills, wages, entries, template, firmContact] = await Promise.all([
    parties.read(db, actor.firmId, caseId),
    money.policies.list(db, actor, caseId),
    injuries.read(db, actor.firmId, caseId),
    treatments.read(db, actor.firmId, caseId),
    money.providers.list(db, actor, caseId),
    money.medicalBills.list(db, actor, caseId),
    money.lostWages.list(db, actor, caseId),
    money.negotiations.list(db, actor, caseId),
    templates.findDemandTemplate(db, actor.firmId),
    firms.getFirmContact(db, actor.firmId),
  ]);

  const partyName = new Map(caseParties.map((party) => [party.id, party.name]));
  const defendants = caseParties.filter((party) => party.role === 'defendant');
  const defendantIds = new Set(defendants.map((party) => party.id));
  // The defendants' coverage; the client's own (UM/UIM, PIP, health) stays out of a letter to the carrier.
  const defendantPolicies = policies.filter((policy) => defendantIds.has(policy.partyId));
  const lastDemand = findLastNegotiation(entries, 'demand');
  const lastOffer = findLastNegotiation(entries, 'offer');

  const specials = providers.flatMap((provider) => {
    const own = bills.filter((bill) => bill.providerId === provider.id);
    if (own.length === 0) return [];
    const from = own.map((bill) => bill.serviceFrom).sort()[0] ?? null;
    const to =
      own
        .map((bill) => bill.serviceTo ?? bill.serviceFrom)
        .sort()
        .at(-1) ?? null;
    return [
      {
        provider: provider.name,
        serviceFrom: from,
        serviceTo: to,
        billedCents: sumCents(own.map((bill) => bill.billed)),
        paidCents: sumCents(own.map((bill) => bill.paid)),
        adjustedCents: sumCents(own.map((bill) => bill.adjusted)),
        balanceCents: sumCents(own.map((bill) => bill.balance)),
      },
    ];
  });
  const internal = version === 'internal';
  // The same figures as the case header and the prediction: bills and entries win, else what was typed on the case.
  const claimed = resolveCaseMoney({ caseMedicalCosts: found.medicalCosts, caseLostWages: found.lostWages, bills, lostWages: wages });
  const medicalCents = claimed.medicalCosts === null ? null : toCents(claimed.medicalCosts);
  const wagesCents = claimed.lostWages === null ? null : toCents(claimed.lostWages);
  const today = getTodayIsoDate();

  const letter = renderDemandTemplate(
    template?.body ?? DEFAULT_DEMAND_TEMPLATE,
    buildCaseLetterValues({ found, firmName, firmContact, today, parties: caseParties, policies, bills, wages, negotiations: entries }),
  );

  const [prediction, similar] = internal
    ? await Promise.all([latestPrediction(db, actor, caseId), predictions.findSimilarCases({ db }, actor, caseId)])
    : [null, []];

  const content: DemandPackageContent = {
    version,
    firmName,
    firmContactLines: firmLetterheadLines(firmContact),
    preparedOn: today,
    letter,
    clientName: found.clientName,
    caseReference: found.caseNumber ?? formatCaseNo(found.caseNo),
    facts: { incidentDate: found.incidentDate, caseType: found.caseType, state: found.state ?? found.jurisdiction, title: found.title },
    // The case's notes are the firm's own working notes ("client has prior DUI"): never in the letter that leaves the firm.
    internalNotes: internal ? found.notes : null,
    liability: {
      defendants: defendants.map((party) => ({ name: party.name, kind: party.kind })),
      policies: defendantPolicies.map((policy) => ({
        insured: partyName.get(policy.partyId) ?? '-',
        carrier: policy.carrier,
        kind: policy.kind,
        perPersonCents: policy.perPersonLimit === null ? null : toCents(policy.perPersonLimit),
        perAccidentCents: policy.perAccidentLimit === null ? null : toCents(policy.perAccidentLimit),
        claimNumber: policy.claimNumber,
      })),
      assessedLiability: found.liability,
    },
    injuries: caseInjuries.map((injury) => ({
      type: injury.type,
      bodyPart: injury.bodyPart,
      severity: injury.severity,
      icdCode: injury.icdCode,
      description: injury.description,
    })),
    treatments: [...caseTreatments]
      .sort((a, b) => (a.startDate ?? '9999').localeCompare(b.startDate ?? '9999'))
      .map((treatment) => ({
        startDate: treatment.startDate,
        endDate: treatment.endDate,
        provider: treatment.provider,
        type: treatment.type,
        description: treatment.description ?? treatment.name,
      })),
    specials,
    lostWages: wages.map((wage) => ({
      employer: wage.employer,
      periodFrom: wage.periodFrom,
      periodTo: wage.periodTo,
      amountCents: toCents(wage.amount),
    })),
    claimed: { medicalCents, lostWagesCents: wagesCents },
    propertyDamageCents: found.propertyDamageAmount === null ? null : toCents(found.propertyDamageAmount),
    demand: lastDemand && { amountCents: toCents(lastDemand.amount), date: lastDemand.date },
    valuation: internal ? toValuation(prediction, similar, lastOffer) : null,
  };
  refuseOversizedContent(content);
  return { content, clientName: found.clientName, today };
}
