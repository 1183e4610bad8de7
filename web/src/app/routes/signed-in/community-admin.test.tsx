import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CommunityReportsDocument,
  DismissCommunityReportDocument,
  HideCommunityFolderDocument,
} from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { renderRoute } from '@/testing/render-route';
import { toasts } from '@/testing/test-utils';
import { CommunityAdminRoute } from './community-admin';

const folder = (slug: string, title: string) => ({
  __typename: 'Publication' as const,
  id: slug,
  slug,
  title,
  authorName: 'Autor',
  hidden: false,
});
const report = (id: string, reason: string, text: string, reported: ReturnType<typeof folder>) => ({
  __typename: 'CommunityReport' as const,
  id,
  reason,
  text,
  createdAt: '2026-11-20T10:00:00.000Z',
  folder: reported,
});
const spam = folder('ofertas-ab12', 'Ofertas increíbles');
const verbs = folder('verbos-cd34', 'Verbos');
const reportsMock = {
  request: { query: CommunityReportsDocument, variables: {} },
  result: {
    data: {
      communityReports: {
        __typename: 'CommunityReportPage' as const,
        hasNextPage: false,
        reports: [
          report('1', 'spam', 'Publicidad', spam),
          report('2', 'inappropriate', '', spam),
          report('3', 'wrong', 'Falta una tilde', verbs),
        ],
      },
    },
  },
};

function item(text: string) {
  return within(screen.getByText(text).closest('li') as HTMLElement);
}

test('lists open reports; hiding asks for a reason and closes every report of that folder; dismiss closes one', async () => {
  renderRoute(<CommunityAdminRoute />, {
    path: '/admin/comunidad',
    cache: createCache(),
    mocks: [
      reportsMock,
      {
        request: { query: HideCommunityFolderDocument, variables: { slug: 'ofertas-ab12', reason: 'Publicidad' } },
        result: {
          data: {
            hideCommunityFolder: { __typename: 'HideCommunityFolderPayload', slug: 'ofertas-ab12', hidden: true },
          },
        },
      },
      {
        request: { query: DismissCommunityReportDocument, variables: { id: '3' } },
        result: { data: { dismissCommunityReport: '3' } },
      },
    ],
  });

  expect(await screen.findByText('Falta una tilde')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Ofertas increíbles' })).toHaveLength(2);
  expect(item('Falta una tilde').getByText('Contenido erróneo')).toBeInTheDocument();

  await userEvent.click(item('Publicidad').getByRole('button', { name: 'Ocultar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ocultar «Ofertas increíbles»' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ocultar carpeta' }));
  expect(await within(dialog).findByText('Escribe el motivo (lo verá el autor)')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo (lo verá el autor)' }), 'Publicidad');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ocultar carpeta' }));

  expect(await toasts().findByText('Carpeta ocultada')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Ofertas increíbles' })).not.toBeInTheDocument());

  await userEvent.click(item('Falta una tilde').getByRole('button', { name: 'Descartar' }));
  expect(await toasts().findByText('Denuncia descartada')).toBeInTheDocument();
  expect(await screen.findByText('No hay denuncias abiertas')).toBeInTheDocument();
});

test("a learner who is not an operator sees the API's refusal", async () => {
  renderRoute(<CommunityAdminRoute />, {
    path: '/admin/comunidad',
    mocks: [
      {
        request: { query: CommunityReportsDocument, variables: {} },
        result: { errors: [{ message: 'Solo los operadores pueden hacer esto', extensions: { code: 'FORBIDDEN' } }] },
      },
    ],
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Solo los operadores pueden hacer esto');
});
