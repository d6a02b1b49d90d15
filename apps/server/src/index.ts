// The server package's public surface, for tests, scripts and benchmarks.
export { buildApp, type CasecastApp } from './app.js';
export { loadConfig, type Config } from './config.js';
export { openDatabase, type DatabaseHandle } from './db/database.js';
export { migrateDatabase } from './db/migrate.js';
export { startRuntime, type Runtime } from './runtime.js';
