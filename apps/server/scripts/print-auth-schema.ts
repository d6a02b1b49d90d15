// Prints the SQL that better-auth's current version wants on an empty database, to keep migrations/ in step with it.
import { getMigrations } from 'better-auth/db/migration';
import { openDatabase } from '../src/db/database.js';
import { createAuth } from '../src/auth/auth.js';
import { loadConfig } from '../src/config.js';

const handle = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
try {
  const config = { ...loadConfig({ ...process.env, DATA_DIR: 'memory://unused', AUTH_SECRET: 'x'.repeat(32) }) };
  const auth = createAuth({
    config,
    db: handle.db,
    mailer: { transport: 'outbox', send: async () => undefined },
    logger: console,
    onUserCreated: async () => undefined,
  });
  const { compileMigrations } = await getMigrations(auth.options);
  console.log(await compileMigrations());
} finally {
  await handle.close();
}
