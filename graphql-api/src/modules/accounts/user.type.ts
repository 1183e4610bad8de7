import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('User', { description: 'A learner. Only the signed-in user can see their own account.' })
export class UserType {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => String, { description: 'IANA time zone; study days start at 04:00 local time.' })
  timeZone!: string;

  @Field(() => Boolean, { description: 'Whether the daily e-mail digest of due cards is sent.' })
  remindersEnabled!: boolean;
}
