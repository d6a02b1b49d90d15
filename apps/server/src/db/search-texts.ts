// The lower-cased texts the searches read, exactly as migration 0039 indexes them: a query must repeat an
// expression to the letter for PostgreSQL to use its index, so the global search and the cases list share these.
import { sql, type RawBuilder } from 'kysely';

/** A party's name (case_party). */
export const partyNameText = (alias: string): RawBuilder<string> => sql<string>`lower(${sql.ref(`${alias}.name`)})`;

/** A policy's claim number and policy number, one per line (case_policy). */
export const policyNumbersText = (alias: string): RawBuilder<string> =>
  sql<string>`lower(coalesce(${sql.ref(`${alias}.claim_number`)}, '') || E'\\n' || coalesce(${sql.ref(`${alias}.policy_number`)}, ''))`;

/** A note's text (case_note). */
export const noteContentText = (alias: string): RawBuilder<string> => sql<string>`lower(${sql.ref(`${alias}.content`)})`;

/** A case's client name and its own (court or claim) case number, one per line (legal_case). */
export const caseNamesText = (alias: string): RawBuilder<string> =>
  sql<string>`lower(${sql.ref(`${alias}.client_name`)} || E'\\n' || coalesce(${sql.ref(`${alias}.case_number`)}, ''))`;

/** A communication's subject and summary, one per line (case_communication, migration 0045). */
export const communicationText = (alias: string): RawBuilder<string> =>
  sql<string>`lower(coalesce(${sql.ref(`${alias}.subject`)}, '') || E'\\n' || ${sql.ref(`${alias}.summary`)})`;
