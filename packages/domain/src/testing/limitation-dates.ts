// The tests of the limitation rows: a client's limitation date as the calculator computes it, with its warnings.
import type { ClaimType } from '../legal/limitation-types.js';
import { computeDeadlines } from '../legal/limitations.js';

export type TestClient = { incidentDate: string; clientDateOfBirth: string; dateOfDeath?: string };

/** The statute of limitations item for the whole case (not one party's), and the warnings joined by new lines. */
export function limitationFor(jurisdiction: string, claimType: ClaimType, client: TestClient, today?: string) {
  const result = computeDeadlines({ jurisdiction, claimType, ...(today ? { today } : {}), ...client });
  const item = result.items.find((entry) => entry.kind === 'statute_of_limitations' && entry.appliesTo === undefined);
  if (!item) throw new Error(`no limitation date: ${JSON.stringify(result)}`);
  return { item, warnings: result.warnings.join('\n') };
}
