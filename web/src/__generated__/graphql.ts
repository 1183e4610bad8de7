/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** What a personal access token may do. */
export type ApiTokenScope =
  /** Only as the `key` of `POST /anki-connect` (AnkiConnect protocol), reading: refused by `/api` and `/graphql`. */
  | 'ANKI_CONNECT_READ'
  /** Only as the `key` of `POST /anki-connect`, reading and writing: refused by `/api` and `/graphql`. */
  | 'ANKI_CONNECT_WRITE'
  /** Queries only: any mutation (or REST write) is refused with FORBIDDEN / 403. */
  | 'READ'
  /** Everything its owner can do through the API (except managing tokens and sessions). */
  | 'READ_WRITE';

/** The last rating of a card: NEW until first rated; a medium rating is GOOD. */
export type CardDifficulty =
  | 'EASY'
  | 'GOOD'
  | 'HARD'
  | 'NEW';

export type CardInput = {
  back: string;
  /** Also study it back to front (its reverse is a card of its own). Left out: a new card follows its folder's bothDirections, an edited one keeps what it had; false deletes a reverse that has no reviews yet. */
  bothDirections?: boolean | null | undefined;
  front: string;
};

export type CardTemplateInput = {
  answer: string;
  /** Index of the template it keeps (its cards stay); null: new. */
  from?: number | null | undefined;
  name: string;
  question: string;
};

export type CommunityFilters = {
  backLanguage?: string | null | undefined;
  /** Language of the fronts (any variant: en-US matches en-GB). */
  frontLanguage?: string | null | undefined;
  /** A1, A2, B1, B2, C1, C2 */
  level?: string | null | undefined;
  /** relevance, copies, recent (default relevance). */
  sort?: string | null | undefined;
  tag?: string | null | undefined;
};

export type CreateNoteInput = {
  /** In the type's field order (missing ones empty). */
  fields: Array<string>;
  /** Its id, or a name: Básica, Basic, Basic (and reversed card), Huecos, Cloze… */
  noteType: string;
  tags?: Array<string> | null | undefined;
};

export type FolderInput = {
  description?: string | null | undefined;
  name: string;
};

/** A folder's study settings; each one left out keeps its value. */
export type FolderSettingsInput = {
  /** Play the sound of each side (or read it aloud in its language) as it appears while studying. */
  autoPlay?: boolean | null | undefined;
  /** BCP-47 language the backs are read aloud in; null: none. */
  backLanguage?: string | null | undefined;
  /** "Estudiar en ambos sentidos": on, every card gets its reverse (a new card of its own); off, the reverse cards never reviewed are deleted, those with reviews stay. */
  bothDirections?: boolean | null | undefined;
  /** BCP-47 language the fronts are read aloud in, from the short list; null: none. */
  frontLanguage?: string | null | undefined;
};

/** CSV/TSV/pasted text, or an Anki package. */
export type ImportFormat =
  | 'anki'
  | 'csv';

/** Where an import is: queued, running, done or failed. */
export type ImportStatus =
  | 'done'
  | 'failed'
  | 'queued'
  | 'running';

export type LoginInput = {
  email: string;
  password: string;
};

export type NewPasswordInput = {
  confirmPassword: string;
  password: string;
  token: string;
};

export type NoteTypeFieldInput = {
  /** Index of the field it keeps (renamed or moved); null: a new field. */
  from?: number | null | undefined;
  name: string;
};

export type PublishFolderInput = {
  backLanguage?: string | null | undefined;
  /** Markdown, up to 5000 characters. */
  description?: string | null | undefined;
  folderId: string | number;
  /** Default: the folder's front language. */
  frontLanguage?: string | null | undefined;
  level?: string | null | undefined;
  /** cc-by-4.0, cc-by-sa-4.0, cc0-1.0, all-rights-reserved (default cc-by-4.0). */
  licence?: string | null | undefined;
  /** Up to 10, each up to 30 characters. */
  tags?: Array<string> | null | undefined;
  title: string;
};

/** fácil, medio or difícil. */
export type Rating =
  | 'EASY'
  | 'HARD'
  | 'MEDIUM';

export type RegisterInput = {
  confirmPassword: string;
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  password: string;
  /** The browser's IANA time zone. */
  timeZone?: string | null | undefined;
};

export type SettingsInput = {
  /** Recall probability the scheduler aims at, 0.70..0.97. */
  desiredRetention?: number | null | undefined;
  /** "Distinguir ñ de n" when a typed answer is compared. */
  distinguishEnye?: boolean | null | undefined;
  /** "Días libres": 7 shares of a normal day, Monday first, each 100, 50 or 0. */
  easyDays?: Array<number> | null | undefined;
  /** "Umbral de sanguijuela": lapses that make a leech, 0..100 (0: off). */
  leechThreshold?: number | null | undefined;
  /** Load balancing of due days within their fuzz range. */
  loadBalancing?: boolean | null | undefined;
  /** New cards offered per study day, 0..1000. */
  newCardsPerDay?: number | null | undefined;
  /** The name the community shows on what you publish (2..60 characters, never an e-mail). */
  publicName?: string | null | undefined;
  /** The daily e-mail digest of due cards. */
  remindersEnabled?: boolean | null | undefined;
  /** Reviews offered per study day, 0..10000. */
  reviewsPerDay?: number | null | undefined;
  timeZone?: string | null | undefined;
  /** "Escribir la respuesta": type the answer before it is shown while studying. */
  typeAnswers?: boolean | null | undefined;
};

/** How far back the calendar heatmap goes (5, 13 or 53 weeks, Monday to Sunday); the weekly series cover as many weeks, at most 12. */
export type StatisticsRange =
  | 'MONTH'
  | 'QUARTER'
  | 'YEAR';

export type StudySessionInput = {
  cardsStudied?: number | null | undefined;
  completedAt?: string | null | undefined;
  easyCount?: number | null | undefined;
  goodCount?: number | null | undefined;
  hardCount?: number | null | undefined;
};

export type UpdateNoteInput = {
  fields?: Array<string> | null | undefined;
  /** Moves the note and its cards to this folder. */
  folderId?: string | number | null | undefined;
  tags?: Array<string> | null | undefined;
};

export type UpdateNoteTypeInput = {
  /** Go ahead although cards would be deleted (else CONFLICT). */
  confirm?: boolean | null | undefined;
  css?: string | null | undefined;
  /** The new field list; an old field no item keeps is deleted. */
  fields?: Array<NoteTypeFieldInput> | null | undefined;
  name?: string | null | undefined;
  templates?: Array<CardTemplateInput> | null | undefined;
};

export type CommunityFolderQueryVariables = Exact<{
  slug: string;
}>;


export type CommunityFolderQuery = { communityFolder: { __typename: 'CommunityFolderPage', id: string, slug: string, title: string, description: string, authorName: string, frontLanguage: string | null, backLanguage: string | null, level: string | null, tags: Array<string>, licence: string, cardCount: number, copiesCount: number, updatedAt: string, previewCards: Array<{ __typename: 'CommunityCard', key: string, front: string, back: string }> } | null };

export type CommunityFoldersQueryVariables = Exact<{
  search?: string | null | undefined;
  filters?: CommunityFilters | null | undefined;
  after?: string | null | undefined;
}>;


export type CommunityFoldersQuery = { communityFolders: { __typename: 'CommunityFolderConnection', sort: string, edges: Array<{ __typename: 'CommunityFolderEdge', cursor: string, node: { __typename: 'CommunityFolder', id: string, slug: string, title: string, authorName: string, frontLanguage: string | null, backLanguage: string | null, level: string | null, tags: Array<string>, cardCount: number, copiesCount: number, updatedAt: string } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type CommunityReportsQueryVariables = Exact<{
  after?: string | number | null | undefined;
}>;


export type CommunityReportsQuery = { communityReports: { __typename: 'CommunityReportPage', hasNextPage: boolean, reports: Array<{ __typename: 'CommunityReport', id: string, reason: string, text: string, createdAt: string, folder: { __typename: 'Publication', id: string, slug: string, title: string, authorName: string, hidden: boolean } }> } };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } | null };

export type FolderNotesQueryVariables = Exact<{
  id: string | number;
  tag?: string | null | undefined;
}>;


export type FolderNotesQuery = { folder: { __typename: 'Folder', id: string, name: string, notes: { __typename: 'NotePage', hasNextPage: boolean, endCursor: string | null, nodes: Array<{ __typename: 'Note', id: string, folderId: string, fields: Array<string>, tags: Array<string>, noteType: { __typename: 'NoteType', id: string, name: string, kind: string, fields: Array<string> }, cards: Array<{ __typename: 'NoteCard', id: string, ord: number, empty: boolean }> }> } } | null, tags: Array<{ __typename: 'Tag', tag: string, notes: number }> };

export type FolderNotesPageQueryVariables = Exact<{
  id: string | number;
  tag?: string | null | undefined;
  after: string;
}>;


export type FolderNotesPageQuery = { folder: { __typename: 'Folder', id: string, notes: { __typename: 'NotePage', hasNextPage: boolean, endCursor: string | null, nodes: Array<{ __typename: 'Note', id: string, folderId: string, fields: Array<string>, tags: Array<string>, noteType: { __typename: 'NoteType', id: string, name: string, kind: string, fields: Array<string> }, cards: Array<{ __typename: 'NoteCard', id: string, ord: number, empty: boolean }> }> } } | null };

export type FolderNotesPage_PageFragment = { __typename: 'NotePage', hasNextPage: boolean, endCursor: string | null, nodes: Array<{ __typename: 'Note', id: string, folderId: string, fields: Array<string>, tags: Array<string>, noteType: { __typename: 'NoteType', id: string, name: string, kind: string, fields: Array<string> }, cards: Array<{ __typename: 'NoteCard', id: string, ord: number, empty: boolean }> }> };

export type FolderQueryVariables = Exact<{
  id: string | number;
  search?: string | null | undefined;
  leech?: boolean | null | undefined;
}>;


export type FolderQuery = { folder: { __typename: 'Folder', id: string, name: string, description: string | null, cardCount: number, hasStudiedCards: boolean, updatedAt: string, autoPlay: boolean, frontLanguage: string | null, backLanguage: string | null, bothDirections: boolean, cards: { __typename: 'CardConnection', totalCount: number, edges: Array<{ __typename: 'CardEdge', cursor: string, node: { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, suspended: boolean, leech: boolean, reversed: boolean, siblingId: string | null } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } }, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number, suspendedCards: number }, publication: { __typename: 'Publication', id: string, slug: string, title: string, description: string, frontLanguage: string | null, backLanguage: string | null, level: string | null, tags: Array<string>, licence: string, version: number, unpublished: boolean, hidden: boolean, hiddenReason: string | null } | null, communitySource: { __typename: 'CommunitySource', slug: string, title: string, version: number, latestVersion: number, hasUpdate: boolean } | null } | null };

export type FoldersQueryVariables = Exact<{ [key: string]: never; }>;


export type FoldersQuery = { folders: Array<{ __typename: 'Folder', id: string, name: string, description: string | null, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }> };

export type ImportFoldersQueryVariables = Exact<{ [key: string]: never; }>;


export type ImportFoldersQuery = { folders: Array<{ __typename: 'Folder', id: string, name: string }> };

export type ImportNoteTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type ImportNoteTypesQuery = { noteTypes: Array<{ __typename: 'NoteType', id: string, name: string, builtin: string | null, fields: Array<string> }> };

export type NoteTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type NoteTypesQuery = { noteTypes: Array<{ __typename: 'NoteType', id: string, name: string, builtin: string | null, kind: string, fields: Array<string>, noteCount: number, templates: Array<{ __typename: 'CardTemplate', name: string, question: string, answer: string }> }>, tags: Array<{ __typename: 'Tag', tag: string, notes: number }> };

export type PendingReviewsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingReviewsQuery = { folders: Array<{ __typename: 'Folder', id: string, name: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }>, dueCards: Array<{ __typename: 'Card', id: string, folderId: string, difficulty: CardDifficulty }> };

export type PendingFolderReviewsQueryVariables = Exact<{
  folderId: string | number;
}>;


export type PendingFolderReviewsQuery = { folder: { __typename: 'Folder', id: string, name: string, description: string | null, cardCount: number, hasStudiedCards: boolean, updatedAt: string, dueCards: Array<{ __typename: 'Card', id: string, folderId: string, front: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null }>, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } } | null };

export type SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQuery = { viewer: { __typename: 'User', id: string, email: string, timeZone: string, remindersEnabled: boolean, publicName: string | null, isOperator: boolean, schedulerSettings: { __typename: 'SchedulerSettings', desiredRetention: number, newCardsPerDay: number, reviewsPerDay: number, loadBalancing: boolean, easyDays: Array<number>, parametersFittedAt: string | null, parametersCheckedAt: string | null, reviewsUsed: number | null, logLoss: number | null, fitPending: boolean }, studySettings: { __typename: 'StudySettings', leechThreshold: number } } | null };

export type StoreQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreQuery = { storeTemplates: Array<{ __typename: 'StoreTemplate', id: string, name: string, description: string, level: string, alreadyImported: boolean, cards: Array<{ __typename: 'TemplateCard', front: string, back: string }> }> };

export type StudyFolderQueryVariables = Exact<{
  folderId: string | number;
}>;


export type StudyFolderQuery = { viewer: { __typename: 'User', id: string, studySettings: { __typename: 'StudySettings', typeAnswers: boolean, distinguishEnye: boolean, leechThreshold: number } } | null, folder: { __typename: 'Folder', id: string, name: string, autoPlay: boolean, frontLanguage: string | null, backLanguage: string | null, studyCards: { __typename: 'StudyCards', practice: boolean, cards: Array<{ __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, leech: boolean, reversed: boolean, siblingId: string | null, nextIntervals: { __typename: 'NextIntervals', easy: number, medium: number, hard: number } }> } } | null };

export type StudyAllQueryVariables = Exact<{ [key: string]: never; }>;


export type StudyAllQuery = { viewer: { __typename: 'User', id: string, studySettings: { __typename: 'StudySettings', typeAnswers: boolean, distinguishEnye: boolean, leechThreshold: number } } | null, dueCards: Array<{ __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, leech: boolean, reversed: boolean, siblingId: string | null, nextIntervals: { __typename: 'NextIntervals', easy: number, medium: number, hard: number } }>, folders: Array<{ __typename: 'Folder', id: string, name: string, autoPlay: boolean, frontLanguage: string | null, backLanguage: string | null }> };

export type StudyFolderTagQueryVariables = Exact<{
  folderId: string | number;
  tag: string;
}>;


export type StudyFolderTagQuery = { viewer: { __typename: 'User', id: string, studySettings: { __typename: 'StudySettings', typeAnswers: boolean, distinguishEnye: boolean, leechThreshold: number } } | null, folder: { __typename: 'Folder', id: string, name: string, autoPlay: boolean, frontLanguage: string | null, backLanguage: string | null, studyCards: { __typename: 'StudyCards', practice: boolean, cards: Array<{ __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, leech: boolean, reversed: boolean, siblingId: string | null, nextIntervals: { __typename: 'NextIntervals', easy: number, medium: number, hard: number } }> } } | null };

export type StudyAllTagQueryVariables = Exact<{
  tag: string;
}>;


export type StudyAllTagQuery = { viewer: { __typename: 'User', id: string, studySettings: { __typename: 'StudySettings', typeAnswers: boolean, distinguishEnye: boolean, leechThreshold: number } } | null, dueCards: Array<{ __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, leech: boolean, reversed: boolean, siblingId: string | null, nextIntervals: { __typename: 'NextIntervals', easy: number, medium: number, hard: number } }>, folders: Array<{ __typename: 'Folder', id: string, name: string, autoPlay: boolean, frontLanguage: string | null, backLanguage: string | null }> };

export type AppHeader_ViewerFragment = { __typename: 'User', email: string };

export type ApiTokenItem_TokenFragment = { __typename: 'ApiToken', id: string, name: string, scope: ApiTokenScope, createdAt: string, lastUsedAt: string | null, expiresAt: string | null };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { __typename: 'ApiToken', id: string, revokedAt: string | null } };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { apiTokens: Array<{ __typename: 'ApiToken', id: string, name: string, scope: ApiTokenScope, createdAt: string, lastUsedAt: string | null, expiresAt: string | null }> };

export type CreateApiTokenMutationVariables = Exact<{
  name: string;
  expiresInDays?: number | null | undefined;
  scope?: ApiTokenScope | null | undefined;
}>;


export type CreateApiTokenMutation = { createApiToken: { __typename: 'CreatedApiToken', secret: string, token: { __typename: 'ApiToken', id: string, name: string, scope: ApiTokenScope, createdAt: string, lastUsedAt: string | null, expiresAt: string | null } } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { __typename: 'User', id: string, email: string, firstName: string | null, lastName: string | null, timeZone: string, remindersEnabled: boolean } };

export type LogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutEverywhereMutation = { logoutEverywhere: boolean };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { __typename: 'User', id: string, email: string, firstName: string | null, lastName: string | null, timeZone: string, remindersEnabled: boolean } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { __typename: 'MessageResult', message: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: NewPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { __typename: 'MessageResult', message: string } };

export type ResetTokenValidQueryVariables = Exact<{
  token: string;
}>;


export type ResetTokenValidQuery = { resetTokenValid: boolean };

export type CreateCardMutationVariables = Exact<{
  folderId: string | number;
  input: CardInput;
}>;


export type CreateCardMutation = { createCard: { __typename: 'CardPayload', card: { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, suspended: boolean, leech: boolean, reversed: boolean, siblingId: string | null, nextIntervals: { __typename: 'NextIntervals', easy: number, medium: number, hard: number } }, folder: { __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type UpdateCardMutationVariables = Exact<{
  id: string | number;
  input: CardInput;
}>;


export type UpdateCardMutation = { updateCard: { __typename: 'CardPayload', card: { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, suspended: boolean, leech: boolean, reversed: boolean, siblingId: string | null, nextIntervals: { __typename: 'NextIntervals', easy: number, medium: number, hard: number } }, folder: { __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type CardItem_CardFragment = { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, suspended: boolean, leech: boolean, reversed: boolean, siblingId: string | null };

export type DeleteCardMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCardMutation = { deleteCard: { __typename: 'DeleteCardPayload', deletedCardId: string, folder: { __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number, suspendedCards: number } }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type CommunityFolderSummary_FolderFragment = { __typename: 'CommunityFolder', id: string, slug: string, title: string, authorName: string, frontLanguage: string | null, backLanguage: string | null, level: string | null, tags: Array<string>, cardCount: number, copiesCount: number, updatedAt: string };

export type CommunityUpdateQueryVariables = Exact<{
  folderId: string | number;
}>;


export type CommunityUpdateQuery = { communityUpdate: { __typename: 'CommunityUpdate', fromVersion: number, toVersion: number, added: number, updated: number, conflicting: number, deleted: number, editedCards: Array<{ __typename: 'CommunityEditedCard', cardId: string, front: string, back: string, authorFront: string, authorBack: string }> } | null };

export type ApplyCommunityUpdateMutationVariables = Exact<{
  folderId: string | number;
  removeDeleted?: boolean | null | undefined;
  overwriteEdited?: boolean | null | undefined;
}>;


export type ApplyCommunityUpdateMutation = { applyCommunityUpdate: { __typename: 'ApplyCommunityUpdatePayload', update: { __typename: 'CommunityUpdate', added: number, updated: number, conflicting: number, deleted: number }, folder: { __typename: 'Folder', id: string, name: string, description: string | null, cardCount: number, hasStudiedCards: boolean, updatedAt: string, publication: { __typename: 'Publication', id: string, slug: string, title: string, description: string, frontLanguage: string | null, backLanguage: string | null, level: string | null, tags: Array<string>, licence: string, version: number, unpublished: boolean, hidden: boolean, hiddenReason: string | null } | null, communitySource: { __typename: 'CommunitySource', slug: string, title: string, version: number, latestVersion: number, hasUpdate: boolean } | null, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, folders: Array<{ __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }>, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type CopyCommunityFolderMutationVariables = Exact<{
  slug: string;
}>;


export type CopyCommunityFolderMutation = { copyCommunityFolder: { __typename: 'CopyCommunityFolderPayload', folder: { __typename: 'Folder', id: string, name: string, description: string | null, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, communityFolder: { __typename: 'CommunityFolder', id: string, copiesCount: number }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type FolderCommunity_FolderFragment = { __typename: 'Folder', id: string, name: string, description: string | null, publication: { __typename: 'Publication', id: string, slug: string, title: string, description: string, frontLanguage: string | null, backLanguage: string | null, level: string | null, tags: Array<string>, licence: string, version: number, unpublished: boolean, hidden: boolean, hiddenReason: string | null } | null, communitySource: { __typename: 'CommunitySource', slug: string, title: string, version: number, latestVersion: number, hasUpdate: boolean } | null };

export type PublishDialog_PublicationFragment = { __typename: 'Publication', id: string, slug: string, title: string, description: string, frontLanguage: string | null, backLanguage: string | null, level: string | null, tags: Array<string>, licence: string, version: number, unpublished: boolean, hidden: boolean, hiddenReason: string | null };

export type PublishDialogViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type PublishDialogViewerQuery = { viewer: { __typename: 'User', id: string, publicName: string | null } | null };

export type PublishFolderMutationVariables = Exact<{
  input: PublishFolderInput;
}>;


export type PublishFolderMutation = { publishFolder: { __typename: 'PublishFolderPayload', publication: { __typename: 'Publication', id: string, slug: string, title: string, description: string, frontLanguage: string | null, backLanguage: string | null, level: string | null, tags: Array<string>, licence: string, version: number, unpublished: boolean, hidden: boolean, hiddenReason: string | null }, folder: { __typename: 'Folder', id: string, publication: { __typename: 'Publication', id: string } | null } } };

export type UnpublishFolderMutationVariables = Exact<{
  folderId: string | number;
}>;


export type UnpublishFolderMutation = { unpublishFolder: { __typename: 'PublishFolderPayload', publication: { __typename: 'Publication', id: string, slug: string, title: string, description: string, frontLanguage: string | null, backLanguage: string | null, level: string | null, tags: Array<string>, licence: string, version: number, unpublished: boolean, hidden: boolean, hiddenReason: string | null }, folder: { __typename: 'Folder', id: string, publication: { __typename: 'Publication', id: string } | null } } };

export type HideCommunityFolderMutationVariables = Exact<{
  slug: string;
  reason: string;
}>;


export type HideCommunityFolderMutation = { hideCommunityFolder: { __typename: 'HideCommunityFolderPayload', slug: string, hidden: boolean } };

export type DismissCommunityReportMutationVariables = Exact<{
  id: string | number;
}>;


export type DismissCommunityReportMutation = { dismissCommunityReport: string };

export type ReportCommunityFolderMutationVariables = Exact<{
  slug: string;
  reason: string;
  text?: string | null | undefined;
}>;


export type ReportCommunityFolderMutation = { reportCommunityFolder: { __typename: 'ReportCommunityFolderPayload', reason: string } };

export type ViewerStats_UserFragment = { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } };

export type FolderCard_FolderFragment = { __typename: 'Folder', id: string, name: string, description: string | null, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } };

export type DeleteFolderMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFolderMutation = { deleteFolder: { __typename: 'DeleteFolderPayload', deletedFolderId: string, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type CreateFolderMutationVariables = Exact<{
  input: FolderInput;
}>;


export type CreateFolderMutation = { createFolder: { __typename: 'CreateFolderPayload', folder: { __typename: 'Folder', id: string, name: string, description: string | null, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type FolderDirections_FolderFragment = { __typename: 'Folder', id: string, bothDirections: boolean };

export type UpdateFolderDirectionsMutationVariables = Exact<{
  id: string | number;
  bothDirections: boolean;
}>;


export type UpdateFolderDirectionsMutation = { updateFolderSettings: { __typename: 'Folder', id: string, bothDirections: boolean, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } } };

export type FolderStatsPanel_FolderFragment = { __typename: 'Folder', id: string, stats: { __typename: 'FolderStats', suspendedCards: number } };

export type FolderStudySettings_FolderFragment = { __typename: 'Folder', id: string, autoPlay: boolean, frontLanguage: string | null, backLanguage: string | null };

export type UpdateFolderSettingsMutationVariables = Exact<{
  id: string | number;
  input: FolderSettingsInput;
}>;


export type UpdateFolderSettingsMutation = { updateFolderSettings: { __typename: 'Folder', id: string, autoPlay: boolean, frontLanguage: string | null, backLanguage: string | null } };

export type SeedSampleDataMutationVariables = Exact<{ [key: string]: never; }>;


export type SeedSampleDataMutation = { seedSampleData: { __typename: 'SeedSampleDataPayload', message: string, folderCount: number, cardCount: number, folders: Array<{ __typename: 'Folder', id: string, name: string, description: string | null, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }>, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type FolderCardsPageQueryVariables = Exact<{
  id: string | number;
  search?: string | null | undefined;
  leech?: boolean | null | undefined;
  after: string;
}>;


export type FolderCardsPageQuery = { folder: { __typename: 'Folder', id: string, cards: { __typename: 'CardConnection', edges: Array<{ __typename: 'CardEdge', cursor: string, node: { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, suspended: boolean, leech: boolean, reversed: boolean, siblingId: string | null } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } | null };

export type FolderCardPage_ConnectionFragment = { __typename: 'CardConnection', edges: Array<{ __typename: 'CardEdge', cursor: string, node: { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, suspended: boolean, leech: boolean, reversed: boolean, siblingId: string | null } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } };

export type FolderStats_FolderFragment = { __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } };

export type ImportJobQueryVariables = Exact<{
  id: string | number;
}>;


export type ImportJobQuery = { importJob: { __typename: 'ImportJob', id: string, status: ImportStatus, format: ImportFormat, fileName: string | null, processed: number, total: number | null, error: string | null, report: { __typename: 'ImportReport', foldersCreated: number, cardsCreated: number, cardsUpdated: number, cardsUnchanged: number, suspendedCards: number, reviewsImported: number, duplicatesSkipped: number, mediaImported: number, mediaSkipped: number, folderIds: Array<string>, notesSkipped: Array<{ __typename: 'ImportSkip', reason: string, count: number }>, mediaProblems: Array<{ __typename: 'ImportSkip', reason: string, count: number }> } | null } | null };

export type NoteMoveFoldersQueryVariables = Exact<{ [key: string]: never; }>;


export type NoteMoveFoldersQuery = { folders: Array<{ __typename: 'Folder', id: string, name: string }> };

export type DeleteNoteMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteNoteMutation = { deleteNote: { __typename: 'DeleteNotePayload', deletedNoteId: string, deletedCardIds: Array<string>, folders: Array<{ __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }>, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type NoteEditorQueryVariables = Exact<{ [key: string]: never; }>;


export type NoteEditorQuery = { noteTypes: Array<{ __typename: 'NoteType', id: string, name: string, builtin: string | null, kind: string, fields: Array<string>, templates: Array<{ __typename: 'CardTemplate', question: string }> }>, tags: Array<{ __typename: 'Tag', tag: string, notes: number }> };

export type CreateNoteMutationVariables = Exact<{
  folderId: string | number;
  input: CreateNoteInput;
}>;


export type CreateNoteMutation = { createNote: { __typename: 'NotePayload', note: { __typename: 'Note', id: string, folderId: string, fields: Array<string>, tags: Array<string>, noteType: { __typename: 'NoteType', id: string, name: string, kind: string, fields: Array<string> }, cards: Array<{ __typename: 'NoteCard', id: string, ord: number, empty: boolean }> }, folders: Array<{ __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }>, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type UpdateNoteMutationVariables = Exact<{
  id: string | number;
  input: UpdateNoteInput;
}>;


export type UpdateNoteMutation = { updateNote: { __typename: 'NotePayload', note: { __typename: 'Note', id: string, folderId: string, fields: Array<string>, tags: Array<string>, noteType: { __typename: 'NoteType', id: string, name: string, kind: string, fields: Array<string> }, cards: Array<{ __typename: 'NoteCard', id: string, ord: number, empty: boolean }> }, folders: Array<{ __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }>, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type NoteItem_NoteFragment = { __typename: 'Note', id: string, folderId: string, fields: Array<string>, tags: Array<string>, noteType: { __typename: 'NoteType', id: string, name: string, kind: string, fields: Array<string> }, cards: Array<{ __typename: 'NoteCard', id: string, ord: number, empty: boolean }> };

export type NoteTypeEditor_NoteTypeFragment = { __typename: 'NoteType', id: string, name: string, builtin: string | null, kind: string, fields: Array<string>, noteCount: number, templates: Array<{ __typename: 'CardTemplate', name: string, question: string, answer: string }> };

export type CreateNoteTypeMutationVariables = Exact<{
  name: string;
  from: string;
}>;


export type CreateNoteTypeMutation = { createNoteType: { __typename: 'NoteType', id: string, name: string, builtin: string | null, kind: string, fields: Array<string>, noteCount: number, templates: Array<{ __typename: 'CardTemplate', name: string, question: string, answer: string }> } };

export type UpdateNoteTypeMutationVariables = Exact<{
  id: string | number;
  input: UpdateNoteTypeInput;
}>;


export type UpdateNoteTypeMutation = { updateNoteType: { __typename: 'NoteTypePayload', deletedCards: number, noteType: { __typename: 'NoteType', id: string, name: string, builtin: string | null, kind: string, fields: Array<string>, noteCount: number, templates: Array<{ __typename: 'CardTemplate', name: string, question: string, answer: string }> }, folders: Array<{ __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }>, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type DeleteNoteTypeMutationVariables = Exact<{
  id: string | number;
  confirm?: boolean | null | undefined;
}>;


export type DeleteNoteTypeMutation = { deleteNoteType: { __typename: 'DeleteNoteTypePayload', deletedNoteTypeId: string, folders: Array<{ __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }>, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type NoteTypePreviewQueryVariables = Exact<{
  id: string | number;
  input?: UpdateNoteTypeInput | null | undefined;
}>;


export type NoteTypePreviewQuery = { noteTypePreview: { __typename: 'NoteTypePreview', note: { __typename: 'Note', id: string, fields: Array<string> } | null, cards: Array<{ __typename: 'NotePreviewCard', ord: number, front: string, back: string }> } };

export type StudyTagPickerQueryVariables = Exact<{ [key: string]: never; }>;


export type StudyTagPickerQuery = { tags: Array<{ __typename: 'Tag', tag: string, notes: number }> };

export type TagsSection_TagFragment = { __typename: 'Tag', tag: string, notes: number };

export type RenameTagMutationVariables = Exact<{
  from: string;
  to: string;
}>;


export type RenameTagMutation = { renameTag: { __typename: 'TagsPayload', notes: number, tags: Array<{ __typename: 'Tag', tag: string, notes: number }> } };

export type DeleteTagMutationVariables = Exact<{
  tag: string;
}>;


export type DeleteTagMutation = { deleteTag: { __typename: 'TagsPayload', notes: number, tags: Array<{ __typename: 'Tag', tag: string, notes: number }> } };

export type PendingCard_CardFragment = { __typename: 'Card', id: string, folderId: string, front: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null };

export type AccountInfo_ViewerFragment = { __typename: 'User', email: string };

export type DeleteAccountMutationVariables = Exact<{
  password: string;
}>;


export type DeleteAccountMutation = { deleteAccount: boolean };

export type LeechSettings_ViewerFragment = { __typename: 'User', id: string, studySettings: { __typename: 'StudySettings', leechThreshold: number } };

export type UpdateLeechThresholdMutationVariables = Exact<{
  input: SettingsInput;
}>;


export type UpdateLeechThresholdMutation = { updateSettings: { __typename: 'User', id: string, studySettings: { __typename: 'StudySettings', leechThreshold: number } } };

export type OptimalRetention_ViewerFragment = { __typename: 'User', id: string, schedulerSettings: { __typename: 'SchedulerSettings', desiredRetention: number } };

export type ComputeOptimalRetentionMutationVariables = Exact<{ [key: string]: never; }>;


export type ComputeOptimalRetentionMutation = { computeOptimalRetention: { __typename: 'OptimalRetention', retention: number, reviewsPerDay: number, currentRetention: number, currentReviewsPerDay: number, newCardsPerDay: number, secondsPerCard: number, currentSecondsPerCard: number, notes: Array<string> } };

export type ParameterFit_ViewerFragment = { __typename: 'User', id: string, schedulerSettings: { __typename: 'SchedulerSettings', parametersFittedAt: string | null, parametersCheckedAt: string | null, reviewsUsed: number | null, logLoss: number | null, fitPending: boolean } };

export type RequestParameterFitMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestParameterFitMutation = { requestParameterFit: { __typename: 'User', id: string, schedulerSettings: { __typename: 'SchedulerSettings', parametersFittedAt: string | null, parametersCheckedAt: string | null, reviewsUsed: number | null, logLoss: number | null, fitPending: boolean } } };

export type ParameterFitStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type ParameterFitStatusQuery = { viewer: { __typename: 'User', id: string, schedulerSettings: { __typename: 'SchedulerSettings', parametersFittedAt: string | null, parametersCheckedAt: string | null, reviewsUsed: number | null, logLoss: number | null, fitPending: boolean } } | null };

export type Preferences_ViewerFragment = { __typename: 'User', id: string, timeZone: string, remindersEnabled: boolean };

export type UpdateSettingsMutationVariables = Exact<{
  input: SettingsInput;
}>;


export type UpdateSettingsMutation = { updateSettings: { __typename: 'User', id: string, timeZone: string, remindersEnabled: boolean } };

export type PublicName_ViewerFragment = { __typename: 'User', id: string, publicName: string | null, isOperator: boolean };

export type UpdatePublicNameMutationVariables = Exact<{
  input: SettingsInput;
}>;


export type UpdatePublicNameMutation = { updateSettings: { __typename: 'User', id: string, publicName: string | null } };

export type SchedulerSettings_ViewerFragment = { __typename: 'User', id: string, schedulerSettings: { __typename: 'SchedulerSettings', desiredRetention: number, newCardsPerDay: number, reviewsPerDay: number, parametersFittedAt: string | null, parametersCheckedAt: string | null, reviewsUsed: number | null, logLoss: number | null, fitPending: boolean } };

export type UpdateSchedulerSettingsMutationVariables = Exact<{
  input: SettingsInput;
}>;


export type UpdateSchedulerSettingsMutation = { updateSettings: { __typename: 'User', id: string, schedulerSettings: { __typename: 'SchedulerSettings', desiredRetention: number, newCardsPerDay: number, reviewsPerDay: number, parametersFittedAt: string | null, parametersCheckedAt: string | null, reviewsUsed: number | null, logLoss: number | null, fitPending: boolean } } };

export type WorkloadSettings_ViewerFragment = { __typename: 'User', id: string, schedulerSettings: { __typename: 'SchedulerSettings', loadBalancing: boolean, easyDays: Array<number> } };

export type WorkloadPreviewQueryVariables = Exact<{
  loadBalancing: boolean;
  easyDays: Array<number> | number;
}>;


export type WorkloadPreviewQuery = { viewer: { __typename: 'User', id: string, workloadPreview: { __typename: 'WorkloadPreview', before: Array<{ __typename: 'ForecastDay', date: string, due: number }>, after: Array<{ __typename: 'ForecastDay', date: string, due: number }> } } | null };

export type UpdateWorkloadSettingsMutationVariables = Exact<{
  input: SettingsInput;
}>;


export type UpdateWorkloadSettingsMutation = { updateSettings: { __typename: 'User', id: string, schedulerSettings: { __typename: 'SchedulerSettings', loadBalancing: boolean, easyDays: Array<number> } } };

export type StatisticsQueryVariables = Exact<{
  folderId?: string | number | null | undefined;
  range?: StatisticsRange | null | undefined;
}>;


export type StatisticsQuery = { viewer: { __typename: 'User', id: string, statistics: { __typename: 'Statistics', folderId: string | null, range: StatisticsRange, today: string, from: string, totalReviews: number, daysStudied: number, averagePerStudyDay: number, currentStreak: number, longestStreak: number, overdue: number, days: Array<{ __typename: 'StudyDayCount', date: string, reviews: number }>, forecast: Array<{ __typename: 'ForecastDay', date: string, due: number }>, weeks: Array<{ __typename: 'StatisticsWeek', weekStart: string, reviews: number, hard: number, medium: number, easy: number, averageSeconds: number | null, youngDue: number, matureDue: number, retention: number | null, youngRetention: number | null, matureRetention: number | null }>, cardStates: { __typename: 'CardStates', new: number, learning: number, young: number, mature: number, suspended: number }, intervals: Array<{ __typename: 'IntervalBucket', minDays: number, maxDays: number | null, cards: number }> } | null } | null, folders: Array<{ __typename: 'Folder', id: string, name: string }> };

export type StoreTemplateCard_TemplateFragment = { __typename: 'StoreTemplate', id: string, name: string, description: string, level: string, alreadyImported: boolean, cards: Array<{ __typename: 'TemplateCard', front: string, back: string }> };

export type ImportStoreTemplateMutationVariables = Exact<{
  templateId: string | number;
}>;


export type ImportStoreTemplateMutation = { importStoreTemplate: { __typename: 'ImportStoreTemplatePayload', folderName: string, cardCount: number, folderId: string, folder: { __typename: 'Folder', id: string, name: string, description: string | null, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, template: { __typename: 'StoreTemplate', id: string, alreadyImported: boolean }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type StudyCard_CardFragment = { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, leech: boolean, reversed: boolean, siblingId: string | null, nextIntervals: { __typename: 'NextIntervals', easy: number, medium: number, hard: number } };

export type StudyOptions_ViewerFragment = { __typename: 'User', id: string, studySettings: { __typename: 'StudySettings', typeAnswers: boolean, distinguishEnye: boolean, leechThreshold: number } };

export type UpdateStudyOptionsMutationVariables = Exact<{
  input: SettingsInput;
}>;


export type UpdateStudyOptionsMutation = { updateSettings: { __typename: 'User', id: string, studySettings: { __typename: 'StudySettings', typeAnswers: boolean, distinguishEnye: boolean, leechThreshold: number } } };

export type ReviewCardMutationVariables = Exact<{
  cardId: string | number;
  rating: Rating;
  studySessionId?: string | number | null | undefined;
  durationMs?: number | null | undefined;
  clientId?: string | null | undefined;
  reviewedAt?: string | null | undefined;
}>;


export type ReviewCardMutation = { reviewCard: { __typename: 'ReviewCardPayload', reviewId: string, replayed: boolean, becameLeech: boolean, card: { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, leech: boolean, reversed: boolean, siblingId: string | null, suspended: boolean, nextIntervals: { __typename: 'NextIntervals', easy: number, medium: number, hard: number } }, folder: { __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type UndoReviewMutationVariables = Exact<{
  reviewId: string | number;
}>;


export type UndoReviewMutation = { undoReview: { __typename: 'UndoReviewPayload', card: { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, leech: boolean, reversed: boolean, siblingId: string | null, suspended: boolean, nextIntervals: { __typename: 'NextIntervals', easy: number, medium: number, hard: number } }, folder: { __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } }, studySession: { __typename: 'StudySession', id: string, cardsStudied: number, easyCount: number, goodCount: number, hardCount: number, completedAt: string | null } | null } };

export type StartStudySessionMutationVariables = Exact<{
  folderId?: string | number | null | undefined;
}>;


export type StartStudySessionMutation = { startStudySession: { __typename: 'StudySession', id: string } };

export type UpdateStudySessionMutationVariables = Exact<{
  id: string | number;
  input: StudySessionInput;
}>;


export type UpdateStudySessionMutation = { updateStudySession: { __typename: 'StudySession', id: string, cardsStudied: number, easyCount: number, goodCount: number, hardCount: number, completedAt: string | null } };

export type PostponeCardMutationVariables = Exact<{
  id: string | number;
}>;


export type PostponeCardMutation = { postponeCard: { __typename: 'CardPayload', card: { __typename: 'Card', id: string, folderId: string, nextReviewAt: string | null, dueInDays: number | null }, folder: { __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type SuspendCardMutationVariables = Exact<{
  id: string | number;
}>;


export type SuspendCardMutation = { suspendCard: { __typename: 'CardPayload', card: { __typename: 'Card', id: string, folderId: string, suspended: boolean, nextReviewAt: string | null }, folder: { __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number, suspendedCards: number } }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type UnsuspendCardMutationVariables = Exact<{
  id: string | number;
}>;


export type UnsuspendCardMutation = { unsuspendCard: { __typename: 'CardPayload', card: { __typename: 'Card', id: string, folderId: string, suspended: boolean, nextReviewAt: string | null }, folder: { __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number, suspendedCards: number } }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { __typename: 'User', id: string, email: string } | null };

export * from './documents/app/routes/public/community';
export * from './documents/app/routes/public/community-folder';
export * from './documents/app/routes/signed-in/community-admin';
export * from './documents/app/routes/signed-in/dashboard';
export * from './documents/app/routes/signed-in/folder';
export * from './documents/app/routes/signed-in/folder-notes';
export * from './documents/app/routes/signed-in/folders';
export * from './documents/app/routes/signed-in/import';
export * from './documents/app/routes/signed-in/note-types';
export * from './documents/app/routes/signed-in/pending-reviews';
export * from './documents/app/routes/signed-in/settings';
export * from './documents/app/routes/signed-in/store';
export * from './documents/app/routes/signed-in/study';
export * from './documents/components/layouts/app-header';
export * from './documents/features/api-tokens/components/api-token-item';
export * from './documents/features/api-tokens/components/api-tokens-section';
export * from './documents/features/api-tokens/components/create-api-token-form';
export * from './documents/features/auth/components/login';
export * from './documents/features/auth/components/logout';
export * from './documents/features/auth/components/logout-everywhere';
export * from './documents/features/auth/components/register';
export * from './documents/features/auth/components/request-password-reset';
export * from './documents/features/auth/components/reset-password';
export * from './documents/features/auth/components/reset-token';
export * from './documents/features/cards/components/card-dialog';
export * from './documents/features/cards/components/card-item';
export * from './documents/features/community/components/community-folder-summary';
export * from './documents/features/community/components/community-update-dialog';
export * from './documents/features/community/components/copy-community-folder';
export * from './documents/features/community/components/folder-community';
export * from './documents/features/community/components/publish-dialog';
export * from './documents/features/community/components/report-actions';
export * from './documents/features/community/components/report-dialog';
export * from './documents/features/dashboard/viewer-stats';
export * from './documents/features/folders/components/folder-card';
export * from './documents/features/folders/components/folder-dialog';
export * from './documents/features/folders/components/folder-directions';
export * from './documents/features/folders/components/folder-stats-panel';
export * from './documents/features/folders/components/folder-study-settings';
export * from './documents/features/folders/components/sample-data-button';
export * from './documents/features/folders/folder-cards-page';
export * from './documents/features/folders/folder-stats';
export * from './documents/features/imports/import-job';
export * from './documents/features/notes/components/note-actions';
export * from './documents/features/notes/components/note-dialog';
export * from './documents/features/notes/components/note-item';
export * from './documents/features/notes/components/note-types';
export * from './documents/features/notes/components/study-tag-picker';
export * from './documents/features/notes/components/tags-section';
export * from './documents/features/pending-reviews/components/pending-card';
export * from './documents/features/settings/components/account-info';
export * from './documents/features/settings/components/delete-account';
export * from './documents/features/settings/components/leech-settings';
export * from './documents/features/settings/components/optimal-retention';
export * from './documents/features/settings/components/parameter-fit';
export * from './documents/features/settings/components/preferences';
export * from './documents/features/settings/components/public-name';
export * from './documents/features/settings/components/scheduler-settings';
export * from './documents/features/settings/components/workload-settings';
export * from './documents/features/statistics/statistics';
export * from './documents/features/store/components/store-template-card';
export * from './documents/features/study/components/study-card';
export * from './documents/features/study/components/study-options';
export * from './documents/features/study/study-session';
export * from './documents/hooks/card-postpone';
export * from './documents/hooks/card-suspension';
export * from './documents/hooks/viewer';