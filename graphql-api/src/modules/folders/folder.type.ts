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

@InputType()
export class FolderSettingsInput {
  @Field(() => Boolean, { description: 'Play the sound of each side as it appears while studying.' })
  autoPlay!: boolean;
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
