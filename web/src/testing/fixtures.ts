import type {
  CardDifficulty,
  CardItem_CardFragment,
  FolderCard_FolderFragment,
  FolderCommunity_FolderFragment,
  FolderDirections_FolderFragment,
  FolderStatsPanel_FolderFragment,
  FolderStudySettings_FolderFragment,
  StudyCard_CardFragment,
  ViewerStats_UserFragment,
} from '@/__generated__/graphql';
import type { StatisticsData } from '@/features/statistics/components/statistics-view';

/** The moment tests treat as now (a Saturday afternoon in Madrid). */
export const NOW = new Date('2026-11-21T15:00:00.000Z');

export const hoursAgo = (hours: number, from = new Date()) =>
  new Date(from.getTime() - hours * 3_600_000).toISOString();
export const hoursFromNow = (hours: number, from = new Date()) =>
  new Date(from.getTime() + hours * 3_600_000).toISOString();

type Stats = ViewerStats_UserFragment['stats'];

export function userStats(stats: Partial<Stats> = {}): Stats {
  return {
    __typename: 'UserStats',
    cardsDueToday: 0,
    cardsStudiedToday: 0,
    totalFolders: 0,
    currentStreak: 0,
    newCards: 0,
    hardCards: 0,
    goodCards: 0,
    easyCards: 0,
    ...stats,
  };
}

export function folderStats(
  stats: Partial<FolderCard_FolderFragment['stats'] & FolderStatsPanel_FolderFragment['stats']> = {},
) {
  return {
    __typename: 'FolderStats' as const,
    totalCards: 0,
    dueCards: 0,
    masteredCards: 0,
    mediumCards: 0,
    difficultCards: 0,
    suspendedCards: 0,
    ...stats,
  };
}

/** A folder with everything the folder screens select. */
export function folder(
  fields: Partial<Omit<FolderCard_FolderFragment, 'stats'> & FolderDirections_FolderFragment> &
    Partial<Pick<FolderCommunity_FolderFragment, 'publication' | 'communitySource'>> & {
      stats?: Partial<FolderCard_FolderFragment['stats'] & FolderStatsPanel_FolderFragment['stats']>;
    } = {},
): FolderCard_FolderFragment &
  FolderStudySettings_FolderFragment &
  FolderDirections_FolderFragment &
  FolderStatsPanel_FolderFragment &
  FolderCommunity_FolderFragment {
  const { stats, ...rest } = fields;
  const merged = folderStats(stats);
  return {
    __typename: 'Folder',
    id: '1',
    name: 'Vocabulario de inglés',
    description: 'Palabras del día a día',
    updatedAt: hoursAgo(2),
    hasStudiedCards: false,
    autoPlay: false,
    frontLanguage: null,
    backLanguage: null,
    bothDirections: false,
    publication: null,
    communitySource: null,
    cardCount: merged.totalCards,
    ...rest,
    stats: merged,
  };
}

/** Study days until `nextReviewAt` as the API would count them for a UTC learner (whole days rounded up). */
const daysUntil = (nextReviewAt: string | null | undefined) =>
  nextReviewAt ? Math.ceil((Date.parse(nextReviewAt) - Date.now()) / 86_400_000) : null;

/** A card with every field any screen selects. */
export function card(
  fields: Partial<StudyCard_CardFragment & CardItem_CardFragment> & { id: string },
): StudyCard_CardFragment & CardItem_CardFragment {
  return {
    __typename: 'Card',
    folderId: '1',
    front: `Anverso ${fields.id}`,
    back: `Reverso ${fields.id}`,
    difficulty: 'NEW' as CardDifficulty,
    reviewCount: 0,
    lastReviewedAt: null,
    nextReviewAt: null,
    dueInDays: daysUntil(fields.nextReviewAt),
    suspended: false,
    leech: false,
    reversed: false,
    siblingId: null,
    nextIntervals: { __typename: 'NextIntervals', easy: 7, medium: 3, hard: 1 },
    ...fields,
  };
}

/** A page of a folder's cards as `Folder.cards` answers it; each card's cursor is `c<id>`. */
export function cardPage<C extends { id: string }>(
  cards: readonly C[],
  { hasNextPage = false, totalCount = cards.length } = {},
) {
  return {
    __typename: 'CardConnection' as const,
    edges: cards.map((node) => ({ __typename: 'CardEdge' as const, cursor: `c${node.id}`, node })),
    pageInfo: {
      __typename: 'PageInfo' as const,
      hasNextPage,
      endCursor: cards.length > 0 ? `c${cards[cards.length - 1].id}` : null,
    },
    totalCount,
  };
}

/** A year of statistics without a single review (a new learner's); `fields` replace any part of it. */
export function statistics(fields: Partial<StatisticsData> = {}): StatisticsData {
  return {
    __typename: 'Statistics',
    folderId: null,
    range: 'YEAR',
    today: '2026-03-04',
    from: '2025-03-03',
    totalReviews: 0,
    daysStudied: 0,
    averagePerStudyDay: 0,
    currentStreak: 0,
    longestStreak: 0,
    overdue: 0,
    days: [],
    forecast: [],
    weeks: [],
    cardStates: { __typename: 'CardStates', new: 0, learning: 0, young: 0, mature: 0, suspended: 0 },
    intervals: [],
    ...fields,
  };
}
