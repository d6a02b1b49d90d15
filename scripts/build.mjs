// npm run build: builds every workspace in dependency order.
import { buildStale } from './lib/workspaces.mjs';

buildStale({ force: !process.argv.includes('--stale') });
