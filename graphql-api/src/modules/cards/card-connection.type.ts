import { Field, ObjectType } from 'type-graphql';
import type { CardRecord } from './card.record';
import { CardType } from './card.type';

@ObjectType('PageInfo', {
  simpleResolvers: true,
  description: 'Relay page information: pass `endCursor` as `after` for the next page.',
})
export class PageInfoType {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => Boolean, { description: 'True when the page was asked `after` a cursor.' })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true })
  startCursor!: string | null;

  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}

@ObjectType('CardEdge', { simpleResolvers: true })
export class CardEdgeType {
  @Field(() => String, { description: 'Opaque; the page after this card starts `after` it.' })
  cursor!: string;

  @Field(() => CardType)
  node!: CardRecord;
}

@ObjectType('CardConnection', { simpleResolvers: true, description: "A page of a folder's cards, in creation order." })
export class CardConnectionType {
  @Field(() => [CardEdgeType])
  edges!: CardEdgeType[];

  @Field(() => [CardType], { description: 'The same cards as `edges`, without cursors.' })
  nodes!: CardRecord[];

  @Field(() => PageInfoType)
  pageInfo!: PageInfoType;

  /** Not fields: what `totalCount` needs to count the matching cards only when asked. */
  folderId!: number;
  userId!: number;
  search!: string | undefined;
  leech!: boolean;
  tags!: string[];
}
