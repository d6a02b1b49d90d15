// The fingerprint of the facts a prediction is made from: the same facts give the same hash, so a save that
// changes nothing leaves a prediction current, and any change to the case, its injuries or treatments does not.
import { createHash } from 'node:crypto';
import type { PredictionSource } from '@casecast/domain';
import type { RecoveryFactsRow } from './repository.js';

/** JSON with object keys sorted and arrays in a fixed order, so row order and key order never matter. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).sort().join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Hash of what the value (the model's inputs) and the expected recovery (state, fault, limits, incident date) depend on. */
export function hashPredictionFacts(source: PredictionSource, recovery: RecoveryFactsRow | undefined): string {
  // Lost wages became a model input later: left out while not entered, so predictions stored before stay current.
  const facts = source.lostWages == null ? { ...source, lostWages: undefined } : source;
  return createHash('sha256')
    .update(canonical({ facts, recovery: recovery ?? null }))
    .digest('hex');
}
