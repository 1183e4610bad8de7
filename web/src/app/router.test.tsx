import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { clearSessionHint } from '@/lib/session-hint';
import { setSessionHint } from '@/testing/session-hint';
import { EntryRoutes } from './router';

// The app chunk (Apollo, the frame, the screens) stands in for itself here: what matters is whether it loads.
jest.mock('./app', () => ({ App: () => <p>La aplicación</p> }));
// The landing page's bundle must stay without Apollo (~54 KB gzipped): importing it here fails the test.
jest.mock('@apollo/client', () => {
  throw new Error('The landing page must not load Apollo');
});
jest.mock('@apollo/client/react', () => {
  throw new Error('The landing page must not load Apollo');
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <EntryRoutes />
    </MemoryRouter>,
  );
}

afterEach(() => {
  clearSessionHint();
});

test('shows the landing page at / to a visitor without the session hint, without loading the app', async () => {
  renderAt('/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Repaso' })).toBeInTheDocument();
  expect(screen.queryByText('La aplicación')).not.toBeInTheDocument();
});

test('loads the app at / when the session hint says someone is probably signed in', async () => {
  setSessionHint();
  renderAt('/');

  expect(await screen.findByText('La aplicación')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Comenzar' })).not.toBeInTheDocument();
});

test('loads the app for every other path, signed in or not', async () => {
  renderAt('/login');

  expect(await screen.findByText('La aplicación')).toBeInTheDocument();
});
