import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BottomNav } from './bottom-nav';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <BottomNav />
    </MemoryRouter>,
  );
}

test("has SPEC's four tabs and the statistics, and only on narrow screens", () => {
  renderAt('/');

  const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
  expect(nav).toHaveClass('md:hidden');
  const tabs = screen.getAllByRole('link');
  expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
    ['Inicio', '/'],
    ['Revisiones', '/pending-reviews'],
    ['Carpetas', '/folders'],
    ['Tienda', '/store'],
    ['Estadísticas', '/stats'],
  ]);
});

test.each([
  ['/', 'Inicio'],
  ['/dashboard', 'Inicio'],
  ['/pending-reviews', 'Revisiones'],
  ['/pending-reviews/7', 'Revisiones'],
  ['/folders', 'Carpetas'],
  ['/folders/7', 'Carpetas'],
  ['/store', 'Tienda'],
  ['/stats', 'Estadísticas'],
])('at %s the active tab is %s', (path, active) => {
  renderAt(path);

  expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent(active);
  expect(screen.getAllByRole('link', { current: false })).toHaveLength(4);
});

test('no tab is active on other screens', () => {
  renderAt('/settings');

  expect(screen.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
});
