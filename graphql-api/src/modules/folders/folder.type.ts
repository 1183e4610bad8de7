import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserType } from '../accounts/user.type';
import type { Folder } from './folder.entity';

@ObjectType('FolderStats', { simpleResolvers: true })
export class FolderStatsType {
  @Field(() => Int)
  totalCards!: number;

  @Field(() => Int, { description: 'Cards never reviewed or whose next review is not in the future.' })
  dueCards!: number;

  @Field(() => Int, { description: 'Cards last rated easy.' })
  masteredCards!: number;

  @Field(() => Int, { description: 'Cards last rated medium.' })
  mediumCards!: number;

  @Field(() => Int, { description: 'Cards last rated hard.' })
  difficultCards!: number;

  @Field(() => Int, { description: 'Suspended cards ("Suspendidas"), never due; also counted by their last rating.' })
  suspendedCards!: number;
}

@ObjectType('Folder', { simpleResolvers: true })
export class FolderType {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@InputType()
export class FolderInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;
}

@InputType({ description: "A folder's study settings; each one left out keeps its value." })
export class FolderSettingsInput {
  @Field(() => Boolean, {
    nullable: true,
    description: 'Play the sound of each side (or read it aloud in its language) as it appears while studying.',
  })
  autoPlay?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'BCP-47 language the fronts are read aloud in, from the short list; null: none.',
  })
  frontLanguage?: string | null;

  @Field(() => String, { nullable: true, description: 'BCP-47 language the backs are read aloud in; null: none.' })
  backLanguage?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      '"Estudiar en ambos sentidos": on, every card gets its reverse (a new card of its own); off, the reverse cards never reviewed are deleted, those with reviews stay.',
  })
  bothDirections?: boolean | null;
}

@ObjectType({ simpleResolvers: true })
export class CreateFolderPayload {
  @Field(() => FolderType)
  folder!: Folder;

  @Field(() => UserType)
  viewer!: UserType;
}

@ObjectType({ simpleResolvers: true })
export class DeleteFolderPayload {
  @Field(() => ID)
  deletedFolderId!: number;

  @Field(() => UserType)
  viewer!: UserType;
}
