// npm start: builds whatever is not built yet, then runs the server in this process.
import { buildStale, root } from './lib/workspaces.mjs';

buildStale();
await import(new URL('apps/server/dist/main.js', `file://${root}`).href);
