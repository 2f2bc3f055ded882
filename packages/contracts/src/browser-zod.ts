import { config } from 'zod';

// zod 4 probes `new Function` when it builds an object schema, to compile its validator; in the
// storefront and the back office, whose CSP allows no eval, that probe is a reported violation.
// Browsers parse few answers, so they do without compiling; the API keeps it. Imported first by
// index.ts: the setting must come before any schema of this package is built.
if ('document' in globalThis) config({ jitless: true });
