import { screen } from '@testing-library/react';
import { renderWithProviders, viewerMock } from '@/testing/test-utils';
import { AppRoutes } from './router';

test('shows the landing page at /', async () => {
  renderWithProviders(<AppRoutes />, { mocks: [viewerMock(null)] });

  expect(await screen.findByRole('heading', { level: 1, name: 'Repaso' })).toBeInTheDocument();
});

test('shows the 404 page for an unknown path', async () => {
  renderWithProviders(<AppRoutes />, { path: '/no-existe' });

  expect(await screen.findByRole('heading', { level: 1, name: '404 Página no encontrada' })).toBeInTheDocument();
});
