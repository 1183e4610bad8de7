import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('Media', {
  simpleResolvers: true,
  description: 'An image or a sound on a card: its front or back holds it as a Markdown image of `url`.',
})
export class MediaType {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: '`/api/media/<sha256>.<ext>`: fetch it with the same session or token.' })
  url!: string;

  @Field(() => String, { description: 'The type decided from the bytes (image/png, audio/mpeg…).' })
  mimeType!: string;

  @Field(() => Int)
  bytes!: number;
}
