// The values a firm letter's {{placeholders}} take from a case: one function for the demand letter and the firm's
// other letters, so the same placeholder reads the same in both.
import {
  findLastNegotiation,
  formatCaseNo,
  formatCents,
  formatCodeLabel,
  formatDate,
  formatFirmAddress,
  resolveCaseMoney,
  toCents,
  type Case,
  type Contact,
  type DemandTemplateValues,
  type FirmContact,
  type Lien,
  type LetterValues,
  type MedicalBill,
  type Negotiation,
  type Party,
  type Policy,
  type Provider,
  type LostWage,
} from '@casecast/domain';

export type CaseLetterFacts = {
  found: Case;
  firmName: string;
  /** The firm's address, phone and email (Settings → Firm), for {{firm_address}}, {{firm_phone}} and {{firm_email}}. */
  firmContact?: FirmContact;
  /** The letter's date, YYYY-MM-DD. */
  today: string;
  parties: ReadonlyArray<Pick<Party, 'id' | 'name' | 'role'>>;
  policies: readonly Policy[];
  bills: readonly MedicalBill[];
  wages: readonly LostWage[];
  negotiations: readonly Negotiation[];
};

/** The defendants' bodily-injury policy (else their first): the carrier a letter about the claim goes to. */
export function findLiabilityPolicy(facts: Pick<CaseLetterFacts, 'parties' | 'policies'>): Policy | null {
  const defendantIds = new Set(facts.parties.filter((party) => party.role === 'defendant').map((party) => party.id));
  // The defendants' coverage; the client's own (UM/UIM, PIP, health) stays out of a letter to the carrier.
  const defendantPolicies = facts.policies.filter((policy) => defendantIds.has(policy.partyId));
  return defendantPolicies.find((policy) => policy.kind === 'bodily_injury') ?? defendantPolicies[0] ?? null;
}

/** The demand letter's placeholders, from the case and its parties, policies and money records. */
export function buildCaseLetterValues(facts: CaseLetterFacts): DemandTemplateValues {
  const { found } = facts;
  const defendants = facts.parties.filter((party) => party.role === 'defendant');
  const liabilityPolicy = findLiabilityPolicy(facts);
  const lastDemand = findLastNegotiation([...facts.negotiations], 'demand');
  // The same figures as the case header and the prediction: bills and entries win, else what was typed on the case.
  const claimed = resolveCaseMoney({
    caseMedicalCosts: found.medicalCosts,
    caseLostWages: found.lostWages,
    bills: [...facts.bills],
    lostWages: [...facts.wages],
  });
  const medicalCents = claimed.medicalCosts === null ? null : toCents(claimed.medicalCosts);
  const wagesCents = claimed.lostWages === null ? null : toCents(claimed.lostWages);
  const specialsCents = medicalCents === null && wagesCents === null ? null : (medicalCents ?? 0) + (wagesCents ?? 0);
  return {
    today: formatDate(facts.today),
    firm_name: facts.firmName,
    firm_address: facts.firmContact ? formatFirmAddress(facts.firmContact) : null,
    firm_phone: facts.firmContact?.phone ?? null,
    firm_email: facts.firmContact?.email ?? null,
    attorney_name: found.attorneyName,
    client_name: found.clientName,
    case_number: found.caseNumber ?? formatCaseNo(found.caseNo),
    incident_date: found.incidentDate ? formatDate(found.incidentDate) : null,
    case_type: formatCodeLabel(found.caseType),
    jurisdiction: found.state ?? found.jurisdiction,
    defendant_name: defendants[0]?.name ?? null,
    carrier: liabilityPolicy?.carrier ?? found.carrier,
    claim_number: liabilityPolicy?.claimNumber ?? null,
    adjuster_name: liabilityPolicy?.adjusterName ?? null,
    policy_limits: liabilityPolicy?.perPersonLimit == null ? null : formatCents(toCents(liabilityPolicy.perPersonLimit)),
    total_billed: medicalCents === null ? null : formatCents(medicalCents),
    lost_wages: wagesCents === null ? null : formatCents(wagesCents),
    property_damage: found.propertyDamageAmount === null ? null : formatCents(toCents(found.propertyDamageAmount)),
    total_specials: specialsCents === null ? null : formatCents(specialsCents),
    demand_amount: lastDemand ? formatCents(toCents(lastDemand.amount)) : null,
  };
}

/** The other letters' placeholders on top: the client's contact details and birth date, the chosen provider and lien. */
export function buildFullLetterValues(
  facts: CaseLetterFacts & {
    clientContact: Pick<Contact, 'phone' | 'email' | 'address'> | null;
    provider: Pick<Provider, 'name' | 'address'> | null;
    lien: Pick<Lien, 'holder' | 'asserted'> | null;
  },
): LetterValues {
  return {
    ...buildCaseLetterValues(facts),
    client_phone: facts.clientContact?.phone ?? null,
    client_email: facts.clientContact?.email ?? null,
    client_address: facts.clientContact?.address ?? null,
    client_date_of_birth: facts.found.clientDateOfBirth ? formatDate(facts.found.clientDateOfBirth) : null,
    provider_name: facts.provider?.name ?? null,
    provider_address: facts.provider?.address ?? null,
    lien_holder: facts.lien?.holder ?? null,
    lien_amount: facts.lien ? formatCents(toCents(facts.lien.asserted)) : null,
  };
}
