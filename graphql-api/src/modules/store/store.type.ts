import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('TemplateCard')
export class TemplateCardType {
  @Field(() => String)
  front!: string;

  @Field(() => String)
  back!: string;
}

@ObjectType('StoreTemplate', { description: 'A ready-made English folder of the store.' })
export class StoreTemplateType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { description: 'Principiante, Elemental or Intermedio.' })
  level!: string;

  @Field(() => [TemplateCardType])
  cards!: TemplateCardType[];

  @Field(() => Boolean, { description: 'Whether you already have a folder of this name.' })
  alreadyImported!: boolean;
}
