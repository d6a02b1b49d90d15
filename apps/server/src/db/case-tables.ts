// Older names for the app's database, still used by the record-kind features (money, records, contacts); new code takes Database and Db from schema.ts.
import type { Database, Db } from './schema.js';

export type CaseDatabase = Database;
export type CaseDb = Db;
