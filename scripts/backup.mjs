// npm run backup / npm run restore: builds whatever is not built yet, then runs the command with the server's settings.
import { existsSync } from 'node:fs';
import { buildStale, root } from './lib/workspaces.mjs';

// Settings from a .env file beside package.json; variables already set in the environment win.
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);

await buildStale();
await import(new URL('apps/server/dist/features/backup/main.js', `file://${root}`).href);
