import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommunityFoldersDocument, ViewerDocument } from '@/__generated__/graphql';
import { CommunityFrame } from '@/features/community/components/community-frame';
import { createCache } from '@/lib/apollo-cache';
import { renderRoute } from '@/testing/render-route';
import { CommunityRoute } from './community';

const summary = (slug: string, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'CommunityFolder' as const,
  id: slug,
  slug,
  title,
  authorName: 'Profe Ana',
  frontLanguage: 'en-GB',
  backLanguage: 'es-ES',
  level: 'B1',
  tags: ['verbos'],
  cardCount: 40,
  copiesCount: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});
const page = (nodes: ReturnType<typeof summary>[], hasNextPage: boolean, endCursor: string | null) => ({
  data: {
    communityFolders: {
      __typename: 'CommunityFolderConnection' as const,
      edges: nodes.map((node) => ({ __typename: 'CommunityFolderEdge' as const, cursor: `c-${node.slug}`, node })),
      pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor },
      sort: 'copies',
    },
  },
});
const noFilters = { frontLanguage: null, backLanguage: null, level: null, tag: null, sort: 'relevance' };
const signedOut = { request: { query: ViewerDocument }, result: { data: { viewer: null } } };

test('lists published folders signed out, and "Cargar más" brings the next page by cursor', async () => {
  renderRoute(
    <CommunityFrame>
      <CommunityRoute />
    </CommunityFrame>,
    {
      path: '/comunidad',
      cache: createCache(),
      mocks: [
        signedOut,
        {
          request: { query: CommunityFoldersDocument, variables: { search: null, filters: noFilters } },
          result: page([summary('verbos-irregulares-ab12', 'Verbos irregulares')], true, 'c1'),
        },
        {
          request: { query: CommunityFoldersDocument, variables: { search: null, filters: noFilters, after: 'c1' } },
          result: page(
            [summary('phrasal-verbs-cd34', 'Phrasal verbs B2', { level: null, copiesCount: 1 })],
            false,
            'c2',
          ),
        },
      ],
    },
  );

  expect(await screen.findByRole('heading', { level: 1, name: 'Biblioteca de la comunidad' })).toBeInTheDocument();
  const first = await screen.findByRole('link', { name: 'Verbos irregulares' });
  expect(first).toHaveAttribute('href', '/comunidad/verbos-irregulares-ab12');
  const item = within(first.closest('li') as HTMLElement);
  expect(item.getByText('de Profe Ana')).toBeInTheDocument();
  expect(item.getByText('inglés (Reino Unido) → español (España)')).toBeInTheDocument();
  expect(item.getByText('40 cartas · 3 copias')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    '/login?volver=%2Fcomunidad',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Cargar más' }));

  expect(await screen.findByRole('link', { name: 'Phrasal verbs B2' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Verbos irregulares' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
});

test('searches with the filters and the sort chosen, and says when nothing matches', async () => {
  const filtered = { frontLanguage: 'en-US', backLanguage: null, level: 'B2', tag: null, sort: 'recent' };
  renderRoute(<CommunityRoute />, {
    path: '/comunidad',
    cache: createCache(),
    mocks: [
      signedOut,
      {
        request: { query: CommunityFoldersDocument, variables: { search: null, filters: noFilters } },
        result: page([summary('verbos-irregulares-ab12', 'Verbos irregulares')], false, null),
      },
      {
        request: { query: CommunityFoldersDocument, variables: { search: 'phrasal', filters: filtered } },
        result: page([], false, null),
      },
    ],
  });
  await screen.findByRole('link', { name: 'Verbos irregulares' });

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma del anverso' }), 'en-US');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Nivel' }), 'B2');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Recientes');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar en la comunidad' }), 'phrasal');

  expect(await screen.findByText('No hay carpetas que coincidan con tu búsqueda')).toBeInTheDocument();
});
