// The demand package as a PDF: the firm's letter, then facts, liability, injuries, treatment, specials, lost wages and the demand; the internal version adds the valuation.
import {
  describeModelBasis,
  formatCents,
  formatCodeLabel,
  formatDate,
  formatFeatureName,
  formatShortDate,
  type DemandPackageVersion,
} from '@casecast/domain';
import { heading, letterhead, letterParagraphs, paragraph, renderPdf, table, type Pdf } from '../letters/pdf-document.js';
import { assertPrintable, drawText, useFont, type PrintableField } from '../letters/pdf-fonts.js';

/** Everything the package shows, in cents where it is money; read from the case by the service. */
export type DemandPackageContent = {
  version: DemandPackageVersion;
  firmName: string;
  /** The firm's address, phone and email lines under its name (firmLetterheadLines); none while unset. */
  firmContactLines?: readonly string[];
  preparedOn: string;
  letter: string;
  clientName: string;
  caseReference: string;
  facts: { incidentDate: string | null; caseType: string; state: string | null; title: string | null };
  /** The case's own notes, the firm's working notes: internal version only, never in what leaves the firm. */
  internalNotes: string | null;
  liability: {
    defendants: Array<{ name: string; kind: string }>;
    policies: Array<{
      insured: string;
      carrier: string;
      kind: string;
      perPersonCents: number | null;
      perAccidentCents: number | null;
      claimNumber: string | null;
    }>;
    /** The defendant's share of fault as the firm assesses it (0..1): internal only. */
    assessedLiability: number | null;
  };
  injuries: Array<{ type: string; bodyPart: string | null; severity: string | null; icdCode: string | null; description: string | null }>;
  treatments: Array<{
    startDate: string | null;
    endDate: string | null;
    provider: string | null;
    type: string;
    description: string | null;
  }>;
  specials: Array<{
    provider: string;
    serviceFrom: string | null;
    serviceTo: string | null;
    billedCents: number;
    paidCents: number;
    adjustedCents: number;
    balanceCents: number;
  }>;
  lostWages: Array<{ employer: string; periodFrom: string | null; periodTo: string | null; amountCents: number }>;
  /**
   * The medical specials and lost wages claimed, by the rule the case page and the prediction apply (resolveCaseMoney):
   * the bills' and entries' totals when there are any, else the figures typed on the case; null when neither exists.
   */
  claimed: { medicalCents: number | null; lostWagesCents: number | null };
  propertyDamageCents: number | null;
  demand: { amountCents: number; date: string } | null;
  /** Internal version only. */
  valuation: {
    prediction: {
      valueCents: number;
      lowerCents: number;
      upperCents: number;
      /** Range precision (1 / (1 + relative width)), the measured label and what the model learned from (docs/predictions.md). */
      confidence: number;
      confidenceLabel: 'High' | 'Medium' | 'Low';
      modelBasis: 'synthetic' | 'firm' | null;
      madeOn: string;
      modelVersion: string;
    } | null;
    factors: Array<{ factor: string; importance: number }>;
    comparables: Array<{
      reference: string;
      caseType: string;
      jurisdiction: string | null;
      medicalCostsCents: number | null;
      settlementCents: number;
      dateClosed: string | null;
    }>;
    lastOffer: { amountCents: number; date: string } | null;
  } | null;
};

const dash = '-';
const period = (from: string | null, to: string | null) =>
  from && to && to !== from ? `${formatShortDate(from)}–${formatShortDate(to)}` : formatShortDate(from ?? to) || dash;
const label = (code: string) => formatCodeLabel(code);

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function specialsSection(doc: Pdf, content: DemandPackageContent): void {
  heading(doc, 'Medical specials by provider');
  if (content.specials.length === 0) {
    const claimed = content.claimed.medicalCents;
    paragraph(
      doc,
      claimed === null ? 'No medical bills are recorded.' : `Medical expenses claimed: ${formatCents(claimed)} (itemised bills to follow).`,
    );
    return;
  }
  const rows = content.specials.map((row) => [
    row.provider,
    period(row.serviceFrom, row.serviceTo),
    formatCents(row.billedCents),
    formatCents(row.paidCents),
    formatCents(row.adjustedCents),
    formatCents(row.balanceCents),
  ]);
  rows.push([
    'Total',
    '',
    formatCents(sum(content.specials.map((row) => row.billedCents))),
    formatCents(sum(content.specials.map((row) => row.paidCents))),
    formatCents(sum(content.specials.map((row) => row.adjustedCents))),
    formatCents(sum(content.specials.map((row) => row.balanceCents))),
  ]);
  table(
    doc,
    [
      { header: 'Provider', width: 3 },
      { header: 'Dates of service', width: 2.6 },
      { header: 'Billed', width: 1.6, align: 'right' },
      { header: 'Paid', width: 1.5, align: 'right' },
      { header: 'Adjusted', width: 1.5, align: 'right' },
      { header: 'Balance', width: 1.5, align: 'right' },
    ],
    rows,
    { boldLastRow: true },
  );
}

function valuationSection(
  doc: Pdf,
  valuation: NonNullable<DemandPackageContent['valuation']>,
  demand: DemandPackageContent['demand'],
  notes: string | null,
): void {
  doc.addPage();
  drawText(doc, 'Internal valuation - privileged and confidential, not for release', { size: 14, weight: 'bold' }, null);
  paragraph(
    doc,
    'Attorney work product prepared in anticipation of litigation. Do not send this section to the carrier or any other party.',
    { size: 9, color: '#9b1c1c' },
  );
  if (notes) {
    heading(doc, 'Case notes (internal)');
    paragraph(doc, notes);
  }
  heading(doc, 'Predicted settlement value');
  const prediction = valuation.prediction;
  if (!prediction) paragraph(doc, 'No prediction has been made for this case yet.');
  else {
    paragraph(doc, `Predicted value: ${formatCents(prediction.valueCents)}`);
    paragraph(doc, `95% range: ${formatCents(prediction.lowerCents)} to ${formatCents(prediction.upperCents)}`);
    paragraph(
      doc,
      `Confidence: ${prediction.confidenceLabel} · range precision ${Math.round(prediction.confidence * 100)}% (not a chance of being right) · model ${prediction.modelVersion} · predicted on ${prediction.madeOn}`,
    );
    if (prediction.modelBasis) paragraph(doc, describeModelBasis(prediction.modelBasis), { size: 9 });
    if (demand)
      paragraph(
        doc,
        `The demand of ${formatCents(demand.amountCents)} is ${(demand.amountCents / Math.max(1, prediction.valueCents)).toFixed(2)} times the predicted value.`,
      );
  }
  if (valuation.lastOffer)
    paragraph(doc, `Last offer: ${formatCents(valuation.lastOffer.amountCents)} on ${formatDate(valuation.lastOffer.date)}`);
  heading(doc, 'Top factors');
  if (valuation.factors.length === 0) paragraph(doc, 'No factors are available.');
  else
    table(
      doc,
      [
        { header: 'Factor', width: 4 },
        { header: 'Importance', width: 1, align: 'right' },
      ],
      valuation.factors.map((factor) => [formatFeatureName(factor.factor), `${Math.round(factor.importance * 100)}%`]),
    );
  heading(doc, 'Comparable settled cases');
  if (valuation.comparables.length === 0) paragraph(doc, 'The firm has no comparable settled cases yet.');
  else
    table(
      doc,
      [
        { header: 'Case', width: 1.4 },
        { header: 'Type', width: 2 },
        { header: 'State', width: 1 },
        { header: 'Medical costs', width: 1.6, align: 'right' },
        { header: 'Settled for', width: 1.6, align: 'right' },
        { header: 'Closed', width: 1.4 },
      ],
      valuation.comparables.map((row) => [
        row.reference,
        label(row.caseType),
        row.jurisdiction ?? dash,
        row.medicalCostsCents === null ? dash : formatCents(row.medicalCostsCents),
        formatCents(row.settlementCents),
        row.dateClosed ? formatShortDate(row.dateClosed) : dash,
      ]),
    );
}

/** The package's text from the case and the firm, each named as a user would look for it, for assertPrintable. */
function* demandFields(content: DemandPackageContent): Generator<PrintableField> {
  yield { label: 'client name', text: content.clientName };
  yield { label: 'firm name', text: content.firmName };
  yield { label: "firm's address, phone or email", text: (content.firmContactLines ?? []).join('\n') };
  yield { label: 'case number', text: content.caseReference };
  yield { label: 'case title', text: content.facts.title };
  yield { label: 'state', text: content.facts.state };
  yield { label: 'case notes', text: content.internalNotes };
  for (const party of content.liability.defendants) yield { label: `defendant name "${party.name}"`, text: party.name };
  for (const policy of content.liability.policies) {
    yield { label: 'insurance carrier', text: policy.carrier };
    yield { label: 'insurance claim number', text: policy.claimNumber };
    yield { label: 'insured party name', text: policy.insured };
  }
  for (const injury of content.injuries) {
    yield { label: 'injury ICD-10 code', text: injury.icdCode };
    yield { label: 'injury description', text: injury.description };
  }
  for (const treatment of content.treatments) {
    yield { label: 'treatment provider', text: treatment.provider };
    yield { label: 'treatment description', text: treatment.description };
  }
  for (const row of content.specials) yield { label: 'medical provider name', text: row.provider };
  for (const wage of content.lostWages) yield { label: 'lost wages employer', text: wage.employer };
  for (const row of content.valuation?.comparables ?? []) yield { label: 'comparable case reference', text: row.reference };
  // Last: the letter repeats fields above, which are better named when they are the cause.
  yield { label: "demand letter (the firm's template or a case field it fills in)", text: content.letter };
}

/** This module, as the render worker imports it (renderDemandPackagePdf runs there, off the event loop). */
export const DEMAND_PDF_MODULE = import.meta.url;

/** Text no embedded font can draw is refused (422 UNPRINTABLE_TEXT) here, in the render thread, before anything is drawn. */
export async function renderDemandPackagePdf(content: DemandPackageContent): Promise<Buffer> {
  assertPrintable(demandFields(content));
  const internal = content.version === 'internal';
  const title = `${internal ? 'Internal demand package' : 'Demand package'} - ${content.clientName}`;
  return renderPdf(
    {
      title,
      author: content.firmName,
      subject: internal ? 'Demand letter and internal valuation report' : 'Demand letter',
      createdAt: new Date(`${content.preparedOn}T12:00:00Z`),
    },
    (doc) => {
      letterhead(doc, {
        firmName: content.firmName,
        contactLines: content.firmContactLines ?? [],
        documentTitle: internal ? 'Demand package - internal version' : 'Demand letter',
      });
      letterParagraphs(doc, content.letter);

      doc.addPage();
      drawText(doc, `Statement of the claim: ${content.clientName}`, { size: 14, weight: 'bold' }, null);
      drawText(doc, `Case ${content.caseReference} · prepared ${formatDate(content.preparedOn)}`, { size: 9 }, null);

      heading(doc, 'Facts');
      paragraph(doc, `Date of incident: ${content.facts.incidentDate ? formatDate(content.facts.incidentDate) : 'not recorded'}`);
      paragraph(
        doc,
        `Type of claim: ${label(content.facts.caseType)}${content.facts.state ? ` · governing law: ${content.facts.state}` : ''}`,
      );
      if (content.facts.title) paragraph(doc, content.facts.title);

      heading(doc, 'Liability');
      if (content.liability.defendants.length === 0) paragraph(doc, 'No defendant is recorded.');
      else
        paragraph(
          doc,
          `Responsible ${content.liability.defendants.length === 1 ? 'party' : 'parties'}: ${content.liability.defendants.map((party) => party.name).join('; ')}`,
        );
      if (content.liability.policies.length > 0) {
        table(
          doc,
          [
            { header: 'Insured', width: 2 },
            { header: 'Carrier', width: 2 },
            { header: 'Coverage', width: 1.4 },
            { header: 'Per person', width: 1.4, align: 'right' },
            { header: 'Per accident', width: 1.4, align: 'right' },
            { header: 'Claim number', width: 1.6 },
          ],
          content.liability.policies.map((policy) => [
            policy.insured,
            policy.carrier,
            label(policy.kind),
            policy.perPersonCents === null ? dash : formatCents(policy.perPersonCents),
            policy.perAccidentCents === null ? dash : formatCents(policy.perAccidentCents),
            policy.claimNumber ?? dash,
          ]),
        );
      }
      if (internal && content.liability.assessedLiability !== null)
        paragraph(
          doc,
          `Firm's liability assessment (internal): defendant ${Math.round(content.liability.assessedLiability * 100)}% at fault.`,
        );

      heading(doc, 'Injuries');
      if (content.injuries.length === 0) paragraph(doc, 'No injuries are recorded.');
      else
        table(
          doc,
          [
            { header: 'Injury', width: 2.4 },
            { header: 'Body part', width: 1.6 },
            { header: 'Severity', width: 1.2 },
            { header: 'ICD-10', width: 1 },
            { header: 'Description', width: 3.4 },
          ],
          content.injuries.map((injury) => [
            label(injury.type),
            injury.bodyPart ? label(injury.bodyPart) : dash,
            injury.severity ? label(injury.severity) : dash,
            injury.icdCode ?? dash,
            injury.description ?? '',
          ]),
        );

      heading(doc, 'Treatment chronology');
      if (content.treatments.length === 0) paragraph(doc, 'No treatment is recorded.');
      else
        table(
          doc,
          [
            { header: 'Dates', width: 2.2 },
            { header: 'Provider', width: 2.2 },
            { header: 'Treatment', width: 1.8 },
            { header: 'Description', width: 3.4 },
          ],
          content.treatments.map((treatment) => [
            period(treatment.startDate, treatment.endDate),
            treatment.provider ?? dash,
            label(treatment.type),
            treatment.description ?? '',
          ]),
        );

      specialsSection(doc, content);

      heading(doc, 'Lost wages and property damage');
      if (content.lostWages.length === 0)
        paragraph(
          doc,
          content.claimed.lostWagesCents === null
            ? 'No lost wages are claimed.'
            : `Lost wages claimed: ${formatCents(content.claimed.lostWagesCents)} (itemised by employer to follow).`,
        );
      else {
        const rows = content.lostWages.map((wage) => [
          wage.employer,
          period(wage.periodFrom, wage.periodTo),
          formatCents(wage.amountCents),
        ]);
        rows.push(['Total lost wages', '', formatCents(sum(content.lostWages.map((wage) => wage.amountCents)))]);
        table(
          doc,
          [
            { header: 'Employer', width: 3 },
            { header: 'Period', width: 3 },
            { header: 'Amount', width: 2, align: 'right' },
          ],
          rows,
          { boldLastRow: true },
        );
      }
      paragraph(
        doc,
        `Property damage estimate: ${content.propertyDamageCents === null ? 'not recorded' : formatCents(content.propertyDamageCents)}`,
      );

      heading(doc, 'Demand');
      const specialsCents = (content.claimed.medicalCents ?? 0) + (content.claimed.lostWagesCents ?? 0);
      paragraph(doc, `Economic damages (medical specials plus lost wages): ${formatCents(specialsCents)}`);
      drawText(
        doc,
        content.demand ? `Amount demanded: ${formatCents(content.demand.amountCents)}` : 'No demand amount is recorded yet.',
        { size: 11, weight: 'bold' },
        null,
      );
      useFont(doc, { size: 10 });
      if (content.demand) paragraph(doc, `Demand dated ${formatDate(content.demand.date)}.`);

      if (internal && content.valuation) valuationSection(doc, content.valuation, content.demand, content.internalNotes);
    },
  );
}
