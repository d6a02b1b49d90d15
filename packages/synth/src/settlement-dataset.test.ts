// Tests for the flat settlement dataset: shape, determinism, missing values and amount marginals.

import { describe, expect, it } from 'vitest';
import { ISO_AVERAGE_BI_CLAIM_2023, measureAmountMarginals } from './calibration.js';
import { generateSettlementDataset } from './settlement-dataset.js';

const dataset = generateSettlementDataset({ seed: 11, rows: 20_000 });

describe('generateSettlementDataset', () => {
  it('returns the requested number of settled rows with every declared column and the settlement target', () => {
    expect(dataset.target).toBe('settlement');
    expect(dataset.rows).toHaveLength(20_000);
    expect(dataset.columns.length).toBeGreaterThanOrEqual(30);
    const names = dataset.columns.map((c) => c.name);
    expect(names).toContain('settlement');
    expect(names.some((n) => n.includes('attorney'))).toBe(false);
    for (const row of dataset.rows.slice(0, 200)) {
      expect(Object.keys(row).sort()).toEqual([...names].sort());
      expect(row.settlement).toBeGreaterThan(0);
    }
  });

  it('gives numeric columns numbers (or null) and categorical columns strings (or null)', () => {
    for (const column of dataset.columns) {
      for (const row of dataset.rows.slice(0, 500)) {
        const v = row[column.name];
        if (v === null) continue;
        expect(typeof v).toBe(column.kind === 'numeric' ? 'number' : 'string');
      }
    }
  });

  it('leaves some client ages, genders and property damage unknown', () => {
    const missingAge = dataset.rows.filter((r) => r.client_age === null).length / dataset.rows.length;
    expect(missingAge).toBeGreaterThan(0.02);
    expect(missingAge).toBeLessThan(0.07);
    expect(dataset.rows.some((r) => r.client_gender === null)).toBe(true);
    expect(dataset.rows.some((r) => r.property_damage === null)).toBe(true);
  });

  it('is identical for the same seed and different for another seed', () => {
    const a = generateSettlementDataset({ seed: 5, rows: 300 });
    const b = generateSettlementDataset({ seed: 5, rows: 300 });
    const c = generateSettlementDataset({ seed: 6, rows: 300 });
    expect(b).toEqual(a);
    expect(c.rows).not.toEqual(a.rows);
  });

  it('never recovers in a contributory state without full defendant fault', () => {
    const contributory = dataset.rows.filter((r) => r.fault_rule === 'contributory');
    expect(contributory.length).toBeGreaterThan(100);
    expect(contributory.every((r) => r.liability === 1)).toBe(true);
    expect(dataset.rows.filter((r) => r.fault_rule === 'modified-50').every((r) => Number(r.liability) > 0.5)).toBe(true);
    expect(dataset.rows.filter((r) => r.fault_rule === 'modified-51').every((r) => Number(r.liability) >= 0.5)).toBe(true);
  });

  it('caps settlements at the policy limit except for rare excess settlements', () => {
    const above = dataset.rows.filter((r) => Number(r.settlement) > Number(r.insurance_limits)).length;
    expect(above / dataset.rows.length).toBeLessThan(0.02);
    expect(above).toBeGreaterThan(0);
  });

  it('matches the published amount marginals', () => {
    const m = measureAmountMarginals(dataset);
    // IRC / Australian auto BI samples: log SD 1.46-1.48 (tolerance 0.12).
    expect(m.logSd).toBeGreaterThan(1.34);
    expect(m.logSd).toBeLessThan(1.6);
    // Policy limits compress represented auto claims; see the README.
    expect(m.autoLogSd).toBeGreaterThan(1.0);
    // Median auto settlement of the same order as the ISO 2023 average claim ($26,501).
    expect(m.autoMedian / ISO_AVERAGE_BI_CLAIM_2023).toBeGreaterThan(0.6);
    expect(m.autoMedian / ISO_AVERAGE_BI_CLAIM_2023).toBeLessThan(1.3);
    expect(m.autoMean).toBeGreaterThan(ISO_AVERAGE_BI_CLAIM_2023);
  });
});
