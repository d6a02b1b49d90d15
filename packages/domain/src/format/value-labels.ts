// One label map for the codes stored in cases (treatment and injury categories, case types): screens
// show words, never 'physical_therapy'.

const LABELS: Readonly<Record<string, string>> = {
  physical_therapy: 'Physical therapy',
  chiropractic: 'Chiropractic',
  emergency: 'Emergency care',
  imaging: 'Imaging',
  injection: 'Injections',
  surgical: 'Surgery',
  surgery: 'Surgery',
  pain_management: 'Pain management',
  orthopedic: 'Orthopedic care',
  personal_injury: 'Personal injury',
  motor_vehicle: 'Motor vehicle',
  truck: 'Truck',
  motorcycle: 'Motorcycle',
  pedestrian: 'Pedestrian',
  premises: 'Premises (slip and fall)',
  workplace: 'Workplace (third party)',
  premises_liability: 'Premises liability',
  slip_and_fall: 'Slip and fall',
  medical_malpractice: 'Medical malpractice',
  product_liability: 'Product liability',
  wrongful_death: 'Wrongful death',
  dog_bite: 'Dog bite',
  workers_compensation: "Workers' compensation",
  // The money of a case: request statuses, payers, policy kinds, lien kinds and statuses, negotiation kinds, fee bases, wage units.
  not_requested: 'Not requested',
  requested: 'Requested',
  received: 'Received',
  health_insurance: 'Health insurance',
  pip_medpay: 'PIP / MedPay',
  client: 'Client',
  unpaid: 'Unpaid',
  bodily_injury: 'Bodily injury',
  pip: 'PIP',
  medpay: 'MedPay',
  um: 'Uninsured motorist (UM)',
  uim: 'Underinsured motorist (UIM)',
  umbrella: 'Umbrella',
  health: 'Health',
  medicare: 'Medicare',
  medicaid: 'Medicaid',
  erisa: 'ERISA plan',
  hospital: 'Hospital',
  provider: 'Provider',
  other: 'Other',
  asserted: 'Asserted',
  negotiating: 'Negotiating',
  final: 'Final',
  paid: 'Paid',
  waived: 'Waived',
  demand: 'Demand',
  offer: 'Offer',
  gross: 'Gross settlement',
  net: 'Net after costs',
  hour: 'Per hour',
  day: 'Per day',
  week: 'Per week',
  month: 'Per month',
  year: 'Per year',
};

/**
 * A stored code as words: a known code gets its label, any other snake_case code becomes a sentence
 * ('soft_tissue' → 'Soft tissue'), and text people typed ('Herniated disc') is left as it is.
 */
export function formatCodeLabel(value: string): string {
  const known = LABELS[value.trim().toLowerCase()];
  if (known) return known;
  if (!/^[a-z0-9]+(_[a-z0-9]+)+$/.test(value)) return value;
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
