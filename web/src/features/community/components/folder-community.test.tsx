import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApplyCommunityUpdateDocument,
  CommunityUpdateDocument,
  type FolderCommunity_FolderFragment,
  FolderStats_FolderFragmentDoc,
  PublishDialogViewerDocument,
  PublishFolderDocument,
} from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { userStats } from '@/testing/fixtures';
import { renderWithProviders, toasts } from '@/testing/test-utils';
import { FolderCommunity } from './folder-community';

const base: FolderCommunity_FolderFragment = {
  __typename: 'Folder',
  id: '7',
  name: 'Verbos irregulares',
  description: 'Para B1',
  publication: null,
  communitySource: null,
};
const publicNameMock = (publicName: string | null) => ({
  request: { query: PublishDialogViewerDocument },
  result: { data: { viewer: { __typename: 'User', id: '1', publicName } } },
});
const publication = {
  __typename: 'Publication' as const,
  id: 'verbos-irregulares-ab12',
  slug: 'verbos-irregulares-ab12',
  title: 'Verbos irregulares',
  description: 'Para B1',
  frontLanguage: 'en-GB',
  backLanguage: null,
  level: 'B1',
  tags: ['verbos', 'b1'],
  licence: 'cc-by-sa-4.0',
  version: 1,
  unpublished: false,
  hidden: false,
  hiddenReason: null,
};

test('without a public name, "Publicar" says so and links to settings', async () => {
  renderWithProviders(<FolderCommunity folder={base} />, { mocks: [publicNameMock(null)] });

  await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));

  const dialog = await screen.findByRole('dialog', { name: 'Publicar en la comunidad' });
  expect(
    await within(dialog).findByText('Para publicar necesitas un nombre público (nunca se muestra tu correo).'),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Elegir nombre público en Ajustes' })).toHaveAttribute(
    'href',
    '/settings',
  );
});

test('publishes with the fields chosen, checked with the API schema first, and shows the API refusal', async () => {
  const input = {
    folderId: '7',
    title: 'Verbos irregulares',
    description: 'Para B1',
    frontLanguage: 'en-GB',
    backLanguage: null,
    level: 'B1',
    tags: ['verbos', 'b1'],
    licence: 'cc-by-sa-4.0',
  };
  const sent = jest.fn(() => ({
    data: {
      publishFolder: {
        __typename: 'PublishFolderPayload',
        publication,
        folder: { __typename: 'Folder', id: '7', publication: { __typename: 'Publication', id: publication.id } },
      },
    },
  }));
  renderWithProviders(<FolderCommunity folder={base} />, {
    mocks: [
      publicNameMock('Profe Ana'),
      publicNameMock('Profe Ana'),
      {
        request: { query: PublishFolderDocument, variables: { input } },
        result: {
          errors: [
            {
              message: 'Has publicado 10 veces hoy: vuelve a intentarlo dentro de 3 horas',
              extensions: { code: 'RATE_LIMITED' },
            },
          ],
        },
      },
      { request: { query: PublishFolderDocument, variables: { input } }, result: sent },
    ],
  });
  await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
  const title = await screen.findByRole('textbox', { name: 'Título' });
  expect(title).toHaveValue('Verbos irregulares');
  expect(screen.getByRole('combobox', { name: 'Licencia' })).toHaveValue('cc-by-4.0');

  await userEvent.clear(title);
  await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
  expect(await screen.findByText('Escribe un título')).toBeInTheDocument();
  expect(sent).not.toHaveBeenCalled();

  await userEvent.type(title, 'Verbos irregulares');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma del anverso' }), 'en-GB');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Nivel' }), 'B1');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Licencia' }), 'cc-by-sa-4.0');
  await userEvent.type(
    screen.getByRole('textbox', { name: 'Etiquetas (separadas por comas, hasta 10)' }),
    'verbos, b1,',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
  expect(
    await toasts().findByText('Has publicado 10 veces hoy: vuelve a intentarlo dentro de 3 horas'),
  ).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
  expect(await toasts().findByText('Carpeta publicada')).toBeInTheDocument();
  expect(sent).toHaveBeenCalledTimes(1);
});

test('a published folder offers its page, "Publicar de nuevo" and "Dejar de publicar", and an operator\'s reason', async () => {
  renderWithProviders(
    <FolderCommunity
      folder={{ ...base, publication: { ...publication, version: 3, hidden: true, hiddenReason: 'Publicidad' } }}
    />,
  );
  expect(screen.getByText('Publicada en la comunidad (versión 3)')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Motivo: Publicidad');
  expect(screen.getByRole('button', { name: 'Publicar de nuevo' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Dejar de publicar' })).toBeInTheDocument();
});

test('"Hay cambios" shows what the update brings and the learner\'s edited cards, and applies with the options chosen', async () => {
  const update = {
    __typename: 'CommunityUpdate' as const,
    fromVersion: 1,
    toVersion: 2,
    added: 3,
    updated: 2,
    conflicting: 1,
    deleted: 1,
  };
  const applied = jest.fn(() => ({
    data: {
      applyCommunityUpdate: {
        __typename: 'ApplyCommunityUpdatePayload',
        update: { ...update },
        folder: {
          ...base,
          cardCount: 12,
          hasStudiedCards: true,
          updatedAt: '2026-11-21T10:00:00.000Z',
          stats: {
            __typename: 'FolderStats',
            totalCards: 12,
            dueCards: 3,
            masteredCards: 0,
            mediumCards: 0,
            difficultCards: 0,
          },
          communitySource: {
            __typename: 'CommunitySource',
            slug: 'verbos-ab12',
            title: 'Verbos',
            version: 2,
            latestVersion: 2,
            hasUpdate: false,
          },
        },
        folders: [],
        viewer: { __typename: 'User', id: '1', stats: userStats() },
      },
    },
  }));
  const copy = {
    ...base,
    communitySource: {
      __typename: 'CommunitySource' as const,
      slug: 'verbos-ab12',
      title: 'Verbos',
      version: 1,
      latestVersion: 2,
      hasUpdate: true,
    },
  };
  renderWithProviders(<FolderCommunity folder={copy} />, {
    mocks: [
      {
        request: { query: CommunityUpdateDocument, variables: { folderId: '7' } },
        result: {
          data: {
            communityUpdate: {
              ...update,
              editedCards: [
                {
                  __typename: 'CommunityEditedCard',
                  cardId: '70',
                  front: 'to be (mío)',
                  back: 'ser',
                  authorFront: 'to be',
                  authorBack: 'ser / estar',
                },
              ],
            },
          },
        },
      },
      {
        request: {
          query: ApplyCommunityUpdateDocument,
          variables: { folderId: '7', overwriteEdited: false, removeDeleted: true },
        },
        result: applied,
      },
    ],
  });
  expect(screen.getByText('Hay cambios en «Verbos»')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Ver los cambios' }));

  const dialog = await screen.findByRole('dialog', { name: 'Hay cambios' });
  expect(await within(dialog).findByText('3 cartas nuevas')).toBeInTheDocument();
  expect(within(dialog).getByText('2 cartas editadas por el autor (conservan tu programación)')).toBeInTheDocument();
  expect(within(dialog).getByText('1 carta que tú también editaste')).toBeInTheDocument();
  expect(within(dialog).getByText('1 carta borrada por el autor')).toBeInTheDocument();
  const edited = within(within(dialog).getByRole('region', { name: 'Tus cartas editadas' }));
  expect(edited.getByText('to be (mío)')).toBeInTheDocument();
  expect(edited.getByText('ser / estar')).toBeInTheDocument();
  expect(within(dialog).getByRole('checkbox', { name: 'Sustituir mis cambios por los del autor' })).not.toBeChecked();

  await userEvent.click(
    within(dialog).getByRole('checkbox', { name: 'Eliminar de mi carpeta las cartas que el autor borró' }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar los cambios' }));

  expect(await toasts().findByText('Carpeta actualizada')).toBeInTheDocument();
  expect(applied).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test("applying an update keeps the figures of the folder a copied note was moved to exact (the answer's folders)", async () => {
  const stats = (cards: number) => ({
    __typename: 'FolderStats' as const,
    totalCards: cards,
    dueCards: cards,
    masteredCards: 0,
    mediumCards: 0,
    difficultCards: 0,
  });
  const moved = (cards: number) => ({
    __typename: 'Folder' as const,
    id: '9',
    cardCount: cards,
    hasStudiedCards: false,
    updatedAt: '2026-11-21T10:00:00.000Z',
    stats: stats(cards),
  });
  const cache = createCache();
  cache.writeFragment({ id: 'Folder:9', fragment: FolderStats_FolderFragmentDoc, data: moved(3) });
  // A template's edit only: no note changed, yet cards are rewritten and one is added.
  const update = {
    __typename: 'CommunityUpdate' as const,
    fromVersion: 1,
    toVersion: 2,
    added: 1,
    updated: 2,
    conflicting: 0,
    deleted: 0,
  };
  const source = {
    __typename: 'CommunitySource' as const,
    slug: 'verbos-ab12',
    title: 'Verbos',
    version: 1,
    latestVersion: 2,
    hasUpdate: true,
  };
  const copy = { ...base, communitySource: source };
  const copyAfter = {
    ...copy,
    cardCount: 5,
    hasStudiedCards: false,
    updatedAt: '2026-11-21T10:00:00.000Z',
    stats: stats(5),
    communitySource: { ...source, version: 2, hasUpdate: false },
  };
  renderWithProviders(<FolderCommunity folder={copy} />, {
    cache,
    mocks: [
      {
        request: { query: CommunityUpdateDocument, variables: { folderId: '7' } },
        result: { data: { communityUpdate: { ...update, editedCards: [] } } },
      },
      {
        request: {
          query: ApplyCommunityUpdateDocument,
          variables: { folderId: '7', overwriteEdited: false, removeDeleted: false },
        },
        result: {
          data: {
            applyCommunityUpdate: {
              __typename: 'ApplyCommunityUpdatePayload',
              update: { ...update },
              folder: copyAfter,
              folders: [copyAfter, moved(4)],
              viewer: { __typename: 'User', id: '1', stats: userStats() },
            },
          },
        },
      },
    ],
  });
  await userEvent.click(screen.getByRole('button', { name: 'Ver los cambios' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hay cambios' });
  expect(await within(dialog).findByText('1 carta nueva')).toBeInTheDocument();
  expect(within(dialog).getByText('2 cartas editadas por el autor (conservan tu programación)')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar los cambios' }));

  expect(await toasts().findByText('Carpeta actualizada')).toBeInTheDocument();
  expect(cache.readFragment({ id: 'Folder:9', fragment: FolderStats_FolderFragmentDoc })).toMatchObject({
    cardCount: 4,
    stats: { totalCards: 4, dueCards: 4 },
  });
});
