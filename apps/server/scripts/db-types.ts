// `npm run db:types` writes the Kysely types of the migrated schema; `npm run db:types -- --check` fails when they are stale.
import { writeFile } from 'node:fs/promises';
import { checkDatabaseTypes, generateDatabaseTypes, generatedTablesFile } from '../src/db/database-types.js';

const check = process.argv.includes('--check');
const started = performance.now();
const generated = await generateDatabaseTypes({ databaseUrl: process.env.DATABASE_URL || null });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (check) {
  const result = await checkDatabaseTypes(generatedTablesFile, generated);
  if (!result.upToDate) {
    console.error(result.message);
    process.exit(1);
  }
  console.log(`Database types are up to date (${seconds} s).`);
} else {
  await writeFile(generatedTablesFile, generated);
  console.log(`Wrote the database types in ${seconds} s.`);
}
