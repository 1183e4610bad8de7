import { ApolloClient, type ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  CardItem_CardFragmentDoc,
  CreateCardDocument,
  CreateNoteDocument,
  type CreateNoteMutation,
  DashboardDocument,
  type DashboardQuery,
  FolderCardsPageDocument,
  type FolderCardsPageQuery,
  FolderDocument,
  type FolderQuery,
  PendingFolderReviewsDocument,
  type PendingFolderReviewsQuery,
  PendingReviewsDocument,
  type PendingReviewsQuery,
  ReviewCardDocument,
  type ReviewCardMutation,
  StartStudySessionDocument,
  StoreDocument,
  StudyCard_CardFragmentDoc,
  StudyFolderDocument,
  type StudyFolderQuery,
  StudyFolderTagDocument,
  type StudyFolderTagQuery,
  UndoReviewDocument,
  type UndoReviewMutation,
  UpdateStudySessionDocument,
  ViewerDocument,
} from '@/__generated__/graphql';
// biome-ignore lint/style/noRestrictedImports: a rating made through the study hook is what these lists must follow
import { useSessionRecorder } from '@/features/study/use-session-recorder';
import { card, cardPage, folder, folderStats, hoursAgo, hoursFromNow, userStats } from '@/testing/fixtures';
import { createCache } from './apollo-cache';
import {
  addCard,
  leaveDueLists,
  noteCardsChanged,
  removeCard,
  removeFolder,
  removeFromDueLists,
  returnToDueLists,
  setTemplatesImported,
} from './cache-lists';

const viewer = { __typename: 'User' as const, id: '1', email: 'ana@example.com' };
/** The viewer as a study session's query carries them: their study options. */
const learner = {
  __typename: 'User' as const,
  id: '1',
  studySettings: { __typename: 'StudySettings' as const, typeAnswers: false, distinguishEnye: true, leechThreshold: 8 },
};
const hello = card({
  id: '10',
  front: 'hello',
  back: 'hola',
  nextReviewAt: hoursAgo(5),
  reviewCount: 1,
  difficulty: 'HARD',
});
const water = card({ id: '11', front: 'water', back: 'agua' });
const bread = card({ id: '20', folderId: '2', front: 'bread', back: 'pan' });
const english = folder({ id: '1', name: 'Inglés', stats: { totalCards: 2, dueCards: 2, difficultCards: 1 } });
const food = folder({ id: '2', name: 'Comida', stats: { totalCards: 1, dueCards: 1 } });

/** The cache as the dashboard, the pending reviews and the folder screen left it. */
function seededCache() {
  const cache = createCache();
  cache.writeQuery({ query: ViewerDocument, data: { viewer } });
  cache.writeQuery<DashboardQuery>({
    query: DashboardDocument,
    data: { viewer: { ...viewer, stats: userStats({ cardsDueToday: 3, totalFolders: 2, newCards: 2, hardCards: 1 }) } },
  });
  cache.writeQuery<PendingReviewsQuery>({
    query: PendingReviewsDocument,
    data: { folders: [english, food], dueCards: [hello, water, bread] },
  });
  cache.writeQuery<FolderQuery>({
    query: FolderDocument,
    variables: { id: '1', search: null },
    data: { folder: { ...english, cards: cardPage([hello, water]) } },
  });
  return cache;
}

const pending = (cache: ReturnType<typeof createCache>) => cache.readQuery({ query: PendingReviewsDocument });

/** A card's fields as a screen's answer writes them: the card list's (`CardItem_card`), or the study session's. */
function writeCard(
  cache: ReturnType<typeof createCache>,
  data: ReturnType<typeof card>,
  fragment: typeof CardItem_CardFragmentDoc | typeof StudyCard_CardFragmentDoc = CardItem_CardFragmentDoc,
) {
  cache.writeFragment({ id: `Card:${data.id}`, fragment, data });
}
const dashboard = (cache: ReturnType<typeof createCache>) => cache.readQuery({ query: DashboardDocument });

describe('a rating updates every screen from its result, with no refetch', () => {
  const rated = {
    ...hello,
    difficulty: 'EASY' as const,
    reviewCount: 2,
    lastReviewedAt: new Date().toISOString(),
    nextReviewAt: hoursFromNow(24 * 6),
    dueInDays: 6,
    nextIntervals: { __typename: 'NextIntervals' as const, easy: 12, medium: 5, hard: 1 },
  };
  const result: ReviewCardMutation = {
    reviewCard: {
      __typename: 'ReviewCardPayload',
      reviewId: '500',
      replayed: false,
      becameLeech: false,
      card: rated,
      folder: {
        ...english,
        hasStudiedCards: true,
        stats: folderStats({ totalCards: 2, dueCards: 1, masteredCards: 1 }),
      },
      viewer: {
        ...viewer,
        stats: userStats({
          cardsDueToday: 2,
          cardsStudiedToday: 1,
          currentStreak: 1,
          totalFolders: 2,
          newCards: 1,
          easyCards: 1,
        }),
      },
    },
  };

  test('through the study session hook and a mocked API', async () => {
    const cache = seededCache();
    const requests: string[] = [];
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: StartStudySessionDocument, variables: { folderId: '1' } },
        result: { data: { startStudySession: { __typename: 'StudySession', id: '99' } } },
      },
      {
        request: {
          query: ReviewCardDocument,
          variables: (vars) => vars.cardId === '10' && vars.rating === 'EASY' && vars.studySessionId === '99',
        },
        result: () => {
          requests.push('reviewCard');
          return { data: result };
        },
      },
      {
        request: {
          query: UpdateStudySessionDocument,
          variables: (vars) => vars.id === '99' && vars.input.easyCount === 1,
        },
        result: () => {
          requests.push('updateStudySession');
          return {
            data: {
              updateStudySession: {
                __typename: 'StudySession',
                id: '99',
                cardsStudied: 1,
                easyCount: 1,
                goodCount: 0,
                hardCount: 0,
                completedAt: null,
              },
            },
          };
        },
      },
    ];
    const client = new ApolloClient({ cache, link: new MockLink(mocks) as ApolloLink });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    let renders = 0;
    const { result: hook } = renderHook(
      () => {
        renders++;
        return useSessionRecorder('1');
      },
      { wrapper },
    );

    act(() => {
      hook.current.start();
      hook.current.record({
        card: hello,
        rating: 'EASY',
        durationMs: 1200,
        counts: { EASY: 1, MEDIUM: 0, HARD: 0 },
        completed: false,
      });
    });
    await waitFor(() => expect(requests).toEqual(['reviewCard', 'updateStudySession']));
    // The session's screen is not rendered again by the recorder: no one shows its mutations' state (their hooks
    // rendered it as each was sent and answered).
    expect(renders).toBe(1);

    // Pending reviews: the folder's count fell and the card left the due list.
    const after = pending(cache);
    expect(after?.folders.find((f) => f.id === '1')?.stats.dueCards).toBe(1);
    expect(after?.dueCards.map((c) => c.id)).toEqual(['11', '20']);
    // Dashboard: the viewer's figures.
    expect(dashboard(cache)?.viewer?.stats).toMatchObject({
      cardsDueToday: 2,
      cardsStudiedToday: 1,
      currentStreak: 1,
      easyCards: 1,
    });
    // Folder screen: stats and the card itself.
    const folderScreen = cache.readQuery({ query: FolderDocument, variables: { id: '1', search: null } });
    expect(folderScreen?.folder?.stats).toMatchObject({ dueCards: 1, masteredCards: 1 });
    expect(folderScreen?.folder?.cards.edges.find((edge) => edge.node.id === '10')?.node).toMatchObject({
      difficulty: 'EASY',
      reviewCount: 2,
    });
  });

  test('by writing the mutation result into the cache', () => {
    const cache = seededCache();
    cache.writeQuery({
      query: ReviewCardDocument,
      variables: { cardId: '10', rating: 'EASY' },
      data: result,
    });
    // The fields update by themselves; list membership is the update function's job.
    expect(pending(cache)?.folders.find((f) => f.id === '1')?.stats.dueCards).toBe(1);
    expect(dashboard(cache)?.viewer?.stats.cardsStudiedToday).toBe(1);
    expect(pending(cache)?.dueCards.map((c) => c.id)).toEqual(['10', '11', '20']);
  });

  describe('an undo puts every screen back from its result', () => {
    const undone: UndoReviewMutation = {
      undoReview: {
        __typename: 'UndoReviewPayload',
        card: hello,
        folder: english,
        viewer: {
          ...viewer,
          stats: userStats({ cardsDueToday: 3, totalFolders: 2, newCards: 2, hardCards: 1 }),
        },
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
    };

    test('rate, then undo through the study session hook: the card is due again, the figures as before', async () => {
      const cache = seededCache();
      const requests: string[] = [];
      const mocks: MockLink.MockedResponse[] = [
        {
          request: { query: StartStudySessionDocument, variables: { folderId: '1' } },
          result: { data: { startStudySession: { __typename: 'StudySession', id: '99' } } },
        },
        {
          request: { query: ReviewCardDocument, variables: () => true },
          result: () => {
            requests.push('reviewCard');
            return { data: result };
          },
        },
        {
          request: { query: UpdateStudySessionDocument, variables: () => true },
          result: () => {
            requests.push('updateStudySession');
            return {
              data: { updateStudySession: { ...undone.undoReview.studySession, easyCount: 1, cardsStudied: 1 } },
            };
          },
        },
        {
          request: { query: UndoReviewDocument, variables: { reviewId: '500' } },
          result: () => {
            requests.push('undoReview');
            return { data: undone };
          },
        },
      ];
      const client = new ApolloClient({ cache, link: new MockLink(mocks) as ApolloLink });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <ApolloProvider client={client}>{children}</ApolloProvider>
      );
      const { result: hook } = renderHook(() => useSessionRecorder('1'), { wrapper });

      let back: Promise<unknown> = Promise.resolve();
      act(() => {
        hook.current.start();
        const rated = hook.current.record({
          card: hello,
          rating: 'EASY',
          durationMs: 1200,
          counts: { EASY: 1, MEDIUM: 0, HARD: 0 },
          completed: false,
        });
        // Asked at once: the undo waits for the rating and its session counts.
        back = hook.current.undo(rated);
      });
      await act(async () => {
        await back.catch(() => undefined);
      });
      await expect(back).resolves.toMatchObject({ id: '10', difficulty: 'HARD', reviewCount: 1 });
      expect(requests).toEqual(['reviewCard', 'updateStudySession', 'undoReview']);

      const after = pending(cache);
      expect(after?.dueCards.map((c) => c.id)).toEqual(['10', '11', '20']);
      expect(after?.folders.find((f) => f.id === '1')?.stats.dueCards).toBe(2);
      expect(dashboard(cache)?.viewer?.stats).toMatchObject({ cardsDueToday: 3, cardsStudiedToday: 0, easyCards: 0 });
      const folderScreen = cache.readQuery({ query: FolderDocument, variables: { id: '1', search: null } });
      expect(folderScreen?.folder?.stats).toMatchObject({ dueCards: 2, masteredCards: 0, difficultCards: 1 });
    });
  });
});

describe('list membership', () => {
  test('a new card joins the due lists of its folder and the matching card lists', () => {
    const cache = seededCache();
    cache.writeQuery<FolderQuery>({
      query: FolderDocument,
      variables: { id: '1', search: 'agu' },
      data: { folder: { ...english, cards: cardPage([water]) } },
    });
    const salt = card({ id: '12', front: 'salt', back: 'sal' });
    // What the createCard result writes, then what its update function does.
    cache.writeQuery({
      query: CreateCardDocument,
      variables: { folderId: '1', input: { front: 'salt', back: 'sal' } },
      data: {
        createCard: {
          __typename: 'CardPayload',
          card: salt,
          folder: english,
          viewer: { ...viewer, stats: userStats() },
        },
      },
    });
    addCard(cache, salt);

    expect(pending(cache)?.dueCards.map((c) => c.id)).toEqual(['10', '11', '20', '12']);
    const all = cache.readQuery({ query: FolderDocument, variables: { id: '1', search: null } });
    expect(all?.folder?.cards.edges.map((edge) => edge.node.id)).toEqual(['10', '11', '12']);
    const searched = cache.readQuery({ query: FolderDocument, variables: { id: '1', search: 'agu' } });
    expect(searched?.folder?.cards.edges.map((edge) => edge.node.id)).toEqual(['11']);
  });

  test("a new card waits for the last page when the folder's list is not loaded to its end", () => {
    const cache = createCache();
    cache.writeQuery<FolderQuery>({
      query: FolderDocument,
      variables: { id: '1', search: null },
      data: { folder: { ...english, cards: cardPage([hello], { hasNextPage: true }) } },
    });
    const salt = card({ id: '12', front: 'salt', back: 'sal' });
    writeCard(cache, salt);
    addCard(cache, salt);
    const read = cache.readQuery({ query: FolderDocument, variables: { id: '1', search: null } });
    expect(read?.folder?.cards.edges.map((edge) => edge.node.id)).toEqual(['10']);
  });

  test('each page of a search is its own entry: a deleted card leaves its page, a new one joins the last', () => {
    const cache = createCache();
    const first = (search: string | null, cards: ReturnType<typeof card>[], hasNextPage: boolean) =>
      cache.writeQuery<FolderQuery>({
        query: FolderDocument,
        variables: { id: '1', search },
        data: { folder: { ...english, cards: cardPage(cards, { hasNextPage }) } },
      });
    const after = (cursor: string, cards: ReturnType<typeof card>[], hasNextPage: boolean) =>
      cache.writeQuery<FolderCardsPageQuery>({
        query: FolderCardsPageDocument,
        variables: { id: '1', search: null, after: cursor },
        data: { folder: { __typename: 'Folder', id: '1', cards: cardPage(cards, { hasNextPage }) } },
      });
    const ids = (search: string | null, cursor?: string) =>
      (cursor
        ? cache.readQuery({ query: FolderCardsPageDocument, variables: { id: '1', search, after: cursor } })
        : cache.readQuery({ query: FolderDocument, variables: { id: '1', search } })
      )?.folder?.cards.edges.map((edge) => edge.node.id);
    first(null, [hello], true);
    after('c10', [water], true);
    first('agu', [water], false);
    after('c11', [bread], false);
    const firstPage = cache.readQuery({ query: FolderDocument, variables: { id: '1', search: null } });
    expect([ids(null), ids(null, 'c10'), ids(null, 'c11'), ids('agu')]).toEqual([['10'], ['11'], ['20'], ['11']]);
    expect(firstPage?.folder?.cards.pageInfo).toEqual({ __typename: 'PageInfo', hasNextPage: true, endCursor: 'c10' });

    removeCard(cache, '11');
    expect([ids(null), ids(null, 'c10'), ids(null, 'c11'), ids('agu')]).toEqual([['10'], [], ['20'], []]);
    // The page keeps the end the API gave it: the next page is still the one after it.
    const emptied = cache.readQuery({
      query: FolderCardsPageDocument,
      variables: { id: '1', search: null, after: 'c10' },
    });
    expect(emptied?.folder?.cards.pageInfo.endCursor).toBe('c11');
    // The page that did not change is the very object read before: reading a page never reads the others.
    expect(cache.readQuery({ query: FolderDocument, variables: { id: '1', search: null } })).toBe(firstPage);

    const salt = card({ id: '12', front: 'salt', back: 'sal' });
    writeCard(cache, salt);
    addCard(cache, salt);
    expect([ids(null), ids(null, 'c10'), ids(null, 'c11'), ids('agu')]).toEqual([['10'], [], ['20', '12'], []]);
  });

  test("a note's new cards: the figures come with the answer, its folder's lists and the due lists are read again", () => {
    const cache = seededCache();
    cache.writeQuery<PendingFolderReviewsQuery>({
      query: PendingFolderReviewsDocument,
      variables: { folderId: '2' },
      data: { folder: { ...food, description: null, dueCards: [bread] } },
    });
    const note = {
      __typename: 'Note' as const,
      id: '5',
      folderId: '1',
      fields: ['{{c1::Madrid}} es la capital de {{c2::España}}', ''],
      tags: [],
      noteType: { __typename: 'NoteType' as const, id: '4', name: 'Huecos', kind: 'cloze', fields: ['Texto', 'Extra'] },
      cards: ['30', '31'].map((id, ord) => ({ __typename: 'NoteCard' as const, id, ord, empty: false })),
    };
    // What the createNote result writes, then what its update function does.
    cache.writeQuery<CreateNoteMutation>({
      query: CreateNoteDocument,
      variables: { folderId: '1', input: { noteType: '4', fields: note.fields } },
      data: {
        createNote: {
          __typename: 'NotePayload',
          note,
          folders: [{ ...english, stats: { ...english.stats, totalCards: 4, dueCards: 4 } }],
          viewer: { ...viewer, stats: userStats({ cardsDueToday: 5, totalFolders: 2, newCards: 4, hardCards: 1 }) },
        },
      },
    });
    noteCardsChanged(cache, ['1']);

    expect(dashboard(cache)?.viewer?.stats.cardsDueToday).toBe(5);
    // The lists that would miss the new cards are gone, to be read again; the folder's figures are the answer's.
    expect(pending(cache)).toBeNull();
    expect(cache.readQuery({ query: FolderDocument, variables: { id: '1', search: null } })).toBeNull();
    const written = cache.extract()['Folder:1'] as { stats?: { totalCards: number } };
    expect(written.stats?.totalCards).toBe(4);
    // Another folder's due cards are its own: kept.
    expect(
      cache.readQuery({ query: PendingFolderReviewsDocument, variables: { folderId: '2' } })?.folder?.dueCards,
    ).toHaveLength(1);
  });

  test("a folder's study session: a rating takes its card out and an undo puts it back, as in the due lists", () => {
    const cache = seededCache();
    const session = () => cache.readQuery({ query: StudyFolderDocument, variables: { folderId: '1' } })?.folder;
    cache.writeQuery<StudyFolderQuery>({
      query: StudyFolderDocument,
      variables: { folderId: '1' },
      data: {
        viewer: learner,
        folder: { ...english, studyCards: { __typename: 'StudyCards', practice: false, cards: [hello, water] } },
      },
    });
    const rated = { ...hello, nextReviewAt: hoursFromNow(24) };
    writeCard(cache, rated);
    removeFromDueLists(cache, rated);
    expect(session()?.studyCards.cards.map((c) => c.id)).toEqual(['11']);

    writeCard(cache, hello);
    returnToDueLists(cache, hello);
    expect(session()?.studyCards.cards.map((c) => c.id)).toEqual(['10', '11']);

    const salt = card({ id: '12', front: 'salt', back: 'sal' });
    writeCard(cache, salt, StudyCard_CardFragmentDoc);
    addCard(cache, salt);
    expect(session()?.studyCards).toMatchObject({ practice: false });
    expect(session()?.studyCards.cards.map((c) => c.id)).toEqual(['10', '11', '12']);
  });

  test('a practice session keeps a rated card, lets a suspended one go, and a new card makes the API say again', () => {
    const cache = seededCache();
    const session = () => cache.readQuery({ query: StudyFolderDocument, variables: { folderId: '1' } })?.folder;
    const learnt = { ...hello, nextReviewAt: hoursFromNow(48) };
    cache.writeQuery<StudyFolderQuery>({
      query: StudyFolderDocument,
      variables: { folderId: '1' },
      data: {
        viewer: learner,
        folder: { ...english, studyCards: { __typename: 'StudyCards', practice: true, cards: [learnt, water] } },
      },
    });
    removeFromDueLists(cache, { ...learnt, nextReviewAt: hoursFromNow(96) });
    leaveDueLists(cache, learnt);
    expect(session()?.studyCards.cards.map((c) => c.id)).toEqual(['10', '11']);

    leaveDueLists(cache, water, { suspended: true });
    expect(session()?.studyCards).toMatchObject({ practice: true, cards: [{ id: '10' }] });

    // A card made now is due: the folder's session is a study one, which the API says when it is next shown.
    const salt = card({ id: '12', front: 'salt', back: 'sal' });
    writeCard(cache, salt, StudyCard_CardFragmentDoc);
    addCard(cache, salt);
    expect(cache.readQuery({ query: StudyFolderDocument, variables: { folderId: '1' } })).toBeNull();
  });

  test('a session limited to a tag: a new card stays out, a rating takes its card out, an undo asks the API again', () => {
    const cache = seededCache();
    const tagged = () =>
      cache.readQuery({ query: StudyFolderTagDocument, variables: { folderId: '1', tag: 'verbo' } })?.folder;
    cache.writeQuery<StudyFolderTagQuery>({
      query: StudyFolderTagDocument,
      variables: { folderId: '1', tag: 'verbo' },
      data: {
        viewer: learner,
        folder: { ...english, studyCards: { __typename: 'StudyCards', practice: false, cards: [hello] } },
      },
    });
    // A card made with the card dialog is a "Básica" note's, with no tags yet.
    const salt = card({ id: '12', front: 'salt', back: 'sal' });
    writeCard(cache, salt);
    addCard(cache, salt);
    expect(tagged()?.studyCards.cards.map((c) => c.id)).toEqual(['10']);
    // The unfiltered lists take it, as before.
    expect(pending(cache)?.dueCards.map((c) => c.id)).toEqual(['10', '11', '20', '12']);

    // Rated from the tagged session: out of every due list, the tagged one and the pending reviews alike.
    const rated = { ...hello, nextReviewAt: hoursFromNow(24) };
    writeCard(cache, rated);
    removeFromDueLists(cache, rated);
    expect(tagged()?.studyCards.cards).toEqual([]);
    expect(pending(cache)?.dueCards.map((c) => c.id)).toEqual(['11', '20', '12']);

    // Undone: back at its place in the unfiltered lists; whether its note has the tag is the API's to say.
    writeCard(cache, hello);
    returnToDueLists(cache, hello);
    expect(pending(cache)?.dueCards.map((c) => c.id)).toEqual(['10', '11', '20', '12']);
    expect(cache.readQuery({ query: StudyFolderTagDocument, variables: { folderId: '1', tag: 'verbo' } })).toBeNull();
  });

  test('a deleted folder takes its cards out of the due lists', () => {
    const cache = seededCache();
    removeFolder(cache, '1');

    const after = pending(cache);
    expect(after?.folders.map((f) => f.id)).toEqual(['2']);
    expect(after?.dueCards.map((c) => c.id)).toEqual(['20']);
    expect(cache.extract()['Card:10']).toBeUndefined();
  });

  test('store templates follow the folders of their name', () => {
    const cache = createCache();
    const template = {
      __typename: 'StoreTemplate' as const,
      id: 'ingles-comida',
      name: 'Inglés: comida y bebida',
      description: 'Comida',
      level: 'Principiante',
      alreadyImported: false,
      cards: [],
    };
    cache.writeQuery({ query: StoreDocument, data: { storeTemplates: [template] } });

    setTemplatesImported(cache, 'inglés: COMIDA y bebida ', true);
    expect(cache.readQuery({ query: StoreDocument })?.storeTemplates[0].alreadyImported).toBe(true);
    setTemplatesImported(cache, 'Inglés: comida y bebida', false);
    expect(cache.readQuery({ query: StoreDocument })?.storeTemplates[0].alreadyImported).toBe(false);
  });
});
