import { Field, ID, ObjectType } from 'type-graphql';
import { storeTemplates } from '../../db/seed/store-templates';
import { listCost } from '../../graphql/cost';

const longestTemplate = Math.max(...storeTemplates.map((template) => template.cards.length));

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

  @Field(() => [TemplateCardType], { complexity: listCost(() => longestTemplate, 1) })
  cards!: TemplateCardType[];

  @Field(() => Boolean, { description: 'Whether you already have a folder of this name.' })
  alreadyImported!: boolean;
}
