/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { useLazyQuery, useMutation, useQuery, useSuspenseQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';
/** What a personal access token may do. */
export type ApiTokenScope =
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
  front: string;
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

export type FolderQueryVariables = Exact<{
  id: string | number;
  search?: string | null | undefined;
}>;


export type FolderQuery = { folder: { __typename: 'Folder', id: string, name: string, description: string | null, cardCount: number, hasStudiedCards: boolean, updatedAt: string, autoPlay: boolean, frontLanguage: string | null, backLanguage: string | null, cards: { __typename: 'CardConnection', totalCount: number, edges: Array<{ __typename: 'CardEdge', cursor: string, node: { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, suspended: boolean } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } }, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number }, publication: { __typename: 'Publication', id: string, slug: string, title: string, description: string, frontLanguage: string | null, backLanguage: string | null, level: string | null, tags: Array<string>, licence: string, version: number, unpublished: boolean, hidden: boolean, hiddenReason: string | null } | null, communitySource: { __typename: 'CommunitySource', slug: string, title: string, version: number, latestVersion: number, hasUpdate: boolean } | null } | null };

export type FoldersQueryVariables = Exact<{ [key: string]: never; }>;


export type FoldersQuery = { folders: Array<{ __typename: 'Folder', id: string, name: string, description: string | null, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }> };

export type ImportFoldersQueryVariables = Exact<{ [key: string]: never; }>;


export type ImportFoldersQuery = { folders: Array<{ __typename: 'Folder', id: string, name: string }> };

export type PendingReviewsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingReviewsQuery = { folders: Array<{ __typename: 'Folder', id: string, name: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }>, dueCards: Array<{ __typename: 'Card', id: string, folderId: string, difficulty: CardDifficulty }> };

export type PendingFolderReviewsQueryVariables = Exact<{
  folderId: string | number;
}>;


export type PendingFolderReviewsQuery = { folder: { __typename: 'Folder', id: string, name: string, description: string | null, cardCount: number, hasStudiedCards: boolean, updatedAt: string, dueCards: Array<{ __typename: 'Card', id: string, folderId: string, front: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null }>, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } } | null };

export type SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQuery = { viewer: { __typename: 'User', id: string, email: string, timeZone: string, remindersEnabled: boolean, publicName: string | null, isOperator: boolean, schedulerSettings: { __typename: 'SchedulerSettings', desiredRetention: number, newCardsPerDay: number, reviewsPerDay: number, parametersFittedAt: string | null, parametersCheckedAt: string | null, reviewsUsed: number | null, logLoss: number | null, fitPending: boolean } } | null };

export type StoreQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreQuery = { storeTemplates: Array<{ __typename: 'StoreTemplate', id: string, name: string, description: string, level: string, alreadyImported: boolean, cards: Array<{ __typename: 'TemplateCard', front: string, back: string }> }> };

export type StudyFolderQueryVariables = Exact<{
  folderId: string | number;
}>;


export type StudyFolderQuery = { folder: { __typename: 'Folder', id: string, name: string, autoPlay: boolean, frontLanguage: string | null, backLanguage: string | null, dueCards: Array<{ __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, nextIntervals: { __typename: 'NextIntervals', easy: number, medium: number, hard: number } }>, cards: { __typename: 'CardConnection', edges: Array<{ __typename: 'CardEdge', cursor: string, node: { __typename: 'Card', id: string, suspended: boolean, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, nextIntervals: { __typename: 'NextIntervals', easy: number, medium: number, hard: number } } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } | null };

export type StudyAllQueryVariables = Exact<{ [key: string]: never; }>;


export type StudyAllQuery = { dueCards: Array<{ __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, nextIntervals: { __typename: 'NextIntervals', easy: number, medium: number, hard: number } }>, folders: Array<{ __typename: 'Folder', id: string, name: string, autoPlay: boolean, frontLanguage: string | null, backLanguage: string | null }> };

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

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { __typename: 'User', id: string, email: string } | null };

export type CreateCardMutationVariables = Exact<{
  folderId: string | number;
  input: CardInput;
}>;


export type CreateCardMutation = { createCard: { __typename: 'CardPayload', card: { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, suspended: boolean, nextIntervals: { __typename: 'NextIntervals', easy: number, medium: number, hard: number } }, folder: { __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type UpdateCardMutationVariables = Exact<{
  id: string | number;
  input: CardInput;
}>;


export type UpdateCardMutation = { updateCard: { __typename: 'CardPayload', card: { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, suspended: boolean, nextIntervals: { __typename: 'NextIntervals', easy: number, medium: number, hard: number } }, folder: { __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type CardItem_CardFragment = { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, suspended: boolean };

export type DeleteCardMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCardMutation = { deleteCard: { __typename: 'DeleteCardPayload', deletedCardId: string, folder: { __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

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


export type ApplyCommunityUpdateMutation = { applyCommunityUpdate: { __typename: 'ApplyCommunityUpdatePayload', update: { __typename: 'CommunityUpdate', added: number, updated: number, conflicting: number, deleted: number }, folder: { __typename: 'Folder', id: string, name: string, description: string | null, cardCount: number, hasStudiedCards: boolean, updatedAt: string, publication: { __typename: 'Publication', id: string, slug: string, title: string, description: string, frontLanguage: string | null, backLanguage: string | null, level: string | null, tags: Array<string>, licence: string, version: number, unpublished: boolean, hidden: boolean, hiddenReason: string | null } | null, communitySource: { __typename: 'CommunitySource', slug: string, title: string, version: number, latestVersion: number, hasUpdate: boolean } | null, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

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
  after: string;
}>;


export type FolderCardsPageQuery = { folder: { __typename: 'Folder', id: string, cards: { __typename: 'CardConnection', edges: Array<{ __typename: 'CardEdge', cursor: string, node: { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, suspended: boolean } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } | null };

export type FolderCardPage_ConnectionFragment = { __typename: 'CardConnection', edges: Array<{ __typename: 'CardEdge', cursor: string, node: { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, suspended: boolean } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } };

export type FolderStats_FolderFragment = { __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } };

export type ImportJobQueryVariables = Exact<{
  id: string | number;
}>;


export type ImportJobQuery = { importJob: { __typename: 'ImportJob', id: string, status: ImportStatus, format: ImportFormat, fileName: string | null, processed: number, total: number | null, error: string | null, report: { __typename: 'ImportReport', foldersCreated: number, cardsCreated: number, cardsUpdated: number, cardsUnchanged: number, suspendedCards: number, reviewsImported: number, duplicatesSkipped: number, mediaImported: number, mediaSkipped: number, folderIds: Array<string>, notesSkipped: Array<{ __typename: 'ImportSkip', reason: string, count: number }>, mediaProblems: Array<{ __typename: 'ImportSkip', reason: string, count: number }> } | null } | null };

export type PendingCard_CardFragment = { __typename: 'Card', id: string, folderId: string, front: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null };

export type AccountInfo_ViewerFragment = { __typename: 'User', email: string };

export type DeleteAccountMutationVariables = Exact<{
  password: string;
}>;


export type DeleteAccountMutation = { deleteAccount: boolean };

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

export type StatisticsQueryVariables = Exact<{
  folderId?: string | number | null | undefined;
  range?: StatisticsRange | null | undefined;
}>;


export type StatisticsQuery = { viewer: { __typename: 'User', id: string, statistics: { __typename: 'Statistics', folderId: string | null, range: StatisticsRange, today: string, from: string, totalReviews: number, daysStudied: number, averagePerStudyDay: number, currentStreak: number, longestStreak: number, overdue: number, days: Array<{ __typename: 'StudyDayCount', date: string, reviews: number }>, forecast: Array<{ __typename: 'ForecastDay', date: string, due: number }>, weeks: Array<{ __typename: 'StatisticsWeek', weekStart: string, reviews: number, hard: number, medium: number, easy: number, averageSeconds: number | null, youngDue: number, matureDue: number, retention: number | null, youngRetention: number | null, matureRetention: number | null }>, cardStates: { __typename: 'CardStates', new: number, learning: number, young: number, mature: number }, intervals: Array<{ __typename: 'IntervalBucket', minDays: number, maxDays: number | null, cards: number }> } | null } | null, folders: Array<{ __typename: 'Folder', id: string, name: string }> };

export type StoreTemplateCard_TemplateFragment = { __typename: 'StoreTemplate', id: string, name: string, description: string, level: string, alreadyImported: boolean, cards: Array<{ __typename: 'TemplateCard', front: string, back: string }> };

export type ImportStoreTemplateMutationVariables = Exact<{
  templateId: string | number;
}>;


export type ImportStoreTemplateMutation = { importStoreTemplate: { __typename: 'ImportStoreTemplatePayload', folderName: string, cardCount: number, folderId: string, folder: { __typename: 'Folder', id: string, name: string, description: string | null, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, template: { __typename: 'StoreTemplate', id: string, alreadyImported: boolean }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type StudyCard_CardFragment = { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, nextIntervals: { __typename: 'NextIntervals', easy: number, medium: number, hard: number } };

export type StudyOptions_ViewerFragment = { __typename: 'User', id: string, studySettings: { __typename: 'StudySettings', typeAnswers: boolean, distinguishEnye: boolean } };

export type StudyOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type StudyOptionsQuery = { viewer: { __typename: 'User', id: string, studySettings: { __typename: 'StudySettings', typeAnswers: boolean, distinguishEnye: boolean } } | null };

export type UpdateStudyOptionsMutationVariables = Exact<{
  input: SettingsInput;
}>;


export type UpdateStudyOptionsMutation = { updateSettings: { __typename: 'User', id: string, studySettings: { __typename: 'StudySettings', typeAnswers: boolean, distinguishEnye: boolean } } };

export type ReviewCardMutationVariables = Exact<{
  cardId: string | number;
  rating: Rating;
  studySessionId?: string | number | null | undefined;
  durationMs?: number | null | undefined;
  clientId?: string | null | undefined;
  reviewedAt?: string | null | undefined;
}>;


export type ReviewCardMutation = { reviewCard: { __typename: 'ReviewCardPayload', reviewId: string, replayed: boolean, card: { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, suspended: boolean, nextIntervals: { __typename: 'NextIntervals', easy: number, medium: number, hard: number } }, folder: { __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type UndoReviewMutationVariables = Exact<{
  reviewId: string | number;
}>;


export type UndoReviewMutation = { undoReview: { __typename: 'UndoReviewPayload', card: { __typename: 'Card', id: string, folderId: string, front: string, back: string, difficulty: CardDifficulty, reviewCount: number, lastReviewedAt: string | null, nextReviewAt: string | null, dueInDays: number | null, suspended: boolean, nextIntervals: { __typename: 'NextIntervals', easy: number, medium: number, hard: number } }, folder: { __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } }, studySession: { __typename: 'StudySession', id: string, cardsStudied: number, easyCount: number, goodCount: number, hardCount: number, completedAt: string | null } | null } };

export type StartStudySessionMutationVariables = Exact<{
  folderId?: string | number | null | undefined;
}>;


export type StartStudySessionMutation = { startStudySession: { __typename: 'StudySession', id: string } };

export type UpdateStudySessionMutationVariables = Exact<{
  id: string | number;
  input: StudySessionInput;
}>;


export type UpdateStudySessionMutation = { updateStudySession: { __typename: 'StudySession', id: string, cardsStudied: number, easyCount: number, goodCount: number, hardCount: number, completedAt: string | null } };

export type SuspendCardMutationVariables = Exact<{
  id: string | number;
}>;


export type SuspendCardMutation = { suspendCard: { __typename: 'CardPayload', card: { __typename: 'Card', id: string, folderId: string, suspended: boolean, nextReviewAt: string | null }, folder: { __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export type UnsuspendCardMutationVariables = Exact<{
  id: string | number;
}>;


export type UnsuspendCardMutation = { unsuspendCard: { __typename: 'CardPayload', card: { __typename: 'Card', id: string, folderId: string, suspended: boolean, nextReviewAt: string | null }, folder: { __typename: 'Folder', id: string, cardCount: number, hasStudiedCards: boolean, updatedAt: string, stats: { __typename: 'FolderStats', totalCards: number, dueCards: number, masteredCards: number, mediumCards: number, difficultCards: number } }, viewer: { __typename: 'User', id: string, stats: { __typename: 'UserStats', cardsDueToday: number, cardsStudiedToday: number, totalFolders: number, currentStreak: number, newCards: number, hardCards: number, goodCards: number, easyCards: number } } } };

export const AppHeader_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppHeader_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<AppHeader_ViewerFragment, unknown>;
export const ApiTokenItem_TokenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenItem_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<ApiTokenItem_TokenFragment, unknown>;
export const CommunityFolderSummary_FolderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityFolderSummary_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityFolder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"frontLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"backLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"copiesCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CommunityFolderSummary_FolderFragment, unknown>;
export const PublishDialog_PublicationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublishDialog_publication"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Publication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"frontLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"backLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"unpublished"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}}]}}]} as unknown as DocumentNode<PublishDialog_PublicationFragment, unknown>;
export const FolderCommunity_FolderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCommunity_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"publication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublishDialog_publication"}}]}},{"kind":"Field","name":{"kind":"Name","value":"communitySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}},{"kind":"Field","name":{"kind":"Name","value":"hasUpdate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublishDialog_publication"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Publication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"frontLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"backLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"unpublished"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}}]}}]} as unknown as DocumentNode<FolderCommunity_FolderFragment, unknown>;
export const ViewerStats_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerStats_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsDueToday"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudiedToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"newCards"}},{"kind":"Field","name":{"kind":"Name","value":"hardCards"}},{"kind":"Field","name":{"kind":"Name","value":"goodCards"}},{"kind":"Field","name":{"kind":"Name","value":"easyCards"}}]}}]}}]} as unknown as DocumentNode<ViewerStats_UserFragment, unknown>;
export const FolderStats_FolderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}}]} as unknown as DocumentNode<FolderStats_FolderFragment, unknown>;
export const FolderCard_FolderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCard_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}}]} as unknown as DocumentNode<FolderCard_FolderFragment, unknown>;
export const FolderStudySettings_FolderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStudySettings_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"autoPlay"}},{"kind":"Field","name":{"kind":"Name","value":"frontLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"backLanguage"}}]}}]} as unknown as DocumentNode<FolderStudySettings_FolderFragment, unknown>;
export const CardItem_CardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardItem_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}}]} as unknown as DocumentNode<CardItem_CardFragment, unknown>;
export const FolderCardPage_ConnectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCardPage_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CardConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardItem_card"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardItem_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}}]} as unknown as DocumentNode<FolderCardPage_ConnectionFragment, unknown>;
export const PendingCard_CardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingCard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}}]}}]} as unknown as DocumentNode<PendingCard_CardFragment, unknown>;
export const AccountInfo_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountInfo_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<AccountInfo_ViewerFragment, unknown>;
export const Preferences_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Preferences_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}}]}}]} as unknown as DocumentNode<Preferences_ViewerFragment, unknown>;
export const PublicName_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicName_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicName"}},{"kind":"Field","name":{"kind":"Name","value":"isOperator"}}]}}]} as unknown as DocumentNode<PublicName_ViewerFragment, unknown>;
export const ParameterFit_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFit_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schedulerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parametersFittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"parametersCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"logLoss"}},{"kind":"Field","name":{"kind":"Name","value":"fitPending"}}]}}]}}]} as unknown as DocumentNode<ParameterFit_ViewerFragment, unknown>;
export const SchedulerSettings_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchedulerSettings_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schedulerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"desiredRetention"}},{"kind":"Field","name":{"kind":"Name","value":"newCardsPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsPerDay"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParameterFit_viewer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFit_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schedulerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parametersFittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"parametersCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"logLoss"}},{"kind":"Field","name":{"kind":"Name","value":"fitPending"}}]}}]}}]} as unknown as DocumentNode<SchedulerSettings_ViewerFragment, unknown>;
export const StoreTemplateCard_TemplateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreTemplateCard_template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoreTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyImported"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}}]}}]}}]} as unknown as DocumentNode<StoreTemplateCard_TemplateFragment, unknown>;
export const StudyCard_CardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyCard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}},{"kind":"Field","name":{"kind":"Name","value":"nextIntervals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"easy"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"hard"}}]}}]}}]} as unknown as DocumentNode<StudyCard_CardFragment, unknown>;
export const StudyOptions_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyOptions_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"distinguishEnye"}}]}}]}}]} as unknown as DocumentNode<StudyOptions_ViewerFragment, unknown>;
export const CommunityFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"frontLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"backLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"copiesCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previewCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}}]}}]}}]}}]} as unknown as DocumentNode<CommunityFolderQuery, CommunityFolderQueryVariables>;
export const CommunityFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityFolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityFilters"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityFolders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityFolderSummary_folder"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityFolderSummary_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityFolder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"frontLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"backLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"copiesCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CommunityFoldersQuery, CommunityFoldersQueryVariables>;
export const CommunityReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CommunityReportsQuery, CommunityReportsQueryVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerStats_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerStats_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsDueToday"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudiedToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"newCards"}},{"kind":"Field","name":{"kind":"Name","value":"hardCards"}},{"kind":"Field","name":{"kind":"Name","value":"goodCards"}},{"kind":"Field","name":{"kind":"Name","value":"easyCards"}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const FolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Folder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStudySettings_folder"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderCommunity_folder"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderCardPage_connection"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublishDialog_publication"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Publication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"frontLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"backLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"unpublished"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardItem_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStudySettings_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"autoPlay"}},{"kind":"Field","name":{"kind":"Name","value":"frontLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"backLanguage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCommunity_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"publication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublishDialog_publication"}}]}},{"kind":"Field","name":{"kind":"Name","value":"communitySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}},{"kind":"Field","name":{"kind":"Name","value":"hasUpdate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCardPage_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CardConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardItem_card"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<FolderQuery, FolderQueryVariables>;
export const FoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderCard_folder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCard_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}}]}}]} as unknown as DocumentNode<FoldersQuery, FoldersQueryVariables>;
export const ImportFoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportFolders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ImportFoldersQuery, ImportFoldersQueryVariables>;
export const PendingReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingReviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"NullValue"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}}]} as unknown as DocumentNode<PendingReviewsQuery, PendingReviewsQueryVariables>;
export const PendingFolderReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingFolderReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingCard_card"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingCard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}}]}}]} as unknown as DocumentNode<PendingFolderReviewsQuery, PendingFolderReviewsQueryVariables>;
export const SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountInfo_viewer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Preferences_viewer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchedulerSettings_viewer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicName_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFit_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schedulerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parametersFittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"parametersCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"logLoss"}},{"kind":"Field","name":{"kind":"Name","value":"fitPending"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountInfo_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Preferences_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchedulerSettings_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schedulerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"desiredRetention"}},{"kind":"Field","name":{"kind":"Name","value":"newCardsPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsPerDay"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParameterFit_viewer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicName_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicName"}},{"kind":"Field","name":{"kind":"Name","value":"isOperator"}}]}}]} as unknown as DocumentNode<SettingsQuery, SettingsQueryVariables>;
export const StoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Store"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoreTemplateCard_template"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoreTemplateCard_template"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoreTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyImported"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}}]}}]}}]} as unknown as DocumentNode<StoreQuery, StoreQueryVariables>;
export const StudyFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"autoPlay"}},{"kind":"Field","name":{"kind":"Name","value":"frontLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"backLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyCard_card"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyCard_card"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyCard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}},{"kind":"Field","name":{"kind":"Name","value":"nextIntervals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"easy"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"hard"}}]}}]}}]} as unknown as DocumentNode<StudyFolderQuery, StudyFolderQueryVariables>;
export const StudyAllDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyAll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dueCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"NullValue"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyCard_card"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"autoPlay"}},{"kind":"Field","name":{"kind":"Name","value":"frontLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"backLanguage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyCard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}},{"kind":"Field","name":{"kind":"Name","value":"nextIntervals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"easy"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"hard"}}]}}]}}]} as unknown as DocumentNode<StudyAllQuery, StudyAllQueryVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenItem_token"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenItem_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresInDays"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiTokenScope"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"expiresInDays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresInDays"}}},{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenItem_token"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenItem_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogoutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutEverywhere"}}]}}]} as unknown as DocumentNode<LogoutEverywhereMutation, LogoutEverywhereMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ResetTokenValidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResetTokenValid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetTokenValid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<ResetTokenValidQuery, ResetTokenValidQueryVariables>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppHeader_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppHeader_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const CreateCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardItem_card"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyCard_card"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingCard_card"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerStats_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardItem_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyCard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}},{"kind":"Field","name":{"kind":"Name","value":"nextIntervals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"easy"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"hard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingCard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerStats_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsDueToday"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudiedToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"newCards"}},{"kind":"Field","name":{"kind":"Name","value":"hardCards"}},{"kind":"Field","name":{"kind":"Name","value":"goodCards"}},{"kind":"Field","name":{"kind":"Name","value":"easyCards"}}]}}]}}]} as unknown as DocumentNode<CreateCardMutation, CreateCardMutationVariables>;
export const UpdateCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardItem_card"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyCard_card"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingCard_card"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerStats_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardItem_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyCard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}},{"kind":"Field","name":{"kind":"Name","value":"nextIntervals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"easy"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"hard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingCard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerStats_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsDueToday"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudiedToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"newCards"}},{"kind":"Field","name":{"kind":"Name","value":"hardCards"}},{"kind":"Field","name":{"kind":"Name","value":"goodCards"}},{"kind":"Field","name":{"kind":"Name","value":"easyCards"}}]}}]}}]} as unknown as DocumentNode<UpdateCardMutation, UpdateCardMutationVariables>;
export const DeleteCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedCardId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerStats_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerStats_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsDueToday"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudiedToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"newCards"}},{"kind":"Field","name":{"kind":"Name","value":"hardCards"}},{"kind":"Field","name":{"kind":"Name","value":"goodCards"}},{"kind":"Field","name":{"kind":"Name","value":"easyCards"}}]}}]}}]} as unknown as DocumentNode<DeleteCardMutation, DeleteCardMutationVariables>;
export const CommunityUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromVersion"}},{"kind":"Field","name":{"kind":"Name","value":"toVersion"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"conflicting"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"editedCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"authorFront"}},{"kind":"Field","name":{"kind":"Name","value":"authorBack"}}]}}]}}]}}]} as unknown as DocumentNode<CommunityUpdateQuery, CommunityUpdateQueryVariables>;
export const ApplyCommunityUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyCommunityUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"removeDeleted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overwriteEdited"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyCommunityUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"removeDeleted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"removeDeleted"}}},{"kind":"Argument","name":{"kind":"Name","value":"overwriteEdited"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overwriteEdited"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"conflicting"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderCommunity_folder"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerStats_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublishDialog_publication"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Publication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"frontLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"backLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"unpublished"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCommunity_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"publication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublishDialog_publication"}}]}},{"kind":"Field","name":{"kind":"Name","value":"communitySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersion"}},{"kind":"Field","name":{"kind":"Name","value":"hasUpdate"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerStats_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsDueToday"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudiedToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"newCards"}},{"kind":"Field","name":{"kind":"Name","value":"hardCards"}},{"kind":"Field","name":{"kind":"Name","value":"goodCards"}},{"kind":"Field","name":{"kind":"Name","value":"easyCards"}}]}}]}}]} as unknown as DocumentNode<ApplyCommunityUpdateMutation, ApplyCommunityUpdateMutationVariables>;
export const CopyCommunityFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyCommunityFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyCommunityFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderCard_folder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"communityFolder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"copiesCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerStats_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCard_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerStats_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsDueToday"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudiedToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"newCards"}},{"kind":"Field","name":{"kind":"Name","value":"hardCards"}},{"kind":"Field","name":{"kind":"Name","value":"goodCards"}},{"kind":"Field","name":{"kind":"Name","value":"easyCards"}}]}}]}}]} as unknown as DocumentNode<CopyCommunityFolderMutation, CopyCommunityFolderMutationVariables>;
export const PublishDialogViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublishDialogViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicName"}}]}}]}}]} as unknown as DocumentNode<PublishDialogViewerQuery, PublishDialogViewerQueryVariables>;
export const PublishFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishFolderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublishDialog_publication"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublishDialog_publication"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Publication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"frontLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"backLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"unpublished"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}}]}}]} as unknown as DocumentNode<PublishFolderMutation, PublishFolderMutationVariables>;
export const UnpublishFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnpublishFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpublishFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublishDialog_publication"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublishDialog_publication"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Publication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"frontLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"backLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"unpublished"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenReason"}}]}}]} as unknown as DocumentNode<UnpublishFolderMutation, UnpublishFolderMutationVariables>;
export const HideCommunityFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HideCommunityFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideCommunityFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]} as unknown as DocumentNode<HideCommunityFolderMutation, HideCommunityFolderMutationVariables>;
export const DismissCommunityReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissCommunityReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissCommunityReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DismissCommunityReportMutation, DismissCommunityReportMutationVariables>;
export const ReportCommunityFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportCommunityFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportCommunityFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ReportCommunityFolderMutation, ReportCommunityFolderMutationVariables>;
export const DeleteFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedFolderId"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerStats_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerStats_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsDueToday"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudiedToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"newCards"}},{"kind":"Field","name":{"kind":"Name","value":"hardCards"}},{"kind":"Field","name":{"kind":"Name","value":"goodCards"}},{"kind":"Field","name":{"kind":"Name","value":"easyCards"}}]}}]}}]} as unknown as DocumentNode<DeleteFolderMutation, DeleteFolderMutationVariables>;
export const CreateFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FolderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderCard_folder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerStats_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCard_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerStats_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsDueToday"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudiedToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"newCards"}},{"kind":"Field","name":{"kind":"Name","value":"hardCards"}},{"kind":"Field","name":{"kind":"Name","value":"goodCards"}},{"kind":"Field","name":{"kind":"Name","value":"easyCards"}}]}}]}}]} as unknown as DocumentNode<CreateFolderMutation, CreateFolderMutationVariables>;
export const UpdateFolderSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFolderSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FolderSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFolderSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStudySettings_folder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStudySettings_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"autoPlay"}},{"kind":"Field","name":{"kind":"Name","value":"frontLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"backLanguage"}}]}}]} as unknown as DocumentNode<UpdateFolderSettingsMutation, UpdateFolderSettingsMutationVariables>;
export const SeedSampleDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SeedSampleData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seedSampleData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"folderCount"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderCard_folder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerStats_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCard_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerStats_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsDueToday"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudiedToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"newCards"}},{"kind":"Field","name":{"kind":"Name","value":"hardCards"}},{"kind":"Field","name":{"kind":"Name","value":"goodCards"}},{"kind":"Field","name":{"kind":"Name","value":"easyCards"}}]}}]}}]} as unknown as DocumentNode<SeedSampleDataMutation, SeedSampleDataMutationVariables>;
export const FolderCardsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FolderCardsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderCardPage_connection"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardItem_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCardPage_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CardConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardItem_card"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<FolderCardsPageQuery, FolderCardsPageQueryVariables>;
export const ImportJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foldersCreated"}},{"kind":"Field","name":{"kind":"Name","value":"cardsCreated"}},{"kind":"Field","name":{"kind":"Name","value":"cardsUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"cardsUnchanged"}},{"kind":"Field","name":{"kind":"Name","value":"suspendedCards"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsImported"}},{"kind":"Field","name":{"kind":"Name","value":"duplicatesSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"mediaImported"}},{"kind":"Field","name":{"kind":"Name","value":"mediaSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"notesSkipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mediaProblems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folderIds"}}]}}]}}]}}]} as unknown as DocumentNode<ImportJobQuery, ImportJobQueryVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const RequestParameterFitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestParameterFit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestParameterFit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParameterFit_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFit_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schedulerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parametersFittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"parametersCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"logLoss"}},{"kind":"Field","name":{"kind":"Name","value":"fitPending"}}]}}]}}]} as unknown as DocumentNode<RequestParameterFitMutation, RequestParameterFitMutationVariables>;
export const ParameterFitStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParameterFitStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParameterFit_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFit_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schedulerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parametersFittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"parametersCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"logLoss"}},{"kind":"Field","name":{"kind":"Name","value":"fitPending"}}]}}]}}]} as unknown as DocumentNode<ParameterFitStatusQuery, ParameterFitStatusQueryVariables>;
export const UpdateSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"remindersEnabled"}}]}}]}}]} as unknown as DocumentNode<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const UpdatePublicNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePublicName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicName"}}]}}]}}]} as unknown as DocumentNode<UpdatePublicNameMutation, UpdatePublicNameMutationVariables>;
export const UpdateSchedulerSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSchedulerSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SchedulerSettings_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParameterFit_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schedulerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parametersFittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"parametersCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"logLoss"}},{"kind":"Field","name":{"kind":"Name","value":"fitPending"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SchedulerSettings_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"schedulerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"desiredRetention"}},{"kind":"Field","name":{"kind":"Name","value":"newCardsPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"reviewsPerDay"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParameterFit_viewer"}}]}}]} as unknown as DocumentNode<UpdateSchedulerSettingsMutation, UpdateSchedulerSettingsMutationVariables>;
export const StatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Statistics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatisticsRange"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"totalReviews"}},{"kind":"Field","name":{"kind":"Name","value":"daysStudied"}},{"kind":"Field","name":{"kind":"Name","value":"averagePerStudyDay"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}}]}},{"kind":"Field","name":{"kind":"Name","value":"forecast"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"due"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weeks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"hard"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"easy"}},{"kind":"Field","name":{"kind":"Name","value":"averageSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"youngDue"}},{"kind":"Field","name":{"kind":"Name","value":"matureDue"}},{"kind":"Field","name":{"kind":"Name","value":"retention"}},{"kind":"Field","name":{"kind":"Name","value":"youngRetention"}},{"kind":"Field","name":{"kind":"Name","value":"matureRetention"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"learning"}},{"kind":"Field","name":{"kind":"Name","value":"young"}},{"kind":"Field","name":{"kind":"Name","value":"mature"}}]}},{"kind":"Field","name":{"kind":"Name","value":"intervals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minDays"}},{"kind":"Field","name":{"kind":"Name","value":"maxDays"}},{"kind":"Field","name":{"kind":"Name","value":"cards"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"folders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<StatisticsQuery, StatisticsQueryVariables>;
export const ImportStoreTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportStoreTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importStoreTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"templateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folderName"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderCard_folder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyImported"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerStats_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderCard_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerStats_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsDueToday"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudiedToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"newCards"}},{"kind":"Field","name":{"kind":"Name","value":"hardCards"}},{"kind":"Field","name":{"kind":"Name","value":"goodCards"}},{"kind":"Field","name":{"kind":"Name","value":"easyCards"}}]}}]}}]} as unknown as DocumentNode<ImportStoreTemplateMutation, ImportStoreTemplateMutationVariables>;
export const StudyOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudyOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyOptions_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyOptions_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"distinguishEnye"}}]}}]}}]} as unknown as DocumentNode<StudyOptionsQuery, StudyOptionsQueryVariables>;
export const UpdateStudyOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudyOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyOptions_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyOptions_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"distinguishEnye"}}]}}]}}]} as unknown as DocumentNode<UpdateStudyOptionsMutation, UpdateStudyOptionsMutationVariables>;
export const ReviewCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Rating"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studySessionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"durationMs"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rating"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rating"}}},{"kind":"Argument","name":{"kind":"Name","value":"studySessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studySessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"durationMs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"durationMs"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reviewedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewedAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewId"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyCard_card"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardItem_card"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingCard_card"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerStats_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyCard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}},{"kind":"Field","name":{"kind":"Name","value":"nextIntervals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"easy"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"hard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardItem_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingCard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerStats_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsDueToday"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudiedToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"newCards"}},{"kind":"Field","name":{"kind":"Name","value":"hardCards"}},{"kind":"Field","name":{"kind":"Name","value":"goodCards"}},{"kind":"Field","name":{"kind":"Name","value":"easyCards"}}]}}]}}]} as unknown as DocumentNode<ReviewCardMutation, ReviewCardMutationVariables>;
export const UndoReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reviewId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reviewId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reviewId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudyCard_card"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CardItem_card"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingCard_card"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerStats_user"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studySession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudied"}},{"kind":"Field","name":{"kind":"Name","value":"easyCount"}},{"kind":"Field","name":{"kind":"Name","value":"goodCount"}},{"kind":"Field","name":{"kind":"Name","value":"hardCount"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudyCard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}},{"kind":"Field","name":{"kind":"Name","value":"nextIntervals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"easy"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"hard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CardItem_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"back"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingCard_card"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Card"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"front"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastReviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}},{"kind":"Field","name":{"kind":"Name","value":"dueInDays"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerStats_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsDueToday"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudiedToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"newCards"}},{"kind":"Field","name":{"kind":"Name","value":"hardCards"}},{"kind":"Field","name":{"kind":"Name","value":"goodCards"}},{"kind":"Field","name":{"kind":"Name","value":"easyCards"}}]}}]}}]} as unknown as DocumentNode<UndoReviewMutation, UndoReviewMutationVariables>;
export const StartStudySessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartStudySession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startStudySession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<StartStudySessionMutation, StartStudySessionMutationVariables>;
export const UpdateStudySessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudySession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudySessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudySession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudied"}},{"kind":"Field","name":{"kind":"Name","value":"easyCount"}},{"kind":"Field","name":{"kind":"Name","value":"goodCount"}},{"kind":"Field","name":{"kind":"Name","value":"hardCount"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateStudySessionMutation, UpdateStudySessionMutationVariables>;
export const SuspendCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SuspendCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspendCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerStats_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerStats_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsDueToday"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudiedToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"newCards"}},{"kind":"Field","name":{"kind":"Name","value":"hardCards"}},{"kind":"Field","name":{"kind":"Name","value":"goodCards"}},{"kind":"Field","name":{"kind":"Name","value":"easyCards"}}]}}]}}]} as unknown as DocumentNode<SuspendCardMutation, SuspendCardMutationVariables>;
export const UnsuspendCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsuspendCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsuspendCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"folderId"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}},{"kind":"Field","name":{"kind":"Name","value":"nextReviewAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"folder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FolderStats_folder"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerStats_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FolderStats_folder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Folder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasStudiedCards"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCards"}},{"kind":"Field","name":{"kind":"Name","value":"dueCards"}},{"kind":"Field","name":{"kind":"Name","value":"masteredCards"}},{"kind":"Field","name":{"kind":"Name","value":"mediumCards"}},{"kind":"Field","name":{"kind":"Name","value":"difficultCards"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerStats_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardsDueToday"}},{"kind":"Field","name":{"kind":"Name","value":"cardsStudiedToday"}},{"kind":"Field","name":{"kind":"Name","value":"totalFolders"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"newCards"}},{"kind":"Field","name":{"kind":"Name","value":"hardCards"}},{"kind":"Field","name":{"kind":"Name","value":"goodCards"}},{"kind":"Field","name":{"kind":"Name","value":"easyCards"}}]}}]}}]} as unknown as DocumentNode<UnsuspendCardMutation, UnsuspendCardMutationVariables>;

export function useCommunityFolderQuery(options: useQuery.Options<CommunityFolderQuery, CommunityFolderQueryVariables>) {
  return useQuery(CommunityFolderDocument, options);
}

export function useCommunityFolderLazyQuery(options?: useLazyQuery.Options<CommunityFolderQuery, CommunityFolderQueryVariables>) {
  return useLazyQuery(CommunityFolderDocument, options);
}

export function useCommunityFolderSuspenseQuery(options: useSuspenseQuery.Options<CommunityFolderQueryVariables>) {
  return useSuspenseQuery(CommunityFolderDocument, options);
}

export function useCommunityFoldersQuery(options?: useQuery.Options<CommunityFoldersQuery, CommunityFoldersQueryVariables>) {
  return useQuery(CommunityFoldersDocument, options);
}

export function useCommunityFoldersLazyQuery(options?: useLazyQuery.Options<CommunityFoldersQuery, CommunityFoldersQueryVariables>) {
  return useLazyQuery(CommunityFoldersDocument, options);
}

export function useCommunityFoldersSuspenseQuery(options?: useSuspenseQuery.Options<CommunityFoldersQueryVariables>) {
  return useSuspenseQuery(CommunityFoldersDocument, options);
}

export function useCommunityReportsQuery(options?: useQuery.Options<CommunityReportsQuery, CommunityReportsQueryVariables>) {
  return useQuery(CommunityReportsDocument, options);
}

export function useCommunityReportsLazyQuery(options?: useLazyQuery.Options<CommunityReportsQuery, CommunityReportsQueryVariables>) {
  return useLazyQuery(CommunityReportsDocument, options);
}

export function useCommunityReportsSuspenseQuery(options?: useSuspenseQuery.Options<CommunityReportsQueryVariables>) {
  return useSuspenseQuery(CommunityReportsDocument, options);
}

export function useDashboardQuery(options?: useQuery.Options<DashboardQuery, DashboardQueryVariables>) {
  return useQuery(DashboardDocument, options);
}

export function useDashboardLazyQuery(options?: useLazyQuery.Options<DashboardQuery, DashboardQueryVariables>) {
  return useLazyQuery(DashboardDocument, options);
}

export function useDashboardSuspenseQuery(options?: useSuspenseQuery.Options<DashboardQueryVariables>) {
  return useSuspenseQuery(DashboardDocument, options);
}

export function useFolderQuery(options: useQuery.Options<FolderQuery, FolderQueryVariables>) {
  return useQuery(FolderDocument, options);
}

export function useFolderLazyQuery(options?: useLazyQuery.Options<FolderQuery, FolderQueryVariables>) {
  return useLazyQuery(FolderDocument, options);
}

export function useFolderSuspenseQuery(options: useSuspenseQuery.Options<FolderQueryVariables>) {
  return useSuspenseQuery(FolderDocument, options);
}

export function useFoldersQuery(options?: useQuery.Options<FoldersQuery, FoldersQueryVariables>) {
  return useQuery(FoldersDocument, options);
}

export function useFoldersLazyQuery(options?: useLazyQuery.Options<FoldersQuery, FoldersQueryVariables>) {
  return useLazyQuery(FoldersDocument, options);
}

export function useFoldersSuspenseQuery(options?: useSuspenseQuery.Options<FoldersQueryVariables>) {
  return useSuspenseQuery(FoldersDocument, options);
}

export function useImportFoldersQuery(options?: useQuery.Options<ImportFoldersQuery, ImportFoldersQueryVariables>) {
  return useQuery(ImportFoldersDocument, options);
}

export function useImportFoldersLazyQuery(options?: useLazyQuery.Options<ImportFoldersQuery, ImportFoldersQueryVariables>) {
  return useLazyQuery(ImportFoldersDocument, options);
}

export function useImportFoldersSuspenseQuery(options?: useSuspenseQuery.Options<ImportFoldersQueryVariables>) {
  return useSuspenseQuery(ImportFoldersDocument, options);
}

export function usePendingReviewsQuery(options?: useQuery.Options<PendingReviewsQuery, PendingReviewsQueryVariables>) {
  return useQuery(PendingReviewsDocument, options);
}

export function usePendingReviewsLazyQuery(options?: useLazyQuery.Options<PendingReviewsQuery, PendingReviewsQueryVariables>) {
  return useLazyQuery(PendingReviewsDocument, options);
}

export function usePendingReviewsSuspenseQuery(options?: useSuspenseQuery.Options<PendingReviewsQueryVariables>) {
  return useSuspenseQuery(PendingReviewsDocument, options);
}

export function usePendingFolderReviewsQuery(options: useQuery.Options<PendingFolderReviewsQuery, PendingFolderReviewsQueryVariables>) {
  return useQuery(PendingFolderReviewsDocument, options);
}

export function usePendingFolderReviewsLazyQuery(options?: useLazyQuery.Options<PendingFolderReviewsQuery, PendingFolderReviewsQueryVariables>) {
  return useLazyQuery(PendingFolderReviewsDocument, options);
}

export function usePendingFolderReviewsSuspenseQuery(options: useSuspenseQuery.Options<PendingFolderReviewsQueryVariables>) {
  return useSuspenseQuery(PendingFolderReviewsDocument, options);
}

export function useSettingsQuery(options?: useQuery.Options<SettingsQuery, SettingsQueryVariables>) {
  return useQuery(SettingsDocument, options);
}

export function useSettingsLazyQuery(options?: useLazyQuery.Options<SettingsQuery, SettingsQueryVariables>) {
  return useLazyQuery(SettingsDocument, options);
}

export function useSettingsSuspenseQuery(options?: useSuspenseQuery.Options<SettingsQueryVariables>) {
  return useSuspenseQuery(SettingsDocument, options);
}

export function useStoreQuery(options?: useQuery.Options<StoreQuery, StoreQueryVariables>) {
  return useQuery(StoreDocument, options);
}

export function useStoreLazyQuery(options?: useLazyQuery.Options<StoreQuery, StoreQueryVariables>) {
  return useLazyQuery(StoreDocument, options);
}

export function useStoreSuspenseQuery(options?: useSuspenseQuery.Options<StoreQueryVariables>) {
  return useSuspenseQuery(StoreDocument, options);
}

export function useStudyFolderQuery(options: useQuery.Options<StudyFolderQuery, StudyFolderQueryVariables>) {
  return useQuery(StudyFolderDocument, options);
}

export function useStudyFolderLazyQuery(options?: useLazyQuery.Options<StudyFolderQuery, StudyFolderQueryVariables>) {
  return useLazyQuery(StudyFolderDocument, options);
}

export function useStudyFolderSuspenseQuery(options: useSuspenseQuery.Options<StudyFolderQueryVariables>) {
  return useSuspenseQuery(StudyFolderDocument, options);
}

export function useStudyAllQuery(options?: useQuery.Options<StudyAllQuery, StudyAllQueryVariables>) {
  return useQuery(StudyAllDocument, options);
}

export function useStudyAllLazyQuery(options?: useLazyQuery.Options<StudyAllQuery, StudyAllQueryVariables>) {
  return useLazyQuery(StudyAllDocument, options);
}

export function useStudyAllSuspenseQuery(options?: useSuspenseQuery.Options<StudyAllQueryVariables>) {
  return useSuspenseQuery(StudyAllDocument, options);
}

export function useRevokeApiTokenMutation(options?: useMutation.Options<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>) {
  return useMutation(RevokeApiTokenDocument, options);
}

export function useApiTokensQuery(options?: useQuery.Options<ApiTokensQuery, ApiTokensQueryVariables>) {
  return useQuery(ApiTokensDocument, options);
}

export function useApiTokensLazyQuery(options?: useLazyQuery.Options<ApiTokensQuery, ApiTokensQueryVariables>) {
  return useLazyQuery(ApiTokensDocument, options);
}

export function useApiTokensSuspenseQuery(options?: useSuspenseQuery.Options<ApiTokensQueryVariables>) {
  return useSuspenseQuery(ApiTokensDocument, options);
}

export function useCreateApiTokenMutation(options?: useMutation.Options<CreateApiTokenMutation, CreateApiTokenMutationVariables>) {
  return useMutation(CreateApiTokenDocument, options);
}

export function useLoginMutation(options?: useMutation.Options<LoginMutation, LoginMutationVariables>) {
  return useMutation(LoginDocument, options);
}

export function useLogoutEverywhereMutation(options?: useMutation.Options<LogoutEverywhereMutation, LogoutEverywhereMutationVariables>) {
  return useMutation(LogoutEverywhereDocument, options);
}

export function useLogoutMutation(options?: useMutation.Options<LogoutMutation, LogoutMutationVariables>) {
  return useMutation(LogoutDocument, options);
}

export function useRegisterMutation(options?: useMutation.Options<RegisterMutation, RegisterMutationVariables>) {
  return useMutation(RegisterDocument, options);
}

export function useRequestPasswordResetMutation(options?: useMutation.Options<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>) {
  return useMutation(RequestPasswordResetDocument, options);
}

export function useResetPasswordMutation(options?: useMutation.Options<ResetPasswordMutation, ResetPasswordMutationVariables>) {
  return useMutation(ResetPasswordDocument, options);
}

export function useResetTokenValidQuery(options: useQuery.Options<ResetTokenValidQuery, ResetTokenValidQueryVariables>) {
  return useQuery(ResetTokenValidDocument, options);
}

export function useResetTokenValidLazyQuery(options?: useLazyQuery.Options<ResetTokenValidQuery, ResetTokenValidQueryVariables>) {
  return useLazyQuery(ResetTokenValidDocument, options);
}

export function useResetTokenValidSuspenseQuery(options: useSuspenseQuery.Options<ResetTokenValidQueryVariables>) {
  return useSuspenseQuery(ResetTokenValidDocument, options);
}

export function useViewerQuery(options?: useQuery.Options<ViewerQuery, ViewerQueryVariables>) {
  return useQuery(ViewerDocument, options);
}

export function useViewerLazyQuery(options?: useLazyQuery.Options<ViewerQuery, ViewerQueryVariables>) {
  return useLazyQuery(ViewerDocument, options);
}

export function useViewerSuspenseQuery(options?: useSuspenseQuery.Options<ViewerQueryVariables>) {
  return useSuspenseQuery(ViewerDocument, options);
}

export function useCreateCardMutation(options?: useMutation.Options<CreateCardMutation, CreateCardMutationVariables>) {
  return useMutation(CreateCardDocument, options);
}

export function useUpdateCardMutation(options?: useMutation.Options<UpdateCardMutation, UpdateCardMutationVariables>) {
  return useMutation(UpdateCardDocument, options);
}

export function useDeleteCardMutation(options?: useMutation.Options<DeleteCardMutation, DeleteCardMutationVariables>) {
  return useMutation(DeleteCardDocument, options);
}

export function useCommunityUpdateQuery(options: useQuery.Options<CommunityUpdateQuery, CommunityUpdateQueryVariables>) {
  return useQuery(CommunityUpdateDocument, options);
}

export function useCommunityUpdateLazyQuery(options?: useLazyQuery.Options<CommunityUpdateQuery, CommunityUpdateQueryVariables>) {
  return useLazyQuery(CommunityUpdateDocument, options);
}

export function useCommunityUpdateSuspenseQuery(options: useSuspenseQuery.Options<CommunityUpdateQueryVariables>) {
  return useSuspenseQuery(CommunityUpdateDocument, options);
}

export function useApplyCommunityUpdateMutation(options?: useMutation.Options<ApplyCommunityUpdateMutation, ApplyCommunityUpdateMutationVariables>) {
  return useMutation(ApplyCommunityUpdateDocument, options);
}

export function useCopyCommunityFolderMutation(options?: useMutation.Options<CopyCommunityFolderMutation, CopyCommunityFolderMutationVariables>) {
  return useMutation(CopyCommunityFolderDocument, options);
}

export function usePublishDialogViewerQuery(options?: useQuery.Options<PublishDialogViewerQuery, PublishDialogViewerQueryVariables>) {
  return useQuery(PublishDialogViewerDocument, options);
}

export function usePublishDialogViewerLazyQuery(options?: useLazyQuery.Options<PublishDialogViewerQuery, PublishDialogViewerQueryVariables>) {
  return useLazyQuery(PublishDialogViewerDocument, options);
}

export function usePublishDialogViewerSuspenseQuery(options?: useSuspenseQuery.Options<PublishDialogViewerQueryVariables>) {
  return useSuspenseQuery(PublishDialogViewerDocument, options);
}

export function usePublishFolderMutation(options?: useMutation.Options<PublishFolderMutation, PublishFolderMutationVariables>) {
  return useMutation(PublishFolderDocument, options);
}

export function useUnpublishFolderMutation(options?: useMutation.Options<UnpublishFolderMutation, UnpublishFolderMutationVariables>) {
  return useMutation(UnpublishFolderDocument, options);
}

export function useHideCommunityFolderMutation(options?: useMutation.Options<HideCommunityFolderMutation, HideCommunityFolderMutationVariables>) {
  return useMutation(HideCommunityFolderDocument, options);
}

export function useDismissCommunityReportMutation(options?: useMutation.Options<DismissCommunityReportMutation, DismissCommunityReportMutationVariables>) {
  return useMutation(DismissCommunityReportDocument, options);
}

export function useReportCommunityFolderMutation(options?: useMutation.Options<ReportCommunityFolderMutation, ReportCommunityFolderMutationVariables>) {
  return useMutation(ReportCommunityFolderDocument, options);
}

export function useDeleteFolderMutation(options?: useMutation.Options<DeleteFolderMutation, DeleteFolderMutationVariables>) {
  return useMutation(DeleteFolderDocument, options);
}

export function useCreateFolderMutation(options?: useMutation.Options<CreateFolderMutation, CreateFolderMutationVariables>) {
  return useMutation(CreateFolderDocument, options);
}

export function useUpdateFolderSettingsMutation(options?: useMutation.Options<UpdateFolderSettingsMutation, UpdateFolderSettingsMutationVariables>) {
  return useMutation(UpdateFolderSettingsDocument, options);
}

export function useSeedSampleDataMutation(options?: useMutation.Options<SeedSampleDataMutation, SeedSampleDataMutationVariables>) {
  return useMutation(SeedSampleDataDocument, options);
}

export function useFolderCardsPageQuery(options: useQuery.Options<FolderCardsPageQuery, FolderCardsPageQueryVariables>) {
  return useQuery(FolderCardsPageDocument, options);
}

export function useFolderCardsPageLazyQuery(options?: useLazyQuery.Options<FolderCardsPageQuery, FolderCardsPageQueryVariables>) {
  return useLazyQuery(FolderCardsPageDocument, options);
}

export function useFolderCardsPageSuspenseQuery(options: useSuspenseQuery.Options<FolderCardsPageQueryVariables>) {
  return useSuspenseQuery(FolderCardsPageDocument, options);
}

export function useImportJobQuery(options: useQuery.Options<ImportJobQuery, ImportJobQueryVariables>) {
  return useQuery(ImportJobDocument, options);
}

export function useImportJobLazyQuery(options?: useLazyQuery.Options<ImportJobQuery, ImportJobQueryVariables>) {
  return useLazyQuery(ImportJobDocument, options);
}

export function useImportJobSuspenseQuery(options: useSuspenseQuery.Options<ImportJobQueryVariables>) {
  return useSuspenseQuery(ImportJobDocument, options);
}

export function useDeleteAccountMutation(options?: useMutation.Options<DeleteAccountMutation, DeleteAccountMutationVariables>) {
  return useMutation(DeleteAccountDocument, options);
}

export function useRequestParameterFitMutation(options?: useMutation.Options<RequestParameterFitMutation, RequestParameterFitMutationVariables>) {
  return useMutation(RequestParameterFitDocument, options);
}

export function useParameterFitStatusQuery(options?: useQuery.Options<ParameterFitStatusQuery, ParameterFitStatusQueryVariables>) {
  return useQuery(ParameterFitStatusDocument, options);
}

export function useParameterFitStatusLazyQuery(options?: useLazyQuery.Options<ParameterFitStatusQuery, ParameterFitStatusQueryVariables>) {
  return useLazyQuery(ParameterFitStatusDocument, options);
}

export function useParameterFitStatusSuspenseQuery(options?: useSuspenseQuery.Options<ParameterFitStatusQueryVariables>) {
  return useSuspenseQuery(ParameterFitStatusDocument, options);
}

export function useUpdateSettingsMutation(options?: useMutation.Options<UpdateSettingsMutation, UpdateSettingsMutationVariables>) {
  return useMutation(UpdateSettingsDocument, options);
}

export function useUpdatePublicNameMutation(options?: useMutation.Options<UpdatePublicNameMutation, UpdatePublicNameMutationVariables>) {
  return useMutation(UpdatePublicNameDocument, options);
}

export function useUpdateSchedulerSettingsMutation(options?: useMutation.Options<UpdateSchedulerSettingsMutation, UpdateSchedulerSettingsMutationVariables>) {
  return useMutation(UpdateSchedulerSettingsDocument, options);
}

export function useStatisticsQuery(options?: useQuery.Options<StatisticsQuery, StatisticsQueryVariables>) {
  return useQuery(StatisticsDocument, options);
}

export function useStatisticsLazyQuery(options?: useLazyQuery.Options<StatisticsQuery, StatisticsQueryVariables>) {
  return useLazyQuery(StatisticsDocument, options);
}

export function useStatisticsSuspenseQuery(options?: useSuspenseQuery.Options<StatisticsQueryVariables>) {
  return useSuspenseQuery(StatisticsDocument, options);
}

export function useImportStoreTemplateMutation(options?: useMutation.Options<ImportStoreTemplateMutation, ImportStoreTemplateMutationVariables>) {
  return useMutation(ImportStoreTemplateDocument, options);
}

export function useStudyOptionsQuery(options?: useQuery.Options<StudyOptionsQuery, StudyOptionsQueryVariables>) {
  return useQuery(StudyOptionsDocument, options);
}

export function useStudyOptionsLazyQuery(options?: useLazyQuery.Options<StudyOptionsQuery, StudyOptionsQueryVariables>) {
  return useLazyQuery(StudyOptionsDocument, options);
}

export function useStudyOptionsSuspenseQuery(options?: useSuspenseQuery.Options<StudyOptionsQueryVariables>) {
  return useSuspenseQuery(StudyOptionsDocument, options);
}

export function useUpdateStudyOptionsMutation(options?: useMutation.Options<UpdateStudyOptionsMutation, UpdateStudyOptionsMutationVariables>) {
  return useMutation(UpdateStudyOptionsDocument, options);
}

export function useReviewCardMutation(options?: useMutation.Options<ReviewCardMutation, ReviewCardMutationVariables>) {
  return useMutation(ReviewCardDocument, options);
}

export function useUndoReviewMutation(options?: useMutation.Options<UndoReviewMutation, UndoReviewMutationVariables>) {
  return useMutation(UndoReviewDocument, options);
}

export function useStartStudySessionMutation(options?: useMutation.Options<StartStudySessionMutation, StartStudySessionMutationVariables>) {
  return useMutation(StartStudySessionDocument, options);
}

export function useUpdateStudySessionMutation(options?: useMutation.Options<UpdateStudySessionMutation, UpdateStudySessionMutationVariables>) {
  return useMutation(UpdateStudySessionDocument, options);
}

export function useSuspendCardMutation(options?: useMutation.Options<SuspendCardMutation, SuspendCardMutationVariables>) {
  return useMutation(SuspendCardDocument, options);
}

export function useUnsuspendCardMutation(options?: useMutation.Options<UnsuspendCardMutation, UnsuspendCardMutationVariables>) {
  return useMutation(UnsuspendCardDocument, options);
}
