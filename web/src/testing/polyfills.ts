import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoding API, which React Router uses as soon as it loads.
Object.assign(globalThis, { TextDecoder, TextEncoder });

// Nor pointer capture, which Radix Toast uses to follow a swipe.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.setPointerCapture ??= () => undefined;

// Nor scrolling, which the virtualized card list asks for (jsdom's scrollTo only reports "not implemented").
window.scrollTo = () => undefined;
