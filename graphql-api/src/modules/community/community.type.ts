import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { TEXT_COST } from '../../transport/cost';
import { UserType } from '../accounts/user.type';
import { PageInfoType } from '../cards/card-connection.type';
import type { Folder } from '../folders/folder.entity';
import { FolderType } from '../folders/folder.type';
import { LEVELS, LICENCES, PREVIEW_CARDS, REPORT_REASONS, SORTS } from './community.schema';
import type { CommunityCardView, CommunityFolderView } from './community.service';

@ObjectType('CommunityCard', { simpleResolvers: true, description: 'A card of a published folder (Markdown).' })
export class CommunityCardType {
  @Field(() => ID, { description: "The card's key, the same in every version of the folder." })
  key!: string;

  @Field(() => Int)
  position!: number;

  @Field(() => String, { complexity: TEXT_COST })
  front!: string;

  @Field(() => String, { complexity: TEXT_COST })
  back!: string;
}

@ObjectType('CommunityFolder', {
  simpleResolvers: true,
  description: 'A folder published to the community library: anyone may see it, signed in or not.',
})
export class CommunityFolderType {
  @Field(() => ID, { description: 'The slug (the folder has no other public identity).' })
  id!: string;

  @Field(() => String, { description: 'Its address: /comunidad/<slug>.' })
  slug!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'Markdown.', complexity: TEXT_COST })
  description!: string;

  @Field(() => String, { description: "The author's public name; Repaso for Repaso's own folders." })
  authorName!: string;

  @Field(() => String, { nullable: true, description: 'BCP-47 language of the fronts.' })
  frontLanguage!: string | null;

  @Field(() => String, { nullable: true, description: 'BCP-47 language of the backs.' })
  backLanguage!: string | null;

  @Field(() => String, { nullable: true, description: `CEFR level: ${LEVELS.join(', ')}; null: none.` })
  level!: string | null;

  @Field(() => [String])
  tags!: string[];

  @Field(() => String, { description: `One of ${LICENCES.join(', ')}.` })
  licence!: string;

  @Field(() => Int, { description: 'Bumped by every republication.' })
  version!: number;

  @Field(() => Int)
  cardCount!: number;

  @Field(() => Int, { description: 'Learners who added it to their folders.' })
  copiesCount!: number;

  @Field(() => Date)
  publishedAt!: Date;

  @Field(() => Date, { description: 'The last (re)publication.' })
  updatedAt!: Date;
}

@ObjectType('CommunityFolderPage', { simpleResolvers: true, description: 'A published folder and its first cards.' })
export class CommunityFolderPageType extends CommunityFolderType {
  @Field(() => [CommunityCardType], {
    description: `The first ${PREVIEW_CARDS} cards.`,
    complexity: PREVIEW_CARDS * 2 * TEXT_COST,
  })
  previewCards!: CommunityCardView[];
}

@ObjectType('CommunityFolderEdge', { simpleResolvers: true })
export class CommunityFolderEdgeType {
  @Field(() => String)
  cursor!: string;

  @Field(() => CommunityFolderType)
  node!: CommunityFolderView;
}

@ObjectType('CommunityFolderConnection', { simpleResolvers: true })
export class CommunityFolderConnectionType {
  @Field(() => [CommunityFolderEdgeType])
  edges!: CommunityFolderEdgeType[];

  @Field(() => PageInfoType)
  pageInfo!: PageInfoType;

  @Field(() => String, { description: `The order used (${SORTS.join(', ')}): relevance without a search is copies.` })
  sort!: string;
}

@InputType('CommunityFilters')
export class CommunityFiltersInput {
  @Field(() => String, { nullable: true, description: 'Language of the fronts (any variant: en-US matches en-GB).' })
  frontLanguage?: string | null;

  @Field(() => String, { nullable: true })
  backLanguage?: string | null;

  @Field(() => String, { nullable: true, description: LEVELS.join(', ') })
  level?: string | null;

  @Field(() => String, { nullable: true })
  tag?: string | null;

  @Field(() => String, { nullable: true, description: `${SORTS.join(', ')} (default relevance).` })
  sort?: string | null;
}

@InputType('PublishFolderInput')
export class PublishFolderInput {
  @Field(() => ID)
  folderId!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true, description: 'Markdown, up to 5000 characters.' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: "Default: the folder's front language." })
  frontLanguage?: string | null;

  @Field(() => String, { nullable: true })
  backLanguage?: string | null;

  @Field(() => String, { nullable: true })
  level?: string | null;

  @Field(() => [String], { nullable: true, description: 'Up to 10, each up to 30 characters.' })
  tags?: string[] | null;

  @Field(() => String, { nullable: true, description: `${LICENCES.join(', ')} (default cc-by-4.0).` })
  licence?: string | null;
}

@ObjectType('Publication', {
  simpleResolvers: true,
  description: "The author's view of one of their folders in the community.",
})
export class PublicationType extends CommunityFolderType {
  @Field(() => Boolean)
  unpublished!: boolean;

  @Field(() => Boolean, { description: 'Hidden by an operator; `hiddenReason` says why.' })
  hidden!: boolean;

  @Field(() => String, { nullable: true })
  hiddenReason!: string | null;
}

@ObjectType('PublishFolderPayload', { simpleResolvers: true })
export class PublishFolderPayload {
  @Field(() => PublicationType)
  publication!: PublicationType;

  @Field(() => FolderType)
  folder!: Folder;
}

@ObjectType('CommunityUpdate', {
  simpleResolvers: true,
  description: '"Hay cambios": what taking the newer version of a copied folder does.',
})
export class CommunityUpdateType {
  @Field(() => String)
  slug!: string;

  @Field(() => Int)
  fromVersion!: number;

  @Field(() => Int)
  toVersion!: number;

  @Field(() => Int, { description: 'Cards added as new.' })
  added!: number;

  @Field(() => Int, { description: 'Cards updated in place, schedule and history kept.' })
  updated!: number;

  @Field(() => Int, { description: 'Cards you edited that the author changed too: kept unless you say otherwise.' })
  conflicting!: number;

  @Field(() => Int, { description: 'Cards the author deleted: kept unless you say otherwise.' })
  deleted!: number;

  /** The copy it is about (for `editedCards`; not shown). */
  folderId!: number;
}

@ObjectType('CommunityEditedCard', {
  simpleResolvers: true,
  description: "One of your cards you edited that the newer version changes too: your text and the author's.",
})
export class CommunityEditedCardType {
  @Field(() => ID, { description: 'Your card.' })
  cardId!: number;

  @Field(() => String, { complexity: TEXT_COST })
  front!: string;

  @Field(() => String, { complexity: TEXT_COST })
  back!: string;

  @Field(() => String, { complexity: TEXT_COST })
  authorFront!: string;

  @Field(() => String, { complexity: TEXT_COST })
  authorBack!: string;
}

@ObjectType('CopyCommunityFolderPayload', { simpleResolvers: true })
export class CopyCommunityFolderPayload {
  @Field(() => FolderType, { description: 'Your new folder.' })
  folder!: Folder;

  @Field(() => CommunityFolderType, { description: 'The community folder, with one more copy.' })
  communityFolder!: CommunityFolderView;

  @Field(() => UserType, { description: 'You, with your figures (one more folder, more cards due).' })
  viewer!: UserType;
}

@ObjectType('ApplyCommunityUpdatePayload', { simpleResolvers: true })
export class ApplyCommunityUpdatePayload {
  @Field(() => CommunityUpdateType, { description: 'What was taken.' })
  update!: CommunityUpdateType;

  @Field(() => FolderType)
  folder!: Folder;

  @Field(() => [FolderType], {
    description: 'Folders whose cards changed: the copy, and those you moved its notes to.',
  })
  folders!: Folder[];

  @Field(() => UserType, { description: 'You, with your figures (new cards are due).' })
  viewer!: UserType;
}

@ObjectType('CommunityReport', {
  simpleResolvers: true,
  description: 'A report (operators only; reporters stay anonymous).',
})
export class CommunityReportType {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: REPORT_REASONS.join(', ') })
  reason!: string;

  @Field(() => String)
  text!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => PublicationType)
  folder!: PublicationType;
}

@ObjectType('CommunityReportPage', { simpleResolvers: true })
export class CommunityReportPageType {
  @Field(() => [CommunityReportType])
  reports!: CommunityReportType[];

  @Field(() => Boolean)
  hasNextPage!: boolean;
}

@ObjectType('HideCommunityFolderPayload', { simpleResolvers: true })
export class HideCommunityFolderPayload {
  @Field(() => String)
  slug!: string;

  @Field(() => Boolean)
  hidden!: boolean;

  @Field(() => String)
  hiddenReason!: string;
}

@ObjectType('ReportCommunityFolderPayload', { simpleResolvers: true })
export class ReportCommunityFolderPayload {
  @Field(() => String)
  reason!: string;

  @Field(() => String)
  text!: string;
}

@ObjectType('CommunitySource', {
  simpleResolvers: true,
  description: 'The community folder a folder was copied from; `hasUpdate`: "Hay cambios".',
})
export class CommunitySourceType {
  @Field(() => String)
  slug!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Int, { description: 'The version the copy is at.' })
  version!: number;

  @Field(() => Int)
  latestVersion!: number;

  @Field(() => Boolean)
  hasUpdate!: boolean;
}
