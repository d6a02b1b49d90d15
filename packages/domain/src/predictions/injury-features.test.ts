import { describe, expect, it } from 'vitest';
import { getBodyRegion, hasSurgicalIntervention, isPermanentInjury } from './injury-features.js';

describe('getBodyRegion', () => {
  it('finds the region keyword in the injury words', () => {
    expect(getBodyRegion('Whiplash neck strain')).toBe('neck');
    expect(getBodyRegion('Lower Back sprain')).toBe('back');
    expect(getBodyRegion('Lumbar spine herniation')).toBe('spine');
    expect(getBodyRegion('Head laceration')).toBe('head');
    expect(getBodyRegion('Broken arm')).toBe('arm');
    expect(getBodyRegion('Legs bruised')).toBe('leg');
    expect(getBodyRegion('Chest contusion')).toBe('chest');
    expect(getBodyRegion('Rotator cuff tear, shoulder')).toBe('shoulder');
    expect(getBodyRegion('Torn ACL knee')).toBe('knee');
    expect(getBodyRegion('Hip fracture')).toBe('hip');
  });
  it('takes the first region in the spec order when several appear', () => {
    expect(getBodyRegion('back and neck pain')).toBe('neck');
  });
  it('does not read regions inside other words', () => {
    expect(getBodyRegion('emotional harm, legal stress, relationship')).toBe('unknown');
    expect(getBodyRegion(null)).toBe('unknown');
  });
});

describe('isPermanentInjury', () => {
  it('is permanent when severe', () => {
    expect(isPermanentInjury({ severity: 'severe', description: null })).toBe(true);
  });
  it('is permanent when the description names a lasting condition', () => {
    for (const description of ['Chronic pain', 'permanent scarring', 'Herniated disc L4-L5', 'fractured wrist', 'Traumatic brain injury']) {
      expect(isPermanentInjury({ severity: 'mild', description })).toBe(true);
    }
  });
  it('is not permanent otherwise', () => {
    expect(isPermanentInjury({ severity: 'moderate', description: 'soft tissue strain' })).toBe(false);
  });
});

describe('hasSurgicalIntervention', () => {
  it('is surgical when the description mentions it', () => {
    expect(hasSurgicalIntervention({ description: 'Required surgery', treatmentTypes: [] })).toBe(true);
    expect(hasSurgicalIntervention({ description: 'surgical repair', treatmentTypes: [] })).toBe(true);
    expect(hasSurgicalIntervention({ description: 'post-operation care', treatmentTypes: [] })).toBe(true);
  });
  it('is surgical when any treatment is surgical', () => {
    expect(hasSurgicalIntervention({ description: null, treatmentTypes: ['Physical Therapy', 'Surgical'] })).toBe(true);
  });
  it('is not surgical otherwise', () => {
    expect(hasSurgicalIntervention({ description: 'rest', treatmentTypes: ['Chiropractic'] })).toBe(false);
  });
});
