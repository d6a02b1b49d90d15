// The firm's letter templates (letter of representation, preservation letter, records request…): text with
// {{placeholders}} filled from a case, generated as a PDF or Word document and filed among the case's documents.
import { z } from 'zod';
import { DEMAND_TEMPLATE_PLACEHOLDERS } from '../money/demand-template.js';
import { defineRecordKind, type RecordIssue } from '../shared/record-kind.js';
import { enumField, requiredTextField } from '../shared/record-fields.js';
import { requiredTextSchema } from '../shared/schema-fields.js';
import { caseDocumentSchema } from '../documents/document-schemas.js';

export const LETTER_KINDS = [
  'letter_of_representation',
  'preservation',
  'records_request',
  'lien_inquiry',
  'policy_limits_request',
  'other',
] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];
export const LETTER_KIND_LABELS: Readonly<Record<LetterKind, string>> = {
  letter_of_representation: 'Letter of representation',
  preservation: 'Preservation (spoliation) letter',
  records_request: 'Records and bills request',
  lien_inquiry: 'Lien inquiry',
  policy_limits_request: 'Policy-limits request',
  other: 'Other',
};

/** The demand letter's placeholders plus what the other letters need: the client's details, a provider, a lien. */
export const LETTER_PLACEHOLDERS = {
  ...DEMAND_TEMPLATE_PLACEHOLDERS,
  client_phone: "The client's phone (the case's client contact)",
  client_email: "The client's email (the case's client contact)",
  client_address: "The client's address (the case's client contact)",
  client_date_of_birth: "The client's date of birth",
  provider_name: 'The medical provider chosen when the letter is made',
  provider_address: "The chosen provider's address",
  lien_holder: 'The holder of the lien chosen when the letter is made',
  lien_amount: "The chosen lien's asserted amount",
} as const;
export type LetterPlaceholder = keyof typeof LETTER_PLACEHOLDERS;
export type LetterValues = Partial<Record<LetterPlaceholder, string | null>>;

/** Placeholders that need a provider, and those that need a lien, picked when the letter is made. */
export const PROVIDER_PLACEHOLDERS: readonly LetterPlaceholder[] = ['provider_name', 'provider_address'];
export const LIEN_PLACEHOLDERS: readonly LetterPlaceholder[] = ['lien_holder', 'lien_amount'];

export const MAX_LETTER_TEMPLATE_LENGTH = 20_000;

const PLACEHOLDER = /\{\{\s*([a-zA-Z_]+)\s*\}\}/g;

function isLetterPlaceholder(name: string): name is LetterPlaceholder {
  return Object.hasOwn(LETTER_PLACEHOLDERS, name);
}

/** The placeholder names a body uses, each once, in order of appearance (unknown ones too). */
export function findLetterPlaceholders(body: string): string[] {
  return [...new Set([...body.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** The names between {{ }} that are not letter placeholders, each once, in order of appearance. */
export function findUnknownLetterPlaceholders(body: string): string[] {
  return findLetterPlaceholders(body).filter((name) => !isLetterPlaceholder(name));
}

/** Whether a body names a provider or a lien placeholder, so the letter needs one picked. */
export function letterNeeds(body: string): { provider: boolean; lien: boolean } {
  const used = new Set(findLetterPlaceholders(body));
  return {
    provider: PROVIDER_PLACEHOLDERS.some((name) => used.has(name)),
    lien: LIEN_PLACEHOLDERS.some((name) => used.has(name)),
  };
}

/** Fills each {{placeholder}}; one without a value reads "[client phone not recorded]" so a gap shows before the letter goes out. */
export function renderLetterTemplate(body: string, values: LetterValues): string {
  return body.replace(PLACEHOLDER, (whole, name: string) => {
    if (!isLetterPlaceholder(name)) return whole;
    const value = values[name];
    return value === null || value === undefined || value.trim() === '' ? `[${name.replace(/_/g, ' ')} not recorded]` : value;
  });
}

/** The body's check, as the record kind runs it: unknown placeholders are named. */
export function checkLetterTemplateBody(body: string): RecordIssue[] {
  const unknown = findUnknownLetterPlaceholders(body);
  if (unknown.length === 0) return [];
  return [
    {
      path: 'body',
      message: `Unknown placeholder${unknown.length === 1 ? '' : 's'}: ${unknown.map((name) => `{{${name}}}`).join(', ')}`,
    },
  ];
}

export const letterTemplateKind = defineRecordKind({
  name: 'letter_template',
  scope: 'firm',
  path: 'firm/templates',
  noun: 'letter template',
  table: 'letter_template',
  editPermission: 'letterTemplates.edit',
  fields: {
    name: requiredTextField('name', 'Name', 200),
    kind: enumField('kind', 'Kind', LETTER_KINDS),
    body: {
      ...requiredTextField('body', 'Template text', MAX_LETTER_TEMPLATE_LENGTH),
      input: requiredTextSchema({
        requiredMessage: 'Template text is required',
        max: MAX_LETTER_TEMPLATE_LENGTH,
        tooLongMessage: `Template text must be at most ${MAX_LETTER_TEMPLATE_LENGTH.toLocaleString('en-US')} characters`,
      }),
    },
  },
  orderBy: ['name'],
  checks: (template) => checkLetterTemplateBody(template.body),
});
export type LetterTemplate = z.infer<typeof letterTemplateKind.schema>;
export type LetterTemplateCreateInput = z.input<typeof letterTemplateKind.createSchema>;
export type LetterTemplateUpdateInput = z.input<typeof letterTemplateKind.updateSchema>;

export const LETTER_FORMATS = ['pdf', 'docx'] as const;
export type LetterFormat = (typeof LETTER_FORMATS)[number];

const pickedId = (label: string) => z.string().trim().min(1, `${label} is required`).max(100, `${label} is too long`).optional();

/** POST /api/cases/{id}/letters: which template, which format, and the provider or lien its placeholders name. */
export const generateLetterInputSchema = z.object({
  templateId: z.string().trim().min(1, 'Template is required').max(100, 'Template is too long'),
  format: z.enum(LETTER_FORMATS, { error: 'Format must be pdf or docx' }),
  providerId: pickedId('Provider'),
  lienId: pickedId('Lien'),
});
export type GenerateLetterInput = z.input<typeof generateLetterInputSchema>;

/** POST /api/firm/templates/{id}/preview: the case to fill it from (and the provider or lien). */
export const previewLetterInputSchema = z.object({
  caseId: z.string().trim().min(1, 'Case is required').max(100, 'Case is too long'),
  providerId: pickedId('Provider'),
  lienId: pickedId('Lien'),
});
export type PreviewLetterInput = z.input<typeof previewLetterInputSchema>;

/** How long the same letter asked for again returns the document already filed instead of filing a copy. */
export const LETTER_REPEAT_WINDOW_MINUTES = 15;

/**
 * POST /api/cases/{id}/letters: the filed document; `alreadyFiled` when the same letter (template, format and text)
 * was made on the case within the last LETTER_REPEAT_WINDOW_MINUTES, so this request filed nothing new.
 */
export const generatedLetterSchema = caseDocumentSchema.extend({ alreadyFiled: z.boolean() });
export type GeneratedLetter = z.infer<typeof generatedLetterSchema>;
export const letterPreviewSchema = z.object({ text: z.string() });
export type LetterPreview = z.infer<typeof letterPreviewSchema>;

export function listLetterPlaceholders(): Array<{ name: string; description: string }> {
  return Object.entries(LETTER_PLACEHOLDERS).map(([name, description]) => ({ name, description }));
}
