import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoding API, which React Router uses as soon as it loads.
Object.assign(globalThis, { TextDecoder, TextEncoder });
