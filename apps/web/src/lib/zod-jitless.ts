// Imported first by the entry: zod parses without compiling code (no `new Function`), which the
// Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids. Without this zod probes for
// eval once, and the browser records a CSP violation on every page (Lighthouse's "issues" audit).
import { z } from 'zod';

z.config({ jitless: true });
