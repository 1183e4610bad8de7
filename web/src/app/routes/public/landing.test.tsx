import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LandingRoute } from './landing';

test('shows the product, the four features and both buttons, without any API provider', () => {
  render(
    <MemoryRouter>
      <LandingRoute />
    </MemoryRouter>,
  );

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

test('links the privacy policy and the terms from its footer, before any sign-up', () => {
  render(
    <MemoryRouter>
      <LandingRoute />
    </MemoryRouter>,
  );

  const legal = within(screen.getByRole('navigation', { name: 'Información legal' }));
  expect(legal.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/privacy-policy');
  expect(legal.getByRole('link', { name: 'Términos de uso' })).toHaveAttribute('href', '/terms-of-service');
  expect(screen.getByRole('contentinfo')).toContainElement(legal.getByRole('link', { name: 'Términos de uso' }));
});
