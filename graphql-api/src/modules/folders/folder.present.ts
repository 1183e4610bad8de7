import type { FolderRecord } from './folder.record';
import type { FolderSummary } from './folder.service';

/** The REST shape of a folder (DESIGN §7). */
export const presentFolder = (folder: FolderRecord, summary: FolderSummary) => ({
  id: folder.id,
  name: folder.name,
  description: folder.description,
  createdAt: folder.createdAt,
  updatedAt: folder.updatedAt,
  hasStudiedCards: summary.hasStudiedCards,
  cardCount: summary.totalCards,
  dueCount: summary.dueCards,
});

export const presentStats = ({
  totalCards,
  dueCards,
  masteredCards,
  mediumCards,
  difficultCards,
  suspendedCards,
}: FolderSummary) => ({ totalCards, dueCards, masteredCards, mediumCards, difficultCards, suspendedCards });
