import { describe, expect, it } from 'vitest';
import { getTreatmentCategory } from '../predictions/feature-vector.js';
import { hasSurgicalIntervention, isSurgicalTreatmentType } from '../predictions/injury-features.js';
import { TREATMENT_TAXONOMY, TREATMENT_TYPE_SUGGESTIONS, classifyInjuryType, classifyTreatmentType } from './treatment-taxonomy.js';

describe('classifyTreatmentType', () => {
  it('counts surgery by its names, not only the word "surgery"', () => {
    for (const type of [
      'Surgery',
      'surgical',
      'ORIF',
      'ORIF left wrist',
      'discectomy',
      'Microdiscectomy L5-S1',
      'Spinal fusion',
      'ACDF',
      'Knee arthroscopy',
      'Arthroscopic repair',
      'Total knee replacement',
      'Laminectomy',
    ]) {
      expect(classifyTreatmentType(type), type).toBe('surgery');
      expect(isSurgicalTreatmentType(type), type).toBe(true);
    }
  });

  it('groups injections, imaging, emergency care, chiropractic and physical therapy', () => {
    expect(classifyTreatmentType('Epidural steroid injection')).toBe('injection');
    expect(classifyTreatmentType('Lumbar ESI')).toBe('injection');
    expect(classifyTreatmentType('Facet block')).toBe('injection');
    expect(classifyTreatmentType('Nerve block')).toBe('injection');
    expect(classifyTreatmentType('MRI-guided injection')).toBe('injection');
    expect(classifyTreatmentType('MRI')).toBe('imaging');
    expect(classifyTreatmentType('CT scan')).toBe('imaging');
    expect(classifyTreatmentType('X-ray')).toBe('imaging');
    expect(classifyTreatmentType('ER visit')).toBe('emergency');
    expect(classifyTreatmentType('Emergency room')).toBe('emergency');
    expect(classifyTreatmentType('Chiropractic')).toBe('chiropractic');
    expect(classifyTreatmentType('PT')).toBe('physical_therapy');
    expect(classifyTreatmentType('physical_therapy')).toBe('physical_therapy');
    expect(classifyTreatmentType('Pain management')).toBe('other');
  });

  it('matches whole words only: "after" is no ER, "adapt" no PT', () => {
    expect(classifyTreatmentType('Follow-up after discharge')).toBe('other');
    expect(classifyTreatmentType('Adaptive equipment')).toBe('other');
    expect(isSurgicalTreatmentType('Consultation')).toBe(false);
  });

  it('is what the model counts, and every suggestion lands in its own category', () => {
    for (const entry of TREATMENT_TAXONOMY) {
      for (const example of entry.examples) expect(getTreatmentCategory(example), example).toBe(entry.code);
    }
    expect(TREATMENT_TYPE_SUGGESTIONS).toContain('ORIF');
  });

  it('makes an injury surgical when a treatment or its description names a surgery', () => {
    expect(hasSurgicalIntervention({ description: null, treatmentTypes: ['ORIF'] })).toBe(true);
    expect(hasSurgicalIntervention({ description: 'Underwent discectomy', treatmentTypes: [] })).toBe(true);
    expect(hasSurgicalIntervention({ description: 'Sore neck', treatmentTypes: ['PT'] })).toBe(false);
  });
});

describe('classifyInjuryType', () => {
  it('groups typed injury types', () => {
    expect(classifyInjuryType('Herniated disc L4-L5')).toBe('disc');
    expect(classifyInjuryType('Fractured wrist')).toBe('fracture');
    expect(classifyInjuryType('Concussion')).toBe('brain');
    expect(classifyInjuryType('Whiplash')).toBe('soft_tissue');
    expect(classifyInjuryType('Torn ACL')).toBe('ligament');
    expect(classifyInjuryType('Something else')).toBe('other');
  });
});
