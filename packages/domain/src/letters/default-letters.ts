// The five letters a firm starts with: the everyday correspondence of a US personal-injury practice, each a template
// an owner may change or remove. Filled from the case by renderLetterTemplate.
import type { LetterKind } from './letter-templates.js';

export type DefaultLetterTemplate = { name: string; kind: Exclude<LetterKind, 'other'>; body: string };

const LETTER_OF_REPRESENTATION = `{{today}}

{{adjuster_name}}
{{carrier}}

Re: Our client: {{client_name}}
Your insured: {{defendant_name}}
Claim number: {{claim_number}}
Date of loss: {{incident_date}}

Dear {{adjuster_name}}:

Please be advised that this firm has been retained to represent {{client_name}} for all claims arising from the incident of {{incident_date}} involving your insured, {{defendant_name}}.

From this date forward, please direct all communication about this claim to our office, and do not contact our client directly for any reason. Do not request a recorded statement, medical authorizations or any other information from our client; we will provide what is reasonably needed to evaluate the claim.

Please confirm the coverage available for this loss, including each policy's bodily-injury limits and any medical payments or personal injury protection coverage, and confirm in writing that you have opened a claim for our client.

We also ask that you and your insured preserve all evidence relating to this incident, including photographs, vehicle data and event data recorder information, repair estimates, statements, video recordings, electronic communications and the vehicle itself. Please forward this request to your insured.

Thank you for your attention to this matter.

Sincerely,

{{attorney_name}}
{{firm_name}}`;

const PRESERVATION = `{{today}}

{{defendant_name}}
c/o {{carrier}}
Claim number: {{claim_number}}

Re: Demand to preserve evidence
Our client: {{client_name}}
Date of incident: {{incident_date}}

To whom it may concern:

This firm represents {{client_name}} for injuries suffered in the incident of {{incident_date}}. Litigation about this incident is reasonably anticipated. You are therefore under a legal duty to preserve all evidence that may be relevant to it, and we ask that you take immediate steps to do so.

This includes, without limitation: any vehicle involved and its parts, in its present condition, until our experts have had a fair opportunity to inspect it; event data recorder ("black box"), telematics and GPS data; photographs and video recordings, including surveillance and dash-camera footage; cell phone records and text messages for the period around the incident; maintenance, inspection and repair records; incident reports, witness statements and notes; and all emails, messages and other electronically stored information about the incident.

Do not destroy, alter, repair, sell, overwrite or discard any of this evidence, and suspend any routine deletion or retention policy that would affect it. The loss or destruction of relevant evidence may result in sanctions and adverse inferences in later proceedings.

Please confirm in writing within ten days that this evidence is being preserved, and contact our office to arrange an inspection.

Sincerely,

{{attorney_name}}
{{firm_name}}`;

const RECORDS_REQUEST = `{{today}}

{{provider_name}}
Attn: Medical Records / Billing Department
{{provider_address}}

Re: Request for medical records and itemized bills
Patient: {{client_name}}
Date of birth: {{client_date_of_birth}}
Date of injury: {{incident_date}}

Dear Records Custodian:

This firm represents {{client_name}} for injuries suffered on {{incident_date}}. Enclosed is a HIPAA-compliant authorization (45 C.F.R. § 164.508) signed by our client, permitting you to release our client's protected health information to this office.

Please send us complete copies of the following for all dates of service from {{incident_date}} to the present:

1. All medical records, including intake forms, history and physical, office and progress notes, consultation reports, operative reports, discharge summaries, test results and diagnostic imaging reports;
2. An itemized statement of all charges, with CPT and ICD-10 codes, payments, adjustments and the balance due;
3. Any lien or assignment of benefits you assert for these services.

If there is a fee for these copies, please send an invoice with the records or contact our office before copying. Please do not send our client's account to collections while this claim is pending; we will keep you informed.

Thank you for your prompt attention to this request.

Sincerely,

{{attorney_name}}
{{firm_name}}

Enclosure: HIPAA authorization signed by {{client_name}}`;

const LIEN_INQUIRY = `{{today}}

{{lien_holder}}
Attn: Subrogation / Recovery Department

Re: Lien inquiry
Our client: {{client_name}}
Date of birth: {{client_date_of_birth}}
Date of injury: {{incident_date}}
Amount asserted: {{lien_amount}}

Dear Sir or Madam:

This firm represents {{client_name}} for injuries suffered on {{incident_date}}. We understand that you assert a lien or right of reimbursement of {{lien_amount}} against any recovery our client may receive.

To evaluate this claim, please provide within thirty days:

1. An itemized statement of every payment you made related to this injury, with dates of service, providers, diagnosis codes and amounts paid;
2. The legal basis for your lien or reimbursement right, including a copy of the plan document, statute or contract you rely on;
3. Your final lien amount, and whether you will reduce it for a share of the attorney's fees and costs of recovery.

Please direct all communication about this lien to our office, and do not contact our client directly.

Sincerely,

{{attorney_name}}
{{firm_name}}`;

const POLICY_LIMITS_REQUEST = `{{today}}

{{adjuster_name}}
{{carrier}}

Re: Request for disclosure of policy limits
Our client: {{client_name}}
Your insured: {{defendant_name}}
Claim number: {{claim_number}}
Date of loss: {{incident_date}}

Dear {{adjuster_name}}:

As you know, this firm represents {{client_name}} for injuries suffered on {{incident_date}} in an incident involving your insured, {{defendant_name}}.

So that we may evaluate this claim and consider settlement within the available coverage, please disclose in writing the limits of every liability policy that may cover this loss, including any umbrella or excess coverage, together with a copy of the declarations page of each policy. Please also confirm whether your insured was acting within the course and scope of employment at the time of the incident, and whether any other insurance may apply.

Where state law requires disclosure of policy limits on request, please treat this letter as that request. We ask for your response within thirty days.

Thank you for your cooperation.

Sincerely,

{{attorney_name}}
{{firm_name}}`;

/** Each kind once, in the order the Settings list shows them. */
export const DEFAULT_LETTER_TEMPLATES: readonly DefaultLetterTemplate[] = [
  { name: 'Letter of representation', kind: 'letter_of_representation', body: LETTER_OF_REPRESENTATION },
  { name: 'Preservation of evidence letter', kind: 'preservation', body: PRESERVATION },
  { name: 'Medical records and bills request', kind: 'records_request', body: RECORDS_REQUEST },
  { name: 'Lien inquiry', kind: 'lien_inquiry', body: LIEN_INQUIRY },
  { name: 'Policy limits disclosure request', kind: 'policy_limits_request', body: POLICY_LIMITS_REQUEST },
];
