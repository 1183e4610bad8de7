import type { ReportView } from './community.moderation';
import type { CommunityFolderView, PublicationView } from './community.service';

/** The REST shape of a community folder: exactly its public fields (no row id, nothing of the author's but a name). */
export const presentCommunityFolder = (folder: CommunityFolderView) => ({
  slug: folder.slug,
  title: folder.title,
  description: folder.description,
  authorName: folder.authorName,
  frontLanguage: folder.frontLanguage,
  backLanguage: folder.backLanguage,
  level: folder.level,
  tags: folder.tags,
  licence: folder.licence,
  version: folder.version,
  cardCount: folder.cardCount,
  copiesCount: folder.copiesCount,
  publishedAt: folder.publishedAt,
  updatedAt: folder.updatedAt,
});

export const presentPublication = (publication: PublicationView) => ({
  ...presentCommunityFolder(publication),
  unpublished: publication.unpublished,
  hidden: publication.hidden,
  hiddenReason: publication.hiddenReason,
});

/** A report as the operators' list shows it, with the folder it is about. */
export const presentReport = (report: ReportView) => ({
  id: report.id,
  reason: report.reason,
  text: report.text,
  createdAt: report.createdAt,
  folder: presentPublication(report.folder),
});
