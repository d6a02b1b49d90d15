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
