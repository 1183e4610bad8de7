import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Clock } from '../core/clock';
import { type FolderSummary, summarizeFolders } from '../modules/folders/folder.service';

/** Per-request batching: however many folders a query touches, their summaries cost one SQL query. */
export function createLoaders(em: EntityManager, clock: Clock) {
  return {
    folderSummary: new DataLoader<number, FolderSummary>(async (ids) => {
      const summaries = await summarizeFolders(em, ids, clock.now());
      return ids.map((id) => summaries.get(id) as FolderSummary);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
