// The taxonomy of treatment and injury types: the words people type ('ORIF', 'Lumbar ESI', 'MRI') grouped into the
// categories the model counts and the forms suggest. One place, so "Surgery", "ORIF" and "discectomy" are all surgical.

export type TreatmentCategoryCode = 'surgery' | 'injection' | 'imaging' | 'emergency' | 'chiropractic' | 'physical_therapy' | 'other';

type TaxonomyEntry<Code extends string> = {
  code: Code;
  label: string;
  /** What the forms suggest for this category, as people write it. */
  examples: readonly string[];
  /** Whole words or phrases (case-insensitive) that put a typed type in this category. */
  terms: readonly string[];
};

/** Checked in order: surgery wins over all ('arthroscopic surgery', 'MRI-guided injection' is an injection). */
export const TREATMENT_TAXONOMY: ReadonlyArray<TaxonomyEntry<TreatmentCategoryCode>> = [
  {
    code: 'surgery',
    label: 'Surgery',
    examples: ['Surgery', 'ORIF', 'Discectomy', 'Spinal fusion', 'ACDF', 'Arthroscopy', 'Laminectomy', 'Joint replacement'],
    terms: [
      'surgery',
      'surgeries',
      'surgical',
      'surgically',
      'operation',
      'operative',
      'orif',
      'open reduction',
      'internal fixation',
      'discectomy',
      'microdiscectomy',
      'laminectomy',
      'laminotomy',
      'foraminotomy',
      'fusion',
      'acdf',
      'arthroscopy',
      'arthroscopic',
      'arthroplasty',
      'joint replacement',
      'knee replacement',
      'hip replacement',
      'meniscectomy',
      'reconstruction',
      'rotator cuff repair',
      'craniotomy',
      'kyphoplasty',
      'vertebroplasty',
      'amputation',
      'carpal tunnel release',
      'hardware removal',
      'disc replacement',
    ],
  },
  {
    code: 'injection',
    label: 'Injections',
    examples: ['Epidural steroid injection', 'Facet injection', 'Nerve block', 'Trigger point injection', 'Radiofrequency ablation'],
    terms: [
      'injection',
      'injections',
      'inject',
      'injected',
      'epidural',
      'esi',
      'facet',
      'nerve block',
      'medial branch block',
      'mbb',
      'radiofrequency ablation',
      'rfa',
      'rhizotomy',
      'trigger point',
      'prp',
      'steroid shot',
      'cortisone',
    ],
  },
  {
    code: 'imaging',
    label: 'Imaging',
    examples: ['MRI', 'CT scan', 'X-ray', 'Ultrasound'],
    terms: [
      'mri',
      'ct',
      'cat scan',
      'x-ray',
      'xray',
      'x ray',
      'radiograph',
      'radiology',
      'imaging',
      'scan',
      'ultrasound',
      'emg',
      'nerve conduction',
    ],
  },
  {
    code: 'emergency',
    label: 'Emergency care',
    examples: ['Emergency room', 'Ambulance', 'Urgent care', 'Hospital admission'],
    terms: [
      'emergency',
      'er',
      'ed',
      'hospital',
      'hospitalization',
      'hospitalisation',
      'admission',
      'ambulance',
      'ems',
      'urgent care',
      'trauma center',
      'icu',
    ],
  },
  {
    code: 'chiropractic',
    label: 'Chiropractic',
    examples: ['Chiropractic', 'Spinal adjustment'],
    terms: ['chiropractic', 'chiropractor', 'chiro', 'adjustment', 'adjustments', 'spinal manipulation'],
  },
  {
    code: 'physical_therapy',
    label: 'Physical therapy',
    examples: ['Physical therapy', 'Occupational therapy', 'Rehabilitation'],
    terms: [
      'physical therapy',
      'pt',
      'physio',
      'physiotherapy',
      'rehab',
      'rehabilitation',
      'therapy',
      'therapist',
      'occupational therapy',
      'ot',
      'massage',
      'aquatic therapy',
    ],
  },
  {
    code: 'other',
    label: 'Other care',
    examples: ['Pain management', 'Orthopedic consult', 'Neurology consult', 'Counseling', 'Medication'],
    terms: [],
  },
];

export type InjuryCategoryCode = 'fracture' | 'disc' | 'brain' | 'soft_tissue' | 'ligament' | 'laceration' | 'burn' | 'nerve' | 'other';

/** Injury types the forms suggest; `permanentByType` marks the ones that count as permanent whatever the severity. */
export const INJURY_TAXONOMY: ReadonlyArray<TaxonomyEntry<InjuryCategoryCode> & { permanentByType: boolean }> = [
  {
    code: 'fracture',
    label: 'Fracture',
    examples: ['Fracture', 'Compound fracture'],
    terms: ['fracture', 'fractured', 'broken', 'break'],
    permanentByType: true,
  },
  {
    code: 'disc',
    label: 'Disc injury',
    examples: ['Herniated disc', 'Bulging disc'],
    terms: ['herniated', 'herniation', 'bulging disc', 'disc', 'disk'],
    permanentByType: true,
  },
  {
    code: 'brain',
    label: 'Brain injury',
    examples: ['Traumatic brain injury', 'Concussion'],
    terms: ['traumatic brain', 'tbi', 'concussion', 'brain'],
    permanentByType: true,
  },
  {
    code: 'soft_tissue',
    label: 'Soft tissue',
    examples: ['Whiplash', 'Sprain', 'Strain', 'Contusion'],
    terms: ['whiplash', 'sprain', 'strain', 'contusion', 'bruise', 'soft tissue'],
    permanentByType: false,
  },
  {
    code: 'ligament',
    label: 'Ligament or tendon tear',
    examples: ['Torn ACL', 'Rotator cuff tear', 'Torn meniscus'],
    terms: ['tear', 'torn', 'rupture', 'acl', 'meniscus', 'rotator cuff', 'ligament', 'tendon'],
    permanentByType: false,
  },
  {
    code: 'laceration',
    label: 'Laceration',
    examples: ['Laceration', 'Scarring'],
    terms: ['laceration', 'cut', 'scar', 'scarring'],
    permanentByType: false,
  },
  { code: 'burn', label: 'Burn', examples: ['Burn'], terms: ['burn', 'burns'], permanentByType: false },
  {
    code: 'nerve',
    label: 'Nerve injury',
    examples: ['Radiculopathy', 'Nerve damage'],
    terms: ['radiculopathy', 'nerve', 'neuropathy', 'paralysis', 'spinal cord'],
    permanentByType: false,
  },
  { code: 'other', label: 'Other injury', examples: [], terms: [], permanentByType: false },
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Whole words or phrases: 'pt' is physical therapy, 'adapt' is not; 'er' is the emergency room, 'after' is not.
function compile<Code extends string>(entries: ReadonlyArray<TaxonomyEntry<Code>>): Array<{ code: Code; pattern: RegExp | null }> {
  return entries.map((entry) => ({
    code: entry.code,
    pattern: entry.terms.length === 0 ? null : new RegExp(`(^|[^a-z0-9])(${entry.terms.map(escapeRegExp).join('|')})(?=$|[^a-z0-9])`, 'i'),
  }));
}
const TREATMENT_PATTERNS = compile(TREATMENT_TAXONOMY);
const INJURY_PATTERNS = compile(INJURY_TAXONOMY);

/** The category of a typed treatment type ('ORIF left wrist' → surgery, 'Lumbar ESI' → injection); 'other' when nothing matches. */
export function classifyTreatmentType(type: string | null | undefined): TreatmentCategoryCode {
  const text = (type ?? '').replace(/_/g, ' ');
  return TREATMENT_PATTERNS.find(({ pattern }) => pattern?.test(text))?.code ?? 'other';
}

/** The category of a typed injury type ('Herniated disc L4-L5' → disc); 'other' when nothing matches. */
export function classifyInjuryType(type: string | null | undefined): InjuryCategoryCode {
  const text = (type ?? '').replace(/_/g, ' ');
  return INJURY_PATTERNS.find(({ pattern }) => pattern?.test(text))?.code ?? 'other';
}

/** Every example treatment type, for the forms' suggestions. */
export const TREATMENT_TYPE_SUGGESTIONS: readonly string[] = TREATMENT_TAXONOMY.flatMap((entry) => entry.examples);
/** Every example injury type, for the forms' suggestions. */
export const INJURY_TYPE_SUGGESTIONS: readonly string[] = INJURY_TAXONOMY.flatMap((entry) => entry.examples);
