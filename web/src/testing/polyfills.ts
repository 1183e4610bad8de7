import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoding API, which React Router uses as soon as it loads.
Object.assign(globalThis, { TextDecoder, TextEncoder });

// Nor pointer capture, which Radix Toast uses to follow a swipe.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.setPointerCapture ??= () => undefined;

// Nor ResizeObserver, which the charts' responsive containers watch their box with (jsdom never lays anything out).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
