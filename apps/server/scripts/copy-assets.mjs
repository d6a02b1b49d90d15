// Copies the server's non-TypeScript files into dist beside the compiled code.
import { copyFileSync, mkdirSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
mkdirSync(`${root}dist/db`, { recursive: true });
copyFileSync(`${root}src/db/pglite-worker.mjs`, `${root}dist/db/pglite-worker.mjs`);
