import { config, z } from 'zod';

// zod 4 probes `new Function` when it builds an object schema, to compile its validator; in the
// storefront and the back office, whose CSP allows no eval, that probe is a reported violation.
// Browsers parse few answers, so they do without compiling; the API keeps it. Every schema file
// of this package takes `z` from here, never from 'zod', so the setting runs before its first
// schema however a bundler enters the package (with `sideEffects` declared, Turbopack imports a
// schema file straight past index.ts).
if ('document' in globalThis) config({ jitless: true });

export { z };
