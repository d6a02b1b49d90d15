// The app's database type: every table of the migrations, generated into generated-tables.ts (`npm run db:types`).
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './generated-tables.js';

export type Database = DB;

/** A connection or a transaction: repositories take either, so a service decides what runs in one transaction. */
export type Db = Kysely<Database> | Transaction<Database>;
