import { screen, waitFor } from '@testing-library/react';
import { ViewerDocument } from '@/__generated__/graphql';
import { renderWithProviders, viewerMock } from '@/testing/test-utils';
import { LandingRoute } from './landing';

test('shows the landing page at once, while it checks who is signed in', () => {
  renderWithProviders(<LandingRoute />, { mocks: [{ request: { query: ViewerDocument }, delay: Infinity }] });

  expect(screen.getByRole('heading', { level: 1, name: 'Repaso' })).toBeInTheDocument();
  expect(screen.getByText('Tarjetas de memoria inteligentes con repetición espaciada')).toBeInTheDocument();
  for (const title of [
    'Algoritmo inteligente',
    'Programación optimizada',
    'Seguimiento del progreso',
    'Organización sencilla',
  ]) {
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
  }
  expect(screen.getByText(/difícil en 1 día, medio en 3 días y fácil en 7 días/)).toBeInTheDocument();
  expect(screen.getByText(/Miles de estudiantes/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: '¿Listo para potenciar tu aprendizaje?' })).toBeInTheDocument();

  const getStarted = screen.getAllByRole('link', { name: 'Comenzar' });
  expect(getStarted).toHaveLength(2);
  for (const link of getStarted) expect(link).toHaveAttribute('href', '/register');
  expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
});

test('keeps the landing page once the API says nobody is signed in', async () => {
  const answer = jest.fn(() => ({ data: { viewer: null } }));
  renderWithProviders(<LandingRoute />, { mocks: [{ request: { query: ViewerDocument }, result: answer, delay: 0 }] });

  await waitFor(() => expect(answer).toHaveBeenCalled());
  expect(screen.getByRole('heading', { level: 1, name: 'Repaso' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toBeInTheDocument();
});

test('shows a signed-in user the dashboard instead of the landing page', async () => {
  const viewer = { __typename: 'User' as const, id: '1', email: 'ana@example.com' };
  renderWithProviders(<LandingRoute />, { mocks: [viewerMock(viewer)] });

  expect(await screen.findByRole('heading', { level: 1, name: 'Tu panel de estudio' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Comenzar' })).not.toBeInTheDocument();
});
