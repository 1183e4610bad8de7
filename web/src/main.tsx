import './lib/zod-config';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter, preloadPage } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppRouter />
  </StrictMode>
);
// landing.html arrives with the landing page already rendered (prerender.tsx); every other page starts empty.
// In a transition, React renders in slices of a few milliseconds, yielding to the browser in between, rather than in
// one long task that would hold input back (Lighthouse's total blocking time).
// A signed-in screen's shell (the frame and the screen's skeleton, sent with its first data: graphql-api
// first-screen-data.ts) is static markup, not React's: the first render replaces it rather than hydrating it.
const shell = container.firstElementChild?.hasAttribute('data-shell') ?? false;
const start = () =>
  startTransition(() => {
    if (container.firstElementChild && !shell) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
// The first render waits for the app's code (and a prerendered screen's): a render that suspends shows nothing and
// then holds the screen back for React's 300 ms. A chunk that fails to load fails again in the render, which reports it.
const prerendered = container.firstElementChild !== null && !shell;
// A shell's screen chunks come preloaded with the page: waiting for them keeps the shell up until the screen is ready.
const load = () => preloadPage(window.location.pathname, { withScreen: prerendered || shell }).then(start, start);
// A prerendered page (the landing page, /login, …) is on screen before any script runs: its code is asked for after
// that first paint, never ahead of it.
if (prerendered) requestAnimationFrame(() => setTimeout(load, 0));
else load();
