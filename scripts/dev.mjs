// npm run dev: `npm start` for a developer's machine. Demo mode (unless DEMO_MODE says otherwise) and
// the dev mailbox at /dev/mailbox, which shows the emails the app would have sent, reset links included.
// `npm start` never opens the mailbox; a server with NODE_ENV=production refuses DEV_MAILBOX.
import { existsSync } from 'node:fs';
import { root } from './lib/workspaces.mjs';

// .env first, so that its DEMO_MODE wins over the default below (start.mjs reads it again, harmlessly).
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);
process.env.DEV_MAILBOX = 'true';
process.env.DEMO_MODE ??= 'true';

await import('./start.mjs');
