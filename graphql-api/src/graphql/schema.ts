import 'reflect-metadata';
import path from 'node:path';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { buildSchema } from 'type-graphql';
import { AccountResolver } from '../modules/accounts/account.resolver';
import { CardConnectionResolver, CardResolver, FolderCardsResolver } from '../modules/cards/card.resolver';
import {
  CommunityResolver,
  CommunityUpdateResolver,
  FolderCommunityResolver,
} from '../modules/community/community.resolver';
import { FolderResolver } from '../modules/folders/folder.resolver';
import { ImportResolver, UserImportsResolver } from '../modules/imports/import.resolver';
import { FolderNotesResolver, NoteResolver } from '../modules/notes/note.resolver';
import { FolderStatisticsResolver, UserStatisticsResolver } from '../modules/statistics/statistics.resolver';
import { StoreResolver } from '../modules/store/store.resolver';
import {
  CardScheduleResolver,
  FolderDueResolver,
  StudyResolver,
  UserStatsResolver,
} from '../modules/study/study.resolver';
import { TokenResolver } from '../modules/tokens/token.resolver';
import { authChecker } from './auth-checker';

export const resolvers = [
  AccountResolver,
  TokenResolver,
  FolderResolver,
  CardResolver,
  CardConnectionResolver,
  FolderCardsResolver,
  NoteResolver,
  FolderNotesResolver,
  StoreResolver,
  StudyResolver,
  UserStatsResolver,
  CardScheduleResolver,
  FolderDueResolver,
  UserStatisticsResolver,
  FolderStatisticsResolver,
  ImportResolver,
  UserImportsResolver,
  CommunityResolver,
  CommunityUpdateResolver,
  FolderCommunityResolver,
] as const;

export const schemaFile = path.resolve(__dirname, '../../../schema.graphql');

/** Builds the executable schema from the type-graphql resolvers (the single source of `schema.graphql`). */
export function buildGraphQLSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    validate: false,
    scalarsMap: [{ type: Date, scalar: DateTimeResolver }],
  });
}

/** The committed form of the schema: sorted, so that only real changes show in a diff. */
export function printGraphQLSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
