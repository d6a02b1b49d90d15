// Run before the app's modules (a deferred script ahead of them in index.html): zod parses without
// compiling code. The Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids
// `new Function`, and zod probes for it as it defines its first object schema, which the browser records
// as a policy violation on every page. Zod reads its settings from this global (what `z.config` writes);
// a module of the bundle would run too late, after the chunk that defines the schemas.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
