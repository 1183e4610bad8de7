/** The readable cookie the API sets at sign-in (see lib/session-hint.ts). */
export function setSessionHint() {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'repaso.signed_in=1; Path=/';
}
