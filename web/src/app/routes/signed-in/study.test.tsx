import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  PostponeCardDocument,
  ReviewCardDocument,
  StartStudySessionDocument,
  StudyAllDocument,
  StudyAllTagDocument,
  StudyFolderDocument,
  StudyFolderTagDocument,
  SuspendCardDocument,
  UndoReviewDocument,
  UpdateStudyOptionsDocument,
  UpdateStudySessionDocument,
} from '@/__generated__/graphql';
import { SessionSummary } from '@/features/study/components/session-summary';
import { createCache } from '@/lib/apollo-cache';
import { card, folder, hoursAgo, userStats } from '@/testing/fixtures';
import { CurrentPath, currentPath, renderWithProviders, toasts } from '@/testing/test-utils';
import { StudyRoute } from './study';

const due = [
  card({ id: '1', front: 'hello', back: 'hola', nextReviewAt: hoursAgo(30), reviewCount: 1, difficulty: 'HARD' }),
  card({ id: '2', front: 'water', back: 'agua' }),
  card({ id: '3', front: 'bread', back: 'pan' }),
];
const english = {
  __typename: 'Folder' as const,
  id: '1',
  name: 'Vocabulario de inglés',
  autoPlay: false,
  frontLanguage: null as string | null,
  backLanguage: null as string | null,
};

type Calls = {
  options: Record<string, unknown>[];
  reviews: Record<string, unknown>[];
  updates: Record<string, unknown>[];
  undos: Record<string, unknown>[];
  sessions: number;
  suspends: string[];
  postpones: string[];
  /** Cards a difícil rating makes leeches. */
  leeches: string[];
};

function sessionMocks(calls: Calls, undoError?: string): MockLink.MockedResponse[] {
  return [
    {
      request: { query: UndoReviewDocument, variables: () => true },
      maxUsageCount: 10,
      result: (variables) => {
        calls.undos.push(variables);
        if (undoError) return { errors: [{ message: undoError, extensions: { code: 'CONFLICT' } }] };
        const index = Number(variables.reviewId) - 501;
        const rated = due.find((c) => c.id === calls.reviews[index]?.cardId) ?? due[0];
        return {
          data: {
            undoReview: {
              __typename: 'UndoReviewPayload',
              card: rated,
              folder: folder({ id: '1', stats: { totalCards: 3, dueCards: 3 } }),
              viewer: { __typename: 'User', id: '1', stats: userStats({ cardsStudiedToday: 0 }) },
              studySession: {
                __typename: 'StudySession',
                id: '99',
                cardsStudied: 0,
                easyCount: 0,
                goodCount: 0,
                hardCount: 0,
                completedAt: null,
              },
            },
          },
        };
      },
    },
    {
      request: { query: StartStudySessionDocument, variables: () => true },
      maxUsageCount: 10,
      result: () => {
        calls.sessions++;
        return { data: { startStudySession: { __typename: 'StudySession', id: String(98 + calls.sessions) } } };
      },
    },
    {
      request: { query: ReviewCardDocument, variables: () => true },
      maxUsageCount: 20,
      result: (variables) => {
        calls.reviews.push(variables);
        const rated = due.find((c) => c.id === variables.cardId) ?? due[0];
        const becameLeech = variables.rating === 'HARD' && calls.leeches.includes(rated.id);
        return {
          data: {
            reviewCard: {
              __typename: 'ReviewCardPayload',
              reviewId: String(500 + calls.reviews.length),
              replayed: false,
              becameLeech,
              card: {
                ...rated,
                leech: becameLeech,
                reviewCount: rated.reviewCount + 1,
                nextReviewAt: new Date(Date.now() + 86_400_000).toISOString(),
                dueInDays: 1,
                // What the card's new state would give: the next round's buttons show these.
                nextIntervals: { __typename: 'NextIntervals', hard: 2, medium: 9, easy: 21 },
              },
              folder: folder({ id: '1', stats: { totalCards: 3, dueCards: 2 } }),
              viewer: { __typename: 'User', id: '1', stats: userStats({ cardsStudiedToday: calls.reviews.length }) },
            },
          },
        };
      },
    },
    {
      request: { query: SuspendCardDocument, variables: () => true },
      maxUsageCount: 5,
      result: (variables) => {
        calls.suspends.push(variables.id);
        const suspended = due.find((c) => c.id === variables.id) ?? due[0];
        return {
          data: {
            suspendCard: {
              __typename: 'CardPayload',
              card: { __typename: 'Card', id: suspended.id, folderId: '1', suspended: true, nextReviewAt: null },
              folder: folder({ id: '1', stats: { totalCards: 3, dueCards: 2 } }),
              viewer: { __typename: 'User', id: '1', stats: userStats({}) },
            },
          },
        };
      },
    },
    {
      request: { query: PostponeCardDocument, variables: () => true },
      maxUsageCount: 5,
      result: (variables) => {
        calls.postpones.push(variables.id);
        return {
          data: {
            postponeCard: {
              __typename: 'CardPayload',
              card: {
                __typename: 'Card',
                id: variables.id,
                folderId: '1',
                nextReviewAt: new Date(Date.now() + 86_400_000).toISOString(),
                dueInDays: 1,
              },
              folder: folder({ id: '1', stats: { totalCards: 3, dueCards: 2 } }),
              viewer: { __typename: 'User', id: '1', stats: userStats({}) },
            },
          },
        };
      },
    },
    {
      request: { query: UpdateStudySessionDocument, variables: () => true },
      maxUsageCount: 20,
      result: (variables) => {
        calls.updates.push(variables);
        return {
          data: {
            updateStudySession: {
              __typename: 'StudySession',
              id: variables.id,
              cardsStudied: 0,
              easyCount: 0,
              goodCount: 0,
              hardCount: 0,
              completedAt: null,
            },
          },
        };
      },
    },
  ];
}

/** `Folder.studyCards` as the API answers it: the due cards, or, with none due, those it takes for practice. */
const studyCards = (dueCards: typeof due, practiceCards: typeof due) => ({
  __typename: 'StudyCards' as const,
  practice: dueCards.length === 0,
  cards: dueCards.length > 0 ? dueCards : practiceCards,
});

function renderStudy(
  path: string,
  {
    dueCards = due,
    cards = due,
    missing = false,
    undoError,
    folderSettings = {},
    studySettings = { typeAnswers: false, distinguishEnye: true, leechThreshold: 8 } as {
      typeAnswers: boolean;
      distinguishEnye: boolean;
      leechThreshold?: number;
    },
    leeches = [],
    tagged = { dueCards: due.slice(1, 2), cards: due.slice(1) },
    taggedAll = [due[1], { ...due[2], folderId: '2' }],
  }: {
    /** What the API says of the folder's cards whose notes carry the tag «verbo» (as `dueCards` and `cards`). */
    tagged?: { dueCards: typeof due; cards: typeof due };
    /** Every folder's due cards whose notes carry the tag «verbo». */
    taggedAll?: typeof due;
    /** The folder's due cards. */
    dueCards?: typeof due;
    /** The cards the API takes for practice when none is due. */
    cards?: typeof due;
    missing?: boolean;
    undoError?: string;
    folderSettings?: Partial<typeof english>;
    studySettings?: { typeAnswers: boolean; distinguishEnye: boolean; leechThreshold?: number };
    leeches?: string[];
  } = {},
) {
  const calls: Calls = {
    options: [],
    reviews: [],
    updates: [],
    undos: [],
    sessions: 0,
    suspends: [],
    postpones: [],
    leeches,
  };
  const folderOne = { ...english, ...folderSettings };
  const viewer = (settings: typeof studySettings) => ({
    __typename: 'User' as const,
    id: '1',
    studySettings: { __typename: 'StudySettings' as const, leechThreshold: 8, ...settings },
  });
  // Each session's query carries the learner's options, as they are when it is asked.
  const learner = viewer({ ...studySettings });
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: StudyFolderDocument, variables: { folderId: '1' } },
      result: {
        data: { viewer: learner, folder: missing ? null : { ...folderOne, studyCards: studyCards(dueCards, cards) } },
      },
    },
    {
      request: { query: StudyFolderTagDocument, variables: { folderId: '1', tag: 'verbo' } },
      result: {
        data: {
          viewer: learner,
          folder: missing ? null : { ...folderOne, studyCards: studyCards(tagged.dueCards, tagged.cards) },
        },
      },
    },
    {
      request: { query: StudyAllDocument },
      result: {
        data: {
          viewer: learner,
          dueCards,
          folders: [folderOne, { ...english, id: '2', name: 'Historia' }],
        },
      },
    },
    {
      request: { query: StudyAllTagDocument, variables: { tag: 'verbo' } },
      result: {
        data: { viewer: learner, dueCards: taggedAll, folders: [folderOne, { ...english, id: '2', name: 'Historia' }] },
      },
    },
    {
      request: { query: UpdateStudyOptionsDocument, variables: () => true },
      maxUsageCount: 10,
      result: (variables) => {
        calls.options.push(variables.input);
        Object.assign(studySettings, variables.input);
        return { data: { updateSettings: viewer({ ...studySettings }) } };
      },
    },
    ...sessionMocks(calls, undoError),
  ];
  renderWithProviders(
    <>
      <Routes>
        <Route path="/study/:folderId?" element={<StudyRoute />} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentPath />
    </>,
    { path, mocks, cache: createCache() },
  );
  return calls;
}

const ratingButtons = () => screen.queryAllByRole('button', { name: /volverá en/ });

test('studies with the keyboard only: Space or Enter shows the answer, then 1, 2 or 3 rates', async () => {
  const user = userEvent.setup();
  const calls = renderStudy('/study/1');

  expect(await screen.findByRole('heading', { level: 1, name: 'Sesión de estudio' })).toBeInTheDocument();
  expect(screen.getByText('Carta 1 de 3')).toBeInTheDocument();
  expect(screen.getByText('0 % completado')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Progreso de la sesión' })).toHaveAttribute('aria-valuenow', '0');
  expect(screen.getByText('hello')).toBeInTheDocument();

  // Before the answer the rating keys do nothing, and there is nothing to rate with.
  await user.keyboard('123');
  expect(screen.getByText('Carta 1 de 3')).toBeInTheDocument();
  expect(screen.queryByText('hola')).not.toBeInTheDocument();
  expect(ratingButtons()).toHaveLength(0);

  await user.keyboard(' ');
  expect(screen.getByText('hola')).toBeInTheDocument();
  // Left to right: keys 1, 2, 3, with the interval each would give this card.
  const [hard, medium, easy] = ratingButtons();
  expect(hard).toHaveAccessibleName(/^Difícil ?, No lo recordaba ?, volverá en 1 día$/);
  expect(hard).toHaveAttribute('aria-keyshortcuts', '1');
  expect(medium).toHaveAccessibleName(/^Medio ?, Lo recordé ?, volverá en 3 días$/);
  expect(medium).toHaveAttribute('aria-keyshortcuts', '2');
  expect(easy).toHaveAccessibleName(/^Fácil ?, Sin esfuerzo ?, volverá en 7 días$/);
  expect(easy).toHaveAttribute('aria-keyshortcuts', '3');
  expect(screen.queryByRole('button', { name: 'Mostrar respuesta' })).not.toBeInTheDocument();

  await user.keyboard('3');
  expect(screen.getByText('Carta 2 de 3')).toBeInTheDocument();
  expect(screen.getByText('33 % completado')).toBeInTheDocument();
  expect(screen.queryByText('agua')).not.toBeInTheDocument();

  await user.keyboard('{Enter}');
  expect(screen.getByText('agua')).toBeInTheDocument();
  await user.keyboard('2');
  expect(screen.getByText('Carta 3 de 3')).toBeInTheDocument();
  await user.keyboard(' 1');

  expect(await screen.findByRole('heading', { name: '¡Sesión completada!' })).toHaveFocus();
  expect(await toasts().findByText('¡Sesión de estudio completada!')).toBeInTheDocument();
  expect(toasts().getByText('Has repasado 3 cartas.')).toBeInTheDocument();

  await waitFor(() => expect(calls.updates).toHaveLength(3));
  expect(calls.reviews.map(({ cardId, rating, studySessionId }) => [cardId, rating, studySessionId])).toEqual([
    ['1', 'EASY', '99'],
    ['2', 'MEDIUM', '99'],
    ['3', 'HARD', '99'],
  ]);
  expect(calls.updates.map(({ input }) => input)).toEqual([
    { cardsStudied: 1, easyCount: 1, goodCount: 0, hardCount: 0 },
    { cardsStudied: 2, easyCount: 1, goodCount: 1, hardCount: 0 },
    { cardsStudied: 3, easyCount: 1, goodCount: 1, hardCount: 1, completedAt: expect.any(String) },
  ]);
});

test('Suspender takes the card shown out of the session (and of study) and shows the next one', async () => {
  const user = userEvent.setup();
  const calls = renderStudy('/study/1');
  expect(await screen.findByText('hello')).toBeInTheDocument();
  expect(screen.getByText('Carta 1 de 3')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Suspender esta carta' }));
  expect(await toasts().findByText('Carta suspendida')).toBeInTheDocument();
  expect(calls.suspends).toEqual(['1']);
  expect(screen.queryByText('hello')).not.toBeInTheDocument();
  expect(screen.getByText('Carta 1 de 2')).toBeInTheDocument();
  // Nothing was rated.
  expect(calls.reviews).toEqual([]);
});

test('"Posponer a mañana" takes a studied card out of the session, and a new card does not offer it', async () => {
  const user = userEvent.setup();
  const calls = renderStudy('/study/1');
  expect(await screen.findByText('hello')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Posponer a mañana' }));
  expect(await toasts().findByText('Carta pospuesta a mañana')).toBeInTheDocument();
  expect(calls.postpones).toEqual(['1']);
  expect(screen.getByText('Carta 1 de 2')).toBeInTheDocument();
  expect(screen.getByText('water')).toBeInTheDocument();
  // A new card has no date to move.
  expect(screen.queryByRole('button', { name: 'Posponer a mañana' })).not.toBeInTheDocument();
  expect(calls.reviews).toEqual([]);
});

test('a rating that makes a card a leech says so once, right after it, and offers to suspend or edit it', async () => {
  const user = userEvent.setup();
  const calls = renderStudy('/study/1', { leeches: ['1'] });
  await user.click(await screen.findByRole('button', { name: 'Mostrar respuesta' }));
  await user.click(screen.getByRole('button', { name: /^Difícil ?,/ }));

  const notice = await screen.findByRole('dialog', { name: 'Esta carta es una sanguijuela' });
  expect(notice).toHaveAccessibleDescription(/La has olvidado 8 veces/);
  expect(within(notice).getByText('hello')).toBeInTheDocument();
  // The session's keys are not the notice's: nothing else is rated behind it.
  await user.keyboard('2');
  expect(calls.reviews).toHaveLength(1);

  await user.click(within(notice).getByRole('button', { name: 'Editar la carta' }));
  const editor = await screen.findByRole('dialog', { name: 'Editar carta' });
  expect(within(editor).getByRole('textbox', { name: 'Anverso' })).toHaveValue('hello');
  await user.click(within(editor).getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('Carta 2 de 3')).toBeInTheDocument();
});

test('the leech notice can suspend the card: it leaves the session, which goes on where it was', async () => {
  const user = userEvent.setup();
  const calls = renderStudy('/study/1', { leeches: ['1'] });
  await user.click(await screen.findByRole('button', { name: 'Mostrar respuesta' }));
  await user.click(screen.getByRole('button', { name: /^Difícil ?,/ }));
  const notice = await screen.findByRole('dialog', { name: 'Esta carta es una sanguijuela' });
  await user.click(within(notice).getByRole('button', { name: 'Suspenderla' }));
  expect(await toasts().findByText('Carta suspendida')).toBeInTheDocument();
  expect(calls.suspends).toEqual(['1']);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('Carta 1 de 2')).toBeInTheDocument();
  expect(screen.getByText('water')).toBeInTheDocument();
  // A second difícil on a card that is no leech says nothing.
  await user.click(screen.getByRole('button', { name: 'Mostrar respuesta' }));
  await user.click(screen.getByRole('button', { name: /^Difícil ?,/ }));
  expect(screen.getByText('Carta 2 de 2')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the buttons work too, and the summary counts, lists and restarts', async () => {
  const user = userEvent.setup();
  const calls = renderStudy('/study/1');

  for (const rating of ['Fácil', 'Fácil', 'Medio']) {
    await user.click(await screen.findByRole('button', { name: 'Mostrar respuesta' }));
    await user.click(screen.getByRole('button', { name: new RegExp(`^${rating} ?,`) }));
  }

  const summary = within(await screen.findByRole('region', { name: '¡Sesión completada!' }));
  const figure = (label: string) => summary.getByText(label).parentElement?.querySelector('dd')?.textContent;
  expect(figure('Cartas estudiadas')).toBe('3');
  expect(figure('Fácil')).toBe('2');
  expect(figure('Medio')).toBe('1');
  expect(figure('Difícil')).toBe('0');
  expect(summary.getByText('¡Excelente! Dominas estas cartas.')).toBeInTheDocument();
  const reviewed = summary.getByRole('list', { name: 'Cartas repasadas' });
  expect(
    within(reviewed)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['hellohola', 'wateragua', 'breadpan']);

  // The first round offers a shuffled restart, with a new session on the server.
  await user.click(summary.getByRole('button', { name: 'Estudiar de nuevo (orden aleatorio)' }));
  expect(await screen.findByText('Carta 1 de 3')).toBeInTheDocument();
  await waitFor(() => expect(calls.sessions).toBe(2));
  for (let i = 0; i < 3; i++) await user.keyboard(' 2');

  const second = within(await screen.findByRole('region', { name: '¡Sesión completada!' }));
  expect(second.getByText('Cartas estudiadas').parentElement?.querySelector('dd')).toHaveTextContent('3');
  expect(second.getByText('Medio').parentElement?.querySelector('dd')).toHaveTextContent('3');
  expect(second.getByRole('button', { name: 'Estudiar de nuevo' })).toBeInTheDocument();

  await user.click(second.getByRole('button', { name: 'Listo' }));
  expect(currentPath()).toBe('/folders/1');
});

describe('Deshacer takes back the last rating', () => {
  test('with Ctrl+Z: the same card is asked again, the counts go back, and only once', async () => {
    const user = userEvent.setup();
    const calls = renderStudy('/study/1');

    await screen.findByText('hello');
    expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
    await user.keyboard(' 3 2');
    expect(screen.getByText('Carta 3 de 3')).toBeInTheDocument();

    await user.keyboard('{Control>}z{/Control}');
    expect(await screen.findByText('Carta 2 de 3')).toBeInTheDocument();
    expect(screen.getByText('water')).toBeInTheDocument();
    expect(screen.queryByText('agua')).not.toBeInTheDocument();
    expect(calls.undos).toEqual([{ reviewId: '502' }]);
    // Only the last rating: nothing more to undo until the next one.
    expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
    await user.keyboard('{Control>}z{/Control}');
    expect(calls.undos).toHaveLength(1);

    // Rated again (now easy), then the last one: the summary counts the undone rating no more.
    await user.keyboard(' 3 1');
    const summary = within(await screen.findByRole('region', { name: '¡Sesión completada!' }));
    expect(summary.getByText('Cartas estudiadas').parentElement?.querySelector('dd')).toHaveTextContent('3');
    expect(summary.getByText('Fácil').parentElement?.querySelector('dd')).toHaveTextContent('2');
    expect(summary.getByText('Medio').parentElement?.querySelector('dd')).toHaveTextContent('0');
    expect(summary.getByText('Difícil').parentElement?.querySelector('dd')).toHaveTextContent('1');
    await waitFor(() =>
      expect(calls.updates.at(-1)).toMatchObject({ input: { easyCount: 2, goodCount: 0, hardCount: 1 } }),
    );
  });

  test('with the button, from the summary: the last card is back', async () => {
    const user = userEvent.setup();
    const calls = renderStudy('/study/1');

    await screen.findByText('hello');
    await user.keyboard(' 1 2 3');
    await screen.findByRole('region', { name: '¡Sesión completada!' });
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Carta 3 de 3')).toBeInTheDocument();
    expect(screen.getByText('bread')).toBeInTheDocument();
    expect(calls.undos).toEqual([{ reviewId: '503' }]);
  });

  test("a refused undo shows the API's message and keeps the session where it was", async () => {
    const user = userEvent.setup();
    const calls = renderStudy('/study/1', {
      undoError: 'Solo se pueden deshacer los repasos del día de estudio actual',
    });

    await screen.findByText('hello');
    await user.keyboard(' 2');
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(
      await toasts().findByText('Solo se pueden deshacer los repasos del día de estudio actual'),
    ).toBeInTheDocument();
    expect(screen.getByText('Carta 2 de 3')).toBeInTheDocument();
    expect(calls.undos).toHaveLength(1);
  });
});

test('a second round shows, on each button, the interval the card now has', async () => {
  const user = userEvent.setup();
  renderStudy('/study/1');

  await screen.findByText('hello');
  await user.keyboard(' 3 3 3');
  const summary = within(await screen.findByRole('region', { name: '¡Sesión completada!' }));
  await user.click(summary.getByRole('button', { name: 'Estudiar de nuevo (orden aleatorio)' }));
  await user.keyboard(' ');
  const [hard, medium, easy] = ratingButtons();
  expect(hard).toHaveAccessibleName(/volverá en 2 días$/);
  expect(medium).toHaveAccessibleName(/volverá en 9 días$/);
  expect(easy).toHaveAccessibleName(/volverá en 21 días$/);
});

test('asks before leaving, and keys do nothing while it asks', async () => {
  const user = userEvent.setup();
  const calls = renderStudy('/study/1');

  await user.click(await screen.findByRole('button', { name: 'Salir' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('¿Seguro que quieres salir? Tu progreso se guardará.');
  await user.keyboard('3');
  expect(calls.reviews).toHaveLength(0);

  await user.click(within(dialog).getByRole('button', { name: 'Salir' }));
  expect(currentPath()).toBe('/folders/1');
});

test('a session of never-rated cards says what each button means; one with a reviewed card does not', async () => {
  const user = userEvent.setup();
  renderStudy('/study/1', { dueCards: due.slice(1) });

  const hint = await screen.findByRole('region', {
    name: 'Primera vez con estas cartas: valora si la recordabas, no cuánto te costó.',
  });
  expect(within(hint).getByText('Difícil:').nextSibling).toHaveTextContent('no lo recordaba.');
  expect(within(hint).getByText('Medio:').nextSibling).toHaveTextContent('lo recordé, aunque me costara.');
  expect(within(hint).getByText('Fácil:').nextSibling).toHaveTextContent('sin esfuerzo.');
  // It stays for the whole first round, after the first rating too.
  await user.keyboard(' ');
  await user.keyboard('2');
  expect(await screen.findByText('Carta 2 de 2')).toBeInTheDocument();
  expect(hint).toBeInTheDocument();
});

test('the first-session hint is not shown over cards already studied', async () => {
  renderStudy('/study/1');
  expect(await screen.findByText('Carta 1 de 3')).toBeInTheDocument();
  expect(screen.queryByText(/Primera vez con estas cartas/)).not.toBeInTheDocument();
});

test('with nothing due in the folder, practises the cards the API takes for it', async () => {
  renderStudy('/study/1', { dueCards: [], cards: due });

  expect(await screen.findByRole('heading', { level: 1, name: 'Sesión de práctica' })).toBeInTheDocument();
  expect(screen.getByText('Carta 1 de 3')).toBeInTheDocument();
});

describe('limited to a tag (/study/{id}?tag=…)', () => {
  test("studies only the due cards whose notes carry it, says so, and rates them as any session's", async () => {
    const user = userEvent.setup();
    const calls = renderStudy('/study/1?tag=verbo');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sesión de estudio' })).toBeInTheDocument();
    expect(screen.getByText('Solo la etiqueta «verbo»')).toBeInTheDocument();
    expect(document.title).toBe('Estudiar: Vocabulario de inglés, etiqueta «verbo» · Repaso');
    expect(screen.getByText('Carta 1 de 1')).toBeInTheDocument();
    expect(screen.getByText('water')).toBeInTheDocument();
    await user.keyboard(' 3');
    expect(await screen.findByRole('heading', { name: '¡Sesión completada!' })).toBeInTheDocument();
    expect(calls.reviews.map(({ cardId, rating }) => [cardId, rating])).toEqual([['2', 'EASY']]);
  });

  test('with none of them due, practises those with the tag the API takes for it', async () => {
    renderStudy('/study/1?tag=verbo', { tagged: { dueCards: [], cards: due.slice(1) } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sesión de práctica' })).toBeInTheDocument();
    expect(
      screen.getByText('No tienes cartas pendientes con la etiqueta «verbo»: practica con todas las que la llevan.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Carta 1 de 2')).toBeInTheDocument();
  });

  test("of a folder that does not exist (or is not the learner's), says so as the untagged session does", async () => {
    renderStudy('/study/1?tag=verbo', { missing: true });

    expect(await screen.findByRole('heading', { name: 'Carpeta no encontrada' })).toBeInTheDocument();
    expect(screen.queryByText('No se pudieron cargar las cartas')).not.toBeInTheDocument();
  });

  test('over every folder (/study?tag=…), studies their due cards with it, each saying its folder', async () => {
    const user = userEvent.setup();
    const calls = renderStudy('/study?tag=verbo');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sesión de estudio' })).toBeInTheDocument();
    expect(screen.getByText('Solo la etiqueta «verbo»')).toBeInTheDocument();
    expect(document.title).toBe('Estudiar: etiqueta «verbo» · Repaso');
    expect(screen.getByText('Carta 1 de 2')).toBeInTheDocument();
    expect(screen.getByText('water')).toBeInTheDocument();
    await user.keyboard(' 3');
    expect(await screen.findByText('Carta 2 de 2')).toBeInTheDocument();
    expect(screen.getByText('Historia')).toHaveTextContent('Carpeta: Historia');
    await user.keyboard(' 2');
    expect(await screen.findByRole('heading', { name: '¡Sesión completada!' })).toBeInTheDocument();
    expect(calls.reviews.map(({ cardId, rating }) => [cardId, rating])).toEqual([
      ['2', 'EASY'],
      ['3', 'MEDIUM'],
    ]);
  });

  test('over every folder with nothing due carrying it, says so and goes back home', async () => {
    renderStudy('/study?tag=verbo', { taggedAll: [] });

    expect(await screen.findByRole('heading', { level: 1, name: 'No hay cartas para revisar' })).toBeInTheDocument();
    expect(screen.getByText('No tienes cartas pendientes con la etiqueta «verbo».')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  test('with no card carrying it, says so and goes back to the folder', async () => {
    renderStudy('/study/1?tag=verbo', { tagged: { dueCards: [], cards: [] } });

    expect(await screen.findByRole('heading', { level: 1, name: 'No hay cartas para revisar' })).toBeInTheDocument();
    expect(screen.getByText('Ninguna carta de esta carpeta tiene la etiqueta «verbo».')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la carpeta' })).toHaveAttribute('href', '/folders/1');
  });
});

test('without a folder, studies every due card, each saying its folder, and exits home', async () => {
  const user = userEvent.setup();
  renderStudy('/study', { dueCards: [due[0], { ...due[1], folderId: '2' }] });

  expect(await screen.findByRole('heading', { level: 1, name: 'Sesión de estudio' })).toBeInTheDocument();
  expect(screen.getByText('Vocabulario de inglés')).toHaveTextContent('Carpeta: Vocabulario de inglés');
  await user.keyboard(' ');
  await user.keyboard('3');
  expect(await screen.findByText('Carta 2 de 2')).toBeInTheDocument();
  expect(screen.getByText('Historia')).toHaveTextContent('Carpeta: Historia');
  await user.click(screen.getByRole('button', { name: 'Salir' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Salir' }));
  expect(currentPath()).toBe('/');
});

test.each([
  ['/study/1', { dueCards: [], cards: [] }, 'Volver a la carpeta', '/folders/1'],
  ['/study', { dueCards: [] }, 'Volver al inicio', '/'],
])('%s with no cards says so and links back', async (path, data, link, href) => {
  renderStudy(path, data);

  expect(await screen.findByRole('heading', { level: 1, name: 'No hay cartas para revisar' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
});

test('/study/{id} of a folder that does not exist says the folder was not found', async () => {
  renderStudy('/study/1', { missing: true });

  expect(await screen.findByRole('heading', { level: 1, name: 'Carpeta no encontrada' })).toBeInTheDocument();
  expect(screen.queryByText('No hay cartas para revisar')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a tus carpetas' })).toHaveAttribute('href', '/folders');
  expect(document.title).toBe('Carpeta no encontrada · Repaso');
});

describe('the summary message follows the share of easy ratings', () => {
  test.each([
    [3, 2, 0, '¡Excelente! Dominas estas cartas.'],
    [2, 3, 0, '¡Muy bien! Vas por muy buen camino.'],
    [1, 2, 2, '¡Buen esfuerzo! Con unos repasos más las dominarás.'],
    [0, 3, 2, '¡Sigue así! Cada repaso te acerca a dominarlas.'],
  ])('%i easy, %i medium, %i hard: %s', (EASY, MEDIUM, HARD, message) => {
    render(
      <SessionSummary
        counts={{ EASY, MEDIUM, HARD }}
        reviewed={[]}
        firstRound
        onRestart={jest.fn()}
        onDone={jest.fn()}
      />,
    );
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});

describe('Escribir la respuesta', () => {
  test('a wrong answer shows the difference and suggests Difícil, which Enter confirms; a right one Medio', async () => {
    const user = userEvent.setup();
    const calls = renderStudy('/study/1', { studySettings: { typeAnswers: true, distinguishEnye: true } });

    const field = await screen.findByRole('textbox', { name: 'Tu respuesta' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Mostrar respuesta' })).not.toBeInTheDocument();
    await user.keyboard('ola{Enter}');

    // The answer shows, with what was typed, the difference in words for screen readers, and the suggestion.
    expect(screen.getByText('hola', { selector: '[data-card-side="back"] *' })).toBeInTheDocument();
    const result = () => screen.getByText(/Escribiste|Correcto/).closest('[role="status"]') as HTMLElement;
    const status = result();
    expect(status).toHaveTextContent('No coincide con la respuesta.');
    expect(status).toHaveTextContent('Escribiste: ola');
    expect(status.querySelector('ins')).toHaveTextContent('[falta: h]');
    expect(status).toHaveTextContent('Diferencia: [falta: h] ola');
    expect(screen.getByRole('button', { name: /^Difícil ?,.*sugerida$/ })).toBeInTheDocument();
    expect(calls.reviews).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Carta 2 de 3')).toBeInTheDocument();

    // Accents, case and punctuation do not count: "¡ÁGUA!" is agua.
    const next = screen.getByRole('textbox', { name: 'Tu respuesta' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(next).toHaveValue('');
    await user.keyboard('¡ÁGUA!{Enter}');
    expect(result()).toHaveTextContent('¡Correcto!');
    await user.click(screen.getByRole('button', { name: 'Valorar Medio' }));
    await waitFor(() => expect(calls.reviews).toHaveLength(2));
    expect(calls.reviews.map(({ cardId, rating }) => [cardId, rating])).toEqual([
      ['1', 'HARD'],
      ['2', 'MEDIUM'],
    ]);
  });

  test('is switched on the study screen, and so is "Distinguir ñ de n", both kept by the API', async () => {
    const user = userEvent.setup();
    const calls = renderStudy('/study/1');
    const typeAnswers = await screen.findByRole('switch', { name: 'Escribir la respuesta' });
    expect(screen.queryByRole('switch', { name: 'Distinguir ñ de n' })).not.toBeInTheDocument();
    await user.click(typeAnswers);
    expect(await screen.findByRole('textbox', { name: 'Tu respuesta' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Distinguir ñ de n' }));
    await waitFor(() => expect(calls.options).toEqual([{ typeAnswers: true }, { distinguishEnye: false }]));
    expect(screen.getByRole('switch', { name: 'Distinguir ñ de n' })).not.toBeChecked();
  });
});

describe('reading a side aloud', () => {
  type Spoken = { text: string; lang: string; voice: string | undefined };
  let spoken: Spoken[];
  const voice = (lang: string, name: string) => ({ lang, name, localService: true, default: false, voiceURI: name });

  beforeEach(() => {
    spoken = [];
    class Utterance {
      lang = '';
      voice: { name: string } | null = null;
      constructor(readonly text: string) {}
    }
    // The browser's API, faked: jsdom has none and Chromium here has no voices.
    Object.assign(globalThis, { SpeechSynthesisUtterance: Utterance });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () => [voice('en-US', 'Samantha'), voice('fr-CA', 'Amélie')],
        speak: (utterance: Utterance) =>
          spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name }),
        cancel: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'speechSynthesis');
    Reflect.deleteProperty(globalThis, 'SpeechSynthesisUtterance');
  });

  test("reads each side's plain text with a voice of its language; with none, says so instead", async () => {
    const user = userEvent.setup();
    const marked = card({ id: '9', front: '**to be** _or_ not', back: 'ser o no ser' });
    renderStudy('/study/1', {
      dueCards: [marked],
      cards: [marked],
      folderSettings: { frontLanguage: 'en-GB', backLanguage: 'es-ES' },
    });

    // No en-GB voice on this device: the same language's en-US one.
    await user.click(await screen.findByRole('button', { name: 'Escuchar la pregunta' }));
    expect(spoken).toEqual([{ text: 'to be or not', lang: 'en-GB', voice: 'Samantha' }]);

    await user.click(screen.getByRole('button', { name: 'Mostrar respuesta' }));
    const none = screen.getByRole('button', { name: 'No hay voz en español en este dispositivo' });
    expect(none).toBeDisabled();
    // R replays the side shown: the back has no voice, so nothing is read in a wrong accent.
    await user.keyboard('r');
    expect(spoken).toHaveLength(1);
  });

  test('R reads the side again, and a folder that reads as cards appear does so', async () => {
    const user = userEvent.setup();
    renderStudy('/study/1', { folderSettings: { autoPlay: true, frontLanguage: 'en-US' } });
    expect(await screen.findByText('hello')).toBeInTheDocument();
    await waitFor(() => expect(spoken).toEqual([{ text: 'hello', lang: 'en-US', voice: 'Samantha' }]));
    await user.keyboard('r');
    expect(spoken).toHaveLength(2);
    // The back has no language: no button, and revealing it reads nothing.
    await user.keyboard(' ');
    expect(screen.queryByRole('button', { name: 'Escuchar la respuesta' })).not.toBeInTheDocument();
    expect(spoken).toHaveLength(2);
  });
});
