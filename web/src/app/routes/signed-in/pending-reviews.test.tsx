import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { PendingFolderReviewsDocument, PendingReviewsDocument } from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { card, folder, hoursAgo } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/test-utils';
import { PendingReviewsRoute } from './pending-reviews';

function renderPending(path: string, mocks: MockLink.MockedResponse[]) {
  renderWithProviders(
    <Routes>
      <Route path="/pending-reviews/:folderId?" element={<PendingReviewsRoute />} />
    </Routes>,
    { path, mocks, cache: createCache() },
  );
}

const zoology = folder({ id: '1', name: 'zoología', stats: { totalCards: 4, dueCards: 3 } });
const art = folder({ id: '2', name: 'Arte', stats: { totalCards: 2, dueCards: 1 } });
const done = folder({ id: '3', name: 'Biología', stats: { totalCards: 5, dueCards: 0 } });
const dueCards = [
  card({ id: '10', folderId: '1', difficulty: 'HARD', nextReviewAt: hoursAgo(30) }),
  card({ id: '11', folderId: '1', difficulty: 'EASY', nextReviewAt: hoursAgo(2) }),
  card({ id: '12', folderId: '1' }),
  card({ id: '20', folderId: '2', difficulty: 'GOOD', nextReviewAt: hoursAgo(1) }),
].map(({ __typename, id, folderId, difficulty }) => ({ __typename, id, folderId, difficulty }));

test('lists the folders with due cards by name, with counts by difficulty and both buttons', async () => {
  renderPending('/pending-reviews', [
    { request: { query: PendingReviewsDocument }, result: { data: { folders: [zoology, done, art], dueCards } } },
  ]);

  expect(await screen.findByText('Tienes 4 cartas pendientes de revisión en 2 carpetas.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Repasar todo (4)' })).toHaveAttribute('href', '/study');
  // Or, over every folder, only the cards of one of the learner's tags (components/study-tag-picker.test.tsx).
  expect(screen.getByText('Estudiar solo una etiqueta')).toBeInTheDocument();
  const folders = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(folders).toEqual(['Arte', 'zoología']);

  const zoo = within(screen.getByRole('heading', { name: 'zoología' }).closest('li')!);
  expect(zoo.getByText('3 cartas pendientes')).toBeInTheDocument();
  const badges = zoo.getByRole('list', { name: 'Por dificultad' });
  expect(
    within(badges)
      .getAllByRole('listitem')
      .map((badge) => badge.textContent),
  ).toEqual(['Nueva: 1', 'Difícil: 1', 'Fácil: 1']);
  // Each link's name starts with its visible words, then names the folder.
  const view = zoo.getByRole('link', { name: 'Ver cartas pendientes de «zoología»' });
  expect(view).toHaveAttribute('href', '/pending-reviews/1');
  expect(view).toHaveTextContent('Ver cartas');
  const start = zoo.getByRole('link', { name: 'Empezar repaso de «zoología»' });
  expect(start).toHaveAttribute('href', '/study/1');
  expect(start).toHaveTextContent('Empezar repaso');
});

test('says when nothing is pending', async () => {
  renderPending('/pending-reviews', [
    { request: { query: PendingReviewsDocument }, result: { data: { folders: [done], dueCards: [] } } },
  ]);

  expect(await screen.findByRole('heading', { name: 'No tienes cartas pendientes de revisión' })).toBeInTheDocument();
  expect(screen.queryByText('Estudiar solo una etiqueta')).toBeNull();
});

test("a folder's pending cards say how late they are", async () => {
  const cards = [
    card({
      id: '10',
      front: 'hello',
      difficulty: 'HARD',
      reviewCount: 2,
      nextReviewAt: hoursAgo(50),
      lastReviewedAt: hoursAgo(74),
    }),
    card({
      id: '11',
      front: 'water',
      difficulty: 'EASY',
      reviewCount: 1,
      nextReviewAt: hoursAgo(3),
      lastReviewedAt: hoursAgo(24 * 8),
    }),
    card({ id: '12', front: 'bread' }),
  ];
  renderPending('/pending-reviews/1', [
    {
      request: { query: PendingFolderReviewsDocument, variables: { folderId: '1' } },
      result: { data: { folder: { ...zoology, description: 'Animales', dueCards: cards } } },
    },
  ]);

  expect(await screen.findByRole('heading', { level: 1, name: 'zoología' })).toBeInTheDocument();
  expect(screen.getByText('Animales')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Empezar repaso' })).toHaveAttribute('href', '/study/1');
  const items = screen.getAllByRole('listitem');
  expect(items.map((item) => item.querySelector('.font-medium.wrap-anywhere')?.textContent)).toEqual([
    'hello',
    'water',
    'bread',
  ]);
  expect(within(items[0]).getByText('Atrasado por 2 días')).toBeInTheDocument();
  expect(within(items[0]).getByText('Difícil')).toBeInTheDocument();
  expect(within(items[0]).getByText('2 repasos')).toBeInTheDocument();
  expect(within(items[0]).getByText('Repasada hace 3 días')).toBeInTheDocument();
  expect(within(items[1]).getByText('Atrasado por 3 horas')).toBeInTheDocument();
  expect(within(items[2]).getByText('Nueva', { selector: 'span.rounded-full' })).toBeInTheDocument();
  expect(within(items[2]).getByText('Sin repasar todavía')).toBeInTheDocument();
});

test('a folder that is not there', async () => {
  renderPending('/pending-reviews/9', [
    {
      request: { query: PendingFolderReviewsDocument, variables: { folderId: '9' } },
      result: { data: { folder: null } },
    },
  ]);

  expect(await screen.findByRole('heading', { level: 1, name: 'Carpeta no encontrada' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a las revisiones pendientes' })).toHaveAttribute(
    'href',
    '/pending-reviews',
  );
});
