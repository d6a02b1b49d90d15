// npm run build: builds every workspace in dependency order.
import { buildStale } from './lib/workspaces.mjs';

await buildStale({ force: !process.argv.includes('--stale') });
