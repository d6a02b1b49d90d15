// Injury catalogue (ICD-10-CM codes, body regions, severity and care patterns) and the injury mix of each case type.

/** Body regions the product reads from an injury's name and description (spec section 5). */
export const BODY_REGIONS = ['neck', 'back', 'spine', 'head', 'arm', 'leg', 'chest', 'shoulder', 'knee', 'hip'] as const;
export type BodyRegion = (typeof BODY_REGIONS)[number];

export type Severity = 'mild' | 'moderate' | 'severe';
export const SEVERITIES: readonly Severity[] = ['mild', 'moderate', 'severe'];

export type InjuryCategory =
  | 'sprain_strain'
  | 'contusion'
  | 'concussion'
  | 'traumatic_brain_injury'
  | 'disc_injury'
  | 'fracture'
  | 'tear'
  | 'laceration';

export type SurgeryInfo = { cptCode: string; name: string; medianCost: number };
export type ImagingInfo = { cptCode: string; name: string; medianCost: number };

export type InjuryTemplate = {
  key: string;
  icdCode: string;
  category: InjuryCategory;
  /** Shown as the injury type in the product. */
  type: string;
  name: string;
  bodyPart: string;
  region: BodyRegion;
  /** Opening of the description; contains exactly one body-region keyword (the region's). */
  description: string;
  severityWeights: readonly [number, number, number];
  /** Probability of a surgical treatment by severity (mild, moderate, severe). */
  surgeryChance: readonly [number, number, number];
  /** Probability of an injection (epidural, facet or joint) by severity. */
  injectionChance: readonly [number, number, number];
  surgery: SurgeryInfo | null;
  imaging: ImagingInfo;
  injectionCpt: string;
  /** Treated in the shared spinal therapy course (chiropractic or physical therapy). */
  spinal: boolean;
};

const XRAY_SPINE: ImagingInfo = { cptCode: '72040', name: 'X-ray, cervical, 2-3 views', medianCost: 250 };
const MRI_CERVICAL: ImagingInfo = { cptCode: '72141', name: 'MRI, cervical, without contrast', medianCost: 1_400 };
const MRI_LUMBAR: ImagingInfo = { cptCode: '72148', name: 'MRI, lumbar, without contrast', medianCost: 1_400 };
const MRI_THORACIC: ImagingInfo = { cptCode: '72146', name: 'MRI, thoracic, without contrast', medianCost: 1_400 };
const MRI_JOINT: ImagingInfo = { cptCode: '73721', name: 'MRI, lower extremity joint', medianCost: 1_300 };
const MRI_UPPER_JOINT: ImagingInfo = { cptCode: '73221', name: 'MRI, upper extremity joint', medianCost: 1_300 };
const CT_HEAD: ImagingInfo = { cptCode: '70450', name: 'CT, without contrast', medianCost: 1_100 };
const XRAY_EXTREMITY: ImagingInfo = { cptCode: '73610', name: 'X-ray, 3 views', medianCost: 220 };
const XRAY_CHEST: ImagingInfo = { cptCode: '71046', name: 'X-ray, 2 views', medianCost: 200 };

const SPRAIN_SEVERITY = [0.55, 0.4, 0.05] as const;
const NO_SURGERY = [0, 0, 0] as const;

export const INJURY_TEMPLATES: readonly InjuryTemplate[] = [
  {
    key: 'cervical_sprain', icdCode: 'S13.4XXA', category: 'sprain_strain', type: 'Sprain/strain',
    name: 'Cervical sprain', bodyPart: 'Neck', region: 'neck',
    description: 'Sprain of the cervical ligaments with neck pain and stiffness',
    severityWeights: SPRAIN_SEVERITY, surgeryChance: [0, 0, 0.05], injectionChance: [0, 0.12, 0.3],
    surgery: { cptCode: '22551', name: 'Anterior cervical discectomy and fusion', medianCost: 55_000 },
    imaging: MRI_CERVICAL, injectionCpt: '62321', spinal: true,
  },
  {
    key: 'neck_strain', icdCode: 'S16.1XXA', category: 'sprain_strain', type: 'Sprain/strain',
    name: 'Neck muscle strain', bodyPart: 'Neck', region: 'neck',
    description: 'Strain of the neck muscles with painful range of motion',
    severityWeights: SPRAIN_SEVERITY, surgeryChance: NO_SURGERY, injectionChance: [0, 0.08, 0.2],
    surgery: null, imaging: XRAY_SPINE, injectionCpt: '64490', spinal: true,
  },
  {
    key: 'lumbar_sprain', icdCode: 'S33.5XXA', category: 'sprain_strain', type: 'Sprain/strain',
    name: 'Lumbar sprain', bodyPart: 'Lower back', region: 'back',
    description: 'Sprain of the lumbar ligaments with lower back pain',
    severityWeights: SPRAIN_SEVERITY, surgeryChance: [0, 0, 0.05], injectionChance: [0, 0.12, 0.3],
    surgery: { cptCode: '63030', name: 'Lumbar laminotomy and discectomy', medianCost: 35_000 },
    imaging: MRI_LUMBAR, injectionCpt: '62323', spinal: true,
  },
  {
    key: 'low_back_strain', icdCode: 'S39.012A', category: 'sprain_strain', type: 'Sprain/strain',
    name: 'Lower back muscle strain', bodyPart: 'Lower back', region: 'back',
    description: 'Strain of the lower back muscles with spasm',
    severityWeights: SPRAIN_SEVERITY, surgeryChance: NO_SURGERY, injectionChance: [0, 0.08, 0.2],
    surgery: null, imaging: MRI_LUMBAR, injectionCpt: '64493', spinal: true,
  },
  {
    key: 'thoracic_sprain', icdCode: 'S23.3XXA', category: 'sprain_strain', type: 'Sprain/strain',
    name: 'Thoracic sprain', bodyPart: 'Thoracic spine', region: 'spine',
    description: 'Sprain of the thoracic spine ligaments with mid-spine pain',
    severityWeights: SPRAIN_SEVERITY, surgeryChance: NO_SURGERY, injectionChance: [0, 0.05, 0.15],
    surgery: null, imaging: MRI_THORACIC, injectionCpt: '64493', spinal: true,
  },
  {
    key: 'shoulder_sprain', icdCode: 'S43.401A', category: 'sprain_strain', type: 'Sprain/strain',
    name: 'Shoulder sprain', bodyPart: 'Shoulder', region: 'shoulder',
    description: 'Sprain of the shoulder joint with pain on reaching up',
    severityWeights: SPRAIN_SEVERITY, surgeryChance: [0, 0.02, 0.15], injectionChance: [0, 0.08, 0.15],
    surgery: { cptCode: '29826', name: 'Arthroscopic subacromial decompression', medianCost: 18_000 },
    imaging: MRI_UPPER_JOINT, injectionCpt: '20610', spinal: false,
  },
  {
    key: 'knee_sprain', icdCode: 'S83.91XA', category: 'sprain_strain', type: 'Sprain/strain',
    name: 'Knee sprain', bodyPart: 'Knee', region: 'knee',
    description: 'Sprain of the knee with swelling and pain on weight bearing',
    severityWeights: SPRAIN_SEVERITY, surgeryChance: [0, 0.02, 0.15], injectionChance: [0, 0.06, 0.15],
    surgery: { cptCode: '29881', name: 'Knee arthroscopy with meniscectomy', medianCost: 15_000 },
    imaging: MRI_JOINT, injectionCpt: '20610', spinal: false,
  },
  {
    key: 'ankle_sprain', icdCode: 'S93.401A', category: 'sprain_strain', type: 'Sprain/strain',
    name: 'Ankle sprain', bodyPart: 'Lower leg and ankle', region: 'leg',
    description: 'Sprain of the ankle ligaments of the lower leg with swelling',
    severityWeights: SPRAIN_SEVERITY, surgeryChance: [0, 0, 0.08], injectionChance: NO_SURGERY,
    surgery: { cptCode: '27698', name: 'Repair of ankle ligament', medianCost: 16_000 },
    imaging: XRAY_EXTREMITY, injectionCpt: '20605', spinal: false,
  },
  {
    key: 'wrist_sprain', icdCode: 'S63.501A', category: 'sprain_strain', type: 'Sprain/strain',
    name: 'Wrist sprain', bodyPart: 'Forearm and wrist', region: 'arm',
    description: 'Sprain of the wrist with forearm pain and weak grip',
    severityWeights: SPRAIN_SEVERITY, surgeryChance: NO_SURGERY, injectionChance: NO_SURGERY,
    surgery: null, imaging: XRAY_EXTREMITY, injectionCpt: '20605', spinal: false,
  },
  {
    key: 'chest_contusion', icdCode: 'S20.211A', category: 'contusion', type: 'Contusion',
    name: 'Chest wall contusion', bodyPart: 'Chest', region: 'chest',
    description: 'Contusion of the chest wall from the seat belt',
    severityWeights: [0.75, 0.23, 0.02], surgeryChance: NO_SURGERY, injectionChance: NO_SURGERY,
    surgery: null, imaging: XRAY_CHEST, injectionCpt: '20552', spinal: false,
  },
  {
    key: 'scalp_contusion', icdCode: 'S00.83XA', category: 'contusion', type: 'Contusion',
    name: 'Scalp contusion', bodyPart: 'Head', region: 'head',
    description: 'Contusion of the head with a tender scalp hematoma',
    severityWeights: [0.8, 0.18, 0.02], surgeryChance: NO_SURGERY, injectionChance: NO_SURGERY,
    surgery: null, imaging: CT_HEAD, injectionCpt: '20552', spinal: false,
  },
  {
    key: 'knee_contusion', icdCode: 'S80.01XA', category: 'contusion', type: 'Contusion',
    name: 'Knee contusion', bodyPart: 'Knee', region: 'knee',
    description: 'Contusion of the knee from striking the dashboard',
    severityWeights: [0.75, 0.23, 0.02], surgeryChance: NO_SURGERY, injectionChance: [0, 0.03, 0.1],
    surgery: null, imaging: XRAY_EXTREMITY, injectionCpt: '20610', spinal: false,
  },
  {
    key: 'hip_contusion', icdCode: 'S70.01XA', category: 'contusion', type: 'Contusion',
    name: 'Hip contusion', bodyPart: 'Hip', region: 'hip',
    description: 'Contusion of the hip with bruising and pain on walking',
    severityWeights: [0.75, 0.23, 0.02], surgeryChance: NO_SURGERY, injectionChance: [0, 0.03, 0.1],
    surgery: null, imaging: XRAY_EXTREMITY, injectionCpt: '20610', spinal: false,
  },
  {
    key: 'concussion', icdCode: 'S06.0X0A', category: 'concussion', type: 'Concussion',
    name: 'Concussion', bodyPart: 'Head', region: 'head',
    description: 'Concussion without loss of consciousness after a blow to the head, with headaches and dizziness',
    severityWeights: [0.3, 0.55, 0.15], surgeryChance: NO_SURGERY, injectionChance: NO_SURGERY,
    surgery: null, imaging: CT_HEAD, injectionCpt: '64405', spinal: false,
  },
  {
    key: 'tbi', icdCode: 'S06.2X1A', category: 'traumatic_brain_injury', type: 'Traumatic brain injury',
    name: 'Traumatic brain injury', bodyPart: 'Head', region: 'head',
    description: 'Diffuse traumatic brain injury with brief loss of consciousness after a head impact, with memory and concentration deficits',
    severityWeights: [0, 0.3, 0.7], surgeryChance: NO_SURGERY, injectionChance: NO_SURGERY,
    surgery: null, imaging: CT_HEAD, injectionCpt: '64405', spinal: false,
  },
  {
    key: 'cervical_disc', icdCode: 'S13.0XXA', category: 'disc_injury', type: 'Disc injury',
    name: 'Cervical disc herniation', bodyPart: 'Neck', region: 'neck',
    description: 'Traumatic herniated cervical disc with radiating neck pain and numbness',
    severityWeights: [0, 0.5, 0.5], surgeryChance: [0, 0.15, 0.5], injectionChance: [0, 0.6, 0.6],
    surgery: { cptCode: '22551', name: 'Anterior cervical discectomy and fusion', medianCost: 55_000 },
    imaging: MRI_CERVICAL, injectionCpt: '62321', spinal: true,
  },
  {
    key: 'lumbar_disc', icdCode: 'S33.0XXA', category: 'disc_injury', type: 'Disc injury',
    name: 'Lumbar disc herniation', bodyPart: 'Lower back', region: 'back',
    description: 'Traumatic herniated lumbar disc with lower back pain and sciatica',
    severityWeights: [0, 0.5, 0.5], surgeryChance: [0, 0.15, 0.5], injectionChance: [0, 0.6, 0.6],
    surgery: { cptCode: '63030', name: 'Lumbar laminotomy and discectomy', medianCost: 35_000 },
    imaging: MRI_LUMBAR, injectionCpt: '62323', spinal: true,
  },
  {
    key: 'radius_fracture', icdCode: 'S52.501A', category: 'fracture', type: 'Fracture',
    name: 'Distal radius fracture', bodyPart: 'Forearm', region: 'arm',
    description: 'Fracture of the distal radius of the forearm',
    severityWeights: [0.1, 0.55, 0.35], surgeryChance: [0, 0.3, 0.7], injectionChance: NO_SURGERY,
    surgery: { cptCode: '25607', name: 'Open treatment of distal radial fracture', medianCost: 22_000 },
    imaging: XRAY_EXTREMITY, injectionCpt: '20605', spinal: false,
  },
  {
    key: 'tibia_fracture', icdCode: 'S82.201A', category: 'fracture', type: 'Fracture',
    name: 'Tibia fracture', bodyPart: 'Lower leg', region: 'leg',
    description: 'Fracture of the tibial shaft of the lower leg',
    severityWeights: [0.05, 0.5, 0.45], surgeryChance: [0, 0.4, 0.8], injectionChance: NO_SURGERY,
    surgery: { cptCode: '27759', name: 'Intramedullary nailing of tibial shaft fracture', medianCost: 40_000 },
    imaging: XRAY_EXTREMITY, injectionCpt: '20605', spinal: false,
  },
  {
    key: 'rib_fracture', icdCode: 'S22.31XA', category: 'fracture', type: 'Fracture',
    name: 'Rib fracture', bodyPart: 'Chest', region: 'chest',
    description: 'Fracture of one rib with chest pain on breathing',
    severityWeights: [0.3, 0.55, 0.15], surgeryChance: NO_SURGERY, injectionChance: NO_SURGERY,
    surgery: null, imaging: XRAY_CHEST, injectionCpt: '64420', spinal: false,
  },
  {
    key: 'clavicle_fracture', icdCode: 'S42.001A', category: 'fracture', type: 'Fracture',
    name: 'Clavicle fracture', bodyPart: 'Shoulder', region: 'shoulder',
    description: 'Fracture of the collarbone at the shoulder girdle',
    severityWeights: [0.1, 0.6, 0.3], surgeryChance: [0, 0.2, 0.6], injectionChance: NO_SURGERY,
    surgery: { cptCode: '23515', name: 'Open treatment of clavicular fracture', medianCost: 20_000 },
    imaging: XRAY_EXTREMITY, injectionCpt: '20610', spinal: false,
  },
  {
    key: 'femoral_fracture', icdCode: 'S72.001A', category: 'fracture', type: 'Fracture',
    name: 'Proximal femur fracture', bodyPart: 'Hip', region: 'hip',
    description: 'Fracture of the proximal femur at the hip joint',
    severityWeights: [0, 0.3, 0.7], surgeryChance: [0, 0.8, 0.95], injectionChance: NO_SURGERY,
    surgery: { cptCode: '27236', name: 'Open treatment of femoral fracture with prosthesis', medianCost: 50_000 },
    imaging: XRAY_EXTREMITY, injectionCpt: '20610', spinal: false,
  },
  {
    key: 'rotator_cuff_tear', icdCode: 'S46.011A', category: 'tear', type: 'Tendon tear',
    name: 'Rotator cuff tear', bodyPart: 'Shoulder', region: 'shoulder',
    description: 'Partial tear of the rotator cuff tendons of the shoulder',
    severityWeights: [0.05, 0.55, 0.4], surgeryChance: [0, 0.3, 0.7], injectionChance: [0, 0.3, 0.3],
    surgery: { cptCode: '23412', name: 'Repair of ruptured rotator cuff', medianCost: 28_000 },
    imaging: MRI_UPPER_JOINT, injectionCpt: '20610', spinal: false,
  },
  {
    key: 'acl_tear', icdCode: 'S83.511A', category: 'tear', type: 'Ligament tear',
    name: 'ACL tear', bodyPart: 'Knee', region: 'knee',
    description: 'Tear of the anterior cruciate ligament of the knee with instability',
    severityWeights: [0.05, 0.5, 0.45], surgeryChance: [0, 0.4, 0.8], injectionChance: [0, 0.1, 0.1],
    surgery: { cptCode: '29888', name: 'Arthroscopic ACL reconstruction', medianCost: 30_000 },
    imaging: MRI_JOINT, injectionCpt: '20610', spinal: false,
  },
  {
    key: 'meniscus_tear', icdCode: 'S83.211A', category: 'tear', type: 'Meniscus tear',
    name: 'Meniscus tear', bodyPart: 'Knee', region: 'knee',
    description: 'Tear of the medial meniscus of the knee with locking',
    severityWeights: [0.05, 0.6, 0.35], surgeryChance: [0, 0.35, 0.7], injectionChance: [0, 0.2, 0.2],
    surgery: { cptCode: '29881', name: 'Knee arthroscopy with meniscectomy', medianCost: 15_000 },
    imaging: MRI_JOINT, injectionCpt: '20610', spinal: false,
  },
  {
    key: 'forearm_laceration', icdCode: 'S51.811A', category: 'laceration', type: 'Laceration',
    name: 'Forearm laceration', bodyPart: 'Forearm', region: 'arm',
    description: 'Laceration of the forearm closed with sutures',
    severityWeights: [0.6, 0.35, 0.05], surgeryChance: [0, 0, 0.3], injectionChance: NO_SURGERY,
    surgery: { cptCode: '25260', name: 'Repair of forearm tendon', medianCost: 12_000 },
    imaging: XRAY_EXTREMITY, injectionCpt: '20605', spinal: false,
  },
  {
    key: 'leg_laceration', icdCode: 'S81.811A', category: 'laceration', type: 'Laceration',
    name: 'Lower leg laceration', bodyPart: 'Lower leg', region: 'leg',
    description: 'Laceration of the lower leg closed with sutures',
    severityWeights: [0.6, 0.35, 0.05], surgeryChance: [0, 0, 0.2], injectionChance: NO_SURGERY,
    surgery: { cptCode: '15100', name: 'Split-thickness skin graft', medianCost: 12_000 },
    imaging: XRAY_EXTREMITY, injectionCpt: '20605', spinal: false,
  },
];

export type CaseType =
  | 'auto'
  | 'premises'
  | 'other_negligence'
  | 'medical_malpractice'
  | 'product_liability'
  | 'other_tort';

/**
 * BJS 1992 tort case mix (75 largest counties): auto 60%, premises 17%, other negligence 6%,
 * medical malpractice 5%, product liability 3%. The remaining 9% (intentional torts, toxic
 * substance and other torts) is kept as other_tort so that auto stays at 60%.
 */
export const CASE_TYPE_MIX: readonly { caseType: CaseType; share: number }[] = [
  { caseType: 'auto', share: 0.6 },
  { caseType: 'premises', share: 0.17 },
  { caseType: 'other_negligence', share: 0.06 },
  { caseType: 'medical_malpractice', share: 0.05 },
  { caseType: 'product_liability', share: 0.03 },
  { caseType: 'other_tort', share: 0.09 },
];

/**
 * Injury mix by case type (weights by template key). Auto is weighted so that about 80% of auto
 * injuries are sprains/strains (IRC 1992: 83% of auto injury claims). The other mixes are
 * assumptions: falls injure ankles, knees, wrists and hips; malpractice and product cases are
 * drawn from the serious end of the catalogue because the catalogue has no procedure-error codes.
 */
export const INJURY_MIX: Record<CaseType, Record<string, number>> = {
  auto: {
    cervical_sprain: 30, neck_strain: 10, lumbar_sprain: 22, low_back_strain: 10, thoracic_sprain: 5,
    shoulder_sprain: 4, knee_sprain: 2, wrist_sprain: 1.5, ankle_sprain: 1.5,
    chest_contusion: 3, scalp_contusion: 1.5, knee_contusion: 1.5, hip_contusion: 1,
    concussion: 2.5, tbi: 0.3, cervical_disc: 1.2, lumbar_disc: 1.3,
    radius_fracture: 0.4, tibia_fracture: 0.3, rib_fracture: 0.6, clavicle_fracture: 0.3, femoral_fracture: 0.1,
    rotator_cuff_tear: 0.4, acl_tear: 0.2, meniscus_tear: 0.3, forearm_laceration: 0.5,
  },
  premises: {
    ankle_sprain: 14, knee_sprain: 10, wrist_sprain: 8, lumbar_sprain: 10, low_back_strain: 6, shoulder_sprain: 6,
    cervical_sprain: 3, hip_contusion: 6, knee_contusion: 6, scalp_contusion: 4, concussion: 4,
    radius_fracture: 6, tibia_fracture: 2, femoral_fracture: 3, rib_fracture: 2, clavicle_fracture: 1,
    rotator_cuff_tear: 4, acl_tear: 2, meniscus_tear: 4, forearm_laceration: 2, leg_laceration: 1, lumbar_disc: 2,
  },
  other_negligence: {
    lumbar_sprain: 12, cervical_sprain: 8, shoulder_sprain: 6, knee_sprain: 6, ankle_sprain: 6, wrist_sprain: 5,
    concussion: 4, scalp_contusion: 3, knee_contusion: 3, hip_contusion: 3, radius_fracture: 4, tibia_fracture: 2,
    rib_fracture: 2, rotator_cuff_tear: 3, meniscus_tear: 3, forearm_laceration: 4, leg_laceration: 3, lumbar_disc: 2,
  },
  medical_malpractice: {
    tbi: 4, lumbar_disc: 4, cervical_disc: 3, femoral_fracture: 3, tibia_fracture: 2, radius_fracture: 2,
    rotator_cuff_tear: 2, acl_tear: 2, meniscus_tear: 2, leg_laceration: 2, forearm_laceration: 2, concussion: 1,
  },
  product_liability: {
    forearm_laceration: 6, leg_laceration: 4, radius_fracture: 4, tibia_fracture: 2, wrist_sprain: 3,
    concussion: 2, tbi: 1, rotator_cuff_tear: 1, knee_sprain: 2, ankle_sprain: 2, rib_fracture: 1,
  },
  other_tort: {
    forearm_laceration: 8, leg_laceration: 8, scalp_contusion: 4, concussion: 3, wrist_sprain: 3, ankle_sprain: 3,
    lumbar_sprain: 4, cervical_sprain: 3, radius_fracture: 2, rib_fracture: 2, knee_contusion: 2, hip_contusion: 2,
  },
};
