import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppRouter />
  </StrictMode>
);
// landing.html arrives with the landing page already rendered (prerender.tsx); every other page starts empty.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
