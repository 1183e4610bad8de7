import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  CommunityFolderDocument,
  CopyCommunityFolderDocument,
  FoldersDocument,
  ReportCommunityFolderDocument,
  ViewerDocument,
} from '@/__generated__/graphql';
import { preloadCardMarkdown } from '@/components/card-content/card-content';
import { createCache } from '@/lib/apollo-cache';
import { folder, userStats } from '@/testing/fixtures';
import { ana, CurrentPath, currentPath, type RenderOptions, renderWithProviders, toasts } from '@/testing/test-utils';
import { CommunityFolderRoute } from './community-folder';

const slug = 'verbos-irregulares-ab12';
const page = {
  __typename: 'CommunityFolderPage' as const,
  id: slug,
  slug,
  title: 'Verbos irregulares',
  description: 'Los **100** verbos más usados',
  authorName: 'Profe Ana',
  frontLanguage: 'en-GB',
  backLanguage: 'es-ES',
  level: 'B1',
  tags: ['verbos', 'gramática'],
  licence: 'cc-by-sa-4.0',
  cardCount: 100,
  copiesCount: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
  previewCards: [
    { __typename: 'CommunityCard' as const, key: 'k1', front: 'to be', back: 'ser / estar' },
    { __typename: 'CommunityCard' as const, key: 'k2', front: 'to go', back: 'ir' },
  ],
};
const pageMock = {
  request: { query: CommunityFolderDocument, variables: { slug } },
  result: { data: { communityFolder: page } },
};
/** The screen at `path`, under its registry pattern (so the slug is a parameter). */
function renderPage(options: RenderOptions & { path: string }) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/comunidad/:slug" element={<CommunityFolderRoute />} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentPath />
    </>,
    options,
  );
}

const viewerMock = (viewer: typeof ana | null) => ({
  request: { query: ViewerDocument },
  result: { data: { viewer } },
});

// Formatted sides render once the Markdown renderer (a chunk of its own) has come: here it has.
beforeAll(() => preloadCardMarkdown());

test('shows a visitor the description as Markdown, the facts and the first cards, and a way to sign in and come back', async () => {
  renderPage({ path: `/comunidad/${slug}`, mocks: [pageMock, viewerMock(null)] });

  expect(await screen.findByRole('heading', { level: 1, name: 'Verbos irregulares' })).toBeInTheDocument();
  expect(screen.getByText('100', { selector: 'strong' })).toBeInTheDocument();
  expect(screen.getByText('de Profe Ana')).toBeInTheDocument();
  expect(screen.getByText('CC BY-SA 4.0')).toBeInTheDocument();
  expect(screen.getByText('100 cartas · 3 copias')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Las primeras 2 de 100 cartas' })).toBeInTheDocument();
  expect(screen.getByText('ser / estar')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Inicia sesión para añadirla a tus carpetas' })).toHaveAttribute(
    'href',
    `/login?volver=%2Fcomunidad%2F${slug}`,
  );
  expect(screen.queryByRole('button', { name: 'Denunciar' })).not.toBeInTheDocument();
});

test('a slug that is not published is "Carpeta no encontrada"', async () => {
  renderPage({
    path: '/comunidad/nada-1234',
    mocks: [
      {
        request: { query: CommunityFolderDocument, variables: { slug: 'nada-1234' } },
        result: { data: { communityFolder: null } },
      },
      viewerMock(null),
    ],
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Carpeta no encontrada' })).toBeInTheDocument();
  expect(document.title).toBe('Carpeta de la comunidad no encontrada · Repaso');
});

test('"Añadir a mis carpetas" copies it: the folder joins the list, then opens', async () => {
  const cache = createCache();
  cache.writeQuery({ query: FoldersDocument, data: { folders: [] } });
  const copy = folder({ id: '42', name: 'Verbos irregulares', stats: { totalCards: 100, dueCards: 20 } });
  renderPage({
    path: `/comunidad/${slug}`,
    cache,
    mocks: [
      pageMock,
      viewerMock(ana),
      {
        request: { query: CopyCommunityFolderDocument, variables: { slug } },
        result: {
          data: {
            copyCommunityFolder: {
              __typename: 'CopyCommunityFolderPayload',
              folder: copy,
              communityFolder: { __typename: 'CommunityFolder', id: slug, copiesCount: 4 },
              viewer: { __typename: 'User', id: '1', stats: userStats({ totalFolders: 1, cardsDueToday: 20 }) },
            },
          },
        },
      },
    ],
  });

  await userEvent.click(await screen.findByRole('button', { name: 'Añadir a mis carpetas: Verbos irregulares' }));

  expect(await toasts().findByText('¡Carpeta añadida!')).toBeInTheDocument();
  expect(toasts().getByText('«Verbos irregulares» con 100 cartas')).toBeInTheDocument();
  expect(cache.readQuery({ query: FoldersDocument })?.folders.map((f) => f.id)).toEqual(['42']);
  await waitFor(() => expect(currentPath()).toBe('/folders/42'), { timeout: 3000 });
});

test('"Denunciar" sends a reason and a text, and shows the API\'s refusal in Spanish', async () => {
  const report = (text: string) => ({
    request: { query: ReportCommunityFolderDocument, variables: { slug, reason: 'wrong', text } },
  });
  renderPage({
    path: `/comunidad/${slug}`,
    mocks: [
      pageMock,
      viewerMock(ana),
      {
        ...report('Falta una tilde'),
        result: { data: { reportCommunityFolder: { __typename: 'ReportCommunityFolderPayload', reason: 'wrong' } } },
      },
      {
        ...report('Otra vez'),
        result: {
          errors: [
            { message: 'Ya has denunciado esta carpeta; un operador la revisará', extensions: { code: 'CONFLICT' } },
          ],
        },
      },
    ],
  });

  await userEvent.click(await screen.findByRole('button', { name: 'Denunciar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Denunciar esta carpeta' });
  expect(dialog).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Motivo' }), 'wrong');
  await userEvent.type(screen.getByRole('textbox', { name: 'Explica qué ocurre (opcional)' }), 'Falta una tilde');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));
  expect(await toasts().findByText('Denuncia enviada')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: 'Denunciar' }));
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Motivo' }), 'wrong');
  await userEvent.type(screen.getByRole('textbox', { name: 'Explica qué ocurre (opcional)' }), 'Otra vez');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar denuncia' }));
  expect(await toasts().findByText('Ya has denunciado esta carpeta; un operador la revisará')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Denunciar esta carpeta' })).toBeInTheDocument();
});
