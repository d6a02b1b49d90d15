// The firm's letters: its templates (a record kind, owners edit), seeded once with the five default letters, and a
// letter made from one on a case, as a PDF or Word document filed among the case's documents.
import { createHash } from 'node:crypto';
import {
  DEFAULT_LETTER_TEMPLATES,
  firmLetterheadLines,
  LETTER_REPEAT_WINDOW_MINUTES,
  generatedDocumentFileName,
  getTodayIsoDate,
  letterTemplateKind,
  renderLetterTemplate,
  type GeneratedLetter,
  type GenerateLetterInput,
  type Lien,
  type Policy,
  type Provider,
  type LetterFormat,
  type LetterTemplate,
  type PreviewLetterInput,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema.js';
import type { Actor } from '../../http/actor.js';
import { fieldError, notFound } from '../../http/errors.js';
import { renderPdfInWorker } from '../../workers/render-pool.js';
import * as cases from '../cases/repository.js';
import { caseNotFound } from '../cases/service.js';
import { communications } from '../communications/service.js';
import * as firms from '../firms/service.js';
import { getClientContact } from '../contacts/service.js';
import * as documents from '../documents/service.js';
import type { DocumentStorage } from '../documents/storage/document-storage.js';
import * as money from '../money/service.js';
import { parties } from '../parties/service.js';
import * as records from '../records/repository.js';
import { recordOperations } from '../records/service.js';
import { buildFullLetterValues } from './case-values.js';
import { renderLetterDocx } from './letter-docx.js';
import { LETTER_PDF_MODULE, type LetterContent } from './letter-pdf.js';
import * as repo from './repository.js';

type TemplateFields = Pick<LetterTemplate, 'name' | 'kind' | 'body'>;
export const templates = recordOperations<LetterTemplate, TemplateFields, Partial<TemplateFields>>(letterTemplateKind);

/** Letters are kept among the case's documents under this category, as the demand letter is. */
export const LETTER_DOCUMENT_CATEGORY = 'Correspondence';

const FORMATS: Readonly<Record<LetterFormat, { extension: string; contentType: string }>> = {
  pdf: { extension: '.pdf', contentType: 'application/pdf' },
  docx: { extension: '.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
};

/**
 * Gives the firm the five default letters the first time its templates are listed, once: the firm row records it,
 * so templates an owner removes stay removed. Lazily, rather than at firm creation, so every firm gets them however
 * it was made (sign-up, an invitation's firm, the demo, an existing firm) with no backfill in the migration.
 */
async function seedDefaultTemplates(db: Kysely<Database>, firmId: string): Promise<void> {
  if (await repo.templatesSeeded(db, firmId)) return;
  await db.transaction().execute(async (trx) => {
    if (await repo.templatesSeeded(trx, firmId, { forUpdate: true })) return;
    const start = Date.now();
    for (const [index, template] of DEFAULT_LETTER_TEMPLATES.entries())
      await records.insertRecord(trx, letterTemplateKind, { firmId, caseId: null }, template, new Date(start + index));
    await repo.markTemplatesSeeded(trx, firmId);
  });
}

export async function listTemplates(db: Kysely<Database>, actor: Actor): Promise<LetterTemplate[]> {
  await seedDefaultTemplates(db, actor.firmId);
  return templates.read(db, actor.firmId, null);
}

async function findTemplate(db: Db, actor: Actor, templateId: string): Promise<LetterTemplate> {
  const found = await records.findRecord(db, letterTemplateKind, { firmId: actor.firmId, caseId: null }, templateId);
  if (!found) throw notFound(letterTemplateKind.notFoundMessage);
  return found as unknown as LetterTemplate;
}

type Picks = { providerId?: string | undefined; lienId?: string | undefined };

/** The template filled from the case (and the provider or lien picked); a missing value reads "[… not recorded]". */
async function fillLetter(db: Kysely<Database>, actor: Actor, firmName: string, caseId: string, template: LetterTemplate, picks: Picks) {
  const found = await cases.findCase(db, actor.firmId, caseId);
  if (!found) throw caseNotFound();
  const [caseParties, policies, bills, wages, negotiations, clientContact, providers, liens, firmContact] = await Promise.all([
    parties.read(db, actor.firmId, caseId),
    money.policies.list(db, actor, caseId),
    money.medicalBills.list(db, actor, caseId),
    money.lostWages.list(db, actor, caseId),
    money.negotiations.list(db, actor, caseId),
    getClientContact(db, actor, caseId),
    picks.providerId ? money.providers.list(db, actor, caseId) : Promise.resolve([]),
    picks.lienId ? money.liens.list(db, actor, caseId) : Promise.resolve([]),
    firms.getFirmContact(db, actor.firmId),
  ]);
  const provider = picks.providerId ? providers.find((item) => item.id === picks.providerId) : null;
  if (provider === undefined) throw fieldError('providerId', 'Medical provider not found on this case');
  const lien = picks.lienId ? liens.find((item) => item.id === picks.lienId) : null;
  if (lien === undefined) throw fieldError('lienId', 'Lien not found on this case');
  const today = getTodayIsoDate();
  const values = buildFullLetterValues({
    found,
    firmName,
    firmContact,
    today,
    parties: caseParties,
    policies,
    bills,
    wages,
    negotiations,
    clientContact,
    provider,
    lien,
  });
  return {
    found,
    today,
    firmContact,
    text: renderLetterTemplate(template.body, values),
    recipient: letterRecipient(template, { provider, lien, policies }),
  };
}

/**
 * Whom the letter is logged as sent to: the provider or lien holder picked, else the adjuster of the first policy
 * with one for the letters addressed to the carrier; with their directory contact when the case links one.
 */
function letterRecipient(
  template: LetterTemplate,
  picked: { provider: Provider | null; lien: Lien | null; policies: readonly Policy[] },
): { contactId: string | null; counterpart: string | null } {
  if (picked.provider) return { contactId: picked.provider.contactId ?? null, counterpart: picked.provider.name };
  if (picked.lien) return { contactId: null, counterpart: picked.lien.holder };
  if (!['letter_of_representation', 'preservation', 'policy_limits_request'].includes(template.kind))
    return { contactId: null, counterpart: null };
  const policy = picked.policies.find((one) => one.adjusterName || one.contactId) ?? picked.policies[0];
  if (!policy) return { contactId: null, counterpart: null };
  const counterpart = policy.adjusterName ? `${policy.adjusterName}, ${policy.carrier}` : policy.carrier;
  return { contactId: policy.contactId ?? null, counterpart };
}

/** POST /api/firm/templates/{id}/preview: the template's text filled from a case, for the Settings preview. */
export async function previewLetter(
  db: Kysely<Database>,
  actor: Actor,
  firmName: string,
  templateId: string,
  input: PreviewLetterInput,
): Promise<{ text: string }> {
  const template = await findTemplate(db, actor, templateId);
  const { text } = await fillLetter(db, actor, firmName, input.caseId, template, input);
  return { text };
}

export type LetterDeps = { db: Kysely<Database>; storage: DocumentStorage };

/** Thrown inside the filing transaction when the same letter was filed meanwhile: the new file is dropped. */
class LetterAlreadyFiled extends Error {
  constructor(readonly documentId: string) {
    super('The same letter was just filed');
  }
}

/**
 * POST /api/cases/{id}/letters: the letter made from a template, as a PDF or Word file, filed as a case document and
 * logged as an outbound letter in the case's communications (to the recipient the template addresses). The same
 * letter (template, format and filled text) asked for again within LETTER_REPEAT_WINDOW_MINUTES returns the document
 * already filed, `alreadyFiled`: a double click or a retried request files one letter. What is compared is the text
 * the letter is rendered from, since a Word file's bytes carry the moment it was made.
 */
export async function generateLetter(
  deps: LetterDeps,
  actor: Actor,
  firmName: string,
  caseId: string,
  input: GenerateLetterInput,
): Promise<GeneratedLetter> {
  const template = await findTemplate(deps.db, actor, input.templateId);
  const { found, today, firmContact, text, recipient } = await fillLetter(deps.db, actor, firmName, caseId, template, input);
  const content: LetterContent = {
    firmName,
    contactLines: firmLetterheadLines(firmContact),
    title: template.name,
    preparedOn: today,
    text,
  };
  const contentSha256 = createHash('sha256')
    .update(JSON.stringify([input.format, content]))
    .digest('hex');
  const key = { caseId, templateId: template.id, format: input.format, contentSha256 };
  const recent = (db: Db) =>
    repo.findRecentLetter(db, actor.firmId, { ...key, since: new Date(Date.now() - LETTER_REPEAT_WINDOW_MINUTES * 60_000) });
  const filedBefore = await recent(deps.db);
  if (filedBefore) return { ...(await documents.getDocument(deps.db, actor, filedBefore)), alreadyFiled: true };

  const format = FORMATS[input.format];
  const bytes =
    input.format === 'pdf'
      ? await renderPdfInWorker({
          moduleUrl: LETTER_PDF_MODULE,
          exportName: 'renderLetterPdf',
          input: content,
          userId: actor.userId ?? `firm:${actor.firmId}`,
        })
      : await renderLetterDocx(content);
  try {
    const { document } = await documents.storeGeneratedFile(
      deps,
      actor,
      caseId,
      {
        title: generatedDocumentFileName([`${template.name} ${today}`, found.clientName], format.extension),
        bytes,
        category: LETTER_DOCUMENT_CATEGORY,
        description: `${template.name} of ${today}`,
        ...format,
      },
      async (trx, filed) => {
        // Under the case row's lock: a second request racing this one finds the first one's letter here.
        const raced = await recent(trx);
        if (raced) throw new LetterAlreadyFiled(raced);
        await repo.insertGeneratedLetter(trx, actor.firmId, { ...key, documentId: filed.id });
        await communications.insert(trx, actor, caseId, {
          kind: 'letter',
          direction: 'outbound',
          occurredAt: new Date().toISOString(),
          contactId: recipient.contactId,
          counterpart: recipient.counterpart,
          subject: template.name.slice(0, 200),
          summary: `${template.name} generated as ${input.format === 'pdf' ? 'a PDF' : 'a Word file'} and filed as "${filed.name}".`,
          documentIds: [filed.id],
          followUpOn: null,
        });
      },
    );
    return { ...document, alreadyFiled: false };
  } catch (error) {
    if (error instanceof LetterAlreadyFiled)
      return { ...(await documents.getDocument(deps.db, actor, error.documentId)), alreadyFiled: true };
    throw error;
  }
}
