// Older names for the app's database, still used by the money and records features; new code takes Database and Db from schema.ts.
import type { Database, Db } from './schema.js';

export type CaseDatabase = Database;
export type CaseDb = Db;
