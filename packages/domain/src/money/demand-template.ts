// A firm's demand letter template: text with {{placeholders}} filled from the case when a demand package is made.
import { z } from 'zod';
import { requiredTextSchema } from '../shared/schema-fields.js';

export const DEMAND_TEMPLATE_PLACEHOLDERS = {
  today: 'The date the letter is made',
  firm_name: "The firm's name",
  firm_address: "The firm's address (Settings → Firm), on one line",
  firm_phone: "The firm's phone number",
  firm_email: "The firm's email address",
  attorney_name: "The case's attorney",
  client_name: "The client's name",
  case_number: 'The case number (the case id when it has none)',
  incident_date: 'The date of the incident (date of loss)',
  case_type: 'The case type, e.g. Motor Vehicle',
  jurisdiction: 'The state whose law governs the claim',
  defendant_name: 'The first defendant party',
  carrier: "The defendant's insurance carrier (the first bodily-injury policy, else the case's carrier)",
  claim_number: "The carrier's claim number",
  adjuster_name: "The carrier's adjuster",
  policy_limits: "The defendant's per-person bodily-injury limit",
  total_billed: "The medical specials: the bills' billed total, all providers (the medical costs typed on the case while it has no bills)",
  lost_wages: "The lost wages claimed: the lost-wage entries' total (the lost wages typed on the case while it has no entries)",
  property_damage: 'The property damage estimate',
  total_specials: 'Economic damages: medical specials plus lost wages',
  demand_amount: 'The amount demanded (the last demand in the negotiation log)',
} as const;
export type DemandTemplatePlaceholder = keyof typeof DEMAND_TEMPLATE_PLACEHOLDERS;
export type DemandTemplateValues = Partial<Record<DemandTemplatePlaceholder, string | null>>;

export const MAX_DEMAND_TEMPLATE_LENGTH = 20_000;

export const DEFAULT_DEMAND_TEMPLATE = `{{today}}

{{adjuster_name}}
{{carrier}}

Re: Our client: {{client_name}}
Your insured: {{defendant_name}}
Claim number: {{claim_number}}
Date of loss: {{incident_date}}

Dear {{adjuster_name}}:

This firm represents {{client_name}} for the injuries suffered on {{incident_date}}. We write to present our client's claim and to offer to settle it. The facts, liability, injuries and treatment are set out below, with the medical specials itemised by provider.

Our client's medical bills total {{total_billed}} and lost wages total {{lost_wages}}, for economic damages of {{total_specials}}. These figures do not include our client's pain and suffering, loss of enjoyment of life or future care. Taking all of our client's damages into account, we demand {{demand_amount}} to settle this claim.

This offer remains open for 30 days from the date of this letter. Please direct all communication about this claim to our office.

Sincerely,

{{attorney_name}}
{{firm_name}}`;

const PLACEHOLDER = /\{\{\s*([a-zA-Z_]+)\s*\}\}/g;

function isPlaceholder(name: string): name is DemandTemplatePlaceholder {
  return Object.hasOwn(DEMAND_TEMPLATE_PLACEHOLDERS, name);
}

/** The names between {{ }} that are not placeholders, each once, in order of appearance. */
export function findUnknownPlaceholders(body: string): string[] {
  const unknown = [...body.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !isPlaceholder(name));
  return [...new Set(unknown)];
}

/** Fills each {{placeholder}}; one without a value reads "[claim number not recorded]" so a gap shows before the letter goes out. */
export function renderDemandTemplate(body: string, values: DemandTemplateValues): string {
  return body.replace(PLACEHOLDER, (whole, name: string) => {
    if (!isPlaceholder(name)) return whole;
    const value = values[name];
    return value === null || value === undefined || value.trim() === '' ? `[${name.replace(/_/g, ' ')} not recorded]` : value;
  });
}

export const demandTemplateUpdateSchema = z.object({
  body: requiredTextSchema({
    requiredMessage: 'Template text is required',
    max: MAX_DEMAND_TEMPLATE_LENGTH,
    tooLongMessage: `The template must be at most ${MAX_DEMAND_TEMPLATE_LENGTH.toLocaleString('en-US')} characters`,
  }).superRefine((body, ctx) => {
    const unknown = findUnknownPlaceholders(body);
    if (unknown.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `Unknown placeholder${unknown.length === 1 ? '' : 's'}: ${unknown.map((name) => `{{${name}}}`).join(', ')}`,
      });
  }),
});
export type DemandTemplateUpdate = z.infer<typeof demandTemplateUpdateSchema>;

export const demandTemplateResponseSchema = z.object({
  body: z.string(),
  /** True while the firm has not saved its own (the body is the default). */
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  placeholders: z.array(z.object({ name: z.string(), description: z.string() })),
});
export type DemandTemplateResponse = z.infer<typeof demandTemplateResponseSchema>;

export const DEMAND_PACKAGE_VERSIONS = ['client', 'internal'] as const;
export type DemandPackageVersion = (typeof DEMAND_PACKAGE_VERSIONS)[number];

export const demandPackageQuerySchema = z.object({
  version: z.enum(DEMAND_PACKAGE_VERSIONS, { error: 'Version must be client or internal' }).default('client'),
});

export function listDemandTemplatePlaceholders(): Array<{ name: string; description: string }> {
  return Object.entries(DEMAND_TEMPLATE_PLACEHOLDERS).map(([name, description]) => ({ name, description }));
}
