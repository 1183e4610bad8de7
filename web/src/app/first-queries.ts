import { addTypenameToDocument } from '@apollo/client/utilities';
import { type DocumentNode, print } from 'graphql';
import {
  CommunityFolderDocument,
  CommunityFoldersDocument,
  DashboardDocument,
  FolderDocument,
  FoldersDocument,
  SettingsDocument,
  StoreDocument,
  StudyFolderDocument,
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
  StudyFolder: StudyFolderDocument,
  Settings: SettingsDocument,
  CommunityFolders: CommunityFoldersDocument,
  CommunityFolder: CommunityFolderDocument,
};

/**
 * A first query's text as Apollo Client sends it (`__typename` added): what the build hands the server to answer inside
 * the page (prerender.tsx), so that the answer seeds the cache the screen's hook reads.
 */
export const firstQueryText = (document: DocumentNode) => print(addTypenameToDocument(document));
