// npm start: builds whatever is not built yet, then runs the server in this process.
import { existsSync } from 'node:fs';
import { buildStale, root } from './lib/workspaces.mjs';

// Settings from a .env file beside package.json; variables already set in the environment win.
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);

await buildStale();
await import(new URL('apps/server/dist/main.js', `file://${root}`).href);
