// The API sets this readable cookie at sign-in and clears it at sign-out. It only says "probably signed in":
// without it the landing page can skip the API (and Apollo) entirely. The session itself stays HttpOnly.
const HINT_COOKIE = 'repaso.signed_in';

export function hasSessionHint(): boolean {
  // At build time (prerendering the landing page) there is no document: a visitor, then.
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${HINT_COOKIE}=`));
}

/** For when the API says nobody is signed in after all (expired session, sign-out that did not reach it). */
export function clearSessionHint() {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser Repaso supports.
  document.cookie = `${HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
