import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new screen's heading is awaited (its code, then its data, may still be loading). */
const HEADING_WAIT_MS = 5000;

/**
 * After each navigation inside the app, focus moves to the new screen's main heading, so that a screen
 * reader announces the screen and Tab continues from there (a full page load starts at the top by itself).
 * A screen that has already placed focus in its content (the study card) keeps it.
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const focusedBefore = document.activeElement;
    function focusHeading(): boolean {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      const main = heading.closest('main');
      const active = document.activeElement;
      // The screen placed focus in its content itself (the study card): it stays there.
      if (active && active !== focusedBefore && active !== main && main?.contains(active)) return true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.classList.add('outline-none');
      heading.focus();
      return true;
    }
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(stop, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);

  return null;
}
