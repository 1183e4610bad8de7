import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { AnkiConnectHelpRoute } from './anki-connect-help';

test('gives the address to paste, where the key comes from, the mapping and what is not supported', () => {
  renderWithProviders(<AnkiConnectHelpRoute />);

  expect(
    screen.getByRole('heading', { level: 1, name: 'Usar Repaso desde Yomitan, Obsidian, scripts y asistentes' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      `Dirección que pegar en la herramienta (en lugar de http://127.0.0.1:8765): ${window.location.origin}/anki-connect`,
    ),
  ).toBeInTheDocument();
  expect(screen.getByText(/crea un token con el permiso «AnkiConnect: lectura y escritura»/)).toBeInTheDocument();
  expect(screen.getByText(/Mazos \(decks\) = carpetas/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: /Qué no se admite/ })).toBeInTheDocument();
  expect(document.title).toMatch(/^Usar Repaso desde Yomitan/);
});
