import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

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

// Nor structuredClone, which IndexedDB (fake-indexeddb in the offline queue's tests) copies values with.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value));

// Nor scrolling, which the virtualized card list asks for (jsdom's scrollTo only reports "not implemented").
window.scrollTo = () => undefined;
