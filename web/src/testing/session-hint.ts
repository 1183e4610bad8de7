import { sessionHintCookieName } from '@api/core/first-data-contract';

/** The readable cookie the API sets at sign-in (see lib/session-hint.ts). */
export function setSessionHint() {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = `${sessionHintCookieName}=1; Path=/`;
}
