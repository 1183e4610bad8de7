import { Field, ID, Int, ObjectType } from 'type-graphql';
import { listCost } from '../../transport/cost';
import { UserType } from '../accounts/user.type';
import type { Folder } from '../folders/folder.entity';
import { FolderType } from '../folders/folder.type';
import { sampleFolders } from './store.samples';
import { STORE_CARDS_MAX } from './store.schema';

@ObjectType('TemplateCard', { simpleResolvers: true })
export class TemplateCardType {
  @Field(() => String)
  front!: string;

  @Field(() => String)
  back!: string;
}

@ObjectType('StoreTemplate', { simpleResolvers: true, description: 'A ready-made English folder of the store.' })
export class StoreTemplateType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { description: 'Principiante, Elemental or Intermedio.' })
  level!: string;

  @Field(() => [TemplateCardType], { complexity: listCost(() => STORE_CARDS_MAX, 1) })
  cards!: TemplateCardType[];

  @Field(() => String, { description: 'BCP-47 language of the fronts; the imported folder is read aloud in it.' })
  frontLanguage!: string;

  @Field(() => String, { description: 'BCP-47 language of the backs.' })
  backLanguage!: string;

  @Field(() => Boolean, { description: 'Whether you already have a folder of this name.' })
  alreadyImported!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class ImportStoreTemplatePayload {
  @Field(() => String)
  folderName!: string;

  @Field(() => Int)
  cardCount!: number;

  @Field(() => ID)
  folderId!: number;

  @Field(() => FolderType)
  folder!: Folder;

  @Field(() => StoreTemplateType, { description: 'The template, now marked as already imported.' })
  template!: StoreTemplateType;

  @Field(() => UserType)
  viewer!: UserType;
}

@ObjectType({ simpleResolvers: true })
export class SeedSampleDataPayload {
  @Field(() => String)
  message!: string;

  @Field(() => Int)
  folderCount!: number;

  @Field(() => Int)
  cardCount!: number;

  @Field(() => [FolderType], {
    description: 'The folders created (none when the sample data was already there).',
    complexity: listCost(() => sampleFolders.length, 1),
  })
  folders!: Folder[];

  @Field(() => UserType)
  viewer!: UserType;
}
