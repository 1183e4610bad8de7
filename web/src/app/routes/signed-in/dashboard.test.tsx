import { act, screen } from '@testing-library/react';
import { DashboardDocument } from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { userStats } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render-route';
import { DashboardRoute } from './dashboard';

const viewer = { __typename: 'User' as const, id: '1' };
const dashboardMock = (stats: ReturnType<typeof userStats>) => ({
  request: { query: DashboardDocument },
  result: { data: { viewer: { ...viewer, stats } } },
});

function renderDashboard(...stats: ReturnType<typeof userStats>[]) {
  renderRoute(<DashboardRoute />, { path: '/dashboard', mocks: stats.map(dashboardMock), cache: createCache() });
}

const figure = (label: string) => screen.getByText(label).parentElement?.querySelector('dd')?.textContent;

test('shows a skeleton, then the four figures and the learning progress', async () => {
  renderDashboard(
    userStats({
      cardsDueToday: 0,
      cardsStudiedToday: 5,
      totalFolders: 3,
      currentStreak: 1,
      newCards: 6,
      hardCards: 1,
      goodCards: 1,
      easyCards: 2,
    }),
  );

  expect(screen.getByText('Cargando tus estadísticas...')).toBeInTheDocument();
  expect(await screen.findByText('Para repasar hoy')).toBeInTheDocument();
  expect(figure('Para repasar hoy')).toBe('0');
  expect(figure('Estudiadas hoy')).toBe('5');
  expect(figure('Carpetas')).toBe('3');
  expect(figure('Racha')).toBe('1 día');

  const progress = screen.getByRole('region', { name: 'Progreso de aprendizaje' });
  expect(progress).toHaveTextContent(/Nuevas6/);
  expect(progress).toHaveTextContent(/Difícil1/);
  expect(progress).toHaveTextContent(/Medio1/);
  expect(progress).toHaveTextContent(/Fácil2/);
  expect(screen.getByTestId('progress-Nuevas')).toHaveStyle({ width: '60%' });
  expect(screen.getByTestId('progress-Fácil')).toHaveStyle({ width: '20%' });
});

test('no review prompt when nothing is due', async () => {
  renderDashboard(userStats({ totalFolders: 2, currentStreak: 4 }));

  expect(await screen.findByText('4 días')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '¡Es hora de repasar!' })).not.toBeInTheDocument();
});

test('a review prompt, with the counts, leading to all due cards or to the pending reviews', async () => {
  renderDashboard(userStats({ cardsDueToday: 12, totalFolders: 3, newCards: 12 }));

  const prompt = await screen.findByRole('region', { name: '¡Es hora de repasar!' });
  expect(prompt).toHaveTextContent('Tienes 12 cartas pendientes de repaso entre tus 3 carpetas.');
  expect(screen.getByRole('link', { name: 'Repasar todo (12)' })).toHaveAttribute('href', '/study');
  expect(screen.getByRole('link', { name: /Empezar a repasar/ })).toHaveAttribute('href', '/pending-reviews');
});

test('asks again when the window regains focus after 30 s, not before', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    renderDashboard(userStats({ cardsStudiedToday: 1 }), userStats({ cardsStudiedToday: 7 }));
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(figure('Estudiadas hoy')).toBe('1');

    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(figure('Estudiadas hoy')).toBe('1');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
      window.dispatchEvent(new Event('focus'));
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(figure('Estudiadas hoy')).toBe('7');
  } finally {
    jest.useRealTimers();
  }
});
