// Ridge regression solved exactly: standardised numeric columns, one-hot categoricals, missing indicators.
import type { EncodedMatrix, FeatureSchema } from './table.js';

/** One design-matrix column and the original feature it came from (for SHAP grouping). */
export type RidgeTerm =
  | { kind: 'numeric'; feature: number; mean: number; scale: number }
  | { kind: 'missing'; feature: number }
  | { kind: 'category'; feature: number; code: number };

export type RidgeModel = {
  kind: 'ridge';
  alpha: number;
  terms: RidgeTerm[];
  intercept: number;
  coefficients: number[];
  /** Mean of each design column over the training rows: E[x_i] in phi_i = beta_i (x_i - E[x_i]). */
  termMeans: number[];
};

export function createTerms(schema: FeatureSchema, x: EncodedMatrix): RidgeTerm[] {
  const terms: RidgeTerm[] = [];
  schema.columns.forEach((column, f) => {
    const values = x.columns[f]!;
    if (column.kind === 'categorical') {
      for (let code = 0; code < column.categories.length; code++) terms.push({ kind: 'category', feature: f, code });
      return;
    }
    let sum = 0;
    let sumSq = 0;
    let count = 0;
    for (let i = 0; i < values.length; i++) {
      const v = values[i]!;
      if (Number.isNaN(v)) continue;
      sum += v;
      sumSq += v * v;
      count++;
    }
    const mean = count > 0 ? sum / count : 0;
    const variance = count > 0 ? Math.max(0, sumSq / count - mean * mean) : 0;
    const scale = variance > 1e-24 ? Math.sqrt(variance) : 1;
    terms.push({ kind: 'numeric', feature: f, mean, scale });
    // Missing values are imputed with the mean; the indicator lets the model price "unknown" separately.
    if (count < values.length) terms.push({ kind: 'missing', feature: f });
  });
  return terms;
}

/** Fills the design row for one encoded feature vector. */
export function fillDesignRow(terms: RidgeTerm[], x: Float64Array, out: Float64Array): void {
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t]!;
    const v = x[term.feature]!;
    if (term.kind === 'numeric') out[t] = Number.isNaN(v) ? 0 : (v - term.mean) / term.scale;
    else if (term.kind === 'missing') out[t] = Number.isNaN(v) ? 1 : 0;
    else out[t] = v === term.code ? 1 : 0;
  }
}

/** Solves A z = b for symmetric positive definite A (row-major, n x n) by Cholesky; A is overwritten. */
export function solveCholesky(a: Float64Array, b: Float64Array, n: number): Float64Array {
  for (let j = 0; j < n; j++) {
    let d = a[j * n + j]!;
    for (let k = 0; k < j; k++) d -= a[j * n + k]! ** 2;
    if (!(d > 0)) throw new Error('Ridge system is not positive definite; use a larger alpha');
    const l = Math.sqrt(d);
    a[j * n + j] = l;
    for (let i = j + 1; i < n; i++) {
      let s = a[i * n + j]!;
      for (let k = 0; k < j; k++) s -= a[i * n + k]! * a[j * n + k]!;
      a[i * n + j] = s / l;
    }
  }
  const z = Float64Array.from(b);
  for (let i = 0; i < n; i++) {
    let s = z[i]!;
    for (let k = 0; k < i; k++) s -= a[i * n + k]! * z[k]!;
    z[i] = s / a[i * n + i]!;
  }
  for (let i = n - 1; i >= 0; i--) {
    let s = z[i]!;
    for (let k = i + 1; k < n; k++) s -= a[k * n + i]! * z[k]!;
    z[i] = s / a[i * n + i]!;
  }
  return z;
}

/**
 * Minimises ||y - b0 - Z beta||^2 + alpha ||beta||^2 with the intercept unpenalised: centring Z and y
 * removes b0, then (Zc'Zc + alpha I) beta = Zc'yc is solved exactly.
 */
export function trainRidge(schema: FeatureSchema, x: EncodedMatrix, y: Float64Array, alpha = 1): RidgeModel {
  const terms = createTerms(schema, x);
  const p = terms.length;
  const n = y.length;
  const row = new Float64Array(p);
  const xRow = new Float64Array(x.nFeatures);
  const means = new Float64Array(p);
  let yMean = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < x.nFeatures; j++) xRow[j] = x.columns[j]![i]!;
    fillDesignRow(terms, xRow, row);
    for (let t = 0; t < p; t++) means[t]! += row[t]!;
    yMean += y[i]!;
  }
  for (let t = 0; t < p; t++) means[t]! /= n;
  yMean /= n;
  const gram = new Float64Array(p * p);
  const rhs = new Float64Array(p);
  const centred = new Float64Array(p);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < x.nFeatures; j++) xRow[j] = x.columns[j]![i]!;
    fillDesignRow(terms, xRow, row);
    for (let t = 0; t < p; t++) centred[t] = row[t]! - means[t]!;
    const yc = y[i]! - yMean;
    for (let a = 0; a < p; a++) {
      const va = centred[a]!;
      if (va === 0) continue;
      rhs[a]! += va * yc;
      for (let b = 0; b <= a; b++) gram[a * p + b]! += va * centred[b]!;
    }
  }
  for (let a = 0; a < p; a++) {
    for (let b = 0; b < a; b++) gram[b * p + a] = gram[a * p + b]!;
    // A tiny ridge keeps constant columns solvable when alpha is 0.
    gram[a * p + a]! += alpha + 1e-12;
  }
  const beta = p > 0 ? solveCholesky(gram, rhs, p) : new Float64Array(0);
  let intercept = yMean;
  for (let t = 0; t < p; t++) intercept -= beta[t]! * means[t]!;
  return { kind: 'ridge', alpha, terms, intercept, coefficients: Array.from(beta), termMeans: Array.from(means) };
}

export function predictRidge(model: RidgeModel, x: Float64Array, row = new Float64Array(model.terms.length)): number {
  fillDesignRow(model.terms, x, row);
  let sum = model.intercept;
  for (let t = 0; t < row.length; t++) sum += model.coefficients[t]! * row[t]!;
  return sum;
}

/** Exact linear SHAP, phi_t = beta_t (z_t - E[z_t]), summed per original feature; returns the base value. */
export function addRidgeShap(
  model: RidgeModel,
  x: Float64Array,
  phi: Float64Array,
  scale: number,
  row = new Float64Array(model.terms.length),
): number {
  fillDesignRow(model.terms, x, row);
  let base = model.intercept;
  for (let t = 0; t < row.length; t++) {
    const beta = model.coefficients[t]!;
    base += beta * model.termMeans[t]!;
    phi[model.terms[t]!.feature]! += scale * beta * (row[t]! - model.termMeans[t]!);
  }
  return base * scale;
}
