import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  CreateCardDocument,
  DeleteCardDocument,
  FolderCardsPageDocument,
  FolderDocument,
  UpdateFolderSettingsDocument,
} from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { card, cardPage, folder, folderStats, hoursAgo, hoursFromNow } from '@/testing/fixtures';
import { renderWithProviders, toasts } from '@/testing/test-utils';
import { FolderRoute } from './folder';

const hello = card({
  id: '10',
  front: 'hello',
  back: 'hola',
  difficulty: 'EASY',
  reviewCount: 3,
  nextReviewAt: hoursFromNow(24 * 6 + 2),
  lastReviewedAt: hoursAgo(5),
});
const water = card({
  id: '11',
  front: 'water',
  back: 'agua',
  difficulty: 'HARD',
  reviewCount: 1,
  nextReviewAt: hoursAgo(1),
  lastReviewedAt: hoursAgo(30),
});
const bread = card({ id: '12', front: 'bread', back: 'pan' });
const english = folder({
  id: '1',
  name: 'Vocabulario de inglés',
  stats: { totalCards: 3, dueCards: 2, masteredCards: 1, mediumCards: 0, difficultCards: 1 },
});

/** The screen's first page (with the folder), or with `after` one of the pages after it (the cards alone). */
function folderMock(
  search: string | null,
  cards: ReturnType<typeof card>[],
  data = english,
  page: { after?: string; hasNextPage?: boolean; leech?: boolean } = {},
): MockLink.MockedResponse {
  const leech = page.leech ?? false;
  if (page.after) {
    return {
      request: { query: FolderCardsPageDocument, variables: { id: '1', search, leech, after: page.after } },
      result: { data: { folder: { __typename: 'Folder', id: data.id, cards: cardPage(cards, page) } } },
    };
  }
  return {
    request: { query: FolderDocument, variables: { id: '1', search, leech } },
    result: { data: { folder: { ...data, cards: cardPage(cards, page) } } },
  };
}

function renderFolder(mocks: MockLink.MockedResponse[], path = '/folders/1', cache = createCache()) {
  renderWithProviders(
    <Routes>
      <Route path="/folders/:id" element={<FolderRoute />} />
    </Routes>,
    { path, mocks, cache },
  );
}

// jsdom lays nothing out: every card would measure 0 px and all of them fit "on screen". Cards of 176 px (the list's
// estimate) make the virtualized list draw what a 768 px screen shows and its overscan, as a browser does.
beforeAll(() => {
  Object.defineProperty(HTMLLIElement.prototype, 'offsetHeight', { configurable: true, get: () => 176 });
});
afterAll(() => {
  delete (HTMLLIElement.prototype as { offsetHeight?: number }).offsetHeight;
});

const cardElement = (front: string) => screen.getByText(front, { selector: '.card-content' }).closest('li')!;
const cardItem = (front: string) => within(cardElement(front));
const fronts = () =>
  screen
    .queryAllByRole('button', { name: /^Editar la carta/ })
    .map((button) => button.getAttribute('aria-label')?.replace(/^Editar la carta «(.*)»$/, '$1'));

test('shows the folder: title, figures and its cards', async () => {
  renderFolder([folderMock(null, [hello, water, bread])]);

  expect(await screen.findByRole('heading', { level: 1, name: 'Vocabulario de inglés' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a las carpetas' })).toHaveAttribute('href', '/folders');
  expect(screen.getByRole('link', { name: 'Empezar repaso' })).toHaveAttribute('href', '/study/1');
  // Or only the cards of one of the learner's tags (components/study-tag-picker.test.tsx), folded until asked for.
  expect(screen.getByText('Estudiar solo una etiqueta').closest('details')).not.toHaveAttribute('open');
  // The less used actions are one press away.
  expect(screen.queryByRole('link', { name: 'Exportar CSV' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Más acciones de la carpeta' }));
  const csv = screen.getByRole('link', { name: 'Exportar CSV' });
  expect(csv).toHaveAttribute('href', '/api/folders/1/export.csv');
  expect(csv).toHaveAttribute('download');
  const apkg = screen.getByRole('link', { name: 'Exportar a Anki (.apkg)' });
  expect(apkg).toHaveAttribute('href', '/api/folders/1/export.apkg');
  expect(apkg).toHaveAttribute('download');
  const figures = within(screen.getByRole('region', { name: 'Estadísticas de la carpeta' }));
  const figure = (label: string) => figures.getByText(label).parentElement?.querySelector('dd')?.textContent;
  expect(
    ['Total de cartas', 'Para repasar', 'Fácil', 'Medio', 'Difícil'].map((label) => [label, figure(label)]),
  ).toEqual([
    ['Total de cartas', '3'],
    ['Para repasar', '2'],
    ['Fácil', '1'],
    ['Medio', '0'],
    ['Difícil', '1'],
  ]);

  expect(fronts()).toEqual(['hello', 'water', 'bread']);
  // Each card shows its back too, as a second muted line.
  expect(cardItem('hello').getByText('hola')).toHaveTextContent('Reverso: hola');
  expect(cardItem('hello').getByText('hola')).toHaveClass('line-clamp-2', 'text-slate-500');
  expect(cardItem('hello').getByText('Fácil')).toBeInTheDocument();
  expect(cardItem('hello').getByText('En 7 días')).toBeInTheDocument();
  expect(cardItem('hello').getByText('3 repasos')).toBeInTheDocument();
  expect(cardItem('hello').getByText('Repasada hace 5 horas')).toBeInTheDocument();
  expect(cardItem('water').getByText('Difícil')).toBeInTheDocument();
  expect(cardItem('water').getByText('Para repasar ahora')).toBeInTheDocument();
  expect(cardItem('water').getByText('Repasada hace 1 día')).toBeInTheDocument();
  expect(cardItem('bread').getByText('Nueva')).toBeInTheDocument();
  expect(cardItem('bread').getByText('Nunca repasada')).toBeInTheDocument();
  expect(cardElement('bread').querySelector('[data-difficulty="NEW"]')).toHaveClass('bg-slate-400');
  expect(cardElement('hello').querySelector('[data-difficulty="EASY"]')).toHaveClass('bg-emerald-500');
});

test("chooses the languages the folder's sides are read aloud in, by their Spanish names, saved at once", async () => {
  const user = userEvent.setup();
  const saved: Record<string, unknown>[] = [];
  const settings = { autoPlay: false, frontLanguage: null as string | null, backLanguage: null as string | null };
  renderFolder([
    folderMock(null, [hello]),
    {
      request: { query: UpdateFolderSettingsDocument, variables: () => true },
      maxUsageCount: 5,
      result: ({ input }) => {
        saved.push(input);
        Object.assign(settings, input);
        return { data: { updateFolderSettings: { __typename: 'Folder', id: '1', ...settings } } };
      },
    },
  ]);

  const front = await screen.findByRole('combobox', { name: 'Idioma del anverso' });
  const back = screen.getByRole('combobox', { name: 'Idioma del reverso' });
  expect(front).toHaveDisplayValue('ninguno');
  expect(
    within(front)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'ninguno',
    'inglés (EE. UU.)',
    'inglés (Reino Unido)',
    'español (España)',
    'español (México)',
    'francés',
    'alemán',
    'italiano',
    'portugués (Portugal)',
    'portugués (Brasil)',
    'coreano',
    'japonés',
    'chino',
  ]);
  await user.selectOptions(front, 'inglés (EE. UU.)');
  await waitFor(() => expect(back).toBeEnabled());
  await user.selectOptions(back, 'español (España)');
  await waitFor(() => expect(saved).toEqual([{ frontLanguage: 'en-US' }, { backLanguage: 'es-ES' }]));
  await user.selectOptions(front, 'ninguno');
  await waitFor(() => expect(saved.at(-1)).toEqual({ frontLanguage: null }));
  expect(front).toHaveDisplayValue('ninguno');
  expect(back).toHaveDisplayValue('español (España)');
});

test('asks the API again on each visit, over what the cache (the persisted copy) already holds', async () => {
  // A card written on another device since this copy was persisted.
  const cache = createCache();
  cache.writeQuery({
    query: FolderDocument,
    variables: { id: '1', search: null, leech: false },
    data: { folder: { ...english, cards: cardPage([hello, water], {}) } },
  });
  renderFolder([folderMock(null, [hello, water, bread])], '/folders/1', cache);

  expect(await screen.findByText('bread', { selector: '.card-content' })).toBeInTheDocument();
  expect(fronts()).toEqual(['hello', 'water', 'bread']);
});

test("«Sólo sanguijuelas» lists the folder's leeches only, and says so when there are none", async () => {
  renderFolder([
    folderMock(null, [hello, water, bread]),
    folderMock(null, [{ ...water, leech: true }], english, { leech: true }),
    folderMock('xyz', [], english, { leech: true }),
  ]);
  expect(await screen.findByText('bread', { selector: '.card-content' })).toBeInTheDocument();
  const leechesOnly = screen.getByRole('switch', { name: 'Sólo sanguijuelas' });
  expect(leechesOnly).not.toBeChecked();

  await userEvent.click(leechesOnly);
  await waitFor(() => expect(fronts()).toEqual(['water']));
  expect(leechesOnly).toBeChecked();

  await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar cartas' }), 'xyz');
  expect(await screen.findByRole('heading', { name: 'Ninguna sanguijuela coincide con «xyz».' })).toBeInTheDocument();
});

test('an empty folder cannot be reviewed and offers to add a card', async () => {
  const empty = folder({ id: '1', name: 'Vacía', stats: folderStats() });
  renderFolder([folderMock(null, [], empty)]);

  expect(await screen.findByRole('heading', { name: 'Esta carpeta aún no tiene cartas' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Empezar repaso' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Empezar repaso' })).toHaveAccessibleDescription(
    'Añade cartas para poder repasar',
  );
  expect(screen.queryByText('Estudiar solo una etiqueta')).toBeNull();
  await userEvent.click(screen.getAllByRole('button', { name: 'Añadir carta' })[1]);
  expect(await screen.findByRole('dialog', { name: 'Nueva carta' })).toBeInTheDocument();
});

test('searches the cards on the server once typing pauses', async () => {
  renderFolder([folderMock(null, [hello, water, bread]), folderMock('AGUA', [water]), folderMock('xyz', [])]);
  const search = await screen.findByRole('searchbox', { name: 'Buscar cartas' });

  await userEvent.type(search, 'AGUA');
  await waitFor(() => expect(fronts()).toEqual(['water']));

  await userEvent.clear(search);
  await userEvent.type(search, 'xyz');
  expect(await screen.findByText('Ninguna carta coincide con «xyz».')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Esta carpeta aún no tiene cartas' })).not.toBeInTheDocument();
});

test('a new card joins the grid and the figures from the mutation result', async () => {
  const salt = card({ id: '13', front: 'salt', back: 'sal' });
  renderFolder([
    folderMock(null, [hello]),
    {
      request: {
        query: CreateCardDocument,
        variables: { folderId: '1', input: { front: 'salt', back: 'sal', bothDirections: false } },
      },
      result: {
        data: {
          createCard: {
            __typename: 'CardPayload',
            card: salt,
            folder: {
              ...english,
              stats: folderStats({ totalCards: 4, dueCards: 3, masteredCards: 1, difficultCards: 1 }),
            },
          },
        },
      },
    },
  ]);

  await userEvent.click(await screen.findByRole('button', { name: 'Añadir carta' }));
  await userEvent.type(await screen.findByLabelText('Anverso'), 'salt');
  await userEvent.type(screen.getByLabelText('Reverso'), 'sal');
  await userEvent.click(screen.getByRole('button', { name: 'Crear' }));

  expect(await toasts().findByText('Carta creada exitosamente')).toBeInTheDocument();
  await waitFor(() => expect(fronts()).toEqual(['hello', 'salt']));
  const figures = within(screen.getByRole('region', { name: 'Estadísticas de la carpeta' }));
  expect(figures.getByText('Total de cartas').parentElement).toHaveTextContent('4');
});

test('edits a card from its pencil, prefilled', async () => {
  renderFolder([folderMock(null, [hello, water])]);

  await userEvent.click(await screen.findByRole('button', { name: 'Editar la carta «water»' }));

  expect(await screen.findByRole('dialog', { name: 'Editar carta' })).toBeInTheDocument();
  expect(screen.getByLabelText('Anverso')).toHaveValue('water');
  expect(screen.getByLabelText('Reverso')).toHaveValue('agua');
});

test('deletes a card after confirmation', async () => {
  renderFolder([
    folderMock(null, [hello, water]),
    {
      request: { query: DeleteCardDocument, variables: { id: '11' } },
      result: {
        data: {
          deleteCard: {
            __typename: 'DeleteCardPayload',
            deletedCardId: '11',
            folder: { ...english, stats: folderStats({ totalCards: 1, masteredCards: 1 }) },
          },
        },
      },
    },
  ]);

  await userEvent.click(await screen.findByRole('button', { name: 'Eliminar la carta «water»' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('¿Seguro que quieres eliminar esta carta?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

  expect(await toasts().findByText('Carta eliminada correctamente')).toBeInTheDocument();
  await waitFor(() => expect(fronts()).toEqual(['hello']));
});

test('says so when a card could not be deleted', async () => {
  renderFolder([
    folderMock(null, [hello]),
    { request: { query: DeleteCardDocument, variables: { id: '10' } }, error: new TypeError('Failed to fetch') },
  ]);

  await userEvent.click(await screen.findByRole('button', { name: 'Eliminar la carta «hello»' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));

  expect(await toasts().findByText('Error al eliminar la carta')).toBeInTheDocument();
});

test('loads the next page of cards from the button and as the learner scrolls near the end', async () => {
  // Pages of 20, 20 and 5: a first page longer than a 768 px screen and its overscan (one card a row in jsdom).
  const many = Array.from({ length: 45 }, (_, i) =>
    card({ id: String(100 + i), front: `palabra ${i}`, back: `word ${i}` }),
  );
  const big = { ...english, stats: folderStats({ totalCards: 45 }) };
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    });
  try {
    renderFolder([
      folderMock(null, many.slice(0, 20), big, { hasNextPage: true }),
      folderMock(null, many.slice(20, 40), big, { after: 'c119', hasNextPage: true }),
      folderMock(null, many.slice(40), big, { after: 'c139', hasNextPage: false }),
    ]);
    await waitFor(() => expect(fronts()[0]).toBe('palabra 0'));
    expect(screen.getByText('Mostrando 20 de 45 cartas')).toBeInTheDocument();
    // The list in the DOM is a window onto the folder: each card says where it stands in all of it.
    expect(screen.getByRole('list', { name: 'Cartas' })).toBeInTheDocument();
    expect(cardElement('palabra 1')).toHaveAttribute('aria-posinset', '2');
    expect(cardElement('palabra 1')).toHaveAttribute('aria-setsize', '45');
    expect(fronts().length).toBeLessThan(20);

    await userEvent.click(screen.getByRole('button', { name: 'Cargar más cartas' }));
    expect(await screen.findByText('Mostrando 40 de 45 cartas')).toBeInTheDocument();

    // Scrolled to the end of the 40 cards: the last page comes by itself.
    scrollTo(40 * 192);
    expect(await screen.findByText('palabra 44', { selector: '.card-content' })).toBeInTheDocument();
    expect(cardElement('palabra 44')).toHaveAttribute('aria-posinset', '45');
    expect(screen.queryByRole('button', { name: 'Cargar más cartas' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Mostrando/)).not.toBeInTheDocument();
  } finally {
    scrollTo(0);
  }
});

test('a new card waits for the last page when more cards are still to load', async () => {
  const salt = card({ id: '13', front: 'salt', back: 'sal' });
  // A first page longer than the screen: its end is not in view, so the next page waits for the learner.
  const first = Array.from({ length: 20 }, (_, i) => card({ id: String(200 + i), front: `relleno ${i}` }));
  const withSalt = { ...english, stats: folderStats({ totalCards: 22 }) };
  renderFolder([
    folderMock(null, first, english, { hasNextPage: true }),
    {
      request: {
        query: CreateCardDocument,
        variables: { folderId: '1', input: { front: 'salt', back: 'sal', bothDirections: false } },
      },
      result: {
        data: { createCard: { __typename: 'CardPayload', card: salt, folder: withSalt } },
      },
    },
    folderMock(null, [water, salt], english, { after: 'c219', hasNextPage: false }),
  ]);
  await userEvent.click(await screen.findByRole('button', { name: 'Añadir carta' }));
  await userEvent.type(await screen.findByLabelText('Anverso'), 'salt');
  await userEvent.type(screen.getByLabelText('Reverso'), 'sal');
  await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
  expect(await toasts().findByText('Carta creada exitosamente')).toBeInTheDocument();
  expect(screen.getByText('Mostrando 20 de 22 cartas')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Cargar más cartas' }));
  await waitFor(() => expect(screen.queryByText(/^Mostrando/)).not.toBeInTheDocument());
  // At the end of the list, the new card once, after the card the page brought before it.
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 22 * 192 });
    window.dispatchEvent(new Event('scroll'));
  });
  expect(fronts().slice(-2)).toEqual(['water', 'salt']);
  expect(cardElement('salt')).toHaveAttribute('aria-posinset', '22');
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    window.dispatchEvent(new Event('scroll'));
  });
});

test("a folder that is missing (or someone else's) links back to the list", async () => {
  renderFolder(
    [
      {
        request: { query: FolderDocument, variables: { id: '99', search: null, leech: false } },
        result: { data: { folder: null } },
      },
    ],
    '/folders/99',
  );

  expect(await screen.findByRole('heading', { level: 1, name: 'Carpeta no encontrada' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a tus carpetas' })).toHaveAttribute('href', '/folders');
});
