// zod compiles object parsers with `new Function` when it may, and finds out by trying. The Content-Security-Policy
// (script-src 'self') forbids it, and Chromium reports even that caught try as a CSP violation (Lighthouse's best
// practices count it). The forms' objects are small: zod's interpreter is fast enough. Imported first by main.tsx,
// before any schema is built (the flag is read when a schema is made).
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` (so that every copy of zod in a page shares it) and
// takes an object already there: set so, the flag costs the entry chunk no byte of zod, which only the forms' chunks
// load (`config({ jitless: true })` from zod/v4/core put 10 KB of it in front of every page).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
