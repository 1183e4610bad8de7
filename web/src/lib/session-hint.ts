import { sessionHintCookieName } from '@api/core/first-data-contract';

// The API sets this readable cookie (sessionHintCookieName) at sign-in and clears it at sign-out. It only says
// "probably signed in": without it the landing page can skip the API (and Apollo) entirely. The session itself stays
// HttpOnly.
export function hasSessionHint(): boolean {
  // At build time (prerendering the landing page) there is no document: a visitor, then.
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${sessionHintCookieName}=`));
}

/** For when the API says nobody is signed in after all (expired session, sign-out that did not reach it). */
export function clearSessionHint() {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser Repaso supports.
  document.cookie = `${sessionHintCookieName}=; Max-Age=0; Path=/; SameSite=Lax`;
}
