/**
 * zod without its compiled fast path in the browser. zod probes for `new Function` before its
 * first object parse, and the page's Content-Security-Policy refuses eval: the probe itself is a
 * CSP violation reported in the console (Lighthouse's best practices, docs/benchmarks.md). The
 * browser validates small forms, where the plain path is enough; the server keeps the fast path.
 *
 * zod keeps its configuration in `globalThis.__zod_globalConfig` (zod/v4/core/core.js), created
 * on first load if missing: setting it here, whether zod is loaded yet or not, costs the first
 * screen nothing, where `import { config } from 'zod/v4/core'` would add ~3 kB to it.
 * tests/unit/zod-jitless.test.ts checks that zod reads it.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
