import { sessionHintCookieName } from '@api/core/first-data-contract';

// The API sets this readable cookie (sessionHintCookieName) at sign-in and clears it at sign-out. It only says
// "probably signed in": without it the landing page can skip the API (and Apollo) entirely. The session itself stays
// HttpOnly.
export function hasSessionHint(): boolean {
  // On the server there is no document: a visitor (the landing page at build time), unless it renders a member's page.
  if (typeof document === 'undefined') return renderingMemberPage;
  return document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${sessionHintCookieName}=`));
}

let renderingMemberPage = false;

/** What `render` returns, rendered on the server as a member's page (prerender.tsx `renderMemberScreen`). */
export function asMember<T>(render: () => T): T {
  renderingMemberPage = true;
  try {
    return render();
  } finally {
    renderingMemberPage = false;
  }
}

/** For when the API says nobody is signed in after all (expired session, sign-out that did not reach it). */
export function clearSessionHint() {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser Repaso supports.
  document.cookie = `${sessionHintCookieName}=; Max-Age=0; Path=/; SameSite=Lax`;
}
