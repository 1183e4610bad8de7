import type * as Types from '../../../../graphql';
import { useLazyQuery, useQuery, useSuspenseQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenItem_token"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenItem_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}],"__meta__":{"hash":"bca1453272ee6994809ed74261cdf54d164d24836aa61d67e791a0ced46338a6"}} as unknown as DocumentNode<Types.ApiTokensQuery, Types.ApiTokensQueryVariables>;

export function useApiTokensQuery(options?: useQuery.Options<Types.ApiTokensQuery, Types.ApiTokensQueryVariables>) {
  return useQuery(ApiTokensDocument, options);
}

export function useApiTokensLazyQuery(options?: useLazyQuery.Options<Types.ApiTokensQuery, Types.ApiTokensQueryVariables>) {
  return useLazyQuery(ApiTokensDocument, options);
}

export function useApiTokensSuspenseQuery(options?: useSuspenseQuery.Options<Types.ApiTokensQueryVariables>) {
  return useSuspenseQuery(ApiTokensDocument, options);
}
