/**
 * Zod compiles its object parsers with `new Function` when it may, probing for that the
 * first time a schema parses. Cobber's Content-Security-Policy has no 'unsafe-eval', so the
 * probe, although caught, is reported as a CSP violation on every screen that parses a
 * form (Lighthouse's best practices count it). Zod's `jitless` setting skips both. It is
 * set here, before any zod loads, on the global every copy of zod reads (each remote may
 * bundle its own), without downloading zod for it: `z.config({ jitless: true })` writes
 * the same object. zod-jitless.test.ts checks zod still reads it there.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
