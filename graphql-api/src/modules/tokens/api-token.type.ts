import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

/** What a token may do; the values are the stored ones (`read`, `read_write`). */
export enum ApiTokenScope {
  READ = 'read',
  READ_WRITE = 'read_write',
  ANKI_CONNECT_READ = 'anki_read',
  ANKI_CONNECT_WRITE = 'anki_write',
}

registerEnumType(ApiTokenScope, {
  name: 'ApiTokenScope',
  description: 'What a personal access token may do.',
  valuesConfig: {
    READ: { description: 'Queries only: any mutation (or REST write) is refused with FORBIDDEN / 403.' },
    READ_WRITE: { description: 'Everything its owner can do through the API (except managing tokens and sessions).' },
    ANKI_CONNECT_READ: {
      description:
        'Only as the `key` of `POST /anki-connect` (AnkiConnect protocol), reading: refused by `/api` and `/graphql`.',
    },
    ANKI_CONNECT_WRITE: {
      description: 'Only as the `key` of `POST /anki-connect`, reading and writing: refused by `/api` and `/graphql`.',
    },
  },
});

@ObjectType('ApiToken', {
  simpleResolvers: true,
  description: 'A personal access token for third-party tools (the secret is never shown again).',
})
export class ApiTokenType {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => ApiTokenScope)
  scope!: ApiTokenScope;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When it last authenticated a request (to the minute); null: never.',
  })
  lastUsedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  revokedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the token stops working; null: never (until revoked).' })
  expiresAt!: Date | null;
}

@ObjectType({ simpleResolvers: true })
export class CreatedApiToken {
  @Field(() => ApiTokenType)
  token!: ApiTokenType;

  @Field(() => String, {
    description: 'Send as `Authorization: Bearer <secret>` (an AnkiConnect token: as `key`). Shown only once.',
  })
  secret!: string;
}
