import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { NotFoundRoute } from './not-found';

test('shows the 404 heading and a link back home', () => {
  renderWithProviders(<NotFoundRoute />);

  expect(screen.getByRole('heading', { level: 1, name: '404 Página no encontrada' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
});
