import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../transport/context';
import { LoginInput, MessageResult, NewPasswordInput, RegisterInput, SettingsInput } from './account.input';
import {
  checkResetToken,
  closeAllSessions,
  deleteAccount,
  login,
  register,
  requestPasswordReset,
  resetPassword,
  updateSettings,
  viewerOf,
} from './account.service';
import { UserType } from './user.type';

@Resolver(() => UserType)
export class AccountResolver {
  @Query(() => UserType, { nullable: true, description: 'The signed-in user; null when signed out.' })
  viewer(@Ctx() { em, actor }: GraphQLContext) {
    return viewerOf(em, actor);
  }

  @Mutation(() => UserType, { description: 'Creates an account and signs in with it.' })
  async register(
    @Arg('input', () => RegisterInput) input: RegisterInput,
    @Ctx() { em, ip, session, services }: GraphQLContext,
  ) {
    const user = await register(em, { ...input }, ip, services);
    await session.signIn(user.id);
    return user;
  }

  @Mutation(() => UserType, { description: 'Signs in with e-mail and password (cookie session).' })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() { em, ip, session, services }: GraphQLContext) {
    const user = await login(em, { ...input }, ip, services);
    await session.signIn(user.id);
    return user;
  }

  @Mutation(() => Boolean, { description: 'Closes the cookie session.' })
  async logout(@Ctx() { session }: GraphQLContext) {
    await session.signOut();
    return true;
  }

  @Mutation(() => MessageResult, {
    description: 'Sends a reset link if the account exists; the answer is the same either way.',
  })
  requestPasswordReset(@Arg('email', () => String) email: string, @Ctx() { em, ip, services }: GraphQLContext) {
    return requestPasswordReset(em, { email }, ip, services);
  }

  @Query(() => Boolean, {
    description:
      'Whether a password-reset token would be accepted now (known, unused, not expired); nothing else. Throttled.',
  })
  async resetTokenValid(@Arg('token', () => String) token: string, @Ctx() { em, ip, services }: GraphQLContext) {
    return (await checkResetToken(em, { token }, ip, services)).valid;
  }

  @Mutation(() => MessageResult, { description: 'Sets a new password with the token from the reset e-mail.' })
  resetPassword(
    @Arg('input', () => NewPasswordInput) input: NewPasswordInput,
    @Ctx() { em, ip, services }: GraphQLContext,
  ) {
    return resetPassword(em, { ...input }, ip, services);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Signs out every session of the user (this one too) and revokes every personal access token. Browser session only.',
  })
  async logoutEverywhere(@Ctx() { em, actor, session, services }: GraphQLContext) {
    await closeAllSessions(em, actor, services);
    await session.signOut();
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Deletes the account and every row of it (folders, cards, reviews, sessions, tokens) once the password is given again; the session ends. Browser session only, never with a personal access token.',
  })
  async deleteAccount(
    @Arg('password', () => String) password: string,
    @Ctx() { em, actor, ip, session, services }: GraphQLContext,
  ) {
    await deleteAccount(em, actor, { password }, ip, services);
    await session.signOut();
    return true;
  }

  @Authorized()
  @Mutation(() => UserType)
  updateSettings(
    @Arg('input', () => SettingsInput) input: SettingsInput,
    @Ctx() { em, actor, services }: GraphQLContext,
  ) {
    return updateSettings(
      em,
      actor,
      {
        publicName: input.publicName ?? undefined,
        timeZone: input.timeZone ?? undefined,
        remindersEnabled: input.remindersEnabled ?? undefined,
        desiredRetention: input.desiredRetention ?? undefined,
        newCardsPerDay: input.newCardsPerDay ?? undefined,
        reviewsPerDay: input.reviewsPerDay ?? undefined,
        typeAnswers: input.typeAnswers ?? undefined,
        distinguishEnye: input.distinguishEnye ?? undefined,
        loadBalancing: input.loadBalancing ?? undefined,
        easyDays: input.easyDays ?? undefined,
        leechThreshold: input.leechThreshold ?? undefined,
      },
      services,
    );
  }
}
