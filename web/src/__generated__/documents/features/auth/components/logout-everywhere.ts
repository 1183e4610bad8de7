import type * as Types from '../../../../graphql';
import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const LogoutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogoutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutEverywhere"}}]}}],"__meta__":{"hash":"456d4dd0bbaa56746a0e10160d67e3ccf3b8e60e5e9e5a95c79fef7915cf10af"}} as unknown as DocumentNode<Types.LogoutEverywhereMutation, Types.LogoutEverywhereMutationVariables>;

export function useLogoutEverywhereMutation(options?: useMutation.Options<Types.LogoutEverywhereMutation, Types.LogoutEverywhereMutationVariables>) {
  return useMutation(LogoutEverywhereDocument, options);
}
