import {
  CommunityFolderDocument,
  CommunityFoldersDocument,
  DashboardDocument,
  FolderDocument,
  FoldersDocument,
  SettingsDocument,
  StoreDocument,
  ViewerDocument,
} from '@/__generated__/graphql';

/**
 * The documents of the queries the app runs first, by operation name: the signed-in frame's viewer and each screen's
 * `firstQuery` (screens.ts names them; a name missing here does not compile). Kept out of the registry so that the
 * entry chunk, which holds it, carries no query text; the app chunk that runs them holds this.
 */
export const firstQueryDocuments = {
  Viewer: ViewerDocument,
  Dashboard: DashboardDocument,
  Folders: FoldersDocument,
  Folder: FolderDocument,
  Store: StoreDocument,
  Settings: SettingsDocument,
  CommunityFolders: CommunityFoldersDocument,
  CommunityFolder: CommunityFolderDocument,
};
