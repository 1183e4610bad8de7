import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { EntryRoutes } from '@/app/router';

/**
 * The landing page as a visitor gets it, rendered at build time into `dist/landing.html` (scripts/prerender.mjs):
 * the server sends that file for `/` without the session hint, so the page paints before any script runs, and
 * main.tsx hydrates it. Router components render no markup, so MemoryRouter here matches BrowserRouter there.
 */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <MemoryRouter initialEntries={['/']}>
        <EntryRoutes />
      </MemoryRouter>
    </StrictMode>,
  );
}
