import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('ApiToken', {
  description: 'A personal access token for third-party tools (the secret is never shown again).',
})
export class ApiTokenType {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  lastUsedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  revokedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the token stops working; null: never (until revoked).' })
  expiresAt!: Date | null;
}

@ObjectType()
export class CreatedApiToken {
  @Field(() => ApiTokenType)
  token!: ApiTokenType;

  @Field(() => String, { description: 'Send as `Authorization: Bearer <secret>`. Shown only once.' })
  secret!: string;
}
