// The server's entry point: `npm start` runs this after building.
import { loadConfig } from './config.js';
import { startRuntime } from './runtime.js';
import { AppError } from './http/errors.js';

/** A stop still under way after this long says, every time it passes again, which step it waits on. */
const SLOW_STOP_NOTICE_MS = 20_000;

async function main() {
  const config = loadConfig();
  const runtime = await startRuntime(config);
  const { app } = runtime;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: stopping`);
    // Written straight to stderr (synchronous on a pipe): the logger's buffered lines can be lost when the process is
    // killed. Never an exit: cutting the embedded database's close short could leave its files half written.
    const started = Date.now();
    const notice = setInterval(() => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stderr.write(`Still stopping ${seconds} s after ${signal}: waiting on ${runtime.stopStep() ?? 'the process to exit'}.\n`);
    }, SLOW_STOP_NOTICE_MS);
    notice.unref();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const where = runtime.database.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server from DATABASE_URL';
  console.log(`\nCasecast is running at ${config.baseUrl} (${where}${config.demoMode ? ', demo mode' : ''})`);
  if (!config.smtpUrl)
    console.log(
      `Emails are not sent (no SMTP_URL): their links appear in this log${config.devMailbox ? ` and at ${config.baseUrl}/dev/mailbox` : ''}`,
    );
  if (runtime.demoLogin) {
    console.log(
      `\nDemo firm ready. Log in at ${config.baseUrl}/login as ${runtime.demoLogin.email} with the password ${runtime.demoLogin.password}`,
    );
    console.log('(shown only this once; "Forgot password?" on the login page resets it).');
  }
  console.log('Press Ctrl-C to stop.\n');
}

main().catch((error: unknown) => {
  if (error instanceof AppError) console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
