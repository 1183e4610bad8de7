import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeleteFolderDocument, FoldersDocument, SeedSampleDataDocument } from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { folder, hoursAgo, userStats } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render-route';
import { toasts } from '@/testing/test-utils';
import { FoldersRoute } from './folders';

const english = folder({
  id: '1',
  name: 'Vocabulario de inglés',
  hasStudiedCards: true,
  updatedAt: hoursAgo(2),
  stats: { totalCards: 50, dueCards: 4 },
});
const biology = folder({
  id: '2',
  name: 'Biología',
  description: null,
  updatedAt: hoursAgo(0.1),
  stats: { totalCards: 3, dueCards: 3 },
});
const history = folder({ id: '3', name: 'Historia', description: 'Fechas', updatedAt: hoursAgo(24 * 3) });
const viewer = { __typename: 'User' as const, id: '1', stats: userStats() };

function renderFolders(folders: ReturnType<typeof folder>[], mocks: MockLink.MockedResponse[] = []) {
  renderRoute(<FoldersRoute />, {
    path: '/folders',
    mocks: [{ request: { query: FoldersDocument }, result: { data: { folders } } }, ...mocks],
    cache: createCache(),
  });
}

const folderNames = () =>
  screen
    .queryAllByRole('heading', { level: 2 })
    .filter((heading) => heading.closest('li'))
    .map((heading) => heading.textContent);
const folderCard = (name: string) => within(screen.getByRole('link', { name }).closest('li')!);

test('lists the folders, most recently changed first, each with its study button', async () => {
  renderFolders([english, history, biology]);

  await screen.findByRole('link', { name: 'Biología' });
  expect(folderNames()).toEqual(['Biología', 'Vocabulario de inglés', 'Historia']);
  expect(screen.getByRole('link', { name: 'Biología' })).toHaveAttribute('href', '/folders/2');

  const studied = folderCard('Vocabulario de inglés');
  expect(studied.getByRole('link', { name: 'Repasar: Vocabulario de inglés' })).toHaveAttribute('href', '/study/1');
  expect(studied.getByText('Actualizada hace 2 horas')).toBeInTheDocument();
  expect(studied.getByText('50 cartas · 4 para repasar')).toBeInTheDocument();
  expect(studied.getByText('Palabras del día a día')).toBeInTheDocument();
  expect(folderCard('Biología').getByRole('link', { name: 'Empezar: Biología' })).toHaveAttribute('href', '/study/2');
  expect(folderCard('Historia').getByText('Actualizada hace 3 días')).toBeInTheDocument();
});

test('asks the API again on each visit, over what the cache (the persisted copy) already holds', async () => {
  // A folder made on another device since this copy was persisted.
  const cache = createCache();
  cache.writeQuery({ query: FoldersDocument, data: { folders: [english] } });
  renderRoute(<FoldersRoute />, {
    path: '/folders',
    mocks: [{ request: { query: FoldersDocument }, result: { data: { folders: [english, biology] } } }],
    cache,
  });

  expect(await screen.findByRole('link', { name: 'Biología' })).toBeInTheDocument();
  expect(folderNames()).toEqual(['Biología', 'Vocabulario de inglés']);
});

test('a folder without cards offers "Empezar" disabled, saying why, as the folder page does', async () => {
  const empty = folder({ id: '4', name: 'Química', cardCount: 0, stats: { totalCards: 0 } });
  renderFolders([empty, biology]);

  const start = await screen.findByRole('button', { name: 'Empezar: Química' });
  expect(start).toBeDisabled();
  expect(start).toHaveAccessibleDescription('Añade cartas para poder repasar');
  expect(folderCard('Química').queryByRole('link', { name: /^Empezar/ })).not.toBeInTheDocument();
  expect(folderCard('Biología').getByRole('link', { name: 'Empezar: Biología' })).toBeEnabled();
});

test('filters by name as you type, accents and case aside', async () => {
  renderFolders([english, history, biology]);
  const search = await screen.findByRole('searchbox', { name: 'Buscar carpetas' });

  await userEvent.type(search, 'INGLES');
  expect(folderNames()).toEqual(['Vocabulario de inglés']);

  await userEvent.clear(search);
  await userEvent.type(search, 'química');
  expect(folderNames()).toEqual([]);
  expect(screen.getByText('Ninguna carpeta coincide con «química».')).toBeInTheDocument();
});

test('deletes a folder after confirmation', async () => {
  renderFolders(
    [english, biology],
    [
      {
        request: { query: DeleteFolderDocument, variables: { id: '2' } },
        result: { data: { deleteFolder: { __typename: 'DeleteFolderPayload', deletedFolderId: '2', viewer } } },
      },
    ],
  );

  await userEvent.click(await screen.findByRole('button', { name: 'Eliminar la carpeta «Biología»' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(
    '¿Estás seguro de que quieres eliminar esta carpeta? Todas las tarjetas serán eliminadas.',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

  expect(await toasts().findByText('Carpeta eliminada correctamente')).toBeInTheDocument();
  await waitFor(() => expect(folderNames()).toEqual(['Vocabulario de inglés']));
});

test('says so when a folder could not be deleted', async () => {
  renderFolders(
    [english],
    [{ request: { query: DeleteFolderDocument, variables: { id: '1' } }, error: new TypeError('Failed to fetch') }],
  );

  await userEvent.click(await screen.findByRole('button', { name: 'Eliminar la carpeta «Vocabulario de inglés»' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));

  expect(await toasts().findByText('Error al eliminar la carpeta')).toBeInTheDocument();
  expect(folderNames()).toEqual(['Vocabulario de inglés']);
});

test('with no folders, offers the sample data and a custom folder', async () => {
  const sample = folder({ id: '5', name: 'Vocabulario de francés', stats: { totalCards: 50, dueCards: 50 } });
  renderFolders(
    [],
    [
      {
        request: { query: SeedSampleDataDocument },
        result: {
          data: {
            seedSampleData: {
              __typename: 'SeedSampleDataPayload',
              message: 'Se han creado 1 carpeta con 50 cartas de ejemplo',
              folderCount: 1,
              cardCount: 50,
              folders: [sample],
              viewer,
            },
          },
        },
      },
    ],
  );

  expect(await screen.findByRole('heading', { name: 'Aún no tienes carpetas' })).toBeInTheDocument();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Crear carpeta personalizada' }));
  expect(await screen.findByRole('dialog', { name: 'Nueva carpeta' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');

  await userEvent.click(screen.getByRole('button', { name: 'Cargar datos de ejemplo' }));
  expect(await toasts().findByText('Se han creado 1 carpeta con 50 cartas de ejemplo')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Vocabulario de francés' })).toBeInTheDocument();
});

test.each([
  ["the server's message", { errors: [{ message: 'Demasiadas peticiones' }] }, 'Demasiadas peticiones'],
  ['its own message', { error: new TypeError('Failed to fetch') }, 'Error al crear datos de ejemplo'],
])('a failed sample data load shows %s', async (_case, answer, message) => {
  const mock = 'error' in answer ? { error: answer.error } : { result: answer };
  renderFolders([], [{ request: { query: SeedSampleDataDocument }, ...mock }]);

  await userEvent.click(await screen.findByRole('button', { name: 'Cargar datos de ejemplo' }));

  expect(await toasts().findByText(message)).toBeInTheDocument();
});
