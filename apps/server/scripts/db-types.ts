// `npm run db:types` writes the Kysely types of the migrated schema; `npm run db:types -- --check` fails when they are stale.
// `--file PATH` reads or writes another copy than the checked-in one (tests).
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkDatabaseTypes, generateDatabaseTypes, generatedTablesFile } from '../src/db/database-types.js';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false }, file: { type: 'string' } } });
const file = values.file ? resolve(values.file) : generatedTablesFile;
const started = performance.now();
const generated = await generateDatabaseTypes({ databaseUrl: process.env.DATABASE_URL || null });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (values.check) {
  const result = await checkDatabaseTypes(file, generated);
  if (!result.upToDate) {
    console.error(result.message);
    process.exit(1);
  }
  console.log(`Database types are up to date (${seconds} s).`);
} else {
  await writeFile(file, generated);
  console.log(`Wrote the database types in ${seconds} s.`);
}
