import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

// Shapes only: the rules (and their Spanish messages) live in account.schema.ts, applied by the service.

@InputType()
export class RegisterInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String)
  confirmPassword!: string;

  @Field(() => String, { nullable: true })
  firstName?: string;

  @Field(() => String, { nullable: true })
  lastName?: string;

  @Field(() => String, { nullable: true, description: "The browser's IANA time zone." })
  timeZone?: string;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;
}

@InputType()
export class NewPasswordInput {
  @Field(() => String)
  token!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String)
  confirmPassword!: string;
}

@InputType()
export class SettingsInput {
  @Field(() => String, {
    nullable: true,
    description: 'The name the community shows on what you publish (2..60 characters, never an e-mail).',
  })
  publicName?: string;

  @Field(() => String, { nullable: true })
  timeZone?: string;

  @Field(() => Boolean, { nullable: true, description: 'The daily e-mail digest of due cards.' })
  remindersEnabled?: boolean;

  @Field(() => Float, { nullable: true, description: 'Recall probability the scheduler aims at, 0.70..0.97.' })
  desiredRetention?: number;

  @Field(() => Int, { nullable: true, description: 'New cards offered per study day, 0..1000.' })
  newCardsPerDay?: number;

  @Field(() => Int, { nullable: true, description: 'Reviews offered per study day, 0..10000.' })
  reviewsPerDay?: number;

  @Field(() => Boolean, {
    nullable: true,
    description: '"Escribir la respuesta": type the answer before it is shown while studying.',
  })
  typeAnswers?: boolean;

  @Field(() => Boolean, { nullable: true, description: '"Distinguir ñ de n" when a typed answer is compared.' })
  distinguishEnye?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Load balancing of due days within their fuzz range.' })
  loadBalancing?: boolean;

  @Field(() => [Int], {
    nullable: true,
    description: '"Días libres": 7 shares of a normal day, Monday first, each 100, 50 or 0.',
  })
  easyDays?: number[];

  @Field(() => Int, {
    nullable: true,
    description: '"Umbral de sanguijuela": lapses that make a leech, 0..100 (0: off).',
  })
  leechThreshold?: number;
}

@ObjectType({ simpleResolvers: true })
export class MessageResult {
  @Field(() => String)
  message!: string;
}
