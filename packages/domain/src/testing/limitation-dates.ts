// The tests of the limitation rows: a client's limitation date as the calculator computes it, with its warnings.
import { expect } from 'vitest';
import type { ClaimType } from '../legal/limitation-types.js';
import { computeDeadlines } from '../legal/limitations.js';

export type TestClient = { incidentDate: string; clientDateOfBirth: string; dateOfDeath?: string };

/** The minor most tolling tests follow: 10 at the act (born 2014-03-15, 18 on 2032-03-15), hurt on 2024-06-12. */
export const TEN_YEAR_OLD = { incidentDate: '2024-06-12', clientDateOfBirth: '2014-03-15' } as const;

/** `limitationFor` as computed on one day (the day the rows a test file covers were read). */
export function limitationsOn(today: string) {
  return (jurisdiction: string, claimType: ClaimType, client: TestClient) => limitationFor(jurisdiction, claimType, client, today);
}

/** The statute of limitations item for the whole case (not one party's), and the warnings joined by new lines. */
export function limitationFor(jurisdiction: string, claimType: ClaimType, client: TestClient, today?: string) {
  const result = computeDeadlines({ jurisdiction, claimType, ...(today ? { today } : {}), ...client });
  const item = result.items.find((entry) => entry.kind === 'statute_of_limitations' && entry.appliesTo === undefined);
  if (!item) throw new Error(`no limitation date: ${JSON.stringify(result)}`);
  return { item, warnings: result.warnings.join('\n') };
}

/**
 * A minor's date on a `limited` row: where the period from the incident puts it (no clock waiting for majority), with
 * the row's warning that tolling is limited and the words `named` (the doctrine or decision it points to). `notNamed`:
 * words the date must not rest on (the young child's birthday of the same row, say).
 */
export function expectLimitedForMinor(
  { item, warnings }: ReturnType<typeof limitationFor>,
  nominalDate: string,
  named: string[],
  notNamed: string[] = [],
) {
  expect(item.nominalDate).toBe(nominalDate);
  expect(item.clockStartedOn).toBeUndefined();
  expect(warnings).toContain('minority tolling is limited');
  for (const words of named) expect(warnings).toContain(words);
  for (const words of notNamed) expect(warnings).not.toContain(words);
}

/**
 * A minor's date on a row whose minority tolling is unverified: the adult's date (`nominalDate`), the warning that
 * tolling is not verified, and the words `named` (what was read, the date of the reading) in the tolling's note.
 */
export function expectUntolledForMinor({ item, warnings }: ReturnType<typeof limitationFor>, nominalDate: string, named: string[]) {
  expect(item.rule.minorTolling.verified).toBe(false);
  for (const words of named) expect(item.rule.minorTolling.note).toContain(words);
  expect(item.nominalDate).toBe(nominalDate);
  expect(warnings).toContain('minority tolling for this rule is not verified');
}
