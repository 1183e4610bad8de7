import { config } from 'zod/v4/core';

// zod compiles object parsers with `new Function` when it may, and finds out by trying. The Content-Security-Policy
// (script-src 'self') forbids it, and Chromium reports even that caught try as a CSP violation (Lighthouse's best
// practices count it). The forms' objects are small: zod's interpreter is fast enough. Imported first by main.tsx,
// before any schema is built (the flag is read when a schema is made).
config({ jitless: true });
