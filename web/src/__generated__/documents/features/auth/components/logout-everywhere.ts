import type * as Types from '../../../../graphql';
import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@apollo/client';

export const LogoutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogoutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoutEverywhere"}}]}}]} as unknown as DocumentNode<Types.LogoutEverywhereMutation, Types.LogoutEverywhereMutationVariables>;

export function useLogoutEverywhereMutation(options?: useMutation.Options<Types.LogoutEverywhereMutation, Types.LogoutEverywhereMutationVariables>) {
  return useMutation(LogoutEverywhereDocument, options);
}
