import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportStoreTemplateDocument, StoreDocument } from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { folder, userStats } from '@/testing/fixtures';
import { renderRoute } from '@/testing/render-route';
import { currentPath, toasts } from '@/testing/test-utils';
import { StoreRoute } from './store';

const template = (id: string, name: string, level: string, alreadyImported = false) => ({
  __typename: 'StoreTemplate' as const,
  id,
  name,
  description: `Descripción de ${name}`,
  level,
  alreadyImported,
  cards: [
    { __typename: 'TemplateCard' as const, front: 'hello', back: 'hola' },
    { __typename: 'TemplateCard' as const, front: 'goodbye', back: 'adiós' },
  ],
});
const greetings = template('ingles-saludos', 'Inglés: saludos', 'Principiante', true);
const food = template('ingles-comida', 'Inglés: comida', 'Principiante');
const travel = template('ingles-viajes', 'Inglés: viajes', 'Elemental');
const storeMock = {
  request: { query: StoreDocument },
  result: { data: { storeTemplates: [greetings, food, travel] } },
};

function renderStore(mocks: MockLink.MockedResponse[] = [storeMock]) {
  renderRoute(<StoreRoute />, { path: '/store', mocks, cache: createCache() });
}

function templateCard(name: string) {
  return within(screen.getByRole('heading', { name }).closest('li')!);
}

test('lists the templates with their level and card count', async () => {
  renderStore();

  expect(await screen.findByRole('heading', { level: 2, name: 'Inglés: comida' })).toBeInTheDocument();
  expect(templateCard('Inglés: comida').getByText('Principiante')).toBeInTheDocument();
  expect(templateCard('Inglés: viajes').getByText('Elemental')).toBeInTheDocument();
  expect(templateCard('Inglés: viajes').getByText('2 cartas')).toBeInTheDocument();
});

test('a template already imported cannot be added again', async () => {
  renderStore();

  await screen.findByRole('heading', { name: 'Inglés: saludos' });
  expect(templateCard('Inglés: saludos').getByRole('button', { name: 'Ya añadida' })).toBeDisabled();
  expect(
    templateCard('Inglés: comida').getByRole('button', { name: 'Añadir a mis carpetas: Inglés: comida' }),
  ).toBeEnabled();
});

test('the preview lists every card, front to back', async () => {
  renderStore();

  await userEvent.click(await screen.findByRole('button', { name: 'Vista previa de «Inglés: viajes»' }));

  const dialog = await screen.findByRole('dialog', { name: 'Inglés: viajes' });
  const items = within(dialog).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['hello→hola', 'goodbye→adiós']);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('imports a template: a toast with name and card count, then the new folder after 1.5 s', async () => {
  const mocks = [
    storeMock,
    {
      request: { query: ImportStoreTemplateDocument, variables: { templateId: 'ingles-comida' } },
      result: {
        data: {
          importStoreTemplate: {
            __typename: 'ImportStoreTemplatePayload' as const,
            folderName: 'Inglés: comida',
            cardCount: 10,
            folderId: '42',
            folder: folder({ id: '42', name: 'Inglés: comida', stats: { totalCards: 10, dueCards: 10 } }),
            template: { __typename: 'StoreTemplate' as const, id: 'ingles-comida', alreadyImported: true },
            viewer: { __typename: 'User' as const, id: '1', stats: userStats({ totalFolders: 1 }) },
          },
        },
      },
    },
  ];
  renderStore(mocks);

  await userEvent.click(await screen.findByRole('button', { name: 'Añadir a mis carpetas: Inglés: comida' }));

  expect(await toasts().findByText('¡Carpeta añadida!')).toBeInTheDocument();
  expect(toasts().getByText('«Inglés: comida» con 10 cartas')).toBeInTheDocument();
  expect(templateCard('Inglés: comida').getByRole('button', { name: 'Ya añadida' })).toBeDisabled();
  expect(currentPath()).toBe('/store');
  await waitFor(() => expect(currentPath()).toBe('/folders/42'), { timeout: 3000 });
});

test("shows the server's message when the import is refused", async () => {
  const mocks = [
    storeMock,
    {
      request: { query: ImportStoreTemplateDocument, variables: { templateId: 'ingles-viajes' } },
      result: {
        errors: [{ message: 'Ya tienes una carpeta llamada «Inglés: viajes»', extensions: { code: 'CONFLICT' } }],
      },
    },
  ];
  renderStore(mocks);

  await userEvent.click(await screen.findByRole('button', { name: 'Añadir a mis carpetas: Inglés: viajes' }));

  expect(await toasts().findByText('Ya tienes una carpeta llamada «Inglés: viajes»')).toBeInTheDocument();
  expect(currentPath()).toBe('/store');
});

test('falls back to its own message when the server sent none', async () => {
  const mocks = [
    storeMock,
    {
      request: { query: ImportStoreTemplateDocument, variables: { templateId: 'ingles-viajes' } },
      error: new TypeError('Failed to fetch'),
    },
  ];
  renderStore(mocks);

  await userEvent.click(await screen.findByRole('button', { name: 'Añadir a mis carpetas: Inglés: viajes' }));

  expect(await toasts().findByText('Error al importar la carpeta de la tienda')).toBeInTheDocument();
});
