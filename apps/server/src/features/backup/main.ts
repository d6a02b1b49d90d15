// The entry point of `npm run backup` and `npm run restore` (scripts/backup.mjs runs it with the command's name).
import { runBackupCli } from './cli.js';

const [, , command, ...args] = process.argv;
if (command !== 'backup' && command !== 'restore') {
  console.error('Run this through npm run backup or npm run restore.');
  process.exitCode = 2;
} else {
  process.exitCode = await runBackupCli(command, args);
}
